//! Symbols and symbol tables (`mlir/lib/IR/SymbolTable.cpp`): the `Symbol`
//! trait's attribute rules, and a `SymbolTable` op's single region and
//! unique names.
//!
//! Symbol *uses* (`SymbolUserOpInterface::verifySymbolUses`, e.g. the callee
//! of `func.call`) are op-specific; an op declares them through its own
//! verifier, which runs before its parent symbol table's check.

use super::report::Reporter;
use super::scope::{ScopeId, Scopes};
use crate::attributes::AttrData;
use crate::body::Body;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ids::OpId;
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
    let mut seen: FxHashMap<&[u8], crate::attributes::Location> = FxHashMap::default();
    for child in inner.block_ops(block) {
        let Some(name) = inner.attr(ctx, child, "sym_name") else {
            continue;
        };
        let AttrData::String { value, .. } = ctx.attr_data(name) else {
            continue;
        };
        let loc = inner.op_loc(child);
        if let Some(&first) = seen.get(&value[..]) {
            let diag = report.error(
                inner,
                child,
                format!(
                    "redefinition of symbol named '{}'",
                    String::from_utf8_lossy(value)
                ),
            );
            return Err(diag.with_note(first, "see existing symbol definition here"));
        }
        seen.insert(value, loc);
    }
    Ok(())
}
