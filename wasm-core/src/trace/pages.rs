//! The references of a trace as its lines are parsed: kept as the simulator
//! names them, 4 bytes each, and nothing else while every page fits a
//! reference. The first page beyond `MAX_PAGE` (a 64-bit address space)
//! turns on renumbering: every page so far and after gets a provisional
//! number in order of first appearance (a map over the distinct pages, at
//! most `MAX_RENUMBERED_PAGES` of them), and at the end the numbers become
//! the pages' ranks — pages renumbered densely in their order, as the whole
//! trace's sorted distinct pages would number them, the original page
//! numbers kept for display.
//!
//! Memory: the references' array grows by doubling but never past room for
//! `max_references`, and is cut to its length at the end, so a trace of n
//! references holds at most 4·`max_references` bytes while it is read and
//! 4·n after; the map at most `MAX_RENUMBERED_PAGES` entries.

use super::{Trace, TraceFileError, TraceOptions};
use crate::types::{Reference, MAX_PAGE};
use std::collections::HashMap;

/// The most distinct pages a trace may name once its page numbers exceed
/// `MAX_PAGE` (about 110 MB of map at its largest).
pub const MAX_RENUMBERED_PAGES: usize = 1 << 21;

/// A trace's references as they are read.
pub(super) struct Pages {
    references: Vec<Reference>,
    /// Once renumbering: each distinct page's provisional number.
    numbers: Option<HashMap<u64, u32>>,
    max_references: usize,
}

/// The provisional number of `page`: its own, or the next one; refused past `MAX_RENUMBERED_PAGES` pages.
fn number(numbers: &mut HashMap<u64, u32>, page: u64) -> Result<u32, TraceFileError> {
    let next = numbers.len() as u32;
    let n = *numbers.entry(page).or_insert(next);
    if numbers.len() > MAX_RENUMBERED_PAGES {
        return Err(TraceFileError::whole(
            format!("the trace names more than {MAX_RENUMBERED_PAGES} distinct pages, some beyond page {MAX_PAGE}"),
            format!(
                "at most {MAX_RENUMBERED_PAGES} distinct pages when page numbers exceed {MAX_PAGE} \
                 (a larger page size makes fewer)"
            ),
        ));
    }
    Ok(n)
}

impl Pages {
    pub(super) fn new(options: &TraceOptions) -> Self {
        Pages { references: Vec::new(), numbers: None, max_references: options.max_references }
    }

    /// One access: `page` as read, and whether it writes.
    pub(super) fn push(&mut self, page: u64, write: bool) -> Result<(), TraceFileError> {
        self.reserve(1)?;
        if self.numbers.is_none() && page > MAX_PAGE as u64 {
            self.start_renumbering()?;
        }
        let page = match &mut self.numbers {
            None => page as u32,
            Some(numbers) => number(numbers, page)?,
        };
        self.references.push(Reference::new(page, write));
        Ok(())
    }

    /// References whose pages all fit (the text format's).
    pub(super) fn extend(&mut self, references: &[Reference]) -> Result<(), TraceFileError> {
        match self.numbers {
            None => {
                self.reserve(references.len())?;
                self.references.extend_from_slice(references);
            }
            Some(_) => {
                for r in references {
                    self.push(r.page() as u64, r.write())?;
                }
            }
        }
        Ok(())
    }

    /// Whether no reference was read.
    pub(super) fn is_empty(&self) -> bool {
        self.references.is_empty()
    }

    /// Room for `more` references: refused past `max_references`; the
    /// array doubles, but never past room for `max_references`.
    fn reserve(&mut self, more: usize) -> Result<(), TraceFileError> {
        let needed = self.references.len() + more;
        if needed > self.max_references {
            return Err(TraceFileError::whole(
                format!("the trace holds more than {} references", self.max_references),
                format!("at most {} references", self.max_references),
            ));
        }
        let capacity = self.references.capacity();
        if needed > capacity {
            let room = (2 * capacity).max(needed).max(1 << 10).min(self.max_references);
            self.references.reserve_exact(room - self.references.len());
        }
        Ok(())
    }

    /// The pages read so far get provisional numbers, in order of first appearance.
    fn start_renumbering(&mut self) -> Result<(), TraceFileError> {
        let mut numbers = HashMap::new();
        for r in &mut self.references {
            *r = Reference::new(number(&mut numbers, r.page() as u64)?, r.write());
        }
        self.numbers = Some(numbers);
        Ok(())
    }

    /// The trace: provisional numbers turned into the pages' ranks.
    pub(super) fn finish(self) -> Trace {
        let Pages { mut references, numbers, .. } = self;
        references.shrink_to_fit();
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
