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
//!
//! Calibration (frozen before the OWE was run against it). The paper gives
//! S1–S3 only through Figure 2 and Table 1's optimal ("lower") rows, so the
//! programs' stack-distance shapes (`program_shape`) were fitted to those
//! rows by Turner's recursion over the windows the OWE can set (Δ … 32Δ):
//! - S1 to the PE column, X least at 1.20 M instructions (6Δ) with z 34.2
//!   and X 48.1, and to the LT column's point, z 44.1 and Y 9.38 at 4.00 M
//!   (20Δ). Fitted: PE optimum at 6Δ, z 34.18, X 48.08; at 20Δ z 44.08,
//!   Y 9.38. Its LT optimum is not there: Y falls at every window to the
//!   largest (3.7 at 32Δ), where the least Y over the range lies, flagged
//!   as at the edge. Y = S f z falls wherever f falls faster than z rises,
//!   and once z is past 44 of 50 pages the 6 pages left come in with a
//!   fault rate that only falls as each arrives (Turner's chain moves up at
//!   a rate Σ_{k>h} q(k) that shrinks with h): to hold Y at 9.38 from 20Δ to
//!   32Δ, f ≥ 9.38 / (S·50) would bring in 5.6 of those 5.9 pages. In a
//!   search over hot/warm/gap/last-page shapes fitted to both columns, Y
//!   still fell 0.14 per Δ at 20Δ, and 0.05 at the flattest without the PE
//!   column. For any 50-page program Y reaches 0 once it is all resident,
//!   so the paper's 4.00 M can only be the least over a range of windows
//!   that ends there (the paper does not give Figure 2's), not a minimum of Y.
//! - S2 so that X and Y come within `OPTIMUM_TOLERANCE` of their least
//!   first at 2.60 M instructions (13Δ), as in both of its columns (z 50.0,
//!   X 50.0, Y 0.0): fitted z 50.00, X 50.03, Y 0.036 at 13Δ; at 12Δ X and Y
//!   are still 0.07 above their least.
//! - S3 is the lab's earlier shape, not refitted: X and Y rise from the
//!   smallest window, so both optima sit at Δ (flagged), beside the paper's
//!   0.30 and 0.40 M (1.5Δ and 2Δ).

mod throughput;

pub use throughput::{
    king_size, owe_arms, owe_metrics, owe_scenario, sweep_arms, uni_window, ROOMY_FRAMES, SQUEEZED_FRAMES, SWEEP_FRAMES,
};

use super::metrics::{Metrics, Table1Metrics};
use crate::analysis::turner::mean_ws_size;
use crate::scenario::{
    CpuConfig, KneeCriterion, MemoryConfig, ProcessConfig, Scenario, SchedulerConfig, WindowPolicy, WorkingSetConfig,
    SCENARIO_VERSION,
};
use crate::sim::Simulator;
use crate::workload::{Band, QShape, Workload};

/// The synthetic programs' size in pages.
pub const PROGRAM_PAGES: u32 = 50;

/// The stack-distance shape of S1, S2 or S3 (Nishigaki 1981 §4, Figure 2);
/// see the module's calibration notes for what S1 and S2 were fitted to.
pub fn program_shape(name: &str) -> Option<QShape> {
    let band = |pages, mass, theta| Band { pages, mass, theta };
    let bands = match name {
        // A hot 30, a warm 15 and an outer 5 touched now and then: X least at
        // 6Δ (z 34.2, X 48.1) and, at 20Δ, z 44.1 and Y 9.38 — Table 1's S1.
        "S1" => vec![band(30, 0.999149, 0.777), band(15, 5.56e-4, 0.784), band(5, 2.95e-4, 1.0)],
        // 30 hot pages and 20 used now and then, each alike: X and Y level
        // off when the whole program is resident, first at 13Δ — Table 1's S2.
        "S2" => vec![band(30, 0.99289, 0.85), band(20, 0.00711, 1.0)],
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
        memory: MemoryConfig::plain_clock(64, 1),
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

/// How near the least X or Y a window must come to count as optimal:
/// Table 1 prints X and Y to a tenth of a page or finer, and its S2, whose X
/// falls until the whole program is resident (§4), has its optimum where
/// they stop changing at that precision (2.60 million instructions).
pub const OPTIMUM_TOLERANCE: f64 = 0.05;

/// One of Table 1's optima ("lower row"), from Turner's recursion.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Optimum {
    /// The window T_m = mΔ, in references.
    pub window: u64,
    /// z there, in pages.
    pub working_set: f64,
    /// X (PE) or Y (LT) there.
    pub space_time: f64,
    /// The window is the smallest (Δ) or the largest the OWE can set: the
    /// least may lie beyond the windows measured.
    pub at_edge: bool,
}

/// The exact optimum of Table 1's lower rows: of the windows the OWE can set
/// (T_m = mΔ, m = 1…`max_window`), the smallest whose X = z + S f z (PE) or
/// Y = S f z (LT) comes within [`OPTIMUM_TOLERANCE`] of the least, with z(T)
/// from Turner's recursion and f = dz/dT, S in instructions. Under the
/// `AtMost` counter rule the window named T_m keeps the pages of (m + 1)Δ,
/// and z and f are taken there.
pub fn exact_optimum(q: &[f64], ws: &WorkingSetConfig, s: u64, criterion: KneeCriterion) -> Optimum {
    let s = s as f64 / ws.instructions_per_reference as f64;
    let (delta, offset) = (ws.delta_refs() as usize, ws.counter_rule.offset() as usize);
    let z = mean_ws_size(q, (ws.max_window as usize + offset) * delta + 1);
    let windows: Vec<(f64, f64)> = (1..=ws.max_window as usize)
        .map(|m| {
            let i = (m + offset) * delta - 1;
            let (zt, f) = (z[i], z[i + 1] - z[i]);
            let y = s * f * zt;
            (zt, if criterion == KneeCriterion::Pe { zt + y } else { y })
        })
        .collect();
    let least = windows.iter().map(|w| w.1).fold(f64::INFINITY, f64::min);
    let m = windows.iter().position(|w| w.1 - least <= OPTIMUM_TOLERANCE).expect("a window");
    Optimum {
        window: ((m + 1) * delta) as u64,
        working_set: windows[m].0,
        space_time: windows[m].1,
        at_edge: m == 0 || m + 1 == windows.len(),
    }
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
    let optimum = exact_optimum(&q, &ws, PAPER_S, criterion);
    Metrics::Table1(Table1Metrics {
        program: program.into(),
        criterion,
        fixed: matches!(ws.policy, WindowPolicy::UniWindow { .. }),
        mean_window,
        mean_working_set: z,
        space_time: measured,
        optimal_window: optimum.window as f64 * ipr,
        optimal_working_set: optimum.working_set,
        optimal_space_time: optimum.space_time,
        optimal_at_edge: optimum.at_edge,
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
                ws.window = (exact_optimum(&q, ws, PAPER_S, c).window / ws.delta_refs() as u64) as u32;
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
        let optimum = |p: &str, c| {
            let q = program_shape(p).unwrap().probabilities(PROGRAM_PAGES);
            exact_optimum(&q, &ws, PAPER_S, c)
        };
        let delta = ws.delta_refs() as u64;
        // S1: X least inside the range, at Table 1's 1.20 M instructions (6Δ), z 34.2, X 48.1.
        let pe = optimum("S1", KneeCriterion::Pe);
        assert_eq!((pe.window, pe.at_edge), (6 * delta, false));
        assert!((pe.working_set - 34.2).abs() < 0.1 && (pe.space_time - 48.1).abs() < 0.1, "{pe:?}");
        // S2: X and Y level off where the whole program is resident, both at 2.60 M (13Δ).
        for c in [KneeCriterion::Pe, KneeCriterion::Lt] {
            let o = optimum("S2", c);
            assert_eq!((o.window, o.at_edge), (13 * delta, false), "{c:?}");
            assert!(o.working_set > 49.95, "{o:?}");
        }
        assert!((optimum("S2", KneeCriterion::Pe).space_time - 50.0).abs() < 0.05);
        assert!(optimum("S2", KneeCriterion::Lt).space_time < 0.05);
        // S3: X and Y least at the smallest window, an edge.
        for c in [KneeCriterion::Pe, KneeCriterion::Lt] {
            let o = optimum("S3", c);
            assert_eq!((o.window, o.at_edge), (delta, true), "{c:?}");
            assert!(o.working_set < 12.0, "{o:?}");
        }
    }

    #[test]
    fn s1_passes_through_the_lt_columns_point_and_its_y_falls_to_the_edge() {
        // Table 1's S1 LT: z 44.1 and Y 9.38 at 4.00 M instructions (20Δ).
        let ws = paper_working_set(owe(KneeCriterion::Lt));
        let q = program_shape("S1").unwrap().probabilities(PROGRAM_PAGES);
        let delta = ws.delta_refs() as usize;
        let z = mean_ws_size(&q, (ws.max_window as usize + 1) * delta + 1);
        let s = (PAPER_S / ws.instructions_per_reference as u64) as f64;
        let y = |m: usize| s * (z[m * delta] - z[m * delta - 1]) * z[m * delta - 1];
        assert!(
            (z[20 * delta - 1] - 44.1).abs() < 0.05 && (y(20) - 9.38).abs() < 0.01,
            "{} {}",
            z[20 * delta - 1],
            y(20)
        );
        // No knee: Y falls at every window, so the least is the largest window's.
        assert!((1..ws.max_window as usize).all(|m| y(m + 1) < y(m)));
        let lt = exact_optimum(&q, &ws, PAPER_S, KneeCriterion::Lt);
        assert_eq!((lt.window, lt.at_edge), ((ws.max_window as usize * delta) as u64, true));
    }

    #[test]
    fn an_optimum_is_the_smallest_window_within_the_tolerance_of_the_least() {
        // Every page alike, 4 pages: z rises to 4 and Y falls to 0 within a few Δ of 2 references.
        let ws = WorkingSetConfig {
            instructions_per_reference: 1,
            delta: 2,
            max_window: 40,
            ..paper_working_set(owe(KneeCriterion::Lt))
        };
        let o = exact_optimum(&[0.25; 4], &ws, 1, KneeCriterion::Lt);
        assert!(o.space_time <= OPTIMUM_TOLERANCE && !o.at_edge, "{o:?}");
        let earlier = exact_optimum(
            &[0.25; 4],
            &WorkingSetConfig { max_window: (o.window / 2 - 1) as u32, ..ws },
            1,
            KneeCriterion::Lt,
        );
        assert!(earlier.space_time > OPTIMUM_TOLERANCE && earlier.at_edge, "{earlier:?}");
    }
}
