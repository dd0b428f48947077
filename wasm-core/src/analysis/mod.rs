//! Program-behaviour analysis (Nishigaki 1981): exact lifetime curves in one
//! pass, Turner's working-set size for the LRU stack model, and the knee,
//! parachor and space-time markers; and the CP-67 measurement lab (Bard 1971).

pub mod curves;
pub mod markers;
pub mod measurement;
pub mod psi;
pub mod turner;

use serde_json::{json, Value};

/// Lifetime curves of `pages` as the CLI's `curve` and the lifetime chart
/// show them: `policy` "lru" (sizes 1…`max`) or "ws" (windows 1…`max`, with
/// the PE-knee and X, Y for fault delay `delay` in references).
pub fn curve_report(pages: &[u32], policy: &str, max: usize, delay: f64) -> Result<Value, String> {
    if pages.is_empty() {
        return Err("the reference string is empty".into());
    }
    let n = pages.len() as f64;
    let lifetime = |faults: &[u64]| -> Vec<f64> { faults.iter().map(|&f| n / f as f64).collect() };
    match policy {
        "lru" => {
            let faults = curves::lru_faults_by_size(pages, max);
            let e = lifetime(&faults);
            let z: Vec<f64> = (1..=max).map(|f| f as f64).collect();
            let m = markers::markers(&z, &e, delay);
            let point = |k: Option<markers::Mark>| k.map(|k| json!({"frames": k.index + 1, "lifetime": k.e}));
            Ok(json!({
                "policy": "lru", "references": pages.len(), "delay": delay, "frames": (1..=max).collect::<Vec<_>>(), "faults": faults,
                "lifetime": e, "knee": point(m.lt_knee), "pe_knee": point(m.pe_knee), "parachor": point(m.parachor), "x": m.x, "y": m.y,
            }))
        }
        "ws" => {
            let (mean, faults) = curves::ws_curves(pages, max);
            let e = lifetime(&faults);
            let m = markers::markers(&mean, &e, delay);
            let point = |k: Option<markers::Mark>| k.map(|k| json!({"window": k.index + 1, "mean_size": k.z, "lifetime": k.e}));
            Ok(json!({
                "policy": "ws", "references": pages.len(), "delay": delay, "window": (1..=max).collect::<Vec<_>>(),
                "mean_size": mean, "faults": faults, "lifetime": e,
                "knee": point(m.lt_knee), "pe_knee": point(m.pe_knee), "parachor": point(m.parachor), "x": m.x, "y": m.y,
            }))
        }
        other => Err(format!("--policy = {other} is not allowed: expected lru or ws")),
    }
}
