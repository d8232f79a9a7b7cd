//! The attributes of `nv_tileas`: the layout attribute tiles carry as their
//! tensor encoding, the copy / MMA / reduce atoms, and the scheduling and
//! plugin-resource attributes.
//!
//! The layout grammar is the reference's (W, medium confidence):
//! `#nv_tileas.layout<SHAPE, STRIDE[, swizzle<B, M, S>][, elem = NAME]>`
//! with SHAPE and STRIDE nested integer tuples of one profile, e.g.
//! `#nv_tileas.layout<(16,16),(1,16)>`. The atoms' mnemonics are the
//! binary's; their parameters are ours: an optional `<key = value, ...>`
//! list (`#nv_tileas.mma.sm90<shape_mnk = array<i64: 64, 64, 16>>`, or
//! just `#nv_tileas.ldg`). The plugin requests and the enums are ours too.

use crate::common::dialect_enum;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::{AttrData, Attribute, NamedAttr};
use tileir_ir::context::Context;
use tileir_ir::dialect::{AttrDef, EnumDef, ParamDecl, ParamKind};
use tileir_ir::format::dialect_attr;
use tileir_ir::types::{Param, Type};

pub static EXECUTION_UNIT: EnumDef = dialect_enum(
    "nv_tileas.execution_unit",
    &[
        ("cuda_core", 0),
        ("tensor_core", 1),
        ("tma", 2),
        ("async_copy", 3),
    ],
);
pub static UNIFORM_LEVEL: EnumDef = dialect_enum(
    "nv_tileas.uniform_level",
    &[("thread", 0), ("warp", 1), ("warpgroup", 2), ("cta", 3)],
);

/// The MMA atoms, one per architecture family.
pub const MMA_ATOMS: &[&str] = &[
    "mma.sm70",
    "mma.sm75",
    "mma.sm80",
    "mma.sm89",
    "mma.sm90",
    "mma.sm100",
    "mma.sm107",
    "mma.sm120",
];

/// The copy atoms (global/shared/tensor memory, TMA, bulk groups).
pub const COPY_ATOMS: &[&str] = &[
    "ldg",
    "stg",
    "ldgsts",
    "lds",
    "sts",
    "ldsm",
    "stsm",
    "ldtm.sm10x",
    "sttm.sm100",
    "utccp",
    "sm_tma_load",
    "sm_tma_store",
    "sm_tma_redg",
    "bulk_group",
    "unknown_copy_atom",
];

/// The atoms of reductions and triangular-matrix inversion.
pub const OTHER_ATOMS: &[&str] = &["unknown_reduce", "unknown_inv_triangular_matrix"];

/// An atom: its mnemonic and an optional `<key = value, ...>` list.
macro_rules! atom {
    ($m:literal) => {
        AttrDef {
            mnemonic: $m,
            parse: Some(|p, _| parse_atom(p, concat!("nv_tileas.", $m))),
            print: Some(print_atom),
            ..AttrDef::DEFAULT
        }
    };
}

const fn int(name: &'static str) -> ParamDecl {
    ParamDecl::new(name, ParamKind::Int)
}

pub static ATTRS: &[AttrDef] = &[
    AttrDef {
        mnemonic: "layout",
        parse: Some(parse_layout),
        print: Some(print_layout),
        ..AttrDef::DEFAULT
    },
    // `#nv_tileas.box_dim<64, 64>`.
    AttrDef {
        mnemonic: "box_dim",
        params: &[ParamDecl::new("dims", ParamKind::Ints)],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "execution_unit",
        format: Some("`<` $value `>`"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&EXECUTION_UNIT))],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "uniform_level",
        format: Some("`<` $value `>`"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&UNIFORM_LEVEL))],
        ..AttrDef::DEFAULT
    },
    // `#nv_tileas.plugin.resource_reqs<[#nv_tileas.plugin.thread_req<...>, ...]>`.
    AttrDef {
        mnemonic: "plugin.resource_reqs",
        params: &[ParamDecl::new("requests", ParamKind::Attr)],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "plugin.thread_req",
        format: Some("`<` struct(params) `>`"),
        params: &[int("num_warps"), int("num_ctas")],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "plugin.named_barrier_req",
        format: Some("`<` struct(params) `>`"),
        params: &[int("count")],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "plugin.scratch_smem_req",
        format: Some("`<` struct(params) `>`"),
        params: &[int("size"), int("alignment")],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "plugin.scratch_tmem_req",
        format: Some("`<` struct(params) `>`"),
        params: &[int("columns")],
        ..AttrDef::DEFAULT
    },
    atom!("mma.sm70"),
    atom!("mma.sm75"),
    atom!("mma.sm80"),
    atom!("mma.sm89"),
    atom!("mma.sm90"),
    atom!("mma.sm100"),
    atom!("mma.sm107"),
    atom!("mma.sm120"),
    atom!("ldg"),
    atom!("stg"),
    atom!("ldgsts"),
    atom!("lds"),
    atom!("sts"),
    atom!("ldsm"),
    atom!("stsm"),
    atom!("ldtm.sm10x"),
    atom!("sttm.sm100"),
    atom!("utccp"),
    atom!("sm_tma_load"),
    atom!("sm_tma_store"),
    atom!("sm_tma_redg"),
    atom!("bulk_group"),
    atom!("unknown_copy_atom"),
    atom!("unknown_reduce"),
    atom!("unknown_inv_triangular_matrix"),
];

/// Discardable attributes nv_tileas defines by name, with the kind the
/// TileIR ops check expects of each.
pub const DISCARDABLE: &[(&str, DiscardableKind)] = &[
    ("nv_tileas.num_warps", DiscardableKind::Integer),
    (
        "nv_tileas.dual_cta_predicate_handled",
        DiscardableKind::Unit,
    ),
    ("nv_tileas.root_reg_to_reg_copy_op", DiscardableKind::Unit),
    (
        "nv_tileas.refine_atom_by_resource.refinable_op",
        DiscardableKind::Unit,
    ),
    ("nv_tileas.num-device-tmas", DiscardableKind::Integer),
    ("nv_tileas.num-host-tmas", DiscardableKind::Integer),
    ("nv_tileas.host-code", DiscardableKind::Unit),
    ("nv_tileas.minperctamemory", DiscardableKind::Integer),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiscardableKind {
    Unit,
    Integer,
}

pub fn params(ctx: &Context, a: Attribute) -> &[Param] {
    match ctx.attr_data(a) {
        AttrData::Dialect { params, .. } => params,
        _ => &[],
    }
}

/// The full name (`nv_tileas.mma.sm90`) of a dialect attribute.
pub fn name_of(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::Dialect { name, .. } => Some(ctx.str(*name)),
        _ => None,
    }
}

/// Whether `a` is an nv_tileas atom of one of `family`.
pub fn is_atom_of(ctx: &Context, a: Attribute, family: &[&str]) -> bool {
    name_of(ctx, a)
        .and_then(|n| n.strip_prefix("nv_tileas."))
        .is_some_and(|m| family.contains(&m))
}

// ----- atoms -----

fn parse_atom(p: &mut dyn AsmParser, name: &str) -> ParseResult<Attribute> {
    let mut entries: Vec<NamedAttr> = Vec::new();
    // `<>` is an empty list, like no list at all.
    if p.parse_optional_punct("<") && !p.parse_optional_punct(">") {
        loop {
            let Some(key) = p.parse_optional_any_keyword() else {
                return Err(p.error("expected a parameter name"));
            };
            p.parse_punct("=")?;
            let value = p.parse_attribute(None)?;
            entries.push(NamedAttr {
                name: p.context().symbol(&key),
                value,
            });
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(">")?;
    }
    let dict = p.context().dictionary_attr(entries);
    Ok(dialect_attr(p.context(), name, vec![Param::Attr(dict)]))
}

fn print_atom(p: &mut dyn AsmPrinter, a: Attribute) {
    let Some(Param::Attr(dict)) = params(p.context(), a).first().cloned() else {
        return;
    };
    let entries = p.context().dictionary_entries(dict).to_vec();
    if entries.is_empty() {
        return;
    }
    p.write_str("<");
    for (i, e) in entries.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let key = p.context().str(e.name).to_string();
        p.write_str(&key);
        p.write_str(" = ");
        p.print_attribute(e.value);
    }
    p.write_str(">");
}

/// The parameters of an atom, as a dictionary.
pub fn atom_params(ctx: &Context, a: Attribute) -> Option<Attribute> {
    match params(ctx, a).first() {
        Some(Param::Attr(d)) => Some(*d),
        _ => None,
    }
}

// ----- layout -----

/// A nested integer tuple: a leaf or a parenthesised list.
#[derive(Clone, Debug, PartialEq)]
pub enum IntTuple {
    Leaf(i64),
    Tuple(Vec<IntTuple>),
}

impl IntTuple {
    /// Same nesting structure (MLIR/CuTe "congruent").
    pub fn congruent(&self, other: &IntTuple) -> bool {
        match (self, other) {
            (IntTuple::Leaf(_), IntTuple::Leaf(_)) => true,
            (IntTuple::Tuple(a), IntTuple::Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.congruent(y))
            }
            _ => false,
        }
    }

    /// The product of the leaves (the number of elements of a shape).
    pub fn size(&self) -> i64 {
        match self {
            IntTuple::Leaf(v) => *v,
            IntTuple::Tuple(items) => items.iter().map(IntTuple::size).product(),
        }
    }

    /// The top-level modes (a leaf is one mode).
    pub fn modes(&self) -> Vec<&IntTuple> {
        match self {
            IntTuple::Leaf(_) => vec![self],
            IntTuple::Tuple(items) => items.iter().collect(),
        }
    }

    pub fn text(&self) -> String {
        match self {
            IntTuple::Leaf(v) => v.to_string(),
            IntTuple::Tuple(items) => {
                let inner: Vec<String> = items.iter().map(IntTuple::text).collect();
                format!("({})", inner.join(","))
            }
        }
    }
}

/// Nesting deeper than this is rejected rather than recursed into.
const MAX_TUPLE_DEPTH: usize = 64;

fn parse_tuple(p: &mut dyn AsmParser, depth: usize) -> ParseResult<IntTuple> {
    if depth > MAX_TUPLE_DEPTH {
        return Err(p.error("layout tuple is nested too deeply"));
    }
    if p.parse_optional_punct("(") {
        let mut items = Vec::new();
        loop {
            items.push(parse_tuple(p, depth + 1)?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
        return Ok(IntTuple::Tuple(items));
    }
    Ok(IntTuple::Leaf(p.parse_i64()?))
}

/// Re-reads a tuple from its canonical text (what the attribute stores).
pub fn tuple_from_text(text: &str) -> Option<IntTuple> {
    fn go(s: &[u8], i: &mut usize, depth: usize) -> Option<IntTuple> {
        if depth > MAX_TUPLE_DEPTH {
            return None;
        }
        if s.get(*i) == Some(&b'(') {
            *i += 1;
            let mut items = Vec::new();
            loop {
                items.push(go(s, i, depth + 1)?);
                match s.get(*i) {
                    Some(b',') => *i += 1,
                    Some(b')') => {
                        *i += 1;
                        return Some(IntTuple::Tuple(items));
                    }
                    _ => return None,
                }
            }
        }
        let start = *i;
        while *i < s.len() && (s[*i] == b'-' || s[*i].is_ascii_digit()) {
            *i += 1;
        }
        std::str::from_utf8(&s[start..*i])
            .ok()?
            .parse()
            .ok()
            .map(IntTuple::Leaf)
    }
    let mut i = 0;
    let t = go(text.as_bytes(), &mut i, 0)?;
    (i == text.len()).then_some(t)
}

/// The parts of a layout attribute: shape, stride, swizzle, element name.
pub struct Layout {
    pub shape: IntTuple,
    pub stride: IntTuple,
    pub swizzle: Option<[i64; 3]>,
    pub elem: Option<String>,
}

pub fn layout_of(ctx: &Context, a: Attribute) -> Option<Layout> {
    if name_of(ctx, a) != Some("nv_tileas.layout") {
        return None;
    }
    match params(ctx, a) {
        [Param::String(shape), Param::String(stride), swizzle, elem] => Some(Layout {
            shape: tuple_from_text(shape)?,
            stride: tuple_from_text(stride)?,
            swizzle: match swizzle {
                Param::Ints(v) if v.len() == 3 => Some([v[0], v[1], v[2]]),
                _ => None,
            },
            elem: match elem {
                Param::String(s) => Some(s.to_string()),
                _ => None,
            },
        }),
        _ => None,
    }
}

fn parse_layout(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let pos = p.current_pos();
    let shape = parse_tuple(p, 0)?;
    p.parse_punct(",")?;
    let stride = parse_tuple(p, 0)?;
    if !shape.congruent(&stride) {
        return Err(p.error_at(
            pos,
            &format!(
                "layout shape {} and stride {} are not congruent",
                shape.text(),
                stride.text()
            ),
        ));
    }
    let (mut swizzle, mut elem) = (Param::Absent, Param::Absent);
    while p.parse_optional_punct(",") {
        if p.parse_optional_keyword("swizzle") {
            p.parse_punct("<")?;
            let b = p.parse_i64()?;
            p.parse_punct(",")?;
            let m = p.parse_i64()?;
            p.parse_punct(",")?;
            let s = p.parse_i64()?;
            p.parse_punct(">")?;
            swizzle = Param::Ints(vec![b, m, s].into());
        } else if p.parse_optional_keyword("elem") {
            p.parse_punct("=")?;
            let Some(name) = p.parse_optional_any_keyword() else {
                return Err(p.error("expected an element type name"));
            };
            elem = Param::String(name.into());
        } else {
            return Err(p.error("expected 'swizzle' or 'elem'"));
        }
    }
    p.parse_punct(">")?;
    Ok(dialect_attr(
        p.context(),
        "nv_tileas.layout",
        vec![
            Param::String(shape.text().into()),
            Param::String(stride.text().into()),
            swizzle,
            elem,
        ],
    ))
}

fn print_layout(p: &mut dyn AsmPrinter, a: Attribute) {
    let text = match params(p.context(), a) {
        [Param::String(shape), Param::String(stride), swizzle, elem] => {
            let mut s = format!("<{shape},{stride}");
            if let Param::Ints(v) = swizzle {
                let v: Vec<String> = v.iter().map(|x| x.to_string()).collect();
                s.push_str(&format!(", swizzle<{}>", v.join(", ")));
            }
            if let Param::String(e) = elem {
                s.push_str(&format!(", elem = {e}"));
            }
            s.push('>');
            s
        }
        _ => String::new(),
    };
    p.write_str(&text);
}
