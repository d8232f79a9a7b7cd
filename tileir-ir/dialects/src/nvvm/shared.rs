//! What several nvvm op families share: the integer and struct type
//! constraints their operands use, and the helpers their verifiers read
//! attributes and report errors with in upstream's forms.

use super::super::common::attr;
use super::super::llvm::types::struct_parts;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::{OpRef, TypeConstraint};
use tileir_ir::types::Param;

pub(super) const I16: TypeConstraint = TypeConstraint::buildable(
    "16-bit signless integer",
    |c, t| t == c.int_type(16),
    |c| c.int_type(16),
);
pub(super) const I64: TypeConstraint = TypeConstraint::buildable(
    "64-bit signless integer",
    |c, t| t == c.int_type(64),
    |c| c.int_type(64),
);
pub(super) const LLVM_STRUCT: TypeConstraint =
    TypeConstraint::new("LLVM structure type", |c, t| struct_parts(c, t).is_some());

/// MLIR's `op->emitError(msg)`: no op prefix.
pub(super) fn plain(r: OpRef<'_>, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(r.body.op_loc(r.op), msg.into())
}

/// MLIR's free `emitError(getLoc(), msg)`: no op prefix and no `see
/// current operation` note.
pub(super) fn at_loc(r: OpRef<'_>, msg: impl Into<String>) -> Diagnostic {
    plain(r, msg).without_op()
}

/// The case of the op's enum attribute `name`, when it has one.
pub(super) fn enum_of(r: OpRef<'_>, name: &'static str) -> Option<i64> {
    attr(r, name).and_then(|a| tileir_ir::format::enum_value(r.ctx, a))
}

/// The `(m, n, k)` of the op's `nvvm.shape` (zeros when it has none).
pub(super) fn shape(r: OpRef<'_>) -> (i64, i64, i64) {
    match attr(r, "shape").map(|a| r.ctx.attr_data(a)) {
        Some(tileir_ir::AttrData::Dialect { params, .. }) => match params[..] {
            [Param::Int(m), Param::Int(n), Param::Int(k)] => (m, n, k),
            _ => (0, 0, 0),
        },
        _ => (0, 0, 0),
    }
}
