//! What a run keeps as it goes — the sampler's samples and their intervals'
//! areas of Figure 1, the Load Leveler's and the Ψ feedback's checks,
//! terminal users' response times, the working-set windows, the recorded
//! events — and the budget of each.
//!
//! A scenario of a few lines can ask for records without end (a sampler
//! every millisecond for a day; a Load Leveler checking every 4 µs), so
//! every kind has a budget (`Record::limit`). A run that would keep one
//! more record than its budget stops at once; `Simulator::over_budget`
//! then says which budget and what to change. The budgets are documented in
//! `docs/SCENARIO.md`.
//!
//! Records live outside the checkpointed `State` (a checkpoint keeps only
//! their lengths, `Marks`), so that a checkpoint costs the machine's size,
//! not the history's.

use super::{LlCheck, PsiCheck, Sample, WsPoint};
use crate::scheduler::load_leveler::{transitions, Region, Transitions};
use serde::Serialize;

/// The most samples, checks, response times or window points a run keeps (each kind).
pub const MAX_RECORDS: usize = 1_000_000;
/// The most events a recording run keeps.
pub const MAX_EVENTS: usize = 5_000_000;
/// The most micro-steps of a run the step-through views follow (the view
/// itself, and what it computes beside it: the k sweep, the policies
/// compared, side by side's first divergence, the exercise questions).
pub const MAX_STEP_THROUGH_STEPS: u64 = 2_000_000;

/// A kind of record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Record {
    /// Recorded events (step-through views and `pagingsim run --events`).
    Events,
    /// The sampler's samples.
    Samples,
    /// Terminal users' response times, all users together.
    Responses,
    /// The Load Leveler's checks.
    LoadLevelerChecks,
    /// The Ψ-scheduler's feedback checks.
    PsiChecks,
    /// Working-set window points, all programs together.
    WindowPoints,
    /// Micro-steps, in a run limited to what the step-through views follow.
    MicroSteps,
}

impl Record {
    /// The budget of this kind.
    pub fn limit(self) -> usize {
        match self {
            Record::Events => MAX_EVENTS,
            Record::MicroSteps => MAX_STEP_THROUGH_STEPS as usize,
            _ => MAX_RECORDS,
        }
    }

    fn noun(self) -> &'static str {
        match self {
            Record::Events => "events",
            Record::Samples => "samples",
            Record::Responses => "terminal response times",
            Record::LoadLevelerChecks => "Load Leveler checks",
            Record::PsiChecks => "Ψ feedback checks",
            Record::WindowPoints => "working-set window points",
            Record::MicroSteps => "micro-steps",
        }
    }

    /// What makes a run keep fewer of this kind.
    fn advice(self) -> &'static str {
        match self {
            Record::Events => "shorten the run (the workloads' length or duration_us), or run it without events",
            Record::Samples => "lengthen sampler.dt_us or shorten duration_us",
            Record::Responses => "lengthen the terminal users' think_us or burst, or shorten duration_us",
            Record::LoadLevelerChecks => "lengthen scheduler.load_leveler.dt_us or shorten duration_us",
            Record::PsiChecks => "lengthen scheduler.stays.admission.feedback.check_us or shorten duration_us",
            Record::WindowPoints => "raise scheduler.working_set.delta or shorten the workloads or duration_us",
            Record::MicroSteps => {
                "the step-through view follows no more: shorten the run (the workloads' length or duration_us), \
                 or run it with `pagingsim run`"
            }
        }
    }
}

/// A run stopped because it would have kept more records of one kind than its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget(pub Record);

impl std::fmt::Display for OverBudget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let r = self.0;
        write!(
            f,
            "the run stopped: it would {} more than {} {} (a run's budget); {}",
            if r == Record::MicroSteps { "take" } else { "keep" },
            thousands(r.limit()),
            r.noun(),
            r.advice()
        )
    }
}

impl std::error::Error for OverBudget {}

impl From<OverBudget> for String {
    fn from(e: OverBudget) -> String {
        e.to_string()
    }
}

/// `1000000` as `1,000,000`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The records of a run.
#[derive(Clone, Debug, Default)]
pub struct Records {
    /// The sampler's samples (Bard 1971's DUSETIMR), the first at time 0.
    pub samples: Vec<Sample>,
    /// Per sampler interval (one fewer than `samples`: the interval each
    /// record after the first closes), its area of Shils's Figure 1 under the
    /// run's thresholds (`Scenario::figure1_thresholds`), classified once,
    /// when the sampler recorded it.
    pub regions: Vec<Region>,
    /// How often each area followed each in `regions`, counted as they are
    /// recorded, so the matrix of a long run costs no more to read than a short one's.
    pub transitions: Transitions,
    /// The Load Leveler's checks (Shils 1968).
    pub ll_checks: Vec<LlCheck>,
    /// The Ψ-scheduler's feedback checks (Bard 1975 §10).
    pub psi_checks: Vec<PsiCheck>,
    /// Per process, the response time of each completed interaction.
    pub responses_us: Vec<Vec<u64>>,
    /// Per process, beside each response: how soon the user's program got
    /// the processor, and completed its first reference, after the think
    /// time ended (Shils 1968, Figure 7's readings).
    pub wakeups: Vec<Vec<Wakeup>>,
    /// Per program, its window and working set at every sample point (Nishigaki 1981).
    pub windows: Vec<Vec<WsPoint>>,
    /// The uni-window scheduler's shared window from time 0 and after each adjustment: (time, window in Δ).
    pub shared_windows: Vec<(u64, u32)>,
}

/// The lengths of the records at one moment.
#[derive(Clone, Debug)]
pub(super) struct Marks {
    samples: usize,
    ll_checks: usize,
    psi_checks: usize,
    responses_us: Vec<usize>,
    windows: Vec<usize>,
    shared_windows: usize,
}

/// How soon a terminal user's program responded after its think time ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Wakeup {
    /// Until it was first given the processor.
    pub dispatch_us: u64,
    /// Until its first reference completed (a fault on it included).
    pub first_reference_us: u64,
}

impl Records {
    /// Empty records for `processes` processes.
    pub(super) fn new(processes: usize) -> Self {
        Records {
            responses_us: vec![Vec::new(); processes],
            wakeups: vec![Vec::new(); processes],
            windows: vec![Vec::new(); processes],
            ..Default::default()
        }
    }

    /// How many records of `record`'s kind the run keeps now (events are counted by the simulator).
    pub(super) fn count(&self, record: Record) -> usize {
        match record {
            Record::Events | Record::MicroSteps => 0,
            Record::Samples => self.samples.len(),
            Record::Responses => self.responses_us.iter().map(Vec::len).sum(),
            Record::LoadLevelerChecks => self.ll_checks.len(),
            Record::PsiChecks => self.psi_checks.len(),
            Record::WindowPoints => self.windows.iter().map(Vec::len).sum::<usize>() + self.shared_windows.len(),
        }
    }

    pub(super) fn marks(&self) -> Marks {
        Marks {
            samples: self.samples.len(),
            ll_checks: self.ll_checks.len(),
            psi_checks: self.psi_checks.len(),
            responses_us: self.responses_us.iter().map(Vec::len).collect(),
            windows: self.windows.iter().map(Vec::len).collect(),
            shared_windows: self.shared_windows.len(),
        }
    }

    /// Back to the lengths of `marks` (a checkpoint's): what came after is forgotten.
    pub(super) fn truncate(&mut self, marks: &Marks) {
        self.samples.truncate(marks.samples);
        let regions = marks.samples.saturating_sub(1);
        if regions < self.regions.len() {
            self.regions.truncate(regions);
            self.transitions = transitions(&self.regions);
        }
        self.ll_checks.truncate(marks.ll_checks);
        self.psi_checks.truncate(marks.psi_checks);
        for (r, &n) in self.responses_us.iter_mut().zip(&marks.responses_us) {
            r.truncate(n);
        }
        for (r, &n) in self.wakeups.iter_mut().zip(&marks.responses_us) {
            r.truncate(n);
        }
        for (w, &n) in self.windows.iter_mut().zip(&marks.windows) {
            w.truncate(n);
        }
        self.shared_windows.truncate(marks.shared_windows);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_names_the_budget_and_what_to_change() {
        assert_eq!(
            OverBudget(Record::Samples).to_string(),
            "the run stopped: it would keep more than 1,000,000 samples (a run's budget); \
             lengthen sampler.dt_us or shorten duration_us"
        );
        assert_eq!(thousands(5_000_000), "5,000,000");
        assert_eq!(thousands(999), "999");
    }
}
