//! The tcgen05 (5th-generation tensor core) memory ops of `nvvm` and a few
//! small sm_100 ops beside them: dot-product accumulate, cluster launch
//! control, bulk store and `memory.barrier`. The tcgen05 verifiers report
//! with upstream's plain `emitError` (no `'op' op` prefix).

use super::super::common::*;
use super::bulk::PTR_SHARED;
use super::enums::TCGEN05_LDST_SHAPE;
use super::shared::{at_loc, enum_of, plain, I16, I64};
use tileir_ir::dialect::{
    AttrDecl, AttrDefault, AttrKind, OpDef, OpErrors, OpRef, TypeClass, TypeConstraint, Verdict,
};
use tileir_ir::types::{Type, TypeData};
use tileir_ir::Context;

type VResult = Result<(), tileir_ir::diag::Diagnostic>;

fn space_is(c: &Context, t: Type, a: i64) -> bool {
    super::super::llvm::types::ptr_address_space(c, t) == Some(a)
}
/// `LLVM_PointerTensor`: printed in full by `type(operands)`.
const PTR_TENSOR: TypeConstraint = TypeConstraint::buildable(
    "LLVM pointer in address space 6",
    |c, t| space_is(c, t, 6),
    |c| super::super::llvm::types::ptr(c, 6),
);
const ANY_PTR_OR_SHARED: TypeConstraint = TypeConstraint::new(
    "LLVM pointer type or LLVM pointer in address space 3",
    |c, t| super::super::llvm::types::ptr_address_space(c, t).is_some(),
);
const PTR_GENERIC_OR_SHARED: TypeConstraint = TypeConstraint::new(
    "LLVM pointer in address space 0 or LLVM pointer in address space 3",
    |c, t| space_is(c, t, 0) || space_is(c, t, 3),
);
const I8: TypeConstraint = TypeConstraint::buildable(
    "8-bit signless integer",
    |c, t| t == c.int_type(8),
    |c| c.int_type(8),
);
const I128: TypeConstraint = TypeConstraint::buildable(
    "128-bit signless integer",
    |c, t| t == c.int_type(128),
    |c| c.int_type(128),
);
const I1_OR_I32: TypeConstraint = TypeConstraint::new(
    "1-bit signless integer or 32-bit signless integer",
    |c, t| t == c.int_type(1) || t == c.int_type(32),
);

/// The number of i32 lanes of `i32` or `vector<Nxi32>`.
fn lanes(c: &Context, t: Type) -> Option<i64> {
    if t == c.int_type(32) {
        return Some(1);
    }
    match c.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            element,
        } if shape.len() == 1 && !scalable[0] && *element == c.int_type(32) => Some(shape[0]),
        _ => None,
    }
}
fn vector_of(c: &Context, t: Type, lens: &[i64], elem: Type) -> bool {
    match c.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => shape.len() == 1 && !scalable[0] && *element == elem && lens.contains(&shape[0]),
        _ => false,
    }
}
const TMEM_DATA: TypeConstraint = TypeConstraint::new(
    "32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128",
    |c, t| t == c.int_type(32) || vector_of(c, t, &[2, 4, 8, 16, 32, 64, 128], c.int_type(32)),
);
const V4I8: TypeConstraint = TypeConstraint::new(
    "vector of 8-bit signless integer values of length 4",
    |c, t| vector_of(c, t, &[4], c.int_type(8)),
)
.of_class(TypeClass::Vector);
const V2I16: TypeConstraint = TypeConstraint::new(
    "vector of 16-bit signless integer values of length 2",
    |c, t| vector_of(c, t, &[2], c.int_type(16)),
)
.of_class(TypeClass::Vector);

const fn group() -> AttrDecl {
    AttrDecl::with_default(
        "group",
        "NVVM CTA group kind",
        AttrKind::Dialect("nvvm.cta_group"),
        AttrDefault::Enum(0),
    )
}
const fn dot_type(name: &'static str) -> AttrDecl {
    AttrDecl::new(
        name,
        "NVVM DotAccumulateType",
        AttrKind::Dialect("nvvm.dot_accumulate_type"),
    )
}
const fn ldst_shape() -> AttrDecl {
    AttrDecl::new("shape", "", AttrKind::Dialect("nvvm.tcgen05_ldst_shape"))
}

fn verify_cp(r: OpRef<'_>) -> VResult {
    let shape = enum_of(r, "shape").unwrap_or(0);
    let multicast = enum_of(r, "multicast").unwrap_or(0);
    match shape {
        // shape_64x128b
        3 if multicast != 1 && multicast != 2 => Err(plain(
            r,
            "Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op",
        )),
        // shape_32x128b
        4 if multicast != 3 => Err(plain(
            r,
            "Shape 32x128b requires multicast warpx4 for tcgen05.cp Op",
        )),
        0..=2 if multicast != 0 => Err(plain(r, "Invalid multicast type for tcgen05.cp Op")),
        _ => Ok(()),
    }
}

/// The i32 lanes a shape allows: `16x128b` needs at least 2, `16x256b` at
/// least 4, and none more than 128.
fn lanes_fit(shape: i64, n: i64) -> bool {
    let min = match shape {
        1 => 2,
        2 => 4,
        _ => 1,
    };
    (min..=128).contains(&n)
}
const SHAPE_16X32BX2: i64 = 4;

/// `tcgen05.ld` / `tcgen05.st`: the offset goes with shape 16x32bx2 (only
/// the load rejects it elsewhere), and the data length must fit the shape.
/// The load reports every failed check, as upstream's verifier does (a
/// misplaced offset and a bad length give two errors); the store its first.
fn verify_ldst(r: OpRef<'_>, data: Type, has_offset: bool, load: bool) -> Verdict {
    let shape = enum_of(r, "shape").unwrap_or(0);
    let mut errors = Vec::new();
    if shape == SHAPE_16X32BX2 && !has_offset {
        errors.push(plain(r, "shape 16x32bx2 requires offset argument"));
    }
    if load && has_offset && shape != SHAPE_16X32BX2 {
        errors.push(plain(
            r,
            "offset argument is only supported for shape 16x32bx2",
        ));
    }
    if !load && !errors.is_empty() {
        return OpErrors::verdict(errors);
    }
    if let Some(n) = lanes(r.ctx, data).filter(|&n| !lanes_fit(shape, n)) {
        let name = TCGEN05_LDST_SHAPE.case_name(shape).unwrap_or("");
        let (what, op) = if load {
            ("result type", "ld")
        } else {
            ("input", "st")
        };
        errors.push(plain(
            r,
            format!("invalid {what} length {n} for shape {name} in tcgen05.{op} Op"),
        ));
    }
    OpErrors::verdict(errors)
}
fn verify_ld(r: OpRef<'_>) -> Verdict {
    let data = r.body.value_type(r.body.result(r.op, 0));
    verify_ldst(r, data, r.body.num_operands(r.op) > 1, true)
}
fn verify_st(r: OpRef<'_>) -> Verdict {
    let data = r.body.value_type(r.body.operand(r.op, 1));
    verify_ldst(r, data, r.body.num_operands(r.op) > 2, false)
}

const PTR_TENSOR_OR_I64: TypeConstraint = TypeConstraint::new(
    "LLVM pointer in address space 6 or 64-bit signless integer",
    |c, t| space_is(c, t, 6) || t == c.int_type(64),
);
const LANE_MASK: TypeConstraint = TypeConstraint::new(
    "fixed-length vector of 32-bit signless integer values of length 4/8",
    |c, t| vector_of(c, t, &[4, 8], c.int_type(32)),
)
.of_class(TypeClass::Vector);

/// `tcgen05.mma` and `tcgen05.mma.sp`: A-shift needs A in tensor memory and no `fill`/`use`
/// collector; the lane mask has 4 words per CTA of the group.
fn verify_mma(r: OpRef<'_>) -> VResult {
    let a_shift = attr(r, "aShift").is_some();
    let a = r.body.value_type(r.body.operand(r.op, 1));
    if a_shift && !space_is(r.ctx, a, 6) {
        return Err(at_loc(
            r,
            "A-shift can be applied only when matrix A is in tensor memory",
        ));
    }
    // `nvvm.tcgen05_mma_collectorop`: fill = 2, use = 3.
    if a_shift && matches!(enum_of(r, "collectorOp"), Some(2 | 3)) {
        return Err(at_loc(
            r,
            "Cannot use collector buffer operation fill or use with ashift",
        ));
    }
    let seg = attr(r, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
        .unwrap_or_default();
    // The lane mask is the last operand group of `mma` and `mma.sp`.
    if seg.last() == Some(&1) {
        let mask = r
            .body
            .value_type(r.body.operand(r.op, r.body.num_operands(r.op) - 1));
        let lanes = match r.ctx.type_data(mask) {
            TypeData::Vector { shape, .. } => shape.first().copied().unwrap_or(0),
            _ => 0,
        };
        let want = if enum_of(r, "ctaGroup") == Some(1) {
            8
        } else {
            4
        };
        if lanes != want {
            return Err(at_loc(
                r,
                format!("Disable Output Lane of length {lanes} is incompatible with CtaGroupAttr"),
            ));
        }
    }
    Ok(())
}

// The attributes the `tcgen05.mma` forms share.
const MMA_KIND: AttrDecl = AttrDecl::new(
    "kind",
    "tcgen05 MMA Supported Types",
    AttrKind::Dialect("nvvm.tcgen05_mma_kind"),
);
const CTA_GROUP: AttrDecl = AttrDecl::new(
    "ctaGroup",
    "NVVM CTA group kind",
    AttrKind::Dialect("nvvm.cta_group"),
);
const COLLECTOR_OP: AttrDecl = AttrDecl::with_default(
    "collectorOp",
    "tcgen05.mma Collector Buffer Operation",
    AttrKind::Dialect("nvvm.tcgen05_mma_collectorop"),
    AttrDefault::Enum(0),
);

/// The inherent attributes of `tcgen05.mma` and `tcgen05.mma.sp`.
const MMA_ATTRS: &[AttrDecl] = &[
    MMA_KIND,
    CTA_GROUP,
    COLLECTOR_OP,
    AttrDecl::optional("aShift", "unit attribute", AttrKind::Unit),
];

/// The attributes of the warp-specialized `tcgen05.mma.ws` forms.
const WS_ATTRS: &[AttrDecl] = &[
    MMA_KIND,
    AttrDecl::with_default(
        "collectorBBuffer",
        "tcgen05 MMA Collector Buffer B",
        AttrKind::Dialect("nvvm.tcgen05_mma_collectorb"),
        AttrDefault::Enum(0),
    ),
    COLLECTOR_OP,
];

/// Block-scaled MMA: `mxf4nvf4` needs an explicit block size, and only it
/// takes `block16`.
fn verify_block_scale(r: OpRef<'_>) -> VResult {
    let kind = enum_of(r, "kind").unwrap_or(0);
    let scale = enum_of(r, "blockScale").unwrap_or(0);
    let name = super::enums::BLOCK_SCALE_KIND.case_name(kind).unwrap_or("");
    // `nvvm.block_scale_kind`: mxf4nvf4 = 2; `nvvm.tcgen05_mma_block_scale`:
    // default = 0, block16 = 1.
    if kind == 2 && scale == 0 {
        return Err(at_loc(r, "mxf4nvf4 requires block scale attribute"));
    }
    if kind != 2 && scale == 1 {
        return Err(at_loc(
            r,
            format!("{name} kind does not support block16 attribute"),
        ));
    }
    Ok(())
}

/// The attributes of the block-scaled `tcgen05.mma` forms.
const BLOCK_SCALE_ATTRS: &[AttrDecl] = &[
    AttrDecl::new(
        "kind",
        "tcgen05 MMA Block Scale Kind",
        AttrKind::Dialect("nvvm.block_scale_kind"),
    ),
    AttrDecl::with_default(
        "blockScale",
        "tcgen05 MMA Block Scale",
        AttrKind::Dialect("nvvm.tcgen05_mma_block_scale"),
        AttrDefault::Enum(0),
    ),
    CTA_GROUP,
    COLLECTOR_OP,
];

fn verify_query_cancel(r: OpRef<'_>) -> VResult {
    let res = r.body.value_type(r.body.result(r.op, 0));
    match enum_of(r, "query_type").unwrap_or(0) {
        0 if res != r.ctx.int_type(1) => Err(err(r, "is_canceled query type returns an i1")),
        1..=3 if res != r.ctx.int_type(32) => Err(err(
            r,
            "get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z query types return an i32",
        )),
        _ => Ok(()),
    }
}

fn verify_st_bulk(r: OpRef<'_>) -> VResult {
    let init = attr(r, "initVal").and_then(|a| match r.ctx.attr_data(a) {
        tileir_ir::AttrData::Integer { value, .. } => Some(value.get() as i64),
        _ => None,
    });
    match init {
        Some(v) if v != 0 => Err(err(r, format!("only 0 is supported for initVal, got {v}"))),
        _ => Ok(()),
    }
}

pub const OPS: [OpDef; 21] = [
    OpDef {
        name: "nvvm.tcgen05.alloc",
        operands: &[one("addr", ANY_PTR_OR_SHARED), one("nCols", I32)],
        attributes: &[group()],
        format: Some("$addr `,` $nCols attr-dict `:` type(operands)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.dealloc",
        operands: &[one("taddr", PTR_TENSOR), one("nCols", I32)],
        attributes: &[group()],
        format: Some("$taddr `,` $nCols attr-dict `:` type(operands)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.relinquish_alloc_permit",
        attributes: &[group()],
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.commit",
        operands: &[one("addr", ANY_PTR_OR_SHARED), opt("multicastMask", I16)],
        attributes: &[group()],
        format: Some(
            "$addr (`,` `multicast_mask` `=` $multicastMask^)? attr-dict `:` type(operands)",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.shift",
        operands: &[one("taddr", PTR_TENSOR)],
        attributes: &[group()],
        format: Some("$taddr attr-dict `:` type(operands)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.cp",
        operands: &[one("taddr", PTR_TENSOR), one("smem_desc", I64)],
        attributes: &[
            AttrDecl::new(
                "shape",
                "tcgen05 cp shapes",
                AttrKind::Dialect("nvvm.tcgen05_cp_shape"),
            ),
            group(),
            AttrDecl::with_default(
                "multicast",
                "tcgen05 cp multicast",
                AttrKind::Dialect("nvvm.tcgen05_cp_multicast"),
                AttrDefault::Enum(0),
            ),
            AttrDecl::optional(
                "srcFormat",
                "tcgen05 cp source format",
                AttrKind::Dialect("nvvm.tcgen05_cp_src_fmt"),
            ),
        ],
        format: Some("$taddr`,` $smem_desc attr-dict"),
        verify: Some(verify_cp),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.mma",
        traits: tileir_ir::dialect::Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("matrixD", PTR_TENSOR),
            one("matrixA", PTR_TENSOR_OR_I64),
            one("matrixB", I64),
            one("idesc", I32),
            one("enableInputD", I1),
            opt("scaleInputD", I64),
            opt("disableOutputLane", LANE_MASK),
        ],
        attributes: MMA_ATTRS,
        format: Some(concat!(
            "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD ",
            "(`scale` `=` $scaleInputD^)? (`mask` `=` $disableOutputLane^)? ",
            "attr-dict `:` `(` type(operands) `)`"
        )),
        verify: Some(verify_mma),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.mma.sp",
        traits: tileir_ir::dialect::Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("matrixD", PTR_TENSOR),
            one("matrixA", PTR_TENSOR_OR_I64),
            one("matrixB", I64),
            one("idesc", I32),
            one("enableInputD", I1),
            one("sparseMetadata", PTR_TENSOR),
            opt("scaleInputD", I64),
            opt("disableOutputLane", LANE_MASK),
        ],
        attributes: MMA_ATTRS,
        format: Some(concat!(
            "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD `,` $sparseMetadata ",
            "(`scale` `=` $scaleInputD^)? (`mask` `=` $disableOutputLane^)? ",
            "attr-dict `:` `(` type(operands) `)`"
        )),
        verify: Some(verify_mma),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.mma.ws",
        operands: &[
            one("matrixD", PTR_TENSOR),
            one("matrixA", PTR_TENSOR_OR_I64),
            one("matrixB", I64),
            one("idesc", I32),
            one("enableInputD", I1),
            opt("zeroColMask", I64),
        ],
        attributes: WS_ATTRS,
        format: Some(concat!(
            "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD ",
            "(`,` $zeroColMask^)? attr-dict `:` `(` type(operands) `)`"
        )),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.mma.ws.sp",
        operands: &[
            one("matrixD", PTR_TENSOR),
            one("matrixA", PTR_TENSOR_OR_I64),
            one("matrixB", I64),
            one("idesc", I32),
            one("enableInputD", I1),
            one("sparseMetadata", PTR_TENSOR),
            opt("zeroColMask", I64),
        ],
        attributes: WS_ATTRS,
        format: Some(concat!(
            "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD `,` $sparseMetadata ",
            "(`,` $zeroColMask^)? attr-dict `:` `(` type(operands) `)`"
        )),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.mma.block_scale",
        operands: &[
            one("matrixD", PTR_TENSOR),
            one("matrixA", PTR_TENSOR_OR_I64),
            one("matrixB", I64),
            one("idesc", I32),
            one("enableInputD", I1),
            one("scaleA", PTR_TENSOR),
            one("scaleB", PTR_TENSOR),
        ],
        attributes: BLOCK_SCALE_ATTRS,
        format: Some(concat!(
            "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD `,` $scaleA `,` $scaleB ",
            "attr-dict `:` `(` type(operands) `)`"
        )),
        verify: Some(verify_block_scale),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.mma.sp.block_scale",
        operands: &[
            one("matrixD", PTR_TENSOR),
            one("matrixA", PTR_TENSOR_OR_I64),
            one("matrixB", I64),
            one("idesc", I32),
            one("enableInputD", I1),
            one("sparseMetadata", PTR_TENSOR),
            one("scaleA", PTR_TENSOR),
            one("scaleB", PTR_TENSOR),
        ],
        attributes: BLOCK_SCALE_ATTRS,
        format: Some(concat!(
            "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD `,` $sparseMetadata `,` ",
            "$scaleA `,` $scaleB attr-dict `:` `(` type(operands) `)`"
        )),
        verify: Some(verify_block_scale),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.mma_smem_desc",
        operands: &[
            one("startAddr", I32),
            one("leadingDimOffset", I32),
            one("strideDimOffset", I32),
            one("baseOffset", I8),
            one("leadingDimMode", I1),
            one("swizzleMode", I8),
        ],
        results: &[one("res", I64)],
        format: Some("`(` operands `)` attr-dict `:` `(` type(operands) `)` `->` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.ld",
        operands: &[one("tmemAddr", PTR_TENSOR), opt("offset", I64)],
        results: &[one("res", TMEM_DATA)],
        attributes: &[
            AttrDecl::optional("pack", "unit attribute", AttrKind::Unit),
            ldst_shape(),
        ],
        format: Some("$tmemAddr (`,` $offset^)? (`pack` $pack^)? attr-dict `:` type($res)"),
        verify_all: Some(verify_ld),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.st",
        operands: &[
            one("tmemAddr", PTR_TENSOR),
            one("val", TMEM_DATA),
            opt("offset", I64),
        ],
        attributes: &[
            AttrDecl::optional("unpack", "unit attribute", AttrKind::Unit),
            ldst_shape(),
        ],
        format: Some(
            "$tmemAddr `,` $val (`,` $offset^)? (`unpack` $unpack^)? attr-dict `:` type($val)",
        ),
        verify_all: Some(verify_st),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.dot.accumulate.4way",
        operands: &[one("a", V4I8), one("b", V4I8), one("c", I32)],
        results: &[one("res", I32)],
        attributes: &[dot_type("a_type"), dot_type("b_type")],
        format: Some("$a $a_type `,` $b $b_type `,` $c attr-dict `:` type($a) `,` type($b)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.dot.accumulate.2way",
        operands: &[one("a", V2I16), one("b", V4I8), one("c", I32)],
        results: &[one("res", I32)],
        attributes: &[
            dot_type("a_type"),
            dot_type("b_type"),
            AttrDecl::new("b_hi", "bool attribute", BOOL_KIND),
        ],
        format: Some("$a $a_type `,` $b $b_type `,` $c attr-dict `:` type($a) `,` type($b)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.clusterlaunchcontrol.try.cancel",
        operands: &[one("smemAddress", PTR_SHARED), one("mbarrier", PTR_SHARED)],
        attributes: &[AttrDecl::optional(
            "multicast",
            "unit attribute",
            AttrKind::Unit,
        )],
        format: Some("(`multicast` $multicast^ `,`)? $smemAddress `,` $mbarrier attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.clusterlaunchcontrol.query.cancel",
        operands: &[one("try_cancel_response", I128)],
        results: &[one("res", I1_OR_I32)],
        attributes: &[AttrDecl::new(
            "query_type",
            "NVVM ClusterLaunchControlQueryType",
            AttrKind::Dialect("nvvm.cluster_launch_control_query_type"),
        )],
        format: Some("`query` `=` $query_type `,` $try_cancel_response attr-dict `:` type($res)"),
        verify: Some(verify_query_cancel),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.st.bulk",
        operands: &[one("addr", PTR_GENERIC_OR_SHARED), one("size", I64)],
        attributes: &[AttrDecl::with_default(
            "initVal",
            "64-bit signless integer attribute",
            I64_KIND,
            AttrDefault::Int(0),
        )],
        format: Some(
            "$addr `,` `size` `=` $size (`,` `init` `=` $initVal^)? attr-dict `:` type($addr)",
        ),
        verify: Some(verify_st_bulk),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.memory.barrier",
        attributes: &[AttrDecl::new(
            "scope",
            "NVVM Memory Scope kind",
            AttrKind::Dialect("nvvm.mem_scope"),
        )],
        format: Some("$scope attr-dict"),
        ..OpDef::DEFAULT
    },
];
