//! The gpu dialect's mapping attributes (upstream `GPUDeviceMappingAttr.td`):
//! `#gpu.thread<x>`, `#gpu.block<...>`, `#gpu.warp<...>`,
//! `#gpu.warpgroup<...>` and `#gpu.lane<...>` name the processor dimension
//! a loop maps to (`x`, `y`, `z` or `linear_dim_0` .. `linear_dim_9`);
//! `#gpu.memory_space<...>` names an address space; `#gpu.mask<bits>`
//! filters the processing units a region maps to. `#gpu.loop_dim_map`
//! (upstream `ParallelLoopMapperAttr.td`) maps one dimension of an
//! `scf.parallel` to a processor, with affine maps for its id and bound.

use super::kernels::struct_key;
use super::more::ADDRESS_SPACE;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::Attribute;
use tileir_ir::dialect::{AttrDef, EnumDef, EnumSpelling, EnumStorage, ParamDecl, ParamKind};
use tileir_ir::format::{dialect_attr, failed_param};
use tileir_ir::types::{Param, Type};
use tileir_ir::AttrData;

pub static MAPPING_ID: EnumDef = EnumDef {
    name: "gpu.mapping_id",
    cases: &[
        ("x", 0),
        ("y", 1),
        ("z", 2),
        ("linear_dim_0", 3),
        ("linear_dim_1", 4),
        ("linear_dim_2", 5),
        ("linear_dim_3", 6),
        ("linear_dim_4", 7),
        ("linear_dim_5", 8),
        ("linear_dim_6", 9),
        ("linear_dim_7", 10),
        ("linear_dim_8", 11),
        ("linear_dim_9", 12),
    ],
    bit: false,
    separator: "",
    storage: EnumStorage::Int(64),
    spelling: EnumSpelling::Generated("::mlir::gpu::MappingId"),
};

macro_rules! mapping {
    ($mnemonic:literal, $param:literal, $def:expr, $ods:literal) => {
        AttrDef {
            mnemonic: $mnemonic,
            ods_name: $ods,
            format: Some("`<` params `>`"),
            params: &[ParamDecl::new($param, ParamKind::Enum(&$def))],
            ..AttrDef::DEFAULT
        }
    };
}

/// `ParallelLoopMapperAttr.td`'s processors.
pub static PROCESSOR: EnumDef = EnumDef {
    name: "gpu.processor",
    cases: &[
        ("block_x", 0),
        ("block_y", 1),
        ("block_z", 2),
        ("thread_x", 3),
        ("thread_y", 4),
        ("thread_z", 5),
        ("sequential", 6),
    ],
    bit: false,
    separator: "",
    storage: EnumStorage::Int(64),
    spelling: EnumSpelling::Generated("::mlir::gpu::Processor"),
};

/// `<bits>`: a `uint64_t`, so `-1` is all ones.
fn parse_mask(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    const OWNER: &str = "GPUMappingMaskAttr";
    p.parse_punct("<")?;
    let mask = match p.parse_optional_u64() {
        Ok(Some(v)) => v,
        Ok(None) => {
            let e = p.error("expected integer value");
            return Err(failed_param(p, e, OWNER, "mask", "uint64_t"));
        }
        Err(e) => return Err(failed_param(p, e, OWNER, "mask", "uint64_t")),
    };
    p.parse_punct(">")?;
    // Stored as the same 64 bits.
    let bits = mask as i64;
    Ok(dialect_attr(
        p.context(),
        "gpu.mask",
        vec![Param::Int(bits)],
    ))
}

fn print_mask(p: &mut dyn AsmPrinter, a: Attribute) {
    if let AttrData::Dialect { params, .. } = p.context().attr_data(a) {
        if let [Param::Int(bits)] = params[..] {
            p.write_str(&format!("<{}>", bits as u64));
        }
    }
}

/// `<processor = p, map = m, bound = b>`, the three entries in any order,
/// each once.
fn parse_loop_dim_map(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let (mut processor, mut map, mut bound) = (None, None, None);
    for n in 0..3 {
        let key = struct_key(p)?;
        p.parse_punct("=")?;
        match key.as_str() {
            "processor" if processor.is_none() => processor = Some(parse_processor(p)?),
            "map" if map.is_none() => map = Some(parse_map_param(p, "map")?),
            "bound" if bound.is_none() => bound = Some(parse_map_param(p, "bound")?),
            _ => {
                return Err(p.error(&format!(
                    "duplicate or unknown struct parameter name: {key}"
                )))
            }
        }
        if n < 2 {
            p.parse_punct(",")?;
        }
    }
    p.parse_punct(">")?;
    let (Some(processor), Some(map), Some(bound)) = (processor, map, bound) else {
        return Err(p.error("expected all parameters of the struct"));
    };
    Ok(dialect_attr(
        p.context(),
        "gpu.loop_dim_map",
        vec![Param::Int(processor), Param::Attr(map), Param::Attr(bound)],
    ))
}

/// A processor keyword (or string), with ODS's errors for others.
fn parse_processor(p: &mut dyn AsmParser) -> ParseResult<i64> {
    const OWNER: &str = "ParallelLoopDimMappingAttr";
    const CPP: &str = "::mlir::gpu::Processor";
    let start = p.current_pos();
    let Some(word) = p.parse_optional_keyword_or_string() else {
        let e = p.error("expected valid keyword or string");
        return Err(failed_param(p, e, OWNER, "processor", CPP));
    };
    match PROCESSOR.case_value(&word) {
        Some(v) => Ok(v),
        None => {
            let names: Vec<&str> = PROCESSOR.cases.iter().map(|c| c.0).collect();
            let message = format!("expected {CPP} to be one of: {}", names.join(", "));
            let e = p.error_at(start, &message);
            Err(failed_param(p, e, OWNER, "processor", CPP))
        }
    }
}

/// A bare affine map.
fn parse_map_param(p: &mut dyn AsmParser, param: &str) -> ParseResult<Attribute> {
    const OWNER: &str = "ParallelLoopDimMappingAttr";
    if !p.peek_punct("(") {
        let e = p.wrong_token_error("expected '(' in dimensional identifier list");
        return Err(failed_param(p, e, OWNER, param, "AffineMap"));
    }
    p.parse_affine_map()
        .map_err(|e| failed_param(p, e, OWNER, param, "AffineMap"))
}

fn print_loop_dim_map(p: &mut dyn AsmPrinter, a: Attribute) {
    let ctx = p.context();
    let AttrData::Dialect { params, .. } = ctx.attr_data(a) else {
        return;
    };
    let [Param::Int(processor), Param::Attr(map), Param::Attr(bound)] = params[..] else {
        return;
    };
    let text = |m: Attribute| {
        let full = tileir_ir::printer::attr_to_string(ctx, m);
        full.strip_prefix("affine_map<")
            .and_then(|s| s.strip_suffix('>'))
            .map(str::to_string)
            .unwrap_or(full)
    };
    let out = format!(
        "<processor = {}, map = {}, bound = {}>",
        PROCESSOR.case_name(processor).unwrap_or(""),
        text(map),
        text(bound)
    );
    p.write_str(&out);
}

pub const ATTRS: [AttrDef; 8] = [
    mapping!("thread", "thread", MAPPING_ID, "GPUThreadMappingAttr"),
    mapping!("block", "block", MAPPING_ID, "GPUBlockMappingAttr"),
    mapping!("warp", "warp", MAPPING_ID, "GPUWarpMappingAttr"),
    mapping!(
        "warpgroup",
        "warpgroup",
        MAPPING_ID,
        "GPUWarpgroupMappingAttr"
    ),
    mapping!("lane", "lane", MAPPING_ID, "GPULaneMappingAttr"),
    mapping!(
        "memory_space",
        "address_space",
        ADDRESS_SPACE,
        "GPUMemorySpaceMappingAttr"
    ),
    AttrDef {
        mnemonic: "mask",
        ods_name: "GPUMappingMaskAttr",
        parse: Some(parse_mask),
        print: Some(print_mask),
        params: &[ParamDecl::new("mask", ParamKind::Int)],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "loop_dim_map",
        ods_name: "ParallelLoopDimMappingAttr",
        parse: Some(parse_loop_dim_map),
        print: Some(print_loop_dim_map),
        params: &[
            ParamDecl::new("processor", ParamKind::Enum(&PROCESSOR)),
            ParamDecl::new("map", ParamKind::Attr),
            ParamDecl::new("bound", ParamKind::Attr),
        ],
        ..AttrDef::DEFAULT
    },
];
