//! Load control: the agenda of timed events, the Load Leveler, the OWE,
//! CP-67's scheduler and the Ψ-scheduler.

pub mod agenda;
pub mod cp67;
pub mod load_leveler;
pub mod owe;
pub mod psi;
