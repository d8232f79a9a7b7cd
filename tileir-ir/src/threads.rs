//! The one thread policy of the parallel phases (parsing, verification,
//! printing, and the pass manager above them): a process-wide rayon pool.
//!
//! Every phase that works on several threads does so on [`pool`], one thread
//! per core, built on first use and kept for the life of the process, so a
//! run spawns no thread of its own and work nested in a pool task (a
//! verifier run by a pass worker, say) joins the same pool instead of
//! adding threads. The pool's threads have [`PARSER_STACK_SIZE`] stacks: the
//! parser recurses up to its nesting cap, and a whole tileir-opt run
//! executes on a pool thread ([`install`]).
//!
//! The switch is the context's ([`Context::set_multithreading`], mlir-opt's
//! `--mlir-disable-threading`): with it off, [`threads`] is 1 and every
//! phase takes its sequential path on the calling thread. Output never
//! depends on it.
//!
//! The rule that keeps the pool from deadlocking: a thread may block
//! (outside rayon's own waits) only on work that is already running on
//! another thread, never on a task that may still be queued (it could be
//! queued behind the blocked one), and code that others wait for never
//! waits inside rayon itself (a thread waiting there runs other queued
//! tasks, and the code it left stays stopped until they finish). The
//! speculative parser and the streaming printer, whose threads wait on each
//! other, keep it: each waits only for a chunk a running thread has
//! claimed, or for the main parser or the writer, which run on the calling
//! thread under [`sequential`].

use crate::context::Context;
use std::sync::OnceLock;

/// Stack size of the pool's threads: the parser recurses up to its nesting
/// cap. Only touched pages cost memory, so it is generous.
pub const PARSER_STACK_SIZE: usize = 256 << 20;

/// The process-wide pool, one thread per core the process may use, built
/// on first use; `None` if its threads could not be started (then every
/// phase runs sequentially).
pub fn pool() -> Option<&'static rayon::ThreadPool> {
    static POOL: OnceLock<Option<rayon::ThreadPool>> = OnceLock::new();
    POOL.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        rayon::ThreadPoolBuilder::new()
            .num_threads(cores)
            .stack_size(PARSER_STACK_SIZE)
            .thread_name(|i| format!("tileir-{i}"))
            .build()
            .ok()
    })
    .as_ref()
}

thread_local! {
    /// Set while this thread runs code that other threads may be waiting
    /// for (see [`sequential`]).
    static SEQUENTIAL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Threads the parallel phases use for IR of `ctx`: the pool's, or 1 when
/// the context's multithreading is off or inside [`sequential`].
pub fn threads(ctx: &Context) -> usize {
    if !ctx.multithreading() || SEQUENTIAL.with(|s| s.get()) {
        return 1;
    }
    pool().map_or(1, |p| p.current_num_threads())
}

/// Runs `f` with every phase it calls on this thread sequential. For code
/// that other threads may block on (a speculative parse's main parser and
/// chunk workers, a streaming print's writer and workers): parallel work
/// would make this thread wait inside rayon, where it may take up an
/// unrelated task and leave the waiting threads stuck behind it.
pub(crate) fn sequential<R>(f: impl FnOnce() -> R) -> R {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            SEQUENTIAL.with(|s| s.set(self.0));
        }
    }
    let _restore = Restore(SEQUENTIAL.with(|s| s.replace(true)));
    f()
}

/// Runs `f` on a thread of the pool and returns its result (a panic of `f`
/// propagates). On a pool thread `f` runs right there; from elsewhere the
/// calling thread waits. Without a pool, `f` runs on the calling thread.
pub fn install<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    match pool() {
        Some(pool) => pool.install(f),
        None => f(),
    }
}

/// A rayon scope whose body runs on the calling thread and whose spawned
/// tasks run on the pool; returns when they all have. Only `Scope::spawn`
/// reaches the pool: rayon calls made directly in the body run on the
/// caller's pool, if it is not one of ours.
pub(crate) fn scope<'s, R>(f: impl FnOnce(&rayon::Scope<'s>) -> R) -> R {
    match pool() {
        Some(pool) => pool.in_place_scope(f),
        None => rayon::in_place_scope(f),
    }
}

/// `work` over `n` contiguous chunks of `items` on the pool, results in
/// chunk order (one call on the calling thread when `n` is 1).
pub(crate) fn map_chunks<I: Sync, T: Send>(
    items: &[I],
    n: usize,
    work: impl Fn(usize, &[I]) -> T + Sync,
) -> Vec<T> {
    use rayon::prelude::*;
    let len = items.len().div_ceil(n.max(1)).max(1);
    if n <= 1 || items.len() <= len {
        return vec![work(0, items)];
    }
    install(|| {
        items
            .par_chunks(len)
            .enumerate()
            .map(|(i, chunk)| work(i * len, chunk))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_context_and_sequential_turn_threads_off() {
        let mut ctx = Context::with_dialects(&[]);
        let on = threads(&ctx);
        assert_eq!(on, pool().map_or(1, |p| p.current_num_threads()));
        sequential(|| {
            assert_eq!(threads(&ctx), 1);
            sequential(|| assert_eq!(threads(&ctx), 1));
            assert_eq!(threads(&ctx), 1);
        });
        assert_eq!(threads(&ctx), on);
        // Restored when `f` panics too.
        let caught = std::panic::catch_unwind(|| sequential(|| panic!("boom")));
        assert!(caught.is_err());
        assert_eq!(threads(&ctx), on);
        ctx.set_multithreading(false);
        assert_eq!(threads(&ctx), 1);
    }

    #[test]
    fn map_chunks_keeps_order_and_offsets() {
        let items: Vec<u32> = (0..103).collect();
        for n in [1, 2, 3, 7, 200] {
            let parts = map_chunks(&items, n, |at, chunk| {
                assert_eq!(chunk[0] as usize, at);
                chunk.to_vec()
            });
            assert!(parts.len() <= n.max(1));
            assert_eq!(parts.concat(), items, "{n} chunks");
        }
        let none = map_chunks(&[] as &[u32], 4, |_, chunk| chunk.len());
        assert_eq!(none, [0]);
    }

    #[test]
    fn install_runs_on_a_pool_thread_and_nests_inline() {
        let Some(pool) = pool() else { return };
        let inner = install(|| {
            let outer = pool.current_thread_index();
            assert!(outer.is_some());
            install(|| pool.current_thread_index()) == outer
        });
        assert!(inner);
    }
}
