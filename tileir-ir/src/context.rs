//! The shared, thread-safe context: interned strings, uniqued types,
//! attributes and locations, and the registry of dialect definitions.
//!
//! A `Context` is `Sync`: passes running on different functions in parallel
//! share one by `&Context`. Everything it hands out is an id (`Type`,
//! `Attribute`, `Location`, `Symbol`, `OpName`) or a `&` reference into
//! storage that never moves.

use crate::attributes::{AttrData, Attribute, LocData, Location, NamedAttr};
use crate::dialect::{DialectDef, OpDef};
use crate::interner::{StringTable, Uniquer};
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
    /// The index of `"file":line:col` locations (stored in `attrs`).
    file_locs: std::sync::Mutex<FileLocs>,
    /// `{-# ... #-}` file metadata seen by the parser (see [`crate::resources`]).
    pub resources: std::sync::Mutex<crate::resources::Resources>,
}

impl Default for Context {
    fn default() -> Self {
        Context::new()
    }
}

impl Context {
    /// A context with every dialect this crate defines registered.
    pub fn new() -> Context {
        Context::with_dialects(crate::dialects::ALL)
    }

    /// A context with exactly these dialects registered (builtin is always implied
    /// by the list the caller passes; tests may pass fewer).
    pub fn with_dialects(dialects: &[&'static DialectDef]) -> Context {
        let strings = StringTable::new();
        let attrs = Uniquer::new();
        let unknown_loc = Location(Attribute(attrs.intern(AttrData::Loc(LocData::Unknown))));
        let empty_dict = Attribute(attrs.intern(AttrData::Dictionary(Box::new([]))));
        let mut ctx = Context {
            strings,
            types: Uniquer::new(),
            attrs,
            op_names: Uniquer::new(),
            dialects: FxHashMap::default(),
            op_defs: FxHashMap::default(),
            unknown_loc,
            empty_dict,
            file_locs: Default::default(),
            resources: Default::default(),
        };
        for &dialect in dialects {
            ctx.dialects.insert(dialect.name, dialect);
            for op in dialect.ops {
                ctx.op_defs.insert(op.name, op);
            }
        }
        ctx
    }

    // ----- strings -----

    pub fn symbol(&self, s: &str) -> Symbol {
        Symbol(self.strings.intern(s))
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
        OpName(self.op_names.intern(OpNameInfo { name: sym, def }))
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
        Type(self.types.intern(data))
    }

    pub fn type_data(&self, t: Type) -> &TypeData {
        self.types.get(t.0)
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
        Type(self.types.intern_with(hash, eq, make))
    }

    // ----- attributes -----

    pub fn intern_attr(&self, data: AttrData) -> Attribute {
        if let AttrData::Loc(LocData::FileLineCol { file, line, col }) = data {
            return self.intern_file_loc(file, line, col);
        }
        Attribute(self.attrs.intern(data))
    }

    /// Every `"file":line:col` location is uniqued here, never through the
    /// attribute hash index (see [`FileLocs`]).
    fn intern_file_loc(&self, file: Symbol, line: u32, col: u32) -> Attribute {
        let mut locs = self.file_locs.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(id) = locs.find(file, line, col) {
            return Attribute(id);
        }
        let data = AttrData::Loc(LocData::FileLineCol { file, line, col });
        let id = self.attrs.push_unindexed(data);
        locs.insert(file, line, col, id);
        Attribute(id)
    }

    pub fn attr_data(&self, a: Attribute) -> &AttrData {
        self.attrs.get(a.0)
    }

    /// Number of attributes (locations included) uniqued so far; ids below
    /// it are valid. Lets the printer scan for kinds that need aliases.
    pub fn num_attributes(&self) -> usize {
        self.attrs.len()
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

    pub fn integer_attr(&self, ty: Type, value: i128) -> Attribute {
        self.intern_attr(AttrData::Integer { ty, value })
    }

    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrData::Type(ty))
    }

    /// A dictionary attribute; sorts the entries by name. Later duplicates
    /// replace earlier ones (callers that must reject duplicates check first).
    pub fn dictionary_attr(&self, mut entries: Vec<NamedAttr>) -> Attribute {
        entries.sort_by(|a, b| self.str(a.name).cmp(self.str(b.name)));
        entries.dedup_by(|later, earlier| {
            if later.name == earlier.name {
                earlier.value = later.value;
                true
            } else {
                false
            }
        });
        self.intern_attr(AttrData::Dictionary(entries.into()))
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
        let name = self.lookup_symbol(name)?;
        self.dictionary_entries(dict)
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.value)
    }

    // ----- locations -----

    pub fn intern_loc(&self, data: LocData) -> Location {
        Location(self.intern_attr(AttrData::Loc(data)))
    }

    pub fn unknown_loc(&self) -> Location {
        self.unknown_loc
    }

    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        let file = self.symbol(file);
        self.intern_loc(LocData::FileLineCol { file, line, col })
    }

    pub fn loc_data(&self, loc: Location) -> &LocData {
        match self.attr_data(loc.0) {
            AttrData::Loc(data) => data,
            _ => unreachable!("a Location always wraps location data"),
        }
    }

    /// Views an attribute as a location if it is one.
    pub fn as_location(&self, a: Attribute) -> Option<Location> {
        matches!(self.attr_data(a), AttrData::Loc(_)).then_some(Location(a))
    }
}

/// The parser gives every op and block argument its own `"file":line:col`
/// location, so nearly each one is new, and they come in line order. Hashing
/// them into the attribute index costs a cache miss per op; a vector indexed
/// by line holds the first location of each line, and a small map the rest
/// (further columns of a line, far-away lines).
#[derive(Default)]
struct FileLocs {
    by_line: FxHashMap<Symbol, Vec<LineLoc>>,
    others: FxHashMap<(Symbol, u32, u32), u32>,
}

#[derive(Clone, Copy)]
struct LineLoc {
    col: u32,
    /// Attribute id, or `u32::MAX` for a line without one yet.
    id: u32,
}

impl FileLocs {
    /// Lines up to this, or a little past the lines seen, go in the vector
    /// (a stray `loc("f":4000000000:1)` must not allocate gigabytes).
    const DENSE_LINES: usize = 1 << 20;

    fn find(&self, file: Symbol, line: u32, col: u32) -> Option<u32> {
        let slot = self.by_line.get(&file).and_then(|l| l.get(line as usize));
        match slot {
            Some(s) if s.id != u32::MAX && s.col == col => Some(s.id),
            _ => self.others.get(&(file, line, col)).copied(),
        }
    }

    fn insert(&mut self, file: Symbol, line: u32, col: u32, id: u32) {
        let lines = self.by_line.entry(file).or_default();
        let l = line as usize;
        if l < Self::DENSE_LINES || l < lines.len() + 4096 {
            if lines.len() <= l {
                lines.resize(
                    l + 1,
                    LineLoc {
                        col: 0,
                        id: u32::MAX,
                    },
                );
            }
            if lines[l].id == u32::MAX {
                lines[l] = LineLoc { col, id };
                return;
            }
        }
        self.others.insert((file, line, col), id);
    }
}

/// The hash `TypeData::Function { inputs, results }` has in the uniquer,
/// computed from the slices: the derived `Hash` feeds the discriminant, then
/// each field (`Box<[T]>` hashes as `[T]`).
fn function_type_hash(inputs: &[Type], results: &[Type]) -> u64 {
    use std::hash::{Hash, Hasher};
    let empty = TypeData::Function {
        inputs: Box::new([]),
        results: Box::new([]),
    };
    let mut h = rustc_hash::FxHasher::default();
    std::mem::discriminant(&empty).hash(&mut h);
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
        ] {
            let a = ctx.file_loc("f.mlir", line, col);
            assert_eq!(ctx.file_loc("f.mlir", line, col), a);
            let data = AttrData::Loc(LocData::FileLineCol { file: f, line, col });
            assert_eq!(ctx.intern_attr(data), a.attr());
            assert_ne!(ctx.file_loc("g.mlir", line, col), a);
            assert!(!seen.contains(&a));
            seen.push(a);
        }
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
