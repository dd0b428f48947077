//! Per-process page tables: for every virtual page, where it is. One word a
//! page (state in the top two bits, frame below) keeps the reference path to
//! a single load.

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

/// One process's page table.
#[derive(Clone, Debug)]
pub struct PageTable {
    entries: Vec<u32>,
}

impl PageTable {
    /// A table for `pages` virtual pages, all absent.
    pub fn new(pages: usize) -> Self {
        PageTable { entries: vec![0; pages] }
    }

    /// The page's state and its frame (meaningful unless absent).
    #[inline]
    pub fn get(&self, page: u32) -> (PageState, usize) {
        let e = self.entries[page as usize];
        let state = match e >> STATE_SHIFT {
            0 => PageState::Absent,
            1 => PageState::Pulling,
            2 => PageState::Resident,
            _ => PageState::Pushing,
        };
        (state, (e & FRAME_MASK) as usize)
    }

    /// Records the page's new state and frame.
    #[inline]
    pub fn set(&mut self, page: u32, state: PageState, frame: usize) {
        debug_assert!(frame as u32 <= FRAME_MASK);
        self.entries[page as usize] = (state as u32) << STATE_SHIFT | frame as u32;
    }

    /// Number of virtual pages the table covers.
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
