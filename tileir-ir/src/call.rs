//! Calls, callables and inlining legality: MLIR's `CallOpInterface`,
//! `CallableOpInterface` (declared per op, in
//! [`crate::dialect::Interfaces`]) and `DialectInlinerInterface` (declared
//! per dialect, in [`crate::dialect::DialectDef::inliner`]).
//!
//! The inliner asks these, never op names: which symbol or value a call
//! calls and which of its operands are the arguments; which region of a
//! callable is its body and what it returns; whether a dialect lets a call
//! be inlined, a body be inlined into a region, an op be moved into a
//! region; and how a dialect's terminator becomes a branch or a
//! replacement once its body is inlined.

use crate::attributes::Attribute;
use crate::body::Body;
use crate::context::Context;
use crate::dialect::OpRef;
use crate::ids::{BlockId, OpId, Value};
use crate::rewriter::Rewriter;
use crate::types::Type;
use smallvec::SmallVec;

/// What a call calls (MLIR's `CallInterfaceCallable`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Callee {
    /// A symbol reference attribute (`@f`, `@m::@f`).
    Symbol(Attribute),
    /// An SSA value (an indirect call).
    Value(Value),
}

/// `CallOpInterface`.
#[derive(Clone, Copy, Debug)]
pub struct CallOpInterface {
    /// What the call calls; `None` if the op is malformed.
    pub callee: fn(OpRef<'_>) -> Option<Callee>,
    /// The index of the first argument operand (the arguments run to the
    /// end of the operand list): 0 for `func.call`, 1 for
    /// `func.call_indirect`.
    pub first_arg: usize,
    /// The range of the argument operands, for a call whose arguments do
    /// not run to the end (`llvm.call`: operand bundles follow them);
    /// `first_arg` is not used then.
    pub args: Option<fn(OpRef<'_>) -> std::ops::Range<usize>>,
}

/// `CallableOpInterface`.
#[derive(Clone, Copy, Debug)]
pub struct CallableOpInterface {
    /// The index of the region that is the callable's body (an empty
    /// region: an external declaration).
    pub region: usize,
    /// The types the callable returns.
    pub result_types: fn(OpRef<'_>) -> SmallVec<[Type; 4]>,
}

/// A dialect's inlining hooks (`DialectInlinerInterface`). A dialect
/// without one allows nothing to be inlined that involves its ops.
#[derive(Clone, Copy, Debug)]
pub struct DialectInliner {
    /// `isLegalToInline(call, callable, wouldBeCloned)`, asked of the
    /// call's dialect.
    pub legal_call: fn(OpRef<'_>, OpRef<'_>, bool) -> bool,
    /// `isLegalToInline(dest, src, wouldBeCloned)`, asked of the dialect of
    /// the op owning the destination region.
    pub legal_region: fn(bool) -> bool,
    /// `isLegalToInline(op, dest, wouldBeCloned)`, asked of the op's
    /// dialect for every op of the inlined body.
    pub legal_op: fn(OpRef<'_>, bool) -> bool,
    /// `handleTerminator(op, newDest)`: the inlined body has several
    /// blocks; turn terminator `op` into a branch to `dest` (the block
    /// after the call) if it is one of the dialect's returns.
    pub terminator_to_branch: Option<fn(&mut Rewriter<'_>, OpId, BlockId)>,
    /// `handleTerminator(op, valuesToReplace)`: the inlined body is one
    /// block; its terminator `op` (about to be erased) gives the values
    /// that replace the call's results.
    pub terminator_values: Option<TerminatorValuesFn>,
}

/// See [`DialectInliner::terminator_values`].
pub type TerminatorValuesFn = fn(&Body, OpId) -> SmallVec<[Value; 4]>;

/// The call interface of `op`, if its definition declares one.
pub fn call_interface(ctx: &Context, body: &Body, op: OpId) -> Option<&'static CallOpInterface> {
    ctx.op_def(body.op_name(op))?.interfaces.call
}

/// The callable interface of `op`, if its definition declares one.
pub fn callable_interface(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<&'static CallableOpInterface> {
    ctx.op_def(body.op_name(op))?.interfaces.callable
}

/// The inliner hooks of `op`'s dialect: the loaded dialect of its name's
/// namespace, so an unknown op of a dialect that allows them has its
/// dialect's hooks, as in MLIR.
pub fn dialect_inliner(ctx: &Context, body: &Body, op: OpId) -> Option<&'static DialectInliner> {
    let name = ctx.op_name_str(body.op_name(op));
    let (namespace, _) = name.split_once('.')?;
    ctx.dialect(namespace)?.inliner
}

/// The argument operands of call `op`.
pub fn call_args(
    ctx: &Context,
    body: &Body,
    op: OpId,
    call: &CallOpInterface,
) -> SmallVec<[Value; 4]> {
    match call.args {
        Some(args) => {
            let range = args(OpRef { ctx, body, op });
            let end = range.end.min(body.num_operands(op));
            (range.start.min(end)..end)
                .map(|i| body.operand(op, i))
                .collect()
        }
        None => body.operands(op).skip(call.first_arg).collect(),
    }
}
