//! The scenarios of the throughput benchmarks (docs/PERFORMANCE.md).

use crate::scenario::{
    CpuConfig, DrumConfig, MemoryConfig, ProcessClass, ProcessConfig, SamplerConfig, Scenario, SchedulerConfig,
    SupervisorConfig, SCENARIO_VERSION,
};
use crate::workload::{QShape, Workload};

/// The fault-heavy benchmark (docs/PERFORMANCE.md): the plain clock with
/// k = 1 and 1000 frames on 2 M references of an LRU stack model with Zipf
/// distances (s = 1) over 100 000 pages — about half the references fault, so
/// the pointer's examinations, not the hits, set the pace.
pub fn fault_heavy_benchmark_scenario() -> Scenario {
    Scenario::plain(
        1000,
        1,
        Workload::LruStack { pages: 100_000, length: 2_000_000, q: QShape::Zipf { s: 1.0 }, write_fraction: 0.0 },
    )
}

/// The throughput benchmark's scenario (docs/PERFORMANCE.md): the plain clock
/// with k = 1 and 1024 frames on 10 M references of a phased-locality string
/// with a hot core, so that about 1 % of references fault.
pub fn benchmark_scenario() -> Scenario {
    Scenario::plain(
        1024,
        1,
        Workload::Phased {
            pages: 65_536,
            length: 10_000_000,
            locality_pages: 700,
            phase_length: 50_000,
            core_pages: 256,
            core_fraction: 0.5,
            core_skew: 0.0,
            write_fraction: 0.1,
        },
    )
}

/// The multiprogramming benchmark's scenario (docs/PERFORMANCE.md): eight
/// batch jobs of 1.25 M references each under one global clock of 1024
/// frames, with the drum, 50 ms time slices, file I/O, supervisor costs and
/// the sampler.
pub fn multiprogramming_benchmark_scenario() -> Scenario {
    let job = |i: u32| ProcessConfig {
        workload: Workload::Phased {
            pages: 4_096,
            length: 1_250_000,
            locality_pages: 60,
            phase_length: 20_000 + 1_000 * i,
            core_pages: 40,
            core_fraction: 0.5,
            core_skew: 0.0,
            write_fraction: 0.1,
        },
        class: ProcessClass::Background,
        vsio_every: 5_000,
        vsio_us: 20_000,
        cyclic: false,
    };
    Scenario {
        version: SCENARIO_VERSION,
        seed: 1,
        memory: MemoryConfig { frames: 1024, ..MemoryConfig::default() },
        drum: Some(DrumConfig::default()),
        cpu: CpuConfig { reference_us: 1, fault_us: 500, examine_us: 20 },
        processes: (0..8).map(job).collect(),
        supervisor: Some(SupervisorConfig::default()),
        scheduler: Some(SchedulerConfig::default()),
        sampler: Some(SamplerConfig { dt_us: 1_000_000 }),
        duration_us: None,
    }
}
