//! Program-behaviour analysis (Nishigaki 1981): exact lifetime curves in one
//! pass, Turner's working-set size for the LRU stack model, and the knee,
//! parachor and space-time markers.

pub mod curves;
pub mod markers;
pub mod turner;
