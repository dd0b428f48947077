//! LRU on frame slots: the page used longest ago goes. The slots are kept in
//! order of last use on a circular doubly linked list over the frame
//! indices, closed by a sentinel that sits between the most and the least
//! recently used: a reference costs O(1), with no special cases at the ends.

use super::EMPTY;

/// LRU's frames.
#[derive(Debug)]
pub struct Lru {
    /// The page in each slot, or `EMPTY`.
    pub slots: Vec<u32>,
    /// The slot of each page, or `EMPTY`.
    pub slot_of: Vec<u32>,
    /// Slots filled so far (cold start).
    filled: usize,
    /// Towards the less recently used slot; index `frames` is the sentinel.
    older: Vec<u32>,
    /// Towards the more recently used slot; index `frames` is the sentinel.
    newer: Vec<u32>,
}

impl Clone for Lru {
    fn clone(&self) -> Self {
        Lru {
            slots: self.slots.clone(),
            slot_of: self.slot_of.clone(),
            filled: self.filled,
            older: self.older.clone(),
            newer: self.newer.clone(),
        }
    }
    /// In place, without allocating (the search copies a prefix's frames at every node).
    fn clone_from(&mut self, from: &Self) {
        self.slots.clone_from(&from.slots);
        self.slot_of.clone_from(&from.slot_of);
        self.filled = from.filled;
        self.older.clone_from(&from.older);
        self.newer.clone_from(&from.newer);
    }
}

impl Lru {
    /// `frames` empty slots for pages 0…`pages`−1.
    pub fn new(frames: usize, pages: usize) -> Self {
        let sentinel = frames as u32;
        Lru {
            slots: vec![EMPTY; frames],
            slot_of: vec![EMPTY; pages],
            filled: 0,
            older: vec![sentinel; frames + 1],
            newer: vec![sentinel; frames + 1],
        }
    }

    #[inline]
    fn unlink(&mut self, s: u32) {
        let (o, n) = (self.older[s as usize], self.newer[s as usize]);
        self.newer[o as usize] = n;
        self.older[n as usize] = o;
    }

    /// Makes `s` the most recently used.
    #[inline]
    fn push_newest(&mut self, s: u32) {
        let sentinel = self.slots.len();
        let newest = self.older[sentinel];
        self.older[s as usize] = newest;
        self.newer[s as usize] = sentinel as u32;
        self.newer[newest as usize] = s;
        self.older[sentinel] = s;
    }

    /// A reference to `page`; true if it faults.
    #[inline]
    pub fn reference(&mut self, page: u32) -> bool {
        let s = self.slot_of[page as usize];
        if s != EMPTY {
            if s != self.older[self.slots.len()] {
                self.unlink(s);
                self.push_newest(s);
            }
            return false;
        }
        let s = if self.filled < self.slots.len() {
            self.filled += 1;
            self.filled as u32 - 1
        } else {
            let s = self.newer[self.slots.len()];
            self.unlink(s);
            self.slot_of[self.slots[s as usize] as usize] = EMPTY;
            s
        };
        self.slots[s as usize] = page;
        self.slot_of[page as usize] = s;
        self.push_newest(s);
        true
    }
}
