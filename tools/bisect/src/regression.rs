//! The regression test `tileir-bisect --write-test` writes once it found a
//! culprit: the IR the culprit received (the output of the run that stops
//! just before it), a RUN line running that pass alone on that anchor, and
//! CHECK lines holding the anchor as it was (what a correct pass must keep
//! printable the same way, and what the broken one changed). Before the
//! fix the test fails (the pass breaks the anchor, or fails); once the
//! break is gone it passes under lit.
//!
//! Knows pipelines only as text: the pass's spelling (with its options) is
//! taken from the command line that was bisected, the nesting from the
//! unit the BISECT line names (`func.func @f3`: a child of the root).

/// What the test is made from.
pub struct RegressionInput<'a> {
    /// The tool's name for the RUN line (`tileir-opt`).
    pub tool: &'a str,
    /// The bisected command's arguments (after the tool).
    pub args: &'a [String],
    /// The culprit: its number, total, pass argument and unit.
    pub number: u64,
    pub total: u64,
    pub pass: &'a str,
    pub unit: &'a str,
    /// The output of the run just before the culprit (the IR it received).
    pub before: &'a str,
    /// What made a run interesting, in words.
    pub test: &'a str,
}

/// The test file's text, or why it cannot be written.
pub fn regression_test(input: &RegressionInput<'_>) -> Result<String, String> {
    if input.before.trim().is_empty() {
        return Err("the run before the culprit printed no IR to start the test from".to_string());
    }
    let root = root_name(input.before);
    let (op, symbol) = match input.unit.split_once(" @") {
        Some((op, sym)) => (op, Some(sym)),
        None => (input.unit, None),
    };
    let pass = pass_spelling(input.args, input.pass);
    let mut run = format!("{} %s", input.tool);
    if input
        .args
        .iter()
        .any(|a| a.trim_start_matches('-') == "allow-unregistered-dialect")
    {
        run.push_str(" --allow-unregistered-dialect");
    }
    let block = anchor_block(input.before, op, symbol);
    let nested = block.as_ref().is_some_and(|b| b.indent == 2);
    if op == root && symbol.is_none() {
        run.push_str(&format!(" --pass-pipeline='{root}({pass})'"));
    } else if nested {
        run.push_str(&format!(" --pass-pipeline='{root}({op}({pass}))'"));
        if let Some(sym) = symbol {
            // Only the culprit's anchor: the other ops keep their IR.
            run.push_str(&format!(
                " --opt-bisect-funcs={sym} --opt-bisect-verbose=false"
            ));
        }
    } else {
        return Err(format!(
            "cannot nest a pipeline for '{}' (not a direct child of the root in the IR before the culprit)",
            input.unit
        ));
    }
    run.push_str(" | FileCheck %s");
    let mut text = String::new();
    text.push_str(&format!(
        "// Regression test written by tileir-bisect: pass invocation {} of {}\n// ({} on {}) made the run interesting ({}).\n// The IR below is what that invocation received; the RUN line runs the\n// pass alone on it, and the CHECK lines hold {} as it was.\n\n",
        input.number,
        input.total,
        input.pass,
        input.unit,
        input.test,
        if block.is_some() { "its anchor" } else { "the IR" },
    ));
    text.push_str(&format!("// RUN: {run}\n\n"));
    let lines: Vec<&str> = match &block {
        Some(b) => b.lines.clone(),
        None => input
            .before
            .lines()
            .filter(|l| !l.trim().is_empty())
            .collect(),
    };
    for (i, line) in lines.iter().enumerate() {
        let directive = if i == 0 { "CHECK-LABEL" } else { "CHECK-NEXT" };
        text.push_str(&format!("// {directive}: {}\n", escape(line.trim())));
    }
    text.push('\n');
    text.push_str(input.before.trim_end());
    text.push('\n');
    Ok(text)
}

/// The root op's name from the printed IR (`module {` is `builtin.module`).
fn root_name(ir: &str) -> String {
    let first = ir
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("//"));
    match first {
        Some(l) if l.starts_with("module") => "builtin.module".to_string(),
        Some(l) if l.starts_with('"') => l[1..]
            .split('"')
            .next()
            .unwrap_or("builtin.module")
            .to_string(),
        _ => "builtin.module".to_string(),
    }
}

/// An anchor's lines in the printed IR: its first line (the op name and,
/// if any, `@symbol`) to the `}` closing it at the same indentation.
struct Block<'a> {
    indent: usize,
    lines: Vec<&'a str>,
}

fn anchor_block<'a>(ir: &'a str, op: &str, symbol: Option<&str>) -> Option<Block<'a>> {
    let symbol = symbol?;
    let lines: Vec<&str> = ir.lines().collect();
    let start = lines.iter().position(|l| {
        let t = l.trim_start();
        t.starts_with(op)
            && t[op.len()..].starts_with(' ')
            && t.split([' ', '(', '<']).any(|w| w == format!("@{symbol}"))
    })?;
    let indent = lines[start].len() - lines[start].trim_start().len();
    let mut block = vec![lines[start]];
    if lines[start].trim_end().ends_with('{') {
        for line in &lines[start + 1..] {
            block.push(line);
            let t = line.trim_start();
            if line.len() - t.len() == indent && t.starts_with('}') {
                break;
            }
        }
    }
    Some(Block {
        indent,
        lines: block,
    })
}

/// How the command line spells pass `argument` (with its options): in a
/// `--pass-pipeline`/`-p` text or as a pass flag; the bare argument when
/// it is not found.
fn pass_spelling(args: &[String], argument: &str) -> String {
    let mut iter = args.iter().peekable();
    while let Some(arg) = iter.next() {
        let stripped = arg.trim_start_matches('-');
        let pipeline = match stripped.split_once('=') {
            Some(("pass-pipeline", text)) | Some(("p", text)) => Some(text.to_string()),
            None if stripped == "p" || stripped == "pass-pipeline" => iter.next().cloned(),
            _ => None,
        };
        if let Some(text) = pipeline {
            if let Some(found) = find_in_pipeline(&text, argument) {
                return found;
            }
            continue;
        }
        // A pass flag: `-name` or `-name=options`.
        match stripped.split_once('=') {
            Some((name, options)) if name == argument => return format!("{name}{{{options}}}"),
            None if stripped == argument => return argument.to_string(),
            _ => {}
        }
    }
    argument.to_string()
}

/// The first `argument` element of a pipeline text, with its `{...}`.
fn find_in_pipeline(text: &str, argument: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(at) = text[from..].find(argument).map(|i| i + from) {
        let end = at + argument.len();
        let before_ok = at == 0 || matches!(bytes[at - 1], b'(' | b',' | b' ');
        let after = bytes.get(end).copied();
        let after_ok = matches!(after, None | Some(b'{' | b',' | b')' | b' '));
        if before_ok && after_ok {
            if after == Some(b'{') {
                let mut depth = 0;
                for (i, c) in text[end..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                return Some(text[at..end + i + 1].to_string());
                            }
                        }
                        _ => {}
                    }
                }
                return None;
            }
            return Some(argument.to_string());
        }
        from = end;
    }
    None
}

/// A line as a FileCheck pattern: `{{` and `[[` would start a regex or a
/// variable.
fn escape(line: &str) -> String {
    line.replace("{{", "{{[{][{]}}").replace("[[", "{{\\[\\[}}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spelling_comes_from_the_command_line() {
        let args = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            pass_spelling(
                &args(&["in.mlir", "--pass-pipeline=builtin.module(func.func(cse,tileir-test-break{mode=fail only=f}))"]),
                "tileir-test-break"
            ),
            "tileir-test-break{mode=fail only=f}"
        );
        assert_eq!(
            pass_spelling(&args(&["-p", "builtin.module(cse)"]), "cse"),
            "cse"
        );
        assert_eq!(
            pass_spelling(&args(&["-canonicalize=max-iterations=1"]), "canonicalize"),
            "canonicalize{max-iterations=1}"
        );
        assert_eq!(pass_spelling(&args(&["-cse-x"]), "cse"), "cse");
    }

    #[test]
    fn the_test_holds_the_anchor_and_runs_the_pass_alone() {
        let before = "module {\n  func.func @a() {\n    return\n  }\n  func.func @b() {\n    %0 = \"x.y\"() {v = [[1]]} : () -> i32\n    return\n  }\n}\n";
        let args = vec![
            "in.mlir".to_string(),
            "--pass-pipeline=builtin.module(func.func(noop,break{only=b}))".to_string(),
        ];
        let text = regression_test(&RegressionInput {
            tool: "tileir-opt",
            args: &args,
            number: 4,
            total: 4,
            pass: "break",
            unit: "func.func @b",
            before,
            test: "the command fails",
        })
        .unwrap();
        assert!(text.contains("// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(break{only=b}))' --opt-bisect-funcs=b --opt-bisect-verbose=false | FileCheck %s\n"), "{text}");
        assert!(text.contains("// CHECK-LABEL: func.func @b() {\n// CHECK-NEXT: %0 = \"x.y\"() {v = {{\\[\\[}}1]]} : () -> i32\n// CHECK-NEXT: return\n// CHECK-NEXT: }\n"), "{text}");
        assert!(text.ends_with(before), "{text}");
    }
}
