//! cuda_tile's debug-info attributes: the scopes (`#cuda_tile.di_file`,
//! `di_compile_unit`, `di_subprogram`, `di_lexical_block`) and the
//! location that ties a source position to a scope (`di_loc`, usable in
//! `loc(...)`). The scopes print through the dialect's aliases (`#di_file`,
//! `#di_subprogram`, ...); a `di_loc` is a location, aliased `#loc` like
//! the builtin ones.

use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::context::Context;
use tileir_ir::dialect::{AttrDef, ParamDecl, ParamKind};
use tileir_ir::types::Param;

/// A parameter that must be present.
const fn req(name: &'static str, kind: ParamKind) -> ParamDecl {
    ParamDecl::new(name, kind)
}

/// An `OptionalParameter`.
const fn opt(name: &'static str, kind: ParamKind) -> ParamDecl {
    ParamDecl {
        name,
        kind,
        optional: true,
    }
}

/// A scope attribute written `<struct(params)>`, aliased by its mnemonic.
const fn scope(mnemonic: &'static str, params: &'static [ParamDecl]) -> AttrDef {
    AttrDef {
        mnemonic,
        format: Some("`<` struct(params) `>`"),
        params,
        alias: Some(mnemonic),
        ..AttrDef::DEFAULT
    }
}

pub const DI_FILE: AttrDef = AttrDef {
    mnemonic: "di_file",
    format: Some("`<` $name `in` $directory `>`"),
    params: &[
        req("name", ParamKind::String),
        req("directory", ParamKind::String),
    ],
    alias: Some("di_file"),
    ..AttrDef::DEFAULT
};

pub const DI_COMPILE_UNIT: AttrDef = scope("di_compile_unit", &[req("file", ParamKind::Attr)]);

pub const DI_LEXICAL_BLOCK: AttrDef = scope(
    "di_lexical_block",
    &[
        req("scope", ParamKind::Attr),
        req("file", ParamKind::Attr),
        req("line", ParamKind::Int),
        opt("column", ParamKind::Int),
    ],
);

pub const DI_SUBPROGRAM: AttrDef = scope(
    "di_subprogram",
    &[
        req("file", ParamKind::Attr),
        req("line", ParamKind::Int),
        req("name", ParamKind::String),
        req("linkageName", ParamKind::String),
        req("compileUnit", ParamKind::Attr),
        opt("scopeLine", ParamKind::Int),
    ],
);

pub const DI_LOC: AttrDef = AttrDef {
    mnemonic: "di_loc",
    format: Some("`<` $sourceLoc `in` $scope `>`"),
    params: &[
        req("sourceLoc", ParamKind::Attr),
        req("scope", ParamKind::Attr),
    ],
    location: true,
    ..AttrDef::DEFAULT
};

/// The parameters of `a` if it is the cuda_tile attribute `mnemonic`.
pub fn params_of<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c [Param]> {
    match ctx.attr_data(a) {
        AttrData::Dialect { name, params } => {
            let full = ctx.str(*name);
            (full.strip_prefix("cuda_tile.") == Some(mnemonic)).then_some(&params[..])
        }
        _ => None,
    }
}

/// The scope of a `di_loc` (a subprogram or lexical block).
pub fn di_loc_scope(ctx: &Context, a: Attribute) -> Option<Attribute> {
    match params_of(ctx, a, "di_loc")? {
        [_, Param::Attr(scope)] => Some(*scope),
        _ => None,
    }
}

/// The subprogram a local scope belongs to (itself, or a lexical block's
/// enclosing subprogram).
pub fn enclosing_subprogram(ctx: &Context, mut scope: Attribute) -> Option<Attribute> {
    // Lexical blocks nest; the chain is finite (attributes are built
    // bottom-up), bounded anyway.
    for _ in 0..10_000 {
        if params_of(ctx, scope, "di_subprogram").is_some() {
            return Some(scope);
        }
        match params_of(ctx, scope, "di_lexical_block")? {
            [Param::Attr(outer), ..] => scope = *outer,
            _ => return None,
        }
    }
    None
}

/// A subprogram's linkage name.
pub fn linkage_name(ctx: &Context, subprogram: Attribute) -> Option<&str> {
    match params_of(ctx, subprogram, "di_subprogram")? {
        [_, _, _, Param::String(s), ..] => Some(s),
        _ => None,
    }
}
