//! `search`: the shortest counterexample, found by exhaustive search over
//! strings up to renaming of pages (`paging_core::search`).

use crate::args::int;
use crate::{write_json, Failure, STATUS};
use clap::{Args, Subcommand};
use paging_core::replacement::Policy;
use paging_core::scenario::MAX_K;
use paging_core::search::{search, Question, DEFAULT_BUDGET, MAX_BUDGET, MAX_FRAMES, MAX_LENGTH, MAX_PAGES};
use std::io::Write;

#[derive(Args)]
#[command(
    about = "Find the shortest reference string that shows Belady's anomaly, or on which one policy beats another",
    after_help = STATUS
)]
pub struct Search {
    #[command(subcommand)]
    question: Asked,
}

#[derive(Subcommand)]
enum Asked {
    Belady(BeladyArgs),
    Beats(BeatsArgs),
}

/// The bounds every search takes.
#[derive(Args)]
struct Bounds {
    /// The most distinct pages in the string, 1..=16
    #[arg(long, value_name = "P", default_value = "5", allow_negative_numbers = true, value_parser = int(1, MAX_PAGES.into()))]
    pages: u64,
    /// The longest string searched, 1..=40
    #[arg(long, value_name = "L", default_value = "12", allow_negative_numbers = true, value_parser = int(1, MAX_LENGTH.into()))]
    max_length: u64,
    /// The most nodes (references simulated) the search may visit; when it runs out the answer says
    /// "exhausted": true and how far it got
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BUDGET, allow_negative_numbers = true, value_parser = int(1, MAX_BUDGET))]
    budget: u64,
}

#[derive(Args)]
#[command(
    about = "The shortest string on which f + 1 frames fault more than f (Belady, Nelson & Shedler 1969), \
             for FIFO or the plain k-bit clock; LRU and OPT are stack algorithms and are refused",
    after_help = STATUS
)]
struct BeladyArgs {
    /// The replacement policy (lru and opt are refused: stack algorithms cannot show the anomaly)
    #[arg(long, value_parser = ["fifo", "clock", "lru", "opt"], allow_negative_numbers = true)]
    policy: String,
    /// Clock only: the shift register's length k, 0..=32 (0 is FIFO) [default: 1]
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = int(0, MAX_K.into()))]
    k: Option<u64>,
    #[command(flatten)]
    bounds: Bounds,
}

#[derive(Args)]
#[command(about = "The shortest string on which policy A faults fewer times than policy B with the same frames", after_help = STATUS)]
struct BeatsArgs {
    /// Policy A, the one that should fault less
    #[arg(long, value_parser = ["fifo", "lru", "opt", "clock"], allow_negative_numbers = true)]
    a: String,
    /// Policy B
    #[arg(long, value_parser = ["fifo", "lru", "opt", "clock"], allow_negative_numbers = true)]
    b: String,
    /// Page frames, 1..=16
    #[arg(long, value_name = "F", allow_negative_numbers = true, value_parser = int(1, MAX_FRAMES.into()))]
    frames: u64,
    /// The clock's register length k, if A or B is the clock, 0..=32 [default: 1]
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = int(0, MAX_K.into()))]
    k: Option<u64>,
    #[command(flatten)]
    bounds: Bounds,
}

fn policy(name: &str) -> Policy {
    name.parse().expect("clap allows only the policies' names")
}

impl Search {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let (question, budget) = match self.question {
            Asked::Belady(q) => {
                let policy = policy(&q.policy);
                if policy != Policy::Clock && q.k.is_some() {
                    return Err(Failure::Input("--k applies only to --policy clock".into()));
                }
                let (pages, max_length) = (q.bounds.pages as u32, q.bounds.max_length as u32);
                (Question::Belady { policy, k: q.k.unwrap_or(1) as u32, pages, max_length }, q.bounds.budget)
            }
            Asked::Beats(q) => {
                let (a, b) = (policy(&q.a), policy(&q.b));
                if q.k.is_some() && a != Policy::Clock && b != Policy::Clock {
                    return Err(Failure::Input("--k applies only when --a or --b is clock".into()));
                }
                let (pages, max_length) = (q.bounds.pages as u32, q.bounds.max_length as u32);
                let (frames, k) = (q.frames as u32, q.k.unwrap_or(1) as u32);
                (Question::Beats { a, b, frames, k, pages, max_length }, q.bounds.budget)
            }
        };
        let answer = search(&question, budget).map_err(|e| Failure::Input(format!("search: {}", flagged(&e))))?;
        write_json(out, &answer, false)
    }
}

/// The core's message with its field named as the flag (`max_length` → `--max-length`).
fn flagged(message: &str) -> String {
    let (field, rest) = message.split_once(' ').unwrap_or((message, ""));
    format!("--{} {rest}", field.replace('_', "-"))
}
