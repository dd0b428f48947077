//! Why a scenario's JSON does not fit the format, in one line: the exact
//! path of the offending field and what it should hold, in the lab's words
//! rather than Rust's.
//!
//! Workloads, q shapes, process classes, admission rules and window
//! policies are written as objects tagged by `kind` (or `shape`). Their
//! fields are read through a buffer, so the deserializer's own path stops at
//! the tagged object (`processes[0].workload`). The offending field inside
//! is found by taking each field out in turn and reading the object again:
//! the field whose absence changes the error is the one at fault (a field
//! that is fine leaves the error as it was, since missing fields are only
//! reported after every field present was read). The search descends into
//! objects and arrays until it reaches the value itself.

use crate::message;
use crate::scenario::{Admission, ProcessClass, WindowPolicy};
use crate::workload::Workload;
use serde::Deserialize;
use serde_json::Value;

/// The most characters of an error message (its quoted input is cut first).
const MAX_MESSAGE: usize = 400;

/// One step of a path into a JSON document.
#[derive(Clone, Debug, PartialEq)]
enum Step {
    Key(String),
    Index(usize),
}

/// A one-line description of why `value` does not deserialize as a scenario.
pub(super) fn describe(value: &Value, error: serde_path_to_error::Error<serde_json::Error>) -> String {
    let mut path: Vec<Step> = error
        .path()
        .iter()
        .filter_map(|s| match s {
            serde_path_to_error::Segment::Seq { index } => Some(Step::Index(*index)),
            serde_path_to_error::Segment::Map { key } => Some(Step::Key(key.clone())),
            _ => None,
        })
        .collect();
    let problem = error.into_inner().to_string();
    // An unknown field is reported at its own key; the fault is in the object holding it.
    if problem.starts_with("unknown field") {
        path.pop();
    }
    if let (Some(Step::Key(name)), Some(node)) = (path.last(), at(value, &path)) {
        if let Some(read) = tagged_reader(name) {
            path.extend(locate(node.clone(), read, &problem));
        }
    }
    let where_ = if path.is_empty() { "scenario".to_string() } else { format(&path) };
    message::one_line(&format!("{where_}: {}", in_our_words(&problem)), MAX_MESSAGE)
}

/// The reader of the tagged object a field of this name holds, if it is one.
fn tagged_reader(name: &str) -> Option<fn(&Value) -> Option<String>> {
    fn read<T: for<'de> Deserialize<'de>>(v: &Value) -> Option<String> {
        T::deserialize(v).err().map(|e| e.to_string())
    }
    match name {
        "workload" => Some(read::<Workload>),
        "class" => Some(read::<ProcessClass>),
        "admission" => Some(read::<Admission>),
        "policy" => Some(read::<WindowPolicy>),
        _ => None,
    }
}

/// The path, inside the tagged object `root`, of the field at fault for `problem`.
fn locate(mut root: Value, read: fn(&Value) -> Option<String>, problem: &str) -> Vec<Step> {
    let mut path = Vec::new();
    if problem.starts_with("missing field") {
        return path;
    }
    while let Some(step) = culprit(&mut root, &path, read, problem) {
        path.push(step);
    }
    // An unknown kind or shape: the tag itself.
    if problem.starts_with("unknown variant") {
        if let Some(Value::Object(map)) = at(&root, &path) {
            if let Some(tag) = ["kind", "shape"].into_iter().find(|t| map.contains_key(*t)) {
                path.push(Step::Key(tag.into()));
            }
        }
    }
    path
}

/// The child of the node at `path` whose removal changes the error, if any.
fn culprit(root: &mut Value, path: &[Step], read: fn(&Value) -> Option<String>, problem: &str) -> Option<Step> {
    let children: Vec<Step> = match at(root, path)? {
        Value::Object(map) => {
            map.keys().filter(|k| *k != "kind" && *k != "shape").map(|k| Step::Key(k.clone())).collect()
        }
        Value::Array(items) => (0..items.len()).map(Step::Index).collect(),
        _ => return None,
    };
    children.into_iter().find(|child| {
        let taken = take(root, path, child);
        let changed = read(root).as_deref() != Some(problem);
        put_back(root, path, child, taken);
        changed
    })
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

fn take(root: &mut Value, path: &[Step], child: &Step) -> Value {
    match (at_mut(root, path), child) {
        (Value::Object(map), Step::Key(k)) => map.remove(k).unwrap_or(Value::Null),
        (Value::Array(items), Step::Index(i)) => items.remove(*i),
        _ => Value::Null,
    }
}

fn put_back(root: &mut Value, path: &[Step], child: &Step, value: Value) {
    match (at_mut(root, path), child) {
        (Value::Object(map), Step::Key(k)) => {
            map.insert(k.clone(), value);
        }
        (Value::Array(items), Step::Index(i)) => items.insert(*i, value),
        _ => {}
    }
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
    // `expected struct ProcessConfig with 5 elements`, `expected internally tagged enum Workload`.
    for kind in ["struct ", "internally tagged enum ", "enum "] {
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
            in_our_words("invalid type: string \"x\", expected u32"),
            "invalid type: string \"x\", expected a whole number 0..=4294967295"
        );
        assert_eq!(
            in_our_words("invalid length 0, expected struct ProcessConfig with 5 elements"),
            "invalid type: array, expected an object"
        );
        assert_eq!(
            in_our_words("invalid type: sequence, expected internally tagged enum Workload"),
            "invalid type: array, expected an object"
        );
    }

    #[test]
    fn paths_quote_keys_that_are_not_plain_names() {
        let path = [Step::Key("processes".into()), Step::Index(0), Step::Key("a b\n".into())];
        assert_eq!(format(&path), r#"processes[0]["a b\n"]"#);
    }
}
