//! Nishigaki 1981 §5 (Figures 3–5): the benchmark mix with the King Size
//! Program under the OWE and under the uni-window scheduler, in a squeezed
//! and a roomy memory (`nishigaki-owe`) and over a range of memories
//! (`nishigaki-owe-sweep`); with §2's bound on CPU use (eqs. 2.5–2.7) from
//! each program's measured lifetime.

use super::{owe, paper_working_set, program_shape, PROGRAM_PAGES};
use crate::analysis::cpu_bound::{cpu_bound, ProgramLifetime};
use crate::experiment::metrics::{Metrics, OweMetrics};
use crate::scenario::{
    CpuConfig, Discipline, DrumConfig, KneeCriterion, MemoryConfig, ProcessConfig, PulledEnter, SamplerConfig,
    Scenario, SchedulerConfig, WindowPolicy, SCENARIO_VERSION,
};
use crate::sim::Simulator;
use crate::workload::Workload;

/// The King Size Program: 400 pages in sequence, 400 references (40,000
/// instructions) to each, one pass of 160,000 references repeated — its
/// working set grows linearly with the window, five pages a Δ (Figure 3),
/// and its fault rate, one a page, does not depend on its allotment.
pub fn king_size() -> Workload {
    Workload::KingSize { pages: 400, length: 160_000, dwell: 400, write_fraction: 0.0 }
}

/// §5's job mix: five benchmark programs with file I/O (S1, S2, S3, S1, S2
/// shapes) and the King Size Program, six job initiators kept busy for 60 s
/// of a 5-MIPS processor (20 µs a reference) with the paging drum, in
/// `frames` frames under `policy`.
pub fn owe_scenario(seed: u64, policy: WindowPolicy, frames: u32) -> Scenario {
    let job = |program: &str| ProcessConfig {
        cyclic: true,
        vsio_every: 500,
        vsio_us: 100_000,
        ..ProcessConfig::background(Workload::LruStack {
            pages: PROGRAM_PAGES,
            length: 200_000,
            q: program_shape(program).unwrap(),
            write_fraction: 0.1,
        })
    };
    let mut processes = vec![ProcessConfig { cyclic: true, ..ProcessConfig::background(king_size()) }];
    processes.extend(["S1", "S2", "S3", "S1", "S2"].map(job));
    Scenario {
        version: SCENARIO_VERSION,
        seed,
        memory: MemoryConfig {
            frames,
            k: 1,
            pool_n: 3,
            pool_low_water: 0,
            first_time: false,
            // Without the first-time switch a pulled page is examined last, as on the textbook clock.
            pulled_enter: PulledEnter::BehindPointer,
            ..MemoryConfig::default()
        },
        drum: Some(DrumConfig { discipline: Discipline::Sltf, ..DrumConfig::default() }),
        cpu: CpuConfig { reference_us: 20, fault_us: 500, examine_us: 20 },
        processes,
        supervisor: None,
        scheduler: Some(SchedulerConfig {
            time_slice_us: 50_000,
            max_mpl: None,
            load_leveler: None,
            working_set: Some(paper_working_set(policy)),
            stays: None,
        }),
        sampler: Some(SamplerConfig { dt_us: 100_000 }),
        duration_us: Some(60_000_000),
    }
}

/// The uni-window scheduler: the shared window follows the drum's load every second.
pub fn uni_window() -> WindowPolicy {
    WindowPolicy::UniWindow { adjust_us: 1_000_000, busy_low: 0.35, busy_high: 0.55 }
}

/// Memory sizes of §5: squeezed (the paper's 2 M bytes) and roomy (3 M bytes).
pub const SQUEEZED_FRAMES: u32 = 195;
/// The roomy memory.
pub const ROOMY_FRAMES: u32 = 300;

/// The arms of `nishigaki-owe`.
pub fn owe_arms(seed: u64) -> Vec<(String, Scenario)> {
    [("squeezed", SQUEEZED_FRAMES), ("roomy", ROOMY_FRAMES)]
        .into_iter()
        .flat_map(|(room, frames)| {
            [("owe-pe", owe(KneeCriterion::Pe)), ("owe-lt", owe(KneeCriterion::Lt)), ("uni-window", uni_window())]
                .into_iter()
                .map(move |(name, policy)| (format!("{name}/{room}"), owe_scenario(seed, policy, frames)))
        })
        .collect()
}

/// Memory sizes of `nishigaki-owe-sweep`, in frames: from tighter than the
/// squeezed memory to the roomy one, frozen before the sweep was first run.
pub const SWEEP_FRAMES: [u32; 9] = [150, 165, 180, 195, 210, 225, 240, 270, 300];

/// The arms of `nishigaki-owe-sweep`: at each size, the OWE (PE-knee), then the uni-window scheduler.
pub fn sweep_arms(seed: u64) -> Vec<(String, Scenario)> {
    SWEEP_FRAMES
        .into_iter()
        .flat_map(|frames| {
            [("owe-pe", owe(KneeCriterion::Pe)), ("uni-window", uni_window())]
                .into_iter()
                .map(move |(name, policy)| (format!("{name}/{frames}"), owe_scenario(seed, policy, frames)))
        })
        .collect()
}

/// §5's measures for one finished run, with eqs. 2.5–2.7 from the programs'
/// lifetimes, S the run's mean paging delay (request to arrival of a pull).
pub fn owe_metrics(sim: &Simulator) -> Metrics {
    let ws = sim.scenario().working_set().expect("working sets");
    let c = sim.counters();
    let elapsed = sim.now().0.max(1) as f64;
    let refs_per_unit = 1_000.0 / ws.instructions_per_reference as f64;
    let samples = &sim.records().samples;
    let ready = samples.iter().map(|s| s.ready as f64).sum::<f64>() / samples.len().max(1) as f64;
    let state = sim.state();
    let windows: Vec<f64> = state.ws.procs.iter().map(|w| w.window as f64).collect();
    let reference_us = sim.scenario().cpu.reference_us as f64;
    let programs: Vec<ProgramLifetime> = (0..state.procs.len())
        .map(|p| ProgramLifetime {
            cpu_us: state.lc.load[p].refs_done as f64 * reference_us,
            faults: state.procs[p].faults,
            active_share: sim.active_share(p),
        })
        .collect();
    let s_us = c.pull_wait_us as f64 / c.pulls.max(1) as f64;
    Metrics::Owe(Box::new(OweMetrics {
        frames: sim.scenario().memory.frames,
        throughput: c.references as f64 / refs_per_unit + c.vsio as f64,
        cpu_utilization: c.problem_us as f64 / elapsed,
        supervisor_share: c.cp_us as f64 / elapsed,
        owe_share: state.ws.owe_us as f64 / elapsed,
        bound: cpu_bound(&programs, s_us),
        mean_mpl: sim.mpl_integral_us() as f64 / elapsed,
        ready_jobs: ready,
        king_size_resident: sim.mean_resident(0),
        faults: c.faults,
        deactivations: state.ws.deactivations,
        final_windows: windows,
        shared_window: sim.records().shared_windows.iter().map(|&(t, w)| [t as f64 / 1e6, w as f64]).collect(),
    }))
}
