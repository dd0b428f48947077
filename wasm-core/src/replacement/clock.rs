//! The plain k-bit clock (Corbató 1968, Figure 3 with the pool off), frame
//! by frame: exactly what the lab's `sim::Simulator` does on
//! `Scenario::plain` (`pagingsim replay --plain`), without its events,
//! drum and processes — the tests hold the two to the same frames, bits,
//! pointer and counters reference by reference.
//!
//! On a fault with every frame full the pointer examines the page it points
//! at: the usage bit is shifted into the k-bit register and cleared; a page
//! whose register is still non-zero is kept and the pointer moves on, else
//! it is replaced (pushed first if modified) and the new page enters the
//! list just behind the pointer — in the replaced page's place, so the
//! frames stay in the order 0, 1, … they were filled in and the pointer is
//! an index that wraps (k = 0: FIFO; k = 1: second chance). A loaded page is
//! then referenced, which sets its usage bit (and for a write its modified
//! bit), as the simulator's faulting process does when it resumes — unless
//! `memory.new_page_usage` is `off`, the textbooks' other convention, where
//! the page enters with its usage bit off (`with_new_page_usage`).

use super::EMPTY;
use crate::memory::{shift_register, MODIFIED, USAGE};
use crate::scenario::{ModifiedChance, NewPageUsage, Scenario};
use crate::types::Reference;
use crate::workload::Workload;
use serde::Serialize;

/// The clock's frames.
#[derive(Debug)]
pub struct Clock {
    /// The page in each frame, or `EMPTY`.
    pub slots: Vec<u32>,
    /// The frame of each page, or `EMPTY`.
    pub slot_of: Vec<u32>,
    /// Per frame: `USAGE` and `MODIFIED`, as in `memory::Frames::bits`.
    bits: Vec<u8>,
    /// The k-bit registers.
    registers: Vec<u32>,
    k: u32,
    /// Frames filled so far (cold start: from the free pool, in order).
    filled: usize,
    /// The frame under the pointer.
    hand: usize,
    /// Examinations by the pointer (the replaced pages' included).
    pub pointer_steps: u64,
    /// Pages written to the drum: modified pages replaced, and under
    /// `write_and_pass` modified pages cleaned and kept.
    pub pushes: u64,
    /// The usage bit a loaded page has after its faulting reference (`USAGE` or 0).
    load_usage: u8,
    /// Whether a page found unused but modified is written out and passed over.
    write_and_pass: bool,
}

impl Clone for Clock {
    fn clone(&self) -> Self {
        let mut c = Clock::new(0, 0, self.k);
        c.clone_from(self);
        c
    }
    /// In place, without allocating (the search copies a prefix's frames at every node).
    fn clone_from(&mut self, from: &Self) {
        self.slots.clone_from(&from.slots);
        self.slot_of.clone_from(&from.slot_of);
        self.bits.clone_from(&from.bits);
        self.registers.clone_from(&from.registers);
        (self.k, self.filled, self.hand) = (from.k, from.filled, from.hand);
        (self.pointer_steps, self.pushes, self.load_usage) = (from.pointer_steps, from.pushes, from.load_usage);
        self.write_and_pass = from.write_and_pass;
    }
}

impl Clock {
    /// `frames` empty frames with `k`-bit registers for pages 0…`pages`−1.
    pub fn new(frames: usize, pages: usize, k: u32) -> Self {
        Clock {
            slots: vec![EMPTY; frames],
            slot_of: vec![EMPTY; pages],
            bits: vec![0; frames],
            registers: vec![0; frames],
            k,
            filled: 0,
            hand: 0,
            pointer_steps: 0,
            pushes: 0,
            load_usage: USAGE,
            write_and_pass: false,
        }
    }

    /// The same frames following `rules`' conventions: a new page's usage bit
    /// (`memory.new_page_usage`), the frame the pointer starts at and the
    /// modified bit's second chance (its k is the one given to `new`).
    pub fn with_rules(mut self, rules: super::Rules) -> Self {
        self.load_usage = if rules.new_page_usage == NewPageUsage::On { USAGE } else { 0 };
        // A start that is not one of these frames (a curve's smaller sizes) is frame 0.
        self.hand = rules.pointer_start.map(|p| p as usize).filter(|&p| p < self.slots.len()).unwrap_or(0);
        self.write_and_pass = rules.modified_chance == ModifiedChance::WriteAndPass;
        self
    }

    /// A reference; true if it faults.
    #[inline]
    pub fn reference(&mut self, r: Reference) -> bool {
        let (page, write) = (r.page(), (r.write() as u8) << 1);
        let s = self.slot_of[page as usize];
        if s != EMPTY {
            self.bits[s as usize] |= USAGE | write;
            return false;
        }
        let f = if self.filled < self.slots.len() {
            self.filled += 1;
            self.filled - 1
        } else {
            let f = self.select();
            self.pushes += (self.bits[f] & MODIFIED != 0) as u64;
            self.slot_of[self.slots[f] as usize] = EMPTY;
            f
        };
        self.slots[f] = page;
        self.slot_of[page as usize] = f as u32;
        self.bits[f] = self.load_usage | write;
        self.registers[f] = 0;
        true
    }

    /// Runs the pointer until it selects a frame; the pointer is left on the next.
    #[inline]
    fn select(&mut self) -> usize {
        let n = self.slots.len();
        loop {
            let f = self.hand;
            self.pointer_steps += 1;
            let after = shift_register(self.registers[f], self.bits[f] & USAGE != 0, self.k);
            self.registers[f] = after;
            self.bits[f] &= !USAGE;
            self.hand = if f + 1 == n { 0 } else { f + 1 };
            if after == 0 && self.write_and_pass && self.bits[f] & MODIFIED != 0 {
                // Its second chance: written out now, taken when next found unused.
                self.bits[f] &= !MODIFIED;
                self.pushes += 1;
            } else if after == 0 {
                return f;
            }
        }
    }

    /// Number of frames.
    pub fn frames(&self) -> usize {
        self.slots.len()
    }

    /// The frame under the pointer (none before the first page is loaded).
    pub fn pointer(&self) -> Option<usize> {
        (self.filled > 0).then_some(self.hand)
    }

    /// Frame `s`'s usage bit.
    pub fn usage(&self, s: usize) -> bool {
        self.bits[s] & USAGE != 0
    }

    /// Frame `s`'s modified bit.
    pub fn modified(&self, s: usize) -> bool {
        self.bits[s] & MODIFIED != 0
    }

    /// Frame `s`'s k-bit register.
    pub fn register(&self, s: usize) -> u32 {
        self.registers[s]
    }
}

/// What `pagingsim replay --plain` reports: the simulator's counters for a
/// plain clock over a whole string.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockRun {
    /// References made.
    pub references: u64,
    /// Page faults.
    pub faults: u64,
    /// Examinations by the pointer.
    pub pointer_steps: u64,
    /// Pages written to the drum.
    pub pushes: u64,
    /// Pages read from the drum (one per fault).
    pub pulls: u64,
    /// Supervisor time on faults and the pointer (`Scenario::plain`'s costs).
    pub fault_service_us: u64,
    /// Simulated time at the end.
    pub elapsed_us: u64,
}

impl ClockRun {
    /// The plain `k`-bit clock with `frames` frames over `refs`, whose
    /// pages are numbered below `pages` (`renumber` makes them so).
    pub fn new(refs: &[Reference], pages: usize, frames: usize, k: u32) -> Self {
        Self::with_rules(refs, pages, frames, super::Rules::plain(k))
    }

    /// The same, the clock following `rules` (its k and conventions).
    pub fn with_rules(refs: &[Reference], pages: usize, frames: usize, rules: super::Rules) -> Self {
        let k = rules.k;
        let mut clock = Clock::new(frames, pages, k).with_rules(rules);
        let faults = refs.iter().map(|&r| clock.reference(r) as u64).sum();
        // The plain scenario's costs, whatever they are: no drum and no
        // supervisor, so time passes only by references, faults and examinations.
        let cpu = Scenario::plain(frames as u32, k, Workload::Typed { text: String::new() }).cpu;
        let fault_service_us = faults * cpu.fault_us + clock.pointer_steps * cpu.examine_us;
        ClockRun {
            references: refs.len() as u64,
            faults,
            pointer_steps: clock.pointer_steps,
            pushes: clock.pushes,
            pulls: faults,
            fault_service_us,
            elapsed_us: refs.len() as u64 * cpu.reference_us + fault_service_us,
        }
    }
}
