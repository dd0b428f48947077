//! The exact mean working-set size of an LRU stack model program (SLRUM),
//! by Turner's recursion (Nishigaki 1981 eqs. 4.1–4.3, after Turner and
//! Strecker 1977): with P(h, T) the probability that h distinct pages are
//! referenced in a window of T references,
//!
//!   P(h, T) = P(h−1, T−1) Σ_{k=h..N} q(k) + P(h, T−1) Σ_{k=1..h} q(k),
//!   P(1, 1) = 1, P(h, 1) = 0 for h > 1,
//!   z(T) = Σ_h h P(h, T),
//!
//! and the working-set fault rate f(T) = dz/dT, taken as z(T+1) − z(T).

/// Checks that `q` is a distribution: non-negative, summing to 1.
pub fn validate_q(q: &[f64]) -> Result<(), String> {
    if q.is_empty() {
        return Err("q is empty: expected q(1)…q(N), probabilities summing to 1".into());
    }
    if let Some((k, v)) = q.iter().enumerate().find(|(_, v)| !(v.is_finite() && **v >= 0.0)) {
        return Err(format!("q({}) = {v} is not allowed: expected a probability ≥ 0", k + 1));
    }
    let sum: f64 = q.iter().sum();
    if (sum - 1.0).abs() > 1e-6 {
        return Err(format!("q sums to {sum}: expected probabilities summing to 1"));
    }
    Ok(())
}

/// The most probabilities q(1)…q(N) a model takes: N is its pages (`workload::MAX_PAGES`).
pub const MAX_Q: usize = crate::workload::MAX_PAGES as usize;

/// Below this a state's probability is dropped from the band the recursion
/// carries: the dropped mass is at most (N + 2T)·1e-30 in all, so z moves
/// by at most N times that (under 1e-15 for N, T ≤ 10⁷).
const NEGLIGIBLE: f64 = 1e-30;

/// z(T) for T = 1…`max_window`.
pub fn mean_ws_size(q: &[f64], max_window: usize) -> Vec<f64> {
    ws_size_and_fault_rate(q, max_window).0
}

/// z(T) and f(T) = z(T+1) − z(T) for T = 1…`max_window`, in one pass.
///
/// P(·, T) is a pure-birth chain: from h distinct pages the window grows to
/// h + 1 with probability Σ_{k>h} q(k), so f(T) = Σ_h P(h, T) Σ_{k>h} q(k)
/// directly (not as a difference of two nearly equal z). The recursion
/// carries only the band of h whose probability is not negligible (mass
/// never moves down, and moves up at most one state a step), and stops at
/// the last page with q > 0 (no window holds more): time O(N + Σ_T band),
/// at most O(N·T) but a band of a few hundred states for most q.
pub fn ws_size_and_fault_rate(q: &[f64], max_window: usize) -> (Vec<f64>, Vec<f64>) {
    let n = q.iter().rposition(|&v| v > 0.0).map_or(1, |i| i + 1);
    let sum = *running_sums(q[..n].iter().copied()).last().unwrap_or(&1.0);
    // stay[h] = Σ_{k≤h} q(k), grow[h] = Σ_{k>h} q(k), of q scaled to sum to 1, each summed
    // from its own end: P(h, T) multiplies T of them, so their rounding must not grow with N.
    let mut stay = running_sums(q[..n].iter().map(|v| v / sum));
    let mut grow = running_sums(q[1..n].iter().rev().map(|v| v / sum));
    grow.reverse(); // grow[h] for h = 1…n−1, then grow[n] = 0
    grow.insert(0, 0.0);
    grow.push(0.0);
    stay.insert(0, 0.0);
    stay[n] = 1.0;
    let mut p = vec![0.0; n + 1]; // p[h] = P(h, T), zero outside lo..=hi
    p[1] = 1.0;
    let (mut lo, mut hi) = (1, 1);
    let mut band = Vec::new(); // the next P over the band, before it replaces p's
    let (mut z, mut f) = (Vec::with_capacity(max_window), Vec::with_capacity(max_window));
    for t in 1..=max_window {
        if t > 1 {
            hi = (hi + 1).min(n);
            // P(h, T) = P(h−1, T−1) grow(h−1) + P(h, T−1) stay(h), over slices (p[0] = 0 stands for no state 0).
            let (from, into) = (&p[lo - 1..hi], &p[lo..=hi]);
            band.clear();
            band.extend(
                from.iter()
                    .zip(&grow[lo - 1..hi])
                    .zip(into.iter().zip(&stay[lo..=hi]))
                    .map(|((a, g), (b, s))| a * g + b * s),
            );
            p[lo..=hi].copy_from_slice(&band);
            while lo < hi && p[lo] < NEGLIGIBLE {
                p[lo] = 0.0;
                lo += 1;
            }
            while hi > lo && p[hi] < NEGLIGIBLE {
                p[hi] = 0.0;
                hi -= 1;
            }
        }
        let (size, rate) = sums(&p[lo..=hi], lo, &grow[lo..=hi]);
        z.push(size);
        f.push(rate);
    }
    (z, f)
}

/// The running sums of `values`, compensated (Neumaier): each within a
/// rounding of the exact sum, however many values.
fn running_sums(values: impl Iterator<Item = f64>) -> Vec<f64> {
    let (mut sum, mut carry) = (0.0f64, 0.0f64);
    values
        .map(|v| {
            let t = sum + v;
            carry += if sum.abs() >= v.abs() { (sum - t) + v } else { (v - t) + sum };
            sum = t;
            sum + carry
        })
        .collect()
}

/// Σ h·p[h] and Σ p[h]·grow[h] over a band starting at state `first`, in
/// four lanes (so that they vectorise).
fn sums(p: &[f64], first: usize, grow: &[f64]) -> (f64, f64) {
    let (mut size, mut rate) = ([0.0; 4], [0.0; 4]);
    let mut h = [0.0, 1.0, 2.0, 3.0].map(|d| first as f64 + d);
    let (pc, gc) = (p.chunks_exact(4), grow.chunks_exact(4));
    let (p_rest, g_rest) = (pc.remainder(), gc.remainder());
    for (pp, gg) in pc.zip(gc) {
        for i in 0..4 {
            size[i] += h[i] * pp[i];
            rate[i] += pp[i] * gg[i];
            h[i] += 4.0;
        }
    }
    for (i, (pp, gg)) in p_rest.iter().zip(g_rest).enumerate() {
        size[i] += h[i] * pp;
        rate[i] += pp * gg;
    }
    ((size[0] + size[1]) + (size[2] + size[3]), (rate[0] + rate[1]) + (rate[2] + rate[3]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_computed_two_pages() {
        // q = (0.5, 0.5): P(1,2) = 0.5, P(2,2) = 0.5 → z(2) = 1.5;
        // P(1,3) = 0.25, P(2,3) = 0.75 → z(3) = 1.75.
        let (z, f) = ws_size_and_fault_rate(&[0.5, 0.5], 3);
        assert_eq!(z, vec![1.0, 1.5, 1.75]);
        // f(3) = z(4) − z(3): P(1, 4) = 0.125, P(2, 4) = 0.875 → z(4) = 1.875.
        assert_eq!(f, vec![0.5, 0.25, 0.125]);
    }

    /// Turner's recursion as written, over every h for every T (O(N·T)).
    fn full_recursion(q: &[f64], max_window: usize) -> Vec<f64> {
        let n = q.len();
        let mut below = vec![0.0; n + 1];
        for h in 1..=n {
            below[h] = below[h - 1] + q[h - 1];
        }
        let mut p = vec![0.0; n + 1];
        p[1] = 1.0;
        let mut z = Vec::new();
        for t in 1..=max_window {
            if t > 1 {
                for h in (1..=n.min(t)).rev() {
                    let grow = if h > 1 { p[h - 1] * (1.0 - below[h - 1]) } else { 0.0 };
                    p[h] = grow + p[h] * below[h];
                }
            }
            z.push((1..=n).map(|h| h as f64 * p[h]).sum());
        }
        z
    }

    #[test]
    fn the_band_gives_the_full_recursion() {
        use crate::workload::QShape;
        let mut shapes: Vec<Vec<f64>> = vec![vec![0.25; 4], vec![0.5, 0.0, 0.0, 0.5], vec![0.9, 0.1, 0.0, 0.0]];
        shapes.push(QShape::Geometric { theta: 0.8 }.probabilities(40));
        shapes.push(QShape::Geometric { theta: 0.99 }.probabilities(300));
        shapes.push(vec![1.0 / 200.0; 200]);
        for q in &shapes {
            let full = full_recursion(q, 600);
            let (z, f) = ws_size_and_fault_rate(q, 599);
            for t in 0..599 {
                assert!((z[t] - full[t]).abs() <= 1e-12 * full[t], "T = {}: {} vs {}", t + 1, z[t], full[t]);
                let df = full[t + 1] - full[t];
                assert!((f[t] - df).abs() <= 1e-11 * full[t], "T = {}: f {} vs {df}", t + 1, f[t]);
            }
        }
    }

    #[test]
    fn uniform_q_draws_pages_at_random() {
        // Every page equally likely: z(T) = N(1 − (1 − 1/N)^T), f(T) = (1 − 1/N)^T.
        let n = 20_000;
        let (z, f) = ws_size_and_fault_rate(&vec![1.0 / n as f64; n], 100_000);
        for t in [1, 10, 1000, 20_000, 100_000] {
            let stay = (1.0 - 1.0 / n as f64).powi(t as i32);
            assert!((z[t - 1] - n as f64 * (1.0 - stay)).abs() <= 1e-11 * z[t - 1], "z({t}) = {}", z[t - 1]);
            assert!((f[t - 1] - stay).abs() <= 1e-11 * stay, "f({t}) = {}", f[t - 1]);
        }
    }

    #[test]
    fn always_the_top_page_means_one_page() {
        assert_eq!(mean_ws_size(&[1.0, 0.0, 0.0], 4), vec![1.0; 4]);
    }

    #[test]
    fn matches_a_long_slrum_simulation() {
        use crate::workload::{QShape, Workload};
        let q = QShape::Geometric { theta: 0.8 }.probabilities(20);
        let w = Workload::LruStack {
            pages: 20,
            length: 200_000,
            q: QShape::Explicit { q: q.clone() },
            write_fraction: 0.0,
        };
        let pages: Vec<u32> = w.generate(3, 0).iter().map(|r| r.page()).collect();
        let (mean, _) = super::super::curves::ws_curves(&mut pages.clone(), 30);
        let z = mean_ws_size(&q, 30);
        for t in [1, 2, 5, 10, 20, 30] {
            assert!(
                (mean[t - 1] - z[t - 1]).abs() / z[t - 1] < 0.02,
                "T = {t}: simulated {} vs exact {}",
                mean[t - 1],
                z[t - 1]
            );
        }
    }

    #[test]
    fn q_must_be_a_distribution() {
        assert!(validate_q(&[0.5, 0.5]).is_ok());
        assert_eq!(validate_q(&[0.5, 0.4]).unwrap_err(), "q sums to 0.9: expected probabilities summing to 1");
        assert!(validate_q(&[1.5, -0.5]).unwrap_err().starts_with("q(2) = -0.5"));
        assert!(validate_q(&[]).is_err());
    }
}
