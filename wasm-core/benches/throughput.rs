//! Throughput benchmarks (docs/PERFORMANCE.md), run by
//! `cargo bench --manifest-path wasm-core/Cargo.toml`:
//! - the plain clock (k = 1, 1024 frames) on 10 M references in memory;
//! - multiprogramming: 8 processes, the drum, the dispatcher, 10 M references.
//! The strings are generated before timing starts; the figure is references
//! per second of `run_to_end`, best of 5.

use paging_core::experiment::{benchmark_scenario, multiprogramming_benchmark_scenario};
use paging_core::{Scenario, Simulator};
use std::time::Instant;

fn bench(name: &str, scenario: Scenario) {
    let prepared = Simulator::new(scenario, false);
    let mut best = f64::MAX;
    let (mut faults, mut refs) = (0, 0);
    for _ in 0..5 {
        let mut sim = prepared.clone();
        let start = Instant::now();
        sim.run_to_end();
        best = best.min(start.elapsed().as_secs_f64());
        faults = sim.counters().faults;
        refs = sim.counters().references;
    }
    println!(
        "{name}: {refs} references, {faults} faults ({:.2}%), best of 5: {:.1} ms = {:.0} M references/s",
        100.0 * faults as f64 / refs as f64,
        best * 1e3,
        refs as f64 / best / 1e6
    );
}

fn main() {
    bench("plain clock k=1, 1024 frames", benchmark_scenario());
    bench("multiprogramming, 8 processes", multiprogramming_benchmark_scenario());
}
