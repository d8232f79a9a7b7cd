//! Verifiers of cuda_tile's memory ops (NVIDIA's `CudaTile.cpp` and
//! `SharedVerifiers.h`): tokens, views, loads and stores with their memory
//! model rules, atomics, `alloca` and `print_tko`; and the load/store type
//! predicates (`verifyLoadStoreType` and friends).

use super::attrs::{ATOMIC_RMW_MODE, MEMORY_ORDERING};
use super::types::{self, tile_parts};
use super::verify::{dims, element, enum_attr, fail, operand_type, quoted, result_type, Verdict};
use tileir_ir::context::Context;
use tileir_ir::dialect::{NamedTypes, OpRef, TypePredicate};
use tileir_ir::types::{Param, Type, TypeData};

// ----- operand groups -----

/// The operand groups of a segmented op, by declaration.
fn groups(r: OpRef<'_>) -> Vec<Vec<Type>> {
    let sizes: Vec<usize> = crate::common::attr(r, "operandSegmentSizes")
        .map(|a| match r.ctx.attr_data(a) {
            tileir_ir::attributes::AttrData::DenseArray { data, .. } => data
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]).max(0) as usize)
                .collect(),
            _ => Vec::new(),
        })
        .unwrap_or_default();
    let types: Vec<Type> = r
        .body
        .operands(r.op)
        .map(|v| r.body.value_type(v))
        .collect();
    let mut out = Vec::new();
    let mut start = 0;
    for n in sizes {
        out.push(types.get(start..start + n).unwrap_or(&[]).to_vec());
        start += n;
    }
    out
}

fn group(r: OpRef<'_>, i: usize) -> Vec<Type> {
    groups(r).get(i).cloned().unwrap_or_default()
}

// ----- load/store type predicates -----

/// `verifyLoadStoreType(tile, pointers)`: a tile of pointers to the tile's
/// element type, of the same shape.
fn load_store_type(ctx: &Context, tile: Type, pointers: Type) -> bool {
    match (tile_parts(ctx, tile), tile_parts(ctx, pointers)) {
        (Some((ts, te)), Some((ps, pe))) => ts == ps && types::pointee(ctx, pe) == Some(te),
        _ => false,
    }
}

fn same_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (tile_parts(ctx, a), tile_parts(ctx, b)) {
        (Some((sa, _)), Some((sb, _))) => sa == sb,
        _ => false,
    }
}

pub const LOAD_PREDICATES: &[TypePredicate] = &[
    TypePredicate::Custom {
        summary: "`source` type is expected a pointer type of `result` type",
        check: |ctx, n| match (n.one("result"), n.one("source")) {
            (Some(res), Some(src)) => load_store_type(ctx, res, src),
            _ => true,
        },
    },
    TypePredicate::Custom {
        summary: "shape of 'mask' must match the shape of 'source'",
        check: |ctx, n| optional_pair(n, "source", "mask", |a, b| same_shape(ctx, a, b)),
    },
    TypePredicate::Custom {
        summary: "type of 'paddingValue' must match the type of 'result'",
        check: |ctx, n| {
            optional_pair(n, "result", "paddingValue", |a, b| {
                same_shape(ctx, a, b) && element(ctx, a) == element(ctx, b)
            })
        },
    },
];

pub const STORE_PREDICATES: &[TypePredicate] = &[
    TypePredicate::Custom {
        summary: "`destination` type is expected a pointer type of `value` type",
        check: |ctx, n| match (n.one("value"), n.one("destination")) {
            (Some(v), Some(d)) => load_store_type(ctx, v, d),
            _ => true,
        },
    },
    TypePredicate::Custom {
        summary: "shape of 'destination' must match the shape of 'mask'",
        check: |ctx, n| optional_pair(n, "mask", "destination", |a, b| same_shape(ctx, a, b)),
    },
];

/// `OptionalTypesMatchWith`: holds when the optional `b` is absent.
fn optional_pair(n: &NamedTypes<'_>, a: &str, b: &str, check: impl Fn(Type, Type) -> bool) -> bool {
    match (n.one(a), n.one(b)) {
        (Some(x), Some(y)) => check(x, y),
        _ => true,
    }
}

// ----- memory model -----

fn ordering(r: OpRef<'_>) -> &'static str {
    enum_attr(r, "memory_ordering_semantics")
        .and_then(|v| MEMORY_ORDERING.case_name(v))
        .unwrap_or("weak")
}

fn has_scope(r: OpRef<'_>) -> bool {
    crate::common::attr(r, "memory_scope").is_some()
}

/// `verifyMemoryModelLoad` / `verifyMemoryModelStore`.
fn memory_model(r: OpRef<'_>, load: bool) -> Verdict {
    let o = ordering(r);
    let (allowed, what) = if load {
        ("acquire", "load")
    } else {
        ("release", "store")
    };
    if !matches!(o, "weak" | "relaxed") && o != allowed {
        return fail(
            r,
            format!("expect one of: weak, relaxed, or {allowed}, but got: {o}"),
        );
    }
    if o == "weak" {
        if has_scope(r) {
            return fail(r, format!("weak {what} must not have memory scope"));
        }
    } else if !has_scope(r) {
        return fail(r, format!("memory scope is required for {o} {what}"));
    }
    Ok(())
}

pub fn load_ptr(r: OpRef<'_>) -> Verdict {
    super::hints::verify(r)?;
    memory_model(r, true)
}

pub fn store_ptr(r: OpRef<'_>) -> Verdict {
    super::hints::verify(r)?;
    memory_model(r, false)
}

/// `verifyViewLoadStoreCommon`: index count and tile type from the view,
/// then the view's index rules.
fn view_common(r: OpRef<'_>, tile: Type, view: Type, indices: &[Type]) -> Verdict {
    let ctx = r.ctx;
    let rank = types::view_index_rank(ctx, view);
    if indices.len() != rank {
        return fail(
            r,
            format!(
                "expected {rank} index operands (based on view type), got {}",
                indices.len()
            ),
        );
    }
    if let Some(expected) = types::view_tile_type(ctx, view) {
        if expected != tile {
            return fail(
                r,
                format!(
                    "expected tile type to be {} (based on view type), got {}",
                    quoted(ctx, expected),
                    quoted(ctx, tile)
                ),
            );
        }
    }
    verify_indices(r, view, indices)?;
    super::hints::verify(r)
}

/// `TileView::verifyIndices`.
fn verify_indices(r: OpRef<'_>, view: Type, indices: &[Type]) -> Verdict {
    let ctx = r.ctx;
    let Some(&first) = indices.first() else {
        return Ok(());
    };
    if let Some((types::GATHER_SCATTER_VIEW, params)) = types::of(ctx, view) {
        let sparse = match params.get(3) {
            Some(Param::Int(d)) => *d as usize,
            _ => 0,
        };
        if sparse >= indices.len() {
            return fail(
                r,
                format!(
                    "gather/scatter dimension {sparse} is out of range for index count {}",
                    indices.len()
                ),
            );
        }
        let Some((s, _)) = tile_parts(ctx, indices[sparse]) else {
            return fail(
                r,
                format!("expected index at sparse_dim position {sparse} to be a tile type for GatherScatterView"),
            );
        };
        if s.len() != 1 {
            return fail(
                r,
                format!(
                    "expected index at sparse_dim position {sparse} to be a 1D tensor for GatherScatterView, got rank {}",
                    s.len()
                ),
            );
        }
        let tile_dim = types::view_parts(ctx, view).map_or(0, |(t, _)| t[sparse]);
        if s[0] != tile_dim {
            return fail(
                r,
                format!(
                    "expected gather/scatter index size ({}) to match tile shape at gather/scatter dimension {sparse} ({tile_dim})",
                    s[0]
                ),
            );
        }
        let mut base: Option<Type> = None;
        for (i, &t) in indices.iter().enumerate().filter(|&(i, _)| i != sparse) {
            if !tile_parts(ctx, t).is_some_and(|(s, _)| s.is_empty()) {
                return fail(
                    r,
                    format!("expected index {i} to be a scalar tile for GatherScatterView"),
                );
            }
            match base {
                None => base = Some(t),
                Some(b) if b != t => {
                    return fail(
                        r,
                        format!(
                            "expected scalar index {i} to have the same type as other scalar indices ({}), got {}",
                            quoted(ctx, b),
                            quoted(ctx, t)
                        ),
                    )
                }
                _ => {}
            }
        }
        return Ok(());
    }
    for &t in indices {
        match tile_parts(ctx, t) {
            None => {
                return fail(
                    r,
                    format!(
                        "expected index type to be a tile type, got {}",
                        quoted(ctx, t)
                    ),
                )
            }
            Some((s, _)) if !s.is_empty() => {
                return fail(
                    r,
                    format!(
                        "expected index type to be a scalar tile, got {}",
                        quoted(ctx, t)
                    ),
                )
            }
            _ => {}
        }
    }
    for (i, &t) in indices.iter().enumerate() {
        if t != first {
            return fail(
                r,
                format!(
                    "expected index type {i} to be the same as other index types ({}), got {}",
                    quoted(ctx, first),
                    quoted(ctx, t)
                ),
            );
        }
    }
    Ok(())
}

/// load_view_tko: (view, index..., token?) -> (tile, token).
pub fn load_view(r: OpRef<'_>) -> Verdict {
    let g = groups(r);
    let view = g.first().and_then(|v| v.first().copied());
    let indices = g.get(1).cloned().unwrap_or_default();
    if let Some(view) = view {
        view_common(r, result_type(r, 0), view, &indices)?;
    }
    memory_model(r, true)
}

/// store_view_tko: (tile, view, index..., token?) -> token.
pub fn store_view(r: OpRef<'_>) -> Verdict {
    let g = groups(r);
    let tile = g.first().and_then(|v| v.first().copied());
    let view = g.get(1).and_then(|v| v.first().copied());
    let indices = g.get(2).cloned().unwrap_or_default();
    if let (Some(tile), Some(view)) = (tile, view) {
        view_common(r, tile, view, &indices)?;
    }
    memory_model(r, false)
}

// ----- atomics -----

fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(_) => Some(super::ops_arith::bit_width(ctx, t)),
        _ => None,
    }
}

/// `verifyAtomicRMWMode`.
fn rmw_mode(r: OpRef<'_>, elem: Type) -> Verdict {
    let ctx = r.ctx;
    let mode = enum_attr(r, "mode")
        .and_then(|v| ATOMIC_RMW_MODE.case_name(v))
        .unwrap_or("");
    match mode {
        "addf" => {
            use tileir_ir::types::FloatKind::*;
            if !matches!(ctx.type_data(elem), TypeData::Float(F32 | F64 | F16 | BF16)) {
                return fail(
                    r,
                    format!("'{mode}' works only with floats f16, bf16, f32, and f64"),
                );
            }
        }
        "xchg" => {
            if !matches!(bit_width(ctx, elem), Some(32 | 64)) {
                return fail(
                    r,
                    format!("'{mode}' works only with integers or float of 32 or 64 bitwidth"),
                );
            }
        }
        _ => {
            if !matches!(
                ctx.type_data(elem),
                TypeData::Integer { width: 32 | 64, .. }
            ) {
                return fail(r, format!("'{mode}' works only with integers i32 and i64"));
            }
        }
    }
    Ok(())
}

/// `verifyAtomicMemoryOrdering`.
fn atomic_ordering(r: OpRef<'_>) -> Verdict {
    if !matches!(ordering(r), "relaxed" | "acquire" | "release" | "acq_rel") {
        return fail(
            r,
            "memory ordering semantics must be one of: relaxed, acquire, release, acq_rel",
        );
    }
    Ok(())
}

fn pointee_of_tile(ctx: &Context, t: Type) -> Option<Type> {
    types::pointee(ctx, element(ctx, t))
}

/// atomic_rmw_tko: (pointers, arg, mask?, token?).
pub fn atomic_rmw(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let g = groups(r);
    let (pointers, arg) = (operand_type(r, 0), operand_type(r, 1));
    let arg_elem = element(ctx, arg);
    if let Some(p) = pointee_of_tile(ctx, pointers) {
        if p != arg_elem {
            return fail(
                r,
                format!(
                    "expected pointee type ({}) to match element type of 'arg' ({})",
                    quoted(ctx, p),
                    quoted(ctx, arg_elem)
                ),
            );
        }
    }
    if let Some(&mask) = g.get(2).and_then(|m| m.first()) {
        if !same_shape(ctx, mask, arg) {
            return fail(
                r,
                "failed to verify that all of {pointers, arg, mask} have same shape",
            );
        }
    }
    rmw_mode(r, arg_elem)?;
    atomic_ordering(r)
}

/// atomic_cas_tko: (pointers, cmp, val, mask?, token?).
pub fn atomic_cas(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let g = groups(r);
    let (pointers, val) = (operand_type(r, 0), operand_type(r, 2));
    let val_elem = element(ctx, val);
    if let Some(p) = pointee_of_tile(ctx, pointers) {
        if p != val_elem {
            return fail(
                r,
                format!(
                    "expected pointee type ({}) to match element type of 'val' ({})",
                    quoted(ctx, p),
                    quoted(ctx, val_elem)
                ),
            );
        }
    }
    if !matches!(bit_width(ctx, val_elem), Some(32 | 64)) {
        return fail(r, "expect only float or integer types with 32 or 64 bit");
    }
    if let Some(&mask) = g.get(3).and_then(|m| m.first()) {
        if !same_shape(ctx, mask, val) {
            return fail(
                r,
                "failed to verify that all of {pointers, val, cmp and mask} have same shape",
            );
        }
    }
    atomic_ordering(r)
}

/// atomic_red_view_tko: (view, index..., value, token?).
pub fn atomic_red_view(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let g = groups(r);
    let Some(view) = g.first().and_then(|v| v.first().copied()) else {
        return Ok(());
    };
    let indices = g.get(1).cloned().unwrap_or_default();
    let Some(value) = g.get(2).and_then(|v| v.first().copied()) else {
        return Ok(());
    };
    let Some((name, params)) = types::of(ctx, view) else {
        return fail(r, "view operand must be a TileView type");
    };
    if name == types::GATHER_SCATTER_VIEW {
        return fail(
            r,
            "gather_scatter_view is not supported; use partition_view instead",
        );
    }
    if matches!(params.get(2), Some(Param::Int(_))) {
        return fail(
            r,
            "views with padding_value are not supported for atomic reductions",
        );
    }
    let Some(view_tile) = types::view_tile_type(ctx, view) else {
        return Ok(());
    };
    let (view_elem, value_elem) = (element(ctx, view_tile), element(ctx, value));
    if view_elem != value_elem {
        return fail(
            r,
            format!(
                "view element type ({}) must match value element type ({})",
                quoted(ctx, view_elem),
                quoted(ctx, value_elem)
            ),
        );
    }
    let (vs, ws) = (
        super::verify::shape(ctx, view_tile),
        super::verify::shape(ctx, value),
    );
    if vs != ws {
        return fail(
            r,
            format!(
                "view tile shape {} must match value shape {} for element-wise atomic operations",
                dims(vs),
                dims(ws)
            ),
        );
    }
    let mode = enum_attr(r, "mode").and_then(|v| ATOMIC_RMW_MODE.case_name(v));
    if mode == Some("xchg") {
        return fail(r, "atomic_red_view_tko op cannot use xchg operation");
    }
    rmw_mode(r, value_elem)?;
    if ordering(r) != "relaxed" {
        return fail(
            r,
            "only 'relaxed' memory ordering is supported for view-based atomic reductions",
        );
    }
    if enum_attr(r, "memory_scope") == Some(2) {
        return fail(
            r,
            "memory scope 'sys' is not supported for view-based atomic reductions; use 'tl_blk' or 'device' for TMA compatibility",
        );
    }
    if indices.len() != vs.len() {
        return fail(
            r,
            format!(
                "expected {} index operand(s) for view with tile rank {}, got {}",
                vs.len(),
                vs.len(),
                indices.len()
            ),
        );
    }
    for (i, &t) in indices.iter().enumerate() {
        let s = super::verify::shape(ctx, t);
        if !s.is_empty() {
            return fail(
                r,
                format!(
                    "index operand {i} must be a scalar tile (rank 0), got shape {}",
                    dims(s)
                ),
            );
        }
        let e = element(ctx, t);
        if !matches!(ctx.type_data(e), TypeData::Integer { .. }) {
            return fail(
                r,
                format!(
                    "index operand {i} must be a scalar integer tile, got element type {}",
                    quoted(ctx, e)
                ),
            );
        }
    }
    Ok(())
}

// ----- views and tokens -----

pub fn join_tokens(r: OpRef<'_>) -> Verdict {
    if r.body.num_operands(r.op) < 2 {
        return fail(r, "expect two or more tokens");
    }
    Ok(())
}

pub fn make_tensor_view(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let result = result_type(r, 0);
    let Some((shape, elem, strides)) = types::tensor_view_parts(ctx, result) else {
        return Ok(());
    };
    let g = groups(r);
    if let Some(base) = g
        .first()
        .and_then(|b| b.first().copied())
        .and_then(|b| pointee_of_tile(ctx, b))
    {
        if base != elem {
            return fail(
                r,
                format!(
                    "expected pointer to {} to build tensor_view of this type, got {}",
                    quoted(ctx, elem),
                    quoted(ctx, base)
                ),
            );
        }
    }
    let dynamic = |v: &[i64]| {
        v.iter()
            .filter(|&&d| d == tileir_ir::types::DYNAMIC)
            .count()
    };
    let (dyn_shape, dyn_strides) = (
        g.get(1).cloned().unwrap_or_default(),
        g.get(2).cloned().unwrap_or_default(),
    );
    if dynamic(shape) != dyn_shape.len() {
        return fail(
            r,
            format!(
                "expected {} dynamic shape operands, got {}",
                dynamic(shape),
                dyn_shape.len()
            ),
        );
    }
    if dynamic(strides) != dyn_strides.len() {
        return fail(
            r,
            format!(
                "expected {} dynamic stride operands, got {}",
                dynamic(strides),
                dyn_strides.len()
            ),
        );
    }
    let mut base: Option<Type> = dyn_shape.first().copied();
    for (i, &t) in dyn_shape.iter().enumerate() {
        if Some(t) != base {
            return fail(
                r,
                format!(
                    "expected dynamic shape index {i} to be of the same type as the other dynamic values ({}), got {}",
                    quoted(ctx, base.unwrap_or(t)),
                    quoted(ctx, t)
                ),
            );
        }
    }
    if base.is_none() {
        base = dyn_strides.first().copied();
    }
    for (i, &t) in dyn_strides.iter().enumerate() {
        if Some(t) != base {
            return fail(
                r,
                format!(
                    "expected dynamic stride index {i} to be of the same type as the other dynamic values ({}), got {}",
                    quoted(ctx, base.unwrap_or(t)),
                    quoted(ctx, t)
                ),
            );
        }
    }
    Ok(())
}

/// make_partition_view and friends: the operand is the view's tensor_view.
pub fn make_view(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let tv = operand_type(r, 0);
    let Some((_, view_tv)) = types::view_parts(ctx, result_type(r, 0)) else {
        return Ok(());
    };
    if tv != view_tv {
        return fail(
            r,
            format!(
                "expected the type of the provided tensor_view value ({}) to be the same as the view's tensor_view type ({})",
                quoted(ctx, tv),
                quoted(ctx, view_tv)
            ),
        );
    }
    Ok(())
}

pub fn get_index_space_shape(r: OpRef<'_>) -> Verdict {
    let rank = types::view_index_rank(r.ctx, operand_type(r, 0));
    let n = r.body.num_results(r.op);
    if n != rank {
        return fail(
            r,
            format!("expected {rank} results due to view index space rank, but got {n}"),
        );
    }
    Ok(())
}

pub fn get_tensor_shape(r: OpRef<'_>) -> Verdict {
    let rank = types::tensor_view_parts(r.ctx, operand_type(r, 0)).map_or(0, |(s, _, _)| s.len());
    let n = r.body.num_results(r.op);
    if n != rank {
        return fail(
            r,
            format!("expected {rank} results due to tensor rank, but got {n}"),
        );
    }
    Ok(())
}

// ----- alloca and print -----

pub fn alloca(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let alignment = crate::common::attr(r, "alignment")
        .and_then(|a| match ctx.attr_data(a) {
            tileir_ir::attributes::AttrData::Integer { value, .. } => Some(value.get() as i64),
            _ => None,
        })
        .unwrap_or(0);
    if alignment <= 0 || alignment & (alignment - 1) != 0 {
        return fail(r, "'alignment' must be power of two");
    }
    let Some(pointee) = pointee_of_tile(ctx, result_type(r, 0)) else {
        return Ok(());
    };
    let size = match ctx.type_data(pointee) {
        TypeData::Integer { width: 1, .. } => 1,
        TypeData::Integer { width, .. } => (*width / 8) as i64,
        TypeData::Float(_) => (super::ops_arith::bit_width(ctx, pointee) / 8) as i64,
        _ => 0,
    };
    if alignment < size {
        return fail(
            r,
            format!(
                "'alignment' ({alignment}) must be at least the natural size ({size} bytes) for element type {}",
                quoted(ctx, pointee)
            ),
        );
    }
    Ok(())
}

/// A `%...` format expression at the start of `s`: up to its conversion
/// character, or `None` when it never ends.
fn format_expression(s: &[u8]) -> Option<&[u8]> {
    const ENDS: &[u8] = b"diuoxXeEfFgGaAcsSpn%";
    (1..s.len())
        .find(|&i| ENDS.contains(&s[i]))
        .map(|i| &s[..=i])
}

pub fn print(r: OpRef<'_>) -> Verdict {
    let text = crate::common::attr(r, "str")
        .and_then(|a| match r.ctx.attr_data(a) {
            tileir_ir::attributes::AttrData::String { value, .. } => Some(value.to_vec()),
            _ => None,
        })
        .unwrap_or_default();
    let mut expected = 0usize;
    let mut pos = 0;
    while pos < text.len() {
        if text[pos] != b'%' {
            pos += 1;
            continue;
        }
        let Some(expr) = format_expression(&text[pos..]) else {
            return fail(r, "found unterminated format expression");
        };
        if expr == b"%%" {
            pos += 2;
            continue;
        }
        expected += 1;
        pos += 1;
    }
    let args = group(r, 0).len();
    if expected != args {
        return fail(
            r,
            format!("incorrect number of operands: expected {expected}, found {args}"),
        );
    }
    Ok(())
}
