//! What the symbol passes (`symbol-dce`, `symbol-privatize`) ask about ops
//! and attributes, as MLIR's `SymbolTable` and `SymbolOpInterface` answer
//! it: which ops are symbols and symbol tables, a symbol's visibility, and
//! the symbol references an attribute holds.

use tileir_ir::dialect::Traits;
use tileir_ir::{AttrData, Attribute, Body, Context, OpId, Symbol};

/// A symbol's `sym_visibility`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visibility {
    Public,
    Private,
    Nested,
}

/// Whether `op` is a `SymbolOpInterface` op: an op with the `Symbol` trait,
/// or a `builtin.module` with a name (an optional symbol is a symbol only
/// when it has its `sym_name`).
pub fn is_symbol(ctx: &Context, body: &Body, op: OpId) -> bool {
    match ctx.op_def(body.op_name(op)) {
        Some(def) if def.has(Traits::SYMBOL) => true,
        Some(def) if def.name == "builtin.module" => sym_name(ctx, body, op).is_some(),
        _ => false,
    }
}

/// Whether `op` has the `SymbolTable` trait.
pub fn is_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
}

/// The op's `sym_name`, when it is a string (what a symbol table indexes).
pub fn sym_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c [u8]> {
    match ctx.attr_data(body.attr_static(ctx, op, "sym_name")?) {
        AttrData::String { value, .. } => Some(value),
        _ => None,
    }
}

/// The symbol's visibility: public unless `sym_visibility` says otherwise.
pub fn visibility(ctx: &Context, body: &Body, op: OpId) -> Visibility {
    let Some(attr) = body.attr_static(ctx, op, "sym_visibility") else {
        return Visibility::Public;
    };
    match ctx.attr_data(attr) {
        AttrData::String { value, .. } if &value[..] == b"private" => Visibility::Private,
        AttrData::String { value, .. } if &value[..] == b"nested" => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// MLIR's `isPotentiallyUnknownSymbolTable`: an op with one region whose
/// dialect is not loaded might define a symbol table no one knows about.
pub fn is_potentially_unknown_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    if body.num_regions(op) != 1 {
        return false;
    }
    let name = ctx.op_name_str(body.op_name(op));
    match name.split_once('.') {
        Some((namespace, _)) => ctx.dialect(namespace).is_none(),
        None => true,
    }
}

/// Calls `found(root, nested)` for each symbol reference held by the op's
/// attributes (properties, then discardable attributes), walking into
/// arrays, dictionaries, distinct attributes and dialect attribute
/// parameters; the nested references of a symbol reference are part of it,
/// not references of their own. (No type here holds a symbol reference, so
/// types are not walked.)
pub fn for_each_symbol_ref<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
    mut found: impl FnMut(Symbol, &'c [Symbol]),
) {
    let mut stack: Vec<Attribute> = Vec::new();
    for dict in body.props(op).into_iter().chain([body.attr_dict(op)]) {
        let start = stack.len();
        stack.extend(ctx.dictionary_entries(dict).iter().map(|e| e.value));
        stack[start..].reverse();
        while let Some(attr) = stack.pop() {
            let start = stack.len();
            match ctx.attr_data(attr) {
                AttrData::SymbolRef { root, nested } => found(*root, nested),
                AttrData::Array(items) => stack.extend(items.iter().copied()),
                AttrData::Dictionary(entries) => stack.extend(entries.iter().map(|e| e.value)),
                AttrData::Distinct { referenced, .. } => stack.push(*referenced),
                AttrData::Dialect { params, .. } => {
                    stack.extend(params.iter().filter_map(|p| match p {
                        tileir_ir::types::Param::Attr(a) => Some(*a),
                        _ => None,
                    }))
                }
                _ => {}
            }
            // Pre-order: the first sub-attribute is visited first.
            stack[start..].reverse();
        }
    }
}
