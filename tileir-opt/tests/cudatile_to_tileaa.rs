//! Issue 16, acceptance C and D: the driver's pipelines on real kernels.
//!
//! C: PM#1 of `-O0`..`-O3` turns each example kernel
//! (`examples/cuda_tile/*.mlir`) and each real cuTile kernel
//! (`examples/cuda_tile/real/*.mlir` not listed in `failing.txt`) into IR
//! that verifies, with every kernel an `nv_tileaa.func` inside a
//! `gpu.module` and no cuda_tile op left; the output has the same bytes
//! with and without threads and prints itself back (custom and generic
//! form).
//!
//! D: `-O3 --gpu-name=sm_100` then runs PM#2 on that IR: every pass PM#2
//! nests in `nv_tileaa.func` runs on the kernels (its IR dump after each
//! pass is an `nv_tileaa.func`, and the timing report lists it under an
//! `'nv_tileaa.func' Pipeline`).

mod common;

use common::{describe_failure, display, run_inproc, workspace_root};
use std::path::PathBuf;
use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::{Body, OpId};
use tileir_passes::driver::{build_pipelines, DriverOptions};
use tileir_passes::pipeline_text::print_pipeline;
use tileir_passes::registry::registry;

/// The kernels of acceptance C.
fn kernels() -> Vec<PathBuf> {
    let dir = workspace_root().join("examples/cuda_tile");
    let failing = std::fs::read_to_string(dir.join("real/failing.txt")).unwrap_or_default();
    let failing: Vec<&str> = failing
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let mut files = Vec::new();
    for sub in ["", "real"] {
        let mut found: Vec<PathBuf> = std::fs::read_dir(dir.join(sub))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
            .filter(|p| {
                let name = p.file_name().unwrap().to_str().unwrap();
                sub.is_empty() || !failing.contains(&name)
            })
            .collect();
        found.sort();
        files.extend(found);
    }
    files
}

fn driver(level: u32) -> DriverOptions {
    let level = level.to_string();
    DriverOptions::parse([("O", Some(level.as_str())), ("gpu-name", Some("sm_100"))]).unwrap()
}

/// PM#1 and PM#2 of the driver at `level`, as pipeline text.
fn pipelines(level: u32) -> (String, String) {
    let (mut pm1, mut pm2) = build_pipelines(&driver(level)).unwrap();
    let ctx = tileir_dialects::context();
    pm1.finalize(&ctx).unwrap();
    pm2.finalize(&ctx).unwrap();
    (print_pipeline(&pm1), print_pipeline(&pm2))
}

/// Every op name in `op` (stored in `body`), isolated bodies included.
fn op_names(ctx: &tileir_ir::Context, body: &Body, op: OpId, out: &mut Vec<String>) {
    let mut stack = vec![(body, op)];
    while let Some((body, op)) = stack.pop() {
        // `walk_preorder` visits isolated ops but not their bodies.
        body.walk_preorder(op, |o| {
            out.push(ctx.op_name_str(body.op_name(o)).to_string());
            if let Some(child) = body.child_body(o) {
                for &r in body.regions(o) {
                    for b in child.region_blocks(r) {
                        stack.extend(child.block_ops(b).map(|inner| (child, inner)));
                    }
                }
            }
        });
    }
}

/// The names of the ops of `text` (which must parse and verify).
fn parsed_op_names(text: &str) -> Vec<String> {
    let ctx = tileir_dialects::context();
    let owned = parse_source(&ctx, "output", text, 1, &ParserConfig::default())
        .unwrap_or_else(|d| panic!("the output does not parse: {}", d.message));
    tileir_ir::verifier::verify(&ctx, &owned.body, owned.op)
        .unwrap_or_else(|d| panic!("the output does not verify: {}", d[0].message));
    let mut names = Vec::new();
    op_names(&ctx, &owned.body, owned.op, &mut names);
    names
}

#[test]
fn pm1_lowers_every_kernel_to_tileaa() {
    let files = kernels();
    assert!(files.len() >= 10, "kernels: {files:?}");
    let mut failures = Vec::new();
    for level in 0..=3 {
        let (pm1, _) = pipelines(level);
        let pipeline = format!("--pass-pipeline={pm1}");
        for file in &files {
            let path = file.to_str().unwrap();
            let name = format!("{} at -O{level}", display(file));
            let out = run_inproc(&[&pipeline, path], b"");
            if !out.ok() {
                failures.push(format!("{name}: {}", describe_failure(&out)));
                continue;
            }
            let names = parsed_op_names(&out.stdout);
            if let Some(left) = names.iter().find(|n| n.starts_with("cuda_tile.")) {
                failures.push(format!("{name}: {left} is left"));
            }
            let kernels = names.iter().filter(|n| *n == "nv_tileaa.func").count();
            if kernels == 0 || !names.iter().any(|n| n == "gpu.module") {
                failures.push(format!("{name}: no nv_tileaa.func in a gpu.module"));
            }
            let sequential = run_inproc(&["--mlir-disable-threading", &pipeline, path], b"");
            if sequential.stdout != out.stdout {
                failures.push(format!("{name}: the output differs without threads"));
            }
            for generic in [false, true] {
                let mut args = vec!["-"];
                if generic {
                    args.push("--mlir-print-op-generic");
                }
                let printed = run_inproc(&args, out.stdout.as_bytes());
                let again = run_inproc(&args, printed.stdout.as_bytes());
                if !printed.ok() || printed.stdout != again.stdout {
                    failures.push(format!("{name}: does not round-trip (generic: {generic})"));
                }
                if !generic && printed.stdout != out.stdout {
                    failures.push(format!("{name}: does not print itself back"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The passes PM#2 nests in `nv_tileaa.func`, by argument, in order.
fn function_passes(pm2: &str) -> Vec<String> {
    let mut passes = Vec::new();
    let mut rest = pm2;
    while let Some(at) = rest.find("nv_tileaa.func(") {
        rest = &rest[at + "nv_tileaa.func(".len()..];
        let (mut depth, mut item, mut end) = (0usize, String::new(), rest.len());
        for (i, c) in rest.char_indices() {
            match c {
                '(' | '{' => depth += 1,
                ')' | '}' if depth > 0 => depth -= 1,
                ')' => {
                    end = i;
                    break;
                }
                ',' if depth == 0 => {
                    passes.push(std::mem::take(&mut item));
                    continue;
                }
                _ => {}
            }
            item.push(c);
        }
        passes.push(item);
        rest = &rest[end..];
    }
    passes
        .into_iter()
        .map(|p| p.split('{').next().unwrap().trim().to_string())
        .filter(|p| !p.is_empty())
        .collect()
}

#[test]
fn pm2_runs_on_the_kernels_at_o3_on_sm_100() {
    let (_, pm2) = pipelines(3);
    let wanted = function_passes(&pm2);
    let reg = registry();
    let contract_only: Vec<&String> = wanted
        .iter()
        .filter(|p| {
            reg.pass(p)
                .is_some_and(|i| i.status == tileir_passes::pass::PassStatus::ContractOnly)
        })
        .collect();
    assert!(
        contract_only.len() >= 20,
        "PM#2's contract-only function passes: {contract_only:?}"
    );
    let file = workspace_root().join("examples/cuda_tile/matmul.mlir");
    let path = file.to_str().unwrap();

    // The IR dumps: each of these passes prints an nv_tileaa.func.
    let out = run_inproc(
        &[
            "-O3",
            "--gpu-name=sm_100",
            "--mlir-print-ir-after-all",
            path,
        ],
        b"",
    );
    assert!(out.ok(), "{}", describe_failure(&out));
    let lines: Vec<&str> = out.stderr.lines().collect();
    let mut on_functions = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(pass) = line
            .strip_prefix("*** IR Dump After ")
            .and_then(|l| l.strip_suffix(" ***"))
        else {
            continue;
        };
        if lines
            .get(i + 1)
            .is_some_and(|next| next.starts_with("nv_tileaa.func @matmul("))
        {
            on_functions.push(pass.to_string());
        }
    }
    // First the inliner's own pipeline (canonicalize) on each callable.
    assert_eq!(
        on_functions.first().map(String::as_str),
        Some("canonicalize")
    );
    assert_eq!(
        on_functions[1..],
        wanted,
        "the passes that ran on nv_tileaa.func"
    );

    // The timing report: each under an 'nv_tileaa.func' Pipeline.
    let out = run_inproc(&["-O3", "--gpu-name=sm_100", "--mlir-timing", path], b"");
    assert!(out.ok(), "{}", describe_failure(&out));
    let mut under_function = Vec::new();
    let mut pipeline_indent: Option<usize> = None;
    for line in out.stderr.lines() {
        let Some(name_at) = line.find("%)  ").map(|i| i + 4) else {
            continue;
        };
        let name = &line[name_at..];
        let indent = name.len() - name.trim_start().len();
        let name = name.trim();
        if name == "'nv_tileaa.func' Pipeline" {
            pipeline_indent = Some(indent);
        } else if pipeline_indent.is_some_and(|p| indent > p) {
            if !name.starts_with("(A)") {
                under_function.push(name.to_string());
            }
        } else {
            pipeline_indent = None;
        }
    }
    let classes: Vec<String> = ["canonicalize"]
        .iter()
        .chain(&wanted.iter().map(String::as_str).collect::<Vec<_>>())
        .map(|p| reg.pass(p).unwrap().name.to_string())
        .collect();
    assert_eq!(
        under_function, classes,
        "the timing report's function passes"
    );
}

/// A kernel with `n` `if`s in a row that each may `return`, each reading
/// the value the ops before it computed.
fn many_exits(n: usize) -> String {
    let mut text =
        String::from("cuda_tile.module @m {\n  entry @k(%c: tile<i1>, %x0: tile<i32>) {\n");
    for i in 0..n {
        text.push_str(&format!(
            "    %x{} = addi %x{i}, %x{i} : tile<i32>\n    if %c {{\n      return\n    }}\n",
            i + 1
        ));
    }
    text.push_str(&format!(
        "    %t = make_token : token\n    print_tko \"%d\", %x{n} : tile<i32> -> token\n    return\n  }}\n}}\n"
    ));
    text
}

/// How deep regions nest in `text` (printed IR: one `{` opens a region,
/// attribute dictionaries aside, so count only braces ending a line).
fn region_depth(text: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    for line in text.lines().map(str::trim) {
        if line.starts_with('}') {
            depth = depth.saturating_sub(1);
        }
        if line.ends_with('{') {
            depth += 1;
            max = max.max(depth);
        }
    }
    max
}

/// Early exits (exits.rs) do not nest one guard per exit: 300 exiting
/// `if`s in a row (more than the parser's nesting limit of 256) convert,
/// and the result prints, parses back and prints the same, at a small
/// constant depth.
#[test]
fn three_hundred_exits_convert_flat_and_round_trip() {
    let input = many_exits(300);
    let out = run_inproc(
        &[
            "--pass-pipeline=builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100a})",
            "-",
        ],
        input.as_bytes(),
    );
    assert!(out.ok(), "{}", describe_failure(&out));
    let names = parsed_op_names(&out.stdout);
    assert!(!names.iter().any(|n| n.starts_with("cuda_tile.")));
    // Per exit: the exiting `if` and the guard of the ops after it.
    assert_eq!(names.iter().filter(|n| *n == "scf.if").count(), 2 * 300);
    let depth = region_depth(&out.stdout);
    assert!(depth <= 6, "regions nest {depth} deep");
    let again = run_inproc(&["-"], out.stdout.as_bytes());
    assert!(again.ok(), "{}", describe_failure(&again));
    assert_eq!(again.stdout, out.stdout);
}
