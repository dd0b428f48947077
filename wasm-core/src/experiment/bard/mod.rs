//! Bard's experiments: the 1971 CP-67 measurement analysis
//! (`measurement`: `bard-regression`) and the 1975 Page Survival Index
//! scheduler (`psi`: `bard-psi`, `bard-psi-estimate`, `bard-psi-sweep`).

pub mod measurement;
pub mod psi;

pub use measurement::*;
pub use psi::*;
