//! The clock's switchable conventions as flags of `replay` and `policies`
//! (the scenario's `memory.new_page_usage`, `memory.pointer_start` and
//! `memory.modified_chance`; docs/SCENARIO.md says what each means).

use crate::args::int;
use crate::Failure;
use clap::Args;
use paging_core::replacement::Rules;
use paging_core::scenario::{check, MemoryConfig, ModifiedChance, NewPageUsage, MAX_FRAMES};

#[derive(Args)]
pub struct Conventions {
    /// Clock: a new page's usage bit once its faulting reference is made [default: on]
    #[arg(long, value_parser = ["on", "off"], allow_negative_numbers = true)]
    new_page_usage: Option<String>,
    /// Clock (replay only): the frame the pointer examines first, below --frames [default: 0]
    #[arg(long, value_name = "F", allow_negative_numbers = true, value_parser = int(0, MAX_FRAMES as u64 - 1))]
    pointer_start: Option<u64>,
    /// Clock: a page found unused but modified is replaced (none) or written out and passed over [default: none]
    #[arg(long, value_parser = ["none", "write_and_pass"], allow_negative_numbers = true)]
    modified_chance: Option<String>,
}

impl Conventions {
    /// Whether any flag was given.
    pub fn given(&self) -> bool {
        self.new_page_usage.is_some() || self.pointer_start.is_some() || self.modified_chance.is_some()
    }

    /// The flags' conventions on top of `memory`'s; `--pointer-start` must be below `frames`.
    pub fn apply(&self, memory: &mut MemoryConfig) -> Result<(), Failure> {
        if let Some(usage) = &self.new_page_usage {
            memory.new_page_usage = if usage == "off" { NewPageUsage::Off } else { NewPageUsage::On };
        }
        if let Some(chance) = &self.modified_chance {
            memory.modified_chance =
                if chance == "write_and_pass" { ModifiedChance::WriteAndPass } else { ModifiedChance::None };
        }
        if let Some(start) = self.pointer_start {
            check::range_u32("--pointer-start", start as u32, 0, memory.frames - 1)
                .map_err(|e| Failure::Input(format!("{e} (one of the --frames {} frames)", memory.frames)))?;
            memory.pointer_start = Some(start as u32);
        }
        Ok(())
    }

    /// The plain clock's rules with register length `k` and `frames` frames.
    pub fn rules(&self, k: u32, frames: u32) -> Result<Rules, Failure> {
        let mut memory = MemoryConfig { frames, k, ..MemoryConfig::default() };
        self.apply(&mut memory)?;
        Ok(Rules::of(&memory))
    }

    /// Refuses `--pointer-start` where memory sizes vary (`policies`).
    pub fn refuse_pointer_start(&self, command: &str) -> Result<(), Failure> {
        match self.pointer_start {
            Some(_) => Err(Failure::Input(format!(
                "--pointer-start applies to replay only: {command} runs every size from 1 frame"
            ))),
            None => Ok(()),
        }
    }
}
