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

/// Parses a whitespace-separated reference string.
pub fn parse_trace(text: &str) -> Result<Vec<Reference>, TraceError> {
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
}
