//! Reference-string models. Every string is generated in full, up front, from
//! the scenario seed, so a scenario always yields the same string.
//!
//! - `typed`: a string the user wrote, `3 7 7w 2` (`w` marks a write), or
//!   with commas, or in letters (`A, B, Cw, A`);
//! - `lru_stack`: the LRU stack model (SLRUM; Nishigaki 1981 §4): each
//!   reference is to the page at stack distance k with probability q(k), which
//!   then moves to the top of the stack;
//! - `king_size`: the King Size Program (Nishigaki 1981 §5), all pages strictly
//!   in sequence, cyclically, `dwell` references to each (its "certain rate");
//! - `uniform`: every page equally likely at every reference;
//! - `phased`: phases of `phase_length` references confined to a locality of
//!   `locality_pages` consecutive pages at a random place, optionally mixed
//!   with a resident core of `core_pages` hot pages (supervisor-like code and
//!   data) referenced with probability `core_fraction`; within the core, page
//!   i is drawn with weight 1/(i+1)^`core_skew` (Zipf's law: 0, the default,
//!   every core page alike; 1, the first page twice as hot as the second).

mod lru_stack;
mod qshape;
mod typed;

pub use qshape::{Band, QShape};
pub use typed::{parse_trace, parse_typed, typed_pages, typed_tokens, Pages, TraceError};

use crate::message::quote;
use crate::rng::Rng;
use crate::scenario::tagged::{self, Variant};
use crate::scenario::{check, ValidationError};
use crate::types::Reference;
use lru_stack::{Depths, LruStack};
use serde::{Deserialize, Deserializer, Serialize};

/// The longest generated string (references per process).
pub const MAX_LENGTH: u32 = 20_000_000;
/// The largest virtual size of a generated workload, in pages.
pub const MAX_PAGES: u32 = 1 << 20;

/// A reference-string model with its parameters.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Workload {
    /// A string written by the user.
    Typed { text: String },
    /// LRU stack model with distance distribution q(k).
    LruStack { pages: u32, length: u32, q: QShape, write_fraction: f64 },
    /// Strictly sequential, cyclic: `dwell` references to each page in turn.
    KingSize {
        pages: u32,
        length: u32,
        #[serde(skip_serializing_if = "is_one")]
        #[cfg_attr(test, ts(optional = nullable))]
        dwell: u32,
        write_fraction: f64,
    },
    /// Uniform random over all pages.
    Uniform { pages: u32, length: u32, write_fraction: f64 },
    /// Phased locality, optionally with a resident core of hot pages.
    Phased {
        pages: u32,
        length: u32,
        locality_pages: u32,
        phase_length: u32,
        core_pages: u32,
        core_fraction: f64,
        #[serde(skip_serializing_if = "is_zero")]
        #[cfg_attr(test, ts(optional = nullable))]
        core_skew: f64,
        write_fraction: f64,
    },
}

/// The largest Zipf exponent of a phased workload's core.
pub const MAX_CORE_SKEW: f64 = 4.0;

/// Each kind read by its `kind` (`scenario::tagged`: an error names the
/// field inside); `write_fraction`, `dwell` (1), `core_pages` and
/// `core_fraction` may be left out.
const KINDS: &[Variant<Workload>] = &[
    Variant { kind: "typed", fields: &["text"], read: |f| Ok(Workload::Typed { text: f.field("text")? }) },
    Variant {
        kind: "lru_stack",
        fields: &["pages", "length", "q", "write_fraction"],
        read: |f| {
            let (pages, length, q) = (f.field("pages")?, f.field("length")?, f.field("q")?);
            Ok(Workload::LruStack { pages, length, q, write_fraction: f.or("write_fraction", 0.0)? })
        },
    },
    Variant {
        kind: "king_size",
        fields: &["pages", "length", "dwell", "write_fraction"],
        read: |f| {
            let (pages, length, dwell) = (f.field("pages")?, f.field("length")?, f.or("dwell", 1)?);
            Ok(Workload::KingSize { pages, length, dwell, write_fraction: f.or("write_fraction", 0.0)? })
        },
    },
    Variant {
        kind: "uniform",
        fields: &["pages", "length", "write_fraction"],
        read: |f| {
            let (pages, length) = (f.field("pages")?, f.field("length")?);
            Ok(Workload::Uniform { pages, length, write_fraction: f.or("write_fraction", 0.0)? })
        },
    },
    Variant {
        kind: "phased",
        fields: &[
            "pages",
            "length",
            "locality_pages",
            "phase_length",
            "core_pages",
            "core_fraction",
            "core_skew",
            "write_fraction",
        ],
        read: |f| {
            Ok(Workload::Phased {
                pages: f.field("pages")?,
                length: f.field("length")?,
                locality_pages: f.field("locality_pages")?,
                phase_length: f.field("phase_length")?,
                core_pages: f.or("core_pages", 0)?,
                core_fraction: f.or("core_fraction", 0.0)?,
                core_skew: f.or("core_skew", 0.0)?,
                write_fraction: f.or("write_fraction", 0.0)?,
            })
        },
    },
];

impl<'de> Deserialize<'de> for Workload {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        tagged::read(d, "kind", KINDS)
    }
}

impl Workload {
    /// A starting point for each kind, in the order the scenario form lists
    /// them: what it puts in when the user switches a process's kind.
    pub fn starting_points() -> Vec<Workload> {
        vec![
            Workload::Typed { text: "1 2 3 4 1 2 5 1 2 3 4 5".into() },
            Workload::LruStack { pages: 40, length: 400, q: QShape::Geometric { theta: 0.8 }, write_fraction: 0.2 },
            Workload::KingSize { pages: 12, length: 120, dwell: 1, write_fraction: 0.0 },
            Workload::Uniform { pages: 20, length: 300, write_fraction: 0.2 },
            Workload::Phased {
                pages: 200,
                length: 600,
                locality_pages: 8,
                phase_length: 100,
                core_pages: 4,
                core_fraction: 0.4,
                core_skew: 0.0,
                write_fraction: 0.2,
            },
        ]
    }

    /// Checks every parameter; `field` is the path of this workload in the scenario.
    pub fn validate(&self, field: &str) -> Result<(), ValidationError> {
        let f = |name: &str| format!("{field}.{name}");
        match self {
            Workload::Typed { text } => {
                let count = typed_tokens(text).count();
                if count > MAX_LENGTH as usize {
                    return Err(ValidationError::new(
                        f("text"),
                        &format!("{count} references"),
                        &format!("at most {MAX_LENGTH} references"),
                    ));
                }
                let refs = parse_typed(text).map_err(|e| {
                    let expected = format!("{}, at reference {}", e.wanted(), e.position);
                    ValidationError::new(f("text"), &quote(&e.token), &expected)
                })?;
                if refs.is_empty() {
                    return Err(ValidationError::new(f("text"), "\"\"", "at least one reference, e.g. \"1 2 3 1w\""));
                }
                Ok(())
            }
            Workload::LruStack { pages, length, q, write_fraction } => {
                check_common(field, *pages, *length, *write_fraction)?;
                q.validate(&f("q"), *pages)
            }
            Workload::KingSize { pages, length, dwell, write_fraction } => {
                check_common(field, *pages, *length, *write_fraction)?;
                check::range_u32(&f("dwell"), *dwell, 1, MAX_LENGTH)
            }
            Workload::Uniform { pages, length, write_fraction } => {
                check_common(field, *pages, *length, *write_fraction)
            }
            Workload::Phased {
                pages,
                length,
                locality_pages,
                phase_length,
                core_pages,
                core_fraction,
                core_skew,
                write_fraction,
            } => {
                check_common(field, *pages, *length, *write_fraction)?;
                check::range_u32(&f("core_pages"), *core_pages, 0, pages.saturating_sub(1))?;
                check::range_u32(&f("locality_pages"), *locality_pages, 1, pages - core_pages)?;
                check::range_u32(&f("phase_length"), *phase_length, 1, MAX_LENGTH)?;
                check::fraction(&f("core_fraction"), *core_fraction)?;
                check::range_f64(&f("core_skew"), *core_skew, 0.0, MAX_CORE_SKEW)?;
                if *core_pages == 0 && *core_fraction > 0.0 {
                    return Err(ValidationError::new(
                        f("core_fraction"),
                        &core_fraction.to_string(),
                        "0 when core_pages is 0",
                    ));
                }
                Ok(())
            }
        }
    }

    /// The reference string for `seed` (the workload must be valid).
    pub fn generate(&self, seed: u64, stream: u64) -> Vec<Reference> {
        let mut rng = Rng::new(seed, stream);
        match self {
            Workload::Typed { text } => parse_typed(text).expect("validated"),
            Workload::LruStack { pages, length, q, write_fraction } => {
                let depths = Depths::new(q.cumulative(*pages));
                // The stack starts as 0, 1, 2, ... (page 0 on top).
                let mut stack = LruStack::new(*pages as usize);
                (0..*length)
                    .map(|_| {
                        let page = stack.take(depths.draw(rng.next_f64()));
                        Reference::new(page, rng.next_f64() < *write_fraction)
                    })
                    .collect()
            }
            Workload::KingSize { pages, length, dwell, write_fraction } => {
                (0..*length).map(|i| Reference::new(i / dwell % pages, rng.next_f64() < *write_fraction)).collect()
            }
            Workload::Uniform { pages, length, write_fraction } => {
                (0..*length).map(|_| Reference::new(rng.below(*pages), rng.next_f64() < *write_fraction)).collect()
            }
            Workload::Phased {
                pages,
                length,
                locality_pages,
                phase_length,
                core_pages,
                core_fraction,
                core_skew,
                write_fraction,
            } => {
                let transient = pages - core_pages;
                let core = CoreDraw::new(*core_pages, *core_skew);
                let mut base = 0;
                (0..*length)
                    .map(|i| {
                        if i % phase_length == 0 {
                            base = rng.below(transient);
                        }
                        let page = if *core_pages > 0 && rng.next_f64() < *core_fraction {
                            core.draw(&mut rng)
                        } else {
                            core_pages + (base + rng.below(*locality_pages)) % transient
                        };
                        Reference::new(page, rng.next_f64() < *write_fraction)
                    })
                    .collect()
            }
        }
    }

    /// One more than the largest page the string can name: a generated
    /// workload's pages; a typed string's largest page, read from its text
    /// (the workload must be valid).
    pub fn page_span(&self) -> u64 {
        match self {
            Workload::Typed { text } => {
                let refs = parse_typed(text).expect("validated");
                refs.iter().map(|r| r.page()).max().map_or(0, |largest| largest as u64 + 1)
            }
            Workload::LruStack { pages, .. }
            | Workload::KingSize { pages, .. }
            | Workload::Uniform { pages, .. }
            | Workload::Phased { pages, .. } => *pages as u64,
        }
    }

    /// The number of references the string will have, known without generating it.
    pub fn length(&self) -> u64 {
        match self {
            Workload::Typed { text } => typed_tokens(text).count() as u64,
            Workload::LruStack { length, .. }
            | Workload::KingSize { length, .. }
            | Workload::Uniform { length, .. }
            | Workload::Phased { length, .. } => *length as u64,
        }
    }
}

fn is_one(v: &u32) -> bool {
    *v == 1
}

fn is_zero(v: &f64) -> bool {
    *v == 0.0
}

fn check_common(field: &str, pages: u32, length: u32, write_fraction: f64) -> Result<(), ValidationError> {
    check::range_u32(&format!("{field}.pages"), pages, 1, MAX_PAGES)?;
    check::range_u32(&format!("{field}.length"), length, 1, MAX_LENGTH)?;
    check::fraction(&format!("{field}.write_fraction"), write_fraction)
}

/// How a phased workload picks a page of its core: uniformly (skew 0, one draw
/// of `below`, as before skew existed), or by Zipf's law over the core's pages
/// (the LRU stack model's own inversion of a cumulative distribution).
enum CoreDraw {
    Uniform(u32),
    Zipf(Depths),
}

impl CoreDraw {
    fn new(pages: u32, skew: f64) -> CoreDraw {
        if skew == 0.0 || pages == 0 {
            return CoreDraw::Uniform(pages);
        }
        CoreDraw::Zipf(Depths::new(QShape::Zipf { s: skew }.cumulative(pages)))
    }

    fn draw(&self, rng: &mut Rng) -> u32 {
        match self {
            CoreDraw::Uniform(pages) => rng.below(*pages),
            CoreDraw::Zipf(depths) => depths.draw(rng.next_f64()) as u32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn phased(core_skew: f64) -> Workload {
        Workload::Phased {
            pages: 100,
            length: 60_000,
            locality_pages: 10,
            phase_length: 1_000,
            core_pages: 3,
            core_fraction: 1.0,
            core_skew,
            write_fraction: 0.0,
        }
    }

    fn shares(w: &Workload) -> Vec<f64> {
        let refs = w.generate(7, 0);
        let mut counts = [0u32; 3];
        for r in &refs {
            counts[r.page() as usize] += 1;
        }
        counts.iter().map(|&c| c as f64 / refs.len() as f64).collect()
    }

    #[test]
    fn a_skewed_core_follows_zipfs_law() {
        // Skew 1 over three pages: weights 1, 1/2, 1/3 of 11/6 — shares 6/11, 3/11, 2/11.
        let got = shares(&phased(1.0));
        for (g, want) in got.iter().zip([6.0 / 11.0, 3.0 / 11.0, 2.0 / 11.0]) {
            assert!((g - want).abs() < 0.01, "{got:?}");
        }
        // Skew 0: each a third, drawn as before skew existed (one `below` a reference).
        let mut rng = Rng::new(7, 0);
        let uniform: Vec<u32> = phased(0.0).generate(7, 0).iter().map(|r| r.page()).collect();
        let by_hand: Vec<u32> = (0..60_000)
            .map(|i| {
                if i % 1_000 == 0 {
                    rng.below(97);
                }
                let _core = rng.next_f64();
                let page = rng.below(3);
                let _write = rng.next_f64();
                page
            })
            .collect();
        assert_eq!(uniform, by_hand);
    }

    #[test]
    fn a_core_skew_out_of_range_is_named() {
        let err = phased(4.5).validate("processes[0].workload").unwrap_err();
        assert_eq!(err.to_string(), "processes[0].workload.core_skew = 4.5 is not allowed: expected a number in 0..=4");
    }
}
