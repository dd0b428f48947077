//! A whole string under one policy, nothing recorded: what `pagingsim
//! replay` prints for FIFO, LRU, OPT and the plain clock (`--plain`), and
//! the WASM `replay_json` the same. The pages are renumbered in place
//! (`renumber`) and each policy makes one pass (`renumbered_faults`,
//! `ClockRun`), so the string is the only thing as long as the string —
//! OPT adds its next-use indices.

use super::{renumber, renumbered_faults, ClockRun, Policy, Rules};
use crate::types::Reference;
use serde_json::{json, Value};

/// `refs` under `policy` with `frames` frames (`k`: the plain clock's
/// register length): the policy, frames and faults, and for the clock the
/// simulator's counters of `Scenario::plain`. `refs` is left renumbered.
pub fn replay(policy: Policy, refs: &mut [Reference], frames: usize, k: u32) -> Value {
    let pages = renumber(refs).len();
    if policy == Policy::Clock {
        let mut run = json!(ClockRun::new(refs, pages, frames, k));
        for (key, value) in
            [("policy", json!("clock")), ("frames", json!(frames)), ("k", json!(k)), ("plain", json!(true))]
        {
            run[key] = value;
        }
        return run;
    }
    let faults = renumbered_faults(policy, refs, pages, frames, Rules::plain(0));
    json!({"policy": policy.name(), "frames": frames, "references": refs.len(), "faults": faults})
}
