//! `loop-split{split-threshold}` (tileiras, NVIDIA's `LoopSplitPass`): on a
//! function, splits a cuda_tile `for` in two when an `if` in it tests the
//! induction variable against a loop-invariant value, so that each half
//! runs one side of the `if` without the test.
//!
//! A `for` qualifies through an `if` (anywhere in its body) whose condition
//! is a `cmpi` of the induction variable against a value defined outside
//! the loop, with the loop's signedness (`unsigned` loops take unsigned
//! comparisons only) and an ordering predicate (`<`, `<=`, `>`, `>=`;
//! the variable on either side). With the comparison `iv P x`:
//!
//! - the split point is `x` (`x + 1` for `>` and `<=`), rounded up to the
//!   loop's grid (`lb + ceildiv(point - lb, step) * step`) unless the step
//!   is the constant 1;
//! - the first loop runs `lb` to `min(point, ub)` and the second
//!   `max(point, lb)` to `ub`, carrying the first one's results; the
//!   first takes the `else` side of the test for `>`/`>=` (the `then`
//!   side for `<`/`<=`), the second the other side;
//! - in each copy, the `if`s on the test directly in the loop body are
//!   replaced by the ops of their side (their results by what it yields;
//!   a `continue` there ends the copied body), and the test itself, where
//!   something else still uses it, by the constant it has in that half.
//!
//! Profitability: a split needs one `if` on the test with at least
//! `threshold` ops (its terminator aside) in a side, or a heavy op (loads,
//! stores, `mmaf`/`mmai`, `reduce`, `if`, `for`) at its top level; a
//! threshold of 1 accepts any `if`, 0 none. The threshold is the
//! `cuda_tile.loop_split` integer attribute of the `if`, else of the
//! `for`, else of the function, else the pass option.
//!
//! Loops are visited innermost first, and each is split at most once per
//! run (at the first qualifying `if` in post-order). Ours, where upstream
//! is unsafe: the compared value must be defined outside the loop (block
//! arguments inside it do not count as invariant), and an `if` whose chosen
//! side ends in something other than `yield` or `continue` does not split.

use super::cuda_tile_build::{
    build_value, defined_by, enum_attr, enum_of, int_constant, is_op, tile_int_constant,
};
use super::loop_invariant_code_motion::defined_within;
use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassResult};
use crate::run::RunContext;
use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use tileir_ir::attributes::NamedAttr;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::walk::ops_post_order;
use tileir_ir::{Body, Context, OpId, RegionId, Value, ValueMap};

pub fn create(options: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LoopSplit {
        threshold: options.get("split-threshold").as_i64(),
    }))
}

/// The pass and its `split-threshold`.
pub struct LoopSplit {
    threshold: i64,
}

/// The hint attribute that overrides the threshold.
const HINT: &str = "cuda_tile.loop_split";

// cuda_tile's `comparison_predicate` and `signedness` cases.
const LT: i64 = 2;
const LE: i64 = 3;
const GT: i64 = 4;
const GE: i64 = 5;
const UNSIGNED: i64 = 0;
const SIGNED: i64 = 1;
const POSITIVE_INF: i64 = 3;

impl Pass for LoopSplit {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let function_hint = op.attr(HINT).and_then(|a| hint_value(ctx, a));
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(op.storage().regions(op.op()));
        let body = op.body_mut();
        let loops = post_order(ctx, body, &regions, "cuda_tile.for");
        let mut rw = Rewriter::new(ctx, body);
        for lp in loops {
            if rw.body().is_erased(lp) {
                continue;
            }
            let loop_hint = hint(ctx, rw.body(), lp);
            let lp_regions: SmallVec<[RegionId; 1]> = SmallVec::from_slice(rw.body().regions(lp));
            for branch in post_order(ctx, rw.body(), &lp_regions, "cuda_tile.if") {
                let threshold = hint(ctx, rw.body(), branch)
                    .or(loop_hint)
                    .or(function_hint)
                    .unwrap_or(self.threshold);
                if let Some(plan) = plan_split(ctx, rw.body(), lp, branch, threshold) {
                    split(&mut rw, lp, &plan);
                    break;
                }
            }
        }
        Ok(PreservedAnalyses::none())
    }
}

fn hint_value(ctx: &Context, a: tileir_ir::Attribute) -> Option<i64> {
    tileir_ir::constants::int_value(ctx, a)?
        .to_i128()
        .and_then(|v| i64::try_from(v).ok())
}

fn hint(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    hint_value(ctx, body.attr(ctx, op, HINT)?)
}

/// The ops named `name` in `regions` (at any depth, isolated ops aside),
/// nested ones before the op holding them (MLIR's post-order walk).
fn post_order(ctx: &Context, body: &Body, regions: &[RegionId], name: &str) -> Vec<OpId> {
    ops_post_order(body, regions)
        .into_iter()
        .filter(|&op| is_op(ctx, body, op, name))
        .collect()
}

/// What a split needs to know.
struct Plan {
    /// The comparison and its predicate with the induction variable on the
    /// left.
    cmp: OpId,
    predicate: i64,
    /// The loop-invariant value the variable is compared with.
    bound: Value,
    /// The `if`s on the comparison directly in the loop body.
    branches: FxHashSet<OpId>,
    /// Whether the second loop takes the `then` side.
    second_then: bool,
    /// Whether the comparison has uses besides `branches`.
    keep_cmp: bool,
}

fn plan_split(ctx: &Context, body: &Body, lp: OpId, branch: OpId, threshold: i64) -> Option<Plan> {
    if threshold == 0 {
        return None;
    }
    let cond = body.operand(branch, 0);
    let cmp = defined_by(ctx, body, cond, "cuda_tile.cmpi")?;
    let signedness = if body.attr_static(ctx, lp, "unsignedCmp").is_some() {
        UNSIGNED
    } else {
        SIGNED
    };
    if enum_of(ctx, body, cmp, "signedness") != Some(signedness) {
        return None;
    }
    let loop_block = body.entry_block(body.regions(lp)[0])?;
    let iv = *body.block_args(loop_block).first()?;
    let predicate = enum_of(ctx, body, cmp, "comparison_predicate")?;
    let (lhs, rhs) = (body.operand(cmp, 0), body.operand(cmp, 1));
    let (predicate, bound) = if lhs == iv {
        (predicate, rhs)
    } else if rhs == iv {
        let swapped = match predicate {
            LT => GT,
            LE => GE,
            GT => LT,
            GE => LE,
            _ => return None,
        };
        (swapped, lhs)
    } else {
        return None;
    };
    if defined_within(body, bound, lp) {
        return None;
    }
    let second_then = match predicate {
        GT | GE => true,
        LT | LE => false,
        _ => return None,
    };
    let mut branches = FxHashSet::default();
    let mut keep_cmp = false;
    let mut profitable = false;
    for user in body.users(body.result(cmp, 0)) {
        if is_op(ctx, body, user, "cuda_tile.if") {
            profitable |= is_profitable(ctx, body, user, threshold);
            if body.parent_op(user) == Some(lp) {
                if !sides_end_cleanly(ctx, body, user) {
                    return None;
                }
                branches.insert(user);
                continue;
            }
        }
        keep_cmp = true;
    }
    profitable.then_some(Plan {
        cmp,
        predicate,
        bound,
        branches,
        second_then,
        keep_cmp,
    })
}

/// Both sides of `branch` end in `yield` or `continue` (or are empty).
fn sides_end_cleanly(ctx: &Context, body: &Body, branch: OpId) -> bool {
    body.regions(branch).iter().all(|&r| {
        body.entry_block(r)
            .and_then(|b| body.last_op(b))
            .is_none_or(|t| {
                is_op(ctx, body, t, "cuda_tile.yield") || is_op(ctx, body, t, "cuda_tile.continue")
            })
    })
}

/// Ops that make a side worth a loop of its own whatever its size.
const HEAVY: &[&str] = &[
    "cuda_tile.load_ptr_tko",
    "cuda_tile.load_view_tko",
    "cuda_tile.store_ptr_tko",
    "cuda_tile.store_view_tko",
    "cuda_tile.mmaf",
    "cuda_tile.mmai",
    "cuda_tile.reduce",
    "cuda_tile.if",
    "cuda_tile.for",
];

fn is_profitable(ctx: &Context, body: &Body, branch: OpId, threshold: i64) -> bool {
    if threshold == 1 {
        return true;
    }
    body.regions(branch).iter().any(|&r| {
        let ops: Vec<OpId> = body
            .region_blocks(r)
            .flat_map(|b| body.block_ops(b))
            .collect();
        let heavy = ops
            .iter()
            .any(|&o| HEAVY.contains(&ctx.op_name_str(body.op_name(o))));
        // The terminator does not count.
        heavy || ops.len() as i64 > threshold
    })
}

fn split(rw: &mut Rewriter<'_>, lp: OpId, plan: &Plan) {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(lp);
    let operands: SmallVec<[Value; 8]> = body.operands(lp).collect();
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let ty = body.value_type(lb);
    let unsigned = body.attr_static(ctx, lp, "unsignedCmp");
    let signedness = enum_attr(
        ctx,
        "cuda_tile.signedness",
        if unsigned.is_some() { UNSIGNED } else { SIGNED },
    );
    let step_is_one = tile_int_constant(ctx, body, step).is_some_and(|v| v.is_one());
    let named = |name: &'static str, value| NamedAttr {
        name: ctx.static_symbol(name),
        value,
    };
    let overflow = || vec![named("overflow", enum_attr(ctx, "cuda_tile.overflow", 0))];
    rw.set_insertion_point_before(lp);

    let mut point = plan.bound;
    if plan.predicate == GT || plan.predicate == LE {
        let one = int_constant(rw, loc, ty, 1);
        point = build_value(rw, "cuda_tile.addi", loc, &[point, one], ty, overflow());
    }
    if !step_is_one {
        // Keep the split point on the loop's grid: lb + ceildiv(point - lb, step) * step.
        let diff = build_value(rw, "cuda_tile.subi", loc, &[point, lb], ty, overflow());
        let div_attrs = vec![
            named(
                "rounding",
                enum_attr(ctx, "cuda_tile.rounding", POSITIVE_INF),
            ),
            named("signedness", signedness),
        ];
        let k = build_value(rw, "cuda_tile.divi", loc, &[diff, step], ty, div_attrs);
        let kstep = build_value(rw, "cuda_tile.muli", loc, &[k, step], ty, overflow());
        point = build_value(rw, "cuda_tile.addi", loc, &[lb, kstep], ty, overflow());
    }
    let sign = || vec![named("signedness", signedness)];
    let upper = build_value(rw, "cuda_tile.mini", loc, &[point, ub], ty, sign());
    let lower = build_value(rw, "cuda_tile.maxi", loc, &[point, lb], ty, sign());

    let block = rw.body().entry_block(rw.body().regions(lp)[0]);
    let to_clone: Vec<OpId> = block
        .map(|b| rw.body().block_ops(b).collect())
        .unwrap_or_default();
    let to_clone: Vec<OpId> = to_clone
        .into_iter()
        .filter(|&o| plan.keep_cmp || o != plan.cmp)
        .collect();
    let inits: SmallVec<[Value; 4]> = SmallVec::from_slice(&operands[3..]);
    let first = copy_loop(
        rw,
        lp,
        plan,
        &to_clone,
        [lb, upper],
        &inits,
        !plan.second_then,
    );
    let carried: SmallVec<[Value; 4]> = rw.body().results(first).collect();
    let second = copy_loop(
        rw,
        lp,
        plan,
        &to_clone,
        [lower, ub],
        &carried,
        plan.second_then,
    );
    let results: SmallVec<[Value; 4]> = rw.body().results(second).collect();
    rw.replace_op(lp, &results);
}

/// A copy of loop `lp` over `[bounds[0], bounds[1])` from `inits`, before
/// `lp`, with the split `if`s replaced by their `then` side (`then`) or
/// their `else` side.
fn copy_loop(
    rw: &mut Rewriter<'_>,
    lp: OpId,
    plan: &Plan,
    to_clone: &[OpId],
    bounds: [Value; 2],
    inits: &[Value],
    then: bool,
) -> OpId {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(lp);
    let step = body.operand(lp, 2);
    let result_types: SmallVec<[tileir_ir::Type; 4]> =
        body.results(lp).map(|v| body.value_type(v)).collect();
    let old_block = body
        .entry_block(body.regions(lp)[0])
        .expect("a verified for has a body");
    let old_args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(old_block));
    let arg_types: Vec<(tileir_ir::Type, tileir_ir::Location)> = old_args
        .iter()
        .enumerate()
        .map(|(i, &a)| (body.value_type(a), body.block_arg_loc(old_block, i)))
        .collect();
    let attrs: Vec<NamedAttr> = body
        .attr_static(ctx, lp, "unsignedCmp")
        .map(|value| NamedAttr {
            name: ctx.static_symbol("unsignedCmp"),
            value,
        })
        .into_iter()
        .collect();

    rw.set_insertion_point_before(lp);
    let region = rw.body_mut_unnotified().new_region();
    let mut operands: Vec<Value> = vec![bounds[0], bounds[1], step];
    operands.extend_from_slice(inits);
    let mut state = tileir_ir::OperationState::new(ctx.op_name("cuda_tile.for"), loc);
    state.operands.extend(operands);
    state.result_types.extend(result_types);
    state.attributes.extend(attrs);
    state.regions.push(region);
    let new_loop = rw.create(state);
    let new_block = rw.create_block(region, None, &arg_types);
    let mut map = ValueMap::new();
    for (i, &a) in old_args.iter().enumerate() {
        let new_arg = rw.body().block_args(new_block)[i];
        map.insert(a, new_arg);
    }

    for &op in to_clone {
        if op == plan.cmp {
            let cmp_ty = rw.body().value_type(rw.body().result(op, 0));
            let op_loc = rw.body().op_loc(op);
            let c = int_constant(rw, op_loc, cmp_ty, then as u64);
            map.insert(rw.body().result(op, 0), c);
            continue;
        }
        if !plan.branches.contains(&op) {
            rw.clone(op, &mut map);
            continue;
        }
        let side = rw.body().regions(op)[if then { 0 } else { 1 }];
        let side_ops: Vec<OpId> = rw
            .body()
            .entry_block(side)
            .map(|b| rw.body().block_ops(b).collect())
            .unwrap_or_default();
        let mut ended = false;
        for sub in side_ops {
            if is_op(ctx, rw.body(), sub, "cuda_tile.continue") {
                rw.clone(sub, &mut map);
                ended = true;
                break;
            }
            if is_op(ctx, rw.body(), sub, "cuda_tile.yield") {
                let pairs: Vec<(Value, Value)> =
                    rw.body().results(op).zip(rw.body().operands(sub)).collect();
                for (result, yielded) in pairs {
                    let v = map.lookup(yielded);
                    map.insert(result, v);
                }
            } else {
                rw.clone(sub, &mut map);
            }
        }
        if ended {
            break;
        }
    }
    new_loop
}
