//! `experiment`: the papers' experiments by name, as the lab's
//! experiments stage runs them.

use crate::args::int;
use crate::{write_json, Failure};
use clap::builder::PossibleValuesParser;
use clap::Args;
use paging_core::experiment::seeds::{parse_seeds, run_over_seeds};
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
    /// Several seeds, each a whole run of the experiment: every figure printed with its mean, least, greatest and
    /// values seed by seed. A range (1-5) or a list (1,3,7), at most 20
    #[arg(long, value_name = "SEEDS", conflicts_with = "seed", allow_negative_numbers = true, value_parser = parse_seeds_arg)]
    seeds: Option<Seeds>,
    /// Which of the experiment's cases: corbato-k has two, Corbató's test loads (1: system initialisation,
    /// Table 1; 2: a sequence of basic commands, Table 2); the others have one
    #[arg(long, value_name = "N", default_value = "1", allow_negative_numbers = true, value_parser = int(1, 2))]
    case: u64,
}

impl Experiment {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let case = self.case as u32;
        match self.seeds {
            Some(Seeds(seeds)) => {
                write_json(out, &run_over_seeds(&self.name, &seeds, case).map_err(Failure::Input)?, true)
            }
            None => write_json(out, &run_case(&self.name, self.seed, case).map_err(Failure::Input)?, true),
        }
    }
}

/// `--seeds`' value: the seeds in the order given.
#[derive(Clone)]
struct Seeds(Vec<u64>);

/// `--seeds`' value, refused in one line naming the value and what is allowed.
fn parse_seeds_arg(text: &str) -> Result<Seeds, String> {
    parse_seeds(text).map(Seeds)
}
