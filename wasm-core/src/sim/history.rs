//! Going back: a recording simulator keeps checkpoints of its state and
//! restores any earlier micro-step by replaying from the last checkpoint
//! before it; and looking ahead: the rest of a run simulated on a copy.
//!
//! Checkpoints are taken every `checkpoint_every` micro-steps, starting at
//! `CHECKPOINT_EVERY`. Their memory is bounded: when they would hold more
//! than `CHECKPOINT_BYTES` (estimated from the state's size), every other
//! one is dropped and the spacing doubles — a long run over a large memory
//! gets sparser checkpoints and slightly longer replays, never unbounded
//! memory.

use super::{records::Marks, Simulator, State, Survey};

/// Micro-steps between checkpoints at the start of a run.
pub const CHECKPOINT_EVERY: u64 = 1024;
/// The memory all checkpoints of a run may hold, estimated.
pub const CHECKPOINT_BYTES: usize = 128 << 20;
/// The fewest checkpoints a run keeps before their spacing doubles.
const MIN_CHECKPOINTS: usize = 16;

/// The checkpoints of a recording run: the state and the records' lengths
/// after `i · every` micro-steps, for i = 0, 1, ….
#[derive(Clone, Debug)]
pub(super) struct Checkpoints {
    every: u64,
    most: usize,
    saved: Vec<(State, Marks)>,
}

impl Checkpoints {
    /// Checkpoints for states of about `state_bytes` each.
    pub(super) fn new(state_bytes: usize) -> Self {
        let most = (CHECKPOINT_BYTES / state_bytes.max(1)).max(MIN_CHECKPOINTS);
        Checkpoints { every: CHECKPOINT_EVERY, most, saved: Vec::new() }
    }

    /// Micro-steps between checkpoints now.
    pub(super) fn every(&self) -> u64 {
        self.every
    }

    /// The saved states, oldest first (the i-th after `i · every()` micro-steps).
    pub(super) fn states(&self) -> impl Iterator<Item = &State> {
        self.saved.iter().map(|(s, _)| s)
    }

    /// Whether the state after `step` micro-steps is due to be saved.
    #[inline]
    pub(super) fn due(&self, step: u64) -> bool {
        step.is_multiple_of(self.every) && self.saved.len() as u64 == step / self.every
    }

    /// Saves a state (the next due); thins the checkpoints if they are too many.
    pub(super) fn save(&mut self, state: State, marks: Marks) {
        self.saved.push((state, marks));
        if self.saved.len() > self.most {
            let mut i = 0;
            self.saved.retain(|_| {
                i += 1;
                i % 2 == 1
            });
            self.every *= 2;
        }
    }

    /// The last checkpoint at or before `step`.
    fn at_or_before(&self, step: u64) -> &(State, Marks) {
        let index = ((step / self.every) as usize).min(self.saved.len() - 1);
        &self.saved[index]
    }
}

impl Simulator {
    /// Restores the exact state after `target` micro-steps (any earlier or later step).
    /// Needs recording for going back.
    pub fn seek(&mut self, target: u64) {
        if target < self.state.step {
            assert!(self.record, "seeking back needs a recording simulator");
            let (state, marks) = self.checkpoints.at_or_before(target);
            self.state = state.clone();
            self.records.truncate(marks);
            let keep = self.events.partition_point(|e| e.step <= self.state.step);
            self.events.truncate(keep);
            let kept = self.decisions.partition_point(|&i| i < keep);
            self.decisions.truncate(kept);
        }
        while self.state.step < target && self.micro_step() {}
    }

    /// Seeks to the last checkpoint whose state does not satisfy `after`
    /// (checkpoints are in time order, so `after` must be monotone), or to
    /// the start.
    pub(super) fn seek_checkpoint_before(&mut self, after: impl Fn(&State) -> bool) {
        let index = self.checkpoints.states().take_while(|s| !after(s)).count().saturating_sub(1);
        self.seek(index as u64 * self.checkpoints.every());
    }

    /// A copy of the current state that records nothing (to look ahead);
    /// with `records`, the records so far come too (their budgets then
    /// count as in this run).
    pub(super) fn unrecorded_copy(&self, records: bool) -> Simulator {
        Simulator {
            scenario: self.scenario.clone(),
            traces: self.traces.clone(),
            state: self.state.clone(),
            records: if records { self.records.clone() } else { super::Records::new(self.traces.len()) },
            record: false,
            events: Vec::new(),
            decisions: Vec::new(),
            checkpoints: Checkpoints::new(1),
            step_limit: self.step_limit,
            first_faults: None,
        }
    }

    /// The rest of the run from here (simulated on a copy, without
    /// recording); an error if it takes more than `limit` micro-steps in
    /// all, or stops over a budget.
    pub fn survey(&self, limit: u64) -> Result<Survey, String> {
        let mut copy = self.unrecorded_copy(true);
        copy.first_faults = Some(self.traces.iter().map(|t| vec![0; t.len()]).collect());
        copy.run_until(|s| s.step > limit);
        if let Some(e) = copy.over_budget() {
            return Err(e.to_string());
        }
        if copy.state.step > limit {
            return Err(format!(
                "the run takes more than {limit} micro-steps, more than the step-through view holds; \
                 shorten it (the workloads' length or duration_us), or run it with `pagingsim run`"
            ));
        }
        Ok(Survey {
            total_steps: copy.state.step,
            end: copy.state.now,
            first_faults: copy.first_faults.take().unwrap_or_default(),
        })
    }

    /// The memory the checkpoints hold now, estimated as their budget counts it.
    pub fn checkpoint_bytes(&self) -> usize {
        self.checkpoints.saved.len() * self.state.approx_bytes()
    }

    /// The number of micro-steps of the whole run (simulated on a copy).
    pub fn total_steps(&self) -> Result<u64, String> {
        self.survey(u64::MAX).map(|s| s.total_steps)
    }
}
