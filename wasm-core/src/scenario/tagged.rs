//! Objects tagged by `kind` (or `shape`) — workloads, q shapes, process
//! classes, admission rules, window policies — read so that an error names
//! the exact field inside them. Serde's tagged enums buffer the object and
//! read its fields from the buffer, where `serde_path_to_error` loses the
//! path: it stops at the tagged object. Here the tag picks the variant, and
//! each of the variant's fields is read on its own with its path tracked.
//!
//! An error inside the object travels up as the deserializer's message with
//! its path inside the object carried in front (`Fault::carry`); `locate`
//! puts that path after the path to the object, for an enclosing tagged
//! object and for `errors::describe` alike.

use serde::de::{DeserializeOwned, Deserializer, Error as _};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// One step of a path into a JSON document: a key or an index.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Step {
    Key(String),
    Index(usize),
}

/// What a tagged object can be: its tag's value, the fields it takes, and
/// how it is built from them.
pub struct Variant<T> {
    /// The tag's value, e.g. `lru_stack`.
    pub kind: &'static str,
    /// Every field the variant takes, required or not.
    pub fields: &'static [&'static str],
    /// The value, from its fields.
    pub read: fn(&mut Fields) -> Result<T, Fault>,
}

/// A tagged object's fields but the tag, read one at a time.
pub struct Fields(Map<String, Value>);

/// Why a tagged object cannot be read: where inside it, in the deserializer's words.
#[derive(Debug)]
pub struct Fault {
    path: Vec<Step>,
    problem: String,
}

/// Starts the message of an error that carries its path inside a tagged
/// object: `\u{1}["q","bands",3]\u{1}missing field `mass``. No message of
/// serde's starts with it.
const CARRIED: char = '\u{1}';

impl Fault {
    fn at(path: Vec<Step>, problem: impl Into<String>) -> Self {
        Fault { path, problem: problem.into() }
    }

    /// The message that carries this fault's path to the enclosing reader.
    fn carry(&self) -> String {
        let path = serde_json::to_string(&self.path).expect("a path serialises");
        format!("{CARRIED}{path}{CARRIED}{}", self.problem)
    }
}

impl Fields {
    /// The field `name`, which must be present.
    pub fn field<T: DeserializeOwned>(&mut self, name: &str) -> Result<T, Fault> {
        let value = self.0.remove(name).ok_or_else(|| Fault::at(Vec::new(), format!("missing field `{name}`")))?;
        let (mut path, problem) = match serde_path_to_error::deserialize(value) {
            Ok(v) => return Ok(v),
            Err(e) => locate(e),
        };
        path.insert(0, Step::Key(name.to_string()));
        Err(Fault::at(path, problem))
    }

    /// The field `name`, or `default` when it is absent.
    pub fn or<T: DeserializeOwned>(&mut self, name: &str, default: T) -> Result<T, Fault> {
        if self.0.contains_key(name) {
            self.field(name)
        } else {
            Ok(default)
        }
    }
}

/// Reads an object whose `tag` names one of `variants`: the tag first, then
/// any field the variant does not take, then the variant's own fields.
pub fn read<'de, D: Deserializer<'de>, T>(d: D, tag: &'static str, variants: &[Variant<T>]) -> Result<T, D::Error> {
    let mut fields = Map::<String, Value>::deserialize(d)?;
    let carry = |f: Fault| D::Error::custom(f.carry());
    let kinds: Vec<&str> = variants.iter().map(|v| v.kind).collect();
    let kind = match fields.remove(tag) {
        None => return Err(D::Error::missing_field(tag)),
        Some(Value::String(kind)) => kind,
        Some(other) => {
            let problem = String::deserialize(other).expect_err("not a string").to_string();
            return Err(carry(Fault::at(vec![Step::Key(tag.into())], problem)));
        }
    };
    let Some(variant) = variants.iter().find(|v| v.kind == kind) else {
        let problem = format!("unknown variant `{kind}`, expected {}", one_of(&kinds));
        return Err(carry(Fault::at(vec![Step::Key(tag.into())], problem)));
    };
    if let Some(unknown) = fields.keys().find(|k| !variant.fields.contains(&k.as_str())) {
        let expected = match variant.fields {
            [] => "there are no fields".to_string(),
            names => format!("expected {}", one_of(names)),
        };
        return Err(carry(Fault::at(Vec::new(), format!("unknown field `{unknown}`, {expected}"))));
    }
    (variant.read)(&mut Fields(fields)).map_err(carry)
}

/// `` `a` ``, `` `a` or `b` ``, `` one of `a`, `b`, `c` `` — serde's words for a list.
fn one_of(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    match quoted.as_slice() {
        [one] => one.clone(),
        [a, b] => format!("{a} or {b}"),
        all => format!("one of {}", all.join(", ")),
    }
}

/// Where a deserialization error lies — its steps from the document read,
/// through any tagged object, to the field at fault — and the
/// deserializer's words for it. An unknown field is placed at the object
/// that holds it.
pub fn locate(error: serde_path_to_error::Error<serde_json::Error>) -> (Vec<Step>, String) {
    let mut path: Vec<Step> = error
        .path()
        .iter()
        .filter_map(|s| match s {
            serde_path_to_error::Segment::Seq { index } => Some(Step::Index(*index)),
            serde_path_to_error::Segment::Map { key } => Some(Step::Key(key.clone())),
            _ => None,
        })
        .collect();
    let message = error.into_inner().to_string();
    let carried = message
        .strip_prefix(CARRIED)
        .and_then(|rest| rest.split_once(CARRIED))
        .and_then(|(inside, problem)| Some((serde_json::from_str::<Vec<Step>>(inside).ok()?, problem)));
    match carried {
        Some((inside, problem)) => {
            path.extend(inside);
            (path, problem.to_string())
        }
        None => {
            if message.starts_with("unknown field") {
                path.pop();
            }
            (path, message)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq)]
    enum Shape {
        Dot,
        Line { length: u32, bold: bool },
    }

    impl<'de> Deserialize<'de> for Shape {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            read(
                d,
                "kind",
                &[
                    Variant { kind: "dot", fields: &[], read: |_| Ok(Shape::Dot) },
                    Variant {
                        kind: "line",
                        fields: &["length", "bold"],
                        read: |f| Ok(Shape::Line { length: f.field("length")?, bold: f.or("bold", false)? }),
                    },
                ],
            )
        }
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Drawing {
        shapes: Vec<Shape>,
    }

    fn error(json: &str) -> String {
        let value: Value = serde_json::from_str(json).unwrap();
        let (path, problem) = locate(serde_path_to_error::deserialize::<_, Drawing>(&value).err().unwrap());
        format!("{}: {problem}", serde_json::to_string(&path).unwrap())
    }

    #[test]
    fn the_tag_picks_the_variant_and_defaults_fill_in() {
        let shape = |json: &str| serde_json::from_str::<Shape>(json).unwrap();
        assert_eq!(shape(r#"{"kind":"dot"}"#), Shape::Dot);
        assert_eq!(shape(r#"{"length":3,"kind":"line"}"#), Shape::Line { length: 3, bold: false });
        let drawing: Drawing = serde_json::from_str(r#"{"shapes":[{"kind":"line","length":1,"bold":true}]}"#).unwrap();
        assert_eq!(drawing.shapes, [Shape::Line { length: 1, bold: true }]);
    }

    #[test]
    fn errors_are_located_inside_the_tagged_object() {
        assert_eq!(error(r#"{"shapes":[{"kind":"dot"},{"kind":"line"}]}"#), r#"["shapes",1]: missing field `length`"#);
        assert_eq!(
            error(r#"{"shapes":[{"kind":"line","length":"x"}]}"#),
            r#"["shapes",0,"length"]: invalid type: string "x", expected u32"#
        );
        assert_eq!(
            error(r#"{"shapes":[{"kind":"dot","length":1}]}"#),
            r#"["shapes",0]: unknown field `length`, there are no fields"#
        );
        assert_eq!(
            error(r#"{"shapes":[{"kind":"line","width":1}]}"#),
            r#"["shapes",0]: unknown field `width`, expected `length` or `bold`"#
        );
        assert_eq!(
            error(r#"{"shapes":[{"kind":"arc"}]}"#),
            r#"["shapes",0,"kind"]: unknown variant `arc`, expected `dot` or `line`"#
        );
        assert_eq!(
            error(r#"{"shapes":[{"kind":7}]}"#),
            r#"["shapes",0,"kind"]: invalid type: integer `7`, expected a string"#
        );
        assert_eq!(error(r#"{"shapes":[{}]}"#), r#"["shapes",0]: missing field `kind`"#);
        assert_eq!(error(r#"{"shapes":[[]]}"#), r#"["shapes",0]: invalid type: sequence, expected a map"#);
        assert_eq!(error(r#"{"shapes":[], "x":1}"#), r#"[]: unknown field `x`, expected `shapes`"#);
    }
}
