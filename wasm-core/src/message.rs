//! How the lab quotes what a user typed inside an error message: on one line,
//! control characters escaped, and at most [`QUOTE_CHARS`] characters of the
//! input (an ellipsis marks the cut). The CLI, the browser and the tests use
//! these, so a 10 MB bad token or a key holding a newline still gives one
//! short line.

/// The most characters of user input one message quotes.
pub const QUOTE_CHARS: usize = 200;

/// `text` quoted: in double quotes, control characters, quotes and
/// backslashes escaped as in Rust and JSON (`\n`, `\u{7}`), cut to
/// [`QUOTE_CHARS`] characters as printed, with a trailing `…`.
pub fn quote(text: &str) -> String {
    format!("\"{}\"", bare(text))
}

/// `text` escaped and cut as [`quote`] does, without the quotes: for values
/// written as themselves (`memory.k = 40`).
pub fn bare(text: &str) -> String {
    let mut out = String::new();
    let mut length = 0;
    for c in text.chars() {
        let piece: String = match c {
            '"' => "\\\"".into(),
            '\\' => "\\\\".into(),
            c if c.is_control() => c.escape_default().collect(),
            c => c.into(),
        };
        length += piece.chars().count();
        if length > QUOTE_CHARS {
            out.push('…');
            break;
        }
        out.push_str(&piece);
    }
    out
}

/// A message made safe to print as one line: control characters escaped,
/// the whole cut to `max` characters with a trailing `…`. For messages that
/// embed text from elsewhere (a parser's own description, an OS error).
pub fn one_line(message: &str, max: usize) -> String {
    let mut out = String::new();
    let mut length = 0;
    for c in message.chars() {
        let piece: String = if c.is_control() { c.escape_default().collect() } else { c.into() };
        let n = piece.chars().count();
        if length + n > max {
            out.push('…');
            break;
        }
        out.push_str(&piece);
        length += n;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_escape_controls_quotes_and_backslashes() {
        assert_eq!(quote("a\nb\t\"c\"\\\u{7}"), r#""a\nb\t\"c\"\\\u{7}""#);
        assert_eq!(bare("7w"), "7w");
    }

    #[test]
    fn long_input_is_cut_at_the_limit_with_an_ellipsis() {
        let long = "x".repeat(10_000_000);
        let q = quote(&long);
        assert_eq!(q.chars().count(), QUOTE_CHARS + 3);
        assert!(q.ends_with("x…\""));
        assert_eq!(quote(&"y".repeat(QUOTE_CHARS)), format!("\"{}\"", "y".repeat(QUOTE_CHARS)));
    }

    #[test]
    fn one_line_escapes_newlines_and_cuts() {
        assert_eq!(one_line("bad\nkey\r", 100), "bad\\nkey\\r");
        assert_eq!(one_line("abcdef", 3), "abc…");
        // Escapes count as what they print: the line stays within its length.
        assert_eq!(one_line("\u{7}\u{7}", 8), "\\u{7}…");
    }
}
