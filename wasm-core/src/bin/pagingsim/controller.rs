//! `controller`: the load-leveler stage's game scored on the command line —
//! a problem's job stream under the student's decisions and under the Load
//! Leveler, the working-set scheduler and the Ψ-scheduler, as the stage's
//! score card shows them.

use crate::args::int;
use crate::input::read_text;
use crate::{write_json, Failure};
use clap::Args;
use paging_core::budget;
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
            // The decisions are read as the scenario's field, so their errors are the scenario's.
            None => decided(self.seed, self.decisions.as_deref())?,
        };
        let scenario = Scenario::from_json(&scenario).map_err(Failure::Input)?;
        let card = score_card(&scenario).map_err(Failure::Input)?;
        write_json(out, &card, true)
    }
}

/// Problem `seed`'s scenario as JSON text with the decisions' JSON (from the
/// argument or the file it names) as its `scheduler.load_leveler.manual`.
/// The decisions are checked as JSON on a tree when it fits the memory
/// budget (`budget::json_cost`), else without one, their text spliced into
/// the scenario's: a million decisions are never a tree.
fn decided(seed: u64, decisions: Option<&str>) -> Result<String, Failure> {
    let mut value = serde_json::to_value(controller_scenario(seed, Vec::new())).expect("a scenario serialises");
    let Some(arg) = decisions else { return Ok(value.to_string()) };
    let text =
        if arg.trim_start().starts_with('[') { arg.to_string() } else { read_text(arg.as_ref(), "decisions file")? };
    let not_json = |e: serde_json::Error| Failure::Input(one_line(&format!("decisions: not valid JSON: {e}"), 400));
    let manual = &mut value["scheduler"]["load_leveler"]["manual"];
    // The tree, and the scenario's text written from it.
    if budget::json_cost(&text, &[]).tree(&text) + text.len() as u64 <= budget::HELD_BYTES {
        *manual = serde_json::from_str(&text).map_err(not_json)?;
        return Ok(value.to_string());
    }
    serde_json::from_str::<serde::de::IgnoredAny>(&text).map_err(not_json)?;
    *manual = serde_json::Value::Null;
    Ok(value.to_string().replacen("\"manual\":null", &format!("\"manual\":{}", text.trim()), 1))
}
