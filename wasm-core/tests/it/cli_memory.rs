//! Inputs that once took more than a gigabyte, run by the real `pagingsim`
//! under a 1 GiB address-space limit (`ulimit -v 1048576`, which bounds
//! resident memory too): each ends with its output or with a one-line
//! refusal and status 2 — never an abort or a signal. The memory budget
//! these hold to is `paging_core::budget`.
//!
//! The long traces are gzip members repeated (gzip readers take the
//! members one after another): a few hundred kilobytes on disk for
//! hundreds of megabytes of text.

use crate::common::{error_line, file, finish_within};
use flate2::{write::GzEncoder, Compression};
use paging_core::experiment::controller::controller_scenario;
use paging_core::scenario::{ManualDecision, ProcessConfig};
use paging_core::workload::Workload;
use paging_core::Scenario;
use std::fmt::Write as _;
use std::io::{Read, Write};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

/// A guard against a hang, not a measurement.
const LIMIT: Duration = Duration::from_secs(600);

/// `pagingsim args` under a 1 GiB address-space limit, its output kept.
fn limited(args: &[&str]) -> Output {
    finish_within(under_a_gigabyte(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap(), LIMIT)
}

fn under_a_gigabyte(args: &[&str]) -> Command {
    let mut c = Command::new("sh");
    c.args(["-c", "ulimit -v 1048576 && exec \"$0\" \"$@\"", env!("CARGO_BIN_EXE_pagingsim")]).args(args);
    c
}

/// `pagingsim args` under the limit, its output counted as it streams
/// rather than kept: (status, its first bytes, its length, standard error).
fn limited_counting(args: &[&str]) -> (Option<i32>, String, u64, String) {
    let mut child = under_a_gigabyte(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let counted = std::thread::spawn(move || {
        let (mut first, mut length, mut piece) = (Vec::new(), 0u64, vec![0u8; 1 << 16]);
        loop {
            let n = stdout.read(&mut piece).unwrap();
            if n == 0 {
                return (first, length);
            }
            if first.len() < 64 {
                first.extend_from_slice(&piece[..n.min(64 - first.len())]);
            }
            length += n as u64;
        }
    });
    let out = finish_within(child, LIMIT);
    let (first, length) = counted.join().unwrap();
    (out.status.code(), String::from_utf8(first).unwrap(), length, String::from_utf8_lossy(&out.stderr).into())
}

/// A gzip file whose text is `line` `count` times.
fn repeated(name: &str, line: &str, count: usize) -> String {
    let member = |times: usize| {
        let mut gz = GzEncoder::new(Vec::new(), Compression::fast());
        gz.write_all(line.repeat(times).as_bytes()).unwrap();
        gz.finish().unwrap()
    };
    let per_member = (1 << 22) / line.len();
    let whole = member(per_member);
    let mut bytes = whole.repeat(count / per_member);
    bytes.extend(member(count % per_member));
    file(name, bytes)
}

/// `'1 ' * 157286400`: 314 MB of text, one page.
fn one_page_trace() -> String {
    repeated("one-page.txt.gz", "1 ", 157_286_400)
}

/// 1 GiB of Lackey loads of one word (76 695 844 references).
fn lackey_loads() -> String {
    repeated("loads.lackey.gz", " L 04222cac,4\n", 76_695_844)
}

/// `pagingsim: trace file "path": ` before a refusal.
fn trace_file(path: &str) -> String {
    format!("pagingsim: trace file \"{path}\": ")
}

#[test]
fn a_long_string_over_one_page_is_refused_where_it_would_not_fit_and_sampled_where_it_does() {
    let t = one_page_trace();
    assert_eq!(
        error_line(&limited(&["policies", "--trace", &t]), 2),
        trace_file(&t)
            + "policies on 157286400 references over 1 page would hold 1258299984 bytes: expected at most 939524096 \
               within the 1 GiB memory budget (a shorter trace or a smaller --max-frames)"
    );
    assert_eq!(
        error_line(&limited(&["replay", "--trace", &t, "--frames", "65536", "--policy", "opt"]), 2),
        trace_file(&t)
            + "OPT on 157286400 references over 1 page would hold 1262485512 bytes: expected at most 939524096 \
               within the 1 GiB memory budget (a shorter string, or FIFO, LRU or the clock, which keep no look-ahead)"
    );
    let fifo = limited(&["replay", "--trace", &t, "--frames", "65536", "--policy", "fifo"]);
    assert_eq!(
        String::from_utf8_lossy(&fifo.stdout),
        "{\"faults\":1,\"frames\":65536,\"policy\":\"fifo\",\"references\":157286400}\n"
    );
    // SHARDS keeps page 1: all 157 M references are sampled, on a stack of one page.
    let lru = crate::common::json(&limited(&["curve", "--trace", &t, "--policy", "lru", "--max-frames", "1048576"]));
    assert_eq!((lru["max_frames"].as_u64(), lru["faults"].clone()), (Some(1), serde_json::json!([100])));
    assert_eq!(lru["sampled"]["sampled_references"].as_u64(), Some(157_286_400));
}

#[test]
fn a_working_set_curve_of_sixteen_million_windows_is_written_as_it_is_computed() {
    let mut text = String::with_capacity(40 << 20);
    for i in 0..5_000_000 {
        writeln!(text, "{i}").unwrap();
    }
    let t = file("five-million-pages.txt", text);
    let (status, first, length, err) =
        limited_counting(&["curve", "--trace", &t, "--policy", "ws", "--max-window", "16777216"]);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    // The same 348 MB as when the curve was built as a JSON tree first.
    assert_eq!(
        (first.as_str(), length),
        ("{\"delay\":1000.0,\"faults\":[5000000,5000000,5000000,5000000,500000", 348_213_797)
    );
    let l = lackey_loads();
    let (status, first, length, err) =
        limited_counting(&["curve", "--trace", &l, "--format", "lackey", "--policy", "ws", "--max-window", "16777216"]);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    assert_eq!(
        (first.as_str(), length),
        ("{\"delay\":1000.0,\"faults\":[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,", 1_146_517_072)
    );
}

#[test]
fn a_gigabyte_of_lackey_loads_gets_its_faults_within_the_budget() {
    let l = lackey_loads();
    let policies = limited(&["policies", "--trace", &l, "--format", "lackey"]);
    assert_eq!(
        String::from_utf8_lossy(&policies.stdout),
        "{\"anomalies\":[],\"clock\":[1],\"distinct\":1,\"fifo\":[1],\"frames\":[1],\"k\":1,\"lru\":[1],\"max_frames\":1,\
         \"opt\":[1],\"references\":76695844}\n"
    );
    let opt = limited(&["replay", "--trace", &l, "--format", "lackey", "--frames", "65536", "--policy", "opt"]);
    assert_eq!(
        String::from_utf8_lossy(&opt.stdout),
        "{\"faults\":1,\"frames\":65536,\"policy\":\"opt\",\"references\":76695844}\n"
    );
}

#[test]
fn a_run_of_a_billion_references_in_fifty_strings_is_refused_before_they_are_made() {
    let mut s = Scenario::default();
    let uniform = Workload::Uniform { pages: 1000, length: 20_000_000, write_fraction: 0.0 };
    s.processes = vec![ProcessConfig::background(uniform); 50];
    let path = file("fifty-strings.json", serde_json::to_string(&s).unwrap());
    assert_eq!(
        error_line(&limited(&["run", "--scenario", &path]), 2),
        "pagingsim: processes = 50 strings of 1000000000 references in all (4000200000 bytes with their page tables \
         and the run's records) is not allowed: expected at most 939524096 bytes within the 1 GiB memory budget: \
         shorten the workloads or run fewer processes"
    );
}

#[test]
fn a_million_decisions_are_read_without_a_json_tree() {
    let decisions: Vec<ManualDecision> = (0..1_000_000)
        .map(|i| serde_json::from_value(serde_json::json!({"check": i, "action": "set_aside", "pid": 3})).unwrap())
        .collect();
    let path = file("million-decisions.json", serde_json::to_string(&decisions).unwrap());
    let scenario =
        file("million-decisions-scenario.json", serde_json::to_string(&controller_scenario(1, decisions)).unwrap());
    let refusal =
        "pagingsim: scheduler.load_leveler.manual[77].check = 77 is not allowed: expected no further decision: \
                   a run of duration_us has at most 77 checks";
    assert_eq!(error_line(&limited(&["run", "--scenario", &scenario]), 2), refusal);
    assert_eq!(error_line(&limited(&["controller", "--decisions", &path]), 2), refusal);
}
