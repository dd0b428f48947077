//! What `pagingsim` does with output nobody reads, a full disk, and input
//! that asks for more than is sensible: it ends quietly, says so in one
//! line, or refuses (or cuts) by a stated budget, and never hangs.

use crate::common::{bad_input, error_line, file, finish_within, json, within};
use std::io::{BufRead, BufReader};
use std::process::Stdio;
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(60);

/// Reads the first line of `args`' output, then closes the pipe: the run must end with 0 and say nothing.
fn closed_after_one_line(args: &[&str]) -> String {
    let mut child = crate::common::command(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    let out = finish_within(child, LIMIT);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    first
}

#[test]
fn a_closed_pipe_ends_quietly() {
    // Both print far more than a pipe holds (190 kB; 140 MB).
    assert_eq!(closed_after_one_line(&["experiment", "bard-regression"]), "{\n");
    assert_eq!(closed_after_one_line(&["ostep", "-n", "2000000", "-c"]), "ARG addresses -1\n");
}

#[test]
fn a_full_disk_is_one_line_and_status_1() {
    for args in [&["experiment", "corbato-k"][..], &["ostep", "-n", "10", "-c"], &["--help"]] {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let out = crate::common::command(args).stdout(full).output().unwrap();
        assert_eq!(error_line(&out, 1), "pagingsim: cannot write output: No space left on device (os error 28)");
    }
}

/// Runs `pagingsim args` from a shell that first sends its standard output to `redirect` (`>&-`: closed).
fn with_output(redirect: &str, args: &[&str]) -> std::process::Output {
    let script = format!("exec \"$0\" \"$@\" {redirect}");
    let child = std::process::Command::new("sh")
        .args(["-c", &script, env!("CARGO_BIN_EXE_pagingsim")])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    finish_within(child, LIMIT)
}

#[test]
fn a_closed_standard_output_is_one_line_and_status_1() {
    let t = file("closed.txt", "1 2 3 1");
    let replay = ["replay", "--trace", &t, "--frames", "2", "--policy", "fifo"];
    for args in [&replay[..], &["experiment", "corbato-k"], &["ostep", "-n", "10", "-c"], &["--help"]] {
        assert_eq!(
            error_line(&with_output(">&-", args), 1),
            "pagingsim: cannot write output: standard output is closed",
            "{args:?}"
        );
    }
    // Bad input is told as such, whatever the output.
    assert_eq!(
        error_line(&with_output(">&-", &["replay", "--trace", &t, "--frames", "0", "--policy", "fifo"]), 2),
        "pagingsim: --frames = 0 is not allowed: expected an integer in 1..=65536"
    );
    // Output sent to /dev/null on purpose is written there: no word, status 0.
    let out = with_output(">/dev/null", &replay);
    assert_eq!((out.status.code(), out.stderr.len()), (Some(0), 0), "{}", String::from_utf8_lossy(&out.stderr));
    // An output that cannot be written to is said so, in the system's words.
    assert_eq!(
        error_line(&with_output("1</dev/null", &replay), 1),
        "pagingsim: cannot write output: Bad file descriptor (os error 9)"
    );
}

#[test]
fn ostep_refuses_more_addresses_than_its_budget() {
    for n in ["1180591620717411303424", "1000000000000", "10000001"] {
        for extra in [&["-c"][..], &[]] {
            let out = within(&[&["ostep", "-n", n][..], extra].concat(), LIMIT);
            assert_eq!(
                error_line(&out, 2),
                format!("pagingsim ostep: numaddrs = \"{n}\" is not allowed: expected at most 10000000 addresses")
            );
        }
    }
    let many = file("many.txt", "1\n".repeat(10_000_001));
    assert_eq!(
        bad_input(&["ostep", "-f", &many, "-c"]),
        format!("pagingsim ostep: addressfile \"{many}\" holds 10000001 addresses: expected at most 10000000")
    );
    assert_eq!(
        bad_input(&["ostep", "-n", "100000", "-C", "20000", "-m", "100000", "-c"]),
        "pagingsim ostep: the trace would print 100000 cache lists of up to 20000 pages (2000000000 pages): \
         expected at most 100000000 (-N prints only the final statistics)"
    );
}

#[test]
fn ostep_without_a_trace_keeps_nothing_per_access() {
    // Under a 256 MB address-space limit: a copy of a 20 000-page cache per access would need 16 GB.
    // paging-policy.py prints the same statistics for these flags.
    let args = ["-c", "ulimit -v 262144 && exec \"$0\" \"$@\"", env!("CARGO_BIN_EXE_pagingsim")];
    let flags = ["ostep", "-n", "100000", "-C", "20000", "-m", "100000", "-c", "-N"];
    let child = std::process::Command::new("sh")
        .args(args)
        .args(flags)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = finish_within(child, LIMIT);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.ends_with("ARG notrace True\n\n\nFINALSTATS hits 17951   misses 82049   hitrate 17.95\n\n"), "{text}");
}

#[test]
fn curves_stop_where_the_string_ends() {
    let t = file("twelve.txt", "1 2 3 4 1 2 5 1 2 3 4 5");
    let out = within(&["curve", "--trace", &t, "--policy", "ws", "--max-window", "16777216"], LIMIT);
    assert!(out.stdout.len() < 2000, "{} bytes", out.stdout.len());
    let ws = json(&out);
    assert_eq!((ws["max_window"].as_u64(), ws["window"].as_array().map(Vec::len)), (Some(12), Some(12)));
    assert_eq!(ws["faults"], serde_json::json!([12, 12, 10, 8, 7, 7, 5, 5, 5, 5, 5, 5]));
    let lru = json(&within(&["curve", "--trace", &t, "--policy", "lru", "--max-frames", "1048576"], LIMIT));
    assert_eq!((lru["max_frames"].as_u64(), lru["faults"].clone()), (Some(5), serde_json::json!([12, 12, 10, 8, 5])));
    let small = json(&within(&["curve", "--trace", &t, "--policy", "lru", "--max-frames", "2"], LIMIT));
    assert_eq!((small["max_frames"].as_u64(), small["frames"].clone()), (Some(2), serde_json::json!([1, 2])));
}

#[test]
fn policies_cut_to_the_distinct_pages_and_bound_their_work() {
    let t = file("pol.txt", "1 2 3 4 1 2 5 1 2 3 4 5");
    let p = json(&within(&["policies", "--trace", &t, "--max-frames", "65536"], LIMIT));
    assert_eq!((p["max_frames"].as_u64(), p["fifo"].clone()), (Some(5), serde_json::json!([12, 12, 9, 10, 5])));
    let long = file("long.txt", (0..600_000).map(|i| (i % 1000).to_string()).collect::<Vec<_>>().join(" "));
    assert_eq!(
        bad_input(&["policies", "--trace", &long]),
        "pagingsim: --max-frames = 1000 with 600000 references would simulate 1200000000 references for FIFO and \
         the clock: expected at most 1073741824 (a smaller --max-frames or a shorter string)"
    );
}

#[test]
fn turner_on_a_large_model() {
    // Uniform q: every reference is to a page drawn at random, so
    // z(T) = N(1 − (1 − 1/N)^T) and f(T) = (1 − 1/N)^T exactly.
    let n = 100_000;
    let q = file("uniform.json", serde_json::to_string(&vec![1.0 / n as f64; n]).unwrap());
    let out = json(&within(&["turner", "--q", &q, "--max-window", "1048576"], LIMIT));
    let (z, f) = (out["mean_size"].as_array().unwrap(), out["fault_rate"].as_array().unwrap());
    assert_eq!((z.len(), f.len(), out["window"][1048575].as_u64()), (1 << 20, 1 << 20, Some(1 << 20)));
    for t in [1usize, 2, 1000, 100_000, 1 << 20] {
        let stay = (1.0 - 1.0 / n as f64).powi(t as i32);
        let (zt, ft) = (z[t - 1].as_f64().unwrap(), f[t - 1].as_f64().unwrap());
        assert!((zt - n as f64 * (1.0 - stay)).abs() <= 1e-9 * zt, "z({t}) = {zt}");
        assert!((ft - stay).abs() <= 1e-9 * stay, "f({t}) = {ft}, expected {stay}");
    }
}
