//! `control-flow-sink`: moves ops free of memory effects into the region of
//! a conditional that alone uses them, so they run only when needed, as
//! MLIR 22's `ControlFlowSink` pass does (upstream `ControlFlowSink.cpp`,
//! `ControlFlowSinkUtils.cpp`).
//!
//! Every op that states how often its regions run (an `scf.if`, an
//! `scf.index_switch`), innermost first, offers the regions that run at
//! most once. For each such region, the ops directly in it are a stack
//! (so a use nested deeper, in a loop inside the region, does not pull its
//! definition in, as in MLIR 22); for the op popped, each operand defined
//! outside the region by an op free of memory effects whose every user is
//! inside the region moves that op to the front of the region's entry
//! block, and the moved op is pushed in its turn.
//!
//! "Every user inside the region" is upstream's "the region's entry block
//! dominates the user's block": the regions offered here are single
//! blocks, which dominate exactly what they contain.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus, StatisticDef};
use crate::run::RunContext;
use std::sync::atomic::{AtomicU64, Ordering};
use tileir_ir::control_flow::invocation_bounds;
use tileir_ir::effects::is_memory_effect_free;
use tileir_ir::fold::constant_operands;
use tileir_ir::walk::{for_each_body_mut, ops_post_order};
use tileir_ir::{Body, Context, OpId, RegionId};

pub const INFO: PassInfo = PassInfo {
    argument: "control-flow-sink",
    name: "ControlFlowSink",
    summary: "Sink operations into conditional blocks",
    anchor: PassAnchor::Any,
    statistics: &[StatisticDef {
        name: "num-sunk",
        description: "Number of operations sunk",
    }],
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ControlFlowSinkPass::default()))
}

/// The pass, with the number of ops sunk over every op it ran on.
#[derive(Default)]
pub struct ControlFlowSinkPass {
    num_sunk: AtomicU64,
}

impl Pass for ControlFlowSinkPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let regions: Vec<RegionId> = op.storage().regions(op.op()).to_vec();
        let mut sunk = 0;
        for_each_body_mut(op.body_mut(), &regions, &mut |body, regions, _| {
            let branches = ops_post_order(body, regions)
                .into_iter()
                .filter(|&o| body.num_regions(o) != 0);
            for branch in branches.collect::<Vec<_>>() {
                for region in singly_executed_regions(ctx, body, branch) {
                    sunk += sink_into(ctx, body, region);
                }
            }
        });
        self.num_sunk.fetch_add(sunk, Ordering::Relaxed);
        // Upstream keeps only dominance, which it computes and does not
        // invalidate; nothing here caches it.
        Ok(PreservedAnalyses::none())
    }

    fn statistics(&self) -> Vec<u64> {
        vec![self.num_sunk.load(Ordering::Relaxed)]
    }
}

/// The regions of `branch` that run at most once (MLIR's
/// `getSinglyExecutedRegionsToSink`), given its constant operands.
fn singly_executed_regions(ctx: &Context, body: &Body, branch: OpId) -> Vec<RegionId> {
    let constants = constant_operands(ctx, body, branch);
    let Some(bounds) = invocation_bounds(ctx, body, branch, &constants) else {
        return Vec::new();
    };
    body.regions(branch)
        .iter()
        .zip(bounds)
        .filter(|(_, b)| b.upper.is_some_and(|u| u <= 1))
        .map(|(&r, _)| r)
        .collect()
}

/// Sinks what can be sunk into `region`; returns how many ops moved.
fn sink_into(ctx: &Context, body: &mut Body, region: RegionId) -> u64 {
    let Some(entry) = body.entry_block(region) else {
        return 0;
    };
    let mut stack: Vec<OpId> = body
        .region_blocks(region)
        .flat_map(|b| body.block_ops(b))
        .collect();
    let mut moved = 0;
    while let Some(user) = stack.pop() {
        for i in 0..body.num_operands(user) {
            let Some(def) = body.defining_op(body.operand(user, i)) else {
                continue;
            };
            if in_region(body, region, def) {
                continue;
            }
            let users_inside = body
                .results(def)
                .flat_map(|v| body.users(v))
                .all(|u| in_region(body, region, u));
            if users_inside && is_memory_effect_free(ctx, body, def) {
                match body.first_op(entry) {
                    Some(first) => body.move_op_before(def, first),
                    None => {
                        body.detach_op(def);
                        body.append_op(entry, def);
                    }
                }
                moved += 1;
                stack.push(def);
            }
        }
    }
    moved
}

/// Whether `op` is inside `region`, at any depth.
fn in_region(body: &Body, region: RegionId, op: OpId) -> bool {
    let mut op = op;
    loop {
        let Some(r) = body.parent_block(op).and_then(|b| body.block_parent(b)) else {
            return false;
        };
        if r == region {
            return true;
        }
        match body.region_parent(r) {
            Some(parent) => op = parent,
            None => return false,
        }
    }
}
