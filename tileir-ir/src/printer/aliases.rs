//! Attribute and type aliases (`#map`, `#set`, `#loc3`, `#distinct`,
//! `!tuple`), as MLIR's `AliasInitializer` / `AliasState` build them.
//!
//! A first printing pass (the printer in collect mode) records, in print
//! order, every attribute and type the real output would contain. Each is
//! visited once: it may get a builtin alias name, and its sub-elements are
//! visited (dialect attributes and types by running their printers against a
//! collecting [`AsmPrinter`]) to compute an alias depth. Aliases are then
//! sorted by (depth, types first, name) with a stable sort, and numbered per
//! name in that order (`#loc`, `#loc1`, ...). An alias can be *deferred* (printed
//! after the op) only if every use is an op location.

use crate::asm::AsmPrinter;
use crate::attributes::{AttrData, Attribute, LocData, Location, NamedAttr};
use crate::body::Body;
use crate::context::{Context, Symbol};
use crate::ids::{BlockId, OpId, RegionId, Value};
use crate::types::{Type, TypeData};
use rustc_hash::FxHashMap;

/// An attribute or a type: what an alias names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Sym {
    Attr(Attribute),
    Type(Type),
}

struct Info {
    sym: Sym,
    alias: Option<&'static str>,
    depth: u32,
    is_type: bool,
    deferrable: bool,
    children: Vec<u32>,
}

/// Collects aliases while the collect pass replays visits in print order.
pub(crate) struct AliasInit<'a> {
    ctx: &'a Context,
    infos: Vec<Info>,
    index: FxHashMap<Sym, u32>,
    /// Distinct attributes and dense resources in first-visit order.
    pub(crate) distinct_order: Vec<Attribute>,
    pub(crate) resource_order: Vec<Symbol>,
}

/// One finished alias: `#` or `!`, the base name, and the suffix index
/// (omitted when 0).
#[derive(Clone)]
pub(crate) struct Alias {
    pub(crate) sym: Sym,
    base: &'static str,
    index: u32,
    pub(crate) deferrable: bool,
}

impl Alias {
    pub(crate) fn write(&self, out: &mut String) {
        out.push(if matches!(self.sym, Sym::Type(_)) {
            '!'
        } else {
            '#'
        });
        out.push_str(self.base);
        if self.index > 0 {
            // A name ending in a digit keeps its suffix apart (`#a1_2`).
            if self.base.ends_with(|c: char| c.is_ascii_digit()) {
                out.push('_');
            }
            super::names::push_u32(out, self.index);
        }
    }
}

/// The aliases of one print, in the order they are defined.
#[derive(Clone, Default)]
pub(crate) struct AliasState {
    pub(crate) list: Vec<Alias>,
    map: FxHashMap<Sym, u32>,
}

impl AliasState {
    /// Writes the alias of `sym` if it has one.
    #[inline]
    /// Whether `sym` prints as an alias.
    pub(crate) fn has(&self, sym: Sym) -> bool {
        self.map.contains_key(&sym)
    }

    pub(crate) fn write(&self, sym: Sym, out: &mut String) -> bool {
        if self.map.is_empty() {
            return false;
        }
        match self.map.get(&sym) {
            Some(&i) => {
                self.list[i as usize].write(out);
                true
            }
            None => false,
        }
    }
}

impl<'a> AliasInit<'a> {
    pub(crate) fn new(ctx: &'a Context) -> Self {
        AliasInit {
            ctx,
            infos: Vec::new(),
            index: FxHashMap::default(),
            distinct_order: Vec::new(),
            resource_order: Vec::new(),
        }
    }

    /// The builtin dialect's `getAlias`.
    fn builtin_alias(&self, sym: Sym) -> Option<&'static str> {
        match sym {
            // A position is a `"file":line:col` location (not decoded here).
            Sym::Attr(a) if self.ctx.is_position(a) => Some("loc"),
            Sym::Attr(a) => match self.ctx.attr_data(a) {
                AttrData::AffineMap(_) => Some("map"),
                AttrData::IntegerSet(_) => Some("set"),
                AttrData::Loc(_) => Some("loc"),
                // The dialect's `getAlias` (its locations are aliased
                // through their `LocData::Dialect` wrapper, as `loc`).
                AttrData::Dialect { name, .. } => self
                    .ctx
                    .attr_def_of(*name)
                    .filter(|d| !d.location)
                    .and_then(|d| d.alias),
                AttrData::Distinct { referenced, .. } => {
                    (!matches!(self.ctx.attr_data(*referenced), AttrData::Unit))
                        .then_some("distinct")
                }
                _ => None,
            },
            Sym::Type(t) => match self.ctx.type_data(t) {
                TypeData::Tuple(elems) if elems.len() > 16 => Some("tuple"),
                _ => None,
            },
        }
    }

    /// Visits `sym`; returns its alias depth and index (`visitImpl`).
    pub(crate) fn visit(
        &mut self,
        sym: Sym,
        can_be_deferred: bool,
        elide_type: bool,
    ) -> (u32, u32) {
        if let Some(&i) = self.index.get(&sym) {
            if !can_be_deferred {
                self.mark_non_deferrable(i);
            }
            return (self.infos[i as usize].depth, i);
        }
        let i = self.infos.len() as u32;
        self.index.insert(sym, i);
        let alias = self.builtin_alias(sym);
        self.infos.push(Info {
            sym,
            alias,
            depth: alias.is_some() as u32,
            is_type: matches!(sym, Sym::Type(_)),
            deferrable: alias.is_some() && can_be_deferred,
            children: Vec::new(),
        });
        // (A position is a location, left undecoded.)
        let attr = match sym {
            Sym::Attr(a) if !self.ctx.is_position(a) => Some(a),
            _ => None,
        };
        if let Some(a) = attr {
            match self.ctx.attr_data(a) {
                AttrData::Distinct { .. } => self.distinct_order.push(a),
                AttrData::DenseResource { handle, .. } => self.resource_order.push(*handle),
                _ => {}
            }
        }
        let mut nested = Nested {
            init: self,
            can_be_deferred,
            children: Vec::new(),
            max_depth: 0,
            body: Body::new(),
        };
        nested.walk(sym, elide_type);
        let (children, max_depth) = (std::mem::take(&mut nested.children), nested.max_depth);
        let info = &mut self.infos[i as usize];
        info.children = children;
        if max_depth > 0 {
            info.depth = max_depth + 1;
        }
        (info.depth, i)
    }

    fn mark_non_deferrable(&mut self, i: u32) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            let info = &mut self.infos[i as usize];
            if !info.deferrable {
                continue;
            }
            info.deferrable = false;
            stack.extend(info.children.iter().copied());
        }
    }

    /// Sorts and names the aliases (`initializeAliases`): a stable sort by
    /// (depth, types first, name), then per-name numbering.
    pub(crate) fn finish(self) -> AliasState {
        let mut order: Vec<(u32, bool, &'static str, u32)> = self
            .infos
            .iter()
            .enumerate()
            .filter_map(|(i, info)| Some((info.depth, !info.is_type, info.alias?, i as u32)))
            .collect();
        order.sort_by_key(|&(depth, attr, name, _)| (depth, attr, name));
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        let mut state = AliasState::default();
        state.list.reserve(order.len());
        for (_, _, base, i) in order {
            let info = &self.infos[i as usize];
            let count = counts.entry(base).or_default();
            let index = *count;
            *count += 1;
            state.map.insert(info.sym, state.list.len() as u32);
            state.list.push(Alias {
                sym: info.sym,
                base,
                index,
                deferrable: info.deferrable,
            });
        }
        state
    }
}

/// Visits the immediate sub-elements of an attribute or type
/// (`DummyAliasDialectAsmPrinter`); also the [`AsmPrinter`] dialect printers
/// run against.
struct Nested<'i, 'a> {
    init: &'i mut AliasInit<'a>,
    can_be_deferred: bool,
    children: Vec<u32>,
    max_depth: u32,
    body: Body,
}

impl Nested<'_, '_> {
    fn record(&mut self, r: (u32, u32)) {
        self.children.push(r.1);
        self.max_depth = self.max_depth.max(r.0);
    }

    fn attr(&mut self, a: Attribute) {
        let r = self.init.visit(Sym::Attr(a), self.can_be_deferred, false);
        self.record(r);
    }

    fn ty(&mut self, t: Type) {
        let r = self.init.visit(Sym::Type(t), self.can_be_deferred, false);
        self.record(r);
    }

    fn loc(&mut self, l: Location) {
        self.attr(l.attr());
    }

    fn walk(&mut self, sym: Sym, elide_type: bool) {
        let ctx = self.init.ctx;
        match sym {
            // A position is a `"file":line:col` location: nothing nested.
            Sym::Attr(a) if ctx.is_position(a) => {}
            Sym::Attr(a) => {
                let data = ctx.attr_data(a);
                let ty = match data {
                    AttrData::Dialect { .. } => {
                        crate::format::print_dialect_attr(self, a);
                        None
                    }
                    AttrData::AffineMap(_)
                    | AttrData::DenseArray { .. }
                    | AttrData::Float { .. }
                    | AttrData::Integer { .. }
                    | AttrData::WideInteger { .. }
                    | AttrData::Bool(_)
                    | AttrData::IntegerSet(_)
                    | AttrData::Unit => return,
                    AttrData::Distinct { referenced, .. } => {
                        self.attr(*referenced);
                        None
                    }
                    AttrData::Dictionary(entries) => {
                        for e in entries.iter() {
                            // The name is a string attribute: never aliased.
                            self.attr(e.value);
                        }
                        None
                    }
                    AttrData::Array(elems) => {
                        for &e in elems.iter() {
                            self.attr(e);
                        }
                        None
                    }
                    AttrData::Type(t) => {
                        self.ty(*t);
                        None
                    }
                    AttrData::Loc(l) => {
                        match l {
                            LocData::Name { child: Some(c), .. }
                                if !matches!(ctx.loc_data(*c), LocData::Unknown) =>
                            {
                                self.loc(*c)
                            }
                            LocData::CallSite { callee, caller } => {
                                self.loc(*callee);
                                self.loc(*caller);
                            }
                            LocData::Fused { locs, metadata } => {
                                if let Some(m) = metadata {
                                    self.attr(*m);
                                }
                                for &l in locs.iter() {
                                    self.loc(l);
                                }
                            }
                            // Printed as the dialect attribute itself: its
                            // parameters are the location's sub-elements.
                            LocData::Dialect(inner) => {
                                crate::format::print_dialect_attr(self, *inner)
                            }
                            _ => {}
                        }
                        None
                    }
                    AttrData::String { ty, .. } => *ty,
                    AttrData::Opaque { ty, .. } => *ty,
                    AttrData::DenseElements { ty, .. }
                    | AttrData::DenseResource { ty, .. }
                    | AttrData::SparseElements { ty, .. } => Some(*ty),
                    AttrData::SymbolRef { .. } | AttrData::StridedLayout { .. } => None,
                };
                if !elide_type {
                    if let Some(t) = ty {
                        if !matches!(ctx.type_data(t), TypeData::None) {
                            self.ty(t);
                        }
                    }
                }
            }
            Sym::Type(t) => match ctx.type_data(t) {
                TypeData::Dialect(_) => crate::format::print_dialect_type(self, t),
                TypeData::MemRef {
                    element,
                    layout,
                    memory_space,
                    ..
                } => {
                    self.ty(*element);
                    if let Some(l) = layout {
                        self.attr(*l);
                    }
                    if let Some(m) = memory_space {
                        self.attr(*m);
                    }
                }
                TypeData::Complex(e)
                | TypeData::UnrankedTensor { element: e }
                | TypeData::Vector { element: e, .. } => self.ty(*e),
                TypeData::UnrankedMemRef {
                    element,
                    memory_space,
                } => {
                    self.ty(*element);
                    if let Some(m) = memory_space {
                        self.attr(*m);
                    }
                }
                TypeData::RankedTensor {
                    element, encoding, ..
                } => {
                    self.ty(*element);
                    if let Some(e) = encoding {
                        self.attr(*e);
                    }
                }
                TypeData::Tuple(elems) => {
                    for &e in elems.iter() {
                        self.ty(e);
                    }
                }
                TypeData::Function { inputs, results } => {
                    for &e in inputs.iter().chain(results.iter()) {
                        self.ty(e);
                    }
                }
                _ => {}
            },
        }
    }
}

impl AsmPrinter for Nested<'_, '_> {
    fn context(&self) -> &Context {
        self.init.ctx
    }
    fn body(&self) -> &Body {
        &self.body
    }
    fn write_str(&mut self, _s: &str) {}
    fn print_type(&mut self, ty: Type) {
        self.ty(ty);
    }
    fn print_attribute(&mut self, attr: Attribute) {
        self.attr(attr);
    }
    fn print_attribute_without_type(&mut self, attr: Attribute) {
        let r = self.init.visit(Sym::Attr(attr), self.can_be_deferred, true);
        self.record(r);
    }
    fn print_operand(&mut self, _value: Value) {}
    fn print_successor(&mut self, _block: BlockId) {}
    fn print_symbol_name(&mut self, _name: Symbol) {}
    fn print_keyword_or_string(&mut self, _s: &str) {}
    fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        for a in attrs {
            if !elided.contains(&self.init.ctx.str(a.name)) {
                self.attr(a.value);
            }
        }
    }
    fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.print_optional_attr_dict(attrs, elided);
    }
    fn print_region_argument(&mut self, _value: Value, _attrs: &[NamedAttr]) {}
    fn print_region(&mut self, _op: OpId, _region: RegionId, _args: bool, _empty: bool) {}
    fn print_optional_location(&mut self, loc: Location) {
        self.loc(loc);
    }
    fn print_newline(&mut self) {}
}

/// Whether printing could produce an alias, a `distinct` id or a resource
/// reference, so the collect pass is needed. Without debug info, IR whose
/// context never held an attribute or type for which [`attr_may_alias`] or
/// [`type_may_alias`] holds (the context keeps that flag as it interns)
/// prints with no alias, and the (costly) collect pass can be skipped.
pub(crate) fn may_need_aliases(ctx: &Context, debug_info: bool) -> bool {
    debug_info || ctx.may_alias()
}

/// Attributes that print through an alias or a reference (affine maps and
/// sets, `distinct`, resources, dialect attributes aliased wherever they
/// print) or hold a location used as an attribute.
pub(crate) fn attr_may_alias(ctx: &Context, data: &AttrData) -> bool {
    match data {
        AttrData::AffineMap(_)
        | AttrData::IntegerSet(_)
        | AttrData::Distinct { .. }
        | AttrData::DenseResource { .. } => true,
        AttrData::Array(elems) => elems.iter().any(|a| is_loc(ctx, a)),
        AttrData::Dictionary(entries) => entries.iter().any(|e| is_loc(ctx, &e.value)),
        AttrData::Dialect { name, params } => {
            ctx.attr_def_of(*name).is_some_and(|d| d.alias_always)
                || params.iter().any(|p| param_is_loc(ctx, p))
        }
        _ => false,
    }
}

/// Types that print through an alias (long tuples) or hold a location used
/// as an attribute.
pub(crate) fn type_may_alias(ctx: &Context, data: &TypeData) -> bool {
    match data {
        TypeData::Tuple(elems) => elems.len() > 16,
        TypeData::RankedTensor {
            encoding: Some(a), ..
        } => is_loc(ctx, a),
        TypeData::MemRef {
            layout,
            memory_space,
            ..
        } => layout
            .iter()
            .chain(memory_space.iter())
            .any(|a| is_loc(ctx, a)),
        TypeData::UnrankedMemRef {
            memory_space: Some(a),
            ..
        } => is_loc(ctx, a),
        TypeData::Dialect(d) => d.params.iter().any(|p| param_is_loc(ctx, p)),
        _ => false,
    }
}

fn is_loc(ctx: &Context, a: &Attribute) -> bool {
    matches!(ctx.attr_data(*a), AttrData::Loc(_))
}

fn param_is_loc(ctx: &Context, p: &crate::types::Param) -> bool {
    matches!(p, crate::types::Param::Attr(a) if is_loc(ctx, a))
}

/// Memoized "can never take part in an alias" test for attributes and
/// types. Visiting such a symbol cannot create an alias, a depth, a
/// `distinct` id or a resource reference, so the collect pass skips it.
#[derive(Default)]
pub(crate) struct Plain {
    attrs: Vec<u8>,
    types: Vec<u8>,
}

impl Plain {
    pub(crate) fn sym(&mut self, ctx: &Context, sym: Sym) -> bool {
        match sym {
            Sym::Attr(a) => self.attr(ctx, a),
            Sym::Type(t) => self.ty(ctx, t),
        }
    }

    fn param(&mut self, ctx: &Context, p: &crate::types::Param) -> bool {
        use crate::types::Param;
        match p {
            Param::Type(t) => self.ty(ctx, *t),
            Param::Attr(a) => self.attr(ctx, *a),
            _ => true,
        }
    }

    pub(crate) fn attr(&mut self, ctx: &Context, a: Attribute) -> bool {
        if ctx.is_file_loc_id(a) {
            // Locations are never plain; their ids are not dense (see Context).
            return false;
        }
        let i = a.index() as usize;
        match self.attrs.get(i) {
            Some(1) => return true,
            Some(2) => return false,
            _ => {}
        }
        let plain = match ctx.attr_data(a) {
            AttrData::AffineMap(_)
            | AttrData::IntegerSet(_)
            | AttrData::Loc(_)
            | AttrData::Distinct { .. }
            | AttrData::DenseResource { .. } => false,
            AttrData::Unit
            | AttrData::Bool(_)
            | AttrData::Integer { .. }
            | AttrData::WideInteger { .. }
            | AttrData::Float { .. }
            | AttrData::SymbolRef { .. }
            | AttrData::StridedLayout { .. }
            | AttrData::DenseArray { .. } => true,
            AttrData::String { ty, .. } | AttrData::Opaque { ty, .. } => {
                ty.is_none_or(|t| self.ty(ctx, t))
            }
            AttrData::Type(t) => self.ty(ctx, *t),
            AttrData::Array(elems) => elems.iter().all(|&e| self.attr(ctx, e)),
            AttrData::Dictionary(entries) => entries.iter().all(|e| self.attr(ctx, e.value)),
            AttrData::DenseElements { ty, .. } | AttrData::SparseElements { ty, .. } => {
                self.ty(ctx, *ty)
            }
            // One aliased wherever it prints is never plain.
            AttrData::Dialect { name, params } => {
                ctx.attr_def_of(*name).is_none_or(|d| !d.alias_always)
                    && params.iter().all(|p| self.param(ctx, p))
            }
        };
        if i >= self.attrs.len() {
            self.attrs.resize(ctx.num_attributes().max(i + 1), 0);
        }
        self.attrs[i] = if plain { 1 } else { 2 };
        plain
    }

    pub(crate) fn ty(&mut self, ctx: &Context, t: Type) -> bool {
        let i = t.index() as usize;
        match self.types.get(i) {
            Some(1) => return true,
            Some(2) => return false,
            _ => {}
        }
        let plain = match ctx.type_data(t) {
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::None
            | TypeData::Opaque { .. } => true,
            TypeData::Complex(e)
            | TypeData::UnrankedTensor { element: e }
            | TypeData::Vector { element: e, .. } => self.ty(ctx, *e),
            TypeData::RankedTensor {
                element, encoding, ..
            } => self.ty(ctx, *element) && encoding.is_none_or(|a| self.attr(ctx, a)),
            TypeData::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                self.ty(ctx, *element)
                    && layout.is_none_or(|a| self.attr(ctx, a))
                    && memory_space.is_none_or(|a| self.attr(ctx, a))
            }
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => self.ty(ctx, *element) && memory_space.is_none_or(|a| self.attr(ctx, a)),
            TypeData::Tuple(elems) => elems.len() <= 16 && elems.iter().all(|&e| self.ty(ctx, e)),
            TypeData::Function { inputs, results } => inputs
                .iter()
                .chain(results.iter())
                .all(|&e| self.ty(ctx, e)),
            TypeData::Dialect(d) => d.params.iter().all(|p| self.param(ctx, p)),
        };
        if i >= self.types.len() {
            self.types.resize(ctx.num_types().max(i + 1), 0);
        }
        self.types[i] = if plain { 1 } else { 2 };
        plain
    }
}
