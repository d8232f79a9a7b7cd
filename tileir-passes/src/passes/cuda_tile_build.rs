//! Matching and building cuda_tile ops through a rewriter, for the
//! cuda_tile passes (`fuse-fma`, `loop-split`): the passes name ops by
//! their registered names, as this crate knows no dialect module.

use tileir_ir::apint::ApInt;
use tileir_ir::attributes::{AttrData, Attribute, DenseData, Location, NamedAttr};
use tileir_ir::body::OperationState;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::types::Param;
use tileir_ir::{Body, Context, OpId, Type, TypeData, Value};

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

/// The element type of a cuda_tile `tile<...>` type.
pub fn tile_element(ctx: &Context, ty: Type) -> Option<Type> {
    let TypeData::Dialect(data) = ctx.type_data(ty) else {
        return None;
    };
    match (ctx.str(data.name), &data.params[..]) {
        ("cuda_tile.tile", [Param::Shape(_), Param::Type(element)]) => Some(*element),
        _ => None,
    }
}

/// The one integer of a cuda_tile integer constant's value (a splat or a
/// single element), `None` for anything else.
pub fn tile_int_constant(ctx: &Context, body: &Body, v: Value) -> Option<ApInt> {
    let op = defined_by(ctx, body, v, "cuda_tile.constant")?;
    let value = body.attr_static(ctx, op, "value")?;
    let width = match ctx.type_data(tile_element(ctx, body.value_type(v))?) {
        TypeData::Integer { width, .. } => *width,
        _ => return None,
    };
    let AttrData::DenseElements {
        data: DenseData::Raw { bytes, .. },
        ..
    } = ctx.attr_data(value)
    else {
        return None;
    };
    let n = (width as usize).div_ceil(8).max(1);
    if bytes.len() != n {
        return None;
    }
    let mut words = vec![0u64; n.div_ceil(8)];
    for (i, &b) in bytes.iter().enumerate() {
        words[i / 8] |= u64::from(b) << (8 * (i % 8));
    }
    Some(ApInt::from_words(width, words).trunc(width))
}

/// A `cuda_tile.constant` of type `ty` (an integer tile) holding `value` in
/// every element, at the rewriter's insertion point; returns its result.
pub fn int_constant(rw: &mut Rewriter<'_>, loc: Location, ty: Type, value: u64) -> Value {
    let width = match tile_element(rw.ctx, ty).map(|e| rw.ctx.type_data(e)) {
        Some(TypeData::Integer { width, .. }) => *width,
        _ => 64,
    };
    let n = (width as usize).div_ceil(8).max(1);
    let bytes: Vec<u8> = (0..n)
        .map(|i| if i < 8 { (value >> (8 * i)) as u8 } else { 0 })
        .collect();
    let attr = rw.ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Raw {
            splat: true,
            bytes: bytes.into(),
        },
    });
    let attrs = vec![NamedAttr {
        name: rw.ctx.static_symbol("value"),
        value: attr,
    }];
    build_value(rw, "cuda_tile.constant", loc, &[], ty, attrs)
}

/// A cuda_tile enum attribute (`#cuda_tile.NAME<case>`) of case value `v`.
pub fn enum_attr(ctx: &Context, name: &str, v: i64) -> Attribute {
    tileir_ir::format::dialect_attr(ctx, name, vec![Param::Int(v)])
}

/// The case value of `op`'s enum attribute `name`.
pub fn enum_of(ctx: &Context, body: &Body, op: OpId, name: &'static str) -> Option<i64> {
    tileir_ir::format::enum_value(ctx, body.attr_static(ctx, op, name)?)
}
