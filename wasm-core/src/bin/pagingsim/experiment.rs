//! `experiment`: the papers' experiments by name, as the lab's
//! experiments stage runs them.

use crate::args::int;
use crate::{write_json, Failure};
use clap::builder::PossibleValuesParser;
use clap::Args;
use paging_core::experiment::{run_case, EXPERIMENTS};
use std::io::Write;

#[derive(Args)]
#[command(
    about = "Reproduce a paper's experiment: Corbató's k, Shils's load leveler, Nishigaki's OWE, Bard's CP-67",
    after_help = crate::STATUS
)]
pub struct Experiment {
    /// The experiment
    #[arg(value_name = "NAME", value_parser = PossibleValuesParser::new(EXPERIMENTS.iter().copied()))]
    name: String,
    /// The seed of the experiment's random streams, 0..=18446744073709551615
    #[arg(long, value_name = "S", default_value = "1", allow_negative_numbers = true, value_parser = int(0, u64::MAX))]
    seed: u64,
    /// Which of the experiment's cases: corbato-k has two, Corbató's test loads (1: system initialisation,
    /// Table 1; 2: a sequence of basic commands, Table 2); the others have one
    #[arg(long, value_name = "N", default_value = "1", allow_negative_numbers = true, value_parser = int(1, 2))]
    case: u64,
}

impl Experiment {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let result = run_case(&self.name, self.seed, self.case as u32).map_err(Failure::Input)?;
        write_json(out, &result, true)
    }
}
