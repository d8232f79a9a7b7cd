//! `cse`: common sub-expression elimination, as MLIR 22's `CSE` pass does
//! it, so the output is byte-identical to mlir-opt's.
//!
//! The algorithm (upstream `mlir/lib/Transforms/CSE.cpp`): walk each region
//! in dominance order (a single block directly; several blocks along the
//! dominator tree, unreachable blocks skipped) with a scoped table of the
//! ops seen so far, keyed by op equivalence. An op's regions are walked
//! before the op itself, in the enclosing scope, or in a fresh table when
//! the op might be isolated from above (an isolated or unregistered op).
//! Then, for each op that is not a terminator:
//! - trivially dead (unused, no effects but reads or allocations of its own
//!   results): erased ("DCE'd");
//! - with a region of several blocks: left alone;
//! - free of memory effects: replaced by an equivalent op in scope;
//! - with read effects only: replaced by an equivalent op in scope in the
//!   same block, when no op between the two may write (has a write effect,
//!   itself or nested in it, or effects not stated);
//! - otherwise left alone (unregistered ops always are).
//!
//! Equivalence is MLIR's `OperationEquivalence` ignoring locations: the
//! same name, discardable attributes, properties and result types, the same
//! operands (in any order for a commutative op), and regions equal block by
//! block and op by op, values inside them matched up as they are defined.
//!
//! Replacement redirects every use and erases the duplicate at the end; in a
//! graph region (a module's body, an unregistered op's single block) only
//! the uses by ops not in the table move, and the duplicate goes only if no
//! use is left. A duplicate with a known location gives it to a kept op whose
//! location is unknown.
//!
//! Where this differs from upstream, it is in what no dialect here reaches:
//! two isolated ops are never found equivalent (their regions live in
//! bodies of their own), and the scan for writes between two reads uses
//! per-block counts rather than upstream's cache.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus, StatisticDef};
use crate::run::RunContext;
use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use tileir_ir::dialect::Traits;
use tileir_ir::dominance::DomTree;
use tileir_ir::effects;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{BlockId, Body, Context, OpId, RegionId, Value, ValueDef};

pub const INFO: PassInfo = PassInfo {
    argument: "cse",
    name: "CSE",
    summary: "Eliminate common sub-expressions",
    anchor: PassAnchor::Any,
    statistics: &[
        StatisticDef {
            name: "num-cse'd",
            description: "Number of operations CSE'd",
        },
        StatisticDef {
            name: "num-dce'd",
            description: "Number of operations DCE'd",
        },
    ],
    // tileiras's cleanup passes keep its scheduling analyses (the seeds).
    preserves: crate::passes::upstream::SCHEDULE_CLEANUP_PRESERVES,
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(CsePass::default()))
}

/// The pass, with its statistics summed over every op it ran on.
#[derive(Default)]
pub struct CsePass {
    num_cse: AtomicU64,
    num_dce: AtomicU64,
}

impl CsePass {
    /// (ops CSE'd, ops DCE'd) so far, counted as upstream counts them.
    pub fn statistics(&self) -> (u64, u64) {
        (
            self.num_cse.load(Ordering::Relaxed),
            self.num_dce.load(Ordering::Relaxed),
        )
    }
}

/// MLIR's `DominanceInfo` as an analysis of the anchor: upstream's CSE asks
/// for it first thing, so timing reports show it under the pass; the walk
/// builds its dominator trees itself, one per region as it needs them.
pub struct DominanceInfo;

impl crate::analysis::Analysis for DominanceInfo {
    const NAME: &'static str = "DominanceInfo";
    fn compute(_: &OpHandle<'_>) -> DominanceInfo {
        DominanceInfo
    }
}

impl Pass for CsePass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        am.get::<DominanceInfo>(op);
        let ctx = cx.ctx;
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(op.storage().regions(op.op()));
        let owner = RegionOwner::of(ctx, op.storage(), op.op());
        let mut counts = Counts::default();
        let mut rw = Rewriter::new(ctx, op.body_mut());
        simplify_body(&mut rw, &regions, owner, &mut counts);
        self.num_cse.fetch_add(counts.cse, Ordering::Relaxed);
        self.num_dce.fetch_add(counts.dce, Ordering::Relaxed);
        // Upstream: no op erased, nothing changed as far as analyses go.
        if !counts.erased {
            return Ok(PreservedAnalyses::all());
        }
        Ok(PreservedAnalyses::none()
            .preserve("DominanceInfo")
            .preserve("PostDominanceInfo"))
    }
}

#[derive(Default)]
struct Counts {
    cse: u64,
    dce: u64,
    erased: bool,
}

/// What decides whether a body's root regions have SSA dominance: the op
/// owning them, which lives in the enclosing body.
#[derive(Clone, Copy)]
struct RegionOwner {
    registered: bool,
    graph: bool,
}

impl RegionOwner {
    fn of(ctx: &Context, body: &Body, op: OpId) -> RegionOwner {
        let def = ctx.op_def(body.op_name(op));
        RegionOwner {
            registered: def.is_some(),
            graph: def.is_some_and(|d| d.has(Traits::GRAPH_REGION)),
        }
    }
}

/// Runs CSE over `regions` of the body `rw` holds (and, through isolated
/// ops, the bodies nested in it), then erases what it marked.
fn simplify_body(
    rw: &mut Rewriter<'_>,
    regions: &[RegionId],
    owner: RegionOwner,
    counts: &mut Counts,
) {
    rw.body().warm_cache();
    let mut walk = Walk {
        ctx: rw.ctx,
        tables: vec![KnownOps::with_room(rw.body().op_capacity())],
        trees: Vec::new(),
        to_erase: Vec::new(),
        writers: None,
        root_owner: owner,
    };
    let mut stack: Vec<Task> = regions
        .iter()
        .rev()
        .map(|&region| Task::Region { region, table: 0 })
        .collect();
    while let Some(task) = stack.pop() {
        walk.step(rw, task, &mut stack, counts);
    }
    counts.erased |= !walk.to_erase.is_empty();
    for op in walk.to_erase {
        rw.erase_op(op);
    }
}

/// One step of the walk (upstream's recursion, made iterative).
enum Task {
    /// Walk a region with `table` (a single block, or its dominator tree).
    Region {
        region: RegionId,
        table: usize,
    },
    /// Visit the ops of a block from `next` on.
    Block {
        next: Option<OpId>,
        ssa: bool,
        table: usize,
    },
    /// A node of a dominator tree: its block in a new scope, then its
    /// children from `child` on.
    DomNode {
        tree: usize,
        block: BlockId,
        child: usize,
        entered: bool,
        table: usize,
    },
    /// The regions of `op` are done: simplify the op itself.
    Simplify {
        op: OpId,
        ssa: bool,
        table: usize,
    },
    PopScope {
        table: usize,
    },
    /// Drop the fresh table of an op that might be isolated from above.
    PopTable,
}

struct Walk<'c> {
    ctx: &'c Context,
    /// The scoped tables: the body's, and one per op that might be isolated
    /// from above being walked.
    tables: Vec<KnownOps>,
    trees: Vec<DomTree>,
    to_erase: Vec<OpId>,
    /// Per op (by index): how many ops before it in its block may write.
    /// Computed per block when a read-only op first needs it.
    writers: Option<Writers>,
    root_owner: RegionOwner,
}

impl Walk<'_> {
    fn step(
        &mut self,
        rw: &mut Rewriter<'_>,
        task: Task,
        stack: &mut Vec<Task>,
        counts: &mut Counts,
    ) {
        match task {
            Task::Region { region, table } => {
                let body = rw.body();
                let Some(entry) = body.entry_block(region) else {
                    return;
                };
                if body.next_block(entry).is_none() {
                    let ssa = self.has_ssa_dominance(body, region);
                    self.tables[table].push_scope();
                    stack.push(Task::PopScope { table });
                    stack.push(Task::Block {
                        next: body.first_op(entry),
                        ssa,
                        table,
                    });
                } else {
                    // Regions of several blocks always have SSA dominance.
                    self.trees.push(DomTree::build(body, region));
                    stack.push(Task::DomNode {
                        tree: self.trees.len() - 1,
                        block: entry,
                        child: 0,
                        entered: false,
                        table,
                    });
                }
            }
            Task::DomNode {
                tree,
                block,
                child,
                entered,
                table,
            } => {
                if !entered {
                    self.tables[table].push_scope();
                    stack.push(Task::DomNode {
                        tree,
                        block,
                        child,
                        entered: true,
                        table,
                    });
                    stack.push(Task::Block {
                        next: rw.body().first_op(block),
                        ssa: true,
                        table,
                    });
                } else if let Some(&next) = self.trees[tree].children(block).get(child) {
                    stack.push(Task::DomNode {
                        tree,
                        block,
                        child: child + 1,
                        entered: true,
                        table,
                    });
                    stack.push(Task::DomNode {
                        tree,
                        block: next,
                        child: 0,
                        entered: false,
                        table,
                    });
                } else {
                    self.tables[table].pop_scope();
                }
            }
            Task::Block { next, ssa, table } => {
                let Some(op) = next else {
                    return;
                };
                let body = rw.body();
                stack.push(Task::Block {
                    next: body.next_op(op),
                    ssa,
                    table,
                });
                if body.num_regions(op) == 0 {
                    self.simplify_op(rw, op, ssa, table, counts);
                    return;
                }
                if body.child_body(op).is_some() {
                    // An isolated op: its body on its own, then the op.
                    let owner = RegionOwner::of(self.ctx, body, op);
                    let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.regions(op));
                    if let Some(mut nested) = rw.nested(op) {
                        simplify_body(&mut nested, &regions, owner, counts);
                    }
                    self.simplify_op(rw, op, ssa, table, counts);
                    return;
                }
                stack.push(Task::Simplify { op, ssa, table });
                let def = self.ctx.op_def(body.op_name(op));
                // An unregistered op might be isolated from above.
                let region_table = if def.is_none_or(|d| d.is_isolated()) {
                    self.tables.push(KnownOps::default());
                    stack.push(Task::PopTable);
                    self.tables.len() - 1
                } else {
                    table
                };
                for &region in body.regions(op).iter().rev() {
                    stack.push(Task::Region {
                        region,
                        table: region_table,
                    });
                }
            }
            Task::Simplify { op, ssa, table } => self.simplify_op(rw, op, ssa, table, counts),
            Task::PopScope { table } => self.tables[table].pop_scope(),
            Task::PopTable => {
                self.tables.pop();
            }
        }
    }

    /// MLIR's `DominanceInfo::hasSSADominance` for a region of this body.
    fn has_ssa_dominance(&self, body: &Body, region: RegionId) -> bool {
        let several_blocks = body
            .entry_block(region)
            .is_some_and(|b| body.next_block(b).is_some());
        if several_blocks {
            return true;
        }
        let owner = match body.region_parent(region) {
            Some(op) => RegionOwner::of(self.ctx, body, op),
            None => self.root_owner,
        };
        owner.registered && !owner.graph
    }

    /// Upstream's `simplifyOperation`.
    fn simplify_op(
        &mut self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        ssa: bool,
        table: usize,
        counts: &mut Counts,
    ) {
        let (ctx, body) = (self.ctx, rw.body());
        if ctx
            .op_def(body.op_name(op))
            .is_some_and(|d| d.has(Traits::TERMINATOR))
        {
            return;
        }
        if effects::is_op_trivially_dead(ctx, body, op) {
            self.to_erase.push(op);
            counts.dce += 1;
            return;
        }
        let inner = body.region_body(op);
        let several_blocks = body.regions(op).iter().any(|&r| {
            inner
                .entry_block(r)
                .is_some_and(|b| inner.next_block(b).is_some())
        });
        if several_blocks {
            return;
        }
        let effect_free = effects::is_memory_effect_free(ctx, body, op);
        if !effect_free && !effects::only_reads(ctx, body, op) {
            return;
        }
        let hash = op_hash(ctx, body, op);
        let existing = self.tables[table].lookup(hash, |known| equivalent(ctx, body, known, op));
        if !effect_free {
            if let Some(existing) = existing {
                if body.parent_block(existing) == body.parent_block(op)
                    && !self.writes_between(ctx, body, existing, op)
                {
                    self.replace(rw, op, existing, ssa, table);
                    counts.cse += 1;
                    return;
                }
            }
            self.tables[table].insert(hash, op);
            return;
        }
        match existing {
            Some(existing) => {
                self.replace(rw, op, existing, ssa, table);
                // Upstream counts a CSE'd effect-free op twice.
                counts.cse += 2;
            }
            None => self.tables[table].insert(hash, op),
        }
    }

    /// Upstream's `replaceUsesAndDelete`.
    fn replace(
        &mut self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        existing: OpId,
        ssa: bool,
        table: usize,
    ) {
        let results: SmallVec<[(Value, Value); 2]> = {
            let body = rw.body();
            body.results(op).zip(body.results(existing)).collect()
        };
        if ssa {
            // No use of `op` was visited yet: every use moves.
            for &(from, to) in &results {
                rw.replace_all_uses_with(from, to);
            }
            self.to_erase.push(op);
        } else {
            // In a graph region, uses by ops already in the table stay.
            let ctx = self.ctx;
            let known = &self.tables[table];
            for &(from, to) in &results {
                rw.replace_uses_if(from, to, |body, operand| {
                    let owner = body.operand_owner(operand);
                    !known.contains(op_hash(ctx, body, owner), |k| {
                        equivalent(ctx, body, k, owner)
                    })
                });
            }
            let body = rw.body();
            if body.results(op).all(|v| body.use_empty(v)) {
                self.to_erase.push(op);
            }
        }
        let unknown = self.ctx.unknown_loc();
        let (kept, dropped) = (rw.body().op_loc(existing), rw.body().op_loc(op));
        if kept == unknown && dropped != unknown {
            rw.modify_op_in_place(existing, |body| body.set_op_loc(existing, dropped));
        }
    }

    /// Whether an op strictly between `from` and `to` (same block, `from`
    /// first) may write.
    fn writes_between(&mut self, ctx: &Context, body: &Body, from: OpId, to: OpId) -> bool {
        let writers = self.writers.get_or_insert_with(Writers::default);
        let block = body
            .parent_block(to)
            .expect("ops being simplified are in blocks");
        writers.count(ctx, body, block, to)
            > writers.count(ctx, body, block, from) + u32::from(effects::may_write(ctx, body, from))
    }
}

/// For ops of the blocks asked about: how many ops before each in its block
/// may write.
#[derive(Default)]
struct Writers {
    before: FxHashMap<OpId, u32>,
    done: rustc_hash::FxHashSet<BlockId>,
}

impl Writers {
    fn count(&mut self, ctx: &Context, body: &Body, block: BlockId, op: OpId) -> u32 {
        if self.done.insert(block) {
            let mut n = 0;
            for o in body.block_ops(block) {
                self.before.insert(o, n);
                n += u32::from(effects::may_write(ctx, body, o));
            }
        }
        self.before[&op]
    }
}

/// A scoped table of ops by equivalence (LLVM's `ScopedHashTable` as CSE
/// uses it): a lookup finds the most recent equivalent op of an open scope.
#[derive(Default)]
struct KnownOps {
    buckets: FxHashMap<u64, SmallVec<[OpId; 1]>>,
    /// The hash of every insertion, in order, and where each scope starts.
    log: Vec<u64>,
    scopes: Vec<usize>,
}

impl KnownOps {
    /// A table with room for `ops` entries: a body's table sized once by
    /// the ops it holds, instead of growing (rehashing) as they come.
    fn with_room(ops: usize) -> KnownOps {
        KnownOps {
            buckets: FxHashMap::with_capacity_and_hasher(ops, Default::default()),
            log: Vec::with_capacity(ops),
            scopes: Vec::new(),
        }
    }

    fn push_scope(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn pop_scope(&mut self) {
        let start = self.scopes.pop().unwrap_or(0);
        while self.log.len() > start {
            let hash = self.log.pop().expect("longer than start");
            if let Some(bucket) = self.buckets.get_mut(&hash) {
                bucket.pop();
                if bucket.is_empty() {
                    self.buckets.remove(&hash);
                }
            }
        }
    }

    fn insert(&mut self, hash: u64, op: OpId) {
        self.buckets.entry(hash).or_default().push(op);
        self.log.push(hash);
    }

    fn lookup(&self, hash: u64, mut equal: impl FnMut(OpId) -> bool) -> Option<OpId> {
        let bucket = self.buckets.get(&hash)?;
        bucket.iter().rev().copied().find(|&k| equal(k))
    }

    fn contains(&self, hash: u64, equal: impl FnMut(OpId) -> bool) -> bool {
        self.lookup(hash, equal).is_some()
    }
}

fn is_commutative(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.has(Traits::COMMUTATIVE))
}

/// The operands of a commutative op in upstream's canonical order: block
/// arguments first (by block, then position), then op results.
fn sorted_operands(body: &Body, op: OpId) -> SmallVec<[Value; 4]> {
    let mut operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    operands.sort_by_key(|&v| match body.value_def(v) {
        ValueDef::BlockArg { block, index } => (0, block.index(), index as usize),
        ValueDef::Result { .. } => (1, v.index(), 0),
    });
    operands
}

/// A hash consistent with [`equivalent`] (MLIR's `computeHash` ignoring
/// locations and results): equivalent ops hash alike.
fn op_hash(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let mut h = FxHasher::default();
    body.op_name(op).hash(&mut h);
    body.attr_dict(op).hash(&mut h);
    body.props(op).hash(&mut h);
    for v in body.results(op) {
        body.value_type(v).hash(&mut h);
    }
    if is_commutative(ctx, body, op) {
        // Any order that ignores the operands' positions will do for the
        // hash (equivalent ops have the same operands): the ids sorted.
        let mut ids: SmallVec<[usize; 4]> = body.operands(op).map(|v| v.index()).collect();
        ids.sort_unstable();
        ids.hash(&mut h);
    } else {
        for v in body.operands(op) {
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// Values and blocks of the left-hand op matched to the right-hand one's.
#[derive(Default)]
struct Matching {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl Matching {
    /// Upstream's `blocksMap.insert`: a block is matched to one block only.
    fn match_blocks(&mut self, l: BlockId, r: BlockId) -> bool {
        *self.blocks.entry(l).or_insert(r) == r
    }
}

/// Compares what upstream's `isEquivalentTo` compares of one op pair
/// before their regions: name, attributes, properties, counts, operands
/// (through `m` for values defined inside compared regions) and result
/// types; with `mark`, the results are matched up for later operands.
fn same_op(ctx: &Context, body: &Body, l: OpId, r: OpId, m: &mut Matching, mark: bool) -> bool {
    if body.op_name(l) != body.op_name(r)
        || body.attr_dict(l) != body.attr_dict(r)
        || body.num_regions(l) != body.num_regions(r)
        || body.successors(l).len() != body.successors(r).len()
        || body.num_operands(l) != body.num_operands(r)
        || body.num_results(l) != body.num_results(r)
        || body.props(l) != body.props(r)
    {
        return false;
    }
    let operand_ok = |a: Value, b: Value, m: &Matching| {
        a == b || (body.value_type(a) == body.value_type(b) && m.values.get(&a) == Some(&b))
    };
    if is_commutative(ctx, body, l) {
        let (ls, rs) = (sorted_operands(body, l), sorted_operands(body, r));
        if !ls.iter().zip(&rs).all(|(&a, &b)| operand_ok(a, b, m)) {
            return false;
        }
    } else if !body
        .operands(l)
        .zip(body.operands(r))
        .all(|(a, b)| operand_ok(a, b, m))
    {
        return false;
    }
    for (a, b) in body.results(l).zip(body.results(r)) {
        if body.value_type(a) != body.value_type(b) {
            return false;
        }
        if mark {
            m.values.insert(a, b);
        }
    }
    true
}

/// MLIR's `OperationEquivalence::isEquivalentTo` ignoring locations, for
/// two ops of one body; iterative over nested regions.
fn equivalent(ctx: &Context, body: &Body, l: OpId, r: OpId) -> bool {
    if l == r {
        return true;
    }
    let has_regions = body.num_regions(l) != 0;
    let mut m = Matching::default();
    if !same_op(ctx, body, l, r, &mut m, has_regions) {
        return false;
    }
    if !has_regions {
        return true;
    }
    if body.child_body(l).is_some() || body.child_body(r).is_some() {
        // Regions in bodies of their own: not compared (see the module doc).
        return false;
    }
    enum Frame {
        Regions { l: OpId, r: OpId, next: usize },
        Blocks(Option<BlockId>, Option<BlockId>),
        Ops(Option<OpId>, Option<OpId>),
        Successors(OpId, OpId),
    }
    let mut stack = vec![Frame::Regions { l, r, next: 0 }];
    while let Some(frame) = stack.pop() {
        match frame {
            Frame::Regions { l, r, next } => {
                if let (Some(&lr), Some(&rr)) =
                    (body.regions(l).get(next), body.regions(r).get(next))
                {
                    stack.push(Frame::Regions {
                        l,
                        r,
                        next: next + 1,
                    });
                    stack.push(Frame::Blocks(body.entry_block(lr), body.entry_block(rr)));
                }
            }
            Frame::Blocks(None, None) | Frame::Ops(None, None) => {}
            Frame::Blocks(Some(lb), Some(rb)) => {
                stack.push(Frame::Blocks(body.next_block(lb), body.next_block(rb)));
                let (la, ra) = (body.block_args(lb), body.block_args(rb));
                if la.len() != ra.len() || !m.match_blocks(lb, rb) {
                    return false;
                }
                for (&a, &b) in la.iter().zip(ra) {
                    if body.value_type(a) != body.value_type(b) {
                        return false;
                    }
                    m.values.insert(a, b);
                }
                stack.push(Frame::Ops(body.first_op(lb), body.first_op(rb)));
            }
            Frame::Ops(Some(lo), Some(ro)) => {
                stack.push(Frame::Ops(body.next_op(lo), body.next_op(ro)));
                if !same_op(ctx, body, lo, ro, &mut m, true) {
                    return false;
                }
                if body.child_body(lo).is_some() || body.child_body(ro).is_some() {
                    return false;
                }
                stack.push(Frame::Successors(lo, ro));
                stack.push(Frame::Regions {
                    l: lo,
                    r: ro,
                    next: 0,
                });
            }
            Frame::Successors(lo, ro) => {
                for (&a, &b) in body.successors(lo).iter().zip(body.successors(ro)) {
                    if !m.match_blocks(a, b) {
                        return false;
                    }
                }
            }
            // One side has more blocks or ops than the other.
            Frame::Blocks(..) | Frame::Ops(..) => return false,
        }
    }
    true
}
