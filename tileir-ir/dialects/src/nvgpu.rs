//! The `nvgpu` dialect (upstream `mlir/include/mlir/Dialect/NVGPU/IR/
//! NVGPU*.td`): NVIDIA-specific GPU ops above NVVM. Here: its token and
//! barrier-group types and the async-copy and mbarrier ops; `matrix.rs`
//! holds the tensor map and warpgroup types and the matrix, TMA and `rcp`
//! ops.

#[path = "nvgpu/matrix.rs"]
pub mod matrix;

use super::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::dialect::{
    AttrDecl, AttrKind, DialectDef, OpDef, OpRef, ParamDecl, ParamKind, Traits, TypeClass,
    TypeConstraint, TypeDef,
};
use tileir_ir::format::dialect_type;
use tileir_ir::types::{Param, Type, TypeData};
use tileir_ir::Context;

fn is_type(ctx: &Context, t: Type, name: &str) -> bool {
    matches!(ctx.type_data(t), TypeData::Dialect(d) if ctx.str(d.name) == name)
}

const DEVICE_ASYNC_TOKEN: TypeConstraint = TypeConstraint::buildable(
    "device async token type",
    |c, t| is_type(c, t, "nvgpu.device.async.token"),
    |c| dialect_type(c, "nvgpu.device.async.token", Vec::new()),
);
const MBARRIER_TOKEN: TypeConstraint = TypeConstraint {
    dialect_type: Some("nvgpu.mbarrier.token"),
    class: None,
    ..TypeConstraint::new("", |c, t| is_type(c, t, "nvgpu.mbarrier.token"))
};
/// `NVGPU_MBarrierGroup`: a constraint with a C++ class, so `type($x)`
/// prints it stripped (`<memorySpace = ...>`).
pub(crate) const MBARRIER_GROUP: TypeConstraint = TypeConstraint {
    dialect_type: Some("nvgpu.mbarrier.group"),
    class: None,
    ..TypeConstraint::new("mbarrier barrier type", |c, t| {
        is_type(c, t, "nvgpu.mbarrier.group")
    })
};
const MEMREF: TypeConstraint = TypeConstraint::new("memref of any type values", |c, t| {
    matches!(c.type_data(t), TypeData::MemRef { .. })
})
.of_class(TypeClass::MemRef);
const I32_OR_I64: TypeConstraint = TypeConstraint::new(
    "32-bit signless integer or 64-bit signless integer",
    |c, t| matches!(int_width(c, t), Some(32 | 64)) && is_signless_int(c, t),
);

/// `<memorySpace = #attr(, num_barriers = N)?>`; `num_barriers` is 1 unless
/// given.
fn parse_mbarrier_group(p: &mut dyn AsmParser) -> ParseResult<Type> {
    p.parse_punct("<")?;
    p.parse_keyword("memorySpace")?;
    p.parse_punct("=")?;
    let space = p.parse_attribute(None)?;
    let mut count = 1;
    if p.parse_optional_punct(",") {
        p.parse_keyword("num_barriers")?;
        p.parse_punct("=")?;
        count = p.parse_i64()?;
    }
    p.parse_punct(">")?;
    Ok(dialect_type(
        p.context(),
        "nvgpu.mbarrier.group",
        vec![Param::Attr(space), Param::Int(count)],
    ))
}

fn print_mbarrier_group(p: &mut dyn AsmPrinter, t: Type) {
    let TypeData::Dialect(d) = p.context().type_data(t) else {
        return;
    };
    let params = d.params.to_vec();
    let [Param::Attr(space), Param::Int(count)] = &params[..] else {
        return;
    };
    p.write_str("<memorySpace = ");
    p.print_attribute(*space);
    if *count != 1 {
        p.write_str(&format!(", num_barriers = {count}"));
    }
    p.write_str(">");
}

static TYPES: &[TypeDef] = &[
    matrix::TYPES[0],
    matrix::TYPES[1],
    matrix::TYPES[2],
    TypeDef {
        mnemonic: "device.async.token",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "mbarrier.token",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "mbarrier.group",
        parse: Some(parse_mbarrier_group),
        print: Some(print_mbarrier_group),
        params: &[
            ParamDecl::new("memorySpace", ParamKind::Attr),
            ParamDecl::new("num_barriers", ParamKind::Int),
        ],
        ..TypeDef::DEFAULT
    },
];

static OPS: &[OpDef] = &[
    OpDef {
        name: "nvgpu.device_async_copy",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("dst", MEMREF),
            many("dstIndices", INDEX),
            one("src", MEMREF),
            many("srcIndices", INDEX),
            opt("srcElements", INDEX),
        ],
        results: &[one("asyncToken", DEVICE_ASYNC_TOKEN)],
        attributes: &[
            AttrDecl::new("dstElements", "index attribute", INDEX_KIND),
            AttrDecl::optional("bypassL1", "unit attribute", AttrKind::Unit),
        ],
        format: Some(concat!(
            "$src `[` $srcIndices `]` `,` $dst `[` $dstIndices `]` `,` $dstElements (`,` $srcElements^)? ",
            "attr-dict `:` type($src) `to` type($dst)"
        )),
        verify: Some(verify_async_copy),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.device_async_create_group",
        operands: &[many("inputTokens", DEVICE_ASYNC_TOKEN)],
        results: &[one("asyncToken", DEVICE_ASYNC_TOKEN)],
        format: Some("$inputTokens attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.device_async_wait",
        operands: &[one("asyncDependencies", DEVICE_ASYNC_TOKEN)],
        attributes: &[AttrDecl::optional(
            "numGroups",
            "32-bit signless integer attribute",
            I32_KIND,
        )],
        format: Some("$asyncDependencies attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.mbarrier.create",
        results: &[one("barriers", MBARRIER_GROUP)],
        format: Some("attr-dict `->` type($barriers)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.mbarrier.init",
        operands: &[
            one("barriers", MBARRIER_GROUP),
            one("count", INDEX),
            one("mbarId", INDEX),
            opt("predicate", I1),
        ],
        format: Some(
            "$barriers `[` $mbarId `]` `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type($barriers)",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.mbarrier.arrive",
        operands: &[one("barriers", MBARRIER_GROUP), one("mbarId", INDEX)],
        results: &[one("token", MBARRIER_TOKEN)],
        format: Some("$barriers `[` $mbarId `]` attr-dict `:` type($barriers) `->` type($token)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.mbarrier.arrive.nocomplete",
        operands: &[
            one("barriers", MBARRIER_GROUP),
            one("mbarId", INDEX),
            one("count", INDEX),
        ],
        results: &[one("token", MBARRIER_TOKEN)],
        format: Some(
            "$barriers `[` $mbarId `]` `,` $count attr-dict `:` type($barriers) `->` type($token)",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.mbarrier.arrive.expect_tx",
        operands: &[
            one("barriers", MBARRIER_GROUP),
            one("txcount", INDEX),
            one("mbarId", INDEX),
            opt("predicate", I1),
        ],
        format: Some(
            "$barriers `[` $mbarId `]` `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type($barriers)",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.mbarrier.test.wait",
        operands: &[
            one("barriers", MBARRIER_GROUP),
            one("token", MBARRIER_TOKEN),
            one("mbarId", INDEX),
        ],
        results: &[one("waitComplete", I1)],
        format: Some(
            "$barriers `[` $mbarId `]` `,` $token attr-dict `:` type($barriers) `,` type($token)",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.mbarrier.try_wait.parity",
        operands: &[
            one("barriers", MBARRIER_GROUP),
            one("phaseParity", I1),
            one("ticks", INDEX),
            one("mbarId", INDEX),
        ],
        format: Some(
            "$barriers `[` $mbarId `]` `,` $phaseParity `,` $ticks attr-dict `:` type($barriers)",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.mbarrier.get",
        operands: &[one("barriers", MBARRIER_GROUP), one("mbarId", INDEX)],
        results: &[one("mbarrierPointer", I32_OR_I64)],
        format: Some(
            "$barriers `[` $mbarId `]` attr-dict `:` type($barriers) `->` type($mbarrierPointer)",
        ),
        ..OpDef::DEFAULT
    },
    matrix::OPS[0],
    matrix::OPS[1],
    matrix::OPS[2],
    matrix::OPS[3],
    matrix::OPS[4],
    matrix::OPS[5],
    matrix::OPS[6],
    matrix::OPS[7],
    matrix::OPS[8],
    matrix::OPS[9],
    matrix::OPS[10],
    matrix::OPS[11],
    matrix::OPS[12],
];

static ATTRS: &[tileir_ir::dialect::AttrDef] = &matrix::ATTRS;

pub static DIALECT: DialectDef = DialectDef {
    name: "nvgpu",
    ops: OPS,
    types: TYPES,
    attributes: ATTRS,
    // The double space is mlir-opt 22's (its generated type parser).
    unknown_type_message: Some("unknown  type `{}` in dialect `nvgpu`"),
    ..DialectDef::DEFAULT
};

/// A memref's last dimension has unit stride (`isLastDimUnitStride`; an
/// affine-map layout is taken as it is).
fn last_dim_unit_stride(ctx: &Context, layout: Option<tileir_ir::attributes::Attribute>) -> bool {
    match layout.map(|l| ctx.attr_data(l)) {
        Some(tileir_ir::AttrData::StridedLayout { strides, .. }) => {
            strides.last().is_none_or(|&s| s == 1)
        }
        _ => true,
    }
}

/// Upstream's `DeviceAsyncCopyOp::verify`: unit-stride memrefs, a shared
/// destination of the source's element type, one index per dimension, and
/// a copy of 4, 8 or 16 bytes (16 with `bypassL1`).
fn verify_async_copy(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let ctx = r.ctx;
    let plain = |msg: String| tileir_ir::diag::Diagnostic::error(r.body.op_loc(r.op), msg);
    let sizes = attr(r, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(ctx, a))
        .unwrap_or_default();
    let [_, dst_indices, _, src_indices, ..] = sizes[..] else {
        return Ok(());
    };
    let memref = |i: usize| match ctx.type_data(r.body.value_type(r.body.operand(r.op, i))) {
        TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some((shape.len(), *element, *layout, *memory_space)),
        _ => None,
    };
    let dst_type = r.body.value_type(r.body.operand(r.op, 0));
    let (Some(dst), Some(src)) = (memref(0), memref(1 + dst_indices as usize)) else {
        return Ok(());
    };
    if !last_dim_unit_stride(ctx, src.2) {
        return Err(plain(
            "source memref most minor dim must have unit stride".into(),
        ));
    }
    if !last_dim_unit_stride(ctx, dst.2) {
        return Err(plain(
            "destination memref most minor dim must have unit stride".into(),
        ));
    }
    if !matrix::is_shared(ctx, dst.3) {
        return Err(plain("destination memref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)".into()));
    }
    if dst.1 != src.1 {
        return Err(plain(
            "source and destination must have the same element type".into(),
        ));
    }
    if src.0 as i64 != src_indices {
        return Err(err(
            r,
            format!("expected {} source indices, got {src_indices}", src.0),
        ));
    }
    if dst.0 as i64 != dst_indices {
        return Err(err(
            r,
            format!("expected {} destination indices, got {dst_indices}", dst.0),
        ));
    }
    let elements = attr(r, "dstElements")
        .and_then(|a| match ctx.attr_data(a) {
            tileir_ir::AttrData::Integer { value, .. } => Some(value.get() as i64),
            _ => None,
        })
        .unwrap_or(0);
    let width = matrix::bit_width(ctx, dst.1);
    if width == 0 {
        return Ok(());
    }
    let bytes = width * elements / 8;
    if ![4, 8, 16].contains(&bytes) {
        let options: Vec<String> = [4, 8, 16]
            .iter()
            .map(|b| (b * 8 / width).to_string())
            .collect();
        return Err(plain(format!(
            "Requested copy elements is {elements} with width {width}. But copy elements could be one of {}.",
            options.join(", ")
        )));
    }
    if attr(r, "bypassL1").is_some() && bytes != 16 {
        return Err(err(
            r,
            format!(
                "bypassL1 does not satify alignment for '{}' with destination element {elements}. Unset bypassL1, or set destination element to {}",
                type_str(ctx, dst_type),
                16 * 8 / width
            ),
        ));
    }
    Ok(())
}
