//! Pieces hand-written parse/print hooks reuse: function signatures
//! (`FunctionImplementation.cpp`), symbol visibility, typed argument lists.

use crate::asm::{Argument, AsmParser, AsmPrinter, ParseResult};
use crate::attributes::{AttrData, Attribute, NamedAttr};
use crate::context::Context;
use crate::ids::{OpId, Value};
use crate::types::{Type, TypeData};

/// A parsed function signature.
#[derive(Debug, Default)]
pub struct Signature {
    /// Named arguments (empty types-only signatures put their types in `arg_types`).
    pub args: Vec<Argument>,
    pub arg_types: Vec<Type>,
    pub arg_attrs: Vec<Vec<NamedAttr>>,
    pub results: Vec<Type>,
    pub result_attrs: Vec<Vec<NamedAttr>>,
    pub variadic: bool,
}

/// `(%a: i32 {attrs}, ...) -> (i32 {attrs}, f32)` or `(i32, f32) -> i32`.
pub fn parse_function_signature(
    p: &mut dyn AsmParser,
    allow_variadic: bool,
) -> ParseResult<Signature> {
    let mut sig = Signature::default();
    p.parse_punct("(")?;
    if !p.parse_optional_punct(")") {
        loop {
            if allow_variadic && p.parse_optional_punct("...") {
                sig.variadic = true;
                p.parse_punct(")")?;
                break;
            }
            if let Some(arg) = p.parse_optional_argument(true, true)? {
                let Some(ty) = arg.ty else {
                    return Err(p.error("expected ':'"));
                };
                sig.arg_types.push(ty);
                sig.arg_attrs.push(arg.attrs.clone());
                sig.args.push(arg);
            } else {
                if !sig.args.is_empty() {
                    return Err(p.error("expected SSA identifier"));
                }
                let ty = p.parse_type()?;
                let mut attrs = crate::attributes::AttrList::new();
                p.parse_optional_attr_dict(&mut attrs)?;
                let _ = p.parse_optional_location()?;
                sig.arg_types.push(ty);
                sig.arg_attrs.push(attrs.into_vec());
            }
            if p.parse_optional_punct(")") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    if p.parse_optional_punct("->") {
        parse_result_list(p, &mut sig.results, &mut sig.result_attrs)?;
    }
    Ok(sig)
}

/// `type` or `(type {attrs}, ...)`.
pub fn parse_result_list(
    p: &mut dyn AsmParser,
    types: &mut Vec<Type>,
    attrs: &mut Vec<Vec<NamedAttr>>,
) -> ParseResult<()> {
    if p.parse_optional_punct("(") {
        if p.parse_optional_punct(")") {
            return Ok(());
        }
        loop {
            types.push(p.parse_type()?);
            let mut a = crate::attributes::AttrList::new();
            p.parse_optional_attr_dict(&mut a)?;
            attrs.push(a.into_vec());
            if p.parse_optional_punct(")") {
                break;
            }
            p.parse_punct(",")?;
        }
    } else {
        types.push(p.parse_type()?);
        attrs.push(Vec::new());
    }
    Ok(())
}

/// An array of dictionaries, or `None` when every dictionary is empty.
pub fn dict_array(ctx: &Context, dicts: &[Vec<NamedAttr>]) -> Option<Attribute> {
    if dicts.iter().all(|d| d.is_empty()) {
        return None;
    }
    let items: Vec<Attribute> = dicts
        .iter()
        .map(|d| ctx.dictionary_attr(d.clone()))
        .collect();
    Some(ctx.intern_attr(AttrData::Array(items.into())))
}

/// Entry `i` of an `arg_attrs`-style array of dictionaries.
pub fn dict_array_entry(ctx: &Context, array: Option<Attribute>, i: usize) -> Vec<NamedAttr> {
    match array.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items
            .get(i)
            .map(|&d| ctx.dictionary_entries(d).to_vec())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// `private` / `public` / `nested`, as a `sym_visibility` attribute.
pub fn parse_optional_visibility(p: &mut dyn AsmParser, into: &mut crate::attributes::AttrList) {
    for kw in ["private", "public", "nested"] {
        if p.parse_optional_keyword(kw) {
            let ctx = p.context();
            into.push(NamedAttr {
                name: ctx.symbol("sym_visibility"),
                value: ctx.string_attr(kw),
            });
            return;
        }
    }
}

/// Prints the results part of a signature: `i32`, `(i32, f32)`, `(i32 {a})`.
pub fn print_result_list(p: &mut dyn AsmPrinter, types: &[Type], attrs: &[Vec<NamedAttr>]) {
    let is_fn = types
        .first()
        .is_some_and(|&t| matches!(p.context().type_data(t), TypeData::Function { .. }));
    let parens = types.len() > 1 || is_fn || attrs.first().is_some_and(|a| !a.is_empty());
    if parens {
        p.write_str("(");
    }
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
        if let Some(a) = attrs.get(i) {
            p.print_optional_attr_dict(a, &[]);
        }
    }
    if parens {
        p.write_str(")");
    }
}

/// Prints `(%arg0: i32 {a}, ...) -> results` for a function-like op whose
/// entry block arguments are `args` (or types only when external).
pub fn print_function_signature(
    p: &mut dyn AsmPrinter,
    args: Option<&[Value]>,
    arg_types: &[Type],
    arg_attrs: Option<Attribute>,
    results: &[Type],
    res_attrs: Option<Attribute>,
    variadic: bool,
) {
    let ctx_attrs =
        |p: &dyn AsmPrinter, a: Option<Attribute>, i: usize| dict_array_entry(p.context(), a, i);
    p.write_str("(");
    for (i, &t) in arg_types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = ctx_attrs(p, arg_attrs, i);
        match args {
            Some(args) => p.print_region_argument(args[i], &attrs),
            None => {
                p.print_type(t);
                p.print_optional_attr_dict(&attrs, &[]);
            }
        }
    }
    if variadic {
        if !arg_types.is_empty() {
            p.write_str(", ");
        }
        p.write_str("...");
    }
    p.write_str(")");
    if !results.is_empty() {
        p.write_str(" -> ");
        let attrs: Vec<Vec<NamedAttr>> = (0..results.len())
            .map(|i| ctx_attrs(p, res_attrs, i))
            .collect();
        print_result_list(p, results, &attrs);
    }
}

/// All attributes of `op` (inherent and discardable), sorted by name.
pub fn op_attrs(p: &dyn AsmPrinter, op: OpId) -> Vec<NamedAttr> {
    let ctx = p.context();
    let body = p.body();
    let mut attrs: Vec<NamedAttr> = body
        .props(op)
        .map(|a| ctx.dictionary_entries(a).to_vec())
        .unwrap_or_default();
    attrs.extend_from_slice(ctx.dictionary_entries(body.attr_dict(op)));
    attrs.sort_by(|a, b| ctx.str(a.name).cmp(ctx.str(b.name)));
    attrs
}

/// Prints `@name` from the `sym_name` attribute among `attrs` (symbol ops).
pub fn print_sym_name(p: &mut dyn AsmPrinter, attrs: &[NamedAttr]) {
    let ctx = p.context();
    let name = find_attr(ctx, attrs, "sym_name")
        .and_then(|a| ctx.string_value(a))
        .unwrap_or_default();
    let sym = ctx.symbol(&name);
    p.print_symbol_name(sym);
}

pub fn find_attr(ctx: &Context, attrs: &[NamedAttr], name: &str) -> Option<Attribute> {
    attrs
        .iter()
        .find(|a| ctx.str(a.name) == name)
        .map(|a| a.value)
}

pub fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: ctx.symbol(name),
        value,
    }
}
