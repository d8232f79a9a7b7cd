//! Tokens of the MLIR textual format (MLIR's `TokenKinds.def`).
//!
//! A [`Token`] is a kind plus a byte range into the source: no text is
//! copied. Keywords (`dense`, `tensor`, `loc`, ...) lex as
//! [`Kind::BareIdent`]; the parser compares their spelling, and
//! [`is_keyword`] tells MLIR's keyword set apart where it matters.

/// The kind of a token.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Eof,
    /// A lexing error; the lexer holds the message.
    Error,
    BareIdent,
    AtIdent,
    HashIdent,
    PercentIdent,
    CaretIdent,
    ExclIdent,
    Float,
    Integer,
    String,
    /// `i32`, `si8`, `ui16`.
    IntType,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Slash,
    Star,
    VBar,
    /// `{-#`
    FileMetaBegin,
    /// `#-}`
    FileMetaEnd,
}

impl Kind {
    /// The punctuation kind spelled `s`.
    pub(crate) fn from_punct(s: &str) -> Option<Kind> {
        // By bytes: one-byte spellings (nearly all) become one jump table.
        Some(match s.as_bytes() {
            [b] => match b {
                b':' => Kind::Colon,
                b',' => Kind::Comma,
                b'=' => Kind::Equal,
                b'>' => Kind::Greater,
                b'{' => Kind::LBrace,
                b'(' => Kind::LParen,
                b'[' => Kind::LSquare,
                b'<' => Kind::Less,
                b'-' => Kind::Minus,
                b'+' => Kind::Plus,
                b'?' => Kind::Question,
                b'}' => Kind::RBrace,
                b')' => Kind::RParen,
                b']' => Kind::RSquare,
                b'/' => Kind::Slash,
                b'*' => Kind::Star,
                b'|' => Kind::VBar,
                _ => return None,
            },
            b"->" => Kind::Arrow,
            b"..." => Kind::Ellipsis,
            _ => return None,
        })
    }
}

/// A token: its kind and its byte range `start..end` in the source.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Token {
    pub kind: Kind,
    pub start: u32,
    pub end: u32,
}

/// Decodes the contents of a string token (quotes included in `spelling`),
/// applying MLIR's escapes (`\"`, `\\`, `\n`, `\t`, `\XX`).
pub(crate) fn string_value(spelling: &str) -> Vec<u8> {
    let bytes = spelling.as_bytes();
    let inner = &bytes[1.min(bytes.len())..bytes.len().saturating_sub(1).max(1)];
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        i += 1;
        if c != b'\\' || i >= inner.len() {
            out.push(c);
            continue;
        }
        let e = inner[i];
        i += 1;
        match e {
            b'"' | b'\\' => out.push(e),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let hi = hex_val(e);
                let lo = inner.get(i).copied().and_then(hex_val);
                if let (Some(hi), Some(lo)) = (hi, lo) {
                    out.push(hi * 16 + lo);
                    i += 1;
                } else {
                    out.push(e);
                }
            }
        }
    }
    out
}

/// The value of a hex digit.
pub(crate) fn hex_val(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}
