//! Fixed-width integers of any width with LLVM `APInt` semantics: every
//! operation wraps modulo 2^width, signedness is a property of the
//! operation (`sdiv`, `ult`, `ashr`), not of the value. Constant folding
//! uses it for every integer type, from `i1` to the widest attribute.
//!
//! A value is little-endian 64-bit words, `width.div_ceil(64)` of them (at
//! least one), bits above `width` always zero. Values of up to 128 bits
//! stay inline. Multiplication and division are schoolbook (quadratic in
//! the word count), which only matters for widths of thousands of bits.

use smallvec::{smallvec, SmallVec};
use std::cmp::Ordering;

type Words = SmallVec<[u64; 2]>;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    width: u32,
    words: Words,
}

fn num_words(width: u32) -> usize {
    (width.div_ceil(64) as usize).max(1)
}

impl ApInt {
    pub fn zero(width: u32) -> ApInt {
        ApInt {
            width,
            words: smallvec![0; num_words(width)],
        }
    }

    /// `value` truncated (or sign-extended) to `width` bits.
    pub fn from_i128(width: u32, value: i128) -> ApInt {
        let fill = if value < 0 { u64::MAX } else { 0 };
        let mut words: Words = smallvec![fill; num_words(width)];
        words[0] = value as u64;
        if words.len() > 1 {
            words[1] = (value >> 64) as u64;
        }
        ApInt::sized(width, words)
    }

    pub fn from_u64(width: u32, value: u64) -> ApInt {
        let mut words: Words = smallvec![0; num_words(width)];
        words[0] = value;
        ApInt::sized(width, words)
    }

    /// `words`, already `num_words(width)` long, masked to the width (what
    /// every constructor ends with; those that size their words themselves
    /// need no second copy through `from_words`).
    fn sized(width: u32, words: Words) -> ApInt {
        debug_assert_eq!(words.len(), num_words(width));
        let mut v = ApInt { width, words };
        v.clear_unused();
        v
    }

    /// The words given, resized to the width and masked.
    pub fn from_words(width: u32, words: impl IntoIterator<Item = u64>) -> ApInt {
        let mut words: Words = words.into_iter().collect();
        words.resize(num_words(width), 0);
        ApInt::sized(width, words)
    }

    pub fn all_ones(width: u32) -> ApInt {
        ApInt::from_words(width, std::iter::repeat_n(u64::MAX, num_words(width)))
    }

    pub fn signed_max(width: u32) -> ApInt {
        let mut v = ApInt::all_ones(width);
        if width > 0 {
            v.set_bit(width - 1, false);
        }
        v
    }

    pub fn signed_min(width: u32) -> ApInt {
        let mut v = ApInt::zero(width);
        if width > 0 {
            v.set_bit(width - 1, true);
        }
        v
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn words(&self) -> &[u64] {
        &self.words
    }

    fn clear_unused(&mut self) {
        let top = self.width % 64;
        if self.width == 0 {
            self.words[0] = 0;
        } else if top != 0 {
            let last = self.words.len() - 1;
            self.words[last] &= (1u64 << top) - 1;
        }
    }

    pub fn bit(&self, i: u32) -> bool {
        i < self.width && self.words[(i / 64) as usize] >> (i % 64) & 1 == 1
    }

    fn set_bit(&mut self, i: u32, on: bool) {
        let w = &mut self.words[(i / 64) as usize];
        if on {
            *w |= 1 << (i % 64);
        } else {
            *w &= !(1 << (i % 64));
        }
    }

    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    pub fn is_one(&self) -> bool {
        self.words[0] == 1 && self.words[1..].iter().all(|&w| w == 0)
    }

    pub fn is_all_ones(&self) -> bool {
        *self == ApInt::all_ones(self.width)
    }

    pub fn is_signed_max(&self) -> bool {
        *self == ApInt::signed_max(self.width)
    }

    pub fn is_signed_min(&self) -> bool {
        *self == ApInt::signed_min(self.width)
    }

    /// Number of bits needed to hold the value unsigned (`getActiveBits`).
    pub fn active_bits(&self) -> u32 {
        for (i, &w) in self.words.iter().enumerate().rev() {
            if w != 0 {
                return i as u32 * 64 + 64 - w.leading_zeros();
            }
        }
        0
    }

    /// The value sign-extended to `i128` if it fits there.
    pub fn to_i128(&self) -> Option<i128> {
        if self.width <= 128 {
            return Some(self.sext(128).low_u128() as i128);
        }
        let low = self.trunc(128);
        (low.sext(self.width) == *self).then_some(low.low_u128() as i128)
    }

    /// The low 128 bits, zero-extended.
    pub fn low_u128(&self) -> u128 {
        self.words[0] as u128 | (self.words.get(1).copied().unwrap_or(0) as u128) << 64
    }

    /// The value zero-extended to `u64` if it fits there.
    pub fn to_u64(&self) -> Option<u64> {
        (self.active_bits() <= 64).then_some(self.words[0])
    }

    // ----- width changes -----

    pub fn zext(&self, width: u32) -> ApInt {
        ApInt::from_words(width, self.words.iter().copied())
    }

    pub fn sext(&self, width: u32) -> ApInt {
        if !self.is_negative() || width <= self.width {
            return self.zext(width);
        }
        let mut v = self.zext(width);
        for i in self.width..width {
            if i % 64 == 0 {
                let n = v.words.len();
                for w in &mut v.words[(i / 64) as usize..n] {
                    *w = u64::MAX;
                }
                break;
            }
            v.set_bit(i, true);
        }
        v.clear_unused();
        v
    }

    pub fn trunc(&self, width: u32) -> ApInt {
        self.zext(width)
    }

    pub fn sext_or_trunc(&self, width: u32) -> ApInt {
        if width > self.width {
            self.sext(width)
        } else {
            self.trunc(width)
        }
    }

    pub fn zext_or_trunc(&self, width: u32) -> ApInt {
        self.zext(width)
    }

    // ----- bitwise -----

    fn zip(&self, rhs: &ApInt, f: impl Fn(u64, u64) -> u64) -> ApInt {
        ApInt::from_words(
            self.width,
            self.words.iter().zip(&rhs.words).map(|(&a, &b)| f(a, b)),
        )
    }

    pub fn and(&self, rhs: &ApInt) -> ApInt {
        self.zip(rhs, |a, b| a & b)
    }

    pub fn or(&self, rhs: &ApInt) -> ApInt {
        self.zip(rhs, |a, b| a | b)
    }

    pub fn xor(&self, rhs: &ApInt) -> ApInt {
        self.zip(rhs, |a, b| a ^ b)
    }

    pub fn not(&self) -> ApInt {
        ApInt::from_words(self.width, self.words.iter().map(|w| !w))
    }

    // ----- arithmetic (wrapping) -----

    pub fn add(&self, rhs: &ApInt) -> ApInt {
        let mut carry = false;
        let words = self.words.iter().zip(&rhs.words).map(|(&a, &b)| {
            let (s, c1) = a.overflowing_add(b);
            let (s, c2) = s.overflowing_add(carry as u64);
            carry = c1 || c2;
            s
        });
        let words: Words = words.collect();
        ApInt::from_words(self.width, words)
    }

    pub fn neg(&self) -> ApInt {
        self.not().add(&ApInt::from_u64(self.width, 1))
    }

    pub fn sub(&self, rhs: &ApInt) -> ApInt {
        self.add(&rhs.neg())
    }

    pub fn mul(&self, rhs: &ApInt) -> ApInt {
        let n = self.words.len();
        let mut out: Words = smallvec![0; n];
        for i in 0..n {
            let mut carry = 0u128;
            if self.words[i] == 0 {
                continue;
            }
            for j in 0..n - i {
                let t = self.words[i] as u128 * rhs.words[j] as u128 + out[i + j] as u128 + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        ApInt::from_words(self.width, out)
    }

    /// High half of the double-width unsigned product (`mulhu`).
    pub fn mulhu(&self, rhs: &ApInt) -> ApInt {
        let w = self.width;
        let full = self.zext(2 * w).mul(&rhs.zext(2 * w));
        full.lshr(w).trunc(w)
    }

    /// High half of the double-width signed product (`mulhs`).
    pub fn mulhs(&self, rhs: &ApInt) -> ApInt {
        let w = self.width;
        let full = self.sext(2 * w).mul(&rhs.sext(2 * w));
        full.lshr(w).trunc(w)
    }

    /// Unsigned quotient and remainder; `None` for a zero divisor.
    pub fn udivrem(&self, rhs: &ApInt) -> Option<(ApInt, ApInt)> {
        if rhs.is_zero() {
            return None;
        }
        if self.words.len() <= 2 {
            let (a, b) = (self.low_u128(), rhs.low_u128());
            return Some((
                ApInt::from_words(self.width, [(a / b) as u64, ((a / b) >> 64) as u64]),
                ApInt::from_words(self.width, [(a % b) as u64, ((a % b) >> 64) as u64]),
            ));
        }
        let (q, r) = divrem_digits(&to_digits(&self.words), &to_digits(&rhs.words));
        Some((
            ApInt::from_words(self.width, from_digits(&q)),
            ApInt::from_words(self.width, from_digits(&r)),
        ))
    }

    pub fn udiv(&self, rhs: &ApInt) -> Option<ApInt> {
        self.udivrem(rhs).map(|(q, _)| q)
    }

    pub fn urem(&self, rhs: &ApInt) -> Option<ApInt> {
        self.udivrem(rhs).map(|(_, r)| r)
    }

    fn abs(&self) -> ApInt {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// Signed quotient rounded toward zero (wrapping for MIN / -1).
    pub fn sdiv(&self, rhs: &ApInt) -> Option<ApInt> {
        let q = self.abs().udiv(&rhs.abs())?;
        Some(if self.is_negative() != rhs.is_negative() {
            q.neg()
        } else {
            q
        })
    }

    /// Signed remainder, with the sign of the dividend.
    pub fn srem(&self, rhs: &ApInt) -> Option<ApInt> {
        let r = self.abs().urem(&rhs.abs())?;
        Some(if self.is_negative() { r.neg() } else { r })
    }

    /// `sdiv_ov`: the quotient and whether it overflowed (MIN / -1).
    pub fn sdiv_ov(&self, rhs: &ApInt) -> Option<(ApInt, bool)> {
        let overflow = self.is_signed_min() && rhs.is_all_ones();
        Some((self.sdiv(rhs)?, overflow))
    }

    /// `sfloordiv_ov`: the quotient rounded toward negative infinity.
    pub fn sfloordiv_ov(&self, rhs: &ApInt) -> Option<(ApInt, bool)> {
        let (q, overflow) = self.sdiv_ov(rhs)?;
        let r = self.srem(rhs)?;
        if !r.is_zero() && self.is_negative() != rhs.is_negative() {
            return Some((q.sub(&ApInt::from_u64(self.width, 1)), overflow));
        }
        Some((q, overflow))
    }

    pub fn sadd_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        let r = self.add(rhs);
        let overflow =
            self.is_negative() == rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, overflow)
    }

    pub fn ssub_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        let r = self.sub(rhs);
        let overflow =
            self.is_negative() != rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, overflow)
    }

    pub fn uadd_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        let r = self.add(rhs);
        let overflow = r.ult(self);
        (r, overflow)
    }

    // ----- shifts (the amount saturates at the width) -----

    pub fn shl(&self, amount: u32) -> ApInt {
        if amount >= self.width {
            return ApInt::zero(self.width);
        }
        let (wshift, bshift) = ((amount / 64) as usize, amount % 64);
        let n = self.words.len();
        let mut out: Words = smallvec![0; n];
        for i in (wshift..n).rev() {
            let src = i - wshift;
            let mut w = self.words[src] << bshift;
            if bshift != 0 && src > 0 {
                w |= self.words[src - 1] >> (64 - bshift);
            }
            out[i] = w;
        }
        ApInt::from_words(self.width, out)
    }

    pub fn lshr(&self, amount: u32) -> ApInt {
        if amount >= self.width {
            return ApInt::zero(self.width);
        }
        let (wshift, bshift) = ((amount / 64) as usize, amount % 64);
        let n = self.words.len();
        let mut out: Words = smallvec![0; n];
        for (i, o) in out.iter_mut().enumerate().take(n - wshift) {
            let src = i + wshift;
            let mut w = self.words[src] >> bshift;
            if bshift != 0 && src + 1 < n {
                w |= self.words[src + 1] << (64 - bshift);
            }
            *o = w;
        }
        ApInt::from_words(self.width, out)
    }

    pub fn ashr(&self, amount: u32) -> ApInt {
        if !self.is_negative() {
            return self.lshr(amount);
        }
        if amount >= self.width {
            return ApInt::all_ones(self.width);
        }
        // Shift the complement logically and complement back.
        self.not().lshr(amount).not()
    }

    /// The shift amount an operand gives, saturated (`None` when it is at
    /// least the width, where LLVM's shifts are not folded).
    pub fn shift_amount(&self) -> Option<u32> {
        self.to_u64()
            .filter(|&a| a < self.width as u64)
            .map(|a| a as u32)
    }

    // ----- comparisons -----

    pub fn ucmp(&self, rhs: &ApInt) -> Ordering {
        self.words.iter().rev().cmp(rhs.words.iter().rev())
    }

    pub fn scmp(&self, rhs: &ApInt) -> Ordering {
        match (self.is_negative(), rhs.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.ucmp(rhs),
        }
    }

    pub fn ult(&self, rhs: &ApInt) -> bool {
        self.ucmp(rhs) == Ordering::Less
    }

    pub fn uge(&self, rhs: &ApInt) -> bool {
        !self.ult(rhs)
    }

    pub fn slt(&self, rhs: &ApInt) -> bool {
        self.scmp(rhs) == Ordering::Less
    }

    /// The value in decimal, signed or unsigned (`APInt::toString`).
    pub fn to_decimal(&self, signed: bool) -> String {
        if self.width == 0 {
            return "0".into();
        }
        crate::wide_int::to_decimal(&self.words, self.width, !signed)
    }
}

/// 32-bit digits, least significant first, without leading zeros.
fn to_digits(words: &[u64]) -> Vec<u32> {
    let mut d: Vec<u32> = words
        .iter()
        .flat_map(|&w| [w as u32, (w >> 32) as u32])
        .collect();
    while d.last() == Some(&0) {
        d.pop();
    }
    d
}

fn from_digits(d: &[u32]) -> impl Iterator<Item = u64> + '_ {
    d.chunks(2)
        .map(|c| c[0] as u64 | (c.get(1).copied().unwrap_or(0) as u64) << 32)
}

/// Knuth's long division (TAOCP 4.3.1, algorithm D) of `u` by a nonzero
/// `v`, in 32-bit digits: (quotient, remainder).
fn divrem_digits(u: &[u32], v: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let (m, n) = (u.len(), v.len());
    if m < n {
        return (Vec::new(), u.to_vec());
    }
    if n == 1 {
        let d = v[0] as u64;
        let mut q = vec![0u32; m];
        let mut r = 0u64;
        for i in (0..m).rev() {
            let cur = r << 32 | u[i] as u64;
            q[i] = (cur / d) as u32;
            r = cur % d;
        }
        return (q, vec![r as u32]);
    }
    // Normalize so the divisor's top digit has its high bit set.
    let s = v[n - 1].leading_zeros();
    let shifted = |x: &[u32], i: usize| -> u32 {
        let lo = if s > 0 && i > 0 {
            x[i - 1] >> (32 - s)
        } else {
            0
        };
        x.get(i).map_or(0, |&d| d << s) | lo
    };
    let vn: Vec<u32> = (0..n).map(|i| shifted(v, i)).collect();
    let mut un: Vec<u32> = (0..=m).map(|i| shifted(u, i)).collect();
    let mut q = vec![0u32; m - n + 1];
    const BASE: u64 = 1 << 32;
    for j in (0..=m - n).rev() {
        let num = (un[j + n] as u64) << 32 | un[j + n - 1] as u64;
        let mut qhat = num / vn[n - 1] as u64;
        let mut rhat = num % vn[n - 1] as u64;
        while qhat >= BASE || qhat * vn[n - 2] as u64 > (rhat << 32 | un[j + n - 2] as u64) {
            qhat -= 1;
            rhat += vn[n - 1] as u64;
            if rhat >= BASE {
                break;
            }
        }
        // Multiply and subtract; add back once if that went negative.
        let (mut borrow, mut carry) = (0i64, 0u64);
        for i in 0..n {
            let p = qhat * vn[i] as u64 + carry;
            carry = p >> 32;
            let t = un[i + j] as i64 - borrow - (p & 0xFFFF_FFFF) as i64;
            un[i + j] = t as u32;
            borrow = (t < 0) as i64;
        }
        let t = un[j + n] as i64 - borrow - carry as i64;
        un[j + n] = t as u32;
        if t < 0 {
            qhat -= 1;
            let mut c = 0u64;
            for i in 0..n {
                let sum = un[i + j] as u64 + vn[i] as u64 + c;
                un[i + j] = sum as u32;
                c = sum >> 32;
            }
            un[j + n] = un[j + n].wrapping_add(c as u32);
        }
        q[j] = qhat as u32;
    }
    let r = (0..n)
        .map(|i| un[i] >> s | if s > 0 { un[i + 1] << (32 - s) } else { 0 })
        .collect();
    (q, r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(width: u32, x: i128) -> ApInt {
        ApInt::from_i128(width, x)
    }

    #[test]
    fn wraps_at_every_width() {
        assert_eq!(v(8, 127).add(&v(8, 1)), v(8, -128));
        assert_eq!(v(1, 1).add(&v(1, 1)), v(1, 0));
        assert_eq!(v(7, 63).mul(&v(7, 3)), v(7, 189 - 128));
        assert_eq!(v(200, -1).to_decimal(true), "-1");
        assert_eq!(
            v(200, -1).to_decimal(false),
            "1606938044258990275541962092341162602522202993782792835301375"
        );
        let big = ApInt::signed_max(200);
        assert_eq!(big.add(&v(200, 1)), ApInt::signed_min(200));
        assert_eq!(v(200, 1).shl(150).lshr(150), v(200, 1));
        assert_eq!(v(200, -8).ashr(2), v(200, -2));
        assert_eq!(v(130, -1).ashr(129), v(130, -1));
    }

    #[test]
    fn division_signs_and_overflow() {
        assert_eq!(v(32, -7).sdiv(&v(32, 2)), Some(v(32, -3)));
        assert_eq!(v(32, -7).srem(&v(32, 2)), Some(v(32, -1)));
        assert_eq!(v(32, -7).sfloordiv_ov(&v(32, 2)), Some((v(32, -4), false)));
        assert_eq!(v(8, -128).sdiv_ov(&v(8, -1)).map(|r| r.1), Some(true));
        assert_eq!(v(8, 5).udiv(&v(8, 0)), None);
        let a = ApInt::all_ones(300);
        let (q, r) = a.udivrem(&v(300, 1 << 70)).unwrap();
        assert_eq!(q.shl(70).add(&r), a);
        // Knuth's division against the identity q * d + r == n, r < d, on
        // operands of many digit counts (including the add-back step).
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..300 {
            let w = 64 + (next() % 400) as u32;
            let n = ApInt::from_words(w, (0..8).map(|_| next()));
            let keep = 1 + (next() % w as u64) as u32;
            let d = ApInt::from_words(w, (0..8).map(|_| next()))
                .trunc(keep)
                .zext(w);
            if d.is_zero() {
                continue;
            }
            let (q, r) = n.udivrem(&d).unwrap();
            assert!(r.ult(&d));
            assert_eq!(q.mul(&d).add(&r), n);
        }
        let top = ApInt::from_words(256, [0, 0, 0, 1 << 63]);
        let d = ApInt::from_words(256, [u64::MAX, u64::MAX, 1 << 63, 0]);
        let (q, r) = top.udivrem(&d).unwrap();
        assert_eq!(q.mul(&d).add(&r), top);
        assert_eq!(v(300, -1).sdiv(&v(300, -1)), Some(v(300, 1)));
    }

    #[test]
    fn high_halves_and_extension() {
        assert_eq!(v(8, -1).mulhu(&v(8, -1)), v(8, -2));
        assert_eq!(v(8, -1).mulhs(&v(8, -1)), v(8, 0));
        assert_eq!(v(4, -2).sext(100), v(100, -2));
        assert_eq!(v(4, -2).zext(100), v(100, 14));
        assert_eq!(v(100, -2).to_i128(), Some(-2));
        assert_eq!(v(200, -4).to_i128(), Some(-4));
        assert_eq!(ApInt::signed_min(200).to_i128(), None);
        assert_eq!(ApInt::from_u64(128, 0).sub(&v(128, 1)).to_i128(), Some(-1));
    }
}
