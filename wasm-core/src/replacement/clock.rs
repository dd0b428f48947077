//! The plain k-bit clock (Corbató 1968, Figure 3 with the pool off): not a
//! second implementation but the lab's `sim::Simulator` on
//! `Scenario::plain`, exactly as `pagingsim replay --plain` runs it. On a
//! fault with every frame full the pointer examines the page it points at:
//! the usage bit is shifted into the k-bit register and cleared; a page
//! whose register is still non-zero is kept and the pointer moves on, else
//! it is replaced and the new page enters the list just behind the pointer
//! (k = 0: FIFO; k = 1: second chance). Frame numbers are the slots.

use super::{Trace, EMPTY};
use crate::memory::{FrameState, USAGE};
use crate::scenario::Scenario;
use crate::sim::Simulator;
use crate::workload::Workload;

/// The clock's frames: a simulator part way through the string.
#[derive(Clone, Debug)]
pub struct Clock {
    sim: Simulator,
}

impl Clock {
    /// `frames` empty frames with `k`-bit registers, over `trace`.
    pub fn new(trace: &Trace, frames: usize, k: u32) -> Self {
        // The string comes as the simulator's traces; the scenario's own workload is never read.
        let scenario = Scenario::plain(frames as u32, k, Workload::Typed { text: String::new() });
        Clock { sim: Simulator::with_traces(scenario, trace.traces().clone(), false) }
    }

    /// Faults on the whole of `trace`.
    pub fn faults(trace: &Trace, frames: usize, k: u32) -> u64 {
        let mut clock = Clock::new(trace, frames, k);
        clock.sim.run_to_end().expect("a plain clock keeps no records");
        clock.sim.counters().faults
    }

    /// Makes reference `t`, the next of the string; true if it faults.
    pub fn reference(&mut self, t: usize) -> bool {
        debug_assert_eq!(self.sim.counters().references, t as u64, "references are made in order");
        let before = self.sim.counters().faults;
        self.sim.step_reference();
        self.sim.counters().faults > before
    }

    /// Number of frames.
    pub fn frames(&self) -> usize {
        self.sim.state().frames.len()
    }

    /// The renumbered page in frame `s`, or `EMPTY`.
    pub fn slot(&self, s: usize) -> u32 {
        let f = &self.sim.state().frames;
        if f.state[s] == FrameState::Free {
            EMPTY
        } else {
            f.page[s]
        }
    }

    /// The frame holding `page`, if resident.
    pub fn slot_of(&self, page: u32) -> Option<usize> {
        let f = &self.sim.state().frames;
        (0..f.len()).find(|&s| f.state[s] != FrameState::Free && f.page[s] == page)
    }

    /// The frame under the pointer (none before the first page is loaded).
    pub fn pointer(&self) -> Option<usize> {
        self.sim.state().list.pointer()
    }

    /// Frame `s`'s usage bit.
    pub fn usage(&self, s: usize) -> bool {
        self.sim.state().frames.has(s, USAGE)
    }

    /// Frame `s`'s k-bit register.
    pub fn register(&self, s: usize) -> u32 {
        self.sim.state().frames.register[s]
    }
}
