//! The LLVM dialect's remaining module-level and auxiliary ops:
//! `llvm.mlir.global_ctors`/`global_dtors`, `llvm.linker_options`,
//! `llvm.module_flags`, `llvm.mlir.none`, `llvm.dso_local_equivalent`,
//! `llvm.blockaddress`, `llvm.blocktag`, `llvm.call_intrinsic` and `llvm.indirectbr` (the last
//! two hand-written, as in `LLVMDialect.cpp`).

use super::attrs::FASTMATH_ATTR;
use super::types::{ANY_POINTER, LLVM_TYPE, TOKEN_TYPE};
use crate::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::NamedAttr;
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{AttrDecl, AttrDefault, AttrKind, OpDef, Traits};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::format::{dense_array, dense_array_values};
use tileir_ir::ids::{OpId, Value};
use tileir_ir::types::Type;

// ----- llvm.call_intrinsic -----

/// `CallIntrinsicOp::parse` (without operand bundles):
/// `"llvm.name"(%a, %b) attr-dict : (types) -> results`.
fn parse_call_intrinsic(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let Some(name) = p.parse_optional_string()? else {
        return Err(p.error("expected string"));
    };
    let ctx = p.context();
    let s = ctx.string_attr(&String::from_utf8_lossy(&name));
    state.attributes.push(named(ctx, "intrin", s));
    p.parse_punct("(")?;
    let mut operands = Vec::new();
    if !p.parse_optional_punct(")") {
        loop {
            operands.push(p.parse_operand()?);
            if p.parse_optional_punct(")") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(":")?;
    let sig = helpers::parse_function_signature(p, false)?;
    if sig.arg_types.len() != operands.len() {
        return Err(p.error("expected as many argument types as operands"));
    }
    for (o, &t) in operands.iter().zip(&sig.arg_types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.extend(sig.results);
    let ctx = p.context();
    let seg = dense_array(ctx, 32, &[operands.len() as i64, 0]);
    state
        .attributes
        .push(named(ctx, "operandSegmentSizes", seg));
    if let Some(def) = ctx.op_def(state.name) {
        def.materialize_defaults(ctx, &mut state.attributes);
    }
    Ok(())
}

fn print_call_intrinsic(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let name = helpers::find_attr(ctx, &attrs, "intrin")
        .and_then(|a| ctx.string_value(a))
        .unwrap_or_default();
    p.write_str(" ");
    p.print_string(name.as_bytes());
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let types: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
    let results: Vec<Type> = (0..body.num_results(op))
        .map(|i| body.value_type(body.result(op, i)))
        .collect();
    p.write_str("(");
    p.print_operands(&operands);
    p.write_str(")");
    let mut elided = vec![
        "intrin",
        "operandSegmentSizes",
        "op_bundle_sizes",
        "op_bundle_tags",
        "arg_attrs",
        "res_attrs",
    ];
    let fmf = helpers::find_attr(p.context(), &attrs, "fastmathFlags");
    if fmf.is_none() || fmf == FASTMATH_ATTR.default_attr(p.context()) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(&attrs, &elided);
    p.write_str(" : ");
    helpers::print_function_signature(p, None, &types, None, &[], None, false);
    p.write_str(" -> ");
    if results.is_empty() {
        p.write_str("()");
    } else {
        let none: Vec<Vec<NamedAttr>> = vec![Vec::new(); results.len()];
        helpers::print_result_list(p, &results, &none);
    }
}

// ----- llvm.indirectbr -----

/// `%addr : type, [\n ^bb(%a : t),\n ^bb2\n]`.
fn parse_indirectbr(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let addr = p.parse_operand()?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    let a = p.resolve_operand(&addr, ty)?;
    state.operands.push(a);
    p.parse_punct(",")?;
    p.parse_punct("[")?;
    let mut segments = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            let block = p.parse_successor()?;
            let mut values = Vec::new();
            if p.parse_optional_punct("(") {
                let mut ops = Vec::new();
                loop {
                    ops.push(p.parse_operand()?);
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                }
                p.parse_punct(":")?;
                let mut types = Vec::new();
                loop {
                    types.push(p.parse_type()?);
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                }
                p.parse_punct(")")?;
                if ops.len() != types.len() {
                    return Err(p.error(&format!(
                        "{} operands present, but expected {}",
                        ops.len(),
                        types.len()
                    )));
                }
                for (o, &t) in ops.iter().zip(&types) {
                    values.push(p.resolve_operand(o, t)?);
                }
            }
            segments.push(values.len() as i64);
            state.operands.extend(values);
            state.successors.push(block);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    let ctx = p.context();
    let seg = dense_array(ctx, 32, &segments);
    state
        .attributes
        .push(named(ctx, "indbr_operand_segments", seg));
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_indirectbr(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let succs = body.successors(op).to_vec();
    let segs = helpers::find_attr(p.context(), &attrs, "indbr_operand_segments")
        .and_then(|a| dense_array_values(p.context(), a))
        .unwrap_or_default();
    let Some(&addr) = operands.first() else {
        return;
    };
    p.write_str(" ");
    p.print_operand(addr);
    p.write_str(" : ");
    let t = p.body().value_type(addr);
    p.print_type(t);
    p.write_str(", [");
    p.print_newline();
    let mut next = 1;
    for (i, &b) in succs.iter().enumerate() {
        if i > 0 {
            p.write_str(",");
            p.print_newline();
        }
        let n = segs.get(i).copied().unwrap_or(0) as usize;
        let values = operands.get(next..next + n).unwrap_or(&[]).to_vec();
        next += n;
        p.print_successor(b);
        if !values.is_empty() {
            p.write_str("(");
            p.print_operands(&values);
            p.write_str(" : ");
            for (j, &v) in values.iter().enumerate() {
                if j > 0 {
                    p.write_str(", ");
                }
                let t = p.body().value_type(v);
                p.print_type(t);
            }
            p.write_str(")");
        }
    }
    p.print_newline();
    p.write_str("]");
    p.print_optional_attr_dict(&attrs, &["indbr_operand_segments"]);
}

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "llvm.mlir.global_ctors",
        attributes: &[
            AttrDecl::new("ctors", "flat symbol ref array attribute", AttrKind::Array),
            AttrDecl::new(
                "priorities",
                "32-bit integer array attribute",
                AttrKind::Array,
            ),
            AttrDecl::new("data", "array attribute", AttrKind::Array),
        ],
        format: Some(
            "`ctors` `=` $ctors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.mlir.global_dtors",
        attributes: &[
            AttrDecl::new("dtors", "flat symbol ref array attribute", AttrKind::Array),
            AttrDecl::new(
                "priorities",
                "32-bit integer array attribute",
                AttrKind::Array,
            ),
            AttrDecl::new("data", "array attribute", AttrKind::Array),
        ],
        format: Some(
            "`dtors` `=` $dtors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.linker_options",
        attributes: &[AttrDecl::new(
            "options",
            "string array attribute",
            AttrKind::Array,
        )],
        format: Some("$options attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.module_flags",
        attributes: &[AttrDecl::new("flags", "array attribute", AttrKind::Array)],
        format: Some("$flags attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.mlir.none",
        summary: "Defines a value containing an empty token to LLVM type.",
        traits: Traits::PURE,
        results: &[one("res", TOKEN_TYPE)],
        format: Some("attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.dso_local_equivalent",
        traits: Traits::PURE,
        results: &[one("res", ANY_POINTER)],
        attributes: &[AttrDecl::new(
            "function_name",
            "flat symbol reference attribute",
            AttrKind::Any,
        )],
        format: Some("$function_name attr-dict `:` qualified(type($res))"),
        verify_symbol_uses: Some(super::verify::verify_dso_local_equivalent_symbol_uses),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.blockaddress",
        traits: Traits::PURE,
        results: &[one("res", ANY_POINTER)],
        attributes: &[AttrDecl::new(
            "block_addr",
            "",
            AttrKind::Dialect("llvm.blockaddress"),
        )],
        format: Some("$block_addr attr-dict `:` qualified(type($res))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.blocktag",
        attributes: &[AttrDecl::new("tag", "", AttrKind::Dialect("llvm.blocktag"))],
        format: Some("$tag attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.call_intrinsic",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[any_many("args"), any_many("op_bundle_operands")],
        results: &[opt("results", LLVM_TYPE)],
        attributes: &[
            AttrDecl::new("intrin", "string attribute", AttrKind::String),
            FASTMATH_ATTR,
            AttrDecl::with_default(
                "op_bundle_sizes",
                "i32 dense array attribute",
                AttrKind::DenseI32Array,
                AttrDefault::EmptyArray,
            ),
            AttrDecl::optional("op_bundle_tags", "array attribute", AttrKind::Array),
            AttrDecl::optional(
                "arg_attrs",
                "Array of dictionary attributes",
                AttrKind::Array,
            ),
            AttrDecl::optional(
                "res_attrs",
                "Array of dictionary attributes",
                AttrKind::Array,
            ),
        ],
        parse: Some(parse_call_intrinsic),
        print: Some(print_call_intrinsic),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.indirectbr",
        traits: Traits::TERMINATOR,
        operands: &[one("addr", ANY_POINTER), any_many("succOperands")],
        attributes: &[AttrDecl::new(
            "indbr_operand_segments",
            "i32 dense array attribute",
            AttrKind::DenseI32Array,
        )],
        successors: None,
        parse: Some(parse_indirectbr),
        print: Some(print_indirectbr),
        ..OpDef::DEFAULT
    },
];
