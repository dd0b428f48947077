//! Belady's anomaly (Belady, Nelson & Shedler 1969, "An anomaly in
//! space-time characteristics of certain programs running in a paging
//! machine", CACM 12(6)): a string on which some number of frames f + 1
//! faults more often than f. Over at most P pages only f + 1 < P can show
//! it (with as many frames as pages only first references fault), so the
//! probe runs the policy with 1 … P − 1 frames side by side.

use super::canonical::Probe;
use super::online::Side;
use crate::replacement::Policy;

/// The policy with 1 … `pages` − 1 frames.
pub struct Belady {
    pub policy: Policy,
    pub pages: u32,
    pub k: u32,
}

impl Belady {
    /// The first f (smallest) at which `sides` (1 … P − 1 frames) show the
    /// anomaly, and the faults with f and f + 1 frames.
    pub fn anomaly(sides: &[Side]) -> Option<(u32, [u32; 2])> {
        sides
            .windows(2)
            .position(|w| w[1].faults() > w[0].faults())
            .map(|i| (i as u32 + 1, [sides[i].faults(), sides[i + 1].faults()]))
    }
}

impl Probe for Belady {
    type State = Vec<Side>;

    fn start(&self) -> Vec<Side> {
        let frames = 1..self.pages as usize;
        frames.map(|f| Side::new(self.policy, f, self.pages as usize, self.k)).collect()
    }

    fn step(&self, from: &Vec<Side>, into: &mut Vec<Side>, string: &[u32]) {
        for (side, parent) in into.iter_mut().zip(from) {
            side.clone_from(parent);
            side.reference(string);
        }
    }

    /// Each reference to come can widen f + 1's lead over f by at most one fault.
    fn hopeless(&self, sides: &Vec<Side>, remaining: usize) -> bool {
        sides.windows(2).all(|w| w[1].faults() as usize + remaining <= w[0].faults() as usize)
    }

    fn holds(&self, sides: &Vec<Side>, _: &[u32]) -> bool {
        Belady::anomaly(sides).is_some()
    }
}
