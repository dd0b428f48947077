//! What the UI reads: the sampler's records from an index on against the
//! whole series, the decisions from an index on against the log, and the
//! constants against the core's own definitions.

use paging_core::analysis::psi::psi_series;
use paging_core::experiment::{activity, arm_names, run_experiment, EXPERIMENTS};
use paging_core::memory::FrameState;
use paging_core::scenario::{
    LoadLevelerConfig, ProcessConfig, SamplerConfig, Scenario, SchedulerConfig, SupervisorConfig,
};
use paging_core::scheduler::load_leveler::{classify, transition_matrix, transitions, Region};
use paging_core::view::{Constants, SamplesSince, WorkingSetView, WS_HISTORY};
use paging_core::workload::{QShape, Workload};
use paging_core::Simulator;

/// Three jobs under the Load Leveler, sampled every 20 ms.
fn sampled() -> Scenario {
    let job = |pages, theta| {
        ProcessConfig::background(Workload::LruStack {
            pages,
            length: 3_000,
            q: QShape::Geometric { theta },
            write_fraction: 0.3,
        })
    };
    let mut s = Scenario { processes: vec![job(30, 0.9), job(40, 0.85), job(20, 0.9)], ..Scenario::default() };
    s.memory.frames = 24;
    s.supervisor = Some(SupervisorConfig::default());
    s.scheduler = Some(SchedulerConfig {
        time_slice_us: 20_000,
        load_leveler: Some(LoadLevelerConfig { x_pages_per_s: 20.0, y_pct: 30.0, dt_us: 100_000, manual: None }),
        ..SchedulerConfig::default()
    });
    s.sampler = Some(SamplerConfig { dt_us: 20_000 });
    s.validate().unwrap();
    s
}

#[test]
fn samples_from_an_index_are_the_tail_of_the_whole_series() {
    let s = sampled();
    let mut sim = Simulator::new(s.clone(), true);
    sim.run_to_end().unwrap();
    let all = &sim.records().samples;
    assert!(all.len() > 20, "{} samples", all.len());
    let psi = psi_series(all, s.memory.frames);
    let points: Vec<[f64; 2]> = activity(all).into_iter().map(|(cpu, rate)| [rate, cpu]).collect();
    assert_eq!(psi.len(), all.len() - 1, "one Ψ point per interval");
    for from in [0, 1, 2, all.len() / 2, all.len() - 1, all.len(), all.len() + 5] {
        let since = SamplesSince::of(&sim, from);
        let first_interval = from.clamp(1, all.len()) - 1;
        assert_eq!(since.from as usize, from.min(all.len()));
        assert_eq!(since.samples, all[from.min(all.len())..], "from {from}");
        assert_eq!(since.psi, psi[first_interval.min(psi.len())..], "from {from}");
        assert_eq!(since.activity, points[first_interval.min(points.len())..], "from {from}");
        assert_eq!(since.regions, sim.records().regions[first_interval.min(points.len())..], "from {from}");
    }
}

#[test]
fn a_seek_keeps_the_recorded_areas_beside_the_samples() {
    let s = sampled();
    let (x, y) = s.figure1_thresholds();
    let mut sim = Simulator::new(s, true);
    sim.run_to_end().unwrap();
    let end = sim.step_count();
    let all = sim.records().regions.clone();
    let areas = |sim: &Simulator| {
        let r = sim.records();
        assert_eq!(r.regions.len() + 1, r.samples.len());
        let expected: Vec<_> = activity(&r.samples).into_iter().map(|(cpu, rate)| classify(cpu, rate, x, y)).collect();
        assert_eq!(r.regions, expected);
        assert_eq!(r.transitions, transitions(&r.regions), "the counts follow the areas");
        assert_eq!(SamplesSince::of(sim, 0).matrix, transition_matrix(&r.regions));
        r.regions.clone()
    };
    assert_eq!(areas(&sim), all);
    // Back, forward, back again, to the start and to the end: always the first areas of the whole run.
    for at in [end / 3, end / 2, end / 5, 0, end] {
        sim.seek(at);
        let now = areas(&sim);
        assert!(now.len() <= all.len() && now[..] == all[..now.len()], "at micro-step {at}");
        assert_eq!(now.len() == all.len(), at == end, "at micro-step {at}");
    }
}

#[test]
fn decisions_from_an_index_follow_the_log_back_and_forth() {
    let mut sim = Simulator::new(sampled(), true);
    sim.run_to_end().unwrap();
    let end = sim.step_count();
    let all: Vec<_> = sim.events().iter().filter(|e| e.kind.is_decision()).cloned().collect();
    assert!(all.len() > 5 && sim.decision_count() == all.len());
    sim.seek(end / 2);
    let half = sim.decision_count();
    assert!(half > 0 && half < all.len());
    assert_eq!(sim.decisions_from(half - 1).cloned().collect::<Vec<_>>(), all[half - 1..half]);
    sim.seek(end);
    assert_eq!(sim.decisions_from(half).cloned().collect::<Vec<_>>(), all[half..]);
    assert_eq!(sim.decisions_from(all.len() + 3).count(), 0);
}

#[test]
fn the_working_set_view_keeps_the_last_points_of_each_history() {
    let mut s = sampled();
    s.scheduler = Some(SchedulerConfig {
        working_set: Some(paging_core::scenario::WorkingSetConfig { delta: 1_000, ..Default::default() }),
        ..SchedulerConfig::default()
    });
    s.validate().unwrap();
    let mut sim = Simulator::new(s, false);
    sim.run_to_end().unwrap();
    let view = WorkingSetView::of(&sim).unwrap();
    for (p, w) in view.processes.iter().enumerate() {
        let history = &sim.records().windows[p];
        assert!(history.len() > WS_HISTORY, "P{p}: {} points", history.len());
        assert_eq!(w.history, history[history.len() - WS_HISTORY..]);
    }
    assert!(WorkingSetView::of(&Simulator::new(Scenario::default(), false)).is_none());
}

#[test]
fn the_constants_are_the_cores_own() {
    let c = Constants::get();
    for (i, state) in c.frame_states.iter().enumerate() {
        assert_eq!(*state as usize, i, "frame_states[{i}]");
    }
    for (i, region) in c.regions.iter().enumerate() {
        assert_eq!(region.index(), i);
    }
    assert_eq!(c.regions, Region::ALL);
    assert_eq!(c.frame_states, [FrameState::Free, FrameState::Pulling, FrameState::Listed, FrameState::Pushing]);
    assert_eq!(c.default_scenario, Scenario::default());
    let names: Vec<&str> = c.experiments.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, EXPERIMENTS);
    // The arms a run reports, in order.
    let corbato = run_experiment("corbato-k", 1).unwrap();
    assert_eq!(arm_names("corbato-k").unwrap(), corbato.arms.iter().map(|a| a.name.clone()).collect::<Vec<_>>());
    assert_eq!(c.experiments.iter().find(|e| e.name == "bard-psi").unwrap().arms, ["psi-scheduler", "cp67-scheduler"]);
    // Every starting point is a valid workload, one of each kind.
    for (i, w) in c.workloads.iter().enumerate() {
        w.validate(&format!("workloads[{i}]")).unwrap();
    }
    let kinds: Vec<String> =
        c.workloads.iter().map(|w| serde_json::to_value(w).unwrap()["kind"].as_str().unwrap().to_string()).collect();
    assert_eq!(kinds, ["typed", "lru_stack", "king_size", "uniform", "phased"]);
    assert!(c.ostep_form.options().is_ok());
}

#[test]
fn the_section_defaults_are_what_an_empty_section_becomes() {
    fn empty<T: serde::de::DeserializeOwned>() -> T {
        serde_json::from_str("{}").unwrap()
    }
    let d = Constants::get().defaults;
    assert_eq!(d.memory, empty());
    assert_eq!(d.drum, empty());
    assert_eq!(d.cpu, empty());
    assert_eq!(d.supervisor, empty());
    assert_eq!(d.scheduler, empty());
    assert_eq!(d.load_leveler, empty());
    assert_eq!(d.working_set, empty());
    assert_eq!(d.stays, empty());
    assert_eq!(d.sampler, empty());
    // A scenario that names no drum gets the default one.
    let s = Scenario::from_json(
        r#"{"version": 1, "seed": 1, "processes": [{"workload": {"kind": "typed", "text": "1 2"}}]}"#,
    )
    .unwrap();
    assert_eq!(s.drum, Some(d.drum));
}
