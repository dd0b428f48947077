//! Corbató 1968's experiment (Tables 1–2): faults, pointer travel and
//! fault-service time against the register length k, at the paper's scale
//! (`corbato-k`) and on any scenario (`sweep_k`, the clock stage's k-sweep).

use super::{run_experiment, ExperimentResult};
use crate::scenario::{CpuConfig, MemoryConfig, ProcessConfig, Scenario, SCENARIO_VERSION};
use crate::sim::Simulator;
use crate::workload::Workload;
use serde::Serialize;
use std::sync::Arc;

/// One point of a k-sweep.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
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

/// Runs `scenario` once for every k in `ks` (the same strings each time),
/// each run within the step-through views' micro-step budget.
pub fn sweep_k(scenario: &Scenario, ks: &[u32]) -> Result<Vec<SweepPoint>, String> {
    let traces = Simulator::new(scenario.clone(), false).traces().clone();
    ks.iter()
        .map(|&k| {
            let mut s = scenario.clone();
            s.memory.k = k;
            let mut sim = Simulator::with_traces(s, Arc::clone(&traces), false);
            sim.limit_steps();
            sim.run_to_end()?;
            let c = sim.counters();
            Ok(SweepPoint { k, faults: c.faults, pointer_steps: c.pointer_steps, fault_service_us: c.fault_service_us })
        })
        .collect()
}

/// The workload of the Corbató experiment: a resident core of supervisor-like
/// hot pages mixed with phases of transient locality, about 170 frames.
pub fn corbato_scenario(seed: u64) -> Scenario {
    Scenario {
        version: SCENARIO_VERSION,
        seed,
        memory: MemoryConfig { frames: 170, ..MemoryConfig::default() },
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
    run_experiment("corbato-k", seed).expect("a known experiment")
}
