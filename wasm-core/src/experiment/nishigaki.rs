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
//! Parameters are the paper's (α = 0.5, S = 80,000 and Δ = 200,000
//! instructions) with one reference standing for 100 instructions.

use super::metrics::{Metrics, OweMetrics, Table1Metrics};
use crate::analysis::turner::mean_ws_size;
use crate::scenario::{
    CpuConfig, Discipline, DrumConfig, KneeCriterion, MemoryConfig, ProcessConfig, PulledEnter, SamplerConfig,
    Scenario, SchedulerConfig, WindowPolicy, WorkingSetConfig, SCENARIO_VERSION,
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

/// The OWE with the paper's α and S.
pub fn owe(criterion: KneeCriterion) -> WindowPolicy {
    WindowPolicy::Owe { criterion, alpha: 0.5, s: 80_000 }
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

/// The exact optimum of Table 1's lower rows: the window T (in references;
/// one the OWE can set, a multiple of Δ up to the largest) minimising X = z + S f z (PE) or Y = S f z (LT),
/// with z(T) from Turner's recursion and f = dz/dT; (T, z, X or Y).
pub fn exact_optimum(q: &[f64], ws: &WorkingSetConfig, criterion: KneeCriterion) -> (u64, f64, f64) {
    let s = match ws.policy {
        WindowPolicy::Owe { s, .. } => s as f64 / ws.instructions_per_reference as f64,
        WindowPolicy::UniWindow { .. } => 0.0,
    };
    let t_max = (ws.max_window * ws.delta_refs()) as usize;
    let z = mean_ws_size(q, t_max + 1);
    let delta = ws.delta_refs() as usize;
    (delta - 1..t_max)
        .step_by(delta)
        .map(|i| {
            let (zt, f) = (z[i], z[i + 1] - z[i]);
            let y = s * f * zt;
            (i as u64 + 1, zt, if criterion == KneeCriterion::Pe { zt + y } else { y })
        })
        .min_by(|a, b| a.2.total_cmp(&b.2))
        .expect("a window")
}

/// Table 1's metrics for one finished run: measured against optimal.
pub fn table1_metrics(sim: &Simulator, program: &str, criterion: KneeCriterion) -> Metrics {
    let ws = sim.scenario().working_set().expect("working sets").clone();
    let ipr = ws.instructions_per_reference as f64;
    let history = &sim.records().windows[0];
    let mean_window =
        history.iter().map(|h| h.window as f64).sum::<f64>() / history.len().max(1) as f64 * ws.delta as f64;
    let z = sim.mean_resident(0);
    let refs = sim.counters().references as f64;
    let s = match ws.policy {
        WindowPolicy::Owe { s, .. } => s as f64,
        WindowPolicy::UniWindow { .. } => 0.0,
    };
    let paging = s * sim.counters().faults as f64 / (refs * ipr) * z;
    let measured = if criterion == KneeCriterion::Pe { z + paging } else { paging };
    let q = program_shape(program).expect("a program").probabilities(PROGRAM_PAGES);
    let (t, zo, xo) = exact_optimum(&q, &ws, criterion);
    Metrics::Table1(Table1Metrics {
        program: program.into(),
        criterion,
        mean_window,
        mean_working_set: z,
        space_time: measured,
        optimal_window: t as f64 * ipr,
        optimal_working_set: zo,
        optimal_space_time: xo,
        sample_points: history.len(),
    })
}

/// The arms of `nishigaki-table1`: S1–S3 under the PE-knee, then the LT-knee.
pub fn table1_arms(seed: u64) -> Vec<(String, Scenario, String, KneeCriterion)> {
    [KneeCriterion::Pe, KneeCriterion::Lt]
        .into_iter()
        .flat_map(|c| {
            ["S1", "S2", "S3"].into_iter().map(move |p| {
                let tag = if c == KneeCriterion::Pe { "pe" } else { "lt" };
                (format!("{p}/{tag}"), table1_scenario(seed, p, c), p.to_string(), c)
            })
        })
        .collect()
}

/// The King Size Program: 400 pages in sequence, 200 references to each —
/// its working set grows linearly with the window (Figure 3) and its fault
/// rate does not depend on its allotment.
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

/// §5's measures for one finished run.
pub fn owe_metrics(sim: &Simulator) -> Metrics {
    let ws = sim.scenario().working_set().expect("working sets");
    let c = sim.counters();
    let elapsed = sim.now().0.max(1) as f64;
    let refs_per_unit = 1_000.0 / ws.instructions_per_reference as f64;
    let samples = &sim.records().samples;
    let ready = samples.iter().map(|s| s.ready as f64).sum::<f64>() / samples.len().max(1) as f64;
    let windows: Vec<f64> = sim.state().ws.procs.iter().map(|w| w.window as f64).collect();
    Metrics::Owe(OweMetrics {
        throughput: c.references as f64 / refs_per_unit + c.vsio as f64,
        cpu_utilization: c.problem_us as f64 / elapsed,
        mean_mpl: sim.mpl_integral_us() as f64 / elapsed,
        ready_jobs: ready,
        king_size_resident: sim.mean_resident(0),
        faults: c.faults,
        deactivations: sim.state().ws.deactivations,
        final_windows: windows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_programs_have_the_papers_three_shapes() {
        let ws = paper_working_set(owe(KneeCriterion::Pe));
        let x = |p: &str| {
            let q = program_shape(p).unwrap().probabilities(PROGRAM_PAGES);
            exact_optimum(&q, &ws, KneeCriterion::Pe)
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
