//! `run`: a scenario (the lab's JSON format) run to its end, with
//! `--set path=value` changes applied first.

use crate::input::read_text;
use crate::{write_json, Failure};
use clap::Args;
use paging_core::budget;
use paging_core::event::{Context, Narrated};
use paging_core::message::{one_line, quote};
use paging_core::sim::footprint::Footprint;
use paging_core::{Scenario, Simulator};
use serde::{Serialize, Serializer};
use serde_json::{json, Value};
use std::io::Write;
use std::path::PathBuf;

/// The most segments a `--set` path may have (a scenario is a few levels deep).
pub const MAX_SET_SEGMENTS: usize = 16;

#[derive(Args)]
#[command(
    about = "Run a scenario: the Multics clock with its drum and multiprogramming, a load leveler or working sets",
    after_help = crate::STATUS
)]
pub struct Run {
    /// The scenario, as the lab's Scenario panel saves it; - reads standard input
    #[arg(long, value_name = "FILE", allow_negative_numbers = true)]
    scenario: PathBuf,
    /// Change a field first, e.g. memory.k=2 or processes[0].workload.length=5000 (the value is JSON if it parses, else a string); repeatable
    #[arg(long = "set", value_name = "PATH=VALUE", allow_negative_numbers = true)]
    set: Vec<String>,
    /// Also print every event with its narration
    #[arg(long)]
    events: bool,
}

impl Run {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let scenario = self.read()?;
        if self.events {
            let f = Footprint::of(&scenario, true);
            let what = || format!("run --events on {} references", f.references);
            budget::check(f.total(), what, "run it without --events, or shorten the workloads")
                .map_err(Failure::Input)?;
        }
        let mut sim = Simulator::new(scenario, self.events);
        sim.run_to_end().map_err(|e| Failure::Input(e.to_string()))?;
        write_run(out, &sim, self.events)
    }

    /// The scenario, its text read and let go; with `--set`, changed first as a JSON tree.
    fn read(&self) -> Result<Scenario, Failure> {
        let text = read_text(&self.scenario, "scenario file")?;
        let name = quote(&self.scenario.to_string_lossy());
        let not_json = |e: String| format!("{name} is not valid JSON: {}", one_line(&e, 300));
        if self.set.is_empty() {
            return Scenario::from_json(&text).map_err(|e| {
                Failure::Input(
                    e.strip_prefix("scenario is not valid JSON: ").map_or(e.clone(), |rest| not_json(rest.into())),
                )
            });
        }
        let cost = budget::json_cost(&text, &[]);
        let what = || {
            format!(
                "--set on scenario file {name} ({} bytes holding {} values) as a JSON tree",
                text.len(),
                cost.values
            )
        };
        budget::check(cost.tree(&text), what, "make the change in the file").map_err(Failure::Input)?;
        let mut value: Value = serde_json::from_str(&text).map_err(|e| Failure::Input(not_json(e.to_string())))?;
        drop(text);
        for assignment in &self.set {
            set_path(&mut value, assignment)
                .map_err(|e| Failure::Input(format!("--set {}: {e}", quote(assignment))))?;
        }
        Scenario::from_value(&value).map_err(Failure::Input)
    }
}

/// A JSON array whose items are made as they are written.
struct Lazy<'a>(Box<dyn Fn() -> Box<dyn Iterator<Item = Value> + 'a> + 'a>);

impl<'a> Lazy<'a> {
    fn of<I: Iterator<Item = Value> + 'a>(items: impl Fn() -> I + 'a) -> Self {
        Lazy(Box::new(move || Box::new(items())))
    }
}

impl Serialize for Lazy<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq((self.0)())
    }
}

/// `run`'s JSON, its keys in the order serde_json's map sorts them: each
/// sample, check and event is made a small JSON value as it is written, so
/// a million samples or five million events are never one tree.
#[derive(Serialize)]
struct RunJson<'a> {
    counters: Value,
    elapsed_us: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    events: Option<Lazy<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    intervals: Option<Lazy<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    load_leveler: Option<Lazy<'a>>,
    mean_mpl: f64,
    micro_steps: u64,
    processes: Lazy<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    samples: Option<Lazy<'a>>,
}

/// Writes the run's counters, each process's load record with its response
/// times, the samples and their activity points, the Load Leveler's checks
/// and, with `events`, every event with its narration.
fn write_run(out: &mut dyn Write, sim: &Simulator, events: bool) -> Result<u8, Failure> {
    let (state, records) = (sim.state(), sim.records());
    let sampled = sim.scenario().sampler.is_some();
    let points = if sampled { paging_core::experiment::activity(&records.samples) } else { Vec::new() };
    let context = Context::of(&sim.scenario().memory);
    let result = RunJson {
        counters: json!(sim.counters()),
        elapsed_us: sim.now().0,
        events: events.then(|| {
            Lazy::of(move || {
                sim.events().iter().map(move |e| json!(Narrated { event: e.clone(), text: e.narrate(context) }))
            })
        }),
        intervals: sampled
            .then(|| Lazy::of(|| points.iter().map(|(cpu, rate)| json!({"cpu_pct": cpu, "page_rate": rate})))),
        load_leveler: (!records.ll_checks.is_empty()).then(|| Lazy::of(|| records.ll_checks.iter().map(|c| json!(c)))),
        mean_mpl: sim.mpl_integral_us() as f64 / sim.now().0.max(1) as f64,
        micro_steps: sim.step_count(),
        // Each process's load record with the response times kept beside it.
        processes: Lazy::of(|| {
            state.lc.load.iter().zip(&records.responses_us).map(|(load, responses)| {
                let mut p = json!(load);
                p["responses_us"] = json!(responses);
                p
            })
        }),
        samples: sampled.then(|| Lazy::of(|| records.samples.iter().map(|s| json!(s)))),
    };
    write_json(out, &result, true)
}

/// `name` or `name[index]`.
fn segment(text: &str) -> Result<(&str, Option<usize>), String> {
    let (name, index) = match text.split_once('[') {
        None => (text, None),
        Some((name, rest)) => {
            let digits = rest.strip_suffix(']').unwrap_or(rest);
            if !rest.ends_with(']') || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!("{} is not an index: expected a number, as in processes[0]", quote(digits)));
            }
            let i = digits.parse().map_err(|_| format!("{} is not an index: it is too large", quote(digits)))?;
            (name, Some(i))
        }
    };
    if name.is_empty() || name.contains(']') {
        return Err(format!("{} is not a field name", quote(name)));
    }
    Ok((name, index))
}

/// Applies `a.b[2].c=value` to a JSON document; the value is JSON if it
/// parses, else a string. A section missing from the file is created.
fn set_path(doc: &mut Value, assignment: &str) -> Result<(), String> {
    let (path, raw) = assignment.split_once('=').ok_or("expected path=value, e.g. memory.k=2")?;
    if path.is_empty() {
        return Err("the path before = is empty: expected path=value, e.g. memory.k=2".into());
    }
    let segments = path.split('.').count();
    if segments > MAX_SET_SEGMENTS {
        return Err(format!("the path has {segments} segments: expected at most {MAX_SET_SEGMENTS}"));
    }
    let value = serde_json::from_str(raw).unwrap_or_else(|_| Value::String(raw.to_string()));
    let mut node = doc;
    let mut at = String::new();
    for (depth, part) in path.split('.').enumerate() {
        if part.is_empty() {
            return Err(format!("segment {} of the path is empty", depth + 1));
        }
        let (name, index) = segment(part).map_err(|e| format!("segment {} of the path: {e}", depth + 1))?;
        let whole = if at.is_empty() { "the scenario".to_string() } else { quote(&at) };
        let object = node
            .as_object_mut()
            .ok_or_else(|| format!("{whole} is not an object, so it has no field {}", quote(name)))?;
        at += &format!("{}{name}", if at.is_empty() { "" } else { "." });
        node = object.entry(name).or_insert(Value::Null);
        let last = depth + 1 == segments;
        if let Some(i) = index {
            let list = quote(&at);
            let len = node
                .as_array()
                .map(Vec::len)
                .ok_or_else(|| format!("{list} is not a list, so it has no element {i}"))?;
            if i >= len {
                let has = if len == 0 { "no elements".to_string() } else { format!("elements 0..={}", len - 1) };
                return Err(format!("{list} has {has}, not element {i}"));
            }
            node = &mut node[i];
            at += &format!("[{i}]");
        } else if node.is_null() && !last {
            *node = Value::Object(Default::default());
        }
    }
    *node = value;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_reach_fields_and_elements() {
        let mut doc = json!({"memory": {"k": 1}, "processes": [{"workload": {}}]});
        set_path(&mut doc, "memory.k=2").unwrap();
        set_path(&mut doc, "processes[0].workload.length=5000").unwrap();
        set_path(&mut doc, "sampler.interval_us=7").unwrap();
        set_path(&mut doc, "version=1.0").unwrap();
        assert_eq!(
            doc,
            json!({"memory": {"k": 2}, "processes": [{"workload": {"length": 5000}}], "sampler": {"interval_us": 7}, "version": 1.0})
        );
        assert_eq!(doc["version"].to_string(), "1.0");
    }

    #[test]
    fn bad_paths_say_what_exists() {
        let mut doc = json!({"memory": {"k": 1}, "processes": [{"workload": {}}]});
        let err = |doc: &mut Value, a: &str| set_path(doc, a).unwrap_err();
        assert_eq!(err(&mut doc, "=1"), "the path before = is empty: expected path=value, e.g. memory.k=2");
        assert_eq!(err(&mut doc, "memory.k"), "expected path=value, e.g. memory.k=2");
        assert_eq!(err(&mut doc, "a..b=1"), "segment 2 of the path is empty");
        assert_eq!(
            err(&mut doc, "processes[x].k=1"),
            "segment 1 of the path: \"x\" is not an index: expected a number, as in processes[0]"
        );
        assert_eq!(err(&mut doc, "processes[99].k=1"), "\"processes\" has elements 0..=0, not element 99");
        assert_eq!(err(&mut doc, "memory[0]=1"), "\"memory\" is not a list, so it has no element 0");
        assert_eq!(err(&mut doc, "memory.k.x=1"), "\"memory.k\" is not an object, so it has no field \"x\"");
        assert_eq!(err(&mut doc, "[0]=1"), "segment 1 of the path: \"\" is not a field name");
        assert_eq!(err(&mut json!([1]), "a=1"), "the scenario is not an object, so it has no field \"a\"");
        let deep = vec!["a"; 60_000].join(".") + "=1";
        assert_eq!(err(&mut doc, &deep), "the path has 60000 segments: expected at most 16");
    }
}
