//! Floating-point values of every builtin float type with LLVM `APFloat`
//! semantics, for constant folding: correctly rounded add, subtract,
//! multiply, divide and `mod` in five rounding modes, conversions between
//! formats and to and from integers of any width, comparison, and the
//! min/max functions, with APFloat's rules for NaN (an operand NaN
//! propagates quieted, an invalid operation gives the default positive
//! quiet NaN), signed zeros and each format's special values (IEEE, `FN`
//! formats whose only NaN is all ones, `FNUZ` formats whose only NaN is
//! negative zero, finite-only f6/f4, x87's explicit integer bit).
//!
//! Every operation computes the exact result as an integer significand
//! times a power of two ([`ApInt`] of whatever width that takes) and
//! rounds it once, so no host float arithmetic (whose NaN rules differ)
//! is involved. `f8E8M0FNU` has no zero and no sign; it is not modelled
//! (operations on it give `None`, and folders do not fold).

use crate::apint::ApInt;
use crate::types::FloatKind;
use std::cmp::Ordering;

/// LLVM's `RoundingMode`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Round {
    NearestEven,
    TowardZero,
    Up,
    Down,
    NearestAway,
}

/// How a format encodes values that are not finite numbers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum NonFinite {
    Ieee,
    /// No infinity; all-ones exponent and fraction is the NaN.
    NanAllOnes,
    /// No infinity, no negative zero; the negative zero pattern is the NaN.
    NanNegZero,
    /// Neither infinity nor NaN.
    FiniteOnly,
}

#[derive(Clone, Copy, Debug)]
struct Format {
    exp_bits: u32,
    /// Stored fraction bits (for x87, including the explicit integer bit).
    frac_bits: u32,
    bias: i32,
    non_finite: NonFinite,
    explicit_int: bool,
}

impl Format {
    fn of(kind: FloatKind) -> Option<Format> {
        use NonFinite::*;
        let f = |exp_bits, frac_bits, bias, non_finite| Format {
            exp_bits,
            frac_bits,
            bias,
            non_finite,
            explicit_int: false,
        };
        Some(match kind {
            FloatKind::F16 => f(5, 10, 15, Ieee),
            FloatKind::BF16 => f(8, 7, 127, Ieee),
            FloatKind::TF32 => f(8, 10, 127, Ieee),
            FloatKind::F32 => f(8, 23, 127, Ieee),
            FloatKind::F64 => f(11, 52, 1023, Ieee),
            FloatKind::F128 => f(15, 112, 16383, Ieee),
            FloatKind::F80 => Format {
                explicit_int: true,
                ..f(15, 64, 16383, Ieee)
            },
            FloatKind::F8E5M2 => f(5, 2, 15, Ieee),
            FloatKind::F8E4M3 => f(4, 3, 7, Ieee),
            FloatKind::F8E3M4 => f(3, 4, 3, Ieee),
            FloatKind::F8E4M3FN => f(4, 3, 7, NanAllOnes),
            FloatKind::F8E5M2FNUZ => f(5, 2, 16, NanNegZero),
            FloatKind::F8E4M3FNUZ => f(4, 3, 8, NanNegZero),
            FloatKind::F8E4M3B11FNUZ => f(4, 3, 11, NanNegZero),
            FloatKind::F6E2M3FN => f(2, 3, 1, FiniteOnly),
            FloatKind::F6E3M2FN => f(3, 2, 3, FiniteOnly),
            FloatKind::F4E2M1FN => f(2, 1, 1, FiniteOnly),
            FloatKind::F8E8M0FNU => return None,
        })
    }

    /// Significand bits including the leading one.
    fn precision(&self) -> u32 {
        if self.explicit_int {
            self.frac_bits
        } else {
            self.frac_bits + 1
        }
    }

    fn exp_field_max(&self) -> i32 {
        (1 << self.exp_bits) - 1
    }

    /// Exponent of the leading bit of the largest and smallest normals.
    fn emax(&self) -> i32 {
        let top = if self.non_finite == NonFinite::Ieee {
            self.exp_field_max() - 1
        } else {
            self.exp_field_max()
        };
        top - self.bias
    }

    fn emin(&self) -> i32 {
        1 - self.bias
    }

    fn width(&self) -> u32 {
        1 + self.exp_bits + self.frac_bits
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    Zero,
    Finite,
    Inf,
    NaN,
}

/// A value of one float type.
#[derive(Clone, Debug)]
pub struct ApFloat {
    kind: FloatKind,
    fmt: Format,
    sign: bool,
    class: Class,
    /// A finite nonzero value is `sig * 2^exp`.
    sig: ApInt,
    exp: i32,
    /// A NaN's bit pattern.
    nan_bits: u128,
}

/// What an operation reports besides its result (APFloat's `opStatus`).
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Status {
    pub invalid: bool,
    pub div_by_zero: bool,
    pub overflow: bool,
    pub underflow: bool,
    pub inexact: bool,
}

impl Status {
    pub fn ok(self) -> bool {
        self == Status::default()
    }
}

fn bitlen(v: &ApInt) -> u32 {
    v.active_bits()
}

impl ApFloat {
    /// Decodes the bit pattern of a `kind` value; `None` for f8E8M0FNU.
    pub fn from_bits(kind: FloatKind, bits: u128) -> Option<ApFloat> {
        let fmt = Format::of(kind)?;
        let width = fmt.width();
        let bits = if width >= 128 {
            bits
        } else {
            bits & ((1u128 << width) - 1)
        };
        let sign = bits >> (width - 1) & 1 == 1;
        let frac = bits & ((1u128 << fmt.frac_bits) - 1);
        let exp_field = (bits >> fmt.frac_bits & ((1u128 << fmt.exp_bits) - 1)) as i32;
        let mut v = ApFloat {
            kind,
            fmt,
            sign,
            class: Class::Finite,
            sig: ApInt::zero(128),
            exp: 0,
            nan_bits: bits,
        };
        let max = fmt.exp_field_max();
        let frac_mask = (1u128 << fmt.frac_bits) - 1;
        match fmt.non_finite {
            NonFinite::Ieee if exp_field == max => {
                let payload = if fmt.explicit_int {
                    frac & ((1u128 << 63) - 1)
                } else {
                    frac
                };
                v.class = if payload == 0 { Class::Inf } else { Class::NaN };
                return Some(v);
            }
            NonFinite::NanAllOnes if exp_field == max && frac == frac_mask => {
                v.class = Class::NaN;
                return Some(v);
            }
            NonFinite::NanNegZero if sign && exp_field == 0 && frac == 0 => {
                v.class = Class::NaN;
                return Some(v);
            }
            _ => {}
        }
        let (sig, e) = if fmt.explicit_int {
            (frac, exp_field.max(1))
        } else if exp_field == 0 {
            (frac, 1)
        } else {
            (frac | 1u128 << fmt.frac_bits, exp_field)
        };
        let int_bits = if fmt.explicit_int {
            63
        } else {
            fmt.frac_bits as i32
        };
        if sig == 0 {
            v.class = Class::Zero;
            return Some(v);
        }
        v.sig = ApInt::from_words(128, [sig as u64, (sig >> 64) as u64]);
        v.exp = e - fmt.bias - int_bits;
        Some(v)
    }

    /// The value's bit pattern.
    pub fn to_bits(&self) -> u128 {
        let fmt = &self.fmt;
        let width = fmt.width();
        let sign_bit = if self.sign { 1u128 << (width - 1) } else { 0 };
        let max = fmt.exp_field_max() as u128;
        match self.class {
            Class::NaN => self.nan_bits,
            Class::Inf => {
                let int = if fmt.explicit_int { 1u128 << 63 } else { 0 };
                sign_bit | max << fmt.frac_bits | int
            }
            Class::Zero => {
                if fmt.non_finite == NonFinite::NanNegZero {
                    0
                } else {
                    sign_bit
                }
            }
            Class::Finite => {
                // Normalized by `round`: sig < 2^p, exp of its leading bit
                // at least emin, and a subnormal exactly at emin.
                let p = fmt.precision();
                let sig = self.sig.low_u128();
                let lead = bitlen(&self.sig) as i32 - 1 + self.exp;
                let normal = bitlen(&self.sig) == p;
                let (field, frac) = if normal {
                    let frac = if fmt.explicit_int {
                        sig
                    } else {
                        sig & ((1u128 << (p - 1)) - 1)
                    };
                    ((lead + fmt.bias) as u128, frac)
                } else {
                    (0, sig)
                };
                sign_bit | field << fmt.frac_bits | frac
            }
        }
    }

    pub fn kind(&self) -> FloatKind {
        self.kind
    }

    pub fn is_nan(&self) -> bool {
        self.class == Class::NaN
    }

    pub fn is_inf(&self) -> bool {
        self.class == Class::Inf
    }

    pub fn is_zero(&self) -> bool {
        self.class == Class::Zero
    }

    pub fn is_negative(&self) -> bool {
        self.sign
    }

    /// A signaling NaN (quiet bit clear); formats with one NaN have none.
    pub fn is_signaling(&self) -> bool {
        if !self.is_nan() || self.fmt.non_finite != NonFinite::Ieee {
            return false;
        }
        let quiet_bit = if self.fmt.explicit_int {
            62
        } else {
            self.fmt.frac_bits - 1
        };
        self.nan_bits >> quiet_bit & 1 == 0
    }

    /// Exactly `1.0`.
    pub fn is_one(&self) -> bool {
        !self.sign && self.class == Class::Finite && {
            let tz = self.sig.low_u128().trailing_zeros() as i32;
            bitlen(&self.sig) as i32 - 1 - tz == 0 && self.exp + tz == 0
        }
    }

    /// `ilogb`: the exponent of the leading bit of a finite nonzero value.
    pub fn ilogb(&self) -> Option<i32> {
        (self.class == Class::Finite).then(|| bitlen(&self.sig) as i32 - 1 + self.exp)
    }

    /// A nonzero finite value below the smallest normal.
    pub fn is_denormal(&self) -> bool {
        self.class == Class::Finite && bitlen(&self.sig) < self.fmt.precision()
    }

    fn special(&self, class: Class, sign: bool) -> ApFloat {
        ApFloat {
            class,
            sign,
            sig: ApInt::zero(128),
            exp: 0,
            ..self.clone()
        }
    }

    /// APFloat's `makeNaN()`: the default quiet NaN (positive where the
    /// format has a sign for it).
    fn default_nan(&self) -> ApFloat {
        let fmt = &self.fmt;
        let width = fmt.width();
        let bits = match fmt.non_finite {
            NonFinite::Ieee => {
                let quiet = if fmt.explicit_int {
                    3u128 << 62
                } else {
                    1u128 << (fmt.frac_bits - 1)
                };
                (fmt.exp_field_max() as u128) << fmt.frac_bits | quiet
            }
            NonFinite::NanAllOnes => (1u128 << (width - 1)) - 1,
            NonFinite::NanNegZero => 1u128 << (width - 1),
            NonFinite::FiniteOnly => 0,
        };
        let mut v = self.special(Class::NaN, false);
        v.nan_bits = bits;
        if fmt.non_finite == NonFinite::FiniteOnly {
            v.class = Class::Zero;
        }
        v
    }

    /// This NaN with its quiet bit set.
    fn quieted(&self) -> ApFloat {
        let mut v = self.clone();
        if self.fmt.non_finite == NonFinite::Ieee {
            let quiet_bit = if self.fmt.explicit_int {
                62
            } else {
                self.fmt.frac_bits - 1
            };
            v.nan_bits |= 1u128 << quiet_bit;
        }
        v
    }

    pub fn neg(&self) -> ApFloat {
        let mut v = self.clone();
        v.sign = !v.sign;
        if v.is_nan() && self.fmt.non_finite != NonFinite::NanNegZero {
            v.nan_bits ^= 1u128 << (self.fmt.width() - 1);
        }
        if v.is_zero() && self.fmt.non_finite == NonFinite::NanNegZero {
            v.sign = false;
        }
        v
    }

    /// `sig * 2^exp` rounded to this value's format.
    fn round(&self, sign: bool, sig: ApInt, exp: i32, mode: Round) -> (ApFloat, Status) {
        let fmt = self.fmt;
        let p = fmt.precision() as i32;
        let mut status = Status::default();
        if sig.is_zero() {
            return (self.zero(sign), status);
        }
        let len = bitlen(&sig) as i32;
        let lead = len - 1 + exp;
        let target = lead.max(fmt.emin()) - (p - 1);
        let (mut m, inexact_up) = if target <= exp {
            (sig.zext(p as u32 + 2).shl((exp - target) as u32), None)
        } else {
            let shift = (target - exp) as u32;
            let kept = sig.lshr(shift.min(sig.width()));
            let half = if shift >= 1 && shift - 1 < sig.width() {
                sig.bit(shift - 1)
            } else {
                false
            };
            let rest = shift >= 2
                && !sig
                    .trunc((shift - 1).min(sig.width()))
                    .zext(sig.width())
                    .is_zero();
            let inexact = half || rest;
            let odd = kept.bit(0);
            let up = inexact
                && match mode {
                    Round::NearestEven => half && (rest || odd),
                    Round::NearestAway => half,
                    Round::TowardZero => false,
                    Round::Up => !sign,
                    Round::Down => sign,
                };
            (kept.zext((p as u32 + 2).max(1)), inexact.then_some(up))
        };
        let mut e = target;
        if let Some(up) = inexact_up {
            status.inexact = true;
            if up {
                m = m.add(&ApInt::from_u64(m.width(), 1));
            }
        }
        if bitlen(&m) as i32 > p {
            m = m.lshr(1);
            e += 1;
        }
        if m.is_zero() {
            status.underflow = true;
            return (self.zero(sign), status);
        }
        let top = bitlen(&m) as i32 - 1 + e;
        let nan_at_top = fmt.non_finite == NonFinite::NanAllOnes
            && top == fmt.emax()
            && m.is_all_ones_in(p as u32);
        if top > fmt.emax() || nan_at_top {
            status.overflow = true;
            status.inexact = true;
            return (self.overflowed(sign, mode), status);
        }
        if bitlen(&m) < p as u32 && status.inexact {
            status.underflow = true;
        }
        let mut v = self.special(Class::Finite, sign);
        v.sig = m.zext(128);
        v.exp = e;
        (v, status)
    }

    fn zero(&self, sign: bool) -> ApFloat {
        let sign = sign && self.fmt.non_finite != NonFinite::NanNegZero;
        self.special(Class::Zero, sign)
    }

    fn largest(&self, sign: bool) -> ApFloat {
        let fmt = self.fmt;
        let p = fmt.precision();
        let mut sig = ApInt::all_ones(p).zext(128);
        if fmt.non_finite == NonFinite::NanAllOnes {
            sig = sig.sub(&ApInt::from_u64(128, 1));
        }
        let mut v = self.special(Class::Finite, sign);
        v.sig = sig;
        v.exp = fmt.emax() - (p as i32 - 1);
        v
    }

    /// APFloat's `handleOverflow`.
    fn overflowed(&self, sign: bool, mode: Round) -> ApFloat {
        let to_inf = match mode {
            Round::NearestEven | Round::NearestAway => true,
            Round::Up => !sign,
            Round::Down => sign,
            Round::TowardZero => false,
        };
        if !to_inf {
            return self.largest(sign);
        }
        match self.fmt.non_finite {
            NonFinite::Ieee => self.special(Class::Inf, sign),
            NonFinite::NanAllOnes | NonFinite::NanNegZero => self.signed_nan(sign),
            NonFinite::FiniteOnly => self.largest(sign),
        }
    }

    /// APFloat's `makeNaN(false, sign)`: the default NaN with a sign where
    /// the format's NaN can have one.
    fn signed_nan(&self, sign: bool) -> ApFloat {
        let mut nan = self.default_nan();
        if sign && matches!(self.fmt.non_finite, NonFinite::Ieee | NonFinite::NanAllOnes) {
            nan.nan_bits |= 1u128 << (self.fmt.width() - 1);
            nan.sign = true;
        }
        nan
    }

    /// A NaN operand's result (the first NaN, quieted), if any.
    fn nan_operand(&self, rhs: &ApFloat) -> Option<(ApFloat, Status)> {
        let invalid = self.is_signaling() || rhs.is_signaling();
        let status = Status {
            invalid,
            ..Status::default()
        };
        if self.is_nan() {
            return Some((self.quieted(), status));
        }
        if rhs.is_nan() {
            return Some((rhs.quieted(), status));
        }
        None
    }

    fn invalid(&self) -> (ApFloat, Status) {
        (
            self.default_nan(),
            Status {
                invalid: true,
                ..Status::default()
            },
        )
    }

    pub fn add(&self, rhs: &ApFloat, mode: Round) -> (ApFloat, Status) {
        self.add_signed(rhs, rhs.sign, mode)
    }

    pub fn sub(&self, rhs: &ApFloat, mode: Round) -> (ApFloat, Status) {
        self.add_signed(rhs, !rhs.sign, mode)
    }

    /// `self + rhs` where `rhs` has sign `rsign`.
    fn add_signed(&self, rhs: &ApFloat, rsign: bool, mode: Round) -> (ApFloat, Status) {
        if let Some(r) = self.nan_operand(rhs) {
            return r;
        }
        match (self.class, rhs.class) {
            (Class::Inf, Class::Inf) if self.sign != rsign => return self.invalid(),
            (Class::Inf, _) => return (self.clone(), Status::default()),
            (_, Class::Inf) => return (self.special(Class::Inf, rsign), Status::default()),
            (Class::Zero, Class::Zero) => {
                let sign = if self.sign == rsign {
                    self.sign
                } else {
                    mode == Round::Down
                };
                return (self.zero(sign), Status::default());
            }
            (Class::Zero, _) => {
                let mut v = rhs.clone();
                v.sign = rsign;
                return (v, Status::default());
            }
            (_, Class::Zero) => return (self.clone(), Status::default()),
            _ => {}
        }
        let low = self.exp.min(rhs.exp);
        let width =
            (bitlen(&self.sig) as i32 + self.exp).max(bitlen(&rhs.sig) as i32 + rhs.exp) - low + 2;
        let a = self.sig.zext(width as u32).shl((self.exp - low) as u32);
        let b = rhs.sig.zext(width as u32).shl((rhs.exp - low) as u32);
        let (sign, mag) = if self.sign == rsign {
            (self.sign, a.add(&b))
        } else {
            match a.ucmp(&b) {
                Ordering::Greater => (self.sign, a.sub(&b)),
                Ordering::Less => (rsign, b.sub(&a)),
                Ordering::Equal => return (self.zero(mode == Round::Down), Status::default()),
            }
        };
        self.round(sign, mag, low, mode)
    }

    pub fn mul(&self, rhs: &ApFloat, mode: Round) -> (ApFloat, Status) {
        if let Some(r) = self.nan_operand(rhs) {
            return r;
        }
        let sign = self.sign != rhs.sign;
        match (self.class, rhs.class) {
            (Class::Inf, Class::Zero) | (Class::Zero, Class::Inf) => self.invalid(),
            (Class::Inf, _) | (_, Class::Inf) => {
                (self.special(Class::Inf, sign), Status::default())
            }
            (Class::Zero, _) | (_, Class::Zero) => (self.zero(sign), Status::default()),
            _ => {
                let w = bitlen(&self.sig) + bitlen(&rhs.sig) + 1;
                let prod = self.sig.zext(w).mul(&rhs.sig.zext(w));
                self.round(sign, prod, self.exp + rhs.exp, mode)
            }
        }
    }

    pub fn div(&self, rhs: &ApFloat, mode: Round) -> (ApFloat, Status) {
        if let Some(r) = self.nan_operand(rhs) {
            return r;
        }
        let sign = self.sign != rhs.sign;
        match (self.class, rhs.class) {
            (Class::Inf, Class::Inf) | (Class::Zero, Class::Zero) => self.invalid(),
            (Class::Inf, _) => (self.special(Class::Inf, sign), Status::default()),
            (_, Class::Inf) => (self.zero(sign), Status::default()),
            (Class::Zero, _) => (self.zero(sign), Status::default()),
            (_, Class::Zero) => {
                let v = match self.fmt.non_finite {
                    NonFinite::Ieee => self.special(Class::Inf, sign),
                    _ => self.signed_nan(sign),
                };
                (
                    v,
                    Status {
                        div_by_zero: true,
                        ..Status::default()
                    },
                )
            }
            _ => {
                let p = self.fmt.precision() as i32;
                let k = (p + 3 + bitlen(&rhs.sig) as i32 - bitlen(&self.sig) as i32).max(0);
                let w = bitlen(&self.sig) + k as u32 + 2;
                let num = self.sig.zext(w).shl(k as u32);
                let (q, r) = num.udivrem(&rhs.sig.zext(w)).expect("nonzero divisor");
                // One more bit below the quotient says whether it is exact.
                let q = q.zext(w + 1).shl(1);
                let q = if r.is_zero() {
                    q
                } else {
                    q.or(&ApInt::from_u64(w + 1, 1))
                };
                self.round(sign, q, self.exp - rhs.exp - k - 1, mode)
            }
        }
    }

    /// APFloat's `mod`: the remainder of truncated division, exact, with
    /// the sign of `self`.
    pub fn rem(&self, rhs: &ApFloat) -> (ApFloat, Status) {
        if let Some(r) = self.nan_operand(rhs) {
            return r;
        }
        match (self.class, rhs.class) {
            (Class::Inf, _) | (_, Class::Zero) => return self.invalid(),
            (Class::Zero, _) | (_, Class::Inf) => return (self.clone(), Status::default()),
            _ => {}
        }
        let low = self.exp.min(rhs.exp);
        let width =
            (bitlen(&self.sig) as i32 + self.exp).max(bitlen(&rhs.sig) as i32 + rhs.exp) - low + 2;
        let a = self.sig.zext(width as u32).shl((self.exp - low) as u32);
        let b = rhs.sig.zext(width as u32).shl((rhs.exp - low) as u32);
        let r = a.urem(&b).expect("nonzero divisor");
        if r.is_zero() {
            return (self.zero(self.sign), Status::default());
        }
        self.round(self.sign, r, low, Round::NearestEven)
    }

    /// APFloat's `roundToIntegral`: the integer nearest in `mode` (a NaN
    /// quieted, infinities and zeros unchanged, the sign kept on zero).
    /// Computed as APFloat does, by adding and subtracting 2^(p-1), so a
    /// format too narrow to hold that constant (f8E3M4) gets the same NaN.
    pub fn round_to_integral(&self, mode: Round) -> ApFloat {
        match self.class {
            Class::NaN => return self.quieted(),
            Class::Inf | Class::Zero => return self.clone(),
            Class::Finite => {}
        }
        let p = self.fmt.precision();
        if self.ilogb().is_some_and(|e| e + 1 >= p as i32) {
            return self.clone();
        }
        let magic_int = ApInt::from_u64(p + 1, 1).shl(p - 1);
        let mut magic = self.round(false, magic_int, 0, Round::NearestEven).0;
        if self.sign {
            magic = magic.neg();
        }
        let sum = self.add(&magic, mode).0;
        let result = sum.sub(&magic, mode).0;
        if result.sign != self.sign {
            result.neg()
        } else {
            result
        }
    }

    /// The value with the sign of `rhs` (APFloat's `copySign`).
    pub fn copy_sign(&self, rhs: &ApFloat) -> ApFloat {
        if self.sign == rhs.sign {
            self.clone()
        } else {
            self.neg()
        }
    }

    /// The absolute value (APFloat's `clearSign`).
    pub fn abs(&self) -> ApFloat {
        if self.sign {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// A finite nonzero value that is not denormal (APFloat's `isNormal`).
    pub fn is_normal(&self) -> bool {
        self.class == Class::Finite && !self.is_denormal()
    }

    /// The default quiet NaN of this value's type (`APFloat::getNaN`).
    pub fn nan(&self) -> ApFloat {
        self.default_nan()
    }

    /// APFloat's `compare`: `None` when unordered.
    pub fn compare(&self, rhs: &ApFloat) -> Option<Ordering> {
        if self.is_nan() || rhs.is_nan() {
            return None;
        }
        let key = |v: &ApFloat| -> i32 {
            match (v.class, v.sign) {
                (Class::Zero, _) => 0,
                (_, true) => -1,
                _ => 1,
            }
        };
        let (ka, kb) = (key(self), key(rhs));
        if ka != kb {
            return Some(ka.cmp(&kb));
        }
        if ka == 0 {
            return Some(Ordering::Equal);
        }
        let mag = match (self.class, rhs.class) {
            (Class::Inf, Class::Inf) => Ordering::Equal,
            (Class::Inf, _) => Ordering::Greater,
            (_, Class::Inf) => Ordering::Less,
            _ => {
                let la = bitlen(&self.sig) as i32 + self.exp;
                let lb = bitlen(&rhs.sig) as i32 + rhs.exp;
                if la != lb {
                    la.cmp(&lb)
                } else {
                    let low = self.exp.min(rhs.exp);
                    let w = (la - low + 1) as u32;
                    let a = self.sig.zext(w).shl((self.exp - low) as u32);
                    let b = rhs.sig.zext(w).shl((rhs.exp - low) as u32);
                    a.ucmp(&b)
                }
            }
        };
        Some(if self.sign { mag.reverse() } else { mag })
    }

    /// Bitwise-identical values (APFloat's `bitwiseIsEqual`).
    pub fn identical(&self, rhs: &ApFloat) -> bool {
        self.to_bits() == rhs.to_bits()
    }

    /// `llvm::maximum`: NaN-propagating, -0 below +0.
    pub fn maximum(&self, rhs: &ApFloat) -> ApFloat {
        self.min_max(rhs, true, true)
    }

    pub fn minimum(&self, rhs: &ApFloat) -> ApFloat {
        self.min_max(rhs, false, true)
    }

    /// `llvm::maxnum`: a NaN operand gives the other operand.
    pub fn maxnum(&self, rhs: &ApFloat) -> ApFloat {
        self.min_max(rhs, true, false)
    }

    pub fn minnum(&self, rhs: &ApFloat) -> ApFloat {
        self.min_max(rhs, false, false)
    }

    fn min_max(&self, rhs: &ApFloat, max: bool, propagate_nan: bool) -> ApFloat {
        if propagate_nan {
            if self.is_nan() {
                return self.quieted();
            }
            if rhs.is_nan() {
                return rhs.quieted();
            }
        } else {
            if self.is_signaling() {
                return self.quieted();
            }
            if rhs.is_signaling() {
                return rhs.quieted();
            }
            if self.is_nan() {
                return rhs.clone();
            }
            if rhs.is_nan() {
                return self.clone();
            }
        }
        if self.is_zero() && rhs.is_zero() && self.sign != rhs.sign {
            let pick_neg = !max;
            return if self.sign == pick_neg {
                self.clone()
            } else {
                rhs.clone()
            };
        }
        let less = self.compare(rhs) == Some(Ordering::Less);
        if less == max {
            rhs.clone()
        } else {
            self.clone()
        }
    }

    /// APFloat's `convert` to another format.
    pub fn convert(&self, to: FloatKind, mode: Round) -> Option<(ApFloat, Status)> {
        let fmt = Format::of(to)?;
        let target = ApFloat {
            kind: to,
            fmt,
            sign: false,
            class: Class::Zero,
            sig: ApInt::zero(128),
            exp: 0,
            nan_bits: 0,
        };
        Some(match self.class {
            // A format without negative zero loses the sign of -0.
            Class::Zero => (
                target.zero(self.sign),
                Status {
                    inexact: self.sign && fmt.non_finite == NonFinite::NanNegZero,
                    ..Status::default()
                },
            ),
            Class::Inf => match fmt.non_finite {
                NonFinite::Ieee => (target.special(Class::Inf, self.sign), Status::default()),
                _ => (
                    target.overflowed(self.sign, mode),
                    Status {
                        invalid: true,
                        ..Status::default()
                    },
                ),
            },
            Class::Finite => target.round(self.sign, self.sig.clone(), self.exp, mode),
            Class::NaN => self.convert_nan(&target)?,
        })
    }

    fn convert_nan(&self, target: &ApFloat) -> Option<(ApFloat, Status)> {
        let signaling = self.is_signaling();
        let mut status = Status {
            invalid: signaling,
            ..Status::default()
        };
        if target.fmt.non_finite != NonFinite::Ieee {
            if target.fmt.non_finite == NonFinite::FiniteOnly {
                return None;
            }
            let nan = target.signed_nan(self.sign);
            status.inexact = self.fmt.non_finite == NonFinite::Ieee;
            return Some((nan, status));
        }
        // The payload keeps its leading bits (shifted, not renumbered); a
        // format whose NaN is one pattern gives its fraction bits (all ones,
        // or none for the negative-zero NaN, which has no sign of its own).
        let sign = self.sign && self.fmt.non_finite != NonFinite::NanNegZero;
        let payload_bits = |f: &Format| if f.explicit_int { 63 } else { f.frac_bits };
        let (from, to) = (payload_bits(&self.fmt), payload_bits(&target.fmt));
        let payload = self.nan_bits & ((1u128 << from) - 1);
        let moved = if to >= from {
            payload << (to - from)
        } else {
            let lost = payload & ((1u128 << (from - to)) - 1);
            if lost != 0 {
                status.inexact = true;
            }
            payload >> (from - to)
        };
        let quiet = 1u128 << (to - 1);
        let int = if target.fmt.explicit_int {
            1u128 << 63
        } else {
            0
        };
        let width = target.fmt.width();
        let mut nan = target.special(Class::NaN, sign);
        let sign = if sign { 1u128 << (width - 1) } else { 0 };
        nan.nan_bits = sign
            | (target.fmt.exp_field_max() as u128) << target.fmt.frac_bits
            | int
            | moved
            | quiet;
        Some((nan, status))
    }

    /// APFloat's `convertFromAPInt`.
    pub fn from_int(
        kind: FloatKind,
        value: &ApInt,
        signed: bool,
        mode: Round,
    ) -> Option<(ApFloat, Status)> {
        let target = ApFloat::from_bits(kind, 0)?;
        let negative = signed && value.is_negative();
        let mag = if negative { value.neg() } else { value.clone() };
        Some(target.round(negative, mag, 0, mode))
    }

    /// APFloat's `convertToInteger` rounding toward zero: the value and
    /// whether the conversion is valid (in range, not NaN or infinite).
    pub fn to_int(&self, width: u32, signed: bool) -> (ApInt, bool) {
        let bad = (ApInt::zero(width), false);
        match self.class {
            Class::NaN | Class::Inf => return bad,
            Class::Zero => return (ApInt::zero(width), true),
            Class::Finite => {}
        }
        let mag = if self.exp >= 0 {
            let w = bitlen(&self.sig) + self.exp as u32;
            if w > width + 1 {
                return bad;
            }
            self.sig.zext(w.max(1)).shl(self.exp as u32)
        } else {
            let shift = (-self.exp) as u32;
            if shift >= self.sig.width() {
                ApInt::zero(1)
            } else {
                self.sig.lshr(shift)
            }
        };
        let bits = bitlen(&mag);
        if mag.is_zero() {
            return (ApInt::zero(width), true);
        }
        let value = mag.zext(bits.max(width) + 1);
        if signed {
            if self.sign {
                // Down to -2^(width-1).
                if width == 0 {
                    return bad;
                }
                let limit = ApInt::from_u64(value.width(), 1).shl(width - 1);
                if value.ucmp(&limit) == Ordering::Greater {
                    return bad;
                }
                (value.neg().trunc(width), true)
            } else {
                if bits >= width {
                    return bad;
                }
                (value.trunc(width), true)
            }
        } else {
            if self.sign || bits > width {
                return bad;
            }
            (value.trunc(width), true)
        }
    }
}

impl ApInt {
    /// The low `bits` bits are all ones.
    fn is_all_ones_in(&self, bits: u32) -> bool {
        self.trunc(bits).is_all_ones()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use FloatKind::*;

    fn f32v(x: f32) -> ApFloat {
        ApFloat::from_bits(F32, x.to_bits() as u128).unwrap()
    }
    fn f64v(x: f64) -> ApFloat {
        ApFloat::from_bits(F64, x.to_bits() as u128).unwrap()
    }
    fn bits32(v: &ApFloat) -> u32 {
        v.to_bits() as u32
    }

    #[test]
    fn arithmetic_matches_ieee_hardware_on_finite_values() {
        let samples = [
            0.1f32,
            1.0,
            -2.5,
            3.0e38,
            1.0e-45,
            f32::MIN_POSITIVE,
            7.0,
            -0.0,
            0.0,
            1.5e-40,
            123456.79,
        ];
        let r = Round::NearestEven;
        for &a in &samples {
            for &b in &samples {
                let (x, y) = (f32v(a), f32v(b));
                assert_eq!(bits32(&x.add(&y, r).0), (a + b).to_bits(), "{a} + {b}");
                assert_eq!(bits32(&x.sub(&y, r).0), (a - b).to_bits(), "{a} - {b}");
                assert_eq!(bits32(&x.mul(&y, r).0), (a * b).to_bits(), "{a} * {b}");
                if b != 0.0 {
                    assert_eq!(bits32(&x.div(&y, r).0), (a / b).to_bits(), "{a} / {b}");
                    assert_eq!(bits32(&x.rem(&y).0), (a % b).to_bits(), "{a} % {b}");
                }
                assert_eq!(x.compare(&y), a.partial_cmp(&b));
            }
        }
        let (x, y) = (f64v(0.1), f64v(0.2));
        assert_eq!(x.add(&y, r).0.to_bits() as u64, (0.1f64 + 0.2).to_bits());
        assert_eq!(x.div(&y, r).0.to_bits() as u64, (0.1f64 / 0.2).to_bits());
    }

    #[test]
    fn nan_and_infinity_rules() {
        let r = Round::NearestEven;
        let inf = f32v(f32::INFINITY);
        // inf - inf is the default NaN, positive.
        assert_eq!(bits32(&inf.sub(&inf, r).0), 0x7FC0_0000);
        // A NaN operand propagates with its sign and payload, quieted.
        let snan = ApFloat::from_bits(F32, 0xFF80_0001).unwrap();
        assert_eq!(bits32(&f32v(1.0).add(&snan, r).0), 0xFFC0_0001);
        assert!(f32v(1.0).add(&snan, r).1.invalid);
        // Division by zero and zero signs.
        assert_eq!(
            bits32(&f32v(-1.0).div(&f32v(0.0), r).0),
            f32::NEG_INFINITY.to_bits()
        );
        assert_eq!(bits32(&f32v(1.0).sub(&f32v(1.0), r).0), 0);
        assert_eq!(
            bits32(&f32v(1.0).sub(&f32v(1.0), Round::Down).0),
            0x8000_0000
        );
        // Overflow rounds to the largest finite value toward zero.
        let big = f32v(f32::MAX);
        assert_eq!(
            bits32(&big.add(&big, Round::TowardZero).0),
            f32::MAX.to_bits()
        );
    }

    #[test]
    fn rounding_to_integers() {
        for &x in &[0.5f32, 1.5, 2.5, -0.5, -2.5, 3.7, -3.7, 1.0e20, 0.25] {
            let v = f32v(x);
            assert_eq!(
                bits32(&v.round_to_integral(Round::NearestEven)),
                x.round_ties_even().to_bits(),
                "{x}"
            );
            assert_eq!(
                bits32(&v.round_to_integral(Round::NearestAway)),
                x.round().to_bits(),
                "{x}"
            );
            assert_eq!(
                bits32(&v.round_to_integral(Round::Up)),
                x.ceil().to_bits(),
                "{x}"
            );
            assert_eq!(
                bits32(&v.round_to_integral(Round::Down)),
                x.floor().to_bits(),
                "{x}"
            );
            assert_eq!(
                bits32(&v.round_to_integral(Round::TowardZero)),
                x.trunc().to_bits(),
                "{x}"
            );
        }
    }

    #[test]
    fn conversions_between_formats_and_integers() {
        let r = Round::NearestEven;
        // f64 0.1 to f16 is inexact; 0.5 is exact.
        let (h, st) = f64v(0.1).convert(F16, r).unwrap();
        assert_eq!(h.to_bits(), 0x2E66);
        assert!(st.inexact);
        assert_eq!(f64v(0.5).convert(F16, r).unwrap().0.to_bits(), 0x3800);
        // f8E4M3FN: 448 is the largest; 480 rounds to NaN.
        assert_eq!(f64v(448.0).convert(F8E4M3FN, r).unwrap().0.to_bits(), 0x7E);
        assert_eq!(f64v(480.0).convert(F8E4M3FN, r).unwrap().0.to_bits(), 0x7F);
        // f80 and f128 hold f64 exactly.
        let (x, st) = f64v(-3.25).convert(F80, r).unwrap();
        assert!(st.ok());
        assert_eq!(x.to_bits(), 0xC000_D000_0000_0000_0000);
        assert_eq!(
            x.convert(F64, r).unwrap().0.to_bits() as u64,
            (-3.25f64).to_bits()
        );
        // Integers of any width.
        let big = ApInt::all_ones(200);
        let (f, _) = ApFloat::from_int(F32, &big, false, r).unwrap();
        assert_eq!(f.to_bits() as u32, f32::INFINITY.to_bits());
        let (f, _) = ApFloat::from_int(F32, &big, true, r).unwrap();
        assert_eq!(f.to_bits() as u32, (-1.0f32).to_bits());
        assert_eq!(f32v(-2.75).to_int(8, true), (ApInt::from_i128(8, -2), true));
        assert!(!f32v(-2.75).to_int(8, false).1);
        assert!(f32v(-0.75).to_int(8, false).1);
        assert!(!f32v(128.0).to_int(8, true).1);
        assert_eq!(
            f32v(-128.0).to_int(8, true),
            (ApInt::from_i128(8, -128), true)
        );
        assert_eq!(
            f32v(255.5).to_int(8, false),
            (ApInt::from_i128(8, 255), true)
        );
    }
}
