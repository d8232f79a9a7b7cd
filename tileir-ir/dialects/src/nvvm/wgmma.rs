//! `nvvm.wgmma.mma_async`: the warpgroup matrix multiply-accumulate of
//! sm_90a. Its verifier checks the accumulator struct, the (D, A, B) type
//! triple, the shape for the input type, transposes and `satfinite`.

use super::super::common::*;
use super::super::llvm::types::struct_parts;
use super::enums::{MMA_LAYOUT, WGMMA_TYPE};
use super::shared::{enum_of, shape, I64, LLVM_STRUCT};
use tileir_ir::dialect::{AttrDecl, AttrKind, OpDef, OpRef};

type VResult = Result<(), tileir_ir::diag::Diagnostic>;

// `nvvm.wgmma_type` cases.
const F16: i64 = 0;
const TF32: i64 = 1;
const U8: i64 = 2;
const S8: i64 = 3;
const B1: i64 = 4;
const BF16: i64 = 5;
const E4M3: i64 = 6;
const E5M2: i64 = 7;
const F32: i64 = 8;
const S32: i64 = 9;

fn type_name(t: i64) -> &'static str {
    WGMMA_TYPE.case_name(t).unwrap_or("")
}

/// The (D, A, B) element types PTX's wgmma supports.
fn types_supported(d: i64, a: i64, b: i64) -> bool {
    let fp8 = |t: i64| t == E4M3 || t == E5M2;
    let int8 = |t: i64| t == S8 || t == U8;
    match d {
        F16 => (a == F16 && b == F16) || (fp8(a) && fp8(b)),
        F32 => (a == b && [F16, BF16, TF32].contains(&a)) || (fp8(a) && fp8(b)),
        S32 => (int8(a) && int8(b)) || (a == B1 && b == B1),
        _ => false,
    }
}
/// The K a multiplicand type fixes.
fn k_for(a: i64) -> Option<i64> {
    match a {
        F16 | BF16 => Some(16),
        TF32 => Some(8),
        E4M3 | E5M2 | S8 | U8 => Some(32),
        B1 => Some(256),
        _ => None,
    }
}
/// The N values an input type allows: every multiple of 8 up to 256 for
/// floats, a sparser list for integer inputs.
fn n_supported(a: i64, n: i64) -> bool {
    if [S8, U8, B1].contains(&a) {
        n == 8 || n == 24 || (n % 16 == 0 && (16..=256).contains(&n))
    } else {
        n % 8 == 0 && (8..=256).contains(&n)
    }
}

fn verify(r: OpRef<'_>) -> VResult {
    let inouts = r.body.value_type(r.body.operand(r.op, 0));
    let res = r.body.value_type(r.body.result(r.op, 0));
    if inouts != res {
        return Err(err(
            r,
            "failed to verify that input struct and result struct must be the same type",
        ));
    }
    let Some((_, _, fields)) = struct_parts(r.ctx, res) else {
        return Err(err(r, "expected results to be struct"));
    };
    if let Some(&odd) = fields.iter().find(|&&t| t != fields[0]) {
        return Err(err(
            r,
            format!(
                "all elements in struct must be same type but there is '{}'",
                type_str(r.ctx, odd)
            ),
        ));
    }
    let (d, a, b) = (
        enum_of(r, "typeD").unwrap_or(-1),
        enum_of(r, "typeA").unwrap_or(-1),
        enum_of(r, "typeB").unwrap_or(-1),
    );
    if ![F32, F16, S32].contains(&d) {
        return Err(err(
            r,
            format!("does not support the given output type {}", type_name(d)),
        ));
    }
    // `nvvm.wgmma_scale_in`: `neg` is -1.
    if d == S32 && (enum_of(r, "scaleA") == Some(-1) || enum_of(r, "scaleB") == Some(-1)) {
        return Err(err(r, "has s32 output, scaleA and scaleB cannot be neg"));
    }
    if !types_supported(d, a, b) {
        return Err(err(
            r,
            format!(
                "{} += {} * {}, it is not supported.",
                type_name(d),
                type_name(a),
                type_name(b)
            ),
        ));
    }
    let (m, n, k) = shape(r);
    if m != 64 {
        return Err(err(r, "shape 'm' must be 64"));
    }
    let want_k = k_for(a).unwrap_or(0);
    if k != want_k {
        return Err(err(
            r,
            format!("shape 'k' must be {want_k} for input type {}", type_name(a)),
        ));
    }
    if !n_supported(a, n) {
        return Err(err(
            r,
            format!(
                "has input type {} n is set to {n}, it is not supported.",
                type_name(a)
            ),
        ));
    }
    let (layout_a, layout_b) = (
        enum_of(r, "layoutA").unwrap_or(0),
        enum_of(r, "layoutB").unwrap_or(1),
    );
    // Transposed inputs (A column-major or B row-major) exist for 16-bit floats only.
    if a != F16 && a != BF16 && (layout_a == 1 || layout_b == 0) {
        return Err(err(
            r,
            format!(
                "given layouts layout_a = {} and layout_b = {} for input types {} and {} requires transpose. However, this is only supported for: f16 and bf16",
                MMA_LAYOUT.case_name(layout_a).unwrap_or(""),
                MMA_LAYOUT.case_name(layout_b).unwrap_or(""),
                type_name(a),
                type_name(b)
            ),
        ));
    }
    let expected = if d == F16 { n / 4 } else { n / 2 };
    if fields.len() as i64 != expected {
        return Err(err(
            r,
            format!(
                "results {expected}, however output struct has {} elements",
                fields.len()
            ),
        ));
    }
    // `nvvm.mma_int_overflow`: `satfinite` is 1.
    if d != S32 && enum_of(r, "satfinite") == Some(1) {
        return Err(err(
            r,
            format!(
                " `satfinite` can be only used with s32 accumulator, however the current accumulator is {}",
                type_name(d)
            ),
        ));
    }
    Ok(())
}

const fn dialect(name: &'static str, summary: &'static str, kind: &'static str) -> AttrDecl {
    AttrDecl::new(name, summary, AttrKind::Dialect(kind))
}

pub const OPS: [OpDef; 1] = [OpDef {
    name: "nvvm.wgmma.mma_async",
    operands: &[
        one("inouts", LLVM_STRUCT),
        one("descriptorA", I64),
        one("descriptorB", I64),
    ],
    results: &[one("results", LLVM_STRUCT)],
    attributes: &[
        dialect("shape", "Attribute for MMA operation shape.", "nvvm.shape"),
        dialect("typeA", "NVVM WGMMA types", "nvvm.wgmma_type"),
        dialect("typeB", "NVVM WGMMA types", "nvvm.wgmma_type"),
        dialect("typeD", "NVVM WGMMA types", "nvvm.wgmma_type"),
        dialect("scaleD", "WGMMA input predicate", "nvvm.wgmma_scale_out"),
        dialect("scaleA", "WGMMA overflow options", "nvvm.wgmma_scale_in"),
        dialect("scaleB", "WGMMA overflow options", "nvvm.wgmma_scale_in"),
        dialect("layoutA", "NVVM MMA layout", "nvvm.mma_layout"),
        dialect("layoutB", "NVVM MMA layout", "nvvm.mma_layout"),
        AttrDecl::optional(
            "satfinite",
            "MMA overflow options",
            AttrKind::Dialect("nvvm.mma_int_overflow"),
        ),
    ],
    format: Some(concat!(
        "$descriptorA `,` $descriptorB `,` $inouts `,` $shape `,` ",
        "`D` `[` $typeD `,` $scaleD (`,` $satfinite^)? `]` `,` ",
        "`A` `[` $typeA `,` $scaleA `,` $layoutA `]` `,` ",
        "`B` `[` $typeB `,` $scaleB `,` $layoutB `]` ",
        "attr-dict `:` type($inouts) `->` type($results)"
    )),
    verify: Some(verify),
    ..OpDef::DEFAULT
}];
