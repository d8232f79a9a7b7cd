//! The enums of the `nvvm` dialect (upstream `NVVMOps.td`), each stored as
//! the dialect attribute of the same mnemonic.

use crate::common::dialect_enum;
use tileir_ir::dialect::EnumDef;

pub static SHFL_KIND: EnumDef = dialect_enum(
    "nvvm.shfl_kind",
    &[("bfly", 0), ("up", 1), ("down", 2), ("idx", 3)],
)
.generated("::mlir::NVVM::ShflKind");
pub static VOTE_SYNC_KIND: EnumDef = dialect_enum(
    "nvvm.vote_sync_kind",
    &[("any", 0), ("all", 1), ("ballot", 2), ("uni", 3)],
)
.generated("::mlir::NVVM::VoteSyncKind");
pub static REDUX_KIND: EnumDef = dialect_enum(
    "nvvm.redux_kind",
    &[
        ("add", 1),
        ("and", 2),
        ("max", 3),
        ("min", 4),
        ("or", 5),
        ("umax", 6),
        ("umin", 7),
        ("xor", 8),
        ("fmin", 9),
        ("fmax", 10),
    ],
)
.generated("::mlir::NVVM::ReduxKind");
/// The reduction an `nvvm.barrier` computes over its predicate.
pub static BARRIER_REDUCTION: EnumDef =
    dialect_enum("nvvm.reduction", &[("popc", 0), ("and", 1), ("or", 2)])
        .generated("::mlir::NVVM::BarrierReduction");
pub static SET_MAX_REGISTER_ACTION: EnumDef =
    dialect_enum("nvvm.action", &[("decrease", 1), ("increase", 0)])
        .generated("::mlir::NVVM::SetMaxRegisterAction");
pub static GRID_DEP_ACTION: EnumDef = dialect_enum(
    "nvvm.grid_dep_action",
    &[("wait", 0), ("launch_dependents", 1)],
)
.summarized(
    "::mlir::NVVM::GridDepActionKind",
    "Action kind for grid dependency control",
);
pub static PROXY_KIND: EnumDef = dialect_enum(
    "nvvm.proxy_kind",
    &[
        ("alias", 0),
        ("async", 1),
        ("async.global", 2),
        ("async.shared", 3),
        ("tensormap", 4),
        ("generic", 5),
    ],
)
.generated("::mlir::NVVM::ProxyKind");
pub static SHARED_SPACE: EnumDef = dialect_enum("nvvm.shared_space", &[("cta", 0), ("cluster", 1)])
    .generated("::mlir::NVVM::SharedSpace");
pub static MEM_SCOPE: EnumDef = dialect_enum(
    "nvvm.mem_scope",
    &[("cta", 0), ("cluster", 1), ("gpu", 2), ("sys", 3)],
)
.generated("::mlir::NVVM::MemScopeKind");
pub static FP_ROUNDING_MODE: EnumDef = dialect_enum(
    "nvvm.fp_rnd_mode",
    &[
        ("none", 0),
        ("rn", 1),
        ("rm", 2),
        ("rp", 3),
        ("rz", 4),
        ("rna", 5),
        ("rs", 6),
    ],
)
.generated("::mlir::NVVM::FPRoundingMode");
pub static SATURATION_MODE: EnumDef =
    dialect_enum("nvvm.sat_mode", &[("none", 0), ("satfinite", 1)])
        .generated("::mlir::NVVM::SaturationMode");
pub static MEMORY_SPACE: EnumDef = dialect_enum(
    "nvvm.memory_space",
    &[
        ("generic", 0),
        ("global", 1),
        ("shared", 3),
        ("constant", 4),
        ("local", 5),
        ("tensor", 6),
        ("shared_cluster", 7),
    ],
)
.summarized("::mlir::NVVM::NVVMMemorySpace", "NVVM Memory Space");
pub static LOAD_CACHE_MODIFIER: EnumDef = dialect_enum(
    "nvvm.load_cache_modifier",
    &[("ca", 0), ("cg", 1), ("cs", 2), ("lu", 3), ("cv", 4)],
)
.generated("::mlir::NVVM::LoadCacheModifierKind");
pub static CACHE_EVICTION_PRIORITY: EnumDef = dialect_enum(
    "nvvm.cache_eviction_priority",
    &[
        ("evict_normal", 0),
        ("evict_first", 1),
        ("evict_last", 2),
        ("evict_unchanged", 3),
        ("no_allocate", 4),
    ],
)
.summarized(
    "::mlir::NVVM::CacheEvictionPriority",
    "NVVM Cache Eviction Priority",
);
pub static MATCH_SYNC_KIND: EnumDef =
    dialect_enum("nvvm.match_sync_kind", &[("any", 0), ("all", 1)])
        .generated("::mlir::NVVM::MatchSyncKind");
pub static TCGEN05_FENCE: EnumDef =
    dialect_enum("nvvm.tcgen05_fence", &[("before", 0), ("after", 1)])
        .generated("::mlir::NVVM::Tcgen05FenceKind");
pub static TCGEN05_WAIT: EnumDef = dialect_enum("nvvm.tcgen05_wait", &[("load", 0), ("store", 1)])
    .generated("::mlir::NVVM::Tcgen05WaitKind");
pub static TMA_LOAD_MODE: EnumDef = dialect_enum(
    "nvvm.tma_load_mode",
    &[
        ("tile", 0),
        ("im2col", 1),
        ("im2col_w", 2),
        ("im2col_w_128", 3),
        ("tile_gather4", 4),
    ],
)
.generated("::mlir::NVVM::TMALoadMode");
pub static TMA_STORE_MODE: EnumDef = dialect_enum(
    "nvvm.tma_store_mode",
    &[("tile", 0), ("im2col", 1), ("tile_scatter4", 2)],
)
.generated("::mlir::NVVM::TMAStoreMode");
pub static CTA_GROUP: EnumDef = dialect_enum("nvvm.cta_group", &[("cta_1", 0), ("cta_2", 1)])
    .generated("::mlir::NVVM::CTAGroupKind");
pub static PREFETCH_CACHE_LEVEL: EnumDef =
    dialect_enum("nvvm.prefetch_cache_level", &[("L1", 0), ("L2", 1)]).summarized(
        "::mlir::NVVM::PrefetchCacheLevel",
        "NVVM Prefetch Cache Level",
    );
pub static TMA_REDUX_KIND: EnumDef = dialect_enum(
    "nvvm.tma_redux_kind",
    &[
        ("add", 0),
        ("max", 2),
        ("min", 1),
        ("inc", 3),
        ("dec", 4),
        ("and", 5),
        ("or", 6),
        ("xor", 7),
    ],
)
.generated("::mlir::NVVM::TMAReduxKind");
pub static TCGEN05_CP_SHAPE: EnumDef = dialect_enum(
    "nvvm.tcgen05_cp_shape",
    &[
        ("shape_128x256b", 0),
        ("shape_4x256b", 1),
        ("shape_128x128b", 2),
        ("shape_64x128b", 3),
        ("shape_32x128b", 4),
    ],
)
.generated("::mlir::NVVM::Tcgen05CpShape");
pub static TCGEN05_CP_MULTICAST: EnumDef = dialect_enum(
    "nvvm.tcgen05_cp_multicast",
    &[
        ("none", 0),
        ("warpx2_02_13", 1),
        ("warpx2_01_23", 2),
        ("warpx4", 3),
    ],
)
.generated("::mlir::NVVM::Tcgen05CpMulticast");
pub static TCGEN05_CP_SRC_FMT: EnumDef = dialect_enum(
    "nvvm.tcgen05_cp_src_fmt",
    &[("b6x16_p32", 0), ("b4x16_p64", 1)],
)
.generated("::mlir::NVVM::Tcgen05CpSrcFormat");
pub static TCGEN05_LDST_SHAPE: EnumDef = dialect_enum(
    "nvvm.tcgen05_ldst_shape",
    &[
        ("shape_16x64b", 0),
        ("shape_16x128b", 1),
        ("shape_16x256b", 2),
        ("shape_32x32b", 3),
        ("shape_16x32bx2", 4),
    ],
)
.generated("::mlir::NVVM::Tcgen05LdStShape");
pub static DOT_ACCUMULATE_TYPE: EnumDef = dialect_enum(
    "nvvm.dot_accumulate_type",
    &[("signed", 1), ("unsigned", 0)],
)
.generated("::mlir::NVVM::DotAccumulateType");
pub static CLUSTER_LAUNCH_CONTROL_QUERY_TYPE: EnumDef = dialect_enum(
    "nvvm.cluster_launch_control_query_type",
    &[
        ("is_canceled", 0),
        ("get_first_cta_id_x", 1),
        ("get_first_cta_id_y", 2),
        ("get_first_cta_id_z", 3),
    ],
)
.summarized(
    "::mlir::NVVM::ClusterLaunchControlQueryType",
    "NVVM ClusterLaunchControlQueryType",
);
pub static PERMUTE_MODE: EnumDef = dialect_enum(
    "nvvm.permute_mode",
    &[
        ("default", 0),
        ("f4e", 1),
        ("b4e", 2),
        ("rc8", 3),
        ("ecl", 4),
        ("ecr", 5),
        ("rc16", 6),
    ],
)
.generated("::mlir::NVVM::PermuteMode");
pub static MEM_ORDER: EnumDef = dialect_enum(
    "nvvm.mem_order",
    &[
        ("weak", 0),
        ("relaxed", 1),
        ("acquire", 2),
        ("release", 3),
        ("acq_rel", 4),
        ("sc", 5),
        ("mmio", 6),
        ("volatile", 7),
    ],
)
.generated("::mlir::NVVM::MemOrderKind");
pub static MMA_LAYOUT: EnumDef =
    dialect_enum("nvvm.mma_layout", &[("row", 0), ("col", 1)]).generated("::mlir::NVVM::MMALayout");
pub static LD_ST_MATRIX_ELT_TYPE: EnumDef = dialect_enum(
    "nvvm.ld_st_matrix_elt_type",
    &[
        ("b16", 0),
        ("b8", 1),
        ("b8x16.b6x16_p32", 2),
        ("b8x16.b4x16_p64", 3),
    ],
)
.generated("::mlir::NVVM::LdStMatrixEltType");
pub static MMA_TYPE: EnumDef = dialect_enum(
    "nvvm.mma_type",
    &[
        ("f16", 0),
        ("f32", 1),
        ("tf32", 2),
        ("bf16", 9),
        ("s8", 4),
        ("u8", 3),
        ("s32", 5),
        ("s4", 8),
        ("u4", 7),
        ("b1", 6),
        ("f64", 10),
        ("e4m3", 11),
        ("e5m2", 12),
        ("e3m2", 13),
        ("e2m3", 14),
        ("e2m1", 15),
    ],
)
.generated("::mlir::NVVM::MMATypes");
pub static MMA_FRAG: EnumDef = dialect_enum("nvvm.mma_frag", &[("a", 0), ("b", 1), ("c", 2)])
    .generated("::mlir::NVVM::MMAFrag");
pub static WGMMA_TYPE: EnumDef = dialect_enum(
    "nvvm.wgmma_type",
    &[
        ("f16", 0),
        ("tf32", 1),
        ("u8", 2),
        ("s8", 3),
        ("b1", 4),
        ("bf16", 5),
        ("e4m3", 6),
        ("e5m2", 7),
        ("f32", 8),
        ("s32", 9),
    ],
)
.generated("::mlir::NVVM::WGMMATypes");
pub static WGMMA_SCALE_IN: EnumDef =
    dialect_enum("nvvm.wgmma_scale_in", &[("one", 1), ("neg", -1)])
        .generated("::mlir::NVVM::WGMMAScaleIn");
pub static WGMMA_SCALE_OUT: EnumDef =
    dialect_enum("nvvm.wgmma_scale_out", &[("zero", 0), ("one", 1)])
        .generated("::mlir::NVVM::WGMMAScaleOut");
pub static MMA_INT_OVERFLOW: EnumDef =
    dialect_enum("nvvm.mma_int_overflow", &[("satfinite", 1), ("wrapped", 0)])
        .generated("::mlir::NVVM::MMAIntOverflow");
pub static TCGEN05_MMA_KIND: EnumDef = dialect_enum(
    "nvvm.tcgen05_mma_kind",
    &[("f8f6f4", 2), ("i8", 3), ("f16", 0), ("tf32", 1)],
)
.generated("::mlir::NVVM::Tcgen05MMAKind");
pub static TCGEN05_MMA_COLLECTOROP: EnumDef = dialect_enum(
    "nvvm.tcgen05_mma_collectorop",
    &[("discard", 0), ("lastuse", 1), ("fill", 2), ("use", 3)],
)
.generated("::mlir::NVVM::Tcgen05MMACollectorOp");
pub static TCGEN05_MMA_COLLECTORB: EnumDef = dialect_enum(
    "nvvm.tcgen05_mma_collectorb",
    &[("b0", 0), ("b1", 1), ("b2", 2), ("b3", 3)],
)
.generated("::mlir::NVVM::Tcgen05MMACollectorBBuffer");
pub static BLOCK_SCALE_KIND: EnumDef = dialect_enum(
    "nvvm.block_scale_kind",
    &[("mxf8f6f4", 0), ("mxf4", 1), ("mxf4nvf4", 2)],
)
.generated("::mlir::NVVM::MMABlockScaleKind");
pub static TCGEN05_MMA_BLOCK_SCALE: EnumDef = dialect_enum(
    "nvvm.tcgen05_mma_block_scale",
    &[("default", 0), ("block16", 1), ("block32", 2)],
)
.generated("::mlir::NVVM::Tcgen05MMABlockScale");
pub static MMA_B1_OP: EnumDef = dialect_enum(
    "nvvm.mma_b1op",
    &[("none", 0), ("xor_popc", 1), ("and_popc", 2)],
)
.generated("::mlir::NVVM::MMAB1Op");
pub static MMA_KIND: EnumDef =
    dialect_enum("nvvm.mma_kind", &[("f8f6f4", 0)]).generated("::mlir::NVVM::MMAKind");
pub static SCALE_VEC_SIZE: EnumDef =
    dialect_enum("nvvm.scale_vec_size", &[("x1", 0), ("x2", 1), ("x4", 2)])
        .generated("::mlir::NVVM::ScaleVecSize");
pub static BLOCK_SCALE_FORMAT: EnumDef =
    dialect_enum("nvvm.block_scale_format", &[("ue8m0", 0), ("ue4m3", 1)])
        .generated("::mlir::NVVM::BlockScaleFormat");
