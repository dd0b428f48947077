//! `curve`'s JSON written as it is computed: the points of a curve of
//! millions of windows are summed as they are printed (`Lifetime::points`),
//! never held as arrays nor as a JSON tree (which costs tens of bytes a
//! number). The text is byte for byte what serde_json prints for the
//! report as a JSON value — its keys in order, as serde_json's map sorts
//! them, with `max_frames` or `max_window` — which the tests hold equal.

use paging_core::analysis::shards::{ExactComparison, SampledCurve};
use paging_core::analysis::{Lifetime, SizeMark, WindowMark};
use serde::{Serialize, Serializer};
use serde_json::Value;

/// A JSON array whose items are computed as they are written.
struct Lazy<'a, T>(Box<dyn Fn() -> Box<dyn Iterator<Item = T> + 'a> + 'a>);

impl<'a, T: Serialize> Lazy<'a, T> {
    fn of<I: Iterator<Item = T> + 'a>(items: impl Fn() -> I + 'a) -> Self {
        Lazy(Box::new(move || Box::new(items())))
    }
}

impl<T: Serialize> Serialize for Lazy<'_, T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq((self.0)())
    }
}

/// The fields both curves share, in the JSON's key order where they fall.
#[derive(Serialize)]
struct Lru<'a> {
    delay: f64,
    faults: Lazy<'a, u64>,
    frames: Lazy<'a, usize>,
    knee: Option<Value>,
    lifetime: Lazy<'a, f64>,
    max_frames: usize,
    parachor: Option<Value>,
    pe_knee: Option<Value>,
    policy: &'static str,
    references: usize,
    sampled: Option<Sampled<'a>>,
    x: Lazy<'a, f64>,
    y: Lazy<'a, f64>,
}

#[derive(Serialize)]
struct Ws<'a> {
    delay: f64,
    faults: Lazy<'a, u64>,
    knee: Option<Value>,
    lifetime: Lazy<'a, f64>,
    max_window: usize,
    mean_size: Lazy<'a, f64>,
    parachor: Option<Value>,
    pe_knee: Option<Value>,
    policy: &'static str,
    references: usize,
    window: Lazy<'a, usize>,
    x: Lazy<'a, f64>,
    y: Lazy<'a, f64>,
}

/// `SampledCurve` with its keys in the JSON's order.
#[derive(Serialize)]
struct Sampled<'a> {
    adjusted: bool,
    band: &'a [f64],
    exact: Option<Exact<'a>>,
    expected_references: f64,
    groups: u32,
    groups_used: u32,
    modulus: u64,
    rate: f64,
    sampled_pages: u64,
    sampled_references: u64,
    threshold: u64,
}

#[derive(Serialize)]
struct Exact<'a> {
    covered: f64,
    faults: &'a [u64],
    max_error: f64,
    mean_error: f64,
}

impl<'a> Sampled<'a> {
    fn of(s: &'a SampledCurve) -> Self {
        let exact = s.exact.as_ref().map(|e: &'a ExactComparison| Exact {
            covered: e.covered,
            faults: &e.faults,
            max_error: e.max_error,
            mean_error: e.mean_error,
        });
        Sampled {
            adjusted: s.adjusted,
            band: &s.band,
            exact,
            expected_references: s.expected_references,
            groups: s.groups,
            groups_used: s.groups_used,
            modulus: s.modulus,
            rate: s.rate,
            sampled_pages: s.sampled_pages,
            sampled_references: s.sampled_references,
            threshold: s.threshold,
        }
    }
}

/// Writes `curve` as `pagingsim curve` prints it, a newline after.
pub fn write(out: &mut dyn std::io::Write, curve: &Lifetime) -> Result<u8, crate::Failure> {
    let m = curve.markers();
    let sizes = curve.sizes();
    let (x, y) = (Lazy::of(|| curve.space_time().map(|p| p.0)), Lazy::of(|| curve.space_time().map(|p| p.1)));
    let faults = Lazy::of(|| curve.points().map(|p| p.faults));
    let lifetime = Lazy::of(|| curve.points().map(|p| p.lifetime));
    if curve.is_ws() {
        let mark = |k: Option<paging_core::analysis::markers::Mark>| {
            k.map(|k| serde_json::json!(WindowMark { window: k.index + 1, mean_size: k.z, lifetime: k.e }))
        };
        let ws = Ws {
            delay: curve.delay,
            faults,
            knee: mark(m.lt_knee),
            lifetime,
            max_window: sizes,
            mean_size: Lazy::of(|| curve.points().map(|p| p.z)),
            parachor: mark(m.parachor),
            pe_knee: mark(m.pe_knee),
            policy: "ws",
            references: curve.references,
            window: Lazy::of(move || 1..=sizes),
            x,
            y,
        };
        return crate::write_json(out, &ws, false);
    }
    let mark = |k: Option<paging_core::analysis::markers::Mark>| {
        k.map(|k| serde_json::json!(SizeMark { frames: k.index + 1, lifetime: k.e }))
    };
    let lru = Lru {
        delay: curve.delay,
        faults,
        frames: Lazy::of(move || 1..=sizes),
        knee: mark(m.lt_knee),
        lifetime,
        max_frames: sizes,
        parachor: mark(m.parachor),
        pe_knee: mark(m.pe_knee),
        policy: "lru",
        references: curve.references,
        sampled: curve.sampled().map(Sampled::of),
        x,
        y,
    };
    crate::write_json(out, &lru, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use paging_core::analysis::shards::Sampling;
    use paging_core::rng::Rng;

    /// What `curve` printed before it streamed: the report as a JSON value, the bound beside it.
    fn as_tree(pages: &[u32], policy: &str, max: usize, sampling: Sampling) -> String {
        let report = paging_core::analysis::curve_report(&mut pages.to_vec(), policy, max, 1000.0, sampling, true);
        let mut value = serde_json::json!(report.unwrap());
        let key = if policy == "lru" { "max_frames" } else { "max_window" };
        value[key] = serde_json::json!(max.min(pages.len()));
        value.to_string() + "\n"
    }

    #[test]
    fn the_streamed_json_is_the_trees_byte_for_byte() {
        let mut rng = Rng::new(11, 11);
        for case in 0..40 {
            let n = 1 + rng.below(400) as usize;
            let spread = 1 + rng.below(60);
            let pages: Vec<u32> =
                (0..n).map(|_| rng.below(spread) * if case % 5 == 0 { 40_000_000 } else { 1 }).collect();
            let max = 1 + rng.below(500) as usize;
            for (policy, sampling) in [
                ("lru", Sampling::Auto),
                ("lru", Sampling::Rate(0.5)),
                ("lru", Sampling::Rate(1.0)),
                ("ws", Sampling::Auto),
            ] {
                let curve = Lifetime::of(&mut pages.clone(), policy, max, 1000.0, (sampling, true)).unwrap();
                let mut out = Vec::new();
                write(&mut out, &curve).ok().unwrap();
                assert_eq!(
                    String::from_utf8(out).unwrap(),
                    as_tree(&pages, policy, max, sampling),
                    "{policy} {pages:?}"
                );
            }
        }
    }
}
