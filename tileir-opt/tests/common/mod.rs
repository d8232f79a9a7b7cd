//! Helpers shared by `roundtrip.rs`, `differential.rs` and `robustness.rs`:
//! finding the inputs (project tests, the cuda-tile corpus, generated bench
//! inputs), reading their RUN lines, splitting `// -----` chunks, running
//! tileir-opt in-process or as a process with a time limit, diffs, and
//! telling a panic from a diagnostic wherever the panic was caught.

#![allow(dead_code)]

pub mod funcgen;
pub mod gen;
pub mod pipeline_gen;

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The workspace root (`tileir-opt/..`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// `shared/corpus/cuda-tile` beside the checkout (or `$CUDA_TILE_CORPUS`),
/// if present.
pub fn cuda_tile_corpus() -> Option<PathBuf> {
    let p = match std::env::var_os("CUDA_TILE_CORPUS") {
        Some(d) => PathBuf::from(d),
        None => workspace_root().join("../shared/corpus/cuda-tile"),
    };
    p.is_dir().then(|| p.canonicalize().unwrap_or(p))
}

/// Every `*.mlir` under `dir`, sorted (empty if `dir` is absent).
pub fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    if !dir.is_dir() {
        return Vec::new();
    }
    let mut v: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    v
}

/// The project's own `.mlir` tests.
pub fn project_test_files() -> Vec<PathBuf> {
    mlir_files(&workspace_root().join("filecheck-tests"))
}

/// Shipped examples.
pub fn example_files() -> Vec<PathBuf> {
    mlir_files(&workspace_root().join("examples"))
}

/// A path relative to the workspace root (or the shared dir) for messages.
pub fn display(p: &Path) -> String {
    let root = workspace_root();
    if let Ok(r) = p.strip_prefix(&root) {
        return r.display().to_string();
    }
    if let Some(c) = cuda_tile_corpus() {
        if let Ok(r) = p.strip_prefix(&c) {
            return format!("shared/corpus/cuda-tile/{}", r.display());
        }
    }
    p.display().to_string()
}

/// What a test file's RUN lines say about how to treat it.
#[derive(Clone, Debug, Default)]
pub struct RunInfo {
    /// No RUN line at all.
    pub no_run: bool,
    /// Some RUN line expects failure or checks diagnostics, or reads input
    /// that does not verify (`--mlir-very-unsafe-disable-verifier-on-parsing`).
    pub expects_error: bool,
    /// `--split-input-file` appears.
    pub split: bool,
    /// `--allow-unregistered-dialect` appears.
    pub unregistered: bool,
    /// The joined RUN commands.
    pub commands: Vec<String>,
}

/// Reads the RUN lines of a lit test (`// RUN:` with `\` continuations).
pub fn run_info(text: &str) -> RunInfo {
    let mut commands = Vec::new();
    let mut cur = String::new();
    for line in text.lines() {
        let Some(pos) = line.find("RUN:") else {
            continue;
        };
        let body = line[pos + 4..].trim();
        if let Some(stripped) = body.strip_suffix('\\') {
            cur.push_str(stripped);
            cur.push(' ');
        } else {
            cur.push_str(body);
            commands.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        commands.push(cur);
    }
    let all = commands.join("\n");
    let expects_error = all.contains("verify-diagnostics")
        || all.contains("very-unsafe-disable-verifier-on-parsing")
        || commands.iter().any(|c| {
            c.split('|')
                .any(|stage| stage.trim_start().starts_with("not ") && !stage.contains("FileCheck"))
        });
    RunInfo {
        no_run: commands.is_empty(),
        expects_error,
        split: all.contains("split-input-file"),
        unregistered: all.contains("allow-unregistered-dialect"),
        commands,
    }
}

/// One `// -----` chunk: its text and the line (1-based) it starts on.
#[derive(Clone, Debug)]
pub struct Chunk {
    pub first_line: usize,
    pub text: String,
}

/// Splits like `--split-input-file`: on lines starting with `// -----`.
pub fn split_chunks(text: &str) -> Vec<Chunk> {
    let mut chunks = Vec::new();
    let mut cur = String::new();
    let mut first = 1;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        if line.trim_start().starts_with("// -----") {
            chunks.push(Chunk {
                first_line: first,
                text: std::mem::take(&mut cur),
            });
            first = i + 2;
        } else {
            cur.push_str(line);
        }
    }
    chunks.push(Chunk {
        first_line: first,
        text: cur,
    });
    chunks
}

/// The result of one tileir-opt / mlir-opt run.
#[derive(Clone, Debug)]
pub struct Output {
    /// Exit code; `None` if killed by a signal or the time limit.
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub timed_out: bool,
}

impl Output {
    /// Exit 0 and no sign of a panic (a panic caught inside tileir-opt can
    /// still end in exit 0, e.g. in a speculative parser thread).
    pub fn ok(&self) -> bool {
        self.code == Some(0) && self.panic().is_none()
    }

    /// The panic this run shows, if any: one [`run_guarded`] saw (its
    /// `stderr` starts with [`PANIC_PREFIX`]), or one tileir-opt caught and
    /// reported on stderr (see [`panic_marker`]).
    pub fn panic(&self) -> Option<String> {
        if self.code.is_none() && self.stderr.starts_with(PANIC_PREFIX) {
            return Some(first_lines(&self.stderr, 6));
        }
        panic_marker(&self.stderr).map(|line| line.to_string())
    }
}

/// How [`run_guarded`] starts `stderr` when tileir-opt panicked, caught or not.
pub const PANIC_PREFIX: &str = "PANIC";

/// The first line of `stderr` that shows a panic, wherever it was caught:
/// tileir-opt's own report of a panic it caught (`tileir-opt: internal
/// error (the worker panicked)`, `... (the printer panicked)`), the pass
/// manager's note for a pass that panicked (`... the pass panicked: ...`),
/// or Rust's panic message, which the real binary prints for every panic
/// on any thread, caught or not (`thread 'x' panicked at file:line:col:`).
/// None of these is ever part of a proper diagnostic, so a test that sees
/// one fails, whatever the exit code. Each is looked for where a report
/// puts it (tileir-opt's message at the start of a line, the pass note in a
/// diagnostic's `file:line:col: note:` header), so an input line a
/// diagnostic quotes does not count even when it mentions these words.
pub fn panic_marker(stderr: &str) -> Option<&str> {
    stderr.lines().find(|line| {
        line.starts_with("tileir-opt: internal error")
            || (is_diagnostic_header(line) && line.contains("the pass panicked"))
            || (line.starts_with("thread '") && line.contains("' panicked at "))
            || line.starts_with("stack backtrace:")
    })
}

/// Whether `line` starts a rendered diagnostic: `loc: severity: ...` where
/// `loc` ends in `:line` or `:line:col`.
fn is_diagnostic_header(line: &str) -> bool {
    ["error", "warning", "note", "remark"]
        .iter()
        .any(|severity| {
            line.find(&format!(": {severity}: ")).is_some_and(|at| {
                let mut parts = line[..at].rsplit(':');
                let last = parts.next().unwrap_or("");
                !last.is_empty() && last.bytes().all(|b| b.is_ascii_digit())
            })
        })
}

/// The first `n` lines of `s`.
fn first_lines(s: &str, n: usize) -> String {
    s.lines().take(n).collect::<Vec<_>>().join("\n")
}

/// Every panic raised in this test process since it started (message,
/// location and thread), recorded by the hook [`watch_panics`] installs.
static PANICS: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

/// Installs, once, a panic hook that records every panic in [`PANICS`]
/// before the usual report. An in-process run's panics happen on threads
/// tileir-opt owns (its worker, the rayon pool, parser and printer
/// threads) and are caught there, so only the hook sees them all.
fn watch_panics() {
    static INSTALL: std::sync::Once = std::sync::Once::new();
    INSTALL.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let payload = info.payload();
            let msg = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "<non-string panic payload>".into());
            let at = info
                .location()
                .map(|l| format!(" at {}:{}:{}", l.file(), l.line(), l.column()))
                .unwrap_or_default();
            let thread = std::thread::current();
            let name = thread.name().unwrap_or("<unnamed>");
            if let Ok(mut v) = PANICS.lock() {
                v.push(format!("thread '{name}' panicked{at}: {msg}"));
            }
            previous(info);
        }));
    });
}

/// How many panics [`PANICS`] holds.
fn panics_so_far() -> usize {
    PANICS.lock().map_or(0, |v| v.len())
}

/// The panics recorded from index `from` on, joined.
fn panics_since(from: usize) -> String {
    PANICS
        .lock()
        .map(|v| v.get(from..).unwrap_or_default().join("\n"))
        .unwrap_or_default()
}

/// Runs `tileir_opt::run` in-process with `args` (without the program
/// name), `stdin` as standard input; cwd is the workspace root.
pub fn run_inproc(args: &[&str], stdin: &[u8]) -> Output {
    let mut full = vec!["tileir-opt".to_string()];
    full.extend(args.iter().map(|s| s.to_string()));
    let env: BTreeMap<String, String> = BTreeMap::new();
    let cwd = workspace_root();
    let mut input = stdin;
    let mut out: Vec<u8> = Vec::new();
    let mut err: Vec<u8> = Vec::new();
    let code = {
        let mut io = tool_io::ToolIo {
            cwd: &cwd,
            env: &env,
            stdin: &mut input,
            stdout: &mut out,
            stderr: &mut err,
            stdout_is_terminal: false,
            stderr_is_terminal: false,
        };
        tileir_opt::run(&full, &mut io)
    };
    Output {
        code: Some(code),
        stdout: String::from_utf8_lossy(&out).into_owned(),
        stderr: String::from_utf8_lossy(&err).into_owned(),
        timed_out: false,
    }
}

/// Runs a real process with `stdin` piped in, killing it after `limit`.
pub fn run_process(program: &Path, args: &[&str], stdin: &[u8], limit: Duration) -> Output {
    use wait_timeout::ChildExt;
    let mut child = Command::new(program)
        .args(args)
        // tileir-opt then prints Rust's message for every panic it catches
        // (see `panic_marker`); other programs ignore it.
        .env("TILEIR_PANIC_BACKTRACE", "1")
        .current_dir(workspace_root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()));
    // Feed stdin and drain stdout/stderr on threads so large data never deadlocks.
    let mut sin = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = sin.write_all(&data);
    });
    let mut sout = child.stdout.take().unwrap();
    let mut serr = child.stderr.take().unwrap();
    let out_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = sout.read_to_end(&mut v);
        v
    });
    let err_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = serr.read_to_end(&mut v);
        v
    });
    let (code, timed_out) = match child.wait_timeout(limit).unwrap() {
        Some(status) => (status.code(), false),
        None => {
            let _ = child.kill();
            let _ = child.wait();
            (None, true)
        }
    };
    let _ = feeder.join();
    let out = out_t.join().unwrap();
    let err = err_t.join().unwrap();
    Output {
        code,
        stdout: String::from_utf8_lossy(&out).into_owned(),
        stderr: String::from_utf8_lossy(&err).into_owned(),
        timed_out,
    }
}

/// mlir-opt 22, if installed (`MLIR_OPT` overrides the path; see the
/// upstream-tools crate).
pub fn mlir_opt() -> Option<PathBuf> {
    upstream_tools::mlir_opt()
}

/// A unified diff of `expected` vs `actual`, cut to 80 lines. Long lines
/// (attribute dictionaries, 1000-entry dense literals) are shown as a window
/// around the first byte where a removed line and its replacement differ.
pub fn diff(expected: &str, actual: &str, expected_name: &str, actual_name: &str) -> String {
    use similar::ChangeTag;
    const MAX_LINES: usize = 80;
    let d = similar::TextDiff::from_lines(expected, actual);
    let mut out: Vec<String> = vec![format!("--- {expected_name}"), format!("+++ {actual_name}")];
    for group in d.grouped_ops(2) {
        let (Some(first), Some(last)) = (group.first(), group.last()) else {
            continue;
        };
        let (o, n) = (first.old_range().start, first.new_range().start);
        let (oe, ne) = (last.old_range().end, last.new_range().end);
        out.push(format!("@@ -{},{} +{},{} @@", o + 1, oe - o, n + 1, ne - n));
        let mut dels: Vec<String> = Vec::new();
        let mut ins: Vec<String> = Vec::new();
        for op in &group {
            for ch in d.iter_changes(op) {
                let line = ch.value().trim_end_matches('\n').to_string();
                match ch.tag() {
                    ChangeTag::Equal => {
                        flush_pairs(&mut out, &mut dels, &mut ins);
                        out.push(format!(" {}", window(&line, 0)));
                    }
                    ChangeTag::Delete => dels.push(line),
                    ChangeTag::Insert => ins.push(line),
                }
            }
        }
        flush_pairs(&mut out, &mut dels, &mut ins);
    }
    if out.len() > MAX_LINES {
        let more = out.len() - MAX_LINES;
        out.truncate(MAX_LINES);
        out.push(format!("... ({more} more diff lines)"));
    }
    out.join("\n") + "\n"
}

fn flush_pairs(out: &mut Vec<String>, dels: &mut Vec<String>, ins: &mut Vec<String>) {
    let n = dels.len().max(ins.len());
    let mut minus = Vec::new();
    let mut plus = Vec::new();
    for i in 0..n {
        let (a, b) = (dels.get(i), ins.get(i));
        let at = match (a, b) {
            (Some(a), Some(b)) => a
                .bytes()
                .zip(b.bytes())
                .position(|(x, y)| x != y)
                .unwrap_or(a.len().min(b.len())),
            _ => 0,
        };
        if let Some(a) = a {
            minus.push(format!("-{}", window(a, at)));
        }
        if let Some(b) = b {
            plus.push(format!("+{}", window(b, at)));
        }
    }
    out.extend(minus);
    out.extend(plus);
    dels.clear();
    ins.clear();
}

/// `line` if short, else about 240 bytes around byte `at`, marked.
fn window(line: &str, at: usize) -> String {
    const LONG: usize = 300;
    if line.len() <= LONG {
        return line.to_string();
    }
    let mut s = at.saturating_sub(80);
    let mut e = (at + 160).min(line.len());
    while !line.is_char_boundary(s) {
        s -= 1;
    }
    while !line.is_char_boundary(e) {
        e += 1;
    }
    format!(
        "{}{}{} [bytes {s}..{e} of {}; first difference at byte {at}]",
        if s > 0 { "..." } else { "" },
        &line[s..e],
        if e < line.len() { "..." } else { "" },
        line.len()
    )
}

/// First `n` chars of `s`, marked if cut (for messages).
pub fn clip(s: &str, n: usize) -> String {
    if s.len() <= n {
        return s.to_string();
    }
    let mut end = n;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}... [{} more bytes]", &s[..end], s.len() - end)
}

/// Collects failures and passes and turns them into one report.
#[derive(Default)]
pub struct Report {
    pub passed: usize,
    pub skipped: Vec<String>,
    pub failed: Vec<(String, String)>,
}

impl Report {
    pub fn pass(&mut self) {
        self.passed += 1;
    }
    pub fn skip(&mut self, what: impl Into<String>) {
        self.skipped.push(what.into());
    }
    pub fn fail(&mut self, what: impl Into<String>, why: impl Into<String>) {
        self.failed.push((what.into(), why.into()));
    }
    /// Adds another report's counts and messages after this one's.
    pub fn absorb(&mut self, other: Report) {
        self.passed += other.passed;
        self.skipped.extend(other.skipped);
        self.failed.extend(other.failed);
    }

    /// Prints the summary (and every failure) and panics if anything failed.
    pub fn finish(self, suite: &str) {
        let verbose = std::env::var_os("TILEIR_TEST_VERBOSE").is_some();
        eprintln!(
            "{suite}: {} passed, {} failed, {} skipped",
            self.passed,
            self.failed.len(),
            self.skipped.len()
        );
        if verbose || self.failed.is_empty() {
            for s in &self.skipped {
                eprintln!("  skipped: {s}");
            }
        } else if !self.skipped.is_empty() {
            eprintln!(
                "  ({} skipped; TILEIR_TEST_VERBOSE=1 lists them)",
                self.skipped.len()
            );
        }
        if self.failed.is_empty() {
            return;
        }
        let max = std::env::var("TILEIR_TEST_MAX_FAILURES")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(40usize);
        for (what, why) in self.failed.iter().take(max) {
            eprintln!("\n==== FAIL: {what}\n{why}");
        }
        if self.failed.len() > max {
            eprintln!(
                "\n... {} more failures (TILEIR_TEST_MAX_FAILURES=N shows more)",
                self.failed.len() - max
            );
        }
        let names: Vec<&str> = self.failed.iter().map(|(w, _)| w.as_str()).collect();
        panic!(
            "{suite}: {} of {} failed:\n  {}",
            self.failed.len(),
            self.failed.len() + self.passed,
            names.join("\n  ")
        );
    }
}

/// Stack size of the thread that runs tileir-opt in-process: the main
/// thread's default on Linux, so behaviour matches the real binary.
pub const INPROC_STACK: usize = 8 << 20;

/// Like [`run_inproc`], but on a fresh thread with [`INPROC_STACK`], with
/// a time limit (`timed_out`; the runaway thread is left behind, the caller
/// should fail), and with every panic raised during the run, whether
/// tileir-opt caught it or not, turned into `code: None` and a `stderr`
/// that starts with [`PANIC_PREFIX`] and the panic messages.
///
/// The panic hook is process-wide, so a panic of another test running at
/// the same moment is blamed on this run too; that test fails anyway, and
/// tests that panic on purpose use [`guarded_alone`].
pub fn run_guarded(args: &[&str], stdin: &[u8], limit: Duration) -> Output {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let data = stdin.to_vec();
    let _shared = GUARDS.read().unwrap_or_else(|e| e.into_inner());
    guard(limit, move || {
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        run_inproc(&a, &data)
    })
}

/// Held shared by each [`run_guarded`] call and alone by [`guarded_alone`].
static GUARDS: std::sync::RwLock<()> = std::sync::RwLock::new(());

/// [`run_guarded`]'s guard around any in-process run `f`, while no other
/// guarded run is in progress: for tests that panic on purpose.
pub fn guarded_alone(limit: Duration, f: impl FnOnce() -> Output + Send + 'static) -> Output {
    let _alone = GUARDS.write().unwrap_or_else(|e| e.into_inner());
    guard(limit, f)
}

/// Runs `f` on its own thread under a time limit, reporting every panic
/// raised meanwhile (see [`run_guarded`]).
fn guard(limit: Duration, f: impl FnOnce() -> Output + Send + 'static) -> Output {
    watch_panics();
    let before = panics_so_far();
    let (tx, rx) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("tileir-opt-inproc".into())
        .stack_size(INPROC_STACK)
        .spawn(move || {
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
            let _ = tx.send(r);
        })
        .expect("spawn");
    match rx.recv_timeout(limit) {
        Ok(result) => {
            let _ = spawned.join();
            let caught = panics_since(before);
            match result {
                Ok(out) if caught.is_empty() => out,
                Ok(out) => Output {
                    code: None,
                    stdout: out.stdout,
                    stderr: format!(
                        "{PANIC_PREFIX} (caught inside tileir-opt, which exited with {}): {caught}\n--- stderr:\n{}",
                        out.code.unwrap_or(-1),
                        out.stderr
                    ),
                    timed_out: false,
                },
                Err(_) => Output {
                    code: None,
                    stdout: String::new(),
                    stderr: format!("{PANIC_PREFIX} (escaped tileir_opt::run): {caught}"),
                    timed_out: false,
                },
            }
        }
        Err(_) => Output {
            code: None,
            stdout: String::new(),
            stderr: format!("TIMEOUT after {limit:?}"),
            timed_out: true,
        },
    }
}

/// The per-call limit for in-process runs in the round-trip and differential
/// suites (`TILEIR_TEST_TIMEOUT_SECS`, default 60).
pub fn call_limit() -> Duration {
    let secs = std::env::var("TILEIR_TEST_TIMEOUT_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60u64);
    Duration::from_secs(secs)
}

/// Describes a failed run for a report.
pub fn describe_failure(out: &Output) -> String {
    if out.timed_out {
        return out.stderr.clone();
    }
    if let (Some(c), Some(p)) = (out.code, out.panic()) {
        return format!(
            "exit code {c} after a caught panic: {p}\nstderr:\n{}",
            clip(&out.stderr, 3000)
        );
    }
    match out.code {
        None => out.stderr.clone(),
        Some(c) => format!("exit code {c}; stderr:\n{}", clip(&out.stderr, 3000)),
    }
}
