//! The textual MLIR printer: custom and generic forms, SSA naming, aliases
//! and every `--mlir-print-*` flag, byte-identical to mlir-opt 22.
//!
//! Structure (one concept per module):
//! - `names`: SSA value and block names (`SSANameState`).
//! - `aliases`: `#map`/`#loc`/`!tuple` aliases (`AliasInitializer`).
//! - `floats`: `printFloatValue`.
//! - `attributes`, `types`, `locations`: builtin attribute, type and location
//!   syntax.
//! - `ops`: operations, regions, blocks (generic form and custom dispatch).
//! - `asm_impl`: the [`crate::asm::AsmPrinter`] implementation custom formats
//!   call back into.
//!
//! Printing never recurses over op nesting. A region is printed as a *unit*:
//! when an op (generic or custom) prints a region, the printer emits `{` and
//! `}` around a hole, queues the region, and carries on with the rest of the
//! op. Units are processed from a work-list; each records its text as ranges
//! of one output buffer interleaved with child holes, and a final iterative
//! walk stitches the pieces together in order. The same machinery, in collect
//! mode, gathers the attributes and types the output contains (in print
//! order) for alias generation, exactly like MLIR's dummy alias printer.
//!
//! Output is streamed and the root's regions are printed in parallel (see
//! `stream`): [`print_op_to`] prints the root op with its regions left as
//! holes, writes that text through the writer, and fills each hole with the
//! region's blocks, the ops of a block printed in chunks of consecutive ops
//! (e.g. the functions of a module), each chunk by its own `Printer` into its
//! own buffer. All chunk printers share the SSA names, aliases and `distinct`
//! ids computed once before printing, so a chunk's text does not depend on
//! which thread printed it or when: the bytes are those of one sequential
//! print. [`print_op`] is the same engine writing into a `String`.
//!
//! `--mlir-print-assume-verified`: mlir-opt verifies the op before printing
//! and falls back to the generic form when verification fails. Callers of
//! [`print_op`] print verified IR (tileir-opt verifies first), so the flag has
//! no effect here; printing unverified IR uses the custom forms regardless.
//!
//! Custom printers resolve values of the op being printed in its own body,
//! except [`crate::asm::AsmPrinter::print_region_argument`], whose value is
//! an argument of one of the op's regions (so it is resolved in the op's
//! region body, its child body when the op is isolated).

pub(crate) mod aliases;
mod asm_impl;
mod attributes;
pub mod floats;
mod locations;
pub(crate) mod names;
mod ops;
mod stream;
pub(crate) mod testing;
#[cfg(test)]
mod tests;
mod types;

use crate::attributes::Attribute;
use crate::body::Body;
use crate::context::{Context, Symbol};
use crate::ids::{OpId, RegionId};
use crate::types::Type;
use aliases::{AliasInit, AliasState, Plain, Sym};
use names::Names;
/// Decimal integers appended without `fmt` (result-name hooks use them too).
pub use names::{push_i64, push_u32, push_u64};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use stream::{Chunking, Shared};

/// The printing flags of mlir-opt.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`
    pub debug_info: bool,
    /// `--mlir-pretty-debuginfo`
    pub pretty_debug_info: bool,
    /// `--mlir-print-local-scope`
    pub local_scope: bool,
    /// `--mlir-print-skip-regions`
    pub skip_regions: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`
    pub elide_elements_attrs_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N` (MLIR's default is 100; -1 disables)
    pub elements_attrs_with_hex_if_larger: Option<i64>,
    /// `--mlir-print-value-users`
    pub value_users: bool,
    /// `--mlir-print-unique-ssa-ids`
    pub unique_ssa_ids: bool,
    /// `--mlir-print-assume-verified`
    pub assume_verified: bool,
    /// `--mlir-use-nameloc-as-prefix`
    pub use_nameloc_as_prefix: bool,
}

/// Prints `op` (stored in `body`) and everything nested in it, ending with a newline.
///
/// The result is exactly what mlir-opt writes for the op (`op->print(os)`
/// followed by `'\n'`). When `op` is not inside a block of `body` (a top-level
/// op such as the parsed module) and local scope is off, this includes the
/// aliases printed around it, the file metadata resources after it, and the
/// blank line mlir-opt's output ends with (`}\n\n`). Otherwise (local scope,
/// or an op nested in a block) it is the op alone plus one newline.
pub fn print_op(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions) -> String {
    let mut out = String::new();
    let written = print_op_with(ctx, body, op, options, &Chunking::default(), &mut |text| {
        out.push_str(text);
        Ok(())
    });
    debug_assert!(written.is_ok(), "appending to a String cannot fail");
    out
}

/// Writes exactly the bytes [`print_op`] returns to `out`, without holding
/// the whole text: the root op's regions are printed in chunks of consecutive
/// ops, on up to `available_parallelism()` threads with a bounded number of
/// chunks in flight, and written in order as they complete. Stops at the
/// first write error. `out` gets pieces of about a megabyte at most; wrap an
/// unbuffered writer in a `BufWriter`.
pub fn print_op_to(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    print_op_with(ctx, body, op, options, &Chunking::default(), &mut |text| {
        out.write_all(text.as_bytes())
    })
}

/// Where printed text goes, in output order.
type Emit<'e> = dyn FnMut(&str) -> std::io::Result<()> + 'e;

/// What a top-level print shares between its printers: aliases, `distinct`
/// ids (numbered before printing, in output order) and the referenced
/// resources.
#[derive(Default)]
struct Globals {
    aliases: AliasState,
    distinct_ids: FxHashMap<Attribute, u64>,
    resources: Vec<Symbol>,
}

/// Numbers the `distinct` attributes that printing `attr` writes, in the
/// order it writes them; a nested attribute with an alias prints as that
/// alias (unless it is the definition being printed, `root`).
fn number_distinct_in(
    ctx: &Context,
    aliases: &AliasState,
    attr: Attribute,
    root: bool,
    ids: &mut FxHashMap<Attribute, u64>,
) {
    use crate::attributes::AttrData;
    if !root && aliases.has(Sym::Attr(attr)) {
        return;
    }
    match ctx.attr_data(attr) {
        AttrData::Distinct { referenced, .. } => {
            let n = ids.len() as u64;
            ids.entry(attr).or_insert(n);
            number_distinct_in(ctx, aliases, *referenced, false, ids);
        }
        AttrData::Array(elems) => {
            for &e in elems.iter() {
                number_distinct_in(ctx, aliases, e, false, ids);
            }
        }
        AttrData::Dictionary(entries) => {
            for e in entries.iter() {
                number_distinct_in(ctx, aliases, e.value, false, ids);
            }
        }
        AttrData::Dialect { params, .. } => {
            for p in params.iter() {
                if let crate::types::Param::Attr(a) = p {
                    number_distinct_in(ctx, aliases, *a, false, ids);
                }
            }
        }
        _ => {}
    }
}

/// Runs the collect pass over `op` and builds the aliases, `distinct` ids
/// and resource references of a top-level print.
fn collect_globals(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
    names: &Names,
) -> Globals {
    let mut collector = Printer::new(ctx, options, body, names, true);
    collector.run_root(op);
    let mut init = AliasInit::new(ctx);
    collector.replay_visits(&mut init);
    let distinct_order = std::mem::take(&mut init.distinct_order);
    let resources = std::mem::take(&mut init.resource_order);
    let aliases = init.finish();
    // Distinct ids follow print order: those the alias definitions print
    // (first, in alias order), then the others as they appear.
    let mut distinct_ids = FxHashMap::default();
    for a in aliases.list.iter() {
        if let Sym::Attr(attr) = a.sym {
            number_distinct_in(ctx, &aliases, attr, true, &mut distinct_ids);
        }
    }
    for attr in distinct_order {
        let n = distinct_ids.len() as u64;
        distinct_ids.entry(attr).or_insert(n);
    }
    Globals {
        aliases,
        distinct_ids,
        resources,
    }
}

/// What printing `op` needs before any text: SSA names, then (for a
/// top-level op that may have them) aliases and `distinct` ids; and whether
/// `op` prints at top level.
fn number_and_collect(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
) -> (Names, Globals, bool) {
    let names = names::number_op(ctx, body, op, options);
    let top_level = body.parent_block(op).is_none() && !options.local_scope;
    let globals = if top_level && aliases::may_need_aliases(ctx, options.debug_info) {
        collect_globals(ctx, body, op, options, &names)
    } else {
        Globals::default()
    };
    (names, globals, top_level)
}

/// The printing engine behind [`print_op`] and [`print_op_to`].
fn print_op_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
    chunking: &Chunking,
    emit: &mut Emit<'_>,
) -> std::io::Result<()> {
    let (names, globals, top_level) = number_and_collect(ctx, body, op, options);
    let shared = Shared {
        ctx,
        opts: options,
        names: &names,
        aliases: &globals.aliases,
        distinct_ids: &globals.distinct_ids,
    };
    let mut p = shared.printer(body);
    if !top_level {
        // No aliases, and `distinct` ids are numbered as met, in the order
        // one printer's work-list meets them: print it all in one go.
        p.run_root(op);
        let mut text = String::new();
        p.stitch(&mut text);
        text.push('\n');
        return emit(&text);
    }
    p.print_alias_defs(false);
    emit(&p.out)?;
    // The root op alone, its regions left as holes; then its text in order,
    // each hole filled by streaming that region.
    p.run(false, |p| p.print_full_op(op));
    let (start, end) = p.units[0].events;
    for i in start..end {
        match p.events[i as usize] {
            Event::Text(s, e) => emit(&p.out[s as usize..e as usize])?,
            Event::Unit(u) => stream::print_region(&shared, &p.units[u as usize], chunking, emit)?,
            Event::Visit(..) | Event::OpStart(_) => {}
        }
    }
    p.out.clear();
    p.out.push('\n');
    p.print_alias_defs(true);
    p.print_resources(&globals.resources);
    // mlir-opt ends its output with one more newline.
    p.out.push('\n');
    emit(&p.out)
}

/// Where a printed op starts: the body storing it (compare with
/// `std::ptr::eq`), the op, its 1-based line and its indentation (MLIR's
/// `AsmState::LocationMap`, which snapshot-op-locations reads).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpPosition {
    pub body: *const Body,
    pub op: OpId,
    pub line: u32,
    pub column: u32,
}

/// Prints `op` as `op->print(os)` does (what [`print_op`] returns, without
/// mlir-opt's final newline), recording where each printed op starts.
/// `nested` says the op has a parent op though it is stored alone (a
/// detached pass anchor): it then prints as a nested op does, without
/// aliases. Sequential; ops a custom form elides (implicit terminators)
/// have no position.
pub fn print_op_with_positions(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
    nested: bool,
) -> (String, Vec<OpPosition>) {
    let (names, globals, top_level) = if nested {
        let names = names::number_op(ctx, body, op, options);
        (names, Globals::default(), false)
    } else {
        number_and_collect(ctx, body, op, options)
    };
    let shared = Shared {
        ctx,
        opts: options,
        names: &names,
        aliases: &globals.aliases,
        distinct_ids: &globals.distinct_ids,
    };
    let mut p = shared.printer(body);
    let mut text = String::new();
    if top_level {
        p.print_alias_defs(false);
        text.push_str(&p.out);
    }
    p.op_starts = Some(Vec::new());
    p.run_root(op);
    let starts = p.op_starts.take().unwrap_or_default();
    let mut line = 1 + text.matches('\n').count() as u32;
    let mut positions = Vec::with_capacity(starts.len());
    p.walk_events(|ev| match ev {
        Event::Text(s, e) => {
            let piece = &p.out[s as usize..e as usize];
            line += piece.matches('\n').count() as u32;
            text.push_str(piece);
        }
        Event::OpStart(i) => {
            let (body, op, column) = starts[i as usize];
            positions.push(OpPosition {
                body: body as *const Body,
                op,
                line,
                column,
            });
        }
        _ => {}
    });
    if top_level {
        text.push('\n');
        p.out.clear();
        p.print_alias_defs(true);
        p.print_resources(&globals.resources);
        text.push_str(&p.out);
    }
    (text, positions)
}

/// `op` (stored in `body`) in generic form as a diagnostic argument
/// (`see current operation: ...`): on a new line when it spans several.
/// With `owner` (the nearest isolated ancestor, in its own body), values are
/// numbered from it as MLIR does, so `%0` means what it means in the
/// function; without, the op is printed alone.
pub fn op_for_diagnostic(
    ctx: &Context,
    owner: Option<(&Body, OpId)>,
    body: &Body,
    op: OpId,
) -> String {
    op_for_note(ctx, owner, body, op, true)
}

/// [`op_for_diagnostic`] in the generic form or, with `generic` false, the
/// custom form (what MLIR's `emitRemark` and `emitWarning` attach: the op
/// streamed into a diagnostic, printed with local scope).
pub fn op_for_note(
    ctx: &Context,
    owner: Option<(&Body, OpId)>,
    body: &Body,
    op: OpId,
    generic: bool,
) -> String {
    let options = PrintOptions {
        generic,
        local_scope: owner.is_none(),
        elide_elements_attrs_if_larger: Some(16),
        ..PrintOptions::default()
    };
    let printed = match owner {
        Some((root_body, root)) => print_nested_op(ctx, root_body, root, body, op, &options),
        None => print_op(ctx, body, op, &options),
    };
    let printed = printed.strip_suffix('\n').unwrap_or(&printed);
    if printed.contains('\n') {
        format!("\n{printed}")
    } else {
        printed.to_string()
    }
}

/// Prints `op` (stored in `body`), an op nested somewhere inside `root`
/// (stored in `root_body`), the way MLIR's `Operation::print` does without
/// `--mlir-print-local-scope`: SSA names are those of the whole `root` (so
/// generic-form and `--mlir-print-unique-ssa-ids` numbering match a full
/// print), no aliases are defined (attributes print inline), and no resources
/// follow. Ends with one newline. This is what IR dumps of a nested op (e.g.
/// `--mlir-print-ir-after-all` on a function pass) print.
pub fn print_nested_op(
    ctx: &Context,
    root_body: &Body,
    root: OpId,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
) -> String {
    if options.local_scope {
        return print_op(ctx, body, op, options);
    }
    let names = names::number_op(ctx, root_body, root, options);
    let mut p = Printer::new(ctx, options, body, &names, false);
    p.run_root(op);
    let mut result = String::new();
    p.stitch(&mut result);
    result.push('\n');
    result
}

/// Prints `op`, nested in `regions` of `body`: the regions of an isolated op
/// stored elsewhere (a pass's anchor while its body is rewritten). SSA names
/// are those a print of that op gives, as in [`print_nested_op`]; no
/// newline at the end.
pub fn print_op_in_regions(
    ctx: &Context,
    body: &Body,
    regions: &[crate::ids::RegionId],
    op: OpId,
    options: &PrintOptions,
) -> String {
    if options.local_scope {
        let printed = print_op(ctx, body, op, options);
        return printed.trim_end_matches('\n').to_string();
    }
    let names = names::number_regions(ctx, body, regions, options);
    let mut p = Printer::new(ctx, options, body, &names, false);
    p.run_root(op);
    let mut result = String::new();
    p.stitch(&mut result);
    result
}

/// A type as MLIR spells it in diagnostics (`'tensor<4xf32>'` without the
/// quotes): the full printer, with no aliases. Every message that names a
/// type goes through this, so messages and output never disagree.
pub fn type_to_string(ctx: &Context, ty: crate::types::Type) -> String {
    let (body, names, opts) = (Body::new(), Names::default(), PrintOptions::default());
    let mut p = Printer::new(ctx, &opts, &body, &names, false);
    p.print_type_impl(ty);
    p.out
}

/// An attribute as MLIR spells it in diagnostics: the full printer, with no
/// aliases (the attribute twin of [`type_to_string`]).
pub fn attr_to_string(ctx: &Context, attr: crate::attributes::Attribute) -> String {
    let (body, names, opts) = (Body::new(), Names::default(), PrintOptions::default());
    let mut p = Printer::new(ctx, &opts, &body, &names, false);
    p.print_attribute_impl(attr, attributes::Elision::Never);
    p.out
}

/// A region queued for printing.
#[derive(Clone, Copy)]
struct Unit<'a> {
    /// The body holding the region's blocks.
    body: &'a Body,
    region: Option<RegionId>,
    indent: usize,
    default_dialect: &'static str,
    print_entry_args: bool,
    print_terminators: bool,
    print_empty_block: bool,
    /// Range of this unit's events in `Printer::events`.
    events: (u32, u32),
}

impl Unit<'_> {
    /// Whether `block` of this region prints its header and its terminator
    /// (`printRegion`'s flags apply to the entry block only).
    fn block_flags(&self, block: crate::ids::BlockId) -> (bool, bool) {
        let body = self.body;
        if self.region.and_then(|r| body.entry_block(r)) != Some(block) {
            return (true, true);
        }
        let always_header = (self.print_empty_block && body.first_op(block).is_none())
            || (self.print_entry_args && !body.block_args(block).is_empty());
        (always_header, self.print_terminators)
    }
}

/// One step of a unit's output.
#[derive(Clone, Copy)]
enum Event {
    Text(u32, u32),
    Unit(u32),
    Visit(Sym, bool, bool),
    /// An op starts here (index into `Printer::op_starts`).
    OpStart(u32),
}

/// The printer state for one print (emit mode: a whole op, or one chunk of
/// ops of a root region, see `stream`) or for the alias collection pass
/// (collect mode).
pub(crate) struct Printer<'a> {
    ctx: &'a Context,
    opts: &'a PrintOptions,
    names: &'a Names,
    collect: bool,
    pub(crate) out: String,
    text_start: usize,
    aliases: Cow<'a, AliasState>,
    /// `distinct` ids; a miss (possible only outside a top-level print)
    /// numbers the attribute on the spot.
    distinct_ids: Cow<'a, FxHashMap<Attribute, u64>>,
    units: Vec<Unit<'a>>,
    events: Vec<Event>,
    queue: Vec<u32>,
    // ----- the position being printed -----
    body: &'a Body,
    bn: Option<u32>,
    indent: usize,
    default_dialect: &'static str,
    /// The op whose (custom) form is being printed.
    cur_op: Option<OpId>,
    /// Collect mode: symbols that can never matter for aliases.
    plain: Plain,
    /// Where ops start, when recorded ([`print_op_with_positions`]): the
    /// body storing the op (by address), the op, its indentation.
    op_starts: Option<Vec<(usize, OpId, u32)>>,
}

impl<'a> Printer<'a> {
    fn new(
        ctx: &'a Context,
        opts: &'a PrintOptions,
        body: &'a Body,
        names: &'a Names,
        collect: bool,
    ) -> Self {
        Printer {
            ctx,
            opts,
            names,
            collect,
            out: String::new(),
            text_start: 0,
            aliases: Cow::Owned(AliasState::default()),
            distinct_ids: Cow::Owned(FxHashMap::default()),
            units: Vec::new(),
            events: Vec::new(),
            queue: Vec::new(),
            body,
            bn: names.body_index(body),
            indent: 0,
            default_dialect: "builtin",
            cur_op: None,
            plain: Plain::default(),
            op_starts: None,
        }
    }

    /// Prints `op` as the root and then every queued region.
    fn run_root(&mut self, op: OpId) {
        self.run(true, |p| p.print_full_op(op));
    }

    /// Starts a fresh output whose root unit is what `root` prints; then,
    /// when `drain`, prints every queued region (otherwise they stay holes:
    /// `Event::Unit`s of units with no events).
    fn run(&mut self, drain: bool, root: impl FnOnce(&mut Self)) {
        self.out.clear();
        self.text_start = 0;
        self.units.clear();
        self.events.clear();
        self.queue.clear();
        self.units.push(Unit {
            body: self.body,
            region: None,
            indent: 0,
            default_dialect: "builtin",
            print_entry_args: false,
            print_terminators: true,
            print_empty_block: false,
            events: (0, 0),
        });
        root(self);
        self.flush_text();
        self.units[0].events = (0, self.events.len() as u32);
        if !drain {
            return;
        }
        while let Some(u) = self.queue.pop() {
            let start = self.events.len() as u32;
            self.print_unit(u);
            self.flush_text();
            self.units[u as usize].events = (start, self.events.len() as u32);
        }
    }

    /// Ends the current text event.
    fn flush_text(&mut self) {
        if self.out.len() > self.text_start {
            self.events
                .push(Event::Text(self.text_start as u32, self.out.len() as u32));
        }
        self.text_start = self.out.len();
    }

    /// Queues a region of `owner` (an op of the current body) for printing
    /// at this point of the output.
    fn queue_region(
        &mut self,
        owner: OpId,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        self.flush_text();
        let id = self.units.len() as u32;
        let default_dialect = self
            .ctx
            .op_def(self.body.op_name(owner))
            .and_then(|d| d.default_dialect)
            .unwrap_or("");
        self.units.push(Unit {
            body: self.body.region_body(owner),
            region: Some(region),
            indent: self.indent,
            default_dialect,
            print_entry_args,
            print_terminators,
            print_empty_block,
            events: (0, 0),
        });
        self.events.push(Event::Unit(id));
        self.queue.push(id);
    }

    /// Records a visit (collect mode).
    fn visit(&mut self, sym: Sym, deferrable: bool, elide_type: bool) {
        if self.plain.sym(self.ctx, sym) {
            return;
        }
        self.events.push(Event::Visit(sym, deferrable, elide_type));
    }

    fn visit_attr(&mut self, a: Attribute) {
        self.visit(Sym::Attr(a), false, false);
    }

    fn visit_type(&mut self, t: Type) {
        self.visit(Sym::Type(t), false, false);
    }

    /// Walks units in output order, calling `f` on each event.
    fn walk_events(&self, mut f: impl FnMut(Event)) {
        if self.units.is_empty() {
            return;
        }
        let mut stack: Vec<(u32, u32)> = vec![(self.units[0].events.0, self.units[0].events.1)];
        while let Some(top) = stack.last_mut() {
            if top.0 == top.1 {
                stack.pop();
                continue;
            }
            let ev = self.events[top.0 as usize];
            top.0 += 1;
            match ev {
                Event::Unit(u) => {
                    let (s, e) = self.units[u as usize].events;
                    stack.push((s, e));
                }
                other => f(other),
            }
        }
    }

    /// Concatenates the output pieces in order.
    fn stitch(&self, result: &mut String) {
        result.reserve(self.out.len());
        self.walk_events(|ev| {
            if let Event::Text(s, e) = ev {
                result.push_str(&self.out[s as usize..e as usize]);
            }
        });
    }

    /// Feeds the recorded visits, in output order, to the alias initializer.
    fn replay_visits(&self, init: &mut AliasInit<'_>) {
        self.walk_events(|ev| {
            if let Event::Visit(sym, deferrable, elide) = ev {
                init.visit(sym, deferrable, elide);
            }
        });
    }

    /// `#alias = value` lines for deferred or non-deferred aliases.
    fn print_alias_defs(&mut self, deferred: bool) {
        for i in 0..self.aliases.list.len() {
            let alias = &self.aliases.list[i];
            if alias.deferrable != deferred {
                continue;
            }
            let sym = alias.sym;
            alias.write(&mut self.out);
            self.out.push_str(" = ");
            match sym {
                Sym::Attr(a) => self.print_attribute_impl(a, attributes::Elision::Never),
                Sym::Type(t) => self.print_type_impl(t),
            }
            self.out.push('\n');
        }
    }

    /// The `{-# dialect_resources: ... external_resources: ... #-}` block.
    fn print_resources(&mut self, referenced: &[Symbol]) {
        let Ok(res) = self.ctx.resources.lock() else {
            return;
        };
        let builtin = self.ctx.symbol("builtin");
        // Builtin blobs are printed when referenced, in reference order;
        // other dialects' entries are kept as they were parsed.
        let mut dialect: Vec<(Symbol, Vec<(Symbol, &str)>)> = Vec::new();
        let mut builtin_entries = Vec::new();
        for &handle in referenced {
            if let Some(e) = res
                .dialect_resources
                .iter()
                .find(|e| e.group == builtin && e.key == handle)
            {
                builtin_entries.push((e.key, e.value_text.as_str()));
            }
        }
        if !builtin_entries.is_empty() {
            dialect.push((builtin, builtin_entries));
        }
        for e in res.dialect_resources.iter().filter(|e| e.group != builtin) {
            match dialect.iter_mut().find(|(g, _)| *g == e.group) {
                Some((_, v)) => v.push((e.key, e.value_text.as_str())),
                None => dialect.push((e.group, vec![(e.key, e.value_text.as_str())])),
            }
        }
        let mut external: Vec<(Symbol, Vec<(Symbol, &str)>)> = Vec::new();
        for e in res.external_resources.iter() {
            match external.iter_mut().find(|(g, _)| *g == e.group) {
                Some((_, v)) => v.push((e.key, e.value_text.as_str())),
                None => external.push((e.group, vec![(e.key, e.value_text.as_str())])),
            }
        }
        if dialect.is_empty() && external.is_empty() {
            return;
        }
        let out = &mut self.out;
        out.push_str("\n{-#\n");
        let mut sections = 0;
        for (title, groups) in [("dialect", &dialect), ("external", &external)] {
            if groups.is_empty() {
                continue;
            }
            if sections > 0 {
                out.push_str(",\n");
            }
            sections += 1;
            out.push_str("  ");
            out.push_str(title);
            out.push_str("_resources: {\n");
            for (gi, (group, entries)) in groups.iter().enumerate() {
                if gi > 0 {
                    out.push_str(",\n");
                }
                out.push_str("    ");
                out.push_str(self.ctx.str(*group));
                out.push_str(": {\n");
                for (ei, (key, value)) in entries.iter().enumerate() {
                    if ei > 0 {
                        out.push_str(",\n");
                    }
                    out.push_str("      ");
                    out.push_str(self.ctx.str(*key));
                    out.push_str(": ");
                    push_resource_value(out, value);
                }
                out.push_str("\n    }");
            }
            out.push_str("\n  }");
        }
        out.push_str("\n#-}\n");
    }
}

/// A resource value as MLIR writes it back: hex blobs in upper case.
fn push_resource_value(out: &mut String, value: &str) {
    let v = value.trim();
    if v.len() >= 4 && v.starts_with("\"0x") && v.ends_with('"') {
        out.push_str("\"0x");
        out.push_str(&v[3..v.len() - 1].to_ascii_uppercase());
        out.push('"');
    } else {
        out.push_str(v);
    }
}
