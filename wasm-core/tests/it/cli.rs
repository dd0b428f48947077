//! The `pagingsim` contract: JSON out, and for bad input a non-zero exit with
//! one line naming the problem.

use crate::common::{bad_input, error_line, file as trace, json, pagingsim, with_stdin};

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

/// The clock's conventions as flags, on the strings `tests/conventions.rs`
/// works by hand; the full Multics clock takes them too.
#[test]
fn replay_and_policies_follow_the_clocks_conventions() {
    let dirty = trace("dirty.txt", "1w 2 3 1\n");
    let plain = |extra: &[&str]| {
        let mut args = vec!["replay", "--trace", &dirty, "--frames", "2", "--policy", "clock", "--plain"];
        args.extend_from_slice(extra);
        let out = json(&pagingsim(&args));
        (out["faults"].as_u64().unwrap(), out["pushes"].as_u64().unwrap())
    };
    assert_eq!(plain(&[]), (4, 1));
    assert_eq!(plain(&["--modified-chance", "write_and_pass"]), (3, 1));
    assert_eq!(plain(&["--pointer-start", "1"]), (3, 0), "clean 2 is taken first; dirty 1 stays, never written");
    let usage = trace("usage.txt", "1 2 1 3 2\n");
    let faults = |extra: &[&str]| {
        let mut args = vec!["replay", "--trace", &usage, "--frames", "2", "--policy", "clock", "--plain"];
        args.extend_from_slice(extra);
        json(&pagingsim(&args))["faults"].as_u64().unwrap()
    };
    assert_eq!((faults(&[]), faults(&["--new-page-usage", "off"])), (3, 4));
    let curves = json(&pagingsim(&["policies", "--trace", &dirty, "--modified-chance", "write_and_pass"]));
    assert_eq!(curves["clock"], serde_json::json!([4, 3, 3]));
    // The full Multics clock (a pool of 3 selected at once) takes the flags too.
    let belady = trace("belady.txt", "1 2 3 4 1 2 5 1 2 3 4 5\n");
    let full = |extra: &[&str]| {
        let mut args = vec!["replay", "--trace", &belady, "--frames", "4", "--policy", "clock"];
        args.extend_from_slice(extra);
        json(&pagingsim(&args))["faults"].as_u64().unwrap()
    };
    assert_eq!((full(&[]), full(&["--pointer-start", "3", "--modified-chance", "write_and_pass"])), (9, 9));
    assert_eq!(
        bad_input(&[
            "replay",
            "--trace",
            &dirty,
            "--frames",
            "2",
            "--policy",
            "clock",
            "--plain",
            "--pointer-start",
            "2"
        ]),
        "pagingsim: --pointer-start = 2 is not allowed: expected an integer in 0..=1 (one of the --frames 2 frames)"
    );
    assert_eq!(
        bad_input(&["policies", "--trace", &dirty, "--pointer-start", "0"]),
        "pagingsim: --pointer-start applies to replay only: policies runs every size from 1 frame"
    );
    assert_eq!(
        bad_input(&["replay", "--trace", &dirty, "--frames", "2", "--policy", "lru", "--new-page-usage", "off"]),
        "pagingsim: --k, --plain and the clock's conventions (--new-page-usage, --pointer-start, --modified-chance) \
         apply only to --policy clock"
    );
    assert_eq!(
        bad_input(&["replay", "--trace", &dirty, "--frames", "2", "--policy", "clock", "--modified-chance", "always"]),
        "pagingsim: --modified-chance = \"always\" is not allowed: expected none or write_and_pass"
    );
}

#[test]
fn bad_input_is_one_line_naming_the_problem() {
    let good = trace("good.txt", "1 2 3");
    let bad = trace("bad.txt", "1 2\n3x 4");
    assert_eq!(
        bad_input(&["replay", "--trace", &bad, "--frames", "3", "--policy", "lru"]),
        format!(
            "pagingsim: trace file \"{bad}\": line 2: \"3x\" is not allowed: expected a page number \
             0..=2147483647, optionally followed by w (e.g. 7 or 7w)"
        )
    );
    assert_eq!(
        bad_input(&["replay", "--trace", &good, "--frames", "0", "--policy", "clock"]),
        "pagingsim: --frames = 0 is not allowed: expected an integer in 1..=65536"
    );
    assert_eq!(
        bad_input(&["replay", "--trace", &good, "--frames", "3", "--policy", "clock", "--k", "33"]),
        "pagingsim: --k = 33 is not allowed: expected an integer in 0..=32"
    );
    assert_eq!(
        bad_input(&["replay", "--trace", "/nonexistent/trace", "--frames", "3", "--policy", "fifo"]),
        "pagingsim: cannot read trace file \"/nonexistent/trace\": No such file or directory (os error 2)"
    );
    assert_eq!(
        bad_input(&["replay", "--trace", &good, "--frames", "3", "--policy", "fifo", "--fast"]),
        "pagingsim: unknown flag \"--fast\" for replay: expected --trace, --format, --page-size, --data-only, --frames, \
         --policy, --k, --plain, --new-page-usage, --pointer-start, --modified-chance or --help"
    );
    assert_eq!(
        bad_input(&["replay", "--trace", &good, "--frames", "3", "--policy", "mru"]),
        "pagingsim: --policy = \"mru\" is not allowed: expected fifo, lru, opt or clock"
    );
    assert_eq!(
        bad_input(&["experiment", "nope"]),
        "pagingsim: experiment = \"nope\" is not allowed: expected corbato-k, shils-ll, shils-y, thrashing, \
         nishigaki-table1, nishigaki-owe, nishigaki-owe-sweep, bard-regression, bard-psi, bard-psi-estimate, \
         bard-psi-sweep or bard-table2"
    );
}

#[test]
fn a_dash_reads_standard_input() {
    let out =
        with_stdin(&["replay", "--trace", "-", "--frames", "3", "--policy", "fifo"], b"1 2 3 4 1 2 5 1 2 3 4 5\n");
    assert_eq!(json(&out), serde_json::json!({"policy": "fifo", "frames": 3, "references": 12, "faults": 9}));
    let out = with_stdin(&["turner", "--q", "-", "--max-window", "2"], b"[0.5, 0.5]");
    assert_eq!(json(&out)["mean_size"], serde_json::json!([1.0, 1.5]));
    let scenario = br#"{"version": 1, "seed": 3, "processes": [{"workload": {"kind": "typed", "text": "1 2 3 1"}}]}"#;
    let out = with_stdin(&["run", "--scenario", "-", "--set", "memory.frames=2", "--set", "memory.pool_n=1"], scenario);
    // By hand (pulled pages enter at the pointer): 1 and 2 fault; 3 faults, the replenishment skips
    // 2 and 1 once (first-time switches), comes back to 2 and takes it; the last 1 is a hit.
    assert_eq!(
        (json(&out)["counters"]["references"].as_u64(), json(&out)["counters"]["faults"].as_u64()),
        (Some(4), Some(3))
    );
    let out = with_stdin(&["replay", "--trace", "-", "--frames", "3", "--policy", "fifo"], b"1 2 \xff");
    assert_eq!(
        error_line(&out, 2),
        "pagingsim: trace file on standard input: byte 4 is not UTF-8: expected UTF-8 text"
    );
}

#[test]
fn run_applies_settings_and_names_bad_fields() {
    let scenario = trace(
        "scenario.json",
        r#"{"version": 1, "seed": 3, "processes": [{"workload": {"kind": "typed", "text": "1 2 3 1"}}]}"#,
    );
    let two_frames = |extra: &str| {
        json(&pagingsim(&[
            "run",
            "--scenario",
            &scenario,
            "--set",
            "memory.frames=2",
            "--set",
            "memory.pool_n=1",
            extra,
        ]))
    };
    let out = two_frames("--events");
    assert_eq!(out["counters"]["references"], 4);
    assert_eq!(out["counters"]["faults"], 3); // as in a_dash_reads_standard_input
    let behind = two_frames("--set=memory.pulled_enter=behind_pointer");
    // Behind the pointer, the replenishment skips 1 and 2, comes back to 1 and takes it: the last 1 faults.
    assert_eq!(behind["counters"]["faults"], 4);
    assert!(out["events"][0]["text"].as_str().unwrap().contains("page fault"));
    assert_eq!(
        bad_input(&["run", "--scenario", &scenario, "--set", "memory.k=99"]),
        "pagingsim: memory.k = 99 is not allowed: expected an integer in 0..=32"
    );
    assert_eq!(
        bad_input(&["run", "--scenario", &scenario, "--set", "memory.frames=\"many\""]),
        "pagingsim: memory.frames = \"many\" is not allowed: expected an integer in 1..=65536"
    );
}

#[test]
fn corbato_k_prints_the_contracted_shape() {
    let out = json(&pagingsim(&["experiment", "corbato-k", "--seed", "4"]));
    assert_eq!(out["experiment"], "corbato-k");
    assert_eq!(out["case"], 1);
    let names: Vec<&str> = out["arms"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["k=0", "k=1", "k=2", "k=4", "k=7"]);
    for arm in out["arms"].as_array().unwrap() {
        for key in ["faults", "pointer_steps", "fault_service_us"] {
            assert!(arm["metrics"][key].as_u64().unwrap() > 0);
        }
    }
}

#[test]
fn an_experiment_over_seeds_prints_each_figure_with_its_spread() {
    let over = json(&pagingsim(&["experiment", "corbato-k", "--case", "2", "--seeds", "4,5"]));
    assert_eq!(over["seeds"], serde_json::json!([4, 5]));
    let faults = |seed: &str| {
        let one = json(&pagingsim(&["experiment", "corbato-k", "--case", "2", "--seed", seed]));
        one["arms"][1]["metrics"]["faults"].as_u64().unwrap()
    };
    let (a, b) = (faults("4"), faults("5"));
    let spread = &over["arms"][1]["metrics"]["faults"];
    assert_eq!(spread["values"], serde_json::json!([a, b]));
    assert_eq!((spread["min"].as_f64(), spread["max"].as_f64()), (Some(a.min(b) as f64), Some(a.max(b) as f64)));
    assert_eq!(spread["mean"].as_f64(), Some((a + b) as f64 / 2.0));
    assert_eq!(
        bad_input(&["experiment", "corbato-k", "--seeds", "1-30"]),
        "pagingsim: --seeds = \"1-30\" is not allowed: expected a range such as 1-5 or a list such as 1,3,7 — 1 to 20 \
         different seeds in 0..=18446744073709551615"
    );
    assert_eq!(
        bad_input(&["experiment", "corbato-k", "--seeds", "1-3", "--seed", "2"]),
        "pagingsim: --seeds cannot be used with --seed"
    );
}

#[test]
fn corbato_k_runs_either_case_and_refuses_others() {
    let one = json(&pagingsim(&["experiment", "corbato-k", "--seed", "4"]));
    let two = json(&pagingsim(&["experiment", "corbato-k", "--seed", "4", "--case", "2"]));
    assert_eq!(two["case"], 2);
    assert_eq!(two["arms"].as_array().unwrap().len(), 5);
    assert_ne!(one["arms"][1]["metrics"]["faults"], two["arms"][1]["metrics"]["faults"]);
    assert_eq!(
        bad_input(&["experiment", "corbato-k", "--case", "3"]),
        "pagingsim: --case = 3 is not allowed: expected an integer in 1..=2"
    );
    assert_eq!(
        bad_input(&["experiment", "shils-ll", "--case", "2"]),
        "pagingsim: case = 2 is not allowed for shils-ll: expected 1 (shils-ll has one case)"
    );
}

#[test]
fn bard_table2_prints_its_grid_with_bard_psis_metrics() {
    let out = json(&pagingsim(&["experiment", "bard-table2", "--seed", "1"]));
    assert_eq!((&out["experiment"], &out["seed"]), (&serde_json::json!("bard-table2"), &serde_json::json!(1)));
    let arms = out["arms"].as_array().unwrap();
    assert_eq!(arms.len(), 12);
    assert_eq!(arms[0]["name"], "psi/workload-1/768");
    assert_eq!(arms[11]["name"], "cp67/workload-3/512");
    for arm in arms {
        let p = arm["metrics"]["problem_state_pct"].as_f64().unwrap();
        assert!(p > 0.0 && p < 100.0, "{}: {p}", arm["name"]);
        assert!(arm["metrics"]["interactions"].as_u64().unwrap() > 0);
    }
}

#[test]
fn bard_regression_prints_r2_with_the_search_costs_in_and_table_6() {
    let out = json(&pagingsim(&["experiment", "bard-regression", "--seed", "1"]));
    assert_eq!(out["experiment"], "bard-regression");
    let m = &out["arms"][0]["metrics"];
    // R² of the CP-time fit with each fault's service and the pointer's search charged: high, not 1.
    let r2 = m["r2"].as_f64().unwrap();
    assert!(r2 > 0.9 && r2 < 0.999, "R² {r2}");
    assert!(m["true_theta"]["page_io"].as_f64().unwrap() > m["true_theta"]["page_io_fixed"].as_f64().unwrap());
    // Table 6: the dispatch-time fit, its φ keyed as the θ are, and dispatch's share of CP time (Table 9).
    let d = &m["dispatch"];
    let keys = |v: &serde_json::Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&d["phi"]), keys(&m["theta"]));
    assert!((0.0..=1.0).contains(&d["r2"].as_f64().unwrap()));
    assert!((0.0..100.0).contains(&d["share_pct"].as_f64().unwrap()));
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
    assert_eq!(bad_input(&["ostep", "-x"]), "pagingsim ostep: no such option: \"-x\"");
    assert_eq!(bad_input(&["ostep", "-b", "two"]), "pagingsim ostep: option -b: invalid integer value: \"two\"");
    assert_eq!(
        bad_input(&["ostep", "--a", "1"]),
        "pagingsim ostep: ambiguous option: \"--a\" (--addresses, --addressfile?)"
    );
    assert_eq!(bad_input(&["ostep", "--notrace=1"]), "pagingsim ostep: --notrace option does not take a value");
    // As optparse: -a=1 is the value "=1", the last of a repeated option counts, and other arguments are ignored.
    assert_eq!(
        bad_input(&["ostep", "-a=1,2", "-c"]),
        "pagingsim ostep: addresses[0] = \"=1\" is not allowed: expected an integer"
    );
    let last = pagingsim(&["ostep", "-a", "7", "-a", "1,2,1,3", "-p", "LRU", "-C2", "-c", "ignored", "--", "-x"]);
    assert_eq!(String::from_utf8_lossy(&last.stdout), expected);
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
        // The setup the arms ran with: Shils's Δt = 10 s, y = 70 %, x = 500 normalised pages a minute.
        assert_eq!((m["dt_s"].as_f64(), m["y_pct"].as_f64()), (Some(10.0), Some(70.0)));
        assert!((m["x_pages_per_s"].as_f64().unwrap() * 60.0 - 500.0).abs() < 1e-9);
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
    assert_eq!((lru["knee"]["frames"].as_u64(), lru["parachor"]["frames"].as_u64()), (Some(1), Some(3)));
    assert_eq!(lru["max_frames"], 3);
    // Windows of 1 and 2: mean sizes 1.0 and 1.8, faults 5 and 4.
    let ws = json(&pagingsim(&["curve", "--trace", &t, "--policy", "ws", "--max-window", "2"]));
    assert_eq!(
        (ws["window"].clone(), ws["mean_size"].clone(), ws["faults"].clone()),
        (serde_json::json!([1, 2]), serde_json::json!([1.0, 1.8]), serde_json::json!([5, 4]))
    );
    let q = trace("q.json", "[0.5, 0.5]");
    let z = json(&pagingsim(&["turner", "--q", &q, "--max-window", "3"]));
    assert_eq!(z["mean_size"], serde_json::json!([1.0, 1.5, 1.75]));
    // f(T) = z(T+1) − z(T); z(4) = 1.875.
    assert_eq!(z["fault_rate"], serde_json::json!([0.5, 0.25, 0.125]));
    assert_eq!(z["window"], serde_json::json!([1, 2, 3]));
    let bad = trace("qbad.json", "[0.5, 0.4]");
    assert_eq!(
        bad_input(&["turner", "--q", &bad, "--max-window", "3"]),
        format!("pagingsim: \"{bad}\": q sums to 0.9: expected probabilities summing to 1")
    );
    assert_eq!(
        bad_input(&["curve", "--trace", &t, "--policy", "opt", "--max-frames", "3"]),
        "pagingsim: --policy = \"opt\" is not allowed: expected lru or ws"
    );
}
