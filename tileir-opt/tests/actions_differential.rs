//! Action logging against mlir-opt 22 (skipped when it is absent; the path
//! is /usr/lib/llvm-22/bin/mlir-opt or `$MLIR_OPT`).
//!
//! `--log-actions-to=-` must give mlir-opt's bytes on stdout (the thread
//! name aside: ours is `tileir-opt` for every record, mlir-opt's is its
//! own), with the same stderr and exit code; `--profile-actions-to=-` the
//! same events with timestamps and thread ids aside. Our side runs with
//! and without threads; mlir-opt without (its threaded records carry
//! worker names).
//!
//! Known differences, not compared here:
//! - canonicalize on an op holding isolated ops (a module): upstream's
//!   driver takes the nested bodies into the same worklist, ours drives each
//!   body on its own, so iterations are counted differently.
//! - patterns missing from our dialects (tensor-cast folders such as
//!   scf.for's ForOpTensorCastFolder, scf.forall's, cf.cond_br's
//!   DropUnreachableCondBranch) are tried by mlir-opt only.
//! - several filters with short names: mlir-opt keeps views into strings it
//!   moves when a later filter is added, so earlier short (inline-stored)
//!   names stop matching; ours match them all.

mod common;

use common::{diff, mlir_opt, run_inproc, run_process, Output, Report};
use std::path::Path;
use std::time::Duration;

const PATTERNS: &str = "func.func @a(%x: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n  %0 = arith.addi %x, %c0 : i32\n  %1 = arith.addi %x, %c0 : i32\n  %2 = arith.muli %0, %1 : i32\n  return %2 : i32\n}\nfunc.func @b() -> i32 {\n  %c1 = arith.constant 1 : i32\n  %c2 = arith.constant 2 : i32\n  %0 = arith.addi %c1, %c2 : i32\n  return %0 : i32\n}\n";

const CONTROL_FLOW: &str = "func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {\n  %0 = scf.if %c -> (i32) {\n    scf.yield %x : i32\n  } else {\n    scf.yield %x : i32\n  }\n  cf.br ^bb1(%0 : i32)\n^bb1(%1: i32):\n  %2 = arith.cmpi eq, %1, %y : i32\n  %3 = arith.select %2, %1, %y : i32\n  return %3 : i32\n}\n";

const ATTRIBUTES: &str = "#map = affine_map<(d0) -> (d0 + 1)>\nmodule attributes {test.x = #map} {\n  func.func @f() attributes {m = #map} {\n    return\n  }\n}\n";

/// (what, input, arguments): the arguments are the same for both tools.
const CASES: &[(&str, &str, &[&str])] = &[
    (
        "cse and canonicalize on functions",
        PATTERNS,
        &["--pass-pipeline=builtin.module(func.func(cse,canonicalize))", "--log-actions-to=-"],
    ),
    (
        "canonicalize on control flow",
        CONTROL_FLOW,
        &["--pass-pipeline=builtin.module(func.func(canonicalize))", "--log-actions-to=-"],
    ),
    (
        "module-level passes and attributes printed inline",
        ATTRIBUTES,
        &["--pass-pipeline=builtin.module(func.func(canonicalize),test-stats-pass,test-module-pass)", "--log-actions-to=-"],
    ),
    (
        "filter on a function's line",
        PATTERNS,
        &["--pass-pipeline=builtin.module(func.func(cse,canonicalize))", "--log-actions-to=-", "--log-mlir-actions-filter=<stdin>:8"],
    ),
    (
        "filter on an op's line and column",
        PATTERNS,
        &["--pass-pipeline=builtin.module(func.func(canonicalize))", "--log-actions-to=-", "--log-mlir-actions-filter=<stdin>:5:8"],
    ),
    (
        "filter on the file",
        PATTERNS,
        &["--pass-pipeline=builtin.module(func.func(canonicalize))", "--log-actions-to=-", "--log-mlir-actions-filter=<stdin>"],
    ),
    (
        "filter matching nothing",
        PATTERNS,
        &["--pass-pipeline=builtin.module(func.func(canonicalize))", "--log-actions-to=-", "--log-mlir-actions-filter=other.mlir:3"],
    ),
    (
        "empty filter",
        PATTERNS,
        &["--log-actions-to=-", "--log-mlir-actions-filter="],
    ),
    (
        "a failing pass",
        PATTERNS,
        &["--pass-pipeline=builtin.module(func.func(test-pass-failure))", "--log-actions-to=-"],
    ),
    (
        "debug counters are disabled",
        PATTERNS,
        &["--pass-pipeline=builtin.module(func.func(canonicalize))", "--log-actions-to=-", "--mlir-debug-counter=apply-pattern-skip=1"],
    ),
    (
        "a log file that cannot be opened",
        PATTERNS,
        &["--pass-pipeline=builtin.module(func.func(canonicalize))", "--log-actions-to=/nonexistent-dir/log.txt"],
    ),
    (
        "no pass at all",
        PATTERNS,
        &["--log-actions-to=-"],
    ),
    (
        "split input",
        "func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\n",
        &["--split-input-file", "--pass-pipeline=builtin.module(func.func(canonicalize))", "--log-actions-to=-"],
    ),
];

/// Profile cases: stdout compared with timestamps and thread ids masked.
const PROFILE_CASES: &[(&str, &str, &[&str])] = &[
    (
        "profile of cse and canonicalize",
        PATTERNS,
        &[
            "--pass-pipeline=builtin.module(func.func(cse,canonicalize))",
            "--profile-actions-to=-",
        ],
    ),
    (
        "profile of module passes",
        ATTRIBUTES,
        &[
            "--pass-pipeline=builtin.module(test-stats-pass,test-module-pass)",
            "--profile-actions-to=-",
        ],
    ),
];

fn ours(args: &[&str], input: &str, threads: bool) -> Output {
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["-o", "/dev/null"]);
    if !threads {
        all.push("--mlir-disable-threading");
    }
    run_inproc(&all, input.as_bytes())
}

fn theirs(bin: &Path, args: &[&str], input: &str) -> Output {
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--mlir-disable-threading", "-o", "/dev/null"]);
    run_process(bin, &all, input.as_bytes(), Duration::from_secs(60))
}

/// Masks the profile's timestamps and thread ids.
fn mask_profile(text: &str) -> String {
    let ts = regex::Regex::new(r#""(ts|tid)": [0-9]+"#).expect("valid");
    ts.replace_all(text, "\"$1\": N").into_owned()
}

fn compare(
    report: &mut Report,
    name: &str,
    expected: &Output,
    args: &[&str],
    input: &str,
    normalize: &dyn Fn(&str) -> String,
) {
    let expected_out =
        normalize(&expected.stdout).replace("[thread mlir-opt]", "[thread tileir-opt]");
    for threads in [true, false] {
        let got = ours(args, input, threads);
        let what = format!("{name} (threads {threads})");
        if got.code != expected.code {
            report.fail(
                &what,
                format!(
                    "exit {:?}, mlir-opt {:?}\n{}",
                    got.code, expected.code, got.stderr
                ),
            );
        } else if got.stderr != expected.stderr {
            report.fail(
                &what,
                diff(&expected.stderr, &got.stderr, "mlir-opt", "tileir-opt"),
            );
        } else if normalize(&got.stdout) != expected_out {
            report.fail(
                &what,
                diff(
                    &expected_out,
                    &normalize(&got.stdout),
                    "mlir-opt",
                    "tileir-opt",
                ),
            );
        } else {
            report.pass();
        }
    }
}

#[test]
fn action_records_match_mlir_opt() {
    let Some(bin) = mlir_opt() else {
        eprintln!("actions differential: mlir-opt 22 not found (/usr/lib/llvm-22/bin/mlir-opt or $MLIR_OPT): skipped");
        return;
    };
    let mut report = Report::default();
    for (name, input, args) in CASES {
        let expected = theirs(&bin, args, input);
        compare(&mut report, name, &expected, args, input, &|s| {
            s.to_string()
        });
    }
    for (name, input, args) in PROFILE_CASES {
        let expected = theirs(&bin, args, input);
        compare(&mut report, name, &expected, args, input, &mask_profile);
    }
    report.finish("actions differential");
}

/// The profile is valid JSON, and its begin and end events pair up per
/// thread (what a trace viewer needs), with and without threads.
#[test]
fn action_profile_is_a_well_formed_trace() {
    let input = PATTERNS.to_string()
        + &(0..40)
            .map(|i| format!("func.func @f{i}(%x: i32) -> i32 {{\n  %0 = arith.muli %x, %x : i32\n  return %0 : i32\n}}\n"))
            .collect::<String>();
    for threads in [true, false] {
        let got = ours(
            &[
                "--pass-pipeline=builtin.module(func.func(cse,canonicalize))",
                "--profile-actions-to=-",
            ],
            &input,
            threads,
        );
        assert_eq!(got.code, Some(0), "{}", got.stderr);
        let events: serde_json::Value =
            serde_json::from_str(&got.stdout).expect("the profile is JSON");
        let events = events.as_array().expect("an array of events");
        let mut open: std::collections::HashMap<u64, Vec<String>> = Default::default();
        for e in events {
            let tid = e["tid"].as_u64().expect("a thread id");
            let name = e["name"].as_str().expect("a name").to_string();
            match e["ph"].as_str() {
                Some("B") => open.entry(tid).or_default().push(name),
                Some("E") => assert_eq!(open.entry(tid).or_default().pop(), Some(name)),
                other => panic!("unexpected phase {other:?}"),
            }
        }
        assert!(
            open.values().all(Vec::is_empty),
            "unclosed events: {open:?}"
        );
        // 42 functions: two passes each, and the adaptor.
        let passes = events
            .iter()
            .filter(|e| e["name"] == "pass-execution" && e["ph"] == "B")
            .count();
        assert_eq!(passes, 1 + 2 * 42);
    }
}
