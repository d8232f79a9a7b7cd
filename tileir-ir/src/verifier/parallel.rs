//! Verifying the root's isolated children (the functions of a module) on
//! several threads, as mlir-opt's threaded verifier does.
//!
//! Each thread runs its own [`Verifier`] over a contiguous run of children,
//! set up exactly as the sequential walk would be when it reaches them (the
//! root scope, then the root op's inner scope with its owner registered), so
//! each child's diagnostics are the same. Results are gathered in child
//! order: output never depends on the number of threads.

use super::report::Reporter;
use super::scope::Scopes;
use super::{Verifier, Work};
use crate::body::Body;
use crate::diag::Diagnostic;
use crate::ids::OpId;

/// Below this many ops in all children, threads cost more than they save.
const MIN_OPS: usize = 20_000;

/// Stack of a verifier thread (the walk is iterative; op hooks are not deep).
const STACK: usize = 16 << 20;

/// Whether `children` (isolated ops of `body`) are worth verifying in parallel.
pub(super) fn worth_it(body: &Body, children: &[OpId]) -> bool {
    if children.len() < 2 || crate::threads::available() < 2 {
        return false;
    }
    #[cfg(test)]
    if let Some(forced) = FORCE.with(|f| f.get()) {
        return forced;
    }
    let ops: usize = children
        .iter()
        .filter_map(|&c| body.child_body(c))
        .map(|b| b.op_capacity())
        .sum();
    ops >= MIN_OPS
}

#[cfg(test)]
thread_local! {
    /// Tests force the parallel path on or off regardless of size.
    pub(super) static FORCE: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// Verifies each child of `op` (the root op, stored in `root`); returns, per
/// child in order, whether it failed and its diagnostics.
pub(super) fn verify_children(
    parent: &Verifier<'_>,
    root: &Body,
    op: OpId,
    children: &[OpId],
) -> Vec<(bool, Vec<Diagnostic>)> {
    let ctx = parent.ctx;
    let options = parent.report.options();
    let n = crate::threads::available().min(children.len());
    let chunk = children.len().div_ceil(n);
    let run_chunk = |chunk: &[OpId]| {
        let mut v = Verifier {
            ctx,
            scopes: Scopes::new(root),
            report: Reporter::new(ctx, &options),
            errors: Vec::new(),
            groups: Vec::new(),
            unregistered_ok: Default::default(),
            scratch: Default::default(),
        };
        let outer = v.scopes.root();
        let inner = v.scopes.inner(outer, op);
        v.report
            .register_owner(v.scopes.body(inner), v.scopes.body(outer), op);
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
            results.push((v.groups[group], std::mem::take(&mut v.errors)));
        }
        results
    };
    std::thread::scope(|scope| {
        let mut handles = Vec::new();
        let mut chunks = children.chunks(chunk);
        let first = chunks.next().unwrap_or(&[]);
        for c in chunks {
            let spawned = std::thread::Builder::new()
                .name("tileir-verify".into())
                .stack_size(STACK)
                .spawn_scoped(scope, move || run_chunk(c));
            handles.push((c, spawned.ok()));
        }
        let mut all = run_chunk(first);
        for (c, handle) in handles {
            match handle.and_then(|h| h.join().ok()) {
                Some(results) => all.extend(results),
                None => all.extend(run_chunk(c)),
            }
        }
        all
    })
}
