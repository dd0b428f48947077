//! Load control: the agenda of timed events, the Load Leveler and the OWE.

pub mod agenda;
pub mod load_leveler;
pub mod owe;
pub mod psi;
