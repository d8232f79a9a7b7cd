//! tileir-opt standing in for `cuda-tile-opt` on NVIDIA's cuda-tile lit tests
//! (acceptance A of the cuda_tile issue), under tileir-lit and under LLVM 22's
//! lit with tileir-opt first on PATH.
//!
//! The suite is described twice, for each runner, in
//! `filecheck-tests/corpus/cuda-tile/` (`lit.toml`, `lit.cfg.py`); it points
//! at the corpus where it lies (`shared/corpus/cuda-tile` beside the
//! checkout, or `$CUDA_TILE_CORPUS`: the shared copy is a subset of
//! NVIDIA/cuda-tile, and a checkout of that repository works too) and skips
//! cleanly when it is absent.
//! Tests that call `cuda-tile-translate` or `%round_trip_test` run with
//! tileir-translate (its `--round-trip-test` is `%round_trip_test`).
//!
//! `expected.txt` there lists every test's result today. A listed failure
//! that now passes is reported (update the list: its failures only
//! shrink); a listed pass that fails, a result that changes to or from
//! UNSUPPORTED, and a test missing from the list (or listed but not run)
//! fail this test.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

fn config_dir() -> PathBuf {
    common::workspace_root().join("filecheck-tests/corpus/cuda-tile")
}

/// A runner's results (test name -> result code) and its output.
type Results = (BTreeMap<String, String>, String);

/// `CODE: cuda-tile :: NAME (i of n)` lines: NAME -> CODE.
fn parse_results(out: &str) -> BTreeMap<String, String> {
    let mut m = BTreeMap::new();
    for line in out.lines() {
        let Some((code, rest)) = line.split_once(": cuda-tile :: ") else {
            continue;
        };
        if code.is_empty() || !code.chars().all(|c| c.is_ascii_uppercase()) {
            continue;
        }
        let name = rest.rsplit_once(" (").map(|(n, _)| n).unwrap_or(rest);
        m.insert(name.to_string(), code.to_string());
    }
    m
}

/// expected.txt: `CODE NAME` lines; `#` starts a comment.
fn expected() -> BTreeMap<String, String> {
    let path = config_dir().join("expected.txt");
    let text = std::fs::read_to_string(&path).expect("read expected.txt");
    let mut m = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap().trim();
        if line.is_empty() {
            continue;
        }
        let (code, name) = line
            .split_once(' ')
            .unwrap_or_else(|| panic!("expected.txt:{}: want `CODE NAME`", i + 1));
        let prev = m.insert(name.trim().to_string(), code.to_string());
        assert!(
            prev.is_none(),
            "expected.txt:{}: {name} listed twice",
            i + 1
        );
    }
    m
}

fn passes(code: &str) -> bool {
    matches!(code, "PASS" | "XFAIL")
}

/// Compares a runner's results with the list: (problems, improvements).
fn compare(
    runner: &str,
    got: &BTreeMap<String, String>,
    want: &BTreeMap<String, String>,
    corpus: &Path,
) -> (Vec<String>, Vec<String>) {
    let mut problems = Vec::new();
    let mut better = Vec::new();
    for (name, w) in want {
        let Some(g) = got.get(name) else {
            // Upstream's tests that the shared copy lacks are listed too.
            if corpus.join(name).exists() {
                problems.push(format!("{runner}: {name}: listed as {w}, but not run"));
            }
            continue;
        };
        if g == w {
            continue;
        }
        if g == "UNSUPPORTED" || w == "UNSUPPORTED" || passes(w) {
            problems.push(format!("{runner}: {name}: {g}, listed as {w}"));
        } else {
            better.push(format!("{runner}: {name}: now {g} (listed {w})"));
        }
    }
    for (name, g) in got {
        if !want.contains_key(name) {
            problems.push(format!("{runner}: {name}: {g}, not in expected.txt"));
        }
    }
    (problems, better)
}

fn run_tileir_lit(corpus: &Path, work: &Path) -> Results {
    let env: BTreeMap<String, String> = std::env::vars().collect();
    let args: Vec<String> = vec![
        "tileir-lit".into(),
        "-j2".into(),
        "--timeout".into(),
        "120".into(),
        "--exec-root".into(),
        work.join("tileir-lit").to_string_lossy().into_owned(),
        "--param".into(),
        format!("cuda_tile_corpus={}", corpus.display()),
        config_dir().to_string_lossy().into_owned(),
    ];
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let mut stdin: &[u8] = &[];
    let cwd = std::env::current_dir().unwrap();
    let mut io = tool_io::ToolIo {
        cwd: &cwd,
        env: &env,
        stdin: &mut stdin,
        stdout: &mut stdout,
        stderr: &mut stderr,
        stdout_is_terminal: false,
        stderr_is_terminal: false,
    };
    lit::main(&args, &mut io, tileir_opt::lit_tools::in_process_tools());
    let out = String::from_utf8_lossy(&stdout).into_owned();
    let log = format!("{out}{}", String::from_utf8_lossy(&stderr));
    (parse_results(&out), log)
}

fn run_llvm_lit(lit: &Path, corpus: &Path, work: &Path) -> Results {
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_tileir-opt"));
    let out = Command::new(lit)
        .args(["-j2", "--no-progress-bar"])
        .arg(format!("--param=cuda_tile_corpus={}", corpus.display()))
        .arg(format!(
            "--param=tileir_bin={}",
            ours.parent().unwrap().display()
        ))
        .arg(format!(
            "--param=exec_root={}",
            work.join("llvm-lit").display()
        ))
        .arg(config_dir())
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .expect("run LLVM lit");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let log = format!("{stdout}{}", String::from_utf8_lossy(&out.stderr));
    (parse_results(&stdout), log)
}

#[test]
fn cuda_tile_corpus_results_match_expected_list() {
    let Some(corpus) = common::cuda_tile_corpus().map(|d| d.join("test")) else {
        eprintln!("skipped: shared/corpus/cuda-tile not found (or set CUDA_TILE_CORPUS)");
        return;
    };
    let want = expected();
    let work = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cuda-tile-corpus");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap();

    let mut runs = vec![("tileir-lit", run_tileir_lit(&corpus, &work.join("corpus")))];
    match upstream_tools::lit() {
        Some(lit) => runs.push((
            "LLVM lit",
            run_llvm_lit(&lit, &corpus, &work.join("corpus")),
        )),
        None => eprintln!("{}", upstream_tools::missing(upstream_tools::LIT)),
    }
    let mut problems = Vec::new();
    for (runner, (got, log)) in &runs {
        assert!(
            !got.is_empty(),
            "{runner} reported no results for the cuda-tile suite:\n{log}"
        );
        let passed = got.values().filter(|c| passes(c)).count();
        eprintln!(
            "{runner}: {} tests, {passed} passed, {} unsupported",
            got.len(),
            got.values().filter(|c| *c == "UNSUPPORTED").count()
        );
        let (p, better) = compare(runner, got, &want, &corpus);
        for b in better {
            eprintln!("  improved (update expected.txt): {b}");
        }
        problems.extend(p);
    }
    assert!(
        problems.is_empty(),
        "cuda-tile corpus results differ from filecheck-tests/corpus/cuda-tile/expected.txt:\n  {}",
        problems.join("\n  ")
    );
}
