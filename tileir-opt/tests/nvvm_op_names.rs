//! The nvvm op set against mlir-opt 22 (skipped when it is absent): every
//! `nvvm.*` name of `shared/reference/ops-from-binary.json` is either an op
//! mlir-opt 22 registers or another string (attribute names such as
//! `nvvm.kernel`, enum names, names of later MLIR releases), and tileir must
//! register exactly the names that are ops.
//!
//! The nvvm dialect accepts unknown ops in generic form, so the question is
//! put in custom form: a name alone on a line is parsed as a custom op, and
//! mlir-opt reports `custom op '...' is unknown` exactly for the names it
//! does not register.

mod common;

use common::run_process;
use std::collections::BTreeSet;
use std::time::Duration;

/// The `nvvm.*` names of the reference list, or `None` when it is absent.
fn reference_names() -> Option<Vec<String>> {
    // Beside the checkout (`../shared`), or beside a worktree's parent.
    let root = common::workspace_root();
    let json = ["../shared", "../../shared"]
        .iter()
        .map(|d| root.join(d).join("reference/ops-from-binary.json"))
        .find_map(|p| std::fs::read_to_string(p).ok())?;
    let v: serde_json::Value = serde_json::from_str(&json).expect("ops-from-binary.json");
    let names = v["nvvm"]
        .as_array()
        .expect("nvvm list")
        .iter()
        .filter_map(|n| n.as_str().map(String::from))
        .collect();
    Some(names)
}

/// The names mlir-opt 22 does not register as ops.
fn unknown_to_mlir_opt(bin: &std::path::Path, names: &[String]) -> BTreeSet<String> {
    let mut text = String::new();
    for n in names {
        text.push_str(&format!("{n}\n// -----\n"));
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("names.mlir");
    std::fs::write(&file, &text).unwrap();
    let out = run_process(
        bin,
        &["--split-input-file", file.to_string_lossy().as_ref()],
        b"",
        Duration::from_secs(60),
    );
    out.stderr
        .lines()
        .filter_map(|l| l.split("custom op '").nth(1)?.strip_suffix("' is unknown"))
        .map(String::from)
        .collect()
}

/// mlir-opt 22's ops that tileir does not register yet (they parse and
/// print in generic form only). The test keeps this list exact: an op that
/// gets registered must leave it.
const NOT_YET: &[&str] = &[];

#[test]
fn nvvm_ops_are_mlir_opt_22s() {
    let Some(bin) = common::mlir_opt() else {
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
    let not_ops = unknown_to_mlir_opt(&bin, &names);
    // A probe that recognised nothing (or everything) says the probe broke.
    assert!(
        !not_ops.is_empty() && not_ops.len() < names.len(),
        "the probe sorted {} of {} names as unknown",
        not_ops.len(),
        names.len()
    );
    let ctx = tileir_dialects::context();
    let mut missing = Vec::new();
    let mut extra = Vec::new();
    for n in &names {
        let upstream = !not_ops.contains(n);
        let ours = ctx.op_def_by_name(n).is_some();
        if upstream && !ours && !NOT_YET.contains(&n.as_str()) {
            missing.push(n.as_str());
        }
        if ours && NOT_YET.contains(&n.as_str()) {
            extra.push(n.as_str());
        }
        if ours && !upstream {
            extra.push(n.as_str());
        }
    }
    assert!(
        missing.is_empty() && extra.is_empty(),
        "tileir's nvvm ops differ from mlir-opt 22's among the reference names\n\
         registered by mlir-opt 22 only ({}): {}\n\
         registered by tileir only, or registered but still in NOT_YET ({}): {}",
        missing.len(),
        missing.join(" "),
        extra.len(),
        extra.join(" ")
    );
    eprintln!(
        "reference nvvm names: {} ops, {} other strings",
        names.len() - not_ops.len(),
        not_ops.len()
    );
}
