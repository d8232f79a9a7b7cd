//! Differential test of the nvvm, gpu and nvgpu dialects against mlir-opt
//! 22 (skipped when it is absent; see the upstream-tools crate).
//!
//! Inputs: every `.mlir` of `filecheck-tests/dialects/{nvvm,gpu,nvgpu}`.
//! A file whose RUN line verifies diagnostics must pass
//! `--verify-diagnostics` under both tools (so each of its invalid cases
//! gives mlir-opt 22's diagnostic, at its place), and the same file with
//! its `expected-*` lines removed must give byte-identical stderr (columns,
//! notes such as `see current operation` that `--verify-diagnostics` does
//! not check). Every other file must
//! print byte-identically under both tools, in custom and in generic form
//! (with `--split-input-file` when its RUN line splits).

mod common;

use common::{diff, display, mlir_files, mlir_opt, run_inproc, run_process, workspace_root};
use std::path::Path;
use std::time::Duration;

const DIALECTS: [&str; 3] = ["nvvm", "gpu", "nvgpu"];

/// The first RUN line of a test file.
fn run_line(text: &str) -> &str {
    text.lines()
        .find(|l| l.trim_start().starts_with("// RUN:"))
        .unwrap_or("")
}

#[test]
fn nvvm_gpu_nvgpu_match_mlir_opt_22() {
    let Some(mlir) = mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found");
        return;
    };
    let root = workspace_root().join("filecheck-tests/dialects");
    let mut failures: Vec<String> = Vec::new();
    let mut files = 0;
    for dialect in DIALECTS {
        for path in mlir_files(&root.join(dialect)) {
            files += 1;
            let text = std::fs::read_to_string(&path).unwrap();
            let run = run_line(&text);
            if let Err(f) = check_file(&mlir, &path, run) {
                failures.push(format!("{}: {f}", display(&path)));
            }
        }
    }
    assert!(files > 0, "no dialect tests found under {}", root.display());
    assert!(
        failures.is_empty(),
        "{} of {files} files differ from mlir-opt 22:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// `path` with its `expected-*` lines removed: stderr and exit status as
/// mlir-opt 22's.
fn compare_bare(mlir: &Path, path: &Path, flags: &[&str]) -> Result<(), String> {
    let text = std::fs::read_to_string(path).unwrap();
    let bare: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("// expected-"))
        .map(|l| format!("{l}\n"))
        .collect();
    let dir = std::env::temp_dir().join(format!("nvvm-gpu-bare-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bare_file = dir.join(path.file_name().unwrap());
    std::fs::write(&bare_file, bare).unwrap();
    let mut args = vec![bare_file.to_str().unwrap()];
    args.extend_from_slice(flags);
    let theirs = run_process(mlir, &args, b"", Duration::from_secs(60));
    let ours = run_inproc(&args, b"");
    let _ = std::fs::remove_file(&bare_file);
    if theirs.stderr != ours.stderr || theirs.ok() != ours.ok() {
        return Err(format!(
            "stderr without the expectations differs:\n{}",
            diff(&theirs.stderr, &ours.stderr, "mlir-opt 22", "tileir-opt")
        ));
    }
    Ok(())
}

fn check_file(mlir: &Path, path: &Path, run: &str) -> Result<(), String> {
    let file = path.to_str().unwrap();
    let limit = Duration::from_secs(60);
    let mut base = vec![file];
    if run.contains("--split-input-file") {
        base.push("--split-input-file");
    }
    if run.contains("--verify-diagnostics") {
        let mut args = base.clone();
        args.push("--verify-diagnostics");
        let theirs = run_process(mlir, &args, b"", limit);
        let ours = run_inproc(&args, b"");
        if !theirs.ok() {
            return Err(format!(
                "mlir-opt 22 does not pass the file's expectations:\n{}",
                theirs.stderr
            ));
        }
        if !ours.ok() {
            return Err(format!(
                "our diagnostics differ from the expectations mlir-opt 22 meets:\n{}",
                ours.stderr
            ));
        }
        return compare_bare(mlir, path, &base[1..]);
    }
    for generic in [false, true] {
        let mut args = base.clone();
        if generic {
            args.push("--mlir-print-op-generic");
        }
        let theirs = run_process(mlir, &args, b"", limit);
        let ours = run_inproc(&args, b"");
        if !theirs.ok() {
            return Err(format!("mlir-opt 22 rejects the file:\n{}", theirs.stderr));
        }
        if !ours.ok() || ours.stdout != theirs.stdout {
            let form = if generic { "generic" } else { "custom" };
            return Err(format!(
                "{form} form differs:\n{}{}",
                ours.stderr,
                diff(&theirs.stdout, &ours.stdout, "mlir-opt 22", "tileir-opt")
            ));
        }
    }
    Ok(())
}

/// An op verifier that fails several checks reports each one, in
/// mlir-opt 22's order, each with its own `see current operation` note
/// (`--verify-diagnostics` cannot tell the order; plain output can).
#[test]
fn several_errors_of_one_op_match_mlir_opt_22() {
    let Some(mlir) = mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found");
        return;
    };
    let input = "llvm.func @f(%f: f32, %i: i32, %s: i16) {\n  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n";
    let theirs = run_process(&mlir, &[], input.as_bytes(), Duration::from_secs(60));
    let ours = run_inproc(&[], input.as_bytes());
    assert_eq!(
        theirs.stderr.matches(": error: ").count(),
        3,
        "mlir-opt 22 no longer reports three errors:\n{}",
        theirs.stderr
    );
    assert_eq!(ours.code, theirs.code);
    assert!(
        ours.stderr == theirs.stderr,
        "{}",
        diff(&theirs.stderr, &ours.stderr, "mlir-opt 22", "tileir-opt")
    );
}
