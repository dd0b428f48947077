//! A trace file pushed in pieces of any size, as they arrive: told gzip or
//! plain by its first two bytes (gzip's magic `1f 8b`), decompressed as it
//! comes, and parsed line by line (`Lines`). The one parser of trace files:
//! `read_trace` pushes a whole file, `read_trace_from` a reader's chunks,
//! the browser's worker a fetched body's pieces.

use super::lines::Lines;
use super::{Trace, TraceFileError, TraceOptions};
use flate2::write::MultiGzDecoder;
use std::io::Write;

/// A trace file being read.
pub struct TraceReader {
    options: TraceOptions,
    /// The first bytes, while fewer than two: gzip or not is not known yet.
    head: Vec<u8>,
    input: Option<Input>,
    /// The first error, returned again by every later call.
    failed: Option<TraceFileError>,
}

enum Input {
    Plain(Box<Lines>),
    Gzip(Box<MultiGzDecoder<Lines>>),
}

impl TraceReader {
    /// A reader for a file of `options`' format (refused: a page size of 0).
    pub fn new(options: &TraceOptions) -> Result<TraceReader, TraceFileError> {
        if options.page_size == 0 {
            return Err(TraceFileError::whole("page size = 0 is not allowed", "a page size of at least 1 byte"));
        }
        Ok(TraceReader { options: *options, head: Vec::new(), input: None, failed: None })
    }

    /// The file's next bytes.
    pub fn push(&mut self, bytes: &[u8]) -> Result<(), TraceFileError> {
        if let Some(e) = &self.failed {
            return Err(e.clone());
        }
        let result = self.take(bytes);
        if let Err(e) = &result {
            self.failed = Some(e.clone());
        }
        result
    }

    fn take(&mut self, bytes: &[u8]) -> Result<(), TraceFileError> {
        if self.input.is_none() {
            if self.head.len() + bytes.len() < 2 {
                self.head.extend_from_slice(bytes);
                return Ok(());
            }
            let head = std::mem::take(&mut self.head);
            let gzip = head.iter().chain(bytes).take(2).eq(&[0x1f, 0x8b]);
            let lines = Lines::new(&self.options);
            self.input = Some(if gzip {
                Input::Gzip(Box::new(MultiGzDecoder::new(lines)))
            } else {
                Input::Plain(Box::new(lines))
            });
            self.feed(&head)?;
        }
        self.feed(bytes)
    }

    fn feed(&mut self, bytes: &[u8]) -> Result<(), TraceFileError> {
        match &mut self.input {
            None => unreachable!("the input is known before it is fed"),
            Some(Input::Plain(lines)) => lines.take(bytes),
            Some(Input::Gzip(decoder)) => decoder.write_all(bytes).map_err(|e| gzip_error(decoder.get_mut(), e)),
        }
    }

    /// The trace, once every byte was pushed.
    pub fn finish(self) -> Result<Trace, TraceFileError> {
        if let Some(e) = self.failed {
            return Err(e);
        }
        match self.input {
            None => {
                let mut lines = Lines::new(&self.options);
                lines.take(&self.head)?;
                lines.finish()
            }
            Some(Input::Plain(lines)) => lines.finish(),
            Some(Input::Gzip(mut decoder)) => match decoder.try_finish() {
                Ok(()) => decoder.finish().map_err(|e| damaged(&e))?.finish(),
                Err(e) => Err(gzip_error(decoder.get_mut(), e)),
            },
        }
    }
}

/// The parser's own error if it stopped the decoder, else the stream's damage.
fn gzip_error(lines: &mut Lines, e: std::io::Error) -> TraceFileError {
    lines.error.take().unwrap_or_else(|| damaged(&e))
}

fn damaged(e: &std::io::Error) -> TraceFileError {
    TraceFileError::whole(format!("the gzip stream is damaged ({e})"), "a whole gzip file")
}
