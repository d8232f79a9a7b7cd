//! The llvm dialect against mlir-opt 22 (skipped when it is absent).
//!
//! - Every file of `filecheck-tests/dialects/llvm/` but the invalid ones:
//!   tileir-opt's output is byte-identical to mlir-opt 22's in custom and in
//!   generic (`--mlir-print-op-generic`) form, and the corpus holds at least
//!   150 llvm ops in custom form.
//! - `invalid*.mlir` and `*-invalid.mlir`: chunk by chunk
//!   (`--split-input-file`), the file's `expected-*` annotations hold under
//!   both tools (`--verify-diagnostics`), and without them tileir-opt's
//!   bare diagnostics (stderr) and exit status are mlir-opt 22's.
//! - The op names: every `llvm.*` name of `ops-from-binary.json` is sorted
//!   into ops mlir-opt 22 registers and other strings (LLVM intrinsic names
//!   such as `llvm.acos.f32`, attribute and metadata names); the list of ops
//!   is kept in `Inputs/ops-mlir22.txt` and checked against mlir-opt 22, and
//!   every op tileir registers is one of them.

mod common;

use common::{diff, run_inproc, run_process, Report};
use std::path::{Path, PathBuf};
use std::time::Duration;

fn corpus_dir() -> PathBuf {
    common::workspace_root().join("filecheck-tests/dialects/llvm")
}

fn corpus_files() -> Vec<PathBuf> {
    common::mlir_files(&corpus_dir())
        .into_iter()
        .filter(|p| !p.components().any(|c| c.as_os_str() == "Inputs"))
        .collect()
}

/// `invalid*.mlir` and `*-invalid.mlir`: files of invalid cases.
fn is_invalid(p: &Path) -> bool {
    p.file_name().is_some_and(|n| {
        let n = n.to_string_lossy();
        n.starts_with("invalid") || n.ends_with("-invalid.mlir")
    })
}

fn mlir(bin: &Path, args: &[&str]) -> common::Output {
    run_process(bin, args, b"", Duration::from_secs(60))
}

/// The llvm ops of a custom-form print: one per `llvm.` op name at the
/// start of an op line.
fn count_llvm_ops(custom: &str) -> usize {
    custom
        .lines()
        .filter(|l| {
            let l = l.trim_start();
            let l = match l.find(" = ") {
                Some(i) if l.starts_with('%') => &l[i + 3..],
                _ => l,
            };
            l.starts_with("llvm.")
        })
        .count()
}

#[test]
fn llvm_corpus_matches_mlir_opt() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!(
            "skipped: {}",
            upstream_tools::missing(upstream_tools::MLIR_OPT)
        );
        return;
    };
    let mut report = Report::default();
    let mut ops = 0;
    for file in corpus_files() {
        let path = file.to_string_lossy().into_owned();
        let name = common::display(&file);
        if is_invalid(&file) {
            // Each case's expectations hold under both tools (so every
            // diagnostic is mlir-opt 22's, at its place)...
            let args = ["--split-input-file", "--verify-diagnostics", path.as_str()];
            let theirs = mlir(&bin, &args);
            let ours = run_inproc(&args, b"");
            if !theirs.ok() || !ours.ok() {
                report.fail(
                    format!("{name} (--verify-diagnostics)"),
                    format!(
                        "mlir-opt 22:\n{}\ntileir-opt:\n{}",
                        theirs.stderr, ours.stderr
                    ),
                );
                continue;
            }
            // ... and without the annotations (which mlir-opt 22 reports
            // as unmatched even without `--verify-diagnostics`) the bare
            // stderr is byte-identical: columns, order and notes.
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            let bare: String = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("// expected-"))
                .map(|l| format!("{l}\n"))
                .collect();
            let dir = std::env::temp_dir().join(format!("llvm-invalid-{}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let bare_file = dir.join(file.file_name().unwrap());
            std::fs::write(&bare_file, bare).unwrap();
            let bare_path = bare_file.to_string_lossy().into_owned();
            let args = ["--split-input-file", bare_path.as_str()];
            let theirs = mlir(&bin, &args);
            let ours = run_inproc(&args, b"");
            let _ = std::fs::remove_dir_all(&dir);
            if theirs.stderr != ours.stderr || theirs.ok() != ours.ok() {
                report.fail(
                    format!("{name} (diagnostics)"),
                    diff(&theirs.stderr, &ours.stderr, "mlir-opt", "tileir-opt"),
                );
            } else {
                report.pass();
            }
            continue;
        }
        for flags in [&[][..], &["--mlir-print-op-generic"][..]] {
            let mut args: Vec<&str> = flags.to_vec();
            args.push(&path);
            let theirs = mlir(&bin, &args);
            let ours = run_inproc(&args, b"");
            if !theirs.ok() {
                report.fail(format!("{name} {flags:?}"), theirs.stderr.clone());
                continue;
            }
            if flags.is_empty() {
                ops += count_llvm_ops(&theirs.stdout);
            }
            if theirs.stdout != ours.stdout || !ours.ok() {
                let why = format!(
                    "{}{}",
                    ours.stderr,
                    diff(&theirs.stdout, &ours.stdout, "mlir-opt", "tileir-opt")
                );
                report.fail(format!("{name} {flags:?}"), why);
            } else {
                report.pass();
            }
        }
    }
    eprintln!("llvm corpus: {ops} llvm ops in custom form");
    if ops < 150 {
        report.fail("corpus size", format!("only {ops} llvm ops, want >= 150"));
    }
    report.finish("llvm_dialect_differential");
}

/// The op names mlir-opt 22 registers in the llvm dialect (checked in).
fn registered_upstream() -> Vec<String> {
    let text = std::fs::read_to_string(corpus_dir().join("Inputs/ops-mlir22.txt"))
        .expect("Inputs/ops-mlir22.txt");
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

#[test]
fn every_registered_op_is_an_mlir22_op() {
    let upstream = registered_upstream();
    let ctx = tileir_dialects::context();
    let ours: Vec<&str> = tileir_dialects::llvm::DIALECT
        .ops
        .iter()
        .map(|d| d.name)
        .collect();
    for name in &ours {
        assert!(
            upstream.iter().any(|u| u == name),
            "{name} is not an op of mlir-opt 22's llvm dialect"
        );
        assert!(ctx.op_def_by_name(name).is_some());
    }
    let missing: Vec<&String> = upstream
        .iter()
        .filter(|u| !ours.contains(&u.as_str()))
        .collect();
    eprintln!(
        "llvm ops: {} of mlir-opt 22's {} registered; not yet: {}",
        ours.len(),
        upstream.len(),
        missing
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    );
}

/// The reference's `llvm.*` strings, sorted by mlir-opt 22 into ops and the
/// rest; the ops must be exactly `Inputs/ops-mlir22.txt`.
#[test]
fn reference_names_sorted_into_ops_and_other_strings() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!(
            "skipped: {}",
            upstream_tools::missing(upstream_tools::MLIR_OPT)
        );
        return;
    };
    // Beside the checkout (`../shared`), or beside a worktree's parent.
    let root = common::workspace_root();
    let json = ["../shared", "../../shared"]
        .iter()
        .map(|d| root.join(d).join("reference/ops-from-binary.json"))
        .find_map(|p| std::fs::read_to_string(p).ok());
    let Some(json) = json else {
        eprintln!("skipped: shared/reference/ops-from-binary.json is absent");
        return;
    };
    let v: serde_json::Value = serde_json::from_str(&json).expect("ops-from-binary.json");
    let names: Vec<String> = v["llvm"]
        .as_array()
        .expect("llvm list")
        .iter()
        .filter_map(|n| n.as_str().map(String::from))
        .collect();
    // One chunk per name: the name alone, as an op in custom form. The
    // llvm dialect accepts unknown ops in generic form, but mlir-opt reports
    // `custom op '...' is unknown` exactly for the names that are not ops.
    let mut text = String::new();
    for n in &names {
        text.push_str(&format!("{n}\n// -----\n"));
    }
    let dir = std::env::temp_dir().join(format!("llvm-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("names.mlir");
    std::fs::write(&file, &text).unwrap();
    let out = mlir(
        &bin,
        &["--split-input-file", file.to_string_lossy().as_ref()],
    );
    let _ = std::fs::remove_dir_all(&dir);
    let mut not_ops = std::collections::BTreeSet::new();
    for line in out.stderr.lines() {
        if let Some(rest) = line.split("custom op '").nth(1) {
            if let Some(name) = rest.strip_suffix("' is unknown") {
                not_ops.insert(name.to_string());
            }
        }
    }
    let ops: Vec<&String> = names.iter().filter(|n| !not_ops.contains(*n)).collect();
    let mut expected = registered_upstream();
    expected.sort();
    let mut got: Vec<String> = ops.iter().map(|s| s.to_string()).collect();
    got.sort();
    assert_eq!(
        got, expected,
        "mlir-opt 22's llvm ops among the reference names differ from Inputs/ops-mlir22.txt"
    );
    eprintln!(
        "reference llvm names: {} ops, {} other strings (intrinsic, attribute and metadata names)",
        got.len(),
        not_ops.len()
    );
}
