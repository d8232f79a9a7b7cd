//! The LLVM dialect's metadata and module-level attributes
//! (`LLVMAttrDefs.td` beside the debug-info family): alias analysis
//! (`#llvm.access_group`, `alias_scope_domain`, `alias_scope`, the TBAA
//! nodes `tbaa_root` / `tbaa_type_desc` / `tbaa_member` / `tbaa_tag`),
//! function and module attributes (`target_features`, `target`,
//! `vscale_range`, `vec_type_hint`, `memory_effects`, `mlir.module_flag`,
//! `cgprofile_entry`, `dependent_libraries`, `mlir.workgroup_attribution`)
//! and small value attributes (`address_space`, `constant_range`,
//! `overflow`, `mmra_tag`).
//!
//! Most are declarative formats (`<struct(params)>`); the TBAA type
//! descriptor's `{...}` member list, the string lists and the constant
//! range are hand-written, with the checks MLIR's verifiers make.

use super::attrs::OVERFLOW;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::dialect::{AttrDef, EnumDef, EnumSpelling, EnumStorage, ParamDecl, ParamKind};
use tileir_ir::format::dialect_attr;
use tileir_ir::types::{Param, Type, TypeData};

const fn enum_of(name: &'static str, cases: &'static [(&'static str, i64)]) -> EnumDef {
    EnumDef {
        name,
        cases,
        bit: false,
        separator: "",
        storage: EnumStorage::Int(32),
        spelling: EnumSpelling::Unnamed,
    }
}

/// `ModRefInfo`: how a memory location may be accessed.
pub static MOD_REF: EnumDef = enum_of(
    "llvm.mod_ref",
    &[("none", 0), ("read", 1), ("write", 2), ("readwrite", 3)],
);

/// `ModFlagBehavior`: how module flags of linked modules merge.
pub static MODULE_FLAG_BEHAVIOR: EnumDef = enum_of(
    "llvm.module_flag_behavior",
    &[
        ("error", 1),
        ("warning", 2),
        ("require", 3),
        ("override", 4),
        ("append", 5),
        ("append_unique", 6),
        ("max", 7),
        ("min", 8),
    ],
);

const fn req(name: &'static str, kind: ParamKind) -> ParamDecl {
    ParamDecl::new(name, kind)
}

const fn opt(name: &'static str, kind: ParamKind) -> ParamDecl {
    ParamDecl {
        name,
        kind,
        optional: true,
    }
}

const STRUCT: Option<&str> = Some("`<` struct(params) `>`");

/// A `<struct(params)>` attribute; `alias` names the ones MLIR's
/// `OpAsmDialectInterface` aliases (by their mnemonic).
const fn structured(mnemonic: &'static str, params: &'static [ParamDecl], alias: bool) -> AttrDef {
    AttrDef {
        mnemonic,
        format: STRUCT,
        params,
        alias: if alias { Some(mnemonic) } else { None },
        alias_always: alias,
        ..AttrDef::DEFAULT
    }
}

fn params_of(p: &dyn AsmPrinter, a: Attribute) -> Vec<Param> {
    match p.context().attr_data(a) {
        AttrData::Dialect { params, .. } => params.to_vec(),
        _ => Vec::new(),
    }
}

/// Parses `"a", "b"` (one string at least), reporting a non-string as
/// MLIR's `FieldParser<StringAttr>` does.
fn parse_string_list(p: &mut dyn AsmParser, def: &str, param: &str) -> ParseResult<Vec<Attribute>> {
    let mut out = Vec::new();
    loop {
        let pos = p.current_pos();
        let a = p.parse_attribute(None)?;
        if !matches!(p.context().attr_data(a), AttrData::String { .. }) {
            let first = p.error_at(pos, "invalid kind of attribute specified").0;
            let then = p
                .error(&format!(
                    "failed to parse {def} parameter '{param}' which is to be a `::llvm::ArrayRef<StringAttr>`"
                ))
                .0;
            return Err(tileir_ir::asm::ParseError(Box::new(first.then(*then))));
        }
        out.push(a);
        if !p.parse_optional_punct(",") {
            return Ok(out);
        }
    }
}

fn print_string_list(p: &mut dyn AsmPrinter, list: Attribute) {
    if let AttrData::Array(items) = p.context().attr_data(list).clone() {
        for (i, a) in items.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_attribute(*a);
        }
    }
}

/// `#llvm.target_features<["+a", "-b"]>`: each feature starts with `+` or
/// `-`, is not empty and holds no `,`.
fn parse_target_features(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    p.parse_punct("<")?;
    p.parse_punct("[")?;
    let features = if p.parse_optional_punct("]") {
        Vec::new()
    } else {
        let list = parse_string_list(p, "LLVM_TargetFeaturesAttr", "features")?;
        p.parse_punct("]")?;
        list
    };
    p.parse_punct(">")?;
    for &f in &features {
        let text = match p.context().attr_data(f) {
            AttrData::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
            _ => String::new(),
        };
        let message = if text.is_empty() {
            "target features can not be null or empty"
        } else if !text.starts_with(['+', '-']) {
            "target features must start with '+' or '-'"
        } else if text.contains(',') {
            "target features can not contain ','"
        } else {
            continue;
        };
        return Err(p.error_at(pos, message));
    }
    let ctx = p.context();
    let list = ctx.intern_attr(AttrData::Array(features.into()));
    Ok(dialect_attr(
        ctx,
        "llvm.target_features",
        vec![Param::Attr(list)],
    ))
}

fn print_target_features(p: &mut dyn AsmPrinter, a: Attribute) {
    p.write_str("<[");
    if let [Param::Attr(list)] = params_of(p, a)[..] {
        print_string_list(p, list);
    }
    p.write_str("]>");
}

/// `#llvm.dependent_libraries<"a", "b">`.
fn parse_dependent_libraries(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let libs = parse_string_list(p, "LLVM_DependentLibrariesAttr", "libs")?;
    p.parse_punct(">")?;
    let ctx = p.context();
    let list = ctx.intern_attr(AttrData::Array(libs.into()));
    Ok(dialect_attr(
        ctx,
        "llvm.dependent_libraries",
        vec![Param::Attr(list)],
    ))
}

fn print_dependent_libraries(p: &mut dyn AsmPrinter, a: Attribute) {
    p.write_str("<");
    if let [Param::Attr(list)] = params_of(p, a)[..] {
        print_string_list(p, list);
    }
    p.write_str(">");
}

/// `#llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>, ...}>`:
/// the members are `tbaa_member`s written without their prefix.
fn parse_tbaa_type_desc(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    p.parse_keyword("id")?;
    p.parse_punct("=")?;
    let Some(id) = p.parse_optional_string()? else {
        return Err(p.error("expected string"));
    };
    p.parse_punct(",")?;
    p.parse_keyword("members")?;
    p.parse_punct("=")?;
    p.parse_punct("{")?;
    let mut members = Vec::new();
    loop {
        p.parse_punct("<")?;
        let ty = p.parse_attribute(None)?;
        p.parse_punct(",")?;
        let offset = p.parse_i64()?;
        p.parse_punct(">")?;
        members.push(dialect_attr(
            p.context(),
            "llvm.tbaa_member",
            vec![Param::Attr(ty), Param::Int(offset)],
        ));
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct("}")?;
    p.parse_punct(">")?;
    let ctx = p.context();
    let list = ctx.intern_attr(AttrData::Array(members.into()));
    Ok(dialect_attr(
        ctx,
        "llvm.tbaa_type_desc",
        vec![
            Param::String(String::from_utf8_lossy(&id).into()),
            Param::Attr(list),
        ],
    ))
}

fn print_tbaa_type_desc(p: &mut dyn AsmPrinter, a: Attribute) {
    let [Param::String(id), Param::Attr(list)] = &params_of(p, a)[..] else {
        return;
    };
    p.write_str("<id = ");
    let s = p.context().string_attr(id);
    p.print_attribute(s);
    p.write_str(", members = {");
    if let AttrData::Array(items) = p.context().attr_data(*list).clone() {
        for (i, m) in items.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            tileir_ir::format::print_attr_stripped(p, *m);
        }
    }
    p.write_str("}>");
}

/// `#llvm.constant_range<i32, 0, 12>`: the bounds wrap to the width and
/// print signed.
fn parse_constant_range(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let pos = p.current_pos();
    let ty = p.parse_type()?;
    let width = match p.context().type_data(ty) {
        TypeData::Integer { width, .. } if *width <= 64 => *width,
        _ => {
            let text = tileir_ir::printer::type_to_string(p.context(), ty);
            return Err(p.error_at(
                pos,
                &format!(
                    "invalid kind of type specified: expected builtin.integer, but found '{text}'"
                ),
            ));
        }
    };
    p.parse_punct(",")?;
    let lower = p.parse_integer()?;
    p.parse_punct(",")?;
    let upper = p.parse_integer()?;
    p.parse_punct(">")?;
    let wrap = |v: i128| -> i64 {
        let shift = 128 - width;
        ((v << shift) >> shift) as i64
    };
    Ok(dialect_attr(
        p.context(),
        "llvm.constant_range",
        vec![
            Param::Type(ty),
            Param::Int(wrap(lower)),
            Param::Int(wrap(upper)),
        ],
    ))
}

fn print_constant_range(p: &mut dyn AsmPrinter, a: Attribute) {
    let [Param::Type(ty), Param::Int(lower), Param::Int(upper)] = params_of(p, a)[..] else {
        return;
    };
    p.write_str("<");
    p.print_type(ty);
    p.write_str(&format!(", {lower}, {upper}>"));
}

/// `<"prefix":"suffix">`.
fn print_mmra_tag(p: &mut dyn AsmPrinter, a: Attribute) {
    let [Param::String(prefix), Param::String(suffix)] = &params_of(p, a)[..] else {
        return;
    };
    let (prefix, suffix) = (
        p.context().string_attr(prefix),
        p.context().string_attr(suffix),
    );
    p.write_str("<");
    p.print_attribute(prefix);
    p.write_str(":");
    p.print_attribute(suffix);
    p.write_str(">");
}

pub static ATTRS: &[AttrDef] = &[
    AttrDef {
        mnemonic: "target_features",
        parse: Some(parse_target_features),
        print: Some(print_target_features),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "dependent_libraries",
        parse: Some(parse_dependent_libraries),
        print: Some(print_dependent_libraries),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "constant_range",
        parse: Some(parse_constant_range),
        print: Some(print_constant_range),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "tbaa_type_desc",
        parse: Some(parse_tbaa_type_desc),
        print: Some(print_tbaa_type_desc),
        alias: Some("tbaa_type_desc"),
        alias_always: true,
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "tbaa_member",
        format: Some("`<` params `>`"),
        params: &[
            req("typeDesc", ParamKind::Attr),
            req("offset", ParamKind::Int),
        ],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "tbaa_root",
        format: Some("(`<` struct(params)^ `>`)?"),
        params: &[opt("id", ParamKind::Attr)],
        alias: Some("tbaa_root"),
        alias_always: true,
        ..AttrDef::DEFAULT
    },
    structured(
        "tbaa_tag",
        &[
            req("base_type", ParamKind::DialectAttr("llvm.tbaa_type_desc")),
            req("access_type", ParamKind::DialectAttr("llvm.tbaa_type_desc")),
            req("offset", ParamKind::Int),
            opt("constant", ParamKind::Bool),
        ],
        true,
    ),
    structured(
        "alias_scope_domain",
        &[
            req("id", ParamKind::Attr),
            opt("description", ParamKind::Attr),
        ],
        true,
    ),
    structured(
        "alias_scope",
        &[
            req("id", ParamKind::Attr),
            req("domain", ParamKind::DialectAttr("llvm.alias_scope_domain")),
            opt("description", ParamKind::Attr),
        ],
        true,
    ),
    structured(
        "vscale_range",
        &[
            req("minRange", ParamKind::Attr),
            req("maxRange", ParamKind::Attr),
        ],
        false,
    ),
    structured(
        "vec_type_hint",
        &[
            req("hint", ParamKind::Attr),
            opt("is_signed", ParamKind::Bool),
        ],
        false,
    ),
    structured(
        "memory_effects",
        &[
            req("other", ParamKind::Enum(&MOD_REF)),
            req("argMem", ParamKind::Enum(&MOD_REF)),
            req("inaccessibleMem", ParamKind::Enum(&MOD_REF)),
            req("errnoMem", ParamKind::Enum(&MOD_REF)),
            req("targetMem0", ParamKind::Enum(&MOD_REF)),
            req("targetMem1", ParamKind::Enum(&MOD_REF)),
        ],
        false,
    ),
    structured(
        "cgprofile_entry",
        &[
            req("from", ParamKind::Attr),
            opt("to", ParamKind::Attr),
            req("count", ParamKind::Int),
        ],
        false,
    ),
    structured(
        "target",
        &[
            req("triple", ParamKind::String),
            req("chip", ParamKind::String),
            opt("features", ParamKind::DialectAttr("llvm.target_features")),
        ],
        false,
    ),
    structured(
        "profile_summary_detailed",
        &[
            req("cut_off", ParamKind::Int),
            req("min_count", ParamKind::Int),
            req("num_counts", ParamKind::Int),
        ],
        false,
    ),
    AttrDef {
        mnemonic: "mlir.workgroup_attribution",
        format: Some("`<` $num_elements `,` $element_type `>`"),
        params: &[
            req("num_elements", ParamKind::Attr),
            req("element_type", ParamKind::Attr),
        ],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "mlir.module_flag",
        format: Some("`<` $behavior `,` $key `,` $value `>`"),
        params: &[
            req("behavior", ParamKind::Enum(&MODULE_FLAG_BEHAVIOR)),
            req("key", ParamKind::Attr),
            req("value", ParamKind::Attr),
        ],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "mmra_tag",
        // The format's `:` is printed without spaces (a custom printer).
        format: Some("`<` $prefix `:` $suffix `>`"),
        print: Some(print_mmra_tag),
        params: &[
            req("prefix", ParamKind::String),
            req("suffix", ParamKind::String),
        ],
        alias: Some("mmra_tag"),
        alias_always: true,
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "address_space",
        format: Some("`<` $addressSpace `>`"),
        params: &[req("addressSpace", ParamKind::Int)],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "overflow",
        format: Some("`<` $flags `>`"),
        params: &[req("flags", ParamKind::Enum(&OVERFLOW))],
        ..AttrDef::DEFAULT
    },
];
