//! Reading the files the commands take: a path, or `-` for standard input;
//! UTF-8 text of at most [`MAX_INPUT_BYTES`]. Every failure is one line
//! naming the file.

use crate::Failure;
use paging_core::message::{one_line, quote};
use std::io::Read;
use std::path::Path;

/// The largest input read (256 MiB: a reference string of tens of millions of references).
pub const MAX_INPUT_BYTES: u64 = 1 << 28;

/// The largest trace file read (2 GiB: a Lackey trace of about a hundred million accesses).
pub const MAX_TRACE_BYTES: u64 = 1 << 31;

/// The bytes of the trace file `path` (`-`: standard input), at most [`MAX_TRACE_BYTES`].
pub fn read_bytes(path: &Path, what: &str) -> Result<Vec<u8>, Failure> {
    let name = if path.as_os_str() == "-" {
        format!("{what} on standard input")
    } else {
        format!("{what} {}", quote(&path.to_string_lossy()))
    };
    let mut bytes = Vec::new();
    let result = if path.as_os_str() == "-" {
        std::io::stdin().lock().take(MAX_TRACE_BYTES + 1).read_to_end(&mut bytes)
    } else {
        let file = std::fs::File::open(path).map_err(|e| cannot(&name, &e))?;
        file.take(MAX_TRACE_BYTES + 1).read_to_end(&mut bytes)
    };
    result.map_err(|e| cannot(&name, &e))?;
    if bytes.len() as u64 > MAX_TRACE_BYTES {
        return Err(Failure::Input(format!("{name} is larger than {MAX_TRACE_BYTES} bytes, the most pagingsim reads")));
    }
    Ok(bytes)
}

/// The text of `path` (`-`: standard input); `what` names it in errors ("trace file").
pub fn read_text(path: &Path, what: &str) -> Result<String, Failure> {
    if path.as_os_str() == "-" {
        return read_all(std::io::stdin().lock(), &format!("{what} on standard input"));
    }
    read_path_text(path, what)
}

/// The text of the file `path` (`-` is a file of that name).
pub fn read_path_text(path: &Path, what: &str) -> Result<String, Failure> {
    let name = format!("{what} {}", quote(&path.to_string_lossy()));
    let file = std::fs::File::open(path).map_err(|e| cannot(&name, &e))?;
    read_all(file, &name)
}

fn read_all(reader: impl Read, name: &str) -> Result<String, Failure> {
    let mut bytes = Vec::new();
    reader.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes).map_err(|e| cannot(name, &e))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(Failure::Input(format!("{name} is larger than {MAX_INPUT_BYTES} bytes, the most pagingsim reads")));
    }
    String::from_utf8(bytes)
        .map_err(|e| Failure::Input(format!("{name} is not UTF-8 text (byte {} is not)", e.utf8_error().valid_up_to())))
}

fn cannot(name: &str, e: &std::io::Error) -> Failure {
    Failure::Input(format!("cannot read {name}: {}", one_line(&e.to_string(), 200)))
}
