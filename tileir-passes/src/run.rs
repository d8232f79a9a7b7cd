//! Running a pipeline: passes in order on their anchor, nested managers over
//! the isolated ops inside it (as tasks of the thread pool of
//! [`tileir_ir::threads`] when threading is on), verification after each
//! pass, failure stopping the run. Work nested in a task (verify-each, a
//! nested adaptor) joins the same pool rather than starting threads.
//!
//! Determinism: each anchor op of a nest runs with its own diagnostics
//! list; the lists are emitted in op order, and only up to the first op
//! that failed, which is exactly what a single-threaded run (which stops
//! there) reports. So output never depends on threads.

use crate::analysis::AnalysisManager;
use crate::anchor::OpHandle;
use crate::manager::{Element, OpPassManager, PassInstance};
use crate::pass::PassFailed;
use rayon::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use tileir_ir::verifier::{verify_with, VerifyOptions};
use tileir_ir::{Context, Diagnostic, OpId, OwnedOp};

/// How a pipeline runs.
#[derive(Clone, Copy, Debug)]
pub struct RunConfig {
    /// Run the nested pipelines of sibling anchors on several threads
    /// (only if the context's multithreading is on too, see
    /// [`tileir_ir::threads::threads`]).
    pub threading: bool,
    /// Verify the anchor after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// Attach the failing op to verifier diagnostics as a note
    /// (`--mlir-print-op-on-diagnostic`).
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

/// What a pass has besides its op: the context, the run's settings, and
/// where its diagnostics go.
pub struct RunContext<'a> {
    pub ctx: &'a Context,
    pub config: &'a RunConfig,
    diagnostics: Vec<Diagnostic>,
}

impl<'a> RunContext<'a> {
    pub fn new(ctx: &'a Context, config: &'a RunConfig) -> RunContext<'a> {
        RunContext {
            ctx,
            config,
            diagnostics: Vec::new(),
        }
    }

    pub fn emit(&mut self, diag: Diagnostic) {
        self.diagnostics.push(diag);
    }

    /// The diagnostics emitted so far, in order.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }

    /// A dynamic pipeline (MLIR's `Pass::runPipeline`): runs `pm` on the
    /// pass's own op, which must be `pm`'s anchor.
    pub fn run_pipeline(
        &mut self,
        pm: &OpPassManager,
        op: &mut OpHandle<'_>,
    ) -> Result<(), PassFailed> {
        let mut am = AnalysisManager::new();
        run_manager(pm, op, &mut am, self)
    }

    /// A dynamic pipeline on an isolated op nested directly or deeper in the
    /// pass's op (`child` is an op of `op`'s body).
    pub fn run_pipeline_on_child(
        &mut self,
        pm: &OpPassManager,
        op: &mut OpHandle<'_>,
        child: OpId,
    ) -> Result<(), PassFailed> {
        let body = op.body_mut();
        let Some(mut owned) = body.detach_isolated(child) else {
            return Ok(());
        };
        let result = {
            let mut handle = OpHandle::new(self.ctx, &mut owned);
            self.run_pipeline(pm, &mut handle)
        };
        op.body_mut().reattach_isolated(child, owned);
        result
    }
}

/// The result of running a pipeline on a root op.
pub struct RunOutcome {
    pub diagnostics: Vec<Diagnostic>,
    pub success: bool,
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
    let root_name = handle.name_str().to_string();
    let result = if pm.can_schedule_on(ctx, &root_name) || pm.anchor().is_none() {
        run_manager(pm, &mut handle, &mut am, &mut cx)
    } else {
        cx.emit(Diagnostic::error(
            handle.loc(),
            format!(
                "can't run '{}' pass manager on '{}' op",
                pm.anchor_name(),
                root_name
            ),
        ));
        Err(PassFailed)
    };
    RunOutcome {
        diagnostics: cx.take_diagnostics(),
        success: result.is_ok(),
    }
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
                run_adaptor(mgrs, op, cx)?;
                // Nested passes may have changed anything inside the op.
                am.clear();
                // As in MLIR, the op itself is verified after its nested
                // pipelines (symbol uses across the nested ops, say). Ours
                // verifies recursively: the verifier has no shallow mode.
                if cx.config.verify_each {
                    verify_anchor(op, cx)?;
                }
            }
        }
    }
    Ok(())
}

/// Runs one pass on `op`: a panic becomes a failure of that pass; success
/// is followed by verification unless the pass preserved everything.
fn run_pass(
    pass: &PassInstance,
    op: &mut OpHandle<'_>,
    am: &mut AnalysisManager,
    cx: &mut RunContext<'_>,
) -> Result<(), PassFailed> {
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
    if cx.config.verify_each && !preserved.is_all() {
        verify_anchor(op, cx)?;
    }
    Ok(())
}

/// Verifies `op` and everything in it, emitting the verifier's diagnostics.
fn verify_anchor(op: &OpHandle<'_>, cx: &mut RunContext<'_>) -> Result<(), PassFailed> {
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

/// One anchor op of a nest: where it sits, which manager runs on it, and
/// the op itself while detached.
struct Job {
    op: OpId,
    manager: usize,
    owned: Option<OwnedOp>,
    diagnostics: Vec<Diagnostic>,
    failed: bool,
}

/// Runs nested managers over the ops directly inside `op`'s regions (MLIR's
/// `OpToOpPassAdaptor`). Like MLIR, every op gets its pipeline even after
/// another op's failed, so the diagnostics are those of all anchors in op
/// order, with or without threads.
fn run_adaptor(
    mgrs: &[OpPassManager],
    op: &mut OpHandle<'_>,
    cx: &mut RunContext<'_>,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut jobs = Vec::new();
    {
        let body = op.body();
        let regions = op.storage().regions(op.op()).to_vec();
        for region in regions {
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
                        diagnostics: Vec::new(),
                        failed: false,
                    };
                    if let Some(problem) = schedule_problem(ctx, &mgrs[manager], name) {
                        let mut diag = Diagnostic::error(
                            body.op_loc(child),
                            format!("'{name}' op trying to schedule a pass on {problem}"),
                        );
                        if cx.config.print_op_on_diagnostic {
                            let owner = (op.storage(), op.op());
                            let printed = tileir_ir::printer::op_for_diagnostic(
                                ctx,
                                Some(owner),
                                body,
                                child,
                            );
                            diag = diag.with_note(
                                body.op_loc(child),
                                format!("see current operation: {printed}"),
                            );
                        }
                        job.diagnostics.push(diag);
                        job.failed = true;
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
        let mut child_cx = RunContext::new(ctx, config);
        let mut am = AnalysisManager::new();
        let mut handle = OpHandle::new(ctx, owned);
        job.failed = run_manager(&mgrs[job.manager], &mut handle, &mut am, &mut child_cx).is_err();
        job.diagnostics = child_cx.take_diagnostics();
    };
    if config.threading && jobs.len() > 1 && tileir_ir::threads::threads(ctx) > 1 {
        tileir_ir::threads::install(|| jobs.par_iter_mut().for_each(run_job));
    } else {
        jobs.iter_mut().for_each(run_job);
    }
    let body = op.body_mut();
    let mut failed = false;
    for job in jobs {
        if let Some(owned) = job.owned {
            body.reattach_isolated(job.op, owned);
        }
        for d in job.diagnostics {
            cx.emit(d);
        }
        failed |= job.failed;
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// Why a manager cannot run on an op of this name (MLIR's checks before a
/// pass runs on an op), as the end of `trying to schedule a pass on ...`.
fn schedule_problem(ctx: &Context, pm: &OpPassManager, name: &str) -> Option<&'static str> {
    let Some(def) = ctx.op_def_by_name(name) else {
        return Some("an unregistered operation");
    };
    if !def.is_isolated() {
        return Some("an operation not marked as 'IsolatedFromAbove'");
    }
    let unsupported = pm.elements().iter().any(|e| match e {
        Element::Pass(p) => !crate::manager::can_schedule(p, def),
        Element::Adaptor(_) => false,
    });
    unsupported.then_some("an unsupported operation")
}
