//! A trace's plain bytes cut as they arrive: the bytes up to the last line
//! end (the last white space, for text) are parsed at once, the rest kept
//! until the piece that completes it. Lines are counted as they are parsed,
//! so an error names its line whichever piece it arrived in. A UTF-8
//! byte-order mark at the start, as some editors write one, is skipped.
//!
//! A trace is at least one reference: a file that gives none — empty, white
//! space only, a CSV header without rows, no Lackey line (a text or CSV
//! file, UTF-16, random bytes read as Lackey) — is refused, saying which.

use super::csv::Columns;
use super::pages::Pages;
use super::{lackey, line_of_token, Trace, TraceFileError, TraceFormat, TraceOptions, MAX_TRACE_BYTES};
use crate::workload::{parse_trace, TraceError};

/// UTF-8's byte-order mark.
const BOM: &[u8] = b"\xef\xbb\xbf";

/// The longest text token kept waiting for its end: a page number is never this long.
const LONGEST_TOKEN: usize = 1 << 20;

/// The parser the plain bytes are written to (`std::io::Write`, so that a gzip decoder can write to it).
pub(super) struct Lines {
    options: TraceOptions,
    /// CSV: the header's columns, once read.
    columns: Option<Columns>,
    /// The bytes after the last cut, waiting for their line's end.
    pending: Vec<u8>,
    /// The lines parsed (the next line is `line + 1`).
    line: usize,
    /// The bytes parsed.
    bytes: u64,
    pages: Pages,
    /// Why the bytes cannot be read, once they cannot.
    pub(super) error: Option<TraceFileError>,
}

impl Lines {
    pub(super) fn new(options: &TraceOptions) -> Self {
        Lines {
            options: *options,
            columns: None,
            pending: Vec::new(),
            line: 0,
            bytes: 0,
            pages: Pages::new(options),
            error: None,
        }
    }

    fn is_cut(&self, b: u8) -> bool {
        match self.options.format {
            TraceFormat::Text => b.is_ascii_whitespace(),
            TraceFormat::Lackey | TraceFormat::Csv => b == b'\n',
        }
    }

    /// Takes a piece of the plain bytes: parses what is whole, keeps the rest.
    pub(super) fn take(&mut self, mut piece: &[u8]) -> Result<(), TraceFileError> {
        if !self.pending.is_empty() {
            let Some(end) = piece.iter().position(|&b| self.is_cut(b)) else {
                self.pending.extend_from_slice(piece);
                return self.check_pending();
            };
            let mut whole = std::mem::take(&mut self.pending);
            whole.extend_from_slice(&piece[..=end]);
            self.parse(&whole)?;
            whole.clear();
            self.pending = whole;
            piece = &piece[end + 1..];
        }
        let cut = piece.iter().rposition(|&b| self.is_cut(b)).map_or(0, |i| i + 1);
        self.parse(&piece[..cut])?;
        self.pending.extend_from_slice(&piece[cut..]);
        self.check_pending()
    }

    /// A text token that has grown past any page number's length is named now, not kept; a line
    /// that never ends is kept no further than the longest trace.
    fn check_pending(&mut self) -> Result<(), TraceFileError> {
        if self.options.format == TraceFormat::Text && self.pending.len() > LONGEST_TOKEN {
            let token = std::mem::take(&mut self.pending);
            return self.parse(&token);
        }
        too_long(self.bytes + self.pending.len() as u64)
    }

    /// The trace, the last line parsed (it may lack its line end).
    pub(super) fn finish(mut self) -> Result<Trace, TraceFileError> {
        let last = std::mem::take(&mut self.pending);
        self.parse(&last)?;
        if self.pages.is_empty() {
            return Err(self.no_references());
        }
        Ok(self.pages.finish())
    }

    /// Why the file gave no reference, in its format's terms.
    fn no_references(&self) -> TraceFileError {
        let (what, expected) = match self.options.format {
            TraceFormat::Text => {
                ("the file holds no page numbers", format!("at least one: {}", TraceError::expected()))
            }
            TraceFormat::Lackey if self.options.data_only => (
                "the file has no Lackey load, store or modify line (instruction fetches are left out as data only)",
                format!("at least one: {}", lackey::DATA),
            ),
            TraceFormat::Lackey => ("the file has no Lackey line", format!("at least one: {}", lackey::EXPECTED)),
            TraceFormat::Csv if self.columns.is_none() => {
                ("the file has no header line", "a header line naming a page or address column".into())
            }
            TraceFormat::Csv => ("the file has a header and no rows", "at least one row after the header".into()),
        };
        TraceFileError::whole(if self.bytes == 0 { "the file is empty" } else { what }, expected)
    }

    /// Parses whole lines (whole tokens, for text).
    fn parse(&mut self, bytes: &[u8]) -> Result<(), TraceFileError> {
        if bytes.is_empty() {
            return Ok(());
        }
        let bytes = match bytes.strip_prefix(BOM) {
            Some(rest) if self.bytes == 0 => {
                self.bytes = BOM.len() as u64;
                rest
            }
            _ => bytes,
        };
        match self.options.format {
            TraceFormat::Text => self.parse_text(bytes)?,
            TraceFormat::Lackey | TraceFormat::Csv => {
                let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
                for line in bytes.split(|&b| b == b'\n') {
                    self.line += 1;
                    self.parse_line(line.strip_suffix(b"\r").unwrap_or(line))?;
                }
            }
        }
        self.bytes += bytes.len() as u64;
        too_long(self.bytes)
    }

    fn parse_text(&mut self, bytes: &[u8]) -> Result<(), TraceFileError> {
        let text = std::str::from_utf8(bytes).map_err(|e| {
            TraceFileError::whole(format!("byte {} is not UTF-8", self.bytes + e.valid_up_to() as u64), "UTF-8 text")
        })?;
        let references = parse_trace(text).map_err(|e| {
            let line = self.line + line_of_token(text, e.position);
            TraceFileError::at(line, e.token.as_bytes(), TraceError::expected())
        })?;
        self.pages.extend(&references)?;
        self.line += bytecount(bytes, b'\n');
        Ok(())
    }

    fn parse_line(&mut self, line: &[u8]) -> Result<(), TraceFileError> {
        let number = self.line;
        let access = match self.options.format {
            TraceFormat::Lackey => lackey::parse_line(line, &self.options)
                .map_err(|()| TraceFileError::at(number, line, lackey::EXPECTED))?,
            _ if line.trim_ascii().is_empty() => None,
            _ => match &self.columns {
                None => {
                    self.columns = Some(Columns::from_header(number, line)?);
                    None
                }
                Some(columns) => Some(columns.row(number, line, &self.options)?),
            },
        };
        match access {
            Some((page, write)) => self.pages.push(page, write),
            None => Ok(()),
        }
    }
}

fn too_long(bytes: u64) -> Result<(), TraceFileError> {
    if bytes > MAX_TRACE_BYTES {
        return Err(TraceFileError::whole("the trace is longer than 16 GiB", "a trace of at most 16 GiB uncompressed"));
    }
    Ok(())
}

fn bytecount(bytes: &[u8], byte: u8) -> usize {
    bytes.iter().filter(|&&b| b == byte).count()
}

impl std::io::Write for Lines {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.error.is_none() {
            if let Err(e) = self.take(buf) {
                self.error = Some(e);
            }
        }
        match self.error {
            None => Ok(buf.len()),
            Some(_) => Err(std::io::Error::other("the trace cannot be read")),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
