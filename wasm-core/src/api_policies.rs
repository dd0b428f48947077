//! The policies stage's `#[wasm_bindgen]` API, beside `api`: the first
//! process's string under FIFO, LRU, OPT and the plain clock, reference by
//! reference (`replacement::Run`), and their faults against frames
//! (`replacement::fault_curves`, computed apart so that the stage can run it
//! in a worker); and a typed string replayed whole under one policy
//! (`replay_json`, `replacement::replay`). Structured results cross as JSON
//! text, exactly what `pagingsim policies` prints for the curves and
//! `pagingsim replay` for a replay.

use crate::replacement::curves::curve_span;
use crate::replacement::{fault_curves_with_rules, faults_with_rules, replay, Policy, Rules, Run, Trace};
use crate::scenario::{Scenario, MAX_FRAMES, MAX_K};
use crate::workload::parse_typed;
use std::sync::Arc;
use wasm_bindgen::prelude::*;

/// The longest first-process string the policies stage takes.
pub const MAX_POLICY_REFERENCES: u64 = 1_000_000;

/// The policies on the scenario's first process string, with the scenario's
/// frames and register length k.
#[wasm_bindgen]
pub struct PolicyRun {
    run: Run,
}

fn policy(name: &str) -> Result<Policy, JsError> {
    name.parse().map_err(|e: String| JsError::new(&e))
}

#[wasm_bindgen]
impl PolicyRun {
    /// Validates the scenario JSON, generates its first process's string and runs every policy over it.
    #[wasm_bindgen(constructor)]
    pub fn new(scenario_json: &str) -> Result<PolicyRun, JsError> {
        let (scenario, trace) = first_string(scenario_json)?;
        Ok(PolicyRun {
            run: Run::with_rules(Arc::new(trace), scenario.memory.frames as usize, Rules::of(&scenario.memory)),
        })
    }

    /// References in the string.
    pub fn length(&self) -> usize {
        self.run.trace().len()
    }
    /// The pages of references `from..to`.
    pub fn pages(&self, from: usize, to: usize) -> Vec<u32> {
        let t = self.run.trace();
        (from.min(t.len())..to.min(t.len())).map(|i| t.name(t.page(i))).collect()
    }
    /// Whether each of references `from..to` writes its page (1) or reads it (0).
    pub fn writes(&self, from: usize, to: usize) -> Vec<u8> {
        let refs = self.run.trace().refs();
        refs[from.min(refs.len())..to.min(refs.len())].iter().map(|r| u8::from(r.write())).collect()
    }
    /// References `from..to` under `policy` with at most `rows` frame slots
    /// each (`replacement::run::Columns` as JSON).
    pub fn columns_json(&self, policy_name: &str, from: usize, to: usize, rows: usize) -> Result<String, JsError> {
        Ok(serde_json::to_string(&self.run.columns(policy(policy_name)?, from, to, rows)).unwrap())
    }
    /// How many frames the faults-against-frames curves span (`curve_span`).
    pub fn curve_span(&self) -> usize {
        let t = self.run.trace();
        curve_span(t.len(), t.distinct(), self.run.frames())
    }
    /// Faults of `policy` on the whole string with `frames` frames (and the scenario's k).
    pub fn faults_with(&self, policy_name: &str, frames: usize) -> Result<f64, JsError> {
        if frames == 0 {
            return Err(JsError::new("frames = 0 is not allowed: expected at least 1"));
        }
        Ok(faults_with_rules(policy(policy_name)?, self.run.trace(), frames, self.run.rules()) as f64)
    }
}

/// The scenario and its first process's string, if the scenario is valid and the string not too long.
fn first_string(scenario_json: &str) -> Result<(Scenario, Trace), JsError> {
    let scenario = Scenario::from_json(scenario_json).map_err(|e| JsError::new(&e))?;
    let workload = &scenario.processes[0].workload;
    if workload.length() > MAX_POLICY_REFERENCES {
        return Err(JsError::new(&format!(
            "processes[0]: {} references is more than the policies stage takes ({MAX_POLICY_REFERENCES}); \
             compare longer strings with `pagingsim policies`",
            workload.length()
        )));
    }
    let trace = Trace::new(workload.generate(scenario.seed, 0));
    Ok((scenario, trace))
}

/// The plain clock's faults on the scenario's first process string with its
/// frames and conventions (the rules panel's question on a new page's usage bit).
#[wasm_bindgen]
pub fn clock_faults(scenario_json: &str) -> Result<f64, JsError> {
    let (scenario, trace) = first_string(scenario_json)?;
    let rules = Rules::of(&scenario.memory);
    Ok(faults_with_rules(Policy::Clock, &trace, scenario.memory.frames as usize, rules) as f64)
}

/// Every policy's faults on the scenario's first process string for
/// 1…`curve_span` frames, with the scenario's k (`FaultCurves` as JSON).
#[wasm_bindgen]
pub fn policy_curves_json(scenario_json: &str) -> Result<String, JsError> {
    let (scenario, trace) = first_string(scenario_json)?;
    let span = curve_span(trace.len(), trace.distinct(), scenario.memory.frames as usize);
    Ok(serde_json::to_string(&fault_curves_with_rules(&trace, span, Rules::of(&scenario.memory))).unwrap())
}

/// A typed reference string (`3 7 7w 2`, or with commas, or letters) under `policy` with `frames`
/// frames (the clock: the plain clock with `k`-bit registers), nothing
/// recorded: exactly what `pagingsim replay` prints (with `--plain` for the
/// clock), as JSON.
#[wasm_bindgen]
pub fn replay_json(text: &str, policy_name: &str, frames: u32, k: u32) -> Result<String, JsError> {
    let policy = policy(policy_name)?;
    if !(1..=MAX_FRAMES).contains(&frames) {
        return Err(JsError::new(&format!("frames = {frames} is not allowed: expected 1..={MAX_FRAMES}")));
    }
    if k > MAX_K {
        return Err(JsError::new(&format!("k = {k} is not allowed: expected 0..={MAX_K}")));
    }
    let mut refs = parse_typed(text).map_err(|e| JsError::new(&format!("trace: {e}")))?;
    replay(policy, &mut refs, frames as usize, k).map(|v| v.to_string()).map_err(|e| JsError::new(&e))
}
