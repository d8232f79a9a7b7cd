//! `--split-input-file`: cutting one buffer into chunks at marker lines, as
//! mlir-opt's `splitAndProcessBuffer` does (`mlir/lib/Support/ToolUtilities.cpp`).
//!
//! The buffer is split at every occurrence of the marker without its last two
//! characters; an occurrence followed by those two characters (and by at least
//! one more character that is not `0`) ends a chunk, any other is a "near
//! miss" that is reported and kept inside the chunk. Chunks are slices of the
//! original text, so diagnostics keep the file's line numbers. mlir-opt's
//! quirks are kept: an empty first piece does not make a chunk (a file that
//! starts with the marker begins with the marker's tail `--`), and an empty
//! input makes no chunk at all.

/// mlir-opt's default marker (`kDefaultSplitMarker`).
pub const DEFAULT_MARKER: &str = "// -----";

/// One chunk: a slice of the input and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    pub text: &'a str,
    /// Byte offset of `text` in the whole input.
    pub offset: usize,
}

/// The result of splitting: the chunks, and the byte offsets of near misses
/// (`warning: near miss with file split marker` points there).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Split<'a> {
    pub chunks: Vec<Chunk<'a>>,
    pub near_misses: Vec<usize>,
}

const CHECK_LEN: usize = 2;

/// Splits `text` at `marker`. A marker of two characters or fewer (which
/// makes mlir-opt loop forever) leaves the input whole.
pub fn split_input<'a>(text: &'a str, marker: &str) -> Split<'a> {
    let mut out = Split::default();
    if marker.len() <= CHECK_LEN || !marker.is_char_boundary(marker.len() - CHECK_LEN) {
        if !text.is_empty() {
            out.chunks.push(Chunk { text, offset: 0 });
        }
        return out;
    }
    let (head, tail) = marker.split_at(marker.len() - CHECK_LEN);
    // Pieces between occurrences of `head`, as (start, end) byte ranges.
    let mut pieces = Vec::new();
    let mut start = 0;
    for (pos, _) in text.match_indices(head) {
        pieces.push((start, pos));
        start = pos + head.len();
    }
    pieces.push((start, text.len()));

    // `prev` is the chunk being grown; "empty" means zero length, as in MLIR.
    let mut prev: (usize, usize) = (0, 0);
    for (s, e) in pieces {
        if prev.1 == prev.0 {
            prev = (s, e);
            continue;
        }
        let piece = &text.as_bytes()[s..e];
        let expected = piece.starts_with(tail.as_bytes())
            && piece.len() > CHECK_LEN
            && piece[CHECK_LEN] != b'0';
        if expected {
            out.chunks.push(Chunk {
                text: &text[prev.0..prev.1],
                offset: prev.0,
            });
            prev = (s + CHECK_LEN, e);
        } else {
            out.near_misses.push(s);
            prev = (prev.0, e);
        }
    }
    if prev.1 != prev.0 {
        out.chunks.push(Chunk {
            text: &text[prev.0..prev.1],
            offset: prev.0,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, marker: &str, expected: &[&str], near: &[usize]) {
        let split = split_input(text, marker);
        let chunks: Vec<&str> = split.chunks.iter().map(|c| c.text).collect();
        assert_eq!(chunks, expected);
        assert_eq!(split.near_misses, near);
        for c in &split.chunks {
            assert_eq!(&text[c.offset..c.offset + c.text.len()], c.text);
        }
    }

    #[test]
    fn splits_at_markers() {
        check("a\n// -----\nb\n", DEFAULT_MARKER, &["a\n", "\nb\n"], &[]);
        check(
            "a\n// -----\n\n// -----\nc",
            DEFAULT_MARKER,
            &["a\n", "\n\n", "\nc"],
            &[],
        );
    }

    #[test]
    fn keeps_mlir_quirks() {
        check("", DEFAULT_MARKER, &[], &[]);
        // A leading marker leaves its tail in the first chunk.
        check("// -----\nx\n", DEFAULT_MARKER, &["--\nx\n"], &[]);
        // A marker at the very end (nothing after it) is a near miss.
        check("a\n// -----", DEFAULT_MARKER, &["a\n// -----"], &[8]);
    }

    #[test]
    fn reports_near_misses() {
        check(
            "a\n// ---x\nb\n// ----0\nc\n",
            DEFAULT_MARKER,
            &["a\n// ---x\nb\n// ----0\nc\n"],
            &[8, 18],
        );
    }

    #[test]
    fn custom_marker() {
        check("a\n// =====\nb", "// =====", &["a\n", "\nb"], &[]);
        check("a\nXX\nb", "XX", &["a\nXX\nb"], &[]);
    }
}
