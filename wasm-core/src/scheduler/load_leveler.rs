//! The Load Leveler of the M44/44X (Shils 1968, Figures 1 and 2, §3).
//!
//! Every Δt the last interval is a point (page replacement rate, % CPU
//! activity) in one of three areas (Figure 1): A, CPU activity above
//! 100 − y % whatever the paging (OK); C, lower activity with a page rate
//! above x (overload, "paging-to-death"); B, low activity and low paging
//! (underload). In C one job is set aside — background jobs first, then the
//! terminal job with the least frequent interaction (§3A, §3B); in A or B,
//! with jobs set aside, one returns — terminal jobs first. After setting a
//! job aside the leveler looks again after Δt/4, else after Δt: "After LL
//! acted to set a job aside, LL set its delay parameter to t/4 … This delay
//! variable was reset to t from t/4 if no action was taken" (§3C, the
//! "quick-check"). A return is followed by the full Δt.
//!
//! The lab keeps at least one job active: setting aside the last one would
//! only idle the processor.

use serde::Serialize;

/// The areas of Figure 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Region {
    /// Area B: low CPU activity and low paging.
    Underload,
    /// Area A: CPU activity above 100 − y %.
    Ok,
    /// Area C: low CPU activity and paging above x.
    Overload,
}

impl Region {
    /// The areas in `index` order.
    pub const ALL: [Region; 3] = [Region::Underload, Region::Ok, Region::Overload];

    /// Row and column of the transition matrix (UNDER, OK, OVER).
    pub fn index(self) -> usize {
        match self {
            Region::Underload => 0,
            Region::Ok => 1,
            Region::Overload => 2,
        }
    }
}

/// Figure 1's point of an interval `interval_us` long in which the processor
/// was idle `idle_us` and `replaced` pages were replaced: (% CPU activity,
/// page replacements per second). The leveler's checks and the sampler's
/// intervals both take their points from here, so an interval both judge is
/// the same point, bit for bit, and falls in the same area.
pub fn point(interval_us: u64, idle_us: u64, replaced: u64) -> (f64, f64) {
    let busy_us = interval_us - idle_us.min(interval_us);
    let cpu_pct = 100.0 * busy_us as f64 / interval_us.max(1) as f64;
    let page_rate = replaced as f64 * 1e6 / interval_us.max(1) as f64;
    (cpu_pct, page_rate)
}

/// The area of a point: `cpu_pct` busy, `page_rate` replacements per second.
pub fn classify(cpu_pct: f64, page_rate: f64, x: f64, y: f64) -> Region {
    if cpu_pct > 100.0 - y {
        Region::Ok
    } else if page_rate > x {
        Region::Overload
    } else {
        Region::Underload
    }
}

/// A job the leveler may choose.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    /// The process.
    pub pid: u16,
    /// A terminal job (else background).
    pub terminal: bool,
    /// Mean think time: the larger, the less frequent the interaction.
    pub think_us: u64,
    /// Order of admission (active jobs) or of setting aside (set-aside jobs).
    pub order: u64,
}

/// What the leveler does after a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Nothing; the next check is after Δt.
    None,
    /// Set this job aside; the next check is after Δt/4 (the quick-check).
    SetAside { pid: u16 },
    /// Return this job to the job queue; the next check is after Δt.
    Return { pid: u16 },
}

/// The leveler's decision for an interval in `region`, given the active
/// jobs and those it has set aside.
pub fn decide(region: Region, active: &[Candidate], set_aside: &[Candidate]) -> Action {
    match region {
        Region::Overload if active.len() >= 2 => {
            // Background first (the most recently admitted), then the terminal
            // job with the least frequent interaction.
            let pick = active
                .iter()
                .filter(|c| !c.terminal)
                .max_by_key(|c| c.order)
                .or_else(|| active.iter().filter(|c| c.terminal).max_by_key(|c| (c.think_us, c.pid)));
            pick.map_or(Action::None, |c| Action::SetAside { pid: c.pid })
        }
        Region::Ok | Region::Underload if !set_aside.is_empty() => {
            // Terminal jobs first (the most frequently interacting), then the
            // background job set aside earliest.
            let pick = set_aside
                .iter()
                .filter(|c| c.terminal)
                .min_by_key(|c| (c.think_us, c.pid))
                .or_else(|| set_aside.iter().filter(|c| !c.terminal).min_by_key(|c| c.order));
            pick.map_or(Action::None, |c| Action::Return { pid: c.pid })
        }
        _ => Action::None,
    }
}

/// When to check next: Δt/4 after setting a job aside (§3C), Δt otherwise.
pub fn next_check_after(action: Action, dt_us: u64) -> u64 {
    match action {
        Action::SetAside { .. } => dt_us / 4,
        Action::Return { .. } | Action::None => dt_us,
    }
}

/// How often each region followed each: `[from][to]`, in `Region::index` order.
pub type Transitions = [[u32; 3]; 3];

/// The transitions between consecutive regions of `regions`.
pub fn transitions(regions: &[Region]) -> Transitions {
    let mut counts = [[0u32; 3]; 3];
    for w in regions.windows(2) {
        counts[w[0].index()][w[1].index()] += 1;
    }
    counts
}

/// The from/to matrix of Figures 4a and 4b from the transitions' counts:
/// each row normalised (rows UNDER, OK, OVER); a row never left from is all zeros.
pub fn matrix_of(counts: &Transitions) -> [[f64; 3]; 3] {
    counts.map(|row| {
        let total: u32 = row.iter().sum();
        row.map(|c| if total == 0 { 0.0 } else { c as f64 / total as f64 })
    })
}

/// The from/to matrix of Figures 4a and 4b: row-normalised transition
/// probabilities between consecutive regions (rows UNDER, OK, OVER); a row
/// never left from is all zeros.
pub fn transition_matrix(regions: &[Region]) -> [[f64; 3]; 3] {
    matrix_of(&transitions(regions))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bg(pid: u16, order: u64) -> Candidate {
        Candidate { pid, terminal: false, think_us: 0, order }
    }
    fn term(pid: u16, think_us: u64, order: u64) -> Candidate {
        Candidate { pid, terminal: true, think_us, order }
    }

    #[test]
    fn regions_at_their_boundaries() {
        // y = 30: A needs more than 70 % activity; x = 50: C needs more than 50 pages/s.
        assert_eq!(classify(70.0001, 1000.0, 50.0, 30.0), Region::Ok);
        assert_eq!(classify(70.0, 50.0001, 50.0, 30.0), Region::Overload);
        assert_eq!(classify(70.0, 50.0, 50.0, 30.0), Region::Underload);
        assert_eq!(classify(0.0, 0.0, 50.0, 30.0), Region::Underload);
        assert_eq!(classify(100.0, 0.0, 50.0, 0.0), Region::Underload);
    }

    #[test]
    fn a_point_is_the_interval_s_busy_share_and_replacement_rate() {
        // 2 s with 0.5 s idle and 30 pages replaced: 75 % busy, 15 pages/s.
        assert_eq!(point(2_000_000, 500_000, 30), (75.0, 15.0));
        // An empty interval is idle and pages nothing; idle time never exceeds the interval.
        assert_eq!(point(0, 0, 0), (0.0, 0.0));
        assert_eq!(point(1_000, 2_000, 0), (0.0, 0.0));
    }

    #[test]
    fn overload_sets_aside_background_first_then_the_least_interactive_terminal() {
        let active = [term(0, 5_000_000, 1), bg(1, 2), bg(2, 3), term(3, 30_000_000, 4)];
        assert_eq!(decide(Region::Overload, &active, &[]), Action::SetAside { pid: 2 });
        let terminals = [term(0, 5_000_000, 1), term(3, 30_000_000, 4)];
        assert_eq!(decide(Region::Overload, &terminals, &[]), Action::SetAside { pid: 3 });
        assert_eq!(decide(Region::Overload, &[bg(1, 1)], &[]), Action::None, "the last job stays");
    }

    #[test]
    fn ok_or_underload_returns_terminals_first() {
        let aside = [bg(1, 1), term(4, 30_000_000, 2), term(5, 5_000_000, 3)];
        assert_eq!(decide(Region::Ok, &[], &aside), Action::Return { pid: 5 });
        assert_eq!(decide(Region::Underload, &[], &[bg(2, 7), bg(1, 3)]), Action::Return { pid: 1 });
        assert_eq!(decide(Region::Ok, &[bg(1, 1)], &[]), Action::None);
        assert_eq!(decide(Region::Overload, &[bg(1, 1), bg(2, 2)], &[bg(3, 0)]), Action::SetAside { pid: 2 });
    }

    #[test]
    fn quick_check_only_after_a_set_aside() {
        assert_eq!(next_check_after(Action::SetAside { pid: 1 }, 10_000_000), 2_500_000);
        assert_eq!(next_check_after(Action::Return { pid: 1 }, 10_000_000), 10_000_000);
        assert_eq!(next_check_after(Action::None, 10_000_000), 10_000_000);
    }

    #[test]
    fn transition_matrix_counts_consecutive_pairs() {
        use Region::*;
        let m = transition_matrix(&[Overload, Overload, Ok, Overload, Underload, Underload]);
        assert_eq!(m[2], [1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0]);
        assert_eq!(m[1], [0.0, 0.0, 1.0]);
        assert_eq!(m[0], [1.0, 0.0, 0.0]);
    }
}
