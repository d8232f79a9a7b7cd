//! Folding in the llvm dialect, as MLIR 22's `LLVMDialect.cpp` has it: the
//! fold hooks of the ops whose definitions say `hasFolder`, the folds that
//! change an op in place (written as patterns named `<op> fold: ...`, tried
//! before the op's other patterns, as the arith dialect does), and the
//! dialect's constant materializer.
//!
//! What folds: the constant-like ops to their value (`llvm.mlir.zero` to
//! the builtin zero of its type where there is one), `icmp eq`/`ne` of a
//! value with itself or of an alloca with null, `or`/`shl`/`zext` of
//! integer constants, chained `bitcast`/`addrspacecast`, a one-index
//! `getelementptr` by zero, and `extractvalue` through `insertvalue`
//! chains and constant containers.

use super::ops_memory::DYNAMIC_INDEX;
use super::types;
use smallvec::{smallvec, SmallVec};
use tileir_ir::apfloat::ApFloat;
use tileir_ir::apint::ApInt;
use tileir_ir::attributes::{AttrData, Attribute, Location, NamedAttr};
use tileir_ir::body::OperationState;
use tileir_ir::constants::{
    element_type, float_const, float_result, int_attr, int_const, int_result, int_value, int_width,
    Const,
};
use tileir_ir::dialect::{OpRef, RewritePattern};
use tileir_ir::fold::{constant_value, FoldResult};
use tileir_ir::format::{dense_array, dense_array_values, dialect_attr, enum_value};
use tileir_ir::ids::{OpId, Value};
use tileir_ir::rewriter::Rewriter;
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

fn result_type(r: OpRef<'_>) -> Type {
    r.body.value_type(r.body.result(r.op, 0))
}

/// The op defining `v` if it is named `name` (`getDefiningOp<Op>()`).
fn def_named(ctx: &Context, body: &tileir_ir::Body, v: Value, name: &str) -> Option<OpId> {
    let d = body.defining_op(v)?;
    (ctx.op_name_str(body.op_name(d)) == name).then_some(d)
}

/// An `IntegerAttr` operand (a scalar; elements attributes are not).
fn int_operand(ctx: &Context, c: Operands<'_>, i: usize) -> Option<ApInt> {
    int_value(ctx, c.get(i).copied().flatten()?)
}

// ----- constant-like ops -----

/// `Builder::getZeroAttr`: the zero of an integer, index or float type, or
/// a splat of it for a vector or ranked tensor of one.
fn builtin_zero(ctx: &Context, ty: Type) -> Option<Attribute> {
    let elem = element_type(ctx, ty);
    let shaped = elem != ty;
    if shaped
        && !matches!(
            ctx.type_data(ty),
            TypeData::Vector { .. } | TypeData::RankedTensor { .. }
        )
    {
        return None;
    }
    if let Some(w) = int_width(ctx, elem) {
        return int_result(ctx, ty, Ok(ApInt::zero(w)));
    }
    match ctx.type_data(elem) {
        TypeData::Float(kind) => float_result(ctx, ty, Ok(ApFloat::from_bits(*kind, 0)?)),
        _ => None,
    }
}

/// `llvm.mlir.zero`: the builtin zero of its type, else `#llvm.zero`.
pub fn fold_zero(r: OpRef<'_>, _: Operands<'_>) -> Folded {
    let ctx = r.ctx;
    attr(
        builtin_zero(ctx, result_type(r))
            .unwrap_or_else(|| dialect_attr(ctx, "llvm.zero", Vec::new())),
    )
}

pub fn fold_undef(r: OpRef<'_>, _: Operands<'_>) -> Folded {
    attr(dialect_attr(r.ctx, "llvm.undef", Vec::new()))
}

pub fn fold_poison(r: OpRef<'_>, _: Operands<'_>) -> Folded {
    attr(dialect_attr(r.ctx, "llvm.poison", Vec::new()))
}

/// `llvm.mlir.addressof`: the symbol it names.
pub fn fold_addressof(r: OpRef<'_>, _: Operands<'_>) -> Folded {
    attr(r.body.attr_static(r.ctx, r.op, "global_name")?)
}

/// `LLVMDialect::materializeConstant`: a symbol reference of pointer type
/// is an `addressof`, `#llvm.undef`/`poison`/`zero` their ops, and any
/// other value an `llvm.mlir.constant` when it can build one.
pub fn materialize_constant(
    rw: &mut Rewriter<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = rw.ctx;
    let (name, value_attr) = match ctx.attr_data(value) {
        AttrData::SymbolRef { nested, .. } if nested.is_empty() && types::is_ptr(ctx, ty) => {
            ("llvm.mlir.addressof", Some("global_name"))
        }
        AttrData::Dialect { name, params } if params.is_empty() => match ctx.str(*name) {
            "llvm.undef" => ("llvm.mlir.undef", None),
            "llvm.poison" => ("llvm.mlir.poison", None),
            "llvm.zero" => ("llvm.mlir.zero", None),
            _ => return None,
        },
        _ if constant_buildable(ctx, value, ty) => ("llvm.mlir.constant", Some("value")),
        _ => return None,
    };
    let mut state = OperationState::new(ctx.op_name(name), loc);
    if let Some(attr_name) = value_attr {
        state.attributes.push(NamedAttr {
            name: ctx.static_symbol(attr_name),
            value,
        });
    }
    state.result_types.push(ty);
    Some(rw.create(state))
}

/// `ConstantOp::isBuildableWith`: an integer, float or elements attribute
/// typed exactly `ty`, an LLVM-compatible type.
fn constant_buildable(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let (typed, of) = match ctx.attr_data(value) {
        AttrData::Bool(_) => (true, ctx.int_type(1)),
        AttrData::Integer { ty, .. }
        | AttrData::WideInteger { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::DenseElements { ty, .. }
        | AttrData::DenseResource { ty, .. }
        | AttrData::SparseElements { ty, .. } => (true, *ty),
        _ => (false, ty),
    };
    typed && of == ty && types::is_compatible(ctx, ty)
}

// ----- arithmetic -----

const ICMP_EQ: i64 = 0;
const ICMP_NE: i64 = 1;

/// The predicate of an `icmp` if it is `eq` or `ne`.
fn icmp_eq_or_ne(ctx: &Context, body: &tileir_ir::Body, op: OpId) -> Option<i64> {
    let predicate = body
        .attr_static(ctx, op, "predicate")
        .and_then(|a| enum_value(ctx, a))?;
    (predicate == ICMP_EQ || predicate == ICMP_NE).then_some(predicate)
}

/// `icmp eq`/`ne`: of a value with itself, and of an alloca with null (an
/// alloca is never null). Null on the left is moved right in place first
/// ([`ICMP_PATTERNS`]).
pub fn fold_icmp(r: OpRef<'_>, _: Operands<'_>) -> Folded {
    let (ctx, body) = (r.ctx, r.body);
    let predicate = icmp_eq_or_ne(ctx, body, r.op)?;
    let (lhs, rhs) = (body.operand(r.op, 0), body.operand(r.op, 1));
    let is = |v: Value, name: &str| def_named(ctx, body, v, name).is_some();
    let holds = if lhs == rhs {
        predicate == ICMP_EQ
    } else if is(lhs, "llvm.alloca") && is(rhs, "llvm.mlir.zero") {
        predicate == ICMP_NE
    } else {
        return None;
    };
    attr(int_result(
        ctx,
        result_type(r),
        Ok(ApInt::from_u64(1, holds as u64)),
    )?)
}

/// `icmp eq`/`ne` of null and an alloca: the operands swap, in place.
fn icmp_null_right(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if icmp_eq_or_ne(ctx, body, op).is_none()
        || def_named(ctx, body, lhs, "llvm.mlir.zero").is_none()
        || def_named(ctx, body, rhs, "llvm.alloca").is_none()
    {
        return false;
    }
    rw.modify_op_in_place(op, |body| body.set_operands(op, &[rhs, lhs]));
    true
}

pub const ICMP_PATTERNS: &[RewritePattern] = &[RewritePattern::new(
    "llvm.icmp fold: null compared with an alloca",
    icmp_null_right,
)
.with_benefit(u16::MAX)];

/// `or` of two integer constants.
pub fn fold_or(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    let (a, b) = (int_operand(r.ctx, c, 0)?, int_operand(r.ctx, c, 1)?);
    attr(int_attr(r.ctx, result_type(r), &a.or(&b)))
}

/// `shl` of two integer constants, the amount below the width.
pub fn fold_shl(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    let (a, b) = (int_operand(r.ctx, c, 0)?, int_operand(r.ctx, c, 1)?);
    attr(int_attr(r.ctx, result_type(r), &a.shl(b.shift_amount()?)))
}

/// `zext` of an integer constant.
pub fn fold_zext(r: OpRef<'_>, c: Operands<'_>) -> Folded {
    let a = int_operand(r.ctx, c, 0)?;
    let ty = result_type(r);
    let width = match r.ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        _ => return None,
    };
    attr(int_attr(r.ctx, ty, &a.zext(width)))
}

// ----- casts -----

/// A cast to its own type is its operand, and a cast back of the same cast
/// is the first one's operand (`foldChainableCast`). The remaining case, a
/// cast of a cast made one cast, is [`CHAINED_CAST`].
pub fn fold_chainable_cast(r: OpRef<'_>, _: Operands<'_>) -> Folded {
    let (ctx, body) = (r.ctx, r.body);
    let arg = body.operand(r.op, 0);
    let ty = result_type(r);
    if body.value_type(arg) == ty {
        return value(arg);
    }
    let name = ctx.op_name_str(body.op_name(r.op));
    let prev = def_named(ctx, body, arg, name)?;
    let first = body.operand(prev, 0);
    (body.value_type(first) == ty).then(|| smallvec![FoldResult::Value(first)])
}

/// `cast(cast(x))` becomes `cast(x)`, in place.
fn chained_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let name = ctx.op_name_str(body.op_name(op));
    let Some(prev) = def_named(ctx, body, body.operand(op, 0), name) else {
        return false;
    };
    let first = body.operand(prev, 0);
    rw.modify_op_in_place(op, |body| body.set_operand(op, 0, first));
    true
}

pub const CHAINED_CAST: &[RewritePattern] =
    &[RewritePattern::new("llvm cast fold: cast of a cast", chained_cast).with_benefit(u16::MAX)];

// ----- getelementptr -----

/// The constant value of a GEP's index `i`: a raw constant, or a dynamic
/// index whose operand is an integer constant (with the operand's place).
fn gep_index(
    ctx: &Context,
    body: &tileir_ir::Body,
    op: OpId,
    raw: &[i64],
    i: usize,
    dynamic: &mut usize,
) -> (Option<ApInt>, Option<usize>) {
    if raw[i] != DYNAMIC_INDEX {
        return (Some(ApInt::from_i128(32, raw[i] as i128)), None);
    }
    let operand = 1 + *dynamic;
    *dynamic += 1;
    let constant = (operand < body.num_operands(op))
        .then(|| body.defining_op(body.operand(op, operand)))
        .flatten()
        .and_then(|d| constant_value(ctx, body, d))
        .and_then(|a| int_value(ctx, a));
    (constant, Some(operand))
}

fn raw_indices(ctx: &Context, body: &tileir_ir::Body, op: OpId) -> Option<Vec<i64>> {
    dense_array_values(ctx, body.attr_static(ctx, op, "rawConstantIndices")?)
}

/// `gep %x[0]` of the base's own type is `%x`.
pub fn fold_gep(r: OpRef<'_>, _: Operands<'_>) -> Folded {
    let (ctx, body) = (r.ctx, r.body);
    let base = body.operand(r.op, 0);
    let raw = raw_indices(ctx, body, r.op)?;
    if body.value_type(base) != result_type(r) || raw.len() != 1 {
        return None;
    }
    let (index, _) = gep_index(ctx, body, r.op, &raw, 0, &mut 0);
    index
        .is_some_and(|i| i.is_zero())
        .then(|| smallvec![FoldResult::Value(base)])
}

/// Dynamic indices of a constant value that fits in `i32` become constant
/// indices, in place.
fn gep_constant_indices(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(mut raw) = raw_indices(ctx, body, op) else {
        return false;
    };
    let mut operands: SmallVec<[Value; 4]> = smallvec![body.operand(op, 0)];
    let mut changed = false;
    let mut dynamic = 0;
    for i in 0..raw.len() {
        let (constant, operand) = gep_index(ctx, body, op, &raw, i, &mut dynamic);
        let Some(operand) = operand else { continue };
        match constant
            .and_then(|c| c.to_i128())
            .filter(|&c| i32::try_from(c).is_ok())
        {
            Some(c) => {
                raw[i] = c as i64;
                changed = true;
            }
            None if operand < body.num_operands(op) => operands.push(body.operand(op, operand)),
            None => return false,
        }
    }
    if !changed {
        return false;
    }
    let indices = dense_array(ctx, 32, &raw);
    let name = ctx.static_symbol("rawConstantIndices");
    rw.modify_op_in_place(op, |body| {
        body.set_operands(op, &operands);
        body.set_attr(ctx, op, name, indices);
    });
    true
}

pub const GEP_PATTERNS: &[RewritePattern] = &[RewritePattern::new(
    "llvm.getelementptr fold: constant indices",
    gep_constant_indices,
)
.with_benefit(u16::MAX)];

// ----- extractvalue -----

fn position(ctx: &Context, body: &tileir_ir::Body, op: OpId) -> Option<Vec<i64>> {
    dense_array_values(ctx, body.attr_static(ctx, op, "position")?)
}

/// What upstream's `ExtractValueOp::fold` does after its first two cases.
enum ThroughInserts {
    /// The extracted value is this inserted one.
    Value(Value),
    /// Extract from this container instead (an insert in between does not
    /// touch the position).
    Container(Value),
    Nothing,
}

/// Walks the `insertvalue` chain under an `extractvalue` at `pos`: an
/// insert at the same position gives its value; one at a prefix of it
/// continues into the inserted value; one at an unrelated position is
/// skipped; one overlapping otherwise stops the walk.
fn through_inserts(ctx: &Context, body: &tileir_ir::Body, op: OpId, pos: &[i64]) -> ThroughInserts {
    let mut result = ThroughInserts::Nothing;
    let mut pos = pos;
    let mut switched = false;
    let mut insert = def_named(ctx, body, body.operand(op, 0), "llvm.insertvalue");
    while let Some(ins) = insert {
        let Some(ins_pos) = position(ctx, body, ins) else {
            break;
        };
        if pos == ins_pos.as_slice() {
            return ThroughInserts::Value(body.operand(ins, 1));
        }
        if pos.len() > ins_pos.len() && pos[..ins_pos.len()] == ins_pos[..] {
            insert = def_named(ctx, body, body.operand(ins, 1), "llvm.insertvalue");
            pos = &pos[ins_pos.len()..];
            switched = true;
            continue;
        }
        let common = pos.len().min(ins_pos.len());
        if pos[..common] == ins_pos[..common] {
            return result;
        }
        let container = body.operand(ins, 0);
        if !switched {
            result = ThroughInserts::Container(container);
        }
        insert = def_named(ctx, body, container, "llvm.insertvalue");
    }
    result
}

/// An element of a constant container of the result's type (a splat's
/// value, or the element at a one-index position).
fn from_constant(r: OpRef<'_>, container: Value, pos: &[i64]) -> Option<Attribute> {
    let (ctx, body) = (r.ctx, r.body);
    let constant = constant_value(ctx, body, body.defining_op(container)?)?;
    let ty = result_type(r);
    if !matches!(ctx.attr_data(constant), AttrData::DenseElements { .. }) {
        return None;
    }
    let attr_ty = crate::common::attr_type(ctx, constant)?;
    if element_type(ctx, attr_ty) != ty {
        return None;
    }
    let pick = |n: usize| match pos {
        [i] => usize::try_from(*i).ok().filter(|&i| i < n),
        _ => None,
    };
    if let Some(c) = int_const(ctx, constant) {
        return match c {
            Const::Splat(_, v) => Some(int_attr(ctx, ty, &v)),
            Const::Elements(_, vs) => Some(int_attr(ctx, ty, vs.get(pick(vs.len())?)?)),
            Const::Scalar(..) => None,
        };
    }
    match float_const(ctx, constant)? {
        Const::Splat(_, v) => float_result(ctx, ty, Ok(v)),
        Const::Elements(_, vs) => float_result(ctx, ty, Ok(vs.get(pick(vs.len())?)?.clone())),
        Const::Scalar(..) => None,
    }
}

/// `extractvalue`: an element of a constant container, or the value an
/// `insertvalue` chain put at its position. An extract of an extract and
/// an extract from past unrelated inserts change the op in place instead
/// ([`EXTRACT_PATTERNS`]).
pub fn fold_extractvalue(r: OpRef<'_>, _: Operands<'_>) -> Folded {
    let (ctx, body) = (r.ctx, r.body);
    let container = body.operand(r.op, 0);
    if def_named(ctx, body, container, "llvm.extractvalue").is_some() {
        return None;
    }
    let pos = position(ctx, body, r.op)?;
    if let Some(a) = from_constant(r, container, &pos) {
        return attr(a);
    }
    match through_inserts(ctx, body, r.op, &pos) {
        ThroughInserts::Value(v) => value(v),
        _ => None,
    }
}

/// `extractvalue(extractvalue(x)[p])[q]` becomes `extractvalue(x)[p, q]`;
/// an extract past inserts at unrelated positions reads their container.
fn extract_in_place(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(pos) = position(ctx, body, op) else {
        return false;
    };
    let container = body.operand(op, 0);
    let (new_container, new_pos) = match def_named(ctx, body, container, "llvm.extractvalue") {
        Some(prev) => {
            let Some(mut outer) = position(ctx, body, prev) else {
                return false;
            };
            outer.extend_from_slice(&pos);
            (body.operand(prev, 0), Some(outer))
        }
        None => match through_inserts(ctx, body, op, &pos) {
            ThroughInserts::Container(c) => (c, None),
            _ => return false,
        },
    };
    let name = ctx.static_symbol("position");
    let new_pos = new_pos.map(|p| dense_array(ctx, 64, &p));
    rw.modify_op_in_place(op, |body| {
        body.set_operand(op, 0, new_container);
        if let Some(p) = new_pos {
            body.set_attr(ctx, op, name, p);
        }
    });
    true
}

pub const EXTRACT_PATTERNS: &[RewritePattern] = &[RewritePattern::new(
    "llvm.extractvalue fold: extract of an extract or past unrelated inserts",
    extract_in_place,
)
.with_benefit(u16::MAX)];

/// `def` with fold hook `fold` and the in-place folds `patterns`.
pub const fn folding(
    mut def: tileir_ir::dialect::OpDef,
    fold: tileir_ir::fold::FoldFn,
    patterns: &'static [RewritePattern],
) -> tileir_ir::dialect::OpDef {
    def.interfaces.fold = Some(fold);
    def.interfaces.canonicalization_patterns = patterns;
    def
}
