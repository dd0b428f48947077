//! Worksheets that name the mistake: a seeded paper exercise — a reference
//! string, a policy (FIFO, LRU, OPT, the plain k-bit clock of Corbató 1968,
//! or the Multics clock with its pool and first-time switch) and a number
//! of frames — whose frame table the student fills step by step: each
//! reference's hit or fault, the victim, the resident pages and, for the
//! clocks, the pointer, usage bits and k-bit registers.
//!
//! - `problem`: the seeded generation (the seed is the problem id a class
//!   shares) and the table's columns;
//! - `key`: the answer key, read from the lab's one implementation of each
//!   policy (`replacement::Run`, the policies stage's own tables; the
//!   simulator for the Multics clock, `multics`);
//! - `misconceptions`: the catalogue of wrong rules, each a replay of the
//!   problem under a variant of the right rule (`variants`: OPT's and the
//!   clock's rule flags; `multics`: the simulator's settings);
//! - `check`: cell-by-cell marking, and the naming of the first wrong row
//!   by the wrong rules whose replay reproduces it.

mod check;
mod key;
mod misconceptions;
mod multics;
mod problem;
mod variants;

pub use check::{check, Answer, Checked, Mark, Named};
pub use key::{key, link, Row};
pub use misconceptions::{Misconception, CATALOGUE};
pub use problem::{Column, Problem, SheetPolicy, Spec, MAX_FRAMES, MAX_K, MULTICS_POOL_N};

use serde::Serialize;

/// A worksheet as the CLI prints it and the stage reads it: the problem,
/// its columns, the answer key (rows and the cells as the student writes
/// them) and the misconceptions its checking can name.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Worksheet {
    /// The problem.
    pub problem: Problem,
    /// The table's columns after the reference, left to right.
    pub columns: Vec<Column>,
    /// The key, one row per reference.
    pub key: Vec<Row>,
    /// The key's cells as written (`Row::cells`).
    pub key_cells: Vec<Vec<String>>,
    /// Faults in the key.
    pub faults: u32,
    /// The misconceptions this worksheet's checking can name.
    pub catalogue: Vec<Misconception>,
    /// The Multics clock's scenario (its links open it on the Multics clock stage).
    pub scenario: Option<crate::scenario::Scenario>,
}

impl Worksheet {
    /// The worksheet of `spec`, or a one-line error naming the field.
    pub fn new(spec: &Spec) -> Result<Self, String> {
        let problem = Problem::generate(spec)?;
        Ok(Self::of(problem))
    }

    /// The worksheet of a problem.
    pub fn of(problem: Problem) -> Self {
        let key = key(&problem);
        let key_cells = key.iter().map(|r| r.cells(&problem)).collect();
        let faults = key.iter().filter(|r| r.fault).count() as u32;
        let catalogue = CATALOGUE.iter().copied().filter(|m| m.applies(&problem)).collect();
        let scenario = (problem.policy == SheetPolicy::Multics).then(|| multics::scenario(&problem));
        Worksheet { columns: problem.columns(), key, key_cells, faults, catalogue, scenario, problem }
    }
}
