//! The gpu dialect's host-side sparse ops (upstream `GPUOps.td`, the
//! cuSPARSE-backed section): the dense tensor, sparse matrix and SpGEMM
//! descriptor handle types, the transpose, 2:4 pruning and SpGEMM-kind enum
//! attributes, and the ops that create, use and destroy the handles. Each
//! op is asynchronous (`async [%deps]`) and declarative; upstream gives
//! none of them a verifier.

use super::ASYNC_TOKEN;
use crate::common::*;
use tileir_ir::dialect::{
    Arity, AttrDecl, AttrDef, AttrDefault, AttrKind, EnumDef, OpDef, OpRef, Traits, TypeClass,
    TypeConstraint, TypeDef, ValueDecl,
};
use tileir_ir::format::dialect_type;
use tileir_ir::ids::Value;
use tileir_ir::types::TypeData;

pub static TRANSPOSE_MODE: EnumDef = dialect_enum(
    "gpu.mat_transpose_mode",
    &[
        ("NON_TRANSPOSE", 0),
        ("TRANSPOSE", 1),
        ("CONJUGATE_TRANSPOSE", 2),
    ],
)
.generated("::mlir::gpu::TransposeMode");
pub static PRUNE_FLAG: EnumDef = dialect_enum(
    "gpu.prune_2to4_spmat_flag",
    &[("NONE", 0), ("PRUNE_ONLY", 1), ("PRUNE_AND_CHECK", 2)],
)
.generated("::mlir::gpu::Prune2To4SpMatFlag");
pub static SPGEMM_KIND: EnumDef = dialect_enum(
    "gpu.spgemm_work_estimation_or_compute_kind",
    &[("WORK_ESTIMATION", 0), ("COMPUTE", 1)],
)
.generated("::mlir::gpu::SpGEMMWorkEstimationOrComputeKind");

pub const ATTRS: [AttrDef; 3] = [
    bare_enum_attr!(
        "mat_transpose_mode",
        TRANSPOSE_MODE,
        "GPU_TransposeModeAttr"
    ),
    bare_enum_attr!(
        "prune_2to4_spmat_flag",
        PRUNE_FLAG,
        "GPU_Prune2To4SpMatFlagAttr"
    ),
    bare_enum_attr!(
        "spgemm_work_estimation_or_compute_kind",
        SPGEMM_KIND,
        "GPU_SpGEMMWorkEstimationOrComputeKindAttr"
    ),
];

pub const TYPES: [TypeDef; 3] = [
    TypeDef {
        mnemonic: "sparse.dntensor_handle",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "sparse.spmat_handle",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "sparse.spgemmop_handle",
        ..TypeDef::DEFAULT
    },
];

macro_rules! handle {
    ($summary:literal, $name:literal) => {
        TypeConstraint {
            dialect_type: Some($name),
            class: None,
            ..TypeConstraint::buildable(
                $summary,
                |c, t| matches!(c.type_data(t), TypeData::Dialect(d) if c.str(d.name) == $name),
                |c| dialect_type(c, $name, Vec::new()),
            )
        }
    };
}

const DN_TENSOR: TypeConstraint = handle!("dense tensor handle type", "gpu.sparse.dntensor_handle");
const SP_MAT: TypeConstraint = handle!("sparse matrix handle type", "gpu.sparse.spmat_handle");
const SPGEMM_OP: TypeConstraint =
    handle!("SpGEMM operation handle type", "gpu.sparse.spgemmop_handle");
const MEMREF: TypeConstraint = TypeConstraint::new("memref of any type values", |c, t| {
    matches!(c.type_data(t), TypeData::MemRef { .. })
})
.of_class(TypeClass::MemRef);

const DEPS: ValueDecl = many("asyncDependencies", ASYNC_TOKEN);
const TOKEN: ValueDecl = opt("asyncToken", ASYNC_TOKEN);
/// A format after the async dependencies every op here starts with.
macro_rules! async_fmt {
    ($($s:literal),*) => {
        concat!("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) ", $($s),*)
    };
}

const fn mode(name: &'static str) -> AttrDecl {
    AttrDecl::with_default(
        name,
        "transpose mode of sparse matrix supported by sparse tensor ops",
        AttrKind::Dialect("gpu.mat_transpose_mode"),
        AttrDefault::Enum(0),
    )
}
const COMPUTE_TYPE: AttrDecl =
    AttrDecl::new("computeType", "any type attribute", AttrKind::TypeAttr);

/// ODS names every result of an op that declares more than one, the first
/// value of each group taking the group's name (`%spmat, %asyncToken`).
fn group_names(r: OpRef<'_>, set: &mut dyn FnMut(Value, &str)) {
    let Some(def) = r.ctx.op_def(r.body.op_name(r.op)) else {
        return;
    };
    if def.results.len() < 2 {
        return;
    }
    let n = r.body.num_results(r.op);
    let sizes: Vec<usize> = match attr(r, "resultSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
    {
        Some(v) => v.iter().map(|&s| s.max(0) as usize).collect(),
        None => {
            // At most one optional or variadic group: it takes what the
            // single results leave.
            let singles = def
                .results
                .iter()
                .filter(|d| d.arity == Arity::Single)
                .count();
            def.results
                .iter()
                .map(|d| match d.arity {
                    Arity::Single => 1,
                    _ => n.saturating_sub(singles),
                })
                .collect()
        }
    };
    let mut at = 0;
    for (d, len) in def.results.iter().zip(sizes) {
        if len > 0 && at < n {
            set(r.body.result(r.op, at), d.name);
        }
        at += len;
    }
}

macro_rules! sparse_op {
    ($name:literal, $operands:expr, $results:expr, $attrs:expr, $format:expr) => {
        sparse_op!($name, Traits::NONE, $operands, $results, $attrs, $format)
    };
    ($name:literal, $traits:expr, $operands:expr, $results:expr, $attrs:expr, $format:expr) => {
        OpDef {
            name: $name,
            traits: $traits,
            operands: $operands,
            results: $results,
            attributes: $attrs,
            format: Some($format),
            result_names: Some(group_names),
            ..OpDef::DEFAULT
        }
    };
}

/// The ops of this module; `gpu.rs` lists them after its own.
pub const OPS: [OpDef; 21] = [
    sparse_op!(
        "gpu.create_dn_tensor",
        Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        &[DEPS, one("memref", MEMREF), many("dims", INDEX)],
        &[one("dnTensor", DN_TENSOR), TOKEN],
        &[],
        async_fmt!("$memref `,` $dims attr-dict `:` type($dims) `into` type($memref)")
    ),
    sparse_op!(
        "gpu.destroy_dn_tensor",
        &[DEPS, one("dnTensor", DN_TENSOR)],
        &[TOKEN],
        &[],
        async_fmt!("$dnTensor attr-dict")
    ),
    sparse_op!(
        "gpu.create_coo",
        &[
            DEPS,
            one("rows", INDEX),
            one("cols", INDEX),
            one("nnz", INDEX),
            one("rowIdxs", MEMREF),
            one("colIdxs", MEMREF),
            one("values", MEMREF)
        ],
        &[one("spmat", SP_MAT), TOKEN],
        &[],
        async_fmt!(
            "$rows `,` $cols `,` $nnz `,` $rowIdxs `,` $colIdxs `,` $values attr-dict ",
            "`:` type($rowIdxs) `,` type($colIdxs) `,` type($values)"
        )
    ),
    sparse_op!(
        "gpu.create_coo_aos",
        &[
            DEPS,
            one("rows", INDEX),
            one("cols", INDEX),
            one("nnz", INDEX),
            one("idxs", MEMREF),
            one("values", MEMREF)
        ],
        &[one("spmat", SP_MAT), TOKEN],
        &[],
        async_fmt!(
            "$rows `,` $cols `,` $nnz `,` $idxs `,` $values attr-dict `:` type($idxs) `,` type($values)"
        )
    ),
    sparse_op!(
        "gpu.create_csr",
        &[
            DEPS,
            one("rows", INDEX),
            one("cols", INDEX),
            one("nnz", INDEX),
            one("rowPos", MEMREF),
            one("colIdxs", MEMREF),
            one("values", MEMREF)
        ],
        &[one("spmat", SP_MAT), TOKEN],
        &[],
        async_fmt!(
            "$rows `,` $cols `,` $nnz `,` $rowPos `,` $colIdxs `,` $values attr-dict ",
            "`:` type($rowPos) `,` type($colIdxs) `,` type($values)"
        )
    ),
    sparse_op!(
        "gpu.create_csc",
        &[
            DEPS,
            one("rows", INDEX),
            one("cols", INDEX),
            one("nnz", INDEX),
            one("colPos", MEMREF),
            one("rowIdxs", MEMREF),
            one("values", MEMREF)
        ],
        &[one("spmat", SP_MAT), TOKEN],
        &[],
        async_fmt!(
            "$rows `,` $cols `,` $nnz `,` $colPos `,` $rowIdxs `,` $values attr-dict ",
            "`:` type($colPos) `,` type($rowIdxs) `,` type($values)"
        )
    ),
    sparse_op!(
        "gpu.create_bsr",
        &[
            DEPS,
            one("brows", INDEX),
            one("bcols", INDEX),
            one("bnnz", INDEX),
            one("rBlockSize", INDEX),
            one("cBlockSize", INDEX),
            one("bRowPos", MEMREF),
            one("bColIdxs", MEMREF),
            one("values", MEMREF)
        ],
        &[one("spmat", SP_MAT), TOKEN],
        &[],
        async_fmt!(
            "$brows `,` $bcols `,` $bnnz `,` $rBlockSize `,` $cBlockSize `,` ",
            "$bRowPos `,` $bColIdxs `,` $values attr-dict ",
            "`:` type($bRowPos) `,` type($bColIdxs) `,` type($values)"
        )
    ),
    sparse_op!(
        "gpu.create_2to4_spmat",
        &[DEPS, one("rows", INDEX), one("cols", INDEX), one("memref", MEMREF)],
        &[one("spMat", SP_MAT), TOKEN],
        &[AttrDecl::with_default(
            "pruneFlag",
            "pruning strategy for 2:4 sparse matrix",
            AttrKind::Dialect("gpu.prune_2to4_spmat_flag"),
            AttrDefault::Enum(2),
        )],
        async_fmt!(
            "`{` $pruneFlag `}` $rows `,` $cols `,` $memref attr-dict `:` type($memref)"
        )
    ),
    sparse_op!(
        "gpu.destroy_sp_mat",
        &[DEPS, one("spmat", SP_MAT)],
        &[TOKEN],
        &[],
        async_fmt!("$spmat attr-dict")
    ),
    sparse_op!(
        "gpu.spmv_buffer_size",
        &[DEPS, one("spmatA", SP_MAT), one("dnX", DN_TENSOR), one("dnY", DN_TENSOR)],
        &[one("bufferSz", INDEX), TOKEN],
        &[mode("modeA"), COMPUTE_TYPE],
        async_fmt!(
            "$spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY attr-dict  `into` $computeType"
        )
    ),
    sparse_op!(
        "gpu.spmv",
        &[
            DEPS,
            one("spmatA", SP_MAT),
            one("dnX", DN_TENSOR),
            one("dnY", DN_TENSOR),
            one("buffer", MEMREF)
        ],
        &[TOKEN],
        &[mode("modeA"), COMPUTE_TYPE],
        async_fmt!(
            "$spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY `,` $buffer attr-dict `:` type($buffer) `into` $computeType"
        )
    ),
    sparse_op!(
        "gpu.spmm_buffer_size",
        Traits::ATTR_SIZED_RESULT_SEGMENTS,
        &[DEPS, one("spmatA", SP_MAT), one("dnmatB", DN_TENSOR), one("dnmatC", DN_TENSOR)],
        &[many("bufferSzs", INDEX), TOKEN],
        &[mode("modeA"), mode("modeB"), COMPUTE_TYPE],
        async_fmt!(
            "$spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC attr-dict `:` type($bufferSzs) `into` $computeType"
        )
    ),
    sparse_op!(
        "gpu.spmm",
        Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        &[
            DEPS,
            one("spmatA", SP_MAT),
            one("dnmatB", DN_TENSOR),
            one("dnmatC", DN_TENSOR),
            many("buffers", MEMREF)
        ],
        &[TOKEN],
        &[mode("modeA"), mode("modeB"), COMPUTE_TYPE],
        async_fmt!(
            "$spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC `,` $buffers attr-dict `:` type($buffers) `into` $computeType"
        )
    ),
    sparse_op!(
        "gpu.sddmm_buffer_size",
        &[DEPS, one("dnmatA", DN_TENSOR), one("dnmatB", DN_TENSOR), one("spmatC", SP_MAT)],
        &[one("bufferSz", INDEX), TOKEN],
        &[mode("modeA"), mode("modeB"), COMPUTE_TYPE],
        async_fmt!(
            "$dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC attr-dict `into` $computeType"
        )
    ),
    sparse_op!(
        "gpu.sddmm",
        &[
            DEPS,
            one("dnmatA", DN_TENSOR),
            one("dnmatB", DN_TENSOR),
            one("spmatC", SP_MAT),
            one("buffer", MEMREF)
        ],
        &[TOKEN],
        &[mode("modeA"), mode("modeB"), COMPUTE_TYPE],
        async_fmt!(
            "$dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $buffer attr-dict `:` type($buffer) `into` $computeType"
        )
    ),
    sparse_op!(
        "gpu.spgemm_create_descr",
        &[DEPS],
        &[one("desc", SPGEMM_OP), TOKEN],
        &[],
        async_fmt!("attr-dict")
    ),
    sparse_op!(
        "gpu.spgemm_destroy_descr",
        &[DEPS, one("desc", SPGEMM_OP)],
        &[TOKEN],
        &[],
        async_fmt!("$desc attr-dict")
    ),
    sparse_op!(
        "gpu.spgemm_work_estimation_or_compute",
        &[
            DEPS,
            one("desc", SPGEMM_OP),
            one("spmatA", SP_MAT),
            one("spmatB", SP_MAT),
            one("spmatC", SP_MAT),
            one("bufferSz", INDEX),
            one("buffer", MEMREF)
        ],
        &[one("bufferSzNew", INDEX), TOKEN],
        &[
            mode("modeA"),
            mode("modeB"),
            COMPUTE_TYPE,
            AttrDecl::new(
                "kind",
                "choose whether spgemm_work_estimation_or_compute does work estimation or compute",
                AttrKind::Dialect("gpu.spgemm_work_estimation_or_compute_kind"),
            )
        ],
        async_fmt!(
            "`{` $kind `}` $spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc `,` $bufferSz `,` $buffer  attr-dict `:` $computeType `into` type($buffer)"
        )
    ),
    sparse_op!(
        "gpu.spgemm_copy",
        &[
            DEPS,
            one("desc", SPGEMM_OP),
            one("spmatA", SP_MAT),
            one("spmatB", SP_MAT),
            one("spmatC", SP_MAT)
        ],
        &[TOKEN],
        &[mode("modeA"), mode("modeB"), COMPUTE_TYPE],
        async_fmt!(
            "$spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc attr-dict `:` $computeType"
        )
    ),
    sparse_op!(
        "gpu.spmat_get_size",
        &[DEPS, one("spmat", SP_MAT)],
        &[one("rows", INDEX), one("cols", INDEX), one("nnz", INDEX), TOKEN],
        &[],
        async_fmt!("$spmat attr-dict")
    ),
    sparse_op!(
        "gpu.set_csr_pointers",
        &[
            DEPS,
            one("spmat", SP_MAT),
            one("positions", MEMREF),
            one("coordinates", MEMREF),
            one("values", MEMREF)
        ],
        &[TOKEN],
        &[],
        async_fmt!(
            "$spmat `,` $positions `,` $coordinates `,` $values attr-dict ",
            "`:` type($positions) `,` type($coordinates) `,` type($values)"
        )
    ),
];
