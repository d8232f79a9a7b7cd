//! Symbols and symbol tables (`mlir/lib/IR/SymbolTable.cpp`): the `Symbol`
//! trait's attribute rules, and a `SymbolTable` op's single region, unique
//! names and symbol uses (`SymbolUserOpInterface::verifySymbolUses`, e.g. the
//! callee of `func.call`, declared by an op as
//! [`crate::dialect::OpDef::verify_symbol_uses`]).

use super::report::Reporter;
use super::scope::{ScopeId, Scopes};
use crate::attributes::AttrData;
use crate::body::Body;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::dialect::{OpRef, SymbolTableRef, Traits};
use crate::ids::{BlockId, OpId};
use rustc_hash::FxHashMap;

/// MLIR's `detail::verifySymbol`.
pub(super) fn verify_symbol(
    ctx: &Context,
    report: &Reporter<'_>,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let is_string = |a| matches!(ctx.attr_data(a), AttrData::String { .. });
    if !body.attr(ctx, op, "sym_name").is_some_and(is_string) {
        return Err(report.op_error(body, op, "requires string attribute 'sym_name'".into()));
    }
    if let Some(vis) = body.attr(ctx, op, "sym_visibility") {
        let AttrData::String { value, .. } = ctx.attr_data(vis) else {
            return Err(report.op_error(
                body,
                op,
                format!(
                    "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                    report.attr_str(vis)
                ),
            ));
        };
        if ![&b"public"[..], b"private", b"nested"].contains(&&value[..]) {
            return Err(report.op_error(
                body,
                op,
                format!(
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                    report.attr_str(vis)
                ),
            ));
        }
    }
    Ok(())
}

/// MLIR's `detail::verifySymbolTable`.
pub(super) fn verify_symbol_table(
    ctx: &Context,
    scopes: &Scopes<'_>,
    report: &Reporter<'_>,
    s: ScopeId,
    op: OpId,
) -> Result<(), Diagnostic> {
    let body = scopes.body(s);
    let regions = body.regions(op);
    if regions.len() != 1 {
        return Err(report.op_error(
            body,
            op,
            "Operations with a 'SymbolTable' must have exactly one region".into(),
        ));
    }
    let inner = body.region_body(op);
    let mut blocks = inner.region_blocks(regions[0]);
    let (Some(block), None) = (blocks.next(), blocks.next()) else {
        return Err(report.op_error(
            body,
            op,
            "Operations with a 'SymbolTable' must have exactly one block".into(),
        ));
    };
    let mut symbols: FxHashMap<&[u8], OpId> = FxHashMap::default();
    for child in inner.block_ops(block) {
        let Some(name) = inner.attr(ctx, child, "sym_name") else {
            continue;
        };
        let AttrData::String { value, .. } = ctx.attr_data(name) else {
            continue;
        };
        if let Some(&first) = symbols.get(&value[..]) {
            let diag = report.error(
                inner,
                child,
                format!(
                    "redefinition of symbol named '{}'",
                    String::from_utf8_lossy(value)
                ),
            );
            return Err(diag.with_note(inner.op_loc(first), "see existing symbol definition here"));
        }
        symbols.insert(value, child);
    }
    let table = SymbolTableRef::new(ctx, inner, &symbols);
    verify_symbol_uses(ctx, report, inner, block, &table)
}

/// The symbol-user walk of MLIR's `verifySymbolTable`: each op nested in
/// the table's `block` (in `body`), in pre-order, without entering nested
/// symbol tables (they check their own); the first failing
/// `verifySymbolUses` is the error. A large table's ops are walked on
/// several threads; the error is still the first in walk order.
fn verify_symbol_uses(
    ctx: &Context,
    report: &Reporter<'_>,
    body: &Body,
    block: BlockId,
    table: &SymbolTableRef<'_>,
) -> Result<(), Diagnostic> {
    let tops: Vec<OpId> = body.block_ops(block).collect();
    let first_failure =
        if super::parallel::worth_it(tops.len(), super::parallel::child_ops(body, &tops)) {
            super::parallel::on_threads(&tops, |chunk| {
                vec![first_symbol_use_failure(ctx, body, chunk, table)]
            })
            .into_iter()
            .flatten()
            .next()
        } else {
            first_symbol_use_failure(ctx, body, &tops, table)
        };
    match first_failure {
        Some((b, op, diag)) => Err(report.with_current_op(b, op, diag)),
        None => Ok(()),
    }
}

/// The walk of [`verify_symbol_uses`] over `ops` (of `body`) and what they
/// hold: the first failing op, its body and its error.
fn first_symbol_use_failure<'b>(
    ctx: &Context,
    body: &'b Body,
    ops: &[OpId],
    table: &SymbolTableRef<'_>,
) -> Option<(&'b Body, OpId, Diagnostic)> {
    // An explicit stack: nesting depth is the input's to choose.
    let mut stack: Vec<(&Body, OpId)> = ops.iter().rev().map(|&op| (body, op)).collect();
    while let Some((b, op)) = stack.pop() {
        let def = ctx.op_def(b.op_name(op));
        if let Some(verify) = def.and_then(|d| d.verify_symbol_uses) {
            if let Err(diag) = verify(OpRef { ctx, body: b, op }, table) {
                return Some((b, op, diag));
            }
        }
        if def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
            continue;
        }
        let inner = b.region_body(op);
        let first = stack.len();
        for &r in b.regions(op) {
            for blk in inner.region_blocks(r) {
                stack.extend(inner.block_ops(blk).map(|o| (inner, o)));
            }
        }
        stack[first..].reverse();
    }
    None
}
