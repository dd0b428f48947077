//! Bard 1971's measurement analysis on simulated runs: with each fault's
//! service and the pointer's search charged, R² is a measurement (under the
//! identity it was without them), the page I/O's own service is read back
//! once dispatch time is regressed apart (Tables 6 and 9), and the intervals
//! with unmodelled CP work are the positive outliers.

use paging_core::experiment::bard::regression_scenario;
use paging_core::experiment::run_experiment;
use serde_json::Value;

/// The report of `bard-regression` on `seed`.
fn report(seed: u64) -> Value {
    let r = run_experiment("bard-regression", seed).unwrap();
    assert_eq!(r.arms.len(), 1);
    assert_eq!(r.arms[0].name, "fit");
    serde_json::to_value(&r.arms[0].metrics).unwrap()
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

#[test]
fn with_the_search_costs_in_r2_is_a_measurement_and_table_9_reads_the_page_io_service_back() {
    for seed in [1, 2, 3] {
        let m = report(seed);
        let (theta, charged, dispatch) = (&m["theta"], &m["true_theta"], &m["dispatch"]);
        // The setup: each fault's service and the pointer's search are charged, a third of a ms per page I/O.
        let search = f(&charged["page_io"]) - f(&charged["page_io_fixed"]);
        assert!((0.25..0.45).contains(&search), "seed {seed}: {search} ms of fault service per page I/O");
        // R² is a measurement, not an identity: the equation cannot see the search, a fault's share of the
        // page I/Os or the dispatches; the residuals stay at several ms/s after the outliers go.
        let r2 = f(&m["r2"]);
        assert!(r2 > 0.95 && r2 < 0.999, "seed {seed}: R² {r2}");
        assert!(f(&m["s"]) > 3.0, "seed {seed}: s {}", m["s"]);
        // θ3 carries what a page I/O brings: its service and the dispatching after it (Table 5 against Table 6).
        assert!(f(&theta["page_io"]) > f(&charged["page_io"]) + 0.5, "seed {seed}: θ3 {}", theta["page_io"]);
        // Table 6 apart: dispatch time regressed on the same variables rises with page I/O, and Table 9's
        // θ3 − φ3 is the page I/O's own service as charged, fault and search included.
        let phi3 = f(&dispatch["phi"]["page_io"]);
        assert!(phi3 > 0.3, "seed {seed}: φ3 {phi3}");
        let service = f(&theta["page_io"]) - phi3;
        assert!((service / f(&charged["page_io"]) - 1.0).abs() < 0.03, "seed {seed}: θ3 − φ3 = {service}");
        assert_eq!(dispatch["n"], m["n"]);
        assert!((5.0..50.0).contains(&f(&dispatch["share_pct"])), "seed {seed}: {}", dispatch["share_pct"]);
        // Dispatch counts are no regressor (CP-67 had no such counter).
        assert!(m["steps"].as_array().unwrap().iter().all(|s| s["added"] != "dispatch"));
    }
}

#[test]
fn without_the_fault_search_and_dispatch_costs_the_fit_is_an_identity() {
    // The same run with nothing charged that the equation cannot see: R² is 1 to seven digits.
    let mut s = regression_scenario(1);
    (s.cpu.fault_us, s.cpu.examine_us) = (0, 0);
    s.supervisor.as_mut().unwrap().dispatch_us = 0;
    let mut sim = paging_core::Simulator::new(s, false);
    sim.run_to_end().unwrap();
    let sc = sim.scenario();
    let r = paging_core::experiment::bard::report(&sim.records().samples, sc.supervisor.as_ref(), sc.drum.as_ref())
        .unwrap();
    assert!(r.r2 > 0.999_999, "R² {}", r.r2);
    assert!(r.dispatch.is_none(), "no dispatch time recorded");
    let charged = r.true_theta.unwrap();
    assert!((r.theta["page_io"] / charged.page_io - 1.0).abs() < 1e-3);
}

#[test]
fn the_outliers_are_the_bursts_and_the_intervals_without_dispatching() {
    for seed in [1, 2, 3] {
        let m = report(seed);
        // The unmodelled bursts make the positive outliers (Bard: "almost all … large positive residuals"):
        // every positive outlier is an interval with a burst, and every interval with a whole burst
        // (50 ms/s) lies above the fit, most of them beyond 2.5 s.
        let obs = m["observations"].as_array().unwrap();
        let burst = |i: usize| f(&obs[i]["unmodelled_ms_per_s"]);
        let residual = |i: usize| f(&m["residuals"][i]);
        let outliers: Vec<usize> = serde_json::from_value(m["outliers"].clone()).unwrap();
        let positive: Vec<usize> = outliers.iter().copied().filter(|&i| residual(i) > 0.0).collect();
        assert!(positive.len() >= 3, "seed {seed}: {outliers:?}");
        assert!(positive.iter().all(|&i| burst(i) > 0.0), "seed {seed}");
        let whole: Vec<usize> = (0..obs.len()).filter(|&i| burst(i) > 45.0).collect();
        assert!(whole.iter().all(|&i| residual(i) > 0.0), "seed {seed}");
        assert!(3 * whole.iter().filter(|i| outliers.contains(i)).count() >= 2 * whole.len(), "seed {seed}");
        // The negative ones are intervals in which the processor seldom changed hands: their dispatch
        // time fell short of Table 6's fit by more than half the CP residual.
        let phi = &m["dispatch"]["phi"];
        let fitted = |o: &Value| {
            f(&phi["theta0"])
                + ["vsio", "page_io", "problem_state"]
                    .iter()
                    .filter(|v| phi.get(**v).is_some())
                    .map(|v| f(&phi[*v]) * f(&o[*v]))
                    .sum::<f64>()
        };
        for &i in outliers.iter().filter(|&&i| residual(i) < 0.0) {
            let short = f(&obs[i]["dispatch_ms_per_s"]) - fitted(&obs[i]);
            assert!(short < 0.5 * residual(i), "seed {seed} interval {i}: dispatch {short} of CP {}", residual(i));
        }
        // Stepwise: each step lowers the residual and is significant.
        let steps = m["steps"].as_array().unwrap();
        assert!(steps.windows(2).all(|w| w[1]["s"].as_f64() <= w[0]["s"].as_f64()));
        assert!(steps.iter().all(|s| f(&s["f"]) >= 4.0));
        // Paging rises and wait falls with the number of active users (Bard's Figures 5 and 3),
        // from Table 10's 1–2 to 3–4.
        let groups = m["groups"].as_array().unwrap();
        let of = |lo: u64, key: &str| groups.iter().find(|g| g["lo"].as_u64() == Some(lo)).map(|g| f(&g[key])).unwrap();
        assert!(of(3, "page_io") > of(1, "page_io"), "seed {seed}: {groups:?}");
        assert!(of(3, "wait_pct") < of(1, "wait_pct"), "seed {seed}: {groups:?}");
        // The drum-limited points of Figure 7 are at the frontier's low-problem-state end (its region 1).
        let f7 = &m["frontiers"][0];
        let limits: Vec<String> = serde_json::from_value(f7["limits"].clone()).unwrap();
        let first_slack = limits.iter().position(|l| l == "neither").unwrap_or(limits.len());
        assert!(first_slack > 0 && limits[first_slack..].iter().all(|l| l != "drum"), "seed {seed}: {limits:?}");
        // Every frontier point is an observation no other observation dominates.
        for fr in m["frontiers"].as_array().unwrap() {
            let pts: Vec<[f64; 2]> = serde_json::from_value(fr["points"].clone()).unwrap();
            for p in serde_json::from_value::<Vec<[f64; 2]>>(fr["frontier"].clone()).unwrap() {
                assert!(pts.contains(&p));
                assert!(!pts.iter().any(|q| q[0] >= p[0] && q[1] >= p[1] && q != &p));
            }
        }
    }
}

#[test]
fn psi_estimate_tracks_the_measured_psi() {
    use paging_core::analysis::psi::{mean, psi_series};
    use paging_core::Simulator;
    for seed in [1, 2, 3] {
        // CP-67's clock: one reference bit, no pool, no first-time switch; batch jobs only.
        let mut s = paging_core::experiment::thrashing_scenario(seed);
        s.memory = paging_core::scenario::MemoryConfig {
            frames: 64,
            k: 1,
            pool_n: 0,
            first_time: false,
            ..Default::default()
        };
        s.scheduler.as_mut().unwrap().max_mpl = Some(4);
        s.sampler = Some(paging_core::scenario::SamplerConfig { dt_us: 2_000_000 });
        let frames = s.memory.frames;
        let mut sim = Simulator::new(s, false);
        sim.run_to_end().unwrap();
        let series = psi_series(&sim.records().samples, frames);
        let both: Vec<(f64, f64)> =
            series.iter().filter_map(|p| Some((p.psi_s?, p.psi_s_star?))).filter(|p| p.1 <= 20.0).collect();
        let (ms, mstar) =
            (mean(both.iter().map(|p| Some(p.0))).unwrap(), mean(both.iter().map(|p| Some(p.1))).unwrap());
        let n = both.len() as f64;
        let (sx, sy) = (
            both.iter().map(|p| (p.0 - ms).powi(2)).sum::<f64>(),
            both.iter().map(|p| (p.1 - mstar).powi(2)).sum::<f64>(),
        );
        let corr = both.iter().map(|p| (p.0 - ms) * (p.1 - mstar)).sum::<f64>() / (sx * sy).sqrt();
        // Bard: means 12.61 and 12.67, correlation 0.905 over 30 s periods; our 2 s intervals are noisier.
        assert!(n >= 40.0, "seed {seed}: {n} intervals");
        assert!((mstar / ms - 1.0).abs() < 0.25, "seed {seed}: Ψs {ms:.2}, Ψs* {mstar:.2}");
        assert!(corr > 0.0, "seed {seed}: correlation {corr:.2}");
    }
}

#[test]
fn bard_psis_runs_keep_table_2s_levels_and_psi_s_star_tracks_psi_s() {
    for seed in [1, 2, 3] {
        let r = run_experiment("bard-psi", seed).unwrap();
        let arm = |n: &str| serde_json::to_value(&r.arms.iter().find(|a| a.name == n).unwrap().metrics).unwrap();
        let (psi, cp67) = (&arm("psi-scheduler"), &arm("cp67-scheduler"));
        let f = |m: &serde_json::Value, k: &str| m[k].as_f64().unwrap_or_else(|| panic!("{k}"));
        // Which scheduler wins is bard-table2's question (CP-67's, by about a point, on these users).
        // Table 2's levels: problem state between 28 % and 64 % of the time.
        for m in [psi, cp67] {
            assert!((28.0..64.0).contains(&f(m, "problem_state_pct")), "seed {seed}: {}", m["problem_state_pct"]);
            // Never a stalled interval: a process waiting for a block while one is free always runs again.
            for p in m["series"].as_array().unwrap() {
                assert!(p["problem_pct"].as_f64().unwrap() > 5.0, "seed {seed}: stalled at {} s", p["t_s"]);
            }
        }
        assert!(f(psi, "feedback_checks") >= 60.0 && cp67["feedback_checks"] == 0);
        // Ψs* tracks Ψs over the run's intervals in Bard's region (Ψs* ≤ 20): they move together, the
        // estimate reading high (26–31 % on seeds 1–5) for the pages the pointer takes from users not in a queue.
        assert!(
            f(psi, "intervals_in_range") >= 50.0 && f(psi, "psi_correlation_in_range") > 0.5,
            "seed {seed}: {} intervals, correlation {}",
            psi["intervals_in_range"],
            psi["psi_correlation_in_range"]
        );
        let high = f(psi, "psi_s_star_in_range") / f(psi, "psi_s_in_range");
        assert!((1.0..1.35).contains(&high), "seed {seed}: Ψs* / Ψs = {high}");
        // The Ψ-scheduler holds Ψs* near Ψc, so over the whole run too.
        let whole = f(psi, "psi_s_star_mean") / f(psi, "psi_s_mean");
        assert!((1.0..1.35).contains(&whole), "seed {seed}: Ψs* / Ψs = {whole} over the run");
        assert!(f(cp67, "psi_correlation_in_range") > 0.5, "seed {seed}: {}", cp67["psi_correlation_in_range"]);
        for key in ["psi_s_mean", "psi_s_star_mean", "paging_rate"] {
            assert!(f(psi, key) > 0.0 && f(cp67, key) > 0.0, "seed {seed}: {key}");
        }
    }
}

#[test]
fn eq_1_finds_the_common_psi_of_a_round_robin_mix() {
    use paging_core::experiment::bard::psi_prediction;
    use paging_core::scenario::{MemoryConfig, ProcessConfig, SamplerConfig, SchedulerConfig};
    use paging_core::workload::{QShape, Workload};
    for seed in [1, 2, 3] {
        let mut s = paging_core::experiment::thrashing_scenario(seed);
        s.memory = MemoryConfig { frames: 60, k: 1, pool_n: 0, first_time: false, ..Default::default() };
        s.processes = (0..4)
            .map(|i| ProcessConfig {
                vsio_every: 500,
                vsio_us: 20_000,
                ..ProcessConfig::background(Workload::LruStack {
                    pages: 60,
                    length: 200_000,
                    q: QShape::Geometric { theta: 0.9 + 0.01 * i as f64 },
                    write_fraction: 0.1,
                })
            })
            .collect();
        s.scheduler = Some(SchedulerConfig { time_slice_us: 20_000, ..SchedulerConfig::default() });
        s.sampler = Some(SamplerConfig { dt_us: 2_000_000 });
        s.duration_us = None;
        let r = serde_json::to_value(psi_prediction(&s, 40).unwrap()).unwrap();
        let f = |k: &str| r[k].as_f64().unwrap_or_else(|| panic!("{k}: {}", r[k]));
        // Ψ* from the characteristics lies near the Ψs the simulation measured (Bard: the same Ψ for
        // all programs under round robin); the predicted paging rate is of the simulated one's order
        // (Bard: within 10 %; here the prediction runs high — see the issue notes).
        assert!(
            (f("psi_star") / f("simulated_psi_s") - 1.0).abs() < 0.2,
            "seed {seed}: Ψ* {} Ψs {}",
            r["psi_star"],
            r["simulated_psi_s"]
        );
        let ratio = f("predicted_paging_rate") / f("simulated_paging_rate");
        assert!((1.0..2.0).contains(&ratio), "seed {seed}: predicted/simulated paging {ratio}");
        assert_eq!(r["programs"].as_array().unwrap().len(), 4);
    }
}

#[test]
fn feed_forward_admission_and_the_next_claim_follow_eqs_9_and_10() {
    use paging_core::event::EventKind;
    use paging_core::Simulator;
    // Four batch jobs, Q2 candidates from the start, on 20 frames; Ā0 = 8 pages, no feedback (so no
    // Ψs* yet and no scaling by eqs. 7–8): Σ A = 8 and 16 fit in 20, a third 24 does not.
    let job = r#"{"workload": {"kind": "lru_stack", "pages": 12, "length": 3000, "q": {"shape": "geometric", "theta": 0.8}, "write_fraction": 0.2}}"#;
    let scenario = format!(
        r#"{{"version": 1, "seed": 3, "memory": {{"frames": 20, "k": 1, "pool_n": 0, "pool_low_water": 0, "first_time": false}},
            "drum": {{"rotation_us": 16000, "sectors": 8, "transfer_us": 2000, "discipline": "fifo"}},
            "cpu": {{"reference_us": 200, "fault_us": 500, "examine_us": 20}},
            "processes": [{job}, {job}, {job}, {job}],
            "scheduler": {{"time_slice_us": 50000, "stays": {{"q1_us": 250000, "q2_us": 400000,
                "admission": {{"kind": "psi", "psi_c": 13, "psi_m": 13, "beta": 0, "a0_q1": 5, "a0_q2": 8, "alpha": 0.9, "rho": 0.5, "feedback": null}}}}}}}}"#
    );
    let mut sim = Simulator::new(serde_json::from_str(&scenario).unwrap(), true);
    // The decisions' index follows the events forward and back.
    let decisions = |sim: &Simulator| sim.decisions_from(0).cloned().collect::<Vec<_>>();
    let filtered = |sim: &Simulator| sim.events().iter().filter(|e| e.kind.is_decision()).cloned().collect::<Vec<_>>();
    sim.seek(40_000);
    let forward = decisions(&sim);
    assert!(forward.len() > 4);
    assert_eq!(forward, filtered(&sim));
    assert_eq!(sim.decision_count(), forward.len());
    assert_eq!(sim.decisions_from(forward.len() - 2).cloned().collect::<Vec<_>>(), forward[forward.len() - 2..]);
    sim.seek(15_000);
    assert_eq!(decisions(&sim), filtered(&sim));
    sim.seek(40_000);
    assert_eq!(decisions(&sim), forward);
    sim.seek(0);
    sim.run_until(|s| s.stays.procs.iter().any(|p| p.stays > 0));
    let admitted: Vec<(u16, u32, u32)> = sim
        .events()
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::StayAdmitted { pid, claim, total, storage, .. } => Some((pid, claim, total * 100 + storage)),
            _ => None,
        })
        .collect();
    // P0 and P1 at the start; when P0's stay ends, P2 takes its place beside P1 (8 + 8 ≤ 20); P3 still waits.
    assert_eq!(admitted, vec![(0, 8, 820), (1, 8, 1620), (2, 8, 1620)]);
    let st = &sim.state().stays.procs[0];
    assert!(st.q > 0);
    let a = st.s as f64 / st.q as f64; // S/Q: the stay's mean resident set at its page exceptions
    let smoothed = 0.9 * 8.0 + 0.1 * a; // eq. 9
    let predicted = smoothed + 0.5 * (a - smoothed); // eq. 10
    let e = st.estimate[1];
    assert!((e.smoothed - smoothed).abs() < 1e-9 && (e.predicted - predicted).abs() < 1e-9, "{e:?} against S/Q = {a}");
    // The Q1 estimate is untouched by a Q2 stay.
    assert_eq!(st.estimate[0].predicted, 5.0);
}

#[test]
fn cp67_overwrites_pages_of_users_not_in_a_queue_before_the_pointer_moves() {
    use paging_core::event::EventKind;
    use paging_core::sim::Membership;
    use paging_core::Simulator;
    // Four batch jobs on 20 frames, two at a time (Ā0 = 8): a job whose stay ends leaves its pages behind.
    let job = r#"{"workload": {"kind": "lru_stack", "pages": 12, "length": 3000, "q": {"shape": "geometric", "theta": 0.8}, "write_fraction": 0.2}}"#;
    let scenario = |first: bool| {
        format!(
            r#"{{"version": 1, "seed": 3, "memory": {{"frames": 20, "k": 1, "pool_n": 0, "pool_low_water": 0, "first_time": false}},
                "drum": {{"rotation_us": 16000, "sectors": 8, "transfer_us": 2000, "discipline": "fifo"}},
                "cpu": {{"reference_us": 200, "fault_us": 500, "examine_us": 20}},
                "processes": [{job}, {job}, {job}, {job}],
                "scheduler": {{"time_slice_us": 50000, "stays": {{"q1_us": 250000, "q2_us": 400000, "unqueued_first": {first},
                    "admission": {{"kind": "cp67", "q1_limit": 2, "q2_limit": 2, "target_rate": 65, "gamma": 2, "a0_q1": 5, "a0_q2": 8}}}}}}}}"#
        )
    };
    // Listed frames whose owner is outside the active set.
    let unqueued = |sim: &Simulator| {
        let s = sim.state();
        s.list
            .iter_from_pointer()
            .filter(|&f| s.lc.load[s.frames.owner[f] as usize].membership != Membership::Active)
            .count()
    };
    for first in [true, false] {
        let mut sim = Simulator::new(serde_json::from_str(&scenario(first)).unwrap(), true);
        let (mut overwrites, mut pointer_met_unqueued) = (0, 0);
        for _ in 0..60_000 {
            let (before, advances, psi, stolen, n) = (
                unqueued(&sim),
                sim.state().list.advances,
                sim.counters().psi_replaced,
                sim.counters().stolen,
                sim.events().len(),
            );
            if !sim.micro_step() {
                break;
            }
            for e in &sim.events()[n..] {
                match e.kind {
                    EventKind::Overwrite { pid, .. } => {
                        overwrites += 1;
                        // Taken from a user not in a queue, without the pointer, outside eq. 4 and not a steal.
                        assert_ne!(sim.state().lc.load[pid as usize].membership, Membership::Active);
                        assert_eq!(
                            (sim.state().list.advances, sim.counters().psi_replaced, sim.counters().stolen),
                            (advances, psi, stolen)
                        );
                        assert_eq!(unqueued(&sim), before - 1);
                    }
                    EventKind::Examine { pid, .. } => {
                        // The pointer runs only when every listed page belongs to a user in a queue.
                        assert!(
                            !first || before == 0,
                            "the pointer examined a frame while {before} unqueued pages were listed"
                        );
                        if sim.state().lc.load[pid as usize].membership != Membership::Active {
                            pointer_met_unqueued += 1;
                        }
                    }
                    _ => {}
                }
            }
        }
        if first {
            assert!(overwrites > 20, "{overwrites} overwrites");
        } else {
            assert_eq!(overwrites, 0);
            assert!(pointer_met_unqueued > 0, "without the rule the pointer meets pages of users not in a queue");
        }
    }
}

#[test]
fn eq_5_tracks_eq_4_under_cp67s_rule_on_programs_that_page_through_their_stays() {
    for seed in [1, 2, 3] {
        let r = run_experiment("bard-psi-estimate", seed).unwrap();
        // Ψs*/Ψs over the intervals in Bard's region 0 < Ψs* ≤ 20, per arm.
        let ratio = |n: &str| {
            let m = &serde_json::to_value(&r.arms.iter().find(|a| a.name == n).unwrap().metrics).unwrap();
            assert!(m["intervals_in_range"].as_u64().unwrap() >= 20, "seed {seed} {n}: {}", m["intervals_in_range"]);
            m["psi_s_star_in_range"].as_f64().unwrap() / m["psi_s_in_range"].as_f64().unwrap()
        };
        let names = [
            "pointer-only/reload-users",
            "unqueued-first/reload-users",
            "pointer-only/bard-users",
            "unqueued-first/bard-users",
        ];
        let ratios: Vec<f64> = names.iter().map(|n| ratio(n)).collect();
        // Both conditions met: the closest agreement of the four — within 15 % (11–14 % on seeds 1–5 with
        // feedback strategy 1; Bard had 12.61 against 12.67), and moving together.
        assert!((1.0..1.15).contains(&ratios[3]), "seed {seed}: {ratios:?}");
        assert!(ratios[..3].iter().all(|&x| (x - 1.0).abs() > (ratios[3] - 1.0).abs()), "seed {seed}: {ratios:?}");
        // Under CP-67's rule pages of users not in a queue are overwritten, not taken by the pointer.
        for (i, m) in r.arms.iter().map(|a| serde_json::to_value(&a.metrics).unwrap()).enumerate() {
            let (overwritten, inactive) =
                (m["overwritten_share"].as_f64().unwrap(), m["inactive_share"].as_f64().unwrap());
            if i % 2 == 1 {
                assert!(overwritten > 0.2 && inactive == 0.0, "seed {seed} arm {i}: {overwritten} {inactive}");
            } else {
                assert!(overwritten == 0.0 && inactive > 0.2, "seed {seed} arm {i}: {overwritten} {inactive}");
            }
        }
        let corr = &serde_json::to_value(&r.arms[3].metrics).unwrap()["psi_correlation_in_range"];
        assert!(corr.as_f64().unwrap() > 0.5, "seed {seed}: correlation {corr}");
        // Neither met: the pages of thinking users, taken by the pointer, drag Ψs far below.
        assert!(ratios[0] > 3.0, "seed {seed}: {ratios:?}");
    }
}

#[test]
fn the_sweep_runs_tables_3_and_4_as_the_paper_lists_them() {
    let names = paging_core::experiment::arm_names("bard-psi-sweep").unwrap();
    assert_eq!(names.len(), (14 + 9) * 3);
    // Table 3's experiments 1, 12 and 14, and Table 4's experiment 5, each on the three workloads.
    for n in ["psi_c=11/strategy=1/beta=0", "psi_c=10/strategy=3/beta=0.25", "psi_c=10.5/strategy=2/beta=0.25"] {
        for w in 1..=3 {
            assert!(names.contains(&format!("{n}/workload={w}")), "{n}/workload={w}");
        }
    }
    assert!(names.contains(&"psi_c=10/psi_m=10/workload=2".to_string()));
    assert!(!names.iter().any(|n| n.starts_with("psi_c=13/") || n.starts_with("psi_c=9/")));
    // Table 3's experiment 1 (strategy 1, Ψc = Ψm = 11, β = 0 at 512 KB) is Table 2's 512 KB Ψ column.
    let sweep = paging_core::experiment::bard::psi_sweep_arms(1);
    let table2 = paging_core::experiment::bard::table2_arms(1);
    for w in 1..=3 {
        let a = &sweep.iter().find(|(n, _)| *n == format!("psi_c=11/strategy=1/beta=0/workload={w}")).unwrap().1;
        let b = &table2.iter().find(|(n, _)| *n == format!("psi/workload-{w}/512")).unwrap().1;
        assert_eq!(a, b, "workload {w}");
    }
}

#[test]
fn the_sweep_reproduces_table_4s_shape() {
    let r = run_experiment("bard-psi-sweep", 1).unwrap();
    let problem = |name: &str| {
        let m = &r.arms.iter().find(|a| a.name == name).unwrap_or_else(|| panic!("{name}")).metrics;
        serde_json::to_value(m).unwrap()["problem_state_pct"].as_f64().unwrap()
    };
    let overall = |name: &str| (1..=3).map(|w| problem(&format!("{name}/workload={w}"))).sum::<f64>() / 3.0;
    // Table 4: control on Ψ alone degrades most when both Ψc and Ψm are extreme (5).
    let worst = overall("psi_c=5/psi_m=5");
    for c in [5, 10, 20] {
        for m in [5, 10, 20] {
            let p = overall(&format!("psi_c={c}/psi_m={m}"));
            assert!(p >= worst, "Ψc {c} Ψm {m}: {p} below (5, 5)'s {worst}");
        }
    }
}
