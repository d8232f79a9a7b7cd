//! `--mlir-print-changed=diff`: for a pipeline of 20 passes of which 5
//! change the IR, exactly those 5 print a diff, each diff applied to the
//! anchor's IR before the pass gives its IR after the pass, and each diff's
//! number is the one `--mlir-print-pass-numbers` gives that invocation; the
//! same bytes with and without threads.

mod common;

use common::run_inproc;

/// Applies a unified diff (`--- `/`+++ ` headers, `@@` hunks) to `base`.
fn apply(base: &str, diff: &str) -> Result<String, String> {
    let old: Vec<&str> = base.split_inclusive('\n').collect();
    let mut out = String::new();
    let mut at = 0; // next line of `old` to copy
    let mut lines = diff.split_inclusive('\n').peekable();
    while let Some(line) = lines.next() {
        if line.starts_with("--- ") || line.starts_with("+++ ") {
            continue;
        }
        let Some(header) = line.strip_prefix("@@ -") else {
            return Err(format!("unexpected diff line {line:?}"));
        };
        let start: usize = header
            .split([',', ' '])
            .next()
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| format!("bad hunk header {line:?}"))?;
        let start = start.saturating_sub(1);
        while at < start {
            out.push_str(old.get(at).ok_or("hunk past the end")?);
            at += 1;
        }
        while let Some(next) = lines.peek() {
            if next.starts_with("@@") {
                break;
            }
            let next = lines.next().unwrap();
            match next.as_bytes()[0] {
                b' ' | b'-' => {
                    if old.get(at).map(|l| &l[..]) != Some(&next[1..]) {
                        return Err(format!("context mismatch at line {}: {next:?}", at + 1));
                    }
                    if let Some(context) = next.strip_prefix(' ') {
                        out.push_str(context);
                    }
                    at += 1;
                }
                b'+' => out.push_str(&next[1..]),
                _ => return Err(format!("unexpected hunk line {next:?}")),
            }
        }
    }
    for line in &old[at..] {
        out.push_str(line);
    }
    Ok(out)
}

/// The stderr of a run, cut into (banner, body) sections at `*** ` lines
/// and ` Running pass ` lines.
fn sections(stderr: &str) -> Vec<(String, String)> {
    let mut sections: Vec<(String, String)> = Vec::new();
    for line in stderr.split_inclusive('\n') {
        if line.starts_with("*** ") || line.starts_with(" Running pass ") {
            sections.push((line.trim_end().to_string(), String::new()));
        } else if let Some(last) = sections.last_mut() {
            last.1.push_str(line);
        }
    }
    sections
}

#[test]
fn diffs_of_exactly_the_changing_passes_apply() {
    let mut input = String::new();
    for i in 1..=6 {
        input.push_str(&format!(
            "func.func @f{i}(%x: i32) -> i32 {{\n  %0 = arith.addi %x, %x : i32\n  return %0 : i32\n}}\n"
        ));
    }
    // 20 passes; the 5 marks each change one function (f1..f5) once.
    let marks = [2, 5, 9, 13, 17];
    let mut args: Vec<String> = Vec::new();
    for i in 0..20 {
        args.push(match marks.iter().position(|&m| m == i) {
            Some(k) => format!("-tileir-test-function-mark=only=f{}", k + 1),
            None => "-tileir-test-function-noop".to_string(),
        });
    }
    args.extend(
        [
            "--mlir-print-changed=diff-quiet",
            "--mlir-print-pass-numbers",
            "--mlir-print-ir-before-all",
            "--mlir-print-ir-after-all",
            "-o",
            "/dev/null",
        ]
        .map(String::from),
    );
    let argv: Vec<&str> = args.iter().map(String::as_str).collect();
    let threaded = run_inproc(&argv, input.as_bytes());
    let mut sequential_args = argv.clone();
    sequential_args.push("--mlir-disable-threading");
    let sequential = run_inproc(&sequential_args, input.as_bytes());
    assert!(threaded.ok(), "{}", threaded.stderr);
    assert_eq!(threaded.stderr, sequential.stderr);

    // Per invocation: ` Running pass N`, the before-dump, the change (if
    // any), the after-dump.
    let sections = sections(&threaded.stderr);
    let mut diffs = Vec::new();
    let mut running: Option<String> = None;
    let mut before: Option<String> = None;
    let mut pending: Option<(String, String)> = None;
    for (banner, body) in &sections {
        if let Some(rest) = banner.strip_prefix(" Running pass ") {
            running = rest.split(' ').next().map(str::to_string);
        } else if banner.starts_with("*** IR Dump Before ") {
            before = Some(body.clone());
        } else if banner.starts_with("*** IR Dump After ") && banner.contains(" on ") {
            let number = banner["*** IR Dump After ".len()..]
                .split('-')
                .next()
                .unwrap()
                .to_string();
            assert_eq!(Some(&number), running.as_ref(), "{banner}");
            pending = Some((banner.clone(), body.clone()));
        } else if banner.starts_with("*** IR Dump After ") {
            if let Some((diff_banner, diff)) = pending.take() {
                let base = before.as_ref().expect("a before-dump precedes");
                let applied = apply(base, &diff).unwrap_or_else(|e| panic!("{diff_banner}: {e}"));
                assert_eq!(&applied, body, "{diff_banner}");
                assert_ne!(base, body, "{diff_banner}");
                diffs.push(diff_banner);
            } else {
                assert_eq!(
                    before.as_ref(),
                    Some(body),
                    "an unreported change: {banner}"
                );
            }
        }
    }
    // Function k runs the 20 passes as invocations 20(k-1)+1 ..= 20k.
    assert_eq!(
        diffs,
        [
            "*** IR Dump After 3-tileir-test-function-mark on f1 ***",
            "*** IR Dump After 26-tileir-test-function-mark on f2 ***",
            "*** IR Dump After 50-tileir-test-function-mark on f3 ***",
            "*** IR Dump After 74-tileir-test-function-mark on f4 ***",
            "*** IR Dump After 98-tileir-test-function-mark on f5 ***",
        ]
        .map(String::from)
    );
    // `--mlir-print-pass-numbers` numbered every invocation: 20 passes on 6
    // functions.
    let numbers = sections
        .iter()
        .filter(|(b, _)| b.starts_with(" Running pass "))
        .count();
    assert_eq!(numbers, 120);
}

#[test]
fn patch_helper_applies_a_known_diff() {
    let before = "a\nb\nc\nd\ne\nf\ng\nh\n";
    let after = "a\nb\nC\nd\ne\nf\ng\nH\ni\n";
    let diff = similar::TextDiff::from_lines(before, after)
        .unified_diff()
        .context_radius(1)
        .header("before", "after")
        .to_string();
    assert_eq!(apply(before, &diff).unwrap(), after);
}
