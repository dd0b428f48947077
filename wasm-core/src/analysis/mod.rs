//! Program-behaviour analysis (Nishigaki 1981): exact lifetime curves in one
//! pass, Turner's working-set size for the LRU stack model, and the knee,
//! parachor and space-time markers; and the CP-67 measurement lab (Bard 1971).

pub mod cpu_bound;
pub mod curves;
pub mod markers;
pub mod measurement;
pub mod psi;
pub mod saturation;
pub mod shards;
pub mod turner;

use serde::Serialize;

/// A marked point of an LRU lifetime curve.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SizeMark {
    /// The memory size, in frames.
    pub frames: usize,
    /// The lifetime there.
    pub lifetime: f64,
}

/// A marked point of a working-set lifetime curve.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct WindowMark {
    /// The window, in references.
    pub window: usize,
    /// The mean working-set size there.
    pub mean_size: f64,
    /// The lifetime there.
    pub lifetime: f64,
}

/// Exact lifetime curves of a reference string with their markers (`markers`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "policy", rename_all = "snake_case")]
pub enum CurveReport {
    /// LRU, sizes 1…max.
    Lru {
        /// References in the string.
        references: usize,
        /// The fault delay S, in references.
        delay: f64,
        /// The sizes.
        frames: Vec<usize>,
        /// Faults at each size.
        faults: Vec<u64>,
        /// Lifetime (references per fault) at each size.
        lifetime: Vec<f64>,
        /// The LT-knee.
        knee: Option<SizeMark>,
        /// The PE-knee.
        pe_knee: Option<SizeMark>,
        /// The parachor.
        parachor: Option<SizeMark>,
        /// X = z + S f z at each size.
        x: Vec<f64>,
        /// Y = S f z at each size.
        y: Vec<f64>,
        /// When the curve is SHARDS' estimate (`shards`): its rate, sample and band; None when exact.
        sampled: Option<shards::SampledCurve>,
    },
    /// Working sets, windows 1…max.
    Ws {
        /// References in the string.
        references: usize,
        /// The fault delay S, in references.
        delay: f64,
        /// The windows.
        window: Vec<usize>,
        /// Mean working-set size at each window.
        mean_size: Vec<f64>,
        /// Faults at each window.
        faults: Vec<u64>,
        /// Lifetime at each window.
        lifetime: Vec<f64>,
        /// The LT-knee.
        knee: Option<WindowMark>,
        /// The PE-knee.
        pe_knee: Option<WindowMark>,
        /// The parachor.
        parachor: Option<WindowMark>,
        /// X at each window.
        x: Vec<f64>,
        /// Y at each window.
        y: Vec<f64>,
    },
}

/// Lifetime curves of `pages` as the CLI's `curve` and the lifetime chart
/// show them: `policy` "lru" (sizes 1…`max`) or "ws" (windows 1…`max`, with
/// the PE-knee and X, Y for fault delay `delay` in references). `max` is cut
/// to the string's length, beyond which neither curve changes, so the report
/// stays proportional to its input. The LRU curve is exact or sampled as
/// `sampling` says (`shards`; `adjusted`: SHARDS_adj); a sampled curve of a
/// string short enough for the exact one is measured against it. The
/// working-set curve is always exact: it costs one array lookup per
/// reference, at any length.
pub fn curve_report(
    pages: &[u32],
    policy: &str,
    max: usize,
    delay: f64,
    sampling: shards::Sampling,
    adjusted: bool,
) -> Result<CurveReport, String> {
    if pages.is_empty() {
        return Err("the reference string is empty".into());
    }
    let max = max.min(pages.len());
    let n = pages.len() as f64;
    let lifetime = |faults: &[u64]| -> Vec<f64> { faults.iter().map(|&f| n / f as f64).collect() };
    match policy {
        "lru" => {
            let (faults, sampled) = lru_curve(pages, max, sampling, adjusted)?;
            let e = lifetime(&faults);
            let z: Vec<f64> = (1..=max).map(|f| f as f64).collect();
            let m = markers::markers(&z, &e, delay);
            let point = |k: Option<markers::Mark>| k.map(|k| SizeMark { frames: k.index + 1, lifetime: k.e });
            Ok(CurveReport::Lru {
                references: pages.len(),
                delay,
                frames: (1..=max).collect(),
                faults,
                lifetime: e,
                knee: point(m.lt_knee),
                pe_knee: point(m.pe_knee),
                parachor: point(m.parachor),
                x: m.x,
                y: m.y,
                sampled,
            })
        }
        "ws" if matches!(sampling, shards::Sampling::Rate(_)) => {
            Err("the sample rate applies only to the LRU curve: the working-set curve is always exact".into())
        }
        "ws" => {
            let (mean, faults) = curves::ws_curves(pages, max);
            let e = lifetime(&faults);
            let m = markers::markers(&mean, &e, delay);
            let point =
                |k: Option<markers::Mark>| k.map(|k| WindowMark { window: k.index + 1, mean_size: k.z, lifetime: k.e });
            Ok(CurveReport::Ws {
                references: pages.len(),
                delay,
                window: (1..=max).collect(),
                mean_size: mean,
                faults,
                lifetime: e,
                knee: point(m.lt_knee),
                pe_knee: point(m.pe_knee),
                parachor: point(m.parachor),
                x: m.x,
                y: m.y,
            })
        }
        other => Err(format!("--policy = {other} is not allowed: expected lru or ws")),
    }
}

/// LRU's faults at sizes 1…`max`, exact or sampled.
fn lru_curve(
    pages: &[u32],
    max: usize,
    sampling: shards::Sampling,
    adjusted: bool,
) -> Result<(Vec<u64>, Option<shards::SampledCurve>), String> {
    let Some(rate) = sampling.rate_for(pages.len()) else {
        return Ok((curves::lru_faults_by_size(pages, max), None));
    };
    let mut s = shards::shards_lru(pages, max, rate, adjusted)?;
    if pages.len() <= shards::EXACT_CURVE_REFERENCES {
        let exact = curves::lru_faults_by_size(pages, max);
        s.curve.exact = Some(shards::compare(&s.faults, &s.curve.band, exact, pages.len()));
    }
    Ok((s.faults, Some(s.curve)))
}

#[cfg(test)]
mod report_tests {
    use super::shards::Sampling;
    use super::*;

    #[test]
    fn a_bound_longer_than_the_string_is_cut_to_its_length() {
        let Ok(CurveReport::Ws { window, .. }) = curve_report(&[1, 2, 1], "ws", 1 << 24, 1.0, Sampling::Auto, true)
        else {
            panic!("a ws report")
        };
        assert_eq!(window, vec![1, 2, 3]);
        let Ok(CurveReport::Lru { frames, faults, .. }) =
            curve_report(&[1, 2, 3, 1, 2, 3], "lru", 1 << 20, 1.0, Sampling::Auto, true)
        else {
            panic!("an lru report")
        };
        assert_eq!((frames.len(), faults), (6, vec![6, 6, 3, 3, 3, 3]));
    }
}
