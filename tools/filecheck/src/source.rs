//! Source buffers, locations and LLVM `SourceMgr`-style diagnostic printing.

use std::fmt::Write as _;

/// A position inside one of the buffers held by a [`SourceMgr`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Loc {
    /// Buffer id.
    pub buf: usize,
    /// Byte offset inside the buffer.
    pub off: usize,
}

impl Loc {
    /// Builds a location.
    pub fn new(buf: usize, off: usize) -> Loc {
        Loc { buf, off }
    }
}

/// The kind of a diagnostic, as in LLVM's `SourceMgr::DiagKind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagKind {
    Error,
    Note,
    Remark,
}

struct Buffer {
    name: String,
    text: Vec<u8>,
    /// Offsets of every `\n`, computed lazily.
    newlines: std::cell::OnceCell<Vec<usize>>,
}

/// Owns every buffer diagnostics can point into (check file, input, command-line
/// pseudo-files) and renders diagnostics the way LLVM does.
pub struct SourceMgr {
    bufs: Vec<Buffer>,
    /// Whether to emit ANSI colours.
    pub color: bool,
}

pub const BOLD: &str = "\x1b[1m";
pub const RESET: &str = "\x1b[0m";
pub const RED: &str = "\x1b[0;1;31m";
pub const GREEN: &str = "\x1b[0;1;32m";
pub const BLACK: &str = "\x1b[0;1;30m";
pub const BLUE: &str = "\x1b[0;1;34m";
pub const MAGENTA: &str = "\x1b[0;1;35m";
pub const CYAN: &str = "\x1b[0;1;36m";
pub const CYAN_BG: &str = "\x1b[0;1;46m";
pub const BRIGHT_BLACK: &str = "\x1b[0;1;90m";

impl SourceMgr {
    /// An empty manager.
    pub fn new(color: bool) -> SourceMgr {
        SourceMgr {
            bufs: Vec::new(),
            color,
        }
    }

    /// Adds a buffer and returns its id.
    pub fn add(&mut self, name: &str, text: Vec<u8>) -> usize {
        self.bufs.push(Buffer {
            name: name.to_string(),
            text,
            newlines: std::cell::OnceCell::new(),
        });
        self.bufs.len() - 1
    }

    /// The bytes of a buffer.
    pub fn text(&self, buf: usize) -> &[u8] {
        &self.bufs[buf].text
    }

    /// The identifier (file name) of a buffer.
    pub fn name(&self, buf: usize) -> &str {
        &self.bufs[buf].name
    }

    fn newlines(&self, buf: usize) -> &[usize] {
        let b = &self.bufs[buf];
        b.newlines.get_or_init(|| {
            b.text
                .iter()
                .enumerate()
                .filter(|(_, &c)| c == b'\n')
                .map(|(i, _)| i)
                .collect()
        })
    }

    /// One-based line number of `loc` (counting `\n` only).
    pub fn line_of(&self, loc: Loc) -> usize {
        let nl = self.newlines(loc.buf);
        nl.partition_point(|&p| p < loc.off) + 1
    }

    /// One-based (line, column) as LLVM's `getLineAndColumn` computes them.
    pub fn line_and_col(&self, loc: Loc) -> (usize, usize) {
        let line = self.line_of(loc);
        let text = self.text(loc.buf);
        let off = loc.off.min(text.len());
        let start = text[..off]
            .iter()
            .rposition(|&c| c == b'\n' || c == b'\r')
            .map(|p| p + 1)
            .unwrap_or(0);
        (line, off - start + 1)
    }

    /// Prints a located diagnostic to `out`, with the source line and caret.
    pub fn print(
        &self,
        out: &mut Vec<u8>,
        loc: Loc,
        kind: DiagKind,
        msg: &str,
        ranges: &[(Loc, Loc)],
    ) {
        let text = self.text(loc.buf);
        let off = loc.off.min(text.len());
        let mut ls = off;
        while ls > 0 && text[ls - 1] != b'\n' && text[ls - 1] != b'\r' {
            ls -= 1;
        }
        let mut le = off;
        while le < text.len() && text[le] != b'\n' && text[le] != b'\r' {
            le += 1;
        }
        let line = &text[ls..le];
        let line_no = self.line_of(loc);
        let col = off - ls;
        let mut s = String::new();
        if self.color {
            s.push_str(BOLD);
        }
        let _ = write!(s, "{}:{}:{}: ", self.name(loc.buf), line_no, col + 1);
        if self.color {
            s.push_str(RESET);
        }
        push_kind(&mut s, kind, self.color);
        if self.color {
            s.push_str(BOLD);
        }
        out.extend_from_slice(s.as_bytes());
        out.extend_from_slice(msg.as_bytes());
        out.push(b'\n');
        if self.color {
            out.extend_from_slice(RESET.as_bytes());
        }
        if line.iter().any(|&c| c >= 0x80) {
            print_source_line(out, line);
            return;
        }
        let ncols = line.len();
        let mut caret = vec![b' '; ncols + 1];
        for &(rs, re) in ranges {
            if rs.buf != loc.buf {
                continue;
            }
            if rs.off > le || re.off < ls {
                continue;
            }
            let a = rs.off.max(ls) - ls;
            let b = re.off.min(le) - ls;
            let b = b.min(caret.len());
            for c in caret.iter_mut().take(b).skip(a) {
                *c = b'~';
            }
        }
        if col <= ncols {
            caret[col] = b'^';
        } else {
            caret[ncols] = b'^';
        }
        while caret.last() == Some(&b' ') {
            caret.pop();
        }
        print_source_line(out, line);
        if self.color {
            out.extend_from_slice(GREEN.as_bytes());
        }
        let mut outcol = 0usize;
        for (i, &c) in caret.iter().enumerate() {
            if i >= line.len() || line[i] != b'\t' {
                out.push(c);
                outcol += 1;
                continue;
            }
            loop {
                out.push(c);
                outcol += 1;
                if outcol.is_multiple_of(8) {
                    break;
                }
            }
        }
        out.push(b'\n');
        if self.color {
            out.extend_from_slice(RESET.as_bytes());
        }
    }
}

fn push_kind(s: &mut String, kind: DiagKind, color: bool) {
    let (c, label) = match kind {
        DiagKind::Error => (RED, "error: "),
        DiagKind::Note => (BLACK, "note: "),
        DiagKind::Remark => (BLUE, "remark: "),
    };
    if color {
        s.push_str(c);
    }
    s.push_str(label);
    if color {
        s.push_str(RESET);
    }
}

/// Prints an unlocated `error: msg` line (as `errs() << "error: "...`).
pub fn print_source_line(out: &mut Vec<u8>, line: &[u8]) {
    let mut outcol = 0usize;
    for &c in line {
        if c == b'\t' {
            loop {
                out.push(b' ');
                outcol += 1;
                if outcol.is_multiple_of(8) {
                    break;
                }
            }
        } else {
            out.push(c);
            outcol += 1;
        }
    }
    out.push(b'\n');
}

impl SourceMgr {
    /// Number of buffers.
    pub fn count(&self) -> usize {
        self.bufs.len()
    }
}
