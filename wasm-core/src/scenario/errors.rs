//! Why a scenario's JSON does not fit the format, in one line: the exact
//! path of the offending field (inside tagged objects too: `tagged.rs`) and
//! what it should hold, in the lab's words rather than Rust's.

use super::tagged::{self, Step};
use crate::message;
use serde_json::Value;

/// The most characters of an error message (its quoted input is cut first).
const MAX_MESSAGE: usize = 400;

/// A one-line description of why `value` does not deserialize as a scenario.
pub(super) fn describe(_value: &Value, error: serde_path_to_error::Error<serde_json::Error>) -> String {
    let (path, problem) = tagged::locate(error);
    let where_ = if path.is_empty() { "scenario".to_string() } else { format(&path) };
    message::one_line(&format!("{where_}: {}", in_our_words(&problem)), MAX_MESSAGE)
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
        .replace("expected u32", "expected a whole number 0..=4294967295")
        .replace("expected u64", "expected a whole number 0..=18446744073709551615")
        .replace("expected u16", "expected a whole number 0..=65535")
        .replace("expected f64", "expected a number")
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
        assert_eq!(
            in_our_words("invalid type: string \"x\", expected u32"),
            "invalid type: string \"x\", expected a whole number 0..=4294967295"
        );
        assert_eq!(in_our_words("invalid type: sequence, expected a map"), "invalid type: array, expected an object");
    }

    #[test]
    fn paths_quote_keys_that_are_not_plain_names() {
        let path = [Step::Key("processes".into()), Step::Index(0), Step::Key("a b\n".into())];
        assert_eq!(format(&path), r#"processes[0]["a b\n"]"#);
    }
}
