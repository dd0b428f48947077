//! Paging Lab core: the Multics paging algorithm (Corbató 1968) with its drum,
//! reference-string models, comparison policies and the experiments built on
//! them. One implementation serves the browser (WASM, `api`), the command-line
//! tool `pagingsim` and the tests.

pub mod analysis;
pub mod api;
pub mod api_controller;
pub mod api_experiments;
pub mod api_policies;
pub mod api_search;
pub mod api_traces;
pub mod api_worksheet;
pub mod budget;
pub mod drum;
pub mod event;
pub mod exercise;
pub mod experiment;
pub mod memory;
pub mod message;
pub mod ostep;
pub mod replacement;
pub mod rng;
pub mod scenario;
pub mod scheduler;
pub mod search;
pub mod sim;
pub mod trace;
#[cfg(test)]
mod ts_types;
pub mod types;
pub mod view;
pub mod workload;
pub mod worksheet;

pub use scenario::Scenario;
pub use sim::Simulator;
