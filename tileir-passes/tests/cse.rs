//! The `cse` pass, run through the pass manager's library API: fixed cases
//! with their expected output (checked against mlir-opt 22 when they were
//! written), and a differential test against mlir-opt 22 on hand-written
//! edge cases and generated functions full of redundancy (skipped cleanly
//! when mlir-opt is absent: `$MLIR_OPT`, else /usr/lib/llvm-22/bin/mlir-opt).

mod common;

use common::redundant::Gen;
use std::path::PathBuf;
use std::process::Command;
use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::{print_op, PrintOptions};
use tileir_passes::manager::{OpPassManager, PassInstance};
use tileir_passes::run::{run, RunConfig};

/// Where cse runs: on each function, or on the module (which reaches the
/// functions' bodies through their isolated ops).
#[derive(Clone, Copy, Debug)]
enum Anchor {
    Functions,
    Module,
}

impl Anchor {
    fn pipeline(self) -> &'static str {
        match self {
            Anchor::Functions => "builtin.module(func.func(cse))",
            Anchor::Module => "builtin.module(cse)",
        }
    }
}

/// Parses `input` (unregistered dialects allowed), runs cse and prints the
/// result as tileir-opt would: the text, or the diagnostics.
fn ours(input: &str, anchor: Anchor) -> Result<String, String> {
    ours_printed(input, anchor, &PrintOptions::default())
}

fn ours_printed(input: &str, anchor: Anchor, print: &PrintOptions) -> Result<String, String> {
    let ctx = tileir_dialects::context();
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let mut owned =
        parse_source(&ctx, "input.mlir", input, 1, &config).map_err(|d| d.message.clone())?;
    let info = tileir_passes::registry::registry()
        .pass("cse")
        .expect("cse is registered");
    let mut pm = OpPassManager::new("builtin.module");
    let pass = PassInstance::with_defaults(info)?;
    match anchor {
        Anchor::Functions => pm.nest("func.func").add_pass(pass),
        Anchor::Module => pm.add_pass(pass),
    }
    .map_err(|e| e.0)?;
    pm.finalize(&ctx).map_err(|e| e.0)?;
    let outcome = run(&ctx, &pm, &mut owned, &RunConfig::default());
    if !outcome.success {
        let messages: Vec<String> = outcome.diagnostics().map(|d| d.message.clone()).collect();
        return Err(messages.join("\n"));
    }
    Ok(print_op(&ctx, &owned.body, owned.op, print))
}

fn mlir_opt() -> Option<PathBuf> {
    let path = std::env::var_os("MLIR_OPT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin/mlir-opt"));
    path.is_file().then_some(path)
}

/// mlir-opt's output for the same pipeline, or its stderr.
fn theirs(bin: &PathBuf, input: &str, anchor: Anchor, name: &str) -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("tileir-cse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join(format!("{name}.mlir"));
    std::fs::write(&file, input).expect("write input");
    let out = Command::new(bin)
        .arg("--allow-unregistered-dialect")
        .arg(format!("--pass-pipeline={}", anchor.pipeline()))
        .arg(&file)
        .output()
        .expect("run mlir-opt");
    let _ = std::fs::remove_file(&file);
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Compares ours with mlir-opt's on each input; reports every mismatch.
fn differential(inputs: &[(String, String)], anchors: &[Anchor]) {
    let Some(bin) = mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found (set MLIR_OPT)");
        return;
    };
    let mut failures = Vec::new();
    for (name, input) in inputs {
        for &anchor in anchors {
            let expected = match theirs(&bin, input, anchor, name) {
                Ok(text) => text,
                Err(err) => panic!("mlir-opt rejects {name}: {err}\n{input}"),
            };
            let got = ours(input, anchor).unwrap_or_else(|e| format!("error: {e}"));
            if got != expected {
                failures.push(format!(
                    "{name} ({anchor:?}):\n--- input\n{input}\n--- mlir-opt\n{expected}\n--- ours\n{got}"
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} runs differ from mlir-opt; first:\n{}",
        failures.len(),
        inputs.len() * anchors.len(),
        failures[0]
    );
}

/// Hand-written edge cases: (name, input).
const CASES: &[(&str, &str)] = &[
    (
        "constants_of_many_widths",
        r#"func.func @f() -> (i1, i8, i17, i64, i128, i300, index, f16, bf16, f32, f64) {
  %0 = arith.constant true
  %1 = arith.constant true
  %2 = arith.constant -1 : i8
  %3 = arith.constant 255 : i8
  %4 = arith.constant 5 : i17
  %5 = arith.constant 5 : i17
  %6 = arith.constant 5 : i64
  %7 = arith.constant 170141183460469231731687303715884105727 : i128
  %8 = arith.constant 170141183460469231731687303715884105727 : i128
  %9 = arith.constant 123456789012345678901234567890123456789012345678901234567890 : i300
  %10 = arith.constant 123456789012345678901234567890123456789012345678901234567890 : i300
  %11 = arith.constant 3 : index
  %12 = arith.constant 1.5 : f16
  %13 = arith.constant 1.5 : bf16
  %14 = arith.constant 1.5 : f32
  %15 = arith.constant 1.500000e+00 : f32
  %16 = arith.constant 0.0 : f64
  %17 = arith.constant -0.0 : f64
  "t.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %17) : (i1, i1, i8, i8, i17, i17, i64, i128, i128, i300, i300, f64) -> ()
  return %1, %3, %5, %6, %8, %10, %11, %12, %13, %15, %16 : i1, i8, i17, i64, i128, i300, index, f16, bf16, f32, f64
}
"#,
    ),
    (
        "attributes_types_and_commutativity",
        r#"func.func @f(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, i32, i32, i32, i32, f32, f32, i1, i1) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.addi %a, %b overflow<nsw> : i32
  %3 = arith.addi %a, %b overflow<none> : i32
  %4 = arith.subi %a, %b : i32
  %5 = arith.subi %b, %a : i32
  %6 = arith.mulf %x, %y fastmath<fast> : f32
  %7 = arith.mulf %y, %x : f32
  %8 = arith.cmpi slt, %a, %b : i32
  %9 = arith.cmpi sgt, %a, %b : i32
  %10 = arith.addi %a, %b {tag} : i32
  %11 = arith.addi %a, %b {tag} : i32
  %12 = arith.muli %10, %11 : i32
  return %1, %2, %3, %5, %12, %6, %7, %8, %9 : i32, i32, i32, i32, i32, f32, f32, i1, i1
}
"#,
    ),
    (
        "nested_regions_see_dominating_values",
        r#"func.func @f(%a: i32, %c: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.muli %a, %a : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.muli %a, %a : i32
    %3 = arith.addi %2, %2 : i32
    scf.yield %3 : i32
  } else {
    %4 = arith.addi %0, %0 : i32
    scf.yield %4 : i32
  }
  %5 = arith.addi %0, %0 : i32
  %6 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %1) -> (i32) {
    %c0_0 = arith.constant 0 : index
    %7 = arith.index_cast %i : index to i32
    %8 = arith.index_cast %i : index to i32
    %9 = arith.addi %7, %8 : i32
    %10 = arith.addi %acc, %9 : i32
    %11 = arith.muli %a, %a : i32
    %12 = arith.addi %10, %11 : i32
    scf.yield %12 : i32
  }
  %13 = arith.addi %5, %6 : i32
  return %13 : i32
}
"#,
    ),
    (
        "identical_region_ops",
        r#"func.func @f(%a: i32, %c: i1) -> (i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> i32 {
    %3 = arith.addi %a, %a : i32
    scf.yield %3 : i32
  } else {
    scf.yield %a : i32
  }
  %4 = scf.if %c -> i32 {
    %5 = arith.addi %a, %a : i32
    scf.yield %5 : i32
  } else {
    %6 = arith.muli %a, %a : i32
    scf.yield %6 : i32
  }
  scf.if %c {
    %7 = arith.addi %a, %a : i32
  }
  return %0, %2, %4 : i32, i32, i32
}
"#,
    ),
    (
        "dominance_across_blocks",
        r#"func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %1, %1 : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.muli %0, %0 : i32
  %4 = arith.subi %3, %a : i32
  cf.br ^bb3(%4 : i32)
^bb3(%5: i32):
  %6 = arith.muli %0, %0 : i32
  %7 = arith.subi %6, %a : i32
  %8 = arith.addi %5, %7 : i32
  cf.br ^bb5
^bb4:
  %9 = arith.addi %a, %a : i32
  cf.br ^bb5
^bb5:
  %10 = arith.addi %a, %a : i32
  %11 = arith.addi %8, %10 : i32
  return %11 : i32
}
"#,
    ),
    (
        "loops_in_the_cfg",
        r#"func.func @f(%a: i32, %n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%a : i32)
^bb1(%i: i32):
  %c1_0 = arith.constant 1 : i32
  %0 = arith.addi %i, %c1_0 : i32
  %1 = arith.cmpi slt, %0, %n : i32
  cf.cond_br %1, ^bb1(%0 : i32), ^bb2
^bb2:
  %2 = arith.addi %i, %c1 : i32
  return %2 : i32
}
"#,
    ),
    (
        "effects_calls_and_unregistered_ops",
        r#"module {
  func.func private @ext(i32) -> i32
  func.func @f(%a: i32, %c: i1) -> i32 {
    %0 = func.call @ext(%a) : (i32) -> i32
    %1 = func.call @ext(%a) : (i32) -> i32
    %2 = "t.op"(%a) : (i32) -> i32
    %3 = "t.op"(%a) : (i32) -> i32
    %4 = arith.addi %a, %a : i32
    "t.wrap"() ({
      %5 = arith.addi %a, %a : i32
      %6 = arith.addi %a, %a : i32
      "t.use"(%5, %6) : (i32, i32) -> ()
    }) : () -> ()
    "t.wrap"() ({
      "t.use"(%7) : (i32) -> ()
      %7 = arith.muli %a, %a : i32
      %8 = arith.muli %a, %a : i32
      "t.use"(%8) : (i32) -> ()
    }) : () -> ()
    cf.assert %c, "one"
    cf.assert %c, "one"
    %9 = gpu.alloc () : memref<4xf32>
    %10 = gpu.alloc () : memref<4xf32>
    gpu.dealloc %10 : memref<4xf32>
    %11 = gpu.thread_id x
    %12 = gpu.thread_id x
    %13 = arith.addi %0, %1 : i32
    %14 = arith.addi %2, %3 : i32
    %15 = arith.addi %13, %14 : i32
    %16 = arith.addi %15, %4 : i32
    %17 = arith.index_cast %11 : index to i32
    %18 = arith.index_cast %12 : index to i32
    %19 = arith.addi %16, %17 : i32
    %20 = arith.addi %19, %18 : i32
    return %20 : i32
  }
}
"#,
    ),
    (
        "graph_region_at_module_level",
        r#"%0 = arith.constant 1 : i32
%1 = arith.constant 1 : i32
"t.use"(%0, %1) : (i32, i32) -> ()
"t.use"(%3) : (i32) -> ()
%2 = arith.constant 2 : i32
%3 = arith.constant 2 : i32
%4 = arith.addi %0, %0 : i32
%5 = arith.addi %1, %1 : i32
"t.use"(%4, %5) : (i32, i32) -> ()
func.func @f(%a: i32) -> i32 {
  %6 = arith.addi %a, %a : i32
  %7 = arith.addi %a, %a : i32
  %8 = arith.addi %6, %7 : i32
  return %8 : i32
}
"#,
    ),
    (
        "dead_ops_and_dead_regions",
        r#"func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %a, %a : i32
  scf.if %c {
    %3 = arith.addi %a, %a : i32
  }
  %4 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %0 : i32
  }
  scf.if %c {
    func.call @f(%a, %c) : (i32, i1) -> i32
  }
  return %a : i32
}
"#,
    ),
];

#[test]
fn cse_matches_mlir_opt_on_edge_cases() {
    let inputs: Vec<(String, String)> = CASES
        .iter()
        .map(|(n, t)| (n.to_string(), t.to_string()))
        .collect();
    differential(&inputs, &[Anchor::Functions, Anchor::Module]);
}

#[test]
fn cse_matches_mlir_opt_on_generated_functions() {
    // 40 modules of 8 functions: 320 functions.
    let inputs: Vec<(String, String)> = (0..40u64)
        .map(|seed| (format!("gen{seed}"), Gen::module(seed, 8, seed % 2 == 1)))
        .collect();
    differential(&inputs, &[Anchor::Functions]);
    differential(&inputs[..8], &[Anchor::Module]);
}

/// The `// -----` chunks of the project's own `.mlir` tests and examples.
fn project_chunks() -> Vec<(String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    let mut dirs = vec![root.join("filecheck-tests"), root.join("examples")];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "mlir") {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut chunks = Vec::new();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        // Unique (files of one name sit in several directories).
        let stem = file
            .strip_prefix(&root)
            .unwrap_or(&file)
            .to_string_lossy()
            .replace(['/', '.'], "_");
        for (i, chunk) in text.split("// -----").enumerate() {
            chunks.push((format!("{stem}-{i}"), chunk.to_string()));
        }
    }
    chunks
}

/// Whether the input alone (no pass) already prints differently: the
/// printer's documented differences (f80/f128 values that would not parse
/// back print in hex here), not the pass's.
fn prints_differently(bin: &PathBuf, input: &str, name: &str) -> bool {
    let dir = std::env::temp_dir().join(format!("tileir-cse-{}", std::process::id()));
    let file = dir.join(format!("{name}-plain.mlir"));
    std::fs::write(&file, input).expect("write input");
    let out = Command::new(bin)
        .arg("--allow-unregistered-dialect")
        .arg(&file)
        .output()
        .expect("run mlir-opt");
    let _ = std::fs::remove_file(&file);
    let ctx = tileir_dialects::context();
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let Ok(owned) = parse_source(&ctx, "input.mlir", input, 1, &config) else {
        return true;
    };
    let plain = print_op(&ctx, &owned.body, owned.op, &PrintOptions::default());
    plain.as_bytes() != out.stdout.as_slice()
}

/// On the project's tests, wherever mlir-opt runs cse on a chunk, so do we,
/// with the same output. Chunks mlir-opt rejects (other dialects, tests of
/// errors) are skipped.
#[test]
fn cse_matches_mlir_opt_on_project_tests() {
    let Some(bin) = mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found (set MLIR_OPT)");
        return;
    };
    let runs: Vec<(String, String, Anchor)> = project_chunks()
        .into_iter()
        .flat_map(|(n, t)| [Anchor::Functions, Anchor::Module].map(|a| (n.clone(), t.clone(), a)))
        .collect();
    // Each run is mostly mlir-opt starting up: a few at a time.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((name, input, anchor)) = runs.get(i) else {
                    break;
                };
                let run_name = format!("{name}-{anchor:?}");
                let Ok(expected) = theirs(&bin, input, *anchor, &run_name) else {
                    continue;
                };
                let got = ours(input, *anchor).unwrap_or_else(|e| format!("error: {e}"));
                let failure = (got != expected && !prints_differently(&bin, input, &run_name))
                    .then(|| {
                        format!("{name} ({anchor:?}):\n--- mlir-opt\n{expected}\n--- ours\n{got}")
                    });
                results.lock().unwrap().push((i, failure));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    let compared = results.len();
    let failures: Vec<String> = results.into_iter().filter_map(|r| r.1).collect();
    assert!(compared > 100, "only {compared} chunks compared");
    assert!(
        failures.is_empty(),
        "{} of {compared} differ from mlir-opt; first:\n{}",
        failures.len(),
        failures[0]
    );
}

/// Fixed expectations (mlir-opt 22's output), checked whether or not
/// mlir-opt is installed.
#[test]
fn cse_removes_duplicates_and_dead_ops() {
    let input = CASES[3].1;
    let expected = r#"module {
  func.func @f(%arg0: i32, %arg1: i1) -> (i32, i32, i32) {
    %0 = scf.if %arg1 -> (i32) {
      %2 = arith.addi %arg0, %arg0 : i32
      scf.yield %2 : i32
    } else {
      scf.yield %arg0 : i32
    }
    %1 = scf.if %arg1 -> (i32) {
      %2 = arith.addi %arg0, %arg0 : i32
      scf.yield %2 : i32
    } else {
      %2 = arith.muli %arg0, %arg0 : i32
      scf.yield %2 : i32
    }
    return %0, %0, %1 : i32, i32, i32
  }
}

"#;
    assert_eq!(ours(input, Anchor::Functions).unwrap(), expected);
}

/// Ops with declared effects that no dialect here has (a read-only op
/// among them), for the paths mlir-opt cannot be asked about.
mod effects_dialect {
    use tileir_ir::dialect::{Arity, DialectDef, Interfaces, OpDef, ValueDecl};
    use tileir_ir::effects::{EffectDecl, EffectKind, EffectOn, MemoryEffects};

    const ANY: &[ValueDecl] = &[ValueDecl {
        name: "values",
        arity: Arity::Variadic,
        constraint: None,
    }];

    const fn with_effects(name: &'static str, effects: &'static [EffectDecl]) -> OpDef {
        OpDef {
            name,
            operands: ANY,
            results: ANY,
            interfaces: Interfaces {
                memory_effects: MemoryEffects::Declared(effects),
                ..Interfaces::DEFAULT
            },
            ..OpDef::DEFAULT
        }
    }

    pub static DIALECT: DialectDef = DialectDef {
        name: "fx",
        ops: &[
            with_effects(
                "fx.read",
                &[EffectDecl::new(EffectKind::Read, EffectOn::Resource)],
            ),
            with_effects(
                "fx.write",
                &[EffectDecl::new(EffectKind::Write, EffectOn::Resource)],
            ),
            with_effects(
                "fx.alloc",
                &[EffectDecl::new(EffectKind::Allocate, EffectOn::Result(0))],
            ),
            with_effects(
                "fx.alloc_other",
                &[EffectDecl::new(EffectKind::Allocate, EffectOn::Operand(0))],
            ),
            with_effects("fx.none", &[]),
        ],
        ..DialectDef::DEFAULT
    };
}

/// Runs cse on each function of `input` in a context that also registers
/// the `fx` ops; returns the generic print.
fn with_effect_ops(input: &str) -> String {
    use tileir_dialects::{arith, func, scf};
    let ctx = tileir_ir::Context::with_dialects(&[
        &tileir_ir::builtin::DIALECT,
        &func::DIALECT,
        &arith::DIALECT,
        &scf::DIALECT,
        &effects_dialect::DIALECT,
    ]);
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let mut owned = parse_source(&ctx, "fx.mlir", input, 1, &config).expect("parses");
    let info = tileir_passes::registry::registry().pass("cse").unwrap();
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("func.func")
        .add_pass(PassInstance::with_defaults(info).unwrap())
        .unwrap();
    pm.finalize(&ctx).unwrap();
    let outcome = run(&ctx, &pm, &mut owned, &RunConfig::default());
    assert!(
        outcome.success,
        "{:?}",
        outcome
            .diagnostics()
            .map(|d| &d.message)
            .collect::<Vec<_>>()
    );
    let options = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    print_op(&ctx, &owned.body, owned.op, &options)
}

#[test]
fn reads_merge_only_without_a_write_between_in_one_block() {
    let got = with_effect_ops(
        r#"func.func @f(%a: i32, %c: i1) -> (i32, i32, i32, i32, i32, i32, i32) {
  %0 = "fx.read"(%a) : (i32) -> i32
  %1 = "fx.read"(%a) : (i32) -> i32
  "fx.none"() : () -> ()
  %2 = "fx.read"(%a) : (i32) -> i32
  "fx.write"() : () -> ()
  %3 = "fx.read"(%a) : (i32) -> i32
  %4 = "fx.read"(%a) : (i32) -> i32
  "t.unknown"() : () -> ()
  %5 = "fx.read"(%a) : (i32) -> i32
  %6 = scf.if %c -> i32 {
    %7 = "fx.read"(%a) : (i32) -> i32
    %8 = "fx.read"(%a) : (i32) -> i32
    %9 = arith.addi %7, %8 : i32
    scf.yield %9 : i32
  } else {
    scf.yield %a : i32
  }
  %10 = "fx.read"(%a) : (i32) -> i32
  %11 = "fx.alloc"() : () -> i32
  %12 = "fx.alloc_other"(%a) : (i32) -> i32
  %13 = "fx.read"(%a) : (i32) -> i32
  return %1, %2, %4, %5, %6, %10, %13 : i32, i32, i32, i32, i32, i32, i32
}
"#,
    );
    // %1 and %2 become %0 (the effect-free op between them does not write;
    // unused, it is erased as dead); after the write, %4 becomes %3; an
    // unregistered op may write, so %5 stays; in the region, %8 becomes %7,
    // but %7 is not %5 (another block); %10 and %13 become %5 (nothing in
    // the scf.if writes, and allocations do not write either). The unused
    // allocation of its own result is dead; the one of an operand is not.
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> (i32, i32, i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "fx.read"(%arg0) : (i32) -> i32
    "fx.write"() : () -> ()
    %1 = "fx.read"(%arg0) : (i32) -> i32
    "t.unknown"() : () -> ()
    %2 = "fx.read"(%arg0) : (i32) -> i32
    %3 = "scf.if"(%arg1) ({
      %5 = "fx.read"(%arg0) : (i32) -> i32
      %6 = "arith.addi"(%5, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "fx.alloc_other"(%arg0) : (i32) -> i32
    "func.return"(%0, %0, %1, %2, %3, %2, %2) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(got.trim_end(), expected.trim_end());
}

/// A kept op with an unknown location takes the location of the duplicate
/// it replaces (mlir-opt 22 prints the same, its file name aside).
#[test]
fn a_kept_op_takes_a_known_location() {
    let input = r#"func.func @f(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("x.mlir":3:4)
  %2 = arith.muli %a, %a : i32 loc("y.mlir":1:1)
  %3 = arith.muli %a, %a : i32 loc("y.mlir":2:2)
  return %1, %3 : i32, i32
}
"#;
    let print = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
    let expected = r#"#loc2 = loc("input.mlir":1:14)
module {
  func.func @f(%arg0: i32 loc("input.mlir":1:14)) -> (i32, i32) {
    %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
    %1 = arith.muli %arg0, %arg0 : i32 loc(#loc4)
    return %0, %1 : i32, i32 loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":1:1)
#loc3 = loc("x.mlir":3:4)
#loc4 = loc("y.mlir":2:2)
#loc5 = loc("input.mlir":6:3)
"#;
    let got = ours_printed(input, Anchor::Functions, &print).unwrap();
    assert_eq!(got.trim_end(), expected.trim_end());
}
