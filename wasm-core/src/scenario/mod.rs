//! The scenario: everything that determines one history — machine, drum,
//! CPU costs, processes and their workloads, seed. Validated here, once, with
//! errors naming the field, the value and the allowed range; the UI and the
//! CLI show those messages verbatim.
//!
//! The JSON format is documented in `docs/SCENARIO.md`. `version` is the
//! format's version; readers migrate older versions forward.

pub mod check;
mod conventions;
mod errors;
mod kinds;
mod read;
pub(crate) mod tagged;
mod validate;

use crate::workload::Workload;
pub use conventions::{ModifiedChance, NewPageUsage, OptTie, PulledEnter, Replacement};
use serde::{Deserialize, Serialize};

/// The current scenario format version.
pub const SCENARIO_VERSION: u32 = 1;
/// Largest number of page frames (blocks of primary memory).
pub const MAX_FRAMES: u32 = 65_536;
/// Largest shift-register length k (Corbató 1968: k-bit usage history).
pub const MAX_K: u32 = 32;
/// Largest number of processes.
pub const MAX_PROCESSES: u32 = 64;
/// The most references one run can make, all processes together (a bound on its work).
pub const MAX_RUN_REFERENCES: u64 = 1_000_000_000;

/// A validation failure: which field, what it held, and what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ValidationError {
    /// Path of the field, e.g. `memory.k`.
    pub field: String,
    /// The offending value as written.
    pub value: String,
    /// What the field accepts.
    pub allowed: String,
}

impl ValidationError {
    /// A new error for `field`.
    pub fn new(field: impl Into<String>, value: &str, allowed: &str) -> Self {
        ValidationError { field: field.into(), value: value.into(), allowed: allowed.into() }
    }
}

impl std::fmt::Display for ValidationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Values arrive written as themselves (`40`) or already quoted
        // (`"zz"`, by `message::quote`); here they are only kept on one line.
        let value = crate::message::one_line(&self.value, crate::message::QUOTE_CHARS + 3);
        write!(f, "{} = {value} is not allowed: expected {}", self.field, self.allowed)
    }
}

impl std::error::Error for ValidationError {}

/// Primary memory and the Multics replacement parameters (Corbató 1968).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct MemoryConfig {
    /// Page frames (blocks) of primary memory.
    pub frames: u32,
    /// Shift-register length k; 0 is FIFO.
    pub k: u32,
    /// Blocks the free pool is replenished with at a time (n; 3 in Multics). 0 turns the pool off.
    pub pool_n: u32,
    /// The pool is "nearing exhaustion" (Figure 2, box 2) when it holds this many blocks or fewer.
    pub pool_low_water: u32,
    /// Whether newly pulled pages carry the first-time switch (Figure 3, box 12).
    pub first_time: bool,
    /// Where a pulled page enters the replaceable page list (Corbató 1968, Figure 2 box 6).
    pub pulled_enter: PulledEnter,
    /// Whether the reference that faulted sets the new page's usage bit once the page is in.
    pub new_page_usage: NewPageUsage,
    /// Which page OPT replaces among pages never referenced again (the policies stage).
    pub opt_tie: OptTie,
    /// The frame the pointer examines first (free frames fill in order 0, 1,
    /// 2, …); unset (the default), wherever the entering pages left it: frame
    /// 0 for the textbook clock, the newest page when pulled pages enter at
    /// the pointer.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub pointer_start: Option<u32>,
    /// Whether a page found unused but modified is written out and passed over.
    pub modified_chance: ModifiedChance,
    /// Whether the pointer may take any process's page or only the faulting process's.
    pub replacement: Replacement,
}

impl Default for MemoryConfig {
    fn default() -> Self {
        MemoryConfig {
            frames: 16,
            k: 1,
            pool_n: 3,
            pool_low_water: 0,
            first_time: true,
            pulled_enter: PulledEnter::AtPointer,
            new_page_usage: NewPageUsage::On,
            opt_tie: OptTie::LowestSlot,
            pointer_start: None,
            modified_chance: ModifiedChance::None,
            replacement: Replacement::Global,
        }
    }
}

impl MemoryConfig {
    /// The textbook clock's memory (CP-67's core table): `frames` frames, a
    /// `k`-bit register, no free pool, no first-time switch, a pulled page
    /// entered behind the pointer (examined last).
    pub fn plain_clock(frames: u32, k: u32) -> Self {
        MemoryConfig {
            frames,
            k,
            pool_n: 0,
            pool_low_water: 0,
            first_time: false,
            pulled_enter: PulledEnter::BehindPointer,
            ..MemoryConfig::default()
        }
    }
}

/// How the drum orders queued transfers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Discipline {
    /// First come, first served.
    Fifo,
    /// Shortest latency first: the request whose sector comes under the heads soonest.
    Sltf,
}

/// The paging drum: one transfer at a time, each starting when its sector passes under the heads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct DrumConfig {
    /// Time of one revolution.
    pub rotation_us: u64,
    /// Pages per track (sectors); page p lives in sector p mod sectors.
    pub sectors: u32,
    /// Time to transfer one page (at most one sector's time).
    pub transfer_us: u64,
    /// Queue discipline.
    pub discipline: Discipline,
}

impl Default for DrumConfig {
    fn default() -> Self {
        DrumConfig { rotation_us: 16_000, sectors: 8, transfer_us: 2_000, discipline: Discipline::Fifo }
    }
}

/// CPU time charged by the simulation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct CpuConfig {
    /// Problem-state time per reference.
    pub reference_us: u64,
    /// Supervisor time to take a page fault (Figure 2, excluding the pointer's travel).
    pub fault_us: u64,
    /// Supervisor time per page examination by the pointer (Figure 3).
    pub examine_us: u64,
}

impl Default for CpuConfig {
    fn default() -> Self {
        CpuConfig { reference_us: 50, fault_us: 1_000, examine_us: 40 }
    }
}

/// A process and its reference string.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ProcessConfig {
    /// The reference-string model.
    pub workload: Workload,
    /// Background (batch) or terminal (interactive); background when absent.
    #[serde(default, skip_serializing_if = "ProcessClass::is_background")]
    pub class: ProcessClass,
    /// References between file I/O requests (VSIO, Bard 1971 Table 1); 0: none.
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub vsio_every: u32,
    /// Service time of one file I/O.
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub vsio_us: u64,
    /// A background job that starts over at the end of its string (a job
    /// initiator running copies of its program, Nishigaki 1981 §5), so it
    /// stays in the mix for the whole run.
    #[serde(default, skip_serializing_if = "is_false")]
    pub cyclic: bool,
}

fn is_false(v: &bool) -> bool {
    !*v
}

fn is_zero_u32(v: &u32) -> bool {
    *v == 0
}
fn is_zero_u64(v: &u64) -> bool {
    *v == 0
}

/// A process's class (Shils 1968 §3A: background jobs and terminal jobs).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ProcessClass {
    /// A batch job: runs its reference string once, to the end.
    #[default]
    Background,
    /// A terminal user: interactions of `burst` references (its string read
    /// cyclically) separated by think times of mean `think_us` — exponential,
    /// or exactly `think_us` when `fixed` (a periodic sleeper).
    Terminal {
        think_us: u64,
        burst: u32,
        #[cfg_attr(test, ts(optional = nullable))]
        fixed: bool,
    },
}

impl ProcessClass {
    fn is_background(&self) -> bool {
        *self == ProcessClass::Background
    }
}

/// Supervisor (CP) time charged per request (Bard 1971, eq. 1 and Table 5,
/// data set III-3): θ0 per second of real time, θ1 per VSIO, θ3 per page
/// I/O, θ5 per second of problem state, and a dispatch cost per switch —
/// and, if asked, CP work no counter records (Bard's "unaccounted-for
/// activities", the cause of his predominantly positive outliers): bursts
/// of `unmodelled_us` at exponential gaps of mean `unmodelled_every_us`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct SupervisorConfig {
    /// θ0: CP µs per second of real time (8.9 ms/s), charged at every timer tick.
    #[cfg_attr(test, ts(optional = nullable))]
    pub theta0_us_per_s: u64,
    /// θ1: CP µs per VSIO (8.1 ms).
    #[cfg_attr(test, ts(optional = nullable))]
    pub vsio_us: u64,
    /// θ3: CP µs per page I/O, pull or push (2.2 ms).
    #[cfg_attr(test, ts(optional = nullable))]
    pub page_io_us: u64,
    /// θ5: CP µs per second of problem state (138 ms/s).
    #[cfg_attr(test, ts(optional = nullable))]
    pub problem_us_per_s: u64,
    /// CP µs to dispatch a different process (Table 6: about 0.7 ms).
    #[cfg_attr(test, ts(optional = nullable))]
    pub dispatch_us: u64,
    /// The timer tick that charges θ0.
    #[cfg_attr(test, ts(optional = nullable))]
    pub tick_us: u64,
    /// Mean time between bursts of unmodelled CP work (exponential gaps); 0: none.
    #[cfg_attr(test, ts(optional = nullable))]
    pub unmodelled_every_us: u64,
    /// CP µs of one burst of unmodelled work (no counter records it).
    #[cfg_attr(test, ts(optional = nullable))]
    pub unmodelled_us: u64,
}

impl Default for SupervisorConfig {
    fn default() -> Self {
        SupervisorConfig {
            theta0_us_per_s: 8_900,
            vsio_us: 8_100,
            page_io_us: 2_200,
            problem_us_per_s: 138_000,
            dispatch_us: 700,
            tick_us: 100_000,
            unmodelled_every_us: 0,
            unmodelled_us: 0,
        }
    }
}

/// The Load Leveler (Shils 1968): every `dt_us` the interval is classified
/// into area A (CPU activity above 100 − y %), B or C (page replacement rate
/// above x with low CPU); in C one job is set aside, in A or B one set-aside
/// job returns; after acting it checks again at Δt/4.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct LoadLevelerConfig {
    /// x: page replacements per second above which paging is too high.
    pub x_pages_per_s: f64,
    /// y: the CPU is overly idle below 100 − y % activity.
    pub y_pct: f64,
    /// Δt between checks.
    pub dt_us: u64,
    /// The student as load controller: when present, the leveler judges each
    /// interval as Shils's does (same checks, same quick-check after a set
    /// aside) but acts as these decisions say — one per check at most, in
    /// check order; a check without one does nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub manual: Option<Vec<ManualDecision>>,
}

impl Default for LoadLevelerConfig {
    fn default() -> Self {
        LoadLevelerConfig { x_pages_per_s: 50.0, y_pct: 30.0, dt_us: 10_000_000, manual: None }
    }
}

/// One of the student's decisions: at the leveler's check number `check`
/// (0 is the first check, Δt into the run), set process `pid` aside or
/// return it to the job queue (Shils 1968 §3: the Load Leveler's two acts).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ManualDecision {
    /// The check, counted from 0.
    pub check: u32,
    /// What to do.
    pub action: ManualAction,
    /// To which process.
    pub pid: u16,
}

/// What the student may do at a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ManualAction {
    /// Take an active process out of the active set (its pages become fair game).
    SetAside,
    /// Return a set-aside process to the job queue, which admits it at once
    /// (or when the MPL bound allows).
    Return,
}

/// Load control: the dispatcher's time slice and who may be active.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct SchedulerConfig {
    /// Problem time a process may run before the next ready one gets the processor.
    #[cfg_attr(test, ts(optional = nullable))]
    pub time_slice_us: u64,
    /// The largest multiprogramming level; absent: no limit.
    #[cfg_attr(test, ts(optional = nullable))]
    pub max_mpl: Option<u32>,
    /// The Load Leveler, if on.
    #[cfg_attr(test, ts(optional = nullable))]
    pub load_leveler: Option<LoadLevelerConfig>,
    /// Working-set memory management, if on (not together with the Load Leveler).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub working_set: Option<WorkingSetConfig>,
    /// CP-67's Q1/Q2 stays with their admission rule, if on (alone).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub stays: Option<StaysConfig>,
}

/// CP-67's stays (Bard 1975 §9): a program is admitted for a stay — Q1 after
/// a console interaction, up to `q1_us` of CPU; Q2 otherwise, up to `q2_us` —
/// in priority order (Q1 candidates first, then Q2, first come first served)
/// while the admission rule allows; at the end of a stay it becomes a Q2
/// candidate again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct StaysConfig {
    /// CPU (problem state) of a Q1 stay.
    pub q1_us: u64,
    /// CPU of a Q2 stay.
    pub q2_us: u64,
    /// The admission rule.
    pub admission: Admission,
    /// CP-67's choice of the page to overwrite (Bard 1971, Appendix: "CP
    /// first attempts to overwrite a page not belonging to a user in a queue;
    /// if no such pages can be found, a page is 'stolen' from a user in a
    /// queue"): a page of a program outside the active set is taken before
    /// the pointer runs. Off (the default), every page waits for the pointer
    /// (Bard 1975 §2: "no discrimination among pages on the basis of
    /// ownership").
    #[cfg_attr(test, ts(optional = nullable))]
    pub unqueued_first: bool,
}

impl Default for StaysConfig {
    fn default() -> Self {
        StaysConfig { q1_us: 250_000, q2_us: 2_500_000, admission: Admission::default(), unqueued_first: false }
    }
}

/// How many programs a stay admits.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Admission {
    /// CP-67's scheduler as the papers describe it (`sim::stays`): at most
    /// `q1_limit` programs in Q1 and `q2_limit` in Q2 (Bard 1971, Appendix:
    /// "Queue sizes may not exceed fixed limits, which usually depend on the
    /// size of real main storage"), admitted while the storage each program
    /// is estimated to need "to page at what was considered a desirable rate"
    /// (Bard 1975 §12) fits: its last stay's mean resident set S/Q times
    /// (r / `target_rate`)^(1/`gamma`), r its page exceptions per second of
    /// CPU in that stay (§7: R ∝ Ψ^−γ while A ∝ Ψ, so R ∝ A^−γ). A first
    /// stay claims Ā0 of its type.
    Cp67 { q1_limit: u32, q2_limit: u32, target_rate: f64, gamma: f64, a0_q1: f64, a0_q2: f64 },
    /// The Ψ-scheduler (Bard 1975 §9–10, Table 1): admit while Σ A(Ψm) fits,
    /// A estimated per stay type by eqs. 7–10; feedback on Ψs*, paging and
    /// steal ratio every `feedback.check_us`. Ψs* for eqs. 7–8 is measured
    /// at each feedback check, or every `measure_us` with the feedback off.
    Psi {
        psi_c: f64,
        psi_m: f64,
        beta: f64,
        a0_q1: f64,
        a0_q2: f64,
        alpha: f64,
        rho: f64,
        feedback: Option<PsiFeedback>,
        measure_us: u64,
    },
}

/// Ψs* is measured every 10 s when the feedback is off — the feedback's own
/// default interval, so switching the feedback off keeps eqs. 7–8's inputs.
fn default_measure_us() -> u64 {
    10_000_000
}

impl Admission {
    /// CP-67's scheduler as the lab runs it at 768 KB (about 130 pageable
    /// frames): queue limits N/16 and N/32 (`Admission::cp67`), a desirable
    /// rate of 65 page exceptions per second of CPU (Bard 1975 §6's limit,
    /// the only "desirable rate" the papers give), γ = 2 (§7: "mostly 2 ≤ γ
    /// ≤ 4"), a first stay claiming Table 1's Ā0 of its type.
    pub const CP67: Admission =
        Admission::Cp67 { q1_limit: 8, q2_limit: 4, target_rate: 65.0, gamma: 2.0, a0_q1: 5.0, a0_q2: 20.0 };

    /// CP-67's scheduler for `frames` pageable frames: queue limits that
    /// depend on the size of main storage (Bard 1971, Appendix) — N/16 in Q1
    /// and N/32 in Q2, so that Table 1's first guesses (5 pages a Q1 stay, 20
    /// a Q2 stay) of full queues just fit (8·5 + 4·20 = 120 ≤ 130; 5·5 + 2·20
    /// = 65 ≤ 80) — and `CP67`'s other values.
    pub fn cp67(frames: u32) -> Admission {
        let (q1_limit, q2_limit) = ((frames / 16).max(1), (frames / 32).max(1));
        Admission::Cp67 { q1_limit, q2_limit, target_rate: 65.0, gamma: 2.0, a0_q1: 5.0, a0_q2: 20.0 }
    }

    /// The Ψ-scheduler with Table 1's defaults for a storage of `frames`
    /// pageable frames: Ψc = Ψm = 13 for 768 KB, 11 for 512 KB (taken as
    /// fewer than 105 frames, between the two sizes' 130 and 80).
    pub fn psi_for(frames: u32) -> Admission {
        let psi = if frames < 105 { 11.0 } else { 13.0 };
        let mut a = Admission::default();
        if let Admission::Psi { psi_c, psi_m, .. } = &mut a {
            (*psi_c, *psi_m) = (psi, psi);
        }
        a
    }
}

impl Default for Admission {
    fn default() -> Self {
        Admission::Psi {
            psi_c: 13.0,
            psi_m: 13.0,
            beta: 0.0,
            a0_q1: 5.0,
            a0_q2: 20.0,
            alpha: 0.9,
            rho: 0.5,
            feedback: Some(PsiFeedback::default()),
            measure_us: default_measure_us(),
        }
    }
}

/// The Ψ-scheduler's feedback (Bard 1975 §10).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct PsiFeedback {
    /// Strategy 1 (the default: Bard 1975 Table 3's experiment 1, with
    /// strategy 1, is Table 2's 512 KB Ψ-scheduler column), 2 or 3.
    pub strategy: crate::scheduler::psi::Strategy,
    /// PM: the largest allowed paging rate, page reads per second.
    pub pm: f64,
    /// SM: the largest allowed steal ratio.
    pub sm: f64,
    /// Time between checks.
    pub check_us: u64,
}

impl Default for PsiFeedback {
    fn default() -> Self {
        PsiFeedback { strategy: crate::scheduler::psi::Strategy::One, pm: 65.0, sm: 0.8, check_us: 10_000_000 }
    }
}

/// Working-set memory management (Denning 1968; Nishigaki 1981 §3). Each
/// program's virtual time is sampled every Δ; at a sample point the pages
/// unreferenced for the program's window T = window·Δ are released, and the
/// unreferenced interval counters give w(t_n, T_m) for T_m = mΔ (eq. 3.10).
/// Programs are admitted while their working sets fit in memory and
/// deactivated (swapped out, most recently admitted first) when they do not.
/// Virtual time is counted in instructions, `instructions_per_reference` to
/// a reference, so the paper's parameters keep their values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct WorkingSetConfig {
    /// Instructions of virtual time one reference stands for.
    pub instructions_per_reference: u32,
    /// Δ: the sampling interval of each program's virtual time, in instructions (Table 1: 200,000).
    pub delta: u64,
    /// The window every program starts with, in Δ (T = window·Δ).
    pub window: u32,
    /// The largest window, in Δ.
    pub max_window: u32,
    /// How windows are chosen.
    pub policy: WindowPolicy,
    /// Which counters belong to the window T_m (eq. 3.10's reading).
    #[cfg_attr(test, ts(optional = nullable))]
    pub counter_rule: CounterRule,
    /// The OWE's own work at a sample point, in instructions per resident
    /// page of the program (Nishigaki 1981 §4: "a large part of the OWE's
    /// processing is done for each page"), charged as supervisor time; 0
    /// makes the estimator free. Not charged under the uni-window scheduler.
    #[cfg_attr(test, ts(optional = nullable))]
    pub owe_instructions_per_page: u32,
    /// The pages a program is assumed to need before its first sample point
    /// has measured its working set (a scheduler's initial estimate, e.g. its
    /// class's expected working set); 0: none — a new program counts only
    /// the pages it holds, so every program is admitted at the start.
    #[cfg_attr(test, ts(optional = nullable))]
    pub initial_demand: u32,
}

/// The instructions the OWE spends on one page at a sample point: test and
/// reset its reference bit, clear or raise its counter, count it into the
/// histogram of w(t_n, T_m), step the loop — about a dozen, rounded up to 20
/// for the table look-ups of a real routine. An estimate from the
/// algorithm, not fitted to the paper's measured overhead (§4: 0.35–1.2 %).
pub const OWE_INSTRUCTIONS_PER_PAGE: u32 = 20;

impl Default for WorkingSetConfig {
    fn default() -> Self {
        WorkingSetConfig {
            instructions_per_reference: 100,
            delta: 200_000,
            window: 1,
            max_window: 32,
            policy: WindowPolicy::default(),
            counter_rule: CounterRule::default(),
            owe_instructions_per_page: OWE_INSTRUCTIONS_PER_PAGE,
            initial_demand: 0,
        }
    }
}

/// Which unreferenced interval counters count in w(t_n, T_m) (Nishigaki 1981
/// eq. 3.10). A page referenced during the last interval has counter 0, one
/// last referenced in the interval before has 1, and so on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum CounterRule {
    /// Counter < m: exactly the pages referenced within the last T_m = mΔ,
    /// Denning's W(t, T) at the sample point; the window T_M releases the
    /// pages whose counter has reached M. The lab's default.
    #[default]
    Below,
    /// Counter ≤ m, as §3's text has it ("less than or equal to m"; "the
    /// pages whose counters are (M+1) or more are all replaced"): every
    /// window keeps one interval more than its name, T_m acting as (m+1)Δ.
    AtMost,
}

impl CounterRule {
    /// 0 for `Below`, 1 for `AtMost`: a page is in W(T_m) when its counter is below m + this.
    pub fn offset(self) -> u32 {
        match self {
            CounterRule::Below => 0,
            CounterRule::AtMost => 1,
        }
    }
}

/// Which knee the OWE aims at (Nishigaki 1981 §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum KneeCriterion {
    /// Processor-efficiency knee: minimise χ = ζ + Sφζ (eq. 3.8).
    Pe,
    /// Lifetime knee: minimise ψ = Sφζ (eq. 3.9).
    Lt,
}

/// How the working-set windows are chosen.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WindowPolicy {
    /// One window shared by every program (Nishigaki 1981 §5): every
    /// `adjust_us` it is raised by Δ when the paging drum was busier than
    /// `busy_high` of the time (overloaded) and lowered by Δ when it was less
    /// busy than `busy_low` (the 50 % rule); `adjust_us` = 0 keeps it fixed.
    UniWindow { adjust_us: u64, busy_low: f64, busy_high: f64 },
    /// The Optimum Working-set Estimator (Nishigaki 1981 §3): each program's
    /// window minimises its estimated space-time product, with smoothing
    /// `alpha` (eq. 3.2) and the fault delay `s` in instructions (eqs. 3.8, 3.9).
    Owe { criterion: KneeCriterion, alpha: f64, s: u64 },
}

impl Default for WindowPolicy {
    fn default() -> Self {
        WindowPolicy::Owe { criterion: KneeCriterion::Pe, alpha: 0.5, s: 80_000 }
    }
}

impl WindowPolicy {
    /// The uni-window scheduler as the scenario form starts it: judged every
    /// second, raised above 55 % drum use and lowered below 35 %, a band
    /// around the 50 % rule.
    pub const UNI_WINDOW: WindowPolicy =
        WindowPolicy::UniWindow { adjust_us: 1_000_000, busy_low: 0.35, busy_high: 0.55 };
}

impl WorkingSetConfig {
    /// Δ in references.
    pub fn delta_refs(&self) -> u32 {
        (self.delta / self.instructions_per_reference as u64) as u32
    }
}

impl Default for SchedulerConfig {
    fn default() -> Self {
        SchedulerConfig { time_slice_us: 50_000, max_mpl: None, load_leveler: None, working_set: None, stays: None }
    }
}

/// The measurement sampler (Bard 1971's DUSETIMR): cumulative counters every `dt_us`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct SamplerConfig {
    /// Time between samples.
    pub dt_us: u64,
}

impl Default for SamplerConfig {
    fn default() -> Self {
        SamplerConfig { dt_us: 10_000_000 }
    }
}

/// Everything that determines one history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Format version (see `SCENARIO_VERSION`).
    pub version: u32,
    /// Seed of every random stream.
    pub seed: u64,
    /// Memory and replacement parameters.
    #[serde(default)]
    pub memory: MemoryConfig,
    /// The drum; `null` makes every transfer instantaneous.
    #[serde(default = "default_drum")]
    pub drum: Option<DrumConfig>,
    /// CPU costs.
    #[serde(default)]
    pub cpu: CpuConfig,
    /// The processes, 1 or more.
    pub processes: Vec<ProcessConfig>,
    /// Supervisor time per request; absent: only the fault and pointer costs of `cpu`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supervisor: Option<SupervisorConfig>,
    /// Time slice and load control; absent: a process keeps the processor until it blocks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduler: Option<SchedulerConfig>,
    /// The measurement sampler, if on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampler: Option<SamplerConfig>,
    /// The run ends at this simulated time (required with terminal users, who never finish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration_us: Option<u64>,
}

fn default_drum() -> Option<DrumConfig> {
    Some(DrumConfig::default())
}

impl Default for Scenario {
    /// The lab's opening scenario: one process with phased locality around a
    /// small hot core, 14 frames, k = 1, Multics's pool of n = 3 and the drum
    /// on — small enough to read every frame, and k visibly matters (faults
    /// fall from 43 at k = 0 to 35 at k = 1 while the pointer travels further;
    /// 44 and 37 with pulled pages entering behind the pointer).
    fn default() -> Self {
        Scenario {
            version: SCENARIO_VERSION,
            seed: 1,
            memory: MemoryConfig { frames: 14, ..MemoryConfig::default() },
            drum: default_drum(),
            cpu: CpuConfig::default(),
            processes: vec![ProcessConfig {
                class: ProcessClass::Background,
                vsio_every: 0,
                vsio_us: 0,
                cyclic: false,
                workload: Workload::Phased {
                    pages: 60,
                    length: 200,
                    locality_pages: 5,
                    phase_length: 30,
                    core_pages: 5,
                    core_fraction: 0.6,
                    core_skew: 0.0,
                    write_fraction: 0.2,
                },
            }],
            supervisor: None,
            scheduler: None,
            sampler: None,
            duration_us: None,
        }
    }
}

impl ProcessConfig {
    /// A background process running `workload`.
    pub fn background(workload: Workload) -> Self {
        ProcessConfig { workload, class: ProcessClass::Background, vsio_every: 0, vsio_us: 0, cyclic: false }
    }
}

impl Scenario {
    /// The textbook k-bit clock on one string: no free pool, no first-time
    /// switch, no drum timing (the CLI's `replay --plain`).
    pub fn plain(frames: u32, k: u32, workload: Workload) -> Self {
        Scenario {
            version: SCENARIO_VERSION,
            seed: 0,
            memory: MemoryConfig::plain_clock(frames, k),
            drum: None,
            cpu: CpuConfig { reference_us: 0, fault_us: 0, examine_us: 0 },
            processes: vec![ProcessConfig::background(workload)],
            supervisor: None,
            scheduler: None,
            sampler: None,
            duration_us: None,
        }
    }

    /// Parses and validates a scenario from JSON, migrating older versions
    /// (`read`: within the memory budget, a JSON tree only for the errors).
    pub fn from_json(text: &str) -> Result<Self, String> {
        read::from_json(text)
    }

    /// The same from a JSON document already parsed (`pagingsim run --set` changes it first).
    pub fn from_value(value: &serde_json::Value) -> Result<Self, String> {
        read::from_value(value)
    }

    /// The stays configuration, if CP-67's Q1/Q2 stays are on.
    pub fn stays(&self) -> Option<&StaysConfig> {
        self.scheduler.as_ref().and_then(|s| s.stays.as_ref())
    }

    /// The working-set configuration, if working-set memory management is on.
    pub fn working_set(&self) -> Option<&WorkingSetConfig> {
        self.scheduler.as_ref().and_then(|s| s.working_set.as_ref())
    }

    /// The thresholds (x pages/s, y %) Figure 1's areas are judged by: the
    /// Load Leveler's, else a leveler's defaults (a scenario with a sampler
    /// but no leveler still has areas to show).
    pub fn figure1_thresholds(&self) -> (f64, f64) {
        let ll = self.scheduler.as_ref().and_then(|s| s.load_leveler.clone()).unwrap_or_default();
        (ll.x_pages_per_s, ll.y_pct)
    }

    /// The scenario as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("scenario serialises")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_round_trips_through_json() {
        let s = Scenario::default();
        assert_eq!(Scenario::from_json(&s.to_json()).unwrap(), s);
    }

    #[test]
    fn errors_name_field_value_and_range() {
        let mut s = Scenario::default();
        s.memory.k = 40;
        let e = Scenario::from_json(&s.to_json()).unwrap_err();
        assert_eq!(e, "memory.k = 40 is not allowed: expected an integer in 0..=32");
        s.memory.k = 1;
        s.memory.frames = 0;
        assert!(Scenario::from_json(&s.to_json()).unwrap_err().starts_with("memory.frames = 0"));
        assert!(Scenario::from_json("{").unwrap_err().contains("not valid JSON"));
        assert!(Scenario::from_json(r#"{"version":7}"#).unwrap_err().starts_with("version = 7"));
        let typed =
            Scenario::from_json(r#"{"version":1,"seed":1,"memory":{"frames":1.5},"processes":[]}"#).unwrap_err();
        assert_eq!(typed, "memory.frames = 1.5 is not allowed: expected an integer in 1..=65536");
    }

    #[test]
    fn typed_workload_errors_name_the_token() {
        let mut s = Scenario::default();
        s.processes[0].workload = Workload::Typed { text: "1 2 zz".into() };
        assert_eq!(
            s.validate().unwrap_err().to_string(),
            "processes[0].workload.text = \"zz\" is not allowed: expected a page number 0..=2147483647 like the string's \
             first page, optionally followed by w (e.g. 7 or 7w), at reference 3"
        );
        // Letters or commas are a string's own: a page is one letter, and a string is all letters or all numbers.
        s.processes[0].workload = Workload::Typed { text: "a, b, cw, a".into() };
        assert!(s.validate().is_ok());
        assert_eq!(s.processes[0].workload.length(), 4);
        assert_eq!(s.processes[0].workload.page_span(), 3);
    }
}
