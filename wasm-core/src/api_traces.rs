//! The trace files' `#[wasm_bindgen]` API, beside `api`: a trace file's
//! bytes (the lab's text, valgrind's Lackey or CSV, plain or gzip; see
//! `trace`) read whole in the compute worker, then its lifetime curve or its
//! faults under each policy — what `pagingsim curve` and `replay` print.

use crate::api::{curve_report_json, to_json};
use wasm_bindgen::prelude::*;

/// The same curves for a trace file's bytes (plain or gzip): `format` text,
/// lackey or csv, addresses divided by `page_size` (`pagingsim curve
/// --trace FILE --format …`); `sample_rate` auto (exact up to 20 M
/// references, sampled beyond), exact or R; `adjusted` SHARDS_adj.
#[wasm_bindgen]
#[allow(clippy::too_many_arguments)]
pub fn trace_curve_json(
    bytes: &[u8],
    format: &str,
    page_size: u64,
    data_only: bool,
    policy: &str,
    max: usize,
    delay: f64,
    sample_rate: &str,
    adjusted: bool,
) -> Result<String, JsError> {
    // The references' array becomes the pages' in place (a Reference is a u32).
    let pages: Vec<u32> = trace_file(bytes, format, page_size, data_only)?.into_iter().map(|r| r.page()).collect();
    curve_report_json(&pages, policy, max, delay, (sample_rate, adjusted))
}

/// FIFO's, LRU's, OPT's and the plain k-bit clock's faults on a trace file's
/// whole string with `frames` frames (`pagingsim replay` for each policy).
#[wasm_bindgen]
pub fn trace_policies_json(
    bytes: &[u8],
    format: &str,
    page_size: u64,
    data_only: bool,
    frames: usize,
    k: u32,
) -> Result<String, JsError> {
    use crate::replacement::{faults, Policy, Trace};
    if frames == 0 || frames > crate::scenario::MAX_FRAMES as usize {
        let most = crate::scenario::MAX_FRAMES;
        return Err(JsError::new(&format!("frames = {frames} is not allowed: expected an integer in 1..={most}")));
    }
    if k > crate::scenario::MAX_K {
        return Err(JsError::new(&format!(
            "k = {k} is not allowed: expected an integer in 0..={}",
            crate::scenario::MAX_K
        )));
    }
    let references = trace_file(bytes, format, page_size, data_only)?;
    let trace = Trace::new(&references);
    let f = |p: Policy| faults(p, &trace, frames, k);
    Ok(to_json(&serde_json::json!({
        "references": trace.len(), "distinct": trace.distinct(), "frames": frames, "k": k,
        "fifo": f(Policy::Fifo), "lru": f(Policy::Lru), "opt": f(Policy::Opt), "clock": f(Policy::Clock),
    })))
}

/// A trace file's references (`trace::read_trace`), its errors one line.
fn trace_file(
    bytes: &[u8],
    format: &str,
    page_size: u64,
    data_only: bool,
) -> Result<Vec<crate::types::Reference>, JsError> {
    use crate::trace::{read_trace, TraceFormat, TraceOptions};
    let format = TraceFormat::parse(format)
        .ok_or_else(|| JsError::new(&format!("format = {format} is not allowed: expected text, lackey or csv")))?;
    let options = TraceOptions { format, page_size, data_only, ..TraceOptions::default() };
    read_trace(bytes, &options).map(|t| t.references).map_err(|e| JsError::new(&e.to_string()))
}
