//! Nishigaki 1981 reproduced: the OWE near the exact optimum (Table 1) and
//! ahead of the uni-window scheduler only when memory is squeezed (Figures 4–5);
//! working-set release by hand; the CPU bound of eqs. 2.5–2.7, the OWE's
//! overhead (§4) and the sweep over memory.

use paging_core::experiment::nishigaki::{owe, table1_scenario};
use paging_core::experiment::run_experiment;
use paging_core::scenario::{
    CounterRule, KneeCriterion, MemoryConfig, ProcessConfig, Scenario, SchedulerConfig, WindowPolicy, WorkingSetConfig,
};
use paging_core::workload::Workload;
use paging_core::Simulator;

fn metric(m: &serde_json::Value, key: &str) -> f64 {
    m[key].as_f64().unwrap_or_else(|| panic!("{key} in {m}"))
}

/// A string under a fixed window of `window`·Δ, Δ = `delta` references.
fn fixed_window(text: &str, delta: u64, window: u32) -> Simulator {
    fixed_window_with(text, delta, window, CounterRule::Below)
}

/// The same under the counter rule `rule`.
fn fixed_window_with(text: &str, delta: u64, window: u32, rule: CounterRule) -> Simulator {
    let mut s = Scenario::plain(8, 1, Workload::Typed { text: text.into() });
    s.memory = MemoryConfig { frames: 8, k: 1, pool_n: 0, first_time: false, ..Default::default() };
    s.scheduler = Some(SchedulerConfig {
        working_set: Some(WorkingSetConfig {
            instructions_per_reference: 1,
            delta,
            window,
            max_window: window,
            policy: WindowPolicy::UniWindow { adjust_us: 0, busy_low: 0.4, busy_high: 0.6 },
            counter_rule: rule,
            ..WorkingSetConfig::default()
        }),
        ..SchedulerConfig::default()
    });
    s.validate().unwrap();
    let mut sim = Simulator::new(s, true);
    sim.run_to_end().unwrap();
    sim
}

#[test]
fn pages_unreferenced_for_the_window_leave_at_sample_points() {
    // Δ = 2 references, T = 2Δ. Samples after references 2, 4, 6, 8:
    //   t=2: {1,2} counters 0 — nothing leaves.
    //   t=4: {3,4} referenced (0), {1,2} unreferenced (1) — nothing leaves (1 < 2).
    //   t=6: {3,5} referenced, 4 → 1, {1,2} → 2 ≥ 2: pages 1 and 2 leave.
    //   t=8: {5,6} referenced, 3 → 1, 4 → 2: page 4 leaves.
    let sim = fixed_window("1 2 3 4 3 5 5 6", 2, 2);
    let released: Vec<Vec<u32>> = sim.records().windows[0].iter().map(|h| vec![h.kept]).collect();
    assert_eq!(released, vec![vec![2], vec![4], vec![3], vec![3]]);
    let last = sim.state().ws.procs[0].last.clone().unwrap();
    assert_eq!(last.released, vec![4]);
    // w(t_n, T_1) = pages referenced in the last Δ {5, 6}; w(T_2) adds 3; w(T_3) = all resident {3, 4, 5, 6}.
    assert_eq!(last.w, vec![2, 3, 4]);
    assert_eq!(sim.counters().faults, 6);
}

#[test]
fn under_the_literal_counter_rule_a_window_keeps_one_interval_more() {
    // The string above under §3's text ("less than or equal to m"): T = 2Δ
    // releases the pages whose counter passes 2.
    //   t=6: {1,2} reach 2 — kept (5 resident).
    //   t=8: {1,2} reach 3 and leave; 4 is at 2, 3 at 1, {5,6} at 0.
    let sim = fixed_window_with("1 2 3 4 3 5 5 6", 2, 2, CounterRule::AtMost);
    let kept: Vec<u32> = sim.records().windows[0].iter().map(|h| h.kept).collect();
    assert_eq!(kept, vec![2, 4, 5, 4]);
    let last = sim.state().ws.procs[0].last.clone().unwrap();
    assert_eq!(last.released, vec![1, 2]);
    // w(T_1) = counters ≤ 1 {3, 5, 6}; w(T_2) adds 4; w(T_3) = all six resident.
    assert_eq!(last.w, vec![3, 4, 6]);
}

#[test]
fn the_owes_work_per_page_is_validated() {
    let mut s = table1_scenario(1, "S1", KneeCriterion::Pe);
    s.scheduler.as_mut().unwrap().working_set.as_mut().unwrap().owe_instructions_per_page = 100_001;
    let e = s.validate().unwrap_err().to_string();
    assert!(e.contains("scheduler.working_set.owe_instructions_per_page") && e.contains("100001"), "{e}");
}

#[test]
fn the_owe_finds_the_optimum_of_a_stationary_program() {
    // Table 1: S1 under the PE-knee has its least X inside the range; the
    // OWE's space-time product and working set come within 10 %.
    for seed in [1, 2, 3] {
        let r = run_experiment("nishigaki-table1", seed).unwrap();
        let values: Vec<(String, serde_json::Value)> =
            r.arms.iter().map(|a| (a.name.clone(), serde_json::to_value(&a.metrics).unwrap())).collect();
        let arm = |name: &str| &values.iter().find(|(n, _)| n == name).unwrap().1;
        let s1 = arm("S1/pe");
        let x = metric(s1, "space_time") / metric(s1, "optimal_space_time");
        let z = metric(s1, "mean_working_set") / metric(s1, "optimal_working_set");
        assert!((0.97..1.10).contains(&x), "seed {seed}: S1 X measured/optimal = {x}");
        assert!((0.90..1.05).contains(&z), "seed {seed}: S1 z measured/optimal = {z}");
        // S2 wants the whole program, S3 the smallest window.
        let s2 = arm("S2/pe");
        assert!(
            metric(s2, "mean_working_set") > 47.0 && metric(s2, "mean_window") > metric(arm("S1/pe"), "mean_window"),
            "seed {seed}: {s2}"
        );
        let s3 = arm("S3/pe");
        assert!(metric(s3, "mean_working_set") < 14.0 && metric(s3, "mean_window") < 600_000.0, "seed {seed}: {s3}");
        // The LT-knee keeps more than the PE-knee (Nishigaki §2).
        for p in ["S1", "S2", "S3"] {
            let (pe, lt) = (arm(&format!("{p}/pe")), arm(&format!("{p}/lt")));
            assert!(metric(lt, "mean_window") >= metric(pe, "mean_window") * 0.95, "seed {seed} {p}: LT {lt} PE {pe}");
        }
    }
}

#[test]
fn the_owe_can_stop_at_a_local_optimum() {
    // Nishigaki §3: "the obtained window size might be a local optimal value,
    // since it is to be chosen from a limited range." Six pages in a cycle of
    // 3Δ: every window below 3Δ faults on each page once a cycle, so χ is
    // least at T_1; the expansion heuristic probes T_2 and falls back, and
    // the OWE never measures the fault-free window T_3.
    let text = (0..600).map(|i| (i % 6).to_string()).collect::<Vec<_>>().join(" ");
    let mut s = table1_scenario(1, "S1", KneeCriterion::Pe);
    s.processes = vec![ProcessConfig::background(Workload::Typed { text })];
    s.duration_us = None;
    let ws = s.scheduler.as_mut().unwrap().working_set.as_mut().unwrap();
    *ws = WorkingSetConfig {
        instructions_per_reference: 1,
        delta: 2,
        window: 1,
        max_window: 8,
        policy: owe(KneeCriterion::Pe),
        ..WorkingSetConfig::default()
    };
    let mut sim = Simulator::new(s, false);
    sim.run_to_end().unwrap();
    let h = &sim.records().windows[0];
    assert!(h.iter().all(|p| p.window <= 2) && h.windows(2).all(|w| w[0].window != w[1].window), "{:?}", &h[..6]);
    assert!(sim.counters().faults >= 290, "{} faults", sim.counters().faults);
    // The same string under a fixed window of 3Δ faults only on first use.
    assert_eq!(
        fixed_window(&(0..600).map(|i| (i % 6).to_string()).collect::<Vec<_>>().join(" "), 2, 3).counters().faults,
        6
    );
}

#[test]
fn the_owe_beats_the_uni_window_scheduler_only_when_memory_is_squeezed() {
    for seed in [1, 2, 3, 4] {
        let r = run_experiment("nishigaki-owe", seed).unwrap();
        let values: Vec<(String, serde_json::Value)> =
            r.arms.iter().map(|a| (a.name.clone(), serde_json::to_value(&a.metrics).unwrap())).collect();
        let arm = |name: &str| &values.iter().find(|(n, _)| n == name).unwrap().1;
        for room in ["squeezed", "roomy"] {
            let uni = arm(&format!("uni-window/{room}"));
            for criterion in ["owe-pe", "owe-lt"] {
                let o = arm(&format!("{criterion}/{room}"));
                let gain = metric(o, "throughput") / metric(uni, "throughput") - 1.0;
                if room == "squeezed" {
                    assert!(gain > 0.05, "seed {seed} {criterion}: squeezed gain {gain}");
                    assert!(
                        metric(o, "mean_mpl") > metric(uni, "mean_mpl") + 0.5,
                        "seed {seed}: the OWE runs more jobs"
                    );
                    assert!(metric(o, "ready_jobs") > metric(uni, "ready_jobs"), "seed {seed}: more jobs ready");
                } else {
                    assert!(gain.abs() < 0.04, "seed {seed} {criterion}: roomy gain {gain}");
                }
                // Figure 5: the King Size Program's allotment is much smaller under the OWE.
                assert!(
                    metric(o, "king_size_resident") * 2.5 < metric(uni, "king_size_resident"),
                    "seed {seed}: {o} {uni}"
                );
            }
        }
    }
}

/// One experiment's arms as JSON, by name.
fn arms_of(name: &str, seed: u64) -> Vec<(String, serde_json::Value)> {
    let r = run_experiment(name, seed).unwrap();
    r.arms.iter().map(|a| (a.name.clone(), serde_json::to_value(&a.metrics).unwrap())).collect()
}

fn find<'a>(arms: &'a [(String, serde_json::Value)], name: &str) -> &'a serde_json::Value {
    &arms.iter().find(|(n, _)| n == name).unwrap_or_else(|| panic!("arm {name}")).1
}

#[test]
fn table1_lt_column_against_its_optimum() {
    // Nishigaki's LT column came within 5 % of the optimum for S1 and S2 (in
    // absolute terms for S2, whose Y is near 0) and 39 % above it for S3.
    // The lab's, against the exact optimum and against the best fixed window
    // measured in the same simulator (which already pays S2's 50 cold-start
    // faults, Y ≈ 1, and sample-point release, S3's Y 4–9 % over Turner's):
    for seed in [1, 2, 3] {
        let arms = arms_of("nishigaki-table1", seed);
        let ratio = |name: &str, key: &str, of: &str| metric(find(&arms, name), key) / metric(find(&arms, name), of);
        // S3: Y within 20 % of the optimum, and within 15 % of the fixed optimal window's.
        let y3 = ratio("S3/lt", "space_time", "optimal_space_time");
        assert!((1.0..1.2).contains(&y3), "seed {seed}: S3 Y measured/optimal = {y3}");
        let y3_fixed = metric(find(&arms, "S3/lt"), "space_time") / metric(find(&arms, "S3/lt/fixed"), "space_time");
        assert!(y3_fixed < 1.15, "seed {seed}: S3 Y against the fixed window = {y3_fixed}");
        // S2: the whole program resident (z within 1 %); Y within 1 page of the fixed window's.
        let s2 = find(&arms, "S2/lt");
        assert!(ratio("S2/lt", "mean_working_set", "optimal_working_set") > 0.99, "seed {seed}: {s2}");
        assert!(metric(s2, "space_time") - metric(find(&arms, "S2/lt/fixed"), "space_time") < 1.0, "seed {seed}: {s2}");
        // S1: the lab's finding, not the paper's. Its Y passes through Table
        // 1's 9.38 at 20Δ (z 44.1) but keeps falling to the largest window
        // (32Δ, z ≈ 48, flagged as the range's edge); the OWE climbs one Δ at
        // a time (eqs. 3.11–3.12) through a noisy ψ and stops at about 6Δ:
        // z ≈ 34 (the paper's OWE: 42.5) and Y ≈ 15, some 60 % above the
        // program's Y at 20Δ, where the paper's came within 5 %.
        let s1 = find(&arms, "S1/lt");
        let (z1, y1) = (metric(s1, "mean_working_set"), metric(s1, "space_time"));
        assert!((32.0..36.0).contains(&z1) && (13.5..17.0).contains(&y1), "seed {seed}: S1 z {z1}, Y {y1}");
        // Where the optimum is the range's edge, the arm says so: S1's LT and S3's both; S1's PE and S2's not.
        for (name, edge) in
            [("S1/pe", false), ("S1/lt", true), ("S2/pe", false), ("S2/lt", false), ("S3/pe", true), ("S3/lt", true)]
        {
            assert_eq!(find(&arms, name)["optimal_at_edge"], edge, "seed {seed}: {name}");
        }
    }
}

#[test]
fn the_owes_overhead_against_a_fixed_optimal_window() {
    // §4: the OWE's overhead is the CPU it adds over a run held at the
    // optimal window — 1.2 % for S2, 0.35–0.59 % for S3 in the paper. At 20
    // instructions a page per Δ = 200,000 instructions it is z·20/200,000:
    // about 0.5 % for S2 (50 pages) and 0.12 % for S3 (11–13 pages).
    let arms = arms_of("nishigaki-table1", 1);
    for c in ["pe", "lt"] {
        let share = |name: &str| metric(find(&arms, name), "supervisor_share");
        let (s2, s3) = (share(&format!("S2/{c}")), share(&format!("S3/{c}")));
        assert_eq!((share(&format!("S2/{c}/fixed")), share(&format!("S3/{c}/fixed"))), (0.0, 0.0));
        let z2 = metric(find(&arms, &format!("S2/{c}")), "mean_working_set");
        assert!((s2 - z2 * 20.0 / 200_000.0).abs() < 2e-4, "{c}: S2 overhead {s2}, z {z2}");
        assert!(s3 > 0.001 && s3 < s2 / 3.0, "{c}: S3 {s3}, S2 {s2}");
        // The time it takes is work the program does not do.
        let refs = |name: &str| metric(find(&arms, name), "references");
        let lost = 1.0 - refs(&format!("S2/{c}")) / refs(&format!("S2/{c}/fixed"));
        assert!((lost - s2).abs() < 5e-4, "{c}: references lost {lost}, overhead {s2}");
    }
}

#[test]
fn the_owes_advantage_shrinks_as_memory_grows() {
    for seed in [1, 2] {
        let arms = arms_of("nishigaki-owe-sweep", seed);
        let gain = |frames: u32| {
            let t = |s: &str| metric(find(&arms, &format!("{s}/{frames}")), "throughput");
            t("owe-pe") / t("uni-window") - 1.0
        };
        assert!(gain(150) > 0.10, "seed {seed}: gain at 150 frames {}", gain(150));
        assert!(gain(195) > 0.06, "seed {seed}: gain at 195 frames {}", gain(195));
        for frames in [270, 300] {
            assert!(gain(frames).abs() < 0.03, "seed {seed}: gain at {frames} frames {}", gain(frames));
        }
        for (name, m) in &arms {
            // Eq. 2.7 bounds the CPU use, and every program is in the multiprogramming set at some time.
            assert!(metric(m, "cpu_utilization") <= metric(m, "cpu_bound"), "seed {seed} {name}: {m}");
            assert_eq!(m["lifetimes_us"].as_array().unwrap().len(), 6);
            // The uni-window scheduler's shared window moves with the paging load; the OWE has none.
            let windows: Vec<f64> =
                m["shared_window"].as_array().unwrap().iter().map(|p| p[1].as_f64().unwrap()).collect();
            if name.starts_with("uni-window") {
                // Time 0 and every second up to 59 s; raised and lowered one Δ at a time.
                assert!(
                    windows.len() == 60 && windows[0] == 1.0 && windows.iter().any(|&w| w >= 4.0),
                    "{name}: {windows:?}"
                );
                assert!(windows.windows(2).all(|w| (w[1] - w[0]).abs() <= 1.0), "{name}: {windows:?}");
            } else {
                assert!(windows.is_empty(), "{name}");
            }
        }
    }
}
