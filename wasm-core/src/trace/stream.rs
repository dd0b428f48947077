//! A trace file read from a `Read` (a file, standard input) a megabyte at a
//! time and pushed to a `TraceReader`, so that a long trace never sits in
//! memory beside its references, whatever its format.

use super::{Trace, TraceFileError, TraceOptions, TraceReader};
use std::io::{ErrorKind, Read};

/// The bytes read at a time.
const CHUNK: usize = 1 << 20;

/// Reads a trace file from `reader` (gzip-compressed or not), as `read_trace` does from its bytes.
pub fn read_trace_from(mut reader: impl Read, options: &TraceOptions) -> Result<Trace, TraceFileError> {
    let mut trace = TraceReader::new(options)?;
    let mut chunk = vec![0; CHUNK];
    loop {
        let n = match reader.read(&mut chunk) {
            Ok(0) => return trace.finish(),
            Ok(n) => n,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(TraceFileError::whole(format!("cannot be read ({e})"), "a readable file")),
        };
        trace.push(&chunk[..n])?;
    }
}
