//! Hostile scenarios generated at random: the lab's scenarios with one field
//! set to an extreme or ill-typed value, removed, or joined by an unknown
//! one, and their JSON text with bytes changed. Whatever arrives, reading it
//! never panics and a refusal is one line; what is accepted runs (within the
//! step-through views' micro-step budget) without a panic and within a
//! bounded amount of memory, counted by the allocator.
//!
//! The number of cases per property is `PROPTEST_CASES` (default 48, a few
//! seconds); `PROPTEST_CASES=2000 cargo test --profile tests --test hostile`
//! for a longer search (docs/TESTING.md).
//!
//! The bound is the lab's memory budget (`budget::MEMORY_BUDGET_BYTES`,
//! 1 GiB), and an accepted scenario's run holds no more than its estimate
//! (`sim::footprint`) and what no estimate counts. Inputs too large for
//! random search — a billion references in fifty strings, a million Load
//! Leveler decisions, curves of millions of references — are explicit
//! cases below, each held to the estimate it was accepted under; the CLI's
//! own regression tests run them under `ulimit -v` (tests/it/cli_memory.rs).

use paging_core::analysis::curves::WsCurve;
use paging_core::analysis::shards::{shards_bytes, Sampling, GROUPS};
use paging_core::analysis::Lifetime;
use paging_core::budget::{self, words, HELD_BYTES, MEMORY_BUDGET_BYTES, UNCOUNTED_BYTES};
use paging_core::experiment::{self, bard, nishigaki};
use paging_core::replacement::curves::{fault_curves_bytes, fault_curves_with_rules};
use paging_core::replacement::renumber::renumber_bytes;
use paging_core::replacement::{Rules, Trace};
use paging_core::scenario::{Admission, KneeCriterion, ManualDecision, ProcessConfig, WindowPolicy};
use paging_core::sim::footprint::Footprint;
use paging_core::types::Reference;
use paging_core::workload::Workload;
use paging_core::{Scenario, Simulator};
use proptest::prelude::*;
use serde_json::{json, Value};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting the bytes each thread holds and their
/// peak: a case runs on its test's thread, so the tests running beside it
/// (the harness runs several at once) do not count in its measure.
struct Counting;

thread_local! {
    static HELD: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = HELD.try_with(|held| {
            held.set(held.get() + layout.size() as isize);
            let _ = PEAK.try_with(|peak| peak.set(peak.get().max(held.get())));
        });
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let _ = HELD.try_with(|held| held.set(held.get() - layout.size() as isize));
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The most memory one hostile case may hold at once: the memory budget.
const MAX_CASE_BYTES: usize = MEMORY_BUDGET_BYTES as usize;

/// The scenarios the mutations start from: one of each mechanism.
fn bases() -> Vec<Value> {
    let owe = WindowPolicy::Owe { criterion: KneeCriterion::Pe, alpha: 0.5, s: 80_000 };
    // The Ψ-scheduler with its feedback, as a scenario's `{}` admission reads.
    let psi = Admission::default();
    [
        Scenario::default(),
        experiment::corbato_scenario(1, 1),
        experiment::corbato_scenario(1, 2),
        experiment::squeezed_mix(1, true),
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
    let start = measure();
    match Scenario::from_json(text) {
        Err(message) => {
            prop_assert!(!message.contains('\n') && !message.contains('\r'), "more than one line: {message}");
            prop_assert!(message.chars().count() <= 500, "{} characters: {message}", message.chars().count());
        }
        Ok(scenario) => {
            let estimate = Footprint::of(&scenario, false).total() + UNCOUNTED_BYTES;
            let mut sim = Simulator::new(scenario, false);
            sim.limit_steps();
            let _ = sim.run_to_end();
            let used = peak_since(start);
            prop_assert!(used as u64 <= estimate, "{used} bytes held at once, {estimate} estimated");
        }
    }
    let used = peak_since(start);
    prop_assert!(used <= MAX_CASE_BYTES, "{used} bytes held at once");
    Ok(())
}

/// The most bytes this thread held at once since `start` (`measure`).
fn peak_since(start: isize) -> usize {
    (PEAK.with(Cell::get) - start).max(0) as usize
}

/// Starts measuring: the bytes this thread holds now, from which the peak is counted.
fn measure() -> isize {
    let held = HELD.with(Cell::get);
    PEAK.with(|peak| peak.set(held));
    held
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

/// Runs `case` and returns the most bytes it held at once.
fn peak_of<T>(case: impl FnOnce() -> T) -> (T, u64) {
    let start = measure();
    let result = case();
    (result, peak_since(start) as u64)
}

#[test]
fn a_billion_references_in_fifty_strings_are_refused_unmade() {
    let mut s = Scenario::default();
    let uniform = Workload::Uniform { pages: 1000, length: 20_000_000, write_fraction: 0.0 };
    s.processes = vec![ProcessConfig::background(uniform); 50];
    let text = serde_json::to_string(&s).unwrap();
    let (refused, used) = peak_of(|| Scenario::from_json(&text).unwrap_err());
    assert!(refused.starts_with("processes = 50 strings of 1000000000 references in all"), "{refused}");
    assert!(used < 1 << 20, "{used} bytes to refuse it");
}

#[test]
fn a_million_decisions_are_read_within_what_their_text_costs_typed() {
    let decisions: Vec<ManualDecision> = (0..1_000_000)
        .map(|i| serde_json::from_value(json!({"check": i, "action": "set_aside", "pid": 3})).unwrap())
        .collect();
    let text = serde_json::to_string(&experiment::controller::controller_scenario(1, decisions)).unwrap();
    let (refused, used) = peak_of(|| Scenario::from_json(&text).unwrap_err());
    assert!(refused.starts_with("scheduler.load_leveler.manual[77].check = 77 is not allowed"), "{refused}");
    let typed = budget::json_cost(&text, &[]).typed(&text);
    assert!(used <= typed && used < 64 << 20, "{used} bytes to read {} of text ({typed} estimated)", text.len());
}

#[test]
fn a_working_set_curve_of_sixteen_million_windows_holds_its_estimate() {
    let pages: Vec<u32> = (0..5_000_000).collect();
    let ((), used) = peak_of(|| {
        let mut pages = pages.clone();
        let curve = Lifetime::of(&mut pages, "ws", 1 << 24, 1000.0, (Sampling::Auto, true)).unwrap();
        // Read every point, as the CLI writes them, and the markers.
        let faults: u64 = curve.points().map(|p| p.faults).sum();
        assert_eq!((faults, curve.markers().lt_knee.map(|k| k.index)), (5_000_000 * 5_000_000, Some(0)));
    });
    // Tables of a few kilobytes are left to the budget's uncounted part.
    let estimate = words(5_000_000) + WsCurve::bytes(5_000_000, 5_000_000) + (1 << 16);
    assert!(used <= estimate, "{used} bytes held, {estimate} estimated");
}

#[test]
fn a_sampled_curve_of_one_page_holds_little_beside_its_string() {
    // Past the exact curve's 20 M references, so sampled; page 1 is kept, so every reference is.
    let pages = vec![1u32; 20_000_001];
    let (curve, used) = peak_of(|| {
        let mut pages = pages.clone();
        Lifetime::of(&mut pages, "lru", 1 << 20, 1000.0, (Sampling::Auto, true)).unwrap().sampled().cloned()
    });
    assert_eq!(curve.map(|c| c.sampled_references), Some(20_000_001));
    let mut kept = [(0, 0); GROUPS];
    kept[0] = (20_000_001, 1);
    let estimate = words(20_000_001) + shards_bytes(2, &kept, 1 << 20) + (1 << 16);
    assert!(used <= estimate, "{used} bytes held, {estimate} estimated");
}

#[test]
fn the_policies_curves_hold_their_estimate() {
    let mut rng = paging_core::rng::Rng::new(9, 9);
    let refs: Vec<Reference> = (0..1_000_000).map(|_| Reference::new(rng.below(20) * 1_000_003, false)).collect();
    let (curves, used) = peak_of(|| {
        let trace =
            Trace::within_budget(refs.clone(), |d| fault_curves_bytes(1_000_000, d, d), "policies", "-").unwrap();
        fault_curves_with_rules(&trace, trace.distinct(), Rules::plain(1))
    });
    assert_eq!(curves.frames.len(), 20);
    // The string, then its renumbering or its names and look-ahead, then the curves beside them.
    let (n, span) = (1_000_000, 19 * 1_000_003 + 1);
    let trace = words(n as u64) + renumber_bytes(n, span).max(words(20) + Trace::look_ahead_bytes(n, 20));
    let estimate = trace + fault_curves_bytes(n, 20, 20);
    assert!(used <= estimate && estimate <= HELD_BYTES, "{used} bytes held, {estimate} estimated");
}

#[test]
fn a_list_too_long_to_read_is_refused_unread() {
    // 30 M probabilities in a workload's q: its tagged object is read as a tree (72 bytes a value).
    let q = "0,".repeat(29_999_999) + "0";
    let workload = format!(r#"{{"kind":"lru_stack","pages":1000,"length":1000,"q":{{"shape":"explicit","q":[{q}]}}}}"#);
    let text = format!(r#"{{"version":1,"seed":1,"processes":[{{"workload":{workload}}}]}}"#);
    let (refused, used) = peak_of(|| Scenario::from_json(&text).unwrap_err());
    assert!(refused.starts_with("the scenario's JSON, 60000"), "{refused}");
    assert!(refused.ends_with("(shorter lists: q, bands, processes or decisions)"), "{refused}");
    assert!(used < 1 << 20, "{used} bytes to refuse it");
}
