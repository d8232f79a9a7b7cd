//! The folders of the math ops (MLIR 22's `MathOps.cpp`): exact ones
//! (absolute value, sign copy, rounding to an integer, classification,
//! the integer ops) for every type through APFloat/APInt semantics, and
//! the transcendental ones for `f32` and `f64` only, computed by the host C
//! library as upstream does (the same glibc functions mlir-opt calls).
//!
//! Not constant folded, though upstream folds them: `acosh`, `asinh`,
//! `atanh`, `erf` and `erfc`, which Rust's standard library does not take
//! from the C library (its own versions may differ in the last bit); they
//! fold a poison operand only. Every folder here folds poison to poison.

use smallvec::{smallvec, SmallVec};
use tileir_ir::apfloat::{ApFloat, Round};
use tileir_ir::apint::ApInt;
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::constants::{
    float_const, float_result, fold_binary, fold_unary, int_const, int_result,
};
use tileir_ir::dialect::OpRef;
use tileir_ir::fold::FoldResult;
use tileir_ir::types::FloatKind;

type Folded = Option<SmallVec<[FoldResult; 1]>>;
type Operands<'a> = &'a [Option<Attribute>];

fn attr(a: Attribute) -> Folded {
    Some(smallvec![FoldResult::Attr(a)])
}

/// `constFoldUnaryOp<FloatAttr>` (or its conditional form when `f` can
/// refuse).
fn float_unary(r: OpRef<'_>, c: Operands<'_>, f: impl Fn(&ApFloat) -> Option<ApFloat>) -> Folded {
    if let Some(p) = crate::ub::first_poison(r.ctx, c) {
        return attr(p);
    }
    let a = float_const(r.ctx, c.first().copied().flatten()?)?;
    let (ty, values) = fold_unary(&a, a.ty(), f)?;
    attr(float_result(r.ctx, ty, values)?)
}

fn float_binary(
    r: OpRef<'_>,
    c: Operands<'_>,
    f: impl FnMut(&ApFloat, &ApFloat) -> Option<ApFloat>,
) -> Folded {
    if let Some(p) = crate::ub::first_poison(r.ctx, c) {
        return attr(p);
    }
    let a = float_const(r.ctx, c.first().copied().flatten()?)?;
    let b = float_const(r.ctx, c.get(1).copied().flatten()?)?;
    let (ty, values) = fold_binary(r.ctx, &a, &b, None, f)?;
    attr(float_result(r.ctx, ty, values)?)
}

fn int_unary(r: OpRef<'_>, c: Operands<'_>, f: impl Fn(&ApInt) -> ApInt) -> Folded {
    if let Some(p) = crate::ub::first_poison(r.ctx, c) {
        return attr(p);
    }
    let a = int_const(r.ctx, c.first().copied().flatten()?)?;
    let (ty, values) = fold_unary(&a, a.ty(), |x| Some(f(x)))?;
    attr(int_result(r.ctx, ty, values)?)
}

/// A host function of `f64` and one of `f32`, applied to a value of that
/// type; other types do not fold.
fn host(a: &ApFloat, f64_fn: fn(f64) -> f64, f32_fn: fn(f32) -> f32) -> Option<ApFloat> {
    match a.kind() {
        FloatKind::F64 => {
            let v = f64_fn(f64::from_bits(a.to_bits() as u64));
            ApFloat::from_bits(FloatKind::F64, v.to_bits() as u128)
        }
        FloatKind::F32 => {
            let v = f32_fn(f32::from_bits(a.to_bits() as u32));
            ApFloat::from_bits(FloatKind::F32, v.to_bits() as u128)
        }
        _ => None,
    }
}

fn host2(
    a: &ApFloat,
    b: &ApFloat,
    f64_fn: fn(f64, f64) -> f64,
    f32_fn: fn(f32, f32) -> f32,
) -> Option<ApFloat> {
    match (a.kind(), b.kind()) {
        (FloatKind::F64, FloatKind::F64) => {
            let v = f64_fn(
                f64::from_bits(a.to_bits() as u64),
                f64::from_bits(b.to_bits() as u64),
            );
            ApFloat::from_bits(FloatKind::F64, v.to_bits() as u128)
        }
        (FloatKind::F32, FloatKind::F32) => {
            let v = f32_fn(
                f32::from_bits(a.to_bits() as u32),
                f32::from_bits(b.to_bits() as u32),
            );
            ApFloat::from_bits(FloatKind::F32, v.to_bits() as u128)
        }
        _ => None,
    }
}

macro_rules! host_folds {
    ($($name:ident => $f:ident),* $(,)?) => {
        $(
            pub fn $name(r: OpRef<'_>, c: Operands<'_>) -> Folded {
                float_unary(r, c, |a| host(a, f64::$f, f32::$f))
            }
        )*
    };
}

host_folds! {
    acos => acos,
    asin => asin,
    atan => atan,
    cos => cos,
    cosh => cosh,
    exp => exp,
    exp2 => exp2,
    expm1 => exp_m1,
    sin => sin,
    sinh => sinh,
    tan => tan,
    tanh => tanh,
    round => round,
    trunc => trunc,
}

/// Folds of functions undefined for negative operands (upstream does not
/// fold those, nor `-0.0`).
macro_rules! host_folds_nonnegative {
    ($($name:ident => $f:ident),* $(,)?) => {
        $(
            pub fn $name(r: OpRef<'_>, c: Operands<'_>) -> Folded {
                float_unary(r, c, |a| {
                    if a.is_negative() {
                        return None;
                    }
                    host(a, f64::$f, f32::$f)
                })
            }
        )*
    };
}

host_folds_nonnegative! {
    log => ln,
    log2 => log2,
    log10 => log10,
    sqrt => sqrt,
}

pub fn log1p(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_unary(r, c, |a| {
        let one = match a.kind() {
            FloatKind::F64 => ApFloat::from_bits(FloatKind::F64, 1.0f64.to_bits() as u128)?,
            FloatKind::F32 => ApFloat::from_bits(FloatKind::F32, 1.0f32.to_bits() as u128)?,
            _ => return None,
        };
        if a.add(&one, Round::NearestEven).0.is_negative() {
            return None;
        }
        host(a, f64::ln_1p, f32::ln_1p)
    })
}

/// The folds of `acosh`, `asinh`, `atanh`, `erf` and `erfc` without their
/// constant folding (see the module comment): a poison operand is poison.
pub fn poison_only(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    attr(crate::ub::first_poison(r.ctx, c)?)
}

pub fn atan2(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_binary(r, c, |a, b| {
        if a.is_zero() && b.is_zero() {
            return Some(a.nan());
        }
        host2(a, b, f64::atan2, f32::atan2)
    })
}

pub fn powf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_binary(r, c, |a, b| host2(a, b, f64::powf, f32::powf))
}

pub fn copysign(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_binary(r, c, |a, b| Some(a.copy_sign(b)))
}

pub fn absf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_unary(r, c, |a| Some(a.abs()))
}

pub fn ceil(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_unary(r, c, |a| Some(a.round_to_integral(Round::Up)))
}

pub fn floor(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_unary(r, c, |a| Some(a.round_to_integral(Round::Down)))
}

pub fn roundeven(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_unary(r, c, |a| Some(a.round_to_integral(Round::NearestEven)))
}

/// `isnan` and friends: a bool for a scalar, an `i1` splat for a splat.
fn classify(r: OpRef<'_>, c: Operands<'_>, pred: fn(&ApFloat) -> bool) -> Folded {
    let a = float_const(r.ctx, c.first().copied().flatten()?)?;
    match a {
        tileir_ir::constants::Const::Scalar(_, v) => {
            attr(r.ctx.intern_attr(AttrData::Bool(pred(&v))))
        }
        tileir_ir::constants::Const::Splat(_, v) => {
            let ty = r.body.value_type(r.body.result(r.op, 0));
            attr(int_result(
                r.ctx,
                ty,
                Ok(ApInt::from_u64(1, pred(&v) as u64)),
            )?)
        }
        tileir_ir::constants::Const::Elements(..) => None,
    }
}

pub fn isnan(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    classify(r, c, ApFloat::is_nan)
}

pub fn isinf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    classify(r, c, ApFloat::is_inf)
}

pub fn isfinite(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    classify(r, c, |v| !v.is_nan() && !v.is_inf())
}

pub fn isnormal(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    classify(r, c, ApFloat::is_normal)
}

// ----- integer ops -----

pub fn absi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_unary(r, c, |a| if a.is_negative() { a.neg() } else { a.clone() })
}

pub fn ctlz(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_unary(r, c, |a| {
        ApInt::from_u64(a.width(), (a.width() - a.active_bits()) as u64)
    })
}

pub fn cttz(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_unary(r, c, |a| {
        let tz = (0..a.width()).find(|&i| a.bit(i)).unwrap_or(a.width());
        ApInt::from_u64(a.width(), tz as u64)
    })
}

pub fn ctpop(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_unary(r, c, |a| {
        let n: u32 = a.words().iter().map(|w| w.count_ones()).sum();
        ApInt::from_u64(a.width(), n as u64)
    })
}

pub fn ipowi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if let Some(p) = crate::ub::first_poison(r.ctx, c) {
        return attr(p);
    }
    let a = int_const(r.ctx, c.first().copied().flatten()?)?;
    let b = int_const(r.ctx, c.get(1).copied().flatten()?)?;
    let (ty, values) = fold_binary(r.ctx, &a, &b, None, |base, power| {
        let w = base.width();
        let one = ApInt::from_u64(w, 1);
        let minus_one = ApInt::all_ones(w);
        if power.is_zero() {
            return Some(one);
        }
        if power.is_negative() {
            if base.is_zero() {
                return None;
            }
            if *base == one {
                return Some(one);
            }
            if *base != minus_one {
                return Some(ApInt::zero(w));
            }
            return Some(if power.bit(0) { minus_one } else { one });
        }
        // Square and multiply over the bits of the power.
        let (mut result, mut cur) = (one, base.clone());
        for i in 0..power.active_bits() {
            if power.bit(i) {
                result = result.mul(&cur);
            }
            cur = cur.mul(&cur);
        }
        Some(result)
    })?;
    attr(int_result(r.ctx, ty, values)?)
}
