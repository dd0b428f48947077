//! The Page Survival Index (Bard 1975 §5) per sampler interval.
//!
//! Ψs (eq. 4): the mean, over the pages the pointer replaced in the interval,
//! of the essential interruptions (waits that left the program unrunnable:
//! page waits, file I/O waits) its owner suffered between the page's last
//! reference and its replacement — measured exactly by the simulator.
//!
//! Ψs* (eq. 5) = 1.5 (ΔP + ΔV) ΔT / (ΔM ΔW): the estimate from counters — page
//! exceptions P, virtual I/Os V (file I/Os and waits for the terminal), the
//! MPL–time integral M and pointer cycles W
//! (pointer moves ÷ frames); an unreferenced page survives 1.5 cycles on average.

use crate::sim::Sample;
use serde::Serialize;

/// One interval's PSI and paging measures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PsiPoint {
    /// End of the interval, in s.
    pub t_s: f64,
    /// Ψs (eq. 4); None when the pointer replaced nothing.
    pub psi_s: Option<f64>,
    /// Ψs* (eq. 5); None without pointer cycles or active programs.
    pub psi_s_star: Option<f64>,
    /// Page reads per second (Bard 1975's paging rate).
    pub paging_rate: f64,
    /// Stolen pages ÷ pages replaced (the steal ratio).
    pub steal_ratio: Option<f64>,
    /// Problem state, % of the interval.
    pub problem_pct: f64,
}

/// Ψs, Ψs*, paging rate and steal ratio for each interval between samples, with `frames` pageable frames.
pub fn psi_series(samples: &[Sample], frames: u32) -> Vec<PsiPoint> {
    samples
        .windows(2)
        .filter(|w| w[1].t_us > w[0].t_us)
        .map(|w| {
            let (a, b) = (&w[0], &w[1]);
            let dt_us = (b.t_us - a.t_us) as f64;
            let replaced = b.psi_replaced - a.psi_replaced;
            let dm = (b.mpl_integral_us - a.mpl_integral_us) as f64;
            let dw = (b.pointer_advances - a.pointer_advances) as f64 / frames as f64;
            let interruptions = ((b.faults - a.faults) + (b.vsio - a.vsio) + (b.terminal_waits - a.terminal_waits)) as f64;
            let all_replaced = b.replaced - a.replaced;
            PsiPoint {
                t_s: b.t_us as f64 / 1e6,
                psi_s: (replaced > 0).then(|| (b.psi_sum - a.psi_sum) as f64 / replaced as f64),
                psi_s_star: (dm > 0.0 && dw > 0.0).then(|| 1.5 * interruptions * dt_us / (dm * dw)),
                paging_rate: (b.pages_in - a.pages_in) as f64 * 1e6 / dt_us,
                steal_ratio: (all_replaced > 0).then(|| (b.stolen - a.stolen) as f64 / all_replaced as f64),
                problem_pct: 100.0 * (b.problem_us - a.problem_us) as f64 / dt_us,
            }
        })
        .collect()
}

/// The mean of the values present.
pub fn mean(values: impl Iterator<Item = Option<f64>>) -> Option<f64> {
    let (sum, n) = values.flatten().fold((0.0, 0usize), |(s, n), v| (s + v, n + 1));
    (n > 0).then(|| sum / n as f64)
}
