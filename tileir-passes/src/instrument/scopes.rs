//! The named scopes of the tileiras binary, spelled exactly as its
//! `.rodata` has them (the seeds' "scope tree the binary emits"): timing
//! reports show them as timers nested in the pass that opens them, and
//! downstream log scrapers match them verbatim, so never respell one. A
//! pass opens a scope with [`crate::run::RunContext::scope`].

/// The whole MLIR-to-NVVM/NVPTX compile.
pub const COMPILE_NVVM: &str = "CompileNVVM";
/// GPU module serialization and the hand-off to the assembler.
pub const SERIALIZE_GPU_MODULE: &str = "SerializeGPUModule";
/// Searching the IR for loops a schedule can be materialized on.
pub const FIND_TARGET_FOR_LOOPS: &str = "IRWalk::findTargetForLoops";
/// Static loop unrolling while materializing a schedule.
pub const UNROLL_STATIC_FOR_LOOP: &str = "Schedule::unrollStaticForLoop";
/// Schedule constraint generation.
pub const TILEAS_GENERATE_SCHEDULE: &str = "TileASGenerateSchedule";
/// TileAS preparation before schedule solving.
pub const TILEAS_PREPARE_FOR_SCHEDULING: &str = "TileASPrepareForScheduling";
/// Loop-shape cleanup before materializing a schedule.
pub const LEGALIZE_LOOP_SCHEDULE: &str = "legalizeLoopScheduleForMaterialization";
/// Writing the scheduler trace (only with `schedule-trace-file`).
pub const DUMP_TRACE: &str = "DumpTraceImpl::run";
/// Unrolling small loops before building the schedule.
pub const UNROLL_SMALL_LOOPS: &str = "unrollSmallLoopsForScheduling";
/// Decomposing one complex op into schedule-friendly IR.
pub const DECOMPOSE_SINGLE_OP: &str = "decomposeSingleOp";
/// Unrolling by an explicit factor.
pub const LOOP_UNROLL_BY_FACTOR: &str = "loopUnrollByFactor";
/// Unrolling by the heuristic.
pub const LOOP_UNROLL_BY_HEURISTIC: &str = "loopUnrollByHeuristic";
/// Splitting tiled view loads/stores into scheduler-friendly forms.
pub const DECOMPOSE_TILED_LOAD_STORE_VIEW: &str = "decomposeTiledLoadStoreView";
/// Refining vector sizes of atom operations.
pub const REFINE_VEC_SIZE_OF_ATOMS: &str = "refineVecSizeOfAtoms";
/// Slicing and fusing loops or regions for scheduling.
pub const SLICE_AND_FUSE: &str = "sliceAndFuse";
/// The TileAS wrapper around slice-and-fuse.
pub const TILEAS_SLICE_AND_FUSE: &str = "TileASSliceAndFuse";
/// Canonicalization inside a scheduler preparation stage.
pub const RUN_CANONICALIZER: &str = "runCanonicalizer";
/// Compacting memory layout metadata.
pub const COMPACT_MEM_LAYOUT: &str = "compactMemLayout";
/// Refreshing box dimensions after layout changes.
pub const REFRESH_BOX_DIM: &str = "refreshBoxDim";
/// Constraints that keep the schedule from spilling registers.
pub const AVOID_REG_SPILLING: &str =
    "ResourceConstraintBuilder::tryAddConstraintToAvoidRegSpilling";

/// Every scope, in the seeds' order (outer phases first).
pub const ALL: &[&str] = &[
    COMPILE_NVVM,
    SERIALIZE_GPU_MODULE,
    FIND_TARGET_FOR_LOOPS,
    UNROLL_STATIC_FOR_LOOP,
    TILEAS_GENERATE_SCHEDULE,
    TILEAS_PREPARE_FOR_SCHEDULING,
    LEGALIZE_LOOP_SCHEDULE,
    DUMP_TRACE,
    UNROLL_SMALL_LOOPS,
    DECOMPOSE_SINGLE_OP,
    LOOP_UNROLL_BY_FACTOR,
    LOOP_UNROLL_BY_HEURISTIC,
    DECOMPOSE_TILED_LOAD_STORE_VIEW,
    REFINE_VEC_SIZE_OF_ATOMS,
    SLICE_AND_FUSE,
    TILEAS_SLICE_AND_FUSE,
    RUN_CANONICALIZER,
    COMPACT_MEM_LAYOUT,
    REFRESH_BOX_DIM,
    AVOID_REG_SPILLING,
];
