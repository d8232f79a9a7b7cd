//! Folding in the llvm dialect, as MLIR 22's `LLVMDialect.cpp` has it: the
//! fold hooks of the ops whose definitions say `hasFolder` (updating
//! folders, [`tileir_ir::fold::UpdatingFoldFn`], where upstream's change
//! the op: `icmp`, the chainable casts, `getelementptr`, `extractvalue`),
//! and the dialect's constant materializer.
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
use tileir_ir::dialect::OpRef;
use tileir_ir::fold::{constant_value, FoldResult, Update, UpdatingFold};
use tileir_ir::format::{dense_array, dense_array_values, dialect_attr, enum_value};
use tileir_ir::ids::{OpId, Value};
use tileir_ir::rewriter::Rewriter;
use tileir_ir::types::{Type, TypeData};
use tileir_ir::Context;

type Folded = Option<SmallVec<[FoldResult; 1]>>;
type Operands<'a> = &'a [Option<Attribute>];

/// An updating folder's answer from a plain fold, or else the in-place
/// change tried when it does not fold (the order of upstream's folders).
fn then_in_place(results: Folded, update: impl FnOnce() -> Option<Update>) -> Option<UpdatingFold> {
    match results {
        Some(results) => Some(UpdatingFold {
            update: Update::default(),
            results: Some(results),
        }),
        None => update().map(|update| UpdatingFold {
            update,
            results: None,
        }),
    }
}

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
/// alloca is never null); otherwise null on the left moves right, in place.
pub fn fold_icmp(r: OpRef<'_>, _: Operands<'_>) -> Option<UpdatingFold> {
    then_in_place(icmp_results(r), || icmp_null_right(r))
}

fn icmp_results(r: OpRef<'_>) -> Folded {
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

/// `icmp eq`/`ne` of null and an alloca: the operands swap.
fn icmp_null_right(r: OpRef<'_>) -> Option<Update> {
    let (ctx, body, op) = (r.ctx, r.body, r.op);
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    icmp_eq_or_ne(ctx, body, op)?;
    def_named(ctx, body, lhs, "llvm.mlir.zero")?;
    def_named(ctx, body, rhs, "llvm.alloca")?;
    Some(Update {
        operands: Some(smallvec![rhs, lhs]),
        attrs: SmallVec::new(),
    })
}

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

/// `foldChainableCast`: a cast to its own type is its operand, and a cast
/// back of the same cast is the first one's operand; otherwise a cast of a
/// cast becomes one cast of the first one's operand, in place.
pub fn fold_chainable_cast(r: OpRef<'_>, _: Operands<'_>) -> Option<UpdatingFold> {
    let (ctx, body) = (r.ctx, r.body);
    let arg = body.operand(r.op, 0);
    let ty = result_type(r);
    if body.value_type(arg) == ty {
        return then_in_place(value(arg), || None);
    }
    let name = ctx.op_name_str(body.op_name(r.op));
    let prev = def_named(ctx, body, arg, name)?;
    let first = body.operand(prev, 0);
    if body.value_type(first) == ty {
        return then_in_place(value(first), || None);
    }
    then_in_place(None, || {
        Some(Update {
            operands: Some(smallvec![first]),
            attrs: SmallVec::new(),
        })
    })
}

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

/// `gep %x[0]` of the base's own type is `%x`; otherwise dynamic indices
/// of a constant value that fits in `i32` become constant indices, in
/// place.
pub fn fold_gep(r: OpRef<'_>, _: Operands<'_>) -> Option<UpdatingFold> {
    then_in_place(gep_of_zero(r), || gep_constant_indices(r))
}

fn gep_of_zero(r: OpRef<'_>) -> Folded {
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
/// indices.
fn gep_constant_indices(r: OpRef<'_>) -> Option<Update> {
    let (ctx, body, op) = (r.ctx, r.body, r.op);
    let mut raw = raw_indices(ctx, body, op)?;
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
            None => return None,
        }
    }
    if !changed {
        return None;
    }
    let indices = dense_array(ctx, 32, &raw);
    Some(Update {
        operands: Some(operands),
        attrs: smallvec![(ctx.static_symbol("rawConstantIndices"), indices)],
    })
}

// ----- shufflevector -----

/// `shufflevector %v1, %v2 [0]` of one-element vectors is `%v1`.
pub fn fold_shufflevector(r: OpRef<'_>, _: Operands<'_>) -> Folded {
    let (ctx, body) = (r.ctx, r.body);
    let v1 = body.operand(r.op, 0);
    let one_element = matches!(
        ctx.type_data(body.value_type(v1)),
        TypeData::Vector { shape, .. } if shape[..] == [1]
    );
    let mask = dense_array_values(ctx, body.attr_static(ctx, r.op, "mask")?)?;
    (one_element && mask == [0]).then(|| smallvec![FoldResult::Value(v1)])
}

// ----- extractvalue -----

fn position(ctx: &Context, body: &tileir_ir::Body, op: OpId) -> Option<Vec<i64>> {
    dense_array_values(ctx, body.attr_static(ctx, op, "position")?)
}

/// What upstream's `ExtractValueOp::fold` finds in an `insertvalue` chain.
#[derive(Default)]
struct ThroughInserts {
    /// Extract from this container instead: the one under the last insert
    /// at an unrelated position passed (the folder sets it on the op).
    container: Option<Value>,
    /// The extracted value is this inserted one.
    value: Option<Value>,
}

/// Walks the `insertvalue` chain under an `extractvalue` at `pos`: an
/// insert at the same position gives its value; one at a prefix of it
/// continues into the inserted value; one at an unrelated position is
/// skipped (and, before any prefix was followed, its container becomes the
/// op's); one overlapping otherwise stops the walk.
fn through_inserts(ctx: &Context, body: &tileir_ir::Body, op: OpId, pos: &[i64]) -> ThroughInserts {
    let mut found = ThroughInserts::default();
    let mut pos = pos;
    let mut switched = false;
    let mut insert = def_named(ctx, body, body.operand(op, 0), "llvm.insertvalue");
    while let Some(ins) = insert {
        let Some(ins_pos) = position(ctx, body, ins) else {
            break;
        };
        if pos == ins_pos.as_slice() {
            found.value = Some(body.operand(ins, 1));
            return found;
        }
        if pos.len() > ins_pos.len() && pos[..ins_pos.len()] == ins_pos[..] {
            insert = def_named(ctx, body, body.operand(ins, 1), "llvm.insertvalue");
            pos = &pos[ins_pos.len()..];
            switched = true;
            continue;
        }
        let common = pos.len().min(ins_pos.len());
        if pos[..common] == ins_pos[..common] {
            return found;
        }
        let container = body.operand(ins, 0);
        if !switched {
            found.container = Some(container);
        }
        insert = def_named(ctx, body, container, "llvm.insertvalue");
    }
    found
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

/// `extractvalue` (an updating folder, as upstream's changes the op):
/// `extractvalue(extractvalue(x)[p])[q]` becomes `extractvalue(x)[p, q]`
/// in place; otherwise an element of a constant container, or the value
/// an `insertvalue` chain put at its position, after the op reads past
/// the inserts at unrelated positions (a change that stays when the op
/// folds no further).
pub fn fold_extractvalue(r: OpRef<'_>, _: Operands<'_>) -> Option<UpdatingFold> {
    let (ctx, body, op) = (r.ctx, r.body, r.op);
    let pos = position(ctx, body, op)?;
    let container = body.operand(op, 0);
    let update = |container: Value, pos: Option<Vec<i64>>| {
        let mut operands: SmallVec<[Value; 4]> = body.operands(op).collect();
        operands[0] = container;
        let attrs = pos
            .map(|p| (ctx.static_symbol("position"), dense_array(ctx, 64, &p)))
            .into_iter()
            .collect();
        Update {
            operands: Some(operands),
            attrs,
        }
    };
    if let Some(prev) = def_named(ctx, body, container, "llvm.extractvalue") {
        let mut outer = position(ctx, body, prev)?;
        outer.extend_from_slice(&pos);
        return Some(UpdatingFold {
            update: update(body.operand(prev, 0), Some(outer)),
            results: None,
        });
    }
    if let Some(a) = from_constant(r, container, &pos) {
        return Some(UpdatingFold {
            update: Update::default(),
            results: attr(a),
        });
    }
    let found = through_inserts(ctx, body, op, &pos);
    let update = found.container.map(|c| update(c, None)).unwrap_or_default();
    if found.value.is_none() && found.container.is_none() {
        return None;
    }
    Some(UpdatingFold {
        update,
        results: found.value.and_then(value),
    })
}

/// `def` with fold hook `fold`.
pub const fn folding(
    mut def: tileir_ir::dialect::OpDef,
    fold: tileir_ir::fold::FoldFn,
) -> tileir_ir::dialect::OpDef {
    def.interfaces.fold = Some(fold);
    def
}
