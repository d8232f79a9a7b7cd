//! The canonicalization patterns of `scf.parallel` (upstream `SCF.cpp`), in
//! upstream's order:
//! - dimensions of zero or one iteration are dropped: the whole loop (its
//!   results become the init values) when one has zero iterations; its body
//!   and reduction bodies inlined when all have one
//!   (`ParallelOpSingleOrZeroIterationDimsFolder`);
//! - a loop whose body is only another loop, with no reductions and inner
//!   bounds that do not use the outer induction variables, becomes one loop
//!   over both sets of dimensions (`MergeNestedParallelLoops`).
//!
//! Upstream clones bodies into the new loops; these patterns move them,
//! which prints the same.

use super::patterns::{
    constant_trip_count, create_like, operand_segments, operands, set_operand_segments, Bound,
};
use smallvec::SmallVec;
use tileir_ir::body::OperationState;
use tileir_ir::dialect::RewritePattern;
use tileir_ir::rewriter::{InsertPoint, Rewriter};
use tileir_ir::{BlockId, Body, Context, OpId, Value};

pub(super) static PARALLEL: &[RewritePattern] = &[
    RewritePattern::new(
        "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder",
        fold_single_or_zero_iteration_dims,
    ),
    RewritePattern::new(
        "(anonymous namespace)::MergeNestedParallelLoops",
        merge_nested_parallel_loops,
    ),
];

/// An `scf.parallel` taken apart.
struct Parallel {
    lbs: SmallVec<[Value; 4]>,
    ubs: SmallVec<[Value; 4]>,
    steps: SmallVec<[Value; 4]>,
    inits: SmallVec<[Value; 4]>,
    block: BlockId,
}

impl Parallel {
    /// `None` for an op whose parts do not add up (unverified IR).
    fn read(ctx: &Context, body: &Body, op: OpId) -> Option<Parallel> {
        let [lbs, ubs, steps, inits] = operand_segments(ctx, body, op)?;
        let parallel = Parallel {
            lbs,
            ubs,
            steps,
            inits,
            block: body.entry_block(*body.regions(op).first()?)?,
        };
        let rank = parallel.lbs.len();
        let consistent = parallel.ubs.len() == rank
            && parallel.steps.len() == rank
            && body.block_args(parallel.block).len() == rank;
        consistent.then_some(parallel)
    }
}

fn fold_single_or_zero_iteration_dims(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(loop_) = Parallel::read(ctx, rw.body(), op) else {
        return false;
    };
    let ivs: SmallVec<[Value; 4]> = SmallVec::from_slice(rw.body().block_args(loop_.block));
    rw.set_insertion_point_before(op);
    // (dimension, the value its induction variable becomes).
    let mut single: Vec<(usize, Value)> = Vec::new();
    for i in 0..loop_.lbs.len() {
        let bounds = [loop_.lbs[i], loop_.ubs[i], loop_.steps[i]].map(Bound::Dynamic);
        match constant_trip_count(ctx, rw.body(), bounds, true, 64) {
            Some(0) => {
                rw.replace_op(op, &loop_.inits);
                return true;
            }
            // The induction variable becomes the lower bound (a value here,
            // never a new constant).
            Some(1) => single.push((i, loop_.lbs[i])),
            _ => {}
        }
    }
    if single.is_empty() {
        return false;
    }
    if single.len() == loop_.lbs.len() {
        let lbs: SmallVec<[Value; 4]> = single.iter().map(|&(_, lb)| lb).collect();
        return inline_single_iteration(rw, op, &loop_, &lbs);
    }
    for &(i, lb) in &single {
        rw.replace_all_uses_with(ivs[i], lb);
    }
    let keep = |list: &[Value]| -> SmallVec<[Value; 4]> {
        list.iter()
            .enumerate()
            .filter(|(i, _)| !single.iter().any(|(s, _)| s == i))
            .map(|(_, &v)| v)
            .collect()
    };
    let (lbs, ubs, steps) = (keep(&loop_.lbs), keep(&loop_.ubs), keep(&loop_.steps));
    rw.modify_op_in_place(op, |body| {
        for &(i, _) in single.iter().rev() {
            body.erase_block_arg(loop_.block, i);
        }
    });
    let result_types: SmallVec<[_; 4]> = rw
        .body()
        .results(op)
        .map(|r| rw.body().value_type(r))
        .collect();
    let new_op = create_like(rw, op, false, &[], &result_types, 1);
    rw.modify_op_in_place(new_op, |body| {
        set_operand_segments(ctx, body, new_op, [&lbs, &ubs, &steps, &loop_.inits])
    });
    let (from, to) = (rw.body().regions(op)[0], rw.body().regions(new_op)[0]);
    rw.inline_region_before(from, to, None);
    let results: SmallVec<[Value; 4]> = rw.body().results(new_op).collect();
    rw.replace_op(op, &results);
    true
}

/// The body of a loop of one iteration moves before it (induction
/// variables replaced by the lower bounds `lbs`), then each reduction body, its first argument
/// the init value and its second the reduced operand; the loop's results
/// are what the reductions return.
fn inline_single_iteration(
    rw: &mut Rewriter<'_>,
    op: OpId,
    loop_: &Parallel,
    lbs: &[Value],
) -> bool {
    let body = rw.body();
    let Some(reduce) = body.last_op(loop_.block) else {
        return false;
    };
    let reduced = operands(body, reduce);
    let regions: SmallVec<[_; 2]> = SmallVec::from_slice(body.regions(reduce));
    if regions.len() != reduced.len() || reduced.len() != loop_.inits.len() {
        return false;
    }
    let parent = body.parent_block(op).expect("op in a block");
    rw.inline_block_before(loop_.block, parent, Some(op), lbs);
    // Read again: a reduced operand may have been an induction variable.
    let reduced = operands(rw.body(), reduce);
    let mut results: SmallVec<[Value; 4]> = SmallVec::new();
    for (i, &region) in regions.iter().enumerate() {
        let Some(block) = rw.body().entry_block(region) else {
            return false;
        };
        let ret = rw.body().last_op(block);
        rw.inline_block_before(block, parent, Some(op), &[loop_.inits[i], reduced[i]]);
        let Some(ret) = ret else { return false };
        results.push(rw.body().operand(ret, 0));
        rw.erase_op(ret);
    }
    rw.erase_op(reduce);
    rw.replace_op(op, &results);
    true
}

fn merge_nested_parallel_loops(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(outer) = Parallel::read(ctx, body, op) else {
        return false;
    };
    let Some(inner_op) = body.first_op(outer.block) else {
        return false;
    };
    // The body holds the inner loop and the terminator, nothing else.
    let terminator = body.next_op(inner_op);
    if terminator.is_none_or(|t| body.next_op(t).is_some())
        || ctx.op_name_str(body.op_name(inner_op)) != "scf.parallel"
    {
        return false;
    }
    let Some(inner) = Parallel::read(ctx, body, inner_op) else {
        return false;
    };
    let outer_ivs: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(outer.block));
    let uses_outer_iv = inner
        .lbs
        .iter()
        .chain(&inner.ubs)
        .chain(&inner.steps)
        .any(|v| outer_ivs.contains(v));
    if uses_outer_iv || !outer.inits.is_empty() || !inner.inits.is_empty() {
        return false;
    }
    let loc = body.op_loc(op);
    let cat =
        |a: &[Value], b: &[Value]| -> SmallVec<[Value; 8]> { a.iter().chain(b).copied().collect() };
    let (lbs, ubs, steps) = (
        cat(&outer.lbs, &inner.lbs),
        cat(&outer.ubs, &inner.ubs),
        cat(&outer.steps, &inner.steps),
    );
    // MLIR's `ParallelOp` builder: one block of index arguments at the
    // op's location, the body, then an empty `scf.reduce`.
    rw.set_insertion_point_before(op);
    let new_op = create_like(rw, op, false, &[], &[], 1);
    rw.modify_op_in_place(new_op, |body| {
        set_operand_segments(ctx, body, new_op, [&lbs, &ubs, &steps, &[]])
    });
    let region = rw.body().regions(new_op)[0];
    let index = ctx.index_type();
    let args = vec![(index, loc); lbs.len()];
    let block = rw.create_block(region, None, &args);
    let new_ivs: SmallVec<[Value; 8]> = SmallVec::from_slice(rw.body().block_args(block));
    for (&old, &new) in outer_ivs.iter().zip(&new_ivs) {
        rw.replace_all_uses_with(old, new);
    }
    let inner_terminator = rw.body().last_op(inner.block);
    rw.inline_block_before(inner.block, block, None, &new_ivs[outer_ivs.len()..]);
    if let Some(t) = inner_terminator {
        rw.erase_op(t);
    }
    rw.set_insertion_point(InsertPoint::End(block));
    let reduce = OperationState::new(ctx.op_name("scf.reduce"), loc);
    rw.create(reduce);
    rw.replace_op(op, &[]);
    true
}
