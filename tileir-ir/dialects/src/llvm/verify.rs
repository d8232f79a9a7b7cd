//! Verifiers of the LLVM dialect's ops, with mlir-opt 22's messages
//! (`LLVMDialect.cpp`): functions and their returns, calls, `addressof`,
//! `dso_local_equivalent` and the `comdat` of functions and globals
//! against the symbols they name, and `getelementptr`'s struct indices.

use super::types;
use crate::common::*;
use tileir_ir::attributes::AttrData;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::{OpRef, SymbolTableRef};
use tileir_ir::format::dense_array_values;
use tileir_ir::types::{Param, Type};

fn linkage_of(r: OpRef<'_>) -> Option<i64> {
    attr(r, "linkage").and_then(|a| match r.ctx.attr_data(a) {
        AttrData::Dialect { params, .. } => match params.first() {
            Some(Param::Int(v)) => Some(*v),
            _ => None,
        },
        _ => None,
    })
}

/// The `!llvm.func` type of an `llvm.func`.
fn function_type(r: OpRef<'_>) -> Option<(Type, Vec<Type>, bool)> {
    let a = attr(r, "function_type")?;
    match r.ctx.attr_data(a) {
        AttrData::Type(t) => types::func_parts(r.ctx, *t),
        _ => None,
    }
}

/// `LLVMFuncOp::verify`: an external function has `external` or
/// `extern_weak` linkage.
pub fn verify_func(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let external = r
        .body
        .regions(r.op)
        .first()
        .is_none_or(|&reg| r.body.region_body(r.op).entry_block(reg).is_none());
    if external && !matches!(linkage_of(r), None | Some(0) | Some(9)) {
        return Err(err(
            r,
            "external functions must have 'external' or 'extern_weak' linkage",
        ));
    }
    Ok(())
}

/// `ReturnOp::verify`: the operands match the enclosing function's result.
pub fn verify_return(r: OpRef<'_>, parent: Option<OpRef<'_>>) -> Result<(), Diagnostic> {
    let Some(f) = parent.filter(|f| op_name(*f) == "llvm.func") else {
        return Ok(());
    };
    let Some((result, _, _)) = function_type(f) else {
        return Ok(());
    };
    let note = |d: Diagnostic| d.with_note(f.body.op_loc(f.op), "when returning from function");
    let n = r.body.num_operands(r.op);
    if types::is_void(r.ctx, result) {
        if n != 0 {
            return Err(note(err(r, "expected no operands")));
        }
        return Ok(());
    }
    if n != 1 {
        return Err(note(err(r, "expected 1 operand")));
    }
    if r.body.value_type(r.body.operand(r.op, 0)) != result {
        return Err(note(err(r, "mismatching result types")));
    }
    Ok(())
}

fn flat_symbol(r: OpRef<'_>, name: &'static str) -> Option<String> {
    attr(r, name).and_then(|a| match r.ctx.attr_data(a) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => {
            Some(r.ctx.str(*root).to_string())
        }
        _ => None,
    })
}

/// `CallOp::verifySymbolUses` for direct calls.
pub fn verify_call_symbol_uses(r: OpRef<'_>, table: &SymbolTableRef<'_>) -> Result<(), Diagnostic> {
    let Some(callee) = flat_symbol(r, "callee") else {
        return Ok(());
    };
    let Some(f) = table.lookup(&callee) else {
        return Err(err(
            r,
            format!("'{callee}' does not reference a symbol in the current scope"),
        ));
    };
    if op_name(f) != "llvm.func" {
        return Err(err(
            r,
            format!("'{callee}' does not reference a valid LLVM function"),
        ));
    }
    let Some((result, params, vararg)) = function_type(f) else {
        return Ok(());
    };
    let ctx = r.ctx;
    let operands: Vec<Type> = r
        .body
        .operands(r.op)
        .map(|v| r.body.value_type(v))
        .collect();
    let args = &operands[..];
    if (!vararg && args.len() != params.len()) || (vararg && args.len() < params.len()) {
        return Err(err(
            r,
            format!(
                "incorrect number of operands ({}) for callee (expecting: {})",
                args.len(),
                params.len()
            ),
        ));
    }
    for (i, (&a, &p)) in args.iter().zip(&params).enumerate() {
        if a != p {
            return Err(err(
                r,
                format!(
                    "operand type mismatch for operand {i}: '{}' != '{}'",
                    type_str(ctx, a),
                    type_str(ctx, p)
                ),
            ));
        }
    }
    let results = r.body.num_results(r.op);
    let void = types::is_void(ctx, result);
    if void && results != 0 {
        return Err(err(r, "expected function call to produce no value"));
    }
    if !void && results != 1 {
        return Err(err(r, "expected function call to produce a value"));
    }
    if !void {
        let t = r.body.value_type(r.body.result(r.op, 0));
        if t != result {
            return Err(err(
                r,
                format!(
                    "result type mismatch: '{}' != '{}'",
                    type_str(ctx, t),
                    type_str(ctx, result)
                ),
            ));
        }
    }
    Ok(())
}

/// `AddressOfOp::verifySymbolUses`.
pub fn verify_addressof_symbol_uses(
    r: OpRef<'_>,
    table: &SymbolTableRef<'_>,
) -> Result<(), Diagnostic> {
    let Some(name) = flat_symbol(r, "global_name") else {
        return Ok(());
    };
    let found = table.lookup(&name).is_some_and(|g| {
        matches!(
            op_name(g),
            "llvm.mlir.global" | "llvm.mlir.alias" | "llvm.func" | "llvm.mlir.ifunc"
        )
    });
    if !found {
        return Err(err(
            r,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ));
    }
    Ok(())
}

/// `GEPOp::verify`: indices into a struct are constants within its body.
pub fn verify_gep(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = r.ctx;
    let Some(AttrData::Type(elem)) = attr(r, "elem_type").map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let raw = attr(r, "rawConstantIndices")
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default();
    let mut t = *elem;
    for (i, &index) in raw.iter().enumerate().skip(1) {
        if let Some((_, _, body)) = types::struct_parts(ctx, t) {
            if index == super::ops_memory::DYNAMIC_INDEX {
                return Err(err(
                    r,
                    format!("expected index {i} indexing a struct to be constant"),
                ));
            }
            if index < 0 || index as usize >= body.len() {
                return Err(err(
                    r,
                    format!("index {i} indexing a struct is out of bounds"),
                ));
            }
            t = body[index as usize];
        } else if let Some((_, e)) = types::array_parts(ctx, t) {
            t = e;
        } else if let tileir_ir::types::TypeData::Vector { element, .. } = ctx.type_data(t) {
            t = *element;
        } else {
            break;
        }
    }
    Ok(())
}

/// The op named `name` among the ops directly in `table_op`'s region (a
/// symbol table op that is not the nearest one, such as `llvm.comdat`).
fn lookup_in<'a>(table_op: OpRef<'a>, name: &str) -> Option<OpRef<'a>> {
    let body = table_op.body.region_body(table_op.op);
    let region = *table_op.body.regions(table_op.op).first()?;
    let block = body.entry_block(region)?;
    body.block_ops(block)
        .map(|op| OpRef {
            ctx: table_op.ctx,
            body,
            op,
        })
        .find(|&o| {
            attr(o, "sym_name")
                .and_then(|a| string_of(o.ctx, a))
                .as_deref()
                == Some(name)
        })
}

/// MLIR's `lookupNearestSymbolFrom` for `@root::@nested...`: `root` in the
/// nearest symbol table, each nested name in the op found before it.
fn lookup_reference<'a>(table: &SymbolTableRef<'a>, reference: &AttrData) -> Option<OpRef<'a>> {
    let AttrData::SymbolRef { root, nested } = reference else {
        return None;
    };
    let mut found = table.lookup(table.ctx.str(*root))?;
    for n in nested.iter() {
        found = lookup_in(found, table.ctx.str(*n))?;
    }
    Some(found)
}

/// `verifyComdat` of `LLVMFuncOp::verify` and `GlobalOp::verify`: the
/// `comdat` of a function or global names an `llvm.comdat_selector`.
pub fn verify_comdat_symbol_uses(
    r: OpRef<'_>,
    table: &SymbolTableRef<'_>,
) -> Result<(), Diagnostic> {
    let Some(comdat) = attr(r, "comdat") else {
        return Ok(());
    };
    let selector = lookup_reference(table, r.ctx.attr_data(comdat));
    if selector.is_none_or(|s| op_name(s) != "llvm.comdat_selector") {
        // `op->emitError()`: no `'llvm.func' op` prefix.
        return Err(Diagnostic::error(
            r.body.op_loc(r.op),
            "expected comdat symbol",
        ));
    }
    Ok(())
}

/// `DSOLocalEquivalentOp::verifySymbolUses`: the target is a function, or
/// an alias whose initializer takes no global variable's address, and
/// neither has `extern_weak` linkage.
pub fn verify_dso_local_equivalent_symbol_uses(
    r: OpRef<'_>,
    table: &SymbolTableRef<'_>,
) -> Result<(), Diagnostic> {
    let Some(name) = flat_symbol(r, "function_name") else {
        return Ok(());
    };
    let Some(target) = table
        .lookup(&name)
        .filter(|t| matches!(op_name(*t), "llvm.func" | "llvm.mlir.alias"))
    else {
        return Err(err(
            r,
            "must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'",
        ));
    };
    if op_name(target) == "llvm.mlir.alias" {
        let mut of_variable = false;
        tileir_ir::walk::walk_all(target.body, target.op, &mut |body, op| {
            let o = OpRef {
                ctx: r.ctx,
                body,
                op,
            };
            if op_name(o) == "llvm.mlir.addressof" {
                of_variable |= flat_symbol(o, "global_name")
                    .and_then(|g| table.lookup(&g))
                    .is_some_and(|g| op_name(g) == "llvm.mlir.global");
            }
        });
        if of_variable {
            return Err(err(r, "must reference an alias to a function"));
        }
    }
    const EXTERN_WEAK: i64 = 9;
    if linkage_of(target) == Some(EXTERN_WEAK) {
        return Err(err(
            r,
            "target function with 'extern_weak' linkage not allowed",
        ));
    }
    Ok(())
}
