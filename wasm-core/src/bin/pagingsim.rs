//! `pagingsim`: the Paging Lab core on the command line. Every command prints
//! JSON on standard output; bad input prints one line naming the problem on
//! standard error and exits with status 2.
//!
//! ```text
//! pagingsim replay --trace FILE --frames N --policy fifo|lru|opt|clock [--k K] [--plain]
//! pagingsim policies --trace FILE [--max-frames F] [--k K]
//! pagingsim run --scenario FILE [--set path=value ...] [--events]
//! pagingsim experiment NAME [--seed S]
//! pagingsim curve --trace FILE --policy lru --max-frames M
//! pagingsim curve --trace FILE --policy ws --max-window T [--delay S]
//! pagingsim turner --q FILE --max-window T
//! pagingsim ostep [-a ADDRESSES] [-f FILE] [-n NUMADDRS] [-p POLICY] [-b CLOCKBITS] [-C CACHESIZE] [-m MAXPAGE] [-s SEED] [-N] [-c]
//! ```
//!
//! `ostep` prints exactly what the OSTEP homework's paging-policy.py prints
//! for the same flags (see `paging_core::ostep`), and exits as it does.

use paging_core::event::{narrated_json, Context};
use paging_core::experiment::{run_experiment, EXPERIMENTS};
use paging_core::ostep;
use paging_core::replacement::{fault_curves, faults, Policy, Trace};
use paging_core::scenario::{check, Scenario, MAX_FRAMES, MAX_K};
use paging_core::workload::{parse_trace, Workload};
use paging_core::Simulator;
use serde_json::{json, Value};
use std::process::ExitCode;

const USAGE: &str = "usage: pagingsim replay --trace FILE --frames N --policy fifo|lru|opt|clock [--k K] [--plain] \
| pagingsim policies --trace FILE [--max-frames F] [--k K] \
| pagingsim run --scenario FILE [--set path=value ...] [--events] | pagingsim experiment NAME [--seed S] \
| pagingsim curve --trace FILE --policy lru|ws (--max-frames M | --max-window T [--delay S]) | pagingsim turner --q FILE --max-window T \
| pagingsim ostep [-a ADDRESSES] [-f FILE] [-n NUMADDRS] [-p POLICY] [-b CLOCKBITS] [-C CACHESIZE] [-m MAXPAGE] [-s SEED] [-N] [-c]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("ostep") {
        return match ostep_options(&args[1..]).and_then(|o| ostep::run(&o)) {
            Ok(outcome) => {
                print!("{}", outcome.output);
                ExitCode::from(outcome.exit_code as u8)
            }
            Err(message) => {
                eprintln!("pagingsim ostep: {message}");
                ExitCode::from(2)
            }
        };
    }
    match dispatch(&args) {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("pagingsim: {message}");
            ExitCode::from(2)
        }
    }
}

fn dispatch(args: &[String]) -> Result<String, String> {
    let (command, rest) = args.split_first().ok_or_else(|| USAGE.to_string())?;
    match command.as_str() {
        "replay" => replay(&Flags::parse("replay", rest, &["--trace", "--frames", "--policy", "--k"], &["--plain"])?),
        "policies" => policies(&Flags::parse("policies", rest, &["--trace", "--max-frames", "--k"], &[])?),
        "run" => run(&Flags::parse("run", rest, &["--scenario", "--set"], &["--events"])?),
        "curve" => curve(&Flags::parse(
            "curve",
            rest,
            &["--trace", "--policy", "--max-frames", "--max-window", "--delay"],
            &[],
        )?),
        "turner" => turner(&Flags::parse("turner", rest, &["--q", "--max-window"], &[])?),
        "experiment" => {
            let (name, rest) = rest
                .split_first()
                .ok_or_else(|| format!("experiment needs a name: one of {}", EXPERIMENTS.join(", ")))?;
            let flags = Flags::parse("experiment", rest, &["--seed"], &[])?;
            let seed = flags.number("--seed", 1, 0, u64::MAX)?;
            let result = run_experiment(name, seed)?;
            Ok(serde_json::to_string_pretty(&result).unwrap())
        }
        "-h" | "--help" | "help" => Ok(USAGE.into()),
        other => Err(format!(
            "unknown command {other:?}: expected replay, policies, run, experiment, curve, turner or ostep"
        )),
    }
}

/// Parsed `--flag value` pairs and switches, in order.
struct Flags {
    values: Vec<(String, String)>,
    switches: Vec<String>,
}

impl Flags {
    fn parse(command: &str, args: &[String], valued: &[&str], switches: &[&str]) -> Result<Self, String> {
        let mut flags = Flags { values: Vec::new(), switches: Vec::new() };
        let mut i = 0;
        while i < args.len() {
            let a = args[i].as_str();
            if valued.contains(&a) {
                let v = args.get(i + 1).ok_or_else(|| format!("{a} needs a value"))?;
                flags.values.push((a.to_string(), v.clone()));
                i += 2;
            } else if switches.contains(&a) {
                flags.switches.push(a.to_string());
                i += 1;
            } else {
                let known: Vec<&str> = valued.iter().chain(switches).copied().collect();
                return Err(format!("unknown flag {a:?} for {command}: expected {}", known.join(", ")));
            }
        }
        Ok(flags)
    }
    fn get(&self, flag: &str) -> Option<&str> {
        self.values.iter().rev().find(|(f, _)| f == flag).map(|(_, v)| v.as_str())
    }
    fn all<'a>(&'a self, flag: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.values.iter().filter(move |(f, _)| f == flag).map(|(_, v)| v.as_str())
    }
    fn required(&self, flag: &str) -> Result<&str, String> {
        self.get(flag).ok_or_else(|| format!("{flag} is required"))
    }
    fn has(&self, switch: &str) -> bool {
        self.switches.iter().any(|s| s == switch)
    }
    fn number(&self, flag: &str, default: u64, min: u64, max: u64) -> Result<u64, String> {
        let Some(text) = self.get(flag) else { return Ok(default) };
        let value: u64 = text
            .parse()
            .map_err(|_| format!("{flag} = {text} is not allowed: expected an integer in {min}..={max}"))?;
        check::range_u64(flag, value, min, max).map_err(|e| e.to_string())?;
        Ok(value)
    }
}

fn read(path: &str, what: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {what} {path}: {e}"))
}

fn replay(flags: &Flags) -> Result<String, String> {
    let path = flags.required("--trace")?;
    let text = read(path, "trace file")?;
    let refs = parse_trace(&text).map_err(|e| format!("{path}: {e}"))?;
    let frames = flags.number("--frames", 0, 1, MAX_FRAMES as u64).and_then(|f| {
        if flags.get("--frames").is_none() {
            Err("--frames is required".to_string())
        } else {
            Ok(f as u32)
        }
    })?;
    let policy: Policy = flags.required("--policy")?.parse()?;
    let k = flags.number("--k", 1, 0, MAX_K as u64)? as u32;
    let plain = flags.has("--plain");
    if policy != Policy::Clock && (plain || flags.get("--k").is_some()) {
        return Err("--k and --plain apply only to --policy clock".into());
    }
    let references = refs.len();
    let out = match policy {
        Policy::Fifo | Policy::Lru | Policy::Opt => {
            let faults = faults(policy, &Trace::new(&refs), frames as usize, 0);
            json!({"policy": policy.name(), "frames": frames, "references": references, "faults": faults})
        }
        Policy::Clock => {
            let workload = Workload::Typed { text };
            let scenario = if plain {
                Scenario::plain(frames, k, workload)
            } else {
                let mut s = Scenario::default();
                s.memory.frames = frames;
                s.memory.k = k;
                s.memory.pool_n = s.memory.pool_n.min(frames);
                s.processes[0].workload = workload;
                s
            };
            scenario.validate().map_err(|e| e.to_string())?;
            let mut sim = Simulator::new(scenario, false);
            sim.run_to_end()?;
            let c = sim.counters();
            json!({
                "policy": "clock", "frames": frames, "k": k, "plain": plain,
                "references": c.references, "faults": c.faults, "pointer_steps": c.pointer_steps,
                "pushes": c.pushes, "pulls": c.pulls, "fault_service_us": c.fault_service_us,
                "elapsed_us": sim.now().0,
            })
        }
    };
    Ok(out.to_string())
}

/// Faults against frames: FIFO, LRU, OPT and the plain k-bit clock on a
/// trace for 1…F frames (F: the trace's distinct pages unless given), with
/// the points where a line rises (Belady's anomaly).
fn policies(flags: &Flags) -> Result<String, String> {
    let path = flags.required("--trace")?;
    let refs = parse_trace(&read(path, "trace file")?).map_err(|e| format!("{path}: {e}"))?;
    let trace = Trace::new(&refs);
    let max =
        flags.number("--max-frames", trace.distinct().clamp(1, MAX_FRAMES as usize) as u64, 1, MAX_FRAMES as u64)?
            as usize;
    let k = flags.number("--k", 1, 0, MAX_K as u64)? as u32;
    Ok(serde_json::to_string(&fault_curves(&trace, max, k)).unwrap())
}

fn run(flags: &Flags) -> Result<String, String> {
    let path = flags.required("--scenario")?;
    let mut value: Value =
        serde_json::from_str(&read(path, "scenario file")?).map_err(|e| format!("{path} is not valid JSON: {e}"))?;
    for assignment in flags.all("--set") {
        set_path(&mut value, assignment)?;
    }
    let scenario = Scenario::from_json(&value.to_string())?;
    let mut sim = Simulator::new(scenario, flags.has("--events"));
    sim.run_to_end()?;
    let (state, records) = (sim.state(), sim.records());
    let processes: Vec<Value> = state
        .lc
        .load
        .iter()
        .zip(&records.responses_us)
        .map(|(load, responses)| {
            let mut p = json!(load);
            p["responses_us"] = json!(responses);
            p
        })
        .collect();
    let mut out = json!({
        "counters": sim.counters(),
        "elapsed_us": sim.now().0,
        "micro_steps": sim.step_count(),
        "mean_mpl": sim.mpl_integral_us() as f64 / sim.now().0.max(1) as f64,
        "processes": processes,
    });
    if sim.scenario().sampler.is_some() {
        let points = paging_core::experiment::activity(&records.samples);
        out["samples"] = json!(records.samples);
        out["intervals"] =
            json!(points.iter().map(|(cpu, rate)| json!({"cpu_pct": cpu, "page_rate": rate})).collect::<Vec<_>>());
    }
    if !records.ll_checks.is_empty() {
        out["load_leveler"] = json!(records.ll_checks);
    }
    if flags.has("--events") {
        out["events"] =
            serde_json::from_str(&narrated_json(sim.events(), Context::of(&sim.scenario().memory))).unwrap();
    }
    Ok(serde_json::to_string_pretty(&out).unwrap())
}

/// Applies `a.b[2].c=value` to a JSON document; the value is JSON if it parses, else a string.
fn set_path(doc: &mut Value, assignment: &str) -> Result<(), String> {
    let (path, raw) = assignment
        .split_once('=')
        .ok_or_else(|| format!("--set {assignment:?}: expected path=value, e.g. memory.k=2"))?;
    let value = serde_json::from_str(raw).unwrap_or_else(|_| Value::String(raw.to_string()));
    let mut node = doc;
    let parts: Vec<&str> = path.split('.').collect();
    for (depth, &part) in parts.iter().enumerate() {
        let (name, index) = match part.split_once('[') {
            Some((n, rest)) => {
                let i = rest
                    .trim_end_matches(']')
                    .parse::<usize>()
                    .map_err(|_| format!("--set {path}: bad index in {part:?}"))?;
                (n, Some(i))
            }
            None => (part, None),
        };
        // A section missing from the file is created, so --set can add it.
        let last = depth + 1 == parts.len() && index.is_none();
        node = node
            .as_object_mut()
            .ok_or_else(|| format!("--set {path}: {name:?} is not inside an object"))?
            .entry(name)
            .or_insert(Value::Null);
        if node.is_null() && !last {
            *node = Value::Object(Default::default());
        }
        if let Some(i) = index {
            node = node.get_mut(i).ok_or_else(|| format!("--set {path}: no element {i} in {name:?}"))?;
        }
    }
    *node = value;
    Ok(())
}

/// The homework simulator's options (optparse's rules: `-a1,2` or `-a 1,2`,
/// clustered flags `-Nc`, `--addresses=1,2` or `--addresses 1,2`, and any
/// unambiguous prefix of a long name; other arguments are ignored).
fn ostep_options(args: &[String]) -> Result<ostep::Options, String> {
    const OPTIONS: [(char, &str, bool); 10] = [
        ('a', "addresses", true),
        ('f', "addressfile", true),
        ('n', "numaddrs", true),
        ('p', "policy", true),
        ('b', "clockbits", true),
        ('C', "cachesize", true),
        ('m', "maxpage", true),
        ('s', "seed", true),
        ('N', "notrace", false),
        ('c', "compute", false),
    ];
    let mut o = ostep::Options::default();
    let mut set = |short: char, value: Option<String>| -> Result<(), String> {
        let v = value.unwrap_or_default();
        match short {
            'a' => o.addresses = v,
            'f' => o.addressfile = v,
            'n' => o.numaddrs = v,
            'p' => o.policy = v,
            'b' => {
                o.clockbits =
                    ostep::optparse_int(&v).ok_or_else(|| format!("option -b: invalid integer value: {v:?}"))?
            }
            'C' => o.cachesize = v,
            'm' => o.maxpage = v,
            's' => o.seed = v,
            'N' => o.notrace = true,
            _ => o.solve = true,
        }
        Ok(())
    };
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if arg == "--" {
            break;
        }
        if let Some(long) = arg.strip_prefix("--") {
            let (name, attached) = match long.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (long, None),
            };
            let matches: Vec<_> = OPTIONS.iter().filter(|(_, l, _)| l.starts_with(name)).collect();
            let &&(short, full, takes) = match matches.as_slice() {
                [one] => one,
                [] => return Err(format!("no such option: --{name}")),
                many => {
                    let names: Vec<String> = many.iter().map(|(_, l, _)| format!("--{l}")).collect();
                    return Err(format!("ambiguous option: --{name} ({}?)", names.join(", ")));
                }
            };
            if takes {
                let value = match attached {
                    Some(v) => v,
                    None => args
                        .get(i)
                        .cloned()
                        .ok_or_else(|| format!("--{full} option requires an argument"))
                        .inspect(|_| i += 1)?,
                };
                set(short, Some(value))?;
            } else if attached.is_some() {
                return Err(format!("--{full} option does not take a value"));
            } else {
                set(short, None)?;
            }
        } else if arg.len() > 1 && arg.starts_with('-') {
            let chars: Vec<char> = arg[1..].chars().collect();
            let mut j = 0;
            while j < chars.len() {
                let c = chars[j];
                let &(short, _, takes) =
                    OPTIONS.iter().find(|(s, _, _)| *s == c).ok_or_else(|| format!("no such option: -{c}"))?;
                j += 1;
                if takes {
                    let rest: String = chars[j..].iter().collect();
                    let value = if rest.is_empty() {
                        let v = args.get(i).cloned().ok_or_else(|| format!("-{c} option requires an argument"))?;
                        i += 1;
                        v
                    } else {
                        rest
                    };
                    set(short, Some(value))?;
                    break;
                }
                set(short, None)?;
            }
        }
    }
    if !o.addressfile.is_empty() {
        o.file_text = Some(read(&o.addressfile, "address file")?);
    }
    Ok(o)
}

/// Lifetime curves of a trace (Nishigaki 1981): LRU for every memory size,
/// or the working set for every window, with their knees and parachor.
fn curve(flags: &Flags) -> Result<String, String> {
    let path = flags.required("--trace")?;
    let text = read(path, "trace file")?;
    let refs = parse_trace(&text).map_err(|e| format!("{path}: {e}"))?;
    let pages: Vec<u32> = refs.iter().map(|r| r.page()).collect();
    let policy = flags.required("--policy")?;
    let (flag, limit) = match policy {
        "lru" => ("--max-frames", 1 << 20),
        "ws" => ("--max-window", 1 << 24),
        other => return Err(format!("--policy = {other} is not allowed: expected lru or ws")),
    };
    if flags.get(flag).is_none() {
        return Err(format!("{flag} is required with --policy {policy}"));
    }
    let max = flags.number(flag, 0, 1, limit)? as usize;
    let delay = flags.number("--delay", 1000, 0, u32::MAX as u64)? as f64;
    let report = paging_core::analysis::curve_report(&pages, policy, max, delay).map_err(|e| format!("{path}: {e}"))?;
    Ok(serde_json::to_string(&report).expect("a report serialises"))
}

/// Turner's exact mean working-set size for an LRU stack model q (a JSON array).
fn turner(flags: &Flags) -> Result<String, String> {
    use paging_core::analysis::turner;
    let path = flags.required("--q")?;
    let q: Vec<f64> = serde_json::from_str(&read(path, "q file")?)
        .map_err(|e| format!("{path}: expected a JSON array of numbers q(1)…q(N): {e}"))?;
    turner::validate_q(&q).map_err(|e| format!("{path}: {e}"))?;
    let t = flags.number("--max-window", 0, 1, 1 << 20)? as usize;
    if flags.get("--max-window").is_none() {
        return Err("--max-window is required".into());
    }
    Ok(json!({
        "window": (1..=t).collect::<Vec<_>>(),
        "mean_size": turner::mean_ws_size(&q, t),
        "fault_rate": turner::fault_rate(&q, t),
    })
    .to_string())
}
