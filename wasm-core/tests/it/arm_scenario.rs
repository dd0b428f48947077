//! An experiment's arm opened on its stage: the scenario the WASM call hands
//! over is the one the experiment runs (it round-trips through JSON to the
//! runner's own), and an arm too long for the step-through view opens as its
//! first seconds exactly — the cut run is the arm's run, micro-step for
//! micro-step, up to the instant it ends.

use paging_core::api::step_through_error;
use paging_core::api_experiments::{experiment_arm_open_json, experiment_arm_scenario_json};
use paging_core::experiment::open::arm_for_stage;
use paging_core::experiment::{arm_names, arm_scenario, cases, run_case, Runner, EXPERIMENTS};
use paging_core::{Scenario, Simulator};

#[test]
fn every_arms_json_is_the_scenario_the_runner_runs() {
    for name in EXPERIMENTS {
        for case in 1..=cases(name) {
            let runner = Runner::with_case(name, 7, case).unwrap();
            for arm in arm_names(name).unwrap() {
                let json = experiment_arm_scenario_json(name, 7, case, &arm).unwrap();
                let read = Scenario::from_json(&json).unwrap();
                assert_eq!(&read, runner.arm_scenario(&arm).unwrap(), "{name} case {case} {arm}");
            }
        }
    }
}

#[test]
fn an_unknown_arm_is_named_with_the_arms_there_are() {
    let e = arm_scenario("corbato-k", 1, 1, "k=3").unwrap_err();
    assert_eq!(e, "arm = k=3 is not an arm of corbato-k: expected one of k=0, k=1, k=2, k=4, k=7");
    assert!(arm_for_stage("nobody", 1, 1, "x").is_err());
}

#[test]
fn an_arm_that_fits_opens_whole_and_runs_as_the_experiment_ran_it() {
    // Corbató's Table 2 load (60,000 references) fits the step-through view.
    let opened = arm_for_stage("corbato-k", 1, 2, "k=1").unwrap();
    assert!(opened.shortened.is_none());
    let result = run_case("corbato-k", 1, 2).unwrap();
    let mut sim = Simulator::new(opened.scenario.clone(), false);
    sim.run_to_end().unwrap();
    let metrics = serde_json::to_value(&result.arms.iter().find(|a| a.name == "k=1").unwrap().metrics).unwrap();
    assert_eq!(metrics["faults"], sim.counters().faults);
    assert_eq!(metrics["pointer_steps"], sim.counters().pointer_steps);
}

/// The cut run to its end against the arm's whole run at the same micro-step.
fn assert_first_seconds(name: &str, arm: &str) {
    let full = arm_scenario(name, 1, 1, arm).unwrap();
    let opened = arm_for_stage(name, 1, 1, arm).unwrap();
    let cut = opened.shortened.clone().expect("the arm is longer than the view");
    assert_eq!(step_through_error(&opened.scenario.to_json()), "", "{name} {arm} fits the view");
    assert!(cut.references <= 100_000 && cut.references < cut.full_references);
    let mut ended = Simulator::new(opened.scenario.clone(), false);
    while ended.micro_step() {}
    // It ends at its duration (the end is taken up between micro-steps: at most one micro-step late).
    assert!(ended.now().0 >= cut.duration_us.unwrap(), "{name} {arm} ends at its duration");
    // Up to its last micro-step (the end itself), the cut run is the whole run.
    let steps = ended.step_count() - 1;
    let mut short = Simulator::new(opened.scenario.clone(), false);
    while short.step_count() < steps && short.micro_step() {}
    let mut whole = Simulator::new(full, false);
    while whole.step_count() < steps && whole.micro_step() {}
    assert_eq!(whole.step_count(), steps, "{name} {arm}");
    assert_eq!(whole.now(), short.now(), "{name} {arm}");
    assert_eq!(format!("{:?}", whole.counters()), format!("{:?}", short.counters()), "{name} {arm}");
    let cursors = |s: &Simulator| s.state().procs.iter().map(|p| p.cursor).collect::<Vec<_>>();
    assert_eq!(cursors(&whole), cursors(&short), "{name} {arm}");
    // The JSON the stage receives is that scenario and that cut.
    let json: serde_json::Value = serde_json::from_str(&experiment_arm_open_json(name, 1, 1, arm).unwrap()).unwrap();
    assert_eq!(Scenario::from_json(&json["scenario"].to_string()).unwrap(), opened.scenario);
    assert_eq!(json["shortened"]["duration_us"], cut.duration_us.unwrap());
}

#[test]
fn a_long_arm_opens_as_its_first_seconds_exactly() {
    assert_first_seconds("shils-ll", "with-ll");
    assert_first_seconds("thrashing", "mpl=4");
    assert_first_seconds("bard-psi", "psi-scheduler");
    assert_first_seconds("bard-regression", "fit");
    assert_first_seconds("nishigaki-table1", "S2/pe");
}
