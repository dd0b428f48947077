//! The typed reference-string formats. A trace file's text (`parse_trace`):
//! whitespace-separated non-negative page numbers, each optionally suffixed
//! `w` for a write (`3 7 7w 2`). A string the user writes (`parse_typed`, a
//! scenario's typed workload): the same, or separated by commas too, and its
//! pages numbers or letters — one letter each, A to Z in either case, page 0
//! to 25 (`A B C A` or `a, b, cw, a`); a string is all numbers or all
//! letters. Errors name the offending token and its 1-based position.

use crate::message::quote;
use crate::types::{Reference, MAX_PAGE};

/// What a string's pages are written as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pages {
    Numbers,
    Letters,
}

/// A token of a reference string that is not a page (`N`, or a letter for a
/// typed string), optionally followed by `w`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceError {
    /// The offending token, verbatim.
    pub token: String,
    /// Its 1-based position among the tokens.
    pub position: usize,
    /// What the string's first page set (None: a trace file, numbers only, or the first token itself).
    pub pages: Option<Pages>,
    /// Whether letters were allowed.
    pub letters: bool,
}

impl TraceError {
    /// What a trace file's token should be.
    pub fn expected() -> String {
        format!("a page number 0..={MAX_PAGE}, optionally followed by w (e.g. 7 or 7w)")
    }

    /// What this token should have been.
    pub fn wanted(&self) -> String {
        match (self.letters, self.pages) {
            (false, _) => Self::expected(),
            (true, None) => {
                format!(
                    "a page number 0..={MAX_PAGE} or one letter A–Z, optionally followed by w (e.g. 7, 7w, A or Aw)"
                )
            }
            (true, Some(Pages::Numbers)) => {
                format!("a page number 0..={MAX_PAGE} like the string's first page, optionally followed by w (e.g. 7 or 7w)")
            }
            (true, Some(Pages::Letters)) => {
                "one letter A–Z like the string's first page, optionally followed by w (e.g. A or Aw)".to_string()
            }
        }
    }
}

impl std::fmt::Display for TraceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bad reference {} at position {}: expected {}", quote(&self.token), self.position, self.wanted())
    }
}

impl std::error::Error for TraceError {}

/// Parses a trace file's whitespace-separated page numbers: straight from
/// the bytes when every token is well formed and separated by ASCII white
/// space (the usual file), else token by token, to name the first bad one.
pub fn parse_trace(text: &str) -> Result<Vec<Reference>, TraceError> {
    parse_bytes(text.as_bytes()).map_or_else(|| parse_tokens(text.split_whitespace(), false), Ok)
}

/// Parses a string the user typed: page numbers or letters, separated by
/// white space or commas (page numbers between ASCII white space take the
/// bytes' fast path, as in a file).
pub fn parse_typed(text: &str) -> Result<Vec<Reference>, TraceError> {
    parse_bytes(text.as_bytes()).map_or_else(|| parse_tokens(typed_tokens(text), true), Ok)
}

/// The tokens of a typed string: what lies between white space and commas.
pub fn typed_tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty())
}

/// What a typed string's pages are written as (None: no references).
pub fn typed_pages(text: &str) -> Option<Pages> {
    typed_tokens(text).next().map(|t| {
        if t.starts_with(|c: char| c.is_ascii_digit()) {
            Pages::Numbers
        } else {
            Pages::Letters
        }
    })
}

/// The references of `bytes`, or `None` at anything but `N`/`Nw` tokens
/// between ASCII white space (a bad token, a page above `MAX_PAGE`, other white space).
fn parse_bytes(bytes: &[u8]) -> Option<Vec<Reference>> {
    let mut refs = Vec::new();
    let mut i = 0;
    let n = bytes.len();
    loop {
        while i < n && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i == n {
            return Some(refs);
        }
        let start = i;
        let mut page: u64 = 0;
        while i < n && bytes[i].is_ascii_digit() {
            page = page * 10 + (bytes[i] - b'0') as u64;
            if page > MAX_PAGE as u64 {
                return None;
            }
            i += 1;
        }
        let write = i < n && (bytes[i] == b'w' || bytes[i] == b'W');
        i += write as usize;
        if i == start || (i < n && !bytes[i].is_ascii_whitespace()) || (write && i == start + 1) {
            return None;
        }
        refs.push(Reference::new(page as u32, write));
    }
}

/// The tokens read one by one; with `letters`, a string's first page sets
/// whether its pages are numbers or letters.
fn parse_tokens<'a>(tokens: impl Iterator<Item = &'a str>, letters: bool) -> Result<Vec<Reference>, TraceError> {
    let mut pages = None;
    tokens
        .enumerate()
        .map(|(i, token)| {
            let bad = |pages| TraceError { token: token.to_string(), position: i + 1, pages, letters };
            let (name, write) = match token.strip_suffix(['w', 'W']) {
                Some(d) if !d.is_empty() => (d, true),
                _ => (token, false),
            };
            let (page, kind) = match name.as_bytes() {
                [c] if letters && c.is_ascii_alphabetic() => ((c.to_ascii_uppercase() - b'A') as u32, Pages::Letters),
                digits if !digits.is_empty() && digits.iter().all(u8::is_ascii_digit) => match name.parse::<u32>() {
                    Ok(page) if page <= MAX_PAGE => (page, Pages::Numbers),
                    _ => return Err(bad(pages)),
                },
                _ => return Err(bad(pages)),
            };
            if *pages.get_or_insert(kind) != kind {
                return Err(bad(pages));
            }
            Ok(Reference::new(page, write))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes a reference string in the typed format.
    pub fn format_trace(refs: &[Reference]) -> String {
        refs.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn parses_reads_and_writes() {
        let refs = parse_trace(" 3 7\n7w\t2W ").unwrap();
        assert_eq!(format_trace(&refs), "3 7 7w 2w");
    }

    #[test]
    fn names_the_bad_token_and_its_position() {
        let e = parse_trace("1 2 x3 4").unwrap_err();
        assert_eq!((e.token.as_str(), e.position), ("x3", 3));
        assert!(parse_trace("-1").is_err());
        assert!(parse_trace("w").is_err());
        assert!(parse_trace("99999999999").is_err());
        assert!(e.to_string().contains("position 3"));
    }

    #[test]
    fn the_bytes_and_the_tokens_read_alike() {
        for text in ["", " \n", "0 1 2w 3W", "007 7w\t\r\n8\x0c9", "2147483647", "2147483647w"] {
            assert_eq!(
                parse_bytes(text.as_bytes()),
                Some(parse_tokens(text.split_whitespace(), false).unwrap()),
                "{text:?}"
            );
        }
        // Left to the tokens, which name what is wrong (or read the white space bytes do not).
        for text in ["2147483648", "w", "1 ww", "1w2", "3x", "-1", "1\u{a0}2", "1\x0b2", "99999999999"] {
            assert_eq!(parse_bytes(text.as_bytes()), None, "{text:?}");
        }
        assert_eq!(parse_trace("1\u{a0}2w").unwrap(), vec![Reference::new(1, false), Reference::new(2, true)]);
    }

    #[test]
    fn a_typed_string_takes_commas_and_letters() {
        let refs = parse_typed("7, 0,1w,,2").unwrap();
        assert_eq!(format_trace(&refs), "7 0 1w 2");
        // A to Z are pages 0 to 25, either case; w after a letter marks a write, and w alone is page W.
        let refs = parse_typed("A b Cw w ww z").unwrap();
        assert_eq!(format_trace(&refs), "0 1 2w 22 22w 25");
        assert_eq!(typed_pages(" , a 1"), Some(Pages::Letters));
        assert_eq!(typed_pages("3 a"), Some(Pages::Numbers));
        assert_eq!(typed_pages(" ,, "), None);
        assert_eq!(typed_tokens("1,2 3\n4w").collect::<Vec<_>>(), ["1", "2", "3", "4w"]);
    }

    #[test]
    fn a_typed_string_is_all_numbers_or_all_letters() {
        let e = parse_typed("1 2 x3").unwrap_err();
        assert_eq!((e.token.as_str(), e.position, e.pages), ("x3", 3, Some(Pages::Numbers)));
        assert_eq!(
            e.to_string(),
            "bad reference \"x3\" at position 3: expected a page number 0..=2147483647 like the string's first page, optionally followed by w (e.g. 7 or 7w)"
        );
        let e = parse_typed("a b 3").unwrap_err();
        assert_eq!((e.token.as_str(), e.position), ("3", 3));
        assert!(e.to_string().ends_with(
            "expected one letter A–Z like the string's first page, optionally followed by w (e.g. A or Aw)"
        ));
        let e = parse_typed("1 a").unwrap_err();
        assert_eq!((e.token.as_str(), e.position), ("a", 2));
        for bad in ["ab", "a1", "-1", "é", "aww", "1ww"] {
            let e = parse_typed(bad).unwrap_err();
            assert_eq!((e.token.as_str(), e.position, e.pages), (bad, 1, None), "{bad:?}");
            assert!(e.to_string().contains("or one letter A–Z"), "{bad:?}");
        }
        // A trace file's text stays numbers between white space.
        assert!(parse_trace("a b").is_err());
        assert!(parse_trace("1,2").is_err());
        assert_eq!(
            parse_trace("1 x").unwrap_err().to_string(),
            format!("bad reference \"x\" at position 2: expected {}", TraceError::expected())
        );
    }

    proptest::proptest! {
        #[test]
        fn any_text_parses_as_the_tokens_say(text in "[0-9wW x\n\t-]{0,40}") {
            proptest::prop_assert_eq!(parse_trace(&text), parse_tokens(text.split_whitespace(), false));
        }

        #[test]
        fn a_typed_string_of_numbers_reads_as_a_file(text in "[0-9wW x\n\t-]{0,40}") {
            // Without commas and letters (x and w alone are letters to a typed string, so only where a file refuses them too).
            if let Ok(refs) = parse_trace(&text) {
                proptest::prop_assert_eq!(parse_typed(&text), Ok(refs));
            }
        }
    }
}
