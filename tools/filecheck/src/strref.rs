//! A `StringRef`-like view into a source buffer that remembers where it is,
//! so parse errors can point at the exact column LLVM points at.

use crate::source::Loc;

/// A sub-slice `[s, e)` of buffer `buf` whose bytes are `text`.
#[derive(Clone, Copy)]
pub struct Sr<'a> {
    pub text: &'a [u8],
    pub buf: usize,
    pub s: usize,
    pub e: usize,
}

/// LLVM's `SpaceChars` for numeric expressions.
pub const SPACE: &[u8] = b" \t";

impl<'a> Sr<'a> {
    /// A view of all of `text`.
    pub fn whole(text: &'a [u8], buf: usize) -> Sr<'a> {
        Sr {
            text,
            buf,
            s: 0,
            e: text.len(),
        }
    }
    /// A view of `[s, e)`.
    pub fn sub(text: &'a [u8], buf: usize, s: usize, e: usize) -> Sr<'a> {
        Sr { text, buf, s, e }
    }
    /// The bytes.
    pub fn b(&self) -> &'a [u8] {
        &self.text[self.s..self.e]
    }
    /// As a (lossy) string.
    pub fn str(&self) -> String {
        String::from_utf8_lossy(self.b()).into_owned()
    }
    /// Location of the first byte.
    pub fn loc(&self) -> Loc {
        Loc::new(self.buf, self.s)
    }
    /// Location just past the end.
    pub fn end_loc(&self) -> Loc {
        Loc::new(self.buf, self.e)
    }
    /// Length.
    pub fn len(&self) -> usize {
        self.e - self.s
    }
    /// Whether empty.
    pub fn is_empty(&self) -> bool {
        self.s == self.e
    }
    /// First byte, or 0.
    pub fn front(&self) -> u8 {
        if self.is_empty() {
            0
        } else {
            self.text[self.s]
        }
    }
    /// Prefix test.
    pub fn starts_with(&self, p: &[u8]) -> bool {
        self.b().starts_with(p)
    }
    /// Removes `p` from the front if present.
    pub fn consume_front(&mut self, p: &[u8]) -> bool {
        if self.starts_with(p) {
            self.s += p.len();
            true
        } else {
            false
        }
    }
    /// Drops `n` bytes from the front (clamped).
    pub fn drop_front(&self, n: usize) -> Sr<'a> {
        let mut r = *self;
        r.s = r.s.saturating_add(n).min(r.e);
        r
    }
    /// First `n` bytes (clamped).
    pub fn take_front(&self, n: usize) -> Sr<'a> {
        let mut r = *self;
        r.e = r.s.saturating_add(n).min(r.e);
        r
    }
    /// `substr(start, n)`.
    pub fn substr(&self, start: usize, n: usize) -> Sr<'a> {
        let s = self.s.saturating_add(start).min(self.e);
        let e = s.saturating_add(n).min(self.e);
        Sr { s, e, ..*self }
    }
    /// Trims `chars` from the left.
    pub fn ltrim(&self, chars: &[u8]) -> Sr<'a> {
        let mut r = *self;
        while r.s < r.e && chars.contains(&r.text[r.s]) {
            r.s += 1;
        }
        r
    }
    /// Trims `chars` from the right.
    pub fn rtrim(&self, chars: &[u8]) -> Sr<'a> {
        let mut r = *self;
        while r.e > r.s && chars.contains(&r.text[r.e - 1]) {
            r.e -= 1;
        }
        r
    }
    /// Trims both sides.
    pub fn trim(&self, chars: &[u8]) -> Sr<'a> {
        self.ltrim(chars).rtrim(chars)
    }
    /// Offset of byte `c`, relative to `s`.
    pub fn find(&self, c: u8) -> Option<usize> {
        self.b().iter().position(|&x| x == c)
    }
    /// Offset of substring `p`, relative to `s`, at or after `from`.
    pub fn find_str(&self, p: &[u8], from: usize) -> Option<usize> {
        let b = self.b();
        if from > b.len() || p.len() > b.len() {
            return None;
        }
        b[from..]
            .windows(p.len())
            .position(|w| w == p)
            .map(|i| i + from)
    }
    /// Whether the view contains `p`.
    pub fn contains(&self, p: &[u8]) -> bool {
        self.find_str(p, 0).is_some()
    }
}
