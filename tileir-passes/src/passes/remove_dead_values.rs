//! `remove-dead-values`, as MLIR 22's `RemoveDeadValues` pass
//! (`mlir/lib/Transforms/RemoveDeadValues.cpp`): the values the liveness
//! analysis ([`super::liveness`]) finds dead go, with what computes them.
//!
//! First every op under the pass's op is looked at, in post-order (nested
//! ops before their parent), and what is to go is listed:
//! - a private `func.func` with a body: its dead arguments (and the
//!   matching call arguments), and the results no call of it uses (from
//!   its returns, its calls and its type);
//! - a region op (one with a `RegionBranchOpInterface`: the `scf` ones)
//!   that has no effects and no live result goes whole;
//!   otherwise each operand or terminator operand that is dead or flows
//!   only into dead arguments and results is replaced by `ub.poison`;
//! - a branch: whole, with `ub.unreachable` in its place, if a condition
//!   is dead; else the dead operands passed to each successor and the
//!   block arguments they feed;
//! - any other op (not a terminator nor a call) goes if one of its
//!   operands is dead, or if it has no effects and no live result.
//!
//! Then the lists are applied in upstream's order (block arguments,
//! which go only where every branch agrees, see
//! [`agree_on_block_arguments`],
//! successor operands, functions, operands, results, ops), and the
//! `ub.poison` ops made on the way that ended up unused are erased. Where
//! upstream drops the uses of an erased value, this pass gives them a
//! `ub.poison` made for the purpose (upstream would leave a null operand
//! behind, later MLIR does the same as here). With `canonicalize` (the
//! default), the canonicalization patterns then run on every region op,
//! as MLIR's `applyOpPatternsGreedily` does.
//!
//! Not modelled: function-like ops other than `func.func` (a private
//! `llvm.func` or `gpu.func`, which mlir-opt 22 leaves failing to verify)
//! and region ops without the interface are treated as plain ops; a
//! private function whose symbol is used other than by calls is left alone
//! (upstream asserts).

use super::liveness::Liveness;
use super::sccp::B;
use super::symbols::{self, Visibility};
use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::greedy::{self, GreedyConfig, PatternFilter, PatternSet};
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::passes::upstream;
use crate::run::RunContext;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use tileir_ir::attributes::AttrData;
use tileir_ir::body::OperationState;
use tileir_ir::dialect::Traits;
use tileir_ir::region_branch::{is_region_branch, value_flow};
use tileir_ir::rewriter::{InsertPoint, Rewriter};
use tileir_ir::walk::{for_each_body_mut, ops_post_order};
use tileir_ir::{
    effects, Attribute, BlockId, Body, Context, OpId, RegionId, Type, TypeData, Value,
};

pub const INFO: PassInfo = PassInfo {
    argument: "remove-dead-values",
    name: "RemoveDeadValues",
    summary: "Remove dead values",
    anchor: PassAnchor::Any,
    options: upstream::REMOVE_DEAD_VALUES_OPTIONS,
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(options: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(RemoveDeadValues {
        canonicalize: options.get("canonicalize").as_bool(),
    }))
}

pub struct RemoveDeadValues {
    canonicalize: bool,
}

impl Pass for RemoveDeadValues {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let anchor = op.op();
        let (plans, updates) = {
            let mut liveness = Liveness::run(ctx, op.storage(), anchor, cx.has_parent());
            let updates = liveness.solver.take_updates();
            (Planner::new(ctx, &liveness).plan(), updates)
        };
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(op.storage().regions(anchor));
        let canonicalize = self.canonicalize;
        let patterns = if canonicalize {
            let filter = PatternFilter {
                disabled: Vec::new(),
                enabled: Vec::new(),
            };
            PatternSet::canonicalization(ctx, &filter)
        } else {
            PatternSet::empty()
        };
        for_each_body_mut(op.body_mut(), &regions, &mut |body, roots, _| {
            // What the liveness solver's folding changed comes first, as
            // upstream's folders change ops while the analysis runs.
            super::sccp::apply_updates(ctx, body, &updates);
            let key = body as *const Body as usize;
            if let Some(plan) = plans.get(&key) {
                apply(ctx, body, roots, plan);
            }
            if canonicalize {
                canonicalize_region_ops(ctx, body, roots, &patterns);
            }
        });
        Ok(PreservedAnalyses::none())
    }
}

// ----- what to remove -----

/// Operands to change on one op.
enum Operands {
    /// A call of a function whose arguments at these positions go.
    Call { op: OpId, args: Vec<bool> },
    /// Erased (a return's).
    Erase(OpId, Vec<bool>),
    /// Replaced by `ub.poison` (a region op's or its terminator's).
    Poison(OpId, Vec<bool>),
}

/// What goes in one body, in upstream's order of application.
#[derive(Default)]
struct Plan {
    /// Block arguments (blocks reached by several branches: first wins).
    blocks: Vec<(BlockId, Vec<bool>)>,
    /// A branch's operands to one successor (the block, its index).
    successors: Vec<(OpId, BlockId, usize, Vec<bool>)>,
    /// Function ops of this body losing arguments and results.
    signatures: Vec<(OpId, Vec<bool>, Vec<bool>)>,
    /// This body is a function's: its dead parameters.
    parameters: Option<Vec<bool>>,
    operands: Vec<Operands>,
    results: Vec<(OpId, Vec<bool>)>,
    ops: Vec<OpId>,
}

/// Plans keyed by the body's address (stable while bodies are visited).
type Plans = FxHashMap<usize, Plan>;

struct Planner<'l, 'a> {
    ctx: &'a Context,
    la: &'l Liveness<'a>,
    /// Values already listed to go (upstream's `nonLiveSet`).
    dead: FxHashSet<(B, Value)>,
    plans: Vec<Plan>,
    /// The body of each isolated op's regions, by the body's address.
    body_index: FxHashMap<usize, B>,
    /// Every call of each function of the scope (live or not), in walk
    /// order: upstream's symbol uses.
    calls: Vec<Vec<(B, OpId)>>,
}

impl<'l, 'a> Planner<'l, 'a> {
    fn new(ctx: &'a Context, la: &'l Liveness<'a>) -> Planner<'l, 'a> {
        let bodies = &la.solver.bodies;
        let body_index = bodies
            .iter()
            .enumerate()
            .map(|(i, b)| (*b as *const Body as usize, i))
            .collect();
        let mut calls = vec![Vec::new(); la.solver.callables.len()];
        for (b, body) in bodies.iter().enumerate() {
            for &r in &la.solver.roots[b] {
                body.walk_region_preorder(r, |o| {
                    if tileir_ir::call::call_interface(ctx, body, o).is_some() {
                        if let Some(c) = la.solver.resolve(b, o) {
                            calls[c].push((b, o));
                        }
                    }
                });
            }
        }
        Planner {
            ctx,
            la,
            dead: FxHashSet::default(),
            plans: (0..bodies.len()).map(|_| Plan::default()).collect(),
            body_index,
            calls,
        }
    }

    fn body(&self, b: B) -> &'a Body {
        self.la.solver.bodies[b]
    }

    fn is_live(&self, b: B, v: Value) -> bool {
        !self.dead.contains(&(b, v)) && self.la.is_live(b, v)
    }

    fn has_live(&self, b: B, values: impl IntoIterator<Item = Value>) -> bool {
        values.into_iter().any(|v| self.is_live(b, v))
    }

    fn plan(mut self) -> Plans {
        let roots = self.la.solver.roots[0].clone();
        self.walk(0, &roots);
        let mut out = Plans::default();
        for (b, mut plan) in self.plans.into_iter().enumerate() {
            agree_on_block_arguments(&mut plan);
            let key = self.la.solver.bodies[b] as *const Body as usize;
            out.insert(key, plan);
        }
        out
    }

    /// Upstream's post-order walk: each op after the ops nested in it.
    fn walk(&mut self, b: B, regions: &[RegionId]) {
        let body = self.body(b);
        for &r in regions {
            let blocks: Vec<BlockId> = body.region_blocks(r).collect();
            for blk in blocks {
                let ops: Vec<OpId> = body.block_ops(blk).collect();
                for op in ops {
                    match body.child_body(op) {
                        Some(child) => {
                            let key = child as *const Body as usize;
                            if let Some(&cb) = self.body_index.get(&key) {
                                let roots = self.la.solver.roots[cb].clone();
                                self.walk(cb, &roots);
                            }
                        }
                        None => {
                            let nested: SmallVec<[RegionId; 2]> =
                                SmallVec::from_slice(body.regions(op));
                            self.walk(b, &nested);
                        }
                    }
                    self.visit(b, op);
                }
            }
        }
    }

    fn visit(&mut self, b: B, op: OpId) {
        let ctx = self.ctx;
        let body = self.body(b);
        let def = ctx.op_def(body.op_name(op));
        if ctx.op_name_str(body.op_name(op)) == "func.func" {
            self.function(b, op);
        } else if is_region_branch(ctx, body, op) {
            self.region_op(b, op);
        } else if def.is_some_and(|d| d.interfaces.branch.is_some()) {
            self.branch(b, op);
        } else if def.is_some_and(|d| d.has(Traits::TERMINATOR))
            || tileir_ir::call::call_interface(ctx, body, op).is_some()
        {
            // Cleaned with their parent or callee.
        } else {
            self.simple(b, op);
        }
    }

    fn simple(&mut self, b: B, op: OpId) {
        let body = self.body(b);
        let dead_operand = body.operands(op).any(|v| !self.is_live(b, v));
        if !dead_operand
            && (!effects::is_memory_effect_free(self.ctx, body, op)
                || self.has_live(b, body.results(op)))
        {
            return;
        }
        if body.child_body(op).is_some() {
            // An isolated op's body is visited on its own; it stays.
            return;
        }
        self.plans[b].ops.push(op);
        for r in body.results(op) {
            self.dead.insert((b, r));
        }
    }

    fn function(&mut self, b: B, f: OpId) {
        let ctx = self.ctx;
        let body = self.body(b);
        let solver = &self.la.solver;
        let Some(c) = body
            .child_body(f)
            .and_then(|child| self.body_index.get(&(child as *const Body as usize)))
            .and_then(|cb| solver.callable_of_body.get(cb).copied())
            .filter(|&c| solver.callables[c].op == f)
        else {
            return;
        };
        let callable = &solver.callables[c];
        if symbols::visibility(ctx, body, f) == Visibility::Public || callable.other_uses {
            return;
        }
        let cb = callable.body;
        let callee = self.body(cb);
        let Some(entry) = solver.roots[cb]
            .first()
            .and_then(|&r| callee.entry_block(r))
        else {
            return;
        };
        let Some((inputs, outputs)) = function_type(ctx, body, f) else {
            return;
        };
        let args: SmallVec<[Value; 4]> = SmallVec::from_slice(callee.block_args(entry));
        let dead_args: Vec<bool> = args.iter().map(|&a| !self.is_live(cb, a)).collect();
        if dead_args.len() != inputs.len() {
            return;
        }
        for (a, &d) in args.iter().zip(&dead_args) {
            if d {
                self.dead.insert((cb, *a));
            }
        }
        let uses = self.calls[c].clone();
        for &(ub, call) in &uses {
            self.plans[ub].operands.push(Operands::Call {
                op: call,
                args: dead_args.clone(),
            });
        }
        let n = outputs.len();
        let mut dead_rets = vec![true; n];
        for &(ub, call) in &uses {
            let caller = self.body(ub);
            for (i, r) in caller.results(call).enumerate() {
                if i < n && self.is_live(ub, r) {
                    dead_rets[i] = false;
                }
            }
        }
        for &r in &solver.roots[cb] {
            for blk in callee.region_blocks(r) {
                let Some(t) = callee.last_op(blk) else {
                    continue;
                };
                let return_like = ctx
                    .op_def(callee.op_name(t))
                    .is_some_and(|d| d.has(Traits::RETURN_LIKE));
                if return_like && callee.num_operands(t) == n {
                    self.plans[cb]
                        .operands
                        .push(Operands::Erase(t, dead_rets.clone()));
                }
            }
        }
        self.plans[b]
            .signatures
            .push((f, dead_args.clone(), dead_rets.clone()));
        self.plans[cb].parameters = Some(dead_args);
        if n == 0 {
            return;
        }
        for &(ub, call) in &uses {
            let caller = self.body(ub);
            if caller.num_results(call) != n {
                continue;
            }
            self.plans[ub].results.push((call, dead_rets.clone()));
            for (i, r) in caller.results(call).enumerate() {
                if dead_rets[i] {
                    self.dead.insert((ub, r));
                }
            }
        }
    }

    fn region_op(&mut self, b: B, op: OpId) {
        let ctx = self.ctx;
        let body = self.body(b);
        if effects::is_memory_effect_free(ctx, body, op) && !self.has_live(b, body.results(op)) {
            self.plans[b].ops.push(op);
            return;
        }
        let Some(rb) = value_flow(ctx, body, op) else {
            return;
        };
        // Dead operands per owner, owners in first-seen order.
        let mut per_owner: Vec<(OpId, Vec<bool>)> = Vec::new();
        for (owner, index, inputs) in &rb.edges {
            let value = body.operand(*owner, *index);
            let dead = !self.is_live(b, value) || !self.has_live(b, inputs.iter().copied());
            if !dead {
                continue;
            }
            let at = match per_owner.iter().position(|(o, _)| o == owner) {
                Some(at) => at,
                None => {
                    per_owner.push((*owner, vec![false; body.num_operands(*owner)]));
                    per_owner.len() - 1
                }
            };
            per_owner[at].1[*index] = true;
        }
        for (owner, dead) in per_owner {
            self.plans[b].operands.push(Operands::Poison(owner, dead));
        }
    }

    fn branch(&mut self, b: B, op: OpId) {
        let ctx = self.ctx;
        let body = self.body(b);
        let Some(branch) = ctx
            .op_def(body.op_name(op))
            .and_then(|d| d.interfaces.branch)
        else {
            return;
        };
        let r = tileir_ir::dialect::OpRef { ctx, body, op };
        let n = body.num_operands(op);
        let mut dead_non_forwarded: Vec<bool> =
            body.operands(op).map(|v| !self.is_live(b, v)).collect();
        let succs: SmallVec<[BlockId; 2]> = SmallVec::from_slice(body.successors(op));
        let ranges: Vec<std::ops::Range<usize>> = (0..succs.len())
            .map(|s| (branch.successor_operands)(r, s))
            .collect();
        for range in &ranges {
            for i in range.clone() {
                if i < n {
                    dead_non_forwarded[i] = false;
                }
            }
        }
        if dead_non_forwarded.iter().any(|&d| d) {
            self.plans[b].ops.push(op);
            return;
        }
        for (s, (&succ, range)) in succs.iter().zip(&ranges).enumerate() {
            let dead: Vec<bool> = range
                .clone()
                .filter(|&i| i < n)
                .map(|i| !self.is_live(b, body.operand(op, i)))
                .collect();
            for (arg, &d) in body.block_args(succ).iter().zip(&dead) {
                if d {
                    self.dead.insert((b, *arg));
                }
            }
            self.plans[b].blocks.push((succ, dead.clone()));
            self.plans[b].successors.push((op, succ, s, dead));
        }
    }
}

/// A block argument goes only if every branch to the block passes a dead
/// value there, and then every branch stops passing it. Upstream erases
/// it as the first branch listed says and each branch's operands as that
/// branch says, which leaves a branch passing more values than its
/// successor takes whenever they disagree (a branch in a block that never
/// runs passes only dead values): IR that fails to verify.
fn agree_on_block_arguments(plan: &mut Plan) {
    let mut merged: Vec<(BlockId, Vec<bool>)> = Vec::new();
    let mut at: FxHashMap<BlockId, usize> = FxHashMap::default();
    for (block, dead) in plan.blocks.drain(..) {
        match at.get(&block) {
            Some(&i) if merged[i].1.len() == dead.len() => {
                for (m, d) in merged[i].1.iter_mut().zip(&dead) {
                    *m &= *d;
                }
            }
            Some(_) => {}
            None => {
                at.insert(block, merged.len());
                merged.push((block, dead));
            }
        }
    }
    for (_, succ, _, dead) in &mut plan.successors {
        if let Some(&i) = at.get(succ) {
            if merged[i].1.len() == dead.len() {
                dead.clone_from(&merged[i].1);
            }
        }
    }
    plan.blocks = merged;
}

/// A function's input and result types.
fn function_type(ctx: &Context, body: &Body, f: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let AttrData::Type(t) = ctx.attr_data(body.attr(ctx, f, "function_type")?) else {
        return None;
    };
    match ctx.type_data(*t) {
        TypeData::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

// ----- applying a plan -----

/// Applies one body's plan, step by step in upstream's order.
fn apply(ctx: &Context, body: &mut Body, roots: &[RegionId], plan: &Plan) {
    let mut rw = Rewriter::new(ctx, body);
    let mut poisons: Vec<OpId> = Vec::new();
    // 1. Block arguments.
    for (block, dead) in &plan.blocks {
        if rw.body().block_args(*block).len() != dead.len() {
            continue;
        }
        for i in (0..dead.len()).rev() {
            if dead[i] {
                let arg = rw.body().block_args(*block)[i];
                poison_uses(&mut rw, arg, &mut poisons);
                rw.body_mut_unnotified().erase_block_arg(*block, i);
            }
        }
    }
    // 2. Successor operands.
    for (op, _, s, dead) in &plan.successors {
        let Some(branch) = ctx
            .op_def(rw.body().op_name(*op))
            .and_then(|d| d.interfaces.branch)
        else {
            continue;
        };
        let range = (branch.successor_operands)(
            tileir_ir::dialect::OpRef {
                ctx,
                body: rw.body(),
                op: *op,
            },
            *s,
        );
        if range.len() != dead.len() {
            continue;
        }
        let kept: SmallVec<[Value; 4]> = range
            .zip(dead)
            .filter(|(_, &d)| !d)
            .map(|(i, _)| rw.body().operand(*op, i))
            .collect();
        rw.modify_op_in_place(*op, |body| {
            (branch.set_successor_operands)(ctx, body, *op, *s, &kept)
        });
    }
    // 3. Functions: the signature here, the parameters in the body.
    for (f, dead_args, dead_rets) in &plan.signatures {
        rw.modify_op_in_place(*f, |body| {
            erase_from_signature(ctx, body, *f, dead_args, dead_rets)
        });
    }
    if let Some(dead) = &plan.parameters {
        if let Some(entry) = roots.first().and_then(|&r| rw.body().entry_block(r)) {
            if rw.body().block_args(entry).len() == dead.len() {
                for i in (0..dead.len()).rev() {
                    if dead[i] {
                        let arg = rw.body().block_args(entry)[i];
                        poison_uses(&mut rw, arg, &mut poisons);
                        rw.body_mut_unnotified().erase_block_arg(entry, i);
                    }
                }
            }
        }
    }
    // 4. Operands.
    for entry in &plan.operands {
        match entry {
            Operands::Call { op, args } => {
                if !args.iter().any(|&d| d) {
                    continue;
                }
                let Some(call) = tileir_ir::call::call_interface(ctx, rw.body(), *op) else {
                    continue;
                };
                let first = call.first_arg;
                let kept: SmallVec<[Value; 4]> = rw
                    .body()
                    .operands(*op)
                    .enumerate()
                    .filter(|(i, _)| *i < first || !args.get(i - first).copied().unwrap_or(false))
                    .map(|(_, v)| v)
                    .collect();
                rw.modify_op_in_place(*op, |body| body.set_operands(*op, &kept));
            }
            Operands::Erase(op, dead) => {
                if !dead.iter().any(|&d| d) {
                    continue;
                }
                let kept: SmallVec<[Value; 4]> = rw
                    .body()
                    .operands(*op)
                    .enumerate()
                    .filter(|(i, _)| !dead.get(*i).copied().unwrap_or(false))
                    .map(|(_, v)| v)
                    .collect();
                rw.modify_op_in_place(*op, |body| body.set_operands(*op, &kept));
            }
            Operands::Poison(op, dead) => {
                for (i, &d) in dead.iter().enumerate() {
                    if !d || i >= rw.body().num_operands(*op) {
                        continue;
                    }
                    let value = rw.body().operand(*op, i);
                    rw.set_insertion_point(InsertPoint::Before(*op));
                    let poison = make_poison(&mut rw, value, &mut poisons);
                    rw.modify_op_in_place(*op, |body| body.set_operand(*op, i, poison));
                }
            }
        }
    }
    // 5. Results.
    for (op, dead) in &plan.results {
        erase_results(&mut rw, *op, dead, &mut poisons);
    }
    // 6. Ops.
    for &op in &plan.ops {
        if rw.body().is_erased(op) || contains_isolated(rw.body(), op) {
            continue;
        }
        let terminator = ctx
            .op_def(rw.body().op_name(op))
            .is_some_and(|d| d.has(Traits::TERMINATOR));
        if terminator {
            let state = OperationState::new(ctx.op_name("ub.unreachable"), rw.body().op_loc(op));
            rw.set_insertion_point(InsertPoint::Before(op));
            rw.create(state);
        }
        let results: SmallVec<[Value; 2]> = rw.body().results(op).collect();
        for r in results {
            poison_uses(&mut rw, r, &mut poisons);
        }
        rw.erase_op(op);
    }
    // 7. The poison made on the way that nothing uses.
    for p in poisons {
        if !rw.body().is_erased(p) && rw.body().use_empty(rw.body().result(p, 0)) {
            rw.erase_op(p);
        }
    }
}

/// A `ub.poison` of `value`'s type at the insertion point.
fn make_poison(rw: &mut Rewriter<'_>, value: Value, poisons: &mut Vec<OpId>) -> Value {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = match body.defining_op(value) {
        Some(op) => body.op_loc(op),
        None => body
            .value_block(value)
            .and_then(|b| {
                body.block_args(b)
                    .iter()
                    .position(|&a| a == value)
                    .map(|i| body.block_arg_loc(b, i))
            })
            .unwrap_or_else(|| ctx.unknown_loc()),
    };
    let mut state = OperationState::new(ctx.op_name("ub.poison"), loc);
    state.result_types.push(body.value_type(value));
    state.attributes.push(poison_value(ctx));
    let op = rw.create(state);
    poisons.push(op);
    rw.body().result(op, 0)
}

/// Gives the uses of `value`, about to go, a `ub.poison` made where it is
/// defined.
fn poison_uses(rw: &mut Rewriter<'_>, value: Value, poisons: &mut Vec<OpId>) {
    if rw.body().use_empty(value) {
        return;
    }
    let point = match rw.body().defining_op(value) {
        Some(op) => InsertPoint::Before(op),
        None => {
            let Some(block) = rw.body().value_block(value) else {
                return;
            };
            match rw.body().first_op(block) {
                Some(first) => InsertPoint::Before(first),
                None => InsertPoint::End(block),
            }
        }
    };
    rw.set_insertion_point(point);
    let poison = make_poison(rw, value, poisons);
    rw.replace_all_uses_with(value, poison);
}

/// MLIR's `eraseOpResults` on a region-less op: rebuilt without the dead
/// results, the others' uses moved to the new op.
fn erase_results(rw: &mut Rewriter<'_>, op: OpId, dead: &[bool], poisons: &mut Vec<OpId>) {
    let results: SmallVec<[Value; 4]> = rw.body().results(op).collect();
    if results.len() != dead.len() || !dead.iter().any(|&d| d) || rw.body().num_regions(op) != 0 {
        return;
    }
    for (&r, &d) in results.iter().zip(dead) {
        if d {
            poison_uses(rw, r, poisons);
        }
    }
    let ctx = rw.ctx;
    let body = rw.body();
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    state.attributes = ctx.dictionary_entries(body.attr_dict(op)).into();
    state.properties = body.props(op);
    state.operands.extend(body.operands(op));
    state.successors.extend_from_slice(body.successors(op));
    for (&r, &d) in results.iter().zip(dead) {
        if !d {
            state.result_types.push(body.value_type(r));
        }
    }
    rw.set_insertion_point(InsertPoint::Before(op));
    let new_op = rw.create(state);
    let mut next = 0;
    let mut replacements: SmallVec<[Value; 4]> = SmallVec::new();
    for (&r, &d) in results.iter().zip(dead) {
        if d {
            replacements.push(r);
        } else {
            replacements.push(rw.body().result(new_op, next));
            next += 1;
        }
    }
    rw.replace_op(op, &replacements);
}

/// Drops the dead inputs and results from `f`'s `function_type`,
/// `arg_attrs` and `res_attrs`.
fn erase_from_signature(
    ctx: &Context,
    body: &mut Body,
    f: OpId,
    dead_args: &[bool],
    dead_rets: &[bool],
) {
    let Some((inputs, outputs)) = function_type(ctx, body, f) else {
        return;
    };
    let keep = |types: &[Type], dead: &[bool]| -> Vec<Type> {
        types
            .iter()
            .zip(dead.iter().chain(std::iter::repeat(&false)))
            .filter(|(_, &d)| !d)
            .map(|(t, _)| *t)
            .collect()
    };
    let ty = ctx.function_type(&keep(&inputs, dead_args), &keep(&outputs, dead_rets));
    body.set_attr(ctx, f, ctx.symbol("function_type"), ctx.type_attr(ty));
    for (name, dead) in [("arg_attrs", dead_args), ("res_attrs", dead_rets)] {
        let Some(attr) = body.attr(ctx, f, name) else {
            continue;
        };
        let AttrData::Array(items) = ctx.attr_data(attr) else {
            continue;
        };
        let kept: Vec<Attribute> = items
            .iter()
            .zip(dead.iter().chain(std::iter::repeat(&false)))
            .filter(|(_, &d)| !d)
            .map(|(a, _)| *a)
            .collect();
        let symbol = ctx.symbol(name);
        // MLIR drops the list once every entry is an empty dictionary.
        let empty = kept.iter().all(|&a| match ctx.attr_data(a) {
            AttrData::Dictionary(entries) => entries.is_empty(),
            _ => false,
        });
        if empty {
            body.remove_attr(ctx, f, symbol);
        } else {
            let array = ctx.intern_attr(AttrData::Array(kept.into_boxed_slice()));
            body.set_attr(ctx, f, symbol, array);
        }
    }
}

/// Whether an isolated op is `op` or nested in it (its body is visited on
/// its own and must stay).
fn contains_isolated(body: &Body, op: OpId) -> bool {
    if body.child_body(op).is_some() {
        return true;
    }
    let mut found = false;
    for &r in body.regions(op) {
        body.walk_region_preorder(r, |o| found |= body.child_body(o).is_some());
    }
    found
}

// ----- canonicalization of the region ops -----

/// The canonicalization patterns on every region op of the body,
/// listed in post-order (MLIR's `applyOpPatternsGreedily`: the last one
/// comes off the worklist first).
fn canonicalize_region_ops(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    patterns: &PatternSet,
) {
    let ops: Vec<OpId> = ops_post_order(body, roots)
        .into_iter()
        .filter(|&op| is_region_branch(ctx, body, op))
        .collect();
    if ops.is_empty() {
        return;
    }
    let Some(&scope) = roots.first() else {
        return;
    };
    let config = GreedyConfig::default();
    greedy::apply_op_patterns_greedily(ctx, body, scope, &ops, patterns, &config);
}

/// `value = #ub.poison`, the attribute `ub.poison`'s builder sets (the
/// passes that make poison name the op generically, as they may not call
/// into a dialect).
pub(crate) fn poison_value(ctx: &Context) -> tileir_ir::attributes::NamedAttr {
    tileir_ir::attributes::NamedAttr {
        name: ctx.symbol("value"),
        value: tileir_ir::format::dialect_attr(ctx, "ub.poison", Vec::new()),
    }
}
