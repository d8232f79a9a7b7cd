//! Small readers the cuda_tile verifiers share: operand and result types,
//! tile parts, enum and unit attributes, and the diagnostics NVIDIA's
//! `SharedVerifiers.h` emits for floating-point modifiers.

use super::attrs::ROUNDING;
use super::types::tile_parts;
use tileir_ir::context::Context;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::OpRef;
use tileir_ir::format::enum_value;
use tileir_ir::types::{FloatKind, Type, TypeData};

pub type Verdict = Result<(), Diagnostic>;

/// `'cuda_tile.x' op <msg>`.
pub fn fail(r: OpRef<'_>, msg: impl Into<String>) -> Verdict {
    Err(crate::common::err(r, msg))
}

pub fn operand_type(r: OpRef<'_>, i: usize) -> Type {
    r.body.value_type(r.body.operand(r.op, i))
}

pub fn result_type(r: OpRef<'_>, i: usize) -> Type {
    r.body.value_type(r.body.result(r.op, i))
}

/// A type as diagnostics quote it: `'!cuda_tile.tile<f16>'`.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", crate::common::type_str(ctx, t))
}

/// The element type of a tile (the type itself otherwise).
pub fn element(ctx: &Context, t: Type) -> Type {
    tile_parts(ctx, t).map_or(t, |(_, e)| e)
}

/// The shape of a tile (empty otherwise).
pub fn shape(ctx: &Context, t: Type) -> &[i64] {
    tile_parts(ctx, t).map_or(&[], |(s, _)| s)
}

/// A shape as MLIR streams an `ArrayRef<int64_t>` into a diagnostic.
pub fn dims(shape: &[i64]) -> String {
    shape
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// An enum attribute's case value.
pub fn enum_attr(r: OpRef<'_>, name: &'static str) -> Option<i64> {
    crate::common::attr(r, name).and_then(|a| enum_value(r.ctx, a))
}

pub fn unit_attr(r: OpRef<'_>, name: &'static str) -> bool {
    crate::common::attr(r, name).is_some()
}

pub fn is_f32(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(FloatKind::F32))
}

/// The rounding mode of the op, by case name.
pub fn rounding(r: OpRef<'_>, name: &'static str) -> &'static str {
    enum_attr(r, name)
        .and_then(|v| ROUNDING.case_name(v))
        .unwrap_or("")
}

/// `verifyFtz`: `flush_to_zero` only on f32 results.
pub fn ftz(r: OpRef<'_>) -> Verdict {
    modifier_on_f32(r, unit_attr(r, "flush_to_zero"), "flush_to_zero")
}

/// `verifyApprox` and friends: `<what> modifier only supported for f32 ...`.
pub fn modifier_on_f32(r: OpRef<'_>, set: bool, what: &str) -> Verdict {
    let ty = element(r.ctx, result_type(r, 0));
    if set && !is_f32(r.ctx, ty) {
        return fail(
            r,
            format!(
                "{what} modifier only supported for f32 data type, but got: {}",
                quoted(r.ctx, ty)
            ),
        );
    }
    Ok(())
}

/// `verifyIEEERoundingModes` then `verifyFtz` (addf, subf, mulf, fma).
pub fn ieee_rounding_and_ftz(r: OpRef<'_>) -> Verdict {
    if !matches!(
        rounding(r, "rounding_mode"),
        "nearest_even" | "zero" | "negative_inf" | "positive_inf"
    ) {
        return fail(
            r,
            "invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]",
        );
    }
    ftz(r)
}

/// `verifyDivSqrtCommonFPModifiers`.
pub fn div_sqrt_modifiers(r: OpRef<'_>, approx: bool, full: bool) -> Verdict {
    if approx && full {
        return fail(
            r,
            "approx modifier and full modifier are mutually exclusive",
        );
    }
    ftz(r)?;
    modifier_on_f32(r, approx, "approx")?;
    modifier_on_f32(r, full, "full")
}
