//! `pagingsim search`: its JSON, golden, and its refusals in one line.

use crate::common::{bad_input, pagingsim};

fn stdout(args: &[&str]) -> String {
    let out = pagingsim(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn belady_prints_the_shortest_string_its_frames_and_faults() {
    assert_eq!(
        stdout(&["search", "belady", "--policy", "fifo"]),
        "{\"string\":[1,2,3,4,1,2,5,1,2,3,4,5],\"frames\":3,\"faults\":[9,10],\"searched\":11,\"nodes\":2273116,\
         \"exhausted\":false}\n"
    );
    assert_eq!(
        stdout(&["search", "belady", "--policy", "clock", "--k", "1"]),
        "{\"string\":[1,2,3,4,2,1,2,5,1,2],\"frames\":3,\"faults\":[6,7],\"searched\":9,\"nodes\":114124,\
         \"exhausted\":false}\n"
    );
    assert_eq!(
        stdout(&["search", "belady", "--policy", "fifo", "--pages", "4", "--max-length", "9"]),
        "{\"string\":null,\"searched\":9,\"nodes\":14127,\"exhausted\":false}\n"
    );
    assert_eq!(
        stdout(&["search", "belady", "--policy", "fifo", "--budget", "1000"]),
        "{\"string\":null,\"searched\":6,\"nodes\":1000,\"exhausted\":true}\n"
    );
}

#[test]
fn beats_prints_the_shortest_string_and_both_faults() {
    assert_eq!(
        stdout(&["search", "beats", "--a", "lru", "--b", "fifo", "--frames", "3"]),
        "{\"string\":[1,2,1,3,4,1],\"faults\":{\"a\":4,\"b\":5},\"searched\":5,\"nodes\":234,\"exhausted\":false}\n"
    );
    assert_eq!(
        stdout(&["search", "beats", "--a", "fifo", "--b", "opt", "--frames", "3", "--max-length", "8"]),
        "{\"string\":null,\"searched\":8,\"nodes\":5641,\"exhausted\":false}\n"
    );
}

#[test]
fn bad_searches_are_one_line_naming_the_flag() {
    assert_eq!(
        bad_input(&["search", "belady", "--policy", "lru"]),
        "pagingsim: search: --policy = lru is not allowed: expected fifo or clock — LRU is a stack algorithm \
         (Mattson et al. 1970): f frames always hold a subset of what f + 1 hold, so no string shows Belady's anomaly"
    );
    assert_eq!(
        bad_input(&["search", "belady", "--policy", "fifo", "--k", "2"]),
        "pagingsim: --k applies only to --policy clock"
    );
    assert_eq!(
        bad_input(&["search", "belady", "--policy", "fifo", "--max-length", "41"]),
        "pagingsim: --max-length = 41 is not allowed: expected an integer in 1..=40"
    );
    assert_eq!(
        bad_input(&["search", "beats", "--a", "opt", "--b", "opt", "--frames", "3"]),
        "pagingsim: search: --b = opt is not allowed: expected a policy other than a = opt: a policy never faults \
         fewer times than itself"
    );
    assert_eq!(
        bad_input(&["search", "beats", "--a", "fifo", "--b", "lru", "--frames", "3", "--k", "2"]),
        "pagingsim: --k applies only when --a or --b is clock"
    );
    assert_eq!(
        bad_input(&["search", "beats", "--a", "mru", "--b", "lru", "--frames", "3"]),
        "pagingsim: --a = \"mru\" is not allowed: expected fifo, lru, opt or clock"
    );
}

#[test]
fn the_strings_found_replay_as_found() {
    // The clock searched is pagingsim replay --plain's: the string found, replayed there, gives the faults printed.
    for (question, policy, extra) in [
        (vec!["search", "belady", "--policy", "clock", "--k", "2"], "clock", vec!["--plain", "--k", "2"]),
        (vec!["search", "belady", "--policy", "fifo"], "fifo", vec![]),
    ] {
        let found = crate::common::json(&pagingsim(&question));
        let text: Vec<String> = found["string"].as_array().unwrap().iter().map(|p| p.to_string()).collect();
        let f = found["frames"].as_u64().unwrap();
        let replayed: Vec<u64> = [f, f + 1]
            .iter()
            .map(|frames| {
                let frames = frames.to_string();
                let mut args = vec!["replay", "--trace", "-", "--policy", policy, "--frames", &frames];
                args.extend(extra.iter().copied());
                let out = crate::common::with_stdin(&args, text.join(" ").as_bytes());
                crate::common::json(&out)["faults"].as_u64().unwrap()
            })
            .collect();
        assert_eq!(serde_json::json!(replayed), found["faults"], "{question:?}");
    }
}
