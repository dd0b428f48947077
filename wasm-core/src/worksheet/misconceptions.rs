//! The catalogue of misconceptions a worksheet can name. Each is a wrong
//! rule, and each wrong rule is a replay of the problem: the whole string
//! under the rule as a student holding it would fill the table. The right
//! rules stay the lab's shared ones (`replacement`); a wrong rule is either
//! another shared policy (LRU's "updated on faults only" is FIFO; FIFO
//! "reordered on hits" is LRU), the key with one cell changed (a hit
//! written as a fault), or a small replay with one rule flag changed — OPT
//! with another tie-break, the clock with one of its four steps done
//! otherwise — whose flags all at their right values give the shared
//! policy's table exactly (the tests hold them to it); these one-step slips
//! are also replayed from the row where a student's table first goes wrong,
//! the right rule before it (`replays_at`). The Multics clock's
//! wrong rules are the lab's simulator with one setting changed: the
//! first-time switch off, no pool, or pulled pages entered behind the
//! pointer (`multics`).

use super::key::{rows_of, Row};
use super::multics::{self, MulticsRules};
use super::variants::{clock_replay, opt_replay, ClockRules, Tie, RIGHT};
use super::{Problem, SheetPolicy};
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
    /// A hit left the clock's usage bit clear (or cleared it).
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
            Misconception::HitClearedUsage => "A hit did not set the usage bit",
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
                "Among pages never used again the lab's OPT replaces the one in the lowest frame (any such choice gives the same number of faults; the other stages can switch the tie-break in the Rules tab, a sheet follows the default)."
            }
            Misconception::HitClearedUsage => {
                "A reference sets the usage bit; only the pointer, examining the frame, clears it (Corbató 1968)."
            }
            Misconception::PointerStayed => {
                "The new page takes the replaced page's frame and the pointer moves on to the next frame: it starts there at the next fault."
            }
            Misconception::NewUsageOff => {
                "A page loaded on a fault is then referenced, so its usage bit is set and its register cleared (Corbató 1968: the page brought in will certainly be used). Some textbooks load it with the bit off — a convention the other stages can switch (Rules tab); a sheet follows the default."
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
        self.replays_from(problem, key, 0).unwrap_or_default()
    }

    /// The tables of a student who follows the right rule up to reference
    /// `from` and the wrong one from there: the state their own right rows
    /// show, then the slip. Only the rules of a single step can be taken up
    /// mid-string (the clock's four steps, OPT's tie-break); for the others
    /// — a whole policy held from the start, the Multics simulator's
    /// settings — `None` unless `from` is 0.
    pub fn replays_from(self, problem: &Problem, key: &[Row], from: usize) -> Option<Vec<Vec<Row>>> {
        let clock = |rules| Some(vec![clock_replay(problem, rules, from)]);
        let whole = |tables: Vec<Vec<Row>>| (from == 0).then_some(tables);
        match self {
            Misconception::HitCountedAsFault => {
                whole(vec![key.iter().map(|r| Row { fault: true, ..r.clone() }).collect()])
            }
            Misconception::FifoReorderedOnHit => whole(vec![rows_of(Policy::Lru, problem)]),
            Misconception::LruOnFaultsOnly => whole(vec![rows_of(Policy::Fifo, problem)]),
            Misconception::OptTieBrokenWrongly => Some(
                [Tie::HighestSlot, Tie::LoadedFirst, Tie::UsedLongestAgo]
                    .map(|t| opt_replay(problem, t, from))
                    .to_vec(),
            ),
            Misconception::HitClearedUsage => clock(ClockRules { hit_clears_usage: true, ..RIGHT }),
            Misconception::PointerStayed => clock(ClockRules { pointer_stays: true, ..RIGHT }),
            Misconception::NewUsageOff => clock(ClockRules { new_usage_off: true, ..RIGHT }),
            Misconception::RegisterShiftedWrongWay => clock(ClockRules { shift_left: true, ..RIGHT }),
            Misconception::FirstTimeIgnored => {
                whole(vec![multics::rows(problem, MulticsRules { first_time: false, ..multics::RIGHT }).0])
            }
            Misconception::PoolNotKept => {
                whole(vec![multics::rows(problem, MulticsRules { pool: false, ..multics::RIGHT }).0])
            }
            Misconception::PulledEnteredBehind => whole(vec![
                multics::rows(problem, MulticsRules { pulled_enter: PulledEnter::BehindPointer, ..multics::RIGHT }).0,
            ]),
        }
    }

    /// The tables that may explain a first mistake at row `r`: the wrong rule
    /// held from the start, and (a rule of one step) taken up at `r` itself.
    pub fn replays_at(self, problem: &Problem, key: &[Row], r: usize) -> Vec<Vec<Row>> {
        let mut tables = self.replays(problem, key);
        if r > 0 {
            tables.extend(self.replays_from(problem, key, r).unwrap_or_default());
        }
        tables
    }

    /// Whether some way of holding the misconception changes `problem`'s table.
    pub fn shows(self, problem: &Problem, key: &[Row]) -> bool {
        self.replays(problem, key).iter().any(|w| w.as_slice() != key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
