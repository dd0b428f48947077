//! Shils 1968's Load Leveler as the paper describes it: the quick-check at
//! Δt/4 follows a set-aside only (§3C), and Figure 3's turnaround improves
//! below y = 90 %.

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
