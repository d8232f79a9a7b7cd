//! Builtin attribute syntax (`printAttribute` / `printAttributeImpl`):
//! integers, floats, strings, arrays, dictionaries, symbol references,
//! dense/sparse/resource elements, dense arrays, affine maps and sets,
//! strided layouts, distinct, opaque and registered dialect attributes; plus
//! the string helpers shared by the printer (escaping, keywords, symbols).

use super::aliases::Sym;
use super::floats::print_float;
use super::Printer;
use crate::attributes::{AffineExpr, AttrData, Attribute, DenseData};
use crate::types::{Dim, FloatKind, Signedness, Type, TypeData, DYNAMIC};
use std::fmt::Write;

/// MLIR's `AttrTypeElision`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Elision {
    Never,
    /// Elide `: i64` / `: f64` (inside arrays, memref layouts).
    May,
    Must,
}

/// `llvm::printEscapedString` wrapped in quotes.
pub(crate) fn push_escaped_string(out: &mut String, s: &[u8]) {
    out.push('"');
    push_escaped(out, s);
    out.push('"');
}

/// [`push_escaped_string`] for text that usually needs no escaping.
pub(crate) fn push_escaped_str(out: &mut String, s: &str) {
    if s.bytes()
        .all(|c| c != b'\\' && c != b'"' && (0x20..0x7F).contains(&c))
    {
        out.push('"');
        out.push_str(s);
        out.push('"');
    } else {
        push_escaped_string(out, s.as_bytes());
    }
}

pub(crate) fn push_escaped(out: &mut String, s: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut start = 0;
    for (i, &c) in s.iter().enumerate() {
        let plain = c != b'\\' && c != b'"' && (0x20..0x7F).contains(&c);
        if plain {
            continue;
        }
        // The bytes before `i` are printable ASCII.
        out.push_str(std::str::from_utf8(&s[start..i]).unwrap_or(""));
        start = i + 1;
        if c == b'\\' {
            out.push_str("\\\\");
        } else {
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
    out.push_str(std::str::from_utf8(&s[start..]).unwrap_or(""));
}

/// MLIR's `isBareIdentifier`.
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    b[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

pub(crate) fn push_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        push_escaped_str(out, s);
    }
}

pub(crate) fn push_symbol_ref(out: &mut String, s: &str) {
    if s.is_empty() {
        out.push_str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.push('@');
    push_keyword_or_string(out, s);
}

/// `isDialectSymbolSimpleEnoughForPrettyForm`.
pub(crate) fn is_pretty_dialect_symbol(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest = s.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// `printDialectSymbol`: `#dialect.body` or `#dialect<body>`.
pub(crate) fn push_dialect_symbol(out: &mut String, prefix: char, dialect: &str, body: &str) {
    out.push(prefix);
    out.push_str(dialect);
    if is_pretty_dialect_symbol(body) {
        out.push('.');
        out.push_str(body);
    } else {
        out.push('<');
        out.push_str(body);
        out.push('>');
    }
}

/// Appends an integer of `width` bits stored in `value`, as `APInt::print`.
pub(crate) fn push_int(out: &mut String, value: i128, width: u32, signed: bool) {
    if width >= 128 && !signed {
        let _ = write!(out, "{}", value as u128);
        return;
    }
    let v = if width == 0 || width >= 128 {
        value
    } else {
        let mask = (1u128 << width) - 1;
        let raw = value as u128 & mask;
        if signed && (raw >> (width - 1)) & 1 == 1 {
            (raw | !mask) as i128
        } else {
            raw as i128
        }
    };
    match i64::try_from(v) {
        Ok(small) => super::names::push_i64(out, small),
        Err(_) => {
            let _ = write!(out, "{v}");
        }
    }
}

/// What a dense element looks like.
#[derive(Clone, Copy)]
enum Elem {
    Int { width: u32, unsigned: bool },
    Float(FloatKind),
}

impl Elem {
    fn bytes(self) -> usize {
        match self {
            Elem::Int { width, .. } => width.div_ceil(8).max(1) as usize,
            Elem::Float(k) => k.width().div_ceil(8) as usize,
        }
    }
}

fn push_elem(out: &mut String, e: Elem, bytes: &[u8]) {
    let raw = load_le(bytes);
    match e {
        Elem::Int { width: 1, .. } => out.push_str(if raw & 1 == 1 { "true" } else { "false" }),
        Elem::Int { width, unsigned } if width > 128 && !fits_in_i128(bytes, unsigned) => out
            .push_str(&crate::wide_int::to_decimal(
                &wide_words(bytes, width),
                width,
                unsigned,
            )),
        Elem::Int { width, unsigned } => push_int(out, raw as i128, width.min(128), !unsigned),
        Elem::Float(k) => print_float(out, k, raw),
    }
}

/// Whether an element wider than 128 bits (stored sign-filled past its
/// first 16 bytes) has the value its first 16 bytes give when read as an
/// `i128` (signed) or `u128` (unsigned).
fn fits_in_i128(bytes: &[u8], unsigned: bool) -> bool {
    let negative = !unsigned && bytes.get(15).is_some_and(|b| b >> 7 == 1);
    let fill = if negative { 0xff } else { 0 };
    bytes.iter().skip(16).all(|&b| b == fill)
}

/// An element wider than 128 bits as [`crate::wide_int`] words (the value's
/// `width` bits, higher bits cleared).
fn wide_words(bytes: &[u8], width: u32) -> Vec<u64> {
    let n = width.div_ceil(64) as usize;
    let mut words = vec![0u64; n];
    for (i, &b) in bytes.iter().enumerate().take(8 * n) {
        words[i / 8] |= u64::from(b) << (8 * (i % 8));
    }
    let top_bits = width - 64 * (n as u32 - 1);
    if top_bits < 64 {
        words[n - 1] &= (1u64 << top_bits) - 1;
    }
    words
}

fn load_le(bytes: &[u8]) -> u128 {
    let mut v = 0u128;
    for (i, &b) in bytes.iter().enumerate().take(16) {
        v |= (b as u128) << (8 * i);
    }
    v
}

impl<'a> Printer<'a> {
    fn elem_kind(&self, t: Type) -> Option<Elem> {
        match self.ctx.type_data(t) {
            TypeData::Integer { width, signedness } => Some(Elem::Int {
                width: *width,
                unsigned: *signedness == Signedness::Unsigned,
            }),
            TypeData::Index => Some(Elem::Int {
                width: 64,
                unsigned: false,
            }),
            TypeData::Float(k) => Some(Elem::Float(*k)),
            _ => None,
        }
    }

    /// Prints an attribute, or its alias.
    pub(crate) fn print_attribute(&mut self, attr: Attribute, elision: Elision) {
        if self.collect {
            self.visit(Sym::Attr(attr), false, elision == Elision::Must);
            return;
        }
        if self.aliases.write(Sym::Attr(attr), &mut self.out) {
            return;
        }
        self.print_attribute_impl(attr, elision);
    }

    /// `printAttributeImpl`: the attribute itself, never its alias.
    pub(crate) fn print_attribute_impl(&mut self, attr: Attribute, elision: Elision) {
        let ctx = self.ctx;
        let ty: Option<Type> = match ctx.attr_data(attr) {
            AttrData::Dialect { name, .. } => {
                let full = ctx.str(*name);
                let dialect = full.split_once('.').map_or(full, |(d, _)| d);
                self.out.push('#');
                self.out.push_str(dialect);
                let at = self.out.len();
                crate::format::print_dialect_attr(self, attr);
                self.finish_dialect_symbol(at);
                None
            }
            AttrData::Opaque { dialect, data, ty } => {
                push_dialect_symbol(&mut self.out, '#', ctx.str(*dialect), data);
                *ty
            }
            AttrData::Unit => {
                self.out.push_str("unit");
                return;
            }
            AttrData::Distinct { referenced, .. } => {
                // Numbered up front for a top-level print (the collect
                // pass saw them all), otherwise as met.
                let id = match self.distinct_ids.get(&attr) {
                    Some(&id) => id,
                    None => {
                        let next = self.distinct_ids.len() as u64;
                        self.distinct_ids.to_mut().insert(attr, next);
                        next
                    }
                };
                let _ = write!(self.out, "distinct[{id}]<");
                if !matches!(ctx.attr_data(*referenced), AttrData::Unit) {
                    self.print_attribute(*referenced, Elision::Never);
                }
                self.out.push('>');
                return;
            }
            AttrData::Dictionary(entries) => {
                self.out.push('{');
                for (i, e) in entries.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_named_attr(e.name, e.value);
                }
                self.out.push('}');
                None
            }
            AttrData::Bool(b) => {
                self.out.push_str(if *b { "true" } else { "false" });
                return;
            }
            AttrData::Integer { ty, value } => {
                let value = value.get();
                match ctx.type_data(*ty) {
                    TypeData::Integer {
                        width: 1,
                        signedness: Signedness::Signless,
                    } => {
                        self.out
                            .push_str(if value & 1 == 1 { "true" } else { "false" });
                        return;
                    }
                    TypeData::Integer { width, signedness } => {
                        push_int(
                            &mut self.out,
                            value,
                            *width,
                            *signedness != Signedness::Unsigned,
                        );
                        if elision == Elision::May
                            && *width == 64
                            && *signedness == Signedness::Signless
                        {
                            return;
                        }
                    }
                    _ => {
                        push_int(&mut self.out, value, 0, true);
                    }
                }
                Some(*ty)
            }
            AttrData::WideInteger { ty, words } => {
                if let TypeData::Integer { width, signedness } = ctx.type_data(*ty) {
                    let unsigned = *signedness == Signedness::Unsigned;
                    self.out
                        .push_str(&crate::wide_int::to_decimal(words, *width, unsigned));
                }
                Some(*ty)
            }
            AttrData::Float { ty, bits } => {
                let kind = match ctx.type_data(*ty) {
                    TypeData::Float(k) => *k,
                    _ => FloatKind::F64,
                };
                print_float(&mut self.out, kind, bits.get());
                if elision == Elision::May && kind == FloatKind::F64 {
                    return;
                }
                Some(*ty)
            }
            AttrData::String { value, ty } => {
                push_escaped_string(&mut self.out, value);
                *ty
            }
            AttrData::Array(elems) => {
                self.out.push('[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attribute(e, Elision::May);
                }
                self.out.push(']');
                None
            }
            AttrData::AffineMap(map) => {
                self.out.push_str("affine_map<");
                push_dims(&mut self.out, map.num_dims, map.num_symbols);
                self.out.push_str(" -> (");
                for (i, e) in map.results.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    push_affine_expr(&mut self.out, e);
                }
                self.out.push_str(")>");
                return;
            }
            AttrData::IntegerSet(set) => {
                self.out.push_str("affine_set<");
                push_dims(&mut self.out, set.num_dims, set.num_symbols);
                self.out.push_str(" : (");
                for (i, e) in set.constraints.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    push_affine_expr(&mut self.out, e);
                    let eq = set.eq_flags.get(i).copied().unwrap_or(false);
                    self.out.push_str(if eq { " == 0" } else { " >= 0" });
                }
                self.out.push_str(")>");
                return;
            }
            AttrData::Type(t) => {
                self.print_type(*t);
                None
            }
            AttrData::SymbolRef { root, nested } => {
                push_symbol_ref(&mut self.out, ctx.str(*root));
                for n in nested.iter() {
                    self.out.push_str("::");
                    push_symbol_ref(&mut self.out, ctx.str(*n));
                }
                None
            }
            AttrData::DenseElements { ty, data } => {
                if self.should_elide(*ty, data) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.print_dense(*ty, data, true);
                    self.out.push('>');
                }
                Some(*ty)
            }
            AttrData::DenseResource { ty, handle } => {
                self.out.push_str("dense_resource<");
                self.out.push_str(ctx.str(*handle));
                self.out.push('>');
                Some(*ty)
            }
            AttrData::SparseElements {
                ty,
                indices,
                values,
            } => {
                let elide = |p: &Self, a: Attribute| match ctx.attr_data(a) {
                    AttrData::DenseElements { ty, data } => p.should_elide(*ty, data),
                    _ => false,
                };
                if elide(self, *indices) || elide(self, *values) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("sparse<");
                    if let AttrData::DenseElements {
                        ty: ity,
                        data: idata,
                    } = ctx.attr_data(*indices)
                    {
                        if self.num_elements(*ity) != 0 {
                            self.print_dense(*ity, idata, false);
                            self.out.push_str(", ");
                            if let AttrData::DenseElements {
                                ty: vty,
                                data: vdata,
                            } = ctx.attr_data(*values)
                            {
                                self.print_dense(*vty, vdata, true);
                            }
                        }
                    }
                    self.out.push('>');
                }
                Some(*ty)
            }
            AttrData::StridedLayout { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    push_dim_or_question(&mut self.out, s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    push_dim_or_question(&mut self.out, *offset);
                }
                self.out.push('>');
                None
            }
            AttrData::DenseArray { element, data } => {
                self.out.push_str("array<");
                self.print_type(*element);
                if !data.is_empty() {
                    self.out.push_str(": ");
                    if let Some(e) = self.elem_kind(*element) {
                        let size = match e {
                            Elem::Int { width: 1, .. } => 1,
                            other => other.bytes(),
                        };
                        for (i, chunk) in data.chunks(size).enumerate() {
                            if i > 0 {
                                self.out.push_str(", ");
                            }
                            push_elem(&mut self.out, e, chunk);
                        }
                    }
                }
                self.out.push('>');
                return;
            }
            // A dialect's location prints as that dialect's attribute
            // (`#loc3 = #cuda_tile.di_loc<...>`).
            AttrData::Loc(crate::attributes::LocData::Dialect(inner)) => {
                return self.print_attribute_impl(*inner, elision);
            }
            AttrData::Loc(_) => {
                if let Some(l) = ctx.as_location(attr) {
                    self.print_location(l, false);
                }
                None
            }
        };
        if elision != Elision::Must {
            if let Some(t) = ty {
                if !matches!(ctx.type_data(t), TypeData::None) {
                    self.out.push_str(" : ");
                    self.print_type(t);
                }
            }
        }
    }

    /// After a dialect printer wrote its body at `at` (just after
    /// `#dialect`), rewrites `x` into `.x` or `<x>`.
    pub(crate) fn finish_dialect_symbol(&mut self, at: usize) {
        if is_pretty_dialect_symbol(&self.out[at..]) {
            self.out.insert(at, '.');
        } else {
            self.out.insert(at, '<');
            self.out.push('>');
        }
    }

    fn shape(&self, ty: Type) -> &'a [Dim] {
        let ctx: &'a crate::context::Context = self.ctx;
        match ctx.type_data(ty) {
            TypeData::RankedTensor { shape, .. }
            | TypeData::Vector { shape, .. }
            | TypeData::MemRef { shape, .. } => shape,
            _ => ctx.dialect_shaped_type(ty).map_or(&[], |(shape, _)| shape),
        }
    }

    fn num_elements(&self, ty: Type) -> u64 {
        self.shape(ty).iter().map(|&d| d.max(0) as u64).product()
    }

    fn should_elide(&self, ty: Type, data: &DenseData) -> bool {
        let splat = match data {
            DenseData::Raw { splat, .. } | DenseData::Strings { splat, .. } => *splat,
        };
        match self.opts.elide_elements_attrs_if_larger {
            Some(limit) => !splat && limit < self.num_elements(ty),
            None => false,
        }
    }

    fn element_type(&self, ty: Type) -> Option<Type> {
        match self.ctx.type_data(ty) {
            TypeData::RankedTensor { element, .. }
            | TypeData::Vector { element, .. }
            | TypeData::MemRef { element, .. }
            | TypeData::UnrankedTensor { element } => Some(*element),
            _ => self.ctx.dialect_shaped_type(ty).map(|(_, element)| element),
        }
    }

    /// `printDenseIntOrFPElementsAttr` / `printDenseStringElementsAttr`.
    pub(crate) fn print_dense(&mut self, ty: Type, data: &DenseData, allow_hex: bool) {
        let shape = self.shape(ty);
        let n = self.num_elements(ty);
        match data {
            DenseData::Strings { splat, values } => {
                let values: Vec<&[u8]> = values.iter().map(|v| &v[..]).collect();
                print_nested(&mut self.out, *splat, shape, n, |out, i| {
                    push_escaped_string(out, values.get(i).copied().unwrap_or(&[]));
                });
            }
            DenseData::Raw { splat, bytes } => {
                let hex = match self.opts.elements_attrs_with_hex_if_larger {
                    None => n > 100,
                    Some(-1) => false,
                    Some(k) => n as i128 > k as i128,
                };
                // MLIR stores `i0` elements in no bits at all, so it never
                // sees a splat and its hex form is empty.
                let i0 =
                    |t: Type| matches!(self.ctx.type_data(t), TypeData::Integer { width: 0, .. });
                let zero_width =
                    self.element_type(ty)
                        .and_then(|et| match self.ctx.type_data(et) {
                            TypeData::Complex(inner) if i0(*inner) => Some("(0,0)"),
                            _ if i0(et) => Some("0"),
                            _ => None,
                        });
                if let Some(zero) = zero_width {
                    if allow_hex && hex {
                        self.out.push_str("\"0x\"");
                    } else {
                        print_nested(&mut self.out, false, shape, n, |out, _| out.push_str(zero));
                    }
                    return;
                }
                if !*splat && allow_hex && hex {
                    self.out.push_str("\"0x");
                    let is_i1 = self.element_type(ty).is_some_and(|et| {
                        matches!(self.ctx.type_data(et), TypeData::Integer { width: 1, .. })
                    });
                    if is_i1 {
                        // i1 elements are bit-packed in MLIR's raw data.
                        for chunk in bytes.chunks(8) {
                            let mut b = 0u8;
                            for (k, &v) in chunk.iter().enumerate() {
                                b |= (v & 1) << k;
                            }
                            let _ = write!(self.out, "{b:02X}");
                        }
                    } else {
                        // Odd-width integers keep only their bits (MLIR
                        // stores them zero-extended to whole bytes).
                        let odd =
                            self.element_type(ty)
                                .and_then(|et| match self.ctx.type_data(et) {
                                    TypeData::Integer { width, .. } if width % 8 != 0 => {
                                        Some((width.div_ceil(8) as usize, *width))
                                    }
                                    _ => None,
                                });
                        for (i, b) in bytes.iter().enumerate() {
                            let b = match odd {
                                Some((size, width)) if i % size == size - 1 => {
                                    b & (0xFFu8 >> (8 - width % 8))
                                }
                                _ => *b,
                            };
                            let _ = write!(self.out, "{b:02X}");
                        }
                    }
                    self.out.push('"');
                    return;
                }
                let Some(et) = self.element_type(ty) else {
                    return;
                };
                let ctx = self.ctx;
                let (elem, complex) = match ctx.type_data(et) {
                    TypeData::Complex(inner) => (self.elem_kind(*inner), true),
                    _ => (self.elem_kind(et), false),
                };
                let Some(elem) = elem else { return };
                let size = elem.bytes();
                let stride = if complex { 2 * size } else { size };
                print_nested(&mut self.out, *splat, shape, n, |out, i| {
                    let chunk = bytes.get(i * stride..(i + 1) * stride).unwrap_or(&[]);
                    if complex {
                        out.push('(');
                        push_elem(out, elem, chunk.get(..size).unwrap_or(&[]));
                        out.push(',');
                        push_elem(out, elem, chunk.get(size..).unwrap_or(&[]));
                        out.push(')');
                    } else {
                        push_elem(out, elem, chunk);
                    }
                });
            }
        }
    }
}

/// `printDenseElementsAttrImpl`: elements nested in brackets by shape.
fn print_nested(
    out: &mut String,
    splat: bool,
    shape: &[Dim],
    n: u64,
    mut elem: impl FnMut(&mut String, usize),
) {
    if splat {
        elem(out, 0);
        return;
    }
    if n == 0 {
        return;
    }
    let rank = shape.len();
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    for idx in 0..n as usize {
        if idx != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push('[');
            open += 1;
        }
        elem(out, idx);
        if rank > 0 {
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open -= 1;
                    out.push(']');
                }
            }
        }
    }
    for _ in 0..open {
        out.push(']');
    }
}

fn push_dim_or_question(out: &mut String, d: i64) {
    if d == DYNAMIC {
        out.push('?');
    } else {
        super::names::push_i64(out, d);
    }
}

fn push_dims(out: &mut String, dims: u32, syms: u32) {
    out.push('(');
    for i in 0..dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if syms != 0 {
        out.push('[');
        for i in 0..syms {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}

/// `printAffineExprInternal` (affine expressions nest shallowly).
pub(crate) fn push_affine_expr(out: &mut String, e: &AffineExpr) {
    affine(out, e, false);
}

fn affine(out: &mut String, e: &AffineExpr, strong: bool) {
    let (lhs, rhs, spelling) = match e {
        AffineExpr::Dim(d) => {
            let _ = write!(out, "d{d}");
            return;
        }
        AffineExpr::Symbol(s) => {
            let _ = write!(out, "s{s}");
            return;
        }
        AffineExpr::Constant(c) => {
            let _ = write!(out, "{c}");
            return;
        }
        AffineExpr::Add(l, r) => (l, r, " + "),
        AffineExpr::Mul(l, r) => (l, r, " * "),
        AffineExpr::FloorDiv(l, r) => (l, r, " floordiv "),
        AffineExpr::CeilDiv(l, r) => (l, r, " ceildiv "),
        AffineExpr::Mod(l, r) => (l, r, " mod "),
    };
    if !matches!(e, AffineExpr::Add(..)) {
        if strong {
            out.push('(');
        }
        if matches!(e, AffineExpr::Mul(..)) && matches!(**rhs, AffineExpr::Constant(-1)) {
            out.push('-');
            affine(out, lhs, true);
        } else {
            affine(out, lhs, true);
            out.push_str(spelling);
            affine(out, rhs, true);
        }
        if strong {
            out.push(')');
        }
        return;
    }
    if strong {
        out.push('(');
    }
    if let AffineExpr::Mul(rl, rr) = &**rhs {
        if let AffineExpr::Constant(c) = **rr {
            if c == -1 {
                affine(out, lhs, false);
                out.push_str(" - ");
                affine(out, rl, matches!(**rl, AffineExpr::Add(..)));
                if strong {
                    out.push(')');
                }
                return;
            }
            if c < -1 {
                affine(out, lhs, false);
                out.push_str(" - ");
                affine(out, rl, true);
                let _ = write!(out, " * {}", -(c as i128));
                if strong {
                    out.push(')');
                }
                return;
            }
        }
    }
    if let AffineExpr::Constant(c) = **rhs {
        if c < 0 {
            affine(out, lhs, false);
            let _ = write!(out, " - {}", -(c as i128));
            if strong {
                out.push(')');
            }
            return;
        }
    }
    affine(out, lhs, false);
    out.push_str(" + ");
    affine(out, rhs, false);
    if strong {
        out.push(')');
    }
}
