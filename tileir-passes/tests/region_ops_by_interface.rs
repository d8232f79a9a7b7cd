//! The generic passes know region ops only through their interfaces
//! (`RegionBranchOpInterface`, `LoopLikeOpInterface`, invocation bounds):
//! none of their sources names an op of a dialect with structured control
//! flow, so a dialect that declares the interfaces gets the passes'
//! behaviour without the passes changing.

use std::path::Path;

/// The passes that must work from interfaces alone.
const GENERIC_PASSES: &[&str] = &[
    "canonicalize.rs",
    "control_flow_sink.rs",
    "cse.rs",
    "liveness.rs",
    "loop_invariant_code_motion.rs",
    "remove_dead_values.rs",
    "sccp.rs",
    "topological_sort.rs",
];

/// Dialects whose region ops (or their terminators) the passes might be
/// tempted to name.
const REGION_DIALECTS: &[&str] = &["scf.", "cuda_tile.", "nv_tileaa.", "nv_tileas.", "test."];

/// Quoted op names of `REGION_DIALECTS` in the code of `text` (comments
/// are prose and skipped), with their line numbers.
fn named_region_ops(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for dialect in REGION_DIALECTS {
            if code.contains(&format!("\"{dialect}")) {
                found.push((n + 1, line.trim().to_string()));
            }
        }
    }
    found
}

#[test]
fn generic_passes_name_no_region_ops() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/passes");
    let mut violations = Vec::new();
    for file in GENERIC_PASSES {
        let path = dir.join(file);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for (line, code) in named_region_ops(&text) {
            violations.push(format!("{file}:{line}: {code}"));
        }
    }
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}

#[test]
fn the_check_sees_a_named_op_but_not_prose() {
    let text = "// an `scf.for` in prose\nlet n = \"scf.for\";\nlet m = \"func.func\";\n";
    assert_eq!(
        named_region_ops(text),
        vec![(2, "let n = \"scf.for\";".to_string())]
    );
}
