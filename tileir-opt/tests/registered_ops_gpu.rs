//! The gpu and nvgpu ops tileir registers are exactly the ops mlir-opt 22
//! registers among the reference's names.
//!
//! `ops-from-binary.json` lists every `gpu.*` and `nvgpu.*` string of the
//! tileiras binary: op names mixed with attribute, type and enum mnemonics
//! (`gpu.shuffle_mode`, `nvgpu.mbarrier.token`). mlir-opt 22 sorts them: a
//! name is an op exactly when `"name"() : () -> ()` is not rejected as an
//! unregistered operation. tileir must register that set, no more and no
//! less; an op tileir registers outside the reference's names must still be
//! one mlir-opt 22 registers. Skipped when mlir-opt 22 or the reference is
//! absent.

mod common;

use common::{mlir_opt, run_process, workspace_root};
use std::collections::BTreeSet;
use std::path::Path;
use std::time::Duration;

const DIALECTS: [&str; 2] = ["gpu", "nvgpu"];

/// The reference's names of one dialect, if the reference is present.
fn reference_names(dialect: &str) -> Option<Vec<String>> {
    let root = workspace_root();
    let json = ["../shared", "../../shared"]
        .iter()
        .map(|d| root.join(d).join("reference/ops-from-binary.json"))
        .find_map(|p| std::fs::read_to_string(p).ok())?;
    let v: serde_json::Value = serde_json::from_str(&json).expect("ops-from-binary.json");
    Some(
        v[dialect]
            .as_array()
            .expect("dialect list")
            .iter()
            .filter_map(|n| n.as_str().map(String::from))
            .collect(),
    )
}

/// The names among `names` that mlir-opt 22 registers as ops: each name is
/// one split chunk in generic form, and mlir-opt names the unregistered ones.
fn mlir22_ops(bin: &Path, names: &[String]) -> BTreeSet<String> {
    // A name no dialect registers, to prove the message is still recognised.
    let sentinel = "gpu.not_an_op_sentinel".to_string();
    let mut text = String::new();
    for n in names.iter().chain([&sentinel]) {
        text.push_str(&format!("\"{n}\"() : () -> ()\n// -----\n"));
    }
    let dir = std::env::temp_dir().join(format!("gpu-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("names.mlir");
    std::fs::write(&file, &text).unwrap();
    let out = run_process(
        bin,
        &["--split-input-file", file.to_str().unwrap()],
        b"",
        Duration::from_secs(60),
    );
    let _ = std::fs::remove_dir_all(&dir);
    let unregistered: BTreeSet<&str> = out
        .stderr
        .lines()
        .filter_map(|l| l.split("unregistered operation '").nth(1))
        .filter_map(|rest| rest.split('\'').next())
        .collect();
    assert!(
        unregistered.contains(sentinel.as_str()),
        "mlir-opt 22 reported no unregistered names; its message changed?\n{}",
        out.stderr
    );
    names
        .iter()
        .filter(|n| !unregistered.contains(n.as_str()))
        .cloned()
        .collect()
}

fn ours(dialect: &str) -> BTreeSet<String> {
    let def = tileir_dialects::ALL
        .iter()
        .find(|d| d.name == dialect)
        .expect("dialect registered");
    def.ops.iter().map(|o| o.name.to_string()).collect()
}

#[test]
fn gpu_and_nvgpu_register_exactly_mlir22s_ops_of_the_reference() {
    let Some(bin) = mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found");
        return;
    };
    let mut problems = Vec::new();
    for dialect in DIALECTS {
        let Some(names) = reference_names(dialect) else {
            eprintln!("skipped: shared/reference/ops-from-binary.json is absent");
            return;
        };
        let upstream = mlir22_ops(&bin, &names);
        let ours = ours(dialect);
        let referenced: BTreeSet<String> = names.iter().cloned().collect();
        let missing: Vec<&String> = upstream.difference(&ours).collect();
        let extra: Vec<String> = ours.difference(&referenced).cloned().collect();
        let wrongly: Vec<&String> = ours
            .intersection(&referenced)
            .filter(|n| !upstream.contains(*n))
            .collect();
        if !missing.is_empty() {
            problems.push(format!("{dialect}: not registered: {missing:?}"));
        }
        if !wrongly.is_empty() {
            problems.push(format!(
                "{dialect}: registered but not ops of mlir-opt 22: {wrongly:?}"
            ));
        }
        // Ops outside the reference's names must still be mlir-opt 22 ops.
        let extra_upstream = mlir22_ops(&bin, &extra);
        let not_upstream: Vec<&String> = extra
            .iter()
            .filter(|n| !extra_upstream.contains(*n))
            .collect();
        if !not_upstream.is_empty() {
            problems.push(format!(
                "{dialect}: registered but unknown to mlir-opt 22: {not_upstream:?}"
            ));
        }
        eprintln!(
            "{dialect}: {} reference names, {} ops in mlir-opt 22, {} registered here",
            names.len(),
            upstream.len(),
            ours.len()
        );
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
