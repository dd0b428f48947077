//! The LRU stack model's stack (Nishigaki 1981 §4, SLRUM): find the page at
//! stack distance d and move it to the top, in O(log n) for a stack of n
//! pages — so that a program of a million pages and twenty million
//! references is generated in seconds, where moving the entries above it
//! down one place (O(d)) took many minutes.
//!
//! Each page holds a time slot: its last use. The stack is the pages in
//! decreasing order of their slots; a bitmap marks the occupied slots and a
//! Fenwick tree counts them per 64-slot word, so the page at distance d is
//! the occupied slot of rank n − d: found by descending the tree (small
//! enough to stay in cache) and selecting the bit within its word. A used
//! page takes the next slot; when the slots run out they are renumbered
//! 0…n−1 in stack order (every n references, so O(1) amortised).

/// An LRU stack of pages 0…n−1, page 0 on top at the start.
pub struct LruStack {
    /// One bit per slot: occupied.
    bits: Vec<u64>,
    /// Fenwick tree (1-based) of the occupied slots in each word of `bits`.
    tree: Vec<u32>,
    /// The page in each slot (meaningless where the slot is free).
    page_at: Vec<u32>,
    /// The next slot to take (the new top).
    next: usize,
    pages: usize,
}

impl LruStack {
    /// A stack of `pages` pages (at least 1), in the order 0 (top), 1, 2, ….
    pub fn new(pages: usize) -> Self {
        let words = (2 * pages.max(1)).div_ceil(64);
        let mut stack =
            LruStack { bits: vec![0; words], tree: vec![0; words + 1], page_at: vec![0; words * 64], next: 0, pages };
        stack.fill((0..pages as u32).rev());
        stack
    }

    /// Occupies slots 0, 1, … with `bottom_up` (the bottom of the stack first).
    fn fill(&mut self, bottom_up: impl Iterator<Item = u32>) {
        self.bits.fill(0);
        self.next = 0;
        for page in bottom_up {
            self.page_at[self.next] = page;
            self.bits[self.next / 64] |= 1 << (self.next % 64);
            self.next += 1;
        }
        // Linear-time Fenwick construction.
        for (i, word) in self.bits.iter().enumerate() {
            self.tree[i + 1] = word.count_ones();
        }
        for i in 1..self.tree.len() {
            let parent = i + (i & i.wrapping_neg());
            if parent < self.tree.len() {
                self.tree[parent] += self.tree[i];
            }
        }
    }

    fn count(&mut self, word: usize, delta: i32) {
        let mut i = word + 1;
        while i < self.tree.len() {
            self.tree[i] = self.tree[i].wrapping_add_signed(delta);
            i += i & i.wrapping_neg();
        }
    }

    /// The slot of the `rank`-th occupied slot from the bottom (1-based).
    fn nth_occupied(&self, mut rank: u32) -> usize {
        let mut word = 0;
        let mut step = (self.tree.len() - 1).next_power_of_two();
        while step > 0 {
            if word + step < self.tree.len() && self.tree[word + step] < rank {
                word += step;
                rank -= self.tree[word];
            }
            step /= 2;
        }
        word * 64 + select(self.bits[word], rank) as usize
    }

    /// The slot at stack distance `depth` if it lies within the top few
    /// words (found by counting down from the top, the common case).
    fn near_top(&self, depth: usize) -> Option<usize> {
        let top = self.next - 1;
        let mut word = top / 64;
        let mut bits = self.bits[word] & (u64::MAX >> (63 - top % 64));
        let mut left = depth as u32 + 1; // occupied slots to pass, this one included
        for _ in 0..4 {
            let n = bits.count_ones();
            if left <= n {
                return Some(word * 64 + select(bits, n - left + 1) as usize);
            }
            left -= n;
            word = word.checked_sub(1)?;
            bits = self.bits[word];
        }
        None
    }

    /// The page at stack distance `depth` (0: the top), moved to the top.
    pub fn take(&mut self, depth: usize) -> u32 {
        let slot = self.near_top(depth).unwrap_or_else(|| self.nth_occupied((self.pages - depth) as u32));
        let page = self.page_at[slot];
        if slot + 1 == self.next {
            return page; // already on top
        }
        self.bits[slot / 64] &= !(1 << (slot % 64));
        if self.next == self.page_at.len() {
            let order: Vec<u32> =
                (0..self.next).filter(|&s| self.bits[s / 64] >> (s % 64) & 1 == 1).map(|s| self.page_at[s]).collect();
            self.fill(order.into_iter()); // counts the stack without `page`
            self.count(self.next / 64, 1);
        } else if slot / 64 != self.next / 64 {
            self.count(slot / 64, -1);
            self.count(self.next / 64, 1);
        } // (within one word the count does not change)
        self.page_at[self.next] = page;
        self.bits[self.next / 64] |= 1 << (self.next % 64);
        self.next += 1;
        page
    }
}

/// Stack distances drawn by inversion of q's cumulative distribution.
pub struct Depths {
    cumulative: Vec<f64>,
    /// `guide[j]`: the first distance whose cumulative probability exceeds j / n.
    guide: Vec<u32>,
}

impl Depths {
    /// Inversion of `cumulative` (non-decreasing, not empty).
    pub fn new(cumulative: Vec<f64>) -> Self {
        let n = cumulative.len();
        let mut guide = Vec::with_capacity(n);
        let mut d = 0;
        for j in 0..n {
            while d < n && cumulative[d] <= j as f64 / n as f64 {
                d += 1;
            }
            guide.push(d as u32);
        }
        Depths { cumulative, guide }
    }

    /// The first distance whose cumulative probability exceeds `u` (the last if none does).
    pub fn draw(&self, u: f64) -> usize {
        let c = &self.cumulative;
        let n = c.len();
        let mut d = self.guide[((u * n as f64) as usize).min(n - 1)] as usize;
        while d > 0 && c[d - 1] > u {
            d -= 1;
        }
        while d < n && c[d] <= u {
            d += 1;
        }
        d.min(n - 1)
    }
}

/// The position of the `rank`-th set bit of `word` (1-based, from the least significant).
fn select(mut word: u64, mut rank: u32) -> u32 {
    let mut base = 0;
    loop {
        let low = (word & 0xff).count_ones();
        if rank <= low {
            break;
        }
        rank -= low;
        word >>= 8;
        base += 8;
    }
    for _ in 1..rank {
        word &= word - 1;
    }
    base + word.trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_moving_the_entries_down() {
        let mut state = 12345u64;
        let mut next = |m: usize| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((state >> 33) as usize) % m
        };
        for pages in [1, 2, 3, 7, 40] {
            let mut naive: Vec<u32> = (0..pages as u32).collect();
            let mut fast = LruStack::new(pages);
            for _ in 0..2_000 {
                let depth = next(pages);
                let page = naive[depth];
                naive.copy_within(0..depth, 1);
                naive[0] = page;
                assert_eq!(fast.take(depth), page, "{pages} pages, depth {depth}");
            }
        }
    }

    #[test]
    fn draws_match_a_binary_search_of_the_cumulative_distribution() {
        let skewed: Vec<f64> = vec![0.5, 0.5, 0.5, 0.75, 0.9, 0.9, 0.999_999_9];
        let smooth: Vec<f64> = (1..=1000).map(|i| (i as f64 / 1000.0).powi(3)).collect();
        for c in [skewed, smooth, vec![1.0]] {
            let depths = Depths::new(c.clone());
            for i in 0..=20_000 {
                let u = i as f64 / 20_000.0 * 0.999_999_999_999;
                let expected = c.partition_point(|&x| x <= u).min(c.len() - 1);
                assert_eq!(depths.draw(u), expected, "u = {u}");
            }
        }
    }

    #[test]
    fn select_finds_the_nth_set_bit() {
        assert_eq!(select(0b1011_0000_0001, 1), 0);
        assert_eq!(select(0b1011_0000_0001, 2), 8);
        assert_eq!(select(0b1011_0000_0001, 4), 11);
        assert_eq!(select(u64::MAX, 64), 63);
    }

    #[test]
    fn a_page_deep_in_a_large_stack() {
        let mut s = LruStack::new(1 << 20);
        assert_eq!(s.take((1 << 20) - 1), (1 << 20) - 1);
        assert_eq!(s.take(0), (1 << 20) - 1);
        assert_eq!(s.take(1), 0);
    }
}
