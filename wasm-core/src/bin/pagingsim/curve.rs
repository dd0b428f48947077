//! `curve` and `turner`: program behaviour as Nishigaki 1981 measures it,
//! exact lifetime curves of a string and Turner's working-set size for the
//! LRU stack model.

use crate::args::int;
use crate::input::read_text;
use crate::trace_file::TraceFile;
use crate::{curve_json, write_json, Failure};
use clap::Args;
use paging_core::analysis::shards::Sampling;
use paging_core::analysis::{turner, Lifetime};
use paging_core::budget;
use paging_core::message::{one_line, quote};
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args)]
#[command(
    about = "Lifetime curves of a reference string, LRU or working set, with the knee and the parachor (Nishigaki)",
    after_help = format!(
        "A memory larger than the string's distinct pages, or a window longer than the string, changes nothing: \
         --max-frames is cut to the distinct pages and --max-window to the references, and \"max_frames\" or \
         \"max_window\" in the output says where the curves stop.\n\nThe LRU curve is exact up to 20000000 references and \
         sampled beyond (SHARDS, Waldspurger et al. 2015: pages kept iff hash mod 2^24 < R·2^24, stack distances \
         scaled by 1/R, SHARDS_adj), R = 0.01; --sample-rate R samples any trace, and a trace short enough for the \
         exact curve is measured against it (\"sampled\".\"exact\"). \"sampled\".\"band\" is the 95 % band's \
         half-width in faults per reference at each size, from the kept pages only. The working-set curve is always \
         exact.\n\n{}",
        crate::STATUS
    )
)]
pub struct Curve {
    #[command(flatten)]
    trace: TraceFile,
    /// lru: memory sizes 1…F; ws: windows 1…T
    #[arg(long, value_parser = ["lru", "ws"], allow_negative_numbers = true)]
    policy: String,
    /// With --policy lru: the largest memory size, 1..=1048576
    #[arg(long, value_name = "F", allow_negative_numbers = true, value_parser = int(1, 1 << 20))]
    max_frames: Option<u64>,
    /// With --policy ws: the largest window in references, 1..=16777216
    #[arg(long, value_name = "T", allow_negative_numbers = true, value_parser = int(1, 1 << 24))]
    max_window: Option<u64>,
    /// The fault delay S in references, for the PE-knee and X = z + S·f·z, Y = S·f·z
    #[arg(long, value_name = "S", default_value = "1000", allow_negative_numbers = true, value_parser = int(0, u32::MAX as u64))]
    delay: u64,
    /// With --policy lru: auto (exact up to 20000000 references, sampled at 0.01 beyond), exact, or a sampling
    /// rate R in 0.0001..=1
    #[arg(long, value_name = "R", default_value = "auto", allow_negative_numbers = true)]
    sample_rate: String,
    /// With a sampled curve: leave out SHARDS_adj (the first bucket's correction to N·R references)
    #[arg(long)]
    unadjusted: bool,
}

impl Curve {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let lru = self.policy == "lru";
        let (flag, other, asked) = if lru {
            ("--max-frames", ("--max-window", self.max_window), self.max_frames)
        } else {
            ("--max-window", ("--max-frames", self.max_frames), self.max_window)
        };
        if other.1.is_some() {
            return Err(Failure::Input(format!(
                "{} applies only to --policy {}",
                other.0,
                if lru { "ws" } else { "lru" }
            )));
        }
        let asked = asked.ok_or_else(|| Failure::Input(format!("{flag} is required with --policy {}", self.policy)))?;
        let sampling = Sampling::parse("--sample-rate", &self.sample_rate).map_err(Failure::Input)?;
        if !lru && sampling != Sampling::Auto {
            return Err(Failure::Input("--sample-rate applies only to --policy lru".into()));
        }
        if self.unadjusted && sampling == Sampling::Exact {
            return Err(Failure::Input("--unadjusted applies only to a sampled curve".into()));
        }
        let name = self.trace.name();
        let refused = |e: String| Failure::Input(format!("{name}: {e}"));
        // The references' array becomes the pages' in place (a Reference is a u32).
        let mut pages: Vec<u32> = self.trace.read()?.into_iter().map(|r| r.page()).collect();
        let dense = Lifetime::densify(&mut pages).map_err(refused)?;
        let usable = if lru { dense.distinct(&pages) } else { pages.len() };
        let used = (asked as usize).min(usable.max(1));
        let options = (sampling, !self.unadjusted);
        let curve =
            Lifetime::of_dense(&pages, &dense, &self.policy, used, self.delay as f64, options).map_err(refused)?;
        curve_json::write(out, &curve)
    }
}

#[derive(Args)]
#[command(
    about = "Turner's exact mean working-set size for an LRU stack model program (Nishigaki 1981, eq. 4.1-4.3)",
    after_help = crate::STATUS
)]
pub struct Turner {
    /// q(1)…q(N) as a JSON array: the probabilities of the LRU stack distances, summing to 1; - reads standard input
    #[arg(long, value_name = "FILE", allow_negative_numbers = true)]
    q: PathBuf,
    /// Windows 1…T, 1..=1048576
    #[arg(long, value_name = "T", allow_negative_numbers = true, value_parser = int(1, 1 << 20))]
    max_window: u64,
}

impl Turner {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let name = quote(&self.q.to_string_lossy());
        let text = read_text(&self.q, "q file")?;
        // Counted before it is read: a q longer than a model's pages is refused unread.
        let values = budget::json_cost(&text, &[]).values;
        if values > turner::MAX_Q as u64 + 1 {
            return Err(Failure::Input(format!(
                "{name} holds {values} JSON values: expected a JSON array of at most {} probabilities q(1)…q(N)",
                turner::MAX_Q
            )));
        }
        let q: Vec<f64> = serde_json::from_str(&text).map_err(|e| {
            Failure::Input(format!(
                "{name}: expected a JSON array of numbers q(1)…q(N): {}",
                one_line(&e.to_string(), 300)
            ))
        })?;
        turner::validate_q(&q).map_err(|e| Failure::Input(format!("{name}: {e}")))?;
        let t = self.max_window as usize;
        let (mean_size, fault_rate) = turner::ws_size_and_fault_rate(&q, t);
        write_json(
            out,
            &json!({"window": (1..=t).collect::<Vec<_>>(), "mean_size": mean_size, "fault_rate": fault_rate}),
            false,
        )
    }
}
