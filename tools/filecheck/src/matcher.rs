//! Matching check strings against the input: CHECK-LABEL partitioning,
//! CHECK-DAG groups bounded by CHECK-NOT, NEXT/SAME/EMPTY line rules, COUNT,
//! and the reporting of every outcome (printed, or collected for the dump).

use std::rc::Rc;

use crate::check_file::{CheckString, DagNot};
use crate::engine::RegexCache;
use crate::numeric::DiagErr;
use crate::pattern::{write_escaped, CheckType, Kind, MatchErr, Pattern};
use crate::source::{DiagKind, Loc, SourceMgr};
use crate::vars::Context;

/// Outcome categories recorded for the input dump.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchTy {
    FoundAndExpected,
    FoundButExcluded,
    FoundButWrongLine,
    FoundButDiscarded,
    FoundErrorNote,
    NoneAndExcluded,
    NoneButExpected,
    NoneForInvalidPattern,
    Fuzzy,
}

/// One recorded diagnostic (LLVM's `FileCheckDiag`), input offsets absolute.
#[derive(Clone, Debug)]
pub struct FcDiag {
    pub check_ty: CheckType,
    pub check_loc: Loc,
    pub match_ty: MatchTy,
    pub start: usize,
    pub end: usize,
    pub note: String,
}

/// Options relevant while matching.
#[derive(Clone, Copy, Default)]
pub struct MatchReq {
    pub verbose: bool,
    pub verbose_verbose: bool,
    pub allow_deprecated_dag_overlap: bool,
    pub enable_var_scope: bool,
}

/// Matching state for one run.
pub struct Checker<'a> {
    pub sm: &'a SourceMgr,
    pub input_buf: usize,
    pub input: &'a [u8],
    pub ctx: &'a mut Context,
    pub req: MatchReq,
    pub out: &'a mut Vec<u8>,
    pub diags: Option<Vec<FcDiag>>,
    pub cache: RegexCache,
}

type NotList = Vec<(Rc<Pattern>, String)>;

impl Checker<'_> {
    fn iloc(&self, off: usize) -> Loc {
        Loc::new(self.input_buf, off)
    }

    fn print(&mut self, loc: Loc, kind: DiagKind, msg: &str, ranges: &[(Loc, Loc)]) {
        self.sm.print(self.out, loc, kind, msg, ranges);
    }

    fn add_diag(&mut self, ty: CheckType, loc: Loc, mt: MatchTy, s: usize, e: usize, note: String) {
        if let Some(d) = self.diags.as_mut() {
            d.push(FcDiag {
                check_ty: ty,
                check_loc: loc,
                match_ty: mt,
                start: s,
                end: e,
                note,
            });
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn process_match_result(
        &mut self,
        mt: MatchTy,
        loc: Loc,
        ty: CheckType,
        s: usize,
        e: usize,
        adjust_prev: bool,
    ) {
        if let Some(d) = self.diags.as_mut() {
            if adjust_prev {
                if let Some(last) = d.last() {
                    let cl = last.check_loc;
                    for x in d.iter_mut().rev() {
                        if x.check_loc != cl {
                            break;
                        }
                        x.match_ty = mt;
                    }
                }
            } else {
                d.push(FcDiag {
                    check_ty: ty,
                    check_loc: loc,
                    match_ty: mt,
                    start: s,
                    end: e,
                    note: String::new(),
                });
            }
        }
    }

    /// Runs every check; returns true on success.
    pub fn check_input(&mut self, checks: &[CheckString]) -> bool {
        let mut failed = false;
        let (mut i, mut j) = (0usize, 0usize);
        let e = checks.len();
        let mut buf_start = 0usize;
        let buf_end = self.input.len();
        loop {
            let (mut reg_s, reg_e);
            if j == e {
                reg_s = buf_start;
                reg_e = buf_end;
            } else {
                let cs = &checks[j];
                if cs.pat.ty.kind != Kind::Label {
                    j += 1;
                    continue;
                }
                match self.check_string(cs, buf_start, buf_end, true) {
                    None => return false,
                    Some((p, l)) => {
                        reg_s = buf_start;
                        reg_e = p + l;
                        buf_start = p + l;
                    }
                }
                j += 1;
            }
            if i != 0 && self.req.enable_var_scope {
                self.ctx.clear_local_vars();
            }
            while i != j {
                match self.check_string(&checks[i], reg_s, reg_e, false) {
                    None => {
                        failed = true;
                        i = j;
                        break;
                    }
                    Some((p, l)) => reg_s = p + l,
                }
                i += 1;
            }
            if j == e {
                break;
            }
        }
        !failed
    }

    /// LLVM's `FileCheckString::Check`; returns absolute (pos, len).
    fn check_string(
        &mut self,
        cs: &CheckString,
        start: usize,
        end: usize,
        label_scan: bool,
    ) -> Option<(usize, usize)> {
        let mut last_pos = start;
        let mut not_strings: NotList = Vec::new();
        if !label_scan {
            last_pos = self.check_dag(cs, start, end, &mut not_strings)?;
        }
        let mut last_match_end = last_pos;
        let mut first_match_pos = last_pos;
        let count = cs.pat.ty.count.max(1);
        for i in 1..=count {
            let res = cs
                .pat
                .do_match(self.ctx, &mut self.cache, self.input, last_match_end, end);
            let m = self.report_match_result(
                true,
                &cs.prefix,
                cs.loc,
                &cs.pat,
                i,
                last_match_end,
                end,
                res,
            )?;
            if i == 1 {
                first_match_pos = last_match_end + m.0;
            }
            last_match_end += m.0 + m.1;
            // An empty match at the search start repeats identically; when
            // nothing is reported per repetition, skip the rest of them.
            if m == (0, 0) && !self.req.verbose && i > 1 {
                break;
            }
        }
        let match_len = last_match_end - first_match_pos;
        if !label_scan {
            let skipped = (last_pos, first_match_pos);
            if self.check_next(cs, skipped) || self.check_same(cs, skipped) {
                self.process_match_result(
                    MatchTy::FoundButWrongLine,
                    cs.loc,
                    cs.pat.ty,
                    first_match_pos,
                    first_match_pos + match_len,
                    self.req.verbose,
                );
                return None;
            }
            if self.check_not(&not_strings, last_pos, first_match_pos) {
                return None;
            }
        }
        Some((first_match_pos, match_len))
    }

    fn count_newlines(&self, s: usize, e: usize) -> (usize, usize) {
        let b = &self.input[s..e];
        let mut n = 0;
        let mut first = e;
        let mut i = 0;
        while i < b.len() {
            if b[i] != b'\n' && b[i] != b'\r' {
                i += 1;
                continue;
            }
            n += 1;
            if i + 1 < b.len() && (b[i + 1] == b'\n' || b[i + 1] == b'\r') && b[i] != b[i + 1] {
                i += 1;
            }
            i += 1;
            if n == 1 {
                first = s + i;
            }
        }
        (n, first)
    }

    fn check_next(&mut self, cs: &CheckString, (s, e): (usize, usize)) -> bool {
        let k = cs.pat.ty.kind;
        if k != Kind::Next && k != Kind::Empty {
            return false;
        }
        let name = format!(
            "{}{}",
            cs.prefix,
            if k == Kind::Empty { "-EMPTY" } else { "-NEXT" }
        );
        let (n, first) = self.count_newlines(s, e);
        if n == 0 {
            self.print(
                cs.loc,
                DiagKind::Error,
                &format!("{name}: is on the same line as previous match"),
                &[],
            );
            self.print(self.iloc(e), DiagKind::Note, "'next' match was here", &[]);
            self.print(
                self.iloc(s),
                DiagKind::Note,
                "previous match ended here",
                &[],
            );
            return true;
        }
        if n != 1 {
            self.print(
                cs.loc,
                DiagKind::Error,
                &format!("{name}: is not on the line after the previous match"),
                &[],
            );
            self.print(self.iloc(e), DiagKind::Note, "'next' match was here", &[]);
            self.print(
                self.iloc(s),
                DiagKind::Note,
                "previous match ended here",
                &[],
            );
            self.print(
                self.iloc(first),
                DiagKind::Note,
                "non-matching line after previous match is here",
                &[],
            );
            return true;
        }
        false
    }

    fn check_same(&mut self, cs: &CheckString, (s, e): (usize, usize)) -> bool {
        if cs.pat.ty.kind != Kind::Same {
            return false;
        }
        let (n, _) = self.count_newlines(s, e);
        if n != 0 {
            self.print(
                cs.loc,
                DiagKind::Error,
                &format!(
                    "{}-SAME: is not on the same line as the previous match",
                    cs.prefix
                ),
                &[],
            );
            self.print(self.iloc(e), DiagKind::Note, "'next' match was here", &[]);
            self.print(
                self.iloc(s),
                DiagKind::Note,
                "previous match ended here",
                &[],
            );
            return true;
        }
        false
    }

    fn check_not(&mut self, nots: &NotList, s: usize, e: usize) -> bool {
        let mut fail = false;
        for (pat, prefix) in nots {
            let res = pat.do_match(self.ctx, &mut self.cache, self.input, s, e);
            if self
                .report_match_result(false, prefix, pat.loc, pat, 1, s, e, res)
                .is_none()
            {
                fail = true;
            }
        }
        fail
    }

    fn check_dag(
        &mut self,
        cs: &CheckString,
        start: usize,
        end: usize,
        nots: &mut NotList,
    ) -> Option<usize> {
        if cs.dag_not.is_empty() {
            return Some(start);
        }
        let mut start_pos = start;
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        let n = cs.dag_not.len();
        for idx in 0..n {
            let DagNot { pat, prefix } = &cs.dag_not[idx];
            if pat.ty.kind == Kind::Not {
                nots.push((Rc::clone(pat), prefix.clone()));
                continue;
            }
            let mut match_pos = start_pos;
            let mut match_len;
            let mut mi = 0usize;
            loop {
                let res = pat.do_match(self.ctx, &mut self.cache, self.input, match_pos, end);
                let is_err = res.is_err();
                let m = if is_err || self.req.verbose_verbose {
                    self.report_match_result(true, prefix, pat.loc, pat, 1, match_pos, end, res)?
                } else {
                    res.ok()?
                };
                match_len = m.1;
                match_pos += m.0;
                let (mp, me) = (match_pos, match_pos + match_len);
                if self.req.allow_deprecated_dag_overlap {
                    if ranges.is_empty() {
                        ranges.push((mp, me));
                    } else {
                        ranges[0].0 = ranges[0].0.min(mp);
                        ranges[0].1 = ranges[0].1.max(me);
                    }
                    break;
                }
                let mut overlap = false;
                while mi < ranges.len() {
                    if mp < ranges[mi].1 {
                        overlap = ranges[mi].0 < me;
                        break;
                    }
                    mi += 1;
                }
                if !overlap {
                    ranges.insert(mi, (mp, me));
                    break;
                }
                if self.req.verbose_verbose {
                    if self.diags.is_none() {
                        let (os, oe) = ranges[mi];
                        self.print(
                            self.iloc(os),
                            DiagKind::Note,
                            "match discarded, overlaps earlier DAG match here",
                            &[(self.iloc(os), self.iloc(oe))],
                        );
                    } else if let Some(d) = self.diags.as_mut() {
                        if let Some(last) = d.last() {
                            let cl = last.check_loc;
                            for x in d.iter_mut().rev() {
                                if x.check_loc != cl {
                                    break;
                                }
                                x.match_ty = MatchTy::FoundButDiscarded;
                            }
                        }
                    }
                }
                match_pos = ranges[mi].1;
                mi += 1;
            }
            if !self.req.verbose_verbose {
                self.print_match(
                    true,
                    prefix,
                    pat.loc,
                    pat,
                    1,
                    match_pos,
                    match_len,
                    Vec::new(),
                );
            }
            let group_end = idx + 1 == n || cs.dag_not[idx + 1].pat.ty.kind == Kind::Not;
            if group_end {
                if !nots.is_empty() {
                    let first = ranges.first().map(|r| r.0).unwrap_or(start_pos);
                    if self.check_not(nots, start_pos, first.max(start_pos)) {
                        return None;
                    }
                    nots.clear();
                }
                start_pos = ranges.last().map(|r| r.1).unwrap_or(start_pos);
                ranges.clear();
            }
        }
        Some(start_pos)
    }

    /// Reports a match attempt. Returns the (relative pos, len) of a match
    /// when no error was reported, `None` when an error was reported.
    #[allow(clippy::too_many_arguments)]
    fn report_match_result(
        &mut self,
        expected: bool,
        prefix: &str,
        loc: Loc,
        pat: &Pattern,
        count: u32,
        buf_s: usize,
        buf_e: usize,
        res: Result<(usize, usize), MatchErr>,
    ) -> Option<(usize, usize)> {
        match res {
            Ok((p, l)) => {
                let err =
                    self.print_match(expected, prefix, loc, pat, count, buf_s + p, l, Vec::new());
                if err {
                    None
                } else {
                    Some((p, l))
                }
            }
            Err(e) => {
                let errs = match e {
                    MatchErr::NotFound => Vec::new(),
                    MatchErr::Errors(v) => v,
                };
                let err =
                    self.print_no_match(expected, prefix, loc, pat, count, buf_s, buf_e, errs);
                if err {
                    None
                } else {
                    // A successful "no match" (CHECK-NOT): only reached by callers
                    // that ignore the position.
                    Some((0, 0))
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn print_match(
        &mut self,
        expected: bool,
        prefix: &str,
        loc: Loc,
        pat: &Pattern,
        count: u32,
        mstart: usize,
        mlen: usize,
        errors: Vec<DiagErr>,
    ) -> bool {
        let has_error = !expected || !errors.is_empty();
        let mut print_diag = true;
        if !has_error {
            if !self.req.verbose {
                return false;
            }
            if !self.req.verbose_verbose && pat.ty.kind == Kind::Eof {
                return false;
            }
            print_diag = self.diags.is_none();
        }
        let mt = if expected {
            MatchTy::FoundAndExpected
        } else {
            MatchTy::FoundButExcluded
        };
        let (ms, me) = (mstart, mstart + mlen);
        self.process_match_result(mt, loc, pat.ty, ms, me, false);
        if self.diags.is_some() {
            self.print_substitutions(pat, ms, ms, mt, true);
            self.print_var_defs(pat, mt, true);
        }
        if !print_diag {
            return has_error;
        }
        let msg = match_message(pat, prefix, expected, "found", count);
        self.print(
            loc,
            if expected {
                DiagKind::Remark
            } else {
                DiagKind::Error
            },
            &msg,
            &[],
        );
        self.print(
            self.iloc(ms),
            DiagKind::Note,
            "found here",
            &[(self.iloc(ms), self.iloc(me))],
        );
        self.print_substitutions(pat, ms, ms, mt, false);
        self.print_var_defs(pat, mt, false);
        for e in errors {
            self.print(e.loc, DiagKind::Error, &e.msg, &[]);
        }
        has_error
    }

    #[allow(clippy::too_many_arguments)]
    fn print_no_match(
        &mut self,
        expected: bool,
        prefix: &str,
        loc: Loc,
        pat: &Pattern,
        count: u32,
        bs: usize,
        be: usize,
        errors: Vec<DiagErr>,
    ) -> bool {
        let mut has_error = expected;
        let has_pattern_error = !errors.is_empty();
        let mut mt = if expected {
            MatchTy::NoneButExpected
        } else {
            MatchTy::NoneAndExcluded
        };
        if has_pattern_error {
            has_error = true;
            mt = MatchTy::NoneForInvalidPattern;
            for e in &errors {
                self.print(e.loc, DiagKind::Error, &e.msg, &[]);
            }
        }
        let mut print_diag = true;
        if !has_error {
            if !self.req.verbose_verbose {
                return false;
            }
            print_diag = self.diags.is_none();
        }
        self.process_match_result(mt, loc, pat.ty, bs, be, false);
        if self.diags.is_some() {
            for e in &errors {
                self.add_diag(pat.ty, loc, mt, bs, bs, e.msg.clone());
            }
            self.print_substitutions(pat, bs, be, mt, true);
        }
        if !print_diag {
            return has_error;
        }
        if !has_pattern_error {
            let msg = match_message(pat, prefix, expected, "not found", count);
            self.print(
                loc,
                if expected {
                    DiagKind::Error
                } else {
                    DiagKind::Remark
                },
                &msg,
                &[],
            );
            self.print(self.iloc(bs), DiagKind::Note, "scanning from here", &[]);
        }
        self.print_substitutions(pat, bs, be, mt, false);
        if expected {
            self.print_fuzzy(pat, bs, be);
        }
        has_error
    }

    fn print_substitutions(
        &mut self,
        pat: &Pattern,
        s: usize,
        _e: usize,
        mt: MatchTy,
        to_diags: bool,
    ) {
        for sub in &pat.subs {
            let v = match sub.diag_value(self.ctx) {
                Some(v) => v,
                None => continue,
            };
            let msg = format!(
                "with \"{}\" equal to {}",
                write_escaped(sub.from_string().as_bytes()),
                v
            );
            if to_diags {
                self.add_diag(pat.ty, pat.loc, mt, s, s, msg);
            } else {
                self.print(self.iloc(s), DiagKind::Note, &msg, &[]);
            }
        }
    }

    fn print_var_defs(&mut self, pat: &Pattern, mt: MatchTy, to_diags: bool) {
        let mut caps: Vec<(String, (usize, usize))> = Vec::new();
        for name in pat.var_defs.keys() {
            if let Some(v) = self.ctx.str_vars.get(name) {
                if let Some(r) = v.range {
                    caps.push((name.clone(), r));
                }
            }
        }
        for (name, &(var, _)) in &pat.num_defs {
            if let Some(r) = self.ctx.num_vars[var].str_range {
                caps.push((name.clone(), r));
            }
        }
        caps.sort_by_key(|c| c.1 .0);
        for (name, (a, b)) in caps {
            let msg = format!("captured var \"{name}\"");
            if to_diags {
                self.add_diag(pat.ty, pat.loc, mt, a, b, msg);
            } else {
                self.print(
                    self.iloc(a),
                    DiagKind::Note,
                    &msg,
                    &[(self.iloc(a), self.iloc(b))],
                );
            }
        }
    }

    fn print_fuzzy(&mut self, pat: &Pattern, s: usize, e: usize) {
        let buf = &self.input[s..e];
        let mut lines_fwd = 0usize;
        let mut best: Option<usize> = None;
        let mut best_q = 0f64;
        for i in 0..buf.len().min(4096) {
            if buf[i] == b'\n' {
                lines_fwd += 1;
            }
            if buf[i] == b' ' || buf[i] == b'\t' {
                continue;
            }
            let d = pat.match_distance(&buf[i..]);
            let q = d as f64 + lines_fwd as f64 / 100.0;
            if best.is_none() || q < best_q {
                best = Some(i);
                best_q = q;
            }
        }
        if let Some(b) = best {
            if b != 0 && best_q < 50.0 {
                self.process_match_result(MatchTy::Fuzzy, pat.loc, pat.ty, s + b, s + b, false);
                self.print(
                    self.iloc(s + b),
                    DiagKind::Note,
                    "possible intended match here",
                    &[],
                );
            }
        }
    }
}

/// `CHECK-NEXT: expected string found in input (2 out of 3)`: the message of
/// LLVM's `printMatch` / `printNoMatch`; `outcome` is "found" or "not found".
fn match_message(pat: &Pattern, prefix: &str, expected: bool, outcome: &str, count: u32) -> String {
    let mut msg = format!(
        "{}: {} string {outcome} in input",
        pat.ty.description(prefix),
        if expected { "expected" } else { "excluded" }
    );
    if pat.ty.count > 1 {
        msg.push_str(&format!(" ({} out of {})", count, pat.ty.count));
    }
    msg
}
