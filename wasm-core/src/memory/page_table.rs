//! Per-process page tables: for every virtual page, where it is.

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

/// One process's page table.
#[derive(Clone, Debug)]
pub struct PageTable {
    state: Vec<PageState>,
    frame: Vec<u32>,
}

impl PageTable {
    /// A table for `pages` virtual pages, all absent.
    pub fn new(pages: usize) -> Self {
        PageTable { state: vec![PageState::Absent; pages], frame: vec![0; pages] }
    }

    /// The page's state and its frame (meaningful unless absent).
    #[inline]
    pub fn get(&self, page: u32) -> (PageState, usize) {
        (self.state[page as usize], self.frame[page as usize] as usize)
    }

    /// Records the page's new state and frame.
    #[inline]
    pub fn set(&mut self, page: u32, state: PageState, frame: usize) {
        self.state[page as usize] = state;
        self.frame[page as usize] = frame as u32;
    }

    /// Number of resident pages.
    pub fn resident(&self) -> usize {
        self.state.iter().filter(|s| **s == PageState::Resident).count()
    }

    /// Number of pages mapped to a frame (resident or in transit).
    pub fn mapped(&self) -> usize {
        self.state.iter().filter(|s| **s != PageState::Absent).count()
    }
}
