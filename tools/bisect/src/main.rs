//! `tileir-bisect`: runs a compiler command line under `--opt-bisect-limit`
//! and finds the first pass invocation that makes an interestingness test
//! pass. Knows nothing about MLIR beyond running commands.
//!
//! ```text
//! tileir-bisect [--fails | --test=<shell command>] [--verify] -- <command> <args>...
//! ```
//! - `--fails` (the default): interesting when the command exits non-zero.
//! - `--test=<cmd>`: interesting when `sh -c <cmd>` exits 0; `{}` in it is
//!   replaced by a file holding the command's stdout, and the environment
//!   has `BISECT_STDOUT` and `BISECT_STDERR` (files) and `BISECT_STATUS`.
//! - `--verify`: re-run around the culprit to catch a flaky or
//!   non-monotonic test (up to four more runs).

use bisect::{unified_diff, Bisect, Failure, Probe, Runner};
use std::io::Write;
use std::process::{Command, ExitCode};

/// What makes a run interesting.
enum Test {
    Fails,
    Shell(String),
}

struct Options {
    test: Test,
    verify: bool,
    command: Vec<String>,
}

const USAGE: &str =
    "usage: tileir-bisect [--fails | --test=<shell command>] [--verify] -- <command> <args>...\n";

fn parse(args: &[String]) -> Result<Options, String> {
    let mut test = Test::Fails;
    let mut verify = false;
    let mut iter = args.iter();
    for arg in iter.by_ref() {
        match arg.as_str() {
            "--" => break,
            "--fails" => test = Test::Fails,
            "--verify" => verify = true,
            "--help" | "-h" => return Err(String::new()),
            a => match a.strip_prefix("--test=") {
                Some(cmd) => test = Test::Shell(cmd.to_string()),
                None => return Err(format!("unknown option '{a}'")),
            },
        }
    }
    let command: Vec<String> = iter.cloned().collect();
    if command.is_empty() {
        return Err("no command given after '--'".to_string());
    }
    Ok(Options {
        test,
        verify,
        command,
    })
}

/// Runs the command with a limit appended, then the test.
struct ProcessRunner<'o> {
    options: &'o Options,
    dir: std::path::PathBuf,
}

impl ProcessRunner<'_> {
    fn command_line(&self, limit: Option<u64>) -> Vec<String> {
        let mut line = self.options.command.clone();
        line.push(match limit {
            Some(l) => format!("--opt-bisect-limit={l}"),
            None => "--opt-bisect-limit=-1".to_string(),
        });
        line
    }
}

impl Runner for ProcessRunner<'_> {
    fn run(&mut self, limit: Option<u64>) -> Result<Probe, String> {
        let line = self.command_line(limit);
        let output = Command::new(&line[0])
            .args(&line[1..])
            .output()
            .map_err(|e| format!("cannot run '{}': {e}", line[0]))?;
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        let interesting = match &self.options.test {
            Test::Fails => !output.status.success(),
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
        .run(options.verify);
    let _ = std::fs::remove_dir_all(&dir);
    match result {
        Ok(found) => {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(report(&options, &found).as_bytes());
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
