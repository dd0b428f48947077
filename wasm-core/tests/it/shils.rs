//! Shils 1968's Load Leveler as the paper describes it: the quick-check at
//! Δt/4 follows a set-aside only (§3C), Figure 3's turnaround improves below
//! y = 90 %, underload does not persist with the leveler (Figure 4A) and the
//! sleeper is answered within 0.1 s more often with it (Figure 7).

use paging_core::experiment::{run_experiment, shils_leveler, shils_scenario};
use paging_core::scheduler::load_leveler::Action;
use paging_core::Simulator;

#[test]
fn the_quick_check_follows_a_set_aside_and_nothing_else() {
    let s = shils_scenario(1, true);
    let dt = shils_leveler().dt_us;
    // A check falls due between micro-steps: it is taken up at most one micro-step late, and no
    // micro-step charges more than a fault, a page I/O, a file I/O and a dispatch together (12 ms
    // here, against the 2.5 s and 10 s the test tells apart).
    let v = s.supervisor.clone().unwrap();
    let one_step = s.cpu.fault_us + v.page_io_us + v.vsio_us + v.dispatch_us;
    let mut sim = Simulator::new(s, false);
    sim.run_to_end().unwrap();
    let checks = &sim.records().ll_checks;
    let (mut asides, mut returns) = (0, 0);
    for w in checks.windows(2) {
        let gap = w[1].t_us - w[0].t_us;
        let due = match w[0].action {
            Action::SetAside { .. } => {
                asides += 1;
                dt / 4
            }
            Action::Return { .. } => {
                returns += 1;
                dt
            }
            Action::None => dt,
        };
        assert!(
            (due..=due + one_step).contains(&gap),
            "after {:?} at {} µs the next check came {gap} µs later",
            w[0].action,
            w[0].t_us
        );
    }
    assert!(asides > 5 && returns > 5, "{asides} set-asides, {returns} returns");
}

#[test]
fn figure_3_turnaround_improves_below_y_90() {
    let r = run_experiment("shils-y", 1).unwrap();
    let batch = |y: u32| {
        let arm = r.arms.iter().find(|a| a.name == format!("y={y}")).unwrap();
        serde_json::to_value(&arm.metrics).unwrap()["batch_completion_s"].as_f64()
    };
    // At y = 90 % the leveler never acts and the squeezed batch does not finish (Shils: "LL took no action at all").
    assert_eq!(batch(90), None);
    let low: Vec<f64> = [10, 20, 30, 40, 50].iter().map(|&y| batch(y).expect("the batch finishes")).collect();
    // Lower y, sooner or the same: the leveler acts on more intervals.
    assert!(low.windows(2).all(|w| w[0] <= w[1]), "{low:?}");
}

fn shils_ll(seed: u64) -> (serde_json::Value, serde_json::Value) {
    let r = run_experiment("shils-ll", seed).unwrap();
    let m = |i: usize| serde_json::to_value(&r.arms[i].metrics).unwrap();
    assert_eq!((r.arms[0].name.as_str(), r.arms[1].name.as_str()), ("with-ll", "without-ll"));
    (m(0), m(1))
}

/// Figure 4: Shils found UNDER → UNDER 0.73 with the leveler and 0.86 without.
/// The lab's squeezed job mix never leaves area C without the leveler, so it
/// has no UNDER row to compare (reported as none, not as 0); with it, the
/// leveler returns a job whenever an interval is underloaded, so underload
/// does not persist.
#[test]
fn figure_4_underload_does_not_persist_with_the_leveler() {
    for seed in [1, 9, 23] {
        let (with, without) = shils_ll(seed);
        assert_eq!(without["regions"]["under"], 0, "seed {seed}");
        assert!(without["p_under_under"].is_null(), "seed {seed}: no UNDER interval, no UNDER → UNDER");
        let p = with["p_under_under"].as_f64().expect("intervals in UNDER with the leveler");
        assert!(p < 0.75, "seed {seed}: UNDER → UNDER {p} with the leveler");
    }
}

/// Figure 7: "Over 800 quick responses … with LL active (Figure 7A) as
/// compared to about 500 without LL (Figure 7B) … 800/1289 is greater than
/// 500/1062": the share of the sleeper's delays in the first 0.1 s quantum is
/// higher with the leveler (the lab's default reading: until the sleeper's
/// first reference completes).
#[test]
fn figure_7_the_sleeper_is_answered_quickly_more_often_with_the_leveler() {
    for seed in [1, 9, 23] {
        let (with, without) = shils_ll(seed);
        let share = |m: &serde_json::Value| {
            let h: Vec<u64> = m["sleeper_delays"]["first_reference"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_u64().unwrap())
                .collect();
            h[0] as f64 / h.iter().sum::<u64>() as f64
        };
        assert!(share(&with) > share(&without) + 0.2, "seed {seed}: {} against {}", share(&with), share(&without));
        // Until the sleeper is dispatched, both arms answer at once: the processor is seldom busy for long.
        for m in [&with, &without] {
            let d = m["sleeper_delays"]["dispatch"].as_array().unwrap();
            assert!(d[1..].iter().all(|x| x == 0), "seed {seed}: {d:?}");
        }
    }
}
