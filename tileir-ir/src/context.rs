//! The shared, thread-safe context: interned strings, uniqued types,
//! attributes and locations, and the registry of dialect definitions.
//!
//! A `Context` is `Sync`: passes running on different functions in parallel
//! share one by `&Context`. Everything it hands out is an id (`Type`,
//! `Attribute`, `Location`, `Symbol`, `OpName`) or a `&` reference into
//! storage that never moves.

use crate::attributes::{AttrData, Attribute, LocData, Location, NamedAttr};
use crate::dialect::{DialectDef, OpDef};
use crate::interner::{CacheLine, StringTable, Uniquer};
use crate::source_locs::{SourcePositions, SourceTexts, POS_TAG};
use crate::types::{FloatKind, Signedness, Type, TypeData};
use rustc_hash::FxHashMap;

/// An interned string (op name, attribute name, symbol name, file name).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Symbol(pub(crate) u32);

/// An interned operation name, registered or not. Knows its definition.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) u32);

struct OpNameInfo {
    name: Symbol,
    def: Option<&'static OpDef>,
    /// The dialect of a registered op (`None` for an unregistered name).
    dialect: Option<&'static DialectDef>,
}

// Op names are uniqued by their name alone; the definition follows from it.
impl PartialEq for OpNameInfo {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for OpNameInfo {}
impl std::hash::Hash for OpNameInfo {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state)
    }
}

pub struct Context {
    /// Unique per context in the process: names it in per-thread caches.
    id: u64,
    strings: StringTable,
    types: Uniquer<TypeData>,
    attrs: Uniquer<AttrData>,
    op_names: Uniquer<OpNameInfo>,
    /// Registered dialects by namespace; filled once at construction.
    dialects: FxHashMap<&'static str, &'static DialectDef>,
    /// Registered ops by full name; filled once at construction.
    op_defs: FxHashMap<&'static str, &'static OpDef>,
    unknown_loc: Location,
    empty_dict: Attribute,
    /// The index of `"file":line:col` locations (stored in `attrs`), in
    /// shards by stripes of lines so parser threads working on different
    /// parts of a file rarely share a lock.
    file_locs: [CacheLine<std::sync::Mutex<FileLocs>>; FileLocs::SHARDS],
    /// The `"file":line:col` locations themselves, one table per shard of
    /// `file_locs`: parser threads on different parts of a file append to
    /// different tables, so no counter is shared between them. Their ids
    /// carry [`LOC_TAG`] (see [`loc_id`]).
    loc_tables: [Uniquer<AttrData>; FileLocs::SHARDS],
    /// Parsed texts whose byte positions are locations (see
    /// [`crate::source_locs`]); looked at before `file_locs`.
    source_texts: SourceTexts,
    /// `{-# ... #-}` file metadata seen by the parser (see [`crate::resources`]).
    pub resources: std::sync::Mutex<crate::resources::Resources>,
    /// Set once an attribute or type that may print through an alias was
    /// interned (see `printer::aliases::may_need_aliases`): tells the printer
    /// whether its alias pass can be skipped without scanning the tables.
    may_alias: std::sync::atomic::AtomicBool,
    /// Whether parsing, verifying and printing IR of this context, and
    /// running passes on it, may use the thread pool (see [`crate::threads`]).
    multithreading: bool,
    /// Switches a tool sets on its dialects (MLIR's dialect configuration,
    /// e.g. cuda-tile-opt's `-Wunsupported-hints`), by name.
    dialect_flags: Vec<&'static str>,
    /// Warnings emitted by checks that still succeed (a verifier's
    /// `emitWarning`); the tool reports them with the run's diagnostics.
    warnings: std::sync::Mutex<Vec<crate::diag::Diagnostic>>,
}

impl Context {
    /// A context with the core's one dialect, `builtin`, registered. Tools
    /// register more with [`Context::with_dialects`] (the dialects crate's
    /// `tileir_dialects::context()` registers all of them).
    pub fn builtin() -> Context {
        Context::with_dialects(&[&crate::builtin::DIALECT])
    }

    /// A context with exactly these dialects registered: a tool's list
    /// includes `builtin`; tests may pass fewer.
    pub fn with_dialects(dialects: &[&'static DialectDef]) -> Context {
        let strings = StringTable::new();
        let attrs = Uniquer::new();
        let unknown_loc = Location(Attribute(attrs.intern(AttrData::Loc(LocData::Unknown))));
        let empty_dict = Attribute(attrs.intern(AttrData::Dictionary(Box::new([]))));
        static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let mut ctx = Context {
            id: NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            strings,
            types: Uniquer::new(),
            attrs,
            op_names: Uniquer::new(),
            dialects: FxHashMap::default(),
            op_defs: FxHashMap::default(),
            unknown_loc,
            empty_dict,
            file_locs: Default::default(),
            loc_tables: std::array::from_fn(|_| Uniquer::new()),
            source_texts: SourceTexts::default(),
            resources: Default::default(),
            may_alias: Default::default(),
            multithreading: true,
            dialect_flags: Vec::new(),
            warnings: Default::default(),
        };
        for &dialect in dialects {
            ctx.dialects.insert(dialect.name, dialect);
            for op in dialect.ops {
                ctx.op_defs.insert(op.name, op);
            }
        }
        ctx
    }

    /// Turns the parallel phases on or off for IR of this context (on by
    /// default; off is mlir-opt's `--mlir-disable-threading`, as MLIR's
    /// `MLIRContext::disableMultithreading`). Output is the same either way.
    pub fn set_multithreading(&mut self, on: bool) {
        self.multithreading = on;
    }

    /// Turns on a dialect switch (`"cuda_tile.warn-unsupported-hints"`).
    pub fn set_dialect_flag(&mut self, name: &'static str) {
        if !self.dialect_flags.contains(&name) {
            self.dialect_flags.push(name);
        }
    }

    pub fn dialect_flag(&self, name: &str) -> bool {
        self.dialect_flags.contains(&name)
    }

    /// Records a warning of a check that does not fail.
    pub fn warn(&self, diag: crate::diag::Diagnostic) {
        if let Ok(mut w) = self.warnings.lock() {
            w.push(diag);
        }
    }

    /// The warnings recorded so far, in the order they were recorded.
    pub fn take_warnings(&self) -> Vec<crate::diag::Diagnostic> {
        self.warnings
            .lock()
            .map(|mut w| std::mem::take(&mut *w))
            .unwrap_or_default()
    }

    /// Whether the parallel phases may use threads (see [`crate::threads`]).
    pub fn multithreading(&self) -> bool {
        self.multithreading
    }

    // ----- strings -----

    pub fn symbol(&self, s: &str) -> Symbol {
        Symbol(self.strings.intern(s))
    }

    /// The symbol for a static string (an attribute name of an op
    /// definition, say): asked for on every op parsed, so it is cached per
    /// thread without hashing the string or taking the table's lock.
    pub fn static_symbol(&self, s: &'static str) -> Symbol {
        let key = (s.as_ptr() as usize, s.len());
        if let Some(sym) = self.thread_cache(|c| c.symbols.get(&key).copied()) {
            return sym;
        }
        let sym = self.symbol(s);
        self.thread_cache(|c| c.symbols.insert(key, sym));
        sym
    }

    /// Runs `f` on this thread's cache for this context (emptied when the
    /// thread moves on to another context).
    pub(crate) fn thread_cache<R>(&self, f: impl FnOnce(&mut ThreadCache) -> R) -> R {
        THREAD_CACHE.with(|c| {
            let mut c = c.borrow_mut();
            if c.context != self.id {
                *c = ThreadCache {
                    context: self.id,
                    ..ThreadCache::default()
                };
            }
            f(&mut c)
        })
    }

    /// The symbol for `s` if it was ever interned (no insertion).
    pub fn lookup_symbol(&self, s: &str) -> Option<Symbol> {
        self.strings.lookup(s).map(Symbol)
    }

    pub fn str(&self, s: Symbol) -> &str {
        self.strings.get(s.0)
    }

    // ----- dialects and op names -----

    pub fn dialect(&self, namespace: &str) -> Option<&'static DialectDef> {
        self.dialects.get(namespace).copied()
    }

    pub fn dialects(&self) -> impl Iterator<Item = &'static DialectDef> + '_ {
        self.dialects.values().copied()
    }

    pub fn op_def_by_name(&self, name: &str) -> Option<&'static OpDef> {
        self.op_defs.get(name).copied()
    }

    /// Interns an op name (registered or not).
    pub fn op_name(&self, name: &str) -> OpName {
        let sym = self.symbol(name);
        let def = self.op_def_by_name(name);
        let dialect = def.and_then(|d| self.dialect(d.dialect()));
        OpName(self.op_names.intern(OpNameInfo {
            name: sym,
            def,
            dialect,
        }))
    }

    /// The dialect of a registered op, known from interning (no string work
    /// per query); `None` for an unregistered op.
    pub fn op_dialect(&self, name: OpName) -> Option<&'static DialectDef> {
        self.op_names.get(name.0).dialect
    }

    pub fn op_name_str(&self, name: OpName) -> &str {
        self.str(self.op_names.get(name.0).name)
    }

    pub fn op_name_symbol(&self, name: OpName) -> Symbol {
        self.op_names.get(name.0).name
    }

    /// The definition of a registered op; `None` for unregistered ops.
    pub fn op_def(&self, name: OpName) -> Option<&'static OpDef> {
        self.op_names.get(name.0).def
    }

    // ----- types -----

    pub fn intern_type(&self, data: TypeData) -> Type {
        let hash = Uniquer::<TypeData>::hash_of(&data);
        if let Some(id) = self.recent(&self.types, RECENT_TYPES, hash, |t| *t == data) {
            return Type(id);
        }
        if crate::printer::aliases::type_may_alias(self, &data) {
            self.note_may_alias();
        }
        let id = self.types.intern_hashed(hash, data);
        self.remember(RECENT_TYPES, hash, id);
        Type(id)
    }

    /// Interns a type given by a borrowed form (see [`Uniquer::intern_with`]).
    fn intern_type_with(
        &self,
        hash: u64,
        eq: impl Fn(&TypeData) -> bool,
        make: impl FnOnce() -> TypeData,
    ) -> Type {
        Type(self.intern_borrowed(&self.types, RECENT_TYPES, hash, eq, make))
    }

    /// The id in `table` of the value `eq` accepts (hashing to `hash`),
    /// built by `make` if new: this thread's recent table first (`which`),
    /// then the shared index.
    fn intern_borrowed<T: std::hash::Hash + Eq>(
        &self,
        table: &Uniquer<T>,
        which: fn(&mut ThreadCache) -> &mut crate::interner::Recent,
        hash: u64,
        eq: impl Fn(&T) -> bool,
        make: impl FnOnce() -> T,
    ) -> u32 {
        if let Some(id) = self.recent(table, which, hash, &eq) {
            return id;
        }
        let id = table.intern_with(hash, eq, make);
        self.remember(which, hash, id);
        id
    }

    /// An entry this thread interned lately under `hash` (in the table
    /// `which` picks) that `eq` accepts: a hit needs no lock and no probe of
    /// the shared index.
    fn recent<T: std::hash::Hash + Eq>(
        &self,
        table: &Uniquer<T>,
        which: fn(&mut ThreadCache) -> &mut crate::interner::Recent,
        hash: u64,
        eq: impl Fn(&T) -> bool,
    ) -> Option<u32> {
        let id = self.thread_cache(|c| which(c).get(hash))?;
        eq(table.get(id)).then_some(id)
    }

    fn remember(
        &self,
        which: fn(&mut ThreadCache) -> &mut crate::interner::Recent,
        hash: u64,
        id: u32,
    ) {
        self.thread_cache(|c| which(c).put(hash, id));
    }

    pub fn type_data(&self, t: Type) -> &TypeData {
        self.types.get(t.0)
    }

    /// The shape and element type of a dialect type that declares itself
    /// shaped ([`crate::dialect::TypeDef::shaped`]), e.g. cuda_tile's
    /// `tile<4x8xf32>`; `None` for every other type.
    pub fn dialect_shaped_type(&self, t: Type) -> Option<(&[crate::types::Dim], Type)> {
        use crate::types::Param;
        let TypeData::Dialect(d) = self.type_data(t) else {
            return None;
        };
        let (dialect, mnemonic) = self.str(d.name).split_once('.')?;
        let shaped = self.dialect(dialect)?.type_def(mnemonic)?.shaped?;
        match (d.params.get(shaped.shape), d.params.get(shaped.element)) {
            (Some(Param::Shape(shape)), Some(Param::Type(element))) => Some((shape, *element)),
            _ => None,
        }
    }

    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        self.intern_type(TypeData::Integer { width, signedness })
    }

    /// Signless `iN`.
    pub fn int_type(&self, width: u32) -> Type {
        self.integer_type(width, Signedness::Signless)
    }

    pub fn index_type(&self) -> Type {
        self.intern_type(TypeData::Index)
    }

    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeData::Float(kind))
    }

    pub fn none_type(&self) -> Type {
        self.intern_type(TypeData::None)
    }

    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        // Every generic op has a function type, almost always one seen before:
        // look it up by the slices and allocate only when it is new.
        let hash = function_type_hash(inputs, results);
        let eq = |t: &TypeData| {
            matches!(t, TypeData::Function { inputs: i, results: r }
                if **i == *inputs && **r == *results)
        };
        let make = || TypeData::Function {
            inputs: inputs.into(),
            results: results.into(),
        };
        self.intern_type_with(hash, eq, make)
    }

    // ----- attributes -----

    pub fn intern_attr(&self, data: AttrData) -> Attribute {
        if let AttrData::Loc(LocData::FileLineCol { file, line, col }) = data {
            return self.intern_file_loc(file, line, col);
        }
        let hash = Uniquer::<AttrData>::hash_of(&data);
        if let Some(id) = self.recent(&self.attrs, RECENT_ATTRS, hash, |a| *a == data) {
            return Attribute(id);
        }
        if crate::printer::aliases::attr_may_alias(self, &data) {
            self.note_may_alias();
        }
        let id = self.attrs.intern_hashed(hash, data);
        self.remember(RECENT_ATTRS, hash, id);
        Attribute(id)
    }

    /// [`Self::intern_type_with`] for attributes.
    fn intern_attr_with(
        &self,
        hash: u64,
        eq: impl Fn(&AttrData) -> bool,
        make: impl FnOnce() -> AttrData,
    ) -> Attribute {
        Attribute(self.intern_borrowed(&self.attrs, RECENT_ATTRS, hash, eq, make))
    }

    /// Every `"file":line:col` location is uniqued here, never through the
    /// attribute hash index: a position in a registered text if it is one
    /// (see [`crate::source_locs`]), else in the location table (see
    /// [`FileLocs`]).
    fn intern_file_loc(&self, file: Symbol, line: u32, col: u32) -> Attribute {
        // Held until the table has the location: no text of `file` may
        // register in between (it would cover the location too).
        let registry = self.source_texts.lookup_guard();
        if let Some(id) = self.source_texts.find(&registry, file, line, col) {
            return Attribute(id);
        }
        let (shard, local) = FileLocs::shard_of(line);
        let mut locs = self.file_locs[shard]
            .0
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let id = locs.get_or_insert(file, local, line, col, || {
            let data = AttrData::Loc(LocData::FileLineCol { file, line, col });
            // Only this shard's lock holder appends to its table.
            let table = &self.loc_tables[shard];
            if table.len() < LOC_SLOTS {
                loc_id(shard, table.push_unindexed(data))
            } else {
                self.attrs.push_unindexed(data)
            }
        });
        Attribute(id)
    }

    /// The location `"file":line:col` (what [`Self::intern_loc`] gives for
    /// it, without building the location data first).
    pub fn file_line_col(&self, file: Symbol, line: u32, col: u32) -> Location {
        Location(self.intern_file_loc(file, line, col))
    }

    /// Registers a text the parser is about to read, so that its positions
    /// can be locations without a table entry each (see
    /// [`crate::source_locs`]). `None` when it cannot be registered; its
    /// locations then go through [`Self::file_line_col`].
    pub(crate) fn register_source(
        &self,
        file: Symbol,
        first_line: u32,
        text: &str,
    ) -> Option<SourcePositions> {
        self.source_texts.register(
            file,
            first_line,
            text,
            crate::threads::threads(self),
            |file, lines| {
                self.file_locs.iter().any(|shard| {
                    let locs = shard.0.lock().unwrap_or_else(|e| e.into_inner());
                    locs.has_lines_in(file, lines)
                })
            },
        )
    }

    /// Whether `a` is a `"file":line:col` location kept as a position in a
    /// registered text (its data is decoded on demand).
    pub(crate) fn is_position(&self, a: Attribute) -> bool {
        a.0 & POS_TAG == POS_TAG
    }

    /// Whether `loc` is a `"file":line:col` position in a parsed text,
    /// told without decoding it: such a location is nothing else (no name,
    /// call site, fused or dialect location), which a walk looking for those
    /// on every op can skip.
    pub fn is_source_position(&self, loc: Location) -> bool {
        self.is_position(loc.0)
    }

    /// The location of byte `pos` of a registered text.
    pub(crate) fn position_loc(&self, text: SourcePositions, pos: u32) -> Location {
        Location(Attribute(text.id(pos)))
    }

    /// `(file, line, col)` of a `"file":line:col` location, without the
    /// location data being kept (see [`Self::attr_data`]); `None` for other
    /// locations.
    pub fn file_line_col_of(&self, loc: Location) -> Option<(Symbol, u32, u32)> {
        if self.is_position(loc.0) {
            return Some(self.source_texts.decode(loc.0 .0));
        }
        match self.loc_data(loc) {
            LocData::FileLineCol { file, line, col } => Some((*file, *line, *col)),
            _ => None,
        }
    }

    /// A position's location data, decoded once and kept to be handed out
    /// by reference (rare: the printer and diagnostics decode positions
    /// without this, see [`Self::file_line_col_of`]).
    #[cold]
    #[inline(never)]
    fn decoded_position(&self, a: Attribute) -> &AttrData {
        self.source_texts.decoded(a.0)
    }

    #[inline]
    pub fn attr_data(&self, a: Attribute) -> &AttrData {
        if self.is_position(a) {
            return self.decoded_position(a);
        }
        if a.0 & LOC_TAG != 0 {
            let (shard, local) = loc_slot(a.0);
            return self.loc_tables[shard].get(local);
        }
        self.attrs.get(a.0)
    }

    /// Number of attributes (locations included) uniqued so far; ids below
    /// it are valid. Lets the printer scan for kinds that need aliases.
    pub fn num_attributes(&self) -> usize {
        self.attrs.len()
    }

    /// For profiling: how many uniqued attributes there are of each kind.
    pub fn attribute_kind_counts(&self) -> Vec<(String, usize)> {
        let mut counts: FxHashMap<String, usize> = FxHashMap::default();
        let tables = std::iter::once(&self.attrs).chain(&self.loc_tables);
        for data in tables.flat_map(|t| (0..t.len()).map(|i| t.get(i as u32))) {
            let name = format!("{data:?}");
            let kind = name.split([' ', '(', '{']).next().unwrap_or("").to_string();
            let kind = match data {
                AttrData::Loc(l) => format!(
                    "Loc::{}",
                    format!("{l:?}").split([' ', '(', '{']).next().unwrap_or("")
                ),
                _ => kind,
            };
            *counts.entry(kind).or_default() += 1;
        }
        let mut v: Vec<_> = counts.into_iter().collect();
        v.sort_by_key(|b| std::cmp::Reverse(b.1));
        v
    }

    /// Whether `a` is a `"file":line:col` location kept in the location
    /// tables (its id is outside the dense range of [`Self::num_attributes`]).
    pub(crate) fn is_file_loc_id(&self, a: Attribute) -> bool {
        a.0 & LOC_TAG != 0
    }

    /// Whether an attribute or type that may print through an alias exists.
    pub(crate) fn may_alias(&self) -> bool {
        self.may_alias.load(std::sync::atomic::Ordering::Relaxed)
    }

    fn note_may_alias(&self) {
        self.may_alias
            .store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// Number of types uniqued so far; ids below it are valid.
    pub fn num_types(&self) -> usize {
        self.types.len()
    }

    pub fn unit_attr(&self) -> Attribute {
        self.intern_attr(AttrData::Unit)
    }

    pub fn string_attr(&self, s: &str) -> Attribute {
        self.intern_attr(AttrData::String {
            value: s.as_bytes().into(),
            ty: None,
        })
    }

    /// The text of a string attribute (invalid UTF-8 replaced), `None` for
    /// any other attribute.
    pub fn string_value(&self, a: Attribute) -> Option<String> {
        match self.attr_data(a) {
            AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        }
    }

    pub fn integer_attr(&self, ty: Type, value: i128) -> Attribute {
        // MLIR's `BoolAttr` is the `i1` integer attribute: one attribute for
        // both spellings, as the parser makes it, so constants compare equal.
        if let TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless,
        } = self.type_data(ty)
        {
            return self.intern_attr(AttrData::Bool(value & 1 != 0));
        }
        self.intern_attr(AttrData::Integer {
            ty,
            value: crate::attributes::Wide::new(value),
        })
    }

    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrData::Type(ty))
    }

    /// A dictionary attribute; sorts the entries by name. Later duplicates
    /// replace earlier ones (callers that must reject duplicates check first).
    pub fn dictionary_attr(&self, mut entries: Vec<NamedAttr>) -> Attribute {
        self.dictionary_attr_in_place(&mut entries)
    }

    /// [`Self::dictionary_attr`] over entries the caller owns (sorted and
    /// deduplicated in place, so only a prefix is meaningful afterwards);
    /// allocates only for a dictionary not seen before.
    pub fn dictionary_attr_in_place(&self, entries: &mut [NamedAttr]) -> Attribute {
        entries.sort_by(|a, b| self.str(a.name).cmp(self.str(b.name)));
        // Keep one entry per name, holding the last value given for it.
        let mut len = 0;
        for i in 0..entries.len() {
            if len > 0 && entries[len - 1].name == entries[i].name {
                entries[len - 1].value = entries[i].value;
            } else {
                entries[len] = entries[i];
                len += 1;
            }
        }
        let entries = &entries[..len];
        if entries.is_empty() {
            return self.empty_dict;
        }
        let hash = dictionary_hash(entries);
        let eq = |a: &AttrData| matches!(a, AttrData::Dictionary(e) if **e == *entries);
        let make = || {
            let data = AttrData::Dictionary(entries.into());
            if crate::printer::aliases::attr_may_alias(self, &data) {
                self.note_may_alias();
            }
            data
        };
        self.intern_attr_with(hash, eq, make)
    }

    pub fn empty_dictionary(&self) -> Attribute {
        self.empty_dict
    }

    /// The entries of a dictionary attribute (empty for any other attribute).
    pub fn dictionary_entries(&self, a: Attribute) -> &[NamedAttr] {
        match self.attr_data(a) {
            AttrData::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// Looks up `name` in a dictionary attribute.
    pub fn dictionary_get(&self, dict: Attribute, name: &str) -> Option<Attribute> {
        // Dictionaries are short: comparing names beats hashing `name`.
        self.dictionary_entries(dict)
            .iter()
            .find(|e| self.str(e.name) == name)
            .map(|e| e.value)
    }

    // ----- locations -----

    pub fn intern_loc(&self, data: LocData) -> Location {
        Location(self.intern_attr(AttrData::Loc(data)))
    }

    /// MLIR's `FusedLoc::get`: flattens fused children with the same
    /// metadata, drops unknown and duplicate locations, and collapses
    /// trivial cases.
    pub fn fused_loc(
        &self,
        locs: &[Location],
        metadata: Option<crate::attributes::Attribute>,
    ) -> Location {
        let ctx = self;
        let mut out: Vec<Location> = Vec::new();
        // First occurrences, in order (a set: a fused location may hold many).
        let mut seen = std::collections::HashSet::new();
        let mut push = |l: Location, out: &mut Vec<Location>| {
            if seen.insert(l) {
                out.push(l);
            }
        };
        for &l in locs {
            match ctx.loc_data(l) {
                crate::attributes::LocData::Fused {
                    locs: inner,
                    metadata: m,
                } if *m == metadata => {
                    for &i in inner.iter() {
                        push(i, &mut out);
                    }
                }
                crate::attributes::LocData::Unknown => {}
                _ => push(l, &mut out),
            }
        }
        if out.is_empty() {
            if metadata.is_none() {
                return ctx.unknown_loc();
            }
            out.push(ctx.unknown_loc());
        }
        if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        ctx.intern_loc(crate::attributes::LocData::Fused {
            locs: out.into(),
            metadata,
        })
    }

    pub fn unknown_loc(&self) -> Location {
        self.unknown_loc
    }

    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        self.file_line_col(self.symbol(file), line, col)
    }

    pub fn loc_data(&self, loc: Location) -> &LocData {
        match self.attr_data(loc.0) {
            AttrData::Loc(data) => data,
            _ => unreachable!("a Location always wraps location data"),
        }
    }

    /// Views an attribute as a location if it is one: a builtin location,
    /// or a dialect attribute declared a location (then wrapped in
    /// [`LocData::Dialect`]).
    pub fn as_location(&self, a: Attribute) -> Option<Location> {
        match self.attr_data(a) {
            AttrData::Loc(_) => Some(Location(a)),
            AttrData::Dialect { name, .. }
                if self.attr_def_of(*name).is_some_and(|d| d.location) =>
            {
                Some(self.intern_loc(LocData::Dialect(a)))
            }
            _ => None,
        }
    }

    /// The locations among the parameters of dialect attribute `a` (what a
    /// walk of a [`LocData::Dialect`] location visits).
    pub fn nested_locations(&self, a: Attribute) -> Vec<Location> {
        match self.attr_data(a) {
            AttrData::Dialect { params, .. } => params
                .iter()
                .filter_map(|p| match p {
                    crate::types::Param::Attr(x) => self.as_location(*x),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The definition of dialect attribute `name` (`dialect.mnemonic`).
    pub fn attr_def_of(&self, name: Symbol) -> Option<&'static crate::dialect::AttrDef> {
        let full = self.str(name);
        let (dialect, mnemonic) = full.split_once('.')?;
        self.dialect(dialect)?.attr_def(mnemonic)
    }
}

/// Per-thread memo of context lookups keyed by static data (see
/// [`Context::thread_cache`]).
#[derive(Default)]
pub(crate) struct ThreadCache {
    context: u64,
    symbols: FxHashMap<(usize, usize), Symbol>,
    /// Default values of attribute declarations, by the declaration's address.
    pub(crate) defaults: FxHashMap<usize, Option<Attribute>>,
    recent_types: crate::interner::Recent,
    recent_attrs: crate::interner::Recent,
}

/// The per-thread recent tables of [`ThreadCache`], for [`Context::recent`].
const RECENT_TYPES: fn(&mut ThreadCache) -> &mut crate::interner::Recent = |c| &mut c.recent_types;
const RECENT_ATTRS: fn(&mut ThreadCache) -> &mut crate::interner::Recent = |c| &mut c.recent_attrs;

thread_local! {
    static THREAD_CACHE: std::cell::RefCell<ThreadCache> = std::cell::RefCell::default();
}

/// Attribute ids with this bit set (and the next clear) name a
/// `"file":line:col` location in `Context::loc_tables`: the shard in the low
/// bits, the slot above them. (Other attributes would need 2^31 entries to
/// reach it.) With both top bits set, the id is a position in a registered
/// text instead ([`POS_TAG`]).
const LOC_TAG: u32 = 1 << 31;
const LOC_SHARD_BITS: u32 = FileLocs::SHARDS.trailing_zeros();
/// Slots per location table that fit in a tagged id (below bit 30).
const LOC_SLOTS: usize = 1 << (30 - LOC_SHARD_BITS);

fn loc_id(shard: usize, slot: u32) -> u32 {
    LOC_TAG | slot << LOC_SHARD_BITS | shard as u32
}

fn loc_slot(id: u32) -> (usize, u32) {
    let shard = (id & (FileLocs::SHARDS as u32 - 1)) as usize;
    (shard, (id & !LOC_TAG) >> LOC_SHARD_BITS)
}

/// The parser gives every op and block argument its own `"file":line:col`
/// location, so nearly each one is new, and they come in line order. Hashing
/// them into the attribute index costs a cache miss per op; a vector indexed
/// by line holds the first location of each line, and a small map the rest
/// (further columns of a line, far-away lines).
#[derive(Default)]
struct FileLocs {
    /// Per file: the first location of each line (see [`Self::file_slot`]).
    by_line: Vec<FileLines>,
    file_index: FxHashMap<Symbol, u32>,
    /// The file of the last lookup: almost always the next one's too.
    last_file: u32,
    others: FxHashMap<(Symbol, u32, u32), u32>,
}

/// One file's part of [`FileLocs`].
struct FileLines {
    file: Symbol,
    /// The first location of each line, by the shard's index of the line.
    lines: Vec<LineLoc>,
    /// The lowest and highest line looked up here, if any (see
    /// [`FileLocs::has_lines_in`]).
    span: Option<(u32, u32)>,
}

#[derive(Clone, Copy)]
struct LineLoc {
    col: u32,
    /// Attribute id, or `u32::MAX` for a line without one yet.
    id: u32,
}

impl FileLocs {
    /// Lines up to this (within a shard), or a little past the lines seen,
    /// go in the vector (a stray `loc("f":4000000000:1)` must not allocate
    /// gigabytes).
    const DENSE_LINES: usize = 1 << 20;
    const SHARDS: usize = 16;
    /// Lines per stripe; stripe `k` belongs to shard `k % SHARDS`.
    const STRIPE: u32 = 1 << 14;
    const NO_LOC: LineLoc = LineLoc {
        col: 0,
        id: u32::MAX,
    };

    /// The shard of `line` and the line's index within that shard.
    fn shard_of(line: u32) -> (usize, u32) {
        let stripe = line / Self::STRIPE;
        let shard = stripe as usize % Self::SHARDS;
        let local = stripe / Self::SHARDS as u32 * Self::STRIPE + line % Self::STRIPE;
        (shard, local)
    }

    /// Whether some location of `file` on a line of `lines` may be here.
    fn has_lines_in(&self, file: Symbol, lines: &std::ops::RangeInclusive<u64>) -> bool {
        let span = self
            .file_index
            .get(&file)
            .and_then(|&i| self.by_line[i as usize].span);
        span.is_some_and(|(lo, hi)| {
            u64::from(lo) <= *lines.end() && *lines.start() <= u64::from(hi)
        })
    }

    /// The index in `by_line` of `file`'s lines, created empty the first time.
    fn file_slot(&mut self, file: Symbol) -> usize {
        match self.by_line.get(self.last_file as usize) {
            Some(f) if f.file == file => self.last_file as usize,
            _ => {
                let next = self.by_line.len() as u32;
                let i = *self.file_index.entry(file).or_insert(next) as usize;
                if i == self.by_line.len() {
                    self.by_line.push(FileLines {
                        file,
                        lines: Vec::new(),
                        span: None,
                    });
                }
                self.last_file = i as u32;
                i
            }
        }
    }

    /// The id of `file:line:col` (`local` is the shard's index of `line`),
    /// taken from `make` when the location is new.
    fn get_or_insert(
        &mut self,
        file: Symbol,
        local: u32,
        line: u32,
        col: u32,
        make: impl FnOnce() -> u32,
    ) -> u32 {
        let l = local as usize;
        let f = self.file_slot(file);
        let entry = &mut self.by_line[f];
        let (lo, hi) = entry.span.unwrap_or((line, line));
        entry.span = Some((lo.min(line), hi.max(line)));
        let lines = &mut entry.lines;
        if l < Self::DENSE_LINES || l < lines.len() + 4096 {
            if lines.len() <= l {
                lines.resize(l + 1, Self::NO_LOC);
            }
            let slot = lines[l];
            if slot.id != u32::MAX && slot.col == col {
                return slot.id;
            }
            // A dense line's first location always takes its slot, so an
            // empty slot there means no location on that line at all (the
            // usual case: a new op's line). Far lines may have gone to
            // `others` before the vector reached them.
            if slot.id == u32::MAX
                && (l < Self::DENSE_LINES || !self.others.contains_key(&(file, line, col)))
            {
                let id = make();
                self.by_line[f].lines[l] = LineLoc { col, id };
                return id;
            }
        }
        *self.others.entry((file, line, col)).or_insert_with(make)
    }
}

/// The hash `AttrData::Dictionary(entries)` has in the uniquer (see
/// [`function_type_hash`]).
fn dictionary_hash(entries: &[NamedAttr]) -> u64 {
    use std::hash::{Hash, Hasher};
    // Empty boxes own no allocation: skipping their drop (a call per
    // dictionary interned) frees nothing.
    let empty = std::mem::ManuallyDrop::new(AttrData::Dictionary(Box::new([])));
    let mut h = rustc_hash::FxHasher::default();
    std::mem::discriminant(&*empty).hash(&mut h);
    entries.hash(&mut h);
    h.finish()
}

/// The hash `TypeData::Function { inputs, results }` has in the uniquer,
/// computed from the slices: the derived `Hash` feeds the discriminant, then
/// each field (`Box<[T]>` hashes as `[T]`).
fn function_type_hash(inputs: &[Type], results: &[Type]) -> u64 {
    use std::hash::{Hash, Hasher};
    // See `dictionary_hash` for the `ManuallyDrop`.
    let empty = std::mem::ManuallyDrop::new(TypeData::Function {
        inputs: Box::new([]),
        results: Box::new([]),
    });
    let mut h = rustc_hash::FxHasher::default();
    std::mem::discriminant(&*empty).hash(&mut h);
    inputs.hash(&mut h);
    results.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_locations_are_uniqued() {
        let ctx = Context::with_dialects(&[]);
        let f = ctx.symbol("f.mlir");
        let mut seen = Vec::new();
        for (line, col) in [
            (3, 1),
            (3, 7),
            (1, 2),
            (4_000_000_000, 5),
            (2_000_000, 1),
            (9, 9),
            // Stripe and shard boundaries.
            (16_383, 1),
            (16_384, 1),
            (262_144, 1),
            (262_144 + 16_383, 2),
        ] {
            let a = ctx.file_loc("f.mlir", line, col);
            assert_eq!(ctx.file_loc("f.mlir", line, col), a);
            let data = AttrData::Loc(LocData::FileLineCol { file: f, line, col });
            assert_eq!(ctx.intern_attr(data), a.attr());
            assert_ne!(ctx.file_loc("g.mlir", line, col), a);
            assert!(!seen.contains(&a));
            seen.push(a);
        }
        // A far line (past the dense part of its shard's vector) first goes
        // to the side map; once the vector has grown up to it, the same
        // location is still found there.
        let far = ctx.file_loc("h.mlir", 16_777_216 + 5, 3);
        let near_far = ctx.file_loc("h.mlir", 16_515_072 + 15_808, 1);
        assert_ne!(far, near_far);
        assert_eq!(ctx.file_loc("h.mlir", 16_777_216 + 5, 3), far);
        assert_ne!(ctx.file_loc("h.mlir", 16_777_216 + 5, 4), far);
    }

    #[test]
    fn dictionary_hash_matches_the_derived_hash() {
        let ctx = Context::with_dialects(&[]);
        let (a, b) = (ctx.symbol("a"), ctx.symbol("b"));
        let (x, y) = (ctx.unit_attr(), ctx.string_attr("y"));
        let entries = vec![
            NamedAttr { name: a, value: x },
            NamedAttr { name: b, value: y },
        ];
        let owned = AttrData::Dictionary(entries.clone().into());
        assert_eq!(
            dictionary_hash(&entries),
            Uniquer::<AttrData>::hash_of(&owned)
        );
        // Built in place or from owned data, the same attribute.
        let mut reversed: smallvec::SmallVec<[NamedAttr; 2]> =
            entries.iter().rev().copied().collect();
        assert_eq!(
            ctx.dictionary_attr_in_place(&mut reversed),
            ctx.intern_attr(owned)
        );
    }

    #[test]
    fn function_type_hash_matches_the_derived_hash() {
        let ctx = Context::with_dialects(&[]);
        let (a, b) = (ctx.int_type(32), ctx.index_type());
        for (inputs, results) in [
            (vec![], vec![]),
            (vec![a, b], vec![b]),
            (vec![b], vec![a, a]),
        ] {
            let owned = TypeData::Function {
                inputs: inputs.clone().into(),
                results: results.clone().into(),
            };
            assert_eq!(
                crate::interner::Uniquer::<TypeData>::hash_of(&owned),
                function_type_hash(&inputs, &results)
            );
            let t = ctx.function_type(&inputs, &results);
            assert_eq!(ctx.intern_type(owned), t);
        }
    }

    #[test]
    fn context_is_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Context>();
    }

    #[test]
    fn types_and_attributes_are_uniqued() {
        let ctx = Context::with_dialects(&[]);
        let i32a = ctx.int_type(32);
        assert_eq!(i32a, ctx.int_type(32));
        assert_ne!(i32a, ctx.integer_type(32, Signedness::Signed));
        let one = ctx.integer_attr(i32a, 1);
        assert_eq!(one, ctx.integer_attr(i32a, 1));
        let b = ctx.symbol("b");
        let a = ctx.symbol("a");
        let d1 = ctx.dictionary_attr(vec![
            NamedAttr {
                name: b,
                value: one,
            },
            NamedAttr {
                name: a,
                value: one,
            },
        ]);
        let d2 = ctx.dictionary_attr(vec![
            NamedAttr {
                name: a,
                value: one,
            },
            NamedAttr {
                name: b,
                value: one,
            },
        ]);
        assert_eq!(d1, d2);
        assert_eq!(ctx.dictionary_get(d1, "a"), Some(one));
        assert_eq!(ctx.loc_data(ctx.unknown_loc()), &LocData::Unknown);
    }
}
