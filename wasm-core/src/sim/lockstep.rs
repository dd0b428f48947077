//! Moving a recording simulator by references and by simulated instants,
//! so that two runs side by side can be held in lockstep: one reference at
//! a time for single-process scenarios, one simulated instant for
//! multiprogramming. A run's state "at reference r" is the state after the
//! micro-step that completes its r-th reference; its state "at time t" is
//! the state after every micro-step that ends at or before t.

use super::Simulator;
use crate::types::Micros;

impl Simulator {
    /// Restores the state just after the `r`-th reference completed (or the
    /// end of the run, if it has fewer references). Needs recording for
    /// going back.
    pub fn seek_reference(&mut self, r: u64) {
        if self.state.counters.references >= r {
            // The last checkpoint before the reference, then forward.
            self.seek_checkpoint_before(|s| s.counters.references >= r);
        }
        while self.state.counters.references < r && self.micro_step() {}
    }

    /// The simulated time at the end of the next micro-step, or None at the end of the run.
    pub fn peek_time(&self) -> Option<Micros> {
        if self.is_done() {
            return None;
        }
        let mut copy = self.unrecorded_copy(false);
        copy.micro_step();
        Some(copy.now())
    }

    /// Restores the state after every micro-step that ends at or before `t`.
    /// Needs recording for going back.
    pub fn seek_time(&mut self, t: Micros) {
        if self.state.now > t {
            self.seek_checkpoint_before(|s| s.now > t);
        }
        while !self.is_done() {
            let before = self.state.step;
            self.micro_step();
            if self.state.now > t {
                self.seek(before);
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::scenario::Scenario;
    use crate::types::Micros;
    use crate::workload::Workload;
    use crate::Simulator;

    fn scenario(processes: usize) -> Scenario {
        let mut s = Scenario::default();
        s.memory.frames = 6;
        s.processes = (0..processes)
            .map(|i| {
                let mut p = s.processes[0].clone();
                p.workload = Workload::Typed {
                    text: ["1 2 3 4 1 5 2 6 1 2 7 3 1 4 2 5 8 9 1 2", "9 8 7 6 5 4 3 2 1 9 8 7"][i % 2].into(),
                };
                p
            })
            .collect();
        s
    }

    #[test]
    fn seeking_a_reference_lands_on_the_step_that_completes_it() {
        let mut sim = Simulator::new(scenario(1), true);
        let mut ends = vec![0];
        loop {
            sim.step_reference();
            if sim.counters().references < ends.len() as u64 {
                break;
            }
            ends.push(sim.step_count());
        }
        assert_eq!(ends.len(), 21);
        // Forward from the start, backward from the end, and in between.
        let mut other = Simulator::new(scenario(1), true);
        for r in (0..ends.len()).chain((0..ends.len()).rev()) {
            other.seek_reference(r as u64);
            assert_eq!(other.step_count(), ends[r], "reference {r}");
            assert_eq!(other.counters().references, r as u64);
        }
    }

    #[test]
    fn seeking_a_time_takes_every_step_up_to_it_and_none_after() {
        let mut sim = Simulator::new(scenario(2), true);
        let mut times = vec![(0, Micros(0))];
        while sim.micro_step() || !sim.is_done() {
            times.push((sim.step_count(), sim.now()));
        }
        times.push((sim.step_count(), sim.now()));
        let end = sim.now().0;
        let mut other = Simulator::new(scenario(2), true);
        for t in [0, 1, 999, 1000, 1001, end / 3, end / 2, end, end / 4, 0] {
            other.seek_time(Micros(t));
            let expected = times.iter().filter(|(_, at)| at.0 <= t).map(|(s, _)| *s).max().unwrap();
            assert_eq!(other.step_count(), expected, "t = {t}");
            assert!(other.now().0 <= t || t == 0 && other.step_count() == 0);
            if let Some(next) = other.peek_time() {
                assert!(next.0 > t, "the next step at {} is not after {t}", next.0);
            }
        }
    }

    #[test]
    fn peeking_does_not_move_the_run() {
        let mut sim = Simulator::new(scenario(2), true);
        sim.seek(17);
        let before = (sim.step_count(), sim.now(), sim.events().len());
        let next = sim.peek_time().unwrap();
        assert_eq!((sim.step_count(), sim.now(), sim.events().len()), before);
        sim.micro_step();
        assert_eq!(sim.now(), next);
    }
}
