//! Throughput benchmarks (docs/PERFORMANCE.md), run by
//! `cargo bench --manifest-path wasm-core/Cargo.toml`:
//! - the plain clock (k = 1, 1024 frames) on 10 M references in memory;
//! - multiprogramming: 8 processes, the drum, the dispatcher, 10 M references;
//! - fault-heavy: the plain clock where about half of 2 M references fault;
//! - exact LRU (1024 sizes) and working-set (10 000 windows) curves of 10 M references;
//! - generating an LRU stack model string of 2·10⁷ references over 2²⁰ pages
//!   (the largest a workload may be), geometric and Zipf: the hard case.
//!
//! The strings are generated before timing starts; the simulation figures are
//! references per second of `run_to_end`, best of 5.

use paging_core::experiment::{
    benchmark_scenario, fault_heavy_benchmark_scenario, multiprogramming_benchmark_scenario,
};
use paging_core::{Scenario, Simulator};
use std::time::Instant;

fn bench(name: &str, scenario: Scenario) {
    let prepared = Simulator::new(scenario, false);
    let mut best = f64::MAX;
    let (mut faults, mut refs) = (0, 0);
    for _ in 0..5 {
        let mut sim = prepared.clone();
        let start = Instant::now();
        sim.run_to_end().unwrap();
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

fn curves() {
    use paging_core::analysis::curves::{lru_faults_by_size, ws_curves};
    // Dense already (pages below 65 536), so the curves leave the string as it is.
    let mut pages: Vec<u32> =
        Simulator::new(benchmark_scenario(), false).traces()[0].iter().map(|r| r.page()).collect();
    for (name, f) in [
        (
            "LRU curve, sizes 1..1024",
            Box::new(|p: &mut [u32]| lru_faults_by_size(p, 1024)[0] as f64) as Box<dyn Fn(&mut [u32]) -> f64>,
        ),
        ("working-set curves, windows 1..10000", Box::new(|p: &mut [u32]| ws_curves(p, 10_000).0[0])),
    ] {
        let mut best = f64::MAX;
        for _ in 0..3 {
            let start = Instant::now();
            std::hint::black_box(f(&mut pages));
            best = best.min(start.elapsed().as_secs_f64());
        }
        println!("{name}: {} references, best of 3: {:.0} ms", pages.len(), best * 1e3);
    }
}

fn lru_stack_generation() {
    use paging_core::workload::{QShape, Workload};
    for (name, q) in
        [("geometric θ = 0.999", QShape::Geometric { theta: 0.999 }), ("Zipf s = 0.5", QShape::Zipf { s: 0.5 })]
    {
        let w = Workload::LruStack { pages: 1 << 20, length: 20_000_000, q, write_fraction: 0.0 };
        let start = Instant::now();
        let refs = std::hint::black_box(w.generate(1, 0));
        println!(
            "LRU stack string, {name}, 2^20 pages: {} references in {:.1} s",
            refs.len(),
            start.elapsed().as_secs_f64()
        );
    }
}

fn main() {
    bench("plain clock k=1, 1024 frames", benchmark_scenario());
    bench("multiprogramming, 8 processes", multiprogramming_benchmark_scenario());
    bench("fault-heavy: plain clock k=1, 1000 frames, Zipf LRU stack", fault_heavy_benchmark_scenario());
    curves();
    lru_stack_generation();
}
