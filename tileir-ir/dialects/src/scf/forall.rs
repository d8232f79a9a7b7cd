//! The canonicalization patterns of `scf.forall` (upstream `SCF.cpp`), in
//! upstream's order, for what no tensor op is involved in:
//! - constant dynamic bounds and steps become static ones
//!   (`ForallOpControlOperandsFolder`);
//! - a shared output whose result is unused, or that no combining op
//!   updates, is dropped: its block argument and result are replaced by the
//!   output (`ForallOpIterArgsFolder`; the combining ops are tensor ops,
//!   which no dialect here has, so no output counts as updated);
//! - dimensions of zero or one iteration are dropped, the whole loop when
//!   one has zero iterations, its body inlined when all have one
//!   (`ForallOpSingleOrZeroIterationDimsFolder`, unless mapped);
//! - the induction variable of a one-iteration dimension is replaced by its
//!   lower bound (`ForallOpReplaceConstantInductionVar`).
//!
//! `DimOfForallOp` and `FoldTensorCastOfOutputIntoForallOp` match tensor ops
//! only and are not modelled.

use super::patterns::{
    constant_trip_count, create_like, erase_op_results, operand_segments, operands,
    set_operand_segments, Bound,
};
use smallvec::SmallVec;
use tileir_ir::attributes::{AttrData, NamedAttr};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::RewritePattern;
use tileir_ir::format::{dense_array, dense_array_values};
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{BlockId, Body, Context, Location, OpId, Value};

pub(super) static FORALL: &[RewritePattern] = &[
    RewritePattern::new(
        "(anonymous namespace)::ForallOpControlOperandsFolder",
        fold_control_operands,
    ),
    RewritePattern::new(
        "(anonymous namespace)::ForallOpIterArgsFolder",
        fold_iter_args,
    ),
    RewritePattern::new(
        "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder",
        fold_single_or_zero_iteration_dims,
    ),
    RewritePattern::new(
        "(anonymous namespace)::ForallOpReplaceConstantInductionVar",
        replace_constant_induction_vars,
    ),
];

/// MLIR's `ShapedType::kDynamic`: a static list entry taken from the
/// dynamic operands.
const DYNAMIC: i64 = i64::MIN;

/// An `scf.forall` taken apart: its mixed bounds and steps, one per
/// dimension, and its shared outputs.
struct Forall {
    lbs: Vec<Bound>,
    ubs: Vec<Bound>,
    steps: Vec<Bound>,
    outputs: SmallVec<[Value; 4]>,
}

impl Forall {
    /// `None` for an op whose parts do not add up (unverified IR).
    fn read(ctx: &Context, body: &Body, op: OpId) -> Option<Forall> {
        let [dyn_lb, dyn_ub, dyn_step, outputs] = operand_segments(ctx, body, op)?;
        let mixed = |name: &str, dynamic: SmallVec<[Value; 4]>| -> Option<Vec<Bound>> {
            let statics = dense_array_values(ctx, body.attr(ctx, op, name)?)?;
            let mut dynamic = dynamic.into_iter();
            let list: Option<Vec<Bound>> = statics
                .iter()
                .map(|&s| {
                    if s == DYNAMIC {
                        dynamic.next().map(Bound::Dynamic)
                    } else {
                        Some(Bound::Static(s))
                    }
                })
                .collect();
            list.filter(|_| dynamic.next().is_none())
        };
        let forall = Forall {
            lbs: mixed("staticLowerBound", dyn_lb)?,
            ubs: mixed("staticUpperBound", dyn_ub)?,
            steps: mixed("staticStep", dyn_step)?,
            outputs,
        };
        let rank = forall.ubs.len();
        (forall.lbs.len() == rank && forall.steps.len() == rank).then_some(forall)
    }

    fn rank(&self) -> usize {
        self.ubs.len()
    }

    /// Writes the bounds, steps and outputs back into `op`: operands,
    /// static lists and segment sizes.
    fn write(&self, ctx: &Context, body: &mut Body, op: OpId) {
        let split = |list: &[Bound]| -> (Vec<Value>, Vec<i64>) {
            let mut dynamic = Vec::new();
            let statics = list
                .iter()
                .map(|b| match *b {
                    Bound::Static(v) => v,
                    Bound::Dynamic(v) => {
                        dynamic.push(v);
                        DYNAMIC
                    }
                })
                .collect();
            (dynamic, statics)
        };
        let (dyn_lb, s_lb) = split(&self.lbs);
        let (dyn_ub, s_ub) = split(&self.ubs);
        let (dyn_step, s_step) = split(&self.steps);
        set_operand_segments(ctx, body, op, [&dyn_lb, &dyn_ub, &dyn_step, &self.outputs]);
        for (name, list) in [
            ("staticLowerBound", &s_lb),
            ("staticUpperBound", &s_ub),
            ("staticStep", &s_step),
        ] {
            body.set_attr(ctx, op, ctx.static_symbol(name), dense_array(ctx, 64, list));
        }
    }

    /// The trip count of dimension `i`, when it is a known constant.
    fn trip_count(&self, ctx: &Context, body: &Body, i: usize) -> Option<i128> {
        constant_trip_count(
            ctx,
            body,
            [self.lbs[i], self.ubs[i], self.steps[i]],
            true,
            64,
        )
    }
}

fn body_block(body: &Body, op: OpId) -> Option<BlockId> {
    body.entry_block(*body.regions(op).first()?)
}

/// The ops inside the `scf.forall.in_parallel` terminator of `block`.
fn yielding_ops(body: &Body, block: BlockId) -> usize {
    let Some(term) = body.last_op(block) else {
        return 0;
    };
    body.regions(term)
        .iter()
        .flat_map(|&r| body.region_blocks(r))
        .map(|b| body.block_ops(b).count())
        .sum()
}

/// MLIR's `getValueOrCreateConstantIndexOp`: the value of a dynamic bound,
/// or a new `arith.constant` of index type at the insertion point.
fn bound_value(rw: &mut Rewriter<'_>, loc: Location, b: Bound) -> Value {
    match b {
        Bound::Dynamic(v) => v,
        Bound::Static(c) => {
            let ctx = rw.ctx;
            let index = ctx.index_type();
            let mut state = OperationState::new(ctx.op_name("arith.constant"), loc);
            state.attributes.push(NamedAttr {
                name: ctx.static_symbol("value"),
                value: ctx.integer_attr(index, i128::from(c)),
            });
            state.result_types.push(index);
            let op = rw.create(state);
            rw.body().result(op, 0)
        }
    }
}

/// A dynamic bound that is a constant integer becomes static.
fn fold_list(ctx: &Context, body: &Body, list: &mut [Bound]) -> bool {
    let mut changed = false;
    for b in list {
        let Bound::Dynamic(v) = *b else { continue };
        let Some(attr) = crate::cf::patterns::fold_constant(ctx, body, v) else {
            continue;
        };
        if let AttrData::Integer { value, .. } = ctx.attr_data(attr) {
            // i64::MIN is the "dynamic" marker of the static lists: a constant
            // of that value stays an operand (mlir-opt 22 loops forever
            // folding it).
            if let Some(c) = i64::try_from(value.get()).ok().filter(|&c| c != DYNAMIC) {
                *b = Bound::Static(c);
                changed = true;
            }
        }
    }
    changed
}

fn fold_control_operands(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(mut forall) = Forall::read(ctx, body, op) else {
        return false;
    };
    let lbs = fold_list(ctx, body, &mut forall.lbs);
    let ubs = fold_list(ctx, body, &mut forall.ubs);
    let steps = fold_list(ctx, body, &mut forall.steps);
    if !(lbs || ubs || steps) {
        return false;
    }
    rw.modify_op_in_place(op, |body| forall.write(ctx, body, op));
    true
}

fn fold_iter_args(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(mut forall) = Forall::read(ctx, body, op) else {
        return false;
    };
    let Some(block) = body_block(body, op) else {
        return false;
    };
    let results: SmallVec<[Value; 4]> = body.results(op).collect();
    let args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(block));
    let rank = forall.rank();
    if results.len() != forall.outputs.len() || args.len() != rank + results.len() {
        return false;
    }
    // Every output goes: no op of a dialect here combines into one.
    if results.is_empty() {
        return false;
    }
    for (i, &result) in results.iter().enumerate() {
        let out = forall.outputs[i];
        rw.replace_all_uses_with(args[rank + i], out);
        rw.replace_all_uses_with(result, out);
    }
    rw.modify_op_in_place(op, |body| {
        for i in (rank..args.len()).rev() {
            body.erase_block_arg(block, i);
        }
    });
    forall.outputs.clear();
    let new_op = erase_op_results(rw, op, |_| true);
    rw.modify_op_in_place(new_op, |body| forall.write(ctx, body, new_op));
    true
}

fn fold_single_or_zero_iteration_dims(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let mapped = body
        .attr(ctx, op, "mapping")
        .is_some_and(|m| !matches!(ctx.attr_data(m), AttrData::Array(a) if a.is_empty()));
    if mapped {
        return false;
    }
    let Some(forall) = Forall::read(ctx, body, op) else {
        return false;
    };
    let Some(block) = body_block(body, op) else {
        return false;
    };
    let ivs: SmallVec<[Value; 4]> = body
        .block_args(block)
        .iter()
        .copied()
        .take(forall.rank())
        .collect();
    let loc = body.op_loc(op);
    let counts: Vec<Option<i128>> = (0..forall.rank())
        .map(|i| forall.trip_count(ctx, body, i))
        .collect();
    if counts.contains(&Some(0)) {
        let outputs = forall.outputs.clone();
        rw.replace_op(op, &outputs);
        return true;
    }
    let single: Vec<usize> = (0..forall.rank())
        .filter(|&i| counts[i] == Some(1))
        .collect();
    if single.is_empty() {
        return false;
    }
    if single.len() == forall.rank() {
        return promote(rw, op, &forall, block);
    }
    rw.set_insertion_point_before(op);
    let lbs: Vec<Value> = single
        .iter()
        .map(|&i| bound_value(rw, loc, forall.lbs[i]))
        .collect();
    let keep = |list: &[Bound]| -> Vec<Bound> {
        list.iter()
            .enumerate()
            .filter(|(i, _)| !single.contains(i))
            .map(|(_, &b)| b)
            .collect()
    };
    let reduced = Forall {
        lbs: keep(&forall.lbs),
        ubs: keep(&forall.ubs),
        steps: keep(&forall.steps),
        outputs: forall.outputs.clone(),
    };
    // The new loop: the old one's attributes but its own bounds, and the
    // old body (upstream clones it, mapping the dropped induction
    // variables to their lower bounds; moving it prints the same).
    let result_types: SmallVec<[_; 4]> = rw
        .body()
        .results(op)
        .map(|r| rw.body().value_type(r))
        .collect();
    let all = operands(rw.body(), op);
    let new_op = create_like(rw, op, true, &all, &result_types, 1);
    rw.modify_op_in_place(new_op, |body| reduced.write(ctx, body, new_op));
    for (&i, &lb) in single.iter().zip(&lbs) {
        rw.replace_all_uses_with(ivs[i], lb);
    }
    rw.modify_op_in_place(op, |body| {
        for &i in single.iter().rev() {
            body.erase_block_arg(block, i);
        }
    });
    let (from, to) = (rw.body().regions(op)[0], rw.body().regions(new_op)[0]);
    rw.inline_region_before(from, to, None);
    let results: SmallVec<[Value; 4]> = rw.body().results(new_op).collect();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `promote` for an `scf.forall` of one iteration: its body moves
/// before it, induction variables replaced by the lower bounds and shared
/// outputs by the outputs. Only for a loop with nothing in its
/// `in_parallel` terminator (what remains would be tensor ops).
fn promote(rw: &mut Rewriter<'_>, op: OpId, forall: &Forall, block: BlockId) -> bool {
    let body = rw.body();
    if yielding_ops(body, block) != 0 || body.num_results(op) != 0 {
        return false;
    }
    let loc = body.op_loc(op);
    let term = body.last_op(block);
    rw.set_insertion_point_before(op);
    let mut args: SmallVec<[Value; 4]> = forall
        .lbs
        .iter()
        .map(|&b| bound_value(rw, loc, b))
        .collect();
    args.extend_from_slice(&forall.outputs);
    if let Some(term) = term {
        rw.erase_op(term);
    }
    let parent = rw.body().parent_block(op).expect("op in a block");
    rw.inline_block_before(block, parent, Some(op), &args);
    rw.replace_op(op, &[]);
    true
}

fn replace_constant_induction_vars(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(forall) = Forall::read(ctx, body, op) else {
        return false;
    };
    let Some(block) = body_block(body, op) else {
        return false;
    };
    let ivs: SmallVec<[Value; 4]> = body
        .block_args(block)
        .iter()
        .copied()
        .take(forall.rank())
        .collect();
    let loc = body.op_loc(op);
    let mut changed = false;
    for (i, &iv) in ivs.iter().enumerate() {
        if rw.body().use_empty(iv) || forall.trip_count(ctx, rw.body(), i) != Some(1) {
            continue;
        }
        rw.set_insertion_point_before(op);
        let lb = bound_value(rw, loc, forall.lbs[i]);
        rw.replace_all_uses_with(iv, lb);
        changed = true;
    }
    changed
}
