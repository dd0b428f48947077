//! `pagingsim worksheet`: the problem and its key as JSON, held to a golden
//! file that the WASM `worksheet_json` is held to as well.

use crate::common::{bad_input, json, pagingsim};

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/worksheet-seed-7-clock.json");

#[test]
fn the_worksheet_of_seed_7_is_the_golden_one() {
    let out = pagingsim(&["worksheet", "--seed", "7", "--policy", "clock", "--frames", "3", "--k", "2"]);
    let sheet = json(&out);
    let printed = String::from_utf8(out.stdout).unwrap();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(GOLDEN, &printed).unwrap();
    }
    let golden = std::fs::read_to_string(GOLDEN).expect("golden file (run with UPDATE_GOLDEN=1 to create)");
    assert_eq!(printed, golden, "pagingsim worksheet differs from {GOLDEN}");
    assert_eq!(sheet["problem"]["policy"], "clock");
    assert_eq!(sheet["columns"].as_array().unwrap().len(), 2 + 3 + 1 + 3 + 3);
    let faults = sheet["key"].as_array().unwrap().iter().filter(|r| r["fault"] == true).count();
    assert_eq!(sheet["faults"].as_u64(), Some(faults as u64));
}

#[test]
fn the_seed_picks_what_the_flags_leave() {
    let a = json(&pagingsim(&["worksheet", "--seed", "11"]));
    let policy = a["problem"]["policy"].as_str().unwrap().to_string();
    let frames = a["problem"]["frames"].to_string();
    let b = json(&pagingsim(&["worksheet", "--seed", "11", "--policy", &policy, "--frames", &frames]));
    assert_eq!(a, b);
}

#[test]
fn the_multics_sheet_carries_its_scenario() {
    let sheet = json(&pagingsim(&["worksheet", "--seed", "5", "--policy", "multics"]));
    assert_eq!(sheet["problem"]["pool_n"], 2);
    let memory = &sheet["scenario"]["memory"];
    assert_eq!((memory["pool_n"].as_u64(), memory["first_time"].as_bool()), (Some(2), Some(true)));
    assert_eq!(memory["pulled_enter"], "at_pointer");
    assert_eq!(
        bad_input(&["worksheet", "--seed", "1", "--policy", "multics", "--frames", "2"]),
        "pagingsim: frames = 2 is not allowed: expected 3..=6"
    );
}

#[test]
fn bad_flags_are_one_line() {
    assert_eq!(
        bad_input(&["worksheet", "--seed", "1", "--frames", "9"]),
        "pagingsim: --frames = 9 is not allowed: expected an integer in 1..=6"
    );
    assert_eq!(
        bad_input(&["worksheet", "--seed", "1", "--policy", "lru", "--k", "2"]),
        "pagingsim: --k applies only to --policy clock or multics"
    );
}
