//! Acceptance A of the test-authoring tools: for every project `.mlir` test
//! whose RUN line pipes tileir-opt into `FileCheck %s`, CHECK lines generated
//! from that output pass on it (tileir-checkgen proves them with our
//! FileCheck), and still pass on the output of the same input with every SSA
//! value and block renamed; and the test file itself, its check block
//! regenerated in place (what `--update-tests` writes), passes on that output.

mod common;

use std::path::Path;

use lit::shell::parser::{self, Script};

/// The tileir-opt arguments of each RUN line `tileir-opt ... %s ... |
/// FileCheck %s ...` (with `%s` as `-`), and FileCheck's arguments.
fn checked_runs(text: &str) -> Vec<(Vec<String>, Vec<String>)> {
    let Ok(parsed) = lit::test_file::parse(text) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for d in parsed.script {
        let lit::test_file::Directive::Run { command, .. } = d else {
            continue;
        };
        // Only `%s` may be substituted: other substitutions name files.
        if command.replace("%s", "").contains('%') {
            continue;
        }
        let Ok(Script::Pipeline(p)) = parser::parse(&command) else {
            continue;
        };
        let [opt, fc] = p.commands.as_slice() else {
            continue;
        };
        let words = |c: &parser::Command| -> Vec<String> {
            c.args.iter().map(|w| w.text.clone()).collect()
        };
        let (opt_args, fc_args) = (words(opt), words(fc));
        if opt_args.first().map(String::as_str) != Some("tileir-opt")
            || fc_args.first().map(String::as_str) != Some("FileCheck")
            || !opt.redirects.is_empty()
            || !fc_args.iter().any(|a| a == "%s")
        {
            continue;
        }
        let opt_args = opt_args[1..]
            .iter()
            .map(|a| {
                if a == "%s" {
                    "-".to_string()
                } else {
                    a.clone()
                }
            })
            .collect();
        let fc_args = fc_args[1..]
            .iter()
            .filter(|a| *a != "%s")
            .cloned()
            .collect();
        out.push((opt_args, fc_args));
    }
    out
}

/// `text` with every value and block name outside comments and strings
/// renamed by a fixed permutation of name characters (letters and digits
/// shifted by one): a bijection that keeps lengths, so locations stay put.
fn rename_ssa(text: &str) -> String {
    let shift = |c: char| match c {
        'a'..='y' | 'A'..='Y' | '0'..='8' => char::from(c as u8 + 1),
        'z' => 'a',
        'Z' => 'A',
        '9' => '0',
        _ => c,
    };
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let mut in_string = false;
        let mut renaming = false;
        let mut prev = '\0';
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            if !in_string && c == '/' && chars.peek() == Some(&'/') {
                out.push(c);
                out.extend(chars.by_ref());
                break;
            }
            if c == '"' && prev != '\\' {
                in_string = !in_string;
            }
            let name_char = c.is_ascii_alphanumeric() || "_$.-".contains(c);
            if renaming && !name_char {
                renaming = false;
            }
            out.push(if renaming { shift(c) } else { c });
            if !in_string && (c == '%' || c == '^') {
                renaming = true;
            }
            prev = c;
        }
    }
    out
}

#[test]
fn generated_checks_pass_and_survive_renaming() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for path in common::project_test_files() {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        for (opt_args, fc_args) in checked_runs(&text) {
            let args: Vec<&str> = opt_args.iter().map(String::as_str).collect();
            let out = common::run_inproc(&args, text.as_bytes());
            if out.code != Some(0) || out.stdout.trim().is_empty() {
                continue;
            }
            let name = format!("{} ({})", common::display(&path), opt_args.join(" "));
            let opts = checkgen::Options {
                prefix: checkgen::prefix_of(&fc_args).unwrap_or_else(|_| "CHECK".into()),
                ..checkgen::Options::default()
            };
            let fc = vec![format!("--check-prefix={}", opts.prefix)];
            let checks = match checkgen::generate_checks(&out.stdout, &opts, &fc) {
                Ok(c) => c,
                Err(e) => {
                    failures.push(format!("{name}: {e}"));
                    continue;
                }
            };
            if let Err(e) = checkgen::update(&text, &out.stdout, &opts, &fc) {
                failures.push(format!("{name}: regenerating its check block: {e}"));
            }
            let renamed = rename_ssa(&text);
            let again = common::run_inproc(&args, renamed.as_bytes());
            if let Err(e) = checkgen::verify::filecheck(&checks, &again.stdout, &fc) {
                failures.push(format!("{name}: after renaming: {e}"));
            }
            checked += 1;
        }
    }
    assert!(checked >= 40, "only {checked} RUN lines checked");
    assert!(
        failures.is_empty(),
        "{} of {checked} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn renaming_is_a_length_keeping_bijection() {
    let t = "func.func @f(%arg0: i32) { // %x\n  %0 = \"a\"(%arg0) {s = \"%q\"} : (i32) -> i32\n^bb1:\n";
    assert_eq!(
        rename_ssa(t),
        "func.func @f(%bsh1: i32) { // %x\n  %1 = \"a\"(%bsh1) {s = \"%q\"} : (i32) -> i32\n^cc2:\n"
    );
    let _ = Path::new("");
}
