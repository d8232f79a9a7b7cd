//! cuda_tile's debug-info attributes: the scopes (`#cuda_tile.di_file`,
//! `di_compile_unit`, `di_subprogram`, `di_lexical_block`) and the
//! location that ties a source position to a scope (`di_loc`, usable in
//! `loc(...)`). The scopes print through the dialect's aliases (`#di_file`,
//! `#di_subprogram`, ...); a `di_loc` is a location, aliased `#loc` like
//! the builtin ones.
//!
//! Their parsers are hand-written to check each parameter's kind as
//! NVIDIA's generated ones do (the printers are the formats'); the
//! verification rules of functions and modules follow.

use crate::common::err;
use tileir_ir::asm::{AsmParser, ParseError, ParseResult};
use tileir_ir::attributes::{AttrData, Attribute, LocData, Location};
use tileir_ir::context::Context;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::{AttrDef, AttrParseFn, OpRef, ParamDecl, ParamKind};
use tileir_ir::ids::{OpId, RegionId};
use tileir_ir::types::Param;

/// What a parameter holds, as NVIDIA's definition types it: its parser
/// checks the kind, and a failure is followed by MLIR's
/// `failed to parse <def> parameter '<name>' which is to be a `<type>``.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Field {
    /// `StringAttr`: any attribute, which must be a string.
    Str,
    /// `unsigned`: an integer literal, kept modulo 2^32 as MLIR's
    /// `parseInteger<unsigned>` does.
    UInt,
    /// `DIFileAttr`: `#cuda_tile.di_file<...>` (or an alias), or its body
    /// without the prefix.
    File,
    /// `DICompileUnitAttr`, likewise.
    CompileUnit,
    /// `DILocalScopeAttr`: a subprogram or a lexical block.
    LocalScope,
    /// `FileLineColLoc`: a `loc("file":line:col)`.
    FileLineCol,
}

impl Field {
    /// The C++ type MLIR's message names.
    fn cpp_type(self) -> &'static str {
        match self {
            Field::Str => "StringAttr",
            Field::UInt => "unsigned",
            Field::File => "DIFileAttr",
            Field::CompileUnit => "DICompileUnitAttr",
            Field::LocalScope => "DILocalScopeAttr",
            Field::FileLineCol => "FileLineColLoc",
        }
    }

    /// How the parameter is stored (and printed by the format).
    const fn kind(self) -> ParamKind {
        match self {
            Field::Str => ParamKind::String,
            Field::UInt => ParamKind::Int,
            _ => ParamKind::Attr,
        }
    }
}

/// A parameter: its declaration for the format (printing) and its field
/// kind (parsing).
struct DiParam {
    decl: ParamDecl,
    field: Field,
}

/// A parameter that must be present.
const fn req(name: &'static str, field: Field) -> DiParam {
    DiParam {
        decl: ParamDecl::new(name, field.kind()),
        field,
    }
}

/// An `OptionalParameter`.
const fn opt(name: &'static str, field: Field) -> DiParam {
    DiParam {
        decl: ParamDecl {
            name,
            kind: field.kind(),
            optional: true,
        },
        field,
    }
}

/// One debug-info attribute: its mnemonic, the name of NVIDIA's TableGen
/// definition (for messages) and its parameters.
struct DiAttr {
    mnemonic: &'static str,
    def_name: &'static str,
    params: &'static [DiParam],
}

const FILE: DiAttr = DiAttr {
    mnemonic: "di_file",
    def_name: "CudaTile_DIFileAttr",
    params: &[req("name", Field::Str), req("directory", Field::Str)],
};

const COMPILE_UNIT: DiAttr = DiAttr {
    mnemonic: "di_compile_unit",
    def_name: "CudaTile_DICompileUnitAttr",
    params: &[req("file", Field::File)],
};

const LEXICAL_BLOCK: DiAttr = DiAttr {
    mnemonic: "di_lexical_block",
    def_name: "CudaTile_DILexicalBlockAttr",
    params: &[
        req("scope", Field::LocalScope),
        req("file", Field::File),
        req("line", Field::UInt),
        opt("column", Field::UInt),
    ],
};

const SUBPROGRAM: DiAttr = DiAttr {
    mnemonic: "di_subprogram",
    def_name: "CudaTile_DISubprogramAttr",
    params: &[
        req("file", Field::File),
        req("line", Field::UInt),
        req("name", Field::Str),
        req("linkageName", Field::Str),
        req("compileUnit", Field::CompileUnit),
        opt("scopeLine", Field::UInt),
    ],
};

const LOC: DiAttr = DiAttr {
    mnemonic: "di_loc",
    def_name: "CudaTile_DILocAttr",
    params: &[
        req("sourceLoc", Field::FileLineCol),
        req("scope", Field::LocalScope),
    ],
};

/// The parameter declarations of `a` (a `const` context cannot map).
macro_rules! decls {
    ($a:expr) => {{
        const N: usize = $a.params.len();
        const D: [ParamDecl; N] = {
            let mut d = [ParamDecl::new("", ParamKind::Attr); N];
            let mut i = 0;
            while i < N {
                d[i] = $a.params[i].decl;
                i += 1;
            }
            d
        };
        &D
    }};
}

/// A scope attribute written `<struct(params)>`, aliased by its mnemonic.
const fn scope(a: &DiAttr, params: &'static [ParamDecl], parse: AttrParseFn) -> AttrDef {
    AttrDef {
        mnemonic: a.mnemonic,
        format: Some("`<` struct(params) `>`"),
        parse: Some(parse),
        params,
        alias: Some(a.mnemonic),
        ..AttrDef::DEFAULT
    }
}

pub const DI_FILE: AttrDef = AttrDef {
    mnemonic: FILE.mnemonic,
    format: Some("`<` $name `in` $directory `>`"),
    parse: Some(|p, _| parse_file_body(p)),
    params: decls!(FILE),
    alias: Some(FILE.mnemonic),
    ..AttrDef::DEFAULT
};

pub const DI_COMPILE_UNIT: AttrDef = scope(&COMPILE_UNIT, decls!(COMPILE_UNIT), |p, _| {
    parse_struct(p, &COMPILE_UNIT)
});

pub const DI_LEXICAL_BLOCK: AttrDef = scope(&LEXICAL_BLOCK, decls!(LEXICAL_BLOCK), |p, _| {
    parse_struct(p, &LEXICAL_BLOCK)
});

pub const DI_SUBPROGRAM: AttrDef = scope(&SUBPROGRAM, decls!(SUBPROGRAM), |p, _| {
    parse_struct(p, &SUBPROGRAM)
});

pub const DI_LOC: AttrDef = AttrDef {
    mnemonic: LOC.mnemonic,
    format: Some("`<` $sourceLoc `in` $scope `>`"),
    parse: Some(|p, _| parse_loc_body(p)),
    params: decls!(LOC),
    location: true,
    ..AttrDef::DEFAULT
};

// ----- parsing (what NVIDIA's generated parsers accept and report) -----

/// Builds attribute `#cuda_tile.<a.mnemonic><params>`.
fn build(p: &dyn AsmParser, a: &DiAttr, params: Vec<Param>) -> Attribute {
    p.context().intern_attr(AttrData::Dialect {
        name: p.context().symbol(&format!("cuda_tile.{}", a.mnemonic)),
        params: params.into(),
    })
}

/// `<"name" in "directory">`.
fn parse_file_body(p: &mut dyn AsmParser) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let name = parse_field(p, &FILE, &FILE.params[0])?;
    p.parse_keyword("in")?;
    let directory = parse_field(p, &FILE, &FILE.params[1])?;
    p.parse_punct(">")?;
    Ok(build(p, &FILE, vec![name, directory]))
}

/// `<loc(...) in #scope>`.
fn parse_loc_body(p: &mut dyn AsmParser) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let source = parse_field(p, &LOC, &LOC.params[0])?;
    p.parse_keyword("in")?;
    let scope = parse_field(p, &LOC, &LOC.params[1])?;
    p.parse_punct(">")?;
    Ok(build(p, &LOC, vec![source, scope]))
}

/// `<key = value, ...>`: each parameter once, in any order.
fn parse_struct(p: &mut dyn AsmParser, a: &DiAttr) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let mut values: Vec<Option<Param>> = vec![None; a.params.len()];
    loop {
        let key_pos = p.current_pos();
        let Some(key) = p.parse_optional_any_keyword() else {
            let first = p.error("expected valid keyword").0;
            let then = p.error_at(key_pos, "expected a parameter name in struct").0;
            return Err(ParseError(Box::new(first.then(*then))));
        };
        p.parse_punct("=")?;
        let slot = a
            .params
            .iter()
            .position(|f| f.decl.name == key)
            .filter(|&i| values[i].is_none());
        let Some(i) = slot else {
            return Err(p.error_at(
                key_pos,
                &format!("duplicate or unknown struct parameter name: {key}"),
            ));
        };
        values[i] = Some(parse_field(p, a, &a.params[i])?);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    let mut params = Vec::with_capacity(values.len());
    for (v, f) in values.into_iter().zip(a.params) {
        match v {
            Some(v) => params.push(v),
            None if f.decl.optional => params.push(Param::Absent),
            None => {
                return Err(p.error(&format!(
                    "struct is missing required parameter: {}",
                    f.decl.name
                )))
            }
        }
    }
    p.parse_punct(">")?;
    Ok(build(p, a, params))
}

/// One parameter's value; a failure is followed by the generated parser's
/// `failed to parse ...` error at the token where the failure stopped.
fn parse_field(p: &mut dyn AsmParser, a: &DiAttr, f: &DiParam) -> ParseResult<Param> {
    parse_value(p, f.field).map_err(|failure| {
        tileir_ir::format::failed_param(p, failure, a.def_name, f.decl.name, f.field.cpp_type())
    })
}

fn parse_value(p: &mut dyn AsmParser, field: Field) -> ParseResult<Param> {
    let start = p.current_pos();
    match field {
        Field::UInt => return parse_unsigned(p),
        // A custom-parsed attribute may be written without its prefix
        // (`parseCustomAttributeWithFallback`).
        Field::File if !p.peek_attr_prefix() => return parse_file_body(p).map(Param::Attr),
        Field::CompileUnit if !p.peek_attr_prefix() => {
            return parse_struct(p, &COMPILE_UNIT).map(Param::Attr)
        }
        _ => {}
    }
    let a = p.parse_attribute(None)?;
    let ctx = p.context();
    let fits = match field {
        Field::Str => matches!(ctx.attr_data(a), AttrData::String { .. }),
        Field::File => params_of(ctx, a, "di_file").is_some(),
        Field::CompileUnit => params_of(ctx, a, "di_compile_unit").is_some(),
        Field::LocalScope => {
            params_of(ctx, a, "di_subprogram").is_some()
                || params_of(ctx, a, "di_lexical_block").is_some()
        }
        Field::FileLineCol => {
            matches!(ctx.attr_data(a), AttrData::Loc(LocData::FileLineCol { .. }))
        }
        Field::UInt => false,
    };
    if !fits {
        return Err(p.error_at(start, "invalid kind of attribute specified"));
    }
    Ok(match ctx.attr_data(a) {
        AttrData::String { value, .. } => Param::String(String::from_utf8_lossy(value).into()),
        _ => Param::Attr(a),
    })
}

/// MLIR's `parseInteger<unsigned>`: the literal read as a wide two's
/// complement number must survive the round trip through 32 bits, so a
/// negative literal of up to 8 digits wraps (`-1` is 4294967295) and
/// larger ones are too large.
fn parse_unsigned(p: &mut dyn AsmParser) -> ParseResult<Param> {
    let start = p.current_pos();
    let Some(v) = p.parse_optional_integer()? else {
        return Err(p.error("expected integer value"));
    };
    let fits = if v < 0 {
        -v < 100_000_000
    } else {
        v <= u32::MAX as i128
    };
    if !fits {
        return Err(p.error_at(start, "integer value too large"));
    }
    Ok(Param::Int((v as u32) as i64))
}

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
    // Most ops carry the parser's position: decoding it (for every op of
    // every function verified) would cost more than the rest of the check.
    if ctx.is_source_position(loc) {
        return None;
    }
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        if ctx.is_source_position(l) {
            continue;
        }
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

/// Rules 6, 1 and 2 on function `r` (an `entry`): part of its verifier,
/// which runs before the ops of its body are verified.
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
    let Some(di_loc) = di_loc_of(ctx, loc) else {
        return Ok(());
    };
    let scope = di_loc_scope(ctx, di_loc);
    let Some(subprogram) = scope.filter(|&s| params_of(ctx, s, "di_subprogram").is_some()) else {
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
    Ok(())
}

/// The subprogram of an op's location, if it has a `di_loc`.
fn subprogram_of(ctx: &Context, loc: Location) -> Option<Attribute> {
    di_loc_of(ctx, loc)
        .and_then(|d| di_loc_scope(ctx, d))
        .and_then(|s| enclosing_subprogram(ctx, s))
}

/// Rules 3 and 4 on the ops of function `r`'s body: its region verifier,
/// which runs once they verified. The ops are visited in post-order (the
/// ops of a region before the op holding it), the first offender reported.
pub fn verify_function_body<'a>(r: OpRef<'a>) -> Result<(), (OpRef<'a>, Diagnostic)> {
    let ctx = r.ctx;
    // Rule 1 held: a function with a di_loc has a subprogram.
    let fn_subprogram = subprogram_of(ctx, r.body.op_loc(r.op));
    let body = r.body.region_body(r.op);
    // (op, whether its regions were visited).
    let mut stack: Vec<(OpId, bool)> = Vec::new();
    // The function's regions are listed in its own body, their ops in
    // its child body (it is isolated from above).
    let push_region_ops = |stack: &mut Vec<(OpId, bool)>, regions: &[RegionId]| {
        for &region in regions.iter().rev() {
            let blocks: Vec<_> = body.region_blocks(region).collect();
            for &b in blocks.iter().rev() {
                let mut cur = body.last_op(b);
                while let Some(o) = cur {
                    stack.push((o, false));
                    cur = body.prev_op(o);
                }
            }
        }
    };
    push_region_ops(&mut stack, r.body.regions(r.op));
    while let Some((op, visited)) = stack.pop() {
        if !visited && body.child_body(op).is_none() && body.num_regions(op) != 0 {
            stack.push((op, true));
            push_region_ops(&mut stack, body.regions(op));
            continue;
        }
        let Some(op_subprogram) = subprogram_of(ctx, body.op_loc(op)) else {
            continue;
        };
        let nested = OpRef { ctx, body, op };
        match fn_subprogram {
            None => {
                return Err((
                    nested,
                    err(
                        nested,
                        format!(
                            "invalid operation debug info scope: {}. Operation has debug info scope, but function debug info scope is undefined.",
                            attr_text(ctx, op_subprogram)
                        ),
                    ),
                ))
            }
            Some(f) if f != op_subprogram => {
                return Err((
                    nested,
                    Diagnostic::error(
                        body.op_loc(op),
                        format!(
                            "invalid operation debug info scope: {}. Operation debug info scope does not match function debug info scope: {}.",
                            attr_text(ctx, op_subprogram),
                            attr_text(ctx, f)
                        ),
                    ),
                ))
            }
            Some(_) => {}
        }
    }
    Ok(())
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
