//! Shared helpers for the integration tests: run FileCheck in-process on
//! check/input text written to a private temporary directory.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// A fresh scratch directory.
pub fn scratch() -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let d = std::env::temp_dir().join(format!("tileir-fc-test-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// Result of one FileCheck run.
pub struct Out {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs FileCheck in-process with `check` as `check.txt`, `input` as
/// `input.txt` and `args` appended (input passed via `--input-file`).
pub fn check(check: &str, input: &str, args: &[&str]) -> Out {
    let dir = scratch();
    std::fs::write(dir.join("check.txt"), check).unwrap();
    std::fs::write(dir.join("input.txt"), input).unwrap();
    let mut argv: Vec<String> = vec!["FileCheck".into(), "check.txt".into()];
    argv.push("--input-file=input.txt".into());
    argv.extend(args.iter().map(|s| s.to_string()));
    run_in(&dir, &argv, "", &BTreeMap::new())
}

/// Runs FileCheck in-process in `dir`.
pub fn run_in(
    dir: &std::path::Path,
    argv: &[String],
    stdin: &str,
    env: &BTreeMap<String, String>,
) -> Out {
    let mut sin = stdin.as_bytes();
    let mut sout: Vec<u8> = Vec::new();
    let mut serr: Vec<u8> = Vec::new();
    let code = {
        let mut io = tool_io::ToolIo {
            cwd: dir,
            env,
            stdin: &mut sin,
            stdout: &mut sout,
            stderr: &mut serr,
            stdout_is_terminal: false,
            stderr_is_terminal: false,
        };
        filecheck::run(argv, &mut io)
    };
    Out {
        code,
        stdout: String::from_utf8_lossy(&sout).into_owned(),
        stderr: String::from_utf8_lossy(&serr).into_owned(),
    }
}
