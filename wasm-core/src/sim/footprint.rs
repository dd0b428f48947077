//! What a run holds, estimated from its scenario before it starts and
//! checked against the memory budget (`budget`) when the scenario is
//! validated, so that an accepted scenario runs within 1 GiB by
//! construction:
//!
//! - each process's string, 4 bytes a reference (strings are generated in
//!   full up front: the step-through views, the survey, the curves and the
//!   batched hits read them as arrays), and its page table
//!   (`PageTable::bytes`), one byte more a page under working sets;
//! - the scenario itself: its typed text and its decisions;
//! - each kind of record the scenario can keep (`records`): at its budget,
//!   or at what the run's duration allows for the sampler and the Load
//!   Leveler, with the capacity a growing vector may reach;
//! - when recording (the step-through views, `pagingsim run --events`): the
//!   events at their budget (their vector never grows past it, `emit`), the
//!   checkpoints (`CHECKPOINT_BYTES`) and the survey's marks. `pagingsim run
//!   --events` checks this; the step-through views' runs (at most 100,000
//!   references) fit it whatever records they keep (tested below).

use super::{LlCheck, PsiCheck, Sample, Wakeup, WsPoint, CHECKPOINT_BYTES, MAX_EVENTS, MAX_RECORDS};
use crate::budget::{self, words};
use crate::event::Event;
use crate::memory::PageTable;
use crate::scenario::{ProcessClass, Scenario, ValidationError};
use crate::scheduler::load_leveler::Region;
use crate::workload::{QShape, Workload};
use std::mem::size_of;

/// What a run of a scenario holds, in bytes, by part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Footprint {
    /// References in all the strings.
    pub references: u64,
    /// The strings, their page tables and the scenario's own text and lists.
    pub strings: u64,
    /// The records the run may keep.
    pub records: u64,
    /// Recording's events, checkpoints and survey (0 when not recording).
    pub recording: u64,
}

impl Footprint {
    /// The footprint of `scenario` (valid but for its memory), run recording or not.
    pub fn of(scenario: &Scenario, recording: bool) -> Self {
        let working_sets = scenario.working_set().is_some();
        let (mut references, mut strings) = (0u64, 0u64);
        for p in &scenario.processes {
            let n = p.workload.length();
            let (table, slots) = PageTable::bytes(n, p.workload.page_span());
            references += n;
            strings += words(n) + table + if working_sets { slots } else { 0 } + own_bytes(&p.workload);
        }
        let ll = scenario.scheduler.as_ref().and_then(|s| s.load_leveler.as_ref());
        strings += ll
            .and_then(|ll| ll.manual.as_ref())
            .map_or(0, |m| (m.len() * size_of::<crate::scenario::ManualDecision>()) as u64);
        let timed = |every_us: u64| scenario.duration_us.map_or(MAX_RECORDS as u64, |d| d / every_us.max(1) + 2);
        let kept = |count: u64, bytes: usize| (count.min(MAX_RECORDS as u64 + 1)).next_power_of_two() * bytes as u64;
        // Per-process vectors may each reach twice their length.
        let per_process = |bytes: usize| 2 * (MAX_RECORDS + 1) as u64 * bytes as u64;
        let mut records = 0;
        if let Some(s) = &scenario.sampler {
            // Each record and the area of the interval it closes.
            records += kept(timed(s.dt_us), size_of::<Sample>() + size_of::<Region>());
        }
        if let Some(ll) = ll {
            // Checks come at least Δt/4 apart (the quick check).
            records += kept(timed(ll.dt_us / 4), size_of::<LlCheck>());
        }
        if scenario.stays().is_some() {
            records += kept(MAX_RECORDS as u64, size_of::<PsiCheck>());
        }
        if scenario.processes.iter().any(|p| matches!(p.class, ProcessClass::Terminal { .. })) {
            records += per_process(size_of::<u64>() + size_of::<Wakeup>());
        }
        if working_sets {
            records += per_process(size_of::<WsPoint>() + size_of::<(u64, u32)>());
        }
        let recording = if recording {
            // The events and the decisions' indices beside them; the survey marks each reference.
            let events = (MAX_EVENTS as u64 + 1) * (size_of::<Event>() + 2 * size_of::<usize>()) as u64;
            events + CHECKPOINT_BYTES as u64 + words(references)
        } else {
            0
        };
        Footprint { references, strings, records, recording }
    }

    /// All of it.
    pub fn total(&self) -> u64 {
        self.strings + self.records + self.recording
    }
}

/// The bytes the workload itself holds in the scenario: a typed string's text, an explicit q.
fn own_bytes(workload: &Workload) -> u64 {
    match workload {
        Workload::Typed { text } => text.len() as u64,
        Workload::LruStack { q: QShape::Explicit { q }, .. } => (q.len() * size_of::<f64>()) as u64,
        _ => 0,
    }
}

/// The scenario's run (not recording) within the memory budget, or the
/// refusal naming the processes and what to shorten.
pub fn check(scenario: &Scenario) -> Result<(), ValidationError> {
    let f = Footprint::of(scenario, false);
    if f.total() <= budget::HELD_BYTES {
        return Ok(());
    }
    let processes = scenario.processes.len();
    Err(ValidationError::new(
        "processes",
        &format!(
            "{processes} strings of {} references in all ({} bytes with their page tables and the run's records)",
            f.references,
            f.total()
        ),
        &format!(
            "at most {} bytes within the 1 GiB memory budget: shorten the workloads or run fewer processes",
            budget::HELD_BYTES
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::{LoadLevelerConfig, SamplerConfig, SchedulerConfig};
    use crate::view::MAX_STEP_THROUGH_REFERENCES;

    /// A run keeping every kind of record it can at once: a sampler, the Load Leveler, terminal users.
    fn keeping_everything(length: u32) -> Scenario {
        let mut s = crate::experiment::squeezed_mix(1, true);
        s.sampler = Some(SamplerConfig { dt_us: 1_000 });
        let ll = LoadLevelerConfig { dt_us: 4, ..s.scheduler.as_ref().and_then(|c| c.load_leveler.clone()).unwrap() };
        s.scheduler = Some(SchedulerConfig { load_leveler: Some(ll), ..s.scheduler.clone().unwrap() });
        s.processes[0].class = ProcessClass::Terminal { think_us: 1, burst: 1, fixed: false };
        s.duration_us = Some(86_400_000_000);
        for p in &mut s.processes {
            p.workload = Workload::Uniform { pages: 1 << 20, length, write_fraction: 0.0 };
        }
        s
    }

    #[test]
    fn a_step_through_run_fits_the_budget_recording_whatever_it_keeps() {
        // Each process's share of the step-through view's references.
        let share = MAX_STEP_THROUGH_REFERENCES / keeping_everything(1).processes.len();
        let f = Footprint::of(&keeping_everything(share as u32), true);
        assert!(f.records > 200 << 20, "every record's budget counted: {f:?}");
        assert!(f.total() <= budget::HELD_BYTES, "{f:?}");
    }

    #[test]
    fn strings_page_tables_and_text_are_counted() {
        let mut s = Scenario::default();
        s.processes[0].workload = Workload::Typed { text: "1 2 2147483647w".into() };
        let f = Footprint::of(&s, false);
        // 3 references, a sparse table (12 bytes a reference), the text's 15 bytes.
        assert_eq!((f.references, f.strings, f.records, f.recording), (3, 12 + 36 + 15, 0, 0));
        let fifty = Workload::Uniform { pages: 1000, length: 20_000_000, write_fraction: 0.0 };
        s.processes = vec![crate::scenario::ProcessConfig::background(fifty); 50];
        assert_eq!(
            check(&s).unwrap_err().to_string(),
            "processes = 50 strings of 1000000000 references in all (4000200000 bytes with their page tables and \
             the run's records) is not allowed: expected at most 939524096 bytes within the 1 GiB memory budget: \
             shorten the workloads or run fewer processes"
        );
    }
}
