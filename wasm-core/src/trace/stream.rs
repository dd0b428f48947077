//! A trace file read as it streams in, so that a long text trace never sits
//! in memory beside its references: the text is parsed a chunk at a time,
//! each chunk cut after its last white space. Lackey and CSV files are read
//! whole, then parsed (their lines are longer than their references).

use super::{limit, line_of_token, read_plain, TraceFileError, TraceFormat, TraceOptions, MAX_TRACE_BYTES};
use crate::types::Reference;
use crate::workload::{parse_trace, TraceError};
use std::io::{BufRead, BufReader, Read};

/// The bytes read at a time.
const CHUNK: usize = 1 << 20;

/// Reads a trace file from `reader` (gzip-compressed or not), as `read_trace` does from its bytes.
pub fn read_trace_from(reader: impl Read, options: &TraceOptions) -> Result<super::Trace, TraceFileError> {
    if options.page_size == 0 {
        return Err(TraceFileError::whole("page size = 0 is not allowed", "a page size of at least 1 byte"));
    }
    let mut buffered = BufReader::with_capacity(CHUNK, reader);
    let gzip = buffered.fill_buf().map_err(cannot)?.starts_with(&[0x1f, 0x8b]);
    let mut source: Box<dyn Read> =
        if gzip { Box::new(flate2::read::MultiGzDecoder::new(buffered)) } else { Box::new(buffered) };
    if options.format != TraceFormat::Text {
        let mut bytes = Vec::new();
        (&mut source).take(MAX_TRACE_BYTES + 1).read_to_end(&mut bytes).map_err(|e| damaged(gzip, e))?;
        too_long(bytes.len() as u64)?;
        return read_plain(&bytes, options);
    }
    let mut references: Vec<Reference> = Vec::new();
    let (mut chunk, mut lines_before, mut bytes_before) = (Vec::with_capacity(2 * CHUNK), 0usize, 0u64);
    loop {
        let start = chunk.len();
        chunk.resize(start + CHUNK, 0);
        let n = source.read(&mut chunk[start..]).map_err(|e| damaged(gzip, e))?;
        chunk.truncate(start + n);
        let end = n == 0;
        // Parse up to the last white space (all of it at the end); keep the rest for the next chunk.
        // (A chunk with no white space at all holds no valid page number: parse it, to name it.)
        let space = chunk.iter().rposition(u8::is_ascii_whitespace).map(|i| i + 1);
        let cut = if end { chunk.len() } else { space.unwrap_or(if chunk.len() > CHUNK { chunk.len() } else { 0 }) };
        let text = std::str::from_utf8(&chunk[..cut]).map_err(|e| {
            TraceFileError::whole(format!("byte {} is not UTF-8", bytes_before + e.valid_up_to() as u64), "UTF-8 text")
        })?;
        let parsed = parse_trace(text).map_err(|e: TraceError| {
            let line = lines_before + line_of_token(text, e.position);
            TraceFileError::at(line, e.token.as_bytes(), TraceError::expected())
        })?;
        references.extend_from_slice(&parsed);
        limit(references.len(), options)?;
        lines_before += text.bytes().filter(|&b| b == b'\n').count();
        bytes_before += cut as u64;
        too_long(bytes_before)?;
        chunk.drain(..cut);
        if end {
            return Ok(super::Trace { references, original: None });
        }
    }
}

fn too_long(bytes: u64) -> Result<(), TraceFileError> {
    if bytes > MAX_TRACE_BYTES {
        return Err(TraceFileError::whole("the trace is longer than 16 GiB", "a trace of at most 16 GiB uncompressed"));
    }
    Ok(())
}

fn cannot(e: std::io::Error) -> TraceFileError {
    TraceFileError::whole(format!("cannot be read ({e})"), "a readable file")
}

fn damaged(gzip: bool, e: std::io::Error) -> TraceFileError {
    if gzip {
        TraceFileError::whole(format!("the gzip stream is damaged ({e})"), "a whole gzip file")
    } else {
        cannot(e)
    }
}
