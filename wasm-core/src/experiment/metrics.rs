//! What each experiment measures on one arm, as typed records: the JSON the
//! CLI prints and the UI's worker receives (their TypeScript types are
//! generated, `src/wasm/types`). Which record an arm carries follows from its
//! experiment (`Runner::new`'s `Measure`).

use crate::analysis::cpu_bound::CpuBound;
use crate::analysis::psi::PsiPoint;
use crate::experiment::bard::MeasurementReport;
use crate::scenario::KneeCriterion;
use serde::Serialize;

/// One arm's metrics.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Metrics {
    /// corbato-k.
    Sweep(SweepMetrics),
    /// shils-ll, shils-y.
    Shils(Box<ShilsMetrics>),
    /// thrashing.
    Thrashing(ThrashingMetrics),
    /// nishigaki-table1.
    Table1(Table1Metrics),
    /// nishigaki-owe, nishigaki-owe-sweep.
    Owe(Box<OweMetrics>),
    /// bard-regression.
    Regression(Box<RegressionMetrics>),
    /// bard-psi, bard-psi-estimate, bard-psi-sweep.
    Psi(Box<PsiMetrics>),
}

/// Corbató 1968, Tables 1–2: faults and the pointer's travel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SweepMetrics {
    /// Page faults.
    pub faults: u64,
    /// Pointer examinations.
    pub pointer_steps: u64,
    /// Supervisor time for faults, pointer travel included.
    pub fault_service_us: u64,
    /// Faults no replacement rule can avoid: each page's first reference
    /// (the distinct pages of the string; the same in every arm).
    pub first_references: u64,
}

/// Sampler intervals in each area of Figure 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RegionCounts {
    /// Area B.
    pub under: usize,
    /// Area A.
    pub ok: usize,
    /// Area C.
    pub over: usize,
}

/// A point of Figure 1.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct FigurePoint {
    /// Page replacements per second.
    pub page_rate: f64,
    /// % CPU activity.
    pub cpu_activity: f64,
}

/// Shils 1968, Figures 3, 4, 6 and 7 on one run.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ShilsMetrics {
    /// The leveler's Δt, in seconds (the sampler's interval too).
    pub dt_s: f64,
    /// The leveler's x: page replacements a second above which paging is high.
    pub x_pages_per_s: f64,
    /// The leveler's y: the idle share above which the CPU is overly idle.
    pub y_pct: f64,
    /// Sampler intervals.
    pub intervals: usize,
    /// P(next area | this area), in `Region::index` order (a row of zeros:
    /// no interval but the last was in that area).
    pub transition_matrix: [[f64; 3]; 3],
    /// OVER → OVER (None: no interval but the last was in OVER).
    pub p_over_over: Option<f64>,
    /// UNDER → UNDER (None: no interval but the last was in UNDER).
    pub p_under_under: Option<f64>,
    /// Intervals per area.
    pub regions: RegionCounts,
    /// Mean % CPU activity.
    pub cpu_activity: f64,
    /// Mean page replacements per second.
    pub page_rate: f64,
    /// The centre of mass of Figure 1's points.
    pub centre_of_mass: FigurePoint,
    /// Each interval's `[page_rate, cpu_pct]`.
    pub points: Vec<[f64; 2]>,
    /// When the last batch job finished, s (None: not within the run).
    pub batch_completion_s: Option<f64>,
    /// Whether the batch finished.
    pub batch_completed: bool,
    /// Figure 7: the sleeper's excess delays after each 10 s sleep, in 0.1 s
    /// quanta, under each reading of when its delay ends.
    pub sleeper_delays: SleeperDelays,
    /// Jobs the leveler set aside.
    pub set_asides: usize,
    /// Mean multiprogramming level.
    pub mean_mpl: f64,
    /// References completed.
    pub references: u64,
    /// Page faults.
    pub faults: u64,
    /// Replaced pages of another active process.
    pub stolen: u64,
    /// Problem state, s.
    pub problem_s: f64,
    /// Supervisor state, s.
    pub supervisor_s: f64,
    /// Wait state, s.
    pub wait_s: f64,
    /// Dispatches of a different process.
    pub dispatches: u64,
    /// Pages written to the drum.
    pub pushes: u64,
    /// Pages read from the drum.
    pub pulls: u64,
    /// Pointer examinations.
    pub pointer_steps: u64,
}

/// Shils 1968, Figure 7: how often the 10 s sleeper's delay exceeded what it
/// asked for by 0–0.1 s, 0.1–0.2 s, …, 4 s or more (41 quanta). Shils's
/// program timed its own delay instruction; where the delay ends is a
/// reading, so each is kept:
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SleeperDelays {
    /// Until it is first given the processor after its wake-up time (the
    /// delay instruction returns).
    pub dispatch: Vec<u32>,
    /// Until its first reference completes, a fault on that page included —
    /// the earliest the program itself can read the clock, so what its
    /// recorded delay could measure. The lab's default reading.
    pub first_reference: Vec<u32>,
    /// Until its brief data collection is done (the whole interaction).
    pub interaction: Vec<u32>,
}

/// Processor use at one multiprogramming level.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ThrashingMetrics {
    /// The arm's MPL bound.
    pub max_mpl: Option<u32>,
    /// Mean multiprogramming level.
    pub mean_mpl: f64,
    /// Problem state (useful work), % of elapsed.
    pub problem_pct: f64,
    /// Problem and supervisor state, % of elapsed.
    pub cpu_busy_pct: f64,
    /// References completed.
    pub references: u64,
    /// Page faults.
    pub faults: u64,
    /// Page replacements per second.
    pub page_rate: f64,
}

/// Nishigaki 1981, Table 1: one program under one criterion, measured against optimal.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Table1Metrics {
    /// S1, S2 or S3.
    pub program: String,
    /// The knee the OWE aimed at (for a fixed window: whose optimum it holds).
    pub criterion: KneeCriterion,
    /// The window was held at the exact optimum (§4's overhead runs), not set by the OWE.
    pub fixed: bool,
    /// The mean window chosen, in instructions.
    pub mean_window: f64,
    /// Its mean working-set size, pages.
    pub mean_working_set: f64,
    /// The space-time measured (X or Y per reference).
    pub space_time: f64,
    /// Turner's optimal window, in instructions.
    pub optimal_window: f64,
    /// The working-set size there.
    pub optimal_working_set: f64,
    /// The optimal space-time.
    pub optimal_space_time: f64,
    /// The optimal window is the smallest (Δ) or the largest the OWE can
    /// set, so the least X or Y may lie outside the windows measured.
    pub optimal_at_edge: bool,
    /// Sample points of the run.
    pub sample_points: usize,
    /// References completed in the run's fixed time.
    pub references: u64,
    /// Supervisor time ÷ elapsed: here only the OWE's own work (transfers are instantaneous and faults free).
    pub supervisor_share: f64,
}

/// Nishigaki 1981 §5: throughput and what drives it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct OweMetrics {
    /// The memory, frames.
    pub frames: u32,
    /// Jobs' work per unit of time (thousands of instructions plus file I/Os).
    pub throughput: f64,
    /// Problem state ÷ elapsed.
    pub cpu_utilization: f64,
    /// Supervisor state ÷ elapsed (faults and the OWE's own work).
    pub supervisor_share: f64,
    /// The OWE's own work (`owe_instructions_per_page`) ÷ elapsed.
    pub owe_share: f64,
    /// Eqs. 2.5–2.7: S, L, each e_i, Σ e_i/(e_i + S), L/S and `cpu_bound`.
    #[serde(flatten)]
    #[cfg_attr(test, ts(flatten))]
    pub bound: CpuBound,
    /// Mean multiprogramming level.
    pub mean_mpl: f64,
    /// Mean active jobs ready to run at the sampler's instants.
    pub ready_jobs: f64,
    /// The King Size Program's mean resident size.
    pub king_size_resident: f64,
    /// Page faults.
    pub faults: u64,
    /// Swap-outs because the working sets did not fit.
    pub deactivations: u64,
    /// Each program's window at the end, in Δ.
    pub final_windows: Vec<f64>,
    /// The uni-window scheduler's shared window after each adjustment: [s, window in Δ] (empty under the OWE).
    pub shared_window: Vec<[f64; 2]>,
}

/// bard-regression's metrics: the measurement report, or why there is none.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(untagged)]
pub enum RegressionMetrics {
    /// The report.
    Report(Box<MeasurementReport>),
    /// Why the run's samples gave no regression.
    Failed {
        /// The reason.
        error: String,
    },
}

/// Bard 1975, Table 2's measures for one run.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PsiMetrics {
    /// Problem state, % of elapsed.
    pub problem_state_pct: f64,
    /// Supervisor state, % of elapsed.
    pub cp_pct: f64,
    /// Mean Ψs (eq. 4) over the intervals.
    pub psi_s_mean: Option<f64>,
    /// Mean Ψs* (eq. 5).
    pub psi_s_star_mean: Option<f64>,
    /// Mean eq. 4 over the pages of active owners.
    pub psi_s_active_mean: Option<f64>,
    /// Mean Ψs over the intervals with 0 < Ψs* ≤ 20.
    pub psi_s_in_range: Option<f64>,
    /// Mean Ψs* over those intervals.
    pub psi_s_star_in_range: Option<f64>,
    /// How many intervals have 0 < Ψs* ≤ 20.
    pub intervals_in_range: usize,
    /// The correlation of Ψs and Ψs* over them.
    pub psi_correlation_in_range: Option<f64>,
    /// Share of replaced pages whose owner was outside the active set.
    pub inactive_share: Option<f64>,
    /// Page reads per second.
    pub paging_rate: f64,
    /// Stolen ÷ replaced pages.
    pub steal_ratio: f64,
    /// Overwritten (CP-67's rule) ÷ replaced pages.
    pub overwritten_share: f64,
    /// Mean multiprogramming level.
    pub mean_mpl: f64,
    /// Each sampler interval's measures.
    pub series: Vec<PsiPoint>,
    /// The Ψ-scheduler's feedback checks.
    pub feedback_checks: usize,
    /// Terminal interactions completed.
    pub interactions: usize,
}
