//! The attribute model (locations included): builtin attributes as data,
//! dialect attributes as parameter lists.
//!
//! An [`Attribute`] is a `u32` index into the context's uniquing table; a
//! [`Location`] is an attribute whose data is [`AttrData::Loc`], as in MLIR
//! where `LocationAttr` is an attribute. Dictionaries are kept sorted by name,
//! so two equal dictionaries are the same id.

use crate::types::{Param, Type};
use crate::Symbol;

/// A uniqued attribute. `Copy`, `Send`, compared by id.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    pub fn index(self) -> u32 {
        self.0
    }
}

/// A uniqued location: an attribute whose data is [`AttrData::Loc`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(pub(crate) Attribute);

impl Location {
    pub fn attr(self) -> Attribute {
        self.0
    }
}

/// A `name = value` entry of an attribute dictionary.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    pub name: Symbol,
    pub value: Attribute,
}

/// The attributes of one op being built or parsed: most ops have a few, so
/// they stay inline rather than cost an allocation per op.
pub type AttrList = smallvec::SmallVec<[NamedAttr; 4]>;

/// A 128-bit value stored with 8-byte alignment. A bare `i128` would align
/// all of [`AttrData`] to 16 bytes and pad every attribute, locations
/// included, by 16 bytes; there are millions of them in a large input.
#[derive(Clone, Copy)]
#[repr(C, packed(8))]
pub struct Wide<T: Copy>(T);

impl<T: Copy> Wide<T> {
    pub fn new(value: T) -> Self {
        Wide(value)
    }

    pub fn get(self) -> T {
        self.0
    }
}

impl<T: Copy + PartialEq> PartialEq for Wide<T> {
    fn eq(&self, other: &Self) -> bool {
        self.get() == other.get()
    }
}

impl<T: Copy + Eq> Eq for Wide<T> {}

impl<T: Copy + std::hash::Hash> std::hash::Hash for Wide<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.get().hash(state)
    }
}

impl<T: Copy + std::fmt::Debug> std::fmt::Debug for Wide<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

/// The structure of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrData {
    Unit,
    Bool(bool),
    /// `42 : i32`, `-1 : index`. Values are kept as `i128`, enough for every
    /// integer type up to 64 bits signed or unsigned and most wider values
    /// (the others are [`AttrData::WideInteger`]).
    Integer {
        ty: Type,
        value: Wide<i128>,
    },
    /// An integer of a type wider than 128 bits whose value does not fit
    /// in `i128` (`1 << 200 : i256`); see [`crate::wide_int`] for the
    /// layout of `words`.
    WideInteger {
        ty: Type,
        words: Box<[u64]>,
    },
    /// `1.5 : f32`, `0x7FC00000 : f32`. `bits` is the raw bit pattern in the
    /// format of `ty` (an f32 uses the low 32 bits), which is exact for every
    /// float kind and hashes without NaN trouble.
    Float {
        ty: Type,
        bits: Wide<u128>,
    },
    /// `"text"` or `"text" : type`. Bytes, since `\FF` escapes can make
    /// invalid UTF-8.
    String {
        value: Box<[u8]>,
        ty: Option<Type>,
    },
    Type(Type),
    Array(Box<[Attribute]>),
    /// Sorted by name (by string, not by symbol id); names are unique.
    Dictionary(Box<[NamedAttr]>),
    /// `@root::@nested::@leaf`.
    SymbolRef {
        root: Symbol,
        nested: Box<[Symbol]>,
    },
    /// `dense<...> : tensor<...>`; see [`DenseData`] for the layout.
    DenseElements {
        ty: Type,
        data: DenseData,
    },
    /// `dense_resource<handle> : tensor<...>`.
    DenseResource {
        ty: Type,
        handle: Symbol,
    },
    /// `sparse<indices, values> : tensor<...>`: both are dense elements attributes.
    SparseElements {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// `array<i32: 1, 2>`: element type plus raw little-endian element bytes
    /// (`i1` takes one byte per element).
    DenseArray {
        element: Type,
        data: Box<[u8]>,
    },
    AffineMap(AffineMap),
    IntegerSet(IntegerSet),
    /// `strided<[s0, s1], offset: o>`; dynamic entries are [`crate::types::DYNAMIC`].
    StridedLayout {
        offset: i64,
        strides: Box<[i64]>,
    },
    /// `distinct[id]<referenced>`.
    Distinct {
        id: u64,
        referenced: Attribute,
    },
    /// An attribute of an unregistered dialect, kept as text (like MLIR's
    /// OpaqueAttr): `#foo.bar<1>` is `{ foo, "bar<1>", None }`.
    Opaque {
        dialect: Symbol,
        data: Box<str>,
        ty: Option<Type>,
    },
    /// An attribute defined by a registered dialect (`#arith.overflow<nsw>`).
    Dialect {
        /// `dialect.mnemonic`, e.g. `arith.overflow`.
        name: Symbol,
        params: Box<[Param]>,
    },
    Loc(LocData),
}

/// Element storage of a dense elements attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseData {
    /// Packed elements: each takes `ceil(bitwidth / 8)` bytes, little-endian
    /// (`i1` one byte, `f16` two, `complex<f32>` two f32s). A splat holds one.
    Raw { splat: bool, bytes: Box<[u8]> },
    /// Elements of a string-typed tensor (`dense<["a", "b"]>`).
    Strings {
        splat: bool,
        values: Box<[Box<[u8]>]>,
    },
}

/// The structure of a location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocData {
    Unknown,
    /// `"file":line:col`.
    FileLineCol {
        file: Symbol,
        line: u32,
        col: u32,
    },
    /// `"file":l1:c1 to l2:c2` and its shorter spellings.
    FileRange {
        file: Symbol,
        start_line: u32,
        start_col: u32,
        end_line: u32,
        end_col: u32,
    },
    /// `"name"` or `"name"(child)`.
    Name {
        name: Symbol,
        child: Option<Location>,
    },
    /// `callsite(callee at caller)`.
    CallSite {
        callee: Location,
        caller: Location,
    },
    /// `fused[a, b]` or `fused<metadata>[a, b]`.
    Fused {
        locs: Box<[Location]>,
        metadata: Option<Attribute>,
    },
    /// A location a dialect defines (an attribute whose `AttrDef` is a
    /// `location`, e.g. `#cuda_tile.di_loc<...>`): that dialect attribute.
    Dialect(Attribute),
}

/// An affine map `(d0, d1)[s0] -> (d0 + s0, d1)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Box<[AffineExpr]>,
}

/// An integer set `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub constraints: Box<[AffineExpr]>,
    /// `eq_flags[i]` is true for `== 0`, false for `>= 0`.
    pub eq_flags: Box<[bool]>,
}

/// An affine expression tree.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Add(Box<AffineExpr>, Box<AffineExpr>),
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}
