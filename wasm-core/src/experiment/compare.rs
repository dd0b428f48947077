//! Comparisons on one scenario: FIFO, LRU and OPT beside the clock on the
//! string it saw, and the first micro-step at which two runs differ.

use crate::event::EventKind;
use crate::replacement::{fifo_faults, lru_faults, opt_faults};
use crate::scenario::Scenario;
use crate::sim::Simulator;
use serde::Serialize;

/// Faults of each policy on one string.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Comparison {
    /// References in the string.
    pub references: u64,
    /// Frames.
    pub frames: u32,
    /// FIFO faults.
    pub fifo: u64,
    /// LRU faults.
    pub lru: u64,
    /// OPT faults.
    pub opt: u64,
    /// Multics clock faults (with the scenario's k and refinements).
    pub clock: u64,
}

/// FIFO, LRU and OPT on the string the clock saw, in the order its references
/// completed (pages of different processes are distinct), against the clock;
/// the clock's run within the step-through views' micro-step budget.
pub fn compare(scenario: &Scenario) -> Result<Comparison, String> {
    let mut sim = Simulator::new(scenario.clone(), true);
    sim.limit_steps();
    sim.run_to_end()?;
    // Each process's page gets a name of its own, in order of first reference.
    let mut names = std::collections::HashMap::new();
    let string: Vec<u32> = sim
        .events()
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Access { pid, page, .. } => {
                let next = names.len() as u32;
                Some(*names.entry((pid, page)).or_insert(next))
            }
            _ => None,
        })
        .collect();
    let frames = scenario.memory.frames;
    Ok(Comparison {
        references: string.len() as u64,
        frames,
        fifo: fifo_faults(&string, frames as usize),
        lru: lru_faults(&string, frames as usize),
        opt: opt_faults(&string, frames as usize),
        clock: sim.counters().faults,
    })
}

/// The first micro-step at which the runs of two scenarios do different
/// things (events compared without their times), or None if they never do.
/// Each run within the step-through views' micro-step budget.
pub fn first_divergence(a: &Scenario, b: &Scenario) -> Result<Option<u64>, String> {
    let run = |s: &Scenario| -> Result<Simulator, String> {
        let mut sim = Simulator::new(s.clone(), true);
        sim.limit_steps();
        sim.run_to_end()?;
        Ok(sim)
    };
    let (x, y) = (run(a)?, run(b)?);
    let (ex, ey) = (x.events(), y.events());
    for (p, q) in ex.iter().zip(ey) {
        if p.step != q.step || p.kind != q.kind {
            return Ok(Some(p.step.min(q.step)));
        }
    }
    Ok(match ex.len().cmp(&ey.len()) {
        std::cmp::Ordering::Less => Some(ey[ex.len()].step),
        std::cmp::Ordering::Greater => Some(ex[ey.len()].step),
        std::cmp::Ordering::Equal => None,
    })
}
