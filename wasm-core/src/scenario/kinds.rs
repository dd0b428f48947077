//! How the scenario's own tagged objects are read by their `kind`: process
//! classes, admission rules and window policies (`tagged::read`, so that an
//! error names the field inside them), with the fields that may be left out
//! and what they then hold.

use super::tagged::{self, Variant};
use super::{default_measure_us, Admission, ProcessClass, WindowPolicy};
use serde::{Deserialize, Deserializer};

/// `fixed` may be left out (exponential think times).
const CLASSES: &[Variant<ProcessClass>] = &[
    Variant { kind: "background", fields: &[], read: |_| Ok(ProcessClass::Background) },
    Variant {
        kind: "terminal",
        fields: &["think_us", "burst", "fixed"],
        read: |f| {
            let (think_us, burst) = (f.field("think_us")?, f.field("burst")?);
            Ok(ProcessClass::Terminal { think_us, burst, fixed: f.or("fixed", false)? })
        },
    },
];

/// `feedback` may be left out (none) and `measure_us` too (10 s).
const ADMISSIONS: &[Variant<Admission>] = &[
    Variant {
        kind: "cp67",
        fields: &["q1_limit", "q2_limit", "target_rate", "gamma", "a0_q1", "a0_q2"],
        read: |f| {
            Ok(Admission::Cp67 {
                q1_limit: f.field("q1_limit")?,
                q2_limit: f.field("q2_limit")?,
                target_rate: f.field("target_rate")?,
                gamma: f.field("gamma")?,
                a0_q1: f.field("a0_q1")?,
                a0_q2: f.field("a0_q2")?,
            })
        },
    },
    Variant {
        kind: "psi",
        fields: &["psi_c", "psi_m", "beta", "a0_q1", "a0_q2", "alpha", "rho", "feedback", "measure_us"],
        read: |f| {
            Ok(Admission::Psi {
                psi_c: f.field("psi_c")?,
                psi_m: f.field("psi_m")?,
                beta: f.field("beta")?,
                a0_q1: f.field("a0_q1")?,
                a0_q2: f.field("a0_q2")?,
                alpha: f.field("alpha")?,
                rho: f.field("rho")?,
                feedback: f.or("feedback", None)?,
                measure_us: f.or("measure_us", default_measure_us())?,
            })
        },
    },
];

const POLICIES: &[Variant<WindowPolicy>] = &[
    Variant {
        kind: "uni_window",
        fields: &["adjust_us", "busy_low", "busy_high"],
        read: |f| {
            let (adjust_us, busy_low, busy_high) = (f.field("adjust_us")?, f.field("busy_low")?, f.field("busy_high")?);
            Ok(WindowPolicy::UniWindow { adjust_us, busy_low, busy_high })
        },
    },
    Variant {
        kind: "owe",
        fields: &["criterion", "alpha", "s"],
        read: |f| {
            let (criterion, alpha, s) = (f.field("criterion")?, f.field("alpha")?, f.field("s")?);
            Ok(WindowPolicy::Owe { criterion, alpha, s })
        },
    },
];

impl<'de> Deserialize<'de> for ProcessClass {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        tagged::read(d, "kind", CLASSES)
    }
}

impl<'de> Deserialize<'de> for Admission {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        tagged::read(d, "kind", ADMISSIONS)
    }
}

impl<'de> Deserialize<'de> for WindowPolicy {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        tagged::read(d, "kind", POLICIES)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workload::{Band, QShape, Workload};
    use serde::Serialize;

    fn round_trip<T: Serialize + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug>(values: &[T]) {
        for v in values {
            let json = serde_json::to_string(v).unwrap();
            assert_eq!(&serde_json::from_str::<T>(&json).unwrap(), v, "{json}");
        }
    }

    /// Every kind is read back as it is written, each field under its own name.
    #[test]
    fn every_kind_reads_back_as_written() {
        round_trip(&Workload::starting_points());
        round_trip(&[Workload::KingSize { pages: 3, length: 9, dwell: 2, write_fraction: 0.5 }]);
        round_trip(&[
            QShape::Geometric { theta: 0.5 },
            QShape::Zipf { s: 1.0 },
            QShape::Explicit { q: vec![0.5, 0.5] },
            QShape::Bands { bands: vec![Band { pages: 2, mass: 1.0, theta: 1.0 }] },
        ]);
        round_trip(&[ProcessClass::Background, ProcessClass::Terminal { think_us: 5, burst: 7, fixed: true }]);
        round_trip(&[Admission::CP67, Admission::default(), Admission::psi_for(80)]);
        round_trip(&[WindowPolicy::UNI_WINDOW, WindowPolicy::default()]);
    }

    #[test]
    fn fields_left_out_take_their_defaults() {
        let class: ProcessClass = serde_json::from_str(r#"{"kind":"terminal","think_us":5,"burst":7}"#).unwrap();
        assert_eq!(class, ProcessClass::Terminal { think_us: 5, burst: 7, fixed: false });
        let psi = r#"{"kind":"psi","psi_c":13,"psi_m":13,"beta":0,"a0_q1":5,"a0_q2":20,"alpha":0.9,"rho":0.5}"#;
        let Admission::Psi { feedback, measure_us, .. } = serde_json::from_str(psi).unwrap() else { panic!() };
        assert_eq!((feedback, measure_us), (None, default_measure_us()));
        let w: Workload = serde_json::from_str(r#"{"kind":"king_size","pages":3,"length":9}"#).unwrap();
        assert_eq!(w, Workload::KingSize { pages: 3, length: 9, dwell: 1, write_fraction: 0.0 });
        let w: Workload =
            serde_json::from_str(r#"{"kind":"phased","pages":9,"length":9,"locality_pages":2,"phase_length":3}"#)
                .unwrap();
        assert_eq!(
            w,
            Workload::Phased {
                pages: 9,
                length: 9,
                locality_pages: 2,
                phase_length: 3,
                core_pages: 0,
                core_fraction: 0.0,
                core_skew: 0.0,
                write_fraction: 0.0
            }
        );
    }
}
