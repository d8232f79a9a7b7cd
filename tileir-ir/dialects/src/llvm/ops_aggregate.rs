//! The LLVM dialect's aggregate and vector ops (`extractvalue`,
//! `insertvalue`, `extractelement`, `insertelement`, `shufflevector`),
//! with the directives that derive their element and result types, and
//! `inline_asm`.

use super::attrs::*;
use super::types::*;
use crate::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::dialect::{
    AttrDecl, AttrKind, CustomDirective, OpDef, Traits, TypePredicate, TypeRelation,
};
use tileir_ir::format::{dense_array_values, CustomArg};
use tileir_ir::ids::OpId;
use tileir_ir::types::{Type, TypeData};

/// The type at `position` inside an aggregate (`getInsertExtractValueElementType`).
fn element_at(ctx: &tileir_ir::Context, mut t: Type, position: &[i64]) -> Result<Type, String> {
    for &i in position {
        if let Some((n, e)) = array_parts(ctx, t) {
            if i < 0 || i as u64 >= n {
                return Err(format!("position out of bounds: {i}"));
            }
            t = e;
        } else if let Some((_, _, body)) = struct_parts(ctx, t) {
            if i < 0 || i as usize >= body.len() {
                return Err(format!("position out of bounds: {i}"));
            }
            t = body[i as usize];
        } else {
            return Err(format!(
                "expected LLVM IR structure/array type, got: {}",
                type_str(ctx, t)
            ));
        }
    }
    Ok(t)
}

fn one_type(arg: &CustomArg) -> Option<Type> {
    match arg {
        CustomArg::Types(t) => t.first().copied(),
        _ => None,
    }
}

/// `custom<InsertExtractValueElementType>(type($x), ref(type($container)),
/// ref($position))`: nothing written; the type is derived when parsing.
fn parse_value_element_type(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let container = one_type(&args[1]);
    let position = match &args[2] {
        CustomArg::Attr(Some(a)) => dense_array_values(p.context(), *a).unwrap_or_default(),
        _ => Vec::new(),
    };
    let Some(container) = container else {
        return Err(p.error("expected a container type"));
    };
    let t = element_at(p.context(), container, &position).map_err(|m| p.error(&m))?;
    args[0] = CustomArg::Types(vec![t]);
    Ok(())
}

fn print_nothing(_: &mut dyn AsmPrinter, _: OpId, _: &[CustomArg]) {}

/// `custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))`: the
/// result is a vector of the mask's length.
fn parse_shuffle_type(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let Some(v1) = one_type(&args[0]) else {
        return Err(p.error("expected a vector type"));
    };
    let len = match &args[2] {
        CustomArg::Attr(Some(a)) => dense_array_values(p.context(), *a)
            .unwrap_or_default()
            .len(),
        _ => 0,
    };
    let ctx = p.context();
    let TypeData::Vector {
        element, scalable, ..
    } = ctx.type_data(v1).clone()
    else {
        return Err(p.error("expected an LLVM compatible vector type"));
    };
    let t = ctx.intern_type(TypeData::Vector {
        shape: vec![len as i64].into(),
        scalable: vec![scalable.first().copied().unwrap_or(false)].into(),
        element,
    });
    args[1] = CustomArg::Types(vec![t]);
    Ok(())
}

pub static DIRECTIVES: &[CustomDirective] = &[
    CustomDirective {
        name: "InsertExtractValueElementType",
        parse: parse_value_element_type,
        print: print_nothing,
    },
    CustomDirective {
        name: "ShuffleType",
        parse: parse_shuffle_type,
        print: print_nothing,
    },
];

fn vector_element_of(ctx: &tileir_ir::Context, t: Type) -> Type {
    element_type(ctx, t)
}

const POSITION: AttrDecl = AttrDecl::new(
    "position",
    "i64 dense array attribute",
    AttrKind::DenseI64Array,
);

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "llvm.extractvalue",
        traits: Traits::PURE,
        operands: &[one("container", AGGREGATE)],
        results: &[one("res", LLVM_TYPE)],
        attributes: &[POSITION],
        format: Some("$container `` $position attr-dict `:` type($container) custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))"),
        interfaces: tileir_ir::dialect::Interfaces {
            fold_updating: Some(super::fold::fold_extractvalue),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.insertvalue",
        traits: Traits::PURE,
        operands: &[one("container", AGGREGATE), one("value", LLVM_TYPE)],
        results: &[one("res", AGGREGATE)],
        attributes: &[POSITION],
        type_relations: &[TypeRelation::same("container", "res")],
        predicates: &[TypePredicate::AllTypesMatch(&["container", "res"])],
        format: Some("$value `,` $container `` $position attr-dict `:` type($container) custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.extractelement",
        traits: Traits::PURE,
        operands: &[one("vector", ANY_VECTOR), one("position", super::types::ANY_INTEGER)],
        results: &[one("res", LLVM_TYPE)],
        type_relations: &[TypeRelation {
            from: "vector",
            to: "res",
            transform: Some(vector_element_of),
        }],
        format: Some("$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.insertelement",
        traits: Traits::PURE,
        operands: &[
            one("vector", ANY_VECTOR),
            one("value", LLVM_TYPE),
            one("position", super::types::ANY_INTEGER),
        ],
        results: &[one("res", ANY_VECTOR)],
        type_relations: &[
            TypeRelation {
                from: "vector",
                to: "value",
                transform: Some(vector_element_of),
            },
            TypeRelation::same("vector", "res"),
        ],
        format: Some("$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.shufflevector",
        traits: Traits::PURE,
        operands: &[one("v1", ANY_VECTOR), one("v2", ANY_VECTOR)],
        results: &[one("res", ANY_VECTOR)],
        attributes: &[AttrDecl::new(
            "mask",
            "i32 dense array attribute",
            AttrKind::DenseI32Array,
        )],
        type_relations: &[TypeRelation::same("v1", "v2")],
        predicates: &[TypePredicate::AllTypesMatch(&["v1", "v2"])],
        format: Some("$v1 `,` $v2 $mask attr-dict `:` type($v1) custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))"),
        interfaces: tileir_ir::dialect::Interfaces {
            fold: Some(super::fold::fold_shufflevector),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.inline_asm",
        operands: &[many("operands", LLVM_TYPE)],
        results: &[opt("res", LLVM_TYPE)],
        attributes: &[
            AttrDecl::new("asm_string", "string attribute", AttrKind::String),
            AttrDecl::new("constraints", "string attribute", AttrKind::String),
            AttrDecl::optional("has_side_effects", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("is_align_stack", "unit attribute", AttrKind::Unit),
            AttrDecl::with_default(
                "tail_call_kind",
                "Tail Call Kind",
                AttrKind::Dialect("llvm.tailcallkind"),
                tileir_ir::dialect::AttrDefault::Enum(0),
            ),
            AttrDecl::optional("asm_dialect", "ATT (0) or Intel (1) asm dialect", AttrKind::Enum(&ASM_DIALECT)),
            AttrDecl::optional("operand_attrs", "array attribute", AttrKind::Array),
        ],
        format: Some("(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)? (`tail_call_kind` `=` $tail_call_kind^)? (`asm_dialect` `=` $asm_dialect^)? (`operand_attrs` `=` $operand_attrs^)? attr-dict $asm_string `,` $constraints operands `:` functional-type(operands, results)"),
        interfaces: tileir_ir::dialect::Interfaces {
            memory_effects: super::effects::INLINE_ASM,
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
];
