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

use super::{decimal, hex, TraceOptions};

/// What a bad line should have been.
pub(super) const EXPECTED: &str =
    "a Lackey access: \"I  ADDR,SIZE\", \" L ADDR,SIZE\", \" S ADDR,SIZE\" or \" M ADDR,SIZE\" \
                                   with ADDR hexadecimal and SIZE decimal";

/// A data access, what a trace read as data only needs one of.
pub(super) const DATA: &str =
    "a Lackey data access: \" L ADDR,SIZE\", \" S ADDR,SIZE\" or \" M ADDR,SIZE\" with ADDR hexadecimal and SIZE decimal";

/// One line's access as (page, write); None for a line that is skipped
/// (not an access, or an instruction fetch under `data_only`); Err for an
/// access line that is not well formed.
pub(super) fn parse_line(line: &[u8], options: &TraceOptions) -> Result<Option<(u64, bool)>, ()> {
    let (kind, rest) = match line {
        [b'I', b' ', rest @ ..] => (b'I', rest),
        [b' ', kind @ (b'L' | b'S' | b'M'), b' ', rest @ ..] => (*kind, rest),
        _ => return Ok(None),
    };
    if kind == b'I' && options.data_only {
        return Ok(None);
    }
    let access = rest.trim_ascii_start();
    let comma = access.iter().position(|&b| b == b',').ok_or(())?;
    let address = hex(&access[..comma]).ok_or(())?;
    decimal(access[comma + 1..].trim_ascii_end()).ok_or(())?;
    Ok(Some((address / options.page_size, kind != b'I' && kind != b'L')))
}
