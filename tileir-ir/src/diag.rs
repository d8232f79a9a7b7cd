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
    /// Emitted at an op's location without the op (MLIR's free
    /// `emitError(loc)` rather than `op->emitError`): the verifier adds no
    /// `see current operation` note.
    pub without_op: bool,
}

impl Diagnostic {
    pub fn error(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
            without_op: false,
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

    /// Appends `next`, an error reported right after this one (a custom
    /// parser that emits a second error before it fails, as MLIR's do after
    /// `expected valid keyword`). It travels as a note of error severity.
    pub fn then(mut self, next: Diagnostic) -> Diagnostic {
        self.notes.push(next);
        self
    }

    /// This diagnostic as MLIR's free `emitError(op.getLoc())` reports it:
    /// no `see current operation` note.
    pub fn without_op(mut self) -> Diagnostic {
        self.without_op = true;
        self
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

/// Renders diagnostics against the source files they point into, exactly
/// as MLIR's `SourceMgrDiagnosticHandler` prints them through LLVM's
/// `SourceMgr`: `file:line:col: severity: message`, the source line (tabs
/// expanded to 8 columns) and a caret line; call-site locations add
/// `called from` notes; a note shows its source line only when its location
/// differs from the previous one; a location without a file position prints
/// as `<unknown>:0: severity: loc(...): message`.
#[derive(Default)]
pub struct SourceMgr {
    files: Vec<SourceFile>,
}

/// How many `called from` notes a call-site location produces at most.
const CALL_STACK_LIMIT: usize = 10;

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
        // The locations to show: the diagnostic's, then its callers.
        let mut stack: Vec<(Location, Option<&str>)> = Vec::new();
        let mut loc = diag.loc;
        if let Some(shown) = loc_to_show(ctx, loc) {
            stack.push((shown, None));
        }
        if let Some((_, mut caller)) = call_site(ctx, loc) {
            for _ in 0..CALL_STACK_LIMIT {
                loc = caller;
                if let Some(shown) = loc_to_show(ctx, caller) {
                    stack.push((shown, Some("called from")));
                }
                match call_site(ctx, caller) {
                    Some((_, next)) => caller = next,
                    None => break,
                }
            }
        }
        match stack.split_first() {
            None => self.emit(ctx, diag.loc, &diag.message, diag.severity, true, &mut out),
            Some((&(first, _), rest)) => {
                self.emit(ctx, first, &diag.message, diag.severity, true, &mut out);
                for &(l, msg) in rest {
                    let msg = msg.unwrap_or_default();
                    self.emit(ctx, l, msg, Severity::Note, true, &mut out);
                }
            }
        }
        for note in &diag.notes {
            // A follow-up error shows its source line, as a new diagnostic would.
            let display = note.loc != loc || note.severity != Severity::Note;
            self.emit(
                ctx,
                note.loc,
                &note.message,
                note.severity,
                display,
                &mut out,
            );
            loc = note.loc;
        }
        out
    }

    /// Renders a diagnostic without its notes and without call-site
    /// expansion (MLIR's `emitDiagnostic(Location, ...)`, used for
    /// `unexpected error: ...` under `--verify-diagnostics`).
    pub fn render_single(
        &self,
        ctx: &Context,
        loc: Location,
        severity: Severity,
        message: &str,
    ) -> String {
        let mut out = String::new();
        self.emit(ctx, loc, message, severity, true, &mut out);
        out
    }

    /// Renders a message at a file position, with the source line and a caret
    /// followed by `range_len - 1` tildes (LLVM's `SourceMgr::PrintMessage`
    /// with a range). `line == 0` renders `<unknown>:0: ...`.
    pub fn render_at(
        &self,
        file: &str,
        line: u32,
        col: u32,
        severity: Severity,
        message: &str,
        range_len: usize,
    ) -> String {
        let mut out = String::new();
        if line == 0 {
            let _ = writeln!(out, "<unknown>:0: {}: {message}", severity.as_str());
            return out;
        }
        let _ = writeln!(
            out,
            "{}:{line}:{col}: {}: {message}",
            display_name(file),
            severity.as_str()
        );
        if let Some(text) = self.source_line(file, line, col) {
            write_source_line(text, col, range_len, &mut out);
        }
        out
    }

    /// The source line to show under a message at `file:line:col`, if the
    /// position exists (LLVM's `FindLocForLineAndColumn`: the column may point
    /// just past the line's end, not further).
    fn source_line(&self, file: &str, line: u32, col: u32) -> Option<&str> {
        if line == 0 || col == 0 {
            return None;
        }
        let text = self.file(file)?.line_text(line)?;
        ((col as usize - 1) <= text.len()).then_some(text)
    }

    fn emit(
        &self,
        ctx: &Context,
        loc: Location,
        message: &str,
        severity: Severity,
        display_source: bool,
        out: &mut String,
    ) {
        let Some((file, line, col)) = file_line_col(ctx, loc) else {
            let prefix = match ctx.loc_data(loc) {
                LocData::Unknown => String::new(),
                _ => format!("{}: ", format_loc(ctx, loc)),
            };
            let _ = writeln!(out, "<unknown>:0: {}: {prefix}{message}", severity.as_str());
            return;
        };
        let _ = writeln!(
            out,
            "{}:{line}:{col}: {}: {message}",
            display_name(file),
            severity.as_str()
        );
        if !display_source {
            return;
        }
        if let Some(text) = self.source_line(file, line, col) {
            write_source_line(text, col, 1, out);
        }
    }
}

use std::fmt::Write as _;

/// LLVM prints the buffer named `-` as `<stdin>`.
fn display_name(file: &str) -> &str {
    if file == "-" {
        "<stdin>"
    } else {
        file
    }
}

const TAB_STOP: usize = 8;

/// The source line and the caret line under `col` (1-based, in bytes), with
/// tildes for the rest of a `range_len`-byte range, as LLVM prints them.
fn write_source_line(text: &str, col: u32, range_len: usize, out: &mut String) {
    let bytes = text.as_bytes();
    // Source line, tabs expanded.
    let mut out_col = 0usize;
    for (i, ch) in text.char_indices() {
        if ch == '\t' {
            loop {
                out.push(' ');
                out_col += 1;
                if out_col.is_multiple_of(TAB_STOP) {
                    break;
                }
            }
        } else {
            out.push_str(&text[i..i + ch.len_utf8()]);
            out_col += ch.len_utf8();
        }
    }
    out.push('\n');
    // LLVM shows no caret under a line with non-ASCII bytes rather than a
    // misplaced one (its columns count bytes).
    if !text.is_ascii() {
        return;
    }
    // Caret line over bytes, trailing spaces trimmed.
    let caret_at = (col as usize).saturating_sub(1);
    let width = bytes.len().max(caret_at + 1);
    let mut caret = vec![b' '; width];
    let range_end = (caret_at + range_len.max(1)).min(bytes.len().max(caret_at + 1));
    for c in caret.iter_mut().take(range_end).skip(caret_at + 1) {
        *c = b'~';
    }
    caret[caret_at] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    let mut out_col = 0usize;
    for (i, &c) in caret.iter().enumerate() {
        if bytes.get(i) == Some(&b'\t') {
            loop {
                out.push(c as char);
                out_col += 1;
                if out_col.is_multiple_of(TAB_STOP) {
                    break;
                }
            }
        } else {
            out.push(c as char);
            out_col += 1;
        }
    }
    out.push('\n');
}

/// MLIR's `findLocToShow`: the first file position inside `loc`, looking
/// through names, call sites (the callee) and fused locations.
fn loc_to_show(ctx: &Context, loc: Location) -> Option<Location> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.loc_data(l) {
            LocData::FileLineCol { .. } | LocData::FileRange { .. } => return Some(l),
            LocData::Name {
                child: Some(child), ..
            } => stack.push(*child),
            LocData::CallSite { callee, .. } => stack.push(*callee),
            LocData::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            LocData::Dialect(a) => stack.extend(ctx.nested_locations(*a).into_iter().rev()),
            LocData::Name { child: None, .. } | LocData::Unknown => {}
        }
    }
    None
}

/// MLIR's `getCallSiteLoc`: a call-site location inside names and fused
/// locations, as (callee, caller).
fn call_site(ctx: &Context, loc: Location) -> Option<(Location, Location)> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.loc_data(l) {
            LocData::CallSite { callee, caller } => return Some((*callee, *caller)),
            LocData::Name {
                child: Some(child), ..
            } => stack.push(*child),
            LocData::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            _ => {}
        }
    }
    None
}

/// The first file position anywhere inside `loc` (MLIR's
/// `findInstanceOf<FileLineColLoc>`, a pre-order walk).
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
            LocData::CallSite { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            LocData::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            LocData::Dialect(a) => stack.extend(ctx.nested_locations(*a).into_iter().rev()),
            LocData::Name { child: None, .. } | LocData::Unknown => {}
        }
    }
    None
}

/// A location in MLIR's syntax (`loc("name")`, `loc(fused["a", "b"])`),
/// for locations that hold no file position.
pub fn format_loc(ctx: &Context, loc: Location) -> String {
    let mut out = String::from("loc(");
    // Iterative: (location, pending suffix) pairs.
    enum Item {
        Loc(Location),
        Text(&'static str),
    }
    let mut stack = vec![Item::Loc(loc)];
    while let Some(item) = stack.pop() {
        let l = match item {
            Item::Text(t) => {
                out.push_str(t);
                continue;
            }
            Item::Loc(l) => l,
        };
        match ctx.loc_data(l) {
            LocData::Unknown => out.push_str("unknown"),
            LocData::FileLineCol { file, line, col } => {
                let _ = write!(out, "{:?}:{line}:{col}", ctx.str(*file));
            }
            LocData::FileRange {
                file,
                start_line,
                start_col,
                end_line,
                end_col,
            } => {
                let _ = write!(
                    out,
                    "{:?}:{start_line}:{start_col} to {end_line}:{end_col}",
                    ctx.str(*file)
                );
            }
            LocData::Name { name, child } => {
                let _ = write!(out, "{:?}", ctx.str(*name));
                if let Some(child) = child {
                    out.push('(');
                    stack.push(Item::Text(")"));
                    stack.push(Item::Loc(*child));
                }
            }
            LocData::CallSite { callee, caller } => {
                out.push_str("callsite(");
                stack.push(Item::Text(")"));
                stack.push(Item::Loc(*caller));
                stack.push(Item::Text(" at "));
                stack.push(Item::Loc(*callee));
            }
            LocData::Fused { locs, .. } => {
                out.push_str("fused[");
                stack.push(Item::Text("]"));
                for (i, l) in locs.iter().enumerate().rev() {
                    stack.push(Item::Loc(*l));
                    if i > 0 {
                        stack.push(Item::Text(", "));
                    }
                }
            }
            LocData::Dialect(a) => out.push_str(&crate::printer::attr_to_string(ctx, *a)),
        }
    }
    out.push(')');
    out
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

    #[test]
    fn notes_show_source_only_when_the_location_changes() {
        let ctx = Context::with_dialects(&[]);
        let mut sm = SourceMgr::new();
        sm.add(SourceFile::new("t.mlir", "a b\n\tcd\n"));
        let d = Diagnostic::error(ctx.file_loc("t.mlir", 1, 3), "e")
            .with_note(ctx.file_loc("t.mlir", 1, 3), "same place")
            .with_note(ctx.file_loc("t.mlir", 2, 2), "tab");
        assert_eq!(
            sm.render(&ctx, &d),
            "t.mlir:1:3: error: e\na b\n  ^\nt.mlir:1:3: note: same place\nt.mlir:2:2: note: tab\n        cd\n        ^\n"
        );
    }

    #[test]
    fn locations_without_a_file() {
        let ctx = Context::with_dialects(&[]);
        let sm = SourceMgr::new();
        let name = ctx.intern_loc(LocData::Name {
            name: ctx.symbol("nm"),
            child: None,
        });
        let d = Diagnostic::error(ctx.unknown_loc(), "e").with_note(name, "n");
        assert_eq!(
            sm.render(&ctx, &d),
            "<unknown>:0: error: e\n<unknown>:0: note: loc(\"nm\"): n\n"
        );
        // A file that is not loaded prints its position without a source line.
        let d = Diagnostic::error(ctx.file_loc("other.mlir", 3, 4), "e");
        assert_eq!(sm.render(&ctx, &d), "other.mlir:3:4: error: e\n");
        // So does a column past the end of its line.
        let mut sm = SourceMgr::new();
        sm.add(SourceFile::new("t.mlir", "ab\n"));
        let d = Diagnostic::error(ctx.file_loc("t.mlir", 1, 4_000_000_000), "e");
        assert_eq!(sm.render(&ctx, &d), "t.mlir:1:4000000000: error: e\n");
        let d = Diagnostic::error(ctx.file_loc("t.mlir", 1, 3), "e");
        assert_eq!(sm.render(&ctx, &d), "t.mlir:1:3: error: e\nab\n  ^\n");
    }

    #[test]
    fn call_sites_add_called_from_notes() {
        let ctx = Context::with_dialects(&[]);
        let mut sm = SourceMgr::new();
        sm.add(SourceFile::new("t.mlir", "x\ny\n"));
        let loc = ctx.intern_loc(LocData::CallSite {
            callee: ctx.file_loc("t.mlir", 1, 1),
            caller: ctx.file_loc("t.mlir", 2, 1),
        });
        let d = Diagnostic::error(loc, "e");
        assert_eq!(
            sm.render(&ctx, &d),
            "t.mlir:1:1: error: e\nx\n^\nt.mlir:2:1: note: called from\ny\n^\n"
        );
    }

    #[test]
    fn ranges_render_tildes() {
        let mut sm = SourceMgr::new();
        sm.add(SourceFile::new("t.mlir", "// expected-error {{abc}}\n"));
        assert_eq!(
            sm.render_at("t.mlir", 1, 4, Severity::Error, "m", 3),
            "t.mlir:1:4: error: m\n// expected-error {{abc}}\n   ^~~\n"
        );
    }
}
