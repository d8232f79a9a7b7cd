//! Streaming, parallel printing of the root op's regions.
//!
//! Why: printed whole, a 100 MB module is a 100 MB `String` (plus the
//! printer's own buffer it is stitched from) before a byte is written, and one
//! core does all the work. Instead, the ops of each block of a root region
//! (the functions of a module) are cut into chunks of consecutive ops; each
//! chunk is printed by its own [`Printer`] into its own buffer, and the
//! buffers are written in order. Chunks are independent: SSA names, aliases
//! and `distinct` ids are computed before printing and shared read-only
//! ([`Shared`]), so a chunk's bytes do not depend on the thread that printed
//! it, and the output is that of one sequential print.
//!
//! Scheduling: the first `chunk_bytes` of a block are printed on the calling
//! thread, so small outputs never use another thread. After that, up to
//! `threads - 1` workers (tasks of the thread pool, see [`crate::threads`])
//! and the calling thread claim chunks in order from a shared cursor, at most
//! `2 * threads` chunks ahead of the last one written (memory stays a few
//! chunk sizes whatever the output size), and the calling thread writes
//! finished chunks in order. A chunk takes as many ops as should print about
//! `chunk_bytes` at the bytes per op seen so far.
//!
//! Why this cannot deadlock the pool: the writer waits only for chunks that
//! running workers have claimed (a chunk nobody claimed it prints itself),
//! and a worker waits only for the writer, which runs on the calling thread
//! and, like the workers, under [`crate::threads::sequential`]: neither ever
//! waits inside rayon while the other may be waiting for it.

use super::ops::{block_op_range, predecessors};
use super::{AliasState, Emit, Names, PrintOptions, Printer, Unit};
use crate::attributes::Attribute;
use crate::body::Body;
use crate::context::Context;
use crate::ids::OpId;
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::{mpsc, Condvar, Mutex, MutexGuard, PoisonError};

/// Ops in a block's first chunk, before there is a bytes-per-op estimate.
const FIRST_CHUNK_OPS: usize = 16;
/// Most ops in one chunk (bounds the cursor walk done under the lock).
const MAX_CHUNK_OPS: usize = 1 << 18;

/// What every printer of one print shares, read-only.
#[derive(Clone, Copy)]
pub(super) struct Shared<'a> {
    pub(super) ctx: &'a Context,
    pub(super) opts: &'a PrintOptions,
    pub(super) names: &'a Names,
    pub(super) aliases: &'a AliasState,
    pub(super) distinct_ids: &'a FxHashMap<Attribute, u64>,
}

impl<'a> Shared<'a> {
    /// An emitting printer using the shared state.
    pub(super) fn printer(&self, body: &'a Body) -> Printer<'a> {
        let mut p = Printer::new(self.ctx, self.opts, body, self.names, false);
        p.aliases = Cow::Borrowed(self.aliases);
        p.distinct_ids = Cow::Borrowed(self.distinct_ids);
        p
    }
}

/// How the root's regions are cut and printed.
pub(super) struct Chunking {
    /// Threads printing (the calling one included; 1 prints sequentially),
    /// `None` for [`crate::threads::threads`] (asked only for big outputs).
    pub(super) threads: Option<usize>,
    /// Target output size of a chunk, and what the calling thread prints
    /// alone before starting threads.
    pub(super) chunk_bytes: usize,
}

impl Default for Chunking {
    fn default() -> Self {
        Chunking {
            threads: None,
            chunk_bytes: 1 << 20,
        }
    }
}

impl Chunking {
    fn threads(&self, ctx: &Context) -> usize {
        self.threads.unwrap_or_else(|| crate::threads::threads(ctx))
    }
}

/// Prints the blocks of `unit` (a region of the root op) through `emit`:
/// each block's header as [`Printer::print_unit`] does, then its ops in
/// chunks.
pub(super) fn print_region<'a>(
    sh: &Shared<'a>,
    unit: &Unit<'a>,
    chunking: &Chunking,
    emit: &mut Emit<'_>,
) -> std::io::Result<()> {
    let body = unit.body;
    let Some(region) = unit.region else {
        return Ok(());
    };
    let Some(entry) = body.entry_block(region) else {
        return Ok(());
    };
    let preds = body
        .next_block(entry)
        .is_some()
        .then(|| predecessors(body, region));
    let mut p = sh.printer(body);
    let mut text = String::new();
    let mut threads = None;
    let mut b = Some(entry);
    while let Some(block) = b {
        let (print_header, print_terminator) = unit.block_flags(block);
        p.out.clear();
        p.enter_unit(unit);
        p.print_block_start(block, print_header, preds.as_ref());
        emit(&p.out)?;
        let (first, stop) = block_op_range(sh.ctx, body, block, print_terminator);
        let mut cursor = Cursor {
            body,
            next: first.filter(|&f| Some(f) != stop),
            stop,
            ops: 0,
            bytes: 0,
            claimed: 0,
        };
        while let Some(chunk) = cursor.claim(chunking.chunk_bytes) {
            p.print_chunk(unit, &chunk, stop, &mut text);
            cursor.record(chunk.count, text.len());
            emit(&text)?;
            if cursor.bytes >= chunking.chunk_bytes && cursor.next.is_some() {
                let threads = *threads.get_or_insert_with(|| chunking.threads(sh.ctx));
                if threads > 1 {
                    print_parallel(sh, unit, cursor, threads, chunking, &mut p, emit)?;
                    break;
                }
            }
        }
        b = body.next_block(block);
    }
    Ok(())
}

/// A run of consecutive ops of one block: chunk number `index`.
struct Chunk {
    index: usize,
    first: OpId,
    count: usize,
}

/// The ops of a block still to hand out, and what was printed so far.
struct Cursor<'a> {
    body: &'a Body,
    next: Option<OpId>,
    /// The op after the last one to print (a skipped terminator).
    stop: Option<OpId>,
    ops: usize,
    bytes: usize,
    claimed: usize,
}

impl Cursor<'_> {
    /// The next chunk: about `chunk_bytes` of output at the bytes per op
    /// seen so far.
    fn claim(&mut self, chunk_bytes: usize) -> Option<Chunk> {
        let first = self.next?;
        let max = if self.bytes == 0 {
            FIRST_CHUNK_OPS
        } else {
            let n = chunk_bytes as u128 * self.ops as u128 / self.bytes as u128;
            n.clamp(1, MAX_CHUNK_OPS as u128) as usize
        };
        let mut cur = Some(first);
        let mut count = 0;
        while let Some(op) = cur {
            if cur == self.stop || count == max {
                break;
            }
            cur = self.body.next_op(op);
            count += 1;
        }
        self.next = cur.filter(|_| cur != self.stop);
        let index = self.claimed;
        self.claimed += 1;
        Some(Chunk {
            index,
            first,
            count,
        })
    }

    fn record(&mut self, ops: usize, bytes: usize) {
        self.ops += ops;
        self.bytes += bytes;
    }
}

impl<'a> Printer<'a> {
    /// Prints the ops of `chunk` (ops of a block of `unit`) and everything
    /// nested in them into `text`.
    fn print_chunk(
        &mut self,
        unit: &Unit<'a>,
        chunk: &Chunk,
        stop: Option<OpId>,
        text: &mut String,
    ) {
        self.run(true, |p| {
            p.enter_unit(unit);
            p.indent += 2;
            p.print_ops(Some(chunk.first), stop, chunk.count);
        });
        text.clear();
        self.stitch(text);
    }
}

/// The scheduler of a parallel print: the cursor and the write position
/// under one lock, and a condition variable for workers waiting for room.
struct Sched<'a> {
    state: Mutex<State<'a>>,
    room: Condvar,
}

struct State<'a> {
    cursor: Cursor<'a>,
    /// Chunks written so far (chunk numbers below this are out).
    written: usize,
    /// Written chunk buffers, for reuse.
    pool: Vec<String>,
    /// The writer stopped (done, a write error, or a panic).
    abort: bool,
}

impl<'a> Sched<'a> {
    fn lock(&self) -> MutexGuard<'_, State<'a>> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn stop(&self) {
        self.lock().abort = true;
        self.room.notify_all();
    }
}

/// Stops the scheduler when dropped: always for the writer (so waiting
/// workers leave), when unwinding for a worker (so the writer does not wait
/// for a chunk that never comes; `wake` then tells the writer, which may be
/// waiting for a message while workers not yet started hold senders).
struct StopOnDrop<'s, 'a> {
    sched: &'s Sched<'a>,
    always: bool,
    wake: Option<mpsc::Sender<(usize, String)>>,
}

impl Drop for StopOnDrop<'_, '_> {
    fn drop(&mut self) {
        if self.always || std::thread::panicking() {
            self.sched.stop();
            if let Some(wake) = &self.wake {
                let _ = wake.send((usize::MAX, String::new()));
            }
        }
    }
}

/// Prints the rest of a block's ops on `threads` threads (`threads - 1`
/// pool tasks and this one), writing chunks in order through `emit`.
fn print_parallel<'a>(
    sh: &Shared<'a>,
    unit: &Unit<'a>,
    cursor: Cursor<'a>,
    threads: usize,
    chunking: &Chunking,
    p: &mut Printer<'a>,
    emit: &mut Emit<'_>,
) -> std::io::Result<()> {
    let window = 2 * threads;
    let chunk_bytes = chunking.chunk_bytes;
    let sched = Sched {
        state: Mutex::new(State {
            written: cursor.claimed,
            cursor,
            pool: Vec::new(),
            abort: false,
        }),
        room: Condvar::new(),
    };
    let (tx, rx) = mpsc::channel::<(usize, String)>();
    crate::threads::scope(|scope| {
        let sched = &sched;
        for _ in 1..threads {
            let tx = tx.clone();
            scope.spawn(move |_| {
                crate::threads::sequential(|| {
                    print_chunks(sh, unit, sched, window, chunk_bytes, tx)
                })
            });
        }
        drop(tx);
        let _stop = StopOnDrop {
            sched,
            always: true,
            wake: None,
        };
        crate::threads::sequential(|| write_in_order(sched, unit, p, window, chunk_bytes, rx, emit))
    })
}

/// A worker: claims chunks while there is room, prints them and sends them
/// to the writer.
fn print_chunks<'a>(
    sh: &Shared<'a>,
    unit: &Unit<'a>,
    sched: &Sched<'a>,
    window: usize,
    chunk_bytes: usize,
    tx: mpsc::Sender<(usize, String)>,
) {
    let _stop = StopOnDrop {
        sched,
        always: false,
        wake: Some(tx.clone()),
    };
    let mut p = sh.printer(unit.body);
    let mut printed: Option<(usize, usize)> = None;
    loop {
        let (chunk, stop, mut text) = {
            let mut st = sched.lock();
            if let Some((ops, bytes)) = printed.take() {
                st.cursor.record(ops, bytes);
            }
            loop {
                if st.abort || st.cursor.next.is_none() {
                    return;
                }
                if st.cursor.claimed < st.written + window {
                    break;
                }
                st = sched.room.wait(st).unwrap_or_else(PoisonError::into_inner);
            }
            let Some(chunk) = st.cursor.claim(chunk_bytes) else {
                return;
            };
            let stop = st.cursor.stop;
            (chunk, stop, st.pool.pop().unwrap_or_default())
        };
        p.print_chunk(unit, &chunk, stop, &mut text);
        printed = Some((chunk.count, text.len()));
        if tx.send((chunk.index, text)).is_err() {
            return;
        }
    }
}

/// The writer: writes chunks in order as they arrive, and prints chunks
/// itself when there is room and nothing to write.
fn write_in_order<'a>(
    sched: &Sched<'a>,
    unit: &Unit<'a>,
    p: &mut Printer<'a>,
    window: usize,
    chunk_bytes: usize,
    rx: mpsc::Receiver<(usize, String)>,
    emit: &mut Emit<'_>,
) -> std::io::Result<()> {
    let mut ready: BTreeMap<usize, String> = BTreeMap::new();
    let mut next = sched.lock().written;
    let mut workers_gone = false;
    loop {
        while let Ok((index, text)) = rx.try_recv() {
            ready.insert(index, text);
        }
        while let Some(text) = ready.remove(&next) {
            emit(&text)?;
            next += 1;
            let mut st = sched.lock();
            st.written = next;
            st.pool.push(text);
            drop(st);
            sched.room.notify_all();
        }
        let claimed = {
            let mut st = sched.lock();
            if st.abort {
                return Err(std::io::Error::other("a printing thread panicked"));
            }
            if st.cursor.next.is_none() && next == st.cursor.claimed {
                return Ok(());
            }
            if st.cursor.claimed < next + window {
                let stop = st.cursor.stop;
                let text = st.pool.pop().unwrap_or_default();
                st.cursor.claim(chunk_bytes).map(|c| (c, stop, text))
            } else {
                None
            }
        };
        if let Some((chunk, stop, mut text)) = claimed {
            p.print_chunk(unit, &chunk, stop, &mut text);
            sched.lock().cursor.record(chunk.count, text.len());
            ready.insert(chunk.index, text);
            continue;
        }
        if workers_gone {
            // Nothing to claim, the next chunk is not here and no worker
            // will send it.
            return Err(std::io::Error::other("a printing thread stopped"));
        }
        match rx.recv() {
            Ok((index, text)) => {
                ready.insert(index, text);
            }
            Err(_) => workers_gone = true,
        }
    }
}
