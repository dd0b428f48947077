//! The answer key: the problem's string under its policy, read reference by
//! reference from the lab's one implementation of each policy — the
//! policies stage's tables (`replacement::Run::columns`) — and each row's
//! cells written as the student writes them.

use super::{Column, Problem};
use crate::replacement::{Policy, Run, Trace};
use serde::Serialize;
use std::sync::Arc;

/// One reference's row of the table: what happened and the frames afterwards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "WorksheetRow"))]
pub struct Row {
    /// The page referenced.
    pub page: u32,
    /// Whether it faulted.
    pub fault: bool,
    /// The page replaced, if a full memory faulted.
    pub victim: Option<u32>,
    /// The page in each frame afterwards (null: free).
    pub frames: Vec<Option<u32>>,
    /// The clock's pointer afterwards (the clock only).
    pub pointer: Option<u32>,
    /// The clock's usage bits afterwards (the clock only).
    pub usage: Vec<bool>,
    /// The clock's k-bit registers afterwards (the clock only).
    pub registers: Vec<u32>,
}

/// The key of `problem`, one row per reference.
pub fn key(problem: &Problem) -> Vec<Row> {
    rows_of(problem.policy, problem)
}

/// `policy`'s rows on `problem`'s string and frames (the problem's k for the clock).
pub fn rows_of(policy: Policy, problem: &Problem) -> Vec<Row> {
    let trace = Arc::new(Trace::from_pages(&problem.pages));
    let frames = problem.frames as usize;
    let run = Run::new(trace, frames, problem.k);
    run.columns(policy, 0, problem.pages.len(), frames)
        .columns
        .into_iter()
        .map(|c| Row {
            page: c.page,
            fault: c.fault,
            victim: c.victim,
            frames: c.slots,
            pointer: c.pointer.map(|p| p as u32),
            usage: c.usage,
            registers: c.registers,
        })
        .collect()
}

impl Row {
    /// The cells of `problem`'s columns as the student writes them: h or f;
    /// a page or - (no victim, a free frame); the pointer's frame; 0 or 1;
    /// a register as k binary digits.
    pub fn cells(&self, problem: &Problem) -> Vec<String> {
        let page = |p: Option<u32>| p.map_or("-".to_string(), |p| p.to_string());
        problem
            .columns()
            .iter()
            .map(|c| match *c {
                Column::Outcome => (if self.fault { "f" } else { "h" }).to_string(),
                Column::Victim => page(self.victim),
                Column::Frame { slot } => page(self.frames[slot as usize]),
                Column::Pointer => self.pointer.map_or("-".to_string(), |p| p.to_string()),
                Column::Usage { slot } => (self.usage[slot as usize] as u8).to_string(),
                Column::Register { slot } => bits(self.registers[slot as usize], problem.k),
            })
            .collect()
    }
}

/// `value` as `k` binary digits, the most significant first.
pub fn bits(value: u32, k: u32) -> String {
    format!("{value:0width$b}", width = k as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(policy: Policy, frames: u32, k: u32, pages: &[u32]) -> Problem {
        Problem { seed: 0, policy, frames, k, pages: pages.to_vec() }
    }

    #[test]
    fn fifo_on_beladys_string_by_hand() {
        let p = problem(Policy::Fifo, 3, 0, &[1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5]);
        let cells: Vec<String> = key(&p).iter().map(|r| r.cells(&p).join(" ")).collect();
        assert_eq!(
            cells,
            [
                "f - 1 - -",
                "f - 1 2 -",
                "f - 1 2 3",
                "f 1 4 2 3",
                "f 2 4 1 3",
                "f 3 4 1 2",
                "f 4 5 1 2",
                "h - 5 1 2",
                "h - 5 1 2",
                "f 1 5 3 2",
                "f 2 5 3 4",
                "h - 5 3 4"
            ]
        );
    }

    #[test]
    fn the_clock_row_has_pointer_bits_and_registers() {
        // k = 2, 2 frames, 1 2 3: the pointer examines frame 0 (register
        // 00 → 10, kept), frame 1 (→ 10, kept), frame 0 (10 → 01, kept),
        // frame 1 (→ 01), frame 0 (01 → 00: replaced); it then points at 1.
        let p = problem(Policy::Clock, 2, 2, &[1, 2, 3]);
        let rows = key(&p);
        assert_eq!(rows[2].cells(&p), ["f", "1", "3", "2", "1", "1", "0", "00", "01"]);
    }
}
