//! Bard 1971's measurement analysis on simulated runs: the regression
//! recovers the supervisor costs the simulator charged.

use paging_core::experiment::run_experiment;

#[test]
fn the_regression_recovers_the_charged_supervisor_costs() {
    for seed in [1, 2, 3] {
        let r = run_experiment("bard-regression", seed).unwrap();
        assert_eq!(r.arms.len(), 1);
        assert_eq!(r.arms[0].name, "fit");
        let m = &r.arms[0].metrics;
        assert!(m["r2"].as_f64().unwrap() > 0.95, "seed {seed}: R² {}", m["r2"]);
        let (theta, truth) = (m["theta"].as_object().unwrap(), &m["true_theta"]);
        for key in ["theta0", "vsio", "page_io", "problem_state", "dispatch"] {
            let (est, t) = (theta[key].as_f64().unwrap(), truth[key].as_f64().unwrap());
            assert!((est / t - 1.0).abs() < 0.05, "seed {seed}: {key} estimated {est}, true {t}");
        }
        assert!(m["outliers_dropped"].as_u64().is_some());
        // Stepwise: each step lowers the residual and is significant.
        let steps = m["steps"].as_array().unwrap();
        assert!(steps.windows(2).all(|w| w[1]["s"].as_f64() <= w[0]["s"].as_f64()));
        assert!(steps.iter().all(|s| s["f"].as_f64().unwrap() >= 4.0));
        // Paging rises with the number of active users (Bard's Figure 3), at least from 1 to 3.
        let groups = m["groups"].as_array().unwrap();
        let paging = |a: u64| groups.iter().find(|g| g["active"].as_u64() == Some(a)).map(|g| g["page_io"].as_f64().unwrap());
        assert!(paging(3).unwrap() > paging(1).unwrap(), "seed {seed}: {groups:?}");
        // Every frontier point is an observation no other observation dominates.
        for f in m["frontiers"].as_array().unwrap() {
            let pts: Vec<[f64; 2]> = serde_json::from_value(f["points"].clone()).unwrap();
            for p in serde_json::from_value::<Vec<[f64; 2]>>(f["frontier"].clone()).unwrap() {
                assert!(pts.contains(&p));
                assert!(!pts.iter().any(|q| q[0] >= p[0] && q[1] >= p[1] && q != &p));
            }
        }
    }
}
