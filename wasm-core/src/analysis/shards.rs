//! A sampled LRU lifetime curve for traces too long for the exact one:
//! SHARDS, fixed rate (Waldspurger, Park, Garthwaite & Ahmad, "Efficient MRC
//! Construction with SHARDS", FAST 2015, §3).
//!
//! - Spatial sampling: a reference to page p is kept iff hash(p) mod P < T,
//!   so every reference to a kept page is kept and the sampled string is a
//!   string of its own; the rate is R = T / P with P = 2²⁴. The hash is
//!   splitmix64's finaliser (`page_hash`): fixed, no seed, no clock — one
//!   trace and one R give one curve. The fixed-size variant (which lowers T
//!   to keep at most s_max pages) is not built: the lab's traces end, and
//!   their sampled pages fit.
//! - Stack distances are measured on the sampled string (Mattson's stack, as
//!   in `curves::lru_faults_by_size`) and scaled by 1/R: a reuse that saw
//!   k other sampled pages since the page's previous reference stands for
//!   k/R other pages of the whole string, a fault with m frames iff
//!   k/R ≥ m. First references fault at every size.
//! - SHARDS_adj: the paper's correction for a sample that holds more or
//!   fewer references than expected (a popular page kept or left out) adds
//!   E[N_s] − N_s = N·R − N_s to the histogram's first bucket (distance 0,
//!   a hit at every size) so that it sums to N·R. The miss ratio at m is
//!   then (sampled faults at m) / (N·R): the Horvitz–Thompson estimate of
//!   the whole string's faults, divided by N. Without it (`adjusted` off)
//!   the ratio is (sampled faults) / N_s. The lab's default is adjusted, as
//!   the paper recommends it for fixed-rate sampling.
//!
//! The band: the kept pages are split into G = 10 random groups by the
//! hash's upper bits (independent of the low 24 that decide the sample), and
//! each group's pages give a curve of their own, SHARDS at rate R/G with
//! distances scaled by G/R. The groups' spread estimates the variance of
//! their mean (the random-group method, Wolter, "Introduction to Variance
//! Estimation", ch. 2): the band is t₀.₉₇₅ (G − 1 degrees of freedom) times
//! that standard error, in faults per reference. It carries both sources of
//! error — which pages were kept, and the scaled distances' own noise — but
//! it is an estimate from ten groups, not a guarantee: where the exact curve
//! can be computed the lab measures the error against it
//! (`ExactComparison`, how often the band holds the exact curve) and shows
//! both.
//!
//! Memory: the sample is taken on the string's dense page ids (the hash is
//! of each page's original number): 5 bytes a page for its group and index,
//! and stacks of one position a reference kept or about two a page kept,
//! whichever is fewer (`curves::StackDistances`) — checked against the
//! memory budget (`shards_bytes`) once the first pass has counted them,
//! before the stacks are made.

use super::curves::StackDistances;
use crate::budget;
use crate::replacement::renumber::Dense;
use serde::Serialize;

/// P: sampling decisions are made on hash(page) mod P.
pub const SHARDS_MODULUS: u64 = 1 << 24;
/// The longest string whose LRU curve is computed exactly when the user leaves the choice to the lab.
pub const EXACT_CURVE_REFERENCES: usize = crate::workload::MAX_LENGTH as usize;
/// The rate beyond `EXACT_CURVE_REFERENCES`.
pub const DEFAULT_SAMPLE_RATE: f64 = 0.01;
/// The lowest rate the lab takes (T = 1678 of P).
pub const MIN_SAMPLE_RATE: f64 = 0.0001;
/// G: the random groups that give the band.
pub const GROUPS: usize = 10;
/// Student's t quantile 0.975 for 1…9 degrees of freedom (the band with fewer than G groups, when some are empty).
const T975: [f64; 9] = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262];

/// splitmix64's output for state `page` (Steele, Lea & Flood 2014): the
/// golden-ratio increment, then Stafford's 64-bit mix. A bijection, so no
/// two pages share a hash.
pub fn page_hash(page: u32) -> u64 {
    let mut z = (page as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How the LRU curve is computed: exact up to `EXACT_CURVE_REFERENCES`
/// and sampled beyond (`Auto`), always exact, or sampled at a rate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Sampling {
    Auto,
    Exact,
    Rate(f64),
}

impl Sampling {
    /// `auto`, `exact` or a rate in `MIN_SAMPLE_RATE..=1`; the error names
    /// `field` and the value (quoted unless it is a number).
    pub fn parse(field: &str, text: &str) -> Result<Sampling, String> {
        match text.trim() {
            "auto" => Ok(Sampling::Auto),
            "exact" => Ok(Sampling::Exact),
            t => match t.parse::<f64>() {
                Ok(r) if (MIN_SAMPLE_RATE..=1.0).contains(&r) => Ok(Sampling::Rate(r)),
                parsed => {
                    let given = if parsed.is_ok() { crate::message::bare(t) } else { crate::message::quote(text) };
                    Err(format!(
                        "{field} = {given} is not allowed: expected auto, exact or a number in {MIN_SAMPLE_RATE}..=1"
                    ))
                }
            },
        }
    }

    /// The rate to sample a string of `references` at, or None for the exact curve.
    pub fn rate_for(self, references: usize) -> Option<f64> {
        match self {
            Sampling::Auto if references > EXACT_CURVE_REFERENCES => Some(DEFAULT_SAMPLE_RATE),
            Sampling::Auto | Sampling::Exact => None,
            Sampling::Rate(r) => Some(r),
        }
    }
}

/// The sampled curve's terms and its error.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SampledCurve {
    /// R = T / P as used (the rate asked for, rounded to a whole T).
    pub rate: f64,
    /// T.
    pub threshold: u64,
    /// P.
    pub modulus: u64,
    /// Whether SHARDS_adj corrected the first bucket.
    pub adjusted: bool,
    /// N_s: the references kept.
    pub sampled_references: u64,
    /// The distinct pages kept.
    pub sampled_pages: u64,
    /// G, the random groups the band is estimated from.
    pub groups: u32,
    /// The groups it used (without SHARDS_adj, only those that hold a page).
    pub groups_used: u32,
    /// N·R: the references expected in the sample.
    pub expected_references: f64,
    /// The 95 % band's half-width at each size, in faults per reference.
    pub band: Vec<f64>,
    /// The exact curve beside it, when the lab computed both.
    pub exact: Option<ExactComparison>,
}

/// The sampled curve measured against the exact one.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ExactComparison {
    /// The exact faults at each size.
    pub faults: Vec<u64>,
    /// Mean over the sizes of |sampled − exact| faults per reference.
    pub mean_error: f64,
    /// The largest of them.
    pub max_error: f64,
    /// The share of sizes whose exact value lies in the band.
    pub covered: f64,
}

/// SHARDS' estimate of LRU's faults at sizes 1…`max_frames` and its terms.
pub struct Shards {
    /// Estimated faults at each size (rounded, at most the references).
    pub faults: Vec<u64>,
    /// Its terms and band.
    pub curve: SampledCurve,
}

/// T for rate `rate` (at least 1).
pub fn threshold(rate: f64) -> u64 {
    ((rate * SHARDS_MODULUS as f64).round() as u64).clamp(1, SHARDS_MODULUS)
}

/// A page not kept in the sample (`shards_lru`'s group code).
const LEFT_OUT: u8 = u8::MAX;

/// The most bytes `shards_lru` holds beside the string for pages below `pages`
/// and sizes 1…`max_frames`, once it knows the references kept and their
/// pages: each page's group and index (5 bytes), the whole sample's stack and
/// its groups' (`StackDistances`), their histograms, the groups' curves and the band.
pub fn shards_bytes(pages: usize, kept: &[(usize, usize)], max_frames: usize) -> u64 {
    let (references, kept_pages) = kept.iter().fold((0, 0), |(n, d), &(gn, gd)| (n + gn, d + gd));
    let stacks: u64 = kept.iter().map(|&(gn, gd)| StackDistances::bytes(gd, gn)).sum();
    5 * pages as u64
        + StackDistances::bytes(kept_pages, references)
        + stacks
        + 24 * (GROUPS as u64 + 2) * (max_frames as u64 + 1)
}

/// The sampled LRU curve of `pages` (dense, numbered below `dense.pages`;
/// the hash is of each page's original number, `dense.name`) at `rate` for
/// sizes 1…`max_frames`, with SHARDS_adj when `adjusted`. An error when no
/// page is kept, or when the sample would not fit the memory budget beside
/// `held` bytes the caller holds.
pub fn shards_lru(
    pages: &[u32],
    dense: &Dense,
    max_frames: usize,
    (rate, adjusted): (f64, bool),
    held: u64,
) -> Result<Shards, String> {
    let t = threshold(rate);
    let Kept { group_of, index, by_group: kept } = Kept::of(pages, dense, t);
    let n = pages.len();
    let (n_s, pages_s) = kept.iter().fold((0, 0), |(a, b), &(gn, gd)| (a + gn, b + gd));
    if n_s == 0 {
        return Err(format!(
            "no page of the string's {n} references is kept at sample rate {rate}: expected a higher rate"
        ));
    }
    let what = || {
        format!(
            "the sampled LRU curve of {n} references ({n_s} kept, over {}) to {max_frames} frames",
            budget::pages(pages_s)
        )
    };
    budget::check(
        held + shards_bytes(dense.pages, &kept, max_frames),
        what,
        "a lower sample rate, fewer frames or a shorter string",
    )?;
    // A kept page's index in the whole sample: its group's first index, plus its own.
    let mut first = [0u32; GROUPS];
    for g in 1..GROUPS {
        first[g] = first[g - 1] + kept[g - 1].1 as u32;
    }
    let r = t as f64 / SHARDS_MODULUS as f64;
    // The whole sample's stack, and each group's.
    let mut whole = Sample::new(pages_s, n_s, max_frames, SHARDS_MODULUS);
    let mut groups: Vec<Sample> =
        kept.iter().map(|&(gn, gd)| Sample::new(gd, gn, max_frames, SHARDS_MODULUS * GROUPS as u64)).collect();
    for &p in pages {
        let g = group_of[p as usize];
        if g != LEFT_OUT {
            let i = index[p as usize];
            whole.reference(first[g as usize] + i, t);
            groups[g as usize].reference(i, t);
        }
    }
    let ratio = whole.miss_ratio(n, r, adjusted);
    let replicates: Vec<Vec<f64>> = groups
        .iter()
        .filter(|g| adjusted || g.references > 0) // an empty group's ratio of ratios is undefined
        .map(|g| g.miss_ratio(n, r / GROUPS as f64, adjusted))
        .collect();
    let faults = ratio.iter().map(|&f| ((f * n as f64).round() as u64).min(n as u64)).collect();
    let curve = SampledCurve {
        rate: r,
        threshold: t,
        modulus: SHARDS_MODULUS,
        adjusted,
        sampled_references: n_s as u64,
        sampled_pages: pages_s as u64,
        groups: GROUPS as u32,
        groups_used: replicates.len() as u32,
        expected_references: n as f64 * r,
        band: band(&replicates, max_frames, r),
        exact: None,
    };
    Ok(Shards { faults, curve })
}

/// The pages a sample keeps: each page's group (or `LEFT_OUT`) — the hash
/// decides once a page, not once a reference — and its index within its
/// group, in order of first use; each group's references and pages.
struct Kept {
    group_of: Vec<u8>,
    index: Vec<u32>,
    by_group: [(usize, usize); GROUPS],
}

impl Kept {
    /// The pages of `pages` (dense, `dense.name` their original numbers) kept at threshold `t`.
    fn of(pages: &[u32], dense: &Dense, t: u64) -> Self {
        let group_of: Vec<u8> = (0..dense.pages as u32)
            .map(|id| {
                let h = page_hash(dense.name(id));
                if h % SHARDS_MODULUS < t {
                    ((h >> 24) % GROUPS as u64) as u8
                } else {
                    LEFT_OUT
                }
            })
            .collect();
        let mut index = vec![u32::MAX; dense.pages];
        let mut by_group = [(0usize, 0usize); GROUPS];
        for &p in pages {
            let g = group_of[p as usize];
            if g != LEFT_OUT {
                let (references, group_pages) = &mut by_group[g as usize];
                *references += 1;
                if index[p as usize] == u32::MAX {
                    index[p as usize] = *group_pages as u32;
                    *group_pages += 1;
                }
            }
        }
        Kept { group_of, index, by_group }
    }
}

/// A sampled string's LRU stack and its histogram of scaled distances:
/// `hist[b]` counts the references that fault at sizes 1…b (b = 0: at none;
/// the last bucket: at every size shown, first references among them).
struct Sample {
    stack: StackDistances,
    hist: Vec<u64>,
    references: u64,
    /// Distances are scaled by `scale` / T (P / T = 1/R for the whole sample, G·P / T for a group).
    scale: u64,
}

impl Sample {
    /// A sample of `references` references to pages numbered below `pages`.
    fn new(pages: usize, references: usize, max_frames: usize, scale: u64) -> Self {
        Sample { stack: StackDistances::new(pages, references), hist: vec![0; max_frames + 1], references: 0, scale }
    }

    fn reference(&mut self, p: u32, t: u64) {
        let cap = (self.hist.len() - 1) as u64;
        // k other pages since the previous use stand for k·scale/T; rounded up, the largest m it faults at.
        let b = self.stack.reference(p).map_or(cap, |k| (k * self.scale).div_ceil(t).min(cap));
        self.hist[b as usize] += 1;
        self.references += 1;
    }

    /// The miss ratio at sizes 1…max for a string of `n` references sampled
    /// at `r`: SHARDS_adj adds N·R − N_s to the first bucket, so the
    /// histogram sums to N·R; without it, to N_s.
    fn miss_ratio(&self, n: usize, r: f64, adjusted: bool) -> Vec<f64> {
        let total = if adjusted { n as f64 * r } else { self.references as f64 };
        let mut ratio = vec![0f64; self.hist.len() - 1];
        let mut above = 0u64;
        for m in (1..self.hist.len()).rev() {
            above += self.hist[m];
            ratio[m - 1] = above as f64 / total;
        }
        ratio
    }
}

/// The band's half-width at each size from the groups' curves (module
/// comment): t · sqrt(Σ (y_g − ȳ)² / (G (G − 1))). Zero at R = 1, where
/// nothing is left out, and when fewer than two groups hold a page.
fn band(replicates: &[Vec<f64>], max: usize, r: f64) -> Vec<f64> {
    let g = replicates.len();
    if r >= 1.0 || g < 2 {
        return vec![0.0; max];
    }
    let t = T975[g - 2];
    (0..max)
        .map(|m| {
            let mean = replicates.iter().map(|y| y[m]).sum::<f64>() / g as f64;
            let ss: f64 = replicates.iter().map(|y| (y[m] - mean).powi(2)).sum();
            t * (ss / (g * (g - 1)) as f64).sqrt()
        })
        .collect()
}

/// The sampled curve against the exact faults of the same string.
pub fn compare(sampled: &[u64], band: &[f64], exact: Vec<u64>, n: usize) -> ExactComparison {
    let errors: Vec<f64> = sampled.iter().zip(&exact).map(|(&s, &e)| (s as f64 - e as f64).abs() / n as f64).collect();
    let sizes = errors.len().max(1) as f64;
    ExactComparison {
        mean_error: errors.iter().sum::<f64>() / sizes,
        max_error: errors.iter().copied().fold(0.0, f64::max),
        covered: errors.iter().zip(band).filter(|(e, h)| *e <= *h).count() as f64 / sizes,
        faults: exact,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_is_splitmix64() {
        // splitmix64's first output from state 0.
        assert_eq!(page_hash(0), 0xE220_A839_7B1D_CDAF);
        assert_eq!(page_hash(7), page_hash(7));
        let kept = (0..100_000u32).filter(|&p| page_hash(p) % SHARDS_MODULUS < threshold(0.01)).count();
        assert!((900..=1100).contains(&kept), "{kept} of 100000 pages kept at R = 0.01");
    }

    #[test]
    fn the_rate_is_a_whole_threshold() {
        assert_eq!(threshold(0.01), 167_772);
        assert_eq!(threshold(1.0), SHARDS_MODULUS);
        assert_eq!(threshold(MIN_SAMPLE_RATE), 1678);
    }

    #[test]
    fn a_hand_worked_sample_at_rate_one() {
        // 1 2 1 3 2: others between reuses 1 and 2 → buckets 3 3 1 3 2 (cap 3); faults 5 4 3 at 1, 2, 3.
        let pages = [1, 2, 1, 3, 2];
        let s = shards_lru(&pages, &Dense { pages: 4, names: None }, 3, (1.0, true), 0).unwrap();
        assert_eq!(s.faults, vec![5, 4, 3]);
        assert_eq!(s.curve.band, vec![0.0; 3]);
        assert_eq!((s.curve.sampled_references, s.curve.sampled_pages), (5, 3));
    }

    #[test]
    fn sampling_choices_and_their_errors() {
        assert_eq!(Sampling::parse("f", "auto"), Ok(Sampling::Auto));
        assert_eq!(Sampling::parse("f", "exact"), Ok(Sampling::Exact));
        assert_eq!(Sampling::parse("f", "0.01"), Ok(Sampling::Rate(0.01)));
        let refused = "--sample-rate = 2 is not allowed: expected auto, exact or a number in 0.0001..=1";
        assert_eq!(Sampling::parse("--sample-rate", "2"), Err(refused.into()));
        assert!(Sampling::parse("f", "0.00001").unwrap_err().starts_with("f = 0.00001 is not allowed"));
        assert!(Sampling::parse("f", "NaN").is_err());
        let expected = "expected auto, exact or a number in 0.0001..=1";
        assert_eq!(Sampling::parse("f", ""), Err(format!("f = \"\" is not allowed: {expected}")));
        assert_eq!(Sampling::parse("f", " "), Err(format!("f = \" \" is not allowed: {expected}")));
        assert_eq!(Sampling::parse("f", "fast"), Err(format!("f = \"fast\" is not allowed: {expected}")));
        assert_eq!(Sampling::Auto.rate_for(EXACT_CURVE_REFERENCES), None);
        assert_eq!(Sampling::Auto.rate_for(EXACT_CURVE_REFERENCES + 1), Some(DEFAULT_SAMPLE_RATE));
        assert_eq!(Sampling::Exact.rate_for(usize::MAX), None);
    }
}
