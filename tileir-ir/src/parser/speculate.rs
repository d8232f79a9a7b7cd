//! Parallel parsing of one long block by speculation.
//!
//! A large input is nearly always one module holding many top-level ops
//! (functions). When the parser reaches the first op of the top-level block
//! or of the module's block, it guesses where later top-level ops begin: the
//! first line at or after each 1/n of the remaining text with the same
//! indentation as that first op and an op-like first character. Worker
//! threads parse from each guess, as a plain list of ops into a body of their
//! own, up to the next guess. When the main parser, continuing sequentially,
//! arrives at a guess exactly between two ops of the same block, the guess
//! was right and the worker's ops are spliced in ([`Body::append_body`]);
//! parsing resumes where the worker stopped.
//!
//! A worker's result is used only where it is exactly what the sequential
//! parse would have built, so output and diagnostics never depend on
//! threads. It is dropped, and the main parser parses that text itself, when:
//! the guess was not an op boundary of that block; the worker met any error
//! (its error might only come from the missing context, and the sequential
//! parse reports the real first error); it defined or used a name at its top
//! level, used a name it did not define, or met a `distinct` attribute (state
//! shared with the rest of the file); or the main parser has names defined at
//! that block's level (a worker's nested region could not see them).

use super::core::Parser;
use super::token::Kind;
use super::ParserConfig;
use crate::attributes::Attribute;
use crate::body::Body;
use crate::context::Context;
use crate::ids::BlockId;
use crate::types::Type;
use rustc_hash::FxHashMap;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::Arc;

#[cfg(test)]
thread_local! {
    /// Worker results spliced in by parsers of this thread (for tests).
    pub(crate) static SPLICES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many threads parse, and from what input size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parallelism {
    /// Threads in all (main included); 0 means one per available core.
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
    pub(crate) fn threads_for(&self, len: usize) -> usize {
        if len < self.min_bytes {
            return 1;
        }
        match self.threads {
            0 => crate::threads::available(),
            n => n,
        }
    }
}

/// What a worker is asked to parse.
pub(crate) struct Job<'a> {
    start: u32,
    /// Stop before the first top-level op starting at or after this.
    stop: u32,
    depth: u32,
    type_aliases: FxHashMap<&'a str, Type>,
    attr_aliases: FxHashMap<&'a str, Attribute>,
    default_dialects: Vec<&'static str>,
    cancel: Arc<AtomicBool>,
}

/// A worker's ops, ready to splice in.
pub(crate) struct Parsed<'a> {
    body: Box<Body>,
    block: BlockId,
    /// Where the worker stopped (the start of the token after its last op).
    stop: u32,
    prev_end: u32,
    line_cursor: (u32, u32, u32),
    deferred_locs: Vec<(u32, &'a str)>,
}

/// One idle worker thread: send it a job, receive its result.
pub(crate) struct Worker<'a> {
    jobs: Sender<Job<'a>>,
    results: Receiver<Option<Parsed<'a>>>,
}

/// A job in flight.
pub(crate) struct Pending<'a> {
    start: u32,
    results: Receiver<Option<Parsed<'a>>>,
    cancel: Arc<AtomicBool>,
}

/// The parser's speculation state.
pub(crate) enum Speculation<'a> {
    /// Workers wait for the first top-level op.
    Idle(Vec<Worker<'a>>),
    /// Jobs run for ops of `block` at nesting `depth`.
    Active {
        depth: u32,
        block: BlockId,
        pending: VecDeque<Pending<'a>>,
    },
    Done,
}

/// Runs `f` with a parser that speculates with `threads - 1` workers.
pub(crate) fn with_workers<'a, R>(
    ctx: &'a Context,
    file_name: &'a str,
    text: &'a str,
    first_line: u32,
    config: &'a ParserConfig,
    threads: usize,
    f: impl FnOnce(Vec<Worker<'a>>) -> R,
) -> R {
    std::thread::scope(|scope| {
        let mut workers = Vec::new();
        for _ in 1..threads {
            let (job_tx, job_rx) = std::sync::mpsc::channel::<Job<'a>>();
            let (res_tx, res_rx) = std::sync::mpsc::channel();
            let spawned = std::thread::Builder::new()
                .name("tileir-parse".into())
                .stack_size(crate::threads::PARSER_STACK_SIZE)
                .spawn_scoped(scope, move || {
                    if let Ok(job) = job_rx.recv() {
                        let parsed = run_job(ctx, file_name, text, first_line, config, job);
                        let _ = res_tx.send(parsed);
                    }
                });
            if spawned.is_err() {
                break;
            }
            workers.push(Worker {
                jobs: job_tx,
                results: res_rx,
            });
        }
        f(workers)
    })
}

/// A worker's parse: ops from `job.start` to `job.stop` (or the end of the block).
fn run_job<'a>(
    ctx: &'a Context,
    file_name: &str,
    text: &'a str,
    first_line: u32,
    config: &'a ParserConfig,
    job: Job<'a>,
) -> Option<Parsed<'a>> {
    let mut p = Parser::new_at(ctx, file_name, text, first_line, config, job.start);
    p.speculative = true;
    p.type_aliases = job.type_aliases;
    p.attr_aliases = job.attr_aliases;
    p.default_dialects = job.default_dialects;
    p.depth = job.depth;
    p.push_name_scope(true);
    let block = p.body.create_block();
    while !p.at(Kind::RBrace) && !p.at(Kind::Eof) && p.tok.start < job.stop {
        if p.at(Kind::CaretIdent) || job.cancel.load(Ordering::Relaxed) {
            return None;
        }
        p.parse_operation(block).ok()?;
    }
    let clean = p.scopes.len() == 1
        && p.scopes[0].values.is_empty()
        && p.undeclared.is_empty()
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
        while let Some(nl) = bytes[at..limit].iter().position(|&b| b == b'\n') {
            let start = at + nl + 1;
            at = start;
            let rest = &bytes[start..];
            if rest.starts_with(indent) {
                let c = rest.get(indent.len()).copied().unwrap_or(0);
                if c == b'%' || c == b'"' || c.is_ascii_alphabetic() || c == b'_' {
                    let split = (start + indent.len()) as u32;
                    if splits.last().is_none_or(|&s| s < split) {
                        splits.push(split);
                    }
                    break;
                }
            }
        }
    }
    splits
}

impl<'a> Parser<'a> {
    /// Called before each op of a block: starts speculation at the first op
    /// of a top-level or module block, and splices in a worker's ops when the
    /// parse arrives where that worker started.
    pub(crate) fn speculate(&mut self, block: BlockId) {
        match self.speculation.take() {
            Some(Speculation::Idle(workers)) => {
                let started = self.start_speculation(block, workers);
                self.speculation = Some(started);
            }
            Some(Speculation::Active {
                depth,
                block: spec_block,
                mut pending,
            }) if depth == self.depth && spec_block == block => {
                while pending.front().is_some_and(|p| p.start <= self.tok.start) {
                    let Some(job) = pending.pop_front() else {
                        break;
                    };
                    if job.start == self.tok.start {
                        if let Ok(Some(parsed)) = job.results.recv() {
                            self.splice(block, parsed);
                        }
                    } else {
                        // An op ran across the guess: that worker's start was wrong.
                        job.cancel.store(true, Ordering::Relaxed);
                    }
                }
                self.speculation = Some(if pending.is_empty() {
                    Speculation::Done
                } else {
                    Speculation::Active {
                        depth,
                        block,
                        pending,
                    }
                });
            }
            other => self.speculation = other,
        }
    }

    /// Called when the block loop of `block` ends: jobs still pending can
    /// no longer be used.
    pub(crate) fn end_speculation(&mut self, block: BlockId) {
        if let Some(Speculation::Active {
            depth,
            block: b,
            pending,
        }) = &self.speculation
        {
            if *depth == self.depth && *b == block {
                for job in pending {
                    job.cancel.store(true, Ordering::Relaxed);
                }
                self.speculation = Some(Speculation::Done);
            }
        }
    }

    fn start_speculation(&mut self, block: BlockId, workers: Vec<Worker<'a>>) -> Speculation<'a> {
        let op_start = matches!(
            self.tok.kind,
            Kind::BareIdent | Kind::String | Kind::PercentIdent
        );
        if self.depth > 1 || !op_start {
            return Speculation::Idle(workers);
        }
        let splits = guess_splits(self.src, self.tok.start as usize, workers.len() + 1);
        if splits.is_empty() {
            // The module's block is the last chance.
            return if self.depth == 0 {
                Speculation::Idle(workers)
            } else {
                Speculation::Done
            };
        }
        let mut pending = VecDeque::new();
        for (i, (worker, &start)) in workers.into_iter().zip(&splits).enumerate() {
            let cancel = Arc::new(AtomicBool::new(false));
            let job = Job {
                start,
                stop: splits.get(i + 1).copied().unwrap_or(u32::MAX),
                depth: self.depth,
                type_aliases: self.type_aliases.clone(),
                attr_aliases: self.attr_aliases.clone(),
                default_dialects: self.default_dialects.clone(),
                cancel: cancel.clone(),
            };
            if worker.jobs.send(job).is_ok() {
                pending.push_back(Pending {
                    start,
                    results: worker.results,
                    cancel,
                });
            }
        }
        Speculation::Active {
            depth: self.depth,
            block,
            pending,
        }
    }

    /// Appends a worker's ops to `block` if nothing at this level could
    /// have changed how they parse, and resumes after them.
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
        #[cfg(test)]
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
    }
}
