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
//! Determinism: each anchor op of a nest runs with its own output list; the
//! lists are emitted in op order, which is what a single-threaded run
//! reports. So output never depends on threads.

use crate::analysis::AnalysisManager;
use crate::anchor::OpHandle;
use crate::manager::{can_schedule, Element, OpPassManager, PassInstance};
use crate::pass::{PassAnchor, PassFailed};
use rayon::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use tileir_ir::printer::op_for_note;
use tileir_ir::verifier::{verify_with, VerifyOptions};
use tileir_ir::{Body, Context, Diagnostic, OpId, OwnedOp};

/// How a pipeline runs.
#[derive(Clone, Copy, Debug)]
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
}

impl Default for RunConfig {
    fn default() -> RunConfig {
        RunConfig {
            threading: true,
            verify_each: true,
            print_op_on_diagnostic: true,
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
}

impl<'a> RunContext<'a> {
    /// The context of a run on a root op (an op with no parent).
    pub fn new(ctx: &'a Context, config: &'a RunConfig) -> RunContext<'a> {
        RunContext {
            ctx,
            config,
            has_parent: false,
            events: Vec::new(),
        }
    }

    /// The context of a run on an op nested in another.
    fn nested(ctx: &'a Context, config: &'a RunConfig) -> RunContext<'a> {
        RunContext {
            has_parent: true,
            ..RunContext::new(ctx, config)
        }
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
                // Only a nested op has a parent to report on (see
                // `run_pipeline_on_parent`), and its adaptor resolves it.
                Event::ParentOpError(_) => None,
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
        let mut am = AnalysisManager::new();
        run_manager(pm, op, &mut am, self)
    }

    /// A dynamic pipeline on an isolated op of the pass's op's body
    /// (`child`, directly inside `op` or nested in its non-isolated ops).
    pub fn run_pipeline_on_child(
        &mut self,
        pm: &OpPassManager,
        op: &mut OpHandle<'_>,
        child: OpId,
    ) -> Result<(), PassFailed> {
        let Some(mut owned) = op.body_mut().detach_isolated(child) else {
            return Ok(());
        };
        let mut child_cx = RunContext::nested(self.ctx, self.config);
        let result = {
            let mut handle = OpHandle::new(self.ctx, &mut owned);
            child_cx.run_pipeline(pm, &mut handle)
        };
        op.body_mut().reattach_isolated(child, owned);
        let events = std::mem::take(&mut child_cx.events);
        self.resolve_child_events(events, op);
        result
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
                Event::Output(o) => self.events.push(Event::Output(o)),
                Event::ParentOpError(message) => {
                    let d = self.op_op_error(parent, message);
                    self.emit(d);
                }
            }
        }
    }
}

/// The result of running a pipeline on a root op.
pub struct RunOutcome {
    /// What the run writes to stderr, in order.
    pub output: Vec<Output>,
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
    let mut cx = RunContext::new(ctx, config);
    let mut am = AnalysisManager::new();
    let mut handle = OpHandle::new(ctx, root);
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
        _ => initialize(pm, &mut cx).and_then(|()| run_manager(pm, &mut handle, &mut am, &mut cx)),
    };
    RunOutcome {
        output: cx.take_output(),
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
    am: &mut AnalysisManager,
    cx: &mut RunContext<'_>,
) -> Result<(), PassFailed> {
    for element in pm.elements() {
        match element {
            Element::Pass(pass) => run_pass(pass, op, am, cx)?,
            Element::Adaptor(mgrs) => {
                check_schedulable(op, None, cx)?;
                run_adaptor(mgrs, op, cx)?;
                // Nested passes may have changed anything inside the op.
                am.clear();
                // As in MLIR, the op itself is verified after its nested
                // pipelines (symbol uses across the nested ops, say). Ours
                // verifies recursively: the verifier has no shallow mode.
                verify(op, cx)?;
            }
        }
    }
    Ok(())
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
    op: &mut OpHandle<'_>,
    am: &mut AnalysisManager,
    cx: &mut RunContext<'_>,
) -> Result<(), PassFailed> {
    check_schedulable(op, Some(pass), cx)?;
    let result = catch_unwind(AssertUnwindSafe(|| pass.pass.run(op, am, cx)));
    let preserved = match result {
        Ok(Ok(preserved)) => preserved,
        Ok(Err(failed)) => return Err(failed),
        Err(panic) => {
            cx.emit(panic_diagnostic(pass, op, &*panic));
            return Err(PassFailed);
        }
    };
    am.invalidate(&preserved);
    if !preserved.is_all() {
        verify(op, cx)?;
    }
    Ok(())
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
    match verify_with(cx.ctx, &owned.body, owned.op, &options) {
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
struct Job {
    op: OpId,
    manager: usize,
    owned: Option<OwnedOp>,
    events: Vec<Event>,
    failed: bool,
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
                    let Some(manager) = mgrs.iter().position(|m| m.can_schedule_on(ctx, name))
                    else {
                        continue;
                    };
                    let mut job = Job {
                        op: child,
                        manager,
                        owned: None,
                        events: Vec::new(),
                        failed: false,
                    };
                    // An op-specific manager can pick an op no pass may run
                    // on; its first pass reports that without running.
                    if !mgrs[manager].is_empty() {
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
    if jobs.is_empty() {
        return Ok(());
    }
    let body = op.body_mut();
    for job in jobs.iter_mut().filter(|j| !j.failed) {
        job.owned = body.detach_isolated(job.op);
    }
    let config = cx.config;
    let run_job = |job: &mut Job| {
        let Some(owned) = job.owned.as_mut() else {
            return;
        };
        let mut child_cx = RunContext::nested(ctx, config);
        let mut am = AnalysisManager::new();
        let mut handle = OpHandle::new(ctx, owned);
        job.failed = run_manager(&mgrs[job.manager], &mut handle, &mut am, &mut child_cx).is_err();
        job.events = std::mem::take(&mut child_cx.events);
    };
    if config.threading && jobs.len() > 1 && tileir_ir::threads::threads(ctx) > 1 {
        tileir_ir::threads::install(|| jobs.par_iter_mut().for_each(run_job));
    } else {
        jobs.iter_mut().for_each(run_job);
    }
    let mut failed = false;
    let mut events = Vec::new();
    let body = op.body_mut();
    for job in jobs {
        if let Some(owned) = job.owned {
            body.reattach_isolated(job.op, owned);
        }
        events.extend(job.events);
        failed |= job.failed;
    }
    cx.resolve_child_events(events, op);
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// Why no pass can run on ops named `name`, if none can.
fn unschedulable(ctx: &Context, name: &str) -> Option<&'static str> {
    match ctx.op_def_by_name(name) {
        None => Some("trying to schedule a pass on an unregistered operation"),
        Some(def) if !def.is_isolated() => Some(NOT_ISOLATED),
        Some(_) => None,
    }
}
