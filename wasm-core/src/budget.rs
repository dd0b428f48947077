//! The memory budget: every input the core and `pagingsim` accept runs
//! within [`MEMORY_BUDGET_BYTES`] (1 GiB), or is refused before the memory
//! is taken, in one line naming what to reduce (the field or flag, its value
//! and what is allowed).
//!
//! How it holds by construction:
//!
//! - **What grows with the input is estimated before it is allocated.** A
//!   scenario's strings, page tables and records (`Scenario::validate`), a
//!   trace's arrays under each analysis (`replacement::Trace`, the policies'
//!   curves, the lifetime curves): each estimate counts the arrays at their
//!   peak, with their capacity, and is checked against [`HELD_BYTES`] —
//!   the budget less [`UNCOUNTED_BYTES`] kept back for what no estimate
//!   counts (the program, its stack, I/O buffers, the allocator's slack,
//!   tables of a few kilobytes).
//! - **Arrays are compact**: a reference is 4 bytes, indices into a string
//!   are 32-bit, pages are renumbered in place rather than copied, and the
//!   stack distances' tree is as large as the pages, not the string.
//! - **Large output is written as it is computed**, never built first as a
//!   JSON tree (a tree costs tens of bytes a number).
//! - **The records of a run have budgets of their own** (`sim::records`),
//!   counted here at their largest.
//!
//! The budget is about memory, not work: the references a run may make
//! (`scenario::MAX_RUN_REFERENCES`) and the references `pagingsim policies`
//! may simulate are bounded beside it. The regression tests run the CLI
//! under `ulimit -v 1048576` (tests/it/cli_memory.rs), which bounds the
//! address space and so the resident memory too.

/// The memory every accepted input runs within: 1 GiB.
pub const MEMORY_BUDGET_BYTES: u64 = 1 << 30;
/// Kept back from the estimates for what they do not count: 128 MiB.
pub const UNCOUNTED_BYTES: u64 = 128 << 20;
/// What the estimates of one command or run may add up to: 896 MiB.
pub const HELD_BYTES: u64 = MEMORY_BUDGET_BYTES - UNCOUNTED_BYTES;

/// Bytes of `count` 32-bit words (a reference, a page number, an index into a string).
pub const fn words(count: u64) -> u64 {
    count.saturating_mul(4)
}

/// The most items of `bytes_each` that fit [`HELD_BYTES`].
pub const fn fitting(bytes_each: u64) -> u64 {
    HELD_BYTES / bytes_each
}

/// "1 page", "N pages": how a refusal counts a string's distinct pages.
pub fn pages(count: usize) -> String {
    if count == 1 {
        "1 page".into()
    } else {
        format!("{count} pages")
    }
}

/// Ok when `bytes` fit [`HELD_BYTES`]; else the one-line refusal
/// "`what` would hold N bytes: expected at most M within the 1 GiB memory
/// budget (`reduce`)". `what` names the input and its size; `reduce` what
/// to make smaller.
pub fn check(bytes: u64, what: impl FnOnce() -> String, reduce: &str) -> Result<(), String> {
    if bytes <= HELD_BYTES {
        return Ok(());
    }
    Err(format!(
        "{} would hold {bytes} bytes: expected at most {HELD_BYTES} within the 1 GiB memory budget ({reduce})",
        what()
    ))
}

/// The most bytes reading one JSON value into typed structs holds: a
/// `serde_json::Value` in a vector that may double (32 bytes each, 64 at the
/// vector's most), then the struct's own copy.
pub const JSON_VALUE_BYTES: u64 = 72;
/// The most bytes more a JSON object costs as a `serde_json::Value` (a map node).
pub const JSON_TREE_OBJECT_BYTES: u64 = 640;

/// What reading a JSON text can hold, from one pass over its bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonCost {
    /// Its values: numbers, strings (keys among them), literals, lists, objects.
    pub values: u64,
    /// Its objects.
    pub objects: u64,
    /// Its objects inside an object that typed reading buffers as a tree first.
    pub buffered_objects: u64,
}

impl JsonCost {
    /// The text's cost read into typed structs, the text included.
    pub fn typed(&self, text: &str) -> u64 {
        text.len() as u64 + JSON_VALUE_BYTES * self.values + JSON_TREE_OBJECT_BYTES * self.buffered_objects
    }
    /// The text's cost read into a `serde_json::Value` tree, the text included.
    pub fn tree(&self, text: &str) -> u64 {
        text.len() as u64 + JSON_VALUE_BYTES * self.values + JSON_TREE_OBJECT_BYTES * self.objects
    }
}

/// Counts the values and objects of JSON text (or of what looks like JSON:
/// the counts bound what a parser builds before it stops at an error),
/// skipping strings' contents. An object that is the value of a key named in
/// `buffered` is read as a tree even by typed reading (the scenario's
/// objects tagged by kind, `scenario::tagged`): the objects inside it, itself
/// included, are `buffered_objects`.
pub fn json_cost(text: &str, buffered: &[&str]) -> JsonCost {
    let mut cost = JsonCost { values: 0, objects: 0, buffered_objects: 0 };
    // Per open container: whether it is an object, and whether it lies inside a buffered object.
    let mut open: Vec<(bool, bool)> = Vec::new();
    let (mut key, mut expecting_key) = (None::<&[u8]>, false);
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                let start = i + 1;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                cost.values += 1;
                if expecting_key {
                    key = bytes.get(start..i);
                    expecting_key = false;
                }
            }
            b'{' | b'[' => {
                let object = bytes[i] == b'{';
                let (parent_object, parent_inside) = open.last().copied().unwrap_or((false, false));
                let named = parent_object && key.is_some_and(|k| buffered.iter().any(|b| b.as_bytes() == k));
                let inside = parent_inside || (object && named);
                cost.values += 1;
                cost.objects += object as u64;
                cost.buffered_objects += (object && inside) as u64;
                open.push((object, inside));
                expecting_key = object;
            }
            b'}' | b']' => {
                open.pop();
            }
            b',' => expecting_key = open.last().is_some_and(|&(object, _)| object),
            b'-' | b'0'..=b'9' | b't' | b'f' | b'n' => {
                cost.values += 1;
                // The rest of the number or literal.
                while i + 1 < bytes.len()
                    && (bytes[i + 1].is_ascii_alphanumeric() || matches!(bytes[i + 1], b'-' | b'+' | b'.'))
                {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    cost
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_names_the_input_the_bytes_and_what_to_reduce() {
        assert_eq!(check(HELD_BYTES, || unreachable!(), "x"), Ok(()));
        assert_eq!(
            check(HELD_BYTES + 1, || "policies on 5 references".into(), "a shorter trace").unwrap_err(),
            "policies on 5 references would hold 939524097 bytes: expected at most 939524096 within the 1 GiB \
             memory budget (a shorter trace)"
        );
        assert_eq!((words(3), fitting(8)), (12, 117_440_512));
    }

    #[test]
    fn json_values_are_counted_outside_strings() {
        let text = r#"{"a": [1, -2.5e3, true, null], "b\"{[": {"c": "x, y"}}"#;
        assert_eq!(json_cost(text, &[]), JsonCost { values: 11, objects: 2, buffered_objects: 0 });
        assert_eq!(json_cost("[0,0,0]", &[]).values, 4);
        // The objects inside a buffered one count as a tree's even when read typed.
        let tagged = r#"{"w": {"kind": "x", "bands": [{"p": 1}, {"p": 2}]}, "v": [{"w": 0}], "y": {"w": {}}}"#;
        assert_eq!(json_cost(tagged, &["w"]), JsonCost { values: 22, objects: 7, buffered_objects: 4 });
    }
}
