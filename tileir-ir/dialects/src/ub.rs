//! The `ub` dialect (`mlir/include/mlir/Dialect/UB/IR/UBOps.td`): the
//! values and control flow of undefined behaviour. tileiras registers it;
//! `remove-dead-values` writes `ub.poison` where a dead value still has a
//! use and `ub.unreachable` where it erases a dead branch.
//!
//! Not modelled: the `#ub.poison` attribute (so `ub.poison` is no
//! `ConstantLike` op and does not fold), and `ub.poison <value>` with an
//! explicit poison attribute.

use super::common::*;
use tileir_ir::dialect::{DialectDef, OpDef, Traits};

static OPS: &[OpDef] = &[
    OpDef {
        name: "ub.poison",
        traits: Traits::PURE,
        results: &[one("result", ANY)],
        format: Some("attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "ub.unreachable",
        traits: Traits::TERMINATOR,
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    },
];

pub static DIALECT: DialectDef = DialectDef {
    name: "ub",
    ops: OPS,
    ..DialectDef::DEFAULT
};
