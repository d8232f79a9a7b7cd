//! The `tileir-reduce` command line.

use std::time::Duration;

use tool_io::{Tool, ToolIo};

use crate::oracle::Oracle;
use crate::validity::IrConfig;
use crate::{Config, Reducer};

const USAGE: &str = "usage: tileir-reduce --test=PROGRAM [--test-arg=ARG]... [options] INPUT

Shrinks INPUT while the interestingness test keeps passing. The test runs
as `PROGRAM ARG... FILE` on each candidate FILE; exit status 0 means the
candidate is still interesting (as llvm-reduce; the opposite of
mlir-reduce), anything else that it is not. Example:

  tileir-reduce --test=sh --test-arg=-c \\
    --test-arg='tileir-opt \"$0\" -cse 2>&1 | grep -q \"some error\"' big.mlir

Every candidate parses and verifies when INPUT does (parses, when INPUT
only parses; an INPUT that does not parse is reduced as text). The best
input so far is always at the output path; stopping the run loses nothing.

Options:
  --test=PROGRAM              the interestingness test
  --test-arg=ARG              an argument of the test, before the file (repeatable)
  -o FILE, --output=FILE      where the best input so far is kept
                              (default: INPUT with `.reduced` before its extension)
  -j N, --jobs=N              candidates tested at once (default: cores)
  --timeout=SECONDS           a test running longer is not interesting
  --allow-unregistered-dialect
                              parse ops of unregistered dialects
  --run-line=COMMAND          write the result as a test: `// RUN: COMMAND` first
  --max-rounds=N              rounds of all steps at most (default 8)
";

/// The command, for in-process use.
pub struct ReduceTool;

impl Tool for ReduceTool {
    fn name(&self) -> &str {
        "tileir-reduce"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        run(args, io)
    }
}

struct Args {
    test: Vec<String>,
    input: Option<String>,
    output: Option<String>,
    jobs: Option<usize>,
    timeout: Option<Duration>,
    ir: IrConfig,
    run_line: Option<String>,
    max_rounds: usize,
}

fn parse(args: &[String]) -> Result<Option<Args>, String> {
    let mut a = Args {
        test: Vec::new(),
        input: None,
        output: None,
        jobs: None,
        timeout: None,
        ir: IrConfig::default(),
        run_line: None,
        max_rounds: 8,
    };
    let mut program = None;
    let mut test_args = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with('-') => (n.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = || -> Result<String, String> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            let v = args
                .get(i)
                .cloned()
                .ok_or_else(|| format!("option '{name}' needs a value"))?;
            i += 1;
            Ok(v)
        };
        let number = |v: String, what: &str| -> Result<usize, String> {
            v.parse().map_err(|_| format!("invalid {what} '{v}'"))
        };
        match name.trim_start_matches('-') {
            "h" | "help" if name.starts_with('-') => return Ok(None),
            "test" => program = Some(value()?),
            "test-arg" => test_args.push(value()?),
            "o" | "output" => a.output = Some(value()?),
            "j" | "jobs" => a.jobs = Some(number(value()?, "job count")?.max(1)),
            "timeout" => {
                let v = value()?;
                let secs: f64 = v.parse().map_err(|_| format!("invalid timeout '{v}'"))?;
                a.timeout = (secs > 0.0).then(|| Duration::from_secs_f64(secs));
            }
            "allow-unregistered-dialect" => a.ir.allow_unregistered_dialect = true,
            "run-line" => a.run_line = Some(value()?),
            "max-rounds" => a.max_rounds = number(value()?, "round count")?,
            _ if name.starts_with('-') && name.len() > 1 => {
                return Err(format!("unknown option '{arg}'"))
            }
            _ if a.input.is_some() => return Err(format!("unexpected argument '{arg}'")),
            _ => a.input = Some(arg.clone()),
        }
    }
    let program = program.ok_or("--test=PROGRAM is required")?;
    if a.input.is_none() {
        return Err("an INPUT file is required".into());
    }
    a.test = std::iter::once(program).chain(test_args).collect();
    Ok(Some(a))
}

/// Runs the command: 0 when a reduced input was written, 1 when the input is
/// not interesting or a test cannot run, 2 on usage errors.
pub fn run(args: &[String], io: &mut ToolIo<'_>) -> i32 {
    let a = match parse(args.get(1..).unwrap_or(&[])) {
        Ok(Some(a)) => a,
        Ok(None) => {
            let _ = io.stdout.write_all(USAGE.as_bytes());
            return 0;
        }
        Err(m) => {
            let _ = writeln!(io.stderr, "tileir-reduce: error: {m}\n{USAGE}");
            return 2;
        }
    };
    let input_name = a.input.clone().unwrap_or_default();
    let input_path = io.resolve(&input_name);
    let text = match std::fs::read(&input_path) {
        Ok(b) => String::from_utf8_lossy(&b).into_owned(),
        Err(e) => {
            let _ = writeln!(
                io.stderr,
                "tileir-reduce: error: cannot read '{input_name}': {e}"
            );
            return 1;
        }
    };
    let output = match &a.output {
        Some(o) => io.resolve(o),
        None => {
            let stem = input_path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "input".into());
            let ext = input_path
                .extension()
                .map(|e| format!(".{}", e.to_string_lossy()))
                .unwrap_or_default();
            input_path.with_file_name(format!("{stem}.reduced{ext}"))
        }
    };
    // A relative test program resolves against the working directory.
    let mut test = a.test.clone();
    if test[0].contains('/') {
        test[0] = io.resolve(&test[0]).to_string_lossy().into_owned();
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let cfg = Config {
        oracle: Oracle {
            command: test,
            cwd: io.cwd.to_path_buf(),
            env: io.env.clone(),
            timeout: a.timeout,
        },
        output: output.clone(),
        jobs: a.jobs.unwrap_or(cores),
        ir: a.ir,
        max_rounds: a.max_rounds,
    };
    let result = Reducer::run(&cfg, &input_path, text, &mut *io.stderr);
    match result {
        Ok(best) => {
            if let Some(line) = &a.run_line {
                let test = format!("// RUN: {line}\n\n{best}");
                if let Err(e) = crate::write_atomically(&output, &test) {
                    let _ = writeln!(
                        io.stderr,
                        "tileir-reduce: error: cannot write {}: {e}",
                        output.display()
                    );
                    return 1;
                }
            }
            0
        }
        Err(m) => {
            let _ = writeln!(io.stderr, "tileir-reduce: error: {m}");
            1
        }
    }
}
