//! Translation of LLVM's regex dialect (BSD `regcomp`, POSIX ERE with
//! `REG_NEWLINE`) into the syntax of the `regex` / `fancy-regex` crates.
//!
//! The parser follows the structure of the POSIX grammar so that it accepts
//! and rejects the same patterns as LLVM and reports the same `regerror`
//! messages. Bracket expressions are resolved into explicit byte sets, so the
//! meaning of `[^x]` (never matching a newline), `[[:alpha:]]` and friends is
//! exactly LLVM's rather than the target engine's.

/// Result of translating a regex.
#[derive(Debug, Clone)]
pub struct Translated {
    /// The pattern in target syntax, without flags.
    pub pattern: String,
    /// Number of capture groups (`re_nsub`).
    pub groups: usize,
    /// Whether the pattern uses back-references.
    pub has_backref: bool,
    /// Whether leftmost-first and leftmost-longest semantics may differ.
    pub maybe_ambiguous: bool,
    /// Whether some match could contain a newline.
    pub newline: bool,
}

/// `regerror` message texts.
pub mod msg {
    pub const EMPTY: &str = "empty (sub)expression";
    pub const EPAREN: &str = "parentheses not balanced";
    pub const EBRACK: &str = "brackets ([ ]) not balanced";
    pub const EBRACE: &str = "braces not balanced";
    pub const BADBR: &str = "invalid repetition count(s)";
    pub const BADRPT: &str = "repetition-operator operand invalid";
    pub const ERANGE: &str = "invalid character range";
    pub const ECTYPE: &str = "invalid character class";
    pub const ECOLLATE: &str = "invalid collating element";
    pub const EESCAPE: &str = "trailing backslash (\\)";
    pub const ESUBREG: &str = "invalid backreference number";
}

/// Checks `re` for validity and returns its number of groups.
pub fn validate(re: &[u8]) -> Result<usize, &'static str> {
    translate(re, false).map(|t| t.groups)
}

/// Translates `re`. `fancy` selects output for `fancy-regex` (text-based)
/// instead of `regex::bytes` (byte-based, Unicode disabled).
pub fn translate(re: &[u8], fancy: bool) -> Result<Translated, &'static str> {
    translate_with_markers(re, fancy, &[], false)
}

/// Translates `re`, emitting each `(position, text)` marker's text verbatim
/// (target syntax) where parsing reaches that input position. Markers must
/// sit between atoms and be sorted by position.
pub fn translate_with_markers(
    re: &[u8],
    fancy: bool,
    markers: &[(usize, String)],
    icase: bool,
) -> Result<Translated, &'static str> {
    let mut p = Parser {
        icase,
        markers,
        next_marker: 0,
        s: re,
        i: 0,
        out: Vec::with_capacity(re.len() * 2),
        nsub: 0,
        closed: vec![false; 1],
        backref: false,
        ambiguous: false,
        fancy,
        lits: Vec::new(),
        newline: false,
    };
    p.ere(None)?;
    p.emit_markers();
    if p.next_marker != markers.len() {
        return Err(msg::EMPTY);
    }
    let pattern = if fancy {
        String::from_utf8_lossy(&p.out).into_owned()
    } else {
        // Only ASCII is emitted in byte mode.
        String::from_utf8_lossy(&p.out).into_owned()
    };
    Ok(Translated {
        pattern,
        groups: p.nsub,
        has_backref: p.backref,
        maybe_ambiguous: p.ambiguous,
        newline: p.newline,
    })
}

struct Parser<'a> {
    /// Case-insensitive matching: bracket sets are folded before inversion.
    icase: bool,
    markers: &'a [(usize, String)],
    next_marker: usize,
    s: &'a [u8],
    i: usize,
    out: Vec<u8>,
    nsub: usize,
    closed: Vec<bool>,
    backref: bool,
    ambiguous: bool,
    fancy: bool,
    /// For each open branch: its text while it is a plain literal sequence.
    lits: Vec<Option<Vec<u8>>>,
    newline: bool,
}

type R<T> = Result<T, &'static str>;

impl Parser<'_> {
    fn more(&self) -> bool {
        self.i < self.s.len()
    }
    fn peek(&self) -> u8 {
        self.s[self.i]
    }
    fn see(&self, c: u8) -> bool {
        self.more() && self.peek() == c
    }
    fn see_two(&self, a: u8, b: u8) -> bool {
        self.i + 1 < self.s.len() && self.s[self.i] == a && self.s[self.i + 1] == b
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.see(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn eat_two(&mut self, a: u8, b: u8) -> bool {
        if self.see_two(a, b) {
            self.i += 2;
            true
        } else {
            false
        }
    }
    fn next(&mut self) -> u8 {
        let c = self.s[self.i];
        self.i += 1;
        c
    }
    fn is_rep_start(&self) -> bool {
        if !self.more() {
            return false;
        }
        let c = self.peek();
        c == b'*'
            || c == b'+'
            || c == b'?'
            || (c == b'{' && self.i + 1 < self.s.len() && self.s[self.i + 1].is_ascii_digit())
    }

    fn ere(&mut self, stop: Option<u8>) -> R<()> {
        let mut branches: Vec<Option<Vec<u8>>> = Vec::new();
        loop {
            let conc = self.i;
            self.lits.push(Some(Vec::new()));
            self.emit_markers();
            while self.more() && self.peek() != b'|' && Some(self.peek()) != stop {
                self.exp()?;
                self.emit_markers();
            }
            branches.push(self.lits.pop().flatten());
            if self.i == conc {
                return Err(msg::EMPTY);
            }
            if !self.eat(b'|') {
                break;
            }
            self.out.push(b'|');
        }
        if branches.len() > 1 && !prefix_free(&branches) {
            self.ambiguous = true;
        }
        Ok(())
    }

    fn emit_markers(&mut self) {
        while self.next_marker < self.markers.len() && self.markers[self.next_marker].0 <= self.i {
            let t = self.markers[self.next_marker].1.as_bytes();
            self.out.extend_from_slice(t);
            self.next_marker += 1;
        }
    }

    /// Marks the innermost branch as no longer a plain literal.
    fn not_literal(&mut self) {
        if let Some(l) = self.lits.last_mut() {
            *l = None;
        }
    }

    fn exp(&mut self) -> R<()> {
        let c = self.next();
        let atom_start = self.out.len();
        let mut wascaret = false;
        let mut single = true;
        let backref = c == b'\\' && self.more() && (b'1'..=b'9').contains(&self.peek());
        let is_lit = !(matches!(c, b'(' | b'^' | b'$' | b'.' | b'[') || backref);
        if !is_lit {
            self.not_literal();
        }
        match c {
            b'(' => {
                if !self.more() {
                    return Err(msg::EPAREN);
                }
                self.nsub += 1;
                let n = self.nsub;
                self.closed.push(false);
                self.out.push(b'(');
                self.emit_markers();
                if !self.see(b')') {
                    self.ere(Some(b')'))?;
                }
                self.closed[n] = true;
                if !self.eat(b')') {
                    return Err(msg::EPAREN);
                }
                self.out.push(b')');
                single = false;
            }
            b')' => return Err(msg::EPAREN),
            b'^' => {
                self.out.push(b'^');
                wascaret = true;
            }
            b'$' => self.out.push(b'$'),
            b'|' => return Err(msg::EMPTY),
            b'*' | b'+' | b'?' => return Err(msg::BADRPT),
            b'.' => self.out.push(b'.'),
            b'[' => self.bracket()?,
            b'\\' => {
                if !self.more() {
                    return Err(msg::EESCAPE);
                }
                let c = self.next();
                if (b'1'..=b'9').contains(&c) {
                    let n = (c - b'0') as usize;
                    if n > self.nsub || !self.closed[n] {
                        return Err(msg::ESUBREG);
                    }
                    self.backref = true;
                    self.ambiguous = true;
                    self.out.extend_from_slice(format!("\\{n}").as_bytes());
                } else {
                    self.literal(c);
                }
            }
            b'{' => {
                if self.more() && self.peek().is_ascii_digit() {
                    return Err(msg::BADRPT);
                }
                self.literal(c);
            }
            _ => self.literal(c),
        }
        if !self.is_rep_start() {
            return Ok(());
        }
        let c = self.next();
        if wascaret {
            return Err(msg::BADRPT);
        }
        self.not_literal();
        self.out
            .splice(atom_start..atom_start, b"(?:".iter().copied());
        self.out.push(b')');
        match c {
            b'*' | b'+' => {
                if !single {
                    self.ambiguous = true;
                }
                self.out.push(c);
            }
            b'?' => {
                if !single {
                    self.ambiguous = true;
                }
                self.out.push(c);
            }
            _ => {
                if !single {
                    self.ambiguous = true;
                }
                let count = self.count()?;
                let count2 = if self.eat(b',') {
                    if self.more() && self.peek().is_ascii_digit() {
                        let c2 = self.count()?;
                        if count > c2 {
                            return Err(msg::BADBR);
                        }
                        Some(c2)
                    } else {
                        None
                    }
                } else {
                    Some(count)
                };
                if !self.eat(b'}') {
                    while self.more() && self.peek() != b'}' {
                        self.i += 1;
                    }
                    if !self.more() {
                        return Err(msg::EBRACE);
                    }
                    return Err(msg::BADBR);
                }
                let q = match count2 {
                    Some(c2) => format!("{{{count},{c2}}}"),
                    None => format!("{{{count},}}"),
                };
                self.out.extend_from_slice(q.as_bytes());
            }
        }
        if self.is_rep_start() {
            return Err(msg::BADRPT);
        }
        Ok(())
    }

    fn count(&mut self) -> R<u32> {
        let mut count: u32 = 0;
        let mut nd = 0;
        while self.more() && self.peek().is_ascii_digit() && count <= 255 {
            count = count * 10 + (self.next() - b'0') as u32;
            nd += 1;
        }
        if nd == 0 || count > 255 {
            return Err(msg::BADBR);
        }
        Ok(count)
    }

    fn literal(&mut self, c: u8) {
        if c == b'\n' {
            self.newline = true;
        }
        if let Some(Some(l)) = self.lits.last_mut() {
            l.push(c.to_ascii_lowercase());
        }
        if c.is_ascii_alphanumeric() || b" _:%,;=@/!\"'<>`".contains(&c) {
            self.out.push(c);
        } else if b"\\.+*?()|[]{}^$#&-~".contains(&c) {
            self.out.push(b'\\');
            self.out.push(c);
        } else if c < 0x80 {
            push_hex(&mut self.out, c, true);
        } else if self.fancy {
            self.out.push(c);
        } else {
            push_hex(&mut self.out, c, false);
        }
    }

    fn bracket(&mut self) -> R<()> {
        if self.s[self.i..].starts_with(b"[:<:]]") {
            self.i += 6;
            self.out.extend_from_slice(if self.fancy {
                b"\\b(?=\\w)"
            } else {
                b"\\b{start}"
            });
            return Ok(());
        }
        if self.s[self.i..].starts_with(b"[:>:]]") {
            self.i += 6;
            self.out.extend_from_slice(if self.fancy {
                b"\\b(?<=\\w)"
            } else {
                b"\\b{end}"
            });
            return Ok(());
        }
        let mut set = [false; 256];
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[b']' as usize] = true;
        } else if self.eat(b'-') {
            set[b'-' as usize] = true;
        }
        while self.more() && self.peek() != b']' && !self.see_two(b'-', b']') {
            self.b_term(&mut set)?;
        }
        if self.eat(b'-') {
            set[b'-' as usize] = true;
        }
        if !self.eat(b']') {
            return Err(msg::EBRACK);
        }
        if invert {
            if self.icase {
                for c in b'a'..=b'z' {
                    let u = c.to_ascii_uppercase();
                    let any = set[c as usize] || set[u as usize];
                    set[c as usize] = any;
                    set[u as usize] = any;
                }
            }
            for v in set.iter_mut() {
                *v = !*v;
            }
            set[b'\n' as usize] = false;
        }
        self.emit_set(&set);
        Ok(())
    }

    fn b_term(&mut self, set: &mut [bool; 256]) -> R<()> {
        let c0 = if self.more() { self.peek() } else { 0 };
        let c = match c0 {
            b'[' if self.i + 1 < self.s.len() => self.s[self.i + 1],
            b'[' => 0,
            b'-' => return Err(msg::ERANGE),
            _ => 0,
        };
        match c {
            b':' => {
                self.i += 2;
                if !self.more() {
                    return Err(msg::EBRACK);
                }
                let c = self.peek();
                if c == b'-' || c == b']' {
                    return Err(msg::ECTYPE);
                }
                let st = self.i;
                while self.more() && self.peek().is_ascii_alphabetic() {
                    self.i += 1;
                }
                let name = &self.s[st..self.i];
                let f: fn(u8) -> bool = match name {
                    b"alnum" => |c| c.is_ascii_alphanumeric(),
                    b"alpha" => |c| c.is_ascii_alphabetic(),
                    b"blank" => |c| c == b' ' || c == b'\t',
                    b"cntrl" => |c| c.is_ascii_control(),
                    b"digit" => |c| c.is_ascii_digit(),
                    b"graph" => |c| c.is_ascii_graphic(),
                    b"lower" => |c| c.is_ascii_lowercase(),
                    b"print" => |c| c.is_ascii_graphic() || c == b' ',
                    b"punct" => |c| c.is_ascii_punctuation(),
                    b"space" => |c| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c),
                    b"upper" => |c| c.is_ascii_uppercase(),
                    b"xdigit" => |c| c.is_ascii_hexdigit(),
                    _ => return Err(msg::ECTYPE),
                };
                for b in 0..128u8 {
                    if f(b) {
                        set[b as usize] = true;
                    }
                }
                if !self.more() {
                    return Err(msg::EBRACK);
                }
                if !self.eat_two(b':', b']') {
                    return Err(msg::ECTYPE);
                }
            }
            b'=' => {
                self.i += 2;
                if !self.more() {
                    return Err(msg::EBRACK);
                }
                let c = self.peek();
                if c == b'-' || c == b']' {
                    return Err(msg::ECOLLATE);
                }
                let v = self.coll_elem(b'=')?;
                set[v as usize] = true;
                if !self.more() {
                    return Err(msg::EBRACK);
                }
                if !self.eat_two(b'=', b']') {
                    return Err(msg::ECOLLATE);
                }
            }
            _ => {
                let start = self.b_symbol()?;
                let finish =
                    if self.see(b'-') && self.i + 1 < self.s.len() && self.s[self.i + 1] != b']' {
                        self.i += 1;
                        if self.eat(b'-') {
                            b'-'
                        } else {
                            self.b_symbol()?
                        }
                    } else {
                        start
                    };
                // `char` is signed in LLVM's build.
                let (a, b) = (start as i8 as i32, finish as i8 as i32);
                if a > b {
                    return Err(msg::ERANGE);
                }
                for v in a..=b {
                    set[(v as i8 as u8) as usize] = true;
                }
            }
        }
        Ok(())
    }

    fn b_symbol(&mut self) -> R<u8> {
        if !self.more() {
            return Err(msg::EBRACK);
        }
        if !self.eat_two(b'[', b'.') {
            return Ok(self.next());
        }
        let v = self.coll_elem(b'.')?;
        if !self.eat_two(b'.', b']') {
            return Err(msg::ECOLLATE);
        }
        Ok(v)
    }

    fn coll_elem(&mut self, end: u8) -> R<u8> {
        let st = self.i;
        while self.more() && !self.see_two(end, b']') {
            self.i += 1;
        }
        if !self.more() {
            return Err(msg::EBRACK);
        }
        let name = &self.s[st..self.i];
        if let Some(&(_, v)) = CNAMES.iter().find(|(n, _)| n.as_bytes() == name) {
            return Ok(v);
        }
        if name.len() == 1 {
            return Ok(name[0]);
        }
        Err(msg::ECOLLATE)
    }

    fn emit_set(&mut self, set: &[bool; 256]) {
        if set[b'\n' as usize] {
            self.newline = true;
        }
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        let mut i = 0;
        while i < 256 {
            if set[i] {
                let st = i;
                while i + 1 < 256 && set[i + 1] {
                    i += 1;
                }
                ranges.push((st, i));
            }
            i += 1;
        }
        if self.fancy {
            // Text mode: bytes >= 0x80 stand for "any non-ASCII character".
            let high = set[0x80..].iter().all(|&b| b);
            ranges.retain(|&(a, _)| a < 0x80);
            for r in ranges.iter_mut() {
                r.1 = r.1.min(0x7f);
            }
            if ranges.is_empty() && !high {
                self.out.extend_from_slice(b"(?:\\b\\B)");
                return;
            }
            let mut s = String::from("[");
            for (a, b) in ranges {
                s.push_str(&format!("\\x{{{a:02X}}}-\\x{{{b:02X}}}"));
            }
            if high {
                s.push_str("\\x{80}-\\x{10FFFF}");
            }
            s.push(']');
            self.out.extend_from_slice(s.as_bytes());
            return;
        }
        if ranges.is_empty() {
            self.out.extend_from_slice(b"(?:\\b\\B)");
            return;
        }
        let mut s = String::from("[");
        for (a, b) in ranges {
            if a == b {
                s.push_str(&format!("\\x{a:02X}"));
            } else {
                s.push_str(&format!("\\x{a:02X}-\\x{b:02X}"));
            }
        }
        s.push(']');
        self.out.extend_from_slice(s.as_bytes());
    }
}

/// Appends `\x{HH}` (braced) or `\xHH`.
fn push_hex(out: &mut Vec<u8>, c: u8, braced: bool) {
    const H: &[u8; 16] = b"0123456789ABCDEF";
    out.extend_from_slice(b"\\x");
    if braced {
        out.push(b'{');
    }
    out.push(H[(c >> 4) as usize]);
    out.push(H[(c & 15) as usize]);
    if braced {
        out.push(b'}');
    }
}

/// Whether every branch is a plain literal and none is a prefix of another,
/// in which case at most one branch can match at a position.
fn prefix_free(branches: &[Option<Vec<u8>>]) -> bool {
    let mut v: Vec<&Vec<u8>> = Vec::new();
    for b in branches {
        match b {
            Some(l) => v.push(l),
            None => return false,
        }
    }
    for (i, a) in v.iter().enumerate() {
        for (j, b) in v.iter().enumerate() {
            if i != j && b.starts_with(a) {
                return false;
            }
        }
    }
    true
}

/// POSIX collating element names (a subset of `cname.h`).
const CNAMES: &[(&str, u8)] = &[
    ("NUL", 0),
    ("tab", b'\t'),
    ("newline", b'\n'),
    ("vertical-tab", 0x0b),
    ("form-feed", 0x0c),
    ("carriage-return", b'\r'),
    ("space", b' '),
    ("exclamation-mark", b'!'),
    ("quotation-mark", b'"'),
    ("number-sign", b'#'),
    ("dollar-sign", b'$'),
    ("percent-sign", b'%'),
    ("ampersand", b'&'),
    ("apostrophe", b'\''),
    ("left-parenthesis", b'('),
    ("right-parenthesis", b')'),
    ("asterisk", b'*'),
    ("plus-sign", b'+'),
    ("comma", b','),
    ("hyphen", b'-'),
    ("hyphen-minus", b'-'),
    ("period", b'.'),
    ("full-stop", b'.'),
    ("slash", b'/'),
    ("solidus", b'/'),
    ("zero", b'0'),
    ("one", b'1'),
    ("two", b'2'),
    ("three", b'3'),
    ("four", b'4'),
    ("five", b'5'),
    ("six", b'6'),
    ("seven", b'7'),
    ("eight", b'8'),
    ("nine", b'9'),
    ("colon", b':'),
    ("semicolon", b';'),
    ("less-than-sign", b'<'),
    ("equals-sign", b'='),
    ("greater-than-sign", b'>'),
    ("question-mark", b'?'),
    ("commercial-at", b'@'),
    ("left-square-bracket", b'['),
    ("backslash", b'\\'),
    ("reverse-solidus", b'\\'),
    ("right-square-bracket", b']'),
    ("circumflex", b'^'),
    ("circumflex-accent", b'^'),
    ("underscore", b'_'),
    ("low-line", b'_'),
    ("grave-accent", b'`'),
    ("left-brace", b'{'),
    ("left-curly-bracket", b'{'),
    ("vertical-line", b'|'),
    ("right-brace", b'}'),
    ("right-curly-bracket", b'}'),
    ("tilde", b'~'),
    ("DEL", 0x7f),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn err(re: &str) -> &'static str {
        translate(re.as_bytes(), false).unwrap_err()
    }

    #[test]
    fn errors_match_regerror() {
        assert_eq!(err(""), msg::EMPTY);
        assert_eq!(err("a|"), msg::EMPTY);
        assert_eq!(err("(a"), msg::EPAREN);
        assert_eq!(err("a)"), msg::EPAREN);
        assert_eq!(err("[a"), msg::EBRACK);
        assert_eq!(err("*a"), msg::BADRPT);
        assert_eq!(err("a**"), msg::BADRPT);
        assert_eq!(err("a{2,1}"), msg::BADBR);
        assert_eq!(err("a{1"), msg::EBRACE);
        assert_eq!(err("[z-a]"), msg::ERANGE);
        assert_eq!(err("[[:foo:]]"), msg::ECTYPE);
        assert_eq!(err("a\\"), msg::EESCAPE);
        assert_eq!(err("\\1"), msg::ESUBREG);
    }

    #[test]
    fn counts_groups() {
        let t = translate(b"(a)(b(c))", false).unwrap();
        assert_eq!(t.groups, 3);
        assert!(translate(b"()", false).is_ok());
        assert!(translate(b"(a)\\1", false).unwrap().has_backref);
    }
}

#[cfg(test)]
mod ambiguity_tests {
    use super::*;

    #[test]
    fn prefix_free_alternation_is_unambiguous() {
        assert!(!translate(b"(add|sub|lshr)", false).unwrap().maybe_ambiguous);
        assert!(translate(b"a|ab", false).unwrap().maybe_ambiguous);
        assert!(translate(b"(a.|b)", false).unwrap().maybe_ambiguous);
        assert!(translate(b"(xy)?", false).unwrap().maybe_ambiguous);
        assert!(!translate(b"[0-9]+.*", false).unwrap().maybe_ambiguous);
    }
}
