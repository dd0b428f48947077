//! The TypeScript types of everything that crosses to the UI, generated from
//! the Rust definitions (ts-rs) into one file, `src/wasm/types/core.ts`,
//! which is committed. `cargo test` fails when that file differs from what
//! the definitions give (so does `npm test`, which runs it);
//! `npm run types` rewrites it (this test with `PAGING_WRITE_TYPES=1`).
//!
//! Every 64-bit integer becomes `number`: the JSON the UI parses holds
//! numbers, and no simulated count or time comes near 2^53.

use std::any::TypeId;
use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use ts_rs::{Config, TypeVisitor, TS};

/// Where the generated file lives, from the crate's directory.
const OUT: &str = "../src/wasm/types/core.ts";

const HEADER: &str = "// The TypeScript types of what crosses from the Rust core (wasm-core/src), generated\n\
// by ts-rs: do not edit. Regenerate with `npm run types`; `npm test` fails when stale.\n";

/// Collects the declarations of a type and everything it refers to, by name.
struct Collect {
    cfg: Config,
    seen: HashSet<TypeId>,
    decls: BTreeMap<String, String>,
}

impl TypeVisitor for Collect {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        if T::output_path().is_none() || !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        let name = T::ident(&self.cfg);
        let decl = format!("{}export {}", T::docs().unwrap_or_default(), T::decl(&self.cfg));
        if let Some(other) = self.decls.insert(name.clone(), decl.clone()) {
            assert_eq!(other, decl, "two Rust types are named {name} in TypeScript: rename one with #[ts(rename)]");
        }
        T::visit_dependencies(self);
    }
}

/// The generated file's text.
pub fn generate() -> String {
    let mut c = Collect { cfg: Config::new().with_large_int("number"), seen: HashSet::new(), decls: BTreeMap::new() };
    // The roots: what the `api` functions return or take as JSON.
    c.visit::<crate::scenario::Scenario>();
    c.visit::<crate::event::Event>();
    c.visit::<crate::event::EventKind>();
    c.visit::<crate::event::Narrated>();
    c.visit::<crate::sim::Counters>();
    c.visit::<crate::view::ProcessView>();
    c.visit::<crate::view::DrumView>();
    c.visit::<crate::view::LoadView>();
    c.visit::<crate::view::WorkingSetView>();
    c.visit::<crate::view::SamplesSince>();
    c.visit::<crate::view::Regions>();
    c.visit::<crate::view::Constants>();
    c.visit::<crate::experiment::SweepPoint>();
    c.visit::<crate::experiment::Comparison>();
    c.visit::<crate::replacement::run::Columns>();
    c.visit::<crate::search::Question>();
    c.visit::<crate::search::Answer>();
    c.visit::<crate::worksheet::Worksheet>();
    c.visit::<crate::worksheet::Spec>();
    c.visit::<crate::worksheet::Answer>();
    c.visit::<crate::worksheet::Checked>();
    c.visit::<crate::replacement::curves::FaultCurves>();
    c.visit::<crate::trace::TraceHead>();
    c.visit::<crate::experiment::ExperimentResult>();
    c.visit::<crate::experiment::open::OpenedArm>();
    c.visit::<crate::experiment::bard::MeasurementReport>();
    c.visit::<crate::experiment::bard::PsiPrediction>();
    c.visit::<crate::analysis::CurveReport>();
    c.visit::<crate::exercise::KeyedQuestion>();
    c.visit::<crate::ostep::Form>();
    c.visit::<crate::ostep::Outcome>();
    c.visit::<crate::sim::LlCheck>();
    c.visit::<crate::experiment::controller::ScoreCard>();
    let body: Vec<String> = c.decls.into_values().collect();
    format!("{HEADER}\n{}\n", body.join("\n\n"))
}

/// Ok when `committed` is what the definitions give, else the message saying what to run.
pub fn check(generated: &str, committed: Option<&str>) -> Result<(), String> {
    match committed {
        Some(text) if text == generated => Ok(()),
        Some(_) => Err("src/wasm/types/core.ts is stale: the Rust definitions have changed since it was generated — run `npm run types`".into()),
        None => Err("src/wasm/types/core.ts is missing — run `npm run types`".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_typescript_types_are_current() {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(OUT);
        let generated = generate();
        if std::env::var("PAGING_WRITE_TYPES").is_ok_and(|v| v == "1") {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &generated).unwrap();
        }
        let committed = std::fs::read_to_string(&path).ok();
        if let Err(message) = check(&generated, committed.as_deref()) {
            panic!("{message}");
        }
    }

    #[test]
    fn a_changed_definition_makes_the_file_stale() {
        let generated = generate();
        // As if a field had been added to Counters after the file was written.
        let older =
            generated.replacen("export type Counters = {", "export type Counters = { removed_since: number, ", 1);
        assert_ne!(older, generated);
        assert_eq!(check(&generated, Some(&older)).unwrap_err(), check(&generated, Some("")).unwrap_err());
        assert!(check(&generated, Some(&older))
            .unwrap_err()
            .contains("stale: the Rust definitions have changed since it was generated — run `npm run types`"));
        assert!(check(&generated, None).unwrap_err().contains("run `npm run types`"));
        assert_eq!(check(&generated, Some(&generated)), Ok(()));
    }
}
