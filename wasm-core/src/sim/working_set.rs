//! Working-set memory management (Denning 1968; Nishigaki 1981 §3, §5).
//!
//! Each program's virtual time is sampled every Δ (`WorkingSetConfig::delta`).
//! At a sample point every resident page of the program is checked: if its
//! reference bit was set during the interval its *unreferenced interval
//! counter* is cleared, otherwise the counter is raised by one (eq. 3.10).
//! w(t_n, T_m), the working set for the window T_m = mΔ, is then the number
//! of resident pages whose counter is below m (a page referenced in the last
//! interval counts 0): exactly the pages referenced within the last mΔ. §3's
//! text says "less than or equal to m", which makes every window keep one
//! interval more than its name; `WorkingSetConfig::counter_rule` chooses
//! (`Below`, the default, or `AtMost`). Under the OWE each sample point
//! costs `owe_instructions_per_page` per resident page, charged as
//! supervisor time (§4's overhead). The window T_M is chosen — shared by every program
//! (uni-window) or per program by the OWE (`scheduler::owe`) — and the pages
//! unreferenced for T_M or longer are released: a clean page's block goes to
//! the free pool, a modified page is pushed. Replacement happens only at
//! sample points (the paper's approximation, eq. 3.1); a fault between them
//! takes a free block, and only when the pool is empty does the global
//! pointer select one.
//!
//! Load control: a program's *demand* is its working set after the last
//! release (before its first sample point, `initial_demand`). Eligible programs are admitted, first come first served, while
//! the active programs' demands and theirs fit in memory; when at a sample
//! point the active demands exceed memory, the most recently admitted program
//! is deactivated: its resident pages are released and it waits, with its
//! demand, for room. The multiprogramming degree is the number of active
//! programs (Nishigaki 1981 §5: "the number of jobs resident in real memory").
//!
//! The uni-window scheduler (§5) raises the shared window by Δ when the paging
//! drum was busier than `busy_high` over the last `adjust_us` (the paging
//! system is overloaded) and lowers it when it was less busy than `busy_low`.

use super::{Membership, Record, Simulator};
use crate::event::EventKind;
use crate::memory::{FrameState, REFERENCED};
use crate::scenario::{WindowPolicy, WorkingSetConfig};
use crate::scheduler::agenda::Due;
use crate::scheduler::owe::{Owe, OweParams};
use serde::Serialize;

/// What one sample point of one program measured and did.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct WsSample {
    /// Simulated time.
    pub t_us: u64,
    /// The program's virtual time, in instructions.
    pub vt: u64,
    /// w(t_n, T_m) for m = 1…M+1, index m − 1.
    pub w: Vec<u32>,
    /// The window T_M the sample was measured with, in Δ.
    pub measured_window: u32,
    /// The window chosen, in Δ.
    pub window: u32,
    /// The OWE's criterion (χ or ψ) for m = 1…M.
    pub criterion: Vec<f64>,
    /// Replacement was suspended (the OWE's expansion heuristic).
    pub expand: bool,
    /// The pages released.
    pub released: Vec<u32>,
}

/// A point of a program's window history.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct WsPoint {
    /// Simulated time.
    pub t_us: u64,
    /// The program's virtual time, in instructions.
    pub vt: u64,
    /// The window chosen, in Δ.
    pub window: u32,
    /// Pages kept (its working set w(t_n, T)).
    pub kept: u32,
}

/// One program's working-set state.
#[derive(Clone, Debug, Serialize)]
pub struct WsProc {
    /// Its window T_M, in Δ.
    pub window: u32,
    /// References since its last sample point.
    pub since_sample: u32,
    /// Unreferenced interval counters, per page-table entry (`unreferenced_intervals`).
    pub uic: Vec<u8>,
    /// Its working set after the last release (its claim on memory).
    pub demand: u32,
    /// The OWE's estimates.
    pub owe: Owe,
    /// The last sample point.
    pub last: Option<WsSample>,
}

/// The working-set part of the state.
#[derive(Clone, Debug, Default, Serialize)]
pub struct WorkingSets {
    /// Per program, in pid order (empty when working-set management is off).
    pub procs: Vec<WsProc>,
    /// The uni-window scheduler's shared window, in Δ.
    pub shared_window: u32,
    /// The drum's busy time at the last window adjustment.
    busy_mark: u64,
    /// Programs deactivated because the working sets did not fit.
    pub deactivations: u64,
    /// Instructions the OWE has spent (`owe_instructions_per_page`).
    pub owe_instructions: u64,
    /// Supervisor time charged for them.
    pub owe_us: u64,
    /// Instructions·µs-per-reference not yet charged (below a µs).
    owe_carry: u64,
}

impl Simulator {
    /// Working-set state at time 0; the uni-window scheduler's first adjustment on the agenda.
    pub(super) fn start_working_sets(&mut self) {
        let Some(ws) = self.scenario.working_set().cloned() else { return };
        self.state.ws = WorkingSets {
            procs: self
                .state
                .page_tables
                .iter()
                .map(|t| WsProc {
                    window: ws.window,
                    since_sample: 0,
                    uic: vec![0; t.len()],
                    demand: ws.initial_demand,
                    owe: Owe::default(),
                    last: None,
                })
                .collect(),
            shared_window: ws.window,
            busy_mark: 0,
            deactivations: 0,
            owe_instructions: 0,
            owe_us: 0,
            owe_carry: 0,
        };
        if let WindowPolicy::UniWindow { adjust_us, .. } = ws.policy {
            self.records.shared_windows.push((0, ws.window));
            if adjust_us > 0 {
                self.state.agenda.at(adjust_us, Due::WindowAdjust);
            }
        }
    }

    /// References process `p` may still take before its next sample point, less one (for `hit_budget`).
    pub(super) fn refs_before_sample(&self, p: usize) -> Option<u64> {
        let ws = self.scenario.working_set()?;
        Some((ws.delta_refs() - self.state.ws.procs[p].since_sample).saturating_sub(1) as u64)
    }

    /// Counts `n` references of process `p`'s virtual time; at a sample point, samples.
    pub(super) fn count_virtual_time(&mut self, p: usize, n: u32) {
        let Some(ws) = self.scenario.working_set() else { return };
        let delta = ws.delta_refs();
        let w = &mut self.state.ws.procs[p];
        w.since_sample += n;
        if w.since_sample >= delta {
            w.since_sample = 0;
            self.ws_sample(p);
        }
    }

    /// One sample point of process `p`: counters, the window, releases, load control.
    fn ws_sample(&mut self, p: usize) {
        let ws: WorkingSetConfig = self.scenario.working_set().expect("working sets on").clone();
        let measured = self.state.ws.procs[p].window;
        let offset = ws.counter_rule.offset() as usize;
        // Eq. 3.10: clear or raise the counters of the resident pages.
        let mut hist = vec![0u32; measured as usize + 1 + offset];
        let s = &mut self.state;
        let (frames, table, uic) = (&mut s.frames, &s.page_tables[p], &mut s.ws.procs[p].uic);
        for f in 0..frames.len() {
            if frames.owner[f] as usize != p || !matches!(frames.state[f], FrameState::Listed | FrameState::Pulling) {
                continue;
            }
            let page = table.slot(frames.page[f]);
            if frames.has(f, REFERENCED) || frames.state[f] == FrameState::Pulling {
                frames.clear(f, REFERENCED);
                uic[page] = 0;
            } else {
                uic[page] = uic[page].saturating_add(1);
            }
            hist[(uic[page] as usize).min(measured as usize + offset)] += 1;
        }
        // w(t_n, T_m) = pages whose counter is below m (`Below`) or at most m (`AtMost`).
        let w: Vec<u32> = hist
            .iter()
            .scan(0, |acc, h| {
                *acc += h;
                Some(*acc)
            })
            .skip(offset)
            .collect();
        let scanned = w[measured as usize];
        let (window, expand, criterion) = match ws.policy {
            WindowPolicy::UniWindow { .. } => (self.state.ws.shared_window, false, Vec::new()),
            WindowPolicy::Owe { criterion, alpha, s } => {
                let params =
                    OweParams { criterion, alpha, s: s as f64, delta: ws.delta as f64, max_window: ws.max_window };
                let d = self.state.ws.procs[p].owe.observe(&w, measured, &params);
                self.charge_owe(scanned, &ws);
                (d.window, d.expand, d.criterion)
            }
        };
        let released = if expand { Vec::new() } else { self.release_unreferenced(p, window) };
        let kept = self.state.lc.load[p].resident;
        let vt = self.state.lc.load[p].refs_done * ws.instructions_per_reference as u64;
        let wp = &mut self.state.ws.procs[p];
        wp.window = window;
        wp.demand = kept;
        let point = WsPoint { t_us: self.state.now.0, vt, window, kept };
        let count = released.len() as u32;
        wp.last = Some(WsSample {
            t_us: self.state.now.0,
            vt,
            w,
            measured_window: measured,
            window,
            criterion,
            expand,
            released,
        });
        if self.within_budget(Record::WindowPoints, self.records.count(Record::WindowPoints)) {
            self.records.windows[p].push(point);
        }
        self.emit(EventKind::WsSampled { pid: p as u16, window, kept, released: count, expand });
        self.ws_load_control();
    }

    /// The OWE's work on `pages` pages, `owe_instructions_per_page` each, as
    /// supervisor time at the processor's speed (a reference's time per
    /// `instructions_per_reference`), the fraction of a µs carried over.
    fn charge_owe(&mut self, pages: u32, ws: &WorkingSetConfig) {
        let instructions = pages as u64 * ws.owe_instructions_per_page as u64;
        let ipr = ws.instructions_per_reference as u64;
        let total = self.state.ws.owe_carry + instructions * self.scenario.cpu.reference_us;
        self.state.ws.owe_carry = total % ipr;
        self.state.ws.owe_instructions += instructions;
        let us = total / ipr;
        self.state.ws.owe_us += us;
        self.charge_cp(us);
    }

    /// Releases process `p`'s resident pages unreferenced for `window`·Δ or
    /// longer (their counter has reached `window`, or passed it under `AtMost`); their pages.
    fn release_unreferenced(&mut self, p: usize, window: u32) -> Vec<u32> {
        let window = window + self.scenario.working_set().map_or(0, |ws| ws.counter_rule.offset());
        let mut released = Vec::new();
        for f in 0..self.state.frames.len() {
            let fr = &self.state.frames;
            if fr.owner[f] as usize != p || fr.state[f] != FrameState::Listed {
                continue;
            }
            let page = fr.page[f];
            if self.state.ws.procs[p].uic[self.state.page_tables[p].slot(page)] as u32 >= window {
                released.push(page);
                self.state.list.remove(f);
                self.evict(f);
            }
        }
        released
    }

    /// Deactivates the most recently admitted program while the active
    /// demands exceed memory (keeping one), then admits what fits.
    fn ws_load_control(&mut self) {
        let frames = self.scenario.memory.frames;
        if self.active_demand() > frames && self.state.lc.active > 1 {
            let victim = (0..self.state.procs.len())
                .filter(|&q| self.state.lc.load[q].membership == Membership::Active)
                .max_by_key(|&q| self.state.lc.load[q].order)
                .expect("an active program");
            let demand = self.state.ws.procs[victim].demand;
            let total = self.active_demand();
            self.state.ws.deactivations += 1;
            self.leave_active(victim, Membership::Eligible);
            self.state.lc.eligible.push_back(victim as u16);
            for f in 0..self.state.frames.len() {
                if self.state.frames.owner[f] as usize == victim && self.state.frames.state[f] == FrameState::Listed {
                    self.state.list.remove(f);
                    self.evict(f);
                }
            }
            let mpl = self.state.lc.active;
            self.emit(EventKind::WsDeactivated { pid: victim as u16, demand, total, frames, mpl });
        }
        self.admit_eligible();
    }

    /// Σ demand of the active programs (each at least what it holds now).
    fn active_demand(&self) -> u32 {
        (0..self.state.procs.len())
            .filter(|&q| self.state.lc.load[q].membership == Membership::Active)
            .map(|q| self.state.ws.procs[q].demand.max(self.state.lc.load[q].resident))
            .sum()
    }

    /// Whether eligible process `p` fits beside the active programs (always, if none is active).
    pub(super) fn ws_fits(&self, p: usize) -> bool {
        self.scenario.working_set().is_none()
            || self.state.lc.active == 0
            || self.active_demand() + self.state.ws.procs[p].demand <= self.scenario.memory.frames
    }

    /// The uni-window scheduler's adjustment (the agenda's `WindowAdjust`).
    pub(super) fn adjust_shared_window(&mut self) {
        let ws = self.scenario.working_set().expect("working sets on").clone();
        let WindowPolicy::UniWindow { adjust_us, busy_low, busy_high } = ws.policy else { unreachable!() };
        let busy = self.state.drum.as_ref().map_or(0, |d| d.busy_us);
        let busy_fraction = (busy - self.state.ws.busy_mark) as f64 / adjust_us as f64;
        self.state.ws.busy_mark = busy;
        let w = &mut self.state.ws.shared_window;
        if busy_fraction > busy_high && *w < ws.max_window {
            *w += 1;
        } else if busy_fraction < busy_low && *w > 1 {
            *w -= 1;
        }
        let window = *w;
        if self.within_budget(Record::WindowPoints, self.records.count(Record::WindowPoints)) {
            self.records.shared_windows.push((self.state.now.0, window));
        }
        self.emit(EventKind::WindowAdjusted { busy_permille: (busy_fraction * 1000.0).round() as u32, window });
        let at = self.state.now.0 + adjust_us;
        self.state.agenda.at(at, Due::WindowAdjust);
    }
}
