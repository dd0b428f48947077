//! The `#[wasm_bindgen]` boundary of the load-leveler stage's game (the
//! student as load controller, `experiment::controller`): the problem's
//! scenario, every check of a run with the micro-step it happens at (where
//! the stage pauses for a decision), and the score card.

use crate::experiment::controller::{controller_scenario, score_card};
use crate::scenario::Scenario;
use crate::sim::Simulator;
use wasm_bindgen::prelude::*;

/// The job stream of problem `seed`, with no decisions yet, as JSON.
#[wasm_bindgen]
pub fn controller_scenario_json(seed: u64) -> String {
    controller_scenario(seed, Vec::new()).to_json()
}

/// Every check of the scenario's whole run (`LlCheck`: its instant and
/// micro-step, the interval judged, its area, what was done), as JSON.
#[wasm_bindgen]
pub fn controller_checks_json(scenario_json: &str) -> Result<String, JsError> {
    let scenario = Scenario::from_json(scenario_json).map_err(|e| JsError::new(&e))?;
    let mut sim = Simulator::new(scenario, false);
    sim.run_to_end().map_err(|e| JsError::new(&e.to_string()))?;
    if let Some(e) = sim.manual_error() {
        return Err(JsError::new(e));
    }
    Ok(serde_json::to_string(&sim.records().ll_checks).expect("checks serialise"))
}

/// The score card of a scenario with the student's decisions
/// (`scheduler.load_leveler.manual`), as JSON — what `pagingsim controller
/// --scenario` prints.
#[wasm_bindgen]
pub fn score_card_json(scenario_json: &str) -> Result<String, JsError> {
    let scenario = Scenario::from_json(scenario_json).map_err(|e| JsError::new(&e))?;
    let card = score_card(&scenario).map_err(|e| JsError::new(&e))?;
    Ok(serde_json::to_string(&card).expect("the score card serialises"))
}
