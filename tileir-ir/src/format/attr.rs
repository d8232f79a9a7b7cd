//! Attribute variables of op formats (by [`AttrKind`]) and the formats of
//! dialect types and attributes (parameters), following
//! `AttrOrTypeFormatGen.cpp`.

use super::compile::{Elem, VarRef};
use super::{compiled_param_format, op, Spacing};
use crate::asm::{AsmParser, AsmPrinter, ParseError, ParseResult};
use crate::attributes::{AttrData, Attribute};
use crate::context::Context;
use crate::dialect::{
    AttrDecl, AttrDefault, AttrKind, EnumDef, EnumSpelling, EnumStorage, ParamDecl, ParamKind,
};
use crate::types::{DialectTypeData, Param, Type, TypeData, DYNAMIC};

// ----- enums -----

/// The attribute storing enum value `v` of `def`.
pub fn enum_attr(ctx: &Context, def: &EnumDef, v: i64) -> Attribute {
    match def.storage {
        EnumStorage::Int(w) => ctx.integer_attr(ctx.int_type(w), v as i128),
        EnumStorage::Dialect(name) => dialect_attr(ctx, name, vec![Param::Int(v)]),
    }
}

/// The enum value stored in `a` (an integer attribute or a dialect attribute
/// whose first parameter is the value).
pub fn enum_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value.get() as i64),
        AttrData::Dialect { params, .. } => match params.first() {
            Some(Param::Int(v)) => Some(*v),
            _ => None,
        },
        _ => None,
    }
}

pub fn dialect_attr(ctx: &Context, name: &str, params: Vec<Param>) -> Attribute {
    ctx.intern_attr(AttrData::Dialect {
        name: ctx.symbol(name),
        params: params.into(),
    })
}

pub fn dialect_type(ctx: &Context, name: &str, params: Vec<Param>) -> Type {
    ctx.intern_type(TypeData::Dialect(DialectTypeData {
        name: ctx.symbol(name),
        params: params.into(),
    }))
}

/// `a, b` (bit enums) or `a`.
pub fn enum_text(def: &EnumDef, v: i64) -> String {
    if !def.bit {
        return def.case_name(v).unwrap_or("").to_string();
    }
    if let Some(n) = def.cases.iter().find(|c| c.1 == v).map(|c| c.0) {
        return n.to_string();
    }
    // MLIR prints the combined cases first (largest masks), then single bits.
    let mut rest = v;
    let mut names = Vec::new();
    let mut cases: Vec<&(&str, i64)> = def.cases.iter().filter(|c| c.1 != 0).collect();
    cases.sort_by_key(|c| std::cmp::Reverse(c.1.count_ones()));
    for c in cases {
        if c.1 & rest == c.1 && c.1 != 0 {
            names.push(c.0);
            rest &= !c.1;
        }
    }
    // Keep declaration order among single-bit cases as MLIR does.
    let mut ordered: Vec<&str> = Vec::new();
    for c in def.cases {
        if names.contains(&c.0) {
            ordered.push(c.0);
        }
    }
    ordered.join(def.separator)
}

fn print_enum(p: &mut dyn AsmPrinter, def: &EnumDef, v: i64) {
    // What `enum_text` returns, without building a string when it is one
    // case's name.
    if !def.bit {
        p.print_keyword_or_string(def.case_name(v).unwrap_or(""));
    } else if let Some(c) = def.cases.iter().find(|c| c.1 == v) {
        p.write_str(c.0);
    } else {
        p.write_str(&enum_text(def, v));
    }
}

fn parse_enum(
    p: &mut dyn AsmParser,
    def: &EnumDef,
    optional: bool,
    attr_name: &str,
) -> ParseResult<Option<i64>> {
    let pos = p.current_pos();
    let expected = |p: &mut dyn AsmParser| {
        p.error_at(
            pos,
            &format!(
                "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                enum_kind_name(def, attr_name),
                case_names(def)
            ),
        )
    };
    if optional && !def.cases.iter().any(|c| p.peek_keyword(c.0)) {
        return Ok(None);
    }
    let Some(first) = p.parse_optional_keyword_or_string() else {
        if optional {
            return Ok(None);
        }
        return Err(expected(p));
    };
    if !def.bit {
        // One word (the common case, `arith.cmpi slt`): no list to build.
        return match def.case_value(&first) {
            Some(v) => Ok(Some(v)),
            None => Err(expected(p)),
        };
    }
    let mut words = vec![(pos, first)];
    while p.parse_optional_punct(",") || p.parse_optional_punct("|") {
        let pos = p.current_pos();
        match p.parse_optional_keyword_or_string() {
            Some(w) => words.push((pos, w)),
            None => return Err(p.error("expected keyword")),
        }
    }
    let mut value = 0;
    for (pos, w) in words {
        match def.case_value(&w) {
            Some(v) => value |= v,
            None => {
                return Err(p.error_at(
                    pos,
                    &format!(
                        "invalid {} attribute specification: \"{w}\"",
                        enum_kind_name(def, attr_name)
                    ),
                ))
            }
        }
    }
    Ok(Some(value))
}

/// An enum property with a hand-written parser naming the enum by its
/// `summary` (LLVM's `EnumProp`s, such as `overflow<nsw, nuw>`): keywords
/// only, a comma-separated list for a bit enum; an unknown word is
/// `expected one of [..] for <summary>, got: <word>`.
fn parse_enum_prop(p: &mut dyn AsmParser, def: &EnumDef, summary: &str) -> ParseResult<i64> {
    let mut value = 0;
    loop {
        let pos = p.current_pos();
        let Some(word) = p.parse_optional_any_keyword() else {
            return Err(p.error(&format!("expected keyword for {summary}")));
        };
        let Some(v) = def.case_value(&word) else {
            return Err(p.error_at(pos, &not_a_case(def, summary, &word)));
        };
        value |= v;
        if !def.bit || !p.parse_optional_punct(",") {
            return Ok(value);
        }
    }
}

/// The cases of `def`, comma-separated.
fn case_names(def: &EnumDef) -> String {
    let names: Vec<&str> = def.cases.iter().map(|c| c.0).collect();
    names.join(", ")
}

/// A hand-written enum parser's error for `word`, which is not a case of
/// `def` (named by its `summary`).
fn not_a_case(def: &EnumDef, summary: &str, word: &str) -> String {
    format!(
        "expected one of [{}] for {summary}, got: {word}",
        case_names(def)
    )
}

/// An enum parameter of a dialect type or attribute (ODS def `owner`).
/// Where the enum has MLIR's spelling, a word that is not a case fails as
/// MLIR's `FieldParser` does: the enum's own error, then the owner's
/// `failed to parse` error where parsing stopped.
fn parse_enum_param(
    p: &mut dyn AsmParser,
    def: &EnumDef,
    optional: bool,
    owner: &str,
    param: &str,
) -> ParseResult<Option<i64>> {
    let (cpp, summary) = match def.spelling {
        EnumSpelling::Unnamed => return parse_enum(p, def, optional, ""),
        EnumSpelling::Generated(cpp) => (cpp, None),
        EnumSpelling::Summary { cpp, summary } => (cpp, Some(summary)),
    };
    if optional && !def.cases.iter().any(|c| p.peek_keyword(c.0)) {
        return Ok(None);
    }
    let fail = |p: &mut dyn AsmParser, first: ParseError| {
        let then = p.error(&format!(
            "failed to parse {owner} parameter '{param}' which is to be a `{cpp}`"
        ));
        ParseError(Box::new(first.0.then(*then.0)))
    };
    let not_a_word = |p: &mut dyn AsmParser| {
        let first = match summary {
            Some(s) => p.error(&format!("expected keyword for {s}")),
            None => p.error("expected valid keyword or string"),
        };
        fail(p, first)
    };
    let start = p.current_pos();
    let Some(first) = p.parse_optional_keyword_or_string() else {
        return Err(not_a_word(p));
    };
    // A bit enum's generated parser reads the whole `a, b` list first.
    let mut words = vec![first];
    while def.bit && p.parse_optional_punct(",") {
        match p.parse_optional_keyword_or_string() {
            Some(w) => words.push(w),
            None => return Err(not_a_word(p)),
        }
    }
    let mut value = 0;
    for w in &words {
        let Some(v) = def.case_value(w) else {
            let message = match summary {
                Some(s) => not_a_case(def, s, w),
                None => format!("expected {cpp} to be one of: {}", case_names(def)),
            };
            let first = p.error_at(start, &message);
            return Err(fail(p, first));
        };
        value |= v;
    }
    Ok(Some(value))
}

fn enum_kind_name<'a>(def: &'a EnumDef, attr_name: &'a str) -> &'a str {
    if attr_name.is_empty() {
        def.name
    } else {
        attr_name
    }
}

// ----- defaults -----

pub fn default_attr(ctx: &Context, decl: &AttrDecl) -> Option<Attribute> {
    decl.default?;
    // Asked for every op parsed and printed: build each default once per thread.
    let key = decl as *const AttrDecl as usize;
    if let Some(cached) = ctx.thread_cache(|c| c.defaults.get(&key).copied()) {
        return cached;
    }
    let value = build_default_attr(ctx, decl);
    ctx.thread_cache(|c| c.defaults.insert(key, value));
    value
}

fn build_default_attr(ctx: &Context, decl: &AttrDecl) -> Option<Attribute> {
    let d = decl.default?;
    Some(match (d, decl.kind) {
        (AttrDefault::Enum(v), AttrKind::Enum(def)) => enum_attr(ctx, def, v),
        (AttrDefault::Enum(v), AttrKind::Dialect(name)) => {
            dialect_attr(ctx, name, vec![Param::Int(v)])
        }
        (AttrDefault::Int(v), AttrKind::Typed(f)) => ctx.integer_attr(f(ctx), v as i128),
        (AttrDefault::Int(v), _) => ctx.integer_attr(ctx.int_type(64), v as i128),
        (AttrDefault::Bool(b), _) => ctx.intern_attr(AttrData::Bool(b)),
        (AttrDefault::String(s), _) => ctx.string_attr(s),
        (AttrDefault::EmptyArray, AttrKind::DenseI32Array) => dense_array(ctx, 32, &[]),
        (AttrDefault::EmptyArray, AttrKind::DenseBoolArray) => dense_array(ctx, 1, &[]),
        (AttrDefault::EmptyArray, AttrKind::DenseI64Array) => dense_array(ctx, 64, &[]),
        (AttrDefault::EmptyArray, _) => ctx.intern_attr(AttrData::Array(Box::new([]))),
        (AttrDefault::Enum(v), _) => ctx.integer_attr(ctx.int_type(64), v as i128),
        (AttrDefault::DialectAttr(name), _) => dialect_attr(ctx, name, Vec::new()),
    })
}

/// A dense array attribute of `iW` elements.
pub fn dense_array(ctx: &Context, width: u32, values: &[i64]) -> Attribute {
    let bytes = if width == 1 { 1 } else { (width / 8) as usize };
    let mut data = Vec::with_capacity(values.len() * bytes);
    for v in values {
        data.extend_from_slice(&v.to_le_bytes()[..bytes]);
    }
    ctx.intern_attr(AttrData::DenseArray {
        element: ctx.int_type(width),
        data: data.into(),
    })
}

/// The elements of a dense integer array attribute.
pub fn dense_array_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrData::DenseArray { element, data } = ctx.attr_data(a) else {
        return None;
    };
    // Only widths an i64 holds (an unverified `array<i984: ...>` may sit
    // where an i64 array is declared).
    let width = match ctx.type_data(*element) {
        TypeData::Integer { width, .. } if (1..=64).contains(width) => *width,
        _ => return None,
    };
    let bytes = if width == 1 { 1 } else { (width / 8) as usize };
    if bytes == 0 {
        return None;
    }
    Some(
        data.chunks_exact(bytes)
            .map(|c| {
                let mut buf = [0u8; 8];
                buf[..bytes].copy_from_slice(c);
                let v = i64::from_le_bytes(buf);
                let shift = 64 - (bytes as u32 * 8);
                if width == 1 {
                    v
                } else {
                    (v << shift) >> shift
                }
            })
            .collect(),
    )
}

// ----- attribute variables of op formats -----

pub(crate) fn parse_attr_kind(
    p: &mut dyn AsmParser,
    kind: AttrKind,
    qualified: bool,
    optional: bool,
    name: &str,
) -> ParseResult<Option<Attribute>> {
    let ctx_attr =
        |p: &mut dyn AsmParser, a: Option<Attribute>| -> ParseResult<Option<Attribute>> {
            match a {
                Some(a) => Ok(Some(a)),
                None if optional => Ok(None),
                None => Err(p.error("expected attribute value")),
            }
        };
    match kind {
        // ODS parses a `StrAttr` with a type given, so a following `:` is
        // not taken as the string's type.
        AttrKind::String if p.peek_string() => {
            let value = p.parse_optional_string()?.unwrap_or_default();
            let a = p.context().intern_attr(AttrData::String {
                value: value.into(),
                ty: None,
            });
            ctx_attr(p, Some(a))
        }
        AttrKind::Any | AttrKind::Array | AttrKind::Dictionary | AttrKind::String => {
            let a = p.parse_optional_attribute(None)?;
            ctx_attr(p, a)
        }
        AttrKind::Typed(f) => {
            let ty = f(p.context());
            let a = p.parse_optional_attribute(Some(ty))?;
            ctx_attr(p, a)
        }
        AttrKind::SymbolName => match p.parse_optional_symbol_name()? {
            Some(s) => {
                let text = p.context().str(s).to_string();
                Ok(Some(p.context().string_attr(&text)))
            }
            None if optional => Ok(None),
            None => Err(p.error("expected valid '@'-identifier for symbol name")),
        },
        AttrKind::Unit => Ok(Some(p.context().unit_attr())),
        AttrKind::TypeAttr => match p.parse_optional_type()? {
            Some(t) => Ok(Some(p.context().type_attr(t))),
            None if optional => Ok(None),
            None => Err(p.error("expected type")),
        },
        AttrKind::Enum(def) => {
            let v = match def.spelling {
                EnumSpelling::Summary { summary, .. } => Some(parse_enum_prop(p, def, summary)?),
                _ => parse_enum(p, def, optional, name)?,
            };
            Ok(v.map(|v| enum_attr(p.context(), def, v)))
        }
        AttrKind::Dialect(full) => {
            if qualified || p.peek_attr_prefix() {
                let start = p.current_pos();
                let a = p.parse_optional_attribute(None)?;
                // `parseAttribute<T>`: an attribute of another kind fails.
                if let Some(a) = a {
                    let ctx = p.context();
                    let fits = matches!(ctx.attr_data(a),
                        AttrData::Dialect { name, .. } if ctx.str(*name) == full);
                    if !fits {
                        return Err(p.error_at(start, "invalid kind of attribute specified"));
                    }
                }
                return ctx_attr(p, a);
            }
            parse_stripped_attr(p, full, optional)
        }
        AttrKind::DenseI64Array | AttrKind::DenseI32Array | AttrKind::DenseBoolArray => {
            if !p.parse_optional_punct("[") {
                if optional {
                    return Ok(None);
                }
                return Err(p.error("expected '['"));
            }
            let width = match kind {
                AttrKind::DenseI64Array => 64,
                AttrKind::DenseI32Array => 32,
                _ => 1,
            };
            let mut values = Vec::new();
            if !p.parse_optional_punct("]") {
                loop {
                    if width == 1 {
                        if p.parse_optional_keyword("true") {
                            values.push(1);
                        } else {
                            p.parse_keyword("false")?;
                            values.push(0);
                        }
                    } else {
                        // MLIR reads each element as the array's C++ type.
                        let pos = p.current_pos();
                        let v = p.parse_i64()?;
                        if width == 32 && i32::try_from(v).is_err() {
                            return Err(p.error_at(pos, "integer value too large"));
                        }
                        values.push(v);
                    }
                    if p.parse_optional_punct("]") {
                        break;
                    }
                    p.parse_punct(",")?;
                }
            }
            Ok(Some(dense_array(p.context(), width, &values)))
        }
    }
}

pub(crate) fn print_attr_kind(
    p: &mut dyn AsmPrinter,
    kind: AttrKind,
    qualified: bool,
    a: Attribute,
) {
    match kind {
        AttrKind::Typed(_) => p.print_attribute_without_type(a),
        AttrKind::SymbolName => {
            let ctx = p.context();
            let text = match ctx.attr_data(a) {
                AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
                _ => None,
            };
            match text {
                Some(t) => {
                    let s = p.context().symbol(&t);
                    p.print_symbol_name(s)
                }
                None => p.print_attribute(a),
            }
        }
        AttrKind::TypeAttr => match p.context().attr_data(a) {
            AttrData::Type(t) => {
                let t = *t;
                p.print_type(t)
            }
            _ => p.print_attribute(a),
        },
        AttrKind::Enum(def) => match enum_value(p.context(), a) {
            Some(v) => print_enum(p, def, v),
            None => p.print_attribute(a),
        },
        // `printStrippedAttrOrType`: the alias where there is one.
        AttrKind::Dialect(_) if !qualified => p.print_stripped_attribute(a),
        AttrKind::DenseI64Array | AttrKind::DenseI32Array | AttrKind::DenseBoolArray => {
            let is_bool = matches!(kind, AttrKind::DenseBoolArray);
            match dense_array_values(p.context(), a) {
                Some(values) => {
                    p.write_str("[");
                    let text: Vec<String> = values
                        .iter()
                        .map(|v| {
                            if is_bool {
                                (*v != 0).to_string()
                            } else {
                                v.to_string()
                            }
                        })
                        .collect();
                    p.write_str(&text.join(", "));
                    p.write_str("]");
                }
                None => p.print_attribute(a),
            }
        }
        _ => p.print_attribute(a),
    }
}

// ----- dialect types and attributes -----

fn split_name(full: &str) -> (&str, &str) {
    full.split_once('.').unwrap_or((full, ""))
}

pub(crate) fn attr_def(ctx: &Context, full: &str) -> Option<&'static crate::dialect::AttrDef> {
    let (d, m) = split_name(full);
    ctx.dialect(d)?.attr_def(m)
}

pub(crate) fn type_def(ctx: &Context, full: &str) -> Option<&'static crate::dialect::TypeDef> {
    let (d, m) = split_name(full);
    ctx.dialect(d)?.type_def(m)
}

/// Parses the parameters of attribute `full` (stripped form, no mnemonic).
pub(crate) fn parse_stripped_attr(
    p: &mut dyn AsmParser,
    full: &str,
    optional: bool,
) -> ParseResult<Option<Attribute>> {
    let Some(def) = attr_def(p.context(), full) else {
        return Err(p.error(&format!("attribute '{full}' is not registered")));
    };
    if let Some(parse) = def.parse {
        return parse(p, None).map(Some);
    }
    let Some(elems) = compiled_param_format(full, def.format, def.params) else {
        if def.params.is_empty() {
            // No parameters (`#ub.poison`): the mnemonic says it all. MLIR
            // reads nothing more, so a body (`<>`, `<1>`) is ignored.
            return Ok(Some(dialect_attr(p.context(), full, Vec::new())));
        }
        return Err(p.error(&format!("attribute '{full}' has no assembly format")));
    };
    let elems = elems.as_ref().map_err(|e| p.error(e))?;
    if optional && !peek_starts(p, elems, def.params) {
        return Ok(None);
    }
    let start = p.current_pos();
    let owner = Owner {
        ods_name: def.ods_name,
        cpp: def.param_cpp,
    };
    let params = parse_params(p, elems, def.params, &owner)?;
    if let Some(verify) = def.verify {
        verify(p.context(), &params).map_err(|m| p.error_at(start, &m))?;
    }
    Ok(Some(dialect_attr(p.context(), full, params)))
}

/// Parses the parameters of type `full` (stripped form, no mnemonic).
pub(crate) fn parse_stripped_type(
    p: &mut dyn AsmParser,
    full: &str,
    optional: bool,
) -> ParseResult<Option<Type>> {
    let Some(def) = type_def(p.context(), full) else {
        return Err(p.error(&format!("type '{full}' is not registered")));
    };
    if let Some(parse) = def.parse {
        return parse(p).map(Some);
    }
    let elems = match compiled_param_format(full, def.format, def.params) {
        Some(e) => e.as_ref().map_err(|e| p.error(e))?,
        None => {
            // No parameters: the type is only written in full, and must be
            // of this kind (ODS's `parseType<T>`).
            let pos = p.current_pos();
            let t = if optional {
                p.parse_optional_type()?
            } else {
                Some(p.parse_type()?)
            };
            if let Some(t) = t {
                let kind = match p.context().type_data(t) {
                    TypeData::Dialect(d) => p.context().str(d.name) == full,
                    _ => false,
                };
                if !kind {
                    let found = crate::printer::type_to_string(p.context(), t);
                    return Err(p.error_at(
                        pos,
                        &format!(
                            "invalid kind of type specified: expected {full}, but found '{found}'"
                        ),
                    ));
                }
            }
            return Ok(t);
        }
    };
    if optional && !peek_starts(p, elems, def.params) {
        return Ok(None);
    }
    let owner = Owner {
        ods_name: def.ods_name,
        cpp: &[],
    };
    let params = parse_params(p, elems, def.params, &owner)?;
    Ok(Some(dialect_type(p.context(), full, params)))
}

/// Whether the next token can start the format `elems`.
fn peek_starts(p: &mut dyn AsmParser, elems: &[Elem], params: &[ParamDecl]) -> bool {
    for e in elems {
        match e {
            Elem::Space(_) | Elem::Newline => continue,
            Elem::Literal(l) => {
                return if l.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
                    p.peek_keyword(l)
                } else {
                    p.peek_punct(l)
                }
            }
            Elem::Var {
                var: VarRef::Param(i),
                ..
            } => {
                return match params[*i].kind {
                    ParamKind::Enum(def) => def.cases.iter().any(|c| p.peek_keyword(c.0)),
                    _ => true,
                }
            }
            _ => return true,
        }
    }
    false
}

/// Parses parameter `decl` of the type or attribute whose ODS def is
/// `owner` (named by enum parameters' errors).
fn parse_param(
    p: &mut dyn AsmParser,
    decl: &ParamDecl,
    optional: bool,
    owner: &str,
) -> ParseResult<Option<Param>> {
    Ok(Some(match decl.kind {
        ParamKind::Type => match p.parse_optional_type()? {
            Some(t) => Param::Type(t),
            None if optional => return Ok(None),
            None => return Err(p.error("expected type")),
        },
        // A required one is `parseAttribute`'s (which also knows
        // `distinct[..]<..>`).
        ParamKind::Attr if !optional => Param::Attr(p.parse_attribute(None)?),
        ParamKind::Attr => match p.parse_optional_attribute(None)? {
            Some(a) => Param::Attr(a),
            None => return Ok(None),
        },
        ParamKind::Int => match p.parse_optional_i64()? {
            Some(v) => Param::Int(v),
            None if optional => return Ok(None),
            None => return Err(p.error("expected integer value")),
        },
        ParamKind::Bool => {
            if p.parse_optional_keyword("true") {
                Param::Bool(true)
            } else if p.parse_optional_keyword("false") {
                Param::Bool(false)
            } else if optional {
                return Ok(None);
            } else {
                return Err(p.error("expected 'true' or 'false'"));
            }
        }
        ParamKind::String => match p.parse_optional_string()? {
            Some(s) => Param::String(String::from_utf8_lossy(&s).into()),
            None if optional => return Ok(None),
            None => return Err(p.error("expected string")),
        },
        ParamKind::Enum(def) => match parse_enum_param(p, def, optional, owner, decl.name)? {
            Some(v) => Param::Int(v),
            None => return Ok(None),
        },
        ParamKind::Shape => Param::Shape(p.parse_dimension_list(true)?.into()),
        ParamKind::DialectAttr(full) | ParamKind::DialectAttrList(full) => {
            let Some(first) = parse_dialect_attr_param(p, full, optional)? else {
                return Ok(None);
            };
            if matches!(decl.kind, ParamKind::DialectAttr(_)) {
                Param::Attr(first)
            } else {
                // Its first element; a `struct` appends the others.
                Param::Attr(p.context().intern_attr(AttrData::Array(Box::new([first]))))
            }
        }
        ParamKind::Field(f) => match (f.parse)(p) {
            Ok(v) => v,
            Err(first) => {
                let then = p.error(&format!(
                    "failed to parse {owner} parameter '{}' which is to be a `{}`",
                    decl.name, f.cpp
                ));
                return Err(ParseError(Box::new(first.0.then(*then.0))));
            }
        },
        ParamKind::Ints => {
            let mut v = Vec::new();
            if let Some(x) = p.parse_optional_i64()? {
                v.push(x);
                while p.parse_optional_punct(",") {
                    v.push(p.parse_i64()?);
                }
            } else if optional {
                return Ok(None);
            }
            Param::Ints(v.into())
        }
    }))
}

/// Appends `next` to the array attribute a list parameter holds.
fn append_to_list(ctx: &Context, list: &mut Option<Param>, next: Option<Attribute>) {
    if let (Some(Param::Attr(a)), Some(next)) = (list.as_ref(), next) {
        if let AttrData::Array(elems) = ctx.attr_data(*a) {
            let mut elems = elems.to_vec();
            elems.push(next);
            *list = Some(Param::Attr(ctx.intern_attr(AttrData::Array(elems.into()))));
        }
    }
}

/// An attribute of the dialect attribute `full`: in full or as an alias
/// (`#...`), or stripped (`parseCustomAttributeWithFallback`).
fn parse_dialect_attr_param(
    p: &mut dyn AsmParser,
    full: &str,
    optional: bool,
) -> ParseResult<Option<Attribute>> {
    if !p.peek_attr_prefix() {
        return parse_stripped_attr(p, full, optional);
    }
    let pos = p.current_pos();
    let a = p.parse_attribute(None)?;
    match p.context().attr_data(a) {
        AttrData::Dialect { name, .. } if p.context().str(*name) == full => Ok(Some(a)),
        _ => Err(p.error_at(pos, "invalid kind of attribute specified")),
    }
}

/// The type or attribute whose parameters are parsed: its ODS def name and
/// the C++ types of its parameters (see [`crate::dialect::AttrDef::param_cpp`]).
struct Owner<'a> {
    ods_name: &'a str,
    cpp: &'a [&'static str],
}

/// Whether `a` is of the builtin attribute class `cpp` (a parameter's C++
/// type); `None` when `cpp` is no builtin class (any attribute, or a
/// dialect's own).
fn is_builtin_kind(ctx: &Context, cpp: &str, a: Attribute) -> Option<bool> {
    let data = ctx.attr_data(a);
    let is_i1 = |ty: Type| matches!(ctx.type_data(ty), TypeData::Integer { width: 1, .. });
    Some(match cpp {
        "BoolAttr" => match data {
            AttrData::Bool(_) => true,
            AttrData::Integer { ty, .. } => is_i1(*ty),
            _ => false,
        },
        // A `BoolAttr` is an `IntegerAttr` of `i1`.
        "IntegerAttr" => matches!(
            data,
            AttrData::Bool(_) | AttrData::Integer { .. } | AttrData::WideInteger { .. }
        ),
        "FloatAttr" => matches!(data, AttrData::Float { .. }),
        "StringAttr" => matches!(data, AttrData::String { .. }),
        "TypeAttr" => matches!(data, AttrData::Type(_)),
        "UnitAttr" => matches!(data, AttrData::Unit),
        "ArrayAttr" => matches!(data, AttrData::Array(_)),
        "DictionaryAttr" => matches!(data, AttrData::Dictionary(_)),
        "SymbolRefAttr" => matches!(data, AttrData::SymbolRef { .. }),
        "FlatSymbolRefAttr" => {
            matches!(data, AttrData::SymbolRef { nested, .. } if nested.is_empty())
        }
        "DistinctAttr" => matches!(data, AttrData::Distinct { .. }),
        "FusedLoc" => matches!(
            data,
            AttrData::Loc(crate::attributes::LocData::Fused { .. })
        ),
        _ => return None,
    })
}

/// A C++ `bool` field (MLIR's `FieldParser<bool>`): `true`, `false`, or
/// an integer that must be 0 or 1.
fn parse_bool_field(p: &mut dyn AsmParser, optional: bool) -> ParseResult<Option<Param>> {
    if p.parse_optional_keyword("true") {
        return Ok(Some(Param::Bool(true)));
    }
    if p.parse_optional_keyword("false") {
        return Ok(Some(Param::Bool(false)));
    }
    let pos = p.current_pos();
    match p.parse_optional_integer()? {
        Some(v @ (0 | 1)) => Ok(Some(Param::Bool(v == 1))),
        Some(_) => Err(p.error_at(pos, "integer value too large")),
        None if optional => Ok(None),
        None => Err(p.error("expected integer value")),
    }
}

/// Parses parameter `i` of `decls`: a builtin-typed attribute must be of
/// its class, and a failure adds the owner's `failed to parse` error where
/// parsing stopped, as MLIR's generated parsers do.
fn parse_nth_param(
    p: &mut dyn AsmParser,
    decls: &[ParamDecl],
    i: usize,
    optional: bool,
    owner: &Owner,
) -> ParseResult<Option<Param>> {
    let decl = &decls[i];
    let cpp = owner
        .cpp
        .get(i)
        .copied()
        .filter(|_| !owner.ods_name.is_empty());
    let pos = p.current_pos();
    let mut parsed = match (decl.kind, cpp) {
        (ParamKind::Bool, Some("bool")) => parse_bool_field(p, optional),
        _ => parse_param(p, decl, optional, owner.ods_name),
    };
    // `unsigned` fields keep the value modulo 2^32, as `parseInteger` does.
    if let (Ok(Some(Param::Int(v))), Some("unsigned" | "uint32_t")) = (&parsed, cpp) {
        parsed = Ok(Some(Param::Int(*v as u32 as i64)));
    }
    if let (Ok(Some(Param::Attr(a))), Some(cpp)) = (&parsed, cpp) {
        if is_builtin_kind(p.context(), cpp, *a) == Some(false) {
            parsed = Err(p.error_at(pos, "invalid kind of attribute specified"));
        }
    }
    // Enums with MLIR's spelling, and fields, add their own.
    let adds_own = matches!(decl.kind, ParamKind::Field(_))
        || matches!(decl.kind, ParamKind::Enum(def) if !matches!(def.spelling, EnumSpelling::Unnamed));
    match (parsed, cpp) {
        (Err(first), Some(cpp)) if !adds_own => Err(failed_to_parse(p, first, owner, decl, cpp)),
        (parsed, _) => parsed,
    }
}

/// `first`, then the owner's `failed to parse` error where parsing stopped.
fn failed_to_parse(
    p: &dyn AsmParser,
    first: ParseError,
    owner: &Owner,
    decl: &ParamDecl,
    cpp: &str,
) -> ParseError {
    failed_param(p, first, owner.ods_name, decl.name, cpp)
}

/// `first`, then ODS's `failed to parse <owner> parameter '<param>' which is
/// to be a `<cpp>`` where parsing stopped: how MLIR's generated parsers
/// report a parameter that failed, for dialects that parse one by hand too.
pub fn failed_param(
    p: &dyn AsmParser,
    first: ParseError,
    owner: &str,
    param: &str,
    cpp: &str,
) -> ParseError {
    let then = p.error(&format!(
        "failed to parse {owner} parameter '{param}' which is to be a `{cpp}`"
    ));
    ParseError(Box::new(first.0.then(*then.0)))
}

/// The next element of list parameter `i` (after its `,`), failing as the
/// whole parameter does.
fn parse_list_element(
    p: &mut dyn AsmParser,
    decls: &[ParamDecl],
    i: usize,
    full: &str,
    owner: &Owner,
) -> ParseResult<Option<Attribute>> {
    let next = parse_dialect_attr_param(p, full, false);
    match (next, owner.cpp.get(i)) {
        (Err(first), Some(cpp)) if !owner.ods_name.is_empty() => {
            Err(failed_to_parse(p, first, owner, &decls[i], cpp))
        }
        (next, _) => next,
    }
}

fn parse_params(
    p: &mut dyn AsmParser,
    elems: &[Elem],
    decls: &[ParamDecl],
    owner: &Owner,
) -> ParseResult<Vec<Param>> {
    let mut vals: Vec<Option<Param>> = vec![None; decls.len()];
    parse_param_elems(p, elems, decls, &mut vals, owner)?;
    let mut out = Vec::with_capacity(decls.len());
    for (v, d) in vals.into_iter().zip(decls) {
        match v {
            // A value equal to its parameter's default is the same
            // attribute as one that leaves it out.
            Some(v) if matches!(d.kind, ParamKind::Field(f) if (f.is_default)(&v)) => {
                out.push(Param::Absent)
            }
            Some(v) => out.push(v),
            None if d.optional => out.push(Param::Absent),
            None => {
                return Err(p.error(&format!("struct is missing required parameter: {}", d.name)))
            }
        }
    }
    Ok(out)
}

/// `struct(...)`: `name = value` entries, as ODS generates them. With only
/// required parameters: exactly one entry per parameter, `,`-separated;
/// with some optional ones: entries while a `,` follows, then each required
/// one must have been seen; with only optional ones: possibly no entry at
/// all. An entry's name is checked after its `=`, so a duplicate or unknown
/// name is reported where its value starts.
fn parse_struct(
    p: &mut dyn AsmParser,
    list: &[usize],
    decls: &[ParamDecl],
    vals: &mut [Option<Param>],
    owner: &Owner,
) -> ParseResult<()> {
    let optional = list.iter().filter(|&&i| decls[i].optional).count();
    let mut remaining: Vec<usize> = list.to_vec();
    // The list parameter just parsed: after a `,`, an attribute (`#...` or
    // `<...>`) is its next element, not an entry.
    let mut open_list: Option<(usize, &'static str)>;
    if optional == list.len() {
        // A struct of optional parameters only may be empty (`#llvm.loop_peeled<>`).
        let Some(kw) = p.parse_optional_any_keyword() else {
            return Ok(());
        };
        open_list = parse_struct_entry(p, &kw, &mut remaining, decls, vals, owner)?;
        while p.parse_optional_punct(",") {
            if struct_list_element(p, &mut open_list, decls, vals, owner)? {
                continue;
            }
            let kw = parse_struct_key(p)?;
            open_list = parse_struct_entry(p, &kw, &mut remaining, decls, vals, owner)?;
        }
        return Ok(());
    }
    if optional == 0 {
        for n in 0..list.len() {
            let kw = parse_struct_key(p)?;
            open_list = parse_struct_entry(p, &kw, &mut remaining, decls, vals, owner)?;
            if n + 1 != list.len() {
                p.parse_punct(",")?;
                while struct_list_element(p, &mut open_list, decls, vals, owner)? {
                    p.parse_punct(",")?;
                }
            } else {
                while open_list.is_some() && p.parse_optional_punct(",") {
                    if !struct_list_element(p, &mut open_list, decls, vals, owner)? {
                        return Err(p.error("expected attribute value"));
                    }
                }
            }
        }
        return Ok(());
    }
    loop {
        let kw = parse_struct_key(p)?;
        open_list = parse_struct_entry(p, &kw, &mut remaining, decls, vals, owner)?;
        // `,` then the open list's next element, or the next entry.
        let mut more = false;
        while p.parse_optional_punct(",") {
            if !struct_list_element(p, &mut open_list, decls, vals, owner)? {
                more = true;
                break;
            }
        }
        if !more {
            break;
        }
    }
    for &i in list {
        if !decls[i].optional && vals[i].is_none() {
            return Err(p.error(&format!(
                "struct is missing required parameter: {}",
                decls[i].name
            )));
        }
    }
    Ok(())
}

/// An entry's name: `parseKeyword`'s error, then the struct's.
fn parse_struct_key(p: &mut dyn AsmParser) -> ParseResult<String> {
    p.parse_optional_any_keyword()
        .ok_or_else(|| struct_key_error(p))
}

/// `parseKeyword`'s error where an entry's name should be, then the struct's.
fn struct_key_error(p: &mut dyn AsmParser) -> ParseError {
    let first = p.error("expected valid keyword");
    let then = p.error("expected a parameter name in struct");
    ParseError(Box::new(first.0.then(*then.0)))
}

/// `= value` of the entry named `kw`: the list parameter it opens, if any.
fn parse_struct_entry(
    p: &mut dyn AsmParser,
    kw: &str,
    remaining: &mut Vec<usize>,
    decls: &[ParamDecl],
    vals: &mut [Option<Param>],
    owner: &Owner,
) -> ParseResult<Option<(usize, &'static str)>> {
    p.parse_punct("=")?;
    let Some(k) = remaining.iter().position(|&i| decls[i].name == kw) else {
        return Err(p.error(&format!("duplicate or unknown struct parameter name: {kw}")));
    };
    let i = remaining.remove(k);
    vals[i] = parse_nth_param(p, decls, i, false, owner)?;
    Ok(match decls[i].kind {
        ParamKind::DialectAttrList(full) => Some((i, full)),
        _ => None,
    })
}

/// After a `,`: the next element of the open list parameter, if any
/// (whether one was parsed). A list comes last in MLIR's structs, so there
/// it takes every element; ours also take an entry after it.
fn struct_list_element(
    p: &mut dyn AsmParser,
    open_list: &mut Option<(usize, &'static str)>,
    decls: &[ParamDecl],
    vals: &mut [Option<Param>],
    owner: &Owner,
) -> ParseResult<bool> {
    let Some((i, full)) = *open_list else {
        return Ok(false);
    };
    if owner.ods_name.is_empty() && !(p.peek_attr_prefix() || p.peek_punct("<")) {
        *open_list = None;
        return Ok(false);
    }
    let next = parse_list_element(p, decls, i, full, owner)?;
    append_to_list(p.context(), &mut vals[i], next);
    Ok(true)
}

fn parse_param_elems(
    p: &mut dyn AsmParser,
    elems: &[Elem],
    decls: &[ParamDecl],
    vals: &mut [Option<Param>],
    owner: &Owner,
) -> ParseResult<()> {
    for e in elems {
        match e {
            Elem::Literal(l) => op::parse_literal(p, l)?,
            Elem::Space(_) | Elem::Newline => {}
            Elem::Var {
                var: VarRef::Param(i),
                ..
            } => vals[*i] = parse_nth_param(p, decls, *i, decls[*i].optional, owner)?,
            Elem::Params => {
                for (i, val) in vals.iter_mut().enumerate() {
                    if i > 0 {
                        p.parse_punct(",")?;
                    }
                    *val = parse_nth_param(p, decls, i, false, owner)?;
                }
            }
            Elem::Struct(list) => parse_struct(p, list, decls, vals, owner)?,
            Elem::Optional { then, els, .. } => {
                let guard = then
                    .iter()
                    .position(|e| !matches!(e, Elem::Space(_) | Elem::Newline))
                    .unwrap_or(0);
                let present = match &then[guard] {
                    Elem::Literal(l) => op::parse_optional_literal(p, l),
                    Elem::Var {
                        var: VarRef::Param(i),
                        ..
                    } => {
                        vals[*i] = parse_nth_param(p, decls, *i, true, owner)?;
                        vals[*i].is_some()
                    }
                    _ => return Err(p.error("unsupported optional group guard in format")),
                };
                if present {
                    parse_param_elems(p, &then[guard + 1..], decls, vals, owner)?;
                } else {
                    parse_param_elems(p, els, decls, vals, owner)?;
                }
            }
            _ => return Err(p.error("unsupported directive in a type or attribute format")),
        }
    }
    Ok(())
}

fn print_param(p: &mut dyn AsmPrinter, decl: &ParamDecl, v: &Param) {
    match (decl.kind, v) {
        (_, Param::Absent) => {}
        (ParamKind::Field(f), v) => (f.print)(p, v),
        (_, Param::Type(t)) => p.print_type(*t),
        (ParamKind::DialectAttr(_), Param::Attr(a)) => p.print_stripped_attribute(*a),
        (ParamKind::DialectAttrList(_), Param::Attr(a)) => {
            let list = match p.context().attr_data(*a) {
                AttrData::Array(list) => list.clone(),
                _ => return p.print_attribute(*a),
            };
            for (i, &e) in list.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.print_stripped_attribute(e);
            }
        }
        (_, Param::Attr(a)) => p.print_attribute(*a),
        (ParamKind::Enum(def), Param::Int(v)) => print_enum(p, def, *v),
        (_, Param::Int(v)) => p.write_str(&v.to_string()),
        (_, Param::Bool(b)) => p.write_str(if *b { "true" } else { "false" }),
        (_, Param::String(s)) => {
            let a = p.context().string_attr(s);
            p.print_attribute(a)
        }
        (_, Param::Shape(dims)) => {
            let text: Vec<String> = dims
                .iter()
                .map(|&d| {
                    if d == DYNAMIC {
                        "?".to_string()
                    } else {
                        d.to_string()
                    }
                })
                .collect();
            p.write_str(&text.join("x"));
        }
        (_, Param::Ints(v)) => {
            let text: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            p.write_str(&text.join(", "));
        }
        (_, Param::Keyword(s)) => {
            let s = p.context().str(*s).to_string();
            p.write_str(&s)
        }
    }
}

/// Whether a struct leaves parameter `v` out: MLIR prints an optional
/// parameter only when it is set, and a `bool` or integer one only when it
/// is not `false` / 0 (its C++ default); a [`ParamKind::Field`] says itself.
fn is_default(decl: &ParamDecl, v: &Param) -> bool {
    if let (ParamKind::Field(f), false) = (decl.kind, matches!(v, Param::Absent)) {
        return (f.is_default)(v);
    }
    match v {
        Param::Absent => true,
        Param::Bool(b) => decl.optional && !*b,
        Param::Int(i) => {
            decl.optional && *i == 0 && matches!(decl.kind, ParamKind::Int | ParamKind::Enum(_))
        }
        _ => false,
    }
}

fn print_param_elems(
    p: &mut dyn AsmPrinter,
    elems: &[Elem],
    decls: &[ParamDecl],
    vals: &[Param],
    sp: &mut Spacing,
) {
    for e in elems {
        match e {
            Elem::Literal(l) => sp.literal(p, l),
            Elem::Space(s) => sp.space(p, *s),
            Elem::Newline => p.print_newline(),
            Elem::Var {
                var: VarRef::Param(i),
                ..
            } => {
                if matches!(vals.get(*i), Some(Param::Absent) | None) {
                    continue;
                }
                sp.before_element(p);
                print_param(p, &decls[*i], &vals[*i]);
            }
            Elem::Params => {
                sp.before_element(p);
                for (i, d) in decls.iter().enumerate() {
                    if i > 0 {
                        p.write_str(", ");
                    }
                    print_param(p, d, &vals[i]);
                }
            }
            Elem::Struct(list) => {
                sp.before_element(p);
                let mut first = true;
                for &i in list {
                    if is_default(&decls[i], &vals[i]) {
                        continue;
                    }
                    if !first {
                        p.write_str(", ");
                    }
                    first = false;
                    p.write_str(decls[i].name);
                    p.write_str(" = ");
                    print_param(p, &decls[i], &vals[i]);
                }
            }
            Elem::Optional { then, els, anchor } => {
                let present = match &then[*anchor] {
                    Elem::Var {
                        var: VarRef::Param(i),
                        ..
                    } => !matches!(vals[*i], Param::Absent),
                    // A struct is present when one of its parameters is.
                    Elem::Struct(list) => list.iter().any(|&i| !is_default(&decls[i], &vals[i])),
                    _ => true,
                };
                if present {
                    print_param_elems(p, then, decls, vals, sp);
                } else {
                    print_param_elems(p, els, decls, vals, sp);
                }
            }
            _ => {}
        }
    }
}

/// Prints attribute `a`'s parameters without its `#dialect.mnemonic`.
pub(crate) fn print_attr_stripped(p: &mut dyn AsmPrinter, a: Attribute) {
    let (name, params) = match p.context().attr_data(a) {
        AttrData::Dialect { name, params } => (p.context().str(*name).to_string(), params.clone()),
        _ => return p.print_attribute(a),
    };
    // A mnemonic its dialect does not define (an attribute built by a
    // default before its definition exists): its parameters are unknown.
    let Some(def) = attr_def(p.context(), &name) else {
        return;
    };
    if let Some(print) = def.print {
        return print(p, a);
    }
    match compiled_param_format(&name, def.format, def.params) {
        Some(Ok(elems)) => {
            let mut sp = Spacing::new();
            print_param_elems(p, elems, def.params, &params, &mut sp);
        }
        // No parameters (`#ub.poison`): nothing follows the mnemonic.
        None if def.params.is_empty() => {}
        _ => p.print_attribute(a),
    }
}

/// Prints type `t` without its `!dialect.` prefix and mnemonic when it is a
/// dialect type with parameters (`printStrippedAttrOrType`), else in full.
pub(crate) fn print_type_stripped(p: &mut dyn AsmPrinter, t: Type) {
    let (name, params) = match p.context().type_data(t) {
        TypeData::Dialect(d) => (p.context().str(d.name).to_string(), d.params.clone()),
        _ => return p.print_type(t),
    };
    let Some(def) = type_def(p.context(), &name) else {
        return p.print_type(t);
    };
    if let Some(print) = def.print {
        return print(p, t);
    }
    match compiled_param_format(&name, def.format, def.params) {
        Some(Ok(elems)) => {
            let mut sp = Spacing::new();
            print_param_elems(p, elems, def.params, &params, &mut sp);
        }
        _ => p.print_type(t),
    }
}

/// Full dialect attribute body: mnemonic and parameters.
pub(crate) fn print_dialect_attr(p: &mut dyn AsmPrinter, a: Attribute) {
    let name = match p.context().attr_data(a) {
        AttrData::Dialect { name, .. } => p.context().str(*name).to_string(),
        _ => return,
    };
    let (_, mnemonic) = split_name(&name);
    p.write_str(mnemonic);
    print_attr_stripped(p, a);
}

/// Full dialect type body: mnemonic and parameters.
pub(crate) fn print_dialect_type(p: &mut dyn AsmPrinter, t: Type) {
    let (name, has_params) = match p.context().type_data(t) {
        TypeData::Dialect(d) => (p.context().str(d.name).to_string(), !d.params.is_empty()),
        _ => return,
    };
    let (_, mnemonic) = split_name(&name);
    p.write_str(mnemonic);
    let def = type_def(p.context(), &name);
    if has_params || def.is_some_and(|d| d.print.is_some()) {
        print_type_stripped(p, t);
    }
}

/// Parses a full dialect attribute body (mnemonic then parameters).
pub(crate) fn parse_dialect_attr_body(
    dialect: &'static crate::dialect::DialectDef,
    p: &mut dyn AsmParser,
    ty: Option<Type>,
) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    if dialect.attributes.is_empty() && dialect.unknown_attr_message.is_none() {
        // MLIR's `Dialect::parseAttribute` of a dialect that declares none.
        return Err(p.error_at(
            pos,
            &format!(
                "dialect '{}' provides no attribute parsing hook",
                dialect.name
            ),
        ));
    }
    let Some(mnemonic) = parse_mnemonic(p, dialect.attributes.iter().map(|a| a.mnemonic)) else {
        return Err(p.error_at(
            pos,
            &format!("expected attribute mnemonic of dialect '{}'", dialect.name),
        ));
    };
    let Some(def) = dialect.attr_def(&mnemonic) else {
        let message = match dialect.unknown_attr_message {
            Some(template) => template.replace("{}", &mnemonic),
            None => format!(
                "unknown attribute `{mnemonic}` in dialect `{}`",
                dialect.name
            ),
        };
        return Err(p.error_at(pos, &message));
    };
    if let Some(parse) = def.parse {
        return parse(p, ty);
    }
    let full = format!("{}.{}", dialect.name, def.mnemonic);
    match parse_stripped_attr(p, &full, false)? {
        Some(a) => Ok(a),
        None => Ok(dialect_attr(p.context(), &full, Vec::new())),
    }
}

/// Parses a full dialect type body (mnemonic then parameters).
pub(crate) fn parse_dialect_type_body(
    dialect: &'static crate::dialect::DialectDef,
    p: &mut dyn AsmParser,
) -> ParseResult<Type> {
    let pos = p.current_pos();
    if dialect.types.is_empty() && dialect.unknown_type_message.is_none() {
        // MLIR's `Dialect::parseType` of a dialect that declares none.
        return Err(p.error_at(
            pos,
            &format!("dialect '{}' provides no type parsing hook", dialect.name),
        ));
    }
    let Some(mnemonic) = parse_mnemonic(p, dialect.types.iter().map(|t| t.mnemonic)) else {
        return Err(p.error_at(
            pos,
            &format!("expected type mnemonic of dialect '{}'", dialect.name),
        ));
    };
    let Some(def) = dialect.type_def(&mnemonic) else {
        let message = match dialect.unknown_type_message {
            Some(template) => template.replace("{}", &mnemonic),
            None => format!("unknown type `{mnemonic}` in dialect `{}`", dialect.name),
        };
        return Err(p.error_at(pos, &message));
    };
    if let Some(parse) = def.parse {
        return parse(p);
    }
    let full = format!("{}.{}", dialect.name, def.mnemonic);
    if compiled_param_format(&full, def.format, def.params).is_none() {
        return Ok(dialect_type(p.context(), &full, Vec::new()));
    }
    match parse_stripped_type(p, &full, false)? {
        Some(t) => Ok(t),
        None => Ok(dialect_type(p.context(), &full, Vec::new())),
    }
}

/// A mnemonic, which may contain dots (`async.token`): keywords joined by
/// `.`, taking the longest match among `known`.
fn parse_mnemonic(
    p: &mut dyn AsmParser,
    known: impl Iterator<Item = &'static str>,
) -> Option<String> {
    let known: Vec<&str> = known.collect();
    // The lexer usually returns `async.token` as one bare identifier.
    let first = p.parse_optional_any_keyword()?;
    Some(first).filter(|m| known.contains(&m.as_str()) || !m.is_empty())
}
