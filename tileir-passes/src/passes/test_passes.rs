//! The pass-infrastructure test passes of upstream mlir-opt
//! (`mlir/test/lib/Pass`), with their arguments, class names, options,
//! anchors and messages as mlir-opt 22 has them, so MLIR's own pass-manager
//! tests run against tileir-opt. Each does what its upstream namesake does:
//! nothing (the anchor passes), a remark, a failure, a panic, IR that breaks
//! the verifier, op counts, or a dynamic pipeline.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::manager::{BuildError, OpPassManager, PassInstance};
use crate::options::{EnumValue, OptionDef, OptionKind, OptionValues};
use crate::pass::{
    OpInterface, Pass, PassAnchor, PassConstructor, PassFailed, PassInfo, PassOrigin, PassResult,
    PassStatus, StatisticDef,
};
use crate::pipeline_text::parse_pipeline_into;
use crate::registry::{registry, Group, PipelineInfo};
use crate::run::RunContext;
use std::sync::atomic::{AtomicU64, Ordering};
use tileir_ir::printer::{print_nested_op, PrintOptions};
use tileir_ir::{AttrData, NamedAttr, OpId, OperationState};

pub static GROUP: Group = Group {
    name: "test",
    passes: PASSES,
    pipelines: PIPELINES,
};

/// A pass of this file: its argument, class name, summary and anchor.
const fn test_pass(
    argument: &'static str,
    name: &'static str,
    summary: &'static str,
    anchor: PassAnchor,
    create: PassConstructor,
) -> PassInfo {
    PassInfo {
        argument,
        name,
        summary,
        anchor,
        status: PassStatus::Implemented,
        origin: PassOrigin::Test,
        create: Some(create),
        ..PassInfo::DEFAULT
    }
}

const FUNC: PassAnchor = PassAnchor::Op("func.func");
const FUNCTION_INTERFACE: PassAnchor = PassAnchor::Interface(OpInterface::FunctionOpInterface);

static PASSES: &[PassInfo] = &[
    test_pass(
        "test-module-pass",
        "(anonymous namespace)::TestModulePass",
        "Test a module pass in the pass manager",
        PassAnchor::Op("builtin.module"),
        |_| Ok(Box::new(NoOp)),
    ),
    test_pass(
        "test-function-pass",
        "(anonymous namespace)::TestFunctionPass",
        "Test a function pass in the pass manager",
        FUNC,
        |_| Ok(Box::new(NoOp)),
    ),
    test_pass(
        "test-interface-pass",
        "(anonymous namespace)::TestInterfacePass",
        "Test an interface pass (running on FunctionOpInterface) in the pass manager",
        FUNCTION_INTERFACE,
        |_| Ok(Box::new(InterfaceRemark)),
    ),
    PassInfo {
        options: TEST_OPTIONS,
        ..test_pass(
            "test-options-pass",
            "(anonymous namespace)::TestOptionsPass",
            "Test options parsing capabilities",
            FUNC,
            |_| Ok(Box::new(NoOp)),
        )
    },
    test_pass(
        "test-options-pass-a",
        "(anonymous namespace)::TestOptionsPassA",
        "Test superset options parsing capabilities - subset A",
        FUNC,
        |_| Ok(Box::new(NoOp)),
    ),
    test_pass(
        "test-options-pass-b",
        "(anonymous namespace)::TestOptionsPassB",
        "Test superset options parsing capabilities - subset B",
        FUNC,
        |_| Ok(Box::new(NoOp)),
    ),
    PassInfo {
        options: SUPER_OPTIONS,
        ..test_pass(
            "test-options-super-pass",
            "(anonymous namespace)::TestOptionsSuperPass",
            "Test options of options parsing capabilities",
            FUNC,
            |_| Ok(Box::new(NoOp)),
        )
    },
    test_pass(
        "test-pass-crash",
        "(anonymous namespace)::TestCrashRecoveryPass",
        "Test a pass in the pass manager that always crashes",
        PassAnchor::Any,
        |_| Ok(Box::new(Crash)),
    ),
    PassInfo {
        options: FAILURE_OPTIONS,
        ..test_pass(
            "test-pass-failure",
            "(anonymous namespace)::TestFailurePass",
            "Test a pass in the pass manager that always fails",
            PassAnchor::Any,
            |o| {
                Ok(Box::new(Failure {
                    gen_diagnostics: o.get("gen-diagnostics").as_bool(),
                }))
            },
        )
    },
    PassInfo {
        options: INVALID_IR_OPTIONS,
        ..test_pass(
            "test-pass-create-invalid-ir",
            "(anonymous namespace)::TestInvalidIRPass",
            "Test pass that adds an invalid operation in a function body",
            FUNCTION_INTERFACE,
            |o| {
                Ok(Box::new(InvalidIr {
                    signal_failure: o.get("signal-pass-failure").as_bool(),
                    emit_invalid_ir: o.get("emit-invalid-ir").as_bool(),
                }))
            },
        )
    },
    test_pass(
        "test-pass-invalid-parent",
        "(anonymous namespace)::TestInvalidParentPass",
        "Test a pass in the pass manager that makes the parent operation invalid",
        FUNCTION_INTERFACE,
        |_| Ok(Box::new(InvalidParent)),
    ),
    PassInfo {
        statistics: &[
            StatisticDef {
                name: "num-ops2",
                description: "Number of operations counted one more time",
            },
            StatisticDef {
                name: "num-ops",
                description: "Number of operations counted",
            },
        ],
        ..test_pass(
            "test-stats-pass",
            "(anonymous namespace)::TestStatisticPass",
            "Test pass statistics",
            PassAnchor::Any,
            |_| Ok(Box::<Statistics>::default()),
        )
    },
    PassInfo {
        options: DYNAMIC_OPTIONS,
        ..test_pass(
            "test-dynamic-pipeline",
            "(anonymous namespace)::TestDynamicPipelinePass",
            "Tests the dynamic pipeline feature by applying a pipeline on a selected set of functions",
            PassAnchor::Any,
            DynamicPipeline::create,
        )
    },
];

static ENUM_CASES: &[EnumValue] = &[
    EnumValue {
        name: "zero",
        value: 0,
        description: "Example zero value",
    },
    EnumValue {
        name: "one",
        value: 1,
        description: "Example one value",
    },
    EnumValue {
        name: "two",
        value: 2,
        description: "Example two value",
    },
];

/// The options of `test-options-pass` (and of its pipeline, and of each
/// element of `test-options-super-pass`'s list).
static TEST_OPTIONS: &[OptionDef] = &[
    OptionDef {
        name: "list",
        kind: OptionKind::List(&OptionKind::Int { bits: 32 }),
        default: "",
        description: "Example list option",
    },
    OptionDef {
        name: "string-list",
        kind: OptionKind::List(&OptionKind::String),
        default: "",
        description: "Example string list option",
    },
    OptionDef {
        name: "string",
        kind: OptionKind::String,
        default: "",
        description: "Example string option",
    },
    OptionDef {
        name: "enum",
        kind: OptionKind::Enum(ENUM_CASES),
        default: "zero",
        description: "Example enum option",
    },
];

static SUPER_OPTIONS: &[OptionDef] = &[OptionDef {
    name: "list",
    kind: OptionKind::List(&OptionKind::Options(TEST_OPTIONS)),
    default: "",
    description: "Example list of PassPipelineOptions option",
}];

static FAILURE_OPTIONS: &[OptionDef] = &[OptionDef {
    name: "gen-diagnostics",
    kind: OptionKind::Bool,
    default: "false",
    description: "Generate a diagnostic message",
}];

static INVALID_IR_OPTIONS: &[OptionDef] = &[
    OptionDef {
        name: "signal-pass-failure",
        kind: OptionKind::Bool,
        default: "false",
        description: "Trigger a pass failure",
    },
    OptionDef {
        name: "emit-invalid-ir",
        kind: OptionKind::Bool,
        default: "true",
        description: "Emit invalid IR",
    },
];

static DYNAMIC_OPTIONS: &[OptionDef] = &[
    OptionDef {
        name: "run-on-nested-operations",
        kind: OptionKind::Bool,
        default: "false",
        description: "This will apply the pipeline on nested operations under the visited operation.",
    },
    OptionDef {
        name: "run-on-parent",
        kind: OptionKind::Bool,
        default: "false",
        description: "This will apply the pipeline on the parent operation if it exist, this is expected to fail.",
    },
    OptionDef {
        name: "dynamic-pipeline",
        kind: OptionKind::String,
        default: "",
        description: "The pipeline description that will run on the filtered function.",
    },
    OptionDef {
        name: "op-name",
        kind: OptionKind::List(&OptionKind::String),
        default: "",
        description: "List of function name to apply the pipeline to",
    },
];

static SUPER_LIST_OPTIONS: &[OptionDef] = &[OptionDef {
    name: "super-list",
    kind: OptionKind::List(&OptionKind::Options(TEST_OPTIONS)),
    default: "",
    description: "Example list of PassPipelineOptions option",
}];

static AB_OPTIONS: &[OptionDef] = &[
    OptionDef {
        name: "foo",
        kind: OptionKind::Bool,
        default: "false",
        description: "Example boolean option",
    },
    OptionDef {
        name: "bar",
        kind: OptionKind::Bool,
        default: "false",
        description: "Example boolean option",
    },
];

static PIPELINES: &[PipelineInfo] = &[
    PipelineInfo {
        argument: "test-pm-nested-pipeline",
        summary: "Test a nested pipeline in the pass manager",
        options: &[],
        build: build_nested_pipeline,
    },
    PipelineInfo {
        argument: "test-textual-pm-nested-pipeline",
        summary: "Test a nested pipeline in the pass manager",
        options: &[],
        build: build_textual_nested_pipeline,
    },
    PipelineInfo {
        argument: "test-options-pass-pipeline",
        summary: "Parses options using pass pipeline registration",
        options: TEST_OPTIONS,
        build: build_options_pipeline,
    },
    PipelineInfo {
        argument: "test-options-super-pass-pipeline",
        summary: "Parses options of PassPipelineOptions using pass pipeline registration",
        options: SUPER_LIST_OPTIONS,
        build: build_super_pipeline,
    },
    PipelineInfo {
        argument: "test-options-super-set-ab-pipeline",
        summary: "Parses options of PassPipelineOptions using pass pipeline registration",
        options: AB_OPTIONS,
        build: build_ab_pipeline,
    },
];

/// The registered test pass `argument`.
fn info(argument: &str) -> &'static PassInfo {
    PASSES
        .iter()
        .find(|p| p.argument == argument)
        .expect("a pass of this file")
}

/// MLIR's `addPass` on a manager with implicit nesting: a pass restricted
/// to another op goes into a nest of that op.
fn add_nesting(pm: &mut OpPassManager, pass: PassInstance) -> Result<(), BuildError> {
    match (pm.anchor(), pass.info.op_anchor()) {
        (Some(pm_op), Some(pass_op)) if pm_op != pass_op => pm.nest(pass_op).add_pass(pass),
        _ => pm.add_pass(pass),
    }
}

fn with_defaults(argument: &str) -> Result<PassInstance, BuildError> {
    PassInstance::with_defaults(info(argument)).map_err(BuildError)
}

/// `test-pm-nested-pipeline`: a module pipeline holding a module pass and
/// a function pipeline, then a function pipeline.
fn build_nested_pipeline(_: &OptionValues, pm: &mut OpPassManager) -> Result<(), BuildError> {
    let module = pm.nest("builtin.module");
    module.add_pass(with_defaults("test-module-pass")?)?;
    module
        .nest("func.func")
        .add_pass(with_defaults("test-function-pass")?)?;
    pm.nest("func.func")
        .add_pass(with_defaults("test-function-pass")?)
}

/// `test-textual-pm-nested-pipeline`: the same, through the pipeline text.
fn build_textual_nested_pipeline(
    _: &OptionValues,
    pm: &mut OpPassManager,
) -> Result<(), BuildError> {
    // Upstream ignores the result; the text is known to parse.
    let _ = parse_pipeline_into(registry(), "test-pm-nested-pipeline", pm);
    Ok(())
}

/// `test-options-pass-pipeline`: `test-options-pass` with the pipeline's
/// options.
fn build_options_pipeline(values: &OptionValues, pm: &mut OpPassManager) -> Result<(), BuildError> {
    let info = info("test-options-pass");
    let mut options = OptionValues::defaults(info.options);
    for def in TEST_OPTIONS {
        options.set_value(def.name, values.get(def.name).clone());
    }
    add_nesting(pm, PassInstance::new(info, options).map_err(BuildError)?)
}

/// `test-options-super-pass-pipeline`: `test-options-super-pass` with the
/// pipeline's list.
fn build_super_pipeline(values: &OptionValues, pm: &mut OpPassManager) -> Result<(), BuildError> {
    let info = info("test-options-super-pass");
    let mut options = OptionValues::defaults(info.options);
    options.set_value("list", values.get("super-list").clone());
    add_nesting(pm, PassInstance::new(info, options).map_err(BuildError)?)
}

/// `test-options-super-set-ab-pipeline`: the two subset passes, each in a
/// function pipeline of its own.
fn build_ab_pipeline(_: &OptionValues, pm: &mut OpPassManager) -> Result<(), BuildError> {
    add_nesting(pm, with_defaults("test-options-pass-a")?)?;
    add_nesting(pm, with_defaults("test-options-pass-b")?)
}

/// A pass that does nothing (and, like upstream's, does not say it kept
/// the analyses, so the verifier runs after it).
struct NoOp;

impl Pass for NoOp {
    fn run(
        &self,
        _op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        _cx: &mut RunContext<'_>,
    ) -> PassResult {
        Ok(PreservedAnalyses::none())
    }
}

/// `test-interface-pass`: a remark on each function it runs on.
struct InterfaceRemark;

impl Pass for InterfaceRemark {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let remark = cx.op_remark(op, "Executing interface pass on operation");
        cx.emit(remark);
        Ok(PreservedAnalyses::none())
    }
}

/// `test-pass-crash`: upstream aborts; here the pass panics, and the run
/// loop reports the panic as the pass's failure.
struct Crash;

impl Pass for Crash {
    fn run(
        &self,
        _op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        _cx: &mut RunContext<'_>,
    ) -> PassResult {
        panic!("test-pass-crash always crashes")
    }
}

/// `test-pass-failure`: fails, optionally with an error on its op.
struct Failure {
    gen_diagnostics: bool,
}

impl Pass for Failure {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        if self.gen_diagnostics {
            // A plain error at the op's location (no op note), as upstream.
            cx.emit(tileir_ir::Diagnostic::error(op.loc(), "illegal operation"));
        }
        Err(PassFailed)
    }
}

/// Inserts an op at the start of the function's body; nothing for a
/// function without one (a declaration), as upstream's builder does.
fn insert_at_body_start(op: &mut OpHandle<'_>, state: OperationState) {
    let Some(&region) = op.storage().regions(op.op()).first() else {
        return;
    };
    let ctx = op.ctx;
    let body = op.body_mut();
    let Some(block) = body.entry_block(region) else {
        return;
    };
    let new_op = body.create_op(ctx, state);
    match body.first_op(block) {
        Some(first) => body.insert_op_before(first, new_op),
        None => body.append_op(block, new_op),
    }
}

/// `test-pass-create-invalid-ir`: adds `test.any_attr_of_i32_str` without
/// its required attribute, and fails if asked to.
struct InvalidIr {
    signal_failure: bool,
    emit_invalid_ir: bool,
}

impl Pass for InvalidIr {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        _cx: &mut RunContext<'_>,
    ) -> PassResult {
        if self.emit_invalid_ir {
            let ctx = op.ctx;
            let name = ctx.op_name("test.any_attr_of_i32_str");
            insert_at_body_start(op, OperationState::new(name, ctx.unknown_loc()));
        }
        if self.signal_failure {
            return Err(PassFailed);
        }
        Ok(PreservedAnalyses::none())
    }
}

/// `test-pass-invalid-parent`: adds a call to a function that does not
/// exist, which only the enclosing symbol table's verifier catches.
struct InvalidParent;

impl Pass for InvalidParent {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        _cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = op.ctx;
        let mut state = OperationState::new(ctx.op_name("test.call"), op.loc());
        let callee = ctx.intern_attr(AttrData::SymbolRef {
            root: ctx.symbol("some_unknown_func"),
            nested: Box::new([]),
        });
        state.attributes.push(NamedAttr {
            name: ctx.symbol("callee"),
            value: callee,
        });
        insert_at_body_start(op, state);
        Ok(PreservedAnalyses::none())
    }
}

/// `test-stats-pass`: counts the ops under its anchor, twice.
#[derive(Default)]
struct Statistics {
    num_ops2: AtomicU64,
    num_ops: AtomicU64,
}

impl Pass for Statistics {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        _cx: &mut RunContext<'_>,
    ) -> PassResult {
        let mut count = 0;
        tileir_ir::walk::walk_all(op.storage(), op.op(), &mut |_, _| count += 1);
        self.num_ops.fetch_add(count, Ordering::Relaxed);
        self.num_ops2.fetch_add(count, Ordering::Relaxed);
        Ok(PreservedAnalyses::none())
    }

    fn statistics(&self) -> Vec<u64> {
        vec![
            self.num_ops2.load(Ordering::Relaxed),
            self.num_ops.load(Ordering::Relaxed),
        ]
    }
}

/// `test-dynamic-pipeline`: runs the pipeline given as an option on its op
/// (or on the isolated ops of the same name inside it, or, to see it
/// refused, on its parent), when the op is a symbol named in `op-name`.
/// Like upstream it narrates what it does on stderr.
struct DynamicPipeline {
    pipeline: String,
    op_names: Vec<String>,
    run_on_nested: bool,
    run_on_parent: bool,
}

impl DynamicPipeline {
    fn create(o: &OptionValues) -> Result<Box<dyn Pass>, String> {
        Ok(Box::new(DynamicPipeline {
            pipeline: o.get("dynamic-pipeline").as_str().to_string(),
            op_names: o
                .get("op-name")
                .as_list()
                .iter()
                .map(|v| v.as_str().to_string())
                .collect(),
            run_on_nested: o.get("run-on-nested-operations").as_bool(),
            run_on_parent: o.get("run-on-parent").as_bool(),
        }))
    }

    /// The pipeline text parsed into a manager anchored on `anchor`
    /// (nesting implicitly); parse errors go to stderr and leave what was
    /// added before them, as upstream ignores them.
    fn parse(&self, anchor: &str, cx: &mut RunContext<'_>) -> OpPassManager {
        let mut pm = OpPassManager::new(anchor);
        if let Err(e) = parse_pipeline_into(registry(), &self.pipeline, &mut pm) {
            cx.print(e.rendered);
        }
        pm
    }

    /// Runs `pm` on every isolated op named `name` inside `op`, innermost
    /// first (upstream walks in post-order); true if one run failed.
    fn run_on_nested(
        pm: &OpPassManager,
        op: &mut OpHandle<'_>,
        name: &str,
        cx: &mut RunContext<'_>,
    ) -> bool {
        let body = op.body();
        let mut children: Vec<OpId> = Vec::new();
        for &region in op.storage().regions(op.op()) {
            body.walk_region_preorder(region, |child| {
                if body.child_body(child).is_some() {
                    children.push(child);
                }
            });
        }
        let mut failed = false;
        for child in children {
            if let Some(mut owned) = op.body_mut().detach_isolated(child) {
                let mut handle = OpHandle::new(op.ctx, &mut owned);
                failed |= Self::run_on_nested(pm, &mut handle, name, cx);
                op.body_mut().reattach_isolated(child, owned);
            }
            if op.ctx.op_name_str(op.body().op_name(child)) != name {
                continue;
            }
            let printed = print_nested_op(
                op.ctx,
                op.storage(),
                op.op(),
                op.body(),
                child,
                &PrintOptions::default(),
            );
            cx.print(format!("Run on {printed}"));
            failed |= cx.run_pipeline_on_child(pm, op, child).is_err();
        }
        failed
    }
}

impl Pass for DynamicPipeline {
    fn initialize(&self, cx: &mut RunContext<'_>) -> Result<(), PassFailed> {
        // Upstream parses the pipeline once up front to learn its dialects;
        // its parse errors show then too.
        self.parse("builtin.module", cx);
        Ok(())
    }

    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let op_name = op.name_str().to_string();
        cx.print(format!(
            "Dynamic execute '{}' on {}\n",
            self.pipeline, op_name
        ));
        if self.pipeline.is_empty() {
            cx.print("Empty pipeline\n");
            return Ok(PreservedAnalyses::none());
        }
        if !OpInterface::SymbolOpInterface.implemented_by_op(op) {
            let warning =
                cx.op_warning(op, "Ignoring because not implementing SymbolOpInterface\n");
            cx.emit(warning);
            return Ok(PreservedAnalyses::none());
        }
        let symbol = op.sym_name().unwrap_or_default().to_string();
        if !self.op_names.is_empty() && !self.op_names.contains(&symbol) {
            cx.print(format!("dynamic-pipeline skip op name: {symbol}\n"));
            return Ok(PreservedAnalyses::none());
        }
        let mut pm = self.parse(&op_name, cx);
        if self.run_on_parent {
            // Upstream expects this to be refused and fails otherwise.
            if cx.has_parent() && cx.run_pipeline_on_parent(&pm).is_ok() {
                return Err(PassFailed);
            }
            return Ok(PreservedAnalyses::none());
        }
        if let Err(e) = pm.finalize(op.ctx) {
            cx.emit(tileir_ir::Diagnostic::error(op.ctx.unknown_loc(), e.0));
            return Err(PassFailed);
        }
        let failed = if self.run_on_nested {
            cx.print("Run on nested op\n");
            Self::run_on_nested(&pm, op, &op_name, cx)
        } else {
            cx.run_pipeline(&pm, op).is_err()
        };
        if failed {
            return Err(PassFailed);
        }
        Ok(PreservedAnalyses::none())
    }
}
