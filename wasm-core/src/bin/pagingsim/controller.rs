//! `controller`: the load-leveler stage's game scored on the command line —
//! a problem's job stream under the student's decisions and under the Load
//! Leveler, the working-set scheduler and the Ψ-scheduler, as the stage's
//! score card shows them.

use crate::args::int;
use crate::input::read_text;
use crate::{write_json, Failure};
use clap::Args;
use paging_core::experiment::controller::{controller_scenario, score_card};
use paging_core::message::one_line;
use paging_core::scenario::Scenario;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args)]
#[command(
    about = "Score the student as load controller against the Load Leveler, the working-set scheduler and the \
             Ψ-scheduler on one seeded job stream (the load-leveler stage's score card, as JSON)",
    after_help = crate::STATUS
)]
pub struct Controller {
    /// The problem id: the job stream's seed, 0..=18446744073709551615
    #[arg(long, value_name = "S", default_value = "1", allow_negative_numbers = true, value_parser = int(0, u64::MAX),
          conflicts_with = "scenario")]
    seed: u64,
    /// The decisions, as JSON ([{"check": 0, "action": "set_aside", "pid": 3}, …]) or a file holding it (- reads
    /// standard input); none: the student left every check alone
    #[arg(long, value_name = "FILE|JSON", conflicts_with = "scenario", allow_negative_numbers = true)]
    decisions: Option<String>,
    /// Instead of --seed and --decisions: a whole scenario with scheduler.load_leveler.manual, as the lab's
    /// Scenario panel saves it (- reads standard input)
    #[arg(long, value_name = "FILE", allow_negative_numbers = true)]
    scenario: Option<PathBuf>,
}

impl Controller {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let scenario = match &self.scenario {
            Some(path) => read_text(path, "scenario file")?,
            None => {
                // The decisions are read as the scenario's field, so their errors are the scenario's.
                let mut value =
                    serde_json::to_value(controller_scenario(self.seed, Vec::new())).expect("a scenario serialises");
                if let Some(arg) = &self.decisions {
                    value["scheduler"]["load_leveler"]["manual"] = parse_decisions(arg)?;
                }
                value.to_string()
            }
        };
        let scenario = Scenario::from_json(&scenario).map_err(Failure::Input)?;
        let card = score_card(&scenario).map_err(Failure::Input)?;
        write_json(out, &card, true)
    }
}

/// The decisions' JSON, from the argument or the file it names.
fn parse_decisions(arg: &str) -> Result<serde_json::Value, Failure> {
    let text =
        if arg.trim_start().starts_with('[') { arg.to_string() } else { read_text(arg.as_ref(), "decisions file")? };
    serde_json::from_str(&text).map_err(|e| Failure::Input(one_line(&format!("decisions: not valid JSON: {e}"), 400)))
}
