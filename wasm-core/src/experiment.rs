//! Experiments: the same code behind the UI panels, the CLI's
//! `pagingsim experiment NAME` and the tests.
//!
//! - `sweep_k`: faults and pointer travel against the register length k on
//!   one scenario (the shape of Corbató 1968, Tables 1 and 2);
//! - `compare`: FIFO, LRU, OPT and the Multics clock on the same string;
//! - `corbato_k`: Tables 1–2 at the paper's scale — about 170 pageable
//!   frames, k = 0, 1, 2, 4, 7.

use crate::replacement::{fifo_faults, lru_faults, opt_faults};
use crate::scenario::{CpuConfig, MemoryConfig, ProcessConfig, Scenario, SCENARIO_VERSION};
use crate::sim::Simulator;
use crate::event::EventKind;
use crate::workload::Workload;
use serde::Serialize;
use std::sync::Arc;

/// One arm of an experiment: its name and metrics.
#[derive(Clone, Debug, Serialize)]
pub struct Arm {
    /// The arm's name, e.g. `k=1`.
    pub name: String,
    /// Its metrics.
    pub metrics: serde_json::Value,
}

/// An experiment's result, as the CLI prints it.
#[derive(Clone, Debug, Serialize)]
pub struct ExperimentResult {
    /// The experiment's name.
    pub experiment: String,
    /// The seed it ran with.
    pub seed: u64,
    /// Its arms.
    pub arms: Vec<Arm>,
}

/// The names of the experiments `run_experiment` knows.
pub const EXPERIMENTS: &[&str] = &["corbato-k"];

/// Runs the named experiment.
pub fn run_experiment(name: &str, seed: u64) -> Result<ExperimentResult, String> {
    match name {
        "corbato-k" => Ok(corbato_k(seed)),
        _ => Err(format!("experiment = {name} is not known: expected one of {}", EXPERIMENTS.join(", "))),
    }
}

/// One point of a k-sweep.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SweepPoint {
    /// Register length.
    pub k: u32,
    /// Page faults.
    pub faults: u64,
    /// Pointer examinations.
    pub pointer_steps: u64,
    /// Supervisor time for faults, pointer travel included.
    pub fault_service_us: u64,
}

/// Runs `scenario` once for every k in `ks` (the same strings each time).
pub fn sweep_k(scenario: &Scenario, ks: &[u32]) -> Vec<SweepPoint> {
    let traces = Simulator::new(scenario.clone(), false).traces().clone();
    ks.iter()
        .map(|&k| {
            let mut s = scenario.clone();
            s.memory.k = k;
            let mut sim = Simulator::with_traces(s, Arc::clone(&traces), false);
            sim.run_to_end();
            let c = sim.counters();
            SweepPoint { k, faults: c.faults, pointer_steps: c.pointer_steps, fault_service_us: c.fault_service_us }
        })
        .collect()
}

/// Faults of each policy on one string.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
/// completed (pages of different processes are distinct), against the clock.
pub fn compare(scenario: &Scenario) -> Comparison {
    let mut sim = Simulator::new(scenario.clone(), true);
    sim.run_to_end();
    let widths: Vec<u64> = sim.traces().iter().map(|t| t.iter().map(|r| r.page() as u64 + 1).max().unwrap_or(0)).collect();
    let offsets: Vec<u64> = widths.iter().scan(0, |acc, w| {
        let o = *acc;
        *acc += w;
        Some(o)
    }).collect();
    let string: Vec<u32> = sim
        .events()
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Access { pid, page, .. } => Some((offsets[pid as usize] + page as u64) as u32),
            _ => None,
        })
        .collect();
    let frames = scenario.memory.frames;
    Comparison {
        references: string.len() as u64,
        frames,
        fifo: fifo_faults(&string, frames as usize),
        lru: lru_faults(&string, frames as usize),
        opt: opt_faults(&string, frames as usize),
        clock: sim.counters().faults,
    }
}

/// The workload of the Corbató experiment: a resident core of supervisor-like
/// hot pages mixed with phases of transient locality, about 170 frames.
pub fn corbato_scenario(seed: u64) -> Scenario {
    Scenario {
        version: SCENARIO_VERSION,
        seed,
        memory: MemoryConfig { frames: 170, k: 1, pool_n: 3, pool_low_water: 0, first_time: true },
        drum: Some(Default::default()),
        cpu: CpuConfig::default(),
        processes: vec![ProcessConfig::background(Workload::Phased {
            pages: 2_000,
            length: 200_000,
            locality_pages: 30,
            phase_length: 400,
            core_pages: 95,
            core_fraction: 0.85,
            write_fraction: 0.2,
        })],
        supervisor: None,
        scheduler: None,
        sampler: None,
        duration_us: None,
    }
}

/// Corbató 1968, Tables 1–2: faults and fault-service time for k = 0, 1, 2, 4, 7.
pub fn corbato_k(seed: u64) -> ExperimentResult {
    let arms = sweep_k(&corbato_scenario(seed), &[0, 1, 2, 4, 7])
        .into_iter()
        .map(|p| Arm {
            name: format!("k={}", p.k),
            metrics: serde_json::json!({
                "faults": p.faults,
                "pointer_steps": p.pointer_steps,
                "fault_service_us": p.fault_service_us,
            }),
        })
        .collect();
    ExperimentResult { experiment: "corbato-k".into(), seed, arms }
}

/// The throughput benchmark's scenario (docs/PERFORMANCE.md): the plain clock
/// with k = 1 and 1024 frames on 10 M references of a phased-locality string
/// with a hot core, so that about 1 % of references fault.
pub fn benchmark_scenario() -> Scenario {
    Scenario::plain(
        1024,
        1,
        Workload::Phased {
            pages: 65_536,
            length: 10_000_000,
            locality_pages: 700,
            phase_length: 50_000,
            core_pages: 256,
            core_fraction: 0.5,
            write_fraction: 0.1,
        },
    )
}

/// The first micro-step at which the runs of two scenarios do different
/// things (events compared without their times), or None if they never do.
pub fn first_divergence(a: &Scenario, b: &Scenario) -> Option<u64> {
    let run = |s: &Scenario| {
        let mut sim = Simulator::new(s.clone(), true);
        sim.run_to_end();
        sim
    };
    let (x, y) = (run(a), run(b));
    let (ex, ey) = (x.events(), y.events());
    for (p, q) in ex.iter().zip(ey) {
        if p.step != q.step || p.kind != q.kind {
            return Some(p.step.min(q.step));
        }
    }
    match ex.len().cmp(&ey.len()) {
        std::cmp::Ordering::Less => Some(ey[ex.len()].step),
        std::cmp::Ordering::Greater => Some(ex[ey.len()].step),
        std::cmp::Ordering::Equal => None,
    }
}
