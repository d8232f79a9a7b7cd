//! Reproducers against mlir-opt 22 (skipped when it is absent; found by the
//! upstream-tools crate), for pipelines of upstream passes (cse, symbol-dce
//! and MLIR's test-pass-failure / test-pass-crash):
//! - with threads off, both tools write the same reproducer file, byte for
//!   byte, and the same diagnostics (file names aside), for the pipeline
//!   and local flavours, a failing and a crashing pass, and
//!   `--mlir-generate-reproducer`;
//! - each tool replays the other's file (`--run-reproducer`) exactly as it
//!   replays its own.

mod common;

use common::{diff, run_inproc, run_process, Output, Report};
use std::path::Path;
use std::time::Duration;

const INPUT: &str = r#"module {
  func.func @f0(%arg0: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %c1_0 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1 : i32
    %1 = arith.addi %arg0, %c1_0 : i32
    %2 = arith.muli %0, %1 : i32
    return %2 : i32
  }
  func.func private @unused() -> i32 {
    %c2 = arith.constant 2 : i32
    %c2_0 = arith.constant 2 : i32
    %0 = arith.addi %c2, %c2_0 : i32
    return %0 : i32
  }
  func.func @f1(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = arith.addi %arg0, %arg0 : i32
    %2 = arith.subi %0, %1 : i32
    return %2 : i32
  }
}
"#;

/// (what, pass-pipeline, extra flags) of runs that fail or crash.
const FAILING: &[(&str, &str, &[&str])] = &[
    (
        "failure",
        "builtin.module(func.func(cse,test-pass-failure))",
        &[],
    ),
    (
        "failure, diagnostics",
        "builtin.module(func.func(cse,test-pass-failure{gen-diagnostics=true}))",
        &[],
    ),
    (
        "failure, local",
        "builtin.module(func.func(cse,test-pass-failure))",
        &["--mlir-pass-pipeline-local-reproducer"],
    ),
    (
        "crash",
        "builtin.module(func.func(cse,test-pass-crash))",
        &[],
    ),
    (
        "crash, local",
        "builtin.module(symbol-dce,func.func(cse,test-pass-crash))",
        &["--mlir-pass-pipeline-local-reproducer"],
    ),
    (
        "failure at the root, local",
        "builtin.module(func.func(cse),test-pass-failure)",
        &["--mlir-pass-pipeline-local-reproducer"],
    ),
];

fn ours(args: &[&str]) -> Output {
    run_inproc(args, b"")
}

fn theirs(bin: &Path, args: &[&str]) -> Output {
    run_process(bin, args, b"", Duration::from_secs(60))
}

/// The output with the reproducer's file name made neutral.
fn neutral(text: &str, file: &Path) -> String {
    text.replace(&file.display().to_string(), "<reproducer>")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| format!("<not written: {e}>"))
}

#[test]
fn reproducers_match_mlir_opt() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!(
            "reproducer_differential: {}",
            upstream_tools::missing(upstream_tools::MLIR_OPT)
        );
        return;
    };
    let dir = tempfile::tempdir().expect("a temporary directory");
    let input = dir.path().join("input.mlir");
    std::fs::write(&input, INPUT).unwrap();
    let input = input.to_str().unwrap().to_string();
    let mut report = Report::default();
    for (what, pipeline, extra) in FAILING {
        let mine = dir
            .path()
            .join(format!("ours-{}.mlir", what.replace([' ', ','], "")));
        let upstream = dir
            .path()
            .join(format!("theirs-{}.mlir", what.replace([' ', ','], "")));
        let run = |file: &Path| {
            let mut args = vec![
                input.clone(),
                format!("--pass-pipeline={pipeline}"),
                format!("--mlir-pass-pipeline-crash-reproducer={}", file.display()),
                "--mlir-disable-threading".to_string(),
            ];
            args.extend(extra.iter().map(|s| s.to_string()));
            args
        };
        let args = run(&mine);
        let a = ours(&args.iter().map(String::as_str).collect::<Vec<_>>());
        let args = run(&upstream);
        let b = theirs(&bin, &args.iter().map(String::as_str).collect::<Vec<_>>());
        let (ea, eb) = (neutral(&a.stderr, &mine), neutral(&b.stderr, &upstream));
        if a.code != b.code || ea != eb {
            report.fail(
                format!("{what}: diagnostics"),
                format!(
                    "exit {:?} vs {:?}\n{}",
                    a.code,
                    b.code,
                    diff(&eb, &ea, "mlir-opt", "tileir-opt")
                ),
            );
            continue;
        }
        let (fa, fb) = (read(&mine), read(&upstream));
        if fa != fb {
            report.fail(
                format!("{what}: file"),
                diff(&fb, &fa, "mlir-opt", "tileir-opt"),
            );
            continue;
        }
        report.pass();
        check_replays(&bin, what, &mine, &upstream, &mut report);
        if extra.contains(&"--mlir-pass-pipeline-local-reproducer") {
            // Threads on: the same file and report (mlir-opt refuses).
            let threaded = dir
                .path()
                .join(format!("threaded-{}.mlir", what.replace([' ', ','], "")));
            let args: Vec<String> = run(&threaded)
                .into_iter()
                .filter(|a| a != "--mlir-disable-threading")
                .collect();
            let t = ours(&args.iter().map(String::as_str).collect::<Vec<_>>());
            if neutral(&t.stderr, &threaded) != eb || read(&threaded) != fb {
                report.fail(
                    format!("{what}: threads on"),
                    diff(
                        &eb,
                        &neutral(&t.stderr, &threaded),
                        "mlir-opt",
                        "tileir-opt",
                    ),
                );
            } else {
                report.pass();
            }
        }
    }
    check_generated(&bin, dir.path(), &input, &mut report);
    check_resources(&bin, dir.path(), &mut report);
    check_replay_with_passes(&bin, dir.path(), &input, &mut report);
    report.finish("reproducer_differential");
}

/// Each tool replays the other's reproducer as it replays its own.
fn check_replays(bin: &Path, what: &str, mine: &Path, upstream: &Path, report: &mut Report) {
    let replay = |file: &Path| {
        vec![
            file.to_str().unwrap().to_string(),
            "--run-reproducer".to_string(),
        ]
    };
    let strs = |v: &[String]| v.iter().map(String::clone).collect::<Vec<_>>();
    let own = ours(
        &strs(&replay(mine))
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    let other = ours(
        &strs(&replay(upstream))
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    let same = |x: &Output, y: &Output, fx: &Path, fy: &Path| {
        x.code == y.code && x.stdout == y.stdout && neutral(&x.stderr, fx) == neutral(&y.stderr, fy)
    };
    if !same(&own, &other, mine, upstream) || own.code == Some(0) {
        report.fail(
            format!("{what}: tileir-opt replaying mlir-opt's file"),
            format!(
                "exit {:?} vs {:?}\n{}",
                other.code,
                own.code,
                diff(&own.stderr, &other.stderr, "ours", "theirs")
            ),
        );
    } else {
        report.pass();
    }
    let own = theirs(
        bin,
        &strs(&replay(upstream))
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    let other = theirs(
        bin,
        &strs(&replay(mine))
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    // A crash replayed without a reproducer aborts mlir-opt: its stack
    // dumps differ run to run, the way it ends does not.
    let crashed = own.code.is_none() && other.code.is_none();
    if !(crashed || same(&own, &other, upstream, mine)) || own.code == Some(0) {
        report.fail(
            format!("{what}: mlir-opt replaying tileir-opt's file"),
            format!(
                "exit {:?} vs {:?}\n{}",
                other.code,
                own.code,
                diff(&own.stderr, &other.stderr, "theirs", "ours")
            ),
        );
    } else {
        report.pass();
    }
}

/// `--mlir-generate-reproducer` after a run that succeeds: the same file,
/// and the same output when either tool replays it.
fn check_generated(bin: &Path, dir: &Path, input: &str, report: &mut Report) {
    for pipeline in [
        "builtin.module(func.func(cse),symbol-dce)",
        "builtin.module(symbol-dce, func.func(cse))",
    ] {
        let mine = dir.join("gen-ours.mlir");
        let upstream = dir.join("gen-theirs.mlir");
        let flag = |f: &Path| format!("--mlir-generate-reproducer={}", f.display());
        let p = format!("--pass-pipeline={pipeline}");
        let a = ours(&[input, &p, &flag(&mine)]);
        let b = theirs(bin, &[input, &p, &flag(&upstream)]);
        let (fa, fb) = (read(&mine), read(&upstream));
        if a.code != b.code || a.stdout != b.stdout || fa != fb {
            report.fail(
                format!("generate {pipeline}"),
                format!(
                    "exit {:?} vs {:?}\n{}",
                    a.code,
                    b.code,
                    diff(&fb, &fa, "mlir-opt", "tileir-opt")
                ),
            );
            continue;
        }
        let m = mine.to_str().unwrap();
        let u = upstream.to_str().unwrap();
        let ra = ours(&[u, "--run-reproducer"]);
        let rb = theirs(bin, &[m, "--run-reproducer"]);
        if ra.code != Some(0) || ra.stdout != rb.stdout || rb.code != Some(0) {
            report.fail(
                format!("generate {pipeline}: replays"),
                diff(&rb.stdout, &ra.stdout, "mlir-opt", "tileir-opt"),
            );
            continue;
        }
        report.pass();
    }
}

/// A file with resources: the reproducer keeps the dialect resources and
/// drops other external ones, as mlir-opt's does.
fn check_resources(bin: &Path, dir: &Path, report: &mut Report) {
    let input = dir.join("resources.mlir");
    std::fs::write(
        &input,
        r#"func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<blob1> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: { builtin: { blob1: "0x040000000100000002000000" } },
  external_resources: { other: { a: true } }
#-}
"#,
    )
    .unwrap();
    let input = input.to_str().unwrap();
    let (mine, upstream) = (dir.join("res-ours.mlir"), dir.join("res-theirs.mlir"));
    let flag = |f: &Path| format!("--mlir-pass-pipeline-crash-reproducer={}", f.display());
    let p = "--pass-pipeline=builtin.module(func.func(test-pass-failure))";
    ours(&[input, p, &flag(&mine), "--mlir-disable-threading"]);
    theirs(
        bin,
        &[input, p, &flag(&upstream), "--mlir-disable-threading"],
    );
    let (fa, fb) = (read(&mine), read(&upstream));
    if fa != fb || !fa.contains("blob1: ") {
        report.fail("resources", diff(&fb, &fa, "mlir-opt", "tileir-opt"));
    } else {
        report.pass();
    }
}

/// `--run-reproducer` with passes on the command line: pass flags are added
/// to the reproducer's pipeline, a `--pass-pipeline` replaces it.
fn check_replay_with_passes(bin: &Path, dir: &Path, input: &str, report: &mut Report) {
    let file = dir.join("replayed.mlir");
    let generate = format!("--mlir-generate-reproducer={}", file.display());
    ours(&[
        input,
        "--pass-pipeline=builtin.module(func.func(cse))",
        &generate,
    ]);
    let file = file.to_str().unwrap();
    for extra in [
        "-symbol-dce",
        "--pass-pipeline=builtin.module(symbol-dce)",
        "--pass-pipeline=func.func(cse)",
    ] {
        let args = [file, "--run-reproducer", extra, "--dump-pass-pipeline"];
        let (a, b) = (ours(&args), theirs(bin, &args));
        if a.code != b.code || a.stderr != b.stderr || a.stdout != b.stdout {
            report.fail(
                format!("replay with {extra}"),
                diff(&b.stderr, &a.stderr, "mlir-opt", "tileir-opt"),
            );
        } else {
            report.pass();
        }
    }
}
