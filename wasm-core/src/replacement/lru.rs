//! LRU on frame slots: the page used longest ago goes. The slots are kept in
//! order of last use on a doubly linked list (most recent at the head), so a
//! reference costs O(1).

use super::EMPTY;

/// LRU's frames.
#[derive(Clone, Debug)]
pub struct Lru {
    /// The page in each slot, or `EMPTY`.
    pub slots: Vec<u32>,
    /// The slot of each page, or `EMPTY`.
    pub slot_of: Vec<u32>,
    /// Slots filled so far (cold start).
    filled: usize,
    /// Towards the less recently used slot, `EMPTY` at the tail.
    older: Vec<u32>,
    /// Towards the more recently used slot, `EMPTY` at the head.
    newer: Vec<u32>,
    head: u32,
    tail: u32,
}

impl Lru {
    /// `frames` empty slots for pages 0…`pages`−1.
    pub fn new(frames: usize, pages: usize) -> Self {
        Lru {
            slots: vec![EMPTY; frames],
            slot_of: vec![EMPTY; pages],
            filled: 0,
            older: vec![EMPTY; frames],
            newer: vec![EMPTY; frames],
            head: EMPTY,
            tail: EMPTY,
        }
    }

    fn unlink(&mut self, s: u32) {
        let (o, n) = (self.older[s as usize], self.newer[s as usize]);
        if o == EMPTY {
            self.tail = n
        } else {
            self.newer[o as usize] = n
        }
        if n == EMPTY {
            self.head = o
        } else {
            self.older[n as usize] = o
        }
    }

    fn push_head(&mut self, s: u32) {
        self.older[s as usize] = self.head;
        self.newer[s as usize] = EMPTY;
        if self.head == EMPTY {
            self.tail = s
        } else {
            self.newer[self.head as usize] = s
        }
        self.head = s;
    }

    /// A reference to `page`; true if it faults.
    #[inline]
    pub fn reference(&mut self, page: u32) -> bool {
        let s = self.slot_of[page as usize];
        if s != EMPTY {
            if s != self.head {
                self.unlink(s);
                self.push_head(s);
            }
            return false;
        }
        let s = if self.filled < self.slots.len() {
            self.filled += 1;
            self.filled as u32 - 1
        } else {
            let s = self.tail;
            self.unlink(s);
            self.slot_of[self.slots[s as usize] as usize] = EMPTY;
            s
        };
        self.slots[s as usize] = page;
        self.slot_of[page as usize] = s;
        self.push_head(s);
        true
    }
}
