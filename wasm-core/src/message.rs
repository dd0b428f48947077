//! How the lab quotes what a user typed inside an error message: on one line,
//! every character that does not print escaped (control characters, line
//! separators, spaces other than the ASCII space, invisible format
//! characters such as a byte-order mark or a direction override), and at
//! most [`QUOTE_CHARS`] characters of the input (an ellipsis marks the cut).
//! The CLI, the browser and the tests use these, so a 10 MB bad token or a
//! key holding a newline still gives one short line, and no message hides
//! what it quotes.

/// The most characters of user input one message quotes.
pub const QUOTE_CHARS: usize = 200;

/// `text` quoted: in double quotes, characters that do not print, quotes and
/// backslashes escaped as in Rust (`\n`, `\u{7}`, `\u{feff}`), cut to
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
            c => shown(c),
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

/// A message made safe to print as one line: characters that do not print escaped,
/// the whole cut to `max` characters with a trailing `…`. For messages that
/// embed text from elsewhere (a parser's own description, an OS error).
pub fn one_line(message: &str, max: usize) -> String {
    let mut out = String::new();
    let mut length = 0;
    for c in message.chars() {
        let piece = shown(c);
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

/// `c` as a message prints it: itself, or escaped (`\n`, `\u{7}`,
/// `\u{feff}`) when it does not print as itself — where Rust's
/// `str::escape_debug` escapes it: control and format characters, line and paragraph
/// separators, spaces other than ' ', unassigned code points. A combining
/// mark prints (on the character before it) and is kept.
fn shown(c: char) -> String {
    match c {
        ' '..='~' => c.into(),
        c if c.is_ascii() => c.escape_default().collect(),
        c => {
            // After a letter, as Rust escapes a character inside a string.
            let escaped: String = format!("a{c}").escape_debug().skip(1).collect();
            if escaped.starts_with('\\') {
                escaped
            } else {
                c.into()
            }
        }
    }
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
    fn characters_that_do_not_print_are_escaped() {
        assert_eq!(quote("\u{feff}page"), r#""\u{feff}page""#);
        assert_eq!(bare("1\u{a0}2\u{200b}3\u{202e}4\u{2028}5\u{85}"), r"1\u{a0}2\u{200b}3\u{202e}4\u{2028}5\u{85}");
        assert_eq!(one_line("a\u{feff}\"b\"", 100), "a\\u{feff}\"b\"");
        // What prints stays: letters of any script, accents combined or not, emoji.
        assert_eq!(bare("Zürich e\u{301} 日本 👍🏽 ❤\u{fe0f}"), "Zürich e\u{301} 日本 👍🏽 ❤\u{fe0f}");
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
