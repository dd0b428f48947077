//! What the UI reads of a simulation, as typed records (their TypeScript
//! types are generated from these: `src/wasm/types`), and the constants it
//! must not retype. Bounded: each record's size depends on the processes,
//! frames or drum queue, never on how long the run has gone on — except
//! `SamplesSince`, which carries only the records since a given one.

use crate::analysis::psi::PsiPoint;
use crate::drum::{InService, Transfer};
use crate::memory::{FrameState, FIRST_TIME, MODIFIED, USAGE, WRITING};
use crate::scenario::{
    Admission, CpuConfig, DrumConfig, LoadLevelerConfig, MemoryConfig, SamplerConfig, Scenario, SchedulerConfig,
    StaysConfig, SupervisorConfig, WindowPolicy, WorkingSetConfig, MAX_FRAMES, MAX_K, MAX_PROCESSES, SCENARIO_VERSION,
};
use crate::scheduler::load_leveler::{matrix_of, Region};
use crate::sim::{Membership, Proc, Sample, Simulator, WsPoint, WsSample};
use crate::workload::Workload;
use serde::Serialize;

/// The most references the step-through view records (events and checkpoints).
pub const MAX_STEP_THROUGH_REFERENCES: usize = 100_000;
pub use crate::sim::MAX_STEP_THROUGH_STEPS;
/// The window history a working-set view carries per process (its last points).
pub const WS_HISTORY: usize = 200;

/// A process: its progress and resident pages.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ProcessView {
    /// Cursor, status, faults, essential interruptions.
    pub proc: Proc,
    /// Pages resident now.
    pub resident: u32,
}

/// The drum: its angle, the transfer under the heads and the queue.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct DrumView {
    /// The angle now, as a fraction of a revolution in [0, 1).
    pub position: f64,
    /// Sectors per track.
    pub sectors: u32,
    /// The transfer under the heads.
    pub in_service: Option<InService>,
    /// Waiting transfers in queue order.
    pub queue: Vec<Transfer>,
}

/// One process's place in load control and its progress.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct LoadProcessView {
    /// Mean resident pages over the run so far.
    pub mean_resident: f64,
    /// Active, eligible, set aside or out.
    pub membership: Membership,
    /// References completed.
    pub refs_done: u64,
    /// Terminal interactions completed.
    pub interactions: u32,
    /// The last interaction's response time.
    pub last_response_us: Option<u64>,
    /// When a background job finished.
    pub finished_us: Option<u64>,
}

/// Load control: each process, who runs, the multiprogramming level.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct LoadView {
    /// Per process, in pid order.
    pub processes: Vec<LoadProcessView>,
    /// The process on the processor.
    pub running: Option<u16>,
    /// Active processes now.
    pub mpl: u32,
    /// The mean multiprogramming level so far.
    pub mean_mpl: f64,
}

/// One program under working-set management (Nishigaki 1981).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct WsProcessView {
    /// `[page, unreferenced interval counter]` of each resident page, in frame order.
    pub counters: Vec<[u32; 2]>,
    /// Its window, in Δ.
    pub window: u32,
    /// Its working set after the last release (its claim on memory).
    pub demand: u32,
    /// References since its last sample point.
    pub since_sample: u32,
    /// The last sample point: w(t_n, T_m), the OWE's criterion, pages released.
    pub last: Option<WsSample>,
    /// The last `WS_HISTORY` points of its window history.
    pub history: Vec<WsPoint>,
}

/// Working-set management's state.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct WorkingSetView {
    /// The configuration.
    pub config: WorkingSetConfig,
    /// Δ in references.
    pub delta_refs: u32,
    /// The uni-window scheduler's shared window, in Δ.
    pub shared_window: u32,
    /// Programs swapped out because the working sets did not fit.
    pub deactivations: u64,
    /// Per program, in pid order.
    pub processes: Vec<WsProcessView>,
}

/// The sampler's records from index `from` on, with what each interval they
/// close gives: Bard 1975's Ψ measures, Figure 1's point and its area; and
/// the transitions between areas over the whole run so far.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SamplesSince {
    /// The index of the first record.
    pub from: u32,
    /// The records.
    pub samples: Vec<Sample>,
    /// Per record after the first of the run, the interval it closes (analysis/psi.rs).
    pub psi: Vec<PsiPoint>,
    /// Per record after the first of the run, Figure 1's point `[page_rate, cpu_pct]`.
    pub activity: Vec<[f64; 2]>,
    /// Per record after the first of the run, its point's area of Figure 1
    /// under the run's thresholds, as the sampler recorded it (`Records::regions`).
    pub regions: Vec<Region>,
    /// P(next area | this area) over every interval of the run so far (not
    /// only those from `from`), rows and columns in `Region::index` order
    /// (Shils 1968, Figures 4a and 4b), from the transitions the sampler
    /// counted as it recorded the areas (`Records::transitions`).
    pub matrix: [[f64; 3]; 3],
}

impl ProcessView {
    /// Every process of `sim`, in pid order.
    pub fn all(sim: &Simulator) -> Vec<ProcessView> {
        let s = sim.state();
        s.procs
            .iter()
            .enumerate()
            .map(|(i, p)| ProcessView { proc: *p, resident: s.resident_pages(i) as u32 })
            .collect()
    }
}

impl DrumView {
    /// The drum of `sim`, if it has one.
    pub fn of(sim: &Simulator) -> Option<DrumView> {
        let d = sim.state().drum.as_ref()?;
        Some(DrumView {
            position: d.position(sim.now()),
            sectors: d.config().sectors,
            in_service: d.in_service().copied(),
            queue: d.queue().copied().collect(),
        })
    }
}

impl LoadView {
    /// Load control in `sim`.
    pub fn of(sim: &Simulator) -> LoadView {
        let s = sim.state();
        let processes =
            s.lc.load
                .iter()
                .enumerate()
                .map(|(p, l)| LoadProcessView {
                    mean_resident: sim.mean_resident(p),
                    membership: l.membership,
                    refs_done: l.refs_done,
                    interactions: sim.records().responses_us[p].len() as u32,
                    last_response_us: sim.records().responses_us[p].last().copied(),
                    finished_us: l.finished_us,
                })
                .collect();
        LoadView {
            processes,
            running: s.running(),
            mpl: s.lc.active,
            mean_mpl: sim.mpl_integral_us() as f64 / sim.now().0.max(1) as f64,
        }
    }
}

impl WorkingSetView {
    /// Working-set management in `sim`, if it is on.
    pub fn of(sim: &Simulator) -> Option<WorkingSetView> {
        let cfg = sim.scenario().working_set()?;
        let state = sim.state();
        let frames = &state.frames;
        let processes = state
            .ws
            .procs
            .iter()
            .enumerate()
            .map(|(p, w)| WsProcessView {
                counters: (0..frames.len())
                    .filter(|&f| frames.owner[f] as usize == p && frames.state[f] == FrameState::Listed)
                    .map(|f| [frames.page[f], state.unreferenced_intervals(p, frames.page[f]) as u32])
                    .collect(),
                window: w.window,
                demand: w.demand,
                since_sample: w.since_sample,
                last: w.last.clone(),
                history: {
                    let all = &sim.records().windows[p];
                    all[all.len().saturating_sub(WS_HISTORY)..].to_vec()
                },
            })
            .collect();
        Some(WorkingSetView {
            config: cfg.clone(),
            delta_refs: cfg.delta_refs(),
            shared_window: state.ws.shared_window,
            deactivations: state.ws.deactivations,
            processes,
        })
    }
}

impl SamplesSince {
    /// The records of `sim`'s sampler from index `from` on.
    pub fn of(sim: &Simulator, from: usize) -> SamplesSince {
        let all = &sim.records().samples;
        let from = from.min(all.len());
        // Each interval needs the record before it.
        let intervals = &all[from.saturating_sub(1)..];
        let frames = sim.scenario().memory.frames;
        let regions = &sim.records().regions;
        SamplesSince {
            from: from as u32,
            samples: all[from..].to_vec(),
            psi: crate::analysis::psi::psi_series(intervals, frames),
            activity: crate::experiment::activity(intervals).into_iter().map(|(cpu, rate)| [rate, cpu]).collect(),
            regions: regions[from.saturating_sub(1).min(regions.len())..].to_vec(),
            matrix: matrix_of(&sim.records().transitions),
        }
    }
}

/// Figure 1's areas of a series of points and the transition matrix between them.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Regions {
    /// Each point's area.
    pub regions: Vec<Region>,
    /// P(next area | this area), rows and columns in `Region::index` order.
    pub matrix: [[f64; 3]; 3],
}

/// The bits of `Simulator::frame_flags`.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct FrameBits {
    /// The usage bit: set by any reference, cleared by the pointer.
    pub usage: u8,
    /// The modified bit: set by a write.
    pub modified: u8,
    /// The first-time switch (Corbató 1968, Figure 3 box 12).
    pub first_time: u8,
    /// The page's second-chance write is under way (`memory.modified_chance`).
    pub writing: u8,
}

/// Limits and versions.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Limits {
    /// The scenario format's version.
    pub scenario_version: u32,
    /// The most page frames.
    pub max_frames: u32,
    /// The longest shift register.
    pub max_k: u32,
    /// The most processes.
    pub max_processes: u32,
    /// The most references (all processes together) the step-through view holds.
    pub max_step_through_references: u32,
    /// The most micro-steps the step-through view holds.
    pub max_step_through_steps: u64,
    /// The most questions an exercise generates.
    pub max_exercise_questions: u32,
    /// The most frames a faults-against-frames curve reaches.
    pub max_curve_frames: u32,
}

/// An experiment the runner knows, with its arms in the order it runs them.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ExperimentInfo {
    /// Its name, as `pagingsim experiment NAME` takes it.
    pub name: String,
    /// Its arms' names.
    pub arms: Vec<String>,
    /// How many cases it has (`pagingsim experiment NAME --case N`, 1..=cases).
    pub cases: u32,
}

/// The value the core fills in for each section of a scenario given as `{}`.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SectionDefaults {
    /// `memory`.
    pub memory: MemoryConfig,
    /// `drum` (also what a scenario gets when it names none).
    pub drum: DrumConfig,
    /// `cpu`.
    pub cpu: CpuConfig,
    /// `supervisor`.
    pub supervisor: SupervisorConfig,
    /// `scheduler`.
    pub scheduler: SchedulerConfig,
    /// `scheduler.load_leveler`.
    pub load_leveler: LoadLevelerConfig,
    /// `scheduler.working_set`.
    pub working_set: WorkingSetConfig,
    /// `scheduler.stays` (its admission: the Ψ-scheduler with Bard 1975's Table 1).
    pub stays: StaysConfig,
    /// `sampler`.
    pub sampler: SamplerConfig,
    /// Each kind of `scheduler.working_set.policy`, as a section of that kind starts.
    pub window_policies: Vec<WindowPolicy>,
    /// Each kind of `scheduler.stays.admission`, as a section of that kind starts.
    pub admissions: Vec<Admission>,
}

/// Everything the UI would otherwise retype.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Constants {
    /// Limits and versions.
    pub limits: Limits,
    /// The bits of `frame_flags`.
    pub frame_bits: FrameBits,
    /// Frame states in the order `frame_states` numbers them.
    pub frame_states: Vec<FrameState>,
    /// The areas of Figure 1 in the order the core numbers them (exercise answers, transition matrices).
    pub regions: Vec<Region>,
    /// The lab's opening scenario.
    pub default_scenario: Scenario,
    /// Each section's defaults.
    pub defaults: SectionDefaults,
    /// A starting point for each workload kind, in the form's order.
    pub workloads: Vec<Workload>,
    /// The experiments, in the order the lab lists them.
    pub experiments: Vec<ExperimentInfo>,
    /// The replacement policies the policies stage compares, in the order it shows them.
    pub policies: Vec<crate::replacement::Policy>,
    /// The OSTEP homework's policies, as `-p` names them.
    pub ostep_policies: Vec<String>,
    /// The OSTEP homework form's defaults.
    pub ostep_form: crate::ostep::Form,
}

impl Constants {
    /// The constants.
    pub fn get() -> Constants {
        Constants {
            limits: Limits {
                scenario_version: SCENARIO_VERSION,
                max_frames: MAX_FRAMES,
                max_k: MAX_K,
                max_processes: MAX_PROCESSES,
                max_step_through_references: MAX_STEP_THROUGH_REFERENCES as u32,
                max_step_through_steps: MAX_STEP_THROUGH_STEPS,
                max_exercise_questions: crate::exercise::MAX_QUESTIONS as u32,
                max_curve_frames: crate::replacement::curves::MAX_CURVE_FRAMES as u32,
            },
            frame_bits: FrameBits { usage: USAGE, modified: MODIFIED, first_time: FIRST_TIME, writing: WRITING },
            frame_states: vec![FrameState::Free, FrameState::Pulling, FrameState::Listed, FrameState::Pushing],
            regions: Region::ALL.to_vec(),
            default_scenario: Scenario::default(),
            defaults: SectionDefaults {
                memory: MemoryConfig::default(),
                drum: DrumConfig::default(),
                cpu: CpuConfig::default(),
                supervisor: SupervisorConfig::default(),
                scheduler: SchedulerConfig::default(),
                load_leveler: LoadLevelerConfig::default(),
                working_set: WorkingSetConfig::default(),
                stays: StaysConfig::default(),
                sampler: SamplerConfig::default(),
                window_policies: vec![WindowPolicy::default(), WindowPolicy::UNI_WINDOW],
                admissions: vec![Admission::default(), Admission::CP67],
            },
            workloads: Workload::starting_points(),
            experiments: crate::experiment::EXPERIMENTS
                .iter()
                .map(|&name| ExperimentInfo {
                    name: name.into(),
                    arms: crate::experiment::arm_names(name).expect("a known experiment"),
                    cases: crate::experiment::cases(name),
                })
                .collect(),
            policies: crate::replacement::Policy::ALL.to_vec(),
            ostep_policies: crate::ostep::POLICIES.iter().map(|p| p.to_string()).collect(),
            ostep_form: crate::ostep::Form::default(),
        }
    }
}
