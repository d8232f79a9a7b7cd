//! The `math` dialect (`mlir/include/mlir/Dialect/Math/IR/MathOps.td`): its
//! ops here, their folders in [`fold`].

mod fold;

use super::common::*;
use tileir_ir::dialect::{
    AttrDecl, AttrDefault, AttrKind, DialectDef, OpDef, Traits, TypeRelation, ValueDecl,
};

const FASTMATH: AttrDecl = AttrDecl::with_default(
    "fastmath",
    "Floating point fast math flags",
    AttrKind::Dialect("arith.fastmath"),
    AttrDefault::Enum(0),
);
const EW: Traits = Traits::PURE
    .union(Traits::SAME_OPERANDS_AND_RESULT_TYPE)
    .union(Traits::ELEMENTWISE);

const F_UN: &[ValueDecl] = &[one("operand", FLOAT_LIKE)];
const F_BIN: &[ValueDecl] = &[one("lhs", FLOAT_LIKE), one("rhs", FLOAT_LIKE)];
const F_RES: &[ValueDecl] = &[one("result", FLOAT_LIKE)];
const I_UN: &[ValueDecl] = &[one("operand", SIGNLESS_INTEGER_LIKE)];
const I_BIN: &[ValueDecl] = &[
    one("lhs", SIGNLESS_INTEGER_LIKE),
    one("rhs", SIGNLESS_INTEGER_LIKE),
];
const I_RES: &[ValueDecl] = &[one("result", SIGNLESS_INTEGER_LIKE)];

const fn f_un(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: EW,
        operands: F_UN,
        results: F_RES,
        attributes: &[FASTMATH],
        format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    }
}
const fn f_bin(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: EW,
        operands: F_BIN,
        results: F_RES,
        attributes: &[FASTMATH],
        format: Some("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    }
}
const fn i_un(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: EW,
        operands: I_UN,
        results: I_RES,
        format: Some("$operand attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    }
}
/// `def` with the folder `fold`.
const fn with_fold(mut def: OpDef, fold: tileir_ir::fold::FoldFn) -> OpDef {
    def.interfaces.fold = Some(fold);
    def
}

const BOOL_RES: &[ValueDecl] = &[one("result", BOOL_LIKE)];

const fn f_class(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE.union(Traits::ELEMENTWISE),
        operands: F_UN,
        results: BOOL_RES,
        attributes: &[FASTMATH],
        format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"),
        infer_result_types: Some(infer_i1),
        ..OpDef::DEFAULT
    }
}

fn infer_i1(
    ctx: &tileir_ir::Context,
    ops: &[tileir_ir::Type],
    _: &[tileir_ir::NamedAttr],
) -> Option<smallvec::SmallVec<[tileir_ir::Type; 2]>> {
    Some(smallvec::smallvec![with_element(
        ctx,
        *ops.first()?,
        ctx.int_type(1)
    )])
}

static OPS: &[OpDef] = &[
    with_fold(f_un("math.absf"), fold::absf),
    with_fold(i_un("math.absi"), fold::absi),
    with_fold(f_un("math.acos"), fold::acos),
    with_fold(f_un("math.acosh"), fold::poison_only),
    with_fold(f_un("math.asin"), fold::asin),
    with_fold(f_un("math.asinh"), fold::poison_only),
    with_fold(f_un("math.atan"), fold::atan),
    with_fold(f_bin("math.atan2"), fold::atan2),
    with_fold(f_un("math.atanh"), fold::poison_only),
    f_un("math.cbrt"),
    with_fold(f_un("math.ceil"), fold::ceil),
    with_fold(f_bin("math.copysign"), fold::copysign),
    OpDef {
        name: "math.clampf",
        traits: EW,
        operands: &[one("value", FLOAT_LIKE), one("min", FLOAT_LIKE), one("max", FLOAT_LIKE)],
        results: F_RES,
        attributes: &[FASTMATH],
        format: Some(
            "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        ),
        ..OpDef::DEFAULT
    },
    with_fold(f_un("math.cos"), fold::cos),
    with_fold(f_un("math.cosh"), fold::cosh),
    with_fold(i_un("math.ctlz"), fold::ctlz),
    with_fold(i_un("math.ctpop"), fold::ctpop),
    with_fold(i_un("math.cttz"), fold::cttz),
    with_fold(f_un("math.erf"), fold::poison_only),
    with_fold(f_un("math.erfc"), fold::poison_only),
    with_fold(f_un("math.exp"), fold::exp),
    with_fold(f_un("math.exp2"), fold::exp2),
    with_fold(f_un("math.expm1"), fold::expm1),
    with_fold(f_un("math.floor"), fold::floor),
    OpDef {
        name: "math.fma",
        traits: EW,
        operands: &[
            one("a", FLOAT_LIKE),
            one("b", FLOAT_LIKE),
            one("c", FLOAT_LIKE),
        ],
        results: F_RES,
        attributes: &[FASTMATH],
        format: Some("$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "math.fpowi",
        traits: Traits::PURE.union(Traits::ELEMENTWISE),
        operands: &[one("lhs", FLOAT_LIKE), one("rhs", SIGNLESS_INTEGER_LIKE)],
        results: F_RES,
        attributes: &[FASTMATH],
        format: Some(
            "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
        ),
        type_relations: &[TypeRelation::same("lhs", "result")],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "math.ipowi",
        traits: EW,
        operands: I_BIN,
        results: I_RES,
        format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
        interfaces: tileir_ir::dialect::Interfaces {
            fold: Some(fold::ipowi),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    with_fold(f_class("math.isfinite"), fold::isfinite),
    with_fold(f_class("math.isinf"), fold::isinf),
    with_fold(f_class("math.isnan"), fold::isnan),
    with_fold(f_class("math.isnormal"), fold::isnormal),
    with_fold(f_un("math.log"), fold::log),
    with_fold(f_un("math.log10"), fold::log10),
    with_fold(f_un("math.log1p"), fold::log1p),
    with_fold(f_un("math.log2"), fold::log2),
    with_fold(f_bin("math.powf"), fold::powf),
    with_fold(f_un("math.round"), fold::round),
    with_fold(f_un("math.roundeven"), fold::roundeven),
    f_un("math.rsqrt"),
    with_fold(f_un("math.sin"), fold::sin),
    OpDef {
        name: "math.sincos",
        traits: Traits::PURE.union(Traits::ELEMENTWISE),
        operands: F_UN,
        results: &[one("sin", FLOAT_LIKE), one("cos", FLOAT_LIKE)],
        attributes: &[FASTMATH],
        format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"),
        type_relations: &[TypeRelation::same("operand", "sin"), TypeRelation::same("operand", "cos")],
        result_names: Some(super::ods_result_names),
        ..OpDef::DEFAULT
    },
    with_fold(f_un("math.sinh"), fold::sinh),
    with_fold(f_un("math.sqrt"), fold::sqrt),
    with_fold(f_un("math.tan"), fold::tan),
    with_fold(f_un("math.tanh"), fold::tanh),
    with_fold(f_un("math.trunc"), fold::trunc),
];

/// The dialect's inliner interface: every op may be inlined.
static INLINER: tileir_ir::call::DialectInliner = inline_ops(false);

pub static DIALECT: DialectDef = DialectDef {
    inliner: Some(&INLINER),
    name: "math",
    ops: OPS,
    // `MathDialect::materializeConstant`: arith constants.
    materialize_constant: Some(super::arith::materialize_constant),
    ..DialectDef::DEFAULT
};
