//! Shils 1968's experiments: the Load Leveler on and off (`shils-ll`,
//! Figures 4, 6 and 7) and completion against y (`shils-y`, Figure 3) on the
//! M44/44X (`m44`); and the squeezed job mix on CP-67's costs behind the
//! thrashing curve (`thrashing`), Bard 1971's regression and the Ψ-scheduler's runs.

pub mod m44;

pub use m44::{shils_leveler, shils_scenario};

use super::metrics::{FigurePoint, Metrics, RegionCounts, ShilsMetrics, SleeperDelays, ThrashingMetrics};
use super::{run_experiment, ExperimentResult};
use crate::scenario::{
    CpuConfig, DrumConfig, LoadLevelerConfig, MemoryConfig, ProcessClass, ProcessConfig, SamplerConfig, Scenario,
    SchedulerConfig, SupervisorConfig, SCENARIO_VERSION,
};
use crate::scheduler::load_leveler::{classify, transition_matrix, Region};
use crate::sim::Simulator;
use crate::workload::{QShape, Workload};

/// A squeezed job mix on CP-67's drum and supervisor costs: six batch jobs,
/// four terminal users and one periodic 10 s sleeper in 64 frames — their
/// working sets do not fit together — for at most 10 minutes, with the
/// sampler and, `with_ll`, a Load Leveler at Δt = 10 s, y = 30 %, x = 40
/// pages a second.
pub fn squeezed_mix(seed: u64, with_ll: bool) -> Scenario {
    let job = |length| ProcessConfig {
        workload: Workload::LruStack { pages: 48, length, q: QShape::Geometric { theta: 0.9 }, write_fraction: 0.3 },
        class: ProcessClass::Background,
        vsio_every: 2_000,
        vsio_us: 30_000,
        cyclic: false,
    };
    let terminal = |think_us, burst| ProcessConfig {
        workload: Workload::LruStack {
            pages: 24,
            length: 5_000,
            q: QShape::Geometric { theta: 0.8 },
            write_fraction: 0.2,
        },
        class: ProcessClass::Terminal { think_us, burst, fixed: false },
        vsio_every: 0,
        vsio_us: 0,
        cyclic: false,
    };
    let sleeper = ProcessConfig {
        workload: Workload::KingSize { pages: 4, length: 20, dwell: 1, write_fraction: 0.0 },
        class: ProcessClass::Terminal { think_us: 10_000_000, burst: 20, fixed: true },
        vsio_every: 0,
        vsio_us: 0,
        cyclic: false,
    };
    let mut processes: Vec<ProcessConfig> = (0..6).map(|i| job(400_000 + 50_000 * i)).collect();
    processes.extend([
        terminal(5_000_000, 2_000),
        terminal(10_000_000, 2_000),
        terminal(20_000_000, 4_000),
        terminal(40_000_000, 4_000),
    ]);
    processes.push(sleeper);
    Scenario {
        version: SCENARIO_VERSION,
        seed,
        memory: MemoryConfig { frames: 64, ..MemoryConfig::default() },
        drum: Some(DrumConfig::default()),
        cpu: CpuConfig { reference_us: 20, fault_us: 500, examine_us: 20 },
        processes,
        supervisor: Some(SupervisorConfig::default()),
        scheduler: Some(SchedulerConfig {
            time_slice_us: 50_000,
            max_mpl: None,
            load_leveler: with_ll.then_some(LoadLevelerConfig {
                x_pages_per_s: 40.0,
                y_pct: 30.0,
                dt_us: 10_000_000,
                manual: None,
            }),
            working_set: None,
            stays: None,
        }),
        sampler: Some(SamplerConfig { dt_us: 10_000_000 }),
        duration_us: Some(600_000_000),
    }
}

/// The Figure-1 points of a run: each sampler interval's % CPU activity and
/// page replacement rate (`Sample::figure1_point`, the leveler's own measure).
pub fn activity(samples: &[crate::sim::Sample]) -> Vec<(f64, f64)> {
    samples.windows(2).map(|w| w[1].figure1_point(&w[0])).collect()
}

/// Shils 1968, Figures 3, 4, 6 and 7 on one run: regions and their transition
/// matrix under the leveler's x and y, mean activity and its centre of mass,
/// the batch's completion time, and the sleeper's excess delay in 0.1 s quanta.
pub fn shils_metrics(sim: &Simulator, ll: &LoadLevelerConfig) -> Metrics {
    let (s, records) = (sim.state(), sim.records());
    let points = activity(&records.samples);
    let regions: Vec<Region> =
        points.iter().map(|&(cpu, rate)| classify(cpu, rate, ll.x_pages_per_s, ll.y_pct)).collect();
    let m = transition_matrix(&regions);
    let n = points.len().max(1) as f64;
    let cpu_activity = points.iter().map(|p| p.0).sum::<f64>() / n;
    let page_rate = points.iter().map(|p| p.1).sum::<f64>() / n;
    let background: Vec<usize> = (0..sim.scenario().processes.len())
        .filter(|&p| sim.scenario().processes[p].class == ProcessClass::Background)
        .collect();
    let batch = background
        .iter()
        .map(|&p| s.lc.load[p].finished_us)
        .collect::<Option<Vec<u64>>>()
        .map(|t| t.into_iter().max().unwrap_or(0) as f64 / 1e6);
    let sleeper =
        sim.scenario().processes.iter().position(|p| matches!(p.class, ProcessClass::Terminal { fixed: true, .. }));
    let quanta = |delays: &mut dyn Iterator<Item = u64>| {
        let mut histogram = vec![0u32; 41];
        for d in delays {
            histogram[((d / 100_000) as usize).min(40)] += 1;
        }
        histogram
    };
    let (wakeups, responses) = match sleeper {
        Some(p) => (&records.wakeups[p][..], &records.responses_us[p][..]),
        None => (&[][..], &[][..]),
    };
    let sleeper_delays = SleeperDelays {
        dispatch: quanta(&mut wakeups.iter().map(|w| w.dispatch_us)),
        first_reference: quanta(&mut wakeups.iter().map(|w| w.first_reference_us)),
        interaction: quanta(&mut responses.iter().copied()),
    };
    let count = |r: Region| regions.iter().filter(|x| **x == r).count();
    // Whether some interval in area `r` has a successor (its row of the matrix is defined).
    let left = |r: Region| regions.iter().rev().skip(1).any(|x| *x == r);
    let c = sim.counters();
    Metrics::Shils(Box::new(ShilsMetrics {
        dt_s: ll.dt_us as f64 / 1e6,
        x_pages_per_s: ll.x_pages_per_s,
        y_pct: ll.y_pct,
        intervals: points.len(),
        transition_matrix: m,
        p_over_over: left(Region::Overload).then_some(m[2][2]),
        p_under_under: left(Region::Underload).then_some(m[0][0]),
        regions: RegionCounts { under: count(Region::Underload), ok: count(Region::Ok), over: count(Region::Overload) },
        cpu_activity,
        page_rate,
        centre_of_mass: FigurePoint { page_rate, cpu_activity },
        points: points.iter().map(|(cpu, rate)| [*rate, *cpu]).collect(),
        batch_completion_s: batch,
        batch_completed: batch.is_some(),
        sleeper_delays,
        set_asides: records
            .ll_checks
            .iter()
            .filter(|k| matches!(k.action, crate::scheduler::load_leveler::Action::SetAside { .. }))
            .count(),
        mean_mpl: sim.mpl_integral_us() as f64 / sim.now().0.max(1) as f64,
        references: c.references,
        faults: c.faults,
        stolen: c.stolen,
        problem_s: c.problem_us as f64 / 1e6,
        supervisor_s: c.cp_us as f64 / 1e6,
        wait_s: c.idle_us as f64 / 1e6,
        dispatches: c.dispatches,
        pushes: c.pushes,
        pulls: c.pulls,
        pointer_steps: c.pointer_steps,
    }))
}

/// Shils 1968: the same seeded job stream with and without the Load Leveler.
pub fn shils_ll(seed: u64) -> ExperimentResult {
    run_experiment("shils-ll", seed).expect("a known experiment")
}

/// The thrashing curve's job mix: the squeezed mix's batch jobs alone, for
/// two minutes, at a fixed multiprogramming level (set per arm).
pub fn thrashing_scenario(seed: u64) -> Scenario {
    let mut s = squeezed_mix(seed, false);
    s.processes.retain(|p| p.class == ProcessClass::Background);
    s.processes.extend(s.processes.clone());
    s.duration_us = Some(120_000_000);
    s
}

/// Processor use at one multiprogramming level: problem state (useful work)
/// and busy (problem + supervisor), in % of elapsed time.
pub(super) fn thrashing_metrics(sim: &Simulator) -> Metrics {
    let c = sim.counters();
    let t = sim.now().0.max(1) as f64;
    Metrics::Thrashing(ThrashingMetrics {
        max_mpl: sim.scenario().scheduler.as_ref().and_then(|s| s.max_mpl),
        mean_mpl: sim.mpl_integral_us() as f64 / t,
        problem_pct: 100.0 * c.problem_us as f64 / t,
        cpu_busy_pct: 100.0 * (c.problem_us + c.cp_us) as f64 / t,
        references: c.references,
        faults: c.faults,
        page_rate: (c.pushes + c.freed_clean) as f64 * 1e6 / t,
    })
}
