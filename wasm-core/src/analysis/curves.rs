//! Exact lifetime curves of a reference string, every size in one pass.
//!
//! - LRU: the stack distance of each reference is the number of distinct
//!   pages referenced since the previous reference to the same page,
//!   itself included (Mattson et al.'s stack algorithm); a Fenwick tree over
//!   time positions marking each page's latest reference counts them in
//!   O(log n). With m frames a reference faults iff its distance exceeds m
//!   (first references always fault), so one histogram gives every m.
//! - Working set (windows in references): W(t, T) holds the distinct pages
//!   among references t − T + 1 … t (fewer at the start). A reference faults
//!   when its page's previous use is more than T references back, or it is
//!   the first use. The page referenced at s stays in W(t, T) for
//!   t = s … s + T − 1 unless referenced again first, so Σ_t |W(t, T)| =
//!   Σ_s min(T, gap_s) with gap_s the forward distance to the next use (or to
//!   the end): a histogram of gaps gives every T.

use std::borrow::Cow;
use std::collections::HashMap;

/// Pages as small dense numbers 0…d−1 (renumbered once only if they are
/// sparse), and d, so that per-page tables can be plain arrays.
pub(super) fn dense(pages: &[u32]) -> (Cow<'_, [u32]>, usize) {
    let max = pages.iter().copied().max().map_or(0, |m| m as usize + 1);
    if max <= pages.len().max(1 << 16) {
        return (Cow::Borrowed(pages), max);
    }
    let mut ids: HashMap<u32, u32> = HashMap::new();
    let renumbered: Vec<u32> = pages
        .iter()
        .map(|p| {
            let next = ids.len() as u32;
            *ids.entry(*p).or_insert(next)
        })
        .collect();
    (Cow::Owned(renumbered), ids.len())
}

const NEVER: u32 = u32::MAX;

/// The number of distinct pages in `pages`.
pub fn distinct(pages: &[u32]) -> usize {
    let (pages, d) = dense(pages);
    let mut seen = vec![false; d];
    pages.iter().for_each(|&p| seen[p as usize] = true);
    seen.iter().filter(|&&s| s).count()
}

/// Faults for memory sizes 1…`max_frames` under LRU.
pub fn lru_faults_by_size(pages: &[u32], max_frames: usize) -> Vec<u64> {
    let n = pages.len();
    let (pages, distinct) = dense(pages);
    let mut tree = Fenwick::new(n);
    let mut last = vec![NEVER; distinct];
    let mut seen: i32 = 0; // positions marked in the tree (n < 2³¹)
    let mut at_distance = vec![0u64; max_frames + 2]; // index max_frames + 1: beyond, or first use
    for (t, &p) in pages.iter().enumerate() {
        let prev = std::mem::replace(&mut last[p as usize], t as u32);
        let d = if prev == NEVER {
            usize::MAX
        } else {
            // Every marked position (a page's latest use) lies before t, so
            // the marks after prev number seen − (marks up to prev).
            let prev = prev as usize;
            let between = seen - tree.sum(prev + 1);
            tree.add(prev, -1);
            seen -= 1;
            (between + 1) as usize
        };
        tree.add(t, 1);
        seen += 1;
        at_distance[d.min(max_frames + 1)] += 1;
    }
    // faults(m) = references at distance > m.
    let mut faults = vec![0u64; max_frames];
    let mut beyond = at_distance[max_frames + 1];
    for m in (1..=max_frames).rev() {
        faults[m - 1] = beyond;
        beyond += at_distance[m];
    }
    faults
}

/// Working-set curves for windows 1…`max_window`: (mean size, faults).
pub fn ws_curves(pages: &[u32], max_window: usize) -> (Vec<f64>, Vec<u64>) {
    let n = pages.len();
    let (pages, distinct) = dense(pages);
    // One pass: each reference's backward distance, and its predecessor's forward gap.
    let mut gap_count = vec![0u64; max_window + 2]; // forward gaps, capped at max_window + 1
    let mut back_count = vec![0u64; max_window + 2]; // backward distances; first uses beyond
    let mut last = vec![NEVER; distinct];
    for (t, &p) in pages.iter().enumerate() {
        let prev = std::mem::replace(&mut last[p as usize], t as u32);
        let d = if prev == NEVER { usize::MAX } else { t - prev as usize };
        back_count[d.min(max_window + 1)] += 1;
        if prev != NEVER {
            gap_count[d.min(max_window + 1)] += 1;
        }
    }
    // A page's last use has no next one: its gap runs to the end.
    for &prev in &last {
        if prev != NEVER {
            gap_count[(n - prev as usize).min(max_window + 1)] += 1;
        }
    }
    let mut mean = Vec::with_capacity(max_window);
    let mut faults = Vec::with_capacity(max_window);
    let (mut total, mut at_least) = (0u64, n as u64); // Σ min(T, gap); #{gap ≥ T}
    let mut beyond: u64 = back_count[1..].iter().sum(); // #{d > T} (first uses count as beyond)
    for t in 1..=max_window {
        total += at_least;
        at_least -= gap_count[t];
        beyond -= back_count[t];
        mean.push(total as f64 / n.max(1) as f64);
        faults.push(beyond);
    }
    (mean, faults)
}

/// A Fenwick (binary indexed) tree of counts over positions 0…n−1.
pub(super) struct Fenwick(Vec<i32>);

impl Fenwick {
    pub(super) fn new(n: usize) -> Self {
        Fenwick(vec![0; n + 1])
    }
    pub(super) fn add(&mut self, i: usize, v: i32) {
        let mut i = i + 1;
        while i < self.0.len() {
            self.0[i] += v;
            i += i & i.wrapping_neg();
        }
    }
    /// Sum of positions 0…i−1.
    pub(super) fn sum(&self, i: usize) -> i32 {
        let (mut i, mut s) = (i, 0);
        while i > 0 {
            s += self.0[i];
            i -= i & i.wrapping_neg();
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replacement::lru_faults;
    use crate::rng::Rng;
    use std::collections::HashSet;

    fn brute_ws(pages: &[u32], t_max: usize) -> (Vec<f64>, Vec<u64>) {
        let n = pages.len();
        (1..=t_max)
            .map(|w| {
                let size: usize =
                    (0..n).map(|t| pages[t.saturating_sub(w - 1)..=t].iter().collect::<HashSet<_>>().len()).sum();
                let faults = (0..n).filter(|&t| !pages[t.saturating_sub(w)..t].contains(&pages[t])).count();
                (size as f64 / n as f64, faults as u64)
            })
            .unzip()
    }

    #[test]
    fn curves_match_brute_force_on_random_strings() {
        let mut rng = Rng::new(5, 5);
        for _ in 0..60 {
            let n = 1 + rng.below(300) as usize;
            let distinct = 1 + rng.below(25);
            let pages: Vec<u32> = (0..n).map(|_| rng.below(distinct)).collect();
            let lru = lru_faults_by_size(&pages, 30);
            for m in 1..=30 {
                assert_eq!(lru[m - 1], lru_faults(&pages, m), "m = {m} on {pages:?}");
            }
            let (mean, faults) = ws_curves(&pages, 40);
            let (bmean, bfaults) = brute_ws(&pages, 40);
            assert_eq!(faults, bfaults, "{pages:?}");
            for (a, b) in mean.iter().zip(&bmean) {
                assert!((a - b).abs() < 1e-9, "{a} vs {b}");
            }
        }
    }

    #[test]
    fn a_hand_worked_string() {
        // 1 2 1 3 2: distances ∞ ∞ 2 ∞ 3.
        assert_eq!(lru_faults_by_size(&[1, 2, 1, 3, 2], 3), vec![5, 4, 3]);
        // T = 2: |W| = 1, 2, 2, 2, 2 → mean 1.8; faults: 1, 2, 3 (first uses) + 2 (gap 3 > 2) … 1 (gap 2 ≤ 2) → 4.
        let (mean, faults) = ws_curves(&[1, 2, 1, 3, 2], 2);
        assert_eq!(faults, vec![5, 4]);
        assert!((mean[1] - 1.8).abs() < 1e-12);
    }
}
