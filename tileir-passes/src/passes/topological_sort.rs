//! `topological-sort`: orders the ops of every graph region (a region
//! without SSA dominance, such as a module's body) so that definitions come
//! before their uses where the uses allow it, as MLIR 22's
//! `TopologicalSort` pass does (upstream `TopologicalSortUtils.cpp`).
//!
//! Upstream sweeps the unscheduled ops of a block again and again; in each
//! sweep, in block order, an op whose operands (and those of the ops nested
//! in it) are all ready moves to the end of the scheduled prefix. A value
//! is ready when it is a block argument, is defined outside the block or
//! inside the op itself, or its defining op's ancestor in the block is
//! scheduled. When a sweep schedules nothing (a cycle), the first
//! unscheduled op is taken as scheduled where it stands. A block's
//! terminator stays last.
//!
//! Without cycles the result is computed directly: an op lands in sweep
//! `max(1, sweep(d) + [d comes after the op])` over the ops `d` it depends
//! on, and the block is ordered by (sweep, position): linear. With a cycle,
//! the sweeps are run as upstream runs them.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use rustc_hash::FxHashMap;
use tileir_ir::dialect::Traits;
use tileir_ir::walk::for_each_body_mut;
use tileir_ir::{BlockId, Body, Context, OpId, RegionId, ValueDef};

pub const INFO: PassInfo = PassInfo {
    argument: "topological-sort",
    name: "TopologicalSort",
    summary: "Sort regions without SSA dominance in topological order",
    anchor: PassAnchor::Any,
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(TopologicalSortPass))
}

/// The pass (no options, no state).
pub struct TopologicalSortPass;

impl Pass for TopologicalSortPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let root_graph = is_graph_op(ctx, op.storage(), op.op());
        let regions: Vec<RegionId> = op.storage().regions(op.op()).to_vec();
        let body = op.body_mut();
        if root_graph {
            sort_regions(ctx, body, &regions);
        }
        for_each_body_mut(body, &regions, &mut |body, _, ops| {
            for &o in ops {
                if !is_graph_op(ctx, body, o) {
                    continue;
                }
                let regions = body.regions(o).to_vec();
                match body.child_body_mut(o) {
                    Some(child) => sort_regions(ctx, child, &regions),
                    None => sort_regions(ctx, body, &regions),
                }
            }
        });
        Ok(PreservedAnalyses::none())
    }
}

/// Whether `op` is a registered op whose regions are graph regions
/// (MLIR's `RegionKindInterface` saying "no SSA dominance").
fn is_graph_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.has(Traits::GRAPH_REGION))
}

fn sort_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) {
    for &r in regions {
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        for b in blocks {
            sort_block(ctx, body, b);
        }
    }
}

/// Sorts the ops of `block`, its terminator (a registered one) left last.
pub fn sort_block(ctx: &Context, body: &mut Body, block: BlockId) {
    let mut ops: Vec<OpId> = body.block_ops(block).collect();
    let terminator = ops.last().copied().filter(|&t| {
        ctx.op_def(body.op_name(t))
            .is_some_and(|d| d.has(Traits::TERMINATOR))
    });
    if terminator.is_some() {
        ops.pop();
    }
    if ops.len() < 2 {
        return;
    }
    let deps = dependencies(body, block, &ops);
    let order: Vec<OpId> = schedule(&deps).into_iter().map(|i| ops[i]).collect();
    if order == ops {
        return;
    }
    for &o in &order {
        match terminator {
            Some(t) => body.move_op_before(o, t),
            None => {
                body.detach_op(o);
                body.append_op(block, o);
            }
        }
    }
}

/// The ops each op of a block waits for.
fn dependencies(body: &Body, block: BlockId, ops: &[OpId]) -> Vec<Vec<u32>> {
    let index: FxHashMap<OpId, u32> = ops
        .iter()
        .enumerate()
        .map(|(i, &o)| (o, i as u32))
        .collect();
    ops.iter()
        .map(|&op| {
            let mut deps: Vec<u32> = Vec::new();
            body.walk_preorder(op, |nested| {
                for v in body.operands(nested) {
                    let ValueDef::Result { op: def, .. } = body.value_def(v) else {
                        continue;
                    };
                    let Some(ancestor) = ancestor_in_block(body, block, def) else {
                        continue;
                    };
                    if ancestor == op {
                        continue;
                    }
                    if let Some(&i) = index.get(&ancestor) {
                        deps.push(i);
                    }
                }
            });
            deps.sort_unstable();
            deps.dedup();
            deps
        })
        .collect()
}

/// The op of `block` that is `op` or contains it, if any.
fn ancestor_in_block(body: &Body, block: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        let parent = body.parent_block(op)?;
        if parent == block {
            return Some(op);
        }
        op = body.block_parent_op(parent)?;
    }
}

/// The order upstream's sweeps give ops `0..n` (in block order) that wait
/// for `deps`.
fn schedule(deps: &[Vec<u32>]) -> Vec<usize> {
    match sweeps(deps) {
        Some(sweep) => {
            let mut order: Vec<usize> = (0..deps.len()).collect();
            order.sort_by_key(|&i| (sweep[i], i));
            order
        }
        None => simulate(deps),
    }
}

/// The sweep that schedules each op, when the dependencies have no cycle
/// (`None` otherwise): computed in dependency order by an iterative
/// depth-first walk.
fn sweeps(deps: &[Vec<u32>]) -> Option<Vec<u32>> {
    const UNSEEN: u32 = 0;
    const ACTIVE: u32 = u32::MAX;
    let mut sweep = vec![UNSEEN; deps.len()];
    for start in 0..deps.len() {
        if sweep[start] != UNSEEN {
            continue;
        }
        sweep[start] = ACTIVE;
        let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
        while let Some(&mut (op, ref mut next)) = stack.last_mut() {
            if let Some(&d) = deps[op].get(*next) {
                *next += 1;
                match sweep[d as usize] {
                    ACTIVE => return None,
                    UNSEEN => {
                        sweep[d as usize] = ACTIVE;
                        stack.push((d as usize, 0));
                    }
                    _ => {}
                }
                continue;
            }
            sweep[op] = deps[op]
                .iter()
                .map(|&d| sweep[d as usize] + u32::from(d as usize > op))
                .max()
                .unwrap_or(1)
                .max(1);
            stack.pop();
        }
    }
    Some(sweep)
}

/// Upstream's sweeps, run literally (for blocks whose dependencies have a
/// cycle, where no closed form holds).
fn simulate(deps: &[Vec<u32>]) -> Vec<usize> {
    let n = deps.len();
    let mut seq: Vec<usize> = (0..n).collect();
    let mut scheduled = vec![false; n];
    let mut next = 0;
    let mut left = n;
    while left != 0 {
        let mut progressed = false;
        let mut i = next;
        while i < seq.len() {
            let op = seq[i];
            if !scheduled[op] && deps[op].iter().all(|&d| scheduled[d as usize]) {
                scheduled[op] = true;
                left -= 1;
                progressed = true;
                seq.remove(i);
                seq.insert(next, op);
                next += 1;
            }
            i += 1;
        }
        if !progressed {
            scheduled[seq[next]] = true;
            left -= 1;
            next += 1;
        }
    }
    seq
}
