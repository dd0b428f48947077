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
//!
//! Eq. 5's derivation assumes every replaced page's owner spent the page's
//! survival in the active set, interrupted at the average rate. Under CP-67's
//! stays many replaced pages belong to users who are thinking or waiting for
//! admission, interrupted once or not at all since the page's last use; and
//! with paging in bursts (each stay faults back what its user lost while out)
//! pages are replaced mostly while the pointer moves fast, surviving their 1.5
//! cycles in less time than the interval's mean cycle. So each interval also
//! reports eq. 4 over the pages of active owners, and the share of pages from
//! inactive owners.

use crate::sim::Sample;
use serde::Serialize;

/// One interval's PSI and paging measures.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PsiPoint {
    /// End of the interval, in s.
    pub t_s: f64,
    /// Ψs (eq. 4); None when the pointer replaced nothing.
    pub psi_s: Option<f64>,
    /// Eq. 4 over the pages whose owner was in the active set when replaced —
    /// the pages eq. 5's derivation is about; None when there were none.
    pub psi_s_active: Option<f64>,
    /// The share of replaced pages whose owner was outside the active set
    /// (thinking, or waiting for admission).
    pub inactive_share: Option<f64>,
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
            let active = b.psi_replaced_active - a.psi_replaced_active;
            let dm = (b.mpl_integral_us - a.mpl_integral_us) as f64;
            let dw = (b.pointer_advances - a.pointer_advances) as f64 / frames as f64;
            let interruptions =
                ((b.faults - a.faults) + (b.vsio - a.vsio) + (b.terminal_waits - a.terminal_waits)) as f64;
            let all_replaced = b.replaced - a.replaced;
            PsiPoint {
                t_s: b.t_us as f64 / 1e6,
                psi_s: (replaced > 0).then(|| (b.psi_sum - a.psi_sum) as f64 / replaced as f64),
                psi_s_active: (active > 0).then(|| (b.psi_sum_active - a.psi_sum_active) as f64 / active as f64),
                inactive_share: (replaced > 0).then(|| 1.0 - active as f64 / replaced as f64),
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

/// A program's Ψ-realization (Bard 1975 §3): its execution path when every
/// unreferenced page survives exactly Ψ of the program's essential
/// interruptions — its page exceptions and its I/O waits (one every
/// `io_every` references, 0 for none) — and is paged out at the next.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Realization {
    /// Ψ.
    pub psi: u32,
    /// A(Ψ): the average resident set, per reference.
    pub a: f64,
    /// Page exceptions per reference (R(Ψ) is this ÷ the CPU time of a reference).
    pub faults_per_ref: f64,
    /// t(Ψ): references between interruptions, on average.
    pub t: f64,
    /// f(Ψ): the fraction of execution intervals ending in a page exception.
    pub f: f64,
}

/// The Ψ-realization of `pages` (one pass; a page's stamp is the program's
/// interruption count at its last reference, and it is resident while fewer
/// than Ψ + 1 interruptions have followed). `pages` are made dense in place.
pub fn realization(pages: &mut [u32], io_every: u32, psi: u32) -> Realization {
    let size = crate::replacement::renumber::densify(pages).pages;
    let mut stamp: Vec<Option<u32>> = vec![None; size];
    // Resident pages by stamp, for the expiry at each interruption.
    let mut by_stamp: Vec<u32> = vec![0];
    let (mut count, mut resident, mut faults, mut ios, mut area) = (0u32, 0u64, 0u64, 0u64, 0u64);
    let interrupt = |count: &mut u32, by_stamp: &mut Vec<u32>, resident: &mut u64| {
        *count += 1;
        by_stamp.push(0);
        if let Some(old) = count.checked_sub(psi + 1) {
            *resident -= by_stamp[old as usize] as u64;
            by_stamp[old as usize] = 0;
        }
    };
    for (i, &p) in pages.iter().enumerate() {
        let live = stamp[p as usize].filter(|&s| count - s <= psi);
        match live {
            Some(s) => by_stamp[s as usize] -= 1,
            None => {
                faults += 1;
                interrupt(&mut count, &mut by_stamp, &mut resident);
                resident += 1;
            }
        }
        stamp[p as usize] = Some(count);
        by_stamp[count as usize] += 1;
        area += resident;
        if io_every > 0 && (i as u64 + 1).is_multiple_of(io_every as u64) {
            ios += 1;
            interrupt(&mut count, &mut by_stamp, &mut resident);
        }
    }
    let n = pages.len().max(1) as f64;
    let intervals = (faults + ios).max(1) as f64;
    Realization {
        psi,
        a: area as f64 / n,
        faults_per_ref: faults as f64 / n,
        t: n / intervals,
        f: faults as f64 / intervals,
    }
}

/// Eq. 1: the common Ψ* at which the programs' average resident sets fill the
/// N frames (linear between integer Ψ; None if they never do within the
/// curves), with eq. 2's paging rate P(Ψ*) = Σ fᵢ / Σ tᵢ, in page exceptions
/// per reference of CPU time. Bard's active set is every program, all the
/// time (weights 1); a program active only part of the time counts with that
/// share wᵢ — Σ wᵢ Aᵢ(Ψ*) = N and P = Σ wᵢ fᵢ / Σ wᵢ tᵢ: the average active set.
pub fn common_psi(curves: &[Vec<Realization>], weights: &[f64], n: f64) -> Option<(f64, f64)> {
    let len = curves.iter().map(|c| c.len()).min()?;
    let sum = |k: usize, v: fn(&Realization) -> f64| curves.iter().zip(weights).map(|(c, w)| w * v(&c[k])).sum::<f64>();
    let total = |k: usize| sum(k, |r| r.a);
    let k = (1..len).find(|&k| total(k) >= n)?;
    let (lo, hi) = (total(k - 1), total(k));
    let x = if hi > lo { (n - lo) / (hi - lo) } else { 0.0 };
    let at = |k: usize| sum(k, |r| r.f) / sum(k, |r| r.t);
    Some(((k - 1) as f64 + x, at(k - 1) + x * (at(k) - at(k - 1))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_worked_realization() {
        // 1 2 1 3 1 2 with Ψ = 0: every interruption pages out all unreferenced pages.
        // ref 1: fault (count 1), {1}. ref 2: fault (2) — 1 (stamp 1) expires: {2}.
        // ref 1: fault (3): {1}. ref 3: fault (4): {3}. ref 1: fault (5): {1}. ref 2: fault (6): {2}.
        let r = realization(&mut [1, 2, 1, 3, 1, 2], 0, 0);
        assert_eq!((r.faults_per_ref, r.a), (1.0, 1.0));
        // Ψ = 1: a page survives one interruption.
        // 1: fault c1 {1}; 2: fault c2 {1,2}; 1: hit {1,2}; 3: fault c3, 2 (stamp 2) survives, 1 (stamp 2) survives: {1,2,3};
        // 1: hit; 2: hit (stamp 2, count 3 → survived 1). Resident 1,2,2,3,3,3 → A = 14/6.
        let r = realization(&mut [1, 2, 1, 3, 1, 2], 0, 1);
        assert_eq!(r.faults_per_ref, 0.5);
        assert!((r.a - 14.0 / 6.0).abs() < 1e-12);
        // I/O waits are interruptions too: with one after every reference and Ψ = 0, a loop of one page faults every time.
        assert_eq!(realization(&mut [5, 5, 5, 5], 1, 0).faults_per_ref, 1.0);
        assert_eq!(realization(&mut [5, 5, 5, 5], 1, 1).faults_per_ref, 0.25);
    }

    #[test]
    fn resident_sets_grow_and_paging_falls_with_psi() {
        let mut rng = crate::rng::Rng::new(4, 4);
        let mut pages: Vec<u32> = (0..20_000)
            .map(|i| if rng.below(10) < 7 { rng.below(8) } else { 8 + (i / 500 % 10) * 5 + rng.below(5) })
            .collect();
        let curve: Vec<Realization> = (0..20).map(|psi| realization(&mut pages, 300, psi)).collect();
        assert!(curve.windows(2).all(|w| w[1].a >= w[0].a && w[1].faults_per_ref <= w[0].faults_per_ref));
        // Eq. 1 for two copies in N frames lands where their A's sum to N.
        let n = 2.0 * curve[6].a;
        let (psi, p) = common_psi(&[curve.clone(), curve.clone()], &[1.0, 1.0], n).unwrap();
        assert!(curve[5].a < curve[6].a);
        assert!((psi - 6.0).abs() < 1e-9, "{psi}");
        assert!((p - curve[6].f / curve[6].t).abs() < 1e-12);
        // Halfway between the sums at Ψ = 6 and 7, Ψ* is 6.5.
        let (psi, _) = common_psi(&[curve.clone(), curve.clone()], &[1.0, 1.0], curve[6].a + curve[7].a).unwrap();
        assert!((psi - 6.5).abs() < 1e-9, "{psi}");
        // Each copy active half the time: on average one is active, and its A fills N at Ψ = 6.
        let (psi, p) = common_psi(&[curve.clone(), curve.clone()], &[0.5, 0.5], curve[6].a).unwrap();
        assert!((psi - 6.0).abs() < 1e-9 && (p - curve[6].f / curve[6].t).abs() < 1e-12, "{psi}");
    }
}
