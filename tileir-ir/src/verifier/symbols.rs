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
use crate::ids::{OpId, RegionId};
use rustc_hash::FxHashMap;

/// MLIR's `detail::verifySymbol`.
pub(super) fn verify_symbol(
    ctx: &Context,
    report: &Reporter<'_>,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let is_string = |a| matches!(ctx.attr_data(a), AttrData::String { .. });
    if !body.attr_static(ctx, op, "sym_name").is_some_and(is_string) {
        return Err(report.op_error(body, op, "requires string attribute 'sym_name'".into()));
    }
    if let Some(vis) = body.attr_static(ctx, op, "sym_visibility") {
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
///
/// `users` are the symbol users the verifier entered inside the table (see
/// `Verifier::symbol_users`): checking them is enough when all pass; when
/// one fails, MLIR's walk over the table finds the error it reports first.
pub(super) fn verify_symbol_table(
    ctx: &Context,
    scopes: &Scopes<'_>,
    report: &Reporter<'_>,
    s: ScopeId,
    op: OpId,
    users: &[(&Body, OpId)],
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
        let Some(name) = inner.attr_static(ctx, child, "sym_name") else {
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
    let all_pass = users
        .iter()
        .all(|&(body, user)| check_symbol_uses(ctx, body, user, &table).is_ok());
    if all_pass {
        return Ok(());
    }
    verify_symbol_uses(ctx, report, body, op, &table)
}

/// The symbol-user walk of MLIR's `verifySymbolTable` (`walkSymbolTable`):
/// a last-in-first-out work-list of regions, starting from the table's;
/// each region's ops are checked in order, and the regions of those that
/// are not symbol tables themselves are pushed. The first failing
/// `verifySymbolUses` is the error (so of two bad calls in two functions,
/// the later function's).
fn verify_symbol_uses(
    ctx: &Context,
    report: &Reporter<'_>,
    body: &Body,
    op: OpId,
    table: &SymbolTableRef<'_>,
) -> Result<(), Diagnostic> {
    let inner = body.region_body(op);
    let mut worklist: Vec<(&Body, RegionId)> =
        body.regions(op).iter().map(|&r| (inner, r)).collect();
    while let Some((b, region)) = worklist.pop() {
        for block in b.region_blocks(region) {
            for user in b.block_ops(block) {
                check_symbol_uses(ctx, b, user, table)
                    .map_err(|d| report.with_current_op(b, user, d))?;
                let def = ctx.op_def(b.op_name(user));
                if !def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
                    let rb = b.region_body(user);
                    worklist.extend(b.regions(user).iter().map(|&r| (rb, r)));
                }
            }
        }
    }
    Ok(())
}

/// `user`'s own `verifySymbolUses` against `table`, if its op has one.
fn check_symbol_uses(
    ctx: &Context,
    body: &Body,
    user: OpId,
    table: &SymbolTableRef<'_>,
) -> Result<(), Diagnostic> {
    let hook = ctx
        .op_def(body.op_name(user))
        .and_then(|d| d.verify_symbol_uses);
    match hook {
        Some(verify) => verify(
            OpRef {
                ctx,
                body,
                op: user,
            },
            table,
        ),
        None => Ok(()),
    }
}
