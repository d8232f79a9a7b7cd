//! Diagnostics as values, rendered once at the edge in LLVM's SourceMgr form:
//!
//! ```text
//! file.mlir:3:10: error: use of undeclared SSA value name
//!   return %1 : i32
//!          ^
//! ```
//!
//! Library code builds [`Diagnostic`]s and returns them; only tools print.

use crate::attributes::{LocData, Location};
use crate::context::Context;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    Remark,
    Note,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// A diagnostic with its attached notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: Location,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn error(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    pub fn warning(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(loc, message)
        }
    }

    pub fn remark(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Remark,
            ..Diagnostic::error(loc, message)
        }
    }

    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            ..Diagnostic::error(loc, message)
        });
        self
    }
}

/// One source buffer with a line index, for showing source lines and carets.
pub struct SourceFile {
    pub name: String,
    pub text: String,
    /// Byte offset where each line starts.
    line_starts: Vec<usize>,
    /// Line numbers in diagnostics are this much higher than in `text`
    /// (a `--split-input-file` chunk keeps its original line numbers).
    pub line_offset: u32,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(memchr_newlines(&text));
        SourceFile {
            name: name.into(),
            text,
            line_starts,
            line_offset: 0,
        }
    }

    /// 1-based (line, column) of a byte offset, columns counted in bytes as MLIR does.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        let col = offset - self.line_starts[line] + 1;
        (line as u32 + 1 + self.line_offset, col as u32)
    }

    /// The text of a 1-based line (without its newline), if it exists.
    pub fn line_text(&self, line: u32) -> Option<&str> {
        let line = line.checked_sub(1 + self.line_offset)? as usize;
        let start = *self.line_starts.get(line)?;
        let end = self
            .line_starts
            .get(line + 1)
            .map_or(self.text.len(), |&e| e - 1);
        let s = &self.text[start..end.max(start)];
        Some(s.strip_suffix('\r').unwrap_or(s))
    }
}

fn memchr_newlines(text: &str) -> impl Iterator<Item = usize> + '_ {
    text.bytes()
        .enumerate()
        .filter(|&(_, b)| b == b'\n')
        .map(|(i, _)| i + 1)
}

/// Renders diagnostics against the source files they point into.
#[derive(Default)]
pub struct SourceMgr {
    files: Vec<SourceFile>,
}

impl SourceMgr {
    pub fn new() -> SourceMgr {
        SourceMgr::default()
    }

    pub fn add(&mut self, file: SourceFile) {
        self.files.push(file);
    }

    fn file(&self, name: &str) -> Option<&SourceFile> {
        self.files.iter().rev().find(|f| f.name == name)
    }

    /// Renders one diagnostic and its notes, each ending in a newline.
    pub fn render(&self, ctx: &Context, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_into(ctx, diag, &mut out);
        for note in &diag.notes {
            self.render_into(ctx, note, &mut out);
        }
        out
    }

    fn render_into(&self, ctx: &Context, diag: &Diagnostic, out: &mut String) {
        use std::fmt::Write;
        match file_line_col(ctx, diag.loc) {
            Some((file, line, col)) => {
                let _ = writeln!(
                    out,
                    "{file}:{line}:{col}: {}: {}",
                    diag.severity.as_str(),
                    diag.message
                );
                if let Some(text) = self.file(file).and_then(|f| f.line_text(line)) {
                    out.push_str(text);
                    out.push('\n');
                    // The caret lines up under the column; tabs are kept so it aligns.
                    let pad: String = text
                        .bytes()
                        .take(col.saturating_sub(1) as usize)
                        .map(|b| if b == b'\t' { '\t' } else { ' ' })
                        .collect();
                    out.push_str(&pad);
                    out.push_str("^\n");
                }
            }
            None => {
                let _ = writeln!(
                    out,
                    "{}: {}: {}",
                    loc_label(ctx, diag.loc),
                    diag.severity.as_str(),
                    diag.message
                );
            }
        }
    }
}

/// The file position a location points at, looking through name, call-site
/// (the callee) and fused locations as MLIR's SourceMgr handler does.
pub fn file_line_col(ctx: &Context, loc: Location) -> Option<(&str, u32, u32)> {
    let mut stack = vec![loc];
    while let Some(loc) = stack.pop() {
        match ctx.loc_data(loc) {
            LocData::FileLineCol { file, line, col } => return Some((ctx.str(*file), *line, *col)),
            LocData::FileRange {
                file,
                start_line,
                start_col,
                ..
            } => return Some((ctx.str(*file), *start_line, *start_col)),
            LocData::Name {
                child: Some(child), ..
            } => stack.push(*child),
            LocData::CallSite { callee, .. } => stack.push(*callee),
            LocData::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            LocData::Name { child: None, .. } | LocData::Unknown => {}
        }
    }
    None
}

fn loc_label(ctx: &Context, loc: Location) -> String {
    match ctx.loc_data(loc) {
        LocData::Unknown => "loc(unknown)".to_string(),
        LocData::Name { name, .. } => format!("loc(\"{}\")", ctx.str(*name)),
        _ => "loc(unknown)".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_source_line_and_caret() {
        let ctx = Context::with_dialects(&[]);
        let mut sm = SourceMgr::new();
        sm.add(SourceFile::new(
            "t.mlir",
            "func.func @f() {\n  return %1 : i32\n}\n",
        ));
        let d = Diagnostic::error(
            ctx.file_loc("t.mlir", 2, 10),
            "use of undeclared SSA value name",
        );
        assert_eq!(
            sm.render(&ctx, &d),
            "t.mlir:2:10: error: use of undeclared SSA value name\n  return %1 : i32\n         ^\n"
        );
    }

    #[test]
    fn line_col_counts_bytes() {
        let f = SourceFile::new("x", "ab\ncd\n");
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(4), (2, 2));
        assert_eq!(f.line_text(2), Some("cd"));
        assert_eq!(f.line_text(9), None);
    }
}
