//! FIFO on frame slots: the page loaded longest ago goes. Slots fill in order,
//! so the oldest page is always in the slot after the last one replaced: a
//! hand that moves one slot per replacement (the clock with k = 0, without
//! the clock's usage bits).

use super::EMPTY;

/// FIFO's frames.
#[derive(Debug)]
pub struct Fifo {
    /// The page in each slot, or `EMPTY`.
    pub slots: Vec<u32>,
    /// The slot of each page, or `EMPTY`.
    pub slot_of: Vec<u32>,
    /// Slots filled so far (cold start).
    filled: usize,
    /// The slot of the oldest page once all are filled.
    hand: usize,
}

impl Clone for Fifo {
    fn clone(&self) -> Self {
        Fifo { slots: self.slots.clone(), slot_of: self.slot_of.clone(), filled: self.filled, hand: self.hand }
    }
    /// In place, without allocating (the search copies a prefix's frames at every node).
    fn clone_from(&mut self, from: &Self) {
        self.slots.clone_from(&from.slots);
        self.slot_of.clone_from(&from.slot_of);
        (self.filled, self.hand) = (from.filled, from.hand);
    }
}

impl Fifo {
    /// `frames` empty slots for pages 0…`pages`−1.
    pub fn new(frames: usize, pages: usize) -> Self {
        Fifo { slots: vec![EMPTY; frames], slot_of: vec![EMPTY; pages], filled: 0, hand: 0 }
    }

    /// A reference to `page`; true if it faults.
    #[inline]
    pub fn reference(&mut self, page: u32) -> bool {
        if self.slot_of[page as usize] != EMPTY {
            return false;
        }
        let s = if self.filled < self.slots.len() {
            self.filled += 1;
            self.filled - 1
        } else {
            let s = self.hand;
            self.hand = (s + 1) % self.slots.len();
            self.slot_of[self.slots[s] as usize] = EMPTY;
            s
        };
        self.slots[s] = page;
        self.slot_of[page as usize] = s as u32;
        true
    }
}
