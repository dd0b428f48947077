//! `pagingsim`'s conventions for what it is given: `--help` and `--version`,
//! integers in digits only, a flag once, and for every mistake one line
//! naming the flag, the value and what is allowed, with status 2.

use crate::common::{bad_input, file, pagingsim};
use paging_core::message::quote;

#[test]
fn help_and_version_exit_0() {
    let out = pagingsim(&["--version"]);
    assert_eq!((out.status.code(), String::from_utf8_lossy(&out.stdout).as_ref()), (Some(0), "pagingsim 0.1.0\n"));
    let top = pagingsim(&["--help"]);
    let text = String::from_utf8_lossy(&top.stdout);
    assert_eq!(top.status.code(), Some(0));
    for command in ["replay", "policies", "run", "experiment", "curve", "turner", "ostep"] {
        assert!(text.contains(&format!("\n  {command} ")), "{command} in\n{text}");
    }
    assert!(text.contains("Exit status: 0 success; 2 bad input"), "{text}");
    let flags: [(&str, &[&str]); 7] = [
        ("replay", &["--trace", "--frames", "--policy", "--k", "--plain", "standard input"]),
        ("policies", &["--trace", "--max-frames", "--k", "\"max_frames\""]),
        ("run", &["--scenario", "--set", "--events"]),
        ("experiment", &["<NAME>", "--seed", "corbato-k"]),
        ("curve", &["--trace", "--policy", "--max-frames", "--max-window", "--delay", "\"max_window\""]),
        ("turner", &["--q", "--max-window"]),
        (
            "ostep",
            &[
                "--addresses",
                "--addressfile",
                "--numaddrs",
                "--policy",
                "--clockbits",
                "--cachesize",
                "--maxpage",
                "--seed",
                "--notrace",
                "--compute",
                "10000000 addresses",
            ],
        ),
    ];
    for (command, names) in flags {
        for h in ["--help", "-h"] {
            let out = pagingsim(&[command, h]);
            let text = String::from_utf8_lossy(&out.stdout);
            assert_eq!(out.status.code(), Some(0), "{command} {h}");
            assert!(out.stderr.is_empty());
            for name in names {
                assert!(text.contains(name), "{command} {h} lacks {name}:\n{text}");
            }
            assert!(text.contains("Exit status"), "{command}");
        }
    }
}

#[test]
fn integers_are_digits_only() {
    let t = file("three.txt", "1 2 3");
    let replay = |frames: &str| bad_input(&["replay", "--trace", &t, "--frames", frames, "--policy", "fifo"]);
    for bad in ["+3", "-3", " 3", "3 ", "0x3", "1e3", "3.0", "", "99999999999999999999999"] {
        assert_eq!(
            replay(bad),
            format!("pagingsim: --frames = {} is not allowed: expected an integer in 1..=65536", quote(bad))
        );
    }
    assert_eq!(replay("65537"), "pagingsim: --frames = 65537 is not allowed: expected an integer in 1..=65536");
    assert_eq!(
        bad_input(&["replay", "--trace", &t, "--frames", "3", "--policy", "clock", "--k", "-1"]),
        "pagingsim: --k = \"-1\" is not allowed: expected an integer in 0..=32"
    );
    assert_eq!(
        bad_input(&["experiment", "corbato-k", "--seed", "+1"]),
        "pagingsim: --seed = \"+1\" is not allowed: expected an integer in 0..=18446744073709551615"
    );
}

/// A negative number after a flag is the flag's value, told as one (issue #24: `--page-size -1`
/// was taken for an unknown flag "-1"). Every flag is held to it in main.rs's unit tests.
#[test]
fn a_negative_number_is_the_flags_value() {
    let t = file("negative.txt", "1 2 3");
    assert_eq!(
        bad_input(&["replay", "--trace", &t, "--page-size", "-1", "--frames", "2", "--policy", "fifo"]),
        "pagingsim: --page-size = \"-1\" is not allowed: expected an integer in 1..=1073741824"
    );
    assert_eq!(
        bad_input(&["curve", "--trace", &t, "--policy", "lru", "--max-frames", "2", "--sample-rate", "-0.5"]),
        "pagingsim: --sample-rate = -0.5 is not allowed: expected auto, exact or a number in 0.0001..=1"
    );
    // An empty rate is no rate (issue #24: it was read as auto).
    assert_eq!(
        bad_input(&["curve", "--trace", &t, "--policy", "lru", "--max-frames", "2", "--sample-rate", ""]),
        "pagingsim: --sample-rate = \"\" is not allowed: expected auto, exact or a number in 0.0001..=1"
    );
}

#[test]
fn a_flag_is_given_once() {
    let t = file("once.txt", "1 2 3");
    assert_eq!(
        bad_input(&["replay", "--trace", &t, "--frames", "3", "--frames", "4", "--policy", "fifo"]),
        "pagingsim: --frames is given more than once: expected it once"
    );
    assert_eq!(
        bad_input(&["replay", "--trace", &t, "--frames", "3", "--policy", "clock", "--plain", "--plain"]),
        "pagingsim: --plain is given more than once: expected it once"
    );
    assert_eq!(
        bad_input(&["curve", "--trace", &t, "--policy", "lru", "--max-frames", "2", "--max-window", "2"]),
        "pagingsim: --max-window applies only to --policy ws"
    );
}

#[test]
fn usage_mistakes_name_what_is_expected() {
    let commands = "replay, policies, run, experiment, controller, curve, turner, ostep, search or worksheet";
    assert_eq!(
        bad_input(&[]),
        format!("pagingsim: a command is required: {commands} (pagingsim --help tells what each does)")
    );
    assert_eq!(bad_input(&["rerun"]), format!("pagingsim: unknown command \"rerun\": expected {commands}"));
    assert_eq!(bad_input(&["replay", "--policy", "fifo"]), "pagingsim: replay: --trace and --frames are required");
    assert_eq!(
        bad_input(&["replay", "--trace", "x", "--policy", "fifo", "--fram", "3"]),
        "pagingsim: unknown flag \"--fram\" for replay (did you mean --frames?): expected --trace, --format, \
         --page-size, --data-only, --frames, --policy, --k, --plain, --new-page-usage, --pointer-start, \
         --modified-chance or --help"
    );
    assert_eq!(bad_input(&["replay", "--frames"]), "pagingsim: --frames needs a value");
    assert_eq!(
        bad_input(&["experiment"]),
        "pagingsim: experiment needs a name: expected corbato-k, shils-ll, shils-y, thrashing, nishigaki-table1, \
         nishigaki-owe, nishigaki-owe-sweep, bard-regression, bard-psi, bard-psi-estimate, bard-psi-sweep or \
         bard-table2"
    );
    let t = file("curve-flags.txt", "1 2");
    assert_eq!(
        bad_input(&["curve", "--trace", &t, "--policy", "ws"]),
        "pagingsim: --max-window is required with --policy ws"
    );
}

#[test]
fn unreadable_files_are_one_line() {
    let replay = |path: &str| bad_input(&["replay", "--trace", path, "--frames", "3", "--policy", "fifo"]);
    assert_eq!(
        replay("/nonexistent/trace"),
        "pagingsim: cannot read trace file \"/nonexistent/trace\": No such file or directory (os error 2)"
    );
    let dir = std::env::temp_dir();
    let dir = dir.to_string_lossy();
    assert_eq!(replay(&dir), format!("pagingsim: cannot read trace file \"{dir}\": Is a directory (os error 21)"));
    let latin1 = file("latin1.txt", b"1 2 3\n4 \xe9\n");
    assert_eq!(
        replay(&latin1),
        format!("pagingsim: trace file \"{latin1}\": byte 8 is not UTF-8: expected UTF-8 text")
    );
    assert_eq!(
        replay("a\nb\u{7}"),
        "pagingsim: cannot read trace file \"a\\nb\\u{7}\": No such file or directory (os error 2)"
    );
    assert_eq!(
        bad_input(&["run", "--scenario", "/nonexistent/s.json"]),
        "pagingsim: cannot read scenario file \"/nonexistent/s.json\": No such file or directory (os error 2)"
    );
    assert_eq!(
        bad_input(&["ostep", "-f", "/nonexistent/pages", "-c"]),
        "pagingsim ostep: cannot read address file \"/nonexistent/pages\": No such file or directory (os error 2)"
    );
}

#[test]
fn set_paths_are_checked() {
    let scenario = file(
        "set.json",
        r#"{"version": 1, "seed": 3, "processes": [{"workload": {"kind": "typed", "text": "1 2 3 1"}}]}"#,
    );
    let set = |assignment: &str| bad_input(&["run", "--scenario", &scenario, "--set", assignment]);
    assert_eq!(set("=1"), "pagingsim: --set \"=1\": the path before = is empty: expected path=value, e.g. memory.k=2");
    assert_eq!(set("memory.k"), "pagingsim: --set \"memory.k\": expected path=value, e.g. memory.k=2");
    assert_eq!(set("memory..k=1"), "pagingsim: --set \"memory..k=1\": segment 2 of the path is empty");
    assert_eq!(
        set("processes[x].seed=1"),
        "pagingsim: --set \"processes[x].seed=1\": segment 1 of the path: \"x\" is not an index: expected a \
         number, as in processes[0]"
    );
    assert_eq!(
        set("processes[99].seed=1"),
        "pagingsim: --set \"processes[99].seed=1\": \"processes\" has elements 0..=0, not element 99"
    );
    let deep = vec!["a"; 60_000].join(".") + "=1";
    assert_eq!(
        set(&deep),
        format!("pagingsim: --set {}: the path has 60000 segments: expected at most 16", quote(&deep))
    );
    assert_eq!(set(&deep).chars().count(), 270);
}
