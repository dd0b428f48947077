//! The typed reference-string format shared by the UI, trace files and tests:
//! whitespace-separated non-negative page numbers, each optionally suffixed
//! `w` for a write (`3 7 7w 2`). Errors name the offending token and its
//! 1-based position.

use crate::message::quote;
use crate::types::{Reference, MAX_PAGE};

/// A token of a reference string that is not `N` or `Nw`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceError {
    /// The offending token, verbatim.
    pub token: String,
    /// Its 1-based position among the tokens.
    pub position: usize,
}

impl TraceError {
    /// What a token should be.
    pub fn expected() -> String {
        format!("a page number 0..={MAX_PAGE}, optionally followed by w (e.g. 7 or 7w)")
    }
}

impl std::fmt::Display for TraceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bad reference {} at position {}: expected {}", quote(&self.token), self.position, Self::expected())
    }
}

impl std::error::Error for TraceError {}

/// Parses a whitespace-separated reference string: straight from the bytes
/// when every token is well formed and separated by ASCII white space (the
/// usual file), else token by token, to name the first bad one.
pub fn parse_trace(text: &str) -> Result<Vec<Reference>, TraceError> {
    parse_bytes(text.as_bytes()).map_or_else(|| parse_tokens(text), Ok)
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

/// `parse_trace` token by token.
fn parse_tokens(text: &str) -> Result<Vec<Reference>, TraceError> {
    text.split_whitespace()
        .enumerate()
        .map(|(i, token)| {
            let (digits, write) = match token.strip_suffix(['w', 'W']) {
                Some(d) => (d, true),
                None => (token, false),
            };
            let bad = || TraceError { token: token.to_string(), position: i + 1 };
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            match digits.parse::<u32>() {
                Ok(page) if page <= MAX_PAGE => Ok(Reference::new(page, write)),
                _ => Err(bad()),
            }
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
            assert_eq!(parse_bytes(text.as_bytes()), Some(parse_tokens(text).unwrap()), "{text:?}");
        }
        // Left to the tokens, which name what is wrong (or read the white space bytes do not).
        for text in ["2147483648", "w", "1 ww", "1w2", "3x", "-1", "1\u{a0}2", "1\x0b2", "99999999999"] {
            assert_eq!(parse_bytes(text.as_bytes()), None, "{text:?}");
        }
        assert_eq!(parse_trace("1\u{a0}2w").unwrap(), vec![Reference::new(1, false), Reference::new(2, true)]);
    }

    proptest::proptest! {
        #[test]
        fn any_text_parses_as_the_tokens_say(text in "[0-9wW x\n\t-]{0,40}") {
            proptest::prop_assert_eq!(parse_trace(&text), parse_tokens(&text));
        }
    }
}
