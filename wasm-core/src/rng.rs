//! The one seeded random stream used by every generator.
//!
//! PCG-64 (MCG variant) from `rand_pcg`: the same seed gives the same stream
//! natively and in WASM. Nothing in the core reads entropy or a clock.

use rand_core::{RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// A deterministic random stream seeded from the scenario.
#[derive(Clone, Debug)]
pub struct Rng(Pcg64Mcg);

impl Rng {
    /// The stream for `seed`; distinct `stream` numbers give independent streams.
    pub fn new(seed: u64, stream: u64) -> Self {
        let mixed = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        Rng(Pcg64Mcg::seed_from_u64(mixed))
    }
    /// A uniform number in [0, 1) with 53 random bits.
    pub fn next_f64(&mut self) -> f64 {
        (self.0.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
    /// A uniform integer in 0..n (n > 0), without modulo bias.
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        ((self.0.next_u32() as u64 * n as u64) >> 32) as u32
    }
}
