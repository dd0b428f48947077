//! The policies' single-pass loops (`renumbered_faults`, `ClockRun`, the
//! byte parser behind `pagingsim replay`) against the lab's other answers:
//! the plain clock frame by frame against the simulator on
//! `Scenario::plain`, every policy's renumbered pass against the `Trace`'s,
//! and a hand-worked clock with writes.

use crate::common::{file as trace_file, json, pagingsim};
use paging_core::memory::{FrameState, USAGE};
use paging_core::replacement::{faults, renumber, renumbered_faults, ClockRun, Machine, Policy, Rules, Trace, EMPTY};
use paging_core::scenario::Scenario;
use paging_core::types::Reference;
use paging_core::workload::Workload;
use paging_core::Simulator;
use proptest::prelude::*;
use std::sync::Arc;

/// A plain-clock simulator over `refs`, as `pagingsim replay --plain` ran it before its single loop.
fn plain_simulator(refs: &[Reference], frames: u32, k: u32) -> Simulator {
    let scenario = Scenario::plain(frames, k, Workload::Typed { text: String::new() });
    Simulator::with_traces(scenario, Arc::new(vec![refs.to_vec()]), false)
}

/// References to pages below `pages`, each a write with probability ½ when `writes`.
fn references(max_len: usize) -> impl Strategy<Value = Vec<Reference>> {
    (1u32..40, any::<bool>()).prop_flat_map(move |(pages, writes)| {
        proptest::collection::vec((0..pages, any::<bool>()), 0..max_len)
            .prop_map(move |v| v.into_iter().map(|(p, w)| Reference::new(p * 1_000, w && writes)).collect())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_clock_keeps_the_simulators_frames_bits_and_pointer(
        refs in references(300), frames in 1u32..12, k in prop_oneof![0u32..5, Just(32u32)]
    ) {
        let trace = Trace::new(refs.clone());
        let mut sim = plain_simulator(&refs, frames, k);
        let Machine::Clock(mut clock) = Machine::new(Policy::Clock, &trace, frames as usize, k) else { unreachable!() };
        for t in 0..refs.len() {
            let before = sim.counters().faults;
            sim.step_reference();
            prop_assert_eq!(clock.reference(trace.refs()[t]), sim.counters().faults > before, "reference {}", t);
            let f = &sim.state().frames;
            for s in 0..frames as usize {
                let page = (f.state[s] != FrameState::Free).then(|| f.page[s]);
                prop_assert_eq!((clock.slots[s] != EMPTY).then(|| trace.name(clock.slots[s])), page);
                prop_assert_eq!((clock.usage(s), clock.register(s)), (f.has(s, USAGE), f.register[s]));
            }
            prop_assert_eq!(clock.pointer(), sim.state().list.pointer());
        }
        sim.run_to_end().unwrap();
        let c = sim.counters();
        let run = ClockRun::new(trace.refs(), trace.distinct(), frames as usize, k);
        prop_assert_eq!(
            (run.references, run.faults, run.pointer_steps, run.pushes, run.pulls, run.fault_service_us, run.elapsed_us),
            (c.references, c.faults, c.pointer_steps, c.pushes, c.pulls, c.fault_service_us, sim.now().0)
        );
    }

    #[test]
    fn a_renumbered_pass_answers_as_the_trace_does(
        refs in references(400), frames in 1usize..16, k in 0u32..4, spread in prop_oneof![Just(1u32), Just(50_000u32)]
    ) {
        // ×50 000 puts the pages past the renaming array's reach: the hash map renames them.
        let mut renamed: Vec<Reference> = refs.iter().map(|r| Reference::new(r.page() / 1_000 * spread, r.write())).collect();
        let trace = Trace::new(renamed.clone());
        let names = renumber(&mut renamed);
        prop_assert_eq!(&renamed[..], trace.refs());
        prop_assert_eq!(names.len(), trace.distinct());
        for policy in Policy::ALL {
            prop_assert_eq!(renumbered_faults(policy, &renamed, names.len(), frames, Rules::plain(k)), faults(policy, &trace, frames, k));
        }
    }
}

#[test]
fn renumbering_names_pages_in_order_of_first_use_and_keeps_writes() {
    for big in [0, 2_000_000_000] {
        let mut refs: Vec<Reference> =
            [(big + 7, false), (3, true), (big + 7, true), (9, false)].map(|(p, w)| Reference::new(p, w)).to_vec();
        let names = renumber(&mut refs);
        assert_eq!(names, vec![big + 7, 3, 9]);
        assert_eq!(refs, [(0, false), (1, true), (0, true), (2, false)].map(|(p, w)| Reference::new(p, w)).to_vec());
    }
}

#[test]
fn the_second_chance_clock_with_writes_by_hand() {
    // Two frames, k = 1, "1w 2 3 1 2w 3": page 3 takes three examinations
    // (1 and 2 lose their usage bits, then 1 goes, pushed since written);
    // 1 again takes one (2's register runs out); 2w takes three (3 and 1
    // were just loaded); 3 again takes one (1's register runs out).
    let t = trace_file("writes.txt", "1w 2 3 1 2w 3");
    let out = json(&pagingsim(&["replay", "--trace", &t, "--frames", "2", "--policy", "clock", "--plain"]));
    let field = |name: &str| out[name].as_u64().unwrap();
    assert_eq!(
        ["references", "faults", "pointer_steps", "pushes", "pulls", "fault_service_us", "elapsed_us"].map(field),
        [6, 6, 8, 1, 6, 0, 0]
    );
}
