//! Parallel parsing of one long block by speculation.
//!
//! A large input is nearly always one module holding many top-level ops
//! (functions). When the parser reaches the first op of the top-level block
//! or of the module's block, it cuts the rest of the text into chunks at
//! guessed op boundaries: the first line at or after each cut with the same
//! indentation as that first op and an op-like first character. Workers
//! (tasks of the thread pool, see [`crate::threads`]) take chunks in order
//! from a shared board and parse each, as a
//! plain list of ops into a body of their own, up to the next guess. When
//! the main parser, continuing sequentially, arrives at a guess exactly
//! between two ops of the same block, the guess was right and that chunk's
//! ops are spliced in ([`Body::append_body`]); parsing resumes where the
//! chunk's parse stopped. A chunk no worker has taken yet the main parser
//! simply parses itself; while it waits for a chunk still being parsed, it
//! parses a later one for the board, so no thread idles until the end. Many
//! chunks per thread keep the threads evenly loaded, and keep each splice
//! (a copy of one chunk's arenas) small next to the whole IR.
//!
//! A chunk's result is used only where it is exactly what the sequential
//! parse would have built, so output and diagnostics never depend on
//! threads. It is dropped, and the main parser parses that text itself, when:
//! the guess was not an op boundary of that block; the chunk's parse met any
//! error (its error might only come from the missing context, and the
//! sequential parse reports the real first error); it defined or used a name
//! at its top level, used a name it did not define, or met a `distinct`
//! attribute (state shared with the rest of the file); or the main parser
//! has names defined at that block's level (a chunk's nested region could
//! not see them).

use super::core::{Memos, Parser};
use super::token::Kind;
use super::ParserConfig;
use crate::attributes::Attribute;
use crate::body::Body;
use crate::context::Context;
use crate::ids::BlockId;
use crate::types::Type;
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

thread_local! {
    /// Chunks spliced in by parsers of this thread (for tests).
    static SPLICES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// Whether parsers of this thread wait for the workers rather than parse
    /// a pending chunk themselves (tests, so that which thread parses a
    /// chunk is deterministic). This waits on tasks that may still be
    /// queued: only from threads outside the pool.
    static WAIT_FOR_WORKERS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// How many chunks parsers of this thread have spliced in so far: a test
/// sees whether speculation really parsed in parallel (see `crate::testing`).
pub fn spliced_chunks() -> usize {
    SPLICES.with(|n| n.get())
}

/// Makes parsers of this thread leave every chunk to the workers, so that
/// [`spliced_chunks`] counts are deterministic (see `crate::testing`).
pub fn wait_for_workers(wait: bool) {
    WAIT_FOR_WORKERS.with(|w| w.set(wait));
}

/// How many threads parse, and from what input size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parallelism {
    /// Threads in all (main included); 0 means those of the pool
    /// ([`crate::threads::threads`]). 1 whenever the context's
    /// multithreading is off.
    pub threads: usize,
    /// Inputs smaller than this are parsed by one thread.
    pub min_bytes: usize,
}

impl Default for Parallelism {
    fn default() -> Self {
        Parallelism {
            threads: 0,
            min_bytes: 4 << 20,
        }
    }
}

impl Parallelism {
    /// The number of threads to use for an input of `len` bytes.
    pub(crate) fn threads_for(&self, ctx: &Context, len: usize) -> usize {
        let pool = crate::threads::threads(ctx);
        if len < self.min_bytes || pool < 2 {
            return 1;
        }
        match self.threads {
            0 => pool,
            n => n,
        }
    }
}

/// Chunks per thread: enough that threads finish close together and that
/// one chunk's splice is small, few enough that guessing stays cheap.
const CHUNKS_PER_THREAD: usize = 8;
/// Chunks are cut no smaller than this (tiny test inputs get one per thread).
const MIN_CHUNK: usize = 1 << 20;

/// What every chunk's parse starts from: the state at the block's first op.
struct Plan<'a> {
    /// Chunk `i` starts at `starts[i]` and stops before the first op of the
    /// block at or after `starts[i + 1]`.
    starts: Vec<u32>,
    /// The line cursor (see `Parser::line_cursor`) at each start, so that a
    /// chunk never counts lines from the start of the text.
    lines: Vec<(u32, u32, u32)>,
    cancelled: Vec<AtomicBool>,
    depth: u32,
    type_aliases: FxHashMap<&'a str, Type>,
    attr_aliases: FxHashMap<&'a str, Attribute>,
    default_dialects: Vec<&'static str>,
}

/// A chunk's ops, ready to splice in.
pub(crate) struct Parsed<'a> {
    body: Box<Body>,
    block: BlockId,
    /// Where the parse stopped (the start of the token after its last op).
    stop: u32,
    prev_end: u32,
    line_cursor: (u32, u32, u32),
    deferred_locs: Vec<(u32, &'a str)>,
}

enum Slot<'a> {
    /// Nobody has taken it yet.
    Open,
    /// A thread is parsing it.
    Running,
    /// Parsed (`None`: unusable, see the module documentation).
    Done(Option<Parsed<'a>>),
    /// The main parser parses or skipped it, or took its result.
    Gone,
}

struct BoardState<'a> {
    plan: Option<Arc<Plan<'a>>>,
    slots: Vec<Slot<'a>>,
    /// No chunk below this is `Open`.
    next: usize,
    /// Speculation is over: workers leave.
    closed: bool,
}

/// The chunks of one speculation, shared by the main parser and the workers.
pub(crate) struct Board<'a> {
    source: Source<'a>,
    /// Threads in all, the main parser's included.
    threads: usize,
    state: Mutex<BoardState<'a>>,
    changed: Condvar,
}

/// The text to parse and how: what every parser of it (the sequential one,
/// or each speculation worker's) starts from.
#[derive(Clone, Copy)]
pub(crate) struct Source<'a> {
    pub ctx: &'a Context,
    pub file_name: &'a str,
    pub text: &'a str,
    pub first_line: u32,
    /// The text as registered (see `Parser::positions`).
    pub positions: Option<crate::source_locs::SourcePositions>,
    pub config: &'a ParserConfig,
}

impl<'a> Source<'a> {
    /// A parser of the text starting at byte `start`.
    pub(crate) fn parser_at(&self, start: u32) -> Parser<'a> {
        let (ctx, file, text) = (self.ctx, self.file_name, self.text);
        let mut p = Parser::new_at(ctx, file, text, self.first_line, self.config, start);
        p.positions = self.positions;
        p
    }
}

impl<'a> Board<'a> {
    fn lock(&self) -> MutexGuard<'_, BoardState<'a>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes the first open chunk, if any, marking it running.
    fn claim(state: &mut BoardState<'a>) -> Option<(Arc<Plan<'a>>, usize)> {
        let plan = state.plan.clone()?;
        while state.next < state.slots.len() {
            let i = state.next;
            state.next += 1;
            if matches!(state.slots[i], Slot::Open) {
                state.slots[i] = Slot::Running;
                return Some((plan, i));
            }
        }
        None
    }

    /// Parses chunk `i` on this thread and posts the result.
    fn run(&self, plan: &Plan<'a>, i: usize, memos: &mut Memos) {
        let parsed = if plan.cancelled[i].load(Ordering::Relaxed) {
            None
        } else {
            // A panic leaves the chunk to the main parser, which then meets
            // the same bug itself rather than wait forever.
            let parse = || run_chunk(self.source, plan, i, memos);
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(parse))
                .ok()
                .flatten()
        };
        // After `close` the slots are gone and the result is not wanted.
        if let Some(slot) = self.lock().slots.get_mut(i) {
            *slot = Slot::Done(parsed);
        }
        self.changed.notify_all();
    }

    /// A worker: parses chunks until none is left or speculation ends.
    /// Waits only for the main parser (which runs, see [`with_workers`]).
    fn work(&self) {
        let mut memos = Memos::default();
        loop {
            let (plan, i) = {
                let mut state = self.lock();
                loop {
                    if state.closed {
                        return;
                    }
                    if state.plan.is_some() {
                        match Self::claim(&mut state) {
                            Some(job) => break job,
                            None => return,
                        }
                    }
                    state = self.changed.wait(state).unwrap_or_else(|e| e.into_inner());
                }
            };
            self.run(&plan, i, &mut memos);
        }
    }

    /// The result of chunk `i`, where the parse has just arrived: `None` if
    /// the main parser is to parse it (nobody took it, or its parse is
    /// unusable). While the chunk is still being parsed, parses later
    /// chunks for the board rather than wait.
    /// `memos` are the main parser's, lent to the chunks it parses.
    fn take(&self, i: usize, memos: &mut Memos) -> Option<Parsed<'a>> {
        let wait_for_workers = WAIT_FOR_WORKERS.with(|w| w.get());
        let mut state = self.lock();
        loop {
            match state.slots.get_mut(i) {
                Some(Slot::Done(_)) => {
                    let Slot::Done(parsed) = std::mem::replace(&mut state.slots[i], Slot::Gone)
                    else {
                        unreachable!()
                    };
                    return parsed;
                }
                Some(Slot::Running) => {
                    // The main parser waits on the board only in tests, so
                    // that which thread parses a chunk is deterministic.
                    let job = if wait_for_workers {
                        None
                    } else {
                        Board::claim(&mut state)
                    };
                    if let Some((plan, k)) = job {
                        drop(state);
                        self.run(&plan, k, memos);
                        state = self.lock();
                    } else {
                        state = self.changed.wait(state).unwrap_or_else(|e| e.into_inner());
                    }
                }
                Some(slot @ Slot::Open) if !wait_for_workers => {
                    *slot = Slot::Gone;
                    return None;
                }
                Some(Slot::Open) => {
                    state = self.changed.wait(state).unwrap_or_else(|e| e.into_inner());
                }
                Some(Slot::Gone) | None => return None,
            }
        }
    }

    /// Ends speculation: workers leave, pending chunks are dropped.
    fn close(&self) {
        let mut state = self.lock();
        state.closed = true;
        if let Some(plan) = &state.plan {
            plan.cancelled
                .iter()
                .for_each(|c| c.store(true, Ordering::Relaxed));
        }
        state.slots.clear();
        drop(state);
        self.changed.notify_all();
    }
}

/// The parser's speculation state.
pub(crate) enum Speculation<'a> {
    /// The board waits for the first top-level op.
    Idle(Arc<Board<'a>>),
    /// Chunks of `block` at nesting `depth`; chunks below `next` are passed.
    Active {
        depth: u32,
        block: BlockId,
        board: Arc<Board<'a>>,
        next: usize,
    },
    Done,
}

/// Runs `f` (the main parser) with a parser board served by `threads - 1`
/// workers, tasks of the thread pool.
///
/// Why this cannot deadlock the pool: a worker waits only for the main
/// parser (for the plan) and the main parser only for chunks a running
/// worker has claimed; the main parser runs on the calling thread and,
/// like the workers, under [`crate::threads::sequential`], so it never
/// waits inside rayon while the board is open. A worker that starts after
/// speculation ended leaves at once.
pub(crate) fn with_workers<'a, R>(
    source: Source<'a>,
    threads: usize,
    f: impl FnOnce(Arc<Board<'a>>) -> R,
) -> R {
    let board = Arc::new(Board {
        source,
        threads,
        state: Mutex::new(BoardState {
            plan: None,
            slots: Vec::new(),
            next: 0,
            closed: false,
        }),
        changed: Condvar::new(),
    });
    /// Closes the board however the main parser leaves (a panic
    /// included), so that no worker waits for it forever.
    struct CloseOnDrop<'b, 'a>(&'b Board<'a>);
    impl Drop for CloseOnDrop<'_, '_> {
        fn drop(&mut self) {
            self.0.close();
        }
    }
    crate::threads::scope(|scope| {
        for _ in 1..threads {
            let board = board.clone();
            scope.spawn(move |_| crate::threads::sequential(|| board.work()));
        }
        let _close = CloseOnDrop(&board);
        crate::threads::sequential(|| f(board.clone()))
    })
}

/// Parses chunk `i` of `plan`: the block's ops from its start to the next chunk's.
/// Uses and extends `memos`, those of the thread parsing it.
fn run_chunk<'a>(
    source: Source<'a>,
    plan: &Plan<'a>,
    i: usize,
    memos: &mut Memos,
) -> Option<Parsed<'a>> {
    let start = plan.starts[i];
    let stop = plan.starts.get(i + 1).copied().unwrap_or(u32::MAX);
    let mut p = source.parser_at(start);
    p.line_anchor = plan.lines[i];
    p.line_cursor.set(plan.lines[i]);
    p.speculative = true;
    p.type_aliases = plan.type_aliases.clone();
    p.attr_aliases = plan.attr_aliases.clone();
    p.default_dialects = plan.default_dialects.clone();
    p.depth = plan.depth;
    p.memos = std::mem::take(memos);
    let parsed = parse_chunk_ops(&mut p, plan, i, stop);
    *memos = std::mem::take(&mut p.memos);
    parsed
}

/// The ops of chunk `i` (up to `stop`), by a parser set up at its start.
fn parse_chunk_ops<'a>(
    p: &mut Parser<'a>,
    plan: &Plan<'a>,
    i: usize,
    stop: u32,
) -> Option<Parsed<'a>> {
    p.push_name_scope(true);
    let block = p.body.create_block();
    while !p.at(Kind::RBrace) && !p.at(Kind::Eof) && p.tok.start < stop {
        if p.at(Kind::CaretIdent) || plan.cancelled[i].load(Ordering::Relaxed) {
            return None;
        }
        p.parse_operation(block).ok()?;
        p.release_parsed_text();
    }
    let clean = p.scopes.len() == 1
        && p.scopes[0].values.is_empty()
        && p.undeclared.is_empty()
        && p.outer_uses.is_empty()
        && p.block_scopes.iter().all(|s| s.blocks.is_empty());
    clean.then(|| Parsed {
        stop: p.tok.start,
        prev_end: p.prev_end,
        line_cursor: p.line_cursor.get(),
        deferred_locs: std::mem::take(&mut p.deferred_locs),
        body: std::mem::take(&mut p.body),
        block,
    })
}

/// Where later top-level ops probably start: for each 1/n of the text after
/// `first` (the start of the block's first op), the first line at or after
/// it indented like `first` and starting like an op.
fn guess_splits(text: &str, first: usize, n: usize) -> Vec<u32> {
    let bytes = text.as_bytes();
    let line_start = bytes[..first]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let indent = &bytes[line_start..first];
    if !indent.iter().all(|&b| b == b' ' || b == b'\t') {
        return Vec::new();
    }
    // Give up on a guess after this much text: the block may have ended.
    const SEARCH: usize = 4 << 20;
    let mut splits = Vec::new();
    for k in 1..n {
        let target = first + (bytes.len() - first) * k / n;
        let limit = (target + SEARCH).min(bytes.len());
        let mut at = target;
        let mut hit = false;
        while let Some(nl) = super::core::find_newline(&bytes[at..limit]) {
            let start = at + nl + 1;
            at = start;
            let rest = &bytes[start..];
            if rest.starts_with(indent) {
                let c = rest.get(indent.len()).copied().unwrap_or(0);
                if c == b'%' || c == b'"' || c.is_ascii_alphabetic() || c == b'_' {
                    let split = (start + indent.len()) as u32;
                    hit = true;
                    if splits.last().is_none_or(|&s| s < split) {
                        splits.push(split);
                    }
                    break;
                }
            }
        }
        if !hit {
            // No op at this indentation near the cut: probably none later
            // either (a top-level block holding one module), so stop rather
            // than read through the whole text.
            break;
        }
    }
    splits
}

impl<'a> Parser<'a> {
    /// Called before each op of a block: starts speculation at the first op
    /// of a top-level or module block, and splices in a chunk's ops when the
    /// parse arrives where that chunk starts.
    pub(crate) fn speculate(&mut self, block: BlockId) {
        match self.speculation.take() {
            Some(Speculation::Idle(board)) => {
                let started = self.start_speculation(block, board);
                self.speculation = Some(started);
            }
            Some(Speculation::Active {
                depth,
                block: spec_block,
                board,
                mut next,
            }) if depth == self.depth && spec_block == block => {
                let plan = board.lock().plan.clone();
                let Some(plan) = plan else {
                    self.speculation = Some(Speculation::Done);
                    return;
                };
                while next < plan.starts.len() && plan.starts[next] <= self.tok.start {
                    let i = next;
                    next += 1;
                    if plan.starts[i] == self.tok.start {
                        if let Some(parsed) = board.take(i, &mut self.memos) {
                            self.splice(block, parsed);
                        }
                    } else {
                        // An op ran across the guess: that chunk's start was wrong.
                        plan.cancelled[i].store(true, Ordering::Relaxed);
                        let mut state = board.lock();
                        if let Some(slot @ Slot::Open) = state.slots.get_mut(i) {
                            *slot = Slot::Gone;
                        }
                    }
                }
                self.speculation = Some(if next < plan.starts.len() {
                    Speculation::Active {
                        depth,
                        block,
                        board,
                        next,
                    }
                } else {
                    board.close();
                    Speculation::Done
                });
            }
            other => self.speculation = other,
        }
    }

    /// Called when the block loop of `block` ends: chunks still pending can
    /// no longer be used.
    pub(crate) fn end_speculation(&mut self, block: BlockId) {
        if let Some(Speculation::Active {
            depth,
            block: b,
            board,
            ..
        }) = &self.speculation
        {
            if *depth == self.depth && *b == block {
                board.close();
                self.speculation = Some(Speculation::Done);
            }
        }
    }

    fn start_speculation(&mut self, block: BlockId, board: Arc<Board<'a>>) -> Speculation<'a> {
        let op_start = matches!(
            self.tok.kind,
            Kind::BareIdent | Kind::String | Kind::PercentIdent
        );
        if self.depth > 1 || !op_start {
            return Speculation::Idle(board);
        }
        let first = self.tok.start as usize;
        let threads = board.threads;
        let chunks = (threads * CHUNKS_PER_THREAD)
            .min((self.src.len() - first) / MIN_CHUNK)
            .max(threads);
        let starts = guess_splits(self.src, first, chunks);
        if starts.is_empty() {
            // The module's block is the last chance.
            return if self.depth == 0 {
                Speculation::Idle(board)
            } else {
                board.close();
                Speculation::Done
            };
        }
        // One pass over the rest of the text for the chunks' first lines.
        let mut cursor = self.line_cursor.get();
        if cursor.0 > first as u32 {
            cursor = self.line_anchor;
        }
        let lines = starts
            .iter()
            .map(|&start| {
                cursor = super::core::advance_lines(self.src, cursor, start);
                cursor
            })
            .collect();
        let plan = Plan {
            lines,
            cancelled: starts.iter().map(|_| AtomicBool::new(false)).collect(),
            starts,
            depth: self.depth,
            type_aliases: self.type_aliases.clone(),
            attr_aliases: self.attr_aliases.clone(),
            default_dialects: self.default_dialects.clone(),
        };
        {
            let mut state = board.lock();
            state.slots = plan.starts.iter().map(|_| Slot::Open).collect();
            state.plan = Some(Arc::new(plan));
        }
        board.changed.notify_all();
        Speculation::Active {
            depth: self.depth,
            block,
            board,
            next: 0,
        }
    }

    /// Appends a chunk's ops to `block` if nothing at this level could have
    /// changed how they parse, and resumes after them.
    fn splice(&mut self, block: BlockId, parsed: Parsed<'a>) {
        let names_here = self.scopes.last().is_some_and(|s| !s.values.is_empty());
        if names_here {
            return;
        }
        let Parsed {
            body,
            block: theirs,
            stop,
            prev_end,
            line_cursor,
            deferred_locs,
        } = parsed;
        SPLICES.with(|n| n.set(n.get() + 1));
        let shift = self.body.append_body(*body);
        let theirs = shift.block(theirs);
        while let Some(op) = self.body.first_op(theirs) {
            self.body.detach_op(op);
            self.body.append_op(block, op);
        }
        self.body.erase_block(theirs);
        self.deferred_locs.extend(deferred_locs);
        self.reset_to(stop);
        self.prev_end = prev_end;
        self.line_cursor.set(line_cursor);
        self.release_parsed_text();
    }
}
