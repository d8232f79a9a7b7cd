//! The LLVM dialect's intrinsic ops (`llvm.intr.*`, MLIR 22's
//! `LLVMIntrinsicOps.td`): each op's operands, results, inherent
//! attributes and assembly format, as data. An intrinsic without an
//! assembly format prints in generic form, as in mlir-opt; so do, for now,
//! the few whose format needs attributes this dialect does not model yet
//! (`dbg.declare`/`dbg.value`'s `#llvm.di_expression`, the constrained
//! casts' rounding and exception modes).
//! `assume`'s syntax, with its operand bundles, is hand-written.

use super::attrs::FASTMATH_ATTR;
use super::metadata::ALIAS_ANALYSIS_ATTRS;
use super::types::{ANY_POINTER, DEFAULT_POINTER, TOKEN_TYPE as TOKEN};
use crate::common::*;
use tileir_ir::dialect::{
    Arity, AttrDecl, AttrDefault, AttrKind, OpDef, Traits, TypeConstraint, TypeRelation, ValueDecl,
};
use tileir_ir::types::{Signedness, TypeData};

/// `Optional<AnyType>:$name`.
const fn any_opt(name: &'static str) -> ValueDecl {
    ValueDecl {
        name,
        arity: Arity::Optional,
        constraint: None,
    }
}

const I8: TypeConstraint = TypeConstraint::buildable(
    "8-bit signless integer",
    |c, t| {
        matches!(
            c.type_data(t),
            TypeData::Integer {
                width: 8,
                signedness: Signedness::Signless
            }
        )
    },
    |c| c.int_type(8),
);

const I8_KIND: AttrKind = AttrKind::Typed(|c| c.int_type(8));

/// `llvm.intr.assume %cond (["tag"(%a, %b : t1, t2), ...])? : i1 attr-dict`
/// (its `custom<OpBundles>` format, written out).
fn parse_assume(
    p: &mut dyn tileir_ir::asm::AsmParser,
    state: &mut tileir_ir::body::OperationState,
) -> tileir_ir::asm::ParseResult<()> {
    use tileir_ir::format::helpers::named;
    let cond = p.parse_operand()?;
    let mut tags = Vec::new();
    let mut sizes = Vec::new();
    let mut bundles = Vec::new();
    if p.parse_optional_punct("[") {
        loop {
            let Some(tag) = p.parse_optional_string()? else {
                return Err(p.error("expected string"));
            };
            tags.push(p.context().string_attr(&String::from_utf8_lossy(&tag)));
            p.parse_punct("(")?;
            let mut ops = Vec::new();
            if !p.parse_optional_punct(")") {
                loop {
                    ops.push(p.parse_operand()?);
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                }
                p.parse_punct(":")?;
                for (i, o) in ops.iter().enumerate() {
                    if i > 0 {
                        p.parse_punct(",")?;
                    }
                    let t = p.parse_type()?;
                    bundles.push(p.resolve_operand(o, t)?);
                }
                p.parse_punct(")")?;
            }
            sizes.push(ops.len() as i64);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    let c = p.resolve_operand(&cond, t)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    state.operands.push(c);
    state.operands.extend(bundles);
    let ctx = p.context();
    let sz = tileir_ir::format::dense_array(ctx, 32, &sizes);
    state.attributes.push(named(ctx, "op_bundle_sizes", sz));
    if !tags.is_empty() {
        let a = ctx.intern_attr(tileir_ir::attributes::AttrData::Array(tags.into()));
        state.attributes.push(named(ctx, "op_bundle_tags", a));
    }
    Ok(())
}

fn print_assume(p: &mut dyn tileir_ir::asm::AsmPrinter, op: tileir_ir::ids::OpId) {
    use tileir_ir::attributes::AttrData;
    use tileir_ir::format::helpers;
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let sizes = helpers::find_attr(ctx, &attrs, "op_bundle_sizes")
        .and_then(|a| tileir_ir::format::dense_array_values(ctx, a))
        .unwrap_or_default();
    let tags: Vec<tileir_ir::attributes::Attribute> =
        match helpers::find_attr(ctx, &attrs, "op_bundle_tags").map(|a| ctx.attr_data(a)) {
            Some(AttrData::Array(items)) => items.to_vec(),
            _ => Vec::new(),
        };
    let operands: Vec<tileir_ir::ids::Value> = p.body().operands(op).collect();
    let Some(&cond) = operands.first() else {
        return;
    };
    p.write_str(" ");
    p.print_operand(cond);
    if !sizes.is_empty() {
        p.write_str(" [");
        let mut next = 1;
        for (i, &n) in sizes.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            if let Some(&t) = tags.get(i) {
                p.print_attribute(t);
            }
            p.write_str("(");
            let vals = operands
                .get(next..next + n as usize)
                .unwrap_or(&[])
                .to_vec();
            next += n as usize;
            if !vals.is_empty() {
                p.print_operands(&vals);
                p.write_str(" : ");
                for (j, &v) in vals.iter().enumerate() {
                    if j > 0 {
                        p.write_str(", ");
                    }
                    let t = p.body().value_type(v);
                    p.print_type(t);
                }
            }
            p.write_str(")");
        }
        p.write_str("]");
    }
    p.write_str(" : ");
    let t = p.body().value_type(cond);
    p.print_type(t);
    p.print_optional_attr_dict(&attrs, &["op_bundle_sizes", "op_bundle_tags"]);
}

/// Template: one float operand, same result type, fastmath flags (`llvm.intr.cos(%x) : (f32) -> f32`).
const FLOAT_UNARY: OpDef = OpDef {
    name: "",
    traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    operands: &[any_one("in")],
    results: &[any_one("res")],
    attributes: &[FASTMATH_ATTR],
    format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
    ..OpDef::DEFAULT
};

/// Template: vector-predicated binary op: two operands, a mask, an explicit vector length.
const VP_BINARY: OpDef = OpDef {
    name: "",
    traits: Traits::PURE,
    operands: &[
        any_one("lhs"),
        any_one("rhs"),
        any_one("mask"),
        one("evl", I32),
    ],
    results: &[any_one("res")],
    ..OpDef::DEFAULT
};

/// Template: vector-predicated reduction: start value, vector, mask, explicit vector length.
const VP_REDUCE: OpDef = OpDef {
    name: "",
    traits: Traits::PURE,
    operands: &[
        any_one("satrt_value"),
        any_one("val"),
        any_one("mask"),
        one("evl", I32),
    ],
    results: &[any_one("res")],
    ..OpDef::DEFAULT
};

/// Template: vector-predicated cast: source, mask, explicit vector length.
const VP_CAST: OpDef = OpDef {
    name: "",
    traits: Traits::PURE,
    operands: &[any_one("src"), any_one("mask"), one("evl", I32)],
    results: &[any_one("res")],
    ..OpDef::DEFAULT
};

/// Template: two operands and a result of one type, no flags.
const INT_BINARY: OpDef = OpDef {
    name: "",
    traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    operands: &[any_one("a"), any_one("b")],
    results: &[any_one("res")],
    format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
    ..OpDef::DEFAULT
};

/// Template: vector reduction to its element type, generic form.
const VECTOR_REDUCE: OpDef = OpDef {
    name: "",
    traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    operands: &[any_one("in")],
    results: &[any_one("res")],
    ..OpDef::DEFAULT
};

/// Template: two float operands, same result type, fastmath flags.
const FLOAT_BINARY: OpDef = OpDef {
    name: "",
    traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    operands: &[any_one("a"), any_one("b")],
    results: &[any_one("res")],
    attributes: &[FASTMATH_ATTR],
    format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
    ..OpDef::DEFAULT
};

/// Template: the shape of `sadd.with.overflow`, `smul.with.overflow`, `ssub.with.overflow`, `uadd.with.overflow`.
const WITH_OVERFLOW: OpDef = OpDef {
    name: "",
    traits: Traits::PURE,
    results: &[any_one("res")],
    ..OpDef::DEFAULT
};

/// Template: the shape of `llrint`, `llround`, `lrint`, `lround`.
const FLOAT_TO_INT: OpDef = OpDef {
    name: "",
    traits: Traits::PURE,
    operands: &[any_one("val")],
    results: &[any_one("res")],
    format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
    ..OpDef::DEFAULT
};

/// Template: float vector reduction to its element type, fastmath flags.
const VECTOR_REDUCE_FLOAT: OpDef = OpDef {
    name: "",
    traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    operands: &[any_one("in")],
    results: &[any_one("res")],
    attributes: &[FASTMATH_ATTR],
    format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
    ..OpDef::DEFAULT
};

/// Template: one operand, same result type, no flags.
const INT_UNARY: OpDef = OpDef {
    name: "",
    traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    operands: &[any_one("in")],
    results: &[any_one("res")],
    format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
    ..OpDef::DEFAULT
};

/// Template: constrained cast with rounding mode and exception behaviour.
const CONSTRAINED_CAST: OpDef = OpDef {
    name: "",
    traits: Traits::PURE,
    operands: &[any_one("arg_0")],
    results: &[any_one("res")],
    attributes: &[
        AttrDecl::new(
            "roundingmode",
            "LLVM Rounding Mode whose minimum value is 0",
            AttrKind::Any,
        ),
        AttrDecl::new(
            "fpExceptionBehavior",
            "LLVM Exception Behavior",
            AttrKind::Any,
        ),
    ],
    ..OpDef::DEFAULT
};

/// Template: one pointer operand, no result.
const POINTER_ONLY: OpDef = OpDef {
    name: "",
    operands: &[one("ptr", ANY_POINTER)],
    format: Some("$ptr attr-dict `:` qualified(type($ptr))"),
    ..OpDef::DEFAULT
};

/// `dbg.declare` / `dbg.value`: the variable, and the DWARF expression
/// that locates it, left out when it is the empty `#llvm.di_expression<>`
/// (its default).
const DBG_DECLARE_FORMAT: &str =
    "qualified($varInfo) (qualified($locationExpr)^)? `=` $addr `:` qualified(type($addr)) attr-dict";
const DBG_VALUE_FORMAT: &str =
    "qualified($varInfo) (qualified($locationExpr)^)? `=` $value `:` qualified(type($value)) attr-dict";

const DBG_ATTRS: &[AttrDecl] = &[
    AttrDecl::new("varInfo", "", AttrKind::Dialect("llvm.di_local_variable")),
    AttrDecl::with_default(
        "locationExpr",
        "",
        AttrKind::Dialect("llvm.di_expression"),
        AttrDefault::DialectAttr("llvm.di_expression"),
    ),
];

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "llvm.intr.abs",
        traits: Traits::PURE,
        operands: &[any_one("in")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("is_int_min_poison", "1-bit signless integer attribute", BOOL_KIND)],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.acos", ..FLOAT_UNARY },
    OpDef {
        name: "llvm.intr.annotation",
        operands: &[any_one("integer"), one("annotation", ANY_POINTER), one("fileName", ANY_POINTER), one("line", I32)],
        results: &[any_one("res")],
        type_relations: &[TypeRelation::same("res", "integer"), TypeRelation::same("integer", "res"), TypeRelation::same("annotation", "fileName"), TypeRelation::same("fileName", "annotation")],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.asin", ..FLOAT_UNARY },
    OpDef {
        name: "llvm.intr.assume",
        operands: &[one("cond", I1), any_many("op_bundle_operands")],
        attributes: &[AttrDecl::new("op_bundle_sizes", "i32 dense array attribute", AttrKind::DenseI32Array), AttrDecl::optional("op_bundle_tags", "array attribute", AttrKind::Array)],
        parse: Some(parse_assume),
        print: Some(print_assume),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.atan", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.atan2", ..FLOAT_BINARY },
    OpDef { name: "llvm.intr.bitreverse", ..INT_UNARY },
    OpDef { name: "llvm.intr.bswap", ..INT_UNARY },
    OpDef { name: "llvm.intr.ceil", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.copysign", ..FLOAT_BINARY },
    OpDef {
        name: "llvm.intr.coro.align",
        results: &[any_one("res")],
        format: Some("attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.coro.begin",
        operands: &[one("token", TOKEN), one("mem", ANY_POINTER)],
        results: &[any_one("res")],
        format: Some("$token `,` $mem attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.coro.end",
        operands: &[one("handle", ANY_POINTER), one("unwind", I1), one("retvals", TOKEN)],
        results: &[any_one("res")],
        format: Some("$handle `,` $unwind `,` $retvals attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.coro.free",
        operands: &[one("id", TOKEN), one("handle", ANY_POINTER)],
        results: &[any_one("res")],
        format: Some("$id `,` $handle attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.coro.id",
        operands: &[one("align", I32), one("promise", ANY_POINTER), one("coroaddr", ANY_POINTER), one("fnaddrs", ANY_POINTER)],
        results: &[any_one("res")],
        format: Some("$align `,` $promise `,` $coroaddr `,` $fnaddrs attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.coro.promise",
        operands: &[one("handle", ANY_POINTER), one("align", I32), one("from", I1)],
        results: &[one("res", ANY_POINTER)],
        format: Some("$handle `,` $align `,` $from attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.coro.resume",
        operands: &[one("handle", ANY_POINTER)],
        format: Some("$handle attr-dict `:` qualified(type($handle))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.coro.save",
        operands: &[one("handle", ANY_POINTER)],
        results: &[any_one("res")],
        format: Some("$handle attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.coro.size",
        results: &[any_one("res")],
        format: Some("attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.coro.suspend",
        operands: &[one("save", TOKEN), one("final", I1)],
        results: &[any_one("res")],
        format: Some("$save `,` $final attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.cos", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.cosh", ..FLOAT_UNARY },
    OpDef {
        name: "llvm.intr.ctlz",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[any_one("in")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("is_zero_poison", "1-bit signless integer attribute", BOOL_KIND)],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.ctpop", ..INT_UNARY },
    OpDef {
        name: "llvm.intr.cttz",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[any_one("in")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("is_zero_poison", "1-bit signless integer attribute", BOOL_KIND)],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.dbg.declare",
        operands: &[one("addr", ANY_POINTER)],
        attributes: DBG_ATTRS,
        format: Some(DBG_DECLARE_FORMAT),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.dbg.label",
        attributes: &[AttrDecl::new("label", "", AttrKind::Dialect("llvm.di_label"))],
        format: Some("$label attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.dbg.value",
        operands: &[any_one("value")],
        attributes: DBG_ATTRS,
        format: Some(DBG_VALUE_FORMAT),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.debugtrap",
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.eh.typeid.for",
        operands: &[one("type_info", ANY_POINTER)],
        results: &[any_one("res")],
        format: Some("$type_info attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.exp", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.exp10", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.exp2", ..FLOAT_UNARY },
    OpDef {
        name: "llvm.intr.expect",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[any_one("val"), any_one("expected")],
        results: &[any_one("res")],
        format: Some("$val `,` $expected attr-dict `:` type($val)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.expect.with.probability",
        traits: Traits::PURE,
        operands: &[any_one("val"), any_one("expected")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("prob", "64-bit float attribute", AttrKind::Any)],
        type_relations: &[TypeRelation::same("val", "expected"), TypeRelation::same("val", "res"), TypeRelation::same("expected", "val"), TypeRelation::same("expected", "res"), TypeRelation::same("res", "val"), TypeRelation::same("res", "expected")],
        format: Some("$val `,` $expected `,` $prob attr-dict `:` type($val)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.experimental.constrained.fpext",
        traits: Traits::PURE,
        operands: &[any_one("arg_0")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("fpExceptionBehavior", "LLVM Exception Behavior", AttrKind::Any)],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.experimental.constrained.fptrunc", ..CONSTRAINED_CAST },
    OpDef { name: "llvm.intr.experimental.constrained.sitofp", ..CONSTRAINED_CAST },
    OpDef { name: "llvm.intr.experimental.constrained.uitofp", ..CONSTRAINED_CAST },
    OpDef {
        name: "llvm.intr.experimental.noalias.scope.decl",
        attributes: &[AttrDecl::new("scope", "LLVM dialect alias scope", AttrKind::Any)],
        format: Some("$scope attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.experimental.vp.strided.load",
        operands: &[one("ptr", ANY_POINTER), any_one("stride"), any_one("mask"), one("evl", I32)],
        results: &[any_one("res")],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.experimental.vp.strided.store",
        operands: &[any_one("val"), one("ptr", ANY_POINTER), any_one("stride"), any_one("mask"), one("evl", I32)],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.fabs", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.floor", ..FLOAT_UNARY },
    OpDef {
        name: "llvm.intr.fma",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[any_one("a"), any_one("b"), any_one("c")],
        results: &[any_one("res")],
        attributes: &[FASTMATH_ATTR],
        format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.fmuladd",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[any_one("a"), any_one("b"), any_one("c")],
        results: &[any_one("res")],
        attributes: &[FASTMATH_ATTR],
        format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.frexp",
        traits: Traits::PURE,
        operands: &[any_one("val")],
        results: &[any_one("res")],
        attributes: &[FASTMATH_ATTR],
        format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.fshl",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[any_one("a"), any_one("b"), any_one("c")],
        results: &[any_one("res")],
        format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.fshr",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[any_one("a"), any_one("b"), any_one("c")],
        results: &[any_one("res")],
        format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.get.active.lane.mask",
        traits: Traits::PURE,
        operands: &[any_one("base"), any_one("n")],
        results: &[any_one("res")],
        format: Some("$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.invariant.end",
        operands: &[one("start", DEFAULT_POINTER), one("ptr", ANY_POINTER)],
        attributes: &[AttrDecl::new("size", "64-bit signless integer attribute", I64_KIND)],
        format: Some("$start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.invariant.start",
        operands: &[one("ptr", ANY_POINTER)],
        results: &[one("res", DEFAULT_POINTER)],
        attributes: &[AttrDecl::new("size", "64-bit signless integer attribute", I64_KIND)],
        format: Some("$size `,` $ptr attr-dict `:` qualified(type($ptr))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.is.constant",
        traits: Traits::PURE,
        operands: &[any_one("val")],
        results: &[one("res", I1)],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.is.fpclass",
        traits: Traits::PURE,
        operands: &[any_one("in")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("bit", "32-bit signless integer attribute", I32_KIND)],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.launder.invariant.group",
        traits: Traits::SAME_OPERANDS_AND_RESULT_TYPE,
        operands: &[one("ptr", ANY_POINTER)],
        results: &[one("res", ANY_POINTER)],
        format: Some("$ptr attr-dict `:` qualified(type($ptr))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.ldexp",
        traits: Traits::PURE,
        operands: &[any_one("val"), any_one("power")],
        results: &[any_one("res")],
        attributes: &[FASTMATH_ATTR],
        format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.lifetime.end", ..POINTER_ONLY },
    OpDef { name: "llvm.intr.lifetime.start", ..POINTER_ONLY },
    OpDef { name: "llvm.intr.llrint", ..FLOAT_TO_INT },
    OpDef { name: "llvm.intr.llround", ..FLOAT_TO_INT },
    OpDef { name: "llvm.intr.log", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.log10", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.log2", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.lrint", ..FLOAT_TO_INT },
    OpDef { name: "llvm.intr.lround", ..FLOAT_TO_INT },
    OpDef {
        name: "llvm.intr.masked.compressstore",
        operands: &[any_one("value"), one("ptr", ANY_POINTER), any_one("mask")],
        attributes: &[AttrDecl::optional("arg_attrs", "Array of dictionary attributes", AttrKind::Array), AttrDecl::optional("res_attrs", "Array of dictionary attributes", AttrKind::Array)],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.masked.expandload",
        operands: &[one("ptr", ANY_POINTER), any_one("mask"), any_one("passthru")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::optional("arg_attrs", "Array of dictionary attributes", AttrKind::Array), AttrDecl::optional("res_attrs", "Array of dictionary attributes", AttrKind::Array)],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.masked.gather",
        operands: &[any_one("ptrs"), any_one("mask"), any_many("pass_thru")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("alignment", "32-bit signless integer attribute", I32_KIND)],
        format: Some("operands attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.masked.load",
        operands: &[one("data", ANY_POINTER), any_one("mask"), any_opt("pass_thru")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("alignment", "32-bit signless integer attribute", I32_KIND), AttrDecl::optional("nontemporal", "unit attribute", AttrKind::Unit)],
        format: Some("operands attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.masked.scatter",
        operands: &[any_one("value"), any_one("ptrs"), any_one("mask")],
        attributes: &[AttrDecl::new("alignment", "32-bit signless integer attribute", I32_KIND)],
        format: Some("$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($ptrs)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.masked.store",
        operands: &[any_one("value"), one("data", ANY_POINTER), any_one("mask")],
        attributes: &[AttrDecl::new("alignment", "32-bit signless integer attribute", I32_KIND)],
        format: Some("$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` qualified(type($data))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.matrix.column.major.load",
        operands: &[one("data", ANY_POINTER), any_one("stride")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("isVolatile", "1-bit signless integer attribute", BOOL_KIND), AttrDecl::new("rows", "32-bit signless integer attribute", I32_KIND), AttrDecl::new("columns", "32-bit signless integer attribute", I32_KIND)],
        format: Some("$data `,` `<` `stride` `=` $stride `>` attr-dict`:` type($res) `from` qualified(type($data)) `stride` type($stride)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.matrix.column.major.store",
        operands: &[any_one("matrix"), one("data", ANY_POINTER), any_one("stride")],
        attributes: &[AttrDecl::new("isVolatile", "1-bit signless integer attribute", BOOL_KIND), AttrDecl::new("rows", "32-bit signless integer attribute", I32_KIND), AttrDecl::new("columns", "32-bit signless integer attribute", I32_KIND)],
        format: Some("$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict`:` type($matrix) `to` qualified(type($data)) `stride` type($stride)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.matrix.multiply",
        operands: &[any_one("lhs"), any_one("rhs")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("lhs_rows", "32-bit signless integer attribute", I32_KIND), AttrDecl::new("lhs_columns", "32-bit signless integer attribute", I32_KIND), AttrDecl::new("rhs_columns", "32-bit signless integer attribute", I32_KIND)],
        format: Some("$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.matrix.transpose",
        operands: &[any_one("matrix")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("rows", "32-bit signless integer attribute", I32_KIND), AttrDecl::new("columns", "32-bit signless integer attribute", I32_KIND)],
        format: Some("$matrix attr-dict `:` type($matrix) `into` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.maximum", ..FLOAT_BINARY },
    OpDef { name: "llvm.intr.maxnum", ..FLOAT_BINARY },
    OpDef {
        name: "llvm.intr.memcpy",
        operands: &[any_one("dst"), any_one("src"), any_one("len")],
        attributes: &[AttrDecl::new("isVolatile", "1-bit signless integer attribute", BOOL_KIND), ALIAS_ANALYSIS_ATTRS[0], ALIAS_ANALYSIS_ATTRS[1], ALIAS_ANALYSIS_ATTRS[2], ALIAS_ANALYSIS_ATTRS[3], AttrDecl::optional("arg_attrs", "Array of dictionary attributes", AttrKind::Array), AttrDecl::optional("res_attrs", "Array of dictionary attributes", AttrKind::Array)],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.memcpy.inline",
        operands: &[any_one("dst"), any_one("src")],
        attributes: &[AttrDecl::new("len", "arbitrary integer attribute", AttrKind::Any), AttrDecl::new("isVolatile", "1-bit signless integer attribute", BOOL_KIND), ALIAS_ANALYSIS_ATTRS[0], ALIAS_ANALYSIS_ATTRS[1], ALIAS_ANALYSIS_ATTRS[2], ALIAS_ANALYSIS_ATTRS[3], AttrDecl::optional("arg_attrs", "Array of dictionary attributes", AttrKind::Array), AttrDecl::optional("res_attrs", "Array of dictionary attributes", AttrKind::Array)],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.memmove",
        operands: &[any_one("dst"), any_one("src"), any_one("len")],
        attributes: &[AttrDecl::new("isVolatile", "1-bit signless integer attribute", BOOL_KIND), ALIAS_ANALYSIS_ATTRS[0], ALIAS_ANALYSIS_ATTRS[1], ALIAS_ANALYSIS_ATTRS[2], ALIAS_ANALYSIS_ATTRS[3], AttrDecl::optional("arg_attrs", "Array of dictionary attributes", AttrKind::Array), AttrDecl::optional("res_attrs", "Array of dictionary attributes", AttrKind::Array)],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.memset",
        operands: &[any_one("dst"), one("val", I8), any_one("len")],
        attributes: &[AttrDecl::new("isVolatile", "1-bit signless integer attribute", BOOL_KIND), ALIAS_ANALYSIS_ATTRS[0], ALIAS_ANALYSIS_ATTRS[1], ALIAS_ANALYSIS_ATTRS[2], ALIAS_ANALYSIS_ATTRS[3], AttrDecl::optional("arg_attrs", "Array of dictionary attributes", AttrKind::Array), AttrDecl::optional("res_attrs", "Array of dictionary attributes", AttrKind::Array)],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.memset.inline",
        operands: &[any_one("dst"), one("val", I8)],
        attributes: &[AttrDecl::new("len", "arbitrary integer attribute", AttrKind::Any), AttrDecl::new("isVolatile", "1-bit signless integer attribute", BOOL_KIND), ALIAS_ANALYSIS_ATTRS[0], ALIAS_ANALYSIS_ATTRS[1], ALIAS_ANALYSIS_ATTRS[2], ALIAS_ANALYSIS_ATTRS[3], AttrDecl::optional("arg_attrs", "Array of dictionary attributes", AttrKind::Array), AttrDecl::optional("res_attrs", "Array of dictionary attributes", AttrKind::Array)],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.minimum", ..FLOAT_BINARY },
    OpDef { name: "llvm.intr.minnum", ..FLOAT_BINARY },
    OpDef { name: "llvm.intr.nearbyint", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.pow", ..FLOAT_BINARY },
    OpDef {
        name: "llvm.intr.powi",
        traits: Traits::PURE,
        operands: &[any_one("val"), any_one("power")],
        results: &[any_one("res")],
        attributes: &[FASTMATH_ATTR],
        format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.prefetch",
        operands: &[one("addr", ANY_POINTER)],
        attributes: &[AttrDecl::new("rw", "32-bit signless integer attribute", I32_KIND), AttrDecl::new("hint", "32-bit signless integer attribute", I32_KIND), AttrDecl::new("cache", "32-bit signless integer attribute", I32_KIND)],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.ptr.annotation",
        operands: &[one("ptr", ANY_POINTER), one("annotation", ANY_POINTER), one("fileName", ANY_POINTER), one("line", I32), one("attr", ANY_POINTER)],
        results: &[one("res", ANY_POINTER)],
        type_relations: &[TypeRelation::same("res", "ptr"), TypeRelation::same("ptr", "res"), TypeRelation::same("annotation", "fileName"), TypeRelation::same("annotation", "attr"), TypeRelation::same("fileName", "annotation"), TypeRelation::same("fileName", "attr"), TypeRelation::same("attr", "annotation"), TypeRelation::same("attr", "fileName")],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.ptrmask",
        traits: Traits::PURE,
        operands: &[any_one("ptr"), any_one("mask")],
        results: &[any_one("res")],
        type_relations: &[TypeRelation::same("ptr", "res"), TypeRelation::same("res", "ptr")],
        format: Some("$ptr `,` $mask attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.rint", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.round", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.roundeven", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.sadd.sat", ..INT_BINARY },
    OpDef { name: "llvm.intr.sadd.with.overflow", ..WITH_OVERFLOW },
    OpDef {
        name: "llvm.intr.scmp",
        traits: Traits::PURE.union(Traits::SAME_TYPE_OPERANDS),
        operands: &[any_one("a"), any_one("b")],
        results: &[any_one("res")],
        format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.sin", ..FLOAT_UNARY },
    OpDef {
        name: "llvm.intr.sincos",
        traits: Traits::PURE,
        operands: &[any_one("val")],
        results: &[any_one("res")],
        attributes: &[FASTMATH_ATTR],
        format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.sinh", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.smax", ..INT_BINARY },
    OpDef { name: "llvm.intr.smin", ..INT_BINARY },
    OpDef { name: "llvm.intr.smul.with.overflow", ..WITH_OVERFLOW },
    OpDef { name: "llvm.intr.sqrt", ..FLOAT_UNARY },
    OpDef {
        name: "llvm.intr.ssa.copy",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[any_one("operand")],
        results: &[any_one("res")],
        format: Some("$operand attr-dict `:` type($operand)"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.sshl.sat", ..INT_BINARY },
    OpDef { name: "llvm.intr.ssub.sat", ..INT_BINARY },
    OpDef { name: "llvm.intr.ssub.with.overflow", ..WITH_OVERFLOW },
    OpDef { name: "llvm.intr.stackrestore", ..POINTER_ONLY },
    OpDef {
        name: "llvm.intr.stacksave",
        results: &[any_one("res")],
        format: Some("attr-dict `:` qualified(type($res))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.stepvector",
        traits: Traits::PURE,
        results: &[any_one("res")],
        format: Some("attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.strip.invariant.group",
        traits: Traits::SAME_OPERANDS_AND_RESULT_TYPE,
        operands: &[one("ptr", ANY_POINTER)],
        results: &[one("res", ANY_POINTER)],
        format: Some("$ptr attr-dict `:` qualified(type($ptr))"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.tan", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.tanh", ..FLOAT_UNARY },
    OpDef {
        name: "llvm.intr.threadlocal.address",
        traits: Traits::PURE,
        operands: &[one("global", ANY_POINTER)],
        results: &[any_one("res")],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.trap",
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.trunc", ..FLOAT_UNARY },
    OpDef { name: "llvm.intr.uadd.sat", ..INT_BINARY },
    OpDef { name: "llvm.intr.uadd.with.overflow", ..WITH_OVERFLOW },
    OpDef {
        name: "llvm.intr.ubsantrap",
        attributes: &[AttrDecl::new("failureKind", "8-bit signless integer attribute", I8_KIND)],
        format: Some("prop-dict attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.ucmp",
        traits: Traits::PURE.union(Traits::SAME_TYPE_OPERANDS),
        operands: &[any_one("a"), any_one("b")],
        results: &[any_one("res")],
        format: Some("`(` operands `)` attr-dict `:` functional-type(operands, results)"),
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.umax", ..INT_BINARY },
    OpDef { name: "llvm.intr.umin", ..INT_BINARY },
    OpDef { name: "llvm.intr.umul.with.overflow", ..WITH_OVERFLOW },
    OpDef { name: "llvm.intr.ushl.sat", ..INT_BINARY },
    OpDef { name: "llvm.intr.usub.sat", ..INT_BINARY },
    OpDef { name: "llvm.intr.usub.with.overflow", ..WITH_OVERFLOW },
    OpDef {
        name: "llvm.intr.vacopy",
        operands: &[one("dest_list", ANY_POINTER), one("src_list", ANY_POINTER)],
        format: Some("$src_list `to` $dest_list attr-dict `:` type(operands)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.vaend",
        operands: &[one("arg_list", ANY_POINTER)],
        format: Some("$arg_list attr-dict `:` qualified(type($arg_list))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.var.annotation",
        operands: &[one("val", ANY_POINTER), one("annotation", ANY_POINTER), one("fileName", ANY_POINTER), one("line", I32), one("attr", ANY_POINTER)],
        type_relations: &[TypeRelation::same("annotation", "fileName"), TypeRelation::same("annotation", "attr"), TypeRelation::same("fileName", "annotation"), TypeRelation::same("fileName", "attr"), TypeRelation::same("attr", "annotation"), TypeRelation::same("attr", "fileName")],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.vastart",
        operands: &[one("arg_list", ANY_POINTER)],
        format: Some("$arg_list attr-dict `:` qualified(type($arg_list))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.vector.deinterleave2",
        traits: Traits::PURE,
        operands: &[any_one("vec")],
        results: &[any_one("res")],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.vector.extract",
        traits: Traits::PURE,
        operands: &[any_one("srcvec")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("pos", "64-bit signless integer attribute", I64_KIND)],
        format: Some("$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.vector.insert",
        traits: Traits::PURE,
        operands: &[any_one("dstvec"), any_one("srcvec")],
        results: &[any_one("res")],
        attributes: &[AttrDecl::new("pos", "64-bit signless integer attribute", I64_KIND)],
        type_relations: &[TypeRelation::same("dstvec", "res"), TypeRelation::same("res", "dstvec")],
        format: Some("$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.vector.interleave2",
        traits: Traits::PURE,
        operands: &[any_one("vec1"), any_one("vec2")],
        results: &[any_one("res")],
        type_relations: &[TypeRelation::same("vec1", "vec2"), TypeRelation::same("vec2", "vec1")],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.vector.reduce.add", ..VECTOR_REDUCE },
    OpDef { name: "llvm.intr.vector.reduce.and", ..VECTOR_REDUCE },
    OpDef {
        name: "llvm.intr.vector.reduce.fadd",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
        operands: &[any_one("start_value"), any_one("input")],
        results: &[any_one("res")],
        attributes: &[FASTMATH_ATTR],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.vector.reduce.fmax", ..VECTOR_REDUCE_FLOAT },
    OpDef { name: "llvm.intr.vector.reduce.fmaximum", ..VECTOR_REDUCE_FLOAT },
    OpDef { name: "llvm.intr.vector.reduce.fmin", ..VECTOR_REDUCE_FLOAT },
    OpDef { name: "llvm.intr.vector.reduce.fminimum", ..VECTOR_REDUCE_FLOAT },
    OpDef {
        name: "llvm.intr.vector.reduce.fmul",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
        operands: &[any_one("start_value"), any_one("input")],
        results: &[any_one("res")],
        attributes: &[FASTMATH_ATTR],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.vector.reduce.mul", ..VECTOR_REDUCE },
    OpDef { name: "llvm.intr.vector.reduce.or", ..VECTOR_REDUCE },
    OpDef { name: "llvm.intr.vector.reduce.smax", ..VECTOR_REDUCE },
    OpDef { name: "llvm.intr.vector.reduce.smin", ..VECTOR_REDUCE },
    OpDef { name: "llvm.intr.vector.reduce.umax", ..VECTOR_REDUCE },
    OpDef { name: "llvm.intr.vector.reduce.umin", ..VECTOR_REDUCE },
    OpDef { name: "llvm.intr.vector.reduce.xor", ..VECTOR_REDUCE },
    OpDef { name: "llvm.intr.vp.add", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.and", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.ashr", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.fadd", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.fdiv", ..VP_BINARY },
    OpDef {
        name: "llvm.intr.vp.fma",
        traits: Traits::PURE,
        operands: &[any_one("op1"), any_one("op2"), any_one("op3"), any_one("mask"), one("evl", I32)],
        results: &[any_one("res")],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.vp.fmul", ..VP_BINARY },
    OpDef {
        name: "llvm.intr.vp.fmuladd",
        traits: Traits::PURE,
        operands: &[any_one("op1"), any_one("op2"), any_one("op3"), any_one("mask"), one("evl", I32)],
        results: &[any_one("res")],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.intr.vp.fneg",
        traits: Traits::PURE,
        operands: &[any_one("op"), any_one("mask"), one("evl", I32)],
        results: &[any_one("res")],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.vp.fpext", ..VP_CAST },
    OpDef { name: "llvm.intr.vp.fptosi", ..VP_CAST },
    OpDef { name: "llvm.intr.vp.fptoui", ..VP_CAST },
    OpDef { name: "llvm.intr.vp.fptrunc", ..VP_CAST },
    OpDef { name: "llvm.intr.vp.frem", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.fsub", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.inttoptr", ..VP_CAST },
    OpDef {
        name: "llvm.intr.vp.load",
        operands: &[one("ptr", ANY_POINTER), any_one("mask"), one("evl", I32)],
        results: &[any_one("res")],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.vp.lshr", ..VP_BINARY },
    OpDef {
        name: "llvm.intr.vp.merge",
        traits: Traits::PURE,
        operands: &[any_one("cond"), any_one("true_val"), any_one("false_val"), one("evl", I32)],
        results: &[any_one("res")],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.vp.mul", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.or", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.ptrtoint", ..VP_CAST },
    OpDef { name: "llvm.intr.vp.reduce.add", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.and", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.fadd", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.fmax", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.fmin", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.fmul", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.mul", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.or", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.smax", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.smin", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.umax", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.umin", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.reduce.xor", ..VP_REDUCE },
    OpDef { name: "llvm.intr.vp.sdiv", ..VP_BINARY },
    OpDef {
        name: "llvm.intr.vp.select",
        traits: Traits::PURE,
        operands: &[any_one("cond"), any_one("true_val"), any_one("false_val"), one("evl", I32)],
        results: &[any_one("res")],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.vp.sext", ..VP_CAST },
    OpDef { name: "llvm.intr.vp.shl", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.sitofp", ..VP_CAST },
    OpDef { name: "llvm.intr.vp.smax", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.smin", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.srem", ..VP_BINARY },
    OpDef {
        name: "llvm.intr.vp.store",
        operands: &[any_one("val"), one("ptr", ANY_POINTER), any_one("mask"), one("evl", I32)],
        ..OpDef::DEFAULT
    },
    OpDef { name: "llvm.intr.vp.sub", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.trunc", ..VP_CAST },
    OpDef { name: "llvm.intr.vp.udiv", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.uitofp", ..VP_CAST },
    OpDef { name: "llvm.intr.vp.umax", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.umin", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.urem", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.xor", ..VP_BINARY },
    OpDef { name: "llvm.intr.vp.zext", ..VP_CAST },
    OpDef {
        name: "llvm.intr.vscale",
        results: &[any_one("res")],
        ..OpDef::DEFAULT
    },
];
