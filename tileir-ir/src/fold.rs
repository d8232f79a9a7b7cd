//! Folding: what an op reduces to given which of its operands are
//! constants (MLIR's `Operation::fold`), and the constant matcher passes
//! use (`m_Constant`).
//!
//! An op's own folder is its [`crate::dialect::Interfaces::fold`] hook; it
//! may return existing values or attributes (constants a pass materializes
//! through the dialect's [`crate::dialect::DialectDef::materialize_constant`]).
//! When it does not fold, the folds of its traits apply, as in MLIR: an
//! idempotent op of two equal operands is that operand, and a commutative
//! op moves its constant operands last. Folds that change an op
//! in place in other ways are not modelled yet.

use crate::attributes::Attribute;
use crate::body::Body;
use crate::context::Context;
use crate::dialect::{OpRef, Traits};
use crate::ids::{OpId, Value};
use smallvec::SmallVec;

/// One folded result: an existing value, or a constant.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FoldResult {
    Value(Value),
    Attr(Attribute),
}

/// An op's fold hook: its results given the constant value of each operand
/// (`None` where not constant); `None` when it does not fold. Returning
/// the op's own single result means "folded in place", as in MLIR.
pub type FoldFn = fn(OpRef<'_>, &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>>;

/// What folding an op gives.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Folded {
    /// Replace the op's results with these (one per result).
    Results(SmallVec<[FoldResult; 1]>),
    /// Change the op in place: give it these operands (a commutative op's
    /// constants moved last).
    NewOperands(SmallVec<[Value; 4]>),
}

/// The constant value of a constant-like op (MLIR's `m_Constant`): what its
/// fold hook gives with no operands.
pub fn constant_value(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    let def = ctx.op_def(body.op_name(op))?;
    if !def.has(Traits::CONSTANT_LIKE) {
        return None;
    }
    let fold = def.interfaces.fold?;
    match fold(OpRef { ctx, body, op }, &[])?.as_slice() {
        [FoldResult::Attr(a)] => Some(*a),
        _ => None,
    }
}

/// The constant value of each operand of `op` (`None` where not constant).
pub fn constant_operands(ctx: &Context, body: &Body, op: OpId) -> SmallVec<[Option<Attribute>; 4]> {
    body.operands(op)
        .map(|v| {
            body.defining_op(v)
                .and_then(|d| constant_value(ctx, body, d))
        })
        .collect()
}

/// Folds `op` (MLIR's `Operation::fold`): its own fold hook first, then, if
/// that fails or folds in place, its traits' folds. Does not change the IR.
pub fn fold_op(ctx: &Context, body: &Body, op: OpId) -> Option<Folded> {
    let def = ctx.op_def(body.op_name(op))?;
    let constants = constant_operands(ctx, body, op);
    if let Some(fold) = def.interfaces.fold {
        if let Some(results) = fold(OpRef { ctx, body, op }, &constants) {
            let in_place = body.num_results(op) == 1
                && results.as_slice() == [FoldResult::Value(body.result(op, 0))];
            if !in_place {
                return Some(Folded::Results(results));
            }
        }
    }
    // `op(x, x) -> x` (MLIR's `OpTrait::impl::foldIdempotent`).
    if def.has(Traits::IDEMPOTENT) && body.num_operands(op) == 2 && body.num_results(op) == 1 {
        let x = body.operand(op, 0);
        if x == body.operand(op, 1) {
            return Some(Folded::Results(smallvec::smallvec![FoldResult::Value(x)]));
        }
    }
    if def.has(Traits::COMMUTATIVE) && constants.len() >= 2 {
        // A stable partition: non-constants first, then constants.
        let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
        let mut reordered: SmallVec<[Value; 4]> = SmallVec::new();
        reordered.extend(
            operands
                .iter()
                .zip(&constants)
                .filter(|c| c.1.is_none())
                .map(|c| *c.0),
        );
        reordered.extend(
            operands
                .iter()
                .zip(&constants)
                .filter(|c| c.1.is_some())
                .map(|c| *c.0),
        );
        if reordered != operands {
            return Some(Folded::NewOperands(reordered));
        }
    }
    None
}
