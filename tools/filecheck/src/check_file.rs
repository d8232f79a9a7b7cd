//! Reading the check file: prefix validation, input canonicalisation,
//! directive recognition (`PREFIX-NEXT:`, `PREFIX{LITERAL}:`, comments, ...)
//! and grouping of CHECK-DAG/CHECK-NOT patterns with the check that follows.

use std::collections::BTreeSet;
use std::rc::Rc;

use crate::numeric::{parse_numeric_block, parse_variable, DiagErr};
use crate::pattern::{CheckType, Kind, Pattern, PatternOpts};
use crate::source::{DiagKind, Loc, SourceMgr};
use crate::strref::Sr;
use crate::vars::{Context, StrVal};

/// A CHECK-DAG or CHECK-NOT pattern with the prefix that introduced it.
pub struct DagNot {
    pub pat: Rc<Pattern>,
    pub prefix: String,
}

/// A positive check plus the DAG/NOT patterns that precede it.
pub struct CheckString {
    pub pat: Pattern,
    pub prefix: String,
    pub loc: Loc,
    pub dag_not: Vec<DagNot>,
}

/// Settings that influence reading the check file.
pub struct ReadReq<'a> {
    pub check_prefixes: &'a [String],
    pub comment_prefixes: &'a [String],
    pub is_default_prefix: bool,
    pub implicit_check_not: &'a [String],
    pub defines: &'a [String],
    pub allow_unused_prefixes: bool,
    pub opts: PatternOpts,
}

/// The parsed check file.
pub struct CheckFile {
    pub checks: Vec<CheckString>,
    /// Buffer ids of the implicit patterns: `[first, last)`.
    pub imp_range: (usize, usize),
}

/// Validates user-supplied prefixes; returns the error line on failure.
pub fn validate_prefixes(check: &[String], comment: &[String]) -> Result<(), String> {
    let mut uniq: BTreeSet<String> = BTreeSet::new();
    if check.is_empty() {
        uniq.insert("CHECK".into());
    }
    if comment.is_empty() {
        uniq.insert("COM".into());
        uniq.insert("RUN".into());
    }
    for (kind, list) in [("check", check), ("comment", comment)] {
        for p in list {
            if p.is_empty() {
                return Err(format!(
                    "error: supplied {kind} prefix must not be the empty string"
                ));
            }
            if !p
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
            {
                return Err(format!("error: supplied {kind} prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '{p}'"));
            }
            if !uniq.insert(p.clone()) {
                return Err(format!("error: supplied {kind} prefix must be unique among check and comment prefixes: '{p}'"));
            }
        }
    }
    Ok(())
}

/// LLVM's `CanonicalizeFile`: drops `\r` before `\n` and, unless strict,
/// squeezes runs of spaces and tabs into one space.
pub fn canonicalize(mut buf: Vec<u8>, strict: bool) -> Vec<u8> {
    use regex_automata::util::prefilter::Prefilter;
    use regex_automata::{MatchKind, Span};
    let n = buf.len();
    // Two single-purpose searchers (memchr-like and memmem-like) are much
    // faster than one multi-needle searcher. Candidates are re-checked.
    let bytes: &[&[u8]] = if strict { &[b"\r"] } else { &[b"\r", b"\t"] };
    let pf_a = Prefilter::new(MatchKind::LeftmostFirst, bytes);
    let pf_b = Prefilter::new(MatchKind::LeftmostFirst, &[b"  "]);
    let find_a = |buf: &[u8], from: usize| -> usize {
        match &pf_a {
            Some(p) => p.find(buf, Span::from(from..n)).map_or(n, |sp| sp.start),
            None => (from..n)
                .find(|&k| buf[k] == b'\r' || (!strict && buf[k] == b'\t'))
                .unwrap_or(n),
        }
    };
    let find_b = |buf: &[u8], from: usize| -> usize {
        if strict {
            return n;
        }
        match &pf_b {
            Some(p) => p.find(buf, Span::from(from..n)).map_or(n, |sp| sp.start),
            None => (from..n)
                .find(|&k| buf[k..].starts_with(b"  "))
                .unwrap_or(n),
        }
    };
    let mut next_a: Option<usize> = None;
    let mut next_b: Option<usize> = None;
    // The output is never longer than the input: rewrite in place, with `w`
    // the write cursor and `i` the read cursor.
    let mut w = 0;
    let mut i = 0;
    while i < n {
        let a = match next_a {
            Some(p) if p >= i => p,
            _ => find_a(&buf, i),
        };
        let b = match next_b {
            Some(p) if p >= i => p,
            _ => find_b(&buf, i),
        };
        next_a = Some(a);
        next_b = Some(b);
        let h = a.min(b);
        if h >= n {
            break;
        }
        let c = buf[h];
        let special = c == b'\r' || (!strict && (c == b'\t' || buf[h..].starts_with(b"  ")));
        if !special {
            buf.copy_within(i..=h, w);
            w += h + 1 - i;
            i = h + 1;
            continue;
        }
        let prev_space = h > i && buf[h - 1] == b' ';
        buf.copy_within(i..h, w);
        w += h - i;
        if c == b'\r' {
            if !buf[h..].starts_with(b"\r\n") {
                buf[w] = b'\r';
                w += 1;
            }
            i = h + 1;
            continue;
        }
        if !prev_space {
            buf[w] = b' ';
            w += 1;
        }
        let mut j = h;
        while j < n && (buf[j] == b' ' || buf[j] == b'\t') {
            j += 1;
        }
        i = j;
    }
    if i < n {
        buf.copy_within(i..n, w);
        w += n - i;
    }
    buf.truncate(w);
    buf
}

fn is_part_of_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-' || c == b'_'
}

/// Result of recognising a directive after a prefix.
fn find_check_type(
    buf: &[u8],
    pos: usize,
    prefix: &str,
    is_comment: bool,
) -> (CheckType, Option<usize>) {
    let none = (CheckType::new(Kind::None), None);
    if buf.len() - pos <= prefix.len() {
        return none;
    }
    let mut r = pos + prefix.len();
    let rest = |r: usize| &buf[r..];
    if is_comment {
        if rest(r).starts_with(b":") {
            return (CheckType::new(Kind::Comment), Some(r + 1));
        }
        return none;
    }
    let consume_modifiers = |mut r: usize, mut ty: CheckType| -> (CheckType, Option<usize>) {
        if buf[r..].starts_with(b":") {
            return (ty, Some(r + 1));
        }
        if !buf[r..].starts_with(b"{") {
            return (CheckType::new(Kind::None), None);
        }
        r += 1;
        loop {
            while r < buf.len() && is_space(buf[r]) {
                r += 1;
            }
            if buf[r..].starts_with(b"LITERAL") {
                r += 7;
                ty.literal = true;
            } else {
                return (CheckType::new(Kind::None), Some(r));
            }
            while r < buf.len() && is_space(buf[r]) {
                r += 1;
            }
            if buf[r..].starts_with(b",") {
                r += 1;
            } else {
                break;
            }
        }
        if !buf[r..].starts_with(b"}:") {
            return (CheckType::new(Kind::None), Some(r));
        }
        (ty, Some(r + 2))
    };
    if rest(r).starts_with(b":") {
        return (CheckType::new(Kind::Plain), Some(r + 1));
    }
    if rest(r).starts_with(b"{") {
        return consume_modifiers(r, CheckType::new(Kind::Plain));
    }
    let misspelled = if rest(r).starts_with(b"_") {
        true
    } else if rest(r).starts_with(b"-") {
        false
    } else {
        return none;
    };
    r += 1;
    let res = (|| {
        if rest(r).starts_with(b"COUNT-") {
            let mut q = r + 6;
            let st = q;
            while q < buf.len() && buf[q].is_ascii_digit() {
                q += 1;
            }
            let bad = (CheckType::new(Kind::BadCount), Some(q));
            if q == st {
                return (CheckType::new(Kind::BadCount), Some(r + 6));
            }
            let count: Option<u64> = std::str::from_utf8(&buf[st..q])
                .ok()
                .and_then(|s| s.parse().ok());
            let count = match count {
                Some(c) if c > 0 && c <= i32::MAX as u64 => c as u32,
                _ => return bad,
            };
            if q >= buf.len() || (buf[q] != b':' && buf[q] != b'{') {
                return bad;
            }
            let mut ty = CheckType::new(Kind::Plain);
            ty.count = count;
            return consume_modifiers(q, ty);
        }
        for combo in [
            &b"DAG-NOT:"[..],
            b"NOT-DAG:",
            b"NEXT-NOT:",
            b"NOT-NEXT:",
            b"SAME-NOT:",
            b"NOT-SAME:",
            b"EMPTY-NOT:",
            b"NOT-EMPTY:",
        ] {
            if rest(r).starts_with(combo) {
                return (CheckType::new(Kind::BadNot), Some(r));
            }
        }
        for (word, kind) in [
            (&b"NEXT"[..], Kind::Next),
            (b"SAME", Kind::Same),
            (b"NOT", Kind::Not),
            (b"DAG", Kind::Dag),
            (b"LABEL", Kind::Label),
            (b"EMPTY", Kind::Empty),
        ] {
            if rest(r).starts_with(word) {
                return consume_modifiers(r + word.len(), CheckType::new(kind));
            }
        }
        (CheckType::new(Kind::None), Some(r))
    })();
    if res.0.kind != Kind::None && misspelled {
        return (CheckType::new(Kind::Misspelled), res.1);
    }
    res
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Finds the earliest (then longest) occurrence of any prefix.
struct PrefixMatcher {
    re: regex_automata::meta::Regex,
}

impl PrefixMatcher {
    /// The matcher for `prefixes`, shared by every run in the process: a test
    /// suite run in-process uses the same few prefix sets thousands of times.
    fn shared(prefixes: &[&str]) -> PrefixMatcher {
        use std::collections::HashMap;
        use std::sync::{Mutex, OnceLock};
        static CACHE: OnceLock<Mutex<HashMap<Vec<String>, regex_automata::meta::Regex>>> =
            OnceLock::new();
        let key: Vec<String> = prefixes.iter().map(|p| p.to_string()).collect();
        let cache = CACHE.get_or_init(Default::default);
        if let Some(re) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
            return PrefixMatcher { re: re.clone() };
        }
        let matcher = PrefixMatcher::new(prefixes);
        let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= 256 {
            map.clear();
        }
        map.insert(key, matcher.re.clone());
        matcher
    }

    fn new(prefixes: &[&str]) -> PrefixMatcher {
        let mut v: Vec<&str> = prefixes.to_vec();
        v.sort_by_key(|p| std::cmp::Reverse(p.len()));
        let alt: Vec<String> = v.iter().map(|p| regex::escape(p)).collect();
        // No fully compiled DFA: building one costs more than a whole typical
        // run (thousands of in-process runs per test suite); the lazy DFA and
        // literal prefilter are as fast on check files.
        let re = regex_automata::meta::Regex::builder()
            .configure(regex_automata::meta::Config::new().dfa(false))
            .build(&alt.join("|"))
            .expect("escaped literals always form a valid regex");
        PrefixMatcher { re }
    }
    fn find(&self, buf: &[u8], from: usize) -> Option<(usize, usize)> {
        let input = regex_automata::Input::new(buf).range(from..);
        self.re.search(&input).map(|m| (m.start(), m.end()))
    }
}

fn print_errs(sm: &SourceMgr, out: &mut Vec<u8>, errs: &[DiagErr]) {
    for e in errs {
        if e.loc.buf == usize::MAX {
            out.extend_from_slice(e.msg.as_bytes());
            out.push(b'\n');
            continue;
        }
        sm.print(out, e.loc, DiagKind::Error, &e.msg, &[]);
        if e.logged {
            out.push(b'\n');
        }
    }
}

/// Defines `-D` variables. Errors are printed; returns false on failure.
fn define_cmdline(
    sm: &mut SourceMgr,
    defines: &[String],
    ctx: &mut Context,
    out: &mut Vec<u8>,
) -> bool {
    if defines.is_empty() {
        return true;
    }
    let mut diag = String::new();
    let mut idx: Vec<(usize, usize)> = Vec::new();
    for (i, d) in defines.iter().enumerate() {
        let pre = format!("Global define #{}: ", i + 1);
        let eq = match d.find('=') {
            Some(e) => e,
            None => {
                idx.push((diag.len(), 0));
                continue;
            }
        };
        if d.starts_with('#') {
            diag.push_str(&format!("{pre}{d} (parsed as: [["));
            let mut sub = d.clone();
            sub.replace_range(eq..eq + 1, ":");
            idx.push((diag.len(), sub.len()));
            diag.push_str(&format!("{sub}]])\n"));
        } else {
            diag.push_str(&pre);
            idx.push((diag.len(), d.len()));
            diag.push_str(&format!("{d}\n"));
        }
    }
    let buf = sm.add("Global defines", diag.into_bytes());
    let text = sm.text(buf).to_vec();
    let mut errs: Vec<DiagErr> = Vec::new();
    for (s, n) in idx {
        let def = Sr::sub(&text, buf, s, s + n);
        if def.is_empty() {
            errs.push(DiagErr::at(def, "missing equal sign in global definition"));
            continue;
        }
        if def.front() == b'#' {
            match parse_numeric_block(def.drop_front(1), false, None, ctx) {
                Err(e) => errs.extend(e),
                Ok((expr, var)) => {
                    let v = match &expr.ast {
                        Some(a) => a.eval(ctx),
                        None => Ok(0),
                    };
                    match (v, var) {
                        (Ok(v), Some(var)) => {
                            ctx.num_vars[var].value = Some(v);
                            let name = ctx.num_vars[var].name.clone();
                            ctx.num_table.insert(name, var);
                        }
                        (Err(ev), _) => {
                            for e in ev {
                                let msg = match e {
                                    crate::numeric::EvalErr::Undef { name, .. } => {
                                        format!("undefined variable: {name}")
                                    }
                                    crate::numeric::EvalErr::Overflow => "overflow error".into(),
                                };
                                errs.push(DiagErr::at_loc(Loc::new(usize::MAX, 0), msg));
                            }
                        }
                        _ => {}
                    }
                }
            }
        } else {
            let eqp = def.find(b'=').unwrap_or(def.len());
            let name_sr = def.take_front(eqp);
            let val = def.drop_front(eqp + 1);
            let mut cn = name_sr;
            match parse_variable(&mut cn) {
                Err(e) => errs.push(e),
                Ok((name, pseudo)) => {
                    if pseudo || !cn.is_empty() {
                        errs.push(DiagErr::at(
                            name_sr,
                            format!(
                                "invalid name in string variable definition '{}'",
                                name_sr.str()
                            ),
                        ));
                        continue;
                    }
                    let n = name.str();
                    if ctx.num_table.contains_key(&n) {
                        errs.push(DiagErr::at(
                            name,
                            format!("numeric variable with name '{n}' already exists"),
                        ));
                        continue;
                    }
                    ctx.str_vars.entry(n.clone()).or_insert(StrVal {
                        value: val.b().to_vec(),
                        range: None,
                    });
                    ctx.defined_str.insert(n);
                }
            }
        }
    }
    let errs: Vec<DiagErr> = errs.into_iter().map(DiagErr::logged).collect();
    print_errs(sm, out, &errs);
    errs.is_empty()
}

/// Reads the check file in buffer `check_buf`. On error, diagnostics are
/// printed and the exit code is returned.
pub fn read_check_file(
    sm: &mut SourceMgr,
    check_buf: usize,
    req: &ReadReq<'_>,
    ctx: &mut Context,
    out: &mut Vec<u8>,
) -> Result<CheckFile, i32> {
    if !define_cmdline(sm, req.defines, ctx, out) {
        return Err(2);
    }
    ctx.create_line_var();
    let mut implicit: Vec<DagNot> = Vec::new();
    let imp_first = sm_len(sm);
    for p in req.implicit_check_not {
        let pre = "-implicit-check-not='";
        let id = sm.add("command line", format!("{pre}{p}'").into_bytes());
        let text = sm.text(id).to_vec();
        let sr = Sr::sub(&text, id, pre.len(), pre.len() + p.len());
        let mut pat = Pattern::new(CheckType::new(Kind::Not), None, sr.loc());
        if let Err((e, _)) = pat.parse(sr, "IMPLICIT-CHECK", &req.opts, ctx) {
            print_errs(sm, out, &e);
        }
        implicit.push(DagNot {
            pat: Rc::new(pat),
            prefix: "IMPLICIT-CHECK".into(),
        });
    }
    let imp_range = (imp_first, sm_len(sm));

    let text = sm.text(check_buf).to_vec();
    let all: Vec<&str> = req
        .check_prefixes
        .iter()
        .chain(req.comment_prefixes.iter())
        .map(String::as_str)
        .collect();
    let matcher = PrefixMatcher::shared(&all);
    let mut checks: Vec<CheckString> = Vec::new();
    let mut dag_not: Vec<DagNot> = clone_dn(&implicit);
    let mut line_number = 1usize;
    let mut not_found: BTreeSet<&str> = req.check_prefixes.iter().map(String::as_str).collect();
    let distinct = not_found.len();
    let mut pos = 0usize;
    loop {
        // FindFirstMatchingPrefix.
        let mut found: Option<(usize, usize, CheckType, usize)> = None;
        while pos < text.len() {
            let (ps, pe) = match matcher.find(&text, pos) {
                Some(m) => m,
                None => break,
            };
            line_number += text[pos..ps].iter().filter(|&&c| c == b'\n').count();
            pos = ps;
            let prefix = std::str::from_utf8(&text[ps..pe]).unwrap_or("");
            let skipped_ok = ps == 0 || !is_part_of_word(text[ps - 1]);
            if skipped_ok {
                let is_comment = req.comment_prefixes.iter().any(|c| c == prefix);
                let (ty, after) = find_check_type(&text, ps, prefix, is_comment);
                if ty.kind != Kind::None {
                    found = Some((ps, pe, ty, after.unwrap_or(pe)));
                    break;
                }
            }
            let mut q = pe;
            while q < text.len() && is_part_of_word(text[q]) {
                q += 1;
            }
            pos = q;
        }
        let (ps, pe, ty, after) = match found {
            Some(f) => f,
            None => break,
        };
        let prefix = std::str::from_utf8(&text[ps..pe]).unwrap_or("").to_string();
        if ty.kind != Kind::Comment {
            not_found.remove(prefix.as_str());
        }
        pos = if after >= text.len() { pe } else { after };
        let used_loc = Loc::new(check_buf, ps);
        match ty.kind {
            Kind::Misspelled => {
                let d = String::from_utf8_lossy(&text[ps..after]).into_owned();
                sm.print(
                    out,
                    used_loc,
                    DiagKind::Error,
                    &format!("misspelled directive '{d}'"),
                    &[],
                );
                return Err(2);
            }
            Kind::BadNot => {
                sm.print(
                    out,
                    Loc::new(check_buf, pos),
                    DiagKind::Error,
                    &format!("unsupported -NOT combo on prefix '{prefix}'"),
                    &[],
                );
                return Err(2);
            }
            Kind::BadCount => {
                sm.print(
                    out,
                    Loc::new(check_buf, pos),
                    DiagKind::Error,
                    &format!("invalid count in -COUNT specification on prefix '{prefix}'"),
                    &[],
                );
                return Err(2);
            }
            _ => {}
        }
        if !(req.opts.strict_whitespace && req.opts.match_full_lines) {
            while pos < text.len() && (text[pos] == b' ' || text[pos] == b'\t') {
                pos += 1;
            }
        }
        let eol = text[pos..]
            .iter()
            .position(|&c| c == b'\n' || c == b'\r')
            .map(|p| pos + p)
            .unwrap_or(text.len());
        let pat_sr = Sr::sub(&text, check_buf, pos, eol);
        let pattern_loc = Loc::new(check_buf, pos);
        pos = eol;
        if ty.kind == Kind::Comment {
            continue;
        }
        let mut pat = Pattern::new(ty, Some(line_number), pattern_loc);
        if let Err((e, code)) = pat.parse(pat_sr, &prefix, &req.opts, ctx) {
            print_errs(sm, out, &e);
            return Err(code);
        }
        if ty.kind == Kind::Label && pat.has_variable() {
            sm.print(
                out,
                used_loc,
                DiagKind::Error,
                &format!("found '{prefix}-LABEL:' with variable definition or use"),
                &[],
            );
            return Err(2);
        }
        if matches!(ty.kind, Kind::Next | Kind::Same | Kind::Empty) && checks.is_empty() {
            let t = match ty.kind {
                Kind::Next => "NEXT",
                Kind::Empty => "EMPTY",
                _ => "SAME",
            };
            sm.print(
                out,
                used_loc,
                DiagKind::Error,
                &format!("found '{prefix}-{t}' without previous '{prefix}: line"),
                &[],
            );
            return Err(2);
        }
        if matches!(ty.kind, Kind::Dag | Kind::Not) {
            dag_not.push(DagNot {
                pat: Rc::new(pat),
                prefix,
            });
            continue;
        }
        let dn = std::mem::replace(&mut dag_not, clone_dn(&implicit));
        checks.push(CheckString {
            pat,
            prefix,
            loc: pattern_loc,
            dag_not: dn,
        });
    }
    let no_prefixes_found = not_found.len() == distinct;
    let unexpectedly_unused = !req.allow_unused_prefixes && !not_found.is_empty();
    if (no_prefixes_found || unexpectedly_unused)
        && (req.implicit_check_not.is_empty() || !req.is_default_prefix)
    {
        let mut s = format!(
            "error: no check strings found with prefix{}",
            if not_found.len() > 1 { "es " } else { " " }
        );
        let list: Vec<String> = not_found.iter().map(|p| format!("'{p}:'")).collect();
        s.push_str(&list.join(", "));
        s.push('\n');
        out.extend_from_slice(s.as_bytes());
        return Err(2);
    }
    if !dag_not.is_empty() {
        let prefix = req
            .check_prefixes
            .first()
            .cloned()
            .unwrap_or_else(|| "CHECK".into());
        let loc = Loc::new(check_buf, pos.min(text.len()));
        let pat = Pattern::new(CheckType::new(Kind::Eof), Some(line_number + 1), loc);
        checks.push(CheckString {
            pat,
            prefix,
            loc,
            dag_not: std::mem::take(&mut dag_not),
        });
    }
    Ok(CheckFile { checks, imp_range })
}

fn clone_dn(v: &[DagNot]) -> Vec<DagNot> {
    v.iter()
        .map(|d| DagNot {
            pat: Rc::clone(&d.pat),
            prefix: d.prefix.clone(),
        })
        .collect()
}

fn sm_len(sm: &SourceMgr) -> usize {
    sm.count()
}

#[cfg(test)]
mod tests {
    use super::canonicalize;

    #[test]
    fn canonicalisation_matches_llvm() {
        let c = |s: &[u8], strict| canonicalize(s.to_vec(), strict);
        assert_eq!(c(b"a  b\t\tc \td\r\ne\rf", false), b"a b c d\ne\rf");
        assert_eq!(c(b" x ", false), b" x ");
        assert_eq!(c(b"a  b\r\n", true), b"a  b\n");
        assert_eq!(c(b"\t\t", false), b" ");
        assert_eq!(c(b"x \t y", false), b"x y");
    }
}
