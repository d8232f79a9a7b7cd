//! Acceptance C of the pass-manager issue at the command line: every case of
//! the pipeline table (tileir-passes/tests/pipelines/expected.json, mlir-opt
//! 22's stderr and exit code for `mlir-opt input.mlir -o /dev/null
//! --dump-pass-pipeline ARGS`, re-checked against mlir-opt by
//! tileir-passes's pipelines_differential test) gives the same stderr and
//! exit code from tileir-opt.

mod common;

use common::run_inproc;

/// Cases that still differ, each with the reason; the test fails if one of
/// them starts to match (then it leaves this list), like lit's XFAIL.
const KNOWN_DIFFERENT: &[(&str, &str)] = &[];

#[test]
fn every_pipeline_case_matches_mlir_opt_at_the_command_line() {
    let dir = common::workspace_root().join("tileir-passes/tests/pipelines");
    let table = std::fs::read_to_string(dir.join("expected.json")).unwrap();
    let cases: serde_json::Value = serde_json::from_str(&table).unwrap();
    let input = dir.join("input.mlir");
    let input = input.to_str().unwrap();
    let mut failures = Vec::new();
    let cases = cases.as_array().unwrap();
    for case in cases {
        let name = case["name"].as_str().unwrap();
        let mut args = vec![input, "-o", "/dev/null", "--dump-pass-pipeline"];
        args.extend(
            case["args"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_str().unwrap()),
        );
        let out = run_inproc(&args, b"");
        // Locations name the input as given; the table ran in its folder.
        let stderr = out.stderr.replace(input, "input.mlir");
        let want_stderr = case["stderr"].as_str().unwrap();
        let want_exit = case["exit"].as_i64().unwrap() as i32;
        let same = stderr == want_stderr && out.code == Some(want_exit);
        if KNOWN_DIFFERENT.iter().any(|(n, _)| *n == name) {
            if same {
                failures.push(format!(
                    "{name}: now matches mlir-opt; take it off KNOWN_DIFFERENT"
                ));
            }
            continue;
        }
        if !same {
            failures.push(format!(
                "{name}: exit {:?} (want {want_exit})\n--- got\n{stderr}--- want\n{want_stderr}",
                out.code
            ));
        }
    }
    assert!(cases.len() >= 40, "the table holds {} cases", cases.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
