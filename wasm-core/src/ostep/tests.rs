//! The homework simulator against hand-worked transcripts, against the
//! Python program's own loop on a plain list, and at its budgets.

use super::*;
use std::collections::HashMap;

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
}

/// The Python program's loop as it is written, on a plain list (O(cache) per access).
fn plain(addrs: &[i64], policy: &str, cachesize: i128, clockbits: i64, seed: i128) -> Vec<String> {
    let mut rng = PyRandom::new(seed);
    let (mut memory, mut refs): (Vec<i64>, HashMap<i64, i64>) = (Vec::new(), HashMap::new());
    let (mut hits, mut misses, mut lines) = (0, 0, Vec::new());
    let next_use = |p: i64, after: usize| (after + 1..addrs.len()).find(|&j| addrs[j] == p).unwrap_or(addrs.len());
    for (t, &n) in addrs.iter().enumerate() {
        let hit = memory.contains(&n);
        let mut victim = None;
        if hit {
            hits += 1;
            if policy == "LRU" || policy == "MRU" {
                memory.retain(|&p| p != n);
                memory.push(n);
            }
        } else {
            misses += 1;
            if memory.len() as i128 == cachesize {
                let len = memory.len();
                let at = match policy {
                    "FIFO" | "LRU" => 0,
                    "MRU" => len - 1,
                    "RAND" => (rng.random() * len as f64) as usize,
                    "CLOCK" => loop {
                        let at = (rng.random() * len as f64) as usize;
                        let c = refs.get_mut(&memory[at]).unwrap();
                        if *c >= 1 {
                            *c -= 1;
                        } else {
                            break at;
                        }
                    },
                    "OPT" => (0..len).rev().max_by_key(|&i| (next_use(memory[i], t), i)).unwrap(),
                    _ => (0..len).min_by_key(|&i| (next_use(memory[i], t), i)).unwrap(),
                };
                let v = memory.remove(at);
                if policy == "CLOCK" {
                    refs.remove(&v);
                }
                victim = Some(v);
            }
            memory.push(n);
        }
        refs.entry(n).and_modify(|c| *c = (*c + 1).min(clockbits)).or_insert(1);
        lines.push(format!("{n} {hit} {memory:?} {victim:?} {hits} {misses}"));
    }
    lines
}

#[test]
fn every_policy_matches_the_plain_list_on_random_strings() {
    let mut rng = PyRandom::new(11);
    for case in 0..300 {
        let len = 1 + (rng.random() * 60.0) as usize;
        let pages = 1 + (rng.random() * 12.0) as i64;
        let addrs: Vec<i64> = (0..len).map(|_| (rng.random() * pages as f64) as i64).collect();
        let cachesize = [-1, 1, 2, 3, 5, 8][case % 6];
        let policy = POLICIES[case % 7];
        let clockbits = (case % 3) as i64;
        let list = addrs.iter().map(|a| a.to_string()).collect::<Vec<_>>().join(",");
        let o = Options {
            addresses: list,
            policy: policy.into(),
            cachesize: cachesize.to_string(),
            clockbits,
            seed: case.to_string(),
            solve: true,
            ..Options::default()
        };
        let got: Vec<String> = run(&o)
            .unwrap()
            .accesses
            .iter()
            .map(|a| format!("{} {} {:?} {:?} {} {}", a.page, a.hit, a.memory, a.victim, a.hits, a.misses))
            .collect();
        assert_eq!(got, plain(&addrs, policy, cachesize, clockbits, case as i128), "{o:?}");
    }
}

#[test]
fn budgets_are_refused_before_any_output() {
    let solve = |numaddrs: &str, cachesize: &str, notrace: bool| Options {
        numaddrs: numaddrs.into(),
        cachesize: cachesize.into(),
        maxpage: "100000".into(),
        notrace,
        solve: true,
        ..Options::default()
    };
    let mut out = Vec::new();
    let e = write(&solve("1180591620717411303424", "3", true), &mut out).unwrap_err();
    assert!(matches!(&e, Error::Input(m)
            if m == "numaddrs = \"1180591620717411303424\" is not allowed: expected at most 10000000 addresses"));
    let e = write(&solve("100000", "20000", false), &mut out).unwrap_err();
    assert!(matches!(&e, Error::Input(m) if m == "the trace would print 100000 cache lists of up \
            to 20000 pages (2000000000 pages): expected at most 100000000 (-N prints only the final statistics)"));
    assert!(out.is_empty());
    // Without the trace the same run keeps nothing per access and is allowed (paging-policy.py, 25 s: the same).
    assert_eq!(write(&solve("100000", "20000", true), &mut out).unwrap(), 0);
    let text = String::from_utf8(out).unwrap();
    assert!(text.ends_with("ARG notrace True\n\n\nFINALSTATS hits 17951   misses 82049   hitrate 17.95\n\n"), "{text}");
    // The animation keeps every cache list: its budget is smaller.
    assert_eq!(
        run(&solve("10000", "2000", true)).unwrap_err(),
        "the step-through would keep 10000 cache lists of up to 2000 pages (20000000 pages): expected at most \
             10000000 (-N prints only the final statistics)"
    );
    // A cache larger than the distinct pages holds only those.
    assert!(run(&Options { maxpage: "10".into(), ..solve("100000", "1000000", true) }).is_ok());
}
