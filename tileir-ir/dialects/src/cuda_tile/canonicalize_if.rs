//! The canonicalization patterns of `cuda_tile.if`: NVIDIA's ports of
//! `scf.if`'s, which also handle a branch ending in `continue`, `break` or
//! `return` (an exit: nothing after the `if` runs on that path). In the
//! order upstream adds them, after the in-place fold:
//!
//! - fold: `if (xori c, true)` with an else branch -> `if c`, branches
//!   swapped;
//! - unused results are dropped;
//! - a result both branches yield the same value for is that value; one
//!   they yield `true`/`false` (`false`/`true`) for is the condition (its
//!   negation);
//! - a constant condition inlines the branch it takes (an exit there ends
//!   the enclosing block);
//! - results yielded from outside the `if` become `select`s (of the
//!   condition, reshaped and broadcast for shaped tiles), tiles only; a
//!   branch that exits yields nothing, so the other branch's values are
//!   taken as they are;
//! - an else branch holding only its `yield` is removed;
//! - an `if` right after another on the same condition (or its negation)
//!   joins it: one `if` with both sets of results, each branch of the
//!   second appended to the branch of the first taken in the same case
//!   (not after a branch that exits), uses of the first's results there
//!   replaced by what that branch yields;
//! - an `if` whose then branch holds only another `if` (and whose else
//!   branches only yield) becomes one `if` on `andi` of both conditions,
//!   values the outer one yields from outside becoming `select`s;
//! - when both branches exit, the else branch's ops replace the `if` and
//!   what follows it, the then branch staying in an `if` of its own.

use super::canonicalize::{bool_constant, build, build_not, build_value, defined_by, is_op};
use super::types::{tile, tile_parts};
use smallvec::SmallVec;
use tileir_ir::attributes::Location;
use tileir_ir::body::{Body, OperationState};
use tileir_ir::context::Context;
use tileir_ir::dialect::RewritePattern;
use tileir_ir::ids::{BlockId, OpId, RegionId, Value};
use tileir_ir::rewriter::{BlockPoint, Rewriter};
use tileir_ir::types::Type;

pub(super) static PATTERNS: &[RewritePattern] = &[
    RewritePattern::new("cuda_tile::IfOp::fold", fold_negated_condition).with_benefit(u16::MAX),
    RewritePattern::new("RemoveUnusedResults", remove_unused_results),
    RewritePattern::new("ReplaceYieldWithValue", replace_yield_with_value),
    RewritePattern::new("RemoveStaticCondition", remove_static_condition),
    RewritePattern::new("ConvertToSelect", convert_to_select),
    RewritePattern::new("RemoveEmptyElseBranch", remove_empty_else_branch),
    RewritePattern::new("CombineIfs", combine_ifs),
    RewritePattern::new("CombineNestedIfs", combine_nested_ifs),
    RewritePattern::new("MoveTerminatorToParent", move_terminator_to_parent),
];

// ----- the shape of an if -----

fn branch_block(body: &Body, op: OpId, index: usize) -> Option<BlockId> {
    body.entry_block(*body.regions(op).get(index)?)
}

fn terminator(body: &Body, op: OpId, index: usize) -> Option<OpId> {
    body.last_op(branch_block(body, op, index)?)
}

fn is_yield(ctx: &Context, body: &Body, op: Option<OpId>) -> bool {
    op.is_some_and(|t| is_op(ctx, body, t, "cuda_tile.yield"))
}

/// `continue`, `break` or `return`: the enclosing block does not go on.
fn is_exit(ctx: &Context, body: &Body, op: Option<OpId>) -> bool {
    op.is_some_and(|t| {
        ["cuda_tile.continue", "cuda_tile.break", "cuda_tile.return"]
            .iter()
            .any(|n| is_op(ctx, body, t, n))
    })
}

/// A new `if` on `cond` with these result types and two empty regions,
/// before `op`.
fn new_if(rw: &mut Rewriter<'_>, op: OpId, cond: Value, result_types: &[Type]) -> OpId {
    let loc = rw.body().op_loc(op);
    let then_region = rw.body_mut_unnotified().new_region();
    let else_region = rw.body_mut_unnotified().new_region();
    let mut state = OperationState::new(rw.ctx.op_name("cuda_tile.if"), loc);
    state.operands.push(cond);
    state.result_types.extend_from_slice(result_types);
    state.regions.push(then_region);
    state.regions.push(else_region);
    rw.set_insertion_point_before(op);
    rw.create(state)
}

/// Moves the blocks of branch `index` of `from` into branch `index` of `to`.
fn take_branch(rw: &mut Rewriter<'_>, from: OpId, to: OpId, index: usize) {
    let (src, dst) = (rw.body().regions(from)[index], rw.body().regions(to)[index]);
    rw.inline_region_before(src, dst, None);
}

/// Replaces yield `old` by one yielding `values`.
fn replace_yield(rw: &mut Rewriter<'_>, old: OpId, values: &[Value]) {
    let loc = rw.body().op_loc(old);
    rw.set_insertion_point_before(old);
    build(rw, "cuda_tile.yield", loc, values, &[], Vec::new());
    rw.erase_op(old);
}

/// `select cond, t, f`, `cond` a scalar `i1` tile: reshaped and broadcast
/// to the arms' shape first when they are not scalars.
fn build_select(rw: &mut Rewriter<'_>, loc: Location, cond: Value, t: Value, f: Value) -> Value {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(t);
    let shape: Vec<i64> = tile_parts(ctx, ty)
        .map(|(s, _)| s.to_vec())
        .unwrap_or_default();
    let mut c = cond;
    if !shape.is_empty() {
        let i1 = ctx.int_type(1);
        let reshaped = tile(ctx, &vec![1; shape.len()], i1);
        c = build_value(rw, "cuda_tile.reshape", loc, &[c], reshaped, Vec::new());
        let same = tile(ctx, &shape, i1);
        c = build_value(rw, "cuda_tile.broadcast", loc, &[c], same, Vec::new());
    }
    build_value(rw, "cuda_tile.select", loc, &[c, t, f], ty, Vec::new())
}

/// The region directly holding the definition of `v`.
fn defining_region(body: &Body, v: Value) -> Option<RegionId> {
    body.block_parent(body.value_block(v)?)
}

// ----- the patterns -----

fn fold_negated_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let (Some(then_block), Some(else_block)) =
        (branch_block(body, op, 0), branch_block(body, op, 1))
    else {
        return false;
    };
    let Some(x) = defined_by(ctx, body, body.operand(op, 0), "cuda_tile.xori") else {
        return false;
    };
    if bool_constant(ctx, body, body.operand(x, 1)) != Some(true) {
        return false;
    }
    let c = body.operand(x, 0);
    let else_region = body.regions(op)[1];
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, c));
    rw.move_block(else_block, BlockPoint::Before(then_block));
    rw.move_block(then_block, BlockPoint::End(else_region));
    true
}

fn remove_unused_results(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    if body.num_results(op) == 0 {
        return false;
    }
    let (then_t, else_t) = (terminator(body, op, 0), terminator(body, op, 1));
    if !is_yield(ctx, body, then_t) && !is_yield(ctx, body, else_t) {
        return false;
    }
    let used: SmallVec<[usize; 4]> = body
        .results(op)
        .enumerate()
        .filter(|(_, r)| !body.use_empty(*r))
        .map(|(i, _)| i)
        .collect();
    if used.len() == body.num_results(op) {
        return false;
    }
    let types: SmallVec<[Type; 4]> = used
        .iter()
        .map(|&i| body.value_type(body.result(op, i)))
        .collect();
    let cond = body.operand(op, 0);
    let new = new_if(rw, op, cond, &types);
    for index in 0..2 {
        take_branch(rw, op, new, index);
        let t = terminator(rw.body(), new, index);
        if is_yield(ctx, rw.body(), t) {
            let t = t.expect("checked");
            let kept: SmallVec<[Value; 4]> =
                used.iter().map(|&i| rw.body().operand(t, i)).collect();
            rw.modify_op_in_place(t, |b| b.set_operands(t, &kept));
        }
    }
    let mut results: SmallVec<[Value; 4]> = rw.body().results(op).collect();
    for (k, &i) in used.iter().enumerate() {
        results[i] = rw.body().result(new, k);
    }
    rw.replace_op(op, &results);
    true
}

fn replace_yield_with_value(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    if body.num_results(op) == 0 {
        return false;
    }
    let (Some(then_t), Some(else_t)) = (terminator(body, op, 0), terminator(body, op, 1)) else {
        return false;
    };
    if !is_yield(ctx, body, Some(then_t)) || !is_yield(ctx, body, Some(else_t)) {
        return false;
    }
    let cond = body.operand(op, 0);
    let loc = body.op_loc(op);
    let triples: Vec<(Value, Value, Value)> = body
        .operands(then_t)
        .zip(body.operands(else_t))
        .zip(body.results(op))
        .map(|((t, f), r)| (t, f, r))
        .collect();
    let mut changed = false;
    for (t, f, r) in triples {
        if rw.body().use_empty(r) {
            continue;
        }
        if t == f {
            rw.replace_all_uses_with(r, t);
            changed = true;
            continue;
        }
        let body = rw.body();
        match (bool_constant(ctx, body, t), bool_constant(ctx, body, f)) {
            (Some(false), Some(true)) => {
                rw.set_insertion_point_before(op);
                let not = build_not(rw, loc, cond);
                rw.replace_all_uses_with(r, not);
                changed = true;
            }
            (Some(true), Some(false)) => {
                rw.replace_all_uses_with(r, cond);
                changed = true;
            }
            _ => {}
        }
    }
    changed
}

/// Replaces `op` by the ops of its branch `index` (MLIR's
/// `replaceOpWithRegion`): a yield gives the results; an exit ends the
/// enclosing block there.
fn inline_branch(rw: &mut Rewriter<'_>, op: OpId, index: usize) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let (Some(block), Some(parent)) = (branch_block(body, op, index), body.parent_block(op)) else {
        return false;
    };
    let t = body.last_op(block);
    let (yields, exits) = (is_yield(ctx, body, t), is_exit(ctx, body, t));
    if !yields && !exits {
        return false;
    }
    rw.inline_block_before(block, parent, Some(op), &[]);
    let t = t.expect("checked");
    if yields {
        let values: SmallVec<[Value; 4]> = rw.body().operands(t).collect();
        rw.replace_op(op, &values);
        rw.erase_op(t);
        return true;
    }
    // Everything from the if on is unreachable: erase it, users first.
    let mut rest = vec![op];
    let mut next = rw.body().next_op(op);
    while let Some(o) = next {
        rest.push(o);
        next = rw.body().next_op(o);
    }
    for &o in rest.iter().rev() {
        rw.erase_op(o);
    }
    true
}

fn remove_static_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    match bool_constant(ctx, body, body.operand(op, 0)) {
        Some(true) => inline_branch(rw, op, 0),
        Some(false) if branch_block(body, op, 1).is_some() => inline_branch(rw, op, 1),
        Some(false) if body.num_results(op) == 0 => {
            rw.erase_op(op);
            true
        }
        _ => false,
    }
}

fn convert_to_select(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let n = body.num_results(op);
    if n == 0 {
        return false;
    }
    let (Some(then_t), Some(else_t)) = (terminator(body, op, 0), terminator(body, op, 1)) else {
        return false;
    };
    let (then_yield, else_yield) = (
        is_yield(ctx, body, Some(then_t)),
        is_yield(ctx, body, Some(else_t)),
    );
    if !then_yield && !else_yield {
        return false;
    }
    // A branch that exits yields nothing: the other one's values stand for
    // both.
    let (then_y, else_y) = match (then_yield, else_yield) {
        (true, true) => (then_t, else_t),
        (true, false) => (then_t, then_t),
        _ => (else_t, else_t),
    };
    let (then_r, else_r) = (body.regions(op)[0], body.regions(op)[1]);
    let then_region = if then_yield { then_r } else { else_r };
    let else_region = if else_yield { else_r } else { then_r };
    if !body
        .results(op)
        .all(|r| tile_parts(ctx, body.value_type(r)).is_some())
    {
        return false;
    }
    let pairs: Vec<(Value, Value)> = body.operands(then_y).zip(body.operands(else_y)).collect();
    let inside: Vec<bool> = pairs
        .iter()
        .map(|&(t, f)| {
            defining_region(body, t) == Some(then_region)
                || defining_region(body, f) == Some(else_region)
        })
        .collect();
    let kept_types: SmallVec<[Type; 4]> = pairs
        .iter()
        .zip(&inside)
        .filter(|(_, &i)| i)
        .map(|(&(t, _), _)| body.value_type(t))
        .collect();
    if kept_types.len() == n {
        return false;
    }
    let cond = body.operand(op, 0);
    let loc = body.op_loc(op);
    let new = new_if(rw, op, cond, &kept_types);
    take_branch(rw, op, new, 0);
    take_branch(rw, op, new, 1);
    rw.set_insertion_point_before(new);
    let mut results: SmallVec<[Value; 4]> = SmallVec::new();
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    for (&(t, f), &keep) in pairs.iter().zip(&inside) {
        if keep {
            results.push(rw.body().result(new, true_yields.len()));
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            rw.set_insertion_point_before(new);
            results.push(build_select(rw, loc, cond, t, f));
        }
    }
    if then_yield {
        replace_yield(rw, then_t, &true_yields);
    }
    if else_yield {
        replace_yield(rw, else_t, &false_yields);
    }
    rw.replace_op(op, &results);
    true
}

fn remove_empty_else_branch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    if body.num_results(op) != 0 {
        return false;
    }
    let Some(else_block) = branch_block(body, op, 1) else {
        return false;
    };
    let only = body.first_op(else_block);
    if only.is_none() || only != body.last_op(else_block) || is_exit(ctx, body, only) {
        return false;
    }
    let cond = body.operand(op, 0);
    let new = new_if(rw, op, cond, &[]);
    take_branch(rw, op, new, 0);
    rw.erase_op(op);
    true
}

/// The ops of `block` before its terminator.
fn ops_before_terminator(body: &Body, block: BlockId) -> SmallVec<[OpId; 2]> {
    let mut ops: SmallVec<[OpId; 2]> = body.block_ops(block).collect();
    ops.pop();
    ops
}

fn combine_nested_ifs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let Some(then_block) = branch_block(body, op, 0) else {
        return false;
    };
    let inner_ops = ops_before_terminator(body, then_block);
    let [nested] = inner_ops[..] else {
        return false;
    };
    if !is_op(ctx, body, nested, "cuda_tile.if") {
        return false;
    }
    let only_terminator =
        |b: Option<BlockId>| b.is_none_or(|b| body.first_op(b) == body.last_op(b));
    let else_block = branch_block(body, op, 1);
    let nested_else = branch_block(body, nested, 1);
    if !only_terminator(else_block) || !only_terminator(nested_else) {
        return false;
    }
    let (then_t, else_t) = (terminator(body, op, 0), terminator(body, op, 1));
    let (nested_then_t, nested_else_t) = (terminator(body, nested, 0), terminator(body, nested, 1));
    if is_exit(ctx, body, then_t) || is_exit(ctx, body, else_t) || is_exit(ctx, body, nested_else_t)
    {
        return false;
    }
    if is_exit(ctx, body, nested_then_t) && (else_block.is_some() || nested_else.is_some()) {
        return false;
    }
    let Some(then_t) = then_t else {
        return false;
    };
    let mut then_yield: SmallVec<[Value; 4]> = body.operands(then_t).collect();
    let else_yield: SmallVec<[Value; 4]> = else_t
        .map(|t| body.operands(t).collect())
        .unwrap_or_default();
    let then_region = body.regions(op)[0];
    let mut to_select: SmallVec<[usize; 4]> = SmallVec::new();
    for i in 0..then_yield.len() {
        let v = then_yield[i];
        if body.defining_op(v) == Some(nested) {
            let index = body.results(nested).position(|r| r == v).expect("a result");
            let (Some(ne), Some(nt)) = (nested_else_t, nested_then_t) else {
                return false;
            };
            if else_yield.get(i) != Some(&body.operand(ne, index)) {
                return false;
            }
            then_yield[i] = body.operand(nt, index);
            continue;
        }
        if defining_region(body, v) == Some(then_region)
            || tile_parts(ctx, body.value_type(v)).is_none()
            || i >= else_yield.len()
        {
            return false;
        }
        to_select.push(i);
    }
    let (cond, nested_cond) = (body.operand(op, 0), body.operand(nested, 0));
    let loc = body.op_loc(op);
    let result_types: SmallVec<[Type; 4]> = body.results(op).map(|r| body.value_type(r)).collect();
    let cond_ty = body.value_type(cond);
    rw.set_insertion_point_before(op);
    let both = build_value(
        rw,
        "cuda_tile.andi",
        loc,
        &[cond, nested_cond],
        cond_ty,
        Vec::new(),
    );
    let new = new_if(rw, op, both, &result_types);
    let mut results: SmallVec<[Value; 4]> = rw.body().results(new).collect();
    rw.set_insertion_point_before(new);
    for &i in &to_select {
        results[i] = build_select(rw, loc, cond, then_yield[i], else_yield[i]);
    }
    take_branch(rw, nested, new, 0);
    if let Some(t) = terminator(rw.body(), new, 0) {
        if is_yield(ctx, rw.body(), Some(t)) {
            replace_yield(rw, t, &then_yield);
        }
    }
    if !else_yield.is_empty() {
        let else_region = rw.body().regions(new)[1];
        rw.create_block(else_region, None, &[]);
        build(rw, "cuda_tile.yield", loc, &else_yield, &[], Vec::new());
    }
    rw.replace_op(op, &results);
    true
}

fn move_terminator_to_parent(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    if branch_block(body, op, 1).is_none()
        || !is_exit(ctx, body, terminator(body, op, 0))
        || !is_exit(ctx, body, terminator(body, op, 1))
    {
        return false;
    }
    let cond = body.operand(op, 0);
    let new = new_if(rw, op, cond, &[]);
    take_branch(rw, op, new, 0);
    inline_branch(rw, op, 1)
}

/// Whether region `outer` is `inner` or holds it (at any depth).
fn region_holds(body: &Body, outer: RegionId, inner: RegionId) -> bool {
    let mut region = Some(inner);
    while let Some(r) = region {
        if r == outer {
            return true;
        }
        region = body
            .region_parent(r)
            .and_then(|op| body.parent_block(op))
            .and_then(|b| body.block_parent(b));
    }
    false
}

/// The condition `not` negates (`xori c, true`), if it is one.
fn negated(ctx: &Context, body: &Body, v: Value) -> Option<Value> {
    let x = defined_by(ctx, body, v, "cuda_tile.xori")?;
    (bool_constant(ctx, body, body.operand(x, 1)) == Some(true)).then(|| body.operand(x, 0))
}

/// Appends the ops of `from` to `into`, joining their yields into one.
fn append_branch(rw: &mut Rewriter<'_>, from: BlockId, into: BlockId) {
    let ctx = rw.ctx;
    let first = rw
        .body()
        .last_op(into)
        .filter(|&t| is_yield(ctx, rw.body(), Some(t)));
    let second = rw
        .body()
        .last_op(from)
        .filter(|&t| is_yield(ctx, rw.body(), Some(t)));
    rw.merge_blocks(from, into, &[]);
    if let (Some(a), Some(b)) = (first, second) {
        let mut values: SmallVec<[Value; 4]> = rw.body().operands(a).collect();
        values.extend(rw.body().operands(b));
        let loc = rw.body().op_loc(b);
        rw.set_insertion_point_to_end(into);
        build(rw, "cuda_tile.yield", loc, &values, &[], Vec::new());
    }
    for t in [first, second].into_iter().flatten() {
        rw.erase_op(t);
    }
}

fn combine_ifs(rw: &mut Rewriter<'_>, next: OpId) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let Some(prev) = body
        .prev_op(next)
        .filter(|&p| is_op(ctx, body, p, "cuda_tile.if"))
    else {
        return false;
    };
    let (cond, next_cond) = (body.operand(prev, 0), body.operand(next, 0));
    let (mut next_then, mut next_else) = (None, None);
    if next_cond == cond {
        next_then = branch_block(body, next, 0);
        next_else = branch_block(body, next, 1);
    }
    if negated(ctx, body, next_cond) == Some(cond) || negated(ctx, body, cond) == Some(next_cond) {
        next_else = branch_block(body, next, 0);
        next_then = branch_block(body, next, 1);
    }
    if is_exit(ctx, body, terminator(body, prev, 0)) {
        next_then = None;
    }
    if is_exit(ctx, body, terminator(body, prev, 1)) {
        next_else = None;
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let prev_results: SmallVec<[Value; 4]> = body.results(prev).collect();
    let yielded = |index: usize, wanted: bool| -> SmallVec<[Value; 4]> {
        match terminator(body, prev, index) {
            Some(t) if wanted => body.operands(t).collect(),
            _ => prev_results.clone(),
        }
    };
    let then_yielded = yielded(0, next_then.is_some());
    let else_yielded = yielded(1, next_else.is_some());
    let then_region = next_then.and_then(|b| body.block_parent(b));
    let else_region = next_else.and_then(|b| body.block_parent(b));
    let mut updates: Vec<(OpId, usize, Value)> = Vec::new();
    for (i, &r) in prev_results.iter().enumerate() {
        for use_ in body.uses(r) {
            let owner = body.operand_owner(use_);
            let Some(region) = body.parent_block(owner).and_then(|b| body.block_parent(b)) else {
                continue;
            };
            let index = body.operand_number(use_);
            if then_region.is_some_and(|t| region_holds(body, t, region)) {
                updates.push((owner, index, then_yielded[i]));
            } else if else_region.is_some_and(|e| region_holds(body, e, region)) {
                updates.push((owner, index, else_yielded[i]));
            }
        }
    }
    let mut types: SmallVec<[Type; 4]> = prev_results.iter().map(|&r| body.value_type(r)).collect();
    types.extend(body.results(next).map(|r| body.value_type(r)));
    let n_prev = prev_results.len();
    for (owner, index, v) in updates {
        rw.modify_op_in_place(owner, |b| b.set_operand(owner, index, v));
    }
    let combined = new_if(rw, next, cond, &types);
    take_branch(rw, prev, combined, 0);
    if let (Some(from), Some(into)) = (next_then, branch_block(rw.body(), combined, 0)) {
        append_branch(rw, from, into);
    }
    take_branch(rw, prev, combined, 1);
    if let Some(from) = next_else {
        match branch_block(rw.body(), combined, 1) {
            Some(into) => append_branch(rw, from, into),
            None => {
                let dst = rw.body().regions(combined)[1];
                rw.move_block(from, BlockPoint::End(dst));
            }
        }
    }
    let results: SmallVec<[Value; 4]> = rw.body().results(combined).collect();
    rw.replace_op(prev, &results[..n_prev]);
    rw.replace_op(next, &results[n_prev..]);
    true
}
