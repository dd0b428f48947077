//! A worksheet's problem from its seed: the policy and the frames (unless
//! given), then a reference string with some locality — a third of the
//! references go back to one of the last three pages used, so that hits
//! happen — over two or three pages more than there are frames, never the
//! same page twice in a row (a row with nothing to fill).
//!
//! The string is drawn again (stream 1, 2, … of the same seed) until every
//! misconception the catalogue has for the policy would change the table
//! (`Misconception::shows`) and at least three references hit: a student
//! holding any of them cannot fill the sheet right by luck. The seed alone
//! fixes the result, so a class sharing a problem id shares the sheet.

use super::misconceptions::CATALOGUE;
use crate::replacement::Policy;
use crate::rng::Rng;
use serde::{Deserialize, Serialize};

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
    /// FIFO, LRU, OPT or the plain clock.
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub policy: Option<Policy>,
    /// Frames, 1..=`MAX_FRAMES`.
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub frames: Option<u32>,
    /// The clock's register length, 1..=`MAX_K` (the clock only).
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
    pub policy: Policy,
    /// Frames.
    pub frames: u32,
    /// The clock's register length (0 for the other policies).
    pub k: u32,
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
    /// The page in a frame afterwards, or - for a free frame.
    Frame { slot: u32 },
    /// The frame under the clock's pointer afterwards.
    Pointer,
    /// A frame's usage bit afterwards (0 or 1).
    Usage { slot: u32 },
    /// A frame's k-bit register afterwards, as k binary digits.
    Register { slot: u32 },
}

impl Problem {
    /// The problem `spec` names, or a one-line error naming the field.
    pub fn generate(spec: &Spec) -> Result<Self, String> {
        let mut rng = Rng::new(spec.seed, 0);
        let policy = spec.policy.unwrap_or(Policy::ALL[rng.below(4) as usize]);
        let frames = match spec.frames {
            Some(f) if !(1..=MAX_FRAMES).contains(&f) => {
                return Err(format!("frames = {f} is not allowed: expected 1..={MAX_FRAMES}"))
            }
            Some(f) => f,
            None => 3 + rng.below(2),
        };
        let k = match (policy, spec.k) {
            (Policy::Clock, Some(k)) if !(1..=MAX_K).contains(&k) => {
                return Err(format!("k = {k} is not allowed: expected 1..={MAX_K}"))
            }
            (Policy::Clock, Some(k)) => k,
            (Policy::Clock, None) => 1 + rng.below(2),
            (_, Some(k)) => return Err(format!("k = {k} is not allowed: the register length applies only to the clock")),
            (_, None) => 0,
        };
        let mut problem = Problem { seed: spec.seed, policy, frames, k, pages: Vec::new() };
        for attempt in 1..=ATTEMPTS {
            problem.pages = draw(&mut Rng::new(spec.seed, attempt), frames);
            if problem.discriminates() {
                break;
            }
        }
        Ok(problem)
    }

    /// Whether every misconception the catalogue has for this problem
    /// changes its table, and at least three references hit.
    fn discriminates(&self) -> bool {
        let key = super::key(self);
        key.iter().filter(|r| !r.fault).count() >= 3
            && CATALOGUE.iter().filter(|m| m.applies(self)).all(|m| m.shows(self, &key))
    }

    /// The table's columns after the page: outcome, victim, the frames, and
    /// for the clock the pointer, the usage bits and the registers.
    pub fn columns(&self) -> Vec<Column> {
        let slots = 0..self.frames;
        let mut columns = vec![Column::Outcome, Column::Victim];
        columns.extend(slots.clone().map(|slot| Column::Frame { slot }));
        if self.policy == Policy::Clock {
            columns.push(Column::Pointer);
            columns.extend(slots.clone().map(|slot| Column::Usage { slot }));
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
            assert!((3..=4).contains(&p.frames));
            assert_eq!(p.k == 0, p.policy != Policy::Clock);
        }
    }

    #[test]
    fn every_misconception_changes_the_table_of_every_default_problem() {
        for policy in Policy::ALL {
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
            Problem::generate(&spec(Policy::Lru, Some(7), None)).unwrap_err(),
            "frames = 7 is not allowed: expected 1..=6"
        );
        assert_eq!(Problem::generate(&spec(Policy::Clock, None, Some(0))).unwrap_err(), "k = 0 is not allowed: expected 1..=3");
        assert_eq!(
            Problem::generate(&spec(Policy::Fifo, None, Some(2))).unwrap_err(),
            "k = 2 is not allowed: the register length applies only to the clock"
        );
    }

    #[test]
    fn the_clock_has_pointer_usage_and_register_columns() {
        let p = Problem { seed: 0, policy: Policy::Clock, frames: 2, k: 2, pages: vec![1, 2] };
        let kinds: Vec<String> = p.columns().iter().map(|c| serde_json::to_string(c).unwrap()).collect();
        assert_eq!(kinds.len(), 2 + 2 + 1 + 2 + 2);
        assert_eq!(kinds[4], r#"{"kind":"pointer"}"#);
        assert_eq!(kinds[8], r#"{"kind":"register","slot":1}"#);
    }
}
