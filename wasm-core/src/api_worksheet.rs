//! The worksheet stage's `#[wasm_bindgen]` API, beside `api`: a worksheet
//! from its spec (`worksheet::Worksheet`, exactly what `pagingsim
//! worksheet` prints) and a student's answers checked against it
//! (`worksheet::check`). Both take and give JSON text.

use crate::message::one_line;
use crate::worksheet::{check, Answer, Spec, Worksheet};
use wasm_bindgen::prelude::*;

fn read<T: serde::de::DeserializeOwned>(what: &str, json: &str) -> Result<T, JsError> {
    serde_json::from_str(json).map_err(|e| JsError::new(&one_line(&format!("{what}: {e}"), 400)))
}

/// The worksheet `spec_json` names (`{"seed": 7, "policy": "lru", "frames": 3}`) as JSON.
#[wasm_bindgen]
pub fn worksheet_json(spec_json: &str) -> Result<String, JsError> {
    let sheet =
        Worksheet::new(&read::<Spec>("worksheet", spec_json)?).map_err(|e| JsError::new(&format!("worksheet: {e}")))?;
    Ok(serde_json::to_string(&sheet).unwrap())
}

/// The answers `answer_json` (`{"rows": [["f", "-", "4", "-", "-"], …]}`)
/// checked against the worksheet of `spec_json`: `worksheet::Checked` as JSON.
#[wasm_bindgen]
pub fn check_worksheet_json(spec_json: &str, answer_json: &str) -> Result<String, JsError> {
    let sheet =
        Worksheet::new(&read::<Spec>("worksheet", spec_json)?).map_err(|e| JsError::new(&format!("worksheet: {e}")))?;
    let answer: Answer = read("answers", answer_json)?;
    let checked = check(&sheet.problem, &answer).map_err(|e| JsError::new(&format!("answers: {e}")))?;
    Ok(serde_json::to_string(&checked).unwrap())
}
