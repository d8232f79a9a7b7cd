//! The `tileir-checkgen` command: reads tileir-opt's output and prints check
//! lines, or a test file with its check block regenerated. Runs against a
//! [`ToolIo`], like every tool here.

use tool_io::{Tool, ToolIo};

use crate::generate::Options;

const USAGE: &str = "usage: tileir-checkgen [options] [<tileir-opt output> | -]

Prints FileCheck lines for IR printed by tileir-opt (read from stdin by
default), after checking them with FileCheck against that output:

  tileir-opt in.mlir -cse | tileir-checkgen
  tileir-opt in.mlir -cse | tileir-checkgen --source=in.mlir -i

Options:
  --check-prefix=NAME  the check prefix (default CHECK)
  --next               CHECK-NEXT for every line after a function's label
  --functions=A,B      only these function-like symbols (no module lines)
  --no-attrs           match attribute dictionaries with {{.*}}
  --no-types           match an op's trailing types with {{.*}}
  --same-width=N       one CHECK-SAME per argument of signatures longer
                       than N characters (default 80)
  --source=FILE        print FILE with the prefix's check lines regenerated
                       (in a file with none, before each function); lines
                       after a `COM: keep` line are kept
  -i, --in-place       with --source, rewrite FILE instead of printing it
";

/// The command, for in-process use.
pub struct CheckGenTool;

impl Tool for CheckGenTool {
    fn name(&self) -> &str {
        "tileir-checkgen"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        run(args, io)
    }
}

struct Args {
    opts: Options,
    input: String,
    source: Option<String>,
    in_place: bool,
}

fn parse(args: &[String]) -> Result<Option<Args>, String> {
    let mut a = Args {
        opts: Options::default(),
        input: "-".into(),
        source: None,
        in_place: false,
    };
    let mut input = None;
    for arg in args {
        let (name, value) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with('-') => (n, Some(v)),
            _ => (arg.as_str(), None),
        };
        let name = if name.starts_with("--") || name.len() <= 2 {
            name.to_string()
        } else if name.starts_with('-') {
            format!("-{name}")
        } else {
            name.to_string()
        };
        let need = || {
            value
                .map(str::to_string)
                .ok_or(format!("option '{name}' needs a value ({name}=...)"))
        };
        match name.as_str() {
            "-h" | "--help" => return Ok(None),
            "--check-prefix" => a.opts.prefix = need()?,
            "--next" => a.opts.next = true,
            "--functions" => {
                a.opts.functions = Some(need()?.split(',').map(String::from).collect())
            }
            "--no-attrs" => a.opts.attrs = false,
            "--no-types" => a.opts.types = false,
            "--same-width" => {
                let v = need()?;
                a.opts.same_width = v
                    .parse()
                    .map_err(|_| format!("invalid --same-width value '{v}'"))?;
            }
            "--source" => a.source = Some(need()?),
            "-i" | "--in-place" => a.in_place = true,
            "-" => input = Some("-".to_string()),
            n if n.starts_with('-') => return Err(format!("unknown option '{arg}'")),
            _ if input.is_some() => return Err(format!("unexpected argument '{arg}'")),
            _ => input = Some(arg.clone()),
        }
    }
    let valid = regex::Regex::new("^[A-Za-z][A-Za-z0-9_-]*$").expect("prefix regex");
    if !valid.is_match(&a.opts.prefix) {
        return Err(format!("invalid check prefix '{}'", a.opts.prefix));
    }
    if a.in_place && a.source.is_none() {
        return Err("--in-place needs --source=FILE".into());
    }
    a.input = input.unwrap_or_else(|| "-".into());
    Ok(Some(a))
}

/// Runs the command; 0 on success, 1 when checks cannot be made, 2 on usage errors.
pub fn run(args: &[String], io: &mut ToolIo<'_>) -> i32 {
    let a = match parse(args.get(1..).unwrap_or(&[])) {
        Ok(Some(a)) => a,
        Ok(None) => {
            let _ = io.stdout.write_all(USAGE.as_bytes());
            return 0;
        }
        Err(m) => {
            let _ = writeln!(io.stderr, "tileir-checkgen: error: {m}\n{USAGE}");
            return 2;
        }
    };
    let output = if a.input == "-" {
        let mut s = String::new();
        match io.stdin.read_to_string(&mut s) {
            Ok(_) => s,
            Err(e) => return fail(io, &format!("cannot read stdin: {e}")),
        }
    } else {
        match std::fs::read_to_string(io.resolve(&a.input)) {
            Ok(s) => s,
            Err(e) => return fail(io, &format!("cannot read '{}': {e}", a.input)),
        }
    };
    let fc_args = vec![format!("--check-prefix={}", a.opts.prefix)];
    let Some(source) = a.source else {
        return match crate::generate_checks(&output, &a.opts, &fc_args) {
            Ok(text) => {
                let _ = io.stdout.write_all(text.as_bytes());
                0
            }
            Err(m) => fail(io, &m),
        };
    };
    let path = io.resolve(&source);
    let text = match std::fs::read_to_string(&path) {
        Ok(s) => s,
        Err(e) => return fail(io, &format!("cannot read '{source}': {e}")),
    };
    let new = match crate::update(&text, &output, &a.opts, &fc_args) {
        Ok(t) => t,
        Err(m) => return fail(io, &m),
    };
    if a.in_place {
        if let Err(e) = write_atomically(&path, &new) {
            return fail(io, &format!("cannot write '{source}': {e}"));
        }
    } else {
        let _ = io.stdout.write_all(new.as_bytes());
    }
    0
}

fn fail(io: &mut ToolIo<'_>, msg: &str) -> i32 {
    let _ = writeln!(io.stderr, "tileir-checkgen: error: {msg}");
    1
}

/// Replaces `path` by `text` through a temporary file in the same directory,
/// so a reader never sees half a file.
pub fn write_atomically(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(text.as_bytes())?;
    tmp.flush()?;
    if let Ok(meta) = std::fs::metadata(path) {
        let _ = std::fs::set_permissions(tmp.path(), meta.permissions());
    }
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}
