//! Events: one typed record for every micro-step of the algorithm, with the
//! simulated time and the micro-step number. The UI animates and narrates
//! from them, the CLI prints them and the tests assert on them; the plain
//! words for each (`narrate`) are written here once.
//!
//! Box numbers refer to Corbató 1968, Figures 2 (page fault) and 3
//! (replenishing the free block pool).

use crate::scenario::MemoryConfig;
use crate::scheduler::load_leveler::{Action, Region};
use serde::Serialize;

/// What the pointer decided about the page it examined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Register non-zero after the shift: the page stays.
    Retained,
    /// Register zero: the page is removed and its block goes to the pool.
    Replaced,
    /// First-time switch was on: turned off, usage ignored, page stays (box 12).
    FirstTime,
    /// Register zero but the page modified, under `write_and_pass`: its write
    /// starts, the page stays and the pointer moves on (the modified bit's
    /// second chance).
    SecondChance,
    /// Register zero but the page's write is still under way: the pointer passes it.
    Writing,
}

/// Why a process gave up the processor (box 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum WaitReason {
    /// Its page is being pulled.
    Pull,
    /// The page it referenced is in transit (box 1).
    InTransit,
    /// No free block: every pool block is still being pushed.
    FreeBlock,
}

/// The micro-steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum EventKind {
    /// A reference completed: the usage bit (and for a write the modified bit) is set.
    Access { pid: u16, index: u32, page: u32, write: bool, frame: u32, after_fault: bool },
    /// A reference found its page absent: a page fault.
    Fault { pid: u16, index: u32, page: u32, write: bool },
    /// The pool is nearing exhaustion (box 2): replenish with n blocks (box 3).
    PoolLow { free: u32, low_water: u32, n: u32 },
    /// The pointer examined a frame (Figure 3).
    Examine {
        frame: u32,
        pid: u16,
        page: u32,
        usage: bool,
        register_before: u32,
        register_after: u32,
        outcome: Outcome,
    },
    /// A clean page's block went straight to the free pool (box 20).
    BlockFreed { frame: u32, pid: u16, page: u32 },
    /// A modified page's push to the drum was requested: queued until its sector comes.
    PushRequested { frame: u32, pid: u16, page: u32, sector: u32 },
    /// A push finished; its block joined the free pool (box 7). The transfer
    /// was requested at `queued_us`, began when `sector` came under the heads
    /// at `start_us` and ended at `end_us`.
    PushFinished { frame: u32, pid: u16, page: u32, sector: u32, queued_us: u64, start_us: u64, end_us: u64 },
    /// A page's write to the drum, the page kept in its frame, was requested
    /// (the modified bit's second chance; without a drum it is done at once).
    WriteRequested { frame: u32, pid: u16, page: u32, sector: u32 },
    /// A write requested by `WriteRequested` finished: the page is clean in its frame.
    WriteFinished { frame: u32, pid: u16, page: u32, sector: u32, queued_us: u64, start_us: u64, end_us: u64 },
    /// Replenishment ended with `selected` blocks chosen.
    PoolReplenished { selected: u32, free: u32 },
    /// A free block was designated for the faulting page (box 4).
    BlockAssigned { frame: u32, pid: u16, page: u32 },
    /// The pull from the drum was requested: queued until its sector comes (box 5).
    PullRequested { frame: u32, pid: u16, page: u32, sector: u32 },
    /// A pull finished: the page is at the head of the list (box 6). The
    /// transfer was requested at `queued_us`, began when `sector` came under
    /// the heads at `start_us` and ended at `end_us` (without a drum: sector 0,
    /// all three the same).
    PullFinished {
        frame: u32,
        pid: u16,
        page: u32,
        first_time: bool,
        sector: u32,
        queued_us: u64,
        start_us: u64,
        end_us: u64,
    },
    /// A process gave up the processor (box 8).
    ProcessWaits { pid: u16, page: u32, reason: WaitReason },
    /// A waiting process can run again (box 9).
    ProcessResumes { pid: u16 },
    /// A process reached the end of its reference string.
    ProcessFinished { pid: u16 },
    /// A process's time slice ran out; the next ready process gets the processor.
    Preempted { pid: u16 },
    /// A process started a file I/O (VSIO) and waits for it.
    VsioStarted { pid: u16 },
    /// A process's file I/O ended.
    VsioFinished { pid: u16 },
    /// A terminal user's interaction ended; the user thinks.
    InteractionDone { pid: u16, response_us: u64 },
    /// A terminal user stopped thinking and asks for the processor.
    ThinkFinished { pid: u16 },
    /// A process was admitted to the active set.
    Admitted { pid: u16, mpl: u32 },
    /// The Load Leveler set a process aside.
    SetAside { pid: u16, mpl: u32 },
    /// The replaced page belonged to another active process.
    Steal { frame: u32, from: u16, by: u16 },
    /// CP-67: a page of a program outside the active set was overwritten
    /// before the pointer ran (Bard 1971, Appendix).
    Overwrite { frame: u32, pid: u16, page: u32, by: u16 },
    /// The supervisor's timer tick (θ0).
    Tick { cp_us: u64 },
    /// CP work that no counter records (Bard 1971's "unaccounted-for activities").
    UnmodelledCp { cp_us: u64 },
    /// The sampler recorded its counters.
    Sampled { index: u32 },
    /// The Load Leveler judged the last interval.
    /// With `manual`, the action is the student's (`scheduler.load_leveler.manual`), not Shils's rules'.
    LoadLeveler {
        busy_us: u64,
        interval_us: u64,
        replaced: u64,
        region: Region,
        action: Action,
        mpl: u32,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        #[cfg_attr(test, ts(as = "Option<bool>", optional))]
        manual: bool,
    },
    /// A program reached a sample point of its virtual time (Nishigaki 1981 eq. 3.10).
    WsSampled { pid: u16, window: u32, kept: u32, released: u32, expand: bool },
    /// The working sets did not fit: a program was swapped out.
    WsDeactivated { pid: u16, demand: u32, total: u32, frames: u32, mpl: u32 },
    /// The uni-window scheduler judged the paging drum's load.
    WindowAdjusted { busy_permille: u32, window: u32 },
    /// A stay was admitted: its claim and the claims' total against the storage (Bard 1975 §9).
    StayAdmitted { pid: u16, q1: bool, claim: u32, total: u32, storage: u32 },
    /// A stay ended: S/Q it needed, pages held, the claim for its next stay.
    StayEnded { pid: u16, needed: u32, held: u32, next: u32 },
    /// The Ψ-scheduler's feedback check (Bard 1975 §10).
    PsiFeedback {
        psi_x10: u32,
        paging: u32,
        steal_pct: u32,
        out_of_bounds: bool,
        mpl_limit: u32,
        storage: u32,
        deactivated: u32,
    },
}

/// An event with its micro-step number and simulated time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Event {
    /// The micro-step that emitted it (1-based).
    pub step: u64,
    /// Simulated time in microseconds.
    pub t_us: u64,
    /// What happened.
    #[serde(flatten)]
    pub kind: EventKind,
}

/// " (sector 3: requested at 12.0 ms, transferred 14.0–16.0 ms)", or nothing for a transfer that took no time.
fn transfer_times(sector: u32, queued_us: u64, start_us: u64, end_us: u64) -> String {
    if queued_us == end_us {
        return String::new();
    }
    let ms = |us: u64| format!("{:.1}", us as f64 / 1000.0);
    format!(" (sector {sector}: requested at {} ms, transferred {}–{} ms)", ms(queued_us), ms(start_us), ms(end_us))
}

/// A k-bit register written as bits, high-order first ("—" for k = 0).
pub fn register_bits(register: u32, k: u32) -> String {
    if k == 0 {
        return "—".into();
    }
    (0..k).rev().map(|i| if register >> i & 1 == 1 { '1' } else { '0' }).collect()
}

/// What the narration needs to know of the scenario: the register's
/// length, and whether blocks are kept in a free pool (without one, the
/// pointer runs for one block at each fault with none free: the textbook
/// clock, and nothing is said of a pool).
#[derive(Clone, Copy, Debug)]
pub struct Context {
    /// The shift register's length k.
    pub k: u32,
    /// Whether the scenario keeps a free block pool (`pool_n > 0`).
    pub pool: bool,
    /// Whether pulled pages enter the list where the pointer looks next (`memory.pulled_enter`).
    pub at_pointer: bool,
}

impl Context {
    /// The context of a run with memory `m`.
    pub fn of(m: &MemoryConfig) -> Context {
        Context { k: m.k, pool: m.pool_n > 0, at_pointer: m.pulled_enter == crate::scenario::PulledEnter::AtPointer }
    }
}

impl Event {
    /// The event in plain words, for the narration line and the event log.
    pub fn narrate(&self, c: Context) -> String {
        let k = c.k;
        use EventKind::*;
        match &self.kind {
            Access { pid, page, write, frame, after_fault, .. } => {
                let what = if *write { "writes" } else { "reads" };
                let bits = if *write { "usage and modified bits set" } else { "usage bit set" };
                if *after_fault {
                    format!("P{pid} {what} page {page}, now in frame {frame}: {bits}.")
                } else {
                    format!("P{pid} {what} page {page}: hit in frame {frame}, {bits}.")
                }
            }
            Fault { pid, page, .. } => format!("P{pid} references page {page}: not in core — page fault."),
            PoolLow { free, low_water, n } if c.pool => format!(
                "Free pool is low ({free} block{} ≤ low-water mark {low_water}): run the pointer to free {n} more.",
                if *free == 1 { "" } else { "s" }
            ),
            PoolLow { .. } => "No free block: run the pointer to select one.".into(),
            Examine { frame, pid, page, usage, register_before, register_after, outcome } => {
                let reg = |r: &u32| register_bits(*r, k);
                match outcome {
                    Outcome::FirstTime => format!(
                        "Pointer at frame {frame} (P{pid} page {page}): first-time switch on — turn it off, ignore the initial burst, keep the page."
                    ),
                    Outcome::Retained => format!(
                        "Pointer at frame {frame} (P{pid} page {page}): usage {} shifted in, register {} → {}: non-zero, keep.",
                        *usage as u8, reg(register_before), reg(register_after)
                    ),
                    Outcome::Replaced => format!(
                        "Pointer at frame {frame} (P{pid} page {page}): usage {} shifted in, register {} → {}: zero, replace it.",
                        *usage as u8, reg(register_before), reg(register_after)
                    ),
                    Outcome::SecondChance => format!(
                        "Pointer at frame {frame} (P{pid} page {page}): usage {} shifted in, register {} → {}: zero, but modified — its second chance: write it out, keep it, move on.",
                        *usage as u8, reg(register_before), reg(register_after)
                    ),
                    Outcome::Writing => format!(
                        "Pointer at frame {frame} (P{pid} page {page}): usage {} shifted in, register {} → {}: zero, but its write is under way — pass it.",
                        *usage as u8, reg(register_before), reg(register_after)
                    ),
                }
            }
            BlockFreed { frame, pid, page } if c.pool => {
                format!("P{pid} page {page} was not modified: frame {frame} goes straight to the free pool, no push.")
            }
            BlockFreed { frame, pid, page } => format!("P{pid} page {page} was not modified: frame {frame} is free at once, no push."),
            PushRequested { frame, pid, page, sector } => {
                format!("P{pid} page {page} was modified: push it from frame {frame} to drum sector {sector} (requested).")
            }
            PushFinished { frame, pid, page, sector, queued_us, start_us, end_us } => format!(
                "Push of P{pid} page {page} done{}: frame {frame} {}.",
                transfer_times(*sector, *queued_us, *start_us, *end_us),
                if c.pool { "joins the free pool" } else { "is free" }
            ),
            WriteRequested { frame, pid, page, sector } => {
                format!("Write P{pid} page {page} from frame {frame} to drum sector {sector}, keeping it in the frame (requested).")
            }
            WriteFinished { frame, pid, page, sector, queued_us, start_us, end_us } => format!(
                "Write of P{pid} page {page} done{}: it stays in frame {frame}, clean.",
                transfer_times(*sector, *queued_us, *start_us, *end_us)
            ),
            PoolReplenished { selected, free } if c.pool => format!("Replenishment done: {selected} block(s) selected; {free} free now."),
            PoolReplenished { selected, .. } => format!("The pointer stops: {selected} block selected."),
            BlockAssigned { frame, pid, page } => format!("Free frame {frame} is designated for P{pid} page {page}."),
            PullRequested { frame, pid, page, sector } => {
                format!("Pull P{pid} page {page} from drum sector {sector} into frame {frame} (requested).")
            }
            PullFinished { frame, pid, page, first_time, sector, queued_us, start_us, end_us } => format!(
                "P{pid} page {page} arrives in frame {frame}{}, entered at the head of the list ({}){}.",
                transfer_times(*sector, *queued_us, *start_us, *end_us),
                if c.at_pointer { "where the pointer looks next" } else { "just behind the pointer" },
                if *first_time { " with its first-time switch on" } else { "" }
            ),
            ProcessWaits { pid, page, reason } => match reason {
                WaitReason::Pull => format!("P{pid} gives up the processor until page {page} arrives."),
                WaitReason::InTransit => format!("P{pid} page {page} is in transit: P{pid} waits for the transfer to finish."),
                WaitReason::FreeBlock => format!("No free block for P{pid} page {page}: wait for a push to finish."),
            },
            ProcessResumes { pid } => format!("P{pid} can run again."),
            ProcessFinished { pid } => format!("P{pid} has finished its reference string."),
            Preempted { pid } => format!("P{pid}'s time slice is used up: the next ready process gets the processor."),
            VsioStarted { pid } => format!("P{pid} starts a file I/O and waits for it."),
            VsioFinished { pid } => format!("P{pid}'s file I/O is done: it is ready again."),
            InteractionDone { pid, response_us } => {
                format!("P{pid}'s interaction is done after {:.3} s; the user thinks.", *response_us as f64 / 1e6)
            }
            ThinkFinished { pid } => format!("P{pid}'s user has stopped thinking and asks for the processor."),
            Admitted { pid, mpl } => format!("P{pid} is admitted to the active set (multiprogramming level {mpl})."),
            SetAside { pid, mpl } => format!("P{pid} is set aside (multiprogramming level {mpl})."),
            Steal { frame, from, by } => format!("Frame {frame} belonged to P{from}, still active: P{by} steals it."),
            Overwrite { frame, pid, page, by } => {
                format!("Frame {frame} holds page {page} of P{pid}, which is not in a queue: it is overwritten for P{by} before the pointer moves.")
            }
            Tick { cp_us } => format!("Timer tick: {cp_us} µs of supervisor time (θ0)."),
            UnmodelledCp { cp_us } => {
                format!("The supervisor spends {cp_us} µs on work no counter records (the regression cannot see it).")
            }
            Sampled { index } => format!("The sampler records its counters (sample {index})."),
            LoadLeveler { busy_us, interval_us, replaced, region, action, mpl, manual } => {
                let cpu = 100.0 * *busy_us as f64 / (*interval_us).max(1) as f64;
                let rate = *replaced as f64 * 1e6 / (*interval_us).max(1) as f64;
                let area = match region {
                    Region::Ok => "area A (OK)",
                    Region::Underload => "area B (underload)",
                    Region::Overload => "area C (overload)",
                };
                let act = match action {
                    Action::None => "nothing to do; next check after Δt".to_string(),
                    Action::SetAside { pid } => format!("set aside P{pid}; quick check after Δt/4"),
                    Action::Return { pid } => format!("return P{pid} to the job queue; next check after Δt"),
                };
                let who = if *manual { "Your check" } else { "Load Leveler" };
                format!("{who}: CPU {cpu:.0} % busy, {rate:.1} pages/s replaced — {area}: {act} (MPL {mpl}).")
            }
            WsSampled { pid, window, kept, released, expand } => {
                if *expand {
                    format!("P{pid} sample point: the least estimated space-time lies at the edge — no release; its window grows to {window}Δ ({kept} pages kept).")
                } else {
                    format!("P{pid} sample point: window {window}Δ; {released} page(s) unreferenced for {window}Δ released, {kept} kept.")
                }
            }
            WsDeactivated { pid, demand, total, frames, mpl } => format!(
                "Working sets need {total} pages > {frames} frames: P{pid} ({demand} pages) is swapped out (multiprogramming level {mpl})."
            ),
            StayAdmitted { pid, q1, claim, total, storage } => format!(
                "Admit P{pid} for a {} stay: Σ A = {total} ≤ {storage} pages (it claims {claim}).",
                if *q1 { "Q1 (interactive)" } else { "Q2" }
            ),
            StayEnded { pid, needed, held, next } => {
                format!("P{pid}'s stay ends: it needed about {needed} pages (S/Q) and holds {held}; it will claim {next} next time.")
            }
            PsiFeedback { psi_x10, paging, steal_pct, out_of_bounds, mpl_limit, storage, deactivated } => {
                let act = if !*out_of_bounds {
                    "all within limits — relax".to_string()
                } else if *mpl_limit > 0 {
                    format!("out of bounds — MPL limited to {mpl_limit}, {deactivated} deactivated")
                } else {
                    format!("out of bounds — storage for admission {storage} pages, {deactivated} deactivated")
                };
                format!("Ψ feedback: Ψs* = {:.1}, {paging} page reads/s, steal ratio {steal_pct} % — {act}.", *psi_x10 as f64 / 10.0)
            }
            WindowAdjusted { busy_permille, window } => {
                format!("Uni-window scheduler: the drum was {:.0} % busy — the shared window is now {window}Δ.", *busy_permille as f64 / 10.0)
            }
        }
    }
}

/// An event with its narration, as the UI and `pagingsim run --events` read it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "SimEvent"))]
pub struct Narrated {
    /// The event.
    #[serde(flatten)]
    pub event: Event,
    /// Its narration (`Event::narrate`).
    pub text: String,
}

impl EventKind {
    /// Whether it is a decision of load control or a scheduler — an admission,
    /// a set-aside, a Load Leveler judgement, a swap-out, a window change, a
    /// stay's end or a feedback check — rather than a step of paging.
    pub fn is_decision(&self) -> bool {
        use EventKind::*;
        matches!(
            self,
            Admitted { .. }
                | SetAside { .. }
                | LoadLeveler { .. }
                | WsDeactivated { .. }
                | WindowAdjusted { .. }
                | StayAdmitted { .. }
                | StayEnded { .. }
                | PsiFeedback { .. }
        )
    }
}

/// `events` with their narrations, for a run in context `c`.
pub fn narrated<'a>(events: impl IntoIterator<Item = &'a Event>, c: Context) -> Vec<Narrated> {
    events.into_iter().map(|e| Narrated { event: e.clone(), text: e.narrate(c) }).collect()
}

/// Events with their narration, as the JSON array the UI reads (`pagingsim
/// run --events` writes each `Narrated` as it goes).
pub fn narrated_json(events: &[Event], c: Context) -> String {
    serde_json::to_string(&narrated(events, c)).expect("events serialise")
}
