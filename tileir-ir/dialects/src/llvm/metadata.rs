//! The LLVM dialect's metadata and module-level attributes
//! (`LLVMAttrDefs.td` beside the debug-info family): alias analysis
//! (`#llvm.access_group`, `alias_scope_domain`, `alias_scope`, the TBAA
//! nodes `tbaa_root` / `tbaa_type_desc` / `tbaa_member` / `tbaa_tag`),
//! function and module attributes (`target_features`, `target`,
//! `vscale_range`, `vec_type_hint`, `memory_effects`, `mlir.module_flag`,
//! `cgprofile_entry`, `dependent_libraries`, `mlir.workgroup_attribution`)
//! and small value attributes (`address_space`, `constant_range`,
//! `overflow`, `mmra_tag`), the `ProfileSummary` module flag's
//! `profile_summary` and its `profile_summary_detailed` entries, and
//! `comdat` / `dso_local_equivalent`.
//!
//! Most are declarative formats (`<struct(params)>`); the TBAA type
//! descriptor's `{...}` member list, the string lists and the constant
//! range are hand-written, with the checks MLIR's verifiers make. So are
//! the profile summary's: its counts are unsigned (`-1` wraps), its
//! detailed list takes every `, <...>` after it, and a detailed entry is a
//! struct of required fields only, which MLIR reads as exactly three
//! `,`-separated entries. `#llvm.comdat` and `#llvm.dso_local_equivalent`
//! take their parameter right after the mnemonic (formats `$comdat`,
//! `$sym`), so neither parses from text, in mlir-opt 22 either; they are
//! registered for their diagnostics.

use super::attrs::OVERFLOW;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseError, ParseResult};
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::dialect::{
    AttrDecl, AttrDef, AttrKind, EnumDef, EnumSpelling, EnumStorage, ParamDecl, ParamKind,
};
use tileir_ir::format::dialect_attr;
use tileir_ir::types::{Param, Type, TypeData};
use tileir_ir::Context;

/// An enum whose parser fails as MLIR's `FieldParser` does (`expected one
/// of [...] for <summary>, got: x`).
const fn enum_of(
    name: &'static str,
    cpp: &'static str,
    summary: &'static str,
    cases: &'static [(&'static str, i64)],
) -> EnumDef {
    EnumDef {
        name,
        cases,
        bit: false,
        separator: "",
        storage: EnumStorage::Int(32),
        spelling: EnumSpelling::Summary { cpp, summary },
    }
}

/// `ModRefInfo`: how a memory location may be accessed.
pub static MOD_REF: EnumDef = enum_of(
    "llvm.mod_ref",
    "ModRefInfo",
    "LLVM ModRefInfo",
    &[("none", 0), ("read", 1), ("write", 2), ("readwrite", 3)],
);

/// `ModFlagBehavior`: how module flags of linked modules merge.
pub static MODULE_FLAG_BEHAVIOR: EnumDef = enum_of(
    "llvm.module_flag_behavior",
    "ModFlagBehavior",
    "LLVM Module Flag Behavior",
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

/// The flags of `#llvm.overflow<...>`: the ops' `overflow` enum, spelled
/// as the attribute's `FieldParser` reports a word that is not a flag.
static OVERFLOW_FLAGS: EnumDef = EnumDef {
    spelling: EnumSpelling::Summary {
        cpp: "::mlir::LLVM::IntegerOverflowFlags",
        summary: "LLVM integer overflow flags",
    },
    ..OVERFLOW
};

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

/// A `<struct(params)>` attribute of ODS def `ods`, with its parameters'
/// C++ types; `alias` names the ones MLIR's `OpAsmDialectInterface`
/// aliases (by their mnemonic).
const fn structured(
    mnemonic: &'static str,
    ods_name: &'static str,
    params: &'static [ParamDecl],
    param_cpp: &'static [&'static str],
    alias: bool,
) -> AttrDef {
    AttrDef {
        mnemonic,
        format: STRUCT,
        params,
        param_cpp,
        ods_name,
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
    let cpp = "::llvm::ArrayRef<StringAttr>";
    let mut out = Vec::new();
    loop {
        let pos = p.current_pos();
        let a = p
            .parse_attribute(None)
            .map_err(|e| then_failed(p, e, def, param, cpp))?;
        if !matches!(p.context().attr_data(a), AttrData::String { .. }) {
            let first = p.error_at(pos, "invalid kind of attribute specified");
            return Err(then_failed(p, first, def, param, cpp));
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

/// `first`, then `failed to parse <def> parameter '<param>' which is to
/// be a `<cpp>`` where parsing stopped (MLIR's generated parsers).
fn then_failed(
    p: &dyn AsmParser,
    first: ParseError,
    def: &str,
    param: &str,
    cpp: &str,
) -> ParseError {
    let then = p.error(&format!(
        "failed to parse {def} parameter '{param}' which is to be a `{cpp}`"
    ));
    ParseError(Box::new(first.0.then(*then.0)))
}

/// A `TBAANodeAttr`: a `#llvm.tbaa_root` or `#llvm.tbaa_type_desc`.
fn is_tbaa_node(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Dialect { name, .. } => {
            matches!(ctx.str(*name), "llvm.tbaa_root" | "llvm.tbaa_type_desc")
        }
        _ => false,
    }
}

/// `<#node, offset>`: a `tbaa_member` (stripped, as in a type descriptor's
/// member list).
fn parse_tbaa_member(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    const DEF: &str = "LLVM_TBAAMemberAttr";
    p.parse_punct("<")?;
    let pos = p.current_pos();
    let node = p
        .parse_attribute(None)
        .and_then(|a| match is_tbaa_node(p.context(), a) {
            true => Ok(a),
            false => Err(p.error_at(pos, "invalid kind of attribute specified")),
        })
        .map_err(|e| then_failed(p, e, DEF, "typeDesc", "TBAANodeAttr"))?;
    p.parse_punct(",")?;
    let offset = p
        .parse_i64()
        .map_err(|e| then_failed(p, e, DEF, "offset", "int64_t"))?;
    p.parse_punct(">")?;
    Ok(dialect_attr(
        p.context(),
        "llvm.tbaa_member",
        vec![Param::Attr(node), Param::Int(offset)],
    ))
}

/// `#llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>, ...}>`:
/// the members are `tbaa_member`s written without their prefix.
fn parse_tbaa_type_desc(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    const DEF: &str = "LLVM_TBAATypeDescriptorAttr";
    p.parse_punct("<")?;
    p.parse_keyword("id")?;
    p.parse_punct("=")?;
    let Some(id) = p.parse_optional_string()? else {
        let first = p.error("expected string");
        return Err(then_failed(p, first, DEF, "id", "::llvm::StringRef"));
    };
    p.parse_punct(",")?;
    p.parse_keyword("members")?;
    p.parse_punct("=")?;
    p.parse_punct("{")?;
    let mut members = Vec::new();
    loop {
        let member = parse_tbaa_member(p, None)
            .map_err(|e| then_failed(p, e, DEF, "members", "::llvm::ArrayRef<TBAAMemberAttr>"))?;
        members.push(member);
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

// ----- comdat, dso_local_equivalent, profile summary -----

/// `comdat::Comdat` as `#llvm.comdat`'s parameter names it.
pub static COMDAT_KIND: EnumDef = EnumDef {
    spelling: EnumSpelling::Summary {
        cpp: "comdat::Comdat",
        summary: "LLVM Comdat Types",
    },
    ..super::attrs::COMDAT
};

/// `ProfileSummaryFormatKind`: which profiler made a profile summary.
pub static PROFILE_SUMMARY_FORMAT: EnumDef = enum_of(
    "llvm.profile_summary_format_kind",
    "ProfileSummaryFormatKind",
    "LLVM ProfileSummary format kinds",
    &[("SampleProfile", 0), ("InstrProf", 1), ("CSInstrProf", 2)],
);

use tileir_ir::format::failed_param;

/// `#llvm.dso_local_equivalent` takes its `FlatSymbolRefAttr` right after
/// the mnemonic (format `$sym`), so it never parses from text in mlir-opt
/// 22 either; what is written after it is reported the same way.
fn parse_dso_local_equivalent(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    const OWNER: &str = "LLVM_DSOLocalEquivalentAttr";
    let pos = p.current_pos();
    let sym = match p.parse_optional_attribute(None) {
        Ok(Some(a)) => a,
        Ok(None) => {
            let first = p.error("expected attribute value");
            return Err(failed_param(p, first, OWNER, "sym", "FlatSymbolRefAttr"));
        }
        Err(e) => return Err(failed_param(p, e, OWNER, "sym", "FlatSymbolRefAttr")),
    };
    if !matches!(p.context().attr_data(sym), AttrData::SymbolRef { nested, .. } if nested.is_empty())
    {
        let first = p.error_at(pos, "invalid kind of attribute specified");
        return Err(failed_param(p, first, OWNER, "sym", "FlatSymbolRefAttr"));
    }
    Ok(dialect_attr(
        p.context(),
        "llvm.dso_local_equivalent",
        vec![Param::Attr(sym)],
    ))
}

fn print_dso_local_equivalent(p: &mut dyn AsmPrinter, a: Attribute) {
    if let [Param::Attr(sym)] = params_of(p, a)[..] {
        p.print_attribute(sym);
    }
}

/// An unsigned parameter of `bits` bits, as `FieldParser<uintN_t>` reads
/// it (a negative literal wraps); stored as the bits in a `Param::Int`.
fn parse_unsigned_param(
    p: &mut dyn AsmParser,
    bits: u32,
    owner: &str,
    param: &str,
) -> ParseResult<Param> {
    let cpp = if bits == 32 { "uint32_t" } else { "uint64_t" };
    let pos = p.current_pos();
    let v = match p.parse_optional_u64() {
        Ok(Some(v)) => v,
        Ok(None) => {
            let first = p.error("expected integer value");
            return Err(failed_param(p, first, owner, param, cpp));
        }
        Err(e) => return Err(failed_param(p, e, owner, param, cpp)),
    };
    let negative = v as i64;
    let fits =
        bits == 64 || v < (1u64 << bits) || (negative < 0 && negative >= -(1i64 << (bits - 1)));
    if !fits {
        let first = p.error_at(pos, "integer value too large");
        return Err(failed_param(p, first, owner, param, cpp));
    }
    let v = if bits == 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    };
    Ok(Param::Int(v as i64))
}

/// Reads `name = value` entries of a struct whose parameters are `names`
/// into `vals`: the next name must be one not yet read.
fn parse_struct_entry(
    p: &mut dyn AsmParser,
    names: &[&str],
    vals: &[Option<Param>],
) -> ParseResult<usize> {
    let Some(kw) = p.parse_optional_any_keyword() else {
        let first = p.error("expected valid keyword");
        let then = p.error("expected a parameter name in struct");
        return Err(ParseError(Box::new(first.0.then(*then.0))));
    };
    p.parse_punct("=")?;
    // Checked after the `=`, as MLIR's generated parser does.
    let Some(i) = names
        .iter()
        .position(|n| *n == kw)
        .filter(|&i| vals[i].is_none())
    else {
        return Err(p.error(&format!("duplicate or unknown struct parameter name: {kw}")));
    };
    Ok(i)
}

const DETAILED: [&str; 3] = ["cut_off", "min_count", "num_counts"];

/// `<cut_off = N, min_count = N, num_counts = N>` (`uint32_t`, `uint64_t`,
/// `uint32_t`): a struct of required parameters only, so it reads exactly
/// three entries, in any order, with a `,` between each.
fn parse_profile_summary_detailed(
    p: &mut dyn AsmParser,
    _: Option<Type>,
) -> ParseResult<Attribute> {
    const OWNER: &str = "ModuleFlagProfileSummaryDetailedAttr";
    p.parse_punct("<")?;
    let mut vals: [Option<Param>; 3] = Default::default();
    for n in 0..DETAILED.len() {
        let i = parse_struct_entry(p, &DETAILED, &vals)?;
        let bits = if i == 1 { 64 } else { 32 };
        vals[i] = Some(parse_unsigned_param(p, bits, OWNER, DETAILED[i])?);
        if n + 1 < DETAILED.len() {
            p.parse_punct(",")?;
        }
    }
    p.parse_punct(">")?;
    let params = vals
        .into_iter()
        .map(|v| v.unwrap_or(Param::Absent))
        .collect();
    Ok(dialect_attr(
        p.context(),
        "llvm.profile_summary_detailed",
        params,
    ))
}

fn print_profile_summary_detailed(p: &mut dyn AsmPrinter, a: Attribute) {
    let params = params_of(p, a);
    p.write_str("<");
    for (i, (name, v)) in DETAILED.iter().zip(&params).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if let Param::Int(v) = v {
            p.write_str(&format!("{name} = {}", *v as u64));
        }
    }
    p.write_str(">");
}

/// The parameters of `#llvm.profile_summary`, in storage order.
const SUMMARY: [&str; 10] = [
    "format",
    "total_count",
    "max_count",
    "max_internal_count",
    "max_function_count",
    "num_counts",
    "num_functions",
    "is_partial_profile",
    "partial_profile_ratio",
    "detailed_summary",
];
const IS_PARTIAL: usize = 7;
const RATIO: usize = 8;
const DETAILED_SUMMARY: usize = 9;

/// One `ModuleFlagProfileSummaryDetailedAttr` of the summary's list:
/// stripped, or in full.
fn parse_detailed_entry(p: &mut dyn AsmParser) -> ParseResult<Attribute> {
    if !p.peek_attr_prefix() {
        return parse_profile_summary_detailed(p, None);
    }
    let pos = p.current_pos();
    let a = p.parse_attribute(None)?;
    match p.context().attr_data(a) {
        AttrData::Dialect { name, .. }
            if p.context().str(*name) == "llvm.profile_summary_detailed" =>
        {
            Ok(a)
        }
        _ => Err(p.error_at(pos, "invalid kind of attribute specified")),
    }
}

/// The value of summary parameter `i`; `None` for an `is_partial_profile`
/// with no integer (its `std::optional` parser reads nothing then).
fn parse_summary_value(p: &mut dyn AsmParser, i: usize) -> ParseResult<Option<Param>> {
    const OWNER: &str = "ModuleFlagProfileSummaryAttr";
    let name = SUMMARY[i];
    match i {
        0 => {
            let pos = p.current_pos();
            let Some(word) = p.parse_optional_keyword_or_string() else {
                let first = p.error("expected keyword for LLVM ProfileSummary format kinds");
                return Err(failed_param(
                    p,
                    first,
                    OWNER,
                    name,
                    "ProfileSummaryFormatKind",
                ));
            };
            let Some(v) = PROFILE_SUMMARY_FORMAT.case_value(&word) else {
                let first = p.error_at(
                    pos,
                    &format!(
                        "expected one of [SampleProfile, InstrProf, CSInstrProf] for LLVM ProfileSummary format kinds, got: {word}"
                    ),
                );
                return Err(failed_param(
                    p,
                    first,
                    OWNER,
                    name,
                    "ProfileSummaryFormatKind",
                ));
            };
            Ok(Some(Param::Int(v)))
        }
        IS_PARTIAL => match p.parse_optional_u64() {
            Ok(v) => Ok(v.map(|v| Param::Int(v as i64))),
            Err(e) => Err(failed_param(p, e, OWNER, name, "std::optional<uint64_t>")),
        },
        RATIO => {
            let pos = p.current_pos();
            let a = match p.parse_optional_attribute(None) {
                Ok(Some(a)) => a,
                Ok(None) => {
                    let first = p.error("expected attribute value");
                    return Err(failed_param(p, first, OWNER, name, "FloatAttr"));
                }
                Err(e) => return Err(failed_param(p, e, OWNER, name, "FloatAttr")),
            };
            if !matches!(p.context().attr_data(a), AttrData::Float { .. }) {
                let first = p.error_at(pos, "invalid kind of attribute specified");
                return Err(failed_param(p, first, OWNER, name, "FloatAttr"));
            }
            Ok(Some(Param::Attr(a)))
        }
        DETAILED_SUMMARY => {
            // The list reads every `, <...>` that follows (MLIR's
            // `parseCommaSeparatedList`), so it ends the struct.
            let mut list = Vec::new();
            loop {
                match parse_detailed_entry(p) {
                    Ok(a) => list.push(a),
                    Err(e) => {
                        return Err(failed_param(
                            p,
                            e,
                            OWNER,
                            name,
                            "::llvm::ArrayRef<ModuleFlagProfileSummaryDetailedAttr>",
                        ))
                    }
                }
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            let list = p.context().intern_attr(AttrData::Array(list.into()));
            Ok(Some(Param::Attr(list)))
        }
        _ => parse_unsigned_param(p, 64, OWNER, name).map(Some),
    }
}

/// `#llvm.profile_summary<format = InstrProf, total_count = N, ...,
/// detailed_summary = <...>, <...>>`: a struct with two optional
/// parameters (`is_partial_profile`, `partial_profile_ratio`).
fn parse_profile_summary(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let mut vals: [Option<Param>; 10] = Default::default();
    loop {
        let i = parse_struct_entry(p, &SUMMARY, &vals)?;
        vals[i] = Some(parse_summary_value(p, i)?.unwrap_or(Param::Absent));
        if i == DETAILED_SUMMARY || !p.parse_optional_punct(",") {
            break;
        }
    }
    let mut params = Vec::with_capacity(SUMMARY.len());
    for (i, v) in vals.into_iter().enumerate() {
        match v {
            Some(v) => params.push(v),
            None if i == IS_PARTIAL || i == RATIO => params.push(Param::Absent),
            None => {
                return Err(p.error(&format!(
                    "struct is missing required parameter: {}",
                    SUMMARY[i]
                )))
            }
        }
    }
    p.parse_punct(">")?;
    Ok(dialect_attr(p.context(), "llvm.profile_summary", params))
}

fn print_profile_summary(p: &mut dyn AsmPrinter, a: Attribute) {
    let params = params_of(p, a);
    p.write_str("<");
    let mut first = true;
    for (i, v) in params.iter().enumerate() {
        if matches!(v, Param::Absent) {
            continue;
        }
        if !first {
            p.write_str(", ");
        }
        first = false;
        p.write_str(SUMMARY[i]);
        p.write_str(" = ");
        match (i, v) {
            (0, Param::Int(v)) => p.write_str(PROFILE_SUMMARY_FORMAT.case_name(*v).unwrap_or("")),
            (_, Param::Int(v)) => p.write_str(&(*v as u64).to_string()),
            (DETAILED_SUMMARY, Param::Attr(list)) => {
                if let AttrData::Array(items) = p.context().attr_data(*list).clone() {
                    for (k, d) in items.iter().enumerate() {
                        if k > 0 {
                            p.write_str(", ");
                        }
                        p.print_stripped_attribute(*d);
                    }
                }
            }
            (_, Param::Attr(a)) => p.print_attribute(*a),
            _ => {}
        }
    }
    p.write_str(">");
}

/// `AliasScopeAttr::verify`: the id is a string or a distinct attribute.
fn verify_alias_scope(ctx: &Context, params: &[Param]) -> Result<(), String> {
    match params.first() {
        Some(Param::Attr(id))
            if !matches!(
                ctx.attr_data(*id),
                AttrData::String { .. } | AttrData::Distinct { .. }
            ) =>
        {
            // MLIR's message, typo included.
            Err("id of an alias scope must be a StringAttr or a DistrinctAttr".into())
        }
        _ => Ok(()),
    }
}

/// `ModuleFlagAttr::verify`: the value a key allows: `CG Profile` an array
/// of `#llvm.cgprofile_entry`, `ProfileSummary` a `#llvm.profile_summary`,
/// any other key an integer or a string.
fn verify_module_flag(ctx: &Context, params: &[Param]) -> Result<(), String> {
    let [_, Param::Attr(key), Param::Attr(value)] = params else {
        return Ok(());
    };
    let is_dialect = |a: Attribute, full: &str| matches!(ctx.attr_data(a), AttrData::Dialect { name, .. } if ctx.str(*name) == full);
    let key_text = match ctx.attr_data(*key) {
        AttrData::String { value, .. } => value.to_vec(),
        _ => Vec::new(),
    };
    match &key_text[..] {
        b"CG Profile" => {
            let entries = match ctx.attr_data(*value) {
                AttrData::Array(items) => {
                    items.iter().all(|&e| is_dialect(e, "llvm.cgprofile_entry"))
                }
                _ => false,
            };
            if !entries {
                return Err("'CG Profile' key expects an array of '#llvm.cgprofile_entry'".into());
            }
        }
        b"ProfileSummary" => {
            if !is_dialect(*value, "llvm.profile_summary") {
                return Err(
                    "'ProfileSummary' key expects a '#llvm.profile_summary' attribute".into(),
                );
            }
        }
        _ => {
            let supported = matches!(
                ctx.attr_data(*value),
                AttrData::Integer { .. }
                    | AttrData::WideInteger { .. }
                    | AttrData::Bool(_)
                    | AttrData::String { .. }
            );
            if !supported {
                let key = tileir_ir::printer::attr_to_string(ctx, *key);
                return Err(format!(
                    "only integer and string values are currently supported for unknown key '{key}'"
                ));
            }
        }
    }
    Ok(())
}

/// Whether `a` is an array of `full` dialect attributes.
fn is_array_of(ctx: &Context, a: Attribute, full: &str) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(items) => items.iter().all(|&e| {
            matches!(ctx.attr_data(e), AttrData::Dialect { name, .. } if ctx.str(*name) == full)
        }),
        _ => false,
    }
}

/// The alias-analysis attributes of memory-accessing ops (MLIR's
/// `AliasAnalysisOpInterface` and `AccessGroupOpInterface`): arrays of
/// access groups, alias scopes and TBAA tags.
pub const ALIAS_ANALYSIS_ATTRS: [AttrDecl; 4] = [
    AttrDecl::optional(
        "access_groups",
        "LLVM dialect access group metadata array",
        AttrKind::Array,
    )
    .checked(|ctx, a| is_array_of(ctx, a, "llvm.access_group")),
    AttrDecl::optional(
        "alias_scopes",
        "LLVM dialect alias scope array",
        AttrKind::Array,
    )
    .checked(|ctx, a| is_array_of(ctx, a, "llvm.alias_scope")),
    AttrDecl::optional(
        "noalias_scopes",
        "LLVM dialect alias scope array",
        AttrKind::Array,
    )
    .checked(|ctx, a| is_array_of(ctx, a, "llvm.alias_scope")),
    AttrDecl::optional(
        "tbaa",
        "LLVM dialect TBAA tag metadata array",
        AttrKind::Array,
    )
    .checked(|ctx, a| is_array_of(ctx, a, "llvm.tbaa_tag")),
];

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
        parse: Some(parse_tbaa_member),
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
        param_cpp: &["StringAttr"],
        ods_name: "LLVM_TBAARootAttr",
        alias: Some("tbaa_root"),
        alias_always: true,
        ..AttrDef::DEFAULT
    },
    structured(
        "tbaa_tag",
        "LLVM_TBAATagAttr",
        &[
            req("base_type", ParamKind::DialectAttr("llvm.tbaa_type_desc")),
            req("access_type", ParamKind::DialectAttr("llvm.tbaa_type_desc")),
            req("offset", ParamKind::Int),
            opt("constant", ParamKind::Bool),
        ],
        &[
            "TBAATypeDescriptorAttr",
            "TBAATypeDescriptorAttr",
            "int64_t",
            "bool",
        ],
        true,
    ),
    structured(
        "alias_scope_domain",
        "LLVM_AliasScopeDomainAttr",
        &[
            req("id", ParamKind::Attr),
            opt("description", ParamKind::Attr),
        ],
        &["Attribute", "StringAttr"],
        true,
    ),
    AttrDef {
        verify: Some(verify_alias_scope),
        ..structured(
            "alias_scope",
            "LLVM_AliasScopeAttr",
            &[
                req("id", ParamKind::Attr),
                req("domain", ParamKind::DialectAttr("llvm.alias_scope_domain")),
                opt("description", ParamKind::Attr),
            ],
            &["Attribute", "AliasScopeDomainAttr", "StringAttr"],
            true,
        )
    },
    structured(
        "vscale_range",
        "LLVM_VScaleRangeAttr",
        &[
            req("minRange", ParamKind::Attr),
            req("maxRange", ParamKind::Attr),
        ],
        &["IntegerAttr", "IntegerAttr"],
        false,
    ),
    structured(
        "vec_type_hint",
        "LLVM_VecTypeHintAttr",
        &[
            req("hint", ParamKind::Attr),
            opt("is_signed", ParamKind::Bool),
        ],
        &["TypeAttr", "bool"],
        false,
    ),
    structured(
        "memory_effects",
        "LLVM_MemoryEffectsAttr",
        &[
            req("other", ParamKind::Enum(&MOD_REF)),
            req("argMem", ParamKind::Enum(&MOD_REF)),
            req("inaccessibleMem", ParamKind::Enum(&MOD_REF)),
            req("errnoMem", ParamKind::Enum(&MOD_REF)),
            req("targetMem0", ParamKind::Enum(&MOD_REF)),
            req("targetMem1", ParamKind::Enum(&MOD_REF)),
        ],
        &["ModRefInfo"; 6],
        false,
    ),
    structured(
        "cgprofile_entry",
        "ModuleFlagCGProfileEntryAttr",
        &[
            req("from", ParamKind::Attr),
            opt("to", ParamKind::Attr),
            req(
                "count",
                ParamKind::Field(&super::debug_info::UINT64_REQUIRED),
            ),
        ],
        &["FlatSymbolRefAttr", "FlatSymbolRefAttr", "uint64_t"],
        false,
    ),
    structured(
        "target",
        "LLVM_TargetAttr",
        &[
            req("triple", ParamKind::Attr),
            req("chip", ParamKind::Attr),
            opt("features", ParamKind::DialectAttr("llvm.target_features")),
        ],
        &["StringAttr", "StringAttr", "TargetFeaturesAttr"],
        false,
    ),
    AttrDef {
        mnemonic: "profile_summary_detailed",
        parse: Some(parse_profile_summary_detailed),
        print: Some(print_profile_summary_detailed),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "profile_summary",
        parse: Some(parse_profile_summary),
        print: Some(print_profile_summary),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "comdat",
        format: Some("$comdat"),
        params: &[req("comdat", ParamKind::Enum(&COMDAT_KIND))],
        ods_name: "ComdatAttr",
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "dso_local_equivalent",
        parse: Some(parse_dso_local_equivalent),
        print: Some(print_dso_local_equivalent),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "mlir.workgroup_attribution",
        format: Some("`<` $num_elements `,` $element_type `>`"),
        params: &[
            req("num_elements", ParamKind::Attr),
            req("element_type", ParamKind::Attr),
        ],
        param_cpp: &["IntegerAttr", "TypeAttr"],
        ods_name: "WorkgroupAttributionAttr",
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
        param_cpp: &["ModFlagBehavior", "StringAttr", "Attribute"],
        ods_name: "ModuleFlagAttr",
        verify: Some(verify_module_flag),
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
        param_cpp: &["::llvm::StringRef", "::llvm::StringRef"],
        ods_name: "LLVM_MMRATagAttr",
        alias: Some("mmra_tag"),
        alias_always: true,
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "address_space",
        format: Some("`<` $addressSpace `>`"),
        params: &[req("addressSpace", ParamKind::Int)],
        param_cpp: &["unsigned"],
        ods_name: "LLVM_AddressSpaceAttr",
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "overflow",
        format: Some("`<` $value `>`"),
        params: &[req("value", ParamKind::Enum(&OVERFLOW_FLAGS))],
        param_cpp: &["::mlir::LLVM::IntegerOverflowFlags"],
        ods_name: "LLVM_IntegerOverflowFlagsAttr",
        ..AttrDef::DEFAULT
    },
];
