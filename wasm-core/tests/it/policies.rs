//! The replacement policies: hand-worked textbook tables, Belady's anomaly,
//! the stack property, the faults-against-frames curves against simulation
//! size by size, the checkpointed run against a straight replay, and the
//! counters the lab had before the slot-level simulations (kept below as
//! oracles) on random strings.

use paging_core::replacement::curves::{curve_span, Anomaly};
use paging_core::replacement::{
    clock_faults, fault_curves, faults, fifo_faults, lru_faults, opt_faults, opt_faults_by_size, Machine, Policy, Run,
    Trace,
};
use paging_core::rng::Rng;
use paging_core::scenario::Scenario;
use paging_core::workload::Workload;
use paging_core::Simulator;
use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};
use std::sync::Arc;

const BELADY: [u32; 12] = [1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5];

// The counters the lab had before the slot-level simulations, as oracles.

/// The previous FIFO counter: FIFO faults on `pages` with `frames` frames.
fn previous_fifo(pages: &[u32], frames: usize) -> u64 {
    let mut resident: HashSet<u32> = HashSet::new();
    let mut order = VecDeque::new();
    let mut faults = 0;
    for &p in pages {
        if resident.contains(&p) {
            continue;
        }
        faults += 1;
        if order.len() == frames {
            let victim = order.pop_front().unwrap();
            resident.remove(&victim);
        }
        order.push_back(p);
        resident.insert(p);
    }
    faults
}

/// The previous LRU counter: LRU faults on `pages` with `frames` frames.
fn previous_lru(pages: &[u32], frames: usize) -> u64 {
    let mut last_use: HashMap<u32, usize> = HashMap::new();
    let mut by_age: BTreeSet<(usize, u32)> = BTreeSet::new();
    let mut faults = 0;
    for (t, &p) in pages.iter().enumerate() {
        match last_use.insert(p, t) {
            Some(prev) => {
                by_age.remove(&(prev, p));
            }
            None => {
                faults += 1;
                if by_age.len() == frames {
                    let (_, victim) = by_age.pop_first().unwrap();
                    last_use.remove(&victim);
                }
            }
        }
        by_age.insert((t, p));
    }
    faults
}

/// The previous OPT counter: OPT (Belady's MIN) faults on `pages` with `frames` frames.
fn previous_opt(pages: &[u32], frames: usize) -> u64 {
    // next_use[t]: the next time pages[t] is referenced after t (usize::MAX if never).
    let mut next_use = vec![usize::MAX; pages.len()];
    let mut seen: HashMap<u32, usize> = HashMap::new();
    for t in (0..pages.len()).rev() {
        if let Some(&n) = seen.get(&pages[t]) {
            next_use[t] = n;
        }
        seen.insert(pages[t], t);
    }
    let mut resident: HashMap<u32, usize> = HashMap::new(); // page -> its next use
    let mut by_next: BTreeSet<(usize, u32)> = BTreeSet::new();
    let mut faults = 0;
    for (t, &p) in pages.iter().enumerate() {
        match resident.get(&p).copied() {
            Some(n) => {
                by_next.remove(&(n, p));
            }
            None => {
                faults += 1;
                if resident.len() == frames {
                    let (_, victim) = by_next.pop_last().unwrap();
                    resident.remove(&victim);
                }
            }
        }
        resident.insert(p, next_use[t]);
        by_next.insert((next_use[t], p));
    }
    faults
}

fn random_string(rng: &mut Rng, max_len: u32, max_pages: u32) -> Vec<u32> {
    let pages = 1 + rng.below(max_pages);
    (0..1 + rng.below(max_len)).map(|_| rng.below(pages)).collect()
}

/// The pages in the slots after each reference (0 for a free frame), and the faulting references.
fn table(policy: Policy, pages: &[u32], frames: usize, k: u32) -> (Vec<Vec<u32>>, Vec<usize>) {
    let run = Run::new(Arc::new(Trace::from_pages(pages)), frames, k);
    let c = run.columns(policy, 0, pages.len(), frames);
    let slots = c.columns.iter().map(|c| c.slots.iter().map(|s| s.unwrap_or(0)).collect()).collect();
    (slots, c.columns.iter().filter(|c| c.fault).map(|c| c.index).collect())
}

#[test]
fn fifo_by_hand_on_beladys_string() {
    let (slots, faulted) = table(Policy::Fifo, &BELADY, 3, 0);
    assert_eq!(
        slots,
        [
            [1, 0, 0],
            [1, 2, 0],
            [1, 2, 3],
            [4, 2, 3],
            [4, 1, 3],
            [4, 1, 2],
            [5, 1, 2],
            [5, 1, 2],
            [5, 1, 2],
            [5, 3, 2],
            [5, 3, 4],
            [5, 3, 4]
        ]
    );
    assert_eq!(faulted, [0, 1, 2, 3, 4, 5, 6, 9, 10]);
    assert_eq!((fifo_faults(&BELADY, 3), fifo_faults(&BELADY, 4)), (9, 10));
}

#[test]
fn lru_by_hand_on_beladys_string() {
    let (slots, faulted) = table(Policy::Lru, &BELADY, 3, 0);
    // 3 replaces 5 (used longest ago: before 1 and 2), then 4 replaces 1, 5 replaces 2.
    assert_eq!(slots[9..], [[3, 1, 2], [3, 4, 2], [3, 4, 5]]);
    assert_eq!(faulted, [0, 1, 2, 3, 4, 5, 6, 9, 10, 11]);
    assert_eq!((lru_faults(&BELADY, 3), lru_faults(&BELADY, 4)), (10, 8));
}

#[test]
fn opt_by_hand_evicts_the_lowest_slot_among_pages_never_used_again() {
    let (slots, faulted) = table(Policy::Opt, &BELADY, 3, 0);
    // 4 replaces 3 (next used at reference 10, after 1 and 2); 5 replaces 4.
    assert_eq!(slots[3], [1, 2, 4]);
    assert_eq!(slots[6], [1, 2, 5]);
    // At 3, pages 1 and 2 are never used again: slot 0 (page 1) goes; at 4, pages 3 and 2 tie: slot 0 again.
    assert_eq!(slots[9], [3, 2, 5]);
    assert_eq!(slots[10], [4, 2, 5]);
    assert_eq!(faulted, [0, 1, 2, 3, 6, 9, 10]);
    assert_eq!((opt_faults(&BELADY, 3), opt_faults(&BELADY, 4)), (7, 6));
}

#[test]
fn the_second_chance_clock_by_hand() {
    // k = 1. Page 4: every usage bit is on, so the pointer goes round once
    // (registers 1) and replaces frame 0; pages 1 and 2 then replace frames 1
    // and 2, whose registers are 1 but usage 0. Page 5 goes round again. 1
    // and 2 hit (usage on). Page 3: frames 1, 2, 0 are kept (usage or
    // register), frame 1 (page 1) is replaced the second time round; page 4
    // replaces frame 2 at once.
    let run = Run::new(Arc::new(Trace::from_pages(&BELADY)), 3, 1);
    let c = run.columns(Policy::Clock, 0, 12, 3);
    let slots: Vec<Vec<u32>> = c.columns.iter().map(|c| c.slots.iter().map(|s| s.unwrap_or(0)).collect()).collect();
    assert_eq!(slots[3], [4, 2, 3]);
    assert_eq!(slots[6], [5, 1, 2]);
    assert_eq!(slots[9], [5, 3, 2]);
    assert_eq!(slots[10], [5, 3, 4]);
    let victims: Vec<Option<u32>> = c.columns.iter().map(|c| c.victim).collect();
    assert_eq!(victims, [None, None, None, Some(1), Some(2), Some(3), Some(4), None, None, Some(1), Some(2), None]);
    // After page 5 (reference 6): the pointer just past frame 0, every usage bit on, registers 0 1 1 → 0 for the new page.
    let at5 = &c.columns[6];
    assert_eq!(
        (at5.pointer, at5.usage.clone(), at5.registers.clone()),
        (Some(1), vec![true, false, false], vec![0, 1, 1])
    );
    // After 1 and 2 hit: usage on for frames 1 and 2.
    assert_eq!(c.columns[8].usage, [true, true, true]);
    assert_eq!((c.columns[11].faults, clock_faults(&BELADY, 3, 1)), (9, 9));
}

#[test]
fn the_clock_is_the_plain_simulator() {
    let mut rng = Rng::new(7, 1);
    for _ in 0..50 {
        let pages = random_string(&mut rng, 300, 20);
        let (frames, k) = (1 + rng.below(8), rng.below(4));
        let text = pages.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(" ");
        let mut sim = Simulator::new(Scenario::plain(frames, k, Workload::Typed { text }), false);
        sim.run_to_end().unwrap();
        assert_eq!(clock_faults(&pages, frames as usize, k), sim.counters().faults);
    }
}

#[test]
fn the_same_answers_as_the_previous_counters_on_random_strings() {
    let mut rng = Rng::new(11, 3);
    for case in 0..400 {
        let pages = random_string(&mut rng, 400, 40);
        let frames = 1 + rng.below(12) as usize;
        assert_eq!(
            fifo_faults(&pages, frames),
            previous_fifo(&pages, frames),
            "case {case}: FIFO, {frames} frames on {pages:?}"
        );
        assert_eq!(
            lru_faults(&pages, frames),
            previous_lru(&pages, frames),
            "case {case}: LRU, {frames} frames on {pages:?}"
        );
        assert_eq!(
            opt_faults(&pages, frames),
            previous_opt(&pages, frames),
            "case {case}: OPT, {frames} frames on {pages:?}"
        );
    }
}

#[test]
fn at_k0_the_clock_fills_and_empties_the_slots_exactly_as_fifo() {
    let mut rng = Rng::new(3, 9);
    for _ in 0..60 {
        let pages = random_string(&mut rng, 200, 15);
        let frames = 1 + rng.below(6) as usize;
        assert_eq!(
            table(Policy::Clock, &pages, frames, 0),
            table(Policy::Fifo, &pages, frames, 0),
            "{frames} frames on {pages:?}"
        );
    }
}

/// The resident pages of `m`.
fn resident(m: &Machine) -> BTreeSet<u32> {
    (0..m.frames()).map(|s| m.slot(s)).filter(|&p| p != u32::MAX).collect()
}

#[test]
fn lru_and_opt_are_stack_algorithms() {
    // After every reference the pages held in m frames are among those held in m + 1.
    let mut rng = Rng::new(5, 2);
    for _ in 0..40 {
        let pages = random_string(&mut rng, 200, 14);
        let trace = Trace::from_pages(&pages);
        for policy in [Policy::Lru, Policy::Opt] {
            let mut machines: Vec<Machine> = (1..=8).map(|m| Machine::new(policy, &trace, m, 0)).collect();
            for t in 0..trace.len() {
                machines.iter_mut().for_each(|m| {
                    m.reference(&trace, t);
                });
                // OPT's choice among pages never used again goes by slot, which differs
                // between sizes: those pages may differ, the pages still to be used may not.
                let live: BTreeSet<u32> = (t + 1..trace.len()).map(|u| trace.page(u)).collect();
                let held = |m: &Machine| -> BTreeSet<u32> {
                    resident(m).into_iter().filter(|p| policy == Policy::Lru || live.contains(p)).collect()
                };
                for m in 1..machines.len() {
                    assert!(
                        held(&machines[m - 1]).is_subset(&held(&machines[m])),
                        "{policy:?} at {t}, {m} frames, on {pages:?}"
                    );
                }
            }
        }
        let curves = fault_curves(&trace, 16, 1);
        for line in [&curves.lru, &curves.opt] {
            assert!(line.windows(2).all(|w| w[1] <= w[0]), "{line:?} on {pages:?}");
        }
    }
}

#[test]
fn the_curves_are_the_policies_size_by_size() {
    let mut rng = Rng::new(8, 4);
    for _ in 0..40 {
        let pages = random_string(&mut rng, 300, 25);
        let trace = Trace::from_pages(&pages);
        let k = rng.below(3);
        let curves = fault_curves(&trace, 30, k);
        for policy in Policy::ALL {
            let simulated: Vec<u64> = (1..=30).map(|m| faults(policy, &trace, m, k)).collect();
            assert_eq!(curves.of(policy), simulated, "{policy:?}, k = {k}, on {pages:?}");
        }
        assert_eq!(opt_faults_by_size(&trace, 30), curves.opt);
    }
}

#[test]
fn fifo_shows_beladys_anomaly_and_lru_and_opt_do_not() {
    let curves = fault_curves(&Trace::from_pages(&BELADY), 5, 0);
    assert_eq!(curves.fifo, [12, 12, 9, 10, 5]);
    assert_eq!(curves.lru, [12, 12, 10, 8, 5]);
    assert_eq!(curves.opt, [12, 9, 7, 6, 5]);
    // k = 0: the clock is FIFO, anomaly and all.
    assert_eq!(curves.clock, curves.fifo);
    assert_eq!(
        curves.anomalies,
        [
            Anomaly { policy: Policy::Fifo, frames: 4, faults: 10, fewer: 9 },
            Anomaly { policy: Policy::Clock, frames: 4, faults: 10, fewer: 9 }
        ]
    );
}

#[test]
fn the_curve_spans_the_distinct_pages_within_its_bounds() {
    assert_eq!(curve_span(12, 5, 3), 5);
    assert_eq!(curve_span(12, 5, 8), 9);
    assert_eq!(curve_span(12, 1, 1), 2);
    assert_eq!(curve_span(10, 100_000, 64), 256);
    assert_eq!(curve_span(100_000, 5_000, 64), 41);
}

#[test]
fn columns_from_checkpoints_match_a_straight_replay() {
    let mut rng = Rng::new(21, 0);
    let pages: Vec<u32> = (0..5_000).map(|_| rng.below(40) * 1_000_003 % (1 << 31)).collect();
    let trace = Arc::new(Trace::from_pages(&pages));
    let run = Run::new(trace.clone(), 7, 2);
    for policy in Policy::ALL {
        let whole = run.columns(policy, 0, pages.len(), 7);
        for _ in 0..20 {
            let from = rng.below(pages.len() as u32) as usize;
            let to = (from + 1 + rng.below(20) as usize).min(pages.len());
            let part = run.columns(policy, from, to, 7);
            assert_eq!(part.columns, whole.columns[from..to], "{policy:?} {from}..{to}");
            assert_eq!(part.faults_before, if from == 0 { 0 } else { whole.columns[from - 1].faults });
            assert_eq!(run.faults_at(policy, to), whole.columns[to - 1].faults);
        }
        assert_eq!(whole.columns.last().unwrap().faults, faults(policy, &trace, 7, 2));
    }
}

#[test]
fn many_frames_show_a_window_holding_the_current_slot() {
    let pages: Vec<u32> = (0..100).map(|i| (1 << 31) - 1 - i % 90).collect();
    let run = Run::new(Arc::new(Trace::from_pages(&pages)), 64, 1);
    let c = run.columns(Policy::Lru, 40, 50, 16);
    let last = c.columns.last().unwrap();
    assert_eq!((c.rows, last.slots.len()), (16, 16));
    assert!(c.slot_from <= last.slot && last.slot < c.slot_from + 16, "{} in {}..", last.slot, c.slot_from);
    assert_eq!(last.slots[last.slot - c.slot_from], Some(last.page));
    assert_eq!(last.page, (1 << 31) - 1 - 49);
    // Near the last slot the window stops at the last slot.
    let end = run.columns(Policy::Fifo, 63, 64, 16);
    assert_eq!((end.slot_from, end.columns[0].slot), (48, 63));
}

fn pagingsim(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_pagingsim")).args(args).output().expect("pagingsim runs")
}

#[test]
fn the_cli_prints_faults_against_frames() {
    let path = std::env::temp_dir().join(format!("pagingsim-policies-{}.txt", std::process::id()));
    std::fs::write(&path, "1 2 3 4 1 2 5 1 2 3 4 5\n").unwrap();
    let trace = path.to_string_lossy().into_owned();
    let out = pagingsim(&["policies", "--trace", &trace, "--k", "1"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["frames"], serde_json::json!([1, 2, 3, 4, 5]));
    assert_eq!(v["fifo"], serde_json::json!([12, 12, 9, 10, 5]));
    assert_eq!(v["opt"], serde_json::json!([12, 9, 7, 6, 5]));
    assert_eq!(v["clock"][2], 9);
    assert_eq!(v["anomalies"][0], serde_json::json!({"policy": "fifo", "frames": 4, "faults": 10, "fewer": 9}));
    let out = pagingsim(&["policies", "--trace", &trace, "--max-frames", "2", "--k", "0"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["frames"].clone(), v["clock"].clone()), (serde_json::json!([1, 2]), serde_json::json!([12, 12])));
    let out = pagingsim(&["policies", "--trace", &trace, "--max-frames", "0"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("--max-frames = 0") && err.contains("1..=65536"), "{err}");
}
