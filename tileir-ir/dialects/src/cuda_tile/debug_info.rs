//! cuda_tile's debug-info attributes: the scopes (`#cuda_tile.di_file`,
//! `di_compile_unit`, `di_subprogram`, `di_lexical_block`) and the
//! location that ties a source position to a scope (`di_loc`, usable in
//! `loc(...)`). The scopes print through the dialect's aliases (`#di_file`,
//! `#di_subprogram`, ...); a `di_loc` is a location, aliased `#loc` like
//! the builtin ones.

use crate::common::err;
use tileir_ir::attributes::{AttrData, Attribute, LocData, Location};
use tileir_ir::context::Context;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::{AttrDef, OpRef, ParamDecl, ParamKind};
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

// ----- verification (NVIDIA's debug-info rules) -----
//
// 1. A function with a scope has a subprogram scope;
// 2. whose linkage name is the function's name;
// 3. ops of a function without a scope have none;
// 4. an op's subprogram is its function's;
// 5. ops of a module that are not functions (globals) have no scope;
// 6. a function's location is not a call site.

/// The `di_loc` inside a location, looking through names, call sites
/// (the caller) and fused locations (the first that has one).
pub fn di_loc_of(ctx: &Context, loc: Location) -> Option<Attribute> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.loc_data(l) {
            LocData::Dialect(a) if params_of(ctx, *a, "di_loc").is_some() => return Some(*a),
            LocData::CallSite { caller, .. } => stack.push(*caller),
            LocData::Name {
                child: Some(child), ..
            } => stack.push(*child),
            LocData::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            _ => {}
        }
    }
    None
}

fn attr_text(ctx: &Context, a: Attribute) -> String {
    tileir_ir::printer::attr_to_string(ctx, a)
}

/// Rules 1, 2 and 6 on function `r` (an `entry`), then rules 3 and 4 on
/// the ops of its body.
pub fn verify_function(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = r.ctx;
    let loc = r.body.op_loc(r.op);
    if matches!(ctx.loc_data(loc), LocData::CallSite { .. }) {
        return Err(err(
            r,
            format!(
                "invalid function debug info location: {}. Function location must not be a CallSiteLoc.",
                tileir_ir::diag::format_loc(ctx, loc)
            ),
        ));
    }
    let mut fn_subprogram = None;
    if let Some(di_loc) = di_loc_of(ctx, loc) {
        let scope = di_loc_scope(ctx, di_loc);
        let Some(subprogram) = scope.filter(|&s| params_of(ctx, s, "di_subprogram").is_some())
        else {
            let shown = scope.map(|s| attr_text(ctx, s)).unwrap_or_default();
            return Err(err(
                r,
                format!(
                    "invalid function debug info scope: {shown}. Function location must have cuda_tile.di_subprogram debug info scope."
                ),
            ));
        };
        let name = crate::common::attr(r, "sym_name")
            .and_then(|a| crate::common::string_of(ctx, a))
            .unwrap_or_default();
        let linkage = linkage_name(ctx, subprogram).unwrap_or("");
        if linkage != name {
            return Err(err(
                r,
                format!(
                    "invalid function debug info scope: {}. Function name \"{name}\" does not match subprogram scope linkage name \"{linkage}\".",
                    attr_text(ctx, subprogram)
                ),
            ));
        }
        fn_subprogram = Some(subprogram);
    }
    let Some(&region) = r.body.regions(r.op).first() else {
        return Ok(());
    };
    let body = r.body.region_body(r.op);
    let mut failure = None;
    body.walk_region_preorder(region, |op| {
        if failure.is_some() {
            return;
        }
        let op_subprogram = di_loc_of(ctx, body.op_loc(op))
            .and_then(|d| di_loc_scope(ctx, d))
            .and_then(|s| enclosing_subprogram(ctx, s));
        let Some(op_subprogram) = op_subprogram else {
            return;
        };
        let nested = OpRef { ctx, body, op };
        failure = match fn_subprogram {
            None => Some(err(
                nested,
                format!(
                    "invalid operation debug info scope: {}. Operation has debug info scope, but function debug info scope is undefined.",
                    attr_text(ctx, op_subprogram)
                ),
            )),
            Some(f) if f != op_subprogram => Some(Diagnostic::error(
                body.op_loc(op),
                format!(
                    "invalid operation debug info scope: {}. Operation debug info scope does not match function debug info scope: {}.",
                    attr_text(ctx, op_subprogram),
                    attr_text(ctx, f)
                ),
            )),
            Some(_) => None,
        };
    });
    failure.map_or(Ok(()), Err)
}

/// Rule 5 on a `cuda_tile.module`: its ops other than functions carry no
/// scope.
pub fn verify_module(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = r.ctx;
    let body = r.body.region_body(r.op);
    for &region in r.body.regions(r.op) {
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                let name = ctx.op_name_str(body.op_name(op));
                if matches!(name, "cuda_tile.entry" | "cuda_tile.testing$func") {
                    continue;
                }
                if let Some(di_loc) = di_loc_of(ctx, body.op_loc(op)) {
                    return Err(err(
                        OpRef { ctx, body, op },
                        format!(
                            "invalid operation debug info scope: {}. Global variables must not have scope.",
                            attr_text(ctx, di_loc)
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}
