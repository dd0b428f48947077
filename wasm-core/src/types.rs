//! Identifiers and simulated time shared by every model.
//!
//! Pages and frames are small integers kept in flat arrays on the hot path,
//! so they are plain `u32` there; at module boundaries they travel as the
//! newtypes below. Simulated time is integral microseconds and never comes
//! from a wall clock.

use serde::{Deserialize, Serialize};

/// Simulated time in microseconds since the start of the run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(transparent)]
pub struct Micros(pub u64);

/// A process (job) number, 0-based.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Pid(pub u16);

/// One reference of a reference string: a virtual page and whether it writes.
/// Packed into a `u32` (high bit = write) so that long strings stay compact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reference(u32);

const WRITE_BIT: u32 = 1 << 31;

/// The largest page number a reference can name.
pub const MAX_PAGE: u32 = WRITE_BIT - 1;

impl Reference {
    /// A reference to `page`; `write` marks a store (sets the modified bit).
    #[inline]
    pub fn new(page: u32, write: bool) -> Self {
        debug_assert!(page <= MAX_PAGE);
        Reference(page | if write { WRITE_BIT } else { 0 })
    }
    /// The referenced virtual page.
    #[inline]
    pub fn page(self) -> u32 {
        self.0 & !WRITE_BIT
    }
    /// Whether the reference writes the page.
    #[inline]
    pub fn write(self) -> bool {
        self.0 & WRITE_BIT != 0
    }
}

impl std::fmt::Display for Reference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.page(), if self.write() { "w" } else { "" })
    }
}
