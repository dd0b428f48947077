//! Every message about a bad scenario is one line naming the exact field,
//! the value (escaped, at most 200 characters of it) and what is allowed.

use paging_core::Scenario;

fn error(json: &str) -> String {
    Scenario::from_json(json).expect_err("the scenario must be refused")
}

fn with_workload(workload: &str) -> String {
    format!(r#"{{"version":1,"seed":1,"processes":[{{"workload":{workload}}}]}}"#)
}

#[test]
fn a_version_that_is_not_the_integer_1_is_named_as_written() {
    let e = error(r#"{"version":1.0,"seed":1,"processes":[]}"#);
    assert_eq!(e, "version = 1.0 is not allowed: expected 1 (the current format)");
    assert_eq!(error(r#"{"seed":1}"#), "version = missing is not allowed: expected 1 (the current format)");
    assert_eq!(error("[1]"), "scenario: expected an object {\"version\": 1, …}");
}

#[test]
fn errors_inside_tagged_objects_name_the_field_itself() {
    let bands = r#"{"kind":"lru_stack","pages":40,"length":10,"q":{"shape":"bands","bands":[
        {"pages":5,"mass":0.25,"theta":1},{"pages":5,"mass":0.25,"theta":1},
        {"pages":5,"mass":0.25,"theta":1},{"pages":5,"mass":0.25}]}}"#;
    assert_eq!(error(&with_workload(bands)), "processes[0].workload.q.bands[3]: missing field `theta`");
    assert_eq!(
        error(&with_workload(r#"{"kind":"unifrom","pages":10,"length":5}"#)),
        "processes[0].workload.kind: unknown variant `unifrom`, expected one of `typed`, `lru_stack`, `king_size`, \
         `uniform`, `phased`"
    );
    assert_eq!(
        error(&with_workload(r#"{"kind":"lru_stack","pages":10,"length":5,"q":{"shape":"round"}}"#)),
        "processes[0].workload.q.shape: unknown variant `round`, expected one of `geometric`, `zipf`, `explicit`, \
         `bands`"
    );
    assert_eq!(
        error(&with_workload(r#"{"kind":"uniform","pages":10}"#)),
        "processes[0].workload: missing field `length`"
    );
    let admission = r#"{"version":1,"seed":1,"processes":[{"workload":{"kind":"typed","text":"1"}}],
        "scheduler":{"stays":{"admission":{"kind":"psi","psi_c":13,"psi_m":13,"beta":0,"a0_q1":5,"a0_q2":20,
        "alpha":0.9,"rho":0.5,"feedback":{"pm":65,"often":1}}}}}"#;
    assert_eq!(
        error(admission),
        "scheduler.stays.admission.feedback: unknown field `often`, expected one of `strategy`, `pm`, `sm`, `check_us`"
    );
    let class = r#"{"version":1,"seed":1,"processes":[{"workload":{"kind":"typed","text":"1"},
        "class":{"kind":"terminal","think_us":1000}}]}"#;
    assert_eq!(error(class), "processes[0].class: missing field `burst`");
}

/// An unknown field is named at the tagged object that has no such field, and a
/// tagged object inside another at its own path (issue #24: the path stopped at the parent).
#[test]
fn unknown_and_missing_fields_name_the_object_that_lacks_them() {
    assert_eq!(
        error(&with_workload(r#"{"kind":"typed","text":"1 2","length":500}"#)),
        "processes[0].workload: unknown field `length`, expected `text`"
    );
    assert_eq!(
        error(&with_workload(r#"{"kind":"king_size","pages":4,"length":8,"lenght":9}"#)),
        "processes[0].workload: unknown field `lenght`, expected one of `pages`, `length`, `dwell`, `write_fraction`"
    );
    assert_eq!(
        error(&with_workload(r#"{"kind":"lru_stack","pages":10,"length":5,"q":{}}"#)),
        "processes[0].workload.q: missing field `shape`"
    );
    assert_eq!(
        error(&with_workload(r#"{"kind":"lru_stack","pages":10,"length":5,"q":{"shape":"zipf","s":1,"t":2}}"#)),
        "processes[0].workload.q: unknown field `t`, expected `s`"
    );
    assert_eq!(error(&with_workload("{}")), "processes[0].workload: missing field `kind`");
    assert_eq!(
        error(&with_workload(r#"{"kind":["typed"]}"#)),
        "processes[0].workload.kind: invalid type: array, expected a string"
    );
    let class = r#"{"version":1,"seed":1,"processes":[{"workload":{"kind":"typed","text":"1"},
        "class":{"kind":"background","burst":3}}]}"#;
    assert_eq!(error(class), "processes[0].class: unknown field `burst`, there are no fields");
    let policy = r#"{"version":1,"seed":1,"processes":[{"workload":{"kind":"typed","text":"1"}}],
        "scheduler":{"working_set":{"policy":{"kind":"owe","criterion":"pe","alpha":0.5,"s":1,"window":2}}}}"#;
    assert_eq!(
        error(policy),
        "scheduler.working_set.policy: unknown field `window`, expected one of `criterion`, `alpha`, `s`"
    );
}

/// A number field given what its type cannot hold is told with the field's own range, as an
/// out-of-range value is (issue #24: the type's range was given).
#[test]
fn a_number_its_type_cannot_hold_is_told_with_the_fields_range() {
    let memory = |k: &str| error(&format!(r#"{{"version":1,"seed":1,"memory":{{"k":{k}}},"processes":[]}}"#));
    assert_eq!(memory("-1"), "memory.k = -1 is not allowed: expected an integer in 0..=32");
    assert_eq!(memory("4294967296"), "memory.k = 4294967296 is not allowed: expected an integer in 0..=32");
    assert_eq!(memory("1.5"), "memory.k = 1.5 is not allowed: expected an integer in 0..=32");
    assert_eq!(memory("\"2\""), "memory.k = \"2\" is not allowed: expected an integer in 0..=32");
    assert_eq!(memory("true"), "memory.k = true is not allowed: expected an integer in 0..=32");
    assert_eq!(memory("[2]"), "memory.k = […] is not allowed: expected an integer in 0..=32");
    assert_eq!(
        error(&with_workload(r#"{"kind":"uniform","pages":10,"length":-5}"#)),
        "processes[0].workload.length = -5 is not allowed: expected an integer in 1..=20000000"
    );
    let bands = r#"{"kind":"lru_stack","pages":40,"length":10,"q":{"shape":"bands","bands":[
        {"pages":5,"mass":0.25,"theta":1},{"pages":5,"mass":0.25,"theta":1},
        {"pages":5,"mass":0.25,"theta":1},{"pages":"five","mass":0.25,"theta":1}]}}"#;
    assert_eq!(
        error(&with_workload(bands)),
        "processes[0].workload.q.bands[3].pages = \"five\" is not allowed: expected an integer in 1..=40"
    );
    let explicit = r#"{"kind":"lru_stack","pages":4,"length":10,"q":{"shape":"explicit","q":[0.5,"half"]}}"#;
    assert_eq!(
        error(&with_workload(explicit)),
        "processes[0].workload.q.q[1] = \"half\" is not allowed: expected a probability ≥ 0"
    );
    let class = r#"{"version":1,"seed":1,"processes":[{"workload":{"kind":"typed","text":"1"},
        "class":{"kind":"terminal","think_us":1000,"burst":true}}],"duration_us":1000000}"#;
    assert_eq!(error(class), "processes[0].class.burst = true is not allowed: expected an integer in 1..=10000000");
    let admission = r#"{"version":1,"seed":1,"processes":[{"workload":{"kind":"typed","text":"1"}}],
        "scheduler":{"stays":{"admission":{"kind":"psi","psi_c":13,"psi_m":13,"beta":0,"a0_q1":5,"a0_q2":20,
        "alpha":0.9,"rho":0.5,"feedback":{"pm":"fast"}}}}}"#;
    assert_eq!(
        error(admission),
        "scheduler.stays.admission.feedback.pm = \"fast\" is not allowed: expected a number in 0..=1000000"
    );
    let manual = r#"{"version":1,"seed":1,"processes":[{"workload":{"kind":"typed","text":"1"}}],
        "scheduler":{"load_leveler":{"manual":[{"check":0,"action":"return","pid":-1}]}}}"#;
    assert_eq!(
        error(manual),
        "scheduler.load_leveler.manual[0].pid = -1 is not allowed: expected a process of the scenario, 0..=0"
    );
    // No check narrows these: their type's range is theirs.
    assert_eq!(
        error(r#"{"version":1,"seed":-1,"processes":[{"workload":{"kind":"typed","text":"1"}}]}"#),
        "seed = -1 is not allowed: expected an integer in 0..=18446744073709551615"
    );
    let vsio = r#"{"version":1,"seed":1,"processes":[{"workload":{"kind":"typed","text":"1"},"vsio_every":-3}]}"#;
    assert_eq!(error(vsio), "processes[0].vsio_every = -3 is not allowed: expected an integer in 0..=4294967295");
    // Another field at fault whatever this one holds: that fault is the scenario's first.
    let both = r#"{"version":1,"seed":1,"memory":{"frames":0,"k":-1},"processes":[]}"#;
    assert_eq!(error(both), "memory.frames = 0 is not allowed: expected an integer in 1..=65536");
}

#[test]
fn rust_type_names_do_not_appear() {
    let e = error(r#"{"version":1,"seed":1,"processes":[[]]}"#);
    assert_eq!(e, "processes[0]: invalid type: array, expected an object");
}

#[test]
fn control_characters_are_escaped_and_long_input_is_cut() {
    let e = error(r#"{"version":1,"seed":1,"processes":[],"bad\nkey\u0007":1}"#);
    assert!(e.starts_with("scenario: unknown field `bad\\nkey\\u{7}`, expected one of"), "{e}");
    assert!(!e.contains('\n'));
    let token = "x".repeat(10_000_000);
    let e = error(&with_workload(&format!(r#"{{"kind":"typed","text":"1 {token} 2"}}"#)));
    assert!(e.starts_with("processes[0].workload.text = \"xxx"), "{}", &e[..60]);
    assert!(e.ends_with(
        "…\" is not allowed: expected a page number 0..=2147483647 like the string's first page, optionally followed by w (e.g. 7 or 7w), at reference 2"
    ));
    assert!(e.chars().count() < 400, "{} characters", e.chars().count());
    let e = error(&with_workload(&format!(r#"{{"kind":"uniform","pages":"{token}","length":5}}"#)));
    assert!(e.chars().count() <= 401 && !e.contains('\n'), "{} characters", e.chars().count());
    assert!(
        e.starts_with("processes[0].workload.pages = \"xxx")
            && e.ends_with("…\" is not allowed: expected an integer in 1..=1048576"),
        "{e}"
    );
    // Invisible characters are shown escaped: a byte-order mark, a direction override, a line separator.
    let e = error(r#"{"version":1,"seed":1,"processes":[],"\ufeffseed\u202e\u2028":1}"#);
    assert!(e.starts_with("scenario: unknown field `\\u{feff}seed\\u{202e}\\u{2028}`, expected one of"), "{e}");
}

#[test]
fn cp67s_and_the_psi_schedulers_fields_are_named_when_out_of_range() {
    let stays = |admission: &str| {
        format!(
            r#"{{"version":1,"seed":1,"processes":[{{"workload":{{"kind":"uniform","pages":4,"length":10}}}}],
                "scheduler":{{"stays":{{"admission":{admission}}}}}}}"#
        )
    };
    let cp67 = |q1: u32, rate: f64| {
        stays(&format!(
            r#"{{"kind":"cp67","q1_limit":{q1},"q2_limit":4,"target_rate":{rate},"gamma":2,"a0_q1":5,"a0_q2":20}}"#
        ))
    };
    let e = error(&cp67(0, 65.0));
    assert!(
        e.starts_with("scheduler.stays.admission.q1_limit = 0 is not allowed: expected an integer in 1..=10000"),
        "{e}"
    );
    let e = error(&cp67(8, 0.0));
    assert!(e.starts_with("scheduler.stays.admission.target_rate = 0 is not allowed"), "{e}");
    let psi = r#"{"kind":"psi","psi_c":13,"psi_m":13,"beta":0,"a0_q1":5,"a0_q2":20,"alpha":0.9,"rho":0.5,"feedback":null,"measure_us":5}"#;
    let e = error(&stays(psi));
    assert!(e.starts_with("scheduler.stays.admission.measure_us = 5 is not allowed"), "{e}");
    // Left out, measure_us takes its default.
    assert!(Scenario::from_json(&stays(&psi.replace(r#","measure_us":5"#, ""))).is_ok());
}

#[test]
fn unmodelled_cp_bursts_are_bounded_by_their_mean_gap() {
    let with = |every: u64, us: u64| {
        format!(
            r#"{{"version":1,"seed":1,"processes":[{{"workload":{{"kind":"typed","text":"1 2"}}}}],"supervisor":{{"unmodelled_every_us":{every},"unmodelled_us":{us}}}}}"#
        )
    };
    assert_eq!(
        error(&with(500_000, 1_000)),
        "supervisor.unmodelled_every_us = 500000 is not allowed: expected an integer in 1000000..=3600000000"
    );
    assert_eq!(
        error(&with(2_000_000, 0)),
        "supervisor.unmodelled_us = 0 is not allowed: expected an integer in 1..=1000000"
    );
    assert_eq!(
        error(&with(2_000_000, 1_000_001)),
        "supervisor.unmodelled_us = 1000001 is not allowed: expected an integer in 1..=1000000"
    );
    assert!(Scenario::from_json(&with(2_000_000, 1_000_000)).is_ok());
    assert!(Scenario::from_json(&with(0, 0)).is_ok(), "off: no bursts, whatever their size");
}
