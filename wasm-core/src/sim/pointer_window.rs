//! The pointer's recent pace, live: Corbató 1968's stability argument ("with
//! periodic page replacements, if there is an excess of zero usage bits, the
//! pointer rotation rate will slow down and more one bits will be created;
//! conversely for the opposite case, the pointer rotation rate will speed
//! up") is about how the pointer's speed and the share of usage bits it finds
//! on move together. A run's means settle; this window over the last
//! `POINTER_WINDOW` examinations shows them move.

use super::Counters;

/// Examinations the window holds.
pub const POINTER_WINDOW: usize = 64;

/// One examination: when it happened and what it found.
#[derive(Clone, Copy, Debug, Default)]
struct Seen {
    at_us: u64,
    /// The first-time switch was on: the usage bit was not judged (box 12).
    skipped: bool,
    usage: bool,
}

/// The last `POINTER_WINDOW` examinations, oldest overwritten first.
#[derive(Clone, Debug)]
pub struct PointerWindow {
    ring: [Seen; POINTER_WINDOW],
    next: usize,
    len: usize,
}

impl Default for PointerWindow {
    fn default() -> Self {
        PointerWindow { ring: [Seen::default(); POINTER_WINDOW], next: 0, len: 0 }
    }
}

impl PointerWindow {
    /// Records an examination at `at_us` (`usage` is None when the
    /// first-time switch skipped it) and updates the counters' `recent_*`.
    pub fn record(&mut self, at_us: u64, usage: Option<bool>, c: &mut Counters) {
        if self.len == POINTER_WINDOW {
            let old = self.ring[self.next];
            c.recent_judged -= !old.skipped as u32;
            c.recent_usage_on -= old.usage as u32;
        } else {
            self.len += 1;
        }
        let seen = Seen { at_us, skipped: usage.is_none(), usage: usage == Some(true) };
        self.ring[self.next] = seen;
        self.next = (self.next + 1) % POINTER_WINDOW;
        c.recent_examinations = self.len as u32;
        c.recent_judged += !seen.skipped as u32;
        c.recent_usage_on += seen.usage as u32;
        let oldest = if self.len == POINTER_WINDOW { self.ring[self.next] } else { self.ring[0] };
        c.recent_span_us = at_us - oldest.at_us;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_last_window_of_examinations() {
        let (mut w, mut c) = (PointerWindow::default(), Counters::default());
        // 64 examinations 10 µs apart, every other one finding the usage bit on, the first skipped.
        for i in 0..64u64 {
            let usage = if i == 0 { None } else { Some(i % 2 == 1) };
            w.record(100 + 10 * i, usage, &mut c);
        }
        assert_eq!((c.recent_examinations, c.recent_judged, c.recent_usage_on, c.recent_span_us), (64, 63, 32, 630));
        // 64 more, 20 µs apart, all off: the window forgets the first run entirely.
        for i in 0..64u64 {
            w.record(1_000 + 20 * i, Some(false), &mut c);
        }
        assert_eq!((c.recent_examinations, c.recent_judged, c.recent_usage_on, c.recent_span_us), (64, 64, 0, 1_260));
        // One on: it enters, the oldest off leaves.
        w.record(3_000, Some(true), &mut c);
        assert_eq!((c.recent_judged, c.recent_usage_on, c.recent_span_us), (64, 1, 3_000 - 1_020));
    }
}
