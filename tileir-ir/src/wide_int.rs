//! Integer attribute values wider than `i128` (`1 << 200 : i256`): MLIR
//! keeps every integer attribute as an `APInt` of its type's width; values
//! that fit in `i128` use [`crate::attributes::AttrData::Integer`], the rest
//! [`crate::attributes::AttrData::WideInteger`] with these helpers.
//!
//! Values are two's complement in little-endian 64-bit words, exactly
//! `width.div_ceil(64)` of them, bits above `width` zero. The work is
//! quadratic in the word count, so widths are limited to [`MAX_BITS`]
//! (MLIR allows up to 2^24 bits; a literal that wide would take minutes).

use crate::types::Signedness;

/// Widest integer attribute accepted (a larger one is out of range).
pub const MAX_BITS: u32 = 1 << 16;

/// The magnitude of a decimal or `0x` hex literal, as words; `None` past
/// `max_words` words.
fn magnitude(spelling: &str, max_words: usize) -> Option<Vec<u64>> {
    let (digits, radix) = match spelling.strip_prefix("0x") {
        Some(hex) => (hex, 16u64),
        None => (spelling, 10u64),
    };
    let mut words: Vec<u64> = Vec::new();
    for c in digits.bytes() {
        let d = (c as char).to_digit(radix as u32)? as u64;
        // words = words * radix + d
        let mut carry = d as u128;
        for w in words.iter_mut() {
            let v = *w as u128 * radix as u128 + carry;
            *w = v as u64;
            carry = v >> 64;
        }
        if carry != 0 {
            if words.len() == max_words {
                return None;
            }
            words.push(carry as u64);
        }
    }
    Some(words)
}

/// MLIR's `buildAttributeAPInt` for a type `width` bits wide (more than
/// 128): the literal `spelling`, negated when `negative`, or `None` when it
/// is out of range.
pub fn build(
    width: u32,
    signedness: Signedness,
    negative: bool,
    spelling: &str,
) -> Option<Box<[u64]>> {
    if width > MAX_BITS {
        return None;
    }
    let n = width.div_ceil(64) as usize;
    let mut words = magnitude(spelling, n)?;
    words.resize(n, 0);
    let top_bits = width - 64 * (n as u32 - 1);
    if top_bits < 64 && words[n - 1] >> top_bits != 0 {
        return None;
    }
    let sign = |w: &[u64]| w[n - 1] >> (top_bits - 1) & 1 == 1;
    if negative {
        negate(&mut words, width);
        if !sign(&words) {
            return None;
        }
    } else if signedness == Signedness::Signed && sign(&words) {
        return None;
    }
    Some(words.into())
}

/// Two's complement negation within `width` bits.
fn negate(words: &mut [u64], width: u32) {
    let mut carry = 1u64;
    for w in words.iter_mut() {
        let (v, c) = (!*w).overflowing_add(carry);
        *w = v;
        carry = c as u64;
    }
    let top_bits = width - 64 * (words.len() as u32 - 1);
    if top_bits < 64 {
        if let Some(last) = words.last_mut() {
            *last &= (1u64 << top_bits) - 1;
        }
    }
}

/// The value in decimal (`APInt::print`): signed unless `unsigned`.
pub fn to_decimal(words: &[u64], width: u32, unsigned: bool) -> String {
    let mut mag = words.to_vec();
    let top_bits = width - 64 * (mag.len().max(1) as u32 - 1);
    let negative = !unsigned && mag.last().is_some_and(|w| w >> (top_bits - 1) & 1 == 1);
    if negative {
        negate(&mut mag, width);
    }
    // Repeated division by 10^19, the largest power of ten in a word.
    const CHUNK: u64 = 10_000_000_000_000_000_000;
    let mut chunks = Vec::new();
    while mag.iter().any(|&w| w != 0) {
        let mut rem = 0u128;
        for w in mag.iter_mut().rev() {
            let v = (rem << 64) | *w as u128;
            *w = (v / CHUNK as u128) as u64;
            rem = v % CHUNK as u128;
        }
        chunks.push(rem as u64);
    }
    let mut out = String::from(if negative { "-" } else { "" });
    match chunks.split_last() {
        None => out.push('0'),
        Some((first, rest)) => {
            out.push_str(&first.to_string());
            for c in rest.iter().rev() {
                out.push_str(&format!("{c:019}"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip(width: u32, s: Signedness, negative: bool, lit: &str) -> Option<String> {
        build(width, s, negative, lit).map(|w| to_decimal(&w, width, s == Signedness::Unsigned))
    }

    #[test]
    fn wide_literals_parse_and_print_as_mlir_does() {
        let signless = Signedness::Signless;
        let big = "340282366920938463463374607431768211457"; // 2^128 + 1
        assert_eq!(roundtrip(256, signless, false, big).as_deref(), Some(big));
        assert_eq!(
            roundtrip(256, signless, true, big).as_deref(),
            Some("-340282366920938463463374607431768211457")
        );
        // 136 bits set: positive in i256.
        assert_eq!(
            roundtrip(256, signless, false, &format!("0x{}", "F".repeat(34))).as_deref(),
            Some("87112285931760246646623899502532662132735")
        );
        // All 256 bits set: -1 when signless, 2^256 - 1 when unsigned.
        let ones = format!("0x{}", "F".repeat(64));
        assert_eq!(
            roundtrip(256, signless, false, &ones).as_deref(),
            Some("-1")
        );
        assert_eq!(
            roundtrip(256, Signedness::Unsigned, false, &ones).as_deref(),
            Some("115792089237316195423570985008687907853269984665640564039457584007913129639935")
        );
        // Out of range: too many bits, a signed value with the sign bit set,
        // a negative value whose negation lacks it, a width past the limit.
        assert_eq!(roundtrip(200, signless, false, &ones), None);
        assert_eq!(roundtrip(256, Signedness::Signed, false, &ones), None);
        assert_eq!(
            roundtrip(129, signless, true, "0x100000000000000000000000000000001"),
            None
        );
        assert_eq!(roundtrip(MAX_BITS + 1, signless, false, "1"), None);
        assert_eq!(roundtrip(200, signless, false, "0").as_deref(), Some("0"));
    }
}
