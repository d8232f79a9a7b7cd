//! cuda_tile's element-wise ops: float and integer arithmetic, bitwise
//! ops, comparisons, and conversions (`bitcast`, `exti`, `ftof`, ...),
//! with the type constraints, predicate traits and verifiers of NVIDIA's
//! `Ops.td` and `CudaTile.cpp`.

use super::constraints::{
    BASE_FLOAT_TILE, FLOAT_TILE, I1_TILE, I64_TILE, I8_TILE, INT_OR_I4_TILE, INT_TILE,
    NUMBER_OR_I4_TILE, NUMBER_TILE, POINTER_TILE, RESULT_I1_SAME_SHAPE,
};
use super::types::tile_parts;
use super::verify::{self as v, Verdict};
use tileir_ir::context::Context;
use tileir_ir::dialect::{
    one, AttrDecl, AttrDefault, AttrKind, OpDef, OpRef, Traits, TypePredicate, TypeRelation,
    ValueDecl,
};
use tileir_ir::types::{FloatKind, Type, TypeData};

const FLOAT_SRC: &[ValueDecl] = &[one("source", BASE_FLOAT_TILE)];
const FLOAT_BIN: &[ValueDecl] = &[one("lhs", BASE_FLOAT_TILE), one("rhs", BASE_FLOAT_TILE)];
const FLOAT_RESULT: &[ValueDecl] = &[one("result", BASE_FLOAT_TILE)];
const INT_SRC: &[ValueDecl] = &[one("source", INT_TILE)];
const INT_BIN: &[ValueDecl] = &[one("lhs", INT_TILE), one("rhs", INT_TILE)];
const INT_RESULT: &[ValueDecl] = &[one("result", INT_TILE)];
const SAME_SRC: &[TypeRelation] = &[TypeRelation::same("result", "source")];
const SAME_BIN: &[TypeRelation] = &[
    TypeRelation::same("result", "lhs"),
    TypeRelation::same("result", "rhs"),
];
const SRC_MATCH: &[TypePredicate] = &[TypePredicate::AllTypesMatch(&["source", "result"])];
const BIN_MATCH: &[TypePredicate] = &[TypePredicate::AllTypesMatch(&["lhs", "rhs", "result"])];

const ROUNDING: AttrDecl = AttrDecl::new(
    "rounding_mode",
    "rounding mode",
    AttrKind::Dialect("cuda_tile.rounding"),
);
const FTZ: AttrDecl = AttrDecl::optional("flush_to_zero", "unit attribute", AttrKind::Unit);
const PROPAGATE_NAN: AttrDecl =
    AttrDecl::optional("propagate_nan", "unit attribute", AttrKind::Unit);
const OVERFLOW: AttrDecl = AttrDecl::with_default(
    "overflow",
    "integer overflow",
    AttrKind::Dialect("cuda_tile.overflow"),
    AttrDefault::Enum(0),
);
const SIGNEDNESS: AttrDecl = AttrDecl::new(
    "signedness",
    "signedness",
    AttrKind::Dialect("cuda_tile.signedness"),
);
/// A rounding mode defaulting to `full` (exp, tanh).
const ROUNDING_FULL: AttrDecl = AttrDecl::with_default(
    "rounding_mode",
    "rounding mode",
    AttrKind::Dialect("cuda_tile.rounding"),
    AttrDefault::Enum(5),
);

const UNARY_FORMAT: &str = "$source attr-dict `:` custom<CudaTileType>(type($result))";
const BINARY_FORMAT: &str = "$lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))";
const OVERFLOW_FORMAT: &str =
    "$lhs `,` $rhs (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($result))";
const SIGNED_FORMAT: &str =
    "$lhs `,` $rhs custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($result))";
const CAST_FORMAT: &str = "$source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))";
const FTZ_UNARY_FORMAT: &str =
    "$source (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))";

/// `OP %x : T` on float tiles, result type = operand type.
const fn float_unary(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        operands: FLOAT_SRC,
        results: FLOAT_RESULT,
        format: Some(UNARY_FORMAT),
        type_relations: SAME_SRC,
        predicates: SRC_MATCH,
        ..OpDef::DEFAULT
    }
}

/// `OP %x : T` on integer tiles.
const fn int_unary(name: &'static str) -> OpDef {
    OpDef {
        operands: INT_SRC,
        results: INT_RESULT,
        ..float_unary(name)
    }
}

/// `OP %a, %b : T` on float tiles, all types equal.
const fn float_binary(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        operands: FLOAT_BIN,
        results: FLOAT_RESULT,
        format: Some(BINARY_FORMAT),
        type_relations: SAME_BIN,
        predicates: BIN_MATCH,
        ..OpDef::DEFAULT
    }
}

/// `OP %a, %b : T` on integer tiles.
const fn int_binary(name: &'static str) -> OpDef {
    OpDef {
        operands: INT_BIN,
        results: INT_RESULT,
        ..float_binary(name)
    }
}

const fn with(mut def: OpDef, attributes: &'static [AttrDecl], format: &'static str) -> OpDef {
    def.attributes = attributes;
    def.format = Some(format);
    def
}

const fn verified(mut def: OpDef, verify: fn(OpRef<'_>) -> Verdict) -> OpDef {
    def.verify = Some(verify);
    def
}

/// `OP %x : A -> B`.
const fn cast(
    name: &'static str,
    operands: &'static [ValueDecl],
    results: &'static [ValueDecl],
    predicates: &'static [TypePredicate],
) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        operands,
        results,
        format: Some(CAST_FORMAT),
        predicates,
        ..OpDef::DEFAULT
    }
}

const SAME_SHAPE_CAST: &[TypePredicate] = &[TypePredicate::AllShapesMatch(&["source", "result"])];
const SAME_RANK_CAST: &[TypePredicate] = &[TypePredicate::AllRanksMatch(&["source", "result"])];
const SAME_SHAPE_CONVERSION: &[TypePredicate] = &[TypePredicate::AllShapesMatch(&["from", "to"])];

const IEEE_BIN: &str = "$lhs `,` $rhs custom<IEEERoundingMode>($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))";
const MINMAX_F: &str = "$lhs `,` $rhs oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan) attr-dict `:` custom<CudaTileType>(type($result))";

/// `OP %x : A -> B` from `$from` to `$to`, of the same shape.
const fn conversion(
    name: &'static str,
    operands: &'static [ValueDecl],
    results: &'static [ValueDecl],
    attributes: &'static [AttrDecl],
    format: &'static str,
    verify: fn(OpRef<'_>) -> Verdict,
) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        operands,
        results,
        attributes,
        format: Some(format),
        predicates: SAME_SHAPE_CONVERSION,
        verify: Some(verify),
        ..OpDef::DEFAULT
    }
}

pub const OPS: &[OpDef] = &[
    // ----- float unary -----
    OpDef {
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_SHAPE),
        ..float_unary("cuda_tile.absf")
    },
    float_unary("cuda_tile.ceil"),
    float_unary("cuda_tile.floor"),
    float_unary("cuda_tile.cos"),
    float_unary("cuda_tile.cosh"),
    float_unary("cuda_tile.sin"),
    float_unary("cuda_tile.sinh"),
    float_unary("cuda_tile.tan"),
    float_unary("cuda_tile.log"),
    float_unary("cuda_tile.log2"),
    float_unary("cuda_tile.negf"),
    verified(
        with(
            float_unary("cuda_tile.exp"),
            &[ROUNDING_FULL],
            "$source custom<ExpOpRoundingMode>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($result))",
        ),
        verify_approx_or_full,
    ),
    verified(
        with(
            float_unary("cuda_tile.tanh"),
            &[ROUNDING_FULL],
            "$source custom<TanHOpRoundingMode>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($result))",
        ),
        verify_approx_or_full,
    ),
    verified(
        with(float_unary("cuda_tile.exp2"), &[FTZ], FTZ_UNARY_FORMAT),
        v::ftz,
    ),
    verified(
        with(float_unary("cuda_tile.rsqrt"), &[FTZ], FTZ_UNARY_FORMAT),
        v::ftz,
    ),
    verified(
        with(
            float_unary("cuda_tile.sqrt"),
            &[ROUNDING, FTZ],
            "$source custom<SqrtOpRoundingMode>($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))",
        ),
        verify_sqrt,
    ),
    // ----- float binary -----
    verified(
        with(float_binary("cuda_tile.addf"), &[ROUNDING, FTZ], IEEE_BIN),
        v::ieee_rounding_and_ftz,
    ),
    verified(
        with(float_binary("cuda_tile.subf"), &[ROUNDING, FTZ], IEEE_BIN),
        v::ieee_rounding_and_ftz,
    ),
    verified(
        with(float_binary("cuda_tile.mulf"), &[ROUNDING, FTZ], IEEE_BIN),
        v::ieee_rounding_and_ftz,
    ),
    verified(
        with(
            float_binary("cuda_tile.divf"),
            &[ROUNDING, FTZ],
            "$lhs `,` $rhs custom<DivFOpRoundingMode>($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))",
        ),
        verify_divf,
    ),
    float_binary("cuda_tile.remf"),
    OpDef {
        operands: &[one("x", BASE_FLOAT_TILE), one("y", BASE_FLOAT_TILE)],
        format: Some("$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))"),
        type_relations: &[TypeRelation::same("result", "x"), TypeRelation::same("result", "y")],
        predicates: &[TypePredicate::AllTypesMatch(&["x", "y", "result"])],
        ..float_binary("cuda_tile.atan2")
    },
    OpDef {
        operands: &[one("source", BASE_FLOAT_TILE), one("exponent", BASE_FLOAT_TILE)],
        format: Some("$source `,` $exponent attr-dict `:` custom<CudaTileType>(type($result))"),
        type_relations: &[
            TypeRelation::same("result", "source"),
            TypeRelation::same("result", "exponent"),
        ],
        predicates: &[
            TypePredicate::AllTypesMatch(&["result", "source", "exponent"]),
            TypePredicate::AllRanksMatch(&["source", "exponent", "result"]),
        ],
        ..float_binary("cuda_tile.pow")
    },
    verified(
        with(float_binary("cuda_tile.maxf"), &[FTZ, PROPAGATE_NAN], MINMAX_F),
        v::ftz,
    ),
    verified(
        with(float_binary("cuda_tile.minf"), &[FTZ, PROPAGATE_NAN], MINMAX_F),
        v::ftz,
    ),
    OpDef {
        name: "cuda_tile.fma",
        traits: Traits::PURE,
        operands: &[
            one("lhs", BASE_FLOAT_TILE),
            one("rhs", BASE_FLOAT_TILE),
            one("acc", BASE_FLOAT_TILE),
        ],
        results: FLOAT_RESULT,
        attributes: &[ROUNDING, FTZ],
        format: Some("$lhs `,` $rhs `,` $acc custom<IEEERoundingMode>($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))"),
        type_relations: &[
            TypeRelation::same("result", "lhs"),
            TypeRelation::same("result", "rhs"),
            TypeRelation::same("result", "acc"),
        ],
        predicates: &[TypePredicate::AllTypesMatch(&["lhs", "rhs", "acc", "result"])],
        verify: Some(v::ieee_rounding_and_ftz),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.cmpf",
        traits: Traits::PURE,
        operands: FLOAT_BIN,
        results: &[one("result", I1_TILE)],
        attributes: &[
            AttrDecl::new("comparison_predicate", "comparison predicate", AttrKind::Dialect("cuda_tile.comparison_predicate")),
            AttrDecl::new("comparison_ordering", "comparison ordering", AttrKind::Dialect("cuda_tile.comparison_ordering")),
        ],
        format: Some("custom<ComparisonPredicate>($comparison_predicate) custom<ComparisonOrdering>($comparison_ordering) $lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))"),
        type_relations: &[TypeRelation::same("lhs", "rhs")],
        predicates: &[TypePredicate::AllTypesMatch(&["lhs", "rhs"]), RESULT_I1_SAME_SHAPE],
        ..OpDef::DEFAULT
    },
    // ----- integer -----
    OpDef {
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_SHAPE),
        ..int_unary("cuda_tile.absi")
    },
    verified(
        with(
            int_unary("cuda_tile.negi"),
            &[OVERFLOW],
            "$source (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($result))",
        ),
        verify_negi,
    ),
    with(int_binary("cuda_tile.addi"), &[OVERFLOW], OVERFLOW_FORMAT),
    with(int_binary("cuda_tile.subi"), &[OVERFLOW], OVERFLOW_FORMAT),
    with(int_binary("cuda_tile.muli"), &[OVERFLOW], OVERFLOW_FORMAT),
    with(int_binary("cuda_tile.shli"), &[OVERFLOW], OVERFLOW_FORMAT),
    int_binary("cuda_tile.andi"),
    int_binary("cuda_tile.ori"),
    int_binary("cuda_tile.xori"),
    OpDef {
        operands: &[one("x", INT_TILE), one("y", INT_TILE)],
        format: Some("$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))"),
        type_relations: &[TypeRelation::same("result", "x"), TypeRelation::same("result", "y")],
        predicates: &[TypePredicate::AllTypesMatch(&["x", "y", "result"])],
        ..int_binary("cuda_tile.mulhii")
    },
    OpDef {
        traits: Traits::NONE,
        verify: Some(verify_divi),
        ..with(
            int_binary("cuda_tile.divi"),
            &[
                SIGNEDNESS,
                AttrDecl::with_default(
                    "rounding",
                    "rounding mode",
                    AttrKind::Dialect("cuda_tile.rounding"),
                    AttrDefault::Enum(1),
                ),
            ],
            "$lhs `,` $rhs custom<Signedness>($signedness) (`rounding` `` $rounding^)? attr-dict `:` custom<CudaTileType>(type($result))",
        )
    },
    OpDef {
        predicates: &[
            TypePredicate::AllTypesMatch(&["result", "lhs", "rhs"]),
            TypePredicate::AllShapesMatch(&["result", "lhs", "rhs"]),
        ],
        ..with(int_binary("cuda_tile.remi"), &[SIGNEDNESS], SIGNED_FORMAT)
    },
    with(int_binary("cuda_tile.maxi"), &[SIGNEDNESS], SIGNED_FORMAT),
    with(int_binary("cuda_tile.mini"), &[SIGNEDNESS], SIGNED_FORMAT),
    with(int_binary("cuda_tile.shri"), &[SIGNEDNESS], SIGNED_FORMAT),
    OpDef {
        name: "cuda_tile.cmpi",
        traits: Traits::PURE,
        operands: INT_BIN,
        results: &[one("result", I1_TILE)],
        attributes: &[
            AttrDecl::new("comparison_predicate", "comparison predicate", AttrKind::Dialect("cuda_tile.comparison_predicate")),
            SIGNEDNESS,
        ],
        format: Some("custom<ComparisonPredicate>($comparison_predicate) $lhs `,` $rhs `,` custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))"),
        type_relations: &[TypeRelation::same("lhs", "rhs")],
        predicates: &[TypePredicate::AllTypesMatch(&["lhs", "rhs"]), RESULT_I1_SAME_SHAPE],
        ..OpDef::DEFAULT
    },
    // ----- conversions -----
    OpDef {
        verify: Some(verify_bitcast),
        ..cast(
            "cuda_tile.bitcast",
            &[one("source", NUMBER_TILE)],
            &[one("result", NUMBER_TILE)],
            SAME_SHAPE_CAST,
        )
    },
    cast(
        "cuda_tile.int_to_ptr",
        &[one("source", I64_TILE)],
        &[one("result", POINTER_TILE)],
        SAME_SHAPE_CAST,
    ),
    cast(
        "cuda_tile.ptr_to_int",
        &[one("source", POINTER_TILE)],
        &[one("result", I64_TILE)],
        SAME_SHAPE_CAST,
    ),
    cast(
        "cuda_tile.ptr_to_ptr",
        &[one("source", POINTER_TILE)],
        &[one("result", POINTER_TILE)],
        SAME_SHAPE_CAST,
    ),
    OpDef {
        verify: Some(verify_pack_unpack),
        ..cast(
            "cuda_tile.pack",
            &[one("source", NUMBER_OR_I4_TILE)],
            &[one("result", I8_TILE)],
            SAME_RANK_CAST,
        )
    },
    OpDef {
        verify: Some(verify_pack_unpack),
        ..cast(
            "cuda_tile.unpack",
            &[one("source", I8_TILE)],
            &[one("result", NUMBER_OR_I4_TILE)],
            SAME_RANK_CAST,
        )
    },
    conversion(
        "cuda_tile.exti",
        &[one("from", INT_OR_I4_TILE)],
        &[one("to", INT_OR_I4_TILE)],
        &[SIGNEDNESS],
        "$from custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))",
        verify_exti,
    ),
    conversion(
        "cuda_tile.trunci",
        &[one("from", INT_OR_I4_TILE)],
        &[one("to", INT_OR_I4_TILE)],
        &[OVERFLOW],
        "$from (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))",
        verify_trunci,
    ),
    conversion(
        "cuda_tile.ftof",
        &[one("from", FLOAT_TILE)],
        &[one("to", FLOAT_TILE)],
        &[AttrDecl::with_default(
            "rounding_mode",
            "rounding mode",
            AttrKind::Dialect("cuda_tile.rounding"),
            AttrDefault::Enum(0),
        )],
        "$from custom<IEEERoundingMode>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))",
        verify_ftof,
    ),
    conversion(
        "cuda_tile.itof",
        &[one("from", INT_TILE)],
        &[one("to", FLOAT_TILE)],
        &[SIGNEDNESS, ROUNDING],
        "$from custom<Signedness>($signedness) custom<IEEERoundingMode>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))",
        verify_itof,
    ),
    conversion(
        "cuda_tile.ftoi",
        &[one("from", FLOAT_TILE)],
        &[one("to", INT_TILE)],
        &[SIGNEDNESS, ROUNDING],
        "$from custom<Signedness>($signedness) custom<IntegerRoundingMode>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))",
        verify_ftoi,
    ),
];

// ----- verifiers (NVIDIA's CudaTile.cpp) -----

/// exp and tanh: `approx` or `full`, approx on f32 only.
fn verify_approx_or_full(r: OpRef<'_>) -> Verdict {
    let rounding = v::rounding(r, "rounding_mode");
    if !matches!(rounding, "approx" | "full") {
        return v::fail(
            r,
            "invalid rounding mode specified, expect one of [approx, full]",
        );
    }
    v::modifier_on_f32(r, rounding == "approx", "approx")
}

fn verify_sqrt(r: OpRef<'_>) -> Verdict {
    let rounding = v::rounding(r, "rounding_mode");
    if !matches!(
        rounding,
        "nearest_even" | "zero" | "negative_inf" | "positive_inf" | "approx"
    ) {
        return v::fail(
            r,
            "invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx]",
        );
    }
    v::div_sqrt_modifiers(r, rounding == "approx", false)
}

fn verify_divf(r: OpRef<'_>) -> Verdict {
    let rounding = v::rounding(r, "rounding_mode");
    if !matches!(
        rounding,
        "nearest_even" | "zero" | "negative_inf" | "positive_inf" | "approx" | "full"
    ) {
        return v::fail(
            r,
            "invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx, full]",
        );
    }
    v::div_sqrt_modifiers(r, rounding == "approx", rounding == "full")
}

fn verify_divi(r: OpRef<'_>) -> Verdict {
    let rounding = v::rounding(r, "rounding");
    if !matches!(rounding, "zero" | "negative_inf" | "positive_inf") {
        return v::fail(
            r,
            "invalid rounding mode specified, expect one of [zero, negative_inf, positive_inf]",
        );
    }
    // Signedness 0 is `unsigned`.
    if rounding == "negative_inf" && v::enum_attr(r, "signedness") == Some(0) {
        return v::fail(
            r,
            "rounding mode 'negative_inf' is not allowed with 'unsigned' flag",
        );
    }
    Ok(())
}

fn verify_negi(r: OpRef<'_>) -> Verdict {
    // Overflow 2 is `no_unsigned_wrap`: negi has signed semantics.
    if v::enum_attr(r, "overflow") == Some(2) {
        return v::fail(r, "'no_unsigned_wrap' overflow flag is not supported");
    }
    Ok(())
}

/// Bit width of a scalar type as MLIR's `getIntOrFloatBitWidth` gives it.
pub(super) fn bit_width(ctx: &Context, t: Type) -> u32 {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Float(k) => float_width(*k),
        _ => 0,
    }
}

fn float_width(k: FloatKind) -> u32 {
    use FloatKind::*;
    match k {
        F4E2M1FN => 4,
        F6E2M3FN | F6E3M2FN => 6,
        F8E5M2 | F8E4M3 | F8E4M3FN | F8E5M2FNUZ | F8E4M3FNUZ | F8E4M3B11FNUZ | F8E3M4
        | F8E8M0FNU => 8,
        BF16 | F16 => 16,
        TF32 => 19,
        F32 => 32,
        F64 => 64,
        F80 => 80,
        F128 => 128,
    }
}

fn verify_bitcast(r: OpRef<'_>) -> Verdict {
    let (src, res) = (v::operand_type(r, 0), v::result_type(r, 0));
    let (sw, rw) = (
        bit_width(r.ctx, v::element(r.ctx, src)),
        bit_width(r.ctx, v::element(r.ctx, res)),
    );
    if sw == rw {
        return Ok(());
    }
    v::fail(
        r,
        format!(
            "types must be equal width, cannot convert {} of width {sw} to type {} of width {rw}",
            v::quoted(r.ctx, src),
            v::quoted(r.ctx, res)
        ),
    )
}

fn verify_pack_unpack(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let bits = |t: Type| -> u64 {
        let Some((shape, e)) = tile_parts(ctx, t) else {
            return 0;
        };
        let width = match ctx.type_data(e) {
            TypeData::Float(FloatKind::TF32) => 32,
            _ => bit_width(ctx, e),
        };
        shape
            .iter()
            .fold(width as u64, |n, &d| n.saturating_mul(d as u64))
    };
    let (src, res) = (v::operand_type(r, 0), v::result_type(r, 0));
    if v::shape(ctx, src).len() != 1 {
        return v::fail(r, "expects source and result to be rank-1 tiles");
    }
    if bit_width(ctx, v::element(ctx, src)) == bit_width(ctx, v::element(ctx, res)) {
        return v::fail(
            r,
            "expects source and result to have different element type widths",
        );
    }
    let (sb, rb) = (bits(src), bits(res));
    if sb % 8 != 0 {
        return v::fail(r, "expects source tile to be byte-aligned");
    }
    if rb % 8 != 0 {
        return v::fail(r, "expects result tile to be byte-aligned");
    }
    if sb != rb {
        return v::fail(
            r,
            format!(
                "expects source and result to have the same size in bytes, but got source tile size {} bytes and result tile size {} bytes",
                sb / 8,
                rb / 8
            ),
        );
    }
    Ok(())
}

fn int_widths(r: OpRef<'_>) -> (u32, u32) {
    (
        bit_width(r.ctx, v::element(r.ctx, v::operand_type(r, 0))),
        bit_width(r.ctx, v::element(r.ctx, v::result_type(r, 0))),
    )
}

fn verify_exti(r: OpRef<'_>) -> Verdict {
    let (from, to) = int_widths(r);
    if to <= from {
        return v::fail(r, "extending to smaller or identical integer");
    }
    Ok(())
}

fn verify_trunci(r: OpRef<'_>) -> Verdict {
    let (from, to) = int_widths(r);
    if to >= from {
        return v::fail(r, "truncating to larger or identical integer");
    }
    Ok(())
}

fn is_e8m0(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(v::element(ctx, t)),
        TypeData::Float(FloatKind::F8E8M0FNU)
    )
}

fn verify_ftof(r: OpRef<'_>) -> Verdict {
    let (from, to) = (v::operand_type(r, 0), v::result_type(r, 0));
    if from == to {
        return v::fail(r, "converting tiles must not be a no-op");
    }
    let rounding = v::rounding(r, "rounding_mode");
    if is_e8m0(r.ctx, to) {
        if !matches!(rounding, "zero" | "positive_inf") {
            return v::fail(
                r,
                "invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported",
            );
        }
    } else if rounding != "nearest_even" {
        return v::fail(
            r,
            "invalid rounding mode specified. Only 'nearest_even' is supported",
        );
    }
    Ok(())
}

fn verify_itof(r: OpRef<'_>) -> Verdict {
    if is_e8m0(r.ctx, v::result_type(r, 0)) {
        return v::fail(
            r,
            "integer to f8E8M0FNU conversion is not supported, please first convert to another float type",
        );
    }
    if v::rounding(r, "rounding_mode") != "nearest_even" {
        return v::fail(
            r,
            "invalid rounding mode specified. Only 'nearest_even' is supported",
        );
    }
    Ok(())
}

fn verify_ftoi(r: OpRef<'_>) -> Verdict {
    if v::rounding(r, "rounding_mode") != "nearest_int_to_zero" {
        return v::fail(
            r,
            "invalid rounding mode specified. Only 'nearest_int_to_zero' is supported",
        );
    }
    Ok(())
}
