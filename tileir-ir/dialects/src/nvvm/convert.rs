//! The `nvvm.convert.*` ops that pack narrow floats (PTX `cvt` with f4, f6
//! and f8 formats, and the f32x2 to f16x2/bf16x2 conversions with their
//! rounding modes). The narrow format is a `TypeAttr` (`dstTy` or
//! `srcType`); each verifier checks it and the rounding and saturation
//! modes, with MLIR 22's wording.

use super::super::common::*;
use super::ops::F32;
use tileir_ir::dialect::{
    AttrDecl, AttrDefault, AttrKind, OpDef, OpRef, Traits, TypeClass, TypeConstraint,
};
use tileir_ir::types::{FloatKind, Type, TypeData};
use tileir_ir::Context;

type VResult = Result<(), tileir_ir::diag::Diagnostic>;

/// `VectorOfLengthAndType<[n], [elem]>` with `elem` one fixed type.
fn vector_of(ctx: &Context, t: Type, n: i64, elem: fn(&Context) -> Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => shape[..] == [n] && !scalable[0] && *element == elem(ctx),
        _ => false,
    }
}
fn i8t(c: &Context) -> Type {
    c.int_type(8)
}
fn i16t(c: &Context) -> Type {
    c.int_type(16)
}
fn f16t(c: &Context) -> Type {
    c.float_type(FloatKind::F16)
}
fn bf16t(c: &Context) -> Type {
    c.float_type(FloatKind::BF16)
}
fn f32t(c: &Context) -> Type {
    c.float_type(FloatKind::F32)
}

const I8: TypeConstraint =
    TypeConstraint::buildable("8-bit signless integer", |c, t| t == i8t(c), i8t);
const I16: TypeConstraint =
    TypeConstraint::buildable("16-bit signless integer", |c, t| t == i16t(c), i16t);
const I16_OR_V2I8: TypeConstraint = TypeConstraint::new(
    "16-bit signless integer or vector of 8-bit signless integer values of length 2",
    |c, t| t == i16t(c) || vector_of(c, t, 2, i8t),
);
const V2I8: TypeConstraint = TypeConstraint::new(
    "vector of 8-bit signless integer values of length 2",
    |c, t| vector_of(c, t, 2, i8t),
)
.of_class(TypeClass::Vector);
const V4I8: TypeConstraint = TypeConstraint::new(
    "vector of 8-bit signless integer values of length 4",
    |c, t| vector_of(c, t, 4, i8t),
)
.of_class(TypeClass::Vector);
const V2F16: TypeConstraint =
    TypeConstraint::new("vector of 16-bit float values of length 2", |c, t| {
        vector_of(c, t, 2, f16t)
    })
    .of_class(TypeClass::Vector);
const V2BF16: TypeConstraint =
    TypeConstraint::new("vector of bfloat16 type values of length 2", |c, t| {
        vector_of(c, t, 2, bf16t)
    })
    .of_class(TypeClass::Vector);
const V4F32: TypeConstraint =
    TypeConstraint::new("vector of 32-bit float values of length 4", |c, t| {
        vector_of(c, t, 4, f32t)
    })
    .of_class(TypeClass::Vector);

const fn relu() -> AttrDecl {
    AttrDecl::with_default(
        "relu",
        "bool attribute",
        BOOL_KIND,
        AttrDefault::Bool(false),
    )
}
const fn rnd(default: i64) -> AttrDecl {
    AttrDecl::with_default(
        "rnd",
        "NVVM FPRoundingMode kind",
        AttrKind::Dialect("nvvm.fp_rnd_mode"),
        AttrDefault::Enum(default),
    )
}
const fn sat() -> AttrDecl {
    AttrDecl::with_default(
        "sat",
        "NVVM SaturationMode kind",
        AttrKind::Dialect("nvvm.sat_mode"),
        AttrDefault::Enum(0),
    )
}
const fn type_attr(name: &'static str) -> AttrDecl {
    AttrDecl::new(name, "any type attribute", AttrKind::TypeAttr)
}

// Rounding modes (`nvvm.fp_rnd_mode` case values).
const RN: i64 = 1;
const RP: i64 = 3;
const RZ: i64 = 4;
const RS: i64 = 6;
const SATFINITE: i64 = 1;

fn enum_of(r: OpRef<'_>, name: &'static str) -> i64 {
    attr(r, name)
        .and_then(|a| tileir_ir::format::enum_value(r.ctx, a))
        .unwrap_or(0)
}
fn flag(r: OpRef<'_>, name: &'static str) -> bool {
    attr(r, name).is_some_and(|a| matches!(r.ctx.attr_data(a), tileir_ir::AttrData::Bool(true)))
}
/// The float format a `TypeAttr` names.
fn format_of(r: OpRef<'_>, name: &'static str) -> Option<FloatKind> {
    let a = attr(r, name)?;
    match r.ctx.attr_data(a) {
        tileir_ir::AttrData::Type(t) => match r.ctx.type_data(*t) {
            TypeData::Float(k) => Some(*k),
            _ => None,
        },
        _ => None,
    }
}
fn one_of(r: OpRef<'_>, name: &'static str, kinds: &[FloatKind], msg: &str) -> VResult {
    match format_of(r, name) {
        Some(k) if kinds.contains(&k) => Ok(()),
        _ => Err(err(r, msg)),
    }
}

use FloatKind::{F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E4M3FN, F8E5M2, F8E8M0FNU};

fn verify_f32x2_to_f4x2(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "dstTy",
        &[F4E2M1FN],
        "Only 'f4E2M1FN' type is supported for conversions from f32x2 to f4x2.",
    )
}
fn verify_f32x2_to_f6x2(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "dstTy",
        &[F6E2M3FN, F6E3M2FN],
        "Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x2 to f6x2.",
    )
}
fn verify_f32x2_to_f8x2(r: OpRef<'_>) -> VResult {
    let (rnd, sat) = (enum_of(r, "rnd"), enum_of(r, "sat"));
    match format_of(r, "dstTy") {
        Some(F8E4M3FN | F8E5M2) => {
            if rnd != RN {
                return Err(err(r, "Only RN rounding mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types"));
            }
            if sat != SATFINITE {
                return Err(err(r, "Only SATFINITE saturation mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types"));
            }
            Ok(())
        }
        Some(F8E8M0FNU) => {
            if rnd != RZ && rnd != RP {
                return Err(err(r, "Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type"));
            }
            if flag(r, "relu") {
                return Err(err(r, "relu not supported for conversions to 'f8E8M0FNU' type"));
            }
            Ok(())
        }
        _ => Err(err(r, "Only 'f8E4M3FN', 'f8E5M2', and 'f8E8M0FNU' types are supported for conversions from f32x2 to f8x2")),
    }
}
fn verify_f16x2_to_f8x2(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "dstTy",
        &[F8E4M3FN, F8E5M2],
        "Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f16x2 to f8x2.",
    )
}
fn verify_bf16x2_to_f8x2(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "dstTy",
        &[F8E8M0FNU],
        "Only 'f8E8M0FNU' type is supported for conversions from bf16x2 to f8x2.",
    )?;
    let rnd = enum_of(r, "rnd");
    if rnd != RZ && rnd != RP {
        return Err(err(
            r,
            "Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.",
        ));
    }
    Ok(())
}
fn verify_f8x2_to_f16x2(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "srcType",
        &[F8E4M3FN, F8E5M2],
        "Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f8x2 to f16x2.",
    )
}
fn verify_f8x2_to_bf16x2(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "srcType",
        &[F8E8M0FNU],
        "Only 'f8E8M0FNU' type is supported for conversions from f8x2 to bf16x2.",
    )
}
fn verify_f6x2_to_f16x2(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "srcType",
        &[F6E2M3FN, F6E3M2FN],
        "Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f6x2 to f16x2.",
    )
}
fn verify_f4x2_to_f16x2(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "srcType",
        &[F4E2M1FN],
        "Only 'f4E2M1FN' type is supported for conversions from f4x2 to f16x2.",
    )
}
/// f32x2 to f16x2 / bf16x2: `rbits` exactly with `rs`; modes rn, rz, rs.
fn verify_f32x2_to_16x2(r: OpRef<'_>, to: &str) -> VResult {
    let rnd = enum_of(r, "rnd");
    let has_rbits = r.body.num_operands(r.op) == 3;
    if rnd == RS && !has_rbits {
        return Err(err(r, "random_bits is required for RS rounding mode."));
    }
    if (rnd == RN || rnd == RZ) && has_rbits {
        return Err(err(
            r,
            "random_bits not supported for RN and RZ rounding modes.",
        ));
    }
    if rnd != RN && rnd != RZ && rnd != RS {
        return Err(err(
            r,
            format!("Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to {to}."),
        ));
    }
    Ok(())
}
fn verify_f32x2_to_f16x2(r: OpRef<'_>) -> VResult {
    verify_f32x2_to_16x2(r, "f16x2")
}
fn verify_f32x2_to_bf16x2(r: OpRef<'_>) -> VResult {
    verify_f32x2_to_16x2(r, "bf16x2")
}
fn verify_f32x4_to_f8x4(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "dstTy",
        &[F8E4M3FN, F8E5M2],
        "Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f32x4 to f8x4.",
    )
}
fn verify_f32x4_to_f6x4(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "dstTy",
        &[F6E2M3FN, F6E3M2FN],
        "Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x4 to f6x4.",
    )
}
fn verify_f32x4_to_f4x4(r: OpRef<'_>) -> VResult {
    one_of(
        r,
        "dstTy",
        &[F4E2M1FN],
        "Only 'f4E2M1FN' type is supported for conversions from f32x4 to f4x4.",
    )
}

/// f32 pair to a packed narrow float: `$a, $b : type($dst) ($dstTy)`.
macro_rules! f32_pair {
    ($name:literal, $dst:expr, $attrs:expr, $verify:expr) => {
        OpDef {
            name: $name,
            operands: &[one("a", F32), one("b", F32)],
            results: &[one("dst", $dst)],
            attributes: $attrs,
            format: Some("$a `,` $b attr-dict `:` type($dst) `(` $dstTy `)`"),
            verify: Some($verify),
            ..OpDef::DEFAULT
        }
    };
}
/// A 2-vector of 16-bit floats to a packed f8 pair.
macro_rules! x16_to_f8x2 {
    ($name:literal, $src:expr, $attrs:expr, $verify:expr) => {
        OpDef {
            name: $name,
            operands: &[one("a", $src)],
            results: &[one("dst", I16_OR_V2I8)],
            attributes: $attrs,
            format: Some("$a attr-dict `:` type($a) `->` type($dst) `(` $dstTy `)`"),
            verify: Some($verify),
            ..OpDef::DEFAULT
        }
    };
}
/// A packed narrow float pair to a 2-vector of f16 or bf16.
macro_rules! to_16x2 {
    ($name:literal, $src:expr, $dst:expr, $attrs:expr, $verify:expr) => {
        OpDef {
            name: $name,
            operands: &[one("src", $src)],
            results: &[one("dst", $dst)],
            attributes: $attrs,
            format: Some("$src attr-dict `:` type($src) `(` $srcType `)` `->` type($dst)"),
            verify: Some($verify),
            ..OpDef::DEFAULT
        }
    };
}
/// f32x2 to f16x2/bf16x2 with an optional random-bits operand.
macro_rules! f32x2_to_16x2 {
    ($name:literal, $dst:expr, $verify:expr) => {
        OpDef {
            name: $name,
            traits: Traits::PURE,
            operands: &[one("src_hi", F32), one("src_lo", F32), opt("rbits", I32)],
            results: &[one("dst", $dst)],
            attributes: &[rnd(0), sat(), relu()],
            format: Some("$src_hi `,` $src_lo (`,` $rbits^)? attr-dict `:` type($dst)"),
            verify: Some($verify),
            ..OpDef::DEFAULT
        }
    };
}
/// A vector<4xf32> to four packed narrow floats with stochastic rounding.
macro_rules! f32x4 {
    ($name:literal, $dst:expr, $verify:expr) => {
        OpDef {
            name: $name,
            traits: Traits::PURE,
            operands: &[one("src", V4F32), one("rbits", I32)],
            results: &[one("dst", $dst)],
            attributes: &[relu(), type_attr("dstTy")],
            format: Some("$src `,` $rbits attr-dict `:` type($src) `->` type($dst) `(` $dstTy `)`"),
            verify: Some($verify),
            ..OpDef::DEFAULT
        }
    };
}

pub const OPS: [OpDef; 14] = [
    f32_pair!(
        "nvvm.convert.f32x2.to.f4x2",
        I8,
        &[relu(), type_attr("dstTy")],
        verify_f32x2_to_f4x2
    ),
    f32_pair!(
        "nvvm.convert.f32x2.to.f6x2",
        I16_OR_V2I8,
        &[relu(), type_attr("dstTy")],
        verify_f32x2_to_f6x2
    ),
    f32_pair!(
        "nvvm.convert.f32x2.to.f8x2",
        I16_OR_V2I8,
        &[rnd(0), sat(), relu(), type_attr("dstTy")],
        verify_f32x2_to_f8x2
    ),
    x16_to_f8x2!(
        "nvvm.convert.f16x2.to.f8x2",
        V2F16,
        &[relu(), type_attr("dstTy")],
        verify_f16x2_to_f8x2
    ),
    x16_to_f8x2!(
        "nvvm.convert.bf16x2.to.f8x2",
        V2BF16,
        &[rnd(0), sat(), type_attr("dstTy")],
        verify_bf16x2_to_f8x2
    ),
    to_16x2!(
        "nvvm.convert.f8x2.to.f16x2",
        V2I8,
        V2F16,
        &[relu(), type_attr("srcType")],
        verify_f8x2_to_f16x2
    ),
    to_16x2!(
        "nvvm.convert.f8x2.to.bf16x2",
        V2I8,
        V2BF16,
        &[type_attr("srcType")],
        verify_f8x2_to_bf16x2
    ),
    to_16x2!(
        "nvvm.convert.f6x2.to.f16x2",
        V2I8,
        V2F16,
        &[relu(), type_attr("srcType")],
        verify_f6x2_to_f16x2
    ),
    to_16x2!(
        "nvvm.convert.f4x2.to.f16x2",
        I8,
        V2F16,
        &[relu(), type_attr("srcType")],
        verify_f4x2_to_f16x2
    ),
    f32x2_to_16x2!("nvvm.convert.f32x2.to.f16x2", V2F16, verify_f32x2_to_f16x2),
    f32x2_to_16x2!(
        "nvvm.convert.f32x2.to.bf16x2",
        V2BF16,
        verify_f32x2_to_bf16x2
    ),
    f32x4!("nvvm.convert.f32x4.to.f8x4", V4I8, verify_f32x4_to_f8x4),
    f32x4!("nvvm.convert.f32x4.to.f6x4", V4I8, verify_f32x4_to_f6x4),
    f32x4!("nvvm.convert.f32x4.to.f4x4", I16, verify_f32x4_to_f4x4),
];
