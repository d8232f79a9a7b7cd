//! Operations, regions and blocks: MLIR's `OperationPrinter`.
//!
//! An op line is `indent results = op-body trailing-loc users-comment`; the
//! op body is the custom form (dialect prefix elided per the default-dialect
//! stack) or the generic form
//! `"d.op"(%a)[^bb1] <{props}> ({...}) {attrs} : (types) -> types`.
//! Regions are queued as units (see the module root), so this file never
//! recurses over nesting.

use super::aliases::Sym;
use super::names::push_u32;
use super::{Printer, Unit};
use crate::attributes::{Attribute, Location};
use crate::body::{Body, ValueDef};
use crate::dialect::Traits;
use crate::ids::{BlockId, OpId, Value};
use crate::types::TypeData;
use rustc_hash::{FxHashMap, FxHashSet};

impl<'a> Printer<'a> {
    pub(super) fn push_indent(&mut self, n: usize) {
        const SPACES: &str = "                                                                ";
        let mut n = n;
        while n > SPACES.len() {
            self.out.push_str(SPACES);
            n -= SPACES.len();
        }
        self.out.push_str(&SPACES[..n]);
    }

    /// `%name` of a value of the current body.
    pub(super) fn write_value(&mut self, v: Value) {
        self.write_value_in(self.body, self.bn, v, true);
    }

    pub(super) fn write_value_in(
        &mut self,
        body: &Body,
        bn: Option<u32>,
        v: Value,
        print_result_no: bool,
    ) {
        if self.collect {
            return;
        }
        self.names
            .write_value(bn, body, v, print_result_no, &mut self.out);
    }

    pub(super) fn write_block(&mut self, b: BlockId) {
        if self.collect {
            return;
        }
        self.names.write_block(self.bn, b, &mut self.out);
    }

    /// `printFullOpWithIndentAndLoc`.
    pub(super) fn print_full_op(&mut self, op: OpId) {
        let body = self.body;
        if self.collect {
            // The dummy alias printer visits the location first.
            if self.opts.debug_info {
                self.visit(Sym::Attr(body.op_loc(op).attr()), true, false);
            }
            self.print_custom_or_generic(op);
            return;
        }
        if self.op_starts.is_some() {
            self.flush_text();
            let starts = self.op_starts.as_mut().expect("checked above");
            let at = starts.len() as u32;
            starts.push((body as *const Body as usize, op, self.indent as u32));
            self.events.push(super::Event::OpStart(at));
        }
        {
            self.push_indent(self.indent);
            let n = body.num_results(op);
            if n > 0 {
                let groups = self.names.groups(self.bn, op);
                if groups.is_empty() {
                    self.result_group(op, 0, n);
                } else {
                    let groups: smallvec::SmallVec<[u32; 4]> = groups.iter().copied().collect();
                    for i in 0..groups.len() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        let start = groups[i] as usize;
                        let end = groups.get(i + 1).map_or(n, |&g| g as usize);
                        self.result_group(op, start, end - start);
                    }
                }
                self.out.push_str(" = ");
            }
        }
        self.print_custom_or_generic(op);
        self.print_trailing_location(body.op_loc(op), true);
        if self.opts.value_users && !self.collect {
            self.print_users_comment(op);
        }
    }

    fn result_group(&mut self, op: OpId, start: usize, count: usize) {
        let v = self.body.result(op, start);
        self.write_value_in(self.body, self.bn, v, false);
        if count > 1 {
            self.out.push(':');
            push_u32(&mut self.out, count as u32);
        }
    }

    /// ` loc(...)` when printing debug info.
    pub(super) fn print_trailing_location(&mut self, loc: Location, allow_alias: bool) {
        if !self.opts.debug_info {
            return;
        }
        if self.collect {
            // Op locations may be deferred; argument locations may not.
            self.visit(Sym::Attr(loc.attr()), allow_alias, false);
            return;
        }
        self.out.push(' ');
        self.print_location(loc, allow_alias);
    }

    fn print_custom_or_generic(&mut self, op: OpId) {
        let body = self.body;
        let name = body.op_name(op);
        if !self.opts.generic {
            if let Some(def) = self.ctx.op_def(name) {
                if let Some(printer) = crate::format::custom_printer(def) {
                    if self.collect {
                        // The dummy alias printer runs the custom printer too.
                    } else {
                        let full = def.name;
                        let dd = self.default_dialect;
                        let elided = (!dd.is_empty())
                            .then(|| full.strip_prefix(dd)?.strip_prefix('.'))
                            .flatten()
                            .filter(|rest| !rest.contains('.'));
                        self.out.push_str(elided.unwrap_or(full));
                    }
                    let saved = self.cur_op.replace(op);
                    crate::format::print_custom_with(printer, def, self, op);
                    self.cur_op = saved;
                    return;
                }
            }
        }
        self.print_generic_op(op);
    }

    fn print_generic_op(&mut self, op: OpId) {
        let body = self.body;
        let ctx = self.ctx;
        if self.collect {
            if !self.opts.skip_regions {
                for &r in body.regions(op) {
                    self.queue_region(op, r, true, true, true);
                }
            }
            for v in body.operands(op) {
                self.visit_type(body.value_type(v));
            }
            for v in body.results(op) {
                self.visit_type(body.value_type(v));
            }
            // `op->getAttrs()`: inherent and discardable attributes by name.
            let props = body
                .props(op)
                .map_or(&[][..], |p| ctx.dictionary_entries(p));
            let attrs = ctx.dictionary_entries(body.attr_dict(op));
            if props.is_empty() || attrs.is_empty() {
                for a in props.iter().chain(attrs) {
                    self.visit_attr(a.value);
                }
            } else {
                let mut all: Vec<crate::attributes::NamedAttr> = props.to_vec();
                all.extend_from_slice(attrs);
                all.sort_by(|a, b| ctx.str(a.name).cmp(ctx.str(b.name)));
                for a in all {
                    self.visit_attr(a.value);
                }
            }
            return;
        }
        let name = ctx.op_name_str(body.op_name(op));
        super::attributes::push_escaped_str(&mut self.out, name);
        self.out.push('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_value(v);
        }
        self.out.push(')');
        let succs = body.successors(op);
        if !succs.is_empty() {
            self.out.push('[');
            for (i, &b) in succs.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_block(b);
            }
            self.out.push(']');
        }
        if let Some(p) = body.props(op) {
            self.out.push_str(" <");
            self.print_attribute(p, super::attributes::Elision::Never);
            self.out.push('>');
        }
        let regions = body.regions(op);
        if !regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region_impl(op, r, true, true, true);
            }
            self.out.push(')');
        }
        let attrs = ctx.dictionary_entries(body.attr_dict(op));
        self.print_attr_dict(attrs, &[], false);
        self.out.push_str(" : (");
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(body.value_type(v));
        }
        self.out.push_str(") -> ");
        let n = body.num_results(op);
        let wrapped = n != 1
            || matches!(
                ctx.type_data(body.value_type(body.result(op, 0))),
                TypeData::Function { .. }
            );
        if wrapped {
            self.out.push('(');
        }
        for (i, v) in body.results(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(body.value_type(v));
        }
        if wrapped {
            self.out.push(')');
        }
    }

    /// `printRegion`: `{`, the queued region, `}` (or `{...}`).
    pub(super) fn print_region_impl(
        &mut self,
        op: OpId,
        region: crate::ids::RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.opts.skip_regions {
            if !self.collect {
                self.out.push_str("{...}");
            }
            return;
        }
        if !self.collect {
            self.out.push_str("{\n");
        }
        self.queue_region(
            op,
            region,
            print_entry_args,
            print_terminators,
            print_empty_block,
        );
        if !self.collect {
            self.push_indent(self.indent);
            self.out.push('}');
        }
    }

    /// Moves the print position to a queued region: its body, indentation
    /// and default dialect.
    pub(super) fn enter_unit(&mut self, unit: &Unit<'a>) {
        self.body = unit.body;
        self.bn = self.names.body_index(unit.body);
        self.indent = unit.indent;
        self.default_dialect = unit.default_dialect;
        self.cur_op = None;
    }

    /// Prints the blocks of a queued region.
    pub(super) fn print_unit(&mut self, u: u32) {
        let unit = self.units[u as usize];
        if !std::ptr::eq(self.body, unit.body) {
            unit.body.warm_cache();
        }
        self.enter_unit(&unit);
        let body = unit.body;
        let Some(region) = unit.region else { return };
        let Some(entry) = body.entry_block(region) else {
            return;
        };
        let preds = if body.next_block(entry).is_some() && !self.collect {
            Some(predecessors(body, region))
        } else {
            None
        };
        let mut b = Some(entry);
        while let Some(block) = b {
            let (print_header, print_terminator) = unit.block_flags(block);
            self.print_block_start(block, print_header, preds.as_ref());
            let (first, stop) = block_op_range(self.ctx, body, block, print_terminator);
            self.indent += 2;
            self.print_ops(first, stop, usize::MAX);
            self.indent -= 2;
            b = body.next_block(block);
        }
    }

    /// Prints up to `max` ops of the current block, from `first` to `stop`
    /// (exclusive), one per line at the current indentation plus two.
    pub(super) fn print_ops(&mut self, first: Option<OpId>, stop: Option<OpId>, max: usize) {
        let mut cur = first;
        let mut n = 0;
        while let Some(op) = cur {
            if cur == stop || n == max {
                break;
            }
            cur = self.body.next_op(op);
            self.print_full_op(op);
            if !self.collect {
                self.out.push('\n');
            }
            n += 1;
        }
    }

    /// A block's header line (`^bb1(%a: i32):  // pred: ^bb0`) when
    /// `print_header`, and with `--mlir-print-value-users` the comments on
    /// its arguments: everything of the block before its ops.
    pub(super) fn print_block_start(
        &mut self,
        block: BlockId,
        print_header: bool,
        preds: Option<&FxHashMap<BlockId, Vec<BlockId>>>,
    ) {
        let body = self.body;
        if print_header {
            if self.collect {
                for (i, &arg) in body.block_args(block).iter().enumerate() {
                    self.visit_type(body.value_type(arg));
                    if self.opts.debug_info {
                        self.visit(Sym::Attr(body.block_arg_loc(block, i).attr()), false, false);
                    }
                }
            } else {
                self.push_indent(self.indent);
                self.write_block(block);
                let args = body.block_args(block);
                if !args.is_empty() {
                    self.out.push('(');
                    for (i, &arg) in args.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.write_value(arg);
                        self.out.push_str(": ");
                        self.print_type(body.value_type(arg));
                        self.print_trailing_location(body.block_arg_loc(block, i), false);
                    }
                    self.out.push(')');
                }
                self.out.push(':');
                let entry =
                    body.block_parent(block).and_then(|r| body.entry_block(r)) == Some(block);
                let mut block_preds: Vec<BlockId> = preds
                    .and_then(|p| p.get(&block))
                    .cloned()
                    .unwrap_or_default();
                if block_preds.is_empty() {
                    if !entry {
                        self.out.push_str("  // no predecessors");
                    }
                } else if block_preds.len() == 1 {
                    // MLIR's getSinglePredecessor: two edges from one block
                    // count twice (`// 2 preds: ^bb0, ^bb0`).
                    self.out.push_str("  // pred: ");
                    self.write_block(block_preds[0]);
                } else {
                    let names = self.names;
                    let bn = self.bn;
                    block_preds.sort_by_key(|&p| names.block_ordering(bn, p));
                    self.out.push_str("  // ");
                    push_u32(&mut self.out, block_preds.len() as u32);
                    self.out.push_str(" preds: ");
                    for (i, &p) in block_preds.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.write_block(p);
                    }
                }
                self.out.push('\n');
            }
        }
        if self.opts.value_users && !self.collect {
            for &arg in body.block_args(block) {
                self.push_indent(self.indent + 2);
                self.out.push_str("// ");
                self.write_value(arg);
                if body.use_empty(arg) {
                    self.out.push_str(" is unused");
                } else {
                    self.out.push_str(" is used by ");
                    self.print_value_users(arg);
                }
                self.out.push('\n');
            }
        }
    }

    fn print_users_comment(&mut self, op: OpId) {
        let body = self.body;
        let n = body.num_results(op);
        if n == 0 {
            if body.num_operands(op) > 0 {
                self.out.push_str(" // id: ");
                self.names.write_op_id(self.bn, op, &mut self.out);
            }
            return;
        }
        let results: Vec<Value> = body.results(op).collect();
        if results.iter().all(|&v| body.use_empty(v)) {
            self.out.push_str(" // unused");
            return;
        }
        let mut seen: FxHashSet<OpId> = FxHashSet::default();
        let (mut in_results, mut in_ops) = (0usize, 0usize);
        for &v in &results {
            for user in body.users(v) {
                if seen.insert(user) {
                    in_ops += 1;
                    in_results += body.num_results(user);
                }
            }
        }
        let one = in_results <= 1 && in_ops <= 1 && n == 1;
        self.out
            .push_str(if one { " // user: " } else { " // users: " });
        for (i, &v) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if n > 1 {
                self.out.push('(');
            }
            self.print_value_users(v);
            if n > 1 {
                self.out.push(')');
            }
        }
    }

    fn print_value_users(&mut self, v: Value) {
        let body = self.body;
        if body.use_empty(v) {
            self.out.push_str("unused");
        }
        let mut seen: FxHashSet<OpId> = FxHashSet::default();
        for (index, user) in body.users(v).enumerate() {
            if !seen.insert(user) {
                continue;
            }
            if index > 0 {
                self.out.push_str(", ");
            }
            if body.num_results(user) == 0 {
                self.names.write_op_id(self.bn, user, &mut self.out);
            } else {
                for (i, r) in body.results(user).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_value(r);
                }
            }
        }
    }

    /// A region argument: `%arg0: i32 {attrs} loc(...)`, the value resolved
    /// in the current op's region body.
    pub(super) fn print_region_argument_impl(
        &mut self,
        value: Value,
        attrs: &[crate::attributes::NamedAttr],
        omit_type: bool,
    ) {
        let body = match self.cur_op {
            Some(op) => self.body.region_body(op),
            None => self.body,
        };
        let ty = body.value_type(value);
        let loc = match body.value_def(value) {
            ValueDef::BlockArg { block, index } => Some(body.block_arg_loc(block, index as usize)),
            ValueDef::Result { .. } => None,
        };
        if self.collect {
            self.visit_type(ty);
            if let (Some(l), true) = (loc, self.opts.debug_info) {
                self.visit(Sym::Attr(l.attr()), false, false);
            }
            return;
        }
        let bn = self.names.body_index(body);
        self.write_value_in(body, bn, value, true);
        if !omit_type {
            self.out.push_str(": ");
            self.print_type(ty);
        }
        self.print_attr_dict(attrs, &[], false);
        if let Some(l) = loc {
            self.print_trailing_location(l, false);
        }
    }

    /// `printOptionalAttrDict`: ` {a = 1, b}` (or ` attributes {...}`).
    pub(super) fn print_attr_dict(
        &mut self,
        attrs: &[crate::attributes::NamedAttr],
        elided: &[&str],
        with_keyword: bool,
    ) {
        let ctx = self.ctx;
        let keep = |a: &crate::attributes::NamedAttr| !elided.contains(&ctx.str(a.name));
        if !attrs.iter().any(keep) {
            return;
        }
        if self.collect {
            for a in attrs.iter().filter(|a| keep(a)) {
                self.visit_attr(a.value);
            }
            return;
        }
        if with_keyword {
            self.out.push_str(" attributes");
        }
        self.out.push_str(" {");
        let mut first = true;
        for a in attrs.iter().filter(|a| keep(a)) {
            if !first {
                self.out.push_str(", ");
            }
            first = false;
            self.print_named_attr(a.name, a.value);
        }
        self.out.push('}');
    }

    pub(super) fn print_named_attr(&mut self, name: crate::context::Symbol, value: Attribute) {
        super::attributes::push_keyword_or_string(&mut self.out, self.ctx.str(name));
        if matches!(self.ctx.attr_data(value), crate::attributes::AttrData::Unit) {
            return;
        }
        self.out.push_str(" = ");
        self.print_attribute(value, super::attributes::Elision::Never);
    }
}

/// The ops of `block` to print: from its first op up to `stop` (exclusive),
/// which is its terminator when terminators are not printed.
pub(super) fn block_op_range(
    ctx: &crate::context::Context,
    body: &Body,
    block: BlockId,
    print_terminator: bool,
) -> (Option<OpId>, Option<OpId>) {
    let last = body.last_op(block);
    let skip_last = !print_terminator
        && last.is_some_and(|last| {
            ctx.op_def(body.op_name(last))
                .is_some_and(|d| d.has(Traits::TERMINATOR))
        });
    (body.first_op(block), last.filter(|_| skip_last))
}

/// For each block of `region` with predecessors: the blocks of the region
/// whose ops branch to it, once per successor use.
pub(super) fn predecessors(
    body: &Body,
    region: crate::ids::RegionId,
) -> FxHashMap<BlockId, Vec<BlockId>> {
    let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for b in body.region_blocks(region) {
        if let Some(last) = body.last_op(b) {
            // Only terminators have successors; check every op anyway when
            // the last one has none (cheap: most blocks end in a branch).
            let ops: &mut dyn Iterator<Item = OpId> = if body.successors(last).is_empty() {
                &mut body.block_ops(b)
            } else {
                &mut std::iter::once(last)
            };
            for op in ops {
                for &s in body.successors(op) {
                    preds.entry(s).or_default().push(b);
                }
            }
        }
    }
    preds
}
