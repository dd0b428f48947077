//! The stage's view of the policies, reference by reference: for any stretch
//! of the string, each reference's outcome and the frames after it — by
//! replay from checkpoints, so that looking anywhere in a long string costs
//! at most one checkpoint interval of references, not the distance from the
//! start.

use super::{Machine, Policy, Rules, Trace, EMPTY};
use crate::scenario::ModifiedChance;
use serde::Serialize;
use std::sync::Arc;

/// The fewest references between checkpoints.
const MIN_INTERVAL: usize = 256;
/// Entries (frames plus the per-page table) held in each policy's
/// checkpoints in all — a few megabytes: long strings over many pages or
/// frames get sparser checkpoints.
const CHECKPOINT_BUDGET: usize = 1 << 20;

/// One reference as a policy served it, with a window of the frames after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Column {
    /// The reference's index in the string (0-based).
    pub index: usize,
    /// The page referenced.
    pub page: u32,
    /// Whether it faulted.
    pub fault: bool,
    /// The frame slot the page is in afterwards.
    pub slot: usize,
    /// The page the fault replaced, if the frames were full.
    pub victim: Option<u32>,
    /// Faults so far, this reference included.
    pub faults: u64,
    /// The pages in the window's slots afterwards (null: a free frame).
    pub slots: Vec<Option<u32>>,
    /// The clock's pointer afterwards (the clock only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub pointer: Option<usize>,
    /// The clock's usage bits in the window's slots (the clock only).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(as = "Option<_>", optional))]
    pub usage: Vec<bool>,
    /// The clock's k-bit registers in the window's slots (the clock only).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(as = "Option<_>", optional))]
    pub registers: Vec<u32>,
    /// The clock's modified bits in the window's slots (the clock under
    /// `memory.modified_chance` = `write_and_pass` only, where they steer it).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(as = "Option<_>", optional))]
    pub modified: Vec<bool>,
}

/// A stretch of references under one policy: the window of slots shown and a column per reference.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Columns {
    /// The policy.
    pub policy: Policy,
    /// The first slot of the window.
    pub slot_from: usize,
    /// Slots in the window.
    pub rows: usize,
    /// Faults before the stretch.
    pub faults_before: u64,
    /// One per reference of the stretch.
    pub columns: Vec<Column>,
}

/// One policy's checkpoints: its frames after 0, `every`, 2·`every`, …
/// references, with the faults so far.
#[derive(Clone, Debug)]
struct Track {
    policy: Policy,
    checkpoints: Vec<(Machine, u64)>,
}

/// Every policy on one string with a fixed number of frames.
#[derive(Clone, Debug)]
pub struct Run {
    trace: Arc<Trace>,
    frames: usize,
    rules: Rules,
    every: usize,
    tracks: Vec<Track>,
}

impl Run {
    /// Runs FIFO, LRU, OPT and the plain `k`-bit clock over `trace` with `frames` frames, keeping checkpoints.
    pub fn new(trace: Arc<Trace>, frames: usize, k: u32) -> Self {
        Self::with_rules(trace, frames, Rules::plain(k))
    }

    /// The same, each policy following `rules`.
    pub fn with_rules(trace: Arc<Trace>, frames: usize, rules: Rules) -> Self {
        assert!(frames > 0, "a run needs a frame");
        let n = trace.len();
        let every = (n.saturating_mul(frames + trace.distinct()) / CHECKPOINT_BUDGET).max(MIN_INTERVAL);
        let tracks = Policy::ALL
            .into_iter()
            .map(|policy| {
                let mut m = Machine::with_rules(policy, &trace, frames, rules);
                let mut faults = 0;
                let mut checkpoints = vec![(m.clone(), 0)];
                for t in 0..n {
                    faults += m.reference(&trace, t) as u64;
                    if (t + 1) % every == 0 {
                        checkpoints.push((m.clone(), faults));
                    }
                }
                Track { policy, checkpoints }
            })
            .collect();
        Run { trace, frames, rules, every, tracks }
    }

    /// The string.
    pub fn trace(&self) -> &Trace {
        &self.trace
    }
    /// Number of frames.
    pub fn frames(&self) -> usize {
        self.frames
    }
    /// The clock's register length.
    pub fn k(&self) -> u32 {
        self.rules.k
    }
    /// The conventions the policies follow.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// `policy`'s frames after the first `position` references, with its faults so far.
    fn at(&self, policy: Policy, position: usize) -> (Machine, u64) {
        let track = &self.tracks[Policy::ALL.iter().position(|&p| p == policy).expect("a policy")];
        let position = position.min(self.trace.len());
        let (m, faults) = &track.checkpoints[position / self.every];
        let (mut m, mut faults) = (m.clone(), *faults);
        for t in position / self.every * self.every..position {
            faults += m.reference(&self.trace, t) as u64;
        }
        debug_assert_eq!(track.policy, policy);
        (m, faults)
    }

    /// Faults of `policy` in the first `position` references.
    pub fn faults_at(&self, policy: Policy, position: usize) -> u64 {
        self.at(policy, position).1
    }

    /// References `from..to` under `policy`, each with the pages of at most
    /// `rows` slots afterwards: all of them if they fit, else a window that
    /// holds the last reference's slot (as near the middle as it can).
    pub fn columns(&self, policy: Policy, from: usize, to: usize, rows: usize) -> Columns {
        let to = to.min(self.trace.len());
        let from = from.min(to);
        let (start, faults_before) = self.at(policy, from);
        // First the outcomes, to place the window; then again, reading it.
        let mut m = start.clone();
        let outcomes: Vec<(bool, usize)> = (from..to)
            .map(|t| {
                let fault = m.reference(&self.trace, t);
                (fault, m.slot_of(self.trace.page(t)).expect("the referenced page is resident"))
            })
            .collect();
        let rows = rows.clamp(1, self.frames);
        let last_slot = outcomes.last().map_or(0, |o| o.1);
        let slot_from = last_slot.saturating_sub(rows / 2).min(self.frames - rows);
        let window = slot_from..slot_from + rows;
        let name = |p: u32| (p != EMPTY).then(|| self.trace.name(p));
        let mut m = start;
        let mut faults = faults_before;
        let columns = (from..to)
            .zip(outcomes)
            .map(|(t, (fault, slot))| {
                let victim = if fault { name(m.slot(slot)) } else { None };
                m.reference(&self.trace, t);
                faults += fault as u64;
                let clock = match &m {
                    Machine::Clock(c) => Some(c),
                    _ => None,
                };
                let dirty = clock.filter(|_| self.rules.modified_chance == ModifiedChance::WriteAndPass);
                Column {
                    index: t,
                    page: self.trace.name(self.trace.page(t)),
                    fault,
                    slot,
                    victim,
                    faults,
                    slots: window.clone().map(|s| name(m.slot(s))).collect(),
                    pointer: clock.and_then(|c| c.pointer()),
                    usage: clock.map(|c| window.clone().map(|s| c.usage(s)).collect()).unwrap_or_default(),
                    registers: clock.map(|c| window.clone().map(|s| c.register(s)).collect()).unwrap_or_default(),
                    modified: dirty.map(|c| window.clone().map(|s| c.modified(s)).collect()).unwrap_or_default(),
                }
            })
            .collect();
        Columns { policy, slot_from, rows, faults_before, columns }
    }
}
