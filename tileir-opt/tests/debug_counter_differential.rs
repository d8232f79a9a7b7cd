//! Debug counters against mlir-opt 22 (skipped when it is absent; found by
//! the upstream-tools crate): with MLIR's `pass-execution` counter over a
//! pipeline of upstream passes, each skip/count choice gives the same
//! output and the same `--mlir-print-debug-counter` report, byte for byte,
//! ours with threads on and off, mlir-opt's with threads off (its counter
//! is not ordered across threads).

mod common;

use common::{diff, run_inproc, run_process, Report};
use std::time::Duration;

const INPUT: &str = r#"module {
  func.func private @dead1() {
    return
  }
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %0, %1 : i32
    return %2 : i32
  }
  func.func private @dead2() {
    return
  }
  func.func @g(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %0, %1 : i32
    return %2 : i32
  }
}
"#;

const PIPELINE: &str =
    "--pass-pipeline=builtin.module(symbol-dce,func.func(cse,cse),symbol-privatize)";

const COUNTERS: &[&str] = &[
    "",
    "pass-execution-skip=1",
    "pass-execution-skip=2",
    "pass-execution-skip=2,pass-execution-count=1",
    "pass-execution-skip=3,pass-execution-count=2",
    "pass-execution-count=3",
    "pass-execution-skip=-1",
    "pass-execution-skip=4",
    "pass-execution-skip=5,pass-execution-count=0",
    "apply-pattern-skip=1,pass-execution-count=4",
];

#[test]
fn pass_execution_counter_matches_mlir_opt() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!(
            "debug_counter_differential: {}",
            upstream_tools::missing(upstream_tools::MLIR_OPT)
        );
        return;
    };
    let mut report = Report::default();
    for counter in COUNTERS {
        let flag = format!("--mlir-debug-counter={counter}");
        let mut args = vec![PIPELINE, "--mlir-print-debug-counter"];
        if !counter.is_empty() {
            args.push(&flag);
        }
        let mut upstream_args = args.clone();
        upstream_args.push("--mlir-disable-threading");
        let theirs = run_process(
            &bin,
            &upstream_args,
            INPUT.as_bytes(),
            Duration::from_secs(60),
        );
        for threads in [true, false] {
            let mut ours_args = args.clone();
            if !threads {
                ours_args.push("--mlir-disable-threading");
            }
            let ours = run_inproc(&ours_args, INPUT.as_bytes());
            let what = format!("{counter} (threads {})", if threads { "on" } else { "off" });
            if ours.code != theirs.code || ours.stderr != theirs.stderr {
                report.fail(
                    format!("{what}: report"),
                    diff(&theirs.stderr, &ours.stderr, "mlir-opt", "tileir-opt"),
                );
            } else if ours.stdout != theirs.stdout {
                report.fail(
                    format!("{what}: output"),
                    diff(&theirs.stdout, &ours.stdout, "mlir-opt", "tileir-opt"),
                );
            } else {
                report.pass();
            }
        }
    }
    report.finish("debug_counter_differential");
}

/// Canonicalization with pattern rewrites (arith's add-of-add-constant
/// reassociation, in both tools), each one a chance for `apply-pattern`.
const PATTERNS: &str = r#"func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %c3 : i32
  %3 = arith.subi %2, %c1 : i32
  %4 = arith.addi %3, %c2 : i32
  return %4 : i32
}
"#;

/// The count `--mlir-print-debug-counter` last reports for `name`.
fn reported(stderr: &str, name: &str) -> Option<i64> {
    stderr.lines().rev().find_map(|l| {
        let (key, values) = l.split_once(": {")?;
        (key.trim_end() == name).then_some(())?;
        values.split([',', '}']).next()?.parse().ok()
    })
}

/// `apply-pattern` over a canonicalize run with K pattern attempts: every
/// skip/count choice gives mlir-opt's output and report (when both tools
/// attempt the same K, i.e. have the same patterns), and LLVM's chunk form
/// gives what the equivalent skip/count form gives. Skips while the
/// greedy driver does not ask the counter (K is 0).
#[test]
fn apply_pattern_counter_applies_exactly_the_chosen_attempts() {
    let count_all = [
        "-canonicalize",
        "--mlir-debug-counter=apply-pattern-skip=0",
        "--mlir-print-debug-counter",
    ];
    let ours_all = run_inproc(&count_all, PATTERNS.as_bytes());
    let k = reported(&ours_all.stderr, "apply-pattern").unwrap_or(0);
    if k == 0 {
        eprintln!(
            "debug_counter_differential: apply-pattern is not asked by canonicalize yet; skipped"
        );
        return;
    }
    let mut report = Report::default();
    let upstream = common::mlir_opt().and_then(|bin| {
        let theirs = run_process(
            &bin,
            &count_all,
            PATTERNS.as_bytes(),
            Duration::from_secs(60),
        );
        (reported(&theirs.stderr, "apply-pattern") == Some(k)).then_some(bin)
    });
    if upstream.is_none() {
        report.skip("mlir-opt absent, or its canonicalize attempts another number of patterns");
    }
    for skip in 0..=k {
        for count in [1, 2, -1] {
            let flag = format!(
                "--mlir-debug-counter=apply-pattern-skip={skip},apply-pattern-count={count}"
            );
            let args = ["-canonicalize", flag.as_str(), "--mlir-print-debug-counter"];
            let ours = run_inproc(&args, PATTERNS.as_bytes());
            if let Some(bin) = &upstream {
                let mut theirs_args = args.to_vec();
                theirs_args.push("--mlir-disable-threading");
                let theirs = run_process(
                    bin,
                    &theirs_args,
                    PATTERNS.as_bytes(),
                    Duration::from_secs(60),
                );
                if ours.stdout != theirs.stdout || ours.stderr != theirs.stderr {
                    report.fail(
                        format!("skip={skip} count={count}"),
                        diff(
                            &format!("{}{}", theirs.stderr, theirs.stdout),
                            &format!("{}{}", ours.stderr, ours.stdout),
                            "mlir-opt",
                            "tileir-opt",
                        ),
                    );
                    continue;
                }
            }
            // The same attempts as chunks (counted from 0; a skipped
            // rewrite can lead to more attempts than K, so "all the rest"
            // ends far past it).
            let last = if count < 0 {
                1_000_000
            } else {
                skip + count - 1
            };
            let chunk = if skip == last {
                format!("{skip}")
            } else {
                format!("{skip}-{last}")
            };
            let chunks = format!("--mlir-debug-counter=apply-pattern={chunk}");
            let by_chunks = run_inproc(&["-canonicalize", &chunks], PATTERNS.as_bytes());
            if by_chunks.stdout != ours.stdout {
                report.fail(
                    format!("chunks {chunk} vs skip={skip} count={count}"),
                    diff(&ours.stdout, &by_chunks.stdout, "skip/count", "chunks"),
                );
            } else {
                report.pass();
            }
        }
    }
    report.finish("apply_pattern_counter");
}
