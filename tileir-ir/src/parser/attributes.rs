//! Builtin attributes, attribute dictionaries, aliases and dialect
//! attributes (MLIR's `AttributeParser.cpp` and the attribute half of
//! `DialectSymbolParser.cpp`).
//!
//! Encodings follow `crate::attributes`: integers are `i128` (sign-extended
//! from their width for signless and signed types, zero-extended for
//! unsigned ones; a signless `i1` literal is a `Bool`, as MLIR's `BoolAttr`
//! is an `i1` integer), floats are raw bits of their type's format, dense
//! elements are packed little-endian bytes and become a splat when every
//! element is equal (as MLIR's `DenseElementsAttr::get` does).

use super::core::{parse_uint, PResult, Parser};
use super::float::f64_to_bits;
use super::token::{string_value, Kind, Token};
use super::types::UNREGISTERED_TAIL;
use crate::attributes::{AttrData, Attribute, DenseData, NamedAttr};
use crate::types::{FloatKind, Signedness, Type, TypeData, DYNAMIC};

/// The element kind of a shaped type, for literal conversion.
#[derive(Clone, Copy)]
enum Elem {
    Int { width: u32, signedness: Signedness },
    Index,
    Float(FloatKind),
    Other,
}

fn elem_of(data: &TypeData) -> Elem {
    match data {
        TypeData::Integer { width, signedness } => Elem::Int {
            width: *width,
            signedness: *signedness,
        },
        TypeData::Index => Elem::Index,
        TypeData::Float(k) => Elem::Float(*k),
        _ => Elem::Other,
    }
}

fn elem_bytes(e: Elem) -> usize {
    match e {
        Elem::Int { width, .. } => (width as usize).div_ceil(8).max(1),
        Elem::Index => 8,
        Elem::Float(k) => (k.width() as usize).div_ceil(8),
        Elem::Other => 0,
    }
}

/// Canonical `i128` of an integer of `width` bits held in `raw` (two's complement).
pub fn canonical_int(raw: u128, width: u32, signedness: Signedness) -> i128 {
    if width == 0 {
        return 0;
    }
    if width >= 128 {
        return raw as i128;
    }
    let masked = raw & ((1u128 << width) - 1);
    if signedness == Signedness::Unsigned || width == 1 {
        masked as i128
    } else {
        let shift = 128 - width;
        ((masked << shift) as i128) >> shift
    }
}

/// The error for an integer literal mlir-opt accepts but tileir cannot
/// hold yet: a value beyond 128 bits in an elements attribute, or in a type
/// wider than [`crate::wide_int::MAX_BITS`].
fn wide_unsupported(width: u32) -> String {
    format!(
        "integer constant beyond 128 bits in an i{width} attribute is not supported yet (mlir-opt accepts it)"
    )
}

/// Appends `value` as one `n`-byte little-endian element, sign-filled past
/// 16 bytes (a canonical value of a type wider than 128 bits).
pub fn push_int_element(out: &mut Vec<u8>, value: i128, n: usize) {
    out.extend_from_slice(&value.to_le_bytes()[..n.min(16)]);
    out.resize(
        out.len() + n.saturating_sub(16),
        if value < 0 { 0xff } else { 0 },
    );
}

/// MLIR's `buildAttributeAPInt`: the literal `spelling` (with sign) as an
/// integer of the given width, or `None` when it does not fit.
fn build_int(
    width: u32,
    signedness: Signedness,
    is_index: bool,
    negative: bool,
    spelling: &str,
) -> Option<i128> {
    let mag = parse_uint(spelling)?;
    let width = if is_index { 64 } else { width };
    if width < 128 && mag >> width != 0 {
        return None;
    }
    if width > 128 {
        // Wider types are kept when the value fits in i128.
        if mag > i128::MAX as u128 + u128::from(negative) {
            return None;
        }
        return Some(if negative {
            (mag as i128).wrapping_neg()
        } else {
            mag as i128
        });
    }
    let mask = if width == 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let sign_bit = if width == 0 { 0 } else { 1u128 << (width - 1) };
    if width == 0 {
        return if negative { None } else { Some(0) };
    }
    if negative {
        let r = mag.wrapping_neg() & mask;
        if r & sign_bit == 0 {
            return None;
        }
        return Some(canonical_int(r, width, signedness));
    }
    if (signedness == Signedness::Signed || is_index) && mag & sign_bit != 0 {
        return None;
    }
    Some(canonical_int(mag, width, signedness))
}

/// Decodes a `"0x..."` hex string token into bytes.
pub(crate) fn hex_string_value(spelling: &str) -> Option<Vec<u8>> {
    let v = string_value(spelling);
    let hex = v.strip_prefix(b"0x")?;
    if hex.len() % 2 != 0 {
        return None;
    }
    hex.chunks(2)
        .map(|c| Some(super::token::hex_val(c[0])? * 16 + super::token::hex_val(c[1])?))
        .collect()
}

/// Elements of a tensor literal as parsed, before the type is known.
#[derive(Default)]
pub(crate) struct TensorLiteral {
    shape: Vec<i64>,
    /// (negative, token) for each element (two per complex element).
    storage: Vec<(bool, Token)>,
    hex: Option<Token>,
}

impl<'a> Parser<'a> {
    /// Whether the current token starts an attribute for MLIR's
    /// `parseOptionalAttribute` (which, as in MLIR 22, does not recognise
    /// `array<`, `strided<` or `distinct[`).
    pub(crate) fn at_attribute_start(&self) -> bool {
        match self.tok.kind {
            Kind::AtIdent
            | Kind::Float
            | Kind::Integer
            | Kind::HashIdent
            | Kind::LBrace
            | Kind::LSquare
            | Kind::Minus
            | Kind::String => true,
            Kind::BareIdent => {
                matches!(
                    self.text(),
                    "affine_map"
                        | "affine_set"
                        | "dense"
                        | "dense_resource"
                        | "false"
                        | "loc"
                        | "sparse"
                        | "true"
                        | "unit"
                ) || self.at_type_start()
            }
            _ => self.at_type_start(),
        }
    }

    pub(crate) fn parse_optional_attribute_inner(
        &mut self,
        ty: Option<Type>,
    ) -> PResult<Option<Attribute>> {
        if self.at_attribute_start() {
            self.parse_attribute(ty).map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses any attribute value; `ty` is the type expected for typed literals.
    pub(crate) fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner(ty);
        self.leave();
        r
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.tok.kind {
            Kind::LSquare => {
                self.bump();
                let mut items = Vec::new();
                if !self.eat(Kind::RSquare) {
                    loop {
                        items.push(self.parse_attribute(None)?);
                        if !self.eat(Kind::Comma) {
                            break;
                        }
                    }
                    self.expect(Kind::RSquare, "expected ',' or ']'")?;
                }
                Ok(ctx.intern_attr(AttrData::Array(items.into())))
            }
            Kind::LBrace => {
                let mut entries = self.parse_attribute_dict()?;
                Ok(ctx.dictionary_attr_in_place(&mut entries))
            }
            Kind::HashIdent => self.parse_extended_attr(ty),
            Kind::Float => self.parse_float_attr(ty, false),
            Kind::Integer => self.parse_dec_or_hex_attr(ty, false),
            Kind::Minus => {
                self.bump();
                match self.tok.kind {
                    Kind::Integer => self.parse_dec_or_hex_attr(ty, true),
                    Kind::Float => self.parse_float_attr(ty, true),
                    _ => {
                        Err(self
                            .error_wrong_token("expected constant integer or floating point value"))
                    }
                }
            }
            Kind::String => {
                let value = string_value(self.text());
                self.bump();
                let mut ty = ty;
                if ty.is_none() && self.eat(Kind::Colon) {
                    ty = Some(self.parse_type()?);
                }
                Ok(ctx.intern_attr(AttrData::String {
                    value: value.into(),
                    ty,
                }))
            }
            Kind::AtIdent => self.parse_symbol_ref(),
            Kind::BareIdent => match self.text() {
                "affine_map" => {
                    self.bump();
                    self.expect(Kind::Less, "expected '<' in affine map")?;
                    let map = self.parse_affine_map_reference()?;
                    self.expect(Kind::Greater, "expected '>' in affine map")?;
                    Ok(ctx.intern_attr(AttrData::AffineMap(map)))
                }
                "affine_set" => {
                    self.bump();
                    self.expect(Kind::Less, "expected '<' in integer set")?;
                    let set = self.parse_integer_set_reference()?;
                    self.expect(Kind::Greater, "expected '>' in integer set")?;
                    Ok(ctx.intern_attr(AttrData::IntegerSet(set)))
                }
                "true" | "false" => {
                    let v = self.text() == "true";
                    self.bump();
                    Ok(ctx.intern_attr(AttrData::Bool(v)))
                }
                "unit" => {
                    self.bump();
                    Ok(ctx.unit_attr())
                }
                "dense" => self.parse_dense_elements_attr(ty),
                "dense_resource" => self.parse_dense_resource_attr(ty),
                "array" => self.parse_dense_array_attr(),
                "sparse" => self.parse_sparse_elements_attr(ty),
                "strided" => self.parse_strided_layout_attr(),
                "distinct" => self.parse_distinct_attr(ty),
                "loc" => {
                    self.bump();
                    self.expect(Kind::LParen, "expected '(' in inline location")?;
                    let loc = self.parse_location_instance()?;
                    self.expect(Kind::RParen, "expected ')' in inline location")?;
                    Ok(loc.attr())
                }
                _ => self.parse_type_attr(),
            },
            _ => self.parse_type_attr(),
        }
    }

    fn parse_type_attr(&mut self) -> PResult<Attribute> {
        match self.parse_optional_type_inner()? {
            Some(t) => Ok(self.ctx.type_attr(t)),
            None => Err(self.error_wrong_token("expected attribute value")),
        }
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.symbol_ref_name();
        self.bump();
        let mut nested = Vec::new();
        while self.at(Kind::Colon) {
            let colon = self.tok.start;
            self.bump();
            if !self.eat(Kind::Colon) {
                if !self.at(Kind::Eof) && !self.at(Kind::Error) {
                    self.reset_to(colon);
                }
                break;
            }
            if !self.at(Kind::AtIdent) {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            nested.push(self.symbol_ref_name());
            self.bump();
        }
        Ok(self.ctx.intern_attr(AttrData::SymbolRef {
            root,
            nested: nested.into(),
        }))
    }

    /// The symbol named by the current `@` token.
    pub(crate) fn symbol_ref_name(&self) -> crate::context::Symbol {
        let s = &self.text()[1..];
        if s.starts_with('"') {
            let v = string_value(s);
            self.ctx.symbol(&String::from_utf8_lossy(&v))
        } else {
            self.ctx.symbol(s)
        }
    }

    /// `{ name (= value)?, ... }` in source order.
    pub(crate) fn parse_attribute_dict(&mut self) -> PResult<crate::attributes::AttrList> {
        self.expect(Kind::LBrace, "expected '{' in attribute dictionary")?;
        if self.eat(Kind::RBrace) {
            return Ok(Default::default());
        }
        // Most dictionaries are short: one allocation, no regrowth.
        let mut out = crate::attributes::AttrList::new();
        // Duplicates: a scan while the dictionary is short, a set past that.
        const SCAN: usize = 16;
        let mut seen: std::collections::HashSet<crate::context::Symbol> = Default::default();
        loop {
            let owned;
            let (name, sym): (&str, _) = match self.tok.kind {
                Kind::String => {
                    let v = string_value(self.text());
                    owned = String::from_utf8_lossy(&v).into_owned();
                    (&owned, self.ctx.symbol(&owned))
                }
                Kind::BareIdent | Kind::IntType => {
                    let name = self.text();
                    (name, self.cached_symbol(name))
                }
                _ => return Err(self.error_wrong_token("expected attribute name")),
            };
            if name.is_empty() {
                return Err(self.error_here("expected valid attribute name"));
            }
            let duplicate = if out.len() < SCAN {
                out.iter().any(|e| e.name == sym)
            } else {
                if seen.is_empty() {
                    seen.extend(out.iter().map(|e| e.name));
                }
                !seen.insert(sym)
            };
            if duplicate {
                return Err(
                    self.error_here(&format!("duplicate key '{name}' in dictionary attribute"))
                );
            }
            self.bump();
            let value = if self.eat(Kind::Equal) {
                self.parse_attribute(None)?
            } else {
                self.ctx.unit_attr()
            };
            out.push(NamedAttr { name: sym, value });
            if !self.eat(Kind::Comma) {
                break;
            }
        }
        self.expect(Kind::RBrace, "expected '}' in attribute dictionary")?;
        Ok(out)
    }

    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let Ok(v) = self.text().parse::<f64>() else {
            return Err(self.error_here("floating point value too large for attribute"));
        };
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None if self.eat(Kind::Colon) => self.parse_type()?,
            None => self.ctx.float_type(FloatKind::F64),
        };
        let TypeData::Float(kind) = *self.ctx.type_data(ty) else {
            return Err(self.error_here("floating point value not valid for specified type"));
        };
        let v = if negative { -v } else { v };
        Ok(self.ctx.intern_attr(AttrData::Float {
            ty,
            bits: crate::attributes::Wide::new(f64_to_bits(kind, v)),
        }))
    }

    /// A float from an integer token: only hex bit patterns are accepted.
    fn float_from_integer_literal(
        &self,
        tok: Token,
        negative: bool,
        kind: FloatKind,
    ) -> PResult<u128> {
        let s = self.spelling(tok);
        if !s.starts_with("0x") {
            let d = self
                .diag_at(
                    tok.start,
                    "unexpected decimal integer literal for a floating point value",
                )
                .with_note(
                    self.loc_at(tok.start),
                    "add a trailing dot to make the literal a float",
                );
            if let Some(e) = self.lexer_error_if_any() {
                return Err(e);
            }
            return Err(crate::asm::ParseError(Box::new(d)));
        }
        if negative {
            return Err(self.error_at(
                tok.start,
                "hexadecimal float literal should not have a leading minus",
            ));
        }
        let digits = s[2..].trim_start_matches('0');
        let bits = if digits.is_empty() {
            Some(0)
        } else {
            u128::from_str_radix(digits, 16).ok()
        };
        match bits {
            Some(b) if kind.width() >= 128 || b >> kind.width() == 0 => Ok(b),
            _ => Err(self.error_at(
                tok.start,
                "hexadecimal float constant out of range for type",
            )),
        }
    }

    pub(crate) fn lexer_error_if_any(&self) -> Option<crate::asm::ParseError> {
        (self.tok.kind == Kind::Error).then(|| self.error_at(self.tok.start, ""))
    }

    fn parse_dec_or_hex_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let tok = self.tok;
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None if self.eat(Kind::Colon) => self.parse_type()?,
            None => self.ctx.int_type(64),
        };
        let data = self.ctx.type_data(ty);
        if let TypeData::Float(kind) = *data {
            let bits = self.float_from_integer_literal(tok, negative, kind)?;
            return Ok(self.ctx.intern_attr(AttrData::Float {
                ty,
                bits: crate::attributes::Wide::new(bits),
            }));
        }
        let (width, signedness, is_index) = match *data {
            TypeData::Integer { width, signedness } => (width, signedness, false),
            TypeData::Index => (64, Signedness::Signless, true),
            _ => {
                return Err(self.error_at(tok.start, "integer literal not valid for specified type"))
            }
        };
        if negative && signedness == Signedness::Unsigned {
            return Err(self.error_at(
                tok.start,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        let spelling = self.spelling(tok);
        let Some(value) = build_int(width, signedness, is_index, negative, spelling) else {
            if width > 128 {
                if let Some(words) = crate::wide_int::build(width, signedness, negative, spelling) {
                    return Ok(self.ctx.intern_attr(AttrData::WideInteger { ty, words }));
                }
                if width > crate::wide_int::MAX_BITS {
                    // mlir-opt accepts it; integers of every width: issue 12.
                    return Err(self.error_at(tok.start, &wide_unsupported(width)));
                }
            }
            return Err(self.error_at(tok.start, "integer constant out of range for attribute"));
        };
        Ok(self.int_attr(ty, width, signedness, is_index, value))
    }

    fn int_attr(
        &mut self,
        ty: Type,
        width: u32,
        signedness: Signedness,
        is_index: bool,
        value: i128,
    ) -> Attribute {
        // Constants repeat: a memo probe is cheaper than interning.
        if let Some(&a) = self.memos.ints.get(&(ty, value)) {
            return a;
        }
        let a = if width == 1 && signedness == Signedness::Signless && !is_index {
            self.ctx.intern_attr(AttrData::Bool(value != 0))
        } else {
            self.ctx.integer_attr(ty, value)
        };
        self.memos.ints.insert((ty, value), a);
        a
    }

    // ----- dense elements -----

    pub(crate) fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let mut lit = TensorLiteral::default();
        if allow_hex && self.at(Kind::String) {
            lit.hex = Some(self.tok);
            self.bump();
            return Ok(lit);
        }
        if self.at(Kind::LSquare) {
            let mut shape = Vec::new();
            self.parse_tensor_list(&mut lit, &mut shape)?;
            lit.shape = shape;
        } else {
            self.parse_tensor_element(&mut lit)?;
        }
        Ok(lit)
    }

    fn parse_tensor_element(&mut self, lit: &mut TensorLiteral) -> PResult<()> {
        match self.tok.kind {
            Kind::Float | Kind::Integer | Kind::String => {
                lit.storage.push((false, self.tok));
                self.bump();
            }
            Kind::BareIdent if matches!(self.text(), "true" | "false") => {
                lit.storage.push((false, self.tok));
                self.bump();
            }
            Kind::Minus => {
                self.bump();
                if !matches!(self.tok.kind, Kind::Float | Kind::Integer) {
                    return Err(self.error_here("expected integer or floating point literal"));
                }
                lit.storage.push((true, self.tok));
                self.bump();
            }
            Kind::LParen => {
                self.bump();
                self.parse_tensor_element(lit)?;
                self.expect(Kind::Comma, "expected ',' between complex elements")?;
                self.parse_tensor_element(lit)?;
                self.expect(Kind::RParen, "expected ')' after complex elements")?;
            }
            _ => return Err(self.error_here("expected element literal of primitive type")),
        }
        Ok(())
    }

    fn parse_tensor_list(&mut self, lit: &mut TensorLiteral, dims: &mut Vec<i64>) -> PResult<()> {
        self.enter()?;
        self.expect(Kind::LSquare, "expected '['")?;
        let mut first = true;
        let mut new_dims: Vec<i64> = Vec::new();
        let mut size = 0i64;
        if !self.eat(Kind::RSquare) {
            loop {
                let mut this_dims = Vec::new();
                if self.at(Kind::LSquare) {
                    self.parse_tensor_list(lit, &mut this_dims)?;
                } else {
                    self.parse_tensor_element(lit)?;
                }
                size += 1;
                if first {
                    new_dims = this_dims;
                    first = false;
                } else if new_dims != this_dims {
                    return Err(self.error_here(
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
            self.expect(Kind::RSquare, "expected ']'")?;
        }
        self.leave();
        dims.clear();
        dims.push(size);
        dims.extend(new_dims);
        Ok(())
    }

    /// `elements-literal-type`: a statically shaped tensor or vector.
    fn parse_elements_literal_type(&mut self, ty: Option<Type>) -> PResult<(Type, Vec<i64>, Type)> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(Kind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let (shape, element): (Vec<i64>, Type) = match self.ctx.type_data(ty) {
            TypeData::RankedTensor { shape, element, .. }
            | TypeData::Vector { shape, element, .. }
            | TypeData::MemRef { shape, element, .. } => (shape.to_vec(), *element),
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => {
                return Err(self.error_here("elements literal type must have static shape"))
            }
            _ => match self.ctx.dialect_shaped_type(ty) {
                Some((shape, element)) => (shape.to_vec(), element),
                None => return Err(self.error_here("elements literal must be a shaped type")),
            },
        };
        if shape.contains(&DYNAMIC) {
            return Err(self.error_here("elements literal type must have static shape"));
        }
        Ok((ty, shape, element))
    }

    fn parse_dense_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let attr_pos = self.tok.start;
        self.bump();
        self.expect(Kind::Less, "expected '<' after 'dense'")?;
        let mut lit = TensorLiteral::default();
        if !self.eat(Kind::Greater) {
            lit = self.parse_tensor_literal(true)?;
            self.expect(Kind::Greater, "expected '>'")?;
        }
        let pos = attr_pos;
        let (ty, shape, element) = self.parse_elements_literal_type(ty)?;
        let data = self.dense_data(&lit, pos, ty, &shape, element)?;
        Ok(self.ctx.intern_attr(AttrData::DenseElements { ty, data }))
    }

    /// The dense elements attribute of type `ty` holding literal `lit`
    /// (see `AsmParser::parse_dense_elements`).
    /// Where `lit` writes a decimal integer although `ty`'s elements are
    /// floats (hex integers spell float bits and are allowed).
    pub(crate) fn decimal_integer_for_float(&self, lit: &TensorLiteral, ty: Type) -> Option<u32> {
        let element = match self.ctx.type_data(ty) {
            TypeData::Vector { element, .. }
            | TypeData::RankedTensor { element, .. }
            | TypeData::UnrankedTensor { element } => *element,
            _ => self.ctx.dialect_shaped_type(ty)?.1,
        };
        if !matches!(self.ctx.type_data(element), TypeData::Float(_)) {
            return None;
        }
        lit.storage
            .iter()
            .find(|(_, tok)| tok.kind == Kind::Integer && !self.spelling(*tok).starts_with("0x"))
            .map(|(_, tok)| tok.start)
    }

    pub(crate) fn dense_attr_of(
        &mut self,
        lit: &TensorLiteral,
        pos: u32,
        ty: Type,
    ) -> PResult<Attribute> {
        let (ty, shape, element) = self.parse_elements_literal_type(Some(ty))?;
        let data = self.dense_data(lit, pos, ty, &shape, element)?;
        Ok(self.ctx.intern_attr(AttrData::DenseElements { ty, data }))
    }

    fn dense_data(
        &self,
        lit: &TensorLiteral,
        pos: u32,
        ty: Type,
        shape: &[i64],
        element: Type,
    ) -> PResult<DenseData> {
        let num: i64 = shape.iter().product();
        let (inner, complex) = match self.ctx.type_data(element) {
            TypeData::Complex(e) => (*e, true),
            _ => (element, false),
        };
        let elem = elem_of(self.ctx.type_data(inner));
        if let Some(hex) = lit.hex {
            if !matches!(elem, Elem::Other) {
                return self.dense_hex(hex, pos, ty, num as usize, elem, complex);
            }
        }
        if !lit.shape.is_empty() && lit.shape != shape {
            let fmt = |s: &[i64]| {
                s.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(self.error_at(
                pos,
                &format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    fmt(&lit.shape),
                    fmt(shape)
                ),
            ));
        }
        if lit.hex.is_none() && lit.storage.is_empty() && num != 0 {
            return Err(self.error_at(
                pos,
                &format!(
                    "parsed zero elements, but type ({}) expected at least 1",
                    self.quoted_type(ty)
                ),
            ));
        }
        if matches!(elem, Elem::Other) {
            let values: Vec<Box<[u8]>> = match lit.hex {
                Some(h) => vec![string_value(self.spelling(h)).into()],
                None => lit
                    .storage
                    .iter()
                    .map(|(_, t)| string_value(self.spelling(*t)).into())
                    .collect(),
            };
            let splat = !values.is_empty() && values.windows(2).all(|w| w[0] == w[1]);
            let values = if splat {
                vec![values[0].clone()]
            } else {
                values
            };
            return Ok(DenseData::Strings {
                splat,
                values: values.into(),
            });
        }
        let eb = elem_bytes(elem);
        let mut bytes = Vec::with_capacity(lit.storage.len() * eb);
        for &(neg, tok) in &lit.storage {
            self.encode_element(&mut bytes, elem, neg, tok)?;
        }
        let group = if complex { 2 * eb } else { eb };
        Ok(raw_dense(bytes, group, num as usize))
    }

    fn encode_element(&self, out: &mut Vec<u8>, elem: Elem, neg: bool, tok: Token) -> PResult<()> {
        let s = self.spelling(tok);
        match elem {
            Elem::Int { .. } | Elem::Index => {
                let (width, signedness, is_index) = match elem {
                    Elem::Int { width, signedness } => (width, signedness, false),
                    _ => (64, Signedness::Signless, true),
                };
                if neg && signedness == Signedness::Unsigned {
                    return Err(self.error_at(
                        tok.start,
                        "expected unsigned integer elements, but parsed negative value",
                    ));
                }
                if tok.kind == Kind::Float {
                    return Err(self.error_at(
                        tok.start,
                        "expected integer elements, but parsed floating-point",
                    ));
                }
                let value = if s == "true" || s == "false" {
                    if width != 1 || is_index {
                        return Err(self
                            .error_at(tok.start, "expected i1 type for 'true' or 'false' values"));
                    }
                    i128::from(s == "true")
                } else {
                    match build_int(width, signedness, is_index, neg, s) {
                        Some(v) if tok.kind == Kind::Integer => v,
                        _ if tok.kind == Kind::Integer
                            && width > 128
                            && (width > crate::wide_int::MAX_BITS
                                || crate::wide_int::build(width, signedness, neg, s).is_some()) =>
                        {
                            // In range, but elements keep 128 bits (issue 12).
                            return Err(self.error_at(tok.start, &wide_unsupported(width)));
                        }
                        _ => {
                            return Err(
                                self.error_at(tok.start, "integer constant out of range for type")
                            )
                        }
                    }
                };
                push_int_element(out, value, elem_bytes(elem));
            }
            Elem::Float(kind) => {
                let bits = if tok.kind == Kind::Integer {
                    self.float_from_integer_literal(tok, neg, kind)?
                } else if tok.kind != Kind::Float {
                    return Err(
                        self.error_here("expected floating-point elements, but parsed integer")
                    );
                } else {
                    let Ok(v) = s.parse::<f64>() else {
                        return Err(self.error_here("floating point value too large for attribute"));
                    };
                    f64_to_bits(kind, if neg { -v } else { v })
                };
                let n = elem_bytes(elem);
                out.extend_from_slice(&bits.to_le_bytes()[..n.min(16)]);
            }
            _ => {}
        }
        Ok(())
    }

    fn dense_hex(
        &self,
        hex: Token,
        pos: u32,
        ty: Type,
        num: usize,
        elem: Elem,
        complex: bool,
    ) -> PResult<DenseData> {
        let Some(data) = hex_string_value(self.spelling(hex)) else {
            return Err(self.error_at(
                hex.start,
                "expected string containing hex digits starting with `0x`",
            ));
        };
        let invalid = || {
            self.error_at(
                pos,
                &format!(
                    "elements hex data size is invalid for provided type: {}",
                    self.quoted_type(ty)
                ),
            )
        };
        if let Elem::Int { width: 0, .. } = elem {
            // `i0` elements take no bits: the data is empty.
            if !data.is_empty() {
                return Err(invalid());
            }
            return Ok(raw_dense(vec![0; num.min(1)], 1, num));
        }
        if let Elem::Int { width: 1, .. } = elem {
            if complex {
                return Err(invalid());
            }
            // i1 data is bit-packed in hex form.
            if data.len() == 1 && num != 0 {
                return Ok(raw_dense(vec![u8::from(data[0] != 0)], 1, num));
            }
            if data.len() != num.div_ceil(8) {
                return Err(invalid());
            }
            let bytes = (0..num).map(|i| (data[i / 8] >> (i % 8)) & 1).collect();
            return Ok(raw_dense(bytes, 1, num));
        }
        let group = elem_bytes(elem) * if complex { 2 } else { 1 };
        if data.len() != group * num && data.len() != group {
            return Err(invalid());
        }
        Ok(raw_dense(data, group, num))
    }

    fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let pos = self.tok.start;
        self.bump();
        self.expect(Kind::Less, "expected '<' after 'dense_resource'")?;
        let handle = match self.tok.kind {
            Kind::BareIdent | Kind::IntType => self.text().to_string(),
            Kind::String => String::from_utf8_lossy(&string_value(self.text())).into_owned(),
            _ => return Err(self.error_here("expected identifier key for 'resource' entry")),
        };
        self.bump();
        self.expect(Kind::Greater, "expected '>'")?;
        let (ty, type_pos) = match ty {
            Some(t) => (t, pos),
            None => {
                let tp = self.tok.start;
                self.expect(Kind::Colon, "expected ':'")?;
                (self.parse_type()?, tp)
            }
        };
        if !matches!(
            self.ctx.type_data(ty),
            TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::Vector { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        ) {
            return Err(self.error_at(type_pos, "`dense_resource` expected a shaped type"));
        }
        let handle = self.ctx.symbol(&handle);
        Ok(self.ctx.intern_attr(AttrData::DenseResource { ty, handle }))
    }

    fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(Kind::Less, "expected '<' after 'array'")?;
        let pos = self.tok.start;
        let element = self.parse_type()?;
        let elem = elem_of(self.ctx.type_data(element));
        match elem {
            Elem::Other => {
                return Err(self.error_at(
                    pos,
                    &format!(
                        "expected integer or float type, got: {}",
                        self.quoted_type(element)
                    ),
                ))
            }
            Elem::Int { width, .. } if width != 1 && width % 8 != 0 => {
                return Err(self.error_at(pos, "element type bitwidth must be a multiple of 8"))
            }
            Elem::Float(k) if k.width() % 8 != 0 => {
                return Err(self.error_at(pos, "element type bitwidth must be a multiple of 8"))
            }
            _ => {}
        }
        let mut data = Vec::new();
        if !self.eat(Kind::Greater) {
            self.expect(Kind::Colon, "expected ':' after dense array type")?;
            loop {
                let neg = self.eat(Kind::Minus);
                let tok = self.tok;
                match elem {
                    Elem::Float(_) => {
                        if !matches!(tok.kind, Kind::Integer | Kind::Float) {
                            return Err(
                                self.error_here("expected integer or floating point literal")
                            );
                        }
                        self.bump();
                        self.encode_element(&mut data, elem, neg, tok)?;
                    }
                    _ => {
                        let s = self.text();
                        if s == "true" || s == "false" {
                            if !matches!(elem, Elem::Int { width: 1, .. }) {
                                return Err(self
                                    .error_here("expected i1 type for 'true' or 'false' values"));
                            }
                            self.bump();
                            data.push(u8::from(s == "true"));
                        } else if self.at(Kind::Integer) {
                            self.bump();
                            let (w, sg, idx) = match elem {
                                Elem::Int { width, signedness } => (width, signedness, false),
                                _ => (64, Signedness::Signless, true),
                            };
                            let spelling = self.spelling(tok);
                            let Some(v) = build_int(w, sg, idx, neg, spelling) else {
                                if w > 128
                                    && (w > crate::wide_int::MAX_BITS
                                        || crate::wide_int::build(w, sg, neg, spelling).is_some())
                                {
                                    return Err(self.error_at(tok.start, &wide_unsupported(w)));
                                }
                                return Err(self.error_here("integer constant out of range"));
                            };
                            push_int_element(&mut data, v, elem_bytes(elem));
                        } else {
                            return Err(self.error_here("expected integer literal"));
                        }
                    }
                }
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
            self.expect(Kind::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(self.ctx.intern_attr(AttrData::DenseArray {
            element,
            data: data.into(),
        }))
    }

    fn parse_sparse_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.bump();
        self.expect(Kind::Less, "Expected '<' after 'sparse'")?;
        let i64t = self.ctx.int_type(64);
        if self.eat(Kind::Greater) {
            let (ty, shape, element) = self.parse_elements_literal_type(ty)?;
            let it = self.tensor_type(vec![0, shape.len() as i64], i64t);
            let vt = self.tensor_type(vec![0], element);
            let indices = self.empty_dense(it);
            let values = self.empty_dense(vt);
            return Ok(self.ctx.intern_attr(AttrData::SparseElements {
                ty,
                indices,
                values,
            }));
        }
        let indices_pos = self.tok.start;
        let indices_lit = self.parse_tensor_literal(false)?;
        self.expect(Kind::Comma, "expected ','")?;
        let values_pos = self.tok.start;
        let values_lit = self.parse_tensor_literal(true)?;
        self.expect(Kind::Greater, "expected '>'")?;
        let (ty, shape, element) = self.parse_elements_literal_type(ty)?;
        let indices_shape = if indices_lit.shape.is_empty() {
            vec![1, shape.len() as i64]
        } else {
            indices_lit.shape.clone()
        };
        let it = self.tensor_type(indices_shape.clone(), i64t);
        let idata = self.dense_data(&indices_lit, indices_pos, it, &indices_shape, i64t)?;
        let indices = self.ctx.intern_attr(AttrData::DenseElements {
            ty: it,
            data: idata,
        });
        let values_shape = if values_lit.shape.is_empty() {
            vec![indices_shape[0]]
        } else {
            values_lit.shape.clone()
        };
        let vt = self.tensor_type(values_shape.clone(), element);
        let vdata = self.dense_data(&values_lit, values_pos, vt, &values_shape, element)?;
        let values = self.ctx.intern_attr(AttrData::DenseElements {
            ty: vt,
            data: vdata,
        });
        Ok(self.ctx.intern_attr(AttrData::SparseElements {
            ty,
            indices,
            values,
        }))
    }

    fn tensor_type(&self, shape: Vec<i64>, element: Type) -> Type {
        self.ctx.intern_type(TypeData::RankedTensor {
            shape: shape.into(),
            element,
            encoding: None,
        })
    }

    fn empty_dense(&self, ty: Type) -> Attribute {
        self.ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: DenseData::Raw {
                splat: false,
                bytes: Box::new([]),
            },
        })
    }

    fn parse_strided_layout_attr(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(Kind::Less, "expected '<' after 'strided'")?;
        self.expect(Kind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.at(Kind::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
        }
        self.expect(Kind::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.eat(Kind::Greater) {
            self.expect(Kind::Comma, "expected ','")?;
            if !self.eat_kw("offset") {
                return Err(self.error_wrong_token("expected 'offset' after comma"));
            }
            self.expect(Kind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect(Kind::Greater, "expected '>'")?;
        }
        Ok(self.ctx.intern_attr(AttrData::StridedLayout {
            offset,
            strides: strides.into(),
        }))
    }

    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.eat(Kind::Question) {
            return Ok(DYNAMIC);
        }
        let pos = self.tok.start;
        let neg = self.eat(Kind::Minus);
        if self.at(Kind::Integer) {
            if let Some(v) = parse_uint(self.text()).filter(|&v| v <= i64::MAX as u128) {
                self.bump();
                let v = v as i64;
                return Ok(if neg { -v } else { v });
            }
        }
        Err(self.error_at(pos, "expected a 64-bit signed integer or '?'"))
    }

    fn parse_distinct_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        if self.speculative {
            // Distinct ids are shared with the whole file; see `speculate`.
            return Err(self.error_here("distinct attribute in a speculative parse"));
        }
        let pos = self.tok.start;
        self.bump();
        self.expect(Kind::LSquare, "expected '[' after 'distinct'")?;
        let tok = self.tok;
        self.expect(Kind::Integer, "expected distinct ID")?;
        let Some(id) = parse_uint(self.spelling(tok)).filter(|&v| v <= u64::MAX as u128) else {
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        let id = id as u64;
        self.expect(Kind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(Kind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.eat(Kind::Greater) {
            self.ctx.unit_attr()
        } else {
            let a = self.parse_attribute(ty)?;
            self.expect(Kind::Greater, "expected '>' to close distinct attribute")?;
            a
        };
        if let Some(&prev) = self.distinct.get(&id) {
            let AttrData::Distinct { referenced: r, .. } = *self.ctx.attr_data(prev) else {
                return Ok(prev);
            };
            if r != referenced {
                return Err(self.error_at(
                    pos,
                    &format!(
                        "referenced attribute does not match previous definition: {}",
                        super::display::attr_to_string(self.ctx, r)
                    ),
                ));
            }
            return Ok(prev);
        }
        let a = self.ctx.intern_attr(AttrData::Distinct { id, referenced });
        self.distinct.insert(id, a);
        Ok(a)
    }

    /// `#alias`, `#dialect<...>` or `#dialect.mnemonic<...>`, with an optional `: type`.
    fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let sym = match self.parse_extended_symbol()? {
            Ok(symbol) => symbol,
            Err(alias) => return self.resolve_alias(&self.attr_aliases, alias),
        };
        if sym.resume != self.tok.start {
            self.prev_end = sym.resume;
            self.reset_to(sym.resume);
        }
        let mut attr_ty = ty;
        if self.eat(Kind::Colon) {
            attr_ty = Some(self.parse_type()?);
        }
        if let Some(def) = self.ctx.dialect(sym.dialect) {
            let after = self.tok.start;
            let after_prev = self.prev_end;
            let a = self.run_dialect_parser(sym.data_start, sym.data_end, after, |p| {
                crate::format::parse_dialect_attr(def, p, attr_ty)
            })?;
            self.prev_end = after_prev;
            return Ok(a);
        }
        let data = self.opaque_data(&sym)?;
        let dialect = sym.dialect;
        if !self.config.allow_unregistered_dialect {
            let t = attr_ty.map_or("'none'".to_string(), |t| self.quoted_type(t));
            return Err(self.error_at(
                sym.opaque_pos(),
                &format!("#\"{dialect}\"<\"{data}\"> : {t} attribute {UNREGISTERED_TAIL}"),
            ));
        }
        let dialect = self.ctx.symbol(dialect);
        Ok(self.ctx.intern_attr(AttrData::Opaque {
            dialect,
            data: data.into(),
            ty: attr_ty,
        }))
    }
}

/// Packs elements into `DenseData::Raw`, collapsing equal elements to a splat.
pub fn raw_dense(bytes: Vec<u8>, group: usize, num: usize) -> DenseData {
    let _ = num;
    if group == 0 || bytes.len() <= group {
        return DenseData::Raw {
            splat: !bytes.is_empty(),
            bytes: bytes.into(),
        };
    }
    let first = &bytes[..group];
    if bytes.chunks(group).all(|c| c == first) {
        return DenseData::Raw {
            splat: true,
            bytes: first.into(),
        };
    }
    DenseData::Raw {
        splat: false,
        bytes: bytes.into(),
    }
}
