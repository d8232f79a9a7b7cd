//! Verifying the contents of the root op on several threads, as mlir-opt's
//! threaded verifier does for isolated ops:
//! - [`verify_children`]: the root's isolated children (a module's functions);
//! - [`verify_ops`]: the other ops of the root's blocks, with what is nested
//!   in them (unregistered ops, which all live in the root's one body);
//! - [`first_dominance_violation`]: the dominance check of those ops' regions.
//!
//! Each task (on the thread pool, see [`crate::threads`]) runs its own
//! [`Verifier`] over a contiguous run of ops, set up exactly as the
//! sequential walk would be when it reaches them (the root scope, then the
//! root op's inner scope with its owner registered), so each op's
//! diagnostics are the same. The body is shared read-only; the dominance of
//! values defined in the root's blocks comes from each task's own order of
//! those blocks. Results are gathered in op order: output never depends on
//! the number of threads.

use super::scope::{ScopeId, Scopes};
use super::{dominance, Verifier, VerifyOptions, Work};
use crate::body::Body;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ids::OpId;

/// Below this many ops in all, threads cost more than they save.
const MIN_OPS: usize = 20_000;

/// Whether `items` ops holding `ops` ops in all are worth verifying in parallel.
pub(super) fn worth_it(ctx: &Context, items: usize, ops: usize) -> bool {
    if items < 2 || crate::threads::threads(ctx) < 2 {
        return false;
    }
    if let Some(forced) = FORCE.with(|f| f.get()) {
        return forced;
    }
    ops >= MIN_OPS
}

/// The number of ops in the bodies of `children` (isolated ops of `body`).
pub(super) fn child_ops(body: &Body, children: &[OpId]) -> usize {
    children
        .iter()
        .filter_map(|&c| body.child_body(c))
        .map(|b| b.op_capacity())
        .sum()
}

thread_local! {
    /// Tests force the parallel paths on or off regardless of size.
    static FORCE: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// Forces the parallel paths on or off on this thread whatever the size
/// (`None`: decided by size). For tests (see `crate::testing`).
pub fn force_parallel(force: Option<bool>) {
    FORCE.with(|f| f.set(force));
}

/// A verifier as the sequential walk is inside the root op `op` (stored in
/// `root`), and the scope of `op`'s regions.
fn worker<'a>(
    ctx: &'a Context,
    options: &VerifyOptions,
    root: &'a Body,
    op: OpId,
) -> (Verifier<'a>, ScopeId) {
    let mut v = Verifier::new(ctx, Scopes::new(root), options);
    let outer = v.scopes.root();
    let inner = v.scopes.inner(outer, op);
    v.report
        .register_owner(v.scopes.body(inner), v.scopes.body(outer), op);
    (v, inner)
}

/// What a worker found for one op: whether it failed, its diagnostics, and
/// the symbol users it entered that no table inside it checked.
pub(super) type Outcome<'a> = (bool, Vec<Diagnostic>, Vec<(&'a Body, OpId)>);

/// Verifies each child of `op` (the root op, stored in `root`); returns the
/// [`Outcome`] of each child, in order.
pub(super) fn verify_children<'a>(
    parent: &Verifier<'a>,
    root: &'a Body,
    op: OpId,
    children: &[OpId],
) -> Vec<Outcome<'a>> {
    let ctx = parent.ctx;
    let options = parent.report.options();
    on_threads(ctx, children, |chunk| {
        let (mut v, inner) = worker(ctx, &options, root, op);
        let mut results = Vec::with_capacity(chunk.len());
        for &c in chunk {
            let group = v.groups.len();
            v.groups.push(false);
            let completed = v.drain(vec![
                Work::ChildEnd(group),
                Work::Dominance(inner, c),
                Work::Enter(inner, c),
            ]);
            debug_assert!(completed, "a child's failure unwinds to its ChildEnd");
            results.push((
                v.groups[group],
                std::mem::take(&mut v.errors),
                std::mem::take(&mut v.symbol_users),
            ));
        }
        results
    })
}

/// Verifies `ops` (not isolated, in a block of the root op `op`, stored in
/// `root`) and what is nested in them, as [`Work::Enter`] does; returns the
/// [`Outcome`] of each op in order, up to the first that fails (the
/// sequential walk stops at that op).
pub(super) fn verify_ops<'a>(
    parent: &Verifier<'a>,
    root: &'a Body,
    op: OpId,
    ops: &[OpId],
) -> Vec<Outcome<'a>> {
    let ctx = parent.ctx;
    let options = parent.report.options();
    on_threads(ctx, ops, |chunk| {
        let (mut v, inner) = worker(ctx, &options, root, op);
        let mut results = Vec::new();
        for &o in chunk {
            let failed = !v.drain(vec![Work::Enter(inner, o)]);
            results.push((
                failed,
                std::mem::take(&mut v.errors),
                std::mem::take(&mut v.symbol_users),
            ));
            if failed {
                break;
            }
        }
        results
    })
}

/// [`dominance::first_violation`] of `ops` (in `body`), on several threads.
pub(super) fn first_dominance_violation(
    ctx: &Context,
    body: &Body,
    root_graph: bool,
    ops: &[OpId],
) -> Option<(OpId, usize)> {
    let per_chunk = on_threads(ctx, ops, |chunk| {
        vec![dominance::first_violation(ctx, body, root_graph, chunk)]
    });
    // The ops are visited from the last: so are the chunks.
    per_chunk.into_iter().rev().flatten().next()
}

/// Runs `work` on contiguous chunks of `items`, one per thread of the pool;
/// concatenates the results in chunk order.
fn on_threads<T: Send>(
    ctx: &Context,
    items: &[OpId],
    work: impl Fn(&[OpId]) -> Vec<T> + Sync,
) -> Vec<T> {
    let n = crate::threads::threads(ctx).min(items.len()).max(1);
    crate::threads::map_chunks(items, n, |_, chunk| work(chunk))
        .into_iter()
        .flatten()
        .collect()
}
