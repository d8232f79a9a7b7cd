//! The writer's debug section: every `di_loc` and call-site location of
//! the module, and the debug-info scopes they name, as 1-based debug
//! attribute ids (0 is "unknown": unknown and plain `file:line:col`
//! locations are not stored), plus one slot per function that has a
//! debug location, holding that location's id and then the id of every op
//! of its body in the order the ops are written.
//!
//! An attribute's dependencies get their ids before it does, so every
//! reference points backwards, which is what the reader expects. Strings
//! (file names, function names) enter the string table only when the
//! section is encoded, after the functions' own strings, as in NVIDIA's
//! writer.

use super::format::{debug_tag, pad_to, write_offsets32, write_u64_le, write_varint, Version};
use std::collections::HashMap;
use tileir_ir::attributes::{Attribute, LocData, Location};
use tileir_ir::context::Context;
use tileir_ir::types::Param;

/// One debug attribute, references already resolved to ids.
enum Entry {
    File {
        name: Vec<u8>,
        directory: Vec<u8>,
    },
    CompileUnit {
        file: u64,
    },
    LexicalBlock {
        scope: u64,
        file: u64,
        line: u64,
        column: u64,
    },
    Subprogram {
        file: u64,
        line: u64,
        name: Vec<u8>,
        linkage_name: Vec<u8>,
        compile_unit: u64,
        scope_line: u64,
    },
    Loc {
        scope: u64,
        file: Vec<u8>,
        line: u64,
        column: u64,
    },
    CallSite {
        callee: u64,
        caller: u64,
    },
}

/// The debug section under construction.
#[derive(Default)]
pub struct DebugWriter {
    ids: HashMap<Attribute, u64>,
    entries: Vec<Entry>,
    /// Per function with a debug location: the ids of its locations.
    slots: Vec<Vec<u64>>,
    /// The slot the ops being written record their locations in.
    current: Option<usize>,
}

/// What cannot be written as debug info: a location or scope of another
/// kind (the message names what was found).
pub type DebugResult<T> = Result<T, String>;

impl DebugWriter {
    /// Starts function `loc`'s slot and returns its number for the
    /// function record (1-based; 0 when the function's location is not
    /// stored, and then neither are its ops').
    pub fn begin_function(&mut self, ctx: &Context, loc: Location) -> DebugResult<u64> {
        let id = self.location(ctx, loc)?;
        if id == 0 {
            self.current = None;
            return Ok(0);
        }
        self.slots.push(vec![id]);
        self.current = Some(self.slots.len() - 1);
        Ok(self.slots.len() as u64)
    }

    /// Records the location of the next op written in the current
    /// function.
    pub fn op(&mut self, ctx: &Context, loc: Location) -> DebugResult<()> {
        let Some(slot) = self.current else {
            return Ok(());
        };
        let id = self.location(ctx, loc)?;
        self.slots[slot].push(id);
        Ok(())
    }

    /// The id of location `loc`, registering it (and what it refers to).
    fn location(&mut self, ctx: &Context, loc: Location) -> DebugResult<u64> {
        if ctx.file_line_col_of(loc).is_some() {
            return Ok(0);
        }
        match ctx.loc_data(loc) {
            LocData::Unknown | LocData::FileLineCol { .. } | LocData::FileRange { .. } => Ok(0),
            LocData::CallSite { callee, caller } => {
                let (callee, caller) = (*callee, *caller);
                if let Some(&id) = self.ids.get(&loc.attr()) {
                    return Ok(id);
                }
                let callee = self.location(ctx, callee)?;
                let caller = self.location(ctx, caller)?;
                Ok(self.add(loc.attr(), Entry::CallSite { callee, caller }))
            }
            LocData::Dialect(a) => self.attribute(ctx, *a),
            _ => Err("unsupported location kind".into()),
        }
    }

    /// The id of debug attribute `a` (a `di_*` attribute), registering it
    /// after its dependencies.
    fn attribute(&mut self, ctx: &Context, a: Attribute) -> DebugResult<u64> {
        if let Some(&id) = self.ids.get(&a) {
            return Ok(id);
        }
        let (name, params) = match ctx.attr_data(a) {
            tileir_ir::attributes::AttrData::Dialect { name, params } => {
                (ctx.str(*name).to_string(), params.clone())
            }
            _ => return Err("expected a cuda_tile debug-info attribute".into()),
        };
        let unexpected = || format!("unexpected parameters of #{name}");
        let int = |p: &Param| -> DebugResult<u64> {
            match p {
                Param::Int(v) => {
                    u64::try_from(*v).map_err(|_| format!("negative number in #{name}"))
                }
                Param::Absent => Ok(0),
                _ => Err(unexpected()),
            }
        };
        let string = |p: &Param| -> DebugResult<Vec<u8>> {
            match p {
                Param::String(s) => Ok(s.as_bytes().to_vec()),
                _ => Err(unexpected()),
            }
        };
        let entry = match (name.as_str(), &params[..]) {
            ("cuda_tile.di_file", [n, d]) => Entry::File {
                name: string(n)?,
                directory: string(d)?,
            },
            ("cuda_tile.di_compile_unit", [Param::Attr(file)]) => Entry::CompileUnit {
                file: self.attribute(ctx, *file)?,
            },
            ("cuda_tile.di_lexical_block", [Param::Attr(scope), Param::Attr(file), line, col]) => {
                Entry::LexicalBlock {
                    scope: self.attribute(ctx, *scope)?,
                    file: self.attribute(ctx, *file)?,
                    line: int(line)?,
                    column: int(col)?,
                }
            }
            (
                "cuda_tile.di_subprogram",
                [Param::Attr(file), line, n, linkage, Param::Attr(unit), scope_line],
            ) => {
                let file = self.attribute(ctx, *file)?;
                let compile_unit = self.attribute(ctx, *unit)?;
                Entry::Subprogram {
                    file,
                    line: int(line)?,
                    name: string(n)?,
                    linkage_name: string(linkage)?,
                    compile_unit,
                    scope_line: int(scope_line)?,
                }
            }
            ("cuda_tile.di_loc", [Param::Attr(source), Param::Attr(scope)]) => {
                let at = ctx
                    .as_location(*source)
                    .and_then(|l| ctx.file_line_col_of(l))
                    .ok_or_else(unexpected)?;
                Entry::Loc {
                    scope: self.attribute(ctx, *scope)?,
                    file: ctx.str(at.0).as_bytes().to_vec(),
                    line: u64::from(at.1),
                    column: u64::from(at.2),
                }
            }
            _ => return Err(unexpected()),
        };
        Ok(self.add(a, entry))
    }

    fn add(&mut self, key: Attribute, entry: Entry) -> u64 {
        self.entries.push(entry);
        let id = self.entries.len() as u64;
        self.ids.insert(key, id);
        id
    }

    /// The section's payload, or `None` when there is no debug info;
    /// `string` interns a string and returns its index.
    pub fn encode(
        &self,
        version: Version,
        string: &mut dyn FnMut(&[u8]) -> u64,
    ) -> Option<Vec<u8>> {
        if self.slots.is_empty() && self.entries.is_empty() {
            return None;
        }
        let mut out = Vec::new();
        write_varint(&mut out, self.slots.len() as u64);
        pad_to(&mut out, 0, 4);
        let total = write_offsets32(&mut out, self.slots.iter().map(Vec::len));
        write_varint(&mut out, u64::from(total));
        pad_to(&mut out, 0, 8);
        for &id in self.slots.iter().flatten() {
            write_u64_le(&mut out, id);
        }
        write_varint(&mut out, self.entries.len() as u64);
        pad_to(&mut out, 0, 4);
        let mut data = Vec::new();
        let mut lens = Vec::with_capacity(self.entries.len());
        for e in &self.entries {
            let before = data.len();
            encode_entry(e, version, string, &mut data);
            lens.push(data.len() - before);
        }
        write_offsets32(&mut out, lens);
        out.extend_from_slice(&data);
        Some(out)
    }
}

fn encode_entry(
    e: &Entry,
    version: Version,
    string: &mut dyn FnMut(&[u8]) -> u64,
    out: &mut Vec<u8>,
) {
    match e {
        Entry::File { name, directory } => {
            write_varint(out, debug_tag::FILE);
            write_varint(out, string(name));
            write_varint(out, string(directory));
        }
        Entry::CompileUnit { file } => {
            write_varint(out, debug_tag::COMPILE_UNIT);
            write_varint(out, *file);
        }
        Entry::LexicalBlock {
            scope,
            file,
            line,
            column,
        } => {
            write_varint(out, debug_tag::LEXICAL_BLOCK);
            for v in [*scope, *file, *line, *column] {
                write_varint(out, v);
            }
        }
        Entry::Subprogram {
            file,
            line,
            name,
            linkage_name,
            compile_unit,
            scope_line,
        } => {
            write_varint(out, debug_tag::SUBPROGRAM);
            write_varint(out, *file);
            write_varint(out, *line);
            write_varint(out, string(name));
            write_varint(out, string(linkage_name));
            write_varint(out, *compile_unit);
            write_varint(out, *scope_line);
            // 13.5 added a flags word (no flags are defined yet).
            if version >= Version::V13_5 {
                write_varint(out, 0);
            }
        }
        Entry::Loc {
            scope,
            file,
            line,
            column,
        } => {
            write_varint(out, debug_tag::LOC);
            write_varint(out, *scope);
            write_varint(out, string(file));
            write_varint(out, *line);
            write_varint(out, *column);
        }
        Entry::CallSite { callee, caller } => {
            write_varint(out, debug_tag::CALL_SITE);
            write_varint(out, *callee);
            write_varint(out, *caller);
        }
    }
}
