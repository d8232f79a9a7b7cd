//! The TileIR bytecode format itself, shared by the reader and the writer:
//! the header (magic, versions 13.1 to 13.5, the public-preview tag bit),
//! section ids and their alignments, the opcode table with the version each
//! op appeared in, the type / attribute / debug-info tags, and every
//! encoding primitive (LEB128 varints, zig-zag, APInts, little-endian
//! fixed-width lists, padding) in both directions.
//!
//! Nothing here knows the IR: the writer turns IR into these primitives,
//! the reader turns them back. Decoding goes through [`Cursor`], which
//! checks every count against the bytes left before allocating anything,
//! so a hostile file cannot make the reader allocate more than its size.
//! The layout is described in `shared/reference/tileir-bytecode.md`.
//!
//! Versions. The tools read and write 13.1 to 13.5 by default, what the
//! 13.5 `tileiras`/`tileirdisasm` accept: [`Versions::DEFAULT`]. NVIDIA's
//! own test suite (the shared corpus, and upstream cuda-tile e01244d alike)
//! is the 13.3 release's: it expects that release's `cuda-tile-translate`,
//! whose range is `[13.1 - 13.3]`, built with `TILE_IR_INCLUDE_TESTS`,
//! which adds the test-only versions 250.0 and 250.1 and the test ops
//! (`testing$bytecode_test_*`, opcodes 0x3000+). Rather than change what
//! the tools support, `tileir-translate` can be told to be that build:
//! `--bytecode-newest=13.3` caps the range (reader, writer, default and
//! `--list-versions` all follow) and `--bytecode-test-versions` adds
//! 250.0/250.1, under which the test ops may be written. The corpus's lit
//! configuration passes both, as upstream's lit gets a test build; no
//! flag, no test versions, and a 250.x header is an unsupported version.
//! The test ops themselves are always in the dialect (as `testing$func`
//! is): only their bytecode needs a test version.

use std::fmt;

/// The first 8 bytes of every file: 0x7F, "TileIR", 0x00.
pub const MAGIC: [u8; 8] = [0x7F, b'T', b'i', b'l', b'e', b'I', b'R', 0x00];

/// Size of the header: magic, major (u8), minor (u8), tag (u16 LE).
pub const HEADER_LEN: usize = 12;

/// The byte writers pad with (readers skip padding without looking at it).
pub const PADDING_BYTE: u8 = 0xCB;

/// Header tag bit 0: the file uses public-preview content, which is only
/// readable at [`Version::CURRENT`].
pub const PREVIEW_TAG_BIT: u16 = 1;

/// A dynamic extent in tensor_view shapes and strides.
pub const DYNAMIC: i64 = i64::MIN;

/// Whether `bytes` starts with the bytecode magic (how tileir-opt tells
/// bytecode from text).
pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(&MAGIC)
}

// ---------------------------------------------------------------------------
// Versions

/// A bytecode version `major.minor` (the header's tag is separate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u8,
    pub minor: u8,
}

impl Version {
    pub const V13_1: Version = Version::new(13, 1);
    pub const V13_2: Version = Version::new(13, 2);
    pub const V13_3: Version = Version::new(13, 3);
    pub const V13_4: Version = Version::new(13, 4);
    pub const V13_5: Version = Version::new(13, 5);
    /// The test-only versions of NVIDIA's test builds (see the module
    /// docs): newer than every release, so every release's content is
    /// available in them.
    pub const V250_0: Version = Version::new(250, 0);
    pub const V250_1: Version = Version::new(250, 1);
    /// Both test-only versions, oldest first.
    pub const TESTING: [Version; 2] = [Version::V250_0, Version::V250_1];
    /// The oldest version read and written.
    pub const MIN: Version = Version::V13_1;
    /// The newest version: the writer's default, and the only version at
    /// which public-preview content is accepted.
    pub const CURRENT: Version = Version::V13_5;
    /// Every supported version, oldest first (`--list-versions`).
    pub const ALL: [Version; 5] = [
        Version::V13_1,
        Version::V13_2,
        Version::V13_3,
        Version::V13_4,
        Version::V13_5,
    ];
    /// From 13.3 optional type parameters share one leading flags varint.
    pub const UNIFIED_TYPE_BITFIELD: Version = Version::V13_3;

    pub const fn new(major: u8, minor: u8) -> Version {
        Version { major, minor }
    }

    /// Whether the default range holds this version.
    pub fn is_supported(self) -> bool {
        Versions::DEFAULT.contains(self)
    }

    /// Parses `13.4` (the `--bytecode-version` spelling).
    pub fn parse(s: &str) -> Option<Version> {
        let (major, minor) = s.trim().split_once('.')?;
        Some(Version::new(major.parse().ok()?, minor.parse().ok()?))
    }

    /// The largest opcode this version knows (opcodes are added in order).
    pub fn max_opcode(self) -> u32 {
        match (self.major, self.minor) {
            (13, 1) => 0x6D,
            (13, 2) => 0x6E,
            (13, 3) => 0x75,
            (13, 4) => 0x7A,
            (13, _) => 0x7D,
            // Test versions know the test ops too.
            _ => u32::MAX,
        }
    }
}

/// The versions one run of the tools reads and writes (see the module
/// docs): 13.1 up to `newest`, and the test-only versions if `testing`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Versions {
    /// The newest release version: the writer's default, the top of the
    /// range in messages, and the only version public-preview content
    /// may have.
    pub newest: Version,
    pub testing: bool,
}

impl Versions {
    /// What the tools support unless told otherwise: 13.1 to 13.5.
    pub const DEFAULT: Versions = Versions {
        newest: Version::CURRENT,
        testing: false,
    };

    /// The range capped at release `newest` (`--bytecode-newest`), if that
    /// is a release this code knows.
    pub fn capped(self, newest: Version) -> Option<Versions> {
        Version::ALL
            .contains(&newest)
            .then_some(Versions { newest, ..self })
    }

    pub fn contains(self, v: Version) -> bool {
        (Version::MIN <= v && v <= self.newest) || (self.testing && Version::TESTING.contains(&v))
    }

    /// Every version held, oldest first (`--list-versions`).
    pub fn list(self) -> Vec<Version> {
        let releases = Version::ALL.iter().filter(|&&v| v <= self.newest);
        let tests = Version::TESTING.iter().filter(|_| self.testing);
        releases.chain(tests).copied().collect()
    }

    /// The release range as messages spell it: `[13.1 - 13.5]` (test
    /// versions are not named, as in NVIDIA's messages).
    pub fn range(self) -> String {
        format!("[{} - {}]", Version::MIN, self.newest)
    }
}

impl Default for Versions {
    fn default() -> Self {
        Versions::DEFAULT
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// The default range as the reader's messages spell it: `[13.1 - 13.5]`.
pub fn supported_range() -> String {
    Versions::DEFAULT.range()
}

/// Checks a header's version and tag against `versions`, the way the 13.5
/// reader does.
pub fn check_header_version(
    major: u8,
    minor: u8,
    tag: u16,
    versions: Versions,
) -> Result<Version, String> {
    let version = Version::new(major, minor);
    if !versions.contains(version) {
        return Err(format!(
            "unsupported Tile version {major}.{minor}.{tag}, this reader supports versions {}",
            versions.range()
        ));
    }
    let unknown = tag & !PREVIEW_TAG_BIT;
    if unknown != 0 {
        return Err(format!(
            "header has unrecognized version tag bits (0x{unknown:x});"
        ));
    }
    if tag & PREVIEW_TAG_BIT != 0 && version != versions.newest {
        return Err(format!(
            "public-preview bytecode at version {major}.{minor}.{tag} is not readable; \
             preview content is only valid at the current version {}",
            versions.newest
        ));
    }
    Ok(version)
}

/// Encodes the 12-byte header.
pub fn write_header(out: &mut Vec<u8>, version: Version, tag: u16) {
    out.extend_from_slice(&MAGIC);
    out.push(version.major);
    out.push(version.minor);
    out.extend_from_slice(&tag.to_le_bytes());
}

// ---------------------------------------------------------------------------
// Sections

/// Bit 7 of a section's id byte: an alignment varint follows the length.
pub const SECTION_ALIGNMENT_FLAG: u8 = 0x80;

/// Section ids (the low 7 bits of a section's first byte).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum SectionId {
    End = 0,
    String = 1,
    Func = 2,
    Debug = 3,
    Constant = 4,
    Type = 5,
    Global = 6,
    Producer = 7,
}

/// One past the largest section id.
pub const NUM_SECTIONS: u8 = 8;

impl SectionId {
    pub fn from_u8(id: u8) -> Option<SectionId> {
        Some(match id {
            0 => SectionId::End,
            1 => SectionId::String,
            2 => SectionId::Func,
            3 => SectionId::Debug,
            4 => SectionId::Constant,
            5 => SectionId::Type,
            6 => SectionId::Global,
            7 => SectionId::Producer,
            _ => return None,
        })
    }

    /// The word the reader's "failed to parse X section" messages use.
    pub fn name(self) -> &'static str {
        match self {
            SectionId::End => "end",
            SectionId::String => "string",
            SectionId::Func => "function",
            SectionId::Debug => "debug",
            SectionId::Constant => "constant",
            SectionId::Type => "type",
            SectionId::Global => "global",
            SectionId::Producer => "producer",
        }
    }

    /// The alignment a section must declare (a multiple of this), if the
    /// reader checks one.
    pub fn required_alignment(self) -> Option<u64> {
        match self {
            SectionId::String | SectionId::Type => Some(4),
            SectionId::Func | SectionId::Debug | SectionId::Constant => Some(8),
            _ => None,
        }
    }
}

/// Writes a section: id (with the alignment flag when `alignment > 1`),
/// payload length, alignment, padding to an absolute multiple of the
/// alignment (`out` starts at file offset 0), then the payload.
pub fn write_section(out: &mut Vec<u8>, id: SectionId, alignment: u64, payload: &[u8]) {
    let aligned = alignment > 1;
    out.push(id as u8 | if aligned { SECTION_ALIGNMENT_FLAG } else { 0 });
    write_varint(out, payload.len() as u64);
    if aligned {
        write_varint(out, alignment);
        pad_to(out, 0, alignment);
    }
    out.extend_from_slice(payload);
}

// ---------------------------------------------------------------------------
// Opcodes

/// One op of the opcode table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opcode {
    pub code: u32,
    /// The op's name without the `cuda_tile.` prefix.
    pub name: &'static str,
    pub since: Version,
}

const fn op(code: u32, name: &'static str, since: Version) -> Opcode {
    Opcode { code, name, since }
}

const V1: Version = Version::V13_1;
const V2: Version = Version::V13_2;
const V3: Version = Version::V13_3;
const V4: Version = Version::V13_4;
const V5: Version = Version::V13_5;

/// Every public opcode, in opcode order. `pow` (0x54) is the op tileir's
/// dialect calls `cuda_tile.pow`; 13.4 renamed it `fpowf`.
pub static OPCODES: &[Opcode] = &[
    op(0x00, "absf", V1),
    op(0x01, "absi", V1),
    op(0x02, "addf", V1),
    op(0x03, "addi", V1),
    op(0x04, "andi", V1),
    op(0x05, "assert", V1),
    op(0x06, "assume", V1),
    op(0x07, "atomic_cas_tko", V1),
    op(0x08, "atomic_rmw_tko", V1),
    op(0x09, "bitcast", V1),
    op(0x0A, "break", V1),
    op(0x0B, "broadcast", V1),
    op(0x0C, "cat", V1),
    op(0x0D, "ceil", V1),
    op(0x0E, "cmpf", V1),
    op(0x0F, "cmpi", V1),
    op(0x10, "constant", V1),
    op(0x11, "continue", V1),
    op(0x12, "cos", V1),
    op(0x13, "cosh", V1),
    op(0x14, "divf", V1),
    op(0x15, "divi", V1),
    op(0x16, "entry", V1),
    op(0x17, "exp", V1),
    op(0x18, "exp2", V1),
    op(0x25, "exti", V1),
    op(0x26, "extract", V1),
    op(0x27, "floor", V1),
    op(0x28, "fma", V1),
    op(0x29, "for", V1),
    op(0x2A, "ftof", V1),
    op(0x2B, "ftoi", V1),
    op(0x2C, "get_global", V1),
    op(0x2D, "get_index_space_shape", V1),
    op(0x2E, "get_num_tile_blocks", V1),
    op(0x2F, "get_tensor_shape", V1),
    op(0x30, "get_tile_block_id", V1),
    op(0x31, "global", V1),
    op(0x32, "if", V1),
    op(0x33, "int_to_ptr", V1),
    op(0x3A, "iota", V1),
    op(0x3B, "itof", V1),
    op(0x3C, "join_tokens", V1),
    op(0x3D, "load_ptr_tko", V1),
    op(0x3E, "load_view_tko", V1),
    op(0x3F, "log", V1),
    op(0x40, "log2", V1),
    op(0x41, "loop", V1),
    op(0x42, "make_partition_view", V1),
    op(0x43, "make_tensor_view", V1),
    op(0x44, "make_token", V1),
    op(0x45, "maxf", V1),
    op(0x46, "maxi", V1),
    op(0x47, "minf", V1),
    op(0x48, "mini", V1),
    op(0x49, "mmaf", V1),
    op(0x4A, "mmai", V1),
    op(0x4B, "module", V1),
    op(0x4C, "mulf", V1),
    op(0x4D, "mulhii", V1),
    op(0x4E, "muli", V1),
    op(0x4F, "negf", V1),
    op(0x50, "negi", V1),
    op(0x51, "offset", V1),
    op(0x52, "ori", V1),
    op(0x53, "permute", V1),
    op(0x54, "pow", V1),
    op(0x55, "print_tko", V1),
    op(0x56, "ptr_to_int", V1),
    op(0x57, "ptr_to_ptr", V1),
    op(0x58, "reduce", V1),
    op(0x59, "remf", V1),
    op(0x5A, "remi", V1),
    op(0x5B, "reshape", V1),
    op(0x5C, "return", V1),
    op(0x5D, "rsqrt", V1),
    op(0x5E, "scan", V1),
    op(0x5F, "select", V1),
    op(0x60, "shli", V1),
    op(0x61, "shri", V1),
    op(0x62, "sin", V1),
    op(0x63, "sinh", V1),
    op(0x64, "sqrt", V1),
    op(0x65, "store_ptr_tko", V1),
    op(0x66, "store_view_tko", V1),
    op(0x67, "subf", V1),
    op(0x68, "subi", V1),
    op(0x69, "tan", V1),
    op(0x6A, "tanh", V1),
    op(0x6B, "trunci", V1),
    op(0x6C, "xori", V1),
    op(0x6D, "yield", V1),
    op(0x6E, "atan2", V2),
    op(0x6F, "pack", V3),
    op(0x70, "unpack", V3),
    op(0x71, "alloca", V3),
    op(0x72, "mmaf_scaled", V3),
    op(0x73, "make_gather_scatter_view", V3),
    op(0x74, "make_strided_view", V3),
    op(0x75, "atomic_red_view_tko", V3),
    op(0x76, "insert", V4),
    op(0x77, "gdc_launch_dependents_tko", V4),
    op(0x78, "gdc_wait_tko", V4),
    op(0x79, "fpowi", V4),
    op(0x7A, "memory_fence_alias_tko", V4),
    op(0x7B, "multimem_load_reduce_view_tko", V5),
    op(0x7C, "multimem_reduce_view_tko", V5),
    op(0x7D, "multimem_store_view_tko", V5),
    // NVIDIA's test ops (0x3000+), only in the test versions. 0x3001 is
    // `testing$func`, which the writer does not write (only entries).
    op(
        0x3000,
        "testing$bytecode_test_new_attribute",
        Version::V250_0,
    ),
    op(0x3002, "testing$bytecode_test_evolution", Version::V250_0),
];

/// The table entry of an opcode.
pub fn opcode_info(code: u32) -> Option<&'static Opcode> {
    OPCODES
        .binary_search_by_key(&code, |o| o.code)
        .ok()
        .map(|i| &OPCODES[i])
}

/// The table entry of an op, by name with or without `cuda_tile.`.
pub fn opcode_of(name: &str) -> Option<&'static Opcode> {
    let short = name.strip_prefix("cuda_tile.").unwrap_or(name);
    OPCODES.iter().find(|o| o.name == short)
}

// ---------------------------------------------------------------------------
// Type, attribute and debug-info tags

/// Type-section entry tags.
pub mod type_tag {
    pub const I1: u64 = 0;
    pub const I8: u64 = 1;
    pub const I16: u64 = 2;
    pub const I32: u64 = 3;
    pub const I64: u64 = 4;
    pub const F16: u64 = 5;
    pub const BF16: u64 = 6;
    pub const F32: u64 = 7;
    pub const TF32: u64 = 8;
    pub const F64: u64 = 9;
    pub const F8E4M3FN: u64 = 10;
    pub const F8E5M2: u64 = 11;
    pub const PTR: u64 = 12;
    pub const TILE: u64 = 13;
    pub const TENSOR_VIEW: u64 = 14;
    pub const PARTITION_VIEW: u64 = 15;
    pub const FUNCTION: u64 = 16;
    pub const TOKEN: u64 = 17;
    pub const F8E8M0FNU: u64 = 18;
    pub const F4E2M1FN: u64 = 19;
    pub const GATHER_SCATTER_VIEW: u64 = 20;
    pub const STRIDED_VIEW: u64 = 21;
    pub const I4: u64 = 22;
    pub const FNV8E5M3FNU: u64 = 130;
}

/// The version a type tag appeared in, and the name the version messages
/// use ("type 'Float4E2M1FN' requires bytecode version 13.3+").
pub fn type_tag_info(tag: u64) -> Option<(Version, &'static str)> {
    use type_tag::*;
    Some(match tag {
        I1 | I8 | I16 | I32 | I64 | F16 | BF16 | F32 | TF32 | F64 | F8E4M3FN | F8E5M2 | PTR
        | TILE | TENSOR_VIEW | PARTITION_VIEW | FUNCTION | TOKEN => (V1, ""),
        F8E8M0FNU => (V2, "Float8E8M0FNU"),
        F4E2M1FN => (V3, "Float4E2M1FN"),
        GATHER_SCATTER_VIEW => (V3, "GatherScatterViewType"),
        STRIDED_VIEW => (V3, "StridedViewType"),
        I4 => (V3, "IntegerType"),
        FNV8E5M3FNU => (V4, "FloatNV8E5M3FNU"),
        _ => return None,
    })
}

/// `ptr_attr` values of ptr and tensor_view types (13.4+).
pub const PTR_ATTRS: &[&str] = &["none", "unicast", "multicast"];

/// Self-contained (tagged) attribute tags.
pub mod attr_tag {
    pub const INTEGER: u64 = 1;
    pub const FLOAT: u64 = 2;
    pub const BOOL: u64 = 3;
    pub const TYPE: u64 = 4;
    pub const STRING: u64 = 5;
    pub const ARRAY: u64 = 6;
    pub const DENSE_ELEMENTS: u64 = 7;
    pub const DIV_BY: u64 = 8;
    pub const SAME_ELEMENTS: u64 = 9;
    pub const DICTIONARY: u64 = 10;
    pub const OPTIMIZATION_HINTS: u64 = 11;
    pub const BOUNDED: u64 = 12;
}

/// Debug-info attribute tags.
pub mod debug_tag {
    pub const UNKNOWN: u64 = 0;
    pub const COMPILE_UNIT: u64 = 1;
    pub const FILE: u64 = 2;
    pub const LEXICAL_BLOCK: u64 = 3;
    pub const LOC: u64 = 4;
    pub const SUBPROGRAM: u64 = 5;
    pub const CALL_SITE: u64 = 6;
}

/// Function-record flags.
pub mod func_flag {
    pub const PRIVATE: u8 = 1;
    pub const ENTRY: u8 = 2;
    pub const HAS_HINTS: u8 = 4;
}

// ---------------------------------------------------------------------------
// Encoding primitives

/// Unsigned LEB128.
pub fn write_varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7F) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

pub fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

pub fn unzigzag(v: u64) -> i64 {
    ((v >> 1) as i64) ^ -((v & 1) as i64)
}

/// Zig-zag, then LEB128.
pub fn write_signed_varint(out: &mut Vec<u8>, v: i64) {
    write_varint(out, zigzag(v));
}

pub fn write_u32_le(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}

/// One little-endian u32 offset per item, each the sum of the lengths
/// before it (the index arrays of table sections); returns the total.
pub fn write_offsets32(out: &mut Vec<u8>, lens: impl IntoIterator<Item = usize>) -> u32 {
    let mut offset = 0u32;
    for len in lens {
        write_u32_le(out, offset);
        offset += len as u32;
    }
    offset
}

pub fn write_u64_le(out: &mut Vec<u8>, v: u64) {
    out.extend_from_slice(&v.to_le_bytes());
}

/// A count-prefixed list of 4-byte little-endian items.
pub fn write_list4(out: &mut Vec<u8>, items: &[i32]) {
    write_varint(out, items.len() as u64);
    for &i in items {
        out.extend_from_slice(&i.to_le_bytes());
    }
}

/// A count-prefixed list of 8-byte little-endian items.
pub fn write_list8(out: &mut Vec<u8>, items: &[i64]) {
    write_varint(out, items.len() as u64);
    for &i in items {
        out.extend_from_slice(&i.to_le_bytes());
    }
}

/// Number of 64-bit words an APInt of `width` bits occupies.
pub fn apint_words(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

/// An APInt of `width` bits, `words` least significant first: one raw
/// byte up to 8 bits, a signed varint of the bits up to 64, else the
/// count of active words and each word as a signed varint.
pub fn write_apint(out: &mut Vec<u8>, width: u32, words: &[u64]) {
    let low = words.first().copied().unwrap_or(0);
    if width <= 8 {
        out.push(low as u8);
    } else if width <= 64 {
        write_signed_varint(out, low as i64);
    } else {
        let active = words.iter().rposition(|&w| w != 0).map_or(1, |i| i + 1);
        write_varint(out, active as u64);
        for &w in &words[..active.min(words.len())] {
            write_signed_varint(out, w as i64);
        }
        for _ in words.len()..active {
            write_signed_varint(out, 0);
        }
    }
}

/// Pads `out` with [`PADDING_BYTE`] until `base + out.len()` is a multiple
/// of `alignment` (`base`: the file offset of `out[0]`).
pub fn pad_to(out: &mut Vec<u8>, base: usize, alignment: u64) {
    if alignment < 2 {
        return;
    }
    let misalign = ((base + out.len()) as u64) % alignment;
    if misalign != 0 {
        out.resize(out.len() + (alignment - misalign) as usize, PADDING_BYTE);
    }
}

/// Bytes of dense storage for `n` elements of `bits` bits: bit-packed for
/// i1, otherwise ceil(bits / 8) bytes each.
pub fn dense_storage_len(bits: u32, n: u64) -> u64 {
    if bits == 1 {
        n.div_ceil(8)
    } else {
        n.saturating_mul(u64::from(bits.div_ceil(8)))
    }
}

// ---------------------------------------------------------------------------
// Decoding

/// A reader error: a message and the file offset it happened at. Displays
/// as the reader prints it, `error at offset N: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error at offset {}: {}", self.offset, self.message)
    }
}

pub type DecodeResult<T> = Result<T, DecodeError>;

/// A position in a byte slice that reads the primitives above. `base` is
/// the file offset of the slice's first byte: errors report file offsets
/// and padding aligns to them.
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(data: &'a [u8], base: usize) -> Cursor<'a> {
        Cursor { data, pos: 0, base }
    }

    /// The file offset of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// The position inside this cursor's slice.
    pub fn pos(&self) -> usize {
        self.pos
    }

    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    pub fn is_empty(&self) -> bool {
        self.remaining() == 0
    }

    /// An error at the current offset.
    pub fn error(&self, message: impl Into<String>) -> DecodeError {
        DecodeError {
            offset: self.offset(),
            message: message.into(),
        }
    }

    fn fail<T>(&self, what: &str) -> DecodeResult<T> {
        Err(self.error(format!("failed to read {what}")))
    }

    pub fn u8(&mut self, what: &str) -> DecodeResult<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => self.fail(what),
        }
    }

    pub fn bytes(&mut self, len: u64, what: &str) -> DecodeResult<&'a [u8]> {
        if len > self.remaining() as u64 {
            return self.fail(what);
        }
        let start = self.pos;
        self.pos += len as usize;
        Ok(&self.data[start..self.pos])
    }

    pub fn u16_le(&mut self, what: &str) -> DecodeResult<u16> {
        let b = self.bytes(2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    pub fn u32_le(&mut self, what: &str) -> DecodeResult<u32> {
        let b = self.bytes(4, what)?;
        Ok(u32::from_le_bytes(b.try_into().expect("4 bytes")))
    }

    pub fn u64_le(&mut self, what: &str) -> DecodeResult<u64> {
        let b = self.bytes(8, what)?;
        Ok(u64::from_le_bytes(b.try_into().expect("8 bytes")))
    }

    /// An unsigned LEB128 of at most 10 bytes.
    pub fn varint(&mut self, what: &str) -> DecodeResult<u64> {
        let start = self.pos;
        let mut value = 0u64;
        let mut shift = 0u32;
        loop {
            let Some(&byte) = self.data.get(self.pos) else {
                self.pos = start;
                return self.fail(what);
            };
            if shift > 63 {
                self.pos = start;
                return self.fail(what);
            }
            self.pos += 1;
            value |= u64::from(byte & 0x7F).checked_shl(shift).unwrap_or(0);
            shift += 7;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
    }

    /// A varint that must not exceed `max`.
    pub fn varint_max(&mut self, max: u64, what: &str) -> DecodeResult<u64> {
        let v = self.varint(what)?;
        if v > max {
            return Err(self.error(format!(
                "varint value exceeds maximum supported capacity. (expected value less than {max}, got {v})."
            )));
        }
        Ok(v)
    }

    pub fn signed_varint(&mut self, what: &str) -> DecodeResult<i64> {
        Ok(unzigzag(self.varint(what)?))
    }

    /// A count of items of at least `item_size` bytes each, checked
    /// against the bytes left so no caller allocates more than the input.
    pub fn count(&mut self, item_size: usize, what: &str) -> DecodeResult<usize> {
        let n = self.varint(what)?;
        let fits = (self.remaining() / item_size.max(1)) as u64;
        if n > fits {
            return Err(self.error(format!(
                "array size in bytecode ({n}) exceeds maximum supported capacity"
            )));
        }
        Ok(n as usize)
    }

    /// A count-prefixed list of 4-byte little-endian items.
    pub fn list4(&mut self, what: &str) -> DecodeResult<Vec<i32>> {
        let n = self.count(4, what)?;
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            out.push(self.u32_le(what)? as i32);
        }
        Ok(out)
    }

    /// A count-prefixed list of 8-byte little-endian items.
    pub fn list8(&mut self, what: &str) -> DecodeResult<Vec<i64>> {
        let n = self.count(8, what)?;
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            out.push(self.u64_le(what)? as i64);
        }
        Ok(out)
    }

    /// An APInt of `width` bits (see [`write_apint`]), least significant
    /// word first, exactly [`apint_words`] words.
    pub fn apint(&mut self, width: u32) -> DecodeResult<Vec<u64>> {
        let words = apint_words(width);
        if width <= 8 {
            let b = self.u8("byte for APInt (<= 8 bits).")?;
            if width < 8 && u32::from(b) >> width != 0 {
                return Err(self.error(format!("value {b} does not fit in {width} bits.")));
            }
            return Ok(vec![u64::from(b)]);
        }
        if width <= 64 {
            let v = self.signed_varint("signed varint for APInt (<= 64 bits).")? as u64;
            if width < 64 && v >> width != 0 {
                return Err(self.error(format!("value {v} does not fit in {width} bits")));
            }
            return Ok(vec![v]);
        }
        let active = self.varint("numActiveWords for APInt (> 64 bits).")?;
        if active == 0 {
            return Err(self.error("numActiveWords cannot be zero for multi-word APInt"));
        }
        if active > words as u64 {
            return Err(self.error(format!(
                "numActiveWords {active} exceeds maximum of {words} for {width} bit"
            )));
        }
        let mut out = vec![0u64; words];
        for w in out.iter_mut().take(active as usize) {
            *w = self.signed_varint("word for APInt (> 64 bits).")? as u64;
        }
        let top = width % 64;
        if top != 0 && out[words - 1] >> top != 0 {
            return Err(self.error(format!("value does not fit in {width} bits")));
        }
        Ok(out)
    }

    /// Skips padding up to the next file offset that is a multiple of
    /// `alignment`.
    pub fn skip_padding(&mut self, alignment: u64, what: &str) -> DecodeResult<()> {
        if alignment < 2 {
            return Ok(());
        }
        let misalign = (self.offset() as u64) % alignment;
        if misalign != 0 {
            self.bytes(alignment - misalign, what)?;
        }
        Ok(())
    }

    /// The next `len` bytes as a cursor of their own (file offsets kept).
    pub fn sub(&mut self, len: u64, what: &str) -> DecodeResult<Cursor<'a>> {
        let base = self.offset();
        let data = self.bytes(len, what)?;
        Ok(Cursor::new(data, base))
    }

    /// The rest of the slice.
    pub fn rest(&mut self) -> &'a [u8] {
        let rest = &self.data[self.pos..];
        self.pos = self.data.len();
        rest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_and_match_leb128() {
        let mut out = Vec::new();
        write_varint(&mut out, 300);
        assert_eq!(out, [0xAC, 0x02]);
        for v in [0u64, 1, 127, 128, 1 << 35, u64::MAX] {
            let mut out = Vec::new();
            write_varint(&mut out, v);
            assert_eq!(Cursor::new(&out, 0).varint("v").unwrap(), v);
        }
        for v in [0i64, -1, 1, -2, i64::MIN, i64::MAX] {
            let mut out = Vec::new();
            write_signed_varint(&mut out, v);
            assert_eq!(Cursor::new(&out, 0).signed_varint("v").unwrap(), v);
        }
        assert_eq!(zigzag(-1), 1);
        assert_eq!(zigzag(1), 2);
    }

    #[test]
    fn truncated_and_overlong_varints_fail() {
        let err = Cursor::new(&[0x80, 0x80], 5).varint("x").unwrap_err();
        assert_eq!(err.to_string(), "error at offset 5: failed to read x");
        let eleven = [0xFFu8; 11];
        assert!(Cursor::new(&eleven, 0).varint("x").is_err());
    }

    #[test]
    fn counts_are_checked_before_allocation() {
        let mut out = Vec::new();
        write_varint(&mut out, u64::MAX >> 1);
        let err = Cursor::new(&out, 0).list8("shape").unwrap_err();
        assert!(err.message.contains("exceeds maximum supported capacity"));
    }

    #[test]
    fn apints_round_trip() {
        for (width, words) in [
            (1u32, vec![1u64]),
            (8, vec![0xFF]),
            (16, vec![0xBEEF]),
            (64, vec![u64::MAX]),
            (128, vec![5, 0]),
            (128, vec![0, 7]),
        ] {
            let mut out = Vec::new();
            write_apint(&mut out, width, &words);
            assert_eq!(Cursor::new(&out, 0).apint(width).unwrap(), words, "{width}");
        }
        let err = Cursor::new(&[4], 0).apint(2).unwrap_err();
        assert_eq!(err.message, "value 4 does not fit in 2 bits.");
    }

    #[test]
    fn header_versions_follow_the_13_5_reader() {
        let check = |major, minor, tag| check_header_version(major, minor, tag, Versions::DEFAULT);
        assert_eq!(check(13, 4, 0), Ok(Version::V13_4));
        assert_eq!(check(13, 5, 1), Ok(Version::V13_5));
        assert_eq!(
            check(18, 0, 0).unwrap_err(),
            "unsupported Tile version 18.0.0, this reader supports versions [13.1 - 13.5]"
        );
        assert_eq!(
            check(13, 4, 1).unwrap_err(),
            "public-preview bytecode at version 13.4.1 is not readable; preview content is only valid at the current version 13.5"
        );
        assert_eq!(
            check(13, 5, 4).unwrap_err(),
            "header has unrecognized version tag bits (0x4);"
        );
        // Test versions only when asked for.
        assert!(check(250, 0, 0).is_err());
    }

    #[test]
    fn versions_of_the_13_3_test_build() {
        let test_build = Versions {
            testing: true,
            ..Versions::DEFAULT.capped(Version::V13_3).unwrap()
        };
        let listed: Vec<String> = test_build.list().iter().map(|v| v.to_string()).collect();
        assert_eq!(listed, ["13.1", "13.2", "13.3", "250.0", "250.1"]);
        assert_eq!(test_build.range(), "[13.1 - 13.3]");
        assert!(!test_build.contains(Version::V13_4));
        assert_eq!(
            check_header_version(13, 5, 0, test_build).unwrap_err(),
            "unsupported Tile version 13.5.0, this reader supports versions [13.1 - 13.3]"
        );
        assert_eq!(
            check_header_version(250, 1, 0, test_build),
            Ok(Version::V250_1)
        );
        assert_eq!(
            check_header_version(13, 3, 1, test_build),
            Ok(Version::V13_3),
            "preview content belongs to the newest version of the range"
        );
        assert!(Versions::DEFAULT.capped(Version::new(13, 6)).is_none());
        assert_eq!(Version::V250_0.max_opcode(), u32::MAX);
        assert_eq!(Version::V13_5.max_opcode(), 0x7D);
    }

    #[test]
    fn sections_pad_to_absolute_offsets() {
        let mut out = vec![0u8; 13];
        write_section(&mut out, SectionId::Func, 8, &[1, 2]);
        assert_eq!(out[13], 0x82);
        assert_eq!(&out[14..16], &[2, 8]);
        assert_eq!(out.len(), 16 + 2);
        assert_eq!(&out[16..], &[1, 2]);
        let mut c = Cursor::new(&out, 0);
        c.bytes(16, "x").unwrap();
        c.skip_padding(8, "pad").unwrap();
        assert_eq!(c.offset(), 16);
    }

    #[test]
    fn opcode_table_is_sorted_and_versioned() {
        assert!(OPCODES.windows(2).all(|w| w[0].code < w[1].code));
        for o in OPCODES {
            assert!(o.code <= o.since.max_opcode(), "{}", o.name);
        }
        assert_eq!(opcode_info(0x50).unwrap().name, "negi");
        assert_eq!(opcode_of("cuda_tile.yield").unwrap().code, 0x6D);
        assert!(opcode_info(0x19).is_none());
    }
}
