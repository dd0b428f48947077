//! The command line's own rules on top of clap: integers written in digits
//! only, and clap's errors told in one line, as every other error is.

use crate::Failure;
use clap::builder::{StringValueParser, TypedValueParser};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use paging_core::message::quote;
use paging_core::scenario::check;
use std::ffi::OsStr;
use std::io::Write;

/// An integer flag: ASCII digits only (no sign, space, `0x` or exponent),
/// in `min..=max`. Errors name the flag, the value and the range.
#[derive(Clone, Copy)]
pub struct Int {
    min: u64,
    max: u64,
}

/// An integer flag in `min..=max`.
pub const fn int(min: u64, max: u64) -> Int {
    Int { min, max }
}

impl Int {
    fn check(self, flag: &str, text: &str) -> Result<u64, String> {
        let refused =
            || format!("{flag} = {} is not allowed: expected an integer in {}..={}", quote(text), self.min, self.max);
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refused());
        }
        let value: u64 = text.parse().map_err(|_| refused())?;
        check::range_u64(flag, value, self.min, self.max).map_err(|e| e.to_string())?;
        Ok(value)
    }
}

impl TypedValueParser for Int {
    type Value = u64;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&clap::Arg>, value: &OsStr) -> Result<u64, clap::Error> {
        let flag = arg.and_then(|a| a.get_long()).map_or_else(|| "value".to_string(), |l| format!("--{l}"));
        let int = *self;
        let text = value.to_string_lossy();
        StringValueParser::new().try_map(move |s| int.check(&flag, &s)).parse_ref(cmd, arg, OsStr::new(&*text))
    }
}

/// What clap's error asks for: help or the version written to `out` (status
/// 0), or a one-line message (status 2). `command`: the subcommand typed, if
/// it is one.
pub fn answer(err: clap::Error, out: &mut dyn Write, command: Option<&clap::Command>) -> Result<u8, Failure> {
    match err.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            write!(out, "{}", err.render())?;
            Ok(0)
        }
        _ => Err(Failure::Input(message(&err, command))),
    }
}

fn first(err: &clap::Error, kind: ContextKind) -> Option<String> {
    match err.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => v.first().cloned(),
        _ => None,
    }
}

fn all(err: &clap::Error, kind: ContextKind) -> Vec<String> {
    match err.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        _ => Vec::new(),
    }
}

/// `--frames` of clap's `--frames <N>`.
fn flag(shown: &str) -> &str {
    shown.split(' ').next().unwrap_or(shown)
}

/// `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// The flags a command takes, `--trace, --frames …`.
fn flags(command: &clap::Command) -> Vec<String> {
    command
        .get_arguments()
        .filter(|a| !a.is_hide_set())
        .map(|a| match (a.get_long(), a.get_short()) {
            (Some(long), _) => format!("--{long}"),
            (None, Some(short)) => format!("-{short}"),
            (None, None) => a.get_value_names().and_then(|n| n.first()).map_or_else(String::new, |n| n.to_string()),
        })
        .collect()
}

fn commands() -> Vec<String> {
    use clap::CommandFactory;
    crate::Cli::command().get_subcommands().map(|c| c.get_name().to_string()).collect()
}

/// How a message names an argument: `--frames` for clap's `--frames <N>`,
/// and a positional (`<NAME>`) by its command's name (`experiment`).
fn shown(arg: &str, command: &str) -> String {
    if arg.starts_with('<') {
        command.to_string()
    } else {
        flag(arg).to_string()
    }
}

/// The values a command's positional argument allows, if it lists them.
fn positional_values(command: Option<&clap::Command>) -> Vec<String> {
    let positional = command.and_then(|c| c.get_positionals().find(|a| !a.is_hide_set()));
    positional.map_or_else(Vec::new, |a| a.get_possible_values().iter().map(|v| v.get_name().to_string()).collect())
}

/// clap's error as one line.
fn message(err: &clap::Error, command: Option<&clap::Command>) -> String {
    let arg = first(err, ContextKind::InvalidArg).unwrap_or_default();
    let name = command.map(|c| c.get_name()).unwrap_or("pagingsim");
    if name == "ostep" {
        if let Some(m) = crate::homework::optparse_message(err, &arg) {
            return m;
        }
    }
    match err.kind() {
        ErrorKind::ValueValidation => {
            use std::error::Error as _;
            err.source().map_or_else(|| fallback(err), |e| e.to_string())
        }
        ErrorKind::UnknownArgument => unknown(err, &arg, command),
        ErrorKind::InvalidSubcommand => {
            let typed = first(err, ContextKind::InvalidSubcommand).unwrap_or_default();
            format!("unknown command {}: expected {}", quote(&typed), or_list(&commands()))
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            format!("a command is required: {} (pagingsim --help tells what each does)", or_list(&commands()))
        }
        ErrorKind::MissingRequiredArgument if arg.starts_with('<') => {
            format!(
                "{name} needs a {}: expected {}",
                arg.trim_matches(['<', '>']).to_lowercase(),
                or_list(&positional_values(command))
            )
        }
        ErrorKind::MissingRequiredArgument => {
            let missing: Vec<String> = all(err, ContextKind::InvalidArg).iter().map(|a| flag(a).to_string()).collect();
            let verb = if missing.len() > 1 { "are" } else { "is" };
            format!("{name}: {} {verb} required", or_list(&missing).replace(" or ", " and "))
        }
        ErrorKind::ArgumentConflict => {
            let prior = first(err, ContextKind::PriorArg).unwrap_or_default();
            if flag(&prior) == flag(&arg) {
                format!("{} is given more than once: expected it once", shown(&arg, name))
            } else {
                format!("{} cannot be used with {}", shown(&arg, name), shown(&prior, name))
            }
        }
        ErrorKind::InvalidValue => match first(err, ContextKind::InvalidValue) {
            Some(value) if !value.is_empty() => {
                let valid = all(err, ContextKind::ValidValue);
                format!("{} = {} is not allowed: expected {}", shown(&arg, name), quote(&value), or_list(&valid))
            }
            _ => format!("{} needs a value", shown(&arg, name)),
        },
        ErrorKind::InvalidUtf8 => "an argument is not UTF-8 text".into(),
        _ => fallback(err),
    }
}

/// An argument the command does not take, with what it takes.
fn unknown(err: &clap::Error, arg: &str, command: Option<&clap::Command>) -> String {
    let what = if arg.starts_with('-') { "unknown flag" } else { "unexpected argument" };
    let name = command.map_or("pagingsim", |c| c.get_name());
    let expected = command.map_or_else(
        || format!("a command: {}", or_list(&commands())),
        |c| format!("{} or --help", flags(c).join(", ")),
    );
    let suggestion = first(err, ContextKind::SuggestedArg).map(|s| format!(" (did you mean {s}?)")).unwrap_or_default();
    format!("{what} {} for {name}{suggestion}: expected {expected}", quote(arg))
}

/// clap's own wording, its first line.
fn fallback(err: &clap::Error) -> String {
    let text = err.render().to_string();
    let line = text.lines().next().unwrap_or_default();
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_are_digits_in_range() {
        let frames = int(1, 65536);
        assert_eq!(frames.check("--frames", "3"), Ok(3));
        assert_eq!(
            frames.check("--frames", "0").unwrap_err(),
            "--frames = 0 is not allowed: expected an integer in 1..=65536"
        );
        for bad in ["+3", "-1", " 3", "3 ", "0x3", "1e3", "", "99999999999999999999999"] {
            assert_eq!(
                frames.check("--frames", bad).unwrap_err(),
                format!("--frames = {} is not allowed: expected an integer in 1..=65536", quote(bad))
            );
        }
    }

    #[test]
    fn lists_read_as_english() {
        let items = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(or_list(&items(&["fifo", "lru", "opt"])), "fifo, lru or opt");
        assert_eq!((or_list(&items(&["a"])), flag("--frames <N>")), ("a".to_string(), "--frames"));
    }
}
