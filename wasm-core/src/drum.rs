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

/// The drum and its request queue.
#[derive(Clone, Debug)]
pub struct Drum {
    config: DrumConfig,
    queue: VecDeque<Transfer>,
    in_service: Option<InService>,
    /// When the transfer under the heads was taken from the queue.
    taken_at: Micros,
    /// Time the drum has spent on completed transfers (rotational latency plus transfer).
    pub busy_us: u64,
}

impl Drum {
    /// An idle drum.
    pub fn new(config: DrumConfig) -> Self {
        Drum { config, queue: VecDeque::new(), in_service: None, taken_at: Micros(0), busy_us: 0 }
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

    /// Queues a transfer requested at `now`, starting it if the drum is idle.
    pub fn request(&mut self, transfer: Transfer, now: Micros) {
        self.queue.push_back(transfer);
        if self.in_service.is_none() {
            self.start_next(now);
        }
    }

    /// When the transfer under the heads completes, if any.
    pub fn next_completion(&self) -> Option<Micros> {
        self.in_service.map(|s| s.end)
    }

    /// Completes the transfer under the heads (at its end time) and starts the next.
    pub fn complete(&mut self) -> Transfer {
        let done = self.in_service.take().expect("a transfer in service");
        self.busy_us += done.end.0 - self.taken_at.0;
        self.start_next(done.end);
        done.transfer
    }

    fn start_next(&mut self, now: Micros) {
        let index = match self.config.discipline {
            Discipline::Fifo => 0,
            Discipline::Sltf => {
                (0..self.queue.len()).min_by_key(|&i| self.next_start(now, self.queue[i].sector)).unwrap_or(0)
            }
        };
        if let Some(transfer) = self.queue.remove(index) {
            let start = self.next_start(now, transfer.sector);
            self.taken_at = now;
            self.in_service = Some(InService { transfer, start, end: Micros(start.0 + self.config.transfer_us) });
        }
    }

    /// The transfer under the heads.
    pub fn in_service(&self) -> Option<&InService> {
        self.in_service.as_ref()
    }

    /// Waiting transfers in queue order.
    pub fn queue(&self) -> impl Iterator<Item = &Transfer> {
        self.queue.iter()
    }

    /// The configuration.
    pub fn config(&self) -> &DrumConfig {
        &self.config
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(sector: u32) -> Transfer {
        Transfer { direction: Direction::Pull, frame: 0, owner: 0, page: sector, sector, queued_at: Micros(0) }
    }

    #[test]
    fn a_transfer_waits_for_its_sector() {
        let mut d =
            Drum::new(DrumConfig { rotation_us: 8000, sectors: 8, transfer_us: 1000, discipline: Discipline::Fifo });
        assert_eq!(d.next_start(Micros(500), 0), Micros(8000));
        assert_eq!(d.next_start(Micros(1000), 1), Micros(1000));
        d.request(t(3), Micros(1500));
        assert_eq!(d.next_completion(), Some(Micros(4000)));
        d.request(t(2), Micros(1600));
        d.complete();
        // FIFO: sector 2 has just passed, so it waits almost a whole turn.
        assert_eq!(d.next_completion(), Some(Micros(11000)));
    }

    #[test]
    fn shortest_latency_first_takes_the_nearest_sector() {
        let mut d =
            Drum::new(DrumConfig { rotation_us: 8000, sectors: 8, transfer_us: 1000, discipline: Discipline::Sltf });
        d.request(t(1), Micros(0));
        d.request(t(7), Micros(0));
        d.request(t(3), Micros(0));
        assert_eq!(d.complete().sector, 1);
        assert_eq!(d.complete().sector, 3);
        assert_eq!(d.complete().sector, 7);
        assert_eq!(d.position(Micros(8000 + 2000)), 0.25);
    }
}
