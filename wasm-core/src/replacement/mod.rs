//! Comparison policies on a reference string, so a student sees where the
//! Multics clock stands: FIFO, LRU and OPT (Belady 1966, MIN: replace the page
//! whose next reference is farthest away). Each counts faults for a fixed
//! number of frames with demand paging and a cold start.
//!
//! These are independent of the Multics simulation (`sim`), which the tests
//! use to check it: k = 0 must fault exactly like FIFO.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};

/// A replacement policy the CLI and UI can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Policy {
    /// First in, first out.
    Fifo,
    /// Least recently used.
    Lru,
    /// Belady's optimal (MIN).
    Opt,
    /// The Multics clock with k-bit registers.
    Clock,
}

impl std::str::FromStr for Policy {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "fifo" => Ok(Policy::Fifo),
            "lru" => Ok(Policy::Lru),
            "opt" => Ok(Policy::Opt),
            "clock" => Ok(Policy::Clock),
            _ => Err(format!("policy = {s} is not allowed: expected fifo, lru, opt or clock")),
        }
    }
}

/// FIFO faults on `pages` with `frames` frames.
pub fn fifo_faults(pages: &[u32], frames: usize) -> u64 {
    let mut resident: HashSet<u32> = HashSet::new();
    let mut order = VecDeque::new();
    let mut faults = 0;
    for &p in pages {
        if resident.contains(&p) {
            continue;
        }
        faults += 1;
        if order.len() == frames {
            let victim = order.pop_front().unwrap();
            resident.remove(&victim);
        }
        order.push_back(p);
        resident.insert(p);
    }
    faults
}

/// LRU faults on `pages` with `frames` frames.
pub fn lru_faults(pages: &[u32], frames: usize) -> u64 {
    let mut last_use: HashMap<u32, usize> = HashMap::new();
    let mut by_age: BTreeSet<(usize, u32)> = BTreeSet::new();
    let mut faults = 0;
    for (t, &p) in pages.iter().enumerate() {
        match last_use.insert(p, t) {
            Some(prev) => {
                by_age.remove(&(prev, p));
            }
            None => {
                faults += 1;
                if by_age.len() == frames {
                    let (_, victim) = by_age.pop_first().unwrap();
                    last_use.remove(&victim);
                }
            }
        }
        by_age.insert((t, p));
    }
    faults
}

/// OPT (Belady's MIN) faults on `pages` with `frames` frames.
pub fn opt_faults(pages: &[u32], frames: usize) -> u64 {
    // next_use[t]: the next time pages[t] is referenced after t (usize::MAX if never).
    let mut next_use = vec![usize::MAX; pages.len()];
    let mut seen: HashMap<u32, usize> = HashMap::new();
    for t in (0..pages.len()).rev() {
        if let Some(&n) = seen.get(&pages[t]) {
            next_use[t] = n;
        }
        seen.insert(pages[t], t);
    }
    let mut resident: HashMap<u32, usize> = HashMap::new(); // page -> its next use
    let mut by_next: BTreeSet<(usize, u32)> = BTreeSet::new();
    let mut faults = 0;
    for (t, &p) in pages.iter().enumerate() {
        match resident.get(&p).copied() {
            Some(n) => {
                by_next.remove(&(n, p));
            }
            None => {
                faults += 1;
                if resident.len() == frames {
                    let (_, victim) = by_next.pop_last().unwrap();
                    resident.remove(&victim);
                }
            }
        }
        resident.insert(p, next_use[t]);
        by_next.insert((next_use[t], p));
    }
    faults
}

#[cfg(test)]
mod tests {
    use super::*;

    const BELADY: [u32; 12] = [1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5];

    #[test]
    fn belady_anomaly_under_fifo() {
        assert_eq!(fifo_faults(&BELADY, 3), 9);
        assert_eq!(fifo_faults(&BELADY, 4), 10);
    }

    #[test]
    fn lru_and_opt_on_the_classic_string() {
        assert_eq!(lru_faults(&BELADY, 3), 10);
        assert_eq!(lru_faults(&BELADY, 4), 8);
        assert_eq!(opt_faults(&BELADY, 3), 7);
        assert_eq!(opt_faults(&BELADY, 4), 6);
    }
}
