//! Experiments: the same code behind the UI panels, the CLI's
//! `pagingsim experiment NAME` and the tests. This module runs them (`Runner`);
//! each paper's experiments live in their own module:
//!
//! - `corbato`: Corbató 1968, Tables 1–2 (`corbato-k`) and the k-sweep of any
//!   scenario (`sweep_k`);
//! - `shils`: Shils 1968, Figures 3, 4, 6 and 7 (`shils-ll`, `shils-y`) and
//!   the thrashing curve;
//! - `nishigaki`: Nishigaki 1981, Table 1 and Figures 4–5 (two memories, and a sweep over memory);
//! - `bard`: Bard 1971's overhead regression (`bard::measurement`) and Bard
//!   1975's Ψ-scheduler (`bard::psi`, `bard::table2`);
//! - `controller`: the student as load controller and the score card against
//!   the Load Leveler, the working-set scheduler and the Ψ-scheduler;
//! - `compare`: FIFO, LRU, OPT and the Multics clock on one string, and where
//!   two runs first differ;
//! - `benchmarks`: the scenarios of docs/PERFORMANCE.md;
//! - `open`: an arm's scenario as its stage opens it (cut to its first seconds when longer than the step-through view);
//! - `seeds`: an experiment over several seeds, every figure with its spread.

pub mod bard;
pub mod benchmarks;
pub mod compare;
pub mod controller;
pub mod corbato;
pub mod metrics;
pub mod nishigaki;
pub mod open;
pub mod seeds;
pub mod shils;

pub use benchmarks::{benchmark_scenario, fault_heavy_benchmark_scenario, multiprogramming_benchmark_scenario};
pub use compare::{compare, first_divergence, Comparison};
pub use corbato::{corbato_k, corbato_scenario, sweep_k, SweepPoint};
pub use shils::{activity, shils_leveler, shils_ll, shils_metrics, shils_scenario, squeezed_mix, thrashing_scenario};

use crate::scenario::{LoadLevelerConfig, ProcessClass, Scenario};
use crate::sim::Simulator;
use metrics::{Metrics, SweepMetrics};
use serde::Serialize;
use shils::thrashing_metrics;

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
    /// Which of the experiment's cases (1 unless it has several: `cases`).
    pub case: u32,
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
    "nishigaki-owe-sweep",
    "bard-regression",
    "bard-psi",
    "bard-psi-estimate",
    "bard-psi-sweep",
    "bard-table2",
];

/// How many cases the named experiment has: Corbató ran his on two test
/// loads (Tables 1 and 2); the others have one.
pub fn cases(name: &str) -> u32 {
    match name {
        "corbato-k" => 2,
        _ => 1,
    }
}

/// Runs the named experiment to the end.
pub fn run_experiment(name: &str, seed: u64) -> Result<ExperimentResult, String> {
    run_case(name, seed, 1)
}

/// Runs one case of the named experiment to the end.
pub fn run_case(name: &str, seed: u64, case: u32) -> Result<ExperimentResult, String> {
    let mut runner = Runner::with_case(name, seed, case)?;
    while !runner.advance(u64::MAX)? {}
    Ok(runner.result())
}

/// The names of the named experiment's arms, in the order it runs them.
pub fn arm_names(name: &str) -> Result<Vec<String>, String> {
    // Table 1's fixed arms compute their exact optimum as they are made: its names come without them.
    if name == "nishigaki-table1" {
        return Ok(nishigaki::table1_arm_specs().into_iter().map(|(name, ..)| name).collect());
    }
    Ok(Runner::new(name, 0)?.arms.into_iter().map(|a| a.name).collect())
}

/// The scenario arm `arm` (by name) of case `case` of the named experiment
/// runs with `seed`: exactly the one the runner steps through.
pub fn arm_scenario(name: &str, seed: u64, case: u32, arm: &str) -> Result<Scenario, String> {
    Runner::with_case(name, seed, case)?.arm_scenario(arm).cloned()
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
    case: u32,
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
        Self::with_case(name, seed, 1)
    }

    /// One case of the named experiment (`cases`), not yet started.
    pub fn with_case(name: &str, seed: u64, case: u32) -> Result<Self, String> {
        if !EXPERIMENTS.contains(&name) {
            return Err(format!("experiment = {name} is not known: expected one of {}", EXPERIMENTS.join(", ")));
        }
        let n = cases(name);
        if !(1..=n).contains(&case) {
            let allowed = if n == 1 { format!("1 ({name} has one case)") } else { format!("1 to {n}") };
            return Err(format!("case = {case} is not allowed for {name}: expected {allowed}"));
        }
        let arm =
            |name: String, scenario: Scenario, stop: Stop, measure: Measure| ArmSpec { name, scenario, stop, measure };
        let arms = match name {
            "corbato-k" => [0, 1, 2, 4, 7]
                .iter()
                .map(|&k| {
                    let mut s = corbato_scenario(seed, case);
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
            "nishigaki-owe-sweep" => {
                nishigaki::sweep_arms(seed).into_iter().map(|(name, s)| arm(name, s, Stop::End, Measure::Owe)).collect()
            }
            "bard-psi-sweep" => {
                bard::psi_sweep_arms(seed).into_iter().map(|(name, s)| arm(name, s, Stop::End, Measure::Psi)).collect()
            }
            "bard-table2" => {
                bard::table2_arms(seed).into_iter().map(|(name, s)| arm(name, s, Stop::End, Measure::Psi)).collect()
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
            _ => unreachable!("every name in EXPERIMENTS has its arms"),
        };
        Ok(Runner { name: name.into(), seed, case, arms, sim: None, done: Vec::new() })
    }

    /// The scenario of the arm named `arm`, as this runner runs it.
    pub fn arm_scenario(&self, arm: &str) -> Result<&Scenario, String> {
        self.arms.iter().find(|a| a.name == arm).map(|a| &a.scenario).ok_or_else(|| {
            let names: Vec<&str> = self.arms.iter().map(|a| a.name.as_str()).collect();
            format!("arm = {arm} is not an arm of {}: expected one of {}", self.name, names.join(", "))
        })
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
                    first_references: distinct_pages(sim.traces()),
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
        ExperimentResult { experiment: self.name.clone(), seed: self.seed, case: self.case, arms: self.done.clone() }
    }
}

/// The distinct pages of each process's string, summed: the faults of its
/// first references.
fn distinct_pages(traces: &[Vec<crate::types::Reference>]) -> u64 {
    traces
        .iter()
        .map(|t| {
            let mut pages: Vec<u32> = t.iter().map(|r| r.page()).collect();
            pages.sort_unstable();
            pages.dedup();
            pages.len() as u64
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arm_names_are_the_runners_arms_in_its_order() {
        for name in EXPERIMENTS {
            let runner: Vec<String> = Runner::new(name, 0).unwrap().arms.into_iter().map(|a| a.name).collect();
            assert_eq!(arm_names(name).unwrap(), runner, "{name}");
        }
    }
}
