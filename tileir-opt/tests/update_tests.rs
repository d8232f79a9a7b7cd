//! Acceptance B of the test-authoring tools: `tileir-lit --update-tests`
//! repairs the deliberately stale suite `filecheck-tests/authoring/Inputs/
//! stale` (printer-format changes, reordered ops, new results, a stale split
//! chunk, one of two RUN prefixes): afterwards every test passes but the two
//! whose failure is not a FileCheck mismatch, which are left byte-identical;
//! every line outside the rewritten check blocks is byte-identical; and
//! `--dry-run` changes nothing and prints the same diff.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

/// Runs tileir-lit in-process (with the check updater) in `cwd`; returns
/// (exit code, stdout).
fn lit(cwd: &Path, args: &[&str]) -> (i32, String) {
    let mut full = vec!["tileir-lit".to_string()];
    full.extend(args.iter().map(|s| s.to_string()));
    let env = BTreeMap::new();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = {
        let mut io = tool_io::ToolIo {
            cwd,
            env: &env,
            stdin: &mut std::io::empty(),
            stdout: &mut out,
            stderr: &mut err,
            stdout_is_terminal: false,
            stderr_is_terminal: false,
        };
        lit::cli::main_with_updater(
            &full,
            &mut io,
            tileir_opt::lit_tools::lit_tools(),
            Some(tileir_opt::lit_tools::check_updater()),
        )
    };
    (code, String::from_utf8_lossy(&out).into_owned())
}

/// The diff hunks of a run's output (its report lines dropped).
fn diff_of(out: &str) -> String {
    out.lines()
        .skip_while(|l| !l.starts_with("--- "))
        .filter(|l| {
            !l.starts_with("WOULD UPDATE")
                && !l.starts_with("UPDATED")
                && !l.starts_with("NOT UPDATED")
        })
        .map(|l| format!("{l}\n"))
        .collect()
}

/// `text` without the directive lines of `prefixes`.
fn outside_checks(text: &str, prefixes: &[&str]) -> Vec<String> {
    let re = regex::Regex::new(&format!(r"^\s*//\s*({})(-[A-Z]+)?:", prefixes.join("|"))).unwrap();
    text.split('\n')
        .filter(|l| !re.is_match(l))
        .map(String::from)
        .collect()
}

#[test]
fn stale_suite_is_repaired() {
    let src = common::workspace_root().join("filecheck-tests/authoring/Inputs/stale");
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("stale");
    std::fs::create_dir(&dir).unwrap();
    let mut originals = BTreeMap::new();
    for e in std::fs::read_dir(&src).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&p).unwrap();
        std::fs::write(dir.join(&name), &text).unwrap();
        originals.insert(name, text);
    }
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();

    let (code, dry) = lit(tmp.path(), &["stale", "--update-tests", "--dry-run", "-q"]);
    assert_eq!(code, 1, "{dry}");
    for (name, text) in &originals {
        assert_eq!(&read(name), text, "--dry-run changed {name}");
    }
    assert!(
        dry.contains("--- a/stale/reordered.mlir\n+++ b/stale/reordered.mlir\n"),
        "{dry}"
    );

    let (_, real) = lit(tmp.path(), &["stale", "--update-tests", "-q"]);
    assert_eq!(
        diff_of(&dry),
        diff_of(&real),
        "the dry run printed another diff"
    );
    for name in [
        "new-results.mlir",
        "printer-format.mlir",
        "reordered.mlir",
        "split.mlir",
        "two-runs.mlir",
    ] {
        assert!(
            real.contains(&format!("UPDATED: stale :: {name} (now PASS)")),
            "{name}:\n{real}"
        );
    }
    assert!(
        real.contains("NOT UPDATED: stale :: pass-failure.mlir: RUN at line 3"),
        "{real}"
    );
    assert!(
        real.contains("NOT UPDATED: stale :: diagnostics.mlir: RUN at line 3"),
        "{real}"
    );

    // Afterwards only the two failures that are not FileCheck mismatches remain.
    let (code, after) = lit(tmp.path(), &["stale", "-q"]);
    assert_eq!(code, 1);
    assert!(
        after.contains(
            "Failed Tests (2):\n  stale :: diagnostics.mlir\n  stale :: pass-failure.mlir\n"
        ),
        "{after}"
    );
    for (name, text) in &originals {
        let now = read(name);
        if name == "pass-failure.mlir" || name == "diagnostics.mlir" || name == "current.mlir" {
            assert_eq!(&now, text, "{name} changed");
        }
        assert_eq!(
            outside_checks(&now, &["CHECK", "OUT", "CSE"]),
            outside_checks(text, &["CHECK", "OUT", "CSE"]),
            "{name}: a line outside the check blocks changed"
        );
    }
    // The hand-written PLAIN block and the kept CSE-NOT survive.
    let two = read("two-runs.mlir");
    assert!(two.contains("// PLAIN-COUNT-2: arith.muli\n"), "{two}");
    assert!(
        two.contains(
            "// COM: keep: written by hand, must survive an update\n// CSE-NOT: arith.subi\n"
        ),
        "{two}"
    );
    // The split test's current chunk kept its hand-written checks.
    assert!(read("split.mlir").contains("// CHECK-LABEL: func.func @first(\n// CHECK: return\n"));

    // A second update has nothing left to change.
    let (_, again) = lit(tmp.path(), &["stale", "--update-tests", "-q"]);
    assert!(
        !again.contains("UPDATED: stale ::")
            || again.matches("NOT UPDATED").count() == again.matches("UPDATED").count(),
        "{again}"
    );
}
