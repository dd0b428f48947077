//! The `#[wasm_bindgen]` boundary of the experiments stage: an experiment
//! run a piece at a time in the worker, the catalogue, and each arm's
//! scenario for opening it on its stage (the linked pictures).

use crate::api::to_json;
use crate::experiment;
use wasm_bindgen::prelude::*;

/// An experiment run a piece at a time (for the experiment worker).
#[wasm_bindgen]
pub struct ExperimentRun {
    inner: experiment::Runner,
}

#[wasm_bindgen]
impl ExperimentRun {
    /// Case `case` of the named experiment with `seed`, not yet started.
    #[wasm_bindgen(constructor)]
    pub fn new(name: &str, seed: u64, case: u32) -> Result<ExperimentRun, JsError> {
        experiment::Runner::with_case(name, seed, case)
            .map(|inner| ExperimentRun { inner })
            .map_err(|e| JsError::new(&e))
    }
    /// Runs up to `max_steps` more micro-steps; true when done, an error if an arm stopped over a budget.
    pub fn advance(&mut self, max_steps: u64) -> Result<bool, JsError> {
        self.inner.advance(max_steps).map_err(|e| JsError::new(&e))
    }
    /// The fraction done.
    pub fn progress(&self) -> f64 {
        self.inner.progress()
    }
    /// The result, as `pagingsim experiment` prints it.
    pub fn result_json(&self) -> String {
        to_json(&self.inner.result())
    }
}

/// The scenario of arm `arm` of case `case` of the named experiment with
/// `seed`, as JSON: the very scenario the experiment runs for that arm (for
/// opening it on its stage).
#[wasm_bindgen]
pub fn experiment_arm_scenario_json(name: &str, seed: u64, case: u32, arm: &str) -> Result<String, JsError> {
    experiment::arm_scenario(name, seed, case, arm).map(|s| s.to_json()).map_err(|e| JsError::new(&e))
}

/// Arm `arm` as its stage opens it (`experiment::open::OpenedArm`): its
/// scenario whole, or its first seconds exactly when the step-through view
/// cannot hold the whole run, with what was cut.
#[wasm_bindgen]
pub fn experiment_arm_open_json(name: &str, seed: u64, case: u32, arm: &str) -> Result<String, JsError> {
    experiment::open::arm_for_stage(name, seed, case, arm).map(|o| to_json(&o)).map_err(|e| JsError::new(&e))
}

/// The experiments the runner knows, as JSON.
#[wasm_bindgen]
pub fn experiments_json() -> String {
    to_json(&experiment::EXPERIMENTS)
}
