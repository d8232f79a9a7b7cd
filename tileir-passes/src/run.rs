//! Running a pipeline: passes in order on their anchor, nested managers over
//! the isolated ops inside it (on rayon's threads when threading is on),
//! verification after each pass, failure stopping the anchor's pipeline.
//!
//! As in mlir-opt 22, a failing anchor stops its own pipeline only: its
//! siblings still run (with or without threads), and the adaptor then fails.
//!
//! Determinism: each anchor op of a nest runs as a job with its own
//! diagnostics list and instrumentation recorders ([`crate::instrument`]);
//! finished jobs are joined in op order, so diagnostics, IR dumps and
//! timing come out exactly as a single-threaded run produces them.

use crate::analysis::AnalysisManager;
use crate::anchor::OpHandle;
use crate::instrument::ir_printer::render_snapshot;
use crate::instrument::{Chain, Dest, Emitted, Hooks, Output, PassEvent, PipelineEvent, Step};
use crate::manager::{Element, OpPassManager, PassInstance};
use crate::pass::PassFailed;
use rayon::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use tileir_ir::verifier::{verify_with, VerifyOptions};
use tileir_ir::{Context, Diagnostic, OpId, OwnedOp};

/// How a pipeline runs.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Run the nested pipelines of sibling anchors on several threads.
    pub threading: bool,
    /// Verify the anchor after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// Attach the failing op to verifier diagnostics as a note
    /// (`--mlir-print-op-on-diagnostic`).
    pub print_op_on_diagnostic: bool,
    /// The installed instrumentations (timing, IR printing, ...); empty by
    /// default.
    pub instrumentation: Chain,
}

impl Default for RunConfig {
    fn default() -> RunConfig {
        RunConfig {
            threading: true,
            verify_each: true,
            print_op_on_diagnostic: true,
            instrumentation: Chain::new(),
        }
    }
}

/// What a pass has besides its op: the context, the run's settings, and
/// where its diagnostics go.
pub struct RunContext<'a> {
    pub ctx: &'a Context,
    pub config: &'a RunConfig,
    diagnostics: Vec<Diagnostic>,
    /// The anchor's instrumentation recorders (`None`: nothing installed).
    hooks: Option<&'a Hooks<'a>>,
    /// Instrumentation output, each piece at its position among the
    /// diagnostics.
    output: Vec<(usize, Emitted)>,
}

impl<'a> RunContext<'a> {
    pub fn new(ctx: &'a Context, config: &'a RunConfig) -> RunContext<'a> {
        RunContext::with_hooks(ctx, config, None)
    }

    fn with_hooks(
        ctx: &'a Context,
        config: &'a RunConfig,
        hooks: Option<&'a Hooks<'a>>,
    ) -> RunContext<'a> {
        RunContext {
            ctx,
            config,
            diagnostics: Vec::new(),
            hooks,
            output: Vec::new(),
        }
    }

    pub fn emit(&mut self, diag: Diagnostic) {
        self.diagnostics.push(diag);
    }

    /// The diagnostics emitted so far, in order.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }

    /// Runs `f` inside the named scope `name` (the scopes of the seeds:
    /// `TileASGenerateSchedule`, `TileASSliceAndFuse`, ...), which timing
    /// reports as a timer nested in the pass. Free when no instrumentation
    /// is installed.
    pub fn scope<T>(&mut self, name: &'static str, f: impl FnOnce(&mut Self) -> T) -> T {
        let Some(hooks) = self.hooks else {
            return f(self);
        };
        hooks.enter_scope(name);
        let result = f(self);
        hooks.exit_scope(name);
        result
    }

    /// Adds `delta` to the running pass's statistic `name` (one of its
    /// [`crate::pass::PassInfo::statistics`]), reported by
    /// `--mlir-pass-statistics`. Free when statistics are not asked for.
    pub fn statistic(&mut self, name: &'static str, delta: u64) {
        if let Some(hooks) = self.hooks {
            hooks.statistic(name, delta);
        }
    }

    /// A dynamic pipeline (MLIR's `Pass::runPipeline`): runs `pm` on the
    /// pass's own op, which must be `pm`'s anchor.
    pub fn run_pipeline(
        &mut self,
        pm: &OpPassManager,
        op: &mut OpHandle<'_>,
    ) -> Result<(), PassFailed> {
        let hooks = self.hooks;
        let mut am = AnalysisManager::with_hooks(hooks);
        run_nested(pm, op, &mut am, self)
    }

    /// A dynamic pipeline on an isolated op nested directly or deeper in the
    /// pass's op (`child` is an op of `op`'s body).
    pub fn run_pipeline_on_child(
        &mut self,
        pm: &OpPassManager,
        op: &mut OpHandle<'_>,
        child: OpId,
    ) -> Result<(), PassFailed> {
        let job = Job {
            op: child,
            manager: pm,
            owned: None,
            initial: None,
            ran: false,
            diagnostics: Vec::new(),
            output: Vec::new(),
            hooks: None,
            failed: false,
        };
        run_jobs(vec![job], op, self, false)
    }

    /// The output of a detached job's context, for joining.
    fn into_parts(self) -> (Vec<Diagnostic>, Vec<(usize, Emitted)>) {
        (self.diagnostics, self.output)
    }

    fn out(&mut self) -> Output<'_> {
        let position = self.diagnostics.len();
        Output::new(&mut self.output, position)
    }
}

/// Instrumentation output of a run, in order with its diagnostics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputText {
    /// How many of the run's diagnostics come before this text.
    pub position: usize,
    pub dest: Dest,
    pub text: String,
}

/// The result of running a pipeline on a root op.
pub struct RunOutcome {
    pub diagnostics: Vec<Diagnostic>,
    /// IR dumps and other instrumentation output (none without
    /// instrumentation).
    pub output: Vec<OutputText>,
    pub success: bool,
}

/// One item of a run's stderr stream, in order.
pub enum RunEvent<'r> {
    Diagnostic(&'r Diagnostic),
    Output(&'r OutputText),
}

impl RunOutcome {
    /// Diagnostics and instrumentation output in the order they happened.
    pub fn events(&self) -> impl Iterator<Item = RunEvent<'_>> {
        let mut output = self.output.iter().peekable();
        let mut diagnostics = self.diagnostics.iter().enumerate().peekable();
        std::iter::from_fn(move || {
            let next_diag = diagnostics.peek().map(|(i, _)| *i);
            match (output.peek(), next_diag) {
                (Some(o), Some(i)) if o.position > i => {
                    diagnostics.next().map(|(_, d)| RunEvent::Diagnostic(d))
                }
                (Some(_), _) => output.next().map(RunEvent::Output),
                (None, _) => diagnostics.next().map(|(_, d)| RunEvent::Diagnostic(d)),
            }
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
    let mut handle = OpHandle::new(ctx, root);
    let hooks = Hooks::start(&config.instrumentation, &handle);
    let mut cx = RunContext::with_hooks(ctx, config, hooks.as_ref());
    let mut am = AnalysisManager::with_hooks(hooks.as_ref());
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
    drop(am);
    let (diagnostics, items) = cx.into_parts();
    let output = items
        .into_iter()
        .map(|(position, item)| match item {
            Emitted::Text { dest, text } => OutputText {
                position,
                dest,
                text,
            },
            Emitted::Numbered {
                dest,
                before,
                number,
                after,
            } => OutputText {
                position,
                dest,
                text: format!("{before}{number}{after}"),
            },
            // Snapshots are rendered when they reach the root level.
            Emitted::Snapshot(s) => OutputText {
                position,
                dest: s.dest.clone(),
                text: render_snapshot(ctx, &s),
            },
        })
        .collect();
    if let Some(hooks) = hooks {
        hooks.finish();
    }
    RunOutcome {
        diagnostics,
        output,
        success: result.is_ok(),
    }
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
                let step = Step::Adaptor {
                    managers: mgrs,
                    index,
                };
                before(cx, step, op);
                let result = run_adaptor(mgrs, op, cx);
                after(cx, step, op, result.is_err());
                // Nested passes may have changed anything inside the op.
                am.clear();
                result?;
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

/// The before-pass hooks, if any are installed; the invocation's number
/// (passes only).
fn before(cx: &mut RunContext<'_>, step: Step<'_>, op: &mut OpHandle<'_>) -> u64 {
    let Some(hooks) = cx.hooks else {
        return 0;
    };
    let number = match step {
        Step::Pass { .. } => hooks.next_invocation(),
        Step::Adaptor { .. } => 0,
    };
    let event = PassEvent {
        step,
        op: &*op,
        depth: hooks.depth(),
        number,
    };
    hooks.before_pass(&event, &mut cx.out());
    number
}

/// The after-pass hooks (reverse installation order), without
/// verification (adaptors).
fn after(cx: &mut RunContext<'_>, step: Step<'_>, op: &mut OpHandle<'_>, failed: bool) {
    let Some(hooks) = cx.hooks else {
        return;
    };
    let event = PassEvent {
        step,
        op: &*op,
        depth: hooks.depth(),
        number: 0,
    };
    hooks.after_pass_late(&event, failed, &mut cx.out());
    hooks.after_pass_early(&event, failed, &mut cx.out());
}

/// Runs one pass on `op`: a panic becomes a failure of that pass; success
/// is followed by verification unless the pass preserved everything.
/// Verification sits at verify-each's place in the after-hooks: hooks
/// installed after it see the pass's own verdict, hooks installed before it
/// (timer, IR printer) see verification's.
fn run_pass(
    pass: &PassInstance,
    index: usize,
    op: &mut OpHandle<'_>,
    am: &mut AnalysisManager<'_>,
    cx: &mut RunContext<'_>,
) -> Result<(), PassFailed> {
    let step = Step::Pass { pass, index };
    let number = before(cx, step, op);
    let result = catch_unwind(AssertUnwindSafe(|| pass.pass.run(op, am, cx)));
    let mut preserved_all = false;
    let mut failed = match result {
        Ok(Ok(preserved)) => {
            am.invalidate(&preserved);
            preserved_all = preserved.is_all();
            false
        }
        Ok(Err(PassFailed)) => true,
        Err(panic) => {
            cx.emit(panic_diagnostic(pass, op, &*panic));
            true
        }
    };
    let hooks = cx.hooks;
    if let Some(hooks) = hooks {
        let event = PassEvent {
            step,
            op: &*op,
            depth: hooks.depth(),
            number,
        };
        hooks.after_pass_late(&event, failed, &mut cx.out());
    }
    if !failed && cx.config.verify_each && !preserved_all {
        let options = VerifyOptions {
            print_op_on_diagnostic: cx.config.print_op_on_diagnostic,
        };
        let owned = op.owned();
        if let Err(diags) = verify_with(cx.ctx, &owned.body, owned.op, &options) {
            for d in diags {
                cx.emit(d);
            }
            failed = true;
        }
    }
    if let Some(hooks) = hooks {
        let event = PassEvent {
            step,
            op: &*op,
            depth: hooks.depth(),
            number,
        };
        hooks.after_pass_early(&event, failed, &mut cx.out());
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
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

/// One anchor op of a nest: where it sits, which manager runs on it, the
/// op itself while detached, and what its run produced.
struct Job<'m, 'h> {
    op: OpId,
    manager: &'m OpPassManager,
    owned: Option<OwnedOp>,
    /// The op before its run (kept only for module-scope printing).
    initial: Option<OwnedOp>,
    /// Whether the job has run.
    ran: bool,
    diagnostics: Vec<Diagnostic>,
    output: Vec<(usize, Emitted)>,
    hooks: Option<Hooks<'h>>,
    failed: bool,
}

/// Runs nested managers over the ops directly inside `op`'s regions (MLIR's
/// `OpToOpPassAdaptor`).
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
                    let Some(manager) = mgrs.iter().find(|m| m.can_schedule_on(ctx, name)) else {
                        continue;
                    };
                    let isolated = ctx.op_def_by_name(name).is_some_and(|d| d.is_isolated());
                    if !isolated {
                        cx.emit(Diagnostic::error(
                            body.op_loc(child),
                            format!(
                                "'{name}' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"
                            ),
                        ));
                        return Err(PassFailed);
                    }
                    jobs.push(Job {
                        op: child,
                        manager,
                        owned: None,
                        initial: None,
                        ran: false,
                        diagnostics: Vec::new(),
                        output: Vec::new(),
                        hooks: None,
                        failed: false,
                    });
                }
            }
        }
    }
    let parallel = cx.config.threading && jobs.len() > 1;
    run_jobs(jobs, op, cx, parallel)
}

/// How many jobs run (in parallel) between joins when instrumentation is
/// installed: joining as a run goes keeps only a wave's recorders alive.
const WAVE: usize = 1024;

/// Detaches the jobs' ops from `op`, runs each job's manager on its op (in
/// parallel if asked), and joins them back in order: ops, diagnostics,
/// instrumentation.
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
    for job in &mut jobs {
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
        let mut child_cx = RunContext::with_hooks(ctx, config, hooks);
        let mut am = AnalysisManager::with_hooks(hooks);
        let mut handle = OpHandle::new(ctx, owned);
        job.failed = run_nested(job.manager, &mut handle, &mut am, &mut child_cx).is_err();
        let (diagnostics, output) = child_cx.into_parts();
        job.diagnostics = diagnostics;
        job.output = output;
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
            jobs[start..end].par_iter_mut().for_each(run_job);
        } else {
            jobs[start..end].iter_mut().for_each(run_job);
        }
        for i in start..end {
            // Job i's pass invocations come after those of the jobs before.
            let numbered_from = parent_hooks.map_or(0, |h| h.invocations());
            // Module-scope prints of job i see the op as a sequential run
            // would: jobs before i finished, jobs after i not started.
            let output = std::mem::take(&mut jobs[i].output);
            for (position, item) in output {
                let item = match (item, &lift) {
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
                    (Emitted::Snapshot(s), Some(parent)) => {
                        let mut s = *s;
                        s.op = substitute(parent, &jobs, i, s.op);
                        if at_root {
                            let text = render_snapshot(ctx, &s);
                            Emitted::Text { dest: s.dest, text }
                        } else {
                            Emitted::Snapshot(Box::new(s))
                        }
                    }
                    (item, _) => item,
                };
                cx.output.push((cx.diagnostics.len() + position, item));
            }
            let diagnostics = std::mem::take(&mut jobs[i].diagnostics);
            cx.diagnostics.extend(diagnostics);
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
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
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
