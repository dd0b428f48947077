//! Counterexamples, found by search rather than told: the shortest
//! reference string on which
//!
//! - a policy shows Belady's anomaly, f + 1 frames faulting more often than
//!   f for some f (Belady, Nelson & Shedler 1969, CACM 12(6)) — FIFO or the
//!   plain k-bit clock of `pagingsim replay --plain`; LRU and OPT are
//!   refused with the reason: they are stack algorithms (Mattson, Gecsei,
//!   Slutz & Traiger 1970, "Evaluation techniques for storage
//!   hierarchies", IBM Systems Journal 9(2)), whose f frames always hold a
//!   subset of what f + 1 hold, so no string shows it (`belady`);
//! - a policy A faults fewer times than a policy B with the same frames
//!   (`beats`).
//!
//! The strings are over at most `pages` distinct pages and at most
//! `max_length` references; the shortest is returned, and among the
//! shortest the first in lexicographic order, its pages numbered from 1 in
//! order of first use. The search is exhaustive over strings up to renaming
//! of pages, with incremental simulation and a bound that cuts hopeless
//! prefixes (`canonical`), and its work is bounded by `budget` nodes: when
//! the budget runs out the answer says so (`exhausted`) and how far it got.
//! Every policy is the lab's one implementation (`replacement`).

mod beats;
mod belady;
pub mod canonical;
mod online;

use crate::replacement::Policy;
use crate::scenario::MAX_K;
use beats::Beats;
use belady::Belady;
use canonical::{shortest, Ending, Outcome, Probe};
use serde::{Deserialize, Serialize};

/// The most distinct pages a search takes.
pub const MAX_PAGES: u32 = 16;
/// The longest strings a search takes.
pub const MAX_LENGTH: u32 = 40;
/// The most frames `beats` takes.
pub const MAX_FRAMES: u32 = 16;
/// The largest node budget.
pub const MAX_BUDGET: u64 = 1 << 40;
/// The default node budget: 200 million references, a few seconds natively.
pub const DEFAULT_BUDGET: u64 = 200_000_000;

/// What is searched for, and within what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "question", rename_all = "snake_case")]
#[cfg_attr(test, ts(rename = "SearchQuestion"))]
pub enum Question {
    /// Belady's anomaly under `policy` (FIFO or the plain clock with `k`-bit registers).
    Belady { policy: Policy, k: u32, pages: u32, max_length: u32 },
    /// A faulting fewer times than B with `frames` frames (`k`: the clock's register length, for either).
    Beats { a: Policy, b: Policy, frames: u32, k: u32, pages: u32, max_length: u32 },
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "SearchAnswer"))]
pub struct Answer {
    /// The counterexample, pages numbered from 1 in order of first use; null if none was found.
    pub string: Option<Vec<u32>>,
    /// Belady: the f at which f + 1 frames fault more (the smallest, if several).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub frames: Option<u32>,
    /// The faults on the string: Belady's `[with f frames, with f + 1]`, or A's and B's.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub faults: Option<Faults>,
    /// Every string of at most this many references was searched and none is a counterexample.
    pub searched: u32,
    /// Nodes visited (references simulated along the search).
    pub nodes: u64,
    /// Whether the budget ran out before the search ended (then `string` is null).
    pub exhausted: bool,
}

/// The faults on the counterexample.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(untagged)]
#[cfg_attr(test, ts(rename = "SearchFaults"))]
pub enum Faults {
    /// With f frames and with f + 1.
    Belady([u32; 2]),
    /// A's and B's.
    Beats { a: u32, b: u32 },
}

fn range(field: &str, value: u64, min: u64, max: u64) -> Result<(), String> {
    if (min..=max).contains(&value) {
        Ok(())
    } else {
        Err(format!("{field} = {value} is not allowed: expected an integer in {min}..={max}"))
    }
}

impl Question {
    /// The one-line reason the question cannot be searched, if it cannot.
    pub fn validate(&self, budget: u64) -> Result<(), String> {
        let (k, pages, max_length) = match *self {
            Question::Belady { policy, k, pages, max_length } => {
                if matches!(policy, Policy::Lru | Policy::Opt) {
                    return Err(format!(
                        "policy = {} is not allowed: expected fifo or clock — {} is a stack algorithm (Mattson et \
                         al. 1970): f frames always hold a subset of what f + 1 hold, so no string shows Belady's \
                         anomaly",
                        policy.name(),
                        policy.name().to_uppercase()
                    ));
                }
                (k, pages, max_length)
            }
            Question::Beats { a, b, frames, k, pages, max_length } => {
                if a == b {
                    return Err(format!(
                        "b = {} is not allowed: expected a policy other than a = {}: a policy never faults fewer \
                         times than itself",
                        b.name(),
                        a.name()
                    ));
                }
                range("frames", frames.into(), 1, MAX_FRAMES.into())?;
                (k, pages, max_length)
            }
        };
        range("k", k.into(), 0, MAX_K.into())?;
        range("pages", pages.into(), 1, MAX_PAGES.into())?;
        range("max_length", max_length.into(), 1, MAX_LENGTH.into())?;
        range("budget", budget, 1, MAX_BUDGET)
    }
}

/// The shortest counterexample to `question`, visiting at most `budget` nodes.
pub fn search(question: &Question, budget: u64) -> Result<Answer, String> {
    question.validate(budget)?;
    Ok(match *question {
        Question::Belady { policy, k, pages, max_length } => {
            let probe = Belady { policy, pages, k };
            let outcome = shortest(&probe, pages, max_length as usize, budget);
            let (frames, faults) = match &outcome.ending {
                Ending::Found(s) => {
                    let sides = replayed(&probe, s);
                    let (f, faults) = Belady::anomaly(&sides).expect("the string found shows the anomaly");
                    (Some(f), Some(Faults::Belady(faults)))
                }
                _ => (None, None),
            };
            answer(outcome, frames, faults)
        }
        Question::Beats { a, b, frames, k, pages, max_length } => {
            let probe = Beats { a, b, frames: frames as usize, pages, k };
            let outcome = shortest(&probe, pages, max_length as usize, budget);
            let faults = match &outcome.ending {
                Ending::Found(s) => {
                    let [a, b] = replayed(&probe, s);
                    Some(Faults::Beats { a: a.faults(), b: b.faults() })
                }
                _ => None,
            };
            answer(outcome, None, faults)
        }
    })
}

/// The probe's states after the whole of `string`.
fn replayed<P: Probe>(probe: &P, string: &[u32]) -> P::State {
    let mut state = probe.start();
    for t in 1..=string.len() {
        let before = state.clone();
        probe.step(&before, &mut state, &string[..t]);
    }
    state
}

fn answer(outcome: Outcome, frames: Option<u32>, faults: Option<Faults>) -> Answer {
    let Outcome { ending, searched, nodes } = outcome;
    let exhausted = ending == Ending::Exhausted;
    let string = match ending {
        Ending::Found(s) => Some(s.into_iter().map(|p| p + 1).collect()),
        _ => None,
    };
    Answer { string, frames, faults, searched: searched as u32, nodes, exhausted }
}
