//! The `arith` dialect (`mlir/include/mlir/Dialect/Arith/IR/ArithOps.td`):
//! its ops here, their folders in [`fold`], their canonicalization patterns
//! in [`patterns`].

mod fold;
mod patterns;

use super::common::*;
use tileir_ir::attributes::AttrData;
use tileir_ir::context::Context;
use tileir_ir::dialect::{
    AttrDecl, AttrDef, AttrDefault, AttrKind, DialectDef, EnumDef, EnumSpelling, EnumStorage,
    Interfaces, OpDef, OpRef, ParamDecl, ParamKind, Traits, TypeRelation,
};
use tileir_ir::speculation::{Speculatability, Speculation};
use tileir_ir::types::{Signedness, Type, TypeData};

pub static CMPI_PREDICATE: EnumDef = EnumDef {
    name: "arith.cmpi_predicate",
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    bit: false,
    separator: "",
    storage: EnumStorage::Int(64),
    spelling: EnumSpelling::Unnamed,
};

pub static CMPF_PREDICATE: EnumDef = EnumDef {
    name: "arith.cmpf_predicate",
    cases: &[
        ("false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("true", 15),
    ],
    bit: false,
    separator: "",
    storage: EnumStorage::Int(64),
    spelling: EnumSpelling::Unnamed,
};

pub static FASTMATH: EnumDef = EnumDef {
    name: "arith.fastmath",
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    bit: true,
    separator: ",",
    storage: EnumStorage::Dialect("arith.fastmath"),
    spelling: EnumSpelling::Unnamed,
};

pub static OVERFLOW: EnumDef = EnumDef {
    name: "arith.overflow",
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    bit: true,
    separator: ", ",
    storage: EnumStorage::Dialect("arith.overflow"),
    spelling: EnumSpelling::Unnamed,
};

pub static ROUNDING: EnumDef = EnumDef {
    name: "arith.roundingmode",
    cases: &[
        ("to_nearest_even", 0),
        ("downward", 1),
        ("upward", 2),
        ("toward_zero", 3),
        ("to_nearest_away", 4),
    ],
    bit: false,
    separator: "",
    storage: EnumStorage::Int(32),
    spelling: EnumSpelling::Unnamed,
};

pub static ATOMIC_RMW_KIND: EnumDef = EnumDef {
    name: "arith.atomic_rmw_kind",
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("assign", 2),
        ("maximumf", 3),
        ("maxs", 4),
        ("maxu", 5),
        ("minimumf", 6),
        ("mins", 7),
        ("minu", 8),
        ("mulf", 9),
        ("muli", 10),
        ("ori", 11),
        ("andi", 12),
        ("maxnumf", 13),
        ("minnumf", 14),
        ("xori", 15),
    ],
    bit: false,
    separator: "",
    storage: EnumStorage::Int(64),
    spelling: EnumSpelling::Unnamed,
};

const FASTMATH_ATTR: AttrDecl = AttrDecl::with_default(
    "fastmath",
    "Floating point fast math flags",
    AttrKind::Dialect("arith.fastmath"),
    AttrDefault::Enum(0),
);
const FASTMATH_OPT: AttrDecl = AttrDecl::optional(
    "fastmath",
    "Floating point fast math flags",
    AttrKind::Dialect("arith.fastmath"),
);
const OVERFLOW_ATTR: AttrDecl = AttrDecl::with_default(
    "overflowFlags",
    "Integer overflow arith flags",
    AttrKind::Dialect("arith.overflow"),
    AttrDefault::Enum(0),
);
const EXACT_ATTR: AttrDecl = AttrDecl::optional("isExact", "unit attribute", AttrKind::Unit);
const ROUNDING_ATTR: AttrDecl = AttrDecl::optional(
    "roundingmode",
    "Floating point rounding mode",
    AttrKind::Enum(&ROUNDING),
);

const INT_BIN: &str = "$lhs `,` $rhs attr-dict `:` type($result)";
const INT_BIN_OVF: &str =
    "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)";
const INT_BIN_EXACT: &str = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)";
const FLT_BIN: &str = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const CAST: &str = "$in attr-dict `:` type($in) `to` type($out)";

const INT_OPS: &[tileir_ir::dialect::ValueDecl] = &[
    one("lhs", SIGNLESS_INTEGER_LIKE),
    one("rhs", SIGNLESS_INTEGER_LIKE),
];
const INT_RES: &[tileir_ir::dialect::ValueDecl] = &[one("result", SIGNLESS_INTEGER_LIKE)];
const FLT_OPS: &[tileir_ir::dialect::ValueDecl] = &[one("lhs", FLOAT_LIKE), one("rhs", FLOAT_LIKE)];
const FLT_RES: &[tileir_ir::dialect::ValueDecl] = &[one("result", FLOAT_LIKE)];

const BIN: Traits = Traits::PURE
    .union(Traits::SAME_OPERANDS_AND_RESULT_TYPE)
    .union(Traits::ELEMENTWISE);
const COMM: Traits = BIN.union(Traits::COMMUTATIVE);

type Fold = tileir_ir::fold::FoldFn;

type Patterns = &'static [tileir_ir::dialect::RewritePattern];

const fn folds(fold: Fold) -> Interfaces {
    Interfaces {
        fold: Some(fold),
        ..Interfaces::DEFAULT
    }
}

const fn folds_with(fold: Fold, patterns: Patterns) -> Interfaces {
    Interfaces {
        fold: Some(fold),
        canonicalization_patterns: patterns,
        ..Interfaces::DEFAULT
    }
}

const fn with_patterns(mut def: OpDef, patterns: Patterns) -> OpDef {
    def.interfaces.canonicalization_patterns = patterns;
    def
}

const fn int_bin(name: &'static str, traits: Traits, fold: Fold) -> OpDef {
    OpDef {
        name,
        traits,
        operands: INT_OPS,
        results: INT_RES,
        format: Some(INT_BIN),
        interfaces: folds(fold),
        ..OpDef::DEFAULT
    }
}
const fn int_bin_ovf(name: &'static str, traits: Traits, fold: Fold) -> OpDef {
    OpDef {
        name,
        traits,
        operands: INT_OPS,
        results: INT_RES,
        attributes: &[OVERFLOW_ATTR],
        format: Some(INT_BIN_OVF),
        interfaces: folds(fold),
        ..OpDef::DEFAULT
    }
}
const fn int_bin_exact(name: &'static str, fold: Fold) -> OpDef {
    OpDef {
        name,
        traits: BIN,
        operands: INT_OPS,
        results: INT_RES,
        attributes: &[EXACT_ATTR],
        format: Some(INT_BIN_EXACT),
        interfaces: folds(fold),
        ..OpDef::DEFAULT
    }
}
/// A division that may trap: speculatable only with a constant divisor
/// that cannot make it trap (MLIR's `getSpeculatability` of the divisions).
const fn with_speculation(mut def: OpDef, speculation: Speculation) -> OpDef {
    def.interfaces.speculation = speculation;
    def
}
const UNSIGNED_DIV: Speculation = Speculation::Computed(|r| divisor_speculation(r, false));
const SIGNED_DIV: Speculation = Speculation::Computed(|r| divisor_speculation(r, true));

/// Speculatable when the divisor is a non-zero constant (and, for a signed
/// division, not -1, which overflows on the minimum value).
fn divisor_speculation(r: OpRef<'_>, signed: bool) -> Speculatability {
    let divisor = r
        .body
        .defining_op(r.body.operand(r.op, 1))
        .and_then(|d| tileir_ir::fold::constant_value(r.ctx, r.body, d));
    let safe = match divisor.map(|a| r.ctx.attr_data(a)) {
        Some(AttrData::Integer { ty, value }) => {
            let width = crate::common::int_width(r.ctx, *ty).unwrap_or(64).min(128);
            let mask = if width == 128 {
                u128::MAX
            } else {
                (1u128 << width) - 1
            };
            let bits = value.get() as u128 & mask;
            bits != 0 && !(signed && bits == mask)
        }
        Some(AttrData::WideInteger { .. }) => true,
        _ => false,
    };
    if safe {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}
/// `arith.mulsi_extended` / `arith.mului_extended`: the low and high halves
/// of a full product.
const fn mul_extended(name: &'static str, fold: Fold) -> OpDef {
    const RESULTS: &[tileir_ir::dialect::ValueDecl] = &[
        one("low", SIGNLESS_INTEGER_LIKE),
        one("high", SIGNLESS_INTEGER_LIKE),
    ];
    const RELATIONS: &[TypeRelation] = &[
        TypeRelation::same("lhs", "rhs"),
        TypeRelation::same("lhs", "low"),
        TypeRelation::same("lhs", "high"),
    ];
    OpDef {
        name,
        traits: Traits::PURE
            .union(Traits::COMMUTATIVE)
            .union(Traits::ELEMENTWISE),
        operands: INT_OPS,
        results: RESULTS,
        format: Some("$lhs `,` $rhs attr-dict `:` type($lhs)"),
        type_relations: RELATIONS,
        result_names: Some(ods_names),
        interfaces: folds(fold),
        ..OpDef::DEFAULT
    }
}
const fn flt_bin(name: &'static str, traits: Traits, fold: Fold) -> OpDef {
    OpDef {
        name,
        traits,
        operands: FLT_OPS,
        results: FLT_RES,
        attributes: &[FASTMATH_ATTR],
        format: Some(FLT_BIN),
        interfaces: folds(fold),
        ..OpDef::DEFAULT
    }
}

const CAST_TRAITS: Traits = Traits::PURE
    .union(Traits::ELEMENTWISE)
    .union(Traits::SAME_OPERANDS_AND_RESULT_SHAPE);

// `const fn` cannot build slices from parameters, so each cast lists its
// operand and result declarations through this table instead.
macro_rules! cast_op {
    ($name:literal, $from:expr, $to:expr, $verify:expr, $fold:expr) => {
        OpDef {
            name: $name,
            traits: CAST_TRAITS,
            operands: &[one("in", $from)],
            results: &[one("out", $to)],
            format: Some(CAST),
            verify: $verify,
            interfaces: folds($fold),
            ..OpDef::DEFAULT
        }
    };
    ($name:literal, $from:expr, $to:expr, $verify:expr, $fold:expr, $attrs:expr, $format:expr) => {
        OpDef {
            name: $name,
            traits: CAST_TRAITS,
            operands: &[one("in", $from)],
            results: &[one("out", $to)],
            attributes: $attrs,
            format: Some($format),
            verify: $verify,
            interfaces: folds($fold),
            ..OpDef::DEFAULT
        }
    };
}

// ----- verifiers -----

fn io_types(r: OpRef<'_>) -> (Type, Type) {
    (
        r.body.value_type(r.body.operand(r.op, 0)),
        r.body.value_type(r.body.result(r.op, 0)),
    )
}

fn incompatible(r: OpRef<'_>) -> tileir_ir::diag::Diagnostic {
    let (a, b) = io_types(r);
    err(
        r,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_str(r.ctx, a),
            type_str(r.ctx, b)
        ),
    )
}

fn container_kind(ctx: &Context, t: Type) -> u8 {
    match ctx.type_data(t) {
        TypeData::Vector { .. } => 1,
        TypeData::RankedTensor { .. } => 2,
        TypeData::UnrankedTensor { .. } => 3,
        TypeData::MemRef { .. } => 4,
        _ => 0,
    }
}

fn same_shape(ctx: &Context, a: Type, b: Type) -> bool {
    shape_of(ctx, a) == shape_of(ctx, b) && container_kind(ctx, a) == container_kind(ctx, b)
}

fn widths(r: OpRef<'_>) -> Option<(u32, u32)> {
    let (a, b) = io_types(r);
    if !same_shape(r.ctx, a, b) {
        return None;
    }
    Some((
        int_width(r.ctx, element_type(r.ctx, a))?,
        int_width(r.ctx, element_type(r.ctx, b))?,
    ))
}

fn verify_ext(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    match widths(r) {
        Some((a, b)) if b > a => Ok(()),
        Some(_) => Err(incompatible(r)),
        None => Err(incompatible(r)),
    }
}
fn verify_trunc(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    match widths(r) {
        Some((a, b)) if b < a => Ok(()),
        Some(_) => Err(incompatible(r)),
        None => Err(incompatible(r)),
    }
}
fn verify_compatible_shape(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let (a, b) = io_types(r);
    if same_shape(r.ctx, a, b) {
        Ok(())
    } else {
        Err(incompatible(r))
    }
}
fn verify_bitcast(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    match widths(r) {
        Some((a, b)) if a == b => Ok(()),
        _ => Err(incompatible(r)),
    }
}
fn verify_index_cast(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let (a, b) = io_types(r);
    let (ea, eb) = (element_type(r.ctx, a), element_type(r.ctx, b));
    if same_shape(r.ctx, a, b) && (is_index(r.ctx, ea) != is_index(r.ctx, eb)) {
        Ok(())
    } else {
        Err(incompatible(r))
    }
}

fn verify_constant(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let Some(value) = attr(r, "value") else {
        return Ok(());
    };
    let res = r.body.value_type(r.body.result(r.op, 0));
    let vt = attr_type(r.ctx, value);
    if vt != Some(res) {
        return Err(err(
            r,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    if let AttrData::Integer { .. } | AttrData::WideInteger { .. } = r.ctx.attr_data(value) {
        if !is_signless_int(r.ctx, res) && !is_index(r.ctx, res) {
            return Err(err(r, "integer return type must be signless"));
        }
    }
    Ok(())
}

fn verify_select(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let c = r.body.value_type(r.body.operand(r.op, 0));
    let res = r.body.value_type(r.body.result(r.op, 0));
    if is_i1(r.ctx, c) {
        return Ok(());
    }
    if shape_of(r.ctx, c) != shape_of(r.ctx, res) {
        return Err(err(
            r,
            "expected condition type to have the same shape as the result type",
        ));
    }
    Ok(())
}

// ----- type inference -----

fn i1_like(ctx: &Context, operand: Type) -> Type {
    with_element(ctx, operand, ctx.int_type(1))
}

fn infer_cmp(
    ctx: &Context,
    operands: &[Type],
    _: &[tileir_ir::attributes::NamedAttr],
) -> Option<smallvec::SmallVec<[Type; 2]>> {
    Some(smallvec::smallvec![i1_like(ctx, *operands.first()?)])
}

fn infer_constant(
    ctx: &Context,
    _: &[Type],
    attrs: &[tileir_ir::attributes::NamedAttr],
) -> Option<smallvec::SmallVec<[Type; 2]>> {
    let v = attrs.iter().find(|a| ctx.str(a.name) == "value")?;
    Some(smallvec::smallvec![attr_type(ctx, v.value)?])
}

// ----- result names -----

fn constant_names(r: OpRef<'_>, set: &mut dyn FnMut(tileir_ir::ids::Value, &str)) {
    let res = r.body.result(r.op, 0);
    let ty = r.body.value_type(res);
    let Some(value) = attr(r, "value") else {
        return;
    };
    match r.ctx.attr_data(value) {
        AttrData::Bool(b) => set(res, if *b { "true" } else { "false" }),
        AttrData::Integer { value, ty: aty } => {
            if matches!(r.ctx.type_data(ty), TypeData::Integer { width: 1, .. }) {
                return set(res, if value.get() != 0 { "true" } else { "false" });
            }
            use tileir_ir::printer::{push_i64, push_u32};
            let v = signed_value(r.ctx, *aty, value.get());
            // `c{v}` or `c{v}_{type}`, written directly (no `fmt`): this
            // runs for every constant printed.
            let mut name = String::with_capacity(16);
            name.push('c');
            match i64::try_from(v) {
                Ok(v) => push_i64(&mut name, v),
                Err(_) => name.push_str(&v.to_string()),
            }
            if let TypeData::Integer { width, signedness } = r.ctx.type_data(ty) {
                // The integer type as the printer spells it.
                name.push_str(match signedness {
                    Signedness::Signed => "_si",
                    Signedness::Unsigned => "_ui",
                    Signedness::Signless => "_i",
                });
                push_u32(&mut name, *width);
            }
            set(res, &name)
        }
        AttrData::WideInteger { words, .. } => {
            // `c{value}_{type}`, the value printed signed as APInt's `<<` does.
            let TypeData::Integer { width, signedness } = r.ctx.type_data(ty) else {
                return set(res, "cst");
            };
            let prefix = match signedness {
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
                Signedness::Signless => "i",
            };
            let value = tileir_ir::wide_int::to_decimal(words, *width, false);
            set(res, &format!("c{value}_{prefix}{width}"))
        }
        _ => set(res, "cst"),
    }
}

/// The value as a signed APInt of the type's width prints it.
fn signed_value(ctx: &Context, ty: Type, v: i128) -> i128 {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } if *width < 128 && *width > 0 => {
            let shift = 128 - width;
            (v << shift) >> shift
        }
        _ => v,
    }
}

fn ods_names(r: OpRef<'_>, set: &mut dyn FnMut(tileir_ir::ids::Value, &str)) {
    super::ods_result_names(r, set)
}

// ----- ops -----

static OPS: &[OpDef] = &[
    OpDef {
        name: "arith.constant",
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        results: &[any_one("result")],
        attributes: &[AttrDecl::new("value", "TypedAttr instance", AttrKind::Any)],
        format: Some("attr-dict $value"),
        infer_result_types: Some(infer_constant),
        verify: Some(verify_constant),
        result_names: Some(constant_names),
        interfaces: tileir_ir::dialect::Interfaces {
            fold: Some(crate::common::fold_to_value),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    with_patterns(int_bin_ovf("arith.addi", COMM, fold::addi), patterns::ADDI),
    with_patterns(int_bin_ovf("arith.subi", BIN, fold::subi), patterns::SUBI),
    with_patterns(int_bin_ovf("arith.muli", COMM, fold::muli), patterns::MULI),
    with_speculation(int_bin_exact("arith.divsi", fold::divsi), SIGNED_DIV),
    with_speculation(int_bin_exact("arith.divui", fold::divui), UNSIGNED_DIV),
    with_speculation(int_bin("arith.ceildivsi", BIN, fold::ceildivsi), SIGNED_DIV),
    with_speculation(int_bin("arith.ceildivui", BIN, fold::ceildivui), UNSIGNED_DIV),
    int_bin("arith.floordivsi", BIN, fold::floordivsi),
    int_bin("arith.remsi", BIN, fold::remsi),
    int_bin("arith.remui", BIN, fold::remui),
    with_patterns(int_bin("arith.andi", COMM.union(Traits::IDEMPOTENT), fold::andi), patterns::ANDI),
    with_patterns(int_bin("arith.ori", COMM.union(Traits::IDEMPOTENT), fold::ori), patterns::ORI),
    with_patterns(int_bin("arith.xori", COMM, fold::xori), patterns::XORI),
    int_bin_ovf("arith.shli", BIN, fold::shli),
    int_bin_exact("arith.shrsi", fold::shrsi),
    int_bin_exact("arith.shrui", fold::shrui),
    int_bin("arith.maxsi", COMM, fold::maxsi),
    int_bin("arith.maxui", COMM, fold::maxui),
    int_bin("arith.minsi", COMM, fold::minsi),
    int_bin("arith.minui", COMM, fold::minui),
    with_patterns(mul_extended("arith.mulsi_extended", fold::mulsi_extended), patterns::MULSI_EXTENDED),
    with_patterns(mul_extended("arith.mului_extended", fold::mului_extended), patterns::MULUI_EXTENDED),
    OpDef {
        name: "arith.addui_extended",
        traits: Traits::PURE.union(Traits::COMMUTATIVE).union(Traits::ELEMENTWISE),
        operands: INT_OPS,
        results: &[one("sum", SIGNLESS_INTEGER_LIKE), one("overflow", BOOL_LIKE)],
        format: Some("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"),
        type_relations: &[TypeRelation::same("sum", "lhs"), TypeRelation::same("sum", "rhs")],
        result_names: Some(ods_names),
        interfaces: folds_with(fold::addui_extended, patterns::ADDUI_EXTENDED),
        ..OpDef::DEFAULT
    },
    flt_bin("arith.addf", COMM, fold::addf),
    flt_bin("arith.subf", BIN, fold::subf),
    with_patterns(flt_bin("arith.mulf", COMM, fold::mulf), patterns::MULF),
    with_patterns(flt_bin("arith.divf", BIN, fold::divf), patterns::DIVF),
    flt_bin("arith.remf", BIN, fold::remf),
    flt_bin("arith.maximumf", COMM, fold::maximumf),
    flt_bin("arith.minimumf", COMM, fold::minimumf),
    flt_bin("arith.maxnumf", COMM, fold::maxnumf),
    flt_bin("arith.minnumf", COMM, fold::minnumf),
    OpDef {
        name: "arith.negf",
        traits: BIN,
        operands: &[one("operand", FLOAT_LIKE)],
        results: FLT_RES,
        attributes: &[FASTMATH_ATTR],
        format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        interfaces: folds(fold::negf),
        ..OpDef::DEFAULT
    },
    with_patterns(cast_op!("arith.extui", FIXED_WIDTH_INTEGER_LIKE, FIXED_WIDTH_INTEGER_LIKE, Some(verify_ext), fold::extui), patterns::EXTUI),
    with_patterns(cast_op!("arith.extsi", FIXED_WIDTH_INTEGER_LIKE, FIXED_WIDTH_INTEGER_LIKE, Some(verify_ext), fold::extsi), patterns::EXTSI),
    cast_op!(
        "arith.extf",
        FLOAT_LIKE,
        FLOAT_LIKE,
        Some(verify_ext),
        fold::extf,
        &[FASTMATH_OPT],
        "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
    ),
    with_patterns(
        cast_op!(
        "arith.trunci",
        FIXED_WIDTH_INTEGER_LIKE,
        FIXED_WIDTH_INTEGER_LIKE,
        Some(verify_trunc),
        fold::trunci,
        &[OVERFLOW_ATTR],
        "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"
    ),
        patterns::TRUNCI,
    ),
    with_patterns(
        cast_op!(
        "arith.truncf",
        FLOAT_LIKE,
        FLOAT_LIKE,
        Some(verify_trunc),
        fold::truncf,
        &[ROUNDING_ATTR, FASTMATH_OPT],
        "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
    ),
        patterns::TRUNCF,
    ),
    cast_op!("arith.uitofp", FIXED_WIDTH_INTEGER_LIKE, FLOAT_LIKE, Some(verify_compatible_shape), fold::uitofp),
    cast_op!("arith.sitofp", FIXED_WIDTH_INTEGER_LIKE, FLOAT_LIKE, Some(verify_compatible_shape), fold::sitofp),
    cast_op!("arith.fptoui", FLOAT_LIKE, FIXED_WIDTH_INTEGER_LIKE, Some(verify_compatible_shape), fold::fptoui),
    cast_op!("arith.fptosi", FLOAT_LIKE, FIXED_WIDTH_INTEGER_LIKE, Some(verify_compatible_shape), fold::fptosi),
    with_patterns(cast_op!("arith.index_cast", INDEX_CAST_IN, INDEX_CAST_IN, Some(verify_index_cast), fold::index_cast), patterns::INDEX_CAST),
    with_patterns(cast_op!("arith.index_castui", INDEX_CAST_IN, INDEX_CAST_IN, Some(verify_index_cast), fold::index_castui), patterns::INDEX_CASTUI),
    with_patterns(cast_op!("arith.bitcast", BITCAST_IN, BITCAST_IN, Some(verify_bitcast), fold::bitcast), patterns::BITCAST),
    OpDef {
        name: "arith.scaling_extf",
        traits: CAST_TRAITS,
        operands: &[one("in", FLOAT_LIKE), one("scale", FLOAT_LIKE)],
        results: &[one("out", FLOAT_LIKE)],
        attributes: &[FASTMATH_OPT],
        format: Some(
            "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "arith.scaling_truncf",
        traits: CAST_TRAITS,
        operands: &[one("in", FLOAT_LIKE), one("scale", FLOAT_LIKE)],
        results: &[one("out", FLOAT_LIKE)],
        attributes: &[ROUNDING_ATTR, FASTMATH_OPT],
        format: Some(
            "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "arith.cmpi",
        traits: Traits::PURE.union(Traits::SAME_TYPE_OPERANDS).union(Traits::ELEMENTWISE),
        operands: INT_OPS,
        results: &[one("result", BOOL_LIKE)],
        attributes: &[AttrDecl::new(
            "predicate",
            "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
            AttrKind::Enum(&CMPI_PREDICATE),
        )],
        format: Some("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
        infer_result_types: Some(infer_cmp),
        interfaces: folds_with(fold::cmpi, patterns::CMPI),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "arith.cmpf",
        traits: Traits::PURE.union(Traits::SAME_TYPE_OPERANDS).union(Traits::ELEMENTWISE),
        operands: FLT_OPS,
        results: &[one("result", BOOL_LIKE)],
        attributes: &[
            AttrDecl::new(
                "predicate",
                "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
                AttrKind::Enum(&CMPF_PREDICATE),
            ),
            FASTMATH_ATTR,
        ],
        format: Some("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"),
        infer_result_types: Some(infer_cmp),
        interfaces: folds_with(fold::cmpf, patterns::CMPF),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "arith.select",
        traits: Traits::PURE.union(Traits::ELEMENTWISE),
        operands: &[one("condition", BOOL_LIKE), any_one("true_value"), any_one("false_value")],
        results: &[any_one("result")],
        format: Some("$condition `,` $true_value `,` $false_value attr-dict `:` custom<SelectOpType>(type($condition), type($result))"),
        type_relations: &[TypeRelation::same("result", "true_value"), TypeRelation::same("result", "false_value")],
        verify: Some(verify_select),
        interfaces: folds_with(fold::select, patterns::SELECT),
        ..OpDef::DEFAULT
    },
];

fn index_cast_in(ctx: &Context, t: Type) -> bool {
    signless_integer_like(ctx, t)
        || matches!(ctx.type_data(t), TypeData::MemRef { element, .. } if is_signless_int(ctx, *element) || is_index(ctx, *element))
}
const INDEX_CAST_IN: tileir_ir::dialect::TypeConstraint = tileir_ir::dialect::TypeConstraint::new(
    "signless-integer-like or memref of signless-integer",
    index_cast_in,
);

fn bitcast_in(ctx: &Context, t: Type) -> bool {
    int_or_float_like(ctx, t) && !is_index(ctx, element_type(ctx, t))
}
const BITCAST_IN: tileir_ir::dialect::TypeConstraint = tileir_ir::dialect::TypeConstraint::new(
    "signless-integer-or-float-like or memref of signless-integer or float",
    bitcast_in,
);

/// `custom<SelectOpType>`: `: T` or `: C, T` (condition type only when it is
/// not `i1`).
fn parse_select_type(
    p: &mut dyn tileir_ir::asm::AsmParser,
    args: &mut [tileir_ir::format::CustomArg],
) -> tileir_ir::asm::ParseResult<()> {
    let first = p.parse_type()?;
    let (cond, res) = if p.parse_optional_punct(",") {
        (first, p.parse_type()?)
    } else {
        (p.context().int_type(1), first)
    };
    args[0] = tileir_ir::format::CustomArg::Types(vec![cond]);
    args[1] = tileir_ir::format::CustomArg::Types(vec![res]);
    Ok(())
}

fn print_select_type(
    p: &mut dyn tileir_ir::asm::AsmPrinter,
    _: tileir_ir::ids::OpId,
    args: &[tileir_ir::format::CustomArg],
) {
    use tileir_ir::format::CustomArg;
    if let (CustomArg::Types(c), CustomArg::Types(r)) = (&args[0], &args[1]) {
        if let (Some(&c), Some(&r)) = (c.first(), r.first()) {
            if shape_of(p.context(), c).is_some() {
                p.print_type(c);
                p.write_str(", ");
            }
            p.print_type(r);
        }
    }
}

static ATTRS: &[AttrDef] = &[
    AttrDef {
        mnemonic: "fastmath",
        format: Some("`<` $value `>`"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&FASTMATH))],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "overflow",
        format: Some("`<` $value `>`"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&OVERFLOW))],
        ..AttrDef::DEFAULT
    },
];

/// `ArithInlinerInterface`: every arith op may be inlined.
static INLINER: tileir_ir::call::DialectInliner = inline_ops(false);

pub static DIALECT: DialectDef = DialectDef {
    name: "arith",
    inliner: Some(&INLINER),
    ops: OPS,
    attributes: ATTRS,
    directives: &[tileir_ir::dialect::CustomDirective {
        name: "SelectOpType",
        parse: parse_select_type,
        print: print_select_type,
    }],
    materialize_constant: Some(materialize_constant),
    ..DialectDef::DEFAULT
};

// ----- folding -----

/// `ArithDialect::materializeConstant`: a `ub.poison` of a poison, else an
/// `arith.constant` of an integer, float or elements attribute of exactly
/// `ty` (signless if an integer).
pub(crate) fn materialize_constant(
    rw: &mut tileir_ir::rewriter::Rewriter<'_>,
    value: tileir_ir::attributes::Attribute,
    ty: Type,
    loc: tileir_ir::attributes::Location,
) -> Option<tileir_ir::ids::OpId> {
    let ctx = rw.ctx;
    if crate::ub::is_poison(ctx, value) {
        return Some(crate::ub::create_poison(rw, value, ty, loc));
    }
    let buildable = matches!(
        ctx.attr_data(value),
        AttrData::Integer { .. }
            | AttrData::WideInteger { .. }
            | AttrData::Float { .. }
            | AttrData::Bool(_)
            | AttrData::DenseElements { .. }
            | AttrData::DenseResource { .. }
            | AttrData::SparseElements { .. }
    );
    let signed_int = matches!(ctx.type_data(ty), TypeData::Integer { signedness, .. } if *signedness != Signedness::Signless);
    if !buildable || signed_int || attr_type(ctx, value) != Some(ty) {
        return None;
    }
    let mut state = tileir_ir::body::OperationState::new(ctx.op_name("arith.constant"), loc);
    state.attributes.push(tileir_ir::attributes::NamedAttr {
        name: ctx.static_symbol("value"),
        value,
    });
    state.result_types.push(ty);
    Some(rw.create(state))
}
