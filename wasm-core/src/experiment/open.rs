//! An experiment's arm opened on a stage (the experiments stage's "Open on
//! its stage"): the arm's own scenario when the step-through view holds its
//! whole run; otherwise its **first seconds, exactly**. The view holds at most
//! `MAX_STEP_THROUGH_REFERENCES` references and `MAX_STEP_THROUGH_STEPS`
//! micro-steps; the papers' runs are tens of times longer. Cutting them is
//! honest only if what is shown is what the experiment ran, so the arm is run
//! (unrecorded) until its processes have made about the budget's references,
//! the instant is rounded down to two significant figures (`duration_us`), and
//! each process's string is cut one reference past what it had made by then:
//! the generators draw a string's references in order, so a shorter `length`
//! is a prefix, and no process reaches the end of its cut string before the
//! run ends (a terminal's string, or a cyclic job's, that came round to its
//! start again is kept whole). The opened run is then the arm's run up to that instant, micro-step
//! for micro-step (tests/it/arm_scenario.rs holds it to that). A run without a
//! duration (one process's string) is cut to its first references.

use super::arm_scenario;
use crate::scenario::Scenario;
use crate::sim::{Simulator, MAX_STEP_THROUGH_STEPS};
use crate::view::MAX_STEP_THROUGH_REFERENCES;
use crate::workload::Workload;
use serde::Serialize;

/// What was cut from an arm to open it on its stage.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Shortened {
    /// The opened run's simulated time, when the arm has a duration.
    pub duration_us: Option<u64>,
    /// The arm's own duration.
    pub full_duration_us: Option<u64>,
    /// The references in the opened scenario's strings, all processes together.
    pub references: u64,
    /// The references in the arm's strings.
    pub full_references: u64,
}

/// An arm as a stage opens it: its scenario, and what was cut (None: nothing).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct OpenedArm {
    /// The scenario to open.
    pub scenario: Scenario,
    /// What was cut to fit the step-through view, if anything.
    pub shortened: Option<Shortened>,
}

/// The references of every process's string.
fn references(s: &Scenario) -> u64 {
    s.processes.iter().map(|p| p.workload.length()).sum()
}

/// Whether the step-through view holds the scenario's whole run.
fn fits(s: &Scenario) -> bool {
    if references(s) > MAX_STEP_THROUGH_REFERENCES as u64 {
        return false;
    }
    let mut sim = Simulator::new(s.clone(), false);
    sim.limit_steps();
    sim.survey(MAX_STEP_THROUGH_STEPS).is_ok()
}

/// `workload` cut to its first `length` references.
fn cut(workload: &Workload, length: u32) -> Workload {
    let mut w = workload.clone();
    match &mut w {
        Workload::Typed { text } => {
            *text = crate::workload::typed_tokens(text).take(length as usize).collect::<Vec<_>>().join(" ")
        }
        Workload::LruStack { length: l, .. }
        | Workload::KingSize { length: l, .. }
        | Workload::Uniform { length: l, .. }
        | Workload::Phased { length: l, .. } => *l = (*l).min(length),
    }
    w
}

/// `t` rounded down to two significant figures (at least 1).
fn round_down(t: u64) -> u64 {
    let mut unit = 1;
    while t / unit >= 100 {
        unit *= 10;
    }
    (t / unit * unit).max(1)
}

/// The arm's first seconds within about `budget` references, or None when no instant fits.
fn first_seconds(full: &Scenario, budget: u64) -> Option<Scenario> {
    let d = full.duration_us?;
    let n = full.processes.len() as u64;
    let mut sim = Simulator::new(full.clone(), false);
    sim.run_until(|s| s.counters.references + n >= budget);
    let t = round_down(sim.now().0.min(d));
    // Every reference made by the instant t (a batch of hits may run past it: the cut is then longer, never shorter).
    let mut sim = Simulator::new(full.clone(), false);
    sim.run_until(|s| s.now().0 > t);
    let mut s = full.clone();
    s.duration_us = Some(t);
    for (p, proc) in s.processes.iter_mut().enumerate() {
        // A terminal's string, or a cyclic job's, starts again at its end: one that came round keeps it whole.
        let cursor = sim.state().procs[p].cursor as u64;
        let made = sim.state().lc.load.get(p).map_or(cursor, |l| l.refs_done.max(cursor));
        proc.workload = cut(&proc.workload, u32::try_from(made + 1).unwrap_or(u32::MAX));
    }
    (t > 0).then_some(s)
}

/// The arm's scenario as its stage opens it: whole, or its first seconds (or references), exactly.
pub fn arm_for_stage(name: &str, seed: u64, case: u32, arm: &str) -> Result<OpenedArm, String> {
    let full = arm_scenario(name, seed, case, arm)?;
    if fits(&full) {
        return Ok(OpenedArm { scenario: full, shortened: None });
    }
    let mut budget = MAX_STEP_THROUGH_REFERENCES as u64;
    while budget >= 1000 {
        let candidate = match full.duration_us {
            Some(_) => first_seconds(&full, budget),
            None if full.processes.len() == 1 => {
                let mut s = full.clone();
                s.processes[0].workload = cut(&s.processes[0].workload, budget as u32);
                Some(s)
            }
            None => None,
        };
        if let Some(s) = candidate.filter(fits) {
            let shortened = Shortened {
                duration_us: s.duration_us,
                full_duration_us: full.duration_us,
                references: references(&s),
                full_references: references(&full),
            };
            return Ok(OpenedArm { scenario: s, shortened: Some(shortened) });
        }
        budget /= 2;
    }
    Err(format!("{name} {arm}: no first part of this arm's run fits the step-through view"))
}
