//! Bard 1975 §11's three workloads and two storage sizes: Table 2's grid
//! (`bard-table2`, the Ψ-scheduler against CP-67's scheduler) and Tables 3–4
//! (`bard-psi-sweep`, the Ψ-scheduler's parameters at 512 KB).
//!
//! §11: "Each simulator run consisted of simulating 660 seconds of system
//! operation with 40 logged-on users. The scenario of programs included
//! executions of assemblies, compilations, object programs, APL functions,
//! and file editing commands. Three distinct combinations of user scenarios
//! made up the three workloads tested. There were no compute-bound programs
//! in workload 1, there were some in workload 2, and more in workload 3. Two
//! system configurations, differing in the amount of main storage available,
//! were simulated." §6 gives 768 KB as "approximately 130 4096-byte page
//! frames available for paging"; 512 KB is taken as 80 (a third less core,
//! the supervisor's share unchanged).
//!
//! The workloads were fixed from that description before either scheduler
//! was run on them, and are not to be retuned after seeing which arm wins.
//! Three kinds of user, each a `banded` program (Figure 6's shape): editing
//! (file editing commands), compiling (assemblies, compilations, object
//! programs and APL functions alike: a larger program, a longer
//! interaction) and compute-bound (the largest program, twelve seconds of
//! CPU an interaction). Workload 2 is the `bard-psi` users.

use super::psi::{banded, psi_scenario, terminal};
use crate::scenario::{Admission, ProcessConfig, PsiFeedback, Scenario};
use crate::scheduler::psi::Strategy;

/// One of §11's three workloads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Workload {
    /// "no compute-bound programs in workload 1": 20 editing, 20 compiling.
    One,
    /// "some in workload 2": 16 editing, 20 compiling, 4 compute-bound.
    Two,
    /// "and more in workload 3": 12 editing, 20 compiling, 8 compute-bound.
    Three,
}

/// The three workloads with the names their arms use.
pub const WORKLOADS: [(Workload, &str); 3] =
    [(Workload::One, "workload-1"), (Workload::Two, "workload-2"), (Workload::Three, "workload-3")];

/// Table 2's storage sizes: kilobytes and the pageable frames taken for them.
pub const STORAGE: [(u32, u32); 2] = [(768, 130), (512, 80)];

/// The 40 logged-on users of `workload` (frozen; see the module comment).
pub fn users(workload: Workload) -> Vec<ProcessConfig> {
    let editing = terminal(banded(4, 8, 100, 0.02, 0.02), 5_000_000, 1_000, 100);
    let compiling = terminal(banded(10, 30, 400, 0.0136, 0.0088), 10_000_000, 12_000, 500);
    let compute_bound = terminal(banded(14, 40, 600, 0.012, 0.006), 15_000_000, 60_000, 1_000);
    let (e, c, b) = match workload {
        Workload::One => (20, 20, 0),
        Workload::Two => (16, 20, 4),
        Workload::Three => (12, 20, 8),
    };
    std::iter::repeat_n(editing, e)
        .chain(std::iter::repeat_n(compiling, c))
        .chain(std::iter::repeat_n(compute_bound, b))
        .collect()
}

/// §11's run of `workload` on `frames` pageable frames under `admission`.
pub fn table2_scenario(seed: u64, workload: Workload, frames: u32, admission: Admission) -> Scenario {
    let mut s = psi_scenario(seed, admission);
    s.processes = users(workload);
    s.memory.frames = frames;
    s
}

/// Table 2's grid: for each workload and storage size, the Ψ-scheduler with
/// Table 1's defaults for that storage (`Admission::psi_for`) and CP-67's
/// scheduler with its queue limits for it (`Admission::cp67`); arms named
/// `psi/workload-1/768` and `cp67/workload-1/768`.
pub fn table2_arms(seed: u64) -> Vec<(String, Scenario)> {
    let mut arms = Vec::new();
    for (w, wname) in WORKLOADS {
        for (kb, frames) in STORAGE {
            for (arm, admission) in [("psi", Admission::psi_for(frames)), ("cp67", Admission::cp67(frames))] {
                arms.push((format!("{arm}/{wname}/{kb}"), table2_scenario(seed, w, frames, admission)));
            }
        }
    }
    arms
}

/// Table 3's experiments 1–14 as the paper lists them: feedback strategy,
/// Ψc = Ψm and β.
pub const TABLE3: [(u8, f64, f64); 14] = [
    (1, 11.0, 0.0),
    (1, 11.0, 0.25),
    (1, 10.0, 0.0),
    (1, 10.0, 0.25),
    (2, 11.0, 0.0),
    (2, 11.0, 0.25),
    (2, 10.0, 0.0),
    (2, 10.0, 0.25),
    (3, 11.0, 0.0),
    (3, 11.0, 0.25),
    (3, 10.0, 0.0),
    (3, 10.0, 0.25),
    (2, 10.5, 0.0),
    (2, 10.5, 0.25),
];

/// The Ψ-scheduler at 512 KB with Table 1's defaults but these.
fn psi_at_512(psi_c: f64, psi_m: f64, beta_: f64, feedback_: PsiFeedback) -> Admission {
    let mut a = Admission::psi_for(80);
    if let Admission::Psi { psi_c: c, psi_m: m, beta, feedback, .. } = &mut a {
        (*c, *m, *beta, *feedback) = (psi_c, psi_m, beta_, Some(feedback_));
    }
    a
}

/// Tables 3–4 at 512 KB on the three workloads. Table 3: the experiments of
/// `TABLE3`, arms named `psi_c=11/strategy=1/beta=0/workload=1`; Table 4,
/// control on Ψ alone: Ψc and Ψm each 5, 10 or 20, strategy 3, β = 0.25, PM
/// = 200, SM = 1, arms named `psi_c=5/psi_m=10/workload=1`.
pub fn psi_sweep_arms(seed: u64) -> Vec<(String, Scenario)> {
    let mut arms = Vec::new();
    let strategy = |k: u8| [Strategy::One, Strategy::Two, Strategy::Three][usize::from(k - 1)];
    for (k, psi, beta) in TABLE3 {
        for (i, (w, _)) in WORKLOADS.iter().enumerate() {
            let feedback = PsiFeedback { strategy: strategy(k), ..PsiFeedback::default() };
            let s = table2_scenario(seed, *w, 80, psi_at_512(psi, psi, beta, feedback));
            arms.push((format!("psi_c={psi}/strategy={k}/beta={beta}/workload={}", i + 1), s));
        }
    }
    for psi_c in [5.0, 10.0, 20.0] {
        for psi_m in [5.0, 10.0, 20.0] {
            for (i, (w, _)) in WORKLOADS.iter().enumerate() {
                let feedback = PsiFeedback { strategy: Strategy::Three, pm: 200.0, sm: 1.0, ..PsiFeedback::default() };
                let s = table2_scenario(seed, *w, 80, psi_at_512(psi_c, psi_m, 0.25, feedback));
                arms.push((format!("psi_c={psi_c}/psi_m={psi_m}/workload={}", i + 1), s));
            }
        }
    }
    arms
}
