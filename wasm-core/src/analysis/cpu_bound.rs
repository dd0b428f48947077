//! The bound on CPU use from the programs' lifetimes (Nishigaki 1981 §2).
//!
//! With e_i the lifetime of program i in the multiprogramming set (its CPU
//! time between page faults) and S the delay of a page fault, program i can
//! use the processor at most e_i/(e_i + S) of the time, so
//!
//!   u_cpu ≤ min{1, Σ_i e_i/(e_i + S)}                       (2.5)
//!
//! and with L, the system lifetime — the CPU time between two successive
//! faults of any program —
//!
//!   u_cpu ≤ min{1, L/S}                                      (2.6)
//!   u_cpu ≤ min{1, Σ_i e_i/(e_i + S), L/S}                   (2.7)
//!
//! (the L = S rule: keep L just above S). The multiprogramming set changes
//! during a run, so the lab weights each program's e_i/(e_i + S) by the
//! share of the run it spent in the active set: the sum is then the mean
//! over time of the sum over the programs active at each moment.

use serde::Serialize;

/// One program's part in eq. 2.5.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ProgramLifetime {
    /// Its CPU time, µs.
    pub cpu_us: f64,
    /// Its page faults.
    pub faults: u64,
    /// The share of the run it spent in the multiprogramming set.
    pub active_share: f64,
}

impl ProgramLifetime {
    /// e_i: CPU time between faults (None without a fault: an unbounded lifetime).
    pub fn lifetime_us(&self) -> Option<f64> {
        (self.faults > 0).then(|| self.cpu_us / self.faults as f64)
    }

    /// e_i/(e_i + S), its processor efficiency (1 without a fault).
    pub fn efficiency(&self, s_us: f64) -> f64 {
        self.lifetime_us().map_or(1.0, |e| e / (e + s_us))
    }
}

/// Eqs. 2.5–2.7 on one run.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct CpuBound {
    /// S: the mean paging delay of a fault, µs.
    pub paging_delay_us: f64,
    /// L: CPU time between successive faults of the whole system, µs (eq. 2.6).
    pub system_lifetime_us: f64,
    /// Each program's lifetime e_i, µs (null: it never faulted).
    pub lifetimes_us: Vec<Option<f64>>,
    /// Σ_i e_i/(e_i + S), each weighted by its share of the run in the multiprogramming set (eq. 2.5).
    pub efficiency_sum: f64,
    /// L/S (eq. 2.6).
    pub l_over_s: f64,
    /// min{1, Σ_i e_i/(e_i + S), L/S} (eq. 2.7).
    pub cpu_bound: f64,
}

/// Eqs. 2.5–2.7 from the programs' measured lifetimes and the paging delay `s_us`.
pub fn cpu_bound(programs: &[ProgramLifetime], s_us: f64) -> CpuBound {
    let cpu: f64 = programs.iter().map(|p| p.cpu_us).sum();
    let faults: u64 = programs.iter().map(|p| p.faults).sum();
    let system_lifetime_us = if faults == 0 { f64::INFINITY } else { cpu / faults as f64 };
    let efficiency_sum: f64 = programs.iter().map(|p| p.active_share * p.efficiency(s_us)).sum();
    let l_over_s = if s_us > 0.0 { system_lifetime_us / s_us } else { f64::INFINITY };
    CpuBound {
        paging_delay_us: s_us,
        system_lifetime_us: system_lifetime_us.min(f64::MAX),
        lifetimes_us: programs.iter().map(ProgramLifetime::lifetime_us).collect(),
        efficiency_sum,
        l_over_s: l_over_s.min(f64::MAX),
        cpu_bound: 1f64.min(efficiency_sum).min(l_over_s),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_worked_pair_of_programs() {
        // S = 10 ms. A: 40 ms of CPU, 2 faults, e = 20 ms, e/(e+S) = 2/3, active all the run.
        // B: 30 ms, 6 faults, e = 5 ms, e/(e+S) = 1/3, active half of it.
        // Σ = 2/3 + 1/6 = 5/6; L = 70 ms / 8 = 8.75 ms, L/S = 0.875; bound = min{1, 5/6, 0.875} = 5/6.
        let p = |cpu_us, faults, active_share| ProgramLifetime { cpu_us, faults, active_share };
        let b = cpu_bound(&[p(40_000.0, 2, 1.0), p(30_000.0, 6, 0.5)], 10_000.0);
        assert_eq!(b.lifetimes_us, vec![Some(20_000.0), Some(5_000.0)]);
        assert!((b.efficiency_sum - 5.0 / 6.0).abs() < 1e-12);
        assert!((b.system_lifetime_us - 8_750.0).abs() < 1e-9);
        assert!((b.l_over_s - 0.875).abs() < 1e-12);
        assert!((b.cpu_bound - 5.0 / 6.0).abs() < 1e-12);
        // With S = 5 ms, L/S = 1.75 and Σ = 0.8 + 0.5·0.5 = 1.05: the bound is 1.
        assert_eq!(cpu_bound(&[p(40_000.0, 2, 1.0), p(30_000.0, 6, 0.5)], 5_000.0).cpu_bound, 1.0);
        // L/S binds when the faults crowd: one program, e = 2 ms, S = 10 ms: Σ = 1/6, L/S = 0.2.
        let one = cpu_bound(&[p(20_000.0, 10, 1.0)], 10_000.0);
        assert!((one.cpu_bound - 1.0 / 6.0).abs() < 1e-12 && (one.l_over_s - 0.2).abs() < 1e-12);
    }

    #[test]
    fn a_program_without_faults_counts_fully() {
        let b = cpu_bound(&[ProgramLifetime { cpu_us: 5.0, faults: 0, active_share: 0.25 }], 10.0);
        assert_eq!((b.lifetimes_us[0], b.efficiency_sum, b.cpu_bound), (None, 0.25, 0.25));
    }
}
