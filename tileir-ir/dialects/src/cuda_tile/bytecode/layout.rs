//! The op-record layouts of TileIR bytecode, the one description the
//! writer encodes from and the reader decodes by. A record is: result
//! types (count-prefixed when the op has a variadic operand or result),
//! the flags word (one bit per optional attribute, optional operand or
//! unit attribute the target version knows), the inline attributes in
//! record order, the operands (per group when the op has operand
//! segments: a count for a variadic group, nothing for an optional one,
//! whose flag bit says whether it is there), then the regions. The op's
//! `OpDef` gives the groups; [`LAYOUTS`] gives what the definition does
//! not say: the flag bits, the inline attributes and their encodings,
//! and the version each field and result appeared in.

use super::format::Version;
use crate::cuda_tile::attrs as e;
use tileir_ir::dialect::{Arity, EnumDef, OpDef};

/// How an inline attribute is encoded in an op record.
#[derive(Clone, Copy)]
pub enum Enc {
    /// An enum's value as a varint.
    Enum(&'static EnumDef),
    /// An integer attribute of this width as a varint.
    Int(u32),
    /// A bool as one byte.
    Bool,
    /// A string as a string index.
    Str,
    /// A flat symbol reference as a string index.
    Symbol,
    /// A dense constant as a constant index (typed by the op's result).
    Dense,
    /// A self-contained (tagged) attribute.
    Tagged,
    /// A count and tagged elements.
    TaggedArray,
    /// A count-prefixed list of 4-byte integers.
    I32List,
    /// An optimization-hints dictionary, untagged.
    Hints,
    /// A bool list the IR cannot hold yet (13.4's `inbounds`): all false,
    /// one per index operand.
    AllFalse,
}

/// An inline attribute of an op record, in record order. An attribute
/// named in the op's flags is written only when present.
#[derive(Clone, Copy)]
pub struct AttrField {
    pub name: &'static str,
    pub enc: Enc,
    pub since: Version,
}

const fn attr(name: &'static str, enc: Enc) -> AttrField {
    AttrField {
        name,
        enc,
        since: V1,
    }
}

const fn attr_since(name: &'static str, enc: Enc, since: Version) -> AttrField {
    AttrField { name, enc, since }
}

/// One bit of an op's flags word: a unit attribute, an optional attribute
/// or an optional operand, by name, and the version that added it.
pub type FlagBit = (&'static str, Version);

/// What an op record holds beyond its operand and result groups.
pub struct Layout {
    /// The op's name without `cuda_tile.`.
    pub name: &'static str,
    pub flags: &'static [FlagBit],
    pub attrs: &'static [AttrField],
    /// Results added after 13.1: (result index, version).
    pub late_results: &'static [(usize, Version)],
}

const V1: Version = Version::V13_1;
const V2: Version = Version::V13_2;
const V3: Version = Version::V13_3;
const V4: Version = Version::V13_4;
const V5: Version = Version::V13_5;
const T1: Version = Version::V250_1;

const fn layout(
    name: &'static str,
    flags: &'static [FlagBit],
    attrs: &'static [AttrField],
) -> Layout {
    Layout {
        name,
        flags,
        attrs,
        late_results: &[],
    }
}

const FTZ: &[FlagBit] = &[("flush_to_zero", V1)];
const ROUNDING: &[AttrField] = &[attr("rounding_mode", Enc::Enum(&e::ROUNDING))];
const OVERFLOW: &[AttrField] = &[attr("overflow", Enc::Enum(&e::OVERFLOW))];
const SIGNEDNESS: &[AttrField] = &[attr("signedness", Enc::Enum(&e::SIGNEDNESS))];
const LOAD_STORE_ATTRS: &[AttrField] = &[
    attr("memory_ordering_semantics", Enc::Enum(&e::MEMORY_ORDERING)),
    attr("memory_scope", Enc::Enum(&e::MEMORY_SCOPE)),
    attr("optimization_hints", Enc::Hints),
];
const VIEW_ATTRS: &[AttrField] = &[
    attr("memory_ordering_semantics", Enc::Enum(&e::MEMORY_ORDERING)),
    attr("memory_scope", Enc::Enum(&e::MEMORY_SCOPE)),
    attr("optimization_hints", Enc::Hints),
    attr_since("inbounds", Enc::AllFalse, V4),
];
const VIEW_FLAGS: &[FlagBit] = &[
    ("memory_scope", V1),
    ("optimization_hints", V1),
    ("token", V1),
];
const ATOMIC_FLAGS: &[FlagBit] = &[("mask", V1), ("token", V1)];

/// Ops whose records have flags or inline attributes (every other op is
/// result types and operands only).
static LAYOUTS: &[Layout] = &[
    layout("addf", FTZ, ROUNDING),
    layout("subf", FTZ, ROUNDING),
    layout("mulf", FTZ, ROUNDING),
    layout("divf", FTZ, ROUNDING),
    layout("fma", FTZ, ROUNDING),
    layout("sqrt", FTZ, ROUNDING),
    layout("exp2", FTZ, &[]),
    layout("rsqrt", FTZ, &[]),
    layout(
        "exp",
        &[],
        &[attr_since("rounding_mode", Enc::Enum(&e::ROUNDING), V3)],
    ),
    layout(
        "tanh",
        &[],
        &[attr_since("rounding_mode", Enc::Enum(&e::ROUNDING), V2)],
    ),
    layout("maxf", &[("propagate_nan", V1), ("flush_to_zero", V1)], &[]),
    layout("minf", &[("propagate_nan", V1), ("flush_to_zero", V1)], &[]),
    layout("addi", &[], OVERFLOW),
    layout("subi", &[], OVERFLOW),
    layout("muli", &[], OVERFLOW),
    layout("shli", &[], OVERFLOW),
    layout("trunci", &[], OVERFLOW),
    layout(
        "negi",
        &[],
        &[attr_since("overflow", Enc::Enum(&e::OVERFLOW), V2)],
    ),
    layout("maxi", &[], SIGNEDNESS),
    layout("mini", &[], SIGNEDNESS),
    layout("remi", &[], SIGNEDNESS),
    layout("shri", &[], SIGNEDNESS),
    layout("exti", &[], SIGNEDNESS),
    layout(
        "divi",
        &[],
        &[
            attr("signedness", Enc::Enum(&e::SIGNEDNESS)),
            attr("rounding", Enc::Enum(&e::ROUNDING)),
        ],
    ),
    layout(
        "cmpi",
        &[],
        &[
            attr("comparison_predicate", Enc::Enum(&e::COMPARISON_PREDICATE)),
            attr("signedness", Enc::Enum(&e::SIGNEDNESS)),
        ],
    ),
    layout(
        "cmpf",
        &[],
        &[
            attr("comparison_predicate", Enc::Enum(&e::COMPARISON_PREDICATE)),
            attr("comparison_ordering", Enc::Enum(&e::COMPARISON_ORDERING)),
        ],
    ),
    layout("ftof", &[], ROUNDING),
    layout(
        "itof",
        &[],
        &[
            attr("signedness", Enc::Enum(&e::SIGNEDNESS)),
            attr("rounding_mode", Enc::Enum(&e::ROUNDING)),
        ],
    ),
    layout(
        "ftoi",
        &[("saturating", V4)],
        &[
            attr("signedness", Enc::Enum(&e::SIGNEDNESS)),
            attr("rounding_mode", Enc::Enum(&e::ROUNDING)),
        ],
    ),
    layout("cat", &[], &[attr("dim", Enc::Int(64))]),
    layout("permute", &[], &[attr("permutation", Enc::I32List)]),
    layout("mmaf", &[("fast_acc", V3)], &[]),
    layout(
        "mmai",
        &[],
        &[
            attr("signedness_lhs", Enc::Enum(&e::SIGNEDNESS)),
            attr("signedness_rhs", Enc::Enum(&e::SIGNEDNESS)),
        ],
    ),
    layout("constant", &[], &[attr("value", Enc::Dense)]),
    layout("assume", &[], &[attr("predicate", Enc::Tagged)]),
    layout("get_global", &[], &[attr("name", Enc::Symbol)]),
    layout(
        "reduce",
        &[],
        &[
            attr("dim", Enc::Int(32)),
            attr("identities", Enc::TaggedArray),
        ],
    ),
    layout(
        "scan",
        &[],
        &[
            attr("dim", Enc::Int(32)),
            attr("reverse", Enc::Bool),
            attr("identities", Enc::TaggedArray),
        ],
    ),
    Layout {
        name: "print_tko",
        flags: &[("token", V2)],
        attrs: &[attr("str", Enc::Str)],
        late_results: &[(0, V2)],
    },
    layout("assert", &[], &[attr("message", Enc::Str)]),
    layout(
        "alloca",
        &[("global", V1)],
        &[
            attr("num_elem", Enc::Int(64)),
            attr("alignment", Enc::Int(64)),
        ],
    ),
    layout(
        "load_ptr_tko",
        &[
            ("memory_scope", V1),
            ("optimization_hints", V1),
            ("mask", V1),
            ("paddingValue", V1),
            ("token", V1),
        ],
        LOAD_STORE_ATTRS,
    ),
    layout(
        "store_ptr_tko",
        &[
            ("memory_scope", V1),
            ("optimization_hints", V1),
            ("mask", V1),
            ("token", V1),
        ],
        LOAD_STORE_ATTRS,
    ),
    layout("load_view_tko", VIEW_FLAGS, VIEW_ATTRS),
    layout("store_view_tko", VIEW_FLAGS, VIEW_ATTRS),
    layout(
        "atomic_rmw_tko",
        ATOMIC_FLAGS,
        &[
            attr("memory_ordering_semantics", Enc::Enum(&e::MEMORY_ORDERING)),
            attr("memory_scope", Enc::Enum(&e::MEMORY_SCOPE)),
            attr("mode", Enc::Enum(&e::ATOMIC_RMW_MODE)),
        ],
    ),
    layout(
        "atomic_cas_tko",
        ATOMIC_FLAGS,
        &[
            attr("memory_ordering_semantics", Enc::Enum(&e::MEMORY_ORDERING)),
            attr("memory_scope", Enc::Enum(&e::MEMORY_SCOPE)),
        ],
    ),
    layout(
        "atomic_red_view_tko",
        &[("token", V1)],
        &[
            attr("memory_ordering_semantics", Enc::Enum(&e::MEMORY_ORDERING)),
            attr("memory_scope", Enc::Enum(&e::MEMORY_SCOPE)),
            attr("mode", Enc::Enum(&e::ATOMIC_RMW_MODE)),
            attr_since("inbounds", Enc::AllFalse, V5),
        ],
    ),
    layout("for", &[("unsignedCmp", V2)], &[]),
    // NVIDIA's test ops, which 250.1 extended.
    layout(
        "testing$bytecode_test_new_attribute",
        &[("new_flag", T1)],
        &[attr_since("new_param", Enc::Int(32), T1)],
    ),
    Layout {
        name: "testing$bytecode_test_evolution",
        flags: &[("new_attr", T1), ("optional_token", T1)],
        attrs: &[attr_since("new_attr", Enc::Int(32), T1)],
        late_results: &[(0, T1)],
    },
];

/// An op with neither flags nor inline attributes.
static PLAIN: Layout = layout("", &[], &[]);

pub fn layout_of(short: &str) -> &'static Layout {
    LAYOUTS.iter().find(|l| l.name == short).unwrap_or(&PLAIN)
}

impl Layout {
    /// The version that added flag `name`, if `name` is a flag.
    pub fn flag_since(&self, name: &str) -> Option<Version> {
        self.flags.iter().find(|(n, _)| *n == name).map(|f| f.1)
    }

    /// The version that added result `i`, if it came after 13.1.
    pub fn result_since(&self, i: usize) -> Option<Version> {
        self.late_results.iter().find(|(j, _)| *j == i).map(|r| r.1)
    }
}

/// Whether a record counts its results: when the op has a variadic
/// operand or result group.
pub fn counts_results(def: &OpDef) -> bool {
    def.operands
        .iter()
        .chain(def.results)
        .any(|d| d.arity == Arity::Variadic)
}

/// Whether a record without operand segments counts its operands: when
/// one of its groups is not a single value.
pub fn counts_operands(def: &OpDef) -> bool {
    def.operands.iter().any(|d| d.arity != Arity::Single)
}
