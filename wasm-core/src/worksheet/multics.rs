//! The Multics clock on a worksheet: the lab's simulator (`sim::Simulator`,
//! Corbató 1968 Figures 2–3) on the sheet's string with no drum and no
//! costs, so that a fault's pull is instant and only the algorithm shows —
//! the pool of free blocks refilled `pool_n` at a time when a fault finds
//! it empty, the first-time switch of a pulled page (box 12: the pointer's
//! first look clears it instead of judging the page), pulled pages entered
//! where the pointer looks next. The key reads the frames, the list, the
//! bits and the registers after each reference, and the pages the pointer
//! freed during it; the wrong rules are the same simulator with one of
//! those three settings changed.

use super::key::Row;
use super::Problem;
use crate::event::{EventKind, Outcome};
use crate::memory::{FrameState, FIRST_TIME, USAGE};
use crate::scenario::{PulledEnter, Scenario};
use crate::workload::Workload;
use crate::Simulator;

/// The Multics settings a sheet is filled by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MulticsRules {
    /// Pulled pages carry the first-time switch.
    pub first_time: bool,
    /// Whether the pool is kept (`problem.pool_n` at a time) or a page is replaced per fault.
    pub pool: bool,
    /// Where pulled pages enter the list.
    pub pulled_enter: PulledEnter,
}

/// The lab's reading: the pool kept, the switch on, pulled pages where the pointer looks next.
pub(crate) const RIGHT: MulticsRules =
    MulticsRules { first_time: true, pool: true, pulled_enter: PulledEnter::AtPointer };

/// The scenario the sheet is (the Multics clock stage opens it for the links).
pub fn scenario(problem: &Problem) -> Scenario {
    scenario_by(problem, RIGHT)
}

fn scenario_by(problem: &Problem, rules: MulticsRules) -> Scenario {
    let text = problem.pages.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(" ");
    let mut s = Scenario::plain(problem.frames, problem.k, Workload::Typed { text });
    s.memory.pool_n = if rules.pool { problem.pool_n } else { 0 };
    s.memory.first_time = rules.first_time;
    s.memory.pulled_enter = rules.pulled_enter;
    s
}

/// The sheet's rows under `rules`, with the micro-steps taken before each reference.
pub(crate) fn rows(problem: &Problem, rules: MulticsRules) -> (Vec<Row>, Vec<u64>) {
    let mut sim = Simulator::new(scenario_by(problem, rules), true);
    let n = problem.frames as usize;
    let (mut rows, mut steps) = (Vec::new(), Vec::new());
    for &page in &problem.pages {
        steps.push(sim.step_count());
        let (faults, from) = (sim.counters().faults, sim.events().len());
        sim.step_reference();
        let evicted = sim.events()[from..]
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::Examine { page, outcome: Outcome::Replaced, .. } => Some(page),
                _ => None,
            })
            .collect();
        let s = sim.state();
        rows.push(Row {
            page,
            fault: sim.counters().faults > faults,
            victim: None,
            evicted,
            frames: (0..n).map(|f| (s.frames.state[f] != FrameState::Free).then_some(s.frames.page[f])).collect(),
            pointer: s.list.pointer().map(|p| p as u32),
            list: s.list.order_from_pointer(),
            usage: (0..n).map(|f| s.frames.has(f, USAGE)).collect(),
            first_time: (0..n).map(|f| s.frames.has(f, FIRST_TIME)).collect(),
            registers: s.frames.register.clone(),
        });
    }
    (rows, steps)
}

#[cfg(test)]
mod tests {
    use super::super::{key, SheetPolicy};
    use super::*;

    fn problem(frames: u32, pages: &[u32]) -> Problem {
        Problem { seed: 0, policy: SheetPolicy::Multics, frames, k: 1, pool_n: 2, pages: pages.to_vec() }
    }

    #[test]
    fn the_pool_is_refilled_two_at_a_time_by_hand() {
        // 3 frames: 1 2 3 fill them (each page under the pointer as it
        // enters, first-time switch on). 4 finds no free block: the pointer
        // clears the switches of 3, 2, 1 (the list is 3 2 1 from the
        // pointer), then shifts their usage bits (cleared by the first look)
        // in: all zero, so 3 and 2 go; 4 takes 3's block, 2's stays free.
        let p = problem(3, &[1, 2, 3, 4, 1]);
        let rows = key(&p);
        assert_eq!(rows[2].list, [2, 1, 0]);
        assert_eq!(rows[2].first_time, [true, true, true]);
        let r = &rows[3];
        assert_eq!((r.fault, r.evicted.clone()), (true, vec![3, 2]));
        assert_eq!(r.frames, [Some(1), None, Some(4)]);
        assert_eq!(r.list, [2, 0]);
        assert_eq!((r.usage.clone(), r.first_time.clone()), (vec![false, false, true], vec![false, false, true]));
        // 1 hits; a fault now would take the free block without the pointer moving.
        assert_eq!((rows[4].fault, rows[4].evicted.len(), rows[4].usage[0]), (false, 0, true));
    }

    #[test]
    fn the_micro_steps_before_each_reference_grow() {
        let p = problem(4, &[1, 2, 3, 4, 5, 1, 2]);
        let (_, steps) = rows(&p, RIGHT);
        assert_eq!(steps[0], 0);
        assert!(steps.windows(2).all(|w| w[0] < w[1]), "{steps:?}");
    }
}
