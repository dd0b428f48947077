//! The paging drum (Corbató 1968, Figure 2 boxes 5–7: pulls and pushes).
//!
//! The drum turns at a constant rate: its angular position is a function of
//! simulated time alone, `(t mod rotation) / rotation`. Each track holds
//! `sectors` pages; page p of process i lives in sector (p + i) mod sectors. A
//! transfer starts when its sector's leading edge comes under the heads and
//! takes `transfer_us`; the drum moves one page at a time. Waiting requests
//! are taken first come first served, or shortest latency first (the one
//! whose sector arrives soonest).

use crate::scenario::{Discipline, DrumConfig};
use crate::types::Micros;
use serde::Serialize;
use std::collections::VecDeque;

/// Which way a page moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Drum to core (a page fault's read).
    Pull,
    /// Core to drum (a modified page written back).
    Push,
    /// Core to drum, the page kept in its frame (a modified page cleaned by
    /// the pointer's second chance).
    Write,
}

/// One queued or running transfer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Transfer {
    /// Pull or push.
    pub direction: Direction,
    /// The core block.
    pub frame: u32,
    /// The page's owner.
    pub owner: u16,
    /// The virtual page.
    pub page: u32,
    /// The drum sector holding the page.
    pub sector: u32,
    /// When it was requested.
    pub queued_at: Micros,
}

/// The transfer under the heads, with its start and end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct InService {
    /// The transfer.
    pub transfer: Transfer,
    /// When its sector reaches the heads.
    pub start: Micros,
    /// When it completes.
    pub end: Micros,
}

/// Where and when a transfer ran: its sector, when it was requested, when
/// its sector reached the heads and when it ended. Without a drum a transfer
/// takes no time: sector 0, and the three times are the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// The drum sector.
    pub sector: u32,
    /// When it was requested.
    pub queued_us: u64,
    /// When its sector's leading edge came under the heads.
    pub start_us: u64,
    /// When it ended.
    pub end_us: u64,
}

impl Timing {
    /// The timing of a completed drum transfer.
    pub fn of(s: &InService) -> Self {
        Timing { sector: s.transfer.sector, queued_us: s.transfer.queued_at.0, start_us: s.start.0, end_us: s.end.0 }
    }
    /// A transfer without a drum, at `now`.
    pub fn instant(now: Micros) -> Self {
        Timing { sector: 0, queued_us: now.0, start_us: now.0, end_us: now.0 }
    }
}

/// The drum and its request queue.
///
/// The heads are held only during a transfer. Between transfers the drum
/// waits for the sector of the request it serves next, and that choice is
/// made again whenever a request arrives: first come first served takes the
/// earliest request, shortest latency first the one whose sector comes under
/// the heads first (ties to the earlier request). No transfer starts before
/// it was requested, nor before the previous one ended. The choice depends
/// only on the requests and their times, so completions are exact whenever
/// the simulator takes them up.
#[derive(Clone, Debug)]
pub struct Drum {
    config: DrumConfig,
    queue: VecDeque<Transfer>,
    /// When the heads finished the last transfer (free from then on).
    free_at: Micros,
    /// The request served next (its index in `queue`) with its start and end.
    next: Option<(usize, InService)>,
    /// Time the drum has spent on completed transfers (rotational latency plus transfer).
    pub busy_us: u64,
}

impl Drum {
    /// An idle drum.
    pub fn new(config: DrumConfig) -> Self {
        Drum { config, queue: VecDeque::new(), free_at: Micros(0), next: None, busy_us: 0 }
    }

    /// The sector holding `page` of `owner`.
    pub fn sector_of(&self, owner: u16, page: u32) -> u32 {
        ((page as u64 + owner as u64) % self.config.sectors as u64) as u32
    }

    /// The drum's angle at `now`, as a fraction of a revolution in [0, 1).
    pub fn position(&self, now: Micros) -> f64 {
        (now.0 % self.config.rotation_us) as f64 / self.config.rotation_us as f64
    }

    /// The first time at or after `now` when `sector`'s leading edge is under the heads.
    pub fn next_start(&self, now: Micros, sector: u32) -> Micros {
        let rotation = self.config.rotation_us;
        let edge = sector as u64 * rotation / self.config.sectors as u64;
        let phase = now.0 % rotation;
        Micros(now.0 + (edge + rotation - phase) % rotation)
    }

    /// Queues a transfer, requested at its `queued_at`.
    pub fn request(&mut self, transfer: Transfer) {
        self.queue.push_back(transfer);
        self.choose();
    }

    /// When the transfer served next completes, if any is waiting.
    pub fn next_completion(&self) -> Option<Micros> {
        self.next.map(|(_, s)| s.end)
    }

    /// Completes the transfer served next (at its end time), with its start and end.
    pub fn complete(&mut self) -> InService {
        let (index, done) = self.next.expect("a transfer to complete");
        self.queue.remove(index);
        self.busy_us += done.end.0 - self.free_at.0.max(done.transfer.queued_at.0);
        self.free_at = done.end;
        self.choose();
        done
    }

    /// When request `t` would start: its sector's first leading edge once it
    /// is requested and the heads are free.
    fn start_of(&self, t: &Transfer) -> Micros {
        self.next_start(Micros(self.free_at.0.max(t.queued_at.0)), t.sector)
    }

    fn choose(&mut self) {
        let index = match self.config.discipline {
            Discipline::Fifo => (!self.queue.is_empty()).then_some(0),
            Discipline::Sltf => (0..self.queue.len()).min_by_key(|&i| (self.start_of(&self.queue[i]), i)),
        };
        self.next = index.map(|i| {
            let transfer = self.queue[i];
            let start = self.start_of(&transfer);
            (i, InService { transfer, start, end: Micros(start.0 + self.config.transfer_us) })
        });
    }

    /// The transfer served next: under the heads, or the one whose sector the drum waits for.
    pub fn in_service(&self) -> Option<&InService> {
        self.next.as_ref().map(|(_, s)| s)
    }

    /// The other waiting transfers, in request order.
    pub fn queue(&self) -> impl Iterator<Item = &Transfer> {
        let chosen = self.next.map(|(i, _)| i);
        self.queue.iter().enumerate().filter(move |(i, _)| Some(*i) != chosen).map(|(_, t)| t)
    }

    /// The configuration.
    pub fn config(&self) -> &DrumConfig {
        &self.config
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drum(discipline: Discipline) -> Drum {
        Drum::new(DrumConfig { rotation_us: 8000, sectors: 8, transfer_us: 1000, discipline })
    }

    fn t(sector: u32, queued_at: u64) -> Transfer {
        Transfer { direction: Direction::Pull, frame: 0, owner: 0, page: sector, sector, queued_at: Micros(queued_at) }
    }

    #[test]
    fn a_transfer_waits_for_its_sector() {
        let mut d = drum(Discipline::Fifo);
        assert_eq!(d.next_start(Micros(500), 0), Micros(8000));
        assert_eq!(d.next_start(Micros(1000), 1), Micros(1000));
        d.request(t(3, 1500));
        assert_eq!(d.next_completion(), Some(Micros(4000)));
        d.request(t(2, 1600));
        let first = d.complete();
        assert_eq!((first.start, first.end), (Micros(3000), Micros(4000)));
        // FIFO: sector 2 has just passed, so it waits almost a whole turn.
        assert_eq!(d.next_completion(), Some(Micros(11000)));
    }

    #[test]
    fn a_transfer_never_starts_before_it_is_requested() {
        // Rotation 16 ms, 8 sectors: A (sector 0) ends at 2,000 µs; a request for
        // sector 1 made at 2,500 µs has just missed its sector and starts a
        // revolution later, at 18,000 µs — even when A's completion is taken up
        // only after the request arrived.
        let mut d =
            Drum::new(DrumConfig { rotation_us: 16_000, sectors: 8, transfer_us: 2000, discipline: Discipline::Fifo });
        d.request(t(0, 0));
        d.request(t(1, 2500));
        let a = d.complete();
        assert_eq!((a.start, a.end), (Micros(0), Micros(2000)));
        let b = d.complete();
        assert_eq!((b.start, b.end), (Micros(18_000), Micros(20_000)));
        assert_eq!(d.busy_us, 2000 + (20_000 - 2500));
    }

    #[test]
    fn shortest_latency_first_takes_the_nearest_sector() {
        let mut d = drum(Discipline::Sltf);
        d.request(t(1, 0));
        d.request(t(7, 0));
        d.request(t(3, 0));
        assert_eq!(d.complete().transfer.sector, 1);
        assert_eq!(d.complete().transfer.sector, 3);
        assert_eq!(d.complete().transfer.sector, 7);
        assert_eq!(d.position(Micros(8000 + 2000)), 0.25);
    }

    #[test]
    fn shortest_latency_first_chooses_again_when_a_request_arrives_while_the_heads_wait() {
        let mut d = drum(Discipline::Sltf);
        d.request(t(6, 0)); // its sector comes at 6,000 µs
        assert_eq!(d.in_service().map(|s| s.start), Some(Micros(6000)));
        d.request(t(4, 3500)); // arrives while the heads wait: sector 4 comes first, at 4,000 µs
        assert_eq!(d.complete().transfer.sector, 4);
        assert_eq!(d.complete().start, Micros(6000));
        // A request arriving during a transfer waits for its end.
        d.request(t(7, 6500));
        d.request(t(7, 6600));
        assert_eq!(d.complete().start, Micros(7000));
        assert_eq!(d.complete().start, Micros(15_000));
    }
}
