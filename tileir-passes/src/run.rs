//! Running a pipeline: passes in order on their anchor, nested managers over
//! the ops inside it (as tasks of the thread pool of [`tileir_ir::threads`]
//! when threading is on; work nested in a task, verify-each or a nested
//! adaptor, joins the same pool rather than starting threads), verification
//! after each pass, failure stopping the pipeline of that op.
//!
//! This follows MLIR's `OpToOpPassAdaptor`:
//! - Before a pass (or a nested adaptor) runs on an op, the op must be
//!   registered, IsolatedFromAbove, and accepted by the pass
//!   (`canScheduleOn`); otherwise the run fails with mlir-opt's message.
//! - A nested adaptor runs its managers on every op directly inside the
//!   anchor that one of them can schedule on, all of them even when one
//!   fails (as mlir-opt's sequential adaptor does), and fails if any did.
//! - After a pass that did not preserve every analysis, and after an
//!   adaptor, the op is verified (`--verify-each`).
//!
//! Determinism: each anchor op of a nest runs with its own output list and
//! instrumentation recorders ([`crate::instrument`]); they are joined in op
//! order, which is what a single-threaded run reports. So output (text,
//! IR dumps, timing) never depends on threads.

use crate::analysis::AnalysisManager;
use crate::anchor::OpHandle;
use crate::bisect::unit_name;
use crate::debug_counter::{self, DebugCounter};
use crate::instrument::ir_printer::render_snapshot;
use crate::instrument::{
    Chain, Dest, Emitted, HookOutput, Hooks, PassEvent, PipelineEvent, Snapshot, Step,
};
use crate::manager::{can_schedule, Element, OpPassManager, PassInstance};
use crate::pass::{PassAnchor, PassFailed};
use rayon::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use tileir_ir::printer::{op_for_note, PrintOptions};
use tileir_ir::verifier::{verify_detached, verify_with, VerifyOptions};
use tileir_ir::{Body, Context, Diagnostic, OpId, OwnedOp};

/// How a pipeline runs.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Run the nested pipelines of sibling anchors on several threads
    /// (only if the context's multithreading is on too, see
    /// [`tileir_ir::threads::threads`]).
    pub threading: bool,
    /// Verify the anchor after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// Attach the op to diagnostics emitted on it as a note
    /// (`--mlir-print-op-on-diagnostic`, off under `--verify-diagnostics`).
    pub print_op_on_diagnostic: bool,
    /// The printing flags of the run, for passes that print IR (`print-ir`).
    pub print: PrintOptions,
    /// Debug counters (`--mlir-debug-counter`), which passes consult.
    pub debug_counter: Option<Arc<DebugCounter>>,
}

impl Default for RunConfig {
    fn default() -> RunConfig {
        RunConfig {
            threading: true,
            verify_each: true,
            print_op_on_diagnostic: true,
            print: PrintOptions::default(),
            debug_counter: None,
        }
    }
}

/// What a run writes to stderr, in order: diagnostics, and the text passes
/// print directly (what MLIR's passes write to `llvm::errs()`).
#[derive(Clone, Debug)]
pub enum Output {
    Diagnostic(Diagnostic),
    Text(String),
}

/// An entry of a run's output while it runs.
enum Event {
    Output(Output),
    /// Instrumentation output (IR dumps, ...), some of it completed as it
    /// is joined into enclosing runs (pass numbers, module-scope prints).
    Emitted(Emitted),
    /// An error on the parent of the op that emitted it (MLIR's message for
    /// a dynamic pipeline scheduled on the parent). The op is detached from
    /// its parent while its pipeline runs, so the adaptor that owns the
    /// parent builds the diagnostic once the op is back in place.
    ParentOpError(String),
}

/// What a pass has besides its op: the context, the run's settings, and
/// where its diagnostics and printed text go.
pub struct RunContext<'a> {
    pub ctx: &'a Context,
    pub config: &'a RunConfig,
    /// Whether the op being processed has a parent (false at the root).
    has_parent: bool,
    events: Vec<Event>,
    /// The anchor's instrumentation recorders (`None`: nothing installed).
    hooks: Option<&'a Hooks<'a>>,
}

impl<'a> RunContext<'a> {
    /// The context of a run on a root op (an op with no parent).
    pub fn new(ctx: &'a Context, config: &'a RunConfig) -> RunContext<'a> {
        RunContext {
            ctx,
            config,
            has_parent: false,
            events: Vec::new(),
            hooks: None,
        }
    }

    /// The context of a run on an op nested in another.
    fn nested(
        ctx: &'a Context,
        config: &'a RunConfig,
        hooks: Option<&'a Hooks<'a>>,
    ) -> RunContext<'a> {
        RunContext {
            has_parent: true,
            hooks,
            ..RunContext::new(ctx, config)
        }
    }

    /// Runs `f` inside the named scope `name` (the scopes of the seeds,
    /// [`crate::instrument::scopes`]), which timing reports as a timer
    /// nested in the pass. Free when no instrumentation is installed.
    pub fn scope<T>(&mut self, name: &'static str, f: impl FnOnce(&mut Self) -> T) -> T {
        let Some(hooks) = self.hooks else {
            return f(self);
        };
        hooks.enter_scope(name);
        let result = f(self);
        hooks.exit_scope(name);
        result
    }

    /// The reporter of the greedy driver's actions on `op` (the pass's op),
    /// when an action logger is installed (`--log-actions-to`,
    /// `--profile-actions-to`); `None` otherwise, at no cost.
    pub fn greedy_actions(
        &self,
        op: &OpHandle<'_>,
    ) -> Option<crate::instrument::actions::GreedyActions<'a>> {
        let hooks = self.hooks.filter(|h| h.observes_actions())?;
        Some(crate::instrument::actions::GreedyActions::new(
            hooks, self.ctx, op,
        ))
    }

    /// Calls `hook` with an output for instrumentation, and appends what it
    /// wrote.
    fn instrument(&mut self, hook: impl FnOnce(&mut HookOutput<'_>)) {
        let mut items = Vec::new();
        hook(&mut HookOutput::new(&mut items));
        self.events.extend(items.into_iter().map(Event::Emitted));
    }

    pub fn emit(&mut self, diag: Diagnostic) {
        self.events.push(Event::Output(Output::Diagnostic(diag)));
    }

    /// Text for stderr, in order with the diagnostics.
    pub fn print(&mut self, text: impl Into<String>) {
        self.events.push(Event::Output(Output::Text(text.into())));
    }

    /// The output so far, in order.
    pub fn take_output(&mut self) -> Vec<Output> {
        std::mem::take(&mut self.events)
            .into_iter()
            .filter_map(|e| match e {
                Event::Output(o) => Some(o),
                // Stderr text of instrumentation reads as pass text here;
                // a run ([`run_instrumented`]) keeps files apart.
                Event::Emitted(Emitted::Text {
                    dest: Dest::Stderr,
                    text,
                }) => Some(Output::Text(text)),
                // Only a nested op has a parent to report on (see
                // `run_pipeline_on_parent`), and its adaptor resolves it.
                _ => None,
            })
            .collect()
    }

    /// The diagnostics emitted so far, in order (printed text dropped).
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        self.take_output()
            .into_iter()
            .filter_map(|o| match o {
                Output::Diagnostic(d) => Some(d),
                Output::Text(_) => None,
            })
            .collect()
    }

    /// MLIR's `op->emitError(message)`: the error at the op, with the op
    /// in generic form as a note.
    pub fn op_error(&self, op: &OpHandle<'_>, message: impl Into<String>) -> Diagnostic {
        let d = Diagnostic::error(op.loc(), message);
        self.with_op_note(d, op.storage(), op.op(), None, true)
    }

    /// MLIR's `op->emitOpError(message)`: `'name' op message`.
    pub fn op_op_error(&self, op: &OpHandle<'_>, message: impl AsRef<str>) -> Diagnostic {
        self.op_error(op, format!("'{}' op {}", op.name_str(), message.as_ref()))
    }

    /// MLIR's `op->emitError(message)` for an op nested in the one the pass
    /// runs on: `body` stores it and `owner` is its nearest isolated
    /// ancestor, with the body storing that.
    pub fn nested_op_error(
        &self,
        body: &Body,
        op: OpId,
        owner: (&Body, OpId),
        message: impl Into<String>,
    ) -> Diagnostic {
        let d = Diagnostic::error(body.op_loc(op), message);
        self.with_op_note(d, body, op, Some(owner), true)
    }

    /// MLIR's `op->emitRemark(message)`: the op attached in custom form.
    pub fn op_remark(&self, op: &OpHandle<'_>, message: impl Into<String>) -> Diagnostic {
        let d = Diagnostic::remark(op.loc(), message);
        self.with_op_note(d, op.storage(), op.op(), None, false)
    }

    /// MLIR's `op->emitWarning(message)`: the op attached in custom form.
    pub fn op_warning(&self, op: &OpHandle<'_>, message: impl Into<String>) -> Diagnostic {
        let d = Diagnostic::warning(op.loc(), message);
        self.with_op_note(d, op.storage(), op.op(), None, false)
    }

    /// Adds `see current operation: <op>` when the run prints ops on
    /// diagnostics. `owner` is the nearest isolated ancestor of an op that
    /// is not itself detached.
    fn with_op_note(
        &self,
        diag: Diagnostic,
        body: &Body,
        op: OpId,
        owner: Option<(&Body, OpId)>,
        generic: bool,
    ) -> Diagnostic {
        if !self.config.print_op_on_diagnostic {
            return diag;
        }
        let loc = diag.loc;
        let printed = op_for_note(self.ctx, owner, body, op, generic);
        diag.with_note(loc, format!("see current operation: {printed}"))
    }

    /// Whether the op being processed is nested in another op.
    pub fn has_parent(&self) -> bool {
        self.has_parent
    }

    /// A dynamic pipeline (MLIR's `Pass::runPipeline`) on the pass's own op.
    /// `pm` must be finalized and anchored on the op's name or `any`.
    pub fn run_pipeline(
        &mut self,
        pm: &OpPassManager,
        op: &mut OpHandle<'_>,
    ) -> Result<(), PassFailed> {
        let mut am = AnalysisManager::with_hooks(self.hooks);
        run_nested(pm, op, &mut am, self)
    }

    /// A dynamic pipeline on an isolated op of the pass's op's body
    /// (`child`, directly inside `op` or nested in its non-isolated ops).
    pub fn run_pipeline_on_child(
        &mut self,
        pm: &OpPassManager,
        op: &mut OpHandle<'_>,
        child: OpId,
    ) -> Result<(), PassFailed> {
        run_jobs(vec![Job::new(child, pm)], op, self, false)
    }

    /// A dynamic pipeline on the parent of the pass's op: MLIR only runs
    /// dynamic pipelines on the op being processed or ops nested in it, so
    /// this always fails with mlir-opt's error on the parent.
    pub fn run_pipeline_on_parent(&mut self, _pm: &OpPassManager) -> Result<(), PassFailed> {
        self.events.push(Event::ParentOpError(
            "Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing".to_string(),
        ));
        Err(PassFailed)
    }

    /// Appends the output of a run on a child of `parent`, turning errors
    /// addressed to the child's parent into diagnostics on `parent`.
    fn resolve_child_events(&mut self, events: Vec<Event>, parent: &OpHandle<'_>) {
        for event in events {
            match event {
                Event::ParentOpError(message) => {
                    let d = self.op_op_error(parent, message);
                    self.emit(d);
                }
                event => self.events.push(event),
            }
        }
    }
}

/// The result of running a pipeline on a root op.
pub struct RunOutcome {
    /// What the run writes to stderr, in order.
    pub output: Vec<Output>,
    /// Instrumentation output for files of their own
    /// (`--mlir-print-ir-tree-dir`), in order; the caller writes them.
    pub files: Vec<(std::path::PathBuf, String)>,
    pub success: bool,
}

impl RunOutcome {
    /// The diagnostics of the output, in order.
    pub fn diagnostics(&self) -> impl Iterator<Item = &Diagnostic> {
        self.output.iter().filter_map(|o| match o {
            Output::Diagnostic(d) => Some(d),
            Output::Text(_) => None,
        })
    }
}

/// Runs `pm` on `root`. The manager must be finalized
/// ([`OpPassManager::finalize`]); its anchor must be the root's op name or
/// `any`.
pub fn run(
    ctx: &Context,
    pm: &OpPassManager,
    root: &mut OwnedOp,
    config: &RunConfig,
) -> RunOutcome {
    run_instrumented(ctx, pm, root, config, &Chain::new())
}

/// [`run`] with the instrumentation `chain` installed (timing, IR dumps,
/// ...): its output comes in order with the run's.
pub fn run_instrumented(
    ctx: &Context,
    pm: &OpPassManager,
    root: &mut OwnedOp,
    config: &RunConfig,
    chain: &Chain,
) -> RunOutcome {
    let mut handle = OpHandle::new(ctx, root);
    let mut reproducer = chain.reproducer().map(|r| r.resolver(handle.loc()));
    let hooks = Hooks::start(chain, &handle);
    let mut cx = RunContext::new(ctx, config);
    cx.hooks = hooks.as_ref();
    let mut am = AnalysisManager::with_hooks(hooks.as_ref());
    let mut started = false;
    let result = match pm.anchor() {
        Some(anchor) if anchor != handle.name_str() => {
            let message = format!(
                "can't run '{}' pass manager on '{}' op",
                anchor,
                handle.name_str()
            );
            cx.emit(Diagnostic::error(handle.loc(), message));
            Err(PassFailed)
        }
        _ => initialize(pm, &mut cx).and_then(|()| {
            started = true;
            run_manager(pm, &mut handle, &mut am, &mut cx)
        }),
    };
    // A run that never started (anchor, initialization) has nothing for
    // the crash reproducer, as in MLIR.
    if !started {
        reproducer = None;
    }
    drop(am);
    let mut output = Vec::new();
    let mut files = Vec::new();
    for event in std::mem::take(&mut cx.events) {
        let (dest, text) = match event {
            Event::Output(o) => {
                output.push(o);
                continue;
            }
            Event::ParentOpError(_) => continue,
            Event::Emitted(Emitted::Reproducer(failure)) => {
                let report = reproducer.as_mut().and_then(|r| r.failure(ctx, failure));
                output.extend(report.map(Output::Diagnostic));
                continue;
            }
            Event::Emitted(Emitted::Text { dest, text }) => (dest, text),
            Event::Emitted(Emitted::Numbered {
                dest,
                before,
                number,
                after,
            }) => (dest, format!("{before}{number}{after}")),
            Event::Emitted(Emitted::Snapshot(s)) => (s.dest.clone(), render_snapshot(ctx, &s)),
        };
        match dest {
            Dest::Stderr => output.push(Output::Text(text)),
            Dest::File(path) => files.push((path, text)),
        }
    }
    if let Some(r) = reproducer {
        output.extend(r.finish(ctx, result.is_ok()).map(Output::Diagnostic));
    }
    drop(cx);
    if let Some(hooks) = hooks {
        hooks.finish();
    }
    RunOutcome {
        output,
        files,
        success: result.is_ok(),
    }
}

/// Calls every pass's [`crate::pass::Pass::initialize`] in pipeline order.
fn initialize(pm: &OpPassManager, cx: &mut RunContext<'_>) -> Result<(), PassFailed> {
    let mut result = Ok(());
    pm.for_each_pass(&mut |p| {
        if result.is_ok() {
            result = p.pass.initialize(cx);
        }
    });
    result
}

/// Runs every element of `pm` on `op`, stopping at the first failure.
fn run_manager(
    pm: &OpPassManager,
    op: &mut OpHandle<'_>,
    am: &mut AnalysisManager<'_>,
    cx: &mut RunContext<'_>,
) -> Result<(), PassFailed> {
    for (index, element) in pm.elements().iter().enumerate() {
        match element {
            Element::Pass(pass) => run_pass(pass, index, op, am, cx)?,
            Element::Adaptor(mgrs) => {
                check_schedulable(op, None, cx)?;
                let step = Step::Adaptor {
                    managers: mgrs,
                    index,
                };
                before(cx, step, 0, op);
                let failed = counted(cx) && run_adaptor(mgrs, op, cx).is_err();
                // Nested passes may have changed anything inside the op.
                am.clear();
                // As in MLIR, the op itself is verified after its nested
                // pipelines (symbol uses across the nested ops, say). Ours
                // verifies recursively: the verifier has no shallow mode.
                after(cx, step, 0, op, failed, true)?;
            }
        }
    }
    Ok(())
}

/// A nested pipeline (an adaptor's job or a dynamic pipeline), bracketed
/// by the pipeline hooks.
fn run_nested(
    pm: &OpPassManager,
    op: &mut OpHandle<'_>,
    am: &mut AnalysisManager<'_>,
    cx: &mut RunContext<'_>,
) -> Result<(), PassFailed> {
    let Some(hooks) = cx.hooks else {
        return run_manager(pm, op, am, cx);
    };
    hooks.before_pipeline(&PipelineEvent {
        manager: pm,
        op: &*op,
    });
    let result = run_manager(pm, op, am, cx);
    // Unlike MLIR, the after-hook also runs when the pipeline failed, so
    // every observer sees balanced events.
    hooks.after_pipeline(&PipelineEvent {
        manager: pm,
        op: &*op,
    });
    result
}

/// The before-pass hooks, if any are installed, for the step numbered
/// `number` (0 for adaptors).
fn before(cx: &mut RunContext<'_>, step: Step<'_>, number: u64, op: &mut OpHandle<'_>) {
    let Some(hooks) = cx.hooks else {
        return;
    };
    let event = PassEvent {
        step,
        op: &*op,
        depth: hooks.depth(),
        number,
    };
    cx.instrument(|out| hooks.before_pass(&event, out));
}

/// Numbers a pass invocation on `op` (0 without instrumentation) and asks
/// opt-bisect whether it runs, printing its verbose line.
fn number_and_gate(pass: &PassInstance, op: &OpHandle<'_>, cx: &mut RunContext<'_>) -> (u64, bool) {
    let Some(hooks) = cx.hooks else {
        return (0, true);
    };
    let number = hooks.next_invocation();
    let Some(bisect) = hooks.bisect() else {
        return (number, true);
    };
    let runs = bisect.should_run(pass.info.argument, op);
    if let Some(path) = bisect.print_ir_path(!runs) {
        // The root as it is now: a snapshot, completed level by level.
        let snapshot = Snapshot {
            op: op.owned().clone(),
            header: String::new(),
            footer: "",
            print: std::sync::Arc::new(cx.config.print.clone()),
            verify_first: true,
            dest: Dest::File(path.to_path_buf()),
        };
        cx.instrument(|out| out.snapshot(snapshot));
    }
    if bisect.verbose() {
        let not = if runs { "" } else { "NOT " };
        let unit = unit_name(op);
        cx.instrument(|out| {
            out.numbered(
                Dest::Stderr,
                format!("BISECT: {not}running pass ("),
                number,
                format!(") {} on {unit}\n", pass.info.argument),
            )
        });
    }
    (number, runs)
}

/// After a step ran: the after-hooks in reverse installation order, with
/// verification (`--verify-each`, when `verify` and the step did not fail)
/// at verify-each's place among them. Hooks installed after verify-each
/// see the step's own verdict; those installed before it (timer, IR
/// printer) see verification's.
fn after(
    cx: &mut RunContext<'_>,
    step: Step<'_>,
    number: u64,
    op: &mut OpHandle<'_>,
    mut failed: bool,
    verify_now: bool,
) -> Result<(), PassFailed> {
    let hooks = cx.hooks;
    if let Some(hooks) = hooks {
        let event = PassEvent {
            step,
            op: &*op,
            depth: hooks.depth(),
            number,
        };
        cx.instrument(|out| hooks.after_pass_late(&event, failed, out));
    }
    if !failed && verify_now {
        failed = verify(op, cx).is_err();
    }
    if let Some(hooks) = hooks {
        let event = PassEvent {
            step,
            op: &*op,
            depth: hooks.depth(),
            number,
        };
        cx.instrument(|out| hooks.after_pass_early(&event, failed, out));
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// MLIR's checks before a pass runs on an op: the op is registered,
/// IsolatedFromAbove, and accepted by the pass (`pass` is `None` for an
/// adaptor, which accepts any op).
fn check_schedulable(
    op: &OpHandle<'_>,
    pass: Option<&PassInstance>,
    cx: &mut RunContext<'_>,
) -> Result<(), PassFailed> {
    let problem = match op.ctx.op_def_by_name(op.name_str()) {
        None => Some("trying to schedule a pass on an unregistered operation".to_string()),
        Some(def) if !def.is_isolated() => Some(NOT_ISOLATED.to_string()),
        Some(def) => pass
            .filter(|p| !can_schedule(p, def) || !accepts_instance(p, op))
            .map(|p| {
                format!(
                    "trying to schedule pass '{}' on an unsupported operation",
                    p.info.name
                )
            }),
    };
    match problem {
        None => Ok(()),
        Some(message) => {
            let d = cx.op_op_error(op, message);
            cx.emit(d);
            Err(PassFailed)
        }
    }
}

const NOT_ISOLATED: &str =
    "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'";

/// The instance-level part of `canScheduleOn`: an interface pass runs on
/// ops that implement the interface as they are (an unnamed
/// `builtin.module` is not a symbol, a named one is).
fn accepts_instance(pass: &PassInstance, op: &OpHandle<'_>) -> bool {
    match pass.info.anchor {
        PassAnchor::Interface(interface) => interface.implemented_by_op(op),
        _ => true,
    }
}

/// Runs one pass on `op`: a panic becomes a failure of that pass; success
/// is followed by verification unless the pass preserved everything.
fn run_pass(
    pass: &PassInstance,
    index: usize,
    op: &mut OpHandle<'_>,
    am: &mut AnalysisManager<'_>,
    cx: &mut RunContext<'_>,
) -> Result<(), PassFailed> {
    check_schedulable(op, Some(pass), cx)?;
    let (number, runs) = number_and_gate(pass, op, cx);
    if !runs {
        // Skipped by opt-bisect: a no-op, as if the pass were not there.
        return Ok(());
    }
    let step = Step::Pass { pass, index };
    before(cx, step, number, op);
    let result = if counted(cx) {
        catch_unwind(AssertUnwindSafe(|| pass.pass.run(op, am, cx)))
    } else {
        Ok(Ok(crate::analysis::PreservedAnalyses::none()))
    };
    let (failed, preserved_all) = match result {
        Ok(Ok(preserved)) => {
            am.invalidate(&preserved);
            (false, preserved.is_all())
        }
        Ok(Err(PassFailed)) => (true, false),
        Err(panic) => {
            // The crash reproducer reports a panic its own way.
            if !cx.hooks.is_some_and(|h| h.pass_panicked()) {
                cx.emit(panic_diagnostic(pass, op, &*panic));
            }
            (true, false)
        }
    };
    after(cx, step, number, op, failed, !preserved_all)
}

/// Whether the `pass-execution` debug counter lets the step about to run
/// execute (MLIR's `PassExecutionAction`: a skipped step's hooks and
/// verification still run).
fn counted(cx: &RunContext<'_>) -> bool {
    debug_counter::allows(
        cx.config.debug_counter.as_deref(),
        debug_counter::PASS_EXECUTION,
    )
}

/// `--verify-each`: verifies `op` and everything in it.
fn verify(op: &OpHandle<'_>, cx: &mut RunContext<'_>) -> Result<(), PassFailed> {
    if !cx.config.verify_each {
        return Ok(());
    }
    let options = VerifyOptions {
        print_op_on_diagnostic: cx.config.print_op_on_diagnostic,
    };
    let owned = op.owned();
    let verified = if cx.has_parent() {
        verify_detached(cx.ctx, &owned.body, owned.op, &options)
    } else {
        verify_with(cx.ctx, &owned.body, owned.op, &options)
    };
    match verified {
        Ok(()) => Ok(()),
        Err(diags) => {
            for d in diags {
                cx.emit(d);
            }
            Err(PassFailed)
        }
    }
}

/// mlir-opt's crash-recovery error for a pass that panicked.
fn panic_diagnostic(
    pass: &PassInstance,
    op: &OpHandle<'_>,
    panic: &(dyn std::any::Any + Send),
) -> Diagnostic {
    let message = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    let symbol = op.sym_name().map(|s| format!(": @{s}")).unwrap_or_default();
    Diagnostic::error(
        op.loc(),
        "Failures have been detected while processing an MLIR pass pipeline",
    )
    .with_note(
        op.loc(),
        format!(
            "Pipeline failed while executing [`{}` on '{}' operation{}]: the pass panicked: {}",
            pass.info.name,
            op.name_str(),
            symbol,
            message
        ),
    )
}

/// One op of a nest: where it sits, which manager runs on it, the op itself
/// while detached, and what its run reported.
struct Job<'m, 'h> {
    op: OpId,
    manager: &'m OpPassManager,
    owned: Option<OwnedOp>,
    /// The op before its run (kept only for module-scope printing).
    initial: Option<OwnedOp>,
    /// Whether the job has run.
    ran: bool,
    events: Vec<Event>,
    hooks: Option<Hooks<'h>>,
    failed: bool,
}

impl<'m> Job<'m, '_> {
    fn new(op: OpId, manager: &'m OpPassManager) -> Self {
        Job {
            op,
            manager,
            owned: None,
            initial: None,
            ran: false,
            events: Vec::new(),
            hooks: None,
            failed: false,
        }
    }
}

/// Runs nested managers over the ops directly inside `op`'s regions (MLIR's
/// `OpToOpPassAdaptor`): each op goes to the first manager that can
/// schedule on it. Every op runs, even after one failed.
fn run_adaptor(
    mgrs: &[OpPassManager],
    op: &mut OpHandle<'_>,
    cx: &mut RunContext<'_>,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut jobs = Vec::new();
    {
        let body = op.body();
        for &region in op.storage().regions(op.op()) {
            for block in body.region_blocks(region) {
                for child in body.block_ops(block) {
                    let name = ctx.op_name_str(body.op_name(child));
                    let Some(manager) = mgrs.iter().find(|m| m.can_schedule_on(ctx, name)) else {
                        continue;
                    };
                    let mut job = Job::new(child, manager);
                    // An op-specific manager can pick an op no pass may run
                    // on; its first pass reports that without running.
                    if !manager.is_empty() {
                        if let Some(message) = unschedulable(ctx, name) {
                            let d = Diagnostic::error(
                                body.op_loc(child),
                                format!("'{name}' op {message}"),
                            );
                            let owner = Some((op.storage(), op.op()));
                            let d = cx.with_op_note(d, body, child, owner, true);
                            job.events.push(Event::Output(Output::Diagnostic(d)));
                            job.failed = true;
                        }
                    }
                    jobs.push(job);
                }
            }
        }
    }
    // opt-bisect deciding by invocation number, or debug counters that
    // may skip, count them as they come.
    let in_order = cx
        .hooks
        .and_then(|h| h.bisect())
        .is_some_and(|b| b.needs_order())
        || cx
            .config
            .debug_counter
            .as_ref()
            .is_some_and(|c| c.needs_order());
    let parallel = cx.config.threading
        && jobs.len() > 1
        && !in_order
        && tileir_ir::threads::threads(cx.ctx) > 1;
    run_jobs(jobs, op, cx, parallel)
}

/// How many jobs run (in parallel) between joins when instrumentation is
/// installed: joining as a run goes keeps only a wave's recorders alive.
const WAVE: usize = 1024;

/// Detaches the jobs' ops from `op` (all but those that failed already),
/// runs each job's manager on its op (in parallel if asked), and joins them
/// back in order: ops, output, instrumentation.
fn run_jobs<'h>(
    mut jobs: Vec<Job<'_, 'h>>,
    op: &mut OpHandle<'_>,
    cx: &mut RunContext<'h>,
    parallel: bool,
) -> Result<(), PassFailed> {
    if jobs.is_empty() {
        return Ok(());
    }
    let ctx = cx.ctx;
    let config = cx.config;
    let parent_hooks = cx.hooks;
    let snapshots = parent_hooks.is_some_and(|h| h.needs_snapshots());
    let body = op.body_mut();
    for job in jobs.iter_mut().filter(|j| !j.failed) {
        job.owned = body.detach_isolated(job.op);
    }
    let run_job = |job: &mut Job<'_, '_>| {
        let Some(owned) = job.owned.as_mut() else {
            return;
        };
        if let Some(hooks) = job.hooks.as_mut() {
            hooks.set_thread(parallel);
        }
        let hooks = job.hooks.as_ref();
        let mut child_cx = RunContext::nested(ctx, config, hooks);
        let mut am = AnalysisManager::with_hooks(hooks);
        let mut handle = OpHandle::new(ctx, owned);
        job.failed = run_nested(job.manager, &mut handle, &mut am, &mut child_cx).is_err();
        job.events = std::mem::take(&mut child_cx.events);
        job.ran = true;
    };
    // The op with its jobs' ops detached, for module-scope prints.
    let lift = snapshots.then(|| op.owned().clone());
    let at_root = parent_hooks.is_some_and(|h| h.depth() == 0);
    let wave = if parent_hooks.is_some() {
        WAVE
    } else {
        jobs.len()
    };
    let mut failed = false;
    let mut events = Vec::new();
    let mut start = 0;
    while start < jobs.len() {
        let end = jobs.len().min(start + wave);
        if let Some(parent) = parent_hooks {
            // Forked in order on this thread: recorders number their
            // children as a sequential run does.
            let parent_handle = op.reborrow();
            for job in &mut jobs[start..end] {
                if let Some(owned) = job.owned.as_mut() {
                    if snapshots {
                        job.initial = Some(owned.clone());
                    }
                    let child = OpHandle::new(ctx, owned);
                    job.hooks = Some(parent.fork(&parent_handle, &child));
                }
            }
        }
        if parallel {
            let wave = &mut jobs[start..end];
            tileir_ir::threads::install(|| wave.par_iter_mut().for_each(run_job));
        } else {
            jobs[start..end].iter_mut().for_each(run_job);
        }
        for i in start..end {
            // Job i's pass invocations come after those of the jobs before.
            let numbered_from = parent_hooks.map_or(0, |h| h.invocations());
            for event in std::mem::take(&mut jobs[i].events) {
                events.push(match event {
                    Event::Emitted(item) => Event::Emitted(lift_item(
                        item,
                        numbered_from,
                        lift.as_ref().map(|parent| (parent, &jobs[..], i)),
                        at_root,
                        ctx,
                    )),
                    event => event,
                });
            }
            failed |= jobs[i].failed;
            if let (Some(parent), Some(hooks)) = (parent_hooks, jobs[i].hooks.take()) {
                parent.join(hooks, jobs[i].op);
            }
            jobs[i].initial = None;
        }
        start = end;
    }
    let body = op.body_mut();
    for job in &mut jobs {
        if let Some(owned) = job.owned.take() {
            body.reattach_isolated(job.op, owned);
        }
    }
    cx.resolve_child_events(events, op);
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// Instrumentation output of job `i` as its parent's: pass numbers count
/// on from the parent's, and a module-scope print gets the parent op
/// around it as a sequential run would have it (jobs before `i` finished,
/// jobs after `i` not started), rendered once it reaches the root.
fn lift_item(
    item: Emitted,
    numbered_from: u64,
    around: Option<(&OwnedOp, &[Job<'_, '_>], usize)>,
    at_root: bool,
    ctx: &Context,
) -> Emitted {
    match (item, around) {
        (
            Emitted::Numbered {
                dest,
                before,
                number,
                after,
            },
            _,
        ) => Emitted::Numbered {
            dest,
            before,
            number: number + numbered_from,
            after,
        },
        (Emitted::Reproducer(mut failure), Some((parent, jobs, i))) => {
            failure.map_local_state(|op| substitute(parent, jobs, i, op));
            Emitted::Reproducer(failure)
        }
        (Emitted::Snapshot(s), Some((parent, jobs, i))) => {
            let mut s = *s;
            s.op = substitute(parent, jobs, i, s.op);
            if at_root {
                let text = render_snapshot(ctx, &s);
                Emitted::Text { dest: s.dest, text }
            } else {
                Emitted::Snapshot(Box::new(s))
            }
        }
        (item, _) => item,
    }
}

/// `parent` (its jobs' ops detached) with job `at`'s op in state `state`,
/// earlier jobs' ops as they ended and later ones as they began.
fn substitute(parent: &OwnedOp, jobs: &[Job<'_, '_>], at: usize, state: OwnedOp) -> OwnedOp {
    let mut copy = parent.clone();
    let op = copy.op;
    let body = if copy.body.child_body(op).is_some() {
        copy.body.child_body_mut(op).expect("checked above")
    } else {
        &mut copy.body
    };
    let mut state = Some(state);
    for (j, job) in jobs.iter().enumerate() {
        let child = match j.cmp(&at) {
            std::cmp::Ordering::Less => job.owned.clone(),
            std::cmp::Ordering::Equal => state.take(),
            // Not run yet (a later wave): its op is as it began.
            std::cmp::Ordering::Greater if !job.ran => job.owned.clone(),
            std::cmp::Ordering::Greater => job.initial.clone(),
        };
        if let Some(child) = child {
            body.reattach_isolated(job.op, child);
        }
    }
    copy
}

/// Why no pass can run on ops named `name`, if none can.
fn unschedulable(ctx: &Context, name: &str) -> Option<&'static str> {
    match ctx.op_def_by_name(name) {
        None => Some("trying to schedule a pass on an unregistered operation"),
        Some(def) if !def.is_isolated() => Some(NOT_ISOLATED),
        Some(_) => None,
    }
}
