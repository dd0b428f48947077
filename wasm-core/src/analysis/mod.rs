//! Program-behaviour analysis (Nishigaki 1981): exact lifetime curves in one
//! pass, Turner's working-set size for the LRU stack model, and the knee,
//! parachor and space-time markers; and the CP-67 measurement lab (Bard 1971).
//!
//! Memory: a curve is computed in compact form (`Lifetime`: LRU's faults a
//! size, or the working set's two histograms) and its points, markers and
//! report are derived as they are read, so `pagingsim curve` writes millions
//! of windows without holding them; each step is checked against the memory
//! budget (`budget`) before it allocates, and the collected report
//! (`CurveReport`, the chart's) costs `REPORT_BYTES_PER_SIZE` a size.

pub mod cpu_bound;
pub mod curves;
pub mod markers;
pub mod measurement;
pub mod psi;
pub mod saturation;
pub mod shards;
pub mod turner;

use crate::budget::{self, words};
use crate::replacement::renumber::{densify, renumber_bytes, span, Dense};
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

/// The most bytes the collected report (`CurveReport`, then its JSON text) holds a size or window.
pub const REPORT_BYTES_PER_SIZE: u64 = 256;

/// A lifetime curve as computed, in compact form — LRU's faults at each
/// size (with SHARDS' terms when sampled), or the working set's histograms
/// (`curves::WsCurve`) — from which every point, the markers and the report
/// are derived as they are read: a curve of 16 M windows is never held as
/// arrays of points.
pub struct Lifetime {
    /// References in the string.
    pub references: usize,
    /// The fault delay S, in references.
    pub delay: f64,
    curve: Computed,
}

enum Computed {
    Lru { faults: Vec<u64>, sampled: Option<shards::SampledCurve> },
    Ws(curves::WsCurve),
}

/// One point of a lifetime curve.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// The size: frames (LRU) or the mean working-set size.
    pub z: f64,
    /// Faults there.
    pub faults: u64,
    /// Lifetime: references per fault.
    pub lifetime: f64,
}

impl Lifetime {
    /// The lifetime curve of `pages` as the CLI's `curve` and the lifetime
    /// chart show it: `policy` "lru" (sizes 1…`max`) or "ws" (windows
    /// 1…`max`, with the PE-knee and X, Y for fault delay `delay` in
    /// references). `max` is cut to the string's length, beyond which
    /// neither curve changes, so the curve stays proportional to its input.
    /// The LRU curve is exact or sampled as `sampling` says (`shards`;
    /// `adjusted`: SHARDS_adj); a sampled curve of a string short enough for
    /// the exact one is measured against it. The working-set curve is always
    /// exact: it costs one array lookup per reference, at any length. The
    /// pages are made dense in place; every step is checked against the
    /// memory budget before it allocates.
    pub fn of(
        pages: &mut [u32],
        policy: &str,
        max: usize,
        delay: f64,
        (sampling, adjusted): (shards::Sampling, bool),
    ) -> Result<Self, String> {
        let dense = Self::densify(pages)?;
        Self::of_dense(pages, &dense, policy, max, delay, (sampling, adjusted))
    }

    /// `pages` made dense in place (`densify`), checked against the memory budget first.
    pub fn densify(pages: &mut [u32]) -> Result<Dense, String> {
        let n = pages.len();
        let what = || format!("the lifetime curve of {n} references");
        budget::check(words(n as u64) + renumber_bytes(n, span(pages)), what, "a shorter string")?;
        Ok(densify(pages))
    }

    /// The same for `pages` already dense (`densify`).
    pub fn of_dense(
        pages: &[u32],
        dense: &Dense,
        policy: &str,
        max: usize,
        delay: f64,
        (sampling, adjusted): (shards::Sampling, bool),
    ) -> Result<Self, String> {
        if pages.is_empty() {
            return Err("the reference string is empty".into());
        }
        let n = pages.len();
        let max = max.min(n);
        let held = words(n as u64) + dense.names.as_ref().map_or(0, |names| words(names.len() as u64));
        let curve = match policy {
            "lru" => {
                let (faults, sampled) = lru_curve(pages, dense, max, (sampling, adjusted), held)?;
                Computed::Lru { faults, sampled }
            }
            "ws" if matches!(sampling, shards::Sampling::Rate(_)) => {
                return Err(
                    "the sample rate applies only to the LRU curve: the working-set curve is always exact".into()
                );
            }
            "ws" => {
                let what = || format!("the working-set curve of {n} references to a window of {max}");
                budget::check(
                    held + curves::WsCurve::bytes(dense.pages, max),
                    what,
                    "a smaller window or a shorter string",
                )?;
                Computed::Ws(curves::WsCurve::new(pages, dense.pages, max))
            }
            other => return Err(format!("--policy = {other} is not allowed: expected lru or ws")),
        };
        Ok(Lifetime { references: n, delay, curve })
    }

    /// The sizes (LRU) or windows (working set): 1…this.
    pub fn sizes(&self) -> usize {
        match &self.curve {
            Computed::Lru { faults, .. } => faults.len(),
            Computed::Ws(ws) => ws.windows(),
        }
    }

    /// Whether this is the working-set curve (else LRU's).
    pub fn is_ws(&self) -> bool {
        matches!(self.curve, Computed::Ws(_))
    }

    /// SHARDS' terms, when the LRU curve is sampled.
    pub fn sampled(&self) -> Option<&shards::SampledCurve> {
        match &self.curve {
            Computed::Lru { sampled, .. } => sampled.as_ref(),
            Computed::Ws(_) => None,
        }
    }

    /// The points at sizes or windows 1, 2, …, computed as they are read.
    pub fn points(&self) -> Box<dyn Iterator<Item = Point> + '_> {
        let n = self.references as f64;
        let point = move |z: f64, faults: u64| Point { z, faults, lifetime: n / faults as f64 };
        match &self.curve {
            Computed::Lru { faults, .. } => {
                Box::new(faults.iter().enumerate().map(move |(i, &f)| point((i + 1) as f64, f)))
            }
            Computed::Ws(ws) => Box::new(ws.points().map(move |(z, f)| point(z, f))),
        }
    }

    /// (X, Y) at each size (`markers::space_time`).
    pub fn space_time(&self) -> impl Iterator<Item = (f64, f64)> + '_ {
        self.points().map(|p| markers::space_time(p.z, p.lifetime, self.delay))
    }

    /// The parachor, the LT-knee and the PE-knee, in one pass over the points.
    pub fn markers(&self) -> markers::Markers {
        markers::markers(self.points().map(|p| (p.z, p.lifetime)), self.delay)
    }

    /// The curve as arrays (`CurveReport`): for the lab's chart, which asks
    /// for at most 2²⁰ sizes (`REPORT_BYTES_PER_SIZE` each).
    pub fn report(&self) -> CurveReport {
        let m = self.markers();
        let (x, y) = self.space_time().unzip();
        let lifetime = self.points().map(|p| p.lifetime).collect();
        let faults = self.points().map(|p| p.faults).collect();
        let sizes = (1..=self.sizes()).collect();
        match &self.curve {
            Computed::Lru { sampled, .. } => {
                let point = |k: Option<markers::Mark>| k.map(|k| SizeMark { frames: k.index + 1, lifetime: k.e });
                CurveReport::Lru {
                    references: self.references,
                    delay: self.delay,
                    frames: sizes,
                    faults,
                    lifetime,
                    knee: point(m.lt_knee),
                    pe_knee: point(m.pe_knee),
                    parachor: point(m.parachor),
                    x,
                    y,
                    sampled: sampled.clone(),
                }
            }
            Computed::Ws(_) => {
                let point = |k: Option<markers::Mark>| {
                    k.map(|k| WindowMark { window: k.index + 1, mean_size: k.z, lifetime: k.e })
                };
                CurveReport::Ws {
                    references: self.references,
                    delay: self.delay,
                    window: sizes,
                    mean_size: self.points().map(|p| p.z).collect(),
                    faults,
                    lifetime,
                    knee: point(m.lt_knee),
                    pe_knee: point(m.pe_knee),
                    parachor: point(m.parachor),
                    x,
                    y,
                }
            }
        }
    }
}

/// The lifetime curve of `pages` as arrays (`Lifetime::of`, then its report,
/// checked against the memory budget); `pages` are made dense in place.
pub fn curve_report(
    pages: &mut [u32],
    policy: &str,
    max: usize,
    delay: f64,
    sampling: shards::Sampling,
    adjusted: bool,
) -> Result<CurveReport, String> {
    let n = pages.len();
    let sizes = max.min(n) as u64;
    let what = || format!("the lifetime curve of {n} references as arrays of {sizes} sizes");
    budget::check(words(n as u64) + REPORT_BYTES_PER_SIZE * sizes, what, "fewer sizes or windows")?;
    Ok(Lifetime::of(pages, policy, max, delay, (sampling, adjusted))?.report())
}

/// LRU's faults at sizes 1…`max`, exact or sampled, within the memory
/// budget beside the `held` bytes of the string.
fn lru_curve(
    pages: &[u32],
    dense: &Dense,
    max: usize,
    (sampling, adjusted): (shards::Sampling, bool),
    held: u64,
) -> Result<(Vec<u64>, Option<shards::SampledCurve>), String> {
    let n = pages.len();
    let exact = |held: u64| -> Result<Vec<u64>, String> {
        let what = || format!("the exact LRU curve of {n} references to {max} frames");
        budget::check(held + curves::lru_bytes(n, dense.pages, max), what, "fewer frames or a shorter string")?;
        Ok(curves::lru_faults_of(pages.iter().copied(), n, dense.pages, max))
    };
    let Some(rate) = sampling.rate_for(n) else {
        return Ok((exact(held)?, None));
    };
    let mut s = shards::shards_lru(pages, dense, max, (rate, adjusted), held)?;
    if n <= shards::EXACT_CURVE_REFERENCES {
        let exact = exact(held + 16 * max as u64)?;
        s.curve.exact = Some(shards::compare(&s.faults, &s.curve.band, exact, n));
    }
    Ok((s.faults, Some(s.curve)))
}

#[cfg(test)]
mod report_tests {
    use super::shards::Sampling;
    use super::*;

    #[test]
    fn a_bound_longer_than_the_string_is_cut_to_its_length() {
        let Ok(CurveReport::Ws { window, .. }) = curve_report(&mut [1, 2, 1], "ws", 1 << 24, 1.0, Sampling::Auto, true)
        else {
            panic!("a ws report")
        };
        assert_eq!(window, vec![1, 2, 3]);
        let Ok(CurveReport::Lru { frames, faults, .. }) =
            curve_report(&mut [1, 2, 3, 1, 2, 3], "lru", 1 << 20, 1.0, Sampling::Auto, true)
        else {
            panic!("an lru report")
        };
        assert_eq!((frames.len(), faults), (6, vec![6, 6, 3, 3, 3, 3]));
    }
}
