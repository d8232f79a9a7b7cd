//! FileCheck behaviour and exact diagnostics, asserted in-process without
//! needing LLVM installed. Expected texts were taken from LLVM 22's FileCheck.

mod common;
use common::check;

fn ok(c: &str, i: &str, a: &[&str]) {
    let o = check(c, i, a);
    assert_eq!(o.code, 0, "expected success, stderr:\n{}", o.stderr);
}

fn fails(c: &str, i: &str, a: &[&str]) -> String {
    let o = check(c, i, a);
    assert_eq!(o.code, 1, "expected failure, stderr:\n{}", o.stderr);
    o.stderr
}

fn bad(c: &str, i: &str, a: &[&str]) -> String {
    let o = check(c, i, a);
    assert_eq!(o.code, 2, "expected usage error, stderr:\n{}", o.stderr);
    o.stderr
}

const NEVER: &[&str] = &["--dump-input=never"];

#[test]
fn plain_check_matches_in_order() {
    ok("CHECK: foo\nCHECK: bar\n", "foo\nbar\n", &[]);
    fails("CHECK: bar\nCHECK: foo\n", "foo\nbar\n", NEVER);
}

#[test]
fn not_found_diagnostic_is_exact() {
    let e = fails("CHECK: foo\nCHECK: qux\n", "foo\nbar\n", NEVER);
    assert_eq!(
        e,
        "check.txt:2:8: error: CHECK: expected string not found in input\nCHECK: qux\n       ^\n\
         input.txt:1:4: note: scanning from here\nfoo\n   ^\n"
    );
}

#[test]
fn next_on_wrong_line() {
    let e = fails("CHECK: foo\nCHECK-NEXT: baz\n", "foo\nbar\nbaz\n", NEVER);
    assert!(e.starts_with(
        "check.txt:2:13: error: CHECK-NEXT: is not on the line after the previous match\n"
    ));
    assert!(e.contains("input.txt:2:1: note: non-matching line after previous match is here\n"));
    ok("CHECK: foo\nCHECK-NEXT: bar\n", "foo\nbar\n", &[]);
}

#[test]
fn same_and_empty() {
    ok("CHECK: foo\nCHECK-SAME: bar\n", "foo bar\n", &[]);
    fails("CHECK: foo\nCHECK-SAME: bar\n", "foo\nbar\n", NEVER);
    ok("CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n", &[]);
    fails("CHECK: a\nCHECK-EMPTY:\n", "a\nb\n", NEVER);
}

#[test]
fn not_and_dag_groups() {
    ok("CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", "a\nb\nc\n", &[]);
    let e = fails("CHECK: a\nCHECK-NOT: b\nCHECK: c\n", "a\nb\nc\n", NEVER);
    assert!(e.starts_with("check.txt:2:12: error: CHECK-NOT: excluded string found in input\n"));
    // A DAG match may not overlap an earlier one in the same group.
    fails("CHECK-DAG: abc\nCHECK-DAG: bc\n", "abc\n", NEVER);
    // NOT between DAG groups bounds them.
    ok(
        "CHECK-DAG: x\nCHECK-NOT: y\nCHECK-DAG: z\n",
        "x\nz\ny\n",
        &[],
    );
}

#[test]
fn label_partitions_input() {
    let c = "CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\nCHECK: b\n";
    ok(c, "f1\na\nf2\nb\n", &[]);
    fails(c, "f1\nf2\na\nb\n", NEVER);
}

#[test]
fn count_directive() {
    ok("CHECK-COUNT-3: x\nCHECK-NOT: x\n", "x\nx\nx\n", &[]);
    let e = fails("CHECK-COUNT-3: x\n", "x\nx\n", NEVER);
    assert!(e.contains("CHECK-COUNT: expected string not found in input (3 out of 3)"));
}

#[test]
fn literal_modifier() {
    ok("CHECK{LITERAL}: [[x]] {{y}}\n", "[[x]] {{y}}\n", &[]);
}

#[test]
fn whitespace_canonicalisation() {
    ok("CHECK: a b\n", "a \t  b\n", &[]);
    fails(
        "CHECK: a b\n",
        "a  b\n",
        &["--strict-whitespace", "--dump-input=never"],
    );
    ok("CHECK: foo bar\n", "  foo bar  \n", &["--match-full-lines"]);
    fails(
        "CHECK: foo\n",
        "foo bar\n",
        &["--match-full-lines", "--dump-input=never"],
    );
}

#[test]
fn regex_dialect() {
    // `\d` is a literal `d`, not a digit class.
    fails("CHECK: {{\\d}}\n", "5\n", NEVER);
    ok("CHECK: {{\\d}}\n", "d\n", &[]);
    // `[^x]` never crosses a newline.
    fails("CHECK: a{{[^x]}}b\n", "a\nb\n", NEVER);
    // POSIX classes.
    ok("CHECK: {{[[:digit:]]+}}\n", "42\n", &[]);
    // Leftmost-longest alternation: the match covers "ab", so SAME sees "c".
    ok("CHECK: {{a|ab}}\nCHECK-SAME: {{^}}c\n", "abc\n", &[]);
    // `^` anchors at the start of the remaining text.
    ok("CHECK: foo\nCHECK-SAME: {{^}} bar\n", "foo bar\n", &[]);
    // Back-references.
    ok("CHECK: {{(ab)\\1}}\n", "xababx\n", &[]);
    ok("CHECK: [[R:r[0-9]]] = [[R]]\n", "r1 = r2\nr3 = r3\n", &[]);
}

#[test]
fn ignore_case() {
    ok(
        "CHECK: HeLLo {{WORLD}}\n",
        "hello world\n",
        &["--ignore-case"],
    );
}

#[test]
fn variables() {
    ok(
        "CHECK: x=[[X:[0-9]+]]\nCHECK: y=[[X]]\n",
        "x=12\ny=12\n",
        &[],
    );
    fails(
        "CHECK: x=[[X:[0-9]+]]\nCHECK: y=[[X]]\n",
        "x=12\ny=13\n",
        NEVER,
    );
    ok(
        "CHECK: [[#%x,V:]]\nCHECK: [[#V+1]]\nCHECK: [[#%d,mul(V,2)]]\n",
        "ff\n100\n510\n",
        &[],
    );
    ok(
        "CHECK: v=[[#%.4u,N:]]\nCHECK: [[#N+1]]\n",
        "v=0042\n0043\n",
        &[],
    );
    ok("CHECK: [[#@LINE]]\n", "1\n", &[]);
    ok(
        "CHECK: [[VAL]] [[#NUM+1]]\n",
        "abc 6\n",
        &["-DVAL=abc", "-D#NUM=5"],
    );
}

#[test]
fn var_scope() {
    let c = "CHECK: [[X:a]]\nCHECK-LABEL: l\nCHECK: [[X]]\n";
    ok(c, "a\nl\na\n", &[]);
    let e = fails(
        c,
        "a\nl\na\n",
        &["--enable-var-scope", "--dump-input=never"],
    );
    assert!(e.contains("error: undefined variable: X"));
    ok(
        "CHECK: [[$G:a]]\nCHECK-LABEL: l\nCHECK: [[$G]]\n",
        "a\nl\na\n",
        &["--enable-var-scope"],
    );
}

#[test]
fn malformed_regex_diagnostics() {
    let e = bad("CHECK: {{(a}}\n", "a\n", &[]);
    assert_eq!(e, "check.txt:1:10: error: invalid regex: parentheses not balanced\nCHECK: {{(a}}\n         ^\n");
    let e = bad("CHECK: {{a**}}\n", "a\n", &[]);
    assert!(e.contains("invalid regex: repetition-operator operand invalid"));
    let e = bad("CHECK: {{[z-a]}}\n", "a\n", &[]);
    assert!(e.contains("invalid regex: invalid character range"));
    let e = bad("CHECK: {{}}\n", "a\n", &[]);
    assert!(e.contains("invalid regex: empty (sub)expression"));
}

#[test]
fn unterminated_blocks() {
    let e = bad("CHECK: {{abc\n", "a\n", &[]);
    assert_eq!(e, "check.txt:1:8: error: found start of regex string with no end '}}'\nCHECK: {{abc\n       ^\n");
    let e = bad("CHECK: [[abc\n", "a\n", &[]);
    assert_eq!(
        e,
        "check.txt:1:8: error: Invalid substitution block, no ]] found\nCHECK: [[abc\n       ^\n"
    );
    let o = check("CHECK: [[a]b]]\n", "a\n", &[]);
    assert_eq!(o.code, 1);
    assert!(o
        .stderr
        .contains("error: missing closing \"]\" for regex variable"));
}

#[test]
fn undefined_variable() {
    let e = fails("CHECK: [[X]]\n", "a\n", NEVER);
    assert_eq!(
        e,
        "check.txt:1:10: error: undefined variable: X\nCHECK: [[X]]\n         ^\n"
    );
    let e = fails("CHECK: [[#Y+1]]\n", "a\n", NEVER);
    assert!(e.contains("error: undefined variable: Y"));
}

#[test]
fn numeric_overflow_and_bad_expressions() {
    let e = fails("CHECK: [[#%u,0-1]]\n", "a\n", NEVER);
    assert!(
        e.contains("unable to substitute variable or numeric expression: overflow error"),
        "{e}"
    );
    let e = bad("CHECK: [[#10*2]]\n", "a\n", &[]);
    assert!(e.contains("error: unsupported operation '*'"));
    let e = bad("CHECK: [[#add(1)]]\n", "a\n", &[]);
    assert!(e.contains("error: function 'add' takes 2 arguments but 1 given"));
    // Huge literals and divisions by zero do not panic.
    let _ = check(
        "CHECK: [[#99999999999999999999999999999999999999999999*2]]\n",
        "a\n",
        NEVER,
    );
    let _ = check("CHECK: [[#div(1,0)]]\n", "a\n", NEVER);
    let _ = check(
        "CHECK: [[#0xffffffffffffffffffffffffffffffff+1]]\n",
        "a\n",
        NEVER,
    );
}

#[test]
fn directive_errors() {
    let e = bad("CHECK-NEXT: a\n", "a\n", &[]);
    assert!(e.contains("error: found 'CHECK-NEXT' without previous 'CHECK: line"));
    let e = bad("CHECK-LABEL: [[X:a]]\n", "a\n", &[]);
    assert!(e.contains("error: found 'CHECK-LABEL:' with variable definition or use"));
    let e = bad("CHECK:\n", "a\n", &[]);
    assert!(e.contains("error: found empty check string with prefix 'CHECK:'"));
    let e = bad("FOO: a\n", "a\n", &[]);
    assert_eq!(e, "error: no check strings found with prefix 'CHECK:'\n");
}

#[test]
fn options_and_usage() {
    let o = check("CHECK: a\n", "a\n", &["--bogus"]);
    assert_eq!(o.code, 1);
    assert!(o
        .stderr
        .starts_with("FileCheck: Unknown command line argument '--bogus'."));
    let o = check("CHECK: a\n", "", &[]);
    assert_eq!(o.code, 2);
    assert!(o
        .stderr
        .starts_with("FileCheck error: 'input.txt' is empty.\n"));
    ok("CHECK-NOT: a\n", "", &["--allow-empty"]);
    let o = check("CHECK: a\n", "a\n", &["--dump-input=help"]);
    assert_eq!(o.code, 0);
    assert!(o
        .stdout
        .starts_with("The following description was requested by -dump-input=help"));
}

#[test]
fn input_dump_on_failure() {
    let o = check(
        "CHECK: foo\nCHECK: [[X:b..]]\nCHECK: qux[[X]]\n",
        "foo\nbar\nbaz\n",
        &[],
    );
    assert_eq!(o.code, 1);
    assert!(o.stderr.ends_with(
        "Input was:\n<<<<<<\n           1: foo \n           2: bar \ncheck:3'0        X error: no match found\n\
check:3'1          with \"X\" equal to \"bar\"\n           3: baz \ncheck:3'0     ~~~~\n>>>>>>\n"
    ), "{}", o.stderr);
}

#[test]
fn pathological_patterns_finish() {
    let input = format!("{}c\n", "a".repeat(5000));
    let t = std::time::Instant::now();
    let _ = check("CHECK: {{(a*)*b}}\n", &input, NEVER);
    let _ = check("CHECK: {{(a|aa)*(a|aa)*b}}\n", &input, NEVER);
    let _ = check("CHECK: {{(a*)*\\1b}}\n", &input, NEVER);
    assert!(t.elapsed().as_secs() < 20);
}

#[test]
fn filecheck_opts_environment() {
    let dir = common::scratch();
    std::fs::write(dir.join("c.txt"), "CHECK: a\n").unwrap();
    let mut env = std::collections::BTreeMap::new();
    env.insert(
        "FILECHECK_OPTS".to_string(),
        "-v --dump-input=never".to_string(),
    );
    let argv: Vec<String> = ["FileCheck", "c.txt"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let o = common::run_in(&dir, &argv, "a\n", &env);
    assert_eq!(o.code, 0);
    assert!(o
        .stderr
        .contains("remark: CHECK: expected string found in input"));
}

#[test]
fn huge_counts_and_long_patterns_do_not_hang() {
    let t = std::time::Instant::now();
    // An empty match repeated two billion times.
    ok("CHECK-COUNT-2000000000: {{x*}}\n", "abc\n", &[]);
    // A 20k-character pattern that fails: the fuzzy-match heuristic is bounded.
    let long = format!("CHECK: {}\n", "x".repeat(20_000));
    let input = "abc abc abc\n".repeat(3000);
    fails(&long, &input, NEVER);
    // Numeric values beyond 64 bits.
    ok(
        "CHECK: [[#N:]]\nCHECK: [[#N+1]]\n",
        "18446744073709551616\n18446744073709551617\n",
        &[],
    );
    assert!(t.elapsed().as_secs() < 20);
}

#[test]
fn reentrant_across_threads() {
    let hs: Vec<_> = (0..4)
        .map(|i| {
            std::thread::spawn(move || {
                let c = format!("CHECK: v=[[#N:]]\nCHECK-NEXT: w=[[#N+{i}]]\n");
                let inp = format!("v=10\nw={}\n", 10 + i);
                check(&c, &inp, &[]).code
            })
        })
        .collect();
    for h in hs {
        assert_eq!(h.join().unwrap(), 0);
    }
}
