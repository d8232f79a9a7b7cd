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
//! tileir-translate (its `--round-trip-test` is `%round_trip_test`); what
//! their other RUN lines check is also run as a second view of the suite,
//! on copies (in the target directory) with the translator's RUN lines
//! blanked.
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
            let file = name.strip_suffix(OTHER_LINES).unwrap_or(name);
            if corpus.join(file).exists() {
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

/// The commands lit.toml's `[command_requires]` ties to the
/// `cuda-tile-translate` feature.
const TRANSLATE: [&str; 2] = ["cuda-tile-translate", "%round_trip_test"];

/// How a test of the second view is named in expected.txt.
const OTHER_LINES: &str = " (its other RUN lines)";

/// Whether `line` names `command` as a whole word (as `[command_requires]`
/// matches).
fn names_command(line: &str, command: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    line.match_indices(command).any(|(i, _)| {
        !line[..i].chars().next_back().is_some_and(word)
            && !line[i + command.len()..].chars().next().is_some_and(word)
    })
}

/// The corpus tests that are UNSUPPORTED for calling the translator but
/// have other RUN lines too, copied under `dir` with the translator's RUN
/// lines (and their continuations) blanked, so line numbers stay: the rest
/// of each such test is checked as a test of its own. Returns how many.
fn without_translate_lines(corpus: &Path, dir: &Path) -> usize {
    let mut n = 0;
    for path in common::mlir_files(corpus) {
        let text = std::fs::read_to_string(&path).unwrap();
        let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
        let (mut blanked, mut kept) = (0, 0);
        let mut i = 0;
        while i < lines.len() {
            let Some(pos) = lines[i].find("RUN:") else {
                i += 1;
                continue;
            };
            // One directive: this line and its `\` continuations.
            let mut end = i;
            let mut command = lines[i][pos + 4..].to_string();
            while command.trim_end().ends_with('\\') && end + 1 < lines.len() {
                end += 1;
                let next = &lines[end];
                command.push_str(next.split_once("RUN:").map_or(next.as_str(), |(_, r)| r));
            }
            if TRANSLATE.iter().any(|c| names_command(&command, c)) {
                for l in &mut lines[i..=end] {
                    *l = "//".to_string();
                }
                blanked += 1;
            } else {
                kept += 1;
            }
            i = end + 1;
        }
        if blanked > 0 && kept > 0 {
            let out = dir.join(path.strip_prefix(corpus).unwrap());
            std::fs::create_dir_all(out.parent().unwrap()).unwrap();
            std::fs::write(&out, lines.join("\n")).unwrap();
            n += 1;
        }
    }
    n
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

    // The second view: what the translator's RUN lines leave of a test.
    let stripped = work.join("without-translate");
    let n = without_translate_lines(&corpus, &stripped);
    assert!(
        n > 0,
        "no corpus test has RUN lines besides the translator's"
    );
    let both = |run: &dyn Fn(&Path, &Path) -> Results| {
        let (mut got, mut log) = run(&corpus, &work.join("corpus"));
        let (other, other_log) = run(&stripped, &work.join("other"));
        got.extend(other.into_iter().map(|(k, v)| (k + OTHER_LINES, v)));
        log.push_str(&other_log);
        (got, log)
    };
    let mut runs = vec![("tileir-lit", both(&run_tileir_lit))];
    match upstream_tools::lit() {
        Some(lit) => runs.push(("LLVM lit", both(&|c, w| run_llvm_lit(&lit, c, w)))),
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
