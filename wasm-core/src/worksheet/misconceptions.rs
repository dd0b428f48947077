//! The catalogue of misconceptions a worksheet can name. Each is a wrong
//! rule, and each wrong rule is a replay of the problem: the whole string
//! under the rule as a student holding it would fill the table. The right
//! rules stay the lab's shared ones (`replacement`); a wrong rule is either
//! another shared policy (LRU's "updated on faults only" is FIFO; FIFO
//! "reordered on hits" is LRU), the key with one cell changed (a hit
//! written as a fault), or a small replay with one rule flag changed — OPT
//! with another tie-break, the clock with one of its four steps done
//! otherwise — whose flags all at their right values give the shared
//! policy's table exactly (the tests hold them to it). The Multics clock's
//! wrong rules are the lab's simulator with one setting changed: the
//! first-time switch off, no pool, or pulled pages entered behind the
//! pointer (`multics`).

use super::key::{rows_of, Row};
use super::multics::{self, MulticsRules};
use super::{Problem, SheetPolicy};
use crate::memory::shift_register;
use crate::replacement::Policy;
use crate::scenario::PulledEnter;
use serde::Serialize;

/// A wrong rule a student may fill a worksheet by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Misconception {
    /// A hit written as a fault.
    HitCountedAsFault,
    /// FIFO moved a page to the back of the queue when it was used.
    FifoReorderedOnHit,
    /// LRU's order updated on faults only.
    LruOnFaultsOnly,
    /// OPT's tie among pages never used again broken another way.
    OptTieBrokenWrongly,
    /// A hit cleared the clock's usage bit.
    HitClearedUsage,
    /// The pointer stayed on the frame it replaced.
    PointerStayed,
    /// The new page's usage bit left off.
    NewUsageOff,
    /// The k-bit register shifted left.
    RegisterShiftedWrongWay,
    /// The Multics clock: the first-time switch ignored.
    FirstTimeIgnored,
    /// The Multics clock: one page replaced per fault, no pool kept.
    PoolNotKept,
    /// The Multics clock: a pulled page entered behind the pointer.
    PulledEnteredBehind,
}

/// Every misconception, in the order checking tries them.
pub const CATALOGUE: [Misconception; 11] = [
    Misconception::LruOnFaultsOnly,
    Misconception::FifoReorderedOnHit,
    Misconception::OptTieBrokenWrongly,
    Misconception::HitClearedUsage,
    Misconception::PointerStayed,
    Misconception::NewUsageOff,
    Misconception::RegisterShiftedWrongWay,
    Misconception::FirstTimeIgnored,
    Misconception::PoolNotKept,
    Misconception::PulledEnteredBehind,
    Misconception::HitCountedAsFault,
];

impl Misconception {
    /// Its id in links and the JSON.
    pub fn id(self) -> &'static str {
        match self {
            Misconception::HitCountedAsFault => "hit_counted_as_fault",
            Misconception::FifoReorderedOnHit => "fifo_reordered_on_hit",
            Misconception::LruOnFaultsOnly => "lru_on_faults_only",
            Misconception::OptTieBrokenWrongly => "opt_tie_broken_wrongly",
            Misconception::HitClearedUsage => "hit_cleared_usage",
            Misconception::PointerStayed => "pointer_stayed",
            Misconception::NewUsageOff => "new_usage_off",
            Misconception::RegisterShiftedWrongWay => "register_shifted_wrong_way",
            Misconception::FirstTimeIgnored => "first_time_ignored",
            Misconception::PoolNotKept => "pool_not_kept",
            Misconception::PulledEnteredBehind => "pulled_entered_behind",
        }
    }

    /// What the student did, in a few words.
    pub fn title(self) -> &'static str {
        match self {
            Misconception::HitCountedAsFault => "A hit was counted as a fault",
            Misconception::FifoReorderedOnHit => "FIFO moved a used page to the back",
            Misconception::LruOnFaultsOnly => "LRU updated on faults only",
            Misconception::OptTieBrokenWrongly => "OPT broke a tie the wrong way",
            Misconception::HitClearedUsage => "A hit cleared the usage bit",
            Misconception::PointerStayed => "The pointer did not advance past the replaced frame",
            Misconception::NewUsageOff => "The new page's usage bit was left off",
            Misconception::RegisterShiftedWrongWay => "The register shifted the wrong way",
            Misconception::FirstTimeIgnored => "The first-time switch was ignored",
            Misconception::PoolNotKept => "The pool was not kept: one page replaced per fault",
            Misconception::PulledEnteredBehind => "The pulled page entered behind the pointer",
        }
    }

    /// The right rule, in one line.
    pub fn explanation(self) -> &'static str {
        match self {
            Misconception::HitCountedAsFault => {
                "The page was already in a frame: a hit loads nothing and replaces nothing."
            }
            Misconception::FifoReorderedOnHit => {
                "FIFO ignores hits: a page's place in the queue is fixed when it is loaded, so the page loaded longest ago goes."
            }
            Misconception::LruOnFaultsOnly => {
                "Every reference, a hit too, makes its page the most recently used; LRU replaces the page used longest ago, not the one loaded longest ago."
            }
            Misconception::OptTieBrokenWrongly => {
                "Among pages never used again the lab's OPT replaces the one in the lowest frame (any such choice gives the same number of faults)."
            }
            Misconception::HitClearedUsage => {
                "A reference sets the usage bit; only the pointer, examining the frame, clears it (Corbató 1968)."
            }
            Misconception::PointerStayed => {
                "The new page takes the replaced page's frame and the pointer moves on to the next frame: it starts there at the next fault."
            }
            Misconception::NewUsageOff => {
                "A page loaded on a fault is then referenced, so its usage bit is set and its register cleared (Corbató 1968: the page brought in will certainly be used)."
            }
            Misconception::RegisterShiftedWrongWay => {
                "The register shifts right: the usage bit enters at the left and the rightmost bit falls off; the page goes when all k bits are 0."
            }
            Misconception::FirstTimeIgnored => {
                "A pulled page carries the first-time switch: the pointer's first look at it clears the switch and the usage bit and moves on, without shifting or judging it (Corbató 1968, Figure 3 box 12)."
            }
            Misconception::PoolNotKept => {
                "When a fault finds no free block the pointer frees n blocks at once, not one (Corbató 1968: the pool is replenished with n more); the next fault takes the one left over and the pointer does not move."
            }
            Misconception::PulledEnteredBehind => {
                "On this sheet a pulled page enters the list where the pointer looks next, at the head with its first-time switch on (the lab's reading of Corbató 1968), not just behind the pointer as in the textbook clock."
            }
        }
    }

    /// Whether the misconception can show on `problem`: its policy's
    /// misconceptions, the register's direction only with k ≥ 2.
    pub fn applies(self, problem: &Problem) -> bool {
        match self {
            Misconception::HitCountedAsFault => true,
            Misconception::FifoReorderedOnHit => problem.policy == SheetPolicy::Fifo,
            Misconception::LruOnFaultsOnly => problem.policy == SheetPolicy::Lru,
            Misconception::OptTieBrokenWrongly => problem.policy == SheetPolicy::Opt,
            Misconception::RegisterShiftedWrongWay => problem.policy == SheetPolicy::Clock && problem.k >= 2,
            Misconception::HitClearedUsage | Misconception::PointerStayed | Misconception::NewUsageOff => {
                problem.policy == SheetPolicy::Clock
            }
            Misconception::FirstTimeIgnored | Misconception::PoolNotKept | Misconception::PulledEnteredBehind => {
                problem.policy == SheetPolicy::Multics
            }
        }
    }

    /// The tables a student holding the misconception writes on `problem`
    /// (`key` is the right one): one per way of holding it (OPT's tie can be
    /// broken several wrong ways), each a whole replay of the string.
    pub fn replays(self, problem: &Problem, key: &[Row]) -> Vec<Vec<Row>> {
        match self {
            Misconception::HitCountedAsFault => {
                vec![key.iter().map(|r| Row { fault: true, ..r.clone() }).collect()]
            }
            Misconception::FifoReorderedOnHit => vec![rows_of(Policy::Lru, problem)],
            Misconception::LruOnFaultsOnly => vec![rows_of(Policy::Fifo, problem)],
            Misconception::OptTieBrokenWrongly => {
                [Tie::HighestSlot, Tie::LoadedFirst, Tie::UsedLongestAgo].map(|t| opt_replay(problem, t)).to_vec()
            }
            Misconception::HitClearedUsage => vec![clock_replay(problem, ClockRules { hit_clears_usage: true, ..RIGHT })],
            Misconception::PointerStayed => vec![clock_replay(problem, ClockRules { pointer_stays: true, ..RIGHT })],
            Misconception::NewUsageOff => vec![clock_replay(problem, ClockRules { new_usage_off: true, ..RIGHT })],
            Misconception::RegisterShiftedWrongWay => {
                vec![clock_replay(problem, ClockRules { shift_left: true, ..RIGHT })]
            }
            Misconception::FirstTimeIgnored => {
                vec![multics::rows(problem, MulticsRules { first_time: false, ..multics::RIGHT }).0]
            }
            Misconception::PoolNotKept => vec![multics::rows(problem, MulticsRules { pool: false, ..multics::RIGHT }).0],
            Misconception::PulledEnteredBehind => vec![
                multics::rows(problem, MulticsRules { pulled_enter: PulledEnter::BehindPointer, ..multics::RIGHT }).0,
            ],
        }
    }

    /// Whether some way of holding the misconception changes `problem`'s table.
    pub fn shows(self, problem: &Problem, key: &[Row]) -> bool {
        self.replays(problem, key).iter().any(|w| w.as_slice() != key)
    }
}

/// How OPT chooses among pages never used again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tie {
    /// The lab's rule: the lowest frame (the shared `replacement::Opt`'s; here to test the replay by).
    #[cfg(test)]
    LowestSlot,
    /// The highest frame.
    HighestSlot,
    /// The page loaded first (FIFO among them).
    LoadedFirst,
    /// The page used longest ago (LRU among them).
    UsedLongestAgo,
}

/// OPT on `problem` with `tie` among pages never used again, frame by frame.
pub(crate) fn opt_replay(problem: &Problem, tie: Tie) -> Vec<Row> {
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
                    let s = match tie {
                        #[cfg(test)]
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

/// The plain clock (as `replacement::clock` describes it) on `problem` under `rules`.
pub(crate) fn clock_replay(problem: &Problem, rules: ClockRules) -> Vec<Row> {
    let (n, k) = (problem.frames as usize, problem.k);
    let mask = if k >= 32 { u32::MAX } else { (1u32 << k) - 1 };
    let mut frames: Vec<Option<u32>> = vec![None; n];
    let (mut usage, mut registers) = (vec![false; n], vec![0u32; n]);
    let (mut hand, mut filled) = (0usize, 0usize);
    let mut rows = Vec::with_capacity(problem.pages.len());
    for &page in &problem.pages {
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
    use super::super::key;
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
            assert_eq!(opt_replay(&p, Tie::LowestSlot), key(&p), "{p:?}");
        }
        for p in problems(SheetPolicy::Clock) {
            assert_eq!(clock_replay(&p, RIGHT), key(&p), "{p:?}");
        }
    }

    #[test]
    fn each_wrong_rule_by_hand() {
        let clock =
            |frames, k, pages: &[u32]| Problem { seed: 0, policy: SheetPolicy::Clock, frames, k, pool_n: 0, pages: pages.to_vec() };
        // A hit on 1 clears its bit: the pointer replaces 1 at its first look, not after a turn.
        let p = clock(2, 1, &[1, 2, 1, 3]);
        assert_eq!(key(&p)[3].victim, Some(1));
        let w = clock_replay(&p, ClockRules { hit_clears_usage: true, ..RIGHT });
        assert_eq!((w[2].usage.clone(), w[3].victim), (vec![false, true], Some(1)));
        // The pointer stays on frame 0 after replacing 1 there.
        let w = clock_replay(&p, ClockRules { pointer_stays: true, ..RIGHT });
        assert_eq!((key(&p)[3].pointer, w[3].pointer), (Some(1), Some(0)));
        // The new page's bit off: 1 2 then 3 replaces 1 at once, the pointer having cleared nothing.
        let w = clock_replay(&clock(2, 1, &[1, 2, 3]), ClockRules { new_usage_off: true, ..RIGHT });
        assert_eq!((w[2].victim, w[2].usage.clone()), (Some(1), vec![false, false]));
        // k = 2: shifted right a used page's register runs 10, 01, 00; shifted left 01, 10, 00.
        let w = clock_replay(&clock(2, 2, &[1, 2, 3]), ClockRules { shift_left: true, ..RIGHT });
        assert_eq!(w[2].registers, [0, 2]);
        // LRU on faults only is FIFO; FIFO reordered on hits is LRU.
        let lru = Problem { seed: 0, policy: SheetPolicy::Lru, frames: 2, k: 0, pool_n: 0, pages: vec![1, 2, 1, 3] };
        assert_eq!(Misconception::LruOnFaultsOnly.replays(&lru, &key(&lru))[0][3].victim, Some(1));
        assert_eq!(key(&lru)[3].victim, Some(2));
        // OPT: 1 2 3 with two frames; 1 and 2 are never used again: the lab replaces frame 0's.
        let opt = Problem { seed: 0, policy: SheetPolicy::Opt, frames: 2, k: 0, pool_n: 0, pages: vec![1, 2, 3] };
        assert_eq!(key(&opt)[2].victim, Some(1));
        assert_eq!(opt_replay(&opt, Tie::HighestSlot)[2].victim, Some(2));
    }

    #[test]
    fn the_catalogue_per_policy() {
        let ids = |policy, k| {
            let p = Problem { seed: 0, policy, frames: 3, k, pool_n: 0, pages: vec![1] };
            CATALOGUE.iter().filter(|m| m.applies(&p)).map(|m| m.id()).collect::<Vec<_>>()
        };
        assert_eq!(ids(SheetPolicy::Fifo, 0), ["fifo_reordered_on_hit", "hit_counted_as_fault"]);
        assert_eq!(ids(SheetPolicy::Clock, 1).len(), 4);
        assert_eq!(ids(SheetPolicy::Clock, 2).len(), 5);
        assert_eq!(
            ids(SheetPolicy::Multics, 1),
            ["first_time_ignored", "pool_not_kept", "pulled_entered_behind", "hit_counted_as_fault"]
        );
    }
}
