//! cuda_tile's element-wise ops: float and integer arithmetic, bitwise
//! ops, comparisons, and conversions (`bitcast`, `exti`, `ftof`, ...).

use super::TILE;
use tileir_ir::dialect::{
    one, AttrDecl, AttrDefault, AttrKind, OpDef, Traits, TypeRelation, ValueDecl,
};

const SRC: &[ValueDecl] = &[one("source", TILE)];
const BIN: &[ValueDecl] = &[one("lhs", TILE), one("rhs", TILE)];
const RESULT: &[ValueDecl] = &[one("result", TILE)];
const SAME_SRC: &[TypeRelation] = &[TypeRelation::same("result", "source")];
const SAME_BIN: &[TypeRelation] = &[
    TypeRelation::same("result", "lhs"),
    TypeRelation::same("result", "rhs"),
];

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

const UNARY_FORMAT: &str = "$source attr-dict `:` custom<CudaTileType>(type($result))";
const BINARY_FORMAT: &str = "$lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))";
const OVERFLOW_FORMAT: &str =
    "$lhs `,` $rhs (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($result))";
const SIGNED_FORMAT: &str =
    "$lhs `,` $rhs custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($result))";
const CAST_FORMAT: &str = "$source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))";

/// `OP %x : T`, result type = operand type.
const fn unary(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        operands: SRC,
        results: RESULT,
        format: Some(UNARY_FORMAT),
        type_relations: SAME_SRC,
        ..OpDef::DEFAULT
    }
}

/// `OP %a, %b : T`, all types equal.
const fn binary(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        operands: BIN,
        results: RESULT,
        format: Some(BINARY_FORMAT),
        type_relations: SAME_BIN,
        ..OpDef::DEFAULT
    }
}

const fn with(mut def: OpDef, attributes: &'static [AttrDecl], format: &'static str) -> OpDef {
    def.attributes = attributes;
    def.format = Some(format);
    def
}

/// `OP %x : A -> B`.
const fn cast(name: &'static str, operand: &'static str, result: &'static str) -> OpDef {
    let _ = (operand, result);
    OpDef {
        name,
        traits: Traits::PURE,
        operands: SRC,
        results: RESULT,
        format: Some(CAST_FORMAT),
        ..OpDef::DEFAULT
    }
}

const IEEE_BIN: &str = "$lhs `,` $rhs custom<IEEERoundingMode>($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))";
const MINMAX_F: &str = "$lhs `,` $rhs oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan) attr-dict `:` custom<CudaTileType>(type($result))";
const FROM_TO: &[ValueDecl] = &[one("from", TILE)];
const TO: &[ValueDecl] = &[one("to", TILE)];

const fn conversion(
    name: &'static str,
    attributes: &'static [AttrDecl],
    format: &'static str,
) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        operands: FROM_TO,
        results: TO,
        attributes,
        format: Some(format),
        ..OpDef::DEFAULT
    }
}

pub const OPS: &[OpDef] = &[
    // ----- float unary -----
    unary("cuda_tile.absf"),
    unary("cuda_tile.ceil"),
    unary("cuda_tile.floor"),
    unary("cuda_tile.cos"),
    unary("cuda_tile.cosh"),
    unary("cuda_tile.sin"),
    unary("cuda_tile.sinh"),
    unary("cuda_tile.tan"),
    unary("cuda_tile.log"),
    unary("cuda_tile.log2"),
    unary("cuda_tile.negf"),
    with(
        unary("cuda_tile.exp"),
        &[AttrDecl::with_default(
            "rounding_mode",
            "rounding mode",
            AttrKind::Dialect("cuda_tile.rounding"),
            AttrDefault::Enum(5),
        )],
        "$source custom<ExpOpRoundingMode>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($result))",
    ),
    with(
        unary("cuda_tile.tanh"),
        &[AttrDecl::with_default(
            "rounding_mode",
            "rounding mode",
            AttrKind::Dialect("cuda_tile.rounding"),
            AttrDefault::Enum(5),
        )],
        "$source custom<TanHOpRoundingMode>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($result))",
    ),
    with(
        unary("cuda_tile.exp2"),
        &[FTZ],
        "$source (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))",
    ),
    with(
        unary("cuda_tile.rsqrt"),
        &[FTZ],
        "$source (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))",
    ),
    with(
        unary("cuda_tile.sqrt"),
        &[ROUNDING, FTZ],
        "$source custom<SqrtOpRoundingMode>($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))",
    ),
    // ----- float binary -----
    with(binary("cuda_tile.addf"), &[ROUNDING, FTZ], IEEE_BIN),
    with(binary("cuda_tile.subf"), &[ROUNDING, FTZ], IEEE_BIN),
    with(binary("cuda_tile.mulf"), &[ROUNDING, FTZ], IEEE_BIN),
    with(
        binary("cuda_tile.divf"),
        &[ROUNDING, FTZ],
        "$lhs `,` $rhs custom<DivFOpRoundingMode>($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))",
    ),
    binary("cuda_tile.remf"),
    OpDef {
        operands: &[one("x", TILE), one("y", TILE)],
        format: Some("$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))"),
        type_relations: &[TypeRelation::same("result", "x"), TypeRelation::same("result", "y")],
        ..binary("cuda_tile.atan2")
    },
    OpDef {
        operands: &[one("source", TILE), one("exponent", TILE)],
        format: Some("$source `,` $exponent attr-dict `:` custom<CudaTileType>(type($result))"),
        type_relations: &[
            TypeRelation::same("result", "source"),
            TypeRelation::same("result", "exponent"),
        ],
        ..binary("cuda_tile.pow")
    },
    with(binary("cuda_tile.maxf"), &[FTZ, PROPAGATE_NAN], MINMAX_F),
    with(binary("cuda_tile.minf"), &[FTZ, PROPAGATE_NAN], MINMAX_F),
    OpDef {
        name: "cuda_tile.fma",
        traits: Traits::PURE,
        operands: &[one("lhs", TILE), one("rhs", TILE), one("acc", TILE)],
        results: RESULT,
        attributes: &[ROUNDING, FTZ],
        format: Some("$lhs `,` $rhs `,` $acc custom<IEEERoundingMode>($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))"),
        type_relations: &[
            TypeRelation::same("result", "lhs"),
            TypeRelation::same("result", "rhs"),
            TypeRelation::same("result", "acc"),
        ],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.cmpf",
        traits: Traits::PURE,
        operands: BIN,
        results: RESULT,
        attributes: &[
            AttrDecl::new("comparison_predicate", "comparison predicate", AttrKind::Dialect("cuda_tile.comparison_predicate")),
            AttrDecl::new("comparison_ordering", "comparison ordering", AttrKind::Dialect("cuda_tile.comparison_ordering")),
        ],
        format: Some("custom<ComparisonPredicate>($comparison_predicate) custom<ComparisonOrdering>($comparison_ordering) $lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))"),
        type_relations: &[TypeRelation::same("lhs", "rhs")],
        ..OpDef::DEFAULT
    },
    // ----- integer -----
    unary("cuda_tile.absi"),
    with(
        unary("cuda_tile.negi"),
        &[OVERFLOW],
        "$source (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($result))",
    ),
    with(binary("cuda_tile.addi"), &[OVERFLOW], OVERFLOW_FORMAT),
    with(binary("cuda_tile.subi"), &[OVERFLOW], OVERFLOW_FORMAT),
    with(binary("cuda_tile.muli"), &[OVERFLOW], OVERFLOW_FORMAT),
    with(binary("cuda_tile.shli"), &[OVERFLOW], OVERFLOW_FORMAT),
    binary("cuda_tile.andi"),
    binary("cuda_tile.ori"),
    binary("cuda_tile.xori"),
    OpDef {
        operands: &[one("x", TILE), one("y", TILE)],
        format: Some("$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))"),
        type_relations: &[TypeRelation::same("result", "x"), TypeRelation::same("result", "y")],
        ..binary("cuda_tile.mulhii")
    },
    OpDef {
        traits: Traits::NONE,
        ..with(
            binary("cuda_tile.divi"),
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
    with(binary("cuda_tile.remi"), &[SIGNEDNESS], SIGNED_FORMAT),
    with(binary("cuda_tile.maxi"), &[SIGNEDNESS], SIGNED_FORMAT),
    with(binary("cuda_tile.mini"), &[SIGNEDNESS], SIGNED_FORMAT),
    with(binary("cuda_tile.shri"), &[SIGNEDNESS], SIGNED_FORMAT),
    OpDef {
        name: "cuda_tile.cmpi",
        traits: Traits::PURE,
        operands: BIN,
        results: RESULT,
        attributes: &[
            AttrDecl::new("comparison_predicate", "comparison predicate", AttrKind::Dialect("cuda_tile.comparison_predicate")),
            SIGNEDNESS,
        ],
        format: Some("custom<ComparisonPredicate>($comparison_predicate) $lhs `,` $rhs `,` custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))"),
        type_relations: &[TypeRelation::same("lhs", "rhs")],
        ..OpDef::DEFAULT
    },
    // ----- conversions -----
    cast("cuda_tile.bitcast", "source", "result"),
    cast("cuda_tile.int_to_ptr", "source", "result"),
    cast("cuda_tile.ptr_to_int", "source", "result"),
    cast("cuda_tile.ptr_to_ptr", "source", "result"),
    cast("cuda_tile.pack", "source", "result"),
    cast("cuda_tile.unpack", "source", "result"),
    conversion(
        "cuda_tile.exti",
        &[SIGNEDNESS],
        "$from custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))",
    ),
    conversion(
        "cuda_tile.trunci",
        &[OVERFLOW],
        "$from (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))",
    ),
    conversion(
        "cuda_tile.ftof",
        &[AttrDecl::with_default(
            "rounding_mode",
            "rounding mode",
            AttrKind::Dialect("cuda_tile.rounding"),
            AttrDefault::Enum(0),
        )],
        "$from custom<IEEERoundingMode>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))",
    ),
    conversion(
        "cuda_tile.itof",
        &[SIGNEDNESS, ROUNDING],
        "$from custom<Signedness>($signedness) custom<IEEERoundingMode>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))",
    ),
    conversion(
        "cuda_tile.ftoi",
        &[SIGNEDNESS, ROUNDING],
        "$from custom<Signedness>($signedness) custom<IntegerRoundingMode>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))",
    ),
];
