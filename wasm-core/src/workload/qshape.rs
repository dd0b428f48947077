//! Stack-distance distributions q(k), k = 1..pages, for the LRU stack model
//! (Nishigaki 1981 §4: "the LRU stack model (SLRUM) ... q(k), the probability
//! that the k-th page of the LRU stack is referenced").

use crate::scenario::tagged::{self, Variant};
use crate::scenario::{check, ValidationError};
use serde::{Deserialize, Deserializer, Serialize};

/// The shape of q(k).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "shape", rename_all = "snake_case")]
pub enum QShape {
    /// q(k) ∝ theta^(k−1): strong locality for small theta.
    Geometric { theta: f64 },
    /// q(k) ∝ k^(−s).
    Zipf { s: f64 },
    /// q(1)..q(n) given explicitly; they must sum to 1 and n must not exceed the pages.
    Explicit { q: Vec<f64> },
    /// Consecutive bands of stack distances, each with its share of the
    /// probability, falling geometrically by `theta` within the band (1:
    /// even) — how programs with a hot set and rarer outer pages are written
    /// (the shapes of Nishigaki 1981's S1–S3).
    Bands { bands: Vec<Band> },
}

/// Each shape read by its `shape` (`scenario::tagged`: an error names the field inside).
const SHAPES: &[Variant<QShape>] = &[
    Variant { kind: "geometric", fields: &["theta"], read: |f| Ok(QShape::Geometric { theta: f.field("theta")? }) },
    Variant { kind: "zipf", fields: &["s"], read: |f| Ok(QShape::Zipf { s: f.field("s")? }) },
    Variant { kind: "explicit", fields: &["q"], read: |f| Ok(QShape::Explicit { q: f.field("q")? }) },
    Variant { kind: "bands", fields: &["bands"], read: |f| Ok(QShape::Bands { bands: f.field("bands")? }) },
];

impl<'de> Deserialize<'de> for QShape {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        tagged::read(d, "shape", SHAPES)
    }
}

/// One band of a `Bands` shape.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Band {
    /// Stack distances in the band.
    pub pages: u32,
    /// The band's share of q.
    pub mass: f64,
    /// Ratio of q(k+1) to q(k) within the band.
    pub theta: f64,
}

impl QShape {
    /// Checks the parameters against the workload's virtual size.
    pub fn validate(&self, field: &str, pages: u32) -> Result<(), ValidationError> {
        match self {
            QShape::Geometric { theta } => check::range_f64(&format!("{field}.theta"), *theta, 0.0, 1.0),
            QShape::Zipf { s } => check::range_f64(&format!("{field}.s"), *s, 0.0, 10.0),
            QShape::Explicit { q } => {
                let f = format!("{field}.q");
                if q.is_empty() || q.len() > pages as usize {
                    return Err(ValidationError::new(
                        f,
                        &format!("{} values", q.len()),
                        &format!("1..={pages} values (one per stack distance)"),
                    ));
                }
                if let Some((i, v)) = q.iter().enumerate().find(|(_, v)| !(v.is_finite() && **v >= 0.0)) {
                    return Err(ValidationError::new(format!("{f}[{i}]"), &v.to_string(), "a probability ≥ 0"));
                }
                let sum: f64 = q.iter().sum();
                if (sum - 1.0).abs() > 1e-6 {
                    return Err(ValidationError::new(f, &format!("sum {sum}"), "probabilities summing to 1"));
                }
                Ok(())
            }
            QShape::Bands { bands } => {
                let f = format!("{field}.bands");
                let width: u64 = bands.iter().map(|b| b.pages as u64).sum();
                if bands.is_empty() || width > pages as u64 {
                    return Err(ValidationError::new(
                        f,
                        &format!("{} bands of {width} pages", bands.len()),
                        &format!("1 or more bands of at most {pages} pages in all"),
                    ));
                }
                for (i, b) in bands.iter().enumerate() {
                    check::range_u32(&format!("{f}[{i}].pages"), b.pages, 1, pages)?;
                    check::range_f64(&format!("{f}[{i}].mass"), b.mass, 0.0, 1.0)?;
                    check::range_f64(&format!("{f}[{i}].theta"), b.theta, 1e-9, 1.0)?;
                }
                let sum: f64 = bands.iter().map(|b| b.mass).sum();
                if (sum - 1.0).abs() > 1e-6 {
                    return Err(ValidationError::new(f, &format!("masses summing to {sum}"), "masses summing to 1"));
                }
                Ok(())
            }
        }
    }

    /// q(1)..q(pages), normalised.
    pub fn probabilities(&self, pages: u32) -> Vec<f64> {
        let raw: Vec<f64> = match self {
            QShape::Geometric { theta } => (0..pages).map(|k| theta.powi(k as i32)).collect(),
            QShape::Zipf { s } => (1..=pages).map(|k| (k as f64).powf(-s)).collect(),
            QShape::Explicit { q } => q.clone(),
            QShape::Bands { bands } => bands
                .iter()
                .flat_map(|b| {
                    let norm: f64 = (0..b.pages).map(|i| b.theta.powi(i as i32)).sum();
                    (0..b.pages).map(move |i| b.mass * b.theta.powi(i as i32) / norm)
                })
                .collect(),
        };
        let sum: f64 = raw.iter().sum();
        raw.into_iter().map(|x| x / sum).collect()
    }

    /// The cumulative distribution, for sampling by binary search.
    pub fn cumulative(&self, pages: u32) -> Vec<f64> {
        let mut acc = 0.0;
        self.probabilities(pages)
            .into_iter()
            .map(|p| {
                acc += p;
                acc
            })
            .collect()
    }
}
