//! The trace files' `#[wasm_bindgen]` API, beside `api`: a trace file (the
//! lab's text, valgrind's Lackey or CSV, plain or gzip; see `trace`) pushed
//! into a `TraceStream` piece by piece as the compute worker fetches it —
//! parsed as it arrives, so the worker can report how far it has read — then
//! its lifetime curve or its faults under each policy: what `pagingsim
//! curve` and `replay` print.

use crate::api::{curve_report_json, to_json};
use crate::trace::{TraceFormat, TraceOptions, TraceReader};
use crate::types::Reference;
use wasm_bindgen::prelude::*;

/// A trace file being read in the worker.
#[wasm_bindgen]
pub struct TraceStream(TraceReader);

#[wasm_bindgen]
impl TraceStream {
    /// A stream for a file of `format` (text, lackey or csv), addresses
    /// divided by `page_size`, Lackey's instruction fetches left out under `data_only`.
    #[wasm_bindgen(constructor)]
    pub fn new(format: &str, page_size: u64, data_only: bool) -> Result<TraceStream, JsError> {
        let format = TraceFormat::parse(format)
            .ok_or_else(|| JsError::new(&format!("format = {format} is not allowed: expected text, lackey or csv")))?;
        let options = TraceOptions { format, page_size, data_only, ..TraceOptions::default() };
        TraceReader::new(&options).map(TraceStream).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The file's next bytes (a bad line is reported as soon as it is read).
    pub fn push(&mut self, bytes: &[u8]) -> Result<(), JsError> {
        self.0.push(bytes).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The whole trace's lifetime curves (`pagingsim curve --trace FILE --format …`).
    pub fn curve_json(self, policy: &str, max: usize, delay: f64) -> Result<String, JsError> {
        let pages: Vec<u32> = self.references()?.iter().map(|r| r.page()).collect();
        curve_report_json(&pages, policy, max, delay)
    }

    /// FIFO's, LRU's, OPT's and the plain k-bit clock's faults on the whole
    /// trace with `frames` frames (`pagingsim replay` for each policy).
    pub fn policies_json(self, frames: usize, k: u32) -> Result<String, JsError> {
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
        let references = self.references()?;
        let trace = Trace::new(&references);
        let f = |p: Policy| faults(p, &trace, frames, k);
        Ok(to_json(&serde_json::json!({
            "references": trace.len(), "distinct": trace.distinct(), "frames": frames, "k": k,
            "fifo": f(Policy::Fifo), "lru": f(Policy::Lru), "opt": f(Policy::Opt), "clock": f(Policy::Clock),
        })))
    }

    /// The trace's references, once every byte was pushed.
    fn references(self) -> Result<Vec<Reference>, JsError> {
        self.0.finish().map(|t| t.references).map_err(|e| JsError::new(&e.to_string()))
    }
}
