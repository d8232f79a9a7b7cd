//! Aggressive region simplification (MLIR 22's `mergeIdenticalBlocks` and
//! `dropRedundantArguments`): blocks that do the same thing and branch to
//! the same successors become one, the operands where they differ passed
//! as new arguments; an argument every predecessor passes the same value
//! is replaced by that value.

use super::{local_regions, successors};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use tileir_ir::dialect::OpRef;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{BlockId, Body, Context, OpId, RegionId, Value};

/// The predecessors of each block of `region`: (terminator, successor
/// index), one per edge.
fn predecessors(body: &Body, region: RegionId) -> FxHashMap<BlockId, Vec<(OpId, usize)>> {
    let mut preds: FxHashMap<BlockId, Vec<(OpId, usize)>> = FxHashMap::default();
    for b in body.region_blocks(region) {
        if let Some(t) = body.last_op(b) {
            for (i, &s) in body.successors(t).iter().enumerate() {
                preds.entry(s).or_default().push((t, i));
            }
        }
    }
    preds
}

fn is_branch(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.interfaces.branch.is_some())
}

/// The operands `branch` forwards to its successor `index`.
fn forwarded(ctx: &Context, body: &Body, op: OpId, index: usize) -> SmallVec<[Value; 4]> {
    let Some(branch) = ctx
        .op_def(body.op_name(op))
        .and_then(|d| d.interfaces.branch)
    else {
        return SmallVec::new();
    };
    let range = (branch.successor_operands)(OpRef { ctx, body, op }, index);
    body.operands(op)
        .skip(range.start)
        .take(range.len())
        .collect()
}

fn set_forwarded(rw: &mut Rewriter<'_>, op: OpId, index: usize, values: &[Value]) {
    let ctx = rw.ctx;
    let Some(branch) = ctx
        .op_def(rw.body().op_name(op))
        .and_then(|d| d.interfaces.branch)
    else {
        return;
    };
    rw.modify_op_in_place(op, |body| {
        (branch.set_successor_operands)(ctx, body, op, index, values)
    });
}

/// Every region in `regions` and nested in them, for a walk.
fn all_regions(body: &Body, regions: &[RegionId]) -> Vec<RegionId> {
    let mut out = Vec::new();
    let mut stack: Vec<RegionId> = regions.iter().rev().copied().collect();
    while let Some(r) = stack.pop() {
        out.push(r);
        let mut nested = Vec::new();
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                nested.extend_from_slice(local_regions(body, op));
            }
        }
        stack.extend(nested.into_iter().rev());
    }
    out
}

// ===== dropping redundant arguments =====

/// MLIR's `dropRedundantArguments` over every block of `regions`.
pub(super) fn drop_redundant_arguments(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut changed = false;
    for region in all_regions(rw.body(), regions) {
        let blocks: Vec<BlockId> = rw.body().region_blocks(region).collect();
        let preds = predecessors(rw.body(), region);
        for block in blocks {
            let Some(edges) = preds.get(&block) else {
                continue;
            };
            changed |= drop_block_arguments(rw, block, edges);
        }
    }
    changed
}

fn drop_block_arguments(rw: &mut Rewriter<'_>, block: BlockId, edges: &[(OpId, usize)]) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if !edges.iter().all(|&(t, _)| is_branch(ctx, body, t)) {
        return false;
    }
    let passed: Vec<SmallVec<[Value; 4]>> = edges
        .iter()
        .map(|&(t, i)| forwarded(ctx, body, t, i))
        .collect();
    let args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(block));
    let mut erase: SmallVec<[usize; 4]> = SmallVec::new();
    for (i, &arg) in args.iter().enumerate() {
        let Some(&common) = passed[0].get(i) else {
            continue;
        };
        if common != arg && passed.iter().all(|p| p.get(i) == Some(&common)) {
            rw.replace_all_uses_with(arg, common);
            erase.push(i);
        }
    }
    for &i in erase.iter().rev() {
        rw.body_mut_unnotified().erase_block_arg(block, i);
        for (&(t, s), values) in edges.iter().zip(&passed) {
            let _ = values;
            let mut now = forwarded(ctx, rw.body(), t, s);
            if i < now.len() {
                now.remove(i);
                set_forwarded(rw, t, s, &now);
            }
        }
    }
    !erase.is_empty()
}

// ===== merging identical blocks =====

/// MLIR's `mergeIdenticalBlocks` over `regions` and those nested in them,
/// a region merged in again until nothing merges.
pub(super) fn merge_identical_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut changed = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut queued: FxHashSet<RegionId> = worklist.iter().copied().collect();
    while let Some(region) = worklist.pop() {
        queued.remove(&region);
        if merge_region(rw, region) {
            changed = true;
            if queued.insert(region) {
                worklist.push(region);
            }
        }
        let body = rw.body();
        for b in body.region_blocks(region) {
            for op in body.block_ops(b) {
                for &r in local_regions(body, op) {
                    if queued.insert(r) {
                        worklist.push(r);
                    }
                }
            }
        }
    }
    changed
}

/// A block and where values are defined in it: the order of a value of the
/// block is its argument number, or the count of values defined before its
/// op plus its result number.
struct BlockData {
    block: BlockId,
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(body: &Body, block: BlockId) -> BlockData {
        let mut next = body.block_args(block).len();
        let mut order = FxHashMap::default();
        for op in body.block_ops(block) {
            let n = body.num_results(op);
            if n != 0 {
                order.insert(op, next);
                next += n;
            }
        }
        BlockData { block, order }
    }

    fn order_of(&self, body: &Body, v: Value) -> usize {
        match body.defining_op(v) {
            Some(op) => self.order[&op] + body.results(op).position(|r| r == v).unwrap_or(0),
            None => body
                .block_args(self.block)
                .iter()
                .position(|&a| a == v)
                .unwrap_or(0),
        }
    }
}

/// Blocks to merge into a leader, and the (op index, operand index) pairs
/// where they differ.
struct Cluster {
    leader: BlockData,
    merge: Vec<BlockId>,
    operands: std::collections::BTreeSet<(usize, usize)>,
}

fn value_block(body: &Body, v: Value) -> Option<BlockId> {
    match body.defining_op(v) {
        Some(op) => body.parent_block(op),
        None => body.value_block(v),
    }
}

/// Whether a result of `op` (in `block`) is used outside `block`.
fn used_outside(body: &Body, op: OpId, block: BlockId) -> bool {
    body.results(op).any(|v| {
        body.users(v).any(|u| {
            // The user or an ancestor of it must be in `block`.
            let mut cur = Some(u);
            while let Some(o) = cur {
                if body.parent_block(o) == Some(block) {
                    return false;
                }
                cur = body.parent_op(o);
            }
            true
        })
    })
}

/// Whether two ops match ignoring operands and locations (MLIR's
/// `OperationEquivalence` with `ignoreValueEquivalence`, for ops with no
/// non-empty regions).
fn same_shape(body: &Body, l: OpId, r: OpId) -> bool {
    body.op_name(l) == body.op_name(r)
        && body.attr_dict(l) == body.attr_dict(r)
        && body.props(l) == body.props(r)
        && body.num_regions(l) == body.num_regions(r)
        && body.successors(l) == body.successors(r)
        && body.num_operands(l) == body.num_operands(r)
        && body.num_results(l) == body.num_results(r)
        && body
            .results(l)
            .zip(body.results(r))
            .all(|(a, b)| body.value_type(a) == body.value_type(b))
}

impl Cluster {
    /// MLIR's `BlockMergeCluster::addToCluster`.
    fn add(
        &mut self,
        body: &Body,
        data: &BlockData,
        preds: &FxHashMap<BlockId, Vec<(OpId, usize)>>,
    ) -> bool {
        let (lb, rb) = (self.leader.block, data.block);
        let (la, ra) = (body.block_args(lb), body.block_args(rb));
        if la.len() != ra.len()
            || la
                .iter()
                .zip(ra)
                .any(|(&a, &b)| body.value_type(a) != body.value_type(b))
        {
            return false;
        }
        let lops: Vec<OpId> = body.block_ops(lb).collect();
        let rops: Vec<OpId> = body.block_ops(rb).collect();
        if lops.len() != rops.len() {
            return false;
        }
        let is_pred_terminator = |target: BlockId, v: Value| {
            // A value defined by the terminator of a predecessor of
            // `target` cannot be passed to it.
            let Some(def) = body.defining_op(v) else {
                return false;
            };
            let Some(def_block) = body.parent_block(def) else {
                return false;
            };
            body.last_op(def_block) == Some(def)
                && preds.get(&target).is_some_and(|p| {
                    p.iter()
                        .any(|&(t, _)| body.parent_block(t) == Some(def_block))
                })
        };
        let mut mismatched: Vec<(usize, usize)> = Vec::new();
        for (i, (&lo, &ro)) in lops.iter().zip(&rops).enumerate() {
            if !same_shape(body, lo, ro) {
                return false;
            }
            for (k, (lv, rv)) in body.operands(lo).zip(body.operands(ro)).enumerate() {
                if lv == rv {
                    continue;
                }
                if body.value_type(lv) != body.value_type(rv) {
                    return false;
                }
                let l_in = value_block(body, lv) == Some(lb);
                let r_in = value_block(body, rv) == Some(rb);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    if is_pred_terminator(lb, lv) || is_pred_terminator(rb, rv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(body, lv) != data.order_of(body, rv) {
                    return false;
                }
            }
            if used_outside(body, ro, rb) || used_outside(body, lo, lb) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        if !self.merge.contains(&rb) {
            self.merge.push(rb);
        }
        true
    }

    /// MLIR's `BlockMergeCluster::merge`.
    fn merge(self, rw: &mut Rewriter<'_>, preds: &FxHashMap<BlockId, Vec<(OpId, usize)>>) -> bool {
        if self.merge.is_empty() {
            return false;
        }
        let ctx = rw.ctx;
        let leader = self.leader.block;
        let edges = |b: BlockId| preds.get(&b).map_or(&[][..], Vec::as_slice);
        if !self.operands.is_empty() {
            let body = rw.body();
            let all_branches = std::iter::once(leader)
                .chain(self.merge.iter().copied())
                .all(|b| edges(b).iter().all(|&(t, _)| is_branch(ctx, body, t)));
            if !all_branches {
                return false;
            }
            let blocks: Vec<BlockId> = std::iter::once(leader)
                .chain(self.merge.iter().copied())
                .collect();
            let block_ops: Vec<Vec<OpId>> = blocks
                .iter()
                .map(|&b| body.block_ops(b).collect())
                .collect();
            let num_old = body.block_args(leader).len();
            let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); blocks.len()];
            for &(op_i, operand_i) in &self.operands {
                for (i, ops) in block_ops.iter().enumerate() {
                    let op = ops[op_i];
                    let v = rw.body().operand(op, operand_i);
                    new_args[i].push(v);
                    if i == 0 {
                        let body = rw.body();
                        let loc = match body.defining_op(v) {
                            Some(d) => body.op_loc(d),
                            None => {
                                let b = body.value_block(v).expect("a block argument");
                                let index =
                                    body.block_args(b).iter().position(|&a| a == v).unwrap_or(0);
                                body.block_arg_loc(b, index)
                            }
                        };
                        let ty = body.value_type(v);
                        let arg = rw.body_mut_unnotified().add_block_arg(leader, ty, loc);
                        rw.modify_op_in_place(op, |body| body.set_operand(op, operand_i, arg));
                    }
                }
            }
            let new_args = prune_redundant(rw, new_args, num_old, leader);
            for (i, &b) in blocks.iter().enumerate() {
                for &(t, s) in edges(b) {
                    let mut now = forwarded(ctx, rw.body(), t, s);
                    now.extend_from_slice(&new_args[i]);
                    set_forwarded(rw, t, s, &now);
                }
            }
        }
        for &b in &self.merge {
            for &(t, s) in edges(b) {
                rw.modify_op_in_place(t, |body| body.set_successor(t, s, leader));
            }
            rw.erase_block(b);
        }
        true
    }
}

/// MLIR's `pruneRedundantArguments`: a new argument that repeats an
/// earlier one in every list is dropped, its uses moved to the earlier.
fn prune_redundant(
    rw: &mut Rewriter<'_>,
    lists: Vec<Vec<Value>>,
    num_old: usize,
    block: BlockId,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let n = first.len();
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replace: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..n {
        let k = first_index[&first[j]];
        if k != j && lists.iter().skip(1).all(|l| l[k] == l[j]) {
            replace.insert(j, k);
        }
    }
    let pruned: Vec<Vec<Value>> = lists
        .iter()
        .map(|l| {
            (0..n)
                .filter(|j| !replace.contains_key(j))
                .map(|j| l[j])
                .collect()
        })
        .collect();
    let mut erase: Vec<usize> = Vec::new();
    for j in 0..n {
        if let Some(&k) = replace.get(&j) {
            let args = rw.body().block_args(block);
            let (old, new) = (args[num_old + j], args[num_old + k]);
            rw.replace_all_uses_with(old, new);
            erase.push(num_old + j);
        }
    }
    for &i in erase.iter().rev() {
        rw.body_mut_unnotified().erase_block_arg(block, i);
    }
    pruned
}

/// Merges the identical blocks of one region; true if any merged.
fn merge_region(rw: &mut Rewriter<'_>, region: RegionId) -> bool {
    let body = rw.body();
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    if blocks.len() <= 1 {
        return false;
    }
    // Blocks (not the entry) grouped by their successors, in block order.
    let mut groups: Vec<(SmallVec<[BlockId; 2]>, Vec<BlockId>)> = Vec::new();
    let mut group_of: FxHashMap<SmallVec<[BlockId; 2]>, usize> = FxHashMap::default();
    for &b in &blocks[1..] {
        let succs: SmallVec<[BlockId; 2]> = SmallVec::from_slice(successors(body, b));
        let index = *group_of.entry(succs.clone()).or_insert_with(|| {
            groups.push((succs, Vec::new()));
            groups.len() - 1
        });
        groups[index].1.push(b);
    }
    let preds = predecessors(body, region);
    let mut merged = false;
    for (_, group) in groups {
        if group.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let body = rw.body();
            let has_region = body.block_ops(b).any(|op| {
                body.child_body(op).is_some()
                    || body.regions(op).iter().any(|&r| !body.region_is_empty(r))
            });
            let args_escape = body.block_args(b).iter().any(|&a| {
                body.users(a).any(|u| {
                    let mut cur = Some(u);
                    while let Some(o) = cur {
                        if body.parent_block(o) == Some(b) {
                            return false;
                        }
                        cur = body.parent_op(o);
                    }
                    true
                })
            });
            if has_region || args_escape {
                continue;
            }
            let data = BlockData::new(body, b);
            if !clusters.iter_mut().any(|c| c.add(body, &data, &preds)) {
                clusters.push(Cluster {
                    leader: data,
                    merge: Vec::new(),
                    operands: Default::default(),
                });
            }
        }
        for cluster in clusters {
            merged |= cluster.merge(rw, &preds);
        }
    }
    merged
}
