//! The integration tests, built as one binary: each file is a module named
//! after what it tests. (The hostile-input property tests stay a binary of
//! their own, `tests/hostile.rs`: their allocator counts the whole process.)

mod common;

mod arm_scenario;
mod bard;
mod bounds;
mod cli;
mod cli_errors;
mod cli_limits;
mod cli_memory;
mod cli_search;
mod cli_traces;
mod clock;
mod controller;
mod conventions;
mod drum;
mod fast_paths;
mod local_replacement;
mod messages;
mod nishigaki;
mod policies;
mod search;
mod shards;
mod shils;
mod table2;
mod view;
mod worksheet;
