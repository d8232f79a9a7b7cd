//! The annotated input dump printed on failure (`-dump-input`), in the format
//! of LLVM 22's FileCheck, plus the `-dump-input=help` text.

use std::collections::HashMap;

use crate::matcher::{FcDiag, MatchTy};
use crate::options::DumpFilter;
use crate::source::{SourceMgr, BLACK, BOLD, CYAN, CYAN_BG, GREEN, MAGENTA, RED, RESET};

struct Marker {
    lead: u8,
    color: &'static str,
    note: String,
    filters_as_error: bool,
}

fn marker(mt: MatchTy) -> Marker {
    let (lead, color, note, err) = match mt {
        MatchTy::FoundAndExpected => (b'^', GREEN, "", false),
        MatchTy::FoundButExcluded => (b'!', RED, "error: no match expected", true),
        MatchTy::FoundButWrongLine => (b'!', RED, "error: match on wrong line", true),
        MatchTy::FoundButDiscarded => (b'!', CYAN, "discard: overlaps earlier match", false),
        MatchTy::FoundErrorNote => (b'!', RED, "error: unknown error after match", true),
        MatchTy::NoneAndExcluded => (b'X', GREEN, "", false),
        MatchTy::NoneButExpected => (b'X', RED, "error: no match found", true),
        MatchTy::NoneForInvalidPattern => {
            (b'X', RED, "error: match failed for invalid pattern", true)
        }
        MatchTy::Fuzzy => (b'?', MAGENTA, "possible intended match", true),
    };
    Marker {
        lead,
        color,
        note: note.to_string(),
        filters_as_error: err,
    }
}

struct Ann {
    index: usize,
    label: String,
    first: bool,
    line: usize,
    start_col: usize,
    end_col: usize,
    marker: Marker,
    found_expected: bool,
}

/// Inputs of the dump.
pub struct DumpReq {
    pub verbose: bool,
    pub filter: DumpFilter,
    pub context: usize,
    pub label_width: usize,
    pub color: bool,
}

/// Builds annotations from `diags` and writes the dump to `out`.
pub fn dump(
    out: &mut Vec<u8>,
    sm: &SourceMgr,
    check_buf: usize,
    imp_range: (usize, usize),
    input_buf: usize,
    diags: &[FcDiag],
    req: &DumpReq,
) {
    let input = sm.text(input_buf);
    let mut per_pattern: HashMap<(usize, usize), usize> = HashMap::new();
    for d in diags {
        *per_pattern
            .entry((d.check_loc.buf, d.check_loc.off))
            .or_default() += 1;
    }
    let mut idx_per_pattern: HashMap<(usize, usize), usize> = HashMap::new();
    let mut anns: Vec<Ann> = Vec::new();
    let mut label_width = 0usize;
    for (di, d) in diags.iter().enumerate() {
        let key = (d.check_loc.buf, d.check_loc.off);
        let mut label = format!("{}:", d.check_ty.abbrev());
        if d.check_loc.buf == check_buf {
            label.push_str(&sm.line_of(d.check_loc).to_string());
        } else if imp_range.0 <= d.check_loc.buf && d.check_loc.buf < imp_range.1 {
            label.push_str(&format!("imp{}", d.check_loc.buf - imp_range.0 + 1));
        }
        if per_pattern[&key] > 1 {
            let c = idx_per_pattern.entry(key).or_default();
            label.push_str(&format!("'{c}"));
            *c += 1;
        }
        label_width = label_width.max(label.len());
        let mut m = marker(d.match_ty);
        let (sl, sc) = sm.line_and_col(crate::source::Loc::new(input_buf, d.start));
        let (el, ec) = sm.line_and_col(crate::source::Loc::new(input_buf, d.end));
        if !d.note.is_empty() {
            m.note = d.note.clone();
            if sl == el && sc == ec {
                m.lead = b' ';
            }
        }
        if d.match_ty == MatchTy::FoundErrorNote {
            m.note = format!("error: {}", m.note);
        }
        let found_expected = d.match_ty == MatchTy::FoundAndExpected;
        if sl == el {
            anns.push(Ann {
                index: di,
                label,
                first: true,
                line: sl,
                start_col: sc,
                end_col: (sc + 1).max(ec),
                marker: m,
                found_expected,
            });
        } else {
            let (lead, color, fae) = (m.lead, m.color, m.filters_as_error);
            anns.push(Ann {
                index: di,
                label: label.clone(),
                first: true,
                line: sl,
                start_col: sc,
                end_col: usize::MAX,
                marker: m,
                found_expected,
            });
            let _ = lead;
            for l in sl + 1..=el {
                if ec == 1 && l == el {
                    break;
                }
                anns.push(Ann {
                    index: di,
                    label: label.clone(),
                    first: false,
                    line: l,
                    start_col: 1,
                    end_col: if l != el { usize::MAX } else { ec },
                    marker: Marker {
                        lead: b'~',
                        color,
                        note: String::new(),
                        filters_as_error: fae,
                    },
                    found_expected,
                });
            }
        }
    }

    out.extend_from_slice(b"Input was:\n<<<<<<\n");
    anns.sort_by_key(|a| (a.line, a.index));
    let mut line_count = input.iter().filter(|&&c| c == b'\n').count();
    if input.last() != Some(&b'\n') {
        line_count += 1;
    }
    let digits = line_count.max(1).to_string().len();
    let width = (label_width.max(digits) + 3).max(req.label_width);
    let color = req.color;
    if color {
        out.extend_from_slice(BOLD.as_bytes());
        out.extend_from_slice(RESET.as_bytes());
    }
    let mut prev_in_filter = 0usize;
    let mut next_in_filter = 0usize;
    let mut elided: Vec<u8> = Vec::new();
    let mut ai = 0usize;
    let mut ip = 0usize;
    let mut line = 1usize;
    while ip < input.len() || ai < anns.len() {
        let line_start = ip;
        if next_in_filter < line {
            next_in_filter = find_in_filter(req.filter, line, &anns[ai..]);
        }
        if next_in_filter == line {
            prev_in_filter = line;
        }
        let elide = (prev_in_filter == 0 || prev_in_filter + req.context < line)
            && (next_in_filter == usize::MAX || line + req.context < next_in_filter);
        let mut buf: Vec<u8> = Vec::new();
        if !elide {
            flush_elided(out, &mut elided, width, color);
        }
        let o = &mut buf;
        if color {
            o.extend_from_slice(BLACK.as_bytes());
        }
        o.extend_from_slice(format!("{line:>width$}: ").as_bytes());
        if color {
            o.extend_from_slice(RESET.as_bytes());
        }
        let matches: Vec<(usize, usize)> = if req.verbose && color {
            anns[ai..]
                .iter()
                .take_while(|a| a.line == line)
                .filter(|a| a.found_expected)
                .map(|a| (a.start_col, a.end_col))
                .collect()
        } else {
            Vec::new()
        };
        if color {
            o.extend_from_slice(BOLD.as_bytes());
            if req.verbose {
                o.extend_from_slice(CYAN_BG.as_bytes());
            }
        }
        let mut in_match = false;
        let mut col = 1usize;
        while ip < input.len() {
            let was = in_match;
            in_match = matches.iter().any(|&(a, b)| a <= col && col < b);
            if color && !was && in_match {
                o.extend_from_slice(RESET.as_bytes());
            } else if color && was && !in_match {
                o.extend_from_slice(CYAN_BG.as_bytes());
            }
            let c = input[ip];
            ip += 1;
            col += 1;
            if c == b'\n' {
                o.push(b' ');
                break;
            }
            o.push(c);
        }
        if color {
            o.extend_from_slice(RESET.as_bytes());
        }
        o.push(b'\n');
        let line_width = ip - line_start;
        while ai < anns.len() && anns[ai].line == line {
            let a = &anns[ai];
            if color {
                o.extend_from_slice(a.marker.color.as_bytes());
            }
            o.extend_from_slice(format!("{:<width$}  ", a.label).as_bytes());
            let mut c = 1usize;
            while c < a.start_col {
                o.push(b' ');
                c += 1;
            }
            o.push(a.marker.lead);
            c += 1;
            while c < a.end_col && c <= line_width {
                o.push(b'~');
                c += 1;
            }
            if !a.marker.note.is_empty() {
                while c <= line_width {
                    o.push(b' ');
                    c += 1;
                }
                o.push(b' ');
                o.extend_from_slice(a.marker.note.as_bytes());
            }
            o.push(b'\n');
            if color {
                o.extend_from_slice(RESET.as_bytes());
            }
            ai += 1;
        }
        if elide {
            elided.extend_from_slice(&buf);
        } else {
            out.extend_from_slice(&buf);
        }
        line += 1;
    }
    flush_elided(out, &mut elided, width, color);
    out.extend_from_slice(b">>>>>>\n");
}

fn find_in_filter(f: DumpFilter, cur: usize, anns: &[Ann]) -> usize {
    if f == DumpFilter::All {
        return cur;
    }
    for a in anns {
        match f {
            DumpFilter::AnnotationFull => return a.line,
            DumpFilter::Annotation => {
                if a.first {
                    return a.line;
                }
            }
            DumpFilter::Error => {
                if a.first && a.marker.filters_as_error {
                    return a.line;
                }
            }
            DumpFilter::All => {}
        }
    }
    usize::MAX
}

fn flush_elided(out: &mut Vec<u8>, elided: &mut Vec<u8>, width: usize, color: bool) {
    if elided.is_empty() {
        return;
    }
    let n = elided.iter().filter(|&&c| c == b'\n').count();
    if 3 < n {
        for _ in 0..3 {
            if color {
                out.extend_from_slice(BLACK.as_bytes());
            }
            out.extend_from_slice(format!("{:>width$}", ".").as_bytes());
            if color {
                out.extend_from_slice(RESET.as_bytes());
            }
            out.push(b'\n');
        }
    } else {
        out.extend_from_slice(elided);
    }
    elided.clear();
}

/// The `-dump-input=help` text.
pub fn help_text() -> &'static str {
    r#"The following description was requested by -dump-input=help to
explain the input dump printed by FileCheck.

Related command-line options:

  - -dump-input=<value> enables or disables the input dump
  - -dump-input-filter=<value> filters the input lines
  - -dump-input-context=<N> adjusts the context of filtered lines
  - -v and -vv add more annotations
  - -color forces colors to be enabled both in the dump and below
  - -help documents the above options in more detail

These options can also be set via FILECHECK_OPTS.  For example, for
maximum debugging output on failures:

  $ FILECHECK_OPTS='-dump-input-filter=all -vv -color' ninja check

Input dump annotation format:

  - L:     labels line number L of the input file
           An extra space is added after each input line to represent the
           newline character
  - T:L    labels the only match result for either (1) a pattern of type T from
           line L of the check file if L is an integer or (2) the I-th implicit
           pattern if L is "imp" followed by an integer I (index origin one)
  - T:L'N  labels the Nth match result for such a pattern
  - ^~~    marks good match (reported if -v)
  - !~~    marks bad match, such as:
           - CHECK-NEXT on same line as previous match (error)
           - CHECK-NOT found (error)
           - CHECK-DAG overlapping match (discarded, reported if -vv)
  - X~~    marks search range when no match is found, such as:
           - CHECK-NEXT not found (error)
           - CHECK-NOT not found (success, reported if -vv)
           - CHECK-DAG not found after discarded matches (error)
  - ?      marks fuzzy match when no match is found
  - ...    indicates elided input lines and annotations, as specified by
           -dump-input-filter and -dump-input-context
  - colors success, error, fuzzy match, discarded match, unmatched input
"#
}
