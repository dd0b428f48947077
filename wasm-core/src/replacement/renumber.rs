//! Pages renumbered 0…d−1 in place, so that per-page tables are plain
//! arrays of d entries however large the page numbers are. Every policy and
//! curve sees only which references are to the same page, so renumbering
//! changes no fault.
//!
//! - `renumber`: in order of first use (page ids a student can follow), the
//!   original numbers returned. While the largest page number is within
//!   `max(n, 2¹⁶)` (n references) the renaming table is an array over the
//!   page numbers; beyond (sparse numbers: a trace naming page 2³¹−1 among a
//!   few others), the distinct pages are found by sorting a copy of the
//!   string, and a page's id is looked up by its rank (`Ranks`: a search
//!   within its slice of the numbers). Either way the renumbering holds at
//!   most 8⅛ bytes a reference beside the string, and 4 MiB (`renumber_bytes`),
//!   never a hash table (tens of bytes a page).
//! - `densify`: the curves', which need no order: a string whose numbers
//!   are already within that bound is left as it is (its tables span the
//!   numbers), any other is renumbered.

use super::NEVER;
use crate::budget::words;
use crate::types::Reference;

/// Page numbers up to this are always dense enough to index directly.
const DENSE_ALWAYS: usize = 1 << 16;

/// An element of a reference string whose page can be renamed.
pub trait Paged: Copy {
    /// Its page number.
    fn page(self) -> u32;
    /// The same element naming `page` instead.
    fn with_page(self, page: u32) -> Self;
}

impl Paged for u32 {
    #[inline]
    fn page(self) -> u32 {
        self
    }
    #[inline]
    fn with_page(self, page: u32) -> Self {
        page
    }
}

impl Paged for Reference {
    #[inline]
    fn page(self) -> u32 {
        Reference::page(self)
    }
    #[inline]
    fn with_page(self, page: u32) -> Self {
        Reference::new(page, self.write())
    }
}

/// One more than the largest page of `refs` (0 for none).
pub fn span<P: Paged>(refs: &[P]) -> usize {
    refs.iter().map(|r| r.page()).max().map_or(0, |largest| (largest as usize).saturating_add(1))
}

/// Whether pages numbered below `span` in a string of `n` references are indexed directly.
pub fn is_dense(n: usize, span: usize) -> bool {
    span <= n.max(DENSE_ALWAYS)
}

/// The most bytes `renumber` holds beside a string of `n` references below `span`.
pub fn renumber_bytes(n: usize, span: usize) -> u64 {
    let (n, span) = (n as u64, span as u64);
    if is_dense(n as usize, span as usize) {
        words(span) + words(n.min(span))
    } else {
        words(n) * 2 + n / 8 + 8 + words(MOST_SLICES as u64 + 2)
    }
}

/// Renumbers the pages of `refs` 0…d−1 in order of first use, in place
/// (a reference's write bit kept); returns the original numbers (d of them).
pub fn renumber<P: Paged>(refs: &mut [P]) -> Vec<u32> {
    let span = span(refs);
    if is_dense(refs.len(), span) {
        // The table over page numbers: each page's id once it has one.
        let mut ids = vec![NEVER; span];
        let distinct = assign(refs, |page| page as usize, &mut ids);
        let mut names = vec![0; distinct];
        for (page, &id) in ids.iter().enumerate().filter(|(_, &id)| id != NEVER) {
            names[id as usize] = page as u32;
        }
        return names;
    }
    // Sparse numbers: each page replaced by its rank among the distinct pages…
    let ranks = Ranks::of(refs);
    let mut last = (NEVER, 0);
    for r in refs.iter_mut() {
        if last.0 != r.page() {
            last = (r.page(), ranks.rank(r.page()) as u32);
        }
        *r = r.with_page(last.1);
    }
    // …then the ranks by ids in order of first use, `sorted` turned into the
    // table of ids as it goes (a bit a rank says which entries are ids by now).
    let mut sorted = ranks.sorted;
    let mut assigned = vec![0u64; sorted.len().div_ceil(64)];
    let mut names = Vec::with_capacity(sorted.len());
    for r in refs.iter_mut() {
        let rank = r.page() as usize;
        if assigned[rank / 64] >> (rank % 64) & 1 == 0 {
            assigned[rank / 64] |= 1 << (rank % 64);
            names.push(sorted[rank]);
            sorted[rank] = (names.len() - 1) as u32;
        }
        *r = r.with_page(sorted[rank]);
    }
    names
}

/// The most slices `Ranks` cuts the page numbers into.
const MOST_SLICES: usize = 1 << 20;

/// A sparse string's distinct pages, sorted, and where each of up to
/// `MOST_SLICES` equal slices of the page numbers starts among them: a
/// page's rank is a binary search among the few pages of its slice (a cache
/// miss or two, where a search of the whole list costs one a step).
struct Ranks {
    sorted: Vec<u32>,
    /// `starts[b]`: the first rank whose page is in slice b or later.
    starts: Vec<u32>,
    /// A page's slice is `page >> shift`.
    shift: u32,
}

impl Ranks {
    fn of<P: Paged>(refs: &[P]) -> Self {
        let mut sorted: Vec<u32> = refs.iter().map(|r| r.page()).collect();
        sorted.sort_unstable();
        sorted.dedup();
        sorted.shrink_to_fit();
        let slices = sorted.len().next_power_of_two().min(MOST_SLICES);
        let bits = u32::BITS - sorted.last().map_or(0, |&p| p).leading_zeros();
        let shift = bits.saturating_sub(slices.trailing_zeros());
        let count = sorted.last().map_or(0, |&p| (p >> shift) as usize) + 2;
        let mut starts = vec![0u32; count];
        let mut rank = 0;
        for (b, start) in starts.iter_mut().enumerate() {
            while rank < sorted.len() && ((sorted[rank] >> shift) as usize) < b {
                rank += 1;
            }
            *start = rank as u32;
        }
        Ranks { sorted, starts, shift }
    }

    /// The rank of `page`, a page of the string.
    fn rank(&self, page: u32) -> usize {
        let b = (page >> self.shift) as usize;
        let (from, to) = (self.starts[b] as usize, self.starts[b + 1] as usize);
        from + self.sorted[from..to].binary_search(&page).expect("a page of the string")
    }
}

/// Gives each reference's page the id of its slot in `ids` (`slot` of the
/// page), a new one at its first use; the number of ids given.
fn assign<P: Paged>(refs: &mut [P], mut slot: impl FnMut(u32) -> usize, ids: &mut [u32]) -> usize {
    let mut next = 0;
    for r in refs.iter_mut() {
        let id = &mut ids[slot(r.page())];
        if *id == NEVER {
            *id = next;
            next += 1;
        }
        *r = r.with_page(*id);
    }
    next as usize
}

/// A string's pages as small numbers: left as they are when already dense
/// (`names` None: page p is itself), else renumbered in first-use order.
pub struct Dense {
    /// Per-page tables have this many entries: the span, or the distinct pages.
    pub pages: usize,
    /// The original number of each renumbered page, when renumbered.
    pub names: Option<Vec<u32>>,
}

impl Dense {
    /// The distinct pages of `pages`, the dense string.
    pub fn distinct(&self, pages: &[u32]) -> usize {
        match &self.names {
            Some(names) => names.len(),
            None => crate::analysis::curves::distinct(pages, self.pages),
        }
    }

    /// The original number of page `id`.
    pub fn name(&self, id: u32) -> u32 {
        self.names.as_ref().map_or(id, |names| names[id as usize])
    }
}

/// Makes `pages` dense in place (module comment).
pub fn densify(pages: &mut [u32]) -> Dense {
    let span = span(pages);
    if is_dense(pages.len(), span) {
        return Dense { pages: span, names: None };
    }
    let names = renumber(pages);
    Dense { pages: names.len(), names: Some(names) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn both_tables_renumber_in_order_of_first_use() {
        let mut rng = Rng::new(3, 3);
        for scale in [1u32, 1 << 20, 2_000_000_000, u32::MAX] {
            let pages: Vec<u32> = (0..500).map(|_| rng.below(40) * (scale / 40).max(1)).collect();
            let mut renumbered = pages.clone();
            let names = renumber(&mut renumbered);
            let mut first_use: Vec<u32> = Vec::new();
            for &p in &pages {
                if !first_use.contains(&p) {
                    first_use.push(p);
                }
            }
            assert_eq!(names, first_use, "scale {scale}");
            assert!(renumbered.iter().zip(&pages).all(|(&id, &p)| names[id as usize] == p));
        }
    }

    #[test]
    fn write_bits_stay_and_dense_strings_are_left_alone() {
        let mut refs =
            vec![Reference::new(2_147_483_647, true), Reference::new(5, false), Reference::new(2_147_483_647, false)];
        assert_eq!(renumber(&mut refs), vec![2_147_483_647, 5]);
        assert_eq!(refs, vec![Reference::new(0, true), Reference::new(1, false), Reference::new(0, false)]);
        let mut pages = vec![9, 3, 9];
        let dense = densify(&mut pages);
        assert_eq!((dense.name(3), pages, dense.pages, dense.names), (3, vec![9, 3, 9], 10, None));
        let mut sparse = vec![4_000_000, 7, 4_000_000];
        let dense = densify(&mut sparse);
        assert_eq!((sparse, dense.pages, dense.name(0)), (vec![0, 1, 0], 2, 4_000_000));
        assert_eq!((renumber_bytes(3, 10), renumber_bytes(3, 4_000_001)), (52, 24 + 8 + 4 * (1 << 20) + 8));
    }
}
