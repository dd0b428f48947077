//! An experiment over several seeds: every figure with its spread.
//!
//! One seed's result is one history of the experiment's random streams; a
//! paper's figure is compared with the lab's over seeds (issue 27: "every
//! experiment reports each figure over 5 seeds (mean and range)"). The runs
//! are combined figure by figure, whatever the experiment: a number becomes
//! its mean, least, greatest and the values seed by seed; a list of the same
//! length or a record with the same fields is combined element by element;
//! what every seed agrees on stays as it is; anything else is kept seed by
//! seed (`{"values": [...]}`).

use super::{run_case, ExperimentResult};
use serde_json::{json, Map, Value};

/// The most seeds one command runs (each is a whole experiment).
pub const MOST_SEEDS: usize = 20;

/// The seeds `text` names: `A-B` (a range, both ends in it), `A,B,C` or one
/// seed; at most [`MOST_SEEDS`], each in `0..=u64::MAX`, none twice.
pub fn parse_seeds(text: &str) -> Result<Vec<u64>, String> {
    let refused = || {
        format!(
            "--seeds = \"{text}\" is not allowed: expected a range such as 1-5 or a list such as 1,3,7 — \
             1 to {MOST_SEEDS} different seeds in 0..=18446744073709551615"
        )
    };
    let number = |s: &str| -> Result<u64, String> {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refused());
        }
        s.parse().map_err(|_| refused())
    };
    let seeds: Vec<u64> = match text.split_once('-') {
        Some((a, b)) => {
            let (a, b) = (number(a)?, number(b)?);
            if b < a || b - a >= MOST_SEEDS as u64 {
                return Err(refused());
            }
            (a..=b).collect()
        }
        None => text.split(',').map(number).collect::<Result<_, _>>()?,
    };
    let mut distinct = seeds.clone();
    distinct.sort_unstable();
    distinct.dedup();
    if seeds.is_empty() || seeds.len() > MOST_SEEDS || distinct.len() != seeds.len() {
        return Err(refused());
    }
    Ok(seeds)
}

/// Case `case` of experiment `name` run with each of `seeds`, combined.
pub fn run_over_seeds(name: &str, seeds: &[u64], case: u32) -> Result<Value, String> {
    let results = seeds.iter().map(|&s| run_case(name, s, case)).collect::<Result<Vec<_>, _>>()?;
    Ok(over_seeds(&results))
}

/// The results of one experiment's case under several seeds, combined figure
/// by figure (its arms matched by name, in the experiment's order).
pub fn over_seeds(results: &[ExperimentResult]) -> Value {
    let first = &results[0];
    let arms: Vec<Value> = first
        .arms
        .iter()
        .enumerate()
        .map(|(i, arm)| {
            let each: Vec<Value> = results
                .iter()
                .map(|r| {
                    debug_assert_eq!(r.arms[i].name, arm.name, "an experiment's arms do not depend on its seed");
                    serde_json::to_value(&r.arms[i].metrics).expect("metrics serialise")
                })
                .collect();
            json!({ "name": arm.name, "metrics": combine(&each) })
        })
        .collect();
    json!({
        "experiment": first.experiment,
        "case": first.case,
        "seeds": results.iter().map(|r| r.seed).collect::<Vec<_>>(),
        "arms": arms,
    })
}

/// One figure's values, one a seed, combined (see the module's comment).
pub fn combine(values: &[Value]) -> Value {
    if let Some(numbers) = values.iter().map(Value::as_f64).collect::<Option<Vec<f64>>>() {
        let mean = numbers.iter().sum::<f64>() / numbers.len() as f64;
        let least = numbers.iter().copied().fold(f64::INFINITY, f64::min);
        let most = numbers.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        return json!({ "mean": mean, "min": least, "max": most, "values": values });
    }
    if values.windows(2).all(|w| w[0] == w[1]) {
        return values[0].clone();
    }
    if let Some(lists) = values.iter().map(Value::as_array).collect::<Option<Vec<_>>>() {
        if lists.windows(2).all(|w| w[0].len() == w[1].len()) {
            return Value::Array(
                (0..lists[0].len()).map(|j| combine(&lists.iter().map(|l| l[j].clone()).collect::<Vec<_>>())).collect(),
            );
        }
    }
    if let Some(records) = values.iter().map(Value::as_object).collect::<Option<Vec<_>>>() {
        if records.windows(2).all(|w| w[0].keys().eq(w[1].keys())) {
            let mut out = Map::new();
            for key in records[0].keys() {
                out.insert(key.clone(), combine(&records.iter().map(|r| r[key].clone()).collect::<Vec<_>>()));
            }
            return Value::Object(out);
        }
    }
    json!({ "values": values })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_are_a_range_a_list_or_one() {
        assert_eq!(parse_seeds("1-5"), Ok(vec![1, 2, 3, 4, 5]));
        assert_eq!(parse_seeds("3,1,7"), Ok(vec![3, 1, 7]));
        assert_eq!(parse_seeds("9"), Ok(vec![9]));
        assert_eq!(parse_seeds("18446744073709551615"), Ok(vec![u64::MAX]));
        let refusal =
            "--seeds = \"5-1\" is not allowed: expected a range such as 1-5 or a list such as 1,3,7 — 1 to 20 \
                       different seeds in 0..=18446744073709551615";
        assert_eq!(parse_seeds("5-1"), Err(refusal.into()));
        for bad in ["", "1-", "-3", "1-21", "a", "1,,2", "1,1", "1 2", "+3", "18446744073709551616"] {
            assert!(parse_seeds(bad).unwrap_err().starts_with(&format!("--seeds = \"{bad}\" is not allowed")), "{bad}");
        }
        assert_eq!(parse_seeds("1-20").unwrap().len(), 20);
    }

    #[test]
    fn numbers_get_their_spread_lists_and_records_element_by_element() {
        let seeds = [
            json!({"faults": 10, "region": "C", "series": [1, 2], "tags": ["a"], "rows": [[1]]}),
            json!({"faults": 14, "region": "C", "series": [3, 6], "tags": ["a", "b"], "rows": [[3]]}),
        ];
        assert_eq!(
            combine(&seeds),
            json!({
                "faults": {"mean": 12.0, "min": 10.0, "max": 14.0, "values": [10, 14]},
                "region": "C",
                "series": [
                    {"mean": 2.0, "min": 1.0, "max": 3.0, "values": [1, 3]},
                    {"mean": 4.0, "min": 2.0, "max": 6.0, "values": [2, 6]}
                ],
                "tags": {"values": [["a"], ["a", "b"]]},
                "rows": [[{"mean": 2.0, "min": 1.0, "max": 3.0, "values": [1, 3]}]]
            })
        );
        assert_eq!(combine(&[json!(true), json!(false)]), json!({"values": [true, false]}));
        assert_eq!(combine(&[json!(null), json!(null)]), json!(null));
    }

    #[test]
    fn an_experiment_over_two_seeds_is_each_seeds_run_combined() {
        let over = run_over_seeds("corbato-k", &[1, 2], 2).unwrap();
        let (one, two) = (run_case("corbato-k", 1, 2).unwrap(), run_case("corbato-k", 2, 2).unwrap());
        assert_eq!(
            (over["experiment"].clone(), over["case"].clone(), over["seeds"].clone()),
            (json!("corbato-k"), json!(2), json!([1, 2]))
        );
        for (i, arm) in one.arms.iter().enumerate() {
            let faults =
                |r: &ExperimentResult| serde_json::to_value(&r.arms[i].metrics).unwrap()["faults"].as_u64().unwrap();
            let (a, b) = (faults(&one), faults(&two));
            assert_eq!(over["arms"][i]["name"], json!(arm.name));
            assert_eq!(over["arms"][i]["metrics"]["faults"]["values"], json!([a, b]));
            assert_eq!(over["arms"][i]["metrics"]["faults"]["mean"], json!((a + b) as f64 / 2.0));
        }
    }
}
