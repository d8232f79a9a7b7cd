//! tileir's own test passes for the instrumentation (`tileir-test-*`; not
//! upstream's test passes): small, predictable effects that IR dumps,
//! timing and verify-each have something to show for — a pass that does
//! nothing, one that marks functions, one that fails, one that breaks the
//! IR, one with named scopes and an analysis, one that runs a dynamic
//! pipeline.

use crate::analysis::{Analysis, AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::instrument::scopes;
use crate::manager::{OpPassManager, PassInstance};
use crate::options::{OptionDef, OptionKind, OptionValues};
use crate::pass::{
    Pass, PassAnchor, PassFailed, PassInfo, PassOrigin, PassResult, PassStatus, StatisticDef,
};
use crate::registry::{registry, Group};
use crate::run::RunContext;
use std::sync::atomic::{AtomicU64, Ordering};
use tileir_ir::Diagnostic;

pub static GROUP: Group = Group {
    name: "tileir-test-instrumentation",
    passes: PASSES,
    pipelines: &[],
};

const FUNC: PassAnchor = PassAnchor::Op("func.func");
const MODULE: PassAnchor = PassAnchor::Op("builtin.module");

const ONLY: OptionDef = OptionDef {
    name: "only",
    kind: OptionKind::String,
    default: "",
    description: "Act only on the function of this name (all when empty)",
};

static PASSES: &[PassInfo] = &[
    PassInfo {
        argument: "tileir-test-module-noop",
        name: "TileirTestModuleNoop",
        summary: "Test pass (instrumentation): does nothing on a module",
        anchor: MODULE,
        status: PassStatus::Implemented,
        origin: PassOrigin::Test,
        create: Some(|_| Ok(Box::new(Noop))),
        ..PassInfo::DEFAULT
    },
    PassInfo {
        argument: "tileir-test-function-noop",
        name: "TileirTestFunctionNoop",
        summary: "Test pass (instrumentation): does nothing on a function",
        anchor: FUNC,
        status: PassStatus::Implemented,
        origin: PassOrigin::Test,
        create: Some(|_| Ok(Box::new(Noop))),
        ..PassInfo::DEFAULT
    },
    PassInfo {
        argument: "tileir-test-function-mark",
        name: "TileirTestFunctionMark",
        summary: "Test pass (instrumentation): sets the unit attribute 'tileir.marked' on functions",
        anchor: FUNC,
        options: std::slice::from_ref(&ONLY),
        statistics: &[StatisticDef {
            name: "num-marked",
            description: "Number of functions marked",
        }],
        status: PassStatus::Implemented,
        origin: PassOrigin::Test,
        create: Some(|o| {
            Ok(Box::new(Mark {
                only: o.get("only").as_str().to_string(),
                marked: AtomicU64::new(0),
            }))
        }),
        ..PassInfo::DEFAULT
    },
    PassInfo {
        argument: "tileir-test-function-fail",
        name: "TileirTestFunctionFail",
        summary: "Test pass (instrumentation): fails on functions",
        anchor: FUNC,
        options: &[
            OptionDef {
                name: "gen-diagnostics",
                kind: OptionKind::Bool,
                default: "false",
                description: "Emit 'illegal operation' on the function",
            },
            ONLY,
        ],
        status: PassStatus::Implemented,
        origin: PassOrigin::Test,
        create: Some(|o| {
            Ok(Box::new(Fail {
                diagnose: o.get("gen-diagnostics").as_bool(),
                only: o.get("only").as_str().to_string(),
            }))
        }),
        ..PassInfo::DEFAULT
    },
    PassInfo {
        argument: "tileir-test-function-break",
        name: "TileirTestFunctionBreak",
        summary: "Test pass (instrumentation): erases a function's terminator, leaving invalid IR",
        anchor: FUNC,
        options: std::slice::from_ref(&ONLY),
        status: PassStatus::Implemented,
        origin: PassOrigin::Test,
        create: Some(|o| {
            Ok(Box::new(Break {
                only: o.get("only").as_str().to_string(),
            }))
        }),
        ..PassInfo::DEFAULT
    },
    PassInfo {
        argument: "tileir-test-function-scopes",
        name: "TileirTestFunctionScopes",
        summary: "Test pass (instrumentation): opens named scopes and computes an analysis",
        anchor: FUNC,
        statistics: &[
            StatisticDef {
                name: "num-ops",
                description: "Number of operations counted",
            },
            StatisticDef {
                name: "num-scopes",
                description: "Number of named scopes opened",
            },
        ],
        status: PassStatus::Implemented,
        origin: PassOrigin::Test,
        create: Some(|_| Ok(Box::<Scopes>::default())),
        ..PassInfo::DEFAULT
    },
    PassInfo {
        argument: "tileir-test-module-dynamic",
        name: "TileirTestModuleDynamic",
        summary: "Test pass (instrumentation): runs func.func(tileir-test-function-mark) on each function as a dynamic pipeline",
        anchor: MODULE,
        status: PassStatus::Implemented,
        origin: PassOrigin::Test,
        create: Some(|_| Ok(Box::new(Dynamic))),
        ..PassInfo::DEFAULT
    },
];

/// Whether the pass applies to `op` given its `only` option.
fn selected(op: &OpHandle<'_>, only: &str) -> bool {
    only.is_empty() || op.sym_name() == Some(only)
}

struct Noop;

impl Pass for Noop {
    fn run(
        &self,
        _: &mut OpHandle<'_>,
        _: &mut AnalysisManager,
        _: &mut RunContext<'_>,
    ) -> PassResult {
        // Like upstream's test passes: nothing marked preserved, so
        // verify-each runs after it.
        Ok(PreservedAnalyses::none())
    }
}

struct Mark {
    only: String,
    /// Statistic `num-marked`.
    marked: AtomicU64,
}

impl Pass for Mark {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _: &mut AnalysisManager,
        _: &mut RunContext<'_>,
    ) -> PassResult {
        if !selected(op, &self.only) {
            return Ok(PreservedAnalyses::all());
        }
        let name = op.ctx.symbol("tileir.marked");
        let unit = op.ctx.unit_attr();
        op.set_attr(name, unit);
        self.marked.fetch_add(1, Ordering::Relaxed);
        Ok(PreservedAnalyses::none())
    }

    fn statistics(&self) -> Vec<u64> {
        vec![self.marked.load(Ordering::Relaxed)]
    }
}

struct Fail {
    diagnose: bool,
    only: String,
}

impl Pass for Fail {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        if !selected(op, &self.only) {
            return Ok(PreservedAnalyses::all());
        }
        if self.diagnose {
            cx.emit(Diagnostic::error(op.loc(), "illegal operation"));
        }
        Err(PassFailed)
    }
}

struct Break {
    only: String,
}

impl Pass for Break {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _: &mut AnalysisManager,
        _: &mut RunContext<'_>,
    ) -> PassResult {
        if !selected(op, &self.only) {
            return Ok(PreservedAnalyses::all());
        }
        let regions = op.storage().regions(op.op()).to_vec();
        let body = op.body_mut();
        let terminator = regions
            .first()
            .and_then(|&r| body.entry_block(r))
            .and_then(|b| body.last_op(b));
        if let Some(t) = terminator {
            body.erase_op(t);
        }
        Ok(PreservedAnalyses::none())
    }
}

/// The number of ops in an anchor: an analysis for the `(A)` timers.
pub struct OpCount(pub usize);

impl Analysis for OpCount {
    const NAME: &'static str = "TileirTestOpCount";

    fn compute(op: &OpHandle<'_>) -> OpCount {
        let mut n = 0;
        tileir_ir::walk::walk_all(&op.owned().body, op.op(), &mut |_, _| n += 1);
        OpCount(n)
    }
}

/// Statistics `num-ops` and `num-scopes`.
#[derive(Default)]
struct Scopes {
    ops: AtomicU64,
    scopes: AtomicU64,
}

impl Pass for Scopes {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        cx.scope(scopes::TILEAS_PREPARE_FOR_SCHEDULING, |cx| {
            cx.scope(scopes::SLICE_AND_FUSE, |_| {});
            am.get::<OpCount>(op);
        });
        cx.scope(scopes::TILEAS_GENERATE_SCHEDULE, |cx| {
            cx.scope(scopes::AVOID_REG_SPILLING, |_| {});
        });
        // Cached now: no second computation, no second timer entry.
        let ops = am.get::<OpCount>(op).0 as u64;
        self.ops.fetch_add(ops, Ordering::Relaxed);
        self.scopes.fetch_add(4, Ordering::Relaxed);
        Ok(PreservedAnalyses::all())
    }

    fn statistics(&self) -> Vec<u64> {
        vec![
            self.ops.load(Ordering::Relaxed),
            self.scopes.load(Ordering::Relaxed),
        ]
    }
}

struct Dynamic;

impl Pass for Dynamic {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let mut pm = OpPassManager::new("func.func");
        let mark = registry()
            .pass("tileir-test-function-mark")
            .expect("registered in this group");
        let pass = PassInstance::new(mark, OptionValues::defaults(mark.options))
            .expect("default options build the pass");
        pm.add_pass(pass).expect("anchors match");
        let functions: Vec<_> = {
            let body = op.body();
            let regions = op.storage().regions(op.op()).to_vec();
            let mut found = Vec::new();
            for region in regions {
                for block in body.region_blocks(region) {
                    for child in body.block_ops(block) {
                        if op.ctx.op_name_str(body.op_name(child)) == "func.func" {
                            found.push(child);
                        }
                    }
                }
            }
            found
        };
        let mut result = Ok(());
        for f in functions {
            result = result.and(cx.run_pipeline_on_child(&pm, op, f));
        }
        result.map(|()| PreservedAnalyses::none())
    }
}
