//! The interface between the textual parser/printer and op, type and
//! attribute assembly formats (MLIR's `OpAsmParser` / `OpAsmPrinter`).
//!
//! The parser (`parser/`) and printer (`printer/`) implement these traits;
//! the generic format engine and the few hand-written custom forms only ever
//! talk to them. Adding a method: give it a default body that reports an error
//! (never panics) so every implementation keeps compiling, then implement it.

use crate::attributes::{Attribute, Location, NamedAttr};
use crate::context::{Context, Symbol};
use crate::diag::Diagnostic;
use crate::ids::{BlockId, OpId, RegionId, Value};
use crate::types::Type;
use crate::Body;

/// A byte offset into the text being parsed.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Default, Hash)]
pub struct SourcePos(pub u32);

/// A parse failure. The diagnostic is complete (location, message, notes);
/// parsing stops at the first one, as MLIR's parser does.
#[derive(Debug)]
pub struct ParseError(pub Box<Diagnostic>);

pub type ParseResult<T> = Result<T, ParseError>;

/// An SSA use as written (`%x`, `%x#2`), before its type is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// Where the `%name` token starts in the parsed text.
    pub pos: SourcePos,
    /// Length of the name after `%`: the name stays in the text rather than
    /// in a string of its own (millions of operands, no allocation each).
    pub name_len: u32,
    /// The `#N` result number (0 when absent).
    pub number: u32,
}

/// A region/block argument as written: `%arg0: i32 {attrs} loc(...)`.
#[derive(Clone, Debug)]
pub struct Argument {
    pub operand: UnresolvedOperand,
    pub ty: Option<Type>,
    pub attrs: Vec<NamedAttr>,
    pub loc: Option<Location>,
}

/// Delimiters around a list (`parseCommaSeparatedList` in MLIR).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Delimiter {
    None,
    Paren,
    Square,
    LessGreater,
    Braces,
    OptionalParen,
    OptionalSquare,
    OptionalLessGreater,
    OptionalBraces,
}

/// What custom op/type/attribute parsers may ask of the parser.
///
/// `parse_optional_*` return `Ok(None)`/`false` without consuming anything
/// when the next token does not start the thing asked for; `parse_*` report
/// MLIR's error (`expected ...`) in that case.
pub trait AsmParser {
    fn context(&self) -> &Context;

    /// Position of the next token.
    fn current_pos(&self) -> SourcePos;

    /// Position of the mnemonic of the dialect type or attribute being
    /// parsed (MLIR's `getNameLoc`), else of the next token.
    fn name_pos(&self) -> SourcePos;

    /// Builds an error at `pos` (the caller returns it).
    fn error_at(&self, pos: SourcePos, message: &str) -> ParseError;

    /// Builds an error at the next token.
    fn error(&self, message: &str) -> ParseError {
        self.error_at(self.current_pos(), message)
    }

    /// The file location of `pos`, for op locations.
    fn location_of(&self, pos: SourcePos) -> Location;

    // ----- punctuation and keywords -----

    /// Consumes `punct` (`(`, `)`, `[`, `]`, `{`, `}`, `<`, `>`, `,`, `:`,
    /// `=`, `->`, `?`, `*`, `+`, `-`, `|`, `...`) if it is next.
    fn parse_optional_punct(&mut self, punct: &str) -> bool;

    fn parse_punct(&mut self, punct: &str) -> ParseResult<()> {
        if self.parse_optional_punct(punct) {
            Ok(())
        } else {
            Err(self.error(&format!("expected '{punct}'")))
        }
    }

    /// Consumes the bare identifier `keyword` if it is next.
    fn parse_optional_keyword(&mut self, keyword: &str) -> bool;

    fn parse_keyword(&mut self, keyword: &str) -> ParseResult<()> {
        if self.parse_optional_keyword(keyword) {
            Ok(())
        } else {
            Err(self.error(&format!("expected '{keyword}'")))
        }
    }

    /// Consumes any bare identifier (keyword) and returns it.
    fn parse_optional_any_keyword(&mut self) -> Option<String>;

    /// A bare identifier or a string literal (MLIR's `parseKeywordOrString`).
    fn parse_optional_keyword_or_string(&mut self) -> Option<String>;

    // ----- literals -----

    /// An integer literal, optionally negative (`-3`, `0x1F`).
    fn parse_optional_integer(&mut self) -> ParseResult<Option<i128>>;

    fn parse_integer(&mut self) -> ParseResult<i128> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.error("expected integer value")),
        }
    }

    /// MLIR's `parseOptionalInteger<int64_t>`: an integer literal that must
    /// fit in `i64`, else `integer value too large` at the literal (its
    /// minus sign included).
    fn parse_optional_i64(&mut self) -> ParseResult<Option<i64>> {
        // `true` is a 1-bit APInt of 1, which sign-extends to -1.
        if self.parse_optional_keyword("true") {
            return Ok(Some(-1));
        }
        let pos = self.current_pos();
        match self.parse_optional_integer()? {
            None => Ok(None),
            Some(v) => i64::try_from(v)
                .map(Some)
                .map_err(|_| self.error_at(pos, "integer value too large")),
        }
    }

    /// MLIR's `parseInteger<int64_t>` (see [`AsmParser::parse_optional_i64`]).
    fn parse_i64(&mut self) -> ParseResult<i64> {
        match self.parse_optional_i64()? {
            Some(v) => Ok(v),
            None => Err(self.error("expected integer value")),
        }
    }

    /// An error about the current token as MLIR's `emitWrongTokenError`
    /// places it: right after the last non-blank text before the token.
    fn wrong_token_error(&self, message: &str) -> ParseError;

    /// MLIR's `parseOptionalInteger<uint64_t>`: a literal read as MLIR reads
    /// it into an `APInt` (4 bits per digit, `true` being a 1-bit 1), then
    /// sign-extended or truncated to 64 bits; `integer value too large` at
    /// the literal when that loses bits. So `-1` is `u64::MAX`, and a
    /// negative literal of more than 16 digits is too large.
    fn parse_optional_u64(&mut self) -> ParseResult<Option<u64>>;

    /// A bare affine map, `(d0)[s0] -> (d0 + s0)` (MLIR's
    /// `parseAffineMap`), as an affine map attribute.
    fn parse_affine_map(&mut self) -> ParseResult<Attribute>;

    /// A float literal (also accepts an integer literal), optionally negative.
    fn parse_optional_float(&mut self) -> ParseResult<Option<f64>>;

    /// A string literal, unescaped.
    fn parse_optional_string(&mut self) -> ParseResult<Option<Vec<u8>>>;

    /// Whether the next token is a string literal.
    fn peek_string(&self) -> bool {
        false
    }

    // ----- types and attributes -----

    fn parse_optional_type(&mut self) -> ParseResult<Option<Type>>;

    fn parse_type(&mut self) -> ParseResult<Type> {
        match self.parse_optional_type()? {
            Some(t) => Ok(t),
            None => Err(self.error("expected type")),
        }
    }

    /// `x`-separated dimensions as in `4x?x8xf32`, stopping before the element
    /// type (MLIR's `parseDimensionList`). `allow_dynamic` permits `?`.
    fn parse_dimension_list(&mut self, allow_dynamic: bool) -> ParseResult<Vec<i64>>;

    /// `4x?x8` with no trailing `x` (MLIR's `parseDimensionList` with
    /// `withTrailingX = false`); empty when no dimension follows.
    fn parse_shape(&mut self, allow_dynamic: bool) -> ParseResult<Vec<i64>> {
        let _ = allow_dynamic;
        Err(self.error("shapes are not supported here"))
    }

    /// An attribute value; `ty` is the expected type for typed literals.
    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> ParseResult<Option<Attribute>>;

    fn parse_attribute(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        match self.parse_optional_attribute(ty)? {
            Some(a) => Ok(a),
            None => Err(self.error("expected attribute value")),
        }
    }

    /// `{name = value, ...}` if present; appends to `into`.
    fn parse_optional_attr_dict(
        &mut self,
        into: &mut crate::attributes::AttrList,
    ) -> ParseResult<()>;

    /// `attributes {name = value, ...}` if present; appends to `into`.
    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        into: &mut crate::attributes::AttrList,
    ) -> ParseResult<()>;

    /// `@name` or `@"quoted name"`.
    fn parse_optional_symbol_name(&mut self) -> ParseResult<Option<Symbol>>;

    fn parse_symbol_name(&mut self) -> ParseResult<Symbol> {
        match self.parse_optional_symbol_name()? {
            Some(s) => Ok(s),
            None => Err(self.error("expected valid '@'-identifier for symbol name")),
        }
    }

    // ----- SSA values -----

    fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand>>;

    fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand> {
        match self.parse_optional_operand()? {
            Some(o) => Ok(o),
            None => Err(self.error("expected SSA operand")),
        }
    }

    /// Resolves a parsed operand against its type: a use of an existing value,
    /// or a forward reference patched when the definition is parsed.
    fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> ParseResult<Value>;

    /// `%name` with optional `: type`, `{attrs}` and `loc(...)` (region arguments).
    fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Option<Argument>>;

    // ----- regions, successors, locations -----

    /// Parses `{ ... }` into a new region of the op being parsed. `arguments`
    /// become the entry block's arguments (they need types); an empty `{}`
    /// yields an empty region unless arguments are given.
    fn parse_optional_region(
        &mut self,
        arguments: &[Argument],
        enable_shadowing: bool,
    ) -> ParseResult<Option<RegionId>>;

    fn parse_region(
        &mut self,
        arguments: &[Argument],
        enable_shadowing: bool,
    ) -> ParseResult<RegionId> {
        match self.parse_optional_region(arguments, enable_shadowing)? {
            Some(r) => Ok(r),
            None => Err(self.error("expected '{' to begin a region")),
        }
    }

    /// `^bb3` (a successor block, possibly forward-referenced).
    fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>>;

    fn parse_successor(&mut self) -> ParseResult<BlockId> {
        match self.parse_optional_successor()? {
            Some(b) => Ok(b),
            None => Err(self.error("expected block name")),
        }
    }

    /// `loc(...)` if present.
    fn parse_optional_location(&mut self) -> ParseResult<Option<Location>>;

    /// Whether the next token is `punct`, without consuming it.
    fn peek_punct(&self, punct: &str) -> bool;

    /// Whether the next token is the keyword `keyword`, without consuming it.
    fn peek_keyword(&self, keyword: &str) -> bool;

    // Needed by the format engine: `SingleBlockImplicitTerminator` ops
    // (`scf.for`, `scf.if`, `scf.forall`...) add their terminator (an op named
    // `terminator` with no operands, results or attributes, at `loc`, with one
    // empty block in each region its definition declares, as
    // `scf.forall.in_parallel` needs) to a parsed region whose single block
    // lacks one, and add an empty entry block to an empty region first
    // (MLIR's `ensureTerminator`). The default does nothing.
    fn ensure_terminator(
        &mut self,
        region: RegionId,
        terminator: &str,
        loc: Location,
    ) -> ParseResult<()> {
        let _ = (region, terminator, loc);
        Ok(())
    }

    // Needed by the format engine: gives an empty region one empty block, as
    // ODS-generated parsers do for `SingleBlock` ops (`module {}`).
    fn ensure_block(&mut self, region: RegionId) -> ParseResult<()> {
        let _ = region;
        Err(self.error("this parser cannot add blocks to regions"))
    }

    // Needed by the format engine: adds an empty region to the op being
    // parsed (an external `func.func` has one region with no blocks). Regions
    // of an IsolatedFromAbove op go in its child body as for
    // `parse_optional_region`.
    fn add_empty_region(&mut self) -> ParseResult<RegionId> {
        Err(self.error("empty regions are not supported by this parser"))
    }

    // Needed by the format engine: whether the next token is a `!` type
    // (dialect type or alias), for `parseCustomTypeWithFallback`.
    fn peek_type_prefix(&self) -> bool {
        false
    }

    /// A dense elements literal (what follows `dense<`: a scalar, nested
    /// `[...]` lists or a `"0x..."` string) followed by whatever
    /// `then_type` parses, which returns the attribute's shaped type; builds
    /// the attribute (MLIR's `parseDenseElementsAttr` body, for dialects
    /// that spell constants their own way, such as cuda_tile's
    /// `<f32: [1.0, 2.0]> : tile<2xf32>`).
    fn parse_dense_elements(
        &mut self,
        then_type: &mut dyn FnMut(&mut dyn AsmParser) -> ParseResult<Type>,
    ) -> ParseResult<Attribute> {
        let _ = then_type;
        Err(self.error("dense elements literals are not supported here"))
    }

    /// [`AsmParser::parse_dense_elements`] where float elements must be
    /// written as float literals: a decimal integer is MLIR's `parseFloat`
    /// error (cuda_tile's constants parse their elements that way).
    fn parse_dense_float_literals(
        &mut self,
        then_type: &mut dyn FnMut(&mut dyn AsmParser) -> ParseResult<Type>,
    ) -> ParseResult<Attribute> {
        self.parse_dense_elements(then_type)
    }

    // Needed by the format engine: whether the next token is a `#` attribute
    // (dialect attribute or alias), for `parseCustomAttributeWithFallback`.
    fn peek_attr_prefix(&self) -> bool {
        false
    }
}

/// What custom op/type/attribute printers may ask of the printer.
pub trait AsmPrinter {
    fn context(&self) -> &Context;

    /// The body holding the op being printed (for its operands' types etc.).
    fn body(&self) -> &Body;

    /// Raw text output.
    fn write_str(&mut self, s: &str);

    fn print_type(&mut self, ty: Type);

    /// Prints an attribute with its type suffix where MLIR prints one.
    fn print_attribute(&mut self, attr: Attribute);

    /// Prints an attribute without the `: type` suffix of typed literals.
    fn print_attribute_without_type(&mut self, attr: Attribute);

    /// Prints a dialect attribute as its alias or else without its
    /// `#dialect.mnemonic` prefix (MLIR's `printStrippedAttrOrType`).
    fn print_stripped_attribute(&mut self, attr: Attribute) {
        self.print_attribute(attr);
    }

    /// `%name` of a value of the current body.
    fn print_operand(&mut self, value: Value);

    fn print_operands(&mut self, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_operand(v);
        }
    }

    /// `^bbN`.
    fn print_successor(&mut self, block: BlockId);

    /// `@name`, quoted when needed.
    fn print_symbol_name(&mut self, name: Symbol);

    /// A keyword if it is a valid bare identifier, else a quoted string.
    fn print_keyword_or_string(&mut self, s: &str);

    /// `{a = 1, b}` skipping `elided` names; prints nothing when empty.
    fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]);

    /// ` attributes {a = 1}` skipping `elided`; prints nothing when empty.
    fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&str]);

    /// A region argument: `%arg0: i32` plus ` {attrs}` and ` loc(..)` when
    /// locations are printed.
    fn print_region_argument(&mut self, value: Value, attrs: &[NamedAttr]);

    /// Prints a region of `op` (in its child body when `op` is isolated).
    fn print_region(
        &mut self,
        op: OpId,
        region: RegionId,
        print_entry_block_args: bool,
        print_empty_block: bool,
    );

    /// Prints ` loc(...)` for `loc` when locations are being printed.
    fn print_optional_location(&mut self, loc: Location);

    /// A newline at the current indentation.
    fn print_newline(&mut self);

    /// Like [`AsmPrinter::print_region`], with MLIR's `printBlockTerminators`:
    /// when false, the terminator of a block is omitted if it has the
    /// `Terminator` trait (e.g. an implicit `scf.yield`).
    fn print_region_with_terminators(
        &mut self,
        op: OpId,
        region: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        let _ = print_block_terminators;
        self.print_region(op, region, print_entry_block_args, print_empty_block);
    }

    /// A float literal of float type `ty` from its raw bits, as MLIR's
    /// `printFloat` (`1.000000e+00`, `0x7FC00000`).
    fn print_float(&mut self, ty: Type, bits: u128) {
        let _ = (ty, bits);
        self.write_str("<<float printing not supported>>");
    }

    /// A quoted, escaped string (MLIR's `printString`).
    fn print_string(&mut self, s: &[u8]) {
        self.write_str("\"");
        self.write_str(&String::from_utf8_lossy(s));
        self.write_str("\"");
    }

    /// One `name = value` dictionary entry (`name` alone for a unit value),
    /// the name quoted when it is not a bare identifier.
    fn print_attr_dict_entry(&mut self, name: Symbol, value: Attribute) {
        let _ = (name, value);
        self.write_str("<<attribute entry printing not supported>>");
    }

    /// What the builtin printer writes between `dense<` and `>` for a dense
    /// elements attribute (a splat value, nested lists, or a hex string for
    /// a large one); nothing for any other attribute.
    fn print_dense_elements_body(&mut self, attr: Attribute) {
        let _ = attr;
        self.write_str("<<dense elements printing not supported>>");
    }

    // Needed by the format engine: `%name` of a value of one of `op`'s
    // regions (resolved like `print_region_argument`: in `op`'s child body
    // when `op` is isolated), e.g. gpu.func attributions `workgroup(%a : t)`.
    fn print_op_region_operand(&mut self, op: OpId, value: Value) {
        let _ = op;
        self.print_operand(value)
    }
}
