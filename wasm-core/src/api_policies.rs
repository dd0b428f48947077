//! The policies stage's `#[wasm_bindgen]` API, beside `api`: the first
//! process's string under FIFO, LRU, OPT and the plain clock, reference by
//! reference (`replacement::Run`), and their faults against frames
//! (`replacement::fault_curves`). Structured results cross as JSON text,
//! exactly what `pagingsim policies` prints for the curves.

use crate::replacement::curves::curve_span;
use crate::replacement::{fault_curves, FaultCurves, Policy, Run, Trace};
use crate::scenario::Scenario;
use std::sync::Arc;
use wasm_bindgen::prelude::*;

/// The longest first-process string the policies stage takes.
pub const MAX_POLICY_REFERENCES: u64 = 1_000_000;

/// The policies on the scenario's first process string, with the scenario's
/// frames and register length k.
#[wasm_bindgen]
pub struct PolicyRun {
    run: Run,
    curves: Option<FaultCurves>,
}

fn policy(name: &str) -> Result<Policy, JsError> {
    name.parse().map_err(|e: String| JsError::new(&e))
}

#[wasm_bindgen]
impl PolicyRun {
    /// Validates the scenario JSON, generates its first process's string and runs every policy over it.
    #[wasm_bindgen(constructor)]
    pub fn new(scenario_json: &str) -> Result<PolicyRun, JsError> {
        let scenario = Scenario::from_json(scenario_json).map_err(|e| JsError::new(&e))?;
        let workload = &scenario.processes[0].workload;
        if workload.length() > MAX_POLICY_REFERENCES {
            return Err(JsError::new(&format!(
                "processes[0]: {} references is more than the policies stage takes ({MAX_POLICY_REFERENCES}); \
                 compare longer strings with `pagingsim policies`",
                workload.length()
            )));
        }
        let trace = Arc::new(Trace::new(&workload.generate(scenario.seed, 0)));
        Ok(PolicyRun { run: Run::new(trace, scenario.memory.frames as usize, scenario.memory.k), curves: None })
    }

    /// References in the string.
    pub fn length(&self) -> usize {
        self.run.trace().len()
    }
    /// Distinct pages in the string.
    pub fn distinct(&self) -> usize {
        self.run.trace().distinct()
    }
    /// The pages of references `from..to`.
    pub fn pages(&self, from: usize, to: usize) -> Vec<u32> {
        let t = self.run.trace();
        (from.min(t.len())..to.min(t.len())).map(|i| t.name(t.page(i))).collect()
    }
    /// Each policy's faults in the first `position` references, as JSON: `{"fifo": 9, …}`.
    pub fn faults_json(&self, position: usize) -> String {
        let faults: serde_json::Map<String, serde_json::Value> =
            Policy::ALL.into_iter().map(|p| (p.name().to_string(), self.run.faults_at(p, position).into())).collect();
        serde_json::Value::Object(faults).to_string()
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
    /// Every policy's faults for 1…`curve_span()` frames (`FaultCurves` as JSON), computed once.
    pub fn curves_json(&mut self) -> String {
        let span = self.curve_span();
        let curves = self.curves.get_or_insert_with(|| fault_curves(self.run.trace(), span, self.run.k()));
        serde_json::to_string(curves).unwrap()
    }
}
