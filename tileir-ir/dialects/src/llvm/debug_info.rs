//! The llvm dialect's debug-info attributes (the `DebugInfo Attributes` of
//! MLIR 22's `LLVMAttrDefs.td`): files and compile units, types
//! (`di_basic_type`, `di_derived_type`, `di_composite_type`, ...), scopes
//! (subprograms, lexical blocks, modules, namespaces, common blocks),
//! variables, labels, imported entities, subranges and annotations. The
//! `llvm.intr.dbg.*` ops, `llvm.mlir.global`'s `dbg_exprs` and function
//! locations (`loc(fused<#di_subprogram>[...])`) refer to them.
//!
//! All but `di_null_type` and `di_file` are `<struct(params)>` formats.
//! Each parameter is a [`FieldDef`] reading and writing it as MLIR's
//! generated parser does: DWARF keywords (`DW_TAG_*`, from [`super::dwarf`]),
//! flag sets (`Vector`, `"Public|Vector"`), unsigned integers (with MLIR's
//! wrap-around of small negative literals), and attributes of a class
//! (`DIScopeAttr`, `DITypeAttr`, ...) checked once parsed. All but
//! annotations and subranges print through their mnemonic alias
//! (`#di_file`). `di_expression` is another module's: the parameters that
//! hold one name it only by its attribute name.

use super::dwarf;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::context::Context;
use tileir_ir::dialect::{
    AttrDef, EnumDef, EnumSpelling, EnumStorage, FieldDef, ParamDecl, ParamKind,
};
use tileir_ir::types::Param;

// ----- attribute classes -----

/// `DINodeAttr`: every debug-info node of this module.
const NODES: &[&str] = &[
    "llvm.di_basic_type",
    "llvm.di_common_block",
    "llvm.di_compile_unit",
    "llvm.di_composite_type",
    "llvm.di_derived_type",
    "llvm.di_file",
    "llvm.di_generic_subrange",
    "llvm.di_global_variable",
    "llvm.di_imported_entity",
    "llvm.di_label",
    "llvm.di_lexical_block",
    "llvm.di_lexical_block_file",
    "llvm.di_local_variable",
    "llvm.di_module",
    "llvm.di_namespace",
    "llvm.di_null_type",
    "llvm.di_annotation",
    "llvm.di_string_type",
    "llvm.di_subprogram",
    "llvm.di_subrange",
    "llvm.di_subroutine_type",
];

/// `DIScopeAttr`: what may enclose a declaration.
const SCOPES: &[&str] = &[
    "llvm.di_common_block",
    "llvm.di_compile_unit",
    "llvm.di_composite_type",
    "llvm.di_derived_type",
    "llvm.di_file",
    "llvm.di_lexical_block",
    "llvm.di_lexical_block_file",
    "llvm.di_subprogram",
    "llvm.di_module",
    "llvm.di_namespace",
];

/// `DITypeAttr`.
const TYPES: &[&str] = &[
    "llvm.di_null_type",
    "llvm.di_basic_type",
    "llvm.di_composite_type",
    "llvm.di_derived_type",
    "llvm.di_string_type",
    "llvm.di_subroutine_type",
];

/// `DIVariableAttr`.
const VARIABLES: &[&str] = &["llvm.di_local_variable", "llvm.di_global_variable"];

/// Whether `a` is one of the dialect attributes `names`.
fn is_one_of(ctx: &Context, a: Attribute, names: &[&str]) -> bool {
    match ctx.attr_data(a) {
        AttrData::Dialect { name, .. } => names.contains(&ctx.str(*name)),
        _ => false,
    }
}

/// An attribute written in full (or as its alias) that `fits`; otherwise
/// MLIR's `invalid kind of attribute specified` at its start.
fn parse_checked(
    p: &mut dyn AsmParser,
    fits: fn(&Context, Attribute) -> bool,
) -> ParseResult<Param> {
    let start = p.current_pos();
    let a = p.parse_attribute(None)?;
    if !fits(p.context(), a) {
        return Err(p.error_at(start, "invalid kind of attribute specified"));
    }
    Ok(Param::Attr(a))
}

/// A concrete attribute `full` (`DIFileAttr`): in full, as its alias, or
/// stripped of `#llvm.mnemonic` (`parseCustomAttributeWithFallback`).
fn parse_concrete(p: &mut dyn AsmParser, full: &str) -> ParseResult<Param> {
    if !p.peek_attr_prefix() {
        return tileir_ir::format::parse_attr_stripped(p, full).map(Param::Attr);
    }
    let start = p.current_pos();
    let a = p.parse_attribute(None)?;
    if !is_one_of(p.context(), a, &[full]) {
        return Err(p.error_at(start, "invalid kind of attribute specified"));
    }
    Ok(Param::Attr(a))
}

/// Comma-separated attributes that each `fits` (an `ArrayRef` parameter:
/// it takes every following `, <attribute>`, so it is written last).
fn parse_list(p: &mut dyn AsmParser, fits: fn(&Context, Attribute) -> bool) -> ParseResult<Param> {
    let mut items = Vec::new();
    loop {
        if let Param::Attr(a) = parse_checked(p, fits)? {
            items.push(a);
        }
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    let list = p.context().intern_attr(AttrData::Array(items.into()));
    Ok(Param::Attr(list))
}

fn print_full(p: &mut dyn AsmPrinter, v: &Param) {
    if let Param::Attr(a) = v {
        p.print_attribute(*a);
    }
}

/// A concrete attribute prints as its alias, else without its prefix
/// (`printStrippedAttrOrType`).
fn print_stripped(p: &mut dyn AsmPrinter, v: &Param) {
    if let Param::Attr(a) = v {
        p.print_stripped_attribute(*a);
    }
}

fn print_list(p: &mut dyn AsmPrinter, v: &Param) {
    let Param::Attr(list) = v else { return };
    let AttrData::Array(items) = p.context().attr_data(*list).clone() else {
        return p.print_attribute(*list);
    };
    for (i, a) in items.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_attribute(*a);
    }
}

const fn never(_: &Param) -> bool {
    false
}

fn is_zero(v: &Param) -> bool {
    matches!(v, Param::Int(0))
}

fn is_false(v: &Param) -> bool {
    matches!(v, Param::Bool(false))
}

/// A parameter typed by an attribute class (`DIScopeAttr`).
macro_rules! class_field {
    ($cpp:literal, $names:expr) => {
        FieldDef {
            cpp: $cpp,
            parse: |p| parse_checked(p, |c, a| is_one_of(c, a, $names)),
            print: print_full,
            is_default: never,
        }
    };
}

/// A parameter typed by one attribute (`DIFileAttr`), named `full`.
macro_rules! concrete_field {
    ($cpp:literal, $full:literal) => {
        FieldDef {
            cpp: $cpp,
            parse: |p| parse_concrete(p, $full),
            print: print_stripped,
            is_default: never,
        }
    };
}

/// An `ArrayRef` of an attribute class.
macro_rules! list_field {
    ($cpp:literal, $names:expr) => {
        FieldDef {
            cpp: $cpp,
            parse: |p| parse_list(p, |c, a| is_one_of(c, a, $names)),
            print: print_list,
            is_default: never,
        }
    };
}

static SCOPE: FieldDef = class_field!("DIScopeAttr", SCOPES);
static TYPE: FieldDef = class_field!("DITypeAttr", TYPES);
static NODE: FieldDef = class_field!("DINodeAttr", NODES);
static VARIABLE: FieldDef = class_field!("DIVariableAttr", VARIABLES);
static FILE: FieldDef = concrete_field!("DIFileAttr", "llvm.di_file");
static COMPILE_UNIT: FieldDef = concrete_field!("DICompileUnitAttr", "llvm.di_compile_unit");
static SUBROUTINE_TYPE: FieldDef =
    concrete_field!("DISubroutineTypeAttr", "llvm.di_subroutine_type");
static GLOBAL_VARIABLE: FieldDef =
    concrete_field!("DIGlobalVariableAttr", "llvm.di_global_variable");
static EXPRESSION: FieldDef = concrete_field!("DIExpressionAttr", "llvm.di_expression");
static NODE_LIST: FieldDef = list_field!("::llvm::ArrayRef<DINodeAttr>", NODES);
static TYPE_LIST: FieldDef = list_field!("::llvm::ArrayRef<DITypeAttr>", TYPES);

/// `StringAttr`.
static STRING: FieldDef = FieldDef {
    cpp: "StringAttr",
    parse: |p| parse_checked(p, |c, a| matches!(c.attr_data(a), AttrData::String { .. })),
    print: print_full,
    is_default: never,
};

/// `DistinctAttr` (`distinct[0]<>`).
static DISTINCT: FieldDef = FieldDef {
    cpp: "DistinctAttr",
    parse: |p| {
        parse_checked(p, |c, a| {
            matches!(c.attr_data(a), AttrData::Distinct { .. })
        })
    },
    print: print_full,
    is_default: never,
};

/// `::mlir::Attribute`: a subrange bound (an integer, a variable or an
/// expression).
static ANY: FieldDef = FieldDef {
    cpp: "::mlir::Attribute",
    parse: |p| parse_checked(p, |_, _| true),
    print: print_full,
    is_default: never,
};

// ----- integers and booleans -----

/// MLIR's `parseInteger` into a `width`-bit unsigned C++ integer: the
/// literal is a two's complement number as wide as 4 bits per digit (one
/// more when its top bit is set), so a negative literal wraps around when
/// that width fits in `width` bits (`-1` is all ones) and is too large
/// otherwise. `true` and `false` are the 1-bit integers 1 and 0 (`true`
/// sign-extends to all ones).
fn parse_unsigned_value(p: &mut dyn AsmParser, width: u32) -> ParseResult<u64> {
    let mask = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    if p.parse_optional_keyword("true") {
        return Ok(mask);
    }
    if p.parse_optional_keyword("false") {
        return Ok(0);
    }
    let start = p.current_pos();
    let Some(v) = p.parse_optional_integer()? else {
        return Err(p.error("expected integer value"));
    };
    let magnitude = v.unsigned_abs();
    let digits = magnitude.checked_ilog10().map_or(1, |d| d + 1);
    let mut literal_width = 4 * digits;
    if literal_width <= 128 && magnitude >> (literal_width - 1) & 1 == 1 {
        literal_width += 1;
    }
    let fits = if v >= 0 {
        magnitude <= mask as u128
    } else {
        literal_width <= width
    };
    if !fits {
        return Err(p.error_at(start, "integer value too large"));
    }
    Ok((v as u64) & mask)
}

fn print_unsigned(p: &mut dyn AsmPrinter, v: &Param) {
    if let Param::Int(v) = v {
        p.write_str(&(*v as u64).to_string());
    }
}

/// An unsigned integer parameter of `width` bits; `$default` says whether
/// a struct leaves out 0 (an `OptionalParameter`) or prints it (a
/// `std::optional<unsigned>` or a required one).
macro_rules! unsigned_field {
    ($cpp:literal, $width:literal, $default:expr) => {
        FieldDef {
            cpp: $cpp,
            parse: |p| parse_unsigned_value(p, $width).map(|v| Param::Int(v as i64)),
            print: print_unsigned,
            is_default: $default,
        }
    };
}

static UNSIGNED: FieldDef = unsigned_field!("unsigned", 32, is_zero);
static UINT32: FieldDef = unsigned_field!("uint32_t", 32, is_zero);
static UINT64: FieldDef = unsigned_field!("uint64_t", 64, is_zero);
/// A required `uint64_t` (printed even when 0; a negative literal wraps).
pub(super) static UINT64_REQUIRED: FieldDef = unsigned_field!("uint64_t", 64, never);
/// A required `unsigned` (printed even when 0).
static UNSIGNED_REQUIRED: FieldDef = unsigned_field!("unsigned", 32, never);
/// `std::optional<unsigned>`: printed whenever set, 0 included.
static OPTIONAL_UNSIGNED: FieldDef = unsigned_field!("std::optional<unsigned>", 32, never);

/// A C++ `bool` read as an integer: `0`, `1`, `false`, `true`.
fn parse_bool(p: &mut dyn AsmParser) -> ParseResult<Param> {
    if p.parse_optional_keyword("true") {
        return Ok(Param::Bool(true));
    }
    if p.parse_optional_keyword("false") {
        return Ok(Param::Bool(false));
    }
    let start = p.current_pos();
    match p.parse_optional_integer()? {
        Some(v @ (0 | 1)) => Ok(Param::Bool(v == 1)),
        Some(_) => Err(p.error_at(start, "integer value too large")),
        None => Err(p.error("expected integer value")),
    }
}

fn print_bool(p: &mut dyn AsmPrinter, v: &Param) {
    if let Param::Bool(b) = v {
        p.write_str(if *b { "true" } else { "false" });
    }
}

/// `OptionalParameter<"bool">`: left out when false.
static FLAG: FieldDef = FieldDef {
    cpp: "bool",
    parse: parse_bool,
    print: print_bool,
    is_default: is_false,
};

/// A required `bool`: always printed.
static BOOL: FieldDef = FieldDef {
    cpp: "bool",
    parse: parse_bool,
    print: print_bool,
    is_default: never,
};

// ----- DWARF keywords -----

/// A DWARF keyword of `table` (`DW_TAG_base_type`); an unknown one is an
/// `invalid debug info <summary> name` (MLIR says "debug info" twice).
fn parse_dwarf(p: &mut dyn AsmParser, table: &[(&str, u32)], summary: &str) -> ParseResult<Param> {
    let start = p.current_pos();
    let Some(name) = p.parse_optional_any_keyword() else {
        return Err(p.error("expected valid keyword"));
    };
    match dwarf::value_of(table, &name) {
        Some(v) => Ok(Param::Int(v as i64)),
        None => Err(p.error_at(
            start,
            &format!("invalid debug info debug info {summary} name: {name}"),
        )),
    }
}

fn print_dwarf(p: &mut dyn AsmPrinter, table: &[(&'static str, u32)], v: &Param) {
    if let Param::Int(v) = v {
        p.write_str(dwarf::name_of(table, *v as u32));
    }
}

macro_rules! dwarf_field {
    ($table:expr, $summary:literal, $default:expr) => {
        FieldDef {
            cpp: "unsigned",
            parse: |p| parse_dwarf(p, $table, $summary),
            print: |p, v| print_dwarf(p, $table, v),
            is_default: $default,
        }
    };
}

/// `DW_TAG_*`; 0 when left out.
static TAG: FieldDef = dwarf_field!(dwarf::TAGS, "tag", is_zero);
/// `DW_ATE_*`; 0 when left out.
static ENCODING: FieldDef = dwarf_field!(dwarf::ENCODINGS, "encoding", is_zero);
/// `DW_LANG_*`, required.
static LANGUAGE: FieldDef = dwarf_field!(dwarf::LANGUAGES, "language", never);
/// `DW_CC_*`; 0 when left out.
static CALLING_CONVENTION: FieldDef =
    dwarf_field!(dwarf::CALLING_CONVENTIONS, "calling convention", is_zero);

// ----- flag sets -----

/// A case of a flag set: a single bit (or, for the inheritance kinds that
/// MLIR declares on one bit, a shared one) or a group of bits.
#[derive(Clone, Copy)]
enum Case {
    Bit(&'static str, u32),
    Group(&'static str, u32),
}

impl Case {
    const fn name(self) -> &'static str {
        match self {
            Case::Bit(n, _) | Case::Group(n, _) => n,
        }
    }
    const fn value(self) -> u32 {
        match self {
            Case::Bit(_, v) | Case::Group(_, v) => v,
        }
    }
}

/// A bit enum of MLIR's (`I32BitEnumAttr` with `printBitEnumPrimaryGroups`
/// and `|` as separator).
struct FlagSet {
    /// The case of no flag (`Zero`), if the enum has one.
    none: Option<&'static str>,
    cases: &'static [Case],
    summary: &'static str,
}

/// `DIFlags`.
static DI_FLAGS: FlagSet = FlagSet {
    none: Some("Zero"),
    cases: &[
        Case::Bit("Bit0", 1),
        Case::Bit("Bit1", 1 << 1),
        Case::Group("Private", 1),
        Case::Group("Protected", 1 << 1),
        Case::Group("Public", 3),
        Case::Bit("FwdDecl", 1 << 2),
        Case::Bit("AppleBlock", 1 << 3),
        Case::Bit("ReservedBit4", 1 << 4),
        Case::Bit("Virtual", 1 << 5),
        Case::Bit("Artificial", 1 << 6),
        Case::Bit("Explicit", 1 << 7),
        Case::Bit("Prototyped", 1 << 8),
        Case::Bit("ObjcClassComplete", 1 << 9),
        Case::Bit("ObjectPointer", 1 << 10),
        Case::Bit("Vector", 1 << 11),
        Case::Bit("StaticMember", 1 << 12),
        Case::Bit("LValueReference", 1 << 13),
        Case::Bit("RValueReference", 1 << 14),
        Case::Bit("ExportSymbols", 1 << 15),
        // MLIR 22 declares all three inheritance kinds on bit 16.
        Case::Bit("SingleInheritance", 1 << 16),
        Case::Bit("MultipleInheritance", 1 << 16),
        Case::Bit("VirtualInheritance", 1 << 16),
        Case::Bit("IntroducedVirtual", 1 << 18),
        Case::Bit("BitField", 1 << 19),
        Case::Bit("NoReturn", 1 << 20),
        Case::Bit("TypePassByValue", 1 << 22),
        Case::Bit("TypePassByReference", 1 << 23),
        Case::Bit("EnumClass", 1 << 24),
        Case::Bit("Thunk", 1 << 25),
        Case::Bit("NonTrivial", 1 << 26),
        Case::Bit("BigEndian", 1 << 27),
        Case::Bit("LittleEndian", 1 << 28),
        Case::Bit("AllCallsDescribed", 1 << 29),
    ],
    summary: "LLVM DI flags",
};

/// `DISubprogramFlags`.
static SUBPROGRAM_FLAGS: FlagSet = FlagSet {
    none: None,
    cases: &[
        Case::Bit("Virtual", 1),
        Case::Bit("PureVirtual", 1 << 1),
        Case::Bit("LocalToUnit", 1 << 2),
        Case::Bit("Definition", 1 << 3),
        Case::Bit("Optimized", 1 << 4),
        Case::Bit("Pure", 1 << 5),
        Case::Bit("Elemental", 1 << 6),
        Case::Bit("Recursive", 1 << 7),
        Case::Bit("MainSubprogram", 1 << 8),
        Case::Bit("Deleted", 1 << 9),
        Case::Bit("ObjCDirect", 1 << 11),
    ],
    summary: "LLVM DISubprogram flags",
};

impl FlagSet {
    /// `Zero`, or `|`-separated case names (spaces around each allowed).
    fn value_of(&self, text: &str) -> Option<u32> {
        if self.none == Some(text) {
            return Some(0);
        }
        let mut value = 0;
        for word in text.split('|') {
            let word = word.trim();
            value |= self.cases.iter().find(|c| c.name() == word)?.value();
        }
        Some(value)
    }

    /// The groups a value holds whole (the last declared first), then its
    /// bits in declaration order.
    fn text_of(&self, value: u32) -> String {
        if value == 0 {
            return self.none.unwrap_or("").to_string();
        }
        let mut rest = value;
        let mut names = Vec::new();
        for c in self.cases.iter().rev() {
            if let Case::Group(n, g) = *c {
                if rest & g == g {
                    names.push(n);
                    rest &= !g;
                }
            }
        }
        for c in self.cases {
            if let Case::Bit(n, b) = *c {
                if rest & b == b {
                    names.push(n);
                }
            }
        }
        names.join("|")
    }

    fn parse(&self, p: &mut dyn AsmParser) -> ParseResult<Param> {
        let start = p.current_pos();
        let Some(text) = p.parse_optional_keyword_or_string() else {
            return Err(p.error(&format!("expected keyword for {}", self.summary)));
        };
        match self.value_of(&text) {
            Some(v) => Ok(Param::Int(v as i64)),
            None => {
                let names: Vec<&str> = self
                    .none
                    .into_iter()
                    .chain(self.cases.iter().map(|c| c.name()))
                    .collect();
                Err(p.error_at(
                    start,
                    &format!(
                        "expected one of [{}] for {}, got: {text}",
                        names.join(", "),
                        self.summary
                    ),
                ))
            }
        }
    }

    /// A value that is one case's prints bare, any other quoted.
    fn print(&self, p: &mut dyn AsmPrinter, v: &Param) {
        let Param::Int(v) = v else { return };
        let v = *v as u32;
        let text = self.text_of(v);
        if self.cases.iter().any(|c| c.value() == v) {
            p.write_str(&text);
        } else {
            p.write_str(&format!("\"{text}\""));
        }
    }
}

static FLAGS: FieldDef = FieldDef {
    cpp: "DIFlags",
    parse: |p| DI_FLAGS.parse(p),
    print: |p, v| DI_FLAGS.print(p, v),
    is_default: is_zero,
};

static SP_FLAGS: FieldDef = FieldDef {
    cpp: "DISubprogramFlags",
    parse: |p| SUBPROGRAM_FLAGS.parse(p),
    print: |p, v| SUBPROGRAM_FLAGS.print(p, v),
    is_default: is_zero,
};

// ----- enums -----

/// `DIEmissionKind`.
pub static EMISSION_KIND: EnumDef = EnumDef {
    name: "llvm.di_emission_kind",
    cases: &[
        ("None", 0),
        ("Full", 1),
        ("LineTablesOnly", 2),
        ("DebugDirectivesOnly", 3),
    ],
    bit: false,
    separator: "",
    storage: EnumStorage::Int(64),
    spelling: EnumSpelling::Summary {
        cpp: "DIEmissionKind",
        summary: "LLVM debug emission kind",
    },
};

/// `DINameTableKind`.
pub static NAME_TABLE_KIND: EnumDef = EnumDef {
    name: "llvm.di_name_table_kind",
    cases: &[("Default", 0), ("GNU", 1), ("None", 2), ("Apple", 3)],
    bit: false,
    separator: "",
    storage: EnumStorage::Int(64),
    spelling: EnumSpelling::Summary {
        cpp: "DINameTableKind",
        summary: "LLVM debug name table kind",
    },
};

/// `DIGlobalVariableExpressionArrayAttr` (`llvm.mlir.global`'s
/// `dbg_exprs`): an array of `#llvm.di_global_variable_expression`s.
pub fn is_global_variable_expressions(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(items) => items
            .iter()
            .all(|&e| is_one_of(ctx, e, &["llvm.di_global_variable_expression"])),
        _ => false,
    }
}

// ----- the attributes -----

/// A required parameter.
const fn req(name: &'static str, f: &'static FieldDef) -> ParamDecl {
    ParamDecl::new(name, ParamKind::Field(f))
}

/// An `OptionalParameter` (or one with a default value).
const fn opt(name: &'static str, f: &'static FieldDef) -> ParamDecl {
    ParamDecl {
        name,
        kind: ParamKind::Field(f),
        optional: true,
    }
}

/// A `<struct(params)>` attribute, aliased by its mnemonic where `alias`.
const fn structured(
    mnemonic: &'static str,
    ods_name: &'static str,
    params: &'static [ParamDecl],
    alias: bool,
) -> AttrDef {
    AttrDef {
        mnemonic,
        format: Some("`<` struct(params) `>`"),
        params,
        ods_name,
        alias: if alias { Some(mnemonic) } else { None },
        alias_always: alias,
        ..AttrDef::DEFAULT
    }
}

/// [`structured`] with its parameter list held in a constant (a `const fn`
/// argument would be a temporary).
macro_rules! structured {
    ($mnemonic:literal, $ods:literal, $params:expr, $alias:expr $(,)?) => {
        structured(
            $mnemonic,
            $ods,
            {
                const PARAMS: &[ParamDecl] = $params;
                PARAMS
            },
            $alias,
        )
    };
}

pub const ATTRS: &[AttrDef] = &[
    AttrDef {
        mnemonic: "di_null_type",
        ods_name: "LLVM_DINullTypeAttr",
        alias: Some("di_null_type"),
        alias_always: true,
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "di_file",
        format: Some("`<` $name `in` $directory `>`"),
        params: &[req("name", &STRING), req("directory", &STRING)],
        ods_name: "LLVM_DIFileAttr",
        alias: Some("di_file"),
        alias_always: true,
        ..AttrDef::DEFAULT
    },
    structured!(
        "di_basic_type",
        "LLVM_DIBasicTypeAttr",
        &[
            opt("tag", &TAG),
            req("name", &STRING),
            opt("sizeInBits", &UINT64),
            opt("encoding", &ENCODING),
        ],
        true,
    ),
    structured!(
        "di_compile_unit",
        "LLVM_DICompileUnitAttr",
        &[
            req("id", &DISTINCT),
            req("sourceLanguage", &LANGUAGE),
            req("file", &FILE),
            opt("producer", &STRING),
            req("isOptimized", &BOOL),
            ParamDecl::new("emissionKind", ParamKind::Enum(&EMISSION_KIND)),
            ParamDecl {
                name: "nameTableKind",
                kind: ParamKind::Enum(&NAME_TABLE_KIND),
                optional: true,
            },
            opt("splitDebugFilename", &STRING),
        ],
        true,
    ),
    structured!(
        "di_composite_type",
        "LLVM_DICompositeTypeAttr",
        &[
            opt("recId", &DISTINCT),
            opt("isRecSelf", &FLAG),
            opt("tag", &TAG),
            opt("name", &STRING),
            opt("file", &FILE),
            opt("line", &UINT32),
            opt("scope", &SCOPE),
            opt("baseType", &TYPE),
            opt("flags", &FLAGS),
            opt("sizeInBits", &UINT64),
            opt("alignInBits", &UINT64),
            opt("dataLocation", &EXPRESSION),
            opt("rank", &EXPRESSION),
            opt("allocated", &EXPRESSION),
            opt("associated", &EXPRESSION),
            opt("elements", &NODE_LIST),
        ],
        true,
    ),
    structured!(
        "di_derived_type",
        "LLVM_DIDerivedTypeAttr",
        &[
            opt("tag", &TAG),
            opt("name", &STRING),
            opt("baseType", &TYPE),
            opt("sizeInBits", &UINT64),
            opt("alignInBits", &UINT32),
            opt("offsetInBits", &UINT64),
            opt("dwarfAddressSpace", &OPTIONAL_UNSIGNED),
            opt("extraData", &NODE),
        ],
        true,
    ),
    structured!(
        "di_global_variable_expression",
        "LLVM_DIGlobalVariableExpressionAttr",
        &[req("var", &GLOBAL_VARIABLE), opt("expr", &EXPRESSION)],
        true,
    ),
    structured!(
        "di_global_variable",
        "LLVM_DIGlobalVariable",
        &[
            opt("scope", &SCOPE),
            opt("name", &STRING),
            opt("linkageName", &STRING),
            req("file", &FILE),
            req("line", &UNSIGNED_REQUIRED),
            req("type", &TYPE),
            opt("isLocalToUnit", &FLAG),
            opt("isDefined", &FLAG),
            opt("alignInBits", &UNSIGNED),
        ],
        true,
    ),
    structured!(
        "di_lexical_block",
        "LLVM_DILexicalBlockAttr",
        &[
            req("scope", &SCOPE),
            opt("file", &FILE),
            opt("line", &UNSIGNED),
            opt("column", &UNSIGNED),
        ],
        true,
    ),
    structured!(
        "di_lexical_block_file",
        "LLVM_DILexicalBlockFile",
        &[
            req("scope", &SCOPE),
            opt("file", &FILE),
            req("discriminator", &UNSIGNED_REQUIRED),
        ],
        true,
    ),
    structured!(
        "di_local_variable",
        "LLVM_DILocalVariableAttr",
        &[
            req("scope", &SCOPE),
            opt("name", &STRING),
            opt("file", &FILE),
            opt("line", &UNSIGNED),
            opt("arg", &UNSIGNED),
            opt("alignInBits", &UNSIGNED),
            opt("type", &TYPE),
            opt("flags", &FLAGS),
        ],
        true,
    ),
    structured!(
        "di_subprogram",
        "LLVM_DISubprogramAttr",
        &[
            opt("recId", &DISTINCT),
            opt("isRecSelf", &FLAG),
            opt("id", &DISTINCT),
            opt("compileUnit", &COMPILE_UNIT),
            opt("scope", &SCOPE),
            opt("name", &STRING),
            opt("linkageName", &STRING),
            opt("file", &FILE),
            opt("line", &UNSIGNED),
            opt("scopeLine", &UNSIGNED),
            opt("subprogramFlags", &SP_FLAGS),
            opt("type", &SUBROUTINE_TYPE),
            opt("retainedNodes", &NODE_LIST),
            opt("annotations", &NODE_LIST),
        ],
        true,
    ),
    structured!(
        "di_module",
        "LLVM_DIModuleAttr",
        &[
            opt("file", &FILE),
            opt("scope", &SCOPE),
            opt("name", &STRING),
            opt("configMacros", &STRING),
            opt("includePath", &STRING),
            opt("apinotes", &STRING),
            opt("line", &UNSIGNED),
            opt("isDecl", &FLAG),
        ],
        true,
    ),
    structured!(
        "di_namespace",
        "LLVM_DINamespaceAttr",
        &[
            opt("name", &STRING),
            opt("scope", &SCOPE),
            req("exportSymbols", &BOOL),
        ],
        true,
    ),
    structured!(
        "di_imported_entity",
        "LLVM_DIImportedEntityAttr",
        &[
            opt("tag", &TAG),
            req("scope", &SCOPE),
            req("entity", &NODE),
            opt("file", &FILE),
            opt("line", &UNSIGNED),
            opt("name", &STRING),
            opt("elements", &NODE_LIST),
        ],
        true,
    ),
    structured!(
        "di_annotation",
        "LLVM_DIAnnotationAttr",
        &[req("name", &STRING), req("value", &STRING)],
        false,
    ),
    structured!(
        "di_subrange",
        "LLVM_DISubrangeAttr",
        &[
            opt("count", &ANY),
            opt("lowerBound", &ANY),
            opt("upperBound", &ANY),
            opt("stride", &ANY),
        ],
        false,
    ),
    structured!(
        "di_common_block",
        "LLVM_DICommonBlockAttr",
        &[
            req("scope", &SCOPE),
            opt("decl", &GLOBAL_VARIABLE),
            req("name", &STRING),
            opt("file", &FILE),
            opt("line", &UNSIGNED),
        ],
        true,
    ),
    structured!(
        "di_generic_subrange",
        "LLVM_DIGenericSubrangeAttr",
        &[
            opt("count", &ANY),
            req("lowerBound", &ANY),
            opt("upperBound", &ANY),
            req("stride", &ANY),
        ],
        false,
    ),
    structured!(
        "di_subroutine_type",
        "LLVM_DISubroutineTypeAttr",
        &[
            opt("callingConvention", &CALLING_CONVENTION),
            opt("types", &TYPE_LIST),
        ],
        true,
    ),
    structured!(
        "di_label",
        "LLVM_DILabelAttr",
        &[
            req("scope", &SCOPE),
            opt("name", &STRING),
            opt("file", &FILE),
            opt("line", &UNSIGNED),
        ],
        true,
    ),
    structured!(
        "di_string_type",
        "LLVM_DIStringTypeAttr",
        &[
            opt("tag", &TAG),
            req("name", &STRING),
            opt("sizeInBits", &UINT64),
            opt("alignInBits", &UINT32),
            opt("stringLength", &VARIABLE),
            opt("stringLengthExp", &EXPRESSION),
            opt("stringLocationExp", &EXPRESSION),
            opt("encoding", &ENCODING),
        ],
        true,
    ),
];
