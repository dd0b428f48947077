//! CP work that no counter records (Bard 1971, "CP overhead regression":
//! outliers "indicate … the existence of important unmeasured CP
//! activities"; "almost all CP time outliers had large *positive*
//! residuals, indicating that CP time was spent in unaccounted-for
//! activities"). With `supervisor.unmodelled_every_us` set, bursts of
//! `supervisor.unmodelled_us` of supervisor time arrive at exponential gaps
//! of that mean (a Poisson stream, seeded from the scenario): the processor
//! is the supervisor's for the whole burst, and nothing the sampler counts
//! moves, so the regression can only see it as residual.

use super::Simulator;
use crate::event::EventKind;
use crate::scheduler::agenda::Due;

/// The random stream of the gaps (apart from the workloads' and the think times').
pub(super) const STREAM: u64 = 0xC0DE_0000;

impl Simulator {
    /// Puts the next burst after `from_us` on the agenda, if bursts are on.
    pub(super) fn schedule_unmodelled(&mut self, from_us: u64) {
        let Some(v) = self.scenario.supervisor.as_ref().filter(|v| v.unmodelled_every_us > 0) else { return };
        let mean = v.unmodelled_every_us as f64;
        let rng = self.state.lc.unmodelled_rng.as_mut().expect("a stream for the bursts");
        let gap = (-(1.0 - rng.next_f64()).ln() * mean).round() as u64;
        self.state.agenda.at(from_us + gap.max(1), Due::Unmodelled);
    }

    /// A burst due at `due_us`: its CP time charged, the next one scheduled.
    pub(super) fn unmodelled_cp(&mut self, due_us: u64) {
        let cp_us = self.scenario.supervisor.as_ref().map_or(0, |v| v.unmodelled_us);
        self.charge_cp(cp_us);
        self.state.counters.unmodelled_us += cp_us;
        self.schedule_unmodelled(due_us);
        self.emit(EventKind::UnmodelledCp { cp_us });
    }
}
