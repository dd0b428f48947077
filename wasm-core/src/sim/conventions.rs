//! The switchable conventions as the simulator follows them (the scenario's
//! `memory` section; `scenario::conventions` says what each means and why its
//! default is the default):
//!
//! - `pointer_start`: before its first examination the pointer is put on
//!   that frame, if the frame holds a page on the replaceable list (free
//!   frames are taken in order 0, 1, 2, …, so with memory full it does);
//!   unset, it stays where the entering pages left it (`pulled_enter`);
//! - `replacement` = `local`: the pointer passes over other processes'
//!   pages without examining them, unless the faulting process has no page
//!   on the list (then the choice is global for that selection);
//! - `modified_chance` = `write_and_pass`: a page found unused but modified
//!   is written to the drum and kept (`WRITING` while the write is under
//!   way, passed over by the pointer); without a drum the write is done at
//!   once, which is what the plain clock of the policies stage does.

use super::{FrameState, PageState, Simulator};
use crate::drum::{Direction, Timing, Transfer};
use crate::event::EventKind;
use crate::memory::{MODIFIED, WRITING};
use crate::scenario::{ModifiedChance, Replacement};

impl Simulator {
    /// Puts the pointer on `memory.pointer_start` before its first examination.
    pub(super) fn place_pointer_at_start(&mut self) {
        let s = &mut self.state;
        if s.pointer_placed {
            return;
        }
        s.pointer_placed = true;
        if let Some(frame) = self.scenario.memory.pointer_start {
            s.list.place_pointer(frame as usize);
        }
    }

    /// Whether the pointer may take only `pid`'s pages for it: local
    /// replacement, and `pid` has a page on the list.
    pub(super) fn local_for(&self, pid: u16) -> bool {
        self.scenario.memory.replacement == Replacement::Local && self.state.lc.load[pid as usize].resident > 0
    }

    /// Under local replacement, moves the pointer on to `pid`'s next page.
    pub(super) fn skip_to_own_page(&mut self, pid: u16) {
        if !self.local_for(pid) {
            return;
        }
        let s = &mut self.state;
        while s.frames.owner[s.list.pointer().expect("a non-empty list")] != pid {
            s.list.advance();
        }
    }

    /// Whether a page the pointer finds unused but modified gets its second chance.
    pub(super) fn second_chance(&self, f: usize) -> bool {
        self.scenario.memory.modified_chance == ModifiedChance::WriteAndPass && self.state.frames.has(f, MODIFIED)
    }

    /// Whether the pointer, run for `pid`, can select a block now: no push
    /// is on its way (it would free one) and some page it may take is not
    /// being written.
    pub(super) fn pointer_can_select(&self, pid: u16) -> bool {
        let s = &self.state;
        if s.pushing > 0 || s.list.is_empty() {
            return false;
        }
        if s.writing == 0 {
            return true;
        }
        if self.local_for(pid) {
            s.list.iter_from_pointer().any(|f| s.frames.owner[f] == pid && !s.frames.has(f, WRITING))
        } else {
            s.list.len() > s.writing as usize
        }
    }

    /// Whether the pointer, run for `pid`, has passed every page it may take
    /// because each is being written: it stops and the process waits.
    pub(super) fn only_writes_left(&self, pid: u16) -> bool {
        let s = &self.state;
        let candidates = if self.local_for(pid) { s.lc.load[pid as usize].resident } else { s.list.len() as u32 };
        s.write_passes > 0 && s.write_passes >= candidates
    }

    /// The second chance: frame `f`'s page is written to the drum and kept.
    pub(super) fn start_write(&mut self, f: usize) {
        let s = &mut self.state;
        let (owner, page) = (s.frames.owner[f], s.frames.page[f]);
        s.frames.clear(f, MODIFIED);
        s.counters.pushes += 1;
        s.counters.second_chances += 1;
        self.charge_page_io();
        let s = &mut self.state;
        let Some(drum) = &mut s.drum else {
            let now = s.now;
            self.emit(EventKind::WriteRequested { frame: f as u32, pid: owner, page, sector: 0 });
            return self.emit(EventKind::WriteFinished {
                frame: f as u32,
                pid: owner,
                page,
                sector: 0,
                queued_us: now.0,
                start_us: now.0,
                end_us: now.0,
            });
        };
        let sector = drum.sector_of(owner, page);
        drum.request(Transfer { direction: Direction::Write, frame: f as u32, owner, page, sector, queued_at: s.now });
        s.frames.bits[f] |= WRITING;
        s.writing += 1;
        self.emit(EventKind::WriteRequested { frame: f as u32, pid: owner, page, sector });
    }

    /// A page being written leaves memory (a working-set release, CP-67's
    /// overwrite): its block is freed when the write ends, like a push's.
    /// True if it was being written.
    pub(super) fn evict_while_writing(&mut self, f: usize) -> bool {
        let s = &mut self.state;
        if !s.frames.has(f, WRITING) {
            return false;
        }
        let (owner, page) = (s.frames.owner[f], s.frames.page[f]);
        s.frames.clear(f, WRITING);
        s.frames.state[f] = FrameState::Pushing;
        s.page_tables[owner as usize].set(page, PageState::Pushing, f);
        (s.writing, s.pushing) = (s.writing - 1, s.pushing + 1);
        true
    }

    /// A write ended: the page stays, clean — or, if it left memory
    /// meanwhile, its block joins the pool as after a push.
    pub(super) fn finish_write(&mut self, f: usize, timing: Timing) {
        let s = &mut self.state;
        if s.frames.state[f] == FrameState::Pushing {
            s.pushing -= 1;
            return self.finish_push(f, timing);
        }
        s.writing -= 1;
        s.frames.clear(f, WRITING);
        let (owner, page) = (s.frames.owner[f], s.frames.page[f]);
        let Timing { sector, queued_us, start_us, end_us } = timing;
        self.emit(EventKind::WriteFinished { frame: f as u32, pid: owner, page, sector, queued_us, start_us, end_us });
    }
}
