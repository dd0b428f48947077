//! `pagingsim`: the Paging Lab core on the command line. Every command but
//! `ostep` prints JSON on standard output; `ostep` prints exactly what the
//! OSTEP homework's paging-policy.py prints for the same flags
//! (`paging_core::ostep`). Bad input prints one line naming the problem on
//! standard error. `pagingsim --help` and `pagingsim COMMAND --help` tell
//! the rest; README.md's "Command line" section too.
//!
//! Exit statuses: 0 success (also `--help`, `--version`, and output cut
//! short by a closed pipe: `pagingsim … | head`); 2 bad input; 1 an internal
//! failure or output that cannot be written (a full disk, a closed standard
//! output: `pagingsim … >&-`). `ostep` exits as paging-policy.py does (1 for
//! a policy it does not know).

use clap::{CommandFactory, Parser, Subcommand};
use paging_core::message::one_line;
use serde::Serialize;
use std::ffi::OsString;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

mod args;
mod controller;
mod conventions;
mod curve;
mod curve_json;
mod experiment;
mod homework;
mod input;
mod replay;
mod run;
mod search;
mod trace_file;
mod worksheet;

/// The exit statuses, as every command's `--help` ends (but `ostep`'s).
pub const STATUS: &str = "Exit status: 0 success; 2 bad input (a usage error, an unreadable file, an invalid \
    scenario or trace, a value out of range), told in one line on standard error; 1 an internal error, or output \
    that cannot be written (a full disk, a closed standard output). Output cut short by a closed pipe (pagingsim ... | head) ends quietly with 0.";

const BAD_INPUT: u8 = 2;
const INTERNAL: u8 = 1;

#[derive(Parser)]
#[command(
    name = "pagingsim",
    version,
    about = "Paging Lab on the command line: the Multics clock, the drum and the papers' reference-string models. \
             Every command prints JSON but ostep, which prints what the OSTEP homework's paging-policy.py prints.",
    after_help = format!(
        "A FILE of - is read from standard input; files of at most {} bytes are read. `pagingsim COMMAND --help` \
         tells each command's flags.\n\n{STATUS}",
        input::MAX_INPUT_BYTES
    ),
    subcommand_required = true,
    disable_help_subcommand = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Replay(replay::Replay),
    Policies(replay::Policies),
    Run(run::Run),
    Experiment(experiment::Experiment),
    Controller(controller::Controller),
    Curve(curve::Curve),
    Turner(curve::Turner),
    Ostep(homework::Ostep),
    Search(search::Search),
    Worksheet(worksheet::WorksheetCommand),
}

impl Command {
    fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        match self {
            Command::Replay(c) => c.execute(out),
            Command::Policies(c) => c.execute(out),
            Command::Run(c) => c.execute(out),
            Command::Experiment(c) => c.execute(out),
            Command::Controller(c) => c.execute(out),
            Command::Curve(c) => c.execute(out),
            Command::Turner(c) => c.execute(out),
            Command::Ostep(c) => c.execute(out),
            Command::Search(c) => c.execute(out),
            Command::Worksheet(c) => c.execute(out),
        }
    }
}

/// Why a command stopped.
pub enum Failure {
    /// Bad input, in one line: status 2.
    Input(String),
    /// Standard output could not be written.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Output(e)
    }
}

/// Writes `value` as JSON (indented if `pretty`) and a newline: status 0.
pub fn write_json<T: Serialize>(out: &mut dyn Write, value: &T, pretty: bool) -> Result<u8, Failure> {
    let written =
        if pretty { serde_json::to_writer_pretty(&mut *out, value) } else { serde_json::to_writer(&mut *out, value) };
    written.map_err(io::Error::from)?;
    out.write_all(b"\n")?;
    Ok(0)
}

/// One line on standard error (a failure to write it is ignored: there is nowhere else to say it).
fn say(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{}", one_line(line, 2000));
}

/// The line a panic prints: `pagingsim: internal error: …`.
fn internal_error(payload: &(dyn std::any::Any + Send), location: Option<String>) -> String {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".into());
    let at = location.map(|l| format!(" (at {l})")).unwrap_or_default();
    format!("pagingsim: internal error: {}{at}", one_line(&what, 500))
}

/// Standard output as a file, so that every failure to write is seen
/// (Rust's `Stdout` takes a write to a bad descriptor as done), or — when it
/// was closed (`pagingsim … >&-`) — a sink that refuses every write, once
/// the command has something to write.
#[cfg(unix)]
fn standard_output() -> Box<dyn Write> {
    use std::os::fd::AsFd;
    match io::stdout().as_fd().try_clone_to_owned().map(std::fs::File::from) {
        Ok(file) if !was_closed(&file) => Box::new(file),
        _ => Box::new(Closed),
    }
}

/// Whether standard output, `file`, was closed when pagingsim started. Rust's
/// runtime opens /dev/null read-write in place of a closed standard
/// descriptor, so what is written would vanish without a word; a shell's
/// `> /dev/null` opens it write-only, and a read of nothing from it fails.
/// (`1<>/dev/null`, the one other way to get it so, is taken as closed.)
#[cfg(unix)]
fn was_closed(mut file: &std::fs::File) -> bool {
    use std::io::Read;
    use std::os::unix::fs::{FileTypeExt, MetadataExt};
    let dev_null = match (file.metadata(), std::fs::metadata("/dev/null")) {
        (Ok(out), Ok(null)) => out.file_type().is_char_device() && out.rdev() == null.rdev(),
        _ => false,
    };
    dev_null && file.read(&mut []).is_ok() && file.write(&[]).is_ok()
}

#[cfg(not(unix))]
fn standard_output() -> Box<dyn Write> {
    Box::new(io::stdout())
}

/// A closed standard output.
#[cfg(unix)]
struct Closed;

#[cfg(unix)]
impl Write for Closed {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(io::Error::other("standard output is closed"))
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

fn main() -> ExitCode {
    std::panic::set_hook(Box::new(|info| {
        say(&internal_error(info.payload(), info.location().map(|l| l.to_string())));
    }));
    let args: Vec<OsString> = std::env::args_os().collect();
    std::panic::catch_unwind(|| run(args)).unwrap_or(ExitCode::from(INTERNAL))
}

fn run(args: Vec<OsString>) -> ExitCode {
    let typed = args.get(1).and_then(|a| a.to_str()).unwrap_or_default().to_string();
    let command = Cli::command().find_subcommand(&typed).cloned();
    let ostep = typed == "ostep";
    let args = if ostep { homework::split_equals(args) } else { args };
    let mut out = BufWriter::with_capacity(1 << 16, standard_output());
    let result = match Cli::try_parse_from(args) {
        Ok(cli) => cli.command.execute(&mut out),
        Err(e) => args::answer(e, &mut out, command.as_ref()),
    };
    match result.and_then(|status| out.flush().map(|()| status).map_err(Failure::Output)) {
        Ok(status) => ExitCode::from(status),
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            say(&format!("pagingsim: cannot write output: {e}"));
            ExitCode::from(INTERNAL)
        }
        Err(Failure::Input(message)) => {
            say(&format!("{}: {message}", if ostep { "pagingsim ostep" } else { "pagingsim" }));
            ExitCode::from(BAD_INPUT)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_is_one_line() {
        let payload: Box<dyn std::any::Any + Send> = Box::new("index out of bounds\nlen is 3");
        assert_eq!(
            internal_error(payload.as_ref(), Some("src/x.rs:1:2".into())),
            "pagingsim: internal error: index out of bounds\\nlen is 3 (at src/x.rs:1:2)"
        );
        let payload: Box<dyn std::any::Any + Send> = Box::new(String::from("boom"));
        assert_eq!(internal_error(payload.as_ref(), None), "pagingsim: internal error: boom");
    }

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    /// `--flag -1` gives the flag the value -1, for every flag of every command that takes a value:
    /// a negative number is refused as the flag's value, never taken for an unknown flag.
    #[test]
    fn a_negative_number_is_a_flags_value() {
        for command in Cli::command().get_subcommands() {
            for arg in command.get_arguments().filter(|a| a.get_action().takes_values() && !a.is_positional()) {
                let flag =
                    arg.get_long().map_or_else(|| format!("-{}", arg.get_short().unwrap()), |l| format!("--{l}"));
                let parsed = Cli::try_parse_from(["pagingsim", command.get_name(), &flag, "-1"]);
                if let Err(e) = parsed {
                    let taken_for_a_flag = e.kind() == clap::error::ErrorKind::UnknownArgument;
                    assert!(!taken_for_a_flag, "{} {flag} -1: {}", command.get_name(), e.render());
                }
            }
        }
    }
}
