//! The warp-level matrix ops `nvvm.wmma.load`, `nvvm.wmma.store` and
//! `nvvm.wmma.mma`. Their verifiers check the (shape, fragment, element
//! type) against the WMMA configurations PTX defines, and the registers of
//! each fragment: how many, and of which type.

use super::super::common::*;
use super::super::llvm::types::{ptr_address_space, struct_parts, LLVM_TYPE};
use super::shared::LLVM_STRUCT;
use tileir_ir::dialect::{AttrDecl, AttrKind, OpDef, OpRef, TypeConstraint};
use tileir_ir::types::{FloatKind, Type};
use tileir_ir::Context;

type VResult = Result<(), tileir_ir::diag::Diagnostic>;

const LLVM_ANY_PTR: TypeConstraint = TypeConstraint::new("LLVM pointer type", |c, t| {
    ptr_address_space(c, t).is_some()
});
const STRUCT_OR_F64: TypeConstraint =
    TypeConstraint::new("LLVM structure type or 64-bit float", |c, t| {
        struct_parts(c, t).is_some() || t == c.float_type(FloatKind::F64)
    });

// `nvvm.mma_type` and `nvvm.mma_frag` cases.
const F16: i64 = 0;
const F32: i64 = 1;
const TF32: i64 = 2;
const U8: i64 = 3;
const S8: i64 = 4;
const S32: i64 = 5;
const F64: i64 = 10;
const FRAG_A: i64 = 0;
const FRAG_B: i64 = 1;
const FRAG_C: i64 = 2;
/// The result fragment of `mma`, the data of `store` (not an enum case).
const FRAG_D: i64 = 3;

/// The register type and count of one thread's share of a fragment whose
/// matrix is `rows` x `cols`.
fn fragment(ctx: &Context, elt: i64, frag: i64, rows: i64, cols: i64) -> Option<(Type, i64)> {
    let multiplicand = frag == FRAG_A || frag == FRAG_B;
    Some(match elt {
        F16 => (
            vector2(ctx, ctx.float_type(FloatKind::F16)),
            if multiplicand { 8 } else { 4 },
        ),
        F32 => (ctx.float_type(FloatKind::F32), 8),
        F64 => (
            ctx.float_type(FloatKind::F64),
            if multiplicand { 1 } else { 2 },
        ),
        TF32 => (ctx.int_type(32), 4),
        S32 => (ctx.int_type(32), 8),
        S8 | U8 => {
            // Bytes pack four to a register along the dimension the
            // fragment does not reduce over.
            let parallel = if frag == FRAG_A { rows } else { cols };
            let count = match parallel {
                8 => 1,
                16 => 2,
                32 => 4,
                _ => return None,
            };
            (ctx.int_type(32), count)
        }
        _ => return None,
    })
}
fn vector2(ctx: &Context, elem: Type) -> Type {
    ctx.intern_type(tileir_ir::types::TypeData::Vector {
        shape: vec![2].into(),
        scalable: vec![false].into(),
        element: elem,
    })
}

/// Whether PTX has a WMMA load/store of this fragment (`FRAG_D`: store).
fn ldst_supported((m, n, k): (i64, i64, i64), frag: i64, elt: i64) -> bool {
    let ab = frag == FRAG_A || frag == FRAG_B;
    match (m, n, k) {
        (16, 16, 16) | (32, 8, 16) | (8, 32, 16) => {
            if ab {
                [F16, S8, U8].contains(&elt)
            } else {
                [F16, F32, S32].contains(&elt)
            }
        }
        (16, 16, 8) => elt == if ab { TF32 } else { F32 },
        (8, 8, 4) => elt == F64,
        _ => false,
    }
}
/// Whether PTX has a WMMA multiply of A type `a` into accumulator type `d`.
fn mma_supported((m, n, k): (i64, i64, i64), a: i64, d: i64) -> bool {
    match (m, n, k) {
        (16, 16, 16) | (32, 8, 16) | (8, 32, 16) => match a {
            F16 => d == F16 || d == F32,
            S8 | U8 => d == S32,
            _ => false,
        },
        (16, 16, 8) => a == TF32 && d == F32,
        (8, 8, 4) => a == F64 && d == F64,
        _ => false,
    }
}

fn int_attr(r: OpRef<'_>, name: &'static str) -> i64 {
    match attr(r, name).map(|a| r.ctx.attr_data(a)) {
        Some(tileir_ir::AttrData::Integer { value, .. }) => value.get() as i64,
        _ => 0,
    }
}
fn enum_of(r: OpRef<'_>, name: &'static str) -> i64 {
    attr(r, name)
        .and_then(|a| tileir_ir::format::enum_value(r.ctx, a))
        .unwrap_or(-1)
}
fn mnk(r: OpRef<'_>) -> (i64, i64, i64) {
    (int_attr(r, "m"), int_attr(r, "n"), int_attr(r, "k"))
}
fn in_space_0_1_3(r: OpRef<'_>) -> bool {
    let t = r.body.value_type(r.body.operand(r.op, 0));
    ptr_address_space(r.ctx, t).is_some_and(|a| [0, 1, 3].contains(&a))
}
/// The struct of `count` registers of type `t`.
fn is_struct_of(ctx: &Context, s: Type, t: Type, count: i64) -> bool {
    struct_parts(ctx, s)
        .is_some_and(|(_, _, f)| f.len() as i64 == count && f.iter().all(|&x| x == t))
}

fn verify_load(r: OpRef<'_>) -> VResult {
    if !in_space_0_1_3(r) {
        return Err(err(r, "expected source pointer in memory space 0, 1, 3"));
    }
    let (m, n, k) = mnk(r);
    let (elt, frag) = (enum_of(r, "eltype"), enum_of(r, "frag"));
    if !ldst_supported((m, n, k), frag, elt) {
        return Err(err(r, "invalid attribute combination"));
    }
    let (rows, cols) = match frag {
        FRAG_A => (m, k),
        FRAG_B => (k, n),
        _ => (m, n),
    };
    let Some((t, count)) = fragment(r.ctx, elt, frag, rows, cols) else {
        return Err(err(r, "invalid attribute combination"));
    };
    let res = r.body.value_type(r.body.result(r.op, 0));
    if !is_struct_of(r.ctx, res, t, count) {
        return Err(err(
            r,
            format!(
                "expected destination type is a structure of {count} elements of type '{}'",
                type_str(r.ctx, t)
            ),
        ));
    }
    Ok(())
}

fn verify_store(r: OpRef<'_>) -> VResult {
    if !in_space_0_1_3(r) {
        return Err(err(
            r,
            "expected operands to be a source pointer in memory space 0, 1, 3",
        ));
    }
    let (m, n, k) = mnk(r);
    let elt = enum_of(r, "eltype");
    if !ldst_supported((m, n, k), FRAG_D, elt) {
        return Err(err(r, "invalid attribute combination"));
    }
    let Some((t, count)) = fragment(r.ctx, elt, FRAG_D, m, n) else {
        return Err(err(r, "invalid attribute combination"));
    };
    // Operands: ptr, the data registers, then the stride.
    let data = r.body.num_operands(r.op).saturating_sub(2);
    if data as i64 != count {
        return Err(err(r, format!("expected {count} data operands")));
    }
    for i in 0..data {
        if r.body.value_type(r.body.operand(r.op, 1 + i)) != t {
            return Err(err(
                r,
                format!("expected data operands of type '{}'", type_str(r.ctx, t)),
            ));
        }
    }
    Ok(())
}

fn verify_mma(r: OpRef<'_>) -> VResult {
    let (m, n, k) = mnk(r);
    let (a, d) = (enum_of(r, "eltypeA"), enum_of(r, "eltypeB"));
    if !mma_supported((m, n, k), a, d) {
        return Err(err(r, "invalid attribute combination"));
    }
    let frags = [
        fragment(r.ctx, a, FRAG_A, m, k),
        fragment(r.ctx, a, FRAG_B, k, n),
        fragment(r.ctx, d, FRAG_C, m, n),
    ];
    let Some(frags) = frags.into_iter().collect::<Option<Vec<_>>>() else {
        return Err(err(r, "invalid attribute combination"));
    };
    let expected: Vec<Type> = frags
        .iter()
        .flat_map(|&(t, count)| std::iter::repeat_n(t, count as usize))
        .collect();
    if r.body.num_operands(r.op) != expected.len() {
        return Err(err(r, format!("expected {} arguments", expected.len())));
    }
    for (i, &t) in expected.iter().enumerate() {
        if r.body.value_type(r.body.operand(r.op, i)) != t {
            return Err(err(
                r,
                format!(
                    "expected argument {i} to be of type '{}'",
                    type_str(r.ctx, t)
                ),
            ));
        }
    }
    let (t, count) = frags[2];
    let res = r.body.value_type(r.body.result(r.op, 0));
    if !is_struct_of(r.ctx, res, t, count) {
        return Err(err(
            r,
            format!(
                "expected destination type is a structure of {count} elements of type '{}'",
                type_str(r.ctx, t)
            ),
        ));
    }
    Ok(())
}

const fn i32_attr(name: &'static str) -> AttrDecl {
    AttrDecl::new(name, "32-bit signless integer attribute", I32_KIND)
}
const fn dialect(name: &'static str, summary: &'static str, kind: &'static str) -> AttrDecl {
    AttrDecl::new(name, summary, AttrKind::Dialect(kind))
}

pub const OPS: [OpDef; 3] = [
    OpDef {
        name: "nvvm.wmma.load",
        operands: &[one("ptr", LLVM_ANY_PTR), one("stride", I32)],
        results: &[one("res", STRUCT_OR_F64)],
        attributes: &[
            i32_attr("m"),
            i32_attr("n"),
            i32_attr("k"),
            dialect("layout", "NVVM MMA layout", "nvvm.mma_layout"),
            dialect("eltype", "NVVM MMA types", "nvvm.mma_type"),
            dialect("frag", "NVVM MMA frag type", "nvvm.mma_frag"),
        ],
        format: Some("$ptr `,` $stride attr-dict `:` functional-type($ptr, $res)"),
        verify: Some(verify_load),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.wmma.store",
        operands: &[
            one("ptr", LLVM_ANY_PTR),
            many("args", LLVM_TYPE),
            one("stride", I32),
        ],
        attributes: &[
            i32_attr("m"),
            i32_attr("n"),
            i32_attr("k"),
            dialect("layout", "NVVM MMA layout", "nvvm.mma_layout"),
            dialect("eltype", "NVVM MMA types", "nvvm.mma_type"),
        ],
        format: Some(
            "$ptr `,` $stride `,` $args attr-dict `:` qualified(type($ptr)) `,` type($args)",
        ),
        verify: Some(verify_store),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.wmma.mma",
        operands: &[many("args", LLVM_TYPE)],
        results: &[one("res", LLVM_STRUCT)],
        attributes: &[
            i32_attr("m"),
            i32_attr("n"),
            i32_attr("k"),
            dialect("layoutA", "NVVM MMA layout", "nvvm.mma_layout"),
            dialect("layoutB", "NVVM MMA layout", "nvvm.mma_layout"),
            dialect("eltypeA", "NVVM MMA types", "nvvm.mma_type"),
            dialect("eltypeB", "NVVM MMA types", "nvvm.mma_type"),
        ],
        format: Some("$args attr-dict `:` functional-type($args, $res)"),
        verify: Some(verify_mma),
        ..OpDef::DEFAULT
    },
];
