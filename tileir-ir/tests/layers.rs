//! The layer rule of ARCHITECTURE.md, kept true: the core (`tileir-ir`)
//! knows no dialect but `builtin`. No core module imports the dialects
//! crate or names one of its modules, no core module is a dialect, and the
//! core's manifest does not depend on the dialects crate (Cargo already
//! forbids a normal dependency, which would be a cycle; a dev-dependency
//! would let core tests lean on dialects).

use std::path::{Path, PathBuf};

/// The core crate's directory.
fn core_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The dialects crate's modules, from its file names: each is a dialect or
/// shared by dialects (`common`), none may appear in the core.
fn dialect_modules() -> Vec<String> {
    let src = core_dir().join("dialects/src");
    let mut names: Vec<String> = std::fs::read_dir(&src)
        .unwrap_or_else(|e| panic!("{}: {e}", src.display()))
        .map(|e| e.unwrap().path())
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
        .filter(|n| n != "lib" && n != "tests" && n != "testdata")
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Whether `line` contains `word` followed by `::`, as a whole path segment.
fn has_segment(line: &str, word: &str) -> bool {
    let pattern = format!("{word}::");
    line.match_indices(&pattern).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// What in a core source file (`text`) breaks the layer rule, one message
/// per offending line. Comments are prose, not imports: they are skipped.
fn violations(text: &str, dialect_modules: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let mut why = Vec::new();
        if code.contains("tileir_dialects") {
            why.push("imports the dialects crate".to_string());
        }
        if has_segment(code, "dialects") {
            why.push("names a `dialects` module".to_string());
        }
        for m in dialect_modules {
            if has_segment(code, m) {
                why.push(format!("names `{m}::`, a module of the dialects crate"));
            }
            let decl = code
                .trim_start_matches("pub ")
                .trim_start_matches("pub(crate) ");
            if decl == format!("mod {m};") || decl.starts_with(&format!("mod {m} ")) {
                why.push(format!("declares a module `{m}`, a dialect"));
            }
        }
        if code.starts_with("#[path") {
            why.push("takes a module from another path".to_string());
        }
        if ["include!", "include_str!", "include_bytes!"]
            .iter()
            .any(|m| code.contains(m) && code.contains("dialects"))
        {
            why.push("includes a file of the dialects crate".to_string());
        }
        for w in why {
            found.push(format!("line {}: {w}: {}", i + 1, line.trim()));
        }
    }
    found
}

#[test]
fn no_core_module_imports_a_dialect() {
    let modules = dialect_modules();
    assert!(
        modules.iter().any(|m| m == "arith"),
        "dialect modules not found: {modules:?}"
    );
    let src = core_dir().join("src");
    let files = rust_files(&src);
    assert!(
        files.len() > 20,
        "core sources not found in {}",
        src.display()
    );
    let mut problems = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(core_dir()).unwrap().display().to_string();
        let stem = file.file_stem().unwrap().to_str().unwrap();
        if stem == "dialects" || modules.iter().any(|m| m == stem) {
            problems.push(format!("{rel}: a dialect module in the core"));
        }
        let text = std::fs::read_to_string(file).unwrap();
        for v in violations(&text, &modules) {
            problems.push(format!("{rel}: {v}"));
        }
    }
    assert!(
        problems.is_empty(),
        "the core must not know the dialects (ARCHITECTURE.md, Layers):\n{}",
        problems.join("\n")
    );
}

#[test]
fn core_manifest_does_not_depend_on_the_dialects() {
    let manifest = std::fs::read_to_string(core_dir().join("Cargo.toml")).unwrap();
    let offending: Vec<&str> = manifest
        .lines()
        .filter(|l| !l.trim_start().starts_with('#') && l.contains("tileir-dialects"))
        .collect();
    assert!(offending.is_empty(), "tileir-ir/Cargo.toml: {offending:?}");
}

/// The scan finds what it is meant to find (a check that could not fail
/// would prove nothing).
#[test]
fn the_scan_catches_imports_of_dialects() {
    let modules = vec!["arith".to_string(), "common".to_string()];
    for bad in [
        "use tileir_dialects::arith::FASTMATH;",
        "    let x = crate::dialects::common::string_of(ctx, a);",
        "use super::arith::OVERFLOW;",
        "pub mod arith;",
        "mod common {",
        "#[path = \"../dialects/src/arith.rs\"]",
        "const T: &str = include_str!(\"../../dialects/src/testdata/x.mlir\");",
        "    for d in tileir_dialects::ALL {",
    ] {
        assert!(!violations(bad, &modules).is_empty(), "not caught: {bad}");
    }
    for fine in [
        "// see tileir_dialects::arith for examples",
        "/// `dialects::arith` declares many",
        "use crate::dialect::{Arity, OpDef};",
        "let s = \"arith.addi\";",
        "use crate::my_arith::X;",
        "use crate::builtin;",
        "let ds = ctx.dialects();",
    ] {
        assert!(
            violations(fine, &modules).is_empty(),
            "flagged: {fine}: {:?}",
            violations(fine, &modules)
        );
    }
}
