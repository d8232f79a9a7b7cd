//! The core's parser on IR of the real dialects: parallel parsing by
//! speculation gives exactly the sequential result.

use tileir_ir::parser::{parse_source, Parallelism, ParserConfig};
use tileir_ir::printer::{print_op, PrintOptions};
use tileir_ir::testing::{spliced_chunks, wait_for_workers};
use tileir_ir::{SourceFile, SourceMgr};

fn config() -> ParserConfig {
    ParserConfig {
        allow_unregistered_dialect: true,
        implicit_module: true,
        ..ParserConfig::default()
    }
}

/// Parses `input` with `threads` threads and speculation on any size;
/// returns the printed IR (with debug info) or the rendered error.
fn run_threads(input: &str, threads: usize) -> String {
    run_threads_on(tileir_dialects::context(), input, threads)
}

/// [`run_threads`] in `ctx`.
fn run_threads_on(ctx: tileir_ir::Context, input: &str, threads: usize) -> String {
    let config = ParserConfig {
        parallelism: Parallelism {
            threads,
            min_bytes: 0,
        },
        ..config()
    };
    match parse_source(&ctx, "t.mlir", input, 1, &config) {
        Ok(owned) => {
            let options = PrintOptions {
                debug_info: true,
                ..PrintOptions::default()
            };
            print_op(&ctx, &owned.body, owned.op, &options)
        }
        Err(d) => {
            let mut sm = SourceMgr::new();
            sm.add(SourceFile::new("t.mlir", input));
            sm.render(&ctx, &d)
        }
    }
}

/// Parallel parsing by speculation gives exactly the sequential result,
/// whether the guessed split points are used, rejected or wrong.
#[test]
fn speculative_parse_matches_sequential() {
    let func = |i: usize| {
        format!(
            "  func.func @f{i}(%arg0: i32) -> i32 {{\n    %0 = arith.addi %arg0, %arg0 : i32\n    \
             %1 = scf.if %true -> (i32) {{\n      scf.yield %0 : i32\n    }} else {{\n      \
             scf.yield %arg0 : i32\n    }}\n    return %1 : i32\n  }}\n"
        )
        .replace("%true", "%c")
        .replace("%0 = arith", "%c = arith.constant true\n    %0 = arith")
    };
    let funcs: String = (0..40).map(func).collect();
    let generic_op = |i: usize| {
        format!(
            "  \"u.func\"() ({{\n  ^bb0(%a: i32):\n    %0 = \"u.op\"(%a) {{k = {i}}} : (i32) -> i32\n    \
             \"u.br\"(%0)[^bb1] : (i32) -> ()\n  ^bb1:\n    \"u.ret\"(%1) : (i32) -> ()\n    \
             %1 = \"u.late\"() : () -> i32\n  }}) : () -> ()\n"
        )
    };
    let generic: String = (0..40).map(generic_op).collect();
    let cases = vec![
        // The common shapes: a module of functions, generic form, implicit module.
        format!("module {{\n{funcs}}}\n"),
        format!("\"builtin.module\"() ({{\n{generic}}}) : () -> ()\n"),
        funcs.replace("\n  ", "\n").trim_start().to_string(),
        // Aliases before, a location alias defined after the module.
        format!("#a = affine_map<(d0) -> (d0)>\n!t = i32\nmodule {{\n{}}}\n#l = loc(\"x\":1:2)\n",
            funcs.replace("(%arg0: i32)", "(%arg0: !t)").replace("return %1 : i32\n", "return %1 : i32 loc(#l)\n")),
        // A value at module level used in the second half: the worker gives up.
        format!("\"builtin.module\"() ({{\n  %v = \"u.v\"() : () -> i32\n{}}}) : () -> ()\n",
            generic.replace("\"u.late\"() : () -> i32", "\"u.late\"(%v) : (i32) -> i32")),
        // A forward reference at module level from the first half into the second.
        format!("\"builtin.module\"() ({{\n  \"u.use\"(%late) : (i32) -> ()\n{generic}  %late = \"u.def\"() : () -> i32\n}}) : () -> ()\n"),
        // Errors in either half: the first error in the text wins.
        format!("module {{\n{}}}\n", funcs.replace("@f30(%arg0: i32)", "@f30(%arg0: i64)")),
        format!("module {{\n{}}}\n", funcs.replace("@f3(%arg0: i32)", "@f3(%arg0: i64)").replace("@f33(", "@f33 (")),
        format!("module {{\n{}}}\n", funcs.replace("@f35(%arg0: i32) -> i32 {", "@f35(%arg0: i32) -> i32 {\n  ^bb9:")),
        // Unbalanced input and a block label in the module's region.
        format!("module {{\n{funcs}"),
        format!("\"builtin.module\"() ({{\n{generic}^bb1:\n{generic}}}) : () -> ()\n"),
        // Distinct attributes are shared with the whole file.
        format!("module {{\n{}}}\n", funcs.replace("i32) -> i32 {", "i32) -> i32 attributes {d = distinct[0]<>} {")),
        // Ops spanning the guessed split points (one huge function).
        format!("module {{\n  func.func @big() {{\n{}    return\n  }}\n}}\n", "    %c = arith.constant 1 : i32\n".to_string()
            + &(0..200).map(|i| format!("    %x{i} = arith.addi %c, %c : i32\n")).collect::<String>()),
    ];
    let splices = spliced_chunks;
    wait_for_workers(true);
    for (i, input) in cases.iter().enumerate() {
        let sequential = run_threads(input, 1);
        for threads in [2, 3, 5] {
            let before = splices();
            let parallel = run_threads(input, threads);
            assert_eq!(
                parallel, sequential,
                "case {i} with {threads} threads:\n{input}"
            );
            // The common shapes really are parsed in parallel; a module-level
            // value or a `distinct` attribute turns speculation off.
            let spliced = splices() - before;
            match i {
                0..=3 => assert_eq!(spliced, threads - 1, "case {i}, {threads} threads"),
                4 | 11 => assert_eq!(spliced, 0, "case {i}"),
                _ => {}
            }
        }
        assert!(
            !sequential.contains("error") || i >= 6,
            "case {i}: {sequential}"
        );
    }
}

/// With the context's multithreading off, a parse asked to use threads
/// parses on one: no chunk is spliced, and the result is the same.
#[test]
fn no_speculation_without_multithreading() {
    let funcs: String = (0..40)
        .map(|i| format!("  func.func @f{i}(%a: i32) -> i32 {{\n    return %a : i32\n  }}\n"))
        .collect();
    let input = format!("module {{\n{funcs}}}\n");
    wait_for_workers(true);
    let before = spliced_chunks();
    let mut ctx = tileir_dialects::context();
    ctx.set_multithreading(false);
    let sequential = run_threads_on(ctx, &input, 3);
    assert_eq!(spliced_chunks(), before);
    assert_eq!(run_threads(&input, 3), sequential);
    assert_eq!(spliced_chunks(), before + 2);
    wait_for_workers(false);
}
