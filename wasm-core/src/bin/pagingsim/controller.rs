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
use paging_core::scenario::{ManualDecision, Scenario};
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
    #[arg(long, value_name = "FILE|JSON", conflicts_with = "scenario")]
    decisions: Option<String>,
    /// Instead of --seed and --decisions: a whole scenario with scheduler.load_leveler.manual, as the lab's
    /// Scenario panel saves it (- reads standard input)
    #[arg(long, value_name = "FILE")]
    scenario: Option<PathBuf>,
}

impl Controller {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let scenario = match &self.scenario {
            Some(path) => Scenario::from_json(&read_text(path, "scenario file")?).map_err(Failure::Input)?,
            None => {
                let decisions = match &self.decisions {
                    None => Vec::new(),
                    Some(arg) => parse_decisions(arg)?,
                };
                let s = controller_scenario(self.seed, decisions);
                s.validate().map_err(|e| Failure::Input(e.to_string()))?;
                s
            }
        };
        let card = score_card(&scenario).map_err(Failure::Input)?;
        write_json(out, &card, true)
    }
}

/// The decisions from JSON text, or from the file the argument names: read
/// straight into the decisions, or — for the errors' wording — as a JSON
/// tree when it fits the memory budget (as `Scenario::from_json` does).
fn parse_decisions(arg: &str) -> Result<Vec<ManualDecision>, Failure> {
    let text =
        if arg.trim_start().starts_with('[') { arg.to_string() } else { read_text(arg.as_ref(), "decisions file")? };
    let cost = budget::json_cost(&text);
    let what = || format!("decisions of {} bytes holding {} values", text.len(), cost.values);
    budget::check(cost.typed(&text), what, "fewer decisions").map_err(Failure::Input)?;
    let mut reader = serde_json::Deserializer::from_str(&text);
    let typed = serde_path_to_error::deserialize(&mut reader);
    let not_json = |e: serde_json::Error| Failure::Input(one_line(&format!("decisions: not valid JSON: {e}"), 400));
    let wrong = |e: serde_path_to_error::Error<serde_json::Error>| {
        let at = e.path().to_string();
        let at = if at == "." { String::new() } else { at };
        Failure::Input(one_line(&format!("decisions{at}: {}", e.inner()), 400))
    };
    match typed {
        Ok(decisions) if reader.end().is_ok() => Ok(decisions),
        _ if cost.tree(&text) <= budget::HELD_BYTES => {
            let value: serde_json::Value = serde_json::from_str(&text).map_err(not_json)?;
            serde_path_to_error::deserialize(&value).map_err(wrong)
        }
        Ok(_) => Err(not_json(reader.end().expect_err("the text goes on after the decisions"))),
        Err(e) if e.inner().is_syntax() || e.inner().is_eof() => Err(not_json(e.into_inner())),
        Err(e) => Err(wrong(e)),
    }
}
