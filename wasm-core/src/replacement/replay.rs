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
    replay_with_rules(policy, refs, frames, Rules::plain(k))
}

/// The same, the clock following `rules`' conventions (its k among them).
pub fn replay_with_rules(policy: Policy, refs: &mut [Reference], frames: usize, rules: Rules) -> Value {
    let (pages, k) = (renumber(refs).len(), rules.k);
    if policy == Policy::Clock {
        let mut run = json!(ClockRun::with_rules(refs, pages, frames, rules));
        for (key, value) in
            [("policy", json!("clock")), ("frames", json!(frames)), ("k", json!(k)), ("plain", json!(true))]
        {
            run[key] = value;
        }
        return run;
    }
    let faults = renumbered_faults(policy, refs, pages, frames, rules);
    json!({"policy": policy.name(), "frames": frames, "references": refs.len(), "faults": faults})
}
