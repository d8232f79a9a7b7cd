//! Parse + print of each format directive through the real parser and
//! printer, with a test-only dialect `t` (expected text follows ODS's
//! generated parsers/printers).

use tileir_dialects::common::{any_many, any_one, I64_KIND};
use tileir_ir::dialect::{
    Arity, AttrDecl, AttrKind, CustomDirective, DialectDef, OpDef, RegionDecl, SuccessorDecl,
    Traits, ValueDecl,
};
use tileir_ir::format::CustomArg;

const OPT: ValueDecl = ValueDecl {
    name: "a",
    arity: Arity::Optional,
    constraint: None,
};

/// `custom<Echo>(ref($a), ref(type($a)))` prints `<n>` with the number of
/// referenced values and parses it back.
fn parse_echo(
    p: &mut dyn tileir_ir::asm::AsmParser,
    args: &mut [CustomArg],
) -> tileir_ir::asm::ParseResult<()> {
    p.parse_punct("<")?;
    let n = p.parse_integer()?;
    p.parse_punct(">")?;
    match &args[0] {
        CustomArg::Operands(o) if o.len() as i128 == n => Ok(()),
        _ => Err(p.error("echo count mismatch")),
    }
}
fn print_echo(p: &mut dyn tileir_ir::asm::AsmPrinter, _: tileir_ir::ids::OpId, args: &[CustomArg]) {
    if let (CustomArg::Values(v), CustomArg::Types(t)) = (&args[0], &args[1]) {
        assert_eq!(v.len(), t.len());
        p.write_str(&format!("<{}>", v.len()));
    }
}

static OPS: &[OpDef] = &[
    OpDef {
        name: "t.functional",
        operands: &[any_many("args")],
        results: &[any_many("res")],
        format: Some("operands attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "t.else",
        operands: &[OPT],
        format: Some("($a^ `:` type($a)) : (`none`)? attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "t.oilist",
        attributes: &[
            AttrDecl::optional("lb", "i64", I64_KIND),
            AttrDecl::optional("flag", "unit", AttrKind::Unit),
        ],
        format: Some("oilist(`lb` `=` $lb | `flag` $flag) attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "t.region",
        traits: Traits::NO_TERMINATOR,
        regions: &[RegionDecl {
            name: "body",
            arity: Arity::Single,
            single_block: false,
        }],
        format: Some("attr-dict-with-keyword $body"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "t.succ",
        traits: Traits::TERMINATOR,
        successors: None,
        successor_decls: &[
            SuccessorDecl {
                name: "dest",
                variadic: false,
            },
            SuccessorDecl {
                name: "others",
                variadic: true,
            },
        ],
        format: Some("$dest (`or` $others^)? attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "t.prop",
        attributes: &[AttrDecl::optional("p", "i64", I64_KIND)],
        format: Some("prop-dict attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "t.qual",
        attributes: &[
            AttrDecl::new("q", "fastmath", AttrKind::Dialect("arith.fastmath")),
            AttrDecl::new("s", "fastmath", AttrKind::Dialect("arith.fastmath")),
        ],
        format: Some("qualified($q) $s attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "t.echo",
        operands: &[any_many("a")],
        format: Some("$a custom<Echo>(ref($a), ref(type($a))) attr-dict `:` type($a)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "t.unit",
        operands: &[any_one("x")],
        attributes: &[AttrDecl::optional("nt", "unit", AttrKind::Unit)],
        format: Some("$x (`nontemporal` $nt^)? attr-dict `:` type($x)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "t.sym",
        attributes: &[
            AttrDecl::new("sym_name", "sym", AttrKind::SymbolName),
            AttrDecl::new("ty", "type", AttrKind::TypeAttr),
        ],
        format: Some("$sym_name `:` $ty attr-dict"),
        ..OpDef::DEFAULT
    },
    // An isolated op whose `$body` follows its operands: the format engine
    // resolves the operands after the region is parsed.
    OpDef {
        name: "t.isolated",
        traits: Traits::ISOLATED_FROM_ABOVE,
        operands: &[any_many("args")],
        results: &[any_many("results")],
        regions: &[RegionDecl {
            name: "body",
            arity: Arity::Single,
            single_block: false,
        }],
        format: Some("`(` $args `)` attr-dict `:` functional-type($args, $results) $body"),
        ..OpDef::DEFAULT
    },
];

static T: DialectDef = DialectDef {
    name: "t",
    ops: OPS,
    directives: &[CustomDirective {
        name: "Echo",
        parse: parse_echo,
        print: print_echo,
    }],
    ..DialectDef::DEFAULT
};

/// Parses `body` (inside a function), prints it, and compares the function
/// body lines with `expected`.
fn check(body: &str, expected: &str) {
    let mut dialects: Vec<&'static DialectDef> = tileir_dialects::ALL.to_vec();
    dialects.push(&T);
    let ctx = tileir_ir::Context::with_dialects(&dialects);
    let text = format!("func.func @f(%a: i32, %b: f32) {{\n{body}\n  return\n}}\n");
    let owned = tileir_ir::parser::parse_source(&ctx, "t.mlir", &text, 1, &Default::default())
        .unwrap_or_else(|d| panic!("parse failed: {}\n{text}", d.message));
    let out = tileir_ir::printer::print_op(&ctx, &owned.body, owned.op, &Default::default());
    let lines: Vec<&str> = out.lines().collect();
    let inner = lines[2..lines.len() - 4]
        .iter()
        .map(|l| l.trim_start_matches("    "))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(inner, expected, "full output:\n{out}");
}

#[test]
fn operands_and_functional_type() {
    check(
        "  %0:2 = t.functional %a, %b : (i32, f32) -> (i32, f32)",
        "%0:2 = t.functional %arg0, %arg1 : (i32, f32) -> (i32, f32)",
    );
    check(
        "  %0 = t.functional %a : (i32) -> f32",
        "%0 = t.functional %arg0 : (i32) -> f32",
    );
}

#[test]
fn optional_group_with_else() {
    check(
        "  t.else %a : i32\n  t.else none",
        "t.else %arg0 : i32\nt.else none",
    );
}

#[test]
fn oilist_any_order() {
    // Each present clause prints its keyword with the usual space, in the
    // format's order; absent clauses print nothing (as mlir-opt 22 prints
    // `test.oilist_with_keywords_only keyword`).
    check(
        "  t.oilist flag lb = 3\n  t.oilist",
        "t.oilist lb = 3 flag\nt.oilist",
    );
}

#[test]
fn region_and_attr_dict_with_keyword() {
    check(
        "  t.region attributes {x = 1 : i32} {\n    %0 = arith.constant 1 : i32\n  }",
        "t.region attributes {x = 1 : i32} {\n  %c1_i32 = arith.constant 1 : i32\n}",
    );
}

#[test]
fn prop_dict_and_qualified() {
    check("  t.prop <{p = 4 : i64}> {d}", "t.prop <{p = 4 : i64}> {d}");
    check(
        "  t.qual #arith.fastmath<fast> <nnan>",
        "t.qual #arith.fastmath<fast> <nnan>",
    );
}

#[test]
fn custom_directive_with_refs() {
    check(
        "  t.echo %a, %a <2> : i32, i32",
        "t.echo %arg0, %arg0 <2> : i32, i32",
    );
}

#[test]
fn unit_attr_anchor_is_elided() {
    check(
        "  t.unit %a nontemporal : i32\n  t.unit %a : i32",
        "t.unit %arg0 nontemporal : i32\nt.unit %arg0 : i32",
    );
}

#[test]
fn symbol_name_and_type_attr() {
    check("  t.sym @foo : vector<4xf32>", "t.sym @foo : vector<4xf32>");
}

/// The operands of an isolated op are resolved in the enclosing body even
/// when its `$body` was parsed first (they used to be looked up in the op's
/// own body: a wrong value, or an index out of bounds and a panic).
#[test]
fn isolated_op_with_declarative_body() {
    check(
        "  %0 = t.isolated(%a, %a) : (i32, i32) -> i32 {\n  ^bb0(%x: i32, %y: i32):\n    t.unit %x : i32\n    t.unit %y : i32\n  }\n  t.isolated(%b) : (f32) -> () {\n  }",
        "%0 = t.isolated(%arg0, %arg0) : (i32, i32) -> i32 {\n^bb0(%arg2: i32, %arg3: i32):\n  t.unit %arg2 : i32\n  t.unit %arg3 : i32\n}\nt.isolated(%arg1) : (f32) -> () {\n}",
    );
}
