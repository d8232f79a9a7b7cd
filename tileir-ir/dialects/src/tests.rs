//! The dialects' IR round-trips: parsed, verified and printed in custom
//! and generic form, each a fixpoint, the generic form reparsing to the same
//! IR, and both byte-identical to mlir-opt 22's (when it is installed; see
//! the upstream-tools crate). Plus checks on the definition tables.
//!
//! The IR is the dialects' lit tests that print their input
//! (`filecheck-tests/ir/dialects/<dialect>/*.mlir` with `RUN: tileir-opt %s |
//! FileCheck %s`): one copy of each dialect's IR, which lit checks against
//! the CHECK lines and this test against mlir-opt. Any error fails.

use std::path::{Path, PathBuf};
use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::{print_op, PrintOptions};

fn render(text: &str, generic: bool) -> Result<String, String> {
    let ctx = crate::context();
    let owned =
        parse_source(&ctx, "t.mlir", text, 1, &ParserConfig::default()).map_err(|d| d.message)?;
    if let Err(errs) = tileir_ir::verifier::verify(&ctx, &owned.body, owned.op) {
        return Err(errs
            .iter()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("\n"));
    }
    let options = PrintOptions {
        generic,
        ..Default::default()
    };
    Ok(print_op(&ctx, &owned.body, owned.op, &options))
}

/// mlir-opt's print of the file at `path` (custom or generic form).
fn mlir_opt(bin: &Path, path: &Path, generic: bool) -> Result<String, String> {
    let mut cmd = std::process::Command::new(bin);
    cmd.arg(path);
    if generic {
        cmd.arg("--mlir-print-op-generic");
    }
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    if !out.status.success() {
        return Err(format!(
            "mlir-opt rejected the input: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Our output equals mlir-opt's for `text` (custom and generic forms), and
/// our output parses back to itself.
fn differential(path: &Path, mlir_opt_bin: Option<&Path>) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let ours = render(&text, false)?;
    let again = render(&ours, false).map_err(|e| format!("(reparse): {e}\n{ours}"))?;
    if ours != again {
        return Err(format!("not a fixed point:\n{ours}\n---\n{again}"));
    }
    if let Some(bin) = mlir_opt_bin {
        let theirs = mlir_opt(bin, path, false)?;
        if ours != theirs {
            return Err(format!(
                "custom form differs from mlir-opt:\n--- mlir-opt\n{theirs}\n--- ours\n{ours}"
            ));
        }
    }
    let ours_g = render(&text, true)?;
    // The generic form parses back (dialect attributes in full, defaults
    // materialised) to the same custom form.
    let from_generic =
        render(&ours_g, false).map_err(|e| format!("(generic reparse): {e}\n{ours_g}"))?;
    if ours != from_generic {
        return Err(format!(
            "generic form does not round-trip:\n{ours}\n---\n{from_generic}"
        ));
    }
    if let Some(bin) = mlir_opt_bin {
        let theirs = mlir_opt(bin, path, true)?;
        if ours_g != theirs {
            return Err(format!(
                "generic form differs from mlir-opt:\n--- mlir-opt\n{theirs}\n--- ours\n{ours_g}"
            ));
        }
    }
    Ok(())
}

/// `filecheck-tests/ir/dialects`.
fn dialect_tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../filecheck-tests/ir/dialects")
}

/// The lit tests of `dir`'s dialect directories that print their input, sorted.
fn printing_tests(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let dialects = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for dialect in dialects {
        let dialect = dialect.unwrap().path();
        let Ok(entries) = std::fs::read_dir(&dialect) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|x| x != "mlir") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            if text
                .lines()
                .any(|l| l.trim() == "// RUN: tileir-opt %s | FileCheck %s")
            {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn every_dialect_test_round_trips() {
    let dir = dialect_tests_dir();
    let files = printing_tests(&dir);
    // Each dialect has IR here: a moved or renamed directory fails, not skips.
    for name in ["builtin", "func", "arith", "scf", "cf", "math", "gpu"] {
        assert!(
            files
                .iter()
                .any(|f| f.parent().and_then(|p| p.file_name()) == Some(name.as_ref())),
            "no printing test for {name} in {}",
            dir.display()
        );
    }
    let mlir_opt_bin = upstream_tools::mlir_opt();
    if mlir_opt_bin.is_none() {
        eprintln!("{}", upstream_tools::missing(upstream_tools::MLIR_OPT));
    }
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| {
            differential(f, mlir_opt_bin.as_deref())
                .err()
                .map(|e| format!("{}: {e}", f.strip_prefix(&dir).unwrap_or(f).display()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} files fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}

#[test]
fn every_format_compiles() {
    for d in crate::ALL {
        let errors = tileir_ir::format::check_dialect_formats(d);
        assert!(errors.is_empty(), "{}: {errors:#?}", d.name);
    }
}

#[test]
fn enum_text_matches_mlir() {
    use crate::arith::{FASTMATH, OVERFLOW};
    use tileir_ir::format::enum_text;
    assert_eq!(enum_text(&FASTMATH, 127), "fast");
    assert_eq!(enum_text(&FASTMATH, 6), "nnan,ninf");
    assert_eq!(enum_text(&FASTMATH, 0), "none");
    assert_eq!(enum_text(&OVERFLOW, 3), "nsw, nuw");
}

#[test]
fn defaults_materialise() {
    let ctx = crate::context();
    let def = ctx.op_def_by_name("arith.addi").unwrap();
    let mut attrs = tileir_ir::attributes::AttrList::new();
    def.materialize_defaults(&ctx, &mut attrs);
    assert_eq!(attrs.len(), 1);
    assert_eq!(ctx.str(attrs[0].name), "overflowFlags");
    assert!(matches!(
        ctx.attr_data(attrs[0].value),
        tileir_ir::AttrData::Dialect { .. }
    ));
}

/// cuda_tile's IR (mlir-opt has no cuda_tile, so no comparison with it):
/// custom and generic forms are fixpoints and the generic form reparses to
/// the same IR.
#[test]
fn cuda_tile_round_trips() {
    let dir = dialect_tests_dir().join("cuda_tile");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no cuda_tile IR in {}", dir.display());
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        if !text
            .lines()
            .any(|l| l.contains("RUN: tileir-opt %s | tileir-opt"))
        {
            continue;
        }
        if let Err(e) = differential(f, None) {
            panic!("{}: {e}", f.display());
        }
        let generic = render(&text, true).unwrap();
        let again = render(&generic, true).unwrap();
        assert_eq!(
            generic,
            again,
            "{}: generic form is not a fixpoint",
            f.display()
        );
    }
}

#[test]
fn cuda_tile_constant_names() {
    let ctx = crate::context();
    let text = "cuda_tile.module @m {\n entry @e() {\n \
        %a = constant <f32: 3.0> : tile<4xf32>\n \
        %b = constant <f32: -0.0> : tile<f32>\n \
        %c = constant <f16: 0x7E00> : tile<f16>\n \
        %d = constant <i8: 255> : tile<i8>\n \
        %e = constant <i1: false> : tile<2xi1>\n \
        %f = constant <i32: [1, 2]> : tile<2xi32>\n }\n}\n";
    let owned = parse_source(&ctx, "t.mlir", text, 1, &ParserConfig::default())
        .unwrap_or_else(|d| panic!("{}", d.message));
    let out = print_op(&ctx, &owned.body, owned.op, &PrintOptions::default());
    for name in [
        "%cst_3_f32 =",
        "%cst_f32 =",
        "%cst_NaN_f16 =",
        "%cst_-1_i8 =",
        "%false =",
        "%cst_i32 =",
    ] {
        assert!(out.contains(name), "{name} missing from:\n{out}");
    }
}
