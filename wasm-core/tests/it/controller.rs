//! The student as load controller: the Load Leveler's own decisions replayed
//! as the student's give the Load Leveler's run exactly; the score card the
//! CLI prints is the library's; bad decisions are one line naming the field,
//! the value and what is allowed.

use crate::common::{bad_input, file, json, pagingsim};
use paging_core::event::{Context, EventKind};
use paging_core::experiment::controller::{
    controller_scenario, leveler_decisions, opponents, score_card, score_of, score_run,
};
use paging_core::scenario::{ManualAction, ManualDecision};
use paging_core::scheduler::load_leveler::Action;
use paging_core::sim::Simulator;

fn decision(check: u32, action: ManualAction, pid: u16) -> ManualDecision {
    ManualDecision { check, action, pid }
}

#[test]
fn the_leveler_s_decisions_replayed_as_the_student_s_give_its_run_exactly() {
    for seed in [1, 2, 7] {
        let manual = controller_scenario(seed, Vec::new());
        let (_, leveler) = opponents(&manual).remove(0);
        let mut ll = Simulator::new(leveler, false);
        ll.run_to_end().unwrap();
        let decisions = leveler_decisions(&ll.records().ll_checks);
        assert!(decisions.len() >= 4, "seed {seed}: the leveler acted {} times", decisions.len());
        let mut you = Simulator::new(controller_scenario(seed, decisions), false);
        you.run_to_end().unwrap();
        assert_eq!(you.manual_error(), None);
        assert_eq!(you.counters(), ll.counters(), "seed {seed}");
        assert_eq!(you.records().ll_checks, ll.records().ll_checks, "seed {seed}");
        assert_eq!(you.records().samples, ll.records().samples, "seed {seed}");
        let area = manual.scheduler.as_ref().unwrap().load_leveler.clone().unwrap();
        let (a, b) = (score_of("x", &you, &area), score_of("x", &ll, &area));
        assert_eq!(a, b, "seed {seed}");
    }
}

#[test]
fn a_set_aside_acts_at_its_check_and_brings_the_quick_check() {
    // Check 1 (t ≈ 4 s) sets batch job 2 aside; check 2 follows Δt/4 = 0.5 s later and returns it.
    let s = controller_scenario(1, vec![decision(1, ManualAction::SetAside, 2), decision(2, ManualAction::Return, 2)]);
    let mut sim = Simulator::new(s, false);
    sim.run_to_end().unwrap();
    let checks = &sim.records().ll_checks;
    assert_eq!(checks[0].action, Action::None);
    assert_eq!(checks[1].action, Action::SetAside { pid: 2 });
    assert_eq!(checks[2].action, Action::Return { pid: 2 });
    assert_eq!(checks[2].interval_us, checks[2].t_us - checks[1].t_us);
    assert!(checks[2].t_us - checks[1].t_us >= 500_000 && checks[2].t_us - checks[1].t_us < 600_000);
    assert!(checks[3].t_us - checks[2].t_us >= 2_000_000, "a return is followed by the full Δt");
    assert!(checks[3..].iter().all(|k| k.action == Action::None));
    // The narration says whose decision it was, and that a return is followed by the full Δt.
    let mut told = Simulator::new(
        controller_scenario(1, vec![decision(1, ManualAction::SetAside, 2), decision(2, ManualAction::Return, 2)]),
        true,
    );
    told.run_to_end().unwrap();
    let lines: Vec<String> = told
        .events()
        .iter()
        .filter(|e| matches!(e.kind, EventKind::LoadLeveler { .. }))
        .map(|e| e.narrate(Context::of(&told.scenario().memory)))
        .collect();
    assert!(
        lines[1].starts_with("Your check: CPU ")
            && lines[1].ends_with(": set aside P2; quick check after Δt/4 (MPL 3)."),
        "{}",
        lines[1]
    );
    assert!(lines[2].ends_with(": return P2 to the job queue; next check after Δt (MPL 3)."), "{}", lines[2]);
}

#[test]
fn the_score_card_runs_the_same_stream_under_each_controller() {
    let card = score_card(&controller_scenario(3, Vec::new())).unwrap();
    let names: Vec<&str> = card.scores.iter().map(|s| s.controller.as_str()).collect();
    assert_eq!(names, ["you", "load-leveler", "working-set", "psi"]);
    // Leaving every check alone is no load control at all: the same run as the leveler switched off.
    let mut off = controller_scenario(3, Vec::new());
    off.scheduler.as_mut().unwrap().load_leveler = None;
    let area = controller_scenario(3, Vec::new()).scheduler.unwrap().load_leveler.unwrap();
    let none = score_run("you", off, &area).unwrap();
    assert_eq!(card.scores[0], none);
    for s in &card.scores {
        assert!(s.area_c_pct <= 100.0 && s.problem_pct < 100.0, "{s:?}");
    }
}

#[test]
fn the_cli_prints_the_library_s_score_card() {
    let decisions = r#"[{"check":0,"action":"set_aside","pid":3},{"check":1,"action":"set_aside","pid":2},
        {"check":6,"action":"return","pid":3}]"#;
    let parsed: Vec<ManualDecision> = serde_json::from_str(decisions).unwrap();
    // The text itself: the same numbers to the last digit.
    let expected =
        serde_json::to_string_pretty(&score_card(&controller_scenario(5, parsed.clone())).unwrap()).unwrap() + "\n";
    let stdout = |args: &[&str]| String::from_utf8(pagingsim(args).stdout).unwrap();
    assert_eq!(stdout(&["controller", "--seed", "5", "--decisions", decisions]), expected);
    let path = file("decisions.json", decisions);
    assert_eq!(stdout(&["controller", "--seed", "5", "--decisions", &path]), expected);
    let scenario = file("manual.json", controller_scenario(5, parsed).to_json());
    assert_eq!(stdout(&["controller", "--scenario", &scenario]), expected);
    assert_eq!(json(&pagingsim(&["controller", "--seed", "5"]))["decisions"], 0);
}

#[test]
fn bad_decisions_are_one_line_naming_field_value_and_allowed() {
    let bad = |d: &str| bad_input(&["controller", "--decisions", d]);
    assert_eq!(
        bad(r#"[{"check":0,"action":"set_aside","pid":6}]"#),
        "pagingsim: scheduler.load_leveler.manual[0].pid = 6 is not allowed: expected a process of the scenario, 0..=5"
    );
    assert_eq!(
        bad(r#"[{"check":4,"action":"set_aside","pid":1},{"check":4,"action":"return","pid":1}]"#),
        "pagingsim: scheduler.load_leveler.manual[1].check = 4 is not allowed: expected a check in 5..=76 \
         (one decision a check, in check order, within duration_us)"
    );
    assert_eq!(
        bad(r#"[{"check":77,"action":"set_aside","pid":1}]"#),
        "pagingsim: scheduler.load_leveler.manual[0].check = 77 is not allowed: expected a check in 0..=76 \
         (one decision a check, in check order, within duration_us)"
    );
    // Terminal user 4 thinks at the first check: it is not in memory to be set aside.
    assert_eq!(
        bad(r#"[{"check":0,"action":"set_aside","pid":4}]"#),
        "pagingsim: scheduler.load_leveler.manual[0] = set_aside process 4 at check 0 (t = 2.000 s) is not allowed: \
         expected an active process (now 0, 1, 2, 3)"
    );
    assert_eq!(
        bad(r#"[{"check":0,"action":"return","pid":1}]"#),
        "pagingsim: scheduler.load_leveler.manual[0] = return process 1 at check 0 (t = 2.000 s) is not allowed: \
         expected a set-aside process (none now)"
    );
    assert_eq!(
        bad(r#"[{"check":0,"action":"admit","pid":1}]"#),
        "pagingsim: scheduler.load_leveler.manual[0].action: unknown variant `admit`, expected `set_aside` or `return`"
    );
    // A number the field's type cannot hold: the field's range (issue #24: the type's was given).
    assert_eq!(
        bad(r#"[{"check":-1,"action":"set_aside","pid":1}]"#),
        "pagingsim: scheduler.load_leveler.manual[0].check = -1 is not allowed: expected a check in 0..=76 \
         (one decision a check, in check order, within duration_us)"
    );
    assert_eq!(
        bad(r#"[{"check":0,"action":"set_aside","pid":65536}]"#),
        "pagingsim: scheduler.load_leveler.manual[0].pid = 65536 is not allowed: expected a process of the scenario, 0..=5"
    );
}

#[test]
fn the_working_set_scheduler_controls_this_stream() {
    // On the game's timescale (Δ = 50 references) each program is sampled many times in 40 s, pages are released,
    // and a new program's demand (12 pages) keeps some waiting at the start: the run is not the one without load
    // control (before, with the paper's Δ of 2,000 references and no initial estimate, it was to the last digit).
    for seed in [1, 4] {
        let manual = controller_scenario(seed, Vec::new());
        let (_, ws) = opponents(&manual).remove(1);
        let mut sim = Simulator::new(ws, true);
        sim.run_to_end().unwrap();
        let released: Vec<u32> = sim
            .events()
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::WsSampled { released, .. } => Some(released),
                _ => None,
            })
            .collect();
        assert!(released.len() > 100 && released.iter().sum::<u32>() > 0, "seed {seed}: {} samples", released.len());
        let mut off = manual.clone();
        off.scheduler.as_mut().unwrap().load_leveler = None;
        let area = manual.scheduler.as_ref().unwrap().load_leveler.clone().unwrap();
        assert_ne!(score_of("x", &sim, &area), score_run("x", off, &area).unwrap(), "seed {seed}");
    }
}

#[test]
fn decisions_beyond_the_run_name_how_many_checks_it_has() {
    let mut s =
        controller_scenario(1, vec![decision(76, ManualAction::SetAside, 0), decision(77, ManualAction::Return, 0)]);
    assert_eq!(
        s.validate().unwrap_err().to_string(),
        "scheduler.load_leveler.manual[1].check = 77 is not allowed: expected no further decision: a run of \
         duration_us has at most 77 checks"
    );
    // 40 s, Δt = 2 s: the first check at 2 s, then at least 0.5 s apart — at most 1 + 38 / 0.5 = 77 checks.
    s.duration_us = Some(1_999_999);
    s.scheduler.as_mut().unwrap().load_leveler.as_mut().unwrap().manual =
        Some(vec![decision(0, ManualAction::SetAside, 0)]);
    assert_eq!(
        s.validate().unwrap_err().to_string(),
        "scheduler.load_leveler.manual[0].check = 0 is not allowed: expected no decision: the run ends before its \
         first check (duration_us < dt_us)"
    );
}

#[test]
fn the_working_set_opponent_runs_on_the_games_timescale() {
    let ws = paging_core::experiment::controller::game_working_set(&controller_scenario(1, Vec::new()));
    // The drum's mean wait, 8 ms + 2 ms, is 20 of the game's 500 µs references: S = 2,000 instructions; Δ = 2.5 S.
    assert_eq!((ws.delta, ws.delta_refs()), (5_000, 50));
    let paging_core::scenario::WindowPolicy::Owe { s, .. } = ws.policy else { panic!("the OWE") };
    assert_eq!(s, 2_000);
    // Turner's z(50): 13.39 pages for a batch job (24 pages, θ = 0.85), 8.14 for a terminal (12, θ = 0.7); four and two.
    assert_eq!(ws.initial_demand, 12);
}
