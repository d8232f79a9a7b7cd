//! `reconcile-unrealized-casts`: folds chains of
//! `builtin.unrealized_conversion_cast` that convert values back to the
//! types they started from, and erases casts nobody uses, as MLIR 22's
//! `ReconcileUnrealizedCastsPass` (`mlir::reconcileUnrealizedCasts`) does.
//!
//! Upstream collects every cast under the op in post-order and takes them
//! off the back of a set-vector worklist. A cast without uses is erased and
//! the casts producing its inputs are queued again; otherwise the chain of
//! casts feeding it (each producing exactly the inputs of the next) is
//! followed up until one whose input types are this cast's result types:
//! this cast's uses then take those inputs and it is erased. Casts left
//! over stay (MLIR 22 no longer fails on them). SSA values never cross an
//! isolated op's body, so each body is reconciled alone.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::walk::for_each_body_mut;
use tileir_ir::{Body, OpId, OpName, RegionId, Value};

pub const INFO: PassInfo = PassInfo {
    argument: "reconcile-unrealized-casts",
    name: "ReconcileUnrealizedCastsPass",
    summary: "Simplify and eliminate unrealized conversion casts",
    anchor: PassAnchor::Any,
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ReconcileCastsPass))
}

pub struct ReconcileCastsPass;

impl Pass for ReconcileCastsPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let cast = ctx.op_name("builtin.unrealized_conversion_cast");
        let anchor = op.op();
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(op.storage().regions(anchor));
        let mut changed = false;
        for_each_body_mut(op.body_mut(), &regions, &mut |body, _, ops| {
            let casts = post_order_casts(body, ops, cast);
            if !casts.is_empty() {
                changed |= reconcile(&mut Rewriter::new(ctx, body), cast, casts);
            }
        });
        Ok(if changed {
            PreservedAnalyses::none()
        } else {
            PreservedAnalyses::all()
        })
    }
}

/// The casts among `ops` (a pre-order of one body) in post-order, the
/// order of upstream's walk: an op after the ops nested in it.
fn post_order_casts(body: &Body, ops: &[OpId], cast: OpName) -> Vec<OpId> {
    let mut out = Vec::new();
    // Ops whose nested ops are still to be emitted, innermost last.
    let mut open: Vec<OpId> = Vec::new();
    let emit = |out: &mut Vec<OpId>, o: OpId| {
        if body.op_name(o) == cast {
            out.push(o);
        }
    };
    for &o in ops {
        while let Some(&top) = open.last() {
            if is_nested_in(body, o, top) {
                break;
            }
            open.pop();
            emit(&mut out, top);
        }
        open.push(o);
    }
    while let Some(top) = open.pop() {
        emit(&mut out, top);
    }
    out
}

fn is_nested_in(body: &Body, op: OpId, ancestor: OpId) -> bool {
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if p == ancestor {
            return true;
        }
        cur = body.parent_op(p);
    }
    false
}

/// A set-vector worklist: pushes of a queued op are no-ops, pops from the
/// back.
struct Worklist {
    items: Vec<OpId>,
    queued: FxHashSet<OpId>,
}

impl Worklist {
    fn push(&mut self, op: OpId) {
        if self.queued.insert(op) {
            self.items.push(op);
        }
    }
    fn pop(&mut self) -> Option<OpId> {
        let op = self.items.pop()?;
        self.queued.remove(&op);
        Some(op)
    }
}

/// Upstream's algorithm on one body; true if anything changed.
fn reconcile(rw: &mut Rewriter<'_>, cast: OpName, casts: Vec<OpId>) -> bool {
    let mut worklist = Worklist {
        queued: casts.iter().copied().collect(),
        items: casts,
    };
    let mut changed = false;
    let enqueue_inputs = |body: &Body, worklist: &mut Worklist, op: OpId| {
        for v in body.operands(op) {
            if let Some(d) = body.defining_op(v).filter(|&d| body.op_name(d) == cast) {
                worklist.push(d);
            }
        }
    };
    while let Some(op) = worklist.pop() {
        let body = rw.body();
        if body.results(op).all(|r| body.use_empty(r)) {
            enqueue_inputs(body, &mut worklist, op);
            rw.erase_op(op);
            changed = true;
            continue;
        }
        let result_types: SmallVec<[_; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
        let mut next = Some(op);
        while let Some(n) = next {
            let body = rw.body();
            if body
                .operands(n)
                .map(|v| body.value_type(v))
                .eq(result_types.iter().copied())
            {
                let inputs: SmallVec<[Value; 2]> = body.operands(n).collect();
                enqueue_inputs(body, &mut worklist, op);
                rw.replace_op(op, &inputs);
                changed = true;
                break;
            }
            next = input_cast(body, cast, n);
        }
    }
    changed
}

/// The cast that produces exactly the inputs of `op`, in order (upstream's
/// `getInputCast`).
fn input_cast(body: &Body, cast: OpName, op: OpId) -> Option<OpId> {
    let first = body.operands(op).next()?;
    let def = body
        .defining_op(first)
        .filter(|&d| body.op_name(d) == cast)?;
    body.results(def).eq(body.operands(op)).then_some(def)
}
