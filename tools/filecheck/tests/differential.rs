//! Differential test: runs our FileCheck binary and LLVM 22's on a table of
//! tricky cases and requires identical exit code, stdout and stderr. Skips
//! (passing) when LLVM's FileCheck is absent (`$LLVM_FC`, else
//! `/usr/lib/llvm-22/bin/FileCheck`; see the upstream-tools crate).

mod common;

use std::path::Path;
use std::process::Command;

/// (check file, input, extra args)
const CASES: &[(&str, &str, &[&str])] = &[
    ("CHECK: foo\nCHECK: qux\n", "foo\nbar\n", &[]),
    ("CHECK: foo\nCHECK-NEXT: baz\n", "foo\nbar\nbaz\n", &[]),
    ("CHECK: foo\nCHECK-NEXT: foo\n", "foo foo\n", &[]),
    ("CHECK: foo\nCHECK-SAME: bar\n", "foo\nbar\n", &["-v"]),
    ("CHECK: a\nCHECK-NOT: b\nCHECK: c\n", "a\nb\nc\n", &[]),
    (
        "CHECK: a\nCHECK-NOT: b\nCHECK: c\n",
        "a\nx\nc\n",
        &["-vv", "--dump-input=always"],
    ),
    ("CHECK-DAG: abc\nCHECK-DAG: bc\n", "abc\nbc\n", &["-vv"]),
    (
        "CHECK-DAG: abc\nCHECK-DAG: bc\n",
        "abc\n",
        &["-vv", "--dump-input=never"],
    ),
    (
        "CHECK-DAG: x\nCHECK-NOT: y\nCHECK-DAG: z\n",
        "x\ny\nz\n",
        &[],
    ),
    (
        "CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\nCHECK: b\n",
        "f1\nf2\na\nb\n",
        &[],
    ),
    ("CHECK-COUNT-3: x\n", "x\nx\n", &[]),
    ("CHECK-COUNT-2: x\nCHECK-NOT: x\n", "x\nx\nx\n", &["-v"]),
    ("CHECK{LITERAL}: [[x]] {{y}}\n", "[[x]] {{z}}\n", &[]),
    ("CHECK: {{\\d}}\n", "5\n", &[]),
    ("CHECK: a{{[^x]}}b\n", "a\nb\n", &[]),
    ("CHECK: {{a|ab}}\nCHECK-SAME: {{^}}c\n", "abc\n", &["-v"]),
    ("CHECK: {{(ab)\\1}}\n", "xababx\n", &["-v"]),
    (
        "CHECK: [[R:r[0-9]]] = [[R]]\n",
        "r1 = r2\nr3 = r3\n",
        &["-v"],
    ),
    (
        "CHECK: x=[[X:[0-9]+]]\nCHECK: y=[[X]]\n",
        "x=12\ny=13\n",
        &[],
    ),
    (
        "CHECK: [[#%x,V:]]\nCHECK: [[#V+1]]\nCHECK: [[#%d,mul(V,2)]]\n",
        "ff\n100\n511\n",
        &[],
    ),
    ("CHECK: [[#%u,0-1]]\n", "a\n", &[]),
    ("CHECK: [[X]]\n", "a\n", &[]),
    ("CHECK: [[#Y+1]] [[#Z]]\n", "a\n", &[]),
    ("CHECK: {{(a}}\n", "a\n", &[]),
    ("CHECK: {{a**}}\n", "a\n", &[]),
    ("CHECK: {{[z-a]}}\n", "a\n", &[]),
    ("CHECK: {{[[:foo:]]}}\n", "a\n", &[]),
    ("CHECK: {{a{1}}\n", "a\n", &[]),
    ("CHECK: {{abc\n", "a\n", &[]),
    ("CHECK: [[abc\n", "a\n", &[]),
    ("CHECK: [[a]b]]\n", "a\n", &[]),
    ("CHECK: [[#10*2]]\n", "a\n", &[]),
    ("CHECK: [[#add(1)]]\n", "a\n", &[]),
    ("CHECK: [[#%z,X:]]\n", "a\n", &[]),
    ("CHECK-NEXT: a\n", "a\n", &[]),
    ("CHECK-LABEL: [[X:a]]\n", "a\n", &[]),
    ("CHECK:\n", "a\n", &[]),
    ("FOO: a\n", "a\n", &[]),
    ("CHECK-DAG-NOT: a\n", "a\n", &[]),
    ("CHECK-COUNT-0: a\n", "a\n", &[]),
    ("CHECK_NEXT: a\n", "a\n", &[]),
    (
        "CHECK: HeLLo {{WORLD}}\n",
        "hello world\n",
        &["--ignore-case"],
    ),
    ("CHECK: a b\n", "a  b\n", &["--strict-whitespace"]),
    ("CHECK: foo\n", "foo bar\n", &["--match-full-lines"]),
    (
        "CHECK: foo\nCHECK: bar\n",
        "foo\nerror\nbar\n",
        &["--implicit-check-not=error"],
    ),
    (
        "CHECK: [[VAL]] [[#NUM+1]]\n",
        "abc 7\n",
        &["-DVAL=abc", "-D#NUM=5"],
    ),
    ("CHECK: a\n", "a\n", &["-DX"]),
    ("CHECK: a\n", "a\n", &["-D#X=Y+1"]),
    ("CHECK: a\n", "a\n", &["--bogus"]),
    ("CHECK: a\n", "", &[]),
    ("CHECK: a\n", "a\n", &["--dump-input=help"]),
    ("CHECK: a\n", "a\n", &["--dump-input=bad"]),
    ("CHECK: a\n", "a\n", &["--check-prefix=A!"]),
    (
        "CHECK: zzz\n",
        "l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12\nl13\nl14\n",
        &[],
    ),
    (
        "CHECK: l1\nCHECK: l13\nCHECK-NEXT: zz\n",
        "l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12\nl13\nl14\n",
        &["--dump-input-context=2"],
    ),
    (
        "CHECK: l1\nCHECK: l9\nCHECK: zz\n",
        "l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\n",
        &["--dump-input-filter=annotation", "-v"],
    ),
    (
        "CHECK: foo\nCHECK: [[X:b..]]\nCHECK: qux[[X]]\n",
        "foo\nbar\nbaz\n",
        &["--color"],
    ),
    (
        "CHECK: foo\nCHECK-NOT: bar\nCHECK: baz\n",
        "foo\nbar\nbaz\n",
        &["-v", "--color"],
    ),
    ("CHECK: a\tb\n", "x\ta\tb\n", &["--strict-whitespace", "-v"]),
    ("CHECK: a\nCHECK-EMPTY:\nCHECK: b\n", "a\nx\n\nb\n", &[]),
    ("CHECK: {{[0-9]+}}\n", "abc\n123\n", &["-vv"]),
    (
        "CHECK: [[#N:]]\nCHECK-NEXT: [[#N+1]]\n",
        "41\n43\n",
        &["-vv"],
    ),
    ("CHECK-NOT: {{x}}\nCHECK: y\n", "y\n", &["-vv"]),
    (
        "CHECK: a\r\nCHECK-NEXT: b\r\n",
        "a\r\nb\r\n",
        &["--strict-whitespace", "-v"],
    ),
    ("CHECK: x\tz\n", "x\ty\tz\n", &["--dump-input=always", "-v"]),
    (
        "CHECK-COUNT-3: ab\n",
        "ab ab\nab\n",
        &["-vv", "--dump-input=always"],
    ),
    (
        "CHECK-DAG: ab\nCHECK-DAG: b\n",
        "ab\nb\n",
        &["-vv", "--dump-input=always"],
    ),
    (
        "CHECK: foo\nCHECK: bar\n",
        "foo\nbad\nbar\n",
        &["--implicit-check-not=bad", "--implicit-check-not=x"],
    ),
    (
        "CHECK-LABEL: a\nCHECK: z\nCHECK-LABEL: b\nCHECK: y\n",
        "a\nb\ny\n",
        &[],
    ),
    ("CHECK: [[V:\"q\"]]\nCHECK: [[V]]x\n", "\"q\"\n\"q\"\n", &[]),
    (
        "CHECK: [[#%#x,H:]]\nCHECK: [[#%#.4x,H+1]]\n",
        "0x1f\n0x0021\n",
        &[],
    ),
    ("CHECK: a\nCHECK-EMPTY:\n", "a\n", &[]),
    ("CHECK: a\nCHECK-NEXT: a\n", "a a\n", &[]),
    ("CHECK: a\nCHECK-SAME: b\n", "a\nb\n", &["-vv"]),
    ("CHECK-NOT: x\n", "y\n", &["-vv", "--dump-input=always"]),
    (
        "CHECK: [[X:a]]\nCHECK-LABEL: l\nCHECK: [[X]]\n",
        "a\nl\nb\n",
        &["--enable-var-scope"],
    ),
    ("CHECK: {{x*}}\nCHECK-SAME: {{^}}\n", "abc\n", &["-v"]),
    (
        "CHECK: [[#%.3d,N:]]\nCHECK: [[#N-5]]\n",
        "-002\n-007\n",
        &[],
    ),
    ("CHECK: a{{[[:space:]]+}}b\n", "a\n\n b\n", &["-v"]),
    ("CHECK: {{(a|b)+c}}\nCHECK-SAME: d\n", "ababcd\n", &["-v"]),
    ("CHECK: [[#N:]] [[#N+1]]\n", "1 2\n", &[]),
    ("CHECK: [[X:a]][[X:b]]\n", "ab\n", &["-v"]),
    ("CHECK-NOT: [[UNDEF]]\nCHECK: x\n", "x\n", &[]),
];

fn run(bin: &str, dir: &Path, args: &[String]) -> (i32, Vec<u8>, Vec<u8>) {
    let o = Command::new(bin)
        .args(args)
        .current_dir(dir)
        .env_remove("FILECHECK_OPTS")
        .output()
        .expect("run FileCheck");
    (o.status.code().unwrap_or(-1), o.stdout, o.stderr)
}

#[test]
fn matches_llvm_byte_for_byte() {
    let Some(llvm) = upstream_tools::file_check() else {
        eprintln!("{}", upstream_tools::missing(upstream_tools::FILECHECK));
        return;
    };
    let llvm = llvm.to_str().expect("UTF-8 path");
    let ours = env!("CARGO_BIN_EXE_FileCheck");
    let mut failures = Vec::new();
    for (i, (c, inp, extra)) in CASES.iter().enumerate() {
        let dir = common::scratch();
        std::fs::write(dir.join("check.txt"), c).unwrap();
        std::fs::write(dir.join("input.txt"), inp).unwrap();
        let mut args: Vec<String> = vec![
            "check.txt".into(),
            "--input-file".into(),
            "input.txt".into(),
        ];
        args.extend(extra.iter().map(|s| s.to_string()));
        let a = run(ours, &dir, &args);
        let b = run(llvm, &dir, &args);
        // Error text mentions argv[0]; normalise the binary path.
        let norm = |v: &[u8], bin: &str| String::from_utf8_lossy(v).replace(bin, "FileCheck");
        let a2 = (a.0, norm(&a.1, ours), norm(&a.2, ours));
        let b2 = (b.0, norm(&b.1, llvm), norm(&b.2, llvm));
        if a2 != b2 {
            failures.push(format!(
                "case {i} {c:?} {inp:?} {extra:?}\n--- llvm (rc {})\n{}{}\n--- ours (rc {})\n{}{}",
                b2.0, b2.1, b2.2, a2.0, a2.1, a2.2
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
