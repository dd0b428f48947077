//! The counterexample search against brute force: every string over a small
//! alphabet, in lexicographic order, length by length, with no symmetry
//! reduction and no pruning, each simulated from scratch by the lab's fault
//! counters. The search's answer must be the brute force's first string;
//! its faults must be what a replay of the string gives.

use paging_core::replacement::{clock_faults, faults, Policy, Trace};
use paging_core::search::{search, Answer, Faults, Question};

/// Every string of `length` pages from 1…`pages`, in lexicographic order.
fn strings(pages: u32, length: usize) -> impl Iterator<Item = Vec<u32>> {
    let count = (pages as u64).pow(length as u32);
    (0..count).map(move |mut i| {
        let mut s = vec![0; length];
        for x in s.iter_mut().rev() {
            *x = (i % pages as u64) as u32 + 1;
            i /= pages as u64;
        }
        s
    })
}

/// Faults of `policy` (k for the clock) with `frames` frames on `s`, from scratch.
fn replay(policy: Policy, k: u32, s: &[u32], frames: usize) -> u32 {
    faults(policy, &Trace::from_pages(s), frames, k) as u32
}

/// The first string, shortest first, for which `holds` (None within `max_length`).
fn brute(pages: u32, max_length: usize, holds: impl Fn(&[u32]) -> bool) -> Option<Vec<u32>> {
    (1..=max_length).find_map(|n| strings(pages, n).find(|s| holds(s)))
}

/// Belady's anomaly on `s` for some f < pages: the smallest f and the two fault counts.
fn anomaly(policy: Policy, k: u32, s: &[u32], pages: u32) -> Option<(u32, [u32; 2])> {
    (1..pages.saturating_sub(1)).find_map(|f| {
        let (now, more) = (replay(policy, k, s, f as usize), replay(policy, k, s, f as usize + 1));
        (more > now).then_some((f, [now, more]))
    })
}

fn belady(policy: Policy, k: u32, pages: u32, max_length: u32) -> Answer {
    search(&Question::Belady { policy, k, pages, max_length }, u64::MAX >> 30).unwrap()
}

fn beats(a: Policy, b: Policy, frames: u32, pages: u32, max_length: u32) -> Answer {
    search(&Question::Beats { a, b, frames, k: 1, pages, max_length }, u64::MAX >> 30).unwrap()
}

#[test]
fn fifo_shows_the_anomaly_first_on_belady_nelson_and_shedlers_string() {
    let found = belady(Policy::Fifo, 0, 5, 12);
    let s = vec![1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5];
    assert_eq!(found.string.as_ref(), Some(&s));
    assert_eq!((found.frames, found.faults), (Some(3), Some(Faults::Belady([9, 10]))));
    assert_eq!((found.searched, found.exhausted), (11, false));
    // Verified by replay: 9 faults with 3 frames, 10 with 4.
    assert_eq!(anomaly(Policy::Fifo, 0, &s, 5), Some((3, [9, 10])));
    // A sixth page allowed makes no shorter one.
    assert_eq!(belady(Policy::Fifo, 0, 6, 12).string, Some(s));
}

#[test]
fn over_four_pages_neither_fifo_nor_the_clock_shows_it_by_brute_force() {
    for (policy, k) in [(Policy::Fifo, 0), (Policy::Clock, 1), (Policy::Clock, 2)] {
        let found = belady(policy, k, 4, 8);
        assert_eq!((found.string, found.searched), (None, 8), "{policy:?} k = {k}");
        assert_eq!(brute(4, 8, |s| anomaly(policy, k, s, 4).is_some()), None, "{policy:?} k = {k}");
    }
}

#[test]
fn the_k1_clock_shows_it_on_ten_references_and_no_fewer_by_brute_force() {
    let found = belady(Policy::Clock, 1, 5, 12);
    let s = found.string.clone().unwrap();
    assert_eq!(s, [1, 2, 3, 4, 2, 1, 2, 5, 1, 2]);
    assert_eq!((found.frames, found.faults.clone()), (Some(3), Some(Faults::Belady([6, 7]))));
    assert_eq!((clock_faults(&s, 3, 1), clock_faults(&s, 4, 1)), (6, 7));
    // Brute force over all 5-page strings: none shorter, and at length 10
    // none before it in lexicographic order (the ones after it are not needed).
    assert_eq!(brute(5, 9, |t| anomaly(Policy::Clock, 1, t, 5).is_some()), None);
    let first = strings(5, 10).take_while(|t| *t <= s).find(|t| anomaly(Policy::Clock, 1, t, 5).is_some());
    assert_eq!(first, Some(s));
}

#[test]
fn every_pair_of_policies_agrees_with_brute_force() {
    let policies = [Policy::Fifo, Policy::Lru, Policy::Opt, Policy::Clock];
    for a in policies {
        for b in policies.into_iter().filter(|&b| b != a) {
            for frames in 1..=3 {
                let found = beats(a, b, frames, 4, 7);
                let f = frames as usize;
                let expected = brute(4, 7, |s| replay(a, 1, s, f) < replay(b, 1, s, f));
                assert_eq!(found.string, expected, "{a:?} against {b:?} with {frames} frames");
                if let Some(s) = &expected {
                    let faults = Faults::Beats { a: replay(a, 1, s, f), b: replay(b, 1, s, f) };
                    assert_eq!(found.faults, Some(faults));
                    assert_eq!(found.searched as usize, s.len() - 1);
                } else {
                    assert_eq!((found.faults, found.searched), (None, 7));
                }
            }
        }
    }
}

#[test]
fn nothing_beats_opt_and_opt_beats_lru_on_five_references() {
    for a in [Policy::Fifo, Policy::Lru, Policy::Clock] {
        let found = beats(a, Policy::Opt, 3, 5, 10);
        assert_eq!((found.string, found.searched, found.exhausted), (None, 10, false), "{a:?}");
    }
    let found = beats(Policy::Opt, Policy::Lru, 3, 5, 10);
    assert_eq!(found.string, Some(vec![1, 2, 3, 4, 1]));
    assert_eq!(found.faults, Some(Faults::Beats { a: 4, b: 5 }));
}

#[test]
fn the_budget_ends_the_search_with_how_far_it_got() {
    let q = Question::Belady { policy: Policy::Fifo, k: 1, pages: 5, max_length: 12 };
    let full = search(&q, 1 << 30).unwrap();
    assert_eq!(full, search(&q, 1 << 30).unwrap(), "deterministic");
    // Exactly the nodes it took: found, on the last node; one fewer: cut
    // short in length 12, with every shorter string searched.
    assert_eq!(search(&q, full.nodes).unwrap(), full);
    let short = search(&q, full.nodes - 1).unwrap();
    assert_eq!((short.string, short.exhausted, short.searched, short.nodes), (None, true, 11, full.nodes - 1));
    // With 1 node: length 1's only string, then nothing more.
    let one = search(&q, 1).unwrap();
    assert_eq!((one.exhausted, one.searched, one.nodes), (true, 1, 1));
}

#[test]
fn bad_questions_are_one_line_naming_the_field() {
    let lru = Question::Belady { policy: Policy::Lru, k: 1, pages: 5, max_length: 12 };
    assert_eq!(
        search(&lru, 10).unwrap_err(),
        "policy = lru is not allowed: expected fifo or clock — LRU is a stack algorithm (Mattson et al. 1970): \
         f frames always hold a subset of what f + 1 hold, so no string shows Belady's anomaly"
    );
    let same = Question::Beats { a: Policy::Opt, b: Policy::Opt, frames: 3, k: 1, pages: 5, max_length: 12 };
    assert_eq!(
        search(&same, 10).unwrap_err(),
        "b = opt is not allowed: expected a policy other than a = opt: a policy never faults fewer times than itself"
    );
    let long = Question::Belady { policy: Policy::Fifo, k: 1, pages: 5, max_length: 41 };
    assert_eq!(search(&long, 10).unwrap_err(), "max_length = 41 is not allowed: expected an integer in 1..=40");
    let none = Question::Beats { a: Policy::Opt, b: Policy::Fifo, frames: 0, k: 1, pages: 5, max_length: 12 };
    assert_eq!(search(&none, 10).unwrap_err(), "frames = 0 is not allowed: expected an integer in 1..=16");
    assert_eq!(
        search(&Question::Belady { policy: Policy::Fifo, k: 1, pages: 5, max_length: 12 }, 0).unwrap_err(),
        "budget = 0 is not allowed: expected an integer in 1..=1099511627776"
    );
}

#[test]
fn over_any_number_of_pages_fifo_needs_twelve_references_and_the_clock_nine() {
    // A string of n references has at most n distinct pages, so pages = n covers every alphabet.
    let fifo = belady(Policy::Fifo, 0, 11, 11);
    assert_eq!((fifo.string, fifo.searched, fifo.exhausted), (None, 11, false));
    for k in [1, 2, 8] {
        let clock = belady(Policy::Clock, k, 9, 9);
        let s = vec![1, 2, 3, 4, 5, 2, 6, 1, 2];
        assert_eq!(clock.string.as_ref(), Some(&s), "k = {k}");
        assert_eq!((clock.frames, clock.faults, clock.searched), (Some(4), Some(Faults::Belady([7, 8])), 8));
        assert_eq!((clock_faults(&s, 4, k), clock_faults(&s, 5, k)), (7, 8));
    }
}
