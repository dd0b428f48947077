//! The homework's cache list, kept so that no access costs time in
//! proportion to the cache: a page joins the list's right end at the access
//! that brings it in (or, under LRU and MRU, that hits it), so the list's
//! order is the order of those accesses. The list is the set of such
//! "slots" (access numbers), counted by a Fenwick tree: the i-th page from
//! the left, a page's removal and an append each take O(log n) for n
//! accesses.

/// The slots (access numbers 0…n−1) in the list, in order.
pub struct Line {
    /// Fenwick tree over slots: `tree[i]` counts the slots in `(i − lowbit(i), i]`, 1-based.
    tree: Vec<u32>,
    /// The largest power of two not above the number of slots.
    top: usize,
    len: usize,
}

impl Line {
    /// An empty list for slots 0…`slots`−1.
    pub fn new(slots: usize) -> Self {
        let top = if slots == 0 { 0 } else { 1 << slots.ilog2() };
        Line { tree: vec![0; slots + 1], top, len: 0 }
    }

    /// Pages in the list.
    pub fn len(&self) -> usize {
        self.len
    }

    fn add(&mut self, slot: usize, delta: u32) {
        let mut i = slot + 1;
        while i < self.tree.len() {
            self.tree[i] = self.tree[i].wrapping_add(delta);
            i += i & i.wrapping_neg();
        }
    }

    /// Appends `slot` (every slot in the list is smaller).
    pub fn push(&mut self, slot: usize) {
        self.add(slot, 1);
        self.len += 1;
    }

    /// Takes `slot` out of the list.
    pub fn remove(&mut self, slot: usize) {
        self.add(slot, u32::MAX);
        self.len -= 1;
    }

    /// The slot `k` places from the left (0-based); `k` < `len()`.
    pub fn nth(&self, k: usize) -> usize {
        let (mut pos, mut rest) = (0, k as u32 + 1);
        let mut step = self.top;
        while step > 0 {
            let next = pos + step;
            if next < self.tree.len() && self.tree[next] < rest {
                pos = next;
                rest -= self.tree[next];
            }
            step >>= 1;
        }
        pos
    }

    /// The slots from left to right.
    pub fn slots(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len).map(|k| self.nth(k))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_order_through_removals_and_appends() {
        let mut line = Line::new(10);
        for s in [0, 2, 3, 7] {
            line.push(s);
        }
        line.remove(2);
        line.push(8);
        assert_eq!(line.slots().collect::<Vec<_>>(), vec![0, 3, 7, 8]);
        assert_eq!((line.nth(0), line.nth(3), line.len()), (0, 8, 4));
        line.remove(0);
        line.remove(8);
        line.push(9);
        assert_eq!(line.slots().collect::<Vec<_>>(), vec![3, 7, 9]);
    }

    #[test]
    fn matches_a_plain_list_on_a_long_run() {
        // Append every slot; remove the one at a pseudo-random place when over 5.
        let mut line = Line::new(1000);
        let mut plain: Vec<usize> = Vec::new();
        let mut x: u64 = 7;
        for s in 0..1000 {
            line.push(s);
            plain.push(s);
            if plain.len() > 5 {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let k = (x >> 33) as usize % plain.len();
                assert_eq!(line.nth(k), plain[k]);
                line.remove(plain.remove(k));
            }
        }
        assert_eq!(line.slots().collect::<Vec<_>>(), plain);
    }
}
