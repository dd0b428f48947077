//! Per-process page tables: for every virtual page, where it is. One word a
//! page (state in the top two bits, frame below) keeps the reference path to
//! a single load.

use crate::types::Reference;
use std::sync::Arc;

/// The state of one virtual page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum PageState {
    /// On the drum only.
    Absent = 0,
    /// Being pulled into its frame.
    Pulling = 1,
    /// In its frame, referenceable.
    Resident = 2,
    /// Being pushed out of its frame.
    Pushing = 3,
}

const STATE_SHIFT: u32 = 30;
const FRAME_MASK: u32 = (1 << STATE_SHIFT) - 1;

/// One process's page table. A process whose pages are numbered densely (a
/// generated workload, most traces) has one entry per page number up to
/// its largest; one whose page numbers are sparse (a trace naming page
/// 2147483647 among a few others) has one entry per distinct page, found by
/// binary search — memory in proportion to the pages it uses, not to its
/// largest page number.
#[derive(Clone, Debug)]
pub struct PageTable {
    entries: Vec<u32>,
    /// The pages covered, sorted, when they are sparse; None: page p is entry p.
    sparse: Option<Arc<[u32]>>,
}

/// Page numbers up to this many entries per referenced page (or up to
/// `DENSE_ALWAYS`) are indexed directly.
const DENSE_FACTOR: usize = 4;
const DENSE_ALWAYS: usize = 1 << 16;

impl PageTable {
    /// A table for `pages` virtual pages 0…pages−1, all absent.
    fn new(pages: usize) -> Self {
        PageTable { entries: vec![0; pages], sparse: None }
    }

    /// Whether a string of `count` references below `largest` gets a dense table.
    fn is_dense(count: usize, largest: usize) -> bool {
        largest <= DENSE_ALWAYS.max(DENSE_FACTOR * count)
    }

    /// The most bytes `covering` holds for a string of `count` references
    /// below `span` (building it: a sparse table sorts a copy of the
    /// string), and the most entries the table has.
    pub fn bytes(count: u64, span: u64) -> (u64, u64) {
        if Self::is_dense(count as usize, span as usize) {
            (4 * span, span)
        } else {
            (12 * count, count)
        }
    }

    /// A table covering every page `pages` names, all absent.
    pub fn covering(pages: impl Iterator<Item = u32> + Clone) -> Self {
        let (count, largest) = pages.clone().fold((0, 0), |(n, m), p| (n + 1, m.max(p as usize + 1)));
        if Self::is_dense(count, largest) {
            return PageTable::new(largest);
        }
        let mut distinct: Vec<u32> = pages.collect();
        distinct.sort_unstable();
        distinct.dedup();
        PageTable { entries: vec![0; distinct.len()], sparse: Some(distinct.into()) }
    }

    /// The entry of `page` (a page the table covers).
    #[inline]
    pub fn slot(&self, page: u32) -> usize {
        match &self.sparse {
            None => page as usize,
            Some(pages) => pages.binary_search(&page).expect("a page of the process's string"),
        }
    }

    /// The page's state and its frame (meaningful unless absent).
    #[inline]
    pub fn get(&self, page: u32) -> (PageState, usize) {
        let e = self.entries[self.slot(page)];
        let state = match e >> STATE_SHIFT {
            0 => PageState::Absent,
            1 => PageState::Pulling,
            2 => PageState::Resident,
            _ => PageState::Pushing,
        };
        (state, (e & FRAME_MASK) as usize)
    }

    /// Calls `visit` with the frame and reference of each of `refs` in turn
    /// while its page is resident; returns how many were. The batched hits'
    /// loop: a dense table is indexed directly, without `slot`'s branch.
    #[inline]
    pub fn while_resident(&self, refs: &[Reference], mut visit: impl FnMut(usize, &Reference)) -> usize {
        let resident = |e: u32| (e >> STATE_SHIFT == PageState::Resident as u32).then_some((e & FRAME_MASK) as usize);
        let mut n = 0;
        match &self.sparse {
            None => {
                for r in refs {
                    let Some(frame) = resident(self.entries[r.page() as usize]) else { break };
                    visit(frame, r);
                    n += 1;
                }
            }
            Some(_) => {
                for r in refs {
                    let Some(frame) = resident(self.entries[self.slot(r.page())]) else { break };
                    visit(frame, r);
                    n += 1;
                }
            }
        }
        n
    }

    /// Records the page's new state and frame.
    #[inline]
    pub fn set(&mut self, page: u32, state: PageState, frame: usize) {
        debug_assert!(frame as u32 <= FRAME_MASK);
        let slot = self.slot(page);
        self.entries[slot] = (state as u32) << STATE_SHIFT | frame as u32;
    }

    /// Number of entries (pages covered).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the table covers no pages.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Number of resident pages.
    pub fn resident(&self) -> usize {
        self.entries.iter().filter(|e| *e >> STATE_SHIFT == PageState::Resident as u32).count()
    }

    /// Number of pages mapped to a frame (resident or in transit).
    pub fn mapped(&self) -> usize {
        self.entries.iter().filter(|e| *e >> STATE_SHIFT != PageState::Absent as u32).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparse_page_numbers_cost_one_entry_each() {
        let mut t = PageTable::covering([2_147_483_647, 5, 5, 1 << 30].into_iter());
        assert_eq!(t.len(), 3);
        t.set(2_147_483_647, PageState::Resident, 7);
        assert_eq!(t.get(2_147_483_647), (PageState::Resident, 7));
        assert_eq!(t.get(5).0, PageState::Absent);
        assert_eq!((t.resident(), t.mapped()), (1, 1));
    }

    #[test]
    fn dense_page_numbers_are_indexed_directly() {
        let t = PageTable::covering([0, 3, 9].into_iter());
        assert_eq!((t.len(), t.slot(9)), (10, 9));
        let wide = PageTable::covering((0..100).map(|i| i * 600));
        assert_eq!(wide.len(), 59_401, "up to 65,536 entries are always direct");
        let sparse = PageTable::covering((0..100).map(|i| i * 10_000));
        assert_eq!((sparse.len(), sparse.slot(990_000)), (100, 99));
    }
}
