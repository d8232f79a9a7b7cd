//! The upstream passes' contract against mlir-opt 22 itself: `--help` lines
//! (pass, options, enum values, widths) and the printed default options
//! (`--dump-pass-pipeline`) must be mlir-opt's bytes. Skips when mlir-opt
//! 22 is not installed (`MLIR_OPT` overrides the path).

mod common;

use std::collections::BTreeMap;
use std::io::Write;
use std::process::{Command, Stdio};
use tileir_passes::listing::pass_help;
use tileir_passes::options::OptionValues;
use tileir_passes::pass::PassOrigin;
use tileir_passes::registry::registry;

fn upstream_passes() -> Vec<&'static tileir_passes::pass::PassInfo> {
    registry()
        .passes()
        .iter()
        .copied()
        .filter(|p| p.origin == PassOrigin::Upstream)
        .collect()
}

/// The `--help` pass section split into one block per pass: its line and
/// its option lines.
fn blocks(help: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut current: Option<(String, String)> = None;
    let section = help
        .split_once("    Passes:\n")
        .map_or("", |(_, rest)| rest);
    for line in section.lines() {
        if line == "    Pass Pipelines:" {
            break;
        }
        if let Some(rest) = line.strip_prefix("      --") {
            if let Some((name, text)) = current.take() {
                out.insert(name, text);
            }
            let name = rest.split(' ').next().unwrap().to_string();
            current = Some((name, format!("{line}\n")));
        } else if let Some((_, text)) = current.as_mut() {
            text.push_str(line);
            text.push('\n');
        }
    }
    if let Some((name, text)) = current {
        out.insert(name, text);
    }
    out
}

#[test]
fn help_lines_match_mlir_opt() {
    let Some(mlir_opt) = common::mlir_opt() else {
        eprintln!("mlir-opt 22 not found: skipped");
        return;
    };
    let output = Command::new(mlir_opt).arg("--help").output().unwrap();
    let theirs = String::from_utf8(output.stdout).unwrap();
    // mlir-opt's global width: its pass lines put " -   " at width - 3.
    let canon = theirs
        .lines()
        .find(|l| l.starts_with("      --canonicalize "))
        .expect("mlir-opt lists canonicalize");
    let width = canon.find(" -   ").unwrap() + 3;
    let theirs = blocks(&theirs);
    let ours = blocks(&pass_help(width));
    for info in upstream_passes() {
        assert!(theirs.contains_key(info.argument), "{}", info.argument);
        assert_eq!(
            ours.get(info.argument),
            theirs.get(info.argument),
            "--help block of {}",
            info.argument
        );
    }
}

/// The pass as mlir-opt prints it in a pipeline, options at their defaults.
fn printed_default(info: &tileir_passes::pass::PassInfo) -> String {
    if info.options.is_empty() {
        info.argument.to_string()
    } else {
        let values = OptionValues::defaults(info.options);
        format!("{}{{{}}}", info.argument, values.print())
    }
}

#[test]
fn default_options_print_as_mlir_opt_prints_them() {
    let Some(mlir_opt) = common::mlir_opt() else {
        eprintln!("mlir-opt 22 not found: skipped");
        return;
    };
    for info in upstream_passes() {
        let mut child = Command::new(&mlir_opt)
            .arg(format!("--pass-pipeline=any({})", info.argument))
            .args(["--dump-pass-pipeline", "-o", "/dev/null"])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(b"").unwrap();
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        // "Pass Manager with 1 passes:\nany(\n  <pass>\n)\n"
        let line = stderr.lines().nth(2).unwrap_or("").trim();
        assert_eq!(printed_default(info), line, "{}", info.argument);
    }
}

#[test]
fn set_values_print_as_mlir_opt_prints_them() {
    let Some(mlir_opt) = common::mlir_opt() else {
        eprintln!("mlir-opt 22 not found: skipped");
        return;
    };
    let cases: &[(&str, &[(&str, &str)])] = &[
        (
            "canonicalize",
            &[
                ("disable-patterns", "a,b"),
                ("max-iterations", "0x10"),
                ("region-simplify", "aggressive"),
            ],
        ),
        // (No `filename`: mlir-opt runs the pipeline and would write it.)
        ("snapshot-op-locations", &[("tag", "a b")]),
        ("print-op-stats", &[("json", "1")]),
        ("symbol-privatize", &[("exclude", "f")]),
        ("inline", &[("default-pipeline", "cse,canonicalize")]),
        ("mem2reg", &[("region-simplify", "false")]),
        (
            "ensure-debug-info-scope-on-llvm-func",
            &[("emission-kind", "Full")],
        ),
    ];
    for (argument, settings) in cases {
        let info = registry().pass(argument).unwrap();
        let mut values = OptionValues::defaults(info.options);
        let mut text = Vec::new();
        for (name, value) in *settings {
            values.set(name, value).unwrap();
            text.push(format!("{name}={{{value}}}"));
        }
        let output = Command::new(&mlir_opt)
            .arg(format!(
                "--pass-pipeline=any({argument}{{{}}})",
                text.join(" ")
            ))
            .args(["--dump-pass-pipeline", "-o", "/dev/null"])
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        let line = stderr.lines().nth(2).unwrap_or("").trim();
        assert_eq!(
            format!("{argument}{{{}}}", values.print()),
            line,
            "{argument}"
        );
    }
}
