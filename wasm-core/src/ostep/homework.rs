//! The homework simulator's run: its options read and checked (before
//! anything is printed), then its output written as it goes.

use super::line::Line;
use super::python::{is_py_int, py_int, py_int_saturating, PyRandom};
use super::{Access, Options, MAX_ADDRESSES, MAX_KEPT_PAGES, MAX_TRACE_PAGES};
use crate::message::quote;
use std::collections::{BTreeSet, HashMap};
use std::io::{self, Write};

/// A run's options read as the Python program reads them.
pub(super) struct Plan {
    addrs: Vec<i64>,
    cachesize: i128,
    rng: PyRandom,
}

fn number(field: &str, text: &str) -> Result<i128, String> {
    py_int(text).ok_or_else(|| {
        let allowed = if is_py_int(text) { "an integer of at most 38 digits" } else { "an integer" };
        format!("{field} = {} is not allowed: expected {allowed}", quote(text))
    })
}

fn page(field: &str, text: &str) -> Result<i64, String> {
    let v = number(field, text)?;
    i64::try_from(v).map_err(|_| format!("{field} = {v} is not allowed: expected an integer of at most 64 bits"))
}

fn within_budget(what: &str, count: usize) -> Result<(), String> {
    if count > MAX_ADDRESSES {
        return Err(format!("{what} holds {count} addresses: expected at most {MAX_ADDRESSES}"));
    }
    Ok(())
}

/// The labels the simulator prints either side of the cache list.
pub(super) fn labels(policy: &str) -> Option<(&'static str, &'static str)> {
    match policy {
        "FIFO" => Some(("FirstIn", "Lastin ")),
        "LRU" | "MRU" => Some(("LRU", "MRU")),
        "OPT" | "RAND" | "UNOPT" | "CLOCK" => Some(("Left ", "Right")),
        _ => None,
    }
}

/// The addresses: from the file (one a line, Python's universal newlines),
/// generated (`int(maxpage * random())` each), or the list.
fn addresses(o: &Options, numaddrs: i128, maxpage: i64, rng: &mut PyRandom) -> Result<Vec<i64>, String> {
    if !o.addressfile.is_empty() {
        let name = quote(&o.addressfile);
        let text = o.file_text.as_deref().ok_or_else(|| format!("addressfile {name}: not read"))?;
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        within_budget(&format!("addressfile {name}"), text.split_terminator('\n').count())?;
        text.split_terminator('\n').enumerate().map(|(i, line)| page(&format!("{name} line {}", i + 1), line)).collect()
    } else if o.addresses == "-1" {
        if numaddrs > MAX_ADDRESSES as i128 {
            return Err(format!(
                "numaddrs = {} is not allowed: expected at most {MAX_ADDRESSES} addresses",
                quote(&o.numaddrs)
            ));
        }
        Ok((0..numaddrs.max(0)).map(|_| (maxpage as f64 * rng.random()) as i64).collect())
    } else {
        within_budget("addresses", o.addresses.split(',').count())?;
        o.addresses.split(',').enumerate().map(|(i, a)| page(&format!("addresses[{i}]"), a)).collect()
    }
}

/// The most pages the cache list can hold at once: the cache size, or the
/// distinct pages if fewer (a negative size never fills).
/// (Counting the distinct pages takes a sort, done only when the cache size
/// alone would exceed `limit` pages over the run.)
fn capacity(addrs: &[i64], cachesize: i128, limit: usize) -> u128 {
    let bound = if cachesize > 0 { (cachesize as u128).min(addrs.len() as u128) } else { addrs.len() as u128 };
    if bound * (addrs.len() as u128) <= limit as u128 {
        return bound;
    }
    let mut sorted = addrs.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    bound.min(sorted.len() as u128)
}

/// Reads and checks the options: the errors the Python program would stop
/// with a traceback on, and the lab's budgets. `keep`: every access's cache
/// list is kept (for the animation).
pub(super) fn plan(o: &Options, keep: bool) -> Result<Plan, String> {
    let numaddrs = py_int_saturating(&o.numaddrs)
        .ok_or_else(|| format!("numaddrs = {} is not allowed: expected an integer", quote(&o.numaddrs)))?;
    let cachesize = number("cachesize", &o.cachesize)?;
    let seed = number("seed", &o.seed)?;
    let maxpage = page("maxpage", &o.maxpage)?;
    let mut rng = PyRandom::new(seed);
    let addrs = addresses(o, numaddrs, maxpage, &mut rng)?;
    if o.solve && labels(&o.policy).is_some() {
        if addrs.is_empty() {
            return Err("no addresses: the hit rate over no accesses is undefined".into());
        }
        if cachesize == 0 {
            return Err(format!(
                "cachesize = {cachesize} is not allowed: a miss with a cache of 0 pages has nothing to replace"
            ));
        }
        let (limit, what) = if keep {
            (MAX_KEPT_PAGES, "the step-through would keep")
        } else {
            (MAX_TRACE_PAGES, "the trace would print")
        };
        if keep || !o.notrace {
            let wide = capacity(&addrs, cachesize, limit);
            let pages = wide * addrs.len() as u128;
            if pages > limit as u128 {
                return Err(format!(
                    "{what} {} cache lists of up to {wide} pages ({pages} pages): expected at most {limit} \
                     (-N prints only the final statistics)",
                    addrs.len()
                ));
            }
        }
    }
    Ok(Plan { addrs, cachesize, rng })
}

/// For each access, the next access to the same page (`addrs.len()` if none).
fn next_uses(addrs: &[i64]) -> Vec<u32> {
    let mut order: Vec<u32> = (0..addrs.len() as u32).collect();
    order.sort_by_key(|&i| addrs[i as usize]);
    let mut next = vec![addrs.len() as u32; addrs.len()];
    for w in order.windows(2) {
        if addrs[w[0] as usize] == addrs[w[1] as usize] {
            next[w[0] as usize] = w[1];
        }
    }
    next
}

/// The cache list and what the policies need to pick a victim in O(log n).
struct Cache<'a> {
    policy: &'a str,
    addrs: &'a [i64],
    line: Line,
    /// Each cached page's slot (the access that put it at its place).
    slot_of: HashMap<i64, usize>,
    /// Reference counts (Python's `ref`): kept for CLOCK, or for the animation.
    counts: Option<HashMap<i64, i64>>,
    /// OPT and UNOPT: each access's next use, and the cached pages by (next use, slot).
    next: Vec<u32>,
    ahead: BTreeSet<(u32, usize)>,
}

/// What one access did.
struct Step {
    hit: bool,
    victim: Option<i64>,
    /// CLOCK's examined pages with their counts (when recorded).
    scans: Vec<(i64, i64)>,
}

impl<'a> Cache<'a> {
    fn new(policy: &'a str, addrs: &'a [i64], counted: bool) -> Self {
        let looks_ahead = policy == "OPT" || policy == "UNOPT";
        Cache {
            policy,
            addrs,
            line: Line::new(addrs.len()),
            slot_of: HashMap::new(),
            counts: (policy == "CLOCK" || counted).then(HashMap::new),
            next: if looks_ahead { next_uses(addrs) } else { Vec::new() },
            ahead: BTreeSet::new(),
        }
    }

    /// The pages in the list, left to right.
    fn pages(&self) -> impl Iterator<Item = i64> + '_ {
        self.line.slots().map(|s| self.addrs[s])
    }

    /// Access `t` (page `addrs[t]`), as the Python program's loop body does it.
    fn access(&mut self, t: usize, cachesize: i128, clockbits: i64, rng: &mut PyRandom, record: bool) -> Step {
        let n = self.addrs[t];
        let looks_ahead = !self.next.is_empty();
        let mut step = Step { hit: false, victim: None, scans: Vec::new() };
        if let Some(slot) = self.slot_of.get(&n).copied() {
            step.hit = true;
            if self.policy == "LRU" || self.policy == "MRU" {
                self.line.remove(slot);
                self.line.push(t);
                self.slot_of.insert(n, t);
            } else if looks_ahead {
                self.ahead.remove(&(t as u32, slot));
                self.ahead.insert((self.next[t], slot));
            }
        } else {
            if self.line.len() as i128 == cachesize {
                let slot = self.victim(rng, record.then_some(&mut step.scans));
                self.line.remove(slot);
                self.slot_of.remove(&self.addrs[slot]);
                if self.policy == "CLOCK" {
                    self.counts.as_mut().map(|c| c.remove(&self.addrs[slot]));
                }
                step.victim = Some(self.addrs[slot]);
            }
            self.line.push(t);
            self.slot_of.insert(n, t);
            if looks_ahead {
                self.ahead.insert((self.next[t], t));
            }
        }
        if let Some(counts) = self.counts.as_mut() {
            // `ref[n] += 1`, then capped at clockbits; a new page starts at 1.
            counts.entry(n).and_modify(|c| *c = (*c + 1).min(clockbits)).or_insert(1);
        }
        step
    }

    /// The victim's slot (the list is full and not empty).
    fn victim(&mut self, rng: &mut PyRandom, mut scans: Option<&mut Vec<(i64, i64)>>) -> usize {
        let len = self.line.len();
        match self.policy {
            "FIFO" | "LRU" => self.line.nth(0),
            "MRU" => self.line.nth(len - 1),
            "RAND" => self.line.nth((rng.random() * len as f64) as usize),
            "CLOCK" => loop {
                let slot = self.line.nth((rng.random() * len as f64) as usize);
                let counts = self.counts.as_mut().expect("CLOCK keeps counts");
                let c = counts.get_mut(&self.addrs[slot]).expect("every cached page has been referenced");
                if let Some(s) = scans.as_mut() {
                    s.push((self.addrs[slot], *c));
                }
                if *c >= 1 {
                    *c -= 1;
                } else {
                    break slot;
                }
            },
            // The page referenced furthest ahead, ties (never again) to the later in the list.
            "OPT" => self.ahead.pop_last().expect("a full list").1,
            // UNOPT: the soonest, ties to the earlier.
            _ => self.ahead.pop_first().expect("a full list").1,
        }
    }
}

/// Python's repr of the cache list, `[1, 2, 3]`, into `buf`.
fn list_repr(buf: &mut String, pages: impl Iterator<Item = i64>) {
    use std::fmt::Write as _;
    buf.clear();
    buf.push('[');
    for (i, p) in pages.enumerate() {
        let _ = write!(buf, "{}{p}", if i == 0 { "" } else { ", " });
    }
    buf.push(']');
}

/// The `ARG` lines: the options as given.
fn write_args(o: &Options, out: &mut dyn Write) -> io::Result<()> {
    let bool_repr = |b: bool| if b { "True" } else { "False" };
    write!(out, "ARG addresses {}\nARG addressfile {}\nARG numaddrs {}\n", o.addresses, o.addressfile, o.numaddrs)?;
    write!(out, "ARG policy {}\nARG clockbits {}\nARG cachesize {}\n", o.policy, o.clockbits, o.cachesize)?;
    write!(out, "ARG maxpage {}\nARG seed {}\nARG notrace {}\n\n", o.maxpage, o.seed, bool_repr(o.notrace))
}

/// Without `-c`: the questions.
fn write_questions(o: &Options, cachesize: i128, addrs: &[i64], out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "Assuming a replacement policy of {}, and a cache of size {} pages,", o.policy, cachesize)?;
    write!(out, "figure out whether each of the following page references hit or miss\nin the page cache.\n\n")?;
    for n in addrs {
        writeln!(out, "Access: {n}  Hit/Miss?  State of Memory?")?;
    }
    writeln!(out)
}

/// Writes the run's output; with `keep`, records every access. The exit
/// status: 0, or 1 for a policy the simulator does not know.
pub(super) fn simulate(
    plan: Plan,
    o: &Options,
    out: &mut dyn Write,
    mut keep: Option<&mut Vec<Access>>,
) -> io::Result<i32> {
    write_args(o, out)?;
    let Plan { addrs, cachesize, mut rng } = plan;
    if !o.solve {
        write_questions(o, cachesize, &addrs, out)?;
        return Ok(0);
    }
    if !o.notrace {
        write!(out, "Solving...\n\n")?;
    }
    let Some((left, right)) = labels(&o.policy) else {
        writeln!(out, "Policy {} is not yet implemented", o.policy)?;
        return Ok(1);
    };
    let mut cache = Cache::new(&o.policy, &addrs, keep.is_some());
    let (mut hits, mut misses) = (0u64, 0u64);
    let mut buf = String::new();
    for (t, &n) in addrs.iter().enumerate() {
        let step = cache.access(t, cachesize, o.clockbits, &mut rng, keep.is_some());
        *(if step.hit { &mut hits } else { &mut misses }) += 1;
        if !o.notrace {
            list_repr(&mut buf, cache.pages());
            // The Python program marks "no victim" with -1, so a victim page -1 prints as none.
            let replaced = step.victim.filter(|&v| v != -1).map_or_else(|| "-".to_string(), |v| v.to_string());
            let sign = if step.hit { "HIT " } else { "MISS" };
            writeln!(
                out,
                "Access: {n}  {sign} {left} -> {buf:>12} <- {right} Replaced:{replaced} [Hits:{hits} Misses:{misses}]"
            )?;
        }
        if let Some(kept) = keep.as_mut() {
            let memory: Vec<i64> = cache.pages().collect();
            let counts = cache.counts.as_ref().expect("kept with the accesses");
            let after = memory.iter().map(|p| counts.get(p).copied().unwrap_or(0)).collect();
            let (hit, victim, scans) = (step.hit, step.victim, step.scans);
            kept.push(Access { page: n, hit, victim, memory, scans, counts: after, hits, misses });
        }
    }
    let rate = (100.0 * hits as f64) / (hits as f64 + misses as f64);
    write!(out, "\nFINALSTATS hits {hits}   misses {misses}   hitrate {rate:.2}\n\n")?;
    Ok(0)
}
