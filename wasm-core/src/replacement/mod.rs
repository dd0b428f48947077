//! Replacement policies on one reference string, simulated frame slot by
//! frame slot with demand paging and a cold start, so a student sees where
//! the Multics clock stands:
//!
//! - FIFO: replace the page loaded longest ago (`fifo`);
//! - LRU: replace the page used longest ago (`lru`);
//! - OPT, Belady 1966's MIN: replace the page whose next reference is
//!   furthest away; among pages never referenced again, the one in the lowest
//!   frame slot (`opt`);
//! - the clock: the plain k-bit clock of Corbató 1968 (no free pool, no
//!   first-time switch, no drum timing): what the `sim::Simulator` does on
//!   `Scenario::plain`, as `pagingsim replay --plain` runs it, frame by
//!   frame without the simulator's machinery (`clock`; the tests hold the
//!   two equal).
//!
//! Slots fill in order 0, 1, 2, … while frames are free; a faulting page
//! then takes its victim's slot. One implementation of each policy serves
//! the fault counters below (the CLI's `replay`, `experiment::compare`, the
//! tests), the faults-against-frames curves (`curves`) and the stage's
//! reference-by-reference view (`run`): each policy is one struct whose
//! `reference` the counters call in a plain loop over the string
//! (`renumbered_faults`: a ring for FIFO, a list over frame indices for LRU,
//! next-use indices for OPT, an index that wraps for the clock) and the
//! view calls one reference at a time (`Machine`).
//!
//! Memory: a `Trace` is the string renumbered in place (`renumber`: pages
//! 0…d−1, so every per-page table has d entries) and OPT's look-ahead, a
//! 32-bit index a reference — 8 bytes a reference and 4 a page; a policy's
//! frames add a slot a page. `Trace::within_budget` and `replay` check
//! these against the memory budget (`budget`) before they allocate.

mod clock;
pub mod curves;
mod fifo;
mod lru;
mod opt;
pub mod renumber;
pub mod replay;
pub mod run;

pub use clock::{Clock, ClockRun};
pub use curves::{fault_curves, fault_curves_with_rules, FaultCurves};
pub use fifo::Fifo;
pub use lru::Lru;
pub use opt::{opt_faults_by_size, Opt};
pub use renumber::renumber;
pub use replay::{replay, replay_with_rules};
pub use run::Run;

use crate::scenario::{MemoryConfig, ModifiedChance, NewPageUsage, OptTie};

/// The conventions a policy follows where textbooks differ (the scenario's
/// `memory` section): the clock's register length, a new page's usage bit,
/// where its pointer starts and the modified bit's second chance; OPT's
/// tie-break.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The clock's register length.
    pub k: u32,
    /// Whether the faulting reference sets the new page's usage bit (the clock).
    pub new_page_usage: NewPageUsage,
    /// OPT's choice among pages never referenced again.
    pub opt_tie: OptTie,
    /// The frame the clock's pointer examines first.
    pub pointer_start: Option<u32>,
    /// Whether the clock writes out and passes over a page found unused but modified.
    pub modified_chance: ModifiedChance,
}

impl Rules {
    /// The default conventions with a `k`-bit clock.
    pub fn plain(k: u32) -> Self {
        Rules {
            k,
            new_page_usage: NewPageUsage::On,
            opt_tie: OptTie::LowestSlot,
            pointer_start: None,
            modified_chance: ModifiedChance::None,
        }
    }
    /// The conventions a scenario's memory section sets.
    pub fn of(memory: &MemoryConfig) -> Self {
        Rules {
            k: memory.k,
            new_page_usage: memory.new_page_usage,
            opt_tie: memory.opt_tie,
            pointer_start: memory.pointer_start,
            modified_chance: memory.modified_chance,
        }
    }
}

use crate::budget::{self, words};
use crate::types::Reference;
use renumber::{renumber_bytes, span};
use serde::{Deserialize, Serialize};

/// A replacement policy the CLI and UI can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Policy {
    /// First in, first out.
    Fifo,
    /// Least recently used.
    Lru,
    /// Belady's optimal (MIN).
    Opt,
    /// The clock with k-bit registers (Corbató 1968).
    Clock,
}

impl Policy {
    /// Every policy, in the order the lab shows them.
    pub const ALL: [Policy; 4] = [Policy::Fifo, Policy::Lru, Policy::Opt, Policy::Clock];

    /// The policy's name in the CLI and the JSON.
    pub fn name(self) -> &'static str {
        match self {
            Policy::Fifo => "fifo",
            Policy::Lru => "lru",
            Policy::Opt => "opt",
            Policy::Clock => "clock",
        }
    }
}

impl std::str::FromStr for Policy {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Policy::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| format!("policy = {s} is not allowed: expected fifo, lru, opt or clock"))
    }
}

/// What a slot holds when its frame is free.
pub const EMPTY: u32 = u32::MAX;
/// The next use of a reference whose page is never referenced again.
pub const NEVER: u32 = u32::MAX;

/// For each reference of `refs` (renumbered below `pages`), the index of
/// the next reference to the same page, or `NEVER`.
pub fn next_uses(refs: &[Reference], pages: usize) -> Vec<u32> {
    let mut next_use = vec![NEVER; refs.len()];
    let mut later = vec![NEVER; pages];
    for (t, r) in refs.iter().enumerate().rev() {
        next_use[t] = std::mem::replace(&mut later[r.page() as usize], t as u32);
    }
    next_use
}

/// A reference string as the policies read it: pages renumbered 0…d−1 in
/// order of first use (`renumber`), their original numbers, and for each
/// reference the index of the next reference to the same page (OPT's
/// look-ahead, `next_uses`).
#[derive(Debug)]
pub struct Trace {
    /// The renumbered string (write bits kept, for the clock).
    refs: Vec<Reference>,
    names: Vec<u32>,
    next_use: Vec<u32>,
}

impl Trace {
    /// The string of `refs` (at most 2³² − 1 references), renumbered in place.
    pub fn new(mut refs: Vec<Reference>) -> Self {
        let names = renumber(&mut refs);
        Self::renumbered(refs, names)
    }

    /// `Trace::new` within the memory budget (`budget`): the renumbering is
    /// checked before it runs, and once the distinct pages d are known, the
    /// look-ahead with `beside(d)` — what the caller will hold beside the
    /// trace. A refusal names `what` ran ("policies") on how many references
    /// and pages, and `reduce`, what to make smaller.
    pub fn within_budget(
        mut refs: Vec<Reference>,
        beside: impl Fn(usize) -> u64,
        what: &str,
        reduce: &str,
    ) -> Result<Self, String> {
        let n = refs.len();
        let string = words(n as u64);
        budget::check(string + renumber_bytes(n, span(&refs)), || format!("{what} on {n} references"), reduce)?;
        let names = renumber(&mut refs);
        let d = names.len();
        let held = string + words(d as u64) + Self::look_ahead_bytes(n, d) + beside(d);
        budget::check(held, || format!("{what} on {n} references over {}", budget::pages(d)), reduce)?;
        Ok(Self::renumbered(refs, names))
    }

    /// The most bytes `next_uses` holds for `n` references over `pages` pages.
    pub fn look_ahead_bytes(n: usize, pages: usize) -> u64 {
        words(n as u64) + words(pages as u64)
    }

    fn renumbered(refs: Vec<Reference>, names: Vec<u32>) -> Self {
        let next_use = next_uses(&refs, names.len());
        Trace { refs, names, next_use }
    }

    /// The string of read references to `pages`.
    pub fn from_pages(pages: &[u32]) -> Self {
        Self::new(pages.iter().map(|&p| Reference::new(p, false)).collect())
    }

    /// Number of references.
    pub fn len(&self) -> usize {
        self.refs.len()
    }
    /// Whether the string is empty.
    pub fn is_empty(&self) -> bool {
        self.refs.is_empty()
    }
    /// Number of distinct pages.
    pub fn distinct(&self) -> usize {
        self.names.len()
    }
    /// The renumbered page of reference `t`.
    #[inline]
    pub fn page(&self, t: usize) -> u32 {
        self.refs[t].page()
    }
    /// The original number of renumbered page `id`.
    #[inline]
    pub fn name(&self, id: u32) -> u32 {
        self.names[id as usize]
    }
    /// The index of the next reference to reference `t`'s page, or `NEVER`.
    #[inline]
    pub fn next_use(&self, t: usize) -> u32 {
        self.next_use[t]
    }
    /// The renumbered string.
    pub fn refs(&self) -> &[Reference] {
        &self.refs
    }
}

/// One policy's memory: `frames` slots and whatever the policy remembers.
#[derive(Clone, Debug)]
pub enum Machine {
    /// FIFO.
    Fifo(Fifo),
    /// LRU.
    Lru(Lru),
    /// OPT (MIN).
    Opt(Opt),
    /// The plain k-bit clock.
    Clock(Clock),
}

impl Machine {
    /// Empty frames for `policy` on `trace`; `k` is the clock's register length.
    pub fn new(policy: Policy, trace: &Trace, frames: usize, k: u32) -> Self {
        Self::with_rules(policy, trace, frames, Rules::plain(k))
    }

    /// Empty frames for `policy` on `trace`, following `rules`.
    pub fn with_rules(policy: Policy, trace: &Trace, frames: usize, rules: Rules) -> Self {
        let pages = trace.distinct();
        match policy {
            Policy::Fifo => Machine::Fifo(Fifo::new(frames, pages)),
            Policy::Lru => Machine::Lru(Lru::new(frames, pages)),
            Policy::Opt => Machine::Opt(Opt::new(frames, pages).with_tie(rules.opt_tie)),
            Policy::Clock => Machine::Clock(Clock::new(frames, pages, rules.k).with_rules(rules)),
        }
    }

    /// Makes reference `t` of `trace` (references are made in order); true if it faults.
    #[inline]
    pub fn reference(&mut self, trace: &Trace, t: usize) -> bool {
        match self {
            Machine::Fifo(m) => m.reference(trace.page(t)),
            Machine::Lru(m) => m.reference(trace.page(t)),
            Machine::Opt(m) => m.reference(trace.page(t), trace.next_use(t)),
            Machine::Clock(m) => m.reference(trace.refs[t]),
        }
    }

    /// The renumbered page in slot `s`, or `EMPTY`.
    pub fn slot(&self, s: usize) -> u32 {
        match self {
            Machine::Fifo(m) => m.slots[s],
            Machine::Lru(m) => m.slots[s],
            Machine::Opt(m) => m.slots[s],
            Machine::Clock(m) => m.slots[s],
        }
    }

    /// The slot holding renumbered page `page`, if it is resident.
    pub fn slot_of(&self, page: u32) -> Option<usize> {
        let s = match self {
            Machine::Fifo(m) => m.slot_of[page as usize],
            Machine::Lru(m) => m.slot_of[page as usize],
            Machine::Opt(m) => m.slot_of[page as usize],
            Machine::Clock(m) => m.slot_of[page as usize],
        };
        (s != EMPTY).then_some(s as usize)
    }

    /// Number of slots.
    pub fn frames(&self) -> usize {
        match self {
            Machine::Fifo(m) => m.slots.len(),
            Machine::Lru(m) => m.slots.len(),
            Machine::Opt(m) => m.slots.len(),
            Machine::Clock(m) => m.frames(),
        }
    }
}

/// Faults of `policy` with `frames` frames on `refs`, renumbered below
/// `pages` (`renumber`) — one pass of the policy's own loop, nothing
/// recorded (`rules`: the clock's register length and a new page's usage
/// bit). OPT's look-ahead is computed here (`next_uses`); a `Trace` has it
/// already (`faults`).
pub fn renumbered_faults(policy: Policy, refs: &[Reference], pages: usize, frames: usize, rules: Rules) -> u64 {
    match policy {
        Policy::Fifo => {
            let mut m = Fifo::new(frames, pages);
            refs.iter().map(|r| m.reference(r.page()) as u64).sum()
        }
        Policy::Lru => {
            let mut m = Lru::new(frames, pages);
            refs.iter().map(|r| m.reference(r.page()) as u64).sum()
        }
        Policy::Opt => Opt::faults(refs, &next_uses(refs, pages), pages, frames),
        Policy::Clock => ClockRun::with_rules(refs, pages, frames, rules).faults,
    }
}

/// Faults of `policy` on the whole of `trace` with `frames` frames (`k`: the clock's register length).
pub fn faults(policy: Policy, trace: &Trace, frames: usize, k: u32) -> u64 {
    faults_with_rules(policy, trace, frames, Rules::plain(k))
}

/// Faults of `policy` on the whole of `trace` with `frames` frames, following
/// `rules` (OPT's tie-break cannot change its faults).
pub fn faults_with_rules(policy: Policy, trace: &Trace, frames: usize, rules: Rules) -> u64 {
    match policy {
        Policy::Opt => Opt::faults(&trace.refs, &trace.next_use, trace.distinct(), frames),
        _ => renumbered_faults(policy, &trace.refs, trace.distinct(), frames, rules),
    }
}

/// FIFO faults on `pages` with `frames` frames.
pub fn fifo_faults(pages: &[u32], frames: usize) -> u64 {
    faults(Policy::Fifo, &Trace::from_pages(pages), frames, 0)
}

/// LRU faults on `pages` with `frames` frames.
pub fn lru_faults(pages: &[u32], frames: usize) -> u64 {
    faults(Policy::Lru, &Trace::from_pages(pages), frames, 0)
}

/// OPT (Belady's MIN) faults on `pages` with `frames` frames.
pub fn opt_faults(pages: &[u32], frames: usize) -> u64 {
    faults(Policy::Opt, &Trace::from_pages(pages), frames, 0)
}

/// Plain k-bit clock faults on `pages` with `frames` frames.
pub fn clock_faults(pages: &[u32], frames: usize, k: u32) -> u64 {
    faults(Policy::Clock, &Trace::from_pages(pages), frames, k)
}

#[cfg(test)]
mod tests {
    use super::*;

    const BELADY: [u32; 12] = [1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5];

    #[test]
    fn belady_anomaly_under_fifo() {
        assert_eq!(fifo_faults(&BELADY, 3), 9);
        assert_eq!(fifo_faults(&BELADY, 4), 10);
    }

    #[test]
    fn lru_and_opt_on_the_classic_string() {
        assert_eq!(lru_faults(&BELADY, 3), 10);
        assert_eq!(lru_faults(&BELADY, 4), 8);
        assert_eq!(opt_faults(&BELADY, 3), 7);
        assert_eq!(opt_faults(&BELADY, 4), 6);
    }

    #[test]
    fn the_trace_renumbers_pages_and_looks_ahead() {
        let t = Trace::from_pages(&[70, 3_000_000_000 & 0x7fff_ffff, 70, 9]);
        assert_eq!((0..4).map(|i| t.page(i)).collect::<Vec<_>>(), vec![0, 1, 0, 2]);
        assert_eq!((t.name(1), t.distinct()), (3_000_000_000 & 0x7fff_ffff, 3));
        assert_eq!((0..4).map(|i| t.next_use(i)).collect::<Vec<_>>(), vec![2, NEVER, NEVER, NEVER]);
    }
}
