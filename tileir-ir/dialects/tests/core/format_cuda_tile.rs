//! Generality check: a handful of cuda_tile ops, types and attributes
//! declared as a test-only dialect (`ct`) go through the same engine.

use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::dialect::{
    Arity, AttrDecl, AttrDef, AttrKind, CustomDirective, DialectDef, EnumDef, EnumSpelling,
    EnumStorage, OpDef, ParamDecl, ParamKind, RegionDecl, Traits, TypeConstraint, TypeDef,
    ValueDecl,
};
use tileir_ir::format::{dialect_type, CustomArg};
use tileir_ir::ids::OpId;
use tileir_ir::types::{Param, Type, TypeData};

fn parse_tile(p: &mut dyn AsmParser) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let shape = p.parse_dimension_list(false)?;
    let elem = p.parse_type()?;
    p.parse_punct(">")?;
    Ok(dialect_type(
        p.context(),
        "ct.tile",
        vec![Param::Shape(shape.into()), Param::Type(elem)],
    ))
}

fn print_tile(p: &mut dyn AsmPrinter, t: Type) {
    let TypeData::Dialect(d) = p.context().type_data(t).clone() else {
        return;
    };
    p.write_str("<");
    if let [Param::Shape(s), Param::Type(e)] = &*d.params {
        for dim in s.iter() {
            p.write_str(&format!("{dim}x"));
        }
        p.print_type(*e);
    }
    p.write_str(">");
}

/// `custom<Tile>(type($x))`: a `ct` type written without `!ct.`.
fn parse_ct_type(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let t = parse_one_ct_type(p)?;
    args[0] = CustomArg::Types(vec![t]);
    Ok(())
}

/// `tile<...>`, `token`, or any type written in full.
fn parse_one_ct_type(p: &mut dyn AsmParser) -> ParseResult<Type> {
    if p.parse_optional_keyword("tile") {
        parse_tile(p)
    } else if p.parse_optional_keyword("token") {
        Ok(dialect_type(p.context(), "ct.token", Vec::new()))
    } else {
        p.parse_type()
    }
}

fn print_one_ct_type(p: &mut dyn AsmPrinter, t: Type) {
    if matches!(p.context().type_data(t), TypeData::Dialect(_)) {
        tileir_ir::format::print_dialect_type(p, t);
    } else {
        p.print_type(t);
    }
}

/// `custom<Indices>(type($indices))`: one type for all indices.
fn parse_indices_type(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let t = parse_one_ct_type(p)?;
    let n = match &args[0] {
        CustomArg::Operands(o) => o.len(),
        _ => 1,
    };
    args[1] = CustomArg::Types(vec![t; n]);
    Ok(())
}

fn print_indices_type(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    if let CustomArg::Types(t) = &args[1] {
        if let Some(&t) = t.first() {
            print_one_ct_type(p, t);
        }
    }
}

/// A hand-written op (`for`) that reuses the engine's pieces.
fn parse_for(
    p: &mut dyn AsmParser,
    state: &mut tileir_ir::body::OperationState,
) -> ParseResult<()> {
    let Some(mut iv) = p.parse_optional_argument(false, false)? else {
        return Err(p.error("expected induction variable"));
    };
    p.parse_keyword("in")?;
    p.parse_punct("(")?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_punct(",")?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    p.parse_punct(")")?;
    p.parse_punct(":")?;
    let ty = parse_one_ct_type(p)?;
    iv.ty = Some(ty);
    for o in [&lb, &ub, &step] {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    let mut args = vec![iv];
    if p.parse_optional_keyword("iter_values") {
        p.parse_punct("(")?;
        let mut inits = Vec::new();
        while let Some(a) = p.parse_optional_argument(false, false)? {
            p.parse_punct("=")?;
            inits.push(p.parse_operand()?);
            args.push(a);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
        p.parse_punct("->")?;
        p.parse_punct("(")?;
        let mut types = Vec::new();
        loop {
            types.push(parse_one_ct_type(p)?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
        for ((a, o), &t) in args[1..].iter_mut().zip(&inits).zip(&types) {
            a.ty = Some(t);
            let v = p.resolve_operand(o, t)?;
            state.operands.push(v);
        }
        state.result_types.extend(types);
    }
    let r = p.parse_region(&args, false)?;
    state.regions.push(r);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_for(p: &mut dyn AsmPrinter, op: OpId) {
    let body = p.body();
    let operands: Vec<tileir_ir::ids::Value> = body.operands(op).collect();
    let r = body.regions(op)[0];
    let args: Vec<tileir_ir::ids::Value> = body
        .entry_block(r)
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default();
    let iv_ty = body.value_type(args[0]);
    p.write_str(" ");
    p.print_operand(args[0]);
    p.write_str(" in (");
    p.print_operand(operands[0]);
    p.write_str(" to ");
    p.print_operand(operands[1]);
    p.write_str(", step ");
    p.print_operand(operands[2]);
    p.write_str(") : ");
    print_one_ct_type(p, iv_ty);
    if operands.len() > 3 {
        p.write_str(" iter_values(");
        for (i, (&a, &v)) in args[1..].iter().zip(&operands[3..]).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(a);
            p.write_str(" = ");
            p.print_operand(v);
        }
        p.write_str(") -> (");
        for (i, &v) in operands[3..].iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            let t = p.body().value_type(v);
            print_one_ct_type(p, t);
        }
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(op, r, false, false);
}

fn print_ct_type(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    if let CustomArg::Types(t) = &args[0] {
        for &t in t {
            print_one_ct_type(p, t);
        }
    }
}

/// A rounding directive that prints nothing for the default (the source of
/// cuda_tile's double spaces).
fn parse_rounding(p: &mut dyn AsmParser, _: &mut [CustomArg]) -> ParseResult<()> {
    let _ = p.parse_optional_keyword("rounding");
    Ok(())
}
fn print_rounding(_: &mut dyn AsmPrinter, _: OpId, _: &[CustomArg]) {}

static SEMANTICS: EnumDef = EnumDef {
    name: "ct.memory_ordering_semantics",
    cases: &[("weak", 0), ("relaxed", 1), ("acquire", 2)],
    bit: false,
    separator: "",
    storage: EnumStorage::Int(32),
    spelling: EnumSpelling::Unnamed,
};

fn is_tile(ctx: &tileir_ir::Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Dialect(d) if ctx.str(d.name) == "ct.tile")
}
const TILE: TypeConstraint = TypeConstraint {
    summary: "tile",
    check: is_tile,
    buildable: None,
    dialect_type: Some("ct.tile"),
    class: None,
};
const fn tile(name: &'static str) -> ValueDecl {
    ValueDecl {
        name,
        arity: Arity::Single,
        constraint: Some(TILE),
    }
}

static OPS: &[OpDef] = &[
    OpDef {
        name: "ct.for",
        operands: &[
            tile("lowerBound"),
            tile("upperBound"),
            tile("step"),
            ValueDecl { name: "initValues", arity: Arity::Variadic, constraint: None },
        ],
        results: &[ValueDecl { name: "results", arity: Arity::Variadic, constraint: None }],
        regions: &[RegionDecl { name: "region", arity: Arity::Single, single_block: true }],
        parse: Some(parse_for),
        print: Some(print_for),
        default_dialect: Some("ct"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "ct.continue",
        traits: Traits::TERMINATOR,
        operands: &[ValueDecl { name: "operands", arity: Arity::Variadic, constraint: None }],
        format: Some("attr-dict ($operands^ `:` custom<Tile>(type($operands)))?"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "ct.load_view_tko",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            ValueDecl { name: "view", arity: Arity::Single, constraint: None },
            ValueDecl { name: "index", arity: Arity::Variadic, constraint: None },
            ValueDecl { name: "token", arity: Arity::Optional, constraint: None },
        ],
        results: &[tile("tile"), ValueDecl { name: "result_token", arity: Arity::Single, constraint: None }],
        attributes: &[AttrDecl::new("memory_ordering_semantics", "semantics", AttrKind::Enum(&SEMANTICS))],
        format: Some(concat!(
            "$memory_ordering_semantics $view `[` $index `]` (`token` `=` $token^)? attr-dict `:` ",
            "custom<Tile>(type($view)) `,` custom<Indices>(ref($index), type($index)) `->` custom<Tile>(type($tile)) `,` ",
            "custom<Tile>(type($result_token))"
        )),
        type_relations: &[tileir_ir::dialect::TypeRelation { from: "result_token", to: "token", transform: None }],
        result_names: Some(tileir_dialects::ods_result_names),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "ct.module",
        traits: Traits::ISOLATED_FROM_ABOVE.union(Traits::NO_TERMINATOR).union(Traits::SINGLE_BLOCK).union(Traits::SYMBOL_TABLE),
        attributes: &[AttrDecl::new("sym_name", "string", AttrKind::SymbolName)],
        regions: &[RegionDecl { name: "body", arity: Arity::Single, single_block: true }],
        format: Some("$sym_name attr-dict-with-keyword $body"),
        default_dialect: Some("ct"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "ct.constant",
        results: &[tile("result")],
        attributes: &[AttrDecl::new("value", "dense", AttrKind::Dialect("ct.dense"))],
        format: Some("$value attr-dict `:` custom<Tile>(type($result))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "ct.addf",
        traits: Traits::SAME_OPERANDS_AND_RESULT_TYPE,
        operands: &[tile("lhs"), tile("rhs")],
        results: &[tile("result")],
        format: Some("$lhs `,` $rhs custom<Rounding>() attr-dict `:` custom<Tile>(type($result))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "ct.load_ptr_tko",
        operands: &[tile("source"), ValueDecl { name: "token", arity: Arity::Optional, constraint: None }],
        results: &[tile("result")],
        attributes: &[AttrDecl::new("memory_ordering_semantics", "semantics", AttrKind::Enum(&SEMANTICS))],
        format: Some(
            "$memory_ordering_semantics $source (`token` `=` $token^)? attr-dict `:` custom<Tile>(type($source)) `->` custom<Tile>(type($result))",
        ),
        type_relations: &[tileir_ir::dialect::TypeRelation { from: "source", to: "token", transform: None }],
        ..OpDef::DEFAULT
    },
];

static ATTRS: &[AttrDef] = &[AttrDef {
    mnemonic: "dense",
    format: Some("`<` $elem `` `:` $value `>`"),
    params: &[
        ParamDecl::new("elem", ParamKind::Type),
        ParamDecl::new("value", ParamKind::Attr),
    ],
    ..AttrDef::DEFAULT
}];

pub static CT: DialectDef = DialectDef {
    name: "ct",
    ops: OPS,
    types: &[TypeDef {
        mnemonic: "tile",
        parse: Some(parse_tile),
        print: Some(print_tile),
        ..TypeDef::DEFAULT
    }],
    attributes: ATTRS,
    directives: &[
        CustomDirective {
            name: "Tile",
            parse: parse_ct_type,
            print: print_ct_type,
        },
        CustomDirective {
            name: "Rounding",
            parse: parse_rounding,
            print: print_rounding,
        },
        CustomDirective {
            name: "Indices",
            parse: parse_indices_type,
            print: print_indices_type,
        },
    ],
    ..DialectDef::DEFAULT
};

#[test]
fn cuda_tile_like_formats_compile() {
    assert!(
        tileir_ir::format::check_dialect_formats(&CT).is_empty(),
        "{:?}",
        tileir_ir::format::check_dialect_formats(&CT)
    );
}

#[test]
fn cuda_tile_like_ops_round_trip() {
    let mut dialects: Vec<&'static DialectDef> = tileir_dialects::ALL.to_vec();
    dialects.push(&CT);
    let ctx = tileir_ir::Context::with_dialects(&dialects);
    let text = concat!(
        "ct.module @kernels {\n",
        "  %0 = constant <f32: [1.0, 2.0]> : tile<2xf32>\n",
        "  %1 = addf %0, %0  : tile<2xf32>\n",
        "  %2 = load_ptr_tko relaxed %1 token = %1 : tile<2xf32> -> tile<2xf32>\n",
        "  %3 = ct.constant <i32: 4> : !ct.tile<4x8xi32>\n",
        "  %c0 = constant <i32: 0> : tile<i32>\n",
        "  %r = for %i in (%c0 to %c0, step %c0) : tile<i32> iter_values(%x = %0) -> (tile<2xf32>) {\n",
        "    %y = addf %x, %x : tile<2xf32>\n",
        "    continue %y : tile<2xf32>\n",
        "  }\n",
        "  %v, %t = load_view_tko weak %3[%c0, %c0] : tile<4x8xi32>, tile<i32> -> tile<4x8xi32>, token\n",
        "  %w, %t2 = load_view_tko weak %3[%c0, %c0] token = %t : tile<4x8xi32>, tile<i32> -> tile<4x8xi32>, token\n",
        "}\n"
    );
    let owned = match tileir_ir::parser::parse_source(&ctx, "ct.mlir", text, 1, &Default::default())
    {
        Ok(o) => o,
        Err(d) => panic!("parse failed: {}", d.message),
    };
    let out = tileir_ir::printer::print_op(&ctx, &owned.body, owned.op, &Default::default());
    let expected = concat!(
        "module {\n",
        "  ct.module @kernels {\n",
        "    %0 = constant <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>\n",
        "    %1 = addf %0, %0  : tile<2xf32>\n",
        "    %2 = load_ptr_tko relaxed %1 token = %1 : tile<2xf32> -> tile<2xf32>\n",
        "    %3 = constant <i32: 4 : i64> : tile<4x8xi32>\n",
        "    %4 = constant <i32: 0 : i64> : tile<i32>\n",
        "    %5 = for %arg0 in (%4 to %4, step %4) : tile<i32> iter_values(%arg1 = %0) -> (tile<2xf32>) {\n",
        "      %6 = addf %arg1, %arg1  : tile<2xf32>\n",
        "      continue %6 : tile<2xf32>\n",
        "    }\n",
        "    %tile, %result_token = load_view_tko weak %3[%4, %4] : tile<4x8xi32>, tile<i32> -> tile<4x8xi32>, token\n",
        "    %tile_0, %result_token_1 = load_view_tko weak %3[%4, %4] token = %result_token : tile<4x8xi32>, tile<i32> -> tile<4x8xi32>, token\n",
        "  }\n",
        "}\n\n"
    );
    assert_eq!(out, expected);
}
