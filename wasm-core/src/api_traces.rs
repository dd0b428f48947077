//! The trace files' `#[wasm_bindgen]` API, beside `api`: a trace file (the
//! lab's text, valgrind's Lackey or CSV, plain or gzip; see `trace`) pushed
//! into a `TraceStream` piece by piece as the compute worker fetches it —
//! parsed as it arrives, so the worker can report how far it has read — then
//! its lifetime curve or its faults under each policy — what `pagingsim
//! curve` and `replay` print —, every policy's faults against frames on the
//! whole trace (the policies stage's chart), or its first references as a
//! process's string (the step-through stages, `trace::head`).

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

    /// The whole trace's lifetime curves (`pagingsim curve --trace FILE
    /// --format …`); `sample_rate` auto (exact up to 20 M references, sampled
    /// beyond), exact or R; `adjusted` SHARDS_adj.
    pub fn curve_json(
        self,
        policy: &str,
        max: usize,
        delay: f64,
        sample_rate: &str,
        adjusted: bool,
    ) -> Result<String, JsError> {
        // The references' array becomes the pages' in place (a Reference is a u32).
        let mut pages: Vec<u32> = self.references()?.into_iter().map(|r| r.page()).collect();
        curve_report_json(&mut pages, policy, max, delay, (sample_rate, adjusted))
    }

    /// FIFO's, LRU's, OPT's and the plain k-bit clock's faults on the whole
    /// trace with `frames` frames (`pagingsim replay` for each policy).
    pub fn policies_json(self, frames: usize, k: u32) -> Result<String, JsError> {
        use crate::replacement::{faults, Policy, Trace};
        check_frames_k(frames, k)?;
        let references = self.references()?;
        let beside = |pages| crate::replacement::replay::machine_bytes(pages, frames);
        let trace = Trace::within_budget(references, beside, "the policies", "a shorter trace")
            .map_err(|e| JsError::new(&e))?;
        let f = |p: Policy| faults(p, &trace, frames, k);
        Ok(to_json(&serde_json::json!({
            "references": trace.len(), "distinct": trace.distinct(), "frames": frames, "k": k,
            "fifo": f(Policy::Fifo), "lru": f(Policy::Lru), "opt": f(Policy::Opt), "clock": f(Policy::Clock),
        })))
    }

    /// Every policy's faults against frames on the whole trace (`FaultCurves`
    /// as JSON), with the clock's register length `k` and a new page's usage
    /// bit (`new_page_usage`: `on` or `off`): from 1 frame to the trace's
    /// distinct pages and at least one past `frames`, as far as
    /// `TRACE_CURVE_BUDGET` allows (`curve_span_within`).
    pub fn fault_curves_json(self, frames: usize, k: u32, new_page_usage: &str) -> Result<String, JsError> {
        use crate::replacement::curves::{curve_span_within, fault_curves_bytes, TRACE_CURVE_BUDGET};
        use crate::replacement::{fault_curves_with_rules, Rules, Trace};
        use crate::scenario::NewPageUsage;
        check_frames_k(frames, k)?;
        let new_page_usage = match new_page_usage {
            "on" => NewPageUsage::On,
            "off" => NewPageUsage::Off,
            other => {
                return Err(JsError::new(&format!("new_page_usage = {other:?} is not allowed: expected on or off")))
            }
        };
        let references = self.references()?;
        let n = references.len();
        let beside = |pages| fault_curves_bytes(n, pages, curve_span_within(n, pages, frames, TRACE_CURVE_BUDGET));
        let trace = Trace::within_budget(references, beside, "the policies' curves", "a shorter trace")
            .map_err(|e| JsError::new(&e))?;
        let span = curve_span_within(trace.len(), trace.distinct(), frames, TRACE_CURVE_BUDGET);
        Ok(to_json(&fault_curves_with_rules(&trace, span, Rules { new_page_usage, ..Rules::plain(k) })))
    }

    /// The trace's first `first` references as a process's string
    /// (`TraceHead` as JSON: the typed text, the whole trace's length, the
    /// original page numbers where they were renumbered).
    pub fn head_json(self, first: usize) -> Result<String, JsError> {
        use crate::trace::{head, MAX_HEAD};
        if !(1..=MAX_HEAD).contains(&first) {
            return Err(JsError::new(&format!(
                "first = {first} is not allowed: expected an integer in 1..={MAX_HEAD}"
            )));
        }
        // A trace that gives no reference is refused by the reader itself.
        let trace = self.0.finish().map_err(|e| JsError::new(&e.to_string()))?;
        Ok(to_json(&head(&trace, first)))
    }

    /// The trace's references, once every byte was pushed.
    fn references(self) -> Result<Vec<Reference>, JsError> {
        self.0.finish().map(|t| t.references).map_err(|e| JsError::new(&e.to_string()))
    }
}

fn check_frames_k(frames: usize, k: u32) -> Result<(), JsError> {
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
    Ok(())
}
