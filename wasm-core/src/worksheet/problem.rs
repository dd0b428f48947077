//! A worksheet's problem from its seed: the policy and the frames (unless
//! given; the Multics clock takes 4 or 5, for its pool), then a reference string with some locality — a third of the
//! references go back to one of the last three pages used, so that hits
//! happen — over two or three pages more than there are frames, never the
//! same page twice in a row (a row with nothing to fill).
//!
//! The string is drawn again (stream 1, 2, … of the same seed) until every
//! misconception the catalogue has for the policy would change the table
//! (`Misconception::shows`), at least three references hit, and at least
//! three faults replace a page (the Multics clock: the pointer refills the
//! pool at least twice): a student holding any of them cannot fill the
//! sheet right by luck, and the sheet exercises the rule. The seed alone
//! fixes the result, so a class sharing a problem id shares the sheet.

use super::misconceptions::CATALOGUE;
use crate::replacement::Policy;
use crate::rng::Rng;
use serde::{Deserialize, Serialize};

/// A worksheet's policy: the four of the policies stage, or the Multics
/// clock with its free pool and first-time switch (the simulator's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SheetPolicy {
    /// First in, first out.
    Fifo,
    /// Least recently used.
    Lru,
    /// Belady's MIN.
    Opt,
    /// The plain k-bit clock (Corbató 1968 without pool or first-time switch).
    Clock,
    /// The Multics clock: the pool of free blocks, the first-time switch, pulled pages entered where the pointer looks next.
    Multics,
}

impl SheetPolicy {
    /// Every worksheet policy, in the order the seed picks among them.
    pub const ALL: [SheetPolicy; 5] =
        [SheetPolicy::Fifo, SheetPolicy::Lru, SheetPolicy::Opt, SheetPolicy::Clock, SheetPolicy::Multics];

    /// The policies stage's policy it is, if it is one of them.
    pub fn shared(self) -> Option<Policy> {
        match self {
            SheetPolicy::Fifo => Some(Policy::Fifo),
            SheetPolicy::Lru => Some(Policy::Lru),
            SheetPolicy::Opt => Some(Policy::Opt),
            SheetPolicy::Clock => Some(Policy::Clock),
            SheetPolicy::Multics => None,
        }
    }

    /// Whether the sheet has the pointer, usage bits and registers.
    pub fn is_clock(self) -> bool {
        matches!(self, SheetPolicy::Clock | SheetPolicy::Multics)
    }
}

impl std::str::FromStr for SheetPolicy {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        serde_json::from_value(serde_json::Value::String(s.to_string()))
            .map_err(|_| format!("policy = {s} is not allowed: expected fifo, lru, opt, clock or multics"))
    }
}

/// The Multics sheet's pool: when a fault finds no free block the pointer
/// frees this many (Multics's n = 3 served hundreds of frames; a paper table
/// of 4 or 5 frames takes 2, so that one block is left over for the next fault).
pub const MULTICS_POOL_N: u32 = 2;

/// The most frames a worksheet has (a paper table's width).
pub const MAX_FRAMES: u32 = 6;
/// The longest clock register on a worksheet.
pub const MAX_K: u32 = 3;
/// Strings drawn before the last one is taken as it is.
const ATTEMPTS: u64 = 400;
/// The page numbers a string uses (single digits, as on paper).
const PAGE_NAMES: u32 = 9;

/// What names a worksheet: the seed, and optionally the policy, frames and
/// the clock's register length (else the seed picks them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "WorksheetSpec"))]
#[serde(deny_unknown_fields)]
pub struct Spec {
    /// The problem id.
    pub seed: u64,
    /// FIFO, LRU, OPT, the plain clock or the Multics clock.
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub policy: Option<SheetPolicy>,
    /// Frames, 1..=`MAX_FRAMES`.
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub frames: Option<u32>,
    /// The clock's register length, 1..=`MAX_K` (the clocks only).
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub k: Option<u32>,
}

/// A worksheet's problem.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "WorksheetProblem"))]
pub struct Problem {
    /// The problem id.
    pub seed: u64,
    /// The policy.
    pub policy: SheetPolicy,
    /// Frames.
    pub frames: u32,
    /// The clock's register length (0 for FIFO, LRU and OPT).
    pub k: u32,
    /// The blocks the Multics clock frees at a time (0 for the others).
    pub pool_n: u32,
    /// The reference string.
    pub pages: Vec<u32>,
}

/// A column of the table after the reference's page, as the student fills it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "WorksheetColumn"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Column {
    /// Hit (h) or fault (f).
    Outcome,
    /// The page replaced, or - for none.
    Victim,
    /// The Multics clock: the pages the pointer moved out to refill the pool, in order, or - for none.
    Evicted,
    /// The page in a frame afterwards, or - for a free frame.
    Frame { slot: u32 },
    /// The frame under the clock's pointer afterwards.
    Pointer,
    /// The Multics clock: the frames on the replaceable list from the pointer on, in the order it will examine them.
    List,
    /// A frame's usage bit afterwards (0 or 1).
    Usage { slot: u32 },
    /// A frame's first-time switch afterwards (0 or 1; the Multics clock).
    FirstTime { slot: u32 },
    /// A frame's k-bit register afterwards, as k binary digits.
    Register { slot: u32 },
}

impl Problem {
    /// The problem `spec` names, or a one-line error naming the field.
    pub fn generate(spec: &Spec) -> Result<Self, String> {
        let mut rng = Rng::new(spec.seed, 0);
        let policy = spec.policy.unwrap_or(SheetPolicy::ALL[rng.below(5) as usize]);
        let multics = policy == SheetPolicy::Multics;
        let least = if multics { MULTICS_POOL_N + 1 } else { 1 };
        let frames = match spec.frames {
            Some(f) if !(least..=MAX_FRAMES).contains(&f) => {
                return Err(format!("frames = {f} is not allowed: expected {least}..={MAX_FRAMES}"))
            }
            Some(f) => f,
            None => 3 + multics as u32 + rng.below(2),
        };
        let k = match (policy.is_clock(), spec.k) {
            (true, Some(k)) if !(1..=MAX_K).contains(&k) => {
                return Err(format!("k = {k} is not allowed: expected 1..={MAX_K}"))
            }
            (true, Some(k)) => k,
            (true, None) if multics => 1,
            (true, None) => 1 + rng.below(2),
            (false, Some(k)) => {
                return Err(format!("k = {k} is not allowed: the register length applies only to the clocks"))
            }
            (false, None) => 0,
        };
        let pool_n = if multics { MULTICS_POOL_N } else { 0 };
        let mut problem = Problem { seed: spec.seed, policy, frames, k, pool_n, pages: Vec::new() };
        for attempt in 1..=ATTEMPTS {
            problem.pages = draw(&mut Rng::new(spec.seed, attempt), frames);
            if problem.discriminates() {
                break;
            }
        }
        Ok(problem)
    }

    /// Whether every misconception the catalogue has for this problem
    /// changes its table, at least three references hit and at least three
    /// replace a page (two refill the Multics clock's pool).
    fn discriminates(&self) -> bool {
        let key = super::key(self);
        let replacing = key.iter().filter(|r| r.victim.is_some() || !r.evicted.is_empty()).count();
        let least = if self.policy == SheetPolicy::Multics { 2 } else { 3 };
        key.iter().filter(|r| !r.fault).count() >= 3
            && replacing >= least
            && CATALOGUE.iter().filter(|m| m.applies(self)).all(|m| m.shows(self, &key))
    }

    /// The table's columns after the page: outcome, victim (the Multics
    /// clock: the pages evicted), the frames, and for the clock the pointer
    /// (the Multics clock: the list from the pointer), the usage bits, the
    /// first-time switches (Multics) and the registers.
    pub fn columns(&self) -> Vec<Column> {
        let slots = 0..self.frames;
        let multics = self.policy == SheetPolicy::Multics;
        let mut columns = vec![Column::Outcome, if multics { Column::Evicted } else { Column::Victim }];
        columns.extend(slots.clone().map(|slot| Column::Frame { slot }));
        if self.policy.is_clock() {
            columns.push(if multics { Column::List } else { Column::Pointer });
            columns.extend(slots.clone().map(|slot| Column::Usage { slot }));
            if multics {
                columns.extend(slots.clone().map(|slot| Column::FirstTime { slot }));
            }
            columns.extend(slots.map(|slot| Column::Register { slot }));
        }
        columns
    }
}

/// A string of 12 to 16 references over `frames` + 2 or + 3 of the pages 1…9.
fn draw(rng: &mut Rng, frames: u32) -> Vec<u32> {
    let distinct = (frames + 2 + rng.below(2)).min(PAGE_NAMES);
    // The pages used: `distinct` of 1…9, in a random order.
    let mut names: Vec<u32> = (1..=PAGE_NAMES).collect();
    for i in 0..distinct as usize {
        let j = i + rng.below(PAGE_NAMES - i as u32) as usize;
        names.swap(i, j);
    }
    names.truncate(distinct as usize);
    let length = 12 + rng.below(5) as usize;
    let mut pages: Vec<u32> = Vec::with_capacity(length);
    while pages.len() < length {
        let recent: Vec<u32> = pages.iter().rev().take(3).copied().collect();
        let page = if !recent.is_empty() && rng.next_f64() < 1.0 / 3.0 {
            recent[rng.below(recent.len() as u32) as usize]
        } else {
            names[rng.below(distinct) as usize]
        };
        if pages.last() != Some(&page) {
            pages.push(page);
        }
    }
    pages
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_is_the_problem() {
        let spec = Spec { seed: 42, ..Spec::default() };
        assert_eq!(Problem::generate(&spec), Problem::generate(&spec));
        let other = Problem::generate(&Spec { seed: 43, ..spec }).unwrap();
        assert_ne!(Problem::generate(&spec).unwrap().pages, other.pages);
    }

    #[test]
    fn strings_are_paper_sized_without_repeats() {
        for seed in 0..200 {
            let p = Problem::generate(&Spec { seed, ..Spec::default() }).unwrap();
            assert!((12..=16).contains(&p.pages.len()), "{p:?}");
            assert!(p.pages.windows(2).all(|w| w[0] != w[1]), "{p:?}");
            assert!(p.pages.iter().all(|&x| (1..=9).contains(&x)), "{p:?}");
            let multics = p.policy == SheetPolicy::Multics;
            assert!((3 + multics as u32..=4 + multics as u32).contains(&p.frames), "{p:?}");
            assert_eq!(p.k == 0, !p.policy.is_clock());
            assert_eq!(p.pool_n, if multics { 2 } else { 0 });
        }
    }

    #[test]
    fn every_misconception_changes_the_table_of_every_default_problem() {
        for policy in SheetPolicy::ALL {
            for seed in 0..100 {
                let p = Problem::generate(&Spec { seed, policy: Some(policy), ..Spec::default() }).unwrap();
                assert!(p.discriminates(), "{p:?}");
            }
        }
    }

    #[test]
    fn bad_fields_are_named() {
        let spec = |policy, frames, k| Spec { seed: 1, policy: Some(policy), frames, k };
        assert_eq!(
            Problem::generate(&spec(SheetPolicy::Lru, Some(7), None)).unwrap_err(),
            "frames = 7 is not allowed: expected 1..=6"
        );
        assert_eq!(
            Problem::generate(&spec(SheetPolicy::Multics, Some(2), None)).unwrap_err(),
            "frames = 2 is not allowed: expected 3..=6"
        );
        assert_eq!(
            Problem::generate(&spec(SheetPolicy::Clock, None, Some(0))).unwrap_err(),
            "k = 0 is not allowed: expected 1..=3"
        );
        assert_eq!(
            Problem::generate(&spec(SheetPolicy::Fifo, None, Some(2))).unwrap_err(),
            "k = 2 is not allowed: the register length applies only to the clocks"
        );
        assert_eq!(
            "mru".parse::<SheetPolicy>().unwrap_err(),
            "policy = mru is not allowed: expected fifo, lru, opt, clock or multics"
        );
    }

    #[test]
    fn the_clocks_have_pointer_usage_and_register_columns() {
        let mut p = Problem { seed: 0, policy: SheetPolicy::Clock, frames: 2, k: 2, pool_n: 0, pages: vec![1, 2] };
        let kinds = |p: &Problem| p.columns().iter().map(|c| serde_json::to_string(c).unwrap()).collect::<Vec<_>>();
        let clock = kinds(&p);
        assert_eq!(clock.len(), 2 + 2 + 1 + 2 + 2);
        assert_eq!(clock[4], r#"{"kind":"pointer"}"#);
        assert_eq!(clock[8], r#"{"kind":"register","slot":1}"#);
        p.policy = SheetPolicy::Multics;
        let multics = kinds(&p);
        assert_eq!(multics.len(), 2 + 2 + 1 + 2 + 2 + 2);
        assert_eq!((multics[1].as_str(), multics[4].as_str()), (r#"{"kind":"evicted"}"#, r#"{"kind":"list"}"#));
        assert_eq!(multics[7], r#"{"kind":"first_time","slot":0}"#);
    }
}
