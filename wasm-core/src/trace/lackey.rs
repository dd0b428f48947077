//! valgrind's Lackey with `--trace-mem=yes`: one access per line,
//!
//! ```text
//! I  0400d7d4,8      an instruction fetch (the I in column 1)
//!  L 7ff000398,8     a load
//!  S 7ff000398,8     a store
//!  M 0421f0a8,4      a modify (load and store)
//! ```
//!
//! with hexadecimal addresses and decimal sizes. Every other line (`==pid==
//! …` and whatever the program printed) is skipped. S and M are writes; the
//! page is the one holding the access's first byte.

use super::{decimal, hex, limit, lines, TraceFileError, TraceOptions};

const EXPECTED: &str = "a Lackey access: \"I  ADDR,SIZE\", \" L ADDR,SIZE\", \" S ADDR,SIZE\" or \" M ADDR,SIZE\" \
                        with ADDR hexadecimal and SIZE decimal";

/// The accesses as (page, write), in order.
pub(super) fn parse(bytes: &[u8], options: &TraceOptions) -> Result<Vec<(u64, bool)>, TraceFileError> {
    let mut pages = Vec::with_capacity(bytes.len() / 16);
    for (number, line) in lines(bytes) {
        let (kind, rest) = match line {
            [b'I', b' ', rest @ ..] => (b'I', rest),
            [b' ', kind @ (b'L' | b'S' | b'M'), b' ', rest @ ..] => (*kind, rest),
            _ => continue,
        };
        if kind == b'I' && options.data_only {
            continue;
        }
        let access = rest.trim_ascii_start();
        let comma = access.iter().position(|&b| b == b',');
        let (address, size) = match comma {
            Some(c) => (hex(&access[..c]), decimal(access[c + 1..].trim_ascii_end())),
            None => (None, None),
        };
        let (Some(address), Some(_)) = (address, size) else {
            return Err(TraceFileError::at(number, line, EXPECTED));
        };
        pages.push((address / options.page_size, kind != b'I' && kind != b'L'));
        limit(pages.len(), options)?;
    }
    Ok(pages)
}
