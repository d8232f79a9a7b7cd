//! Execution of parsed shell scripts: sequences, pipelines (with lit's
//! default `pipefail`), redirections, the `not`/`env`/`cd`/`export` prefixes
//! and builtins, in-process tools, and external processes. Every executed
//! command is appended to a trace formatted like lit's `-v` output.

use std::collections::{BTreeMap, HashMap};
use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tool_io::{Tool, ToolIo};
use wait_timeout::ChildExt;

use super::glob;
use super::parser::{Command, Pipeline, Script};
use super::quote;
use crate::builtins::ALWAYS_IN_PROCESS;
use crate::capture::{Budget, SinkHandle};
use crate::inprocess;

/// How a command name is run.
#[derive(Clone)]
pub enum ToolSpec {
    InProcess(Arc<dyn Tool>),
    Path(PathBuf),
}

/// What stays fixed while one test runs.
pub struct ShellSettings {
    /// Command name → how to run it (in-process tools and `[tools]` paths).
    pub tools: Arc<HashMap<String, ToolSpec>>,
    /// Run every non-shell-builtin command as a real process.
    pub external: bool,
    /// Bytes one command may write (pipes and files together) before the test is failed.
    pub output_limit: u64,
    /// Set by the runner when the test timed out: stop as soon as possible.
    pub cancel: Arc<AtomicBool>,
    /// Whether a timeout is in effect (lit then traces every command).
    pub timeout_enabled: bool,
}

/// Why a script stopped early.
#[derive(Debug)]
pub enum Abort {
    /// The runner cancelled the test (timeout).
    Cancelled,
    /// A command wrote more than the output limit.
    OutputLimit(u64),
}

/// One command's outcome, for the trace.
struct CommandResult {
    args: Vec<String>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    exit_code: i32,
    output_files: Vec<(String, PathBuf)>,
}

/// An error that ends the whole script with status 127 (lit's `InternalShellError`).
struct InternalError {
    args: Vec<String>,
    message: String,
}

enum Stop {
    Abort(Abort),
    Internal(InternalError),
}

impl From<Abort> for Stop {
    fn from(a: Abort) -> Self {
        Stop::Abort(a)
    }
}

/// The mutable state of a running script: cwd, environment, and trace.
pub struct Shell<'a> {
    pub settings: &'a ShellSettings,
    pub cwd: PathBuf,
    pub env: BTreeMap<String, String>,
    /// The execution trace (lit's "Command Output (stdout)"), shared so the
    /// runner can show what a timed-out test was doing.
    pub trace: Arc<Mutex<String>>,
    budget: Budget,
}

impl<'a> Shell<'a> {
    pub fn new(
        settings: &'a ShellSettings,
        cwd: PathBuf,
        env: BTreeMap<String, String>,
        trace: Arc<Mutex<String>>,
    ) -> Self {
        let budget = Budget::new(settings.output_limit);
        Shell {
            settings,
            cwd,
            env,
            trace,
            budget,
        }
    }

    /// Appends raw text to the trace.
    pub fn note(&self, text: &str) {
        if let Ok(mut t) = self.trace.lock() {
            t.push_str(text);
        }
    }

    /// Runs a script; returns its exit status.
    pub fn run(&mut self, script: &Script) -> Result<i32, Abort> {
        match self.script(script) {
            Ok(c) => Ok(c),
            Err(Stop::Abort(a)) => Err(a),
            Err(Stop::Internal(e)) => {
                self.emit(CommandResult {
                    args: e.args,
                    stdout: Vec::new(),
                    stderr: e.message.into_bytes(),
                    exit_code: 127,
                    output_files: Vec::new(),
                });
                Ok(127)
            }
        }
    }

    fn check(&self) -> Result<(), Abort> {
        if self.settings.cancel.load(Ordering::Relaxed) {
            return Err(Abort::Cancelled);
        }
        if self.budget.exceeded() {
            return Err(Abort::OutputLimit(self.budget.limit()));
        }
        Ok(())
    }

    fn script(&mut self, s: &Script) -> Result<i32, Stop> {
        self.check()?;
        match s {
            Script::Pipeline(p) => self.pipeline(p),
            Script::Seq(lhs, op, rhs) => match *op {
                ";" => {
                    self.script(lhs)?;
                    self.script(rhs)
                }
                "&&" => {
                    let r = self.script(lhs)?;
                    if r == 0 {
                        self.script(rhs)
                    } else {
                        Ok(r)
                    }
                }
                "||" => {
                    let r = self.script(lhs)?;
                    if r != 0 {
                        self.script(rhs)
                    } else {
                        Ok(r)
                    }
                }
                _ => Err(Stop::Internal(InternalError {
                    args: vec![],
                    message: format!("unsupported shell operator: '{op}'"),
                })),
            },
        }
    }

    fn emit(&self, r: CommandResult) {
        let mut out = String::from("# executed command: ");
        let bangs = r.args.iter().take_while(|a| *a == "!").count();
        out += &"! ".repeat(bangs);
        out += &quote::join(&r.args[bangs..]);
        out.push('\n');
        let stdout = String::from_utf8_lossy(&r.stdout);
        let stderr = String::from_utf8_lossy(&r.stderr);
        let quiet = stdout.trim().is_empty() && stderr.trim().is_empty();
        if self.settings.timeout_enabled || r.exit_code != 0 || !quiet {
            if r.exit_code != 0 {
                for (name, path) in &r.output_files {
                    if let Ok(data) = std::fs::read(path) {
                        let data = String::from_utf8_lossy(&data);
                        out += &format_output(
                            &format!("redirected output from '{name}'"),
                            &data,
                            Some(1024),
                        );
                    }
                }
            }
            out += &format_output("command stdout", &stdout, None);
            out += &format_output("command stderr", &stderr, None);
            if quiet {
                out += "# note: command had no output on stdout or stderr\n";
            }
            if r.exit_code != 0 {
                out += &format!(
                    "# error: command failed with exit status: {}\n",
                    r.exit_code
                );
            }
        }
        self.note(&out);
    }

    fn pipeline(&mut self, p: &Pipeline) -> Result<i32, Stop> {
        let n = p.commands.len();
        let mut input: Vec<u8> = Vec::new();
        let mut status = 0;
        for (i, cmd) in p.commands.iter().enumerate() {
            self.check()?;
            let (code, piped) = self.command(cmd, std::mem::take(&mut input), n, i + 1 == n)?;
            input = piped;
            // lit's default is pipefail: the last failing status wins.
            if code != 0 || i == 0 {
                status = code;
            }
            if i + 1 == n && code == 0 && status == 0 {
                status = 0;
            }
        }
        self.check()?;
        if p.negate {
            status = (status == 0) as i32;
        }
        Ok(status)
    }

    /// Runs one command of a pipeline; returns its status and its piped stdout.
    fn command(
        &mut self,
        cmd: &Command,
        stdin: Vec<u8>,
        pipeline_len: usize,
        last: bool,
    ) -> Result<(i32, Vec<u8>), Stop> {
        // Each command may write up to the limit (to pipes and files together).
        self.budget = Budget::new(self.settings.output_limit);
        let raw: Vec<String> = cmd.args.iter().map(|w| w.text.clone()).collect();
        let internal = |message: String| {
            Stop::Internal(InternalError {
                args: raw.clone(),
                message: format!("{message}\n"),
            })
        };
        let mut args: Vec<String> = Vec::new();
        for w in &cmd.args {
            if w.glob {
                args.extend(glob::expand(&w.text, &self.cwd));
            } else {
                args.push(w.text.clone());
            }
        }
        // Strip `env`, `not`, `!` and `NAME=value` prefixes.
        let mut env: Option<BTreeMap<String, String>> = None;
        let mut not_count = 0;
        let mut crash = false;
        while let Some(first) = args.first() {
            if first == "env" {
                let e = env.get_or_insert_with(|| self.env.clone());
                args.remove(0);
                args = update_env(e, args).map_err(internal)?;
                if args.is_empty() {
                    let text: String = e.iter().map(|(k, v)| format!("{k}={v}\n")).collect();
                    self.emit(CommandResult {
                        args: raw.clone(),
                        stdout: text.clone().into_bytes(),
                        stderr: Vec::new(),
                        exit_code: 0,
                        output_files: Vec::new(),
                    });
                    return Ok((0, if last { Vec::new() } else { text.into_bytes() }));
                }
            } else if first == "not" {
                args.remove(0);
                not_count += 1;
                if args.first().map(String::as_str) == Some("--crash") {
                    args.remove(0);
                    crash = true;
                }
                if args.is_empty() {
                    return Err(internal("Error: 'not' requires a subcommand".into()));
                }
            } else if first == "!" {
                args.remove(0);
                not_count += 1;
                if args.is_empty() {
                    return Err(internal("Error: '!' requires a subcommand".into()));
                }
            } else if is_assignment(first) && args.len() > 1 {
                let e = env.get_or_insert_with(|| self.env.clone());
                let a = args.remove(0);
                let (k, v) = a.split_once('=').expect("assignment");
                e.insert(k.to_string(), v.to_string());
            } else {
                break;
            }
        }
        let name = args[0].clone();

        // Shell-state builtins.
        if name == "cd" || name == "export" {
            if env.is_some() {
                return Err(internal(format!("Error: 'env' cannot call '{name}'")));
            }
            if crash {
                return Err(internal(format!(
                    "Error: 'not --crash' cannot call '{name}'"
                )));
            }
            if pipeline_len != 1 {
                return Err(internal(format!(
                    "Unsupported: '{name}' cannot be part of a pipeline"
                )));
            }
            let mut code = if name == "cd" {
                self.builtin_cd(&args).map_err(internal)?
            } else {
                self.builtin_export(&args).map_err(internal)?
            };
            if not_count % 2 == 1 {
                code = (code == 0) as i32;
            }
            self.emit(CommandResult {
                args: raw,
                stdout: Vec::new(),
                stderr: Vec::new(),
                exit_code: code,
                output_files: Vec::new(),
            });
            return Ok((code, Vec::new()));
        }

        let env_map = env.unwrap_or_else(|| self.env.clone());
        let redir = self.redirections(cmd, stdin).map_err(internal)?;
        let spec = self
            .resolve(&name, &env_map)
            .ok_or_else(|| internal(format!("'{name}': command not found")))?;
        let mut code = match spec {
            ToolSpec::InProcess(tool) => self.run_in_process(&*tool, &args, &env_map, &redir),
            ToolSpec::Path(path) => self.run_external(&path, &args, &env_map, &redir)?,
        };
        // Apply `not` / `not --crash`.
        if crash {
            code = if code < 0 { 0 } else { 1 };
            if not_count > 1 && (not_count - 1) % 2 == 1 {
                code = (code == 0) as i32;
            }
        } else if not_count % 2 == 1 {
            code = if code <= 0 { 1 } else { 0 };
        } else if not_count > 1 {
            code = (code != 0) as i32;
        }
        if self.budget.exceeded() {
            return Err(Abort::OutputLimit(self.budget.limit()).into());
        }
        let merged = redir.out.same_as(&redir.err);
        let out_buf = redir.out.take_buffer();
        let err_buf = if merged {
            Vec::new()
        } else {
            redir.err.take_buffer()
        };
        let (stdout, stderr) = if merged && !redir.stdout_piped {
            (Vec::new(), out_buf)
        } else {
            (out_buf, err_buf)
        };
        let (shown, piped) = if redir.stdout_piped && !last {
            (Vec::new(), stdout)
        } else {
            (stdout, Vec::new())
        };
        self.emit(CommandResult {
            args: raw,
            stdout: shown,
            stderr,
            exit_code: code,
            output_files: redir.files.clone(),
        });
        Ok((code, piped))
    }

    fn builtin_cd(&mut self, args: &[String]) -> Result<i32, String> {
        if args.len() != 2 {
            return Err("'cd' supports only one argument".into());
        }
        // Like lit, the directory is not checked here; later commands fail.
        self.cwd = normalize(&self.cwd.join(&args[1]));
        Ok(0)
    }

    fn builtin_export(&mut self, args: &[String]) -> Result<i32, String> {
        if args.len() != 2 {
            return Err("'export' supports only one argument".into());
        }
        match args[1].split_once('=') {
            Some((k, v)) => {
                self.env.insert(k.to_string(), v.to_string());
                Ok(0)
            }
            None => Err("'export' requires NAME=VALUE".into()),
        }
    }

    fn resolve(&self, name: &str, env: &BTreeMap<String, String>) -> Option<ToolSpec> {
        if name.contains('/') {
            let p = self.cwd.join(name);
            return p.is_file().then_some(ToolSpec::Path(p));
        }
        let configured = self.settings.tools.get(name);
        if self.settings.external {
            if ALWAYS_IN_PROCESS.contains(&name) {
                return configured.cloned();
            }
            if let Some(ToolSpec::Path(p)) = configured {
                return Some(ToolSpec::Path(p.clone()));
            }
        } else if let Some(spec) = configured {
            return Some(spec.clone());
        }
        let path = env
            .get("PATH")
            .cloned()
            .or_else(|| std::env::var("PATH").ok())?;
        which(name, &path).map(ToolSpec::Path)
    }

    fn redirections(&self, cmd: &Command, stdin: Vec<u8>) -> Result<Redirections, String> {
        let mut r = Redirections {
            stdin,
            out: SinkHandle::buffer(&self.budget),
            err: SinkHandle::buffer(&self.budget),
            stdout_piped: true,
            files: Vec::new(),
        };
        let pipe_out = r.out.clone();
        let mut opened: Vec<(PathBuf, SinkHandle)> = Vec::new();
        for red in &cmd.redirects {
            let target = red.target.text.clone();
            let mut open = |append: bool| -> Result<SinkHandle, String> {
                let path = self.cwd.join(&target);
                if let Some((_, h)) = opened.iter().find(|(p, _)| *p == path) {
                    return Ok(h.clone());
                }
                let f = OpenOptions::new()
                    .write(true)
                    .create(true)
                    .append(append)
                    .truncate(!append)
                    .open(&path)
                    .map_err(|e| format!("{}: '{target}'", crate::builtins::describe(&e)))?;
                let h = SinkHandle::file(f, &self.budget);
                opened.push((path.clone(), h.clone()));
                if path != Path::new("/dev/null") {
                    r.files.push((target.clone(), path));
                }
                Ok(h)
            };
            match (red.op, red.fd) {
                ("<", None | Some(0)) => {
                    let path = self.cwd.join(&target);
                    let f = File::open(&path)
                        .map_err(|e| format!("{}: '{target}'", crate::builtins::describe(&e)))?;
                    let limit = self.budget.limit();
                    let mut data = Vec::new();
                    f.take(limit + 1)
                        .read_to_end(&mut data)
                        .map_err(|e| format!("{}: '{target}'", crate::builtins::describe(&e)))?;
                    if data.len() as u64 > limit {
                        return Err(format!("input redirected from '{target}' is larger than the output limit ({limit} bytes)"));
                    }
                    r.stdin = data;
                }
                (">" | ">>", None | Some(1)) => r.out = open(red.op == ">>")?,
                (">" | ">>", Some(2)) => r.err = open(red.op == ">>")?,
                (">&", Some(2)) if target == "1" => r.err = r.out.clone(),
                (">&", None | Some(1)) if target == "2" => r.out = r.err.clone(),
                (">&", Some(1)) if target == "1" => {}
                (">&", Some(2)) if target == "2" => {}
                (">&", None) | ("&>", None) => {
                    let h = open(false)?;
                    r.out = h.clone();
                    r.err = h;
                }
                (op, fd) => {
                    return Err(format!(
                        "Unsupported redirect: '{}{op}{target}'",
                        fd.map(|f| f.to_string()).unwrap_or_default()
                    ))
                }
            }
        }
        r.stdout_piped = r.out.same_as(&pipe_out);
        Ok(r)
    }

    fn run_in_process(
        &self,
        tool: &dyn Tool,
        args: &[String],
        env: &BTreeMap<String, String>,
        r: &Redirections,
    ) -> i32 {
        let mut stdin: &[u8] = &r.stdin;
        let mut out = r.out.clone();
        let mut err = r.err.clone();
        let code = {
            let mut io = ToolIo {
                cwd: &self.cwd,
                env,
                stdin: &mut stdin,
                stdout: &mut out,
                stderr: &mut err,
                stdout_is_terminal: false,
                stderr_is_terminal: false,
            };
            inprocess::run_tool(tool, args, &mut io)
        };
        let _ = out.flush();
        let _ = err.flush();
        code
    }

    fn run_external(
        &self,
        path: &Path,
        args: &[String],
        env: &BTreeMap<String, String>,
        r: &Redirections,
    ) -> Result<i32, Stop> {
        use std::os::unix::process::{CommandExt, ExitStatusExt};
        let mut c = std::process::Command::new(path);
        c.arg0(&args[0])
            .args(&args[1..])
            .current_dir(&self.cwd)
            .env_clear()
            .envs(env);
        c.stdin(Stdio::piped());
        // Map each output fd: file sinks pass the file; buffers get pipes.
        let merged = r.err.same_as(&r.out);
        let file_of = |h: &SinkHandle| -> Option<File> {
            match &*h.sink.borrow() {
                crate::capture::Sink::File(f) => f.try_clone().ok(),
                crate::capture::Sink::Buffer(_) => None,
            }
        };
        let mut out_reader = None;
        let mut err_reader = None;
        match file_of(&r.out) {
            Some(f) => {
                c.stdout(Stdio::from(f));
            }
            None => {
                let (rd, wr) = std::io::pipe().map_err(|e| self.spawn_error(args, path, e))?;
                if merged {
                    let wr2 = wr
                        .try_clone()
                        .map_err(|e| self.spawn_error(args, path, e))?;
                    c.stderr(Stdio::from(wr2));
                }
                c.stdout(Stdio::from(wr));
                out_reader = Some(rd);
            }
        }
        if !merged {
            match file_of(&r.err) {
                Some(f) => {
                    c.stderr(Stdio::from(f));
                }
                None => {
                    let (rd, wr) = std::io::pipe().map_err(|e| self.spawn_error(args, path, e))?;
                    c.stderr(Stdio::from(wr));
                    err_reader = Some(rd);
                }
            }
        } else if out_reader.is_none() {
            // Both go to the same file: already set for stdout; share it.
            if let Some(f) = file_of(&r.out) {
                c.stderr(Stdio::from(f));
            }
        }
        let mut child = c.spawn().map_err(|e| self.spawn_error(args, path, e))?;
        drop(c);
        let stdin_data = r.stdin.clone();
        let mut child_stdin = child.stdin.take();
        let writer = std::thread::spawn(move || {
            if let Some(s) = child_stdin.as_mut() {
                let _ = s.write_all(&stdin_data);
            }
        });
        let limit = self.budget.limit();
        let out_t = out_reader.map(|rd| std::thread::spawn(move || read_capped(rd, limit)));
        let err_t = err_reader.map(|rd| std::thread::spawn(move || read_capped(rd, limit)));
        let status = self.wait(&mut child, &out_t, &err_t)?;
        let _ = writer.join();
        let collect = |t: Option<std::thread::JoinHandle<(Vec<u8>, bool)>>| -> (Vec<u8>, bool) {
            t.and_then(|t| t.join().ok()).unwrap_or_default()
        };
        let (stdout, over1) = collect(out_t);
        let (stderr, over2) = collect(err_t);
        for (data, sink) in [(&stdout, &r.out), (&stderr, &r.err)] {
            let mut s = sink.clone();
            let _ = s.write_all(data);
        }
        if over1 || over2 {
            self.budget.take(usize::MAX);
        }
        Ok(status
            .code()
            .unwrap_or_else(|| -status.signal().unwrap_or(1)))
    }

    /// Waits for `child`, killing it if the test is cancelled or floods output.
    fn wait<T>(
        &self,
        child: &mut Child,
        out_t: &Option<std::thread::JoinHandle<T>>,
        err_t: &Option<std::thread::JoinHandle<T>>,
    ) -> Result<std::process::ExitStatus, Stop> {
        loop {
            match child.wait_timeout(Duration::from_millis(20)) {
                Ok(Some(s)) => return Ok(s),
                Ok(None) => {}
                Err(e) => {
                    return Err(Stop::Internal(InternalError {
                        args: vec![],
                        message: format!("wait failed: {e}\n"),
                    }))
                }
            }
            let flooded = [out_t, err_t]
                .iter()
                .any(|t| t.as_ref().is_some_and(|t| t.is_finished()));
            if self.settings.cancel.load(Ordering::Relaxed) {
                let _ = child.kill();
                let _ = child.wait();
                return Err(Abort::Cancelled.into());
            }
            if flooded {
                // A reader stopped early: either the pipe closed (the child
                // is about to exit) or the cap was hit. Give it a moment.
                if let Ok(Some(s)) = child.wait_timeout(Duration::from_millis(200)) {
                    return Ok(s);
                }
                let _ = child.kill();
                return child.wait().map_err(|e| {
                    Stop::Internal(InternalError {
                        args: vec![],
                        message: format!("wait failed: {e}\n"),
                    })
                });
            }
        }
    }

    fn spawn_error(&self, args: &[String], path: &Path, e: std::io::Error) -> Stop {
        Stop::Internal(InternalError {
            args: args.to_vec(),
            message: format!("Could not create process ({}) due to {e}\n", path.display()),
        })
    }
}

/// Reads `rd` to the end, keeping at most `limit` bytes; the flag says it overflowed.
fn read_capped(mut rd: impl Read, limit: u64) -> (Vec<u8>, bool) {
    let mut out = Vec::new();
    let mut buf = [0u8; 65536];
    loop {
        match rd.read(&mut buf) {
            Ok(0) | Err(_) => return (out, false),
            Ok(n) => {
                if (out.len() + n) as u64 > limit {
                    let keep = (limit as usize).saturating_sub(out.len());
                    out.extend_from_slice(&buf[..keep]);
                    return (out, true);
                }
                out.extend_from_slice(&buf[..n]);
            }
        }
    }
}

struct Redirections {
    stdin: Vec<u8>,
    out: SinkHandle,
    err: SinkHandle,
    /// Whether stdout still goes to the pipe (not redirected).
    stdout_piped: bool,
    /// Files opened for writing: (name as written, path).
    files: Vec<(String, PathBuf)>,
}

/// Applies `env` arguments (`-u NAME`, `-i`, `NAME=VALUE`) and returns the rest.
fn update_env(
    env: &mut BTreeMap<String, String>,
    args: Vec<String>,
) -> Result<Vec<String>, String> {
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if a == "-u" {
            let name = args
                .get(i + 1)
                .ok_or("Error: 'env' option '-u' requires an argument")?;
            env.remove(name);
            i += 2;
        } else if let Some(name) = a.strip_prefix("-u").filter(|n| !n.is_empty()) {
            env.remove(name);
            i += 1;
        } else if a == "-i" || a == "-" {
            env.clear();
            i += 1;
        } else if is_assignment(a) {
            let (k, v) = a.split_once('=').expect("assignment");
            env.insert(k.to_string(), v.to_string());
            i += 1;
        } else {
            break;
        }
    }
    Ok(args[i..].to_vec())
}

fn is_assignment(s: &str) -> bool {
    match s.split_once('=') {
        Some((k, _)) => {
            !k.is_empty()
                && !k.starts_with(|c: char| c.is_ascii_digit())
                && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        }
        None => false,
    }
}

/// Finds `name` on a `:`-separated search path.
pub fn which(name: &str, path: &str) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    path.split(':')
        .filter(|d| !d.is_empty())
        .map(|d| Path::new(d).join(name))
        .find(|p| {
            p.metadata()
                .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
                .unwrap_or(false)
        })
}

/// Removes `.` and `..` components without touching the file system.
pub fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// Formats captured output as a `# .---title---` box, like lit's `formatOutput`.
pub fn format_output(title: &str, data: &str, limit: Option<usize>) -> String {
    if data.trim().is_empty() {
        return String::new();
    }
    let mut msg = "";
    let owned;
    let mut data = data;
    if let Some(limit) = limit {
        if data.len() > limit {
            let mut cut = limit;
            while !data.is_char_boundary(cut) {
                cut -= 1;
            }
            owned = format!("{}\n...\n", &data[..cut]);
            data = &owned;
            msg = "data was truncated";
        }
    }
    let mut out = format!(
        "# .---{title}{}\n",
        "-".repeat(26usize.saturating_sub(title.len()))
    );
    for line in split_lines(data) {
        out += "# | ";
        out += line;
        out.push('\n');
    }
    out += &format!(
        "# `---{msg}{}\n",
        "-".repeat(26usize.saturating_sub(msg.len()))
    );
    out
}

/// Python's `str.splitlines` for the common separators.
fn split_lines(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\n' || b[i] == b'\r' {
            out.push(&s[start..i]);
            if b[i] == b'\r' && i + 1 < b.len() && b[i + 1] == b'\n' {
                i += 1;
            }
            start = i + 1;
        }
        i += 1;
    }
    if start < b.len() {
        out.push(&s[start..]);
    }
    out
}
