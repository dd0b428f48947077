//! The conventions where textbooks and students disagree (Issue: "rules
//! used"): each is a field of the scenario's `memory` section, so switching
//! one changes the run and the link. The simulator (`sim`) and the plain
//! clock of the policies stage (`replacement::Clock`) follow the same
//! fields; the tests hold the two equal under every setting.

use serde::{Deserialize, Serialize};

/// A new page's usage bit. Corbató 1968 has the hardware set the bit "each
/// time the page is referenced" (§"A Paging Algorithm"); the reference that
/// faulted is made again when its page is in, so the page enters with its bit
/// on. Textbooks differ: some load the page with the bit off, as if the
/// faulting reference were served by the load itself. With the first-time
/// switch on (Figure 3, box 12) the difference vanishes: the switch's
/// examination clears the bit unjudged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum NewPageUsage {
    /// The faulting reference, made again, sets the bit (the default: it is
    /// what the hardware does with any reference).
    #[default]
    On,
    /// The page enters with the bit off and the faulting reference does not set it.
    Off,
}

/// OPT's choice among pages never referenced again — the only tie MIN can
/// have (Belady 1966 names no rule; any choice gives the same faults, but
/// the frame tables differ).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum OptTie {
    /// The one in the lowest frame slot (the default: a fixed rule a student
    /// can apply by eye on a textbook table).
    #[default]
    LowestSlot,
    /// The one loaded first (FIFO among them).
    FirstLoaded,
    /// The one referenced longest ago (LRU among them).
    LeastRecent,
}

/// Where a newly pulled page enters the replaceable page list. Corbató 1968
/// (Figure 2, box 6) switches pulled pages "to the head of the replaceable
/// page list. The reason for the head rather than the tail of the list is
/// that in addition a special 'first-time' 1-bit switch is turned on …
/// [which] makes it possible for the algorithm to ignore for a few page
/// faults the initial burst of references to a page before it begins to
/// monitor usage." The paper does not say where the head is on a circular
/// list scanned by a pointer; the two readings differ by a revolution.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum PulledEnter {
    /// The head is where the pointer looks next: the new page is examined at
    /// the next replenishment, skipped once by its first-time switch (the
    /// "few page faults" of its initial burst), then watched for a whole
    /// revolution. The default: it is the reading in which the switch does
    /// what the text says it is for.
    #[default]
    AtPointer,
    /// The head is just behind the pointer: the new page is examined last, a
    /// whole revolution later — where the textbook clock puts a new page, and
    /// where the switch only delays its first judgement by another revolution.
    BehindPointer,
}

/// What the modified bit does when the pointer finds a page unused but
/// modified. Corbató 1968 gives it no say in the choice: a selected page
/// that is modified is written to the drum first and its block joins the
/// free pool when the write ends (Figure 2, boxes 18–20). Textbooks add a
/// second chance for it (Tanenbaum's WSClock after Carr & Hennessy 1981;
/// Silberschatz's "enhanced second chance" ranks the same pair of bits): a
/// dirty page costs a write to replace, so the pointer starts its write and
/// passes on, taking it when it next finds it unused and clean.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ModifiedChance {
    /// No extra chance: the page is selected and written out before its
    /// block is freed (the default: Corbató's algorithm).
    #[default]
    None,
    /// The page is written out and kept: its modified bit is cleared when the
    /// write starts and the pointer moves on; while the write is under way the
    /// pointer passes over it. A write during the write sets the bit again.
    WriteAndPass,
}

/// Whose page the pointer may take when a process faults. Corbató's
/// Multics clock is global: one pointer over every process's pages (the
/// Load Leveler's "steals" are its mark). Local replacement gives each
/// process its own pages to lose: the pointer passes over other processes'
/// pages without examining them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Replacement {
    /// Any process's page (the default: Multics and CP-67 replace globally).
    #[default]
    Global,
    /// Only the faulting process's own pages; if it has none on the list the
    /// choice is global for that selection (a process cannot give up a page it
    /// does not have). Free blocks are shared either way.
    Local,
}
