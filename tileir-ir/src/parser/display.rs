//! Spelling types and attributes inside parser diagnostics
//! (`use of value '%x' expects different type than prior uses: 'i32' vs 'i64'`).
//!
//! A compact printer for builtin types and the common attributes; the real
//! printer lives in `crate::printer` and is used for output, not messages.

use super::core::Parser;
use crate::attributes::{AttrData, Attribute, LocData};
use crate::context::Context;
use crate::types::{Signedness, Type, TypeData, DYNAMIC};
use std::fmt::Write;

impl Parser<'_> {
    /// `'type'` as MLIR diagnostics spell a type argument.
    pub(crate) fn quoted_type(&self, ty: Type) -> String {
        format!("'{}'", type_to_string(self.ctx, ty))
    }

    pub(crate) fn quoted_attr(&self, attr: Attribute) -> String {
        format!("'{}'", attr_to_string(self.ctx, attr))
    }
}

pub(crate) fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut s = String::new();
    write_type(ctx, ty, &mut s, 0);
    s
}

fn write_dims(dims: &[i64], scalable: Option<&[bool]>, out: &mut String) {
    for (i, &d) in dims.iter().enumerate() {
        let sc = scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false));
        if sc {
            out.push('[');
        }
        if d == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{d}");
        }
        if sc {
            out.push(']');
        }
        out.push('x');
    }
}

fn write_type(ctx: &Context, ty: Type, out: &mut String, depth: u32) {
    if depth > 64 {
        out.push_str("...");
        return;
    }
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => {
            let p = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            let _ = write!(out, "{p}{width}");
        }
        TypeData::Index => out.push_str("index"),
        TypeData::Float(k) => out.push_str(k.keyword()),
        TypeData::None => out.push_str("none"),
        TypeData::Complex(e) => {
            out.push_str("complex<");
            write_type(ctx, *e, out, depth + 1);
            out.push('>');
        }
        TypeData::Tuple(ts) => {
            out.push_str("tuple<");
            for (i, t) in ts.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(ctx, *t, out, depth + 1);
            }
            out.push('>');
        }
        TypeData::Function { inputs, results } => {
            out.push('(');
            for (i, t) in inputs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(ctx, *t, out, depth + 1);
            }
            out.push_str(") -> ");
            let paren = results.len() != 1
                || matches!(ctx.type_data(results[0]), TypeData::Function { .. });
            if paren {
                out.push('(');
            }
            for (i, t) in results.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(ctx, *t, out, depth + 1);
            }
            if paren {
                out.push(')');
            }
        }
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => {
            out.push_str("vector<");
            write_dims(shape, Some(scalable), out);
            write_type(ctx, *element, out, depth + 1);
            out.push('>');
        }
        TypeData::RankedTensor {
            shape,
            element,
            encoding,
        } => {
            out.push_str("tensor<");
            write_dims(shape, None, out);
            write_type(ctx, *element, out, depth + 1);
            if let Some(e) = encoding {
                out.push_str(", ");
                write_attr(ctx, *e, out, depth + 1);
            }
            out.push('>');
        }
        TypeData::UnrankedTensor { element } => {
            out.push_str("tensor<*x");
            write_type(ctx, *element, out, depth + 1);
            out.push('>');
        }
        TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            write_dims(shape, None, out);
            write_type(ctx, *element, out, depth + 1);
            for a in [layout, memory_space].into_iter().flatten() {
                out.push_str(", ");
                write_attr(ctx, *a, out, depth + 1);
            }
            out.push('>');
        }
        TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => {
            out.push_str("memref<*x");
            write_type(ctx, *element, out, depth + 1);
            if let Some(a) = memory_space {
                out.push_str(", ");
                write_attr(ctx, *a, out, depth + 1);
            }
            out.push('>');
        }
        TypeData::Opaque { dialect, data } => {
            let d = ctx.str(*dialect);
            if data.starts_with(|c: char| c.is_ascii_alphabetic()) {
                let _ = write!(out, "!{d}.{data}");
            } else {
                let _ = write!(out, "!{d}<{data}>");
            }
        }
        TypeData::Dialect(d) => {
            let _ = write!(out, "!{}", ctx.str(d.name));
            if !d.params.is_empty() {
                out.push_str("<...>");
            }
        }
    }
}

pub(crate) fn attr_to_string(ctx: &Context, attr: Attribute) -> String {
    let mut s = String::new();
    write_attr(ctx, attr, &mut s, 0);
    s
}

fn write_attr(ctx: &Context, attr: Attribute, out: &mut String, depth: u32) {
    if depth > 64 {
        out.push_str("...");
        return;
    }
    match ctx.attr_data(attr) {
        AttrData::Unit => out.push_str("unit"),
        AttrData::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        AttrData::Integer { ty, value } => {
            if matches!(ctx.type_data(*ty), TypeData::Integer { width: 1, .. }) {
                out.push_str(if *value != 0 { "true" } else { "false" });
            } else {
                let _ = write!(out, "{value} : ");
                write_type(ctx, *ty, out, depth + 1);
            }
        }
        AttrData::Float { ty, bits } => {
            let _ = write!(out, "{:#X} : ", bits);
            write_type(ctx, *ty, out, depth + 1);
        }
        AttrData::String { value, ty } => {
            out.push('"');
            for &b in value.iter() {
                match b {
                    b'"' => out.push_str("\\\""),
                    b'\\' => out.push_str("\\\\"),
                    0x20..=0x7e => out.push(b as char),
                    _ => {
                        let _ = write!(out, "\\{b:02X}");
                    }
                }
            }
            out.push('"');
            if let Some(t) = ty {
                out.push_str(" : ");
                write_type(ctx, *t, out, depth + 1);
            }
        }
        AttrData::Type(t) => write_type(ctx, *t, out, depth + 1),
        AttrData::Array(items) => {
            out.push('[');
            for (i, a) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr(ctx, *a, out, depth + 1);
            }
            out.push(']');
        }
        AttrData::Dictionary(entries) => {
            out.push('{');
            for (i, e) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(ctx.str(e.name));
                if !matches!(ctx.attr_data(e.value), AttrData::Unit) {
                    out.push_str(" = ");
                    write_attr(ctx, e.value, out, depth + 1);
                }
            }
            out.push('}');
        }
        AttrData::SymbolRef { root, nested } => {
            let _ = write!(out, "@{}", ctx.str(*root));
            for n in nested.iter() {
                let _ = write!(out, "::@{}", ctx.str(*n));
            }
        }
        AttrData::Loc(l) => {
            out.push_str("loc(");
            match l {
                LocData::Unknown => out.push_str("unknown"),
                LocData::FileLineCol { file, line, col } => {
                    let _ = write!(out, "\"{}\":{line}:{col}", ctx.str(*file));
                }
                LocData::Name { name, .. } => {
                    let _ = write!(out, "\"{}\"", ctx.str(*name));
                }
                _ => out.push_str("..."),
            }
            out.push(')');
        }
        AttrData::Opaque { dialect, data, .. } => {
            let _ = write!(out, "#{}<{data}>", ctx.str(*dialect));
        }
        AttrData::Dialect { name, .. } => {
            let _ = write!(out, "#{}<...>", ctx.str(*name));
        }
        AttrData::Distinct { id, referenced } => {
            let _ = write!(out, "distinct[{id}]<");
            write_attr(ctx, *referenced, out, depth + 1);
            out.push('>');
        }
        _ => out.push_str("<<attribute>>"),
    }
}
