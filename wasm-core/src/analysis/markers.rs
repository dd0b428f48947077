//! Markers on a lifetime curve e(z) (Nishigaki 1981 §2): the parachor, the
//! point of steepest rise (max de/dz, the inflection); the LT-knee, where a
//! ray from the origin touches the curve highest (max e/z); the PE-knee,
//! max {e/(e+S)}/z with S the fault delay; and the space-time products per
//! reference X = z + S f z (eq. 2.1, minimal at the PE-knee) and Y = S f z
//! (eq. 2.2, minimal at the LT-knee), with f = 1/e.

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
    /// X(i) = z + S f z.
    pub x: Vec<f64>,
    /// Y(i) = S f z.
    pub y: Vec<f64>,
}

fn argmax(values: impl Iterator<Item = f64>) -> Option<usize> {
    values
        .enumerate()
        .filter(|(_, v)| v.is_finite())
        .fold(None, |best: Option<(usize, f64)>, (i, v)| match best {
            Some((_, b)) if b >= v => best,
            _ => Some((i, v)),
        })
        .map(|(i, _)| i)
}

/// The markers of the curve (z[i], e[i]) with fault delay `s` (in references).
pub fn markers(z: &[f64], e: &[f64], s: f64) -> Markers {
    let mark = |i: usize| Mark { index: i, z: z[i], e: e[i] };
    let parachor = argmax((0..z.len()).map(|i| {
        if i == 0 {
            f64::NAN
        } else {
            let dz = z[i] - z[i - 1];
            if dz > 0.0 {
                (e[i] - e[i - 1]) / dz
            } else {
                f64::NAN
            }
        }
    }))
    .map(mark);
    let lt_knee = argmax((0..z.len()).map(|i| e[i] / z[i])).map(mark);
    let pe_knee = argmax((0..z.len()).map(|i| e[i] / (e[i] + s) / z[i])).map(mark);
    let y: Vec<f64> = (0..z.len()).map(|i| s * z[i] / e[i]).collect();
    let x = (0..z.len()).map(|i| z[i] + y[i]).collect();
    Markers { parachor, lt_knee, pe_knee, x, y }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_an_analytic_s_curve() {
        // e(z) = 1 + 100 / (1 + exp(−(z − 10)))·… a logistic rise: steepest at z = 10.
        let z: Vec<f64> = (1..=30).map(|i| i as f64).collect();
        let e: Vec<f64> = z.iter().map(|&v| 1.0 + 100.0 / (1.0 + (-(v - 10.0)).exp())).collect();
        let m = markers(&z, &e, 5.0);
        let parachor = m.parachor.unwrap();
        assert!((parachor.z - 10.5).abs() <= 0.5, "parachor at {}", parachor.z);
        // The knee (max e/z) lies beyond the parachor, where the ray from the origin touches.
        let knee = m.lt_knee.unwrap();
        let best = (0..30).max_by(|&a, &b| (e[a] / z[a]).partial_cmp(&(e[b] / z[b])).unwrap()).unwrap();
        assert_eq!(knee.index, best);
        assert!(knee.z > parachor.z);
        // Y = S z / e is least where e / z is greatest: at the LT-knee.
        let y_min = (0..30).min_by(|&a, &b| m.y[a].partial_cmp(&m.y[b]).unwrap()).unwrap();
        assert_eq!(y_min, knee.index);
        let x_min = (0..30).min_by(|&a, &b| m.x[a].partial_cmp(&m.x[b]).unwrap()).unwrap();
        assert_eq!(x_min, m.pe_knee.unwrap().index, "X is least at the PE-knee");
    }
}
