//! `replay` and `policies`: a reference string under the replacement
//! policies (Corbató 1968's clock; FIFO, LRU and OPT after Belady 1966).

use crate::args::int;
use crate::conventions::Conventions;
use crate::trace_file::TraceFile;
use crate::{write_json, Failure, STATUS};
use clap::Args;
use paging_core::replacement::curves::fault_curves_bytes;
use paging_core::replacement::{fault_curves_with_rules, replay_with_rules, Policy, Trace};
use paging_core::scenario::{Scenario, MAX_FRAMES, MAX_K};
use paging_core::workload::{Workload, MAX_LENGTH};
use paging_core::Simulator;
use serde_json::json;
use std::fmt::Write as _;
use std::io::Write;

/// The references `policies` may simulate for FIFO and the clock together
/// (string length × sizes × 2): about a second's work.
pub const POLICIES_BUDGET: u64 = 1 << 30;

#[derive(Args)]
#[command(
    about = "Page faults of a reference string under FIFO, LRU, OPT or the Multics clock (Corbató 1968)",
    after_help = STATUS
)]
pub struct Replay {
    #[command(flatten)]
    trace: TraceFile,
    /// Page frames of primary memory, 1..=65536
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = int(1, MAX_FRAMES as u64))]
    frames: u64,
    /// The replacement policy
    #[arg(long, value_parser = ["fifo", "lru", "opt", "clock"], allow_negative_numbers = true)]
    policy: String,
    /// Clock only: the shift register's length k, 0..=32 (0 is FIFO) [default: 1]
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = int(0, MAX_K as u64))]
    k: Option<u64>,
    /// Clock only: the bare clock, without the free pool, first-time switch, drum or costs
    #[arg(long)]
    plain: bool,
    #[command(flatten)]
    conventions: Conventions,
}

impl Replay {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let policy: Policy = self.policy.parse().map_err(Failure::Input)?;
        if policy != Policy::Clock && (self.plain || self.k.is_some() || self.conventions.given()) {
            return Err(Failure::Input(
                "--k, --plain and the clock's conventions (--new-page-usage, --pointer-start, --modified-chance) apply only to --policy clock".into(),
            ));
        }
        let mut refs = self.trace.read()?;
        let (frames, k) = (self.frames as u32, self.k.unwrap_or(1) as u32);
        // FIFO, LRU, OPT and the plain clock: one pass each.
        let result = if policy != Policy::Clock || self.plain {
            let rules = self.conventions.rules(k, frames)?;
            replay_with_rules(policy, &mut refs, frames as usize, rules)
                .map_err(|e| Failure::Input(format!("{}: {e}", self.trace.label())))?
        } else {
            if refs.len() > MAX_LENGTH as usize {
                return Err(Failure::Input(format!(
                    "{} holds {} references: --policy clock without --plain runs the Multics machine on a string \
                     of at most {MAX_LENGTH} references (add --plain, or a shorter trace)",
                    self.trace.label(),
                    refs.len()
                )));
            }
            // The full clock takes the string as the scenario's typed text, written once.
            let mut text = String::with_capacity(refs.len() * 8);
            for r in &refs {
                write!(text, "{r} ").expect("a String takes any text");
            }
            let mut scenario = Scenario::default();
            scenario.memory.frames = frames;
            scenario.memory.k = k;
            scenario.memory.pool_n = scenario.memory.pool_n.min(frames);
            self.conventions.apply(&mut scenario.memory)?;
            scenario.processes[0].workload = Workload::Typed { text };
            scenario.validate().map_err(|e| Failure::Input(e.to_string()))?;
            let mut sim = Simulator::new(scenario, false);
            sim.run_to_end().map_err(|e| Failure::Input(e.to_string()))?;
            let c = sim.counters();
            json!({
                "policy": "clock", "frames": frames, "k": k, "plain": false,
                "references": c.references, "faults": c.faults, "pointer_steps": c.pointer_steps,
                "pushes": c.pushes, "pulls": c.pulls, "fault_service_us": c.fault_service_us,
                "elapsed_us": sim.now().0,
            })
        };
        write_json(out, &result, false)
    }
}

#[derive(Args)]
#[command(
    about = "Faults against frames for FIFO, LRU, OPT and the clock, with Belady's anomaly where it appears",
    after_help = format!(
        "--max-frames beyond the string's distinct pages is cut to them (every policy then faults on first references \
         only); \"max_frames\" in the output says where the curves stop. FIFO and the clock are simulated once per \
         size: references × sizes is at most {}.\n\n{STATUS}",
        POLICIES_BUDGET / 2
    )
)]
pub struct Policies {
    #[command(flatten)]
    trace: TraceFile,
    /// The largest memory size, 1..=65536 [default: the distinct pages]
    #[arg(long, value_name = "F", allow_negative_numbers = true, value_parser = int(1, MAX_FRAMES as u64))]
    max_frames: Option<u64>,
    /// The clock's register length k, 0..=32
    #[arg(long, value_name = "K", default_value = "1", allow_negative_numbers = true, value_parser = int(0, MAX_K as u64))]
    k: u64,
    #[command(flatten)]
    conventions: Conventions,
}

impl Policies {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        self.conventions.refuse_pointer_start("policies")?;
        let rules = self.conventions.rules(self.k as u32, 1)?;
        let refs = self.trace.read()?;
        let n = refs.len();
        let max_of = |distinct: usize| {
            let distinct = distinct.clamp(1, MAX_FRAMES as usize);
            self.max_frames.map_or(distinct, |m| (m as usize).min(distinct))
        };
        let beside = |distinct| fault_curves_bytes(n, distinct, max_of(distinct));
        let trace = Trace::within_budget(refs, beside, "policies", "a shorter trace or a smaller --max-frames")
            .map_err(|e| Failure::Input(format!("{}: {e}", self.trace.label())))?;
        let max = max_of(trace.distinct());
        let work = n as u64 * max as u64 * 2;
        if work > POLICIES_BUDGET {
            return Err(Failure::Input(format!(
                "--max-frames = {max} with {n} references would simulate {work} references for FIFO and the clock: \
                 expected at most {POLICIES_BUDGET} (a smaller --max-frames or a shorter string)"
            )));
        }
        let mut result = json!(fault_curves_with_rules(&trace, max, rules));
        result["max_frames"] = json!(max);
        write_json(out, &result, false)
    }
}
