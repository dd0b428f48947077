//! Nishigaki 1981's experiments.
//!
//! - `nishigaki-table1` (Table 1): the synthetic SLRUM programs S1–S3 (50
//!   pages each; X least at the inflexion, X decreasing, X increasing) run
//!   alone under the OWE with the PE-knee and the LT-knee criterion; the
//!   measured mean window, mean working set and space-time product per
//!   reference against the exact optimum from Turner's recursion.
//! - `nishigaki-owe` (§5, Figures 4 and 5): six job initiators — five
//!   benchmark programs with file I/O and the King Size Program — under the
//!   OWE (PE, LT) and under the uni-window scheduler, in a space-squeezed
//!   memory and a roomy one: total service units (1,000 instructions or one
//!   file I/O each), CPU utilisation, multiprogramming degree, ready jobs and
//!   the King Size Program's allotment.
//!
//! - `nishigaki-owe-sweep` (Figures 4–5 over memory): the OWE (PE-knee)
//!   against the uni-window scheduler from a squeezed memory to a roomy one.
//!
//! Parameters are the paper's (α = 0.5, S = 80,000 and Δ = 200,000
//! instructions) with one reference standing for 100 instructions.

mod throughput;

pub use throughput::{
    king_size, owe_arms, owe_metrics, owe_scenario, sweep_arms, uni_window, ROOMY_FRAMES, SQUEEZED_FRAMES, SWEEP_FRAMES,
};

use super::metrics::{Metrics, Table1Metrics};
use crate::analysis::turner::mean_ws_size;
use crate::scenario::{
    CpuConfig, KneeCriterion, MemoryConfig, ProcessConfig, PulledEnter, Scenario, SchedulerConfig, WindowPolicy,
    WorkingSetConfig, SCENARIO_VERSION,
};
use crate::sim::Simulator;
use crate::workload::{Band, QShape, Workload};

/// The synthetic programs' size in pages.
pub const PROGRAM_PAGES: u32 = 50;

/// The stack-distance shape of S1, S2 or S3 (Nishigaki 1981 §4, Figure 2).
pub fn program_shape(name: &str) -> Option<QShape> {
    let band = |pages, mass, theta| Band { pages, mass, theta };
    let bands = match name {
        // A hot set of 20, a warm 15 and a rarely used outer 15: X is least
        // at the inflexion, about 6Δ (z ≈ 35, X ≈ 47; the paper's S1: 34, 48).
        "S1" => vec![band(20, 0.985, 0.8), band(15, 0.0146, 0.75), band(15, 4e-4, 1.0)],
        // 30 hot pages and 20 used now and then: X falls until the whole program is resident.
        "S2" => vec![band(30, 0.99, 0.85), band(20, 0.01, 0.9)],
        // 10 hot pages and a sparse outer 40: X rises from the smallest
        // window (z ≈ 11, X ≈ 15 at Δ; the paper's S3: 10.7, 15.2).
        "S3" => vec![band(10, 1.0 - 5e-4, 0.75), band(40, 5e-4, 1.0)],
        _ => return None,
    };
    Some(QShape::Bands { bands })
}

/// The paper's working-set parameters with `policy`.
pub fn paper_working_set(policy: WindowPolicy) -> WorkingSetConfig {
    WorkingSetConfig { policy, ..WorkingSetConfig::default() }
}

/// The paper's fault delay S for the OWE (§4: 80,000 instructions).
pub const PAPER_S: u64 = 80_000;

/// The OWE with the paper's α and S.
pub fn owe(criterion: KneeCriterion) -> WindowPolicy {
    WindowPolicy::Owe { criterion, alpha: 0.5, s: PAPER_S }
}

/// A window held at `window`·Δ for the whole run (the uni-window scheduler never adjusting).
pub fn fixed_window() -> WindowPolicy {
    WindowPolicy::UniWindow { adjust_us: 0, busy_low: 0.35, busy_high: 0.55 }
}

/// Table 1's run: one program alone, cyclic, with room for all its pages,
/// instantaneous transfers and one µs per reference, so that real time is
/// virtual time; 2 M references (1,000 sample points).
pub fn table1_scenario(seed: u64, program: &str, criterion: KneeCriterion) -> Scenario {
    let q = program_shape(program).expect("S1, S2 or S3");
    Scenario {
        version: SCENARIO_VERSION,
        seed,
        memory: MemoryConfig {
            frames: 64,
            k: 1,
            pool_n: 0,
            pool_low_water: 0,
            first_time: false,
            pulled_enter: PulledEnter::BehindPointer,
            ..MemoryConfig::default()
        },
        drum: None,
        cpu: CpuConfig { reference_us: 1, fault_us: 0, examine_us: 0 },
        processes: vec![ProcessConfig {
            cyclic: true,
            ..ProcessConfig::background(Workload::LruStack {
                pages: PROGRAM_PAGES,
                length: 2_000_000,
                q,
                write_fraction: 0.0,
            })
        }],
        supervisor: None,
        scheduler: Some(SchedulerConfig {
            time_slice_us: 50_000,
            max_mpl: None,
            load_leveler: None,
            working_set: Some(paper_working_set(owe(criterion))),
            stays: None,
        }),
        sampler: None,
        duration_us: Some(2_000_000),
    }
}

/// The exact optimum of Table 1's lower rows: the window (one the OWE can
/// set, T_m = mΔ up to the largest) minimising X = z + S f z (PE) or
/// Y = S f z (LT), with z(T) from Turner's recursion and f = dz/dT, S in
/// instructions; (T_m in references, z, X or Y). Under the `AtMost` counter
/// rule the window named T_m keeps the pages of (m + 1)Δ, and z and f are
/// taken there.
pub fn exact_optimum(q: &[f64], ws: &WorkingSetConfig, s: u64, criterion: KneeCriterion) -> (u64, f64, f64) {
    let s = s as f64 / ws.instructions_per_reference as f64;
    let (delta, offset) = (ws.delta_refs() as usize, ws.counter_rule.offset() as usize);
    let z = mean_ws_size(q, (ws.max_window as usize + offset) * delta + 1);
    (1..=ws.max_window as usize)
        .map(|m| {
            let i = (m + offset) * delta - 1;
            let (zt, f) = (z[i], z[i + 1] - z[i]);
            let y = s * f * zt;
            ((m * delta) as u64, zt, if criterion == KneeCriterion::Pe { zt + y } else { y })
        })
        .min_by(|a, b| a.2.total_cmp(&b.2))
        .expect("a window")
}

/// Table 1's metrics for one finished run of `program` (under the OWE or a
/// fixed window): measured against optimal for `criterion`, S = `PAPER_S`.
pub fn table1_metrics(sim: &Simulator, program: &str, criterion: KneeCriterion) -> Metrics {
    let ws = sim.scenario().working_set().expect("working sets").clone();
    let ipr = ws.instructions_per_reference as f64;
    let history = &sim.records().windows[0];
    let mean_window =
        history.iter().map(|h| h.window as f64).sum::<f64>() / history.len().max(1) as f64 * ws.delta as f64;
    let z = sim.mean_resident(0);
    let c = sim.counters();
    let paging = PAPER_S as f64 * c.faults as f64 / (c.references as f64 * ipr) * z;
    let measured = if criterion == KneeCriterion::Pe { z + paging } else { paging };
    let q = program_shape(program).expect("a program").probabilities(PROGRAM_PAGES);
    let (t, zo, xo) = exact_optimum(&q, &ws, PAPER_S, criterion);
    Metrics::Table1(Table1Metrics {
        program: program.into(),
        criterion,
        fixed: matches!(ws.policy, WindowPolicy::UniWindow { .. }),
        mean_window,
        mean_working_set: z,
        space_time: measured,
        optimal_window: t as f64 * ipr,
        optimal_working_set: zo,
        optimal_space_time: xo,
        sample_points: history.len(),
        references: c.references,
        supervisor_share: c.cp_us as f64 / sim.now().0.max(1) as f64,
    })
}

/// The arms of `nishigaki-table1`, in order, as (name, program, criterion,
/// whether the window is held fixed): S1–S3 under the OWE with the PE-knee,
/// then the LT-knee; then §4's overhead runs: S2 and S3 with the window held
/// at each criterion's exact optimum (`S2/pe/fixed`, …), where the OWE does
/// no work. Cheap: the names the lab lists at start-up come from here.
pub fn table1_arm_specs() -> Vec<(String, &'static str, KneeCriterion, bool)> {
    let tag = |c| if c == KneeCriterion::Pe { "pe" } else { "lt" };
    let criteria = [KneeCriterion::Pe, KneeCriterion::Lt];
    let owe_arms = criteria
        .into_iter()
        .flat_map(|c| ["S1", "S2", "S3"].into_iter().map(move |p| (format!("{p}/{}", tag(c)), p, c, false)));
    let fixed_arms = ["S2", "S3"]
        .into_iter()
        .flat_map(move |p| criteria.into_iter().map(move |c| (format!("{p}/{}/fixed", tag(c)), p, c, true)));
    owe_arms.chain(fixed_arms).collect()
}

/// The arms of `nishigaki-table1` (see [`table1_arm_specs`]) with their
/// scenarios; a fixed arm's window is its criterion's exact optimum.
pub fn table1_arms(seed: u64) -> Vec<(String, Scenario, String, KneeCriterion)> {
    table1_arm_specs()
        .into_iter()
        .map(|(name, p, c, fixed)| {
            let mut s = table1_scenario(seed, p, c);
            if fixed {
                let ws = s.scheduler.as_mut().and_then(|s| s.working_set.as_mut()).expect("working sets");
                let q = program_shape(p).expect("a program").probabilities(PROGRAM_PAGES);
                let (t, _, _) = exact_optimum(&q, ws, PAPER_S, c);
                ws.window = (t / ws.delta_refs() as u64) as u32;
                ws.policy = fixed_window();
            }
            (name, s, p.to_string(), c)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_programs_have_the_papers_three_shapes() {
        let ws = paper_working_set(owe(KneeCriterion::Pe));
        let x = |p: &str| {
            let q = program_shape(p).unwrap().probabilities(PROGRAM_PAGES);
            exact_optimum(&q, &ws, PAPER_S, KneeCriterion::Pe)
        };
        let t_max = (ws.max_window * ws.delta_refs()) as u64;
        // S1: X least inside the range; S2: least where the whole program is resident; S3: least at the smallest window.
        let (t1, _, _) = x("S1");
        assert!(t1 > 2 * ws.delta_refs() as u64 && t1 < t_max / 2, "S1 {t1}");
        let (_, z2, x2) = x("S2");
        assert!(z2 > 49.9 && (x2 - 50.0).abs() < 0.1, "S2 {z2} {x2}");
        let (t3, z3, _) = x("S3");
        assert!(t3 == ws.delta_refs() as u64 && z3 < 12.0, "S3 {t3} {z3}");
    }
}
