//! Bard 1975's Ψ-scheduler experiments (`bard-psi`, `bard-psi-estimate`,
//! `bard-psi-sweep`): the §11 user population under the Ψ-scheduler and
//! CP-67's scheduler, and the §3–4 prediction of a scenario's Ψ from its
//! programs' paging characteristics.

use crate::experiment::metrics::{Metrics, PsiMetrics};
use crate::scenario::{ProcessClass, ProcessConfig, Scenario, SupervisorConfig};
use crate::sim::Simulator;
use crate::workload::{Band, QShape, Workload};
use serde::Serialize;

/// A terminal user of the Bard runs: its program, mean think time, references
/// per interaction and references between file I/Os (each 25 ms).
pub(super) fn terminal(workload: Workload, think_us: u64, burst: u32, vsio_every: u32) -> ProcessConfig {
    ProcessConfig {
        workload,
        class: ProcessClass::Terminal { think_us, burst, fixed: false },
        vsio_every,
        vsio_us: 25_000,
        cyclic: false,
    }
}

/// An LRU stack program with Figure 6's shape (Bard 1975 §8): a hot set of
/// `hot` pages, a warm band of `warm` pages taking `m_warm` of the
/// references and a cold band of `cold` pages taking `m_cold`. A warm page is
/// referenced about every warm/m_warm references, during which the program
/// suffers about that many times (m_cold + 1/I/O spacing) interruptions: its
/// resident set grows with Ψ until the warm band stays, and hardly after — the
/// cold band faults at any Ψ, so the program pages all through its stays.
pub(super) fn banded(hot: u32, warm: u32, cold: u32, m_warm: f64, m_cold: f64) -> Workload {
    let band = |pages, mass, theta| Band { pages, mass, theta };
    let bands = vec![band(hot, 1.0 - m_warm - m_cold, 0.8), band(warm, m_warm, 1.0), band(cold, m_cold, 1.0)];
    Workload::LruStack { pages: hot + warm + cold, length: 50_000, q: QShape::Bands { bands }, write_fraction: 0.2 }
}

/// Bard 1975 §11's runs: 40 logged-on users for 660 s on about 130 pageable
/// frames (768 KB) — Table 2's workload 2 (`table2::users`: 16 editing, 20
/// compiling, 4 compute-bound) — with the paging
/// drum, CP-67's supervisor costs and the sampler, under `admission` with
/// CP-67's Q1/Q2 stays (0.25 s and 2.5 s of CPU).
pub fn psi_scenario(seed: u64, admission: crate::scenario::Admission) -> Scenario {
    use crate::scenario::{SamplerConfig, SchedulerConfig, StaysConfig};
    let mut s = crate::experiment::squeezed_mix(seed, false);
    // CP-67's core table (Bard 1975 §2): one reference bit per frame, no free pool, no first-time switch.
    s.memory = crate::scenario::MemoryConfig {
        frames: 130,
        k: 1,
        pool_n: 0,
        pool_low_water: 0,
        first_time: false,
        // CP-67 has no first-time switch: a pulled page is examined last, as on the textbook clock.
        pulled_enter: crate::scenario::PulledEnter::BehindPointer,
        ..Default::default()
    };
    // Three 2301 drums queued by rotational position (Bard 1975 §6): one drum served shortest latency first.
    s.drum = Some(crate::scenario::DrumConfig { discipline: crate::scenario::Discipline::Sltf, ..Default::default() });
    s.cpu = crate::scenario::CpuConfig { reference_us: 200, fault_us: 500, examine_us: 20 };
    s.processes = super::table2::users(super::table2::Workload::Two);
    s.supervisor = Some(SupervisorConfig::default());
    s.scheduler = Some(SchedulerConfig {
        time_slice_us: 50_000,
        max_mpl: None,
        load_leveler: None,
        working_set: None,
        stays: Some(StaysConfig { admission, ..StaysConfig::default() }),
    });
    s.sampler = Some(SamplerConfig { dt_us: 10_000_000 });
    s.duration_us = Some(660_000_000);
    s
}

/// Users whose programs fit in a few dozen pages and fault mainly when a stay
/// begins (LRU stack programs of 12, 25 and 40 pages, geometric): 22 editing,
/// 14 compiling, 4 compute-bound.
fn reload_users(s: &mut Scenario) {
    let lru = |pages, theta| Workload::LruStack {
        pages,
        length: 20_000,
        q: QShape::Geometric { theta },
        write_fraction: 0.2,
    };
    s.processes = std::iter::repeat_n(terminal(lru(12, 0.7), 8_000_000, 400, 100), 22)
        .chain(std::iter::repeat_n(terminal(lru(25, 0.85), 20_000_000, 6_000, 400), 14))
        .chain(std::iter::repeat_n(terminal(lru(40, 0.9), 30_000_000, 60_000, 2_000), 4))
        .collect();
}

/// When does eq. 5 hold? bard-psi's Ψ-scheduler run on its own users and on
/// `reload_users`, each with one clock for every page (Bard 1975 §2) and with
/// CP-67's rule, pages of users not in a queue overwritten first (Bard 1971,
/// Appendix): arms `pointer-only/reload-users`, `unqueued-first/reload-users`,
/// `pointer-only/bard-users` (bard-psi's), `unqueued-first/bard-users`.
pub fn psi_estimate_arms(seed: u64) -> Vec<(String, Scenario)> {
    let mut arms = Vec::new();
    for users in ["reload-users", "bard-users"] {
        for (rule, first) in [("pointer-only", false), ("unqueued-first", true)] {
            let mut s = psi_scenario(seed, crate::scenario::Admission::default());
            if users == "reload-users" {
                reload_users(&mut s);
            }
            s.scheduler.as_mut().and_then(|c| c.stays.as_mut()).expect("stays").unqueued_first = first;
            arms.push((format!("{rule}/{users}"), s));
        }
    }
    arms
}

/// The arms of `bard-psi`: the Ψ-scheduler with Table 1's defaults, and
/// CP-67's scheduler (`scheduler::cp67`) for the same 130 frames.
pub fn psi_arms(seed: u64) -> Vec<(String, Scenario)> {
    use crate::scenario::Admission;
    vec![
        ("psi-scheduler".into(), psi_scenario(seed, Admission::default())),
        ("cp67-scheduler".into(), psi_scenario(seed, Admission::cp67(130))),
    ]
}

/// Table 2's measures for one finished run.
pub fn psi_metrics(sim: &Simulator) -> Metrics {
    use crate::analysis::psi::{mean, psi_series};
    let c = sim.counters();
    let t = sim.now().0.max(1) as f64;
    let series = psi_series(&sim.records().samples, sim.scenario().memory.frames);
    let replaced = (c.pushes + c.freed_clean).max(1) as f64;
    let in_range = psi_in_range(&series);
    Metrics::Psi(Box::new(PsiMetrics {
        problem_state_pct: 100.0 * c.problem_us as f64 / t,
        cp_pct: 100.0 * c.cp_us as f64 / t,
        psi_s_mean: mean(series.iter().map(|p| p.psi_s)),
        psi_s_star_mean: mean(series.iter().map(|p| p.psi_s_star)),
        psi_s_active_mean: mean(series.iter().map(|p| p.psi_s_active)),
        psi_s_in_range: in_range.1,
        psi_s_star_in_range: in_range.2,
        intervals_in_range: in_range.0,
        psi_correlation_in_range: in_range.3,
        inactive_share: (c.psi_replaced > 0)
            .then(|| (c.psi_replaced - c.psi_replaced_active) as f64 / c.psi_replaced as f64),
        paging_rate: c.pulls as f64 * 1e6 / t,
        steal_ratio: c.stolen as f64 / replaced,
        overwritten_share: c.overwritten as f64 / replaced,
        mean_mpl: sim.mpl_integral_us() as f64 / t,
        series,
        feedback_checks: sim.records().psi_checks.len(),
        interactions: sim.records().responses_us.iter().map(Vec::len).sum::<usize>(),
    }))
}

/// Bard 1975 §5 claims agreement of Ψs* with Ψs "in the region 0 < Ψs* ≤ 20"
/// (above it pages stay until their owner leaves), with their correlation
/// over a run's intervals (90.5 % in his typical run). Over the intervals in
/// that region: how many there were, the means of Ψs and Ψs*, and the
/// correlation between them (None with fewer than three intervals or no spread).
fn psi_in_range(series: &[crate::analysis::psi::PsiPoint]) -> (usize, Option<f64>, Option<f64>, Option<f64>) {
    let pairs: Vec<(f64, f64)> = series
        .iter()
        .filter_map(|p| Some((p.psi_s?, p.psi_s_star?)))
        .filter(|&(_, star)| star > 0.0 && star <= 20.0)
        .collect();
    let n = pairs.len() as f64;
    let mean = |f: fn(&(f64, f64)) -> f64| (n > 0.0).then(|| pairs.iter().map(f).sum::<f64>() / n);
    let (mx, my) = (mean(|p| p.0), mean(|p| p.1));
    let correlation = mx.zip(my).filter(|_| pairs.len() >= 3).and_then(|(mx, my)| {
        let (sxy, sxx, syy) = pairs.iter().fold((0.0, 0.0, 0.0), |(a, b, c), (x, y)| {
            (a + (x - mx) * (y - my), b + (x - mx).powi(2), c + (y - my).powi(2))
        });
        (sxx > 0.0 && syy > 0.0).then(|| sxy / (sxx * syy).sqrt())
    });
    (pairs.len(), mx, my, correlation)
}

/// A program's paging characteristic (Bard 1975 §3), Ψ = 0, 1, …
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Characteristic {
    /// A(Ψ): the average resident set.
    pub a: Vec<f64>,
    /// R(Ψ): page exceptions per second of CPU.
    pub r: Vec<f64>,
}

/// Bard 1975 §3–4's prediction for a scenario, beside what its simulation had.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PsiPrediction {
    /// Each program's characteristic.
    pub programs: Vec<Characteristic>,
    /// Eq. 1's common Ψ* (None if no Ψ fills the frames).
    pub psi_star: Option<f64>,
    /// Eq. 2's paging rate at Ψ*, page exceptions per second of problem state.
    pub predicted_paging_rate: Option<f64>,
    /// The simulation's page exceptions per second of problem state.
    pub simulated_paging_rate: f64,
    /// The simulation's mean Ψs* (eq. 5).
    pub simulated_psi_s_star: Option<f64>,
    /// The simulation's mean Ψs (eq. 4).
    pub simulated_psi_s: Option<f64>,
    /// Pageable frames.
    pub frames: u32,
    /// Each program's share of the run in the active set.
    pub active_share: Vec<f64>,
    /// The mean number of active programs.
    pub mean_active: f64,
}

/// Bard 1975 §3–4 on a scenario: each program's paging characteristic —
/// A(Ψ) and R(Ψ) from its Ψ-realizations, Ψ = 0 … `max_psi`, with its file I/O
/// as interruptions — the common Ψ* of eq. 1 in the scenario's frames for the
/// average active set of its run (each program weighted by the share of the
/// run it was active: 1 for all under round robin), eq. 2's predicted paging
/// rate, and the rate the simulation actually had (page exceptions per second
/// of problem state).
pub fn psi_prediction(scenario: &Scenario, max_psi: u32) -> Result<PsiPrediction, String> {
    use crate::analysis::psi::{common_psi, realization, Realization};
    let mut sim = Simulator::new(scenario.clone(), false);
    let us = scenario.cpu.reference_us.max(1) as f64;
    let curves: Vec<Vec<Realization>> = sim
        .traces()
        .iter()
        .zip(&scenario.processes)
        .map(|(t, p)| {
            let mut pages: Vec<u32> = t.iter().map(|r| r.page()).collect();
            (0..=max_psi).map(|psi| realization(&mut pages, p.vsio_every, psi)).collect()
        })
        .collect();
    sim.run_to_end()?;
    let weights: Vec<f64> = (0..curves.len()).map(|p| sim.active_share(p)).collect();
    let predicted = common_psi(&curves, &weights, scenario.memory.frames as f64);
    let c = sim.counters();
    let per_s = |per_ref: f64| per_ref * 1e6 / us;
    let programs = curves
        .iter()
        .map(|c| Characteristic {
            a: c.iter().map(|r| r.a).collect(),
            r: c.iter().map(|r| per_s(r.faults_per_ref)).collect(),
        })
        .collect();
    let frames = scenario.memory.frames;
    let series = crate::analysis::psi::psi_series(&sim.records().samples, frames);
    Ok(PsiPrediction {
        programs,
        psi_star: predicted.map(|p| p.0),
        predicted_paging_rate: predicted.map(|p| per_s(p.1)),
        simulated_paging_rate: c.faults as f64 * 1e6 / c.problem_us.max(1) as f64,
        simulated_psi_s_star: crate::analysis::psi::mean(series.iter().map(|p| p.psi_s_star)),
        simulated_psi_s: crate::analysis::psi::mean(series.iter().map(|p| p.psi_s)),
        frames,
        mean_active: weights.iter().sum::<f64>(),
        active_share: weights,
    })
}
