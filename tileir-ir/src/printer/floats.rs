//! Floating-point literals exactly as MLIR's `printFloatValue` writes them.
//!
//! MLIR first tries LLVM's `APFloat::toString` with 6 significant digits in
//! scientific form (`1.000000e+00`); if that does not parse back to the same
//! bits it uses `toString`'s default form (shortest round-trip-ish digits, e.g.
//! `0.333333343`) when that contains a `.`; otherwise (and for NaN and
//! infinities) the bit pattern in hex (`0x7FC00000`). We reproduce
//! `APFloat::toString` digit for digit, including its truncating
//! pre-division and its round-half-up decimal rounding, with a tiny bignum.

use crate::types::FloatKind;

/// How a float kind lays out its bits (MLIR's `fltSemantics`).
struct Layout {
    exp_bits: u32,
    /// Stored mantissa bits (without the implicit bit).
    man_bits: u32,
    bias: i32,
    /// Precision in bits, including the implicit bit (APFloat's `precision`).
    precision: u32,
    kind: Special,
    has_sign: bool,
}

#[derive(PartialEq)]
enum Special {
    /// IEEE: all-ones exponent is Inf (mantissa 0) or NaN.
    Ieee,
    /// `FN`: only all-ones exponent and mantissa is NaN; no infinities.
    FiniteNanAllOnes,
    /// `FNUZ`: the negative-zero pattern is the only NaN.
    Fnuz,
    /// No NaN, no infinity (f4/f6 types).
    AllFinite,
    /// f8E8M0FNU: all-ones is NaN, no zero, no mantissa.
    E8M0,
    /// x87 80-bit: explicit integer bit.
    X87,
}

fn layout(kind: FloatKind) -> Layout {
    use FloatKind::*;
    let l = |exp_bits, man_bits, bias, kind| Layout {
        exp_bits,
        man_bits,
        bias,
        precision: man_bits + 1,
        kind,
        has_sign: true,
    };
    match kind {
        F16 => l(5, 10, 15, Special::Ieee),
        BF16 => l(8, 7, 127, Special::Ieee),
        TF32 => l(8, 10, 127, Special::Ieee),
        F32 => l(8, 23, 127, Special::Ieee),
        F64 => l(11, 52, 1023, Special::Ieee),
        F128 => l(15, 112, 16383, Special::Ieee),
        F80 => Layout {
            exp_bits: 15,
            man_bits: 63,
            bias: 16383,
            precision: 64,
            kind: Special::X87,
            has_sign: true,
        },
        F8E5M2 => l(5, 2, 15, Special::Ieee),
        F8E4M3 => l(4, 3, 7, Special::Ieee),
        F8E3M4 => l(3, 4, 3, Special::Ieee),
        F8E4M3FN => l(4, 3, 7, Special::FiniteNanAllOnes),
        F8E5M2FNUZ => l(5, 2, 16, Special::Fnuz),
        F8E4M3FNUZ => l(4, 3, 8, Special::Fnuz),
        F8E4M3B11FNUZ => l(4, 3, 11, Special::Fnuz),
        F6E3M2FN => l(3, 2, 3, Special::AllFinite),
        F6E2M3FN => l(2, 3, 1, Special::AllFinite),
        F4E2M1FN => l(2, 1, 1, Special::AllFinite),
        F8E8M0FNU => Layout {
            exp_bits: 8,
            man_bits: 0,
            bias: 127,
            precision: 1,
            kind: Special::E8M0,
            has_sign: false,
        },
    }
}

/// A decoded float value.
enum Decoded {
    Zero {
        neg: bool,
    },
    /// `neg * sig * 2^exp`.
    Finite {
        neg: bool,
        sig: u128,
        exp: i32,
    },
    NonFinite,
}

fn decode(kind: FloatKind, bits: u128) -> Decoded {
    let l = layout(kind);
    let width = kind.width();
    let bits = if width >= 128 {
        bits
    } else {
        bits & ((1u128 << width) - 1)
    };
    let neg = l.has_sign && (bits >> (width - 1)) & 1 == 1;
    let exp_field = ((bits >> l.man_bits) & ((1u128 << l.exp_bits) - 1)) as i32;
    let man = bits & ((1u128 << l.man_bits) - 1);
    let exp_max = (1i32 << l.exp_bits) - 1;
    match l.kind {
        Special::Ieee if exp_field == exp_max => return Decoded::NonFinite,
        Special::FiniteNanAllOnes if exp_field == exp_max && man == (1u128 << l.man_bits) - 1 => {
            return Decoded::NonFinite
        }
        Special::Fnuz if neg && exp_field == 0 && man == 0 => return Decoded::NonFinite,
        Special::E8M0 => {
            if exp_field == exp_max {
                return Decoded::NonFinite;
            }
            return Decoded::Finite {
                neg: false,
                sig: 1,
                exp: exp_field - l.bias,
            };
        }
        Special::X87 => {
            let exp_field = ((bits >> 64) & 0x7FFF) as i32;
            let man = bits & 0xFFFF_FFFF_FFFF_FFFF;
            // Infinities, NaNs and "unnormals" (no integer bit) print as hex.
            if exp_field == 0x7FFF || (exp_field != 0 && man >> 63 == 0) {
                return Decoded::NonFinite;
            }
            if man == 0 {
                return Decoded::Zero { neg };
            }
            let e = if exp_field == 0 { 1 } else { exp_field };
            return Decoded::Finite {
                neg,
                sig: man,
                exp: e - l.bias - 63,
            };
        }
        _ => {}
    }
    if exp_field == 0 {
        if man == 0 {
            return Decoded::Zero { neg };
        }
        return Decoded::Finite {
            neg,
            sig: man,
            exp: 1 - l.bias - l.man_bits as i32,
        };
    }
    Decoded::Finite {
        neg,
        sig: man | (1u128 << l.man_bits),
        exp: exp_field - l.bias - l.man_bits as i32,
    }
}

/// A little-endian arbitrary-precision unsigned integer (just what
/// `APFloat::toString` needs).
#[derive(Clone)]
struct Big(Vec<u32>);

impl Big {
    fn from_u128(mut v: u128) -> Big {
        let mut limbs = Vec::new();
        while v != 0 {
            limbs.push(v as u32);
            v >>= 32;
        }
        Big(limbs)
    }
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn active_bits(&self) -> u32 {
        match self.0.last() {
            None => 0,
            Some(&top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
        }
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in self.0.iter_mut() {
            let p = *limb as u64 * m as u64 + carry;
            *limb = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    /// Divides in place, returning the remainder.
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let cur = (rem << 32) | *limb as u64;
            *limb = (cur / d as u64) as u32;
            rem = cur % d as u64;
        }
        self.trim();
        rem as u32
    }
    fn shl(&mut self, bits: u32) {
        let words = (bits / 32) as usize;
        let rest = bits % 32;
        if rest != 0 {
            let mut carry = 0u32;
            for limb in self.0.iter_mut() {
                let next = *limb >> (32 - rest);
                *limb = (*limb << rest) | carry;
                carry = next;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        if words != 0 && !self.0.is_empty() {
            self.0.splice(0..0, std::iter::repeat_n(0, words));
        }
    }
    fn mul_pow5(&mut self, mut e: u32) {
        const P13: u32 = 1_220_703_125; // 5^13
        while e >= 13 {
            self.mul_small(P13);
            e -= 13;
        }
        if e > 0 {
            self.mul_small(5u32.pow(e));
        }
    }
    fn div_pow10(&mut self, mut e: u32) {
        while e >= 9 {
            self.divrem_small(1_000_000_000);
            e -= 9;
        }
        if e > 0 {
            self.divrem_small(10u32.pow(e));
        }
    }
}

/// `AdjustToPrecision` on the digit buffer (least significant digit first):
/// rounds half up to `precision` digits.
fn adjust_digits(buffer: &mut Vec<u8>, exp: &mut i32, precision: usize) {
    let n = buffer.len();
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if buffer[first - 1] < b'5' {
        while first < n && buffer[first] == b'0' {
            first += 1;
        }
        *exp += first as i32;
        buffer.drain(..first);
        return;
    }
    let start = first;
    for d in buffer[start..n].iter_mut() {
        if *d == b'9' {
            first += 1;
        } else {
            *d += 1;
            break;
        }
    }
    if first == n {
        *exp += first as i32;
        buffer.clear();
        buffer.push(b'1');
        return;
    }
    *exp += first as i32;
    buffer.drain(..first);
}

/// `APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`
/// for a finite non-zero value `sig * 2^exp`.
#[allow(clippy::too_many_arguments)] // APFloat::toString's parameters, as they are
fn to_string_finite(
    out: &mut String,
    neg: bool,
    sig: u128,
    mut exp: i32,
    semantics_precision: u32,
    mut format_precision: u32,
    format_max_padding: u32,
    truncate_zero: bool,
) {
    if neg {
        out.push('-');
    }
    if format_precision == 0 {
        format_precision = 2 + semantics_precision * 59 / 196;
    }
    let tz = sig.trailing_zeros();
    exp += tz as i32;
    let mut significand = Big::from_u128(sig >> tz);
    if exp > 0 {
        significand.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        let texp = (-exp) as u32;
        significand.mul_pow5(texp);
    }
    // AdjustToPrecision(APInt): a truncating division by a power of ten.
    let bits = significand.active_bits();
    let bits_required = (format_precision * 196).div_ceil(59);
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        if tens > 0 {
            exp += tens as i32;
            significand.div_pow10(tens);
        }
    }
    let mut buffer: Vec<u8> = Vec::with_capacity(40);
    let mut in_trail = true;
    while !significand.is_zero() {
        let d = significand.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buffer.push(b'0' + d);
            in_trail = false;
        }
    }
    adjust_digits(&mut buffer, &mut exp, format_precision as usize);
    let ndigits = buffer.len();
    let scientific = if format_max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > format_max_padding || ndigits as u32 + exp as u32 > format_precision
    } else {
        let msd = exp + ndigits as i32 - 1;
        if msd >= 0 {
            false
        } else {
            (-msd) as u32 > format_max_padding
        }
    };
    let digit = |i: usize| buffer[i] as char;
    if scientific {
        exp += ndigits as i32 - 1;
        out.push(digit(ndigits - 1));
        out.push('.');
        if ndigits == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..ndigits {
                out.push(digit(ndigits - 1 - i));
            }
        }
        if !truncate_zero && format_precision as usize > ndigits - 1 {
            for _ in 0..(format_precision as usize - ndigits + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs();
        if !truncate_zero && e < 10 {
            out.push('0');
        }
        out.push_str(&e.to_string());
        return;
    }
    if exp >= 0 {
        for i in 0..ndigits {
            out.push(digit(ndigits - 1 - i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return;
    }
    let whole = exp + ndigits as i32;
    let mut i = 0usize;
    if whole > 0 {
        while i != whole as usize {
            out.push(digit(ndigits - i - 1));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 1..(1 + (-whole) as u32) {
            out.push('0');
        }
    }
    while i != ndigits {
        out.push(digit(ndigits - i - 1));
        i += 1;
    }
}

/// Whether the parser (ours and MLIR's: decimal -> f64 -> `kind`) reads
/// `text` back as `bits`. Deliberate deviation from mlir-opt: MLIR checks
/// round-tripping with an exact conversion but parses through a `double`, so
/// for an f80/f128 value with more precision or range than f64 it prints a
/// decimal that does not parse back to the same value. We print such values
/// in hex instead, so printing stays a fixpoint. Every narrower kind is
/// exact through f64, so this only ever changes f80/f128 output.
fn reparses(kind: FloatKind, bits: u128, text: &str) -> bool {
    match kind {
        FloatKind::F80 | FloatKind::F128 => text
            .parse::<f64>()
            .is_ok_and(|v| crate::parser::float::f64_to_bits(kind, v) == bits),
        _ => true,
    }
}

/// Whether `ours` differs from mlir-opt's output only by our one deliberate
/// deviation (see [`reparses`]): entries that mlir-opt prints as a decimal
/// and we print as `name = 0x... : f80` or `: f128`. For differential tests.
pub fn differs_only_by_wide_float_hex(mlir_opt: &str, ours: &str) -> bool {
    let theirs: Vec<&str> = mlir_opt.split(", ").collect();
    let ours: Vec<&str> = ours.split(", ").collect();
    theirs.len() == ours.len()
        && theirs.iter().zip(&ours).all(|(t, o)| {
            t == o || {
                let o = o.trim_end_matches(['}', ' ', '\n']);
                let hex = o.split(" = ").nth(1).is_some_and(|v| v.starts_with("0x"));
                hex && (o.ends_with(": f80") || o.ends_with(": f128"))
            }
        })
}

/// Whether `text` parses back to exactly `bits` in `kind`.
fn round_trips(kind: FloatKind, bits: u128, text: &str) -> bool {
    match kind {
        FloatKind::F32 => text
            .parse::<f32>()
            .is_ok_and(|v| v.to_bits() as u128 == bits & 0xFFFF_FFFF),
        FloatKind::F64 => text
            .parse::<f64>()
            .is_ok_and(|v| v.to_bits() as u128 == bits & 0xFFFF_FFFF_FFFF_FFFF),
        // Six significant digits always identify a value of at most 16 bits
        // of precision.
        FloatKind::F80 | FloatKind::F128 => exact_round_trip(kind, bits, text),
        _ => true,
    }
}

impl Big {
    fn add_small(&mut self, a: u32) {
        let mut carry = a as u64;
        for limb in self.0.iter_mut() {
            if carry == 0 {
                break;
            }
            let s = *limb as u64 + carry;
            *limb = s as u32;
            carry = s >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn cmp(&self, other: &Big) -> std::cmp::Ordering {
        self.0
            .len()
            .cmp(&other.0.len())
            .then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}

/// Whether the decimal `text` rounds (to nearest, ties to even) to the
/// finite value `bits` of an f80/f128: decides MLIR's round-trip check
/// exactly with big integers.
fn exact_round_trip(kind: FloatKind, bits: u128, text: &str) -> bool {
    let Decoded::Finite { sig, exp, .. } = decode(kind, bits) else {
        return true;
    };
    let l = layout(kind);
    let t = text.trim_start_matches('-');
    let (mant, e10) = match t.find(['e', 'E']) {
        Some(i) => (&t[..i], t[i + 1..].parse::<i32>().unwrap_or(0)),
        None => (t, 0),
    };
    let mut m = Big(Vec::new());
    let mut frac_digits = 0i32;
    let mut after_dot = false;
    for c in mant.bytes() {
        if c == b'.' {
            after_dot = true;
            continue;
        }
        m.mul_small(10);
        m.add_small((c - b'0') as u32);
        if after_dot {
            frac_digits += 1;
        }
    }
    let e10 = e10 - frac_digits;
    // Normalize the significand to `precision` bits when it is normal.
    let p = l.precision;
    let (mut s, mut x) = (sig, exp);
    let bits_len = 128 - s.leading_zeros();
    if bits_len < p {
        let shift = p - bits_len;
        let min_exp = match l.kind {
            Special::X87 => 1 - l.bias - 63,
            _ => 1 - l.bias - l.man_bits as i32,
        };
        let shift = shift.min((x - min_exp).max(0) as u32);
        s <<= shift;
        x -= shift as i32;
    }
    let pow2 = s.is_power_of_two() && 128 - s.leading_zeros() == p;
    // D = m * 10^e10; bounds are k * 2^f.
    let cmp_with = |k: u128, f: i32| -> std::cmp::Ordering {
        let mut lhs = m.clone();
        let mut rhs = Big::from_u128(k);
        if e10 >= 0 {
            for _ in 0..e10 {
                lhs.mul_small(10);
            }
        } else {
            for _ in 0..(-e10) {
                rhs.mul_small(10);
            }
        }
        if f >= 0 {
            rhs.shl(f as u32);
        } else {
            lhs.shl((-f) as u32);
        }
        lhs.cmp(&rhs)
    };
    let even = s & 1 == 0;
    use std::cmp::Ordering::*;
    let hi = cmp_with(2 * s + 1, x - 1);
    let hi_ok = hi == Less || (hi == Equal && even);
    let lo = if pow2 {
        cmp_with(4 * s - 1, x - 2)
    } else {
        cmp_with(2 * s - 1, x - 1)
    };
    let lo_ok = lo == Greater || (lo == Equal && even);
    hi_ok && lo_ok
}

/// Appends `value` (raw bits in `kind`'s format) as MLIR prints a float.
pub fn print_float(out: &mut String, kind: FloatKind, bits: u128) {
    let l = layout(kind);
    match decode(kind, bits) {
        Decoded::Zero { neg } => {
            if neg {
                out.push('-');
            }
            out.push_str("0.000000e+00");
            return;
        }
        Decoded::Finite { neg, sig, exp } => {
            let start = out.len();
            to_string_finite(out, neg, sig, exp, l.precision, 6, 0, false);
            if round_trips(kind, bits, &out[start..]) && reparses(kind, bits, &out[start..]) {
                return;
            }
            out.truncate(start);
            to_string_finite(out, neg, sig, exp, l.precision, 0, 3, true);
            if out[start..].contains('.') && reparses(kind, bits, &out[start..]) {
                return;
            }
            out.truncate(start);
        }
        Decoded::NonFinite => {}
    }
    print_float_hex(out, kind, bits);
}

/// `0x` followed by the bit pattern in upper-case hex without leading zeros.
pub fn print_float_hex(out: &mut String, kind: FloatKind, bits: u128) {
    let width = kind.width();
    let bits = if width >= 128 {
        bits
    } else {
        bits & ((1u128 << width) - 1)
    };
    // APFloat reads an x87 "unnormal" as a NaN and writes it back with an
    // all-ones exponent.
    let exp = (bits >> 64) & 0x7FFF;
    let bits = if kind == FloatKind::F80 && exp != 0 && exp != 0x7FFF && (bits >> 63) & 1 == 0 {
        bits | (0x7FFF << 64)
    } else {
        bits
    };
    use std::fmt::Write;
    let _ = write!(out, "0x{bits:X}");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(kind: FloatKind, bits: u128) -> String {
        let mut s = String::new();
        print_float(&mut s, kind, bits);
        s
    }

    #[test]
    fn matches_mlir() {
        assert_eq!(f(FloatKind::F32, 1.0f32.to_bits() as u128), "1.000000e+00");
        assert_eq!(f(FloatKind::F64, 0.1f64.to_bits() as u128), "1.000000e-01");
        assert_eq!(
            f(FloatKind::F64, 123456789.0f64.to_bits() as u128),
            "0x419D6F3454000000"
        );
        assert_eq!(f(FloatKind::F32, 0x7FC00000), "0x7FC00000");
        assert_eq!(
            f(FloatKind::F64, 3.0e-310f64.to_bits() as u128),
            "3.000000e-310"
        );
        assert_eq!(f(FloatKind::F16, 0x3E00), "1.500000e+00");
        assert_eq!(
            f(FloatKind::F32, (1.0f32 / 3.0).to_bits() as u128),
            "0.333333343"
        );
        assert_eq!(f(FloatKind::BF16, 0x8000), "-0.000000e+00");
        assert_eq!(
            f(FloatKind::F64, 1.0e20f64.to_bits() as u128),
            "1.000000e+20"
        );
        assert_eq!(
            f(FloatKind::F64, (-2.5f64).to_bits() as u128),
            "-2.500000e+00"
        );
        assert_eq!(f(FloatKind::F16, 0x7C00), "0x7C00");
    }
}
