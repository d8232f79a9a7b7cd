//! The `nvvm` dialect (upstream `mlir/include/mlir/Dialect/LLVMIR/NVVMOps.td`):
//! NVIDIA's PTX ISA as MLIR ops, the `#nvvm.target` attribute and the
//! dialect's enum attributes ([`enums`]). Ops are grouped by family:
//! special registers, barriers, warp collectives and the rest in [`ops`]
//! (`nvvm.barrier`'s reduction form in [`barrier`]);
//! narrow-float conversions in [`convert`]; bulk and tensor (TMA) copies
//! and prefetch in [`bulk`]; scoped mbarrier ops in [`mbarrier`];
//! ldmatrix/stmatrix, prmt and restricted fences in [`matrix`]; WMMA in
//! [`wmma`]; WGMMA in [`wgmma`]; `mma.sync` and its sparse and
//! block-scaled forms in [`mma`]; tcgen05 and other sm_100 ops in
//! [`tcgen05`]. [`OPS`] joins the families at compile time. The target
//! attribute is in [`target`].
//!
//! Like upstream, the dialect allows unknown operations: an `nvvm.*` name
//! it does not declare parses and prints in generic form.

pub mod barrier;
pub mod bulk;
pub mod convert;
pub mod enums;
pub mod matrix;
pub mod mbarrier;
pub mod mma;
pub mod ops;
mod shared;
pub mod target;
pub mod tcgen05;
pub mod wgmma;
pub mod wmma;

use tileir_ir::dialect::{AttrDef, DialectDef, OpDef, ParamDecl, ParamKind};

use enums::*;

/// An enum attribute of the dialect: `#nvvm<kind value>` (no format) or
/// `#nvvm.kind<value>` (format `` `<` $value `>` ``), with its ODS def name.
macro_rules! enum_attr {
    ($mnemonic:literal, $def:expr, $angled:literal, $ods:literal) => {
        AttrDef {
            mnemonic: $mnemonic,
            ods_name: $ods,
            format: Some(if $angled { "`<` $value `>`" } else { "$value" }),
            params: &[ParamDecl::new("value", ParamKind::Enum(&$def))],
            ..AttrDef::DEFAULT
        }
    };
    ($mnemonic:literal, $def:expr, $angled:literal) => {
        enum_attr!($mnemonic, $def, $angled, "")
    };
}

static ATTRS: &[AttrDef] = &[
    AttrDef {
        mnemonic: "target",
        parse: Some(target::parse),
        print: Some(target::print),
        params: &[
            ParamDecl::new("O", ParamKind::Int),
            ParamDecl::new("triple", ParamKind::String),
            ParamDecl::new("chip", ParamKind::String),
            ParamDecl::new("features", ParamKind::String),
            ParamDecl {
                optional: true,
                ..ParamDecl::new("flags", ParamKind::Attr)
            },
            ParamDecl {
                optional: true,
                ..ParamDecl::new("link", ParamKind::Attr)
            },
            ParamDecl::new("verifyTarget", ParamKind::Bool),
        ],
        ..AttrDef::DEFAULT
    },
    enum_attr!("shfl_kind", SHFL_KIND, false, "ShflKindAttr"),
    enum_attr!("vote_sync_kind", VOTE_SYNC_KIND, false, "VoteSyncKindAttr"),
    enum_attr!("redux_kind", REDUX_KIND, false, "ReduxKindAttr"),
    enum_attr!(
        "action",
        SET_MAX_REGISTER_ACTION,
        false,
        "SetMaxRegisterActionAttr"
    ),
    enum_attr!(
        "grid_dep_action",
        GRID_DEP_ACTION,
        false,
        "GridDepActionAttr"
    ),
    enum_attr!("reduction", BARRIER_REDUCTION, true, "BarrierReductionAttr"),
    enum_attr!("proxy_kind", PROXY_KIND, true, "ProxyKindAttr"),
    enum_attr!("shared_space", SHARED_SPACE, true, "SharedSpaceAttr"),
    enum_attr!("mem_scope", MEM_SCOPE, true, "MemScopeKindAttr"),
    enum_attr!("fp_rnd_mode", FP_ROUNDING_MODE, true, "FPRoundingModeAttr"),
    enum_attr!("sat_mode", SATURATION_MODE, true, "SaturationModeAttr"),
    enum_attr!("memory_space", MEMORY_SPACE, true, "NVVMMemorySpaceAttr"),
    enum_attr!(
        "load_cache_modifier",
        LOAD_CACHE_MODIFIER,
        false,
        "LoadCacheModifierAttr"
    ),
    enum_attr!(
        "cache_eviction_priority",
        CACHE_EVICTION_PRIORITY,
        false,
        "CacheEvictionPriorityAttr"
    ),
    enum_attr!(
        "match_sync_kind",
        MATCH_SYNC_KIND,
        false,
        "MatchSyncKindAttr"
    ),
    enum_attr!("tcgen05_fence", TCGEN05_FENCE, true, "Tcgen05FenceKindAttr"),
    enum_attr!("tcgen05_wait", TCGEN05_WAIT, true, "Tcgen05WaitKindAttr"),
    enum_attr!("tma_load_mode", TMA_LOAD_MODE, true, "TMALoadModeAttr"),
    enum_attr!("tma_store_mode", TMA_STORE_MODE, true, "TMAStoreModeAttr"),
    enum_attr!("cta_group", CTA_GROUP, true, "CTAGroupKindAttr"),
    enum_attr!(
        "prefetch_cache_level",
        PREFETCH_CACHE_LEVEL,
        false,
        "PrefetchCacheLevelAttr"
    ),
    enum_attr!("tma_redux_kind", TMA_REDUX_KIND, true, "TMAReduxKindAttr"),
    enum_attr!(
        "tcgen05_cp_shape",
        TCGEN05_CP_SHAPE,
        true,
        "Tcgen05CpShapeAttr"
    ),
    enum_attr!(
        "tcgen05_cp_multicast",
        TCGEN05_CP_MULTICAST,
        true,
        "Tcgen05CpMulticastAttr"
    ),
    enum_attr!(
        "tcgen05_cp_src_fmt",
        TCGEN05_CP_SRC_FMT,
        true,
        "Tcgen05CpSrcFormatAttr"
    ),
    enum_attr!(
        "tcgen05_ldst_shape",
        TCGEN05_LDST_SHAPE,
        true,
        "Tcgen05LdStShapeAttr"
    ),
    enum_attr!(
        "dot_accumulate_type",
        DOT_ACCUMULATE_TYPE,
        true,
        "DotAccumulateTypeAttr"
    ),
    enum_attr!("permute_mode", PERMUTE_MODE, true, "PermuteModeAttr"),
    enum_attr!("mem_order", MEM_ORDER, true, "MemOrderKindAttr"),
    enum_attr!("mma_layout", MMA_LAYOUT, true, "MMALayoutAttr"),
    enum_attr!("mma_type", MMA_TYPE, true, "MMATypesAttr"),
    enum_attr!("mma_frag", MMA_FRAG, true, "MMAFragAttr"),
    enum_attr!(
        "tcgen05_mma_kind",
        TCGEN05_MMA_KIND,
        true,
        "Tcgen05MMAKindAttr"
    ),
    enum_attr!(
        "tcgen05_mma_collectorop",
        TCGEN05_MMA_COLLECTOROP,
        true,
        "Tcgen05MMACollectorOpAttr"
    ),
    enum_attr!(
        "tcgen05_mma_collectorb",
        TCGEN05_MMA_COLLECTORB,
        true,
        "Tcgen05MMACollectorBBufferAttr"
    ),
    enum_attr!(
        "block_scale_kind",
        BLOCK_SCALE_KIND,
        true,
        "MMABlockScaleKindAttr"
    ),
    enum_attr!(
        "tcgen05_mma_block_scale",
        TCGEN05_MMA_BLOCK_SCALE,
        true,
        "Tcgen05MMABlockScaleAttr"
    ),
    enum_attr!("wgmma_type", WGMMA_TYPE, true, "WGMMATypesAttr"),
    enum_attr!("wgmma_scale_in", WGMMA_SCALE_IN, true, "WGMMAScaleInAttr"),
    enum_attr!(
        "wgmma_scale_out",
        WGMMA_SCALE_OUT,
        true,
        "WGMMAScaleOutAttr"
    ),
    enum_attr!(
        "mma_int_overflow",
        MMA_INT_OVERFLOW,
        true,
        "MMAIntOverflowAttr"
    ),
    enum_attr!("mma_b1op", MMA_B1_OP, true, "MMAB1OpAttr"),
    enum_attr!("mma_kind", MMA_KIND, true, "MMAKindAttr"),
    enum_attr!("scale_vec_size", SCALE_VEC_SIZE, true, "ScaleVecSizeAttr"),
    enum_attr!(
        "block_scale_format",
        BLOCK_SCALE_FORMAT,
        true,
        "BlockScaleFormatAttr"
    ),
    AttrDef {
        mnemonic: "shape",
        format: Some("`<` struct(params) `>`"),
        params: &[
            ParamDecl::new("m", ParamKind::Int),
            ParamDecl::new("n", ParamKind::Int),
            ParamDecl::new("k", ParamKind::Int),
        ],
        ..AttrDef::DEFAULT
    },
    enum_attr!(
        "ld_st_matrix_elt_type",
        LD_ST_MATRIX_ELT_TYPE,
        true,
        "LdStMatrixEltTypeAttr"
    ),
    AttrDef {
        mnemonic: "ld_st_matrix_shape",
        format: Some("`<` struct(params) `>`"),
        params: &[
            ParamDecl::new("m", ParamKind::Int),
            ParamDecl::new("n", ParamKind::Int),
        ],
        ..AttrDef::DEFAULT
    },
    enum_attr!(
        "cluster_launch_control_query_type",
        CLUSTER_LAUNCH_CONTROL_QUERY_TYPE,
        false,
        "ClusterLaunchControlQueryTypeAttr"
    ),
];

/// The op families, in registration order.
const FAMILIES: &[&[OpDef]] = &[
    ops::OPS,
    &convert::OPS,
    &bulk::OPS,
    &tcgen05::OPS,
    &matrix::OPS,
    &mbarrier::OPS,
    &wmma::OPS,
    &wgmma::OPS,
    &mma::OPS,
];

const fn total(parts: &[&[OpDef]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        n += parts[i].len();
        i += 1;
    }
    n
}

/// The families joined into one table at compile time.
const fn join<const N: usize>(parts: &[&[OpDef]]) -> [OpDef; N] {
    let mut out = [OpDef::DEFAULT; N];
    let (mut k, mut i) = (0, 0);
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            out[k] = parts[i][j];
            k += 1;
            j += 1;
        }
        i += 1;
    }
    out
}

/// Every op of the dialect.
pub static OPS: [OpDef; total(FAMILIES)] = join(FAMILIES);

pub static DIALECT: DialectDef = DialectDef {
    name: "nvvm",
    ops: &OPS,
    attributes: ATTRS,
    directives: barrier::DIRECTIVES,
    allows_unknown_ops: true,
    ..DialectDef::DEFAULT
};
