//! `worksheet`: a seeded frame-table exercise (`paging_core::worksheet`) —
//! the problem, its columns, the answer key and the misconceptions its
//! checking can name — as the lab's worksheet stage shows it for the same
//! problem id.

use crate::args::int;
use crate::{write_json, Failure, STATUS};
use clap::Args;
use paging_core::worksheet::{SheetPolicy, Spec, Worksheet, MAX_FRAMES, MAX_K};
use std::io::Write;

#[derive(Args)]
#[command(
    about = "A worksheet: a seeded reference string, policy and frames, with its answer key, as JSON",
    after_help = format!(
        "The seed is the problem id: the same seed (and flags) gives the same worksheet here and on the lab's worksheet \
         stage. Without --policy, --frames or --k the seed picks them (3 or 4 frames, 4 or 5 for multics; k = 1 or 2 \
         for the clock, 1 for multics). multics is the Multics clock with a pool refilled 2 blocks at a time, the \
         first-time switch, and pulled pages entered where the pointer looks next.\n\n{STATUS}"
    )
)]
pub struct WorksheetCommand {
    /// The problem id
    #[arg(long, value_name = "S", allow_negative_numbers = true, value_parser = int(0, u64::MAX))]
    seed: u64,
    /// The policy [default: picked by the seed]
    #[arg(long, value_parser = ["fifo", "lru", "opt", "clock", "multics"], allow_negative_numbers = true)]
    policy: Option<String>,
    /// Frames, 1..=6 (multics 3..=6) [default: picked by the seed]
    #[arg(long, value_name = "F", allow_negative_numbers = true, value_parser = int(1, MAX_FRAMES as u64))]
    frames: Option<u64>,
    /// The clocks only: the register length k, 1..=3 [default: picked by the seed]
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = int(1, MAX_K as u64))]
    k: Option<u64>,
}

impl WorksheetCommand {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let policy: Option<SheetPolicy> = self.policy.map(|p| p.parse()).transpose().map_err(Failure::Input)?;
        if self.k.is_some() && !policy.is_some_and(SheetPolicy::is_clock) {
            return Err(Failure::Input("--k applies only to --policy clock or multics".into()));
        }
        let spec = Spec { seed: self.seed, policy, frames: self.frames.map(|f| f as u32), k: self.k.map(|k| k as u32) };
        let sheet = Worksheet::new(&spec).map_err(Failure::Input)?;
        write_json(out, &sheet, false)
    }
}
