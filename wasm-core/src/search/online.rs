//! The policies a search simulates along its prefixes: the lab's own FIFO,
//! LRU and plain k-bit clock (`replacement`), one reference at a time, and
//! OPT, which looks ahead and so is counted over the whole prefix.

use crate::replacement::{Clock, Fifo, Lru, Opt, Policy, NEVER};
use crate::types::Reference;

/// One policy's frames and its faults so far on a prefix.
#[derive(Debug)]
pub enum Side {
    Fifo(Fifo, u32),
    Lru(Lru, u32),
    Clock(Clock, u32),
    /// OPT's faults on the prefix as a string of its own (Belady's MIN on
    /// the prefix): its frames are not carried along, since its choices
    /// depend on what follows; each side has its own memory to count them in.
    Opt(Box<Afresh>, u32),
}

impl Side {
    /// Empty frames: `frames` of them, for pages below `pages`.
    pub fn new(policy: Policy, frames: usize, pages: usize, k: u32) -> Self {
        match policy {
            Policy::Fifo => Side::Fifo(Fifo::new(frames, pages), 0),
            Policy::Lru => Side::Lru(Lru::new(frames, pages), 0),
            Policy::Clock => Side::Clock(Clock::new(frames, pages, k), 0),
            Policy::Opt => Side::Opt(Box::new(Afresh::new(frames, pages)), 0),
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
            Side::Opt(opt, f) => *f = opt.faults(string),
        }
    }
}

impl Clone for Side {
    fn clone(&self) -> Self {
        match self {
            Side::Fifo(m, f) => Side::Fifo(m.clone(), *f),
            Side::Lru(m, f) => Side::Lru(m.clone(), *f),
            Side::Clock(m, f) => Side::Clock(m.clone(), *f),
            Side::Opt(opt, f) => Side::Opt(Box::new(Afresh::new(opt.frames, opt.pages)), *f),
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
            // Nothing to copy but the count: the frames are counted afresh.
            (Side::Opt(_, f), Side::Opt(_, g)) => *f = *g,
            (me, other) => *me = other.clone(),
        }
    }
}

/// OPT (MIN) counted afresh on a whole prefix, in memory kept between prefixes.
#[derive(Debug)]
pub struct Afresh {
    frames: usize,
    pages: usize,
    opt: Opt,
    /// Each reference's next use, and each page's next use as they are found (from the end).
    next_use: Vec<u32>,
    later: Vec<u32>,
}

impl Afresh {
    fn new(frames: usize, pages: usize) -> Self {
        Afresh { frames, pages, opt: Opt::new(frames, pages), next_use: Vec::new(), later: vec![NEVER; pages] }
    }

    /// OPT's faults on `string` (pages below `pages`): `replacement::Opt`, one reference at a time.
    fn faults(&mut self, string: &[u32]) -> u32 {
        self.later.fill(NEVER);
        self.next_use.resize(string.len(), NEVER);
        for (t, &p) in string.iter().enumerate().rev() {
            self.next_use[t] = std::mem::replace(&mut self.later[p as usize], t as u32);
        }
        self.opt.restart();
        string.iter().zip(&self.next_use).map(|(&p, &n)| self.opt.reference(p, n) as u32).sum()
    }
}
