//! From printed IR to check lines: the output is cut into `// -----` chunks
//! and each chunk into groups, one per function-like symbol (a preamble
//! group holds what comes before the first). A group's first line is its
//! `CHECK-LABEL` (the signature's arguments on `CHECK-SAME` lines), every
//! value and block is captured where it first appears and matched by name
//! afterwards.

use crate::escape;
use crate::names::{Kind, Namer};
use crate::syntax::{self, Piece};

/// What to generate.
#[derive(Debug, Clone)]
pub struct Options {
    /// The FileCheck prefix (`CHECK`).
    pub prefix: String,
    /// What starts a check line, up to the prefix (`// `).
    pub leader: String,
    /// `PREFIX-NEXT` for every line of a group after its first (strict order).
    pub next: bool,
    /// Only the groups of these symbols (and no preamble); `None` for all.
    pub functions: Option<Vec<String>>,
    /// Match attribute dictionaries literally; when false they become `{{.*}}`.
    pub attrs: bool,
    /// Match trailing types literally; when false they become `{{.*}}`.
    pub types: bool,
    /// A signature longer than this gets one `CHECK-SAME` line per argument.
    pub same_width: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            prefix: "CHECK".into(),
            leader: "// ".into(),
            next: false,
            functions: None,
            attrs: true,
            types: true,
            same_width: 80,
        }
    }
}

/// The check lines of one function-like symbol (or of a chunk's preamble).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    /// The symbol whose label starts the group; `None` for a preamble.
    pub symbol: Option<String>,
    /// Finished check lines, leader and prefix included, no newline.
    pub lines: Vec<String>,
    /// The output lines the group checks, each with its newline.
    pub output: String,
}

/// The separator line of `--split-input-file` output and test files.
pub const SPLIT_MARKER: &str = "// -----";

/// Cuts `text` at its `// -----` lines (the marker lines dropped).
pub fn split_chunks(text: &str) -> Vec<&str> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_end() == SPLIT_MARKER {
            chunks.push(&text[start..pos]);
            start = pos + line.len();
        }
        pos += line.len();
    }
    chunks.push(&text[start..]);
    chunks
}

/// The lines of a chunk, without the implicit `module {` ... `}` the
/// printer wraps around a file that had no module (checking it says nothing).
fn body_lines(chunk: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = chunk.lines().collect();
    let first = lines.iter().position(|l| !l.trim().is_empty());
    let last = lines.iter().rposition(|l| !l.trim().is_empty());
    if let (Some(f), Some(l)) = (first, last) {
        if f < l && syntax::strip_comment(lines[f]) == "module {" && lines[l] == "}" {
            lines.truncate(l);
            lines.drain(..=f);
        }
    }
    lines
}

/// The groups of one chunk of output.
pub fn groups(chunk: &str, opts: &Options) -> Vec<Group> {
    let mut raw: Vec<(Option<String>, Vec<&str>)> = vec![(None, Vec::new())];
    for line in body_lines(chunk) {
        if let Some(sym) = syntax::function_symbol(syntax::strip_comment(line)) {
            raw.push((Some(sym.to_string()), Vec::new()));
        }
        raw.last_mut().expect("a group").1.push(line);
    }
    let mut out = Vec::new();
    for (symbol, lines) in raw {
        let wanted = match (&opts.functions, &symbol) {
            (None, _) => true,
            (Some(list), Some(s)) => list.iter().any(|f| f == s),
            (Some(_), None) => false,
        };
        // Trailing blank lines separate groups; they are not checked.
        let end = lines
            .iter()
            .rposition(|l| !l.trim().is_empty())
            .map_or(0, |i| i + 1);
        let lines = &lines[..end];
        if !wanted || lines.is_empty() {
            continue;
        }
        out.push(GroupWriter::new(opts).write(symbol, lines));
    }
    out
}

/// The text of `groups`, one blank line between groups.
pub fn render(groups: &[Group]) -> String {
    let mut out = String::new();
    for (i, g) in groups.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        for l in &g.lines {
            out.push_str(l);
            out.push('\n');
        }
    }
    out
}

/// A capture that may end anywhere; used when what follows it on the check
/// line appears once in the rest of the output line, so it ends where it must.
const LOOSE: &str = ".*";
/// A capture of a name only, used when `.*` could swallow too much.
const TIGHT: &str = "[^ ,:()=]+";

/// A piece of a check pattern.
enum Pat {
    Text(String),
    /// A regex `{{.*}}` standing for attributes or types not checked.
    Any,
    Name(Kind, String),
}

struct GroupWriter<'a> {
    opts: &'a Options,
    namer: Namer,
    lines: Vec<String>,
}

impl<'a> GroupWriter<'a> {
    fn new(opts: &'a Options) -> Self {
        GroupWriter {
            opts,
            namer: Namer::default(),
            lines: Vec::new(),
        }
    }

    fn write(mut self, symbol: Option<String>, lines: &[&str]) -> Group {
        let base = lines
            .iter()
            .find(|l| !l.trim().is_empty())
            .map_or(0, |l| indent_of(l));
        for (i, line) in lines.iter().enumerate() {
            if line.trim().is_empty() {
                if self.opts.next && i > 0 {
                    self.push("-EMPTY", "", "");
                }
                continue;
            }
            let pad = " ".repeat(indent_of(line).saturating_sub(base));
            // The printer's comments are not checked, but a capture must
            // still end before them on the line FileCheck reads.
            let full = line.trim();
            let body = syntax::strip_comment(full);
            if body.is_empty() {
                continue;
            }
            if i == 0 && symbol.is_some() {
                self.label(body, full);
                continue;
            }
            let kind = if i > 0 && self.opts.next { "-NEXT" } else { "" };
            let pats = self.patterns(body, false);
            let text = self.pattern_text(full, 0, &pats);
            self.push(kind, &pad, &text);
        }
        Group {
            symbol,
            lines: self.lines,
            output: lines.iter().map(|l| format!("{l}\n")).collect(),
        }
    }

    /// A function's first line: the label up to the argument list's `(`
    /// (a label may hold no variables), then its arguments.
    fn label(&mut self, body: &str, full: &str) {
        let open = body
            .find('(')
            .expect("a function line has an argument list");
        self.push("-LABEL", "", &escape::literal(&body[..=open]));
        let rest = &body[open + 1..];
        let captures = syntax::pieces(rest)
            .iter()
            .any(|p| !matches!(p, Piece::Text(_)));
        if !captures {
            // Nothing to capture: the whole line is the label.
            self.lines.pop();
            self.push("-LABEL", "", &escape::literal(body));
            return;
        }
        let (commas, _) = syntax::top_level_commas(body, open);
        let mut cuts = vec![open + 1];
        if body.len() > self.opts.same_width {
            cuts.extend(commas.iter().map(|c| c + 1));
        }
        cuts.push(body.len());
        for w in cuts.windows(2) {
            let part = &body[w[0]..w[1]];
            let pats = self.patterns(part, true);
            let text = self.pattern_text(full, w[0] + leading_spaces(part), &pats);
            self.push("-SAME", "", &text);
        }
    }

    /// The pieces of `text`, attributes and types replaced as asked.
    fn patterns(&mut self, text: &str, signature: bool) -> Vec<Pat> {
        let text = text.trim();
        let mut cuts = Vec::new();
        if !self.opts.attrs {
            cuts.extend(attr_dicts(text));
        }
        if !self.opts.types && !signature {
            if let Some(start) = trailing_types(text) {
                if !cuts.iter().any(|&(a, b)| a <= start && start < b) {
                    cuts.push((start, text.len()));
                }
            }
        }
        cuts.sort();
        let mut out = Vec::new();
        let mut at = 0;
        for (a, b) in cuts {
            if a < at {
                continue;
            }
            self.literal_pieces(&text[at..a], &mut out);
            out.push(Pat::Any);
            at = b;
        }
        self.literal_pieces(&text[at..], &mut out);
        out
    }

    fn literal_pieces(&mut self, text: &str, out: &mut Vec<Pat>) {
        for p in syntax::pieces(text) {
            out.push(match p {
                Piece::Text(t) => Pat::Text(t),
                Piece::Value(v) => Pat::Name(Kind::Value, v),
                Piece::Block(b) => Pat::Name(Kind::Block, b),
            });
        }
    }

    /// The pattern text for `pats`, a fragment of the output line `line`
    /// starting at byte `from`.
    fn pattern_text(&mut self, line: &str, from: usize, pats: &[Pat]) -> String {
        let mut out = String::new();
        let mut pos = from;
        for (i, p) in pats.iter().enumerate() {
            match p {
                Pat::Text(t) => {
                    out.push_str(&escape::literal(t));
                    pos += t.len();
                }
                Pat::Any => {
                    out.push_str("{{.*}}");
                    // Positions after a cut are not used: every later
                    // capture is checked against the rest of the line.
                }
                Pat::Name(kind, name) => {
                    let sigil = if *kind == Kind::Value { '%' } else { '^' };
                    pos += 1 + name.len();
                    let (var, first) = self.namer.name(*kind, name);
                    if first {
                        let follow = match pats.get(i + 1) {
                            Some(Pat::Text(t)) => Some(t.as_str()),
                            _ => None,
                        };
                        let tail = line.get(pos.min(line.len())..).unwrap_or("");
                        let re = match follow {
                            Some(f) if occurrences(tail, f) == 1 => LOOSE,
                            _ => TIGHT,
                        };
                        out.push_str(&format!("{sigil}[[{var}:{re}]]"));
                    } else {
                        out.push_str(&format!("{sigil}[[{var}]]"));
                    }
                }
            }
        }
        out
    }

    fn push(&mut self, kind: &str, pad: &str, text: &str) {
        let o = self.opts;
        let line = format!(
            "{}{}{kind}:{}{pad}{text}",
            o.leader,
            o.prefix,
            if text.is_empty() { "" } else { " " }
        );
        self.lines.push(line.trim_end().to_string());
    }
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

fn leading_spaces(s: &str) -> usize {
    s.len() - s.trim_start().len()
}

/// Whitespace runs collapsed, as FileCheck reads input and patterns.
fn squeeze(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut space = false;
    for c in s.chars() {
        if c == ' ' || c == '\t' {
            if !space {
                out.push(' ');
            }
            space = true;
        } else {
            out.push(c);
            space = false;
        }
    }
    out
}

/// How often `needle` occurs in `hay` (overlaps counted), whitespace squeezed.
fn occurrences(hay: &str, needle: &str) -> usize {
    let (hay, needle) = (squeeze(hay), squeeze(needle));
    if needle.trim().is_empty() {
        return usize::MAX;
    }
    (0..hay.len())
        .filter(|&i| hay.is_char_boundary(i) && hay[i..].starts_with(&needle))
        .count()
}

/// Byte ranges of attribute dictionaries on a line: a `{` closed on the same
/// line holding `name = ...`, with no value or block inside; a region's `{`
/// ends the line and is never one.
fn attr_dicts(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => i = skip_string(bytes, i),
            b'{' => {
                let Some(end) = matching_brace(bytes, i) else {
                    return out;
                };
                let inner = &text[i + 1..end];
                let dict_like = inner
                    .trim_start()
                    .split(['=', ',', '}'])
                    .next()
                    .is_some_and(|w| {
                        let w = w.trim();
                        !w.is_empty()
                            && (w.starts_with('"')
                                || w.chars()
                                    .all(|c| c.is_ascii_alphanumeric() || "_.$-".contains(c)))
                    });
                if dict_like && !inner.contains(['%', '^']) {
                    out.push((i, end + 1));
                }
                i = end + 1;
            }
            _ => i += 1,
        }
    }
    out
}

fn skip_string(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

fn matching_brace(bytes: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0;
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i = skip_string(bytes, i);
                continue;
            }
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Where the trailing `: types` of an op line start (the byte after ` : `),
/// when nothing after them names a value or block and no region opens.
fn trailing_types(text: &str) -> Option<usize> {
    if text.ends_with('{') {
        return None;
    }
    let bytes = text.as_bytes();
    let mut depth = 0i32;
    let mut last = None;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i = skip_string(bytes, i);
                continue;
            }
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b'>' if i == 0 || bytes[i - 1] != b'-' => depth -= 1,
            b':' if depth == 0 && text[..i].ends_with(' ') && text[i + 1..].starts_with(' ') => {
                last = Some(i + 2)
            }
            _ => {}
        }
        i += 1;
    }
    let start = last?;
    (!text[start..].contains(['%', '^'])).then_some(start)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(output: &str, opts: &Options) -> String {
        render(&groups(output, opts))
    }

    #[test]
    fn a_function_with_captures() {
        let out = "module {\n  func.func @add(%arg0: i32, %arg1: i32) -> i32 {\n    %c0_i32 = arith.constant 0 : i32\n    %0 = arith.addi %arg0, %c0_i32 : i32\n    return %0 : i32\n  }\n}\n";
        let got = check(out, &Options::default());
        assert_eq!(
            got,
            "// CHECK-LABEL: func.func @add(\n\
             // CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: i32) -> i32 {\n\
             // CHECK:   %[[C0_I32:.*]] = arith.constant 0 : i32\n\
             // CHECK:   %[[VAL_0:.*]] = arith.addi %[[ARG0]], %[[C0_I32]] : i32\n\
             // CHECK:   return %[[VAL_0]] : i32\n\
             // CHECK: }\n"
        );
    }

    #[test]
    fn ambiguous_captures_are_tight_and_long_signatures_split() {
        let out = "func.func @f(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) {\n  return\n}\n";
        let got = check(out, &Options::default());
        assert!(
            got.contains("// CHECK-SAME: %[[ARG0:[^ ,:()=]+]]: i32,\n"),
            "{got}"
        );
        assert!(
            got.contains("// CHECK-SAME: %[[ARG5:.*]]: i32) {\n"),
            "{got}"
        );
    }

    #[test]
    fn next_mode_and_attrs_types_off() {
        let out = "func.func @g() {\n  %0 = \"test.op\"() {a = 1 : i64} : () -> i32\n  return\n}\n";
        let opts = Options {
            next: true,
            attrs: false,
            types: false,
            ..Options::default()
        };
        let got = check(out, &opts);
        assert_eq!(
            got,
            "// CHECK-LABEL: func.func @g() {\n\
             // CHECK-NEXT:   %[[VAL_0:.*]] = \"test.op\"() {{.*}} : {{.*}}\n\
             // CHECK-NEXT:   return\n// CHECK-NEXT: }\n"
        );
    }

    #[test]
    fn a_capture_ends_before_the_printers_comment() {
        let out = "func.func @f() {\n  cf.br ^bb1\n^bb1:  // pred: ^bb0\n  return\n}\n";
        let got = check(out, &Options::default());
        assert!(got.contains("// CHECK: ^[[BB1]]:\n"), "{got}");
        assert!(
            got.contains("cf.br ^[[BB1:[^ ,:()=]+]]\n") || got.contains("cf.br ^[[BB1:.*]]\n"),
            "{got}"
        );
    }

    #[test]
    fn functions_filter_and_chunks() {
        let out = "func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\n";
        let chunks = split_chunks(out);
        assert_eq!(chunks.len(), 2);
        let opts = Options {
            functions: Some(vec!["b".into()]),
            ..Options::default()
        };
        assert!(groups(chunks[0], &opts).is_empty());
        assert_eq!(groups(chunks[1], &opts)[0].symbol.as_deref(), Some("b"));
    }
}
