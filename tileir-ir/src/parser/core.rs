//! The parser state and its token vocabulary (`at`, `eat`, `expect`,
//! `bump`), source positions and diagnostics, and the nesting-depth guard.
//!
//! Diagnostics follow MLIR's three ways of placing an error:
//! [`Parser::error_at`] (a given position), [`Parser::error_here`] (the
//! current token, one byte back at EOF) and [`Parser::error_wrong_token`]
//! (MLIR's `emitWrongTokenError`, which backs up over whitespace, blank
//! lines and comments to the end of the previous token). While the current
//! token is a lexer error, every error is replaced by the lexer's, as MLIR
//! abandons diagnostics emitted in response to a lexer error.

use super::lexer::Lexer;
use super::scope::{BlockScope, IsolatedScope};
use super::token::{Kind, Token};
use super::ParserConfig;
use crate::asm::ParseError;
use crate::attributes::{Attribute, Location};
use crate::body::{Body, BodySize};
use crate::context::{Context, OpName, Symbol};
use crate::diag::Diagnostic;
use crate::types::Type;
use rustc_hash::FxHashMap;

/// Nesting limit for regions, types, attributes and parenthesised lists
/// together: deep enough for any real input, shallow enough that the
/// recursion fits in a debug build's stack.
pub(crate) const MAX_DEPTH: u32 = 256;

pub(crate) type PResult<T> = Result<T, ParseError>;

/// What the `AsmParser` implementation is currently serving.
pub(crate) enum AsmFrame {
    /// A custom op parser: errors it raises get the `custom op 'name' ` prefix.
    Op {
        name: &'static str,
        isolated: bool,
        /// Whether the op's child body has been entered (at its first region).
        entered: bool,
    },
    /// A dialect type or attribute parser, from its mnemonic at `name_pos`.
    Dialect { name_pos: u32 },
}

/// Results the parser looked up or built, by their exact spelling in the
/// text. They depend on the spelling alone (and on aliases, which every
/// parser of one text shares), not on where it occurs, so a speculation
/// worker keeps its memos from one chunk to the next. Keys are copies, not
/// slices of the text: comparing a key must not touch (and so bring back)
/// input pages the parser has released (see `ParserConfig::source_release`).
#[derive(Default)]
pub(crate) struct Memos {
    /// Types already parsed (`i32`, `tensor<4xf32>`, `(i32) -> i64`).
    pub types: FxHashMap<Box<str>, Type>,
    /// Interned attribute names: a dictionary's names repeat on every op,
    /// and the shared string table costs a lock and a probe.
    pub symbols: FxHashMap<Box<str>, crate::context::Symbol>,
    /// Interned op names by spelling (generic form).
    pub op_names: FxHashMap<Box<str>, OpName>,
    /// Interned op names of definitions, by the address of their static name.
    pub def_names: FxHashMap<usize, OpName>,
    /// Custom op names resolved under a default dialect: dialect ->
    /// spelling -> definition.
    pub custom_ops: FxHashMap<&'static str, FxHashMap<Box<str>, &'static crate::dialect::OpDef>>,
    /// Integer attributes parsed, by type and value.
    pub ints: FxHashMap<(Type, i128), Attribute>,
    /// Builtin scalar types by slot (see `Parser::scalar_type`).
    pub scalars: ScalarTypes,
    /// Custom ops spelled with their full name (the same under every
    /// default dialect): spelling -> what parsing one needs.
    pub custom_names: FxHashMap<Box<str>, CustomOp>,
}

/// A custom op as the parser resolved it: its definition, interned name
/// and compiled format (see `crate::format::parse_custom_op_compiled`).
#[derive(Clone, Copy)]
pub(crate) struct CustomOp {
    pub def: &'static crate::dialect::OpDef,
    pub name: OpName,
    pub format: Option<crate::format::Compiled<crate::format::OpFormat>>,
}

impl CustomOp {
    pub(crate) fn new(def: &'static crate::dialect::OpDef, name: OpName) -> CustomOp {
        let format = if def.parse.is_none() {
            crate::format::compiled_op_format(def)
        } else {
            None
        };
        CustomOp { def, name, format }
    }
}

/// The builtin scalar types most IR is typed with, found from their
/// spelling without hashing it: slot `N` is signless `iN` (N <= 128), then
/// `f32`, `f64`, `f16`, `bf16` and `index`.
pub(crate) struct ScalarTypes(pub [Option<Type>; SCALAR_SLOTS]);

pub(crate) const SCALAR_SLOTS: usize = 129 + 5;

impl Default for ScalarTypes {
    fn default() -> Self {
        ScalarTypes([None; SCALAR_SLOTS])
    }
}

pub(crate) struct Parser<'a> {
    pub ctx: &'a Context,
    pub src: &'a str,
    pub lex: Lexer<'a>,
    pub tok: Token,
    /// End of the previously consumed token.
    pub prev_end: u32,
    pub config: &'a ParserConfig,
    file: Symbol,
    /// The registered text this parser reads, if it is one: its positions
    /// are then locations as they are (see `crate::source_locs`).
    pub(crate) positions: Option<crate::source_locs::SourcePositions>,
    /// (offset, 0-based line, start of that line) of the last position
    /// converted; positions are mostly asked for in increasing order.
    pub(crate) line_cursor: std::cell::Cell<(u32, u32, u32)>,
    /// A known (offset, line, line start) at or before every position this
    /// parser asks for: the start of the text, or a speculation chunk's.
    pub(crate) line_anchor: (u32, u32, u32),
    line_offset: u32,
    pub(crate) depth: u32,
    pub type_aliases: FxHashMap<&'a str, Type>,
    pub attr_aliases: FxHashMap<&'a str, Attribute>,
    pub distinct: FxHashMap<u64, Attribute>,
    /// What this parser has resolved by spelling.
    pub memos: Memos,
    /// The body ops are currently created in, and the bodies around it.
    pub body: Box<Body>,
    #[allow(clippy::vec_box)]
    pub outer_bodies: Vec<Box<Body>>,
    /// The size of the last isolated body parsed: the room the next one
    /// starts with (see `enter_isolated_body`).
    pub last_isolated_size: BodySize,
    pub scopes: Vec<IsolatedScope<'a>>,
    /// A closed, emptied isolated scope, for reuse: its maps keep their
    /// room, so a module of many functions does not grow a fresh name map
    /// (a rehash at each doubling) for every one.
    pub spare_scope: Option<IsolatedScope<'a>>,
    /// Emptied definition lists of closed regions, for reuse.
    pub spare_defs: Vec<Vec<&'a str>>,
    pub block_scopes: Vec<BlockScope<'a>>,
    pub default_dialects: Vec<&'static str>,
    pub asm_frames: Vec<AsmFrame>,
    /// Positions of forward references never defined, from closed scopes.
    pub undeclared: Vec<u32>,
    /// Uses of outer values in an isolated op's regions, reported (as MLIR's
    /// verifier error) when nothing is undeclared.
    pub outer_uses: Vec<super::scope::OuterUse>,
    /// Set while an isolated op is about to open the scope of a region.
    pub isolated_owner: Option<u32>,
    /// `loc(#alias)` uses before the alias definition: (position, alias name).
    pub deferred_locs: Vec<(u32, &'a str)>,
    /// Parallel parsing of a long block (see `speculate`).
    pub speculation: Option<super::speculate::Speculation<'a>>,
    /// This parser is a speculation worker: state shared with the rest of
    /// the file (`distinct` ids) is out of reach, so it gives up on it.
    pub speculative: bool,
    /// Text before this was reported to `config.source_release`.
    released_to: u32,
}

impl<'a> Parser<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        file_name: &str,
        src: &'a str,
        first_line: u32,
        config: &'a ParserConfig,
    ) -> Parser<'a> {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            ctx,
            src,
            lex,
            tok,
            prev_end: 0,
            config,
            file: ctx.symbol(file_name),
            positions: None,
            line_cursor: std::cell::Cell::new((0, 0, 0)),
            line_anchor: (0, 0, 0),
            line_offset: first_line.saturating_sub(1),
            depth: 0,
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            distinct: FxHashMap::default(),
            memos: Memos::default(),
            body: Box::new(Body::new()),
            outer_bodies: Vec::new(),
            last_isolated_size: BodySize::default(),
            scopes: Vec::new(),
            spare_scope: None,
            spare_defs: Vec::new(),
            block_scopes: Vec::new(),
            default_dialects: vec!["builtin"],
            asm_frames: Vec::new(),
            undeclared: Vec::new(),
            outer_uses: Vec::new(),
            isolated_owner: None,
            deferred_locs: Vec::new(),
            speculation: None,
            speculative: false,
            released_to: 0,
        }
    }

    /// A parser starting at byte `start` of `src` (a speculation worker).
    pub(crate) fn new_at(
        ctx: &'a Context,
        file_name: &str,
        src: &'a str,
        first_line: u32,
        config: &'a ParserConfig,
        start: u32,
    ) -> Parser<'a> {
        let mut p = Parser::new(ctx, file_name, src, first_line, config);
        p.reset_to(start);
        p.prev_end = start;
        p.released_to = start;
        p
    }

    /// The symbol for `s`, a spelling in the text, through `memos.symbols`.
    pub(crate) fn cached_symbol(&mut self, s: &'a str) -> crate::context::Symbol {
        if let Some(&sym) = self.memos.symbols.get(s) {
            return sym;
        }
        let sym = self.ctx.symbol(s);
        self.memos.symbols.insert(s.into(), sym);
        sym
    }

    /// Reports the text parsed since the last report to
    /// `config.source_release`, in steps large enough that the calls cost
    /// nothing. Called between the ops of a top-level or module block.
    pub(crate) fn release_parsed_text(&mut self) {
        const STEP: u32 = 4 << 20;
        if let Some(release) = &self.config.source_release {
            if self.prev_end >= self.released_to.saturating_add(STEP) {
                (release.0)(self.released_to as usize..self.prev_end as usize);
                self.released_to = self.prev_end;
            }
        }
    }

    // ----- token vocabulary -----

    /// The spelling of the current token.
    #[inline]
    pub(crate) fn text(&self) -> &'a str {
        self.spelling(self.tok)
    }

    #[inline]
    pub(crate) fn spelling(&self, tok: Token) -> &'a str {
        self.src
            .get(tok.start as usize..tok.end as usize)
            .unwrap_or("")
    }

    #[inline]
    pub(crate) fn at(&self, kind: Kind) -> bool {
        self.tok.kind == kind
    }

    /// Whether the current token is the bare identifier (or keyword) `kw`.
    #[inline]
    pub(crate) fn at_kw(&self, kw: &str) -> bool {
        self.tok.kind == Kind::BareIdent && self.text() == kw
    }

    /// Moves to the next token.
    #[inline]
    pub(crate) fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token();
    }

    #[inline]
    pub(crate) fn eat(&mut self, kind: Kind) -> bool {
        if self.at(kind) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn eat_kw(&mut self, kw: &str) -> bool {
        if self.at_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes `kind` or reports `message` as a wrong-token error.
    pub(crate) fn expect(&mut self, kind: Kind, message: &str) -> PResult<()> {
        if self.eat(kind) {
            Ok(())
        } else {
            Err(self.error_wrong_token(message))
        }
    }

    /// Re-lexes from byte `pos` (MLIR's `resetToken`).
    pub(crate) fn reset_to(&mut self, pos: u32) {
        self.lex.reset(pos as usize);
        self.tok = self.lex.next_token();
    }

    /// MLIR's `isCurrentTokenAKeyword`: a bare identifier, keyword or int type.
    pub(crate) fn at_keyword_like(&self) -> bool {
        matches!(self.tok.kind, Kind::BareIdent | Kind::IntType)
    }

    /// The interned name of `def`, cached by the address of its static name
    /// (no string hashing or comparison per op).
    pub(crate) fn def_op_name(&mut self, def: &'static crate::dialect::OpDef) -> OpName {
        let key = def.name.as_ptr() as usize;
        if let Some(&n) = self.memos.def_names.get(&key) {
            return n;
        }
        let n = self.ctx.op_name(def.name);
        self.memos.def_names.insert(key, n);
        n
    }

    /// The interned op name `name` (a spelling in the text), cached.
    pub(crate) fn cached_op_name(&mut self, name: &'a str) -> OpName {
        if let Some(&n) = self.memos.op_names.get(name) {
            return n;
        }
        let n = self.ctx.op_name(name);
        self.memos.op_names.insert(name.into(), n);
        n
    }

    // ----- nesting -----

    /// Enters one nesting level; errors past [`MAX_DEPTH`].
    pub(crate) fn enter(&mut self) -> PResult<()> {
        if self.depth >= MAX_DEPTH {
            return Err(self.error_here(&format!("nesting depth limit of {MAX_DEPTH} exceeded")));
        }
        self.depth += 1;
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ----- positions and diagnostics -----

    /// (line, column) of a byte offset, with the configured line offset.
    pub(crate) fn line_col(&self, pos: u32) -> (u32, u32) {
        let pos = pos.min(self.src.len() as u32);
        let mut cursor = self.line_cursor.get();
        if pos < cursor.0 {
            // Backwards: restart from the nearest known line before `pos`.
            cursor = if pos >= self.line_anchor.0 {
                self.line_anchor
            } else {
                (0, 0, 0)
            };
        }
        let cursor = advance_lines(self.src, cursor, pos);
        self.line_cursor.set(cursor);
        let (_, line, line_start) = cursor;
        (line + 1 + self.line_offset, pos - line_start + 1)
    }

    /// The file location of a byte offset.
    pub(crate) fn loc_at(&self, pos: u32) -> Location {
        if let Some(text) = self.positions {
            return self.ctx.position_loc(text, pos);
        }
        let (line, col) = self.line_col(pos);
        self.ctx.file_line_col(self.file, line, col)
    }

    pub(crate) fn diag_at(&self, pos: u32, message: &str) -> Diagnostic {
        Diagnostic::error(self.loc_at(pos), message)
    }

    /// An error at `pos` (or the pending lexer error).
    pub(crate) fn error_at(&self, pos: u32, message: &str) -> ParseError {
        if let Some(e) = self.lexer_error() {
            return e;
        }
        ParseError(Box::new(self.diag_at(pos, message)))
    }

    /// An error with a note.
    pub(crate) fn error_with_note(
        &self,
        pos: u32,
        message: &str,
        note_pos: u32,
        note: &str,
    ) -> ParseError {
        if let Some(e) = self.lexer_error() {
            return e;
        }
        let d = self
            .diag_at(pos, message)
            .with_note(self.loc_at(note_pos), note);
        ParseError(Box::new(d))
    }

    fn lexer_error(&self) -> Option<ParseError> {
        if self.tok.kind != Kind::Error {
            return None;
        }
        let (pos, message) = self
            .lex
            .error
            .unwrap_or((self.tok.start, "unexpected character"));
        Some(ParseError(Box::new(self.diag_at(pos, message))))
    }

    /// MLIR's `emitError()`: at the current token, one byte back at EOF.
    pub(crate) fn error_here(&self, message: &str) -> ParseError {
        let mut pos = self.tok.start;
        if self.tok.kind == Kind::Eof {
            pos = pos.saturating_sub(1);
        }
        self.error_at(pos, message)
    }

    /// MLIR's `emitWrongTokenError`.
    pub(crate) fn error_wrong_token(&self, message: &str) -> ParseError {
        let mut pos = self.tok.start as usize;
        if self.tok.kind == Kind::Eof {
            pos = pos.saturating_sub(1);
        }
        let original = pos;
        let bytes = self.src.as_bytes();
        let mut end = pos.min(bytes.len());
        loop {
            while end > 0 && (bytes[end - 1] == b' ' || bytes[end - 1] == b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original as u32, message);
            }
            if bytes[end - 1] != b'\n' && bytes[end - 1] != b'\r' {
                return self.error_at(end as u32, message);
            }
            end -= 1;
            // If the previous line has a `//`, report before it.
            let line_start = bytes[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .unwrap_or(0);
            if let Some(c) = find(&bytes[line_start..end], b"//") {
                end = line_start + c;
            }
        }
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Parses an unsigned integer token spelling (decimal or `0x` hex) into u128.
pub(crate) fn parse_uint(spelling: &str) -> Option<u128> {
    if let Some(hex) = spelling.strip_prefix("0x") {
        u128::from_str_radix(hex, 16).ok()
    } else {
        spelling.parse::<u128>().ok()
    }
}

/// Moves a line cursor `(offset, 0-based line, start of that line)` forward
/// to `pos`, counting the newlines in between.
pub(crate) fn advance_lines(
    src: &str,
    (at, mut line, mut line_start): (u32, u32, u32),
    pos: u32,
) -> (u32, u32, u32) {
    let bytes = &src.as_bytes()[at as usize..pos as usize];
    // The last newline first, searched backwards: an op usually starts just
    // after its line's indentation, so this search is short.
    if let Some(last) = bytes.iter().rposition(|&b| b == b'\n') {
        line += 1 + count_newlines(&bytes[..last]) as u32;
        line_start = at + last as u32 + 1;
    }
    (pos, line, line_start)
}

/// Where the first `\n` of `bytes` is, looking eight bytes at a time
/// (chunk planning searches megabytes for line starts).
pub(crate) fn find_newline(bytes: &[u8]) -> Option<usize> {
    let (words, rest) = bytes.as_chunks::<8>();
    let mut at = 0;
    for word in words {
        if newline_bits(word) != 0 {
            return word.iter().position(|&b| b == b'\n').map(|i| at + i);
        }
        at += 8;
    }
    rest.iter().position(|&b| b == b'\n').map(|i| at + i)
}

/// The high bit of each byte of the eight-byte `word` that is `\n`.
pub(crate) fn newline_bits(word: &[u8; 8]) -> u64 {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    let w = u64::from_ne_bytes(*word) ^ (ONES * b'\n' as u64);
    // High bit of each byte set iff that byte of `w` is zero (exact: no
    // borrow can cross bytes because bit 7 is masked off first).
    !(((w & !HIGHS) + !HIGHS) | w) & HIGHS
}

/// Number of `\n` bytes in `bytes`, eight at a time (line cursors and
/// chunk plans count every newline of the input).
pub(crate) fn count_newlines(bytes: &[u8]) -> usize {
    let (words, rest) = bytes.as_chunks::<8>();
    let mut n = 0;
    for word in words {
        n += newline_bits(word).count_ones() as usize;
    }
    n + rest.iter().filter(|&&b| b == b'\n').count()
}
