//! The op verifiers of `nv_tileaa`, and its call and callable interfaces.
//!
//! The assume-predicate messages are the binary's (diagnostics.md: "Assume
//! predicates"); the function, return and call messages are MLIR's for
//! `func` (the same interfaces); the shape checks of the other ops and their
//! wording are ours.

use super::types::{self as aa, element, is_tile, shape, tile_parts};
use crate::common::{attr, err, string_of, type_str};
use smallvec::SmallVec;
use tileir_ir::attributes::AttrData;
use tileir_ir::call::{CallOpInterface, CallableOpInterface, Callee};
use tileir_ir::context::Context;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::{Arity, OpRef, SymbolTableRef, Traits};
use tileir_ir::format::{dense_array_values, enum_value};
use tileir_ir::ids::Value;
use tileir_ir::types::{Param, Type, TypeData, DYNAMIC};

pub type Verdict = Result<(), Diagnostic>;

fn fail(r: OpRef<'_>, msg: impl Into<String>) -> Verdict {
    Err(err(r, msg))
}

fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_str(ctx, t))
}

/// The operands of the group declared `name` (segment sizes when the op
/// has them, else the one variable-length group takes what is left).
pub fn group(r: OpRef<'_>, name: &str) -> SmallVec<[Value; 4]> {
    let Some(def) = r.ctx.op_def(r.body.op_name(r.op)) else {
        return SmallVec::new();
    };
    let all: SmallVec<[Value; 8]> = r.body.operands(r.op).collect();
    let sizes: Vec<usize> = if def.has(Traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        r.body
            .attr(r.ctx, r.op, "operandSegmentSizes")
            .and_then(|a| dense_array_values(r.ctx, a))
            .map(|v| v.into_iter().map(|x| x.max(0) as usize).collect())
            .unwrap_or_default()
    } else {
        let fixed = def
            .operands
            .iter()
            .filter(|d| d.arity == Arity::Single)
            .count();
        let rest = all.len().saturating_sub(fixed);
        def.operands
            .iter()
            .map(|d| if d.arity == Arity::Single { 1 } else { rest })
            .collect()
    };
    let mut start = 0;
    for (d, &n) in def.operands.iter().zip(&sizes) {
        if d.name == name {
            return all
                .get(start..start + n)
                .map(|s| s.into())
                .unwrap_or_default();
        }
        start += n;
    }
    SmallVec::new()
}

fn ty(r: OpRef<'_>, v: Value) -> Type {
    r.body.value_type(v)
}

fn operand(r: OpRef<'_>, name: &str) -> Option<Type> {
    group(r, name).first().map(|&v| ty(r, v))
}

/// The types of all the op's operands.
fn operand_types(r: OpRef<'_>) -> Vec<Type> {
    r.body.operands(r.op).map(|v| ty(r, v)).collect()
}

/// The types of all the op's results.
fn result_types(r: OpRef<'_>) -> Vec<Type> {
    r.body.results(r.op).map(|v| ty(r, v)).collect()
}

fn result(r: OpRef<'_>, i: usize) -> Option<Type> {
    (i < r.body.num_results(r.op)).then(|| ty(r, r.body.result(r.op, i)))
}

fn int_attr(r: OpRef<'_>, name: &'static str) -> Option<i64> {
    attr(r, name).and_then(|a| match r.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value.get() as i64),
        _ => None,
    })
}

// ----- functions and calls -----

/// Entry block arguments match the signature (MLIR's function verifier).
pub fn func(r: OpRef<'_>) -> Verdict {
    let Some((inputs, _)) = crate::func::function_type_of(r.ctx, r.body, r.op) else {
        return Ok(());
    };
    let Some(&region) = r.body.regions(r.op).first() else {
        return Ok(());
    };
    let body = r.body.region_body(r.op);
    let Some(entry) = body.entry_block(region) else {
        let vis = attr(r, "sym_visibility").and_then(|a| string_of(r.ctx, a));
        if vis.is_none() || vis.as_deref() == Some("public") {
            return fail(r, "symbol declaration cannot have public visibility");
        }
        return Ok(());
    };
    let args = body.block_args(entry);
    if args.len() != inputs.len() {
        return fail(
            r,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        );
    }
    for (i, (&a, &t)) in args.iter().zip(&inputs).enumerate() {
        let at = body.value_type(a);
        if at != t {
            return fail(
                r,
                format!(
                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                    q(r.ctx, at),
                    q(r.ctx, t)
                ),
            );
        }
    }
    Ok(())
}

/// An `nv_tileaa.func` is directly inside a `gpu.module` (HasParent's
/// message); one verified without its parent passes.
pub fn func_parent(r: OpRef<'_>, parent: Option<OpRef<'_>>) -> Verdict {
    match parent {
        Some(p) if p.ctx.op_name_str(p.body.op_name(p.op)) != "gpu.module" => {
            fail(r, "expects parent op 'gpu.module'")
        }
        _ => Ok(()),
    }
}

/// The operands of `nv_tileaa.return` are the function's results.
pub fn return_(r: OpRef<'_>, parent: Option<OpRef<'_>>) -> Verdict {
    let Some(f) = parent else {
        return Ok(());
    };
    let Some((_, results)) = crate::func::function_type_of(f.ctx, f.body, f.op) else {
        return Ok(());
    };
    let name = attr(f, "sym_name")
        .and_then(|a| string_of(r.ctx, a))
        .unwrap_or_default();
    let n = r.body.num_operands(r.op);
    if n != results.len() {
        return fail(
            r,
            format!(
                "has {n} operands, but enclosing function (@{name}) returns {}",
                results.len()
            ),
        );
    }
    for (i, (v, &t)) in r.body.operands(r.op).zip(&results).enumerate() {
        let vt = ty(r, v);
        if vt != t {
            return fail(
                r,
                format!(
                    "type of return operand {i} ({}) doesn't match function result type ({}) in function @{name}",
                    q(r.ctx, vt),
                    q(r.ctx, t)
                ),
            );
        }
    }
    Ok(())
}

fn flat_symbol<'a>(r: OpRef<'a>, name: &'static str) -> Option<&'a str> {
    attr(r, name).and_then(|a| match r.ctx.attr_data(a) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(r.ctx.str(*root)),
        _ => None,
    })
}

fn is_tileaa_func(f: &OpRef<'_>) -> bool {
    f.ctx.op_name_str(f.body.op_name(f.op)) == "nv_tileaa.func"
}

/// The callee is an `nv_tileaa.func` whose signature the call matches.
pub fn call_symbol_uses(r: OpRef<'_>, table: &SymbolTableRef<'_>) -> Verdict {
    let Some(callee) = flat_symbol(r, "callee") else {
        return fail(r, "requires a 'callee' symbol reference attribute");
    };
    let Some(f) = table.lookup(callee).filter(is_tileaa_func) else {
        return fail(r, format!("'{callee}' does not reference a valid function"));
    };
    let Some((inputs, results)) = crate::func::function_type_of(f.ctx, f.body, f.op) else {
        return Ok(());
    };
    let operands = operand_types(r);
    callee_types_match(r, "operand", &operands, &inputs)?;
    let call_results = result_types(r);
    callee_types_match(r, "result", &call_results, &results)
}

/// The call's operand or result types (`what`) against the callee's
/// signature, with `func.call`'s messages.
fn callee_types_match(r: OpRef<'_>, what: &str, provided: &[Type], expected: &[Type]) -> Verdict {
    if provided.len() != expected.len() {
        return fail(r, format!("incorrect number of {what}s for callee"));
    }
    for (i, (&a, &b)) in provided.iter().zip(expected).enumerate() {
        if a != b {
            return fail(
                r,
                format!(
                    "{what} type mismatch: expected {what} type {}, but provided {} for {what} number {i}",
                    q(r.ctx, b),
                    q(r.ctx, a)
                ),
            );
        }
    }
    Ok(())
}

/// The kernel is an `nv_tileaa.func` taking the launch's arguments and
/// returning nothing (ours).
pub fn launch_symbol_uses(r: OpRef<'_>, table: &SymbolTableRef<'_>) -> Verdict {
    let Some(kernel) = flat_symbol(r, "kernel") else {
        return fail(r, "requires a 'kernel' symbol reference attribute");
    };
    let Some(f) = table.lookup(kernel).filter(is_tileaa_func) else {
        return fail(
            r,
            format!("'{kernel}' does not reference a valid nv_tileaa.func"),
        );
    };
    let Some((inputs, results)) = crate::func::function_type_of(f.ctx, f.body, f.op) else {
        return Ok(());
    };
    let args: Vec<Type> = group(r, "args").iter().map(|&v| ty(r, v)).collect();
    if args != inputs {
        return fail(
            r,
            format!("kernel arguments do not match the signature of @{kernel}"),
        );
    }
    if !results.is_empty() {
        return fail(
            r,
            format!("launched kernel @{kernel} must not return values"),
        );
    }
    Ok(())
}

/// `nv_tileaa.call` calls its `callee` symbol with all its operands.
pub static CALL: CallOpInterface = CallOpInterface {
    callee: |r| r.body.attr(r.ctx, r.op, "callee").map(Callee::Symbol),
    first_arg: 0,
    args: None,
};

/// An `nv_tileaa.func`'s body is its one region.
pub static CALLABLE: CallableOpInterface = CallableOpInterface {
    region: 0,
    result_types: |r| {
        crate::func::function_type_of(r.ctx, r.body, r.op)
            .map(|(_, results)| results.into_iter().collect())
            .unwrap_or_default()
    },
};

// ----- regions -----

/// The terminator of region `i`'s last block, if any.
fn terminator(r: OpRef<'_>, i: usize) -> Option<(tileir_ir::ids::OpId, &tileir_ir::Body)> {
    let region = *r.body.regions(r.op).get(i)?;
    let body = r.body.region_body(r.op);
    let block = body.entry_block(region)?;
    let last = body.block_ops(block).last()?;
    Some((last, body))
}

/// The region's terminator yields the op's result types.
pub fn yields_results(r: OpRef<'_>) -> Verdict {
    let Some((t, body)) = terminator(r, 0) else {
        return Ok(());
    };
    let yielded: Vec<Type> = body.operands(t).map(|v| body.value_type(v)).collect();
    let results = result_types(r);
    if yielded != results {
        return fail(
            r,
            format!(
                "expects region result types to match with operation result types ({}), but got: ({})",
                crate::common::list(r.ctx, &results),
                crate::common::list(r.ctx, &yielded)
            ),
        );
    }
    Ok(())
}

/// The region's entry arguments are the operands' types (`simt_impl`).
pub fn region_takes_operands(r: OpRef<'_>) -> Verdict {
    let Some(&region) = r.body.regions(r.op).first() else {
        return Ok(());
    };
    let body = r.body.region_body(r.op);
    let Some(entry) = body.entry_block(region) else {
        return Ok(());
    };
    let args: Vec<Type> = body
        .block_args(entry)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    let operands = operand_types(r);
    if args != operands {
        return fail(
            r,
            format!(
                "expects region argument types ({}) to match operand types ({})",
                crate::common::list(r.ctx, &args),
                crate::common::list(r.ctx, &operands)
            ),
        );
    }
    yields_results(r)
}

// ----- dot and collectives -----

fn dims(s: &[i64]) -> String {
    s.iter()
        .map(|&d| {
            if d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("x")
}

/// `A[B?xMxK] * B[B?xKxN] + C[B?xMxN] -> D` with D of C's type.
pub fn dot(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let (Some(a), Some(b), Some(c)) = (operand(r, "a"), operand(r, "b"), operand(r, "c")) else {
        return Ok(());
    };
    let (sa, sb, sc) = (shape(ctx, a), shape(ctx, b), shape(ctx, c));
    let rank = sa.len();
    if !(rank == 2 || rank == 3) || sb.len() != rank || sc.len() != rank {
        return fail(
            r,
            "expects operands a, b and c of the same rank, 2 or 3 (batched)",
        );
    }
    let (m, k, n) = (sa[rank - 2], sa[rank - 1], sb[rank - 1]);
    let batch_ok = rank == 2 || (sa[0] == sb[0] && sa[0] == sc[0]);
    if sb[rank - 2] != k || sc[rank - 2] != m || sc[rank - 1] != n || !batch_ok {
        return fail(
            r,
            format!(
                "expects shapes [MxK] x [KxN] + [MxN], but got {} x {} + {}",
                dims(sa),
                dims(sb),
                dims(sc)
            ),
        );
    }
    result_matches_accumulator(r)
}

pub fn result_matches_accumulator(r: OpRef<'_>) -> Verdict {
    let (Some(c), Some(d)) = (operand(r, "c"), result(r, 0)) else {
        return Ok(());
    };
    if c != d {
        return fail(
            r,
            format!(
                "expects result type {} to match accumulator type {}",
                q(r.ctx, d),
                q(r.ctx, c)
            ),
        );
    }
    Ok(())
}

/// `reduce` and `scan`: the axis is a dimension of every operand, the
/// combiner takes two scalars per operand, one result per operand.
pub fn reduce_like(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let operands = operand_types(r);
    let axis = int_attr(r, "axis").unwrap_or(0);
    for &t in &operands {
        if axis < 0 || axis as usize >= shape(ctx, t).len() {
            return fail(
                r,
                format!(
                    "axis {axis} is out of range for operand of type {}",
                    q(ctx, t)
                ),
            );
        }
    }
    if r.body.num_results(r.op) != operands.len() {
        return fail(r, "expects one result per operand");
    }
    let Some(&region) = r.body.regions(r.op).first() else {
        return Ok(());
    };
    let body = r.body.region_body(r.op);
    let Some(entry) = body.entry_block(region) else {
        return Ok(());
    };
    let args: Vec<Type> = body
        .block_args(entry)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    // ours: two scalars per operand, side by side (cuda_tile's order, which
    // the conversion keeps): (lhs0, rhs0, lhs1, rhs1, ...).
    let expected: Vec<Type> = operands
        .iter()
        .flat_map(|&t| [element(ctx, t); 2])
        .collect();
    if args != expected {
        return fail(
            r,
            format!(
                "expects combiner arguments ({}), but got ({})",
                crate::common::list(ctx, &expected),
                crate::common::list(ctx, &args)
            ),
        );
    }
    Ok(())
}

pub fn histogram(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let (Some(s), Some(d)) = (operand(r, "source"), result(r, 0)) else {
        return Ok(());
    };
    let int = |t| crate::common::is_signless_int(ctx, element(ctx, t));
    if !int(s) || !int(d) || shape(ctx, d).len() != 1 {
        return fail(r, "expects an integer source and a 1-D integer result");
    }
    Ok(())
}

pub fn square_matrix(r: OpRef<'_>) -> Verdict {
    let Some(s) = operand(r, "source") else {
        return Ok(());
    };
    let sh = shape(r.ctx, s);
    if sh.len() != 2 || sh[0] != sh[1] {
        return fail(
            r,
            format!("expects a square 2-D tile, but got {}", q(r.ctx, s)),
        );
    }
    Ok(())
}

// ----- shapes -----

pub fn splat(r: OpRef<'_>) -> Verdict {
    let (Some(s), Some(d)) = (operand(r, "source"), result(r, 0)) else {
        return Ok(());
    };
    if is_tile(r.ctx, s) || element(r.ctx, d) != s {
        return fail(
            r,
            format!(
                "expects a scalar of the result's element type, but got {}",
                q(r.ctx, s)
            ),
        );
    }
    Ok(())
}

fn same_element(r: OpRef<'_>, a: Type, b: Type) -> Verdict {
    if element(r.ctx, a) != element(r.ctx, b) {
        return fail(
            r,
            format!(
                "expects source and result of the same element type, but got {} and {}",
                q(r.ctx, a),
                q(r.ctx, b)
            ),
        );
    }
    Ok(())
}

/// The first operand's and the first result's types, once their element
/// types are found to agree (`None`: one is missing, which the declared
/// constraints report).
fn source_and_result(r: OpRef<'_>) -> Result<Option<(Type, Type)>, Diagnostic> {
    let (Some(s), Some(d)) = (r.body.operands(r.op).next().map(|v| ty(r, v)), result(r, 0)) else {
        return Ok(None);
    };
    same_element(r, s, d)?;
    Ok(Some((s, d)))
}

/// A result shape derived from the source's.
fn expect_result_shape(r: OpRef<'_>, expected: &[i64], got: &[i64]) -> Verdict {
    if got != expected {
        return fail(
            r,
            format!(
                "expects result shape {}, but got {}",
                dims(expected),
                dims(got)
            ),
        );
    }
    Ok(())
}

/// One offset per dimension of a slice.
fn offsets_per_dimension(r: OpRef<'_>, rank: usize) -> Verdict {
    if group(r, "offsets").len() != rank {
        return fail(r, format!("expects {rank} offsets, one per dimension"));
    }
    Ok(())
}

pub fn broadcast(r: OpRef<'_>) -> Verdict {
    let Some((s, d)) = source_and_result(r)? else {
        return Ok(());
    };
    let (ss, ds) = (shape(r.ctx, s), shape(r.ctx, d));
    if ss.len() != ds.len() || ss.iter().zip(ds).any(|(&a, &b)| a != b && a != 1) {
        return fail(
            r,
            format!("cannot broadcast {} to {}", q(r.ctx, s), q(r.ctx, d)),
        );
    }
    Ok(())
}

pub fn expand_dims(r: OpRef<'_>) -> Verdict {
    let Some((s, d)) = source_and_result(r)? else {
        return Ok(());
    };
    let (ss, ds) = (shape(r.ctx, s), shape(r.ctx, d));
    let axis = int_attr(r, "axis").unwrap_or(0);
    if axis < 0 || axis as usize > ss.len() {
        return fail(r, format!("axis {axis} is out of range [0, {}]", ss.len()));
    }
    let mut expected = ss.to_vec();
    expected.insert(axis as usize, 1);
    expect_result_shape(r, &expected, ds)
}

pub fn same_element_and_rank(r: OpRef<'_>) -> Verdict {
    let Some((s, d)) = source_and_result(r)? else {
        return Ok(());
    };
    let rank = shape(r.ctx, s).len();
    if shape(r.ctx, d).len() != rank {
        return fail(r, "expects source and result of the same rank");
    }
    if group(r, "indices").len() != rank {
        return fail(r, format!("expects {rank} indices, one per dimension"));
    }
    Ok(())
}

/// `extract`: a sub-tile of the source's rank, or a scalar of its element
/// type; one index per dimension, or none for the scalar of a one-element
/// tile.
pub fn extract(r: OpRef<'_>) -> Verdict {
    let Some((s, d)) = source_and_result(r)? else {
        return Ok(());
    };
    if is_tile(r.ctx, d) {
        return same_element_and_rank(r);
    }
    let source_shape = shape(r.ctx, s);
    let rank = source_shape.len();
    let n = group(r, "indices").len();
    if n == 0 && count(source_shape) == 1 {
        return Ok(());
    }
    if n != rank {
        return fail(
            r,
            format!("expects {rank} indices, one per dimension, or none for a one-element tile"),
        );
    }
    Ok(())
}

pub fn slice(r: OpRef<'_>) -> Verdict {
    let Some((s, d)) = source_and_result(r)? else {
        return Ok(());
    };
    let (ss, ds) = (shape(r.ctx, s), shape(r.ctx, d));
    if ss.len() != ds.len() || ss.iter().zip(ds).any(|(&a, &b)| b > a) {
        return fail(
            r,
            format!(
                "expects a slice no larger than the source, but got {}",
                q(r.ctx, d)
            ),
        );
    }
    offsets_per_dimension(r, ss.len())
}

pub fn insert_slice(r: OpRef<'_>) -> Verdict {
    let (Some(s), Some(dest), Some(d)) = (operand(r, "source"), operand(r, "dest"), result(r, 0))
    else {
        return Ok(());
    };
    if dest != d {
        return fail(r, "expects the result to be of the destination's type");
    }
    same_element(r, s, d)?;
    let (ss, ds) = (shape(r.ctx, s), shape(r.ctx, d));
    if ss.len() != ds.len() || ss.iter().zip(ds).any(|(&a, &b)| a > b) {
        return fail(r, "expects a slice no larger than the destination");
    }
    offsets_per_dimension(r, ds.len())
}

fn count(s: &[i64]) -> i64 {
    s.iter().product()
}

pub fn same_element_count(r: OpRef<'_>) -> Verdict {
    let Some((s, d)) = source_and_result(r)? else {
        return Ok(());
    };
    if count(shape(r.ctx, s)) != count(shape(r.ctx, d)) {
        return fail(
            r,
            format!(
                "expects the same number of elements, but got {} and {}",
                q(r.ctx, s),
                q(r.ctx, d)
            ),
        );
    }
    Ok(())
}

pub fn cat(r: OpRef<'_>) -> Verdict {
    let (Some(a), Some(b), Some(d)) = (operand(r, "lhs"), operand(r, "rhs"), result(r, 0)) else {
        return Ok(());
    };
    same_element(r, a, d)?;
    same_element(r, b, d)?;
    let (sa, sb, sd) = (shape(r.ctx, a), shape(r.ctx, b), shape(r.ctx, d));
    let dim = int_attr(r, "dim").unwrap_or(0);
    if dim < 0 || dim as usize >= sa.len() || sa.len() != sb.len() || sd.len() != sa.len() {
        return fail(r, format!("dim {dim} is out of range or the ranks differ"));
    }
    let k = dim as usize;
    let ok = (0..sa.len()).all(|i| {
        if i == k {
            sd[i] == sa[i] + sb[i]
        } else {
            sa[i] == sb[i] && sd[i] == sa[i]
        }
    });
    if !ok {
        return fail(
            r,
            format!(
                "cannot concatenate {} and {} along {dim} into {}",
                dims(sa),
                dims(sb),
                dims(sd)
            ),
        );
    }
    Ok(())
}

pub fn permute(r: OpRef<'_>) -> Verdict {
    let Some((s, d)) = source_and_result(r)? else {
        return Ok(());
    };
    let perm = attr(r, "permutation")
        .and_then(|a| dense_array_values(r.ctx, a))
        .unwrap_or_default();
    let ss = shape(r.ctx, s);
    let mut seen = vec![false; ss.len()];
    let valid = perm.len() == ss.len()
        && perm.iter().all(|&p| {
            p >= 0 && (p as usize) < ss.len() && !std::mem::replace(&mut seen[p as usize], true)
        });
    if !valid {
        return fail(
            r,
            "expects 'permutation' to be a permutation of the source dimensions",
        );
    }
    let expected: Vec<i64> = perm.iter().map(|&p| ss[p as usize]).collect();
    expect_result_shape(r, &expected, shape(r.ctx, d))
}

pub fn make_range(r: OpRef<'_>) -> Verdict {
    let (start, end) = (
        int_attr(r, "start").unwrap_or(0) as i128,
        int_attr(r, "end").unwrap_or(0) as i128,
    );
    let Some(d) = result(r, 0) else {
        return Ok(());
    };
    if end <= start {
        return fail(r, format!("expects start ({start}) < end ({end})"));
    }
    let sh = shape(r.ctx, d);
    if sh.len() != 1
        || sh[0] as i128 != end - start
        || !crate::common::is_signless_int(r.ctx, element(r.ctx, d))
    {
        return fail(
            r,
            format!(
                "expects a 1-D integer result of {} elements, but got {}",
                end - start,
                q(r.ctx, d)
            ),
        );
    }
    Ok(())
}

/// One `index` argument per result dimension, then the captures; yields
/// one element.
pub fn generate(r: OpRef<'_>) -> Verdict {
    let Some(d) = result(r, 0) else {
        return Ok(());
    };
    let rank = shape(r.ctx, d).len();
    let Some(&region) = r.body.regions(r.op).first() else {
        return Ok(());
    };
    let body = r.body.region_body(r.op);
    let Some(entry) = body.entry_block(region) else {
        return Ok(());
    };
    let args = body.block_args(entry);
    let captures = r.body.num_operands(r.op);
    if args.len() != rank + captures
        || args[..rank]
            .iter()
            .any(|&a| !crate::common::is_index(r.ctx, body.value_type(a)))
    {
        return fail(
            r,
            format!(
                "expects {rank} index region arguments followed by the {captures} captured values"
            ),
        );
    }
    if let Some((t, tb)) = terminator(r, 0) {
        let yielded: Vec<Type> = tb.operands(t).map(|v| tb.value_type(v)).collect();
        if yielded != [element(r.ctx, d)] {
            return fail(
                r,
                "expects the region to yield one element of the result type",
            );
        }
    }
    Ok(())
}

pub fn block_tile(r: OpRef<'_>) -> Verdict {
    let (Some(m), Some(v)) = (operand(r, "memref"), result(r, 0)) else {
        return Ok(());
    };
    let (Some((ms, me)), Some((vs, ve))) = (
        aa::shaped_parts(r.ctx, m, aa::MEMREF),
        aa::shaped_parts(r.ctx, v, aa::TILED_VIEW),
    ) else {
        return Ok(());
    };
    if me != ve || ms.len() != vs.len() {
        return fail(
            r,
            format!(
                "expects a tiled view of the memref's element type and rank, but got {}",
                q(r.ctx, v)
            ),
        );
    }
    Ok(())
}

pub fn dim_in_range(r: OpRef<'_>) -> Verdict {
    let Some(s) = r.body.operands(r.op).next().map(|v| ty(r, v)) else {
        return Ok(());
    };
    let rank = match aa::of(r.ctx, s) {
        Some((_, [Param::Shape(sh), ..])) => sh.len(),
        _ => return Ok(()),
    };
    let dim = int_attr(r, "dim").unwrap_or(0);
    if dim < 0 || dim as usize >= rank {
        return fail(
            r,
            format!("dim {dim} is out of range for a rank-{rank} value"),
        );
    }
    Ok(())
}

fn view_rank(r: OpRef<'_>) -> Option<usize> {
    let v = operand(r, "view")?;
    aa::shaped_parts(r.ctx, v, aa::TILED_VIEW).map(|(s, _)| s.len())
}

pub fn view_indices(r: OpRef<'_>) -> Verdict {
    let Some(rank) = view_rank(r) else {
        return Ok(());
    };
    let n = group(r, "indices").len();
    if n != rank {
        return fail(r, format!("expects {rank} indices, but got {n}"));
    }
    Ok(())
}

pub fn make_memref(r: OpRef<'_>) -> Verdict {
    let Some(m) = result(r, 0) else {
        return Ok(());
    };
    let Some((shape, elem)) = aa::shaped_parts(r.ctx, m, aa::MEMREF) else {
        return Ok(());
    };
    if let Some(base) = operand(r, "base") {
        if crate::cuda_tile::types::pointee(r.ctx, element(r.ctx, base)) != Some(elem) {
            return fail(
                r,
                format!(
                    "expects a base pointer to the memref's element type, but got {}",
                    q(r.ctx, base)
                ),
            );
        }
    }
    let dynamic = shape.iter().filter(|&&d| d == DYNAMIC).count();
    let sizes = group(r, "sizes").len();
    if sizes != dynamic {
        return fail(
            r,
            format!("expects {dynamic} dynamic sizes, one per '?' of the result, but got {sizes}"),
        );
    }
    let strides = group(r, "strides").len();
    if strides != shape.len() {
        return fail(
            r,
            format!(
                "expects {} strides, one per dimension, but got {strides}",
                shape.len()
            ),
        );
    }
    Ok(())
}

pub fn alloca(r: OpRef<'_>) -> Verdict {
    let Some(m) = result(r, 0) else {
        return Ok(());
    };
    if let Some((s, _)) = aa::shaped_parts(r.ctx, m, aa::MEMREF) {
        if s.contains(&DYNAMIC) {
            return fail(r, "expects a statically shaped memref");
        }
    }
    Ok(())
}

// ----- memory -----

/// The memory scope is given exactly when the semantic is not weak.
pub fn ordering(r: OpRef<'_>) -> Verdict {
    let sem = attr(r, "mem_semantic").and_then(|a| enum_value(r.ctx, a));
    let scope = attr(r, "mem_scope").is_some();
    let weak = sem.is_none_or(|s| s == 0);
    if weak && scope {
        return fail(r, "expects no 'mem_scope' when 'mem_semantic' is weak");
    }
    if !weak && !scope {
        return fail(r, "expects a 'mem_scope' when 'mem_semantic' is not weak");
    }
    Ok(())
}

/// The value type has the shape of the pointers (or indices) and their
/// pointee element type; the mask is a boolean of the same shape.
fn value_matches(r: OpRef<'_>, value: Type) -> Verdict {
    let ctx = r.ctx;
    if let Some(p) = operand(r, "ptr") {
        let pointee = crate::cuda_tile::types::pointee(ctx, element(ctx, p));
        if shape(ctx, p) != shape(ctx, value) || pointee != Some(element(ctx, value)) {
            return fail(
                r,
                format!(
                    "expects a value of the pointers' shape and pointee type, but got {} for {}",
                    q(ctx, value),
                    q(ctx, p)
                ),
            );
        }
    }
    if let Some(m) = operand(r, "mask") {
        if shape(ctx, m) != shape(ctx, value) {
            return fail(
                r,
                format!(
                    "expects a mask of shape {}, but got {}",
                    dims(shape(ctx, value)),
                    q(ctx, m)
                ),
            );
        }
    }
    Ok(())
}

pub fn load(r: OpRef<'_>) -> Verdict {
    ordering(r)?;
    let Some(v) = result(r, 0) else {
        return Ok(());
    };
    if let Some(o) = operand(r, "other") {
        if o != v {
            return fail(r, "expects 'other' of the result's type");
        }
    }
    value_matches(r, v)
}

pub fn store(r: OpRef<'_>) -> Verdict {
    ordering(r)?;
    let Some(v) = operand(r, "value") else {
        return Ok(());
    };
    value_matches(r, v)
}

pub fn atomic(r: OpRef<'_>) -> Verdict {
    ordering(r)?;
    let (Some(v), Some(res)) = (operand(r, "value"), result(r, 0)) else {
        return Ok(());
    };
    if v != res {
        return fail(r, "expects the result of the value's type");
    }
    if let Some(c) = operand(r, "cmp") {
        if c != v {
            return fail(r, "expects 'cmp' of the value's type");
        }
    }
    value_matches(r, v)
}

fn tile_matches_view(r: OpRef<'_>, tile: Type) -> Verdict {
    let Some(v) = operand(r, "view") else {
        return Ok(());
    };
    let Some((vs, ve)) = aa::shaped_parts(r.ctx, v, aa::TILED_VIEW) else {
        return Ok(());
    };
    if tile_parts(r.ctx, tile) != Some((vs, ve)) {
        return fail(
            r,
            format!(
                "expects a tile of the view's tile shape and element type, but got {}",
                q(r.ctx, tile)
            ),
        );
    }
    view_indices(r)
}

pub fn tiled_load(r: OpRef<'_>) -> Verdict {
    ordering(r)?;
    match result(r, 0) {
        Some(t) => tile_matches_view(r, t),
        None => Ok(()),
    }
}

pub fn tiled_store(r: OpRef<'_>) -> Verdict {
    ordering(r)?;
    match operand(r, "value") {
        Some(t) => tile_matches_view(r, t),
        None => Ok(()),
    }
}

pub fn at_least_one_operand(r: OpRef<'_>) -> Verdict {
    if r.body.num_operands(r.op) == 0 {
        return fail(r, "expects at least one operand");
    }
    Ok(())
}

pub fn results_match_operands(r: OpRef<'_>) -> Verdict {
    let a = operand_types(r);
    let b = result_types(r);
    if a != b {
        return fail(r, "expects results of the operands' types");
    }
    Ok(())
}

pub fn queue_payload(r: OpRef<'_>) -> Verdict {
    let Some(queue) = operand(r, "queue") else {
        return Ok(());
    };
    let payload = match aa::of(r.ctx, queue) {
        Some((_, [Param::Type(t)])) => *t,
        _ => return Ok(()),
    };
    let item = operand(r, "value").or_else(|| result(r, 0));
    if item.is_some_and(|t| t != payload) {
        return fail(
            r,
            format!(
                "expects an item of the queue's payload type {}",
                q(r.ctx, payload)
            ),
        );
    }
    Ok(())
}

pub fn get_global_symbol_uses(r: OpRef<'_>, table: &SymbolTableRef<'_>) -> Verdict {
    let Some(name) = flat_symbol(r, "name") else {
        return fail(r, "requires a 'name' symbol reference attribute");
    };
    let found = table
        .lookup(name)
        .is_some_and(|g| g.ctx.op_name_str(g.body.op_name(g.op)) == "nv_tileaa.global");
    if !found {
        return fail(
            r,
            format!("'{name}' does not reference a valid nv_tileaa.global"),
        );
    }
    Ok(())
}

// ----- assume -----

/// The assume predicates' rules, with the binary's messages (the program
/// prefixes each with the predicate's name in quotes).
pub fn assume(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let Some(pred) = attr(r, "predicate") else {
        return Ok(());
    };
    let AttrData::Dialect { name, params } = ctx.attr_data(pred) else {
        return fail(
            r,
            "expects an assume predicate ('div_by', 'bounded' or 'same_elements')",
        );
    };
    let name = ctx.str(*name);
    let value = operand(r, "value").unwrap_or_else(|| ctx.none_type());
    let elem = element(ctx, value);
    let is_int = crate::common::is_signless_int(ctx, elem) || crate::common::is_index(ctx, elem);
    let is_ptr = crate::cuda_tile::types::is_ptr(ctx, elem);
    let is_memref = aa::is(ctx, value, aa::MEMREF);
    let int = |i: usize| match params.get(i) {
        Some(Param::Int(v)) => Some(*v),
        _ => None,
    };
    match name {
        "nv_tileaa.div_by" => {
            let divisor = int(0).unwrap_or(0);
            let (every, along) = (int(1), int(2));
            if divisor > (1 << 62) {
                return fail(r, format!("'{name}' divisor is too large"));
            }
            if divisor <= 0 || divisor & (divisor - 1) != 0 {
                return fail(r, format!("'{name}' divisor must be a power of 2"));
            }
            if every.is_some() != along.is_some() {
                return fail(
                    r,
                    format!("'{name}' 'every'/'along' must be used in combination"),
                );
            }
            if every.is_some() {
                if is_memref || (is_ptr && !is_tile(ctx, value)) {
                    return fail(
                        r,
                        format!("'{name}' 'every'/'along' cannot be used if the constrained value is a memref or a pointer"),
                    );
                }
                if !is_tile(ctx, value) {
                    return fail(
                        r,
                        format!("'{name}' 'every'/'along' cannot be used if the constrained value is an integer"),
                    );
                }
            }
            if !(is_int || is_ptr || is_memref) {
                return fail(
                    r,
                    format!("'{name}' is valid only for tensor of integer/pointer values"),
                );
            }
            Ok(())
        }
        "nv_tileaa.bounded" => {
            if !is_int {
                return fail(
                    r,
                    format!("'{name}' is valid only for integer or tensor of integer values"),
                );
            }
            // Signed minimum to unsigned maximum of the width (an index
            // counts as 64 bits), computed in i128 so no width overflows.
            let width = crate::common::int_width(ctx, elem)
                .unwrap_or(64)
                .clamp(1, 64);
            let min = (-(1i128 << (width - 1))).max(i64::MIN as i128) as i64;
            let max = ((1i128 << width) - 1).min(i64::MAX as i128) as i64;
            // `?` (absent) leaves a side open.
            let (lo, hi) = (int(0).unwrap_or(min), int(1).unwrap_or(max));
            if lo < min || lo > max {
                return fail(
                    r,
                    format!("'{name}' expects lower bound to be within [{min}, {max}]"),
                );
            }
            if hi < min || hi > max {
                return fail(
                    r,
                    format!("'{name}' expects upper bound to be within [{min}, {max}]"),
                );
            }
            if lo > hi {
                return fail(
                    r,
                    format!("'{name}' expects lower bound to be less than or equal to upper bound"),
                );
            }
            Ok(())
        }
        "nv_tileaa.same_elements" => {
            if !is_tile(ctx, value) || !(is_int || is_ptr) {
                return fail(
                    r,
                    format!("'{name}' is valid only for tensor of integer/pointer values"),
                );
            }
            let values: &[i64] = match params.first() {
                Some(Param::Ints(v)) => v,
                _ => &[],
            };
            let rank = shape(ctx, value).len();
            if values.len() != rank {
                return fail(
                    r,
                    format!(
                        "expected number of values in '{name}' ({}) to match rank of constrained tensor ({rank})",
                        values.len()
                    ),
                );
            }
            Ok(())
        }
        _ => fail(
            r,
            "expects an assume predicate ('div_by', 'bounded' or 'same_elements')",
        ),
    }
}

/// Whether `t` is a builtin ranked tensor (used by the TileIR ops check).
pub fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}
