//! An LLVM-22-compatible FileCheck, usable in-process through
//! [`tool_io::Tool`] and as the `FileCheck` binary.
//!
//! The pipeline is: [`options`] parses the command line, [`check_file`]
//! reads the check file into check strings made of [`pattern`]s (whose regex
//! pieces are translated by [`regex_translate`] and whose numeric blocks are
//! handled by [`numeric`]), [`matcher`] runs them over the input, printing
//! diagnostics through [`source`], and [`dump_input`] renders the annotated
//! input dump. All state lives in values created per call, so [`run`] is
//! reentrant and thread-safe.

pub mod check_file;
pub mod dump_input;
pub mod engine;
pub mod matcher;
pub mod numeric;
pub mod options;
pub mod pattern;
pub mod regex_translate;
pub mod source;
pub mod strref;
pub mod vars;

use tool_io::{Tool, ToolIo};

use crate::check_file::{canonicalize, read_check_file, validate_prefixes, ReadReq};
use crate::matcher::{Checker, MatchReq};
use crate::options::{DumpFilter, DumpInput};
use crate::pattern::PatternOpts;
use crate::source::SourceMgr;
use crate::vars::Context;

/// The FileCheck tool for in-process use.
pub struct FileCheckTool;

impl Tool for FileCheckTool {
    fn name(&self) -> &str {
        "FileCheck"
    }
    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        run(args, io)
    }
}

/// Runs FileCheck with `args` (`args[0]` is the program name) and returns
/// the exit code: 0 on success, 1 on check failure, 2 on usage errors.
pub fn run(args: &[String], io: &mut ToolIo<'_>) -> i32 {
    let mut err = Vec::new();
    let mut out = Vec::new();
    let code = run_inner(args, io, &mut out, &mut err);
    let _ = io.stdout.write_all(&out);
    let _ = io.stdout.flush();
    let _ = io.stderr.write_all(&err);
    let _ = io.stderr.flush();
    code
}

fn io_msg(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(p) => s[..p].to_string(),
        None => s,
    }
}

fn read_source(path: &str, io: &mut ToolIo<'_>) -> std::io::Result<Vec<u8>> {
    if path == "-" {
        let mut v = Vec::new();
        io.stdin.read_to_end(&mut v)?;
        Ok(v)
    } else {
        let p = io.resolve(path);
        if p.is_dir() {
            return Err(std::io::Error::other("Is a directory"));
        }
        std::fs::read(p)
    }
}

fn run_inner(args: &[String], io: &mut ToolIo<'_>, out: &mut Vec<u8>, err: &mut Vec<u8>) -> i32 {
    let prog_path = args.first().cloned().unwrap_or_else(|| "FileCheck".into());
    let prog = std::path::Path::new(&prog_path)
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "FileCheck".into());
    let mut all: Vec<String> = io
        .var("FILECHECK_OPTS")
        .map(options::tokenize)
        .unwrap_or_default();
    all.extend(args.iter().skip(1).cloned());
    let o = match options::parse(&all, &prog_path) {
        Ok(o) => o,
        Err(m) => {
            err.extend_from_slice(format!("{prog}: {m}\n").as_bytes());
            return 1;
        }
    };
    if o.help {
        out.extend_from_slice(
            format!("USAGE: {prog} [options] <check-file>\n\nOptions are parsed from the environment variable FILECHECK_OPTS and\nfrom the command line.\n").as_bytes(),
        );
        return 0;
    }
    if o.version {
        out.extend_from_slice(b"tileir FileCheck (LLVM 22 compatible)\n");
        return 0;
    }
    let dump = o
        .dump_input
        .iter()
        .max()
        .copied()
        .unwrap_or(DumpInput::Fail);
    let filter =
        o.dump_input_filter
            .iter()
            .max()
            .copied()
            .unwrap_or(if dump == DumpInput::Always {
                DumpFilter::All
            } else {
                DumpFilter::Error
            });
    let context = o.dump_input_context.iter().max().copied().unwrap_or(5) as usize;
    if dump == DumpInput::Help {
        out.extend_from_slice(dump_input::help_text().as_bytes());
        return 0;
    }
    let check_name = match &o.check_file {
        Some(c) if !c.is_empty() => c.clone(),
        _ => {
            err.extend_from_slice(b"<check-file> not specified\n");
            return 2;
        }
    };
    let mut define_err = false;
    for d in &o.defines {
        match d.find('=') {
            None => {
                err.extend_from_slice(
                    format!("Missing equal sign in command-line definition '-D{d}'\n").as_bytes(),
                );
                define_err = true;
            }
            Some(0) => {
                err.extend_from_slice(
                    format!("Missing variable name in command-line definition '-D{d}'\n")
                        .as_bytes(),
                );
                define_err = true;
            }
            _ => {}
        }
    }
    if define_err {
        return 2;
    }
    let verbose = o.verbose || o.verbose_verbose;
    let color = o.color.unwrap_or(io.stderr_is_terminal);
    if let Err(m) = validate_prefixes(&o.check_prefixes, &o.comment_prefixes) {
        err.extend_from_slice(format!("{m}\n").as_bytes());
        return 2;
    }
    let check_raw = match read_source(&check_name, io) {
        Ok(v) => v,
        Err(e) => {
            err.extend_from_slice(
                format!("Could not open check file '{check_name}': {}\n", io_msg(&e)).as_bytes(),
            );
            return 2;
        }
    };
    let mut sm = SourceMgr::new(color);
    let check_text = canonicalize(check_raw, o.strict_whitespace);
    let check_buf_name = if check_name == "-" {
        "<stdin>"
    } else {
        &check_name
    };
    let check_buf = sm.add(check_buf_name, check_text);
    let is_default_prefix = o.check_prefixes.is_empty();
    let check_prefixes = if is_default_prefix {
        vec!["CHECK".to_string()]
    } else {
        o.check_prefixes.clone()
    };
    let comment_prefixes = if o.comment_prefixes.is_empty() {
        vec!["COM".to_string(), "RUN".to_string()]
    } else {
        o.comment_prefixes.clone()
    };
    let popts = PatternOpts {
        match_full_lines: o.match_full_lines,
        strict_whitespace: o.strict_whitespace,
        ignore_case: o.ignore_case,
    };
    let rreq = ReadReq {
        check_prefixes: &check_prefixes,
        comment_prefixes: &comment_prefixes,
        is_default_prefix,
        implicit_check_not: &o.implicit_check_not,
        defines: &o.defines,
        allow_unused_prefixes: o.allow_unused_prefixes,
        opts: popts,
    };
    let mut ctx = Context::default();
    let cf = match read_check_file(&mut sm, check_buf, &rreq, &mut ctx, err) {
        Ok(cf) => cf,
        Err(code) => return code,
    };
    let input_name = o.input_file.clone().unwrap_or_else(|| "-".into());
    let input_disp = if input_name == "-" {
        "<stdin>".to_string()
    } else {
        input_name.clone()
    };
    let input_raw = match read_source(&input_name, io) {
        Ok(v) => v,
        Err(e) => {
            err.extend_from_slice(
                format!("Could not open input file '{input_disp}': {}\n", io_msg(&e)).as_bytes(),
            );
            return 2;
        }
    };
    if input_raw.is_empty() && !o.allow_empty {
        err.extend_from_slice(format!("FileCheck error: '{input_disp}' is empty.\n").as_bytes());
        let mut s = String::from("FileCheck command line: ");
        for a in args {
            s.push(' ');
            s.push_str(a);
        }
        s.push('\n');
        err.extend_from_slice(s.as_bytes());
        return 2;
    }
    let _scale = engine::InputScale::for_input_len(input_raw.len());
    let input_text = canonicalize(input_raw, o.strict_whitespace);
    let input_buf = sm.add(&input_disp, input_text);
    let input_ref = sm.text(input_buf);
    let (ok, diags) = {
        let mut checker = Checker {
            sm: &sm,
            input_buf,
            input: input_ref,
            ctx: &mut ctx,
            req: MatchReq {
                verbose,
                verbose_verbose: o.verbose_verbose,
                allow_deprecated_dag_overlap: o.allow_deprecated_dag_overlap,
                enable_var_scope: o.enable_var_scope,
            },
            out: err,
            diags: if dump == DumpInput::Never {
                None
            } else {
                Some(Vec::new())
            },
            cache: engine::RegexCache::default(),
        };
        let ok = checker.check_input(&cf.checks);
        (ok, checker.diags.take())
    };
    let code = if ok { 0 } else { 1 };
    if dump == DumpInput::Always || (code == 1 && dump == DumpInput::Fail) {
        err.extend_from_slice(
            format!(
                "\nInput file: {input_disp}\nCheck file: {check_name}\n\n-dump-input=help explains the following input dump.\n\n"
            )
            .as_bytes(),
        );
        let dreq = dump_input::DumpReq {
            verbose,
            filter,
            context,
            label_width: o.dump_input_label_width as usize,
            color,
        };
        dump_input::dump(
            err,
            &sm,
            check_buf,
            cf.imp_range,
            input_buf,
            diags.as_deref().unwrap_or(&[]),
            &dreq,
        );
    }
    code
}
