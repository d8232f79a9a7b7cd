//! Running tests: one test's script (features, substitutions, retries,
//! XFAIL) and the scheduler that runs many on worker threads. Every test runs
//! on its own thread; on timeout the runner reports TIMEOUT and abandons the
//! thread (a hung in-process tool cannot be killed), so it never waits past
//! the deadline.

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use tool_io::Tool;

use crate::boolexpr;
use crate::builtins;
use crate::config::{Config, ToolRef};
use crate::discovery::Test;
use crate::result::{ResultCode, TestResult};
use crate::shell::exec::{Abort, Shell, ShellSettings, ToolSpec};
use crate::shell::parser;
use crate::substitution;
use crate::test_file::{self, Directive};

/// Default cap on the bytes one command may write (64 MiB).
pub const DEFAULT_OUTPUT_LIMIT: u64 = 64 << 20;

/// Environment variables passed through from the runner's environment (as lit does).
const PASS_VARS: &[&str] = &[
    "PATH",
    "HOME",
    "LIBRARY_PATH",
    "LD_LIBRARY_PATH",
    "LD_PRELOAD",
    "TERM",
    "TMPDIR",
    "TMP",
    "TEMP",
    "TEMPDIR",
    "FILECHECK_OPTS",
    "SOURCE_DATE_EPOCH",
    "ASAN_OPTIONS",
    "UBSAN_OPTIONS",
    "RUST_BACKTRACE",
];

/// Command tables per config, keyed by the config's address (the config is kept alive alongside).
type ToolTables = HashMap<usize, (Arc<Config>, Arc<HashMap<String, ToolSpec>>)>;

/// Everything needed to run tests.
pub struct RunContext {
    /// Tools that run in-process (besides the builtin utilities).
    pub tools: Vec<Arc<dyn Tool>>,
    /// Run commands as real processes (except the shell builtins).
    pub external: bool,
    /// Per-test timeout.
    pub timeout: Option<Duration>,
    pub output_limit: u64,
    /// The environment the runner was started with.
    pub base_env: BTreeMap<String, String>,
    tables: Mutex<ToolTables>,
}

impl RunContext {
    pub fn new(tools: Vec<Arc<dyn Tool>>, base_env: BTreeMap<String, String>) -> Self {
        RunContext {
            tools,
            external: false,
            timeout: None,
            output_limit: DEFAULT_OUTPUT_LIMIT,
            base_env,
            tables: Mutex::new(HashMap::new()),
        }
    }

    /// The command table for a config: builtins, registered tools, `[tools]`.
    pub(crate) fn tool_table(
        &self,
        cfg: &Arc<Config>,
    ) -> Result<Arc<HashMap<String, ToolSpec>>, String> {
        let key = Arc::as_ptr(cfg) as usize;
        if let Some((_, t)) = self.tables.lock().ok().and_then(|t| t.get(&key).cloned()) {
            return Ok(t);
        }
        let mut table: HashMap<String, ToolSpec> = HashMap::new();
        for t in builtins::utilities()
            .into_iter()
            .chain(self.tools.iter().cloned())
        {
            table.insert(t.name().to_string(), ToolSpec::InProcess(t));
        }
        for (name, r) in &cfg.tools {
            match r {
                ToolRef::Builtin => {
                    if !table.contains_key(name) {
                        return Err(format!("[tools] {name} = \"builtin\", but no in-process tool named '{name}' is registered"));
                    }
                }
                ToolRef::Path(p) => {
                    table.insert(name.clone(), ToolSpec::Path(p.clone()));
                }
            }
        }
        let table = Arc::new(table);
        if let Ok(mut t) = self.tables.lock() {
            t.insert(key, (cfg.clone(), table.clone()));
        }
        Ok(table)
    }

    pub(crate) fn environment(&self, test: &Test) -> BTreeMap<String, String> {
        let mut env: BTreeMap<String, String> = PASS_VARS
            .iter()
            .filter_map(|k| self.base_env.get(*k).map(|v| (k.to_string(), v.clone())))
            .collect();
        env.insert("LLVM_DISABLE_CRASH_REPORT".into(), "1".into());
        env.extend(
            test.config
                .environment
                .iter()
                .map(|(k, v)| (k.clone(), v.clone())),
        );
        env.insert("LIT_CURRENT_TESTCASE".into(), test.full_name());
        env
    }

    /// Runs `test` on a fresh thread, honouring the timeout.
    pub fn run_test(self: &Arc<Self>, test: &Test) -> TestResult {
        let (tx, rx) = mpsc::channel();
        let job = Job::start(self, test.clone(), 0, tx);
        let res = match self.timeout {
            Some(t) => rx.recv_timeout(t).map_err(|_| ()),
            None => rx.recv().map_err(|_| ()),
        };
        match res {
            Ok((_, r)) => r,
            Err(()) => job.timed_out(self.timeout.unwrap_or_default()),
        }
    }

    /// Runs `test` on the current thread. `trace` receives the execution
    /// trace as it grows; `cancel` asks the test to stop.
    pub fn execute(
        &self,
        test: &Test,
        cancel: Arc<AtomicBool>,
        trace: Arc<Mutex<String>>,
    ) -> TestResult {
        let start = Instant::now();
        let mut r = self.execute_inner(test, cancel, trace);
        r.elapsed = start.elapsed();
        r
    }

    fn execute_inner(
        &self,
        test: &Test,
        cancel: Arc<AtomicBool>,
        trace: Arc<Mutex<String>>,
    ) -> TestResult {
        use ResultCode::*;
        let cfg = &test.config;
        if cfg.unsupported {
            return TestResult::new(Unsupported, "Test is unsupported");
        }
        let text = match std::fs::read(&test.source_path) {
            Ok(b) => String::from_utf8_lossy(&b).into_owned(),
            Err(e) => {
                return TestResult::new(
                    Unresolved,
                    format!("cannot read {}: {e}", test.source_path.display()),
                )
            }
        };
        let parsed = match test_file::parse(&text) {
            Ok(p) => p,
            Err(m) => return TestResult::new(Unresolved, m),
        };
        let features = &cfg.features;
        let eval = |e: &String| boolexpr::evaluate(e, features);
        let mut missing = Vec::new();
        for e in implied_requires(cfg, &parsed.script) {
            if !features.contains(e) && !missing.contains(e) {
                missing.push(e.clone());
            }
        }
        for e in &parsed.requires {
            match eval(e) {
                Ok(true) => {}
                Ok(false) => missing.push(e.clone()),
                Err(m) => return TestResult::new(Unresolved, m),
            }
        }
        if !missing.is_empty() {
            return TestResult::new(
                Unsupported,
                format!(
                    "Test requires the following unavailable features: {}",
                    missing.join(", ")
                ),
            );
        }
        let mut unsupported = Vec::new();
        for e in &parsed.unsupported {
            match eval(e) {
                Ok(true) => unsupported.push(e.clone()),
                Ok(false) => {}
                Err(m) => return TestResult::new(Unresolved, m),
            }
        }
        if !unsupported.is_empty() {
            return TestResult::new(
                Unsupported,
                format!(
                    "Test does not support the following features and/or targets: {}",
                    unsupported.join(", ")
                ),
            );
        }
        let mut xfail = false;
        for e in &parsed.xfails {
            if e == "*" {
                xfail = true;
                continue;
            }
            match eval(e) {
                Ok(v) => xfail |= v,
                Err(m) => return TestResult::new(Unresolved, m),
            }
        }
        let tools = match self.tool_table(cfg) {
            Ok(t) => t,
            Err(m) => return TestResult::new(Unresolved, m),
        };

        // Substitute and parse the whole script before running any of it.
        let (tmp_dir, _) = test.temp_paths();
        let commands = match substituted_commands(test, &text, &parsed) {
            Ok(c) => c,
            Err(m) => return TestResult::new(Unresolved, m),
        };
        let mut scripts = Vec::new();
        for (line, c) in &commands {
            if c.is_empty() {
                scripts.push(None);
                continue;
            }
            match parser::parse(c) {
                Ok(s) => scripts.push(Some(s)),
                Err(_) => {
                    return TestResult::new(
                        Unresolved,
                        format!("Exit Code: 1\n\nCommand Output (stdout):\n--\n# shell parser error on RUN: at line {line}: {c}\n\n--\n"),
                    )
                }
            }
        }
        if let Err(e) = std::fs::create_dir_all(&tmp_dir) {
            return TestResult::new(
                Unresolved,
                format!("cannot create {}: {e}", tmp_dir.display()),
            );
        }
        let exec_dir = tmp_dir.parent().unwrap_or(&tmp_dir).to_path_buf();
        let settings = ShellSettings {
            tools,
            external: self.external,
            output_limit: self.output_limit,
            cancel,
            timeout_enabled: self.timeout.is_some(),
        };
        let attempts = parsed.allowed_retries.unwrap_or(0) + 1;
        let mut attempt = 0;
        let (code, exit_code, abort) = loop {
            attempt += 1;
            if let Ok(mut t) = trace.lock() {
                t.clear();
            }
            let mut shell = Shell::new(
                &settings,
                exec_dir.clone(),
                self.environment(test),
                trace.clone(),
            );
            let mut exit = 0;
            let mut abort = None;
            for ((line, c), script) in commands.iter().zip(&scripts) {
                let Some(script) = script else {
                    shell.note(&format!(
                        "# RUN: at line {line} has no command after substitutions\n"
                    ));
                    continue;
                };
                shell.note(&format!("# RUN: at line {line}\n{c}\n"));
                match shell.run(script) {
                    Ok(0) => {}
                    Ok(n) => {
                        exit = n;
                        break;
                    }
                    Err(a) => {
                        abort = Some(a);
                        break;
                    }
                }
            }
            let code = match (&abort, exit) {
                (Some(Abort::Cancelled), _) => Timeout,
                (Some(Abort::OutputLimit(_)), _) => Fail,
                (None, 0) => Pass,
                (None, _) => Fail,
            };
            if code != Fail || attempt >= attempts {
                break (code, exit, abort);
            }
        };
        let code = if code == Pass && attempt > 1 {
            FlakyPass
        } else {
            code
        };
        let mut out = String::new();
        let exit_code = match abort {
            Some(Abort::OutputLimit(limit)) => {
                if let Ok(mut t) = trace.lock() {
                    t.push_str(&format!(
                        "# error: a command wrote more than {limit} bytes of output; the test was stopped (raise the limit with --max-output-bytes)\n"
                    ));
                }
                1
            }
            _ => exit_code,
        };
        out += &format!("Exit Code: {exit_code}\n\n");
        let trace_text = trace.lock().map(|t| t.clone()).unwrap_or_default();
        if !trace_text.is_empty() {
            out += &format!("Command Output (stdout):\n--\n{trace_text}\n--\n");
        }
        let code = match (xfail, code) {
            (true, Pass | FlakyPass) => Xpass,
            (true, Fail) => Xfail,
            (_, c) => c,
        };
        TestResult {
            code,
            output: out,
            elapsed: Duration::ZERO,
            attempts: attempt,
            max_attempts: attempts,
        }
    }
}

/// The test's RUN commands, substitutions applied: (first line, command).
pub(crate) fn substituted_commands(
    test: &Test,
    text: &str,
    parsed: &test_file::TestScript,
) -> Result<Vec<(usize, String)>, String> {
    let cfg = &test.config;
    let features = &cfg.features;
    let (tmp_dir, tmp_base) = test.temp_paths();
    let need_real =
        text.contains(":real}") || cfg.substitutions.iter().any(|(_, v)| v.contains(":real}"));
    let mut subst = substitution::defaults(
        &cfg.substitutions,
        &test.source_path,
        &tmp_dir,
        &tmp_base,
        need_real,
    );
    let mut commands = Vec::new();
    for d in &parsed.script {
        match d {
            Directive::Define {
                name,
                value,
                redefine,
                line,
            } => {
                if let Err(m) = substitution::define(&mut subst, name, value, *redefine) {
                    let kw = if *redefine { "REDEFINE:" } else { "DEFINE:" };
                    return Err(format!("{m}\n(in '{kw}' at line {line})"));
                }
            }
            Directive::Run { line, command, .. } => {
                commands.push((
                    *line,
                    substitution::apply(command, &subst, features, cfg.recursion_limit)?,
                ));
            }
        }
    }
    Ok(commands)
}

/// A test running on its own thread.
struct Job {
    trace: Arc<Mutex<String>>,
    cancel: Arc<AtomicBool>,
    start: Instant,
}

impl Job {
    fn start(
        ctx: &Arc<RunContext>,
        test: Test,
        index: usize,
        tx: mpsc::Sender<(usize, TestResult)>,
    ) -> Job {
        let trace = Arc::new(Mutex::new(String::new()));
        let cancel = Arc::new(AtomicBool::new(false));
        let (ctx2, trace2, cancel2) = (ctx.clone(), trace.clone(), cancel.clone());
        let tx_fallback = tx.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("lit-test-{index}"))
            .stack_size(16 << 20)
            .spawn(move || {
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    ctx2.execute(&test, cancel2, trace2)
                }));
                let r = r.unwrap_or_else(|_| {
                    TestResult::new(
                        ResultCode::Unresolved,
                        "internal error: the runner panicked while running this test",
                    )
                });
                let _ = tx.send((index, r));
            });
        if let Err(e) = spawned {
            let _ = tx_fallback.send((
                index,
                TestResult::new(
                    ResultCode::Unresolved,
                    format!("cannot start a test thread: {e}"),
                ),
            ));
        }
        Job {
            trace,
            cancel,
            start: Instant::now(),
        }
    }

    /// The TIMEOUT result, with whatever trace the test produced so far.
    fn timed_out(&self, limit: Duration) -> TestResult {
        self.cancel.store(true, Ordering::Relaxed);
        let trace = self.trace.lock().map(|t| t.clone()).unwrap_or_default();
        let secs = limit.as_secs_f64();
        let secs = if secs.fract() == 0.0 {
            format!("{}", secs as u64)
        } else {
            format!("{secs}")
        };
        let out = format!(
            "Exit Code: -9\nTimeout: Reached timeout of {secs} seconds\n\nCommand Output (stdout):\n--\n{trace}# error: command reached timeout: True\n# note: the test was abandoned; an in-process command may still be running\n\n--\n"
        );
        TestResult {
            code: ResultCode::Timeout,
            output: out,
            elapsed: self.start.elapsed(),
            attempts: 1,
            max_attempts: 1,
        }
    }
}

/// Scheduling options.
pub struct Schedule {
    pub jobs: usize,
    pub max_failures: Option<usize>,
}

/// A test handed to a worker: index, test, cancel flag, trace.
type Work = (usize, Test, Arc<AtomicBool>, Arc<Mutex<String>>);

/// A pooled worker thread and the test it is running.
struct Worker {
    tx: Option<mpsc::Sender<Work>>,
    current: Option<(usize, Job)>,
}

fn spawn_worker(
    ctx: &Arc<RunContext>,
    id: usize,
    results: mpsc::Sender<(usize, usize, TestResult)>,
) -> Worker {
    let (tx, rx) = mpsc::channel::<Work>();
    let ctx = ctx.clone();
    let spawned = std::thread::Builder::new()
        .name(format!("lit-worker-{id}"))
        .stack_size(16 << 20)
        .spawn(move || {
            for (i, test, cancel, trace) in rx {
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    ctx.execute(&test, cancel, trace)
                }));
                let r = r.unwrap_or_else(|_| {
                    TestResult::new(
                        ResultCode::Unresolved,
                        "internal error: the runner panicked while running this test",
                    )
                });
                if results.send((id, i, r)).is_err() {
                    return;
                }
            }
        });
    // A worker that could not start gets no work; its tests end up SKIPPED.
    Worker {
        tx: spawned.ok().map(|_| tx),
        current: None,
    }
}

/// Runs `tests` on a pool of `jobs` worker threads; `on_result` sees each
/// result as it arrives. A worker whose test times out is abandoned (the
/// test may be stuck in an in-process tool) and replaced. Tests not run
/// (after `max_failures`) are SKIPPED. Returns the results in input order and
/// whether the failure limit stopped the run.
pub fn run_all(
    ctx: &Arc<RunContext>,
    tests: &[Test],
    sched: &Schedule,
    mut on_result: impl FnMut(usize, &Test, &TestResult),
) -> (Vec<TestResult>, bool) {
    let n = tests.len();
    let mut results: Vec<Option<TestResult>> = vec![None; n];
    let (rtx, rrx) = mpsc::channel::<(usize, usize, TestResult)>();
    let jobs = sched.jobs.max(1).min(n.max(1));
    let mut workers: Vec<Worker> = (0..jobs)
        .map(|id| spawn_worker(ctx, id, rtx.clone()))
        .collect();
    let mut active: Vec<usize> = (0..jobs).collect();
    let mut next = 0;
    let mut failures = 0;
    let mut stopped = false;
    loop {
        // Hand out work to idle workers.
        for &w in &active {
            if stopped || next >= n {
                break;
            }
            let worker = &mut workers[w];
            if worker.current.is_some() {
                continue;
            }
            let trace = Arc::new(Mutex::new(String::new()));
            let cancel = Arc::new(AtomicBool::new(false));
            let job = Job {
                trace: trace.clone(),
                cancel: cancel.clone(),
                start: Instant::now(),
            };
            if let Some(tx) = &worker.tx {
                if tx.send((next, tests[next].clone(), cancel, trace)).is_ok() {
                    worker.current = Some((next, job));
                    next += 1;
                }
            }
        }
        let busy: Vec<usize> = active
            .iter()
            .copied()
            .filter(|&w| workers[w].current.is_some())
            .collect();
        if busy.is_empty() {
            break;
        }
        let wait = match ctx.timeout {
            Some(t) => {
                let earliest = busy
                    .iter()
                    .filter_map(|&w| workers[w].current.as_ref().map(|(_, j)| j.start + t))
                    .min()
                    .expect("busy");
                earliest.saturating_duration_since(Instant::now())
            }
            None => Duration::from_secs(3600),
        };
        let mut finished: Vec<(usize, TestResult)> = Vec::new();
        match rrx.recv_timeout(wait) {
            Ok((w, i, r)) => {
                if let Some(worker) = workers.get_mut(w) {
                    if worker.current.as_ref().is_some_and(|(ci, _)| *ci == i) {
                        worker.current = None;
                        finished.push((i, r));
                    }
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
        if let Some(t) = ctx.timeout {
            let now = Instant::now();
            for slot in active.iter_mut() {
                let w = *slot;
                let expired = workers[w]
                    .current
                    .as_ref()
                    .is_some_and(|(_, j)| j.start + t <= now);
                if expired {
                    let (i, job) = workers[w].current.take().expect("expired");
                    finished.push((i, job.timed_out(t)));
                    // Abandon the worker (closing its queue) and replace it.
                    workers[w].tx = None;
                    let id = workers.len();
                    workers.push(spawn_worker(ctx, id, rtx.clone()));
                    *slot = id;
                }
            }
        }
        for (i, r) in finished {
            if r.code.is_failure() {
                failures += 1;
                if sched.max_failures.is_some_and(|m| failures >= m) {
                    stopped = true;
                }
            }
            on_result(i, &tests[i], &r);
            results[i] = Some(r);
        }
    }
    drop(workers);
    let results = results
        .into_iter()
        .map(|r| r.unwrap_or_else(|| TestResult::new(ResultCode::Skipped, "")))
        .collect();
    (results, stopped)
}

/// The features the `[command_requires]` commands named by `script`'s RUN
/// lines require, in config order.
fn implied_requires<'c>(cfg: &'c Config, script: &[Directive]) -> Vec<&'c String> {
    cfg.command_requires
        .iter()
        .filter(|(command, _)| {
            script.iter().any(|d| match d {
                Directive::Run { command: line, .. } => names_command(line, command),
                _ => false,
            })
        })
        .map(|(_, feature)| feature)
        .collect()
}

/// Whether `line` contains `command` as a whole word (`-` and `_` count as
/// word characters, so `tool` is not found in `tool-ext` or `my_tool`).
fn names_command(line: &str, command: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    line.match_indices(command).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        let after = line[i + command.len()..].chars().next();
        !before.is_some_and(word) && !after.is_some_and(word)
    })
}
