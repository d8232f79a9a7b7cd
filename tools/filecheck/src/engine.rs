//! Compiled matchers for patterns: a literal searcher for fixed strings, the
//! `regex-automata` meta engine (with a lazy DFA pass giving POSIX
//! leftmost-longest match ends when needed), and `fancy-regex` only for
//! back-references. Compilations are shared through a per-run cache.

use std::cell::OnceCell;
use std::collections::HashMap;
use std::rc::Rc;

use regex_automata::{
    hybrid::dfa::DFA,
    meta,
    nfa::thompson::{self, pikevm::PikeVM},
    util::{prefilter::Prefilter, syntax},
    Anchored, Input, MatchKind,
};

use crate::regex_translate::translate_with_markers;

/// Group spans of a match, index 0 being the whole match.
pub type Groups = Vec<Option<(usize, usize)>>;

/// A compiled matcher.
pub struct Compiled {
    engine: Engine,
    ambiguous: bool,
    pattern: String,
    icase: bool,
    longest: OnceCell<Option<(DFA, meta::Regex)>>,
}

enum Engine {
    Literal(Vec<u8>, OnceCell<Option<Prefilter>>),
    /// A one-shot regex whose matches never span lines: searched with the
    /// cheap-to-build PikeVM near the start, then with the meta engine.
    Pike(PikeVM, OnceCell<Option<meta::Regex>>),
    Meta(meta::Regex),
    Fancy(fancy_regex::Regex),
    Invalid,
}

thread_local! {
    /// Whether this run's regexes get a fully compiled DFA (see [`InputScale`]).
    static FULL_DFA: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// Sets, for the current run on this thread, whether patterns compile a full
/// DFA. Building one costs more than searching a small input with the lazy
/// DFA (in-process lit runs FileCheck thousands of times on tiny outputs),
/// but it pays off on large inputs (CHECK-NOT ranges over megabytes). Dropping
/// the guard restores the default.
pub struct InputScale(bool);

impl InputScale {
    /// Inputs at least this large get full DFAs.
    const FULL_DFA_MIN_INPUT: usize = 64 * 1024;

    pub fn for_input_len(len: usize) -> InputScale {
        let previous = FULL_DFA.with(|f| f.replace(len >= Self::FULL_DFA_MIN_INPUT));
        InputScale(previous)
    }
}

impl Drop for InputScale {
    fn drop(&mut self) {
        FULL_DFA.with(|f| f.set(self.0));
    }
}

fn build_meta(pat: &str, icase: bool) -> Option<meta::Regex> {
    meta::Regex::builder()
        .configure(
            meta::Config::new()
                .dfa(FULL_DFA.with(|f| f.get()))
                .onepass(false)
                .backtrack(false)
                .auto_prefilter(false)
                .utf8_empty(false)
                .nfa_size_limit(Some(1 << 26))
                .hybrid_cache_capacity(1 << 21),
        )
        .syntax(
            syntax::Config::new()
                .utf8(false)
                .unicode(false)
                .multi_line(true)
                .case_insensitive(icase),
        )
        .build(pat)
        .ok()
}

impl Compiled {
    /// A matcher for the literal `s`.
    pub fn literal(s: &[u8], icase: bool) -> Compiled {
        if icase {
            let mut esc = Vec::new();
            crate::pattern::llvm_escape(s, &mut esc);
            return Compiled::regex(&esc, true);
        }
        Compiled {
            engine: Engine::Literal(s.to_vec(), OnceCell::new()),
            ambiguous: false,
            pattern: String::new(),
            icase,
            longest: OnceCell::new(),
        }
    }

    /// A matcher from a translation without back-references: the PikeVM
    /// strategy when matches cannot span lines, else the meta engine.
    fn from_translated(t: crate::regex_translate::Translated, icase: bool) -> Option<Compiled> {
        if t.has_backref {
            return None;
        }
        if !t.newline {
            let syn = syntax::Config::new()
                .utf8(false)
                .unicode(false)
                .multi_line(true)
                .case_insensitive(icase);
            if let Ok(vm) = PikeVM::builder()
                .syntax(syn)
                .thompson(thompson::Config::new().utf8(false))
                .build(&t.pattern)
            {
                return Some(Compiled {
                    engine: Engine::Pike(vm, OnceCell::new()),
                    ambiguous: t.maybe_ambiguous,
                    pattern: t.pattern,
                    icase,
                    longest: OnceCell::new(),
                });
            }
        }
        let r = build_meta(&t.pattern, icase)?;
        Some(Compiled {
            engine: Engine::Meta(r),
            ambiguous: t.maybe_ambiguous,
            pattern: t.pattern,
            icase,
            longest: OnceCell::new(),
        })
    }

    /// A matcher for a regex used for one search only (its text contains
    /// substituted values): cheap to build when lines bound its matches.
    pub fn regex_once(re: &[u8], icase: bool) -> Compiled {
        if let Ok(t) = translate_with_markers(re, false, &[], icase) {
            if !t.has_backref && !t.newline {
                let syn = syntax::Config::new()
                    .utf8(false)
                    .unicode(false)
                    .multi_line(true)
                    .case_insensitive(icase);
                if let Ok(vm) = PikeVM::builder()
                    .syntax(syn)
                    .thompson(thompson::Config::new().utf8(false))
                    .build(&t.pattern)
                {
                    return Compiled {
                        engine: Engine::Pike(vm, OnceCell::new()),
                        ambiguous: t.maybe_ambiguous,
                        pattern: t.pattern,
                        icase,
                        longest: OnceCell::new(),
                    };
                }
            }
        }
        Compiled::regex(re, icase)
    }

    /// A matcher for the LLVM-dialect regex `re`.
    pub fn regex(re: &[u8], icase: bool) -> Compiled {
        let invalid = Compiled {
            engine: Engine::Invalid,
            ambiguous: false,
            pattern: String::new(),
            icase,
            longest: OnceCell::new(),
        };
        match translate_with_markers(re, false, &[], icase) {
            Ok(t) if !t.has_backref => match build_meta(&t.pattern, icase) {
                Some(r) => Compiled {
                    engine: Engine::Meta(r),
                    ambiguous: t.maybe_ambiguous,
                    pattern: t.pattern,
                    icase,
                    longest: OnceCell::new(),
                },
                None => invalid,
            },
            Ok(_) => {
                let t = match translate_with_markers(re, true, &[], icase) {
                    Ok(t) => t,
                    Err(_) => return invalid,
                };
                let flags = if icase { "(?mi)" } else { "(?m)" };
                match fancy_regex::RegexBuilder::new(&format!("{flags}{}", t.pattern))
                    .backtrack_limit(1_000_000)
                    .build()
                {
                    Ok(r) => Compiled {
                        engine: Engine::Fancy(r),
                        ambiguous: false,
                        pattern: t.pattern,
                        icase,
                        longest: OnceCell::new(),
                    },
                    Err(_) => invalid,
                }
            }
            Err(_) => invalid,
        }
    }

    fn longest_end(&self, hay: &[u8], start: usize) -> Option<(usize, &meta::Regex)> {
        let d = self.longest.get_or_init(|| {
            let syn = syntax::Config::new()
                .utf8(false)
                .unicode(false)
                .multi_line(true)
                .case_insensitive(self.icase);
            let dfa = DFA::builder()
                .configure(DFA::config().match_kind(MatchKind::All))
                .syntax(syn)
                .thompson(thompson::Config::new().utf8(false))
                .build(&self.pattern)
                .ok()?;
            let z = build_meta(&format!("(?:{})\\z", self.pattern), self.icase)?;
            Some((dfa, z))
        });
        let (dfa, z) = d.as_ref()?;
        let mut cache = dfa.create_cache();
        let input = Input::new(hay).range(start..).anchored(Anchored::Yes);
        match dfa.try_search_fwd(&mut cache, &input) {
            Ok(Some(hm)) => Some((hm.offset(), z)),
            _ => None,
        }
    }

    /// Finds the leftmost (longest, for ambiguous regexes) match in `hay`.
    pub fn find(&self, hay: &[u8], want_groups: bool) -> Option<Groups> {
        match &self.engine {
            Engine::Invalid => None,
            Engine::Literal(s, pf) => {
                if s.is_empty() {
                    return Some(vec![Some((0, 0))]);
                }
                // Most searches succeed nearby: try a plain scan of a short
                // window before paying for a vectorised searcher.
                let win = (256 + s.len()).min(hay.len());
                let first = s[0];
                let near = hay[..win]
                    .iter()
                    .enumerate()
                    .filter(|&(_, &c)| c == first)
                    .map(|(k, _)| k)
                    .find(|&k| hay[k..].starts_with(s));
                let pos = match near {
                    Some(k) => k,
                    None => {
                        let from = win.saturating_sub(s.len() - 1);
                        match pf.get_or_init(|| Prefilter::new(MatchKind::LeftmostFirst, &[s])) {
                            Some(p) => {
                                let mut at = from;
                                loop {
                                    let c = p
                                        .find(hay, regex_automata::Span::from(at..hay.len()))?
                                        .start;
                                    if hay[c..].starts_with(s) {
                                        break c;
                                    }
                                    at = c + 1;
                                }
                            }
                            None => {
                                from + hay[from..].windows(s.len()).position(|w| w == &s[..])?
                            }
                        }
                    }
                };
                Some(vec![Some((pos, pos + s.len()))])
            }
            Engine::Pike(vm, meta_cell) => {
                let to_groups = |c: &regex_automata::util::captures::Captures| -> Groups {
                    (0..c.group_len())
                        .map(|i| c.get_group(i).map(|sp| (sp.start, sp.end)))
                        .collect()
                };
                // Matches never cross a newline, so a window ending at a newline
                // holds every match starting inside it.
                let lim = 2048.min(hay.len());
                let w = match hay[lim..].iter().position(|&c| c == b'\n') {
                    Some(p) => lim + p,
                    None => hay.len(),
                };
                let mut cache = vm.create_cache();
                let mut c = vm.create_captures();
                vm.search(&mut cache, &Input::new(hay).range(0..w), &mut c);
                let (s, e1, mut groups) = if c.is_match() {
                    let m = c.get_match()?;
                    (m.start(), m.end(), to_groups(&c))
                } else {
                    if w >= hay.len() {
                        return None;
                    }
                    let r = meta_cell
                        .get_or_init(|| build_meta(&self.pattern, self.icase))
                        .as_ref()?;
                    let mut c = r.create_captures();
                    r.search_captures(&Input::new(hay).range(w..hay.len()), &mut c);
                    let m = c.get_match()?;
                    (m.start(), m.end(), to_groups(&c))
                };
                if self.ambiguous {
                    if let Some((le, z)) = self.longest_end(hay, s) {
                        if le > e1 {
                            let mut c = z.create_captures();
                            z.search_captures(&Input::new(&hay[..le]).range(s..le), &mut c);
                            if c.is_match() {
                                groups = to_groups(&c);
                            }
                            groups[0] = Some((s, le));
                        }
                    }
                }
                let _ = want_groups;
                Some(groups)
            }
            Engine::Meta(r) => {
                let to_groups = |c: &regex_automata::util::captures::Captures| -> Groups {
                    (0..c.group_len())
                        .map(|i| c.get_group(i).map(|sp| (sp.start, sp.end)))
                        .collect()
                };
                let (s, e1, mut groups) = if want_groups {
                    let mut c = r.create_captures();
                    r.search_captures(&Input::new(hay), &mut c);
                    let m = c.get_match()?;
                    (m.start(), m.end(), Some(to_groups(&c)))
                } else {
                    let m = r.find(Input::new(hay))?;
                    (m.start(), m.end(), None)
                };
                let mut e = e1;
                if self.ambiguous {
                    if let Some((le, z)) = self.longest_end(hay, s) {
                        if le > e1 {
                            e = le;
                            if want_groups {
                                let mut c = z.create_captures();
                                z.search_captures(&Input::new(&hay[..le]).range(s..le), &mut c);
                                if c.is_match() {
                                    groups = Some(to_groups(&c));
                                }
                            }
                        }
                    }
                }
                match groups {
                    Some(mut g) => {
                        g[0] = Some((s, e));
                        Some(g)
                    }
                    None => Some(vec![Some((s, e))]),
                }
            }
            Engine::Fancy(r) => {
                let text = match std::str::from_utf8(hay) {
                    Ok(t) => t,
                    Err(e) => std::str::from_utf8(&hay[..e.valid_up_to()]).ok()?,
                };
                let c = r.captures(text).ok()??;
                Some(
                    (0..c.len())
                        .map(|i| c.get(i).map(|m| (m.start(), m.end())))
                        .collect(),
                )
            }
        }
    }
}

/// A pattern's regex with every substitution replaced by a named wildcard
/// group, compiled once. A match whose wildcard captures equal the
/// substituted values is exactly the match of the substituted regex.
pub struct Skeleton {
    re: Compiled,
    /// For each skeleton group: `Ok(original group)` or `Err(substitution)`.
    map: Vec<Result<usize, usize>>,
    icase: bool,
}

/// What a skeleton search concluded.
pub enum SkeletonResult {
    /// The real regex matches here; groups use the original numbering.
    Match(Groups),
    /// The real regex cannot match.
    NoMatch,
    /// Undecided: fall back to compiling the real regex.
    Unknown,
}

impl Skeleton {
    /// Builds the skeleton; `subs` are (insertion index, wildcard in target
    /// syntax). Returns `None` when the fast path does not apply.
    pub fn new(re: &[u8], subs: &[(usize, String)], icase: bool) -> Option<Skeleton> {
        let markers: Vec<(usize, String)> = subs
            .iter()
            .enumerate()
            .map(|(k, (pos, wild))| (*pos, format!("(?P<fcsub{k}>{wild})")))
            .collect();
        let t = translate_with_markers(re, false, &markers, icase).ok()?;
        if t.has_backref || t.maybe_ambiguous {
            return None;
        }
        let compiled = Compiled::from_translated(t, icase)?;
        let names: Vec<Option<String>> = match &compiled.engine {
            Engine::Pike(vm, _) => vm
                .get_nfa()
                .group_info()
                .pattern_names(regex_automata::PatternID::ZERO)
                .map(|n| n.map(str::to_string))
                .collect(),
            Engine::Meta(r) => r
                .group_info()
                .pattern_names(regex_automata::PatternID::ZERO)
                .map(|n| n.map(str::to_string))
                .collect(),
            _ => return None,
        };
        let mut map = Vec::new();
        let mut orig = 0usize;
        for (i, name) in names.iter().enumerate() {
            if i == 0 {
                map.push(Ok(0));
                continue;
            }
            match name.as_deref().and_then(|n| n.strip_prefix("fcsub")) {
                Some(k) => map.push(Err(k.parse().ok()?)),
                None => {
                    orig += 1;
                    map.push(Ok(orig));
                }
            }
        }
        Some(Skeleton {
            re: compiled,
            map,
            icase,
        })
    }

    /// Searches `hay` for the regex with `values` substituted.
    pub fn find(&self, hay: &[u8], values: &[Vec<u8>]) -> SkeletonResult {
        let g = match self.re.find(hay, true) {
            Some(g) => g,
            None => return SkeletonResult::NoMatch,
        };
        let norig = self.map.iter().filter(|m| m.is_ok()).count();
        let mut out: Groups = vec![None; norig];
        for (i, span) in g.iter().enumerate() {
            match self.map.get(i) {
                Some(Ok(o)) => out[*o] = *span,
                Some(Err(k)) => {
                    let v = match values.get(*k) {
                        Some(v) => v,
                        None => return SkeletonResult::Unknown,
                    };
                    let got = match span {
                        Some((a, b)) => &hay[*a..*b],
                        None => return SkeletonResult::Unknown,
                    };
                    let same = if self.icase {
                        got.eq_ignore_ascii_case(v)
                    } else {
                        got == &v[..]
                    };
                    if !same {
                        return SkeletonResult::Unknown;
                    }
                }
                None => return SkeletonResult::Unknown,
            }
        }
        SkeletonResult::Match(out)
    }
}

/// Regex text, substitution points with wildcards, and case folding.
type SkeletonKey = (Vec<u8>, Vec<(usize, String)>, bool);

/// Shares compiled matchers between patterns with identical text.
#[derive(Default)]
pub struct RegexCache {
    map: HashMap<(Vec<u8>, bool, bool), Rc<Compiled>>,
    skeletons: HashMap<SkeletonKey, Option<Rc<Skeleton>>>,
}

impl RegexCache {
    /// The shared skeleton of a substituted regex (see [`Skeleton`]).
    pub fn skeleton(
        &mut self,
        re: &[u8],
        subs: &[(usize, String)],
        icase: bool,
    ) -> Option<Rc<Skeleton>> {
        let key = (re.to_vec(), subs.to_vec(), icase);
        if let Some(s) = self.skeletons.get(&key) {
            return s.clone();
        }
        if self.skeletons.len() > 4096 {
            self.skeletons.clear();
        }
        let sk = Skeleton::new(re, subs, icase).map(Rc::new);
        self.skeletons.insert(key, sk.clone());
        sk
    }

    /// A matcher for a regex with substituted values (not cached).
    pub fn once(&mut self, text: &[u8], icase: bool) -> Rc<Compiled> {
        if let Some(c) = self.map.get(&(text.to_vec(), false, icase)) {
            return Rc::clone(c);
        }
        Rc::new(Compiled::regex_once(text, icase))
    }

    /// The matcher for `text` (a literal if `literal`, else a regex).
    pub fn get(&mut self, text: &[u8], literal: bool, icase: bool) -> Rc<Compiled> {
        if literal && !icase {
            return Rc::new(Compiled::literal(text, false));
        }
        let key = (text.to_vec(), literal, icase);
        if let Some(c) = self.map.get(&key) {
            return Rc::clone(c);
        }
        if self.map.len() > 4096 {
            self.map.clear();
        }
        let c = Rc::new(if literal {
            Compiled::literal(text, icase)
        } else {
            Compiled::regex(text, icase)
        });
        self.map.insert(key, Rc::clone(&c));
        c
    }
}
