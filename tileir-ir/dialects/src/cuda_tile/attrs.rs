//! cuda_tile's attributes: its enums (stored as `#cuda_tile.<enum><case>`
//! or, for the memory and atomic enums, as `i32` integers), the assume
//! predicates (`div_by`, `same_elements`, `bounded`), `optimization_hints`,
//! and the `custom<...>` directives that spell them inside ops (rounding
//! modes, signedness, comparison keywords, dense constants, predicates).

use super::types;
use crate::common::{angled_enum_attr, dialect_enum};
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::{AttrData, Attribute, NamedAttr};
use tileir_ir::context::Context;
use tileir_ir::dialect::{
    AttrDef, CustomDirective, EnumDef, EnumSpelling, EnumStorage, ParamDecl, ParamKind,
};
use tileir_ir::format::{dialect_attr, enum_attr, enum_value, CustomArg};
use tileir_ir::ids::OpId;
use tileir_ir::types::{Param, Type, TypeData};

const fn int_enum(name: &'static str, cases: &'static [(&'static str, i64)]) -> EnumDef {
    EnumDef {
        name,
        cases,
        bit: false,
        separator: "",
        storage: EnumStorage::Int(32),
        spelling: EnumSpelling::Unnamed,
    }
}

pub static SIGNEDNESS: EnumDef =
    dialect_enum("cuda_tile.signedness", &[("unsigned", 0), ("signed", 1)]);
pub static OVERFLOW: EnumDef = dialect_enum(
    "cuda_tile.overflow",
    &[
        ("none", 0),
        ("no_signed_wrap", 1),
        ("no_unsigned_wrap", 2),
        ("no_wrap", 3),
    ],
);
pub static ROUNDING: EnumDef = dialect_enum(
    "cuda_tile.rounding",
    &[
        ("nearest_even", 0),
        ("zero", 1),
        ("negative_inf", 2),
        ("positive_inf", 3),
        ("approx", 4),
        ("full", 5),
        ("nearest_int_to_zero", 6),
    ],
);
pub static COMPARISON_ORDERING: EnumDef = dialect_enum(
    "cuda_tile.comparison_ordering",
    &[("unordered", 0), ("ordered", 1)],
);
pub static COMPARISON_PREDICATE: EnumDef = dialect_enum(
    "cuda_tile.comparison_predicate",
    &[
        ("equal", 0),
        ("not_equal", 1),
        ("less_than", 2),
        ("less_than_or_equal", 3),
        ("greater_than", 4),
        ("greater_than_or_equal", 5),
    ],
);
pub static PADDING_VALUE: EnumDef = dialect_enum(
    "cuda_tile.padding_value",
    &[
        ("zero", 0),
        ("neg_zero", 1),
        ("nan", 2),
        ("pos_inf", 3),
        ("neg_inf", 4),
    ],
);
pub static SYMBOL_VISIBILITY: EnumDef = dialect_enum(
    "cuda_tile.symbol_visibility",
    &[("public", 0), ("private", 1)],
);
pub static ATOMIC_RMW_MODE: EnumDef = int_enum(
    "cuda_tile.atomic_rmw_mode",
    &[
        ("and", 0),
        ("or", 1),
        ("xor", 2),
        ("add", 3),
        ("addf", 4),
        ("max", 5),
        ("min", 6),
        ("umax", 7),
        ("umin", 8),
        ("xchg", 9),
    ],
);
pub static MEMORY_SCOPE: EnumDef = int_enum(
    "cuda_tile.memory_scope",
    &[("tl_blk", 0), ("device", 1), ("sys", 2)],
);
pub static MEMORY_ORDERING: EnumDef = int_enum(
    "cuda_tile.memory_ordering_semantics",
    &[
        ("weak", 0),
        ("relaxed", 1),
        ("acquire", 2),
        ("release", 3),
        ("acq_rel", 4),
    ],
);

pub static ATTRS: &[AttrDef] = &[
    angled_enum_attr!("signedness", SIGNEDNESS),
    angled_enum_attr!("overflow", OVERFLOW),
    angled_enum_attr!("rounding", ROUNDING),
    angled_enum_attr!("comparison_ordering", COMPARISON_ORDERING),
    angled_enum_attr!("comparison_predicate", COMPARISON_PREDICATE),
    AttrDef {
        mnemonic: "padding_value",
        format: Some("$value"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&PADDING_VALUE))],
        ..AttrDef::DEFAULT
    },
    angled_enum_attr!("symbol_visibility", SYMBOL_VISIBILITY),
    AttrDef {
        mnemonic: "div_by",
        parse: Some(parse_div_by),
        print: Some(print_div_by),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "same_elements",
        parse: Some(parse_same_elements),
        print: Some(print_same_elements),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "bounded",
        parse: Some(parse_bounded),
        print: Some(print_bounded),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "optimization_hints",
        parse: Some(parse_hints),
        print: Some(print_hints),
        ..AttrDef::DEFAULT
    },
    super::debug_info::DI_FILE,
    super::debug_info::DI_COMPILE_UNIT,
    super::debug_info::DI_LEXICAL_BLOCK,
    super::debug_info::DI_SUBPROGRAM,
    super::debug_info::DI_LOC,
];

pub const DIRECTIVES: &[CustomDirective] = &[
    CustomDirective {
        name: "Signedness",
        parse: parse_signedness,
        print: print_enum_keyword,
    },
    CustomDirective {
        name: "ComparisonPredicate",
        parse: parse_predicate,
        print: print_enum_keyword,
    },
    CustomDirective {
        name: "ComparisonOrdering",
        parse: parse_ordering,
        print: print_enum_keyword,
    },
    CustomDirective {
        name: "IEEERoundingMode",
        parse: |p, a| parse_rounding(p, a, IEEE, 0, true),
        print: |p, _, a| print_rounding(p, a, 0),
    },
    CustomDirective {
        name: "DivFOpRoundingMode",
        parse: |p, a| parse_rounding(p, a, DIVF, 0, false),
        print: |p, _, a| print_rounding(p, a, 0),
    },
    CustomDirective {
        name: "SqrtOpRoundingMode",
        parse: |p, a| parse_rounding(p, a, SQRT, 0, false),
        print: |p, _, a| print_rounding(p, a, 0),
    },
    CustomDirective {
        name: "TanHOpRoundingMode",
        parse: |p, a| parse_rounding(p, a, APPROX_FULL, 5, false),
        print: |p, _, a| print_rounding(p, a, 5),
    },
    CustomDirective {
        name: "ExpOpRoundingMode",
        parse: |p, a| parse_rounding(p, a, APPROX_FULL, 5, false),
        print: |p, _, a| print_rounding(p, a, 5),
    },
    CustomDirective {
        name: "IntegerRoundingMode",
        parse: |p, a| parse_rounding(p, a, &["nearest_int_to_zero"], 6, true),
        print: |p, _, a| print_rounding(p, a, 6),
    },
    CustomDirective {
        name: "DenseTypedElementsAttr",
        parse: parse_dense_with_type,
        print: print_dense_with_type,
    },
    CustomDirective {
        name: "DenseTypedElementsAttrNoResult",
        parse: parse_dense_no_result,
        print: print_dense_no_result,
    },
    CustomDirective {
        name: "AssumePredicate",
        parse: parse_assume_predicate,
        print: print_assume_predicate,
    },
    CustomDirective {
        name: "SymbolVisibility",
        parse: parse_visibility,
        print: print_visibility,
    },
];

// ----- enum keywords -----

fn set_enum(p: &dyn AsmParser, arg: &mut CustomArg, def: &EnumDef, value: i64) {
    *arg = CustomArg::Attr(Some(enum_attr(p.context(), def, value)));
}

fn parse_enum_keyword(
    p: &mut dyn AsmParser,
    args: &mut [CustomArg],
    def: &EnumDef,
    message: &str,
) -> ParseResult<()> {
    let pos = p.current_pos();
    let word = p.parse_optional_any_keyword();
    let Some(v) = word.as_deref().and_then(|w| def.case_value(w)) else {
        let err = p.error_at(pos, message);
        if word.is_some() {
            return Err(err);
        }
        // No keyword at all: MLIR's `parseKeyword` reports first.
        let first = p.error_at(pos, "expected valid keyword");
        return Err(tileir_ir::asm::ParseError(Box::new(first.0.then(*err.0))));
    };
    set_enum(p, &mut args[0], def, v);
    Ok(())
}

fn parse_signedness(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    parse_enum_keyword(
        p,
        args,
        &SIGNEDNESS,
        "expected signedness to be one of: {'signed', 'unsigned'}",
    )
}

fn parse_predicate(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    parse_enum_keyword(p, args, &COMPARISON_PREDICATE, "expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}")
}

fn parse_ordering(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    parse_enum_keyword(
        p,
        args,
        &COMPARISON_ORDERING,
        "expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}",
    )
}

/// The case keyword of an enum attribute argument.
fn enum_keyword(ctx: &Context, a: Attribute) -> Option<&'static str> {
    let AttrData::Dialect { name, .. } = ctx.attr_data(a) else {
        return None;
    };
    let def = match ctx.str(*name) {
        "cuda_tile.signedness" => &SIGNEDNESS,
        "cuda_tile.comparison_predicate" => &COMPARISON_PREDICATE,
        "cuda_tile.comparison_ordering" => &COMPARISON_ORDERING,
        "cuda_tile.rounding" => &ROUNDING,
        "cuda_tile.overflow" => &OVERFLOW,
        "cuda_tile.symbol_visibility" => &SYMBOL_VISIBILITY,
        _ => return None,
    };
    def.case_name(enum_value(ctx, a)?)
}

fn print_enum_keyword(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    if let Some(CustomArg::Attr(Some(a))) = args.first() {
        if let Some(k) = enum_keyword(p.context(), *a) {
            p.write_str(k);
        }
    }
}

// ----- rounding modes -----

const IEEE: &[&str] = &["nearest_even", "zero", "negative_inf", "positive_inf"];
const DIVF: &[&str] = &[
    "nearest_even",
    "zero",
    "negative_inf",
    "positive_inf",
    "approx",
    "full",
];
const SQRT: &[&str] = &[
    "nearest_even",
    "zero",
    "negative_inf",
    "positive_inf",
    "approx",
];
const APPROX_FULL: &[&str] = &["approx", "full"];

/// `rounding<mode>` or nothing (the op's default). With `strict`, a mode
/// outside `allowed` is a parse error naming what it got.
fn parse_rounding(
    p: &mut dyn AsmParser,
    args: &mut [CustomArg],
    allowed: &[&str],
    default: i64,
    strict: bool,
) -> ParseResult<()> {
    let mut value = default;
    if p.parse_optional_keyword("rounding") {
        p.parse_punct("<")?;
        let word = p.parse_optional_any_keyword().unwrap_or_default();
        p.parse_punct(">")?;
        let list = allowed
            .iter()
            .map(|m| format!("'{m}'"))
            .collect::<Vec<_>>()
            .join(", ");
        match ROUNDING.case_value(&word) {
            Some(v) if !strict || allowed.contains(&word.as_str()) => value = v,
            Some(_) => {
                return Err(p.error(&format!(
                    "expected rounding mode to be one of: {list}, got: '{word}'"
                )))
            }
            None if strict => {
                return Err(p.error(&format!(
                    "expected rounding mode to be one of: {list}, got: '{word}'"
                )))
            }
            None => return Err(p.error(&format!("expected rounding mode to be one of: {list}"))),
        }
    }
    set_enum(p, &mut args[0], &ROUNDING, value);
    Ok(())
}

fn print_rounding(p: &mut dyn AsmPrinter, args: &[CustomArg], default: i64) {
    if let Some(CustomArg::Attr(Some(a))) = args.first() {
        let ctx = p.context();
        let v = enum_value(ctx, *a);
        if v == Some(default) {
            return;
        }
        if let Some(k) = v.and_then(|v| ROUNDING.case_name(v)) {
            p.write_str(&format!("rounding<{k}>"));
        }
    }
}

// ----- dense constants -----

/// `<f32: [1.0, 2.0]> : tile<2xf32>`: the value and the tile type.
/// The element types a dense constant may spell.
const DENSE_ELEMENTS: &str = "i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN";

fn parse_dense(p: &mut dyn AsmParser) -> ParseResult<(Attribute, Type)> {
    p.parse_punct("<")?;
    let element = match types::parse_type(p) {
        Ok(t) => t,
        // NVIDIA reports the type's error, then its own.
        Err(e) => {
            let own = p.error(&format!(
                "expect element type to be one of {DENSE_ELEMENTS} values, but got '<<NULL TYPE>>'"
            ));
            return Err(tileir_ir::asm::ParseError(Box::new(e.0.then(*own.0))));
        }
    };
    if !super::constraints::is_number(p.context(), element) {
        let text = tileir_ir::printer::type_to_string(p.context(), element);
        return Err(p.error(&format!(
            "expect element type to be one of {DENSE_ELEMENTS} values, but got '{text}'"
        )));
    }
    p.parse_punct(":")?;
    // Integer elements are integer literals (`true`/`false` only for i1).
    if let TypeData::Integer { width, .. } = p.context().type_data(element) {
        let width = *width;
        let pos = p.current_pos();
        let bool_word = p.peek_keyword("true") || p.peek_keyword("false");
        if (bool_word && width != 1) || (!bool_word && p.parse_optional_any_keyword().is_some()) {
            return Err(p.error_at(pos, "expected integer value"));
        }
    }
    let mut ty = None;
    let value = p.parse_dense_float_literals(&mut |p| {
        p.parse_punct(">")?;
        p.parse_punct(":")?;
        let pos = p.current_pos();
        let t = types::parse_type(p)?;
        let ctx = p.context();
        match types::tile_parts(ctx, t) {
            Some((_, tile_element)) if tile_element != element => {
                return Err(p.error_at(
                    pos,
                    &format!(
                        "mismatch between the element type: '{}' and the tile element type '{}'",
                        tileir_ir::printer::type_to_string(ctx, element),
                        tileir_ir::printer::type_to_string(ctx, tile_element)
                    ),
                ))
            }
            Some(_) => {}
            None => {
                let text = tileir_ir::printer::type_to_string(ctx, t);
                return Err(p.error_at(
                    pos,
                    &format!("result #0 must be tile of {DENSE_ELEMENTS} values, but got '{text}'"),
                ));
            }
        }
        ty = Some(t);
        Ok(t)
    })?;
    Ok((value, ty.unwrap_or_else(|| types::token(p.context()))))
}

fn parse_dense_with_type(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let (value, ty) = parse_dense(p)?;
    args[0] = CustomArg::Attr(Some(value));
    if args.len() > 1 {
        args[1] = CustomArg::Types(vec![ty]);
    }
    Ok(())
}

fn parse_dense_no_result(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let (value, _) = parse_dense(p)?;
    args[0] = CustomArg::Attr(Some(value));
    Ok(())
}

fn print_dense(p: &mut dyn AsmPrinter, value: Attribute) {
    let ctx = p.context();
    let ty = match ctx.attr_data(value) {
        AttrData::DenseElements { ty, .. } => *ty,
        _ => return p.print_attribute(value),
    };
    let Some((_, element)) = types::tile_parts(ctx, ty) else {
        return p.print_attribute(value);
    };
    p.write_str("<");
    p.print_type(element);
    p.write_str(": ");
    p.print_dense_elements_body(value);
    p.write_str("> : ");
    types::print_type(p, ty);
}

fn print_dense_with_type(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    if let Some(CustomArg::Attr(Some(a))) = args.first() {
        print_dense(p, *a);
    }
}

fn print_dense_no_result(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    if let Some(CustomArg::Attr(Some(a))) = args.first() {
        print_dense(p, *a);
    }
}

// ----- symbol visibility -----

fn parse_visibility(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    if p.parse_optional_keyword("private") {
        set_enum(p, &mut args[0], &SYMBOL_VISIBILITY, 1);
    } else if p.parse_optional_keyword("public") {
        set_enum(p, &mut args[0], &SYMBOL_VISIBILITY, 0);
    }
    Ok(())
}

fn print_visibility(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    if let Some(CustomArg::Attr(Some(a))) = args.first() {
        if enum_value(p.context(), *a) == Some(1) {
            p.write_str("private ");
        }
    }
}

// ----- assume predicates -----

fn parse_assume_predicate(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let pos = p.current_pos();
    if p.peek_attr_prefix() {
        let a = p.parse_attribute(None)?;
        let ok = matches!(p.context().attr_data(a), AttrData::Dialect { name, .. }
            if matches!(p.context().str(*name), "cuda_tile.div_by" | "cuda_tile.same_elements" | "cuda_tile.bounded"));
        if !ok {
            return Err(p.error_at(pos, "expected assume predicate attribute"));
        }
        args[0] = CustomArg::Attr(Some(a));
        return Ok(());
    }
    let Some(word) = p.parse_optional_any_keyword() else {
        // Any other attribute is not a predicate.
        if p.parse_optional_attribute(None)?.is_some() {
            return Err(p.error_at(pos, "expected assume predicate attribute"));
        }
        return Err(p.error_at(pos, "expected attribute name"));
    };
    let a = match word.as_str() {
        "div_by" => parse_div_by(p, None)?,
        "same_elements" => parse_same_elements(p, None)?,
        "bounded" => parse_bounded(p, None)?,
        _ => {
            return Err(p.error_at(
                pos,
                &format!("unknown assume predicate attribute: {word} (expected 'div_by', 'same_elements', or 'bounded')"),
            ))
        }
    };
    args[0] = CustomArg::Attr(Some(a));
    Ok(())
}

fn print_assume_predicate(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    let Some(CustomArg::Attr(Some(a))) = args.first() else {
        return;
    };
    let ctx = p.context();
    let AttrData::Dialect { name, .. } = ctx.attr_data(*a) else {
        return p.print_attribute(*a);
    };
    match ctx.str(*name) {
        "cuda_tile.div_by" => {
            p.write_str("div_by");
            print_div_by(p, *a)
        }
        "cuda_tile.same_elements" => {
            p.write_str("same_elements");
            print_same_elements(p, *a)
        }
        "cuda_tile.bounded" => {
            p.write_str("bounded");
            print_bounded(p, *a)
        }
        _ => p.print_attribute(*a),
    }
}

fn params(ctx: &Context, a: Attribute) -> &[Param] {
    match ctx.attr_data(a) {
        AttrData::Dialect { params, .. } => params,
        _ => &[],
    }
}

/// `<16>` or `<8, every 4 along 1>`: divisor, every, along.
fn parse_div_by(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let pos = p.current_pos();
    let divisor = match p.parse_optional_integer()? {
        Some(v) => v as i64,
        None => {
            return Err(p.error_at(
                pos,
                "failed to parse parameter 'divisor' which is expected to be an integer",
            ))
        }
    };
    let (mut every, mut along) = (Param::Absent, Param::Absent);
    if p.parse_optional_punct(",") {
        p.parse_keyword("every")?;
        every = Param::Int(p.parse_i64()?);
        p.parse_keyword("along")?;
        along = Param::Int(p.parse_i64()?);
    }
    p.parse_punct(">")?;
    Ok(dialect_attr(
        p.context(),
        "cuda_tile.div_by",
        vec![Param::Int(divisor), every, along],
    ))
}

fn print_div_by(p: &mut dyn AsmPrinter, a: Attribute) {
    let text = match params(p.context(), a) {
        [Param::Int(d), Param::Int(e), Param::Int(al)] => format!("<{d}, every {e} along {al}>"),
        [Param::Int(d), ..] => format!("<{d}>"),
        _ => String::new(),
    };
    p.write_str(&text);
}

/// `<[2, 4]>`.
fn parse_same_elements(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    p.parse_punct("[")?;
    let mut values = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            values.push(p.parse_i64()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    p.parse_punct(">")?;
    Ok(dialect_attr(
        p.context(),
        "cuda_tile.same_elements",
        vec![Param::Ints(values.into())],
    ))
}

fn print_same_elements(p: &mut dyn AsmPrinter, a: Attribute) {
    if let [Param::Ints(v)] = params(p.context(), a) {
        let list = v
            .iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        p.write_str(&format!("<[{list}]>"));
    }
}

/// `<lb, ub>` with `?` for an open side.
fn parse_bounded(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let lb = parse_bound(p)?;
    p.parse_punct(",")?;
    let ub = parse_bound(p)?;
    p.parse_punct(">")?;
    Ok(dialect_attr(p.context(), "cuda_tile.bounded", vec![lb, ub]))
}

fn parse_bound(p: &mut dyn AsmParser) -> ParseResult<Param> {
    if p.parse_optional_punct("?") {
        return Ok(Param::Absent);
    }
    Ok(Param::Int(p.parse_i64()?))
}

fn print_bounded(p: &mut dyn AsmPrinter, a: Attribute) {
    let side = |x: &Param| match x {
        Param::Int(v) => v.to_string(),
        _ => "?".to_string(),
    };
    if let [lb, ub] = params(p.context(), a) {
        p.write_str(&format!("<{}, {}>", side(lb), side(ub)));
    }
}

// ----- optimization hints -----

/// `<sm_100 = {latency = 3}, sm_90 = {}>`: one dictionary parameter
/// mapping each architecture to its hints.
pub fn parse_hints(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let mut entries: Vec<NamedAttr> = Vec::new();
    if !p.parse_optional_punct(">") {
        loop {
            let Some(key) = p.parse_optional_keyword_or_string() else {
                return Err(p.error("expected valid keyword or string"));
            };
            p.parse_punct("=")?;
            let value = p.parse_attribute(None)?;
            let name = p.context().symbol(&key);
            if entries.iter().any(|e| e.name == name) {
                return Err(p.error(&format!("duplicate optimization_hints key `{key}`")));
            }
            if !matches!(p.context().attr_data(value), AttrData::Dictionary(_)) {
                let text = tileir_ir::printer::attr_to_string(p.context(), value);
                return Err(p.error(&format!(
                    "expected dictionary attribute for optimization_hints entry `{key}` got value={text}"
                )));
            }
            entries.push(NamedAttr { name, value });
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(">")?;
    }
    let dict = p.context().dictionary_attr(entries);
    Ok(dialect_attr(
        p.context(),
        "cuda_tile.optimization_hints",
        vec![Param::Attr(dict)],
    ))
}

pub fn print_hints(p: &mut dyn AsmPrinter, a: Attribute) {
    let ctx = p.context();
    let entries: Vec<NamedAttr> = match params(ctx, a) {
        [Param::Attr(d)] => ctx.dictionary_entries(*d).to_vec(),
        _ => Vec::new(),
    };
    p.write_str("<");
    for (i, e) in entries.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let ctx = p.context();
        let key = ctx.str(e.name).to_string();
        let inner: Vec<NamedAttr> = ctx.dictionary_entries(e.value).to_vec();
        let is_dict = matches!(ctx.attr_data(e.value), AttrData::Dictionary(_));
        p.print_keyword_or_string(&key);
        p.write_str(" = ");
        if !is_dict {
            p.print_attribute(e.value);
            continue;
        }
        // Hint values print without their types (`latency = 3`).
        p.write_str("{");
        for (j, h) in inner.iter().enumerate() {
            if j > 0 {
                p.write_str(", ");
            }
            let name = p.context().str(h.name).to_string();
            p.print_keyword_or_string(&name);
            p.write_str(" = ");
            p.print_attribute_without_type(h.value);
        }
        p.write_str("}");
    }
    p.write_str(">");
}

/// Whether a hints attribute has no entries.
pub fn hints_empty(ctx: &Context, a: Attribute) -> bool {
    match params(ctx, a) {
        [Param::Attr(d)] => ctx.dictionary_entries(*d).is_empty(),
        _ => false,
    }
}
