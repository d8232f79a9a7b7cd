//! The canonicalization patterns of `scf` (upstream `SCF.cpp`) that are
//! modelled: trivial `scf.for` loops removed or inlined; `scf.if` with a static condition inlined, trivial
//! results turned into `arith.select`s, the condition propagated into its
//! regions, results equal to the condition replaced, unused results and
//! empty else regions dropped, `if (!c)` swapped; `scf.execute_region`
//! inlined; `scf.index_switch` on a constant inlined; and, on every op with
//! regions, the region-branch patterns of MLIR 22 ([`super::region_branch`]:
//! loop-carried values and results no one needs dropped).
//! Consecutive `scf.if`s on one condition (or its negation) are combined,
//! and an `scf.if` holding only another becomes one on both conditions.
//! In `scf.while`, an `scf.if` on the loop condition just before the
//! `scf.condition` moves down into the after region.

use crate::cf::patterns::{fold_constant, int_constant};
use smallvec::SmallVec;
use tileir_ir::attributes::{AttrData, NamedAttr};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::RewritePattern;
use tileir_ir::rewriter::{InsertPoint, Rewriter};
use tileir_ir::{BlockId, Body, Context, Location, OpId, RegionId, Type, Value};

/// The region-branch patterns upstream adds to every `scf` op with
/// regions (`populateRegionBranchOpInterfaceCanonicalizationPatterns`).
const MAKE_INPUTS_DEAD: RewritePattern = RewritePattern::new(
    "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
    super::region_branch::make_successor_inputs_dead,
);
const REMOVE_DUPLICATE_INPUT_USES: RewritePattern = RewritePattern::new(
    "(anonymous namespace)::RemoveDuplicateSuccessorInputUses",
    super::region_branch::remove_duplicate_successor_input_uses,
);
const REMOVE_DEAD_INPUTS: RewritePattern = RewritePattern::new(
    "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
    super::region_branch::remove_dead_successor_inputs,
);

pub(super) static FOR: &[RewritePattern] = &[
    RewritePattern::new(
        "(anonymous namespace)::SimplifyTrivialLoops",
        simplify_trivial_loops,
    ),
    MAKE_INPUTS_DEAD,
    REMOVE_DUPLICATE_INPUT_USES,
    REMOVE_DEAD_INPUTS,
];
pub(super) static WHILE: &[RewritePattern] = &[
    RewritePattern::new(
        "(anonymous namespace)::WhileConditionTruth",
        while_condition_truth,
    ),
    RewritePattern::new("(anonymous namespace)::WhileCmpCond", while_cmp_cond),
    RewritePattern::new(
        "(anonymous namespace)::WhileOpAlignBeforeArgs",
        while_align_before_args,
    ),
    RewritePattern::new("(anonymous namespace)::WhileMoveIfDown", while_move_if_down),
    MAKE_INPUTS_DEAD,
    REMOVE_DUPLICATE_INPUT_USES,
    REMOVE_DEAD_INPUTS,
];
pub(super) static IF: &[RewritePattern] = &[
    // `IfOp::fold` (a fold upstream: `if (!c)` becomes `if c` with the
    // regions swapped), tried first.
    RewritePattern::new("scf.if fold: negated condition", if_not_condition).with_benefit(u16::MAX),
    RewritePattern::new("(anonymous namespace)::CombineIfs", combine_ifs),
    RewritePattern::new(
        "(anonymous namespace)::CombineNestedIfs",
        combine_nested_ifs,
    ),
    RewritePattern::new(
        "(anonymous namespace)::ConditionPropagation",
        condition_propagation,
    ),
    RewritePattern::new(
        "(anonymous namespace)::ConvertTrivialIfToSelect",
        convert_trivial_if_to_select,
    ),
    RewritePattern::new(
        "(anonymous namespace)::RemoveEmptyElseBranch",
        remove_empty_else_branch,
    ),
    RewritePattern::new(
        "(anonymous namespace)::RemoveStaticCondition",
        remove_static_condition,
    ),
    RewritePattern::new(
        "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue",
        replace_if_yield_with_condition_or_value,
    ),
    MAKE_INPUTS_DEAD,
    REMOVE_DUPLICATE_INPUT_USES,
    REMOVE_DEAD_INPUTS,
];
pub(super) static EXECUTE_REGION: &[RewritePattern] = &[
    RewritePattern::new("SingleBlockExecuteInliner", single_block_execute_inliner),
    RewritePattern::new("MultiBlockExecuteInliner", multi_block_execute_inliner),
    MAKE_INPUTS_DEAD,
    REMOVE_DUPLICATE_INPUT_USES,
    REMOVE_DEAD_INPUTS,
];
pub(super) static INDEX_SWITCH: &[RewritePattern] = &[
    RewritePattern::new("FoldConstantCase", fold_constant_case),
    MAKE_INPUTS_DEAD,
    REMOVE_DUPLICATE_INPUT_USES,
    REMOVE_DEAD_INPUTS,
];

// ===== helpers =====

fn name_is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// The one block of `region`, if it has exactly one.
fn single_block(body: &Body, region: RegionId) -> Option<BlockId> {
    let entry = body.entry_block(region)?;
    body.next_block(entry).is_none().then_some(entry)
}

/// The terminator of the last block of `region`.
fn terminator(body: &Body, region: RegionId) -> Option<OpId> {
    body.region_blocks(region)
        .last()
        .and_then(|b| body.last_op(b))
}

pub(super) fn operands(body: &Body, op: OpId) -> SmallVec<[Value; 4]> {
    body.operands(op).collect()
}

/// The region a value is defined in.
fn value_region(body: &Body, v: Value) -> Option<RegionId> {
    let block = match body.defining_op(v) {
        Some(op) => body.parent_block(op)?,
        None => body.value_block(v)?,
    };
    body.block_parent(block)
}

/// Whether `region` is `ancestor` or nested in it.
fn region_within(body: &Body, mut region: RegionId, ancestor: RegionId) -> bool {
    loop {
        if region == ancestor {
            return true;
        }
        let Some(op) = body.region_parent(region) else {
            return false;
        };
        let Some(r) = body.parent_block(op).and_then(|b| body.block_parent(b)) else {
            return false;
        };
        region = r;
    }
}

/// Whether `op` (an op nested anywhere) is inside `region`.
fn op_within(body: &Body, op: OpId, region: RegionId) -> bool {
    body.parent_block(op)
        .and_then(|b| body.block_parent(b))
        .is_some_and(|r| region_within(body, r, region))
}

fn create_yield(rw: &mut Rewriter<'_>, loc: Location, values: &[Value]) -> OpId {
    let mut state = OperationState::new(rw.ctx.op_name("scf.yield"), loc);
    state.operands.extend_from_slice(values);
    rw.create(state)
}

fn create_select(rw: &mut Rewriter<'_>, loc: Location, cond: Value, t: Value, f: Value) -> Value {
    let mut state = OperationState::new(rw.ctx.op_name("arith.select"), loc);
    state.operands.extend([cond, t, f]);
    state.result_types.push(rw.body().value_type(t));
    let op = rw.create(state);
    rw.body().result(op, 0)
}

fn create_bool(rw: &mut Rewriter<'_>, loc: Location, value: bool) -> Value {
    let ctx = rw.ctx;
    let i1 = ctx.int_type(1);
    let mut state = OperationState::new(ctx.op_name("arith.constant"), loc);
    state.attributes.push(NamedAttr {
        name: ctx.static_symbol("value"),
        value: ctx.integer_attr(i1, i128::from(value)),
    });
    state.result_types.push(i1);
    let op = rw.create(state);
    rw.body().result(op, 0)
}

/// A new op like `op` (name, location, and its attributes and properties
/// when `keep_attrs`, as upstream's clones keep them and its builders do
/// not) with these operands, result types and fresh empty regions, at the
/// insertion point.
pub(super) fn create_like(
    rw: &mut Rewriter<'_>,
    op: OpId,
    keep_attrs: bool,
    operands: &[Value],
    result_types: &[Type],
    num_regions: usize,
) -> OpId {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    if keep_attrs {
        state.attributes = ctx.dictionary_entries(body.attr_dict(op)).into();
        state.properties = body.props(op);
    }
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(result_types);
    for _ in 0..num_regions {
        let region = rw.body_mut_unnotified().new_region();
        state.regions.push(region);
    }
    rw.create(state)
}

/// The operands of an op with four operand segments (`scf.forall`,
/// `scf.parallel`), split by its `operandSegmentSizes`; `None` when they do
/// not add up (unverified IR).
pub(super) fn operand_segments(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<[SmallVec<[Value; 4]>; 4]> {
    let sizes =
        tileir_ir::format::dense_array_values(ctx, body.attr(ctx, op, "operandSegmentSizes")?)?;
    let sizes: [i64; 4] = sizes.try_into().ok()?;
    let all = operands(body, op);
    let mut rest: &[Value] = &all;
    let mut take = |n: i64| {
        let n = usize::try_from(n).ok().filter(|&n| n <= rest.len())?;
        let (head, tail) = rest.split_at(n);
        rest = tail;
        Some(SmallVec::from_slice(head))
    };
    Some([
        take(sizes[0])?,
        take(sizes[1])?,
        take(sizes[2])?,
        take(sizes[3])?,
    ])
}

/// Sets the operands of an op with four operand segments, and its
/// `operandSegmentSizes` to match.
pub(super) fn set_operand_segments(ctx: &Context, body: &mut Body, op: OpId, parts: [&[Value]; 4]) {
    let all: Vec<Value> = parts.iter().flat_map(|p| p.iter().copied()).collect();
    body.set_operands(op, &all);
    let sizes = parts.map(|p| p.len() as i64);
    body.set_attr(
        ctx,
        op,
        ctx.static_symbol("operandSegmentSizes"),
        tileir_ir::format::dense_array(ctx, 32, &sizes),
    );
}

/// MLIR's `eraseOpResults`: `op` rebuilt before itself (same operands,
/// attributes and properties, its regions moved) without the results
/// `dead` names, which must be unused; returns the new op.
pub(super) fn erase_op_results(
    rw: &mut Rewriter<'_>,
    op: OpId,
    dead: impl Fn(Value) -> bool,
) -> OpId {
    let body = rw.body();
    let results: SmallVec<[Value; 4]> = body.results(op).collect();
    let kept_types: SmallVec<[Type; 4]> = results
        .iter()
        .filter(|&&r| !dead(r))
        .map(|&r| body.value_type(r))
        .collect();
    let old_operands = operands(body, op);
    let old_regions: SmallVec<[RegionId; 4]> = SmallVec::from_slice(body.regions(op));
    rw.set_insertion_point_before(op);
    let new_op = create_like(rw, op, true, &old_operands, &kept_types, old_regions.len());
    let new_regions: SmallVec<[RegionId; 4]> = SmallVec::from_slice(rw.body().regions(new_op));
    for (&from, &to) in old_regions.iter().zip(&new_regions) {
        rw.inline_region_before(from, to, None);
    }
    let mut next = 0;
    let mut replacements: SmallVec<[Value; 4]> = SmallVec::new();
    for &r in &results {
        if dead(r) {
            replacements.push(r);
        } else {
            replacements.push(rw.body().result(new_op, next));
            next += 1;
        }
    }
    rw.replace_op(op, &replacements);
    new_op
}

/// MLIR's `replaceOpWithRegion`: the single block of `region` moves before
/// `op` (its arguments replaced by `args`), `op` is replaced by what its
/// terminator yields, and the terminator goes.
pub(super) fn replace_op_with_region(
    rw: &mut Rewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[Value],
) {
    let body = rw.body();
    let block = body.entry_block(region).expect("a single-block region");
    let term = body.last_op(block).expect("a terminator");
    let parent = body.parent_block(op).expect("op in a block");
    rw.inline_block_before(block, parent, Some(op), args);
    // Read after inlining: yielded block arguments are replaced by now.
    let results = operands(rw.body(), term);
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

// ===== scf.for =====

/// `scf.for` operands: lower bound, upper bound, step, then init args.
fn for_init_args(body: &Body, op: OpId) -> SmallVec<[Value; 4]> {
    body.operands(op).skip(3).collect()
}

fn for_block(body: &Body, op: OpId) -> Option<BlockId> {
    body.entry_block(body.regions(op)[0])
}

/// The integer value (sign-extended from its width) of a constant.
fn const_int(ctx: &Context, body: &Body, v: Value) -> Option<(i128, u32)> {
    let attr = fold_constant(ctx, body, v)?;
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value } => {
            let width = crate::common::int_width(ctx, *ty).unwrap_or(64);
            Some((value.get(), width))
        }
        _ => None,
    }
}

/// Sign-extends the low `width` bits of `v`.
fn sext(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

/// Bit `width`-wide arithmetic on the low bits of an `i128`.
fn mask_to(v: i128, width: u32) -> i128 {
    if width >= 128 {
        v
    } else {
        v & ((1i128 << width) - 1)
    }
}

/// A loop bound as MLIR's `OpFoldResult` holds it: a static integer (of
/// `scf.forall`'s static lists) or an SSA value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Bound {
    Static(i64),
    Dynamic(Value),
}

/// The trip count of an `scf.for`.
fn trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<i128> {
    let lb = body.operand(op, 0);
    let signed = body.attr(ctx, op, "unsignedCmp").is_none();
    let width = crate::common::int_width(ctx, body.value_type(lb)).unwrap_or(64);
    constant_trip_count(
        ctx,
        body,
        [
            Bound::Dynamic(lb),
            Bound::Dynamic(body.operand(op, 1)),
            Bound::Dynamic(body.operand(op, 2)),
        ],
        signed,
        width,
    )
}

/// MLIR 22's `constantTripCount` over `[lb, ub, step]` (signed or not, at
/// `width` bits): zero for equal bounds, a zero or negative constant step,
/// or an empty range; else the range over the step, rounded up, when the
/// bounds are constants or the upper bound is `arith.addi` of the lower
/// bound and a constant without signed (unsigned) wrap.
pub(super) fn constant_trip_count(
    ctx: &Context,
    body: &Body,
    [lb, ub, step]: [Bound; 3],
    signed: bool,
    width: u32,
) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let width = width.min(127);
    let constant = |b: Bound| match b {
        Bound::Static(v) => Some(i128::from(v)),
        Bound::Dynamic(v) => const_int(ctx, body, v).map(|(v, _)| v),
    };
    // The value of a constant as the loop compares it.
    let read = |v: i128| {
        if signed {
            sext(v, width)
        } else {
            mask_to(v, width)
        }
    };
    let step_value = constant(step);
    if let Some(s) = step_value {
        if mask_to(s, width) == 0 || sext(s, width) < 0 {
            return Some(0);
        }
    }
    let diff = match (constant(lb), constant(ub)) {
        (Some(l), Some(u)) => {
            if read(u) <= read(l) {
                return Some(0);
            }
            read(mask_to(u.wrapping_sub(l), width))
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => match (lb, ub) {
            (Bound::Dynamic(lb), Bound::Dynamic(ub)) => {
                read(ub_minus_lb(ctx, body, lb, ub, signed)?)
            }
            _ => return None,
        },
    };
    if diff < 0 {
        return Some(0);
    }
    let step = read(step_value?);
    if step == 0 {
        return None;
    }
    let count = diff / step;
    Some(if diff % step != 0 { count + 1 } else { count })
}

/// `ub - lb` when `ub` is `arith.addi` of `lb` and a constant that cannot
/// wrap (`nsw` for a signed loop, `nuw` for an unsigned one).
fn ub_minus_lb(ctx: &Context, body: &Body, lb: Value, ub: Value, signed: bool) -> Option<i128> {
    let add = body.defining_op(ub)?;
    if !name_is(ctx, body, add, "arith.addi") {
        return None;
    }
    let flags = body
        .attr(ctx, add, "overflowFlags")
        .and_then(|a| tileir_ir::format::enum_value(ctx, a))
        .unwrap_or(0);
    // arith.overflow: nsw = 1, nuw = 2.
    if flags & if signed { 1 } else { 2 } == 0 {
        return None;
    }
    let (a, b) = (body.operand(add, 0), body.operand(add, 1));
    let c = if a == lb {
        b
    } else if b == lb {
        a
    } else {
        return None;
    };
    const_int(ctx, body, c).map(|(v, _)| v)
}

fn defined_outside(body: &Body, v: Value, op: OpId) -> bool {
    let region = body.regions(op)[0];
    !value_region(body, v).is_some_and(|r| region_within(body, r, region))
}

fn simplify_trivial_loops(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let inits = for_init_args(body, op);
    let Some(trips) = trip_count(ctx, body, op) else {
        return false;
    };
    if trips == 0 {
        rw.replace_op(op, &inits);
        return true;
    }
    if trips == 1 {
        let mut args: SmallVec<[Value; 4]> = smallvec::smallvec![body.operand(op, 0)];
        args.extend_from_slice(&inits);
        let region = body.regions(op)[0];
        replace_op_with_region(rw, op, region, &args);
        return true;
    }
    let Some(block) = for_block(body, op) else {
        return false;
    };
    let Some(yield_op) = body.first_op(block) else {
        return false;
    };
    if body.next_op(yield_op).is_some() {
        return false;
    }
    let yielded = operands(body, yield_op);
    if !yielded.iter().all(|&v| defined_outside(body, v, op)) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

// ===== scf.if =====

/// The then and else regions of an `scf.if`.
fn if_regions(body: &Body, op: OpId) -> (RegionId, RegionId) {
    let r = body.regions(op);
    (r[0], r[1])
}

fn if_not_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let (then_region, else_region) = if_regions(body, op);
    if body.region_is_empty(else_region) {
        return false;
    }
    let Some(xor) = body.defining_op(body.operand(op, 0)) else {
        return false;
    };
    if !name_is(ctx, body, xor, "arith.xori")
        || int_constant(ctx, body, body.operand(xor, 1)).is_none_or(|v| v & 1 != 1)
    {
        return false;
    }
    let lhs = body.operand(xor, 0);
    let then_block = body.entry_block(then_region).expect("a then block");
    let else_block = body.entry_block(else_region).expect("an else block");
    rw.modify_op_in_place(op, |body| {
        body.set_operand(op, 0, lhs);
        body.detach_block(then_block);
        body.detach_block(else_block);
        body.append_block(then_region, else_block);
        body.append_block(else_region, then_block);
    });
    true
}

fn remove_static_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let cond = body.operand(op, 0);
    let Some(attr) = fold_constant(ctx, body, cond) else {
        return false;
    };
    let truth = match ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => value.get() & 1 == 1,
        AttrData::Bool(b) => *b,
        _ => return false,
    };
    let (then_region, else_region) = if_regions(body, op);
    if truth {
        replace_op_with_region(rw, op, then_region, &[]);
    } else if !body.region_is_empty(else_region) {
        replace_op_with_region(rw, op, else_region, &[]);
    } else {
        rw.erase_op(op);
    }
    true
}

fn convert_trivial_if_to_select(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let body = rw.body();
    let n = body.num_results(op);
    if n == 0 {
        return false;
    }
    let (then_region, else_region) = if_regions(body, op);
    let (Some(then_yield), Some(else_yield)) =
        (terminator(body, then_region), terminator(body, else_region))
    else {
        return false;
    };
    let cond = body.operand(op, 0);
    let t_args = operands(body, then_yield);
    let f_args = operands(body, else_yield);
    let inside = |t: Value, f: Value| {
        value_region(body, t) == Some(then_region) || value_region(body, f) == Some(else_region)
    };
    let non_hoistable: SmallVec<[Type; 4]> = t_args
        .iter()
        .zip(&f_args)
        .filter(|(&t, &f)| inside(t, f))
        .map(|(&t, _)| body.value_type(t))
        .collect();
    if non_hoistable.len() == n {
        return false;
    }
    let loc = body.op_loc(op);
    let replacement = create_like(rw, op, false, &[cond], &non_hoistable, 2);
    let (new_then, new_else) = if_regions(rw.body(), replacement);
    rw.inline_region_before(then_region, new_then, None);
    rw.inline_region_before(else_region, new_else, None);
    rw.set_insertion_point_before(replacement);
    let mut results: SmallVec<[Value; 4]> = SmallVec::new();
    let mut true_yields: SmallVec<[Value; 4]> = SmallVec::new();
    let mut false_yields: SmallVec<[Value; 4]> = SmallVec::new();
    for (&t, &f) in t_args.iter().zip(&f_args) {
        let body = rw.body();
        if value_region(body, t) == Some(new_then) || value_region(body, f) == Some(new_else) {
            results.push(body.result(replacement, true_yields.len()));
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            results.push(create_select(rw, loc, cond, t, f));
        }
    }
    for (y, values) in [(then_yield, true_yields), (else_yield, false_yields)] {
        let block = rw.body().parent_block(y).expect("a yield in a block");
        rw.set_insertion_point(InsertPoint::End(block));
        let yloc = rw.body().op_loc(y);
        create_yield(rw, yloc, &values);
        rw.erase_op(y);
    }
    rw.replace_op(op, &results);
    true
}

fn condition_propagation(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let cond = body.operand(op, 0);
    if fold_constant(ctx, body, cond).is_some() {
        return false;
    }
    let (then_region, else_region) = if_regions(body, op);
    let loc = body.op_loc(op);
    let uses: SmallVec<[tileir_ir::OperandId; 8]> = body.uses(cond).collect();
    let mut constant_true: Option<Value> = None;
    let mut constant_false: Option<Value> = None;
    let mut changed = false;
    for operand in uses {
        let body = rw.body();
        let owner = body.operand_owner(operand);
        let index = body.operand_number(operand);
        let value = if op_within(body, owner, then_region) {
            match constant_true {
                Some(v) => v,
                None => {
                    rw.set_insertion_point_before(op);
                    *constant_true.insert(create_bool(rw, loc, true))
                }
            }
        } else if op_within(body, owner, else_region) {
            match constant_false {
                Some(v) => v,
                None => {
                    rw.set_insertion_point_before(op);
                    *constant_false.insert(create_bool(rw, loc, false))
                }
            }
        } else {
            continue;
        };
        changed = true;
        rw.modify_op_in_place(owner, |body| body.set_operand(owner, index, value));
    }
    changed
}

fn replace_if_yield_with_condition_or_value(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if body.num_results(op) == 0 {
        return false;
    }
    let (then_region, else_region) = if_regions(body, op);
    let (Some(then_yield), Some(else_yield)) =
        (terminator(body, then_region), terminator(body, else_region))
    else {
        return false;
    };
    let cond = body.operand(op, 0);
    let loc = body.op_loc(op);
    let t_args = operands(body, then_yield);
    let f_args = operands(body, else_yield);
    let results: SmallVec<[Value; 4]> = body.results(op).collect();
    rw.set_insertion_point_before(op);
    let mut changed = false;
    for ((&t, &f), &result) in t_args.iter().zip(&f_args).zip(&results) {
        if t == f {
            if !rw.body().use_empty(result) {
                rw.replace_all_uses_with(result, t);
                changed = true;
            }
            continue;
        }
        let bool_of = |v: Value| {
            let attr = fold_constant(ctx, rw.body(), v)?;
            match ctx.attr_data(attr) {
                AttrData::Integer { value, ty }
                    if crate::common::int_width(ctx, *ty) == Some(1) =>
                {
                    Some(value.get() & 1 == 1)
                }
                AttrData::Bool(b) => Some(*b),
                _ => None,
            }
        };
        let (Some(tv), Some(fv)) = (bool_of(t), bool_of(f)) else {
            continue;
        };
        if !tv && fv && !rw.body().use_empty(result) {
            let one = create_bool(rw, loc, true);
            let mut state = OperationState::new(ctx.op_name("arith.xori"), loc);
            state.operands.extend([cond, one]);
            state.result_types.push(rw.body().value_type(cond));
            let xor = rw.create(state);
            let not = rw.body().result(xor, 0);
            rw.replace_all_uses_with(result, not);
            changed = true;
        }
        if tv && !fv && !rw.body().use_empty(result) {
            rw.replace_all_uses_with(result, cond);
            changed = true;
        }
    }
    changed
}

fn remove_empty_else_branch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let body = rw.body();
    if body.num_results(op) != 0 {
        return false;
    }
    let (then_region, else_region) = if_regions(body, op);
    let Some(else_block) = body.region_blocks(else_region).last() else {
        return false;
    };
    let Some(first) = body.first_op(else_block) else {
        return false;
    };
    if body.next_op(first).is_some() {
        return false;
    }
    let cond = body.operand(op, 0);
    let new_op = create_like(rw, op, true, &[cond], &[], 2);
    let new_then = rw.body().regions(new_op)[0];
    rw.inline_region_before(then_region, new_then, None);
    rw.erase_op(op);
    true
}

/// The condition `c` when `v` is `arith.xori c, 1`.
fn negation_of(ctx: &Context, body: &Body, v: Value) -> Option<Value> {
    let xor = body.defining_op(v)?;
    (name_is(ctx, body, xor, "arith.xori")
        && int_constant(ctx, body, body.operand(xor, 1)).is_some_and(|c| c & 1 == 1))
    .then(|| body.operand(xor, 0))
}

/// The single block of a region, if the region has one.
fn only_block(body: &Body, region: RegionId) -> Option<BlockId> {
    body.entry_block(region)
}

/// Whether `block` holds its terminator only.
fn only_terminator(body: &Body, block: BlockId) -> bool {
    body.first_op(block)
        .is_some_and(|first| body.next_op(first).is_none())
}

fn combine_ifs(rw: &mut Rewriter<'_>, next_if: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(prev_if) = body.prev_op(next_if) else {
        return false;
    };
    if !name_is(ctx, body, prev_if, "scf.if") {
        return false;
    }
    let (next_cond, prev_cond) = (body.operand(next_if, 0), body.operand(prev_if, 0));
    let (next_then_region, next_else_region) = if_regions(body, next_if);
    let next_then_block = only_block(body, next_then_region);
    let next_else_block = only_block(body, next_else_region);
    let (mut next_then, mut next_else) = (None, None);
    if next_cond == prev_cond {
        next_then = next_then_block;
        next_else = next_else_block;
    }
    if negation_of(ctx, body, next_cond) == Some(prev_cond)
        || negation_of(ctx, body, prev_cond) == Some(next_cond)
    {
        next_else = next_then_block;
        next_then = next_else_block;
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let (prev_then_region, prev_else_region) = if_regions(body, prev_if);
    let prev_results: SmallVec<[Value; 4]> = body.results(prev_if).collect();
    let then_yielded = terminator(body, prev_then_region)
        .map(|t| operands(body, t))
        .unwrap_or_default();
    let else_yielded = terminator(body, prev_else_region)
        .map(|t| operands(body, t))
        .unwrap_or_default();
    // Uses of the first if's results inside the second take the values
    // yielded on the same path.
    for ((&result, &t), &e) in prev_results.iter().zip(&then_yielded).zip(&else_yielded) {
        let uses: SmallVec<[tileir_ir::OperandId; 8]> = rw.body().uses(result).collect();
        for operand in uses {
            let body = rw.body();
            let owner = body.operand_owner(operand);
            let index = body.operand_number(operand);
            let within = |block: Option<BlockId>| {
                block
                    .and_then(|b| body.block_parent(b))
                    .is_some_and(|r| op_within(body, owner, r))
            };
            let value = if within(next_then) {
                t
            } else if within(next_else) {
                e
            } else {
                continue;
            };
            rw.modify_op_in_place(owner, |body| body.set_operand(owner, index, value));
        }
    }
    let body = rw.body();
    let mut types: SmallVec<[Type; 4]> =
        body.results(prev_if).map(|v| body.value_type(v)).collect();
    types.extend(body.results(next_if).map(|v| body.value_type(v)));
    let n_prev = prev_results.len();
    rw.set_insertion_point_before(next_if);
    let combined = create_like(rw, next_if, false, &[prev_cond], &types, 2);
    let (c_then, c_else) = if_regions(rw.body(), combined);
    rw.inline_region_before(prev_then_region, c_then, None);
    if let Some(next_then) = next_then {
        merge_if_block(rw, c_then, next_then);
    }
    rw.inline_region_before(prev_else_region, c_else, None);
    if let Some(next_else) = next_else {
        if rw.body().region_is_empty(c_else) {
            let region = rw.body().block_parent(next_else).expect("a region");
            rw.inline_region_before(region, c_else, None);
        } else {
            merge_if_block(rw, c_else, next_else);
        }
    }
    let results: SmallVec<[Value; 4]> = rw.body().results(combined).collect();
    rw.replace_op(prev_if, &results[..n_prev]);
    rw.replace_op(next_if, &results[n_prev..]);
    true
}

/// Appends `block`'s ops to the one block of `region`, their two yields
/// becoming one that yields both lists.
fn merge_if_block(rw: &mut Rewriter<'_>, region: RegionId, block: BlockId) {
    let dest = rw.body().entry_block(region).expect("a block");
    let first_yield = rw.body().last_op(dest).expect("a yield");
    let second_yield = rw.body().last_op(block).expect("a yield");
    rw.merge_blocks(block, dest, &[]);
    let mut values = operands(rw.body(), first_yield);
    values.extend(operands(rw.body(), second_yield));
    let loc = rw.body().op_loc(second_yield);
    rw.set_insertion_point(InsertPoint::End(dest));
    create_yield(rw, loc, &values);
    rw.erase_op(first_yield);
    rw.erase_op(second_yield);
}

fn combine_nested_ifs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let (then_region, else_region) = if_regions(body, op);
    let Some(then_block) = only_block(body, then_region) else {
        return false;
    };
    let Some(nested) = body.first_op(then_block) else {
        return false;
    };
    // The nested if must be the only op besides the yield.
    if body
        .next_op(nested)
        .is_none_or(|n| body.next_op(n).is_some())
    {
        return false;
    }
    let else_block = only_block(body, else_region);
    if else_block.is_some_and(|b| !only_terminator(body, b)) {
        return false;
    }
    if !name_is(ctx, body, nested, "scf.if") {
        return false;
    }
    let (nested_then, nested_else) = if_regions(body, nested);
    let nested_else_block = only_block(body, nested_else);
    if nested_else_block.is_some_and(|b| !only_terminator(body, b)) {
        return false;
    }
    let mut then_yield = terminator(body, then_region)
        .map(|t| operands(body, t))
        .unwrap_or_default();
    let else_yield = else_block
        .and_then(|b| body.last_op(b))
        .map(|t| operands(body, t))
        .unwrap_or_default();
    let nested_then_yield = terminator(body, nested_then)
        .map(|t| operands(body, t))
        .unwrap_or_default();
    let nested_else_yield = nested_else_block
        .and_then(|b| body.last_op(b))
        .map(|t| operands(body, t))
        .unwrap_or_default();
    let mut to_select: SmallVec<[usize; 4]> = SmallVec::new();
    for i in 0..then_yield.len() {
        let v = then_yield[i];
        if body.defining_op(v) == Some(nested) {
            let k = body.results(nested).position(|r| r == v).unwrap_or(0);
            if nested_else_yield.get(k) != else_yield.get(i) {
                return false;
            }
            then_yield[i] = nested_then_yield[k];
            continue;
        }
        if value_region(body, v) == Some(then_region) {
            return false;
        }
        to_select.push(i);
    }
    let loc = body.op_loc(op);
    let cond = body.operand(op, 0);
    let nested_cond = body.operand(nested, 0);
    let types: SmallVec<[Type; 4]> = body.results(op).map(|v| body.value_type(v)).collect();
    let nested_then_block = only_block(body, nested_then).expect("a then block");
    rw.set_insertion_point_before(op);
    let mut and = OperationState::new(ctx.op_name("arith.andi"), loc);
    and.operands.extend([cond, nested_cond]);
    and.result_types.push(rw.body().value_type(cond));
    let and = rw.create(and);
    let new_cond = rw.body().result(and, 0);
    let new_if = create_like(rw, op, false, &[new_cond], &types, 2);
    let (new_then, new_else) = if_regions(rw.body(), new_if);
    let new_then_block = rw.create_block(new_then, None, &[]);
    let mut results: SmallVec<[Value; 4]> = rw.body().results(new_if).collect();
    rw.set_insertion_point_before(new_if);
    for &i in &to_select {
        results[i] = create_select(rw, loc, cond, then_yield[i], else_yield[i]);
    }
    rw.merge_blocks(nested_then_block, new_then_block, &[]);
    let old_yield = rw.body().last_op(new_then_block).expect("a yield");
    let yloc = rw.body().op_loc(old_yield);
    rw.set_insertion_point(InsertPoint::End(new_then_block));
    create_yield(rw, yloc, &then_yield);
    rw.erase_op(old_yield);
    if !else_yield.is_empty() {
        rw.create_block(new_else, None, &[]);
        create_yield(rw, loc, &else_yield);
    }
    rw.replace_op(op, &results);
    true
}

// ===== scf.while =====

/// The `scf.condition` ending the before region, and the entry blocks of
/// the before and after regions.
fn while_parts(ctx: &Context, body: &Body, op: OpId) -> Option<(OpId, BlockId, BlockId)> {
    let regions = body.regions(op);
    let before = body.entry_block(regions[0])?;
    let after = body.entry_block(regions[1])?;
    let term = body.last_op(before)?;
    name_is(ctx, body, term, "scf.condition").then_some((term, before, after))
}

/// An after-region argument that receives the loop condition is true there.
fn while_condition_truth(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some((term, _, after)) = while_parts(ctx, body, op) else {
        return false;
    };
    let cond = body.operand(term, 0);
    let args: SmallVec<[Value; 4]> = body.operands(term).skip(1).collect();
    let after_args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(after));
    let loc = body.op_loc(op);
    let mut constant: Option<Value> = None;
    let mut replaced = false;
    for (&arg, &after_arg) in args.iter().zip(&after_args) {
        if arg != cond || rw.body().use_empty(after_arg) {
            continue;
        }
        let value = match constant {
            Some(v) => v,
            None => {
                rw.set_insertion_point_before(op);
                *constant.insert(create_bool(rw, loc, true))
            }
        };
        rw.replace_all_uses_with(after_arg, value);
        replaced = true;
    }
    replaced
}

/// `arith.cmpi` predicates: eq ne slt sle sgt sge ult ule ugt uge = 0..9;
/// the predicate that is true exactly when `p` is false.
fn invert_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        other => other,
    }
}

fn predicate(ctx: &Context, body: &Body, cmp: OpId) -> Option<i64> {
    body.attr(ctx, cmp, "predicate")
        .and_then(|a| tileir_ir::format::enum_value(ctx, a))
}

/// In the after region, a comparison equal to the loop condition (the
/// same or inverted predicate on the forwarded operand and the same other
/// operand) is a constant.
fn while_cmp_cond(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some((term, _, after)) = while_parts(ctx, body, op) else {
        return false;
    };
    let Some(cmp) = body.defining_op(body.operand(term, 0)) else {
        return false;
    };
    if !name_is(ctx, body, cmp, "arith.cmpi") {
        return false;
    }
    let Some(pred) = predicate(ctx, body, cmp) else {
        return false;
    };
    let cmp_operands = [body.operand(cmp, 0), body.operand(cmp, 1)];
    let args: SmallVec<[Value; 4]> = body.operands(term).skip(1).collect();
    let after_args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(after));
    let mut changed = false;
    for (&arg, &after_arg) in args.iter().zip(&after_args) {
        for index in 0..2 {
            if arg != cmp_operands[index] {
                continue;
            }
            let mut owners: SmallVec<[OpId; 4]> = rw.body().users(after_arg).collect();
            owners.dedup();
            for user in owners {
                let body = rw.body();
                if body.is_erased(user) || !name_is(ctx, body, user, "arith.cmpi") {
                    continue;
                }
                if body.operand(user, 1 - index) != cmp_operands[1 - index] {
                    continue;
                }
                let truth = match predicate(ctx, body, user) {
                    Some(p) if p == pred => true,
                    Some(p) if p == invert_predicate(pred) => false,
                    _ => continue,
                };
                let loc = body.op_loc(user);
                // Before the loop, as upstream (a later walk hoists it
                // anyway; a driver given only the loop does not).
                rw.set_insertion_point_before(op);
                let value = create_bool(rw, loc, truth);
                rw.replace_op(user, &[value]);
                changed = true;
            }
        }
    }
    changed
}

/// When the condition forwards exactly the before-region arguments (in
/// another order, each once), it is rewritten to forward them in order,
/// the after-region arguments and results permuted to match.
fn while_align_before_args(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some((term, before, after)) = while_parts(ctx, body, op) else {
        return false;
    };
    let before_args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(before));
    let term_args: SmallVec<[Value; 4]> = body.operands(term).skip(1).collect();
    if before_args == term_args || term_args.len() != before_args.len() {
        return false;
    }
    let mut seen = rustc_hash::FxHashSet::default();
    if !term_args.iter().all(|v| seen.insert(*v)) {
        return false;
    }
    // mapping[k] = i where the condition's k-th value is before argument i.
    let mut mapping = vec![0usize; term_args.len()];
    for (i, arg) in before_args.iter().enumerate() {
        let Some(k) = term_args.iter().position(|v| v == arg) else {
            return false;
        };
        mapping[k] = i;
    }
    let cond = body.operand(term, 0);
    let term_loc = body.op_loc(term);
    let loc = body.op_loc(op);
    let results: SmallVec<[Value; 4]> = body.results(op).collect();
    let mut new_types: SmallVec<[Type; 4]> =
        smallvec::smallvec![body.value_type(before_args[0]); before_args.len()];
    for (i, &j) in mapping.iter().enumerate() {
        new_types[j] = body.value_type(results[i]);
    }
    let inits = operands(body, op);
    let before_locs: Vec<(Type, Location)> = inits
        .iter()
        .map(|&v| {
            let body = rw.body();
            let vloc = match body.defining_op(v) {
                Some(d) => body.op_loc(d),
                None => {
                    let b = body.value_block(v).expect("a block argument");
                    let i = body.block_args(b).iter().position(|&a| a == v).unwrap_or(0);
                    body.block_arg_loc(b, i)
                }
            };
            (body.value_type(v), vloc)
        })
        .collect();
    rw.set_insertion_point_before(term);
    let mut state = OperationState::new(ctx.op_name("scf.condition"), term_loc);
    state.operands.push(cond);
    state.operands.extend_from_slice(&before_args);
    rw.create(state);
    rw.erase_op(term);
    rw.set_insertion_point_before(op);
    let new_op = create_like(rw, op, false, &inits, &new_types, 2);
    let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(rw.body().regions(new_op));
    let new_before = rw.create_block(regions[0], None, &before_locs);
    let after_args: Vec<(Type, Location)> = new_types.iter().map(|&t| (t, loc)).collect();
    let new_after = rw.create_block(regions[1], None, &after_args);
    let new_before_args: SmallVec<[Value; 4]> =
        SmallVec::from_slice(rw.body().block_args(new_before));
    let new_after_block_args: SmallVec<[Value; 4]> =
        SmallVec::from_slice(rw.body().block_args(new_after));
    let mut new_results: SmallVec<[Value; 4]> = SmallVec::new();
    let mut new_after_args: SmallVec<[Value; 4]> = SmallVec::new();
    for &j in &mapping {
        new_results.push(rw.body().result(new_op, j));
        new_after_args.push(new_after_block_args[j]);
    }
    rw.inline_block_before(before, new_before, None, &new_before_args);
    rw.inline_block_before(after, new_after, None, &new_after_args);
    rw.replace_op(op, &new_results);
    true
}

/// Every op nested in `region` (not entering ops with a body of their
/// own), each after the ops of its regions: MLIR's default post-order
/// walk.
fn region_ops_post_order(body: &Body, region: RegionId) -> Vec<OpId> {
    fn push_region(body: &Body, stack: &mut Vec<(OpId, bool)>, region: RegionId) {
        let blocks: SmallVec<[BlockId; 2]> = body.region_blocks(region).collect();
        for &b in blocks.iter().rev() {
            let mut cur = body.last_op(b);
            while let Some(o) = cur {
                stack.push((o, false));
                cur = body.prev_op(o);
            }
        }
    }
    let mut ops = Vec::new();
    let mut stack: Vec<(OpId, bool)> = Vec::new();
    push_region(body, &mut stack, region);
    while let Some((op, regions_done)) = stack.pop() {
        if regions_done || body.child_body(op).is_some() {
            ops.push(op);
            continue;
        }
        stack.push((op, true));
        for &r in body.regions(op).iter().rev() {
            push_region(body, &mut stack, r);
        }
    }
    ops
}

/// An `scf.if` just before the `scf.condition`, on the same condition and
/// with an else region holding only its yield, runs exactly when the loop
/// goes on: its then block moves to the start of the after region. The
/// condition forwards the else values in place of the if's results, the
/// after region uses the then values, and the before-region values the
/// then block used are forwarded too, as new results and after-region
/// arguments.
fn while_move_if_down(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some((term, before, after)) = while_parts(ctx, body, op) else {
        return false;
    };
    let Some(if_op) = body.prev_op(term) else {
        return false;
    };
    if !name_is(ctx, body, if_op, "scf.if") || body.operand(if_op, 0) != body.operand(term, 0) {
        return false;
    }
    let (then_region, else_region) = if_regions(body, if_op);
    let Some(then_block) = single_block(body, then_region) else {
        return false;
    };
    let else_block = body.entry_block(else_region);
    if else_block.is_some_and(|b| body.first_op(b) != body.last_op(b)) {
        return false;
    }
    let Some(then_yield) = body.last_op(then_block) else {
        return false;
    };
    let then_values = operands(body, then_yield);
    let else_values = else_block
        .and_then(|b| body.last_op(b))
        .map(|y| operands(body, y))
        .unwrap_or_default();
    let if_results: SmallVec<[Value; 4]> = body.results(if_op).collect();
    let after_args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(after));
    if then_values.len() != if_results.len()
        || else_values.len() != if_results.len()
        || after_args.len() + 1 != body.num_operands(term)
    {
        return false;
    }
    // The condition's values are read as they change: once an if result
    // is replaced, a second forward of it is an else value already.
    for (i, &after_arg) in after_args.iter().enumerate() {
        let arg = rw.body().operand(term, i + 1);
        if let Some(k) = if_results.iter().position(|&r| r == arg) {
            rw.replace_all_uses_with(if_results[k], else_values[k]);
            rw.replace_all_uses_with(after_arg, then_values[k]);
        }
    }
    let body = rw.body();
    let before_region = body.block_parent(before);
    let mut seen = rustc_hash::FxHashSet::default();
    let mut extra: Vec<Value> = Vec::new();
    for user in region_ops_post_order(body, then_region) {
        for v in body.operands(user) {
            if value_region(body, v) == before_region && seen.insert(v) {
                extra.push(v);
            }
        }
    }
    let loc = body.op_loc(op);
    let inits = operands(body, op);
    let mut result_types: SmallVec<[Type; 4]> =
        body.results(op).map(|r| body.value_type(r)).collect();
    let num_results = result_types.len();
    result_types.extend(extra.iter().map(|&v| body.value_type(v)));
    rw.set_insertion_point_before(op);
    let new_op = create_like(rw, op, false, &inits, &result_types, 2);
    let (old_regions, new_regions) = (
        SmallVec::<[RegionId; 2]>::from_slice(rw.body().regions(op)),
        SmallVec::<[RegionId; 2]>::from_slice(rw.body().regions(new_op)),
    );
    rw.inline_region_before(old_regions[0], new_regions[0], None);
    rw.inline_region_before(old_regions[1], new_regions[1], None);
    let new_args: SmallVec<[Value; 4]> = rw.modify_op_in_place(new_op, |body| {
        extra
            .iter()
            .map(|&v| body.add_block_arg(after, body.value_type(v), loc))
            .collect()
    });
    let mut term_operands = operands(rw.body(), term);
    term_operands.extend_from_slice(&extra);
    rw.modify_op_in_place(term, |body| body.set_operands(term, &term_operands));
    for (&v, &arg) in extra.iter().zip(&new_args) {
        rw.replace_uses_if(v, arg, |body, operand| {
            op_within(body, body.operand_owner(operand), then_region)
        });
    }
    rw.erase_op(then_yield);
    let first = rw.body().first_op(after);
    rw.inline_block_before(then_block, after, first, &[]);
    rw.erase_op(if_op);
    let results: SmallVec<[Value; 4]> = rw.body().results(new_op).take(num_results).collect();
    rw.replace_op(op, &results);
    true
}

// ===== scf.execute_region =====

fn no_inline(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.attr(ctx, op, "no_inline").is_some()
}

fn single_block_execute_inliner(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let body = rw.body();
    if no_inline(rw.ctx, body, op) {
        return false;
    }
    let region = body.regions(op)[0];
    if single_block(body, region).is_none() {
        return false;
    }
    replace_op_with_region(rw, op, region, &[]);
    true
}

fn multi_block_execute_inliner(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if no_inline(ctx, body, op) {
        return false;
    }
    // Upstream: the parent is a function (FunctionOpInterface) or another
    // execute_region. An op at the top of a body sits in the isolated op
    // owning the body, which the canonicalize pass reaches through
    // functions (`func.func`, `gpu.func`) only; it is taken for one.
    if let Some(parent) = body.parent_op(op) {
        let parent_name = ctx.op_name_str(body.op_name(parent));
        if !matches!(parent_name, "func.func" | "gpu.func" | "scf.execute_region") {
            return false;
        }
    }
    let region = body.regions(op)[0];
    let Some(entry) = body.entry_block(region) else {
        return false;
    };
    let loc = body.op_loc(op);
    let prev = body.parent_block(op).expect("op in a block");
    let post = rw.split_block(prev, Some(op));
    rw.set_insertion_point(InsertPoint::End(prev));
    let mut br = OperationState::new(ctx.op_name("cf.br"), loc);
    br.successors.push(entry);
    rw.create(br);
    let blocks: Vec<BlockId> = rw.body().region_blocks(region).collect();
    for b in blocks {
        let Some(t) = rw.body().last_op(b) else {
            continue;
        };
        if !name_is(ctx, rw.body(), t, "scf.yield") {
            continue;
        }
        rw.set_insertion_point_before(t);
        let mut state = OperationState::new(ctx.op_name("cf.br"), rw.body().op_loc(t));
        state.operands = rw.body().operands(t).collect();
        state.successors.push(post);
        rw.create(state);
        rw.erase_op(t);
    }
    let parent_region = rw.body().block_parent(post).expect("a region");
    rw.inline_region_before(region, parent_region, Some(post));
    let results: SmallVec<[Value; 4]> = rw.body().results(op).collect();
    let mut args: SmallVec<[Value; 4]> = SmallVec::new();
    for r in results {
        let ty = rw.body().value_type(r);
        let arg = rw.body_mut_unnotified().add_block_arg(post, ty, loc);
        args.push(arg);
    }
    rw.replace_op(op, &args);
    true
}

// ===== scf.index_switch =====

fn fold_constant_case(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(value) = int_constant(ctx, body, body.operand(op, 0)) else {
        return false;
    };
    let cases = body
        .attr(ctx, op, "cases")
        .and_then(|a| tileir_ir::format::dense_array_values(ctx, a))
        .unwrap_or_default();
    let regions: SmallVec<[RegionId; 4]> = SmallVec::from_slice(body.regions(op));
    // Regions: the default, then one per case.
    let region = cases
        .iter()
        .position(|&c| i128::from(c) == value)
        .map_or(regions[0], |i| regions[1 + i]);
    if single_block(body, region).is_none() {
        return false;
    }
    replace_op_with_region(rw, op, region, &[]);
    true
}
