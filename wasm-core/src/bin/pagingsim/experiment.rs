//! `experiment`: the papers' experiments by name, as the lab's
//! experiments stage runs them.

use crate::args::int;
use crate::{write_json, Failure};
use clap::builder::PossibleValuesParser;
use clap::Args;
use paging_core::experiment::{run_experiment, EXPERIMENTS};
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
}

impl Experiment {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let result = run_experiment(&self.name, self.seed).map_err(Failure::Input)?;
        write_json(out, &result, true)
    }
}
