//! The LLVM dialect's arithmetic: integer and float binary ops (with their
//! overflow, `exact`, `disjoint` and fastmath flags), `fneg`, the
//! comparisons `icmp`/`fcmp` (hand-written syntax with a quoted
//! predicate, as `LLVMDialect.cpp` has it), the casts, `select` and
//! `freeze`.

use super::attrs::*;
use super::fold::folding;
use super::types::*;
use crate::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{AttrDecl, AttrKind, EnumDef, Interfaces, OpDef, Traits};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::format::{enum_attr, enum_value};
use tileir_ir::ids::OpId;
use tileir_ir::speculation::{Speculatability, Speculation};
use tileir_ir::types::{Type, TypeData};

const SAME: Traits = Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(Traits::PURE);

const INT_FLAGS: &str =
    "$lhs `,` $rhs (`overflow` `<` $overflowFlags^ `>`)? attr-dict `:` type($res)";
const EXACT: &str = "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)";
const DISJOINT: &str = "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)";
const PLAIN: &str = "$lhs `,` $rhs attr-dict `:` type($res)";

const EXACT_ATTR: AttrDecl = AttrDecl::optional("isExact", "unit attribute", AttrKind::Unit);
const DISJOINT_ATTR: AttrDecl = AttrDecl::optional("isDisjoint", "unit attribute", AttrKind::Unit);

const INT_VALUES: &[tileir_ir::dialect::ValueDecl] = &[
    one("lhs", SIGNLESS_INT_OR_VECTOR),
    one("rhs", SIGNLESS_INT_OR_VECTOR),
];
const INT_RESULT: &[tileir_ir::dialect::ValueDecl] = &[one("res", SIGNLESS_INT_OR_VECTOR)];
const FLOAT_VALUES: &[tileir_ir::dialect::ValueDecl] = &[
    one("lhs", FLOAT_OR_FLOAT_VECTOR),
    one("rhs", FLOAT_OR_FLOAT_VECTOR),
];
const FLOAT_RESULT: &[tileir_ir::dialect::ValueDecl] = &[one("res", FLOAT_OR_FLOAT_VECTOR)];

const fn int_op(
    name: &'static str,
    traits: Traits,
    attributes: &'static [AttrDecl],
    format: &'static str,
) -> OpDef {
    OpDef {
        name,
        traits: SAME.union(traits),
        operands: INT_VALUES,
        results: INT_RESULT,
        attributes,
        format: Some(format),
        ..OpDef::DEFAULT
    }
}

/// A division: free of memory effects (an unused one is dead, as
/// mlir-opt 22's CSE and canonicalize treat it) but never hoisted, since it
/// may trap.
const fn with_trapping_speculation(mut def: OpDef) -> OpDef {
    def.interfaces.speculation = Speculation::Computed(|_| Speculatability::NotSpeculatable);
    def
}

const fn float_op(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: SAME,
        operands: FLOAT_VALUES,
        results: FLOAT_RESULT,
        attributes: &[FASTMATH_ATTR],
        format: Some(PLAIN),
        ..OpDef::DEFAULT
    }
}

const CAST: &str = "$arg attr-dict `:` type($arg) `to` type($res)";
const NNEG_CAST: &str = "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)";
const OVERFLOW_CAST: &str =
    "$arg (`overflow` `<` $overflowFlags^ `>`)? attr-dict `:` type($arg) `to` type($res)";
const DEREF_CAST: &str =
    "$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` type($arg) `to` type($res)";
const NNEG_ATTR: AttrDecl = AttrDecl::optional("nonNeg", "unit attribute", AttrKind::Unit);

macro_rules! casts {
    ($( $name:literal, $from:expr, $to:expr, $attrs:expr, $fmt:expr; )*) => {
        [$(
            OpDef {
                operands: &[one("arg", $from)],
                results: &[one("res", $to)],
                name: $name,
                traits: Traits::PURE,
                attributes: $attrs,
                format: Some($fmt),
                ..OpDef::DEFAULT
            },
        )*]
    };
}

static CASTS: [OpDef; 13] = {
    use super::fold::{fold_chainable_cast, fold_zext};
    let mut casts = casts![
    "llvm.bitcast", NON_AGGREGATE, NON_AGGREGATE, &[], CAST;
    "llvm.addrspacecast", PTR_OR_PTR_VECTOR, PTR_OR_PTR_VECTOR, &[], CAST;
    "llvm.inttoptr", SIGNLESS_INT_OR_VECTOR, PTR_OR_PTR_VECTOR,
        &[AttrDecl::optional("dereferenceable", "", AttrKind::Dialect("llvm.dereferenceable"))], DEREF_CAST;
    "llvm.ptrtoint", PTR_OR_PTR_VECTOR, SIGNLESS_INT_OR_VECTOR, &[], CAST;
    "llvm.sext", SIGNLESS_INT_OR_VECTOR, SIGNLESS_INT_OR_VECTOR, &[], CAST;
    "llvm.zext", SIGNLESS_INT_OR_VECTOR, SIGNLESS_INT_OR_VECTOR, &[NNEG_ATTR], NNEG_CAST;
    "llvm.trunc", SIGNLESS_INT_OR_VECTOR, SIGNLESS_INT_OR_VECTOR, &[OVERFLOW_ATTR], OVERFLOW_CAST;
    "llvm.sitofp", SIGNLESS_INT_OR_VECTOR, FLOAT_OR_FLOAT_VECTOR, &[], CAST;
    "llvm.uitofp", SIGNLESS_INT_OR_VECTOR, FLOAT_OR_FLOAT_VECTOR, &[NNEG_ATTR], NNEG_CAST;
    "llvm.fptosi", FLOAT_OR_FLOAT_VECTOR, SIGNLESS_INT_OR_VECTOR, &[], CAST;
    "llvm.fptoui", FLOAT_OR_FLOAT_VECTOR, SIGNLESS_INT_OR_VECTOR, &[], CAST;
    "llvm.fpext", FLOAT_OR_FLOAT_VECTOR, FLOAT_OR_FLOAT_VECTOR, &[], CAST;
    "llvm.fptrunc", FLOAT_OR_FLOAT_VECTOR, FLOAT_OR_FLOAT_VECTOR, &[], CAST;
    ];
    // bitcast, addrspacecast and zext have folders upstream.
    casts[0].interfaces.fold_updating = Some(fold_chainable_cast);
    casts[1].interfaces.fold_updating = Some(fold_chainable_cast);
    casts[5] = folding(casts[5], fold_zext);
    casts
};

// ----- icmp / fcmp -----

const PREDICATE_ICMP: AttrDecl = AttrDecl::new(
    "predicate",
    "llvm.icmp comparison predicate",
    AttrKind::Enum(&ICMP_PREDICATE),
);
const PREDICATE_FCMP: AttrDecl = AttrDecl::new(
    "predicate",
    "llvm.fcmp comparison predicate",
    AttrKind::Enum(&FCMP_PREDICATE),
);

/// `i1`, or a vector of `i1` of `t`'s shape (`getI1SameShape`).
fn i1_same_shape(ctx: &tileir_ir::Context, t: Type) -> Type {
    let i1 = ctx.int_type(1);
    match ctx.type_data(t).clone() {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape,
            scalable,
            element: i1,
        }),
        _ => i1,
    }
}

/// `parseCmpOp`: `"pred" %lhs, %rhs attr-dict : type`.
fn parse_cmp(p: &mut dyn AsmParser, state: &mut OperationState, def: &EnumDef) -> ParseResult<()> {
    let pos = p.current_pos();
    let Some(bytes) = p.parse_optional_string()? else {
        return Err(p.error("expected attribute value"));
    };
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    let Some(v) = def.case_value(&text) else {
        return Err(p.error_at(
            pos,
            &format!("'{text}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    let ctx = p.context();
    let a = enum_attr(ctx, def, v);
    state.attributes.push(named(ctx, "predicate", a));
    let l = p.resolve_operand(&lhs, ty)?;
    let r = p.resolve_operand(&rhs, ty)?;
    state.operands.extend([l, r]);
    state.result_types.push(i1_same_shape(p.context(), ty));
    if let Some(def) = p.context().op_def(state.name) {
        def.materialize_defaults(p.context(), &mut state.attributes);
    }
    Ok(())
}

fn print_cmp(p: &mut dyn AsmPrinter, op: OpId, def: &EnumDef) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let pred = helpers::find_attr(ctx, &attrs, "predicate")
        .and_then(|a| enum_value(ctx, a))
        .and_then(|v| def.case_name(v))
        .unwrap_or("");
    p.write_str(&format!(" \"{pred}\" "));
    let body = p.body();
    let (l, r) = (body.operand(op, 0), body.operand(op, 1));
    let ty = body.value_type(l);
    p.print_operand(l);
    p.write_str(", ");
    p.print_operand(r);
    let mut elided = vec!["predicate"];
    let fmf = helpers::find_attr(p.context(), &attrs, "fastmathFlags");
    if fmf.is_some() && fmf == FASTMATH_ATTR.default_attr(p.context()) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(&attrs, &elided);
    p.write_str(" : ");
    p.print_type(ty);
}

fn parse_icmp(p: &mut dyn AsmParser, s: &mut OperationState) -> ParseResult<()> {
    parse_cmp(p, s, &ICMP_PREDICATE)
}
fn print_icmp(p: &mut dyn AsmPrinter, op: OpId) {
    print_cmp(p, op, &ICMP_PREDICATE)
}
fn parse_fcmp(p: &mut dyn AsmParser, s: &mut OperationState) -> ParseResult<()> {
    parse_cmp(p, s, &FCMP_PREDICATE)
}
fn print_fcmp(p: &mut dyn AsmPrinter, op: OpId) {
    print_cmp(p, op, &FCMP_PREDICATE)
}

pub static OPS: &[OpDef] = &[
    int_op("llvm.add", Traits::COMMUTATIVE, &[OVERFLOW_ATTR], INT_FLAGS),
    int_op("llvm.sub", Traits::NONE, &[OVERFLOW_ATTR], INT_FLAGS),
    int_op("llvm.mul", Traits::COMMUTATIVE, &[OVERFLOW_ATTR], INT_FLAGS),
    folding(
        int_op("llvm.shl", Traits::NONE, &[OVERFLOW_ATTR], INT_FLAGS),
        super::fold::fold_shl,
    ),
    with_trapping_speculation(int_op("llvm.udiv", Traits::NONE, &[EXACT_ATTR], EXACT)),
    with_trapping_speculation(int_op("llvm.sdiv", Traits::NONE, &[EXACT_ATTR], EXACT)),
    int_op("llvm.lshr", Traits::NONE, &[EXACT_ATTR], EXACT),
    int_op("llvm.ashr", Traits::NONE, &[EXACT_ATTR], EXACT),
    folding(
        int_op("llvm.or", Traits::NONE, &[DISJOINT_ATTR], DISJOINT),
        super::fold::fold_or,
    ),
    int_op("llvm.urem", Traits::NONE, &[], PLAIN),
    int_op("llvm.srem", Traits::NONE, &[], PLAIN),
    int_op("llvm.and", Traits::NONE, &[], PLAIN),
    int_op("llvm.xor", Traits::NONE, &[], PLAIN),
    float_op("llvm.fadd"),
    float_op("llvm.fsub"),
    float_op("llvm.fmul"),
    float_op("llvm.fdiv"),
    float_op("llvm.frem"),
    OpDef {
        name: "llvm.fneg",
        traits: SAME,
        operands: &[one("operand", FLOAT_OR_FLOAT_VECTOR)],
        results: FLOAT_RESULT,
        attributes: &[FASTMATH_ATTR],
        format: Some("$operand attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.icmp",
        traits: Traits::PURE.union(Traits::SAME_TYPE_OPERANDS),
        operands: &[one("lhs", INT_OR_PTR_LIKE), one("rhs", INT_OR_PTR_LIKE)],
        results: &[one("res", I1_OR_I1_VECTOR)],
        attributes: &[PREDICATE_ICMP],
        parse: Some(parse_icmp),
        print: Some(print_icmp),
        interfaces: Interfaces {
            fold_updating: Some(super::fold::fold_icmp),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.fcmp",
        traits: Traits::PURE.union(Traits::SAME_TYPE_OPERANDS),
        operands: &[
            one("lhs", FLOAT_OR_FLOAT_VECTOR),
            one("rhs", FLOAT_OR_FLOAT_VECTOR),
        ],
        results: &[one("res", I1_OR_I1_VECTOR)],
        attributes: &[PREDICATE_FCMP, FASTMATH_ATTR],
        parse: Some(parse_fcmp),
        print: Some(print_fcmp),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.select",
        traits: Traits::PURE,
        operands: &[
            one("condition", I1_OR_I1_VECTOR),
            one("trueValue", LLVM_TYPE),
            one("falseValue", LLVM_TYPE),
        ],
        results: &[one("res", LLVM_TYPE)],
        attributes: &[FASTMATH_ATTR],
        type_relations: &[
            tileir_ir::dialect::TypeRelation::same("res", "trueValue"),
            tileir_ir::dialect::TypeRelation::same("res", "falseValue"),
        ],
        predicates: &[tileir_ir::dialect::TypePredicate::AllTypesMatch(&[
            "trueValue",
            "falseValue",
            "res",
        ])],
        format: Some("$condition `,` $trueValue `,` $falseValue attr-dict `:` type($condition) `,` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.freeze",
        traits: SAME,
        operands: &[one("val", LLVM_TYPE)],
        results: &[one("res", LLVM_TYPE)],
        format: Some("$val attr-dict `:` type($val)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.va_arg",
        operands: &[one("arg", ANY_POINTER)],
        results: &[one("res", LLVM_TYPE)],
        format: Some("$arg attr-dict `:` functional-type($arg, $res)"),
        ..OpDef::DEFAULT
    },
];

/// The casts, a table of their own (see [`CASTS`]).
pub static CAST_OPS: &[OpDef] = &CASTS;
