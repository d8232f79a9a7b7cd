//! The pull lexer: one token at a time from a byte slice, no allocation.
//!
//! Mirrors MLIR's `Lexer.cpp`: whitespace and NUL bytes are skipped, `//`
//! comments run to the end of the line, and malformed input yields a
//! [`Kind::Error`] token whose message [`Lexer::error`] keeps (MLIR emits
//! lexer errors when the token is formed; the parser reports them first).
//! The lexer can be limited to a sub-range (`end`) to run a dialect's
//! parser over exactly the body of a pretty type or attribute.

use super::token::{Kind, Token};

pub(crate) struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Lexing stops here (EOF); normally `src.len()`.
    end: usize,
    /// Position and message of the last error token.
    pub error: Option<(u32, &'static str)>,
}

pub(crate) fn is_ident_char(c: u8) -> bool {
    CLASS[c as usize] & IDENT != 0
}

/// Whether the type parser's bracket scan (`bracket_span`) must look at `c`.
pub(crate) fn is_span_stop(c: u8) -> bool {
    CLASS[c as usize] & SPAN_STOP != 0
}

fn is_suffix_punct(c: u8) -> bool {
    c == b'$' || c == b'.' || c == b'_' || c == b'-'
}

/// Byte classes, one table lookup per byte in the scanning loops.
const IDENT: u8 = 1; // `[A-Za-z0-9_$.]`: bare and `@` identifiers
const SUFFIX: u8 = 2; // `[A-Za-z0-9$._-]`: the rest of `%x`, `^x`, `#x`, `!x`
const STRING_STOP: u8 = 4; // `"`, `\`, and the line breaks a string cannot hold
const SPAN_STOP: u8 = 8; // what the type parser's bracket scan acts on: `()<>[]{}-"` and `\n`

static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            t[c] |= IDENT | SUFFIX;
        }
        if b == b'-' {
            t[c] |= SUFFIX;
        }
        if b == b'"' || b == b'\\' || b == b'\n' || b == 0x0b || b == 0x0c {
            t[c] |= STRING_STOP;
        }
        if matches!(
            b,
            b'(' | b')' | b'<' | b'>' | b'[' | b']' | b'{' | b'}' | b'-' | b'"' | b'\n'
        ) {
            t[c] |= SPAN_STOP;
        }
        c += 1;
    }
    t
};

impl<'a> Lexer<'a> {
    pub(crate) fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            end: src.len(),
            error: None,
        }
    }

    /// The byte at `i`, or 0 past the end (MLIR's buffers end in a NUL).
    #[inline]
    fn at(&self, i: usize) -> u8 {
        if i < self.end {
            self.src[i]
        } else {
            0
        }
    }

    pub(crate) fn end(&self) -> usize {
        self.end
    }

    /// Advances past the bytes `keep` accepts (at most to the end).
    #[inline]
    fn skip_while(&mut self, keep: impl Fn(u8) -> bool) {
        let rest = &self.src[self.pos.min(self.end)..self.end];
        self.pos += rest.iter().position(|&c| !keep(c)).unwrap_or(rest.len());
    }

    /// Restarts lexing at `pos`.
    pub(crate) fn reset(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// Limits lexing to `..end` (returns the previous limit).
    pub(crate) fn set_end(&mut self, end: usize) -> usize {
        std::mem::replace(&mut self.end, end.min(self.src.len()))
    }

    fn token(&self, kind: Kind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn error_token(&mut self, at: usize, message: &'static str) -> Token {
        self.error = Some((at as u32, message));
        Token {
            kind: Kind::Error,
            start: at as u32,
            end: self.pos.max(at) as u32,
        }
    }

    pub(crate) fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            if start >= self.end {
                self.pos = self.end;
                return self.token(Kind::Eof, self.end);
            }
            let c = self.src[start];
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'_' => return self.bare_identifier(start),
                c if c.is_ascii_alphabetic() => return self.bare_identifier(start),
                b':' => Kind::Colon,
                b',' => Kind::Comma,
                b'.' => {
                    if self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.' {
                        let at = self.pos;
                        return self
                            .error_token(at, "expected three consecutive dots for an ellipsis");
                    }
                    self.pos += 2;
                    Kind::Ellipsis
                }
                b'(' => Kind::LParen,
                b')' => Kind::RParen,
                b'{' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                        Kind::FileMetaBegin
                    } else {
                        Kind::LBrace
                    }
                }
                b'}' => Kind::RBrace,
                b'[' => Kind::LSquare,
                b']' => Kind::RSquare,
                b'<' => Kind::Less,
                b'>' => Kind::Greater,
                b'=' => Kind::Equal,
                b'+' => Kind::Plus,
                b'*' => Kind::Star,
                b'-' => {
                    if self.at(self.pos) == b'>' {
                        self.pos += 1;
                        Kind::Arrow
                    } else {
                        Kind::Minus
                    }
                }
                b'?' => Kind::Question,
                b'|' => Kind::VBar,
                b'/' => {
                    if self.at(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    Kind::Slash
                }
                b'@' => return self.at_identifier(start),
                b'#' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' {
                        self.pos += 2;
                        Kind::FileMetaEnd
                    } else {
                        return self.prefixed_identifier(start);
                    }
                }
                b'!' | b'^' | b'%' => return self.prefixed_identifier(start),
                b'"' => return self.string(start),
                b'0'..=b'9' => return self.number(start),
                _ => return self.error_token(start, "unexpected character"),
            };
            return self.token(kind, start);
        }
    }

    fn skip_comment(&mut self) {
        // Past the second '/'.
        self.pos += 1;
        while self.pos < self.end {
            let c = self.src[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    fn bare_identifier(&mut self, start: usize) -> Token {
        self.skip_while(|c| CLASS[c as usize] & IDENT != 0);
        let s = &self.src[start..self.pos];
        let all_digits = |s: &[u8]| s.iter().all(u8::is_ascii_digit);
        let is_int_type = (s.len() > 1 && s[0] == b'i' && all_digits(&s[1..]))
            || (s.len() > 2
                && s[1] == b'i'
                && (s[0] == b's' || s[0] == b'u')
                && all_digits(&s[2..]));
        self.token(
            if is_int_type {
                Kind::IntType
            } else {
                Kind::BareIdent
            },
            start,
        )
    }

    fn at_identifier(&mut self, start: usize) -> Token {
        let c = self.at(self.pos);
        self.pos += 1;
        if c == b'"' {
            let s = self.string(self.pos - 1);
            if s.kind == Kind::Error {
                return s;
            }
            return self.token(Kind::AtIdent, start);
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            let at = self.pos - 1;
            self.pos = self.pos.min(self.end);
            return self.error_token(at, "@ identifier expected to start with letter or '_'");
        }
        self.skip_while(|c| CLASS[c as usize] & IDENT != 0);
        self.token(Kind::AtIdent, start)
    }

    fn prefixed_identifier(&mut self, start: usize) -> Token {
        let (kind, message) = match self.src[start] {
            b'#' => (Kind::HashIdent, "invalid attribute name"),
            b'%' => (Kind::PercentIdent, "invalid SSA name"),
            b'^' => (Kind::CaretIdent, "invalid block name"),
            _ => (Kind::ExclIdent, "invalid type identifier"),
        };
        let c = self.at(self.pos);
        if c.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || is_suffix_punct(c) {
            self.pos += 1;
            self.skip_while(|c| CLASS[c as usize] & SUFFIX != 0);
        } else {
            return self.error_token(self.pos - 1, message);
        }
        self.token(kind, start)
    }

    fn string(&mut self, start: usize) -> Token {
        loop {
            // Plain characters in one go; stop at a quote, escape or break.
            self.skip_while(|c| CLASS[c as usize] & STRING_STOP == 0);
            if self.pos >= self.end {
                let at = self.end.saturating_sub(0);
                self.pos = self.end;
                return self.error_token(at, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.token(Kind::String, start),
                b'\n' | 0x0b | 0x0c => {
                    return self.error_token(self.pos - 1, "expected '\"' in string literal")
                }
                b'\\' => {
                    let e = self.at(self.pos);
                    if e == b'"' || e == b'\\' || e == b'n' || e == b't' {
                        self.pos += 1;
                    } else if e.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.error_token(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.at(self.pos) == b'x' {
            if !self.at(self.pos + 1).is_ascii_hexdigit() {
                return self.token(Kind::Integer, start);
            }
            self.pos += 2;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.token(Kind::Integer, start);
        }
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.token(Kind::Integer, start);
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        let c = self.at(self.pos);
        if c == b'e' || c == b'E' {
            let c1 = self.at(self.pos + 1);
            if c1.is_ascii_digit()
                || ((c1 == b'-' || c1 == b'+') && self.at(self.pos + 2).is_ascii_digit())
            {
                self.pos += 2;
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.token(Kind::Float, start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Kind> {
        let mut lx = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = lx.next_token();
            out.push(t.kind);
            if matches!(t.kind, Kind::Eof | Kind::Error) {
                return out;
            }
        }
    }

    #[test]
    fn lexes_mlir_tokens() {
        use Kind::*;
        assert_eq!(
            kinds("%0 = \"a.b\"(%x#1) : (i32) -> f32 // c\n{-# #-} 4x8 1.5e3 0x1F ^bb0 !t #a @s @\"q\" ..."),
            [
                PercentIdent, Equal, String, LParen, PercentIdent, HashIdent, RParen, Colon, LParen,
                IntType, RParen, Arrow, BareIdent, FileMetaBegin, FileMetaEnd, Integer, BareIdent,
                Float, Integer, CaretIdent, ExclIdent, HashIdent, AtIdent, AtIdent, Ellipsis, Eof
            ]
        );
        assert_eq!(kinds("\"abc"), [Kind::Error]);
        assert_eq!(kinds("é"), [Kind::Error]);
        assert_eq!(kinds("a\0b"), [Kind::BareIdent, Kind::BareIdent, Kind::Eof]);
    }
}
