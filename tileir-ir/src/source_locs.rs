//! Locations that are byte positions in a parsed text.
//!
//! Why: the parser gives every op and block argument its own
//! `"file":line:col` location, and nearly each one is new. Uniqued as data,
//! each costs a table entry (56 bytes) and a locked lookup, for a million
//! ops a few percent of the whole parse and tens of megabytes. Instead, a
//! text given to `parser::parse_source` is registered here with the offsets
//! of its lines, and a location in it is its byte position, carried in the
//! location's id ([`POS_TAG`]): nothing is stored per location, and making
//! one takes no lock.
//!
//! Uniquing still holds: `"file":line:col` has exactly one id.
//! - A registered text covers lines of one file, and no two registered texts
//!   of a file cover the same line. A text that would overlap one is not
//!   registered, nor one on whose lines the location table may already hold
//!   a location of its file.
//! - `Context::file_line_col` gives a position id whenever a registered text
//!   covers the line and the column lies inside it (the newline or the end of
//!   the text included), and only then; the parser's positions are exactly
//!   those.
//! - Every other `"file":line:col` goes to the location table.
//!
//! Readers that want the data (`Context::attr_data`) get it decoded once
//! and kept ([`SourceTexts::decoded`]); the printer and diagnostics decode
//! without keeping ([`SourceTexts::decode`]).

use crate::attributes::{AttrData, LocData};
use crate::context::Symbol;
use rustc_hash::FxHashMap;
use std::sync::{Mutex, RwLock, RwLockReadGuard};

/// Attribute ids with both top bits set are positions: the position's index
/// in the id space of all registered texts is in the other 30 bits.
pub(crate) const POS_TAG: u32 = 0b11 << 30;
/// The id space of positions (all registered texts together).
const POS_SPACE: u64 = 1 << 30;

/// A registered text: a handle for making its positions' locations.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SourcePositions {
    base: u32,
    len: u32,
}

impl SourcePositions {
    /// The id of the location at byte `pos` (clamped to the end of the text).
    pub(crate) fn id(self, pos: u32) -> u32 {
        POS_TAG | (self.base + pos.min(self.len))
    }
}

/// One registered text.
struct SourceText {
    file: Symbol,
    /// Lines before the text's first one (a `--split-input-file` chunk's).
    line_offset: u32,
    /// First position index of the text in the id space.
    base: u32,
    len: u32,
    /// Byte offset of the start of each line; the first is 0.
    line_starts: Vec<u32>,
}

impl SourceText {
    /// (line, column), 1-based, of byte `pos`.
    fn line_col(&self, pos: u32) -> (u32, u32) {
        let i = self.line_starts.partition_point(|&s| s <= pos) - 1;
        (
            i as u32 + 1 + self.line_offset,
            pos - self.line_starts[i] + 1,
        )
    }

    /// The byte position of `line:col`, if the text has that line and the
    /// column lies inside it (up to its newline, or the end of the text).
    fn position(&self, line: u32, col: u32) -> Option<u32> {
        let i = line.checked_sub(self.line_offset + 1)? as usize;
        let start = *self.line_starts.get(i)?;
        // The last position of the line: its newline, or the end of the text.
        let last = self
            .line_starts
            .get(i + 1)
            .map_or(self.len, |&next| next - 1);
        let pos = u64::from(start) + u64::from(col.checked_sub(1)?);
        (pos <= u64::from(last)).then_some(pos as u32)
    }

    fn lines(&self) -> std::ops::RangeInclusive<u64> {
        let first = u64::from(self.line_offset) + 1;
        first..=first + self.line_starts.len() as u64 - 1
    }
}

/// The registry of texts (see the module documentation).
#[derive(Default)]
pub(crate) struct SourceTexts {
    /// In registration order, which is also the order of their bases.
    texts: boxcar::Vec<SourceText>,
    /// Per file, the indices in `texts` of its texts. Held for reading while
    /// a location is looked up by line and column, and for writing while a
    /// text registers, so a text never registers between a lookup's check
    /// here and its entry in the location table.
    by_file: RwLock<Registry>,
    /// Decoded positions handed out by reference: id -> index in `decoded_data`.
    decoded: Mutex<FxHashMap<u32, u32>>,
    decoded_data: boxcar::Vec<AttrData>,
}

#[derive(Default)]
pub(crate) struct Registry {
    /// Per file, its texts' indices in `texts`, in line order (they do not
    /// overlap).
    files: FxHashMap<Symbol, Vec<usize>>,
    next_base: u64,
}

impl SourceTexts {
    /// Registers `text` (lines of `file` from `first_line` on) unless it
    /// cannot be: it would overlap a registered text of `file`, the
    /// location table may hold a location of `file` on one of its lines
    /// (`has_table_locs`, asked under the registry's lock), or the id space
    /// is used up. `None` means the text's locations go through
    /// `Context::file_line_col`.
    pub(crate) fn register(
        &self,
        file: Symbol,
        first_line: u32,
        text: &str,
        threads: usize,
        has_table_locs: impl FnOnce(Symbol, &std::ops::RangeInclusive<u64>) -> bool,
    ) -> Option<SourcePositions> {
        let len = u32::try_from(text.len()).ok()?;
        if u64::from(len) + 1 > POS_SPACE {
            return None;
        }
        let line_starts = line_starts(text.as_bytes(), threads);
        let mut registry = self.by_file.write().unwrap_or_else(|e| e.into_inner());
        let base = registry.next_base;
        if base + u64::from(len) + 1 > POS_SPACE {
            return None;
        }
        let new = SourceText {
            file,
            line_offset: first_line.saturating_sub(1),
            base: base as u32,
            len,
            line_starts,
        };
        let known = registry.files.get(&file).map_or(&[][..], |v| &v[..]);
        let overlaps = known.iter().any(|&i| {
            let (a, b) = (self.texts[i].lines(), new.lines());
            a.start() <= b.end() && b.start() <= a.end()
        });
        if overlaps || has_table_locs(file, &new.lines()) {
            return None;
        }
        let positions = SourcePositions {
            base: new.base,
            len,
        };
        let first_line = new.line_offset;
        let index = self.texts.push(new);
        let texts = registry.files.entry(file).or_default();
        let at = texts.partition_point(|&i| self.texts[i].line_offset < first_line);
        texts.insert(at, index);
        registry.next_base = base + u64::from(len) + 1;
        Some(positions)
    }

    /// Holds off registrations while the caller looks a location up here
    /// and, failing that, in the location table.
    pub(crate) fn lookup_guard(&self) -> RwLockReadGuard<'_, Registry> {
        self.by_file.read().unwrap_or_else(|e| e.into_inner())
    }

    /// The position id of `file:line:col`, if a registered text holds it.
    pub(crate) fn find(
        &self,
        registry: &Registry,
        file: Symbol,
        line: u32,
        col: u32,
    ) -> Option<u32> {
        let texts = registry.files.get(&file)?;
        // The last text starting before `line` is the only one that may hold it.
        let after = texts.partition_point(|&i| self.texts[i].line_offset < line);
        let text = &self.texts[*texts.get(after.checked_sub(1)?)?];
        let pos = text.position(line, col)?;
        Some(POS_TAG | (text.base + pos))
    }

    /// `(file, line, col)` of a position id.
    pub(crate) fn decode(&self, id: u32) -> (Symbol, u32, u32) {
        let index = id & !POS_TAG;
        // The last text whose base is at or before `index` (bases increase
        // with registration, and every id handed out lies in its text).
        let (mut lo, mut hi) = (0, self.texts.count());
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if self.texts[mid].base <= index {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let text = &self.texts[lo];
        let (line, col) = text.line_col(index - text.base);
        (text.file, line, col)
    }

    /// The location data of a position id, decoded on first use and kept,
    /// for readers that need a reference.
    pub(crate) fn decoded(&self, id: u32) -> &AttrData {
        let mut decoded = self.decoded.lock().unwrap_or_else(|e| e.into_inner());
        let slot = *decoded.entry(id).or_insert_with(|| {
            let (file, line, col) = self.decode(id);
            let data = AttrData::Loc(LocData::FileLineCol { file, line, col });
            self.decoded_data.push(data) as u32
        });
        &self.decoded_data[slot as usize]
    }
}

/// Texts at least this long have their lines found on several threads.
const PARALLEL_BYTES: usize = 4 << 20;

/// The byte offset of each line's start in `text` (0 first). A long text is
/// cut into parts searched by `threads` tasks of the thread pool:
/// registering happens before the parse starts, so a sequential search
/// would hold up every thread.
fn line_starts(text: &[u8], threads: usize) -> Vec<u32> {
    if text.len() < PARALLEL_BYTES || threads < 2 {
        let mut starts = vec![0];
        newlines_after(text, 0, &mut starts);
        return starts;
    }
    let parts = crate::threads::map_chunks(text, threads, |at, bytes| {
        let mut starts = Vec::with_capacity(bytes.len() / 48);
        newlines_after(bytes, at as u32, &mut starts);
        starts
    });
    let mut starts = Vec::with_capacity(1 + parts.iter().map(Vec::len).sum::<usize>());
    starts.push(0);
    for p in parts {
        starts.extend(p);
    }
    starts
}

/// Appends to `starts` the offset just after each `\n` of `bytes` (which
/// begin at offset `at` of the text), eight bytes at a time.
fn newlines_after(bytes: &[u8], mut at: u32, starts: &mut Vec<u32>) {
    let (words, rest) = bytes.as_chunks::<8>();
    for word in words {
        let mut bits = crate::parser::newline_bits(word);
        while bits != 0 {
            starts.push(at + bits.trailing_zeros() / 8 + 1);
            bits &= bits - 1;
        }
        at += 8;
    }
    for (i, &b) in rest.iter().enumerate() {
        if b == b'\n' {
            starts.push(at + i as u32 + 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::OpId;
    use crate::parser::{parse_source, ParserConfig};
    use crate::{Context, Location};

    fn is_position(loc: Location) -> bool {
        loc.attr().0 & POS_TAG == POS_TAG
    }

    const TEXT: &str = "\"t.a\"() : () -> ()\n  \"t.b\"() : () -> ()\n";

    /// `(line, col, location)` of each op `text` (named `file`) parses to.
    fn op_locs(
        ctx: &Context,
        file: &str,
        text: &str,
        first_line: u32,
    ) -> Vec<(u32, u32, Location)> {
        let config = ParserConfig {
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        let owned = parse_source(ctx, file, text, first_line, &config).expect("parses");
        // The ops are in the implicit module's body.
        let body = owned.body.child_body(owned.op).expect("an isolated module");
        let mut locs: Vec<_> = (0..body.op_capacity())
            .map(|i| body.op_loc(OpId::new(i)))
            .filter_map(|loc| {
                let (f, line, col) = ctx.file_line_col_of(loc)?;
                assert_eq!(ctx.str(f), file);
                Some((line, col, loc))
            })
            .collect();
        locs.sort_by_key(|&(line, col, _)| (line, col));
        locs
    }

    #[test]
    fn parsed_positions_are_the_uniqued_file_locations() {
        let ctx = Context::with_dialects(&[]);
        let locs = op_locs(&ctx, "f.mlir", TEXT, 1);
        let lines: Vec<_> = locs.iter().map(|&(l, c, _)| (l, c)).collect();
        assert_eq!(lines, [(1, 1), (2, 3)]);
        for &(line, col, loc) in &locs {
            assert!(is_position(loc), "{line}:{col} is a position");
            assert_eq!(ctx.file_loc("f.mlir", line, col), loc);
            let data = AttrData::Loc(LocData::FileLineCol {
                file: ctx.symbol("f.mlir"),
                line,
                col,
            });
            assert_eq!(ctx.intern_attr(data.clone()), loc.attr());
            assert_eq!(ctx.attr_data(loc.attr()), &data);
        }
        // Past the end of a line, or on no line of the text: table locations.
        let past = ctx.file_loc("f.mlir", 2, 40);
        assert_eq!(
            ctx.file_line_col_of(past),
            Some((ctx.symbol("f.mlir"), 2, 40))
        );
        assert_ne!(ctx.file_loc("f.mlir", 1, 1), ctx.file_loc("g.mlir", 1, 1));
        // Parsing the same text again registers nothing new (it overlaps)
        // and gives the same locations.
        assert_eq!(op_locs(&ctx, "f.mlir", TEXT, 1), locs);
    }

    #[test]
    fn split_chunks_and_earlier_table_locations_keep_locations_unique() {
        let ctx = Context::with_dialects(&[]);
        // A location of the file made before any text of it is parsed: the
        // text is then not registered, and its locations are table ones.
        let early = ctx.file_loc("e.mlir", 2, 3);
        let locs = op_locs(&ctx, "e.mlir", TEXT, 1);
        assert_eq!(locs[1].2, early);
        assert!(locs.iter().all(|&(_, _, loc)| !is_position(loc)));
        // Chunks of one file at different lines register side by side.
        let first = op_locs(&ctx, "s.mlir", TEXT, 1);
        let second = op_locs(&ctx, "s.mlir", TEXT, 10);
        assert_eq!(second[1].0, 11);
        assert_eq!(ctx.file_loc("s.mlir", 11, 3), second[1].2);
        assert_eq!(ctx.file_loc("s.mlir", 2, 3), first[1].2);
        assert_ne!(first[1].2, second[1].2);
        assert!(first
            .iter()
            .chain(&second)
            .all(|&(_, _, loc)| is_position(loc)));
        // A table location on a line of a later chunk keeps that chunk out
        // (a chunk's explicit `loc(...)` naming a line further down).
        let ahead = ctx.file_loc("s.mlir", 21, 3);
        let third = op_locs(&ctx, "s.mlir", TEXT, 20);
        assert_eq!(third[1].2, ahead);
        assert!(!is_position(third[1].2));
        // The implicit module's `"s.mlir":0:0` is a table location on no
        // chunk's line: the next chunk still registers.
        let fourth = op_locs(&ctx, "s.mlir", TEXT, 30);
        assert!(fourth.iter().all(|&(_, _, loc)| is_position(loc)));
    }

    #[test]
    fn line_starts_match_a_plain_scan() {
        let long = "line one\n\nand a longer line three\n".repeat(PARALLEL_BYTES / 16);
        for text in [
            "",
            "a",
            "\n",
            "ab\ncd\n",
            "0123456\n89\n\n\nxyzxyzxyz\nq",
            &long,
        ] {
            let plain: Vec<u32> = std::iter::once(0)
                .chain(
                    text.bytes()
                        .enumerate()
                        .filter(|&(_, b)| b == b'\n')
                        .map(|(i, _)| i as u32 + 1),
                )
                .collect();
            for threads in [1, 2, 3] {
                assert!(
                    line_starts(text.as_bytes(), threads) == plain,
                    "{threads}: {}",
                    &text[..text.len().min(40)]
                );
            }
        }
    }

    #[test]
    fn positions_and_line_columns_map_one_to_one() {
        let text = SourceText {
            file: Symbol(0),
            line_offset: 10,
            base: 0,
            len: 7,
            line_starts: line_starts(b"ab\n\ncd", 1),
        };
        let text = SourceText { len: 6, ..text };
        // Line 11 is "ab" (positions 0, 1 and its newline 2), line 12 is
        // empty (its newline 3), line 13 is "cd" (4, 5 and the end, 6).
        let expected = [
            (11, 1),
            (11, 2),
            (11, 3),
            (12, 1),
            (13, 1),
            (13, 2),
            (13, 3),
        ];
        for (pos, &(line, col)) in expected.iter().enumerate() {
            assert_eq!(text.line_col(pos as u32), (line, col));
            assert_eq!(text.position(line, col), Some(pos as u32));
        }
        for (line, col) in [(10, 1), (11, 0), (11, 4), (12, 2), (13, 4), (14, 1)] {
            assert_eq!(text.position(line, col), None, "{line}:{col}");
        }
    }
}
