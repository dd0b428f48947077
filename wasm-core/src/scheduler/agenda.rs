//! Timed events other than drum transfers, in (time, sequence) order so that
//! events due at the same time happen first in, first out (as in dslab).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// What happens at a set time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Due {
    /// A file I/O of this process ends.
    VsioDone(u16),
    /// This terminal user's think time ends.
    ThinkDone(u16),
    /// The supervisor's timer tick (charges θ0).
    Tick,
    /// A burst of CP work no counter records begins (`supervisor.unmodelled_us`).
    Unmodelled,
    /// The burst's next slice.
    UnmodelledSlice,
    /// The measurement sampler reads its counters.
    Sample,
    /// The Load Leveler checks the last interval.
    LoadLeveler,
    /// The uni-window scheduler adjusts the shared window.
    WindowAdjust,
    /// The Ψ-scheduler's feedback check.
    PsiCheck,
    /// The run's duration is up.
    End,
}

/// The agenda: a priority queue on (time, sequence number).
#[derive(Clone, Debug, Default)]
pub struct Agenda {
    heap: BinaryHeap<Reverse<(u64, u64, Due)>>,
    seq: u64,
}

impl Agenda {
    /// Schedules `due` at time `at_us`.
    pub fn at(&mut self, at_us: u64, due: Due) {
        self.seq += 1;
        self.heap.push(Reverse((at_us, self.seq, due)));
    }
    /// When the next event is due.
    pub fn next_time(&self) -> Option<u64> {
        self.heap.peek().map(|Reverse((t, _, _))| *t)
    }
    /// Takes the next event.
    pub fn pop(&mut self) -> Option<(u64, Due)> {
        self.heap.pop().map(|Reverse((t, _, d))| (t, d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_keep_their_order() {
        let mut a = Agenda::default();
        a.at(5, Due::Sample);
        a.at(3, Due::End);
        a.at(5, Due::Tick);
        assert_eq!(
            (a.pop(), a.pop(), a.pop(), a.pop()),
            (Some((3, Due::End)), Some((5, Due::Sample)), Some((5, Due::Tick)), None)
        );
    }
}
