//! CSV: a header naming the columns, one access per line after it. The page
//! is the column `page` (a decimal page number) or `address` (decimal, or
//! hexadecimal after `0x`; divided by the page size); an optional `write`
//! column marks writes (`1`, `true`, `w`, `yes`) or reads (`0`, `false`,
//! `r`, `no`, empty). Other columns are ignored; blank lines are skipped. A
//! header that names `page`, `address` or `write` twice is refused.

use super::{decimal, hex, TraceFileError, TraceOptions};

/// The columns the header names.
pub(super) struct Columns {
    names: Vec<String>,
    /// The page's (or address's) column.
    column: usize,
    is_address: bool,
    write: Option<usize>,
}

impl Columns {
    /// The header line (the first that is not blank), numbered `number`.
    pub(super) fn from_header(number: usize, header: &[u8]) -> Result<Columns, TraceFileError> {
        let names: Vec<String> = fields(header).map(|f| String::from_utf8_lossy(f).to_ascii_lowercase()).collect();
        let find = |name: &str| names.iter().position(|n| n == name);
        // A column the lab reads, named twice, leaves which one it is unsaid.
        for name in ["page", "address", "write"] {
            let mut at = names.iter().enumerate().filter(|(_, n)| *n == name).map(|(i, _)| i + 1);
            if let (Some(first), Some(again)) = (at.next(), at.next()) {
                let expected =
                    format!("each of page, address and write at most once, not {name} in columns {first} and {again}");
                return Err(TraceFileError::at(number, header, expected));
            }
        }
        let (column, is_address) = match (find("page"), find("address")) {
            (Some(c), _) => (c, false),
            (None, Some(c)) => (c, true),
            (None, None) => {
                return Err(TraceFileError::at(number, header, "a header with a column named page or address"));
            }
        };
        let write = find("write");
        Ok(Columns { names, column, is_address, write })
    }

    /// One row (not blank), numbered `number`, as (page, write).
    pub(super) fn row(
        &self,
        number: usize,
        line: &[u8],
        options: &TraceOptions,
    ) -> Result<(u64, bool), TraceFileError> {
        let mut value: &[u8] = &[];
        let mut write_value = None;
        for (i, f) in fields(line).enumerate() {
            if i == self.column {
                value = f;
            }
            if Some(i) == self.write {
                write_value = Some(f);
            }
        }
        let parsed = if self.is_address {
            match value.strip_prefix(b"0x").or_else(|| value.strip_prefix(b"0X")) {
                Some(digits) => hex(digits),
                None => decimal(value),
            }
        } else {
            decimal(value)
        };
        let Some(n) = parsed else {
            let what = if self.is_address { "an address (decimal, or hexadecimal after 0x)" } else { "a page number" };
            return Err(TraceFileError::at(number, line, format!("{what} in column {}", self.names[self.column])));
        };
        let is = |v: &[u8], words: [&str; 4]| words.iter().any(|w| v.eq_ignore_ascii_case(w.as_bytes()));
        let write = match write_value {
            None => false,
            Some(v) if is(v, ["1", "true", "w", "yes"]) => true,
            Some(v) if v.is_empty() || is(v, ["0", "false", "r", "no"]) => false,
            Some(_) => {
                return Err(TraceFileError::at(number, line, "a write column of 1/0, true/false, w/r or yes/no"))
            }
        };
        Ok((if self.is_address { n / options.page_size } else { n }, write))
    }
}

/// A line's comma-separated fields, trimmed, quotes around a field dropped.
fn fields(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(|&b| b == b',').map(|f| {
        let f = f.trim_ascii();
        f.strip_prefix(b"\"").and_then(|f| f.strip_suffix(b"\"")).unwrap_or(f)
    })
}
