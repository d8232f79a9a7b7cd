//! Early exits made structured, before the ops are converted: scf has no
//! `break`, no `continue` nested in an `if`, and no `return` from inside
//! an `if`, so a kernel using them is rewritten (still in cuda_tile ops,
//! plus the scf, arith and ub ops the rewrite needs) until every exit is
//! the last op of its loop or function body:
//!
//! - A `cuda_tile.if` holding an exit (in one of its branches, or in an
//!   `if` nested there) gets extra results that say whether the branch
//!   exited and with which values; the ops after it, up to the next such
//!   `if`, move into a guard `if` that runs them only when nothing exited
//!   so far, and yields the values they define that later ops read. The
//!   guards follow one another, so the nesting depth does not grow with
//!   the number of exits in a block. Nothing is copied: the op count grows
//!   by a constant per exit (plus one result per value a guard hands on).
//! - `cuda_tile.loop` becomes `scf.while`: its body is the `before` region,
//!   ending in `scf.condition(%continue) %next_iters..., %results...`, and
//!   the `after` region yields the next iteration's values. The while's
//!   results are the iteration values and then the loop's results; the
//!   loop's results are the latter.
//!
//! The slots an exit does not fill (the results after a `continue`, the
//! next iteration's values after a `break`) hold `ub.poison`: they are
//! never read. This is ours: the reference does not show how tileiras
//! lowers `loop`, only that its TileAA IR has `scf.while` loops
//! (`tileas-canonicalize-while-op`).

use super::lower::Failure;
use crate::passes::remove_dead_values::poison_value;
use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use tileir_ir::{BlockId, Body, Context, Location, OpId, OperationState, RegionId, Type, Value};

/// Whose exits a body has: those of a `loop` (`break`, `continue`), of a
/// `for` (`continue`) or of the kernel (`return`).
#[derive(Clone, Copy, PartialEq)]
enum Target {
    Loop,
    For,
    Kernel,
}

/// The values an exit hands on, in a fixed layout per target: for a loop,
/// the continue flag, the next iteration's values and the loop's results;
/// for a `for`, the next iteration's values; for the kernel, none.
struct ExitLayout {
    target: Target,
    types: Vec<Type>,
    iters: usize,
}

struct Structurer<'c, 'b> {
    ctx: &'c Context,
    body: &'b mut Body,
}

/// Rewrites the early exits of the kernel body `regions` (stored in
/// `body`) and turns every `cuda_tile.loop` in it into `scf.while`.
pub fn structure_exits(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
) -> Result<(), Failure> {
    let mut loops = Vec::new();
    for &r in regions {
        body.walk_region_preorder(r, |op| {
            let name = ctx.op_name_str(body.op_name(op));
            if name == "cuda_tile.loop" || name == "cuda_tile.for" {
                loops.push(op);
            }
        });
    }
    let mut s = Structurer { ctx, body };
    for &r in regions {
        if let Some(block) = s.body.entry_block(r) {
            if s.has_nested_exit(block, Target::Kernel) {
                let layout = ExitLayout {
                    target: Target::Kernel,
                    types: Vec::new(),
                    iters: 0,
                };
                let loc = s.terminator(block)?.1;
                s.flatten(block, &layout, None)?;
                s.append(block, "cuda_tile.return", loc, &[], &[]);
            }
        }
    }
    for op in loops {
        if s.ctx.op_name_str(s.body.op_name(op)) == "cuda_tile.loop" {
            s.loop_to_while(op)?;
        } else {
            s.structure_for(op)?;
        }
    }
    Ok(())
}

impl Structurer<'_, '_> {
    fn name(&self, op: OpId) -> &str {
        self.ctx.op_name_str(self.body.op_name(op))
    }

    fn is_exit(&self, op: OpId, target: Target) -> bool {
        matches!(
            (self.name(op), target),
            ("cuda_tile.break" | "cuda_tile.continue", Target::Loop)
                | ("cuda_tile.continue", Target::For)
                | ("cuda_tile.return", Target::Kernel)
        )
    }

    /// Whether `op` is an `if` with an exit of `target` in it (through
    /// nested `if`s only: a nested loop owns its own exits).
    fn if_has_exit(&self, op: OpId, target: Target) -> bool {
        self.name(op) == "cuda_tile.if"
            && self.body.regions(op).iter().any(|&r| {
                self.body
                    .region_blocks(r)
                    .any(|b| self.block_has_exit(b, target))
            })
    }

    fn block_has_exit(&self, block: BlockId, target: Target) -> bool {
        self.body
            .block_ops(block)
            .any(|op| self.is_exit(op, target) || self.if_has_exit(op, target))
    }

    /// Whether an `if` directly in `block` holds an exit of `target`.
    fn has_nested_exit(&self, block: BlockId, target: Target) -> bool {
        self.body
            .block_ops(block)
            .any(|op| self.if_has_exit(op, target))
    }

    /// The last op of `block` and its location.
    fn terminator(&self, block: BlockId) -> Result<(OpId, Location), Failure> {
        let op = self.body.last_op(block).ok_or_else(|| Failure {
            op: None,
            message: "a block of the kernel has no terminator".to_string(),
        })?;
        Ok((op, self.body.op_loc(op)))
    }

    /// Creates an op at the end of `block`.
    fn append(
        &mut self,
        block: BlockId,
        name: &str,
        loc: Location,
        operands: &[Value],
        result_types: &[Type],
    ) -> OpId {
        let mut state = OperationState::new(self.ctx.op_name(name), loc);
        state.operands.extend_from_slice(operands);
        state.result_types.extend_from_slice(result_types);
        let op = self.body.create_op(self.ctx, state);
        self.body.append_op(block, op);
        op
    }

    /// `arith.constant true/false` at the end of `block`.
    fn flag(&mut self, block: BlockId, loc: Location, value: bool) -> Value {
        let i1 = self.ctx.int_type(1);
        let mut state = OperationState::new(self.ctx.op_name("arith.constant"), loc);
        state.result_types.push(i1);
        state.attributes.push(tileir_ir::attributes::NamedAttr {
            name: self.ctx.symbol("value"),
            value: self.ctx.integer_attr(i1, value as i128),
        });
        let op = self.body.create_op(self.ctx, state);
        self.body.append_op(block, op);
        self.body.result(op, 0)
    }

    /// One `ub.poison` per type, at the end of `block`.
    fn poison(&mut self, block: BlockId, loc: Location, types: &[Type]) -> Vec<Value> {
        let value = poison_value(self.ctx);
        types
            .iter()
            .map(|&ty| {
                let mut state = OperationState::new(self.ctx.op_name("ub.poison"), loc);
                state.result_types.push(ty);
                state.attributes.push(value);
                let op = self.body.create_op(self.ctx, state);
                self.body.append_op(block, op);
                self.body.result(op, 0)
            })
            .collect()
    }

    /// The layout's values for the exit `op` (an exit of the layout's
    /// target), created at the end of `block`.
    fn exit_values(&mut self, block: BlockId, op: OpId, layout: &ExitLayout) -> Vec<Value> {
        let loc = self.body.op_loc(op);
        let operands: Vec<Value> = self.body.operands(op).collect();
        match layout.target {
            Target::Loop => {
                let is_continue = self.name(op) == "cuda_tile.continue";
                let mut values = vec![self.flag(block, loc, is_continue)];
                let (iters, results) = layout.types[1..].split_at(layout.iters);
                if is_continue {
                    values.extend(operands);
                    values.extend(self.poison(block, loc, results));
                } else {
                    values.extend(self.poison(block, loc, iters));
                    values.extend(operands);
                }
                values
            }
            Target::For | Target::Kernel => operands,
        }
    }

    /// Rewrites `block` (whose last op is an exit of the layout's target,
    /// or with `fallthrough` the types of the `cuda_tile.yield` it may end
    /// in instead) so that no `if` in it holds an exit, and drops its last
    /// op. Returns what the block hands on, created at its end: the
    /// layout's values, or with `fallthrough`, whether it exited, the
    /// layout's values and the yielded values.
    ///
    /// The ops after each exiting `if` run in a guard `if` on whether it
    /// exited; the guards follow one another in `block` rather than nest
    /// (each ends with the next exiting `if`, and also yields the values
    /// its ops define that later ops use), so the nesting depth does not
    /// grow with the number of exits.
    fn flatten(
        &mut self,
        block: BlockId,
        layout: &ExitLayout,
        fallthrough: Option<&[Type]>,
    ) -> Result<Vec<Value>, Failure> {
        let Some(first) = self.next_exiting_if(self.body.first_op(block), layout.target) else {
            return self.hand_on(block, layout, fallthrough);
        };
        let exiting = self.exiting_if(first, layout)?;
        let loc = self.body.op_loc(exiting);
        // Whether an exit was taken, and its values, so far.
        let mut exited = self.body.result(exiting, 0);
        let mut exit: Vec<Value> = self
            .body
            .results(exiting)
            .skip(1)
            .take(layout.types.len())
            .collect();
        let mut last = exiting;
        loop {
            let from = self.body.next_op(last);
            let next_if = self.next_exiting_if(from, layout.target);
            // The ops up to the next exiting `if` (included), or to the end.
            let else_block = self.body.create_block();
            while let Some(next) = self.body.next_op(last) {
                self.body.detach_op(next);
                self.body.append_op(else_block, next);
                if Some(next) == next_if {
                    break;
                }
            }
            let then_block = self.body.create_block();
            let (guard_types, then_values, else_values, live) = match next_if {
                Some(if_op) => {
                    let inner = self.exiting_if(if_op, layout)?;
                    let live = self.live_out(else_block);
                    let live_types: Vec<Type> =
                        live.iter().map(|&v| self.body.value_type(v)).collect();
                    let mut then_values = vec![exited];
                    then_values.extend(exit.iter().copied());
                    then_values.extend(self.poison(then_block, loc, &live_types));
                    let mut else_values: Vec<Value> = self
                        .body
                        .results(inner)
                        .take(1 + layout.types.len())
                        .collect();
                    else_values.extend(live.iter().copied());
                    let types: Vec<Type> = std::iter::once(self.ctx.int_type(1))
                        .chain(layout.types.iter().copied())
                        .chain(live_types)
                        .collect();
                    (types, then_values, else_values, live)
                }
                None => {
                    let else_values = self.hand_on(else_block, layout, fallthrough)?;
                    let mut then_values = Vec::new();
                    if fallthrough.is_some() {
                        then_values.push(exited);
                    }
                    then_values.extend(exit.iter().copied());
                    if let Some(yielded) = fallthrough {
                        then_values.extend(self.poison(then_block, loc, yielded));
                    }
                    let types: Vec<Type> = then_values
                        .iter()
                        .map(|&v| self.body.value_type(v))
                        .collect();
                    (types, then_values, else_values, Vec::new())
                }
            };
            self.append(then_block, "cuda_tile.yield", loc, &then_values, &[]);
            self.append(else_block, "cuda_tile.yield", loc, &else_values, &[]);
            let mut state = OperationState::new(self.ctx.op_name("cuda_tile.if"), loc);
            state.operands.push(exited);
            state.result_types.extend(guard_types);
            for b in [then_block, else_block] {
                let r = self.body.new_region();
                self.body.append_block(r, b);
                state.regions.push(r);
            }
            let guard = self.body.create_op(self.ctx, state);
            // Where the moved ops were: before the ops after the next
            // exiting `if`.
            match self.body.next_op(last) {
                Some(rest) => self.body.insert_op_before(rest, guard),
                None => self.body.append_op(block, guard),
            }
            if next_if.is_none() {
                return Ok(self.body.results(guard).collect());
            }
            // Later ops read the guard's results for the values it defines.
            let skip = 1 + layout.types.len();
            for (i, v) in live.into_iter().enumerate() {
                let to = self.body.result(guard, skip + i);
                let outside: FxHashSet<OpId> = self
                    .body
                    .users(v)
                    .filter(|&u| !Self::inside(self.body, u, guard))
                    .collect();
                self.body
                    .replace_uses_if(v, to, |user| outside.contains(&user));
            }
            exited = self.body.result(guard, 0);
            exit = self
                .body
                .results(guard)
                .skip(1)
                .take(layout.types.len())
                .collect();
            last = guard;
        }
    }

    /// The first op from `from` on (in its block) that is an `if` holding
    /// an exit of `target`.
    fn next_exiting_if(&self, mut from: Option<OpId>, target: Target) -> Option<OpId> {
        while let Some(op) = from {
            if self.if_has_exit(op, target) {
                return Some(op);
            }
            from = self.body.next_op(op);
        }
        None
    }

    /// The results of the ops of `block` that an op outside it uses.
    fn live_out(&self, block: BlockId) -> Vec<Value> {
        let mut live = Vec::new();
        for op in self.body.block_ops(block) {
            for v in self.body.results(op) {
                let used_outside = self
                    .body
                    .users(v)
                    .any(|u| !Self::in_block(self.body, u, block));
                if used_outside {
                    live.push(v);
                }
            }
        }
        live
    }

    /// Whether `op` is in `block`, directly or nested.
    fn in_block(body: &Body, mut op: OpId, block: BlockId) -> bool {
        loop {
            if body.parent_block(op) == Some(block) {
                return true;
            }
            match body.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    /// Whether `op` is `ancestor` or nested in it.
    fn inside(body: &Body, mut op: OpId, ancestor: OpId) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match body.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    /// `flatten` of a block with no exiting `if`: the values its last op
    /// (an exit, or with `fallthrough` a `yield`) hands on, that op
    /// dropped.
    fn hand_on(
        &mut self,
        block: BlockId,
        layout: &ExitLayout,
        fallthrough: Option<&[Type]>,
    ) -> Result<Vec<Value>, Failure> {
        let (last, loc) = self.terminator(block)?;
        let values = if self.is_exit(last, layout.target) {
            let exit = self.exit_values(block, last, layout);
            match fallthrough {
                None => exit,
                Some(yielded) => {
                    let mut values = vec![self.flag(block, loc, true)];
                    values.extend(exit);
                    values.extend(self.poison(block, loc, yielded));
                    values
                }
            }
        } else if self.name(last) == "cuda_tile.yield" && fallthrough.is_some() {
            let mut values = vec![self.flag(block, loc, false)];
            values.extend(self.poison(block, loc, &layout.types));
            values.extend(self.body.operands(last));
            values
        } else {
            // An exit of another target (a `return` in a loop).
            return Err(Failure::illegal(self.ctx, self.body, last));
        };
        self.body.erase_op(last);
        Ok(values)
    }

    /// Replaces `if_op` (an `if` holding an exit) by an `if` whose results
    /// are whether a branch exited, the layout's values, and `if_op`'s
    /// results; returns it.
    fn exiting_if(&mut self, if_op: OpId, layout: &ExitLayout) -> Result<OpId, Failure> {
        let loc = self.body.op_loc(if_op);
        let yielded: Vec<Type> = self
            .body
            .results(if_op)
            .map(|v| self.body.value_type(v))
            .collect();
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(self.body.regions(if_op));
        let mut new_regions: SmallVec<[RegionId; 2]> = SmallVec::new();
        for r in regions {
            let block = match self.body.entry_block(r) {
                Some(b) => b,
                None => {
                    // An absent `else` (the `if` has no results).
                    let b = self.body.create_block();
                    self.append(b, "cuda_tile.yield", loc, &[], &[]);
                    b
                }
            };
            self.body.detach_block(block);
            let values = self.flatten(block, layout, Some(&yielded))?;
            self.append(block, "cuda_tile.yield", loc, &values, &[]);
            let new = self.body.new_region();
            self.body.append_block(new, block);
            new_regions.push(new);
        }
        let result_types: Vec<Type> = std::iter::once(self.ctx.int_type(1))
            .chain(layout.types.iter().copied())
            .chain(yielded.iter().copied())
            .collect();
        let cond: Vec<Value> = self.body.operands(if_op).collect();
        let mut state = OperationState::new(self.ctx.op_name("cuda_tile.if"), loc);
        state.operands.extend(cond);
        state.result_types.extend(result_types);
        state.regions.extend(new_regions);
        let new = self.body.create_op(self.ctx, state);
        self.body.insert_op_before(if_op, new);
        let old: Vec<Value> = self.body.results(if_op).collect();
        let skip = 1 + layout.types.len();
        for (i, v) in old.into_iter().enumerate() {
            let replacement = self.body.result(new, skip + i);
            self.body.replace_all_uses_with(v, replacement);
        }
        self.body.erase_op(if_op);
        Ok(new)
    }

    /// A `for` whose body continues from inside an `if`: the `continue`
    /// becomes the body's last op.
    fn structure_for(&mut self, op: OpId) -> Result<(), Failure> {
        let Some(block) = self.body_block(op) else {
            return Ok(());
        };
        if !self.has_nested_exit(block, Target::For) {
            return Ok(());
        }
        let layout = ExitLayout {
            target: Target::For,
            types: self
                .body
                .results(op)
                .map(|v| self.body.value_type(v))
                .collect(),
            iters: self.body.num_results(op),
        };
        let loc = self.terminator(block)?.1;
        let next = self.flatten(block, &layout, None)?;
        self.append(block, "cuda_tile.continue", loc, &next, &[]);
        Ok(())
    }

    fn body_block(&self, op: OpId) -> Option<BlockId> {
        let &region = self.body.regions(op).first()?;
        self.body.entry_block(region)
    }

    /// `cuda_tile.loop` as `scf.while` (see the module docs).
    fn loop_to_while(&mut self, op: OpId) -> Result<(), Failure> {
        let block = self
            .body_block(op)
            .ok_or_else(|| Failure::illegal(self.ctx, self.body, op))?;
        let loc = self.body.op_loc(op);
        let iter_types: Vec<Type> = self
            .body
            .block_args(block)
            .iter()
            .map(|&v| self.body.value_type(v))
            .collect();
        let result_types: Vec<Type> = self
            .body
            .results(op)
            .map(|v| self.body.value_type(v))
            .collect();
        let layout = ExitLayout {
            target: Target::Loop,
            types: std::iter::once(self.ctx.int_type(1))
                .chain(iter_types.iter().copied())
                .chain(result_types.iter().copied())
                .collect(),
            iters: iter_types.len(),
        };
        let exit = self.flatten(block, &layout, None)?;
        self.append(block, "scf.condition", loc, &exit, &[]);
        let before = self.body.new_region();
        self.body.detach_block(block);
        self.body.append_block(before, block);
        let after_block = self.body.create_block();
        let carried: Vec<Value> = layout.types[1..]
            .iter()
            .map(|&ty| self.body.add_block_arg(after_block, ty, loc))
            .collect();
        self.append(
            after_block,
            "scf.yield",
            loc,
            &carried[..iter_types.len()],
            &[],
        );
        let after = self.body.new_region();
        self.body.append_block(after, after_block);
        let mut state = OperationState::new(self.ctx.op_name("scf.while"), loc);
        state.operands.extend(self.body.operands(op));
        state.result_types.extend(layout.types[1..].iter().copied());
        state.regions.extend([before, after]);
        let new = self.body.create_op(self.ctx, state);
        self.body.insert_op_before(op, new);
        let old: Vec<Value> = self.body.results(op).collect();
        for (i, v) in old.into_iter().enumerate() {
            let replacement = self.body.result(new, iter_types.len() + i);
            self.body.replace_all_uses_with(v, replacement);
        }
        self.body.erase_op(op);
        Ok(())
    }
}
