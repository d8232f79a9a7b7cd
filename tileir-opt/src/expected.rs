//! `--verify-diagnostics`: the `expected-*` comments of an input and the
//! matching of emitted diagnostics against them, with mlir-opt's messages
//! (MLIR's `SourceMgrDiagnosticVerifierHandler` is the spec).
//!
//! Syntax, one per line: `expected-(error|warning|note|remark)[-re]
//! [@+N|@-N|@above|@below|@unknown] {{text}}`. Plain text matches as a
//! substring; with `-re`, `{{regex}}` parts inside the text are regexes and
//! the rest is literal. A diagnostic matches an expectation on its line (or
//! any expectation marked `@unknown` when it has no file location).
//!
//! One verifier serves the whole input, across `--split-input-file` chunks:
//! unexpected diagnostics are reported as they arrive, expectations never
//! produced at the end, in file order.

use regex::Regex;
use tileir_ir::diag::{file_line_col, SourceMgr};
use tileir_ir::{Context, Diagnostic, Location, Severity};

/// One `expected-*` comment.
#[derive(Debug)]
pub struct Expected {
    pub severity: Severity,
    /// The line the diagnostic is expected on (1-based).
    pub line: u32,
    /// Where `expected-` starts (1-based line and byte column).
    pub at_line: u32,
    pub at_col: u32,
    /// The text between `{{` and the final `}}`.
    pub text: String,
    regex: Option<Regex>,
    /// `@unknown`: matches diagnostics without a file location.
    pub unknown_loc: bool,
    pub matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(message),
            None => message.contains(&self.text),
        }
    }
}

/// The expectations of one input, and what has been seen so far.
pub struct ExpectedDiagnostics {
    file: String,
    expected: Vec<Expected>,
    /// `--verify-diagnostics=only-expected`: ignore unexpected diagnostics.
    only_expected: bool,
    failed: bool,
}

fn designator_regex() -> Regex {
    Regex::new(
        r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$",
    )
    .expect("the designator pattern is valid")
}

fn severity_of(kind: &str) -> Severity {
    match kind {
        "error" => Severity::Error,
        "warning" => Severity::Warning,
        "remark" => Severity::Remark,
        _ => Severity::Note,
    }
}

/// The regex for an `-re` expectation: literal text, `{{re}}` parts as groups.
fn compute_regex(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(start) = rest.find("{{") else {
            pattern.push_str(&regex::escape(rest));
            break;
        };
        pattern.push_str(&regex::escape(&rest[..start]));
        rest = &rest[start + 2..];
        let Some(end) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let part = &rest[..end];
        if let Err(e) = Regex::new(part) {
            return Err(format!("invalid regex: {}", first_line(&e.to_string())));
        }
        pattern.push('(');
        pattern.push_str(part);
        pattern.push(')');
        rest = &rest[end + 2..];
    }
    Regex::new(&pattern).map_err(|e| format!("invalid regex: {}", first_line(&e.to_string())))
}

fn first_line(s: &str) -> &str {
    s.lines().last().unwrap_or(s).trim()
}

impl ExpectedDiagnostics {
    /// Scans `text` (the whole input, named `file`) for expectations. Errors
    /// in the comments themselves are rendered into `errors`.
    pub fn parse(
        file: &str,
        text: &str,
        only_expected: bool,
        sm: &SourceMgr,
        errors: &mut String,
    ) -> ExpectedDiagnostics {
        let re = designator_regex();
        let lines: Vec<&str> = text.split('\n').collect();
        let mut expected: Vec<Expected> = Vec::new();
        let mut failed = false;
        let mut last_non_designator = 0u32;
        let mut for_next_line: Vec<usize> = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let line_no = i as u32 + 1;
            let trimmed = line.trim_end();
            let Some(caps) = re.captures(trimmed) else {
                for &d in &for_next_line {
                    expected[d].line = line_no;
                }
                for_next_line.clear();
                last_non_designator = i as u32;
                continue;
            };
            let whole = caps.get(0).expect("group 0 always matches");
            let text = caps.get(5).map_or("", |m| m.as_str()).to_string();
            let mut e = Expected {
                severity: severity_of(&caps[1]),
                line: line_no,
                at_line: line_no,
                at_col: whole.start() as u32 + 1,
                regex: None,
                unknown_loc: false,
                matched: false,
                text,
            };
            if caps.get(2).is_some() {
                match compute_regex(&e.text) {
                    Ok(r) => e.regex = Some(r),
                    Err(msg) => {
                        errors.push_str(&sm.render_at(
                            file,
                            e.at_line,
                            e.at_col,
                            Severity::Error,
                            &msg,
                            e.text.len(),
                        ));
                        failed = true;
                        continue;
                    }
                }
            }
            if let Some(offset) = caps.get(4).map(|m| m.as_str()) {
                if let Some(n) = offset.strip_prefix('+') {
                    e.line = e.line.saturating_add(n.parse().unwrap_or(0));
                } else if let Some(n) = offset.strip_prefix('-') {
                    e.line = e.line.saturating_sub(n.parse().unwrap_or(0));
                } else if offset == "unknown" {
                    e.unknown_loc = true;
                } else if offset == "above" {
                    e.line = last_non_designator + 1;
                } else {
                    for_next_line.push(expected.len());
                    e.line = lines.len() as u32;
                }
            }
            expected.push(e);
        }
        ExpectedDiagnostics {
            file: file.to_string(),
            expected,
            only_expected,
            failed,
        }
    }

    /// Checks one diagnostic and each of its notes; returns what to print.
    pub fn process(&mut self, ctx: &Context, sm: &SourceMgr, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.process_one(ctx, sm, diag.loc, &diag.message, diag.severity, &mut out);
        for note in &diag.notes {
            self.process_one(ctx, sm, note.loc, &note.message, note.severity, &mut out);
        }
        out
    }

    fn process_one(
        &mut self,
        ctx: &Context,
        sm: &SourceMgr,
        loc: Location,
        message: &str,
        severity: Severity,
        out: &mut String,
    ) {
        let file_loc = file_line_col(ctx, loc);
        let mut near_miss = None;
        for (i, e) in self.expected.iter_mut().enumerate() {
            match file_loc {
                Some((file, line, _)) => {
                    if e.unknown_loc || file != self.file || line != e.line {
                        continue;
                    }
                }
                None => {
                    if !e.unknown_loc {
                        continue;
                    }
                }
            }
            if e.matches(message) {
                if e.severity == severity {
                    e.matched = true;
                    return;
                }
                near_miss = Some(i);
            }
        }
        if self.only_expected {
            return;
        }
        self.failed = true;
        match near_miss {
            Some(i) => {
                let e = &self.expected[i];
                let (line, col) = if e.unknown_loc {
                    (0, 0)
                } else {
                    (e.at_line, e.at_col)
                };
                out.push_str(&sm.render_at(
                    &self.file,
                    line,
                    col,
                    Severity::Error,
                    &format!(
                        "'{}' diagnostic emitted when expecting a '{}'",
                        severity.as_str(),
                        e.severity.as_str()
                    ),
                    1,
                ));
            }
            None => out.push_str(&sm.render_single(
                ctx,
                loc,
                Severity::Error,
                &format!("unexpected {}: {message}", severity.as_str()),
            )),
        }
    }

    /// Reports every expectation never matched; returns what to print.
    ///
    /// mlir-opt checks twice (explicitly, then in the handler's destructor)
    /// and only the per-file list is cleared in between, so an unmatched
    /// `@unknown` expectation is reported twice; that is kept.
    pub fn finish(&mut self, sm: &SourceMgr) -> String {
        let mut out = String::new();
        let unmatched = |e: &&Expected| !e.matched;
        let known: Vec<&Expected> = self
            .expected
            .iter()
            .filter(|e| !e.unknown_loc)
            .filter(unmatched)
            .collect();
        let unknown: Vec<&Expected> = self
            .expected
            .iter()
            .filter(|e| e.unknown_loc)
            .filter(unmatched)
            .collect();
        for e in known.iter().chain(&unknown).chain(&unknown) {
            let (line, col) = if e.unknown_loc {
                (0, 0)
            } else {
                (e.at_line, e.at_col)
            };
            out.push_str(&sm.render_at(
                &self.file,
                line,
                col,
                Severity::Error,
                &format!(
                    "expected {} \"{}\" was not produced",
                    e.severity.as_str(),
                    e.text
                ),
                e.text.len(),
            ));
        }
        if !known.is_empty() || !unknown.is_empty() {
            self.failed = true;
        }
        out
    }

    /// Whether every diagnostic was expected and every expectation produced
    /// (valid after [`ExpectedDiagnostics::finish`]).
    pub fn succeeded(&self) -> bool {
        !self.failed
    }

    pub fn expectations(&self) -> &[Expected] {
        &self.expected
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tileir_ir::SourceFile;

    fn setup(text: &str) -> (Context, SourceMgr, ExpectedDiagnostics) {
        let ctx = Context::with_dialects(&[]);
        let mut sm = SourceMgr::new();
        sm.add(SourceFile::new("t.mlir", text));
        let mut errors = String::new();
        let ed = ExpectedDiagnostics::parse("t.mlir", text, false, &sm, &mut errors);
        assert_eq!(errors, "");
        (ctx, sm, ed)
    }

    #[test]
    fn parses_designators() {
        let text = "a\n// expected-error @+1 {{foo}}\nb\n// expected-note@below {{n}}\n// expected-warning@above {{w}}\nc\nd // expected-remark-re {{x{{[0-9]+}}}}\n// expected-error@unknown {{u}}\n";
        let (_, _, ed) = setup(text);
        let e = ed.expectations();
        assert_eq!(e.len(), 5);
        assert_eq!((e[0].line, e[0].at_col, e[0].text.as_str()), (3, 4, "foo"));
        assert_eq!(e[1].line, 6);
        assert_eq!(e[2].line, 3);
        assert_eq!(e[3].line, 7);
        assert!(e[3].matches("x42"));
        assert!(!e[3].matches("xy"));
        assert!(e[4].unknown_loc);
    }

    #[test]
    fn matches_and_reports() {
        let text = "x\n// expected-error@-1 {{bad thing}}\ny // expected-warning {{w}}\nz // expected-error {{never}}\n";
        let (ctx, sm, mut ed) = setup(text);
        let d = Diagnostic::error(ctx.file_loc("t.mlir", 1, 1), "a bad thing happened");
        assert_eq!(ed.process(&ctx, &sm, &d), "");
        let w = Diagnostic::error(ctx.file_loc("t.mlir", 3, 1), "w");
        assert_eq!(
            ed.process(&ctx, &sm, &w),
            "t.mlir:3:6: error: 'error' diagnostic emitted when expecting a 'warning'\ny // expected-warning {{w}}\n     ^\n"
        );
        let u = Diagnostic::error(ctx.file_loc("t.mlir", 1, 1), "other");
        assert_eq!(
            ed.process(&ctx, &sm, &u),
            "t.mlir:1:1: error: unexpected error: other\nx\n^\n"
        );
        assert_eq!(
            ed.finish(&sm),
            "t.mlir:3:6: error: expected warning \"w\" was not produced\ny // expected-warning {{w}}\n     ^\nt.mlir:4:6: error: expected error \"never\" was not produced\nz // expected-error {{never}}\n     ^~~~~\n"
        );
        assert!(!ed.succeeded());
    }

    #[test]
    fn bad_regex_is_reported() {
        let ctx = Context::with_dialects(&[]);
        let _ = ctx;
        let text = "// expected-error-re {{a{{(}}}}\n";
        let mut sm = SourceMgr::new();
        sm.add(SourceFile::new("t.mlir", text));
        let mut errors = String::new();
        let ed = ExpectedDiagnostics::parse("t.mlir", text, false, &sm, &mut errors);
        assert!(
            errors.starts_with("t.mlir:1:4: error: invalid regex: "),
            "{errors}"
        );
        assert!(!ed.succeeded());
    }
}
