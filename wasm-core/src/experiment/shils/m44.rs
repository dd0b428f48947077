//! The M44/44X as Shils 1968 describes it, the environment of `shils-ll` and
//! `shils-y` (Figures 3–7).
//!
//! What the paper gives, and how the lab models it:
//!
//! - **Pages.** "Various page sizes can be prescribed at system
//!   initialization time", so Shils counts "normalized pages" of 256 words
//!   (§2, footnote). One lab page is one normalised page.
//! - **The paging device.** "The observed maximum represents mainly channel
//!   use and as such is limited to approximately 800 normalized pages per
//!   minute for each of the two IBM 1301 II disk files used for back-up"
//!   (§2): 75 ms a page on one file, 1,600 pages a minute on both. The lab's
//!   paging device is one rotating device with sectors (`drum`); two sectors
//!   of 37.5 ms on a 75 ms revolution, served shortest latency first, stand
//!   for the two files. A lone request waits on average half a revolution and
//!   a sector (75 ms: one file's 800 pages a minute); with requests for both
//!   sectors queued, one page ends every 37.5 ms (both files' 1,600 a
//!   minute). The approximation: the two files never transfer at the same
//!   moment, they alternate; and a page's file is fixed by its number
//!   (`Drum::sector_of`), as a page's place in backing store is.
//! - **Page replacement.** "0, 1, or 2 page I/O transactions depending on
//!   whether a blank page is requested and whether replacement requires
//!   preserving an updated copy" (§2): a modified page is written back
//!   before its frame is reused (30 % of a compilation's references store).
//! - **The supervisor's costs.** Shils gives none; he calls the leveler's
//!   own overhead "unnoticeable … completely negligible" (§4), and bounds the
//!   cost of a page at the "CPU/Memory rate" of zeroing its 256 words (§2):
//!   about 0.5 ms at the 7044's 2 µs memory cycle. The lab charges the
//!   M44/44X's monitor per event at the scale of a few hundred 7044
//!   instructions — 1 ms per fault, 0.5 ms per page I/O started, 0.3 ms per
//!   dispatch, 1 ms per tape request, 20 µs per page the pointer examines,
//!   2 ms a second of clock interrupts — and nothing per second of problem
//!   state: a 44X virtual machine runs its programs on the hardware, with no
//!   privileged instructions for the monitor to simulate (CP-67 charges
//!   138 ms a second of problem state for those: Bard 1971, Table 5, θ5).
//!   These are an order-of-magnitude model, not measurements.
//! - **The batch.** "Each run consisted of processing four Fortran
//!   compilation tapes, each tape containing a batch of source jobs" (§2):
//!   four background streams, each a sequence of compilations. A compilation
//!   works in a locality of its own (a `phased` string, one phase a
//!   compilation: 40 of the stream's 160 pages, chosen afresh for each job)
//!   for 4–6.4 s of processor time, then waits for its tape — the next source
//!   deck read, the listing and object deck written — for 40–55 s
//!   (`vsio_every` = `phase_length`). The tapes' jobs differ in length, so the
//!   streams drift in and out of step. Beside them runs the program that
//!   recorded Figures 4, 6 and 7: it sleeps 10 s, wakes and reads the
//!   counters (§2, Figure 7).
//! - **The leveler's parameters** (§2, Figures 3 and 4): Δt = 10 s, y = 70 %
//!   (y is the idle share: "if y = 30 % then less than 70 % CPU activity
//!   during Δt is undesirable", so y = 70 % marks below 30 % activity),
//!   x = 500 normalised pages. Shils does not say per what; the lab reads
//!   per minute (8.3 pages a second). Per Δt would be 3,000 a minute, beyond
//!   what the two files can move (1,600), so no interval could be overloaded;
//!   and his Figure 6B's overloaded points gather "around coordinates 20 %,
//!   800", one file's rate a minute.
//!
//! What was calibrated to what: the core (77 frames: one compilation's
//! locality fits beside another's only just), the compilations' processor
//! time (4–6.4 s) and the tapes' waits (40–55 s) were set so that the run
//! *without* the leveler — Shils's baseline, Figure 4B — moves between the
//! three areas and stays a while in each. Over seeds 1–5 it spends about
//! 36 % of its intervals in UNDER, 49 % in OK and 15 % in OVER (Figure 4B's
//! matrix implies 32 %, 30 % and 37 %), with the diagonal UNDER 0.42–0.59,
//! OK 0.49–0.61, OVER 0.45–0.89 (Shils: 0.86, 0.67, 0.77). The lab's
//! underload is shorter-lived than his: four streams of short compilations
//! seldom all wait for their tapes for two intervals running. Nothing was
//! set by the run with the leveler; the machine, the supervisor's costs and
//! the leveler's parameters come from the paper as above.

use crate::scenario::{
    CpuConfig, Discipline, DrumConfig, LoadLevelerConfig, MemoryConfig, ProcessClass, ProcessConfig, SamplerConfig,
    Scenario, SchedulerConfig, SupervisorConfig, SCENARIO_VERSION,
};
use crate::workload::Workload;

/// Page frames of core left to the users' pages (calibrated: see the module comment;
/// Shils does not give the M44's core size).
pub const FRAMES: u32 = 77;

/// Processor time of one reference (a run of instructions within one page).
pub const REFERENCE_US: u64 = 200;

/// The four tapes: (compilations, references per compilation, tape wait per compilation in µs).
pub const TAPES: [(u32, u32, u64); 4] =
    [(30, 20_000, 40_000_000), (26, 24_000, 45_000_000), (24, 28_000, 50_000_000), (22, 32_000, 55_000_000)];

/// Pages of one compilation's locality, and of one tape's stream.
pub const LOCALITY_PAGES: u32 = 40;
const STREAM_PAGES: u32 = 160;

/// The two IBM 1301 files as one paging device: two 37.5 ms sectors on a
/// 75 ms revolution, shortest latency first.
pub fn m44_disks() -> DrumConfig {
    DrumConfig { rotation_us: 75_000, sectors: 2, transfer_us: 37_500, discipline: Discipline::Sltf }
}

/// The M44/44X monitor's costs (module comment): a few hundred 7044
/// instructions per event, nothing per second of problem state.
pub fn m44_supervisor() -> SupervisorConfig {
    SupervisorConfig {
        theta0_us_per_s: 2_000,
        vsio_us: 1_000,
        page_io_us: 500,
        problem_us_per_s: 0,
        dispatch_us: 300,
        tick_us: 100_000,
        unmodelled_every_us: 0,
        unmodelled_us: 0,
    }
}

/// The leveler of Figures 3 and 4A: Δt = 10 s, y = 70 %, x = 500 normalised
/// pages a minute.
pub fn shils_leveler() -> LoadLevelerConfig {
    LoadLevelerConfig { x_pages_per_s: 500.0 / 60.0, y_pct: 70.0, dt_us: 10_000_000, manual: None }
}

/// One tape: `jobs` compilations of `refs` references, each followed by a tape wait of `wait_us`.
fn tape(jobs: u32, refs: u32, wait_us: u64) -> ProcessConfig {
    ProcessConfig {
        workload: Workload::Phased {
            pages: STREAM_PAGES,
            length: jobs * refs,
            locality_pages: LOCALITY_PAGES,
            phase_length: refs,
            core_pages: 0,
            core_fraction: 0.0,
            core_skew: 0.0,
            write_fraction: 0.3,
        },
        class: ProcessClass::Background,
        vsio_every: refs,
        vsio_us: wait_us,
        cyclic: false,
    }
}

/// The program that recorded Figures 4, 6 and 7: sleeps 10 s, then reads the counters.
fn recorder() -> ProcessConfig {
    ProcessConfig {
        workload: Workload::KingSize { pages: 2, length: 20, dwell: 10, write_fraction: 0.0 },
        class: ProcessClass::Terminal { think_us: 10_000_000, burst: 20, fixed: true },
        vsio_every: 0,
        vsio_us: 0,
        cyclic: false,
    }
}

/// Shils's runs on the M44/44X: four Fortran compilation tapes and the
/// recording program, with (`with_ll`) or without the Load Leveler, sampled
/// every Δt = 10 s, for at most two hours.
pub fn shils_scenario(seed: u64, with_ll: bool) -> Scenario {
    let mut processes: Vec<ProcessConfig> = TAPES.iter().map(|&(jobs, refs, wait)| tape(jobs, refs, wait)).collect();
    processes.push(recorder());
    Scenario {
        version: SCENARIO_VERSION,
        seed,
        memory: MemoryConfig { frames: FRAMES, ..MemoryConfig::default() },
        drum: Some(m44_disks()),
        cpu: CpuConfig { reference_us: REFERENCE_US, fault_us: 1_000, examine_us: 20 },
        processes,
        supervisor: Some(m44_supervisor()),
        scheduler: Some(SchedulerConfig {
            time_slice_us: 50_000,
            max_mpl: None,
            load_leveler: with_ll.then(shils_leveler),
            working_set: None,
            stays: None,
        }),
        sampler: Some(SamplerConfig { dt_us: 10_000_000 }),
        duration_us: Some(7_200_000_000),
    }
}
