//! The `ub` dialect (`mlir/include/mlir/Dialect/UB/IR/UBOps.td`): the
//! values and control flow of undefined behaviour. tileiras registers it;
//! `remove-dead-values` writes `ub.poison` where a dead value still has a
//! use and `ub.unreachable` where it erases a dead branch.
//!
//! `ub.poison` is a constant: its `value` is the `#ub.poison` attribute
//! (the one `PoisonAttrInterface` attribute MLIR 22 has), which folders
//! propagate (`arith.addi` of a poison operand folds to poison) and
//! dialects materialize back into a `ub.poison` of the result type.

use super::common::*;
use tileir_ir::attributes::{AttrData, Attribute, Location, NamedAttr};
use tileir_ir::dialect::{AttrDecl, AttrDef, AttrDefault, AttrKind, DialectDef, OpDef, Traits};
use tileir_ir::ids::OpId;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::types::Type;
use tileir_ir::Context;

/// Whether `attr` is `#ub.poison` (`isa<ub::PoisonAttr>`).
pub fn is_poison(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::Dialect { name, params }
        if params.is_empty() && ctx.str(*name) == "ub.poison")
}

/// The first constant operand that is `#ub.poison`: what MLIR's common
/// folders (`constFoldBinaryOp`, `constFoldUnaryOp`, `constFoldCastOp`)
/// return as the folded value before looking at the others.
pub fn first_poison(ctx: &Context, constants: &[Option<Attribute>]) -> Option<Attribute> {
    constants
        .iter()
        .flatten()
        .copied()
        .find(|&a| is_poison(ctx, a))
}

/// Creates `ub.poison <value> : ty` at the rewriter's insertion point
/// (`ub::PoisonOp::create`): what a dialect's constant materializer makes
/// of a folded poison.
pub fn create_poison(rw: &mut Rewriter<'_>, value: Attribute, ty: Type, loc: Location) -> OpId {
    let ctx = rw.ctx;
    let mut state = tileir_ir::body::OperationState::new(ctx.op_name("ub.poison"), loc);
    state.attributes.push(NamedAttr {
        name: ctx.static_symbol("value"),
        value,
    });
    state.result_types.push(ty);
    rw.create(state)
}

/// `UBDialect::materializeConstant`: a `ub.poison` of a poison attribute.
fn materialize_constant(
    rw: &mut Rewriter<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    is_poison(rw.ctx, value).then(|| create_poison(rw, value, ty, loc))
}

static OPS: &[OpDef] = &[
    OpDef {
        name: "ub.poison",
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        results: &[one("result", ANY)],
        attributes: &[AttrDecl::with_default(
            "value",
            "PoisonAttrInterface instance",
            AttrKind::Any,
            AttrDefault::DialectAttr("ub.poison"),
        )
        .checked(is_poison)],
        format: Some("attr-dict (`<` $value^ `>`)? `:` type($result)"),
        interfaces: tileir_ir::dialect::Interfaces {
            fold: Some(fold_to_value),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "ub.unreachable",
        traits: Traits::TERMINATOR,
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    },
];

/// `#ub.poison`.
static ATTRS: &[AttrDef] = &[AttrDef {
    mnemonic: "poison",
    ..AttrDef::DEFAULT
}];

pub static DIALECT: DialectDef = DialectDef {
    name: "ub",
    ops: OPS,
    attributes: ATTRS,
    materialize_constant: Some(materialize_constant),
    ..DialectDef::DEFAULT
};
