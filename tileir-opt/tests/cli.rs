//! The tileir-opt command line, run in-process through `tileir_opt::run`
//! (and the built binary for `-o`): flags, splitting, diagnostics,
//! `--verify-diagnostics`, exit codes, atomic output.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use tool_io::ToolIo;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs tileir-opt in-process in `cwd` with `stdin`.
fn run_in(cwd: &Path, args: &[&str], stdin: &str) -> Run {
    let mut argv = vec!["tileir-opt".to_string()];
    argv.extend(args.iter().map(|s| s.to_string()));
    let env = BTreeMap::new();
    let mut input = stdin.as_bytes();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = {
        let mut io = ToolIo {
            cwd,
            env: &env,
            stdin: &mut input,
            stdout: &mut out,
            stderr: &mut err,
            stdout_is_terminal: false,
            stderr_is_terminal: false,
        };
        tileir_opt::run(&argv, &mut io)
    };
    let stderr = String::from_utf8_lossy(&err).into_owned();
    // A panic tileir-opt caught is a failure whatever the exit code.
    assert!(
        !stderr.contains("internal error") && !stderr.contains("the pass panicked"),
        "tileir-opt {args:?} panicked:\n{stderr}"
    );
    Run {
        code,
        stdout: String::from_utf8_lossy(&out).into_owned(),
        stderr,
    }
}

fn run(args: &[&str], stdin: &str) -> Run {
    run_in(Path::new("/"), args, stdin)
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create temp dir");
    dir
}

const VALID: &str = "func.func @f() {\n  return\n}\n";
const INVALID: &str = "func.func @f() {\n  return\n  return\n}\n";

#[test]
fn prints_a_valid_module_from_stdin() {
    let r = run(&[], VALID);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "module {\n  func.func @f() {\n    return\n  }\n}\n\n"
    );
    assert_eq!(r.stderr, "");
    let r = run(&["-"], VALID);
    assert_eq!(r.code, 0);
}

#[test]
fn empty_input_prints_an_empty_module() {
    let r = run(&[], "");
    assert_eq!((r.code, r.stdout.as_str()), (0, "module {\n}\n\n"));
    // ...but splitting an empty input yields no chunk at all.
    let r = run(&["-split-input-file"], "");
    assert_eq!((r.code, r.stdout.as_str()), (0, ""));
}

#[test]
fn verifier_errors_render_like_mlir_opt() {
    let r = run(&[], INVALID);
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "");
    assert_eq!(
        r.stderr,
        "<stdin>:2:3: error: 'func.return' op must be the last operation in the parent block\n  return\n  ^\n\
<stdin>:2:3: note: see current operation: \"func.return\"() : () -> ()\n"
    );
    let r = run(&["--mlir-print-op-on-diagnostic=false"], INVALID);
    assert!(!r.stderr.contains("see current operation"), "{}", r.stderr);
}

#[test]
fn split_input_file_joins_outputs_and_keeps_line_numbers() {
    let input = "func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  %0 = arith.addi %1, %1 : i32\n  return\n}\n// -----\nfunc.func @c() {\n  return\n}\n";
    let r = run(&["-split-input-file"], input);
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stdout,
        "module {\n  func.func @a() {\n    return\n  }\n}\n\n// -----\n// -----\nmodule {\n  func.func @c() {\n    return\n  }\n}\n\n"
    );
    assert_eq!(
        r.stderr,
        "<stdin>:6:19: error: use of undeclared SSA value name\n  %0 = arith.addi %1, %1 : i32\n                  ^\n"
    );
    let r = run(&["--split-input-file", "--output-split-marker=@@"], VALID);
    assert_eq!(r.code, 0);
    // A custom marker.
    let r = run(
        &["--split-input-file=// ====="],
        "func.func @a() {\n  return\n}\n// =====\nfunc.func @a() {\n  return\n}\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("}\n\n// -----\nmodule {"), "{}", r.stdout);
}

#[test]
fn near_miss_markers_warn() {
    let r = run(
        &["-split-input-file"],
        "func.func @a() {\n  return\n}\n// ---x\n",
    );
    assert_eq!(r.code, 0);
    assert_eq!(
        r.stderr,
        "<stdin>:4:7: warning: near miss with file split marker\n// ---x\n      ^\n"
    );
}

#[test]
fn verify_diagnostics_matches_and_reports() {
    let ok = "func.func @f() {\n  // expected-error @+1 {{does not dominate}}\n  %0 = arith.addi %1, %1 : i32\n  // expected-note @+1 {{defined here}}\n  %1 = arith.constant 1 : i32\n  return\n}\n";
    let r = run(&["-verify-diagnostics"], ok);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let bad = "func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return\n}\n// expected-error @+1 {{nope}}\nfunc.func @g() {\n  return\n}\n";
    let r = run(&["-verify-diagnostics"], bad);
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stderr,
        "<stdin>:2:8: error: unexpected error: operand #0 does not dominate this use\n  %0 = arith.addi %1, %1 : i32\n       ^\n\
<stdin>:3:8: error: unexpected note: operand defined here (op in the same block)\n  %1 = arith.constant 1 : i32\n       ^\n\
<stdin>:6:4: error: expected error \"nope\" was not produced\n// expected-error @+1 {{nope}}\n   ^~~~\n"
    );
    let r = run(&["-verify-diagnostics=only-expected"], bad);
    assert_eq!(r.code, 1);
    assert!(!r.stderr.contains("unexpected"), "{}", r.stderr);
}

#[test]
fn unknown_flags_and_bad_values() {
    let r = run(&["--bogus-flag"], VALID);
    assert_eq!(r.code, 1);
    assert!(r.stderr.starts_with(
        "tileir-opt: Unknown command line argument '--bogus-flag'.  Try: 'tileir-opt --help'\n"
    ));
    let r = run(&["-mlir-elide-elementsattrs-if-larger=x"], VALID);
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stderr,
        "tileir-opt: for the --mlir-elide-elementsattrs-if-larger option: 'x' value invalid for uint argument!\n"
    );
    let r = run(&["--help"], "");
    assert_eq!(r.code, 0);
    assert!(r.stdout.contains("--split-input-file"));
    let r = run(&["--version"], "");
    assert_eq!(r.code, 0);
    assert!(r.stdout.starts_with("tileir-opt version"));
}

#[test]
fn missing_input_and_invalid_utf8() {
    let dir = temp_dir("input");
    let r = run_in(&dir, &["missing.mlir"], "");
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stderr,
        "cannot open input file 'missing.mlir': No such file or directory\n"
    );
    let bad = dir.join("bad.mlir");
    std::fs::write(&bad, b"func.func @f() {\n  return \xff\n}\n").expect("write");
    let r = run_in(&dir, &["bad.mlir"], "");
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.starts_with("bad.mlir:2:10: error: "),
        "{}",
        r.stderr
    );
}

#[test]
fn output_file_is_written_only_on_success() {
    let dir = temp_dir("output");
    let input = dir.join("in.mlir");
    std::fs::write(&input, VALID).expect("write");
    let r = run_in(&dir, &["in.mlir", "-o", "out.mlir"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    let written = std::fs::read_to_string(dir.join("out.mlir")).expect("output written");
    assert!(written.starts_with("module {"));
    // A failing run leaves the previous file untouched and no temporary behind.
    std::fs::write(&input, INVALID).expect("write");
    let r = run_in(&dir, &["in.mlir", "-o", "out.mlir"], "");
    assert_eq!(r.code, 1);
    assert_eq!(
        std::fs::read_to_string(dir.join("out.mlir")).unwrap(),
        written
    );
    let r = run_in(&dir, &["in.mlir", "-o", "new.mlir"], "");
    assert_eq!(r.code, 1);
    assert!(!dir.join("new.mlir").exists());
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty());
    // An unwritable destination fails before any work.
    let r = run_in(&dir, &["in.mlir", "-o", "no/such/dir/out.mlir"], "");
    assert_eq!(r.code, 1);
    assert!(r
        .stderr
        .starts_with("cannot open output file 'no/such/dir/out.mlir': "));
}

#[test]
fn binary_writes_output_atomically() {
    let dir = temp_dir("binary");
    std::fs::write(dir.join("in.mlir"), VALID).expect("write");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_tileir-opt"))
        .current_dir(&dir)
        .args(["in.mlir", "-o", "out.mlir"])
        .status()
        .expect("run tileir-opt");
    assert!(status.success());
    assert!(std::fs::read_to_string(dir.join("out.mlir"))
        .unwrap()
        .starts_with("module {"));
    std::fs::write(dir.join("bad.mlir"), INVALID).expect("write");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_tileir-opt"))
        .current_dir(&dir)
        .args(["bad.mlir", "-o", "bad-out.mlir"])
        .stderr(std::process::Stdio::null())
        .status()
        .expect("run tileir-opt");
    assert_eq!(status.code(), Some(1));
    assert!(!dir.join("bad-out.mlir").exists());
}

#[test]
fn run_is_reentrant() {
    let handles: Vec<_> = (0..4)
        .map(|i| {
            std::thread::spawn(move || {
                let input = if i % 2 == 0 { VALID } else { INVALID };
                run(&[], input).code
            })
        })
        .collect();
    let codes: Vec<i32> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_eq!(codes, [0, 1, 0, 1]);
}

#[test]
fn verify_diagnostics_at_unknown_locations() {
    let input = "func.func @f() {\n  return loc(unknown)\n  return\n}\n// expected-error@unknown {{must be the last operation}}\n// expected-error@unknown {{never}}\n";
    let r = run(&["-verify-diagnostics"], input);
    assert_eq!(r.code, 1);
    // Reported twice, as mlir-opt 22 does.
    assert_eq!(
        r.stderr,
        "<unknown>:0: error: expected error \"never\" was not produced\n<unknown>:0: error: expected error \"never\" was not produced\n"
    );
}

/// A module whose printed form is a few megabytes: printed in chunks on
/// several threads and streamed.
fn large_module() -> String {
    module_of(6000)
}

/// A module of `n` functions calling each other (about 330 bytes each).
fn module_of(n: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s.push_str(&format!(
            "  func.func @f{i}(%a: i32, %lb: index, %ub: index) -> i32 {{\n    %c1 = arith.constant 1 : index\n    %r = scf.for %iv = %lb to %ub step %c1 iter_args(%acc = %a) -> (i32) {{\n      %x = arith.addi %acc, %a : i32\n      scf.yield %x : i32\n    }}\n    %y = func.call @f{}(%r, %lb, %ub) : (i32, index, index) -> i32\n    return %y : i32\n  }}\n",
            (i + 1) % n
        ));
    }
    s.push_str("}\n");
    s
}

#[test]
fn large_output_is_the_same_on_stdout_in_a_file_and_from_the_binary() {
    let dir = temp_dir("large");
    let input = large_module();
    std::fs::write(dir.join("in.mlir"), &input).expect("write");
    let r = run_in(&dir, &["in.mlir"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.len() > 2 << 20, "{} bytes", r.stdout.len());
    assert!(r.stdout.starts_with("module {\n  func.func @f0("));
    assert!(r.stdout.ends_with("    return %1 : i32\n  }\n}\n\n"));
    assert_eq!(r.stdout.matches("func.func @f").count(), 6000);
    // Printing is a fixpoint.
    let again = run(&[], &r.stdout);
    assert!(
        again.stdout == r.stdout,
        "printing the output again differs"
    );
    let r2 = run_in(&dir, &["in.mlir", "-o", "out.mlir"], "");
    assert_eq!(r2.code, 0, "{}", r2.stderr);
    assert!(std::fs::read_to_string(dir.join("out.mlir")).unwrap() == r.stdout);
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_tileir-opt"))
        .current_dir(&dir)
        .args(["in.mlir", "-o", "bin-out.mlir"])
        .status()
        .expect("run tileir-opt");
    assert!(status.success());
    assert!(std::fs::read_to_string(dir.join("bin-out.mlir")).unwrap() == r.stdout);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tileir-opt"))
        .current_dir(&dir)
        .arg("in.mlir")
        .output()
        .expect("run tileir-opt");
    assert!(out.status.success());
    assert!(out.stdout == r.stdout.as_bytes());
}

/// `--mlir-disable-threading` gives the bytes of a threaded run, on an
/// input big enough for every parallel phase (the parser's speculation
/// starts at 4 MB), and the same diagnostics for an error late in it.
#[test]
fn disable_threading_gives_the_same_output_and_diagnostics() {
    let input = module_of(14_000);
    assert!(input.len() > 4 << 20, "{} bytes", input.len());
    let threaded = run(&[], &input);
    assert_eq!(threaded.code, 0, "{}", threaded.stderr);
    let single = run(&["--mlir-disable-threading"], &input);
    assert_eq!(single.code, 0, "{}", single.stderr);
    assert!(single.stdout == threaded.stdout, "outputs differ");
    let bad = input.replace("@f13000(%a: i32,", "@f13000(%a: i64,");
    let threaded = run(&[], &bad);
    let single = run(&["--mlir-disable-threading"], &bad);
    assert_eq!((threaded.code, single.code), (1, 1));
    assert!(threaded.stderr.contains("error:"), "{}", threaded.stderr);
    assert_eq!(single.stderr, threaded.stderr);
    assert_eq!(single.stdout, threaded.stdout);
}

/// A writer that fails after `limit` bytes.
struct Failing {
    written: usize,
    limit: usize,
}

impl std::io::Write for Failing {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.written >= self.limit {
            return Err(std::io::Error::other("disk full"));
        }
        let n = buf.len().min(self.limit - self.written);
        self.written += n;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A stdout that stops accepting bytes mid-way (a closed pipe) stops the
/// printing threads; like before, the run itself succeeds.
#[test]
fn failing_stdout_stops_printing() {
    let input = large_module();
    for limit in [0, 100, 1 << 20] {
        let argv: Vec<String> = vec!["tileir-opt".into()];
        let env = BTreeMap::new();
        let mut stdin = input.as_bytes();
        let mut out = Failing { written: 0, limit };
        let mut err = Vec::new();
        let mut io = ToolIo {
            cwd: Path::new("/"),
            env: &env,
            stdin: &mut stdin,
            stdout: &mut out,
            stderr: &mut err,
            stdout_is_terminal: false,
            stderr_is_terminal: false,
        };
        assert_eq!(tileir_opt::run(&argv, &mut io), 0);
        assert_eq!(out.written, limit);
    }
}
