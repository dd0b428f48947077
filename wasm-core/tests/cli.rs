//! The `pagingsim` contract: JSON out, and for bad input a non-zero exit with
//! one line naming the problem.

use std::process::{Command, Output};

fn pagingsim(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pagingsim")).args(args).output().expect("pagingsim runs")
}

fn trace(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("pagingsim-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

fn json(out: &Output) -> serde_json::Value {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn one_line_error(out: &Output) -> String {
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(out.stdout.is_empty());
    err
}

#[test]
fn replay_answers_beladys_anomaly_for_every_policy() {
    let t = trace("belady.txt", "1 2 3 4 1 2 5 1 2 3 4 5\n");
    let faults = |policy: &str, frames: &str, extra: &[&str]| {
        let mut args = vec!["replay", "--trace", &t, "--frames", frames, "--policy", policy];
        args.extend_from_slice(extra);
        json(&pagingsim(&args))["faults"].as_u64().unwrap()
    };
    assert_eq!((faults("fifo", "3", &[]), faults("fifo", "4", &[])), (9, 10));
    assert_eq!((faults("clock", "3", &["--k", "0", "--plain"]), faults("clock", "4", &["--k", "0", "--plain"])), (9, 10));
    assert_eq!((faults("lru", "3", &[]), faults("opt", "3", &[])), (10, 7));
    // k = 1 worked by hand: examinations 4 (page 4) + 1 + 1 + 4 (page 5) + 4 (page 3) + 1 (page 4) = 15.
    let clock = json(&pagingsim(&["replay", "--trace", &t, "--frames", "3", "--policy", "clock", "--plain"]));
    assert_eq!((clock["references"].as_u64(), clock["pointer_steps"].as_u64(), clock["pushes"].as_u64(), clock["pulls"].as_u64()), (Some(12), Some(15), Some(0), Some(9)));
}

#[test]
fn bad_input_is_one_line_naming_the_problem() {
    let good = trace("good.txt", "1 2 3");
    let bad = trace("bad.txt", "1 2\n3x 4");
    let e = one_line_error(&pagingsim(&["replay", "--trace", &bad, "--frames", "3", "--policy", "lru"]));
    assert!(e.contains("\"3x\"") && e.contains("position 3"), "{e}");
    let e = one_line_error(&pagingsim(&["replay", "--trace", &good, "--frames", "0", "--policy", "clock"]));
    assert!(e.contains("--frames = 0") && e.contains("1..=65536"), "{e}");
    let e = one_line_error(&pagingsim(&["replay", "--trace", &good, "--frames", "3", "--policy", "clock", "--k", "33"]));
    assert!(e.contains("--k = 33") && e.contains("0..=32"), "{e}");
    let e = one_line_error(&pagingsim(&["replay", "--trace", "/nonexistent/trace", "--frames", "3", "--policy", "fifo"]));
    assert!(e.contains("cannot read trace file /nonexistent/trace"), "{e}");
    let e = one_line_error(&pagingsim(&["replay", "--trace", &good, "--frames", "3", "--policy", "fifo", "--fast"]));
    assert!(e.contains("unknown flag \"--fast\""), "{e}");
    let e = one_line_error(&pagingsim(&["replay", "--trace", &good, "--frames", "3", "--policy", "mru"]));
    assert!(e.contains("policy = mru"), "{e}");
    let e = one_line_error(&pagingsim(&["experiment", "nope"]));
    assert!(e.contains("experiment = nope"), "{e}");
}

#[test]
fn run_applies_settings_and_names_bad_fields() {
    let scenario = trace("scenario.json", r#"{"version": 1, "seed": 3, "processes": [{"workload": {"kind": "typed", "text": "1 2 3 1"}}]}"#);
    let out = json(&pagingsim(&["run", "--scenario", &scenario, "--set", "memory.frames=2", "--set", "memory.pool_n=1", "--events"]));
    assert_eq!(out["counters"]["references"], 4);
    assert_eq!(out["counters"]["faults"], 4);
    assert!(out["events"][0]["text"].as_str().unwrap().contains("page fault"));
    let e = one_line_error(&pagingsim(&["run", "--scenario", &scenario, "--set", "memory.k=99"]));
    assert!(e.contains("memory.k = 99 is not allowed"), "{e}");
    let e = one_line_error(&pagingsim(&["run", "--scenario", &scenario, "--set", "memory.frames=\"many\""]));
    assert!(e.contains("memory.frames: invalid type"), "{e}");
}

#[test]
fn corbato_k_prints_the_contracted_shape() {
    let out = json(&pagingsim(&["experiment", "corbato-k", "--seed", "4"]));
    assert_eq!(out["experiment"], "corbato-k");
    let names: Vec<&str> = out["arms"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["k=0", "k=1", "k=2", "k=4", "k=7"]);
    for arm in out["arms"].as_array().unwrap() {
        for key in ["faults", "pointer_steps", "fault_service_us"] {
            assert!(arm["metrics"][key].as_u64().unwrap() > 0);
        }
    }
}
