//! Verifiers of cuda_tile's structure and control flow (NVIDIA's
//! `CudaTile.cpp`): `entry`, `global`/`get_global`, `if`, `for`, `loop`
//! and the terminators that leave them.

use super::types::{self, tile_parts};
use super::verify::{fail, operand_type, quoted, Verdict};
use tileir_ir::attributes::AttrData;
use tileir_ir::context::Context;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::{OpRef, SymbolTableRef};
use tileir_ir::ids::Value;
use tileir_ir::types::{Type, TypeData};

fn name_of<'a>(r: OpRef<'a>) -> &'a str {
    r.ctx.op_name_str(r.body.op_name(r.op))
}

fn types_of(r: OpRef<'_>, values: impl Iterator<Item = Value>) -> Vec<Type> {
    values.map(|v| r.body.value_type(v)).collect()
}

fn operand_types(r: OpRef<'_>) -> Vec<Type> {
    types_of(r, r.body.operands(r.op))
}

fn result_types(r: OpRef<'_>) -> Vec<Type> {
    types_of(r, r.body.results(r.op))
}

/// Types as a diagnostic streams a `TypeRange`: `'a', 'b'`.
fn type_list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|&t| quoted(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A function op's `function_type` (inputs, results).
fn signature(r: OpRef<'_>) -> Option<(Vec<Type>, Vec<Type>)> {
    let a = crate::common::attr(r, "function_type")?;
    let AttrData::Type(t) = r.ctx.attr_data(a) else {
        return None;
    };
    match r.ctx.type_data(*t) {
        TypeData::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

fn symbol_name(r: OpRef<'_>) -> String {
    crate::common::attr(r, "sym_name")
        .and_then(|a| match r.ctx.attr_data(a) {
            AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        })
        .unwrap_or_default()
}

/// A tensor_view or a tile view cannot cross a region boundary.
fn view_kind(ctx: &Context, t: Type) -> Option<&'static str> {
    if types::is_tensor_view(ctx, t) {
        Some("tensor_view")
    } else if types::is_tile_view(ctx, t) {
        Some("tile view")
    } else {
        None
    }
}

// ----- functions and globals -----

pub fn entry(r: OpRef<'_>) -> Verdict {
    let Some((inputs, results)) = signature(r) else {
        return Ok(());
    };
    if !results.is_empty() {
        return fail(r, "entry op must not return values");
    }
    for t in inputs {
        if tile_parts(r.ctx, t).is_some_and(|(s, _)| !s.is_empty()) {
            return fail(
                r,
                "entry op must have scalar types (rank 0 !cuda_tile.tile)",
            );
        }
    }
    super::debug_info::verify_function(r)?;
    super::hints::verify(r)
}

/// The type of a dense value attribute.
fn value_type(r: OpRef<'_>) -> Option<Type> {
    crate::common::attr(r, "value").and_then(|a| crate::common::attr_type(r.ctx, a))
}

pub fn global(r: OpRef<'_>) -> Verdict {
    let rank = value_type(r).map(|t| super::verify::shape(r.ctx, t).len());
    if rank.is_some_and(|n| n != 1) {
        return fail(r, "type must have rank 1");
    }
    Ok(())
}

pub fn get_global_symbol_uses(r: OpRef<'_>, table: &SymbolTableRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let name = crate::common::attr(r, "name")
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::SymbolRef { root, .. } => Some(ctx.str(*root).to_string()),
            _ => None,
        })
        .unwrap_or_default();
    let global = table
        .lookup(&name)
        .filter(|g| ctx.op_name_str(g.body.op_name(g.op)) == "cuda_tile.global");
    let Some(global) = global else {
        return fail(r, format!("'{name}' does not reference a valid global"));
    };
    let global_elem = value_type(global).map(|t| super::verify::element(ctx, t));
    let result = r.body.value_type(r.body.result(r.op, 0));
    let ptr = super::verify::element(ctx, result);
    if let (Some(g), Some(p)) = (global_elem, types::pointee(ctx, ptr)) {
        if g != p {
            return fail(
                r,
                format!(
                    "pointee type of result type {} does not match type {} of the global @{name}",
                    quoted(ctx, ptr),
                    quoted(ctx, g)
                ),
            );
        }
    }
    Ok(())
}

// ----- terminators -----

/// `verifyEarlyExitOp`: only `if`s may stand between the exit and its loop.
fn early_exit<'a>(
    r: OpRef<'_>,
    ancestors: &[OpRef<'a>],
    loops: &[&str],
) -> Result<Option<OpRef<'a>>, Diagnostic> {
    for &a in ancestors {
        let name = name_of(a);
        if loops.contains(&name) {
            return Ok(Some(a));
        }
        if name != "cuda_tile.if" {
            let allowed: Vec<String> = loops
                .iter()
                .chain(["cuda_tile.if"].iter())
                .map(|n| n.to_string())
                .collect();
            let diag = crate::common::err(
                r,
                format!(
                    "can only be nested within a ancestor chain of '{}' operations",
                    allowed.join("', '")
                ),
            );
            return Err(diag.with_note(a.body.op_loc(a.op), "see unexpected ancestor operation"));
        }
    }
    Ok(None)
}

pub fn continue_(r: OpRef<'_>, ancestors: &[OpRef<'_>]) -> Verdict {
    let Some(parent) = early_exit(r, ancestors, &["cuda_tile.for", "cuda_tile.loop"])? else {
        return Ok(());
    };
    let ctx = r.ctx;
    let found = operand_types(r);
    let (what, name, expected) = if name_of(parent) == "cuda_tile.loop" {
        ("loop", "iter_values", operand_types(parent))
    } else {
        ("for", "return types", result_types(parent))
    };
    if expected != found {
        return Err(Diagnostic::error(
            r.body.op_loc(r.op),
            format!(
                "`{what}` is missing a valid terminator. `continue` op should have operand types that match the parent loop {name}: ({}), but found: ({})",
                type_list(ctx, &expected),
                type_list(ctx, &found)
            ),
        ));
    }
    Ok(())
}

pub fn break_(r: OpRef<'_>, ancestors: &[OpRef<'_>]) -> Verdict {
    let Some(parent) = early_exit(r, ancestors, &["cuda_tile.loop"])? else {
        return Ok(());
    };
    let (found, expected) = (operand_types(r), result_types(parent));
    if found != expected {
        return fail(
            r,
            format!(
                "operand types must correspond to the parent loop result types: ({}) vs ({})",
                type_list(r.ctx, &found),
                type_list(r.ctx, &expected)
            ),
        );
    }
    Ok(())
}

pub fn return_(r: OpRef<'_>, ancestors: &[OpRef<'_>]) -> Verdict {
    let ctx = r.ctx;
    let n = r.body.num_operands(r.op);
    for &a in ancestors {
        match name_of(a) {
            "cuda_tile.if" => continue,
            "cuda_tile.entry" | "cuda_tile.testing$func" => {
                let results = signature(a).map(|s| s.1).unwrap_or_default();
                let fname = symbol_name(a);
                if n != results.len() {
                    return fail(
                        r,
                        format!(
                            "has {n} operands, but enclosing function (@{fname}) returns {}",
                            results.len()
                        ),
                    );
                }
                if name_of(a) == "cuda_tile.entry" {
                    if n != 0 {
                        return fail(
                            r,
                            format!("has {n} operands, but entry function must return 0 operands"),
                        );
                    }
                    return Ok(());
                }
                for (i, (&t, &want)) in operand_types(r).iter().zip(&results).enumerate() {
                    if t != want {
                        return Err(Diagnostic::error(
                            r.body.op_loc(r.op),
                            format!(
                                "type of return operand {i} ({}) doesn't match function result type ({}) in function @{fname}",
                                quoted(ctx, t),
                                quoted(ctx, want)
                            ),
                        ));
                    }
                }
                return Ok(());
            }
            _ => break,
        }
    }
    fail(
        r,
        "must be used within a cuda_tile.testing$func, cuda_tile.entry, or cuda_tile.if operation",
    )
}

// ----- if and loops -----

pub fn if_(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let results = result_types(r);
    for (i, &t) in results.iter().enumerate() {
        if let Some(kind) = view_kind(ctx, t) {
            return fail(
                r,
                format!("result type {i} is a {kind}, which is not supported"),
            );
        }
    }
    let inner = r.body.region_body(r.op);
    let regions = r.body.regions(r.op);
    let check = |region, name: &str| -> Verdict {
        let Some(block) = inner.entry_block(region) else {
            return Ok(());
        };
        let Some(last) = inner.last_op(block) else {
            return Ok(());
        };
        if ctx.op_name_str(inner.op_name(last)) != "cuda_tile.yield" {
            return Ok(());
        }
        let yields: Vec<Type> = inner.operands(last).map(|v| inner.value_type(v)).collect();
        if !results.is_empty() && yields.is_empty() {
            return fail(
                r,
                format!(
                    "has return type of {} but {name} branch does not yield anything",
                    type_list(ctx, &results)
                ),
            );
        }
        if results.is_empty() && !yields.is_empty() {
            return fail(
                r,
                format!(
                    "does not return a value, but {name} branch yields {}",
                    type_list(ctx, &yields)
                ),
            );
        }
        if yields != results {
            return fail(
                r,
                format!(
                    "type does not match yield type, {name} branch yields {} but op result type is {}",
                    type_list(ctx, &yields),
                    type_list(ctx, &results)
                ),
            );
        }
        Ok(())
    };
    let Some(&then) = regions.first() else {
        return fail(r, "must define then branch");
    };
    if inner.entry_block(then).is_none() {
        return fail(r, "must define then branch");
    }
    check(then, "then")?;
    match regions.get(1) {
        Some(&else_) if inner.entry_block(else_).is_some() => check(else_, "else"),
        _ if !results.is_empty() => fail(r, "has non-empty return type, must define else branch"),
        _ => Ok(()),
    }
}

/// `verifyLoopIterValues`.
fn loop_iter_values(r: OpRef<'_>, inits: &[Type], iters: &[Type]) -> Verdict {
    let ctx = r.ctx;
    if iters.len() != inits.len() {
        return fail(
            r,
            format!(
                "mismatch in number of region iterator values and loop iterator inits: {} vs {}",
                iters.len(),
                inits.len()
            ),
        );
    }
    for (i, (&init, &iter)) in inits.iter().zip(iters).enumerate() {
        if let Some(kind) = view_kind(ctx, iter) {
            return fail(
                r,
                format!("loop-carried value {i} is a {kind}, which is not supported"),
            );
        }
        if init != iter {
            return fail(
                r,
                format!(
                    "init value {i} and region iter_value {i} have different type: {} != {}",
                    quoted(ctx, init),
                    quoted(ctx, iter)
                ),
            );
        }
    }
    for (i, &t) in result_types(r).iter().enumerate() {
        if let Some(kind) = view_kind(ctx, t) {
            return fail(
                r,
                format!("result type {i} is a {kind}, which is not supported"),
            );
        }
    }
    Ok(())
}

fn region_arg_types(r: OpRef<'_>) -> Vec<Type> {
    let inner = r.body.region_body(r.op);
    r.body
        .regions(r.op)
        .first()
        .and_then(|&reg| inner.entry_block(reg))
        .map(|b| {
            inner
                .block_args(b)
                .iter()
                .map(|&a| inner.value_type(a))
                .collect()
        })
        .unwrap_or_default()
}

pub fn for_(r: OpRef<'_>) -> Verdict {
    let args = region_arg_types(r);
    let Some(&iv) = args.first() else {
        return fail(
            r,
            "expected at least one block argument for induction variable",
        );
    };
    let lower = operand_type(r, 0);
    if iv != lower {
        return fail(
            r,
            format!(
                "expected induction variable to be same type as bounds and step: {} vs {}",
                quoted(r.ctx, iv),
                quoted(r.ctx, lower)
            ),
        );
    }
    let inits: Vec<Type> = operand_types(r).into_iter().skip(3).collect();
    loop_iter_values(r, &inits, &args[1..])
}

pub fn loop_(r: OpRef<'_>) -> Verdict {
    loop_iter_values(r, &operand_types(r), &region_arg_types(r))
}
