//! `loop-invariant-code-motion`: hoists ops that do not depend on a loop
//! out of it, as MLIR 22's `LoopInvariantCodeMotion` pass does (upstream
//! `LoopInvariantCodeMotion.cpp`, `LoopInvariantCodeMotionUtils.cpp`).
//!
//! Loops (ops declared loop-like: `scf.for`, `scf.while`, `scf.parallel`,
//! `scf.forall`) are visited innermost first, so what leaves an inner loop
//! may leave the outer one too. For each region of a loop, its top-level
//! ops form a queue; an op moves to just before the loop when it is not a
//! terminator, it and every op nested in it use only values defined
//! outside the loop (or inside the op itself), and it is free of memory
//! effects and speculatable. The users of a moved op in the same region
//! join the queue.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use std::collections::VecDeque;
use tileir_ir::control_flow::is_loop_like;
use tileir_ir::dialect::Traits;
use tileir_ir::effects::is_memory_effect_free;
use tileir_ir::speculation::is_speculatable;
use tileir_ir::walk::{for_each_body_mut, ops_post_order};
use tileir_ir::{Body, Context, OpId, RegionId, Value, ValueDef};

pub const INFO: PassInfo = PassInfo {
    argument: "loop-invariant-code-motion",
    name: "LoopInvariantCodeMotion",
    summary: "Hoist loop invariant instructions outside of the loop",
    anchor: PassAnchor::Any,
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LoopInvariantCodeMotionPass))
}

/// The pass (no options, no state).
pub struct LoopInvariantCodeMotionPass;

impl Pass for LoopInvariantCodeMotionPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let regions: Vec<RegionId> = op.storage().regions(op.op()).to_vec();
        hoist_invariants(ctx, op.body_mut(), &regions, &|body, op| {
            is_loop_like(ctx, body, op)
        });
        Ok(PreservedAnalyses::none())
    }
}

/// Hoists the invariant ops out of every loop (an op `is_loop` accepts) in
/// `regions` of `body` and the bodies of the isolated ops in them, inner
/// loops first.
pub fn hoist_invariants(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    is_loop: &dyn Fn(&Body, OpId) -> bool,
) {
    for_each_body_mut(body, regions, &mut |body, regions, _| {
        for lp in loops_innermost_first(body, regions, is_loop) {
            hoist_out_of(ctx, body, lp);
        }
    });
}

/// The loops in `regions` (isolated ops' bodies aside), nested ones before
/// the op holding them: MLIR's post-order walk.
fn loops_innermost_first(
    body: &Body,
    regions: &[RegionId],
    is_loop: &dyn Fn(&Body, OpId) -> bool,
) -> Vec<OpId> {
    ops_post_order(body, regions)
        .into_iter()
        .filter(|&op| {
            body.num_regions(op) != 0 && body.child_body(op).is_none() && is_loop(body, op)
        })
        .collect()
}

/// Moves the invariant ops of `lp`'s regions to before it (MLIR's
/// `moveLoopInvariantCode`); returns how many moved.
fn hoist_out_of(ctx: &Context, body: &mut Body, lp: OpId) -> usize {
    let mut moved = 0;
    let regions: Vec<RegionId> = body.regions(lp).to_vec();
    for region in regions {
        let mut queue: VecDeque<OpId> = body
            .region_blocks(region)
            .flat_map(|b| body.block_ops(b))
            .collect();
        while let Some(op) = queue.pop_front() {
            if parent_region(body, op) != Some(region) {
                // Moved already.
                continue;
            }
            if !(is_memory_effect_free(ctx, body, op)
                && is_speculatable(ctx, body, op)
                && can_be_hoisted(ctx, body, op, lp))
            {
                continue;
            }
            body.move_op_before(op, lp);
            moved += 1;
            for v in body.results(op).collect::<Vec<_>>() {
                queue.extend(
                    body.users(v)
                        .filter(|&u| parent_region(body, u) == Some(region)),
                );
            }
        }
    }
    moved
}

/// Not a terminator, and every value `op` and the ops nested in it use is
/// defined inside `op` or outside loop `lp`.
fn can_be_hoisted(ctx: &Context, body: &Body, op: OpId, lp: OpId) -> bool {
    let terminator = ctx
        .op_def(body.op_name(op))
        .is_some_and(|d| d.has(Traits::TERMINATOR));
    if terminator {
        return false;
    }
    let mut ok = true;
    body.walk_preorder(op, |nested| {
        if ok {
            ok = body
                .operands(nested)
                .all(|v| defined_within(body, v, op) || !defined_within(body, v, lp));
        }
    });
    ok
}

/// Whether `value` is defined in a region of `op` (at any depth).
pub(super) fn defined_within(body: &Body, value: Value, op: OpId) -> bool {
    let block = match body.value_def(value) {
        ValueDef::Result { op: def, .. } => body.parent_block(def),
        ValueDef::BlockArg { block, .. } => Some(block),
    };
    let mut holder = block.and_then(|b| body.block_parent_op(b));
    while let Some(h) = holder {
        if h == op {
            return true;
        }
        holder = body.parent_op(h);
    }
    false
}

fn parent_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.block_parent(body.parent_block(op)?)
}
