//! The OSTEP paging-policy homework: Arpaci-Dusseau and Arpaci-Dusseau,
//! *Operating Systems: Three Easy Pieces*, chapter "Beyond Physical Memory:
//! Policies", homework simulator `paging-policy.py`. Reproduced rule for
//! rule so that the lab answers the homework identically, then animates it:
//!
//! - the random stream is Python's: `random.seed(s)` seeds MT19937 by
//!   `init_by_array` over the 32-bit words of |s| (least significant first),
//!   and `random()` takes two draws, `(a >> 5, b >> 6)`, into 53 bits;
//! - generated addresses draw first: `int(maxpage * random())` each;
//! - the cache is a list: a miss with the list full picks a victim — FIFO and
//!   LRU the first, MRU the last, RAND a random index, OPT the page referenced
//!   furthest ahead (ties to the later page), UNOPT the soonest (ties to the
//!   earlier) — and the new page is appended; LRU and MRU move a hit page to
//!   the end;
//! - CLOCK picks random pages: a page with a reference count ≥ 1 has it
//!   decremented, the first with 0 is the victim (its count forgotten); each
//!   access sets a page's count to 1 if it has none, else adds 1, capped at
//!   `clockbits`;
//! - the output: the `ARG` lines (the options as given), the trace lines
//!   `Access: %d  %s %s -> %12s <- %s Replaced:%s [Hits:%d Misses:%d]` and
//!   `FINALSTATS hits %d   misses %d   hitrate %.2f`.
//!
//! Where the Python program would stop with a traceback (a cache of 0 pages
//! that must replace, no addresses to take a hit rate over, a number that is
//! not one), this module returns an error naming the problem instead, before
//! printing anything.
//!
//! The lab's budgets, where the Python program would run out of memory or
//! time: at most [`MAX_ADDRESSES`] addresses; a printed trace of at most
//! [`MAX_TRACE_PAGES`] pages in all its cache lists (addresses × the most
//! pages the cache holds; `-N` prints none); an animation ([`run`]) of at
//! most [`MAX_KEPT_PAGES`]. Each access takes O(log n) time for n addresses
//! (the list is a Fenwick tree over access numbers, `line`), and [`write`]
//! keeps nothing per access.

mod homework;
mod line;
mod python;

pub use python::{optparse_int, py_int, PyRandom};
use serde::{Deserialize, Serialize};

/// The policies the homework simulator knows, as `-p` names them.
pub const POLICIES: [&str; 7] = ["FIFO", "LRU", "MRU", "OPT", "UNOPT", "RAND", "CLOCK"];

/// The most addresses one run takes (generated, listed or in a file).
pub const MAX_ADDRESSES: usize = 10_000_000;
/// The most pages a printed trace shows in all its cache lists.
pub const MAX_TRACE_PAGES: usize = 100_000_000;
/// The most pages [`run`] keeps in all its accesses' cache lists.
pub const MAX_KEPT_PAGES: usize = 10_000_000;

/// The homework's options as the lab's form holds them: every one as typed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "OstepForm"))]
#[serde(deny_unknown_fields)]
pub struct Form {
    /// `-a`.
    pub addresses: String,
    /// `-f`.
    pub addressfile: String,
    /// The contents of the file named by `addressfile`, once read.
    pub file_text: Option<String>,
    /// `-n`.
    pub numaddrs: String,
    /// `-p`.
    pub policy: String,
    /// `-b`, still text.
    pub clockbits: String,
    /// `-C`.
    pub cachesize: String,
    /// `-m`.
    pub maxpage: String,
    /// `-s`.
    pub seed: String,
    /// `-N`.
    pub notrace: bool,
    /// `-c`.
    pub solve: bool,
}

impl Default for Form {
    /// `paging-policy.py`'s defaults, except that the lab computes the answers (`-c`).
    fn default() -> Self {
        let o = Options::default();
        Form {
            addresses: o.addresses,
            addressfile: o.addressfile,
            file_text: o.file_text,
            numaddrs: o.numaddrs,
            policy: o.policy,
            clockbits: o.clockbits.to_string(),
            cachesize: o.cachesize,
            maxpage: o.maxpage,
            seed: o.seed,
            notrace: o.notrace,
            solve: true,
        }
    }
}

impl Form {
    /// The options, with `clockbits` converted as optparse converts it.
    pub fn options(self) -> Result<Options, String> {
        let clockbits = optparse_int(&self.clockbits)
            .ok_or_else(|| format!("clockbits = {:?} is not allowed: expected an integer", self.clockbits))?;
        Ok(Options {
            addresses: self.addresses,
            addressfile: self.addressfile,
            file_text: self.file_text,
            numaddrs: self.numaddrs,
            policy: self.policy,
            clockbits,
            cachesize: self.cachesize,
            maxpage: self.maxpage,
            seed: self.seed,
            notrace: self.notrace,
            solve: self.solve,
        })
    }
}

/// The simulator's options, as typed (the `ARG` lines echo them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// `-a`: comma-separated pages, or `-1` to generate them.
    pub addresses: String,
    /// `-f`: the name of a file of pages, one a line.
    pub addressfile: String,
    /// The file's contents (read by the caller), when `addressfile` is set.
    pub file_text: Option<String>,
    /// `-n`: how many pages to generate.
    pub numaddrs: String,
    /// `-p`: FIFO, LRU, MRU, OPT, UNOPT, RAND or CLOCK.
    pub policy: String,
    /// `-b`: clock bits, already an integer (optparse converts it).
    pub clockbits: i64,
    /// `-C`: cache size in pages.
    pub cachesize: String,
    /// `-m`: the largest generated page (exclusive).
    pub maxpage: String,
    /// `-s`: the seed.
    pub seed: String,
    /// `-N`: no trace.
    pub notrace: bool,
    /// `-c`: compute the answers.
    pub solve: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            addresses: "-1".into(),
            addressfile: String::new(),
            file_text: None,
            numaddrs: "10".into(),
            policy: "FIFO".into(),
            clockbits: 2,
            cachesize: "3".into(),
            maxpage: "10".into(),
            seed: "0".into(),
            notrace: false,
            solve: false,
        }
    }
}

/// One access, for the animation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "OstepAccess"))]
pub struct Access {
    /// The page referenced.
    pub page: i64,
    /// Whether it hit.
    pub hit: bool,
    /// The victim, if a page was replaced.
    pub victim: Option<i64>,
    /// The cache list after the access, left to right.
    pub memory: Vec<i64>,
    /// CLOCK: the pages examined, each with its count when examined.
    pub scans: Vec<(i64, i64)>,
    /// Reference counts after the access, in cache order (CLOCK's bits).
    pub counts: Vec<i64>,
    /// Hits so far.
    pub hits: u64,
    /// Misses so far.
    pub misses: u64,
}

/// What a run prints, and how it ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "OstepOutcome"))]
pub struct Outcome {
    /// Standard output, exactly as the homework simulator prints it.
    pub output: String,
    /// The exit status (1 for a policy it does not know).
    pub exit_code: i32,
    /// The accesses, when solved.
    pub accesses: Vec<Access>,
    /// The left and right labels of the cache list.
    pub labels: (String, String),
}

/// Why [`write`] stopped.
#[derive(Debug)]
pub enum Error {
    /// An option the simulator cannot run with, named in one line; nothing was written.
    Input(String),
    /// The output could not be written.
    Output(std::io::Error),
}

/// Runs the homework simulator with `o`, keeping every access for the
/// animation. Errors name the problem where the Python program would raise,
/// or a budget the run would exceed.
pub fn run(o: &Options) -> Result<Outcome, String> {
    let plan = homework::plan(o, true)?;
    let (mut output, mut accesses) = (Vec::new(), Vec::new());
    let exit_code = homework::simulate(plan, o, &mut output, Some(&mut accesses)).map_err(|e| e.to_string())?;
    let labels = match homework::labels(&o.policy) {
        Some((l, r)) if o.solve && exit_code == 0 => (l.to_string(), r.to_string()),
        _ => (String::new(), String::new()),
    };
    Ok(Outcome { output: String::from_utf8_lossy(&output).into_owned(), exit_code, accesses, labels })
}

/// Runs the homework simulator with `o`, writing its output to `out` as it
/// goes and keeping nothing per access; its exit status (0, or 1 for a
/// policy it does not know).
pub fn write(o: &Options, out: &mut dyn std::io::Write) -> Result<i32, Error> {
    let plan = homework::plan(o, false).map_err(Error::Input)?;
    homework::simulate(plan, o, out, None).map_err(Error::Output)
}

#[cfg(test)]
mod tests;
