//! Global against local replacement (`memory.replacement`) and the
//! simulator's invariants under every switchable convention, with the drum:
//! pages being written for their second chance (`modified_chance` =
//! `write_and_pass`) stay listed until the write ends and are never freed
//! twice; the pointer never spins when every page it may take is being
//! written; under local replacement a process takes another's page only
//! when it has none on the list.

use paging_core::event::EventKind;
use paging_core::experiment::controller::controller_scenario;
use paging_core::scenario::{DrumConfig, MemoryConfig, ModifiedChance, ProcessClass, ProcessConfig, Replacement};
use paging_core::workload::Workload;
use paging_core::{Scenario, Simulator};

/// A small deterministic generator for the scenarios' parameters.
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// A drum-bound multiprogramming mix with many writes and random conventions.
fn scenario(seed: u64) -> Scenario {
    let mut g = Lcg(seed);
    let frames = 3 + g.below(16) as u32;
    let drum = (g.below(4) > 0).then(|| DrumConfig {
        rotation_us: 2_000 + g.below(30_000),
        sectors: 1 + g.below(8) as u32,
        transfer_us: 200,
        ..DrumConfig::default()
    });
    let job = |g: &mut Lcg| ProcessConfig {
        workload: Workload::Uniform {
            pages: 2 + g.below(3 * frames as u64) as u32,
            length: 100 + g.below(500) as u32,
            write_fraction: 0.2 + g.below(8) as f64 / 10.0,
        },
        class: ProcessClass::Background,
        vsio_every: 0,
        vsio_us: 0,
        cyclic: false,
    };
    let processes = (0..1 + g.below(4)).map(|_| job(&mut g)).collect();
    let mut s = Scenario { seed, drum, processes, ..Scenario::default() };
    let pool_n = g.below(3) as u32;
    s.memory = MemoryConfig {
        frames,
        k: g.below(3) as u32,
        pool_n,
        first_time: g.below(2) == 0,
        pointer_start: (g.below(2) == 0).then(|| g.below(frames as u64) as u32),
        modified_chance: if g.below(3) > 0 { ModifiedChance::WriteAndPass } else { ModifiedChance::None },
        replacement: if g.below(2) == 0 { Replacement::Local } else { Replacement::Global },
        ..MemoryConfig::default()
    };
    s.cpu.examine_us = g.below(300);
    s.validate().unwrap();
    s
}

#[test]
fn invariants_hold_and_every_run_ends_under_every_convention() {
    let (mut second_chances, mut passed_writing, mut local_runs) = (0, 0, 0);
    for seed in 0..300 {
        let s = scenario(seed);
        let mut sim = Simulator::new(s.clone(), true);
        while sim.micro_step() {
            if let Err(e) = sim.state().check_invariants() {
                panic!("seed {seed}, step {}: {e}\n{}", sim.step_count(), s.to_json());
            }
        }
        assert!(sim.over_budget().is_none(), "seed {seed}: the run ended by itself");
        let total: u64 = sim.traces().iter().map(|t| t.len() as u64).sum();
        assert_eq!(sim.counters().references, total, "seed {seed}: every reference completes");
        second_chances += sim.counters().second_chances;
        passed_writing += sim
            .events()
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Examine { outcome: paging_core::event::Outcome::Writing, .. }))
            .count();
        local_runs += (s.memory.replacement == Replacement::Local && s.processes.len() > 1) as u32;
        // The batched run agrees with the recorded one.
        let mut batched = Simulator::new(s.clone(), false);
        batched.run_to_end().unwrap();
        assert_eq!(batched.counters(), sim.counters(), "seed {seed}");
    }
    // The cases reach what they are for.
    assert!(
        second_chances > 1_000 && passed_writing > 100 && local_runs > 50,
        "{second_chances} {passed_writing} {local_runs}"
    );
}

/// With one process, local replacement is global replacement.
#[test]
fn one_process_replaces_the_same_either_way() {
    for seed in 0..100 {
        let mut s = scenario(seed);
        s.processes.truncate(1);
        let run = |replacement| {
            let mut s = s.clone();
            s.memory.replacement = replacement;
            let mut sim = Simulator::new(s, false);
            sim.run_to_end().unwrap();
            sim.counters().clone()
        };
        assert_eq!(run(Replacement::Local), run(Replacement::Global), "seed {seed}");
    }
}

/// Under local replacement a steal happens only when the faulting process
/// has no page on the list; the pointer passes over others' pages unexamined.
#[test]
fn a_local_process_takes_another_processs_page_only_when_it_has_none() {
    let mut steals_seen = 0;
    for seed in 0..200 {
        let mut s = scenario(seed);
        s.memory.replacement = Replacement::Local;
        let mut sim = Simulator::new(s, true);
        let mut seen = 0;
        while sim.micro_step() {
            for e in &sim.events()[seen..] {
                if let EventKind::Steal { by, .. } = e.kind {
                    assert_eq!(
                        sim.state().resident_pages(by as usize),
                        0,
                        "seed {seed}: P{by} stole with pages of its own"
                    );
                    steals_seen += 1;
                }
            }
            seen = sim.events().len();
        }
    }
    assert!(steals_seen > 0, "the fallback is exercised");
}

/// On the Load control stage's job mix (4 batch jobs, 2 terminals, 24
/// frames), global replacement steals and local steals only as a fallback.
#[test]
fn on_the_load_control_mix_local_replacement_steals_less() {
    let run = |replacement| {
        let mut s = controller_scenario(1, Vec::new());
        s.scheduler.as_mut().unwrap().load_leveler.as_mut().unwrap().manual = None;
        s.memory.replacement = replacement;
        let mut sim = Simulator::new(s, false);
        sim.run_to_end().unwrap();
        sim.counters().clone()
    };
    let (global, local) = (run(Replacement::Global), run(Replacement::Local));
    assert!(global.stolen > 0);
    assert!(local.stolen < global.stolen, "local {} against global {}", local.stolen, global.stolen);
}
