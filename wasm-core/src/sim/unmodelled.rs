//! CP work that no counter records (Bard 1971, "CP overhead regression":
//! outliers "indicate … the existence of important unmeasured CP
//! activities"; "almost all CP time outliers had large *positive*
//! residuals, indicating that CP time was spent in unaccounted-for
//! activities"). With `supervisor.unmodelled_every_us` set, bursts of
//! `supervisor.unmodelled_us` of supervisor time begin at exponential gaps
//! of that mean (a Poisson stream, seeded from the scenario). The processor
//! is the supervisor's until the burst is done; it is charged in slices of
//! at most `SLICE_US`, so that the timer, the sampler and the drum's
//! completions due meanwhile are taken up on time. Nothing the sampler's
//! regression reads moves, so the regression can see it only as residual.

use super::Simulator;
use crate::event::EventKind;
use crate::scheduler::agenda::Due;

/// The random stream of the gaps (apart from the workloads' and the think times').
pub(super) const STREAM: u64 = 0xC0DE_0000;
/// The longest stretch of a burst charged at once (the sampler's shortest Δt).
const SLICE_US: u64 = 1_000;

impl Simulator {
    /// Puts the next burst after `from_us` on the agenda, if bursts are on.
    pub(super) fn schedule_unmodelled(&mut self, from_us: u64) {
        let Some(v) = self.scenario.supervisor.as_ref().filter(|v| v.unmodelled_every_us > 0) else { return };
        let mean = v.unmodelled_every_us as f64;
        let rng = self.state.lc.unmodelled_rng.as_mut().expect("a stream for the bursts");
        let gap = (-(1.0 - rng.next_f64()).ln() * mean).round() as u64;
        self.state.agenda.at(from_us + gap.max(1), Due::Unmodelled);
    }

    /// A burst due at `due_us` begins (after any still under way); the next one is scheduled.
    pub(super) fn unmodelled_burst(&mut self, due_us: u64) {
        let idle = self.state.lc.unmodelled_left_us == 0;
        self.state.lc.unmodelled_left_us += self.scenario.supervisor.as_ref().map_or(0, |v| v.unmodelled_us);
        self.schedule_unmodelled(due_us);
        if idle {
            self.unmodelled_slice();
        }
    }

    /// The next slice of the bursts under way; another follows if any is left.
    pub(super) fn unmodelled_slice(&mut self) {
        let cp_us = self.state.lc.unmodelled_left_us.min(SLICE_US);
        self.state.lc.unmodelled_left_us -= cp_us;
        self.charge_cp(cp_us);
        self.state.counters.unmodelled_us += cp_us;
        if self.state.lc.unmodelled_left_us > 0 {
            self.state.agenda.at(self.state.now.0, Due::UnmodelledSlice);
        }
        self.emit(EventKind::UnmodelledCp { cp_us });
    }
}
