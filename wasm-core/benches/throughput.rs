//! Throughput of the plain clock (k = 1, 1024 frames) on 10 M references held
//! in memory: `cargo bench --manifest-path wasm-core/Cargo.toml`. The string
//! is generated before timing starts; the figure is references per second of
//! `run_to_end`. Results are recorded in docs/PERFORMANCE.md.

use paging_core::experiment::benchmark_scenario;
use paging_core::Simulator;
use std::time::Instant;

fn main() {
    let scenario = benchmark_scenario();
    let prepared = Simulator::new(scenario, false);
    let mut best = f64::MAX;
    let mut faults = 0;
    for _ in 0..5 {
        let mut sim = prepared.clone();
        let start = Instant::now();
        sim.run_to_end();
        best = best.min(start.elapsed().as_secs_f64());
        faults = sim.counters().faults;
    }
    let refs = prepared.traces()[0].len() as f64;
    println!(
        "plain clock k=1, 1024 frames: {} references, {} faults ({:.2}%), best of 5: {:.1} ms = {:.0} M references/s",
        refs,
        faults,
        100.0 * faults as f64 / refs,
        best * 1e3,
        refs / best / 1e6
    );
}
