//! Folding: what an op reduces to given which of its operands are
//! constants (MLIR's `Operation::fold`), and the constant matcher passes
//! use (`m_Constant`).
//!
//! An op's own folder is its [`crate::dialect::Interfaces::fold`] hook; it
//! may return existing values or attributes (constants a pass materializes
//! through the dialect's [`crate::dialect::DialectDef::materialize_constant`]).
//! An op whose MLIR folder changes the op it folds (new operands or
//! attributes, then perhaps a result too: `llvm.extractvalue` reading past
//! an unrelated `insertvalue`) has an
//! [`crate::dialect::Interfaces::fold_updating`] hook instead, which says
//! the [`Update`] alongside the results; folding never changes the IR
//! itself, its callers apply the update as MLIR's callers see it applied.
//! When the op's folder does not fold, or only updates the op, the folds of
//! its traits apply, as in MLIR: an idempotent op of two equal operands is
//! that operand, and a commutative op moves its constant operands last.

use crate::attributes::Attribute;
use crate::body::Body;
use crate::context::{Context, Symbol};
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

/// A change a folder makes to the op it folds (MLIR's folders may set
/// their op's operands and attributes before they return).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Update {
    /// The op's new operand list, when it changes.
    pub operands: Option<SmallVec<[Value; 4]>>,
    /// Attributes to set (inherent ones go to the op's properties).
    pub attrs: SmallVec<[(Symbol, Attribute); 1]>,
}

impl Update {
    /// Changes nothing.
    pub fn is_empty(&self) -> bool {
        self.operands.is_none() && self.attrs.is_empty()
    }

    /// Makes the change on the raw body (callers notify listeners).
    pub fn apply(&self, ctx: &Context, body: &mut Body, op: OpId) {
        if let Some(operands) = &self.operands {
            body.set_operands(op, operands);
        }
        for &(name, value) in &self.attrs {
            body.set_attr(ctx, op, name, value);
        }
    }
}

/// What an updating folder gives: the change it makes to its op, and what
/// the op, so changed, folds to (`None`: the op stays, folded in place).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UpdatingFold {
    pub update: Update,
    pub results: Option<SmallVec<[FoldResult; 1]>>,
}

/// The fold hook of an op whose folder may change the op (see the module
/// doc); `None` when it neither changes nor folds the op.
pub type UpdatingFoldFn = fn(OpRef<'_>, &[Option<Attribute>]) -> Option<UpdatingFold>;

/// What folding an op gives (MLIR's `Operation::fold` outcome).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Folded {
    /// The change folding made to the op, which holds whether or not
    /// results follow (as the op's MLIR folder has already made it).
    pub update: Option<Update>,
    /// Replace the op's results with these (one per result); empty when
    /// the op was folded in place (it stays, changed by `update`).
    pub results: SmallVec<[FoldResult; 1]>,
}

impl Folded {
    /// Folded in place: the op stays, changed.
    pub fn in_place(&self) -> bool {
        self.results.is_empty()
    }
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

/// Folds `op` (MLIR's `Operation::fold`) with its operands' constants
/// taken from the IR (`m_Constant`). Does not change the IR.
pub fn fold_op(ctx: &Context, body: &Body, op: OpId) -> Option<Folded> {
    let constants = constant_operands(ctx, body, op);
    fold_op_with(ctx, body, op, &constants)
}

/// Folds `op` given the constant value of each operand (`None` where not
/// constant; a dataflow analysis knows more than the IR): its own folder
/// first, then, if that fails or folds in place, its traits' folds, which
/// see the op as its folder changed it. Does not change the IR.
pub fn fold_op_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    constants: &[Option<Attribute>],
) -> Option<Folded> {
    let def = ctx.op_def(body.op_name(op))?;
    let r = OpRef { ctx, body, op };
    let own_result = |results: &[FoldResult]| {
        body.num_results(op) == 1 && results == [FoldResult::Value(body.result(op, 0))]
    };
    let mut update = None;
    if let Some(fold) = def.interfaces.fold_updating {
        if let Some(f) = fold(r, constants) {
            let changed = Some(f.update).filter(|u| !u.is_empty());
            match f.results {
                Some(results) if !own_result(&results) => {
                    return Some(Folded {
                        update: changed,
                        results,
                    })
                }
                _ => update = changed,
            }
        }
    } else if let Some(fold) = def.interfaces.fold {
        if let Some(results) = fold(r, constants) {
            if !own_result(&results) {
                return Some(Folded {
                    update: None,
                    results,
                });
            }
        }
    }
    if update.is_none() && !def.has(Traits::IDEMPOTENT) && !def.has(Traits::COMMUTATIVE) {
        return None;
    }
    // The traits' folds see the operands the folder gave the op; the
    // constants of operands it changed are read from the IR.
    let original: SmallVec<[Value; 4]> = body.operands(op).collect();
    let (operands, constants): (SmallVec<[Value; 4]>, SmallVec<[Option<Attribute>; 4]>) =
        match update.as_ref().and_then(|u| u.operands.as_ref()) {
            Some(new) => new
                .iter()
                .enumerate()
                .map(|(i, &v)| {
                    let c = if original.get(i) == Some(&v) {
                        constants.get(i).copied().flatten()
                    } else {
                        body.defining_op(v)
                            .and_then(|d| constant_value(ctx, body, d))
                    };
                    (v, c)
                })
                .unzip(),
            None => (original, constants.iter().copied().collect()),
        };
    // `op(x, x) -> x` (MLIR's `OpTrait::impl::foldIdempotent`).
    if def.has(Traits::IDEMPOTENT) && operands.len() == 2 && body.num_results(op) == 1 {
        let x = operands[0];
        if x == operands[1] {
            return Some(Folded {
                update,
                results: smallvec::smallvec![FoldResult::Value(x)],
            });
        }
    }
    if def.has(Traits::COMMUTATIVE) && constants.len() >= 2 {
        // A stable partition: non-constants first, then constants.
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
            let mut u = update.unwrap_or_default();
            u.operands = Some(reordered);
            update = Some(u);
        }
    }
    update.map(|u| Folded {
        update: Some(u),
        results: SmallVec::new(),
    })
}
