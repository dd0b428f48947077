//! A trace file as a process's string on the step-through stages: its first
//! `first` references as a typed string (`3 7 7w 2`, the lab's page numbers)
//! for the simulator and the policies' tables, with what the stages say
//! about the rest — how many references the whole trace holds — and, where
//! pages were renumbered, the original page number of each page in that
//! head, in hexadecimal (what valgrind prints: an address ÷ the page size).
//! The curves and the policy comparison read the whole trace, not the head.

use super::Trace;
use serde::Serialize;

/// The most references of a trace the step-through stages step through:
/// the step-through view's bound on a run's references (`view::MAX_STEP_THROUGH_REFERENCES`).
pub const MAX_HEAD: usize = crate::view::MAX_STEP_THROUGH_REFERENCES;

/// The head of a trace and what is beyond it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TraceHead {
    /// References in the whole trace.
    pub references: usize,
    /// References in the head (at most the `first` asked for).
    pub first: usize,
    /// The head as a typed string, the lab's page numbers, `w` after a write.
    pub text: String,
    /// Whether the trace's pages were renumbered (pages beyond 2³¹ − 1).
    pub renumbered: bool,
    /// When renumbered: each page of the head (the lab's number) with its
    /// original number in hexadecimal (`0x…`), in the order of the lab's numbers.
    pub original: Vec<(u32, String)>,
}

/// The first `first` references of `trace` (`first` ≥ 1).
pub fn head(trace: &Trace, first: usize) -> TraceHead {
    let refs = &trace.references[..first.min(trace.references.len())];
    let mut text = String::with_capacity(refs.len() * 8);
    for (i, r) in refs.iter().enumerate() {
        if i > 0 {
            text.push(' ');
        }
        text.push_str(&r.page().to_string());
        if r.write() {
            text.push('w');
        }
    }
    let original = match &trace.original {
        Some(names) => {
            let mut pages: Vec<u32> = refs.iter().map(|r| r.page()).collect();
            pages.sort_unstable();
            pages.dedup();
            pages.into_iter().map(|p| (p, format!("{:#x}", names[p as usize]))).collect()
        }
        None => Vec::new(),
    };
    TraceHead {
        references: trace.references.len(),
        first: refs.len(),
        text,
        renumbered: trace.original.is_some(),
        original,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::{read_trace, TraceFormat, TraceOptions};
    use crate::workload::parse_trace;

    fn lackey(text: &str) -> Trace {
        let options = TraceOptions { format: TraceFormat::Lackey, ..TraceOptions::default() };
        read_trace(text.as_bytes(), &options).unwrap()
    }

    #[test]
    fn the_head_is_the_first_references_as_typed_text() {
        // Pages 0x400, 0x401, 0x1ffefff (a stack page): none beyond 2^31 - 1, so the lab's numbers are the pages.
        let t = lackey("==1== x\nI  00400000,3\n L 00401008,8\n S 1ffefff000,8\n M 00401010,4\nI  00400004,2\n");
        let h = head(&t, 3);
        assert_eq!(h.text, "1024 1025 33550335w");
        assert_eq!((h.references, h.first, h.renumbered), (5, 3, false));
        assert!(h.original.is_empty());
        // The text is the string the core reads back.
        assert_eq!(parse_trace(&h.text).unwrap(), t.references[..3].to_vec());
        // Asking for more than the trace holds gives the whole trace.
        assert_eq!(head(&t, 100).first, 5);
        assert_eq!(head(&t, 100).text, "1024 1025 33550335w 1025w 1024");
    }

    #[test]
    fn a_renumbered_head_names_its_original_pages_in_hex() {
        // 0x7fff_ffff_f000 / 4096 = 0x7ffffffff: beyond 2^31 - 1, so the pages are renumbered densely
        // in the order of their numbers: 0x400 → 0, 0x401 → 1, 0x7ffffffff → 2.
        let t = lackey(" L 7ffffffff000,8\nI  00400000,4\n S 00401000,8\n L 7ffffffff008,8\n");
        let h = head(&t, 2);
        assert_eq!((h.text.as_str(), h.renumbered), ("2 0", true));
        assert_eq!(h.original, vec![(0, "0x400".to_string()), (2, "0x7ffffffff".to_string())]);
        assert_eq!(head(&t, 4).text, "2 0 1w 2");
    }
}
