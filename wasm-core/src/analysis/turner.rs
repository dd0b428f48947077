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

/// z(T) for T = 1…`max_window`.
pub fn mean_ws_size(q: &[f64], max_window: usize) -> Vec<f64> {
    let n = q.len();
    // below[h] = Σ_{k=1..h} q(k); above(h) = Σ_{k=h..N} q(k) = 1 − below[h−1].
    let mut below = vec![0.0; n + 1];
    for h in 1..=n {
        below[h] = below[h - 1] + q[h - 1];
    }
    let mut p = vec![0.0; n + 1]; // p[h] = P(h, T)
    p[1] = 1.0;
    let mut z = Vec::with_capacity(max_window);
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

/// f(T) = z(T+1) − z(T) for T = 1…`max_window`.
pub fn fault_rate(q: &[f64], max_window: usize) -> Vec<f64> {
    let z = mean_ws_size(q, max_window + 1);
    z.windows(2).map(|w| w[1] - w[0]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_computed_two_pages() {
        // q = (0.5, 0.5): P(1,2) = 0.5, P(2,2) = 0.5 → z(2) = 1.5;
        // P(1,3) = 0.25, P(2,3) = 0.75 → z(3) = 1.75.
        let z = mean_ws_size(&[0.5, 0.5], 3);
        assert_eq!(z, vec![1.0, 1.5, 1.75]);
        assert_eq!(fault_rate(&[0.5, 0.5], 2), vec![0.5, 0.25]);
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
        let (mean, _) = super::super::curves::ws_curves(&pages, 30);
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
