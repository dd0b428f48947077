//! The wrong rules that are not another shared policy: OPT with another
//! tie-break among pages never used again, and the plain k-bit clock with
//! one of its four steps done otherwise. Each is a small frame-by-frame
//! replay whose rule flags at their right values give the shared policy's
//! table exactly (`replacement::Opt`, `replacement::Clock`; the tests hold
//! them to it), so a wrong rule differs from the right one in its flag alone.

use super::key::Row;
use super::Problem;
use crate::memory::shift_register;

/// How OPT chooses among pages never used again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tie {
    /// The lab's rule: the lowest frame (the shared `replacement::Opt`'s).
    LowestSlot,
    /// The highest frame.
    HighestSlot,
    /// The page loaded first (FIFO among them).
    LoadedFirst,
    /// The page used longest ago (LRU among them).
    UsedLongestAgo,
}

/// OPT on `problem`, frame by frame, with `tie` among pages never used again
/// from reference `from` on (the lab's rule before it).
pub(crate) fn opt_replay(problem: &Problem, tie: Tie, from: usize) -> Vec<Row> {
    let (pages, n) = (&problem.pages, problem.frames as usize);
    let mut frames: Vec<Option<u32>> = vec![None; n];
    let (mut loaded, mut used) = (vec![0usize; n], vec![0usize; n]);
    let next_use = |t: usize, p: u32| pages[t + 1..].iter().position(|&q| q == p).map_or(usize::MAX, |d| t + 1 + d);
    let mut rows = Vec::with_capacity(pages.len());
    for (t, &page) in pages.iter().enumerate() {
        let (fault, victim, s) = match frames.iter().position(|&f| f == Some(page)) {
            Some(s) => (false, None, s),
            None => match frames.iter().position(Option::is_none) {
                Some(s) => (true, None, s),
                None => {
                    let next: Vec<usize> = frames.iter().map(|f| next_use(t, f.expect("full"))).collect();
                    let furthest = *next.iter().max().expect("a frame");
                    let tied = (0..n).filter(|&s| next[s] == furthest);
                    let s = match if t >= from { tie } else { Tie::LowestSlot } {
                        Tie::LowestSlot => tied.min(),
                        Tie::HighestSlot => tied.max(),
                        Tie::LoadedFirst => tied.min_by_key(|&s| loaded[s]),
                        Tie::UsedLongestAgo => tied.min_by_key(|&s| used[s]),
                    }
                    .expect("a furthest page");
                    (true, frames[s], s)
                }
            },
        };
        if fault {
            frames[s] = Some(page);
            loaded[s] = t;
        }
        used[s] = t;
        rows.push(Row {
            page,
            fault,
            victim,
            evicted: vec![],
            frames: frames.clone(),
            pointer: None,
            list: vec![],
            usage: vec![],
            first_time: vec![],
            registers: vec![],
        });
    }
    rows
}

/// The plain k-bit clock's four steps, each done right (false) or wrong (true).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ClockRules {
    /// A hit clears the usage bit instead of setting it.
    pub hit_clears_usage: bool,
    /// The pointer stays on the frame it replaced.
    pub pointer_stays: bool,
    /// A loaded page's usage bit is left off.
    pub new_usage_off: bool,
    /// The register shifts left, the usage bit entering at the right.
    pub shift_left: bool,
}

/// Every step right: the shared `replacement::Clock`.
pub(crate) const RIGHT: ClockRules =
    ClockRules { hit_clears_usage: false, pointer_stays: false, new_usage_off: false, shift_left: false };

/// The plain clock (as `replacement::clock` describes it) on `problem`, by
/// the right rules before reference `from` and by `rules` from it on.
pub(crate) fn clock_replay(problem: &Problem, rules_from: ClockRules, from: usize) -> Vec<Row> {
    let (n, k) = (problem.frames as usize, problem.k);
    let mask = if k >= 32 { u32::MAX } else { (1u32 << k) - 1 };
    let mut frames: Vec<Option<u32>> = vec![None; n];
    let (mut usage, mut registers) = (vec![false; n], vec![0u32; n]);
    let (mut hand, mut filled) = (0usize, 0usize);
    let mut rows = Vec::with_capacity(problem.pages.len());
    for (t, &page) in problem.pages.iter().enumerate() {
        let rules = if t >= from { rules_from } else { RIGHT };
        let mut victim = None;
        let fault = match frames.iter().position(|&f| f == Some(page)) {
            Some(s) => {
                usage[s] = !rules.hit_clears_usage;
                false
            }
            None => {
                let s = if filled < n {
                    filled += 1;
                    filled - 1
                } else {
                    loop {
                        let f = hand;
                        registers[f] = if rules.shift_left {
                            ((registers[f] << 1) | usage[f] as u32) & mask
                        } else {
                            shift_register(registers[f], usage[f], k)
                        };
                        usage[f] = false;
                        let replaced = registers[f] == 0;
                        if !(replaced && rules.pointer_stays) {
                            hand = (f + 1) % n;
                        }
                        if replaced {
                            break f;
                        }
                    }
                };
                victim = frames[s];
                frames[s] = Some(page);
                usage[s] = !rules.new_usage_off;
                registers[s] = 0;
                true
            }
        };
        rows.push(Row {
            page,
            fault,
            victim,
            evicted: vec![],
            frames: frames.clone(),
            pointer: Some(hand as u32),
            list: vec![],
            usage: usage.clone(),
            first_time: vec![],
            registers: registers.clone(),
        });
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::super::{key, Misconception, SheetPolicy};
    use super::*;
    use crate::rng::Rng;

    /// Random strings over few pages, for every frame count and k a worksheet has.
    fn problems(policy: SheetPolicy) -> impl Iterator<Item = Problem> {
        (0..300u64).map(move |i| {
            let mut rng = Rng::new(i, 99);
            let frames = 1 + rng.below(5);
            let pages = (0..20).map(|_| 1 + rng.below(frames + 3)).collect();
            let k = if policy == SheetPolicy::Clock { 1 + rng.below(3) } else { 0 };
            Problem { seed: i, policy, frames, k, pool_n: 0, pages }
        })
    }

    #[test]
    fn the_right_flags_give_the_shared_policies() {
        for p in problems(SheetPolicy::Opt) {
            assert_eq!(opt_replay(&p, Tie::LowestSlot, 0), key(&p), "{p:?}");
        }
        for p in problems(SheetPolicy::Clock) {
            assert_eq!(clock_replay(&p, RIGHT, 0), key(&p), "{p:?}");
        }
    }

    #[test]
    fn each_wrong_rule_by_hand() {
        let clock = |frames, k, pages: &[u32]| Problem {
            seed: 0,
            policy: SheetPolicy::Clock,
            frames,
            k,
            pool_n: 0,
            pages: pages.to_vec(),
        };
        // A hit on 1 clears its bit: the pointer replaces 1 at its first look, not after a turn.
        let p = clock(2, 1, &[1, 2, 1, 3]);
        assert_eq!(key(&p)[3].victim, Some(1));
        let w = clock_replay(&p, ClockRules { hit_clears_usage: true, ..RIGHT }, 0);
        assert_eq!((w[2].usage.clone(), w[3].victim), (vec![false, true], Some(1)));
        // The pointer stays on frame 0 after replacing 1 there.
        let w = clock_replay(&p, ClockRules { pointer_stays: true, ..RIGHT }, 0);
        assert_eq!((key(&p)[3].pointer, w[3].pointer), (Some(1), Some(0)));
        // The new page's bit off: 1 2 then 3 replaces 1 at once, the pointer having cleared nothing.
        let w = clock_replay(&clock(2, 1, &[1, 2, 3]), ClockRules { new_usage_off: true, ..RIGHT }, 0);
        assert_eq!((w[2].victim, w[2].usage.clone()), (Some(1), vec![false, false]));
        // k = 2: shifted right a used page's register runs 10, 01, 00; shifted left 01, 10, 00.
        let w = clock_replay(&clock(2, 2, &[1, 2, 3]), ClockRules { shift_left: true, ..RIGHT }, 0);
        assert_eq!(w[2].registers, [0, 2]);
        // LRU on faults only is FIFO; FIFO reordered on hits is LRU.
        let lru = Problem { seed: 0, policy: SheetPolicy::Lru, frames: 2, k: 0, pool_n: 0, pages: vec![1, 2, 1, 3] };
        assert_eq!(Misconception::LruOnFaultsOnly.replays(&lru, &key(&lru))[0][3].victim, Some(1));
        assert_eq!(key(&lru)[3].victim, Some(2));
        // OPT: 1 2 3 with two frames; 1 and 2 are never used again: the lab replaces frame 0's.
        let opt = Problem { seed: 0, policy: SheetPolicy::Opt, frames: 2, k: 0, pool_n: 0, pages: vec![1, 2, 3] };
        assert_eq!(key(&opt)[2].victim, Some(1));
        assert_eq!(opt_replay(&opt, Tie::HighestSlot, 0)[2].victim, Some(2));
    }

    #[test]
    fn a_wrong_rule_from_a_row_follows_the_right_one_before_it() {
        // 1 2 1 3 2 in two frames, k = 1, by hand: 1 and 2 fill frames 0
        // and 1 (bits 1 1); the hit on 1 keeps them 1 1; 3 faults with both
        // bits set: the pointer shifts and clears frame 0's (register 1) and
        // frame 1's (register 1), comes round to frame 0 (register 0) and
        // replaces 1 there — bits 1 0, the pointer at 1. The hit on 2 sets
        // frame 1's bit: 1 1. A hit clearing the bit from the start already
        // differs at reference 2 (bits 0 1); from reference 4 on, the rows
        // before are the key's and the hit on 2 leaves its bit 0.
        let p = Problem { seed: 0, policy: SheetPolicy::Clock, frames: 2, k: 1, pool_n: 0, pages: vec![1, 2, 1, 3, 2] };
        let wrong = ClockRules { hit_clears_usage: true, ..RIGHT };
        let (right, start, late) = (key(&p), clock_replay(&p, wrong, 0), clock_replay(&p, wrong, 4));
        assert_eq!((right[2].usage.clone(), start[2].usage.clone()), (vec![true, true], vec![false, true]));
        assert_eq!((right[3].victim, right[3].pointer, right[3].usage.clone()), (Some(1), Some(1), vec![true, false]));
        assert_eq!(late[..4], right[..4]);
        assert_eq!((right[4].usage.clone(), late[4].usage.clone()), (vec![true, true], vec![true, false]));
        for from in 0..=p.pages.len() {
            assert_eq!(clock_replay(&p, RIGHT, from), right);
        }
        let opt = Problem { seed: 0, policy: SheetPolicy::Opt, frames: 2, k: 0, pool_n: 0, pages: vec![1, 2, 3, 4] };
        assert_eq!(opt_replay(&opt, Tie::HighestSlot, 3)[..3], opt_replay(&opt, Tie::LowestSlot, 0)[..3]);
    }
}
