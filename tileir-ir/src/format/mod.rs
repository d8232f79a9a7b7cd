//! The one generic engine for declarative assembly formats (ODS syntax such
//! as `` $lhs `,` $rhs attr-dict `:` type($result) ``), used by every dialect's
//! ops, types and attributes; plus dispatch to hand-written hooks where a
//! definition has them.
//!
//! Entry points used by the parser and printer (their signatures are fixed;
//! the bodies belong to the format engine):
//! - [`parse_custom_op`] / [`print_custom_op`]: an op's custom form, after its name.
//! - [`has_custom_form`]: whether an op prints in custom form at all.
//! - [`parse_dialect_type`] / [`print_dialect_type`]: a registered dialect type's
//!   mnemonic and parameters (what follows `!dialect.`).
//! - [`parse_dialect_attr`] / [`print_dialect_attr`]: likewise for attributes.
//!
//! Declaring an op for the engine (see the dialects crate's `arith.rs`,
//! `tileir-ir/dialects/src/arith.rs`, for many examples):
//! - every operand/result/region/successor the format names is declared
//!   (`ValueDecl`, `RegionDecl`, `OpDef::successor_decls`); every inherent
//!   attribute is an `AttrDecl` whose [`crate::dialect::AttrKind`] says how
//!   `$attr` reads and prints (enum keyword, `@symbol`, value without its
//!   type, dialect attribute stripped of `#dialect.mnemonic`...), with its
//!   `DefaultValuedAttr` default if any (materialised when parsing, elided
//!   from the custom form);
//! - types the format does not spell are inferred as ODS does: buildable
//!   constraints (`I1`, `Index`), `SameOperandsAndResultType` /
//!   `SameTypeOperands`, `OpDef::type_relations` (`AllTypesMatch`,
//!   `TypesMatchWith`, `callee.inputs`), then `OpDef::infer_result_types`;
//! - `custom<Name>(...)` directives are looked up in the op's
//!   `DialectDef::directives`, then in [`directives::SHARED`];
//! - `SingleBlockImplicitTerminator` ops set `OpDef::implicit_terminator`.
//!
//! Layout: [`compile`] turns a format string into [`compile::Elem`]s (once per
//! op, cached); `op` interprets them for ops (parse into an
//! `OperationState`, print with ODS's spacing rules); `attr` does the same
//! for dialect type/attribute parameters and attribute variables;
//! [`directives`] holds the shared `custom<...>` directives; [`helpers`] the
//! pieces hand-written hooks reuse (function signatures, region printing).

mod attr;
pub mod compile;
pub mod directives;
pub mod helpers;
mod op;

use rustc_hash::FxHashMap;
use std::sync::{OnceLock, RwLock};

use crate::asm::{AsmParser, AsmPrinter, ParseResult, UnresolvedOperand};
use crate::attributes::Attribute;
use crate::body::OperationState;
use crate::dialect::{AttrDecl, DialectDef, OpDef, ParamDecl};
use crate::ids::{BlockId, OpId, RegionId, Value};
use crate::types::Type;
use compile::{Elem, Resolver, VarRef};

pub use attr::{
    dense_array, dense_array_values, dialect_attr, dialect_type, enum_attr, enum_text, enum_value,
    failed_param,
};
pub use op::{parse_operand_list, parse_type_list, print_type_list};

/// One argument of a `custom<...>` directive, in the order the format lists
/// them. When parsing, `$x` arguments arrive empty (or as parsed so far) and
/// the directive fills them; `ref(...)` arguments are read-only. When
/// printing, operands arrive as `Values`.
#[derive(Clone, Debug)]
pub enum CustomArg {
    /// Parsed operands of `$operand` (parse side).
    Operands(Vec<UnresolvedOperand>),
    /// Values of `$operand` / `$result` (print side).
    Values(Vec<Value>),
    /// `type($x)`.
    Types(Vec<Type>),
    /// `$attr` (absent: `None`).
    Attr(Option<Attribute>),
    Regions(Vec<RegionId>),
    Successors(Vec<BlockId>),
    /// `attr-dict`: all attributes.
    Attrs(crate::attributes::AttrList),
    /// A `"string"` argument.
    Str(String),
}

/// ODS's printer spacing state (`shouldEmitSpace`, `lastWasPunctuation`).
#[derive(Clone, Copy, Debug)]
pub struct Spacing {
    pub should_emit_space: bool,
    pub last_was_punct: bool,
}

impl Default for Spacing {
    fn default() -> Self {
        Spacing::new()
    }
}

impl Spacing {
    pub fn new() -> Spacing {
        Spacing {
            should_emit_space: true,
            last_was_punct: false,
        }
    }

    /// Prints a literal with ODS's spacing rules.
    pub fn literal(&mut self, p: &mut dyn AsmPrinter, value: &str) {
        if self.should_emit_space && should_emit_space_before(value, self.last_was_punct) {
            p.write_str(" ");
        }
        p.write_str(value);
        // Bytes, not chars: every character tested is ASCII, and a non-ASCII
        // first byte is neither those nor alphabetic, like its char.
        let first = value.bytes().next().unwrap_or(b' ');
        self.should_emit_space = value.len() != 1 || !matches!(first, b'<' | b'(' | b'{' | b'[');
        self.last_was_punct = first != b'_' && !first.is_ascii_alphabetic();
    }

    /// `` ` ` `` / ` `` `.
    pub fn space(&mut self, p: &mut dyn AsmPrinter, space: bool) {
        if space {
            p.write_str(" ");
            self.last_was_punct = false;
        } else {
            self.last_was_punct = true;
        }
        self.should_emit_space = false;
    }

    /// The space before a variable or directive.
    pub fn before_element(&mut self, p: &mut dyn AsmPrinter) {
        if self.should_emit_space || !self.last_was_punct {
            p.write_str(" ");
        }
        self.last_was_punct = false;
        self.should_emit_space = true;
    }
}

/// FormatGen's `shouldEmitSpaceBefore`.
pub fn should_emit_space_before(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    // `value` is one byte long here, or `->`.
    let first = value.as_bytes()[0];
    if last_was_punct {
        !matches!(first, b'>' | b')' | b'}' | b']' | b',')
    } else {
        !matches!(
            first,
            b'<' | b'>' | b'(' | b')' | b'{' | b'}' | b'[' | b']' | b','
        )
    }
}

// ----- compiled-format caches -----

/// A compiled format, or why it does not compile. Compiled once per format
/// and kept for the life of the process (formats are static data, so this
/// is bounded), which lets every lookup hand out a plain reference.
pub(crate) type Compiled<T = Vec<Elem>> = &'static Result<T, String>;

/// A format cache: formats by key, shared, and this thread's copy of it.
type CacheMap<T> = FxHashMap<(usize, usize), Compiled<T>>;
type SharedCache<T> = OnceLock<RwLock<CacheMap<T>>>;
type LocalCache<T> = std::thread::LocalKey<std::cell::RefCell<CacheMap<T>>>;

/// A compiled op format, with what printing it needs worked out once.
pub struct OpFormat {
    pub elems: Vec<Elem>,
    pub(crate) plan: op::PrintPlan,
    /// The op's type relations, resolved for parsing.
    pub(crate) relations: Vec<op::Relation>,
}

/// Looks up (or compiles and stores) the format under `key`. Every op parsed
/// or printed asks, from several threads at once: a thread-local map in
/// front of the shared one keeps the hot path free of locks and atomics.
fn cached<T: Sync + 'static>(
    shared: &'static SharedCache<T>,
    local: &'static LocalCache<T>,
    key: (usize, usize),
    compile: impl FnOnce() -> Result<T, String>,
) -> Compiled<T> {
    if let Some(&c) = local.with(|m| m.borrow().get(&key).copied()).as_ref() {
        return c;
    }
    let shared = shared.get_or_init(Default::default);
    let found = shared
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(&key)
        .copied();
    let c = found.unwrap_or_else(|| {
        let mut map = shared.write().unwrap_or_else(|e| e.into_inner());
        *map.entry(key)
            .or_insert_with(|| Box::leak(Box::new(compile())))
    });
    local.with(|m| m.borrow_mut().insert(key, c));
    c
}

struct OpResolver<'a>(&'a OpDef);

impl Resolver for OpResolver<'_> {
    fn resolve(&self, name: &str) -> Option<VarRef> {
        let d = self.0;
        if let Some(i) = d.operands.iter().position(|x| x.name == name) {
            return Some(VarRef::Operand(i));
        }
        if let Some(i) = d.results.iter().position(|x| x.name == name) {
            return Some(VarRef::Result(i));
        }
        if let Some(i) = d.attributes.iter().position(|x| x.name == name) {
            return Some(VarRef::Attr(i));
        }
        if let Some(i) = d.regions.iter().position(|x| x.name == name) {
            return Some(VarRef::Region(i));
        }
        d.successor_decls
            .iter()
            .position(|x| x.name == name)
            .map(VarRef::Successor)
    }
    fn is_op(&self) -> bool {
        true
    }
}

struct ParamResolver<'a>(&'a [ParamDecl]);

impl Resolver for ParamResolver<'_> {
    fn resolve(&self, name: &str) -> Option<VarRef> {
        self.0
            .iter()
            .position(|p| p.name == name)
            .map(VarRef::Param)
    }
    fn is_op(&self) -> bool {
        false
    }
    fn num_params(&self) -> usize {
        self.0.len()
    }
}

/// Compiles (once) and returns the format of `def`, or the error message.
pub fn compiled_op_format(def: &OpDef) -> Option<Compiled<OpFormat>> {
    static SHARED: SharedCache<OpFormat> = OnceLock::new();
    thread_local! {
        static LOCAL: std::cell::RefCell<CacheMap<OpFormat>> = Default::default();
    }
    let format = def.format?;
    // Op definitions are statics: addresses of their strings name them.
    let key = (format.as_ptr() as usize, def.name.as_ptr() as usize);
    Some(cached(&SHARED, &LOCAL, key, || {
        let elems = compile::compile(format, &OpResolver(def))
            .map_err(|e| format!("invalid assembly format of '{}': {e}", def.name))?;
        let plan = op::PrintPlan::new(def, &elems);
        let relations = op::resolve_relations(def);
        Ok(OpFormat {
            elems,
            plan,
            relations,
        })
    }))
}

/// Compiles (once) the parameter format of a dialect type or attribute named
/// `full`. `None` when it has neither format nor parameters.
pub(crate) fn compiled_param_format(
    full: &str,
    format: Option<&'static str>,
    params: &'static [ParamDecl],
) -> Option<Compiled> {
    static SHARED: SharedCache<Vec<Elem>> = OnceLock::new();
    thread_local! {
        static LOCAL: std::cell::RefCell<CacheMap<Vec<Elem>>> = Default::default();
    }
    let _ = full;
    let format = match format {
        Some(f) => f,
        None if params.is_empty() => return None,
        // ODS's default: `<` params `>`.
        None => "`<` params `>`",
    };
    let key = (format.as_ptr() as usize, params.as_ptr() as usize);
    Some(cached(&SHARED, &LOCAL, key, || {
        compile::compile(format, &ParamResolver(params))
    }))
}

/// Checks that every format of `dialect` compiles; returns the errors.
pub fn check_dialect_formats(dialect: &DialectDef) -> Vec<String> {
    let mut errors = Vec::new();
    for op in dialect.ops {
        if let Some(Err(e)) = compiled_op_format(op) {
            errors.push(e.clone());
        }
    }
    for t in dialect.types {
        if let Some(Err(e)) = compiled_param_format(t.mnemonic, t.format, t.params) {
            errors.push(format!("type '{}.{}': {e}", dialect.name, t.mnemonic));
        }
    }
    for a in dialect.attributes {
        if let Some(Err(e)) = compiled_param_format(a.mnemonic, a.format, a.params) {
            errors.push(format!("attribute '{}.{}': {e}", dialect.name, a.mnemonic));
        }
    }
    errors
}

/// The default value of a default-valued attribute declaration.
pub fn default_attr(ctx: &crate::Context, decl: &AttrDecl) -> Option<Attribute> {
    attr::default_attr(ctx, decl)
}

// ----- entry points -----

/// Whether `def` has a custom assembly form (hand-written or declarative).
pub fn has_custom_form(def: &OpDef) -> bool {
    custom_printer(def).is_some()
}

/// How an op with a custom form prints it (what [`print_custom_op`] calls).
#[derive(Clone, Copy)]
pub(crate) enum CustomPrinter {
    Hook(crate::dialect::PrintFn),
    Format(&'static OpFormat),
}

/// The custom printer of `def` when it has a custom form: one format
/// lookup for both questions the printer asks of every op.
pub(crate) fn custom_printer(def: &OpDef) -> Option<CustomPrinter> {
    if let (Some(_), Some(print)) = (def.parse, def.print) {
        return Some(CustomPrinter::Hook(print));
    }
    let Some(Ok(f)) = compiled_op_format(def) else {
        return None;
    };
    Some(match def.print {
        Some(print) => CustomPrinter::Hook(print),
        None => CustomPrinter::Format(f),
    })
}

/// Prints the custom form of `op` (a `def` op) with `printer`.
pub(crate) fn print_custom_with(
    printer: CustomPrinter,
    def: &OpDef,
    p: &mut dyn AsmPrinter,
    op: OpId,
) {
    match printer {
        CustomPrinter::Hook(print) => print(p, op),
        CustomPrinter::Format(f) => op::print_op(def, f, p, op),
    }
}

/// Parses the custom form of `def` after its name into `state`.
pub fn parse_custom_op(
    def: &OpDef,
    p: &mut dyn AsmParser,
    state: &mut OperationState,
) -> ParseResult<()> {
    let format = if def.parse.is_none() {
        compiled_op_format(def)
    } else {
        None
    };
    parse_custom_op_compiled(def, format, p, state)
}

/// [`parse_custom_op`] given what [`compiled_op_format`] returns for `def`
/// (asked for only when `def` has no hand-written parser): the parser keeps
/// it with the op's name, saving a cache lookup per op.
pub(crate) fn parse_custom_op_compiled(
    def: &OpDef,
    format: Option<Compiled<OpFormat>>,
    p: &mut dyn AsmParser,
    state: &mut OperationState,
) -> ParseResult<()> {
    if let Some(parse) = def.parse {
        return parse(p, state);
    }
    match format {
        Some(Ok(f)) => op::parse_op(def, f, p, state),
        Some(Err(e)) => Err(p.error(e)),
        None => Err(p.error(&format!("'{}' has no custom assembly format", def.name))),
    }
}

/// Prints the custom form of `op` (a `def` op) after its name.
pub fn print_custom_op(def: &OpDef, p: &mut dyn AsmPrinter, op: OpId) {
    if let Some(print) = def.print {
        return print(p, op);
    }
    if let Some(Ok(f)) = compiled_op_format(def) {
        op::print_op(def, f, p, op);
    }
}

/// Parses a registered dialect type, positioned at its mnemonic (after `!dialect.`).
pub fn parse_dialect_type(
    dialect: &'static DialectDef,
    p: &mut dyn AsmParser,
) -> ParseResult<Type> {
    attr::parse_dialect_type_body(dialect, p)
}

/// Prints a registered dialect type's mnemonic and parameters (no `!dialect.` prefix).
pub fn print_dialect_type(p: &mut dyn AsmPrinter, ty: Type) {
    attr::print_dialect_type(p, ty)
}

/// Parses a registered dialect attribute, positioned at its mnemonic (after `#dialect.`).
pub fn parse_dialect_attr(
    dialect: &'static DialectDef,
    p: &mut dyn AsmParser,
    ty: Option<Type>,
) -> ParseResult<Attribute> {
    attr::parse_dialect_attr_body(dialect, p, ty)
}

/// Parses the parameters of dialect attribute `full` (`llvm.di_file`)
/// written without `#dialect.mnemonic` (`<"a.c" in "/src">`), as MLIR's
/// `parseCustomAttributeWithFallback` does where no `#` follows.
pub fn parse_attr_stripped(p: &mut dyn AsmParser, full: &str) -> ParseResult<Attribute> {
    match attr::parse_stripped_attr(p, full, false)? {
        Some(a) => Ok(a),
        None => Err(p.error(&format!("expected the parameters of '{full}'"))),
    }
}

/// Prints a registered dialect attribute's mnemonic and parameters (no `#dialect.` prefix).
pub fn print_dialect_attr(p: &mut dyn AsmPrinter, attr: Attribute) {
    attr::print_dialect_attr(p, attr)
}

/// Prints a dialect type stripped of `!dialect.mnemonic` where it has
/// parameters (what `type($x)` does for a dialect-type constraint).
pub fn print_type_stripped(p: &mut dyn AsmPrinter, ty: Type) {
    attr::print_type_stripped(p, ty)
}

/// Prints a dialect attribute stripped of `#dialect.mnemonic`.
pub fn print_attr_stripped(p: &mut dyn AsmPrinter, a: Attribute) {
    attr::print_attr_stripped(p, a)
}

#[cfg(test)]
mod tests;
