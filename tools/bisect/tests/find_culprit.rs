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
