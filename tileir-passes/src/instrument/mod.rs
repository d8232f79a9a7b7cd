//! The instrumentation chain: observers of a pipeline run (timing, IR
//! printing, ...) called at fixed moments around every pass, nested
//! pipeline and analysis computation, as MLIR's `PassInstrumentation`.
//!
//! An [`Instrumentation`] is installed in a [`Chain`] (the order of
//! installation is the order of the seeds: timer, IR printer, verify-each,
//! bisect, schedule trace). Before-hooks run in installation order and
//! after-hooks in reverse, so the first installed hook brackets all the
//! others: the timer's numbers include printing and verification, and the
//! printer's after-hook sees the verdict of verify-each (a verification
//! failure makes it an after-failed hook, so the post-pass IR is printed
//! with the failure banner after the verifier's diagnostic). Verify-each
//! itself is run by the pass loop at its [`Chain::push_verify_each`] slot.
//!
//! Determinism under threads: hooks never write anywhere shared. Each anchor
//! op's run (a job of the nested pipeline adaptor, possibly on another
//! thread) gets its own [`Recorder`]s, forked from its parent's; a recorder
//! keeps what it measures, and output text goes into the job's ordered list
//! beside its diagnostics. Finished jobs are joined back in anchor order, so
//! what is reported is exactly what a single-threaded run reports.
//!
//! Instrumentation observes only: hooks get shared access to the IR. With
//! an empty chain nothing here is allocated or called (one `Option` check
//! per pass).

pub mod actions;
pub mod changes;
pub mod fingerprint;
pub mod ir_printer;
pub mod schedule_trace;
pub mod scopes;
pub mod statistics;
pub mod timing;

#[cfg(test)]
mod tests;

use crate::anchor::OpHandle;
use crate::bisect::OptBisect;
use crate::manager::{OpPassManager, PassInstance};
use crate::reproducer::{CrashReproducer, Failure};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::path::PathBuf;
use std::sync::Arc;
use std::thread::ThreadId;
use tileir_ir::printer::PrintOptions;
use tileir_ir::{OpId, OwnedOp};

/// What runs on an op: a pass, or an adaptor (the nested pass managers of
/// one pipeline step, MLIR's `OpToOpPassAdaptor`, which MLIR instruments as
/// a pass too). `index` is the step's position in its manager.
#[derive(Clone, Copy)]
pub enum Step<'a> {
    Pass {
        pass: &'a PassInstance,
        index: usize,
    },
    Adaptor {
        managers: &'a [OpPassManager],
        index: usize,
    },
}

/// A pass (or adaptor) about to run or just run on `op`.
pub struct PassEvent<'a> {
    pub step: Step<'a>,
    pub op: &'a OpHandle<'a>,
    /// 0 for the run's root op; one more per nested anchor.
    pub depth: usize,
    /// The pass invocation's number among this anchor's run (1-based; 0
    /// for adaptors). Output that shows it uses [`HookOutput::numbered`]: the
    /// run turns it into the number a sequential run gives the invocation
    /// (what opt-bisect and `--mlir-print-pass-numbers` count).
    pub number: u64,
}

/// A nested pipeline about to run or just run on `op` (an adaptor's job or
/// a dynamic pipeline).
pub struct PipelineEvent<'a> {
    pub manager: &'a OpPassManager,
    pub op: &'a OpHandle<'a>,
}

/// An analysis about to be computed or just computed (cache misses only).
pub struct AnalysisEvent<'a> {
    pub name: &'static str,
    pub op: &'a OpHandle<'a>,
}

/// How a finished nested recorder comes back to its parent.
#[derive(Clone, Copy, Debug)]
pub struct Join {
    /// The nested anchor op (in the parent's body).
    pub child_op: OpId,
    /// The thread the job ran on.
    pub thread: ThreadId,
    /// Whether the job ran in line with its parent (sequentially), not as
    /// one of several jobs run in parallel. Parallel jobs count as other
    /// threads' work even when the parent's thread took one (MLIR's parent
    /// thread waits while the pool works, and timing reports it so).
    pub same_thread: bool,
}

/// Where a piece of instrumentation output goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dest {
    Stderr,
    /// A file of its own (`--mlir-print-ir-tree-dir`); the caller writes it,
    /// creating its directories.
    File(PathBuf),
}

/// A print of the run's root op as it was at some point of a nested run
/// (`--mlir-print-ir-module-scope`). A job only owns its anchor, so it
/// records the anchor's state; each enclosing level substitutes it into
/// its own op as a sequential run would have seen it (earlier siblings
/// finished, later ones untouched) until the root is reached and printed.
pub struct Snapshot {
    /// The op as it was, at the level reached so far.
    pub op: OwnedOp,
    pub header: String,
    pub footer: &'static str,
    pub print: Arc<PrintOptions>,
    /// Verify before printing and print generically if that fails (MLIR's
    /// printer does so unless the IR is known to be valid).
    pub verify_first: bool,
    pub dest: Dest,
}

/// One piece of instrumentation output.
pub enum Emitted {
    Text {
        dest: Dest,
        text: String,
    },
    /// `before`, a pass invocation's number, `after`: the number is
    /// relative to the anchor's run until the run joins it into its
    /// parent's numbering.
    Numbered {
        dest: Dest,
        before: String,
        number: u64,
        after: String,
    },
    Snapshot(Box<Snapshot>),
    /// A failing pass invocation for the crash reproducer, resolved in
    /// order at the root ([`crate::reproducer`]).
    Reproducer(Box<Failure>),
}

/// Where hooks write output: the anchor run's output list, in order with
/// its diagnostics.
pub struct HookOutput<'o> {
    items: &'o mut Vec<Emitted>,
}

impl<'o> HookOutput<'o> {
    pub(crate) fn new(items: &'o mut Vec<Emitted>) -> HookOutput<'o> {
        HookOutput { items }
    }

    pub fn text(&mut self, dest: Dest, text: String) {
        self.items.push(Emitted::Text { dest, text });
    }

    /// `before`, the invocation number `number` (an event's), `after`.
    pub fn numbered(&mut self, dest: Dest, before: String, number: u64, after: String) {
        self.items.push(Emitted::Numbered {
            dest,
            before,
            number,
            after,
        });
    }

    pub fn snapshot(&mut self, snapshot: Snapshot) {
        self.items.push(Emitted::Snapshot(Box::new(snapshot)));
    }

    pub fn reproducer(&mut self, failure: Failure) {
        self.items.push(Emitted::Reproducer(Box::new(failure)));
    }
}

/// An installed observer. Stateless across anchors: what it measures lives
/// in its [`Recorder`]s.
pub trait Instrumentation: Send + Sync {
    /// The recorder for a run's root op.
    fn start(&self, root: &OpHandle<'_>) -> Box<dyn Recorder>;

    /// Whether its output needs the state nested anchors had before their
    /// run (module-scope printing), which the run then keeps.
    fn needs_snapshots(&self) -> bool {
        false
    }

    /// Whether it records the actions inside passes (greedy iterations and
    /// pattern applications, [`actions`]); the driver reports them only
    /// then.
    fn observes_actions(&self) -> bool {
        false
    }
}

/// The per-anchor state of one instrumentation, and its hooks. Output goes
/// through [`HookOutput`]; everything else stays in the recorder until it is
/// joined into its parent's.
pub trait Recorder: Any + Send {
    fn before_pipeline(&mut self, _event: &PipelineEvent<'_>) {}
    fn after_pipeline(&mut self, _event: &PipelineEvent<'_>) {}
    fn before_pass(&mut self, _event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {}
    fn after_pass(&mut self, _event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {}
    fn after_pass_failed(&mut self, _event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {}
    /// The pass about to be reported failed panicked. Returns whether this
    /// recorder reports the panic itself (the crash reproducer does), in
    /// place of the pass manager's panic message.
    fn pass_panicked(&mut self) -> bool {
        false
    }
    fn before_analysis(&mut self, _event: &AnalysisEvent<'_>) {}
    fn after_analysis(&mut self, _event: &AnalysisEvent<'_>) {}
    /// A named scope inside a pass opens (`TileASGenerateSchedule`, ...).
    fn enter_scope(&mut self, _name: &'static str) {}
    fn exit_scope(&mut self, _name: &'static str) {}
    /// An action inside a pass begins ([`actions`]).
    fn begin_action(&mut self, _ctx: &tileir_ir::Context, _action: &actions::Action) {}
    /// The innermost action begun ends.
    fn end_action(&mut self, _tag: &'static str) {}
    /// The recorder for the run of a nested anchor `child` of `parent`.
    fn fork(&mut self, parent: &OpHandle<'_>, child: &OpHandle<'_>) -> Box<dyn Recorder>;
    /// Takes back a finished recorder made by [`Recorder::fork`]; children
    /// are joined in anchor order.
    fn join(&mut self, child: Box<dyn Recorder>, join: &Join);
    /// The run is over (called on the root recorders).
    fn finish(self: Box<Self>) {}
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
}

/// Downcasts a recorder given back to [`Recorder::join`] to its type.
pub fn downcast<R: Recorder>(recorder: Box<dyn Recorder>) -> Box<R> {
    recorder
        .into_any()
        .downcast::<R>()
        .expect("a recorder is joined into one of its own kind")
}

/// The installed instrumentations in installation order, and where
/// verify-each sits among them.
#[derive(Clone, Default)]
pub struct Chain {
    hooks: Vec<Arc<dyn Instrumentation>>,
    verify_slot: Option<usize>,
    /// opt-bisect's gate: which pass invocations run.
    bisect: Option<Arc<OptBisect>>,
    /// The crash reproducer, also installed among the hooks: the run
    /// resolves its failures at the root.
    reproducer: Option<Arc<CrashReproducer>>,
}

impl std::fmt::Debug for Chain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Chain")
            .field("hooks", &self.hooks.len())
            .field("verify_slot", &self.verify_slot)
            .finish()
    }
}

impl Chain {
    pub fn new() -> Chain {
        Chain::default()
    }

    /// Installs `hook` after those installed so far.
    pub fn push(&mut self, hook: Arc<dyn Instrumentation>) {
        self.hooks.push(hook);
    }

    /// Marks verify-each's place: after the hooks installed so far. Without
    /// a mark it sits last (its after-hook runs first).
    pub fn push_verify_each(&mut self) {
        self.verify_slot = Some(self.hooks.len());
    }

    /// Installs opt-bisect's gate (it numbers invocations as the hooks
    /// do, so it lives here).
    pub fn set_bisect(&mut self, bisect: Arc<OptBisect>) {
        self.bisect = Some(bisect);
    }

    /// Installs the crash reproducer after the hooks installed so far.
    pub fn push_reproducer(&mut self, reproducer: Arc<CrashReproducer>) {
        self.hooks.push(reproducer.clone());
        self.reproducer = Some(reproducer);
    }

    pub(crate) fn reproducer(&self) -> Option<&CrashReproducer> {
        self.reproducer.as_deref()
    }

    /// Nothing installed: no hooks and no gate.
    pub fn is_empty(&self) -> bool {
        self.hooks.is_empty() && self.bisect.is_none()
    }

    pub fn len(&self) -> usize {
        self.hooks.len()
    }

    fn verify_slot(&self) -> usize {
        self.verify_slot
            .unwrap_or(self.hooks.len())
            .min(self.hooks.len())
    }

    fn observes_actions(&self) -> bool {
        self.hooks.iter().any(|h| h.observes_actions())
    }

    fn needs_snapshots(&self) -> bool {
        self.hooks.iter().any(|h| h.needs_snapshots())
            || self.bisect.as_ref().is_some_and(|b| b.needs_snapshots())
    }
}

/// One anchor's end of the chain: its recorders, one per installed
/// instrumentation, and where the anchor sits.
pub struct Hooks<'a> {
    chain: &'a Chain,
    recorders: RefCell<Vec<Box<dyn Recorder>>>,
    depth: usize,
    thread: ThreadId,
    /// Run as one of several parallel jobs.
    parallel: bool,
    /// Pass invocations so far in this anchor's run, nested runs joined so
    /// far included.
    invocations: Cell<u64>,
}

impl<'a> Hooks<'a> {
    /// The recorders of a run's root op; `None` for an empty chain.
    pub(crate) fn start(chain: &'a Chain, root: &OpHandle<'_>) -> Option<Hooks<'a>> {
        if chain.is_empty() {
            return None;
        }
        Some(Hooks {
            chain,
            recorders: RefCell::new(chain.hooks.iter().map(|h| h.start(root)).collect()),
            depth: 0,
            thread: std::thread::current().id(),
            parallel: false,
            invocations: Cell::new(0),
        })
    }

    pub(crate) fn depth(&self) -> usize {
        self.depth
    }

    /// opt-bisect's gate, if installed.
    pub(crate) fn bisect(&self) -> Option<&'a OptBisect> {
        self.chain.bisect.as_deref()
    }

    pub(crate) fn needs_snapshots(&self) -> bool {
        self.chain.needs_snapshots()
    }

    /// Recorders for a nested anchor `child` of `parent` (made on the
    /// parent's thread, in anchor order).
    pub(crate) fn fork(&self, parent: &OpHandle<'_>, child: &OpHandle<'_>) -> Hooks<'a> {
        let recorders = self
            .recorders
            .borrow_mut()
            .iter_mut()
            .map(|r| r.fork(parent, child))
            .collect();
        Hooks {
            chain: self.chain,
            recorders: RefCell::new(recorders),
            depth: self.depth + 1,
            thread: self.thread,
            parallel: false,
            invocations: Cell::new(0),
        }
    }

    /// Numbers the next pass invocation of this anchor's run.
    pub(crate) fn next_invocation(&self) -> u64 {
        let n = self.invocations.get() + 1;
        self.invocations.set(n);
        n
    }

    /// Invocations so far: what a finished nested run's numbers add to.
    pub(crate) fn invocations(&self) -> u64 {
        self.invocations.get()
    }

    /// Marks the thread a forked job actually runs on, and whether it runs
    /// as one of several parallel jobs.
    pub(crate) fn set_thread(&mut self, parallel: bool) {
        self.thread = std::thread::current().id();
        self.parallel = parallel;
    }

    /// Joins a finished nested job's recorders (in anchor order).
    pub(crate) fn join(&self, child: Hooks<'a>, child_op: OpId) {
        let join = Join {
            child_op,
            thread: child.thread,
            same_thread: !child.parallel,
        };
        self.invocations
            .set(self.invocations.get() + child.invocations.get());
        let mut mine = self.recorders.borrow_mut();
        for (r, c) in mine.iter_mut().zip(child.recorders.into_inner()) {
            r.join(c, &join);
        }
    }

    pub(crate) fn finish(self) {
        for r in self.recorders.into_inner() {
            r.finish();
        }
    }

    pub(crate) fn before_pipeline(&self, event: &PipelineEvent<'_>) {
        for r in self.recorders.borrow_mut().iter_mut() {
            r.before_pipeline(event);
        }
    }

    pub(crate) fn after_pipeline(&self, event: &PipelineEvent<'_>) {
        for r in self.recorders.borrow_mut().iter_mut().rev() {
            r.after_pipeline(event);
        }
    }

    /// A pass panicked: whether a recorder reports it (see
    /// [`Recorder::pass_panicked`]).
    pub(crate) fn pass_panicked(&self) -> bool {
        let mut reported = false;
        for r in self.recorders.borrow_mut().iter_mut() {
            reported |= r.pass_panicked();
        }
        reported
    }

    pub(crate) fn before_pass(&self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        for r in self.recorders.borrow_mut().iter_mut() {
            r.before_pass(event, out);
        }
    }

    /// The after-hooks of the recorders installed after verify-each (they
    /// run before it), with the pass's verdict so far.
    pub(crate) fn after_pass_late(
        &self,
        event: &PassEvent<'_>,
        failed: bool,
        out: &mut HookOutput<'_>,
    ) {
        let slot = self.chain.verify_slot();
        let mut recorders = self.recorders.borrow_mut();
        for r in recorders[slot..].iter_mut().rev() {
            after(r, event, failed, out);
        }
    }

    /// The after-hooks of the recorders installed before verify-each (they
    /// run after it and see its verdict).
    pub(crate) fn after_pass_early(
        &self,
        event: &PassEvent<'_>,
        failed: bool,
        out: &mut HookOutput<'_>,
    ) {
        let slot = self.chain.verify_slot();
        let mut recorders = self.recorders.borrow_mut();
        for r in recorders[..slot].iter_mut().rev() {
            after(r, event, failed, out);
        }
    }

    pub(crate) fn before_analysis(&self, event: &AnalysisEvent<'_>) {
        for r in self.recorders.borrow_mut().iter_mut() {
            r.before_analysis(event);
        }
    }

    pub(crate) fn after_analysis(&self, event: &AnalysisEvent<'_>) {
        for r in self.recorders.borrow_mut().iter_mut().rev() {
            r.after_analysis(event);
        }
    }

    pub(crate) fn enter_scope(&self, name: &'static str) {
        for r in self.recorders.borrow_mut().iter_mut() {
            r.enter_scope(name);
        }
    }

    /// Whether an installed instrumentation records actions inside passes.
    pub(crate) fn observes_actions(&self) -> bool {
        self.chain.observes_actions()
    }

    pub(crate) fn begin_action(&self, ctx: &tileir_ir::Context, action: &actions::Action) {
        for r in self.recorders.borrow_mut().iter_mut() {
            r.begin_action(ctx, action);
        }
    }

    pub(crate) fn end_action(&self, tag: &'static str) {
        for r in self.recorders.borrow_mut().iter_mut().rev() {
            r.end_action(tag);
        }
    }

    pub(crate) fn exit_scope(&self, name: &'static str) {
        for r in self.recorders.borrow_mut().iter_mut().rev() {
            r.exit_scope(name);
        }
    }
}

fn after(r: &mut Box<dyn Recorder>, event: &PassEvent<'_>, failed: bool, out: &mut HookOutput<'_>) {
    if failed {
        r.after_pass_failed(event, out);
    } else {
        r.after_pass(event, out);
    }
}
