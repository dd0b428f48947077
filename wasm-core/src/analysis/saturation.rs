//! Saturation (Bard 1971, Figure 6, the Pareto algorithm and Figures 7–9).
//!
//! Observations no other observation beats on both of two throughputs are
//! Pareto-maximal, found by Bard's incremental candidate list; joined by
//! increasing x they are the frontier of the observed operating region, and
//! the negative slopes between neighbours are the trade-off rates ("the
//! negative slopes of the saturation curves").
//!
//! Bard read what limited each part of Figure 7's frontier: where "CP
//! accounted for all the remaining CPU time, with practically no wait state
//! time observed", the CPU; where the paging rate stood near "the average
//! maximum paging rate possible on the drum under the paging algorithm", the
//! drum. The lab flags each frontier point the same way:
//!
//! - **CPU-limited**: wait below `CPU_LIMITED_WAIT` (2 % of the interval —
//!   "practically no wait": on the lab's 2-s intervals, under 40 ms).
//! - **Drum-limited**: page I/O at least `DRUM_NEAR` (90 %) of the drum's
//!   capacity, `drum_capacity`: the most transfers per second the drum can
//!   make with a queue always waiting. First come first served, the next
//!   page's sector is any of the S sectors after the last transfer's with
//!   equal chance, so a transfer takes on average (S + 1)/2 sector times
//!   from the end of the one before: 2S / ((S + 1) · rotation). Shortest
//!   latency first approaches S per rotation as the queue deepens; the lab
//!   takes that bound. Without a drum, nothing is drum-limited.

use super::measurement::Interval;
use crate::scenario::{Discipline, DrumConfig};
use serde::Serialize;

/// Wait (s per s) below which an interval is CPU-limited.
pub const CPU_LIMITED_WAIT: f64 = 0.02;
/// The share of the drum's capacity at which page I/O is drum-limited.
pub const DRUM_NEAR: f64 = 0.9;

/// What limited an interval.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Limit {
    /// Practically no wait state: the processor was saturated.
    Cpu,
    /// Page I/O near the drum's capacity.
    Drum,
    /// Both at once.
    Both,
    /// Neither: slack the scheduler left (Bard's region 3 of Figure 7).
    Neither,
}

/// The drum's capacity in page transfers per second (see the module comment).
pub fn drum_capacity(d: &DrumConfig) -> f64 {
    let (s, rotation_s) = (d.sectors as f64, d.rotation_us as f64 / 1e6);
    match d.discipline {
        Discipline::Fifo => 2.0 * s / ((s + 1.0) * rotation_s),
        Discipline::Sltf => s / rotation_s,
    }
}

/// What limited interval `o`, given the drum's capacity (None: no drum).
pub fn limit(o: &Interval, capacity: Option<f64>) -> Limit {
    let cpu = o.wait < CPU_LIMITED_WAIT;
    let drum = capacity.is_some_and(|c| o.page_io >= DRUM_NEAR * c);
    match (cpu, drum) {
        (true, true) => Limit::Both,
        (true, false) => Limit::Cpu,
        (false, true) => Limit::Drum,
        (false, false) => Limit::Neither,
    }
}

/// Pareto-maximal points by Bard's incremental candidate list: each new
/// observation is dropped if a candidate dominates it (is at least as large
/// in every component), else added, removing the candidates it dominates.
/// Indices in the order kept.
pub fn pareto_maximal(points: &[Vec<f64>]) -> Vec<usize> {
    let dominates = |a: &[f64], b: &[f64]| a.iter().zip(b).all(|(x, y)| y <= x);
    let mut candidates: Vec<usize> = Vec::new();
    for (i, p) in points.iter().enumerate() {
        if candidates.iter().any(|&c| dominates(&points[c], p)) {
            continue;
        }
        candidates.retain(|&c| !dominates(p, &points[c]));
        candidates.push(i);
    }
    candidates
}

/// One pairwise saturation analysis (Figures 7–9).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Frontier {
    /// The first variable (the x axis).
    pub x: String,
    /// The second variable.
    pub y: String,
    /// Every observation's (x, y).
    pub points: Vec<[f64; 2]>,
    /// The Pareto-maximal points, by increasing x.
    pub frontier: Vec<[f64; 2]>,
    /// Each frontier point's observation (an index into the intervals).
    pub intervals: Vec<usize>,
    /// What limited each frontier point's interval.
    pub limits: Vec<Limit>,
    /// Trade-off rates between neighbouring frontier points: −Δy/Δx.
    pub tradeoffs: Vec<f64>,
    /// The median trade-off between neighbours both limited (CPU or drum):
    /// the rate at saturation; None if no two neighbours are.
    pub saturated_tradeoff: Option<f64>,
}

/// The trade-off rates −Δy/Δx between neighbours of a frontier sorted by x.
pub fn tradeoffs(frontier: &[[f64; 2]]) -> Vec<f64> {
    frontier.windows(2).map(|w| -(w[1][1] - w[0][1]) / (w[1][0] - w[0][0]).max(1e-12)).collect()
}

fn median(mut v: Vec<f64>) -> Option<f64> {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    (n > 0).then(|| if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2.0 })
}

/// Problem state (%) against page I/O, against VSIO; page I/O against VSIO —
/// each frontier point flagged by what limited it (`capacity`: the drum's).
pub fn frontiers(obs: &[Interval], capacity: Option<f64>) -> Vec<Frontier> {
    let value = |o: &Interval, name: &str| if name == "problem_state" { 100.0 * o.problem_state } else { o.get(name) };
    [("problem_state", "page_io"), ("problem_state", "vsio"), ("page_io", "vsio")]
        .into_iter()
        .map(|(a, b)| {
            let points: Vec<[f64; 2]> = obs.iter().map(|o| [value(o, a), value(o, b)]).collect();
            let as_vec: Vec<Vec<f64>> = points.iter().map(|p| p.to_vec()).collect();
            let mut intervals = pareto_maximal(&as_vec);
            intervals.sort_by(|&i, &j| points[i][0].total_cmp(&points[j][0]));
            let frontier: Vec<[f64; 2]> = intervals.iter().map(|&i| points[i]).collect();
            let limits: Vec<Limit> = intervals.iter().map(|&i| limit(&obs[i], capacity)).collect();
            let tradeoffs = tradeoffs(&frontier);
            let saturated = (0..tradeoffs.len())
                .filter(|&k| limits[k] != Limit::Neither && limits[k + 1] != Limit::Neither)
                .map(|k| tradeoffs[k])
                .collect();
            Frontier {
                x: a.into(),
                y: b.into(),
                points,
                frontier,
                intervals,
                limits,
                tradeoffs,
                saturated_tradeoff: median(saturated),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn interval(problem: f64, page_io: f64, vsio: f64, wait: f64) -> Interval {
        Interval {
            t_s: 0.0,
            cp_ms_per_s: 0.0,
            problem_state: problem,
            vsio,
            page_io,
            dispatch: 0.0,
            dispatch_ms_per_s: 0.0,
            wait,
            active: 1,
            unmodelled_ms_per_s: 0.0,
        }
    }

    #[test]
    fn drum_capacity_from_rotation_and_sectors() {
        // 8 sectors on a 16-ms revolution, FIFO: (8 + 1)/2 sector times of 2 ms = 9 ms a page.
        let fifo = DrumConfig { rotation_us: 16_000, sectors: 8, transfer_us: 2_000, discipline: Discipline::Fifo };
        assert!((drum_capacity(&fifo) - 1000.0 / 9.0).abs() < 1e-9);
        // One sector: every transfer waits a whole revolution.
        assert!((drum_capacity(&DrumConfig { sectors: 1, ..fifo.clone() }) - 62.5).abs() < 1e-9);
        // Shortest latency first: a page in every sector, 8 per 16 ms.
        assert!((drum_capacity(&DrumConfig { discipline: Discipline::Sltf, ..fifo }) - 500.0).abs() < 1e-9);
    }

    #[test]
    fn intervals_are_flagged_by_wait_and_drum_capacity() {
        let cap = Some(100.0);
        assert_eq!(limit(&interval(0.6, 20.0, 1.0, 0.0199), cap), Limit::Cpu);
        assert_eq!(limit(&interval(0.6, 20.0, 1.0, 0.02), cap), Limit::Neither);
        assert_eq!(limit(&interval(0.1, 90.0, 1.0, 0.3), cap), Limit::Drum);
        assert_eq!(limit(&interval(0.1, 89.9, 1.0, 0.3), cap), Limit::Neither);
        assert_eq!(limit(&interval(0.3, 95.0, 1.0, 0.0), cap), Limit::Both);
        assert_eq!(limit(&interval(0.1, 1e6, 1.0, 0.3), None), Limit::Neither);
    }

    #[test]
    fn frontier_flags_and_tradeoff_rates_by_hand() {
        // Problem state (%) against page I/O: a drum-limited stretch at 95–100 pages/s, a slack point,
        // a CPU-limited stretch; one dominated interval (30 %, 50/s) and one below the frontier.
        let obs = vec![
            interval(0.10, 100.0, 2.0, 0.30), // drum
            interval(0.30, 50.0, 1.0, 0.20),  // dominated by (40 %, 80/s)
            interval(0.20, 95.0, 3.0, 0.25),  // drum
            interval(0.40, 80.0, 1.0, 0.10),  // neither
            interval(0.50, 40.0, 1.0, 0.01),  // CPU
            interval(0.60, 10.0, 1.0, 0.00),  // CPU
            interval(0.05, 5.0, 0.5, 0.50),   // dominated
        ];
        let f = &frontiers(&obs, Some(100.0))[0];
        assert_eq!((f.x.as_str(), f.y.as_str()), ("problem_state", "page_io"));
        assert_eq!(f.intervals, vec![0, 2, 3, 4, 5]);
        assert_eq!(f.limits, vec![Limit::Drum, Limit::Drum, Limit::Neither, Limit::Cpu, Limit::Cpu]);
        // −Δpages/Δ%: 5/10, 15/20, 40/10, 30/10.
        let want = [0.5, 0.75, 4.0, 3.0];
        assert!(f.tradeoffs.iter().zip(want).all(|(a, b)| (a - b).abs() < 1e-9), "{:?}", f.tradeoffs);
        // At saturation: the drum–drum and CPU–CPU segments, median of 0.5 and 3.
        assert!((f.saturated_tradeoff.unwrap() - 1.75).abs() < 1e-9);
        // Page I/O against VSIO: (100, 2) and (95, 3) only.
        let g = &frontiers(&obs, Some(100.0))[2];
        assert_eq!(g.frontier, vec![[95.0, 3.0], [100.0, 2.0]]);
        assert!((g.tradeoffs[0] - 0.2).abs() < 1e-9);
        // Bard's Figure 7 reading: 11 ms of problem state per page is 1/1.1 page per % of problem state.
        let bard = tradeoffs(&[[40.0, 80.0], [51.0, 70.0]]);
        assert!((bard[0] - 1.0 / 1.1).abs() < 1e-9);
    }

    #[test]
    fn pareto_candidate_list_matches_brute_force() {
        let mut rng = Rng::new(9, 1);
        for case in 0..200 {
            let m = 2 + (case % 3);
            let pts: Vec<Vec<f64>> =
                (0..1 + rng.below(60)).map(|_| (0..m).map(|_| rng.below(12) as f64).collect()).collect();
            let mut fast = pareto_maximal(&pts);
            fast.sort();
            // Brute force: not dominated by any other point (equal points: the first kept).
            let brute: Vec<usize> = (0..pts.len())
                .filter(|&i| {
                    !(0..pts.len()).any(|j| {
                        j != i && pts[j].iter().zip(&pts[i]).all(|(a, b)| a >= b) && (pts[j] != pts[i] || j < i)
                    })
                })
                .collect();
            assert_eq!(fast, brute, "case {case}: {pts:?}");
        }
        // Bard's Figure 6 in words: of six points, 4, 5 and 6 are maximal.
        let fig6 = vec![vec![1.0, 1.0], vec![2.0, 2.0], vec![1.5, 3.0], vec![3.0, 2.5], vec![2.0, 4.0], vec![4.0, 1.0]];
        let mut m = pareto_maximal(&fig6);
        m.sort();
        assert_eq!(m, vec![3, 4, 5]);
    }
}
