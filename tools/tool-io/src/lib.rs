//! The contract between a command-line tool and whoever runs it.
//!
//! Every tool in this workspace (FileCheck, tileir-opt) is a library function
//! `fn run(args, io) -> exit code` first and a binary second. The binary wraps
//! the real process (argv, cwd, environment, stdio); the lit runner wraps an
//! in-memory one so a RUN line costs no fork/exec. Nothing here knows MLIR.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// Everything a tool may touch of its surroundings. Tools must not read
/// `std::env`, `std::env::current_dir`, or the process's stdio directly:
/// they go through this, so they behave the same in-process and out.
pub struct ToolIo<'a> {
    /// Working directory; relative paths in arguments resolve against it.
    pub cwd: &'a Path,
    /// The full environment the command sees.
    pub env: &'a BTreeMap<String, String>,
    pub stdin: &'a mut dyn Read,
    pub stdout: &'a mut dyn Write,
    pub stderr: &'a mut dyn Write,
    /// Whether stdout/stderr are a terminal (for `--color` auto-detection).
    pub stdout_is_terminal: bool,
    pub stderr_is_terminal: bool,
}

impl ToolIo<'_> {
    /// Resolves a path argument against the tool's working directory.
    pub fn resolve(&self, path: &str) -> PathBuf {
        let p = Path::new(path);
        if p.is_absolute() {
            p.to_path_buf()
        } else {
            self.cwd.join(p)
        }
    }

    /// An environment variable as the command sees it.
    pub fn var(&self, name: &str) -> Option<&str> {
        self.env.get(name).map(String::as_str)
    }
}

/// A tool that can run in-process. `args[0]` is the program name as typed.
pub trait Tool: Send + Sync {
    /// The command name this tool answers to on a RUN line (`FileCheck`, `tileir-opt`).
    fn name(&self) -> &str;
    /// Runs the tool; the return value is the process exit code.
    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32;
}

/// Runs `tool` as the current process: real argv, cwd, environment and stdio.
/// Binaries call this from `main` and exit with its result.
pub fn run_as_process(tool: &dyn Tool) -> i32 {
    use std::io::IsTerminal;
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let env: BTreeMap<String, String> = std::env::vars_os()
        .map(|(k, v)| {
            (
                k.to_string_lossy().into_owned(),
                v.to_string_lossy().into_owned(),
            )
        })
        .collect();
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let stdin = std::io::stdin();
    let mut stdin = stdin.lock();
    let stdout = std::io::stdout();
    let stdout_is_terminal = stdout.is_terminal();
    let mut stdout = std::io::BufWriter::new(stdout.lock());
    let stderr = std::io::stderr();
    let stderr_is_terminal = stderr.is_terminal();
    let mut stderr = stderr.lock();
    let code = {
        let mut io = ToolIo {
            cwd: &cwd,
            env: &env,
            stdin: &mut stdin,
            stdout: &mut stdout,
            stderr: &mut stderr,
            stdout_is_terminal,
            stderr_is_terminal,
        };
        tool.run(&args, &mut io)
    };
    let _ = stdout.flush();
    code
}
