//! Liveness of values, as MLIR 22's `LivenessAnalysis`
//! (`mlir/lib/Analysis/DataFlow/LivenessAnalysis.cpp`, a sparse backward
//! analysis) computes it for `remove-dead-values`.
//!
//! Only ops in blocks that execute are looked at: which those are, and
//! which calls reach each function, comes from the dead-code part of
//! `sccp`'s solver ([`super::sccp::Solver`]), as upstream loads
//! `DeadCodeAnalysis` and constant propagation under its liveness. A value
//! is live when
//! - an op that would not be trivially dead (effects, a terminator, a
//!   symbol, an unknown op) uses it, or an op with a live result does;
//! - it is a non-forwarded operand of a branch (a condition, a switch
//!   flag), or of a call;
//! - it flows into a live value: a branch operand into a live block
//!   argument, a call argument into a live parameter of the callee, a
//!   returned value into a live result of some call of a function whose
//!   callers are all known (any other function returns to unknown callers:
//!   its returned values are live), a region op's operand or terminator
//!   operand into a live region argument or result;
//! - it is an operand of a region op (or of a terminator of its regions)
//!   that flows nowhere (a bound, a condition, a switch value), and the
//!   op's results are live or it would not be trivially dead.
//!
//! A region op is an op with a `RegionBranchOpInterface`, whose
//! [`value_flow`] says where its values go; a call is an op with a
//! `CallOpInterface`, a branch an op with a `BranchOpInterface`. Every other
//! value under the op is dead.

use super::sccp::{is_callable_terminator, Solver, B};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use tileir_ir::dialect::Traits;
use tileir_ir::region_branch::{is_region_branch, is_region_terminator, value_flow, ValueFlow};
use tileir_ir::{effects, Body, Context, OpId, RegionId, Value};

/// The analysis's answer: which values under the op are live.
pub(crate) struct Liveness<'a> {
    pub(crate) solver: Solver<'a>,
    live: FxHashSet<(B, Value)>,
}

impl<'a> Liveness<'a> {
    /// Runs the dead-code solver, then liveness to its fixpoint.
    pub(crate) fn run(
        ctx: &'a Context,
        storage: &'a Body,
        anchor: OpId,
        has_parent: bool,
    ) -> Liveness<'a> {
        let mut solver = Solver::new(ctx, storage, anchor, has_parent);
        solver.run();
        let mut run = Run {
            ctx,
            solver: &solver,
            live: FxHashSet::default(),
            worklist: Vec::new(),
            feeders: FxHashMap::default(),
            region_ops_done: FxHashSet::default(),
        };
        run.seed();
        run.propagate();
        let live = run.live;
        Liveness { solver, live }
    }

    pub(crate) fn is_live(&self, b: B, v: Value) -> bool {
        self.live.contains(&(b, v))
    }
}

/// Operands (owner, index) that flow into one value.
type Sources = SmallVec<[(OpId, usize); 2]>;

/// The analysis while it runs.
struct Run<'s, 'a> {
    ctx: &'a Context,
    solver: &'s Solver<'a>,
    live: FxHashSet<(B, Value)>,
    /// Values newly found live, whose sources are still to mark.
    worklist: Vec<(B, Value)>,
    /// The operands (owner, index) that flow into a block argument or a
    /// region op's result, from executed ops.
    feeders: FxHashMap<(B, Value), Sources>,
    /// Region ops whose bounds and conditions are already live.
    region_ops_done: FxHashSet<(B, OpId)>,
}

impl Run<'_, '_> {
    fn mark(&mut self, b: B, v: Value) {
        if self.live.insert((b, v)) {
            self.worklist.push((b, v));
        }
    }

    fn mark_operand(&mut self, b: B, op: OpId, index: usize) {
        let body = self.solver.bodies[b];
        if index < body.num_operands(op) {
            let v = body.operand(op, index);
            self.mark(b, v);
        }
    }

    fn mark_all_operands(&mut self, b: B, op: OpId) {
        let body = self.solver.bodies[b];
        for v in body.operands(op) {
            self.mark(b, v);
        }
    }

    fn executed(&self, b: B, op: OpId) -> bool {
        self.solver.bodies[b]
            .parent_block(op)
            .is_some_and(|blk| self.solver.is_live(b, blk))
    }

    /// The ops of body `b` in executed blocks (nested ones too, not those
    /// of other bodies), in pre-order.
    fn executed_ops(&self, b: B) -> Vec<OpId> {
        let body = self.solver.bodies[b];
        let mut out = Vec::new();
        let mut stack: Vec<RegionId> = self.solver.roots[b].iter().rev().copied().collect();
        while let Some(r) = stack.pop() {
            for blk in body.region_blocks(r) {
                if !self.solver.is_live(b, blk) {
                    continue;
                }
                for op in body.block_ops(blk) {
                    out.push(op);
                    if body.child_body(op).is_none() {
                        stack.extend(body.regions(op).iter().rev().copied());
                    }
                }
            }
        }
        out
    }

    /// The callee of call `op` of body `b`, if it is a function of the
    /// scope with a body.
    fn callee(&self, b: B, op: OpId) -> Option<usize> {
        let c = self.solver.resolve(b, op)?;
        let cb = self.solver.callables[c].body;
        let has_body = self.solver.roots[cb]
            .first()
            .is_some_and(|&r| self.solver.bodies[cb].entry_block(r).is_some());
        has_body.then_some(c)
    }

    /// What is live whatever else is, and the flow edges of executed ops.
    fn seed(&mut self) {
        let ctx = self.ctx;
        for b in 0..self.solver.bodies.len() {
            let body = self.solver.bodies[b];
            let callable = self.solver.callable_of_body.get(&b).copied();
            for op in self.executed_ops(b) {
                let def = ctx.op_def(body.op_name(op));
                if let Some(call) = tileir_ir::call::call_interface(ctx, body, op) {
                    if self.callee(b, op).is_some() {
                        for i in 0..call.first_arg.min(body.num_operands(op)) {
                            self.mark_operand(b, op, i);
                        }
                    } else {
                        self.mark_all_operands(b, op);
                    }
                } else if let Some(branch) = def.and_then(|d| d.interfaces.branch) {
                    let mut forwarded = vec![false; body.num_operands(op)];
                    let r = tileir_ir::dialect::OpRef { ctx, body, op };
                    for (s, &succ) in body.successors(op).iter().enumerate() {
                        let range = (branch.successor_operands)(r, s);
                        let args = body.block_args(succ);
                        for (j, i) in range.enumerate() {
                            if let (Some(f), Some(&arg)) = (forwarded.get_mut(i), args.get(j)) {
                                *f = true;
                                self.feeders.entry((b, arg)).or_default().push((op, i));
                            }
                        }
                    }
                    for (i, f) in forwarded.into_iter().enumerate() {
                        if !f {
                            self.mark_operand(b, op, i);
                        }
                    }
                } else if let Some(rb) = value_flow(ctx, body, op) {
                    for (owner, index, inputs) in &rb.edges {
                        if *owner == op || self.executed(b, *owner) {
                            for &input in inputs {
                                self.feeders
                                    .entry((b, input))
                                    .or_default()
                                    .push((*owner, *index));
                            }
                        }
                    }
                    if !effects::would_op_be_trivially_dead(ctx, body, op) {
                        self.region_op_live(b, op, &rb);
                    }
                } else if is_region_terminator(ctx, body, op) {
                    // Its parent says where its operands go.
                } else if callable.is_some()
                    && is_callable_terminator(body, op)
                    && def.is_some_and(|d| d.has(Traits::RETURN_LIKE))
                {
                    let c = callable.expect("checked");
                    if self.solver.callables[c].unknown_callers {
                        self.mark_all_operands(b, op);
                    }
                } else if !effects::would_op_be_trivially_dead(ctx, body, op) {
                    self.mark_all_operands(b, op);
                }
            }
        }
    }

    /// A region op whose results are live or that has effects: its
    /// non-forwarded operands and arguments are live.
    fn region_op_live(&mut self, b: B, op: OpId, rb: &ValueFlow) {
        if !self.region_ops_done.insert((b, op)) {
            return;
        }
        for &(owner, index) in &rb.non_forwarded {
            if owner == op || self.executed(b, owner) {
                self.mark_operand(b, owner, index);
            }
        }
        for &arg in &rb.non_forwarded_args {
            self.mark(b, arg);
        }
    }

    fn propagate(&mut self) {
        let ctx = self.ctx;
        while let Some((b, v)) = self.worklist.pop() {
            let body = self.solver.bodies[b];
            if let Some(sources) = self.feeders.get(&(b, v)).cloned() {
                for (owner, index) in sources {
                    self.mark_operand(b, owner, index);
                }
            }
            match body.defining_op(v) {
                Some(op) if self.executed(b, op) => {
                    if tileir_ir::call::call_interface(ctx, body, op).is_some() {
                        self.call_result_live(b, op, v);
                    } else if is_region_branch(ctx, body, op) {
                        if !self.region_ops_done.contains(&(b, op)) {
                            if let Some(rb) = value_flow(ctx, body, op) {
                                self.region_op_live(b, op, &rb);
                            }
                        }
                    } else {
                        self.mark_all_operands(b, op);
                    }
                }
                Some(_) => {}
                None => self.argument_live(b, v),
            }
        }
    }

    /// A live result of a call: what the callee's returns pass there, when
    /// all its callers are known.
    fn call_result_live(&mut self, b: B, call: OpId, v: Value) {
        let Some(c) = self.callee(b, call) else {
            return;
        };
        if self.solver.callables[c].unknown_callers {
            return;
        }
        let body = self.solver.bodies[b];
        let Some(index) = body.results(call).position(|r| r == v) else {
            return;
        };
        let cb = self.solver.callables[c].body;
        let callee = self.solver.bodies[cb];
        for r in self.solver.roots[cb].clone() {
            let blocks: Vec<_> = callee.region_blocks(r).collect();
            for blk in blocks {
                let Some(t) = callee.last_op(blk) else {
                    continue;
                };
                if self.solver.is_live(cb, blk) && is_callable_terminator(callee, t) {
                    self.mark_operand(cb, t, index);
                }
            }
        }
    }

    /// A live parameter of a function: the live calls' arguments.
    fn argument_live(&mut self, b: B, v: Value) {
        let Some(&c) = self.solver.callable_of_body.get(&b) else {
            return;
        };
        let body = self.solver.bodies[b];
        let Some(block) = body.value_block(v) else {
            return;
        };
        let entry = self.solver.roots[b]
            .first()
            .and_then(|&r| body.entry_block(r));
        if entry != Some(block) {
            return;
        }
        let Some(index) = body.block_args(block).iter().position(|&a| a == v) else {
            return;
        };
        for (cb, call) in self.solver.callables[c].calls.clone() {
            let caller = self.solver.bodies[cb];
            if let Some(ci) = tileir_ir::call::call_interface(self.ctx, caller, call) {
                self.mark_operand(cb, call, ci.first_arg + index);
            }
        }
    }
}
