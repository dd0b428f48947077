//! A whole string under one policy, nothing recorded: what `pagingsim
//! replay` prints for FIFO, LRU, OPT and the plain clock (`--plain`), and
//! the WASM `replay_json` the same. The pages are renumbered in place
//! (`renumber`) and each policy makes one pass (`renumbered_faults`,
//! `ClockRun`), so the string is the only thing as long as the string —
//! OPT adds its next-use indices. Both are checked against the memory
//! budget before they are allocated (`replay_bytes`).

use super::renumber::{renumber_bytes, span};
use super::{renumber, renumbered_faults, ClockRun, Policy, Rules, Trace};
use crate::budget::{self, words};
use crate::types::Reference;
use serde_json::{json, Value};

/// The most bytes one policy's frames hold beside its per-page table, per frame
/// (OPT's slots, next uses, load times and heap entries, the most of the four).
pub const FRAME_BYTES: u64 = 64;

/// The most bytes a policy's frames hold: a slot per page and `FRAME_BYTES` a frame.
pub fn machine_bytes(pages: usize, frames: usize) -> u64 {
    words(pages as u64) + FRAME_BYTES * frames as u64
}

/// `refs` under `policy` with `frames` frames (`k`: the plain clock's
/// register length): the policy, frames and faults, and for the clock the
/// simulator's counters of `Scenario::plain`. `refs` is left renumbered.
/// Err: the memory budget's refusal.
pub fn replay(policy: Policy, refs: &mut [Reference], frames: usize, k: u32) -> Result<Value, String> {
    replay_with_rules(policy, refs, frames, Rules::plain(k))
}

/// The same, the clock following `rules`' conventions (its k among them).
pub fn replay_with_rules(policy: Policy, refs: &mut [Reference], frames: usize, rules: Rules) -> Result<Value, String> {
    let n = refs.len();
    let reduce = if policy == Policy::Opt {
        "a shorter string, or FIFO, LRU or the clock, which keep no look-ahead"
    } else {
        "a shorter string"
    };
    let shown = match policy {
        Policy::Fifo => "FIFO",
        Policy::Lru => "LRU",
        Policy::Opt => "OPT",
        Policy::Clock => "the plain clock",
    };
    let what = |over: String| format!("{shown} on {n} references{over}");
    budget::check(words(n as u64) + renumber_bytes(n, span(refs)), || what(String::new()), reduce)?;
    let (pages, k) = (renumber(refs).len(), rules.k);
    let look_ahead = if policy == Policy::Opt { Trace::look_ahead_bytes(n, pages) } else { 0 };
    let held = words(n as u64) + machine_bytes(pages, frames) + look_ahead;
    budget::check(held, || what(format!(" over {}", budget::pages(pages))), reduce)?;
    if policy == Policy::Clock {
        let mut run = json!(ClockRun::with_rules(refs, pages, frames, rules));
        for (key, value) in
            [("policy", json!("clock")), ("frames", json!(frames)), ("k", json!(k)), ("plain", json!(true))]
        {
            run[key] = value;
        }
        return Ok(run);
    }
    let faults = renumbered_faults(policy, refs, pages, frames, rules);
    Ok(json!({"policy": policy.name(), "frames": frames, "references": refs.len(), "faults": faults}))
}
