//! The pointer's part of Corbató 1968's algorithm: box 2 (is the free pool
//! nearing exhaustion?), Figure 3 (one examination by the pointer: the
//! first-time switch, the usage bit shifted into the k-bit register, the
//! page kept or selected), and box 20 (a selected block freed at once if
//! clean, else pushed to the drum). CP-67's overwrite of pages of users
//! outside the queues (Bard 1971, Appendix) comes first when on; the
//! switchable conventions are in `conventions.rs`.

use super::{FrameState, Membership, Phase, Simulator};
use crate::drum::{Direction, Timing, Transfer};
use crate::event::{EventKind, Outcome};
use crate::memory::{shift_register, PageState, FIRST_TIME, MODIFIED, USAGE, WRITING};

impl Simulator {
    // ---- Box 2: is the pool nearing exhaustion? ----

    pub(super) fn pool_check(&mut self, pid: u16, page: u32) {
        let m = &self.scenario.memory;
        let committed = self.state.free_pool.len() as u32 + self.state.pushing;
        let (low, n) = if m.pool_n > 0 { (committed <= m.pool_low_water, m.pool_n) } else { (committed == 0, 1) };
        if low && !self.state.list.is_empty() {
            self.state.counters.replenishments += 1;
            let low_water = m.pool_low_water;
            self.emit(EventKind::PoolLow { free: committed, low_water, n });
            self.state.phase = Phase::Replenish { pid, page, remaining: n, selected: 0 };
        } else {
            self.state.phase = Phase::TakeBlock { pid, page };
        }
    }

    // ---- Figure 3: one examination by the pointer ----

    pub(super) fn examine(&mut self, pid: u16, page: u32, remaining: u32, selected: u32) {
        if let Some(f) = self.unqueued_frame() {
            return self.overwrite(f, pid, page, remaining, selected);
        }
        self.place_pointer_at_start();
        self.skip_to_own_page(pid);
        let f = self.state.list.pointer().expect("replenishing a non-empty list");
        let (owner, outcome) = self.judge(f);
        if outcome == Outcome::SecondChance {
            self.start_write(f);
        }
        let (mut remaining, mut selected) = (remaining, selected);
        if outcome == Outcome::Replaced {
            self.replaced(f, owner, pid);
            remaining -= 1;
            selected += 1;
        }
        self.replenish_next(pid, page, remaining, selected);
    }

    /// Figure 3 at frame `f`: the first-time switch, or the usage bit shifted
    /// into the register and judged (boxes 12–17); the pointer moves on or
    /// the page leaves the list. Returns the page's owner and the outcome.
    fn judge(&mut self, f: usize) -> (u16, Outcome) {
        let k = self.scenario.memory.k;
        let second_chance = self.second_chance(f);
        let s = &mut self.state;
        s.counters.pointer_steps += 1;
        s.counters.fault_service_us += self.scenario.cpu.examine_us;
        s.counters.cp_us += self.scenario.cpu.examine_us;
        s.now.0 += self.scenario.cpu.examine_us;
        let (owner, vpage, usage, before) =
            (s.frames.owner[f], s.frames.page[f], s.frames.has(f, USAGE), s.frames.register[f]);
        let judged = (!s.frames.has(f, FIRST_TIME)).then_some(usage);
        s.pointer_window.record(s.now.0, judged, &mut s.counters);
        let outcome = if s.frames.has(f, FIRST_TIME) {
            // Box 12: ignore the initial burst of references.
            s.frames.clear(f, FIRST_TIME | USAGE);
            s.counters.first_time_skips += 1;
            s.list.advance();
            Outcome::FirstTime
        } else {
            s.counters.usage_on += usage as u64;
            let after = shift_register(before, usage, k);
            s.frames.register[f] = after;
            s.frames.clear(f, USAGE);
            if after != 0 {
                s.list.advance();
                Outcome::Retained
            } else if s.frames.has(f, WRITING) {
                s.list.advance();
                Outcome::Writing
            } else if second_chance {
                s.list.advance();
                Outcome::SecondChance
            } else {
                s.list.remove_at_pointer();
                Outcome::Replaced
            }
        };
        s.write_passes = if outcome == Outcome::Writing { s.write_passes + 1 } else { 0 };
        let after = s.frames.register[f];
        if self.record {
            self.emit(EventKind::Examine {
                frame: f as u32,
                pid: owner,
                page: vpage,
                usage,
                register_before: before,
                register_after: after,
                outcome,
            });
        }
        (owner, outcome)
    }

    /// Frame `f`, `owner`'s page, was replaced for `pid`: a steal if `owner`
    /// is another active process; its survival counted; its block freed or pushed.
    fn replaced(&mut self, f: usize, owner: u16, pid: u16) {
        let active = self.state.lc.load[owner as usize].membership == Membership::Active;
        if owner != pid && active {
            // A steal: the victim belonged to another active process.
            self.state.counters.stolen += 1;
            self.emit(EventKind::Steal { frame: f as u32, from: owner, by: pid });
        }
        // Bard 1975 eq. 4: the essential interruptions the owner suffered since the page's last reference.
        let s = &mut self.state;
        let survived = (s.procs[owner as usize].interruptions - s.frames.stamp[f]) as u64;
        s.counters.psi_sum += survived;
        s.counters.psi_replaced += 1;
        if active {
            s.counters.psi_sum_active += survived;
            s.counters.psi_replaced_active += 1;
        }
        self.evict(f);
    }

    /// After one selection step: take the block, or select the next.
    pub(super) fn replenish_next(&mut self, pid: u16, page: u32, remaining: u32, selected: u32) {
        if remaining == 0 || self.state.list.is_empty() || self.only_writes_left(pid) {
            self.state.write_passes = 0;
            let free = self.state.free_pool.len() as u32;
            self.emit(EventKind::PoolReplenished { selected, free });
            self.state.phase = Phase::TakeBlock { pid, page };
        } else {
            self.state.phase = Phase::Replenish { pid, page, remaining, selected };
        }
    }

    /// Under CP-67's stays with `unqueued_first`, the first frame from the
    /// pointer on whose owner is outside the active set.
    pub(super) fn unqueued_frame(&self) -> Option<usize> {
        if !self.scenario.stays().is_some_and(|s| s.unqueued_first) {
            return None;
        }
        let s = &self.state;
        s.list.iter_from_pointer().find(|&f| s.lc.load[s.frames.owner[f] as usize].membership != Membership::Active)
    }

    /// CP-67 overwrites a page not belonging to a user in a queue (Bard 1971,
    /// Appendix): one selection, and the pointer does not move. Not a pointer
    /// replacement, so not in eq. 4's Ψs.
    pub(super) fn overwrite(&mut self, f: usize, pid: u16, page: u32, remaining: u32, selected: u32) {
        let s = &mut self.state;
        s.counters.fault_service_us += self.scenario.cpu.examine_us;
        s.counters.cp_us += self.scenario.cpu.examine_us;
        s.now.0 += self.scenario.cpu.examine_us;
        s.counters.overwritten += 1;
        s.list.remove(f);
        let (owner, vpage) = (s.frames.owner[f], s.frames.page[f]);
        self.emit(EventKind::Overwrite { frame: f as u32, pid: owner, page: vpage, by: pid });
        self.evict(f);
        self.replenish_next(pid, page, remaining - 1, selected + 1);
    }

    /// A selected block: freed at once if clean (box 20), else pushed.
    pub(super) fn evict(&mut self, f: usize) {
        let owner = self.state.frames.owner[f];
        self.resident_changes(owner as usize, -1);
        if self.evict_while_writing(f) {
            return;
        }
        let s = &mut self.state;
        let page = s.frames.page[f];
        if !s.frames.has(f, MODIFIED) {
            s.frames.state[f] = FrameState::Free;
            s.page_tables[owner as usize].set(page, PageState::Absent, f);
            s.free_pool.push_back(f as u32);
            s.counters.freed_clean += 1;
            self.emit(EventKind::BlockFreed { frame: f as u32, pid: owner, page });
            return;
        }
        s.counters.pushes += 1;
        self.charge_page_io();
        let s = &mut self.state;
        match &mut s.drum {
            Some(drum) => {
                let sector = drum.sector_of(owner, page);
                drum.request(Transfer {
                    direction: Direction::Push,
                    frame: f as u32,
                    owner,
                    page,
                    sector,
                    queued_at: s.now,
                });
                s.frames.state[f] = FrameState::Pushing;
                s.page_tables[owner as usize].set(page, PageState::Pushing, f);
                s.pushing += 1;
                self.emit(EventKind::PushRequested { frame: f as u32, pid: owner, page, sector });
            }
            None => {
                let now = s.now;
                self.emit(EventKind::PushRequested { frame: f as u32, pid: owner, page, sector: 0 });
                self.finish_push(f, Timing::instant(now));
            }
        }
    }
}
