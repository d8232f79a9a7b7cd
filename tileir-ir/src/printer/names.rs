//! SSA value and block naming, exactly as MLIR's `SSANameState`.
//!
//! Regions are numbered from a work-list (LIFO): each region starts from the
//! counters (`nextValueID`, `nextArgumentID`, `nextConflictID`) saved when it
//! was pushed, so sibling regions (e.g. two functions) restart numbering, and
//! values of nested regions are numbered after all values of the enclosing
//! region. With `--mlir-print-unique-ssa-ids` (and in generic form, which
//! implies it in MLIR 22) the saved counters are ignored, which is why generic
//! output numbers functions in reverse order. Name hints from
//! `OpDef::result_names` are sanitized and uniqued against a scoped table of
//! names in flight (`_0`, `_1`... suffixes from the shared conflict counter).
//!
//! Names live per [`Body`]: ids of values and blocks are only unique within
//! one body, so every body reached from the printed op gets a [`BodyNames`]
//! table, found by the body's address.

use crate::attributes::{LocData, Location};
use crate::body::{Body, ValueDef};
use crate::context::Context;
use crate::dialect::OpRef;
use crate::ids::{BlockId, OpId, RegionId, Value};
use crate::printer::PrintOptions;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::sync::Arc;

const UNSET: u32 = u32::MAX;
const NAMED: u32 = 1 << 31;

/// Names of the values and blocks of one body.
#[derive(Default)]
pub(crate) struct BodyNames {
    /// Per value index: `UNSET`, a number, or `NAMED | string id`.
    values: Vec<u32>,
    /// Per block index: its position in its region (`^bbN`).
    pub(crate) blocks: Vec<u32>,
    /// Ops whose results form several groups: the sorted group starts.
    groups: FxHashMap<OpId, SmallVec<[u32; 2]>>,
    /// Ids of result-less ops (`--mlir-print-value-users`).
    op_ids: FxHashMap<OpId, u32>,
}

/// SSA names of everything printed.
#[derive(Default)]
pub(crate) struct Names {
    bodies: Vec<BodyNames>,
    /// Body address -> table. An address, not a pointer, so `Names` is
    /// `Sync` and chunk printers on several threads can share it.
    index: FxHashMap<usize, u32>,
    /// Shared with `Numberer::used` (one allocation per name).
    strings: Vec<Arc<str>>,
}

impl Names {
    /// The table of `body` (an empty one if the body was never numbered).
    pub(crate) fn body_index(&self, body: &Body) -> Option<u32> {
        self.index.get(&body_key(body)).copied()
    }

    /// The name of a block: `^bbN`.
    pub(crate) fn write_block(&self, bn: Option<u32>, block: BlockId, out: &mut String) {
        match bn.and_then(|b| self.bodies[b as usize].blocks.get(block.index())) {
            Some(&n) if n != UNSET => {
                out.push_str("^bb");
                push_u32(out, n);
            }
            _ => out.push_str("INVALIDBLOCK"),
        }
    }

    pub(crate) fn block_ordering(&self, bn: Option<u32>, block: BlockId) -> u32 {
        bn.and_then(|b| self.bodies[b as usize].blocks.get(block.index()).copied())
            .unwrap_or(UNSET)
    }

    /// `%name` of `value` (`printValueID`), with `#N` when `print_result_no`
    /// and the value is inside a result group of several values.
    pub(crate) fn write_value(
        &self,
        bn: Option<u32>,
        body: &Body,
        value: Value,
        print_result_no: bool,
        out: &mut String,
    ) {
        let Some(bn) = bn.map(|b| &self.bodies[b as usize]) else {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        };
        if value.index() >= body.value_capacity() {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        let mut lookup = value;
        let mut result_no: Option<u32> = None;
        if let ValueDef::Result { op, index } = body.value_def(value) {
            let n = body.num_results(op) as u32;
            if n != 1 {
                match bn.groups.get(&op) {
                    None => {
                        result_no = Some(index);
                        lookup = body.result(op, 0);
                    }
                    Some(groups) => {
                        let pos = groups.partition_point(|&g| g <= index);
                        let (start, size) = if pos == groups.len() {
                            let s = *groups.last().unwrap();
                            (s, n - s)
                        } else {
                            let s = groups[pos - 1];
                            (s, groups[pos] - s)
                        };
                        if size != 1 {
                            result_no = Some(index - start);
                        }
                        lookup = body.result(op, start as usize);
                    }
                }
            }
        }
        let id = bn.values.get(lookup.index()).copied().unwrap_or(UNSET);
        if id == UNSET {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        out.push('%');
        if id & NAMED != 0 {
            out.push_str(&self.strings[(id & !NAMED) as usize]);
        } else {
            push_u32(out, id);
        }
        if let (Some(r), true) = (result_no, print_result_no) {
            out.push('#');
            push_u32(out, r);
        }
    }

    /// The result groups of `op` (empty when it has one group).
    pub(crate) fn groups(&self, bn: Option<u32>, op: OpId) -> &[u32] {
        bn.and_then(|b| self.bodies[b as usize].groups.get(&op))
            .map_or(&[], |g| &g[..])
    }

    /// `%N` of a result-less op (value-users mode).
    pub(crate) fn write_op_id(&self, bn: Option<u32>, op: OpId, out: &mut String) {
        match bn.and_then(|b| self.bodies[b as usize].op_ids.get(&op)) {
            Some(&id) => {
                out.push('%');
                push_u32(out, id);
            }
            None => out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }
}

impl Names {
    /// Adds the tables of `other`, numbered separately: of other bodies, or
    /// of other values and blocks of a body both numbered (sibling regions
    /// of one body), whose entries are then combined.
    fn merge(&mut self, other: Names) {
        let offset = self.strings.len() as u32;
        self.strings.extend(other.strings);
        let mut tables: Vec<Option<BodyNames>> = other.bodies.into_iter().map(Some).collect();
        for (key, i) in other.index {
            let Some(mut table) = tables[i as usize].take() else {
                continue;
            };
            for v in &mut table.values {
                if *v != UNSET && *v & NAMED != 0 {
                    *v += offset;
                }
            }
            match self.index.get(&key) {
                None => {
                    self.index.insert(key, self.bodies.len() as u32);
                    self.bodies.push(table);
                }
                Some(&mine) => self.bodies[mine as usize].absorb(table),
            }
        }
    }
}

impl BodyNames {
    /// Takes the entries `other` set (a numbering of other regions of the
    /// same body: the entries set in each are disjoint).
    fn absorb(&mut self, other: BodyNames) {
        let fill = |mine: &mut Vec<u32>, theirs: Vec<u32>| {
            if mine.len() < theirs.len() {
                mine.resize(theirs.len(), UNSET);
            }
            for (m, t) in mine.iter_mut().zip(theirs) {
                if t != UNSET {
                    *m = t;
                }
            }
        };
        fill(&mut self.values, other.values);
        fill(&mut self.blocks, other.blocks);
        self.groups.extend(other.groups);
        self.op_ids.extend(other.op_ids);
    }
}

/// The key of a body in [`Names::index`]: its address.
fn body_key(body: &Body) -> usize {
    body as *const Body as usize
}

/// Appends a decimal `u32` without going through `fmt`.
pub fn push_u32(out: &mut String, n: u32) {
    push_u64(out, n as u64);
}

/// Appends a decimal `u64` without going through `fmt` (integers are a
/// large part of printed IR: SSA numbers, widths, shapes, values).
pub fn push_u64(out: &mut String, mut n: u64) {
    let digit = |d: u64| (b'0' + d as u8) as char;
    // Most numbers printed are small (SSA numbers restart per function).
    if n < 10 {
        out.push(digit(n));
        return;
    }
    if n < 100 {
        out.push(digit(n / 10));
        out.push(digit(n % 10));
        return;
    }
    if n < 1000 {
        out.push(digit(n / 100));
        out.push(digit(n / 10 % 10));
        out.push(digit(n % 10));
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    while n > 0 {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
    }
    out.extend(buf[i..].iter().map(|&d| d as char));
}

/// Appends a decimal `i64` without going through `fmt`.
pub fn push_i64(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_u64(out, n.unsigned_abs());
}

/// MLIR's `sanitizeIdentifier` with the SSA-name rules (`$._-` allowed,
/// trailing digits allowed). Returns `None` when `name` is already valid.
pub(crate) fn sanitize(name: &str, allowed: &str, allow_trailing_digit: bool) -> Option<String> {
    let bytes = name.as_bytes();
    let ok = |c: u8| c.is_ascii_alphanumeric() || allowed.as_bytes().contains(&c);
    let copy = |buf: &mut String| {
        for &c in bytes {
            if ok(c) {
                buf.push(c as char);
            } else if c == b' ' {
                buf.push('_');
            } else {
                use std::fmt::Write;
                let _ = write!(buf, "{c:X}");
            }
        }
    };
    if bytes.first().is_some_and(|c| c.is_ascii_digit()) {
        let mut buf = String::from("_");
        copy(&mut buf);
        return Some(buf);
    }
    if !allow_trailing_digit && bytes.last().is_some_and(|c| c.is_ascii_digit()) {
        let mut buf = String::new();
        copy(&mut buf);
        buf.push('_');
        return Some(buf);
    }
    if bytes.iter().all(|&c| ok(c)) {
        return None;
    }
    let mut buf = String::new();
    copy(&mut buf);
    Some(buf)
}

/// The numbering state while walking (MLIR's `SSANameState` constructor).
struct Numberer<'a> {
    ctx: &'a Context,
    opts: &'a PrintOptions,
    names: Names,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    used: FxHashSet<Arc<str>>,
    /// String ids inserted into `used`, per open scope.
    log: Vec<u32>,
    scope_marks: Vec<usize>,
    /// Reused buffers: name text, and (value, range in `scratch`) requests.
    scratch: String,
    requests: Vec<(Value, u32, u32)>,
    /// Reused list of a region's ops.
    ops_buf: Vec<OpId>,
    /// The body numbered last: a region of another body warms its cache.
    last_body: *const Body,
}

#[derive(Clone)]
struct Pending<'a> {
    body: &'a Body,
    region: RegionId,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    parent_depth: usize,
}

/// Functions per thread below which numbering stays on one thread.
const PARALLEL_MIN_BODIES: usize = 64;

/// Numbers `op` and everything nested in it.
///
/// Sibling regions restart from the counters saved when they were pushed
/// (unless ids are unique), so once the root's region is numbered, the
/// regions of its ops (a module's functions, each in a body of its own, or
/// the regions of unregistered ops, all in the module's body) no longer
/// depend on each other: they are numbered on several threads, each from a
/// copy of the names then in scope, and the tables merged. The names are
/// those of the sequential walk.
pub(crate) fn number_op(ctx: &Context, body: &Body, op: OpId, opts: &PrintOptions) -> Names {
    let mut n = Numberer::new(ctx, opts);
    let unique = opts.unique_ssa_ids || opts.generic;
    let mut stack: Vec<Pending<'_>> = Vec::new();
    let inner = body.region_body(op);
    for &r in body.regions(op) {
        stack.push(Pending {
            body: inner,
            region: r,
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            parent_depth: 1,
        });
    }
    n.number_op(body, op);
    n.number_next(&mut stack, unique);
    let threads = numbering_threads(ctx);
    let independent = !unique && threads > 1 && stack.len() >= PARALLEL_MIN_BODIES * threads;
    if independent {
        n.number_in_parallel(stack, threads);
    } else {
        n.drain(&mut stack, unique);
    }
    n.names
}

/// Numbers the ops of `regions` (stored in `body`) as [`number_op`] numbers
/// them inside their op, an isolated op whose own storage is elsewhere (the
/// op a pass runs on, while its body is being rewritten).
pub(crate) fn number_regions(
    ctx: &Context,
    body: &Body,
    regions: &[RegionId],
    opts: &PrintOptions,
) -> Names {
    let mut n = Numberer::new(ctx, opts);
    let unique = opts.unique_ssa_ids || opts.generic;
    let mut stack: Vec<Pending<'_>> = regions
        .iter()
        .map(|&region| Pending {
            body,
            region,
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            parent_depth: 1,
        })
        .collect();
    n.drain(&mut stack, unique);
    n.names
}

thread_local! {
    /// Threads numbering uses on this thread, 0 for the pool's (set by
    /// tests, through `printer::testing`).
    pub(crate) static THREADS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn numbering_threads(ctx: &Context) -> usize {
    if let n @ 1.. = THREADS.with(|t| t.get()) {
        return n;
    }
    crate::threads::threads(ctx)
}

impl<'a> Numberer<'a> {
    fn new(ctx: &'a Context, opts: &'a PrintOptions) -> Numberer<'a> {
        Numberer {
            ctx,
            opts,
            names: Names::default(),
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            used: FxHashSet::default(),
            log: Vec::new(),
            scope_marks: vec![0],
            scratch: String::new(),
            requests: Vec::new(),
            ops_buf: Vec::new(),
            last_body: std::ptr::null(),
        }
    }

    /// Numbers pending regions, pushing those they contain, until none is left.
    fn drain<'b>(&mut self, stack: &mut Vec<Pending<'b>>, unique: bool) {
        while self.number_next(stack, unique) {}
    }

    /// Numbers the last pending region; false if there was none.
    fn number_next<'b>(&mut self, stack: &mut Vec<Pending<'b>>, unique: bool) -> bool {
        let Some(mut p) = stack.pop() else {
            return false;
        };
        if unique {
            // Counters run on through the whole walk.
            p.next_value = self.next_value;
            p.next_arg = self.next_arg;
            p.next_conflict = self.next_conflict;
        }
        self.number_pending(p, stack);
        true
    }

    /// Numbers one pending region from its saved counters and pushes the
    /// regions of its ops.
    fn number_pending<'b>(&mut self, p: Pending<'b>, stack: &mut Vec<Pending<'b>>) {
        self.next_value = p.next_value;
        self.next_arg = p.next_arg;
        self.next_conflict = p.next_conflict;
        while self.scope_marks.len() > p.parent_depth {
            self.pop_scope();
        }
        self.scope_marks.push(self.log.len());
        let depth = self.scope_marks.len();
        let mut ops = std::mem::take(&mut self.ops_buf);
        if !std::ptr::eq(self.last_body, p.body) {
            p.body.warm_cache();
            self.last_body = p.body;
        }
        self.number_region(p.body, p.region, &mut ops);
        for &o in &ops {
            let rb = p.body.region_body(o);
            for &r in p.body.regions(o) {
                stack.push(Pending {
                    body: rb,
                    region: r,
                    next_value: self.next_value,
                    next_arg: self.next_arg,
                    next_conflict: self.next_conflict,
                    parent_depth: depth,
                });
            }
        }
        self.ops_buf = ops;
    }

    /// Numbers independent pending regions (see [`number_op`]) in `threads`
    /// tasks of the thread pool and merges their tables into `self`. Each
    /// task takes batches of regions until none is left, so a task that
    /// starts late finds less or nothing to do.
    fn number_in_parallel(&mut self, stack: Vec<Pending<'_>>, threads: usize) {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let next = AtomicUsize::new(0);
        let batch = (stack.len() / (threads * 8)).max(1);
        let (ctx, opts, used) = (self.ctx, self.opts, &self.used);
        let parent_depth = stack.first().map_or(1, |p| p.parent_depth);
        let work = || {
            let mut sub = Numberer::new(ctx, opts);
            // Names in scope are those of the enclosing regions; they are
            // never popped here, as no scope of `sub` logged them.
            sub.used = used.clone();
            sub.scope_marks = vec![0; parent_depth];
            loop {
                let start = next.fetch_add(batch, Ordering::Relaxed);
                if start >= stack.len() {
                    break;
                }
                for p in &stack[start..(start + batch).min(stack.len())] {
                    let mut nested = Vec::new();
                    sub.number_pending(p.clone(), &mut nested);
                    sub.drain(&mut nested, false);
                }
            }
            sub.names
        };
        let parts: Vec<Names> = crate::threads::install(|| {
            use rayon::prelude::*;
            (0..threads).into_par_iter().map(|_| work()).collect()
        });
        for part in parts {
            self.names.merge(part);
        }
    }

    fn pop_scope(&mut self) {
        let mark = self.scope_marks.pop().unwrap_or(0);
        for id in self.log.drain(mark..) {
            self.used.remove(&*self.names.strings[id as usize]);
        }
    }

    fn table(&mut self, body: &Body) -> usize {
        let key = body_key(body);
        if let Some(&i) = self.names.index.get(&key) {
            return i as usize;
        }
        let i = self.names.bodies.len();
        self.names.bodies.push(BodyNames {
            values: vec![UNSET; body.value_capacity()],
            blocks: vec![UNSET; body.block_capacity()],
            ..Default::default()
        });
        self.names.index.insert(key, i as u32);
        i
    }

    /// Numbers one region's blocks and ops; collects its ops into `ops` (for
    /// pushing their regions afterwards).
    fn number_region(&mut self, body: &Body, region: RegionId, ops: &mut Vec<OpId>) {
        ops.clear();
        let t = self.table(body);
        let entry = body.entry_block(region);
        if !self.opts.generic {
            self.name_block_args_by_hook(t, body, region);
        }
        for (position, block) in body.region_blocks(region).enumerate() {
            self.names.bodies[t].blocks[block.index()] = position as u32;
            let is_entry = Some(block) == entry;
            for (i, &arg) in body.block_args(block).iter().enumerate() {
                if self.names.bodies[t].values[arg.index()] != UNSET {
                    continue;
                }
                let mut name = std::mem::take(&mut self.scratch);
                name.clear();
                if is_entry {
                    name.push_str("arg");
                    push_u32(&mut name, self.next_arg);
                    self.next_arg += 1;
                }
                if self.opts.use_nameloc_as_prefix {
                    if let Some(n) = find_name_loc(self.ctx, body.block_arg_loc(block, i)) {
                        name.clear();
                        name.push_str(n);
                    }
                }
                self.set_value_name(t, arg, &name);
                self.scratch = name;
            }
            for op in body.block_ops(block) {
                self.number_op_in(t, body, op);
                ops.push(op);
            }
        }
    }

    /// `OpAsmOpInterface::getAsmBlockArgumentNames` of the op owning
    /// `region` (in the same body), applied before the region's arguments
    /// get numbers.
    fn name_block_args_by_hook(&mut self, t: usize, body: &Body, region: RegionId) {
        let Some(op) = body.region_parent(region) else {
            return;
        };
        let Some(hook) = self
            .ctx
            .op_def(body.op_name(op))
            .and_then(|d| d.block_arg_names)
        else {
            return;
        };
        if !body.regions(op).contains(&region) {
            return;
        }
        let mut requests: Vec<(Value, String)> = Vec::new();
        hook(
            OpRef {
                ctx: self.ctx,
                body,
                op,
            },
            &mut |v, name| requests.push((v, name.to_string())),
        );
        for (v, name) in requests {
            let owned = matches!(body.value_def(v), ValueDef::BlockArg { block, .. }
                if body.block_parent(block) == Some(region));
            if owned && self.names.bodies[t].values[v.index()] == UNSET {
                self.set_value_name(t, v, &name);
            }
        }
    }

    fn number_op(&mut self, body: &Body, op: OpId) {
        let t = self.table(body);
        self.number_op_in(t, body, op);
    }

    fn number_op_in(&mut self, t: usize, body: &Body, op: OpId) {
        let mut groups: SmallVec<[u32; 2]> = SmallVec::new();
        groups.push(0);
        if !self.opts.generic {
            if let Some(hook) = self
                .ctx
                .op_def(body.op_name(op))
                .and_then(|d| d.result_names)
            {
                let mut text = std::mem::take(&mut self.scratch);
                let mut requests = std::mem::take(&mut self.requests);
                text.clear();
                requests.clear();
                hook(
                    OpRef {
                        ctx: self.ctx,
                        body,
                        op,
                    },
                    &mut |v, name| {
                        let start = text.len() as u32;
                        text.push_str(name);
                        requests.push((v, start, text.len() as u32));
                    },
                );
                for &(v, start, end) in &requests {
                    if let ValueDef::Result { op: owner, index } = body.value_def(v) {
                        if owner != op || self.names.bodies[t].values[v.index()] != UNSET {
                            continue;
                        }
                        self.set_value_name(t, v, &text[start as usize..end as usize]);
                        if index != 0 {
                            groups.push(index);
                        }
                    }
                }
                self.scratch = text;
                self.requests = requests;
            }
        }
        let num_results = body.num_results(op);
        if num_results == 0 {
            if self.opts.value_users {
                let id = self.next_value;
                if let std::collections::hash_map::Entry::Vacant(e) =
                    self.names.bodies[t].op_ids.entry(op)
                {
                    e.insert(id);
                    self.next_value += 1;
                }
            }
            return;
        }
        let first = body.result(op, 0);
        if self.opts.use_nameloc_as_prefix && self.names.bodies[t].values[first.index()] == UNSET {
            if let Some(name) = find_name_loc(self.ctx, body.op_loc(op)) {
                let name = name.to_string();
                self.set_value_name(t, first, &name);
            }
        }
        if self.names.bodies[t].values[first.index()] == UNSET {
            self.names.bodies[t].values[first.index()] = self.next_value;
            self.next_value += 1;
        }
        if groups.len() != 1 {
            groups.sort_unstable();
            self.names.bodies[t].groups.entry(op).or_insert(groups);
        }
    }

    fn set_value_name(&mut self, t: usize, value: Value, name: &str) {
        if name.is_empty() {
            self.names.bodies[t].values[value.index()] = self.next_value;
            self.next_value += 1;
            return;
        }
        let id = self.unique_name(name);
        self.names.bodies[t].values[value.index()] = NAMED | id;
    }

    fn unique_name(&mut self, name: &str) -> u32 {
        let sanitized = sanitize(name, "$._-", true);
        let name = sanitized.as_deref().unwrap_or(name);
        let chosen: Arc<str> = if !self.used.contains(name) {
            name.into()
        } else {
            let mut probe = String::with_capacity(name.len() + 4);
            loop {
                probe.clear();
                probe.push_str(name);
                probe.push('_');
                push_u32(&mut probe, self.next_conflict);
                self.next_conflict += 1;
                if !self.used.contains(probe.as_str()) {
                    break probe.as_str().into();
                }
            }
        };
        let id = self.names.strings.len() as u32;
        self.used.insert(chosen.clone());
        self.names.strings.push(chosen);
        self.log.push(id);
        id
    }
}

/// The first `NameLoc` in `loc` (pre-order), as `findInstanceOf<NameLoc>`.
fn find_name_loc(ctx: &Context, loc: Location) -> Option<&str> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.loc_data(l) {
            LocData::Name { name, .. } => return Some(ctx.str(*name)),
            LocData::CallSite { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            LocData::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            _ => {}
        }
    }
    None
}
