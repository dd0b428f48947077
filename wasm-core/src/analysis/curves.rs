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
//!
//! Memory, by construction (`budget`): the string is read as given, its
//! pages made dense in place (`replacement::renumber::densify`); the tree
//! holds at most as many positions as twice the pages (plus a little) —
//! when they run out, the marked positions are renumbered in place, in
//! order (`StackDistances`) — so the LRU curve of a long string over few
//! pages holds little beside the string; the working-set curve holds two
//! histograms of 32-bit counts, one slot a window, and yields its points as
//! they are summed (`WsCurve::points`), never a copy of the string.

use crate::budget::words;
use crate::replacement::renumber::densify;

const NEVER: u32 = u32::MAX;
/// Positions a compacted tree holds beyond twice its pages, so that a stack of few pages is renumbered seldom.
const SLACK: usize = 1 << 10;

/// The number of distinct pages in `pages`, numbered below `span` (`densify` makes them so).
pub fn distinct(pages: &[u32], span: usize) -> usize {
    let mut seen = vec![false; span];
    pages.iter().for_each(|&p| seen[p as usize] = true);
    seen.iter().filter(|&&s| s).count()
}

/// Faults for memory sizes 1…`max_frames` under LRU; `pages` are made dense in place.
pub fn lru_faults_by_size(pages: &mut [u32], max_frames: usize) -> Vec<u64> {
    let dense = densify(pages);
    lru_faults_of(pages.iter().copied(), pages.len(), dense.pages, max_frames)
}

/// The most bytes `lru_faults_of` holds for `references` references below `pages`, to `max_frames` frames.
pub fn lru_bytes(references: usize, pages: usize, max_frames: usize) -> u64 {
    StackDistances::bytes(pages, references) + 16 * (max_frames as u64 + 2)
}

/// LRU's faults for sizes 1…`max_frames` on a string of `references` pages below `pages`.
pub fn lru_faults_of(
    string: impl Iterator<Item = u32>,
    references: usize,
    pages: usize,
    max_frames: usize,
) -> Vec<u64> {
    let mut stack = StackDistances::new(pages, references);
    let mut at_distance = vec![0u64; max_frames + 2]; // index max_frames + 1: beyond, or first use
    for p in string {
        let d = stack.reference(p).map_or(usize::MAX, |others| others as usize + 1);
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

/// Working-set curves for windows 1…`max_window`: (mean size, faults); `pages` are made dense in place.
pub fn ws_curves(pages: &mut [u32], max_window: usize) -> (Vec<f64>, Vec<u64>) {
    let dense = densify(pages);
    WsCurve::new(pages, dense.pages, max_window).points().unzip()
}

/// The working-set curves of a string in compact form: how many forward
/// gaps and backward distances each window length counts (module comment).
#[derive(Clone, Debug)]
pub struct WsCurve {
    references: usize,
    /// Forward gaps, capped at `max_window + 1`.
    gap_count: Vec<u32>,
    /// Backward distances; first uses beyond, at `max_window + 1`.
    back_count: Vec<u32>,
}

impl WsCurve {
    /// The most bytes `WsCurve::new` holds for pages below `pages` and windows 1…`max_window`.
    pub fn bytes(pages: usize, max_window: usize) -> u64 {
        words(pages as u64) + words(2 * (max_window as u64 + 2))
    }

    /// The histograms of `pages` (numbered below `span`, fewer than 2³² of them) for windows 1…`max_window`.
    pub fn new(pages: &[u32], span: usize, max_window: usize) -> Self {
        let n = pages.len();
        // One pass: each reference's backward distance, and its predecessor's forward gap.
        let mut gap_count = vec![0u32; max_window + 2];
        let mut back_count = vec![0u32; max_window + 2];
        let mut last = vec![NEVER; span];
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
        WsCurve { references: n, gap_count, back_count }
    }

    /// The windows: 1…max.
    pub fn windows(&self) -> usize {
        self.gap_count.len() - 2
    }

    /// (mean working-set size, faults) at windows 1, 2, …, summed as they are yielded.
    pub fn points(&self) -> impl Iterator<Item = (f64, u64)> + '_ {
        let n = self.references;
        let (mut total, mut at_least) = (0u64, n as u64); // Σ min(T, gap); #{gap ≥ T}
        let mut beyond: u64 = self.back_count[1..].iter().map(|&c| c as u64).sum(); // #{d > T}, first uses among them
        (1..=self.windows()).map(move |t| {
            total += at_least;
            at_least -= self.gap_count[t] as u64;
            beyond -= self.back_count[t] as u64;
            (total as f64 / n.max(1) as f64, beyond)
        })
    }
}

/// Mattson's LRU stack over one string: for each reference, the distinct
/// other pages referenced since the previous reference to its page, from a
/// Fenwick tree over time positions that marks each page's latest
/// reference. A string much longer than its pages gets a tree of
/// 2·pages + `SLACK` positions: when they run out, the marked positions are
/// renumbered 0, 1, 2, … in order, in place, which changes no count (only
/// the marks' order matters); each renumbering frees at least half the
/// positions, so it costs O(1) a reference.
pub(crate) struct StackDistances {
    tree: Fenwick,
    /// The page at each position, when positions are renumbered (else empty).
    at: Vec<u32>,
    /// Each page's latest position, or `NEVER`.
    last: Vec<u32>,
    /// Positions marked: the pages referenced so far.
    marked: i32,
    /// The next reference's position.
    now: usize,
}

impl StackDistances {
    /// A stack for `references` references to pages below `pages` (fewer than 2³¹ references).
    pub(crate) fn new(pages: usize, references: usize) -> Self {
        let compacted = Self::compacted(pages, references);
        let positions = compacted.unwrap_or(references);
        StackDistances {
            tree: Fenwick::new(positions),
            at: if compacted.is_some() { vec![0; positions] } else { Vec::new() },
            last: vec![NEVER; pages],
            marked: 0,
            now: 0,
        }
    }

    /// The compacted tree's positions, when it is smaller than one position a reference.
    fn compacted(pages: usize, references: usize) -> Option<usize> {
        let positions = 2 * pages + SLACK;
        (2 * positions < references).then_some(positions)
    }

    /// The most bytes a stack holds for `references` references to pages below `pages`.
    pub(crate) fn bytes(pages: usize, references: usize) -> u64 {
        let tree = Self::compacted(pages, references).map_or(words(references as u64 + 1), |p| words(2 * p as u64 + 1));
        words(pages as u64) + tree
    }

    /// The distinct other pages referenced since `page`'s previous reference; None for its first.
    #[inline]
    pub(crate) fn reference(&mut self, page: u32) -> Option<u64> {
        if self.now == self.tree.positions() {
            self.renumber_positions();
        }
        let t = self.now;
        self.now += 1;
        let prev = std::mem::replace(&mut self.last[page as usize], t as u32);
        let others = (prev != NEVER).then(|| {
            // Every marked position (a page's latest use) lies before t, so
            // the marks after prev number marked − (marks up to prev).
            let prev = prev as usize;
            let k = (self.marked - self.tree.sum(prev + 1)) as u64;
            self.tree.add(prev, -1);
            self.marked -= 1;
            k
        });
        self.tree.add(t, 1);
        self.marked += 1;
        if let Some(at) = self.at.get_mut(t) {
            *at = page;
        }
        others
    }

    /// The marked positions renumbered 0…marked − 1 in their order, in place.
    fn renumber_positions(&mut self) {
        let mut next = 0;
        for p in 0..self.now {
            let page = self.at[p];
            if self.last[page as usize] == p as u32 {
                self.at[next] = page;
                self.last[page as usize] = next as u32;
                next += 1;
            }
        }
        self.tree.ones(next);
        self.now = next;
    }
}

/// A Fenwick (binary indexed) tree of counts over positions 0…n−1.
pub(super) struct Fenwick(Vec<i32>);

impl Fenwick {
    pub(super) fn new(n: usize) -> Self {
        Fenwick(vec![0; n + 1])
    }
    /// n.
    fn positions(&self) -> usize {
        self.0.len() - 1
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
    /// Every count 0 but positions 0…count−1, 1: built in O(n).
    fn ones(&mut self, count: usize) {
        for (i, v) in self.0.iter_mut().enumerate() {
            *v = (i >= 1 && i <= count) as i32;
        }
        for i in 1..self.0.len() {
            let parent = i + (i & i.wrapping_neg());
            if parent < self.0.len() {
                self.0[parent] += self.0[i];
            }
        }
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
            let lru = lru_faults_by_size(&mut pages.clone(), 30);
            for m in 1..=30 {
                assert_eq!(lru[m - 1], lru_faults(&pages, m), "m = {m} on {pages:?}");
            }
            let (mean, faults) = ws_curves(&mut pages.clone(), 40);
            let (bmean, bfaults) = brute_ws(&pages, 40);
            assert_eq!(faults, bfaults, "{pages:?}");
            for (a, b) in mean.iter().zip(&bmean) {
                assert!((a - b).abs() < 1e-9, "{a} vs {b}");
            }
        }
    }

    #[test]
    fn renumbered_positions_give_the_distances_of_a_tree_as_long_as_the_string() {
        let mut rng = Rng::new(7, 7);
        for pages in [1u32, 3, 40, 700] {
            let n = 30_000;
            let string: Vec<u32> = (0..n).map(|_| rng.below(pages)).collect();
            let mut compact = StackDistances::new(pages as usize, n);
            assert!(compact.at.len() < n, "{pages} pages: renumbered");
            let mut whole = StackDistances {
                tree: Fenwick::new(n),
                at: Vec::new(),
                last: vec![NEVER; pages as usize],
                marked: 0,
                now: 0,
            };
            for &p in &string {
                assert_eq!(compact.reference(p), whole.reference(p));
            }
            assert!(StackDistances::bytes(pages as usize, n) < words(n as u64), "{pages} pages");
        }
    }

    #[test]
    fn a_hand_worked_string() {
        // 1 2 1 3 2: distances ∞ ∞ 2 ∞ 3.
        assert_eq!(lru_faults_by_size(&mut [1, 2, 1, 3, 2], 3), vec![5, 4, 3]);
        // T = 2: |W| = 1, 2, 2, 2, 2 → mean 1.8; faults: 1, 2, 3 (first uses) + 2 (gap 3 > 2) … 1 (gap 2 ≤ 2) → 4.
        let (mean, faults) = ws_curves(&mut [1, 2, 1, 3, 2], 2);
        assert_eq!(faults, vec![5, 4]);
        assert!((mean[1] - 1.8).abs() < 1e-12);
    }

    #[test]
    fn sparse_pages_are_renumbered_in_place() {
        let mut pages = vec![4_000_000_000 & 0x7fff_ffff, 3, 4_000_000_000 & 0x7fff_ffff];
        assert_eq!(lru_faults_by_size(&mut pages, 2), vec![3, 2]);
        assert_eq!(pages, vec![0, 1, 0]);
        assert_eq!(distinct(&pages, 2), 2);
    }
}
