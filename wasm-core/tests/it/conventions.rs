//! The conventions a student can switch (`memory.new_page_usage`,
//! `memory.opt_tie`, `memory.pointer_start`, `memory.modified_chance`):
//! hand-worked strings on which each reading gives a different answer, and
//! the plain clock held to the simulator under every combination.
//! Local replacement is in `local_replacement.rs`.

use paging_core::memory::{FrameState, MODIFIED, USAGE};
use paging_core::replacement::{faults_with_rules, Machine, Policy, Rules, Run, Trace, EMPTY};
use paging_core::scenario::{ModifiedChance, NewPageUsage, OptTie, Scenario};
use paging_core::types::Reference;
use paging_core::workload::Workload;
use paging_core::Simulator;
use proptest::prelude::*;
use std::sync::Arc;

fn rules(k: u32, new_page_usage: NewPageUsage) -> Rules {
    Rules { new_page_usage, ..Rules::plain(k) }
}

fn plain(text: &str, frames: u32, k: u32, usage: NewPageUsage) -> Simulator {
    let mut s = Scenario::plain(frames, k, Workload::Typed { text: text.into() });
    s.memory.new_page_usage = usage;
    let mut sim = Simulator::new(s, false);
    sim.run_to_end().unwrap();
    sim
}

/// 1 2 1 3 2 with two frames and k = 1. Bit on: 1 and 2 enter with their
/// bits on, the hit on 1 keeps 1's on; at the fault on 3 the pointer clears
/// 1 and 2, comes round to 1 and takes it; 2 is then a hit — 3 faults.
/// Bit off: 1 and 2 enter off, the hit sets 1's; the pointer keeps 1 and
/// takes 2, whose reference then faults — 4 faults.
#[test]
fn a_new_pages_usage_bit_decides_which_page_the_pointer_takes() {
    let trace = Trace::from_pages(&[1, 2, 1, 3, 2]);
    assert_eq!(faults_with_rules(Policy::Clock, &trace, 2, rules(1, NewPageUsage::On)), 3);
    assert_eq!(faults_with_rules(Policy::Clock, &trace, 2, rules(1, NewPageUsage::Off)), 4);
    assert_eq!(plain("1 2 1 3 2", 2, 1, NewPageUsage::On).counters().faults, 3);
    assert_eq!(plain("1 2 1 3 2", 2, 1, NewPageUsage::Off).counters().faults, 4);
    // FIFO (k = 0) never looks at the bit: 3 replaces 1, the oldest, and 2 is a hit.
    assert_eq!(faults_with_rules(Policy::Clock, &trace, 2, rules(0, NewPageUsage::Off)), 3);
    assert_eq!(faults_with_rules(Policy::Clock, &trace, 2, rules(0, NewPageUsage::On)), 3);
}

/// A copy of the clock keeps its convention (the policies stage's tables are
/// replayed from copies; the counterexample search copies frames in place).
#[test]
fn a_copied_clock_keeps_its_convention() {
    let trace = Trace::from_pages(&[1, 2, 1, 3, 2]);
    let Machine::Clock(clock) = Machine::with_rules(Policy::Clock, &trace, 2, rules(1, NewPageUsage::Off)) else {
        unreachable!()
    };
    for mut copy in [clock.clone(), {
        let mut c = paging_core::replacement::Clock::new(2, 5, 1);
        c.clone_from(&clock);
        c
    }] {
        let faults: u32 = trace.refs().iter().map(|&r| copy.reference(r) as u32).sum();
        assert_eq!(faults, 4);
    }
    let run = Run::with_rules(Arc::new(trace), 2, rules(1, NewPageUsage::Off));
    assert_eq!(run.columns(Policy::Clock, 3, 5, 2).columns.last().map(|c| c.faults), Some(4));
}

/// With the first-time switch on, the switch's examination clears a new
/// page's bit unjudged, so the reading changes no count.
#[test]
fn the_first_time_switch_makes_the_new_pages_bit_irrelevant() {
    let run = |usage| {
        let mut s = Scenario::default();
        s.memory.new_page_usage = usage;
        let mut sim = Simulator::new(s, false);
        sim.run_to_end().unwrap();
        sim.counters().clone()
    };
    let (on, off) = (run(NewPageUsage::On), run(NewPageUsage::Off));
    assert!(on.faults > 0 && on.first_time_skips > 0);
    assert_eq!(on, off);
}

/// OPT on 1 2 3 4 3 2 4 5 with three frames: at the last reference every
/// resident page is dead — 4 in slot 0 (loaded third, last used at 6), 2 in
/// slot 1 (loaded first, last used at 5), 3 in slot 2 (loaded second, last
/// used at 4). Each tie-break takes a different one; the faults do not change.
#[test]
fn opts_tie_break_chooses_among_dead_pages() {
    let trace = Arc::new(Trace::from_pages(&[1, 2, 3, 4, 3, 2, 4, 5]));
    for (tie, victim) in [(OptTie::LowestSlot, 4), (OptTie::FirstLoaded, 2), (OptTie::LeastRecent, 3)] {
        let run = Run::with_rules(trace.clone(), 3, Rules { opt_tie: tie, ..Rules::plain(1) });
        let columns = run.columns(Policy::Opt, 0, 8, 3).columns;
        assert_eq!(columns[3].victim, Some(1), "{tie:?}: at 4, page 1 is dead and in the lowest slot");
        assert_eq!(columns[7].victim, Some(victim), "{tie:?}");
        assert_eq!(columns[7].faults, 5, "{tie:?}");
    }
}

/// 1 2 3 1 with two frames and k = 1, every bit on when 3 faults. From
/// frame 0 the pointer clears 1 and 2, comes round to frame 0 and takes 1,
/// which then faults: 4 faults. Started at frame 1 it clears 2 and 1, comes
/// round to frame 1 and takes 2; 1 is a hit: 3 faults.
#[test]
fn where_the_pointer_starts_decides_the_first_victim() {
    let trace = Arc::new(Trace::from_pages(&[1, 2, 3, 1]));
    for (start, victim, faults) in [(None, 1, 4), (Some(0), 1, 4), (Some(1), 2, 3)] {
        let rules = Rules { pointer_start: start, ..Rules::plain(1) };
        let columns = Run::with_rules(trace.clone(), 2, rules).columns(Policy::Clock, 0, 4, 2).columns;
        assert_eq!((columns[2].victim, columns[3].faults), (Some(victim), faults), "start {start:?}");
        let mut s = Scenario::plain(2, 1, Workload::Typed { text: "1 2 3 1".into() });
        s.memory.pointer_start = start;
        let mut sim = Simulator::new(s, false);
        sim.run_to_end().unwrap();
        assert_eq!(sim.counters().faults, faults, "simulator, start {start:?}");
    }
}

/// 1w 2 3 1 with two frames and k = 1. At 3 the pointer clears both bits and
/// comes round to frame 0: page 1, unused and modified. Without a second
/// chance it is written out and replaced, and faults back: 4 faults, 1
/// write. With it, it is written and kept; the pointer takes clean page 2
/// instead and 1 is a hit: 3 faults, still 1 write.
#[test]
fn the_modified_bits_second_chance_spares_a_dirty_page() {
    let trace = Arc::new(Trace::new(vec![
        Reference::new(1, true),
        Reference::new(2, false),
        Reference::new(3, false),
        Reference::new(1, false),
    ]));
    for (chance, victim, faults) in [(ModifiedChance::None, 1, 4), (ModifiedChance::WriteAndPass, 2, 3)] {
        let rules = Rules { modified_chance: chance, ..Rules::plain(1) };
        let run = Run::with_rules(trace.clone(), 2, rules);
        let columns = run.columns(Policy::Clock, 0, 4, 2).columns;
        assert_eq!((columns[2].victim, columns[3].faults), (Some(victim), faults), "{chance:?}");
        // The tables show the modified bits only where they steer the clock.
        assert_eq!(columns[0].modified.is_empty(), chance == ModifiedChance::None);
        let mut s = Scenario::plain(2, 1, Workload::Typed { text: "1w 2 3 1".into() });
        s.memory.modified_chance = chance;
        let mut sim = Simulator::new(s, false);
        sim.run_to_end().unwrap();
        let c = sim.counters();
        assert_eq!((c.faults, c.pushes, c.second_chances), (faults, 1, (chance != ModifiedChance::None) as u64));
    }
}

fn references(max_len: usize) -> impl Strategy<Value = Vec<Reference>> {
    (1u32..30, any::<bool>()).prop_flat_map(move |(pages, writes)| {
        proptest::collection::vec((0..pages, any::<bool>()), 0..max_len)
            .prop_map(move |v| v.into_iter().map(|(p, w)| Reference::new(p, w && writes)).collect())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The plain clock keeps the simulator's frames, bits, pointer and
    /// writes under every combination of its conventions.
    #[test]
    fn the_clock_keeps_the_simulators_state_under_every_convention(
        refs in references(200), frames in 1u32..10, k in 0u32..4,
        off in any::<bool>(), start in proptest::option::of(0u32..10), write_and_pass in any::<bool>()
    ) {
        let trace = Trace::new(refs.clone());
        let rules = Rules {
            new_page_usage: if off { NewPageUsage::Off } else { NewPageUsage::On },
            pointer_start: start.map(|s| s % frames),
            modified_chance: if write_and_pass { ModifiedChance::WriteAndPass } else { ModifiedChance::None },
            ..Rules::plain(k)
        };
        let mut s = Scenario::plain(frames, k, Workload::Typed { text: String::new() });
        (s.memory.new_page_usage, s.memory.pointer_start, s.memory.modified_chance) =
            (rules.new_page_usage, rules.pointer_start, rules.modified_chance);
        prop_assert_eq!(Rules::of(&s.memory), rules);
        let mut sim = Simulator::with_traces(s, Arc::new(vec![refs.clone()]), false);
        let Machine::Clock(mut clock) = Machine::with_rules(Policy::Clock, &trace, frames as usize, rules) else {
            unreachable!()
        };
        for t in 0..refs.len() {
            let before = sim.counters().faults;
            sim.step_reference();
            prop_assert_eq!(clock.reference(trace.refs()[t]), sim.counters().faults > before, "reference {}", t);
            let f = &sim.state().frames;
            for s in 0..frames as usize {
                let page = (f.state[s] != FrameState::Free).then(|| f.page[s]);
                prop_assert_eq!((clock.slots[s] != EMPTY).then(|| trace.name(clock.slots[s])), page);
                prop_assert_eq!((clock.usage(s), clock.register(s)), (f.has(s, USAGE), f.register[s]));
                prop_assert_eq!(clock.modified(s), f.has(s, MODIFIED));
            }
            if sim.counters().pointer_steps > 0 {
                prop_assert_eq!(clock.pointer(), sim.state().list.pointer());
            }
            prop_assert_eq!(clock.pushes, sim.counters().pushes);
        }
        // The batched run (hits taken many at a time) agrees.
        let mut batched = Simulator::with_traces(sim.scenario().clone(), Arc::new(vec![refs.clone()]), false);
        batched.run_to_end().unwrap();
        prop_assert_eq!(batched.counters().faults, faults_with_rules(Policy::Clock, &trace, frames as usize, rules));
        prop_assert_eq!(batched.counters().pointer_steps, clock.pointer_steps);
        prop_assert_eq!(batched.counters().pushes, clock.pushes);
    }

    /// OPT's faults are the same under every tie-break.
    #[test]
    fn opts_faults_do_not_depend_on_the_tie_break(refs in references(200), frames in 1usize..10) {
        let trace = Arc::new(Trace::new(refs.clone()));
        let faults: Vec<u64> = [OptTie::LowestSlot, OptTie::FirstLoaded, OptTie::LeastRecent]
            .into_iter()
            .map(|tie| {
                let run = Run::with_rules(trace.clone(), frames, Rules { opt_tie: tie, ..Rules::plain(1) });
                run.columns(Policy::Opt, 0, refs.len(), 1).columns.last().map_or(0, |c| c.faults)
            })
            .collect();
        prop_assert_eq!(faults[0], faults[1]);
        prop_assert_eq!(faults[0], faults[2]);
    }
}

/// The faults-against-frames curve runs the clock at every size from 1
/// frame: where the pointer's start is not one of a size's frames, that size
/// starts at frame 0, and the sizes where it is a frame follow it.
#[test]
fn a_curve_starts_the_pointer_at_frame_0_where_the_start_is_beyond_the_frames() {
    let trace = Trace::from_pages(&[1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5]);
    let start = Rules { pointer_start: Some(2), ..Rules::plain(1) };
    let curves = paging_core::replacement::fault_curves_with_rules(&trace, 5, start);
    let plain = paging_core::replacement::fault_curves_with_rules(&trace, 5, Rules::plain(1));
    assert_eq!(curves.clock[..2], plain.clock[..2], "1 and 2 frames: frame 2 is not theirs");
    for (m, &faults) in curves.clock.iter().enumerate().skip(2) {
        assert_eq!(faults, faults_with_rules(Policy::Clock, &trace, m + 1, start), "{} frames", m + 1);
    }
}
