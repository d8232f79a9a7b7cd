//! tileir-reduce end to end on small inputs, with `grep` as the test: the
//! result keeps what is interesting, is as valid as the input, is the same
//! with one job or several, and an uninteresting input is refused.

use std::path::{Path, PathBuf};
use std::process::Command;

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_tileir-reduce"))
}

/// Runs the reducer on `input` with a `grep -q PATTERN` test; returns (exit
/// code, stderr, result text).
fn reduce(
    dir: &Path,
    name: &str,
    input: &str,
    pattern: &str,
    extra: &[&str],
) -> (i32, String, String) {
    let inp = dir.join(format!("{name}.mlir"));
    let out = dir.join(format!("{name}.out.mlir"));
    std::fs::write(&inp, input).unwrap();
    let o = Command::new(bin())
        .arg("--test=grep")
        .arg("--test-arg=-q")
        .arg(format!("--test-arg={pattern}"))
        .arg("-o")
        .arg(&out)
        .args(extra)
        .arg(&inp)
        .output()
        .unwrap();
    let text = std::fs::read_to_string(&out).unwrap_or_default();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        text,
    )
}

fn functions(n: usize, planted: usize) -> String {
    let mut s = String::from("module {\n  func.func private @ext(i32) -> i32\n");
    for i in 0..n {
        s += &format!("  func.func @f{i}(%a: i32, %b: i32) -> i32 {{\n");
        s += "    %c1 = arith.constant 1 : i32\n    %0 = arith.addi %a, %c1 : i32\n";
        s += "    %1 = func.call @ext(%0) : (i32) -> i32\n";
        if i == planted {
            s += "    %p = arith.remui %1, %b : i32\n    %q = arith.muli %p, %0 : i32\n";
            s += "    return %q : i32\n  }\n";
        } else {
            s += "    %2 = arith.muli %1, %b : i32\n    return %2 : i32\n  }\n";
        }
    }
    s + "}\n"
}

#[test]
fn ir_input_is_cut_to_the_interesting_op_and_still_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let input = functions(30, 17);
    let (code, log, one) = reduce(dir.path(), "a", &input, "arith.remui", &["-j", "1"]);
    assert_eq!(code, 0, "{log}");
    assert!(log.contains("the input parses and verifies"), "{log}");
    assert!(log.contains("round 1, symbols: 31 -> "), "{log}");
    assert!(one.contains("arith.remui"), "{one}");
    assert!(!one.contains("@f16") && !one.contains("@ext"), "{one}");
    // func, remui, return: the other ops went, their uses replaced.
    assert_eq!(
        one.lines()
            .filter(|l| l.contains(" = ") || l.contains("return"))
            .count(),
        2,
        "{one}"
    );
    let ctx = tileir_dialects::context();
    let root = tileir_ir::parser::parse_source(&ctx, "r", &one, 1, &Default::default()).unwrap();
    assert!(
        tileir_ir::verifier::verify(&ctx, &root.body, root.op).is_ok(),
        "{one}"
    );
    // Deterministic: several jobs give the same bytes.
    let (_, _, two) = reduce(dir.path(), "b", &input, "arith.remui", &["-j", "3"]);
    assert_eq!(one, two);
}

#[test]
fn nested_regions_are_hoisted() {
    let dir = tempfile::tempdir().unwrap();
    let input = "func.func @f(%n: index, %c: i1, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %y = scf.if %c -> (i32) {
      %p = arith.remui %acc, %acc : i32
      scf.yield %p : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %y : i32
  }
  return %r : i32
}
";
    let (code, log, out) = reduce(dir.path(), "h", input, "arith.remui", &[]);
    assert_eq!(code, 0, "{log}");
    assert!(log.contains("regions: "), "{log}");
    assert!(!out.contains("scf."), "{out}");
    assert!(out.contains("arith.remui %arg2, %arg2 : i32"), "{out}");
}

#[test]
fn a_value_with_no_stand_in_becomes_a_zero_constant() {
    let dir = tempfile::tempdir().unwrap();
    let input = "func.func @f() -> i32 {
  %c5 = arith.constant 5 : i32
  %x = arith.muli %c5, %c5 : i32
  %y = arith.remui %x, %x : i32
  return %y : i32
}
";
    let (code, log, out) = reduce(dir.path(), "z", input, "arith.remui", &[]);
    assert_eq!(code, 0, "{log}");
    assert!(!out.contains("arith.muli"), "{out}");
    assert!(
        out.contains("%0 = arith.remui %c0_i32, %c0_i32 : i32"),
        "{out}"
    );
    assert!(!out.contains("unrealized_conversion_cast"), "{out}");
}

#[test]
fn unparsable_input_is_reduced_as_text() {
    let dir = tempfile::tempdir().unwrap();
    let input = functions(20, 99).replace(
        "  func.func @f12(",
        "  func.func @bad() {\n    %x = arith.frobnicate : i32\n  }\n  func.func @f12(",
    );
    let (code, log, out) = reduce(dir.path(), "t", &input, "frobnicate", &[]);
    assert_eq!(code, 0, "{log}");
    assert!(log.contains("does not parse; reduced as text"), "{log}");
    assert_eq!(out.trim(), "%x = arith.frobnicate : i32", "{out}");
}

#[test]
fn attributes_go_and_run_line_makes_a_test() {
    let dir = tempfile::tempdir().unwrap();
    let input = "func.func @f() {\n  \"test.keep\"() {a = 1 : i64, b = \"x\"} : () -> ()\n  \"test.other\"() : () -> ()\n  return\n}\n";
    let (code, log, out) = reduce(
        dir.path(),
        "u",
        input,
        "test.keep",
        &["--allow-unregistered-dialect", "--run-line=tileir-opt %s"],
    );
    assert_eq!(code, 0, "{log}");
    assert!(out.starts_with("// RUN: tileir-opt %s\n\n"), "{out}");
    assert!(out.contains("\"test.keep\"() : () -> ()"), "{out}");
    assert!(!out.contains("test.other"), "{out}");
}

#[test]
fn refuses_an_uninteresting_input_and_explains_exit_codes() {
    let dir = tempfile::tempdir().unwrap();
    let (code, log, _) = reduce(
        dir.path(),
        "n",
        "func.func @f() {\n  return\n}\n",
        "nothing-here",
        &[],
    );
    assert_eq!(code, 1);
    assert!(
        log.contains(
            "the input is not interesting: the test exits with 1 on it (0 means interesting)"
        ),
        "{log}"
    );
    let help = Command::new(bin()).arg("--help").output().unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("exit status 0 means the"), "{help}");
    assert!(help.contains("the opposite of\nmlir-reduce"), "{help}");
}
