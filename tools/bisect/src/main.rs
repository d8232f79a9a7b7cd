//! `tileir-bisect`: runs a compiler command line under `--opt-bisect-limit`
//! and finds the first pass invocation that makes an interestingness test
//! pass. Knows nothing about MLIR beyond running commands.
//!
//! ```text
//! tileir-bisect [<test>] [--verify] [--counter=<name>] [--write-test=<file>] -- <command> <args>...
//! ```
//! The test (what makes a run interesting):
//! - `--fails` (the default): the command exits non-zero.
//! - `--test=<cmd>`: `sh -c <cmd>` exits 0; `{}` in it is replaced by a
//!   file holding the command's stdout, and the environment has
//!   `BISECT_STDOUT` and `BISECT_STDERR` (files) and `BISECT_STATUS`.
//! - `--match=<check file>` / `--mismatch=<check file>`: the stdout
//!   matches (does not match) the file's CHECK lines (our FileCheck,
//!   in-process; `--check-prefix=<p>` picks other prefixes).
//! - `--verifier-fails`: the command, run with `--verify-each=0`, succeeds
//!   but its output fails to parse and verify again (`<command[0]> -`).
//! - `--crashes`: the command crashes: killed by a signal, or a pass (or
//!   the tool) panicked.
//!
//! Then:
//! - `--verify`: re-run around the culprit to catch a flaky or
//!   non-monotonic test (up to four more runs).
//! - `--counter=<name>`: go on inside the culprit with the debug counter
//!   `<name>` (`--mlir-debug-counter`), and report its first transformation
//!   that makes the run interesting.
//! - `--write-test=<file>`: write a regression test: the IR the culprit
//!   received, a RUN line running that pass alone, CHECK lines for its
//!   anchor.

use bisect::regression::{regression_test, RegressionInput};
use bisect::{bisect_counter, unified_diff, Bisect, Failure, Probe, Runner};
use std::io::Write;
use std::process::{Command, ExitCode, Stdio};

/// What makes a run interesting.
enum Test {
    Fails,
    Shell(String),
    /// The stdout matches the check file (`true`) or does not (`false`).
    FileCheck {
        file: String,
        must_match: bool,
    },
    VerifierFails,
    Crashes,
}

impl Test {
    fn describe(&self) -> String {
        match self {
            Test::Fails => "the command fails".to_string(),
            Test::Shell(cmd) => format!("the test '{cmd}' passes"),
            Test::FileCheck { file, must_match } => format!(
                "the output {} {file}",
                if *must_match {
                    "matches"
                } else {
                    "does not match"
                }
            ),
            Test::VerifierFails => "the output fails to verify".to_string(),
            Test::Crashes => "the command crashes".to_string(),
        }
    }
}

struct Options {
    test: Test,
    check_prefixes: Vec<String>,
    verify: bool,
    counter: Option<String>,
    write_test: Option<String>,
    command: Vec<String>,
}

const USAGE: &str = "usage: tileir-bisect [--fails | --test=<shell command> | --match=<check file> | --mismatch=<check file> | --verifier-fails | --crashes] [--check-prefix=<prefix>] [--verify] [--counter=<name>] [--write-test=<file>] -- <command> <args>...\n";

fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        test: Test::Fails,
        check_prefixes: Vec::new(),
        verify: false,
        counter: None,
        write_test: None,
        command: Vec::new(),
    };
    let mut iter = args.iter();
    for arg in iter.by_ref() {
        let (name, value) = match arg.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (arg.as_str(), None),
        };
        let needs = |v: Option<String>| v.ok_or_else(|| format!("option '{name}' needs a value"));
        match name {
            "--" => break,
            "--fails" => options.test = Test::Fails,
            "--verifier-fails" => options.test = Test::VerifierFails,
            "--crashes" => options.test = Test::Crashes,
            "--verify" => options.verify = true,
            "--help" | "-h" => return Err(String::new()),
            "--test" => options.test = Test::Shell(needs(value)?),
            "--match" | "--mismatch" => {
                options.test = Test::FileCheck {
                    file: needs(value)?,
                    must_match: name == "--match",
                }
            }
            "--check-prefix" => options.check_prefixes.push(needs(value)?),
            "--counter" => options.counter = Some(needs(value)?),
            "--write-test" => options.write_test = Some(needs(value)?),
            a => return Err(format!("unknown option '{a}'")),
        }
    }
    options.command = iter.cloned().collect();
    if options.command.is_empty() {
        return Err("no command given after '--'".to_string());
    }
    Ok(options)
}

/// Runs the command with a limit appended, then the test.
struct ProcessRunner<'o> {
    options: &'o Options,
    dir: std::path::PathBuf,
}

impl ProcessRunner<'_> {
    fn command_line(&self, limit: Option<u64>, extra: &[String]) -> Vec<String> {
        let mut line = self.options.command.clone();
        line.push(match limit {
            Some(l) => format!("--opt-bisect-limit={l}"),
            None => "--opt-bisect-limit=-1".to_string(),
        });
        if matches!(self.options.test, Test::VerifierFails) {
            line.push("--verify-each=0".to_string());
        }
        line.extend(extra.iter().cloned());
        line
    }

    /// Whether `stdout` matches the check file (our FileCheck, in-process).
    fn file_check(&self, file: &str, stdout: &str) -> bool {
        let mut args = vec!["FileCheck".to_string(), file.to_string()];
        args.extend(
            self.options
                .check_prefixes
                .iter()
                .map(|p| format!("--check-prefix={p}")),
        );
        let cwd = std::env::current_dir().unwrap_or_default();
        let env = std::collections::BTreeMap::new();
        let mut input = stdout.as_bytes();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let mut io = tool_io::ToolIo {
            cwd: &cwd,
            env: &env,
            stdin: &mut input,
            stdout: &mut out,
            stderr: &mut err,
            stdout_is_terminal: false,
            stderr_is_terminal: false,
        };
        filecheck::run(&args, &mut io) == 0
    }

    /// Whether the tool rejects `stdout` as its input (parse or verify).
    fn fails_to_verify(&self, stdout: &str) -> Result<bool, String> {
        let tool = &self.options.command[0];
        let mut args = vec!["-".to_string()];
        if self
            .options
            .command
            .iter()
            .any(|a| a.trim_start_matches('-') == "allow-unregistered-dialect")
        {
            args.push("--allow-unregistered-dialect".to_string());
        }
        let mut child = Command::new(tool)
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot run '{tool}': {e}"))?;
        if let Some(mut stdin) = child.stdin.take() {
            let _ = stdin.write_all(stdout.as_bytes());
        }
        let status = child.wait().map_err(|e| e.to_string())?;
        Ok(!status.success())
    }
}

/// Signs in stderr that a pass or the tool panicked or crashed.
fn crashed(status: &std::process::ExitStatus, stderr: &str) -> bool {
    status.code().is_none()
        || stderr.contains("the pass panicked")
        || stderr.contains("internal error")
        || stderr.contains("PLEASE submit a bug report")
}

impl Runner for ProcessRunner<'_> {
    fn run(&mut self, limit: Option<u64>) -> Result<Probe, String> {
        self.run_with(limit, &[])
    }

    fn run_with(&mut self, limit: Option<u64>, extra: &[String]) -> Result<Probe, String> {
        let line = self.command_line(limit, extra);
        let output = Command::new(&line[0])
            .args(&line[1..])
            .output()
            .map_err(|e| format!("cannot run '{}': {e}", line[0]))?;
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        let interesting = match &self.options.test {
            Test::Fails => !output.status.success(),
            Test::FileCheck { file, must_match } => {
                output.status.success() && self.file_check(file, &stdout) == *must_match
            }
            Test::VerifierFails => output.status.success() && self.fails_to_verify(&stdout)?,
            Test::Crashes => crashed(&output.status, &stderr),
            Test::Shell(cmd) => {
                let out_path = self.dir.join("stdout");
                let err_path = self.dir.join("stderr");
                std::fs::write(&out_path, &stdout).map_err(|e| e.to_string())?;
                std::fs::write(&err_path, &stderr).map_err(|e| e.to_string())?;
                let cmd = cmd.replace("{}", &out_path.to_string_lossy());
                Command::new("sh")
                    .arg("-c")
                    .arg(&cmd)
                    .env("BISECT_STDOUT", &out_path)
                    .env("BISECT_STDERR", &err_path)
                    .env(
                        "BISECT_STATUS",
                        output.status.code().unwrap_or(-1).to_string(),
                    )
                    .status()
                    .map_err(|e| format!("cannot run the test '{cmd}': {e}"))?
                    .success()
            }
        };
        Ok(Probe {
            interesting,
            stdout,
            stderr,
        })
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse(&args) {
        Ok(o) => o,
        Err(e) if e.is_empty() => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprint!("tileir-bisect: error: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let dir = std::env::temp_dir().join(format!("tileir-bisect-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("tileir-bisect: error: cannot create {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    let mut runner = ProcessRunner {
        options: &options,
        dir: dir.clone(),
    };
    let result = Bisect::new(&mut runner)
        .with_logger(|line| eprintln!("tileir-bisect: {line}"))
        .run(options.verify)
        .and_then(|found| {
            let text = report(&options, &found);
            let inside = match &options.counter {
                Some(counter) => {
                    let mut log = |line: &str| eprintln!("tileir-bisect: {line}");
                    let c = bisect_counter(&mut runner, found.culprit.number, counter, &mut log)?;
                    Some(counter_report(&options, found.culprit.number, &c))
                }
                None => None,
            };
            Ok((found, text, inside))
        });
    let _ = std::fs::remove_dir_all(&dir);
    match result {
        Ok((found, text, inside)) => {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(text.as_bytes());
            if let Some(inside) = inside {
                let _ = out.write_all(inside.as_bytes());
            }
            if let Some(path) = &options.write_test {
                if let Err(e) = write_test(&options, &found, path) {
                    eprintln!("tileir-bisect: error: cannot write the regression test: {e}");
                    return ExitCode::FAILURE;
                }
                let _ = writeln!(out, "regression test: {path}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tileir-bisect: error: {e}");
            if matches!(e, Failure::Flaky { .. } | Failure::NotMonotonic { .. }) {
                eprintln!("tileir-bisect: no culprit can be trusted; make the test deterministic (or narrow it) and try again");
            }
            ExitCode::FAILURE
        }
    }
}

/// The report: the culprit, how to reproduce it, and the IR diff.
fn report(options: &Options, found: &bisect::Found) -> String {
    let c = &found.culprit;
    let n = c.number;
    let command = options
        .command
        .iter()
        .map(|a| shell_quote(a))
        .collect::<Vec<_>>()
        .join(" ");
    let mut text = format!(
        "culprit: pass invocation {n} of {}: {} on {}\n{}\nruns: {}\nreproduce: {command} --opt-bisect-limit={n}   (interesting; limit {} is not)\n",
        found.total,
        c.pass,
        c.unit,
        c.line,
        found.runs,
        n - 1,
    );
    let before = format!("--opt-bisect-limit={}", n - 1);
    let after = format!("--opt-bisect-limit={n}");
    if found.after.stdout.is_empty() && !found.before.stdout.is_empty() {
        text.push_str(&format!(
            "the run at {after} printed no output; its diagnostics:\n"
        ));
        for line in found.after.stderr.lines() {
            if !line.starts_with("BISECT: ") {
                text.push_str(line);
                text.push('\n');
            }
        }
    } else {
        text.push_str(&format!("output diff ({before} -> {after}):\n"));
        let diff = unified_diff(&found.before.stdout, &found.after.stdout, &before, &after);
        if diff.is_empty() {
            text.push_str("(no difference in the output)\n");
        }
        text.push_str(&diff);
    }
    text
}

/// The report of the bisection inside the culprit.
fn counter_report(options: &Options, culprit: u64, c: &bisect::CounterFound) -> String {
    let command = quoted_command(options);
    let mut text = format!(
        "first bad transformation: {} #{} of the {} in invocation {culprit} (#{} of the run)\nruns: {}\nreproduce: {command} --opt-bisect-limit={culprit} --mlir-debug-counter={}-count={}   (interesting; {} is not)\n",
        c.counter, c.index, c.in_culprit, c.global, c.runs, c.counter, c.global, c.global - 1,
    );
    let before = format!("{}-count={}", c.counter, c.global - 1);
    let after = format!("{}-count={}", c.counter, c.global);
    let diff = unified_diff(&c.before.stdout, &c.after.stdout, &before, &after);
    text.push_str(&format!("output diff ({before} -> {after}):\n"));
    if diff.is_empty() {
        text.push_str("(no difference in the output)\n");
    }
    text.push_str(&diff);
    text
}

/// Writes the regression test for the culprit to `path`.
fn write_test(options: &Options, found: &bisect::Found, path: &str) -> Result<(), String> {
    let tool = std::path::Path::new(&options.command[0])
        .file_name()
        .map_or("tileir-opt".to_string(), |n| {
            n.to_string_lossy().into_owned()
        });
    let text = regression_test(&RegressionInput {
        tool: &tool,
        args: &options.command[1..],
        number: found.culprit.number,
        total: found.total,
        pass: &found.culprit.pass,
        unit: &found.culprit.unit,
        before: &found.before.stdout,
        test: &options.test.describe(),
    })?;
    std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))
}

fn quoted_command(options: &Options) -> String {
    options
        .command
        .iter()
        .map(|a| shell_quote(a))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `arg` as a shell word: quoted unless it is plain.
fn shell_quote(arg: &str) -> String {
    let plain = !arg.is_empty()
        && arg
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_=./,:@+%".contains(c));
    if plain {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', "'\\''"))
    }
}
