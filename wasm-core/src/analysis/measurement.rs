//! The CP-67 measurement lab (Bard 1971).
//!
//! The sampler's cumulative DUSETIMR-style counters (Tables 1–2) become one
//! observation per interval: rates are differences over Δt. Three analyses:
//!
//! - **Overhead regression** (eqs. 1–7): CP time per second
//!   τ = θ0 + Σ θi xi over the request rates, by least squares; R² (eq. 5)
//!   and the residual standard deviation s = √(Σ r² / (n − m)) (eq. 6, with
//!   m the number of request types — the paper's divisor, one more than the
//!   textbook's n − m − 1 that also counts θ0); observations whose residual
//!   exceeds 2.5 s in magnitude are dropped as outliers and the equation
//!   refitted; the variables are chosen by stepwise forward selection — each
//!   step adds the variable giving the greatest reduction in the residual sum
//!   of squares, until the reduction is no longer significant (F-to-enter 4).
//!   The candidates are Bard's variables the lab counts: VSIO, page I/O and
//!   problem state (VMIO and spool I/O are not simulated).
//! - **Dispatch regression** (Table 6): dispatch time per second — Table 1's
//!   "Dispatch", CP time charged to no user — fitted by the same equation
//!   on the same variables and intervals, its coefficients φ the share of
//!   each θ that is dispatching (Table 9 subtracts them).
//! - **Throughput against load** (Figures 1–5, Table 10): averages of the
//!   intervals grouped by the number of active users — Table 2: users "who
//!   have used some problem-state time during the last observation period",
//!   read from each user's problem-state time (Table 1's user data) — in
//!   Table 10's pairs 1–2, 3–4, …; intervals in which nobody ran form a group
//!   of their own (Table 10 has none).
//! - **Saturation** (Figure 6 and the algorithm after it): `saturation`.
//!
//! Units: τ in ms of CP time per second; θ0 in ms/s; θ per VSIO or page I/O
//! in ms; θ for problem state in ms per second of problem state; φ alike.

use crate::sim::Sample;
use serde::Serialize;

/// One sampler interval as rates.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Interval {
    /// End of the interval, in s.
    pub t_s: f64,
    /// CP time, ms per s (τ).
    pub cp_ms_per_s: f64,
    /// Problem state, s per s.
    pub problem_state: f64,
    /// VSIOs per s.
    pub vsio: f64,
    /// Page I/Os (in and out) per s.
    pub page_io: f64,
    /// Dispatches per s (no DUSETIMR counter; never a regression variable).
    pub dispatch: f64,
    /// Dispatch time, ms per s (Table 1's "Dispatch"): Table 6's regressand.
    pub dispatch_ms_per_s: f64,
    /// Wait state, s per s.
    pub wait: f64,
    /// Active users (Table 2): users whose problem-state time grew in the interval.
    pub active: u32,
    /// CP time on unmodelled work, ms per s: the lab's truth, never a regression variable.
    pub unmodelled_ms_per_s: f64,
}

/// The intervals between consecutive samples.
pub fn intervals(samples: &[Sample]) -> Vec<Interval> {
    samples
        .windows(2)
        .filter(|w| w[1].t_us > w[0].t_us)
        .map(|w| {
            let dt = (w[1].t_us - w[0].t_us) as f64 / 1e6;
            let d = |a: u64, b: u64| (b - a) as f64 / dt;
            Interval {
                t_s: w[1].t_us as f64 / 1e6,
                cp_ms_per_s: d(w[0].cp_us, w[1].cp_us) / 1e3,
                problem_state: d(w[0].problem_us, w[1].problem_us) / 1e6,
                vsio: d(w[0].vsio, w[1].vsio),
                page_io: d(w[0].pages_in + w[0].pages_out, w[1].pages_in + w[1].pages_out),
                dispatch: d(w[0].dispatches, w[1].dispatches),
                dispatch_ms_per_s: d(w[0].dispatch_us, w[1].dispatch_us) / 1e3,
                wait: d(w[0].wait_us, w[1].wait_us) / 1e6,
                active: w[1].user_problem_us.iter().zip(&w[0].user_problem_us).filter(|(b, a)| b > a).count() as u32,
                unmodelled_ms_per_s: d(w[0].unmodelled_us, w[1].unmodelled_us) / 1e3,
            }
        })
        .collect()
}

/// The regression's candidate variables, in the order Bard lists them.
pub const VARIABLES: [&str; 3] = ["vsio", "page_io", "problem_state"];

impl Interval {
    /// The value of candidate variable `name`.
    pub fn get(&self, name: &str) -> f64 {
        match name {
            "vsio" => self.vsio,
            "page_io" => self.page_io,
            "problem_state" => self.problem_state,
            "dispatch" => self.dispatch,
            _ => panic!("unknown variable {name}"),
        }
    }
}

/// A least-squares fit with an intercept.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Fit {
    /// The variables, in the order of `theta[1..]`.
    pub variables: Vec<String>,
    /// θ0 (the intercept), then one coefficient per variable.
    pub theta: Vec<f64>,
    /// Residual sum of squares.
    pub ssr: f64,
    /// Coefficient of determination.
    pub r2: f64,
    /// Residual standard deviation, eq. 6: √(SSR / (n − m)), m the number of variables.
    pub s: f64,
    /// Observations used.
    pub n: usize,
}

/// Least squares of `y` on the columns `x` with an intercept (normal
/// equations, Gaussian elimination with partial pivoting); None if singular
/// or with too few observations.
pub fn least_squares(names: &[&str], x: &[Vec<f64>], y: &[f64]) -> Option<Fit> {
    let (n, p) = (y.len(), x.len());
    if n < p + 2 {
        return None;
    }
    let row = |i: usize| -> Vec<f64> { std::iter::once(1.0).chain(x.iter().map(|c| c[i])).collect() };
    let k = p + 1;
    let mut a = vec![vec![0.0; k + 1]; k];
    for (i, yi) in y.iter().enumerate() {
        let r = row(i);
        for u in 0..k {
            for v in 0..k {
                a[u][v] += r[u] * r[v];
            }
            a[u][k] += r[u] * yi;
        }
    }
    for col in 0..k {
        let pivot = (col..k).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 * (1.0 + a[col][col].abs()) {
            return None;
        }
        a.swap(col, pivot);
        let pivot_row = a[col].clone();
        for (r, target) in a.iter_mut().enumerate() {
            if r != col {
                let f = target[col] / pivot_row[col];
                for (t, p) in target.iter_mut().zip(&pivot_row).skip(col) {
                    *t -= f * p;
                }
            }
        }
    }
    let theta: Vec<f64> = (0..k).map(|i| a[i][k] / a[i][i]).collect();
    let mean = y.iter().sum::<f64>() / n as f64;
    let sst: f64 = y.iter().map(|v| (v - mean).powi(2)).sum();
    let ssr: f64 = (0..n).map(|i| (y[i] - predict(&theta, &row(i)[1..])).powi(2)).sum();
    Some(Fit {
        variables: names.iter().map(|s| s.to_string()).collect(),
        r2: if sst > 0.0 { 1.0 - ssr / sst } else { 1.0 },
        s: (ssr / (n - p) as f64).sqrt(),
        ssr,
        n,
        theta,
    })
}

fn predict(theta: &[f64], x: &[f64]) -> f64 {
    theta[0] + theta[1..].iter().zip(x).map(|(t, v)| t * v).sum::<f64>()
}

/// One step of the stepwise forward selection.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Step {
    /// The variable added.
    pub added: String,
    /// The F statistic of its reduction in the residual sum of squares.
    pub f: f64,
    /// The fit with it.
    pub fit: Fit,
}

/// The F-to-enter below which a reduction is not significant.
pub const F_TO_ENTER: f64 = 4.0;

fn fit_on(obs: &[Interval], names: &[&str]) -> Option<Fit> {
    fit_of(obs, names, |o| o.cp_ms_per_s)
}

fn fit_of(obs: &[Interval], names: &[&str], y: impl Fn(&Interval) -> f64) -> Option<Fit> {
    let x: Vec<Vec<f64>> = names.iter().map(|v| obs.iter().map(|o| o.get(v)).collect()).collect();
    let y: Vec<f64> = obs.iter().map(y).collect();
    least_squares(names, &x, &y)
}

/// Stepwise forward selection among `candidates`.
pub fn stepwise(obs: &[Interval], candidates: &[&str]) -> Vec<Step> {
    let mut chosen: Vec<&str> = Vec::new();
    let mut steps = Vec::new();
    let Some(mut current) = fit_on(obs, &[]) else { return steps };
    loop {
        let best = candidates
            .iter()
            .filter(|c| !chosen.contains(c))
            .filter_map(|&c| {
                let mut names = chosen.clone();
                names.push(c);
                fit_on(obs, &names).map(|f| (c, f))
            })
            .min_by(|a, b| a.1.ssr.total_cmp(&b.1.ssr));
        let Some((name, fit)) = best else { break };
        let dof = (fit.n - fit.theta.len()) as f64;
        let f = if fit.ssr > 0.0 { (current.ssr - fit.ssr) / (fit.ssr / dof) } else { f64::INFINITY };
        if f < F_TO_ENTER {
            break;
        }
        chosen.push(name);
        steps.push(Step { added: name.to_string(), f, fit: fit.clone() });
        current = fit;
    }
    steps
}

/// The regression as Table 5 reports it: the stepwise choice, then outliers
/// (|residual| > 2.5 s) dropped and the chosen equation refitted.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Regression {
    /// The stepwise steps on all observations.
    pub steps: Vec<Step>,
    /// The final fit, without the outliers.
    pub fit: Fit,
    /// Observations dropped as outliers (indices into the intervals).
    pub outliers: Vec<usize>,
    /// Every observation's residual r under the fit on all of them (eq. 4).
    pub residuals: Vec<f64>,
    /// The outlier limit: 2.5 s of the fit on all observations.
    pub outlier_limit: f64,
    /// Table 6: dispatch time per second on the final fit's variables and
    /// intervals; None when the intervals recorded no dispatch time.
    pub dispatch: Option<Fit>,
}

/// Bard's criterion for dropping an observation: |r| > 2.5 s.
pub const OUTLIER_S: f64 = 2.5;

/// Stepwise selection, outlier rejection at 2.5 s and the refit.
pub fn regression(obs: &[Interval]) -> Option<Regression> {
    let steps = stepwise(obs, &VARIABLES);
    let names: Vec<&str> = steps.iter().map(|s| s.added.as_str()).collect();
    let first = fit_on(obs, &names)?;
    let residuals: Vec<f64> = obs
        .iter()
        .map(|o| {
            let x: Vec<f64> = names.iter().map(|v| o.get(v)).collect();
            o.cp_ms_per_s - predict(&first.theta, &x)
        })
        .collect();
    let outlier_limit = OUTLIER_S * first.s;
    let outliers: Vec<usize> = (0..obs.len()).filter(|&i| residuals[i].abs() > outlier_limit).collect();
    let kept: Vec<Interval> =
        obs.iter().enumerate().filter(|(i, _)| !outliers.contains(i)).map(|(_, o)| o.clone()).collect();
    let fit = fit_on(&kept, &names).unwrap_or(first);
    let dispatch = dispatch_regression(&kept, &names);
    Some(Regression { steps, fit, outliers, residuals, outlier_limit, dispatch })
}

/// Table 6: dispatch time per second fitted by eq. 2 on `names` over `obs`;
/// None if no interval recorded dispatch time.
pub fn dispatch_regression(obs: &[Interval], names: &[&str]) -> Option<Fit> {
    if obs.iter().all(|o| o.dispatch_ms_per_s == 0.0) {
        return None;
    }
    fit_of(obs, names, |o| o.dispatch_ms_per_s)
}

/// Averages of the intervals with the same number of active users, in Table 10's pairs.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Group {
    /// The fewest active users in the group (Table 10: 1, 3, 5, …; 0 for intervals nobody ran in).
    pub lo: u32,
    /// The most (2, 4, 6, …; 0).
    pub hi: u32,
    /// Intervals in the group.
    pub n: usize,
    /// Mean problem state, % (Figure 1).
    pub problem_pct: f64,
    /// Mean CP time, % of elapsed (Figure 2).
    pub cp_pct: f64,
    /// Mean wait state, % of elapsed (Figure 3).
    pub wait_pct: f64,
    /// Mean VSIOs per s (Figure 4).
    pub vsio: f64,
    /// Mean page I/Os per s (Figure 5).
    pub page_io: f64,
}

/// Bard's Figures 1–5: throughput averaged by active users, grouped as Table 10 pairs them.
pub fn by_active_users(obs: &[Interval]) -> Vec<Group> {
    let mut groups: std::collections::BTreeMap<u32, Vec<&Interval>> = Default::default();
    for o in obs {
        groups.entry(o.active.div_ceil(2)).or_default().push(o);
    }
    groups
        .into_iter()
        .map(|(pair, list)| {
            let n = list.len();
            let mean = |f: &dyn Fn(&Interval) -> f64| list.iter().map(|o| f(o)).sum::<f64>() / n as f64;
            Group {
                lo: (2 * pair).saturating_sub(1),
                hi: 2 * pair,
                n,
                problem_pct: 100.0 * mean(&|o| o.problem_state),
                cp_pct: mean(&|o| o.cp_ms_per_s) / 10.0,
                wait_pct: 100.0 * mean(&|o| o.wait),
                vsio: mean(&|o| o.vsio),
                page_io: mean(&|o| o.page_io),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn obs(rng: &mut Rng, theta: [f64; 5], noise: f64) -> Interval {
        let (vsio, page_io, problem, dispatch) =
            (rng.next_f64() * 40.0, rng.next_f64() * 80.0, rng.next_f64(), rng.next_f64() * 100.0);
        let e = (rng.next_f64() - 0.5) * noise;
        Interval {
            t_s: 0.0,
            cp_ms_per_s: theta[0] + theta[1] * vsio + theta[2] * page_io + theta[3] * problem + theta[4] * dispatch + e,
            problem_state: problem,
            vsio,
            page_io,
            dispatch,
            dispatch_ms_per_s: 0.0,
            wait: 0.0,
            active: 1,
            unmodelled_ms_per_s: 0.0,
        }
    }

    #[test]
    fn regression_recovers_known_coefficients_and_drops_planted_outliers() {
        let theta = [8.9, 8.1, 2.2, 138.0, 0.0];
        let mut rng = Rng::new(3, 0);
        let mut data: Vec<Interval> = (0..400).map(|_| obs(&mut rng, theta, 2.0)).collect();
        // Planted outliers: CP time spent on unmeasured activities (Bard: "almost all positive").
        for i in [10, 50, 90, 130, 170] {
            data[i].cp_ms_per_s += 60.0;
        }
        // Offered a variable with no effect (dispatches per second), the selection leaves it out.
        let offered = stepwise(&data, &["vsio", "page_io", "problem_state", "dispatch"]);
        let names: Vec<&str> = offered.iter().map(|s| s.added.as_str()).collect();
        assert_eq!(names.len(), 3, "dispatch has no effect and is not chosen: {names:?}");
        assert!(!names.contains(&"dispatch"));
        let r = regression(&data).unwrap();
        assert_eq!(r.steps.len(), 3);
        // No dispatch time recorded: no Table 6.
        assert!(r.dispatch.is_none());
        assert_eq!(r.outliers, vec![10, 50, 90, 130, 170]);
        // Each residual is reported, the planted ones near +60 and beyond 2.5 s; the rest within it.
        assert_eq!(r.residuals.len(), 400);
        assert!(r.outliers.iter().all(|&i| r.residuals[i] > r.outlier_limit && r.residuals[i] > 50.0));
        assert!((0..400).filter(|i| !r.outliers.contains(i)).all(|i| r.residuals[i].abs() <= r.outlier_limit));
        let f = &r.fit;
        let coef = |v: &str| f.theta[1 + f.variables.iter().position(|x| x == v).unwrap()];
        assert!((f.theta[0] - 8.9).abs() < 0.3, "θ0 {}", f.theta[0]);
        assert!(
            (coef("vsio") - 8.1).abs() < 0.02
                && (coef("page_io") - 2.2).abs() < 0.01
                && (coef("problem_state") - 138.0).abs() < 0.3
        );
        assert!(f.r2 > 0.999 && f.n == 395);
        // The first step takes the variable that explains most (page I/O here, by its range).
        assert!(r.steps.windows(2).all(|w| w[1].fit.ssr < w[0].fit.ssr));
    }

    #[test]
    fn exact_fit_with_two_variables_by_hand() {
        // y = 1 + 2a + 3b on four points.
        let a = vec![0.0, 1.0, 0.0, 1.0];
        let b = vec![0.0, 0.0, 1.0, 2.0];
        let y: Vec<f64> = (0..4).map(|i| 1.0 + 2.0 * a[i] + 3.0 * b[i]).collect();
        let f = least_squares(&["a", "b"], &[a, b], &y).unwrap();
        assert!(f.theta.iter().zip([1.0, 2.0, 3.0]).all(|(x, y)| (x - y).abs() < 1e-9) && f.ssr < 1e-18 && f.r2 == 1.0);
        // Collinear columns are refused.
        assert!(least_squares(
            &["a", "a2"],
            &[vec![1.0, 2.0, 3.0, 4.0], vec![2.0, 4.0, 6.0, 8.0]],
            &[1.0, 2.0, 3.0, 4.0]
        )
        .is_none());
    }

    #[test]
    fn s_divides_by_n_minus_m() {
        // τ on one variable: at x = 0 the mean is 1, at x = 1 it is 2; residuals −1, 1, −1, 1.
        let f = least_squares(&["x"], &[vec![0.0, 0.0, 1.0, 1.0]], &[0.0, 2.0, 1.0, 3.0]).unwrap();
        assert!((f.theta[0] - 1.0).abs() < 1e-12 && (f.theta[1] - 1.0).abs() < 1e-12);
        assert!((f.ssr - 4.0).abs() < 1e-12);
        // Eq. 6: √(4 / (n − m)) = √(4/3), n = 4 observations, m = 1 request type.
        assert!((f.s - (4.0f64 / 3.0).sqrt()).abs() < 1e-12, "s = {}", f.s);
        // Eq. 5: SST = 2.25 + 0.25 + 0.25 + 2.25 = 5.
        assert!((f.r2 - 0.2).abs() < 1e-12);
    }

    #[test]
    fn dispatch_time_regression_reads_table_6s_coefficients_back_by_hand() {
        // Six intervals made by hand whose dispatch time is exactly Table 6's
        // φ0 + φ1 VSIO + φ3 page I/O + φ5 problem state = 0.7 + 0.6 v + 0.7 p + 1.0 s,
        // under a CP time that is not (the fits are apart).
        let rates = [
            (2.0, 10.0, 0.1),
            (4.0, 30.0, 0.2),
            (8.0, 5.0, 0.4),
            (1.0, 60.0, 0.3),
            (6.0, 45.0, 0.05),
            (3.0, 20.0, 0.6),
        ];
        let obs: Vec<Interval> = rates
            .iter()
            .enumerate()
            .map(|(i, &(vsio, page_io, problem_state))| Interval {
                t_s: 2.0 * (i + 1) as f64,
                cp_ms_per_s: 100.0 + i as f64,
                problem_state,
                vsio,
                page_io,
                dispatch: 0.0,
                dispatch_ms_per_s: 0.7 + 0.6 * vsio + 0.7 * page_io + 1.0 * problem_state,
                wait: 0.0,
                active: 1,
                unmodelled_ms_per_s: 0.0,
            })
            .collect();
        let f = dispatch_regression(&obs, &VARIABLES).unwrap();
        assert_eq!(f.variables, ["vsio", "page_io", "problem_state"]);
        assert!(f.theta.iter().zip([0.7, 0.6, 0.7, 1.0]).all(|(x, y)| (x - y).abs() < 1e-9), "φ = {:?}", f.theta);
        assert!(f.ssr < 1e-18 && f.r2 == 1.0 && f.n == 6);
        // On the page I/O alone: the least-squares line through (p, 0.7 + 0.6 v + 0.7 p + s), by hand:
        // Σp = 170, Σy = 4.2 + 0.6·24 + 0.7·170 + 1.65 = 139.25; the slope is Sxy / Sxx.
        let one = dispatch_regression(&obs, &["page_io"]).unwrap();
        let (n, p): (f64, Vec<f64>) = (6.0, rates.iter().map(|r| r.1).collect());
        let y: Vec<f64> = obs.iter().map(|o| o.dispatch_ms_per_s).collect();
        let (pm, ym) = (p.iter().sum::<f64>() / n, y.iter().sum::<f64>() / n);
        assert!((pm - 170.0 / 6.0).abs() < 1e-12 && (ym - 139.25 / 6.0).abs() < 1e-12);
        let slope = p.iter().zip(&y).map(|(a, b)| (a - pm) * (b - ym)).sum::<f64>()
            / p.iter().map(|a| (a - pm).powi(2)).sum::<f64>();
        assert!((one.theta[1] - slope).abs() < 1e-9 && (one.theta[0] - (ym - slope * pm)).abs() < 1e-9);
        // No dispatch time recorded: no fit.
        let none: Vec<Interval> = obs.iter().map(|o| Interval { dispatch_ms_per_s: 0.0, ..o.clone() }).collect();
        assert!(dispatch_regression(&none, &VARIABLES).is_none());
    }

    /// A sample at `t` s with each user's problem-state time so far (ms) and the wait so far (ms).
    fn sample(t: u64, users_ms: &[u64], wait_ms: u64) -> Sample {
        Sample {
            t_us: t * 1_000_000,
            problem_us: users_ms.iter().sum::<u64>() * 1_000,
            cp_us: 0,
            wait_us: wait_ms * 1_000,
            pages_in: 0,
            pages_out: 0,
            replaced: 0,
            stolen: 0,
            vsio: 0,
            dispatches: 0,
            dispatch_us: 0,
            fault_service_us: 0,
            references: 0,
            active: 0,
            mpl_integral_us: 0,
            pointer_advances: 0,
            ready: 0,
            faults: 0,
            terminal_waits: 0,
            psi_sum: 0,
            psi_replaced: 0,
            psi_sum_active: 0,
            psi_replaced_active: 0,
            user_problem_us: users_ms.iter().map(|m| m * 1_000).collect(),
            unmodelled_us: 0,
        }
    }

    #[test]
    fn active_users_are_those_with_problem_time_in_the_interval() {
        // Five users signed on; problem-state time (ms) per user at each sample.
        let samples = [
            sample(0, &[0, 0, 0, 0, 0], 0),
            sample(1, &[10, 0, 0, 0, 0], 900),     // user 0 ran: 1 active
            sample(2, &[10, 5, 7, 0, 0], 1_400),   // users 1, 2: 2
            sample(3, &[30, 9, 8, 1, 0], 1_500),   // users 0–3: 4
            sample(4, &[30, 9, 8, 1, 0], 2_500),   // nobody: 0
            sample(5, &[40, 19, 9, 2, 3], 2_500),  // all five: 5
            sample(6, &[50, 19, 10, 2, 3], 2_900), // users 0, 2: 2
        ];
        let obs = intervals(&samples);
        assert_eq!(obs.iter().map(|o| o.active).collect::<Vec<_>>(), vec![1, 2, 4, 0, 5, 2]);
        assert_eq!(obs.iter().map(|o| o.wait).collect::<Vec<_>>(), vec![0.9, 0.5, 0.1, 1.0, 0.0, 0.4]);
        // Table 10's pairs: 0 alone; 1–2 (three intervals), 3–4, 5–6.
        let g = by_active_users(&obs);
        assert_eq!(
            g.iter().map(|g| (g.lo, g.hi, g.n)).collect::<Vec<_>>(),
            vec![(0, 0, 1), (1, 2, 3), (3, 4, 1), (5, 6, 1)]
        );
        // Wait in the 1–2 group: (0.9 + 0.5 + 0.4) / 3 = 60 %; problem state (10 + 12 + 11) ms / 3 s = 1.1 %.
        assert!((g[1].wait_pct - 60.0).abs() < 1e-9 && (g[1].problem_pct - 1.1).abs() < 1e-9, "{:?}", g[1]);
    }
    #[test]
    fn groups_average_by_active_users() {
        let mk = |active: u32, vsio: f64| Interval {
            t_s: 0.0,
            cp_ms_per_s: 100.0,
            problem_state: 0.5,
            vsio,
            page_io: 10.0,
            dispatch: 0.0,
            dispatch_ms_per_s: 0.0,
            wait: 0.4,
            active,
            unmodelled_ms_per_s: 0.0,
        };
        let g = by_active_users(&[mk(1, 2.0), mk(2, 4.0), mk(3, 9.0)]);
        assert_eq!(g.iter().map(|g| (g.lo, g.hi, g.n)).collect::<Vec<_>>(), vec![(1, 2, 2), (3, 4, 1)]);
        assert!((g[0].wait_pct - 40.0).abs() < 1e-12);
        assert!(
            (g[0].vsio - 3.0).abs() < 1e-12
                && (g[0].cp_pct - 10.0).abs() < 1e-12
                && (g[0].problem_pct - 50.0).abs() < 1e-12
        );
    }
}
