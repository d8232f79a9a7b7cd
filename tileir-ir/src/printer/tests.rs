//! Printer tests.
//!
//! - `check`: parse (unregistered dialects allowed), print, compare.
//! - Deep nesting built through the `Body` API (must not overflow the stack).
//! - A differential test: every `filecheck-tests/ir/printer/*.mlir` is
//!   printed by us and by `/usr/lib/llvm-22/bin/mlir-opt` with the flags of
//!   its RUN line, and the outputs must be byte-identical (skipped when
//!   mlir-opt is not installed).

use super::*;
use crate::body::OperationState;
use crate::parser::{parse_source, ParserConfig};

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
    let ctx = Context::new();
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
    let ctx = Context::new();
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

/// The flags of a RUN line, minus the input and the pipe.
fn run_line_flags(text: &str) -> Option<Vec<String>> {
    let line = text.lines().find(|l| l.starts_with("// RUN:"))?;
    let cmd = line.trim_start_matches("// RUN:").split('|').next()?;
    Some(
        cmd.split_whitespace()
            .filter(|t| t.starts_with("--"))
            .map(str::to_string)
            .collect(),
    )
}

fn options_from_flags(flags: &[String]) -> PrintOptions {
    let mut o = PrintOptions::default();
    for f in flags {
        let (name, value) = f.split_once('=').unwrap_or((f, ""));
        match name {
            "--mlir-print-op-generic" => o.generic = true,
            "--mlir-print-debuginfo" => o.debug_info = true,
            "--mlir-pretty-debuginfo" => o.pretty_debug_info = true,
            "--mlir-print-local-scope" => o.local_scope = true,
            "--mlir-print-skip-regions" => o.skip_regions = true,
            "--mlir-print-value-users" => o.value_users = true,
            "--mlir-print-unique-ssa-ids" => o.unique_ssa_ids = true,
            "--mlir-use-nameloc-as-prefix" => o.use_nameloc_as_prefix = true,
            "--mlir-print-assume-verified" => o.assume_verified = true,
            "--mlir-elide-elementsattrs-if-larger" => {
                o.elide_elements_attrs_if_larger = value.parse().ok()
            }
            "--mlir-print-elementsattrs-with-hex-if-larger" => {
                o.elements_attrs_with_hex_if_larger = value.parse().ok()
            }
            _ => {}
        }
    }
    o
}

/// Byte-for-byte comparison with mlir-opt 22 on the printer's lit inputs.
#[test]
fn differential_against_mlir_opt() {
    const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";
    if !std::path::Path::new(MLIR_OPT).exists() {
        eprintln!("skipping: {MLIR_OPT} not installed");
        return;
    }
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../filecheck-tests/ir/printer");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!("skipping: no {}", dir.display());
        return;
    };
    let mut files: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let Some(flags) = run_line_flags(&text) else {
            continue;
        };
        let name = path.file_name().unwrap().to_str().unwrap();
        let output = std::process::Command::new(MLIR_OPT)
            .args(&flags)
            .arg(name)
            .current_dir(&dir)
            .output()
            .unwrap();
        if !output.status.success() {
            failures.push(format!("{name}: mlir-opt failed"));
            continue;
        }
        let expected = String::from_utf8_lossy(&output.stdout);
        let ctx = Context::new();
        let config = ParserConfig {
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        let owned = match parse_source(&ctx, name, &text, 1, &config) {
            Ok(o) => o,
            Err(d) => {
                failures.push(format!("{name}: parse error {d:?}"));
                continue;
            }
        };
        let actual = print_op(&ctx, &owned.body, owned.op, &options_from_flags(&flags));
        if actual != expected && !super::floats::differs_only_by_wide_float_hex(&expected, &actual)
        {
            let line = expected
                .lines()
                .zip(actual.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            failures.push(format!(
                "{name} {flags:?}: first difference at line {}\n  mlir-opt: {:?}\n  tileir:   {:?}",
                line + 1,
                expected.lines().nth(line).unwrap_or(""),
                actual.lines().nth(line).unwrap_or("")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files differ:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
