//! Multiprogramming around the Multics clock: processes and their classes,
//! the dispatcher's time slice, load control (the active set, its
//! multiprogramming level, eligible and set-aside jobs), supervisor-time
//! accounting, the measurement sampler and the Load Leveler.
//!
//! - Accounting (Bard 1971, eq. 1): every microsecond of simulated time is
//!   problem state, supervisor (CP) state or wait; CP time is charged per
//!   page I/O (θ3), per VSIO (θ1), per second of problem state (θ5, carried
//!   exactly in millionths of a µs), per timer tick (θ0) and per dispatch.
//! - Load control: a process is active (admitted: it competes for the
//!   processor and memory), eligible (waiting for admission), set aside (by
//!   the Load Leveler) or out (thinking, or finished). The multiprogramming
//!   level (MPL) is the number of active processes; `max_mpl` bounds it.
//! - The sampler records DUSETIMR-style cumulative counters every Δt (Bard
//!   1971, Tables 1–2); rates are differences between samples.
//! - The Load Leveler (Shils 1968) classifies the interval since its last
//!   check and acts (`scheduler::load_leveler`).
//!
//! A global replacement's victim that belongs to another active process is a
//! *steal* (Bard 1971, Table 1 "P. steal").

use super::{Phase, ProcStatus, Record, Simulator, Wakeup};
use crate::event::EventKind;
use crate::rng::Rng;
use crate::scenario::ProcessClass;
use crate::scheduler::agenda::Due;
use crate::scheduler::load_leveler::{classify, decide, next_check_after, point, Action, Candidate, Region};
use serde::Serialize;

/// A process's place in load control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Membership {
    /// Admitted: competes for the processor and memory.
    Active,
    /// Waiting to be admitted.
    Eligible,
    /// Set aside by the Load Leveler.
    SetAside,
    /// Thinking, or finished.
    Out,
}

/// The sampler's cumulative counters at one instant (Bard 1971, Table 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Sample {
    /// When.
    pub t_us: u64,
    /// Problem-state time.
    pub problem_us: u64,
    /// Supervisor (CP) time.
    pub cp_us: u64,
    /// Wait (idle) time.
    pub wait_us: u64,
    /// Pages read in.
    pub pages_in: u64,
    /// Pages written out.
    pub pages_out: u64,
    /// Pages replaced (clean or pushed).
    pub replaced: u64,
    /// Replaced pages that belonged to another active process.
    pub stolen: u64,
    /// File I/O requests.
    pub vsio: u64,
    /// Dispatches of a different process.
    pub dispatches: u64,
    /// Supervisor time spent dispatching (Table 1's "Dispatch": CP time not
    /// charged to any user).
    pub dispatch_us: u64,
    /// Supervisor time spent taking faults and moving the pointer: the lab's
    /// truth beside the counters (no DUSETIMR counter records it).
    pub fault_service_us: u64,
    /// References completed.
    pub references: u64,
    /// Active processes at the moment of sampling.
    pub active: u32,
    /// ∫ MPL dt so far, in process-µs.
    pub mpl_integral_us: u64,
    /// Pointer moves so far (÷ frames = pointer cycles, Bard 1975's W).
    pub pointer_advances: u64,
    /// Active processes ready to run (or running) at the moment of sampling.
    pub ready: u32,
    /// Page faults (Bard 1975's page exceptions P).
    pub faults: u64,
    /// Terminal interactions ended (waits for the terminal: virtual I/Os with the VSIOs).
    pub terminal_waits: u64,
    /// Σ essential interruptions survived by the pages the pointer replaced (eq. 4's numerator).
    pub psi_sum: u64,
    /// Pages the pointer replaced (eq. 4's m).
    pub psi_replaced: u64,
    /// `psi_sum` over the pages whose owner was active when they were replaced.
    pub psi_sum_active: u64,
    /// Pages the pointer replaced while their owner was active.
    pub psi_replaced_active: u64,
    /// Per process, its problem-state time since the start (Table 1's user
    /// data, "Prob. time"): its references × the reference time.
    pub user_problem_us: Vec<u64>,
    /// Supervisor time on unmodelled work so far: the lab's truth beside the
    /// counters (no DUSETIMR counter records it; the regression never reads it).
    pub unmodelled_us: u64,
}

impl Sample {
    /// Figure 1's point of the interval from `previous` to this record:
    /// (% CPU activity, page replacements per second).
    pub fn figure1_point(&self, previous: &Sample) -> (f64, f64) {
        point(self.t_us - previous.t_us, self.wait_us - previous.wait_us, self.replaced - previous.replaced)
    }
}

/// One check of the Load Leveler.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct LlCheck {
    /// When.
    pub t_us: u64,
    /// The micro-step that made it (the step-through view stops there).
    pub step: u64,
    /// The interval it judged.
    pub interval_us: u64,
    /// % CPU activity in the interval.
    pub cpu_pct: f64,
    /// Page replacements per second in the interval.
    pub page_rate: f64,
    /// Its area of Figure 1.
    pub region: Region,
    /// What the leveler did.
    pub action: Action,
}

/// Per-process state that load control adds.
#[derive(Clone, Debug, Serialize)]
pub struct Load {
    /// Its place in load control.
    pub membership: Membership,
    /// References completed in all.
    pub refs_done: u64,
    /// References left in the current interaction (terminal users).
    burst_left: u32,
    /// References until the next file I/O.
    until_vsio: u32,
    /// Problem time left in the current time slice.
    slice_left_us: u64,
    /// Order of admission or of setting aside (for the leveler's choices).
    pub(super) order: u64,
    /// When the current interaction began (terminal users): the think time's end.
    interaction_start_us: u64,
    /// When, in the current interaction, the program was first given the processor.
    woke_dispatch_us: Option<u64>,
    /// When its first reference of the current interaction completed.
    woke_reference_us: Option<u64>,
    /// When a background job finished.
    pub finished_us: Option<u64>,
    /// Pages resident now.
    pub resident: u32,
    /// ∫ resident pages dt up to `resident_since_us`, in page-µs.
    resident_integral_us: u64,
    resident_since_us: u64,
    /// Time spent in the active set, up to `active_since_us` if active now.
    active_us: u64,
    active_since_us: u64,
}

/// The multiprogramming part of the state.
#[derive(Clone, Debug, Default)]
pub struct LoadControl {
    /// Per process, in pid order.
    pub load: Vec<Load>,
    pub(super) eligible: std::collections::VecDeque<u16>,
    /// The multiprogramming level: active processes now.
    pub active: u32,
    mpl_since_us: u64,
    theta5_rem: u64,
    last_run: Option<u16>,
    order_seq: u64,
    think_rng: Vec<Rng>,
    /// The gaps between bursts of unmodelled CP work.
    pub(super) unmodelled_rng: Option<Rng>,
    /// CP time left in the bursts of unmodelled work under way.
    pub(super) unmodelled_left_us: u64,
    ll_mark: (u64, u64, u64),
    /// Why the student's decisions stopped the run, if one could not be carried out.
    pub(super) manual_error: Option<String>,
}

impl Simulator {
    /// Load control at time 0: background jobs eligible (and admitted up to
    /// the MPL bound, in pid order), terminal users thinking; the timer, the
    /// sampler, the leveler and the end put on the agenda.
    pub(super) fn start_load_control(&mut self) {
        let n = self.scenario.processes.len();
        let seed = self.scenario.seed;
        self.state.lc = LoadControl {
            load: (0..n)
                .map(|_| Load {
                    membership: Membership::Out,
                    refs_done: 0,
                    burst_left: 0,
                    until_vsio: 0,
                    slice_left_us: 0,
                    order: 0,
                    interaction_start_us: 0,
                    woke_dispatch_us: None,
                    woke_reference_us: None,
                    finished_us: None,
                    resident: 0,
                    resident_integral_us: 0,
                    resident_since_us: 0,
                    active_us: 0,
                    active_since_us: 0,
                })
                .collect(),
            eligible: Default::default(),
            active: 0,
            mpl_since_us: 0,
            theta5_rem: 0,
            last_run: None,
            order_seq: 0,
            think_rng: (0..n).map(|i| Rng::new(seed, 1_000 + i as u64)).collect(),
            unmodelled_rng: Some(Rng::new(seed, super::unmodelled::STREAM)),
            unmodelled_left_us: 0,
            ll_mark: (0, 0, 0),
            manual_error: None,
        };
        for p in 0..n {
            let cfg = &self.scenario.processes[p];
            self.state.lc.load[p].until_vsio = cfg.vsio_every;
            match cfg.class {
                ProcessClass::Background if self.state.procs[p].status != ProcStatus::Finished => {
                    self.state.lc.load[p].membership = Membership::Eligible;
                    self.state.lc.eligible.push_back(p as u16);
                }
                ProcessClass::Background => {}
                ProcessClass::Terminal { .. } => {
                    self.state.procs[p].status = ProcStatus::Thinking;
                    let at = self.think_time(p);
                    self.state.agenda.at(at, Due::ThinkDone(p as u16));
                }
            }
        }
        self.admit_eligible();
        if let Some(v) = &self.scenario.supervisor {
            self.state.agenda.at(v.tick_us, Due::Tick);
        }
        self.schedule_unmodelled(0);
        if let Some(sm) = &self.scenario.sampler {
            self.records.samples.push(self.sample_now());
            self.state.agenda.at(sm.dt_us, Due::Sample);
        }
        if let Some(ll) = self.scenario.scheduler.as_ref().and_then(|s| s.load_leveler.as_ref()) {
            self.state.agenda.at(ll.dt_us, Due::LoadLeveler);
        }
        if let Some(d) = self.scenario.duration_us {
            self.state.agenda.at(d, Due::End);
        }
    }

    /// A think time for process `p` (exponential with its mean, or fixed).
    fn think_time(&mut self, p: usize) -> u64 {
        let ProcessClass::Terminal { think_us, fixed, .. } = self.scenario.processes[p].class else { return 0 };
        let think = if fixed {
            think_us
        } else {
            let u = self.state.lc.think_rng[p].next_f64();
            (-(1.0 - u).ln() * think_us as f64).round() as u64
        };
        self.state.now.0 + think.max(1)
    }

    /// The time slice, if the dispatcher has one.
    pub(super) fn time_slice(&self) -> Option<u64> {
        self.scenario.scheduler.as_ref().map(|s| s.time_slice_us)
    }

    /// Charges problem-state time for references, and θ5's share of CP time.
    pub(super) fn charge_problem(&mut self, us: u64) {
        let s = &mut self.state;
        s.counters.problem_us += us;
        s.now.0 += us;
        if let Some(v) = &self.scenario.supervisor {
            // In millionths of a µs: a long run of hits at a long reference time overflows 64 bits.
            let total = s.lc.theta5_rem as u128 + us as u128 * v.problem_us_per_s as u128;
            s.lc.theta5_rem = (total % 1_000_000) as u64;
            let cp = (total / 1_000_000) as u64;
            s.counters.cp_us += cp;
            s.now.0 += cp;
        }
    }

    /// The CP time of the first `n` of a run of references of `us` each, given the θ5 carry.
    pub(super) fn theta5_for(&self, n: u64, us: u64) -> u64 {
        self.scenario.supervisor.as_ref().map_or(0, |v| {
            let total = self.state.lc.theta5_rem as u128 + n as u128 * us as u128 * v.problem_us_per_s as u128;
            (total / 1_000_000) as u64
        })
    }

    /// Charges supervisor time.
    pub(super) fn charge_cp(&mut self, us: u64) {
        self.state.counters.cp_us += us;
        self.state.now.0 += us;
    }

    /// θ3: supervisor time for one page I/O.
    pub(super) fn charge_page_io(&mut self) {
        let us = self.scenario.supervisor.as_ref().map_or(0, |v| v.page_io_us);
        self.charge_cp(us);
    }

    /// Picks the processor up for `pid`: a new slice, and a dispatch if it is another process.
    pub(super) fn dispatch_to(&mut self, pid: u16) {
        let (now, slice) = (self.state.now.0, self.time_slice().unwrap_or(u64::MAX));
        let l = &mut self.state.lc.load[pid as usize];
        l.woke_dispatch_us.get_or_insert(now);
        l.slice_left_us = slice;
        if self.state.lc.last_run != Some(pid) {
            self.state.lc.last_run = Some(pid);
            self.state.counters.dispatches += 1;
            let us = self.scenario.supervisor.as_ref().map_or(0, |v| v.dispatch_us);
            self.state.counters.dispatch_us += us;
            self.charge_cp(us);
        }
    }

    /// Whether process `p` may use the processor.
    pub(super) fn runnable(&self, p: usize) -> bool {
        self.state.lc.load[p].membership == Membership::Active
            && (self.state.procs[p].status == ProcStatus::Ready || self.state.procs[p].retry_block)
    }

    /// After a completed reference: the end of the string, of an interaction,
    /// a file I/O, or of the time slice.
    pub(super) fn after_reference(&mut self, pid: u16) {
        let p = pid as usize;
        let reference_us = self.scenario.cpu.reference_us;
        let cfg = &self.scenario.processes[p];
        let (terminal, vsio_every, vsio_us, cyclic) =
            (matches!(cfg.class, ProcessClass::Terminal { .. }), cfg.vsio_every, cfg.vsio_us, cfg.cyclic);
        let len = self.traces[p].len() as u32;
        let now = self.state.now.0;
        self.state.lc.load[p].woke_reference_us.get_or_insert(now);
        self.state.lc.load[p].refs_done += 1;
        self.count_virtual_time(p, 1);
        if !terminal && self.state.procs[p].cursor == len && cyclic {
            // A job initiator starts the next copy of its program.
            self.state.procs[p].cursor = 0;
        } else if !terminal && self.state.procs[p].cursor == len {
            self.state.procs[p].status = ProcStatus::Finished;
            self.state.lc.load[p].finished_us = Some(self.state.now.0);
            self.leave_active(p, Membership::Out);
            self.emit(EventKind::ProcessFinished { pid });
            return;
        }
        if terminal {
            self.state.procs[p].cursor %= len;
            let l = &mut self.state.lc.load[p];
            l.burst_left -= 1;
            if l.burst_left == 0 {
                let start = l.interaction_start_us;
                let response_us = self.state.now.0 - start;
                let since = |t: Option<u64>| t.map_or(response_us, |t| t.saturating_sub(start));
                let wakeup =
                    Wakeup { dispatch_us: since(l.woke_dispatch_us), first_reference_us: since(l.woke_reference_us) };
                if self.within_budget(Record::Responses, self.records.count(Record::Responses)) {
                    self.records.responses_us[p].push(response_us);
                    self.records.wakeups[p].push(wakeup);
                }
                self.state.procs[p].status = ProcStatus::Thinking;
                // Waiting for the terminal is an essential interruption, and a virtual I/O (Bard 1975 §5).
                self.state.procs[p].interruptions += 1;
                self.state.counters.terminal_waits += 1;
                let at = self.think_time(p);
                self.state.agenda.at(at, Due::ThinkDone(pid));
                if self.scenario.stays().is_some() {
                    self.end_stay(p, Membership::Out);
                } else {
                    self.leave_active(p, Membership::Out);
                }
                self.emit(EventKind::InteractionDone { pid, response_us });
                return;
            }
        }
        if self.stay_time(p, 1) {
            // The stay's CPU quantum is used: a Q2 candidate again.
            self.end_stay(p, Membership::Eligible);
            return;
        }
        if vsio_every > 0 {
            let l = &mut self.state.lc.load[p];
            l.until_vsio -= 1;
            if l.until_vsio == 0 {
                l.until_vsio = vsio_every;
                self.state.procs[p].status = ProcStatus::WaitingIo;
                self.state.procs[p].interruptions += 1;
                self.state.running = None;
                self.state.counters.vsio += 1;
                let us = self.scenario.supervisor.as_ref().map_or(0, |v| v.vsio_us);
                self.charge_cp(us);
                self.state.agenda.at(self.state.now.0 + vsio_us, Due::VsioDone(pid));
                self.emit(EventKind::VsioStarted { pid });
                return;
            }
        }
        let l = &mut self.state.lc.load[p];
        l.slice_left_us = l.slice_left_us.saturating_sub(reference_us);
        if l.slice_left_us == 0 && self.time_slice().is_some() {
            self.state.running = None;
            self.state.counters.preemptions += 1;
            self.emit(EventKind::Preempted { pid });
        }
    }

    /// How many of the running process's next references `run_hits` may take
    /// as one batch: none may end the string, an interaction or the slice,
    /// start a file I/O, or start at or after `due_us`.
    pub(super) fn hit_budget(&self, p: usize, due_us: u64) -> usize {
        let cfg = &self.scenario.processes[p];
        let l = &self.state.lc.load[p];
        let cursor = self.state.procs[p].cursor as usize;
        let us = self.scenario.cpu.reference_us;
        let mut cap = self.traces[p].len().saturating_sub(cursor + 1) as u64;
        if matches!(cfg.class, ProcessClass::Terminal { .. }) {
            cap = cap.min(l.burst_left.saturating_sub(1) as u64);
        }
        if cfg.vsio_every > 0 {
            cap = cap.min(l.until_vsio.saturating_sub(1) as u64);
        }
        if self.time_slice().is_some() && us > 0 {
            cap = cap.min(l.slice_left_us.saturating_sub(1) / us);
        }
        if let Some(before_sample) = self.refs_before_sample(p) {
            cap = cap.min(before_sample);
        }
        if let Some(before_quantum) = self.refs_before_quantum(p) {
            cap = cap.min(before_quantum);
        }
        cap = cap.min(self.step_limit.saturating_sub(self.state.step));
        // Reference i starts at now + i·us + θ5(i): the largest count whose last one starts before `due`.
        let now = self.state.now.0;
        if now >= due_us {
            return 0;
        }
        let starts_before_due = |i: u64| now + i * us + self.theta5_for(i, us) < due_us;
        if us == 0 || starts_before_due(cap.saturating_sub(1)) {
            return cap as usize;
        }
        let (mut lo, mut hi) = (0u64, cap); // starts_before_due(lo - 1) holds; the answer is in lo..hi
        while lo < hi {
            let mid = (lo + hi) / 2;
            if starts_before_due(mid) {
                lo = mid + 1
            } else {
                hi = mid
            }
        }
        lo as usize
    }

    /// Applies a batch of `n` hits by process `p` (see `run_hits`).
    pub(super) fn apply_hits(&mut self, p: usize, n: u64) {
        let us = self.scenario.cpu.reference_us;
        if n > 0 {
            // The batch's first reference completes one reference time from now.
            let first = self.state.now.0 + us;
            self.state.lc.load[p].woke_reference_us.get_or_insert(first);
        }
        self.charge_problem(n * us);
        let s = &mut self.state;
        s.step += n;
        s.counters.references += n;
        s.procs[p].cursor += n as u32;
        s.procs[p].after_fault = false;
        let l = &mut s.lc.load[p];
        l.refs_done += n;
        l.burst_left = l.burst_left.saturating_sub(n as u32);
        l.until_vsio = l.until_vsio.saturating_sub(n as u32);
        l.slice_left_us = l.slice_left_us.saturating_sub(n * us);
        self.count_virtual_time(p, n as u32);
        self.stay_time(p, n);
    }

    /// One timed event from the agenda (a micro-step of its own).
    pub(super) fn agenda_event(&mut self) {
        let (due_us, due) = self.state.agenda.pop().expect("an event is due");
        match due {
            Due::VsioDone(pid) => {
                self.state.procs[pid as usize].status = ProcStatus::Ready;
                self.emit(EventKind::VsioFinished { pid });
            }
            Due::ThinkDone(pid) => {
                let p = pid as usize;
                let ProcessClass::Terminal { burst, .. } = self.scenario.processes[p].class else { unreachable!() };
                let l = &mut self.state.lc.load[p];
                l.burst_left = burst;
                // The interaction begins when the think time ends, not when the simulator takes it up.
                l.interaction_start_us = due_us;
                (l.woke_dispatch_us, l.woke_reference_us) = (None, None);
                l.membership = Membership::Eligible;
                self.state.procs[p].status = ProcStatus::Ready;
                self.state.lc.eligible.push_back(pid);
                self.stay_interactive(p);
                self.emit(EventKind::ThinkFinished { pid });
                self.admit_eligible();
            }
            Due::Tick => {
                let v = self.scenario.supervisor.as_ref().expect("ticks need a supervisor");
                let (cp, tick) = (v.theta0_us_per_s * v.tick_us / 1_000_000, v.tick_us);
                self.charge_cp(cp);
                // The clock ticks on its own schedule: the next tick is due a tick after this one was.
                self.state.agenda.at(due_us + tick, Due::Tick);
                self.emit(EventKind::Tick { cp_us: cp });
            }
            Due::Unmodelled => self.unmodelled_burst(due_us),
            Due::UnmodelledSlice => self.unmodelled_slice(),
            Due::Sample => {
                if !self.within_budget(Record::Samples, self.records.samples.len()) {
                    return;
                }
                let sample = self.sample_now();
                // The interval it closes, placed in Figure 1 once, here, as the leveler would place it.
                let previous = self.records.samples.last().expect("the sampler's first record, at time 0");
                let (cpu_pct, page_rate) = sample.figure1_point(previous);
                let (x, y) = self.scenario.figure1_thresholds();
                let region = classify(cpu_pct, page_rate, x, y);
                if let Some(&last) = self.records.regions.last() {
                    self.records.transitions[last.index()][region.index()] += 1;
                }
                self.records.regions.push(region);
                self.records.samples.push(sample);
                // Periodic from when it was due, as the clock is. The supervisor's work is not
                // interrupted by the sampler's timer (CP-67 runs it disabled): a micro-step that
                // ran past several due times is sampled once at its end, as one pending timer
                // interrupt, and the schedule goes on from the next due time after it.
                let dt = self.scenario.sampler.as_ref().expect("a sampler").dt_us;
                let late = self.state.now.0 - due_us;
                self.state.agenda.at(due_us + dt * (late / dt + 1), Due::Sample);
                let index = self.records.samples.len() as u32 - 1;
                self.emit(EventKind::Sampled { index });
            }
            Due::LoadLeveler => self.load_leveler_check(),
            Due::WindowAdjust => self.adjust_shared_window(),
            Due::PsiCheck => self.psi_check(),
            Due::End => self.state.phase = Phase::Done,
        }
    }

    /// Process `p` gains (+1) or loses (−1) a resident page; its resident-size integral runs to now first.
    pub(super) fn resident_changes(&mut self, p: usize, by: i32) {
        let now = self.state.now.0;
        let l = &mut self.state.lc.load[p];
        l.resident_integral_us += l.resident as u64 * (now - l.resident_since_us);
        l.resident_since_us = now;
        l.resident = l.resident.checked_add_signed(by).expect("resident pages stay ≥ 0");
    }

    /// The share of the run so far that process `p` spent in the active set.
    pub fn active_share(&self, p: usize) -> f64 {
        let (now, l) = (self.state.now.0, &self.state.lc.load[p]);
        let current = if l.membership == Membership::Active { now - l.active_since_us } else { 0 };
        if now == 0 {
            0.0
        } else {
            (l.active_us + current) as f64 / now as f64
        }
    }

    /// Process `p`'s mean resident size over the run so far (Nishigaki's z of its operating point).
    pub fn mean_resident(&self, p: usize) -> f64 {
        let l = &self.state.lc.load[p];
        let now = self.state.now.0;
        if now == 0 {
            return l.resident as f64;
        }
        (l.resident_integral_us + l.resident as u64 * (now - l.resident_since_us)) as f64 / now as f64
    }

    /// The counters now, as the sampler records them.
    pub(super) fn sample_now(&self) -> Sample {
        let s = &self.state;
        let c = &s.counters;
        Sample {
            t_us: s.now.0,
            problem_us: c.problem_us,
            cp_us: c.cp_us,
            wait_us: c.idle_us,
            pages_in: c.pulls,
            pages_out: c.pushes,
            replaced: c.pushes + c.freed_clean,
            stolen: c.stolen,
            vsio: c.vsio,
            dispatches: c.dispatches,
            dispatch_us: c.dispatch_us,
            fault_service_us: c.fault_service_us,
            references: c.references,
            active: s.lc.active,
            mpl_integral_us: c.mpl_integral_us + s.lc.active as u64 * (s.now.0 - s.lc.mpl_since_us),
            pointer_advances: s.list.advances,
            ready: (0..s.procs.len()).filter(|&p| self.runnable(p)).count() as u32,
            faults: c.faults,
            terminal_waits: c.terminal_waits,
            psi_sum: c.psi_sum,
            psi_replaced: c.psi_replaced,
            psi_sum_active: c.psi_sum_active,
            psi_replaced_active: c.psi_replaced_active,
            unmodelled_us: c.unmodelled_us,
            user_problem_us: s.lc.load.iter().map(|l| l.refs_done * self.scenario.cpu.reference_us).collect(),
        }
    }

    /// Shils's Figure 2: judge the interval since the last check, act, and
    /// schedule the next check.
    fn load_leveler_check(&mut self) {
        let ll = self.scenario.scheduler.as_ref().and_then(|s| s.load_leveler.clone()).expect("a load leveler");
        let s = &self.state;
        let (t0, wait0, replaced0) = s.lc.ll_mark;
        let replaced = s.counters.pushes + s.counters.freed_clean;
        let interval_us = s.now.0 - t0;
        let busy_us = interval_us - (s.counters.idle_us - wait0).min(interval_us);
        let (cpu_pct, page_rate) = point(interval_us, s.counters.idle_us - wait0, replaced - replaced0);
        let region = classify(cpu_pct, page_rate, ll.x_pages_per_s, ll.y_pct);
        let candidates = |m: Membership| -> Vec<Candidate> {
            (0..s.procs.len())
                .filter(|&p| s.lc.load[p].membership == m)
                .map(|p| {
                    let (terminal, think_us) = match self.scenario.processes[p].class {
                        ProcessClass::Terminal { think_us, .. } => (true, think_us),
                        ProcessClass::Background => (false, 0),
                    };
                    Candidate { pid: p as u16, terminal, think_us, order: s.lc.load[p].order }
                })
                .collect()
        };
        let action = match &ll.manual {
            None => decide(region, &candidates(Membership::Active), &candidates(Membership::SetAside)),
            Some(decisions) => match self.manual_action(decisions, self.records.ll_checks.len()) {
                Ok(action) => action,
                Err(e) => {
                    self.state.lc.manual_error = Some(e);
                    self.state.phase = Phase::Done;
                    return;
                }
            },
        };
        self.state.lc.ll_mark = (self.state.now.0, self.state.counters.idle_us, replaced);
        if !self.within_budget(Record::LoadLevelerChecks, self.records.ll_checks.len()) {
            return;
        }
        self.records.ll_checks.push(LlCheck {
            t_us: self.state.now.0,
            step: self.state.step,
            interval_us,
            cpu_pct,
            page_rate,
            region,
            action,
        });
        match action {
            Action::SetAside { pid } => {
                self.leave_active(pid as usize, Membership::SetAside);
                self.state.lc.order_seq += 1;
                self.state.lc.load[pid as usize].order = self.state.lc.order_seq;
            }
            Action::Return { pid } => {
                self.state.lc.load[pid as usize].membership = Membership::Eligible;
                self.state.lc.eligible.push_back(pid);
            }
            Action::None => {}
        }
        let mpl = self.state.lc.active;
        let manual = ll.manual.is_some();
        let replaced = replaced - replaced0;
        self.emit(EventKind::LoadLeveler { busy_us, interval_us, replaced, region, action, mpl, manual });
        if let Action::Return { .. } = action {
            self.admit_eligible();
        }
        let at = self.state.now.0 + next_check_after(action, ll.dt_us);
        self.state.agenda.at(at, Due::LoadLeveler);
    }

    /// Records the MPL integral up to now, before the MPL changes.
    fn mark_mpl(&mut self) {
        let s = &mut self.state;
        s.counters.mpl_integral_us += s.lc.active as u64 * (s.now.0 - s.lc.mpl_since_us);
        s.lc.mpl_since_us = s.now.0;
    }

    /// Process `p` leaves the active set (to think, finish or be set aside);
    /// the next eligible process may take its place.
    pub(super) fn leave_active(&mut self, p: usize, to: Membership) {
        if self.state.lc.load[p].membership == Membership::Active {
            self.mark_mpl();
            self.state.lc.active -= 1;
            let (now, l) = (self.state.now.0, &mut self.state.lc.load[p]);
            l.active_us += now - l.active_since_us;
        }
        self.state.lc.load[p].membership = to;
        if self.state.running == Some(p as u16) {
            self.state.running = None;
        }
        if to == Membership::SetAside {
            let mpl = self.state.lc.active;
            self.emit(EventKind::SetAside { pid: p as u16, mpl });
        }
        self.admit_eligible();
    }

    /// Admits eligible processes, first come first served, while the MPL bound
    /// allows and (with working sets) their working sets fit.
    pub(super) fn admit_eligible(&mut self) {
        let max = self.scenario.scheduler.as_ref().and_then(|s| s.max_mpl).unwrap_or(u32::MAX);
        while self.state.lc.active < max {
            if self.scenario.stays().is_some() {
                let Some((i, pid)) = self.stay_candidate() else { break };
                if !self.stay_admits(pid as usize) {
                    break;
                }
                self.state.lc.eligible.remove(i);
                self.activate(pid);
                continue;
            }
            let Some(&pid) = self.state.lc.eligible.front() else { break };
            if self.state.lc.load[pid as usize].membership != Membership::Eligible {
                self.state.lc.eligible.pop_front();
                continue;
            }
            if !self.ws_fits(pid as usize) {
                break;
            }
            self.state.lc.eligible.pop_front();
            self.activate(pid);
        }
    }

    /// Process `pid` joins the active set.
    fn activate(&mut self, pid: u16) {
        self.mark_mpl();
        self.state.lc.active += 1;
        self.state.lc.order_seq += 1;
        let l = &mut self.state.lc.load[pid as usize];
        l.membership = Membership::Active;
        l.order = self.state.lc.order_seq;
        l.active_since_us = self.state.now.0;
        let mpl = self.state.lc.active;
        if self.state.step > 0 {
            self.emit(EventKind::Admitted { pid, mpl });
        }
    }
}
