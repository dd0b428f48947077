//! The policies a search simulates along its prefixes: the lab's own FIFO,
//! LRU and plain k-bit clock (`replacement`), one reference at a time, and
//! OPT, which looks ahead and so is counted over the whole prefix.

use crate::replacement::{next_uses, Clock, Fifo, Lru, Opt, Policy};
use crate::types::Reference;

/// One policy's frames and its faults so far on a prefix.
#[derive(Debug)]
pub enum Side {
    Fifo(Fifo, u32),
    Lru(Lru, u32),
    Clock(Clock, u32),
    /// OPT's faults on the prefix as a string of its own (Belady's MIN on
    /// the prefix): no frames are kept, since its choices depend on what follows.
    Opt(usize, u32),
}

impl Side {
    /// Empty frames: `frames` of them, for pages below `pages`.
    pub fn new(policy: Policy, frames: usize, pages: usize, k: u32) -> Self {
        match policy {
            Policy::Fifo => Side::Fifo(Fifo::new(frames, pages), 0),
            Policy::Lru => Side::Lru(Lru::new(frames, pages), 0),
            Policy::Clock => Side::Clock(Clock::new(frames, pages, k), 0),
            Policy::Opt => Side::Opt(frames, 0),
        }
    }

    /// The faults so far: exact for the prefix as a string.
    pub fn faults(&self) -> u32 {
        match self {
            Side::Fifo(_, f) | Side::Lru(_, f) | Side::Clock(_, f) | Side::Opt(_, f) => *f,
        }
    }

    /// The reference to the last page of `string` (the prefix, that page included).
    #[inline]
    pub fn reference(&mut self, string: &[u32]) {
        let page = *string.last().expect("a prefix has a reference");
        match self {
            Side::Fifo(m, f) => *f += m.reference(page) as u32,
            Side::Lru(m, f) => *f += m.reference(page) as u32,
            Side::Clock(m, f) => *f += m.reference(Reference::new(page, false)) as u32,
            Side::Opt(frames, f) => *f = opt_faults(string, *frames),
        }
    }
}

impl Clone for Side {
    fn clone(&self) -> Self {
        match self {
            Side::Fifo(m, f) => Side::Fifo(m.clone(), *f),
            Side::Lru(m, f) => Side::Lru(m.clone(), *f),
            Side::Clock(m, f) => Side::Clock(m.clone(), *f),
            Side::Opt(frames, f) => Side::Opt(*frames, *f),
        }
    }
    /// In place: a side is only ever copied from a side of its own policy.
    fn clone_from(&mut self, from: &Self) {
        match (self, from) {
            (Side::Fifo(m, f), Side::Fifo(n, g)) => {
                m.clone_from(n);
                *f = *g;
            }
            (Side::Lru(m, f), Side::Lru(n, g)) => {
                m.clone_from(n);
                *f = *g;
            }
            (Side::Clock(m, f), Side::Clock(n, g)) => {
                m.clone_from(n);
                *f = *g;
            }
            (me, other) => *me = other.clone(),
        }
    }
}

/// OPT's faults with `frames` frames on `string` (pages numbered below its length).
fn opt_faults(string: &[u32], frames: usize) -> u32 {
    let refs: Vec<Reference> = string.iter().map(|&p| Reference::new(p, false)).collect();
    let pages = string.iter().max().map_or(0, |&p| p as usize + 1);
    Opt::faults(&refs, &next_uses(&refs, pages), pages, frames) as u32
}
