//! LLVM's command-line value syntax, which MLIR pass options inherit from
//! `llvm::cl`: integers as `StringRef::getAsInteger` reads them (radix
//! sensed from `0x`, `0b`, `0o` or a leading `0`, overflow rejected),
//! doubles as C's `strtod` reads them (hex floats, `inf`, `nan(...)`, the
//! whole text consumed), booleans, and doubles printed as `raw_ostream`
//! prints them (`%e`, `INF`, `nan`).

/// `StringRef::getAsInteger` into a signed integer of `bits` bits.
pub fn parse_signed(text: &str, bits: u32) -> Option<i64> {
    let value = if let Some(digits) = text.strip_prefix('-') {
        let magnitude = parse_unsigned_prefix(digits)?;
        // LLVM rejects a magnitude whose negation is positive (too large),
        // while `-0` passes.
        let negated = magnitude.wrapping_neg() as i64;
        if negated > 0 {
            return None;
        }
        negated
    } else {
        let magnitude = parse_unsigned_prefix(text)?;
        i64::try_from(magnitude).ok()?
    };
    fits_signed(value, bits).then_some(value)
}

/// `StringRef::getAsInteger` into an unsigned integer of `bits` bits.
pub fn parse_unsigned(text: &str, bits: u32) -> Option<u64> {
    let value = parse_unsigned_prefix(text)?;
    (bits >= 64 || value >> bits == 0).then_some(value)
}

fn fits_signed(value: i64, bits: u32) -> bool {
    if bits >= 64 {
        return true;
    }
    let min = -(1i64 << (bits - 1));
    let max = (1i64 << (bits - 1)) - 1;
    (min..=max).contains(&value)
}

/// LLVM's `getAsUnsignedInteger` with radix 0: the radix from the prefix,
/// then every remaining byte a digit of it. The overflow test is LLVM's
/// own (`result / radix < previous`), kept as is so the same texts fail.
fn parse_unsigned_prefix(text: &str) -> Option<u64> {
    let (radix, digits) = sense_radix(text);
    if digits.is_empty() {
        return None;
    }
    let mut result: u64 = 0;
    for b in digits.bytes() {
        let digit = match b {
            b'0'..=b'9' => b - b'0',
            b'a'..=b'z' => b - b'a' + 10,
            b'A'..=b'Z' => b - b'A' + 10,
            _ => return None,
        } as u64;
        if digit >= radix {
            return None;
        }
        let previous = result;
        result = result.wrapping_mul(radix).wrapping_add(digit);
        if result / radix < previous {
            return None;
        }
    }
    Some(result)
}

/// LLVM's `getAutoSenseRadix`: `0x`/`0X`, `0b`/`0B`, `0o`, or a `0`
/// followed by a digit (octal); otherwise decimal.
fn sense_radix(text: &str) -> (u64, &str) {
    let b = text.as_bytes();
    if b.len() >= 2 && b[0] == b'0' {
        match b[1] {
            b'x' | b'X' => return (16, &text[2..]),
            b'b' | b'B' => return (2, &text[2..]),
            b'o' => return (8, &text[2..]),
            b'0'..=b'9' => return (8, &text[1..]),
            _ => {}
        }
    }
    (10, text)
}

/// LLVM's `parser<bool>`: the spellings it accepts (the empty text is a
/// bare flag, true).
pub fn parse_bool(text: &str) -> Option<bool> {
    match text {
        "" | "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

/// LLVM's `parser<double>`: C's `strtod` over the text, which must be
/// consumed entirely (the empty text converts nothing, ends at its end, and
/// reads as 0). Text after a NUL is invisible to `strtod`, as in C.
pub fn parse_double(text: &str) -> Option<f64> {
    let text = text.split('\0').next().unwrap_or("");
    if text.is_empty() {
        return Some(0.0);
    }
    let (value, used) = strtod(text)?;
    (used == text.len()).then_some(value)
}

/// C's `strtod`: the value and the number of bytes it consumed, or `None`
/// when no conversion is possible.
fn strtod(text: &str) -> Option<(f64, usize)> {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r') {
        i += 1;
    }
    let negative = b.get(i) == Some(&b'-');
    if matches!(b.get(i), Some(b'-' | b'+')) {
        i += 1;
    }
    let sign = if negative { -1.0 } else { 1.0 };
    let rest = &text[i..];
    let starts =
        |word: &str| rest.len() >= word.len() && rest[..word.len()].eq_ignore_ascii_case(word);
    if starts("infinity") {
        return Some((sign * f64::INFINITY, i + 8));
    }
    if starts("inf") {
        return Some((sign * f64::INFINITY, i + 3));
    }
    if starts("nan") {
        let mut end = i + 3;
        // `nan(chars)` where chars are alphanumerics or `_`.
        if b.get(end) == Some(&b'(') {
            let mut j = end + 1;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
                j += 1;
            }
            if b.get(j) == Some(&b')') {
                end = j + 1;
            }
        }
        return Some((f64::NAN, end));
    }
    if b.get(i) == Some(&b'0') && matches!(b.get(i + 1), Some(b'x' | b'X')) {
        if let Some((value, used)) = hex_float(&b[i + 2..]) {
            return Some((sign * value, i + 2 + used));
        }
        // `0x` without hex digits: only the `0` converts.
        return Some((sign * 0.0, i + 1));
    }
    let exp_end = decimal_extent(&b[i..])?;
    let number = &text[i..i + exp_end];
    let value: f64 = normalize_decimal(number).parse().ok()?;
    Some((sign * value, i + exp_end))
}

/// The length of the decimal float at the start of `b`, a valid exponent
/// included; `None` if no digit is there.
fn decimal_extent(b: &[u8]) -> Option<usize> {
    let mut i = 0;
    let mut digits = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
        digits += 1;
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return None;
    }
    let digits_end = i;
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let start = j;
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
        if j > start {
            return Some(j);
        }
    }
    Some(digits_end)
}

/// A decimal float in a form Rust's parser takes (`5.` and `.5` get their
/// missing zero).
fn normalize_decimal(number: &str) -> String {
    let (mantissa, exponent) = match number.find(['e', 'E']) {
        Some(at) => (&number[..at], &number[at..]),
        None => (number, ""),
    };
    let mut s = String::with_capacity(number.len() + 2);
    if mantissa.starts_with('.') {
        s.push('0');
    }
    s.push_str(mantissa);
    if mantissa.ends_with('.') {
        s.push('0');
    }
    s.push_str(exponent);
    s
}

/// A hex float after its `0x`: hex digits with an optional point, then an
/// optional binary exponent (`p[+-]digits`). `None` without a hex digit.
fn hex_float(b: &[u8]) -> Option<(f64, usize)> {
    let mut i = 0;
    let mut mantissa: u64 = 0;
    let mut exponent: i64 = 0;
    let mut digits = 0;
    let mut sticky = false;
    let mut seen_point = false;
    while i < b.len() {
        let c = b[i];
        if c == b'.' && !seen_point {
            seen_point = true;
            i += 1;
            continue;
        }
        let Some(d) = (c as char).to_digit(16) else {
            break;
        };
        digits += 1;
        if mantissa >> 60 == 0 {
            mantissa = mantissa << 4 | d as u64;
            if seen_point {
                exponent -= 4;
            }
        } else {
            // Beyond 60 bits only whether anything is non-zero matters.
            sticky |= d != 0;
            if !seen_point {
                exponent += 4;
            }
        }
        i += 1;
    }
    if digits == 0 {
        return None;
    }
    if matches!(b.get(i), Some(b'p' | b'P')) {
        let mut j = i + 1;
        let negative = b.get(j) == Some(&b'-');
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let start = j;
        let mut e: i64 = 0;
        while j < b.len() && b[j].is_ascii_digit() {
            e = (e * 10 + (b[j] - b'0') as i64).min(1 << 20);
            j += 1;
        }
        if j > start {
            exponent += if negative { -e } else { e };
            i = j;
        }
    }
    // The sticky bit breaks ties in the conversion of the mantissa.
    let mantissa = mantissa << 1 | sticky as u64;
    // Two steps, so a small result is not lost to an underflowing factor.
    let scale = (exponent - 1).clamp(-4000, 4000) as i32;
    let value = mantissa as f64 * 2f64.powi(scale / 2) * 2f64.powi(scale - scale / 2);
    Some((value, i))
}

/// A double as `raw_ostream << double` prints it: `%e` with six decimals,
/// `INF`/`-INF`, `nan`.
pub fn print_double(value: f64) -> String {
    if value.is_nan() {
        return "nan".to_string();
    }
    if value.is_infinite() {
        return if value < 0.0 { "-INF" } else { "INF" }.to_string();
    }
    let rust = format!("{value:.6e}");
    let (mantissa, exponent) = rust.split_once('e').unwrap_or((&rust, "0"));
    let (sign, digits) = match exponent.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exponent),
    };
    format!("{mantissa}e{sign}{digits:0>2}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_follow_llvm() {
        assert_eq!(parse_signed("0x10", 64), Some(16));
        assert_eq!(parse_signed("0X10", 64), Some(16));
        assert_eq!(parse_signed("010", 64), Some(8));
        assert_eq!(parse_signed("08", 64), None);
        assert_eq!(parse_signed("0b11", 64), Some(3));
        assert_eq!(parse_signed("0o17", 64), Some(15));
        assert_eq!(parse_signed("0O17", 64), None);
        assert_eq!(parse_signed("-0x10", 64), Some(-16));
        assert_eq!(parse_signed("+5", 64), None);
        assert_eq!(parse_signed("", 64), None);
        assert_eq!(parse_signed("-", 64), None);
        assert_eq!(parse_signed("-00", 64), Some(0));
        assert_eq!(parse_signed("9223372036854775807", 64), Some(i64::MAX));
        assert_eq!(parse_signed("9223372036854775808", 64), None);
        assert_eq!(parse_signed("-9223372036854775808", 64), Some(i64::MIN));
        assert_eq!(parse_signed("-9223372036854775809", 64), None);
        assert_eq!(parse_signed("18446744073709551616", 64), None);
        assert_eq!(parse_signed("2147483648", 32), None);
        assert_eq!(parse_signed("-2147483648", 32), Some(-2147483648));
        assert_eq!(parse_unsigned("4294967295", 32), Some(u32::MAX as u64));
        assert_eq!(parse_unsigned("4294967296", 32), None);
        assert_eq!(parse_unsigned("-1", 32), None);
        assert_eq!(parse_unsigned("0x", 32), None);
        assert_eq!(parse_unsigned("0xffffffffffffffff", 64), Some(u64::MAX));
        assert_eq!(parse_unsigned("1_0", 64), None);
    }

    #[test]
    fn doubles_follow_strtod() {
        for (text, value) in [
            ("1.5", 1.5),
            (".5", 0.5),
            ("5.", 5.0),
            ("5.e3", 5000.0),
            ("+.5", 0.5),
            ("0x1p3", 8.0),
            ("0x1.8p1", 3.0),
            ("0x.8", 0.5),
            ("0x10", 16.0),
            ("", 0.0),
            ("1e400", f64::INFINITY),
            ("-inf", f64::NEG_INFINITY),
            ("INFINITY", f64::INFINITY),
        ] {
            assert_eq!(parse_double(text), Some(value), "{text}");
        }
        assert!(parse_double("nan(abc)").unwrap().is_nan());
        assert!(parse_double("NAN").unwrap().is_nan());
        for bad in [
            "1e", "1e+", "0x1p", "0xg", "nan(", ".", "-.", "abc", " ", "1 ",
        ] {
            assert_eq!(parse_double(bad), None, "{bad}");
        }
    }

    #[test]
    fn doubles_print_as_percent_e() {
        for (value, text) in [
            (0.3, "3.000000e-01"),
            (1.0, "1.000000e+00"),
            (1e10, "1.000000e+10"),
            (123456789.5, "1.234568e+08"),
            (-0.0, "-0.000000e+00"),
            (1e-300, "1.000000e-300"),
            (4.9e-324, "4.940656e-324"),
            (1234568.5, "1.234568e+06"),
            (1234567.5, "1.234568e+06"),
            (f64::NAN, "nan"),
            (f64::INFINITY, "INF"),
            (f64::NEG_INFINITY, "-INF"),
        ] {
            assert_eq!(print_double(value), text);
        }
    }
}
