//! The counterexample search's `#[wasm_bindgen]` API (`search`), run by the
//! policies stage in its compute worker: the question as JSON in, exactly
//! what `pagingsim search` prints out.

use crate::search::{search, Question, DEFAULT_BUDGET};
use wasm_bindgen::prelude::*;

/// The shortest counterexample to `question_json` (a `search::Question`),
/// visiting at most `budget` nodes (0: the CLI's default), as the JSON of a
/// `search::Answer`.
#[wasm_bindgen]
pub fn search_json(question_json: &str, budget: f64) -> Result<String, JsError> {
    let question: Question =
        serde_json::from_str(question_json).map_err(|e| JsError::new(&format!("search question: {e}")))?;
    if !(budget >= 0.0 && budget.fract() == 0.0 && budget <= u64::MAX as f64) {
        return Err(JsError::new(&format!("budget = {budget} is not allowed: expected a whole number of nodes")));
    }
    let budget = if budget == 0.0 { DEFAULT_BUDGET } else { budget as u64 };
    let answer = search(&question, budget).map_err(|e| JsError::new(&e))?;
    Ok(serde_json::to_string(&answer).expect("an answer is JSON"))
}
