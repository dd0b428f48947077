//! Predict-then-reveal exercises on the Multics clock (Corbató 1968).
//!
//! A question stops the run at a micro-step and asks what the algorithm will
//! do next; the answer and its explanation come from running the same
//! deterministic simulation on, so they can never disagree with what the lab
//! then shows:
//! - `victim`: the pool is low and the pointer is about to run — which frame
//!   will it replace first?
//! - `register`: the pointer is about to examine frame f — what will f's
//!   k-bit register hold afterwards?
//!
//! A set of questions is generated from a seed (the problem id a class
//! shares): candidates are every replenishment and every examination of the
//! run, and the seed picks among them.

use crate::event::{register_bits, EventKind, Outcome};
use crate::rng::Rng;
use crate::scenario::Scenario;
use crate::sim::Simulator;
use serde::{Deserialize, Serialize};

/// What a question asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Ask {
    /// Which frame will the pointer replace first?
    Victim,
    /// What will this frame's register hold after its next examination?
    Register { frame: u32 },
    /// In which area of Figure 1 will the interval the sampler is about to
    /// close fall (0 underload, 1 OK, 2 overload)? (Shils 1968, Figure 1.)
    Region,
}

/// A question: asked when the run reaches `step`. (Serde cannot deny unknown
/// fields through `flatten`; the UI's link reader checks the exact shape.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Question {
    /// The micro-step after which the run stops and asks.
    pub step: u64,
    /// What it asks.
    #[serde(flatten)]
    pub ask: Ask,
}

/// The answer to a question, with the events that explain it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Answer {
    /// The frame (victim) or the register's value (register).
    pub value: u32,
    /// The register as bits, for register questions.
    pub bits: Option<String>,
    /// The micro-step at which the answer is revealed.
    pub reveal_step: u64,
    /// The narration of the micro-steps from the question to the answer.
    pub explanation: Vec<String>,
}

/// A question with its wording and its answer (None if the run ends first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct KeyedQuestion {
    /// The question.
    pub question: Question,
    /// Its wording.
    pub prompt: String,
    /// Its answer.
    pub answer: Option<Answer>,
}

/// Each question with its wording and answer on `scenario`.
pub fn keyed(scenario: &Scenario, questions: Vec<Question>) -> Vec<KeyedQuestion> {
    let k = scenario.memory.k;
    questions
        .into_iter()
        .map(|q| KeyedQuestion { prompt: prompt(&q, k), answer: answer(scenario, &q), question: q })
        .collect()
}

/// Longest explanation kept (the pointer may travel far with large k).
const MAX_EXPLANATION: usize = 12;

/// The question's wording.
pub fn prompt(q: &Question, k: u32) -> String {
    match q.ask {
        Ask::Victim => "The pool is low and the pointer is about to run. Which frame will it replace first? Click it on the ring.".into(),
        Ask::Register { frame } => format!(
            "The pointer is about to examine frame {frame}. What will its {k}-bit register hold afterwards? Set the bits in its row of the frame table, then check."
        ),
        Ask::Region => "The sampler is about to close this interval. In which area of Figure 1 will it fall? Click the area on the Load control tab's chart.".into(),
    }
}

/// Answers `q` by running `scenario` on from the question's step. None if
/// the run ends first (the question does not fit this scenario).
pub fn answer(scenario: &Scenario, q: &Question) -> Option<Answer> {
    let k = scenario.memory.k;
    let mut sim = Simulator::new(scenario.clone(), true);
    sim.limit_steps();
    sim.seek(q.step);
    if sim.step_count() != q.step {
        return None;
    }
    let from = sim.events().len();
    let mut checked = from;
    while sim.micro_step() {
        let events = sim.events();
        for e in &events[checked..] {
            let found = match (q.ask, &e.kind) {
                (Ask::Region, EventKind::Sampled { index }) if *index > 0 => {
                    // The area the sampler recorded for the interval it just closed.
                    Some((sim.records().regions[*index as usize - 1].index() as u32, None))
                }
                (Ask::Victim, EventKind::Examine { frame, outcome: Outcome::Replaced, .. }) => Some((*frame, None)),
                (Ask::Register { frame }, EventKind::Examine { frame: f, register_after, .. }) if *f == frame => {
                    Some((*register_after, Some(register_bits(*register_after, k))))
                }
                _ => None,
            };
            if let Some((value, bits)) = found {
                let mut explanation: Vec<String> = events[from..]
                    .iter()
                    .filter(|e| e.step <= sim.step_count())
                    .map(|e| e.narrate(crate::event::Context::of(&scenario.memory)))
                    .collect();
                if explanation.len() > MAX_EXPLANATION {
                    let skipped = explanation.len() - MAX_EXPLANATION;
                    explanation.drain(..skipped);
                    explanation.insert(0, format!("… {skipped} earlier micro-step(s) …"));
                }
                return Some(Answer { value, bits, reveal_step: e.step, explanation });
            }
        }
        checked = events.len();
    }
    None
}

/// The most questions the UI asks `generate` for.
pub const MAX_QUESTIONS: usize = 50;

/// `count` questions for `scenario` chosen by `seed`, in the order of the run
/// (within the step-through views' micro-step budget).
pub fn generate(scenario: &Scenario, seed: u64, count: usize) -> Result<Vec<Question>, String> {
    let mut sim = Simulator::new(scenario.clone(), true);
    sim.limit_steps();
    sim.run_to_end()?;
    let mut victims = Vec::new();
    let mut registers = Vec::new();
    let mut regions = Vec::new();
    for e in sim.events() {
        match e.kind {
            EventKind::PoolLow { .. } => victims.push(Question { step: e.step, ask: Ask::Victim }),
            EventKind::Sampled { index } if index > 0 => regions.push(Question { step: e.step - 1, ask: Ask::Region }),
            EventKind::Examine { frame, outcome: Outcome::Retained | Outcome::Replaced, .. }
                if scenario.memory.k > 0 =>
            {
                registers.push(Question { step: e.step - 1, ask: Ask::Register { frame } })
            }
            _ => {}
        }
    }
    // Take the kinds in turn while they last; a step asks at most one question.
    let mut rng = Rng::new(seed, 0xE7E7);
    let mut picked: Vec<Question> = Vec::new();
    let mut pools = [victims, registers, regions];
    let mut turn = 0;
    while picked.len() < count && pools.iter().any(|p| !p.is_empty()) {
        let kind = (0..3).map(|i| (turn + i) % 3).find(|&i| !pools[i].is_empty()).expect("a pool is not empty");
        let pool = &mut pools[kind];
        let q = pool.swap_remove(rng.below(pool.len() as u32) as usize);
        if picked.iter().all(|p| p.step != q.step) {
            picked.push(q);
        }
        turn += 1;
    }
    picked.sort_by_key(|q| q.step);
    Ok(picked)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workload::Workload;

    fn textbook(text: &str, frames: u32, k: u32) -> Scenario {
        Scenario::plain(frames, k, Workload::Typed { text: text.into() })
    }

    #[test]
    fn victim_is_the_first_frame_replaced() {
        // 1 2 3 fill frames 0–2; page 4 faults: the pointer passes all three
        // (usage bits on) and replaces frame 0 on its second visit.
        let s = textbook("1 2 3 4", 3, 1);
        let mut sim = Simulator::new(s.clone(), true);
        sim.run_to_end().unwrap();
        let pool_low = sim.events().iter().find(|e| matches!(e.kind, EventKind::PoolLow { .. })).unwrap().step;
        let a = answer(&s, &Question { step: pool_low, ask: Ask::Victim }).unwrap();
        assert_eq!(a.value, 0);
        // Three examinations that keep, the one that replaces, and what that micro-step did.
        assert_eq!(a.explanation.len(), 6);
        assert!(a.explanation[..3].iter().all(|t| t.ends_with("non-zero, keep.")));
        assert!(
            a.explanation[3].starts_with("Pointer at frame 0 (P0 page 1)")
                && a.explanation[3].ends_with("zero, replace it.")
        );
        // Without a pool, nothing is said of one.
        assert!(a.explanation[4].ends_with("frame 0 is free at once, no push."), "{}", a.explanation[4]);
        assert!(a.explanation.iter().all(|t| !t.contains("pool")));
    }

    #[test]
    fn register_answer_is_the_register_after_the_examination() {
        // k = 2: frame 1 (page 2, used) is examined second: 00 → 10.
        let s = textbook("1 2 3 4", 3, 2);
        let mut sim = Simulator::new(s.clone(), true);
        sim.run_to_end().unwrap();
        let second_examination =
            sim.events().iter().filter(|e| matches!(e.kind, EventKind::Examine { .. })).nth(1).unwrap().step;
        let a = answer(&s, &Question { step: second_examination - 1, ask: Ask::Register { frame: 1 } }).unwrap();
        assert_eq!((a.value, a.bits.as_deref()), (2, Some("10")));
        assert_eq!(a.reveal_step, second_examination);
    }

    #[test]
    fn region_answer_is_the_area_of_the_interval_being_closed() {
        use crate::scenario::{ProcessConfig, SamplerConfig};
        let mut s = Scenario::default();
        s.memory.frames = 4;
        s.sampler = Some(SamplerConfig { dt_us: 20_000 });
        s.processes = vec![ProcessConfig::background(crate::workload::Workload::Uniform {
            pages: 30,
            length: 400,
            write_fraction: 0.2,
        })];
        let qs = generate(&s, 3, 50).unwrap();
        let region_qs: Vec<_> = qs.iter().filter(|q| q.ask == Ask::Region).collect();
        assert!(!region_qs.is_empty());
        let mut sim = Simulator::new(s.clone(), true);
        sim.run_to_end().unwrap();
        let points = crate::experiment::activity(&sim.records().samples);
        for q in region_qs {
            let a = answer(&s, q).unwrap();
            let index = sim
                .events()
                .iter()
                .find(|e| e.step == a.reveal_step && matches!(e.kind, EventKind::Sampled { .. }))
                .map(|e| match e.kind {
                    EventKind::Sampled { index } => index as usize,
                    _ => unreachable!(),
                })
                .unwrap();
            let (cpu, rate) = points[index - 1];
            assert_eq!(a.value, crate::scheduler::load_leveler::classify(cpu, rate, 50.0, 30.0).index() as u32);
        }
    }

    #[test]
    fn questions_read_and_write_the_ui_shape() {
        let text = r#"[{"step":3,"kind":"victim"},{"step":9,"kind":"register","frame":2}]"#;
        let qs: Vec<Question> = serde_json::from_str(text).unwrap();
        assert_eq!(
            qs,
            vec![Question { step: 3, ask: Ask::Victim }, Question { step: 9, ask: Ask::Register { frame: 2 } }]
        );
        assert_eq!(serde_json::to_string(&qs).unwrap(), text);
    }

    #[test]
    fn generated_sets_depend_on_the_seed_and_all_have_answers() {
        let s = Scenario::default();
        let a = generate(&s, 1, 5).unwrap();
        assert_eq!(a.len(), 5);
        assert_eq!(a, generate(&s, 1, 5).unwrap());
        assert_ne!(a, generate(&s, 2, 5).unwrap());
        assert!(a.windows(2).all(|w| w[0].step < w[1].step));
        assert!(a.iter().any(|q| q.ask == Ask::Victim) && a.iter().any(|q| matches!(q.ask, Ask::Register { .. })));
        for q in &a {
            assert!(answer(&s, q).is_some(), "{q:?}");
        }
    }
}
