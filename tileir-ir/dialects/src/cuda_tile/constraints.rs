//! cuda_tile's type constraints as NVIDIA's `Types.td` declares them
//! (`CudaTile_TileOf<[...]>`, `CudaTile_ScalarTileOf<...>`, the type
//! definitions), with the summaries ODS puts in `operand #0 must be ...`
//! messages, and the predicate traits the ops share (`AllTypesMatch`,
//! `TypesMatchWith`, NVIDIA's `AllElementTypeMatch`).

use super::types::{self, tile_parts};
use tileir_ir::context::Context;
use tileir_ir::dialect::{TypeConstraint, TypePredicate};
use tileir_ir::types::{FloatKind, Signedness, Type, TypeData};

// ----- element types -----

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        } => Some(*width),
        _ => None,
    }
}

fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_data(t) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

/// `CudaTile_AnyInt`: i1, i8, i16, i32, i64.
pub fn is_any_int(ctx: &Context, t: Type) -> bool {
    matches!(int_width(ctx, t), Some(1 | 8 | 16 | 32 | 64))
}

/// f16, bf16, f32, f64.
pub fn is_base_float(ctx: &Context, t: Type) -> bool {
    use FloatKind::*;
    matches!(float_kind(ctx, t), Some(F16 | BF16 | F32 | F64))
}

/// `CudaTile_AnyFloat`.
pub fn is_any_float(ctx: &Context, t: Type) -> bool {
    use FloatKind::*;
    matches!(
        float_kind(ctx, t),
        Some(F16 | BF16 | F32 | TF32 | F64 | F8E4M3FN | F8E5M2 | F8E8M0FNU | F4E2M1FN)
    )
}

/// `CudaTile_NumberType`.
pub fn is_number(ctx: &Context, t: Type) -> bool {
    is_any_float(ctx, t) || is_any_int(ctx, t)
}

pub fn is_int_of(ctx: &Context, t: Type, width: u32) -> bool {
    int_width(ctx, t) == Some(width)
}

pub fn is_float_of(ctx: &Context, t: Type, kind: FloatKind) -> bool {
    float_kind(ctx, t) == Some(kind)
}

fn element_is(ctx: &Context, t: Type, pred: impl Fn(Type) -> bool) -> bool {
    tile_parts(ctx, t).is_some_and(|(_, e)| pred(e))
}

fn scalar_element_is(ctx: &Context, t: Type, pred: impl Fn(Type) -> bool) -> bool {
    tile_parts(ctx, t).is_some_and(|(s, e)| s.is_empty() && pred(e))
}

/// A tile whose element satisfies `$elem` (`CudaTile_TileOf`), and its
/// rank-0 form (`CudaTile_ScalarTileOf`).
macro_rules! tile_of {
    ($(#[$m:meta])* $name:ident, $summary:literal, |$ctx:ident, $e:ident| $pred:expr) => {
        $(#[$m])*
        pub const $name: TypeConstraint = TypeConstraint::new($summary, {
            fn check(ctx: &Context, t: Type) -> bool {
                element_is(ctx, t, |$e| {
                    let $ctx = ctx;
                    $pred
                })
            }
            check
        });
    };
}

macro_rules! scalar_tile_of {
    ($(#[$m:meta])* $name:ident, $summary:literal, |$ctx:ident, $e:ident| $pred:expr) => {
        $(#[$m])*
        pub const $name: TypeConstraint = TypeConstraint::new($summary, {
            fn check(ctx: &Context, t: Type) -> bool {
                scalar_element_is(ctx, t, |$e| {
                    let $ctx = ctx;
                    $pred
                })
            }
            check
        });
    };
}

tile_of!(
    /// `CudaTile_IntTileType`.
    INT_TILE,
    "tile of i1 or i8 or i16 or i32 or i64 values",
    |ctx, e| is_any_int(ctx, e)
);
tile_of!(
    /// `CudaTile_IntTileInt64Type`.
    I64_TILE,
    "tile of i64 values",
    |ctx, e| is_int_of(ctx, e, 64)
);
tile_of!(
    /// `CudaTile_TileOf<[CudaTile_Int1]>`.
    I1_TILE,
    "tile of i1 values",
    |ctx, e| is_int_of(ctx, e, 1)
);
tile_of!(
    /// `CudaTile_TileOf<[CudaTile_Int8]>`.
    I8_TILE,
    "tile of i8 values",
    |ctx, e| is_int_of(ctx, e, 8)
);
tile_of!(
    /// `CudaTile_BaseFloatTileType` (and `CudaTile_FmaTile`).
    BASE_FLOAT_TILE,
    "tile of f16 or bf16 or f32 or f64 values",
    |ctx, e| is_base_float(ctx, e)
);
tile_of!(
    /// `CudaTile_FloatTileType`.
    FLOAT_TILE,
    "tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values",
    |ctx, e| is_any_float(ctx, e)
);
tile_of!(
    /// `CudaTile_NumberTileType`.
    NUMBER_TILE,
    "tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values",
    |ctx, e| is_number(ctx, e)
);
tile_of!(
    /// `ExtIOp_IntegerType` / `TruncIOp_IntegerType`: the integers and i4.
    INT_OR_I4_TILE,
    "tile of i1 or i8 or i16 or i32 or i64 or i4 values",
    |ctx, e| is_any_int(ctx, e) || is_int_of(ctx, e, 4)
);
tile_of!(
    /// `PackOp_UnpackedType` / `UnpackOp_UnpackedType`: numbers and i4.
    NUMBER_OR_I4_TILE,
    "tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i4 values",
    |ctx, e| is_number(ctx, e) || is_int_of(ctx, e, 4)
);
tile_of!(
    /// `CudaTile_PointerTileType`.
    POINTER_TILE,
    "tile of Pointer type values",
    |ctx, e| types::is_ptr(ctx, e)
);
tile_of!(
    /// `MmaFOp_OperandTileType`.
    MMAF_OPERAND,
    "mmaf operand tile type of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values",
    |ctx, e| {
        use FloatKind::*;
        matches!(
            float_kind(ctx, e),
            Some(F16 | BF16 | F32 | F64 | TF32 | F8E4M3FN | F8E5M2)
        )
    }
);
tile_of!(
    /// `MmaFOp_ResultTileType`.
    MMAF_RESULT,
    "mmaf acc/result tile type of f16 or f32 or f64 values",
    |ctx, e| {
        use FloatKind::*;
        matches!(float_kind(ctx, e), Some(F16 | F32 | F64))
    }
);
tile_of!(
    /// `MmaFScaledOp_OperandTileType`.
    MMAF_SCALED_OPERAND,
    "mmaf_scaled operand tile type of f8E4M3FN or f8E5M2 or f4E2M1FN values",
    |ctx, e| {
        use FloatKind::*;
        matches!(float_kind(ctx, e), Some(F8E4M3FN | F8E5M2 | F4E2M1FN))
    }
);
tile_of!(
    /// `MmaFScaledOp_ScaleTileType`.
    MMAF_SCALED_SCALE,
    "mmaf_scaled scale tile type of f8E4M3FN or f8E8M0FNU values",
    |ctx, e| {
        use FloatKind::*;
        matches!(float_kind(ctx, e), Some(F8E4M3FN | F8E8M0FNU))
    }
);
tile_of!(
    /// `MmaFScaledOp_ResultTileType`.
    MMAF_SCALED_RESULT,
    "mmaf_scaled result tile type of f32 values",
    |ctx, e| is_float_of(ctx, e, FloatKind::F32)
);
tile_of!(
    /// `MmaIOp_OperandTileType`.
    MMAI_OPERAND,
    "mmai operand tile type of i8 values",
    |ctx, e| is_int_of(ctx, e, 8)
);
tile_of!(
    /// mmai's `acc`.
    MMAI_ACC,
    "mmai acc tile type of i32 values",
    |ctx, e| is_int_of(ctx, e, 32)
);
tile_of!(
    /// mmai's `result`.
    MMAI_RESULT,
    "mmai result tile type of i32 values",
    |ctx, e| is_int_of(ctx, e, 32)
);
tile_of!(
    /// `CudaTile_TileType` (any tile).
    ANY_TILE,
    "Tile type",
    |_ctx, _e| true
);

scalar_tile_of!(
    /// `CudaTile_ScalarTileOf<CudaTile_AnyInt>`.
    SCALAR_INT,
    "0D tile of i1 or i8 or i16 or i32 or i64 values",
    |ctx, e| is_any_int(ctx, e)
);
scalar_tile_of!(
    /// `CudaTile_ScalarTileOf<CudaTile_PointerType>`.
    SCALAR_PTR,
    "0D tile of Pointer type values",
    |ctx, e| types::is_ptr(ctx, e)
);

/// `CudaTile_ScalarTileOf<CudaTile_Int1>` (buildable: formats need not
/// spell it).
pub const SCALAR_I1: TypeConstraint = TypeConstraint::buildable(
    "0D tile of i1 values",
    |ctx, t| scalar_element_is(ctx, t, |e| is_int_of(ctx, e, 1)),
    |ctx| types::tile(ctx, &[], ctx.int_type(1)),
);

/// `CudaTile_ScalarTileOf<CudaTile_Int32>` (buildable).
pub const SCALAR_I32: TypeConstraint = TypeConstraint::buildable(
    "0D tile of i32 values",
    |ctx, t| scalar_element_is(ctx, t, |e| is_int_of(ctx, e, 32)),
    |ctx| types::tile(ctx, &[], ctx.int_type(32)),
);

/// `CudaTile_TokenType` (buildable).
pub const TOKEN: TypeConstraint =
    TypeConstraint::buildable("cuda tile token type", types::is_token, types::token);

/// `CudaTile_TensorViewType`.
pub const TENSOR_VIEW: TypeConstraint =
    TypeConstraint::new("tensor view type", types::is_tensor_view);

/// `CudaTile_TileView` (the view type interface).
pub const TILE_VIEW: TypeConstraint = TypeConstraint::new("TileView instance", types::is_tile_view);

// ----- shared predicates -----

/// NVIDIA's `AllElementTypeMatch<"all of {..} have the same element type", ..>`.
macro_rules! same_element_type {
    ($name:ident, $summary:literal, [$($v:literal),+]) => {
        pub const $name: tileir_ir::dialect::TypePredicate = tileir_ir::dialect::TypePredicate::Custom {
            summary: $summary,
            check: {
                fn check(ctx: &tileir_ir::context::Context, n: &tileir_ir::dialect::NamedTypes<'_>) -> bool {
                    let mut elems = [$($v),+].into_iter().flat_map(|v| n.get(v).iter().copied())
                        .map(|t| $crate::cuda_tile::types::tile_parts(ctx, t).map_or(t, |(_, e)| e));
                    match elems.next() {
                        Some(first) => elems.all(|e| e == first),
                        None => true,
                    }
                }
                check
            },
        };
    };
}
pub(crate) use same_element_type;

/// `TypesMatchWith<"Result type has i1 element type and same shape as
/// operands", "lhs", "result", "getI1SameShape($_self)">` of the comparisons.
pub const RESULT_I1_SAME_SHAPE: TypePredicate = TypePredicate::Custom {
    summary: "Result type has i1 element type and same shape as operands",
    check: |ctx, n| match (n.one("lhs"), n.one("result")) {
        (Some(lhs), Some(result)) => match tile_parts(ctx, lhs) {
            Some((shape, _)) => types::tile(ctx, shape, ctx.int_type(1)) == result,
            None => true,
        },
        _ => true,
    },
};
