//! Runs LLVM 22's `lit` over the shared FileCheck corpus with our FileCheck
//! first on PATH and asserts every test passes. Skips (passing) when lit or
//! the corpus is absent (lit: `$LLVM_LIT`, else `$LLVM_BIN/lit`; see the
//! upstream-tools crate).

use std::path::{Path, PathBuf};
use std::process::Command;

fn run_lit(lit: &Path, test_root: &Path, exec_root: &str) -> (bool, String) {
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_FileCheck"));
    let fc_dir = ours.parent().expect("binary dir");
    let cfg_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus-lit");
    let exec = std::env::temp_dir().join(format!("{exec_root}-{}", std::process::id()));
    let out = Command::new(lit)
        .arg("-v")
        .arg(format!(
            "--param=llvm_bin={}",
            upstream_tools::llvm_bin().display()
        ))
        .arg(format!("--param=filecheck_dir={}", fc_dir.display()))
        .arg(format!("--param=test_root={}", test_root.display()))
        .arg(format!("--param=exec_root={}", exec.display()))
        .arg(&cfg_dir)
        .env_remove("FILECHECK_OPTS")
        .output()
        .expect("run lit");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

fn check_suite(root: PathBuf, name: &str) {
    let Some(lit) = upstream_tools::lit() else {
        eprintln!("{}", upstream_tools::missing(upstream_tools::LIT));
        return;
    };
    if !root.is_dir() {
        eprintln!("skipping: {} not found", root.display());
        return;
    }
    let (ok, text) = run_lit(&lit, &root, name);
    let summary: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("Passed") || l.contains("Failed") || l.starts_with("FAIL"))
        .collect();
    eprintln!("{}", summary.join("\n"));
    assert!(ok, "lit reported failures:\n{text}");
    assert!(!text.contains("Failed"), "lit reported failures:\n{text}");
}

#[test]
fn shared_corpus_passes_under_lit_22() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/filecheck");
    check_suite(root, "tileir-fc-corpus");
}

#[test]
fn project_filecheck_tests_pass_under_lit_22() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../filecheck-tests/filecheck");
    check_suite(root, "tileir-fc-project");
}
