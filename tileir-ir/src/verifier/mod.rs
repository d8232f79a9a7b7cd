//! The verifier: structural rules (terminators, successors, dominance,
//! symbol tables) and each op's declared constraints and verifier, reported
//! with MLIR's wording (`mlir/lib/IR/Verifier.cpp` is the spec).
//!
//! The walk mirrors MLIR's `OperationVerifier`: a depth-first walk of ops and
//! blocks within one isolated scope, with an "entrance" check before the
//! children and an "exit" check after them. Ops that are IsolatedFromAbove are
//! verified when their parent exits, each completely (structure, then
//! dominance) before the parent's region invariants run. As mlir-opt does with
//! its threaded verifier, every failing isolated sibling is reported, and a
//! failure anywhere inside an isolated op fails its ancestors.
//!
//! Everything is iterative: arbitrarily deep nesting cannot overflow the stack.
//!
//! Submodules, one concept each:
//! - [`scope`]: which body an op lives in and who owns a body's root regions.
//! - [`report`]: building op diagnostics (`'x' op ...` and the
//!   `see current operation:` note).
//! - [`plan`]: what each op definition needs checked, worked out once.
//! - [`constraints`]: the generic checks of an op's declaration and traits.
//! - [`dominance`]: dominator trees and the operand dominance check.
//! - [`symbols`]: symbol and symbol-table rules.
//! - [`parallel`]: the root's isolated children verified on several threads.

mod constraints;
mod dominance;
pub(crate) mod parallel;
mod plan;
mod report;
mod scope;
mod symbols;
#[cfg(test)]
mod tests;

use crate::body::Body;
use crate::context::{Context, OpName};
use crate::diag::Diagnostic;
use crate::dialect::Traits;
use crate::ids::{BlockId, OpId};
use report::Reporter;
use rustc_hash::FxHashSet;
use scope::{ScopeId, Scopes};
use smallvec::SmallVec;

/// Options of one verification.
#[derive(Clone, Debug)]
pub struct VerifyOptions {
    /// Attach `see current operation: <op in generic form>` to op errors
    /// (mlir-opt turns this off under `--verify-diagnostics`).
    pub print_op_on_diagnostic: bool,
}

impl Default for VerifyOptions {
    fn default() -> Self {
        VerifyOptions {
            print_op_on_diagnostic: true,
        }
    }
}

/// Verifies `op` (stored in `body`) and everything nested in it. Returns every
/// error found, in the order mlir-opt reports them (it stops at the first
/// failing op, as MLIR's verifier does).
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Vec<Diagnostic>> {
    verify_with(ctx, body, op, &VerifyOptions::default())
}

/// [`verify`] with explicit options.
pub fn verify_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &VerifyOptions,
) -> Result<(), Vec<Diagnostic>> {
    Verifier::new(ctx, Scopes::new(body), options).run(op)
}

/// [`verify_with`] for an op detached from its parent (the anchor of a
/// nested pass pipeline, run apart from its siblings): the op's
/// `HasParent` trait is not checked, since its parent is not in `body`
/// (the parent's own verification checks it in place).
pub fn verify_detached(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &VerifyOptions,
) -> Result<(), Vec<Diagnostic>> {
    let mut scopes = Scopes::new(body);
    scopes.detached_root = true;
    Verifier::new(ctx, scopes, options).run(op)
}

/// One step of the walk. `ScopeId` names the body the op or block lives in.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Work {
    /// First visit of an op: its own checks, then its blocks.
    Enter(ScopeId, OpId),
    /// After the op's blocks: verify its isolated children, then `Final`.
    Exit(ScopeId, OpId),
    /// Region invariants and the unregistered-op check.
    Final(ScopeId, OpId, Option<usize>),
    BlockEnter(ScopeId, BlockId),
    BlockExit(ScopeId, BlockId),
    /// Dominance of the regions of an op whose structure verified.
    Dominance(ScopeId, OpId),
    /// End of one isolated child's verification (a failure inside unwinds to here).
    ChildEnd(usize),
}

pub(crate) struct Verifier<'a> {
    ctx: &'a Context,
    scopes: Scopes<'a>,
    report: Reporter<'a>,
    errors: Vec<Diagnostic>,
    /// Per group of isolated siblings: whether one of them failed.
    groups: Vec<bool>,
    /// Unregistered op names found to be allowed (their dialect is not loaded).
    unregistered_ok: FxHashSet<OpName>,
    scratch: constraints::Scratch,
    plans: plan::Plans,
    /// The dominance check's marks, reused from body to body.
    walks: dominance::Walks,
    /// Symbol users entered (ops with `verify_symbol_uses`) whose symbol
    /// table has not checked them yet, in the order they were entered.
    symbol_users: Vec<(&'a Body, OpId)>,
    /// Per symbol table entered and not finished: where its users start
    /// in `symbol_users`.
    table_marks: Vec<(ScopeId, OpId, usize)>,
}

impl<'a> Verifier<'a> {
    /// A verification of the bodies `scopes` starts from, nothing seen yet.
    fn new(ctx: &'a Context, scopes: Scopes<'a>, options: &VerifyOptions) -> Verifier<'a> {
        Verifier {
            ctx,
            scopes,
            report: Reporter::new(ctx, options),
            errors: Vec::new(),
            groups: Vec::new(),
            unregistered_ok: FxHashSet::default(),
            scratch: Default::default(),
            plans: Default::default(),
            walks: Default::default(),
            symbol_users: Vec::new(),
            table_marks: Vec::new(),
        }
    }

    fn run(&mut self, root: OpId) -> Result<(), Vec<Diagnostic>> {
        let root_scope = self.scopes.root();
        let completed = self.drain(vec![
            Work::Dominance(root_scope, root),
            Work::Enter(root_scope, root),
        ]);
        if completed && self.errors.is_empty() {
            Ok(())
        } else {
            Err(std::mem::take(&mut self.errors))
        }
    }

    /// Runs the work on `stack`; a failure unwinds to the isolated op being
    /// verified (its `ChildEnd`). Returns false if it unwound past the bottom.
    fn drain(&mut self, mut stack: Vec<Work>) -> bool {
        while let Some(work) = stack.pop() {
            if let Err(diag) = self.step(work, &mut stack) {
                if let Some(diag) = diag {
                    self.errors.push(diag);
                }
                loop {
                    match stack.pop() {
                        Some(Work::ChildEnd(group)) => {
                            self.groups[group] = true;
                            break;
                        }
                        Some(_) => continue,
                        None => return false,
                    }
                }
            }
        }
        true
    }

    /// Runs one step; `Err(Some(d))` reports `d` and fails, `Err(None)` fails
    /// with the diagnostics already recorded.
    fn step(&mut self, work: Work, stack: &mut Vec<Work>) -> Result<(), Option<Diagnostic>> {
        match work {
            Work::Enter(s, op) => {
                let has_final = self.op_entrance(s, op)?;
                // Most ops have no regions, hence no blocks and no isolated
                // children: their `Exit` and `Final` would come straight
                // next, so run the final checks now.
                if self.scopes.body(s).num_regions(op) == 0 {
                    return if has_final {
                        self.op_final(s, op).map_err(Some)
                    } else {
                        Ok(())
                    };
                }
                let inner = self.scopes.inner(s, op);
                if inner != s {
                    let (child, outer) = (self.scopes.body(inner), self.scopes.body(s));
                    self.report.register_owner(child, outer, op);
                }
                stack.push(Work::Exit(s, op));
                let body = self.scopes.body(inner);
                let outer = self.scopes.body(s);
                for &r in outer.regions(op).iter().rev() {
                    let blocks: SmallVec<[BlockId; 4]> = body.region_blocks(r).collect();
                    for &b in blocks.iter().rev() {
                        stack.push(Work::BlockEnter(inner, b));
                    }
                }
                Ok(())
            }
            Work::BlockEnter(s, block) => {
                self.block_entrance(s, block)?;
                stack.push(Work::BlockExit(s, block));
                let body = self.scopes.body(s);
                if let Some(root_op) = self.root_block_owner(s, block) {
                    let ops: Vec<OpId> = body
                        .block_ops(block)
                        .filter(|&o| !is_isolated_with_regions(self.ctx, body, o))
                        .collect();
                    if parallel::worth_it(self.ctx, ops.len(), body.op_capacity()) {
                        let root = self.scopes.body(self.scopes.root());
                        for (failed, errors, users) in
                            parallel::verify_ops(self, root, root_op, &ops)
                        {
                            self.errors.extend(errors);
                            self.symbol_users.extend(users);
                            if failed {
                                return Err(None);
                            }
                        }
                        return Ok(());
                    }
                }
                // The leading ops without regions are verified right here:
                // their `Enter` would come next, and finish them.
                let mut first = body.first_op(block);
                while let Some(o) = first.filter(|&o| body.num_regions(o) == 0) {
                    if self.op_entrance(s, o)? {
                        self.op_final(s, o)?;
                    }
                    first = body.next_op(o);
                }
                let Some(first) = first else {
                    return Ok(());
                };
                let mut cur = body.last_op(block);
                while let Some(o) = cur {
                    if !is_isolated_with_regions(self.ctx, body, o) {
                        stack.push(Work::Enter(s, o));
                    }
                    cur = body.prev_op(o).filter(|_| o != first);
                }
                Ok(())
            }
            Work::BlockExit(s, block) => self.block_exit(s, block).map_err(Some),
            Work::Exit(s, op) => {
                let inner = self.scopes.inner(s, op);
                let body = self.scopes.body(inner);
                let outer = self.scopes.body(s);
                let mut children: SmallVec<[OpId; 4]> = SmallVec::new();
                for &r in outer.regions(op) {
                    for b in body.region_blocks(r) {
                        for o in body.block_ops(b) {
                            if is_isolated_with_regions(self.ctx, body, o) {
                                children.push(o);
                            }
                        }
                    }
                }
                if children.is_empty() {
                    stack.push(Work::Final(s, op, None));
                    return Ok(());
                }
                let group = self.groups.len();
                self.groups.push(false);
                stack.push(Work::Final(s, op, Some(group)));
                if s == self.scopes.root()
                    && parallel::worth_it(
                        self.ctx,
                        children.len(),
                        parallel::child_ops(body, &children),
                    )
                {
                    let root = self.scopes.body(s);
                    for (failed, errors, users) in
                        parallel::verify_children(self, root, op, &children)
                    {
                        self.groups[group] |= failed;
                        self.errors.extend(errors);
                        self.symbol_users.extend(users);
                    }
                    return Ok(());
                }
                for &c in children.iter().rev() {
                    stack.push(Work::ChildEnd(group));
                    stack.push(Work::Dominance(inner, c));
                    stack.push(Work::Enter(inner, c));
                }
                Ok(())
            }
            Work::ChildEnd(_) => Ok(()),
            Work::Final(s, op, group) => {
                if group.is_some_and(|g| self.groups[g]) {
                    return Err(None);
                }
                self.op_final(s, op).map_err(Some)
            }
            Work::Dominance(s, op) => dominance::verify_dominance(
                self.ctx,
                &mut self.scopes,
                &self.report,
                s,
                op,
                &mut self.walks,
            )
            .map_err(Some),
        }
    }

    /// The root op, if `block` (of scope `s`) is one of its blocks: their
    /// ops and everything nested in them may be verified on several threads.
    fn root_block_owner(&self, s: ScopeId, block: BlockId) -> Option<OpId> {
        let (owner_scope, op) = self.scopes.owner(s)?;
        let body = self.scopes.body(s);
        let region = body.block_parent(block)?;
        (owner_scope == self.scopes.root() && body.region_parent(region).is_none()).then_some(op)
    }

    /// MLIR's `verifyOnEntrance(Operation &)`. Returns whether
    /// [`Verifier::op_final`] has anything to check for the op.
    fn op_entrance(&mut self, s: ScopeId, op: OpId) -> Result<bool, Diagnostic> {
        let body = self.scopes.body(s);
        let name = body.op_name(op);
        let plan = self.plans.get(self.ctx, name);
        if let Some(plan) = plan {
            constraints::verify_invariants(
                self.ctx,
                &self.scopes,
                &self.report,
                s,
                op,
                plan,
                &mut self.scratch,
            )
            // The op fails on its last error; the earlier ones are recorded.
            .map_err(|errors| errors.split_last(&mut self.errors))?;
            // Symbol uses are checked by the nearest enclosing table when it
            // finishes; a table's own uses belong to the table around it.
            if plan.def.verify_symbol_uses.is_some() {
                self.symbol_users.push((body, op));
            }
            if plan.def.has(Traits::SYMBOL_TABLE) {
                self.table_marks.push((s, op, self.symbol_users.len()));
            }
        }
        let has_final = plan.is_none_or(|p| p.on_exit);
        if body.num_regions(op) == 0 {
            return Ok(has_final);
        }
        let graph = plan.is_some_and(|p| p.def.has(Traits::GRAPH_REGION));
        let inner = self.scopes.inner(s, op);
        let inner_body = self.scopes.body(inner);
        for (i, &r) in body.regions(op).iter().enumerate() {
            if graph {
                let mut blocks = inner_body.region_blocks(r);
                if blocks.next().is_some() && blocks.next().is_some() {
                    return Err(self.report.op_error(
                        body,
                        op,
                        format!("expects graph region #{i} to have 0 or 1 blocks"),
                    ));
                }
            }
            if let Some(entry) = inner_body.entry_block(r) {
                if self.scopes.has_predecessors(inner, entry) {
                    return Err(Diagnostic::error(
                        body.op_loc(op),
                        "entry block of region may not have predecessors",
                    ));
                }
            }
        }
        Ok(has_final)
    }

    /// MLIR's `verifyOnEntrance(Block &)`.
    fn block_entrance(&mut self, s: ScopeId, block: BlockId) -> Result<(), Diagnostic> {
        let body = self.scopes.body(s);
        if body.first_op(block).is_none() {
            if self.may_be_valid_without_terminator(s, block) {
                return Ok(());
            }
            let loc = match self.scopes.block_parent_op(s, block) {
                Some((b, o)) => b.op_loc(o),
                None => self.ctx.unknown_loc(),
            };
            return Err(Diagnostic::error(
                loc,
                "empty block: expect at least a terminator",
            ));
        }
        // Most bodies have no branches at all: then no op needs a look.
        if body.successor_slots().is_empty() {
            return Ok(());
        }
        let last = body.last_op(block);
        for o in body.block_ops(block) {
            if !body.successors(o).is_empty() && Some(o) != last {
                return Err(self.report.error(
                    body,
                    o,
                    "operation with block successors must terminate its parent block".into(),
                ));
            }
        }
        Ok(())
    }

    /// MLIR's `verifyOnExit(Block &)`.
    fn block_exit(&mut self, s: ScopeId, block: BlockId) -> Result<(), Diagnostic> {
        let body = self.scopes.body(s);
        let region = body.block_parent(block);
        if let Some(last) = body.last_op(block) {
            for &succ in body.successors(last) {
                if body.block_parent(succ) != region {
                    return Err(self.report.op_error(
                        body,
                        last,
                        "branching to block of a different region".into(),
                    ));
                }
            }
        }
        if self.may_be_valid_without_terminator(s, block) {
            return Ok(());
        }
        let Some(last) = body.last_op(block) else {
            return Ok(());
        };
        let might_be_terminator = match self.ctx.op_def(body.op_name(last)) {
            Some(def) => def.has(Traits::TERMINATOR),
            None => true,
        };
        if !might_be_terminator {
            let printed = self.report.op_for_message(body, last);
            return Err(self.report.error(
                body,
                last,
                format!("block with no terminator, has {printed}"),
            ));
        }
        Ok(())
    }

    /// MLIR's `mayBeValidWithoutTerminator`.
    fn may_be_valid_without_terminator(&self, s: ScopeId, block: BlockId) -> bool {
        let body = self.scopes.body(s);
        let Some(region) = body.block_parent(block) else {
            return true;
        };
        let mut blocks = body.region_blocks(region);
        if blocks.next().is_none() || blocks.next().is_some() {
            return false;
        }
        match self.scopes.block_parent_op(s, block) {
            None => true,
            Some((b, o)) => match self.ctx.op_def(b.op_name(o)) {
                Some(def) => def.has(Traits::NO_TERMINATOR),
                None => true,
            },
        }
    }

    /// The symbol users entered inside the table `op` (of scope `s`), which
    /// it is about to check. Marks of tables a failure unwound past (inside
    /// an isolated sibling that failed) are dropped on the way.
    fn take_symbol_users(&mut self, s: ScopeId, op: OpId) -> Vec<(&'a Body, OpId)> {
        while let Some((ms, mop, start)) = self.table_marks.pop() {
            if (ms, mop) == (s, op) {
                return self
                    .symbol_users
                    .split_off(start.min(self.symbol_users.len()));
            }
        }
        Vec::new()
    }

    /// MLIR's `verifyOnExit(Operation &)` after the isolated children:
    /// region invariants, then the unregistered-op check.
    fn op_final(&mut self, s: ScopeId, op: OpId) -> Result<(), Diagnostic> {
        let body = self.scopes.body(s);
        let name = body.op_name(op);
        match self.plans.get(self.ctx, name) {
            Some(plan) if !plan.on_exit => Ok(()),
            Some(plan) => {
                let def = plan.def;
                constraints::verify_region_invariants(
                    self.ctx,
                    &self.scopes,
                    &self.report,
                    s,
                    op,
                    def,
                )?;
                if def.has(Traits::SYMBOL_TABLE) {
                    let users = self.take_symbol_users(s, op);
                    symbols::verify_symbol_table(
                        self.ctx,
                        &self.scopes,
                        &self.report,
                        s,
                        op,
                        &users,
                    )?;
                }
                Ok(())
            }
            None => {
                // Most unregistered names recur: skip the string work for known ones.
                if self.unregistered_ok.contains(&name) {
                    return Ok(());
                }
                let full = self.ctx.op_name_str(name);
                let Some((dialect, _)) = full.split_once('.') else {
                    self.unregistered_ok.insert(name);
                    return Ok(());
                };
                if self
                    .ctx
                    .dialect(dialect)
                    .is_some_and(|d| !d.allows_unknown_ops)
                {
                    return Err(self.report.error(
                        body,
                        op,
                        format!(
                            "unregistered operation '{full}' found in dialect ('{dialect}') that does not allow unknown operations"
                        ),
                    ));
                }
                self.unregistered_ok.insert(name);
                Ok(())
            }
        }
    }
}

/// Whether `op` is IsolatedFromAbove and has regions (verified separately).
fn is_isolated_with_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.num_regions(op) != 0
        && ctx
            .op_def(body.op_name(op))
            .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
}
