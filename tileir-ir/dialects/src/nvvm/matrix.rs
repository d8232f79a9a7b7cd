//! Warp-level matrix load/store (`nvvm.ldmatrix`, `nvvm.stmatrix`), byte
//! permute (`nvvm.prmt`) and the restricted-synchronization fences.

use super::super::common::*;
use super::super::llvm::types::struct_parts;
use super::bulk::PTR_SHARED;
use super::shared::enum_of;
use tileir_ir::dialect::{AttrDecl, AttrDefault, AttrKind, OpDef, OpRef};
use tileir_ir::types::Param;

type VResult = Result<(), tileir_ir::diag::Diagnostic>;

/// The `<m = .., n = ..>` of an `nvvm.ld_st_matrix_shape`.
fn matrix_shape(r: OpRef<'_>) -> Option<(i64, i64)> {
    match r.ctx.attr_data(attr(r, "shape")?) {
        tileir_ir::AttrData::Dialect { params, .. } => match params[..] {
            [Param::Int(m), Param::Int(n)] => Some((m, n)),
            _ => None,
        },
        _ => None,
    }
}
fn int_attr(r: OpRef<'_>, name: &'static str) -> Option<i64> {
    match r.ctx.attr_data(attr(r, name)?) {
        tileir_ir::AttrData::Integer { value, .. } => Some(value.get() as i64),
        _ => None,
    }
}

// `nvvm.ld_st_matrix_elt_type` cases and `nvvm.mma_layout` cases.
const B16: i64 = 0;
const B8: i64 = 1;
const B8X16_B6X16: i64 = 2;
const B8X16_B4X16: i64 = 3;
const ROW: i64 = 0;
const COL: i64 = 1;

fn verify_ldmatrix(r: OpRef<'_>) -> VResult {
    let num = int_attr(r, "num").unwrap_or(0);
    let layout = enum_of(r, "layout").unwrap_or(ROW);
    let elt = enum_of(r, "eltType").unwrap_or(B16);
    let shape = matrix_shape(r).unwrap_or((0, 0));
    match shape {
        (8, 8) => {
            if ![1, 2, 4].contains(&num) {
                return Err(err(
                    r,
                    "expected num attribute to be 1, 2 or 4 for 8x8 matrix",
                ));
            }
            if elt != B16 {
                return Err(err(r, "expected element type to be b16 for 8x8 matrix"));
            }
        }
        (8, 16) => {
            if ![1, 2, 4].contains(&num) {
                return Err(err(
                    r,
                    "expected num attribute to be 1, 2 or 4 for 8x16 matrix",
                ));
            }
            if layout != ROW {
                return Err(err(r, "expected layout to be row for 8x16 matrix"));
            }
            if elt != B8X16_B4X16 && elt != B8X16_B6X16 {
                return Err(err(
                    r,
                    "expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix",
                ));
            }
        }
        (16, 16) => {
            if ![1, 2].contains(&num) {
                return Err(err(
                    r,
                    "expected num attribute to be 1 or 2 for 16x16 matrix",
                ));
            }
            if layout != COL {
                return Err(err(r, "expected layout to be col for 16x16 matrix"));
            }
            if elt != B8 && elt != B8X16_B4X16 && elt != B8X16_B6X16 {
                return Err(err(
                    r,
                    "expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix",
                ));
            }
        }
        _ => return Err(err(r, "expected shape to be 8x8, 8x16 or 16x16")),
    }
    // A 16x16 matrix takes two registers per matrix.
    let regs = if shape == (16, 16) { num * 2 } else { num };
    let res = r.body.value_type(r.body.result(r.op, 0));
    let i32t = r.ctx.int_type(32);
    if regs == 1 {
        if res != i32t {
            return Err(err(r, "expected destination type is i32"));
        }
    } else {
        let ok = struct_parts(r.ctx, res)
            .is_some_and(|(_, _, f)| f.len() as i64 == regs && f.iter().all(|&t| t == i32t));
        if !ok {
            return Err(err(
                r,
                format!("expected destination type is a structure of {regs} elements of type i32"),
            ));
        }
    }
    Ok(())
}

fn verify_stmatrix(r: OpRef<'_>) -> VResult {
    let num = r.body.num_operands(r.op) as i64 - 1;
    if ![1, 2, 4].contains(&num) {
        return Err(err(r, "expected num attribute to be 1, 2 or 4"));
    }
    let layout = enum_of(r, "layout").unwrap_or(ROW);
    let elt = enum_of(r, "eltType").unwrap_or(B16);
    match matrix_shape(r).unwrap_or((0, 0)) {
        (8, 8) if elt != B16 => Err(err(r, "expected element type to be B16 for 8x8 matrix")),
        (8, 8) => Ok(()),
        (16, 8) if elt != B8 => Err(err(r, "expected element type to be B8 for 16x8 matrix")),
        (16, 8) if layout != COL => Err(err(r, "expected layout to be col for 16x8 matrix")),
        (16, 8) => Ok(()),
        _ => Err(err(r, "expected shape to be 8x8 or 16x8")),
    }
}

/// `prmt`'s modes `default`, `f4e` and `b4e` read two words; the others one.
fn verify_prmt(r: OpRef<'_>) -> VResult {
    let mode = enum_of(r, "mode").unwrap_or(0);
    let name = super::enums::PERMUTE_MODE.case_name(mode).unwrap_or("");
    let has_hi = r.body.num_operands(r.op) == 3;
    let plain = |msg: String| tileir_ir::diag::Diagnostic::error(r.body.op_loc(r.op), msg);
    if mode <= 2 && !has_hi {
        return Err(plain(format!("mode '{name}' requires 'hi' operand.")));
    }
    if mode > 2 && has_hi {
        return Err(plain(format!(
            "mode '{name}' does not accept 'hi' operand."
        )));
    }
    Ok(())
}

// `nvvm.mem_order` cases.
const ACQUIRE: i64 = 2;
const RELEASE: i64 = 3;

fn verify_order(r: OpRef<'_>) -> VResult {
    match enum_of(r, "order") {
        Some(ACQUIRE | RELEASE) | None => Ok(()),
        _ => Err(err(r, "only acquire and release semantics are supported")),
    }
}
fn verify_proxy_sync_restrict(r: OpRef<'_>) -> VResult {
    verify_order(r)?;
    if enum_of(r, "fromProxy").is_some_and(|k| k != 5) {
        return Err(err(r, "only generic is support for from_proxy attribute"));
    }
    if enum_of(r, "toProxy").is_some_and(|k| k != 1) {
        return Err(err(r, "only async is supported for to_proxy attribute"));
    }
    Ok(())
}

const fn matrix_attrs_common() -> [AttrDecl; 3] {
    [
        AttrDecl::new(
            "layout",
            "NVVM MMA layout",
            AttrKind::Dialect("nvvm.mma_layout"),
        ),
        AttrDecl::new(
            "shape",
            "Matrix shape for ldmatrix and stmatrix",
            AttrKind::Dialect("nvvm.ld_st_matrix_shape"),
        ),
        AttrDecl::new(
            "eltType",
            "Element type for ldmatrix and stmatrix",
            AttrKind::Dialect("nvvm.ld_st_matrix_elt_type"),
        ),
    ]
}
const MATRIX_ATTRS: [AttrDecl; 3] = matrix_attrs_common();
const ORDER: AttrDecl = AttrDecl::new(
    "order",
    "NVVM Memory Ordering kind",
    AttrKind::Dialect("nvvm.mem_order"),
);

pub const OPS: [OpDef; 5] = [
    OpDef {
        name: "nvvm.ldmatrix",
        operands: &[one("ptr", PTR_SHARED)],
        results: &[one("res", ANY)],
        attributes: &[
            AttrDecl::new("num", "32-bit signless integer attribute", I32_KIND),
            MATRIX_ATTRS[0],
            MATRIX_ATTRS[1],
            MATRIX_ATTRS[2],
        ],
        format: Some("$ptr attr-dict `:` functional-type($ptr, $res)"),
        verify: Some(verify_ldmatrix),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.stmatrix",
        operands: &[one("ptr", PTR_SHARED), many("sources", I32)],
        attributes: &MATRIX_ATTRS,
        format: Some("$ptr `,` $sources attr-dict `:` type(operands)"),
        verify: Some(verify_stmatrix),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.prmt",
        traits: tileir_ir::dialect::Traits::PURE,
        operands: &[one("lo", I32), opt("hi", I32), one("selector", I32)],
        results: &[one("res", I32)],
        attributes: &[AttrDecl::new(
            "mode",
            "NVVM permute mode",
            AttrKind::Dialect("nvvm.permute_mode"),
        )],
        format: Some("$mode $selector `,` $lo (`,` $hi^)? attr-dict `:` type($res)"),
        verify: Some(verify_prmt),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.fence.sync_restrict",
        attributes: &[ORDER],
        format: Some("attr-dict"),
        verify: Some(verify_order),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.fence.proxy.sync_restrict",
        attributes: &[
            ORDER,
            AttrDecl::with_default(
                "fromProxy",
                "Proxy kind",
                AttrKind::Dialect("nvvm.proxy_kind"),
                AttrDefault::Enum(5),
            ),
            AttrDecl::with_default(
                "toProxy",
                "Proxy kind",
                AttrKind::Dialect("nvvm.proxy_kind"),
                AttrDefault::Enum(1),
            ),
        ],
        format: Some("attr-dict"),
        verify: Some(verify_proxy_sync_restrict),
        ..OpDef::DEFAULT
    },
];
