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
use crate::ids::OpId;
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

/// The reference for the chunked printer: the whole op printed by one
/// `Printer` in one go (its work-list drained), then stitched, as `print_op`
/// did before printing was streamed.
fn print_sequential(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions) -> String {
    let (names, globals, top_level) = number_and_collect(ctx, body, op, options);
    let shared = Shared {
        ctx,
        opts: options,
        names: &names,
        aliases: &globals.aliases,
        distinct_ids: &globals.distinct_ids,
    };
    let mut p = shared.printer(body);
    let mut result = String::new();
    if top_level {
        p.print_alias_defs(false);
        result = std::mem::take(&mut p.out);
    }
    p.run_root(op);
    p.stitch(&mut result);
    result.push('\n');
    if top_level {
        p.out.clear();
        p.print_alias_defs(true);
        p.print_resources(&globals.resources);
        result.push_str(&p.out);
        result.push('\n');
    }
    result
}

/// Prints with the streaming engine cut into chunks of about `chunk_bytes`
/// on `threads` threads; also checks every piece is written in one call.
fn print_chunked(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
    threads: usize,
    chunk_bytes: usize,
) -> (String, usize) {
    let chunking = Chunking {
        threads: Some(threads),
        chunk_bytes,
    };
    let mut out = String::new();
    let mut pieces = 0;
    print_op_with(ctx, body, op, options, &chunking, &mut |text| {
        out.push_str(text);
        pieces += 1;
        Ok(())
    })
    .unwrap();
    (out, pieces)
}

/// Every chunking (1 to 8 threads, chunks of one op to everything) gives the
/// bytes of a sequential print; `print_op` and `print_op_to` too.
#[track_caller]
fn check_chunked(ctx: &Context, owned: &crate::OwnedOp, options: &PrintOptions) -> (String, usize) {
    let expected = print_sequential(ctx, &owned.body, owned.op, options);
    assert_eq!(print_op(ctx, &owned.body, owned.op, options), expected);
    let mut bytes = Vec::new();
    print_op_to(ctx, &owned.body, owned.op, options, &mut bytes).unwrap();
    assert!(bytes == expected.as_bytes(), "print_op_to differs");
    let mut max_pieces = 0;
    for threads in [1, 2, 3, 8] {
        for chunk_bytes in [1, 300, 5000, usize::MAX] {
            let (actual, pieces) =
                print_chunked(ctx, &owned.body, owned.op, options, threads, chunk_bytes);
            max_pieces = max_pieces.max(pieces);
            if actual != expected {
                let line = expected
                    .lines()
                    .zip(actual.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(0);
                panic!(
                    "{threads} threads, {chunk_bytes}-byte chunks: first difference at line {}\n  sequential: {:?}\n  chunked:    {:?}",
                    line + 1,
                    expected.lines().nth(line).unwrap_or(""),
                    actual.lines().nth(line).unwrap_or("")
                );
            }
        }
    }
    (expected, max_pieces)
}

/// A module of `n` functions with nested regions (scf.for, scf.if, scf.while
/// with a multi-block region), calls between them, and optionally affine
/// maps, locations and distinct attributes (aliases).
fn many_functions(n: usize, aliases: bool) -> String {
    let mut s = String::from("module attributes {t.top = 1 : i32} {\n");
    for i in 0..n {
        let attr = if aliases && i % 3 == 0 {
            format!(" attributes {{m = affine_map<(d0) -> (d0 * {i})>, d = distinct[{i}]<{{k = {i}}}>, t = tuple<i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i{}>}}", i % 5 + 1)
        } else {
            String::new()
        };
        let loc = if aliases {
            format!(" loc(\"f{}.mlir\":{i}:1)", i % 7)
        } else {
            String::new()
        };
        s.push_str(&format!(
            r#"  func.func @f{i}(%a: i32, %lb: index, %ub: index) -> i32{attr} {{
    %c1 = arith.constant 1 : index
    %r = scf.for %iv = %lb to %ub step %c1 iter_args(%acc = %a) -> (i32) {{
      %x = arith.addi %acc, %a : i32{loc}
      %c = arith.cmpi slt, %x, %a : i32
      %y = scf.if %c -> (i32) {{
        scf.yield %x : i32
      }} else {{
        %z = arith.muli %x, %x : i32
        scf.yield %z : i32
      }}
      scf.yield %y : i32
    }}
    "t.multi"(%r) ({{
    ^bb0(%p: i32):
      "t.br"(%p)[^bb2] : (i32) -> ()
    ^bb1:
      "t.br"(%p)[^bb2] : (i32) -> ()
    ^bb2(%q: i32):
      "t.end"(%q) : (i32) -> ()
    }}) : (i32) -> (){loc}
    %call = func.call @f{}(%r, %lb, %ub) : (i32, index, index) -> i32
    return %call : i32
  }}
"#,
            (i + 1) % n
        ));
    }
    s.push_str("}\n");
    s
}

#[test]
fn chunked_printing_matches_sequential() {
    let ctx = Context::new();
    let owned = parse(&ctx, "many.mlir", &many_functions(300, false));
    let (text, pieces) = check_chunked(&ctx, &owned, &PrintOptions::default());
    // One-op chunks after the first chunk (16 ops).
    assert!(pieces > 280, "chunks were not cut: {pieces} pieces");
    assert!(text.starts_with("module attributes {t.top = 1 : i32} {\n  func.func @f0("));
    assert!(text.ends_with("  }\n}\n\n"));
    assert_eq!(text.matches("func.func @f").count(), 300);
    for options in [
        generic(),
        PrintOptions {
            value_users: true,
            ..Default::default()
        },
        PrintOptions {
            unique_ssa_ids: true,
            ..Default::default()
        },
        PrintOptions {
            skip_regions: true,
            ..Default::default()
        },
        PrintOptions {
            local_scope: true,
            ..Default::default()
        },
    ] {
        check_chunked(&ctx, &owned, &options);
    }
}

#[test]
fn chunked_printing_with_aliases() {
    let ctx = Context::new();
    let owned = parse(&ctx, "aliases.mlir", &many_functions(250, true));
    let (text, _) = check_chunked(&ctx, &owned, &PrintOptions::default());
    assert!(text.starts_with("!tuple = "), "{}", &text[..200]);
    assert!(text.contains("#map1 = "));
    assert!(text.contains("distinct[83]<"));
    for options in [
        PrintOptions {
            debug_info: true,
            ..Default::default()
        },
        PrintOptions {
            debug_info: true,
            generic: true,
            ..Default::default()
        },
        PrintOptions {
            debug_info: true,
            pretty_debug_info: true,
            ..Default::default()
        },
    ] {
        let (text, _) = check_chunked(&ctx, &owned, &options);
        assert!(text.contains("#loc"));
    }
}

#[test]
fn chunked_printing_generic_form() {
    let ctx = Context::new();
    let owned = parse(&ctx, "many.mlir", &many_functions(200, false));
    let (text, _) = check_chunked(&ctx, &owned, &generic());
    assert!(text.starts_with("\"builtin.module\"() ({\n  \"func.func\"() <{"));
    assert!(text.ends_with("}) {t.top = 1 : i32} : () -> ()\n\n"));
}

/// A root with several regions and blocks (no implicit module): block
/// headers, predecessors and skipped terminators between chunks.
#[test]
fn chunked_printing_multi_block_root() {
    let ctx = Context::new();
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

/// The printer's lit inputs, with the flags of their RUN lines, print the
/// same chunked and sequentially.
#[test]
fn chunked_printing_of_printer_tests() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../filecheck-tests/ir/printer");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut n = 0;
    for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
        if path.extension().is_none_or(|x| x != "mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let Some(flags) = run_line_flags(&text) else {
            continue;
        };
        let ctx = Context::new();
        let config = ParserConfig {
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        let Ok(owned) = parse_source(&ctx, "t.mlir", &text, 1, &config) else {
            continue;
        };
        check_chunked(&ctx, &owned, &options_from_flags(&flags));
        n += 1;
    }
    assert!(n > 10);
}

/// Numbering a module's functions on several threads names everything as
/// the sequential walk does: restarted counters per function, names
/// uniqued against the module's own names and within each function.
#[test]
fn parallel_numbering_matches_sequential() {
    let func = |i: usize| {
        format!(
            "  func.func @f{i}(%a: index, %b: i1) -> index {{\n    %x = arith.constant 0 : index\n    \
             %y = arith.constant 0 : index\n    %s = arith.addi %x, %y : index\n    \
             %r = scf.if %b -> (index) {{\n      %z = arith.constant 0 : index\n      \
             scf.yield %z : index\n    }} else {{\n      scf.yield %a : index\n    }}\n    \
             \"u.two\"() : () -> (i32, i32)\n    return %r : index\n  }}\n"
        )
    };
    let funcs: String = (0..300).map(func).collect();
    let text = format!(
        "module {{\n  %m = arith.constant 0 : index\n{funcs}  \"u.use\"(%m) : (index) -> ()\n}}\n"
    );
    let unique = PrintOptions {
        unique_ssa_ids: true,
        ..Default::default()
    };
    for sequential in numbered_on_one_and_three_threads(&text, &[unique]) {
        // The module's `%c0` is in scope in every function.
        assert!(
            sequential.contains("  %c0 = arith.constant 0 : index"),
            "{}",
            &sequential[..600]
        );
        assert!(
            sequential.contains("%c0_1 = arith.constant 0 : index"),
            "{sequential}"
        );
    }
}

/// Sibling regions of one body (unregistered ops of a module, not
/// isolated) numbered on several threads name everything as the sequential
/// walk does.
#[test]
fn parallel_numbering_of_one_body_matches_sequential() {
    let op = |i: usize| {
        format!(
            "  \"u.f\"() ({{\n  ^bb0(%a: index):\n    %x = arith.constant {i} : index\n    \
             %c = arith.constant 0 : index\n    \"u.r\"(%x) ({{\n      %z = arith.constant 0 : index\n      \
             \"u.use\"(%z, %m, %a) : (index, index, index) -> ()\n    }}) : (index) -> ()\n    \
             \"u.br\"()[^bb1] : () -> ()\n  ^bb1:\n    \"u.two\"() : () -> (i32, i32)\n  }}) : () -> ()\n"
        )
    };
    let ops: String = (0..300).map(op).collect();
    let text = format!("module {{\n  %m = arith.constant 0 : index\n{ops}}}\n");
    for sequential in numbered_on_one_and_three_threads(&text, &[]) {
        // Each region restarts its numbering; the module's `%c0` is in scope.
        assert!(
            sequential.contains("%c299 = arith.constant 299 : index"),
            "{}",
            &sequential[..800]
        );
        assert!(
            sequential.contains("%c0_1 = arith.constant 0 : index"),
            "{}",
            &sequential[..800]
        );
    }
}

/// `text` printed with numbering on one thread and on three, with the
/// default options, `--mlir-print-value-users` and `extra`: asserts both
/// print the same and returns the one-thread outputs.
fn numbered_on_one_and_three_threads(text: &str, extra: &[PrintOptions]) -> Vec<String> {
    let ctx = Context::new();
    let owned = parse(&ctx, "test.mlir", text);
    let value_users = PrintOptions {
        value_users: true,
        ..Default::default()
    };
    let mut all = vec![PrintOptions::default(), value_users];
    all.extend(extra.iter().cloned());
    all.iter()
        .map(|options| {
            let print = |threads: usize| {
                names::THREADS.with(|t| t.set(threads));
                let out = print_op(&ctx, &owned.body, owned.op, options);
                names::THREADS.with(|t| t.set(0));
                out
            };
            let sequential = print(1);
            assert_eq!(print(3), sequential);
            sequential
        })
        .collect()
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

/// The parallel phases called from many threads at once, from outside the
/// thread pool and from its tasks (as tileir-opt runs them): a speculative
/// parse, the threaded verifier and a streamed print all share the one
/// pool, and none waits on a task queued behind it. Each round gives the
/// sequential bytes; a deadlock fails the watchdog instead of hanging.
#[test]
fn parallel_phases_share_the_pool_without_deadlock() {
    use std::sync::mpsc;
    // Enough ops (> 20,000) for the verifier to go parallel.
    let input = std::sync::Arc::new(many_functions(1500, false));
    let round = |input: &str, multithreading: bool| -> String {
        let mut ctx = Context::new();
        ctx.set_multithreading(multithreading);
        let config = ParserConfig {
            parallelism: crate::parser::Parallelism {
                threads: 4,
                min_bytes: 0,
            },
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        let owned = parse_source(&ctx, "many.mlir", input, 1, &config).expect("parses");
        crate::verifier::verify(&ctx, &owned.body, owned.op).expect("verifies");
        print_chunked(
            &ctx,
            &owned.body,
            owned.op,
            &PrintOptions::default(),
            4,
            2000,
        )
        .0
    };
    let expected = round(&input, false);
    let (tx, rx) = mpsc::channel();
    for t in 0..6 {
        let (tx, input) = (tx.clone(), input.clone());
        std::thread::spawn(move || {
            for _ in 0..3 {
                let out = if t % 2 == 0 {
                    round(&input, true)
                } else {
                    crate::threads::install(|| round(&input, true))
                };
                let _ = tx.send(out);
            }
        });
    }
    drop(tx);
    for _ in 0..18 {
        let out = rx
            .recv_timeout(std::time::Duration::from_secs(300))
            .expect("a round finished (no deadlock)");
        assert!(out == expected, "threaded output differs");
    }
}
