//! The type model: builtin types as data, dialect types as parameter lists.
//!
//! A [`Type`] is a `u32` index into the context's uniquing table; equal types
//! have equal ids, so type equality is an integer compare. Look at a type's
//! structure with [`crate::Context::type_data`].

use crate::attributes::Attribute;
use crate::Symbol;

/// A uniqued type. `Copy`, `Send`, compared by id.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

impl Type {
    pub fn index(self) -> u32 {
        self.0
    }
}

/// Signedness of a builtin integer type: `i32` (signless), `si32`, `ui32`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// Every builtin floating-point type of MLIR 22, by its keyword.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
}

impl FloatKind {
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The keyword the type is written with (`f32`, `bf16`, `f8E4M3FN`, ...).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == s)
    }

    /// Storage width in bits (the width MLIR's `getWidth()` reports).
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E3M4
            | FloatKind::F8E8M0FNU => 8,
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
        }
    }
}

/// The size of one dimension of a shaped type; `DYNAMIC` is written `?`.
pub type Dim = i64;

/// MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: Dim = i64::MIN;

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    None,
    Complex(Type),
    Tuple(Box<[Type]>),
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    /// `vector<[4]x8xf32>`: `scalable[i]` marks a `[n]` dimension.
    Vector {
        shape: Box<[Dim]>,
        scalable: Box<[bool]>,
        element: Type,
    },
    RankedTensor {
        shape: Box<[Dim]>,
        element: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor {
        element: Type,
    },
    MemRef {
        shape: Box<[Dim]>,
        element: Type,
        /// A layout attribute (affine map or strided layout); `None` is the identity.
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        element: Type,
        memory_space: Option<Attribute>,
    },
    /// A type of a dialect that is not registered, kept as text: `!foo.bar<1>`
    /// is `{ dialect: foo, data: "bar<1>" }`, `!foo<"x">` is `{ foo, "x" }`
    /// as MLIR's OpaqueType does (the printer chooses the spelling).
    Opaque {
        dialect: Symbol,
        data: Box<str>,
    },
    /// A type defined by a registered dialect (`!gpu.async.token`,
    /// `!cuda_tile.tile<4x8xf32>`): its definition plus its parameters.
    Dialect(DialectTypeData),
}

/// A registered dialect type: which definition, and its parameter values in
/// the order the definition declares them.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DialectTypeData {
    /// `dialect.mnemonic`, e.g. `gpu.async.token`.
    pub name: Symbol,
    pub params: Box<[Param]>,
}

/// One parameter of a dialect type or attribute. Deliberately small and
/// generic so one format engine can parse and print every dialect's
/// parameters.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Param {
    Type(Type),
    Attr(Attribute),
    Int(i64),
    Bool(bool),
    Shape(Box<[Dim]>),
    Ints(Box<[i64]>),
    String(Box<str>),
    /// An enum case, by its keyword.
    Keyword(Symbol),
    /// An absent optional parameter.
    Absent,
}
