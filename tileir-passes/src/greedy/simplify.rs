//! Region simplification (MLIR 22's `simplifyRegions` in
//! `RegionUtils.cpp`), run by the greedy driver after each iteration:
//! unreachable blocks erased, then a liveness-based dead code elimination
//! that erases dead ops (dead cycles included) and dead arguments of
//! non-entry blocks with the operands branches pass them; in aggressive
//! mode also identical blocks merged ([`merge`]) and block arguments that
//! every predecessor passes the same value dropped.
//!
//! Everything here stays in one body: an isolated op's regions are its
//! own body's business (the canonicalize pass drives each body).

mod merge;

use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use tileir_ir::dialect::{OpRef, Traits};
use tileir_ir::effects;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{BlockId, Body, Context, OpId, RegionId, Value};

/// Simplifies `regions` and everything nested in them; true if anything
/// changed.
pub fn simplify_regions(rw: &mut Rewriter<'_>, regions: &[RegionId], aggressive: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(rw, regions);
    let erased_dead = run_region_dce(rw, regions);
    let mut merged = false;
    let mut dropped = false;
    if aggressive {
        merged = merge::merge_identical_blocks(rw, regions);
        dropped = merge::drop_redundant_arguments(rw, regions);
    }
    erased_blocks || erased_dead || merged || dropped
}

/// The regions of `op` that live in this body (none for an isolated op).
pub(super) fn local_regions(body: &Body, op: OpId) -> &[RegionId] {
    if body.child_body(op).is_some() {
        &[]
    } else {
        body.regions(op)
    }
}

/// The successors of `block` (its terminator's).
pub(super) fn successors(body: &Body, block: BlockId) -> &[BlockId] {
    body.last_op(block).map_or(&[], |t| body.successors(t))
}

/// The blocks reachable from the entry of `region`, in post-order
/// (LLVM's `post_order` over the block graph: successors in order).
pub(super) fn post_order(body: &Body, region: RegionId) -> Vec<BlockId> {
    let Some(entry) = body.entry_block(region) else {
        return Vec::new();
    };
    // Most regions are one block that branches nowhere.
    if successors(body, entry).is_empty() {
        return vec![entry];
    }
    let mut order = Vec::new();
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some(top) = stack.last_mut() {
        let (block, next) = *top;
        match successors(body, block).get(next).copied() {
            Some(s) => {
                top.1 += 1;
                if body.block_parent(s) == Some(region) && seen.insert(s) {
                    stack.push((s, 0));
                }
            }
            None => {
                order.push(block);
                stack.pop();
            }
        }
    }
    order
}

// ===== unreachable blocks =====

/// MLIR's `eraseUnreachableBlocks`: in each region of several blocks, the
/// blocks the entry cannot reach go (their values' uses, all in other
/// unreachable blocks, dropped first); the rest are searched for nested
/// regions.
pub(super) fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let body = rw.body();
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        if blocks.len() <= 1 {
            for &b in &blocks {
                for op in body.block_ops(b) {
                    worklist.extend_from_slice(local_regions(body, op));
                }
            }
            continue;
        }
        let reachable: FxHashSet<BlockId> = post_order(body, region).into_iter().collect();
        let mut dead = Vec::new();
        for &b in &blocks {
            if reachable.contains(&b) {
                for op in body.block_ops(b) {
                    worklist.extend_from_slice(local_regions(body, op));
                }
            } else {
                dead.push(b);
            }
        }
        if dead.is_empty() {
            continue;
        }
        // Values of an unreachable block are used only in unreachable
        // blocks: unlink every operand there, then erase in region order.
        let mut ops = Vec::new();
        for &b in &dead {
            for op in rw.body().block_ops(b) {
                rw.body().walk_preorder(op, |o| ops.push(o));
            }
        }
        for op in ops {
            rw.body_mut_unnotified().set_operands(op, &[]);
        }
        for b in dead {
            rw.erase_block(b);
        }
        erased = true;
    }
    erased
}

// ===== dead code =====

/// What is proved live: ops and (non-entry) block arguments, in tables
/// indexed by id (every op and value of the body gets a slot: the walk
/// visits most of them, so a table costs less than hashing each).
struct LiveMap {
    /// Per op: [`LIVE`] and [`DEAD_IF_UNUSED`] bits.
    ops: Vec<u8>,
    /// Per value: a live block argument.
    args: Vec<bool>,
    changed: bool,
}

/// The op is proved live.
const LIVE: u8 = 1;
/// `would_op_be_trivially_dead` held for the op: the IR does not change
/// while liveness runs, so later rounds need not ask again.
const DEAD_IF_UNUSED: u8 = 2;

impl LiveMap {
    fn new(body: &Body) -> LiveMap {
        LiveMap {
            ops: vec![0; body.op_capacity()],
            args: vec![false; body.value_capacity()],
            changed: false,
        }
    }

    fn op_live(&self, op: OpId) -> bool {
        self.ops[op.index()] & LIVE != 0
    }

    fn set_op_live(&mut self, op: OpId) {
        let slot = &mut self.ops[op.index()];
        self.changed |= *slot & LIVE == 0;
        *slot |= LIVE;
    }

    fn arg_live(&self, arg: Value) -> bool {
        self.args[arg.index()]
    }

    fn set_value_live(&mut self, body: &Body, v: Value) {
        match body.defining_op(v) {
            Some(op) => self.set_op_live(op),
            None => {
                let slot = &mut self.args[v.index()];
                self.changed |= !*slot;
                *slot = true;
            }
        }
    }
}

/// The successor argument a terminator's operand `index` is forwarded to,
/// for a branch (MLIR's `getSuccessorBlockArgument`).
fn successor_argument(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<Value> {
    let branch = ctx.op_def(body.op_name(op))?.interfaces.branch?;
    let r = OpRef { ctx, body, op };
    for (i, &succ) in body.successors(op).iter().enumerate() {
        let range = (branch.successor_operands)(r, i);
        if range.contains(&index) {
            return body.block_args(succ).get(index - range.start).copied();
        }
    }
    None
}

fn is_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.has(Traits::TERMINATOR))
}

/// MLIR's `processValue`: `v` is live if a live op uses it, other than as
/// an operand a branch forwards to a dead argument.
fn process_value(ctx: &Context, body: &Body, v: Value, live: &mut LiveMap) {
    let proved = body.uses(v).any(|operand| {
        let owner = body.operand_owner(operand);
        if is_terminator(ctx, body, owner) {
            let index = body.operand_number(operand);
            if let Some(arg) = successor_argument(ctx, body, owner, index) {
                if !live.arg_live(arg) {
                    return false;
                }
            }
        }
        live.op_live(owner)
    });
    if proved {
        live.set_value_live(body, v);
    }
}

/// One step of the liveness walk (upstream's recursion, made iterative).
enum Visit {
    Region(RegionId),
    /// Enter an op: its regions first, then [`Visit::Op`].
    Enter(OpId),
    Op(OpId),
    Args(BlockId),
}

/// MLIR's `propagateLiveness` over `regions`, once.
fn propagate(ctx: &Context, body: &Body, regions: &[RegionId], live: &mut LiveMap) {
    let mut stack: Vec<Visit> = regions.iter().rev().map(|&r| Visit::Region(r)).collect();
    while let Some(visit) = stack.pop() {
        match visit {
            Visit::Region(region) => {
                // Pushed reversed: blocks in post-order, each block's ops
                // last first, then its arguments (not the entry block's).
                let entry = body.entry_block(region);
                let mut steps = Vec::new();
                for b in post_order(body, region) {
                    let ops: SmallVec<[OpId; 16]> = body.block_ops(b).collect();
                    steps.extend(ops.into_iter().rev().map(Visit::Enter));
                    if Some(b) != entry {
                        steps.push(Visit::Args(b));
                    }
                }
                stack.extend(steps.into_iter().rev());
            }
            Visit::Enter(op) => {
                stack.push(Visit::Op(op));
                stack.extend(
                    local_regions(body, op)
                        .iter()
                        .rev()
                        .map(|&r| Visit::Region(r)),
                );
            }
            Visit::Op(op) => {
                if is_terminator(ctx, body, op) {
                    live.set_op_live(op);
                    let branch = ctx
                        .op_def(body.op_name(op))
                        .and_then(|d| d.interfaces.branch);
                    // A branch forwards every argument (none is produced by
                    // the branch itself); other terminators keep theirs.
                    if branch.is_none() {
                        for &succ in body.successors(op) {
                            for &arg in body.block_args(succ) {
                                live.set_value_live(body, arg);
                            }
                        }
                    }
                    continue;
                }
                if live.op_live(op) {
                    continue;
                }
                if live.ops[op.index()] & DEAD_IF_UNUSED == 0 {
                    if !effects::would_op_be_trivially_dead(ctx, body, op) {
                        live.set_op_live(op);
                        continue;
                    }
                    live.ops[op.index()] |= DEAD_IF_UNUSED;
                }
                for v in body.results(op) {
                    process_value(ctx, body, v, live);
                }
            }
            Visit::Args(block) => {
                for &arg in body.block_args(block) {
                    if !live.arg_live(arg) {
                        process_value(ctx, body, arg, live);
                    }
                }
            }
        }
    }
}

/// MLIR's `runRegionDCE`: liveness to a fixed point, then everything not
/// proved live goes. True if anything was erased.
fn run_region_dce(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let ctx = rw.ctx;
    let mut live = LiveMap::new(rw.body());
    loop {
        live.changed = false;
        propagate(ctx, rw.body(), regions, &mut live);
        if !live.changed {
            break;
        }
    }
    delete_dead(rw, regions, &live)
}

/// MLIR's `deleteDeadness`: in post-order, branches stop passing dead
/// arguments and dead ops go (live ops' regions are searched); then the
/// dead arguments of non-entry blocks go.
fn delete_dead(rw: &mut Rewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut dead_ops: Vec<OpId> = Vec::new();
    let mut arg_blocks: Vec<BlockId> = Vec::new();
    let mut changed = false;
    let mut worklist: Vec<RegionId> = regions.iter().rev().copied().collect();
    while let Some(region) = worklist.pop() {
        let body = rw.body();
        let Some(entry) = body.entry_block(region) else {
            continue;
        };
        let single = body.next_block(entry).is_none();
        let mut nested = Vec::new();
        for b in post_order(body, region) {
            if !single {
                if let Some(t) = rw.body().last_op(b) {
                    changed |= erase_dead_successor_operands(rw, t, live);
                }
            }
            let body = rw.body();
            let ops: SmallVec<[OpId; 16]> = body.block_ops(b).collect();
            for &op in ops.iter().rev() {
                if live.op_live(op) {
                    nested.extend_from_slice(local_regions(body, op));
                } else {
                    dead_ops.push(op);
                }
            }
        }
        arg_blocks.extend(rw.body().region_blocks(region).skip(1));
        worklist.extend(nested.into_iter().rev());
    }
    // Dead ops are used only by dead ops (or by branch operands dropped
    // above): unlink them all, then erase them.
    changed |= !dead_ops.is_empty();
    for &op in &dead_ops {
        let mut all = Vec::new();
        rw.body().walk_preorder(op, |o| all.push(o));
        for o in all {
            rw.body_mut_unnotified().set_operands(o, &[]);
        }
    }
    for op in dead_ops {
        rw.erase_op(op);
    }
    for block in arg_blocks {
        let body = rw.body();
        let dead: SmallVec<[usize; 4]> = body
            .block_args(block)
            .iter()
            .enumerate()
            .filter(|(_, &a)| !live.arg_live(a))
            .map(|(i, _)| i)
            .collect();
        for &i in dead.iter().rev() {
            rw.body_mut_unnotified().erase_block_arg(block, i);
            changed = true;
        }
    }
    changed
}

/// MLIR's `eraseTerminatorSuccessorOperands`: a branch stops passing the
/// operands of dead successor arguments.
fn erase_dead_successor_operands(rw: &mut Rewriter<'_>, op: OpId, live: &LiveMap) -> bool {
    let ctx = rw.ctx;
    let Some(branch) = ctx
        .op_def(rw.body().op_name(op))
        .and_then(|d| d.interfaces.branch)
    else {
        return false;
    };
    let mut changed = false;
    let succs: SmallVec<[BlockId; 4]> = SmallVec::from_slice(rw.body().successors(op));
    for (i, &succ) in succs.iter().enumerate().rev() {
        let body = rw.body();
        let range = (branch.successor_operands)(OpRef { ctx, body, op }, i);
        let args = body.block_args(succ);
        let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
        let kept: SmallVec<[Value; 4]> = range
            .clone()
            .zip(args)
            .filter(|(_, &a)| live.arg_live(a))
            .map(|(pos, _)| operands[pos])
            .collect();
        if kept.len() != range.len() {
            rw.modify_op_in_place(op, |body| {
                (branch.set_successor_operands)(ctx, body, op, i, &kept)
            });
            changed = true;
        }
    }
    changed
}
