//! `tileir-translate`, standing in for NVIDIA's `cuda-tile-translate`:
//! `-cudatilebc-to-mlir` prints a TileIR bytecode file as its
//! `cuda_tile.module` (no `builtin.module` around it, as the real tool
//! prints it), `-mlir-to-cudatilebc` writes a module as bytecode
//! (`-bytecode-version`, default the newest), `-test-cudatile-roundtrip`
//! does both in memory, `--list-versions` lists the bytecode versions.
//!
//! `--bytecode-newest=13.3` and `--bytecode-test-versions` make it the
//! 13.3 release's test build that NVIDIA's test suite expects: the range
//! capped at 13.3 and the test-only versions 250.0/250.1 added (see
//! `tileir_dialects::cuda_tile::bytecode::format`); they come first, or
//! anywhere among the other flags.
//!
//! The bytecode is read into text by the cuda_tile dialect's reader and
//! handed to tileir-opt in-process (as its stdin, with
//! `--no-implicit-module`), so printing, `-o` and printer flags such as
//! `--mlir-print-debuginfo` behave exactly as in tileir-opt; writing is
//! tileir-opt's `--emit-bytecode`. Flags this tool does not know are
//! passed on to it.

use tileir_dialects::cuda_tile::bytecode::format::{self, Versions};
use tileir_dialects::cuda_tile::bytecode::reader;
use tool_io::{Tool, ToolIo};

/// The `tileir-translate` command as an in-process tool.
pub struct TileirTranslateTool;

impl Tool for TileirTranslateTool {
    fn name(&self) -> &str {
        "tileir-translate"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        run(args, io)
    }
}

const USAGE: &str = "OVERVIEW: tileir translation driver (TileIR bytecode <-> MLIR text)

USAGE: tileir-translate [options] <input file>

OPTIONS:
  --cudatilebc-to-mlir        Translate TileIR bytecode to MLIR
  --mlir-to-cudatilebc        Translate MLIR to TileIR bytecode
  --bytecode-version=<M.m>    Bytecode version to write
  --list-versions             List the supported bytecode versions
  --bytecode-newest=<M.m>     Act as that release's tool: support 13.1 to M.m
  --bytecode-test-versions    Also support NVIDIA's test versions 250.0, 250.1
  --no-implicit-module        Do not wrap the output in a builtin.module
  -o <filename>               Output filename (default: stdout)
  Other options are tileir-opt's (e.g. --mlir-print-debuginfo).
";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    BytecodeToMlir,
    MlirToBytecode,
    RoundTrip,
}

struct Args {
    versions: Versions,
    mode: Option<Mode>,
    list_versions: bool,
    version: Option<format::Version>,
    no_implicit_module: bool,
    input: String,
    output: Option<String>,
    /// Flags passed on to tileir-opt.
    passthrough: Vec<String>,
}

/// Runs tileir-translate with `args` (args[0] is the program name).
pub fn run(args: &[String], io: &mut ToolIo<'_>) -> i32 {
    let (versions, args) = match take_versions(args) {
        Ok(v) => v,
        Err(msg) => {
            let _ = writeln!(io.stderr, "tileir-translate: {msg}");
            return 1;
        }
    };
    if args.get(1).map(String::as_str) == Some("--round-trip-test") {
        return round_trip_test(&args[2..], versions, io);
    }
    let parsed = match parse(&args, versions) {
        Ok(Some(a)) => a,
        Ok(None) => {
            let _ = io.stdout.write_all(USAGE.as_bytes());
            return 0;
        }
        Err(msg) => {
            let _ = writeln!(io.stderr, "tileir-translate: {msg}");
            return 1;
        }
    };
    if parsed.list_versions {
        for v in parsed.versions.list() {
            let _ = writeln!(io.stdout, "{v}");
        }
        return 0;
    }
    match parsed.mode {
        Some(Mode::BytecodeToMlir) => bytecode_to_mlir(&parsed, io),
        Some(Mode::MlirToBytecode) => {
            let opt_args = write_args(&parsed, parsed.output.as_deref());
            crate::run(&opt_args, io)
        }
        Some(Mode::RoundTrip) => round_trip(&parsed, io),
        None => {
            let _ = writeln!(
                io.stderr,
                "tileir-translate: a translation must be given: --cudatilebc-to-mlir or --mlir-to-cudatilebc"
            );
            1
        }
    }
}

/// Takes `--bytecode-newest=V` and `--bytecode-test-versions` out of
/// `args`: the versions this run supports, and the other arguments.
fn take_versions(args: &[String]) -> Result<(Versions, Vec<String>), String> {
    let mut versions = Versions::DEFAULT;
    let mut newest = None;
    let mut rest = Vec::with_capacity(args.len());
    for arg in args {
        let flag = arg.trim_start_matches('-');
        if !arg.starts_with('-') || rest.is_empty() {
            rest.push(arg.clone());
        } else if flag == "bytecode-test-versions" {
            versions.testing = true;
        } else if let Some(v) = flag.strip_prefix("bytecode-newest=") {
            newest = Some(v.to_string());
        } else {
            rest.push(arg.clone());
        }
    }
    if let Some(v) = newest {
        versions = format::Version::parse(&v)
            .and_then(|n| versions.capped(n))
            .ok_or_else(|| {
                format!(
                    "for the --bytecode-newest option: Invalid argument '{v}': the releases are {}",
                    Versions::DEFAULT.range()
                )
            })?;
    }
    Ok((versions, rest))
}

fn parse(args: &[String], versions: Versions) -> Result<Option<Args>, String> {
    let mut out = Args {
        versions,
        mode: None,
        list_versions: false,
        version: None,
        no_implicit_module: false,
        input: "-".into(),
        output: None,
        passthrough: Vec::new(),
    };
    let mut input = None;
    let mut it = args.iter().skip(1);
    while let Some(arg) = it.next() {
        if arg == "-" || !arg.starts_with('-') {
            if input.replace(arg.clone()).is_some() {
                return Err(format!(
                    "Too many positional arguments specified! (extra: '{arg}')"
                ));
            }
            continue;
        }
        let flag = arg.trim_start_matches('-');
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        let mode = |m| -> Result<Option<Mode>, String> {
            match out.mode {
                Some(old) if old != m => Err("only one translation may be given".to_string()),
                _ => Ok(Some(m)),
            }
        };
        match name {
            "help" | "h" => return Ok(None),
            "cudatilebc-to-mlir" => out.mode = mode(Mode::BytecodeToMlir)?,
            "mlir-to-cudatilebc" => out.mode = mode(Mode::MlirToBytecode)?,
            "test-cudatile-roundtrip" => out.mode = mode(Mode::RoundTrip)?,
            "list-versions" => out.list_versions = true,
            "no-implicit-module" => out.no_implicit_module = true,
            "o" => {
                let v = match value {
                    Some(v) => v,
                    None => it
                        .next()
                        .cloned()
                        .ok_or("for the -o option: requires a value!")?,
                };
                out.output = Some(v);
            }
            "bytecode-version" => {
                let v = match value {
                    Some(v) => v,
                    None => it
                        .next()
                        .cloned()
                        .ok_or("for the --bytecode-version option: requires a value!")?,
                };
                match format::Version::parse(&v).filter(|v| versions.contains(*v)) {
                    Some(ver) => out.version = Some(ver),
                    None => {
                        return Err(format!(
                            "for the --bytecode-version option: Invalid argument '{v}': the supported versions are {}",
                            versions.range()
                        ))
                    }
                }
            }
            _ => out.passthrough.push(arg.clone()),
        }
    }
    if let Some(i) = input {
        out.input = i;
    }
    Ok(Some(out))
}

/// Reads the bytecode, then lets tileir-opt parse, verify and print the
/// module text (fed as its stdin).
fn bytecode_to_mlir(args: &Args, io: &mut ToolIo<'_>) -> i32 {
    let input = match crate::input::read_input(&args.input, io) {
        Ok(i) => i,
        Err(msg) => {
            let _ = writeln!(io.stderr, "{msg}");
            return 1;
        }
    };
    print_bytecode(&input.into_bytes(), args, io)
}

/// tileir-opt's arguments that write the input as bytecode to `output`
/// (stdout when `None`).
fn write_args(args: &Args, output: Option<&str>) -> Vec<String> {
    let mut opt_args = vec![
        "tileir-opt".to_string(),
        args.input.clone(),
        "--emit-bytecode".to_string(),
    ];
    opt_args.extend(emit_version_args(
        args.version.unwrap_or(args.versions.newest),
        args.versions,
    ));
    if args.no_implicit_module {
        opt_args.push("--no-implicit-module".into());
    }
    opt_args.extend(args.passthrough.iter().cloned());
    if let Some(o) = output {
        opt_args.push("-o".into());
        opt_args.push(o.to_string());
    }
    opt_args
}

/// `-test-cudatile-roundtrip`: the input written as bytecode in memory,
/// read back and printed.
fn round_trip(args: &Args, io: &mut ToolIo<'_>) -> i32 {
    let mut bytes = Vec::new();
    let code = {
        let mut sub = ToolIo {
            cwd: io.cwd,
            env: io.env,
            stdin: &mut *io.stdin,
            stdout: &mut bytes,
            stderr: &mut *io.stderr,
            stdout_is_terminal: false,
            stderr_is_terminal: io.stderr_is_terminal,
        };
        crate::run(&write_args(args, None), &mut sub)
    };
    if code != 0 {
        return code;
    }
    print_bytecode(&bytes, args, io)
}

/// tileir-opt's flags that write `version` (one of `versions`).
fn emit_version_args(version: format::Version, versions: Versions) -> Vec<String> {
    let mut out = vec![format!("--emit-bytecode-version={version}")];
    if versions.testing {
        out.push("--bytecode-test-versions".into());
    }
    out
}

/// Reads `bytes` as bytecode and prints the module through tileir-opt.
fn print_bytecode(bytes: &[u8], args: &Args, io: &mut ToolIo<'_>) -> i32 {
    let text = match reader::read_to_text_in(bytes, args.versions) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(io.stderr, "<unknown>:0: error: {e}");
            return 1;
        }
    };
    let mut opt_args = vec![
        "tileir-opt".to_string(),
        "-".to_string(),
        "--no-implicit-module".to_string(),
    ];
    opt_args.extend(args.passthrough.iter().cloned());
    if let Some(o) = &args.output {
        opt_args.push("-o".into());
        opt_args.push(o.clone());
    }
    let mut stdin = std::io::Cursor::new(text.into_bytes());
    let mut sub = ToolIo {
        cwd: io.cwd,
        env: io.env,
        stdin: &mut stdin,
        stdout: &mut *io.stdout,
        stderr: &mut *io.stderr,
        stdout_is_terminal: io.stdout_is_terminal,
        stderr_is_terminal: io.stderr_is_terminal,
    };
    crate::run(&opt_args, &mut sub)
}

/// Runs tileir-opt with `args` in-process; its exit code and stdout.
fn run_captured(args: &[String], io: &mut ToolIo<'_>) -> (i32, Vec<u8>) {
    let mut out = Vec::new();
    let mut stdin = std::io::empty();
    let mut sub = ToolIo {
        cwd: io.cwd,
        env: io.env,
        stdin: &mut stdin,
        stdout: &mut out,
        stderr: &mut *io.stderr,
        stdout_is_terminal: false,
        stderr_is_terminal: io.stderr_is_terminal,
    };
    let code = crate::run(args, &mut sub);
    (code, out)
}

/// `--round-trip-test IN OUT [FLAGS]`, what the cuda-tile tests call
/// `%round_trip_test`: IN written as bytecode (the newest of `versions`) to
/// `OUT.tileirbc`, read back and printed with FLAGS must match tileir-opt's
/// own print of IN with FLAGS, blank lines aside (both prints are left in
/// `OUT.roundtrip.mlir` and `OUT.ref.mlir`). Exit 1 with the first
/// difference otherwise.
fn round_trip_test(args: &[String], versions: Versions, io: &mut ToolIo<'_>) -> i32 {
    let [input, out, flags @ ..] = args else {
        let _ = writeln!(
            io.stderr,
            "tileir-translate: --round-trip-test needs an input and an output prefix"
        );
        return 1;
    };
    let opt = |rest: &[&str]| -> Vec<String> {
        let mut a = vec!["tileir-opt".to_string(), input.clone()];
        a.extend(rest.iter().map(|s| s.to_string()));
        a.push("--no-implicit-module".into());
        a
    };
    let mut write = vec!["--emit-bytecode".to_string()];
    write.extend(emit_version_args(versions.newest, versions));
    let write: Vec<&str> = write.iter().map(String::as_str).collect();
    let (code, bytes) = run_captured(&opt(&write), io);
    if code != 0 {
        return code;
    }
    let mut read_back = Vec::new();
    let code = {
        let parsed = Args {
            versions,
            mode: Some(Mode::BytecodeToMlir),
            list_versions: false,
            version: None,
            no_implicit_module: true,
            input: "-".into(),
            output: None,
            passthrough: flags.to_vec(),
        };
        let mut stdin = std::io::empty();
        let mut sub = ToolIo {
            cwd: io.cwd,
            env: io.env,
            stdin: &mut stdin,
            stdout: &mut read_back,
            stderr: &mut *io.stderr,
            stdout_is_terminal: false,
            stderr_is_terminal: io.stderr_is_terminal,
        };
        print_bytecode(&bytes, &parsed, &mut sub)
    };
    if code != 0 {
        return code;
    }
    let mut ref_args = opt(&[]);
    ref_args.extend(flags.iter().cloned());
    let (code, reference) = run_captured(&ref_args, io);
    if code != 0 {
        return code;
    }
    for (suffix, data) in [
        ("tileirbc", &bytes),
        ("roundtrip.mlir", &read_back),
        ("ref.mlir", &reference),
    ] {
        let path = io.resolve(&format!("{out}.{suffix}"));
        if let Err(e) = std::fs::write(&path, data) {
            let _ = writeln!(
                io.stderr,
                "tileir-translate: cannot write {}: {e}",
                path.display()
            );
            return 1;
        }
    }
    let lines = |b: &[u8]| -> Vec<String> {
        String::from_utf8_lossy(b)
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(str::to_string)
            .collect()
    };
    let (got, want) = (lines(&read_back), lines(&reference));
    if got == want {
        return 0;
    }
    let i = got.iter().zip(&want).take_while(|(a, b)| a == b).count();
    let _ = writeln!(
        io.stderr,
        "tileir-translate: the round trip differs from tileir-opt's print at non-blank line {}:\n  round trip: {}\n  tileir-opt: {}",
        i + 1,
        got.get(i).map_or("<end>", String::as_str),
        want.get(i).map_or("<end>", String::as_str)
    );
    1
}
