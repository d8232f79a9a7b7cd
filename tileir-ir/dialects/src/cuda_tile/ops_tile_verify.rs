//! Verifiers of cuda_tile's tile ops (NVIDIA's `CudaTile.cpp`): iota,
//! shape changes, select, the matrix multiplies, and reduce/scan with
//! their bodies.

use super::types::{self, tile_parts};
use super::verify::{dims, element, fail, operand_type, quoted, result_type, shape, Verdict};
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::context::Context;
use tileir_ir::dialect::{OpRef, Traits};
use tileir_ir::types::{FloatKind, Type, TypeData};

fn int_attr(r: OpRef<'_>, name: &'static str) -> Option<i64> {
    match r.ctx.attr_data(crate::common::attr(r, name)?) {
        AttrData::Integer { value, .. } => Some(value.get() as i64),
        _ => None,
    }
}

fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_data(t) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

pub fn iota(r: OpRef<'_>) -> Verdict {
    let ty = result_type(r, 0);
    let s = shape(r.ctx, ty);
    if s.len() != 1 {
        return fail(r, "expects result type to be 1-d tile");
    }
    let elem = element(r.ctx, ty);
    let width = int_width(r.ctx, elem).unwrap_or(64);
    if width < 64 && (s[0] as u64) > (1u64 << width) {
        return fail(
            r,
            format!(
                "the number of elements {} exceeds the maximum value of element type {}",
                s[0],
                quoted(r.ctx, elem)
            ),
        );
    }
    Ok(())
}

pub fn broadcast(r: OpRef<'_>) -> Verdict {
    let src = shape(r.ctx, operand_type(r, 0));
    let res = shape(r.ctx, result_type(r, 0));
    if src.iter().zip(res).any(|(&s, &d)| s != d && s != 1) {
        return fail(
            r,
            format!(
                "expects the shape of source tile to be compatible with that of the result tile, but got: {} and {}",
                dims(src),
                dims(res)
            ),
        );
    }
    Ok(())
}

fn num_elements(s: &[i64]) -> i128 {
    s.iter().map(|&d| d as i128).product()
}

pub fn reshape(r: OpRef<'_>) -> Verdict {
    let src = shape(r.ctx, operand_type(r, 0));
    let res = shape(r.ctx, result_type(r, 0));
    if num_elements(src) != num_elements(res) {
        return fail(
            r,
            "expected source tile and result tile to have the same number of elements",
        );
    }
    Ok(())
}

fn i32_array(ctx: &Context, a: Attribute) -> Vec<i32> {
    match ctx.attr_data(a) {
        AttrData::DenseArray { data, .. } => data
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        _ => Vec::new(),
    }
}

pub fn permute(r: OpRef<'_>) -> Verdict {
    let src = shape(r.ctx, operand_type(r, 0));
    let rank = src.len();
    let perm = crate::common::attr(r, "permutation")
        .map(|a| i32_array(r.ctx, a))
        .unwrap_or_default();
    if rank < 2 {
        return fail(r, format!("expects at least rank 2, but got: {rank}"));
    }
    if perm.len() != rank {
        return fail(
            r,
            format!(
                "expect permutation size ({}) to equal the rank of the source ({rank})",
                perm.len()
            ),
        );
    }
    let mut seen = perm.clone();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() != perm.len() {
        return fail(r, "expect permutation elements to be unique");
    }
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= rank {
            return fail(
                r,
                format!("permutation element at index {i} ({p}) is out of bound [0, {rank})"),
            );
        }
    }
    let res = shape(r.ctx, result_type(r, 0));
    for (i, &p) in perm.iter().enumerate() {
        let (want, got) = (src[p as usize], res.get(i).copied().unwrap_or(0));
        if want != got {
            return fail(
                r,
                format!("result shape invalid at index {i}, expected: {want}, but got: {got}"),
            );
        }
    }
    Ok(())
}

pub fn cat(r: OpRef<'_>) -> Verdict {
    let dim = int_attr(r, "dim").unwrap_or(0);
    let lhs = shape(r.ctx, operand_type(r, 0));
    let rhs = shape(r.ctx, operand_type(r, 1));
    let res = shape(r.ctx, result_type(r, 0));
    let rank = lhs.len() as i64;
    if dim < 0 || dim >= rank {
        return fail(r, format!("expect dim to be [0, {rank}), but got: {dim}"));
    }
    let d = dim as usize;
    if lhs[d] + rhs[d] != res[d] {
        return fail(
            r,
            format!(
                "invalid concat at position {dim}, expected: {} but got: {}",
                lhs[d] + rhs[d],
                res[d]
            ),
        );
    }
    for i in (0..lhs.len()).filter(|&i| i != d) {
        if lhs[i] != rhs[i] {
            return fail(
                r,
                format!(
                    "expect lhs and rhs shapes to match at non-concat position {i}, expected: {} but got: {}",
                    lhs[i], rhs[i]
                ),
            );
        }
        if lhs[i] != res[i] {
            return fail(
                r,
                format!(
                    "expect lhs and result shapes to match at non-concat position {i}, expected: {} but got: {}",
                    lhs[i], res[i]
                ),
            );
        }
    }
    Ok(())
}

pub fn extract(r: OpRef<'_>) -> Verdict {
    let (src_ty, res_ty) = (operand_type(r, 0), result_type(r, 0));
    if element(r.ctx, src_ty) != element(r.ctx, res_ty) {
        return fail(r, "source and result element type do not match");
    }
    let (src, res) = (shape(r.ctx, src_ty), shape(r.ctx, res_ty));
    if src.len() != res.len() {
        return fail(r, "source and result must have the same rank");
    }
    for (i, (&s, &d)) in src.iter().zip(res).enumerate() {
        if d == 0 || s % d != 0 {
            return fail(
                r,
                format!(
                    "source dimension {i} size ({s}) must be evenly divisible by result dimension {i} size ({d})"
                ),
            );
        }
    }
    let indices = r.body.num_operands(r.op) - 1;
    if indices != src.len() {
        return fail(
            r,
            format!("expected {} indices, but got {indices}", src.len()),
        );
    }
    Ok(())
}

pub fn select(r: OpRef<'_>) -> Verdict {
    if float_kind(r.ctx, element(r.ctx, result_type(r, 0))) == Some(FloatKind::F4E2M1FN) {
        return fail(r, "cannot operate on sub-byte type F4E2M1FN");
    }
    Ok(())
}

// ----- matrix multiplies -----

/// `verifyMmaShapes`: lhs (M x K), rhs (K x N), acc (M x N), optionally
/// batched in a leading dimension.
pub fn mma_shapes(r: OpRef<'_>) -> Verdict {
    let lhs = shape(r.ctx, operand_type(r, 0));
    let rhs = shape(r.ctx, operand_type(r, 1));
    let acc = shape(r.ctx, operand_type(r, 2));
    if lhs.len() != 2 && lhs.len() != 3 {
        return fail(r, "operands must be 2D or 3D tiles");
    }
    let batched = usize::from(lhs.len() == 3);
    let mismatch = |lead: &str, a: (&str, usize, &[i64]), b: (&str, usize, &[i64])| {
        fail(
            r,
            format!(
                "{lead}shape error: dim {} of {} ({}) and dim {} of {} ({}) must match, but got {} shape ({}) and {} shape ({})",
                a.1, a.0, a.2[a.1], b.1, b.0, b.2[b.1], a.0, dims(a.2), b.0, dims(b.2)
            ),
        )
    };
    if batched == 1 {
        if lhs[0] != rhs[0] {
            return mismatch("", ("lhs", 0, lhs), ("rhs", 0, rhs));
        }
        if lhs[0] != acc[0] {
            return mismatch("", ("lhs", 0, lhs), ("acc", 0, acc));
        }
    }
    let (row, col) = (batched, batched + 1);
    if lhs[col] != rhs[row] {
        return mismatch(" ", ("lhs", col, lhs), ("rhs", row, rhs));
    }
    if lhs[row] != acc[row] {
        return mismatch(" ", ("lhs", row, lhs), ("acc", row, acc));
    }
    if rhs[col] != acc[col] {
        return mismatch(" ", ("rhs", col, rhs), ("acc", col, acc));
    }
    Ok(())
}

pub fn mmaf(r: OpRef<'_>) -> Verdict {
    mma_shapes(r)?;
    use FloatKind::*;
    let ctx = r.ctx;
    let input = element(ctx, operand_type(r, 0));
    let acc = element(ctx, operand_type(r, 2));
    let allowed: &[FloatKind] = match float_kind(ctx, input) {
        Some(F4E2M1FN | F8E4M3FN | F8E5M2 | F16) => &[F16, F32],
        Some(BF16 | TF32 | F32) => &[F32],
        Some(F64) => &[F64],
        _ => {
            return fail(
                r,
                format!("unsupported input element type: {}", quoted(ctx, input)),
            )
        }
    };
    if float_kind(ctx, acc).is_some_and(|k| allowed.contains(&k)) {
        return Ok(());
    }
    let names: Vec<&str> = allowed
        .iter()
        .map(|k| {
            if *k == F16 {
                "'f16'"
            } else if *k == F32 {
                "'f32'"
            } else {
                "'f64'"
            }
        })
        .collect();
    fail(
        r,
        format!(
            "unsupported combination of element types. Input type {} expects accumulator/result type to be one of {{{}}}, but got {}",
            quoted(ctx, input),
            names.join(", "),
            quoted(ctx, acc)
        ),
    )
}

pub fn mmaf_scaled(r: OpRef<'_>) -> Verdict {
    mma_shapes(r)?;
    use FloatKind::*;
    let ctx = r.ctx;
    let (lhs_ty, lhs_scale_ty) = (operand_type(r, 0), operand_type(r, 3));
    let lhs = shape(ctx, lhs_ty);
    let rhs = shape(ctx, operand_type(r, 1));
    let ls = shape(ctx, lhs_scale_ty);
    let rs = shape(ctx, operand_type(r, 4));
    let batched = usize::from(lhs.len() == 3);
    let (row, col) = (batched, batched + 1);
    let mismatch = |a: (&str, usize, &[i64]), b: (&str, usize, &[i64])| {
        fail(
            r,
            format!(
                "shape error: dim {} of {} ({}) and dim {} of {} ({}) must match, but got {} shape ({}) and {} shape ({})",
                a.1, a.0, a.2[a.1], b.1, b.0, b.2[b.1], a.0, dims(a.2), b.0, dims(b.2)
            ),
        )
    };
    if batched == 1 {
        if lhs[0] != ls[0] {
            return mismatch(("lhs", 0, lhs), ("lhs_scale", 0, ls));
        }
        if rhs[0] != rs[0] {
            return mismatch(("rhs", 0, rhs), ("rhs_scale", 0, rs));
        }
    }
    if lhs[row] != ls[row] {
        return mismatch(("lhs", row, lhs), ("lhs_scale", row, ls));
    }
    if rhs[col] != rs[col] {
        return mismatch(("rhs", col, rhs), ("rhs_scale", col, rs));
    }
    if ls[col] != rs[row] {
        return mismatch(("lhs_scale", col, ls), ("rhs_scale", row, rs));
    }
    let input = element(ctx, lhs_ty);
    let scale = element(ctx, lhs_scale_ty);
    let (input_kind, scale_kind) = (float_kind(ctx, input), float_kind(ctx, scale));
    if scale_kind == Some(F8E4M3FN) && input_kind != Some(F4E2M1FN) {
        return fail(
            r,
            format!(
                "unsupported combination of element types. Scale type {} expects lhs and rhs element types to be 'f4E2M1FN', but got {}",
                quoted(ctx, scale),
                quoted(ctx, input)
            ),
        );
    }
    if scale_kind == Some(F8E8M0FNU) && !matches!(input_kind, Some(F8E4M3FN | F8E5M2 | F4E2M1FN)) {
        return fail(
            r,
            format!(
                "unsupported combination of element types. Scale type {} expects lhs and rhs element types to be one of {{'f8E4M3FN', 'f8E5M2', 'f4E2M1FN'}}, but got {}",
                quoted(ctx, scale),
                quoted(ctx, input)
            ),
        );
    }
    let (k, scale_k) = (lhs[col], ls[col]);
    if scale_k == 0 || k % scale_k != 0 {
        return fail(
            r,
            format!(
                "shape error: dim {col} of lhs_scale ({scale_k}) must be a divisor of dim {col} of lhs ({k}), but got lhs_scale shape ({}) and lhs shape ({})",
                dims(ls),
                dims(lhs)
            ),
        );
    }
    let block = k / scale_k;
    if matches!(input_kind, Some(F8E4M3FN | F8E5M2)) && block != 32 {
        return fail(
            r,
            format!("shape error: f8 element type requires block scale factor of lhs_scale and rhs_scale to be 32, but got {block}"),
        );
    }
    if input_kind == Some(F4E2M1FN) {
        if scale_kind == Some(F8E4M3FN) && block != 16 {
            return fail(
                r,
                format!("shape error: f4E2M1FN element type with f8E4M3FN scales requires block scale factor of lhs_scale and rhs_scale to be 16, but got {block}"),
            );
        }
        if scale_kind == Some(F8E8M0FNU) && block != 16 && block != 32 {
            return fail(
                r,
                format!("shape error: f4E2M1FN element type with f8E8M0FNU scales requires block scale factor of lhs_scale and rhs_scale to be 16 or 32, but got {block}"),
            );
        }
    }
    Ok(())
}

// ----- reduce and scan -----

// MLIR reports the op's own checks first, then the inferred result types
// (`verifyInferredResultTypes`), then the body.

pub fn reduce(r: OpRef<'_>) -> Verdict {
    aggregate(r, false)?;
    infer_check(r, true)?;
    aggregate_region(r)
}

pub fn scan(r: OpRef<'_>) -> Verdict {
    aggregate(r, true)?;
    infer_check(r, false)?;
    aggregate_region(r)
}

fn type_list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|&t| quoted(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `InferTypeOpAdaptor`: the results are the operands with `dim` removed
/// (reduce) or the operands themselves (scan).
fn infer_check(r: OpRef<'_>, drops_dim: bool) -> Verdict {
    let ctx = r.ctx;
    let operands: Vec<Type> = r
        .body
        .operands(r.op)
        .map(|v| r.body.value_type(v))
        .collect();
    if operands.is_empty() {
        return fail(r, "failed to infer returned types");
    }
    let dim = int_attr(r, "dim").unwrap_or(0);
    let inferred: Vec<Type> = operands
        .iter()
        .map(|&t| match tile_parts(ctx, t) {
            Some((s, e)) if drops_dim => {
                let kept: Vec<i64> = s
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i as i64 != dim)
                    .map(|(_, &d)| d)
                    .collect();
                types::tile(ctx, &kept, e)
            }
            _ => t,
        })
        .collect();
    let results: Vec<Type> = r.body.results(r.op).map(|v| r.body.value_type(v)).collect();
    if inferred != results {
        // `refineReturnTypes` reports, then `verifyInferredResultTypes`.
        let incompatible = crate::common::err(
            r,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                type_list(ctx, &inferred),
                type_list(ctx, &results)
            ),
        );
        return Err(incompatible.then(crate::common::err(r, "failed to infer returned types")));
    }
    Ok(())
}

/// `verifyAggregateOp`.
fn aggregate(r: OpRef<'_>, same_result_types: bool) -> Verdict {
    let ctx = r.ctx;
    let operands: Vec<Type> = r
        .body
        .operands(r.op)
        .map(|v| r.body.value_type(v))
        .collect();
    let results: Vec<Type> = r.body.results(r.op).map(|v| r.body.value_type(v)).collect();
    if operands.is_empty() {
        return fail(r, "expect at least 1 operand");
    }
    if operands.len() != results.len() {
        return fail(r, "expect same number of operands and results");
    }
    if let Some(ids) = crate::common::attr(r, "identities") {
        let ids: Vec<Attribute> = match ctx.attr_data(ids) {
            AttrData::Array(items) => items.to_vec(),
            _ => Vec::new(),
        };
        if ids.len() != operands.len() {
            return fail(
                r,
                format!(
                    "expect identities to match the number of operands but got: {} operands and {} identities",
                    operands.len(),
                    ids.len()
                ),
            );
        }
        for (i, (&t, &id)) in operands.iter().zip(&ids).enumerate() {
            let elem = element(ctx, t);
            let Some(id_ty) = crate::common::attr_type(ctx, id) else {
                continue;
            };
            let half = |t| matches!(float_kind(ctx, t), Some(FloatKind::F16 | FloatKind::BF16));
            if half(elem) && half(id_ty) {
                continue;
            }
            if elem != id_ty {
                return fail(
                    r,
                    format!(
                        "expect same type for operand at index: {i} and identity at index: {i} but got: {} and {}",
                        quoted(ctx, elem),
                        quoted(ctx, id_ty)
                    ),
                );
            }
        }
    }
    let rank = shape(ctx, operands[0]).len() as i64;
    let dim = int_attr(r, "dim").unwrap_or(0);
    if dim < 0 || dim >= rank {
        return fail(r, format!("dimension ({dim}) is out of bound [0, {rank})"));
    }
    if same_result_types {
        for (i, (a, b)) in operands.iter().zip(&results).enumerate() {
            if a != b {
                return fail(
                    r,
                    format!("expect same type for operand at index: {i} and result at index: {i}"),
                );
            }
        }
    }
    Ok(())
}

/// `verifyAggregateOpRegions`: the body takes (current, previous) pairs of
/// rank-0 tiles and yields one value per operand; it holds only pure ops.
fn aggregate_region(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let inner = r.body.region_body(r.op);
    let Some(&region) = r.body.regions(r.op).first() else {
        return Ok(());
    };
    let Some(block) = inner.entry_block(region) else {
        return Ok(());
    };
    let operands: Vec<Type> = r
        .body
        .operands(r.op)
        .map(|v| r.body.value_type(v))
        .collect();
    let n = operands.len();
    let Some(term) = inner.last_op(block) else {
        return fail(r, "expect non-empty block");
    };
    let args: Vec<Type> = inner
        .block_args(block)
        .iter()
        .map(|&a| inner.value_type(a))
        .collect();
    if args.len() != 2 * n {
        return fail(
            r,
            format!("expect {} block arguments but got: {}", 2 * n, args.len()),
        );
    }
    for (i, &t) in args.iter().enumerate() {
        if !tile_parts(ctx, t).is_some_and(|(s, _)| s.is_empty()) {
            return fail(
                r,
                format!(
                    "expect 0-rank tile type at index: {i} but got: {}",
                    quoted(ctx, t)
                ),
            );
        }
    }
    for i in (0..args.len().saturating_sub(1)).step_by(2) {
        let (a, b) = (element(ctx, args[i]), element(ctx, args[i + 1]));
        if a != b {
            return fail(
                r,
                format!(
                    "expect same element type for block argument at index: {i} and {} but got: {} and {}",
                    i + 1,
                    quoted(ctx, a),
                    quoted(ctx, b)
                ),
            );
        }
    }
    for (i, &t) in operands.iter().enumerate() {
        let (a, b) = (element(ctx, t), element(ctx, args[2 * i]));
        if a != b {
            return fail(
                r,
                format!(
                    "expect same type for operand at index: {i} and block argument at index: {} but got: {} and {}",
                    2 * i,
                    quoted(ctx, a),
                    quoted(ctx, b)
                ),
            );
        }
    }
    let yielded: Vec<Type> = inner.operands(term).map(|v| inner.value_type(v)).collect();
    if yielded.len() != n {
        return fail(
            r,
            format!(
                "expect number of terminators operands ({}) to match number of operands ({n})",
                yielded.len()
            ),
        );
    }
    for (i, (&t, &y)) in operands.iter().zip(&yielded).enumerate() {
        let (a, b) = (element(ctx, t), element(ctx, y));
        if a != b {
            return fail(
                r,
                format!(
                    "expect same type for operand at index: {i} and terminator argument at index: {i} but got: {} and {}",
                    quoted(ctx, a),
                    quoted(ctx, b)
                ),
            );
        }
    }
    for op in inner.block_ops(block).filter(|&o| o != term) {
        let pure = ctx
            .op_def(inner.op_name(op))
            .is_some_and(|d| d.has(Traits::PURE));
        if !pure {
            let name = ctx.op_name_str(inner.op_name(op));
            return Err(tileir_ir::diag::Diagnostic::error(
                inner.op_loc(op),
                format!(
                    "'{name}' op only pure operations are allowed inside '{}'",
                    crate::common::op_name(r)
                ),
            ));
        }
    }
    Ok(())
}

// ----- assume -----

/// `AssumePredicateAttrInterface::verifyWithAssumeOp` of the three predicates.
pub fn assume(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let Some(pred) = crate::common::attr(r, "predicate") else {
        return Ok(());
    };
    let AttrData::Dialect { name, params } = ctx.attr_data(pred) else {
        return Ok(());
    };
    let name = ctx.str(*name);
    let ty = operand_type(r, 0);
    let tile = tile_parts(ctx, ty);
    let is_int = |t: Type| matches!(ctx.type_data(t), TypeData::Integer { .. });
    let int_or_ptr = |t: Type| is_int(t) || types::is_ptr(ctx, t);
    let int = |i: usize| match params.get(i) {
        Some(tileir_ir::types::Param::Int(v)) => Some(*v),
        _ => None,
    };
    match name {
        "cuda_tile.div_by" => {
            let divisor = int(0).unwrap_or(0) as u64;
            let (every, along) = (int(1), int(2));
            if divisor == 0 || divisor & (divisor - 1) != 0 {
                return fail(r, format!("'{name}' divisor must be a power of 2"));
            }
            if every.is_some() != along.is_some() {
                return fail(
                    r,
                    format!("'{name}' 'every'/'along' must be used in combination"),
                );
            }
            if divisor > 4_611_686_018_427_387_904 {
                return fail(r, format!("'{name}' divisor is too large"));
            }
            if types::is_tensor_view(ctx, ty) {
                if every.is_some() {
                    return fail(
                        r,
                        format!("'{name}' 'every'/'along' cannot be used if the constrained value is a tensor_view"),
                    );
                }
                return Ok(());
            }
            let invalid =
                format!("'{name}' is valid only for tile of integer/pointer or tensor_view values");
            let Some((s, e)) = tile else {
                return fail(r, invalid);
            };
            if s.is_empty() && every.is_some() {
                return fail(
                    r,
                    format!("'{name}' 'every'/'along' cannot be used if the constrained value is a 0D tile"),
                );
            }
            if !int_or_ptr(e) {
                return fail(r, invalid);
            }
            let (Some(every), Some(along)) = (every, along) else {
                return Ok(());
            };
            if along < 0 || along as usize >= s.len() {
                return fail(
                    r,
                    format!(
                        "'{name}' every_dim ({along}) must be >= 0 and < tile rank ({})",
                        s.len()
                    ),
                );
            }
            let dim = s[along as usize];
            if every < 0 || every > dim {
                return fail(
                    r,
                    format!("expected '{name}' every_dim to be within 0 and the size of the respective dimension ({dim})"),
                );
            }
            Ok(())
        }
        "cuda_tile.same_elements" => {
            let invalid = format!("'{name}' is valid only for tile of integer/pointer values");
            let Some((s, e)) = tile else {
                return fail(r, invalid);
            };
            if !int_or_ptr(e) {
                return fail(r, invalid);
            }
            let values: &[i64] = match params.first() {
                Some(tileir_ir::types::Param::Ints(v)) => v,
                _ => &[],
            };
            if values.len() != s.len() {
                return fail(
                    r,
                    format!(
                        "expected number of values in '{name}' ({}) to match rank of constrained tile ({})",
                        values.len(),
                        s.len()
                    ),
                );
            }
            for (i, (&v, &d)) in values.iter().zip(s).enumerate() {
                if v < 0 || v > d {
                    return fail(
                        r,
                        format!("expected '{name}' value {i} to be within 0 and the size of the respective dimension ({d})"),
                    );
                }
            }
            Ok(())
        }
        "cuda_tile.bounded" => {
            let invalid = format!("'{name}' is valid only for tile of integer values");
            let Some((_, e)) = tile else {
                return fail(r, invalid);
            };
            let Some(width) = int_width(ctx, e) else {
                return fail(r, invalid);
            };
            let (min, max) = if width >= 64 {
                (i64::MIN, i64::MAX)
            } else if width == 0 {
                (0, 0)
            } else {
                (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
            };
            let (lb, ub) = (int(0), int(1));
            if lb.is_some_and(|v| v < min || v > max) {
                return fail(
                    r,
                    format!("'{name}' expects lower bound to be within [{min}, {max}]"),
                );
            }
            if ub.is_some_and(|v| v < min || v > max) {
                return fail(
                    r,
                    format!("'{name}' expects upper bound to be within [{min}, {max}]"),
                );
            }
            if let (Some(l), Some(u)) = (lb, ub) {
                if l > u {
                    return fail(
                        r,
                        format!(
                            "'{name}' expects lower bound to be less than or equal to upper bound"
                        ),
                    );
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}
