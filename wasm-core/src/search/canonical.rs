//! The exhaustive search over reference strings up to renaming of pages.
//!
//! Every policy the lab has (FIFO, LRU, OPT with its lowest-slot tie-break,
//! the plain clock) sees only which references are to the same page, never
//! the pages' numbers, so renaming pages changes no fault count. Each class
//! of strings equal up to renaming has one *canonical* member, the string
//! whose pages are numbered 0, 1, 2, … in order of first occurrence (a
//! *restricted growth string*: each page is at most one more than the
//! largest before it); it is also the class's first member in lexicographic
//! order, so the first canonical counterexample of the shortest length is
//! the first of all strings of that length.
//!
//! The search deepens iteratively: all strings of length 1, then 2, … up to
//! the maximum, each length depth first in lexicographic order, so the
//! first string found is the shortest and, among the shortest, the first.
//! Along the depth-first walk each prefix keeps its policies' states
//! (`Probe::step` copies the parent's and makes one reference: a node costs
//! what one reference costs), and a prefix is cut when no extension of the
//! length being searched can be a counterexample (`Probe::hopeless`).
//!
//! The work is bounded by a number of nodes (references made), not by a
//! clock: the search is deterministic, and the same question with the same
//! budget gives the same answer everywhere.

/// A question asked of strings: the policies' states along a prefix and the test at the end.
pub trait Probe {
    /// The policies' states after a prefix.
    type State: Clone;
    /// The states before any reference.
    fn start(&self) -> Self::State;
    /// `into` becomes `from` after the reference to the last page of `string` (the prefix, that page included).
    fn step(&self, from: &Self::State, into: &mut Self::State, string: &[u32]);
    /// Whether no string that extends `string` by `remaining` references can be a counterexample.
    fn hopeless(&self, state: &Self::State, remaining: usize) -> bool;
    /// Whether `string` itself, whose states are `state`, is a counterexample.
    fn holds(&self, state: &Self::State, string: &[u32]) -> bool;
}

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The shortest counterexample, then the first in lexicographic order (pages from 0).
    Found(Vec<u32>),
    /// None of length up to the maximum.
    None,
    /// The budget ran out while strings of `searched + 1` references were being searched.
    Exhausted,
}

/// A search's outcome and its work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub ending: Ending,
    /// Every string of at most this many references was searched and none is a counterexample.
    pub searched: usize,
    /// References made (nodes of the search tree visited), over all lengths.
    pub nodes: u64,
}

/// The shortest, then first, canonical string over at most `pages` pages and
/// of at most `max_length` references for which `probe` holds, visiting at
/// most `budget` nodes.
pub fn shortest<P: Probe>(probe: &P, pages: u32, max_length: usize, budget: u64) -> Outcome {
    let mut nodes = 0u64;
    let mut states = vec![probe.start(); max_length + 1];
    let mut string = vec![0u32; max_length];
    // Per depth: the next page to try, and the pages used before it (the next new page's number).
    let mut next = vec![0u32; max_length + 1];
    let mut used = vec![0u32; max_length + 1];
    for length in 1..=max_length {
        let (mut d, searched) = (0, length - 1);
        next[0] = 0;
        loop {
            if next[d] > used[d].min(pages - 1) {
                if d == 0 {
                    break;
                }
                d -= 1;
                continue;
            }
            if nodes == budget {
                return Outcome { ending: Ending::Exhausted, searched, nodes };
            }
            nodes += 1;
            let page = next[d];
            next[d] += 1;
            string[d] = page;
            used[d + 1] = used[d].max(page + 1);
            let (done, rest) = states.split_at_mut(d + 1);
            probe.step(&done[d], &mut rest[0], &string[..=d]);
            if d + 1 == length {
                if probe.holds(&rest[0], &string[..length]) {
                    return Outcome { ending: Ending::Found(string[..length].to_vec()), searched, nodes };
                }
            } else if !probe.hopeless(&rest[0], length - d - 1) {
                d += 1;
                next[d] = 0;
            }
        }
    }
    Outcome { ending: Ending::None, searched: max_length, nodes }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts the strings it sees; holds for none.
    struct Count(std::cell::RefCell<Vec<Vec<u32>>>);

    impl Probe for Count {
        type State = ();
        fn start(&self) {}
        fn step(&self, _: &(), _: &mut (), _: &[u32]) {}
        fn hopeless(&self, _: &(), _: usize) -> bool {
            false
        }
        fn holds(&self, _: &(), string: &[u32]) -> bool {
            self.0.borrow_mut().push(string.to_vec());
            false
        }
    }

    #[test]
    fn the_strings_are_restricted_growth_strings_in_order() {
        let probe = Count(Default::default());
        let outcome = shortest(&probe, 2, 3, u64::MAX);
        let seen = probe.0.into_inner();
        let expected: Vec<Vec<u32>> =
            vec![vec![0], vec![0, 0], vec![0, 1], vec![0, 0, 0], vec![0, 0, 1], vec![0, 1, 0], vec![0, 1, 1]];
        assert_eq!(seen, expected);
        // Nodes: 1 for length 1, 1 + 2 for length 2, 1 + 2 + 4 for length 3.
        assert_eq!(outcome, Outcome { ending: Ending::None, searched: 3, nodes: 11 });
    }

    #[test]
    fn the_number_of_strings_of_each_length_is_a_sum_of_stirling_numbers() {
        // Strings of length n over at most 3 pages up to renaming: S(n,1) + S(n,2) + S(n,3).
        for (n, count) in [(4, 1 + 7 + 6), (5, 1 + 15 + 25), (6, 1 + 31 + 90)] {
            let probe = Count(Default::default());
            shortest(&probe, 3, n, u64::MAX);
            assert_eq!(probe.0.into_inner().iter().filter(|s| s.len() == n).count(), count, "length {n}");
        }
    }

    #[test]
    fn the_budget_stops_the_search_and_says_how_far_it_got() {
        let probe = Count(Default::default());
        // Length 1 takes 1 node, length 2 takes 3: the 5th node is in length 3.
        assert_eq!(shortest(&probe, 2, 3, 4), Outcome { ending: Ending::Exhausted, searched: 2, nodes: 4 });
    }
}
