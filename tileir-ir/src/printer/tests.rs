//! Printer tests.
//!
//! - `check`: parse (unregistered dialects allowed), print, compare.
//! - Deep nesting built through the `Body` API (must not overflow the stack).
//! - Chunked printing of a multi-block root against the sequential printer.
//!
//! Tests on IR of the real dialects (chunked printing and parallel numbering
//! of functions, the differential test against mlir-opt 22 on
//! `filecheck-tests/ir/printer`) are in the dialects crate:
//! `tileir-ir/dialects/tests/core/printer.rs`.

use super::*;
use crate::body::OperationState;
use crate::ids::OpId;
use crate::parser::{parse_source, ParserConfig};
use crate::testing::check_chunked;

fn parse(ctx: &Context, name: &str, text: &str) -> crate::OwnedOp {
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    match parse_source(ctx, name, text, 1, &config) {
        Ok(owned) => owned,
        Err(d) => panic!("parse error in test input: {d:?}"),
    }
}

fn print_with(text: &str, options: &PrintOptions) -> String {
    let ctx = Context::builtin();
    let owned = parse(&ctx, "test.mlir", text);
    print_op(&ctx, &owned.body, owned.op, options)
}

#[track_caller]
fn check(text: &str, options: &PrintOptions, expected: &str) {
    let actual = print_with(text, options);
    if actual != expected {
        panic!("printer output differs\n--- expected\n{expected}\n--- actual\n{actual}");
    }
}

fn generic() -> PrintOptions {
    PrintOptions {
        generic: true,
        ..Default::default()
    }
}

#[test]
fn generic_op_with_everything() {
    check(
        r#""t.a"() ({
^bb0(%x: i32):
  %0:2 = "t.b"(%x) {k = 1 : i64} : (i32) -> (i32, i32)
  "t.br"(%0#1)[^bb1] : (i32) -> ()
^bb1:
  "t.ret"() : () -> ()
}, {
}) : () -> ()
"#,
        &generic(),
        r#""builtin.module"() ({
  "t.a"() ({
  ^bb0(%arg0: i32):
    %0:2 = "t.b"(%arg0) {k = 1 : i64} : (i32) -> (i32, i32)
    "t.br"(%0#1)[^bb1] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "t.ret"() : () -> ()
  }, {
  }) : () -> ()
}) : () -> ()

"#,
    );
}

#[test]
fn aliases_and_escaping() {
    check(
        r#""t.a"() {m = affine_map<(d0) -> (d0 * -1 + 2)>, s = "a\"b\n", "k y" = unit, t = tuple<i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1>} : () -> ()
"#,
        &PrintOptions::default(),
        r#"!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
#map = affine_map<(d0) -> (-d0 + 2)>
module {
  "t.a"() {"k y", m = #map, s = "a\22b\0A", t = !tuple} : () -> ()
}

"#,
    );
}

#[test]
fn local_scope_has_no_aliases() {
    let options = PrintOptions {
        local_scope: true,
        generic: true,
        ..Default::default()
    };
    check(
        "\"t.a\"() {m = affine_map<(d0) -> (d0)>} : () -> ()\n",
        &options,
        "\"builtin.module\"() ({\n  \"t.a\"() {m = affine_map<(d0) -> (d0)>} : () -> ()\n}) : () -> ()\n",
    );
}

#[test]
fn floats() {
    check(
        "\"t.a\"() {a = 1.0 : f32, b = 0.1 : f64, c = 0x7FC00000 : f32, d = 123456789.0 : f64, e = 0.333333333 : f32} : () -> ()\n",
        &generic(),
        "\"builtin.module\"() ({\n  \"t.a\"() {a = 1.000000e+00 : f32, b = 1.000000e-01 : f64, c = 0x7FC00000 : f32, d = 0x419D6F3454000000 : f64, e = 0.333333343 : f32} : () -> ()\n}) : () -> ()\n\n",
    );
}

#[test]
fn skip_regions() {
    let options = PrintOptions {
        skip_regions: true,
        generic: true,
        ..Default::default()
    };
    check(
        "\"t.a\"() ({\n  \"t.b\"() : () -> ()\n}) : () -> ()\n",
        &options,
        "\"builtin.module\"() ({...}) : () -> ()\n\n",
    );
}

#[test]
fn nested_op_uses_root_numbering() {
    let ctx = Context::builtin();
    let owned = parse(
        &ctx,
        "test.mlir",
        "\"t.f\"() ({\n  %0 = \"t.a\"() : () -> i32\n}) : () -> ()\n\"t.f\"() ({\n  %0 = \"t.b\"() {m = affine_map<(d0) -> (d0)>} : () -> i32\n}) : () -> ()\n",
    );
    let module_region = owned.body.regions(owned.op)[0];
    let inner = owned.body.region_body(owned.op);
    let block = inner.entry_block(module_region).unwrap();
    let second = inner.last_op(block).unwrap();
    // Generic form numbers the whole module (the last function first).
    let out = print_nested_op(&ctx, &owned.body, owned.op, inner, second, &generic());
    assert_eq!(
        out,
        "\"t.f\"() ({\n  %0 = \"t.b\"() {m = affine_map<(d0) -> (d0)>} : () -> i32\n}) : () -> ()\n"
    );
    let first = inner.first_op(block).unwrap();
    let out = print_nested_op(&ctx, &owned.body, owned.op, inner, first, &generic());
    assert_eq!(
        out,
        "\"t.f\"() ({\n  %1 = \"t.a\"() : () -> i32\n}) : () -> ()\n"
    );
}

/// Builds `depth` nested `t.nest` ops (each in the region of the next).
fn nested(ctx: &Context, depth: usize) -> (Body, OpId) {
    let mut body = Body::new();
    let loc = ctx.unknown_loc();
    let name = ctx.op_name("t.nest");
    let i32t = ctx.int_type(32);
    let mut inner: Option<OpId> = None;
    for _ in 0..depth {
        let mut state = OperationState::new(name, loc);
        state.result_types.push(i32t);
        if let Some(child) = inner {
            let region = body.new_region();
            let block = body.create_block();
            body.append_block(region, block);
            body.append_op(block, child);
            state.regions.push(region);
        }
        inner = Some(body.create_op(ctx, state));
    }
    (body, inner.unwrap())
}

/// Runs `f` on a small stack, so recursion over nesting fails loudly.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

/// 100,000 nested regions: naming and alias collection (everything but the
/// text, which grows quadratically with indentation) must not recurse.
#[test]
fn deep_nesting_does_not_overflow() {
    on_small_stack(|| {
        let ctx = Context::with_dialects(&[]);
        let (body, root) = nested(&ctx, 100_000);
        let options = PrintOptions::default();
        let names = names::number_op(&ctx, &body, root, &options);
        let mut collector = Printer::new(&ctx, &options, &body, &names, true);
        collector.run_root(root);
        let mut init = AliasInit::new(&ctx);
        collector.replay_visits(&mut init);
        assert!(init.finish().list.is_empty());
    });
    on_small_stack(|| {
        let ctx = Context::with_dialects(&[]);
        let (body, root) = nested(&ctx, 2_000);
        let out = print_op(&ctx, &body, root, &PrintOptions::default());
        // As in MLIR, the root is numbered after its regions were queued
        // with the counters at zero.
        assert!(out.starts_with("%0 = \"t.nest\"() ({\n  %0 = \"t.nest\"() ({\n    %1 = "));
        assert_eq!(out.matches("\"t.nest\"()").count(), 2_000);
    });
}

/// A root with several regions and blocks (no implicit module): block
/// headers, predecessors and skipped terminators between chunks.
#[test]
fn chunked_printing_multi_block_root() {
    let ctx = Context::builtin();
    let mut text = String::from("\"t.root\"() ({\n");
    for b in 0..4 {
        text.push_str(&format!("^bb{b}(%a{b}: i32):\n"));
        for i in 0..120 {
            text.push_str(&format!(
                "  %v{b}_{i} = \"t.op\"(%a{b}) ({{\n    \"t.inner\"(%a{b}) : (i32) -> ()\n  }}) : (i32) -> i32\n"
            ));
        }
        text.push_str(&format!(
            "  \"t.br\"(%a{b})[^bb{}] : (i32) -> ()\n",
            (b + 1) % 4
        ));
    }
    text.push_str("}, {\n  \"t.x\"() : () -> ()\n}, {\n}) : () -> ()\n");
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        implicit_module: false,
        ..Default::default()
    };
    let owned = parse_source(&ctx, "multi.mlir", &text, 1, &config).unwrap();
    for options in [
        PrintOptions::default(),
        generic(),
        PrintOptions {
            value_users: true,
            ..Default::default()
        },
    ] {
        let (out, _) = check_chunked(&ctx, &owned, &options);
        assert!(out.contains("^bb2(%"));
    }
}

#[test]
fn decimal_integers_print_like_fmt() {
    for n in [0u64, 7, 9, 10, 42, 99, 100, 512, 999, 1000, 65535, u64::MAX] {
        let mut out = String::new();
        names::push_u64(&mut out, n);
        assert_eq!(out, n.to_string());
    }
    for n in [0i64, -1, -99, -1000, i64::MIN, i64::MAX] {
        let mut out = String::new();
        names::push_i64(&mut out, n);
        assert_eq!(out, n.to_string());
    }
}
