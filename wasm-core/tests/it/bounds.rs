//! Every run is bounded: scenarios whose time cannot advance or whose work
//! has no bound are refused, and runs that would keep records without end
//! stop at their budget with a message naming what to change. One test per
//! reproducer of hostile input; each ends within seconds.

use paging_core::experiment::{bard, squeezed_mix};
use paging_core::scenario::{LoadLevelerConfig, ProcessClass, SamplerConfig, Scenario};
use paging_core::sim::{OverBudget, Record};
use paging_core::workload::{Band, QShape, Workload};
use paging_core::Simulator;

fn refused(json: &str) -> String {
    Scenario::from_json(json).expect_err("the scenario must be refused")
}

#[test]
fn references_that_take_no_time_are_refused_when_the_run_ends_by_time() {
    let cyclic = r#"{"version":1,"seed":1,"cpu":{"reference_us":0},
        "processes":[{"workload":{"kind":"typed","text":"1 2 3"},"cyclic":true}],"duration_us":1000000}"#;
    assert_eq!(
        refused(cyclic),
        "cpu.reference_us = 0 is not allowed: expected at least 1 µs with terminal users or cyclic jobs: \
         their run ends at duration_us, which references that take no time would never reach"
    );
    // The textbook presets (all costs 0) with "cyclic" ticked.
    let mut s = Scenario::plain(3, 1, Workload::Typed { text: "1 2 3 4 1 2 5 1 2 3 4 5".into() });
    s.processes[0].cyclic = true;
    s.duration_us = Some(1_000);
    assert_eq!(s.validate().unwrap_err().field, "cpu.reference_us");
}

#[test]
fn a_day_of_one_microsecond_interactions_is_more_work_than_a_run_may_do() {
    let mut s = Scenario::default();
    s.processes[0].class = ProcessClass::Terminal { think_us: 1, burst: 1, fixed: true };
    s.duration_us = Some(86_400_000_000);
    assert_eq!(
        s.validate().unwrap_err().to_string(),
        "duration_us = 86400000000 is not allowed: expected at most 50000000000 µs at cpu.reference_us = 50: \
         a run makes at most 1000000000 references, one per cpu.reference_us at most — shorten duration_us \
         or lengthen cpu.reference_us"
    );
    // An hour of them is allowed, and its response times stop at their budget.
    s.duration_us = Some(3_600_000_000);
    s.cpu.reference_us = 4;
    s.processes[0].workload = Workload::Typed { text: "1".into() };
    let mut sim = Simulator::new(Scenario::from_json(&s.to_json()).unwrap(), false);
    assert_eq!(sim.run_to_end(), Err(OverBudget(Record::Responses)));
    assert_eq!(sim.records().responses_us[0].len(), 1_000_000);
}

#[test]
fn a_load_leveler_checking_every_four_microseconds_stops_at_its_budget() {
    let mut s = squeezed_mix(1, true);
    s.scheduler.as_mut().unwrap().load_leveler = Some(LoadLevelerConfig { dt_us: 4, ..Default::default() });
    s.validate().unwrap();
    let mut sim = Simulator::new(s, false);
    let e = sim.run_to_end().unwrap_err();
    assert_eq!(
        e.to_string(),
        "the run stopped: it would keep more than 1,000,000 Load Leveler checks (a run's budget); \
         lengthen scheduler.load_leveler.dt_us or shorten duration_us"
    );
    assert_eq!(sim.records().ll_checks.len(), 1_000_000);
    assert!(sim.is_done() && !sim.micro_step());
}

#[test]
fn a_millisecond_sampler_over_an_hour_of_file_io_stops_at_its_budget() {
    let text = (0..60).map(|i| (i % 7).to_string()).collect::<Vec<_>>().join(" ");
    let mut s = Scenario::default();
    s.processes[0].workload = Workload::Typed { text };
    s.processes[0].vsio_every = 1;
    s.processes[0].vsio_us = 60_000_000;
    s.sampler = Some(SamplerConfig { dt_us: 1_000 });
    let mut sim = Simulator::new(Scenario::from_json(&s.to_json()).unwrap(), false);
    assert_eq!(sim.run_to_end(), Err(OverBudget(Record::Samples)));
    assert_eq!(sim.records().samples.len(), 1_000_000);
    // The step-through view says so before it starts.
    let e = Simulator::new(s, true).survey(u64::MAX).unwrap_err();
    assert!(e.starts_with("the run stopped: it would keep more than 1,000,000 samples"), "{e}");
}

#[test]
fn psi_feedback_every_millisecond_for_a_day_is_refused_or_stops_at_its_budget() {
    let (_, mut s) = bard::psi_arms(1).remove(0);
    let stays = s.scheduler.as_mut().unwrap().stays.as_mut().unwrap();
    let paging_core::scenario::Admission::Psi { feedback: Some(fb), .. } = &mut stays.admission else {
        panic!("the Ψ arm has feedback")
    };
    fb.check_us = 1_000;
    s.duration_us = Some(86_400_000_000);
    // 200 µs references for a day: 432 M references, within a run's work; the checks are not.
    s.validate().unwrap();
    let mut sim = Simulator::new(s, false);
    assert_eq!(sim.run_to_end(), Err(OverBudget(Record::PsiChecks)));
}

#[test]
fn the_largest_page_number_costs_one_entry() {
    let s = Scenario::plain(3, 1, Workload::Typed { text: "2147483647 1 2147483647 2 3 2147483647".into() });
    let mut sim = Simulator::new(Scenario::from_json(&s.to_json()).unwrap(), true);
    sim.run_to_end().unwrap();
    assert_eq!((sim.counters().references, sim.counters().faults), (6, 5));
    sim.state().check_invariants().unwrap();
}

#[test]
fn bands_whose_pages_overflow_32_bits_are_refused() {
    let bands = vec![Band { pages: 1 << 20, mass: 1.0 / 4096.0, theta: 1.0 }; 4096];
    let mut s = Scenario::default();
    s.processes[0].workload =
        Workload::LruStack { pages: 1 << 20, length: 100, q: QShape::Bands { bands }, write_fraction: 0.0 };
    assert_eq!(
        s.validate().unwrap_err().to_string(),
        "processes[0].workload.q.bands = 4096 bands of 4294967296 pages is not allowed: \
         expected 1 or more bands of at most 1048576 pages in all"
    );
}

#[test]
fn a_typed_string_longer_than_a_workload_may_be_is_refused() {
    let mut s = Scenario::default();
    s.processes[0].workload = Workload::Typed { text: "1 ".repeat(20_000_001) };
    assert_eq!(
        s.validate().unwrap_err().to_string(),
        "processes[0].workload.text = 20000001 references is not allowed: expected at most 20000000 references"
    );
}

#[test]
fn the_largest_lru_stack_program_allowed_is_generated() {
    let w = Workload::LruStack { pages: 1 << 20, length: 20_000_000, q: QShape::Zipf { s: 0.5 }, write_fraction: 0.0 };
    w.validate("w").unwrap();
    let refs = w.generate(1, 0);
    assert_eq!(refs.len(), 20_000_000);
    assert!(refs.iter().all(|r| r.page() < 1 << 20));
}

#[test]
fn checkpoints_of_a_large_memory_grow_sparser_and_seeking_back_stays_exact() {
    let mut s = Scenario::plain(65_536, 1, Workload::Uniform { pages: 200_000, length: 100_000, write_fraction: 0.3 });
    s.drum = Some(Default::default());
    let mut sim = Simulator::new(s.clone(), true);
    sim.run_to_end().unwrap();
    let end = sim.step_count();
    assert!(sim.checkpoint_bytes() <= paging_core::sim::CHECKPOINT_BYTES, "{}", sim.checkpoint_bytes());
    assert!(sim.checkpoint_bytes() > paging_core::sim::CHECKPOINT_BYTES / 4, "thinned, not emptied");
    for target in [end / 3, 17, end - 1] {
        let mut fresh = Simulator::new(s.clone(), true);
        fresh.seek(target);
        sim.seek(target);
        assert_eq!(sim.counters(), fresh.counters(), "step {target}");
        assert_eq!(sim.state().frames.page, fresh.state().frames.page, "step {target}");
        assert_eq!(sim.events(), fresh.events(), "events after {target} are forgotten");
    }
}

#[test]
fn what_the_step_through_views_compute_stops_at_their_micro_step_budget() {
    // A short cyclic string over an hour: few references written, ~7 M micro-steps.
    let mut s = Scenario::plain(3, 1, Workload::Typed { text: "1 2 3 4 1 2 5".into() });
    s.cpu.reference_us = 1;
    s.processes[0].cyclic = true;
    s.duration_us = Some(3_600_000);
    s.validate().unwrap();
    let budget = "the run stopped: it would take more than 2,000,000 micro-steps (a run's budget); the step-through \
                  view follows no more: shorten the run (the workloads' length or duration_us), or run it with \
                  `pagingsim run`";
    assert_eq!(paging_core::experiment::sweep_k(&s, &[0, 1]).unwrap_err(), budget);
    assert_eq!(paging_core::experiment::compare(&s).unwrap_err(), budget);
    assert_eq!(paging_core::exercise::generate(&s, 1, 5).unwrap_err(), budget);
    let mut sim = Simulator::new(s.clone(), true);
    sim.limit_steps();
    assert_eq!(sim.survey(u64::MAX).unwrap_err(), budget);
    assert_eq!(sim.run_to_end(), Err(OverBudget(Record::MicroSteps)));
    assert_eq!(sim.step_count(), paging_core::sim::MAX_STEP_THROUGH_STEPS);
    // Without the limit the same run goes on to its end.
    let mut free = Simulator::new(s, false);
    free.run_to_end().unwrap();
    assert!(free.step_count() > 3 * paging_core::sim::MAX_STEP_THROUGH_STEPS, "{}", free.step_count());
}
