//! The parts of Python that `paging-policy.py` leans on: `random.seed` and
//! `random.random` (MT19937), `int(text)` and optparse's integer conversion.

use rand_mt::Mt;

/// Python's `random` module: MT19937 seeded as `random.seed(int)` seeds it.
pub struct PyRandom(Mt);

impl PyRandom {
    /// `random.seed(seed)` for an integer seed.
    pub fn new(seed: i128) -> Self {
        let mut n = seed.unsigned_abs();
        let mut key = Vec::new();
        loop {
            key.push(n as u32);
            n >>= 32;
            if n == 0 {
                break;
            }
        }
        PyRandom(Mt::new_with_key(key))
    }
    /// `random.random()`: 53 random bits in [0, 1).
    pub fn random(&mut self) -> f64 {
        let a = (self.0.next_u32() >> 5) as f64;
        let b = (self.0.next_u32() >> 6) as f64;
        (a * 67_108_864.0 + b) * (1.0 / 9_007_199_254_740_992.0)
    }
}

/// The sign and the digits of `text` if Python's `int(text, radix)` accepts
/// it: surrounding white space, a sign, for radix 16, 8 or 2 an optional
/// `0x`, `0o` or `0b`, and single underscores between digits (or after the
/// prefix).
fn py_digits(text: &str, radix: u32) -> Option<(bool, String)> {
    let t = text.trim();
    let (negative, rest) = match t.as_bytes().first()? {
        b'-' => (true, &t[1..]),
        b'+' => (false, &t[1..]),
        _ => (false, t),
    };
    let prefix = match radix {
        16 => "0x",
        8 => "0o",
        2 => "0b",
        _ => "",
    };
    let (digits, prefixed) = match rest.get(..2) {
        Some(p) if !prefix.is_empty() && p.eq_ignore_ascii_case(prefix) => (&rest[2..], true),
        _ => (rest, false),
    };
    let bad_start = digits.starts_with('_') && !prefixed;
    if digits.is_empty() || bad_start || digits.ends_with('_') || digits.contains("__") {
        return None;
    }
    let clean: String = digits.chars().filter(|c| *c != '_').collect();
    (!clean.is_empty() && clean.chars().all(|c| c.is_digit(radix))).then_some((negative, clean))
}

/// Python's `int(text)` for a decimal string: surrounding white space, a
/// sign, and underscores between digits allowed. `None` also for a number
/// beyond 128 bits.
pub fn py_int(text: &str) -> Option<i128> {
    let (negative, digits) = py_digits(text, 10)?;
    let v: i128 = digits.parse().ok()?;
    Some(if negative { -v } else { v })
}

/// `int(text)` as [`py_int`] reads it, but a number beyond 128 bits held at
/// the nearest end (for counts that are only compared with a limit).
pub fn py_int_saturating(text: &str) -> Option<i128> {
    let (negative, digits) = py_digits(text, 10)?;
    let v = digits.parse::<i128>().unwrap_or(i128::MAX);
    Some(if negative { -v } else { v })
}

/// Whether `text` is a number Python's `int` reads (of any size).
pub fn is_py_int(text: &str) -> bool {
    py_digits(text, 10).is_some()
}

/// optparse's integer conversion (for `-b`), `_parse_num`: text starting
/// `0x` is read in hexadecimal, `0b` in binary (after the `0b`), `0` in
/// octal, anything else in decimal, each by Python's `int(text, radix)`.
pub fn optparse_int(text: &str) -> Option<i64> {
    let start: String = text.chars().take(2).collect::<String>().to_ascii_lowercase();
    let (radix, body) = if start == "0x" {
        (16, text)
    } else if start == "0b" {
        (2, if text.len() > 2 { &text[2..] } else { "0" })
    } else if start.starts_with('0') {
        (8, text)
    } else {
        (10, text)
    };
    let (negative, digits) = py_digits(body, radix)?;
    let v = i64::from_str_radix(&digits, radix).ok()?;
    Some(if negative { -v } else { v })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_random_stream() {
        // random.seed(0); random.random() ×3, and seeds 5, -5 (abs) and 2**40 + 3 (two key words).
        let mut r = PyRandom::new(0);
        assert_eq!([r.random(), r.random(), r.random()], [0.8444218515250481, 0.7579544029403025, 0.420571580830845]);
        assert_eq!(PyRandom::new(5).random(), 0.6229016948897019);
        assert_eq!(PyRandom::new(-5).random(), 0.6229016948897019);
        assert_eq!(PyRandom::new((1 << 40) + 3).random(), 0.21978710637116716);
    }

    #[test]
    fn integers_as_python_and_optparse_read_them() {
        assert_eq!((py_int(" -1_0 "), py_int("1__0"), py_int("")), (Some(-10), None, None));
        let huge = "1180591620717411303424000000000000000000000";
        assert_eq!((py_int(huge), py_int_saturating(huge), is_py_int(huge)), (None, Some(i128::MAX), true));
        assert_eq!((py_int_saturating("-".to_string().as_str()), is_py_int("1e3")), (None, false));
        assert_eq!(
            (optparse_int("010"), optparse_int("0x1f"), optparse_int("0b11"), optparse_int("7")),
            (Some(8), Some(31), Some(3), Some(7))
        );
        // As Python's _parse_num: the prefix is looked for before the sign, and
        // int(text, radix) takes white space, a sign, underscores and the radix's own prefix.
        assert_eq!(
            (optparse_int("-0x1f"), optparse_int(" 7"), optparse_int("-7"), optparse_int("0_10"), optparse_int("0b")),
            (None, Some(7), Some(-7), Some(8), Some(0))
        );
        assert_eq!(
            (optparse_int("0x_1f"), optparse_int("0o17"), optparse_int("08"), optparse_int("two")),
            (Some(31), Some(15), None, None)
        );
    }
}
