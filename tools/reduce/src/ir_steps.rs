//! Reductions over the IR's structure. A step names a list of units (ops in
//! a fixed walk order, or ops carrying attributes); a candidate removes a
//! set of them from a fresh parse of the current best text and prints the
//! result. Unit numbers are positions in that walk, so the same numbers
//! name the same ops in every parse of the same text.

use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::body::{Body, OperationState, OwnedOp};
use tileir_ir::context::Context;
use tileir_ir::context::Symbol;
use tileir_ir::dialect::Traits;
use tileir_ir::ids::{OpId, Value};
use tileir_ir::printer;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::types::{Signedness, Type, TypeData};

use crate::validity::{self, IrConfig};

/// A structural reduction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Ops of the top-level module: functions and other symbols. Ops that
    /// refer to a removed symbol (calls) go with it.
    Symbols,
    /// Every other op but terminators; uses of its results are replaced by
    /// an operand or block argument of the same type, else by a zero
    /// constant (integers, indices: a dialect's constant materializer), else
    /// by a `builtin.unrealized_conversion_cast` with no operands.
    Ops,
    /// Ops with regions (not isolated ones) replaced by the ops of their
    /// first region's entry block: its arguments and the op's results take
    /// stand-ins, or the values the block's terminator yields.
    Regions,
    /// Discardable attribute dictionaries, dropped whole.
    Attributes,
    /// Operands of ops with variadic operands (no fixed operand count),
    /// dropped from the end.
    Operands,
}

impl Step {
    pub fn name(self) -> &'static str {
        match self {
            Step::Symbols => "symbols",
            Step::Ops => "ops",
            Step::Regions => "regions",
            Step::Attributes => "attributes",
            Step::Operands => "operands",
        }
    }
}

/// One op: the isolated ops leading to its body from the root, and its id.
#[derive(Debug, Clone)]
struct Site {
    path: Vec<OpId>,
    op: OpId,
    /// Directly in the root module's block.
    top: bool,
}

/// Every op under the root (not the root), in pre-order, bodies entered
/// where their isolated op stands.
fn sites(root: &OwnedOp) -> Vec<Site> {
    let mut out = Vec::new();
    // Frames: a body's path and its ops left to visit, in reverse order.
    let mut stack: Vec<(Vec<OpId>, Vec<OpId>)> = vec![(Vec::new(), vec![root.op])];
    while let Some((path, mut ops)) = stack.pop() {
        let Some(op) = ops.pop() else {
            continue;
        };
        let body = body_at(&root.body, &path);
        // Ids are per body: the root is the root op of the empty path only.
        let is_root = path.is_empty() && op == root.op;
        if !is_root {
            // An op of the root's own regions: in the root's child body
            // with no parent op there, or in the root's body under it.
            let parent = body.parent_op(op);
            let top = (path.len() == 1 && parent.is_none())
                || (path.is_empty() && parent == Some(root.op));
            out.push(Site {
                path: path.clone(),
                op,
                top,
            });
        }
        let mut inner = Vec::new();
        let child = body.child_body(op);
        match child {
            Some(child) => {
                for &r in body.regions(op) {
                    child.walk_region_preorder(r, |o| inner.push(o));
                }
            }
            None if is_root => body.walk_preorder(op, |o| {
                if o != op {
                    inner.push(o)
                }
            }),
            None => {}
        }
        let nested = child.is_some();
        stack.push((path.clone(), ops));
        if nested {
            inner.reverse();
            let mut p = path;
            p.push(op);
            stack.push((p, inner));
        } else if is_root {
            inner.reverse();
            stack.push((path, inner));
        }
    }
    out
}

fn body_at<'a>(root: &'a Body, path: &[OpId]) -> &'a Body {
    let mut b = root;
    for &op in path {
        b = b.child_body(op).expect("an isolated op on the path");
    }
    b
}

fn body_at_mut<'a>(root: &'a mut Body, path: &[OpId]) -> &'a mut Body {
    let mut b = root;
    for &op in path {
        b = b.child_body_mut(op).expect("an isolated op on the path");
    }
    b
}

fn is_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.traits.contains(Traits::TERMINATOR))
}

fn has_variadic_operands(ctx: &Context, body: &Body, op: OpId) -> bool {
    match ctx.op_def(body.op_name(op)) {
        // Unregistered ops take any operands.
        None => true,
        Some(d) => d
            .operands
            .iter()
            .any(|o| o.arity != tileir_ir::dialect::Arity::Single),
    }
}

/// The units of `step` in the parsed `root`.
fn units(ctx: &Context, root: &OwnedOp, step: Step) -> Vec<Site> {
    sites(root)
        .into_iter()
        .filter(|s| {
            let body = body_at(&root.body, &s.path);
            match step {
                Step::Symbols => s.top,
                Step::Ops => !s.top && !is_terminator(ctx, body, s.op),
                Step::Regions => {
                    body.child_body(s.op).is_none()
                        && body
                            .regions(s.op)
                            .first()
                            .is_some_and(|&r| body.entry_block(r).is_some())
                }
                Step::Attributes => !ctx.dictionary_entries(body.attr_dict(s.op)).is_empty(),
                Step::Operands => {
                    body.num_operands(s.op) > 0 && has_variadic_operands(ctx, body, s.op)
                }
            }
        })
        .collect()
}

/// How many units `step` has in `text` (0 when it does not parse).
pub fn count(text: &str, step: Step, cfg: IrConfig) -> usize {
    let ctx = validity::context();
    validity::parse(&ctx, text, cfg).map_or(0, |root| units(&ctx, &root, step).len())
}

/// Ops in `text` other than the root (for reports); `None` if it does not parse.
pub fn op_count(text: &str, cfg: IrConfig) -> Option<usize> {
    let ctx = validity::context();
    validity::parse(&ctx, text, cfg).map(|root| sites(&root).len())
}

/// `text` with units `[from, to)` of `step` removed, printed; `None` when
/// the text does not parse or nothing changed.
pub fn remove(text: &str, step: Step, from: usize, to: usize, cfg: IrConfig) -> Option<String> {
    let ctx = validity::context();
    let mut root = validity::parse(&ctx, text, cfg)?;
    let all = units(&ctx, &root, step);
    let chosen = all.get(from..to.min(all.len()))?;
    if chosen.is_empty() {
        return None;
    }
    let removed_symbols: Vec<Symbol> = if step == Step::Symbols {
        chosen
            .iter()
            .filter_map(|site| {
                let body = body_at(&root.body, &site.path);
                let name = body.attr(&ctx, site.op, "sym_name")?;
                Some(ctx.symbol(&ctx.string_value(name)?))
            })
            .collect()
    } else {
        Vec::new()
    };
    // Later ops first: an op's replacement may be an earlier op's result,
    // itself replaced when that op goes.
    for site in chosen.iter().rev() {
        let body = body_at_mut(&mut root.body, &site.path);
        if body.is_erased(site.op) {
            continue;
        }
        match step {
            Step::Symbols | Step::Ops => remove_op(&ctx, body, site.op),
            Step::Regions => hoist(&ctx, body, site.op),
            Step::Attributes => body.set_attr_dict(site.op, ctx.empty_dictionary()),
            Step::Operands => {
                let n = body.num_operands(site.op);
                let keep: Vec<Value> = body.operands(site.op).take(n - 1).collect();
                body.set_operands(site.op, &keep);
            }
        }
    }
    if !removed_symbols.is_empty() {
        drop_references(&ctx, &mut root, &removed_symbols);
    }
    Some(printer::print_op(
        &ctx,
        &root.body,
        root.op,
        &cfg.print_options(),
    ))
}

/// Removes the ops (but terminators) whose attributes refer to one of
/// `symbols` (`@name` or `@name::@nested`).
fn drop_references(ctx: &Context, root: &mut OwnedOp, symbols: &[Symbol]) {
    let users: Vec<Site> = sites(root)
        .into_iter()
        .filter(|s| {
            let body = body_at(&root.body, &s.path);
            !is_terminator(ctx, body, s.op)
                && [Some(body.attr_dict(s.op)), body.props(s.op)]
                    .into_iter()
                    .flatten()
                    .any(|a| refers_to(ctx, a, symbols))
        })
        .collect();
    for site in users.iter().rev() {
        let body = body_at_mut(&mut root.body, &site.path);
        if !body.is_erased(site.op) {
            remove_op(ctx, body, site.op);
        }
    }
}

/// Whether attribute `a` holds a reference rooted at one of `symbols`.
fn refers_to(ctx: &Context, a: Attribute, symbols: &[Symbol]) -> bool {
    let mut stack = vec![a];
    while let Some(a) = stack.pop() {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { root, .. } if symbols.contains(root) => return true,
            AttrData::Array(items) => stack.extend(items.iter().copied()),
            AttrData::Dictionary(entries) => stack.extend(entries.iter().map(|e| e.value)),
            _ => {}
        }
    }
    false
}

/// Erases `op`, its results' uses going to a value of the same type.
fn remove_op(ctx: &Context, body: &mut Body, op: OpId) {
    let results: Vec<Value> = body.results(op).collect();
    for r in results {
        replace_before(ctx, body, op, r, None);
    }
    body.erase_op(op);
}

/// Points the uses of `v` (a result of `op` or an argument of a block in it)
/// at `preferred` when it has `v`'s type, else at a stand-in available
/// before `op`, else at a cast made for it before `op`.
fn replace_before(ctx: &Context, body: &mut Body, op: OpId, v: Value, preferred: Option<Value>) {
    if body.use_empty(v) {
        return;
    }
    let ty = body.value_type(v);
    let replacement = preferred
        .filter(|&p| p != v && body.value_type(p) == ty)
        .or_else(|| stand_in(body, op, v))
        .or_else(|| zero_constant(ctx, body, op, ty))
        .unwrap_or_else(|| {
            let mut state = OperationState::new(
                ctx.op_name("builtin.unrealized_conversion_cast"),
                body.op_loc(op),
            );
            state.result_types.push(ty);
            let cast = body.create_op(ctx, state);
            body.insert_op_before(op, cast);
            body.result(cast, 0)
        });
    body.replace_all_uses_with(v, replacement);
}

/// Replaces `op` by the ops of its first region's entry block, moved before
/// it; the block's terminator goes, its operands standing for `op`'s results.
fn hoist(ctx: &Context, body: &mut Body, op: OpId) {
    let Some(&region) = body.regions(op).first() else {
        return;
    };
    let Some(block) = body.entry_block(region) else {
        return;
    };
    let args: Vec<Value> = body.block_args(block).to_vec();
    for a in args {
        replace_before(ctx, body, op, a, None);
    }
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let terminator = ops.last().copied().filter(|&t| is_terminator(ctx, body, t));
    for &o in &ops {
        if Some(o) != terminator {
            body.move_op_before(o, op);
        }
    }
    let yielded: Vec<Value> = terminator.map_or(Vec::new(), |t| body.operands(t).collect());
    let results: Vec<Value> = body.results(op).collect();
    for (i, r) in results.into_iter().enumerate() {
        replace_before(ctx, body, op, r, yielded.get(i).copied());
    }
    body.erase_op(op);
}

/// A zero of integer or index type `ty` made before `op` by a dialect's
/// constant materializer (`op`'s own dialect's first).
fn zero_constant(ctx: &Context, body: &mut Body, op: OpId, ty: Type) -> Option<Value> {
    let integer = matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        } | TypeData::Index
    );
    if !integer {
        return None;
    }
    let zero = ctx.integer_attr(ty, 0);
    let loc = body.op_loc(op);
    let own = ctx
        .op_def(body.op_name(op))
        .and_then(|d| ctx.dialect(d.dialect()));
    for dialect in own.into_iter().chain(ctx.dialects()) {
        let Some(materialize) = dialect.materialize_constant else {
            continue;
        };
        let made = {
            let mut rw = Rewriter::new(ctx, body);
            rw.set_insertion_point_before(op);
            materialize(&mut rw, zero, ty, loc)
        };
        if let Some(c) = made {
            return Some(body.result(c, 0));
        }
    }
    None
}

/// A value of `r`'s type available wherever `r` is: an operand of `op`, or
/// an argument of a block enclosing it.
fn stand_in(body: &Body, op: OpId, r: Value) -> Option<Value> {
    let ty = body.value_type(r);
    if let Some(v) = body
        .operands(op)
        .find(|&v| v != r && body.value_type(v) == ty)
    {
        return Some(v);
    }
    let mut at = op;
    while let Some(block) = body.parent_block(at) {
        if let Some(&v) = body
            .block_args(block)
            .iter()
            .find(|&&v| body.value_type(v) == ty)
        {
            return Some(v);
        }
        at = body.block_parent_op(block)?;
    }
    None
}
