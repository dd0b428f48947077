//! Faults against frames: each policy's faults on one string for every
//! number of frames 1…F. LRU and OPT are stack algorithms (Mattson et al.
//! 1970), so one pass each gives every size (`analysis::curves` for LRU's
//! stack distances, `opt_faults_by_size` for MIN's); FIFO and the clock are
//! not, and are simulated once per size. Where a line rises with more frames
//! is Belady's anomaly (Belady, Nelson & Shedler 1969), listed in
//! `anomalies`; only FIFO and the clock can show it.

use super::replay::machine_bytes;
use super::{faults_with_rules, opt_faults_by_size, Policy, Rules, Trace};
use crate::analysis::curves::{lru_bytes, lru_faults_of};
use crate::budget::words;
use serde::Serialize;

/// The longest curve the stage asks for.
pub const MAX_CURVE_FRAMES: usize = 256;
/// The references the stage's FIFO and clock curves may simulate in all
/// (string length × sizes), so that the chart appears within a moment.
pub const CURVE_BUDGET: usize = 1 << 22;

/// One point where more frames gave more faults.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Anomaly {
    /// The policy.
    pub policy: Policy,
    /// The larger number of frames.
    pub frames: usize,
    /// Its faults.
    pub faults: u64,
    /// The faults with one frame fewer.
    pub fewer: u64,
}

/// Every policy's faults for 1…F frames.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct FaultCurves {
    /// References in the string.
    pub references: usize,
    /// Distinct pages: from this many frames on, only first references fault.
    pub distinct: usize,
    /// The clock's register length.
    pub k: u32,
    /// 1…F.
    pub frames: Vec<usize>,
    /// FIFO's faults by number of frames.
    pub fifo: Vec<u64>,
    /// LRU's.
    pub lru: Vec<u64>,
    /// OPT's.
    pub opt: Vec<u64>,
    /// The plain k-bit clock's.
    pub clock: Vec<u64>,
    /// Where a line rises, in order of policy then frames.
    pub anomalies: Vec<Anomaly>,
}

impl FaultCurves {
    /// A policy's faults by number of frames.
    pub fn of(&self, policy: Policy) -> &[u64] {
        match policy {
            Policy::Fifo => &self.fifo,
            Policy::Lru => &self.lru,
            Policy::Opt => &self.opt,
            Policy::Clock => &self.clock,
        }
    }
}

/// Faults of FIFO, LRU, OPT and the plain `k`-bit clock on `trace` for 1…`max_frames` frames.
pub fn fault_curves(trace: &Trace, max_frames: usize, k: u32) -> FaultCurves {
    fault_curves_with_rules(trace, max_frames, Rules::plain(k))
}

/// The most bytes the curves hold, a size, beside the string and its
/// policies' tables: the five arrays, the anomalies and the JSON of them.
pub const CURVE_BYTES_PER_SIZE: u64 = 512;

/// The most bytes `fault_curves_with_rules` holds beside the trace for
/// `references` references over `pages` pages and 1…`max_frames` frames:
/// one policy's frames at a time, OPT's stack, or LRU's
/// (`analysis::curves::lru_bytes`), and the curves themselves.
pub fn fault_curves_bytes(references: usize, pages: usize, max_frames: usize) -> u64 {
    let opt = words(pages as u64) + 12 * max_frames as u64;
    let lru = lru_bytes(references, pages, max_frames);
    machine_bytes(pages, max_frames).max(opt).max(lru) + CURVE_BYTES_PER_SIZE * max_frames as u64
}

/// The same, each policy following `rules`.
pub fn fault_curves_with_rules(trace: &Trace, max_frames: usize, rules: Rules) -> FaultCurves {
    let pages = trace.refs().iter().map(|r| r.page());
    let per_size = |policy| (1..=max_frames).map(|m| faults_with_rules(policy, trace, m, rules)).collect::<Vec<_>>();
    let mut curves = FaultCurves {
        references: trace.len(),
        distinct: trace.distinct(),
        k: rules.k,
        frames: (1..=max_frames).collect(),
        fifo: per_size(Policy::Fifo),
        lru: lru_faults_of(pages, trace.len(), trace.distinct(), max_frames),
        opt: opt_faults_by_size(trace, max_frames),
        clock: per_size(Policy::Clock),
        anomalies: Vec::new(),
    };
    curves.anomalies = Policy::ALL
        .into_iter()
        .flat_map(|policy| {
            let line = curves.of(policy);
            (1..line.len())
                .filter(|&i| line[i] > line[i - 1])
                .map(move |i| Anomaly { policy, frames: i + 1, faults: line[i], fewer: line[i - 1] })
                .collect::<Vec<_>>()
        })
        .collect();
    curves
}

/// The references a trace file's FIFO and clock curves may simulate in all
/// (trace length × sizes): computed in the compute worker, with Cancel, so a
/// whole real trace may take a few seconds.
pub const TRACE_CURVE_BUDGET: usize = 1 << 29;

/// How far the stage's chart goes for a string of `references` with
/// `distinct` pages and the scenario's `frames`: to the distinct pages
/// (where every policy faults only on first references) and at least one
/// past `frames` (the question asks about one frame more), but no further
/// than `MAX_CURVE_FRAMES` nor than `CURVE_BUDGET` references simulated per
/// policy allow — and never below 2, so that there is a line.
pub fn curve_span(references: usize, distinct: usize, frames: usize) -> usize {
    curve_span_within(references, distinct, frames, CURVE_BUDGET)
}

/// `curve_span` with `budget` references simulated per policy (a trace file's: `TRACE_CURVE_BUDGET`).
pub fn curve_span_within(references: usize, distinct: usize, frames: usize, budget: usize) -> usize {
    let budget = budget / references.max(1);
    distinct.max(frames + 1).min(MAX_CURVE_FRAMES).min(budget).max(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_span_reaches_the_distinct_pages_within_the_budget() {
        // A typed string of 12 references over 5 pages, 3 frames: to 5 frames.
        assert_eq!(curve_span(12, 5, 3), 5);
        // With 9 frames: one past them, 10.
        assert_eq!(curve_span(12, 5, 9), 10);
        // The sample trace (1,097,804 references, 91 pages): 3 sizes within the stage's budget,
        // all 91 within a trace file's.
        assert_eq!(curve_span(1_097_804, 91, 9), 3);
        assert_eq!(curve_span_within(1_097_804, 91, 9, TRACE_CURVE_BUDGET), 91);
        // Never below 2, never beyond MAX_CURVE_FRAMES.
        assert_eq!(curve_span_within(1 << 30, 91, 9, TRACE_CURVE_BUDGET), 2);
        assert_eq!(curve_span_within(1000, 5000, 9, TRACE_CURVE_BUDGET), MAX_CURVE_FRAMES);
    }
}
