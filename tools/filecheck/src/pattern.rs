//! One check pattern: its directive type, parsing of literal text, `{{regex}}`
//! and `[[...]]` substitution blocks into a single LLVM-dialect regex, and
//! matching against a slice of the input.

use std::cell::OnceCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use crate::engine::{Compiled, RegexCache, Skeleton, SkeletonResult};

use crate::numeric::{parse_numeric_block, parse_variable, DiagErr, EvalErr, Expression};
use crate::regex_translate::translate;
use crate::source::Loc;
use crate::strref::Sr;
use crate::vars::{Context, StrVal};

/// Directive kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    None,
    Plain,
    Next,
    Same,
    Not,
    Dag,
    Label,
    Empty,
    Comment,
    Eof,
    BadNot,
    BadCount,
    Misspelled,
}

/// A directive type with its count and modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckType {
    pub kind: Kind,
    pub count: u32,
    pub literal: bool,
}

impl CheckType {
    /// A type of `kind` with count 1.
    pub fn new(kind: Kind) -> CheckType {
        CheckType {
            kind,
            count: 1,
            literal: false,
        }
    }

    /// LLVM's `getDescription`.
    pub fn description(&self, prefix: &str) -> String {
        let m = if self.literal { "{LITERAL}" } else { "" };
        let suffix = match self.kind {
            Kind::None => return "invalid".into(),
            Kind::Misspelled => return "misspelled".into(),
            Kind::Plain => {
                if self.count > 1 {
                    "-COUNT"
                } else {
                    ""
                }
            }
            Kind::Next => "-NEXT",
            Kind::Same => "-SAME",
            Kind::Not => "-NOT",
            Kind::Dag => "-DAG",
            Kind::Label => "-LABEL",
            Kind::Empty => "-EMPTY",
            Kind::Comment => return prefix.into(),
            Kind::Eof => return "implicit EOF".into(),
            Kind::BadNot => return "bad NOT".into(),
            Kind::BadCount => return "bad COUNT".into(),
        };
        format!("{prefix}{suffix}{m}")
    }

    /// Abbreviation used in input-dump labels.
    pub fn abbrev(&self) -> &'static str {
        match self.kind {
            Kind::Plain => {
                if self.count > 1 {
                    "count"
                } else {
                    "check"
                }
            }
            Kind::Next => "next",
            Kind::Same => "same",
            Kind::Not => "not",
            Kind::Dag => "dag",
            Kind::Label => "label",
            Kind::Empty => "empty",
            Kind::Comment => "com",
            Kind::Eof => "eof",
            Kind::BadNot => "bad-not",
            Kind::BadCount => "bad-count",
            Kind::Misspelled => "misspelled",
            Kind::None => "invalid",
        }
    }
}

/// Matching options that affect parsing.
#[derive(Clone, Copy, Debug, Default)]
pub struct PatternOpts {
    pub match_full_lines: bool,
    pub strict_whitespace: bool,
    pub ignore_case: bool,
}

/// A deferred substitution into the regex.
#[derive(Debug)]
pub enum Subst {
    Str {
        name: String,
        loc: Loc,
        idx: usize,
    },
    Num {
        from: String,
        from_loc: Loc,
        expr: Expression,
        idx: usize,
    },
}

impl Subst {
    /// The text LLVM calls `getFromString`.
    pub fn from_string(&self) -> &str {
        match self {
            Subst::Str { name, .. } => name,
            Subst::Num { from, .. } => from,
        }
    }
    fn idx(&self) -> usize {
        match self {
            Subst::Str { idx, .. } | Subst::Num { idx, .. } => *idx,
        }
    }
    fn overflow(&self) -> DiagErr {
        let (loc, len) = match self {
            Subst::Str { name, loc, .. } => (*loc, name.len()),
            Subst::Num { from, from_loc, .. } => (*from_loc, from.len()),
        };
        DiagErr {
            loc,
            msg: "unable to substitute variable or numeric expression: overflow error".into(),
            range: (loc, Loc::new(loc.buf, loc.off + len)),
            logged: false,
        }
    }

    /// The raw value (unescaped) or the errors preventing it.
    pub fn value(&self, ctx: &Context) -> Result<Vec<u8>, Vec<DiagErr>> {
        match self {
            Subst::Str { name, loc, .. } => match ctx.str_vars.get(name) {
                Some(v) => Ok(v.value.clone()),
                None => Err(vec![DiagErr {
                    loc: *loc,
                    msg: format!("undefined variable: {name}"),
                    range: (*loc, Loc::new(loc.buf, loc.off + name.len())),
                    logged: false,
                }]),
            },
            Subst::Num { expr, .. } => {
                let ast = match &expr.ast {
                    Some(a) => a,
                    None => return Ok(Vec::new()),
                };
                match ast.eval(ctx) {
                    Ok(v) => match expr.format.matching_string(v) {
                        Some(s) => Ok(s.into_bytes()),
                        None => Err(vec![self.overflow()]),
                    },
                    Err(errs) => Err(errs
                        .into_iter()
                        .map(|e| match e {
                            EvalErr::Undef { name, loc } => DiagErr {
                                loc,
                                msg: format!("undefined variable: {name}"),
                                range: (loc, Loc::new(loc.buf, loc.off + name.len())),
                                logged: false,
                            },
                            EvalErr::Overflow => self.overflow(),
                        })
                        .collect()),
                }
            }
        }
    }

    /// LLVM's `getResultForDiagnostics` (quoted).
    pub fn diag_value(&self, ctx: &Context) -> Option<String> {
        let v = self.value(ctx).ok()?;
        match self {
            Subst::Num { .. } => Some(format!("\"{}\"", String::from_utf8_lossy(&v))),
            Subst::Str { .. } => {
                let needs = v.iter().any(|&c| !(0x20..0x7f).contains(&c) || c == b'"');
                if needs {
                    Some(format!("\"{}\" (escaped value)", write_escaped(&v)))
                } else {
                    Some(format!("\"{}\"", String::from_utf8_lossy(&v)))
                }
            }
        }
    }
}

/// `raw_ostream::write_escaped`.
pub fn write_escaped(v: &[u8]) -> String {
    let mut s = String::new();
    for &c in v {
        match c {
            b'\\' => s.push_str("\\\\"),
            b'\t' => s.push_str("\\t"),
            b'\n' => s.push_str("\\n"),
            b'"' => s.push_str("\\\""),
            0x20..=0x7e => s.push(c as char),
            _ => s.push_str(&format!("\\{:03o}", c)),
        }
    }
    s
}

/// LLVM's `Regex::escape`.
pub fn llvm_escape(v: &[u8], out: &mut Vec<u8>) {
    for &c in v {
        if b"()^$|*+?.[]\\{}\0".contains(&c) {
            out.push(b'\\');
        }
        out.push(c);
    }
}

/// Why a match attempt produced no match.
#[derive(Debug)]
pub enum MatchErr {
    NotFound,
    Errors(Vec<DiagErr>),
}

/// A parsed pattern.
pub struct Pattern {
    pub ty: CheckType,
    pub loc: Loc,
    pub line: Option<usize>,
    pub fixed: Vec<u8>,
    pub regex_str: Vec<u8>,
    pub subs: Vec<Subst>,
    pub var_defs: BTreeMap<String, usize>,
    pub num_defs: BTreeMap<String, (usize, usize)>,
    pub ignore_case: bool,
    compiled: OnceCell<Rc<Compiled>>,
    skeleton: OnceCell<Option<Rc<Skeleton>>>,
}

/// Error from parsing: diagnostics plus the exit code LLVM would use.
pub type ParseErr = (Vec<DiagErr>, i32);

fn perr(e: DiagErr) -> ParseErr {
    (vec![e], 2)
}

impl Pattern {
    /// An empty pattern of type `ty`.
    pub fn new(ty: CheckType, line: Option<usize>, loc: Loc) -> Pattern {
        Pattern {
            ty,
            loc,
            line,
            fixed: Vec::new(),
            regex_str: Vec::new(),
            subs: Vec::new(),
            var_defs: BTreeMap::new(),
            num_defs: BTreeMap::new(),
            ignore_case: false,
            compiled: OnceCell::new(),
            skeleton: OnceCell::new(),
        }
    }

    /// LLVM's `hasVariable`.
    pub fn has_variable(&self) -> bool {
        !(self.subs.is_empty() && self.var_defs.is_empty())
    }

    /// Parses `ps` (the text after the directive).
    pub fn parse(
        &mut self,
        mut ps: Sr<'_>,
        prefix: &str,
        opts: &PatternOpts,
        ctx: &mut Context,
    ) -> Result<(), ParseErr> {
        let full = opts.match_full_lines && self.ty.kind != Kind::Not;
        self.ignore_case = opts.ignore_case;
        self.loc = ps.loc();
        if !(opts.strict_whitespace && opts.match_full_lines) {
            ps = ps.rtrim(b" \t");
        }
        if ps.is_empty() && self.ty.kind != Kind::Empty {
            return Err(perr(DiagErr::at_loc(
                self.loc,
                format!("found empty check string with prefix '{prefix}:'"),
            )));
        }
        if !ps.is_empty() && self.ty.kind == Kind::Empty {
            return Err(perr(DiagErr::at_loc(
                self.loc,
                format!("found non-empty check string for empty check with prefix '{prefix}:'"),
            )));
        }
        if self.ty.kind == Kind::Empty {
            self.regex_str = b"(\n$)".to_vec();
            return Ok(());
        }
        if self.ty.literal {
            self.fixed = ps.b().to_vec();
            return Ok(());
        }
        if !full && (ps.len() < 2 || (!ps.contains(b"{{") && !ps.contains(b"[["))) {
            self.fixed = ps.b().to_vec();
            return Ok(());
        }
        if full {
            self.regex_str.push(b'^');
            if !opts.strict_whitespace {
                self.regex_str.extend_from_slice(b" *");
            }
        }
        let mut cur_paren = 1usize;
        while !ps.is_empty() {
            if ps.starts_with(b"{{") {
                let end = match ps.find_str(b"}}", 0) {
                    Some(e) => e,
                    None => {
                        return Err(perr(DiagErr::at_loc(
                            ps.loc(),
                            "found start of regex string with no end '}}'",
                        )))
                    }
                };
                let inner = ps.substr(2, end - 2);
                // LLVM tests the whole rest of the pattern, not just this block.
                let alt = ps.contains(b"|");
                if alt {
                    self.regex_str.push(b'(');
                    cur_paren += 1;
                }
                self.add_regex(inner, &mut cur_paren)?;
                if alt {
                    self.regex_str.push(b')');
                }
                ps = ps.drop_front(end + 2);
                continue;
            }
            if ps.starts_with(b"[[") && !ps.starts_with(b"[[[") {
                let unparsed = ps.drop_front(2);
                let end = find_regex_var_end(unparsed)?;
                let mut match_str = unparsed.take_front(end.unwrap_or(usize::MAX));
                let mut is_num = match_str.consume_front(b"#");
                let end = match end {
                    Some(e) => e,
                    None => {
                        return Err(perr(DiagErr::at_loc(
                            ps.loc(),
                            "Invalid substitution block, no ]] found",
                        )))
                    }
                };
                ps = unparsed.drop_front(end + 2);
                let mut is_def = false;
                let mut subst_needed = false;
                let mut legacy = false;
                let mut def_name = String::new();
                let mut subst_sr: Option<Sr<'_>> = None;
                let mut match_regexp: Vec<u8> = Vec::new();
                let mut match_regexp_sr: Option<Sr<'_>> = None;
                let mut subst_insert_idx = self.regex_str.len();
                let mut num_def: Option<usize> = None;
                let mut num_expr: Option<Expression> = None;
                if !is_num {
                    let var_end = match_str.find(b':');
                    let head = match_str.take_front(var_end.unwrap_or(usize::MAX));
                    if let Some(sp) = head.b().iter().position(|&c| c == b' ' || c == b'\t') {
                        return Err(perr(DiagErr::at_loc(
                            Loc::new(match_str.buf, match_str.s + sp),
                            "unexpected whitespace",
                        )));
                    }
                    let orig = match_str;
                    let (name, pseudo) =
                        parse_variable(&mut match_str).map_err(|e| perr(e.logged()))?;
                    is_def = var_end.is_some();
                    subst_needed = !is_def;
                    if is_def {
                        if pseudo || !match_str.consume_front(b":") {
                            return Err(perr(DiagErr::at_loc(
                                name.loc(),
                                "invalid name in string variable definition",
                            )));
                        }
                        let n = name.str();
                        if ctx.num_table.contains_key(&n) {
                            return Err(perr(DiagErr::at(
                                name,
                                format!("numeric variable with name '{n}' already exists"),
                            )));
                        }
                        def_name = n;
                        match_regexp_sr = Some(match_str);
                    } else if pseudo {
                        match_str = orig;
                        legacy = true;
                        is_num = true;
                    } else {
                        if !match_str.is_empty() {
                            return Err(perr(DiagErr::at_loc(
                                name.loc(),
                                "invalid name in string variable use",
                            )));
                        }
                        subst_sr = Some(name);
                    }
                }
                if is_num {
                    let (expr, defined) = parse_numeric_block(match_str, legacy, self.line, ctx)
                        .map_err(|e| (e.into_iter().map(DiagErr::logged).collect(), 2))?;
                    subst_needed = expr.ast.is_some();
                    if let Some(d) = defined {
                        is_def = true;
                        def_name = ctx.num_vars[d].name.clone();
                        num_def = Some(d);
                    }
                    if subst_needed {
                        subst_sr = Some(match_str);
                    } else {
                        match_regexp = expr.format.wildcard_regex().into_bytes();
                    }
                    num_expr = Some(expr);
                }
                if is_def {
                    self.regex_str.push(b'(');
                    subst_insert_idx += 1;
                    if let Some(d) = num_def {
                        self.num_defs.insert(def_name.clone(), (d, cur_paren));
                        ctx.num_table.insert(def_name.clone(), d);
                    } else {
                        self.var_defs.insert(def_name.clone(), cur_paren);
                        ctx.defined_str.insert(def_name.clone());
                    }
                    cur_paren += 1;
                }
                if let Some(sr) = match_regexp_sr {
                    if !sr.is_empty() {
                        self.add_regex(sr, &mut cur_paren)?;
                    }
                } else if !match_regexp.is_empty() {
                    let t = translate(&match_regexp, false).map_err(|m| {
                        perr(DiagErr::at_loc(self.loc, format!("invalid regex: {m}")))
                    })?;
                    self.regex_str.extend_from_slice(&match_regexp);
                    cur_paren += t.groups;
                }
                if is_def {
                    self.regex_str.push(b')');
                }
                if subst_needed {
                    let ss = subst_sr.expect("substitution text");
                    let sname = ss.str();
                    if !is_num && self.var_defs.contains_key(&sname) {
                        let g = self.var_defs[&sname];
                        if !(1..=9).contains(&g) {
                            return Err(perr(DiagErr::at_loc(
                                ss.loc(),
                                "Can't back-reference more than 9 variables",
                            )));
                        }
                        self.regex_str
                            .extend_from_slice(format!("\\{g}").as_bytes());
                    } else if is_num {
                        self.subs.push(Subst::Num {
                            from: sname,
                            from_loc: ss.loc(),
                            expr: num_expr.take().expect("expression"),
                            idx: subst_insert_idx,
                        });
                    } else {
                        self.subs.push(Subst::Str {
                            name: sname,
                            loc: ss.loc(),
                            idx: subst_insert_idx,
                        });
                    }
                }
                continue;
            }
            let a = ps.find_str(b"{{", 1).unwrap_or(usize::MAX);
            let b = ps.find_str(b"[[", 1).unwrap_or(usize::MAX);
            let fe = a.min(b).min(ps.len());
            llvm_escape(ps.take_front(fe).b(), &mut self.regex_str);
            ps = ps.drop_front(fe);
        }
        if full {
            if !opts.strict_whitespace {
                self.regex_str.extend_from_slice(b" *");
            }
            self.regex_str.push(b'$');
        }
        Ok(())
    }

    fn add_regex(&mut self, rs: Sr<'_>, cur_paren: &mut usize) -> Result<(), ParseErr> {
        match translate(rs.b(), false) {
            Ok(t) => {
                self.regex_str.extend_from_slice(rs.b());
                *cur_paren += t.groups;
                Ok(())
            }
            Err(m) => Err(perr(DiagErr::at_loc(
                rs.loc(),
                format!("invalid regex: {m}"),
            ))),
        }
    }

    /// Matches against `input[start..end]`; positions returned are relative
    /// to `start`. Defines captured variables on success.
    pub fn do_match(
        &self,
        ctx: &mut Context,
        cache: &mut RegexCache,
        input: &[u8],
        start: usize,
        end: usize,
    ) -> Result<(usize, usize), MatchErr> {
        let hay = &input[start..end];
        if self.ty.kind == Kind::Eof {
            return Ok((hay.len(), 0));
        }
        if !self.fixed.is_empty() {
            let c = self
                .compiled
                .get_or_init(|| cache.get(&self.fixed, true, self.ignore_case));
            return match c.find(hay, false) {
                Some(g) => {
                    let (s, e) = g[0].unwrap_or((0, 0));
                    Ok((s, e - s))
                }
                None => Err(MatchErr::NotFound),
            };
        }
        let compiled: Rc<Compiled> = if self.subs.is_empty() {
            Rc::clone(
                self.compiled
                    .get_or_init(|| cache.get(&self.regex_str, false, self.ignore_case)),
            )
        } else {
            if let Some(l) = self.line {
                let lv = ctx.line_var;
                ctx.num_vars[lv].value = Some(l as i128);
            }
            let mut tmp = self.regex_str.clone();
            let mut off = 0;
            let mut errs = Vec::new();
            let mut raw_values: Vec<Vec<u8>> = Vec::with_capacity(self.subs.len());
            for s in &self.subs {
                match s.value(ctx) {
                    Ok(v) => {
                        raw_values.push(v.clone());
                        let mut esc = Vec::new();
                        match s {
                            Subst::Str { .. } => llvm_escape(&v, &mut esc),
                            Subst::Num { .. } => esc = v,
                        }
                        let at = (s.idx() + off).min(tmp.len());
                        tmp.splice(at..at, esc.iter().copied());
                        off += esc.len();
                    }
                    Err(e) => errs.extend(e),
                }
            }
            if !errs.is_empty() {
                return Err(MatchErr::Errors(errs));
            }
            let sk = self.skeleton.get_or_init(|| {
                let subs: Vec<(usize, String)> = self
                    .subs
                    .iter()
                    .map(|s| {
                        let wild = match s {
                            Subst::Str { .. } => "(?-u:[^\\n])*".to_string(),
                            Subst::Num { expr, .. } => rust_wildcard(&expr.format),
                        };
                        (s.idx(), wild)
                    })
                    .collect();
                cache.skeleton(&self.regex_str, &subs, self.ignore_case)
            });
            let multiline_value = self
                .subs
                .iter()
                .zip(&raw_values)
                .any(|(s, v)| matches!(s, Subst::Str { .. }) && v.contains(&b'\n'));
            if let (Some(sk), false) = (sk, multiline_value) {
                match sk.find(hay, &raw_values) {
                    SkeletonResult::NoMatch => return Err(MatchErr::NotFound),
                    SkeletonResult::Match(groups) => {
                        return Ok(self.finish(ctx, hay, start, groups))
                    }
                    SkeletonResult::Unknown => {}
                }
            }
            cache.once(&tmp, self.ignore_case)
        };
        let want = !self.var_defs.is_empty() || !self.num_defs.is_empty();
        let groups = match compiled.find(hay, want) {
            Some(g) => g,
            None => return Err(MatchErr::NotFound),
        };
        Ok(self.finish(ctx, hay, start, groups))
    }

    /// Records captured variables and returns the match (pos, len).
    fn finish(
        &self,
        ctx: &mut Context,
        hay: &[u8],
        start: usize,
        groups: crate::engine::Groups,
    ) -> (usize, usize) {
        let (s, e) = groups.first().copied().flatten().unwrap_or((0, 0));
        for (name, &g) in &self.var_defs {
            let (val, range) = match groups.get(g).copied().flatten() {
                Some((a, b)) => (hay[a..b].to_vec(), Some((start + a, start + b))),
                None => (Vec::new(), None),
            };
            ctx.str_vars
                .insert(name.clone(), StrVal { value: val, range });
        }
        let skip = usize::from(self.ty.kind == Kind::Empty);
        for &(var, g) in self.num_defs.values() {
            if let Some((a, b)) = groups.get(g).copied().flatten() {
                let fmt = ctx.num_vars[var].fmt;
                let v = fmt.value_from_str(&hay[a..b]);
                ctx.num_vars[var].value = v;
                ctx.num_vars[var].str_range = Some((start + a, start + b));
            }
        }
        let pos = (s + skip).min(e);
        (pos, e - pos)
    }

    /// Edit distance used for the "possible intended match" heuristic.
    pub fn match_distance(&self, buf: &[u8]) -> usize {
        let ex: &[u8] = if self.fixed.is_empty() {
            &self.regex_str
        } else {
            &self.fixed
        };
        let pre = &buf[..ex.len().min(buf.len())];
        let pre = match pre.iter().position(|&c| c == b'\n') {
            Some(p) => &pre[..p],
            None => pre,
        };
        edit_distance(pre, ex)
    }
}

/// A target-syntax regex matching every rendering of a value in `f`.
fn rust_wildcard(f: &crate::numeric::Format) -> String {
    use crate::numeric::FmtKind;
    let alt = if f.alt { "0x" } else { "" };
    match f.kind {
        FmtKind::Signed => "-?[0-9]+".into(),
        FmtKind::HexLower => format!("{alt}[0-9a-f]+"),
        FmtKind::HexUpper => format!("{alt}[0-9A-F]+"),
        _ => "[0-9]+".into(),
    }
}

/// Levenshtein distance, exact when it is at most `FUZZY_CAP` and otherwise
/// some value above the cap (a banded computation, so long patterns cannot
/// make the fuzzy-match heuristic quadratic-times-4096).
fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    const K: usize = FUZZY_CAP;
    let (m, n) = (a.len(), b.len());
    if m.abs_diff(n) > K {
        return K + 1;
    }
    let inf = usize::MAX / 2;
    let mut prev: Vec<usize> = (0..=n).map(|j| if j <= K { j } else { inf }).collect();
    let mut cur = vec![inf; n + 1];
    for i in 1..=m {
        let lo = i.saturating_sub(K).max(1);
        let hi = (i + K).min(n);
        cur[0] = if i <= K { i } else { inf };
        if lo > 1 {
            cur[lo - 1] = inf;
        }
        let mut row_min = cur[0];
        for j in lo..=hi {
            let sub = prev[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            let v = sub.min(cur[j - 1] + 1).min(prev[j] + 1);
            cur[j] = v;
            row_min = row_min.min(v);
        }
        if hi < n {
            cur[hi + 1] = inf;
        }
        if row_min > K {
            return K + 1;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[n].min(K + 1)
}

/// Fuzzy matches at or above this distance are never reported.
pub const FUZZY_CAP: usize = 50;

/// Finds the `]]` closing a substitution block, honouring nested `[...]` and
/// backslash escapes. An unbalanced `]` is fatal (exit code 1) as in LLVM.
fn find_regex_var_end(s: Sr<'_>) -> Result<Option<usize>, ParseErr> {
    let b = s.b();
    let mut off = 0usize;
    let mut depth = 0usize;
    while off < b.len() {
        if b[off..].starts_with(b"]]") && depth == 0 {
            return Ok(Some(off));
        }
        if b[off] == b'\\' {
            off += 2;
            continue;
        }
        match b[off] {
            b'[' => depth += 1,
            b']' => {
                if depth == 0 {
                    return Err((
                        vec![DiagErr::at_loc(
                            Loc::new(s.buf, s.s + off),
                            "missing closing \"]\" for regex variable",
                        )],
                        1,
                    ));
                }
                depth -= 1;
            }
            _ => {}
        }
        off += 1;
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::edit_distance;

    fn plain(a: &[u8], b: &[u8]) -> usize {
        let mut row: Vec<usize> = (0..=b.len()).collect();
        for (i, &ca) in a.iter().enumerate() {
            let mut prev = row[0];
            row[0] = i + 1;
            for j in 1..=b.len() {
                let old = row[j];
                row[j] = (prev + usize::from(ca != b[j - 1])).min(row[j - 1].min(row[j]) + 1);
                prev = old;
            }
        }
        row[b.len()]
    }

    #[test]
    fn banded_distance_is_exact_below_the_cap() {
        let cases: &[(&[u8], &[u8])] = &[
            (b"a b 12", b"(.*)12(a|ab)"),
            (b"", b"abc"),
            (b"kitten", b"sitting"),
            (
                b"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                b"x",
            ),
        ];
        for (a, b) in cases {
            let p = plain(a, b);
            let d = edit_distance(a, b);
            if p <= 50 {
                assert_eq!(d, p);
            } else {
                assert!(d > 50);
            }
        }
        let long = vec![b'a'; 100_000];
        assert!(edit_distance(&long, &long[..99_000]) > 50);
    }
}
