//! The TileIR bytecode reader: a `.tileirbc` file back to the
//! `cuda_tile.module @kernels` it encodes, as MLIR text in generic form
//! that tileir's parser then builds and verifies like any other input.
//!
//! Going through text keeps one path from syntax to IR: every type and
//! attribute the reader produces is checked by the same parser and
//! verifier as typed input. The text is compact: every type and debug-info
//! attribute of the file becomes one alias (`!bc_t3`, `#bc_d7`) defined
//! once at the top, so a type referenced a thousand times is written once,
//! and the text can never grow more than [`MAX_EXPANSION`] times the file.
//!
//! Sections are collected first and read in a fixed order (strings,
//! producer, types, constants, globals, functions, debug info), as the
//! 13.5 reader does; the messages are that reader's, each prefixed
//! `error at offset N:` with N a file offset. Every count read from the
//! file is checked against the bytes left before anything is allocated
//! for it, and nesting (regions, attributes) is bounded, so a hostile file
//! ends in a diagnostic, never a panic, a hang or an allocation beyond its
//! size. Op records are decoded by the layouts the writer encodes by
//! ([`super::layout`]), read against the op's definition.

use std::fmt::Write;

use tileir_ir::dialect::{Arity, EnumDef, EnumStorage, OpDef, Traits};

use super::format::{
    attr_tag, check_header_version, debug_tag, dense_storage_len, func_flag, type_tag,
    type_tag_info, Cursor, DecodeError, DecodeResult, SectionId, Version, Versions, DYNAMIC,
    HEADER_LEN, MAGIC, NUM_SECTIONS, OPCODES, SECTION_ALIGNMENT_FLAG,
};
use super::layout::{counts_operands, counts_results, layout_of, AttrField, Enc};
use crate::cuda_tile::attrs::SYMBOL_VISIBILITY;
use crate::cuda_tile::types::PADDING;
use crate::cuda_tile::DIALECT;

/// The generated text may be at most this many times the file's size (plus
/// a fixed allowance): a bound on what a small hostile file can make us
/// write.
pub const MAX_EXPANSION: usize = 64;
const EXPANSION_ALLOWANCE: usize = 1 << 20;

/// How deeply ops may nest inside regions.
const MAX_REGION_DEPTH: usize = 128;
/// How deeply self-contained attributes (arrays, dictionaries) may nest.
const MAX_ATTR_DEPTH: usize = 64;
/// The largest rank of a tile, tensor_view or view shape: dense constants
/// are printed nested by rank, so an unbounded rank would cost time and
/// stack out of proportion to the file.
const MAX_RANK: usize = 64;

/// Reads a bytecode file and returns its module as MLIR text (generic
/// form, with type and location aliases), ready for the parser.
pub fn read_to_text(bytes: &[u8]) -> DecodeResult<String> {
    read(bytes, false, Versions::DEFAULT)
}

/// [`read_to_text`] accepting the versions `versions` (a capped range, or
/// NVIDIA's test versions; see [`super::format`]).
pub fn read_to_text_in(bytes: &[u8], versions: Versions) -> DecodeResult<String> {
    read(bytes, false, versions)
}

/// [`read_to_text`] inside an explicit `builtin.module`: what a tool that
/// would wrap it implicitly parses (the parser reads an explicit module
/// faster than it wraps a bare op).
pub fn read_to_module_text(bytes: &[u8]) -> DecodeResult<String> {
    read(bytes, true, Versions::DEFAULT)
}

fn read(bytes: &[u8], wrap: bool, versions: Versions) -> DecodeResult<String> {
    let mut c = Cursor::new(bytes, 0);
    let version = read_header(&mut c, versions)?;
    let sections = read_sections(&mut c)?;
    let mut module = Module::new(bytes.len(), version);
    module.read(&sections)?;
    Ok(module.finish(wrap))
}

/// The version of a bytecode file, if its header is valid.
pub fn file_version(bytes: &[u8]) -> DecodeResult<Version> {
    read_header(&mut Cursor::new(bytes, 0), Versions::DEFAULT)
}

fn read_header(c: &mut Cursor<'_>, versions: Versions) -> DecodeResult<Version> {
    for (i, &expected) in MAGIC.iter().enumerate() {
        let got = c.u8("magic number")?;
        if got != expected {
            return Err(DecodeError {
                offset: i,
                message: format!(
                    "invalid magic number at position {i}, got {got} expected {expected}"
                ),
            });
        }
    }
    let major = c.u8("bytecode version")?;
    let minor = c.u8("bytecode version")?;
    let tag = c.u16_le("bytecode version tag")?;
    debug_assert_eq!(c.offset(), HEADER_LEN);
    check_header_version(major, minor, tag, versions).map_err(|m| c.error(m))
}

// ---------------------------------------------------------------------------
// Sections

type Sections<'a> = [Option<Cursor<'a>>; NUM_SECTIONS as usize];

fn read_sections<'a>(c: &mut Cursor<'a>) -> DecodeResult<Sections<'a>> {
    let mut sections: Sections<'a> = Default::default();
    loop {
        if c.is_empty() {
            return Err(c.error("unexpected end of data while reading section header"));
        }
        let byte = c.u8("section ID and alignment flag")?;
        let id = byte & !SECTION_ALIGNMENT_FLAG;
        let aligned = byte & SECTION_ALIGNMENT_FLAG != 0;
        if id == SectionId::End as u8 {
            if aligned {
                return Err(c.error("end section should not have alignment flag set"));
            }
            if !c.is_empty() {
                return Err(c.error("end section is not the last section"));
            }
            return Ok(sections);
        }
        let Some(section) = SectionId::from_u8(id) else {
            return Err(c.error(format!("unknown section ID: {id}")));
        };
        let length = c.varint("section length")?;
        if length > c.remaining() as u64 {
            return Err(c.error(format!(
                "section length {length} exceeds remaining data size {}",
                c.remaining()
            )));
        }
        let mut alignment = 1;
        if aligned {
            alignment = c.varint("section alignment")?;
            if alignment == 0 || !alignment.is_power_of_two() {
                return Err(c.error(format!("invalid alignment value: {alignment}")));
            }
            c.skip_padding(alignment, "section padding")?;
        }
        if let Some(required) = section.required_alignment() {
            if !aligned || alignment % required != 0 {
                let has = if aligned {
                    format!("has alignment of {alignment}")
                } else {
                    "has no alignment flag set".to_string()
                };
                return Err(c.error(format!(
                    "section {id} must have alignment that is a multiple of {required} bytes, but {has}"
                )));
            }
        }
        if length > c.remaining() as u64 {
            return Err(c.error(format!(
                "section length {length} exceeds remaining bytecode data. {}",
                c.remaining()
            )));
        }
        sections[id as usize] = Some(c.sub(length, "section payload")?);
    }
}

/// A table section's `count`, padding, `count` fixed-width offsets and the
/// data they index: entry i spans offsets[i]..offsets[i+1] (the last to the
/// end of the data).
struct Table<'a> {
    offsets: Vec<u64>,
    data: Cursor<'a>,
}

impl<'a> Table<'a> {
    fn read(c: &mut Cursor<'a>, width: usize, what: &str) -> DecodeResult<Table<'a>> {
        let n = c.varint(&format!("number of {what}s"))?;
        let room = c.remaining() / width;
        if n > room as u64 {
            return Err(c.error(format!(
                "number of {what}s ({n}) exceeds the maximum of {room} that can fit in the remaining payload of {} bytes.",
                c.remaining()
            )));
        }
        c.skip_padding(width as u64, &format!("{what} offsets"))?;
        let mut offsets = Vec::with_capacity(n as usize);
        for _ in 0..n {
            offsets.push(match width {
                4 => u64::from(c.u32_le(&format!("{what} offsets"))?),
                _ => c.u64_le(&format!("{what} offsets"))?,
            });
        }
        let base = c.offset();
        Ok(Table {
            offsets,
            data: Cursor::new(c.rest(), base),
        })
    }

    fn len(&self) -> usize {
        self.offsets.len()
    }

    /// The bytes of entry `i` as a cursor, or `None` if its offsets are
    /// out of order or past the data.
    fn entry(&self, i: usize) -> Option<Cursor<'a>> {
        let start = *self.offsets.get(i)?;
        let end = self
            .offsets
            .get(i + 1)
            .copied()
            .unwrap_or(self.data.remaining() as u64);
        if start > end || end > self.data.remaining() as u64 {
            return None;
        }
        let mut c = self.data.clone();
        c.bytes(start, "").ok()?;
        c.sub(end - start, "").ok()
    }
}

// ---------------------------------------------------------------------------
// Types

/// What the reader needs to know of a type beyond its text.
#[derive(Clone, Debug)]
enum TypeKind {
    Int(u32),
    Float(u32),
    Ptr,
    Tile { element: usize, shape: Vec<i64> },
    TensorView,
    View,
    Function { inputs: Vec<usize> },
    Token,
}

struct TypeEntry {
    kind: TypeKind,
    /// The spelling inside other cuda_tile types (`ptr<f32>`, `f32`).
    nested: String,
}

fn float_spelling(tag: u64) -> Option<(&'static str, u32)> {
    use type_tag::*;
    Some(match tag {
        F16 => ("f16", 16),
        BF16 => ("bf16", 16),
        F32 => ("f32", 32),
        TF32 => ("tf32", 19),
        F64 => ("f64", 64),
        F8E4M3FN => ("f8E4M3FN", 8),
        F8E5M2 => ("f8E5M2", 8),
        F8E8M0FNU => ("f8E8M0FNU", 8),
        F4E2M1FN => ("f4E2M1FN", 4),
        _ => return None,
    })
}

fn int_width(tag: u64) -> Option<u32> {
    use type_tag::*;
    Some(match tag {
        I1 => 1,
        I4 => 4,
        I8 => 8,
        I16 => 16,
        I32 => 32,
        I64 => 64,
        _ => return None,
    })
}

fn dims(shape: &[i64], sep: &str) -> String {
    let mut s = String::new();
    for (i, d) in shape.iter().enumerate() {
        if i > 0 {
            s.push_str(sep);
        }
        if *d == DYNAMIC {
            s.push('?');
        } else {
            let _ = write!(s, "{d}");
        }
    }
    s
}

fn i32_list(values: &[i32]) -> String {
    let v: Vec<String> = values.iter().map(|x| x.to_string()).collect();
    v.join(",")
}

// ---------------------------------------------------------------------------
// Debug info

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DebugKind {
    Unknown,
    CompileUnit,
    File,
    LexicalBlock,
    Loc,
    Subprogram,
    CallSite,
}

impl DebugKind {
    fn is_location(self) -> bool {
        matches!(
            self,
            DebugKind::Unknown | DebugKind::Loc | DebugKind::CallSite
        )
    }

    fn is_scope(self) -> bool {
        matches!(self, DebugKind::Subprogram | DebugKind::LexicalBlock)
    }
}

/// The debug section: per-function runs of attribute ids and the
/// attributes, each written as an alias `#bc_dK` (K the 1-based id).
#[derive(Default)]
struct DebugInfo {
    slot_offsets: Vec<u64>,
    indices: Vec<u64>,
    kinds: Vec<DebugKind>,
}

impl DebugInfo {
    /// The location text of debug id `id` (0 = unknown).
    fn location(&self, id: u64, c: &Cursor<'_>) -> DecodeResult<String> {
        if id == 0 {
            return Ok("loc(unknown)".to_string());
        }
        match self.kinds.get((id - 1) as usize) {
            Some(kind) if kind.is_location() => Ok(format!("loc(#bc_d{id})")),
            Some(_) => Err(c.error(format!("debug info attribute {id} is not a location"))),
            None => Err(c.error(format!("debug info index {id} out of bounds"))),
        }
    }

    /// The ids of function slot `slot` (1-based; 0 = none).
    fn slot(&self, slot: u64) -> &[u64] {
        if slot == 0 {
            return &[];
        }
        let i = (slot - 1) as usize;
        let Some(&start) = self.slot_offsets.get(i) else {
            return &[];
        };
        let end = self
            .slot_offsets
            .get(i + 1)
            .copied()
            .unwrap_or(self.indices.len() as u64);
        let start = (start as usize).min(self.indices.len());
        let end = (end as usize).clamp(start, self.indices.len());
        &self.indices[start..end]
    }
}

// ---------------------------------------------------------------------------
// The module

struct Function<'a> {
    name: String,
    signature: usize,
    loc_slot: u64,
    hints: Option<String>,
    arg_attrs: Option<String>,
    body: Cursor<'a>,
}

struct Module<'a> {
    version: Version,
    limit: usize,
    strings: Option<Table<'a>>,
    types: Vec<TypeEntry>,
    /// Types the file defines (the reader adds `token` after them).
    file_types: usize,
    token_type: usize,
    constants: Option<Table<'a>>,
    debug: DebugInfo,
    /// Whether the dialect has `#cuda_tile.di_*` attributes; without them
    /// locations fall back to `loc("file":line:col)`.
    di_attrs: bool,
    /// Alias definitions (types, debug info), then the module.
    head: String,
    out: String,
}

impl<'a> Module<'a> {
    fn new(file_len: usize, version: Version) -> Module<'a> {
        Module {
            version,
            limit: file_len
                .saturating_mul(MAX_EXPANSION)
                .saturating_add(EXPANSION_ALLOWANCE),
            strings: None,
            types: Vec::new(),
            file_types: usize::MAX,
            token_type: 0,
            constants: None,
            debug: DebugInfo::default(),
            di_attrs: DIALECT.attributes.iter().any(|a| a.mnemonic == "di_loc"),
            head: String::new(),
            out: String::new(),
        }
    }

    fn finish(mut self, wrap: bool) -> String {
        if wrap {
            self.head.push_str("\"builtin.module\"() ({\n");
        }
        self.head.push_str(&self.out);
        if wrap {
            self.head.push_str("}) : () -> () loc(unknown)\n");
        }
        self.head
    }

    fn check_size(&self, c: &Cursor<'_>) -> DecodeResult<()> {
        if self.head.len() + self.out.len() > self.limit {
            return Err(c.error(
                "bytecode expands to more text than supported (a hostile or corrupt file?)",
            ));
        }
        Ok(())
    }

    fn read(&mut self, sections: &Sections<'a>) -> DecodeResult<()> {
        let section = |id: SectionId| sections[id as usize].clone();
        let Some(mut strings) = section(SectionId::String) else {
            return Err(DecodeError {
                offset: 0,
                message: "string section is mandatory".into(),
            });
        };
        self.strings = Some(Table::read(&mut strings, 4, "string")?);
        let mut producer = None;
        if let Some(mut c) = section(SectionId::Producer) {
            let i = c.varint("producer string index")?;
            let s = self
                .string(i, &c)
                .map_err(|_| c.error(format!("failed to get producer string at index {i}")))?;
            producer = Some(s);
        }
        if let Some(mut c) = section(SectionId::Type) {
            self.read_types(&mut c)?;
        }
        // `print_tko` results missing from 13.1 files need a token type.
        self.token_type = self.types.len();
        self.file_types = self.types.len();
        self.types.push(TypeEntry {
            kind: TypeKind::Token,
            nested: "token".into(),
        });
        let _ = writeln!(self.head, "!bc_t{} = !cuda_tile.token", self.token_type);
        if let Some(mut c) = section(SectionId::Constant) {
            self.constants = Some(Table::read(&mut c, 8, "constant").map_err(|e| {
                if e.message.starts_with("number of constants") {
                    DecodeError {
                        message: "insufficient data for constant indices".into(),
                        ..e
                    }
                } else {
                    e
                }
            })?);
        }
        let mut globals = String::new();
        if let Some(mut c) = section(SectionId::Global) {
            globals = self.read_globals(&mut c)?;
        }
        let Some(mut funcs) = section(SectionId::Func) else {
            return Err(DecodeError {
                offset: 0,
                message: "function section is mandatory".into(),
            });
        };
        let functions = self.read_function_table(&mut funcs)?;
        if let Some(mut c) = section(SectionId::Debug) {
            self.read_debug(&mut c)?;
        }

        self.out
            .push_str("\"cuda_tile.module\"() <{sym_name = \"kernels\"");
        if let Some(p) = producer {
            let _ = write!(self.out, ", producer = {}", quoted(p.as_bytes()));
        }
        self.out.push_str("}> ({\n");
        if globals.is_empty() && functions.is_empty() {
            // The body region always has its one block, even when empty.
            self.out.push_str("^bb0:\n");
        }
        self.out.push_str(&globals);
        for f in functions {
            self.write_function(f)?;
        }
        self.out.push_str("}) : () -> () loc(unknown)\n");
        Ok(())
    }

    // ----- strings -----

    fn string(&self, index: u64, c: &Cursor<'_>) -> DecodeResult<String> {
        let bytes = self.string_bytes(index, c)?;
        Ok(String::from_utf8_lossy(bytes).into_owned())
    }

    /// String `index`. Offsets out of order or past the data are clamped
    /// as the 13.5 reader clamps them (an empty or shortened string), not
    /// rejected: NVIDIA's test files rely on it.
    fn string_bytes(&self, index: u64, c: &Cursor<'_>) -> DecodeResult<&'a [u8]> {
        let table = self.strings.as_ref().expect("strings are read first");
        if index >= table.len() as u64 {
            return Err(c.error(format!("string index {index} out of bounds")));
        }
        let i = index as usize;
        let mut data = table.data.clone();
        let data = data.rest();
        let start = table.offsets[i] as u32;
        let end = table
            .offsets
            .get(i + 1)
            .map_or(data.len() as u32, |&e| e as u32);
        let len = end.wrapping_sub(start) as usize;
        let start = (start as usize).min(data.len());
        Ok(&data[start..start + len.min(data.len() - start)])
    }

    // ----- types -----

    fn read_types(&mut self, c: &mut Cursor<'a>) -> DecodeResult<()> {
        let table = Table::read(c, 4, "type")?;
        self.types.reserve(table.len());
        for i in 0..table.len() {
            let mut e = table
                .entry(i)
                .ok_or_else(|| table.data.error(format!("invalid offset for type {i}")))?;
            let entry = self.read_type(&mut e)?;
            let full = match &entry.kind {
                TypeKind::Int(_) | TypeKind::Float(_) => entry.nested.clone(),
                TypeKind::Function { .. } => entry.nested.clone(),
                _ => format!("!cuda_tile.{}", entry.nested),
            };
            let _ = writeln!(self.head, "!bc_t{i} = {full}");
            self.types.push(entry);
            self.check_size(&e)?;
        }
        Ok(())
    }

    /// An earlier type of the table (types refer only backwards).
    fn type_ref(&self, c: &mut Cursor<'_>) -> DecodeResult<usize> {
        let i = c.varint("type index")?;
        if i >= self.types.len().min(self.file_types) as u64 {
            return Err(c.error(format!("type index {i} out of bounds")));
        }
        Ok(i as usize)
    }

    fn scalar_ref(&self, c: &mut Cursor<'_>, allow_ptr: bool) -> DecodeResult<usize> {
        let i = self.type_ref(c)?;
        match self.types[i].kind {
            TypeKind::Int(_) | TypeKind::Float(_) => Ok(i),
            TypeKind::Ptr if allow_ptr => Ok(i),
            _ => Err(c.error(format!(
                "expected an element type but got type index {i} ({})",
                self.types[i].nested
            ))),
        }
    }

    fn read_ptr_attr(&self, c: &mut Cursor<'_>, flags: u64) -> DecodeResult<()> {
        if flags & 1 != 0 {
            let v = c.u8("ptr_attr")?;
            return Err(c.error(format!(
                "parameter 'ptrAttr' (value {v}) is not supported by this reader"
            )));
        }
        Ok(())
    }

    fn read_padding(&self, c: &mut Cursor<'_>, present: bool) -> DecodeResult<String> {
        if !present {
            return Ok(String::new());
        }
        let v = c.u8("padding value")?;
        match PADDING.get(v as usize) {
            Some(p) => Ok(format!("padding_value = {p}, ")),
            None => Err(c.error(format!("invalid integer value for enum type: {v}"))),
        }
    }

    fn read_type(&self, c: &mut Cursor<'_>) -> DecodeResult<TypeEntry> {
        let tag = c.varint("type tag")?;
        let Some((since, name)) = type_tag_info(tag) else {
            return Err(c.error(format!("unknown type tag: {tag}")));
        };
        if since > self.version {
            return Err(c.error(format!(
                "type '{name}' requires bytecode version {since}+, file version is {}",
                self.version
            )));
        }
        let unified = self.version >= Version::UNIFIED_TYPE_BITFIELD;
        let with_ptr_attr = self.version >= Version::V13_4;
        if let Some(w) = int_width(tag) {
            return Ok(TypeEntry {
                kind: TypeKind::Int(w),
                nested: format!("i{w}"),
            });
        }
        if let Some((s, bits)) = float_spelling(tag) {
            return Ok(TypeEntry {
                kind: TypeKind::Float(bits),
                nested: s.into(),
            });
        }
        let entry = match tag {
            type_tag::TOKEN => TypeEntry {
                kind: TypeKind::Token,
                nested: "token".into(),
            },
            type_tag::PTR => {
                let flags = if with_ptr_attr {
                    c.varint("ptr flags")?
                } else {
                    0
                };
                let pointee = self.scalar_ref(c, false)?;
                self.read_ptr_attr(c, flags)?;
                TypeEntry {
                    kind: TypeKind::Ptr,
                    nested: format!("ptr<{}>", self.types[pointee].nested),
                }
            }
            type_tag::TILE => {
                let element = self.scalar_ref(c, true)?;
                let shape = c.list8("tile shape")?;
                check_rank(shape.len(), c)?;
                let mut s = dims(&shape, "x");
                if !shape.is_empty() {
                    s.push('x');
                }
                TypeEntry {
                    nested: format!("tile<{s}{}>", self.types[element].nested),
                    kind: TypeKind::Tile { element, shape },
                }
            }
            type_tag::TENSOR_VIEW => {
                let flags = if with_ptr_attr {
                    c.varint("tensor_view flags")?
                } else {
                    0
                };
                let element = self.scalar_ref(c, false)?;
                let shape = c.list8("tensor_view shape")?;
                check_rank(shape.len(), c)?;
                let strides = c.list8("tensor_view strides")?;
                self.read_ptr_attr(c, flags)?;
                let elem = &self.types[element].nested;
                let nested = if shape.is_empty() && strides.is_empty() {
                    format!("tensor_view<{elem}>")
                } else {
                    format!(
                        "tensor_view<{}x{elem}, strides=[{}]>",
                        dims(&shape, "x"),
                        dims(&strides, ",")
                    )
                };
                TypeEntry {
                    kind: TypeKind::TensorView,
                    nested,
                }
            }
            type_tag::PARTITION_VIEW => {
                let flags = if unified {
                    c.varint("partition_view flags")?
                } else {
                    0
                };
                let tile = c.list4("partition_view tile shape")?;
                check_rank(tile.len(), c)?;
                let tv = self.tensor_view_ref(c)?;
                let dim_map = self.dim_map(c)?;
                let present = if unified {
                    flags & 1 != 0
                } else {
                    c.varint("partition_view padding presence")? != 0
                };
                let padding = self.read_padding(c, present)?;
                TypeEntry {
                    kind: TypeKind::View,
                    nested: format!(
                        "partition_view<tile=({}), {padding}{}, dim_map=[{}]>",
                        dims(&widen(&tile), "x"),
                        self.types[tv].nested,
                        i32_list(&dim_map)
                    ),
                }
            }
            type_tag::STRIDED_VIEW => {
                let flags = c.varint("strided_view flags")?;
                let tile = c.list4("strided_view tile shape")?;
                check_rank(tile.len(), c)?;
                let strides = c.list4("strided_view traversal strides")?;
                let tv = self.tensor_view_ref(c)?;
                let dim_map = self.dim_map(c)?;
                let padding = self.read_padding(c, flags & 1 != 0)?;
                TypeEntry {
                    kind: TypeKind::View,
                    nested: format!(
                        "strided_view<tile=({}), traversal_strides=[{}], {padding}{}, dim_map=[{}]>",
                        dims(&widen(&tile), "x"),
                        i32_list(&strides),
                        self.types[tv].nested,
                        i32_list(&dim_map)
                    ),
                }
            }
            type_tag::GATHER_SCATTER_VIEW => {
                let flags = c.varint("gather_scatter_view flags")?;
                let tile = c.list4("gather_scatter_view tile shape")?;
                check_rank(tile.len(), c)?;
                let tv = self.tensor_view_ref(c)?;
                let sparse = c.varint("gather_scatter_view sparse_dim")?;
                let padding = self.read_padding(c, flags & 1 != 0)?;
                TypeEntry {
                    kind: TypeKind::View,
                    nested: format!(
                        "gather_scatter_view<tile=({}), {padding}{}, sparse_dim={sparse}>",
                        dims(&widen(&tile), "x"),
                        self.types[tv].nested
                    ),
                }
            }
            type_tag::FUNCTION => {
                let n = c.count(1, "number of parameters")?;
                let mut inputs = Vec::with_capacity(n);
                for _ in 0..n {
                    inputs.push(self.value_type_ref(c)?);
                }
                let m = c.count(1, "number of results")?;
                let mut results = Vec::with_capacity(m);
                for _ in 0..m {
                    results.push(self.value_type_ref(c)?);
                }
                let list = |v: &[usize]| {
                    v.iter()
                        .map(|i| format!("!bc_t{i}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                TypeEntry {
                    nested: format!("({}) -> ({})", list(&inputs), list(&results)),
                    kind: TypeKind::Function { inputs },
                }
            }
            _ => return Err(c.error(format!("type '{name}' is not supported by this reader"))),
        };
        Ok(entry)
    }

    /// A type a value may have (anything but a function type).
    fn value_type_ref(&self, c: &mut Cursor<'_>) -> DecodeResult<usize> {
        let i = self.type_ref(c)?;
        if matches!(self.types[i].kind, TypeKind::Function { .. }) {
            return Err(c.error(format!("type index {i} is a function type")));
        }
        Ok(i)
    }

    fn tensor_view_ref(&self, c: &mut Cursor<'_>) -> DecodeResult<usize> {
        let i = self.type_ref(c)?;
        if !matches!(self.types[i].kind, TypeKind::TensorView) {
            return Err(c.error(format!(
                "expected 'tensor_view' type, but got '{}'",
                self.types[i].nested
            )));
        }
        Ok(i)
    }

    fn dim_map(&self, c: &mut Cursor<'_>) -> DecodeResult<Vec<i32>> {
        let v = c.list4("dim_map")?;
        check_i32_array(&v, c)?;
        Ok(v)
    }

    // ----- constants -----

    /// `dense<...> : !bc_tT` for constant `index` read as type `ty` (a tile).
    fn dense(&self, index: u64, ty: usize, c: &Cursor<'_>) -> DecodeResult<String> {
        let TypeKind::Tile { element, shape } = &self.types[ty].kind else {
            return Err(c.error(format!(
                "expected a tile type for a dense constant, got '{}'",
                self.types[ty].nested
            )));
        };
        let (bits, float) = match self.types[*element].kind {
            TypeKind::Int(w) => (w, false),
            TypeKind::Float(b) => (b, true),
            _ => {
                return Err(c.error(format!(
                    "expect Cuda Tile integer or float type but got: {}",
                    self.types[*element].nested
                )))
            }
        };
        let table = self
            .constants
            .as_ref()
            .ok_or_else(|| c.error(format!("constant index {index} out of bounds")))?;
        if index >= table.len() as u64 {
            return Err(c.error(format!("constant index {index} out of bounds")));
        }
        let i = index as usize;
        let mut e = match table.entry(i) {
            Some(e) => e,
            None => {
                let start = table.offsets[i];
                let end = table
                    .offsets
                    .get(i + 1)
                    .copied()
                    .unwrap_or(table.data.remaining() as u64);
                return Err(if end < start {
                    c.error(format!(
                        "invalid constant start indices: end ({end}) is less than start ({start}) for constant {i}"
                    ))
                } else {
                    c.error(format!(
                        "constant {i} extends beyond available data: size={}, start={start}, total data size={}",
                        end - start,
                        table.data.remaining()
                    ))
                });
            }
        };
        let len = e
            .varint("")
            .map_err(|_| e.error("failed to read the size of the data buffer"))?;
        let raw = e
            .bytes(len, "")
            .map_err(|_| e.error("failed to read the raw byte data"))?;
        let n = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?));
        let invalid = || c.error("failed to validate buffer size and format");
        let n = n.ok_or_else(invalid)?;
        let elem_bytes = bits.div_ceil(8) as usize;
        let element = |k: usize| -> u64 {
            if bits == 1 {
                u64::from((raw[k / 8] >> (k % 8)) & 1)
            } else {
                let mut v = 0u64;
                for (j, b) in raw[k * elem_bytes..(k + 1) * elem_bytes].iter().enumerate() {
                    v |= u64::from(*b) << (8 * j);
                }
                v
            }
        };
        let splat = if bits == 1 {
            raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xFF)
        } else {
            raw.len() == elem_bytes
        };
        let mut s = String::from("dense<");
        if splat {
            let v = if bits == 1 {
                u64::from(raw[0] != 0)
            } else {
                element(0)
            };
            push_element(&mut s, v, bits, float);
        } else {
            if dense_storage_len(bits, n) != raw.len() as u64 {
                return Err(invalid());
            }
            push_nested(&mut s, shape, &mut 0, &|k| element(k), bits, float);
        }
        let _ = write!(s, "> : !bc_t{ty}");
        Ok(s)
    }

    // ----- globals -----

    fn read_globals(&mut self, c: &mut Cursor<'a>) -> DecodeResult<String> {
        let n = c.varint("number of global.")?;
        let min = if self.version >= Version::V13_3 { 6 } else { 4 };
        let room = c.remaining() / min;
        if n > room as u64 {
            return Err(c.error(format!(
                "number of globals ({n}) exceeds the maximum of {room} that can fit in the remaining payload of {} bytes.",
                c.remaining()
            )));
        }
        let mut out = String::new();
        for _ in 0..n {
            let name_index = c.varint("global symbol name string.")?;
            let ty = self.type_ref(c)?;
            let value = c.varint("global value constant index")?;
            let alignment = c.varint("global alignment")?;
            let (mut visibility, mut constant) = (0, 0);
            if self.version >= Version::V13_3 {
                visibility = c.varint("global symbol visibility")?;
                constant = c.varint("global constant flag")?;
            }
            let name = self.string(name_index, c)?;
            if name.is_empty() {
                return Err(c.error(format!("global symbol name at index {name_index} is empty")));
            }
            let dense = self.dense(value, ty, c)?;
            let Some(vis) = SYMBOL_VISIBILITY.case_name(visibility as i64) else {
                return Err(c.error(format!("invalid symbol visibility value: {visibility}")));
            };
            let _ = writeln!(
                out,
                "  \"cuda_tile.global\"() <{{sym_name = {}, value = {dense}, alignment = {} : i64, symbol_visibility = #cuda_tile.symbol_visibility<{vis}>{}}}> : () -> () loc(unknown)",
                quoted(name.as_bytes()),
                alignment as i64,
                if constant != 0 { ", constant" } else { "" }
            );
            self.check_size(c)?;
        }
        Ok(out)
    }

    // ----- functions -----

    fn read_function_table(&mut self, c: &mut Cursor<'a>) -> DecodeResult<Vec<Function<'a>>> {
        let n = c.varint("number of functions")?;
        if n > c.remaining() as u64 {
            return Err(c.error(format!(
                "number of functions ({n}) exceeds payload size ({})",
                c.remaining()
            )));
        }
        let mut out = Vec::with_capacity(n as usize);
        for _ in 0..n {
            let name_index = c.varint("function name index")?;
            let sig_index = c.varint("function signature index")?;
            let flags = c.u8("function flags")?;
            let name = self.string(name_index, c)?;
            let loc_slot = c
                .varint("")
                .map_err(|_| c.error(format!("failed to read function location for '{name}'")))?;
            let entry = flags & func_flag::ENTRY != 0;
            let mut hints = None;
            let has_hints = if self.version >= Version::V13_5 {
                entry
            } else {
                entry && flags & func_flag::HAS_HINTS != 0
            };
            if has_hints {
                let text = self.tagged_attr(c, 0)?;
                if !text.starts_with("#cuda_tile.optimization_hints<") {
                    return Err(c.error(format!(
                        "invalid optimization hints attribute for function '{name}'"
                    )));
                }
                hints = Some(text);
            }
            let mut arg_attrs = None;
            if self.version >= Version::V13_5 {
                let text = self.tagged_attr(c, 0)?;
                if !text.starts_with('[') {
                    return Err(
                        c.error(format!("invalid argument attributes for function '{name}'"))
                    );
                }
                if text != "[]" {
                    arg_attrs = Some(text);
                }
            }
            let len = c.varint("function body length")?;
            if len > c.remaining() as u64 {
                return Err(c.error(format!(
                    "function body length {len} exceeds remaining bytecode data ({} bytes)",
                    c.remaining()
                )));
            }
            let body = c.sub(len, "function body")?;
            if name.is_empty() {
                return Err(c.error(format!("function name at index {name_index} is empty")));
            }
            if sig_index >= self.file_types as u64 {
                return Err(c.error(format!(
                    "function signature index {sig_index} out of bounds for function '{name}'"
                )));
            }
            let signature = sig_index as usize;
            if !matches!(self.types[signature].kind, TypeKind::Function { .. }) {
                return Err(c.error(format!(
                    "function signature index {sig_index} does not refer to a function type for function '{name}', got type: {}",
                    self.types[signature].nested
                )));
            }
            if !entry {
                return Err(c.error(format!("un-expected non-entry function '{name}'")));
            }
            out.push(Function {
                name,
                signature,
                loc_slot,
                hints,
                arg_attrs,
                body,
            });
        }
        Ok(out)
    }

    fn write_function(&mut self, f: Function<'a>) -> DecodeResult<()> {
        let TypeKind::Function { inputs } = self.types[f.signature].kind.clone() else {
            unreachable!("checked when the function table was read");
        };
        let mut locs = self.debug.slot(f.loc_slot).to_vec().into_iter();
        let body = f.body.clone();
        let func_loc = self.debug.location(locs.next().unwrap_or(0), &body)?;
        let mut fr = FuncReader {
            m: self,
            c: f.body,
            values: Vec::new(),
            next_name: 0,
            locs,
        };
        let _ = write!(
            fr.m.out,
            "  \"cuda_tile.entry\"() <{{sym_name = {}, function_type = !bc_t{}",
            quoted(f.name.as_bytes()),
            f.signature
        );
        if let Some(h) = &f.hints {
            let _ = write!(fr.m.out, ", optimization_hints = {h}");
        }
        if let Some(a) = &f.arg_attrs {
            let _ = write!(fr.m.out, ", arg_attrs = {a}");
        }
        fr.m.out.push_str("}> ({\n");
        if !inputs.is_empty() {
            fr.m.out.push_str("  ^bb0(");
            for (k, &t) in inputs.iter().enumerate() {
                let name = fr.new_value(t);
                if k > 0 {
                    fr.m.out.push_str(", ");
                }
                let _ = write!(fr.m.out, "%v{name}: !bc_t{t} {func_loc}");
            }
            fr.m.out.push_str("):\n");
        }
        let mut last = None;
        while !fr.c.is_empty() {
            last = Some(fr.read_op(2, 0)?);
        }
        check_terminator(last, &fr.c)?;
        let _ = writeln!(fr.m.out, "  }}) : () -> () {func_loc}");
        Ok(())
    }

    // ----- debug info -----

    fn read_debug(&mut self, c: &mut Cursor<'a>) -> DecodeResult<()> {
        let n = c.count(4, "total number of operations with debug info")?;
        c.skip_padding(4, "padding for debug info index offset pointer")?;
        let mut slot_offsets = Vec::with_capacity(n);
        for _ in 0..n {
            slot_offsets.push(u64::from(c.u32_le("debug info index offset pointer.")?));
        }
        let k = c.count(8, "total number of debug info indices")?;
        c.skip_padding(8, "padding for debug info indices pointer")?;
        let mut indices = Vec::with_capacity(k);
        for _ in 0..k {
            indices.push(c.u64_le("debug info indices pointer")?);
        }
        let table = Table::read(c, 4, "debug info attribute")?;
        let mut kinds = Vec::with_capacity(table.len());
        let mut aliased = Vec::with_capacity(table.len());
        for i in 0..table.len() {
            let id = i as u64 + 1;
            let mut e = table.entry(i).ok_or_else(|| {
                table
                    .data
                    .error(format!("invalid offset for debug info attribute {id}"))
            })?;
            let (kind, text) = self.read_debug_attr(&mut e, &kinds, &aliased)?;
            kinds.push(kind);
            aliased.push(text.is_some());
            if let Some(t) = text {
                let _ = writeln!(self.head, "#bc_d{id} = {t}");
            }
            self.check_size(&e)?;
        }
        self.debug = DebugInfo {
            slot_offsets,
            indices,
            kinds,
        };
        Ok(())
    }

    /// One debug attribute: its kind and its alias text (`None` for scopes
    /// when the dialect has no `di_*` attributes).
    fn read_debug_attr(
        &self,
        c: &mut Cursor<'_>,
        kinds: &[DebugKind],
        aliased: &[bool],
    ) -> DecodeResult<(DebugKind, Option<String>)> {
        // A reference to an earlier attribute of an expected kind.
        let reference = |c: &mut Cursor<'_>,
                         what: &str,
                         parse: &str,
                         ok: &dyn Fn(DebugKind) -> bool|
         -> DecodeResult<String> {
            let id = c.varint("").map_err(|_| {
                c.error(format!(
                    "failed to read {what} attribute when parsing {parse}"
                ))
            })?;
            let fits = id >= 1 && (id as usize) <= kinds.len() && ok(kinds[id as usize - 1]);
            if !fits {
                return Err(c.error(format!(
                    "invalid {what} attribute {id} when parsing {parse}"
                )));
            }
            if !aliased[id as usize - 1] {
                return Ok(String::new());
            }
            Ok(format!("#bc_d{id}"))
        };
        let number = |c: &mut Cursor<'_>, what: &str, parse: &str| -> DecodeResult<u64> {
            c.varint("")
                .map_err(|_| c.error(format!("failed to read {what} when parsing {parse}")))
        };
        let string = |c: &mut Cursor<'_>, what: &str, parse: &str| -> DecodeResult<Vec<u8>> {
            let i = c.varint("").map_err(|_| {
                c.error(format!(
                    "failed to read {what} attribute when parsing {parse}"
                ))
            })?;
            Ok(self.string_bytes(i, c)?.to_vec())
        };
        let di = self.di_attrs;
        let tag = c.varint("debug info tag")?;
        Ok(match tag {
            debug_tag::UNKNOWN => (DebugKind::Unknown, Some("loc(unknown)".into())),
            debug_tag::FILE => {
                let name = string(c, "file name", "DIFileAttr")?;
                let dir = string(c, "directory", "DIFileAttr")?;
                let text = format!("#cuda_tile.di_file<{} in {}>", quoted(&name), quoted(&dir));
                (DebugKind::File, di.then_some(text))
            }
            debug_tag::COMPILE_UNIT => {
                let file = reference(c, "file", "DICompileUnitAttr", &|k| k == DebugKind::File)?;
                let text = format!("#cuda_tile.di_compile_unit<file = {file}>");
                (DebugKind::CompileUnit, di.then_some(text))
            }
            debug_tag::LEXICAL_BLOCK => {
                let p = "DILexicalBlockAttr";
                let scope = reference(c, "scope", p, &|k| k.is_scope())?;
                let file = reference(c, "file", p, &|k| k == DebugKind::File)?;
                let line = number(c, "line number", p)?;
                let column = number(c, "column number", p)?;
                let text = format!(
                    "#cuda_tile.di_lexical_block<scope = {scope}, file = {file}, line = {line}, column = {column}>"
                );
                (DebugKind::LexicalBlock, di.then_some(text))
            }
            debug_tag::SUBPROGRAM => {
                let p = "DISubprogramAttr";
                let file = reference(c, "file", p, &|k| k == DebugKind::File)?;
                let line = number(c, "line number", p)?;
                let name = string(c, "name", p)?;
                let linkage = string(c, "linkage name", p)?;
                let unit = reference(c, "compile unit", p, &|k| k == DebugKind::CompileUnit)?;
                let scope_line = number(c, "scope line number", p)?;
                if self.version >= Version::V13_5 {
                    number(c, "flags", p)?;
                }
                let text = format!(
                    "#cuda_tile.di_subprogram<file = {file}, line = {line}, name = {}, linkageName = {}, compileUnit = {unit}, scopeLine = {scope_line}>",
                    quoted(&name),
                    quoted(&linkage)
                );
                (DebugKind::Subprogram, di.then_some(text))
            }
            debug_tag::LOC => {
                let p = "DILocAttr";
                let scope = reference(c, "scope", p, &|k| k.is_scope())?;
                let file = c.varint("").map_err(|_| {
                    c.error("failed to read file name attribute when parsing FileLineColLoc")
                })?;
                let file = self.string_bytes(file, c)?;
                let line = number(c, "line number", "FileLineColLoc")?;
                let column = number(c, "column number", "FileLineColLoc")?;
                let at = format!("loc({}:{line}:{column})", quoted(file));
                let text = if di {
                    format!("#cuda_tile.di_loc<{at} in {scope}>")
                } else {
                    at
                };
                (DebugKind::Loc, Some(text))
            }
            debug_tag::CALL_SITE => {
                let p = "CallSiteLoc";
                let callee = reference(c, "callee", p, &|k| k.is_location())?;
                let caller = reference(c, "caller", p, &|k| k.is_location())?;
                (
                    DebugKind::CallSite,
                    Some(format!("loc(callsite({callee} at {caller}))")),
                )
            }
            _ => return Err(c.error(format!("unknown debug info tag: {tag}"))),
        })
    }

    // ----- self-contained attributes -----

    fn tagged_attr(&self, c: &mut Cursor<'_>, depth: usize) -> DecodeResult<String> {
        if depth > MAX_ATTR_DEPTH {
            return Err(c.error("attributes are nested too deeply"));
        }
        let tag = c
            .varint("")
            .map_err(|_| c.error("failed to read AttributeTag for self-contained attribute."))?;
        Ok(match tag {
            attr_tag::INTEGER => {
                let ty = self.type_ref(c)?;
                let TypeKind::Int(w) = self.types[ty].kind else {
                    return Err(c.error("failed to read valid IntegerType for IntegerAttr"));
                };
                let v = c.varint("integer attribute value")?;
                if w < 64 && v >> w != 0 {
                    return Err(c.error(format!("value {v} does not fit in {w} bits")));
                }
                int_text(v, w)
            }
            attr_tag::FLOAT => {
                let ty = self.type_ref(c)?;
                let TypeKind::Float(bits) = self.types[ty].kind else {
                    return Err(c.error("failed to read valid FloatType for FloatAttr"));
                };
                let words = c.apint(bits)?;
                format!("{} : !bc_t{ty}", float_hex(words[0], bits))
            }
            attr_tag::BOOL => {
                let b = c.u8("bool attribute")?;
                (if b != 0 { "true" } else { "false" }).to_string()
            }
            attr_tag::TYPE => format!("!bc_t{}", self.type_ref(c)?),
            attr_tag::STRING => {
                let i = c.varint("string attribute")?;
                quoted(self.string_bytes(i, c)?)
            }
            attr_tag::ARRAY => {
                let n = c.count(1, "size for ArrayAttr.")?;
                let mut items = Vec::with_capacity(n);
                for _ in 0..n {
                    items.push(self.tagged_attr(c, depth + 1)?);
                }
                format!("[{}]", items.join(", "))
            }
            attr_tag::DENSE_ELEMENTS => {
                let ty = self.type_ref(c)?;
                let i = c.varint("constant index")?;
                self.dense(i, ty, c)?
            }
            attr_tag::DIV_BY => {
                let d = c
                    .varint("")
                    .map_err(|_| c.error("failed to read divisor for DivByAttr"))?;
                let flags = c
                    .u8("")
                    .map_err(|_| c.error("failed to read flags byte for DivByAttr"))?;
                let every = if flags & 1 != 0 {
                    Some(c.signed_varint("value for 'every' in DivByAttr")?)
                } else {
                    None
                };
                let along = if flags & 2 != 0 {
                    Some(c.signed_varint("value for 'along' in DivByAttr")?)
                } else {
                    None
                };
                match (every, along) {
                    (None, None) => format!("#cuda_tile.div_by<{d}>"),
                    (Some(e), Some(a)) => format!("#cuda_tile.div_by<{d}, every {e} along {a}>"),
                    _ => return Err(c.error("DivByAttr needs both 'every' and 'along' or neither")),
                }
            }
            attr_tag::SAME_ELEMENTS => {
                let n = c.count(8, "DenseI64ArrayAttr values.")?;
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    let x = c.u64_le("DenseI64ArrayAttr values.")? as i64;
                    if x == i64::MAX || x == i64::MIN {
                        return Err(c.error(format!("array contains unsupported value {x}")));
                    }
                    v.push(x.to_string());
                }
                format!("#cuda_tile.same_elements<[{}]>", v.join(", "))
            }
            attr_tag::DICTIONARY => self.dictionary(c, depth)?,
            attr_tag::OPTIMIZATION_HINTS => self.hints_body(c, depth)?,
            attr_tag::BOUNDED => {
                let flags = c
                    .u8("")
                    .map_err(|_| c.error("failed to read flags byte for BoundedAttr"))?;
                let lb = if flags & 1 != 0 {
                    c.signed_varint("lower bound for BoundedAttr")?.to_string()
                } else {
                    "?".into()
                };
                let ub = if flags & 2 != 0 {
                    c.signed_varint("upper bound for BoundedAttr")?.to_string()
                } else {
                    "?".into()
                };
                format!("#cuda_tile.bounded<{lb}, {ub}>")
            }
            _ => {
                return Err(c.error(format!(
                    "unsupported AttributeTag {tag} for self-contained attribute"
                )))
            }
        })
    }

    /// A dictionary body (count, then key string + tagged value pairs).
    fn dictionary(&self, c: &mut Cursor<'_>, depth: usize) -> DecodeResult<String> {
        let entries = self.dictionary_entries(c, depth)?;
        let items: Vec<String> = entries
            .iter()
            .map(|(k, v)| format!("{} = {v}", quoted(k)))
            .collect();
        Ok(format!("{{{}}}", items.join(", ")))
    }

    fn dictionary_entries(
        &self,
        c: &mut Cursor<'_>,
        depth: usize,
    ) -> DecodeResult<Vec<(Vec<u8>, String)>> {
        let n = c.count(2, "size for DictionaryAttr")?;
        let mut entries: Vec<(Vec<u8>, String)> = Vec::with_capacity(n);
        for i in 0..n {
            let k = c.varint("").map_err(|_| {
                c.error(format!("failed to read key for DictionaryAttr element {i}"))
            })?;
            let key = self.string_bytes(k, c)?;
            if key.is_empty() {
                return Err(c.error(format!(
                    "invalid empty attribute name for DictionaryAttr element {i}"
                )));
            }
            let value = self.tagged_attr(c, depth + 1)?;
            entries.push((key.to_vec(), value));
        }
        let mut keys: Vec<&[u8]> = entries.iter().map(|(k, _)| k.as_slice()).collect();
        keys.sort_unstable();
        if let Some(w) = keys.windows(2).find(|w| w[0] == w[1]) {
            return Err(c.error(format!(
                "failed to parse DictionaryAttr, duplicate key found: {}",
                String::from_utf8_lossy(w[0])
            )));
        }
        Ok(entries)
    }

    /// An optimization-hints body: architecture -> tagged dictionary.
    fn hints_body(&self, c: &mut Cursor<'_>, depth: usize) -> DecodeResult<String> {
        let entries = self.dictionary_entries(c, depth)?;
        let mut items = Vec::with_capacity(entries.len());
        for (k, v) in entries {
            if !v.starts_with('{') {
                return Err(c.error(format!(
                    "expected dictionary attribute for optimization_hints entry `{}` got value={v}",
                    String::from_utf8_lossy(&k)
                )));
            }
            items.push(format!("{} = {v}", quoted(&k)));
        }
        Ok(format!(
            "#cuda_tile.optimization_hints<{}>",
            items.join(", ")
        ))
    }
}

fn check_rank(rank: usize, c: &Cursor<'_>) -> DecodeResult<()> {
    if rank > MAX_RANK {
        return Err(c.error(format!(
            "shape of rank {rank} exceeds the supported maximum of {MAX_RANK}"
        )));
    }
    Ok(())
}

fn widen(v: &[i32]) -> Vec<i64> {
    v.iter().map(|&x| i64::from(x)).collect()
}

fn check_i32_array(v: &[i32], c: &Cursor<'_>) -> DecodeResult<()> {
    if let Some(x) = v.iter().find(|&&x| x == i32::MAX || x == i32::MIN) {
        return Err(c.error(format!("array contains unsupported value {x}")));
    }
    Ok(())
}

/// An integer of width `w` given its low `w` bits, as MLIR spells it.
fn int_text(bits: u64, w: u32) -> String {
    if w == 1 {
        return (if bits & 1 != 0 { "true" } else { "false" }).to_string();
    }
    let v = if w >= 64 {
        bits as i64
    } else {
        ((bits << (64 - w)) as i64) >> (64 - w)
    };
    format!("{v} : i{w}")
}

fn float_hex(bits: u64, width: u32) -> String {
    format!("0x{:0w$X}", bits, w = width.div_ceil(4) as usize)
}

fn push_element(s: &mut String, v: u64, bits: u32, float: bool) {
    if float {
        s.push_str(&float_hex(v, bits));
    } else if bits == 1 {
        s.push_str(if v != 0 { "true" } else { "false" });
    } else {
        let x = if bits >= 64 {
            v as i64
        } else {
            ((v << (64 - bits)) as i64) >> (64 - bits)
        };
        let _ = write!(s, "{x}");
    }
}

/// Elements `*next..` nested by `shape` (`[[1, 2], [3, 4]]`).
fn push_nested(
    s: &mut String,
    shape: &[i64],
    next: &mut usize,
    element: &dyn Fn(usize) -> u64,
    bits: u32,
    float: bool,
) {
    match shape.split_first() {
        None => {
            push_element(s, element(*next), bits, float);
            *next += 1;
        }
        Some((&d, rest)) => {
            s.push('[');
            for i in 0..d.max(0) {
                if i > 0 {
                    s.push_str(", ");
                }
                push_nested(s, rest, next, element, bits, float);
            }
            s.push(']');
        }
    }
}

/// An MLIR string literal: printable ASCII as is, everything else `\XX`.
fn quoted(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &b in bytes {
        if b == b'"' || b == b'\\' || !(0x20..0x7F).contains(&b) {
            let _ = write!(s, "\\{b:02X}");
        } else {
            s.push(b as char);
        }
    }
    s.push('"');
    s
}

fn check_terminator(last: Option<KnownOp>, c: &Cursor<'_>) -> DecodeResult<()> {
    let Some(op) = last else {
        return Err(c.error(
            "invalid block structure: block is expected to have a terminator operation, but it is empty",
        ));
    };
    if !op.terminator {
        return Err(c.error(format!(
            "invalid block structure: block is expected to have a terminator operation, but the last operation '{}' is not a terminator.",
            op.name
        )));
    }
    Ok(())
}

/// An op of the opcode table that the dialect defines.
#[derive(Clone, Copy)]
struct KnownOp {
    /// With the `cuda_tile.` prefix.
    name: &'static str,
    terminator: bool,
    def: &'static OpDef,
}

/// For each entry of [`OPCODES`], the dialect's op of that name, if any.
fn dialect_ops() -> &'static [Option<KnownOp>] {
    static TABLE: std::sync::OnceLock<Vec<Option<KnownOp>>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        OPCODES
            .iter()
            .map(|o| {
                DIALECT
                    .ops
                    .iter()
                    .find(|d| d.name.strip_prefix("cuda_tile.") == Some(o.name))
                    .map(|d| KnownOp {
                        name: d.name,
                        terminator: d.traits.contains(Traits::TERMINATOR),
                        def: d,
                    })
            })
            .collect()
    })
}

fn indent_to(out: &mut String, indent: usize) {
    const SPACES: &str = "                                                                ";
    let mut left = indent;
    while left > 0 {
        let n = left.min(SPACES.len());
        out.push_str(&SPACES[..n]);
        left -= n;
    }
}

/// `!bc_t1, !bc_t4`.
fn write_types(out: &mut String, types: impl Iterator<Item = usize>) {
    for (k, t) in types.enumerate() {
        let sep = if k > 0 { ", " } else { "" };
        let _ = write!(out, "{sep}!bc_t{t}");
    }
}

// ---------------------------------------------------------------------------
// Function bodies

/// An op being read: what its generic form needs.
struct OpRecord {
    /// Without the `cuda_tile.` prefix.
    name: &'static str,
    def: &'static OpDef,
    results: Vec<usize>,
    attrs: Vec<String>,
    operands: Vec<usize>,
    /// `operandSegmentSizes`, for ops with attribute-sized segments.
    segments: Option<Vec<usize>>,
    regions: usize,
}

impl OpRecord {
    fn attr(&mut self, name: &str, value: String) {
        self.attrs.push(format!("{name} = {value}"));
    }

    fn unit(&mut self, name: &str, set: bool) {
        if set {
            self.attrs.push(name.to_string());
        }
    }

    fn segment(&mut self, n: usize) {
        self.segments.get_or_insert_with(Vec::new).push(n);
    }
}

struct FuncReader<'m, 'a> {
    m: &'m mut Module<'a>,
    c: Cursor<'a>,
    /// Bytecode value index -> (text name, type index).
    values: Vec<(u32, usize)>,
    next_name: u32,
    /// The rest of the function's debug-info run (op locations, pre-order).
    locs: std::vec::IntoIter<u64>,
}

impl<'m, 'a> FuncReader<'m, 'a> {
    fn new_value(&mut self, ty: usize) -> u32 {
        let name = self.next_name;
        self.next_name += 1;
        self.values.push((name, ty));
        name
    }

    // ----- record pieces -----

    fn result(&mut self, op: &mut OpRecord) -> DecodeResult<()> {
        let t = self.m.value_type_ref(&mut self.c)?;
        op.results.push(t);
        Ok(())
    }

    fn results(&mut self, op: &mut OpRecord) -> DecodeResult<()> {
        let n = self.c.count(1, "number of result types")?;
        for _ in 0..n {
            self.result(op)?;
        }
        Ok(())
    }

    fn flags(&mut self) -> DecodeResult<u64> {
        self.c.varint("flags")
    }

    fn operand(&mut self, op: &mut OpRecord) -> DecodeResult<()> {
        let k = op.operands.len();
        let i = self
            .c
            .varint("")
            .map_err(|_| self.c.error(format!("failed to read operand index {k}")))?;
        if i >= self.values.len() as u64 {
            return Err(self.c.error(format!(
                "operand index {i} out of bounds (size={}) for operand {k}",
                self.values.len()
            )));
        }
        op.operands.push(i as usize);
        Ok(())
    }

    fn operands(&mut self, op: &mut OpRecord, n: usize) -> DecodeResult<()> {
        for _ in 0..n {
            self.operand(op)?;
        }
        Ok(())
    }

    /// A count-prefixed operand group; returns its size.
    fn operand_group(&mut self, op: &mut OpRecord) -> DecodeResult<usize> {
        let n = self
            .c
            .count(1, "")
            .map_err(|_| self.c.error("failed to read operand count"))?;
        self.operands(op, n)?;
        Ok(n)
    }

    fn optional_operand(&mut self, op: &mut OpRecord, present: bool) -> DecodeResult<usize> {
        if present {
            self.operand(op)?;
        }
        Ok(usize::from(present))
    }

    fn enum_attr(&mut self, op: &mut OpRecord, name: &str, def: &EnumDef) -> DecodeResult<()> {
        let v = self
            .c
            .varint("")
            .map_err(|_| self.c.error("failed to read VarInt for enum attribute."))?;
        let Some(case) = def.case_name(v as i64).filter(|_| v <= i64::MAX as u64) else {
            return Err(self
                .c
                .error(format!("invalid integer value for enum type: {v}")));
        };
        let text = match def.storage {
            EnumStorage::Dialect(d) => format!("#{d}<{case}>"),
            _ => format!("{v} : i32"),
        };
        op.attr(name, text);
        Ok(())
    }

    fn int_attr(&mut self, op: &mut OpRecord, name: &str, width: u32) -> DecodeResult<()> {
        let v = self.c.varint(&format!("{name} attribute"))?;
        if width < 64 && v >> width != 0 {
            return Err(self
                .c
                .error(format!("value {v} does not fit in {width} bits")));
        }
        op.attr(name, int_text(v, width));
        Ok(())
    }

    fn string_attr(&mut self, op: &mut OpRecord, name: &str) -> DecodeResult<()> {
        let i = self
            .c
            .varint("")
            .map_err(|_| self.c.error("failed to read StringAttr."))?;
        let s = quoted(self.m.string_bytes(i, &self.c)?);
        op.attr(name, s);
        Ok(())
    }

    fn hints_attr(&mut self, op: &mut OpRecord) -> DecodeResult<()> {
        let text = self.m.hints_body(&mut self.c, 0)?;
        op.attr("optimization_hints", text);
        Ok(())
    }

    /// A 13.4+ `inbounds` bool array: tileir has no such attribute, so
    /// only the all-false default is accepted.
    fn inbounds(&mut self) -> DecodeResult<()> {
        let n = self.c.count(1, "inbounds")?;
        let bytes = self.c.bytes(n as u64, "inbounds")?;
        if bytes.iter().any(|&b| b != 0) {
            return Err(self
                .c
                .error("attribute 'inbounds' is set, which this reader does not support"));
        }
        Ok(())
    }

    // ----- ops -----

    /// Reads one op and writes it at `indent`; returns which op it was.
    fn read_op(&mut self, indent: usize, depth: usize) -> DecodeResult<KnownOp> {
        if depth > MAX_REGION_DEPTH {
            return Err(self.c.error("operations are nested too deeply"));
        }
        let start = self.c.clone();
        let code = self.c.varint("opcode")?;
        let index = u32::try_from(code)
            .ok()
            .and_then(|c| OPCODES.binary_search_by_key(&c, |o| o.code).ok());
        let Some(index) = index else {
            return Err(start.error(format!("unknown or unimplemented opcode: {code}")));
        };
        let info = &OPCODES[index];
        let version = self.m.version;
        if info.code > version.max_opcode() {
            return Err(start.error(format!(
                "unsupported opcode {code} for bytecode version {version}"
            )));
        }
        let Some(known) = dialect_ops()[index] else {
            return Err(start.error(format!(
                "operation 'cuda_tile.{}' is not supported by this reader",
                info.name
            )));
        };
        let loc_id = self.locs.next().unwrap_or(0);
        let loc = self.m.debug.location(loc_id, &start)?;
        let mut op = OpRecord {
            name: info.name,
            def: known.def,
            results: Vec::new(),
            attrs: Vec::new(),
            operands: Vec::new(),
            segments: None,
            regions: 0,
        };
        self.read_fields(&mut op, version)?;
        // Results the file does not hold (a 13.1 `print` has no token):
        // every result added after 13.1 is a token, last.
        let mut extra_results = Vec::new();
        let layout = layout_of(info.name);
        for i in 0..known.def.results.len() {
            if layout.result_since(i).is_some_and(|s| s > version) {
                extra_results.push(self.m.token_type);
            }
        }

        // Header: results, name, operands, attributes.
        let base = self.next_name;
        let total = op.results.len() + extra_results.len();
        let out = &mut self.m.out;
        indent_to(out, indent);
        for k in 0..total {
            let sep = if k + 1 < total { ", " } else { " = " };
            let _ = write!(out, "%v{}{sep}", base + k as u32);
        }
        self.next_name += total as u32;
        let _ = write!(out, "\"{}\"(", known.name);
        for (k, &i) in op.operands.iter().enumerate() {
            let sep = if k > 0 { ", " } else { "" };
            let _ = write!(out, "{sep}%v{}", self.values[i].0);
        }
        out.push(')');
        if let Some(seg) = &op.segments {
            let s: Vec<String> = seg.iter().map(|n| n.to_string()).collect();
            op.attrs.push(format!(
                "operandSegmentSizes = array<i32: {}>",
                s.join(", ")
            ));
        }
        if !op.attrs.is_empty() {
            let _ = write!(out, " <{{{}}}>", op.attrs.join(", "));
        }
        if op.regions > 0 {
            self.read_regions(&mut op, indent, depth, &loc)?;
        }
        let out = &mut self.m.out;
        out.push_str(" : (");
        write_types(out, op.operands.iter().map(|&i| self.values[i].1));
        out.push_str(") -> (");
        write_types(out, op.results.iter().chain(&extra_results).copied());
        let _ = writeln!(out, ") {loc}");
        // Only the results the file holds get value indices.
        for (k, &t) in op.results.iter().enumerate() {
            self.values.push((base + k as u32, t));
        }
        self.m.check_size(&self.c)?;
        Ok(known)
    }

    fn read_regions(
        &mut self,
        op: &mut OpRecord,
        indent: usize,
        depth: usize,
        loc: &str,
    ) -> DecodeResult<()> {
        let n = self.c.varint("number of regions")?;
        if n != op.regions as u64 {
            return Err(self.c.error(format!(
                "expected {} regions for 'cuda_tile.{}', got {n}",
                op.regions, op.name
            )));
        }
        let pad = " ".repeat(indent);
        self.m.out.push_str(" (");
        for r in 0..op.regions {
            if r > 0 {
                self.m.out.push_str(", ");
            }
            let blocks = self
                .c
                .count(1, "")
                .map_err(|_| self.c.error("failed to read region block count"))?;
            self.m.out.push_str("{\n");
            for b in 0..blocks {
                let saved = self.values.len();
                let args = self
                    .c
                    .count(1, "")
                    .map_err(|_| self.c.error("failed to read block argument count."))?;
                let mut arg_types = Vec::with_capacity(args);
                for i in 0..args {
                    let t = self.m.value_type_ref(&mut self.c).map_err(|e| {
                        if e.message.contains("out of bounds") {
                            e
                        } else {
                            self.c
                                .error(format!("failed to read block argument type: {i}"))
                        }
                    })?;
                    arg_types.push(t);
                }
                let _ = write!(self.m.out, "{pad}^bb{b}");
                if !arg_types.is_empty() {
                    self.m.out.push('(');
                    for (i, &t) in arg_types.iter().enumerate() {
                        let name = self.new_value(t);
                        if i > 0 {
                            self.m.out.push_str(", ");
                        }
                        let _ = write!(self.m.out, "%v{name}: !bc_t{t} {loc}");
                    }
                    self.m.out.push(')');
                }
                self.m.out.push_str(":\n");
                let ops = self
                    .c
                    .count(1, "")
                    .map_err(|_| self.c.error("failed to read block operation count."))?;
                let mut last = None;
                for _ in 0..ops {
                    last = Some(self.read_op(indent + 2, depth + 1)?);
                }
                check_terminator(last, &self.c)?;
                self.values.truncate(saved);
            }
            let _ = write!(self.m.out, "{pad}}}");
        }
        self.m.out.push(')');
        Ok(())
    }

    /// Reads the record's fields after the opcode, as [`super::layout`]
    /// describes them for the op's version-`v` record: result types, the
    /// flags word, the inline attributes, the operands; notes how many
    /// regions follow.
    fn read_fields(&mut self, op: &mut OpRecord, v: Version) -> DecodeResult<()> {
        let (name, def) = (op.name, op.def);
        if def.traits.contains(Traits::SYMBOL) {
            return Err(self.c.error(format!(
                "operation 'cuda_tile.{name}' cannot appear inside a function body"
            )));
        }
        let layout = layout_of(name);
        if counts_results(def) {
            self.results(op)?;
        } else {
            for i in 0..def.results.len() {
                if layout.result_since(i).is_none_or(|s| s <= v) {
                    self.result(op)?;
                }
            }
        }

        // The flags word: one bit per flag the version knows.
        let flags: Vec<&str> = layout
            .flags
            .iter()
            .filter(|f| f.1 <= v)
            .map(|f| f.0)
            .collect();
        let word = if flags.is_empty() { 0 } else { self.flags()? };
        let set = |n: &str| {
            flags
                .iter()
                .position(|f| *f == n)
                .is_some_and(|bit| bit < 64 && word >> bit & 1 != 0)
        };
        for &flag in &flags {
            let is_field = layout.attrs.iter().any(|a| a.name == flag)
                || def.operands.iter().any(|d| d.name == flag);
            if is_field {
                continue;
            }
            // A unit attribute, unless tileir's op has no such attribute.
            if def.attributes.iter().any(|a| a.name == flag) {
                op.unit(flag, set(flag));
            } else if set(flag) {
                return Err(self.c.error(format!(
                    "attribute '{flag}' is set, which this reader does not support"
                )));
            }
        }

        for field in layout.attrs.iter().filter(|a| a.since <= v) {
            if layout.flag_since(field.name).is_some() && !set(field.name) {
                continue;
            }
            self.inline_attr(op, field)?;
        }

        if def.traits.contains(Traits::ATTR_SIZED_OPERAND_SEGMENTS) {
            for d in def.operands {
                let n = match d.arity {
                    Arity::Single => {
                        self.operands(op, 1)?;
                        1
                    }
                    Arity::Variadic => self.operand_group(op)?,
                    Arity::Optional => self.optional_operand(op, set(d.name))?,
                };
                op.segment(n);
            }
        } else if counts_operands(def) {
            let n = self.operand_group(op)?;
            if name == "for" && n < 3 {
                return Err(self.c.error(format!(
                    "'cuda_tile.for' needs at least 3 operands, got {n}"
                )));
            }
        } else {
            self.operands(op, def.operands.len())?;
        }
        op.regions = def.regions.len();
        Ok(())
    }

    /// One inline attribute of a record.
    fn inline_attr(&mut self, op: &mut OpRecord, field: &AttrField) -> DecodeResult<()> {
        let name = field.name;
        match field.enc {
            Enc::Enum(def) => self.enum_attr(op, name, def)?,
            Enc::Int(width) => self.int_attr(op, name, width)?,
            Enc::Bool => {
                let b = self
                    .c
                    .u8("")
                    .map_err(|_| self.c.error("failed to read byte for inline bool (i1)"))?;
                op.attr(name, (if b != 0 { "true" } else { "false" }).into());
            }
            Enc::Str => self.string_attr(op, name)?,
            Enc::Symbol => {
                let i = self
                    .c
                    .varint("")
                    .map_err(|_| self.c.error("failed to read string for FlatSymbolRefAttr."))?;
                let s = self.m.string_bytes(i, &self.c)?;
                if s.is_empty() {
                    return Err(self.c.error("empty symbol reference is invalid"));
                }
                op.attr(name, format!("@{}", quoted(s)));
            }
            Enc::Dense => {
                let i = self.c.varint("constant index")?;
                let Some(&ty) = op.results.first() else {
                    return Err(self.c.error("a dense attribute needs the op's result type"));
                };
                let dense = self.m.dense(i, ty, &self.c)?;
                op.attr(name, dense);
            }
            Enc::Tagged => {
                let p = self.m.tagged_attr(&mut self.c, 0)?;
                if !p.starts_with("#cuda_tile.") {
                    return Err(self
                        .c
                        .error("failed to cast parsed attribute to AssumePredicateAttrInterface"));
                }
                op.attr(name, p);
            }
            Enc::TaggedArray => {
                let n = self
                    .c
                    .count(1, "")
                    .map_err(|_| self.c.error("failed to read size for ArrayAttr."))?;
                let mut items = Vec::with_capacity(n);
                for _ in 0..n {
                    items.push(self.m.tagged_attr(&mut self.c, 1)?);
                }
                op.attr(name, format!("[{}]", items.join(", ")));
            }
            Enc::I32List => {
                let p = self
                    .c
                    .list4("")
                    .map_err(|_| self.c.error("failed to read DenseI32ArrayAttr values."))?;
                check_i32_array(&p, &self.c)?;
                let list: Vec<String> = p.iter().map(|x| x.to_string()).collect();
                op.attr(name, format!("array<i32: {}>", list.join(", ")));
            }
            Enc::Hints => self.hints_attr(op)?,
            Enc::AllFalse => self.inbounds()?,
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_quoted_with_hex_escapes() {
        assert_eq!(quoted(b"a\"b\\c\n\xFF"), "\"a\\22b\\5Cc\\0A\\FF\"");
    }

    #[test]
    fn integers_print_sign_extended() {
        assert_eq!(int_text(0xFF, 8), "-1 : i8");
        assert_eq!(int_text(7, 32), "7 : i32");
        assert_eq!(int_text(1, 1), "true");
        assert_eq!(int_text(u64::MAX, 64), "-1 : i64");
        assert_eq!(float_hex(0x3F80_0000, 32), "0x3F800000");
        assert_eq!(float_hex(0x3C00, 16), "0x3C00");
    }

    #[test]
    fn dense_elements_nest_by_shape() {
        let mut s = String::new();
        let data = [1u64, 2, 3, 4, 5, 6];
        push_nested(&mut s, &[2, 3], &mut 0, &|k| data[k], 32, false);
        assert_eq!(s, "[[1, 2, 3], [4, 5, 6]]");
        let mut s = String::new();
        push_nested(&mut s, &[2], &mut 0, &|k| [1u64, 0][k], 1, false);
        assert_eq!(s, "[true, false]");
    }

    #[test]
    fn bad_headers_are_diagnosed() {
        let err = read_to_text(b"\x7fTileIR\0\x0d\x06\0\0").unwrap_err();
        assert_eq!(
            err.to_string(),
            "error at offset 12: unsupported Tile version 13.6.0, this reader supports versions [13.1 - 13.5]"
        );
        let err = read_to_text(b"\x7fTileIX").unwrap_err();
        assert_eq!(
            err.message,
            "invalid magic number at position 6, got 88 expected 82"
        );
        let err = read_to_text(b"\x7fTileIR\0\x0d\x04\0\0").unwrap_err();
        assert_eq!(
            err.message,
            "unexpected end of data while reading section header"
        );
    }
}
