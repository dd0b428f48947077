//! Experiments: the same code behind the UI panels, the CLI's
//! `pagingsim experiment NAME` and the tests.
//!
//! - `sweep_k`: faults and pointer travel against the register length k on
//!   one scenario (the shape of Corbató 1968, Tables 1 and 2);
//! - `compare`: FIFO, LRU, OPT and the Multics clock on the same string;
//! - `corbato_k`: Tables 1–2 at the paper's scale — about 170 pageable
//!   frames, k = 0, 1, 2, 4, 7;
//! - `nishigaki`: Table 1 and Figures 4–5 of Nishigaki 1981;
//! - `bard`: Bard 1971's overhead regression, grouping and saturation.

pub mod bard;
pub mod metrics;
pub mod nishigaki;

use crate::event::EventKind;
use crate::replacement::{fifo_faults, lru_faults, opt_faults};
use crate::scenario::{
    CpuConfig, DrumConfig, LoadLevelerConfig, MemoryConfig, ProcessClass, ProcessConfig, SamplerConfig, Scenario,
    SchedulerConfig, SupervisorConfig, SCENARIO_VERSION,
};
use crate::scheduler::load_leveler::{classify, transition_matrix, Region};
use crate::sim::Simulator;
use crate::workload::QShape;
use crate::workload::Workload;
use metrics::{FigurePoint, Metrics, RegionCounts, ShilsMetrics, SweepMetrics, ThrashingMetrics};
use serde::Serialize;
use std::sync::Arc;

/// One arm of an experiment: its name and metrics.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Arm {
    /// The arm's name, e.g. `k=1`.
    pub name: String,
    /// Its metrics.
    pub metrics: Metrics,
}

/// An experiment's result, as the CLI prints it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ExperimentResult {
    /// The experiment's name.
    pub experiment: String,
    /// The seed it ran with.
    pub seed: u64,
    /// Its arms.
    pub arms: Vec<Arm>,
}

/// The names of the experiments `Runner` knows.
pub const EXPERIMENTS: &[&str] = &[
    "corbato-k",
    "shils-ll",
    "shils-y",
    "thrashing",
    "nishigaki-table1",
    "nishigaki-owe",
    "bard-regression",
    "bard-psi",
    "bard-psi-estimate",
    "bard-psi-sweep",
];

/// Runs the named experiment to the end.
pub fn run_experiment(name: &str, seed: u64) -> Result<ExperimentResult, String> {
    let mut runner = Runner::new(name, seed)?;
    while !runner.advance(u64::MAX)? {}
    Ok(runner.result())
}

/// The names of the named experiment's arms, in the order it runs them.
pub fn arm_names(name: &str) -> Result<Vec<String>, String> {
    Ok(Runner::new(name, 0)?.arms.into_iter().map(|a| a.name).collect())
}

/// When an arm's run ends.
#[derive(Clone, Debug)]
enum Stop {
    /// At the scenario's end.
    End,
    /// When these background jobs have finished (or at the scenario's end).
    Batch(Vec<usize>),
}

/// How an arm's metrics are read.
#[derive(Clone, Debug)]
enum Measure {
    /// Faults, pointer steps and fault-service time.
    Sweep,
    /// Shils's regions, matrices and delays under this leveler's x and y.
    Shils(LoadLevelerConfig),
    /// Processor use against the multiprogramming level.
    Thrashing,
    /// Nishigaki's Table 1: this program under this criterion, measured against optimal.
    Table1(String, crate::scenario::KneeCriterion),
    /// Nishigaki's Figures 4–5: throughput and what drives it.
    Owe,
    /// Bard 1971's regression, groups and frontiers.
    Regression,
    /// Bard 1975's Table 2 measures.
    Psi,
}

/// One arm to run.
#[derive(Clone, Debug)]
struct ArmSpec {
    name: String,
    scenario: Scenario,
    stop: Stop,
    measure: Measure,
}

/// An experiment run a piece at a time, so that a worker can report
/// progress and stop on request; the CLI runs it to the end in one go.
pub struct Runner {
    name: String,
    seed: u64,
    arms: Vec<ArmSpec>,
    sim: Option<Simulator>,
    done: Vec<Arm>,
}

fn batch_of(s: &Scenario) -> Vec<usize> {
    (0..s.processes.len()).filter(|&p| s.processes[p].class == ProcessClass::Background).collect()
}

impl Runner {
    /// The named experiment, not yet started.
    pub fn new(name: &str, seed: u64) -> Result<Self, String> {
        let arm =
            |name: String, scenario: Scenario, stop: Stop, measure: Measure| ArmSpec { name, scenario, stop, measure };
        let arms = match name {
            "corbato-k" => [0, 1, 2, 4, 7]
                .iter()
                .map(|&k| {
                    let mut s = corbato_scenario(seed);
                    s.memory.k = k;
                    arm(format!("k={k}"), s, Stop::End, Measure::Sweep)
                })
                .collect(),
            "shils-ll" => [("with-ll", true), ("without-ll", false)]
                .into_iter()
                .map(|(n, on)| {
                    let s = shils_scenario(seed, on);
                    arm(n.into(), s.clone(), Stop::Batch(batch_of(&s)), Measure::Shils(shils_leveler()))
                })
                .collect(),
            "shils-y" => (1..=9)
                .map(|i| {
                    let y = 10.0 * i as f64;
                    let mut s = shils_scenario(seed, true);
                    let ll = LoadLevelerConfig { y_pct: y, ..shils_leveler() };
                    s.scheduler.as_mut().unwrap().load_leveler = Some(ll.clone());
                    arm(format!("y={y}"), s.clone(), Stop::Batch(batch_of(&s)), Measure::Shils(ll))
                })
                .collect(),
            "thrashing" => (1..=8)
                .map(|m| {
                    let mut s = thrashing_scenario(seed);
                    s.scheduler.as_mut().unwrap().max_mpl = Some(m);
                    arm(format!("mpl={m}"), s, Stop::End, Measure::Thrashing)
                })
                .collect(),
            "nishigaki-table1" => nishigaki::table1_arms(seed)
                .into_iter()
                .map(|(name, s, program, criterion)| arm(name, s, Stop::End, Measure::Table1(program, criterion)))
                .collect(),
            "nishigaki-owe" => {
                nishigaki::owe_arms(seed).into_iter().map(|(name, s)| arm(name, s, Stop::End, Measure::Owe)).collect()
            }
            "bard-psi-sweep" => {
                bard::psi_sweep_arms(seed).into_iter().map(|(name, s)| arm(name, s, Stop::End, Measure::Psi)).collect()
            }
            "bard-psi" => {
                bard::psi_arms(seed).into_iter().map(|(name, s)| arm(name, s, Stop::End, Measure::Psi)).collect()
            }
            "bard-psi-estimate" => bard::psi_estimate_arms(seed)
                .into_iter()
                .map(|(name, s)| arm(name, s, Stop::End, Measure::Psi))
                .collect(),
            "bard-regression" => {
                vec![arm("fit".into(), bard::regression_scenario(seed), Stop::End, Measure::Regression)]
            }
            _ => return Err(format!("experiment = {name} is not known: expected one of {}", EXPERIMENTS.join(", "))),
        };
        Ok(Runner { name: name.into(), seed, arms, sim: None, done: Vec::new() })
    }

    /// Runs up to `max_steps` more micro-steps; true when every arm is done,
    /// an error if an arm stopped over a budget.
    pub fn advance(&mut self, max_steps: u64) -> Result<bool, String> {
        let Some(spec) = self.arms.get(self.done.len()) else { return Ok(true) };
        let sim = self.sim.get_or_insert_with(|| Simulator::new(spec.scenario.clone(), false));
        let limit = sim.step_count().saturating_add(max_steps);
        let finished = |s: &crate::sim::State| match &spec.stop {
            Stop::End => false,
            Stop::Batch(jobs) => jobs.iter().all(|&p| s.lc.load[p].finished_us.is_some()),
        };
        sim.run_until(|s| s.step() >= limit || finished(s));
        if let Some(e) = sim.over_budget() {
            return Err(format!("{}: {e}", spec.name));
        }
        if sim.is_done() || finished(sim.state()) {
            let sim = self.sim.take().unwrap();
            let metrics = match &spec.measure {
                Measure::Sweep => Metrics::Sweep(SweepMetrics {
                    faults: sim.counters().faults,
                    pointer_steps: sim.counters().pointer_steps,
                    fault_service_us: sim.counters().fault_service_us,
                }),
                Measure::Shils(ll) => shils_metrics(&sim, ll),
                Measure::Thrashing => thrashing_metrics(&sim),
                Measure::Table1(program, criterion) => nishigaki::table1_metrics(&sim, program, *criterion),
                Measure::Owe => nishigaki::owe_metrics(&sim),
                Measure::Regression => bard::regression_metrics(&sim),
                Measure::Psi => bard::psi_metrics(&sim),
            };
            self.done.push(Arm { name: spec.name.clone(), metrics });
        }
        Ok(self.done.len() == self.arms.len())
    }

    /// The fraction done, by simulated time (or references) within the arms.
    pub fn progress(&self) -> f64 {
        let n = self.arms.len() as f64;
        let within = match (&self.sim, self.arms.get(self.done.len())) {
            (Some(sim), Some(spec)) => match spec.scenario.duration_us {
                Some(d) => sim.now().0 as f64 / d as f64,
                None => {
                    let total: usize = sim.traces().iter().map(|t| t.len()).sum();
                    sim.counters().references as f64 / total.max(1) as f64
                }
            },
            _ => 0.0,
        };
        ((self.done.len() as f64 + within.min(1.0)) / n).min(1.0)
    }

    /// The result so far (all arms once `advance` has returned true).
    pub fn result(&self) -> ExperimentResult {
        ExperimentResult { experiment: self.name.clone(), seed: self.seed, arms: self.done.clone() }
    }
}

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

/// The fault-heavy benchmark (docs/PERFORMANCE.md): the plain clock with
/// k = 1 and 1000 frames on 2 M references of an LRU stack model with Zipf
/// distances (s = 1) over 100 000 pages — about half the references fault, so
/// the pointer's examinations, not the hits, set the pace.
pub fn fault_heavy_benchmark_scenario() -> Scenario {
    Scenario::plain(
        1000,
        1,
        Workload::LruStack { pages: 100_000, length: 2_000_000, q: QShape::Zipf { s: 1.0 }, write_fraction: 0.0 },
    )
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

/// The Shils experiment's job mix (Shils 1968 §2: batches of Fortran
/// compilations beside terminal users): six batch jobs, four terminal users
/// and one periodic 10 s sleeper (Figure 7) in 64 frames — squeezed: their
/// working sets do not fit together — for at most 10 minutes, with the
/// sampler and, `with_ll`, the Load Leveler at Δt = 10 s.
pub fn shils_scenario(seed: u64, with_ll: bool) -> Scenario {
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
            load_leveler: with_ll.then(shils_leveler),
            working_set: None,
            stays: None,
        }),
        sampler: Some(SamplerConfig { dt_us: 10_000_000 }),
        duration_us: Some(600_000_000),
    }
}

/// The leveler's parameters in the Shils experiment (Δt = 10 s, y = 30 %).
pub fn shils_leveler() -> LoadLevelerConfig {
    LoadLevelerConfig { x_pages_per_s: 40.0, y_pct: 30.0, dt_us: 10_000_000 }
}

/// The Figure-1 points of a run: each sampler interval's % CPU activity and
/// page replacement rate.
pub fn activity(samples: &[crate::sim::Sample]) -> Vec<(f64, f64)> {
    samples
        .windows(2)
        .map(|w| {
            let dt = (w[1].t_us - w[0].t_us).max(1) as f64;
            let busy = 100.0 * (1.0 - (w[1].wait_us - w[0].wait_us) as f64 / dt);
            let rate = (w[1].replaced - w[0].replaced) as f64 * 1e6 / dt;
            (busy, rate)
        })
        .collect()
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
    let mut histogram = vec![0u32; 41];
    if let Some(p) = sleeper {
        for r in &records.responses_us[p] {
            histogram[((r / 100_000) as usize).min(40)] += 1;
        }
    }
    let count = |r: Region| regions.iter().filter(|x| **x == r).count();
    let c = sim.counters();
    Metrics::Shils(Box::new(ShilsMetrics {
        x_pages_per_s: ll.x_pages_per_s,
        y_pct: ll.y_pct,
        intervals: points.len(),
        transition_matrix: m,
        p_over_over: m[2][2],
        p_under_under: m[0][0],
        regions: RegionCounts { under: count(Region::Underload), ok: count(Region::Ok), over: count(Region::Overload) },
        cpu_activity,
        page_rate,
        centre_of_mass: FigurePoint { page_rate, cpu_activity },
        points: points.iter().map(|(cpu, rate)| [*rate, *cpu]).collect(),
        batch_completion_s: batch,
        batch_completed: batch.is_some(),
        sleeper_excess_delay_quanta: histogram,
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

/// The thrashing curve's job mix: the Shils batch jobs alone, for two
/// minutes, at a fixed multiprogramming level (set per arm).
pub fn thrashing_scenario(seed: u64) -> Scenario {
    let mut s = shils_scenario(seed, false);
    s.processes.retain(|p| p.class == ProcessClass::Background);
    s.processes.extend(s.processes.clone());
    s.duration_us = Some(120_000_000);
    s
}

/// Processor use at one multiprogramming level: problem state (useful work)
/// and busy (problem + supervisor), in % of elapsed time.
fn thrashing_metrics(sim: &Simulator) -> Metrics {
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
/// The multiprogramming benchmark's scenario (docs/PERFORMANCE.md): eight
/// batch jobs of 1.25 M references each under one global clock of 1024
/// frames, with the drum, 50 ms time slices, file I/O, supervisor costs and
/// the sampler.
pub fn multiprogramming_benchmark_scenario() -> Scenario {
    let job = |i: u32| ProcessConfig {
        workload: Workload::Phased {
            pages: 4_096,
            length: 1_250_000,
            locality_pages: 60,
            phase_length: 20_000 + 1_000 * i,
            core_pages: 40,
            core_fraction: 0.5,
            write_fraction: 0.1,
        },
        class: ProcessClass::Background,
        vsio_every: 5_000,
        vsio_us: 20_000,
        cyclic: false,
    };
    Scenario {
        version: SCENARIO_VERSION,
        seed: 1,
        memory: MemoryConfig { frames: 1024, ..MemoryConfig::default() },
        drum: Some(DrumConfig::default()),
        cpu: CpuConfig { reference_us: 1, fault_us: 500, examine_us: 20 },
        processes: (0..8).map(job).collect(),
        supervisor: Some(SupervisorConfig::default()),
        scheduler: Some(SchedulerConfig::default()),
        sampler: Some(SamplerConfig { dt_us: 1_000_000 }),
        duration_us: None,
    }
}
