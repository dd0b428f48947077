//! Bard's experiments: the 1971 CP-67 measurement analysis
//! (`measurement`: `bard-regression`) and the 1975 Page Survival Index
//! scheduler (`psi`: `bard-psi`, `bard-psi-estimate`; `table2`: §11's
//! workloads, `bard-table2` and `bard-psi-sweep`).

pub mod measurement;
pub mod psi;
pub mod table2;

pub use measurement::*;
pub use psi::*;
pub use table2::{psi_sweep_arms, table2_arms};
