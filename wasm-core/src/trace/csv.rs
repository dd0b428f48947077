//! CSV: a header naming the columns, one access per line after it. The page
//! is the column `page` (a decimal page number) or `address` (decimal, or
//! hexadecimal after `0x`; divided by the page size); an optional `write`
//! column marks writes (`1`, `true`, `w`, `yes`) or reads (`0`, `false`,
//! `r`, `no`, empty). Other columns are ignored; blank lines are skipped.

use super::{decimal, hex, limit, lines, TraceFileError, TraceOptions};

/// The accesses as (page, write), in order.
pub(super) fn parse(bytes: &[u8], options: &TraceOptions) -> Result<Vec<(u64, bool)>, TraceFileError> {
    let mut rows = lines(bytes).filter(|(_, l)| !l.trim_ascii().is_empty());
    let Some((header_line, header)) = rows.next() else {
        return Err(TraceFileError::whole("the file is empty", "a header line naming a page or address column"));
    };
    let names: Vec<String> = fields(header).map(|f| String::from_utf8_lossy(f).to_ascii_lowercase()).collect();
    let find = |name: &str| names.iter().position(|n| n == name);
    let (column, is_address) = match (find("page"), find("address")) {
        (Some(c), _) => (c, false),
        (None, Some(c)) => (c, true),
        (None, None) => {
            return Err(TraceFileError::at(header_line, header, "a header with a column named page or address"));
        }
    };
    let write_column = find("write");
    let mut pages = Vec::with_capacity(bytes.len() / 8);
    for (number, line) in rows {
        let values: Vec<&[u8]> = fields(line).collect();
        let value = values.get(column).copied().unwrap_or_default();
        let parsed = if is_address {
            match value.strip_prefix(b"0x").or_else(|| value.strip_prefix(b"0X")) {
                Some(digits) => hex(digits),
                None => decimal(value),
            }
        } else {
            decimal(value)
        };
        let Some(n) = parsed else {
            let what = if is_address { "an address (decimal, or hexadecimal after 0x)" } else { "a page number" };
            return Err(TraceFileError::at(number, line, format!("{what} in column {}", names[column])));
        };
        let write = match write_column.and_then(|c| values.get(c)).map(|v| v.to_ascii_lowercase()) {
            None => false,
            Some(v) => match v.as_slice() {
                b"1" | b"true" | b"w" | b"yes" => true,
                b"0" | b"false" | b"r" | b"no" | b"" => false,
                _ => return Err(TraceFileError::at(number, line, "a write column of 1/0, true/false, w/r or yes/no")),
            },
        };
        pages.push((if is_address { n / options.page_size } else { n }, write));
        limit(pages.len(), options)?;
    }
    Ok(pages)
}

/// A line's comma-separated fields, trimmed, quotes around a field dropped.
fn fields(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(|&b| b == b',').map(|f| {
        let f = f.trim_ascii();
        f.strip_prefix(b"\"").and_then(|f| f.strip_suffix(b"\"")).unwrap_or(f)
    })
}
