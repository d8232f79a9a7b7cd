//! The canonicalization patterns of the arith ops, as MLIR 22 registers
//! them (`ArithCanonicalization.td` and the C++ patterns of `ArithOps.cpp`),
//! with upstream's names and benefits (a declarative pattern's benefit is
//! the number of ops it matches), plus the folds upstream does in place
//! (`extui(extui(x))`, a constant moved to the right of `cmpi`), which
//! run first.

use super::fold::{def_named, enum_attr, representable_by};
use tileir_ir::apfloat::{ApFloat, Round};
use tileir_ir::apint::ApInt;
use tileir_ir::attributes::{Attribute, Location, NamedAttr};
use tileir_ir::body::OperationState;
use tileir_ir::constants::{element_type, float_value, int_attr, int_const, int_result, int_width};
use tileir_ir::dialect::RewritePattern;
use tileir_ir::ids::{OpId, Value};
use tileir_ir::rewriter::Rewriter;
use tileir_ir::types::{FloatKind, Type, TypeData};

type Rw<'r, 'a> = &'r mut Rewriter<'a>;

const FIRST: u16 = u16::MAX;

fn operand(rw: &Rewriter<'_>, op: OpId, i: usize) -> Value {
    rw.body().operand(op, i)
}

fn ty(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.body().value_type(v)
}

fn result(rw: &Rewriter<'_>, op: OpId) -> Value {
    rw.body().result(op, 0)
}

/// The op defining `v` if it is named `name`.
fn def(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    let r = tileir_ir::dialect::OpRef {
        ctx: rw.ctx,
        body: rw.body(),
        op: rw.body().defining_op(v)?,
    };
    def_named(r, v, name)
}

/// The constant attribute behind `v` (`m_Constant`).
fn constant(rw: &Rewriter<'_>, v: Value) -> Option<Attribute> {
    let d = rw.body().defining_op(v)?;
    tileir_ir::fold::constant_value(rw.ctx, rw.body(), d)
}

/// `ConstantLikeMatcher APIntAttr`: a scalar integer constant.
fn const_int(rw: &Rewriter<'_>, v: Value) -> Option<ApInt> {
    let a = constant(rw, v)?;
    tileir_ir::constants::int_value(rw.ctx, a)
}

/// `getIntOrSplatIntValue`: a scalar or splat integer constant.
fn const_int_or_splat(rw: &Rewriter<'_>, v: Value) -> Option<ApInt> {
    int_const(rw.ctx, constant(rw, v)?)?.single().cloned()
}

fn flags(rw: &Rewriter<'_>, op: OpId, name: &'static str) -> i64 {
    enum_attr(rw.ctx, rw.body(), op, name)
}

fn enum_named(
    rw: &Rewriter<'_>,
    name: &'static str,
    def: &tileir_ir::dialect::EnumDef,
    v: i64,
) -> NamedAttr {
    NamedAttr {
        name: rw.ctx.static_symbol(name),
        value: tileir_ir::format::enum_attr(rw.ctx, def, v),
    }
}

fn overflow(rw: &Rewriter<'_>, v: i64) -> NamedAttr {
    enum_named(rw, "overflowFlags", &super::OVERFLOW, v)
}

/// Creates `name(operands) : result_ty` before the rewriter's insertion
/// point and returns its first result.
fn build(
    rw: Rw<'_, '_>,
    name: &str,
    loc: Location,
    operands: &[Value],
    result_ty: Type,
    attrs: Vec<NamedAttr>,
) -> Value {
    let mut state = OperationState::new(rw.ctx.op_name(name), loc);
    state.operands.extend_from_slice(operands);
    state.result_types.push(result_ty);
    state.attributes.extend(attrs);
    let op = rw.create(state);
    rw.body().result(op, 0)
}

fn constant_op(rw: Rw<'_, '_>, loc: Location, value: Attribute, ty: Type) -> Value {
    let attrs = vec![NamedAttr {
        name: rw.ctx.static_symbol("value"),
        value,
    }];
    build(rw, "arith.constant", loc, &[], ty, attrs)
}

/// Replaces `op` by one value built before it.
fn replace(rw: Rw<'_, '_>, op: OpId, make: impl FnOnce(Rw<'_, '_>, Location) -> Value) -> bool {
    rw.set_insertion_point_before(op);
    let loc = rw.body().op_loc(op);
    let v = make(rw, loc);
    rw.replace_op(op, &[v]);
    true
}

// ----- folds upstream does in place -----

/// `extui(extui(x)) -> extui(x)`, `extsi(extsi(x)) -> extsi(x)`.
fn ext_of_ext(rw: Rw<'_, '_>, op: OpId) -> bool {
    let name = rw.ctx.op_name_str(rw.body().op_name(op)).to_string();
    let Some(inner) = def(rw, operand(rw, op, 0), &name) else {
        return false;
    };
    let src = operand(rw, inner, 0);
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, src));
    true
}

fn elem_width(rw: &Rewriter<'_>, v: Value) -> u32 {
    let t = element_type(rw.ctx, ty(rw, v));
    match rw.ctx.type_data(t) {
        TypeData::Float(k) => k.width(),
        _ => int_width(rw.ctx, t).unwrap_or(64),
    }
}

/// `trunci(ext(a)) -> trunci(a)` when `a` is wider than the result, and
/// `trunci(trunci(a)) -> trunci(a)`.
fn trunci_in_place(rw: Rw<'_, '_>, op: OpId) -> bool {
    let input = operand(rw, op, 0);
    let res = elem_width(rw, result(rw, op));
    let ext = def(rw, input, "arith.extui").or_else(|| def(rw, input, "arith.extsi"));
    let src = match ext {
        Some(e) => {
            let src = operand(rw, e, 0);
            if elem_width(rw, src) <= res {
                return false;
            }
            src
        }
        None => match def(rw, input, "arith.trunci") {
            Some(t) => operand(rw, t, 0),
            None => return false,
        },
    };
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, src));
    true
}

fn float_kind(rw: &Rewriter<'_>, v: Value) -> Option<FloatKind> {
    match rw.ctx.type_data(element_type(rw.ctx, ty(rw, v))) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

/// `truncf(extf(a)) -> truncf(a)` when `a` is wider than the result and
/// the extension is exact.
fn truncf_in_place(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(ext) = def(rw, operand(rw, op, 0), "arith.extf") else {
        return false;
    };
    let src = operand(rw, ext, 0);
    let (Some(s), Some(m)) = (float_kind(rw, src), float_kind(rw, result(rw, ext))) else {
        return false;
    };
    if !representable_by(s, m) || elem_width(rw, src) <= elem_width(rw, result(rw, op)) {
        return false;
    }
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, src));
    true
}

/// A constant on the left of a `cmpi` (and not on the right) moves right,
/// the predicate mirrored.
fn cmpi_constant_right(rw: Rw<'_, '_>, op: OpId) -> bool {
    let (l, r) = (operand(rw, op, 0), operand(rw, op, 1));
    if constant(rw, l).is_none() || constant(rw, r).is_some() {
        return false;
    }
    let mirrored = match flags(rw, op, "predicate") {
        2 => 4,
        4 => 2,
        3 => 5,
        5 => 3,
        6 => 8,
        8 => 6,
        7 => 9,
        9 => 7,
        p => p,
    };
    let pred = enum_named(rw, "predicate", &super::CMPI_PREDICATE, mirrored);
    let ctx = rw.ctx;
    rw.modify_op_in_place(op, |b| {
        b.set_attr(ctx, op, pred.name, pred.value);
        b.set_operands(op, &[r, l]);
    });
    true
}

// ----- addi / subi / muli with constants -----

/// `outer(inner(x, c0) or inner(c0, x), c1)`: the parts, if `inner` is the
/// defining op of `outer`'s operand `side` and named `inner_name`.
struct Nested {
    inner: OpId,
    x: Value,
    c0: ApInt,
    c1: ApInt,
}

/// Matches `op(inner(x, c0), c1)` (`const_first`: `op(inner(c0, x), c1)`).
fn nested_rhs_const(
    rw: &Rewriter<'_>,
    op: OpId,
    inner_name: &str,
    const_first: bool,
) -> Option<Nested> {
    let c1 = const_int(rw, operand(rw, op, 1))?;
    let inner = def(rw, operand(rw, op, 0), inner_name)?;
    let (xi, ci) = if const_first { (1, 0) } else { (0, 1) };
    let c0 = const_int(rw, operand(rw, inner, ci))?;
    Some(Nested {
        inner,
        x: operand(rw, inner, xi),
        c0,
        c1,
    })
}

/// Matches `op(c1, inner(x, c0))` (`const_first`: `op(c1, inner(c0, x))`).
fn nested_lhs_const(
    rw: &Rewriter<'_>,
    op: OpId,
    inner_name: &str,
    const_first: bool,
) -> Option<Nested> {
    let c1 = const_int(rw, operand(rw, op, 0))?;
    let inner = def(rw, operand(rw, op, 1), inner_name)?;
    let (xi, ci) = if const_first { (1, 0) } else { (0, 1) };
    let c0 = const_int(rw, operand(rw, inner, ci))?;
    Some(Nested {
        inner,
        x: operand(rw, inner, xi),
        c0,
        c1,
    })
}

enum Shape {
    /// `new(x, c)`
    XConst,
    /// `new(c, x)`
    ConstX,
}

/// Replaces `op` by `new_op` of `x` and the constant `value` (of `op`'s
/// type), with overflow flags `ovf`.
fn rebuild(
    rw: Rw<'_, '_>,
    op: OpId,
    m: &Nested,
    new_op: &str,
    value: ApInt,
    shape: Shape,
    ovf: i64,
) -> bool {
    let res_ty = ty(rw, result(rw, op));
    let value = int_attr(rw.ctx, res_ty, &value);
    let x = m.x;
    let new_op = new_op.to_string();
    replace(rw, op, |rw, loc| {
        let c = constant_op(rw, loc, value, res_ty);
        let operands = match shape {
            Shape::XConst => [x, c],
            Shape::ConstX => [c, x],
        };
        let flags = vec![overflow(rw, ovf)];
        build(rw, &new_op, loc, &operands, res_ty, flags)
    })
}

fn merged(rw: &Rewriter<'_>, a: OpId, b: OpId) -> i64 {
    flags(rw, a, "overflowFlags") & flags(rw, b, "overflowFlags")
}

fn add_add_constant(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(m) = nested_rhs_const(rw, op, "arith.addi", false) else {
        return false;
    };
    let ovf = merged(rw, m.inner, op);
    rebuild(
        rw,
        op,
        &m,
        "arith.addi",
        m.c0.add(&m.c1),
        Shape::XConst,
        ovf,
    )
}

fn add_sub_constant_rhs(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(m) = nested_rhs_const(rw, op, "arith.subi", false) else {
        return false;
    };
    let ovf = merged(rw, m.inner, op);
    rebuild(
        rw,
        op,
        &m,
        "arith.addi",
        m.c1.sub(&m.c0),
        Shape::XConst,
        ovf,
    )
}

fn add_sub_constant_lhs(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(m) = nested_rhs_const(rw, op, "arith.subi", true) else {
        return false;
    };
    let ovf = merged(rw, m.inner, op);
    rebuild(
        rw,
        op,
        &m,
        "arith.subi",
        m.c0.add(&m.c1),
        Shape::ConstX,
        ovf,
    )
}

/// `addi(x, muli(y, -1)) -> subi(x, y)` (`rhs`) or `addi(muli(x, -1), y)
/// -> subi(y, x)`.
fn add_mul_negative_one(rw: Rw<'_, '_>, op: OpId, rhs: bool) -> bool {
    let (mul_side, other_side) = if rhs { (1, 0) } else { (0, 1) };
    let Some(mul) = def(rw, operand(rw, op, mul_side), "arith.muli") else {
        return false;
    };
    if !const_int_or_splat(rw, operand(rw, mul, 1)).is_some_and(|c| c.is_all_ones()) {
        return false;
    }
    let (keep, negated) = (operand(rw, op, other_side), operand(rw, mul, 0));
    let res_ty = ty(rw, result(rw, op));
    replace(rw, op, |rw, loc| {
        let flags = vec![overflow(rw, 0)];
        build(rw, "arith.subi", loc, &[keep, negated], res_ty, flags)
    })
}

fn add_mul_negative_one_rhs(rw: Rw<'_, '_>, op: OpId) -> bool {
    add_mul_negative_one(rw, op, true)
}

fn add_mul_negative_one_lhs(rw: Rw<'_, '_>, op: OpId) -> bool {
    add_mul_negative_one(rw, op, false)
}

fn sub_rhs_add_constant(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(m) = nested_rhs_const(rw, op, "arith.addi", false) else {
        return false;
    };
    rebuild(rw, op, &m, "arith.addi", m.c0.sub(&m.c1), Shape::XConst, 0)
}

fn sub_lhs_add_constant(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(m) = nested_lhs_const(rw, op, "arith.addi", false) else {
        return false;
    };
    let ovf = merged(rw, m.inner, op);
    rebuild(
        rw,
        op,
        &m,
        "arith.subi",
        m.c1.sub(&m.c0),
        Shape::ConstX,
        ovf,
    )
}

fn sub_rhs_sub_constant_rhs(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(m) = nested_rhs_const(rw, op, "arith.subi", false) else {
        return false;
    };
    let ovf = merged(rw, m.inner, op);
    rebuild(
        rw,
        op,
        &m,
        "arith.subi",
        m.c0.add(&m.c1),
        Shape::XConst,
        ovf,
    )
}

fn sub_rhs_sub_constant_lhs(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(m) = nested_rhs_const(rw, op, "arith.subi", true) else {
        return false;
    };
    let ovf = merged(rw, m.inner, op);
    rebuild(
        rw,
        op,
        &m,
        "arith.subi",
        m.c0.sub(&m.c1),
        Shape::ConstX,
        ovf,
    )
}

fn sub_lhs_sub_constant_rhs(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(m) = nested_lhs_const(rw, op, "arith.subi", false) else {
        return false;
    };
    let ovf = merged(rw, m.inner, op);
    rebuild(
        rw,
        op,
        &m,
        "arith.subi",
        m.c0.add(&m.c1),
        Shape::ConstX,
        ovf,
    )
}

fn sub_lhs_sub_constant_lhs(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(m) = nested_lhs_const(rw, op, "arith.subi", true) else {
        return false;
    };
    let ovf = merged(rw, m.inner, op);
    rebuild(
        rw,
        op,
        &m,
        "arith.addi",
        m.c1.sub(&m.c0),
        Shape::XConst,
        ovf,
    )
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
fn sub_sub_lhs_rhs_lhs(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), "arith.subi") else {
        return false;
    };
    if operand(rw, inner, 0) != operand(rw, op, 1) {
        return false;
    }
    let y = operand(rw, inner, 1);
    let y_ty = ty(rw, y);
    let Some(zero) = int_width(rw.ctx, element_type(rw.ctx, y_ty))
        .and_then(|w| int_result(rw.ctx, y_ty, Ok(ApInt::zero(w))))
    else {
        return false;
    };
    let ovf = merged(rw, inner, op);
    let res_ty = ty(rw, result(rw, op));
    replace(rw, op, |rw, loc| {
        let c = constant_op(rw, loc, zero, y_ty);
        let flags = vec![overflow(rw, ovf)];
        build(rw, "arith.subi", loc, &[c, y], res_ty, flags)
    })
}

fn mul_mul_constant(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(m) = nested_rhs_const(rw, op, "arith.muli", false) else {
        return false;
    };
    let ovf = merged(rw, m.inner, op);
    rebuild(
        rw,
        op,
        &m,
        "arith.muli",
        m.c0.mul(&m.c1),
        Shape::XConst,
        ovf,
    )
}

// ----- extended arithmetic -----

/// `addui_extended` / `mul*_extended` whose second result is unused: the
/// plain op, and the first operand for the unused result.
fn extended_to_plain(rw: Rw<'_, '_>, op: OpId, plain: &str) -> bool {
    if !rw.body().use_empty(rw.body().result(op, 1)) {
        return false;
    }
    let (x, y) = (operand(rw, op, 0), operand(rw, op, 1));
    let res_ty = ty(rw, result(rw, op));
    rw.set_insertion_point_before(op);
    let loc = rw.body().op_loc(op);
    let flags = vec![overflow(rw, 0)];
    let v = build(rw, plain, loc, &[x, y], res_ty, flags);
    rw.replace_op(op, &[v, x]);
    true
}

fn addui_extended_to_addi(rw: Rw<'_, '_>, op: OpId) -> bool {
    extended_to_plain(rw, op, "arith.addi")
}

fn mulsi_extended_to_muli(rw: Rw<'_, '_>, op: OpId) -> bool {
    extended_to_plain(rw, op, "arith.muli")
}

fn mului_extended_to_muli(rw: Rw<'_, '_>, op: OpId) -> bool {
    extended_to_plain(rw, op, "arith.muli")
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`.
fn mulsi_extended_rhs_one(rw: Rw<'_, '_>, op: OpId) -> bool {
    if !const_int_or_splat(rw, operand(rw, op, 1)).is_some_and(|c| c.is_one() && !c.is_negative()) {
        return false;
    }
    let x = operand(rw, op, 0);
    let x_ty = ty(rw, x);
    let Some(zero) = int_width(rw.ctx, element_type(rw.ctx, x_ty))
        .and_then(|w| int_result(rw.ctx, x_ty, Ok(ApInt::zero(w))))
    else {
        return false;
    };
    let high_ty = ty(rw, rw.body().result(op, 1));
    let i1 = crate::common::with_element(rw.ctx, x_ty, rw.ctx.int_type(1));
    rw.set_insertion_point_before(op);
    let loc = rw.body().op_loc(op);
    let c = constant_op(rw, loc, zero, x_ty);
    let pred = vec![enum_named(rw, "predicate", &super::CMPI_PREDICATE, 2)];
    let cmp = build(rw, "arith.cmpi", loc, &[x, c], i1, pred);
    let ext = build(rw, "arith.extsi", loc, &[cmp], high_ty, vec![]);
    rw.replace_op(op, &[x, ext]);
    true
}

// ----- xori / andi / ori -----

/// `xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)`.
fn xor_not_cmpi(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(cmp) = def(rw, operand(rw, op, 0), "arith.cmpi") else {
        return false;
    };
    let is_true = constant(rw, operand(rw, op, 1)).is_some_and(|a| {
        matches!(
            rw.ctx.attr_data(a),
            tileir_ir::attributes::AttrData::Bool(true)
        )
    });
    if !is_true {
        return false;
    }
    let inverted = match flags(rw, cmp, "predicate") {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        _ => 6,
    };
    let (a, b) = (operand(rw, cmp, 0), operand(rw, cmp, 1));
    let res_ty = ty(rw, result(rw, op));
    replace(rw, op, |rw, loc| {
        let pred = vec![enum_named(
            rw,
            "predicate",
            &super::CMPI_PREDICATE,
            inverted,
        )];
        build(rw, "arith.cmpi", loc, &[a, b], res_ty, pred)
    })
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` for same-typed `x` and `y`.
fn op_of_ext(rw: Rw<'_, '_>, op: OpId, ext: &str) -> bool {
    let (Some(ex), Some(ey)) = (
        def(rw, operand(rw, op, 0), ext),
        def(rw, operand(rw, op, 1), ext),
    ) else {
        return false;
    };
    let (x, y) = (operand(rw, ex, 0), operand(rw, ey, 0));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let name = rw.ctx.op_name_str(rw.body().op_name(op)).to_string();
    let ext = ext.to_string();
    let res_ty = ty(rw, result(rw, op));
    let x_ty = ty(rw, x);
    replace(rw, op, |rw, loc| {
        let inner = build(rw, &name, loc, &[x, y], x_ty, vec![]);
        build(rw, &ext, loc, &[inner], res_ty, vec![])
    })
}

fn of_extui(rw: Rw<'_, '_>, op: OpId) -> bool {
    op_of_ext(rw, op, "arith.extui")
}

fn of_extsi(rw: Rw<'_, '_>, op: OpId) -> bool {
    op_of_ext(rw, op, "arith.extsi")
}

// ----- cmpi / cmpf -----

/// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)`.
fn cmpi_of_ext(rw: Rw<'_, '_>, op: OpId, ext: &str) -> bool {
    let pred = flags(rw, op, "predicate");
    let (Some(ea), Some(eb)) = (
        def(rw, operand(rw, op, 0), ext),
        def(rw, operand(rw, op, 1), ext),
    ) else {
        return false;
    };
    let (a, b) = (operand(rw, ea, 0), operand(rw, eb, 0));
    if ty(rw, a) != ty(rw, b) || (pred != 0 && pred != 1) {
        return false;
    }
    let res_ty = crate::common::with_element(rw.ctx, ty(rw, a), rw.ctx.int_type(1));
    replace(rw, op, |rw, loc| {
        let p = vec![enum_named(rw, "predicate", &super::CMPI_PREDICATE, pred)];
        build(rw, "arith.cmpi", loc, &[a, b], res_ty, p)
    })
}

fn cmpi_ext_si(rw: Rw<'_, '_>, op: OpId) -> bool {
    cmpi_of_ext(rw, op, "arith.extsi")
}

fn cmpi_ext_ui(rw: Rw<'_, '_>, op: OpId) -> bool {
    cmpi_of_ext(rw, op, "arith.extui")
}

/// The significand width MLIR's `FloatType::getFPMantissaWidth` reports.
fn mantissa_width(k: FloatKind) -> i32 {
    match k {
        FloatKind::F16 | FloatKind::TF32 => 11,
        FloatKind::BF16 => 8,
        FloatKind::F32 => 24,
        FloatKind::F64 => 53,
        FloatKind::F80 => 64,
        FloatKind::F128 => 113,
        FloatKind::F8E5M2 | FloatKind::F8E5M2FNUZ | FloatKind::F6E3M2FN => 3,
        FloatKind::F8E4M3
        | FloatKind::F8E4M3FN
        | FloatKind::F8E4M3FNUZ
        | FloatKind::F8E4M3B11FNUZ
        | FloatKind::F6E2M3FN => 4,
        FloatKind::F8E3M4 => 5,
        FloatKind::F4E2M1FN => 2,
        FloatKind::F8E8M0FNU => 0,
    }
}

/// `CmpFIntToFPConst`: `cmpf(p, [su]itofp(x), c)` as an integer compare
/// (or a constant) when the conversion cannot change the answer.
fn cmpf_int_to_fp_const(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(c) = constant(rw, operand(rw, op, 1)).and_then(|a| float_value(rw.ctx, a)) else {
        return false;
    };
    if c.is_nan() {
        return false;
    }
    let Some(kind) = float_kind(rw, operand(rw, op, 1)) else {
        return false;
    };
    let mantissa = mantissa_width(kind);
    if mantissa <= 0 {
        return false;
    }
    let lhs = operand(rw, op, 0);
    let (unsigned, int_val) = if let Some(si) = def(rw, lhs, "arith.sitofp") {
        (false, operand(rw, si, 0))
    } else if let Some(ui) = def(rw, lhs, "arith.uitofp") {
        (true, operand(rw, ui, 0))
    } else {
        return false;
    };
    let int_ty = ty(rw, int_val);
    let Some(width) = (match rw.ctx.type_data(int_ty) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }) else {
        return false;
    };
    let value_bits = if unsigned {
        width as i32
    } else {
        width as i32 - 1
    };
    if width as i32 > mantissa {
        match c.ilogb() {
            None if c.is_inf() => {
                let Some(largest) = largest_exponent(kind) else {
                    return false;
                };
                if largest < value_bits {
                    return false;
                }
            }
            Some(e) if mantissa <= e && e <= value_bits => return false,
            _ => {}
        }
    }
    let pred = flags(rw, op, "predicate");
    let replace_bool = |rw: Rw<'_, '_>, v: bool| {
        let i1 = rw.ctx.int_type(1);
        let a = int_attr(rw.ctx, i1, &ApInt::from_u64(1, v as u64));
        replace(rw, op, |rw, loc| constant_op(rw, loc, a, i1))
    };
    // cmpi predicates: eq 0, ne 1, slt 2, sle 3, sgt 4, sge 5, ult 6,
    // ule 7, ugt 8, uge 9.
    let mut ipred = match pred {
        7 => return replace_bool(rw, true),
        14 => return replace_bool(rw, false),
        1 | 8 => 0,
        2 | 9 => {
            if unsigned {
                8
            } else {
                4
            }
        }
        3 | 10 => {
            if unsigned {
                9
            } else {
                5
            }
        }
        4 | 11 => {
            if unsigned {
                6
            } else {
                2
            }
        }
        5 | 12 => {
            if unsigned {
                7
            } else {
                3
            }
        }
        6 | 13 => 1,
        _ => return false,
    };
    let from = |v: &ApInt, signed: bool| {
        ApFloat::from_int(kind, v, signed, Round::NearestEven).map(|r| r.0)
    };
    let (max, min) = if unsigned {
        (ApInt::all_ones(width), ApInt::zero(width))
    } else {
        (ApInt::signed_max(width), ApInt::signed_min(width))
    };
    let (Some(fmax), Some(fmin)) = (from(&max, !unsigned), from(&min, !unsigned)) else {
        return false;
    };
    use std::cmp::Ordering::*;
    if fmax.compare(&c) == Some(Less) {
        let t = matches!(ipred, 1 | 2 | 3 | 6 | 7);
        return replace_bool(rw, t);
    }
    if fmin.compare(&c) == Some(Greater) {
        let t = matches!(ipred, 1 | 4 | 5 | 8 | 9);
        return replace_bool(rw, t);
    }
    let (rhs_int, valid) = c.to_int(width, !unsigned);
    if !valid {
        return false;
    }
    if !c.is_zero() {
        let Some(back) = from(&rhs_int, !unsigned) else {
            return false;
        };
        if back.compare(&c) != Some(Equal) {
            let neg = c.is_negative();
            match ipred {
                1 => return replace_bool(rw, true),
                0 => return replace_bool(rw, false),
                7 if neg => return replace_bool(rw, false),
                3 if neg => ipred = 2,
                6 if neg => return replace_bool(rw, false),
                6 => ipred = 7,
                2 if !neg => ipred = 3,
                8 if neg => return replace_bool(rw, true),
                4 if neg => ipred = 5,
                9 if neg => return replace_bool(rw, true),
                9 => ipred = 8,
                5 if !neg => ipred = 4,
                _ => {}
            }
        }
    }
    let int_cst = int_attr(rw.ctx, int_ty, &rhs_int);
    let i1 = rw.ctx.int_type(1);
    replace(rw, op, |rw, loc| {
        let k = constant_op(rw, loc, int_cst, int_ty);
        let p = vec![enum_named(rw, "predicate", &super::CMPI_PREDICATE, ipred)];
        build(rw, "arith.cmpi", loc, &[int_val, k], i1, p)
    })
}

/// `ilogb` of the largest finite value of `kind`.
fn largest_exponent(kind: FloatKind) -> Option<i32> {
    Some(match kind {
        FloatKind::F16 => 15,
        FloatKind::BF16 | FloatKind::TF32 | FloatKind::F32 => 127,
        FloatKind::F64 => 1023,
        FloatKind::F80 | FloatKind::F128 => 16383,
        FloatKind::F8E5M2 | FloatKind::F8E5M2FNUZ => 15,
        FloatKind::F8E4M3 | FloatKind::F8E4M3FNUZ => 7,
        FloatKind::F8E4M3FN => 8,
        FloatKind::F8E4M3B11FNUZ => 4,
        FloatKind::F8E3M4 => 3,
        FloatKind::F6E2M3FN | FloatKind::F4E2M1FN => 2,
        FloatKind::F6E3M2FN => 4,
        FloatKind::F8E8M0FNU => 127,
    })
}

// ----- select -----

fn select_parts(rw: &Rewriter<'_>, op: OpId) -> (Value, Value, Value) {
    (operand(rw, op, 0), operand(rw, op, 1), operand(rw, op, 2))
}

fn new_select(rw: Rw<'_, '_>, op: OpId, c: Value, a: Value, b: Value) -> bool {
    let res_ty = ty(rw, result(rw, op));
    replace(rw, op, |rw, loc| {
        build(rw, "arith.select", loc, &[c, a, b], res_ty, vec![])
    })
}

/// `select(p, a, select(p, b, c)) -> select(p, a, c)`.
fn redundant_select_false(rw: Rw<'_, '_>, op: OpId) -> bool {
    let (p, a, f) = select_parts(rw, op);
    let Some(inner) = def(rw, f, "arith.select") else {
        return false;
    };
    if operand(rw, inner, 0) != p {
        return false;
    }
    let c = operand(rw, inner, 2);
    new_select(rw, op, p, a, c)
}

/// `select(p, select(p, a, b), c) -> select(p, a, c)`.
fn redundant_select_true(rw: Rw<'_, '_>, op: OpId) -> bool {
    let (p, t, c) = select_parts(rw, op);
    let Some(inner) = def(rw, t, "arith.select") else {
        return false;
    };
    if operand(rw, inner, 0) != p {
        return false;
    }
    let a = operand(rw, inner, 1);
    new_select(rw, op, p, a, c)
}

/// `select(xori(p, -1), a, b) -> select(p, b, a)`.
fn select_not_cond(rw: Rw<'_, '_>, op: OpId) -> bool {
    let (c, a, b) = select_parts(rw, op);
    let Some(xor) = def(rw, c, "arith.xori") else {
        return false;
    };
    let ones = const_int(rw, operand(rw, xor, 1)).is_some()
        && const_int_or_splat(rw, operand(rw, xor, 1)).is_some_and(|v| v.is_all_ones());
    if !ones {
        return false;
    }
    let p = operand(rw, xor, 0);
    new_select(rw, op, p, b, a)
}

fn is_bool_const(rw: &Rewriter<'_>, v: Value, want: bool) -> bool {
    constant(rw, v).is_some_and(
        |a| matches!(rw.ctx.attr_data(a), tileir_ir::attributes::AttrData::Bool(b) if *b == want),
    )
}

/// `select(p, false, true) -> xori(p, true)`.
fn select_i1_to_not(rw: Rw<'_, '_>, op: OpId) -> bool {
    let (p, a, b) = select_parts(rw, op);
    if !is_bool_const(rw, a, false) || !is_bool_const(rw, b, true) {
        return false;
    }
    let i1 = rw.ctx.int_type(1);
    let res_ty = ty(rw, result(rw, op));
    let t = int_attr(rw.ctx, i1, &ApInt::from_u64(1, 1));
    replace(rw, op, |rw, loc| {
        let c = constant_op(rw, loc, t, i1);
        build(rw, "arith.xori", loc, &[p, c], res_ty, vec![])
    })
}

/// `select(p, 1, 0) -> extui(p)`, `select(p, 0, 1) -> extui(xori(p, 1))`
/// for integer results wider than `i1`.
fn select_to_extui(rw: Rw<'_, '_>, op: OpId) -> bool {
    let res_ty = ty(rw, result(rw, op));
    let is_int = matches!(rw.ctx.type_data(res_ty), TypeData::Integer { width, .. } if *width != 1);
    if !is_int {
        return false;
    }
    let (p, a, b) = select_parts(rw, op);
    let one = |rw: &Rewriter<'_>, v| const_int_or_splat(rw, v).is_some_and(|c| c.is_one());
    let zero = |rw: &Rewriter<'_>, v| const_int_or_splat(rw, v).is_some_and(|c| c.is_zero());
    if one(rw, a) && zero(rw, b) {
        return replace(rw, op, |rw, loc| {
            build(rw, "arith.extui", loc, &[p], res_ty, vec![])
        });
    }
    if zero(rw, a) && one(rw, b) {
        let p_ty = ty(rw, p);
        let Some(w) = int_width(rw.ctx, element_type(rw.ctx, p_ty)) else {
            return false;
        };
        let one_attr = int_attr(rw.ctx, p_ty, &ApInt::from_u64(w, 1));
        return replace(rw, op, |rw, loc| {
            let c = constant_op(rw, loc, one_attr, p_ty);
            let x = build(rw, "arith.xori", loc, &[p, c], p_ty, vec![]);
            build(rw, "arith.extui", loc, &[x], res_ty, vec![])
        });
    }
    false
}

// ----- casts -----

/// `cast(inner(x)) -> cast(x)` (a new cast op of the same name).
fn recast(rw: Rw<'_, '_>, op: OpId, inner_name: &str, new_name: Option<&str>) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), inner_name) else {
        return false;
    };
    let x = operand(rw, inner, 0);
    let name = new_name
        .map(str::to_string)
        .unwrap_or_else(|| rw.ctx.op_name_str(rw.body().op_name(op)).to_string());
    let res_ty = ty(rw, result(rw, op));
    replace(rw, op, |rw, loc| {
        build(rw, &name, loc, &[x], res_ty, vec![])
    })
}

/// `index_cast(index_cast(x)) -> x` when the types agree.
fn cast_of_cast_identity(rw: Rw<'_, '_>, op: OpId) -> bool {
    let name = rw.ctx.op_name_str(rw.body().op_name(op)).to_string();
    let Some(inner) = def(rw, operand(rw, op, 0), &name) else {
        return false;
    };
    let x = operand(rw, inner, 0);
    if ty(rw, x) != ty(rw, result(rw, op)) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

fn index_cast_of_extsi(rw: Rw<'_, '_>, op: OpId) -> bool {
    recast(rw, op, "arith.extsi", None)
}

fn index_castui_of_extui(rw: Rw<'_, '_>, op: OpId) -> bool {
    recast(rw, op, "arith.extui", None)
}

fn bitcast_of_bitcast(rw: Rw<'_, '_>, op: OpId) -> bool {
    recast(rw, op, "arith.bitcast", None)
}

fn extsi_of_extui(rw: Rw<'_, '_>, op: OpId) -> bool {
    recast(rw, op, "arith.extui", Some("arith.extui"))
}

/// `trunci(ext(x)) -> ext(x)` when only extension bits are dropped.
fn trunci_of_ext(rw: Rw<'_, '_>, op: OpId, ext: &str) -> bool {
    let Some(e) = def(rw, operand(rw, op, 0), ext) else {
        return false;
    };
    let x = operand(rw, e, 0);
    let (we, wt, wx) = (
        elem_width(rw, result(rw, e)),
        elem_width(rw, result(rw, op)),
        elem_width(rw, x),
    );
    if !(we > wt && wt > wx && wx > 0) {
        return false;
    }
    let res_ty = ty(rw, result(rw, op));
    let ext = ext.to_string();
    replace(rw, op, |rw, loc| build(rw, &ext, loc, &[x], res_ty, vec![]))
}

fn trunci_extsi_to_extsi(rw: Rw<'_, '_>, op: OpId) -> bool {
    trunci_of_ext(rw, op, "arith.extsi")
}

fn trunci_extui_to_extui(rw: Rw<'_, '_>, op: OpId) -> bool {
    trunci_of_ext(rw, op, "arith.extui")
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is exactly the
/// number of bits truncated.
fn trunci_shrsi_to_shrui(rw: Rw<'_, '_>, op: OpId) -> bool {
    let Some(shr) = def(rw, operand(rw, op, 0), "arith.shrsi") else {
        return false;
    };
    let (x, amount) = (operand(rw, shr, 0), operand(rw, shr, 1));
    let Some(c) = constant(rw, amount) else {
        return false;
    };
    let Some(v) = int_const(rw.ctx, c).and_then(|k| k.single().cloned()) else {
        return false;
    };
    let dropped = elem_width(rw, x) as i128 - elem_width(rw, result(rw, op)) as i128;
    if v.to_i128() != Some(dropped) {
        return false;
    }
    let (x_ty, res_ty) = (ty(rw, x), ty(rw, result(rw, op)));
    let amount_ty = ty(rw, amount);
    let ovf = flags(rw, op, "overflowFlags");
    replace(rw, op, |rw, loc| {
        let k = constant_op(rw, loc, c, amount_ty);
        let s = build(rw, "arith.shrui", loc, &[x, k], x_ty, vec![]);
        let flags = vec![overflow(rw, ovf)];
        build(rw, "arith.trunci", loc, &[s], res_ty, flags)
    })
}

/// `truncf(sitofp(x)) -> sitofp(x)` (and `uitofp`) without a rounding mode.
fn truncf_of_int_to_fp(rw: Rw<'_, '_>, op: OpId, conv: &str) -> bool {
    if rw.body().attr_static(rw.ctx, op, "roundingmode").is_some() {
        return false;
    }
    recast(rw, op, conv, Some(conv))
}

fn truncf_sitofp(rw: Rw<'_, '_>, op: OpId) -> bool {
    truncf_of_int_to_fp(rw, op, "arith.sitofp")
}

fn truncf_uitofp(rw: Rw<'_, '_>, op: OpId) -> bool {
    truncf_of_int_to_fp(rw, op, "arith.uitofp")
}

/// `op(negf(x), negf(y)) -> op(x, y)`, keeping `op`'s fastmath flags.
fn of_negf(rw: Rw<'_, '_>, op: OpId) -> bool {
    let (Some(nx), Some(ny)) = (
        def(rw, operand(rw, op, 0), "arith.negf"),
        def(rw, operand(rw, op, 1), "arith.negf"),
    ) else {
        return false;
    };
    let (x, y) = (operand(rw, nx, 0), operand(rw, ny, 0));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let name = rw.ctx.op_name_str(rw.body().op_name(op)).to_string();
    let fm = flags(rw, op, "fastmath");
    let res_ty = ty(rw, result(rw, op));
    replace(rw, op, |rw, loc| {
        let attrs = vec![enum_named(rw, "fastmath", &super::FASTMATH, fm)];
        build(rw, &name, loc, &[x, y], res_ty, attrs)
    })
}

// ----- the pattern lists -----

const fn drr(
    name: &'static str,
    benefit: u16,
    rewrite: tileir_ir::dialect::PatternFn,
) -> RewritePattern {
    RewritePattern::new(name, rewrite).with_benefit(benefit)
}

const fn in_place(name: &'static str, rewrite: tileir_ir::dialect::PatternFn) -> RewritePattern {
    RewritePattern::new(name, rewrite).with_benefit(FIRST)
}

pub static ADDI: &[RewritePattern] = &[
    drr(
        "(anonymous namespace)::AddIAddConstant",
        2,
        add_add_constant,
    ),
    drr(
        "(anonymous namespace)::AddISubConstantRHS",
        2,
        add_sub_constant_rhs,
    ),
    drr(
        "(anonymous namespace)::AddISubConstantLHS",
        2,
        add_sub_constant_lhs,
    ),
    drr(
        "(anonymous namespace)::AddIMulNegativeOneRhs",
        2,
        add_mul_negative_one_rhs,
    ),
    drr(
        "(anonymous namespace)::AddIMulNegativeOneLhs",
        2,
        add_mul_negative_one_lhs,
    ),
];

pub static SUBI: &[RewritePattern] = &[
    drr(
        "(anonymous namespace)::SubIRHSAddConstant",
        2,
        sub_rhs_add_constant,
    ),
    drr(
        "(anonymous namespace)::SubILHSAddConstant",
        2,
        sub_lhs_add_constant,
    ),
    drr(
        "(anonymous namespace)::SubIRHSSubConstantRHS",
        2,
        sub_rhs_sub_constant_rhs,
    ),
    drr(
        "(anonymous namespace)::SubIRHSSubConstantLHS",
        2,
        sub_rhs_sub_constant_lhs,
    ),
    drr(
        "(anonymous namespace)::SubILHSSubConstantRHS",
        2,
        sub_lhs_sub_constant_rhs,
    ),
    drr(
        "(anonymous namespace)::SubILHSSubConstantLHS",
        2,
        sub_lhs_sub_constant_lhs,
    ),
    drr(
        "(anonymous namespace)::SubISubILHSRHSLHS",
        2,
        sub_sub_lhs_rhs_lhs,
    ),
];

pub static MULI: &[RewritePattern] = &[drr(
    "(anonymous namespace)::MulIMulIConstant",
    2,
    mul_mul_constant,
)];

pub static ADDUI_EXTENDED: &[RewritePattern] = &[drr(
    "(anonymous namespace)::AddUIExtendedToAddI",
    1,
    addui_extended_to_addi,
)];

pub static MULSI_EXTENDED: &[RewritePattern] = &[
    drr(
        "(anonymous namespace)::MulSIExtendedToMulI",
        1,
        mulsi_extended_to_muli,
    ),
    drr(
        "(anonymous namespace)::MulSIExtendedRHSOne",
        1,
        mulsi_extended_rhs_one,
    ),
];

pub static MULUI_EXTENDED: &[RewritePattern] = &[drr(
    "(anonymous namespace)::MulUIExtendedToMulI",
    1,
    mului_extended_to_muli,
)];

pub static XORI: &[RewritePattern] = &[
    drr("(anonymous namespace)::XOrINotCmpI", 2, xor_not_cmpi),
    drr("(anonymous namespace)::XOrIOfExtUI", 3, of_extui),
    drr("(anonymous namespace)::XOrIOfExtSI", 3, of_extsi),
];

pub static ANDI: &[RewritePattern] = &[
    drr("(anonymous namespace)::AndOfExtUI", 3, of_extui),
    drr("(anonymous namespace)::AndOfExtSI", 3, of_extsi),
];

pub static ORI: &[RewritePattern] = &[
    drr("(anonymous namespace)::OrOfExtUI", 3, of_extui),
    drr("(anonymous namespace)::OrOfExtSI", 3, of_extsi),
];

pub static CMPI: &[RewritePattern] = &[
    in_place(
        "arith.cmpi fold: constant to the right",
        cmpi_constant_right,
    ),
    drr("(anonymous namespace)::CmpIExtSI", 3, cmpi_ext_si),
    drr("(anonymous namespace)::CmpIExtUI", 3, cmpi_ext_ui),
];

pub static CMPF: &[RewritePattern] = &[drr("CmpFIntToFPConst", 1, cmpf_int_to_fp_const)];

pub static SELECT: &[RewritePattern] = &[
    drr(
        "(anonymous namespace)::RedundantSelectFalse",
        2,
        redundant_select_false,
    ),
    drr(
        "(anonymous namespace)::RedundantSelectTrue",
        2,
        redundant_select_true,
    ),
    drr("(anonymous namespace)::SelectNotCond", 2, select_not_cond),
    drr("(anonymous namespace)::SelectI1ToNot", 1, select_i1_to_not),
    drr("SelectToExtUI", 1, select_to_extui),
];

pub static INDEX_CAST: &[RewritePattern] = &[
    drr(
        "(anonymous namespace)::IndexCastOfIndexCast",
        2,
        cast_of_cast_identity,
    ),
    drr(
        "(anonymous namespace)::IndexCastOfExtSI",
        2,
        index_cast_of_extsi,
    ),
];

pub static INDEX_CASTUI: &[RewritePattern] = &[
    drr(
        "(anonymous namespace)::IndexCastUIOfIndexCastUI",
        2,
        cast_of_cast_identity,
    ),
    drr(
        "(anonymous namespace)::IndexCastUIOfExtUI",
        2,
        index_castui_of_extui,
    ),
];

pub static BITCAST: &[RewritePattern] = &[drr(
    "(anonymous namespace)::BitcastOfBitcast",
    2,
    bitcast_of_bitcast,
)];

pub static EXTUI: &[RewritePattern] = &[in_place("arith.extui fold: extui of extui", ext_of_ext)];

pub static EXTSI: &[RewritePattern] = &[
    in_place("arith.extsi fold: extsi of extsi", ext_of_ext),
    drr("(anonymous namespace)::ExtSIOfExtUI", 2, extsi_of_extui),
];

pub static TRUNCI: &[RewritePattern] = &[
    in_place(
        "arith.trunci fold: trunci of a wider value",
        trunci_in_place,
    ),
    drr(
        "(anonymous namespace)::TruncIExtSIToExtSI",
        2,
        trunci_extsi_to_extsi,
    ),
    drr(
        "(anonymous namespace)::TruncIExtUIToExtUI",
        2,
        trunci_extui_to_extui,
    ),
    drr(
        "(anonymous namespace)::TruncIShrSIToTrunciShrUI",
        2,
        trunci_shrsi_to_shrui,
    ),
];

pub static TRUNCF: &[RewritePattern] = &[
    in_place("arith.truncf fold: truncf of extf", truncf_in_place),
    drr(
        "(anonymous namespace)::TruncFSIToFPToSIToFP",
        2,
        truncf_sitofp,
    ),
    drr(
        "(anonymous namespace)::TruncFUIToFPToUIToFP",
        2,
        truncf_uitofp,
    ),
];

pub static MULF: &[RewritePattern] = &[drr("(anonymous namespace)::MulFOfNegF", 3, of_negf)];

pub static DIVF: &[RewritePattern] = &[drr("(anonymous namespace)::DivFOfNegF", 3, of_negf)];
