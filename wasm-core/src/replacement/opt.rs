//! OPT, Belady 1966's MIN: on a fault with every frame full, replace the
//! page whose next reference is furthest in the future. Pages never
//! referenced again are furthest of all; among them (the only possible tie,
//! since two pages cannot share a next reference) the one in the **lowest
//! frame slot** goes by default — a fixed, visible rule for the textbook
//! table; `memory.opt_tie` can make it the one loaded first or the one used
//! longest ago (`with_tie`). Any choice among them gives the same number of
//! faults (such pages are dead: which of them stays can differ between
//! memory sizes, while the pages still to be used are nested as in any
//! stack algorithm).
//!
//! `opt_faults_by_size` counts OPT's faults for every memory size at once:
//! MIN is a stack algorithm (Mattson, Gecsei, Slutz & Traiger 1970,
//! "Evaluation techniques for storage hierarchies", IBM Systems Journal
//! 9(2): the pages held with m frames are always among those held with
//! m + 1), with the priority "next referenced sooner". Its stack is updated on each
//! reference to x, found at depth d (∞ if absent): x goes on top, and the
//! page pushed out of the top i − 1 positions (the lowest-priority page
//! there, which a memory of i − 1 frames would replace) meets the page at
//! depth i; the one referenced sooner stays at depth i, the other moves on,
//! until depth d. A reference faults with m frames iff d > m.

use super::{Trace, EMPTY, NEVER};
use crate::scenario::OptTie;
use crate::types::Reference;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// OPT's frames.
#[derive(Clone, Debug)]
pub struct Opt {
    /// The page in each slot, or `EMPTY`.
    pub slots: Vec<u32>,
    /// The slot of each page, or `EMPTY`.
    pub slot_of: Vec<u32>,
    /// The next reference to each slot's page.
    next: Vec<u32>,
    /// Slots filled so far (cold start).
    filled: usize,
    /// The tie-break among pages never referenced again.
    tie: OptTie,
    /// References made so far (the time, for `OptTie::LeastRecent`).
    time: u32,
    /// Pages loaded so far (for `OptTie::FirstLoaded`).
    loads: u32,
    /// When each slot's page was loaded (its `loads` count).
    loaded: Vec<u32>,
    /// (next reference, tie key, slot) with the lowest tie key first among
    /// equals (the slot, by default): the top is the victim. A hit leaves its page's old entry behind, stale
    /// (its key is no longer the slot's `next`), to be skipped when it comes
    /// up or dropped when stale entries outnumber the frames. Each filled
    /// slot has exactly one live entry: a key is a reference still to come
    /// (or `NEVER`, which a page keeps until it is replaced), so a stale
    /// key, a reference already made, never matches again.
    by_next: BinaryHeap<(u32, Reverse<u32>, u32)>,
}

impl Opt {
    /// `frames` empty slots for pages 0…`pages`−1.
    pub fn new(frames: usize, pages: usize) -> Self {
        Opt {
            slots: vec![EMPTY; frames],
            slot_of: vec![EMPTY; pages],
            next: vec![NEVER; frames],
            filled: 0,
            tie: OptTie::LowestSlot,
            time: 0,
            loads: 0,
            loaded: vec![0; frames],
            by_next: BinaryHeap::with_capacity(2 * frames + 1),
        }
    }

    /// The same slots with another tie-break among pages never referenced again.
    pub fn with_tie(mut self, tie: OptTie) -> Self {
        self.tie = tie;
        self
    }

    /// Empties the frames, keeping their memory and tie-break (the search counts OPT afresh on every prefix).
    pub fn restart(&mut self) {
        self.slots.fill(EMPTY);
        self.slot_of.fill(EMPTY);
        self.next.fill(NEVER);
        self.filled = 0;
        self.time = 0;
        self.loads = 0;
        self.by_next.clear();
    }

    /// A reference to `page`, whose next reference is at `next_use` (or `NEVER`); true if it faults.
    #[inline]
    pub fn reference(&mut self, page: u32, next_use: u32) -> bool {
        let mut s = self.slot_of[page as usize];
        let fault = s == EMPTY;
        if fault {
            s = if self.filled < self.slots.len() {
                self.filled += 1;
                self.filled as u32 - 1
            } else {
                let victim = self.victim();
                self.slot_of[self.slots[victim as usize] as usize] = EMPTY;
                victim
            };
            self.slots[s as usize] = page;
            self.slot_of[page as usize] = s;
            self.loaded[s as usize] = self.loads;
            self.loads = self.loads.wrapping_add(1);
        }
        self.next[s as usize] = next_use;
        if self.by_next.len() > 2 * self.slots.len() {
            let next = &self.next;
            self.by_next.retain(|&(key, _, s)| next[s as usize] == key);
        }
        let tie = match self.tie {
            OptTie::LowestSlot => s,
            OptTie::FirstLoaded => self.loaded[s as usize],
            OptTie::LeastRecent => self.time,
        };
        self.time = self.time.wrapping_add(1);
        self.by_next.push((next_use, Reverse(tie), s));
        fault
    }

    /// Takes the live entry of the page referenced furthest ahead off the heap; its slot.
    fn victim(&mut self) -> u32 {
        loop {
            let (key, _, s) = self.by_next.pop().expect("every filled slot has a live entry");
            if self.next[s as usize] == key {
                return s;
            }
        }
    }
}

impl Opt {
    /// Faults with `frames` frames on `refs` (renumbered below `pages`), whose look-ahead is `next_use`.
    pub fn faults(refs: &[Reference], next_use: &[u32], pages: usize, frames: usize) -> u64 {
        let mut m = Opt::new(frames, pages);
        refs.iter().zip(next_use).map(|(r, &n)| m.reference(r.page(), n) as u64).sum()
    }
}

/// OPT's faults for 1…`max_frames` frames, in one pass (the stack is kept
/// `max_frames` deep: deeper pages cannot affect smaller memories).
pub fn opt_faults_by_size(trace: &Trace, max_frames: usize) -> Vec<u64> {
    let mut stack: Vec<u32> = Vec::with_capacity(max_frames + 1);
    // The next reference to each page, as of the last reference to it.
    let mut next = vec![NEVER; trace.distinct()];
    // at_depth[d − 1]: references found at depth d; the last entry: deeper, or first uses.
    let mut at_depth = vec![0u64; max_frames + 1];
    for t in 0..trace.len() {
        let x = trace.page(t);
        let depth = stack.iter().position(|&p| p == x);
        at_depth[depth.unwrap_or(max_frames)] += 1;
        next[x as usize] = trace.next_use(t);
        let Some(&top) = stack.first() else {
            if max_frames > 0 {
                stack.push(x);
            }
            continue;
        };
        if depth == Some(0) {
            continue;
        }
        stack[0] = x;
        let mut carry = top;
        let end = depth.unwrap_or(stack.len());
        for slot in &mut stack[1..end] {
            if next[carry as usize] < next[*slot as usize] {
                std::mem::swap(&mut carry, slot);
            }
        }
        if depth.is_some() {
            stack[end] = carry;
        } else if stack.len() < max_frames {
            stack.push(carry);
        }
    }
    // faults(m) = references at depth > m.
    let mut faults = vec![0u64; max_frames];
    let mut deeper = at_depth[max_frames];
    for m in (1..=max_frames).rev() {
        faults[m - 1] = deeper;
        deeper += at_depth[m - 1];
    }
    faults
}
