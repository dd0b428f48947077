//! `ostep`: the OSTEP homework's paging-policy.py, its flags read by
//! optparse's rules (`-a1,2` or `-a 1,2`, clustered `-Nc`,
//! `--addresses=1,2`, any unambiguous prefix of a long name, the last of a
//! repeated option, other arguments ignored) and its errors in its words.

use crate::input::read_path_text;
use crate::Failure;
use clap::error::ErrorKind;
use clap::Args;
use paging_core::message::quote;
use paging_core::ostep::{self, optparse_int, MAX_ADDRESSES, MAX_TRACE_PAGES};
use std::ffi::OsString;
use std::io::Write;
use std::path::Path;

/// The options that take a value, by their short names.
const VALUED: &str = "afnpbCms";
/// The long names, as optparse matches prefixes against them.
const LONG: [&str; 11] = [
    "addresses",
    "addressfile",
    "numaddrs",
    "policy",
    "clockbits",
    "cachesize",
    "maxpage",
    "seed",
    "notrace",
    "compute",
    "help",
];

#[derive(Args)]
#[command(
    about = "The OSTEP homework simulator paging-policy.py (\"Beyond Physical Memory: Policies\"), line for line",
    infer_long_args = true,
    args_override_self = true,
    after_help = format!(
        "Exit status, as paging-policy.py's: 0 success; 1 a policy it does not know (\"Policy X is not yet \
         implemented\"); 2 bad options. Where paging-policy.py would stop with a Python traceback (a number that is \
         not one, a cache of 0 pages, no addresses to solve), pagingsim prints one line and exits 2. Budgets: at most \
         {MAX_ADDRESSES} addresses, and a printed trace of at most {MAX_TRACE_PAGES} pages in all its cache lists \
         (addresses × the pages the cache holds; -N prints only the final statistics). Output cut short by a closed \
         pipe ends quietly with 0; output that cannot be written, 1."
    )
)]
pub struct Ostep {
    /// A set of comma-separated pages to access; -1 means randomly generate
    #[arg(short = 'a', long = "addresses", default_value = "-1", allow_hyphen_values = true)]
    addresses: String,
    /// A file with a bunch of addresses in it, one a line
    #[arg(short = 'f', long = "addressfile", default_value = "", allow_hyphen_values = true)]
    addressfile: String,
    /// If -a (--addresses) is -1, this is the number of addrs to generate
    #[arg(short = 'n', long = "numaddrs", default_value = "10", allow_hyphen_values = true)]
    numaddrs: String,
    /// Replacement policy: FIFO, LRU, MRU, OPT, UNOPT, RAND, CLOCK
    #[arg(short = 'p', long = "policy", default_value = "FIFO", allow_hyphen_values = true)]
    policy: String,
    /// For CLOCK policy, how many clock bits to use
    #[arg(short = 'b', long = "clockbits", default_value = "2", allow_hyphen_values = true, value_parser = clockbits)]
    clockbits: i64,
    /// Size of the page cache, in pages
    #[arg(short = 'C', long = "cachesize", default_value = "3", allow_hyphen_values = true)]
    cachesize: String,
    /// If randomly generating page accesses, this is the max page number
    #[arg(short = 'm', long = "maxpage", default_value = "10", allow_hyphen_values = true)]
    maxpage: String,
    /// Random number seed
    #[arg(short = 's', long = "seed", default_value = "0", allow_hyphen_values = true)]
    seed: String,
    /// Do not print out a detailed trace
    #[arg(short = 'N', long = "notrace")]
    notrace: bool,
    /// Compute answers for me
    #[arg(short = 'c', long = "compute")]
    compute: bool,
    /// Other arguments, ignored as paging-policy.py ignores them.
    #[arg(hide = true)]
    ignored: Vec<String>,
}

/// optparse's integer conversion for `-b`.
fn clockbits(text: &str) -> Result<i64, String> {
    optparse_int(text).ok_or_else(|| format!("option -b: invalid integer value: {}", quote(text)))
}

impl Ostep {
    pub fn execute(self, out: &mut dyn Write) -> Result<u8, Failure> {
        let file_text = if self.addressfile.is_empty() {
            None
        } else {
            Some(read_path_text(Path::new(&self.addressfile), "address file")?)
        };
        let options = ostep::Options {
            addresses: self.addresses,
            addressfile: self.addressfile,
            file_text,
            numaddrs: self.numaddrs,
            policy: self.policy,
            clockbits: self.clockbits,
            cachesize: self.cachesize,
            maxpage: self.maxpage,
            seed: self.seed,
            notrace: self.notrace,
            solve: self.compute,
        };
        match ostep::write(&options, out) {
            Ok(status) => Ok(status as u8),
            Err(ostep::Error::Input(message)) => Err(Failure::Input(message)),
            Err(ostep::Error::Output(e)) => Err(Failure::Output(e)),
        }
    }
}

/// Where a cluster of short options (`-Nca=1`) has its value: the byte
/// after the first option that takes one, if an option does.
fn value_start(cluster: &str) -> Option<usize> {
    for (i, c) in cluster.char_indices().skip(1) {
        if VALUED.contains(c) {
            return Some(i + c.len_utf8());
        }
        if !"Nch".contains(c) {
            return None;
        }
    }
    None
}

/// optparse reads `-a=1` as the value `=1`, where clap would drop the `=`:
/// such an argument is split in two (`-a`, `=1`) before clap reads it.
pub fn split_equals(args: Vec<OsString>) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut options_end = false;
    for arg in args {
        let text = arg.to_str().unwrap_or_default();
        options_end |= text == "--";
        let cluster = !options_end && text.starts_with('-') && !text.starts_with("--");
        match value_start(text).filter(|&at| cluster && text[at..].starts_with('=')) {
            Some(at) => {
                out.push(OsString::from(&text[..at]));
                out.push(OsString::from(&text[at..]));
            }
            None => out.push(arg),
        }
    }
    out
}

/// clap's error in optparse's words, where optparse has words for it.
pub fn optparse_message(err: &clap::Error, arg: &str) -> Option<String> {
    let flag = arg.split(' ').next().unwrap_or(arg);
    match err.kind() {
        ErrorKind::UnknownArgument => {
            let Some(long) = arg.strip_prefix("--") else { return Some(format!("no such option: {}", quote(arg))) };
            let name = long.split('=').next().unwrap_or(long);
            let matches: Vec<String> = LONG.iter().filter(|l| l.starts_with(name)).map(|l| format!("--{l}")).collect();
            Some(if matches.len() > 1 {
                format!("ambiguous option: {} ({}?)", quote(&format!("--{name}")), matches.join(", "))
            } else {
                format!("no such option: {}", quote(&format!("--{name}")))
            })
        }
        ErrorKind::InvalidValue => Some(format!("{flag} option requires an argument")),
        ErrorKind::TooManyValues => Some(format!("{flag} option does not take a value")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_equals_sign_after_a_short_option_is_its_value() {
        let split = |args: &[&str]| -> Vec<String> {
            split_equals(args.iter().map(OsString::from).collect())
                .iter()
                .map(|a| a.to_string_lossy().into_owned())
                .collect()
        };
        assert_eq!(split(&["-a=1,2", "-Nc", "-C=2", "--seed=3"]), ["-a", "=1,2", "-Nc", "-C", "=2", "--seed=3"]);
        assert_eq!(split(&["-Na=1", "-a1=2", "--", "-a=1"]), ["-Na", "=1", "-a1=2", "--", "-a=1"]);
    }
}
