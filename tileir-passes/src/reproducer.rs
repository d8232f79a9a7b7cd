//! Crash and failure reproducers, as mlir-opt 22 writes them
//! (`--mlir-pass-pipeline-crash-reproducer`, `--mlir-pass-pipeline-local-reproducer`):
//! when a pass fails or panics, a `.mlir` file holding the IR and, in a
//! `{-# external_resources: { mlir_reproducer: {...} } #-}` block, the
//! pipeline to run on it, and an error saying where it was written.
//!
//! Two flavours, MLIR's:
//! - *pipeline*: the run's root as it was before the run, and the whole
//!   pipeline;
//! - *local*: the root as it was just before the failing pass invocation
//!   (every other anchor as a sequential run had it then), and that pass
//!   alone, nested in its anchor's ops.
//!
//! MLIR decides which failure is reported by a sequential run's order: the
//! first failing invocation is reported at its op (at the root for a
//! crash); in the local flavour, invocations that start after it and fail
//! too leave their context behind, and the last of them is reported at the
//! root when the run ends. Here each anchor's recorder reports its
//! failures as items of the run's ordered output ([`Failure`]); nested
//! anchors' items are joined in op order, lifted to the root as snapshots
//! are, and the root's [`Resolver`] applies MLIR's rules to them in that
//! order. So the result is the same with threads on or off, and local
//! reproducers work with threads on (MLIR requires them off).
//!
//! A panic is a crash: it is reported at the root in place of the pass
//! manager's own panic message, and nothing after it is reported (MLIR's
//! crash recovery unwinds the whole run).

use crate::anchor::OpHandle;
use crate::instrument::ir_printer::print_for_dump;
use crate::instrument::{HookOutput, Instrumentation, Join, PassEvent, Recorder, Step};
use crate::pipeline_text::print_pass;
use std::any::Any;
use std::sync::{Arc, Mutex};
use tileir_ir::printer::{attr_to_string, PrintOptions};
use tileir_ir::{Context, Diagnostic, Location, OwnedOp};

/// The error of every reproducer report (MLIR's text).
pub const FAILURE_MESSAGE: &str =
    "Failures have been detected while processing an MLIR pass pipeline";

/// Writes a reproducer's text; the error is the reason given in place of
/// the file name (`failed to create output stream: <reason>`).
pub type ReproducerWriter = dyn Fn(&str) -> Result<(), String> + Send + Sync;

/// What the command line asks of reproducers.
#[derive(Clone)]
pub struct ReproducerSettings {
    /// `--mlir-pass-pipeline-local-reproducer`.
    pub local: bool,
    /// The file as named on the command line (for the note).
    pub name: String,
    /// The pipeline of the run, as [`crate::pipeline_text::print_pipeline_for_reproducer`]
    /// prints it (the pipeline flavour records it).
    pub pipeline: String,
    /// Whether the run has threads off (recorded by the pipeline flavour;
    /// a local reproducer always says `true`, as MLIR's can only).
    pub disable_threading: bool,
    pub verify_each: bool,
    pub write: Arc<ReproducerWriter>,
}

impl std::fmt::Debug for ReproducerSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReproducerSettings")
            .field("local", &self.local)
            .field("name", &self.name)
            .field("pipeline", &self.pipeline)
            .finish()
    }
}

/// The reproducer instrumentation of one run.
pub struct CrashReproducer {
    shared: Arc<Shared>,
}

struct Shared {
    settings: ReproducerSettings,
    /// The root before the run (the pipeline flavour's IR).
    initial: Mutex<Option<OwnedOp>>,
}

impl CrashReproducer {
    pub fn new(settings: ReproducerSettings) -> CrashReproducer {
        CrashReproducer {
            shared: Arc::new(Shared {
                settings,
                initial: Mutex::new(None),
            }),
        }
    }

    /// The resolver of a run on a root op at `root_loc`.
    pub(crate) fn resolver(&self, root_loc: Location) -> Resolver {
        Resolver {
            shared: self.shared.clone(),
            root_loc,
            reported: false,
            over: false,
            pending: None,
        }
    }
}

impl Instrumentation for CrashReproducer {
    fn start(&self, root: &OpHandle<'_>) -> Box<dyn Recorder> {
        if !self.shared.settings.local {
            let mut initial = self
                .shared
                .initial
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            *initial = Some(root.owned().clone());
        }
        Box::new(ReproRecorder {
            shared: self.shared.clone(),
            scopes: vec![root.name_str().to_string()],
            inherited: Vec::new(),
            running: Vec::new(),
            reported: false,
            panicked: false,
        })
    }

    fn needs_snapshots(&self) -> bool {
        // The local flavour's IR is the root around the anchor.
        self.shared.settings.local
    }
}

/// A pass invocation (or adaptor) running on a recorder's anchor.
struct Running {
    /// "`Pass` on 'op' operation: @sym"; `None` for an adaptor (MLIR does
    /// not list those).
    description: Option<String>,
    /// Local flavour: the pass's pipeline and its anchor before it ran.
    local: Option<(String, OwnedOp)>,
    /// A failure was reported while it ran: its context is gone (MLIR
    /// clears them all at the first report).
    saw_failure: bool,
}

struct ReproRecorder {
    shared: Arc<Shared>,
    /// The anchor op names from the root to this anchor.
    scopes: Vec<String>,
    /// The passes running on enclosing anchors when this one started.
    inherited: Vec<String>,
    running: Vec<Running>,
    /// Whether this anchor's run (or a nested one) reported a failure.
    reported: bool,
    /// The pass that is about to report failure panicked.
    panicked: bool,
}

impl ReproRecorder {
    /// The descriptions of every pass running now, outermost first.
    fn running_passes(&self) -> Vec<String> {
        let own = self.running.iter().filter_map(|r| r.description.clone());
        self.inherited.iter().cloned().chain(own).collect()
    }

    fn saw_failure(&mut self) {
        self.reported = true;
        for r in &mut self.running {
            r.saw_failure = true;
        }
    }
}

/// How MLIR names a pass invocation in the note.
fn describe(name: &str, op: &OpHandle<'_>) -> String {
    let symbol = op.sym_name().map(|s| format!(": @{s}")).unwrap_or_default();
    format!("`{name}` on '{}' operation{symbol}", op.name_str())
}

impl Recorder for ReproRecorder {
    fn before_pass(&mut self, event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        let running = match event.step {
            Step::Pass { pass, .. } => {
                let local = self.shared.settings.local.then(|| {
                    let mut pipeline = String::new();
                    for scope in &self.scopes {
                        pipeline.push_str(scope);
                        pipeline.push('(');
                    }
                    pipeline.push_str(&print_pass(pass));
                    pipeline.push_str(&")".repeat(self.scopes.len()));
                    (pipeline, event.op.owned().clone())
                });
                Running {
                    description: Some(describe(pass.info.name, event.op)),
                    local,
                    saw_failure: false,
                }
            }
            Step::Adaptor { .. } => Running {
                description: None,
                local: None,
                saw_failure: false,
            },
        };
        self.running.push(running);
    }

    fn after_pass(&mut self, _event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        self.running.pop();
        self.panicked = false;
    }

    fn after_pass_failed(&mut self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        let crash = std::mem::take(&mut self.panicked);
        let running = self.running_passes();
        let Some(entry) = self.running.pop() else {
            return;
        };
        if entry.saw_failure {
            // A failure inside it was reported first.
            return;
        }
        self.saw_failure();
        let local = entry
            .local
            .map(|(pipeline, state)| LocalState { pipeline, state });
        out.reproducer(Failure {
            crash,
            loc: event.op.loc(),
            running,
            local,
        });
    }

    fn pass_panicked(&mut self) -> bool {
        self.panicked = true;
        true
    }

    fn fork(&mut self, _parent: &OpHandle<'_>, child: &OpHandle<'_>) -> Box<dyn Recorder> {
        let mut scopes = self.scopes.clone();
        scopes.push(child.name_str().to_string());
        Box::new(ReproRecorder {
            shared: self.shared.clone(),
            scopes,
            inherited: self.running_passes(),
            running: Vec::new(),
            reported: false,
            panicked: false,
        })
    }

    fn join(&mut self, child: Box<dyn Recorder>, _join: &Join) {
        let child = crate::instrument::downcast::<ReproRecorder>(child);
        if child.reported {
            self.saw_failure();
        }
    }

    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }
}

/// The local flavour's IR and pipeline of one failing invocation.
pub struct LocalState {
    pipeline: String,
    /// The anchor before the pass, lifted towards the root as the item
    /// joins enclosing runs.
    state: OwnedOp,
}

/// A failing pass invocation, as an item of the run's ordered output.
pub struct Failure {
    /// It panicked.
    crash: bool,
    /// Its anchor's location.
    loc: Location,
    /// The passes running when it failed, outermost first, itself last.
    running: Vec<String>,
    local: Option<LocalState>,
}

impl Failure {
    /// Replaces the op the local flavour prints (the run lifts it to the
    /// root level by level).
    pub(crate) fn map_local_state(&mut self, lift: impl FnOnce(OwnedOp) -> OwnedOp) {
        if let Some(local) = self.local.take() {
            self.local = Some(LocalState {
                pipeline: local.pipeline,
                state: lift(local.state),
            });
        }
    }
}

/// Applies MLIR's rules to a run's failures in sequential order and
/// writes the reproducers they call for.
pub(crate) struct Resolver {
    shared: Arc<Shared>,
    root_loc: Location,
    /// The first failure was reported.
    reported: bool,
    /// A crash was reported: the run is over for MLIR.
    over: bool,
    /// Local flavour: the last invocation that failed after the first.
    pending: Option<Box<Failure>>,
}

impl Resolver {
    /// The next failure in op order; the report it calls for, if any.
    pub(crate) fn failure(&mut self, ctx: &Context, failure: Box<Failure>) -> Option<Diagnostic> {
        if self.over {
            return None;
        }
        let local = self.shared.settings.local;
        if !self.reported {
            self.reported = true;
            self.over = failure.crash;
            let loc = if failure.crash {
                self.root_loc
            } else {
                failure.loc
            };
            return self.report(ctx, loc, &failure);
        }
        if failure.crash {
            self.over = true;
            self.pending = None;
            return if local {
                self.report(ctx, self.root_loc, &failure)
            } else {
                None
            };
        }
        if local {
            self.pending = Some(failure);
        }
        None
    }

    /// The end of the run: a report for what is left, if the run failed.
    pub(crate) fn finish(mut self, ctx: &Context, success: bool) -> Option<Diagnostic> {
        if success || self.over {
            return None;
        }
        if let Some(failure) = self.pending.take() {
            return self.report(ctx, self.root_loc, &failure);
        }
        if !self.reported && !self.shared.settings.local {
            // The run failed before any pass did (an anchor no pass may
            // run on): MLIR still reports its pipeline.
            let failure = Failure {
                crash: false,
                loc: self.root_loc,
                running: Vec::new(),
                local: None,
            };
            return self.report(ctx, self.root_loc, &failure);
        }
        None
    }

    /// Writes the reproducer of `failure` and builds the error at `loc`.
    fn report(&self, ctx: &Context, loc: Location, failure: &Failure) -> Option<Diagnostic> {
        let settings = &self.shared.settings;
        let text = if settings.local {
            let local = failure.local.as_ref()?;
            reproducer_text(
                ctx,
                &local.state,
                &local.pipeline,
                true,
                settings.verify_each,
            )
        } else {
            let initial = self
                .shared
                .initial
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            reproducer_text(
                ctx,
                initial.as_ref()?,
                &settings.pipeline,
                settings.disable_threading,
                settings.verify_each,
            )
        };
        let description = match (settings.write)(&text) {
            Ok(()) => format!("reproducer generated at `{}`", settings.name),
            Err(reason) => format!("failed to create output stream: {reason}"),
        };
        let note = if settings.local {
            let last = failure.running.last().map_or("", String::as_str);
            format!("Pipeline failed while executing {last}: {description}")
        } else {
            format!(
                "Pipeline failed while executing [{}]: {description}",
                failure.running.join(", ")
            )
        };
        Some(Diagnostic::error(loc, FAILURE_MESSAGE).with_note(loc, note))
    }
}

/// A reproducer file: `root` printed as MLIR prints it (verified first,
/// generic if invalid; its dialect resources kept, other external resources
/// dropped) and the `mlir_reproducer` resource.
pub fn reproducer_text(
    ctx: &Context,
    root: &OwnedOp,
    pipeline: &str,
    disable_threading: bool,
    verify_each: bool,
) -> String {
    let printed = print_for_dump(ctx, root, true, &PrintOptions::default(), true);
    // The printer's block comes last: `\n{-#\n<sections>\n#-}\n`, its
    // sections at two spaces, the dialect one first.
    let (ir, dialect) = match printed.rfind("\n{-#\n") {
        Some(at) => {
            let inner = &printed[at + 5..];
            let dialect = inner
                .starts_with("  dialect_resources: {")
                .then(|| inner.find("\n  }").map(|end| &inner[..end + 4]))
                .flatten();
            (&printed[..at + 1], dialect)
        }
        None => (printed.trim_end_matches('\n'), None),
    };
    let mut out = String::with_capacity(ir.len() + 256);
    out.push_str(ir.trim_end_matches('\n'));
    out.push_str("\n\n{-#\n");
    if let Some(dialect) = dialect {
        out.push_str(dialect);
        out.push_str(",\n");
    }
    out.push_str("  external_resources: {\n    mlir_reproducer: {\n      pipeline: ");
    out.push_str(&attr_to_string(ctx, ctx.string_attr(pipeline)));
    out.push_str(&format!(
        ",\n      disable_threading: {disable_threading},\n      verify_each: {verify_each}\n    }}\n  }}\n#-}}\n"
    ));
    out
}

/// The `mlir_reproducer` resource of a file, as `--run-reproducer` reads
/// it: each key is optional.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReproducerOptions {
    pub pipeline: Option<String>,
    pub disable_threading: Option<bool>,
    pub verify_each: Option<bool>,
}
