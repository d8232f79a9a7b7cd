//! Builtin types, type aliases and dialect types (MLIR's `TypeParser.cpp`
//! and the type half of `DialectSymbolParser.cpp`).

use super::core::{PResult, Parser, MAX_DEPTH};
use super::lexer::{is_ident_char, is_span_stop};
use super::token::Kind;
use crate::asm::ParseError;
use crate::attributes::AttrData;
use crate::types::{FloatKind, Signedness, Type, TypeData, DYNAMIC};
use smallvec::SmallVec;

/// A parsed list of types: an op's function type has one or two of them,
/// nearly always short, on every generic op.
pub(crate) type TypeList = SmallVec<[Type; 4]>;

/// The end of MLIR's message for opaque types and attributes of unregistered dialects.
pub(crate) const UNREGISTERED_TAIL: &str = "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

/// MLIR's `IntegerType::kMaxWidth`.
const MAX_INT_WIDTH: u64 = (1 << 24) - 1;

/// MLIR's `Dialect::isValidNamespace`: `[a-zA-Z_][a-zA-Z_0-9$]*`.
pub(crate) fn is_valid_namespace(s: &str) -> bool {
    let mut chars = s.bytes();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == b'_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$')
}

/// Keywords that start a non-function builtin type.
pub(crate) fn is_type_keyword(s: &str) -> bool {
    matches!(
        s,
        "memref" | "tensor" | "complex" | "tuple" | "vector" | "index" | "none"
    ) || FloatKind::from_keyword(s).is_some()
}

impl<'a> Parser<'a> {
    /// Whether the current token can start a type.
    pub(crate) fn at_type_start(&self) -> bool {
        match self.tok.kind {
            Kind::LParen | Kind::IntType | Kind::ExclIdent => true,
            Kind::BareIdent => is_type_keyword(self.text()),
            _ => false,
        }
    }

    pub(crate) fn parse_optional_type_inner(&mut self) -> PResult<Option<Type>> {
        if self.at_type_start() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// `type ::= function-type | non-function-type`
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        if self.at(Kind::LParen) {
            self.parse_function_type_cached()
        } else {
            self.parse_non_function_type()
        }
    }

    /// A function type, memoised by its exact spelling like container
    /// types: every generic op spells one, and a file repeats a few. The
    /// span is a guess from a bracket scan; a parse that ends exactly there
    /// is what makes it a key, so a wrong guess only costs the memo.
    fn parse_function_type_cached(&mut self) -> PResult<Type> {
        let start = self.tok.start;
        match self.function_type_end(start) {
            Some(end) => self.memoised_type(start, end, Self::parse_function_type_nested),
            None => self.parse_function_type_nested(),
        }
    }

    /// The type spelled at `start..end`, from the memo or from `parse`.
    /// The span is a guess: the spelling becomes a key only when the parse
    /// ends exactly at `end`.
    fn memoised_type(
        &mut self,
        start: u32,
        end: u32,
        parse: impl FnOnce(&mut Self) -> PResult<Type>,
    ) -> PResult<Type> {
        let key = &self.src[start as usize..end as usize];
        if let Some(&t) = self.memos.types.get(key) {
            self.reset_to(end);
            self.prev_end = end;
            return Ok(t);
        }
        let t = parse(self)?;
        if self.prev_end == end {
            self.memos.types.insert(key.into(), t);
        }
        Ok(t)
    }

    fn parse_function_type_nested(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_function_type();
        self.leave();
        r
    }

    /// Where the function type whose `(` is at `lp` probably ends: the
    /// inputs' matching `)`, `->`, then a parenthesised result list or one
    /// keyword or `!` symbol with an adjacent `<...>` body. `None` when the
    /// text does not look like that, or when it nests deeply enough that a
    /// memo hit could skip a nesting-limit error the parse would report.
    fn function_type_end(&self, lp: u32) -> Option<u32> {
        let b = self.src.as_bytes();
        let limit = self.lex.end();
        let mut nesting = 0;
        let mut balanced = |at: usize| {
            let (end, depth) = self.bracket_span(at)?;
            nesting = nesting.max(depth);
            Some(end)
        };
        let skip_spaces = |mut i: usize| {
            while i < limit && (b[i] == b' ' || b[i] == b'\t') {
                i += 1;
            }
            i
        };
        let mut i = skip_spaces(balanced(lp as usize)?);
        if b.get(i..i + 2) != Some(b"->") {
            return None;
        }
        i = skip_spaces(i + 2);
        let end = if i < limit && b[i] == b'(' {
            balanced(i)?
        } else {
            let first = i;
            while i < limit && (is_ident_char(b[i]) || (i == first && b[i] == b'!')) {
                i += 1;
            }
            if i == first {
                return None;
            }
            if i < limit && b[i] == b'<' {
                balanced(i)?
            } else {
                i
            }
        };
        self.memo_allowed(nesting).then_some(end as u32)
    }

    /// Where the bracketed text opening at `open` ends (after its closing
    /// bracket) and how deep it nests: a quick scan for memo keys, which
    /// only a parse ending there confirms (brackets are counted, not
    /// matched). `None` at a string, a line break or the end of the input.
    fn bracket_span(&self, open: usize) -> Option<(usize, usize)> {
        let b = self.src.as_bytes();
        let limit = self.lex.end().min(b.len());
        let (mut depth, mut deepest) = (0usize, 0usize);
        let mut i = open;
        while i < limit {
            // Most bytes are none of the ones below: skip them in a tight loop.
            if !is_span_stop(b[i]) {
                i += 1;
                continue;
            }
            match b[i] {
                b'(' | b'<' | b'[' | b'{' => {
                    depth += 1;
                    deepest = deepest.max(depth);
                }
                b')' | b'>' | b']' | b'}' => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some((i + 1, deepest));
                    }
                }
                // `->` is one token: its `>` closes nothing.
                b'-' if b.get(i + 1) == Some(&b'>') => i += 1,
                b'"' | b'\n' => return None,
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// Whether a type spelling with `nesting` bracket levels may come from
    /// the memo here: only where parsing it could not reach the nesting
    /// limit (each bracket level costs the parse at most two levels), so a
    /// hit never hides that error.
    fn memo_allowed(&self, nesting: usize) -> bool {
        self.depth as usize + 2 * nesting + 2 <= MAX_DEPTH as usize
    }

    fn parse_function_type(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(Kind::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// `function-result-type ::= type-list-parens | non-function-type`
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<TypeList> {
        if self.at(Kind::LParen) {
            self.parse_type_list_parens()
        } else {
            Ok(smallvec::smallvec![self.parse_non_function_type()?])
        }
    }

    /// `type (',' type)*`
    pub(crate) fn parse_type_list_no_parens(&mut self) -> PResult<TypeList> {
        let mut out: TypeList = smallvec::smallvec![self.parse_type()?];
        while self.eat(Kind::Comma) {
            out.push(self.parse_type()?);
        }
        Ok(out)
    }

    /// `'(' type-list-no-parens? ')'`
    pub(crate) fn parse_type_list_parens(&mut self) -> PResult<TypeList> {
        self.expect(Kind::LParen, "expected '('")?;
        if self.eat(Kind::RParen) {
            return Ok(TypeList::new());
        }
        let list = self.parse_type_list_no_parens()?;
        self.expect(Kind::RParen, "expected ')'")?;
        Ok(list)
    }

    pub(crate) fn parse_non_function_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_non_function_type_inner();
        self.leave();
        r
    }

    fn parse_non_function_type_inner(&mut self) -> PResult<Type> {
        if let Some(t) = self.scalar_type() {
            self.bump();
            return Ok(t);
        }
        if let Some(&t) = self.memos.types.get(self.text()) {
            if matches!(self.tok.kind, Kind::IntType | Kind::BareIdent) {
                self.bump();
                return Ok(t);
            }
        }
        match self.tok.kind {
            Kind::IntType => {
                let key = self.text();
                let t = self.parse_int_type()?;
                self.memos.types.insert(key.into(), t);
                return Ok(t);
            }
            Kind::ExclIdent => return self.parse_extended_type(),
            Kind::BareIdent => {}
            _ => return Err(self.error_wrong_token("expected non-function type")),
        }
        let kw = self.text();
        if let Some(kind) = FloatKind::from_keyword(kw) {
            self.bump();
            let t = self.ctx.float_type(kind);
            self.memos.types.insert(kw.into(), t);
            return Ok(t);
        }
        match kw {
            "index" => {
                self.bump();
                let t = self.ctx.index_type();
                self.memos.types.insert(kw.into(), t);
                Ok(t)
            }
            "none" => {
                self.bump();
                Ok(self.ctx.none_type())
            }
            "memref" | "tensor" | "vector" | "complex" | "tuple" => self.parse_cached(kw),
            _ => Err(self.error_wrong_token("expected non-function type")),
        }
    }

    /// The current token as one of the common builtin scalar types (see
    /// [`super::core::ScalarTypes`]), without hashing its spelling; `None`
    /// for anything else (the caller's general path handles it).
    fn scalar_type(&mut self) -> Option<Type> {
        let s = self.text().as_bytes();
        let slot = match self.tok.kind {
            // The lexer made it `i`, `si` or `ui` and then digits.
            Kind::IntType => {
                if s[0] != b'i' || s.len() > 4 {
                    return None;
                }
                let width = s[1..]
                    .iter()
                    .fold(0usize, |w, &d| w * 10 + usize::from(d - b'0'));
                if width > 128 {
                    return None;
                }
                width
            }
            Kind::BareIdent => match s {
                b"f32" => 129,
                b"f64" => 130,
                b"f16" => 131,
                b"bf16" => 132,
                b"index" => 133,
                _ => return None,
            },
            _ => return None,
        };
        if let Some(t) = self.memos.scalars.0[slot] {
            return Some(t);
        }
        let t = match slot {
            129 => self.ctx.float_type(FloatKind::F32),
            130 => self.ctx.float_type(FloatKind::F64),
            131 => self.ctx.float_type(FloatKind::F16),
            132 => self.ctx.float_type(FloatKind::BF16),
            133 => self.ctx.index_type(),
            width => self.ctx.int_type(width as u32),
        };
        self.memos.scalars.0[slot] = Some(t);
        Some(t)
    }

    /// Container types, memoised by their exact spelling.
    fn parse_cached(&mut self, kw: &str) -> PResult<Type> {
        let start = self.tok.start;
        let lt = self.tok.end as usize;
        if self.src.as_bytes().get(lt) == Some(&b'<') {
            if let Some((end, nesting)) = self.bracket_span(lt) {
                if self.memo_allowed(nesting) {
                    return self.memoised_type(start, end as u32, |p| p.parse_container(kw));
                }
            }
        }
        self.parse_container(kw)
    }

    fn parse_container(&mut self, kw: &str) -> PResult<Type> {
        match kw {
            "memref" => self.parse_memref_type(),
            "tensor" => self.parse_tensor_type(),
            "vector" => self.parse_vector_type(),
            "complex" => self.parse_complex_type(),
            _ => self.parse_tuple_type(),
        }
    }

    fn parse_int_type(&mut self) -> PResult<Type> {
        let s = self.text();
        let (signedness, digits) = if let Some(d) = s.strip_prefix("si") {
            (Signedness::Signed, d)
        } else if let Some(d) = s.strip_prefix("ui") {
            (Signedness::Unsigned, d)
        } else {
            (Signedness::Signless, &s[1..])
        };
        let Ok(width) = digits.parse::<u64>() else {
            return Err(self.error_here("invalid integer width"));
        };
        if width > MAX_INT_WIDTH {
            return Err(self.error_here(&format!(
                "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
            )));
        }
        self.bump();
        Ok(self.ctx.integer_type(width as u32, signedness))
    }

    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Kind::Less, "expected '<' in complex type")?;
        let pos = self.tok.start;
        let element = self.parse_type()?;
        self.expect(Kind::Greater, "expected '>' in complex type")?;
        if !matches!(
            self.ctx.type_data(element),
            TypeData::Float(_) | TypeData::Integer { .. }
        ) {
            return Err(self.error_at(pos, "invalid element type for complex"));
        }
        Ok(self.ctx.intern_type(TypeData::Complex(element)))
    }

    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Kind::Less, "expected '<' in tuple type")?;
        if self.eat(Kind::Greater) {
            return Ok(self.ctx.intern_type(TypeData::Tuple(Box::new([]))));
        }
        let types = self.parse_type_list_no_parens()?;
        self.expect(Kind::Greater, "expected '>' in tuple type")?;
        Ok(self
            .ctx
            .intern_type(TypeData::Tuple(types.as_slice().into())))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let kw_pos = self.tok.start;
        self.bump();
        self.expect(Kind::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            if self.at(Kind::Integer) {
                shape.push(self.parse_integer_in_dimension_list()?);
                scalable.push(false);
            } else if self.at(Kind::LSquare) {
                self.bump();
                if !self.at(Kind::Integer) {
                    return Err(self.error_wrong_token("expected integer value"));
                }
                shape.push(self.parse_integer_in_dimension_list()?);
                scalable.push(true);
                self.expect(Kind::RSquare, "missing ']' closing scalable dimension")?;
            } else {
                break;
            }
            self.parse_x_in_dimension_list()?;
        }
        if let Some(&bad) = shape.iter().find(|&&d| d <= 0) {
            return Err(self.error_at(
                kw_pos,
                &format!("vector types must have positive constant sizes but got {bad}"),
            ));
        }
        let element = self.parse_type()?;
        self.expect(Kind::Greater, "expected '>' in vector type")?;
        let valid = matches!(
            self.ctx.type_data(element),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::Dialect(_)
        );
        if !valid {
            // VectorType's verifier, reported at the type (MLIR's getChecked).
            return Err(self.error_at(
                kw_pos,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        Ok(self.ctx.intern_type(TypeData::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            element,
        }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Kind::Less, "expected '<' in tensor type")?;
        let unranked = self.eat(Kind::Star);
        let shape = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true, true)?
        };
        let pos = self.tok.start;
        let element = self.parse_type()?;
        let mut encoding = None;
        if self.eat(Kind::Comma) {
            encoding = self.parse_optional_attribute_inner(None)?;
        }
        self.expect(Kind::Greater, "expected '>' in tensor type")?;
        let valid = matches!(
            self.ctx.type_data(element),
            TypeData::Complex(_)
                | TypeData::Float(_)
                | TypeData::Integer { .. }
                | TypeData::Opaque { .. }
                | TypeData::Vector { .. }
                | TypeData::Index
                | TypeData::Dialect(_)
        );
        if !valid {
            return Err(self.error_at(pos, "invalid tensor element type"));
        }
        if unranked {
            if encoding.is_some() {
                return Err(self.error_here("cannot apply encoding to unranked tensor"));
            }
            return Ok(self.ctx.intern_type(TypeData::UnrankedTensor { element }));
        }
        Ok(self.ctx.intern_type(TypeData::RankedTensor {
            shape: shape.into(),
            element,
            encoding,
        }))
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let kw_pos = self.tok.start;
        self.bump();
        self.expect(Kind::Less, "expected '<' in memref type")?;
        let unranked = self.eat(Kind::Star);
        let shape = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true, true)?
        };
        let pos = self.tok.start;
        let element = self.parse_type()?;
        let valid = matches!(
            self.ctx.type_data(element),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Complex(_)
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
                | TypeData::Vector { .. }
                | TypeData::Dialect(_)
        );
        if !valid {
            return Err(self.error_at(pos, "invalid memref element type"));
        }
        let mut layout = None;
        let mut memory_space = None;
        if !self.eat(Kind::Greater) {
            self.expect(Kind::Comma, "expected ',' or '>' in memref type")?;
            loop {
                let attr = self.parse_attribute(None)?;
                let is_layout = matches!(
                    self.ctx.attr_data(attr),
                    AttrData::AffineMap(_) | AttrData::StridedLayout { .. }
                );
                if is_layout {
                    layout = Some(attr);
                    if unranked {
                        return Err(
                            self.error_here("cannot have affine map for unranked memref type")
                        );
                    }
                    if memory_space.is_some() {
                        return Err(
                            self.error_here("expected memory space to be last in memref type")
                        );
                    }
                } else if memory_space.is_some() {
                    return Err(self.error_here("multiple memory spaces specified in memref type"));
                } else {
                    memory_space = Some(attr);
                }
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
            self.expect(Kind::Greater, "expected ',' or '>'")?;
        }
        // The default memory space (integer 0) is no memory space.
        if let Some(ms) = memory_space {
            if matches!(self.ctx.attr_data(ms), AttrData::Integer { value, .. } if value.get() == 0)
            {
                memory_space = None;
            }
        }
        if unranked {
            return Ok(self.ctx.intern_type(TypeData::UnrankedMemRef {
                element,
                memory_space,
            }));
        }
        if let Some(l) = layout {
            if let AttrData::AffineMap(map) = self.ctx.attr_data(l) {
                if map.num_dims as usize != shape.len() {
                    return Err(self.error_at(
                        kw_pos,
                        &format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            shape.len(),
                            map.num_dims
                        ),
                    ));
                }
                let identity = map.num_symbols == 0
                    && map.results.len() == shape.len()
                    && map
                        .results
                        .iter()
                        .enumerate()
                        .all(|(i, e)| *e == crate::attributes::AffineExpr::Dim(i as u32));
                if identity {
                    layout = None;
                }
            }
        }
        Ok(self.ctx.intern_type(TypeData::MemRef {
            shape: shape.into(),
            element,
            layout,
            memory_space,
        }))
    }

    /// `dimension-list`: `?` and integers separated by `x` (MLIR's
    /// `parseDimensionListRanked`).
    pub(crate) fn parse_dimension_list_ranked(
        &mut self,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        if with_trailing_x {
            while self.at(Kind::Integer) || self.at(Kind::Question) {
                dims.push(self.parse_dim(allow_dynamic)?);
                self.parse_x_in_dimension_list()?;
            }
            return Ok(dims);
        }
        if self.at(Kind::Integer) || self.at(Kind::Question) {
            dims.push(self.parse_dim(allow_dynamic)?);
            while self.at(Kind::BareIdent) && self.text().starts_with('x') {
                self.parse_x_in_dimension_list()?;
                dims.push(self.parse_dim(allow_dynamic)?);
            }
        }
        Ok(dims)
    }

    fn parse_dim(&mut self, allow_dynamic: bool) -> PResult<i64> {
        let pos = self.tok.start;
        if self.eat(Kind::Question) {
            if !allow_dynamic {
                return Err(self.error_at(pos, "expected static shape"));
            }
            return Ok(DYNAMIC);
        }
        if !self.at(Kind::Integer) {
            return Err(self.error_wrong_token("expected integer value"));
        }
        self.parse_integer_in_dimension_list()
    }

    fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        let s = self.text();
        if s.len() > 1 && s.as_bytes()[1] == b'x' {
            // `0xf32` is `0`, `x`, `f32`.
            self.prev_end = self.tok.start + 1;
            self.reset_to(self.tok.start + 1);
            return Ok(0);
        }
        match s.parse::<u64>() {
            Ok(v) if v <= i64::MAX as u64 => {
                self.bump();
                Ok(v as i64)
            }
            _ => Err(self.error_here("invalid dimension")),
        }
    }

    /// An `x` in a dimension list, splitting tokens such as `xf32`.
    pub(crate) fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if !self.at(Kind::BareIdent) || !self.text().starts_with('x') {
            return Err(self.error_wrong_token("expected 'x' in dimension list"));
        }
        if self.text().len() > 1 {
            self.prev_end = self.tok.start + 1;
            self.reset_to(self.tok.start + 1);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// Scans the body `<...>` of a dialect symbol starting at the `<` at
    /// `lt`; returns the position after the matching `>`.
    pub(crate) fn scan_symbol_body(&self, lt: u32) -> Result<u32, (u32, String)> {
        let b = self.src.as_bytes();
        let end = self.lex.end();
        let mut stack: smallvec::SmallVec<[u8; 8]> = smallvec::SmallVec::new();
        let mut i = lt as usize;
        loop {
            let c = if i < end { b[i] } else { 0 };
            i += 1;
            let unbalanced = |stack: &[u8]| {
                let open = *stack.last().unwrap_or(&b'<') as char;
                (
                    lt,
                    format!("unbalanced '{open}' character in pretty dialect name"),
                )
            };
            match c {
                // NUL or the end of input: the body is unbalanced.
                0 => return Err(unbalanced(&stack)),
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                // `->` is one token: its `>` closes nothing.
                b'-' if i < end && b[i] == b'>' => i += 1,
                b'>' | b']' | b')' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        return Err(unbalanced(&stack));
                    }
                    stack.pop();
                }
                b'"' => {
                    // Skip a string literal, honouring escapes.
                    loop {
                        if i >= end {
                            return Err((i as u32, "expected '\"' in string literal".into()));
                        }
                        let s = b[i];
                        i += 1;
                        match s {
                            b'"' => break,
                            b'\\' => i += 1,
                            b'\n' => {
                                return Err((
                                    i as u32 - 1,
                                    "expected '\"' in string literal".into(),
                                ))
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
            if stack.is_empty() {
                return Ok(i as u32);
            }
        }
    }

    /// The token after `#` or `!` (current): an alias name (`Err`), or where
    /// the dialect symbol's data lies (`Ok`). Consumes the identifier token.
    pub(crate) fn parse_extended_symbol(&mut self) -> PResult<Result<ExtendedSymbol<'a>, &'a str>> {
        let tok = self.tok;
        let ident = &self.text()[1..];
        self.bump();
        let (dialect, rest) = ident.split_once('.').unwrap_or((ident, ""));
        let is_pretty = !rest.is_empty() || ident.ends_with('.');
        let has_body = self.at(Kind::Less) && self.tok.start == tok.end;
        if !has_body && !is_pretty {
            return Ok(Err(ident));
        }
        let (data_start, data_end, resume) = if !is_pretty {
            let end = self.scan_body_or_err(self.tok.start)?;
            (self.tok.start + 1, end - 1, end)
        } else if has_body {
            let end = self.scan_body_or_err(self.tok.start)?;
            (tok.start + 1 + dialect.len() as u32 + 1, end, end)
        } else {
            (tok.start + 1 + dialect.len() as u32 + 1, tok.end, tok.end)
        };
        Ok(Ok(ExtendedSymbol {
            tok,
            dialect,
            is_pretty,
            data_start,
            data_end,
            resume,
        }))
    }

    /// `!alias`, `!dialect<...>` or `!dialect.mnemonic<...>`.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let sym = match self.parse_extended_symbol()? {
            Ok(symbol) => symbol,
            Err(alias) => return self.resolve_alias(&self.type_aliases, alias),
        };
        if let Some(def) = self.ctx.dialect(sym.dialect) {
            return self.run_dialect_parser(sym.data_start, sym.data_end, sym.resume, |p| {
                crate::format::parse_dialect_type(def, p)
            });
        }
        let data = self.opaque_data(&sym)?;
        let dialect = sym.dialect;
        if !self.config.allow_unregistered_dialect {
            return Err(self.error_at(
                sym.opaque_pos(),
                &format!("`!\"{dialect}\"<\"{data}\">` type {UNREGISTERED_TAIL}"),
            ));
        }
        if sym.resume != self.tok.start {
            self.prev_end = sym.resume;
            self.reset_to(sym.resume);
        }
        let dialect = self.ctx.symbol(dialect);
        Ok(self.ctx.intern_type(TypeData::Opaque {
            dialect,
            data: data.into(),
        }))
    }

    /// The value of `alias` (`#alias` or `!alias`) in `aliases`.
    pub(crate) fn resolve_alias<T: Copy>(
        &self,
        aliases: &rustc_hash::FxHashMap<&'a str, T>,
        alias: &str,
    ) -> PResult<T> {
        match aliases.get(alias) {
            Some(&v) => Ok(v),
            None => Err(self.error_wrong_token(&format!("undefined symbol alias id '{alias}'"))),
        }
    }

    /// The data of an opaque symbol of a dialect that is not registered,
    /// once its namespace is known to be valid.
    pub(crate) fn opaque_data(&self, sym: &ExtendedSymbol<'a>) -> PResult<&'a str> {
        if !is_valid_namespace(sym.dialect) {
            let dialect = sym.dialect;
            return Err(self.error_at(
                sym.opaque_pos(),
                &format!("invalid dialect namespace '\"{dialect}\"'"),
            ));
        }
        Ok(&self.src[sym.data_start as usize..sym.data_end as usize])
    }

    pub(crate) fn scan_body_or_err(&self, lt: u32) -> PResult<u32> {
        self.scan_symbol_body(lt)
            .map_err(|(pos, msg)| self.error_at(pos, &msg))
    }

    /// Runs a dialect's parser over `[start, end)` and resumes at `resume`.
    pub(crate) fn run_dialect_parser<T>(
        &mut self,
        start: u32,
        end: u32,
        resume: u32,
        f: impl FnOnce(&mut dyn crate::asm::AsmParser) -> Result<T, ParseError>,
    ) -> PResult<T> {
        let saved_end = self.lex.set_end(end as usize);
        self.reset_to(start);
        self.asm_frames
            .push(super::core::AsmFrame::Dialect { name_pos: start });
        self.enter()?;
        let r = f(self);
        self.leave();
        self.asm_frames.pop();
        self.lex.set_end(saved_end);
        let v = r?;
        self.prev_end = resume;
        self.reset_to(resume);
        Ok(v)
    }
}

/// A `#dialect...` or `!dialect...` symbol located by
/// [`Parser::parse_extended_symbol`].
pub(crate) struct ExtendedSymbol<'a> {
    /// The `#ident` / `!ident` token.
    pub tok: super::token::Token,
    pub dialect: &'a str,
    /// `#dialect.mnemonic...` rather than `#dialect<...>`.
    pub is_pretty: bool,
    /// The symbol data is `[data_start, data_end)`; parsing resumes at `resume`.
    pub data_start: u32,
    pub data_end: u32,
    pub resume: u32,
}

impl ExtendedSymbol<'_> {
    /// Where diagnostics about an opaque (unregistered) symbol point.
    pub fn opaque_pos(&self) -> u32 {
        if self.is_pretty {
            self.data_start
        } else {
            self.tok.start
        }
    }
}
