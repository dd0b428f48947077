//! Checking a worksheet cell by cell, and naming the mistake.
//!
//! Each cell the student filled is read as its column reads (h or f, a
//! page or -, a frame, a bit, k binary digits) and compared with the key's.
//! The first row with a wrong cell is then explained if it can be: a
//! misconception is named there when one of its replays (a student holding
//! it from the start, or — a slip of one step — from that row on, having
//! followed the right rule to it) agrees with the key on every earlier row — the
//! hit/fault cells aside, so that a hit written as a fault elsewhere does
//! not hide it — and with every cell the student filled in that row. The
//! rows after a mistake follow from it, so they are marked but not named
//! again; the name says how many of them the wrong rule explains too.

use super::key::{key, link, Row};
use super::misconceptions::CATALOGUE;
use super::{Column, Misconception, Problem};
use serde::{Deserialize, Serialize};

/// A student's answers: per row, the cells as typed ("" for blank), in the problem's columns.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "WorksheetAnswer"))]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// One per reference from the first (fewer while the sheet is being filled).
    pub rows: Vec<Vec<String>>,
}

/// How a cell was marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "CellMark"))]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// Not filled.
    Blank,
    /// As the key.
    Right,
    /// Not as the key.
    Wrong,
    /// Not something the column can hold.
    Invalid,
}

/// A misconception named at a row, with what shows the right rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "NamedMisconception"))]
pub struct Named {
    /// Which.
    pub misconception: Misconception,
    /// Its title.
    pub title: String,
    /// The right rule, in one line.
    pub explanation: String,
    /// The row (0-based reference index) it was named at.
    pub row: u32,
    /// Filled rows from `row` on that the wrong rule reproduces, `row` included.
    pub rows_explained: u32,
    /// The stage that shows the right rule: policies, or multics-clock for the Multics sheet.
    pub stage: String,
    /// Its step there: on the policies stage the references made with this
    /// row's (row + 1), on the Multics clock stage the micro-steps before it.
    pub step: u64,
}

/// A checked worksheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "WorksheetCheck"))]
pub struct Checked {
    /// Per row and column.
    pub marks: Vec<Vec<Mark>>,
    /// Cells right.
    pub right: u32,
    /// Cells wrong or invalid.
    pub wrong: u32,
    /// Cells not filled (of every row of the sheet).
    pub blank: u32,
    /// The first row with a wrong cell.
    pub first_wrong: Option<u32>,
    /// The misconceptions that explain it (none: a mistake the catalogue does not know).
    pub named: Vec<Named>,
}

/// `answer` checked against `problem`'s key; an error names a row of the wrong width or too many rows.
pub fn check(problem: &Problem, answer: &Answer) -> Result<Checked, String> {
    let columns = problem.columns();
    let n = problem.pages.len();
    if answer.rows.len() > n {
        return Err(format!("rows = {} is not allowed: expected at most {n} (one per reference)", answer.rows.len()));
    }
    if let Some((i, r)) = answer.rows.iter().enumerate().find(|(_, r)| r.len() != columns.len()) {
        return Err(format!("rows[{i}] has {} cells, which is not allowed: expected {}", r.len(), columns.len()));
    }
    let key = key(problem);
    let read: Vec<Vec<Cell>> =
        answer.rows.iter().map(|r| r.iter().zip(&columns).map(|(t, c)| read_cell(problem, *c, t)).collect()).collect();
    let key_cells: Vec<Vec<String>> = key.iter().map(|r| r.cells(problem)).collect();
    let marks: Vec<Vec<Mark>> = read
        .iter()
        .zip(&key_cells)
        .map(|(row, k)| {
            row.iter()
                .zip(k)
                .map(|(cell, k)| match cell {
                    Cell::Blank => Mark::Blank,
                    Cell::Invalid => Mark::Invalid,
                    Cell::Value(v) if v == k => Mark::Right,
                    Cell::Value(_) => Mark::Wrong,
                })
                .collect()
        })
        .collect();
    let count = |m: Mark| marks.iter().flatten().filter(|&&x| x == m).count() as u32;
    let unfilled = (n - marks.len()) * columns.len();
    let first_wrong = marks.iter().position(|r| r.iter().any(|&m| m == Mark::Wrong || m == Mark::Invalid));
    let named = first_wrong.map(|r| name(problem, &key, &read, r)).unwrap_or_default();
    Ok(Checked {
        right: count(Mark::Right),
        wrong: count(Mark::Wrong) + count(Mark::Invalid),
        blank: count(Mark::Blank) + unfilled as u32,
        first_wrong: first_wrong.map(|r| r as u32),
        named,
        marks,
    })
}

/// A cell as read.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Cell {
    Blank,
    Invalid,
    /// As `Row::cells` writes it.
    Value(String),
}

/// `text` read as `column` holds it, written as `Row::cells` writes it.
fn read_cell(problem: &Problem, column: Column, text: &str) -> Cell {
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() {
        return Cell::Blank;
    }
    let number = |t: &str| (t.len() <= 9 && t.bytes().all(|b| b.is_ascii_digit())).then(|| t.parse::<u32>().unwrap());
    let value = match column {
        Column::Outcome => match t.as_str() {
            "h" | "hit" => Some("h".to_string()),
            "f" | "fault" => Some("f".to_string()),
            _ => None,
        },
        Column::Victim | Column::Frame { .. } => {
            if t == "-" {
                Some(t)
            } else {
                number(&t).map(|p| p.to_string())
            }
        }
        // Digits, one a page or frame (pages 1…9, frames 0…5), spaces ignored.
        Column::Evicted | Column::List => {
            let digits: Vec<char> = t.chars().filter(|c| !c.is_whitespace()).collect();
            let bound = if column == Column::List { problem.frames } else { 10 };
            if t == "-" {
                Some(t)
            } else if digits.iter().all(|c| c.to_digit(10).is_some_and(|d| d < bound)) {
                Some(digits.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" "))
            } else {
                None
            }
        }
        Column::Pointer => number(&t).filter(|&p| p < problem.frames).map(|p| p.to_string()),
        Column::Usage { .. } | Column::FirstTime { .. } => (t == "0" || t == "1").then_some(t),
        Column::Register { .. } => (t.len() <= problem.k as usize && t.bytes().all(|b| b == b'0' || b == b'1'))
            .then(|| super::key::bits(u32::from_str_radix(&t, 2).unwrap(), problem.k)),
    };
    value.map_or(Cell::Invalid, Cell::Value)
}

/// The misconceptions whose replays explain row `r`, the first wrong one.
fn name(problem: &Problem, key: &[Row], read: &[Vec<Cell>], r: usize) -> Vec<Named> {
    if read[r].contains(&Cell::Invalid) {
        return vec![];
    }
    let agrees = |w: &[String], row: &[Cell]| {
        row.iter().zip(w).all(|(c, w)| match c {
            Cell::Value(v) => v == w,
            _ => true,
        })
    };
    let key_cells: Vec<Vec<String>> = key.iter().map(|k| k.cells(problem)).collect();
    let (stage, step) = link(problem, r);
    let mut named = Vec::new();
    for m in CATALOGUE.iter().copied().filter(|m| m.applies(problem)) {
        let explained = m
            .replays_at(problem, key, r)
            .iter()
            .filter_map(|w| {
                let cells: Vec<Vec<String>> = w.iter().map(|x| x.cells(problem)).collect();
                let history = (0..r).all(|i| cells[i][1..] == key_cells[i][1..]);
                (history && agrees(&cells[r], &read[r])).then(|| {
                    let filled = |i: &usize| read[*i].iter().any(|c| *c != Cell::Blank);
                    (r..read.len()).take_while(|i| filled(i) && agrees(&cells[*i], &read[*i])).count()
                })
            })
            .max();
        if let Some(rows_explained) = explained {
            named.push(Named {
                misconception: m,
                title: m.title().to_string(),
                explanation: m.explanation().to_string(),
                row: r as u32,
                rows_explained: rows_explained as u32,
                stage: stage.to_string(),
                step,
            });
        }
    }
    named
}

#[cfg(test)]
mod tests {
    use super::super::{SheetPolicy, Spec, Worksheet};
    use super::*;
    use crate::rng::Rng;

    fn answered(rows: &[Row], problem: &Problem) -> Answer {
        Answer { rows: rows.iter().map(|r| r.cells(problem)).collect() }
    }

    fn sheets() -> impl Iterator<Item = Worksheet> {
        SheetPolicy::ALL.into_iter().flat_map(|policy| {
            (0..40).map(move |seed| Worksheet::new(&Spec { seed, policy: Some(policy), ..Spec::default() }).unwrap())
        })
    }

    #[test]
    fn a_right_sheet_passes_with_nothing_named() {
        for w in sheets() {
            let c = check(&w.problem, &answered(&w.key, &w.problem)).unwrap();
            assert_eq!((c.wrong, c.blank, c.first_wrong, c.named.len()), (0, 0, None, 0));
            assert_eq!(c.right as usize, w.key.len() * w.columns.len());
        }
    }

    #[test]
    fn every_misconception_is_named_on_a_sheet_answered_by_it() {
        let mut named = std::collections::BTreeSet::new();
        for w in sheets() {
            for m in &w.catalogue {
                for wrong in m.replays(&w.problem, &w.key).iter().filter(|r| **r != w.key) {
                    let c = check(&w.problem, &answered(wrong, &w.problem)).unwrap();
                    let first = c.first_wrong.expect("a wrong sheet");
                    let by_m = c.named.iter().find(|n| n.misconception == *m);
                    assert!(by_m.is_some(), "{m:?} not named on {:?}: {:?}", w.problem, c.named);
                    assert_eq!(by_m.unwrap().row, first);
                    named.insert(m.id());
                }
            }
        }
        assert_eq!(named.len(), CATALOGUE.len());
    }

    #[test]
    fn a_random_wrong_cell_is_marked_but_not_misnamed() {
        let mut rng = Rng::new(5, 5);
        for w in sheets() {
            let mut answer = answered(&w.key, &w.problem);
            let r = rng.below(w.key.len() as u32) as usize;
            let c = rng.below(w.columns.len() as u32) as usize;
            // A value no rule writes there: a page the string never uses, a
            // pointer or bits the student could only mistype.
            answer.rows[r][c] = match w.columns[c] {
                Column::Victim | Column::Frame { .. } => "0".into(),
                Column::Evicted => "x".into(),
                Column::List => w.problem.frames.to_string(),
                Column::FirstTime { .. } => "2".into(),
                Column::Outcome => "x".into(),
                Column::Pointer => w.problem.frames.to_string(),
                Column::Usage { .. } => "2".into(),
                Column::Register { .. } => "1".repeat(w.problem.k as usize + 1),
            };
            let checked = check(&w.problem, &answer).unwrap();
            assert_eq!(checked.wrong, 1);
            assert_eq!(checked.first_wrong, Some(r as u32));
            assert_eq!(checked.named, vec![], "{:?} row {r} column {c}", w.problem);
        }
    }

    #[test]
    fn a_mistake_named_is_reproduced_by_its_rule() {
        // A wrong page in a frame cell that is a page of the string: if a rule is named, its replay wrote that page.
        let mut rng = Rng::new(6, 6);
        for w in sheets() {
            let mut answer = answered(&w.key, &w.problem);
            let r = rng.below(w.key.len() as u32) as usize;
            let slot = rng.below(w.problem.frames) as usize;
            let page = w.problem.pages[rng.below(w.problem.pages.len() as u32) as usize];
            answer.rows[r][2 + slot] = page.to_string();
            let checked = check(&w.problem, &answer).unwrap();
            for n in &checked.named {
                let reproduced = n.misconception.replays_at(&w.problem, &w.key, r).iter().any(|x| {
                    x[r].cells(&w.problem) == answer.rows[r]
                        && (0..r).all(|i| x[i].cells(&w.problem)[1..] == w.key_cells[i][1..])
                });
                assert!(reproduced, "{:?} named on {:?}", n.misconception, w.problem);
            }
        }
    }

    #[test]
    fn a_hit_that_left_its_bit_clear_is_named_at_its_row() {
        // worksheet-clock, problem 4: the clock with 3 frames, k = 1, on
        // 6 4 9 4 9 4 1 7 9 4 1 6 4 1. By hand: 6 4 9 fill frames 0–2 (bits
        // 1 1 1, the pointer at 0); the hits on 4 9 4 change nothing; 1
        // faults with every bit set: the pointer goes once round shifting
        // each bit into its register and clearing it, then takes frame 0's 6
        // (bits 1 0 0, registers 0 1 1, the pointer at 1); 7 takes frame 1's
        // 4 (its register 1 → 0): bits 1 1 0, registers 0 0 1, the pointer at
        // 2. Row 9 is the hit on 9 in frame 2: its bit is set, 1 1 1. A
        // student who copies row 8's bits writes 1 1 0 there. Held from the
        // start, "a hit did not set the bit" already differs at row 4 (the
        // hit on 4 in frame 1); taken up at row 9, it gives exactly that row.
        let w =
            Worksheet::new(&Spec { seed: 4, policy: Some(SheetPolicy::Clock), frames: Some(3), k: Some(1) }).unwrap();
        assert_eq!(w.problem.pages, [6, 4, 9, 4, 9, 4, 1, 7, 9, 4, 1, 6, 4, 1]);
        assert_eq!(w.key_cells[7].join(" "), "f 4 1 7 9 2 1 1 0 0 0 1");
        assert_eq!(w.key_cells[8].join(" "), "h - 1 7 9 2 1 1 1 0 0 1");
        let mut answer = Answer { rows: w.key_cells[..9].to_vec() };
        answer.rows[8][8] = "0".into();
        let c = check(&w.problem, &answer).unwrap();
        assert_eq!(c.first_wrong, Some(8));
        let ids: Vec<&str> = c.named.iter().map(|n| n.misconception.id()).collect();
        assert_eq!(ids, ["hit_cleared_usage"]);
        assert_eq!(
            (c.named[0].title.as_str(), c.named[0].row, c.named[0].rows_explained),
            ("A hit did not set the usage bit", 8, 1)
        );
        // From the start, the rule's replay leaves the key at row 4 (0-based 3).
        let start = &Misconception::HitClearedUsage.replays(&w.problem, &w.key)[0];
        assert_eq!(start.iter().zip(&w.key).position(|(a, b)| a != b), Some(3));
    }

    #[test]
    fn lists_are_read_as_digits() {
        let w =
            Worksheet::new(&Spec { seed: 4, policy: Some(SheetPolicy::Multics), frames: Some(4), k: None }).unwrap();
        let p = &w.problem;
        assert_eq!(read_cell(p, Column::Evicted, " 3 2"), Cell::Value("3 2".into()));
        assert_eq!(read_cell(p, Column::List, "301"), Cell::Value("3 0 1".into()));
        assert_eq!(read_cell(p, Column::List, "4"), Cell::Invalid);
        assert_eq!(read_cell(p, Column::Evicted, "-"), Cell::Value("-".into()));
        let named = |m: Misconception| {
            let wrong = &m.replays(p, &w.key)[0];
            check(p, &answered(wrong, p)).unwrap().named.into_iter().find(|n| n.misconception == m).unwrap()
        };
        let n = named(Misconception::FirstTimeIgnored);
        assert_eq!(n.stage, "multics-clock");
        assert_eq!(n.step, super::super::multics::rows(p, super::super::multics::RIGHT).1[n.row as usize]);
    }

    #[test]
    fn blanks_and_unread_cells() {
        let w = Worksheet::new(&Spec { seed: 3, policy: Some(SheetPolicy::Fifo), frames: Some(3), k: None }).unwrap();
        let mut row = w.key_cells[0].clone();
        row[0] = "F".into();
        row[1] = String::new();
        row[2] = " x ".into();
        let c = check(&w.problem, &Answer { rows: vec![row] }).unwrap();
        assert_eq!(&c.marks[0][..3], [Mark::Right, Mark::Blank, Mark::Invalid]);
        assert_eq!((c.wrong, c.first_wrong, c.named.len()), (1, Some(0), 0));
        assert_eq!(c.blank as usize, 1 + (w.key.len() - 1) * w.columns.len());
        let long = Answer { rows: vec![vec![]; w.key.len() + 1] };
        assert_eq!(
            check(&w.problem, &long).unwrap_err(),
            format!("rows = {} is not allowed: expected at most {} (one per reference)", w.key.len() + 1, w.key.len())
        );
        assert_eq!(
            check(&w.problem, &Answer { rows: vec![vec!["h".into()]] }).unwrap_err(),
            "rows[0] has 1 cells, which is not allowed: expected 5"
        );
    }
}
