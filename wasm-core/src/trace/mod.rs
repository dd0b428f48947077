//! Trace files: a real program's references read from the formats students
//! and instructors have — the lab's own text (`3 7 7w 2`), valgrind's Lackey
//! (`valgrind --tool=lackey --trace-mem=yes`, the OSTEP homework's recipe)
//! and CSV — plain or gzip-compressed (told by its magic bytes). Parsed
//! straight from the bytes, one pass; bad input names its line, the text
//! (cut) and what was expected.
//!
//! Every format is parsed as it streams in (`TraceReader`: bytes pushed in
//! pieces of any size, cut at line ends — at white space for text — so that
//! only the trace's references stay in memory, and a line's number is right
//! whichever piece it arrived in); `read_trace` pushes a whole file's bytes,
//! `read_trace_from` a reader's a megabyte at a time, and the browser's worker
//! the pieces of a fetched body as they arrive (`api_traces::TraceStream`).
//!
//! Addresses become pages by division: page = address ÷ page size, the page
//! of an access's first byte (an access that crosses a page boundary is one
//! reference, as Lackey prints it). Pages beyond what a reference can name
//! (a 64-bit address space) are renumbered densely in their order, and the
//! original page numbers kept for display.

mod csv;
mod head;
mod lackey;
mod lines;
mod pages;
mod reader;
mod stream;

pub use head::{head, TraceHead, MAX_HEAD};
pub use reader::TraceReader;
pub use stream::read_trace_from;

use crate::message::quote;
use crate::types::Reference;

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

/// Reads a trace file's bytes (gzip-compressed or not): `TraceReader` given them at once.
pub fn read_trace(bytes: &[u8], options: &TraceOptions) -> Result<Trace, TraceFileError> {
    let mut reader = TraceReader::new(options)?;
    reader.push(bytes)?;
    reader.finish()
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
