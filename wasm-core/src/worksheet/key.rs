//! The answer key: the problem's string under its policy, read reference by
//! reference from the lab's one implementation of each policy — the
//! policies stage's tables (`replacement::Run::columns`), the simulator for
//! the Multics clock (`multics`) — and each row's cells written as the
//! student writes them.

use super::{multics, Column, Problem};
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
    /// The Multics clock: the pages the pointer moved out during the reference, in order.
    pub evicted: Vec<u32>,
    /// The page in each frame afterwards (null: free).
    pub frames: Vec<Option<u32>>,
    /// The clock's pointer afterwards (the clock only).
    pub pointer: Option<u32>,
    /// The Multics clock: the frames on the list from the pointer on.
    pub list: Vec<u32>,
    /// The clock's usage bits afterwards (the clock only).
    pub usage: Vec<bool>,
    /// The Multics clock's first-time switches afterwards.
    pub first_time: Vec<bool>,
    /// The clock's k-bit registers afterwards (the clock only).
    pub registers: Vec<u32>,
}

/// The key of `problem`, one row per reference.
pub fn key(problem: &Problem) -> Vec<Row> {
    match problem.policy.shared() {
        Some(policy) => rows_of(policy, problem),
        None => multics::rows(problem, multics::RIGHT).0,
    }
}

/// The stage and step that show row `row`'s reference made by the right
/// rule: the policies stage after it (its step counts references), or the
/// Multics clock stage just before it (its step counts micro-steps).
pub fn link(problem: &Problem, row: usize) -> (&'static str, u64) {
    match problem.policy.shared() {
        Some(_) => ("policies", row as u64 + 1),
        None => ("multics-clock", multics::rows(problem, multics::RIGHT).1[row]),
    }
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
            evicted: vec![],
            frames: c.slots,
            pointer: c.pointer.map(|p| p as u32),
            list: vec![],
            usage: c.usage,
            first_time: vec![],
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
        let list = |v: &[u32]| {
            if v.is_empty() {
                "-".to_string()
            } else {
                v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" ")
            }
        };
        problem
            .columns()
            .iter()
            .map(|c| match *c {
                Column::Outcome => (if self.fault { "f" } else { "h" }).to_string(),
                Column::Victim => page(self.victim),
                Column::Evicted => list(&self.evicted),
                Column::List => list(&self.list),
                Column::FirstTime { slot } => (self.first_time[slot as usize] as u8).to_string(),
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

    use super::super::SheetPolicy;

    fn problem(policy: SheetPolicy, frames: u32, k: u32, pages: &[u32]) -> Problem {
        Problem { seed: 0, policy, frames, k, pool_n: 0, pages: pages.to_vec() }
    }

    #[test]
    fn fifo_on_beladys_string_by_hand() {
        let p = problem(SheetPolicy::Fifo, 3, 0, &[1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5]);
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
        let p = problem(SheetPolicy::Clock, 2, 2, &[1, 2, 3]);
        let rows = key(&p);
        assert_eq!(rows[2].cells(&p), ["f", "1", "3", "2", "1", "1", "0", "00", "01"]);
    }

    #[test]
    fn the_multics_row_lists_evicted_pages_and_the_list() {
        let p = Problem { seed: 0, policy: SheetPolicy::Multics, frames: 3, k: 1, pool_n: 2, pages: vec![1, 2, 3, 4] };
        assert_eq!(
            key(&p)[3].cells(&p),
            ["f", "3 2", "1", "-", "4", "2 0", "0", "0", "1", "0", "0", "1", "0", "0", "0"]
        );
    }
}
