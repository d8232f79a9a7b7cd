//! In-process tools that crash, hang, or flood their output fail alone:
//! the runner survives, reports them clearly, and returns on time.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tool_io::{Tool, ToolIo};

struct Panics;
impl Tool for Panics {
    fn name(&self) -> &str {
        "panic-tool"
    }
    fn run(&self, _: &[String], io: &mut ToolIo<'_>) -> i32 {
        let _ = writeln!(io.stdout, "before the crash");
        panic!("deliberate failure in a tool");
    }
}

struct Hangs;
impl Tool for Hangs {
    fn name(&self) -> &str {
        "hang-tool"
    }
    fn run(&self, _: &[String], _: &mut ToolIo<'_>) -> i32 {
        loop {
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

struct Floods;
impl Tool for Floods {
    fn name(&self) -> &str {
        "flood-tool"
    }
    fn run(&self, _: &[String], io: &mut ToolIo<'_>) -> i32 {
        let chunk = vec![b'x'; 1 << 16];
        // Ignores write errors, as a careless tool might: 4 GiB in total.
        for _ in 0..(1u64 << 16) {
            let _ = io.stdout.write(&chunk);
        }
        0
    }
}

fn tools() -> Vec<Arc<dyn Tool>> {
    vec![Arc::new(Panics), Arc::new(Hangs), Arc::new(Floods)]
}

fn suite(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tileir-lit-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("lit.toml"),
        format!("name = \"{name}\"\nsuffixes = [\".txt\"]\n"),
    )
    .unwrap();
    for (f, body) in files {
        std::fs::write(dir.join(f), body).unwrap();
    }
    dir
}

fn run_lit(args: &[&str], dir: &Path) -> (i32, String, String) {
    let mut argv: Vec<String> = vec!["tileir-lit".into()];
    argv.extend(args.iter().map(|s| s.to_string()));
    argv.push(dir.to_string_lossy().into_owned());
    let env: BTreeMap<String, String> = std::env::vars().collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut stdin: &[u8] = &[];
    let mut io = ToolIo {
        cwd: dir,
        env: &env,
        stdin: &mut stdin,
        stdout: &mut out,
        stderr: &mut err,
        stdout_is_terminal: false,
        stderr_is_terminal: false,
    };
    let code = lit::main(&argv, &mut io, tools());
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

#[test]
fn panicking_tool_is_a_crash() {
    let dir = suite(
        "crash",
        &[
            ("crash.txt", "RUN: panic-tool\n"),
            ("not-crash.txt", "RUN: not --crash panic-tool\n"),
            ("plain-not.txt", "RUN: not panic-tool\n"),
            ("ok.txt", "RUN: true\n"),
        ],
    );
    let (code, out, _) = run_lit(&["-j2", "-v"], &dir);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("FAIL: crash :: crash.txt"), "{out}");
    assert!(out.contains("PASS: crash :: not-crash.txt"), "{out}");
    // A plain `not` does not accept a crash (as LLVM's `not`).
    assert!(out.contains("FAIL: crash :: plain-not.txt"), "{out}");
    assert!(out.contains("PASS: crash :: ok.txt"), "{out}");
    assert!(
        out.contains("# | panic-tool: in-process tool crashed: panicked at"),
        "{out}"
    );
    assert!(out.contains("# | deliberate failure in a tool"), "{out}");
    assert!(out.contains("# | before the crash"), "{out}");
    assert!(
        out.contains("# error: command failed with exit status: -6"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hanging_tool_times_out_without_blocking_the_run() {
    let dir = suite(
        "hang",
        &[
            ("hang.txt", "RUN: echo before\nRUN: hang-tool\n"),
            ("ok.txt", "RUN: true\n"),
        ],
    );
    let start = Instant::now();
    let (code, out, _) = run_lit(&["-j1", "-v", "--timeout", "1"], &dir);
    let took = start.elapsed();
    assert_eq!(code, 1, "{out}");
    assert!(took < Duration::from_secs(10), "took {took:?}");
    assert!(out.contains("TIMEOUT: hang :: hang.txt"), "{out}");
    assert!(
        out.contains("Timeout: Reached timeout of 1 seconds"),
        "{out}"
    );
    assert!(out.contains("# RUN: at line 2\nhang-tool\n"), "{out}");
    assert!(out.contains("PASS: hang :: ok.txt"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn flooding_tool_fails_alone() {
    let dir = suite(
        "flood",
        &[
            ("flood.txt", "RUN: flood-tool | count 1\n"),
            ("ok.txt", "RUN: echo fine | count 1\n"),
        ],
    );
    let (code, out, _) = run_lit(&["-j2", "-v", "--max-output-bytes", "100000"], &dir);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("FAIL: flood :: flood.txt"), "{out}");
    assert!(
        out.contains("a command wrote more than 100000 bytes of output"),
        "{out}"
    );
    assert!(out.contains("PASS: flood :: ok.txt"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn temp_files_are_per_test() {
    let files: Vec<(String, String)> = (0..16)
        .map(|i| {
            (
                format!("t{i}.txt"),
                format!("RUN: rm -rf %t && mkdir %t && echo {i} > %t/f\nRUN: cat %t/f | count 1\nRUN: diff %t/f %S/expect{i}\n"),
            )
        })
        .collect();
    let mut refs: Vec<(&str, &str)> = files
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let expects: Vec<(String, String)> = (0..16)
        .map(|i| (format!("expect{i}"), format!("{i}\n")))
        .collect();
    refs.extend(expects.iter().map(|(a, b)| (a.as_str(), b.as_str())));
    let dir = suite("iso", &refs);
    let (code, out, _) = run_lit(&["-j8", "-v"], &dir);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Passed: 16"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}
