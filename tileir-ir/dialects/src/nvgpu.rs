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
    AttrDecl, AttrKind, DialectDef, OpDef, ParamDecl, ParamKind, Traits, TypeClass, TypeConstraint,
    TypeDef,
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
