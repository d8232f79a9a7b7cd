//! Dialect definitions as static data.
//!
//! Each op is declared once as an [`OpDef`]: its name, traits, operand,
//! result, attribute, region and successor declarations, its assembly format
//! (an ODS-style string interpreted by one generic engine, or hand-written
//! hooks where a format cannot be declared), its verifier and result-name
//! hints. Definitions are `const`-constructible, so a dialect is a `static`
//! table: no registration code, no allocation at start-up. Write new
//! definitions as `OpDef { name: "...", ..OpDef::DEFAULT }` so fields added
//! later do not disturb existing ones.

use crate::asm::{AsmParser, AsmPrinter, ParseResult};
use crate::body::{Body, OperationState};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ids::{OpId, Value};
use crate::types::{Param, Type};

/// Op traits (MLIR's `OpTrait`s that the infrastructure looks at).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Traits(pub u32);

impl Traits {
    pub const NONE: Traits = Traits(0);
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 0);
    pub const TERMINATOR: Traits = Traits(1 << 1);
    pub const NO_TERMINATOR: Traits = Traits(1 << 2);
    pub const SINGLE_BLOCK: Traits = Traits(1 << 3);
    pub const SYMBOL: Traits = Traits(1 << 4);
    pub const SYMBOL_TABLE: Traits = Traits(1 << 5);
    /// No side effects (MLIR's `Pure`).
    pub const PURE: Traits = Traits(1 << 6);
    pub const COMMUTATIVE: Traits = Traits(1 << 7);
    pub const CONSTANT_LIKE: Traits = Traits(1 << 8);
    pub const RETURN_LIKE: Traits = Traits(1 << 9);
    /// Regions are graph regions (no dominance), like `builtin.module`'s.
    pub const GRAPH_REGION: Traits = Traits(1 << 10);
    pub const NO_REGION_ARGUMENTS: Traits = Traits(1 << 11);
    pub const AFFINE_SCOPE: Traits = Traits(1 << 12);
    pub const AUTOMATIC_ALLOCATION_SCOPE: Traits = Traits(1 << 13);
    pub const SAME_OPERANDS_AND_RESULT_TYPE: Traits = Traits(1 << 14);
    pub const SAME_TYPE_OPERANDS: Traits = Traits(1 << 15);
    pub const SAME_OPERANDS_AND_RESULT_SHAPE: Traits = Traits(1 << 16);
    pub const ELEMENTWISE: Traits = Traits(1 << 17);
    pub const IDEMPOTENT: Traits = Traits(1 << 18);
    pub const INVOLUTION: Traits = Traits(1 << 19);
    pub const SINGLE_BLOCK_IMPLICIT_TERMINATOR: Traits = Traits(1 << 20);
    pub const RECURSIVE_MEMORY_EFFECTS: Traits = Traits(1 << 21);
    pub const ATTR_SIZED_OPERAND_SEGMENTS: Traits = Traits(1 << 22);
    pub const ATTR_SIZED_RESULT_SEGMENTS: Traits = Traits(1 << 23);
    pub const SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE: Traits = Traits(1 << 24);
    pub const SAME_OPERANDS_SHAPE: Traits = Traits(1 << 25);

    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }

    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.union(rhs)
    }
}

/// How many values an operand/result/region/successor declaration takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// A named check on a type, with the summary MLIR puts in its messages
/// (`operand #0 must be signless-integer-like, but got 'f32'`).
#[derive(Clone, Copy)]
pub struct TypeConstraint {
    pub summary: &'static str,
    pub check: fn(&Context, Type) -> bool,
    /// A "buildable" constraint (`I1`, `Index`): the one type it accepts, which
    /// the format engine uses when the format does not spell the type.
    pub buildable: Option<fn(&Context) -> Type>,
    /// The constraint is one registered dialect type (`dialect.mnemonic`):
    /// `type($x)` prints it stripped (parameters only), as ODS does for a
    /// constraint with a C++ class.
    pub dialect_type: Option<&'static str>,
    /// The builtin type class the constraint's C++ type is (`MemRefType`
    /// for `AnyMemRef`): `type($x)` parses a type of that class only.
    pub class: Option<TypeClass>,
}

/// A builtin type class an ODS constraint may name as its C++ type. A
/// custom format's `type($x)` rejects a type of another class while
/// parsing (`invalid kind of type specified`), before any verifier runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeClass {
    MemRef,
    UnrankedMemRef,
    Vector,
}

impl TypeClass {
    /// The class's type name, as MLIR's parser names it.
    pub fn name(self) -> &'static str {
        match self {
            TypeClass::MemRef => "builtin.memref",
            TypeClass::UnrankedMemRef => "builtin.unranked_memref",
            TypeClass::Vector => "builtin.vector",
        }
    }

    pub fn contains(self, ctx: &Context, t: Type) -> bool {
        use crate::types::TypeData;
        matches!(
            (self, ctx.type_data(t)),
            (TypeClass::MemRef, TypeData::MemRef { .. })
                | (TypeClass::UnrankedMemRef, TypeData::UnrankedMemRef { .. })
                | (TypeClass::Vector, TypeData::Vector { .. })
        )
    }
}

impl TypeConstraint {
    pub const fn new(summary: &'static str, check: fn(&Context, Type) -> bool) -> TypeConstraint {
        TypeConstraint {
            summary,
            check,
            buildable: None,
            dialect_type: None,
            class: None,
        }
    }

    /// This constraint, whose C++ type is builtin type class `class`.
    pub const fn of_class(self, class: TypeClass) -> TypeConstraint {
        TypeConstraint {
            class: Some(class),
            ..self
        }
    }

    pub const fn buildable(
        summary: &'static str,
        check: fn(&Context, Type) -> bool,
        build: fn(&Context) -> Type,
    ) -> TypeConstraint {
        TypeConstraint {
            summary,
            check,
            buildable: Some(build),
            dialect_type: None,
            class: None,
        }
    }
}

impl std::fmt::Debug for TypeConstraint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.summary)
    }
}

/// An operand or result declaration.
#[derive(Clone, Copy, Debug)]
pub struct ValueDecl {
    pub name: &'static str,
    pub arity: Arity,
    /// `None` accepts any type.
    pub constraint: Option<TypeConstraint>,
}

// Shorthands for declarations, as ODS spells them: `one` is `C:$name`,
// `opt` is `Optional<C>:$name`, `many` is `Variadic<C>:$name`; the `any_`
// forms take `AnyType`.

pub const fn one(name: &'static str, c: TypeConstraint) -> ValueDecl {
    ValueDecl {
        name,
        arity: Arity::Single,
        constraint: Some(c),
    }
}
pub const fn any_one(name: &'static str) -> ValueDecl {
    ValueDecl {
        name,
        arity: Arity::Single,
        constraint: None,
    }
}
pub const fn opt(name: &'static str, c: TypeConstraint) -> ValueDecl {
    ValueDecl {
        name,
        arity: Arity::Optional,
        constraint: Some(c),
    }
}
pub const fn many(name: &'static str, c: TypeConstraint) -> ValueDecl {
    ValueDecl {
        name,
        arity: Arity::Variadic,
        constraint: Some(c),
    }
}
pub const fn any_many(name: &'static str) -> ValueDecl {
    ValueDecl {
        name,
        arity: Arity::Variadic,
        constraint: None,
    }
}

/// An attribute declaration (an inherent attribute / property).
#[derive(Clone, Copy, Debug)]
pub struct AttrDecl {
    pub name: &'static str,
    pub optional: bool,
    /// Human-readable kind for messages, e.g. `"64-bit signless integer attribute"`.
    pub summary: &'static str,
    /// Checks the attribute's kind; `None` accepts any attribute.
    pub check: Option<fn(&Context, crate::attributes::Attribute) -> bool>,
    /// How the format engine parses and prints `$name`.
    pub kind: AttrKind,
    /// ODS `DefaultValuedAttr`: materialised when absent (generic form shows
    /// it), elided from the custom form when equal.
    pub default: Option<AttrDefault>,
    /// Whether the parser adds the default when the attribute is absent:
    /// false for ODS's `DefaultValuedOptionalAttr`, whose default is only
    /// elided from the custom form.
    pub materialized: bool,
}

impl AttrDecl {
    /// A required attribute.
    pub const fn new(name: &'static str, summary: &'static str, kind: AttrKind) -> AttrDecl {
        AttrDecl {
            name,
            optional: false,
            summary,
            check: None,
            kind,
            default: None,
            materialized: true,
        }
    }

    /// An `OptionalAttr`.
    pub const fn optional(name: &'static str, summary: &'static str, kind: AttrKind) -> AttrDecl {
        AttrDecl {
            optional: true,
            ..AttrDecl::new(name, summary, kind)
        }
    }

    /// A `DefaultValuedAttr` (never reported missing: the default fills in).
    pub const fn with_default(
        name: &'static str,
        summary: &'static str,
        kind: AttrKind,
        default: AttrDefault,
    ) -> AttrDecl {
        AttrDecl {
            optional: true,
            default: Some(default),
            ..AttrDecl::new(name, summary, kind)
        }
    }

    /// A `DefaultValuedOptionalAttr`: elided from the custom form when equal
    /// to its default, never added when absent.
    pub const fn with_optional_default(
        name: &'static str,
        summary: &'static str,
        kind: AttrKind,
        default: AttrDefault,
    ) -> AttrDecl {
        AttrDecl {
            materialized: false,
            ..AttrDecl::with_default(name, summary, kind, default)
        }
    }

    /// The same declaration under another name (one confined kind, used
    /// for several attributes).
    pub const fn named(mut self, name: &'static str) -> AttrDecl {
        self.name = name;
        self
    }

    pub const fn checked(
        mut self,
        check: fn(&Context, crate::attributes::Attribute) -> bool,
    ) -> AttrDecl {
        self.check = Some(check);
        self
    }

    /// Whether `a` satisfies the declaration's constraint: its check, or
    /// for an attribute of a fixed type (`I32Attr`, `IndexAttr`, `F32Attr`)
    /// without one, that it is an integer or float of that very type.
    pub fn holds(&self, ctx: &Context, a: crate::attributes::Attribute) -> bool {
        use crate::attributes::AttrData;
        if let Some(check) = self.check {
            return check(ctx, a);
        }
        let AttrKind::Typed(ty) = self.kind else {
            return true;
        };
        let ty = ty(ctx);
        match ctx.attr_data(a) {
            AttrData::Integer { ty: t, .. } | AttrData::Float { ty: t, .. } => *t == ty,
            AttrData::WideInteger { ty: t, .. } => *t == ty,
            AttrData::Bool(_) => ty == ctx.int_type(1),
            _ => !matches!(
                ctx.type_data(ty),
                crate::types::TypeData::Integer { .. }
                    | crate::types::TypeData::Index
                    | crate::types::TypeData::Float(_)
            ),
        }
    }

    /// The default value as an attribute, if the declaration has one.
    pub fn default_attr(&self, ctx: &Context) -> Option<crate::attributes::Attribute> {
        crate::format::default_attr(ctx, self)
    }
}

/// How an attribute variable (`$name`) is parsed and printed by the format
/// engine, following ODS: enum attributes as keywords, symbol names as
/// `@name`, attributes with a buildable type without their `: type`, dialect
/// attributes stripped of their `#dialect.mnemonic` prefix.
#[derive(Clone, Copy, Debug)]
pub enum AttrKind {
    /// Any attribute, printed in full.
    Any,
    /// An attribute whose type is fixed (`I64Attr`, `IndexAttr`, `BoolAttr`):
    /// printed without the type, parsed with it.
    Typed(fn(&Context) -> Type),
    /// `SymbolNameAttr`: a string printed as `@name`.
    SymbolName,
    /// `UnitAttr`.
    Unit,
    /// `StrAttr`.
    String,
    /// `TypeAttr` / `TypeAttrOf<...>`: printed as the bare type.
    TypeAttr,
    /// An enum attribute (keyword in formats).
    Enum(&'static EnumDef),
    /// A registered dialect attribute (`dialect.mnemonic`), printed stripped.
    Dialect(&'static str),
    /// `DenseI64ArrayAttr` / `DenseI32ArrayAttr` / `DenseBoolArrayAttr`,
    /// printed stripped as `[1, 2]`.
    DenseI64Array,
    DenseI32Array,
    DenseBoolArray,
    /// `ArrayAttr` and friends.
    Array,
    /// `DictionaryAttr`.
    Dictionary,
}

/// A default value of a `DefaultValuedAttr`.
#[derive(Clone, Copy, Debug)]
pub enum AttrDefault {
    /// An enum case value (the attribute's kind is `Enum`).
    Enum(i64),
    /// An integer of the kind's type (the attribute's kind is `Typed`).
    Int(i64),
    Bool(bool),
    String(&'static str),
    /// An empty dense array.
    EmptyArray,
    /// A registered dialect attribute without parameters, by its full name
    /// (`ub.poison` for `#ub.poison`).
    DialectAttr(&'static str),
}

/// An enum as ODS declares it (`I64EnumAttr`, `I32BitEnumAttr`, wrapped in an
/// `EnumAttr` or not).
#[derive(Debug)]
pub struct EnumDef {
    pub name: &'static str,
    pub cases: &'static [(&'static str, i64)],
    /// A bit enum: values are sets of cases, printed `a, b` with `separator`.
    pub bit: bool,
    pub separator: &'static str,
    pub storage: EnumStorage,
    /// How the enum's parser names it when a word is not one of its cases.
    pub spelling: EnumSpelling,
}

/// How MLIR's parser of an enum parameter (its `FieldParser`) reports a
/// word that is not one of the cases: each form is followed by the owner's
/// `failed to parse <Def> parameter '<param>' which is to be a `<C++ type>``.
#[derive(Clone, Copy, Debug)]
pub enum EnumSpelling {
    /// Not modelled (no MLIR counterpart): our own message, naming the
    /// attribute (`expected string or keyword containing one of the
    /// following enum values for attribute 'x' [...]`).
    Unnamed,
    /// The ODS-generated parser: `expected ::mlir::NVVM::ShflKind to be one
    /// of: bfly, up, ...`; holds the qualified C++ enum.
    Generated(&'static str),
    /// A hand-written parser (LLVM's enums, a few NVVM ones): `expected one
    /// of [a, b] for <summary>, got: <word>`; holds the C++ type as the
    /// parameter spells it (`linkage::Linkage`) and the enum's summary.
    Summary {
        cpp: &'static str,
        summary: &'static str,
    },
}

/// How an enum value is stored as an attribute.
#[derive(Clone, Copy, Debug)]
pub enum EnumStorage {
    /// A signless integer attribute of this width (`predicate = 0 : i64`).
    Int(u32),
    /// A registered dialect attribute (`dialect.mnemonic`) whose one
    /// parameter is the value as `Param::Int`.
    Dialect(&'static str),
}

impl EnumDef {
    pub fn case_name(&self, value: i64) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == value).map(|c| c.0)
    }

    pub fn case_value(&self, name: &str) -> Option<i64> {
        self.cases.iter().find(|c| c.0 == name).map(|c| c.1)
    }

    /// This enum, parsed as MLIR's generated `FieldParser` of `cpp` (the
    /// qualified C++ enum) does.
    pub const fn generated(self, cpp: &'static str) -> EnumDef {
        EnumDef {
            spelling: EnumSpelling::Generated(cpp),
            ..self
        }
    }

    /// This enum, parsed as a hand-written `FieldParser` naming the enum by
    /// `summary` does; `cpp` is the C++ type as the parameter spells it.
    pub const fn summarized(self, cpp: &'static str, summary: &'static str) -> EnumDef {
        EnumDef {
            spelling: EnumSpelling::Summary { cpp, summary },
            ..self
        }
    }
}

/// A successor declaration.
#[derive(Clone, Copy, Debug)]
pub struct SuccessorDecl {
    pub name: &'static str,
    pub variadic: bool,
}

/// A type relation the format engine uses to infer types it did not parse
/// (ODS `AllTypesMatch`, `TypesMatchWith`): the type of `to` is the type of
/// `from`, transformed by `transform` if given. Names are operand or result
/// names; a relation applies elementwise to variadic groups of equal size.
#[derive(Clone, Copy)]
pub struct TypeRelation {
    pub from: &'static str,
    pub to: &'static str,
    pub transform: Option<fn(&Context, Type) -> Type>,
}

impl TypeRelation {
    pub const fn same(from: &'static str, to: &'static str) -> TypeRelation {
        TypeRelation {
            from,
            to,
            transform: None,
        }
    }
}

/// An ODS predicate trait over the types of named operands and results
/// (`PredOpTrait`s), checked with the declared type constraints, in
/// declaration order; a failure reads `failed to verify that <summary>`.
#[derive(Clone, Copy, Debug)]
pub enum TypePredicate {
    /// `AllTypesMatch<[..]>`: `all of {a, b} have same type`.
    AllTypesMatch(&'static [&'static str]),
    /// `AllShapesMatch<[..]>`: `all of {a, b} have same shape`.
    AllShapesMatch(&'static [&'static str]),
    /// `AllRanksMatch<[..]>`: `all of {a, b} have same rank`.
    AllRanksMatch(&'static [&'static str]),
    /// `AllElementTypesMatch<[..]>`: `all of {a, b} have same element type`.
    AllElementTypesMatch(&'static [&'static str]),
    /// Any other predicate (`TypesMatchWith`, a dialect's own classes):
    /// its summary and its check over the op's named types.
    Custom {
        summary: &'static str,
        check: fn(&Context, &NamedTypes<'_>) -> bool,
    },
}

/// The types of an op's operand and result groups, by declared name: what
/// a [`TypePredicate::Custom`] check reads.
pub struct NamedTypes<'a> {
    pub def: &'a OpDef,
    pub operand_groups: &'a [usize],
    pub operands: &'a [Type],
    pub result_groups: &'a [usize],
    pub results: &'a [Type],
}

impl<'a> NamedTypes<'a> {
    /// The types of the operand or result group `name` (empty when unknown).
    pub fn get(&self, name: &str) -> &'a [Type] {
        let lookup = |decls: &[ValueDecl], groups: &[usize], types: &'a [Type]| {
            let mut start = 0usize;
            for (decl, &size) in decls.iter().zip(groups) {
                if decl.name == name {
                    return types.get(start..start + size);
                }
                start += size;
            }
            None
        };
        lookup(self.def.operands, self.operand_groups, self.operands)
            .or_else(|| lookup(self.def.results, self.result_groups, self.results))
            .unwrap_or(&[])
    }

    /// The one type of a single (or present optional) group.
    pub fn one(&self, name: &str) -> Option<Type> {
        self.get(name).first().copied()
    }
}

/// Infers result types from the parsed operand types and attributes
/// (`InferTypeOpInterface`); `None` when it cannot.
pub type InferTypesFn =
    fn(&Context, &[Type], &[crate::attributes::NamedAttr]) -> Option<smallvec::SmallVec<[Type; 2]>>;

/// A region declaration.
#[derive(Clone, Copy, Debug)]
pub struct RegionDecl {
    pub name: &'static str,
    /// Variadic regions (`VariadicRegion`) use `Arity::Variadic`.
    pub arity: Arity,
    /// `SizedRegion<1>`: exactly one block (`MaxSizedRegion<1>`, as in
    /// `scf.if`'s else region, is left to the op's `SingleBlock` trait).
    pub single_block: bool,
}

impl RegionDecl {
    /// `AnyRegion:$name`.
    pub const fn any(name: &'static str) -> RegionDecl {
        RegionDecl {
            name,
            arity: Arity::Single,
            single_block: false,
        }
    }

    /// `SizedRegion<1>:$name`.
    pub const fn sized(name: &'static str) -> RegionDecl {
        RegionDecl {
            name,
            arity: Arity::Single,
            single_block: true,
        }
    }
}

/// A read-only view of one op for verifiers and hooks.
#[derive(Clone, Copy)]
pub struct OpRef<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub op: OpId,
}

/// Parses the custom form of an op after its name; fills `state`.
pub type ParseFn = fn(&mut dyn AsmParser, &mut OperationState) -> ParseResult<()>;
/// Prints the custom form of an op after its name (MLIR's `print(OpAsmPrinter&)`).
pub type PrintFn = fn(&mut dyn AsmPrinter, OpId);
/// An op-specific verifier, run after the declared constraints hold.
pub type VerifyFn = fn(OpRef<'_>) -> Result<(), Diagnostic>;
/// An op-specific verifier that may report several errors before failing,
/// as some MLIR verifiers do (each `emitOpError` is reported; the op fails
/// once at the end). Runs where [`VerifyFn`] would.
pub type VerifyAllFn = fn(OpRef<'_>) -> Verdict;
/// What a [`VerifyAllFn`] found: nothing, or its errors in emission order.
pub type Verdict = Result<(), OpErrors>;

/// The errors one op verifier reported, in the order it reported them;
/// never empty. The first is held apart so that the usual single error
/// costs no allocation beyond the diagnostic itself.
#[derive(Clone, Debug)]
pub struct OpErrors {
    first: Diagnostic,
    more: Vec<Diagnostic>,
}

impl OpErrors {
    /// The verdict for `errors`: `Ok` if there are none.
    pub fn verdict(errors: impl IntoIterator<Item = Diagnostic>) -> Verdict {
        let mut errors = errors.into_iter();
        match errors.next() {
            None => Ok(()),
            Some(first) => Err(OpErrors {
                first,
                more: errors.collect(),
            }),
        }
    }

    /// Adds a later error.
    pub fn push(&mut self, diag: Diagnostic) {
        self.more.push(diag);
    }

    /// Every error, first to last.
    pub fn iter(&self) -> impl Iterator<Item = &Diagnostic> {
        std::iter::once(&self.first).chain(&self.more)
    }

    /// Applies `f` to every error, keeping their order.
    pub fn map(self, mut f: impl FnMut(Diagnostic) -> Diagnostic) -> OpErrors {
        OpErrors {
            first: f(self.first),
            more: self.more.into_iter().map(f).collect(),
        }
    }

    /// Moves every error but the last onto `earlier` and returns the last
    /// (the one that fails the op, as a single error does).
    pub fn split_last(self, earlier: &mut Vec<Diagnostic>) -> Diagnostic {
        let OpErrors { first, mut more } = self;
        match more.pop() {
            None => first,
            Some(last) => {
                earlier.push(first);
                earlier.append(&mut more);
                last
            }
        }
    }
}

impl From<Diagnostic> for OpErrors {
    fn from(first: Diagnostic) -> OpErrors {
        OpErrors {
            first,
            more: Vec::new(),
        }
    }
}

/// An op's region verifier (MLIR's `verifyRegions`), run once everything
/// nested in the op verified. A failure names the op it is about (the op
/// itself or one nested in it), which the verifier shows as the current op.
pub type VerifyRegionsFn = for<'a> fn(OpRef<'a>) -> Result<(), (OpRef<'a>, Diagnostic)>;
/// Result-name hints (MLIR's `getAsmResultNames`): calls `set_name(value, "c0_i32")`.
pub type ResultNamesFn = fn(OpRef<'_>, &mut dyn FnMut(Value, &str));

/// One op of a dialect.
#[derive(Clone, Copy)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    pub summary: &'static str,
    pub traits: Traits,
    /// `HasParent<...>`: the ops this op may be directly nested in (empty: any).
    pub parents: &'static [&'static str],
    pub operands: &'static [ValueDecl],
    pub results: &'static [ValueDecl],
    pub attributes: &'static [AttrDecl],
    pub regions: &'static [RegionDecl],
    /// Number of successors (`None`: any number, for variadic successors).
    pub successors: Option<u32>,
    /// Declarative assembly format (ODS syntax), interpreted by the format engine.
    pub format: Option<&'static str>,
    /// Hand-written parser; takes precedence over `format`.
    pub parse: Option<ParseFn>,
    /// Hand-written printer; takes precedence over `format`.
    pub print: Option<PrintFn>,
    pub verify: Option<VerifyFn>,
    /// An op-specific verifier that may report several errors; runs right
    /// after `verify` (an op sets one or the other).
    pub verify_all: Option<VerifyAllFn>,
    pub result_names: Option<ResultNamesFn>,
    /// `OpAsmOpInterface::getDefaultDialect`: ops nested in this op's regions
    /// may be written without this dialect prefix.
    pub default_dialect: Option<&'static str>,
    /// Named successors, for formats (`$dest`); their count matches `successors`.
    pub successor_decls: &'static [SuccessorDecl],
    /// Type relations for parsing formats that omit some types.
    pub type_relations: &'static [TypeRelation],
    /// Predicate traits on named types, verified after the type constraints.
    pub predicates: &'static [TypePredicate],
    /// Result type inference for formats that do not spell result types.
    pub infer_result_types: Option<InferTypesFn>,
    /// `SingleBlockImplicitTerminator<"...">`: the terminator op's name.
    pub implicit_terminator: Option<&'static str>,
    /// `OpAsmOpInterface::getAsmBlockArgumentNames` (region argument hints).
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// An op-specific verifier that needs the parent op, which may live in
    /// another body (the parent of `func.return` is the IsolatedFromAbove
    /// `func.func` owning the return's body). The verifier calls it right
    /// after `verify`, passing the parent op (in its own body) if any.
    pub verify_with_parent: Option<VerifyWithParentFn>,
    /// An op-specific verifier that walks the op's ancestors (MLIR's
    /// `getParentOp()` chains, e.g. a loop exit looking for its loop): the
    /// verifier passes them innermost first, across isolated bodies, after
    /// `verify_with_parent`.
    pub verify_with_ancestors: Option<VerifyWithAncestorsFn>,
    /// `SymbolUserOpInterface::verifySymbolUses`: checks the symbols the op
    /// references. Run by the nearest enclosing symbol table's verifier,
    /// after everything in the table verified (as MLIR does).
    pub verify_symbol_uses: Option<VerifySymbolUsesFn>,
    /// `hasRegionVerifier`: see [`VerifyRegionsFn`]; runs after the
    /// region invariants of the op's traits.
    pub verify_regions: Option<VerifyRegionsFn>,
    /// What transformations need to know about the op (its interfaces),
    /// grouped apart from how it is parsed, printed and verified.
    pub interfaces: Interfaces,
}

/// The interfaces of an op that passes consult (MLIR's op interfaces), in
/// one group so that more can be added without widening [`OpDef`] itself.
#[derive(Clone, Copy, Debug)]
pub struct Interfaces {
    /// `MemoryEffectOpInterface` (see [`crate::effects`]).
    pub memory_effects: crate::effects::MemoryEffects,
    /// The op's folder (see [`crate::fold`]); a `ConstantLike` op's gives
    /// its value.
    pub fold: Option<crate::fold::FoldFn>,
    /// The folder of an op whose MLIR folder changes the op it folds (see
    /// [`crate::fold::UpdatingFoldFn`]); used instead of `fold` when set.
    pub fold_updating: Option<crate::fold::UpdatingFoldFn>,
    /// The op's canonicalization patterns (MLIR's
    /// `getCanonicalizationPatterns`), rooted at this op, in the order
    /// upstream adds them; the greedy driver tries them, highest benefit
    /// first, when folding fails.
    pub canonicalization_patterns: &'static [RewritePattern],
    /// `BranchOpInterface`: which operands a terminator forwards to each
    /// successor.
    pub branch: Option<BranchInterface>,
    /// `CallOpInterface` (see [`crate::call`]).
    pub call: Option<&'static crate::call::CallOpInterface>,
    /// `CallableOpInterface` (see [`crate::call`]).
    pub callable: Option<&'static crate::call::CallableOpInterface>,
    /// `ConditionallySpeculatable` (see [`crate::speculation`]).
    pub speculation: crate::speculation::Speculation,
    /// `LoopLikeOpInterface`: every region is a loop body (see
    /// [`crate::control_flow`]).
    pub loop_like: bool,
    /// `RegionBranchOpInterface`: where control and values go between the
    /// op and its regions (see [`crate::region_branch`]).
    pub region_branch: Option<&'static crate::region_branch::RegionBranchOpInterface>,
    /// `RegionBranchTerminatorOpInterface`: which operands of a region's
    /// terminator go to which successor (see [`crate::region_branch`]).
    pub region_terminator: Option<&'static crate::region_branch::RegionBranchTerminatorOpInterface>,
}

/// MLIR's `BranchOpInterface` (for successors that produce no values of
/// their own: every successor argument is forwarded by the branch).
#[derive(Clone, Copy, Debug)]
pub struct BranchInterface {
    /// The positions of the operands forwarded to successor `index`
    /// (`getSuccessorOperands(index)`).
    pub successor_operands: fn(OpRef<'_>, usize) -> std::ops::Range<usize>,
    /// Makes `values` the operands forwarded to successor `index`, keeping
    /// the other operands and the op's segment attributes right.
    pub set_successor_operands: fn(&Context, &mut Body, OpId, usize, &[Value]),
}

impl Interfaces {
    pub const DEFAULT: Interfaces = Interfaces {
        memory_effects: crate::effects::MemoryEffects::FromTraits,
        fold: None,
        fold_updating: None,
        canonicalization_patterns: &[],
        branch: None,
        call: None,
        callable: None,
        speculation: crate::speculation::Speculation::FromTraits,
        loop_like: false,
        region_branch: None,
        region_terminator: None,
    };

    /// The interfaces of an op that declares its memory effects and
    /// nothing else.
    pub const fn effects(effects: &'static [crate::effects::EffectDecl]) -> Interfaces {
        Interfaces {
            memory_effects: crate::effects::MemoryEffects::Declared(effects),
            ..Interfaces::DEFAULT
        }
    }
}

/// A rewrite pattern rooted at one op (MLIR's `OpRewritePattern`): tries to
/// match the op and, if it does, rewrites it through the rewriter (which
/// tells the driver's listener of every change) and returns true. A pattern
/// that returns false must leave the IR unchanged.
pub type PatternFn = fn(&mut crate::rewriter::Rewriter<'_>, OpId) -> bool;

/// One rewrite pattern of an op (see [`Interfaces::canonicalization_patterns`]).
#[derive(Clone, Copy, Debug)]
pub struct RewritePattern {
    /// Upstream's debug name, the label `disable-patterns` and
    /// `enable-patterns` match: the C++ class as `llvm::getTypeName` spells
    /// it, e.g. `(anonymous namespace)::RemoveStaticCondition`.
    pub name: &'static str,
    /// Higher benefit is tried first; equal benefits keep their order.
    pub benefit: u16,
    pub rewrite: PatternFn,
}

impl RewritePattern {
    /// A pattern of benefit 1 (upstream's default).
    pub const fn new(name: &'static str, rewrite: PatternFn) -> RewritePattern {
        RewritePattern {
            name,
            benefit: 1,
            rewrite,
        }
    }

    pub const fn with_benefit(mut self, benefit: u16) -> RewritePattern {
        self.benefit = benefit;
        self
    }
}

/// A dialect's constant materializer (MLIR's `Dialect::materializeConstant`):
/// creates, at the rewriter's insertion point, a constant op of `value` with
/// result type `ty`; `None` when the dialect cannot.
pub type MaterializeFn = fn(
    &mut crate::rewriter::Rewriter<'_>,
    crate::attributes::Attribute,
    Type,
    crate::attributes::Location,
) -> Option<OpId>;

/// The symbols of one symbol table op (`builtin.module`), by name: what an
/// [`OpDef::verify_symbol_uses`] hook looks its references up in (MLIR's
/// `SymbolTableCollection::lookupNearestSymbolFrom`: the nearest enclosing
/// table only).
pub struct SymbolTableRef<'a> {
    pub ctx: &'a Context,
    /// The body holding the table's symbols.
    body: &'a Body,
    symbols: &'a rustc_hash::FxHashMap<&'a [u8], OpId>,
}

impl<'a> SymbolTableRef<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        body: &'a Body,
        symbols: &'a rustc_hash::FxHashMap<&'a [u8], OpId>,
    ) -> Self {
        SymbolTableRef { ctx, body, symbols }
    }

    /// The symbol op named `name` in this table.
    pub fn lookup(&self, name: &str) -> Option<OpRef<'a>> {
        self.symbols.get(name.as_bytes()).map(|&op| OpRef {
            ctx: self.ctx,
            body: self.body,
            op,
        })
    }
}

/// See [`OpDef::verify_symbol_uses`].
pub type VerifySymbolUsesFn = fn(OpRef<'_>, &SymbolTableRef<'_>) -> Result<(), Diagnostic>;

/// See [`OpDef::verify_with_ancestors`].
pub type VerifyWithAncestorsFn = fn(OpRef<'_>, &[OpRef<'_>]) -> Result<(), Diagnostic>;

/// See [`OpDef::verify_with_parent`].
pub type VerifyWithParentFn = fn(OpRef<'_>, Option<OpRef<'_>>) -> Result<(), Diagnostic>;

/// Block-argument name hints: calls `set_name(value, "iterArg0")`.
pub type BlockArgNamesFn = fn(OpRef<'_>, &mut dyn FnMut(Value, &str));

impl OpDef {
    /// The all-defaults definition to start a `const` definition from.
    pub const DEFAULT: OpDef = OpDef {
        name: "",
        summary: "",
        traits: Traits::NONE,
        parents: &[],
        operands: &[],
        results: &[],
        attributes: &[],
        regions: &[],
        successors: Some(0),
        format: None,
        parse: None,
        print: None,
        verify: None,
        verify_all: None,
        result_names: None,
        default_dialect: None,
        successor_decls: &[],
        type_relations: &[],
        predicates: &[],
        infer_result_types: None,
        implicit_terminator: None,
        block_arg_names: None,
        verify_with_parent: None,
        verify_with_ancestors: None,
        verify_symbol_uses: None,
        verify_regions: None,
        interfaces: Interfaces::DEFAULT,
    };

    pub fn has(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }

    pub fn is_isolated(&self) -> bool {
        self.has(Traits::ISOLATED_FROM_ABOVE)
    }

    /// Whether `name` is one of this op's inherent attributes.
    pub fn declares_attr(&self, name: &str) -> bool {
        self.attributes.iter().any(|a| a.name == name)
            || (self.has(Traits::ATTR_SIZED_OPERAND_SEGMENTS) && name == "operandSegmentSizes")
            || (self.has(Traits::ATTR_SIZED_RESULT_SEGMENTS) && name == "resultSegmentSizes")
    }

    /// Adds the default value of every default-valued attribute missing from
    /// `attrs` (MLIR materialises them as properties; the generic form shows
    /// them). The parser calls this for generic and custom forms alike.
    pub fn materialize_defaults(&self, ctx: &Context, attrs: &mut crate::attributes::AttrList) {
        for decl in self.attributes {
            if decl.default.is_none()
                || !decl.materialized
                || attrs.iter().any(|a| ctx.str(a.name) == decl.name)
            {
                continue;
            }
            if let Some(value) = decl.default_attr(ctx) {
                attrs.push(crate::attributes::NamedAttr {
                    name: ctx.static_symbol(decl.name),
                    value,
                });
            }
        }
    }

    /// The declaration of inherent attribute `name`.
    pub fn attr_decl(&self, name: &str) -> Option<&'static AttrDecl> {
        self.attributes.iter().find(|a| a.name == name)
    }

    /// The dialect namespace (text before the first `.`).
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(d, _)| d)
    }
}

/// Parses a dialect type's body after `!dialect.mnemonic` (or after the
/// mnemonic where the dialect prefix is implied).
pub type TypeParseFn = fn(&mut dyn AsmParser) -> ParseResult<Type>;
/// Prints a dialect type's body after its mnemonic.
pub type TypePrintFn = fn(&mut dyn AsmPrinter, Type);
/// Parses a dialect attribute's body after `#dialect.mnemonic`.
pub type AttrParseFn =
    fn(&mut dyn AsmParser, Option<Type>) -> ParseResult<crate::attributes::Attribute>;
/// Prints a dialect attribute's body after its mnemonic.
pub type AttrPrintFn = fn(&mut dyn AsmPrinter, crate::attributes::Attribute);

/// One type of a dialect (`!gpu.async.token`, `!cuda_tile.tile<...>`).
#[derive(Clone, Copy)]
pub struct TypeDef {
    /// The mnemonic after the dialect prefix (`async.token`, `tile`).
    pub mnemonic: &'static str,
    /// Declarative assembly format for the parameters, if any.
    pub format: Option<&'static str>,
    pub parse: Option<TypeParseFn>,
    pub print: Option<TypePrintFn>,
    /// The parameters, in storage order (`Param`s of `TypeData::Dialect`).
    pub params: &'static [ParamDecl],
    /// The ODS def name (`NVGPU_TensorMapDescriptor`), which MLIR's
    /// generated parser names when a parameter fails to parse.
    pub ods_name: &'static str,
    /// MLIR's `ShapedTypeInterface` for a type whose shape and element type
    /// are two of its parameters: dense elements attributes (`dense<...>`)
    /// may then be of this type.
    pub shaped: Option<ShapedParams>,
}

/// Which parameters of a shaped dialect type hold its shape
/// (`Param::Shape`) and its element type (`Param::Type`).
#[derive(Clone, Copy, Debug)]
pub struct ShapedParams {
    pub shape: usize,
    pub element: usize,
}

impl TypeDef {
    pub const DEFAULT: TypeDef = TypeDef {
        mnemonic: "",
        format: None,
        parse: None,
        print: None,
        params: &[],
        ods_name: "",
        shaped: None,
    };
}

/// One attribute of a dialect (`#arith.overflow<nsw>`).
#[derive(Clone, Copy)]
pub struct AttrDef {
    pub mnemonic: &'static str,
    pub format: Option<&'static str>,
    pub parse: Option<AttrParseFn>,
    pub print: Option<AttrPrintFn>,
    /// The parameters, in storage order (`Param`s of `AttrData::Dialect`).
    pub params: &'static [ParamDecl],
    /// The ODS def name (`ShflKindAttr`, `GPU_DimensionAttr`), which MLIR's
    /// generated parser names when a parameter fails to parse.
    pub ods_name: &'static str,
    /// A location (MLIR's `LocationAttrDef`, e.g. `#cuda_tile.di_loc`):
    /// usable in `loc(...)`, where it is held as [`LocData::Dialect`]
    /// (crate::attributes::LocData) and aliased `#loc` like the builtin ones.
    pub location: bool,
    /// The alias name the dialect's `OpAsmDialectInterface::getAlias`
    /// gives it (`#di_file`), if any.
    pub alias: Option<&'static str>,
    /// The alias is printed wherever the attribute is (llvm's loop
    /// metadata); otherwise only where the attribute holds a location
    /// (cuda_tile's debug-info scopes print in full in other attributes).
    pub alias_always: bool,
    /// The C++ type MLIR's generated parser names for each parameter, in
    /// `params` order (`IntegerAttr`, `::llvm::ArrayRef<StringAttr>`), or
    /// none. With the `ods_name`, a parameter that fails to parse adds
    /// MLIR's `failed to parse <ods_name> parameter '<name>' which is to be
    /// a <cpp>` error; an `Attr` parameter whose type names a builtin
    /// attribute class (`BoolAttr`, `StringAttr`, ...) must be of it.
    pub param_cpp: &'static [&'static str],
    /// The attribute's `verify` (MLIR's `genVerifyDecl`), run on the
    /// parameters of a declarative format once parsed; its message is
    /// reported where the parameters start.
    pub verify: Option<AttrVerifyFn>,
}

/// See [`AttrDef::verify`].
pub type AttrVerifyFn = fn(&Context, &[Param]) -> Result<(), String>;

impl AttrDef {
    pub const DEFAULT: AttrDef = AttrDef {
        mnemonic: "",
        format: None,
        parse: None,
        print: None,
        params: &[],
        ods_name: "",
        location: false,
        alias: None,
        alias_always: false,
        param_cpp: &[],
        verify: None,
    };
}

/// A parameter of a dialect type or attribute.
#[derive(Clone, Copy, Debug)]
pub struct ParamDecl {
    pub name: &'static str,
    pub kind: ParamKind,
    /// `OptionalParameter`: may be `Param::Absent`.
    pub optional: bool,
}

impl ParamDecl {
    pub const fn new(name: &'static str, kind: ParamKind) -> ParamDecl {
        ParamDecl {
            name,
            kind,
            optional: false,
        }
    }
}

/// How a parameter is parsed and printed (and which `Param` variant holds it).
#[derive(Clone, Copy, Debug)]
pub enum ParamKind {
    /// `Param::Type`.
    Type,
    /// `Param::Attr`.
    Attr,
    /// `Param::Int`: a signed integer.
    Int,
    /// `Param::Bool`: `true` / `false`.
    Bool,
    /// `Param::String`: a quoted string.
    String,
    /// `Param::Int`: an enum value printed as keyword(s).
    Enum(&'static EnumDef),
    /// `Param::Shape`: `4x?x8` dimensions (followed by `x` when more follows).
    Shape,
    /// `Param::Ints`: `[1, 2]`-style comma-separated integers (no brackets).
    Ints,
    /// `Param::Attr`: an attribute of the named dialect attribute (a
    /// parameter typed `LoopUnrollAttr`): written in full, as its alias, or
    /// stripped of `#dialect.mnemonic` (`<disable = true>`); printed as its
    /// alias or stripped (MLIR's `printStrippedAttrOrType`).
    DialectAttr(&'static str),
    /// `Param::Attr` holding an array of attributes of the named dialect
    /// attribute (`OptionalArrayRefParameter`): comma-separated, each as
    /// [`ParamKind::DialectAttr`]; in a `struct` it must come last.
    DialectAttrList(&'static str),
    /// A parameter the dialect parses and prints itself: see [`FieldDef`].
    Field(&'static FieldDef),
}

/// A parameter whose ODS declaration brings its own parser and printer (an
/// `AttrOrTypeParameter` with `parser`/`printer` code, such as llvm's DWARF
/// keywords), or whose C++ type is a class of attributes checked after
/// parsing (`DIScopeAttr`, `StringAttr`). The dialect supplies both halves;
/// the engine follows a parse failure with MLIR's `failed to parse <def>
/// parameter '<name>' which is to be a `<cpp>``, and a `struct` leaves the
/// parameter out where `is_default` says so.
#[derive(Clone, Copy, Debug)]
pub struct FieldDef {
    /// The parameter's C++ type, as MLIR's message names it.
    pub cpp: &'static str,
    pub parse: fn(&mut dyn AsmParser) -> ParseResult<crate::types::Param>,
    pub print: fn(&mut dyn AsmPrinter, &crate::types::Param),
    /// Whether a `struct` leaves a present value out (ODS's `defaultValue`:
    /// an `OptionalParameter<"unsigned">` at 0, but not a
    /// `std::optional<unsigned>` one).
    pub is_default: fn(&crate::types::Param) -> bool,
}

/// A `custom<Name>(...)` directive: hand-written parse and print of a piece
/// of a declarative format. Arguments arrive as [`crate::format::CustomArg`]s
/// in the order the format lists them.
#[derive(Clone, Copy)]
pub struct CustomDirective {
    pub name: &'static str,
    pub parse: fn(&mut dyn AsmParser, &mut [crate::format::CustomArg]) -> ParseResult<()>,
    pub print: fn(&mut dyn AsmPrinter, OpId, &[crate::format::CustomArg]),
}

/// A `custom<Name>(type($x))` directive that only spells types: one hook
/// parses a type and one prints it (MLIR's custom type printers such as
/// cuda_tile's `CudaTileType`, which writes the dialect's types without
/// their `!dialect.` prefix). The format engine applies it to each type of
/// `$x` as it does `type($x)` (a variadic group is a comma-separated list),
/// with no per-op allocation.
#[derive(Clone, Copy)]
pub struct TypeDirective {
    pub name: &'static str,
    pub parse: fn(&mut dyn AsmParser) -> ParseResult<Type>,
    /// Whether the next token can start a type this directive parses (for
    /// optional groups).
    pub peek: fn(&dyn AsmParser) -> bool,
    pub print: fn(&mut dyn AsmPrinter, Type),
}

/// A dialect: a namespace and its ops, types and attributes.
pub struct DialectDef {
    pub name: &'static str,
    pub ops: &'static [OpDef],
    pub types: &'static [TypeDef],
    pub attributes: &'static [AttrDef],
    /// `custom<...>` directives this dialect's formats may use (besides the
    /// engine's shared ones).
    pub directives: &'static [CustomDirective],
    /// `custom<...>(type($x))` directives that spell types only.
    pub type_directives: &'static [TypeDirective],
    /// MLIR's `Dialect::allowsUnknownOperations`: ops of this namespace that
    /// the dialect does not declare verify as unregistered ops instead of
    /// being rejected (the `test` dialect does this).
    pub allows_unknown_ops: bool,
    /// Makes constant ops of folded values.
    pub materialize_constant: Option<MaterializeFn>,
    /// `DialectInlinerInterface` (see [`crate::call`]).
    pub inliner: Option<&'static crate::call::DialectInliner>,
    /// The dialect's own message for a type mnemonic it does not define,
    /// with `{}` standing for the mnemonic (LLVM's `unknown LLVM type: {}`,
    /// or a dialect without types: `dialect 'nvvm' provides no type parsing
    /// hook`); `None` gives the default dialect parser's message, or MLIR's
    /// `provides no type parsing hook` when the dialect declares no types.
    pub unknown_type_message: Option<&'static str>,
    /// The same for attribute mnemonics (`None`: `unknown attribute ...`,
    /// or `provides no attribute parsing hook` when it declares none).
    pub unknown_attr_message: Option<&'static str>,
}

impl DialectDef {
    pub const DEFAULT: DialectDef = DialectDef {
        name: "",
        ops: &[],
        types: &[],
        attributes: &[],
        directives: &[],
        type_directives: &[],
        allows_unknown_ops: false,
        materialize_constant: None,
        inliner: None,
        unknown_type_message: None,
        unknown_attr_message: None,
    };

    pub fn type_def(&self, mnemonic: &str) -> Option<&'static TypeDef> {
        self.types.iter().find(|t| t.mnemonic == mnemonic)
    }

    pub fn attr_def(&self, mnemonic: &str) -> Option<&'static AttrDef> {
        self.attributes.iter().find(|t| t.mnemonic == mnemonic)
    }
}

impl std::fmt::Debug for OpDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OpDef({})", self.name)
    }
}
