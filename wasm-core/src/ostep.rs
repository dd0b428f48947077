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
//! not one), this module returns an error naming the problem instead.

use rand_mt::Mt;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The policies the homework simulator knows, as `-p` names them.
pub const POLICIES: [&str; 7] = ["FIFO", "LRU", "MRU", "OPT", "UNOPT", "RAND", "CLOCK"];

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

/// Python's `random` module: MT19937 seeded as `random.seed(int)` seeds it.
pub struct PyRandom(Mt);

impl PyRandom {
    /// `random.seed(seed)` for an integer seed.
    pub fn new(seed: i128) -> Self {
        let mut n = seed.unsigned_abs();
        let mut key = Vec::new();
        loop {
            key.push(n as u32);
            n >>= 32;
            if n == 0 {
                break;
            }
        }
        PyRandom(Mt::new_with_key(key))
    }
    /// `random.random()`: 53 random bits in [0, 1).
    pub fn random(&mut self) -> f64 {
        let a = (self.0.next_u32() >> 5) as f64;
        let b = (self.0.next_u32() >> 6) as f64;
        (a * 67_108_864.0 + b) * (1.0 / 9_007_199_254_740_992.0)
    }
}

/// Python's `int(text)` for a decimal string: surrounding white space, a
/// sign, and underscores between digits allowed.
pub fn py_int(text: &str) -> Option<i128> {
    let t = text.trim();
    let (negative, digits) = match t.as_bytes().first()? {
        b'-' => (true, &t[1..]),
        b'+' => (false, &t[1..]),
        _ => (false, t),
    };
    if digits.is_empty() || digits.starts_with('_') || digits.ends_with('_') || digits.contains("__") {
        return None;
    }
    let clean: String = digits.chars().filter(|c| *c != '_').collect();
    if !clean.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let v: i128 = clean.parse().ok()?;
    Some(if negative { -v } else { v })
}

/// optparse's integer conversion (for `-b`): `0x` hexadecimal, `0b` binary,
/// a leading `0` octal, else decimal.
pub fn optparse_int(text: &str) -> Option<i64> {
    let (sign, body) = match text.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, text.strip_prefix('+').unwrap_or(text)),
    };
    let lower = body.to_ascii_lowercase();
    let value = if let Some(hex) = lower.strip_prefix("0x") {
        i64::from_str_radix(hex, 16).ok()?
    } else if let Some(bin) = lower.strip_prefix("0b") {
        if bin.is_empty() {
            0
        } else {
            i64::from_str_radix(bin, 2).ok()?
        }
    } else if lower.len() > 1 && lower.starts_with('0') {
        i64::from_str_radix(&lower[1..], 8).ok()?
    } else {
        lower.parse::<i64>().ok()?
    };
    Some(sign * value)
}

fn number(field: &str, text: &str) -> Result<i128, String> {
    py_int(text).ok_or_else(|| format!("{field} = {text:?} is not allowed: expected an integer"))
}

fn to_i64(field: &str, v: i128) -> Result<i64, String> {
    i64::try_from(v).map_err(|_| format!("{field} = {v} is not allowed: expected an integer of at most 64 bits"))
}

/// Python's repr of a list of integers, `[1, 2, 3]`.
fn list_repr(memory: &[i64]) -> String {
    format!("[{}]", memory.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(", "))
}

/// The labels the simulator prints either side of the cache list.
fn labels(policy: &str) -> Option<(&'static str, &'static str)> {
    match policy {
        "FIFO" => Some(("FirstIn", "Lastin ")),
        "LRU" | "MRU" => Some(("LRU", "MRU")),
        "OPT" | "RAND" | "UNOPT" | "CLOCK" => Some(("Left ", "Right")),
        _ => None,
    }
}

/// Runs the homework simulator with `o`. Errors name the problem where the
/// Python program would raise.
pub fn run(o: &Options) -> Result<Outcome, String> {
    let mut out = String::new();
    let bool_repr = |b: bool| if b { "True" } else { "False" };
    out += &format!("ARG addresses {}\n", o.addresses);
    out += &format!("ARG addressfile {}\n", o.addressfile);
    out += &format!("ARG numaddrs {}\n", o.numaddrs);
    out += &format!("ARG policy {}\n", o.policy);
    out += &format!("ARG clockbits {}\n", o.clockbits);
    out += &format!("ARG cachesize {}\n", o.cachesize);
    out += &format!("ARG maxpage {}\n", o.maxpage);
    out += &format!("ARG seed {}\n", o.seed);
    out += &format!("ARG notrace {}\n\n", bool_repr(o.notrace));

    let numaddrs = number("numaddrs", &o.numaddrs)?;
    let cachesize = number("cachesize", &o.cachesize)?;
    let seed = number("seed", &o.seed)?;
    let maxpage = number("maxpage", &o.maxpage)?;
    let mut rng = PyRandom::new(seed);

    let addrs: Vec<i64> = if !o.addressfile.is_empty() {
        let text = o.file_text.as_deref().ok_or_else(|| format!("addressfile {}: not read", o.addressfile))?;
        text.split_terminator('\n')
            .enumerate()
            .map(|(i, line)| number(&format!("{} line {}", o.addressfile, i + 1), line).and_then(|v| to_i64("page", v)))
            .collect::<Result<_, _>>()?
    } else if o.addresses == "-1" {
        (0..numaddrs.max(0)).map(|_| (maxpage as f64 * rng.random()) as i64).collect()
    } else {
        o.addresses
            .split(',')
            .enumerate()
            .map(|(i, a)| number(&format!("addresses[{i}]"), a).and_then(|v| to_i64("page", v)))
            .collect::<Result<_, _>>()?
    };

    if !o.solve {
        out += &format!("Assuming a replacement policy of {}, and a cache of size {} pages,\n", o.policy, cachesize);
        out += "figure out whether each of the following page references hit or miss\n";
        out += "in the page cache.\n\n";
        for n in &addrs {
            out += &format!("Access: {n}  Hit/Miss?  State of Memory?\n");
        }
        out += "\n";
        return Ok(Outcome { output: out, exit_code: 0, accesses: Vec::new(), labels: (String::new(), String::new()) });
    }

    if !o.notrace {
        out += "Solving...\n\n";
    }
    let Some((left, right)) = labels(&o.policy) else {
        out += &format!("Policy {} is not yet implemented\n", o.policy);
        return Ok(Outcome { output: out, exit_code: 1, accesses: Vec::new(), labels: (String::new(), String::new()) });
    };
    let policy = o.policy.as_str();

    // Where each page is referenced, for OPT and UNOPT's look ahead.
    let mut uses: HashMap<i64, Vec<usize>> = HashMap::new();
    for (i, p) in addrs.iter().enumerate() {
        uses.entry(*p).or_default().push(i);
    }
    let next_use = |page: i64, after: usize| -> usize {
        let list = &uses[&page];
        let i = list.partition_point(|&x| x <= after);
        list.get(i).copied().unwrap_or(addrs.len())
    };

    let mut memory: Vec<i64> = Vec::new();
    // Reference counts; a page keeps its entry until CLOCK evicts it.
    let mut counts: HashMap<i64, i64> = HashMap::new();
    let (mut count, mut hits, mut misses) = (0i128, 0u64, 0u64);
    let mut accesses = Vec::with_capacity(addrs.len());
    for (index, &n) in addrs.iter().enumerate() {
        let hit = memory.contains(&n);
        let mut victim = None;
        let mut scans = Vec::new();
        if hit {
            hits += 1;
            if policy == "LRU" || policy == "MRU" {
                let at = memory.iter().position(|p| *p == n).expect("a hit is in memory");
                memory.remove(at);
                memory.push(n);
            }
        } else {
            misses += 1;
            if count == cachesize {
                if memory.is_empty() {
                    return Err(format!(
                        "cachesize = {cachesize} is not allowed: a miss with a cache of 0 pages has nothing to replace"
                    ));
                }
                let len = memory.len();
                let at = match policy {
                    "FIFO" | "LRU" => 0,
                    "MRU" => len - 1,
                    "RAND" => (rng.random() * len as f64) as usize,
                    "CLOCK" => loop {
                        let at = (rng.random() * len as f64) as usize;
                        let c = counts.get_mut(&memory[at]).expect("every cached page has been referenced");
                        scans.push((memory[at], *c));
                        if *c >= 1 {
                            *c -= 1;
                        } else {
                            break at;
                        }
                    },
                    // The page referenced furthest ahead; on a tie, the later one in the list.
                    "OPT" => {
                        (0..len)
                            .fold((0, 0), |best, i| {
                                let when = next_use(memory[i], index);
                                if when >= best.1 {
                                    (i, when)
                                } else {
                                    best
                                }
                            })
                            .0
                    }
                    // UNOPT: the page referenced soonest; on a tie, the earlier one.
                    _ => {
                        (0..len)
                            .fold((0, usize::MAX), |best, i| {
                                let when = next_use(memory[i], index);
                                if when < best.1 {
                                    (i, when)
                                } else {
                                    best
                                }
                            })
                            .0
                    }
                };
                let v = memory.remove(at);
                if policy == "CLOCK" {
                    counts.remove(&v);
                }
                victim = Some(v);
            } else {
                count += 1;
            }
            memory.push(n);
        }
        match counts.get_mut(&n) {
            None => {
                counts.insert(n, 1);
            }
            // `ref[n] += 1`, then capped at clockbits.
            Some(c) => *c = (*c + 1).min(o.clockbits),
        }
        if !o.notrace {
            out += &format!(
                "Access: {}  {} {} -> {:>12} <- {} Replaced:{} [Hits:{} Misses:{}]\n",
                n,
                if hit { "HIT " } else { "MISS" },
                left,
                list_repr(&memory),
                right,
                victim.map_or_else(|| "-".to_string(), |v| v.to_string()),
                hits,
                misses
            );
        }
        let after = memory.iter().map(|p| counts.get(p).copied().unwrap_or(0)).collect();
        accesses.push(Access { page: n, hit, victim, memory: memory.clone(), scans, counts: after, hits, misses });
    }
    out += "\n";
    if hits + misses == 0 {
        return Err("no addresses: the hit rate over no accesses is undefined".into());
    }
    out += &format!(
        "FINALSTATS hits {}   misses {}   hitrate {:.2}\n\n",
        hits,
        misses,
        (100.0 * hits as f64) / (hits as f64 + misses as f64)
    );
    Ok(Outcome { output: out, exit_code: 0, accesses, labels: (left.to_string(), right.to_string()) })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ARGS_BELADY: &str = "ARG addresses 1,2,3,4,1,2,5,1,2,3,4,5\nARG addressfile \nARG numaddrs 10\nARG policy FIFO\nARG clockbits 2\nARG cachesize 3\nARG maxpage 10\nARG seed 0\nARG notrace False\n\n";

    fn solve(addresses: &str, policy: &str, cachesize: &str) -> Options {
        Options {
            addresses: addresses.into(),
            policy: policy.into(),
            cachesize: cachesize.into(),
            solve: true,
            ..Options::default()
        }
    }

    fn trace_lines(o: &Options) -> Vec<String> {
        run(o).unwrap().output.lines().filter(|l| l.starts_with("Access:")).map(String::from).collect()
    }

    #[test]
    fn python_random_stream() {
        // random.seed(0); random.random() ×3, and seeds 5, -5 (abs) and 2**40 + 3 (two key words).
        let mut r = PyRandom::new(0);
        assert_eq!([r.random(), r.random(), r.random()], [0.8444218515250481, 0.7579544029403025, 0.420571580830845]);
        assert_eq!(PyRandom::new(5).random(), 0.6229016948897019);
        assert_eq!(PyRandom::new(-5).random(), 0.6229016948897019);
        assert_eq!(PyRandom::new((1 << 40) + 3).random(), 0.21978710637116716);
    }

    #[test]
    fn belady_under_fifo_transcript() {
        // Worked by hand: FIFO keeps arrival order; 9 misses, 3 hits.
        let expected = ARGS_BELADY.to_string()
            + "Solving...\n\n"
            + "Access: 1  MISS FirstIn ->          [1] <- Lastin  Replaced:- [Hits:0 Misses:1]\n"
            + "Access: 2  MISS FirstIn ->       [1, 2] <- Lastin  Replaced:- [Hits:0 Misses:2]\n"
            + "Access: 3  MISS FirstIn ->    [1, 2, 3] <- Lastin  Replaced:- [Hits:0 Misses:3]\n"
            + "Access: 4  MISS FirstIn ->    [2, 3, 4] <- Lastin  Replaced:1 [Hits:0 Misses:4]\n"
            + "Access: 1  MISS FirstIn ->    [3, 4, 1] <- Lastin  Replaced:2 [Hits:0 Misses:5]\n"
            + "Access: 2  MISS FirstIn ->    [4, 1, 2] <- Lastin  Replaced:3 [Hits:0 Misses:6]\n"
            + "Access: 5  MISS FirstIn ->    [1, 2, 5] <- Lastin  Replaced:4 [Hits:0 Misses:7]\n"
            + "Access: 1  HIT  FirstIn ->    [1, 2, 5] <- Lastin  Replaced:- [Hits:1 Misses:7]\n"
            + "Access: 2  HIT  FirstIn ->    [1, 2, 5] <- Lastin  Replaced:- [Hits:2 Misses:7]\n"
            + "Access: 3  MISS FirstIn ->    [2, 5, 3] <- Lastin  Replaced:1 [Hits:2 Misses:8]\n"
            + "Access: 4  MISS FirstIn ->    [5, 3, 4] <- Lastin  Replaced:2 [Hits:2 Misses:9]\n"
            + "Access: 5  HIT  FirstIn ->    [5, 3, 4] <- Lastin  Replaced:- [Hits:3 Misses:9]\n"
            + "\nFINALSTATS hits 3   misses 9   hitrate 25.00\n\n";
        assert_eq!(run(&solve("1,2,3,4,1,2,5,1,2,3,4,5", "FIFO", "3")).unwrap().output, expected);
    }

    #[test]
    fn opt_breaks_ties_to_the_later_page_and_unopt_to_the_earlier() {
        // At page 4 no cached page is used again: all "referenced" at len = 4.
        assert_eq!(
            trace_lines(&solve("1,2,3,4", "OPT", "3"))[3],
            "Access: 4  MISS Left  ->    [1, 2, 4] <- Right Replaced:3 [Hits:0 Misses:4]"
        );
        assert_eq!(
            trace_lines(&solve("1,2,3,4", "UNOPT", "3"))[3],
            "Access: 4  MISS Left  ->    [2, 3, 4] <- Right Replaced:1 [Hits:0 Misses:4]"
        );
        // OPT keeps 1 (used next at index 4) and 2, evicts 3 (used at 6).
        assert_eq!(
            trace_lines(&solve("1,2,3,4,1,2,3", "OPT", "3"))[3],
            "Access: 4  MISS Left  ->    [1, 2, 4] <- Right Replaced:3 [Hits:0 Misses:4]"
        );
    }

    #[test]
    fn lru_and_mru_move_a_hit_to_the_right() {
        assert_eq!(
            trace_lines(&solve("1,2,1,3", "LRU", "2"))[2..],
            [
                "Access: 1  HIT  LRU ->       [2, 1] <- MRU Replaced:- [Hits:1 Misses:2]",
                "Access: 3  MISS LRU ->       [1, 3] <- MRU Replaced:2 [Hits:1 Misses:3]"
            ]
        );
        assert_eq!(
            trace_lines(&solve("1,2,1,3", "MRU", "2"))[3],
            "Access: 3  MISS LRU ->       [2, 3] <- MRU Replaced:1 [Hits:1 Misses:3]"
        );
    }

    #[test]
    fn generated_addresses_draw_from_the_seeded_stream() {
        // int(10 * r) for seed 0's first five draws: 8, 7, 4, 2, 5.
        let out = run(&Options { numaddrs: "5".into(), ..Options::default() }).unwrap().output;
        let expected = "ARG addresses -1\nARG addressfile \nARG numaddrs 5\nARG policy FIFO\nARG clockbits 2\nARG cachesize 3\nARG maxpage 10\nARG seed 0\nARG notrace False\n\n\
Assuming a replacement policy of FIFO, and a cache of size 3 pages,\nfigure out whether each of the following page references hit or miss\nin the page cache.\n\n\
Access: 8  Hit/Miss?  State of Memory?\nAccess: 7  Hit/Miss?  State of Memory?\nAccess: 4  Hit/Miss?  State of Memory?\nAccess: 2  Hit/Miss?  State of Memory?\nAccess: 5  Hit/Miss?  State of Memory?\n\n";
        assert_eq!(out, expected);
    }

    #[test]
    fn rand_and_clock_draw_after_generation() {
        // RAND, seed 0, addresses given (no generation draws): the first draw 0.844 picks index int(2.53) = 2.
        assert_eq!(
            trace_lines(&Options { seed: "0".into(), ..solve("1,2,3,4", "RAND", "3") })[3],
            "Access: 4  MISS Left  ->    [1, 2, 4] <- Right Replaced:3 [Hits:0 Misses:4]"
        );
        // CLOCK: counts 1, 1, 1. Draw 0.844 → index 2 (page 3, count 1 → 0); draw 0.758 → index 2 (page 3, count 0): victim.
        let o = run(&Options { seed: "0".into(), ..solve("1,2,3,4", "CLOCK", "3") }).unwrap();
        assert_eq!(o.accesses[3].scans, vec![(3, 1), (3, 0)]);
        assert_eq!(o.accesses[3].victim, Some(3));
        // A page hit twice with clockbits 2 holds 2; its count caps there.
        let o = run(&Options { clockbits: 2, ..solve("1,1,1,2", "CLOCK", "3") }).unwrap();
        assert_eq!(o.accesses[3].counts, vec![2, 1]);
        // With clockbits 0 the first access still sets 1; the next caps it to 0.
        let o = run(&Options { clockbits: 0, ..solve("1,1", "CLOCK", "3") }).unwrap();
        assert_eq!((o.accesses[0].counts.clone(), o.accesses[1].counts.clone()), (vec![1], vec![0]));
    }

    #[test]
    fn notrace_unknown_policy_and_errors() {
        let out = run(&Options { notrace: true, ..solve("1,2,1", "LRU", "3") }).unwrap().output;
        assert!(out.ends_with("ARG notrace True\n\n\nFINALSTATS hits 1   misses 2   hitrate 33.33\n\n"), "{out}");
        let o = run(&solve("1", "fifo", "3")).unwrap();
        assert_eq!((o.exit_code, o.output.lines().last()), (1, Some("Policy fifo is not yet implemented")));
        assert!(run(&solve("1,x", "FIFO", "3")).unwrap_err().contains("addresses[1] = \"x\""));
        assert!(run(&solve("1,2", "FIFO", "0")).unwrap_err().starts_with("cachesize = 0"));
        assert!(run(&Options { numaddrs: "0".into(), solve: true, ..Options::default() }).is_err());
        assert_eq!((py_int(" -1_0 "), py_int("1__0"), py_int("")), (Some(-10), None, None));
        assert_eq!(
            (optparse_int("010"), optparse_int("0x1f"), optparse_int("0b11"), optparse_int("7")),
            (Some(8), Some(31), Some(3), Some(7))
        );
    }
}
