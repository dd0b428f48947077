//! Bard 1971's measurement analysis as an experiment (`bard-regression`):
//! a 10-minute multiprogrammed run sampled every 2 s — batch jobs and
//! terminal users whose load rises and falls, with the Load Leveler moving
//! the multiprogramming level — and the regression, grouping and saturation
//! analyses of `analysis::measurement` on its samples. The simulator charges
//! known supervisor costs per request (`SupervisorConfig`), so the fitted θ
//! can be set beside the true ones.

use crate::analysis::measurement::{by_active_users, frontiers, intervals, regression, Frontier, Group, Interval};
use crate::experiment::metrics::{Metrics, RegressionMetrics};
use crate::scenario::{Scenario, SupervisorConfig};
use crate::sim::Simulator;
use serde::Serialize;
use std::collections::BTreeMap;

/// The run: Shils's job mix with the leveler, every CP cost charged through a
/// sampled request (no separate fault or pointer costs), sampled every 2 s.
pub fn regression_scenario(seed: u64) -> Scenario {
    let mut s = crate::experiment::shils_scenario(seed, true);
    s.cpu.fault_us = 0;
    s.cpu.examine_us = 0;
    s.sampler = Some(crate::scenario::SamplerConfig { dt_us: 2_000_000 });
    s
}

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
    /// The stepwise table.
    pub steps: Vec<ReportStep>,
    /// The sampler intervals as rates.
    pub observations: Vec<Interval>,
    /// Averages by active users.
    pub groups: Vec<Group>,
    /// The pairwise saturation analyses.
    pub frontiers: Vec<Frontier>,
}

/// The measurement report of a run's samples: the stepwise table, the final
/// fit keyed by variable (beside the truth when the run charged known
/// costs), outliers, groups by active users and the Pareto frontiers.
pub fn report(
    samples: &[crate::sim::Sample],
    supervisor: Option<&SupervisorConfig>,
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
    Ok(MeasurementReport {
        theta,
        true_theta: supervisor.map(true_theta),
        r2: r.fit.r2,
        s: r.fit.s,
        n: r.fit.n,
        outliers_dropped: r.outliers.len(),
        groups: by_active_users(&obs),
        frontiers: frontiers(&obs),
        outliers: r.outliers,
        steps,
        observations: obs,
    })
}

/// `bard-regression`'s metrics for its finished run.
pub fn regression_metrics(sim: &Simulator) -> Metrics {
    let metrics = match report(&sim.records().samples, sim.scenario().supervisor.as_ref()) {
        Ok(r) => RegressionMetrics::Report(r),
        Err(error) => RegressionMetrics::Failed { error },
    };
    Metrics::Regression(Box::new(metrics))
}
