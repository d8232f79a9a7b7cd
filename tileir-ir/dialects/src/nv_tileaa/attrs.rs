//! The attributes of `nv_tileaa`: its enums (cache modifier, eviction
//! policy, memory semantic and scope, read-modify-write mode, ...), the
//! assume predicates, the compiler hints and the kernel/target specs.
//!
//! The mnemonics are the binary's; the cases of `cache_modifier`,
//! `eviction_policy`, `mem_scope` and `rmw_mode` are the reference's, the
//! other cases and every parameter list are ours (the reference does not
//! recover them): enums are written `#nv_tileaa.rmw_mode<add>`, specs as
//! `#nv_tileaa.kernel_spec<num_warps = 4, num_ctas = 1>`, hints as a JSON
//! string `#nv_tileaa.atom_hint<"{\"kind\": \"mma.sm100\"}">` (the binary
//! parses hint payloads as JSON objects; see [`super::hints`]).

use crate::common::{angled_enum_attr, dialect_enum};
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::context::Context;
use tileir_ir::dialect::{AttrDef, EnumDef, ParamDecl, ParamKind};
use tileir_ir::format::dialect_attr;
use tileir_ir::types::{Param, Type};

pub static CACHE_MODIFIER: EnumDef = dialect_enum(
    "nv_tileaa.cache_modifier",
    &[
        ("none", 0),
        ("ca", 1),
        ("cg", 2),
        ("cs", 3),
        ("lu", 4),
        ("cv", 5),
    ],
);
pub static EVICTION_POLICY: EnumDef = dialect_enum(
    "nv_tileaa.eviction_policy",
    &[("none", 0), ("first", 1), ("last", 2), ("normal", 3)],
);
/// `weak`, `relaxed`, `acquire`, `release` are the reference's; `acq_rel`
/// is ours (atomics need it).
pub static MEM_SEMANTIC: EnumDef = dialect_enum(
    "nv_tileaa.mem_semantic",
    &[
        ("weak", 0),
        ("relaxed", 1),
        ("acquire", 2),
        ("release", 3),
        ("acq_rel", 4),
    ],
);
pub static MEM_SCOPE: EnumDef = dialect_enum(
    "nv_tileaa.mem_scope",
    &[("tl_blk", 0), ("cluster", 1), ("gpu", 2), ("sys", 3)],
);
pub static RMW_MODE: EnumDef = dialect_enum(
    "nv_tileaa.rmw_mode",
    &[
        ("add", 0),
        ("and", 1),
        ("or", 2),
        ("xor", 3),
        ("xchg", 4),
        ("min", 5),
        ("max", 6),
        ("umin", 7),
        ("umax", 8),
        ("addf", 9),
    ],
);
pub static ROUNDING_MODE: EnumDef = dialect_enum(
    "nv_tileaa.rounding_mode",
    &[
        ("rn", 0),
        ("rz", 1),
        ("rm", 2),
        ("rp", 3),
        ("approx", 4),
        ("full", 5),
        ("rni", 6),
    ],
);
pub static PROPAGATE_NAN: EnumDef =
    dialect_enum("nv_tileaa.propagate_nan", &[("none", 0), ("all", 1)]);
pub static SIGNEDNESS: EnumDef =
    dialect_enum("nv_tileaa.signedness", &[("unsigned", 0), ("signed", 1)]);
pub static PADDING_VALUE: EnumDef = dialect_enum(
    "nv_tileaa.padding_value",
    &[
        ("zero", 0),
        ("neg_zero", 1),
        ("nan", 2),
        ("pos_inf", 3),
        ("neg_inf", 4),
    ],
);
pub static MULTIMEM_REDUCTION_KIND: EnumDef = dialect_enum(
    "nv_tileaa.multimem_reduction_kind",
    &[
        ("add", 0),
        ("min", 1),
        ("max", 2),
        ("and", 3),
        ("or", 4),
        ("xor", 5),
    ],
);
pub static SYNCHRONIZATION: EnumDef = dialect_enum(
    "nv_tileaa.synchronization",
    &[("none", 0), ("cta", 1), ("cluster", 2)],
);
pub static SYMBOL_VISIBILITY: EnumDef = dialect_enum(
    "nv_tileaa.symbol_visibility",
    &[("public", 0), ("private", 1)],
);
pub static ACCESS: EnumDef = dialect_enum(
    "nv_tileaa.access",
    &[("read", 0), ("write", 1), ("read_write", 2)],
);
pub static PTR_ATTR: EnumDef = dialect_enum("nv_tileaa.ptr_attr", &[("none", 0), ("multicast", 1)]);
/// The grid dimension of `get_program_id` / `get_num_programs` (ours: the
/// reference lists `program_id` with a question mark).
pub static PROGRAM_ID: EnumDef =
    dialect_enum("nv_tileaa.program_id", &[("x", 0), ("y", 1), ("z", 2)]);

/// A hint whose payload is one JSON string, checked by [`super::hints`].
macro_rules! hint_attr_def {
    ($mnemonic:literal) => {
        AttrDef {
            mnemonic: $mnemonic,
            parse: Some(|p, _| parse_hint(p, concat!("nv_tileaa.", $mnemonic))),
            print: Some(print_hint),
            ..AttrDef::DEFAULT
        }
    };
}

const fn int(name: &'static str) -> ParamDecl {
    ParamDecl::new(name, ParamKind::Int)
}

pub static ATTRS: &[AttrDef] = &[
    angled_enum_attr!("cache_modifier", CACHE_MODIFIER),
    angled_enum_attr!("eviction_policy", EVICTION_POLICY),
    angled_enum_attr!("mem_semantic", MEM_SEMANTIC),
    angled_enum_attr!("mem_scope", MEM_SCOPE),
    angled_enum_attr!("rmw_mode", RMW_MODE),
    angled_enum_attr!("rounding_mode", ROUNDING_MODE),
    angled_enum_attr!("propagate_nan", PROPAGATE_NAN),
    angled_enum_attr!("signedness", SIGNEDNESS),
    angled_enum_attr!("padding_value", PADDING_VALUE),
    angled_enum_attr!("multimem_reduction_kind", MULTIMEM_REDUCTION_KIND),
    angled_enum_attr!("synchronization", SYNCHRONIZATION),
    angled_enum_attr!("symbol_visibility", SYMBOL_VISIBILITY),
    angled_enum_attr!("access", ACCESS),
    angled_enum_attr!("ptr_attr", PTR_ATTR),
    angled_enum_attr!("program_id", PROGRAM_ID),
    // `#nv_tileaa.access_array<[#nv_tileaa.access<read>, ...]>`.
    AttrDef {
        mnemonic: "access_array",
        params: &[ParamDecl::new("accesses", ParamKind::Attr)],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "activation_layout",
        params: &[ParamDecl::new("layout", ParamKind::String)],
        ..AttrDef::DEFAULT
    },
    hint_attr_def!("atom_hint"),
    hint_attr_def!("layout_hint"),
    hint_attr_def!("slice_hint"),
    hint_attr_def!("copy_hint"),
    hint_attr_def!("condition_hint"),
    hint_attr_def!("constraint_hint"),
    hint_attr_def!("reduction_axis_slice_hint"),
    AttrDef {
        mnemonic: "div_by",
        parse: Some(parse_div_by),
        print: Some(print_div_by),
        ..AttrDef::DEFAULT
    },
    // `#nv_tileaa.bounded<0, 128>`, `?` for an open side; the parameters
    // are cuda_tile's, so the conversion carries them over as they are.
    AttrDef {
        mnemonic: "bounded",
        parse: Some(parse_bounded),
        print: Some(print_bounded),
        ..AttrDef::DEFAULT
    },
    // `#nv_tileaa.same_elements<[1, 4]>`.
    AttrDef {
        mnemonic: "same_elements",
        parse: Some(parse_same_elements),
        print: Some(print_same_elements),
        ..AttrDef::DEFAULT
    },
    // `#nv_tileaa.compute_capability<100>`: `sm_100`.
    AttrDef {
        mnemonic: "compute_capability",
        params: &[int("value")],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "target_spec",
        format: Some("`<` struct(params) `>`"),
        params: &[
            int("num_sms"),
            int("smem_per_cta"),
            int("regs_per_sm"),
            int("max_threads_per_sm"),
        ],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "kernel_spec",
        format: Some("`<` struct(params) `>`"),
        params: &[int("num_warps"), int("num_ctas")],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "occupancy",
        params: &[int("value")],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "conv_params",
        format: Some("`<` struct(params) `>`"),
        params: &[
            ParamDecl::new("strides", ParamKind::Attr),
            ParamDecl::new("padding", ParamKind::Attr),
            ParamDecl::new("dilation", ParamKind::Attr),
        ],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "scratch_request",
        format: Some("`<` struct(params) `>`"),
        params: &[int("size"), int("alignment")],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "name",
        params: &[ParamDecl::new("value", ParamKind::String)],
        ..AttrDef::DEFAULT
    },
];

/// The discardable attributes nv_tileaa defines by name (not mnemonics):
/// the loop trip count scf loops carry and the compute capability a module
/// or function is compiled for.
pub const DISCARDABLE: &[&str] = &["nv_tileaa.loop_trip_count", "nv_tileaa.compute-capability"];

// ----- assume predicates -----

/// `#nv_tileaa.div_by<16>` or `#nv_tileaa.div_by<16, every 4 along 1>`.
fn parse_div_by(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let divisor = p.parse_i64()?;
    let (mut every, mut along) = (Param::Absent, Param::Absent);
    if p.parse_optional_punct(",") {
        if p.parse_optional_keyword("every") {
            every = Param::Int(p.parse_i64()?);
        }
        if p.parse_optional_keyword("along") {
            along = Param::Int(p.parse_i64()?);
        }
    }
    p.parse_punct(">")?;
    Ok(dialect_attr(
        p.context(),
        "nv_tileaa.div_by",
        vec![Param::Int(divisor), every, along],
    ))
}

fn print_div_by(p: &mut dyn AsmPrinter, a: Attribute) {
    let text = match params(p.context(), a) {
        [Param::Int(d), every, along] => {
            let mut s = format!("<{d}");
            if matches!(every, Param::Int(_)) || matches!(along, Param::Int(_)) {
                s.push(',');
            }
            if let Param::Int(e) = every {
                s.push_str(&format!(" every {e}"));
            }
            if let Param::Int(al) = along {
                s.push_str(&format!(" along {al}"));
            }
            s.push('>');
            s
        }
        _ => String::new(),
    };
    p.write_str(&text);
}

fn parse_bounded(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    let bound = |p: &mut dyn AsmParser| -> ParseResult<Param> {
        if p.parse_optional_punct("?") {
            return Ok(Param::Absent);
        }
        Ok(Param::Int(p.parse_i64()?))
    };
    p.parse_punct("<")?;
    let lower = bound(p)?;
    p.parse_punct(",")?;
    let upper = bound(p)?;
    p.parse_punct(">")?;
    Ok(dialect_attr(
        p.context(),
        "nv_tileaa.bounded",
        vec![lower, upper],
    ))
}

fn print_bounded(p: &mut dyn AsmPrinter, a: Attribute) {
    let side = |x: &Param| match x {
        Param::Int(v) => v.to_string(),
        _ => "?".to_string(),
    };
    if let [lower, upper] = params(p.context(), a) {
        let text = format!("<{}, {}>", side(lower), side(upper));
        p.write_str(&text);
    }
}

fn parse_same_elements(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    p.parse_punct("[")?;
    let mut values = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            values.push(p.parse_i64()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    p.parse_punct(">")?;
    Ok(dialect_attr(
        p.context(),
        "nv_tileaa.same_elements",
        vec![Param::Ints(values.into())],
    ))
}

fn print_same_elements(p: &mut dyn AsmPrinter, a: Attribute) {
    let text = match params(p.context(), a) {
        [Param::Ints(v)] => {
            let v: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            format!("<[{}]>", v.join(", "))
        }
        _ => String::new(),
    };
    p.write_str(&text);
}

pub fn params(ctx: &Context, a: Attribute) -> &[Param] {
    match ctx.attr_data(a) {
        AttrData::Dialect { params, .. } => params,
        _ => &[],
    }
}

/// The name (`nv_tileaa.div_by`) of a dialect attribute.
pub fn name_of(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::Dialect { name, .. } => Some(ctx.str(*name)),
        _ => None,
    }
}

// ----- hints -----

fn parse_hint(p: &mut dyn AsmParser, name: &str) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let pos = p.current_pos();
    let Some(bytes) = p.parse_optional_string()? else {
        return Err(p.error("expected a string"));
    };
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let short = name.trim_start_matches("nv_tileaa.");
    super::hints::check(short, &text).map_err(|m| p.error_at(pos, &m))?;
    p.parse_punct(">")?;
    Ok(dialect_attr(
        p.context(),
        name,
        vec![Param::String(text.into())],
    ))
}

fn print_hint(p: &mut dyn AsmPrinter, a: Attribute) {
    let Some(Param::String(s)) = params(p.context(), a).first().cloned() else {
        return;
    };
    p.write_str("<");
    p.print_string(s.as_bytes());
    p.write_str(">");
}
