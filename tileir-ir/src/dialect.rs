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
use crate::types::Type;

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

/// An attribute declaration (an inherent attribute / property).
#[derive(Clone, Copy, Debug)]
pub struct AttrDecl {
    pub name: &'static str,
    pub optional: bool,
    /// Human-readable kind for messages, e.g. `"64-bit signless integer attribute"`.
    pub summary: &'static str,
    /// Checks the attribute's kind; `None` accepts any attribute.
    pub check: Option<fn(&Context, crate::attributes::Attribute) -> bool>,
}

/// A region declaration.
#[derive(Clone, Copy, Debug)]
pub struct RegionDecl {
    pub name: &'static str,
    /// Variadic regions (`VariadicRegion`) use `Arity::Variadic`.
    pub arity: Arity,
    /// `SizedRegion<1>`: at most one block.
    pub single_block: bool,
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
    pub result_names: Option<ResultNamesFn>,
    /// `OpAsmOpInterface::getDefaultDialect`: ops nested in this op's regions
    /// may be written without this dialect prefix.
    pub default_dialect: Option<&'static str>,
}

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
        result_names: None,
        default_dialect: None,
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
}

/// One attribute of a dialect (`#arith.overflow<nsw>`).
#[derive(Clone, Copy)]
pub struct AttrDef {
    pub mnemonic: &'static str,
    pub format: Option<&'static str>,
    pub parse: Option<AttrParseFn>,
    pub print: Option<AttrPrintFn>,
}

/// A dialect: a namespace and its ops, types and attributes.
pub struct DialectDef {
    pub name: &'static str,
    pub ops: &'static [OpDef],
    pub types: &'static [TypeDef],
    pub attributes: &'static [AttrDef],
}

impl std::fmt::Debug for OpDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OpDef({})", self.name)
    }
}
