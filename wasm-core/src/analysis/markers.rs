//! Markers on a lifetime curve e(z) (Nishigaki 1981 §2): the parachor, the
//! point of steepest rise (max de/dz, the inflection); the LT-knee, where a
//! ray from the origin touches the curve highest (max e/z); the PE-knee,
//! max {e/(e+S)}/z with S the fault delay; and the space-time products per
//! reference X = z + S f z (eq. 2.1, minimal at the PE-knee) and Y = S f z
//! (eq. 2.2, minimal at the LT-knee), with f = 1/e. The markers are found
//! in one pass over the points (the first of equal values wins), so a curve
//! of millions of windows is never held to be marked.

use serde::Serialize;

/// A marked point: its index in the curve, and its z and e.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Mark {
    /// Index in the curve (0-based).
    pub index: usize,
    /// Mean resident size (frames or working-set size).
    pub z: f64,
    /// Lifetime: references between faults.
    pub e: f64,
}

/// The markers of one curve.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Markers {
    /// Max de/dz.
    pub parachor: Option<Mark>,
    /// Max e/z.
    pub lt_knee: Option<Mark>,
    /// Max {e/(e+S)}/z.
    pub pe_knee: Option<Mark>,
}

/// The index and value of the greatest finite value so far (the first, among equals).
#[derive(Default)]
struct Argmax(Option<(Mark, f64)>);

impl Argmax {
    fn offer(&mut self, mark: Mark, v: f64) {
        if v.is_finite() && !matches!(self.0, Some((_, best)) if best >= v) {
            self.0 = Some((mark, v));
        }
    }
    fn mark(self) -> Option<Mark> {
        self.0.map(|(m, _)| m)
    }
}

/// The markers of the curve (z, e) at indices 0, 1, … with fault delay `s`
/// (in references), in one pass: the points may be yielded as they are
/// computed, never held.
pub fn markers(points: impl IntoIterator<Item = (f64, f64)>, s: f64) -> Markers {
    let (mut parachor, mut lt_knee, mut pe_knee) = (Argmax::default(), Argmax::default(), Argmax::default());
    let mut previous: Option<(f64, f64)> = None;
    for (index, (z, e)) in points.into_iter().enumerate() {
        let mark = Mark { index, z, e };
        if let Some((z0, e0)) = previous {
            let dz = z - z0;
            if dz > 0.0 {
                parachor.offer(mark, (e - e0) / dz);
            }
        }
        lt_knee.offer(mark, e / z);
        pe_knee.offer(mark, e / (e + s) / z);
        previous = Some((z, e));
    }
    Markers { parachor: parachor.mark(), lt_knee: lt_knee.mark(), pe_knee: pe_knee.mark() }
}

/// The space-time products per reference at (z, e) with fault delay `s`: (X, Y) = (z + S f z, S f z), f = 1/e.
pub fn space_time(z: f64, e: f64, s: f64) -> (f64, f64) {
    let y = s * z / e;
    (z + y, y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_an_analytic_s_curve() {
        // e(z) = 1 + 100 / (1 + exp(−(z − 10)))·… a logistic rise: steepest at z = 10.
        let z: Vec<f64> = (1..=30).map(|i| i as f64).collect();
        let e: Vec<f64> = z.iter().map(|&v| 1.0 + 100.0 / (1.0 + (-(v - 10.0)).exp())).collect();
        let m = markers(z.iter().copied().zip(e.iter().copied()), 5.0);
        let (x, y): (Vec<f64>, Vec<f64>) = (0..30).map(|i| space_time(z[i], e[i], 5.0)).unzip();
        let parachor = m.parachor.unwrap();
        assert!((parachor.z - 10.5).abs() <= 0.5, "parachor at {}", parachor.z);
        // The knee (max e/z) lies beyond the parachor, where the ray from the origin touches.
        let knee = m.lt_knee.unwrap();
        let best = (0..30).max_by(|&a, &b| (e[a] / z[a]).partial_cmp(&(e[b] / z[b])).unwrap()).unwrap();
        assert_eq!(knee.index, best);
        assert!(knee.z > parachor.z);
        // Y = S z / e is least where e / z is greatest: at the LT-knee.
        let y_min = (0..30).min_by(|&a, &b| y[a].partial_cmp(&y[b]).unwrap()).unwrap();
        assert_eq!(y_min, knee.index);
        let x_min = (0..30).min_by(|&a, &b| x[a].partial_cmp(&x[b]).unwrap()).unwrap();
        assert_eq!(x_min, m.pe_knee.unwrap().index, "X is least at the PE-knee");
    }
}
