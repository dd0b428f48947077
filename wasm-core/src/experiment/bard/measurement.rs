//! Bard 1971's measurement analysis as an experiment (`bard-regression`):
//! a 10-minute multiprogrammed run sampled every 2 s — batch jobs and
//! terminal users whose load rises and falls, with the Load Leveler moving
//! the multiprogramming level — and the regression, grouping and saturation
//! analyses of `analysis::measurement` on its samples. The simulator charges
//! known supervisor costs per request (`SupervisorConfig`), so the fitted θ
//! can be set beside the true ones.

use crate::analysis::measurement::{by_active_users, intervals, regression, Group, Interval};
use crate::analysis::saturation::{drum_capacity, frontiers, Frontier, CPU_LIMITED_WAIT, DRUM_NEAR};
use crate::experiment::metrics::{Metrics, RegressionMetrics};
use crate::scenario::{DrumConfig, Scenario, SupervisorConfig};
use crate::sim::Simulator;
use serde::Serialize;
use std::collections::BTreeMap;

/// The run: Shils's job mix with the leveler, every modelled CP cost charged
/// through a sampled request (no separate fault or pointer costs), sampled
/// every 2 s — and CP work no counter records: bursts of 100 ms at gaps of
/// 60 s on average (`UNMODELLED_EVERY_US`, `UNMODELLED_US`), Bard's
/// "unaccounted-for activities", about 0.17 % of the run's time.
pub fn regression_scenario(seed: u64) -> Scenario {
    let mut s = crate::experiment::shils_scenario(seed, true);
    s.cpu.fault_us = 0;
    s.cpu.examine_us = 0;
    s.sampler = Some(crate::scenario::SamplerConfig { dt_us: 2_000_000 });
    if let Some(v) = s.supervisor.as_mut() {
        v.unmodelled_every_us = UNMODELLED_EVERY_US;
        v.unmodelled_us = UNMODELLED_US;
    }
    s
}

/// The mean gap between the regression run's bursts of unmodelled CP work.
pub const UNMODELLED_EVERY_US: u64 = 60_000_000;
/// The CP time of one burst.
pub const UNMODELLED_US: u64 = 100_000;

/// The supervisor costs the run charged, in the regression's units (ms per unit of each variable).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TrueTheta {
    /// θ0: ms per second of real time.
    pub theta0: f64,
    /// ms per VSIO.
    pub vsio: f64,
    /// ms per page I/O.
    pub page_io: f64,
    /// ms per second of problem state.
    pub problem_state: f64,
    /// ms per dispatch.
    pub dispatch: f64,
}

/// The true θ of `v`.
pub fn true_theta(v: &SupervisorConfig) -> TrueTheta {
    TrueTheta {
        theta0: v.theta0_us_per_s as f64 / 1e3,
        vsio: v.vsio_us as f64 / 1e3,
        page_io: v.page_io_us as f64 / 1e3,
        problem_state: v.problem_us_per_s as f64 / 1e3,
        dispatch: v.dispatch_us as f64 / 1e3,
    }
}

/// One step of the stepwise selection, as the report lists it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ReportStep {
    /// The variable added.
    pub added: String,
    /// Its F statistic.
    pub f: f64,
    /// R² with it.
    pub r2: f64,
    /// The residual standard deviation with it.
    pub s: f64,
    /// θ0, then the coefficients of the variables chosen so far.
    pub theta: Vec<f64>,
}

/// Bard 1971's measurement analysis of a run's samples.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MeasurementReport {
    /// The final fit's coefficients keyed by variable (`theta0` the intercept).
    pub theta: BTreeMap<String, f64>,
    /// The costs the run charged, when it charged known ones.
    pub true_theta: Option<TrueTheta>,
    /// R² of the final fit.
    pub r2: f64,
    /// Its residual standard deviation.
    pub s: f64,
    /// Observations it used.
    pub n: usize,
    /// How many outliers were dropped.
    pub outliers_dropped: usize,
    /// Their indices among the observations.
    pub outliers: Vec<usize>,
    /// Every observation's residual under the fit on all of them, ms/s (eq. 4).
    pub residuals: Vec<f64>,
    /// The outlier limit: 2.5 s of the fit on all of them, ms/s.
    pub outlier_limit: f64,
    /// The stepwise table.
    pub steps: Vec<ReportStep>,
    /// The sampler intervals as rates.
    pub observations: Vec<Interval>,
    /// Averages by active users.
    pub groups: Vec<Group>,
    /// The pairwise saturation analyses.
    pub frontiers: Vec<Frontier>,
    /// The drum's capacity in page I/Os per s (None: no drum).
    pub drum_capacity: Option<f64>,
    /// Wait below this % of an interval makes it CPU-limited.
    pub cpu_limited_wait_pct: f64,
    /// Page I/O at or above this share of the drum's capacity makes an interval drum-limited.
    pub drum_near: f64,
}

/// The measurement report of a run's samples: the stepwise table, the final
/// fit keyed by variable (beside the truth when the run charged known
/// costs), outliers, groups by active users and the Pareto frontiers with
/// their CPU- and drum-limited points.
pub fn report(
    samples: &[crate::sim::Sample],
    supervisor: Option<&SupervisorConfig>,
    drum: Option<&DrumConfig>,
) -> Result<MeasurementReport, String> {
    let obs = intervals(samples);
    if obs.len() < 8 {
        return Err(format!(
            "{} sampler intervals: the regression needs at least 8 (run longer, or sample more often)",
            obs.len()
        ));
    }
    let r = regression(&obs).ok_or("the observations do not determine the coefficients (a variable never varies)")?;
    let mut theta = BTreeMap::from([("theta0".to_string(), r.fit.theta[0])]);
    theta.extend(r.fit.variables.iter().cloned().zip(r.fit.theta[1..].iter().copied()));
    let steps = r
        .steps
        .iter()
        .map(|s| ReportStep { added: s.added.clone(), f: s.f, r2: s.fit.r2, s: s.fit.s, theta: s.fit.theta.clone() })
        .collect();
    let capacity = drum.map(drum_capacity);
    Ok(MeasurementReport {
        theta,
        true_theta: supervisor.map(true_theta),
        r2: r.fit.r2,
        s: r.fit.s,
        n: r.fit.n,
        outliers_dropped: r.outliers.len(),
        groups: by_active_users(&obs),
        frontiers: frontiers(&obs, capacity),
        drum_capacity: capacity,
        cpu_limited_wait_pct: 100.0 * CPU_LIMITED_WAIT,
        drum_near: DRUM_NEAR,
        outlier_limit: r.outlier_limit,
        residuals: r.residuals,
        outliers: r.outliers,
        steps,
        observations: obs,
    })
}

/// `bard-regression`'s metrics for its finished run.
pub fn regression_metrics(sim: &Simulator) -> Metrics {
    let sc = sim.scenario();
    let metrics = match report(&sim.records().samples, sc.supervisor.as_ref(), sc.drum.as_ref()) {
        Ok(r) => RegressionMetrics::Report(Box::new(r)),
        Err(error) => RegressionMetrics::Failed { error },
    };
    Metrics::Regression(Box::new(metrics))
}
