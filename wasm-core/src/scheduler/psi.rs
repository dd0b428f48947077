//! The Ψ-scheduler's arithmetic (Bard 1975 §9–10), kept pure for testing.
//!
//! Feed-forward: a stay's storage requirement is S/Q — resident pages summed
//! at each page exception, over the exceptions — taken as A(Ψs*), scaled to
//! the critical Ψc by eqs. 7–8 (A(Ψm) = A(Ψc), as in Bard's implementation),
//! then smoothed per stay type (eq. 9) and predicted for the next stay with
//! regression to the mean (eq. 10). Programs are admitted in priority order
//! while Σ A ≤ N.
//!
//! Feedback: every check, Ψs*, the paging rate and the steal ratio are set
//! against Ψm, PM and SM; strategies 1, 2 and 3 of §10 act on the outcome.

use serde::{Deserialize, Serialize};

/// Eqs. 7–8: A at the critical Ψc from A measured at Ψs*.
pub fn scale_to_critical(a: f64, psi_s_star: f64, psi_c: f64, beta: f64) -> f64 {
    if psi_s_star <= 0.0 {
        return a;
    }
    if psi_s_star < psi_c {
        psi_c / psi_s_star * a
    } else {
        (psi_c / psi_s_star).powf(beta) * a
    }
}

/// A stay type's smoothed estimate Āk and the prediction A*k+1.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// Āk (eq. 9).
    pub smoothed: f64,
    /// A*k+1 (eq. 10): what the next stay is assumed to need.
    pub predicted: f64,
}

impl Estimate {
    /// Before any stay: Ā0 for both.
    pub fn initial(a0: f64) -> Self {
        Estimate { smoothed: a0, predicted: a0 }
    }

    /// After a stay that needed `a` (eqs. 9 and 10).
    pub fn update(self, a: f64, alpha: f64, rho: f64) -> Self {
        let smoothed = alpha * self.smoothed + (1.0 - alpha) * a;
        Estimate { smoothed, predicted: smoothed + rho * (a - smoothed) }
    }
}

/// Which feedback rules act (Bard 1975 §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Strategy {
    /// Limit the MPL below its current level (reached by attrition); deactivate
    /// at once only if every control variable is out of bounds; relax gradually.
    One,
    /// As 1, but lower the storage N used in the admission test instead of the MPL.
    Two,
    /// As 2, and deactivate at once as many programs as the lower N requires.
    Three,
}

/// The control variables of one check against their limits.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Check {
    /// Ψs* below Ψm.
    pub psi_low: bool,
    /// Paging rate above PM.
    pub paging_high: bool,
    /// Steal ratio above SM.
    pub steal_high: bool,
}

impl Check {
    /// Whether any variable is out of bounds.
    pub fn any(&self) -> bool {
        self.psi_low || self.paging_high || self.steal_high
    }
    /// Whether every variable is out of bounds.
    pub fn all(&self) -> bool {
        self.psi_low && self.paging_high && self.steal_high
    }
}

/// The feedback's standing restriction.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Restriction {
    /// Strategy 1's MPL limit (None: none).
    pub mpl_limit: Option<u32>,
    /// Strategies 2 and 3: the storage used in the admission test.
    pub storage: f64,
}

/// What a check decided.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Decision {
    /// The restriction from now on.
    pub restriction: Restriction,
    /// Deactivate the most recently admitted program(s) now: how many (strategy
    /// 3 deactivates until Σ A fits, reported as u32::MAX).
    pub deactivate: u32,
}

/// One feedback check under `strategy`, with `mpl` active programs now and
/// `n` pages of storage. Relaxation is gradual: the MPL limit rises by one,
/// the storage by a tenth of N, per check with every variable in bounds.
pub fn feedback(strategy: Strategy, check: Check, r: Restriction, mpl: u32, n: f64) -> Decision {
    if !check.any() {
        let restriction = Restriction {
            mpl_limit: r.mpl_limit.and_then(|m| (m + 1 < 64).then_some(m + 1)),
            storage: (r.storage + 0.1 * n).min(n),
        };
        return Decision { restriction, deactivate: 0 };
    }
    match strategy {
        Strategy::One => Decision {
            restriction: Restriction { mpl_limit: Some(mpl.saturating_sub(1).max(1)), ..r },
            deactivate: check.all() as u32,
        },
        Strategy::Two => Decision {
            restriction: Restriction { storage: (r.storage * 0.9).max(0.1 * n), ..r },
            deactivate: check.all() as u32,
        },
        Strategy::Three => {
            Decision { restriction: Restriction { storage: (r.storage * 0.9).max(0.1 * n), ..r }, deactivate: u32::MAX }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scaling_follows_eqs_7_and_8() {
        // Below Ψc: proportional. At or above: by the β power (β = 0: unchanged).
        assert_eq!(scale_to_critical(20.0, 6.5, 13.0, 0.0), 40.0);
        assert_eq!(scale_to_critical(20.0, 26.0, 13.0, 0.0), 20.0);
        assert!((scale_to_critical(20.0, 26.0, 13.0, 1.0) - 10.0).abs() < 1e-12);
        assert!((scale_to_critical(16.0, 52.0, 13.0, 0.5) - 8.0).abs() < 1e-12);
    }

    #[test]
    fn smoothing_and_prediction_follow_eqs_9_and_10() {
        // Ā0 = 20, α = 0.9, ρ = 0.5; a stay needing 40: Ā1 = 18 + 4 = 22, A*2 = 22 + 0.5·18 = 31.
        let e = Estimate::initial(20.0).update(40.0, 0.9, 0.5);
        assert!((e.smoothed - 22.0).abs() < 1e-12 && (e.predicted - 31.0).abs() < 1e-12);
        // Then 10: Ā2 = 19.8 + 1 = 20.8, A*3 = 20.8 − 5.4 = 15.4.
        let e = e.update(10.0, 0.9, 0.5);
        assert!((e.smoothed - 20.8).abs() < 1e-12 && (e.predicted - 15.4).abs() < 1e-12);
        // ρ = 0 predicts the smoothed value, ρ = 1 the last stay.
        assert_eq!(Estimate::initial(5.0).update(9.0, 0.5, 0.0).predicted, 7.0);
        assert_eq!(Estimate::initial(5.0).update(9.0, 0.5, 1.0).predicted, 9.0);
    }

    #[test]
    fn each_strategy_acts_on_a_hand_built_sequence_of_checks() {
        let n = 100.0;
        let free = Restriction { mpl_limit: None, storage: n };
        let one = Check { psi_low: true, paging_high: false, steal_high: false };
        let all = Check { psi_low: true, paging_high: true, steal_high: true };
        let ok = Check { psi_low: false, paging_high: false, steal_high: false };
        // Strategy 1: one variable out → limit below the current MPL, by attrition.
        let d = feedback(Strategy::One, one, free, 6, n);
        assert_eq!((d.restriction.mpl_limit, d.deactivate), (Some(5), 0));
        // All out → deactivate now as well.
        let d = feedback(Strategy::One, all, d.restriction, 6, n);
        assert_eq!((d.restriction.mpl_limit, d.deactivate), (Some(5), 1));
        // Back in bounds → relax one step per check.
        let d = feedback(Strategy::One, ok, d.restriction, 5, n);
        assert_eq!(d.restriction.mpl_limit, Some(6));
        // Strategy 2 lowers the storage instead; strategy 3 also deactivates to fit.
        let d = feedback(Strategy::Two, one, free, 6, n);
        assert_eq!((d.restriction.mpl_limit, d.restriction.storage, d.deactivate), (None, 90.0, 0));
        let d = feedback(Strategy::Three, one, free, 6, n);
        assert_eq!((d.restriction.storage, d.deactivate), (90.0, u32::MAX));
        let d = feedback(Strategy::Two, ok, Restriction { mpl_limit: None, storage: 85.0 }, 6, n);
        assert_eq!(d.restriction.storage, 95.0);
        let d = feedback(Strategy::Two, ok, d.restriction, 6, n);
        assert_eq!(d.restriction.storage, 100.0);
    }
}
