//! The upstream MLIR passes tileiras's pipelines use (and those the
//! pipeline-grammar tests name), registered with upstream MLIR 22's exact
//! contract: argument, class name (what mlir-opt reports in messages and IR
//! dumps), summary, anchor, and options with their types, defaults and help
//! lines as `mlir-opt --help` shows them. `--dump-pass-pipeline` output and
//! `--help` for these passes must equal mlir-opt 22's; a test compares both
//! against the installed mlir-opt.
//!
//! Statistics are those of upstream's pass definitions (a release mlir-opt
//! does not collect them, so they cannot be compared).
//!
//! Analyses: `canonicalize` and `cse` are the cleanup passes tileiras allows
//! between schedule generation and materialization; they declare
//! `ScheduleAnalysis` (and the TileAA analysis) preserved, as the pipeline
//! contract says (see [`crate::schedule_rule`]).

use crate::options::{EnumValue, OptionDef, OptionKind};
use crate::pass::{PassAnchor, PassInfo, PassOrigin, PassStatus, StatisticDef};
use crate::registry::Group;

/// The upstream passes.
pub static GROUP: Group = Group {
    name: "upstream",
    passes: PASSES,
    pipelines: &[],
};

const LONG: OptionKind = OptionKind::Int { bits: 64 };
const UINT: OptionKind = OptionKind::UInt { bits: 32 };
const STRINGS: OptionKind = OptionKind::List(&OptionKind::String);

const fn opt(
    name: &'static str,
    kind: OptionKind,
    default: &'static str,
    description: &'static str,
) -> OptionDef {
    OptionDef {
        name,
        kind,
        default,
        description,
    }
}

const fn stat(name: &'static str, description: &'static str) -> StatisticDef {
    StatisticDef { name, description }
}

/// An upstream pass: op-agnostic unless `anchor` says otherwise,
/// contract-only until its transformation is implemented.
const fn upstream(
    argument: &'static str,
    name: &'static str,
    summary: &'static str,
    options: &'static [OptionDef],
) -> PassInfo {
    PassInfo {
        argument,
        name,
        summary,
        anchor: PassAnchor::Any,
        options,
        statistics: &[],
        preserves: &[],
        requires: &[],
        status: PassStatus::ContractOnly,
        origin: PassOrigin::Upstream,
        create: None,
    }
}

const REGION_SIMPLIFY: &[EnumValue] = &[
    EnumValue {
        name: "disabled",
        value: 0,
        description: "Don't run any control-flow simplification.",
    },
    EnumValue {
        name: "normal",
        value: 1,
        description: "Perform simple control-flow simplifications (e.g. dead args elimination).",
    },
    EnumValue {
        name: "aggressive",
        value: 2,
        description: "Perform aggressive control-flow simplification (e.g. block merging).",
    },
];

const EMISSION_KIND: &[EnumValue] = &[
    EnumValue {
        name: "None",
        value: 0,
        description: "None",
    },
    EnumValue {
        name: "Full",
        value: 1,
        description: "Full",
    },
    EnumValue {
        name: "LineTablesOnly",
        value: 2,
        description: "LineTablesOnly (default)",
    },
    EnumValue {
        name: "DebugDirectivesOnly",
        value: 3,
        description: "DebugDirectivesOnly",
    },
];

const INDEX_BITWIDTH: OptionDef = opt(
    "index-bitwidth",
    UINT,
    "0",
    "Bitwidth of the index type, 0 to use size of machine word",
);

const ALLOW_PATTERN_ROLLBACK: OptionDef = opt(
    "allow-pattern-rollback",
    OptionKind::Bool,
    "true",
    "Experimental performance flag to disallow pattern rollback",
);

/// `canonicalize`'s options (the pass itself: passes/canonicalize.rs).
pub(crate) const CANONICALIZE_OPTIONS: &[OptionDef] = &[
        opt(
            "top-down",
            OptionKind::Bool,
            "true",
            "Seed the worklist in general top-down order",
        ),
        opt(
            "region-simplify",
            OptionKind::Enum(REGION_SIMPLIFY),
            "normal",
            "Perform control flow optimizations to the region tree",
        ),
        opt(
            "max-iterations",
            LONG,
            "10",
            "Max. iterations between applying patterns / simplifying regions",
        ),
        opt(
            "max-num-rewrites",
            LONG,
            "-1",
            "Max. number of pattern rewrites within an iteration",
        ),
        opt(
            "test-convergence",
            OptionKind::Bool,
            "false",
            "Test only: Fail pass on non-convergence to detect cyclic pattern",
        ),
        opt(
            "disable-patterns",
            STRINGS,
            "",
            "Labels of patterns that should be filtered out during application",
        ),
        opt(
            "enable-patterns",
            STRINGS,
            "",
            "Labels of patterns that should be used during application, all other patterns are filtered out",
        ),
];

/// `remove-dead-values`'s options (the pass itself:
/// passes/remove_dead_values.rs).
pub(crate) const REMOVE_DEAD_VALUES_OPTIONS: &[OptionDef] = &[opt(
    "canonicalize",
    OptionKind::Bool,
    "true",
    "Canonicalize region branch ops",
)];

/// The analyses tileiras's schedule cleanup passes keep valid.
pub(crate) const SCHEDULE_CLEANUP_PRESERVES: &[&str] = &["ScheduleAnalysis", "TileAA"];

static PASSES: &[PassInfo] = &[
    // canonicalize is implemented: passes/canonicalize.rs.
    // cse is implemented: passes/cse.rs.
    // inline is implemented: passes/inline.rs.
    // symbol-dce is implemented: passes/symbol_dce.rs.
    // symbol-privatize is implemented: passes/symbol_privatize.rs.
    // loop-invariant-code-motion is implemented: passes/loop_invariant_code_motion.rs.
    upstream(
        "loop-invariant-subset-hoisting",
        "LoopInvariantSubsetHoisting",
        "Hoist loop invariant subset ops outside of the loop",
        &[],
    ),
    // remove-dead-values is implemented: passes/remove_dead_values.rs.
    // snapshot-op-locations, convert-scf-to-cf, reconcile-unrealized-casts and sccp
    // are implemented: passes/snapshot_op_locations.rs, scf_to_cf.rs,
    // reconcile_casts.rs, sccp.rs.
    // control-flow-sink is implemented: passes/control_flow_sink.rs.
    // topological-sort is implemented: passes/topological_sort.rs.
    // strip-debuginfo is implemented: passes/strip_debuginfo.rs.
    // print-ir is implemented: passes/print_ir.rs.
    upstream(
        "print-op-stats",
        "PrintOpStats",
        "Print statistics of operations",
        &[opt(
            "json",
            OptionKind::Bool,
            "false",
            "print the stats as JSON",
        )],
    ),
    PassInfo {
        statistics: &[
            stat("promoted slots", "Total amount of memory slot promoted"),
            stat(
                "new block args",
                "Total amount of new block argument inserted in blocks",
            ),
        ],
        ..upstream(
            "mem2reg",
            "Mem2Reg",
            "Promotes memory slots into values.",
            &[opt(
                "region-simplify",
                OptionKind::Bool,
                "true",
                "Perform control flow optimizations to the region tree",
            )],
        )
    },
    PassInfo {
        statistics: &[
            stat(
                "destructured slots",
                "Total amount of memory slots destructured",
            ),
            stat(
                "slots with memory benefit",
                "Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields",
            ),
            stat(
                "max subelement number",
                "Maximal number of sub-elements a successfully destructured slot initially had",
            ),
        ],
        ..upstream("sroa", "SROA", "Scalar Replacement of Aggregates", &[])
    },
    upstream(
        "generate-runtime-verification",
        "GenerateRuntimeVerification",
        "Generate additional runtime op verification checks",
        &[opt(
            "verbose-level",
            UINT,
            "1",
            "Verbosity level for runtime verification messages: 0 = Minimum (only source location), 1 = Detailed (include full operation details, names, types, shapes, etc.)",
        )],
    ),
    upstream(
        "convert-arith-to-llvm",
        "ArithToLLVMConversionPass",
        "Convert Arith dialect to LLVM dialect",
        &[INDEX_BITWIDTH],
    ),
    PassInfo {
        anchor: PassAnchor::Op("builtin.module"),
        ..upstream(
            "convert-cf-to-llvm",
            "ConvertControlFlowToLLVMPass",
            "Convert ControlFlow operations to the LLVM dialect",
            &[INDEX_BITWIDTH],
        )
    },
    upstream(
        "convert-to-llvm",
        "ConvertToLLVMPass",
        "Convert to LLVM via dialect interfaces found in the input IR",
        &[
            opt(
                "filter-dialects",
                STRINGS,
                "",
                "Test conversion patterns of only the specified dialects",
            ),
            opt(
                "dynamic",
                OptionKind::Bool,
                "false",
                "Use op conversion attributes to configure the conversion",
            ),
            ALLOW_PATTERN_ROLLBACK,
        ],
    ),
    PassInfo {
        anchor: PassAnchor::Op("builtin.module"),
        ..upstream(
            "ensure-debug-info-scope-on-llvm-func",
            "DIScopeForLLVMFuncOpPass",
            "Materialize LLVM debug info subprogram attribute on every LLVMFuncOp",
            &[opt(
                "emission-kind",
                OptionKind::Enum(EMISSION_KIND),
                "LineTablesOnly",
                "Emission kind to generate debug info.",
            )],
        )
    },
    PassInfo {
        anchor: PassAnchor::Op("builtin.module"),
        ..upstream(
            "convert-pdl-to-pdl-interp",
            "ConvertPDLToPDLInterpPass",
            "Convert PDL ops to PDL interpreter ops",
            &[],
        )
    },
];
