//! `sccp`: sparse conditional constant propagation, as MLIR 22's `SCCP`
//! pass (upstream `mlir/lib/Transforms/SCCP.cpp` over the dataflow
//! framework's `DeadCodeAnalysis` and `SparseConstantPropagation`).
//!
//! The analysis computes, for every value under the op, a lattice value
//! (not yet known, one constant of one dialect, or unknown) and which
//! blocks can execute, together to their least fixpoint:
//! - an op in a live block is evaluated by its fold hook over its operands'
//!   constants once none of them is "not yet known"; an op with regions or
//!   without a folder gives unknown results;
//! - branches (`cf.br`, `cf.cond_br`, `cf.switch`) make live only the
//!   successors their constant operands select, and a block argument joins
//!   the operands of its live incoming edges;
//! - region ops (those with a `RegionBranchOpInterface`: `scf.if`,
//!   `scf.for`, `scf.while`, ...) enter the regions their constant operands
//!   select, and region arguments and results join what their live
//!   predecessors forward, as the interface says (what no predecessor
//!   forwards, like a loop's induction variable, is unknown); other region
//!   ops have all regions live with unknown arguments and results;
//! - calls (`func.call`) to a function of the scope make it live; a
//!   private function whose every use is a call gets its arguments from
//!   the live calls, others get unknown ones; a call's results join the
//!   function's live returns.
//!
//! Then every value with a constant lattice is replaced by a constant the
//! constant's dialect materializes, uniqued per insertion region at the
//! front of its entry block (MLIR's `OperationFolder`, unknown location),
//! visiting blocks in upstream's order, and an op whose results were all
//! replaced is erased when it would be trivially dead.
//!
//! Region-branch semantics come from the ops' interfaces; branch and call
//! semantics are those of the ops named here, standing in for interfaces
//! `tileir_ir::dialect::Interfaces` does not declare yet; folding goes
//! through the ops' fold hooks.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::passes::symbols::{self, Visibility};
use crate::run::RunContext;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use tileir_ir::attributes::{AttrData, DenseData};
use tileir_ir::fold::FoldResult;
use tileir_ir::region_branch::{self, RegionSuccessor};
use tileir_ir::rewriter::{InsertPoint, Rewriter};
use tileir_ir::walk::for_each_body_mut;
use tileir_ir::{Attribute, BlockId, Body, Context, OpId, RegionId, Type, TypeData, Value};

pub const INFO: PassInfo = PassInfo {
    argument: "sccp",
    name: "SCCP",
    summary: "Sparse Conditional Constant Propagation",
    anchor: PassAnchor::Any,
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(SccpPass))
}

pub struct SccpPass;

impl Pass for SccpPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let anchor = op.op();
        let (constants, updates) = {
            let mut solver = Solver::new(ctx, op.storage(), anchor, cx.has_parent());
            solver.run();
            let updates = solver.take_updates();
            (solver.into_constants(), updates)
        };
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(op.storage().regions(anchor));
        for_each_body_mut(op.body_mut(), &regions, &mut |body, roots, _| {
            apply_updates(ctx, body, &updates);
            let key = body as *const Body as usize;
            if let Some(values) = constants.get(&key) {
                rewrite(ctx, body, roots, values);
            }
        });
        // Upstream keeps nothing, changed or not.
        Ok(PreservedAnalyses::none())
    }
}

// ----- the lattice -----

/// MLIR's `ConstantValue` lattice.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Lat {
    Uninit,
    /// A constant, with the dialect of the op that produced it.
    Const(Attribute, &'static str),
    Unknown,
}

impl Lat {
    /// Upstream's `ConstantValue::join`: constants are equal by their
    /// attribute alone (a poison from `ub.poison` and one folded by arith
    /// agree), the one already held is kept.
    fn join(self, other: Lat) -> Lat {
        match (self, other) {
            (Lat::Uninit, x) | (x, Lat::Uninit) => x,
            (Lat::Const(a, d), Lat::Const(b, _)) if a == b => Lat::Const(a, d),
            _ => Lat::Unknown,
        }
    }
}

/// A body under the pass's op: index into [`Solver::bodies`].
pub(crate) type B = usize;

/// What the rewrite needs: the constant of each value, per body (keyed by
/// the body's address, stable while bodies move between boxes).
type Constants = FxHashMap<usize, FxHashMap<Value, (Attribute, &'static str)>>;

/// The in-place changes of folders, per body (keyed as [`Constants`]).
pub(crate) type Updates = FxHashMap<usize, Vec<(OpId, tileir_ir::fold::Update)>>;

/// Applies the folders' changes to the ops of one body.
pub(crate) fn apply_updates(ctx: &Context, body: &mut Body, updates: &Updates) {
    let key = body as *const Body as usize;
    for (op, update) in updates.get(&key).into_iter().flatten() {
        update.apply(ctx, body, *op);
    }
}

/// A function of the scope: where its body is and who may call it.
pub(crate) struct Callable {
    pub(crate) body: B,
    /// The body holding the symbol table's ops (where callees are found).
    table: B,
    /// The `func.func` op, in `table`.
    pub(crate) op: OpId,
    /// Calls can come from outside the scope or through other uses.
    pub(crate) unknown_callers: bool,
    /// Its symbol is used other than as a call's callee.
    pub(crate) other_uses: bool,
    /// Live call sites seen so far.
    pub(crate) calls: Vec<(B, OpId)>,
}

/// The solver, which `remove-dead-values`'s liveness analysis
/// ([`super::liveness`]) also runs for the blocks that execute and the
/// calls that reach each function (MLIR's `DeadCodeAnalysis`, which
/// upstream's liveness loads with constant propagation).
pub(crate) struct Solver<'a> {
    ctx: &'a Context,
    pub(crate) bodies: Vec<&'a Body>,
    /// Root regions of each body (the owner's regions).
    pub(crate) roots: Vec<SmallVec<[RegionId; 2]>>,
    lat: FxHashMap<(B, Value), Lat>,
    live: FxHashSet<(B, BlockId)>,
    /// Functions by (body holding the symbol table's ops, name).
    functions: FxHashMap<(B, Vec<u8>), usize>,
    pub(crate) callables: Vec<Callable>,
    /// The callable whose body is this one.
    pub(crate) callable_of_body: FxHashMap<B, usize>,
    worklist: Vec<(B, OpId)>,
    queued: FxHashSet<(B, OpId)>,
    /// The changes folders made to the ops they folded to results (see
    /// [`Solver::take_updates`]).
    updates: FxHashMap<(B, OpId), tileir_ir::fold::Update>,
    names: Names,
}

struct Names {
    call: tileir_ir::OpName,
    func: tileir_ir::OpName,
    ret: tileir_ir::OpName,
    br: tileir_ir::OpName,
    cond_br: tileir_ir::OpName,
    switch: tileir_ir::OpName,
}

impl<'a> Solver<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        storage: &'a Body,
        anchor: OpId,
        has_parent: bool,
    ) -> Solver<'a> {
        let names = Names {
            call: ctx.op_name("func.call"),
            func: ctx.op_name("func.func"),
            ret: ctx.op_name("func.return"),
            br: ctx.op_name("cf.br"),
            cond_br: ctx.op_name("cf.cond_br"),
            switch: ctx.op_name("cf.switch"),
        };
        let mut s = Solver {
            ctx,
            bodies: vec![storage.region_body(anchor)],
            roots: vec![SmallVec::from_slice(storage.regions(anchor))],
            lat: FxHashMap::default(),
            live: FxHashSet::default(),
            functions: FxHashMap::default(),
            callables: Vec::new(),
            callable_of_body: FxHashMap::default(),
            worklist: Vec::new(),
            queued: FxHashSet::default(),
            updates: FxHashMap::default(),
            names,
        };
        s.discover(storage, anchor, has_parent);
        s
    }

    /// Finds the bodies under the op and the functions of its symbol
    /// tables (breadth-first over bodies; order does not matter).
    fn discover(&mut self, storage: &'a Body, anchor: OpId, has_parent: bool) {
        let ctx = self.ctx;
        let mut b = 0;
        // The bodies of symbol tables, with whether all uses of their
        // symbols are visible (MLIR's `walkSymbolTables`): the top one's
        // when it has no parent, or is no symbol or a private one; a nested
        // table's when its table's are, or it is no symbol or a private one.
        let mut tables: FxHashMap<B, bool> = FxHashMap::default();
        let hidden = |body: &Body, o: OpId| {
            !symbols::is_symbol(ctx, body, o)
                || symbols::visibility(ctx, body, o) == Visibility::Private
        };
        if symbols::is_symbol_table(ctx, storage, anchor) {
            tables.insert(0, !has_parent || hidden(storage, anchor));
        }
        while b < self.bodies.len() {
            let body = self.bodies[b];
            let roots = self.roots[b].clone();
            let mut ops = Vec::new();
            for &r in &roots {
                body.walk_region_preorder(r, |o| ops.push(o));
            }
            for o in ops {
                if let Some(child) = body.child_body(o) {
                    let idx = self.bodies.len();
                    self.bodies.push(child);
                    self.roots.push(SmallVec::from_slice(body.regions(o)));
                    let directly_in = body.parent_op(o).is_none();
                    let table = tables.get(&b).copied().filter(|_| directly_in);
                    if symbols::is_symbol_table(ctx, body, o) {
                        // Inside a non-table op, nested symbols are hidden.
                        let visible = table.is_none_or(|v| v || hidden(body, o));
                        tables.insert(idx, visible);
                    }
                    // A function directly in a symbol table of the scope:
                    // callers unknown when public, or nested in a table
                    // whose uses are not all visible.
                    if let (true, Some(visible)) = (body.op_name(o) == self.names.func, table) {
                        let public = match symbols::visibility(ctx, body, o) {
                            Visibility::Public => true,
                            Visibility::Nested => !visible,
                            Visibility::Private => false,
                        };
                        if let Some(name) = symbols::sym_name(ctx, body, o) {
                            let c = self.callables.len();
                            self.callables.push(Callable {
                                body: idx,
                                table: b,
                                op: o,
                                unknown_callers: public,
                                other_uses: false,
                                calls: Vec::new(),
                            });
                            self.callable_of_body.insert(idx, c);
                            self.functions.insert((b, name.to_vec()), c);
                        }
                    }
                }
            }
            b += 1;
        }
        // Any use of a function's symbol but a call's callee means unknown
        // callers.
        for b in 0..self.bodies.len() {
            let body = self.bodies[b];
            let mut ops = Vec::new();
            for &r in &self.roots[b] {
                body.walk_region_preorder(r, |o| ops.push(o));
            }
            for o in ops {
                let is_call = self.is_symbol_call(body, o);
                let callee = is_call.then(|| self.callee_attr(body, o)).flatten();
                symbols::for_each_symbol_ref(ctx, body, o, |root, nested| {
                    if is_call && nested.is_empty() && Some(root) == callee {
                        return;
                    }
                    let name = ctx.str(root).as_bytes().to_vec();
                    for t in tables.keys() {
                        if let Some(&c) = self.functions.get(&(*t, name.clone())) {
                            self.callables[c].unknown_callers = true;
                            self.callables[c].other_uses = true;
                        }
                    }
                });
            }
        }
    }

    /// Whether `op` calls a function by name (`func.call`, or any op whose
    /// `CallOpInterface` names its callee by symbol). A call that is also a
    /// branch (`llvm.invoke`) is not one here: its successors must still be
    /// visited as a branch's.
    fn is_symbol_call(&self, body: &Body, op: OpId) -> bool {
        let ctx = self.ctx;
        body.op_name(op) == self.names.call
            || body.successors(op).is_empty()
                && tileir_ir::call::call_interface(ctx, body, op).is_some_and(|ci| {
                    matches!(
                        (ci.callee)(tileir_ir::dialect::OpRef { ctx, body, op }),
                        Some(tileir_ir::call::Callee::Symbol(_))
                    )
                })
    }

    fn callee_attr(&self, body: &Body, op: OpId) -> Option<tileir_ir::Symbol> {
        let a = body.attr(self.ctx, op, "callee")?;
        match self.ctx.attr_data(a) {
            AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
            _ => None,
        }
    }

    fn get(&self, b: B, v: Value) -> Lat {
        self.lat.get(&(b, v)).copied().unwrap_or(Lat::Uninit)
    }

    /// Joins `new` into `v`'s lattice; on a change, its users are queued.
    fn join(&mut self, b: B, v: Value, new: Lat) {
        let old = self.get(b, v);
        let joined = old.join(new);
        if joined != old {
            self.lat.insert((b, v), joined);
            let body = self.bodies[b];
            for user in body.users(v) {
                self.enqueue(b, user);
            }
            // A function's argument or result feeds other bodies: handled
            // by queuing the ops reading them there (returns, calls).
        }
    }

    fn enqueue(&mut self, b: B, op: OpId) {
        if self.queued.insert((b, op)) {
            self.worklist.push((b, op));
        }
    }

    fn mark_live(&mut self, b: B, block: BlockId) {
        if self.live.insert((b, block)) {
            let body = self.bodies[b];
            let ops: Vec<OpId> = body.block_ops(block).collect();
            for o in ops {
                self.enqueue(b, o);
            }
        }
    }

    /// Whether `block` of body `b` executes.
    pub(crate) fn is_live(&self, b: B, block: BlockId) -> bool {
        self.live.contains(&(b, block))
    }

    pub(crate) fn run(&mut self) {
        // The op's own regions: live, arguments unknown.
        let roots = self.roots[0].clone();
        self.enter_unknown(0, &roots);
        // Bodies of functions anything may call, and of other isolated ops
        // (modules, unknown ops): live, arguments unknown.
        for b in 1..self.bodies.len() {
            let known = self
                .callable_of_body
                .get(&b)
                .is_some_and(|&c| !self.callables[c].unknown_callers);
            if !known {
                let roots = self.roots[b].clone();
                self.enter_unknown(b, &roots);
            }
        }
        while let Some((b, op)) = self.worklist.pop() {
            self.queued.remove(&(b, op));
            let body = self.bodies[b];
            if body
                .parent_block(op)
                .is_some_and(|blk| self.is_live(b, blk))
            {
                self.visit(b, op);
            }
        }
    }

    /// Regions entered from nowhere known: entry blocks live, their
    /// arguments unknown.
    fn enter_unknown(&mut self, b: B, regions: &[RegionId]) {
        let body = self.bodies[b];
        for &r in regions {
            if let Some(entry) = body.entry_block(r) {
                for &a in body.block_args(entry) {
                    self.join(b, a, Lat::Unknown);
                }
                self.mark_live(b, entry);
            }
        }
    }

    fn operand_lats(&self, b: B, op: OpId) -> SmallVec<[Lat; 4]> {
        let body = self.bodies[b];
        body.operands(op).map(|v| self.get(b, v)).collect()
    }

    /// The operands' constants, or `None` while one is not yet known
    /// (upstream waits for them).
    fn operand_constants(&self, b: B, op: OpId) -> Option<SmallVec<[Option<Attribute>; 4]>> {
        self.operand_lats(b, op)
            .iter()
            .map(|l| match l {
                Lat::Uninit => None,
                Lat::Const(a, _) => Some(Some(*a)),
                Lat::Unknown => Some(None),
            })
            .collect()
    }

    fn set_unknown(&mut self, b: B, values: &[Value]) {
        for &v in values {
            self.join(b, v, Lat::Unknown);
        }
    }

    fn visit(&mut self, b: B, op: OpId) {
        let body = self.bodies[b];
        let name = body.op_name(op);
        let n = &self.names;
        if self.is_symbol_call(body, op) {
            return self.visit_call(b, op);
        }
        let callable = self.callable_of_body.get(&b).copied();
        if let Some(c) = callable.filter(|_| is_callable_terminator(body, op)) {
            // A function's return (or an unknown terminator): its live
            // calls read it.
            let calls = self.callables[c].calls.clone();
            for (cb, call) in calls {
                self.enqueue(cb, call);
            }
            return;
        }
        if [n.br, n.cond_br, n.switch].contains(&name) {
            return self.visit_branch(b, op);
        }
        if region_branch::is_region_terminator(self.ctx, body, op) {
            // A region terminator: its parent reads it (a terminator with
            // regions of its own, `scf.reduce`, has them entered below).
            if let Some(parent) = body.parent_op(op) {
                self.enqueue(b, parent);
            }
            if body.num_regions(op) == 0 {
                return;
            }
        } else if region_branch::is_region_branch(self.ctx, body, op) {
            return self.visit_region_branch(b, op);
        }
        if body.num_regions(op) != 0 {
            // A callable that is no symbol (`test.functional_region_op`):
            // its body runs only when called, which the analysis does not
            // follow, so it stays unexecuted, as in MLIR 22.
            let callable = self
                .ctx
                .op_def(name)
                .is_some_and(|d| d.interfaces.callable.is_some());
            if body.child_body(op).is_none() && !callable {
                let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.regions(op));
                self.enter_unknown(b, &regions);
            }
            let results: SmallVec<[Value; 2]> = body.results(op).collect();
            return self.set_unknown(b, &results);
        }
        if !body.successors(op).is_empty() {
            // An unknown branch: every successor, unknown arguments.
            let succs: SmallVec<[BlockId; 2]> = SmallVec::from_slice(body.successors(op));
            for s in succs {
                let args: SmallVec<[Value; 2]> = SmallVec::from_slice(body.block_args(s));
                self.set_unknown(b, &args);
                self.mark_live(b, s);
            }
        }
        if body.num_results(op) == 0 {
            return;
        }
        let Some(constants) = self.operand_constants(b, op) else {
            return;
        };
        let results: SmallVec<[Value; 2]> = body.results(op).collect();
        let ctx = self.ctx;
        let def = ctx.op_def(name);
        let folded = tileir_ir::fold::fold_op_with(ctx, body, op, &constants);
        // Folded in place: upstream puts the op back as it was (the
        // analysis simulates, it does not fold).
        let Some(folded) = folded.filter(|f| !f.in_place()) else {
            return self.set_unknown(b, &results);
        };
        if folded.results.len() != results.len() {
            return self.set_unknown(b, &results);
        }
        // A change the folder made before it gave results stays, as in
        // MLIR; it is applied with the rewrite.
        if let Some(update) = folded.update {
            self.updates.insert((b, op), update);
        }
        let folded = folded.results;
        let dialect = def.map(|d| d.dialect()).unwrap_or("");
        for (r, f) in results.iter().zip(folded) {
            let l = match f {
                FoldResult::Attr(a) => Lat::Const(a, dialect),
                FoldResult::Value(v) => self.get(b, v),
            };
            self.join(b, *r, l);
        }
    }

    fn visit_call(&mut self, b: B, op: OpId) {
        let body = self.bodies[b];
        let results: SmallVec<[Value; 2]> = body.results(op).collect();
        let callee = self.resolve(b, op);
        let Some(c) = callee else {
            return self.set_unknown(b, &results);
        };
        if !self.callables[c].calls.contains(&(b, op)) {
            self.callables[c].calls.push((b, op));
        }
        let cb = self.callables[c].body;
        let callee_body = self.bodies[cb];
        let Some(entry) = self.roots[cb]
            .first()
            .and_then(|&r| callee_body.entry_block(r))
        else {
            return self.set_unknown(b, &results);
        };
        if !self.callables[c].unknown_callers {
            let params: SmallVec<[Value; 4]> = SmallVec::from_slice(callee_body.block_args(entry));
            let args = self.operand_lats(b, op);
            for (p, a) in params.iter().zip(args) {
                self.join(cb, *p, a);
            }
        }
        self.mark_live(cb, entry);
        // Results: the live returns of the callee; any other terminator
        // leaving it makes them unknown (it is not `ReturnLike`).
        let mut ops = Vec::new();
        for &r in &self.roots[cb] {
            for blk in callee_body.region_blocks(r) {
                let Some(t) = callee_body.last_op(blk) else {
                    continue;
                };
                if !self.is_live(cb, blk) || !is_callable_terminator(callee_body, t) {
                    continue;
                }
                if callee_body.op_name(t) != self.names.ret {
                    return self.set_unknown(b, &results);
                }
                ops.push(t);
            }
        }
        for ret in ops {
            let lats = self.operand_lats(cb, ret);
            for (r, l) in results.iter().zip(lats) {
                self.join(b, *r, l);
            }
        }
    }

    /// The function of the scope a call names, if any.
    pub(crate) fn resolve(&self, b: B, op: OpId) -> Option<usize> {
        let callee = self.callee_attr(self.bodies[b], op)?;
        // The symbol table holding the caller's function: the body whose
        // ops include the function owning `b`.
        let table = self.callables[*self.callable_of_body.get(&b)?].table;
        let name = self.ctx.str(callee).as_bytes().to_vec();
        self.functions.get(&(table, name)).copied()
    }

    fn visit_branch(&mut self, b: B, op: OpId) {
        let Some(constants) = self.operand_constants(b, op) else {
            return;
        };
        let body = self.bodies[b];
        let name = body.op_name(op);
        let succs: SmallVec<[BlockId; 4]> = SmallVec::from_slice(body.successors(op));
        let lats = self.operand_lats(b, op);
        // Per successor: the operands it receives.
        let groups: Vec<SmallVec<[Lat; 4]>>;
        let mut taken: Option<usize> = None;
        if name == self.names.br {
            groups = vec![lats.clone()];
        } else if name == self.names.cond_br {
            let seg = segments(self.ctx, body, op);
            let nt = seg.get(1).copied().unwrap_or(0);
            groups = vec![lats[1..1 + nt].into(), lats[1 + nt..].into()];
            if let Some(v) = constants[0].and_then(|a| int_value(self.ctx, a)) {
                taken = Some(if v & 1 == 1 { 0 } else { 1 });
            }
        } else {
            // cf.switch: [flag, default operands, case operands].
            let seg = segments(self.ctx, body, op);
            let nd = seg.get(1).copied().unwrap_or(0);
            let case_segs: Vec<usize> = body
                .attr(self.ctx, op, "case_operand_segments")
                .and_then(|a| tileir_ir::format::dense_array_values(self.ctx, a))
                .unwrap_or_default()
                .into_iter()
                .map(|x| x.max(0) as usize)
                .collect();
            let mut g: Vec<SmallVec<[Lat; 4]>> = vec![lats[1..1 + nd].into()];
            let mut at = 1 + nd;
            for n in case_segs {
                g.push(lats[at.min(lats.len())..(at + n).min(lats.len())].into());
                at += n;
            }
            groups = g;
            if let Some(flag) = constants[0] {
                let flag_ty = body.value_type(body.operand(op, 0));
                let values = body
                    .attr(self.ctx, op, "case_values")
                    .map(|a| dense_ints(self.ctx, a))
                    .unwrap_or_default();
                let width = int_width(self.ctx, flag_ty);
                taken = Some(0);
                if let Some(v) = int_value(self.ctx, flag) {
                    if let Some(i) = values.iter().position(|&c| same_bits(c, v, width)) {
                        taken = Some(i + 1);
                    }
                }
            }
        }
        // Liveness is per edge between blocks: a block reached through one
        // successor gets the operands of every successor naming it.
        let live: SmallVec<[BlockId; 4]> = succs
            .iter()
            .enumerate()
            .filter(|(i, _)| taken.is_none_or(|t| t == *i))
            .map(|(_, s)| *s)
            .collect();
        for (i, s) in succs.iter().enumerate() {
            if !live.contains(s) {
                continue;
            }
            let args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(*s));
            if let Some(g) = groups.get(i) {
                for (a, l) in args.iter().zip(g) {
                    self.join(b, *a, *l);
                }
            }
            self.mark_live(b, *s);
        }
    }

    /// A region op (MLIR's `RegionBranchOpInterface`): the regions its
    /// constant operands select on entry are entered with the values it
    /// passes them, and what the live terminators of its regions pass goes
    /// to the regions and results their constant operands select. Like
    /// upstream, a branch point is looked at only once none of its
    /// operands is "not yet known".
    fn visit_region_branch(&mut self, b: B, op: OpId) {
        let Some(constants) = self.operand_constants(b, op) else {
            return;
        };
        let (ctx, body) = (self.ctx, self.bodies[b]);
        let lats = self.operand_lats(b, op);
        for s in region_branch::entry_successors(ctx, body, op, &constants) {
            self.pass_to(b, op, op, s, &lats);
        }
        let regions: SmallVec<[RegionId; 4]> = SmallVec::from_slice(body.regions(op));
        for (index, &r) in regions.iter().enumerate() {
            let terminators: Vec<OpId> = region_branch::region_terminators(ctx, body, r)
                .filter(|&t| body.parent_block(t).is_some_and(|blk| self.is_live(b, blk)))
                .collect();
            for t in terminators {
                let Some(tc) = self.operand_constants(b, t) else {
                    continue;
                };
                let tl = self.operand_lats(b, t);
                for s in region_branch::terminator_successors(ctx, body, op, index, t, &tc) {
                    self.pass_to(b, op, t, s, &tl);
                }
            }
        }
    }

    /// Branch point `from` (region op `op` or a terminator of its regions,
    /// whose operands have lattices `lats`) passes control to `successor`:
    /// the successor's inputs join the operands passed to them, its other
    /// region arguments or results are unknown, and a region's entry block
    /// executes.
    fn pass_to(&mut self, b: B, op: OpId, from: OpId, successor: RegionSuccessor, lats: &[Lat]) {
        let (ctx, body) = (self.ctx, self.bodies[b]);
        let passed = &lats[region_branch::successor_operands(ctx, body, op, from, successor)];
        let inputs = region_branch::successor_inputs(ctx, body, op, successor);
        let (targets, entry): (SmallVec<[Value; 4]>, Option<BlockId>) = match successor {
            RegionSuccessor::Parent => (body.results(op).collect(), None),
            RegionSuccessor::Region(i) => {
                let entry = body.regions(op).get(i).and_then(|&r| body.entry_block(r));
                let args = entry.map(|e| SmallVec::from_slice(body.block_args(e)));
                (args.unwrap_or_default(), entry)
            }
        };
        for v in targets {
            let lat = match inputs.iter().position(|&x| x == v) {
                Some(j) if j < passed.len() => passed[j],
                _ => Lat::Unknown,
            };
            self.join(b, v, lat);
        }
        if let Some(e) = entry {
            self.mark_live(b, e);
        }
    }

    /// The changes folders made to ops while the analysis ran, per body
    /// (keyed as [`Constants`]), in op order: MLIR's folders change the op
    /// as they fold it, so the passes running this solver apply them before
    /// they rewrite.
    pub(crate) fn take_updates(&mut self) -> Updates {
        let mut out: Updates = FxHashMap::default();
        for ((b, op), update) in std::mem::take(&mut self.updates) {
            let key = self.bodies[b] as *const Body as usize;
            out.entry(key).or_default().push((op, update));
        }
        for list in out.values_mut() {
            list.sort_by_key(|u| u.0);
        }
        out
    }

    fn into_constants(self) -> Constants {
        let mut out: Constants = FxHashMap::default();
        for ((b, v), l) in self.lat {
            if let Lat::Const(a, d) = l {
                let key = self.bodies[b] as *const Body as usize;
                out.entry(key).or_default().insert(v, (a, d));
            }
        }
        out
    }
}

/// A terminator leaving a function: the last op of a block of the body's
/// root regions, without successors.
pub(crate) fn is_callable_terminator(body: &Body, op: OpId) -> bool {
    body.parent_op(op).is_none() && body.next_op(op).is_none() && body.successors(op).is_empty()
}

fn segments(ctx: &Context, body: &Body, op: OpId) -> Vec<usize> {
    body.attr(ctx, op, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|n| n.max(0) as usize)
        .collect()
}

/// An integer constant's value (sign-extended), if it fits an i128.
fn int_value(ctx: &Context, a: Attribute) -> Option<i128> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value.get()),
        AttrData::Bool(b) => Some(i128::from(*b)),
        _ => None,
    }
}

fn int_width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    }
}

/// Whether two values are the same `width`-bit integer.
fn same_bits(a: i128, b: i128, width: u32) -> bool {
    if width >= 128 {
        return a == b;
    }
    let mask = (1i128 << width) - 1;
    a & mask == b & mask
}

/// The elements of an integer dense elements attribute (up to 64 bits).
fn dense_ints(ctx: &Context, a: Attribute) -> Vec<i128> {
    let AttrData::DenseElements { ty, data } = ctx.attr_data(a) else {
        return Vec::new();
    };
    let (count, element) = match ctx.type_data(*ty) {
        TypeData::Vector { shape, element, .. } | TypeData::RankedTensor { shape, element, .. } => {
            (shape.iter().product::<i64>().max(0) as usize, *element)
        }
        _ => return Vec::new(),
    };
    let width = int_width(ctx, element);
    let bytes = (width as usize).div_ceil(8).max(1);
    let DenseData::Raw { splat, bytes: raw } = data else {
        return Vec::new();
    };
    let read = |i: usize| -> i128 {
        let chunk = raw.get(i * bytes..(i + 1) * bytes).unwrap_or(&[]);
        let mut buf = [0u8; 16];
        buf[..chunk.len().min(16)].copy_from_slice(&chunk[..chunk.len().min(16)]);
        let v = i128::from_le_bytes(buf);
        let shift = 128 - (bytes.min(16) as u32 * 8);
        (v << shift) >> shift
    };
    (0..count)
        .map(|i| read(if *splat { 0 } else { i }))
        .collect()
}

// ----- the rewrite -----

/// Upstream's `rewrite` on one body: blocks from a stack (a region's blocks
/// pushed last first, so later regions of an op come out first), each op's
/// constant results replaced, the op erased when all were and it would be
/// trivially dead, else its regions pushed; then the block's arguments.
fn rewrite(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    constants: &FxHashMap<Value, (Attribute, &'static str)>,
) {
    let mut rw = Rewriter::new(ctx, body);
    let mut folder: FxHashMap<(RegionId, &'static str, Attribute, Type), Value> =
        FxHashMap::default();
    let mut stack: Vec<BlockId> = Vec::new();
    let push = |stack: &mut Vec<BlockId>, body: &Body, regions: &[RegionId]| {
        for &r in regions {
            let blocks: Vec<BlockId> = body.region_blocks(r).collect();
            stack.extend(blocks.into_iter().rev());
        }
    };
    push(&mut stack, rw.body(), roots);
    while let Some(block) = stack.pop() {
        let ops: Vec<OpId> = rw.body().block_ops(block).collect();
        for op in ops {
            let results: SmallVec<[Value; 2]> = rw.body().results(op).collect();
            let mut all = !results.is_empty();
            for r in results {
                all &= replace(&mut rw, &mut folder, constants, block, r);
            }
            if all && tileir_ir::effects::would_op_be_trivially_dead(ctx, rw.body(), op) {
                rw.erase_op(op);
                continue;
            }
            if rw.body().child_body(op).is_none() {
                let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(rw.body().regions(op));
                push(&mut stack, rw.body(), &regions);
            }
        }
        let args: SmallVec<[Value; 4]> = SmallVec::from_slice(rw.body().block_args(block));
        for a in args {
            replace(&mut rw, &mut folder, constants, block, a);
        }
    }
}

/// Replaces `value` by its constant, materialized once per insertion
/// region; false if it has none or the dialect cannot build it.
fn replace(
    rw: &mut Rewriter<'_>,
    folder: &mut FxHashMap<(RegionId, &'static str, Attribute, Type), Value>,
    constants: &FxHashMap<Value, (Attribute, &'static str)>,
    block: BlockId,
    value: Value,
) -> bool {
    let Some(&(attr, dialect)) = constants.get(&value) else {
        return false;
    };
    let ctx = rw.ctx;
    let ty = rw.body().value_type(value);
    let Some(region) = insertion_region(ctx, rw.body(), block) else {
        return false;
    };
    let key = (region, dialect, attr, ty);
    let constant = match folder.get(&key) {
        Some(&c) => c,
        None => {
            let Some(materialize) = ctx.dialect(dialect).and_then(|d| d.materialize_constant)
            else {
                return false;
            };
            let entry = rw
                .body()
                .entry_block(region)
                .expect("a region with a block");
            let saved = rw.insertion_point();
            match rw.body().first_op(entry) {
                Some(first) => rw.set_insertion_point(InsertPoint::Before(first)),
                None => rw.set_insertion_point_to_end(entry),
            }
            let made = materialize(rw, attr, ty, ctx.unknown_loc());
            if let Some(p) = saved {
                rw.set_insertion_point(p);
            }
            let Some(op) = made else {
                return false;
            };
            let c = rw.body().result(op, 0);
            // A dialect may build another dialect's constant (math makes
            // arith.constant): it is also that dialect's constant, and one
            // already made for it is reused (MLIR's OperationFolder).
            let made_by = ctx
                .op_def(rw.body().op_name(op))
                .map(|d| d.dialect())
                .unwrap_or(dialect);
            let c = if made_by == dialect {
                c
            } else if let Some(&existing) = folder.get(&(region, made_by, attr, ty)) {
                rw.erase_op(op);
                existing
            } else {
                folder.insert((region, made_by, attr, ty), c);
                c
            };
            folder.insert(key, c);
            c
        }
    };
    if constant != value {
        rw.replace_all_uses_with(value, constant);
    }
    true
}

/// MLIR's `getInsertionRegion`: the region of `block` or of the nearest
/// ancestor op that might be isolated from above (or the body's root).
fn insertion_region(ctx: &Context, body: &Body, mut block: BlockId) -> Option<RegionId> {
    loop {
        let region = body.block_parent(block)?;
        let Some(parent) = body.region_parent(region) else {
            return Some(region);
        };
        let isolated = ctx
            .op_def(body.op_name(parent))
            .is_none_or(|d| d.is_isolated());
        if isolated {
            return Some(region);
        }
        match body.parent_block(parent) {
            Some(b) => block = b,
            None => return Some(region),
        }
    }
}
