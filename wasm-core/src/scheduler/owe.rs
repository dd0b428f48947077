//! The Optimum Working-set Estimator (Nishigaki 1981 §3).
//!
//! At each sample point t_n of a program's virtual time (every Δ) the
//! unreferenced interval counters give w(t_n, T_m), the number of resident
//! pages referenced within the last T_m = mΔ, for m = 1…M+1 where T_M is the
//! program's window (eq. 3.10; pages unreferenced for longer were released).
//! From them the OWE keeps, per window,
//!
//!   ζ(t_n, T) = (1 − α) w(t_n, T) + α ζ(t_{n−1}, T),  ζ(t_0, T) = w(t_1, T)   (3.2)
//!   φ(t_n, T) = {ζ(t_n, T + Δ) − ζ(t_{n−1}, T)} / Δ                             (3.5)
//!   χ(t_n, T) = ζ + S φ ζ  (PE-knee, 3.8)      ψ(t_n, T) = S φ ζ  (LT-knee, 3.9)
//!
//! and sets the window to the T_m (1 ≤ m ≤ M) minimising χ (or ψ; of equal
//! values, the shortest). When the minimum lies at the edge of the measurable
//! range — χ(T_M) equals min χ (eq. 3.11, a tie with a shorter window
//! included, as the equation reads) — and
//! the wider window would keep more pages than T_M does (our reading of eq.
//! 3.12, whose relation sign is illegible in the surviving copy:
//! ζ(t_n, T_{M+1}) > ζ(t_n, T_M)), replacement is suspended for this sample
//! and the window grows to T_{M+1}, so that the next sample measures one Δ
//! further.
//!
//! An entry of ζ that was not measured at the previous sample (the window was
//! narrower then) starts afresh from the current w, as ζ(t_0) does.

use crate::scenario::KneeCriterion;
use serde::Serialize;

/// The OWE's parameters, in instructions of virtual time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OweParams {
    /// Which knee: χ (PE) or ψ (LT).
    pub criterion: KneeCriterion,
    /// The smoothing parameter α of eq. 3.2.
    pub alpha: f64,
    /// The fault delay S of eqs. 3.8 and 3.9.
    pub s: f64,
    /// The sampling interval Δ.
    pub delta: f64,
    /// The largest window, in Δ.
    pub max_window: u32,
}

/// One program's estimator state.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Owe {
    /// ζ(t_n, T_m) for m = 1…(measured), index m − 1.
    pub zeta: Vec<f64>,
}

/// What the OWE decided at one sample point.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OweDecision {
    /// The new window, in Δ.
    pub window: u32,
    /// Whether replacement is suspended at this sample (the expansion heuristic, eqs. 3.11–3.12).
    pub expand: bool,
    /// The criterion (χ or ψ) for m = 1…M, index m − 1.
    pub criterion: Vec<f64>,
}

impl Owe {
    /// One sample point: `w[m − 1]` = w(t_n, T_m) for m = 1…M+1, with the window now T_M.
    pub fn observe(&mut self, w: &[u32], window: u32, p: &OweParams) -> OweDecision {
        let m_max = window as usize;
        assert_eq!(w.len(), m_max + 1, "w is measured for T_1…T_(M+1)");
        // ζ(t_{n−1}, ·), with unmeasured entries started from w (eq. 3.2's ζ(t_0)).
        let previous: Vec<f64> = (0..=m_max).map(|i| self.zeta.get(i).copied().unwrap_or(w[i] as f64)).collect();
        let zeta: Vec<f64> = (0..=m_max).map(|i| (1.0 - p.alpha) * w[i] as f64 + p.alpha * previous[i]).collect();
        let criterion: Vec<f64> = (0..m_max)
            .map(|i| {
                let phi = (zeta[i + 1] - previous[i]) / p.delta;
                let paging = p.s * phi * zeta[i];
                match p.criterion {
                    KneeCriterion::Pe => zeta[i] + paging,
                    KneeCriterion::Lt => paging,
                }
            })
            .collect();
        let best = (0..m_max).fold(0, |b, i| if criterion[i] < criterion[b] { i } else { b });
        let expand = criterion[m_max - 1] <= criterion[best] && zeta[m_max] > zeta[m_max - 1] && window < p.max_window;
        self.zeta = zeta;
        OweDecision { window: if expand { window + 1 } else { best as u32 + 1 }, expand, criterion }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(criterion: KneeCriterion) -> OweParams {
        OweParams { criterion, alpha: 0.5, s: 10.0, delta: 10.0, max_window: 8 }
    }

    #[test]
    fn first_sample_uses_w_for_the_previous_estimate() {
        // ζ = w; φ(T_1) = (w(T_2) − w(T_1)) / Δ = (6 − 4)/10; χ(T_1) = 4 + 10·0.2·4 = 12.
        let mut owe = Owe::default();
        let d = owe.observe(&[4, 6], 1, &params(KneeCriterion::Pe));
        assert_eq!(owe.zeta, vec![4.0, 6.0]);
        assert!((d.criterion[0] - 12.0).abs() < 1e-12);
        // The minimum is at the edge and T_2 would keep more pages: grow, keep everything.
        assert_eq!((d.window, d.expand), (2, true));
    }

    #[test]
    fn smoothing_and_the_fault_rate_estimate_follow_eqs_3_2_and_3_5() {
        let p = params(KneeCriterion::Lt);
        let mut owe = Owe { zeta: vec![4.0, 6.0, 8.0] };
        let d = owe.observe(&[2, 8, 8], 2, &p);
        // ζ = 0.5 w + 0.5 ζ_prev = [3, 7, 8].
        assert_eq!(owe.zeta, vec![3.0, 7.0, 8.0]);
        // φ(T_1) = (7 − 4)/10, ψ = 10·0.3·3 = 9; φ(T_2) = (8 − 6)/10, ψ = 10·0.2·7 = 14.
        assert!((d.criterion[0] - 9.0).abs() < 1e-12 && (d.criterion[1] - 14.0).abs() < 1e-12);
        assert_eq!((d.window, d.expand), (1, false));
    }

    #[test]
    fn no_expansion_when_the_wider_window_keeps_nothing_more_or_at_the_limit() {
        let mut owe = Owe::default();
        let d = owe.observe(&[5, 5], 1, &params(KneeCriterion::Pe));
        assert_eq!((d.window, d.expand), (1, false));
        let mut owe = Owe::default();
        let p = OweParams { max_window: 1, ..params(KneeCriterion::Pe) };
        assert_eq!(owe.observe(&[4, 6], 1, &p).window, 1);
    }
}
