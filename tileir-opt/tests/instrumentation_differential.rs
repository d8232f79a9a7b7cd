//! Instrumentation against mlir-opt 22 (skipped when it is absent; the path
//! is /usr/lib/llvm-22/bin/mlir-opt or `$MLIR_OPT`).
//!
//! IR dumps in the upstream banner must be byte-identical to mlir-opt's, and
//! timing reports must have the same rows, names, nesting and columns (times
//! aside). tileir's own test passes stand in for upstream's pass-manager
//! test passes (`tileir-test-function-noop` does what `test-function-pass`
//! does, ...), so mlir-opt's output is compared after renaming its passes.
//! Cases that run upstream passes under their own names (cse, canonicalize,
//! ...) run once tileir-opt implements those passes and are listed as
//! skipped until then.
//!
//! One deliberate difference is not compared: a dynamic pipeline's timers
//! nest under the pass that ran it (mlir-opt 22 puts them at the top level;
//! its own pass-timing test expects them nested).
//!
//! Our side runs with and without threads and must give the same bytes;
//! mlir-opt runs without threads (its threaded dumps interleave, and its
//! module scope refuses threads).
//!
//! Also checked here (no mlir-opt needed): a JSON timing report parses, and
//! its tree equals the text report's.

mod common;

use common::{diff, mlir_opt, run_inproc, run_process, Output, Report};
use std::path::Path;
use std::time::Duration;
use tileir_passes::pass::PassStatus;

const TWO: &str = "func.func @a(%x: i32) -> i32 {\n  %0 = arith.addi %x, %x : i32\n  return %0 : i32\n}\nfunc.func @b() {\n  return\n}\n";

const NESTED: &str = "func.func @a() {\n  return\n}\nmodule @m {\n  func.func @c() {\n    return\n  }\n  func.func @d() {\n    return\n  }\n}\nfunc.func @b() {\n  return\n}\n";

const CSE_INPUT: &str = "func.func @f(%x: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n  %0 = arith.addi %x, %c0 : i32\n  %1 = arith.addi %x, %c0 : i32\n  %2 = arith.muli %0, %1 : i32\n  return %2 : i32\n}\nfunc.func @g() {\n  return\n}\n";

const DYNAMIC_INPUT: &str = "func.func @f() {\n  return\n}\nmodule @inner_mod1 {\n  func.func @foo() {\n    return\n  }\n  func.func @baz() {\n    return\n  }\n}\nmodule @inner_mod2 {\n  func.func @foo() {\n    return\n  }\n}\n";

/// mlir-opt's test passes and the tileir test passes that do the same.
const RENAMES: &[(&str, &str)] = &[
    (
        "(anonymous namespace)::TestFunctionPass",
        "TileirTestFunctionNoop",
    ),
    (
        "(anonymous namespace)::TestModulePass",
        "TileirTestModuleNoop",
    ),
    (
        "(anonymous namespace)::TestFailurePass",
        "TileirTestFunctionFail",
    ),
    ("test-function-pass", "tileir-test-function-noop"),
    ("test-module-pass", "tileir-test-module-noop"),
    ("test-pass-failure", "tileir-test-function-fail"),
];

fn rename(text: &str) -> String {
    let mut out = text.to_string();
    for (from, to) in RENAMES {
        out = out.replace(from, to);
    }
    out
}

/// A case: the same run spelled for each tool.
struct Case {
    name: &'static str,
    input: &'static str,
    mlir: &'static [&'static str],
    ours: &'static [&'static str],
}

/// Cases with the stand-in test passes: stderr (dumps and diagnostics) must
/// be equal.
const DUMP_CASES: &[Case] = &[
    Case {
        name: "after-all, function and module passes",
        input: TWO,
        mlir: &["-test-function-pass", "-test-module-pass", "--mlir-print-ir-after-all"],
        ours: &["-tileir-test-function-noop", "-tileir-test-module-noop", "--mlir-print-ir-after-all"],
    },
    Case {
        name: "before-all and after-all",
        input: NESTED,
        mlir: &["-test-function-pass", "-test-module-pass", "--mlir-print-ir-before-all", "--mlir-print-ir-after-all"],
        ours: &["-tileir-test-function-noop", "-tileir-test-module-noop", "--mlir-print-ir-before-all", "--mlir-print-ir-after-all"],
    },
    Case {
        name: "before/after named passes",
        input: TWO,
        mlir: &["-test-function-pass", "-test-module-pass", "--mlir-print-ir-before=test-module-pass", "--mlir-print-ir-after=test-function-pass"],
        ours: &["-tileir-test-function-noop", "-tileir-test-module-noop", "--mlir-print-ir-before=tileir-test-module-noop", "--mlir-print-ir-after=tileir-test-function-noop"],
    },
    Case {
        name: "module scope",
        input: NESTED,
        mlir: &["-test-function-pass", "-test-module-pass", "--mlir-print-ir-before-all", "--mlir-print-ir-after-all", "--mlir-print-ir-module-scope"],
        ours: &["-tileir-test-function-noop", "-tileir-test-module-noop", "--mlir-print-ir-before-all", "--mlir-print-ir-after-all", "--mlir-print-ir-module-scope"],
    },
    Case {
        name: "after-change (nothing changes)",
        input: TWO,
        mlir: &["-test-function-pass", "--mlir-print-ir-after-all", "--mlir-print-ir-after-change"],
        ours: &["-tileir-test-function-noop", "--mlir-print-ir-after-all", "--mlir-print-ir-after-change"],
    },
    Case {
        name: "printing flags",
        input: TWO,
        mlir: &["-test-function-pass", "-test-module-pass", "--mlir-print-ir-after-all", "--mlir-print-op-generic", "--mlir-print-debuginfo"],
        ours: &["-tileir-test-function-noop", "-tileir-test-module-noop", "--mlir-print-ir-after-all", "--mlir-print-op-generic", "--mlir-print-debuginfo"],
    },
    Case {
        name: "local scope, value users, unique ids, module scope",
        input: TWO,
        mlir: &["-test-function-pass", "--mlir-print-ir-after-all", "--mlir-print-local-scope", "--mlir-print-value-users", "--mlir-print-unique-ssa-ids", "--mlir-print-ir-module-scope"],
        ours: &["-tileir-test-function-noop", "--mlir-print-ir-after-all", "--mlir-print-local-scope", "--mlir-print-value-users", "--mlir-print-unique-ssa-ids", "--mlir-print-ir-module-scope"],
    },
    Case {
        name: "failure with diagnostics, before and after all",
        input: NESTED,
        mlir: &["--pass-pipeline=builtin.module(func.func(test-function-pass,test-pass-failure{gen-diagnostics=true}))", "--mlir-print-ir-before-all", "--mlir-print-ir-after-all"],
        ours: &["-tileir-test-function-noop", "-tileir-test-function-fail=gen-diagnostics=true", "--mlir-print-ir-before-all", "--mlir-print-ir-after-all"],
    },
    Case {
        name: "after-failure, module scope",
        input: TWO,
        mlir: &["--pass-pipeline=builtin.module(func.func(test-function-pass,test-pass-failure))", "--mlir-print-ir-after-failure", "--mlir-print-ir-module-scope"],
        ours: &["-tileir-test-function-noop", "-tileir-test-function-fail", "--mlir-print-ir-after-failure", "--mlir-print-ir-module-scope"],
    },
];

/// Cases with the stand-in test passes whose timing reports must agree.
const TIMING_CASES: &[Case] = &[
    Case {
        name: "timing tree",
        input: TWO,
        mlir: &[
            "-test-function-pass",
            "-test-module-pass",
            "-test-function-pass",
            "--mlir-timing",
        ],
        ours: &[
            "-tileir-test-function-noop",
            "-tileir-test-module-noop",
            "-tileir-test-function-noop",
            "--mlir-timing",
        ],
    },
    Case {
        name: "timing list",
        input: NESTED,
        mlir: &[
            "-test-function-pass",
            "-test-module-pass",
            "--mlir-timing",
            "--mlir-timing-display=list",
        ],
        ours: &[
            "-tileir-test-function-noop",
            "-tileir-test-module-noop",
            "--mlir-timing",
            "--mlir-timing-display=list",
        ],
    },
    Case {
        name: "timing tree json",
        input: NESTED,
        mlir: &[
            "-test-function-pass",
            "-test-module-pass",
            "--mlir-timing",
            "--mlir-output-format=json",
        ],
        ours: &[
            "-tileir-test-function-noop",
            "-tileir-test-module-noop",
            "--mlir-timing",
            "--mlir-output-format=json",
        ],
    },
    Case {
        name: "timing list json",
        input: TWO,
        mlir: &[
            "-test-function-pass",
            "--mlir-timing",
            "--mlir-timing-display=list",
            "--mlir-output-format=json",
        ],
        ours: &[
            "-tileir-test-function-noop",
            "--mlir-timing",
            "--mlir-timing-display=list",
            "--mlir-output-format=json",
        ],
    },
    Case {
        name: "timing of a failing run",
        input: TWO,
        mlir: &[
            "--pass-pipeline=builtin.module(func.func(test-pass-failure))",
            "--mlir-timing",
        ],
        ours: &["-tileir-test-function-fail", "--mlir-timing"],
    },
];

/// Upstream passes under their own names on both sides: run once tileir-opt
/// implements every pass named.
const UPSTREAM_CASES: &[(&str, &[&str])] = &[
    (
        "cse after-all",
        &["-cse", "-canonicalize", "-cse", "--mlir-print-ir-after-all"],
    ),
    (
        "cse after-change",
        &[
            "-cse",
            "-cse",
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-after-change",
        ],
    ),
    (
        "canonicalize before/after module scope",
        &[
            "-canonicalize",
            "--mlir-print-ir-before-all",
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-module-scope",
        ],
    ),
    (
        "cse timing (DominanceInfo)",
        &["-cse", "-canonicalize", "--mlir-timing"],
    ),
    (
        "test-function-pass after-all",
        &[
            "-test-function-pass",
            "-test-module-pass",
            "--mlir-print-ir-after-all",
        ],
    ),
    (
        "invalid IR after a failing pass prints generically (upstream invalid-ir-print-after-failure)",
        &[
            "--pass-pipeline=builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=true signal-pass-failure=true}))",
            "--mlir-print-ir-after-failure",
        ],
    ),
    (
        "invalid IR without a failure signal, verify-each fails it",
        &[
            "--pass-pipeline=builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=true}))",
            "--mlir-print-ir-after-all",
        ],
    ),
    (
        "dynamic pipeline dumps (upstream dynamic-pipeline)",
        &[
            "--pass-pipeline=builtin.module(builtin.module(test-dynamic-pipeline{op-name=inner_mod1, dynamic-pipeline=func.func(test-function-pass)}))",
            "--mlir-print-ir-before-all",
            "--mlir-print-ir-after-all",
        ],
    ),
    (
        "interface pass after-all, module scope",
        &[
            "--pass-pipeline=builtin.module(test-interface-pass,func.func(test-interface-pass))",
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-module-scope",
        ],
    ),
];

/// Cases written with `--pass-pipeline` (nested and `any` anchors): run
/// once tileir-opt parses pipeline text (listed as skipped until then).
const PIPELINE_CASES: &[Case] = &[
    Case {
        name: "any pipeline, after-all",
        input: NESTED,
        mlir: &["--pass-pipeline=builtin.module(any(test-function-pass))", "--mlir-print-ir-after-all"],
        ours: &["--pass-pipeline=builtin.module(any(tileir-test-function-noop))", "--mlir-print-ir-after-all"],
    },
    Case {
        name: "nested modules, module scope",
        input: NESTED,
        mlir: &["--pass-pipeline=builtin.module(builtin.module(func.func(test-function-pass)),test-module-pass)", "--mlir-print-ir-before-all", "--mlir-print-ir-module-scope"],
        ours: &["--pass-pipeline=builtin.module(builtin.module(func.func(tileir-test-function-noop)),tileir-test-module-noop)", "--mlir-print-ir-before-all", "--mlir-print-ir-module-scope"],
    },
];

/// Timing cases written with `--pass-pipeline`.
const PIPELINE_TIMING_CASES: &[Case] = &[
    Case {
        name: "timing of any and nested pipelines",
        input: NESTED,
        mlir: &["--pass-pipeline=builtin.module(test-module-pass,func.func(test-function-pass),builtin.module(func.func(test-function-pass)),any(test-function-pass))", "--mlir-timing"],
        ours: &["--pass-pipeline=builtin.module(tileir-test-module-noop,func.func(tileir-test-function-noop),builtin.module(func.func(tileir-test-function-noop)),any(tileir-test-function-noop))", "--mlir-timing"],
    },
];

/// Whether tileir-opt parses `--pass-pipeline` text yet.
fn pipeline_text_supported() -> bool {
    let ctx = tileir_dialects::context();
    tileir_passes::pipeline_text::parse_pipeline(&ctx, "builtin.module(tileir-test-module-noop)")
        .is_ok()
}

fn ours(args: &[&str], input: &str, threads: bool) -> Output {
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--mlir-print-ir-banner=mlir", "-o", "/dev/null"]);
    if !threads {
        all.push("--mlir-disable-threading");
    }
    run_inproc(&all, input.as_bytes())
}

fn theirs(bin: &Path, args: &[&str], input: &str) -> Output {
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--mlir-disable-threading", "-o", "/dev/null"]);
    run_process(bin, &all, input.as_bytes(), Duration::from_secs(60))
}

/// Compares stderr of our threaded and sequential runs with mlir-opt's.
fn compare_dumps(
    report: &mut Report,
    name: &str,
    expected: &Output,
    ours_args: &[&str],
    input: &str,
    normalize: impl Fn(&str) -> String,
) {
    let expected_err = normalize(&expected.stderr);
    for threads in [true, false] {
        let got = ours(ours_args, input, threads);
        let what = format!("{name} (threads {threads})");
        if got.code != expected.code {
            report.fail(
                &what,
                format!(
                    "exit {:?}, mlir-opt {:?}\n{}",
                    got.code, expected.code, got.stderr
                ),
            );
        } else if got.stderr != expected_err {
            report.fail(
                &what,
                diff(&expected_err, &got.stderr, "mlir-opt", "tileir-opt"),
            );
        } else {
            report.pass();
        }
    }
}

/// The rows of a text timing report: the column header and each row's
/// name with its indentation (times left out).
fn text_rows(report: &str) -> Vec<String> {
    report
        .lines()
        .skip_while(|l| !l.contains("----Name----"))
        .map(|l| match l.rsplit_once("%)  ") {
            Some((_, name)) => name.to_string(),
            None => l.to_string(),
        })
        .collect()
}

/// A JSON report as (depth, name, has user time) rows, in order.
fn json_rows(report: &str) -> Result<Vec<(usize, String, bool)>, String> {
    let value: serde_json::Value =
        serde_json::from_str(report).map_err(|e| format!("not JSON: {e}\n{report}"))?;
    let mut rows = Vec::new();
    fn walk(v: &serde_json::Value, depth: usize, rows: &mut Vec<(usize, String, bool)>) {
        for entry in v.as_array().into_iter().flatten() {
            let Some(name) = entry.get("name").and_then(|n| n.as_str()) else {
                continue; // the `{}` closing each list of passes
            };
            rows.push((depth, name.to_string(), entry.get("user").is_some()));
            if let Some(passes) = entry.get("passes") {
                walk(passes, depth + 1, rows);
            }
        }
    }
    walk(&value, 0, &mut rows);
    Ok(rows)
}

/// The rows of a report in either format; a list's rows sorted (its order
/// follows the times).
fn rows(report: &str, list: bool) -> Result<Vec<String>, String> {
    let mut rows = if report.trim_start().starts_with('[') {
        json_rows(report)?
            .into_iter()
            .map(|(d, n, user)| {
                format!("{}{n}{}", "  ".repeat(d), if user { " [user]" } else { "" })
            })
            .collect()
    } else {
        text_rows(report)
    };
    if list {
        let header = rows.len().min(1);
        rows[header..].sort();
    }
    Ok(rows)
}

fn compare_timing(
    report: &mut Report,
    case: &Case,
    bin: &Path,
    normalize: impl Fn(&str) -> String,
) {
    let list = case.ours.contains(&"--mlir-timing-display=list");
    for threads in [true, false] {
        let what = format!("{} (threads {threads})", case.name);
        let mut mlir_args: Vec<&str> = case.mlir.to_vec();
        mlir_args.extend(["-o", "/dev/null"]);
        if !threads {
            mlir_args.push("--mlir-disable-threading");
        }
        let got = ours(case.ours, case.input, threads);
        let got_rows = rows(&got.stderr, list);
        // With threads, the order of the timers mlir-opt's threads merge
        // depends on which thread ran which op (`'builtin.module' Pipeline`
        // before or after `'func.func' Pipeline` from one run to the next);
        // ours is fixed, so it must be one of the orders mlir-opt gives.
        let attempts = if threads { 8 } else { 1 };
        let mut expected;
        let mut expected_rows;
        let mut attempt = 0;
        loop {
            expected = run_process(
                bin,
                &mlir_args,
                case.input.as_bytes(),
                Duration::from_secs(60),
            );
            expected_rows = rows(&normalize(&expected.stderr), list);
            attempt += 1;
            let same = matches!((&expected_rows, &got_rows), (Ok(e), Ok(g)) if e == g);
            if same || attempt == attempts {
                break;
            }
        }
        match (expected_rows, got_rows) {
            (Ok(e), Ok(g)) if e == g && got.code == expected.code => report.pass(),
            (Ok(e), Ok(g)) => report.fail(
                &what,
                format!(
                    "exit {:?} vs mlir-opt {:?}\n{}",
                    got.code,
                    expected.code,
                    diff(&e.join("\n"), &g.join("\n"), "mlir-opt", "tileir-opt")
                ),
            ),
            (Err(e), _) => report.fail(&what, format!("mlir-opt: {e}")),
            (_, Err(e)) => report.fail(&what, format!("tileir-opt: {e}")),
        }
    }
}

fn implemented(arg: &str) -> bool {
    tileir_passes::registry::registry()
        .pass(arg)
        .is_some_and(|p| p.status == PassStatus::Implemented)
}

#[test]
fn instrumentation_matches_mlir_opt() {
    let Some(bin) = mlir_opt() else {
        eprintln!("instrumentation differential: mlir-opt 22 not found (/usr/lib/llvm-22/bin/mlir-opt or $MLIR_OPT): skipped");
        return;
    };
    let mut report = Report::default();
    for case in DUMP_CASES {
        let expected = theirs(&bin, case.mlir, case.input);
        compare_dumps(
            &mut report,
            case.name,
            &expected,
            case.ours,
            case.input,
            rename,
        );
    }
    for case in TIMING_CASES {
        compare_timing(&mut report, case, &bin, rename);
    }
    if pipeline_text_supported() {
        for case in PIPELINE_CASES {
            let expected = theirs(&bin, case.mlir, case.input);
            compare_dumps(
                &mut report,
                case.name,
                &expected,
                case.ours,
                case.input,
                rename,
            );
        }
        for case in PIPELINE_TIMING_CASES {
            compare_timing(&mut report, case, &bin, rename);
        }
    } else {
        for case in PIPELINE_CASES.iter().chain(PIPELINE_TIMING_CASES) {
            report.skip(format!(
                "{}: tileir-opt does not parse --pass-pipeline yet",
                case.name
            ));
        }
    }
    for (name, args) in UPSTREAM_CASES {
        let passes: Vec<&str> = args
            .iter()
            .filter(|a| !a.starts_with("--"))
            .map(|a| a.trim_start_matches('-'))
            .collect();
        if let Some(missing) = passes.iter().find(|p| !implemented(p)) {
            report.skip(format!(
                "{name}: '{missing}' is not implemented in tileir-opt yet"
            ));
            continue;
        }
        let input = if name.contains("dynamic") {
            DYNAMIC_INPUT
        } else {
            CSE_INPUT
        };
        if args.contains(&"--mlir-timing") {
            let case = Case {
                name,
                input,
                mlir: args,
                ours: args,
            };
            compare_timing(&mut report, &case, &bin, |s| s.to_string());
        } else {
            let expected = theirs(&bin, args, input);
            compare_dumps(&mut report, name, &expected, args, input, |s| s.to_string());
        }
    }
    report.finish("instrumentation differential");
}

/// Acceptance: the JSON report parses, and its tree is the text report's.
#[test]
fn json_timing_tree_equals_text_tree() {
    let args = [
        "-tileir-test-module-dynamic",
        "-tileir-test-function-noop",
        "-tileir-test-function-scopes",
        "--mlir-timing",
    ];
    for threads in [true, false] {
        let mut text_args = args.to_vec();
        let mut json_args = args.to_vec();
        json_args.push("--mlir-output-format=json");
        if !threads {
            text_args.push("--mlir-disable-threading");
            json_args.push("--mlir-disable-threading");
        }
        text_args.extend(["-o", "/dev/null"]);
        json_args.extend(["-o", "/dev/null"]);
        let text = run_inproc(&text_args, NESTED.as_bytes());
        let json = run_inproc(&json_args, NESTED.as_bytes());
        assert!(text.ok() && json.ok(), "{}{}", text.stderr, json.stderr);
        let text_tree: Vec<String> = text_rows(&text.stderr).into_iter().skip(1).collect();
        let json_tree: Vec<String> = json_rows(&json.stderr)
            .unwrap()
            .into_iter()
            .map(|(d, n, _)| format!("{}{n}", "  ".repeat(d)))
            .collect();
        assert_eq!(text_tree, json_tree, "threads {threads}");
        assert!(json_tree.contains(&"      (A) TileirTestOpCount".to_string()));
        assert_eq!(json_tree.last().map(String::as_str), Some("Total"));
    }
}
