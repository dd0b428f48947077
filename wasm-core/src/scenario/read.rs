//! Reading a scenario's JSON text within the memory budget (`budget`).
//!
//! A JSON tree (`serde_json::Value`) costs tens of bytes a value and
//! hundreds an object: 50 MB of Load Leveler decisions would take more than
//! a gigabyte. So the text is first measured (`budget::json_cost`, one pass:
//! its values and objects) and refused if even typed structs could not hold
//! it; then read straight into the typed scenario. Only when that fails is
//! the text read again as a tree — the one path the error messages are
//! worded from (`errors::describe` searches a tagged object's fields, and a
//! tree keeps a key's last value where typed structs refuse a repeated
//! key) — and only if the tree fits; a text too large for its tree is
//! refused with the typed reader's own error, on one line. The messages a
//! tree gives are the same as before, for every text whose tree fits.

use super::{errors, Scenario, ValidationError, SCENARIO_VERSION};
use crate::budget;
use serde_json::Value;

/// The fields whose objects are tagged by kind, which even typed reading
/// buffers as a tree (`tagged::read`): workloads (and their q shapes),
/// process classes, admission rules, window policies.
const TAGGED: &[&str] = &["workload", "class", "admission", "policy"];

/// Parses and validates a scenario from JSON text.
pub(super) fn from_json(text: &str) -> Result<Scenario, String> {
    let cost = budget::json_cost(text, TAGGED);
    let what = || format!("the scenario's JSON, {} bytes holding {} values,", text.len(), cost.values);
    budget::check(cost.typed(text), what, "shorter lists: q, bands, processes or decisions")?;
    let mut reader = serde_json::Deserializer::from_str(text);
    let typed: Result<Scenario, _> = serde_path_to_error::deserialize(&mut reader);
    match typed {
        Ok(scenario) if reader.end().is_ok() => {
            if scenario.version != SCENARIO_VERSION {
                return Err(ValidationError::new("version", &scenario.version.to_string(), &current()).to_string());
            }
            scenario.validate().map_err(|e| e.to_string())?;
            Ok(scenario)
        }
        _ if cost.tree(text) <= budget::HELD_BYTES => {
            let value: Value = serde_json::from_str(text).map_err(not_json)?;
            from_value(&value)
        }
        Ok(_) => Err(not_json(reader.end().expect_err("the text goes on after the scenario"))),
        Err(e) if e.inner().is_syntax() || e.inner().is_eof() => Err(not_json(e.into_inner())),
        Err(e) => Err(errors::describe(&Value::Null, e)),
    }
}

/// Checks the version, then deserializes and validates `value`.
pub(super) fn from_value(value: &Value) -> Result<Scenario, String> {
    match value.get("version") {
        Some(v) if v.as_u64() == Some(SCENARIO_VERSION as u64) => {}
        Some(v) => return Err(ValidationError::new("version", &v.to_string(), &current()).to_string()),
        None if value.is_object() => return Err(ValidationError::new("version", "missing", &current()).to_string()),
        None => return Err(format!("scenario: expected an object {{\"version\": {SCENARIO_VERSION}, …}}")),
    }
    let scenario: Scenario = serde_path_to_error::deserialize(value).map_err(|e| errors::describe(value, e))?;
    scenario.validate().map_err(|e| e.to_string())?;
    Ok(scenario)
}

fn current() -> String {
    format!("{SCENARIO_VERSION} (the current format)")
}

fn not_json(e: serde_json::Error) -> String {
    crate::message::one_line(&format!("scenario is not valid JSON: {e}"), 400)
}
