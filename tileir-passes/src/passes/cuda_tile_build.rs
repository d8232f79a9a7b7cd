//! Matching and building cuda_tile ops through a rewriter, for the
//! cuda_tile passes (`fuse-fma`, `loop-split`): the passes name ops by
//! their registered names, as this crate knows no dialect module.

use tileir_ir::attributes::{Location, NamedAttr};
use tileir_ir::body::OperationState;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{Body, Context, OpId, Type, Value};

/// Whether `op` is named `name`.
pub fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// The op defining `v` if it is named `name`.
pub fn defined_by(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<OpId> {
    body.defining_op(v).filter(|&d| is_op(ctx, body, d, name))
}

/// The attributes of `op` named in `names` that it has.
pub fn attrs_named(ctx: &Context, body: &Body, op: OpId, names: &[&'static str]) -> Vec<NamedAttr> {
    names
        .iter()
        .filter_map(|&n| {
            body.attr_static(ctx, op, n).map(|value| NamedAttr {
                name: ctx.static_symbol(n),
                value,
            })
        })
        .collect()
}

/// Creates `name(operands) {attrs} -> result_types` at the rewriter's
/// insertion point; returns the op.
pub fn build(
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
pub fn build_value(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[Value],
    result_type: Type,
    attrs: Vec<NamedAttr>,
) -> Value {
    let op = build(rw, name, loc, operands, &[result_type], attrs);
    rw.body().result(op, 0)
}
