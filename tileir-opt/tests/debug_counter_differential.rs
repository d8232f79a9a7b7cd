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
