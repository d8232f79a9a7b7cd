//! Acceptance: `tileir-bisect` finds a deliberately broken pass invocation
//! among 100 (10 functions, 10 passes each) in at most 9 runs of
//! tileir-opt, the two end checks included, and prints it with the IR
//! diff; a test that is not interesting at the full pipeline is refused.
//! Needs tileir-opt built beside this test (`cargo test --workspace`);
//! skips with a message when it is not there.

use std::path::PathBuf;
use std::process::Command;

/// tileir-opt from the same target directory, if built.
fn tileir_opt() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?.parent()?;
    let path = dir.join("tileir-opt");
    path.exists().then_some(path)
}

/// 10 functions; the pipeline runs 10 passes on each, the one at
/// `invocation` (1-based) breaking its function with `mode`.
fn setup(invocation: usize, mode: &str) -> (tempfile_free::Dir, String) {
    let dir = tempfile_free::Dir::new(&format!("{invocation}-{mode}"));
    let input: String = (0..10)
        .map(|i| format!("func.func @f{i}() {{\n  return\n}}\n"))
        .collect();
    std::fs::write(dir.path.join("in.mlir"), input).unwrap();
    let (function, pass) = ((invocation - 1) / 10, (invocation - 1) % 10);
    let passes: Vec<String> = (0..10)
        .map(|p| {
            if p == pass {
                format!("tileir-test-break{{mode={mode} only=f{function}}}")
            } else {
                "tileir-test-function-noop".to_string()
            }
        })
        .collect();
    (
        dir,
        format!(
            "--pass-pipeline=builtin.module(func.func({}))",
            passes.join(",")
        ),
    )
}

/// A scratch directory removed on drop (std only).
mod tempfile_free {
    pub struct Dir {
        pub path: std::path::PathBuf,
    }
    impl Dir {
        pub fn new(tag: &str) -> Dir {
            let path = std::env::temp_dir()
                .join(format!("tileir-bisect-test-{}-{tag}", std::process::id()));
            std::fs::create_dir_all(&path).unwrap();
            Dir { path }
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

fn bisect(
    test: &[&str],
    opt: &PathBuf,
    dir: &tempfile_free::Dir,
    pipeline: &str,
) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tileir-bisect"))
        .args(test)
        .arg("--")
        .arg(opt)
        .arg(dir.path.join("in.mlir"))
        .arg(pipeline)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn runs(stdout: &str) -> usize {
    let line = stdout.lines().find(|l| l.starts_with("runs: ")).unwrap();
    line["runs: ".len()..].parse().unwrap()
}

#[test]
fn finds_a_miscompile_among_100_invocations_in_9_runs() {
    let Some(opt) = tileir_opt() else {
        eprintln!("skipped: tileir-opt is not built beside this test");
        return;
    };
    for invocation in [1, 2, 37, 50, 51, 64, 99, 100] {
        let (dir, pipeline) = setup(invocation, "miscompile");
        let (ok, stdout, stderr) = bisect(
            &["--test=grep -q tileir.miscompiled {}"],
            &opt,
            &dir,
            &pipeline,
        );
        assert!(ok, "{stderr}");
        let function = (invocation - 1) / 10;
        assert!(
            stdout.starts_with(&format!(
                "culprit: pass invocation {invocation} of 100: tileir-test-break on func.func @f{function}\nBISECT: running pass ({invocation}) tileir-test-break on func.func @f{function}\n"
            )),
            "{stdout}"
        );
        assert!(runs(&stdout) <= 9, "{stdout}");
        assert!(
            stdout.contains(&format!(
                "\n-func.func @f{function}() {{\n+func.func @f{function}() attributes {{tileir.miscompiled}} {{\n"
            )) || stdout.contains(&format!(
                "\n-  func.func @f{function}() {{\n+  func.func @f{function}() attributes {{tileir.miscompiled}} {{\n"
            )),
            "{stdout}"
        );
        // Progress: one line per run, the two ends first.
        let progress: Vec<&str> = stderr.lines().collect();
        assert_eq!(progress.len(), runs(&stdout));
        assert_eq!(
            progress[0],
            "tileir-bisect: --opt-bisect-limit=-1: interesting"
        );
        assert_eq!(
            progress[1],
            "tileir-bisect: --opt-bisect-limit=0: not interesting"
        );
    }
}

#[test]
fn finds_a_failing_and_a_panicking_invocation() {
    let Some(opt) = tileir_opt() else {
        eprintln!("skipped: tileir-opt is not built beside this test");
        return;
    };
    for mode in ["fail", "panic"] {
        let (dir, pipeline) = setup(73, mode);
        let (ok, stdout, stderr) = bisect(&["--fails", "--verify"], &opt, &dir, &pipeline);
        assert!(ok, "{stderr}");
        assert!(
            stdout.starts_with("culprit: pass invocation 73 of "),
            "{stdout}"
        );
        assert!(
            stdout.contains("tileir-test-break on func.func @f7\n"),
            "{stdout}"
        );
        assert!(
            stdout.contains("printed no output; its diagnostics:"),
            "{stdout}"
        );
    }
}

#[test]
fn uninteresting_full_pipeline_is_refused() {
    let Some(opt) = tileir_opt() else {
        eprintln!("skipped: tileir-opt is not built beside this test");
        return;
    };
    let (dir, pipeline) = setup(5, "miscompile");
    let (ok, _, stderr) = bisect(&["--fails"], &opt, &dir, &pipeline);
    assert!(!ok);
    assert!(
        stderr.contains("tileir-bisect: error: the full pipeline is not interesting"),
        "{stderr}"
    );
    let (ok, _, stderr) = bisect(&["--test=true"], &opt, &dir, &pipeline);
    assert!(!ok);
    assert!(
        stderr.contains("the empty pipeline (--opt-bisect-limit=0) is already interesting"),
        "{stderr}"
    );
}

/// A binary built beside this test (`cargo test --workspace` builds them).
fn sibling(name: &str) -> Option<PathBuf> {
    let path = tileir_opt()?.with_file_name(name);
    path.exists().then_some(path)
}

/// Runs tileir-lit on a directory holding `test` (as `test.mlir`); whether
/// the test passed.
fn lit_passes(lit: &PathBuf, dir: &tempfile_free::Dir, name: &str, test: &str) -> bool {
    let suite = dir.path.join(name);
    std::fs::create_dir_all(&suite).unwrap();
    std::fs::write(suite.join("test.mlir"), test).unwrap();
    std::fs::write(
        suite.join("lit.toml"),
        "name = \"regression\"\nsuffixes = [\".mlir\"]\n\n[tools]\nFileCheck = \"builtin\"\ntileir-opt = \"builtin\"\n",
    )
    .unwrap();
    Command::new(lit)
        .arg(&suite)
        .output()
        .unwrap()
        .status
        .success()
}

#[test]
fn the_regression_test_fails_until_the_break_is_gone() {
    let (Some(opt), Some(lit)) = (tileir_opt(), sibling("tileir-lit")) else {
        eprintln!("skipped: tileir-opt or tileir-lit is not built beside this test");
        return;
    };
    for (mode, test) in [
        ("miscompile", "--test=grep -q tileir.miscompiled {}"),
        ("fail", "--fails"),
        ("invalid", "--verifier-fails"),
    ] {
        let (dir, pipeline) = setup(37, mode);
        let path = dir.path.join("regression.mlir");
        let write = format!("--write-test={}", path.display());
        let (ok, stdout, stderr) = bisect(&[test, &write], &opt, &dir, &pipeline);
        assert!(ok, "{mode}: {stderr}");
        assert!(
            stdout.contains("tileir-test-break on func.func @f3\n"),
            "{stdout}"
        );
        let written = std::fs::read_to_string(&path).unwrap();
        let broken = format!("tileir-test-break{{mode={mode} only=f3}}");
        assert!(
            written.contains(&format!(
                "// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func({broken}))' --opt-bisect-funcs=f3 --opt-bisect-verbose=false | FileCheck %s\n"
            )),
            "{written}"
        );
        assert!(
            written.contains("// CHECK-LABEL: func.func @f3() {\n// CHECK-NEXT: return\n"),
            "{written}"
        );
        // The IR is what invocation 37 received: every function as it was.
        assert!(
            written.ends_with("  func.func @f9() {\n    return\n  }\n}\n"),
            "{written}"
        );
        assert!(
            !lit_passes(&lit, &dir, "before-fix", &written),
            "{mode}: passes before the fix"
        );
        // The fix: the pass no longer breaks anything.
        let fixed = written.replace(&broken, "tileir-test-function-noop");
        assert!(
            lit_passes(&lit, &dir, "after-fix", &fixed),
            "{mode}: fails after the fix"
        );
    }
}

#[test]
fn every_kind_of_test() {
    let Some(opt) = tileir_opt() else {
        eprintln!("skipped: tileir-opt is not built beside this test");
        return;
    };
    // A FileCheck file the output must match, or must fail to match.
    let (dir, pipeline) = setup(64, "miscompile");
    let check = dir.path.join("check.txt");
    std::fs::write(
        &check,
        "CHECK: func.func @f6() attributes {tileir.miscompiled}\nGOOD: func.func @f6() {\n",
    )
    .unwrap();
    let matches = format!("--match={}", check.display());
    let (ok, stdout, stderr) = bisect(&[&matches], &opt, &dir, &pipeline);
    assert!(
        ok && stdout.starts_with("culprit: pass invocation 64 of 100: "),
        "{stdout}{stderr}"
    );
    let mismatch = format!("--mismatch={}", check.display());
    let (ok, stdout, stderr) = bisect(&[&mismatch, "--check-prefix=GOOD"], &opt, &dir, &pipeline);
    assert!(
        ok && stdout.starts_with("culprit: pass invocation 64 of 100: "),
        "{stdout}{stderr}"
    );
    // The verifier fails on what a pass made.
    let (dir, pipeline) = setup(12, "invalid");
    let (ok, stdout, stderr) = bisect(&["--verifier-fails"], &opt, &dir, &pipeline);
    assert!(
        ok && stdout.starts_with("culprit: pass invocation 12 of 100: "),
        "{stdout}{stderr}"
    );
    // A pass crashes; a pass that fails is not a crash.
    let (dir, pipeline) = setup(88, "panic");
    let (ok, stdout, stderr) = bisect(&["--crashes"], &opt, &dir, &pipeline);
    assert!(
        ok && stdout.starts_with("culprit: pass invocation 88 of "),
        "{stdout}{stderr}"
    );
    let (dir, pipeline) = setup(88, "fail");
    let (ok, _, stderr) = bisect(&["--crashes"], &opt, &dir, &pipeline);
    assert!(
        !ok && stderr.contains("the full pipeline is not interesting"),
        "{stderr}"
    );
}

#[test]
fn continues_into_a_debug_counter() {
    let Some(opt) = tileir_opt() else {
        eprintln!("skipped: tileir-opt is not built beside this test");
        return;
    };
    let dir = tempfile_free::Dir::new("counter");
    let input: String = (0..6)
        .map(|i| format!("func.func private @d{i}() {{\n  return\n}}\n"))
        .chain(["func.func @live() {\n  return\n}\n".to_string()])
        .collect();
    std::fs::write(dir.path.join("in.mlir"), input).unwrap();
    // symbol-dce erases @d0..@d5 in order; the test: @d4 is gone.
    let pipeline =
        "--pass-pipeline=builtin.module(func.func(tileir-test-function-noop),symbol-dce)";
    let (ok, stdout, stderr) = bisect(
        &["--test=! grep -q @d4 {}", "--counter=symbol-dce-erase"],
        &opt,
        &dir,
        pipeline,
    );
    assert!(ok, "{stderr}");
    assert!(
        stdout.starts_with("culprit: pass invocation 8 of 8: symbol-dce on builtin.module\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("first bad transformation: symbol-dce-erase #5 of the 6 in invocation 8 (#5 of the run)\n"),
        "{stdout}"
    );
    assert!(stdout.contains("--opt-bisect-limit=8 --mlir-debug-counter=symbol-dce-erase-count=5   (interesting; 4 is not)\n"), "{stdout}");
    assert!(
        stdout.contains("\n-  func.func private @d4() {\n"),
        "{stdout}"
    );
}
