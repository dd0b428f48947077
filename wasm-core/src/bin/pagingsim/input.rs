//! Reading the files the commands take: a path, or `-` for standard input;
//! UTF-8 text of at most [`MAX_INPUT_BYTES`]. Every failure is one line
//! naming the file.

use crate::Failure;
use paging_core::message::{one_line, quote};
use std::io::Read;
use std::path::Path;

/// The largest input read (256 MiB: a reference string of tens of millions of references).
pub const MAX_INPUT_BYTES: u64 = 1 << 28;

/// The file `path`, opened for reading; failures name it.
pub fn open(path: &Path, what: &str) -> Result<std::fs::File, Failure> {
    let name = format!("{what} {}", quote(&path.to_string_lossy()));
    if path.is_dir() {
        // Opening a directory succeeds; reading it is what fails, with the system's own words.
        let e = std::fs::read(path).expect_err("a directory cannot be read as a file");
        return Err(cannot(&name, &e));
    }
    std::fs::File::open(path).map_err(|e| cannot(&name, &e))
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
