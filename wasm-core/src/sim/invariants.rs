//! The invariants of the simulation (module comment of `sim`), checked by
//! the tests after every micro-step.

use super::{FrameState, Membership, PageState, ProcStatus, State};

impl State {
    /// Checks the invariants of the module comment; the first violation found.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.frames.len();
        let mut count = [0usize; 4];
        for f in 0..n {
            count[self.frames.state[f] as usize] += 1;
            if self.frames.state[f] != FrameState::Free {
                let (owner, page) = (self.frames.owner[f] as usize, self.frames.page[f]);
                let (ps, pf) = self.page_tables[owner].get(page);
                let expected = match self.frames.state[f] {
                    FrameState::Pulling => PageState::Pulling,
                    FrameState::Listed => PageState::Resident,
                    FrameState::Pushing => PageState::Pushing,
                    FrameState::Free => unreachable!(),
                };
                if ps != expected || pf != f {
                    return Err(format!(
                        "frame {f} holds P{owner} page {page} but its page table says {ps:?} in frame {pf}"
                    ));
                }
            }
        }
        if count[FrameState::Free as usize] != self.free_pool.len() {
            return Err(format!("{} free frames but {} in the pool", count[0], self.free_pool.len()));
        }
        if count[FrameState::Listed as usize] != self.list.len() {
            return Err(format!("{} listed frames but the list holds {}", count[2], self.list.len()));
        }
        if count[FrameState::Pushing as usize] != self.pushing as usize {
            return Err(format!("{} pushing frames but {} counted", count[3], self.pushing));
        }
        let writing = (0..n).filter(|&f| self.frames.has(f, crate::memory::WRITING)).count();
        if writing != self.writing as usize {
            return Err(format!("{writing} frames being written but {} counted", self.writing));
        }
        let mapped: usize = self.page_tables.iter().map(|t| t.mapped()).sum();
        if mapped != n - count[0] {
            return Err(format!("page tables map {mapped} pages onto {} occupied frames", n - count[0]));
        }
        if let Some(pid) = self.running {
            let p = pid as usize;
            if self.procs[p].status != ProcStatus::Ready && !self.procs[p].retry_block {
                return Err(format!("P{pid} is running but not ready"));
            }
            if self.lc.load[p].membership != Membership::Active {
                return Err(format!("P{pid} is running but not in the active set"));
            }
        }
        let c = &self.counters;
        if c.problem_us + c.cp_us + c.idle_us != self.now.0 {
            return Err(format!(
                "problem {} + supervisor {} + wait {} ≠ elapsed {}",
                c.problem_us, c.cp_us, c.idle_us, self.now.0
            ));
        }
        for (p, l) in self.lc.load.iter().enumerate() {
            if l.resident as usize != self.page_tables[p].resident() {
                return Err(format!(
                    "P{p} counts {} resident pages, its page table {}",
                    l.resident,
                    self.page_tables[p].resident()
                ));
            }
        }
        let active = self.lc.load.iter().filter(|l| l.membership == Membership::Active).count();
        if active != self.lc.active as usize {
            return Err(format!("{active} active processes but the MPL says {}", self.lc.active));
        }
        for (p, proc) in self.procs.iter().enumerate() {
            let m = self.lc.load[p].membership;
            let consistent = match proc.status {
                ProcStatus::Finished | ProcStatus::Thinking => m == Membership::Out,
                _ => m != Membership::Out,
            };
            if !consistent {
                return Err(format!("P{p} is {:?} but {m:?}", proc.status));
            }
        }
        Ok(())
    }
}
