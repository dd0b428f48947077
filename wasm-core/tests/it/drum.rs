//! The drum's schedule on random multiprogramming scenarios (Corbató 1968,
//! Figure 2 boxes 5–7): every transfer starts at its sector's leading edge,
//! never before it was requested, lasts one transfer time, one at a time;
//! first come first served serves requests in their order; shortest latency
//! first never passes over a waiting request whose sector would have come
//! under the heads earlier. The hand-worked example is in `drum.rs`'s tests.

use paging_core::event::EventKind;
use paging_core::scenario::{Discipline, DrumConfig, MemoryConfig, ProcessClass, ProcessConfig};
use paging_core::workload::Workload;
use paging_core::{Scenario, Simulator};

/// One completed transfer as its event tells it, in the order completions were taken up.
#[derive(Clone, Copy, Debug)]
struct Done {
    sector: u32,
    queued: u64,
    start: u64,
    end: u64,
}

/// A small deterministic generator for the scenarios' parameters.
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

fn scenario(seed: u64, discipline: Discipline) -> Scenario {
    let mut g = Lcg(seed);
    let sectors = 1 + g.below(12) as u32;
    let rotation_us = 2_000 + g.below(30_000);
    let drum = DrumConfig { rotation_us, sectors, transfer_us: 1 + g.below(rotation_us / sectors as u64), discipline };
    let frames = 6 + g.below(20) as u32;
    // Each process's pages outnumber the frames: the drum is kept busy.
    let job = |g: &mut Lcg| ProcessConfig {
        workload: Workload::Uniform {
            pages: frames + g.below(40) as u32,
            length: 300 + g.below(600) as u32,
            write_fraction: 0.3,
        },
        class: ProcessClass::Background,
        vsio_every: 0,
        vsio_us: 0,
        cyclic: false,
    };
    let processes = (0..1 + g.below(5)).map(|_| job(&mut g)).collect();
    let mut s = Scenario { seed, drum: Some(drum), processes, ..Scenario::default() };
    s.memory = MemoryConfig { frames, pool_n: (1 + g.below(3) as u32).min(frames), ..MemoryConfig::default() };
    s.cpu.examine_us = g.below(400);
    s.cpu.fault_us = g.below(3_000);
    s.validate().unwrap();
    s
}

fn transfers(s: &Scenario) -> Vec<Done> {
    let mut sim = Simulator::new(s.clone(), true);
    sim.run_to_end().unwrap();
    sim.events()
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::PullFinished { sector, queued_us, start_us, end_us, .. }
            | EventKind::PushFinished { sector, queued_us, start_us, end_us, .. } => {
                Some(Done { sector, queued: queued_us, start: start_us, end: end_us })
            }
            _ => None,
        })
        .collect()
}

/// The first time at or after `t` when `sector`'s leading edge is under the heads.
fn edge_after(d: &DrumConfig, t: u64, sector: u32) -> u64 {
    let edge = sector as u64 * d.rotation_us / d.sectors as u64;
    t + (edge + d.rotation_us - t % d.rotation_us) % d.rotation_us
}

fn check_common(s: &Scenario, done: &[Done]) {
    let d = s.drum.as_ref().unwrap();
    assert!(done.len() > 20, "seed {}: only {} transfers", s.seed, done.len());
    for t in done {
        assert!(t.start >= t.queued, "seed {}: {t:?} starts before it was requested", s.seed);
        assert_eq!(t.end - t.start, d.transfer_us, "seed {}: {t:?}", s.seed);
        assert_eq!(
            t.start % d.rotation_us,
            t.sector as u64 * d.rotation_us / d.sectors as u64,
            "seed {}: {t:?}",
            s.seed
        );
    }
    // Taken up in the order they ran, one at a time.
    for w in done.windows(2) {
        assert!(w[1].start >= w[0].end, "seed {}: {:?} overlaps {:?}", s.seed, w[1], w[0]);
    }
}

#[test]
fn first_come_first_served_serves_requests_in_their_order_at_their_sectors() {
    for seed in 1..=40 {
        let s = scenario(seed, Discipline::Fifo);
        let done = transfers(&s);
        check_common(&s, &done);
        let d = s.drum.as_ref().unwrap();
        for (i, w) in done.windows(2).enumerate() {
            assert!(w[1].queued >= w[0].queued, "seed {seed}: transfer {} passed an earlier request", i + 1);
            // And it took the first leading edge of its sector once both requested and free.
            assert_eq!(w[1].start, edge_after(d, w[1].queued.max(w[0].end), w[1].sector), "seed {seed}: {:?}", w[1]);
        }
    }
}

#[test]
fn shortest_latency_first_never_passes_over_a_request_whose_sector_came_earlier() {
    let mut passed_over = 0;
    for seed in 1..=40 {
        let s = scenario(seed, Discipline::Sltf);
        let done = transfers(&s);
        check_common(&s, &done);
        let d = s.drum.as_ref().unwrap();
        for (i, x) in done.iter().enumerate() {
            let free = if i == 0 { 0 } else { done[i - 1].end };
            assert_eq!(x.start, edge_after(d, x.queued.max(free), x.sector), "seed {seed}: {x:?} waited needlessly");
            // Every request served later that was waiting before x started could not have started sooner.
            for y in &done[i + 1..] {
                if y.queued < x.start {
                    let could = edge_after(d, y.queued.max(free), y.sector);
                    assert!(could >= x.start, "seed {seed}: {y:?} could have started at {could}, before {x:?}");
                    passed_over += (y.queued < x.queued) as u32;
                }
            }
        }
    }
    // Reordering happened: SLTF served later requests before earlier ones.
    assert!(passed_over > 100, "{passed_over} earlier requests served after later ones");
}
