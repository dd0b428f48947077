//! Any bytes as a scenario: reading never panics, a refusal is one line, and
//! an accepted scenario runs within the step-through views' micro-step budget
//! without a panic (libFuzzer's -rss_limit_mb bounds its memory).
#![no_main]

use libfuzzer_sys::fuzz_target;
use paging_core::{Scenario, Simulator};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match Scenario::from_json(text) {
        Err(message) => assert!(!message.contains('\n') && message.chars().count() <= 500, "{message}"),
        Ok(scenario) => {
            let mut sim = Simulator::new(scenario, false);
            sim.limit_steps();
            let _ = sim.run_to_end();
        }
    }
});
