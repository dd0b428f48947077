//! Primary memory: page frames (blocks) with their per-page bits, the
//! replaceable page list, the free block pool and the page tables.
//!
//! Corbató 1968, "The Multics Paging Algorithm": every frame holds one page
//! with a hardware *usage bit* (set by any reference), a *modified bit* (set by
//! a write), a software *k-bit shift register* and a *first-time switch*.
//!
//! Invariants: a frame is in exactly one of: the free pool, the pull list
//! (being read in), the replaceable page list, the push list (being written
//! out); a page is resident in at most one frame; the page table and the frame
//! table agree.

mod list;
mod page_table;

pub use list::ReplaceablePageList;
pub use page_table::{PageState, PageTable};

use serde::Serialize;

/// The usage bit in `Frames::bits`.
pub const USAGE: u8 = 1;
/// The modified bit in `Frames::bits`.
pub const MODIFIED: u8 = 2;
/// The first-time switch in `Frames::bits`.
pub const FIRST_TIME: u8 = 4;
/// The reference bit the working-set sampler reads and clears at each sample
/// point (Nishigaki 1981 §3: "available for a computer with reference bits"),
/// kept apart from the usage bit the pointer clears.
pub const REFERENCED: u8 = 8;
/// The page is being written to the drum and stays in its frame (the
/// modified bit's second chance, `memory.modified_chance` = `write_and_pass`):
/// the pointer passes over it until the write ends.
pub const WRITING: u8 = 16;

/// Where a frame is in its life cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum FrameState {
    /// In the free block pool.
    Free = 0,
    /// On the pull list: a page is being read in from the drum.
    Pulling = 1,
    /// On the replaceable page list, scanned by the pointer.
    Listed = 2,
    /// On the push list: its modified page is being written to the drum.
    Pushing = 3,
}

/// The frame table, as parallel arrays indexed by frame number.
#[derive(Clone, Debug)]
pub struct Frames {
    /// Owner process of the page held (meaningless when free).
    pub owner: Vec<u16>,
    /// Virtual page held (meaningless when free).
    pub page: Vec<u32>,
    /// Per frame: the usage bit (`USAGE`, set by any reference, cleared by
    /// the pointer), the modified bit (`MODIFIED`, set by a write) and the
    /// first-time switch (`FIRST_TIME`, Figure 3 box 12) and the working-set
    /// sampler's reference bit (`REFERENCED`), in one byte.
    pub bits: Vec<u8>,
    /// The k-bit usage shift register.
    pub register: Vec<u32>,
    /// Life-cycle state.
    pub state: Vec<FrameState>,
    /// The owner's essential interruptions at the page's last reference
    /// (Bard 1975: what a page has survived is counted from here).
    pub stamp: Vec<u32>,
}

impl Frames {
    /// `n` free frames.
    pub fn new(n: usize) -> Self {
        Frames {
            owner: vec![0; n],
            page: vec![0; n],
            bits: vec![0; n],
            register: vec![0; n],
            state: vec![FrameState::Free; n],
            stamp: vec![0; n],
        }
    }

    /// Number of frames.
    pub fn len(&self) -> usize {
        self.state.len()
    }

    /// Whether there are no frames.
    pub fn is_empty(&self) -> bool {
        self.state.is_empty()
    }

    /// Loads `page` of `owner` into `frame` with fresh bits; `stamp` is the owner's interruptions now.
    pub fn load(&mut self, frame: usize, owner: u16, page: u32, first_time: bool, stamp: u32) {
        self.stamp[frame] = stamp;
        self.owner[frame] = owner;
        self.page[frame] = page;
        self.bits[frame] = REFERENCED | if first_time { FIRST_TIME } else { 0 };
        self.register[frame] = 0;
    }

    /// Whether `bit` (`USAGE`, `MODIFIED` or `FIRST_TIME`) is set for `frame`.
    #[inline]
    pub fn has(&self, frame: usize, bit: u8) -> bool {
        self.bits[frame] & bit != 0
    }

    /// Clears `bit` for `frame`.
    #[inline]
    pub fn clear(&mut self, frame: usize, bit: u8) {
        self.bits[frame] &= !bit;
    }

    /// A reference to the page in `frame`: the hardware sets the usage and
    /// reference bits, and for a write the modified bit; `stamp` is the
    /// owner's essential interruptions so far.
    #[inline]
    pub fn touch(&mut self, frame: usize, write: bool, stamp: u32) {
        self.bits[frame] |= USAGE | REFERENCED | (write as u8) << 1;
        self.stamp[frame] = stamp;
    }
}

/// One pointer tick on a k-bit register (Corbató 1968): the contents move
/// one bit lower and the usage bit enters the high-order end. k = 0 keeps no
/// history, so the register is always zero (FIFO).
#[inline]
pub fn shift_register(register: u32, usage: bool, k: u32) -> u32 {
    if k == 0 {
        0
    } else {
        (register >> 1) | ((usage as u32) << (k - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::shift_register;

    #[test]
    fn shifts_usage_into_the_high_order_end() {
        assert_eq!(shift_register(0b000, true, 3), 0b100);
        assert_eq!(shift_register(0b100, false, 3), 0b010);
        assert_eq!(shift_register(0b011, true, 3), 0b101);
        assert_eq!(shift_register(0b1, false, 1), 0);
        assert_eq!(shift_register(0, true, 0), 0);
        assert_eq!(shift_register(1 << 31, true, 32), (1 << 31) | (1 << 30));
    }
}
