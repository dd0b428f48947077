//! Bard 1971's measurement analysis as an experiment (`bard-regression`):
//! a 10-minute multiprogrammed run sampled every 2 s — batch jobs and
//! terminal users whose load rises and falls, with the Load Leveler moving
//! the multiprogramming level — and the regression, grouping and saturation
//! analyses of `analysis::measurement` on its samples. The simulator charges
//! known supervisor costs per request (`SupervisorConfig`), so the fitted θ
//! can be set beside the true ones.

use crate::analysis::measurement::{by_active_users, frontiers, intervals, regression};
use crate::scenario::{Scenario, SupervisorConfig};
use crate::sim::Simulator;

/// The run: Shils's job mix with the leveler, every CP cost charged through a
/// sampled request (no separate fault or pointer costs), sampled every 2 s.
pub fn regression_scenario(seed: u64) -> Scenario {
    let mut s = super::shils_scenario(seed, true);
    s.cpu.fault_us = 0;
    s.cpu.examine_us = 0;
    s.sampler = Some(crate::scenario::SamplerConfig { dt_us: 2_000_000 });
    s
}

/// The true θ in the regression's units, keyed by variable.
pub fn true_theta(v: &SupervisorConfig) -> serde_json::Value {
    serde_json::json!({
        "theta0": v.theta0_us_per_s as f64 / 1e3,
        "vsio": v.vsio_us as f64 / 1e3,
        "page_io": v.page_io_us as f64 / 1e3,
        "problem_state": v.problem_us_per_s as f64 / 1e3,
        "dispatch": v.dispatch_us as f64 / 1e3,
    })
}

/// The measurement report of a run's samples: the stepwise table, the final
/// fit keyed by variable (beside the truth when the run charged known
/// costs), outliers, groups by active users and the Pareto frontiers.
pub fn report(samples: &[crate::sim::Sample], supervisor: Option<&SupervisorConfig>) -> Result<serde_json::Value, String> {
    let obs = intervals(samples);
    if obs.len() < 8 {
        return Err(format!("{} sampler intervals: the regression needs at least 8 (run longer, or sample more often)", obs.len()));
    }
    let r = regression(&obs).ok_or("the observations do not determine the coefficients (a variable never varies)")?;
    let mut theta = serde_json::Map::new();
    theta.insert("theta0".into(), r.fit.theta[0].into());
    for (name, value) in r.fit.variables.iter().zip(&r.fit.theta[1..]) {
        theta.insert(name.clone(), (*value).into());
    }
    let steps: Vec<serde_json::Value> =
        r.steps.iter().map(|s| serde_json::json!({ "added": s.added, "f": s.f, "r2": s.fit.r2, "s": s.fit.s, "theta": s.fit.theta })).collect();
    Ok(serde_json::json!({
        "theta": theta,
        "true_theta": supervisor.map(true_theta),
        "r2": r.fit.r2,
        "s": r.fit.s,
        "n": r.fit.n,
        "outliers_dropped": r.outliers.len(),
        "outliers": r.outliers,
        "steps": steps,
        "observations": obs,
        "groups": by_active_users(&obs),
        "frontiers": frontiers(&obs),
    }))
}

/// `bard-regression`'s metrics for its finished run.
pub fn regression_metrics(sim: &Simulator) -> serde_json::Value {
    report(&sim.state().lc.samples, sim.scenario().supervisor.as_ref()).unwrap_or_else(|e| serde_json::json!({ "error": e }))
}
