//! The core's printer on IR of the real dialects:
//! - a differential test: every `filecheck-tests/ir/printer/*.mlir` is
//!   printed by us and by mlir-opt 22 with the flags of its RUN line, and
//!   the outputs must be byte-identical (skipped when mlir-opt is absent);
//! - chunked printing (any threads, any chunk size) equals the sequential
//!   printer, on modules of functions and on the printer's lit inputs;
//! - numbering on several threads equals numbering on one.

use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::floats::differs_only_by_wide_float_hex;
use tileir_ir::printer::{print_op, PrintOptions};
use tileir_ir::testing::{check_chunked, set_numbering_threads};
use tileir_ir::{Context, OwnedOp};

fn parse(ctx: &Context, name: &str, text: &str) -> OwnedOp {
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    match parse_source(ctx, name, text, 1, &config) {
        Ok(owned) => owned,
        Err(d) => panic!("parse error in test input: {d:?}"),
    }
}

fn generic() -> PrintOptions {
    PrintOptions {
        generic: true,
        ..Default::default()
    }
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

/// `filecheck-tests/ir/printer`: the printer's lit inputs.
fn printer_tests_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../filecheck-tests/ir/printer")
}

/// Byte-for-byte comparison with mlir-opt 22 on the printer's lit inputs.
#[test]
fn differential_against_mlir_opt() {
    let Some(mlir_opt) = upstream_tools::mlir_opt() else {
        eprintln!("{}", upstream_tools::missing(upstream_tools::MLIR_OPT));
        return;
    };
    let dir = printer_tests_dir();
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
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
        let output = std::process::Command::new(&mlir_opt)
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
        let ctx = tileir_dialects::context();
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
        if actual != expected && !differs_only_by_wide_float_hex(&expected, &actual) {
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
    let ctx = tileir_dialects::context();
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
    let ctx = tileir_dialects::context();
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
    let ctx = tileir_dialects::context();
    let owned = parse(&ctx, "many.mlir", &many_functions(200, false));
    let (text, _) = check_chunked(&ctx, &owned, &generic());
    assert!(text.starts_with("\"builtin.module\"() ({\n  \"func.func\"() <{"));
    assert!(text.ends_with("}) {t.top = 1 : i32} : () -> ()\n\n"));
}

/// The printer's lit inputs, with the flags of their RUN lines, print the
/// same chunked and sequentially.
#[test]
fn chunked_printing_of_printer_tests() {
    let dir = printer_tests_dir();
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut n = 0;
    for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
        if path.extension().is_none_or(|x| x != "mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let Some(flags) = run_line_flags(&text) else {
            continue;
        };
        let ctx = tileir_dialects::context();
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
    let ctx = tileir_dialects::context();
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
                set_numbering_threads(threads);
                let out = print_op(&ctx, &owned.body, owned.op, options);
                set_numbering_threads(0);
                out
            };
            let sequential = print(1);
            assert_eq!(print(3), sequential);
            sequential
        })
        .collect()
}

/// The parallel phases called from many threads at once, from outside the
/// thread pool and from its tasks (as tileir-opt runs them): a speculative
/// parse, the threaded verifier and a streamed print all share the one
/// pool, and none waits on a task queued behind it. Each round gives the
/// sequential bytes; a deadlock fails the watchdog instead of hanging.
#[test]
fn parallel_phases_share_the_pool_without_deadlock() {
    use std::sync::mpsc;
    use tileir_ir::parser::Parallelism;
    // Enough ops (> 20,000) for the verifier to go parallel.
    let input = std::sync::Arc::new(many_functions(1500, false));
    let round = |input: &str, multithreading: bool| -> String {
        let mut ctx = tileir_dialects::context();
        ctx.set_multithreading(multithreading);
        let config = ParserConfig {
            parallelism: Parallelism {
                threads: 4,
                min_bytes: 0,
            },
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        let owned = parse_source(&ctx, "many.mlir", input, 1, &config).expect("parses");
        tileir_ir::verifier::verify(&ctx, &owned.body, owned.op).expect("verifies");
        let options = PrintOptions::default();
        tileir_ir::testing::print_chunked(&ctx, &owned.body, owned.op, &options, 4, 2000).0
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
                    tileir_ir::threads::install(|| round(&input, true))
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
