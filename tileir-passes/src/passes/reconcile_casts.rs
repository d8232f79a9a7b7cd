//! `reconcile-unrealized-casts`: folds chains of
//! `builtin.unrealized_conversion_cast` that convert values back to the
//! types they started from, and erases casts nobody uses, as MLIR 22's
//! `ReconcileUnrealizedCastsPass` (`mlir::reconcileUnrealizedCasts`) does.
//!
//! Each cast has its uses redirected up the chain of casts feeding it (each
//! producing exactly the inputs of the next) to the inputs of the first one
//! whose input types are its result types; then every cast that no
//! non-cast op uses, directly or through other casts, is erased. Casts left
//! over stay (MLIR 22 does not fail on them). SSA values never cross an
//! isolated op's body, so each body is reconciled alone.
//!
//! One deliberate difference: upstream visits the casts in the order of a
//! hash set of op pointers, which decides the result when a chain has
//! intermediate casts with uses of their own (`a -> b -> a -> b` with each
//! used); here they are visited in reverse walk order, so output is
//! deterministic.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::walk::{for_each_body_mut, ops_post_order};
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
        for_each_body_mut(op.body_mut(), &regions, &mut |body, regions, _| {
            // Upstream's walk order: an op after the ops nested in it.
            let casts: Vec<OpId> = ops_post_order(body, regions)
                .into_iter()
                .filter(|&o| body.op_name(o) == cast)
                .collect();
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

/// Upstream's algorithm on one body; true if anything changed. First each
/// cast, taken from the back of the list, has its uses redirected to the
/// inputs of the first cast up its chain whose input types are its result
/// types (unless that would make a cycle). Then the casts that something
/// other than a cast of the list uses are live, with every cast feeding
/// them; the others are erased.
fn reconcile(rw: &mut Rewriter<'_>, cast: OpName, casts: Vec<OpId>) -> bool {
    let mut changed = false;
    for &op in casts.iter().rev() {
        let body = rw.body();
        let result_types: SmallVec<[_; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
        let mut next = Some(op);
        while let Some(n) = next {
            let body = rw.body();
            if body
                .operands(n)
                .map(|v| body.value_type(v))
                .eq(result_types.iter().copied())
            {
                let cycle = body.operands(n).any(|v| body.defining_op(v) == Some(op));
                if !cycle {
                    let inputs: SmallVec<[Value; 2]> = body.operands(n).collect();
                    rw.replace_all_op_uses_with(op, &inputs);
                    changed = true;
                }
                break;
            }
            next = input_cast(body, cast, n);
        }
    }
    let listed: FxHashSet<OpId> = casts.iter().copied().collect();
    let body = rw.body();
    let mut live: FxHashSet<OpId> = FxHashSet::default();
    for &op in &casts {
        if live.contains(&op) {
            continue;
        }
        let used_outside = body
            .results(op)
            .flat_map(|r| body.users(r))
            .any(|u| !listed.contains(&u));
        if !used_outside {
            continue;
        }
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            if live.insert(o) {
                stack.extend(
                    body.operands(o)
                        .filter_map(|v| body.defining_op(v))
                        .filter(|d| listed.contains(d)),
                );
            }
        }
    }
    // Dead casts are used by dead casts only: erase users first.
    for &op in casts.iter().rev() {
        if !live.contains(&op) {
            rw.erase_op(op);
            changed = true;
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
