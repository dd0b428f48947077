//! Running the built `pagingsim` in the CLI tests.

use std::io::{Read, Write};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The binary under test.
pub fn command(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_pagingsim"));
    c.args(args);
    c
}

/// Runs `pagingsim args` to its end.
pub fn pagingsim(args: &[&str]) -> Output {
    command(args).output().expect("pagingsim runs")
}

/// Runs `pagingsim args` with `input` on standard input.
pub fn with_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = command(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

/// Waits for `child` (reading what is left of its piped output), failing
/// the test if it runs past `limit` (a guard against a hang, not a
/// measurement: the limits are generous).
pub fn finish_within(mut child: Child, limit: Duration) -> Output {
    let start = Instant::now();
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            if let Some(mut pipe) = pipe {
                pipe.read_to_end(&mut v).unwrap();
            }
            v
        })
    };
    let out = drain(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let err = drain(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > limit {
            child.kill().unwrap();
            panic!("pagingsim did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output { status, stdout: out.join().unwrap(), stderr: err.join().unwrap() }
}

/// Runs `pagingsim args`, failing past `limit`.
pub fn within(args: &[&str], limit: Duration) -> Output {
    finish_within(command(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap(), limit)
}

/// A file of this test run holding `text`; its path.
pub fn file(name: &str, text: impl AsRef<[u8]>) -> String {
    let dir = std::env::temp_dir().join(format!("pagingsim-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// The JSON a successful run printed.
pub fn json(out: &Output) -> serde_json::Value {
    assert_eq!(out.status.code(), Some(0), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The one line a failed run printed on standard error, having checked the
/// exit status and that nothing went to standard output.
pub fn error_line(out: &Output, status: i32) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(status), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.ends_with('\n'), "{err:?}");
    assert!(out.stdout.is_empty(), "stdout: {}", String::from_utf8_lossy(&out.stdout));
    err.trim_end().to_string()
}

/// `error_line` for bad input (status 2).
pub fn bad_input(args: &[&str]) -> String {
    error_line(&pagingsim(args), 2)
}
