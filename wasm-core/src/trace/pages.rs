//! The references of a trace as its lines are parsed: kept as the simulator
//! names them, 4 bytes each, and nothing else while every page fits a
//! reference. The first page beyond `MAX_PAGE` (a 64-bit address space)
//! turns on renumbering: every page so far and after gets a provisional
//! number in order of first appearance (a map over the distinct pages), and
//! at the end the numbers become the pages' ranks — pages renumbered densely
//! in their order, as the whole trace's sorted distinct pages would number
//! them, the original page numbers kept for display.

use super::{Trace, TraceFileError, TraceOptions};
use crate::types::{Reference, MAX_PAGE};
use std::collections::HashMap;

/// A trace's references as they are read.
pub(super) struct Pages {
    references: Vec<Reference>,
    /// Once renumbering: each distinct page's provisional number.
    numbers: Option<HashMap<u64, u32>>,
    max_references: usize,
}

impl Pages {
    pub(super) fn new(options: &TraceOptions) -> Self {
        Pages { references: Vec::new(), numbers: None, max_references: options.max_references }
    }

    /// One access: `page` as read, and whether it writes.
    pub(super) fn push(&mut self, page: u64, write: bool) -> Result<(), TraceFileError> {
        if self.numbers.is_none() && page > MAX_PAGE as u64 {
            self.start_renumbering();
        }
        let page = match &mut self.numbers {
            None => page as u32,
            Some(numbers) => {
                let next = numbers.len() as u32;
                *numbers.entry(page).or_insert(next)
            }
        };
        self.references.push(Reference::new(page, write));
        self.check()
    }

    /// References whose pages all fit (the text format's).
    pub(super) fn extend(&mut self, references: &[Reference]) -> Result<(), TraceFileError> {
        match self.numbers {
            None => self.references.extend_from_slice(references),
            Some(_) => {
                for r in references {
                    self.push(r.page() as u64, r.write())?;
                }
            }
        }
        self.check()
    }

    /// Whether no reference was read.
    pub(super) fn is_empty(&self) -> bool {
        self.references.is_empty()
    }

    fn check(&self) -> Result<(), TraceFileError> {
        if self.references.len() > self.max_references {
            return Err(TraceFileError::whole(
                format!("the trace holds more than {} references", self.max_references),
                format!("at most {} references", self.max_references),
            ));
        }
        Ok(())
    }

    /// The pages read so far get provisional numbers, in order of first appearance.
    fn start_renumbering(&mut self) {
        let mut numbers = HashMap::new();
        for r in &mut self.references {
            let next = numbers.len() as u32;
            let n = *numbers.entry(r.page() as u64).or_insert(next);
            *r = Reference::new(n, r.write());
        }
        self.numbers = Some(numbers);
    }

    /// The trace: provisional numbers turned into the pages' ranks.
    pub(super) fn finish(self) -> Trace {
        let Pages { mut references, numbers, .. } = self;
        let Some(numbers) = numbers else {
            return Trace { references, original: None };
        };
        let mut by_page: Vec<(u64, u32)> = numbers.into_iter().collect();
        by_page.sort_unstable();
        let mut rank = vec![0u32; by_page.len()];
        for (r, &(_, provisional)) in by_page.iter().enumerate() {
            rank[provisional as usize] = r as u32;
        }
        for r in &mut references {
            *r = Reference::new(rank[r.page() as usize], r.write());
        }
        Trace { references, original: Some(by_page.into_iter().map(|(page, _)| page).collect()) }
    }
}
