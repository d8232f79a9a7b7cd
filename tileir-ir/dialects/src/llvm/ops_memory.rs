//! The LLVM dialect's memory ops: `load`, `store` (volatile, atomic with a
//! sync scope, invariant, nontemporal), `getelementptr` (dynamic and
//! constant indices, no-wrap flags), `alloca`, `atomicrmw`, `cmpxchg` and
//! `fence`.

use super::attrs::*;
use super::effects;
use super::types::*;
use crate::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::AttrData;
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{
    AttrDecl, AttrDefault, AttrKind, CustomDirective, Interfaces, OpDef, Traits, TypeRelation,
};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::format::{dense_array, dense_array_values, CustomArg};
use tileir_ir::ids::OpId;

/// `GEPOp::kDynamicIndex`: a raw constant index standing for the next
/// dynamic index.
pub const DYNAMIC_INDEX: i64 = i32::MIN as i64;

const ALIAS_ATTRS: [AttrDecl; 4] = super::metadata::ALIAS_ANALYSIS_ATTRS;

const DEREFERENCEABLE: AttrDecl = AttrDecl::optional(
    "dereferenceable",
    "LLVM dereferenceable attribute",
    AttrKind::Dialect("llvm.dereferenceable"),
);

static LOAD_ATTRS: [AttrDecl; 12] = [
    ALIGNMENT_ATTR,
    VOLATILE_ATTR,
    AttrDecl::optional("nontemporal", "unit attribute", AttrKind::Unit),
    AttrDecl::optional("invariant", "unit attribute", AttrKind::Unit),
    AttrDecl::optional("invariantGroup", "unit attribute", AttrKind::Unit),
    ORDERING_DEFAULT_ATTR,
    SYNCSCOPE_ATTR,
    DEREFERENCEABLE,
    ALIAS_ATTRS[0],
    ALIAS_ATTRS[1],
    ALIAS_ATTRS[2],
    ALIAS_ATTRS[3],
];

static STORE_ATTRS: [AttrDecl; 10] = [
    ALIGNMENT_ATTR,
    VOLATILE_ATTR,
    AttrDecl::optional("nontemporal", "unit attribute", AttrKind::Unit),
    AttrDecl::optional("invariantGroup", "unit attribute", AttrKind::Unit),
    ORDERING_DEFAULT_ATTR,
    SYNCSCOPE_ATTR,
    ALIAS_ATTRS[0],
    ALIAS_ATTRS[1],
    ALIAS_ATTRS[2],
    ALIAS_ATTRS[3],
];

static RMW_ATTRS: [AttrDecl; 9] = [
    AttrDecl::new(
        "bin_op",
        "llvm.atomicrmw binary operations",
        AttrKind::Enum(&ATOMIC_BIN_OP),
    ),
    ORDERING_ATTR,
    SYNCSCOPE_ATTR,
    ALIGNMENT_ATTR,
    VOLATILE_ATTR,
    ALIAS_ATTRS[0],
    ALIAS_ATTRS[1],
    ALIAS_ATTRS[2],
    ALIAS_ATTRS[3],
];

static CMPXCHG_ATTRS: [AttrDecl; 10] = [
    ORDERING_ATTR.named("success_ordering"),
    ORDERING_ATTR.named("failure_ordering"),
    SYNCSCOPE_ATTR,
    ALIGNMENT_ATTR,
    AttrDecl::optional("weak", "unit attribute", AttrKind::Unit),
    VOLATILE_ATTR,
    ALIAS_ATTRS[0],
    ALIAS_ATTRS[1],
    ALIAS_ATTRS[2],
    ALIAS_ATTRS[3],
];

const LOAD: &str = "(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? (`dereferenceable` `` $dereferenceable^)? attr-dict `:` qualified(type($addr)) `->` type($res)";
const STORE: &str = "(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` qualified(type($addr))";
const RMW: &str = "(`volatile` $volatile_^)? $bin_op $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` qualified(type($ptr)) `,` type($val)";
const CMPXCHG: &str = "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering attr-dict `:` qualified(type($ptr)) `,` type($val)";
const GEP: &str = "($noWrapFlags^)? $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict `:` functional-type(operands, results) `,` $elem_type";

/// The struct `{val, i1}` of a `cmpxchg` (`getValAndBoolStructType`).
fn val_and_bool(ctx: &tileir_ir::Context, t: tileir_ir::types::Type) -> tileir_ir::types::Type {
    literal_struct(ctx, &[t, ctx.int_type(1)], false)
}

// ----- custom<GEPIndices> -----

fn parse_gep_indices(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let mut operands = Vec::new();
    let mut raw = Vec::new();
    if !p.peek_punct("]") {
        loop {
            let pos = p.current_pos();
            if let Some(v) = p.parse_optional_integer()? {
                let v = i32::try_from(v).map_err(|_| p.error_at(pos, "integer value too large"))?;
                raw.push(v as i64);
            } else {
                operands.push(p.parse_operand()?);
                raw.push(DYNAMIC_INDEX);
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
    }
    args[0] = CustomArg::Operands(operands);
    args[1] = CustomArg::Attr(Some(dense_array(p.context(), 32, &raw)));
    Ok(())
}

fn print_gep_indices(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    let (CustomArg::Values(values), CustomArg::Attr(Some(raw))) = (&args[0], &args[1]) else {
        return;
    };
    let raw = dense_array_values(p.context(), *raw).unwrap_or_default();
    let mut dynamic = values.iter();
    for (i, v) in raw.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if *v == DYNAMIC_INDEX {
            if let Some(&d) = dynamic.next() {
                p.print_operand(d);
            }
        } else {
            p.write_str(&v.to_string());
        }
    }
}

pub static DIRECTIVES: &[CustomDirective] = &[CustomDirective {
    name: "GEPIndices",
    parse: parse_gep_indices,
    print: print_gep_indices,
}];

// ----- alloca -----

/// `AllocaOp::parse`: `inalloca? %n x type attr-dict : (i64) -> !llvm.ptr`.
fn parse_alloca(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    if p.parse_optional_keyword("inalloca") {
        let u = p.context().unit_attr();
        state.attributes.push(named(p.context(), "inalloca", u));
    }
    let size = p.parse_operand()?;
    p.parse_keyword("x")?;
    let elem = p.parse_type()?;
    let ta = p.context().type_attr(elem);
    state.attributes.push(named(p.context(), "elem_type", ta));
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(":")?;
    let pos = p.current_pos();
    let ft = p.parse_type()?;
    let (inputs, results) = match p.context().type_data(ft) {
        tileir_ir::types::TypeData::Function { inputs, results } => {
            (inputs.to_vec(), results.to_vec())
        }
        _ => return Err(p.error_at(pos, "expected trailing function type")),
    };
    if inputs.len() != 1 || results.len() != 1 {
        return Err(p.error_at(
            pos,
            "expected trailing function type with one argument and one result",
        ));
    }
    let v = p.resolve_operand(&size, inputs[0])?;
    state.operands.push(v);
    state.result_types.push(results[0]);
    Ok(())
}

fn print_alloca(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    if helpers::find_attr(ctx, &attrs, "inalloca").is_some() {
        p.write_str(" inalloca");
    }
    p.write_str(" ");
    let size = p.body().operand(op, 0);
    p.print_operand(size);
    p.write_str(" x ");
    if let Some(t) = helpers::find_attr(p.context(), &attrs, "elem_type") {
        if let AttrData::Type(t) = p.context().attr_data(t) {
            let t = *t;
            p.print_type(t);
        }
    }
    let zero_align = helpers::find_attr(p.context(), &attrs, "alignment").is_none_or(
        |a| matches!(p.context().attr_data(a), AttrData::Integer { value, .. } if value.get() == 0),
    );
    let mut elided = vec!["elem_type", "inalloca"];
    if zero_align {
        elided.push("alignment");
    }
    p.print_optional_attr_dict(&attrs, &elided);
    p.write_str(" : ");
    let body = p.body();
    let ft = p.context().function_type(
        &[body.value_type(size)],
        &[body.value_type(body.result(op, 0))],
    );
    p.print_type(ft);
}

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "llvm.load",
        operands: &[one("addr", ANY_POINTER)],
        results: &[one("res", LLVM_TYPE)],
        attributes: &LOAD_ATTRS,
        format: Some(LOAD),
        interfaces: Interfaces {
            memory_effects: effects::LOAD,
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.store",
        operands: &[one("value", LLVM_TYPE), one("addr", ANY_POINTER)],
        attributes: &STORE_ATTRS,
        format: Some(STORE),
        interfaces: Interfaces {
            memory_effects: effects::STORE,
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.getelementptr",
        traits: Traits::PURE,
        operands: &[
            one("base", PTR_OR_PTR_VECTOR),
            many("dynamicIndices", INT_OR_INT_VECTOR),
        ],
        results: &[one("res", PTR_OR_PTR_VECTOR)],
        attributes: &[
            AttrDecl::new(
                "rawConstantIndices",
                "i32 dense array attribute",
                AttrKind::DenseI32Array,
            ),
            AttrDecl::new("elem_type", "any type attribute", AttrKind::TypeAttr),
            AttrDecl::with_default(
                "noWrapFlags",
                "",
                AttrKind::Enum(&GEP_NO_WRAP),
                AttrDefault::Enum(0),
            ),
        ],
        format: Some(GEP),
        verify: Some(super::verify::verify_gep),
        interfaces: Interfaces {
            fold_updating: Some(super::fold::fold_gep),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.alloca",
        operands: &[one("arraySize", SIGNLESS_INTEGER)],
        results: &[one("res", ANY_POINTER)],
        attributes: &[
            ALIGNMENT_ATTR,
            AttrDecl::new("elem_type", "any type attribute", AttrKind::TypeAttr),
            AttrDecl::optional("inalloca", "unit attribute", AttrKind::Unit),
        ],
        parse: Some(parse_alloca),
        print: Some(print_alloca),
        interfaces: Interfaces {
            memory_effects: effects::ALLOCA,
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.atomicrmw",
        operands: &[one("ptr", ANY_POINTER), one("val", ATOMIC_RMW_TYPE)],
        results: &[one("res", ATOMIC_RMW_TYPE)],
        attributes: &RMW_ATTRS,
        type_relations: &[TypeRelation::same("val", "res")],
        format: Some(RMW),
        interfaces: Interfaces {
            memory_effects: effects::READ_WRITE_PTR,
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.cmpxchg",
        operands: &[
            one("ptr", ANY_POINTER),
            one("cmp", CMPXCHG_TYPE),
            one("val", CMPXCHG_TYPE),
        ],
        results: &[one("res", ANY_STRUCT)],
        attributes: &CMPXCHG_ATTRS,
        type_relations: &[
            TypeRelation::same("val", "cmp"),
            TypeRelation {
                from: "val",
                to: "res",
                transform: Some(val_and_bool),
            },
        ],
        format: Some(CMPXCHG),
        interfaces: Interfaces {
            memory_effects: effects::READ_WRITE_PTR,
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.fence",
        attributes: &[ORDERING_ATTR, SYNCSCOPE_ATTR],
        format: Some("(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict"),
        ..OpDef::DEFAULT
    },
];
