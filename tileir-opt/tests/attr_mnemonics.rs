//! The attribute mnemonics of the llvm, nvvm, gpu and nvgpu dialects against
//! mlir-opt 22 (skipped when it or the reference list is absent): for every
//! name `d.x` of those dialects in `shared/reference/ops-from-binary.json`,
//! both tools parse `#d.x` as an attribute, and the name is a known
//! mnemonic of the tool unless the error says it is not ("unknown
//! attribute", "provides no attribute parsing hook"); a known one may still
//! fail on its missing parameters. tileir must know exactly the names
//! mlir-opt 22 knows, but for the exact `NOT_YET` list.

mod common;

use common::run_process;
use std::collections::BTreeSet;
use std::path::Path;
use std::time::Duration;

const DIALECTS: [&str; 4] = ["llvm", "nvvm", "gpu", "nvgpu"];

/// mlir-opt 22's attribute mnemonics that tileir does not have yet. The
/// test keeps this list exact: one that gets added must leave it.
const NOT_YET: &[&str] = &[
    "llvm.comdat",
    "llvm.di_expression",
    "llvm.di_expression_elem",
    "llvm.dso_local_equivalent",
    "llvm.profile_summary",
    "nvvm.reduction",
    "gpu.kernel_metadata",
    "gpu.kernel_table",
    "gpu.loop_dim_map",
    "gpu.mask",
];

/// The reference's names of `DIALECTS` that can stand after `#`.
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

/// The names `tool` does not know as attribute mnemonics: one split chunk
/// per name, each on its own line (chunk `i` is line `2i + 1`).
fn unknown_to(tool: &Path, names: &[String]) -> BTreeSet<String> {
    let mut text = String::new();
    for n in names {
        text.push_str(&format!(
            "func.func private @f() attributes {{a = #{n}}}\n// -----\n"
        ));
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mnemonics.mlir");
    std::fs::write(&file, &text).unwrap();
    let out = run_process(
        tool,
        &["--split-input-file", file.to_string_lossy().as_ref()],
        b"",
        Duration::from_secs(120),
    );
    let mut unknown = BTreeSet::new();
    for l in out.stderr.lines() {
        let Some(rest) = l.strip_prefix(file.to_string_lossy().as_ref()) else {
            continue;
        };
        let says_unknown = l.contains("error: unknown attribute")
            || l.contains("provides no attribute parsing hook");
        let line: Option<usize> = rest.split(':').nth(1).and_then(|s| s.parse().ok());
        if let (true, Some(line)) = (says_unknown, line) {
            if let Some(n) = names.get((line - 1) / 2) {
                unknown.insert(n.clone());
            }
        }
    }
    unknown
}

#[test]
fn attribute_mnemonics_are_mlir_opt_22s() {
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
    let theirs_unknown = unknown_to(&mlir, &names);
    let ours_unknown = unknown_to(ours, &names);
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
        let not_yet = NOT_YET.contains(&n.as_str());
        if upstream && !known && !not_yet {
            missing.push(n.as_str());
        }
        if known && (not_yet || !upstream) {
            extra.push(n.as_str());
        }
    }
    assert!(
        missing.is_empty() && extra.is_empty(),
        "attribute mnemonics differ from mlir-opt 22's among the reference names\n\
         known to mlir-opt 22 only ({}): {}\n\
         known to tileir only, or known but still in NOT_YET ({}): {}",
        missing.len(),
        missing.join(" "),
        extra.len(),
        extra.join(" ")
    );
}
