//! SSA value and block name scopes, forward references and their patching.
//!
//! As in MLIR: one [`IsolatedScope`] per IsolatedFromAbove op (and the top
//! level) maps `%name` to one entry per result number; each region pushes a
//! nested definition list so names defined inside a region vanish when it
//! closes. A use before its definition creates a placeholder value (the
//! result of a detached op) that the definition replaces with
//! replace-all-uses-with. Blocks are scoped per region in a [`BlockScope`].

use super::core::{PResult, Parser};
use crate::body::OperationState;
use crate::ids::{BlockId, OpId, Value};
use crate::types::Type;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

#[derive(Clone, Copy, Default)]
pub(crate) struct ValueEntry {
    pub value: Option<Value>,
    pub pos: u32,
    /// The value's type: a use from inside an isolated op, whose body is
    /// another arena, checks it without reaching into this one.
    pub ty: Option<Type>,
}

#[derive(Default)]
pub(crate) struct IsolatedScope<'a> {
    pub values: FxHashMap<&'a str, SmallVec<[ValueEntry; 1]>>,
    pub defs_per_scope: Vec<Vec<&'a str>>,
    /// Placeholders: value -> (first use position, placeholder op).
    pub forward: FxHashMap<Value, (u32, OpId)>,
    /// Where the isolated op that opened this scope starts. MLIR parses
    /// an isolated op's regions in the enclosing name scope (only ops that
    /// ask for name shadowing isolate names, none of ours), so an outer
    /// name used here is the verifier's `using value defined outside the
    /// region`, not an undeclared name, and defining one again here is a
    /// redefinition (see [`outer_definition`]).
    pub owner: Option<u32>,
}

/// A use of an enclosing scope's value inside an isolated op's regions
/// (see [`IsolatedScope::owner`]).
pub(crate) struct OuterUse {
    /// Where the name is used.
    pub pos: u32,
    /// Where the isolated op starts.
    pub owner: u32,
    /// The placeholder standing for the outer value, in the op's body.
    pub value: Value,
}

/// The op located at `loc` that has a body of its own, in `body` or the
/// bodies nested in it (an error path: a walk over everything parsed):
/// the body holding it, the op, and its own body.
fn find_isolated_op(
    body: &crate::body::Body,
    loc: crate::attributes::Location,
) -> Option<(&crate::body::Body, OpId, &crate::body::Body)> {
    let mut stack = vec![body];
    while let Some(b) = stack.pop() {
        for i in 0..b.op_capacity() {
            let op = OpId::new(i);
            if b.is_erased(op) {
                continue;
            }
            if let Some(child) = b.child_body(op) {
                if b.op_loc(op) == loc {
                    return Some((b, op, child));
                }
                stack.push(child);
            }
        }
    }
    None
}

/// Where a scope around the innermost one defines `name#n`: `scopes` are
/// those around it, innermost last, and `owned` tells whether the innermost
/// belongs to an isolated op. The search goes out through the scopes of
/// isolated ops, which MLIR parses in the enclosing name scope (see
/// [`IsolatedScope::owner`]). Forward references do not count. Returns
/// where it is defined and the value.
#[inline(always)]
fn outer_definition(
    scopes: &[IsolatedScope<'_>],
    owned: bool,
    name: &str,
    n: usize,
) -> Option<(u32, Option<Type>)> {
    // Usually no scope around defines anything (a module's own names):
    // settled here, without a call.
    if !owned || scopes.iter().all(|s| s.values.is_empty()) {
        return None;
    }
    search_outer_definition(scopes, owned, name, n)
}

/// [`outer_definition`] once some scope around has names.
#[inline(never)]
fn search_outer_definition(
    scopes: &[IsolatedScope<'_>],
    mut owned: bool,
    name: &str,
    n: usize,
) -> Option<(u32, Option<Type>)> {
    for scope in scopes.iter().rev() {
        if !owned {
            return None;
        }
        owned = scope.owner.is_some();
        // Usually empty (a module's own names): then no hashing.
        if scope.values.is_empty() {
            continue;
        }
        let entry = scope.values.get(name).and_then(|e| e.get(n));
        if let Some(&ValueEntry {
            value: Some(v),
            pos,
            ty,
        }) = entry
        {
            if !scope.forward.contains_key(&v) {
                return Some((pos, ty));
            }
        }
    }
    None
}

pub(crate) struct BlockDef {
    pub block: BlockId,
    /// Position of the definition, or of the first use while undefined.
    pub pos: u32,
    pub defined: bool,
}

#[derive(Default)]
pub(crate) struct BlockScope<'a> {
    pub blocks: FxHashMap<&'a str, BlockDef>,
}

impl<'a> Parser<'a> {
    /// Starts a region's name scope; `isolated` also starts a new SSA scope.
    pub(crate) fn push_name_scope(&mut self, isolated: bool) {
        self.block_scopes.push(BlockScope::default());
        if isolated || self.scopes.is_empty() {
            let mut scope = self.spare_scope.take().unwrap_or_default();
            scope.owner = self.isolated_owner.take();
            self.scopes.push(scope);
        }
        if let Some(s) = self.scopes.last_mut() {
            s.defs_per_scope
                .push(self.spare_defs.pop().unwrap_or_default());
        }
    }

    /// Ends a region's name scope, reporting blocks used but never defined.
    pub(crate) fn pop_name_scope(&mut self) -> PResult<()> {
        let blocks = self.block_scopes.pop().unwrap_or_default();
        let first_undefined = blocks
            .blocks
            .values()
            .filter(|b| !b.defined)
            .map(|b| b.pos)
            .min();
        if let Some(pos) = first_undefined {
            return Err(self.error_at(pos, "reference to an undefined block"));
        }
        let Some(scope) = self.scopes.last_mut() else {
            return Ok(());
        };
        if scope.defs_per_scope.len() <= 1 {
            if let Some(mut scope) = self.scopes.pop() {
                self.close_isolated_scope(&scope);
                self.recycle_scope(&mut scope);
                self.spare_scope = Some(scope);
            }
        } else if let Some(mut defs) = scope.defs_per_scope.pop() {
            for name in defs.drain(..) {
                scope.values.remove(name);
            }
            // Reused by the next region: most regions define a few names.
            self.spare_defs.push(defs);
        }
        Ok(())
    }

    /// The names an isolated scope leaves unresolved are undeclared, or
    /// uses of the enclosing scope's values (see [`IsolatedScope::owner`]).
    fn close_isolated_scope(&mut self, scope: &IsolatedScope<'a>) {
        if scope.forward.is_empty() {
            return;
        }
        let Some(owner) = scope.owner else {
            self.undeclared
                .extend(scope.forward.values().map(|&(pos, _)| pos));
            return;
        };
        for (name, entries) in &scope.values {
            for (n, e) in entries.iter().enumerate() {
                let Some(v) = e.value else { continue };
                let Some(&(pos, _)) = scope.forward.get(&v) else {
                    continue;
                };
                // The closed scope had an owner: look out from it.
                match outer_definition(&self.scopes, true, name, n) {
                    Some(_) => self.outer_uses.push(OuterUse {
                        pos,
                        owner,
                        value: v,
                    }),
                    None => self.undeclared.push(pos),
                }
            }
        }
    }

    /// Empties a closed scope for reuse, keeping its maps' room; its
    /// definition lists go back to the spare ones.
    fn recycle_scope(&mut self, scope: &mut IsolatedScope<'a>) {
        scope.values.clear();
        scope.forward.clear();
        scope.owner = None;
        for mut defs in scope.defs_per_scope.drain(..) {
            defs.clear();
            self.spare_defs.push(defs);
        }
    }

    /// MLIR's `verifyIsIsolatedFromAbove` error for `u`, once the whole text
    /// parsed: the op first using the placeholder, printed as MLIR prints it
    /// (numbered from the isolated op, the outer value unknown).
    pub(crate) fn outer_use_error(&self, u: &OuterUse) -> crate::diag::Diagnostic {
        let owner_loc = self.loc_at(u.owner);
        let found = find_isolated_op(&self.body, owner_loc)
            .and_then(|(b, op, body)| Some((b, op, body, body.users(u.value).last()?)));
        let Some((owner_body, owner_op, body, user)) = found else {
            return crate::diag::Diagnostic::error(
                owner_loc,
                "using value defined outside the region",
            );
        };
        let loc = body.op_loc(user);
        let name = self.ctx.op_name_str(body.op_name(user));
        let mut diag = crate::diag::Diagnostic::error(
            loc,
            format!("'{name}' op using value defined outside the region"),
        );
        if self.config.print_op_on_diagnostic {
            let printed = crate::printer::op_for_diagnostic(
                self.ctx,
                Some((owner_body, owner_op)),
                body,
                user,
            );
            diag = diag.with_note(loc, format!("see current operation: {printed}"));
        }
        diag.with_note(owner_loc, "required by region isolation constraints")
    }

    /// Records the definition of `name#number` as `value`.
    pub(crate) fn add_definition(
        &mut self,
        name: &'a str,
        number: u32,
        pos: u32,
        value: Value,
    ) -> PResult<()> {
        if self.scopes.is_empty() {
            self.push_name_scope(true);
        }
        let n = number as usize;
        let ty = Some(self.body.value_type(value));
        let innermost = self.scopes.len() - 1;
        let (outer, current) = self.scopes.split_at_mut(innermost);
        let scope = &mut current[0];
        let entries = scope.values.entry(name).or_default();
        if entries.len() == n {
            // The common case (a fresh name, or the next result of a group).
            entries.push(ValueEntry::default());
        } else if entries.len() < n {
            entries.resize(n + 1, ValueEntry::default());
        }
        let prior = entries[n];
        if prior.value.is_none() {
            // The common case: a fresh name. Unless an enclosing scope
            // defines it: MLIR parses an isolated op's regions in the
            // enclosing name scope (see `IsolatedScope::owner`).
            if let Some((outer_pos, _)) = outer_definition(outer, scope.owner.is_some(), name, n) {
                return Err(self.error_with_note(
                    pos,
                    &format!("redefinition of SSA value '{name}'"),
                    outer_pos,
                    "previously defined here",
                ));
            }
            entries[n] = ValueEntry {
                value: Some(value),
                pos,
                ty,
            };
            if let Some(defs) = scope.defs_per_scope.last_mut() {
                defs.push(name);
            }
            return Ok(());
        }
        if let Some(existing) = prior.value {
            let Some(&(_, placeholder_op)) = scope.forward.get(&existing) else {
                return Err(self.error_with_note(
                    pos,
                    &format!("redefinition of SSA value '{name}'"),
                    prior.pos,
                    "previously defined here",
                ));
            };
            let (old_ty, new_ty) = (self.body.value_type(existing), self.body.value_type(value));
            if old_ty != new_ty {
                let msg = format!(
                    "definition of SSA value '{name}#{number}' has type {}",
                    self.quoted_type(new_ty)
                );
                let note = format!(
                    "previously used here with type {}",
                    self.quoted_type(old_ty)
                );
                return Err(self.error_with_note(pos, &msg, prior.pos, &note));
            }
            self.body.replace_all_uses_with(existing, value);
            self.body.erase_op(placeholder_op);
            let scope = self.scopes.last_mut().expect("a scope exists");
            scope.forward.remove(&existing);
        }
        let scope = self.scopes.last_mut().expect("a scope exists");
        let entries = scope.values.entry(name).or_default();
        entries[n] = ValueEntry {
            value: Some(value),
            pos,
            ty,
        };
        if let Some(defs) = scope.defs_per_scope.last_mut() {
            defs.push(name);
        }
        Ok(())
    }

    /// The position where `name#number` was defined or first used, if known.
    pub(crate) fn reference_pos(&self, name: &str, number: u32) -> Option<u32> {
        let here = self.scopes.last()?.values.get(name);
        match here.and_then(|e| e.get(number as usize)) {
            Some(e) if e.value.is_some() => Some(e.pos),
            _ => {
                let (outer, current) = self.scopes.split_at(self.scopes.len() - 1);
                outer_definition(outer, current[0].owner.is_some(), name, number as usize)
                    .map(|(pos, _)| pos)
            }
        }
    }

    /// Resolves a use of `name#number` with type `ty`.
    pub(crate) fn resolve_value(
        &mut self,
        name: &'a str,
        number: u32,
        pos: u32,
        ty: Type,
    ) -> PResult<Value> {
        if self.scopes.is_empty() {
            self.push_name_scope(true);
        }
        let n = number as usize;
        let scope = self.scopes.last_mut().expect("a scope exists");
        if let Some(e) = scope.values.get(name).and_then(|v| v.get(n)).copied() {
            if let Some(v) = e.value {
                let vt = self.body.value_type(v);
                if vt == ty {
                    return Ok(v);
                }
                let msg = format!(
                    "use of value '{name}' expects different type than prior uses: {} vs {}",
                    self.quoted_type(ty),
                    self.quoted_type(vt)
                );
                return Err(self.error_with_note(pos, &msg, e.pos, "prior use here"));
            }
        }
        if !scope.values.contains_key(name) {
            // Defined around an isolated op: MLIR resolves the name there
            // (the verifier then rejects the use), so the types must agree.
            let (outer, current) = self.scopes.split_at(self.scopes.len() - 1);
            let owned = current[0].owner.is_some();
            if let Some((def_pos, Some(vt))) = outer_definition(outer, owned, name, n) {
                if vt != ty {
                    let msg = format!(
                        "use of value '{name}' expects different type than prior uses: {} vs {}",
                        self.quoted_type(ty),
                        self.quoted_type(vt)
                    );
                    return Err(self.error_with_note(pos, &msg, def_pos, "prior use here"));
                }
            }
        }
        let scope = self.scopes.last_mut().expect("a scope exists");
        let entries = scope.values.entry(name).or_default();
        if entries.len() <= n {
            entries.resize(n + 1, ValueEntry::default());
        }
        if let Some(first) = entries[0].value {
            if !scope.forward.contains_key(&first) {
                return Err(self.error_at(pos, "reference to invalid result number"));
            }
        }
        // A forward reference: a placeholder op result.
        let mut state = OperationState::new(
            self.ctx.op_name("builtin.unrealized_conversion_cast"),
            self.loc_at(pos),
        );
        state.result_types.push(ty);
        let op = self.body.create_op(self.ctx, state);
        let v = self.body.result(op, 0);
        let scope = self.scopes.last_mut().expect("a scope exists");
        scope.forward.insert(v, (pos, op));
        scope.values.entry(name).or_default()[n] = ValueEntry {
            value: Some(v),
            pos,
            ty: Some(ty),
        };
        Ok(v)
    }

    /// The block named `name` in the current region, created (as a forward
    /// reference first used at `pos`) if needed.
    pub(crate) fn block_named(&mut self, name: &'a str, pos: u32) -> BlockId {
        if self.block_scopes.is_empty() {
            self.block_scopes.push(BlockScope::default());
        }
        if let Some(b) = self
            .block_scopes
            .last()
            .and_then(|s| s.blocks.get(name))
            .map(|d| d.block)
        {
            return b;
        }
        let block = self.body.create_block();
        if let Some(s) = self.block_scopes.last_mut() {
            s.blocks.insert(
                name,
                BlockDef {
                    block,
                    pos,
                    defined: false,
                },
            );
        }
        block
    }
}
