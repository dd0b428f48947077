//! Bard 1975's Table 2 comparison: CP-67's scheduler as the papers describe
//! it (hand-worked admissions), bard-table2's grid, and Ψs* measured for eqs.
//! 7–8 with the feedback off.

/// Batch jobs (Q2 candidates from the start) of a 12-page LRU stack program on 20 frames under `admission`.
fn batch_jobs(jobs: usize, admission: &str) -> paging_core::Simulator {
    let job = r#"{"workload": {"kind": "lru_stack", "pages": 12, "length": 3000, "q": {"shape": "geometric", "theta": 0.8}, "write_fraction": 0.2}}"#;
    let scenario = format!(
        r#"{{"version": 1, "seed": 3, "memory": {{"frames": 20, "k": 1, "pool_n": 0, "pool_low_water": 0, "first_time": false}},
            "drum": {{"rotation_us": 16000, "sectors": 8, "transfer_us": 2000, "discipline": "fifo"}},
            "cpu": {{"reference_us": 200, "fault_us": 500, "examine_us": 20}},
            "processes": [{}],
            "scheduler": {{"time_slice_us": 50000, "stays": {{"q1_us": 250000, "q2_us": 400000, "admission": {admission}}}}}}}"#,
        vec![job; jobs].join(", ")
    );
    paging_core::Simulator::new(serde_json::from_str(&scenario).unwrap(), true)
}

/// Each stay admission so far: (pid, claim, Σ claims).
fn admissions(sim: &paging_core::Simulator) -> Vec<(u16, u32, u32)> {
    use paging_core::event::EventKind;
    sim.events()
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::StayAdmitted { pid, claim, total, .. } => Some((pid, claim, total)),
            _ => None,
        })
        .collect()
}

#[test]
fn cp67s_queue_limit_and_storage_estimate_decide_admission() {
    use paging_core::scheduler::cp67::storage_for_rate;
    use paging_core::sim::Membership;
    // Ā0 = 4 pages a Q2 stay: storage would take five jobs (4·5 = 20), the Q2 queue's limit of two takes two.
    let cp67 =
        r#"{"kind": "cp67", "q1_limit": 3, "q2_limit": 2, "target_rate": 65, "gamma": 2, "a0_q1": 5, "a0_q2": 4}"#;
    let mut sim = batch_jobs(5, cp67);
    sim.run_until(|s| s.stays.procs.iter().any(|p| p.stays > 0));
    // P0's stay used its 0.4 s: P2 takes its place (the queue again two); P0 waits behind P3 and P4.
    assert_eq!(admissions(&sim), vec![(0, 4, 4), (1, 4, 8), (2, 4, 8)]);
    let st = &sim.state().stays.procs[0];
    assert_eq!(sim.state().lc.load[0].membership, Membership::Eligible);
    // Its estimate: S/Q scaled to the desirable rate, (r / 65)^½, r its exceptions per second of CPU.
    assert!(st.q > 0 && st.used_us >= 400_000);
    let a = st.s as f64 / st.q as f64;
    let rate = st.q as f64 * 1e6 / st.used_us as f64;
    let need = (a * (rate / 65.0).sqrt()).max(1.0);
    assert!((st.need.unwrap() - need).abs() < 1e-9, "{:?} against {need}", st.need);
    assert_eq!(st.need.unwrap(), storage_for_rate(a, st.q, st.used_us, 65.0, 2.0));
    // This stay paged at about half the desirable rate: it is estimated to need less than it had.
    assert!(rate < 65.0 && need < a, "S/Q {a}, rate {rate}, need {need}");

    // With room in the queues, storage decides: Ā0 = 8 admits two (16 ≤ 20), not a third (24).
    let mut sim =
        batch_jobs(4, &cp67.replace(r#""q2_limit": 2"#, r#""q2_limit": 9"#).replace(r#""a0_q2": 4"#, r#""a0_q2": 8"#));
    sim.run_until(|s| s.stays.procs.iter().any(|p| p.stays > 0));
    assert_eq!(admissions(&sim), vec![(0, 8, 8), (1, 8, 16), (2, 8, 16)]);
    // P0's next claim is its estimate: admitted once it and the active claims fit in 20.
    let need = sim.state().stays.procs[0].need.unwrap();
    sim.run_until(|s| admissions_of(s, 0) > 1);
    let active: f64 = (0..4)
        .filter(|&q| q != 0 && sim.state().lc.load[q].membership == Membership::Active)
        .map(|q| sim.state().stays.procs[q].claim)
        .sum();
    assert_eq!(sim.state().stays.procs[0].claim, need);
    assert!(active + need <= 20.0, "{active} + {need}");
}

/// How many stays `pid` has begun (the current one counted).
fn admissions_of(s: &paging_core::sim::State, pid: usize) -> u64 {
    let st = &s.stays.procs[pid];
    st.stays + u64::from(s.lc.load[pid].membership == paging_core::sim::Membership::Active)
}

#[test]
fn bard_table2_runs_three_workloads_at_two_storage_sizes_under_both_schedulers() {
    use paging_core::experiment::bard::table2_arms;
    use paging_core::scenario::Admission;
    let arms = table2_arms(1);
    let mut expected = Vec::new();
    for w in ["workload-1", "workload-2", "workload-3"] {
        for kb in [768, 512] {
            expected.push(format!("psi/{w}/{kb}"));
            expected.push(format!("cp67/{w}/{kb}"));
        }
    }
    assert_eq!(arms.iter().map(|a| a.0.clone()).collect::<Vec<_>>(), expected);
    assert_eq!(paging_core::experiment::arm_names("bard-table2").unwrap(), expected);
    for (name, s) in &arms {
        let frames = if name.ends_with("/768") { 130 } else { 80 };
        assert_eq!((s.memory.frames, s.processes.len(), s.duration_us), (frames, 40, Some(660_000_000)), "{name}");
        let admission = &s.scheduler.as_ref().unwrap().stays.as_ref().unwrap().admission;
        match admission {
            // Table 1: Ψc = Ψm = 13 for 768 KB, 11 for 512 KB; feedback strategy 1.
            Admission::Psi { psi_c, psi_m, feedback, .. } => {
                let psi = if frames == 130 { 13.0 } else { 11.0 };
                assert_eq!((*psi_c, *psi_m), (psi, psi), "{name}");
                assert_eq!(feedback.as_ref().unwrap().strategy, paging_core::scheduler::psi::Strategy::One);
                assert!(name.starts_with("psi/"));
            }
            // Queue limits by storage size: 8 and 4 at 130 frames, 5 and 2 at 80.
            Admission::Cp67 { q1_limit, q2_limit, .. } => {
                assert_eq!((*q1_limit, *q2_limit), if frames == 130 { (8, 4) } else { (5, 2) }, "{name}");
                assert!(name.starts_with("cp67/"));
            }
        }
    }
    assert_eq!(Admission::cp67(130), Admission::CP67);
    // The workloads: none, some and more compute-bound users (60 000 references an interaction).
    let compute_bound = |name: &str| {
        let s = &arms.iter().find(|a| a.0 == name).unwrap().1;
        s.processes
            .iter()
            .filter(|p| matches!(p.class, paging_core::scenario::ProcessClass::Terminal { burst: 60_000, .. }))
            .count()
    };
    assert_eq!([1, 2, 3].map(|w| compute_bound(&format!("psi/workload-{w}/768"))), [0, 4, 8]);
    // Workload 2 at 768 KB is bard-psi's run.
    let psi = paging_core::experiment::bard::psi_arms(1);
    assert_eq!(arms[4].1, psi[0].1);
    assert_eq!(arms[5].1, psi[1].1);
}

#[test]
fn with_the_feedback_off_psi_s_star_is_measured_on_its_own_schedule_for_eqs_7_and_8() {
    use paging_core::scheduler::psi::{scale_to_critical, Estimate};
    use paging_core::sim::Membership;
    let off = r#"{"kind": "psi", "psi_c": 13, "psi_m": 13, "beta": 0, "a0_q1": 5, "a0_q2": 8, "alpha": 0.9, "rho": 0.5, "feedback": null, "measure_us": 1000000}"#;
    let mut sim = batch_jobs(4, off);
    sim.run_until(|s| s.stays.psi_s_star.is_some());
    // The first measurement at 1 s (taken at the step under way then), none of them a feedback check.
    assert!((1_000_000..1_001_000).contains(&sim.now().0), "{}", sim.now().0);
    assert!(sim.records().psi_checks.is_empty());
    let x = sim.state().stays.psi_s_star.unwrap();
    let before: Vec<(u64, Estimate)> = sim.state().stays.procs.iter().map(|p| (p.stays, p.estimate[1])).collect();
    sim.run_until(|s| s.stays.procs.iter().zip(&before).any(|(p, b)| p.stays > b.0));
    assert_eq!(sim.state().stays.psi_s_star, Some(x), "no second measurement in between");
    let p = (0..4).find(|&p| sim.state().stays.procs[p].stays > before[p].0).unwrap();
    assert_eq!(sim.state().lc.load[p].membership, Membership::Eligible);
    let st = &sim.state().stays.procs[p];
    let a = st.s as f64 / st.q as f64;
    // Eqs. 7–8 scale the stay's S/Q from the measured Ψs* to Ψc = 13, then eqs. 9–10.
    let expected = before[p].1.update(scale_to_critical(a, x, 13.0, 0.0), 0.9, 0.5);
    assert_eq!(st.estimate[1], expected);
    assert_ne!(scale_to_critical(a, x, 13.0, 0.0), a, "Ψs* = {x}: the scaling must act");
    // Later measurements follow every second.
    sim.run_until(|s| s.now().0 > 3_500_000);
    assert_ne!(sim.state().stays.psi_s_star, Some(x));
}
