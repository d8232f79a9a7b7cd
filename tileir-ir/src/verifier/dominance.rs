//! Dominance: per-region dominator trees (Cooper–Harvey–Kennedy) and MLIR's
//! `properlyDominates` rules for values, ops and blocks, including uses in
//! nested regions and graph regions (which have no SSA dominance: ops with
//! `Traits::GRAPH_REGION` and unregistered ops).
//!
//! `verify_dominance` is MLIR's `verifyDominanceOfContainedRegions`, with the
//! same visiting order and the same notes (`operand defined here (op in the
//! same block)`, `operand defined as a block argument (block #1 in the same
//! region)`, ...).

use super::parallel;
use super::report::Reporter;
use super::scope::{ScopeId, Scopes};
use crate::attributes::Location;
use crate::body::{Body, ValueDef};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::dialect::Traits;
use crate::ids::{BlockId, OpId, RegionId, Value};
use rustc_hash::FxHashMap;

/// Checks that every operand in `op`'s regions (of scope `s`) is dominated by
/// its definition; stops at the first violation.
pub(super) fn verify_dominance(
    ctx: &Context,
    scopes: &mut Scopes<'_>,
    report: &Reporter<'_>,
    s: ScopeId,
    op: OpId,
    walks: &mut Walks,
) -> Result<(), Diagnostic> {
    let outer = scopes.body(s);
    if outer.num_regions(op) == 0 {
        return Ok(());
    }
    let inner_scope = scopes.inner(s, op);
    let body = scopes.body(inner_scope);
    // The owner of `body`'s root regions, for graph-ness and note locations.
    let (root_graph, root_loc) = match scopes.owner(inner_scope) {
        Some((os, o)) => {
            let ob = scopes.body(os);
            (is_graph_owner(ctx, ob, o), Some(ob.op_loc(o)))
        }
        None => (false, None),
    };
    let mut info = DomInfo::new(ctx, body, root_graph);
    info.walks = std::mem::take(walks);
    let mut nested = Vec::new();
    let mut bad = info.check_regions(outer.regions(op), &mut nested);
    if bad.is_none() {
        // The ops with regions nested in the root op's body (one body when they
        // are not isolated) may be many: checked on several threads then.
        bad = if s == scopes.root() && parallel::worth_it(ctx, nested.len(), body.op_capacity()) {
            parallel::first_dominance_violation(ctx, body, root_graph, &nested)
        } else {
            info.check_nested(nested)
        };
    }
    *walks = std::mem::take(&mut info.walks);
    match bad {
        Some((o, i)) => Err(diagnose(ctx, report, body, root_loc, o, i)),
        None => Ok(()),
    }
}

/// Which block walk of [`DomInfo::check_regions`] passed each op, kept
/// from body to body of one verification (no clearing: walk numbers only
/// grow, so a mark left by another body never equals the current walk).
#[derive(Default)]
pub(super) struct Walks {
    /// Per op index, the number of the walk that passed it (0: none).
    passed: Vec<u32>,
    /// The number of the current walk.
    walk: u32,
}

/// The first operand (op and index) of the regions of `ops` and everything
/// nested in them that its definition does not dominate. The order is
/// [`verify_dominance`]'s: `ops` are visited from the last.
pub(super) fn first_violation(
    ctx: &Context,
    body: &Body,
    root_graph: bool,
    ops: &[OpId],
) -> Option<(OpId, usize)> {
    DomInfo::new(ctx, body, root_graph).check_nested(ops.to_vec())
}

/// Whether the regions of `op` are graph regions (no SSA dominance).
fn is_graph_owner(ctx: &Context, body: &Body, op: OpId) -> bool {
    match ctx.op_def(body.op_name(op)) {
        Some(def) => def.has(Traits::GRAPH_REGION),
        None => true,
    }
}

/// MLIR's `diagnoseInvalidOperandDominance`.
fn diagnose(
    ctx: &Context,
    report: &Reporter<'_>,
    body: &Body,
    root_loc: Option<Location>,
    op: OpId,
    operand: usize,
) -> Diagnostic {
    let diag = report.error(
        body,
        op,
        format!("operand #{operand} does not dominate this use"),
    );
    let value = body.operand(op, operand);
    let region1 = body.parent_block(op).and_then(|b| body.block_parent(b));
    match body.value_def(value) {
        ValueDef::Result { op: def_op, .. } => {
            let block1 = body.parent_block(op);
            let block2 = body.parent_block(def_op);
            let region2 = block2.and_then(|b| body.block_parent(b));
            let relation = if block1 == block2 {
                " (op in the same block)"
            } else if region1 == region2 {
                " (op in the same region)"
            } else if is_proper_ancestor(body, region2, region1) {
                " (op in a parent region)"
            } else if is_proper_ancestor(body, region1, region2) {
                " (op in a child region)"
            } else {
                " (op is neither in a parent nor in a child region)"
            };
            diag.with_note(
                body.op_loc(def_op),
                format!("operand defined here{relation}"),
            )
        }
        ValueDef::BlockArg { block: block2, .. } => {
            let region2 = body.block_parent(block2);
            let loc = match region2 {
                Some(r) => match body.region_parent(r) {
                    Some(p) => body.op_loc(p),
                    None => root_loc.unwrap_or_else(|| ctx.unknown_loc()),
                },
                None => ctx.unknown_loc(),
            };
            let Some(r2) = region2 else {
                return diag.with_note(loc, " (block without parent)");
            };
            let index = body
                .region_blocks(r2)
                .position(|b| b == block2)
                .unwrap_or(0);
            let relation = if region1 == region2 {
                " in the same region)"
            } else if is_proper_ancestor(body, region2, region1) {
                " in a parent region)"
            } else if is_proper_ancestor(body, region1, region2) {
                " in a child region)"
            } else {
                " neither in a parent nor in a child region)"
            };
            diag.with_note(
                loc,
                format!("operand defined as a block argument (block #{index}{relation}"),
            )
        }
    }
}

/// The region enclosing `region` (through its parent op), within the body.
fn parent_region(body: &Body, region: RegionId) -> Option<RegionId> {
    let op = body.region_parent(region)?;
    body.block_parent(body.parent_block(op)?)
}

/// Whether `ancestor` strictly encloses `region`.
fn is_proper_ancestor(body: &Body, ancestor: Option<RegionId>, region: Option<RegionId>) -> bool {
    let (Some(ancestor), Some(mut r)) = (ancestor, region) else {
        return false;
    };
    while let Some(p) = parent_region(body, r) {
        if p == ancestor {
            return true;
        }
        r = p;
    }
    false
}

/// Dominance queries within one body, with trees built on demand.
struct DomInfo<'a> {
    ctx: &'a Context,
    body: &'a Body,
    /// Whether the body's root regions are graph regions.
    root_graph: bool,
    trees: FxHashMap<RegionId, DomTree>,
    /// Position of each op in its block, for blocks marked in `ordered`.
    order: Vec<u32>,
    /// Per block (by index; a vector, as it is queried for every operand).
    ordered: Vec<bool>,
    /// An operand defined by an op the current block walk passed is
    /// defined earlier in the same block.
    walks: Walks,
}

impl<'a> DomInfo<'a> {
    fn new(ctx: &'a Context, body: &'a Body, root_graph: bool) -> DomInfo<'a> {
        DomInfo {
            ctx,
            body,
            root_graph,
            trees: FxHashMap::default(),
            order: Vec::new(),
            ordered: Vec::new(),
            walks: Walks::default(),
        }
    }

    /// Checks the operands of the ops in `regions`; pushes the ops among
    /// them whose regions are checked later (those not isolated) on `later`.
    /// Returns the first operand not dominated by its definition.
    fn check_regions(
        &mut self,
        regions: &[RegionId],
        later: &mut Vec<OpId>,
    ) -> Option<(OpId, usize)> {
        let (ctx, body) = (self.ctx, self.body);
        if self.walks.passed.len() < body.op_capacity() {
            self.walks.passed.resize(body.op_capacity(), 0);
        }
        for &r in regions {
            let ssa = self.has_ssa_dominance(r);
            for block in body.region_blocks(r) {
                let reachable = self.is_reachable(block);
                self.walks.walk += 1;
                let walk = self.walks.walk;
                for o in body.block_ops(block) {
                    if reachable {
                        for (i, v) in body.operands(o).enumerate() {
                            // Most operands are defined earlier in the same
                            // block: settled without the general walk.
                            let local = match body.value_def(v) {
                                ValueDef::BlockArg { block: b, .. } => b == block,
                                ValueDef::Result { op: d, .. } if ssa => {
                                    self.walks.passed[d.index()] == walk
                                }
                                ValueDef::Result { op: d, .. } => {
                                    d != o && body.parent_block(d) == Some(block)
                                }
                            };
                            if !local && !self.properly_dominates_value(v, o) {
                                return Some((o, i));
                            }
                        }
                    }
                    self.walks.passed[o.index()] = walk;
                    if body.num_regions(o) != 0
                        && body.child_body(o).is_none()
                        && !ctx
                            .op_def(body.op_name(o))
                            .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
                    {
                        later.push(o);
                    }
                }
            }
        }
        None
    }

    /// [`DomInfo::check_regions`] for the regions of `worklist`'s ops and
    /// everything nested in them, depth first from the last op.
    fn check_nested(&mut self, mut worklist: Vec<OpId>) -> Option<(OpId, usize)> {
        while let Some(o) = worklist.pop() {
            let regions = self.body.regions(o);
            if let Some(bad) = self.check_regions(regions, &mut worklist) {
                return Some(bad);
            }
        }
        None
    }

    fn has_ssa_dominance(&self, region: RegionId) -> bool {
        match self.body.region_parent(region) {
            Some(op) => !is_graph_owner(self.ctx, self.body, op),
            None => !self.root_graph,
        }
    }

    fn tree(&mut self, region: RegionId) -> &DomTree {
        let body = self.body;
        self.trees
            .entry(region)
            .or_insert_with(|| DomTree::build(body, region))
    }

    /// MLIR's `DominanceInfo::isReachableFromEntry`.
    fn is_reachable(&mut self, block: BlockId) -> bool {
        let Some(region) = self.body.block_parent(block) else {
            return true;
        };
        if self.body.entry_block(region) == Some(block) {
            return true;
        }
        self.tree(region).is_reachable(block)
    }

    fn properly_dominates_value(&mut self, value: Value, user: OpId) -> bool {
        match self.body.value_def(value) {
            ValueDef::BlockArg { block, .. } => match self.body.parent_block(user) {
                Some(user_block) => self.dominates_block(block, user_block),
                None => false,
            },
            ValueDef::Result { op, .. } => self.properly_dominates_op(op, user),
        }
    }

    fn dominates_block(&mut self, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_dominates_block(a, b)
    }

    fn properly_dominates_block(&mut self, a: BlockId, mut b: BlockId) -> bool {
        let Some(region_a) = self.body.block_parent(a) else {
            return false;
        };
        if a == b {
            return !self.has_ssa_dominance(region_a);
        }
        if self.body.block_parent(b) != Some(region_a) {
            match self.ancestor_block_in_region(region_a, b) {
                Some(anc) => b = anc,
                None => return false,
            }
            if a == b {
                return true;
            }
        }
        self.tree(region_a).properly_dominates(a, b)
    }

    fn properly_dominates_op(&mut self, a: OpId, mut b: OpId) -> bool {
        let (Some(a_block), Some(mut b_block)) =
            (self.body.parent_block(a), self.body.parent_block(b))
        else {
            return false;
        };
        let Some(region_a) = self.body.block_parent(a_block) else {
            return false;
        };
        if a == b {
            return !self.has_ssa_dominance(region_a);
        }
        if self.body.block_parent(b_block) != Some(region_a) {
            match self.ancestor_op_in_region(region_a, b) {
                Some(anc) => b = anc,
                None => return false,
            }
            if a == b {
                return false;
            }
            match self.body.parent_block(b) {
                Some(bb) => b_block = bb,
                None => return false,
            }
        }
        if a_block == b_block {
            if !self.has_ssa_dominance(region_a) {
                return true;
            }
            return self.is_before_in_block(a_block, a, b);
        }
        self.tree(region_a).properly_dominates(a_block, b_block)
    }

    fn is_before_in_block(&mut self, block: BlockId, a: OpId, b: OpId) -> bool {
        if self.ordered.len() <= block.index() {
            self.ordered
                .resize(self.body.block_capacity().max(block.index() + 1), false);
        }
        if !self.ordered[block.index()] {
            self.ordered[block.index()] = true;
            if self.order.len() < self.body.op_capacity() {
                self.order.resize(self.body.op_capacity(), 0);
            }
            for (i, o) in self.body.block_ops(block).enumerate() {
                self.order[o.index()] = i as u32;
            }
        }
        self.order[a.index()] < self.order[b.index()]
    }

    /// MLIR's `Region::findAncestorOpInRegion`.
    fn ancestor_op_in_region(&self, region: RegionId, mut op: OpId) -> Option<OpId> {
        loop {
            let r = self.body.block_parent(self.body.parent_block(op)?)?;
            if r == region {
                return Some(op);
            }
            op = self.body.region_parent(r)?;
        }
    }

    /// MLIR's `Region::findAncestorBlockInRegion`.
    fn ancestor_block_in_region(&self, region: RegionId, mut block: BlockId) -> Option<BlockId> {
        loop {
            let r = self.body.block_parent(block)?;
            if r == region {
                return Some(block);
            }
            block = self.body.parent_block(self.body.region_parent(r)?)?;
        }
    }
}

/// The dominator tree of one region's CFG, with DFS intervals for O(1)
/// queries. Successors are the last op's successors within the region.
struct DomTree {
    index: FxHashMap<BlockId, usize>,
    /// Pre/post numbers in the dominator tree; `None` when unreachable.
    interval: Vec<Option<(u32, u32)>>,
}

impl DomTree {
    fn build(body: &Body, region: RegionId) -> DomTree {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        let index: FxHashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let n = blocks.len();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| match body.last_op(b) {
                Some(t) => body
                    .successors(t)
                    .iter()
                    .filter_map(|s| index.get(s).copied())
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        // Reverse post-order from the entry, iteratively.
        let mut post = Vec::with_capacity(n);
        if n > 0 {
            let mut visited = vec![false; n];
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            visited[0] = true;
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                if *next < succs[b].len() {
                    let s = succs[b][*next];
                    *next += 1;
                    if !visited[s] {
                        visited[s] = true;
                        stack.push((s, 0));
                    }
                } else {
                    post.push(b);
                    stack.pop();
                }
            }
        }
        let rpo: Vec<usize> = post.iter().rev().copied().collect();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in &rpo {
            for &s in &succs[b] {
                preds[s].push(b);
            }
        }
        let idom = crate::dominance::immediate_dominators(&succs, &preds);
        // DFS intervals over the tree.
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in rpo.iter().skip(1) {
            if idom[b] != usize::MAX {
                children[idom[b]].push(b);
            }
        }
        let mut interval = vec![None; n];
        if n > 0 {
            let mut counter = 0u32;
            let mut pre = vec![0u32; n];
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            pre[0] = counter;
            counter += 1;
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                if *next < children[b].len() {
                    let c = children[b][*next];
                    *next += 1;
                    pre[c] = counter;
                    counter += 1;
                    stack.push((c, 0));
                } else {
                    interval[b] = Some((pre[b], counter));
                    counter += 1;
                    stack.pop();
                }
            }
        }
        DomTree { index, interval }
    }

    fn node(&self, b: BlockId) -> Option<(u32, u32)> {
        self.index.get(&b).and_then(|&i| self.interval[i])
    }

    fn is_reachable(&self, b: BlockId) -> bool {
        self.node(b).is_some()
    }

    /// LLVM's `DominatorTree::properlyDominates`: unreachable blocks are
    /// dominated by everything and dominate nothing.
    fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let Some(nb) = self.node(b) else {
            return true;
        };
        let Some(na) = self.node(a) else {
            return false;
        };
        na.0 <= nb.0 && nb.1 <= na.1
    }
}
