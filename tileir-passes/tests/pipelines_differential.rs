//! Pipeline text against mlir-opt 22 (issue 11, acceptance C): for each
//! case of [`CASES`] (`--pass-pipeline`/`-p` texts and per-pass flags built
//! from cse, canonicalize, inline, symbol-dce, symbol-privatize and
//! loop-invariant-code-motion, with options, nested and `any` anchors,
//! valid and malformed), `pipelines/expected.json` holds what
//! `mlir-opt pipelines/input.mlir -o /dev/null --dump-pass-pipeline ARGS`
//! printed to stderr and its exit code, the program name replaced by ours.
//!
//! - Always: the library gives the same text for what it owns: the dump
//!   (what mlir-opt prints before the run starts) or the pipeline error.
//!   What the run prints after the dump (a root anchor that does not fit
//!   the input) is in the table for the command-line comparison.
//! - With mlir-opt 22 installed (`MLIR_OPT`, else the Debian path): the
//!   table is checked against a fresh run of every case, so it cannot go
//!   stale; `TILEIR_BLESS=1` rewrites it from those runs instead.
//!
//! Passes come from the process registry, so the registry's option data is
//! what is checked.

use std::path::{Path, PathBuf};
use std::process::Command;
use tileir_passes::manager::OpPassManager;
use tileir_passes::pipeline_text::{
    add_pass_flag_with, dump_pipeline, parse_pipeline_with, pipeline_with_flags_error,
    PipelineError,
};
use tileir_passes::registry::registry;

/// The cases: a name and mlir-opt's arguments after the input file.
const CASES: &[(&str, &[&str])] = &[
    // Valid pipelines.
    ("one_pass", &["--pass-pipeline=builtin.module(cse)"]),
    ("two_passes", &["--pass-pipeline=builtin.module(cse,canonicalize)"]),
    ("nested_with_options", &["--pass-pipeline=builtin.module(func.func(cse,canonicalize{max-iterations=3 top-down=false}))"]),
    ("canonicalize_options", &["--pass-pipeline=builtin.module(canonicalize{region-simplify=aggressive test-convergence max-num-rewrites=100})"]),
    ("canonicalize_lists", &["--pass-pipeline=builtin.module(canonicalize{disable-patterns=a,b enable-patterns={c,\"d e\"}})"]),
    ("inline_defaults", &["--pass-pipeline=builtin.module(inline)"]),
    ("inline_options", &["--pass-pipeline=builtin.module(inline{default-pipeline=cse max-iterations=2 inlining-threshold=0x10})"]),
    ("inline_op_pipelines", &["--pass-pipeline=builtin.module(inline{op-pipelines=func.func(cse,canonicalize{max-iterations=1})})"]),
    ("inline_op_pipelines_list", &["--pass-pipeline=builtin.module(inline{op-pipelines={func.func(cse),any(canonicalize)}})"]),
    ("inline_string_with_comma", &["--pass-pipeline=builtin.module(inline{default-pipeline=\"canonicalize,cse\"})"]),
    ("symbol_passes", &["--pass-pipeline=builtin.module(symbol-dce,symbol-privatize{exclude=main,helper})"]),
    ("symbol_privatize_default", &["--pass-pipeline=builtin.module(symbol-privatize)"]),
    ("symbol_privatize_empty_list", &["--pass-pipeline=builtin.module(symbol-privatize{exclude={}})"]),
    ("licm_nested_and_top", &["--pass-pipeline=builtin.module(func.func(loop-invariant-code-motion),loop-invariant-code-motion)"]),
    ("any_nest", &["--pass-pipeline=builtin.module(any(cse,canonicalize))"]),
    ("adjacent_nests_not_merged_in_dump", &["--pass-pipeline=builtin.module(func.func(cse),func.func(canonicalize))"]),
    ("nests_around_any", &["--pass-pipeline=builtin.module(func.func(cse),any(symbol-dce),func.func(canonicalize))"]),
    ("any_root", &["--pass-pipeline=any(cse,symbol-dce)"]),
    ("any_inside_function", &["--pass-pipeline=builtin.module(func.func(any(cse)))"]),
    ("blanks_and_newlines", &["--pass-pipeline=  builtin.module(  cse ,\n  func.func ( canonicalize { max-iterations=2 } )  ) "]),
    ("empty_anchor", &["--pass-pipeline=builtin.module()"]),
    ("module_in_module", &["--pass-pipeline=builtin.module(builtin.module(symbol-dce))"]),
    ("unregistered_anchor_op", &["--pass-pipeline=builtin.module(foo.bar(cse))"]),
    ("root_anchor_does_not_fit", &["--pass-pipeline=func.func(cse)"]),
    ("anchor_not_isolated", &["--pass-pipeline=builtin.module(func.func(func.return(cse)))"]),
    ("short_alias", &["-p", "builtin.module(func.func(cse),symbol-dce)"]),
    // Malformed pipelines.
    ("missing_anchor", &["--pass-pipeline=cse"]),
    ("missing_close_paren", &["--pass-pipeline=builtin.module(cse"]),
    ("extra_close_paren", &["--pass-pipeline=builtin.module(cse))"]),
    ("unbalanced_nest", &["--pass-pipeline=builtin.module(func.func(cse)"]),
    ("trailing_garbage", &["--pass-pipeline=builtin.module(cse)x"]),
    ("empty_element", &["--pass-pipeline=builtin.module(cse,,canonicalize)"]),
    ("trailing_comma", &["--pass-pipeline=builtin.module(cse,)"]),
    ("empty_nest", &["--pass-pipeline=builtin.module(func.func())"]),
    ("unknown_pass", &["--pass-pipeline=builtin.module(csee)"]),
    ("unknown_pass_nested", &["--pass-pipeline=builtin.module(func.func(cse,bogus-pass))"]),
    ("unknown_pass_after_tab", &["--pass-pipeline=builtin.module(\n  cse,\n\tbogus)"]),
    ("missing_close_brace", &["--pass-pipeline=builtin.module(canonicalize{max-iterations=3)"]),
    ("bad_long_value", &["--pass-pipeline=builtin.module(canonicalize{max-iterations=abc})"]),
    ("bad_long_value_nested", &["--pass-pipeline=builtin.module(func.func(canonicalize{max-num-rewrites=1.5}))"]),
    ("bad_option_name", &["--pass-pipeline=builtin.module(canonicalize{bogus=1})"]),
    ("bad_enum_value", &["--pass-pipeline=builtin.module(canonicalize{region-simplify=fast})"]),
    ("bad_bool_value", &["--pass-pipeline=builtin.module(canonicalize{top-down=maybe})"]),
    ("bad_uint_value", &["--pass-pipeline=builtin.module(inline{max-iterations=-1})"]),
    ("option_requires_value", &["--pass-pipeline=builtin.module(canonicalize{max-iterations})"]),
    ("option_on_optionless_pass", &["--pass-pipeline=builtin.module(symbol-dce{x=1})"]),
    ("option_on_licm", &["--pass-pipeline=builtin.module(func.func(loop-invariant-code-motion{max-iterations=1}))"]),
    ("nested_pipeline_missing_anchor", &["--pass-pipeline=builtin.module(inline{op-pipelines=cse})"]),
    ("nested_pipeline_unknown_pass", &["--pass-pipeline=builtin.module(inline{op-pipelines=func.func(bogus)})"]),
    ("nested_pipeline_bad_value", &["--pass-pipeline=builtin.module(inline{op-pipelines=func.func(canonicalize{max-iterations=x})})"]),
    ("stray_close_brace", &["--pass-pipeline=builtin.module(cse{}})"]),
    ("garbage_after_nest", &["--pass-pipeline=builtin.module(func.func(cse) canonicalize)"]),
    ("blank_inside_name", &["--pass-pipeline=builtin.module(cse canonicalize)"]),
    ("options_then_nest", &["--pass-pipeline=builtin.module(canonicalize{max-iterations=3}(cse))"]),
    ("wrong_anchor_module_pass", &["--pass-pipeline=builtin.module(test-module-pass,func.func(test-module-pass))"]),
    ("wrong_anchor_function_pass", &["--pass-pipeline=builtin.module(test-options-pass{list=1})"]),
    ("wrong_anchor_and_bad_value", &["--pass-pipeline=builtin.module(symbol-dce,test-options-pass{list=x})"]),
    // Per-pass flags, in command-line order.
    ("flags_in_order", &["-cse", "-canonicalize=max-iterations=3"]),
    ("flags_with_options", &["-symbol-dce", "-inline=default-pipeline=cse", "-loop-invariant-code-motion"]),
    ("flags_lists", &["-symbol-privatize=exclude=a,b", "-symbol-privatize", "-symbol-privatize=exclude="]),
    ("flags_implicit_nesting", &["-test-options-pass", "-cse", "-test-options-pass=enum=one"]),
    ("flag_bad_value", &["-cse", "-canonicalize=max-iterations=x"]),
    ("flag_bad_option_name", &["-canonicalize=bogus=1"]),
    ("flag_nested_pipeline_error", &["-inline=op-pipelines=func.func(bogus)"]),
    ("pipeline_and_flags", &["--pass-pipeline=builtin.module(cse)", "-cse"]),
];

/// What one case printed.
#[derive(Clone, Debug, PartialEq)]
struct Expected {
    name: String,
    args: Vec<String>,
    exit: i32,
    stderr: String,
}

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pipelines")
}

fn table_path() -> PathBuf {
    here().join("expected.json")
}

fn read_table() -> Vec<Expected> {
    let text = std::fs::read_to_string(table_path()).expect("pipelines/expected.json");
    let json: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    json.as_array()
        .expect("an array of cases")
        .iter()
        .map(|case| Expected {
            name: case["name"].as_str().unwrap().to_string(),
            args: case["args"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_str().unwrap().to_string())
                .collect(),
            exit: case["exit"].as_i64().unwrap() as i32,
            stderr: case["stderr"].as_str().unwrap().to_string(),
        })
        .collect()
}

fn write_table(cases: &[Expected]) {
    let json: Vec<serde_json::Value> = cases
        .iter()
        .map(|c| {
            serde_json::json!({
                "name": c.name,
                "args": c.args,
                "exit": c.exit,
                "stderr": c.stderr,
            })
        })
        .collect();
    let text = serde_json::to_string_pretty(&json).unwrap() + "\n";
    std::fs::write(table_path(), text).unwrap();
}

/// mlir-opt 22, if installed (see the upstream-tools crate).
fn mlir_opt() -> Option<PathBuf> {
    upstream_tools::mlir_opt()
}

/// Runs mlir-opt on one case, its program name replaced by ours.
fn run_mlir_opt(mlir_opt: &Path, name: &str, args: &[&str]) -> Expected {
    let out = Command::new(mlir_opt)
        .current_dir(here())
        .args(["input.mlir", "-o", "/dev/null", "--dump-pass-pipeline"])
        .args(args)
        .output()
        .expect("mlir-opt runs");
    Expected {
        name: name.to_string(),
        args: args.iter().map(|a| a.to_string()).collect(),
        exit: out.status.code().unwrap_or(-1),
        stderr: String::from_utf8_lossy(&out.stderr).replace("mlir-opt:", "tileir-opt:"),
    }
}

#[test]
fn table_matches_mlir_opt_22() {
    let Some(mlir_opt) = mlir_opt() else {
        eprintln!("mlir-opt 22 not found: the table is not re-checked");
        return;
    };
    let fresh: Vec<Expected> = CASES
        .iter()
        .map(|&(name, args)| run_mlir_opt(&mlir_opt, name, args))
        .collect();
    if std::env::var_os("TILEIR_BLESS").is_some() {
        write_table(&fresh);
        return;
    }
    let table = read_table();
    let stale: Vec<String> = fresh
        .iter()
        .filter(|f| !table.contains(f))
        .map(|f| format!("{f:#?}"))
        .collect();
    assert!(
        stale.is_empty() && table.len() == fresh.len(),
        "pipelines/expected.json differs from mlir-opt 22 (TILEIR_BLESS=1 rewrites it):\n{}",
        stale.join("\n")
    );
}

#[test]
fn table_has_every_case_and_enough_of_them() {
    let table = read_table();
    let names: Vec<&str> = table.iter().map(|c| c.name.as_str()).collect();
    let expected: Vec<&str> = CASES.iter().map(|c| c.0).collect();
    assert_eq!(names, expected, "bless the table after changing CASES");
    for (case, &(_, args)) in table.iter().zip(CASES) {
        assert_eq!(case.args, args.to_vec(), "{}", case.name);
    }
    let valid = table.iter().filter(|c| c.exit == 0).count();
    let malformed = table.iter().filter(|c| c.exit != 0).count();
    assert!(
        valid >= 20 && malformed >= 20,
        "{valid} valid, {malformed} malformed"
    );
}

/// What tileir-passes builds for a case's arguments, as mlir-opt does:
/// the dump of the pipeline, or the error text.
fn library_stderr(args: &[String]) -> Result<String, PipelineError> {
    let mut pipeline = None;
    let mut flags = Vec::new();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if let Some(text) = arg.strip_prefix("--pass-pipeline=") {
            pipeline = Some(text.to_string());
        } else if arg == "-p" {
            pipeline = iter.next().cloned();
        } else {
            let flag = arg.trim_start_matches('-');
            match flag.split_once('=') {
                Some((argument, options)) => flags.push((argument, Some(options))),
                None => flags.push((flag, None)),
            }
        }
    }
    let pm = match pipeline {
        Some(_) if !flags.is_empty() => return Err(pipeline_with_flags_error()),
        Some(text) => parse_pipeline_with(registry(), &text)?,
        None => {
            let mut pm = OpPassManager::new("builtin.module");
            for (argument, options) in flags {
                add_pass_flag_with(registry(), &mut pm, argument, options)?;
            }
            pm
        }
    };
    Ok(dump_pipeline(&pm))
}

#[test]
fn library_prints_what_mlir_opt_22_printed() {
    let mut failures = Vec::new();
    for case in read_table() {
        let (ours, ok) = match library_stderr(&case.args) {
            Ok(dump) => (dump, true),
            Err(e) => (e.rendered, false),
        };
        // A pipeline that parses is dumped before the run; the run's own
        // output, if any, follows in mlir-opt's stderr.
        let matches = if ok && case.exit == 0 {
            ours == case.stderr
        } else if ok {
            case.stderr.starts_with(&ours) && ours.len() < case.stderr.len()
        } else {
            case.exit == 1 && ours == case.stderr
        };
        if !matches {
            failures.push(format!(
                "--- {} {:?}\nmlir-opt (exit {}):\n{}\ntileir-passes:\n{}",
                case.name, case.args, case.exit, case.stderr, ours
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
