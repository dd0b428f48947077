//! Hostile scenarios generated at random: the lab's scenarios with one field
//! set to an extreme or ill-typed value, removed, or joined by an unknown
//! one, and their JSON text with bytes changed. Whatever arrives, reading it
//! never panics and a refusal is one line; what is accepted runs (within the
//! step-through views' micro-step budget) without a panic and within a
//! bounded amount of memory, counted by the allocator.
//!
//! The number of cases per property is `PROPTEST_CASES` (default 48, a few
//! seconds); `PROPTEST_CASES=2000 cargo test --release --test hostile` for a
//! longer search.

use paging_core::experiment::{self, bard, nishigaki};
use paging_core::scenario::{Admission, KneeCriterion, WindowPolicy};
use paging_core::{Scenario, Simulator};
use proptest::prelude::*;
use serde_json::{json, Value};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting the bytes held and their peak.
struct Counting;
static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(held, Ordering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The most memory one hostile case may hold at once (the generated strings
/// of the largest accepted workload, 2·10⁷ references, are 80 MB).
const MAX_CASE_BYTES: usize = 1 << 30;

/// The scenarios the mutations start from: one of each mechanism.
fn bases() -> Vec<Value> {
    let owe = WindowPolicy::Owe { criterion: KneeCriterion::Pe, alpha: 0.5, s: 80_000 };
    // The Ψ-scheduler with its feedback, as a scenario's `{}` admission reads.
    let psi = Admission::default();
    [
        Scenario::default(),
        experiment::corbato_scenario(1, 1),
        experiment::corbato_scenario(1, 2),
        experiment::shils_scenario(1, true),
        bard::regression_scenario(1),
        bard::psi_scenario(1, psi),
        nishigaki::owe_scenario(1, owe, 120),
        // The load-controller game with a student's decisions.
        experiment::controller::controller_scenario(
            1,
            serde_json::from_str(r#"[{"check":0,"action":"set_aside","pid":3},{"check":2,"action":"return","pid":3}]"#)
                .unwrap(),
        ),
    ]
    .iter()
    .map(|s| serde_json::from_str(&s.to_json()).unwrap())
    .collect()
}

/// Every path into `v` (object keys and array indexes), `v` itself first.
fn paths(v: &Value, here: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    out.push(here.clone());
    match v {
        Value::Object(map) => {
            for (k, child) in map {
                here.push(json!(k));
                paths(child, here, out);
                here.pop();
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                here.push(json!(i));
                paths(child, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

fn at<'a>(v: &'a mut Value, path: &[Value]) -> &'a mut Value {
    path.iter().fold(v, |v, step| match step {
        Value::String(k) => &mut v[k.as_str()],
        _ => &mut v[step.as_u64().unwrap() as usize],
    })
}

/// Values no field expects, or expects only within bounds.
fn hostile_values() -> Vec<Value> {
    let long: String = "é\u{7}\n".repeat(5_000);
    vec![
        json!(0),
        json!(1),
        json!(-1),
        json!(4_294_967_295u64),
        json!(4_294_967_296u64),
        json!(u64::MAX),
        json!(1e300),
        json!(-0.0),
        json!(0.5),
        json!(""),
        json!("x"),
        json!(long),
        Value::Null,
        json!(true),
        json!([]),
        json!({}),
        json!({"kind": "typed", "text": "1 2 2147483647"}),
        json!({"kind": "lru_stack", "pages": 1_048_576, "length": 20_000_000, "q": {"shape": "zipf", "s": 0.5}}),
    ]
}

#[derive(Debug)]
enum Change {
    Set(usize, usize),
    Remove(usize),
    Unknown(usize),
}

fn change() -> impl Strategy<Value = Change> {
    prop_oneof![
        4 => (any::<usize>(), any::<usize>()).prop_map(|(p, v)| Change::Set(p, v)),
        1 => any::<usize>().prop_map(Change::Remove),
        1 => any::<usize>().prop_map(Change::Unknown),
    ]
}

fn mutate(base: &Value, changes: &[Change]) -> Value {
    let mut v = base.clone();
    let values = hostile_values();
    for c in changes {
        let mut all = Vec::new();
        paths(&v, &mut Vec::new(), &mut all);
        match *c {
            Change::Set(p, x) => *at(&mut v, &all[p % all.len()]) = values[x % values.len()].clone(),
            Change::Remove(p) => {
                let path = &all[p % all.len()];
                if let Some((last, parent)) = path.split_last() {
                    match (at(&mut v, parent), last) {
                        (Value::Object(map), Value::String(k)) => {
                            map.remove(k);
                        }
                        (Value::Array(items), i) => {
                            items.remove(i.as_u64().unwrap() as usize);
                        }
                        _ => {}
                    }
                }
            }
            Change::Unknown(p) => {
                if let Value::Object(map) = at(&mut v, &all[p % all.len()]) {
                    map.insert("no_such\u{1b}field".into(), json!(1));
                }
            }
        }
    }
    v
}

/// Reads `text` as a scenario; if accepted, runs it within the micro-step budget.
fn read_and_run(text: &str) -> Result<(), TestCaseError> {
    PEAK.store(HELD.load(Ordering::Relaxed), Ordering::Relaxed);
    let start = PEAK.load(Ordering::Relaxed);
    match Scenario::from_json(text) {
        Err(message) => {
            prop_assert!(!message.contains('\n') && !message.contains('\r'), "more than one line: {message}");
            prop_assert!(message.chars().count() <= 500, "{} characters: {message}", message.chars().count());
        }
        Ok(scenario) => {
            let mut sim = Simulator::new(scenario, false);
            sim.limit_steps();
            let _ = sim.run_to_end();
        }
    }
    let used = PEAK.load(Ordering::Relaxed).saturating_sub(start);
    prop_assert!(used <= MAX_CASE_BYTES, "{used} bytes held at once");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(48),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn a_scenario_with_hostile_fields_is_refused_in_one_line_or_runs_bounded(
        base in 0usize..6,
        changes in prop::collection::vec(change(), 1..4),
    ) {
        let v = mutate(&bases()[base], &changes);
        read_and_run(&v.to_string())?;
    }

    #[test]
    fn scenario_text_with_bytes_changed_is_refused_in_one_line_or_runs_bounded(
        base in 0usize..6,
        edits in prop::collection::vec((any::<usize>(), any::<u8>(), 0u8..3), 1..8),
    ) {
        let mut bytes = bases()[base].to_string().into_bytes();
        for (at, byte, op) in edits {
            let i = at % (bytes.len() + 1);
            match op {
                0 => bytes.insert(i, byte),
                1 if i < bytes.len() => { bytes.remove(i); }
                _ if i < bytes.len() => bytes[i] = byte,
                _ => {}
            }
        }
        read_and_run(&String::from_utf8_lossy(&bytes))?;
    }
}
