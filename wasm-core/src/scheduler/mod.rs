//! Load control: the agenda of timed events and the Load Leveler.

pub mod agenda;
pub mod load_leveler;
