//! The Multics paging simulation, one micro-step at a time.
//!
//! Corbató 1968, Figure 2 (page fault) and Figure 3 (replenishing the free
//! block pool), with the drum of Figure 2 boxes 5–7. One processor runs the
//! ready processes; a process keeps it until it faults, waits or finishes.
//!
//! A reference to a resident page sets its usage bit (a write also its
//! modified bit) — the faulting reference, made again when its page is in,
//! too, unless `memory.new_page_usage` is `off`. A reference to a page in transit waits for the transfer
//! (box 1). A reference to an absent page is a page fault: if the pool is
//! nearing exhaustion (box 2) the pointer is run to select n blocks (box 3,
//! Figure 3): at each examination a page whose first-time switch is on has it
//! turned off and is kept (box 12); otherwise the usage bit is shifted into
//! the high-order end of the k-bit register and cleared, and the page is kept
//! if the register is non-zero, else selected: a clean page's block is freed
//! at once (box 20), a modified page is pushed and its block joins the pool
//! when the push ends (box 7). A free block is then designated for the page
//! (box 4), the pull is queued on the drum (box 5), and the process gives up
//! the processor (box 8) until the page arrives at the head of the list with
//! its first-time switch on (box 6).
//!
//! With the pool off (`pool_n = 0`) a fault with no free block selects one
//! block, which is the textbook clock. Without a drum every transfer is
//! instantaneous.
//!
//! Determinism: the state is a pure function of the scenario and the number
//! of micro-steps taken. Checkpoints every `CHECKPOINT_EVERY` micro-steps let
//! `seek` restore any earlier state exactly.

mod controller;
mod conventions;
pub mod footprint;
mod history;
mod invariants;
mod lockstep;
mod multiprogramming;
mod pointer;
mod pointer_window;
mod records;
mod stays;
mod unmodelled;
mod working_set;

pub use history::{CHECKPOINT_BYTES, CHECKPOINT_EVERY};
pub use records::{OverBudget, Record, Records, Wakeup, MAX_EVENTS, MAX_RECORDS, MAX_STEP_THROUGH_STEPS};

pub use multiprogramming::{LlCheck, Load, LoadControl, Membership, Sample};
pub use stays::{PsiCheck, StayProc, Stays};
pub use working_set::{WorkingSets, WsPoint, WsProc, WsSample};

use crate::drum::{Direction, Drum, Timing, Transfer};
use crate::event::{Event, EventKind, WaitReason};
use crate::memory::{FrameState, Frames, PageState, PageTable, ReplaceablePageList, FIRST_TIME, USAGE};
use crate::scenario::{NewPageUsage, PulledEnter, Scenario};
use crate::scheduler::agenda::Agenda;
use crate::types::{Micros, Reference};
use pointer_window::PointerWindow;
use serde::Serialize;
use std::collections::VecDeque;
use std::sync::Arc;

/// Cumulative counters of a run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Counters {
    /// References completed.
    pub references: u64,
    /// Page faults.
    pub faults: u64,
    /// Page examinations by the pointer (the replaced pages' included).
    pub pointer_steps: u64,
    /// Pages written to the drum (second-chance writes included).
    pub pushes: u64,
    /// Pages written out and kept by the modified bit's second chance (`write_and_pass`).
    pub second_chances: u64,
    /// Pages read from the drum.
    pub pulls: u64,
    /// Σ over completed pulls of the time from request to arrival (queueing,
    /// rotation and transfer): ÷ pulls, the paging delay S of a fault.
    pub pull_wait_us: u64,
    /// Clean pages freed without a push (box 20).
    pub freed_clean: u64,
    /// Examinations that found the first-time switch on (box 12).
    pub first_time_skips: u64,
    /// Examinations past the first-time switch that found the usage bit on.
    /// Corbató 1968's stability argument: with k = 1 about half are on, and
    /// an excess of zeros slows the pointer while an excess of ones speeds it.
    pub usage_on: u64,
    /// Times the pool was replenished.
    pub replenishments: u64,
    /// Supervisor time spent on faults: taking them plus the pointer's travel.
    pub fault_service_us: u64,
    /// Time the processor stood idle (wait state).
    pub idle_us: u64,
    /// Problem-state time (references).
    pub problem_us: u64,
    /// Supervisor (CP) time: faults, the pointer, and the costs of `supervisor`.
    pub cp_us: u64,
    /// Replaced pages that belonged to another active process.
    pub stolen: u64,
    /// Pages of programs outside the active set overwritten before the
    /// pointer ran (CP-67, `unqueued_first`).
    pub overwritten: u64,
    /// File I/O requests.
    pub vsio: u64,
    /// Dispatches of a different process.
    pub dispatches: u64,
    /// Supervisor time spent dispatching (`supervisor.dispatch_us` per
    /// dispatch), within `cp_us`: Bard 1971's "Dispatch" (Table 1).
    pub dispatch_us: u64,
    /// Time slices that ran out.
    pub preemptions: u64,
    /// ∫ MPL dt up to the last change of the MPL, in process-µs.
    pub mpl_integral_us: u64,
    /// Σ over pages replaced by the pointer of the essential interruptions
    /// their owner suffered since their last reference (Bard 1975 eq. 4).
    pub psi_sum: u64,
    /// Pages replaced by the pointer.
    pub psi_replaced: u64,
    /// `psi_sum` over the pages whose owner was in the active set when replaced.
    pub psi_sum_active: u64,
    /// Pages replaced by the pointer while their owner was in the active set.
    pub psi_replaced_active: u64,
    /// Terminal interactions ended (the user waits for the terminal).
    pub terminal_waits: u64,
    /// Supervisor time spent on unmodelled work (`supervisor.unmodelled_us`), within `cp_us`.
    pub unmodelled_us: u64,
    /// Not cumulative — the last `POINTER_WINDOW` (64) examinations: how
    /// many there have been (up to 64), ...
    pub recent_examinations: u32,
    /// ... how many judged a usage bit (the first-time switch was off), ...
    pub recent_judged: u32,
    /// ... how many of those found it on, ...
    pub recent_usage_on: u32,
    /// ... and the simulated time from the oldest to the newest.
    pub recent_span_us: u64,
}

/// What a process is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum ProcStatus {
    /// Can run.
    Ready,
    /// Waiting for a page to arrive or leave.
    WaitingPage { page: u32 },
    /// Waiting for a free block.
    WaitingBlock { page: u32 },
    /// Waiting for a file I/O.
    WaitingIo,
    /// A terminal user between interactions.
    Thinking,
    /// Reference string done.
    Finished,
}

/// One process's progress.
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Proc {
    /// Index of its next reference.
    pub cursor: u32,
    /// Its state.
    pub status: ProcStatus,
    /// Its current reference faulted (the access after the pull says so).
    pub after_fault: bool,
    /// Whether, when dispatched, it resumes its fault at box 4 rather than re-referencing.
    #[serde(skip)]
    retry_block: bool,
    /// Its page faults.
    pub faults: u64,
    /// Essential interruptions so far: waits that left it unrunnable, for a
    /// page or a file I/O (Bard 1975 §5).
    pub interruptions: u32,
    /// Its current reference has already cost an essential interruption.
    #[serde(skip)]
    waited: bool,
}

/// Where the processor is in the algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Run a process's next reference, or complete a transfer.
    Dispatch,
    /// Figure 3: the pointer selects `remaining` more blocks for the faulting page.
    Replenish { pid: u16, page: u32, remaining: u32, selected: u32 },
    /// Box 4: designate a free block for the page.
    TakeBlock { pid: u16, page: u32 },
    /// Nothing left to do.
    Done,
}

/// The whole mutable state; cloned for checkpoints.
#[derive(Clone, Debug)]
pub struct State {
    now: Micros,
    step: u64,
    /// The frame table.
    pub frames: Frames,
    /// The replaceable page list and its pointer.
    pub list: ReplaceablePageList,
    /// Free blocks, taken from the front.
    pub free_pool: VecDeque<u32>,
    pushing: u32,
    /// Listed pages whose second-chance write is under way (`WRITING`).
    writing: u32,
    /// Consecutive examinations, in this selection, of pages being written.
    write_passes: u32,
    /// Whether the pointer has been put on `memory.pointer_start`.
    pointer_placed: bool,
    /// Processes waiting for a free block, first come first served.
    block_waiters: VecDeque<u16>,
    page_tables: Vec<PageTable>,
    /// The processes.
    pub procs: Vec<Proc>,
    running: Option<u16>,
    next_pid: u16,
    /// The drum, if transfers take time.
    pub drum: Option<Drum>,
    phase: Phase,
    /// Cumulative counters.
    pub counters: Counters,
    /// The last examinations, for the counters' `recent_*`.
    pointer_window: PointerWindow,
    agenda: Agenda,
    /// Processes' load control, the sampler's records, the leveler's checks.
    pub lc: LoadControl,
    /// Working-set memory management, when on.
    pub ws: WorkingSets,
    /// CP-67's stays and their admission, when on.
    pub stays: Stays,
    /// The budget the run would have exceeded, if it stopped for one.
    over_budget: Option<Record>,
}

/// A running simulation of one scenario.
#[derive(Clone, Debug)]
pub struct Simulator {
    scenario: Scenario,
    traces: Arc<Vec<Vec<Reference>>>,
    state: State,
    records: Records,
    record: bool,
    events: Vec<Event>,
    /// Indices into `events` of the scheduling decisions (`EventKind::is_decision`).
    decisions: Vec<usize>,
    checkpoints: history::Checkpoints,
    /// The run stops over budget (`Record::MicroSteps`) at this step (`limit_steps`).
    step_limit: u64,
    /// While surveying a run (`survey`): per process, per reference index,
    /// the ordinal among the process's faults of the first fault there (0: none yet).
    first_faults: Option<Vec<Vec<u32>>>,
}

/// What a whole run does, found by simulating it on a copy (`Simulator::survey`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Survey {
    /// Micro-steps of the whole run.
    pub total_steps: u64,
    /// Simulated time at the end of the run.
    pub end: Micros,
    /// Per process, per reference index: the ordinal among the process's
    /// faults (1-based) of the first fault at that index, 0 if it never
    /// faults. Reference `i` has faulted by a moment at which the process has
    /// taken `n` faults exactly when `0 < first_faults[p][i] ≤ n` — whatever
    /// the moment, because the run is deterministic.
    pub first_faults: Vec<Vec<u32>>,
}

impl Simulator {
    /// A simulator at step 0; with `record`, events are kept and checkpoints taken.
    /// The scenario must be valid (`Scenario::validate`).
    pub fn new(scenario: Scenario, record: bool) -> Self {
        let traces: Vec<Vec<Reference>> =
            scenario.processes.iter().enumerate().map(|(i, p)| p.workload.generate(scenario.seed, i as u64)).collect();
        Self::with_traces(scenario, Arc::new(traces), record)
    }

    /// A simulator over reference strings already generated for `scenario`.
    pub fn with_traces(scenario: Scenario, traces: Arc<Vec<Vec<Reference>>>, record: bool) -> Self {
        let n = scenario.memory.frames as usize;
        let page_tables = traces.iter().map(|t| PageTable::covering(t.iter().map(|r| r.page()))).collect();
        let procs = traces
            .iter()
            .map(|t| Proc {
                cursor: 0,
                status: if t.is_empty() { ProcStatus::Finished } else { ProcStatus::Ready },
                after_fault: false,
                retry_block: false,
                faults: 0,
                interruptions: 0,
                waited: false,
            })
            .collect();
        let state = State {
            now: Micros(0),
            step: 0,
            frames: Frames::new(n),
            list: ReplaceablePageList::new(n),
            free_pool: (0..n as u32).collect(),
            pushing: 0,
            writing: 0,
            write_passes: 0,
            pointer_placed: false,
            block_waiters: VecDeque::new(),
            page_tables,
            procs,
            running: None,
            next_pid: 0,
            drum: scenario.drum.clone().map(Drum::new),
            phase: Phase::Dispatch,
            counters: Counters::default(),
            pointer_window: PointerWindow::default(),
            agenda: Agenda::default(),
            lc: LoadControl::default(),
            ws: WorkingSets::default(),
            stays: Stays::default(),
            over_budget: None,
        };
        let processes = traces.len();
        let mut sim = Simulator {
            scenario,
            traces,
            checkpoints: history::Checkpoints::new(state.approx_bytes()),
            state,
            records: Records::new(processes),
            record,
            step_limit: u64::MAX,
            events: Vec::new(),
            decisions: Vec::new(),
            first_faults: None,
        };
        sim.start_working_sets();
        sim.start_stays();
        sim.start_load_control();
        if record {
            sim.checkpoints.save(sim.state.clone(), sim.records.marks());
        }
        sim
    }

    /// The scenario being simulated.
    pub fn scenario(&self) -> &Scenario {
        &self.scenario
    }
    /// The reference strings, one per process.
    pub fn traces(&self) -> &Arc<Vec<Vec<Reference>>> {
        &self.traces
    }
    /// The current state.
    pub fn state(&self) -> &State {
        &self.state
    }
    /// Micro-steps taken so far.
    pub fn step_count(&self) -> u64 {
        self.state.step
    }
    /// Simulated time now.
    pub fn now(&self) -> Micros {
        self.state.now
    }
    /// Cumulative counters.
    pub fn counters(&self) -> &Counters {
        &self.state.counters
    }
    /// What the run has recorded: samples, checks, response times, windows.
    pub fn records(&self) -> &Records {
        &self.records
    }
    /// Whether the run has ended: every process finished and the drum idle,
    /// the duration reached, or a budget exceeded (`over_budget`).
    pub fn is_done(&self) -> bool {
        self.state.phase == Phase::Done || self.state.over_budget.is_some()
    }
    /// Limits the run to `MAX_STEP_THROUGH_STEPS` micro-steps, as the step-through
    /// views need: the step after the last one stops it over budget.
    pub fn limit_steps(&mut self) {
        self.step_limit = MAX_STEP_THROUGH_STEPS;
    }
    /// The budget the run stopped for, if it would have exceeded one.
    pub fn over_budget(&self) -> Option<OverBudget> {
        self.state.over_budget.map(OverBudget)
    }

    /// Whether one more record of `record`'s kind fits its budget (`have`
    /// kept so far); if not, the run stops here.
    fn within_budget(&mut self, record: Record, have: usize) -> bool {
        if have < record.limit() {
            return true;
        }
        self.state.over_budget.get_or_insert(record);
        false
    }
    fn within_step_limit(&mut self) -> bool {
        if self.state.step < self.step_limit {
            return true;
        }
        self.state.over_budget.get_or_insert(Record::MicroSteps);
        false
    }
    /// ∫ MPL dt from the start to now, in process-µs.
    pub fn mpl_integral_us(&self) -> u64 {
        self.sample_now().mpl_integral_us
    }
    /// Recorded events (only when recording).
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Recorded scheduling decisions (`EventKind::is_decision`) so far.
    pub fn decision_count(&self) -> usize {
        self.decisions.len()
    }

    /// The recorded scheduling decisions from the `from`-th on, oldest first.
    pub fn decisions_from(&self, from: usize) -> impl Iterator<Item = &Event> {
        self.decisions[from.min(self.decisions.len())..].iter().map(|&i| &self.events[i])
    }

    #[inline]
    fn emit(&mut self, kind: EventKind) {
        if self.record && self.within_budget(Record::Events, self.events.len()) {
            if kind.is_decision() {
                self.decisions.push(self.events.len());
            }
            if self.events.len() == self.events.capacity() {
                // Doubling, but never past the budget's room (`footprint`).
                let room = (2 * self.events.len()).clamp(1 << 10, MAX_EVENTS);
                self.events.reserve_exact(room - self.events.len());
            }
            self.events.push(Event { step: self.state.step, t_us: self.state.now.0, kind });
        }
    }

    /// Takes one micro-step; false when there was nothing left to do.
    pub fn micro_step(&mut self) -> bool {
        let phase = self.state.phase;
        if self.is_done() || !self.within_step_limit() {
            return false;
        }
        self.state.step += 1;
        match phase {
            Phase::Dispatch => self.dispatch(),
            Phase::Replenish { pid, page, remaining, selected } => self.examine(pid, page, remaining, selected),
            Phase::TakeBlock { pid, page } => self.take_block(pid, page),
            Phase::Done => unreachable!(),
        }
        if self.is_done() {
            return false;
        }
        if self.record && self.checkpoints.due(self.state.step) {
            self.checkpoints.save(self.state.clone(), self.records.marks());
        }
        true
    }

    /// Runs micro-steps until the next reference completes (or the run ends).
    pub fn step_reference(&mut self) {
        let before = self.state.counters.references;
        while self.state.counters.references == before && self.micro_step() {}
    }

    /// Runs until `stop` holds of the state (checked between micro-steps and batches of hits) or the run ends.
    pub fn run_until(&mut self, stop: impl Fn(&State) -> bool) {
        while !stop(&self.state) {
            if !self.record {
                self.run_hits();
            }
            if stop(&self.state) || !self.micro_step() {
                break;
            }
        }
    }

    /// Runs to the end; an error if the run stopped over a budget.
    pub fn run_to_end(&mut self) -> Result<(), OverBudget> {
        if self.record {
            while self.micro_step() {}
        } else {
            while {
                self.run_hits();
                self.micro_step()
            } {}
        }
        self.over_budget().map_or(Ok(()), Err)
    }

    /// Takes the running process's consecutive hits as a batch of micro-steps
    /// (without events): exactly what `dispatch` does for each of them, up to
    /// the next fault, the next transfer due, or the string's last reference.
    fn run_hits(&mut self) {
        let (Phase::Dispatch, Some(pid)) = (self.state.phase, self.state.running) else { return };
        let p = pid as usize;
        if self.state.procs[p].retry_block {
            return;
        }
        let drum_due = self.state.drum.as_ref().and_then(|d| d.next_completion()).map_or(u64::MAX, |m| m.0);
        let due = drum_due.min(self.state.agenda.next_time().unwrap_or(u64::MAX));
        // The faulting reference, made again, is taken alone when it must leave the new page's bit off.
        let fresh = self.state.procs[p].after_fault && self.scenario.memory.new_page_usage == NewPageUsage::Off;
        let budget = if fresh { self.hit_budget(p, due).min(1) } else { self.hit_budget(p, due) };
        let s = &mut self.state;
        let (trace, table) = (&self.traces[p], &s.page_tables[p]);
        let start = s.procs[p].cursor as usize;
        let stamp = s.procs[p].interruptions;
        let frames = &mut s.frames;
        let n = table.while_resident(&trace[start..start + budget], |frame, r| frames.touch(frame, r.write(), stamp));
        if fresh && n > 0 {
            frames.clear(table.get(trace[start].page()).1, USAGE);
        }
        if n > 0 {
            self.apply_hits(p, n as u64);
        }
    }

    // ---- Dispatch: transfers due, then the running process's next reference ----

    fn dispatch(&mut self) {
        // Bookkeeping first: transfers completed since the drum was last
        // checked (boxes 6, 7) and other timed events, earliest first.
        let drum_due = self.state.drum.as_ref().and_then(|d| d.next_completion()).map(|t| t.0);
        let agenda_due = self.state.agenda.next_time();
        let next = match (drum_due, agenda_due) {
            (Some(d), Some(a)) => Some((d.min(a), d <= a)),
            (Some(d), None) => Some((d, true)),
            (None, Some(a)) => Some((a, false)),
            (None, None) => None,
        };
        if let Some((t, drum)) = next {
            if t <= self.state.now.0 {
                if drum {
                    self.complete_transfer()
                } else {
                    self.agenda_event()
                }
                return;
            }
        }
        let Some(pid) = self.pick_process() else {
            // Nobody runnable, but a block is free (or the pointer can find
            // one): an active process waiting for a block tries again.
            let s = &self.state;
            if !s.block_waiters.is_empty()
                && (!s.free_pool.is_empty() || s.block_waiters.iter().any(|&w| self.pointer_can_select(w)))
                && self.wake_block_waiters(s.free_pool.len().max(1)) > 0
            {
                return;
            }
            let all_finished = self.state.procs.iter().all(|p| p.status == ProcStatus::Finished);
            match next {
                // Nobody can run: the processor waits for the next event.
                Some((t, drum)) if !(all_finished && drum_due.is_none()) => {
                    self.state.counters.idle_us += t - self.state.now.0;
                    self.state.now.0 = t;
                    if drum {
                        self.complete_transfer()
                    } else {
                        self.agenda_event()
                    }
                }
                _ => {
                    self.state.phase = Phase::Done;
                    self.state.step -= 1;
                }
            }
            return;
        };
        let p = pid as usize;
        if self.state.procs[p].retry_block {
            self.state.procs[p].retry_block = false;
            let ProcStatus::WaitingBlock { page } = self.state.procs[p].status else { unreachable!() };
            self.state.procs[p].status = ProcStatus::Ready;
            self.take_block(pid, page);
            return;
        }
        self.state.procs[p].waited = false;
        let cursor = self.state.procs[p].cursor;
        let r = self.traces[p][cursor as usize];
        let page = r.page();
        let (page_state, frame) = self.state.page_tables[p].get(page);
        match page_state {
            PageState::Resident => {
                let s = &mut self.state;
                s.frames.touch(frame, r.write(), s.procs[p].interruptions);
                s.counters.references += 1;
                let proc = &mut s.procs[p];
                let after_fault = proc.after_fault;
                if after_fault && self.scenario.memory.new_page_usage == NewPageUsage::Off {
                    // The faulting reference, made again, leaves the new page's usage bit off.
                    s.frames.clear(frame, USAGE);
                }
                proc.after_fault = false;
                proc.cursor += 1;
                self.charge_problem(self.scenario.cpu.reference_us);
                if self.record {
                    self.emit(EventKind::Access {
                        pid,
                        index: cursor,
                        page,
                        write: r.write(),
                        frame: frame as u32,
                        after_fault,
                    });
                }
                self.after_reference(pid);
            }
            PageState::Pulling | PageState::Pushing => {
                // Box 1: the page is in transit; wait for it.
                self.block(pid, ProcStatus::WaitingPage { page });
                self.emit(EventKind::ProcessWaits { pid, page, reason: WaitReason::InTransit });
            }
            PageState::Absent => {
                let s = &mut self.state;
                s.counters.faults += 1;
                s.procs[p].faults += 1;
                if let Some(first) = self.first_faults.as_mut().map(|f| &mut f[p][cursor as usize]) {
                    if *first == 0 {
                        *first = s.procs[p].faults as u32;
                    }
                }
                s.procs[p].after_fault = true;
                s.counters.fault_service_us += self.scenario.cpu.fault_us;
                self.charge_cp(self.scenario.cpu.fault_us);
                self.stay_fault(p);
                self.emit(EventKind::Fault { pid, index: cursor, page, write: r.write() });
                self.pool_check(pid, page);
            }
        }
    }

    /// The running process if it can go on, else the next ready one in turn.
    #[inline]
    fn pick_process(&mut self) -> Option<u16> {
        if let Some(pid) = self.state.running {
            return Some(pid);
        }
        let n = self.state.procs.len() as u16;
        for i in 0..n {
            let pid = (self.state.next_pid + i) % n;
            if self.runnable(pid as usize) {
                self.state.running = Some(pid);
                self.state.next_pid = (pid + 1) % n;
                self.dispatch_to(pid);
                return Some(pid);
            }
        }
        None
    }

    /// The process gives up the processor to wait for a page: one essential
    /// interruption per attempt at a reference (a fault that waits for a block
    /// and then for its pull is one).
    fn block(&mut self, pid: u16, status: ProcStatus) {
        let proc = &mut self.state.procs[pid as usize];
        proc.status = status;
        if !proc.waited {
            proc.waited = true;
            proc.interruptions += 1;
        }
        self.state.running = None;
    }

    // ---- Box 4, 5, 8: a block for the page, the pull, the wait ----

    fn take_block(&mut self, pid: u16, page: u32) {
        let s = &mut self.state;
        let Some(f) = s.free_pool.pop_front() else {
            if self.pointer_can_select(pid) {
                // The pool ran dry with nothing on its way: replenish now.
                self.pool_check(pid, page);
                if matches!(self.state.phase, Phase::Replenish { .. }) {
                    return;
                }
            }
            self.block(pid, ProcStatus::WaitingBlock { page });
            self.state.block_waiters.push_back(pid);
            self.emit(EventKind::ProcessWaits { pid, page, reason: WaitReason::FreeBlock });
            self.state.phase = Phase::Dispatch;
            return;
        };
        let f = f as usize;
        s.frames.load(f, pid, page, self.scenario.memory.first_time, s.procs[pid as usize].interruptions);
        s.frames.state[f] = FrameState::Pulling;
        s.page_tables[pid as usize].set(page, PageState::Pulling, f);
        s.counters.pulls += 1;
        s.phase = Phase::Dispatch;
        self.charge_page_io();
        self.emit(EventKind::BlockAssigned { frame: f as u32, pid, page });
        let s = &mut self.state;
        match &mut s.drum {
            Some(drum) => {
                let sector = drum.sector_of(pid, page);
                drum.request(Transfer {
                    direction: Direction::Pull,
                    frame: f as u32,
                    owner: pid,
                    page,
                    sector,
                    queued_at: s.now,
                });
                self.emit(EventKind::PullRequested { frame: f as u32, pid, page, sector });
                self.block(pid, ProcStatus::WaitingPage { page });
                self.emit(EventKind::ProcessWaits { pid, page, reason: WaitReason::Pull });
            }
            None => {
                self.emit(EventKind::PullRequested { frame: f as u32, pid, page, sector: 0 });
                let now = self.state.now;
                self.finish_pull(f, Timing::instant(now));
            }
        }
    }

    // ---- Boxes 6, 7: transfers completed ----

    fn complete_transfer(&mut self) {
        let drum = self.state.drum.as_mut().expect("a drum");
        let done = drum.complete();
        let (t, timing) = (done.transfer, Timing::of(&done));
        match t.direction {
            Direction::Pull => {
                self.state.counters.pull_wait_us += done.end.0 - t.queued_at.0;
                self.finish_pull(t.frame as usize, timing)
            }
            Direction::Push => {
                self.state.pushing -= 1;
                self.finish_push(t.frame as usize, timing);
            }
            Direction::Write => self.finish_write(t.frame as usize, timing),
        }
        // A completion frees a block, or lets the pointer find one: it wakes
        // as many processes waiting for a block as there are free blocks (at
        // least one), first come first served — waking them all would only
        // have them dispatched to find nothing and wait again.
        self.wake_block_waiters(self.state.free_pool.len().max(1));
    }

    /// Wakes up to `n` of the active processes waiting for a block, first come
    /// first served; a process outside the active set (its stay ended, or set
    /// aside) keeps its place until it is admitted again. Returns how many woke.
    fn wake_block_waiters(&mut self, n: usize) -> usize {
        let mut woken = 0;
        let mut i = 0;
        while woken < n && i < self.state.block_waiters.len() {
            let pid = self.state.block_waiters[i];
            if self.state.lc.load[pid as usize].membership != Membership::Active {
                i += 1;
                continue;
            }
            self.state.block_waiters.remove(i);
            self.state.procs[pid as usize].retry_block = true;
            self.emit(EventKind::ProcessResumes { pid });
            woken += 1;
        }
        woken
    }

    fn finish_pull(&mut self, f: usize, timing: Timing) {
        let owner = self.state.frames.owner[f];
        self.resident_changes(owner as usize, 1);
        let s = &mut self.state;
        let page = s.frames.page[f];
        s.frames.state[f] = FrameState::Listed;
        match self.scenario.memory.pulled_enter {
            PulledEnter::AtPointer => s.list.insert_at_pointer(f),
            PulledEnter::BehindPointer => s.list.insert_at_head(f),
        }
        s.page_tables[owner as usize].set(page, PageState::Resident, f);
        let first_time = s.frames.has(f, FIRST_TIME);
        let Timing { sector, queued_us, start_us, end_us } = timing;
        self.emit(EventKind::PullFinished {
            frame: f as u32,
            pid: owner,
            page,
            first_time,
            sector,
            queued_us,
            start_us,
            end_us,
        });
        self.wake_page_waiter(owner, page);
    }

    fn finish_push(&mut self, f: usize, timing: Timing) {
        let s = &mut self.state;
        let (owner, page) = (s.frames.owner[f], s.frames.page[f]);
        s.frames.state[f] = FrameState::Free;
        s.page_tables[owner as usize].set(page, PageState::Absent, f);
        s.free_pool.push_back(f as u32);
        if s.drum.is_some() {
            let Timing { sector, queued_us, start_us, end_us } = timing;
            self.emit(EventKind::PushFinished {
                frame: f as u32,
                pid: owner,
                page,
                sector,
                queued_us,
                start_us,
                end_us,
            });
        }
        self.wake_page_waiter(owner, page);
    }

    fn wake_page_waiter(&mut self, owner: u16, page: u32) {
        let proc = &mut self.state.procs[owner as usize];
        if proc.status == (ProcStatus::WaitingPage { page }) {
            proc.status = ProcStatus::Ready;
            // Box 6: the process whose page has come is scheduled for the
            // processor next, so that it uses the page before the pointer
            // can take it away again (without this, tiny memories livelock).
            self.state.next_pid = owner;
            self.emit(EventKind::ProcessResumes { pid: owner });
        }
    }
}

impl State {
    /// About how many bytes a copy of the state takes (for the checkpoints' budget).
    pub(super) fn approx_bytes(&self) -> usize {
        let slots: usize = self.page_tables.iter().map(PageTable::len).sum();
        32 * self.frames.len() + 5 * slots + 512 * self.procs.len() + 4096
    }
    /// The process on the processor, if any.
    pub fn running(&self) -> Option<u16> {
        self.running
    }
    /// Micro-steps taken.
    pub fn step(&self) -> u64 {
        self.step
    }
    /// Simulated time now.
    pub fn now(&self) -> Micros {
        self.now
    }
    /// Resident pages of process `pid`.
    pub fn resident_pages(&self, pid: usize) -> usize {
        self.page_tables[pid].resident()
    }
    /// Under working-set management, the unreferenced interval count of
    /// process `pid`'s page `page` (Nishigaki 1981 eq. 3.10).
    pub fn unreferenced_intervals(&self, pid: usize, page: u32) -> u8 {
        self.ws.procs[pid].uic[self.page_tables[pid].slot(page)]
    }
    /// Blocks on the push list (being written out).
    pub fn pushing(&self) -> u32 {
        self.pushing
    }
}
