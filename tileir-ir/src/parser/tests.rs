//! Parser unit tests: inputs go through [`parse_source`] and come back as
//! printed IR (via `crate::printer`) or as a rendered diagnostic. Parallel
//! parsing of functions of the real dialects is tested in the dialects
//! crate (`tileir-ir/dialects/tests/core/parser.rs`).

use super::{parse_source, ParserConfig};
use crate::attributes::{AttrData, DenseData};
use crate::context::Context;
use crate::diag::{SourceFile, SourceMgr};
use crate::printer::{print_op, PrintOptions};

fn config() -> ParserConfig {
    ParserConfig {
        allow_unregistered_dialect: true,
        implicit_module: true,
        ..ParserConfig::default()
    }
}

/// Parses `input` and returns the printed IR, or `error: <line>:<col>: <message>`.
fn run(ctx: &Context, input: &str) -> String {
    match parse_source(ctx, "t.mlir", input, 1, &config()) {
        Ok(owned) => {
            let text = print_op(ctx, &owned.body, owned.op, &PrintOptions::default());
            // Without a registered builtin dialect the module prints generically.
            match text.split_once("\"builtin.module\"() ({\n") {
                Some((aliases, rest)) => {
                    let rest = rest.trim_end().trim_end_matches("}) : () -> ()");
                    format!("{aliases}module {{\n{rest}}}")
                }
                None => text,
            }
        }
        Err(d) => {
            let mut sm = SourceMgr::new();
            sm.add(SourceFile::new("t.mlir", input));
            sm.render(ctx, &d)
        }
    }
}

/// The one narrow helper: `input` must print (or fail) as `expected`.
#[track_caller]
fn check(input: &str, expected: &str) {
    let ctx = Context::with_dialects(&[]);
    let got = run(&ctx, input);
    assert_eq!(got.trim_end(), expected.trim_end(), "input:\n{input}");
}

/// Only the first line of the rendered diagnostic.
#[track_caller]
fn check_err(input: &str, expected: &str) {
    let ctx = Context::with_dialects(&[]);
    let got = run(&ctx, input);
    let first = got.lines().next().unwrap_or("");
    assert_eq!(first, expected, "input:\n{input}\nfull output:\n{got}");
}

/// Parses and returns the context and the attribute `a` of the first op.
fn attr_of(ctx: &Context, input: &str) -> AttrData {
    let owned = parse_source(ctx, "t.mlir", input, 1, &config()).expect("parses");
    let child = owned.body.child_body(owned.op).expect("module body");
    let mut found = None;
    for i in 0..child.op_capacity() {
        let op = crate::ids::OpId::new(i);
        if !child.is_erased(op) {
            if let Some(a) = child.attr(ctx, op, "a") {
                found = Some(ctx.attr_data(a).clone());
                break;
            }
        }
    }
    found.expect("attribute a")
}

#[test]
fn generic_ops_and_values() {
    check(
        r#"%0:2 = "t.a"() : () -> (i32, i64)
"t.b"(%0#1, %0#0) : (i64, i32) -> ()"#,
        r#"module {
  %0:2 = "t.a"() : () -> (i32, i64)
  "t.b"(%0#1, %0#0) : (i64, i32) -> ()
}"#,
    );
}

#[test]
fn forward_references_resolve() {
    check(
        r#""t.r"() ({
^bb0:
  "t.use"(%x) : (i32) -> ()
  %x = "t.def"() : () -> i32
  "t.br"() [^bb1] : () -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()"#,
        r#"module {
  "t.r"() ({
    "t.use"(%0) : (i32) -> ()
    %0 = "t.def"() : () -> i32
    "t.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "t.end"() : () -> ()
  }) : () -> ()
}"#,
    );
}

#[test]
fn ssa_diagnostics() {
    check_err(
        r#"%0 = "t.x"(%1) : (i32) -> i32"#,
        "t.mlir:1:12: error: use of undeclared SSA value name",
    );
    check_err(
        "%0 = \"t.a\"() : () -> i32\n%0 = \"t.a\"() : () -> i32",
        "t.mlir:2:1: error: redefinition of SSA value '%0'",
    );
    check_err(
        "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (i64) -> ()",
        "t.mlir:2:7: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'",
    );
    check_err(
        "\"t.b\"(%0) : (i64, i32) -> ()",
        "t.mlir:1:13: error: expected 1 operand type\0 but had 2",
    );
    check_err(
        "\"t.b\"() : () -> ()\n\"t.c\"() [^bb9] : () -> ()",
        "t.mlir:2:10: error: reference to an undefined block",
    );
}

#[test]
fn wrong_token_errors_back_up_to_previous_token() {
    check_err(
        "\"t.b\"() : () -> () loc(\"a\":1 to 3)",
        "t.mlir:1:29: error: expected ')' in location",
    );
    check_err(
        "\"t.b\"() : () -> (\n\n",
        "t.mlir:1:18: error: expected non-function type",
    );
}

#[test]
fn lexer_errors_win() {
    check_err(
        "\"t.b\"() {a = \"abc} : () -> ()",
        "t.mlir:1:30: error: expected '\"' in string literal",
    );
    check_err("é", "t.mlir:1:1: error: unexpected character");
    check_err("%", "t.mlir:1:1: error: invalid SSA name");
}

#[test]
fn unregistered_and_unknown_ops() {
    let ctx = Context::with_dialects(&[]);
    let cfg = ParserConfig::default();
    let err = parse_source(&ctx, "t.mlir", "\"foo.x\"() : () -> ()", 1, &cfg).unwrap_err();
    assert_eq!(err.message, "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used");
    check_err(
        "func.bar",
        "t.mlir:1:1: error: Dialect `func' not found for custom op 'func.bar' ",
    );
}

#[test]
fn types_round_trip() {
    check(
        r#""t.x"() : () -> (i1, si8, ui16, index, f8E4M3FN, bf16, tf32, f80, complex<f32>, tuple<i32, f32>, vector<[4]x8xf32>, tensor<?x4xf32>, tensor<*xi8>, memref<4x?xf32, strided<[?, 1], offset: ?>, 3>, memref<*xf32>, none, (i32) -> i64, !foo<"a>b">, !foo.bar<1>)"#,
        r#"module {
  %0:19 = "t.x"() : () -> (i1, si8, ui16, index, f8E4M3FN, bf16, tf32, f80, complex<f32>, tuple<i32, f32>, vector<[4]x8xf32>, tensor<?x4xf32>, tensor<*xi8>, memref<4x?xf32, strided<[?, 1], offset: ?>, 3>, memref<*xf32>, none, (i32) -> i64, !foo<"a>b">, !foo.bar<1>)
}"#,
    );
    check_err(
        r#""t.x"() : () -> vector<0xf32>"#,
        "t.mlir:1:17: error: vector types must have positive constant sizes but got 0",
    );
    check_err(
        r#""t.x"() : () -> tensor<4xnone>"#,
        "t.mlir:1:26: error: invalid tensor element type",
    );
    check_err(
        r#""t.x"() : () -> i99999999"#,
        "t.mlir:1:17: error: integer bitwidth is limited to 16777215 bits",
    );
    check_err(
        r#""t.x"() : () -> !foo.a<b"#,
        "t.mlir:1:23: error: unbalanced '<' character in pretty dialect name",
    );
}

#[test]
fn attributes_round_trip() {
    check(
        r#""t.x"() {a = 1 : i32, b = -2, c = 1.5 : f16, d = "s\n", e = [1, unit], f = {x}, g = @a::@b, h = dense<[1, 2]> : tensor<2xi32>, i = array<i32: 1, 2>, j = affine_map<(d0)[s0] -> (d0 + s0)>, k = true, l = f32, m = 0x7FC00000 : f32} : () -> ()"#,
        r#"#map = affine_map<(d0)[s0] -> (d0 + s0)>
module {
  "t.x"() {a = 1 : i32, b = -2 : i64, c = 1.500000e+00 : f16, d = "s\0A", e = [1, unit], f = {x}, g = @a::@b, h = dense<[1, 2]> : tensor<2xi32>, i = array<i32: 1, 2>, j = #map, k = true, l = f32, m = 0x7FC00000 : f32} : () -> ()
}"#,
    );
}

#[test]
fn attribute_encodings() {
    let ctx = Context::with_dialects(&[]);
    match attr_of(&ctx, r#""t.x"() {a = 0xFFFFFFFF : i32} : () -> ()"#) {
        AttrData::Integer { value, .. } => assert_eq!(value.get(), -1),
        other => panic!("{other:?}"),
    }
    match attr_of(&ctx, r#""t.x"() {a = 1 : i1} : () -> ()"#) {
        AttrData::Bool(b) => assert!(b),
        other => panic!("{other:?}"),
    }
    match attr_of(&ctx, r#""t.x"() {a = 1.0 : bf16} : () -> ()"#) {
        AttrData::Float { bits, .. } => assert_eq!(bits.get(), 0x3F80),
        other => panic!("{other:?}"),
    }
    match attr_of(
        &ctx,
        r#""t.x"() {a = dense<[1, 1]> : tensor<2xi16>} : () -> ()"#,
    ) {
        AttrData::DenseElements {
            data: DenseData::Raw { splat, bytes },
            ..
        } => {
            assert!(splat);
            assert_eq!(&*bytes, &[1, 0]);
        }
        other => panic!("{other:?}"),
    }
    check_err(
        r#""t.x"() {a = -0 : i32} : () -> ()"#,
        "t.mlir:1:15: error: integer constant out of range for attribute",
    );
    check_err(
        r#""t.x"() {a = dense<"0x0102"> : tensor<2xi1>} : () -> ()"#,
        "t.mlir:1:14: error: elements hex data size is invalid for provided type: 'tensor<2xi1>'",
    );
}

#[test]
fn locations_and_deferred_aliases() {
    let ctx = Context::with_dialects(&[]);
    let input = "\"t.x\"() : () -> () loc(#l1)\n\"t.y\"() : () -> () loc(fused<\"m\">[\"a\":1:2 to :5, callsite(\"f\" at unknown)])\n#l1 = loc(\"q\":3:4)";
    let owned = parse_source(&ctx, "t.mlir", input, 1, &config()).expect("parses");
    let child = owned.body.child_body(owned.op).unwrap();
    let first = child.op_loc(crate::ids::OpId::new(0));
    assert_eq!(
        ctx.loc_data(first),
        &crate::attributes::LocData::FileLineCol {
            file: ctx.symbol("q"),
            line: 3,
            col: 4
        }
    );
    check_err(
        "\"t.x\"() : () -> () loc(#l9)",
        "t.mlir:1:24: error: operation location alias was never defined",
    );
    check_err(
        "\"t.x\"() : () -> () loc(#l9)\n#l9 = 3",
        "t.mlir:1:24: error: expected location, but found '3 : i64'",
    );
}

#[test]
fn implicit_module_and_single_op() {
    let ctx = Context::with_dialects(&[]);
    let cfg = ParserConfig {
        allow_unregistered_dialect: true,
        implicit_module: false,
        ..ParserConfig::default()
    };
    let err = parse_source(
        &ctx,
        "t.mlir",
        "\"a.x\"() : () -> ()\n\"a.y\"() : () -> ()",
        1,
        &cfg,
    )
    .unwrap_err();
    assert_eq!(
        err.message,
        "source must contain a single top-level operation, found: 2"
    );
    let ok = parse_source(&ctx, "t.mlir", "\"a.x\"() : () -> ()", 1, &cfg).unwrap();
    assert_eq!(ctx.op_name_str(ok.body.op_name(ok.op)), "a.x");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    // tileir-opt parses on a big-stack thread; 8 MiB is what the limit is sized for.
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(deep_nesting)
        .expect("spawn")
        .join()
        .expect("no panic");
}

fn deep_nesting() {
    let n = 100_000;
    let mut s = String::new();
    for _ in 0..n {
        s.push_str("\"t.r\"() ({\n");
    }
    for _ in 0..n {
        s.push_str("}) : () -> ()\n");
    }
    let ctx = Context::with_dialects(&[]);
    let err = parse_source(&ctx, "t.mlir", &s, 1, &config()).unwrap_err();
    assert!(
        err.message.contains("nesting depth limit"),
        "{}",
        err.message
    );
    let types = format!(
        "\"t.x\"() : () -> {}i32{}",
        "tuple<".repeat(n),
        ">".repeat(n)
    );
    let err = parse_source(&ctx, "t.mlir", &types, 1, &config()).unwrap_err();
    assert!(
        err.message.contains("nesting depth limit"),
        "{}",
        err.message
    );
    let attrs = format!(
        "\"t.x\"() {{a = {}1{}}} : () -> ()",
        "[".repeat(n),
        "]".repeat(n)
    );
    let err = parse_source(&ctx, "t.mlir", &attrs, 1, &config()).unwrap_err();
    assert!(
        err.message.contains("nesting depth limit"),
        "{}",
        err.message
    );
}

/// Every prefix of rich inputs parses or fails without panicking.
#[test]
fn truncations_never_panic() {
    let inputs = [
        r#"#map = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0 floordiv 4, d1 mod 3)>
!t = tensor<4x?xf32, #foo.enc<"x">>
%0:2 = "t.a"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = #map, c = @s::@t, d = "x\"y"} : () -> (i32, !t)
"t.r"(%0#0) ({
^bb0(%a: i32 loc("f":1:2), %b: f32):
  "t.br"(%a) [^bb1] : (i32) -> ()
^bb1:
  "t.end"() : () -> () loc(fused<"m">["a":1:2 to 3:4, callsite("x" at unknown)])
}, {}) {e = sparse<[[0, 1]], [2.5]> : tensor<2x2xf32>, f = array<f32: 1.0, -2.>, g = distinct[0]<42>} : (i32) -> () loc(#loc)
#loc = loc("z"(unknown))
{-#
  dialect_resources: { builtin: { blob: "0x04000000DEADBEEF" } },
  external_resources: { ext: { k: true } }
#-}
"#,
        "\"t.x\"() {a = 0x7FC00000 : f32, b = dense<\"0x0100000002000000\"> : tensor<2xi32>, c = strided<[?, 1], offset: 4>, d = affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>} : () -> memref<4x?xf32, 1>",
    ];
    let ctx = Context::with_dialects(&[]);
    for input in inputs {
        assert!(
            parse_source(&ctx, "t.mlir", input, 1, &config()).is_ok(),
            "{:?}",
            parse_source(&ctx, "t.mlir", input, 1, &config()).err()
        );
        for (i, _) in input.char_indices() {
            let _ = parse_source(&ctx, "t.mlir", &input[..i], 1, &config());
        }
    }
}

#[test]
fn affine_maps_simplify_and_diagnose() {
    check(
        r#""t.a"() {a = affine_map<(d0, d1)[s0] -> (d0 + 2 + 3, s0 + d1, d0 * 4 floordiv 2, d0 - d0, 2 * s0, (d0 * 8 + d1) mod 4)>} : () -> ()"#,
        r#"#map = affine_map<(d0, d1)[s0] -> (d0 + 5, d1 + s0, d0 * 2, 0, s0 * 2, d1 mod 4)>
module {
  "t.a"() {a = #map} : () -> ()
}"#,
    );
    check_err(
        r#""t.a"() {a = affine_map<(d0) -> (d0 +)>} : () -> ()"#,
        "t.mlir:1:38: error: missing right operand of binary operator",
    );
    check_err(
        r#""t.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()"#,
        "t.mlir:1:34: error: use of undeclared identifier",
    );
    check_err(
        r#""t.a"() {a = affine_set<(d0) : (d0 > 1)>} : () -> ()"#,
        "t.mlir:1:38: error: expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
    );
}

#[test]
fn resource_blobs_and_namespaces() {
    check_err(
        "{-# dialect_resources: { builtin: { b: \"0x0400\" } } #-}",
        "t.mlir:1:40: error: expected hex string blob for key 'b' to encode alignment in first 4 bytes",
    );
    check_err(
        "\"t.a\"() : () -> !a-b.c",
        "t.mlir:1:22: error: invalid dialect namespace '\"a-b\"'",
    );
}

#[test]
fn line_cursors_count_every_newline() {
    use super::core::{advance_lines, count_newlines};
    // Newlines on both sides of the 32-byte block boundaries.
    let text: String = (0..200)
        .map(|i| if i % 7 == 0 { '\n' } else { 'x' })
        .collect();
    let bytes = text.as_bytes();
    for end in 0..bytes.len() {
        let slow = bytes[..end].iter().filter(|&&b| b == b'\n').count();
        assert_eq!(count_newlines(&bytes[..end]), slow, "end {end}");
    }
    for start in 0..bytes.len() {
        let slow = bytes[start..].iter().position(|&b| b == b'\n');
        assert_eq!(
            super::core::find_newline(&bytes[start..]),
            slow,
            "start {start}"
        );
    }
    assert_eq!(super::core::find_newline(b"no line break here"), None);
    // From a cursor at 10 (line 2, which starts at 8) to 100.
    let (pos, line, line_start) = advance_lines(&text, (10, 2, 8), 100);
    assert_eq!((pos, line, line_start), (100, 15, 99));
    // No newline in between: the line stays.
    assert_eq!(advance_lines(&text, (99, 15, 99), 104), (104, 15, 99));
}

#[test]
fn function_types_memoised_by_spelling_parse_as_without_memo() {
    // The same signatures spelled again (memo hits), a result type whose
    // body is not adjacent (the guessed span is too short: no memo), a
    // result list, and a spelling that only differs after the guess.
    check(
        r#""t.a"() : () -> tensor <4xi32>
"t.a"() : () -> tensor <4xi32>
"t.b"() : () -> tensor<4xi32>
"t.b"() : () -> tensor<4xi32>
"t.c"() : () -> (i32, tensor<2xf32>)
"t.c"() : () -> (i32, tensor<2xf32>)
"t.d"() {f = (i32) -> i64} : () -> ()
"t.d"() {f = (i32) -> i64} : () -> ()"#,
        r#"module {
  %0 = "t.a"() : () -> tensor<4xi32>
  %1 = "t.a"() : () -> tensor<4xi32>
  %2 = "t.b"() : () -> tensor<4xi32>
  %3 = "t.b"() : () -> tensor<4xi32>
  %4:2 = "t.c"() : () -> (i32, tensor<2xf32>)
  %5:2 = "t.c"() : () -> (i32, tensor<2xf32>)
  "t.d"() {f = (i32) -> i64} : () -> ()
  "t.d"() {f = (i32) -> i64} : () -> ()
}"#,
    );
    // A spelling memoised at the top level still reports the nesting limit
    // when it comes again deep inside regions.
    let ty = format!("() -> ({}i32{})", "tuple<".repeat(100), ">".repeat(100));
    let deep = format!(
        "\"t.e\"() : {ty}\n{}\"t.e\"() : {ty}\n{}",
        "\"t.r\"() ({\n".repeat(200),
        "}) : () -> ()\n".repeat(200)
    );
    check_err(
        &deep,
        "t.mlir:202:348: error: nesting depth limit of 256 exceeded",
    );
}
