//! The greedy rewrite driver (MLIR 22's `GreedyPatternRewriteDriver` for a
//! region), the engine of `canonicalize`: a worklist of ops, each erased if
//! trivially dead, else folded (constants materialized by the op's
//! dialect), else rewritten by the first of its patterns that matches
//! (highest benefit first, [`patterns`]), until nothing changes or the
//! iteration limit is reached.
//!
//! Order, as upstream: each iteration fills the worklist by walking the
//! region (pre-order and reversed, so ops come off in program order, or
//! post-order for bottom-up), uniquing constants on the way
//! ([`folder`]); ops inserted or modified by a change, and the ancestors up
//! to the region, are pushed again; an erased op's operands' defining ops
//! are pushed when at most one other op still uses them. An iteration stops
//! early once `max_num_rewrites` patterns have applied. As in MLIR 22,
//! unreachable blocks are erased after the worklist is filled and before it
//! is processed, in every iteration.
//!
//! After each iteration the regions are simplified ([`simplify`]) unless
//! that is disabled. One difference from upstream: each isolated op's body
//! is driven on its own (the canonicalize pass walks them), not in one
//! worklist with its parent's, which changes nothing but how iterations
//! are counted.

mod folder;
pub mod patterns;
pub mod simplify;
mod worklist;

use crate::debug_counter::{self, DebugCounter};
use crate::instrument::actions::{is_upstream_pattern, GreedyActions};
use folder::ConstantFolder;
pub use patterns::{PatternFilter, PatternSet};
use smallvec::SmallVec;
use std::cell::RefCell;
use tileir_ir::dialect::Traits;
use tileir_ir::effects;
use tileir_ir::fold::{self, FoldResult, Folded};
use tileir_ir::rewriter::{InsertPoint, Listener, Rewriter};
use tileir_ir::{Body, Context, OpId, RegionId, Value};
use worklist::Worklist;

/// How much control flow a greedy run simplifies after each iteration
/// (MLIR's `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    Disabled,
    /// Unreachable blocks, dead ops and dead block arguments.
    Normal,
    /// Also identical blocks merged and arguments every predecessor passes
    /// the same value dropped.
    Aggressive,
}

/// MLIR's `GreedyRewriteConfig` (the parts modelled).
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    /// Ops in program order (true, the default) or from the last.
    pub top_down: bool,
    pub region_simplify: RegionSimplify,
    /// Iterations before giving up; `None` for no limit.
    pub max_iterations: Option<u64>,
    /// Pattern rewrites in one iteration before it stops; `None` for no
    /// limit.
    pub max_num_rewrites: Option<u64>,
    pub fold: bool,
    /// Unique and hoist constants (MLIR's `cseConstants`).
    pub cse_constants: bool,
}

impl Default for GreedyConfig {
    fn default() -> GreedyConfig {
        GreedyConfig {
            top_down: true,
            region_simplify: RegionSimplify::Normal,
            max_iterations: Some(10),
            max_num_rewrites: None,
            fold: true,
            cse_constants: true,
        }
    }
}

/// What a greedy run did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GreedyOutcome {
    pub changed: bool,
    /// The last iteration changed nothing (false: stopped at the limit).
    pub converged: bool,
}

/// Runs the driver on `region` of `body` (a root region: the anchor's),
/// folding only (no patterns).
pub fn apply_greedily(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    config: &GreedyConfig,
) -> GreedyOutcome {
    apply_patterns_greedily(ctx, body, region, &PatternSet::empty(), config)
}

/// Runs the driver on `region` of `body` (a root region: the anchor's) with
/// `patterns`.
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> GreedyOutcome {
    apply_patterns_counted(ctx, body, region, patterns, config, None)
}

/// [`apply_patterns_greedily`] asking `counter` (`apply-pattern`) before
/// each pattern it tries, as MLIR's `ApplyPatternAction`.
pub fn apply_patterns_counted(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    patterns: &PatternSet,
    config: &GreedyConfig,
    counter: Option<&DebugCounter>,
) -> GreedyOutcome {
    apply_patterns_traced(ctx, body, region, patterns, config, counter, None)
}

/// [`apply_patterns_counted`] reporting its iterations and the patterns it
/// tries to `actions` (MLIR's `GreedyPatternRewriteIteration` and
/// `ApplyPatternAction`), when given.
pub fn apply_patterns_traced(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    patterns: &PatternSet,
    config: &GreedyConfig,
    counter: Option<&DebugCounter>,
    mut actions: Option<&mut GreedyActions<'_>>,
) -> GreedyOutcome {
    let state = RefCell::new(State {
        worklist: Worklist::default(),
        folder: ConstantFolder::default(),
        scope: region,
    });
    let mut listener = Tracker { state: &state };
    let mut rw = Rewriter::with_listener(ctx, body, &mut listener);
    let mut changed = false;
    // Whether the last iteration changed anything (none ran: converged).
    let mut continue_rewrites = false;
    let mut iteration: u64 = 0;
    loop {
        iteration += 1;
        if config.max_iterations.is_some_and(|max| iteration > max) {
            break;
        }
        if let Some(a) = actions.as_deref_mut() {
            a.begin_iteration(region, iteration);
        }
        state.borrow_mut().worklist.clear();
        fill_worklist(&mut rw, &state, region, config);
        if config.top_down {
            state.borrow_mut().worklist.reverse();
        }
        // Unreachable blocks go first, whatever the region simplification:
        // patterns are not safe on the IR unreachable code may hold (an op
        // using its own result).
        continue_rewrites = simplify::erase_unreachable_blocks(&mut rw, &[region]);
        continue_rewrites |= process_worklist(
            &mut rw,
            &state,
            patterns,
            config,
            counter,
            actions.as_deref_mut(),
        );
        if config.region_simplify != RegionSimplify::Disabled {
            let aggressive = config.region_simplify == RegionSimplify::Aggressive;
            continue_rewrites |= simplify::simplify_regions(&mut rw, &[region], aggressive);
        }
        if let Some(a) = actions.as_deref_mut() {
            a.end_iteration();
        }
        changed |= continue_rewrites;
        if !continue_rewrites {
            break;
        }
    }
    GreedyOutcome {
        changed,
        converged: !continue_rewrites,
    }
}

/// MLIR's `applyOpPatternsGreedily` (default config, `AnyOp`
/// strictness): `ops` of `body` pushed on the worklist in this order (so
/// the last comes off first), then whatever changes push there, until it
/// is empty; no iterations and no region simplification. `scope` is the
/// region holding them: ancestors of a changed op are pushed up to it.
/// Returns whether anything changed.
pub fn apply_op_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    scope: RegionId,
    ops: &[OpId],
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> bool {
    let state = RefCell::new(State {
        worklist: Worklist::default(),
        folder: ConstantFolder::default(),
        scope,
    });
    for &op in ops {
        state.borrow_mut().worklist.push(op);
    }
    let mut listener = Tracker { state: &state };
    let mut rw = Rewriter::with_listener(ctx, body, &mut listener);
    process_worklist(&mut rw, &state, patterns, config, None, None)
}

/// What the driver and its listener share.
struct State {
    worklist: Worklist,
    folder: ConstantFolder,
    /// The region driven: ops are pushed with their ancestors up to it.
    scope: RegionId,
}

impl State {
    /// MLIR's `addToWorklist`: `op` and its ancestors, if they are inside
    /// the scope.
    fn push_with_ancestors(&mut self, body: &Body, op: OpId) {
        let Some(region) = body.parent_block(op).and_then(|b| body.block_parent(b)) else {
            return;
        };
        // Most ops sit right in the scope's region: no ancestors to collect.
        if region == self.scope {
            self.worklist.push(op);
            return;
        }
        let mut ancestors: SmallVec<[OpId; 8]> = SmallVec::new();
        let mut cur = op;
        loop {
            ancestors.push(cur);
            let Some(region) = body.parent_block(cur).and_then(|b| body.block_parent(b)) else {
                return;
            };
            if region == self.scope {
                for &o in &ancestors {
                    self.worklist.push(o);
                }
                return;
            }
            match body.region_parent(region) {
                Some(parent) => cur = parent,
                None => return,
            }
        }
    }
}

/// The driver's listener: keeps the worklist and the constant folder right.
struct Tracker<'s> {
    state: &'s RefCell<State>,
}

impl Listener for Tracker<'_> {
    fn op_inserted(&mut self, body: &Body, op: OpId, _: Option<InsertPoint>) {
        self.state.borrow_mut().push_with_ancestors(body, op);
    }

    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.state.borrow_mut().push_with_ancestors(body, op);
    }

    fn op_erased(&mut self, body: &Body, op: OpId) {
        let mut state = self.state.borrow_mut();
        // After `op` goes, a value with at most one other user may fold or die.
        for v in body.operands(op) {
            let Some(def) = body.defining_op(v) else {
                continue;
            };
            let mut other = None;
            let mut more = false;
            for user in body.users(v) {
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                } else {
                    more = true;
                    break;
                }
            }
            if !more {
                state.push_with_ancestors(body, def);
            }
        }
        state.worklist.remove(op);
        state.folder.notify_removal(op);
    }
}

/// Fills the worklist with the region's ops (MLIR's walk, in pre- or
/// post-order), uniquing constants met on the way: those replaced by a kept
/// one are not pushed.
fn fill_worklist(
    rw: &mut Rewriter<'_>,
    state: &RefCell<State>,
    region: RegionId,
    config: &GreedyConfig,
) {
    enum Step {
        Block(tileir_ir::BlockId),
        /// The op to visit next in a block (read before visiting the one
        /// before it, which may move or go).
        Op(Option<OpId>),
        /// Post-order: the op's regions are done.
        After(OpId),
    }
    let blocks = |body: &Body, regions: &[RegionId]| -> Vec<Step> {
        let mut steps: Vec<Step> = regions
            .iter()
            .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
            .map(Step::Block)
            .collect();
        steps.reverse();
        steps
    };
    let mut stack = blocks(rw.body(), &[region]);
    while let Some(step) = stack.pop() {
        match step {
            Step::Block(b) => stack.push(Step::Op(rw.body().first_op(b))),
            Step::Op(None) => {}
            Step::Op(Some(op)) => {
                let body = rw.body();
                stack.push(Step::Op(body.next_op(op)));
                let nested = if body.child_body(op).is_some() {
                    Vec::new()
                } else {
                    blocks(body, body.regions(op))
                };
                if config.top_down {
                    if visit(rw, state, op, config) {
                        stack.extend(nested);
                    }
                } else {
                    stack.push(Step::After(op));
                    stack.extend(nested);
                }
            }
            Step::After(op) => {
                visit(rw, state, op, config);
            }
        }
    }
}

/// Visits one op while filling the worklist: a constant is uniqued (false
/// when it was replaced by the kept one); the op is pushed otherwise.
fn visit(rw: &mut Rewriter<'_>, state: &RefCell<State>, op: OpId, config: &GreedyConfig) -> bool {
    if config.cse_constants {
        if let Some(value) = fold::constant_value(rw.ctx, rw.body(), op) {
            // Out of the shared state while it works: replacing `op` notifies
            // the listener, which only forgets `op` (never kept).
            let mut folder = std::mem::take(&mut state.borrow_mut().folder);
            let kept = folder.insert_known_constant(rw, op, value);
            state.borrow_mut().folder = folder;
            if !kept {
                return false;
            }
        }
    }
    state.borrow_mut().push_with_ancestors(rw.body(), op);
    true
}

/// MLIR's `processWorklist`: returns whether anything changed.
fn process_worklist(
    rw: &mut Rewriter<'_>,
    state: &RefCell<State>,
    patterns: &PatternSet,
    config: &GreedyConfig,
    counter: Option<&DebugCounter>,
    mut actions: Option<&mut GreedyActions<'_>>,
) -> bool {
    let ctx = rw.ctx;
    let mut changed = false;
    let mut num_rewrites: u64 = 0;
    loop {
        if config
            .max_num_rewrites
            .is_some_and(|max| num_rewrites >= max)
        {
            return changed;
        }
        let Some(op) = state.borrow_mut().worklist.pop() else {
            return changed;
        };
        if rw.body().is_erased(op) {
            continue;
        }
        if effects::is_op_trivially_dead(ctx, rw.body(), op) {
            rw.erase_op(op);
            changed = true;
            continue;
        }
        let def = ctx.op_def(rw.body().op_name(op));
        let constant = def.is_some_and(|d| d.has(Traits::CONSTANT_LIKE));
        if config.fold && !constant && try_fold(rw, op) {
            changed = true;
            continue;
        }
        let Some(def) = def else { continue };
        if apply_pattern(
            rw,
            op,
            patterns.for_op(def),
            counter,
            actions.as_deref_mut(),
        ) {
            changed = true;
            num_rewrites += 1;
        }
    }
}

/// MLIR's `PatternApplicator::matchAndRewrite`: tries `patterns` in order,
/// the rewriter's insertion point before `op`, until one applies.
fn apply_pattern(
    rw: &mut Rewriter<'_>,
    op: OpId,
    patterns: &[&'static tileir_ir::dialect::RewritePattern],
    counter: Option<&DebugCounter>,
    mut actions: Option<&mut GreedyActions<'_>>,
) -> bool {
    patterns.iter().any(|pattern| {
        if !debug_counter::allows(counter, debug_counter::APPLY_PATTERN) {
            return false;
        }
        // Patterns standing for part of an upstream folder are no
        // pattern application upstream: no action.
        let mut actions = actions
            .as_deref_mut()
            .filter(|_| is_upstream_pattern(pattern.name));
        if let Some(a) = actions.as_deref_mut() {
            a.begin_pattern(rw.body(), op, pattern.name);
        }
        rw.set_insertion_point_before(op);
        let applied = (pattern.rewrite)(rw, op);
        if let Some(a) = actions {
            a.end_pattern();
        }
        applied
    })
}

/// Folds `op`: in place, or replaced by values and materialized constants.
/// False when it does not fold or a constant cannot be materialized.
fn try_fold(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    match fold::fold_op(ctx, rw.body(), op) {
        None => false,
        Some(Folded {
            update: Some(update),
            results,
        }) if results.is_empty() => {
            rw.modify_op_in_place(op, |body| update.apply(ctx, body, op));
            true
        }
        Some(Folded { update, results }) => {
            // MLIR's folder changed the op before it gave the results; the
            // driver hears only of the replacement (or of nothing, when a
            // constant cannot be materialized and the op stays changed).
            if let Some(update) = update {
                update.apply(ctx, rw.body_mut_unnotified(), op);
            }
            let body = rw.body();
            let (loc, name) = (body.op_loc(op), body.op_name(op));
            let types: SmallVec<[tileir_ir::Type; 2]> =
                body.results(op).map(|v| body.value_type(v)).collect();
            let materialize = ctx.op_dialect(name).and_then(|d| d.materialize_constant);
            let saved = rw.insertion_point();
            rw.set_insertion_point_before(op);
            let mut values: SmallVec<[Value; 2]> = SmallVec::new();
            let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
            let mut ok = true;
            for (result, &ty) in results.iter().zip(&types) {
                match *result {
                    FoldResult::Value(v) => values.push(v),
                    FoldResult::Attr(a) => match materialize.and_then(|m| m(rw, a, ty, loc)) {
                        Some(c) => {
                            created.push(c);
                            values.push(rw.body().result(c, 0));
                        }
                        None => {
                            ok = false;
                            break;
                        }
                    },
                }
            }
            if let Some(point) = saved {
                rw.set_insertion_point(point);
            }
            if !ok || values.len() != types.len() {
                // Undo the constants made for earlier results.
                for c in created {
                    rw.erase_op(c);
                }
                return false;
            }
            rw.replace_op(op, &values);
            true
        }
    }
}
