//! The folders of the arith ops (MLIR 22's `ArithOps.cpp` `fold` methods):
//! algebraic identities that return an existing value, and constant
//! folding with APInt/APFloat semantics over scalars, splats and dense
//! elements. Folds that change the op in place (`extui(extui(x))`, a
//! constant moved to the right of a `cmpi`) are canonicalization patterns
//! in [`super::patterns`], tried first.

use smallvec::{smallvec, SmallVec};
use tileir_ir::apfloat::{ApFloat, Round};
use tileir_ir::apint::ApInt;
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::constants::{
    element_type, float_const, float_result, fold_binary, fold_unary, int_const, int_result,
    int_width, scalar_result, static_num_elements, Const, Scalar,
};
use tileir_ir::dialect::OpRef;
use tileir_ir::fold::FoldResult;
use tileir_ir::ids::{OpId, Value};
use tileir_ir::types::{Type, TypeData};
use tileir_ir::Context;

type Folded = Option<SmallVec<[FoldResult; 1]>>;
type Operands<'a> = &'a [Option<Attribute>];

fn value(v: Value) -> Folded {
    Some(smallvec![FoldResult::Value(v)])
}

fn attr(a: Attribute) -> Folded {
    Some(smallvec![FoldResult::Attr(a)])
}

fn lhs(r: OpRef<'_>) -> Value {
    r.body.operand(r.op, 0)
}

fn rhs(r: OpRef<'_>) -> Value {
    r.body.operand(r.op, 1)
}

fn result_type(r: OpRef<'_>) -> Type {
    r.body.value_type(r.body.result(r.op, 0))
}

/// The op defining `v` if it is named `name` (`getDefiningOp<Op>()`).
pub(super) fn def_named(r: OpRef<'_>, v: Value, name: &str) -> Option<OpId> {
    let d = r.body.defining_op(v)?;
    (r.ctx.op_name_str(r.body.op_name(d)) == name).then_some(d)
}

/// The integer enum value of attribute `name` of `op` (predicates, flags).
pub(super) fn enum_attr(
    ctx: &Context,
    body: &tileir_ir::Body,
    op: OpId,
    name: &'static str,
) -> i64 {
    body.attr_static(ctx, op, name)
        .and_then(|a| tileir_ir::format::enum_value(ctx, a))
        .unwrap_or(0)
}

fn operand_int(ctx: &Context, c: Operands<'_>, i: usize) -> Option<Const<ApInt>> {
    int_const(ctx, c.get(i).copied().flatten()?)
}

fn operand_float(ctx: &Context, c: Operands<'_>, i: usize) -> Option<Const<ApFloat>> {
    float_const(ctx, c.get(i).copied().flatten()?)
}

/// `m_ConstantInt` on an operand: the value of an integer scalar or splat.
fn int_single(ctx: &Context, c: Operands<'_>, i: usize) -> Option<ApInt> {
    operand_int(ctx, c, i)?.single().cloned()
}

fn float_single(ctx: &Context, c: Operands<'_>, i: usize) -> Option<ApFloat> {
    operand_float(ctx, c, i)?.single().cloned()
}

fn rhs_is(ctx: &Context, c: Operands<'_>, pred: impl Fn(&ApInt) -> bool) -> bool {
    int_single(ctx, c, 1).is_some_and(|v| pred(&v))
}

/// `Builder::getZeroAttr(ty)` for an integer-like type.
fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    let w = int_width(ctx, element_type(ctx, ty))?;
    int_result(ctx, ty, Ok(ApInt::zero(w)))
}

/// The first operand that is `#ub.poison` (`ub::first_poison`; the
/// `constFoldBinaryOp` given a result type opts out of poison).
fn poison_operand(ctx: &Context, c: Operands<'_>) -> Option<Attribute> {
    crate::ub::first_poison(ctx, c)
}

/// `constFoldBinaryOp<IntegerAttr>` with the operands' type as result
/// (`result_ty` `None`: a poison operand folds to poison) or the given one
/// (no poison propagation, as upstream's overload with a result type).
fn int_binary(
    r: OpRef<'_>,
    c: Operands<'_>,
    result_ty: Option<Type>,
    f: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>,
) -> Folded {
    if result_ty.is_none() {
        if let Some(p) = poison_operand(r.ctx, c) {
            return attr(p);
        }
    }
    let (a, b) = (operand_int(r.ctx, c, 0)?, operand_int(r.ctx, c, 1)?);
    let (ty, values) = fold_binary(r.ctx, &a, &b, result_ty, f)?;
    attr(int_result(r.ctx, ty, values)?)
}

fn float_binary(
    r: OpRef<'_>,
    c: Operands<'_>,
    f: impl FnMut(&ApFloat, &ApFloat) -> Option<ApFloat>,
) -> Folded {
    if let Some(p) = poison_operand(r.ctx, c) {
        return attr(p);
    }
    let (a, b) = (operand_float(r.ctx, c, 0)?, operand_float(r.ctx, c, 1)?);
    let (ty, values) = fold_binary(r.ctx, &a, &b, None, f)?;
    attr(float_result(r.ctx, ty, values)?)
}

const RM: Round = Round::NearestEven;

// ----- integer arithmetic -----

pub fn addi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_zero) {
        return value(lhs(r));
    }
    if let Some(sub) = def_named(r, lhs(r), "arith.subi") {
        if rhs(r) == r.body.operand(sub, 1) {
            return value(r.body.operand(sub, 0));
        }
    }
    if let Some(sub) = def_named(r, rhs(r), "arith.subi") {
        if lhs(r) == r.body.operand(sub, 1) {
            return value(r.body.operand(sub, 0));
        }
    }
    int_binary(r, c, None, |a, b| Some(a.add(b)))
}

pub fn subi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if lhs(r) == rhs(r) {
        if let Some(z) = zero_attr(r.ctx, result_type(r)) {
            return attr(z);
        }
    }
    if rhs_is(r.ctx, c, ApInt::is_zero) {
        return value(lhs(r));
    }
    if let Some(add) = def_named(r, lhs(r), "arith.addi") {
        if rhs(r) == r.body.operand(add, 1) {
            return value(r.body.operand(add, 0));
        }
        if rhs(r) == r.body.operand(add, 0) {
            return value(r.body.operand(add, 1));
        }
    }
    int_binary(r, c, None, |a, b| Some(a.sub(b)))
}

pub fn muli(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_zero) {
        return value(rhs(r));
    }
    if rhs_is(r.ctx, c, ApInt::is_one) {
        return value(lhs(r));
    }
    int_binary(r, c, None, |a, b| Some(a.mul(b)))
}

const NSW: i64 = 1;
const NUW: i64 = 2;

/// `(a * b) / b -> a` when the multiplication has the flags `flags`.
fn fold_div_mul(r: OpRef<'_>, flags: i64) -> Option<Value> {
    let mul = def_named(r, lhs(r), "arith.muli")?;
    if enum_attr(r.ctx, r.body, mul, "overflowFlags") & flags != flags {
        return None;
    }
    if r.body.operand(mul, 0) == rhs(r) {
        return Some(r.body.operand(mul, 1));
    }
    if r.body.operand(mul, 1) == rhs(r) {
        return Some(r.body.operand(mul, 0));
    }
    None
}

pub fn divui(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_one) {
        return value(lhs(r));
    }
    if let Some(v) = fold_div_mul(r, NUW) {
        return value(v);
    }
    int_binary(r, c, None, |a, b| a.udiv(b))
}

pub fn divsi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_one) {
        return value(lhs(r));
    }
    if let Some(v) = fold_div_mul(r, NSW) {
        return value(v);
    }
    int_binary(r, c, None, |a, b| match a.sdiv_ov(b)? {
        (q, false) => Some(q),
        (_, true) => None,
    })
}

pub fn ceildivui(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_one) {
        return value(lhs(r));
    }
    int_binary(r, c, None, |a, b| {
        let (q, rem) = a.udivrem(b)?;
        if rem.is_zero() {
            return Some(q);
        }
        match q.uadd_ov(&ApInt::from_u64(a.width(), 1)) {
            (v, false) => Some(v),
            (_, true) => None,
        }
    })
}

/// `(a - 1) / b + 1` for positive `a` and `b`, failing on overflow.
fn signed_ceil_nonneg(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    let one = ApInt::from_u64(a.width(), 1);
    let (t, o1) = a.ssub_ov(&one);
    let (q, o2) = t.sdiv_ov(b)?;
    let (v, o3) = q.sadd_ov(&one);
    (!(o1 || o2 || o3)).then_some(v)
}

pub fn ceildivsi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_one) {
        return value(lhs(r));
    }
    int_binary(r, c, None, |a, b| {
        if b.is_zero() {
            return None;
        }
        if a.is_zero() {
            return Some(a.clone());
        }
        let zero = ApInt::zero(a.width());
        let (a_pos, b_pos) = (zero.slt(a), zero.slt(b));
        if a_pos && b_pos {
            return signed_ceil_nonneg(a, b);
        }
        if !a_pos && !b_pos {
            let (pa, o1) = zero.ssub_ov(a);
            let (pb, o2) = zero.ssub_ov(b);
            let v = signed_ceil_nonneg(&pa, &pb)?;
            return (!(o1 || o2)).then_some(v);
        }
        if !a_pos {
            let (pa, o1) = zero.ssub_ov(a);
            let (d, o2) = pa.sdiv_ov(b)?;
            let (v, o3) = zero.ssub_ov(&d);
            return (!(o1 || o2 || o3)).then_some(v);
        }
        let (pb, o1) = zero.ssub_ov(b);
        let (d, o2) = a.sdiv_ov(&pb)?;
        let (v, o3) = zero.ssub_ov(&d);
        (!(o1 || o2 || o3)).then_some(v)
    })
}

pub fn floordivsi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_one) {
        return value(lhs(r));
    }
    // As upstream, the flag is not sticky: each element sets it (a zero
    // divisor to true, giving the dividend), and the last decides.
    let mut failed = false;
    let folded = int_binary(r, c, None, |a, b| match a.sfloordiv_ov(b) {
        None => {
            failed = true;
            Some(a.clone())
        }
        Some((q, overflow)) => {
            failed = overflow;
            Some(q)
        }
    });
    if failed {
        None
    } else {
        folded
    }
}

pub fn remui(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_one) {
        return attr(zero_attr(r.ctx, result_type(r))?);
    }
    int_binary(r, c, None, |a, b| a.urem(b))
}

pub fn remsi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_one) {
        return attr(zero_attr(r.ctx, result_type(r))?);
    }
    int_binary(r, c, None, |a, b| a.srem(b))
}

// ----- bitwise -----

/// `v` is `xori(x, allOnes)` for the given `x` (`m_Op<XOrIOp>(m_Val(x),
/// m_ConstantInt)` with an all-ones constant); returns the xor op.
fn not_of(r: OpRef<'_>, v: Value, x: Value) -> Option<OpId> {
    let xor = def_named(r, v, "arith.xori")?;
    if r.body.operand(xor, 0) != x {
        return None;
    }
    let ones = r
        .body
        .defining_op(r.body.operand(xor, 1))
        .and_then(|d| tileir_ir::fold::constant_value(r.ctx, r.body, d))
        .and_then(|a| int_const(r.ctx, a))
        .and_then(|c| c.single().cloned())?;
    ones.is_all_ones().then_some(xor)
}

pub fn andi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_zero) {
        return value(rhs(r));
    }
    if rhs_is(r.ctx, c, ApInt::is_all_ones) {
        return value(lhs(r));
    }
    if not_of(r, rhs(r), lhs(r)).is_some() || not_of(r, lhs(r), rhs(r)).is_some() {
        return attr(zero_attr(r.ctx, result_type(r))?);
    }
    for (prev_v, other) in [(lhs(r), rhs(r)), (rhs(r), lhs(r))] {
        if let Some(prev) = def_named(r, prev_v, "arith.andi") {
            if other == r.body.operand(prev, 0) || other == r.body.operand(prev, 1) {
                return value(r.body.result(prev, 0));
            }
        }
    }
    int_binary(r, c, None, |a, b| Some(a.and(b)))
}

pub fn ori(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if let Some(v) = int_single(r.ctx, c, 1) {
        if v.is_zero() {
            return value(lhs(r));
        }
        if v.is_all_ones() {
            return attr(c[1]?);
        }
    }
    if let Some(xor) = not_of(r, rhs(r), lhs(r)) {
        return value(r.body.operand(xor, 1));
    }
    if let Some(xor) = not_of(r, lhs(r), rhs(r)) {
        return value(r.body.operand(xor, 1));
    }
    int_binary(r, c, None, |a, b| Some(a.or(b)))
}

pub fn xori(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_zero) {
        return value(lhs(r));
    }
    if lhs(r) == rhs(r) {
        return attr(zero_attr(r.ctx, result_type(r))?);
    }
    if let Some(prev) = def_named(r, lhs(r), "arith.xori") {
        if r.body.operand(prev, 1) == rhs(r) {
            return value(r.body.operand(prev, 0));
        }
        if r.body.operand(prev, 0) == rhs(r) {
            return value(r.body.operand(prev, 1));
        }
    }
    if let Some(prev) = def_named(r, rhs(r), "arith.xori") {
        if r.body.operand(prev, 1) == lhs(r) {
            return value(r.body.operand(prev, 0));
        }
        if r.body.operand(prev, 0) == lhs(r) {
            return value(r.body.operand(prev, 1));
        }
    }
    int_binary(r, c, None, |a, b| Some(a.xor(b)))
}

/// Shifts fold only when the amount is below the width; as upstream, the
/// last element computed decides for elements.
fn shift(r: OpRef<'_>, c: Operands<'_>, f: fn(&ApInt, u32) -> ApInt) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_zero) {
        return value(lhs(r));
    }
    let mut bounded = false;
    let folded = int_binary(r, c, None, |a, b| {
        let amount = b.shift_amount();
        bounded = amount.is_some();
        Some(f(a, amount.unwrap_or(a.width())))
    });
    if bounded {
        folded
    } else {
        None
    }
}

pub fn shli(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    shift(r, c, ApInt::shl)
}

pub fn shrui(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    shift(r, c, ApInt::lshr)
}

pub fn shrsi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    shift(r, c, ApInt::ashr)
}

// ----- min / max -----

fn int_min_max(
    r: OpRef<'_>,
    c: Operands<'_>,
    absorbing: fn(&ApInt) -> bool,
    identity: fn(&ApInt) -> bool,
    pick: fn(&ApInt, &ApInt) -> ApInt,
) -> Folded {
    if lhs(r) == rhs(r) {
        return value(rhs(r));
    }
    if let Some(v) = int_single(r.ctx, c, 1) {
        if absorbing(&v) {
            return value(rhs(r));
        }
        if identity(&v) {
            return value(lhs(r));
        }
    }
    int_binary(r, c, None, |a, b| Some(pick(a, b)))
}

fn is_umax(v: &ApInt) -> bool {
    v.is_all_ones()
}

pub fn maxsi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_min_max(r, c, ApInt::is_signed_max, ApInt::is_signed_min, |a, b| {
        if a.slt(b) {
            b.clone()
        } else {
            a.clone()
        }
    })
}

pub fn maxui(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_min_max(r, c, is_umax, ApInt::is_zero, |a, b| {
        if a.ult(b) {
            b.clone()
        } else {
            a.clone()
        }
    })
}

pub fn minsi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_min_max(r, c, ApInt::is_signed_min, ApInt::is_signed_max, |a, b| {
        if b.slt(a) {
            b.clone()
        } else {
            a.clone()
        }
    })
}

pub fn minui(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_min_max(r, c, ApInt::is_zero, is_umax, |a, b| {
        if b.ult(a) {
            b.clone()
        } else {
            a.clone()
        }
    })
}

// ----- extended arithmetic -----

fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    crate::common::with_element(ctx, ty, ctx.int_type(1))
}

pub fn addui_extended(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    let overflow_ty = r.body.value_type(r.body.result(r.op, 1));
    if rhs_is(r.ctx, c, ApInt::is_zero) {
        let f = zero_attr(r.ctx, overflow_ty)?;
        return Some(smallvec![FoldResult::Value(lhs(r)), FoldResult::Attr(f)]);
    }
    let (a, b) = (operand_int(r.ctx, c, 0)?, operand_int(r.ctx, c, 1)?);
    let (ty, sums) = fold_binary(r.ctx, &a, &b, None, |x, y| Some(x.add(y)))?;
    let sum = int_result(r.ctx, ty, sums)?;
    // The carry, from the sum and the left operand, as upstream.
    let sum_c = int_const(r.ctx, sum)?;
    let (oty, carries) = fold_binary(r.ctx, &sum_c, &a, Some(i1_same_shape(r.ctx, ty)), |s, x| {
        Some(ApInt::from_u64(1, s.ult(x) as u64))
    })?;
    let carry = int_result(r.ctx, oty, carries)?;
    Some(smallvec![FoldResult::Attr(sum), FoldResult::Attr(carry)])
}

fn mul_extended(r: OpRef<'_>, c: Operands<'_>, signed: bool) -> Folded {
    if rhs_is(r.ctx, c, ApInt::is_zero) {
        let z = c[1]?;
        return Some(smallvec![FoldResult::Attr(z), FoldResult::Attr(z)]);
    }
    if !signed && rhs_is(r.ctx, c, ApInt::is_one) {
        let z = zero_attr(r.ctx, r.body.value_type(lhs(r)))?;
        return Some(smallvec![FoldResult::Value(lhs(r)), FoldResult::Attr(z)]);
    }
    // Both halves are folded by `constFoldBinaryOp`: a poison operand
    // poisons both.
    if let Some(p) = poison_operand(r.ctx, c) {
        return Some(smallvec![FoldResult::Attr(p), FoldResult::Attr(p)]);
    }
    let (a, b) = (operand_int(r.ctx, c, 0)?, operand_int(r.ctx, c, 1)?);
    let (ty, low) = fold_binary(r.ctx, &a, &b, None, |x, y| Some(x.mul(y)))?;
    let (_, high) = fold_binary(r.ctx, &a, &b, None, |x, y| {
        Some(if signed { x.mulhs(y) } else { x.mulhu(y) })
    })?;
    Some(smallvec![
        FoldResult::Attr(int_result(r.ctx, ty, low)?),
        FoldResult::Attr(int_result(r.ctx, ty, high)?)
    ])
}

pub fn mulsi_extended(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    mul_extended(r, c, true)
}

pub fn mului_extended(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    mul_extended(r, c, false)
}

// ----- floating point -----

const FASTMATH_NNAN: i64 = 2;
const FASTMATH_NSZ: i64 = 8;
const FASTMATH_CONTRACT: i64 = 32;

fn rhs_float_is(ctx: &Context, c: Operands<'_>, pred: impl Fn(&ApFloat) -> bool) -> bool {
    float_single(ctx, c, 1).is_some_and(|v| pred(&v))
}

pub fn negf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if let Some(inner) = def_named(r, lhs(r), "arith.negf") {
        return value(r.body.operand(inner, 0));
    }
    if let Some(p) = poison_operand(r.ctx, c) {
        return attr(p);
    }
    let a = operand_float(r.ctx, c, 0)?;
    let (ty, values) = fold_unary(&a, a.ty(), |x| Some(x.neg()))?;
    attr(float_result(r.ctx, ty, values)?)
}

pub fn addf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_float_is(r.ctx, c, |v| v.is_zero() && v.is_negative()) {
        return value(lhs(r));
    }
    float_binary(r, c, |a, b| Some(a.add(b, RM).0))
}

pub fn subf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_float_is(r.ctx, c, |v| v.is_zero() && !v.is_negative()) {
        return value(lhs(r));
    }
    float_binary(r, c, |a, b| Some(a.sub(b, RM).0))
}

pub fn mulf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_float_is(r.ctx, c, ApFloat::is_one) {
        return value(lhs(r));
    }
    let fm = enum_attr(r.ctx, r.body, r.op, "fastmath");
    let nnan_nsz = FASTMATH_NNAN | FASTMATH_NSZ;
    if fm & nnan_nsz == nnan_nsz && rhs_float_is(r.ctx, c, ApFloat::is_zero) {
        return value(rhs(r));
    }
    float_binary(r, c, |a, b| Some(a.mul(b, RM).0))
}

pub fn divf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if rhs_float_is(r.ctx, c, ApFloat::is_one) {
        return value(lhs(r));
    }
    float_binary(r, c, |a, b| Some(a.div(b, RM).0))
}

pub fn remf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_binary(r, c, |a, b| Some(a.rem(b).0))
}

fn float_min_max(
    r: OpRef<'_>,
    c: Operands<'_>,
    identity: fn(&ApFloat) -> bool,
    pick: fn(&ApFloat, &ApFloat) -> ApFloat,
) -> Folded {
    if lhs(r) == rhs(r) {
        return value(rhs(r));
    }
    if rhs_float_is(r.ctx, c, identity) {
        return value(lhs(r));
    }
    float_binary(r, c, |a, b| Some(pick(a, b)))
}

pub fn maximumf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_min_max(r, c, |v| v.is_inf() && v.is_negative(), ApFloat::maximum)
}

pub fn minimumf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_min_max(r, c, |v| v.is_inf() && !v.is_negative(), ApFloat::minimum)
}

pub fn maxnumf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_min_max(r, c, ApFloat::is_nan, ApFloat::maxnum)
}

pub fn minnumf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_min_max(r, c, ApFloat::is_nan, ApFloat::minnum)
}

// ----- casts -----

fn result_elem_width(r: OpRef<'_>) -> Option<u32> {
    int_width(r.ctx, element_type(r.ctx, result_type(r)))
}

fn float_kind(ctx: &Context, ty: Type) -> Option<tileir_ir::types::FloatKind> {
    match ctx.type_data(element_type(ctx, ty)) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

fn int_cast(r: OpRef<'_>, c: Operands<'_>, f: impl Fn(&ApInt, u32) -> ApInt) -> Folded {
    if let Some(p) = poison_operand(r.ctx, c) {
        return attr(p);
    }
    let a = operand_int(r.ctx, c, 0)?;
    let width = result_elem_width(r)?;
    let (ty, values) = fold_unary(&a, result_type(r), |x| Some(f(x, width)))?;
    attr(int_result(r.ctx, ty, values)?)
}

pub fn extui(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_cast(r, c, ApInt::zext)
}

pub fn extsi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_cast(r, c, ApInt::sext)
}

pub fn trunci(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    let input = lhs(r);
    if let Some(ext) =
        def_named(r, input, "arith.extui").or_else(|| def_named(r, input, "arith.extsi"))
    {
        let src = r.body.operand(ext, 0);
        let src_elem = element_type(r.ctx, r.body.value_type(src));
        if src_elem == element_type(r.ctx, result_type(r)) {
            return value(src);
        }
    }
    int_cast(r, c, ApInt::trunc)
}

pub fn index_cast(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_cast(r, c, ApInt::sext_or_trunc)
}

pub fn index_castui(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_cast(r, c, ApInt::zext_or_trunc)
}

/// `convertFloatValue`: a conversion only when it loses nothing.
fn convert_exact(a: &ApFloat, to: tileir_ir::types::FloatKind, mode: Round) -> Option<ApFloat> {
    let (v, status) = a.convert(to, mode)?;
    status.ok().then_some(v)
}

fn float_cast(r: OpRef<'_>, c: Operands<'_>, mode: Round) -> Folded {
    if let Some(p) = poison_operand(r.ctx, c) {
        return attr(p);
    }
    let a = operand_float(r.ctx, c, 0)?;
    let to = float_kind(r.ctx, result_type(r))?;
    let (ty, values) = fold_unary(&a, result_type(r), |x| convert_exact(x, to, mode))?;
    attr(float_result(r.ctx, ty, values)?)
}

pub fn extf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if let Some(trunc) = def_named(r, lhs(r), "arith.truncf") {
        let src = r.body.operand(trunc, 0);
        let contract = |op| enum_attr(r.ctx, r.body, op, "fastmath") & FASTMATH_CONTRACT != 0;
        if r.body.value_type(src) == result_type(r) && contract(trunc) && contract(r.op) {
            return value(src);
        }
    }
    float_cast(r, c, RM)
}

/// The `roundingmode` of a `truncf` (to_nearest_even when absent).
fn rounding(r: OpRef<'_>) -> Round {
    match r.body.attr_static(r.ctx, r.op, "roundingmode") {
        None => RM,
        Some(_) => match enum_attr(r.ctx, r.body, r.op, "roundingmode") {
            1 => Round::Down,
            2 => Round::Up,
            3 => Round::TowardZero,
            4 => Round::NearestAway,
            _ => Round::NearestEven,
        },
    }
}

/// Whether every value of format `from` is exactly a value of `to`
/// (`APFloatBase::isRepresentableBy`), checked on the extremes.
pub(super) fn representable_by(
    from: tileir_ir::types::FloatKind,
    to: tileir_ir::types::FloatKind,
) -> bool {
    use tileir_ir::types::FloatKind as K;
    // (precision, max exponent, min exponent) of each format.
    fn params(k: K) -> Option<(i32, i32, i32)> {
        Some(match k {
            K::F16 => (11, 15, -14),
            K::BF16 => (8, 127, -126),
            K::TF32 => (11, 127, -126),
            K::F32 => (24, 127, -126),
            K::F64 => (53, 1023, -1022),
            K::F80 => (64, 16383, -16382),
            K::F128 => (113, 16383, -16382),
            K::F8E5M2 => (3, 15, -14),
            K::F8E4M3 => (4, 7, -6),
            K::F8E3M4 => (5, 3, -2),
            K::F8E4M3FN => (4, 8, -6),
            K::F8E5M2FNUZ => (3, 15, -15),
            K::F8E4M3FNUZ => (4, 7, -7),
            K::F8E4M3B11FNUZ => (4, 4, -10),
            K::F6E2M3FN => (4, 2, 0),
            K::F6E3M2FN => (3, 4, -2),
            K::F4E2M1FN => (2, 2, 0),
            K::F8E8M0FNU => (1, 127, -127),
        })
    }
    let (Some(a), Some(b)) = (params(from), params(to)) else {
        return false;
    };
    a.1 <= b.1 && a.2 >= b.2 && a.0 <= b.0
}

pub fn truncf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    if let Some(ext) = def_named(r, lhs(r), "arith.extf") {
        let src = r.body.operand(ext, 0);
        let src_kind = float_kind(r.ctx, r.body.value_type(src));
        let mid_kind = float_kind(r.ctx, r.body.value_type(lhs(r)));
        let res_kind = float_kind(r.ctx, result_type(r));
        if let (Some(s), Some(m), Some(d)) = (src_kind, mid_kind, res_kind) {
            if representable_by(s, m) && s == d {
                return value(src);
            }
        }
    }
    float_cast(r, c, rounding(r))
}

fn int_to_float(r: OpRef<'_>, c: Operands<'_>, signed: bool) -> Folded {
    if let Some(p) = poison_operand(r.ctx, c) {
        return attr(p);
    }
    let a = operand_int(r.ctx, c, 0)?;
    let to = float_kind(r.ctx, result_type(r))?;
    let (ty, values) = fold_unary(&a, result_type(r), |x| {
        Some(ApFloat::from_int(to, x, signed, RM)?.0)
    })?;
    attr(float_result(r.ctx, ty, values)?)
}

pub fn uitofp(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_to_float(r, c, false)
}

pub fn sitofp(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    int_to_float(r, c, true)
}

fn float_to_int(r: OpRef<'_>, c: Operands<'_>, signed: bool) -> Folded {
    if let Some(p) = poison_operand(r.ctx, c) {
        return attr(p);
    }
    let a = operand_float(r.ctx, c, 0)?;
    let width = result_elem_width(r)?;
    let (ty, values) = fold_unary(&a, result_type(r), |x| {
        let (v, ok) = x.to_int(width, signed);
        ok.then_some(v)
    })?;
    attr(int_result(r.ctx, ty, values)?)
}

pub fn fptoui(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_to_int(r, c, false)
}

pub fn fptosi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    float_to_int(r, c, true)
}

/// The bits of a scalar as an integer of its width.
fn scalar_bits(s: &Scalar) -> Option<ApInt> {
    match s {
        Scalar::Int(i) => Some(i.clone()),
        Scalar::Float(f) => {
            let w = f.kind().width();
            let b = f.to_bits();
            Some(ApInt::from_words(w, [b as u64, (b >> 64) as u64]))
        }
    }
}

fn from_bits(ctx: &Context, elem: Type, bits: &ApInt) -> Option<Scalar> {
    match ctx.type_data(elem) {
        TypeData::Float(k) => Some(Scalar::Float(ApFloat::from_bits(*k, bits.low_u128())?)),
        _ => Some(Scalar::Int(bits.clone())),
    }
}

fn scalar_const(ctx: &Context, a: Attribute) -> Option<Const<Scalar>> {
    if let Some(c) = int_const(ctx, a) {
        return Some(map_const(c, Scalar::Int));
    }
    float_const(ctx, a).map(|c| map_const(c, Scalar::Float))
}

fn map_const<T, U>(c: Const<T>, f: impl Fn(T) -> U) -> Const<U> {
    match c {
        Const::Scalar(t, v) => Const::Scalar(t, f(v)),
        Const::Splat(t, v) => Const::Splat(t, f(v)),
        Const::Elements(t, v) => Const::Elements(t, v.into_iter().map(f).collect()),
    }
}

pub fn bitcast(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    bitcast_constant(r, c).or_else(|| {
        // The CastOpInterface trait fold: a cast to its own type.
        (r.body.value_type(lhs(r)) == result_type(r)).then(|| smallvec![FoldResult::Value(lhs(r))])
    })
}

fn bitcast_constant(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    let ty = result_type(r);
    let operand = c.first().copied().flatten()?;
    // Poison bitcasts to poison, of a scalar type only (upstream leaves
    // shaped types alone before it looks at poison).
    if crate::ub::is_poison(r.ctx, operand) {
        return (element_type(r.ctx, ty) == ty).then(|| smallvec![FoldResult::Attr(operand)]);
    }
    let a = scalar_const(r.ctx, operand)?;
    let elem = element_type(r.ctx, ty);
    if matches!(a, Const::Scalar(..)) && elem != ty {
        return None;
    }
    let (ty, values) = fold_unary(&a, ty, |x| from_bits(r.ctx, elem, &scalar_bits(x)?))?;
    attr(scalar_result(r.ctx, ty, values)?)
}

// ----- comparisons and select -----

/// `lhs pred rhs` for a `cmpi` predicate (`applyCmpPredicate`).
pub(super) fn cmpi_holds(pred: i64, a: &ApInt, b: &ApInt) -> bool {
    use std::cmp::Ordering::*;
    let (s, u) = (a.scmp(b), a.ucmp(b));
    match pred {
        0 => u == Equal,
        1 => u != Equal,
        2 => s == Less,
        3 => s != Greater,
        4 => s == Greater,
        5 => s != Less,
        6 => u == Less,
        7 => u != Greater,
        8 => u == Greater,
        _ => u != Less,
    }
}

/// MLIR 22's `getBoolAttribute(ty, v)`: a bool, or a splat of any shape
/// (dynamic ones included).
fn bool_attr(ctx: &Context, ty: Type, v: bool) -> Option<Attribute> {
    let value = ApInt::from_u64(1, v as u64);
    if element_type(ctx, ty) == ty {
        return int_result(ctx, ty, Ok(value));
    }
    tileir_ir::constants::int_splat_any_shape(ctx, ty, &value)
}

fn is_i1_elem(ctx: &Context, ty: Type) -> bool {
    crate::common::is_i1(ctx, element_type(ctx, ty))
}

pub fn cmpi(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    let pred = enum_attr(r.ctx, r.body, r.op, "predicate");
    if lhs(r) == rhs(r) {
        return attr(bool_attr(
            r.ctx,
            result_type(r),
            matches!(pred, 0 | 3 | 5 | 7 | 9),
        )?);
    }
    if rhs_is(r.ctx, c, ApInt::is_zero) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def_named(r, lhs(r), ext) {
                let src = r.body.operand(e, 0);
                let src_ty = r.body.value_type(src);
                let scalar_or_vector = matches!(
                    r.ctx.type_data(src_ty),
                    TypeData::Integer { .. } | TypeData::Vector { .. }
                );
                if scalar_or_vector && is_i1_elem(r.ctx, src_ty) && pred == 1 {
                    return value(src);
                }
            }
        }
        if is_i1_elem(r.ctx, r.body.value_type(lhs(r))) && pred == 1 {
            return value(lhs(r));
        }
    }
    if rhs_is(r.ctx, c, ApInt::is_one) && is_i1_elem(r.ctx, r.body.value_type(lhs(r))) && pred == 0
    {
        return value(lhs(r));
    }
    // A constant on the left only is moved right by a pattern first.
    if c.first().copied().flatten().is_some() {
        let i1 = i1_same_shape(r.ctx, r.body.value_type(lhs(r)));
        return int_binary(r, c, Some(i1), |a, b| {
            Some(ApInt::from_u64(1, cmpi_holds(pred, a, b) as u64))
        });
    }
    None
}

/// `lhs pred rhs` for a `cmpf` predicate.
fn cmpf_holds(pred: i64, a: &ApFloat, b: &ApFloat) -> bool {
    use std::cmp::Ordering::*;
    let o = a.compare(b);
    match pred {
        0 => false,
        1 => o == Some(Equal),
        2 => o == Some(Greater),
        3 => matches!(o, Some(Greater | Equal)),
        4 => o == Some(Less),
        5 => matches!(o, Some(Less | Equal)),
        6 => matches!(o, Some(Less | Greater)),
        7 => o.is_some(),
        8 => matches!(o, None | Some(Equal)),
        9 => matches!(o, None | Some(Greater)),
        10 => o != Some(Less),
        11 => matches!(o, None | Some(Less)),
        12 => o != Some(Greater),
        13 => o != Some(Equal),
        14 => o.is_none(),
        _ => true,
    }
}

pub fn cmpf(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    let scalar = |i: usize| {
        let a = c.get(i).copied().flatten()?;
        matches!(r.ctx.attr_data(a), AttrData::Float { .. })
            .then(|| tileir_ir::constants::float_value(r.ctx, a))
            .flatten()
    };
    let (mut a, mut b) = (scalar(0), scalar(1));
    if let Some(x) = a.clone().filter(ApFloat::is_nan) {
        b = Some(x);
    }
    if let Some(y) = b.clone().filter(ApFloat::is_nan) {
        a = Some(y);
    }
    let (a, b) = (a?, b?);
    let pred = enum_attr(r.ctx, r.body, r.op, "predicate");
    attr(r.ctx.intern_attr(AttrData::Bool(cmpf_holds(pred, &a, &b))))
}

pub fn select(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    let cond = r.body.operand(r.op, 0);
    let (t, f) = (r.body.operand(r.op, 1), r.body.operand(r.op, 2));
    if t == f {
        return value(t);
    }
    if let Some(cv) = int_single(r.ctx, c, 0) {
        if cv.is_one() {
            return value(t);
        }
        if cv.is_zero() {
            return value(f);
        }
    }
    // A poison value chooses the other.
    let poison = |i: usize| {
        c.get(i)
            .copied()
            .flatten()
            .is_some_and(|a| crate::ub::is_poison(r.ctx, a))
    };
    if poison(1) {
        return value(f);
    }
    if poison(2) {
        return value(t);
    }
    let is_one = |i| int_single(r.ctx, c, i).is_some_and(|v| v.is_one());
    let is_zero = |i| int_single(r.ctx, c, i).is_some_and(|v| v.is_zero());
    if crate::common::is_i1(r.ctx, result_type(r)) && is_one(1) && is_zero(2) {
        return value(cond);
    }
    if let Some(cmp) = def_named(r, cond, "arith.cmpi") {
        let pred = enum_attr(r.ctx, r.body, cmp, "predicate");
        if pred == 0 || pred == 1 {
            let (cl, cr) = (r.body.operand(cmp, 0), r.body.operand(cmp, 1));
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return value(if pred == 1 { t } else { f });
            }
        }
    }
    // A dense condition over dense values, elementwise.
    let cond_c = c.first().copied().flatten()?;
    if !matches!(r.ctx.attr_data(cond_c), AttrData::DenseElements { .. }) {
        return None;
    }
    let (tc, fc) = (c.get(1).copied().flatten()?, c.get(2).copied().flatten()?);
    let conds = int_const(r.ctx, cond_c)?;
    let (tv, fv) = (scalar_const(r.ctx, tc)?, scalar_const(r.ctx, fc)?);
    let n = static_num_elements(r.ctx, conds.ty())?;
    let pick = |k: &Const<Scalar>, i: usize| -> Option<Scalar> {
        match k {
            Const::Splat(_, v) => Some(v.clone()),
            Const::Elements(_, vs) => vs.get(i).cloned(),
            Const::Scalar(..) => None,
        }
    };
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let on = match &conds {
            Const::Splat(_, v) => v.is_one(),
            Const::Elements(_, vs) => vs.get(i)?.is_one(),
            Const::Scalar(..) => return None,
        };
        out.push(pick(if on { &tv } else { &fv }, i)?);
    }
    attr(scalar_result(r.ctx, tv.ty(), Err(out))?)
}
