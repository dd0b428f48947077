//! One policy beating another: a string on which A, with F frames, faults
//! fewer times than B with the same frames.

use super::canonical::Probe;
use super::online::Side;
use crate::replacement::Policy;

/// A against B with `frames` frames.
pub struct Beats {
    pub a: Policy,
    pub b: Policy,
    pub frames: usize,
    pub pages: u32,
    pub k: u32,
}

impl Probe for Beats {
    type State = [Side; 2];

    fn start(&self) -> [Side; 2] {
        let side = |p| Side::new(p, self.frames, self.pages as usize, self.k);
        [side(self.a), side(self.b)]
    }

    fn step(&self, from: &[Side; 2], into: &mut [Side; 2], string: &[u32]) {
        for (side, parent) in into.iter_mut().zip(from) {
            side.clone_from(parent);
            side.reference(string);
        }
    }

    /// A's faults can only grow; B's grow by at most one a reference. For
    /// OPT the same holds of its faults on the prefix: OPT on the whole
    /// string faults at least as often on the prefix as MIN on the prefix
    /// alone, and MIN's choices on the prefix, continued anyhow, fault at
    /// most once more per reference.
    fn hopeless(&self, [a, b]: &[Side; 2], remaining: usize) -> bool {
        b.faults() as usize + remaining <= a.faults() as usize
    }

    fn holds(&self, [a, b]: &[Side; 2], _: &[u32]) -> bool {
        a.faults() < b.faults()
    }
}
