//! The attribute and type mnemonics of the llvm, nvvm, gpu and nvgpu
//! dialects against mlir-opt 22 (skipped when it or the reference list is
//! absent): for every name `d.x` of those dialects in
//! `shared/reference/ops-from-binary.json`, both tools parse `#d.x` as an
//! attribute and `!d.x` as a type, and the name is a known mnemonic of the
//! tool unless the error says it is not ("unknown attribute", "unknown ...
//! type", "provides no ... parsing hook"); a known one may still fail on
//! its missing parameters. tileir must know exactly the names mlir-opt 22
//! knows, but for the exact `NOT_YET` and `TYPES_NOT_YET` lists.

mod common;

use common::run_process;
use std::collections::BTreeSet;
use std::path::Path;
use std::time::Duration;

const DIALECTS: [&str; 4] = ["llvm", "nvvm", "gpu", "nvgpu"];

/// mlir-opt 22's attribute mnemonics that tileir does not have yet. The
/// test keeps this list exact: one that gets added must leave it.
const NOT_YET: &[&str] = &[];

/// mlir-opt 22's type mnemonics that tileir does not have yet, kept exact
/// like `NOT_YET`.
const TYPES_NOT_YET: &[&str] = &[];

/// The reference's names of `DIALECTS` that can stand after `#` or `!`.
fn reference_names() -> Option<Vec<String>> {
    let root = common::workspace_root();
    let json = ["../shared", "../../shared"]
        .iter()
        .map(|d| root.join(d).join("reference/ops-from-binary.json"))
        .find_map(|p| std::fs::read_to_string(p).ok())?;
    let v: serde_json::Value = serde_json::from_str(&json).expect("ops-from-binary.json");
    let mut names = Vec::new();
    for d in DIALECTS {
        for n in v[d].as_array().expect("dialect list") {
            let n = n.as_str().expect("name");
            let rest = &n[d.len() + 1..];
            if rest
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
            {
                names.push(n.to_string());
            }
        }
    }
    Some(names)
}

/// What is probed: attributes (`#name`) or types (`!name`).
#[derive(Clone, Copy)]
enum Kind {
    Attribute,
    Type,
}

impl Kind {
    /// A line using `#name` / `!name`.
    fn line(self, name: &str) -> String {
        match self {
            Kind::Attribute => format!("func.func private @f() attributes {{a = #{name}}}"),
            Kind::Type => format!("\"u.x\"() : () -> !{name}"),
        }
    }

    /// Whether an error says the mnemonic is not the dialect's.
    fn says_unknown(self, error: &str) -> bool {
        match self {
            Kind::Attribute => {
                error.contains("error: unknown attribute")
                    || error.contains("provides no attribute parsing hook")
            }
            Kind::Type => {
                let unknown_type = error.contains("error: unknown ")
                    && (error.contains(" type: ") || error.contains(" type `"));
                unknown_type || error.contains("provides no type parsing hook")
            }
        }
    }
}

/// The names `tool` does not know as `kind` mnemonics: one split chunk per
/// name, each on its own line (chunk `i` is line `2i + 1`).
fn unknown_to(tool: &Path, names: &[String], kind: Kind) -> BTreeSet<String> {
    let mut text = String::new();
    for n in names {
        text.push_str(&kind.line(n));
        text.push_str("\n// -----\n");
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mnemonics.mlir");
    std::fs::write(&file, &text).unwrap();
    let out = run_process(
        tool,
        &[
            "--split-input-file",
            "--allow-unregistered-dialect",
            file.to_string_lossy().as_ref(),
        ],
        b"",
        Duration::from_secs(120),
    );
    let mut unknown = BTreeSet::new();
    for l in out.stderr.lines() {
        let Some(rest) = l.strip_prefix(file.to_string_lossy().as_ref()) else {
            continue;
        };
        let line: Option<usize> = rest.split(':').nth(1).and_then(|s| s.parse().ok());
        if let (true, Some(line)) = (kind.says_unknown(l), line) {
            if let Some(n) = names.get((line - 1) / 2) {
                unknown.insert(n.clone());
            }
        }
    }
    unknown
}

/// Compares the `kind` mnemonics both tools know among the reference
/// names, allowing exactly `not_yet` to be mlir-opt 22's alone.
fn check_mnemonics(kind: Kind, not_yet: &[&str]) {
    let Some(mlir) = common::mlir_opt() else {
        eprintln!(
            "skipped: {}",
            upstream_tools::missing(upstream_tools::MLIR_OPT)
        );
        return;
    };
    let Some(names) = reference_names() else {
        eprintln!("skipped: shared/reference/ops-from-binary.json is absent");
        return;
    };
    let ours = Path::new(env!("CARGO_BIN_EXE_tileir-opt"));
    let theirs_unknown = unknown_to(&mlir, &names, kind);
    let ours_unknown = unknown_to(ours, &names, kind);
    assert!(
        !theirs_unknown.is_empty() && theirs_unknown.len() < names.len(),
        "the probe sorted {} of {} names as unknown",
        theirs_unknown.len(),
        names.len()
    );
    let mut missing = Vec::new();
    let mut extra = Vec::new();
    for n in &names {
        let upstream = !theirs_unknown.contains(n);
        let known = !ours_unknown.contains(n);
        let listed = not_yet.contains(&n.as_str());
        if upstream && !known && !listed {
            missing.push(n.as_str());
        }
        if known && (listed || !upstream) {
            extra.push(n.as_str());
        }
    }
    let what = match kind {
        Kind::Attribute => "attribute",
        Kind::Type => "type",
    };
    assert!(
        missing.is_empty() && extra.is_empty(),
        "{what} mnemonics differ from mlir-opt 22's among the reference names\n\
         known to mlir-opt 22 only ({}): {}\n\
         known to tileir only, or known but still listed as not yet ({}): {}",
        missing.len(),
        missing.join(" "),
        extra.len(),
        extra.join(" ")
    );
}

#[test]
fn attribute_mnemonics_are_mlir_opt_22s() {
    check_mnemonics(Kind::Attribute, NOT_YET);
}

#[test]
fn type_mnemonics_are_mlir_opt_22s() {
    check_mnemonics(Kind::Type, TYPES_NOT_YET);
}
