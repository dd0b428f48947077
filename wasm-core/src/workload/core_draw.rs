//! How a phased workload's reference picks a page of its resident core:
//! every core page alike, or skewed by Zipf's law (`core_skew`).

use crate::rng::Rng;

/// How a phased workload picks a page of its core: uniformly (skew 0, one draw
/// of `below`, as before skew existed), or by Zipf's law over the core's pages.
pub(super) enum CoreDraw {
    Uniform(u32),
    /// The cumulative weights 1, 1 + 1/2^s, …, of pages 0, 1, ….
    Zipf(Vec<f64>),
}

impl CoreDraw {
    pub(super) fn new(pages: u32, skew: f64) -> CoreDraw {
        if skew == 0.0 || pages == 0 {
            return CoreDraw::Uniform(pages);
        }
        let mut total = 0.0;
        CoreDraw::Zipf(
            (1..=pages)
                .map(|i| {
                    total += (i as f64).powf(-skew);
                    total
                })
                .collect(),
        )
    }

    pub(super) fn draw(&self, rng: &mut Rng) -> u32 {
        match self {
            CoreDraw::Uniform(pages) => rng.below(*pages),
            CoreDraw::Zipf(cumulative) => {
                let at = rng.next_f64() * cumulative[cumulative.len() - 1];
                cumulative.partition_point(|&c| c <= at).min(cumulative.len() - 1) as u32
            }
        }
    }
}
