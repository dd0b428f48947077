//! The only `#[wasm_bindgen]` code: the `Simulator` handle the UI drives, and
//! a few stateless calls. Bulk state crosses as flat arrays (copied into JS
//! typed arrays); structured results cross as JSON text of the typed records
//! in `view` and the modules (their TypeScript types are generated:
//! `src/wasm/types`). What the UI reads every animation frame is bounded by
//! the frames, processes and drum queue, or is only what changed since a
//! given index (events, decisions, samples): never the whole history.

use crate::event::{self, narrated_json};
use crate::exercise::{self, Question};
use crate::experiment;
use crate::ostep;
use crate::scenario::{Scenario, MAX_K};
use crate::sim;
use crate::view::{
    Constants, DrumView, LoadView, ProcessView, SamplesSince, WorkingSetView, MAX_STEP_THROUGH_REFERENCES,
    MAX_STEP_THROUGH_STEPS,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A valid scenario small enough for the step-through view, checked before
/// any string is generated (so that no scenario, from a URL or a file, can
/// hold the page up).
fn check_step_through(scenario_json: &str) -> Result<Scenario, String> {
    let scenario = Scenario::from_json(scenario_json)?;
    let references: u64 = scenario.processes.iter().map(|p| p.workload.length()).sum();
    if references > MAX_STEP_THROUGH_REFERENCES as u64 {
        return Err(format!(
            "processes: {references} references in all is more than the step-through view holds ({MAX_STEP_THROUGH_REFERENCES}); \
             shorten the workloads' length, or run the scenario with `pagingsim run`"
        ));
    }
    Ok(scenario)
}

fn step_through_scenario(scenario_json: &str) -> Result<Scenario, JsError> {
    check_step_through(scenario_json).map_err(|e| JsError::new(&e))
}

pub(crate) fn to_json(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("views serialise")
}

/// The simulation handle the UI drives.
#[wasm_bindgen]
pub struct Simulator {
    inner: sim::Simulator,
    survey: sim::Survey,
}

#[wasm_bindgen]
impl Simulator {
    /// Validates the scenario JSON and builds a recording simulator at step 0.
    #[wasm_bindgen(constructor)]
    pub fn new(scenario_json: &str) -> Result<Simulator, JsError> {
        let scenario = step_through_scenario(scenario_json)?;
        let mut inner = sim::Simulator::new(scenario, true);
        inner.limit_steps();
        let survey = inner.survey(MAX_STEP_THROUGH_STEPS).map_err(|e| JsError::new(&e))?;
        Ok(Simulator { inner, survey })
    }

    /// One micro-step; false at the end.
    pub fn step(&mut self) -> bool {
        self.inner.micro_step()
    }
    /// Micro-steps until the next reference completes.
    pub fn step_reference(&mut self) {
        self.inner.step_reference()
    }
    /// Restores the state after `step` micro-steps.
    pub fn seek(&mut self, step: u64) {
        self.inner.seek(step)
    }
    /// Micro-steps taken.
    pub fn step_count(&self) -> u64 {
        self.inner.step_count()
    }
    /// Micro-steps in the whole run.
    pub fn total_steps(&self) -> u64 {
        self.survey.total_steps
    }
    /// Simulated time, µs.
    pub fn now_us(&self) -> f64 {
        self.inner.now().0 as f64
    }
    /// Whether the run has ended.
    pub fn is_done(&self) -> bool {
        self.inner.is_done()
    }

    /// Counters (`Counters`) as JSON.
    pub fn counters_json(&self) -> String {
        to_json(self.inner.counters())
    }
    /// Number of recorded events.
    pub fn event_count(&self) -> usize {
        self.inner.events().len()
    }
    /// Events from index `from` on, each with its narration (`SimEvent[]`), as JSON.
    pub fn events_json(&self, from: usize) -> String {
        let events = self.inner.events();
        narrated_json(&events[from.min(events.len())..], event::Context::of(&self.inner.scenario().memory))
    }
    /// Number of recorded scheduling decisions (`EventKind::is_decision`).
    pub fn decision_count(&self) -> usize {
        self.inner.decision_count()
    }
    /// The scheduling decisions from index `from` (among the decisions) on, narrated (`SimEvent[]`), as JSON.
    pub fn decisions_json(&self, from: usize) -> String {
        to_json(&event::narrated(self.inner.decisions_from(from), event::Context::of(&self.inner.scenario().memory)))
    }
    /// Processes (`ProcessView[]`: cursor, status, faults, resident pages) as JSON.
    pub fn processes_json(&self) -> String {
        to_json(&ProcessView::all(&self.inner))
    }
    /// The drum (`DrumView`: position, queue and transfer in service) as JSON, null without a drum.
    pub fn drum_json(&self) -> String {
        to_json(&DrumView::of(&self.inner))
    }

    /// Page held by each frame.
    pub fn frame_pages(&self) -> Vec<u32> {
        self.inner.state().frames.page.clone()
    }
    /// Owner of each frame.
    pub fn frame_owners(&self) -> Vec<u16> {
        self.inner.state().frames.owner.clone()
    }
    /// Shift register of each frame.
    pub fn frame_registers(&self) -> Vec<u32> {
        self.inner.state().frames.register.clone()
    }
    /// Per frame the bits of `Constants::frame_bits` (usage, modified, first-time).
    pub fn frame_flags(&self) -> Vec<u8> {
        self.inner.state().frames.bits.clone()
    }
    /// Per frame its state, numbered as `Constants::frame_states` lists them.
    pub fn frame_states(&self) -> Vec<u8> {
        self.inner.state().frames.state.iter().map(|s| *s as u8).collect()
    }
    /// The replaceable page list from the pointer on.
    pub fn ring_order(&self) -> Vec<u32> {
        self.inner.state().list.order_from_pointer()
    }
    /// How often the pointer has moved on (for placing the ring's slots).
    pub fn pointer_advances(&self) -> f64 {
        self.inner.state().list.advances as f64
    }
    /// Free blocks in pool order.
    pub fn free_pool(&self) -> Vec<u32> {
        self.inner.state().free_pool.iter().copied().collect()
    }
    /// Number of the sampler's records so far.
    pub fn sample_count(&self) -> usize {
        self.inner.records().samples.len()
    }
    /// The sampler's records from index `from` on, with Bard 1975's Ψ
    /// measures and Figure 1's point for each interval they close
    /// (`SamplesSince`), as JSON.
    pub fn samples_json(&self, from: usize) -> String {
        to_json(&SamplesSince::of(&self.inner, from))
    }
    /// Each process's load-control record (`LoadView`: membership, references
    /// done, interactions, finishing time) and the MPL, as JSON.
    pub fn load_json(&self) -> String {
        to_json(&LoadView::of(&self.inner))
    }
    /// Working-set management (`WorkingSetView`, Nishigaki 1981) as JSON, null when it is off.
    pub fn working_sets_json(&self) -> String {
        to_json(&WorkingSetView::of(&self.inner))
    }
    /// Pages of process `pid`'s reference string.
    pub fn trace_pages(&self, pid: usize) -> Vec<u32> {
        self.inner.traces().get(pid).map(|t| t.iter().map(|r| r.page()).collect()).unwrap_or_default()
    }
    /// Write flags of process `pid`'s reference string.
    pub fn trace_writes(&self, pid: usize) -> Vec<u8> {
        self.inner.traces().get(pid).map(|t| t.iter().map(|r| r.write() as u8).collect()).unwrap_or_default()
    }
    /// References completed so far, by every process.
    pub fn reference_count(&self) -> f64 {
        self.inner.counters().references as f64
    }
    /// Simulated time at the end of the whole run, µs.
    pub fn end_time_us(&self) -> f64 {
        self.survey.end.0 as f64
    }
    /// Restores the state just after the `r`-th reference completed (side by side, one reference at a time).
    pub fn seek_reference(&mut self, r: u64) {
        self.inner.seek_reference(r)
    }
    /// The simulated time at the end of the next micro-step, µs; infinity at the end of the run.
    pub fn peek_time_us(&self) -> f64 {
        self.inner.peek_time().map_or(f64::INFINITY, |t| t.0 as f64)
    }
    /// Restores the state after every micro-step that ends at or before `t_us` (side by side, one instant at a time).
    pub fn seek_time_us(&mut self, t_us: f64) {
        self.inner.seek_time(crate::types::Micros(t_us.max(0.0) as u64))
    }
    /// Per reference of process `pid`'s string, the ordinal among the
    /// process's faults of the first fault there (0: it never faults), for
    /// the whole run: reference `i` has faulted once the process has taken
    /// `n` faults exactly when `0 < ordinals[i] ≤ n` (`sim::Survey`).
    pub fn fault_ordinals(&self, pid: usize) -> Vec<u32> {
        self.survey.first_faults.get(pid).cloned().unwrap_or_default()
    }
}

/// A k-bit register as bits, high-order first ("—" for k = 0).
#[wasm_bindgen]
pub fn register_bits(register: u32, k: u32) -> String {
    event::register_bits(register, k)
}

/// Validates a scenario; "" when valid, else the message naming field, value and range.
#[wasm_bindgen]
pub fn validate_scenario(scenario_json: &str) -> String {
    Scenario::from_json(scenario_json).err().unwrap_or_default()
}

/// What a typed string's pages are written as: "letters" (A to Z, pages 0 to
/// 25, which the stages then write as letters) or "numbers" ("" when it has
/// no references).
#[wasm_bindgen]
pub fn typed_pages(text: &str) -> String {
    match crate::workload::typed_pages(text) {
        Some(crate::workload::Pages::Letters) => "letters",
        Some(crate::workload::Pages::Numbers) => "numbers",
        None => "",
    }
    .to_string()
}

/// The scenario with every default written out (an empty `"supervisor": {}`
/// becomes its costs), in the canonical form the CLI and the files use.
#[wasm_bindgen]
pub fn normalize_scenario(scenario_json: &str) -> Result<String, JsError> {
    Ok(Scenario::from_json(scenario_json).map_err(|e| JsError::new(&e))?.to_json())
}

/// Why the scenario cannot be stepped through ("" when it can): invalid, too
/// many references, or too many micro-steps (found by running it, unrecorded, within the budget).
#[wasm_bindgen]
pub fn step_through_error(scenario_json: &str) -> String {
    let survey = |scenario: Scenario| {
        let mut sim = sim::Simulator::new(scenario, false);
        sim.limit_steps();
        sim.survey(MAX_STEP_THROUGH_STEPS).map(|_| ())
    };
    check_step_through(scenario_json).and_then(survey).err().unwrap_or_default()
}

/// Bard 1971's measurement analysis of the scenario's whole run (simulated
/// to the end without recording): the regression, groups by active users and
/// Pareto frontiers of its sampler intervals, beside the charged θ.
#[wasm_bindgen]
pub fn measurement_json(scenario_json: &str) -> Result<String, JsError> {
    let scenario = Scenario::from_json(scenario_json).map_err(|e| JsError::new(&e))?;
    if scenario.sampler.is_none() {
        return Err(JsError::new(
            "sampler = off is not allowed here: the measurement lab reads the sampler's counters — turn the sampler on",
        ));
    }
    let mut sim = sim::Simulator::new(scenario, false);
    sim.run_to_end().map_err(|e| JsError::new(&e.to_string()))?;
    let sc = sim.scenario();
    let report = crate::experiment::bard::report(&sim.records().samples, sc.supervisor.as_ref(), sc.drum.as_ref())
        .map_err(|e| JsError::new(&e))?;
    Ok(to_json(&report))
}

/// Bard 1975's paging characteristics of the scenario's programs (A(Ψ), R(Ψ)
/// for Ψ = 0…`max_psi`), eq. 1's Ψ* and eq. 2's paging rate, beside what
/// the simulation of the scenario had.
#[wasm_bindgen]
pub fn psi_characteristics_json(scenario_json: &str, max_psi: u32) -> Result<String, JsError> {
    let scenario = Scenario::from_json(scenario_json).map_err(|e| JsError::new(&e))?;
    if max_psi == 0 || max_psi > 200 {
        return Err(JsError::new(&format!("max_psi = {max_psi} is not allowed: expected 1..=200")));
    }
    Ok(to_json(&crate::experiment::bard::psi_prediction(&scenario, max_psi).map_err(|e| JsError::new(&e))?))
}

/// The default scenario as JSON.
#[wasm_bindgen]
pub fn default_scenario() -> String {
    Scenario::default().to_json()
}

/// Limits, defaults, flag bits, frame states, experiment and arm names
/// (`Constants`): everything the UI must not retype, as JSON.
#[wasm_bindgen]
pub fn constants_json() -> String {
    to_json(&Constants::get())
}

/// Faults and pointer travel for each k (JSON array of k), as JSON.
#[wasm_bindgen]
pub fn sweep_k_json(scenario_json: &str, ks_json: &str) -> Result<String, JsError> {
    let scenario = step_through_scenario(scenario_json)?;
    let ks: Vec<u32> = serde_json::from_str(ks_json).map_err(|e| JsError::new(&format!("ks: {e}")))?;
    if let Some(k) = ks.iter().find(|k| **k > MAX_K) {
        return Err(JsError::new(&format!("k = {k} is not allowed: expected an integer in 0..={MAX_K}")));
    }
    Ok(to_json(&experiment::sweep_k(&scenario, &ks).map_err(|e| JsError::new(&e))?))
}

/// FIFO, LRU, OPT and the clock on the scenario's string, as JSON.
#[wasm_bindgen]
pub fn compare_json(scenario_json: &str) -> Result<String, JsError> {
    let scenario = step_through_scenario(scenario_json)?;
    Ok(to_json(&experiment::compare(&scenario).map_err(|e| JsError::new(&e))?))
}

/// A run without recording, for summaries and the WASM benchmark.
#[wasm_bindgen]
pub struct Run {
    inner: sim::Simulator,
}

#[wasm_bindgen]
impl Run {
    /// Validates the scenario and generates its strings (not yet run).
    #[wasm_bindgen(constructor)]
    pub fn new(scenario_json: &str) -> Result<Run, JsError> {
        let scenario = Scenario::from_json(scenario_json).map_err(|e| JsError::new(&e))?;
        Ok(Run { inner: sim::Simulator::new(scenario, false) })
    }
    /// A benchmark scenario of docs/PERFORMANCE.md: "plain" or "multiprogramming".
    pub fn benchmark(which: &str) -> Result<Run, JsError> {
        let scenario = match which {
            "plain" => experiment::benchmark_scenario(),
            "multiprogramming" => experiment::multiprogramming_benchmark_scenario(),
            "fault-heavy" => experiment::fault_heavy_benchmark_scenario(),
            _ => {
                return Err(JsError::new(&format!(
                    "benchmark = {which} is not known: expected plain, multiprogramming or fault-heavy"
                )))
            }
        };
        Ok(Run { inner: sim::Simulator::new(scenario, false) })
    }
    /// Runs to the end; an error if the run stopped over a budget.
    pub fn run_to_end(&mut self) -> Result<(), JsError> {
        self.inner.run_to_end().map_err(|e| JsError::new(&e.to_string()))
    }
    /// Counters as JSON.
    pub fn counters_json(&self) -> String {
        to_json(self.inner.counters())
    }
    /// Pages of process `pid`'s reference string.
    pub fn pages(&self, pid: usize) -> Vec<u32> {
        self.inner.traces().get(pid).map(|t| t.iter().map(|r| r.page()).collect()).unwrap_or_default()
    }
}

/// The first micro-step at which two scenarios' runs differ, as JSON (null if never).
#[wasm_bindgen]
pub fn first_divergence_json(a_json: &str, b_json: &str) -> Result<String, JsError> {
    let (a, b) = (step_through_scenario(a_json)?, step_through_scenario(b_json)?);
    Ok(to_json(&experiment::first_divergence(&a, &b).map_err(|e| JsError::new(&e))?))
}

/// `count` predict-then-reveal questions for the scenario, chosen by `seed`, as JSON.
#[wasm_bindgen]
pub fn exercise_json(scenario_json: &str, seed: u64, count: usize) -> Result<String, JsError> {
    let scenario = step_through_scenario(scenario_json)?;
    let questions =
        exercise::generate(&scenario, seed, count.min(exercise::MAX_QUESTIONS)).map_err(|e| JsError::new(&e))?;
    Ok(to_json(&questions))
}

/// For each question (a JSON array): its wording and its answer (null if the
/// run ends first), as JSON.
#[wasm_bindgen]
pub fn exercise_answers_json(scenario_json: &str, questions_json: &str) -> Result<String, JsError> {
    let scenario = step_through_scenario(scenario_json)?;
    let questions: Vec<Question> =
        serde_json::from_str(questions_json).map_err(|e| JsError::new(&format!("questions: {e}")))?;
    Ok(to_json(&exercise::keyed(&scenario, questions)))
}

/// Runs the OSTEP paging-policy homework simulator on the form (`OstepForm`);
/// its output, exit status and accesses (`OstepOutcome`) as JSON.
#[wasm_bindgen]
pub fn ostep_json(form_json: &str) -> Result<String, JsError> {
    let form: ostep::Form = serde_json::from_str(form_json).map_err(|e| JsError::new(&format!("ostep form: {e}")))?;
    let options = form.options().map_err(|e| JsError::new(&e))?;
    if let Some(n) = ostep::py_int(&options.numaddrs) {
        if options.addresses == "-1" && n > MAX_STEP_THROUGH_REFERENCES as i128 {
            return Err(JsError::new(&format!("numaddrs = {n} is not allowed here: expected at most {MAX_STEP_THROUGH_REFERENCES} (use `pagingsim ostep`)")));
        }
    }
    ostep::run(&options).map(|o| to_json(&o)).map_err(|e| JsError::new(&e))
}

/// Figure 1 under thresholds x and y: for points `[[page_rate, cpu_pct], …]`
/// (JSON), each point's region and the transition matrix, as JSON.
#[wasm_bindgen]
pub fn regions_json(points_json: &str, x_pages_per_s: f64, y_pct: f64) -> Result<String, JsError> {
    use crate::scheduler::load_leveler::{classify, transition_matrix};
    let points: Vec<[f64; 2]> = serde_json::from_str(points_json).map_err(|e| JsError::new(&format!("points: {e}")))?;
    let regions: Vec<_> = points.iter().map(|[rate, cpu]| classify(*cpu, *rate, x_pages_per_s, y_pct)).collect();
    Ok(to_json(&crate::view::Regions { matrix: transition_matrix(&regions), regions }))
}

/// Lifetime curves of a reference string (the typed format), as
/// `pagingsim curve` prints them: `policy` "lru" or "ws", sizes or windows
/// 1…`max`, fault delay `delay` in references; `sample_rate` auto, exact
/// or R (`analysis::shards::Sampling`), `adjusted` SHARDS_adj.
#[wasm_bindgen]
pub fn curve_json(
    trace: &str,
    policy: &str,
    max: usize,
    delay: f64,
    sample_rate: &str,
    adjusted: bool,
) -> Result<String, JsError> {
    let refs = crate::workload::parse_typed(trace).map_err(|e| JsError::new(&e.to_string()))?;
    let mut pages: Vec<u32> = refs.into_iter().map(|r| r.page()).collect();
    curve_report_json(&mut pages, policy, max, delay, (sample_rate, adjusted))
}

/// The same curves for process `pid`'s string in a scenario.
#[wasm_bindgen]
pub fn process_curve_json(
    scenario_json: &str,
    pid: usize,
    policy: &str,
    max: usize,
    delay: f64,
    sample_rate: &str,
    adjusted: bool,
) -> Result<String, JsError> {
    let scenario = step_through_scenario(scenario_json)?;
    let p = scenario.processes.get(pid).ok_or_else(|| {
        JsError::new(&format!("pid = {pid} is not allowed: expected 0..={}", scenario.processes.len() - 1))
    })?;
    let mut pages: Vec<u32> = p.workload.generate(scenario.seed, pid as u64).into_iter().map(|r| r.page()).collect();
    curve_report_json(&mut pages, policy, max, delay, (sample_rate, adjusted))
}

/// The same curves for an array of pages (renumbered in place where sparse).
#[wasm_bindgen]
pub fn curve_pages_json(
    mut pages: Vec<u32>,
    policy: &str,
    max: usize,
    delay: f64,
    sample_rate: &str,
    adjusted: bool,
) -> Result<String, JsError> {
    curve_report_json(&mut pages, policy, max, delay, (sample_rate, adjusted))
}

pub(crate) fn curve_report_json(
    pages: &mut [u32],
    policy: &str,
    max: usize,
    delay: f64,
    (sample_rate, adjusted): (&str, bool),
) -> Result<String, JsError> {
    if max == 0 || max > 1 << 20 {
        return Err(JsError::new(&format!("max = {max} is not allowed: expected 1..={}", 1 << 20)));
    }
    let sampling =
        crate::analysis::shards::Sampling::parse("sample_rate", sample_rate).map_err(|e| JsError::new(&e))?;
    crate::analysis::curve_report(pages, policy, max, delay, sampling, adjusted)
        .map(|r| to_json(&r))
        .map_err(|e| JsError::new(&e))
}
