//! CP-67's scheduler, the baseline of Bard 1975's Table 2, as the papers
//! describe it; kept pure for testing (the simulator's side is `sim::stays`).
//!
//! The queues, Bard 1971, Appendix: "CP selects a subset of users who are
//! assigned to queues. Queue sizes may not exceed fixed limits, which usually
//! depend on the size of real main storage. … When a user in a queue has
//! accumulated a certain amount of CPU time, he is dropped from the queue,
//! and some other user with currently higher priority is admitted in his
//! place. Priorities are set so that the user waiting the longest usually has
//! the highest priority." The two queues are Bard 1975 §9's: "A program
//! becomes a Q1 candidate after a console interaction has taken place. It
//! receives a maximum of 0.25 seconds CPU time during its Q1 stay. If not
//! finished, it will become a Q2 candidate, and will receive up to 2.5
//! seconds of CPU time during each Q2 stay."
//!
//! The storage test, Bard 1975 §12: "The CP-67 scheduler attempted to
//! estimate for each program separately the amount of storage it would
//! require to page at what was considered a desirable rate. Then, if all
//! active programs paged at that rate, the entire system would also page at
//! that rate. Such a scheme, however, does not succeed: Unless controls are
//! maintained on the amount of storage available to each active program, the
//! total available space will split itself among the programs according to
//! Eq. (1), and each program will assume its own paging rate at the resulting
//! value of Ψ."
//!
//! The papers do not give CP-67's estimator (Bard cites Schatzoff and
//! Wheeler's report for it). The lab's reading: one estimate per program,
//! from its last stay — its mean resident set S/Q (resident pages summed at
//! each page exception, over the exceptions, as the Ψ-scheduler measures it)
//! and its paging rate r (page exceptions per second of its CPU) — scaled to
//! the desirable rate r0 along §7's program characteristic: below Ψc, A ∝ Ψ
//! and R ∝ Ψ^−γ, so R ∝ A^−γ and the storage to page at r0 is
//! A·(r/r0)^(1/γ). Programs are admitted in priority order while the queue
//! of their stay type has room and the estimates of the active programs and
//! the candidate fit in the pageable frames.

/// The storage a program needs to page at `target_rate` page exceptions per
/// second of CPU, from a stay with mean resident set `a` and `faults` page
/// exceptions in `cpu_us` of CPU: a·(r / target_rate)^(1/γ), at least one
/// page. A stay without exceptions (or without CPU) gives no rate: it needed
/// what it had, `a`.
pub fn storage_for_rate(a: f64, faults: u64, cpu_us: u64, target_rate: f64, gamma: f64) -> f64 {
    if faults == 0 || cpu_us == 0 {
        return a.max(1.0);
    }
    let rate = faults as f64 * 1e6 / cpu_us as f64;
    (a * (rate / target_rate).powf(1.0 / gamma)).max(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_estimate_scales_along_r_proportional_to_a_to_the_minus_gamma() {
        // 20 pages, 260 exceptions in 1 s of CPU against 65/s, γ = 2: 20·√4 = 40 pages.
        assert!((storage_for_rate(20.0, 260, 1_000_000, 65.0, 2.0) - 40.0).abs() < 1e-12);
        // Paging slower than desired: it could do with less — 20·(16.25/65)^½ = 10.
        assert!((storage_for_rate(20.0, 65, 4_000_000, 65.0, 2.0) - 10.0).abs() < 1e-12);
        // γ = 1: proportional; no exceptions: what it had; never below one page.
        assert!((storage_for_rate(12.0, 130, 1_000_000, 65.0, 1.0) - 24.0).abs() < 1e-12);
        assert_eq!(storage_for_rate(7.0, 0, 1_000_000, 65.0, 2.0), 7.0);
        assert_eq!(storage_for_rate(2.0, 1, 1_000_000, 65.0, 2.0), 1.0);
    }
}
