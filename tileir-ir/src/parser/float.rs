//! Converting parsed floating-point values to the bit patterns of every
//! builtin float type.
//!
//! MLIR parses a decimal literal to an `f64` and then converts it with
//! round-to-nearest-even (`APFloat::convert`), so this does the same: the
//! decimal->f64 step is Rust's correctly rounded `str::parse`, and the
//! f64->format step below rounds once more to the target format, handling
//! subnormals, overflow and each format's special values (IEEE inf/NaN,
//! `FN` formats without infinities, `FNUZ` formats whose only NaN is the
//! negative zero pattern, finite-only f6/f4, and the exponent-only
//! f8E8M0FNU). f80 and f128 hold every f64 exactly.

use crate::types::FloatKind;

/// How a small format encodes non-finite values.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NonFinite {
    /// IEEE: all-ones exponent is inf (mantissa 0) or NaN.
    Ieee,
    /// No infinities; all-ones exponent and mantissa is the only NaN.
    NanOnly,
    /// No infinities, no negative zero; `0x80...` is the only NaN.
    Fnuz,
    /// No infinities and no NaN.
    FiniteOnly,
}

struct Semantics {
    exp_bits: u32,
    man_bits: u32,
    bias: i32,
    non_finite: NonFinite,
}

fn semantics(kind: FloatKind) -> Option<Semantics> {
    use NonFinite::*;
    let s = |exp_bits, man_bits, bias, non_finite| {
        Some(Semantics {
            exp_bits,
            man_bits,
            bias,
            non_finite,
        })
    };
    match kind {
        FloatKind::F16 => s(5, 10, 15, Ieee),
        FloatKind::BF16 => s(8, 7, 127, Ieee),
        FloatKind::TF32 => s(8, 10, 127, Ieee),
        FloatKind::F8E5M2 => s(5, 2, 15, Ieee),
        FloatKind::F8E4M3 => s(4, 3, 7, Ieee),
        FloatKind::F8E3M4 => s(3, 4, 3, Ieee),
        FloatKind::F8E4M3FN => s(4, 3, 7, NanOnly),
        FloatKind::F8E5M2FNUZ => s(5, 2, 16, Fnuz),
        FloatKind::F8E4M3FNUZ => s(4, 3, 8, Fnuz),
        FloatKind::F8E4M3B11FNUZ => s(4, 3, 11, Fnuz),
        FloatKind::F6E2M3FN => s(2, 3, 1, FiniteOnly),
        FloatKind::F6E3M2FN => s(3, 2, 3, FiniteOnly),
        FloatKind::F4E2M1FN => s(2, 1, 1, FiniteOnly),
        _ => None,
    }
}

/// The bit pattern of `v` converted (round-to-nearest-even) to `kind`.
pub(crate) fn f64_to_bits(kind: FloatKind, v: f64) -> u128 {
    match kind {
        FloatKind::F64 => v.to_bits() as u128,
        FloatKind::F32 => (v as f32).to_bits() as u128,
        FloatKind::F80 => f64_to_f80(v),
        FloatKind::F128 => f64_to_f128(v),
        FloatKind::F8E8M0FNU => f64_to_e8m0(v),
        _ => match semantics(kind) {
            Some(sem) => encode_small(&sem, v),
            None => 0,
        },
    }
}

/// `v` as (mantissa with the implicit bit, exponent): `|v| = m * 2^e`.
fn decompose(v: f64) -> (u64, i32) {
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), exp - 1075)
    }
}

/// Rounds `m * 2^shift` to an integer, ties to even (`shift` may be negative).
fn round_shift(m: u64, shift: i32) -> u128 {
    if shift >= 0 {
        return if shift >= 64 {
            u128::MAX
        } else {
            (m as u128) << shift
        };
    }
    let s = (-shift) as u32;
    if s >= 66 {
        return 0;
    }
    let m = m as u128;
    let q = m >> s;
    let rem = m & ((1u128 << s) - 1);
    let half = 1u128 << (s - 1);
    if rem > half || (rem == half && q & 1 == 1) {
        q + 1
    } else {
        q
    }
}

fn encode_small(sem: &Semantics, v: f64) -> u128 {
    let total = 1 + sem.exp_bits + sem.man_bits;
    let sign_bit = 1u128 << (total - 1);
    let exp_max = (1u128 << sem.exp_bits) - 1;
    let man_mask = (1u128 << sem.man_bits) - 1;
    let nan = match sem.non_finite {
        NonFinite::Ieee => (exp_max << sem.man_bits) | (1 << (sem.man_bits - 1).min(sem.man_bits)),
        NonFinite::NanOnly => (exp_max << sem.man_bits) | man_mask,
        NonFinite::Fnuz => sign_bit,
        NonFinite::FiniteOnly => 0,
    };
    // Largest finite encoding (without sign).
    let max_finite = match sem.non_finite {
        NonFinite::Ieee => ((exp_max - 1) << sem.man_bits) | man_mask,
        NonFinite::NanOnly => (exp_max << sem.man_bits) | (man_mask - 1),
        NonFinite::Fnuz | NonFinite::FiniteOnly => (exp_max << sem.man_bits) | man_mask,
    };
    let neg = v.is_sign_negative();
    let sign = if neg { sign_bit } else { 0 };
    if v.is_nan() {
        return nan;
    }
    let overflow = |sign: u128| match sem.non_finite {
        NonFinite::Ieee => sign | (exp_max << sem.man_bits),
        // APFloat's `makeNaN(false, sign)`: the all-ones NaN keeps the sign.
        NonFinite::NanOnly => sign | nan,
        NonFinite::Fnuz => nan,
        NonFinite::FiniteOnly => sign | max_finite,
    };
    if v.is_infinite() {
        return overflow(sign);
    }
    if v == 0.0 {
        return if sem.non_finite == NonFinite::Fnuz {
            0
        } else {
            sign
        };
    }
    let (m, e) = decompose(v.abs());
    // Exponent of the leading bit.
    let lead = 63 - m.leading_zeros() as i32 + e;
    let emin = 1 - sem.bias;
    let qexp = lead.max(emin) - sem.man_bits as i32;
    let q = round_shift(m, e - qexp);
    let encoded = if q < (1u128 << sem.man_bits) {
        // Subnormal (or rounded to zero).
        q
    } else {
        let (q, exp) = if q >= (1u128 << (sem.man_bits + 1)) {
            (q >> 1, qexp + sem.man_bits as i32 + 1)
        } else {
            (q, qexp + sem.man_bits as i32)
        };
        let biased = exp + sem.bias;
        if biased < 0 || biased as u128 > exp_max {
            return overflow(sign);
        }
        ((biased as u128) << sem.man_bits) | (q & man_mask)
    };
    if encoded > max_finite {
        return overflow(sign);
    }
    if encoded == 0 && sem.non_finite == NonFinite::Fnuz {
        return 0;
    }
    sign | encoded
}

fn f64_to_e8m0(v: f64) -> u128 {
    if v.is_nan() || v <= 0.0 || v.is_infinite() {
        return 0xff;
    }
    let (m, e) = decompose(v);
    let lead = 63 - m.leading_zeros() as i32 + e;
    // Round the mantissa: values >= 1.5 * 2^lead round up (ties to even exponent).
    let frac_shift = 63 - m.leading_zeros() as i32;
    let q = round_shift(m, -frac_shift);
    let exp = lead + if q >= 2 { 1 } else { 0 } + 127;
    exp.clamp(0, 254) as u128
}

fn f64_to_f80(v: f64) -> u128 {
    let sign = if v.is_sign_negative() { 1u128 << 79 } else { 0 };
    if v.is_nan() {
        return (0x7fffu128 << 64) | 0xC000_0000_0000_0000;
    }
    if v.is_infinite() {
        return sign | (0x7fffu128 << 64) | 0x8000_0000_0000_0000;
    }
    if v == 0.0 {
        return sign;
    }
    let (m, e) = decompose(v.abs());
    let lz = m.leading_zeros();
    let man = (m << lz) as u128;
    let lead = 63 - lz as i32 + e;
    sign | (((lead + 16383) as u128) << 64) | man
}

fn f64_to_f128(v: f64) -> u128 {
    let sign = if v.is_sign_negative() {
        1u128 << 127
    } else {
        0
    };
    if v.is_nan() {
        return (0x7fffu128 << 112) | (1u128 << 111);
    }
    if v.is_infinite() {
        return sign | (0x7fffu128 << 112);
    }
    if v == 0.0 {
        return sign;
    }
    let (m, e) = decompose(v.abs());
    let lz = m.leading_zeros();
    let lead = 63 - lz as i32 + e;
    // Fraction bits below the leading one, aligned to 112 bits.
    let frac = ((m << lz) as u128) & ((1u128 << 63) - 1);
    sign | (((lead + 16383) as u128) << 112) | (frac << (112 - 63))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn converts_to_small_formats() {
        assert_eq!(f64_to_bits(FloatKind::F16, 1.0), 0x3C00);
        assert_eq!(f64_to_bits(FloatKind::F16, -2.5), 0xC100);
        assert_eq!(f64_to_bits(FloatKind::F16, 65520.0), 0x7C00);
        assert_eq!(f64_to_bits(FloatKind::F16, 5.960464477539063e-8), 0x0001);
        assert_eq!(f64_to_bits(FloatKind::BF16, 1.0), 0x3F80);
        assert_eq!(f64_to_bits(FloatKind::BF16, 3.140625), 0x4049);
        assert_eq!(f64_to_bits(FloatKind::TF32, 1.0), 0x3F80 << 3);
        assert_eq!(f64_to_bits(FloatKind::F8E4M3FN, 448.0), 0x7E);
        assert_eq!(f64_to_bits(FloatKind::F8E4M3FN, 1000.0), 0x7F);
        assert_eq!(f64_to_bits(FloatKind::F8E4M3FN, -1000.0), 0xFF);
        assert_eq!(f64_to_bits(FloatKind::F8E5M2, 1.0), 0x3C);
        assert_eq!(f64_to_bits(FloatKind::F8E4M3FNUZ, -0.0), 0x00);
        assert_eq!(f64_to_bits(FloatKind::F8E4M3FNUZ, 1.0), 0x40);
        assert_eq!(f64_to_bits(FloatKind::F4E2M1FN, 6.0), 0x7);
        assert_eq!(f64_to_bits(FloatKind::F4E2M1FN, -0.5), 0x9);
        assert_eq!(f64_to_bits(FloatKind::F6E3M2FN, 28.0), 0x1F);
        assert_eq!(f64_to_bits(FloatKind::F8E8M0FNU, 1.0), 127);
        assert_eq!(f64_to_bits(FloatKind::F8E8M0FNU, 4.0), 129);
        assert_eq!(f64_to_bits(FloatKind::F32, 0.1), 0.1f32.to_bits() as u128);
        assert_eq!(f64_to_bits(FloatKind::F128, 1.0), 0x3FFFu128 << 112);
        assert_eq!(
            f64_to_bits(FloatKind::F80, 1.0),
            (0x3FFFu128 << 64) | 0x8000_0000_0000_0000
        );
    }
}
