//! More `gpu` ops, attributes and directives (upstream `GPUOps.td`,
//! `GPUBase.td`, `CompilationAttrs.td`): `gpu.binary` with `#gpu.object`
//! (whose kernel table is `kernels.rs`'s) and `#gpu.select_object`, reductions (`all_reduce`, `subgroup_reduce`
//! and their `gpu.yield`), `rotate`, `subgroup_broadcast`, `memset`,
//! host registration, the dynamic shared memory view and
//! `#gpu.address_space`.

use super::{ANY_MEMREF, ANY_UNRANKED_MEMREF, ASYNC_TOKEN};

/// `MemRefRankOf<[I8], [1]>` (C++ type `MemRefType`).
const SHARED_BYTES: TypeConstraint =
    TypeConstraint::new("1D memref of 8-bit signless integer values", |c, t| {
        matches!(c.type_data(t), TypeData::MemRef { shape, element, .. }
            if shape.len() == 1 && *element == c.int_type(8))
    })
    .of_class(TypeClass::MemRef);
use crate::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseError, ParseResult};
use tileir_ir::attributes::Attribute;
use tileir_ir::dialect::{
    Arity, AttrDecl, AttrDef, AttrDefault, AttrKind, CustomDirective, EnumDef, EnumSpelling,
    EnumStorage, OpDef, OpRef, ParamDecl, ParamKind, RegionDecl, Traits, TypeClass, TypeConstraint,
    TypeRelation,
};
use tileir_ir::format::{dialect_attr, CustomArg};
use tileir_ir::ids::OpId;
use tileir_ir::types::{Param, Type, TypeData};
use tileir_ir::AttrData;

pub static ALL_REDUCE_OP: EnumDef = EnumDef {
    name: "gpu.all_reduce_op",
    cases: &[
        ("add", 0),
        ("mul", 1),
        ("minui", 2),
        ("minsi", 3),
        ("minnumf", 4),
        ("maxui", 5),
        ("maxsi", 6),
        ("maxnumf", 7),
        ("and", 8),
        ("or", 9),
        ("xor", 10),
        ("minimumf", 11),
        ("maximumf", 12),
    ],
    bit: false,
    separator: "",
    storage: EnumStorage::Dialect("gpu.all_reduce_op"),
    spelling: EnumSpelling::Generated("::mlir::gpu::AllReduceOperation"),
};

pub static BROADCAST_TYPE: EnumDef = EnumDef {
    name: "gpu.broadcast",
    cases: &[("first_active_lane", 0), ("specific_lane", 1)],
    bit: false,
    separator: "",
    storage: EnumStorage::Dialect("gpu.broadcast"),
    spelling: EnumSpelling::Generated("::mlir::gpu::BroadcastType"),
};

pub static ADDRESS_SPACE: EnumDef = EnumDef {
    name: "gpu.address_space",
    cases: &[("global", 1), ("workgroup", 2), ("private", 3)],
    bit: false,
    separator: "",
    storage: EnumStorage::Dialect("gpu.address_space"),
    spelling: EnumSpelling::Generated("::mlir::gpu::AddressSpace"),
};

/// `#gpu.object` formats: the keyword printed before the object (none for
/// the default, `fatbin`).
const OBJECT_FORMATS: [(&str, i64); 4] =
    [("offload", 0), ("assembly", 1), ("bin", 2), ("fatbin", 3)];
const FATBIN: i64 = 3;

/// `#gpu.object<target, [properties = {...},] [format =] "object">`.
fn parse_object(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let target = p.parse_attribute(None)?;
    p.parse_punct(",")?;
    let mut properties = Param::Absent;
    if p.parse_optional_keyword("properties") {
        p.parse_punct("=")?;
        properties = Param::Attr(p.parse_attribute(None)?);
        p.parse_punct(",")?;
    }
    let mut kernels = Param::Absent;
    if p.parse_optional_keyword("kernels") {
        p.parse_punct("=")?;
        let table =
            super::kernels::parse_with_fallback(p, "gpu.kernel_table", super::kernels::parse_table)
                .map_err(|e| {
                    tileir_ir::format::failed_param(
                        p,
                        e,
                        "GPU_ObjectAttr",
                        "kernels",
                        "KernelTableAttr",
                    )
                })?;
        kernels = Param::Attr(table);
        p.parse_punct(",")?;
    }
    let mut format = FATBIN;
    let pos = p.current_pos();
    if let Some(word) = p.parse_optional_any_keyword() {
        let Some(&(_, v)) = OBJECT_FORMATS.iter().find(|f| f.0 == word) else {
            return Err(p.error_at(pos, "expected keyword for GPU object format"));
        };
        format = v;
        if let Err(e) = p.parse_punct("=") {
            let then = p.error_at(pos, "expected an equal sign");
            return Err(ParseError(Box::new(e.0.then(*then.0))));
        }
    }
    // A `StringAttr` parameter: any attribute parses, another kind fails.
    let start = p.current_pos();
    let failed = |p: &dyn AsmParser, e: ParseError| {
        tileir_ir::format::failed_param(p, e, "GPU_ObjectAttr", "object", "StringAttr")
    };
    let object = match p.parse_attribute(None) {
        Ok(a) => match p.context().attr_data(a) {
            AttrData::String { value, .. } => value.to_vec(),
            _ => {
                let e = p.error_at(start, "invalid kind of attribute specified");
                return Err(failed(p, e));
            }
        },
        Err(e) => return Err(failed(p, e)),
    };
    p.parse_punct(">")?;
    let object = String::from_utf8_lossy(&object).into_owned();
    Ok(dialect_attr(
        p.context(),
        "gpu.object",
        vec![
            Param::Attr(target),
            Param::Int(format),
            Param::String(object.into()),
            properties,
            kernels,
        ],
    ))
}

fn print_object(p: &mut dyn AsmPrinter, a: Attribute) {
    let AttrData::Dialect { params, .. } = p.context().attr_data(a) else {
        return;
    };
    let params = params.to_vec();
    let [Param::Attr(target), Param::Int(format), Param::String(object), properties, kernels] =
        &params[..]
    else {
        return;
    };
    p.write_str("<");
    p.print_attribute(*target);
    p.write_str(", ");
    if let Param::Attr(props) = properties {
        p.write_str("properties = ");
        p.print_attribute(*props);
        p.write_str(", ");
    }
    if let Param::Attr(table) = kernels {
        p.write_str("kernels = ");
        p.print_stripped_attribute(*table);
        p.write_str(", ");
    }
    if *format != FATBIN {
        if let Some((name, _)) = OBJECT_FORMATS.iter().find(|f| f.1 == *format) {
            p.write_str(name);
            p.write_str(" = ");
        }
    }
    p.print_string(object.as_bytes());
    p.write_str(">");
}

/// `#gpu.select_object` or `#gpu.select_object<target>`.
fn parse_select_object(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    let mut target = Param::Absent;
    if p.parse_optional_punct("<") {
        target = Param::Attr(p.parse_attribute(None)?);
        p.parse_punct(">")?;
    }
    Ok(dialect_attr(p.context(), "gpu.select_object", vec![target]))
}

fn print_select_object(p: &mut dyn AsmPrinter, a: Attribute) {
    if let AttrData::Dialect { params, .. } = p.context().attr_data(a) {
        if let [Param::Attr(t)] = &params[..] {
            let t = *t;
            p.write_str("<");
            p.print_attribute(t);
            p.write_str(">");
        }
    }
}

pub const ATTRS: [AttrDef; 5] = [
    AttrDef {
        mnemonic: "object",
        parse: Some(parse_object),
        print: Some(print_object),
        params: &[
            ParamDecl::new("target", ParamKind::Attr),
            ParamDecl::new("format", ParamKind::Int),
            ParamDecl::new("object", ParamKind::String),
            ParamDecl {
                optional: true,
                ..ParamDecl::new("properties", ParamKind::Attr)
            },
            ParamDecl {
                optional: true,
                ..ParamDecl::new("kernels", ParamKind::Attr)
            },
        ],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "select_object",
        parse: Some(parse_select_object),
        print: Some(print_select_object),
        params: &[ParamDecl {
            optional: true,
            ..ParamDecl::new("target", ParamKind::Attr)
        }],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "all_reduce_op",
        ods_name: "GPU_AllReduceOperationAttr",
        format: Some("$value"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&ALL_REDUCE_OP))],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "broadcast",
        ods_name: "GPU_BroadcastTypeAttr",
        format: Some("$value"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&BROADCAST_TYPE))],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "address_space",
        ods_name: "GPU_AddressSpaceAttr",
        format: Some("`<` $value `>`"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&ADDRESS_SPACE))],
        ..AttrDef::DEFAULT
    },
];

// ----- gpu.binary -----

fn default_handler(ctx: &tileir_ir::Context) -> Attribute {
    dialect_attr(ctx, "gpu.select_object", vec![Param::Absent])
}

/// `(<handler>)?`: absent means `#gpu.select_object`, which is not printed.
fn parse_offloading_handler(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let handler = if p.parse_optional_punct("<") {
        let a = p.parse_attribute(None)?;
        p.parse_punct(">")?;
        a
    } else {
        default_handler(p.context())
    };
    args[0] = CustomArg::Attr(Some(handler));
    Ok(())
}

fn print_offloading_handler(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    if let CustomArg::Attr(Some(a)) = &args[0] {
        if *a != default_handler(p.context()) {
            p.write_str("<");
            p.print_attribute(*a);
            p.write_str(">");
        }
    }
}

// ----- all_reduce / subgroup_reduce -----

/// `(op)?`: an all-reduce operation keyword, if one is next.
fn parse_all_reduce_operation(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    for &(name, value) in ALL_REDUCE_OP.cases {
        if p.parse_optional_keyword(name) {
            let a = dialect_attr(p.context(), "gpu.all_reduce_op", vec![Param::Int(value)]);
            args[0] = CustomArg::Attr(Some(a));
            return Ok(());
        }
    }
    args[0] = CustomArg::Attr(None);
    Ok(())
}

fn print_all_reduce_operation(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    if let CustomArg::Attr(Some(a)) = &args[0] {
        let name =
            tileir_ir::format::enum_value(p.context(), *a).and_then(|v| ALL_REDUCE_OP.case_name(v));
        if let Some(name) = name {
            p.write_str(" ");
            p.write_str(name);
        }
    }
}

pub const DIRECTIVES: [CustomDirective; 2] = [
    CustomDirective {
        name: "OffloadingHandler",
        parse: parse_offloading_handler,
        print: print_offloading_handler,
    },
    CustomDirective {
        name: "AllReduceOperation",
        parse: parse_all_reduce_operation,
        print: print_all_reduce_operation,
    },
];

const fn i32_attr(name: &'static str) -> AttrDecl {
    AttrDecl::new(name, "32-bit signless integer attribute", I32_KIND)
}

/// The ops of this module; `gpu.rs` lists them after its own.
pub const OPS: [OpDef; 11] = [
    OpDef {
        name: "gpu.binary",
        traits: Traits::SYMBOL,
        attributes: &[
            AttrDecl::new("sym_name", "string attribute", AttrKind::SymbolName),
            AttrDecl::optional(
                "offloadingHandler",
                "any attribute with the `OffloadingTranslationAttrTrait` trait.",
                AttrKind::Any,
            ),
            AttrDecl::new(
                "objects",
                "an array of GPU object attributes with at least 1 elements",
                AttrKind::Array,
            ),
        ],
        format: Some("$sym_name custom<OffloadingHandler>($offloadingHandler) attr-dict $objects"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.yield",
        traits: Traits::PURE.union(Traits::TERMINATOR).union(Traits::RETURN_LIKE),
        operands: &[any_many("values")],
        format: Some("attr-dict ($values^ `:` type($values))?"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.all_reduce",
        traits: Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(Traits::ISOLATED_FROM_ABOVE),
        operands: &[any_one("value")],
        results: &[any_one("result")],
        attributes: &[
            AttrDecl::optional(
                "op",
                "built-in reduction operations supported by gpu.allreduce.",
                AttrKind::Dialect("gpu.all_reduce_op"),
            ),
            AttrDecl::optional("uniform", "unit attribute", AttrKind::Unit),
        ],
        regions: &[RegionDecl {
            name: "body",
            arity: Arity::Single,
            single_block: false,
        }],
        format: Some(
            "custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? $body attr-dict `:` functional-type(operands, results)",
        ),
        verify_regions: Some(verify_all_reduce),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.subgroup_reduce",
        traits: Traits::SAME_OPERANDS_AND_RESULT_TYPE,
        operands: &[any_one("value")],
        results: &[any_one("result")],
        attributes: &[
            AttrDecl::new(
                "op",
                "built-in reduction operations supported by gpu.allreduce.",
                AttrKind::Dialect("gpu.all_reduce_op"),
            ),
            AttrDecl::optional("uniform", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("cluster_size", "32-bit signless integer attribute", I32_KIND),
            AttrDecl::with_default(
                "cluster_stride",
                "32-bit signless integer attribute",
                I32_KIND,
                AttrDefault::Int(1),
            ),
        ],
        format: Some(concat!(
            "custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? ",
            "(`cluster` `(` `size` `=` $cluster_size^ (`,` `stride` `=` $cluster_stride^)? `)`)? ",
            "attr-dict `:` functional-type(operands, results)"
        )),
        verify: Some(verify_subgroup_reduce),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.dynamic_shared_memory",
        traits: Traits::PURE,
        results: &[one("resultMemref", SHARED_BYTES)],
        format: Some("attr-dict `:` type($resultMemref)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.host_register",
        operands: &[one("value", ANY_UNRANKED_MEMREF)],
        format: Some("$value attr-dict `:` type($value)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.host_unregister",
        operands: &[one("value", ANY_UNRANKED_MEMREF)],
        format: Some("$value attr-dict `:` type($value)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.memset",
        operands: &[many("asyncDependencies", ASYNC_TOKEN), one("dst", ANY_MEMREF), any_one("value")],
        results: &[opt("asyncToken", ASYNC_TOKEN)],
        format: Some(
            "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dst `,` $value attr-dict `:` type($dst) `,` type($value)",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.set_default_device",
        operands: &[one("devIndex", I32)],
        format: Some("attr-dict $devIndex"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.rotate",
        traits: Traits::PURE,
        operands: &[any_one("value")],
        results: &[any_one("rotateResult"), one("valid", I1)],
        attributes: &[
            i32_attr("offset"),
            AttrDecl::new(
                "width",
                "32-bit signless integer attribute whose value is a power of two > 0",
                I32_KIND,
            )
            .checked(|c, a| i32_value(c, a).is_some_and(|w| w > 0 && (w as u32).is_power_of_two())),
        ],
        format: Some("$value `,` $offset `,` $width attr-dict `:` type($value)"),
        verify: Some(verify_rotate),
        type_relations: &[TypeRelation::same("value", "rotateResult")],
        result_names: Some(crate::ods_result_names),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.subgroup_broadcast",
        traits: Traits::PURE,
        operands: &[any_one("src"), opt("lane", I32)],
        results: &[any_one("result")],
        attributes: &[AttrDecl::new(
            "broadcast_type",
            "a lane to broadcast from",
            AttrKind::Dialect("gpu.broadcast"),
        )],
        format: Some("$src `,` $broadcast_type ($lane^)? attr-dict `:` type($result)"),
        verify: Some(verify_subgroup_broadcast),
        type_relations: &[TypeRelation::same("result", "src")],
        ..OpDef::DEFAULT
    },
];

// ----- verifiers (upstream `GPUDialect.cpp`) -----

/// The value of a 32-bit signless integer attribute.
fn i32_value(ctx: &tileir_ir::Context, a: Attribute) -> Option<i32> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } if *ty == ctx.int_type(32) => Some(value.get() as i32),
        _ => None,
    }
}

/// The case name of the reduction `op` attribute, if any.
fn reduction(r: OpRef<'_>) -> Option<&'static str> {
    let v = tileir_ir::format::enum_value(r.ctx, attr(r, "op")?)?;
    ALL_REDUCE_OP.case_name(v)
}

/// An `emitError` on the op: no `'name' op` prefix.
fn plain(r: OpRef<'_>, msg: impl Into<String>) -> tileir_ir::diag::Diagnostic {
    tileir_ir::diag::Diagnostic::error(r.body.op_loc(r.op), msg.into())
}

/// `verifyReduceOpAndType`: the float reductions need a float, the
/// integer and bitwise ones an integer.
fn reduction_fits(ctx: &tileir_ir::Context, op: &str, t: Type) -> bool {
    match op {
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => is_float(ctx, t),
        "minsi" | "minui" | "maxsi" | "maxui" | "and" | "or" | "xor" => {
            matches!(ctx.type_data(t), TypeData::Integer { .. })
        }
        _ => true,
    }
}

fn incompatible(r: OpRef<'_>, op: &str, t: Type) -> tileir_ir::diag::Diagnostic {
    plain(
        r,
        format!(
            "`{op}` reduction operation is not compatible with type '{}'",
            type_str(r.ctx, t)
        ),
    )
}

/// `gpu.all_reduce`: a reduction attribute or a body of two arguments of
/// the value's type whose `gpu.yield`s give one value of that type.
fn verify_all_reduce<'a>(r: OpRef<'a>) -> Result<(), (OpRef<'a>, tileir_ir::diag::Diagnostic)> {
    let fail = |msg: &str| Err((r, plain(r, msg)));
    let ty = r.body.value_type(r.body.result(r.op, 0));
    // Isolated from above: the body lives in the op's child body.
    let region = r.body.regions(r.op)[0];
    let inner = r.body.region_body(r.op);
    let op = reduction(r);
    if inner.region_is_empty(region) != op.is_some() {
        return fail("expected either an op attribute or a non-empty body");
    }
    if let Some(op) = op {
        if !reduction_fits(r.ctx, op, ty) {
            return Err((r, incompatible(r, op, ty)));
        }
        return Ok(());
    }
    let Some(entry) = inner.entry_block(region) else {
        return Ok(());
    };
    let args = inner.block_args(entry);
    if args.len() != 2 {
        return fail("expected two region arguments");
    }
    if args.iter().any(|&a| inner.value_type(a) != ty) {
        return fail("incorrect region argument type");
    }
    let mut yields = 0;
    for block in inner.region_blocks(region) {
        let Some(term) = inner.last_op(block) else {
            continue;
        };
        if r.ctx.op_name_str(inner.op_name(term)) != "gpu.yield" {
            continue;
        }
        if inner.num_operands(term) != 1 {
            return fail("expected one gpu.yield operand");
        }
        if inner.value_type(inner.operand(term, 0)) != ty {
            return fail("incorrect gpu.yield type");
        }
        yields += 1;
    }
    if yields == 0 {
        return fail("expected gpu.yield op in region");
    }
    Ok(())
}

/// `gpu.subgroup_reduce`: the reduction fits the element type; cluster
/// size and stride are powers of two, a stride only with a size.
fn verify_subgroup_reduce(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let ty = r.body.value_type(r.body.result(r.op, 0));
    let element = match r.ctx.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    };
    if let Some(op) = reduction(r) {
        if !reduction_fits(r.ctx, op, element) {
            return Err(incompatible(r, op, ty));
        }
    }
    let size = attr(r, "cluster_size").and_then(|a| i32_value(r.ctx, a));
    if let Some(size) = size {
        if !(size as u32).is_power_of_two() {
            return Err(err(
                r,
                format!("cluster size {} is not a power of two", size as u32),
            ));
        }
    }
    let stride = attr(r, "cluster_stride")
        .and_then(|a| i32_value(r.ctx, a))
        .unwrap_or(1);
    if stride != 1 && size.is_none() {
        return Err(err(
            r,
            "cluster stride can only be specified if cluster size is specified",
        ));
    }
    if !(stride as u32).is_power_of_two() {
        return Err(err(
            r,
            format!("cluster stride {} is not a power of two", stride as u32),
        ));
    }
    Ok(())
}

/// `gpu.rotate`: the offset lies within the width.
fn verify_rotate(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let get = |name| {
        attr(r, name)
            .and_then(|a| i32_value(r.ctx, a))
            .map(|v| v as u32)
    };
    if let (Some(offset), Some(width)) = (get("offset"), get("width")) {
        if offset >= width {
            return Err(err(r, format!("offset must be in the range [0, {width})")));
        }
    }
    Ok(())
}

/// `gpu.subgroup_broadcast`: a lane exactly for `specific_lane`.
fn verify_subgroup_broadcast(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let specific = attr(r, "broadcast_type")
        .and_then(|a| tileir_ir::format::enum_value(r.ctx, a))
        .and_then(|v| BROADCAST_TYPE.case_name(v))
        == Some("specific_lane");
    let lane = r.body.num_operands(r.op) > 1;
    if specific && !lane {
        return Err(err(
            r,
            "lane must be specified for `specific_lane` broadcast",
        ));
    }
    if !specific && lane {
        return Err(err(
            r,
            "lane can only be specified for `specific_lane` broadcast",
        ));
    }
    Ok(())
}
