//! The folders and canonicalization patterns of cuda_tile's ops, with the
//! behaviour of NVIDIA's `CudaTile.cpp` and `OpsCanonicalization.td`:
//!
//! - `constant` folds to its value (so the greedy driver unifies and hoists
//!   constants); `assume` of an `assume` with the same predicate is that
//!   `assume`.
//! - `select`: equal arms, a constant condition, `select c, true, false`,
//!   and an arm picked by an equality test of the two arms fold; a negated
//!   condition (`xori c, true`) swaps the arms and an arm that is a select
//!   on the same condition is bypassed (folds in place, tried first);
//!   `select c, false, true` is `xori c, true`, constant operands give a
//!   constant, and `select c, 1, 0` (`0, 1`) of integers is `exti`
//!   (of `xori c, true`).
//! - `addf` with a product on the right only moves it to the left.
//!
//! `if` has its own module, `canonicalize_if`. `with_hooks`
//! attaches both to the op table, which stays about syntax and
//! verification.

use super::types::tile_parts;
use smallvec::{smallvec, SmallVec};
use tileir_ir::apint::ApInt;
use tileir_ir::attributes::{AttrData, Attribute, DenseData, Location, NamedAttr};
use tileir_ir::body::{Body, OperationState};
use tileir_ir::context::Context;
use tileir_ir::dialect::{OpDef, OpRef, RewritePattern};
use tileir_ir::fold::FoldResult;
use tileir_ir::ids::{OpId, Value};
use tileir_ir::rewriter::Rewriter;
use tileir_ir::types::{Type, TypeData};

/// `def` with the folder and canonicalization patterns of its op, if any.
pub(super) const fn with_hooks(mut def: OpDef) -> OpDef {
    let name = def.name;
    if str_eq(name, "cuda_tile.constant") {
        def.interfaces.fold = Some(fold_constant);
    } else if str_eq(name, "cuda_tile.assume") {
        def.interfaces.fold = Some(fold_assume);
    } else if str_eq(name, "cuda_tile.select") {
        def.interfaces.fold = Some(fold_select);
        def.interfaces.canonicalization_patterns = SELECT_PATTERNS;
    } else if str_eq(name, "cuda_tile.addf") {
        def.interfaces.canonicalization_patterns = ADDF_PATTERNS;
    } else if str_eq(name, "cuda_tile.if") {
        def.interfaces.canonicalization_patterns = super::canonicalize_if::PATTERNS;
    }
    def
}

/// `a == b`, usable in constants.
const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Benefit of the patterns that stand for upstream's in-place folds: they
/// come before every other pattern.
const IN_PLACE_FOLD: u16 = u16::MAX;

// ----- matching -----

pub(super) fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// The op defining `v` if it is named `name`.
pub(super) fn defined_by(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<OpId> {
    body.defining_op(v).filter(|&d| is_op(ctx, body, d, name))
}

/// The raw elements of the `cuda_tile.constant` defining `v`: the bytes of
/// its value (one element when a splat), bytes per element, and whether
/// it is a splat.
fn constant_bytes<'c>(ctx: &'c Context, body: &Body, v: Value) -> Option<(&'c [u8], usize, bool)> {
    let op = defined_by(ctx, body, v, "cuda_tile.constant")?;
    let value = body.attr_static(ctx, op, "value")?;
    let (_, element) = tile_parts(ctx, body.value_type(v))?;
    let n = match ctx.type_data(element) {
        TypeData::Integer { width, .. } => (*width as usize).div_ceil(8).max(1),
        TypeData::Float(k) => (k.width() as usize).div_ceil(8),
        _ => return None,
    };
    match ctx.attr_data(value) {
        AttrData::DenseElements {
            data: DenseData::Raw { splat, bytes },
            ..
        } => Some((bytes, n, *splat)),
        _ => None,
    }
}

/// The one integer of an integer constant `v` (splat or single element).
pub(super) fn int_constant(ctx: &Context, body: &Body, v: Value) -> Option<ApInt> {
    let (_, element) = tile_parts(ctx, body.value_type(v))?;
    let TypeData::Integer { width, .. } = ctx.type_data(element) else {
        return None;
    };
    let (bytes, n, _) = constant_bytes(ctx, body, v)?;
    if bytes.len() != n {
        return None;
    }
    let mut words = vec![0u64; n.div_ceil(8)];
    for (i, &b) in bytes.iter().enumerate() {
        words[i / 8] |= u64::from(b) << (8 * (i % 8));
    }
    Some(ApInt::from_words(*width, words).trunc(*width))
}

/// The value of a boolean (`i1`) constant `v` (splat or single element).
pub(super) fn bool_constant(ctx: &Context, body: &Body, v: Value) -> Option<bool> {
    let (_, element) = tile_parts(ctx, body.value_type(v))?;
    if !matches!(ctx.type_data(element), TypeData::Integer { width: 1, .. }) {
        return None;
    }
    Some(!int_constant(ctx, body, v)?.is_zero())
}

// ----- building -----

/// Creates `name(operands) {attrs} -> result_types` at the rewriter's
/// insertion point; returns the op.
pub(super) fn build(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[Value],
    result_types: &[Type],
    attrs: Vec<NamedAttr>,
) -> OpId {
    let mut state = OperationState::new(rw.ctx.op_name(name), loc);
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(result_types);
    state.attributes.extend(attrs);
    rw.create(state)
}

/// [`build`] of a one-result op; returns its result.
pub(super) fn build_value(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[Value],
    ty: Type,
    attrs: Vec<NamedAttr>,
) -> Value {
    let op = build(rw, name, loc, operands, &[ty], attrs);
    rw.body().result(op, 0)
}

fn named(ctx: &Context, name: &'static str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: ctx.static_symbol(name),
        value,
    }
}

/// A `cuda_tile.constant` of type `ty` from raw element bytes (a splat
/// when every element is the same).
fn constant_from_bytes(
    rw: &mut Rewriter<'_>,
    loc: Location,
    ty: Type,
    n: usize,
    mut bytes: Vec<u8>,
) -> Value {
    let splat = !bytes.is_empty() && bytes.chunks(n).all(|c| c == &bytes[..n]);
    if splat {
        bytes.truncate(n);
    }
    let attr = rw.ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Raw {
            splat,
            bytes: bytes.into(),
        },
    });
    let attrs = vec![named(rw.ctx, "value", attr)];
    build_value(rw, "cuda_tile.constant", loc, &[], ty, attrs)
}

/// `xori cond, true` (a `true` tile of `cond`'s shape).
pub(super) fn build_not(rw: &mut Rewriter<'_>, loc: Location, cond: Value) -> Value {
    let ty = rw.body().value_type(cond);
    let t = constant_from_bytes(rw, loc, ty, 1, vec![1]);
    build_value(rw, "cuda_tile.xori", loc, &[cond, t], ty, Vec::new())
}

// ----- constant, assume -----

fn fold_constant(r: OpRef<'_>, _: &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>> {
    let value = r.body.attr_static(r.ctx, r.op, "value")?;
    Some(smallvec![FoldResult::Attr(value)])
}

/// `assume P, (assume P, x)` is the inner `assume`.
fn fold_assume(r: OpRef<'_>, _: &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>> {
    let inner = defined_by(r.ctx, r.body, r.body.operand(r.op, 0), "cuda_tile.assume")?;
    let predicate = |op| r.body.attr_static(r.ctx, op, "predicate");
    if predicate(inner)? != predicate(r.op)? {
        return None;
    }
    Some(smallvec![FoldResult::Value(r.body.result(inner, 0))])
}

// ----- select -----

fn fold_select(r: OpRef<'_>, _: &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>> {
    let (ctx, body) = (r.ctx, r.body);
    let (cond, t, f) = (
        body.operand(r.op, 0),
        body.operand(r.op, 1),
        body.operand(r.op, 2),
    );
    let one = |v| Some(smallvec![FoldResult::Value(v)]);
    if t == f {
        return one(t);
    }
    match bool_constant(ctx, body, cond) {
        Some(true) => return one(t),
        Some(false) => return one(f),
        None => {}
    }
    // select c, true, false => c (i1 results only).
    if bool_constant(ctx, body, t) == Some(true) && bool_constant(ctx, body, f) == Some(false) {
        return one(cond);
    }
    // select (a == b), a, b => b; select (a != b), a, b => a.
    if let Some(cmp) = defined_by(ctx, body, cond, "cuda_tile.cmpi") {
        let predicate = body
            .attr_static(ctx, cmp, "comparison_predicate")
            .and_then(|a| tileir_ir::format::enum_value(ctx, a));
        let (l, rr) = (body.operand(cmp, 0), body.operand(cmp, 1));
        if (l == t && rr == f) || (rr == t && l == f) {
            match predicate {
                Some(EQUAL) => return one(f),
                Some(NOT_EQUAL) => return one(t),
                _ => {}
            }
        }
    }
    None
}

const EQUAL: i64 = 0;
const NOT_EQUAL: i64 = 1;

static SELECT_PATTERNS: &[RewritePattern] = &[
    RewritePattern::new("cuda_tile::SelectOp::fold", select_fold_in_place)
        .with_benefit(IN_PLACE_FOLD),
    RewritePattern::new("(anonymous namespace)::SelectI1ToNot", select_i1_to_not),
    RewritePattern::new("SelectConsts", select_consts),
    RewritePattern::new("SelectToExtI", select_to_exti),
];

/// The folds upstream does by changing the select: `select (xori c,
/// true), a, b` -> `select c, b, a`; an arm that is a select on the same
/// condition is replaced by that select's arm.
fn select_fold_in_place(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let (cond, t, f) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    if let Some(x) = defined_by(ctx, body, cond, "cuda_tile.xori") {
        if bool_constant(ctx, body, body.operand(x, 1)) == Some(true) {
            let c = body.operand(x, 0);
            rw.modify_op_in_place(op, |b| b.set_operands(op, &[c, f, t]));
            return true;
        }
    }
    if let Some(inner) = defined_by(ctx, body, t, "cuda_tile.select") {
        if body.operand(inner, 0) == cond {
            let a = body.operand(inner, 1);
            rw.modify_op_in_place(op, |b| b.set_operand(op, 1, a));
            return true;
        }
    }
    if let Some(inner) = defined_by(ctx, body, f, "cuda_tile.select") {
        if body.operand(inner, 0) == cond {
            let c = body.operand(inner, 2);
            rw.modify_op_in_place(op, |b| b.set_operand(op, 2, c));
            return true;
        }
    }
    false
}

/// `select c, false, true` -> `xori c, true` (the `true` operand reused).
fn select_i1_to_not(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let (cond, t, f) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    if bool_constant(ctx, body, t) != Some(false) || bool_constant(ctx, body, f) != Some(true) {
        return false;
    }
    let ty = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let v = build_value(rw, "cuda_tile.xori", loc, &[cond, f], ty, Vec::new());
    rw.replace_op(op, &[v]);
    true
}

/// A select of constants is a constant.
fn select_consts(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let (cond, t, f) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    let ty = body.value_type(body.result(op, 0));
    let (Some(c), Some(a), Some(b)) = (
        constant_bytes(ctx, body, cond),
        constant_bytes(ctx, body, t),
        constant_bytes(ctx, body, f),
    ) else {
        return false;
    };
    let Some(count) = tile_parts(ctx, ty).map(|(s, _)| s.iter().product::<i64>().max(0) as usize)
    else {
        return false;
    };
    let n = a.1;
    let element = |(bytes, n, splat): (&[u8], usize, bool), i: usize| -> Option<Vec<u8>> {
        let at = if splat { 0 } else { i * n };
        bytes.get(at..at + n).map(<[u8]>::to_vec)
    };
    let mut out = Vec::with_capacity(count * n);
    for i in 0..count {
        let (Some(ci), Some(ai), Some(bi)) = (element(c, i), element(a, i), element(b, i)) else {
            return false;
        };
        out.extend(if ci.iter().any(|&x| x != 0) { ai } else { bi });
    }
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let v = constant_from_bytes(rw, loc, ty, n, out);
    rw.replace_op(op, &[v]);
    true
}

/// `select c, 1, 0` -> `exti c unsigned`; `select c, 0, 1` -> `exti (xori
/// c, true) unsigned` (integer results wider than `i1`).
fn select_to_exti(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let (cond, t, f) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    let ty = body.value_type(body.result(op, 0));
    let wide_int = tile_parts(ctx, ty).is_some_and(
        |(_, e)| matches!(ctx.type_data(e), TypeData::Integer { width, .. } if *width != 1),
    );
    if !wide_int {
        return false;
    }
    let (tv, fv) = (int_constant(ctx, body, t), int_constant(ctx, body, f));
    let negate = match (tv, fv) {
        (Some(a), Some(b)) if a.is_one() && b.is_zero() => false,
        (Some(a), Some(b)) if a.is_zero() && b.is_one() => true,
        _ => return false,
    };
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let c = if negate {
        build_not(rw, loc, cond)
    } else {
        cond
    };
    let unsigned = tileir_ir::format::dialect_attr(
        ctx,
        "cuda_tile.signedness",
        vec![tileir_ir::types::Param::Int(0)],
    );
    let attrs = vec![named(ctx, "signedness", unsigned)];
    let v = build_value(rw, "cuda_tile.exti", loc, &[c], ty, attrs);
    rw.replace_op(op, &[v]);
    true
}

// ----- addf -----

static ADDF_PATTERNS: &[RewritePattern] = &[RewritePattern::new(
    "cuda_tile::AddFOp::canonicalize",
    addf_mul_to_lhs,
)];

/// `addf c, mulf(a, b)` -> `addf mulf(a, b), c` (a product on the left is
/// what FMA fusion looks for); not when both sides are products.
fn addf_mul_to_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if defined_by(ctx, body, rhs, "cuda_tile.mulf").is_none()
        || defined_by(ctx, body, lhs, "cuda_tile.mulf").is_some()
    {
        return false;
    }
    let loc = body.op_loc(op);
    let ty = body.value_type(body.result(op, 0));
    let attrs: Vec<NamedAttr> = ["rounding_mode", "flush_to_zero"]
        .into_iter()
        .filter_map(|n| body.attr_static(ctx, op, n).map(|a| named(ctx, n, a)))
        .collect();
    rw.set_insertion_point_before(op);
    let v = build_value(rw, "cuda_tile.addf", loc, &[rhs, lhs], ty, attrs);
    rw.replace_op(op, &[v]);
    true
}
