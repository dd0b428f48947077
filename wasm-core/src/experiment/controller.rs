//! The student as load controller (the load-leveler stage's game, `pagingsim
//! controller`): a seeded job stream — the problem id is its seed — run under
//! the student's decisions (`scheduler.load_leveler.manual`) and, on the same
//! stream, under the three automatic controllers the lab has: Shils 1968's
//! Load Leveler, Nishigaki 1981's working-set scheduler (the OWE, §3) and
//! Bard 1975's Ψ-scheduler (§9–10). The score card gives each run's five
//! measures side by side.
//!
//! The stream is the load-leveler stage's own mix (its preset "The Load
//! Leveler at work"): four batch jobs and two terminal users in 24 frames
//! for 40 s, Shils §2's batches beside terminal users at a scale the stage
//! can play micro-step by micro-step; the Load Leveler checks every 2 s. It
//! was frozen as that preset before the controllers were compared on it.
//! The opponents run with their papers' rules: the Ψ-scheduler as
//! `Admission::psi_for` the memory (Bard 1975, Table 1's values); the
//! working-set scheduler as the OWE at the PE knee (Nishigaki 1981 §3) on the
//! game's own timescale (`game_working_set`): the paper's Δ = 200,000 and
//! S = 80,000 instructions are a 1-MIPS machine's 0.2 s and 80 ms drum wait;
//! here S is the game's drum wait (half a revolution and a sector's
//! transfer, 10 ms = 20 references = 2,000 instructions) and Δ keeps the
//! paper's Δ/S = 2.5 (5,000 instructions, 50 references); a new program's
//! demand before its first sample point is the stream's programs' expected
//! working set at that window (Turner's recursion, Nishigaki eq. 4.1–4.3:
//! 13.4 pages for a batch job, 8.1 for a terminal, 12 on average), not 0,
//! which admitted every program at once. Calibrated to the game's machine
//! and programs before the controllers were compared on it.

use crate::analysis::turner::mean_ws_size;
use crate::experiment::activity;
use crate::scenario::{
    Admission, CpuConfig, DrumConfig, LoadLevelerConfig, ManualAction, ManualDecision, MemoryConfig, ProcessClass,
    ProcessConfig, SamplerConfig, Scenario, SchedulerConfig, StaysConfig, SupervisorConfig, WindowPolicy,
    WorkingSetConfig, SCENARIO_VERSION,
};
use crate::scheduler::load_leveler::{classify, Action, Region};
use crate::sim::{LlCheck, Simulator};
use crate::workload::{QShape, Workload};
use serde::Serialize;

/// The job stream of problem `seed`, under the student's `decisions`.
pub fn controller_scenario(seed: u64, decisions: Vec<ManualDecision>) -> Scenario {
    let batch = ProcessConfig::background(Workload::LruStack {
        pages: 24,
        length: 6_000,
        q: QShape::Geometric { theta: 0.85 },
        write_fraction: 0.3,
    });
    let terminal = |think_us| ProcessConfig {
        workload: Workload::LruStack {
            pages: 12,
            length: 2_000,
            q: QShape::Geometric { theta: 0.7 },
            write_fraction: 0.0,
        },
        class: ProcessClass::Terminal { think_us, burst: 60, fixed: false },
        vsio_every: 0,
        vsio_us: 0,
        cyclic: false,
    };
    let mut processes = vec![batch; 4];
    processes.extend([terminal(3_000_000), terminal(6_000_000)]);
    Scenario {
        version: SCENARIO_VERSION,
        seed,
        memory: MemoryConfig { frames: 24, ..MemoryConfig::default() },
        drum: Some(DrumConfig::default()),
        cpu: CpuConfig { reference_us: 500, fault_us: 500, examine_us: 20 },
        processes,
        supervisor: Some(SupervisorConfig::default()),
        scheduler: Some(SchedulerConfig {
            time_slice_us: 20_000,
            load_leveler: Some(LoadLevelerConfig {
                x_pages_per_s: 15.0,
                y_pct: 30.0,
                dt_us: 2_000_000,
                manual: Some(decisions),
            }),
            ..SchedulerConfig::default()
        }),
        sampler: Some(SamplerConfig { dt_us: 1_000_000 }),
        duration_us: Some(40_000_000),
    }
}

/// The five measures of one run.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Score {
    /// Who controlled the load: `you`, `load-leveler`, `working-set` or `psi`.
    pub controller: String,
    /// References completed per second of the run, all jobs together.
    pub throughput: f64,
    /// Problem state, % of the run.
    pub problem_pct: f64,
    /// When the last batch job finished, s; null if one had not by the end.
    pub batch_completion_s: Option<f64>,
    /// Mean terminal response (think time's end to the interaction's last reference), s; null without one.
    pub response_s: Option<f64>,
    /// Terminal interactions completed.
    pub interactions: usize,
    /// Sampler intervals in area C (Figure 1, under the leveler's x and y), in s.
    pub area_c_s: f64,
    /// Area C's share of the sampled time, %.
    pub area_c_pct: f64,
}

/// The score card: the student's run and the three automatic controllers on the same stream.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ScoreCard {
    /// The problem id: the job stream's seed.
    pub seed: u64,
    /// The student's decisions.
    pub decisions: usize,
    /// `you` first, then the Load Leveler, the working-set scheduler and the Ψ-scheduler.
    pub scores: Vec<Score>,
}

/// The same stream under each automatic controller: the Load Leveler (the
/// scenario without the student's decisions), the working-set scheduler and
/// the Ψ-scheduler (the leveler off).
pub fn opponents(manual: &Scenario) -> Vec<(&'static str, Scenario)> {
    let with = |f: &dyn Fn(&mut SchedulerConfig)| {
        let mut s = manual.clone();
        f(s.scheduler.get_or_insert_with(SchedulerConfig::default));
        s
    };
    let frames = manual.memory.frames;
    vec![
        (
            "load-leveler",
            with(&|sch| {
                if let Some(ll) = sch.load_leveler.as_mut() {
                    ll.manual = None;
                }
            }),
        ),
        (
            "working-set",
            with(&|sch| {
                sch.load_leveler = None;
                sch.working_set = Some(game_working_set(manual));
            }),
        ),
        (
            "psi",
            with(&|sch| {
                sch.load_leveler = None;
                sch.stays = Some(StaysConfig { admission: Admission::psi_for(frames), ..StaysConfig::default() });
            }),
        ),
    ]
}

/// The working-set scheduler for the game's stream `s` (see the module's
/// comment): the OWE's S the drum's mean wait in the game's virtual time,
/// Δ at the paper's Δ/S, and the programs' expected working set at Δ as a new
/// program's demand.
pub fn game_working_set(s: &Scenario) -> WorkingSetConfig {
    let paper = WorkingSetConfig::default();
    let WindowPolicy::Owe { criterion, alpha, s: paper_s } = paper.policy else { unreachable!("the OWE by default") };
    let ipr = paper.instructions_per_reference as u64;
    let drum = s.drum.clone().unwrap_or_default();
    let wait_refs = (drum.rotation_us / 2 + drum.transfer_us).div_ceil(s.cpu.reference_us).max(1);
    let delta_refs = (wait_refs * paper.delta).div_ceil(paper_s);
    let expected: Vec<f64> = s
        .processes
        .iter()
        .filter_map(|p| match &p.workload {
            Workload::LruStack { pages, q, .. } => {
                Some(mean_ws_size(&q.probabilities(*pages), delta_refs as usize)[delta_refs as usize - 1])
            }
            _ => None,
        })
        .collect();
    let initial = if expected.is_empty() { 0.0 } else { expected.iter().sum::<f64>() / expected.len() as f64 };
    WorkingSetConfig {
        delta: delta_refs * ipr,
        policy: WindowPolicy::Owe { criterion, alpha, s: wait_refs * ipr },
        initial_demand: initial.round() as u32,
        ..paper
    }
}

/// Runs `scenario` to its end and scores it; the leveler's x and y judge area C
/// (the defaults' when it has no leveler).
pub fn score_run(controller: &str, scenario: Scenario, area: &LoadLevelerConfig) -> Result<Score, String> {
    let mut sim = Simulator::new(scenario, false);
    sim.run_to_end()?;
    if let Some(e) = sim.manual_error() {
        return Err(e.to_string());
    }
    Ok(score_of(controller, &sim, area))
}

/// The five measures of a finished run.
pub fn score_of(controller: &str, sim: &Simulator, area: &LoadLevelerConfig) -> Score {
    let (c, records, scenario) = (sim.counters(), sim.records(), sim.scenario());
    let elapsed = sim.now().0.max(1) as f64;
    let batch: Vec<Option<u64>> = (0..scenario.processes.len())
        .filter(|&p| scenario.processes[p].class == ProcessClass::Background)
        .map(|p| sim.state().lc.load[p].finished_us)
        .collect();
    let batch_completion_s =
        batch.iter().copied().collect::<Option<Vec<u64>>>().map(|t| t.into_iter().max().unwrap_or(0) as f64 / 1e6);
    let responses: Vec<u64> = records.responses_us.iter().flatten().copied().collect();
    let response_s =
        (!responses.is_empty()).then(|| responses.iter().sum::<u64>() as f64 / responses.len() as f64 / 1e6);
    let samples = &records.samples;
    let (mut area_c_us, mut sampled_us) = (0u64, 0u64);
    for (w, (cpu, rate)) in samples.windows(2).zip(activity(samples)) {
        let dt = w[1].t_us - w[0].t_us;
        sampled_us += dt;
        if classify(cpu, rate, area.x_pages_per_s, area.y_pct) == Region::Overload {
            area_c_us += dt;
        }
    }
    Score {
        controller: controller.to_string(),
        throughput: c.references as f64 * 1e6 / elapsed,
        problem_pct: 100.0 * c.problem_us as f64 / elapsed,
        batch_completion_s,
        response_s,
        interactions: responses.len(),
        area_c_s: area_c_us as f64 / 1e6,
        area_c_pct: 100.0 * area_c_us as f64 / sampled_us.max(1) as f64,
    }
}

/// The score card of a manual scenario (`scheduler.load_leveler.manual`):
/// the student's run, then the three automatic controllers on the same stream.
pub fn score_card(manual: &Scenario) -> Result<ScoreCard, String> {
    let ll = manual.scheduler.as_ref().and_then(|s| s.load_leveler.as_ref());
    let Some(decisions) = ll.and_then(|l| l.manual.as_ref()) else {
        return Err("scheduler.load_leveler.manual = null is not allowed: expected the student's decisions \
                    (a list, [] for none)"
            .into());
    };
    let area = ll.cloned().unwrap_or_default();
    let mut scores = vec![score_run("you", manual.clone(), &area)?];
    for (name, s) in opponents(manual) {
        scores.push(score_run(name, s, &area)?);
    }
    Ok(ScoreCard { seed: manual.seed, decisions: decisions.len(), scores })
}

/// The Load Leveler's own decisions in a run, as the student would have made
/// them: one per check that acted.
pub fn leveler_decisions(checks: &[LlCheck]) -> Vec<ManualDecision> {
    checks
        .iter()
        .enumerate()
        .filter_map(|(i, k)| {
            let (action, pid) = match k.action {
                Action::SetAside { pid } => (ManualAction::SetAside, pid),
                Action::Return { pid } => (ManualAction::Return, pid),
                Action::None => return None,
            };
            Some(ManualDecision { check: i as u32, action, pid })
        })
        .collect()
}
