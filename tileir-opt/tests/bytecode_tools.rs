//! `tileir-opt --emit-bytecode` against NVIDIA's own tools (issue 18,
//! acceptance B, writer half): for every real cuTile kernel and every
//! example, the bytecode tileir-opt writes is printed by `tileirdisasm`
//! exactly as the kernel's text (at every bytecode version) and compiled by
//! `tileiras --gpu-name=sm_90 -O3`. The tools come from the PyPI wheels
//! `nvidia-cuda-tileiras` and `nvidia-cuda-nvcc` (ptxas) installed for
//! `$CUTILE_PYTHON` (default `python3`); without them that test is
//! skipped. Reading the bytecode back with tileir-opt's own reader, and
//! the command-line behaviour (version flag, atomic output, diagnostics),
//! are tested without them. Debug info (the `.debuginfo.mlir` kernels,
//! `tileirdisasm -g` text) is written so that `tileirdisasm -g` prints the
//! kernel's text back and tileiras compiles it with line info; and
//! `tileir-translate` acting as NVIDIA's 13.3 test build (the flags the
//! cuda-tile corpus runs it with) is checked here too.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const TILEIR_OPT: &str = env!("CARGO_BIN_EXE_tileir-opt");

/// Examples whose text tileir-opt does not yet print as cuda-tile-opt
/// does (multi-result names such as `%for:3`, spacing after `maxf`): their
/// text is not compared, the rest (tileirdisasm reads the file, tileiras
/// compiles it) is checked. One that matches is noted; the list only
/// shrinks.
const PRINTER_DIFFERENCES: &[&str] = &[];

/// Kernels also compiled from 13.1 bytecode.
const COMPILE_AT_13_1: &[&str] = &[
    "real/matmul.mlir",
    "real/attention.mlir",
    "real/prefix_scans.mlir",
];

/// The wheels' `bin` directory (tileirdisasm, tileiras, ptxas), if installed.
fn nvidia_bin() -> Option<PathBuf> {
    let python = std::env::var("CUTILE_PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(&python)
        .args([
            "-c",
            "import nvidia.cu13, os; print(os.path.join(nvidia.cu13.__path__[0], 'bin'))",
        ])
        .output()
        .ok()?;
    let bin = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    let tools = ["tileirdisasm", "tileiras", "ptxas"];
    (out.status.success() && tools.iter().all(|t| bin.join(t).is_file())).then_some(bin)
}

/// The kernels: real cuTile IR (debug-info variants aside) and the
/// hand-written examples.
fn kernels() -> Vec<PathBuf> {
    let root = common::workspace_root().join("examples/cuda_tile");
    let mut files: Vec<PathBuf> = common::mlir_files(&root.join("real"))
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with(".debuginfo.mlir"))
        .collect();
    files.extend(
        std::fs::read_dir(&root)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "mlir")),
    );
    files.sort();
    files
}

fn opt(args: &[&str]) -> std::process::Output {
    Command::new(TILEIR_OPT)
        .args(args)
        .output()
        .expect("run tileir-opt")
}

/// What tileirdisasm prints for a module: the body of its
/// `cuda_tile.module`, one indentation level less.
fn module_body(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with("cuda_tile.module"))
        .expect("a cuda_tile.module");
    let indent = lines[start].len() - lines[start].trim_start().len();
    let close = format!("{}}}", " ".repeat(indent));
    let end = start
        + lines[start..]
            .iter()
            .position(|l| *l == close)
            .expect("the module's closing brace");
    let mut out = String::new();
    for l in &lines[start + 1..end] {
        out.push_str(l.get(indent + 2..).unwrap_or(""));
        out.push('\n');
    }
    out
}

/// The text tileirdisasm must print for `file`: a real kernel is
/// tileirdisasm's own print of cuTile's bytecode; an example is what
/// tileir-opt prints for it.
fn expected_body(file: &Path) -> String {
    let text = if file.parent().is_some_and(|d| d.ends_with("real")) {
        std::fs::read_to_string(file).unwrap()
    } else {
        let out = opt(&[file.to_str().unwrap()]);
        assert!(out.status.success(), "tileir-opt {}", file.display());
        String::from_utf8(out.stdout).unwrap()
    };
    module_body(&text)
}

#[test]
fn written_bytecode_reads_back_in_tileirdisasm_and_compiles_with_tileiras() {
    let Some(bin) = nvidia_bin() else {
        eprintln!(
            "skipped: no tileirdisasm/tileiras/ptxas (pip install nvidia-cuda-tileiras nvidia-cuda-nvcc; set CUTILE_PYTHON)"
        );
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    let mut checked = 0;
    for file in kernels() {
        // `real/softmax.mlir` or `softmax.mlir`: relative to examples/cuda_tile.
        let name = file
            .strip_prefix(common::workspace_root().join("examples/cuda_tile"))
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let stem = name.replace('/', "_");
        let expected = expected_body(&file);
        let known_printer_difference = PRINTER_DIFFERENCES.contains(&name.as_str());
        for version in ["13.1", "13.2", "13.3", "13.4", "13.5"] {
            let bc = dir.path().join(format!("{stem}.{version}.tileirbc"));
            let out = opt(&[
                "--emit-bytecode",
                &format!("--emit-bytecode-version={version}"),
                file.to_str().unwrap(),
                "-o",
                bc.to_str().unwrap(),
            ]);
            if !out.status.success() {
                failures.push(format!(
                    "{name} @{version}: tileir-opt --emit-bytecode failed:\n{}",
                    String::from_utf8_lossy(&out.stderr)
                ));
                continue;
            }
            let dis = Command::new(bin.join("tileirdisasm"))
                .arg(&bc)
                .output()
                .unwrap();
            let printed = String::from_utf8_lossy(&dis.stdout);
            if !dis.status.success() {
                failures.push(format!(
                    "{name} @{version}: tileirdisasm failed:\n{}",
                    String::from_utf8_lossy(&dis.stderr)
                ));
            } else if printed != expected {
                if known_printer_difference {
                    eprintln!("skipped {name} @{version}: tileir-opt's own print differs (PRINTER_DIFFERENCES)");
                } else {
                    failures.push(format!(
                        "{name} @{version}: tileirdisasm prints\n{printed}\nexpected\n{expected}"
                    ));
                }
            } else if known_printer_difference {
                // The printer is fixed elsewhere (the list is not this
                // test's to keep in step with every branch): a note only.
                eprintln!(
                    "note: {name} @{version} now matches: remove it from PRINTER_DIFFERENCES"
                );
            }
            checked += 1;
        }
        // tileiras compiles the default (newest) version's file, and for a
        // few kernels the oldest version's (other partition_view, ptr and
        // function-record layouts).
        let versions: &[&str] = if COMPILE_AT_13_1.contains(&name.as_str()) {
            &["13.5", "13.1"]
        } else {
            &["13.5"]
        };
        for version in versions {
            let bc = dir.path().join(format!("{stem}.{version}.tileirbc"));
            let cubin = dir.path().join(format!("{stem}.{version}.cubin"));
            let compiled = Command::new(bin.join("tileiras"))
                .args(["--gpu-name=sm_90", "-O3"])
                .arg(&bc)
                .arg("-o")
                .arg(&cubin)
                .output()
                .unwrap();
            if !compiled.status.success() || !cubin.is_file() {
                failures.push(format!(
                    "{name} @{version}: tileiras failed:\n{}",
                    String::from_utf8_lossy(&compiled.stderr)
                ));
            }
        }
    }
    assert!(checked >= 18 * 5, "only {checked} kernel files checked");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The module's name is not stored in bytecode: a module read back is
/// `@kernels`.
fn with_module_named_kernels(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        match line.trim_start().strip_prefix("cuda_tile.module @") {
            Some(rest) => {
                let indent = &line[..line.len() - line.trim_start().len()];
                let after = rest.find(' ').map_or("", |i| &rest[i..]);
                out.push_str(&format!("{indent}cuda_tile.module @kernels{after}"));
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

#[test]
fn written_bytecode_reads_back_in_tileir_opt_as_its_text() {
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for file in kernels() {
        let path = file.to_str().unwrap();
        let printed = opt(&[path]);
        assert!(printed.status.success(), "tileir-opt {path}");
        let expected = with_module_named_kernels(&String::from_utf8_lossy(&printed.stdout));
        for version in ["13.1", "13.2", "13.3", "13.4", "13.5"] {
            let bc = dir.path().join("k.tileirbc");
            let out = opt(&[
                "--emit-bytecode",
                &format!("--emit-bytecode-version={version}"),
                path,
                "-o",
                bc.to_str().unwrap(),
            ]);
            assert!(out.status.success(), "{path} @{version}");
            let back = opt(&[bc.to_str().unwrap()]);
            let text = String::from_utf8_lossy(&back.stdout);
            if !back.status.success() || text != expected {
                failures.push(format!(
                    "{path} @{version}: read back as\n{text}{}",
                    String::from_utf8_lossy(&back.stderr)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn emit_bytecode_writes_the_newest_version_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let input = common::workspace_root().join("examples/cuda_tile/vector_add.mlir");
    let out_path = dir.path().join("va.tileirbc");
    let out = opt(&[
        "--emit-bytecode",
        input.to_str().unwrap(),
        "-o",
        out_path.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&out_path).unwrap();
    assert_eq!(&bytes[..12], b"\x7fTileIR\x00\x0d\x05\x00\x00");
    assert_eq!(bytes.last(), Some(&0));
    // To stdout as well, the same bytes.
    let out = opt(&["--emit-bytecode", input.to_str().unwrap()]);
    assert_eq!(out.stdout, bytes);
    let out = opt(&[
        "--emit-bytecode",
        "--emit-bytecode-version=13.1",
        input.to_str().unwrap(),
    ]);
    assert_eq!(&out.stdout[8..12], &[13, 1, 0, 0]);
}

#[test]
fn bad_versions_are_rejected_before_reading_anything() {
    for bad in ["12.0", "13.6", "13", "x"] {
        let out = opt(&[
            "--emit-bytecode",
            &format!("--emit-bytecode-version={bad}"),
            "/nonexistent.mlir",
        ]);
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!(
                "for the --emit-bytecode-version option: Invalid argument '{bad}': the supported versions are [13.1 - 13.5]"
            )),
            "{err}"
        );
    }
}

#[test]
fn a_failed_write_leaves_no_file_and_reports_where() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(
        &input,
        "cuda_tile.module @kernels {\n  entry @k(%x: tile<f32>) {\n    %r = atan2 %x, %x : tile<f32>\n    return\n  }\n}\n",
    )
    .unwrap();
    let out_path = dir.path().join("out.tileirbc");
    let out = opt(&[
        "--emit-bytecode",
        "--emit-bytecode-version=13.1",
        input.to_str().unwrap(),
        "-o",
        out_path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            ":3:10: error: operation 'cuda_tile.atan2' is not available in bytecode version 13.1"
        ),
        "{err}"
    );
    assert!(!out_path.exists());
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        1,
        "no temporary left"
    );
    // The same file at 13.2 is written.
    let out = opt(&[
        "--emit-bytecode",
        "--emit-bytecode-version=13.2",
        input.to_str().unwrap(),
        "-o",
        out_path.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    assert!(out_path.is_file());
}

#[test]
fn writer_diagnostics_go_through_verify_diagnostics_and_split_input() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(
        &input,
        r#"// expected-error @below{{only function and global ops are allowed in the body}}
cuda_tile.module @kernels {
  // expected-remark @below{{invalid op}}
  cuda_tile.constant <f32: 5.0> : !cuda_tile.tile<f32>
}

// -----

// expected-error@unknown {{type 'Float8E8M0FNU' requires bytecode version 13.2+, targeting 13.1}}
cuda_tile.module @f8 {
  entry @k(%x: tile<f8E8M0FNU>) {
    cuda_tile.return
  }
}
"#,
    )
    .unwrap();
    let out = opt(&[
        "--emit-bytecode",
        "--emit-bytecode-version=13.1",
        "--no-implicit-module",
        "--split-input-file",
        "--verify-diagnostics",
        input.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The writer on broken IR: kernels with lines dropped, repeated or with a
/// word swapped, parsed without the verifier (so the writer sees ops with
/// missing attributes, wrong operand counts, values from elsewhere), end
/// in bytecode or an `error:` diagnostic at every version, never a panic.
/// Budget `TILEIR_FUZZ_ITERS` (default 150), seed `TILEIR_FUZZ_SEED`.
#[test]
fn writer_fuzz_never_panics() {
    let iters: usize = std::env::var("TILEIR_FUZZ_ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let seed: u64 = std::env::var("TILEIR_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(15);
    // The debug-info variants too: mutated locations and scopes reach the
    // debug section's writer.
    let texts: Vec<String> = kernels()
        .iter()
        .chain(&debuginfo_kernels())
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    let mut rng = common::gen::Rng::new(seed);
    let (mut written, mut rejected) = (0, 0);
    for i in 0..iters {
        let text = &texts[rng.below(texts.len())];
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        for _ in 0..1 + rng.below(3) {
            if lines.is_empty() {
                break;
            }
            let k = rng.below(lines.len());
            match rng.below(3) {
                0 => {
                    lines.remove(k);
                }
                1 => {
                    let copy = lines[rng.below(lines.len())].clone();
                    lines.insert(k, copy);
                }
                _ => {
                    let other = lines[rng.below(lines.len())].clone();
                    let words: Vec<&str> = other.split(' ').collect();
                    let word = words[rng.below(words.len())];
                    let mut mine: Vec<&str> = lines[k].split(' ').collect();
                    let j = rng.below(mine.len());
                    mine[j] = word;
                    lines[k] = mine.join(" ");
                }
            }
        }
        let input = lines.join("\n");
        for version in ["13.1", "13.5"] {
            let v = format!("--emit-bytecode-version={version}");
            for unverified in [true, false] {
                let mut args = vec!["-", "--emit-bytecode", v.as_str(), "-o", "/dev/null"];
                if unverified {
                    args.push("--mlir-very-unsafe-disable-verifier-on-parsing");
                }
                let out = common::run_guarded(&args, input.as_bytes(), Duration::from_secs(60));
                assert!(
                    out.panic().is_none() && !out.timed_out,
                    "iteration {i} ({version}, unverified {unverified}): {:?}\n--- input\n{input}",
                    out.panic()
                );
                match out.code {
                    Some(0) => written += 1,
                    _ => rejected += 1,
                }
                assert!(
                    out.code == Some(0) || (out.code == Some(1) && out.stderr.contains("error:")),
                    "iteration {i}: exit {:?} without a diagnostic:\n{}\n--- input\n{input}",
                    out.code,
                    out.stderr
                );
            }
        }
    }
    // Both outcomes occur: the mutations reach the writer.
    assert!(
        written > 0 && rejected > 0,
        "{written} written, {rejected} rejected"
    );
}

/// NVIDIA's own round-trip modules (the shared cuda-tile corpus; skipped
/// when absent, or without tileirdisasm): written at the newest version,
/// tileirdisasm prints each as tileir-opt prints its text, runs of spaces
/// tileirdisasm's `// Producer:` line and its 13.4 name of `pow` (`fpowf`,
/// the same opcode) aside. operationsTest gives
/// entries token arguments, which tileirdisasm 13.5 refuses to read.
#[test]
fn corpus_modules_print_back_in_tileirdisasm() {
    let (Some(bin), Some(corpus)) = (nvidia_bin(), common::cuda_tile_corpus()) else {
        eprintln!("skipped: needs tileirdisasm and the cuda-tile corpus");
        return;
    };
    let files = [
        "Bytecode/attrsTest.mlir",
        "Bytecode/constantTest.mlir",
        "Bytecode/edgeCasesTest.mlir",
        "Bytecode/globalSectionTest.mlir",
        "Bytecode/multidimTensorTest.mlir",
        "Bytecode/optionalFieldsTest.mlir",
        "Bytecode/producerTest.mlir",
        "Dialect/CudaTile/arith.mlir",
        "Dialect/CudaTile/conversion.mlir",
        "Dialect/CudaTile/opt_hints.mlir",
    ];
    let normalize = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| !l.starts_with("// Producer:"))
            .map(|l| {
                l.replace(" = fpowf ", " = pow ")
                    .split(' ')
                    .filter(|w| !w.is_empty())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    };
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for name in files {
        let file = corpus.join("test").join(name);
        if !file.is_file() {
            continue;
        }
        let path = file.to_str().unwrap();
        let bc = dir.path().join("m.tileirbc");
        let out = opt(&[
            path,
            "--no-implicit-module",
            "--emit-bytecode",
            "-o",
            bc.to_str().unwrap(),
        ]);
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let dis = Command::new(bin.join("tileirdisasm"))
            .arg(&bc)
            .output()
            .unwrap();
        let printed = opt(&[path, "--no-implicit-module"]);
        let expected = module_body(&String::from_utf8_lossy(&printed.stdout));
        let got = String::from_utf8_lossy(&dis.stdout);
        if !dis.status.success() || normalize(&got) != normalize(&expected) {
            failures.push(format!(
                "{name}: tileirdisasm prints\n{got}{}\nexpected\n{expected}",
                String::from_utf8_lossy(&dis.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Writes `file` as bytecode of `version` to `bc`.
fn emit(file: &Path, version: &str, bc: &Path) {
    let out = opt(&[
        "--emit-bytecode",
        &format!("--emit-bytecode-version={version}"),
        file.to_str().unwrap(),
        "-o",
        bc.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{} @{version}: {}",
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The debug-info variants of the real kernels.
fn debuginfo_kernels() -> Vec<PathBuf> {
    common::mlir_files(&common::workspace_root().join("examples/cuda_tile/real"))
        .into_iter()
        .filter(|p| p.to_string_lossy().ends_with(".debuginfo.mlir"))
        .collect()
}

/// What `tileirdisasm -g` printed for a debug-info kernel file: the file
/// without its two wrappers (examples/cuda_tile/real/generate.py's `wrap`
/// undone), the entry one level less indented, then the aliases.
fn disasm_g_text(file_text: &str) -> String {
    let lines: Vec<&str> = file_text.lines().collect();
    let end = lines
        .iter()
        .position(|l| l.starts_with("  } loc(#loc)"))
        .expect("the module wrappers of a debug-info kernel");
    let mut out = String::new();
    for l in &lines[2..end] {
        out.push_str(l.strip_prefix("    ").unwrap_or(l));
        out.push('\n');
    }
    for l in lines[end + 2..].iter().filter(|l| !l.is_empty()) {
        out.push_str(l);
        out.push('\n');
    }
    out
}

#[test]
fn debug_info_is_written_as_tileirdisasm_prints_it() {
    let Some(bin) = nvidia_bin() else {
        eprintln!("skipped: no tileirdisasm/tileiras/ptxas (set CUTILE_PYTHON)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let files = debuginfo_kernels();
    assert!(files.len() >= 13, "{files:?}");
    let mut failures = Vec::new();
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let expected = disasm_g_text(&std::fs::read_to_string(file).unwrap());
        // 13.5 gave subprograms a flags word; 13.3 and 13.1 have none.
        for version in ["13.1", "13.3", "13.5"] {
            let bc = dir.path().join(format!("{name}.{version}.tileirbc"));
            emit(file, version, &bc);
            let dis = Command::new(bin.join("tileirdisasm"))
                .arg("-g")
                .arg(&bc)
                .output()
                .unwrap();
            let printed = String::from_utf8_lossy(&dis.stdout);
            if !dis.status.success() || printed != expected {
                failures.push(format!(
                    "{name} @{version}: tileirdisasm -g prints\n{printed}{}\nexpected\n{expected}",
                    String::from_utf8_lossy(&dis.stderr)
                ));
            }
        }
    }
    // tileiras turns the debug section into line info.
    let bc = dir.path().join("matmul.debuginfo.mlir.13.5.tileirbc");
    let cubin = dir.path().join("matmul.cubin");
    let compiled = Command::new(bin.join("tileiras"))
        .args(["--gpu-name=sm_90", "-O3", "--lineinfo"])
        .arg(&bc)
        .arg("-o")
        .arg(&cubin)
        .output()
        .unwrap();
    if !compiled.status.success() || !cubin.is_file() {
        failures.push(format!(
            "matmul with debug info: tileiras --lineinfo failed:\n{}",
            String::from_utf8_lossy(&compiled.stderr)
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The entry lines of a print with `--mlir-print-local-scope` (every
/// location inline): the module wrappers' own locations aside, which a
/// bytecode file does not hold.
fn entry_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with("    "))
        .map(str::to_string)
        .collect()
}

#[test]
fn debug_info_reads_back_in_tileir_opt() {
    let dir = tempfile::tempdir().unwrap();
    let flags = ["--mlir-print-debuginfo", "--mlir-print-local-scope"];
    let mut failures = Vec::new();
    for file in debuginfo_kernels() {
        let path = file.to_str().unwrap();
        let printed = opt(&[&[path][..], &flags].concat());
        assert!(printed.status.success(), "tileir-opt {path}");
        let expected = entry_lines(&String::from_utf8_lossy(&printed.stdout));
        assert!(expected.iter().any(|l| l.contains("di_loc")), "{path}");
        for version in ["13.1", "13.2", "13.3", "13.4", "13.5"] {
            let bc = dir.path().join("k.tileirbc");
            emit(&file, version, &bc);
            let back = opt(&[&[bc.to_str().unwrap()][..], &flags].concat());
            let got = entry_lines(&String::from_utf8_lossy(&back.stdout));
            if !back.status.success() || got != expected {
                failures.push(format!(
                    "{path} @{version}: read back as\n{}{}",
                    got.join("\n"),
                    String::from_utf8_lossy(&back.stderr)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn translate(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tileir-translate"))
        .args(args)
        .output()
        .expect("run tileir-translate")
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Asserts that `out` failed with `text` in its diagnostics.
fn expect_error(out: &std::process::Output, text: &str) {
    assert!(
        !out.status.success() && stderr(out).contains(text),
        "expected a failure with {text:?}, got:\n{}",
        stderr(out)
    );
}

/// The flags the cuda-tile corpus runs tileir-translate with.
const TEST_BUILD: [&str; 2] = ["--bytecode-newest=13.3", "--bytecode-test-versions"];

#[test]
fn translate_acts_as_the_13_3_test_build_only_when_told() {
    // The versions: by default 13.1 to 13.5, as the test build 13.1 to
    // 13.3 and the test versions.
    let out = translate(&["--list-versions"]);
    assert_eq!(stdout(&out), "13.1\n13.2\n13.3\n13.4\n13.5\n");
    let out = translate(&[&TEST_BUILD[..], &["--list-versions"]].concat());
    assert_eq!(stdout(&out), "13.1\n13.2\n13.3\n250.0\n250.1\n");
    let out = translate(&["--bytecode-newest=13.3", "--list-versions"]);
    assert_eq!(stdout(&out), "13.1\n13.2\n13.3\n");
    let out = translate(&["--bytecode-newest=13.6", "--list-versions"]);
    assert_eq!(out.status.code(), Some(1));
    expect_error(&out, "Invalid argument '13.6'");

    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("t.mlir");
    std::fs::write(
        &input,
        "cuda_tile.module @kernels {\n  entry @f() {\n    testing$bytecode_test_new_attribute new_flag new_param = 123\n    return\n  }\n}\n",
    )
    .unwrap();
    let input = input.to_str().unwrap();
    let write = |flags: &[&str], version: &str| {
        let v = format!("-bytecode-version={version}");
        translate(
            &[
                flags,
                &["-test-cudatile-roundtrip", "-no-implicit-module", &v, input],
            ]
            .concat(),
        )
    };
    // A capped range rejects newer versions, in its own words.
    let out = write(&TEST_BUILD, "13.4");
    expect_error(
        &out,
        "Invalid argument '13.4': the supported versions are [13.1 - 13.3]",
    );
    // Test versions only with the flag.
    let out = write(&[], "250.1");
    expect_error(
        &out,
        "Invalid argument '250.1': the supported versions are [13.1 - 13.5]",
    );
    let out = write(&TEST_BUILD, "250.1");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("bytecode_test_new_attribute new_flag new_param = 123"),
        "{}",
        stdout(&out)
    );
    // The 250.1 attributes cannot be written at 250.0, nor the test op at
    // a release version.
    let out = write(&TEST_BUILD, "250.0");
    expect_error(&out, "optional attribute 'new_flag' is provided but requires bytecode version 250.1, targeting 250.0");
    let out = write(&[], "13.5");
    expect_error(&out, "operation 'cuda_tile.testing$bytecode_test_new_attribute' is not available in bytecode version 13.5");
    // tileir-opt takes 250.x only with --bytecode-test-versions.
    let out = opt(&["--emit-bytecode", "--emit-bytecode-version=250.0", input]);
    assert_eq!(out.status.code(), Some(1));
    let out = opt(&[
        "--emit-bytecode",
        "--emit-bytecode-version=250.1",
        "--bytecode-test-versions",
        input,
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(&out.stdout[8..12], &[250, 1, 0, 0]);
    // A capped reader refuses newer files; the default one, test files.
    let bc = dir.path().join("t.tileirbc");
    std::fs::write(&bc, &out.stdout).unwrap();
    let out = translate(&["-cudatilebc-to-mlir", bc.to_str().unwrap()]);
    assert!(
        stderr(&out).contains(
            "unsupported Tile version 250.1.0, this reader supports versions [13.1 - 13.5]"
        ),
        "{}",
        stderr(&out)
    );
    let empty = dir.path().join("empty.mlir");
    std::fs::write(&empty, "cuda_tile.module @kernels {\n}\n").unwrap();
    let bc13_5 = dir.path().join("e.tileirbc");
    let out = opt(&[
        "--emit-bytecode",
        empty.to_str().unwrap(),
        "-o",
        bc13_5.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = translate(
        &[
            &TEST_BUILD[..],
            &["-cudatilebc-to-mlir", bc13_5.to_str().unwrap()],
        ]
        .concat(),
    );
    assert!(
        stderr(&out).contains(
            "unsupported Tile version 13.5.0, this reader supports versions [13.1 - 13.3]"
        ),
        "{}",
        stderr(&out)
    );
    // An empty module reads back (its body keeps its one block).
    let out = translate(&["-cudatilebc-to-mlir", bc13_5.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "cuda_tile.module @kernels {\n}\n\n");
}
