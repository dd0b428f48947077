//! Trace files: a real program's references read from the formats students
//! and instructors have — the lab's own text (`3 7 7w 2`), valgrind's Lackey
//! (`valgrind --tool=lackey --trace-mem=yes`, the OSTEP homework's recipe)
//! and CSV — plain or gzip-compressed (told by its magic bytes). Parsed
//! straight from the bytes, one pass; bad input names its line, the text
//! (cut) and what was expected.
//!
//! Addresses become pages by division: page = address ÷ page size, the page
//! of an access's first byte (an access that crosses a page boundary is one
//! reference, as Lackey prints it). Pages beyond what a reference can name
//! (a 64-bit address space) are renumbered densely in their order, and the
//! original page numbers kept for display.

mod csv;
mod head;
mod lackey;
mod stream;

pub use head::{head, TraceHead, MAX_HEAD};
pub use stream::read_trace_from;

use crate::message::quote;
use crate::types::{Reference, MAX_PAGE};
use crate::workload::{parse_trace, TraceError};
use std::io::Read;

/// The formats a trace file may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraceFormat {
    /// Whitespace-separated page numbers, `w` after a write (`3 7 7w 2`).
    Text,
    /// valgrind `--tool=lackey --trace-mem=yes`: `I  ADDR,SIZE`, ` L`, ` S`, ` M`.
    Lackey,
    /// A header and a column `page` or `address`, optionally `write`.
    Csv,
}

impl TraceFormat {
    /// The format's name as `--format` takes it.
    pub fn parse(name: &str) -> Option<TraceFormat> {
        match name {
            "text" => Some(TraceFormat::Text),
            "lackey" => Some(TraceFormat::Lackey),
            "csv" => Some(TraceFormat::Csv),
            _ => None,
        }
    }
}

/// How to read a trace file.
#[derive(Clone, Copy, Debug)]
pub struct TraceOptions {
    /// The file's format.
    pub format: TraceFormat,
    /// Bytes per page, to turn addresses into pages (Lackey, CSV `address`).
    pub page_size: u64,
    /// Lackey: leave out instruction fetches (`I` lines).
    pub data_only: bool,
    /// The most references read; a longer trace is refused, naming the limit.
    pub max_references: usize,
}

/// The most references a trace file may hold by default (4 bytes each: 800 MB).
pub const MAX_TRACE_REFERENCES: usize = 200_000_000;

/// The most bytes a compressed trace may expand to.
pub const MAX_TRACE_BYTES: u64 = 16 << 30;

impl Default for TraceOptions {
    fn default() -> Self {
        TraceOptions {
            format: TraceFormat::Text,
            page_size: 4096,
            data_only: false,
            max_references: MAX_TRACE_REFERENCES,
        }
    }
}

/// A trace read from a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    /// The references, with pages as the simulator names them.
    pub references: Vec<Reference>,
    /// When pages were renumbered: the original page number of each page the
    /// references name (page p was `original[p]`); None when they were not.
    pub original: Option<Vec<u64>>,
}

/// Why a trace file could not be read: its line (1-based; 0 when the
/// problem is the whole file), the text and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceFileError {
    /// The line.
    pub line: usize,
    /// What it holds (or what went wrong with the whole file).
    pub text: String,
    /// What was expected.
    pub expected: String,
}

impl std::fmt::Display for TraceFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            write!(f, "{}: expected {}", self.text, self.expected)
        } else {
            write!(f, "line {}: {} is not allowed: expected {}", self.line, quote(&self.text), self.expected)
        }
    }
}

impl std::error::Error for TraceFileError {}

impl TraceFileError {
    fn at(line: usize, text: &[u8], expected: impl Into<String>) -> Self {
        TraceFileError { line, text: String::from_utf8_lossy(text).into_owned(), expected: expected.into() }
    }
    fn whole(text: impl Into<String>, expected: impl Into<String>) -> Self {
        TraceFileError { line: 0, text: text.into(), expected: expected.into() }
    }
}

/// Reads a trace file's bytes (gzip-compressed or not).
pub fn read_trace(bytes: &[u8], options: &TraceOptions) -> Result<Trace, TraceFileError> {
    if options.page_size == 0 {
        return Err(TraceFileError::whole("page size = 0 is not allowed", "a page size of at least 1 byte"));
    }
    if bytes.starts_with(&[0x1f, 0x8b]) {
        let text = gunzip(bytes)?;
        return read_plain(&text, options);
    }
    read_plain(bytes, options)
}

fn gunzip(bytes: &[u8]) -> Result<Vec<u8>, TraceFileError> {
    let mut out = Vec::new();
    let mut reader = flate2::read::MultiGzDecoder::new(bytes).take(MAX_TRACE_BYTES + 1);
    reader
        .read_to_end(&mut out)
        .map_err(|e| TraceFileError::whole(format!("the gzip stream is damaged ({e})"), "a whole gzip file"))?;
    if out.len() as u64 > MAX_TRACE_BYTES {
        return Err(TraceFileError::whole(
            "the compressed trace expands to more than 16 GiB",
            "a trace of at most 16 GiB uncompressed",
        ));
    }
    Ok(out)
}

fn read_plain(bytes: &[u8], options: &TraceOptions) -> Result<Trace, TraceFileError> {
    match options.format {
        TraceFormat::Text => {
            let text = std::str::from_utf8(bytes)
                .map_err(|e| TraceFileError::whole(format!("byte {} is not UTF-8", e.valid_up_to()), "UTF-8 text"))?;
            let references = parse_trace(text).map_err(|e| {
                TraceFileError::at(line_of_token(text, e.position), e.token.as_bytes(), TraceError::expected())
            })?;
            limit(references.len(), options)?;
            Ok(Trace { references, original: None })
        }
        TraceFormat::Lackey => {
            let pages = lackey::parse(bytes, options)?;
            Ok(renumber(pages))
        }
        TraceFormat::Csv => {
            let pages = csv::parse(bytes, options)?;
            Ok(renumber(pages))
        }
    }
}

/// The 1-based line on which the `position`-th (1-based) token of `text` stands.
fn line_of_token(text: &str, position: usize) -> usize {
    let mut seen = 0;
    for (line, content) in text.split('\n').enumerate() {
        seen += content.split_whitespace().count();
        if seen >= position {
            return line + 1;
        }
    }
    0
}

/// Refuses a trace over the options' limit.
pub(crate) fn limit(count: usize, options: &TraceOptions) -> Result<(), TraceFileError> {
    if count > options.max_references {
        return Err(TraceFileError::whole(
            format!("the trace holds more than {} references", options.max_references),
            format!("at most {} references", options.max_references),
        ));
    }
    Ok(())
}

/// Pages as read (`(page, write)`), renumbered densely in their order when
/// one is beyond what a reference names.
fn renumber(pages: Vec<(u64, bool)>) -> Trace {
    let largest = pages.iter().map(|p| p.0).max().unwrap_or(0);
    if largest <= MAX_PAGE as u64 {
        let references = pages.into_iter().map(|(p, w)| Reference::new(p as u32, w)).collect();
        return Trace { references, original: None };
    }
    let mut original: Vec<u64> = pages.iter().map(|p| p.0).collect();
    original.sort_unstable();
    original.dedup();
    let references = pages
        .into_iter()
        .map(|(p, w)| Reference::new(original.binary_search(&p).expect("a page of the trace") as u32, w))
        .collect();
    Trace { references, original: Some(original) }
}

/// The lines of `bytes` with their 1-based numbers (a final `\r` dropped).
pub(crate) fn lines(bytes: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    bytes.split(|&b| b == b'\n').enumerate().map(|(i, l)| (i + 1, l.strip_suffix(b"\r").unwrap_or(l)))
}

/// A hexadecimal number (no prefix), or None.
pub(crate) fn hex(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() || digits.len() > 16 {
        return None;
    }
    digits.iter().try_fold(0u64, |acc, &b| Some(acc << 4 | (b as char).to_digit(16)? as u64))
}

/// A decimal number, or None.
pub(crate) fn decimal(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    digits.iter().try_fold(0u64, |acc, &b| acc.checked_mul(10)?.checked_add((b as char).to_digit(10)? as u64))
}

#[cfg(test)]
mod tests;
