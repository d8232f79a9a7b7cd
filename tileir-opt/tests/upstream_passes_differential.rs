//! The upstream passes implemented here (symbol-dce, symbol-privatize, strip-debuginfo, print-ir, remove-dead-values, ...) against mlir-opt
//! 22, at the command line (skipped when mlir-opt is absent; found by the
//! upstream-tools crate).
//!
//! For each pass pipeline of [`RUNS`]:
//! - on the pass's own tests (`filecheck-tests/passes/<pass>*.mlir`):
//!   stdout, stderr and exit code equal mlir-opt's, byte for byte;
//! - on every `.mlir` test of the project and the examples: stdout and
//!   exit code equal mlir-opt's, for each file on which the two tools agree
//!   without the pass, with the same printing flags (the others hold what
//!   mlir-opt does not read, such as our own dialects, or show a printing
//!   difference, so they say nothing about the pass).
//!
//! Every file runs with `--split-input-file --allow-unregistered-dialect`.

mod common;

use common::{diff, display, run_inproc, run_process, Output, Report};
use std::path::Path;
use std::time::Duration;

/// (the pass, whose tests are `filecheck-tests/passes/<pass>*.mlir`; the
/// pipeline arguments).
const RUNS: &[(&str, &[&str])] = &[
    ("canonicalize", &["-canonicalize"]),
    (
        "canonicalize",
        &["--pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive top-down=false}))"],
    ),
    ("symbol-dce", &["-symbol-dce"]),
    (
        "symbol-dce",
        &["--pass-pipeline=builtin.module(builtin.module(symbol-dce))"],
    ),
    (
        "symbol-dce",
        &["--pass-pipeline=builtin.module(func.func(symbol-dce))"],
    ),
    ("symbol-privatize", &["-symbol-privatize"]),
    ("symbol-privatize", &["-symbol-privatize=exclude=keep,a"]),
    (
        "symbol-privatize",
        &["--pass-pipeline=builtin.module(builtin.module(symbol-privatize{exclude=inner}))"],
    ),
    (
        "strip-debuginfo",
        &["-strip-debuginfo", "-mlir-print-debuginfo"],
    ),
    (
        "strip-debuginfo",
        &[
            "--pass-pipeline=builtin.module(func.func(strip-debuginfo))",
            "-mlir-print-debuginfo",
            "-mlir-print-op-generic",
        ],
    ),
    ("print-ir", &["-print-ir", "-mlir-print-op-generic"]),
    (
        "print-ir",
        &[
            "--pass-pipeline=builtin.module(func.func(print-ir{label=fn}),print-ir{label=after})",
            "-mlir-disable-threading",
        ],
    ),
    // inline, loop-invariant-code-motion, control-flow-sink,
    // topological-sort, snapshot-op-locations (h5).
    ("topological-sort", &["-topological-sort"]),
    (
        "topological-sort",
        &["--pass-pipeline=builtin.module(func.func(topological-sort))"],
    ),
    ("control-flow-sink", &["-control-flow-sink"]),
    (
        "loop-invariant-code-motion",
        &["-loop-invariant-code-motion"],
    ),
    ("inline", &["-inline=default-pipeline="]),
    (
        "inline",
        &[
            "-inline=default-pipeline= max-iterations=1",
            "-mlir-print-debuginfo",
        ],
    ),
    (
        "snapshot-op-locations",
        &[
            "-snapshot-op-locations=filename=/dev/null print-debuginfo",
            "-mlir-print-debuginfo",
        ],
    ),
    // h6: conversions, sccp, remove-dead-values.
    (
        "reconcile-unrealized-casts",
        &["-reconcile-unrealized-casts"],
    ),
    (
        "reconcile-unrealized-casts",
        &["--pass-pipeline=builtin.module(func.func(reconcile-unrealized-casts))"],
    ),
    ("convert-scf-to-cf", &["-convert-scf-to-cf"]),
    (
        "convert-scf-to-cf",
        &["-convert-scf-to-cf", "-mlir-print-op-generic"],
    ),
    (
        "convert-scf-to-cf",
        &["--pass-pipeline=builtin.module(func.func(convert-scf-to-cf{allow-pattern-rollback=false}))"],
    ),
    ("sccp", &["-sccp"]),
    ("sccp", &["-sccp", "-mlir-print-op-generic"]),
    (
        "sccp",
        &["--pass-pipeline=builtin.module(func.func(sccp))"],
    ),
    (
        "sccp",
        &["--pass-pipeline=builtin.module(builtin.module(sccp))"],
    ),
    // remove-dead-values (h23). Anchored on a function it is not compared:
    // mlir-opt 22 then takes the function's returned values for dead and
    // leaves null operands.
    ("remove-dead-values", &["-remove-dead-values"]),
    (
        "remove-dead-values",
        &["-remove-dead-values=canonicalize=false"],
    ),
    (
        "remove-dead-values",
        &["--pass-pipeline=builtin.module(builtin.module(remove-dead-values))"],
    ),
];

/// (pass, why): passes on which mlir-opt 22 itself fails on some project
/// files; where it exits non-zero there, the file is reported, not
/// compared.
const UPSTREAM_FAILS: &[(&str, &str)] = &[(
    "remove-dead-values",
    "mlir-opt 22's remove-dead-values leaves null operands or branches passing more values than their successor takes; tileir-opt writes ub.poison and keeps branches consistent",
)];

/// (pass, files whose path starts with this, why): differences of a pass
/// on project tests that are known, reported as skipped.
const KNOWN_DIFFERENCES: &[(&str, &str, &str)] = &[
    (
        "convert-scf-to-cf",
        "filecheck-tests/passes/scf-to-cf-reduce-args.mlir",
        "mlir-opt 22 crashes on it with allow-pattern-rollback=false",
    ),
    (
        "convert-scf-to-cf",
        "filecheck-tests/passes/sccp.mlir",
        "mlir-opt 22 crashes on its reduction with allow-pattern-rollback=false",
    ),
];

const COMMON: [&str; 2] = ["--split-input-file", "--allow-unregistered-dialect"];

fn args<'a>(file: &'a str, pipeline: &[&'a str]) -> Vec<&'a str> {
    let mut v: Vec<&str> = COMMON.to_vec();
    v.extend_from_slice(pipeline);
    v.push(file);
    v
}

fn theirs(bin: &Path, args: &[&str]) -> Output {
    run_process(bin, args, b"", Duration::from_secs(60))
}

/// The pass's own tests: everything mlir-opt prints, byte for byte.
fn own_tests(pass: &str) -> Vec<std::path::PathBuf> {
    let dir = common::workspace_root().join("filecheck-tests/passes");
    common::mlir_files(&dir)
        .into_iter()
        .filter(|p| {
            let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            stem == pass || stem.starts_with(&format!("{pass}-"))
        })
        .collect()
}

#[test]
fn upstream_passes_match_mlir_opt_on_their_own_tests() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found (set MLIR_OPT)");
        return;
    };
    let mut report = Report::default();
    for &(pass, pipeline) in RUNS {
        let files = own_tests(pass);
        assert!(
            !files.is_empty(),
            "{pass} has no tests in filecheck-tests/passes"
        );
        for file in files {
            let name = file.to_str().unwrap();
            let args = args(name, pipeline);
            let (want, got) = (theirs(&bin, &args), run_inproc(&args, b""));
            let what = format!("{} {}", display(&file), pipeline.join(" "));
            if (&want.stdout, &want.stderr, want.code) == (&got.stdout, &got.stderr, got.code) {
                report.pass();
            } else {
                report.fail(
                    what,
                    format!(
                        "exit {:?} (mlir-opt {:?})\n{}{}",
                        got.code,
                        want.code,
                        diff(&want.stdout, &got.stdout, "mlir-opt", "tileir-opt"),
                        diff(
                            &want.stderr,
                            &got.stderr,
                            "mlir-opt stderr",
                            "tileir-opt stderr"
                        ),
                    ),
                );
            }
        }
    }
    report.finish("upstream passes on their own tests");
}

/// The runs made on every project test: the first pipeline of each pass.
/// Option variants and printing flags are covered by the pass's own tests;
/// repeating all of them on 170 files costs minutes of mlir-opt start-up.
fn project_runs() -> Vec<(&'static str, &'static [&'static str])> {
    let mut seen = std::collections::BTreeSet::new();
    RUNS.iter()
        .copied()
        .filter(|(pass, _)| seen.insert(*pass))
        .collect()
}

/// Every project run on one file: its report.
fn check_project_file(bin: &Path, file: &Path) -> (Report, usize) {
    let mut report = Report::default();
    let mut compared = 0;
    let name = file.to_str().unwrap();
    // Whether the two tools agree without a pass, per set of printing flags.
    let mut agrees_without_pass: std::collections::HashMap<Vec<&str>, bool> = Default::default();
    for (pass, pipeline) in project_runs() {
        let printing: Vec<&str> = pipeline
            .iter()
            .copied()
            .filter(|a| a.starts_with("-mlir-"))
            .collect();
        let agrees = *agrees_without_pass
            .entry(printing.clone())
            .or_insert_with(|| {
                let baseline = args(name, &printing);
                let (want, got) = (theirs(bin, &baseline), run_inproc(&baseline, b""));
                (&want.stdout, want.code) == (&got.stdout, got.code)
            });
        if !agrees {
            report.skip(format!(
                "{} {}: differs without a pass",
                display(file),
                printing.join(" ")
            ));
            continue;
        }
        compared += 1;
        let args = args(name, pipeline);
        let (want, got) = (theirs(bin, &args), run_inproc(&args, b""));
        if want.code.is_none() {
            // mlir-opt 22 crashed (its inliner loses count of symbol
            // uses past an unknown op with a region): nothing to match.
            report.skip(format!(
                "{} {}: mlir-opt crashes",
                display(file),
                pipeline.join(" ")
            ));
            continue;
        }
        let upstream_fails = UPSTREAM_FAILS.iter().find(|(p, _)| *p == pass);
        if let Some((_, why)) = upstream_fails.filter(|_| want.code != Some(0)) {
            report.skip(format!(
                "{} {}: mlir-opt 22 fails ({why})",
                display(file),
                pipeline.join(" ")
            ));
            continue;
        }
        let known = KNOWN_DIFFERENCES
            .iter()
            .find(|(p, prefix, _)| *p == pass && display(file).starts_with(prefix));
        if (&want.stdout, want.code) == (&got.stdout, got.code) {
            report.pass();
        } else if let Some((_, _, why)) = known {
            report.skip(format!("{} {}: {why}", display(file), pipeline.join(" ")));
        } else {
            report.fail(
                format!("{} {}", display(file), pipeline.join(" ")),
                format!(
                    "exit {:?} (mlir-opt {:?})\n{}",
                    got.code,
                    want.code,
                    diff(&want.stdout, &got.stdout, "mlir-opt", "tileir-opt")
                ),
            );
        }
    }
    (report, compared)
}

#[test]
fn upstream_passes_match_mlir_opt_on_the_project_tests() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found (set MLIR_OPT)");
        return;
    };
    let mut files = common::project_test_files();
    files.extend(common::example_files());
    // Two workers (CI has two cores); reports are merged in file order so
    // the summary does not depend on scheduling.
    let workers = 2;
    let results: Vec<(Report, usize)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (bin, files) = (&bin, &files);
                s.spawn(move || {
                    files
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| i % workers == w)
                        .map(|(i, f)| (i, check_project_file(bin, f)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<_> = handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker panicked"))
            .collect();
        all.sort_by_key(|(i, _)| *i);
        all.into_iter().map(|(_, r)| r).collect()
    });
    let mut report = Report::default();
    let mut compared = 0;
    for (r, n) in results {
        report.absorb(r);
        compared += n;
    }
    assert!(
        compared >= 20 * project_runs().len(),
        "only {compared} runs compared"
    );
    report.finish("upstream passes on the project tests");
}
