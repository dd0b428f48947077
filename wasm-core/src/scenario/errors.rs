//! Why a scenario's JSON does not fit the format, in one line: the exact
//! path of the offending field (inside tagged objects too: `tagged.rs`) and
//! what it should hold, in the lab's words rather than Rust's.
//!
//! A number field given what its type cannot hold — a negative or
//! fractional number, one past the type's largest, a string — is told as
//! validation tells a value out of range, with the field's own range: the
//! scenario is validated with the field set to either end of its type, and
//! validation's words for the field are taken. Where no check of the field
//! says more, the type's range is the field's.

use super::tagged::{self, Step};
use super::{Scenario, ValidationError};
use crate::message;
use serde::Deserialize;
use serde_json::Value;

/// The most characters of an error message (its quoted input is cut first).
const MAX_MESSAGE: usize = 400;

/// A one-line description of why `value` does not deserialize as a scenario.
pub(super) fn describe(value: &Value, error: serde_path_to_error::Error<serde_json::Error>) -> String {
    let (path, problem) = tagged::locate(error);
    if let Some(e) = out_of_type(value, &path, &problem) {
        return message::one_line(&e.to_string(), MAX_MESSAGE);
    }
    let where_ = if path.is_empty() { "scenario".to_string() } else { format(&path) };
    message::one_line(&format!("{where_}: {}", in_our_words(&problem)), MAX_MESSAGE)
}

/// The error of a number field at `path` given a value its type cannot hold.
fn out_of_type(value: &Value, path: &[Step], problem: &str) -> Option<ValidationError> {
    let (ends, type_range): ([Value; 2], String) = match problem.rsplit_once("expected ")?.1 {
        "u16" => ([u16::MAX.into(), 0.into()], format!("an integer in 0..={}", u16::MAX)),
        "u32" => ([u32::MAX.into(), 0.into()], format!("an integer in 0..={}", u32::MAX)),
        "u64" => ([u64::MAX.into(), 0.into()], format!("an integer in 0..={}", u64::MAX)),
        "f64" => ([f64::MAX.into(), f64::MIN.into()], "a number".to_string()),
        _ => return None,
    };
    let given = shown(at(value, path)?);
    let field = format(path);
    let fault_with = |end: &Value| {
        let mut changed = value.clone();
        *at_mut(&mut changed, path) = end.clone();
        Scenario::deserialize(&changed).ok()?.validate().err()
    };
    let [low, high] = ends.map(|end| fault_with(&end));
    if let Some(own) = [&low, &high].into_iter().flatten().find(|e| e.field == field) {
        return Some(ValidationError::new(field, &given, &own.allowed));
    }
    match (low, high) {
        // Another field's fault, whatever this one holds: the scenario's first.
        (Some(a), Some(b)) if a == b => Some(a),
        _ => Some(ValidationError::new(field, &given, &type_range)),
    }
}

/// A value as the message shows it: a number or literal as written, a string quoted.
fn shown(value: &Value) -> String {
    match value {
        Value::String(s) => message::quote(s),
        Value::Array(_) => "[…]".into(),
        Value::Object(_) => "{…}".into(),
        other => other.to_string(),
    }
}

fn at<'a>(value: &'a Value, path: &[Step]) -> Option<&'a Value> {
    path.iter().try_fold(value, |v, step| match step {
        Step::Key(k) => v.get(k),
        Step::Index(i) => v.get(i),
    })
}

fn at_mut<'a>(value: &'a mut Value, path: &[Step]) -> &'a mut Value {
    path.iter().fold(value, |v, step| match step {
        Step::Key(k) => &mut v[k.as_str()],
        Step::Index(i) => &mut v[*i],
    })
}

/// `processes[0].workload.q.bands[3].pages`, keys quoted when they are not plain names.
fn format(path: &[Step]) -> String {
    let mut out = String::new();
    for step in path {
        match step {
            Step::Index(i) => out.push_str(&format!("[{i}]")),
            Step::Key(k) if !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(k);
            }
            Step::Key(k) => out.push_str(&format!("[{}]", message::quote(k))),
        }
    }
    out
}

/// The deserializer's words for types, in the format's.
fn in_our_words(problem: &str) -> String {
    // An array where an object belongs: serde reads structs from arrays too
    // and complains of their length; the format has objects only.
    let problem = match problem.split_once(", expected struct ") {
        Some((head, tail)) if head.starts_with("invalid length") => {
            format!("invalid type: array, expected struct {tail}")
        }
        _ => problem.to_string(),
    };
    let mut text = problem
        .replace("expected a sequence", "expected an array")
        .replace("expected a map", "expected an object")
        .replace("invalid type: map", "invalid type: object")
        .replace("invalid type: sequence", "invalid type: array")
        .replace("invalid type: unit value", "invalid type: null")
        .replace("invalid length", "wrong number of elements");
    // `expected struct ProcessConfig with 5 elements`, `expected enum Discipline`.
    for kind in ["struct ", "enum "] {
        while let Some(start) = text.find(&format!("expected {kind}")) {
            let name_start = start + "expected ".len() + kind.len();
            let rest = &text[name_start..];
            let name_len = rest.find(|c: char| !c.is_ascii_alphanumeric() && c != '_').unwrap_or(rest.len());
            let mut end = name_start + name_len;
            if let Some(n) = text[end..].strip_prefix(" with ") {
                end += " with ".len()
                    + n.find(" element").map_or(0, |i| i + if n[i..].starts_with(" elements") { 9 } else { 8 });
            }
            text.replace_range(start..end, "expected an object");
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rust_type_names_become_the_format_s_words() {
        assert_eq!(
            in_our_words("invalid type: sequence, expected struct ProcessConfig with 5 elements"),
            "invalid type: array, expected an object"
        );
        assert_eq!(
            in_our_words("invalid length 0, expected struct ProcessConfig with 5 elements"),
            "invalid type: array, expected an object"
        );
        assert_eq!(in_our_words("invalid type: sequence, expected a map"), "invalid type: array, expected an object");
    }

    #[test]
    fn paths_quote_keys_that_are_not_plain_names() {
        let path = [Step::Key("processes".into()), Step::Index(0), Step::Key("a b\n".into())];
        assert_eq!(format(&path), r#"processes[0]["a b\n"]"#);
    }
}
