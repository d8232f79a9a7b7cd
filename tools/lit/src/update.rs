//! `--update-tests`: rewriting the check lines of failing tests from their
//! commands' new output (the cranelift "bless" habit, lit 22's option).
//!
//! The runner knows which RUN lines to repair but not how checks are
//! written: a [`CheckUpdater`] given by the harness (tileir-lit registers
//! tileir-checkgen) makes the new text. A RUN line is repaired when it is one
//! pipeline whose last command is `FileCheck` reading the test file itself,
//! the commands before it succeed, and FileCheck reports a mismatch (exit 1).
//! Anything else that fails (a crash, a command checking diagnostics with
//! `not` or `2>&1`, a FileCheck usage error, another RUN line) is reported
//! and the file is left as it is.

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

use crate::discovery::Test;
use crate::runner::{substituted_commands, RunContext};
use crate::shell::exec::{Shell, ShellSettings};
use crate::shell::parser::{self, Command, Pipeline, Redirect, Script, Word};
use crate::test_file;

/// Makes a test's new text from a command's output.
pub trait CheckUpdater: Send + Sync {
    /// `text` with the check lines FileCheck reads under `filecheck_args`
    /// (its arguments without the check file) regenerated from `output`.
    fn update(&self, text: &str, output: &str, filecheck_args: &[String])
        -> Result<String, String>;
}

/// What `--update-tests` did to one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The test file's text before and after (equal when nothing changed).
    pub old: String,
    pub new: String,
    /// Why RUN lines were not repaired: (line, reason).
    pub skipped: Vec<(usize, String)>,
}

impl Outcome {
    pub fn changed(&self) -> bool {
        self.old != self.new
    }

    /// A unified diff of the change; a relative `path` gets git's `a/` and
    /// `b/` headers (so `git apply` takes it).
    pub fn diff(&self, path: &Path) -> String {
        let p = path.to_string_lossy();
        let (a, b) = if path.is_relative() {
            (format!("a/{p}"), format!("b/{p}"))
        } else {
            (p.to_string(), p.to_string())
        };
        similar::TextDiff::from_lines(&self.old, &self.new)
            .unified_diff()
            .context_radius(3)
            .header(&a, &b)
            .to_string()
    }
}

/// The prefixes a FileCheck command line checks (`CHECK` by default).
fn prefixes(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].trim_start_matches('-');
        for name in ["check-prefixes", "check-prefix"] {
            if let Some(v) = a.strip_prefix(name).and_then(|r| r.strip_prefix('=')) {
                out.extend(v.split(',').map(String::from));
            } else if a == name && args[i].starts_with('-') {
                if let Some(v) = args.get(i + 1) {
                    out.extend(v.split(',').map(String::from));
                }
                i += 1;
            }
        }
        i += 1;
    }
    if out.is_empty() {
        out.push("CHECK".into());
    }
    out
}

/// A RUN line `producer | FileCheck ... <test file> ...`.
struct CheckedPipe {
    producer: Pipeline,
    filecheck: Command,
    /// FileCheck's arguments but the check file.
    args: Vec<String>,
}

fn checked_pipe(script: &Script, source: &str) -> Option<CheckedPipe> {
    let Script::Pipeline(p) = script else {
        return None;
    };
    let (last, producer) = p.commands.split_last()?;
    if producer.is_empty() || p.negate {
        return None;
    }
    let name = last.args.first()?.text.as_str();
    if Path::new(name).file_name()?.to_str()? != "FileCheck" {
        return None;
    }
    let words: Vec<&str> = last.args[1..].iter().map(|w| w.text.as_str()).collect();
    let at = words.iter().position(|w| *w == source)?;
    let args = words
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != at)
        .map(|(_, w)| w.to_string())
        .collect();
    Some(CheckedPipe {
        producer: Pipeline {
            commands: producer.to_vec(),
            negate: false,
        },
        filecheck: last.clone(),
        args,
    })
}

/// Why a producer's output is not something to regenerate checks from.
fn checks_diagnostics(p: &Pipeline) -> Option<&'static str> {
    for c in &p.commands {
        if c.args
            .first()
            .is_some_and(|w| w.text == "not" || w.text == "!")
        {
            return Some("its command is expected to fail (`not`)");
        }
        if c.redirects
            .iter()
            .any(|r| r.op == ">&" && r.fd == Some(2) && r.target.text == "1" || r.op == "&>")
        {
            return Some("it checks diagnostics (`2>&1`)");
        }
    }
    None
}

fn word(text: &str) -> Word {
    Word {
        text: text.to_string(),
        glob: false,
    }
}

/// Runs `test`'s script, regenerating the checks of each RUN line whose
/// FileCheck reports a mismatch. Writes nothing.
pub fn update_test(ctx: &RunContext, test: &Test, updater: &dyn CheckUpdater) -> Outcome {
    let old = std::fs::read_to_string(&test.source_path).unwrap_or_default();
    let mut outcome = Outcome {
        old: old.clone(),
        new: old.clone(),
        skipped: Vec::new(),
    };
    let mut skip = |line: usize, why: String| outcome.skipped.push((line, why));
    let fail = |why: String| Outcome {
        old: old.clone(),
        new: old.clone(),
        skipped: vec![(0, why)],
    };
    let parsed = match test_file::parse(&old) {
        Ok(p) => p,
        Err(m) => return fail(m),
    };
    let commands = match substituted_commands(test, &old, &parsed) {
        Ok(c) => c,
        Err(m) => return fail(m),
    };
    let tools = match ctx.tool_table(&test.config) {
        Ok(t) => t,
        Err(m) => return fail(m),
    };
    let (tmp_dir, tmp_base) = test.temp_paths();
    if let Err(e) = std::fs::create_dir_all(&tmp_dir) {
        return fail(format!("cannot create {}: {e}", tmp_dir.display()));
    }
    let settings = ShellSettings {
        tools,
        external: ctx.external,
        output_limit: ctx.output_limit,
        cancel: Arc::new(AtomicBool::new(false)),
        timeout_enabled: false,
    };
    let exec_dir = tmp_dir.parent().unwrap_or(&tmp_dir).to_path_buf();
    let trace = Arc::new(Mutex::new(String::new()));
    let mut shell = Shell::new(&settings, exec_dir, ctx.environment(test), trace);
    let source = test.source_path.to_string_lossy().into_owned();
    let all_prefixes: Vec<(usize, Vec<String>)> = commands
        .iter()
        .filter_map(|(line, c)| {
            let s = parser::parse(c).ok()?;
            checked_pipe(&s, &source).map(|p| (*line, prefixes(&p.args)))
        })
        .collect();
    let mut text = old.clone();
    for (n, (line, c)) in commands.iter().enumerate() {
        let Ok(script) = parser::parse(c) else {
            skip(*line, "its command does not parse".into());
            break;
        };
        let Some(pipe) = checked_pipe(&script, &source) else {
            match shell.run(&script) {
                Ok(0) => continue,
                Ok(code) => skip(
                    *line,
                    format!("it fails with exit status {code}, not by a FileCheck mismatch"),
                ),
                Err(a) => skip(*line, format!("it was stopped: {a:?}")),
            }
            break;
        };
        if let Some(why) = checks_diagnostics(&pipe.producer) {
            match shell.run(&script) {
                Ok(0) => {}
                Ok(_) => skip(*line, format!("not rewritten: {why}")),
                Err(a) => skip(*line, format!("it was stopped: {a:?}")),
            }
            continue;
        }
        // The producer's stdout goes to a file, then FileCheck reads it.
        let out_path = format!("{}.update-{n}.out", tmp_base.display());
        let mut producer = pipe.producer.clone();
        if let Some(last) = producer.commands.last_mut() {
            last.redirects.push(Redirect {
                op: ">",
                fd: None,
                target: word(&out_path),
            });
        }
        match shell.run(&Script::Pipeline(producer)) {
            Ok(0) => {}
            Ok(code) => {
                skip(*line, format!("its command fails with exit status {code} (a crash or an error is not a FileCheck mismatch)"));
                break;
            }
            Err(a) => {
                skip(*line, format!("it was stopped: {a:?}"));
                break;
            }
        }
        let mut check = pipe.filecheck.clone();
        check.redirects.push(Redirect {
            op: "<",
            fd: None,
            target: word(&out_path),
        });
        let code = match shell.run(&Script::Pipeline(Pipeline {
            commands: vec![check],
            negate: false,
        })) {
            Ok(code) => code,
            Err(a) => {
                skip(*line, format!("it was stopped: {a:?}"));
                break;
            }
        };
        if code == 0 {
            continue;
        }
        if code != 1 {
            skip(
                *line,
                format!("FileCheck exits with status {code}, not a check mismatch"),
            );
            continue;
        }
        let mine = prefixes(&pipe.args);
        if let Some((other, _)) = all_prefixes
            .iter()
            .find(|(l, p)| l != line && p.iter().any(|x| mine.contains(x)))
        {
            skip(
                *line,
                format!("its check prefix is shared with the RUN line at line {other}"),
            );
            continue;
        }
        let output = match std::fs::read(&out_path) {
            Ok(b) => String::from_utf8_lossy(&b).into_owned(),
            Err(e) => {
                skip(*line, format!("cannot read its output: {e}"));
                continue;
            }
        };
        match updater.update(&text, &output, &pipe.args) {
            Ok(t) => text = t,
            Err(m) => skip(*line, m),
        }
    }
    outcome.new = text;
    outcome
}

/// Replaces `path` by `text` through a file beside it and a rename, so an
/// interrupted write never leaves half a test.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".update-tests-{}", std::process::id()));
    let tmp = std::path::PathBuf::from(tmp);
    std::fs::write(&tmp, text)?;
    if let Ok(meta) = std::fs::metadata(path) {
        let _ = std::fs::set_permissions(&tmp, meta.permissions());
    }
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pipe(cmd: &str) -> Option<CheckedPipe> {
        checked_pipe(&parser::parse(cmd).unwrap(), "/t/a.mlir")
    }

    #[test]
    fn which_run_lines_are_repairable() {
        let p = pipe("tileir-opt /t/a.mlir -cse | FileCheck /t/a.mlir --check-prefix=X").unwrap();
        assert_eq!(p.args, vec!["--check-prefix=X".to_string()]);
        assert_eq!(prefixes(&p.args), vec!["X".to_string()]);
        assert!(checks_diagnostics(&p.producer).is_none());
        // FileCheck reading another file, or no FileCheck at the end.
        assert!(pipe("tileir-opt /t/a.mlir | FileCheck /t/b.check").is_none());
        assert!(pipe("tileir-opt /t/a.mlir -o /dev/null").is_none());
        assert!(pipe("FileCheck /t/a.mlir < x").is_none());
        let d = pipe("not tileir-opt /t/a.mlir 2>&1 | FileCheck /t/a.mlir").unwrap();
        assert!(checks_diagnostics(&d.producer).is_some());
        let d = pipe("tileir-opt /t/a.mlir 2>&1 | FileCheck /t/a.mlir").unwrap();
        assert!(checks_diagnostics(&d.producer).is_some());
    }

    #[test]
    fn prefixes_of_filecheck_arguments() {
        let v = |a: &[&str]| prefixes(&a.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(v(&[]), vec!["CHECK"]);
        assert_eq!(v(&["--check-prefixes=A,B"]), vec!["A", "B"]);
        assert_eq!(v(&["-check-prefix", "C"]), vec!["C"]);
    }
}
