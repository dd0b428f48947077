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
    assert_eq!(
        (faults("clock", "3", &["--k", "0", "--plain"]), faults("clock", "4", &["--k", "0", "--plain"])),
        (9, 10)
    );
    assert_eq!((faults("lru", "3", &[]), faults("opt", "3", &[])), (10, 7));
    // k = 1 worked by hand: examinations 4 (page 4) + 1 + 1 + 4 (page 5) + 4 (page 3) + 1 (page 4) = 15.
    let clock = json(&pagingsim(&["replay", "--trace", &t, "--frames", "3", "--policy", "clock", "--plain"]));
    assert_eq!(
        (
            clock["references"].as_u64(),
            clock["pointer_steps"].as_u64(),
            clock["pushes"].as_u64(),
            clock["pulls"].as_u64()
        ),
        (Some(12), Some(15), Some(0), Some(9))
    );
}

#[test]
fn bad_input_is_one_line_naming_the_problem() {
    let good = trace("good.txt", "1 2 3");
    let bad = trace("bad.txt", "1 2\n3x 4");
    let e = one_line_error(&pagingsim(&["replay", "--trace", &bad, "--frames", "3", "--policy", "lru"]));
    assert!(e.contains("\"3x\"") && e.contains("position 3"), "{e}");
    let e = one_line_error(&pagingsim(&["replay", "--trace", &good, "--frames", "0", "--policy", "clock"]));
    assert!(e.contains("--frames = 0") && e.contains("1..=65536"), "{e}");
    let e =
        one_line_error(&pagingsim(&["replay", "--trace", &good, "--frames", "3", "--policy", "clock", "--k", "33"]));
    assert!(e.contains("--k = 33") && e.contains("0..=32"), "{e}");
    let e =
        one_line_error(&pagingsim(&["replay", "--trace", "/nonexistent/trace", "--frames", "3", "--policy", "fifo"]));
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
    let scenario = trace(
        "scenario.json",
        r#"{"version": 1, "seed": 3, "processes": [{"workload": {"kind": "typed", "text": "1 2 3 1"}}]}"#,
    );
    let out = json(&pagingsim(&[
        "run",
        "--scenario",
        &scenario,
        "--set",
        "memory.frames=2",
        "--set",
        "memory.pool_n=1",
        "--events",
    ]));
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

#[test]
fn ostep_prints_what_the_homework_simulator_prints() {
    // Worked by hand: LRU, cache 2, pages 1 2 1 3 → miss, miss, hit (1 moves right), miss (2 leaves).
    let out = pagingsim(&["ostep", "-a", "1,2,1,3", "-p", "LRU", "-C2", "-c"]);
    assert!(out.status.success());
    let expected = "ARG addresses 1,2,1,3\nARG addressfile \nARG numaddrs 10\nARG policy LRU\nARG clockbits 2\nARG cachesize 2\nARG maxpage 10\nARG seed 0\nARG notrace False\n\n\
Solving...\n\n\
Access: 1  MISS LRU ->          [1] <- MRU Replaced:- [Hits:0 Misses:1]\n\
Access: 2  MISS LRU ->       [1, 2] <- MRU Replaced:- [Hits:0 Misses:2]\n\
Access: 1  HIT  LRU ->       [2, 1] <- MRU Replaced:- [Hits:1 Misses:2]\n\
Access: 3  MISS LRU ->       [1, 3] <- MRU Replaced:2 [Hits:1 Misses:3]\n\
\nFINALSTATS hits 1   misses 3   hitrate 25.00\n\n";
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
    // Long names, prefixes and clustered flags read the same options.
    let same = pagingsim(&["ostep", "--addresses=1,2,1,3", "--pol", "LRU", "--cachesize", "2", "-Nc"]);
    assert!(String::from_utf8_lossy(&same.stdout)
        .ends_with("ARG notrace True\n\n\nFINALSTATS hits 1   misses 3   hitrate 25.00\n\n"));
    // An address file, one page a line.
    let file = trace("pages.txt", "1\n2\n1\n3\n");
    let from_file = pagingsim(&["ostep", "-f", &file, "-p", "LRU", "-C", "2", "-c"]);
    assert!(String::from_utf8_lossy(&from_file.stdout)
        .contains("Access: 3  MISS LRU ->       [1, 3] <- MRU Replaced:2 [Hits:1 Misses:3]"));
    // An unknown policy is reported as the simulator reports it, with its exit status.
    let unknown = pagingsim(&["ostep", "-p", "LFU", "-c"]);
    assert_eq!(unknown.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&unknown.stdout).ends_with("Policy LFU is not yet implemented\n"));
    let e = one_line_error(&pagingsim(&["ostep", "-x"]));
    assert!(e.contains("no such option: -x"), "{e}");
    let e = one_line_error(&pagingsim(&["ostep", "-b", "two"]));
    assert!(e.contains("option -b: invalid integer value: \"two\""), "{e}");
}

#[test]
fn shils_ll_prints_the_contracted_metrics() {
    let out = json(&pagingsim(&["experiment", "shils-ll", "--seed", "3"]));
    assert_eq!(out["experiment"], "shils-ll");
    let names: Vec<&str> = out["arms"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["with-ll", "without-ll"]);
    for arm in out["arms"].as_array().unwrap() {
        let m = &arm["metrics"];
        for key in ["p_over_over", "cpu_activity", "intervals"] {
            assert!(m[key].is_number(), "{key}");
        }
        assert_eq!(m["transition_matrix"].as_array().unwrap().len(), 3);
        assert!(m["batch_completion_s"].is_number() || m["batch_completion_s"].is_null());
    }
}

#[test]
fn curves_and_turner_follow_their_contract() {
    // 1 2 1 3 2: LRU distances ∞ ∞ 2 ∞ 3 → faults 5, 4, 3 for 1, 2, 3 frames.
    let t = trace("curve.txt", "1 2 1 3 2");
    let lru = json(&pagingsim(&["curve", "--trace", &t, "--policy", "lru", "--max-frames", "3"]));
    assert_eq!(lru["frames"], serde_json::json!([1, 2, 3]));
    assert_eq!(lru["faults"], serde_json::json!([5, 4, 3]));
    assert_eq!(lru["lifetime"][1], 1.25);
    assert!(lru["knee"]["frames"].is_number() && lru["parachor"]["frames"].is_number());
    // Windows of 1 and 2: mean sizes 1.0 and 1.8, faults 5 and 4.
    let ws = json(&pagingsim(&["curve", "--trace", &t, "--policy", "ws", "--max-window", "2"]));
    assert_eq!(
        (ws["window"].clone(), ws["mean_size"].clone(), ws["faults"].clone()),
        (serde_json::json!([1, 2]), serde_json::json!([1.0, 1.8]), serde_json::json!([5, 4]))
    );
    let q = trace("q.json", "[0.5, 0.5]");
    let z = json(&pagingsim(&["turner", "--q", &q, "--max-window", "3"]));
    assert_eq!(z["mean_size"], serde_json::json!([1.0, 1.5, 1.75]));
    assert_eq!(z["window"], serde_json::json!([1, 2, 3]));
    let bad = trace("qbad.json", "[0.5, 0.4]");
    let e = one_line_error(&pagingsim(&["turner", "--q", &bad, "--max-window", "3"]));
    assert!(e.contains("q sums to 0.9"), "{e}");
    let e = one_line_error(&pagingsim(&["curve", "--trace", &t, "--policy", "opt", "--max-frames", "3"]));
    assert!(e.contains("--policy = opt"), "{e}");
}
