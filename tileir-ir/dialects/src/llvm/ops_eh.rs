//! The LLVM dialect's exception handling: `llvm.invoke` (a call with a
//! normal and an unwind successor) and `llvm.landingpad`, both with
//! hand-written syntax as in `LLVMDialect.cpp`.

use super::attrs::{CCONV, CCONV_ATTR};
use super::types::LLVM_TYPE;
use crate::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult, UnresolvedOperand};
use tileir_ir::attributes::{AttrData, NamedAttr};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{AttrDecl, AttrDefault, AttrKind, OpDef, SuccessorDecl, Traits};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::format::{dense_array, dense_array_values, dialect_attr};
use tileir_ir::ids::{BlockId, OpId, Value};
use tileir_ir::types::{Param, Type};

/// `^bb` or `^bb(%a : t, ...)`, resolved.
fn parse_dest(p: &mut dyn AsmParser) -> ParseResult<(BlockId, Vec<Value>)> {
    let block = p.parse_successor()?;
    let mut values = Vec::new();
    if p.parse_optional_punct("(") {
        let mut ops: Vec<UnresolvedOperand> = Vec::new();
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
        for (o, &t) in ops.iter().zip(&types) {
            values.push(p.resolve_operand(o, t)?);
        }
    }
    Ok((block, values))
}

fn print_dest(p: &mut dyn AsmPrinter, block: BlockId, values: &[Value]) {
    p.print_successor(block);
    if values.is_empty() {
        return;
    }
    p.write_str("(");
    p.print_operands(values);
    p.write_str(" : ");
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let t = p.body().value_type(v);
        p.print_type(t);
    }
    p.write_str(")");
}

/// `InvokeOp::parse` (without operand bundles).
fn parse_invoke(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let mut cconv = 0;
    for &(name, value) in CCONV.cases {
        if p.parse_optional_keyword(name) {
            cconv = value;
            break;
        }
    }
    let ctx = p.context();
    let cc = dialect_attr(ctx, "llvm.cconv", vec![Param::Int(cconv)]);
    state.attributes.push(named(ctx, "CConv", cc));
    let indirect = match p.parse_optional_symbol_name()? {
        Some(s) => {
            let ctx = p.context();
            let r = ctx.intern_attr(AttrData::SymbolRef {
                root: s,
                nested: Box::new([]),
            });
            state.attributes.push(named(ctx, "callee", r));
            None
        }
        None => Some(p.parse_operand()?),
    };
    p.parse_punct("(")?;
    let mut args = Vec::new();
    if !p.parse_optional_punct(")") {
        loop {
            args.push(p.parse_operand()?);
            if p.parse_optional_punct(")") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    p.parse_keyword("to")?;
    let (normal, normal_values) = parse_dest(p)?;
    p.parse_keyword("unwind")?;
    let (unwind, unwind_values) = parse_dest(p)?;
    if p.parse_optional_keyword("vararg") {
        p.parse_punct("(")?;
        let t = p.parse_type()?;
        p.parse_punct(")")?;
        let ta = p.context().type_attr(t);
        state
            .attributes
            .push(named(p.context(), "var_callee_type", ta));
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(":")?;
    let mut callee_values = Vec::new();
    if let Some(c) = &indirect {
        let t = p.parse_type()?;
        p.parse_punct(",")?;
        callee_values.push(p.resolve_operand(c, t)?);
    }
    let sig = helpers::parse_function_signature(p, false)?;
    if sig.arg_types.len() != args.len() {
        return Err(p.error("expected as many argument types as operands"));
    }
    for (o, &t) in args.iter().zip(&sig.arg_types) {
        callee_values.push(p.resolve_operand(o, t)?);
    }
    let ctx = p.context();
    let seg = dense_array(
        ctx,
        32,
        &[
            callee_values.len() as i64,
            normal_values.len() as i64,
            unwind_values.len() as i64,
            0,
        ],
    );
    state.operands.extend(callee_values);
    state.operands.extend(normal_values);
    state.operands.extend(unwind_values);
    state.successors.extend([normal, unwind]);
    state.result_types.extend(sig.results);
    state
        .attributes
        .push(named(ctx, "operandSegmentSizes", seg));
    if let Some(def) = ctx.op_def(state.name) {
        def.materialize_defaults(ctx, &mut state.attributes);
    }
    Ok(())
}

fn print_invoke(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let segs = helpers::find_attr(ctx, &attrs, "operandSegmentSizes")
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default();
    let cconv = helpers::find_attr(ctx, &attrs, "CConv")
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Dialect { params, .. } => match params.first() {
                Some(Param::Int(v)) => Some(*v),
                _ => None,
            },
            _ => None,
        })
        .unwrap_or(0);
    p.write_str(" ");
    if cconv != 0 {
        p.write_str(CCONV.case_name(cconv).unwrap_or(""));
        p.write_str(" ");
    }
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let succs = body.successors(op).to_vec();
    let n_callee = segs.first().copied().unwrap_or(0) as usize;
    let n_normal = segs.get(1).copied().unwrap_or(0) as usize;
    let n_unwind = segs.get(2).copied().unwrap_or(0) as usize;
    let callee_ops = operands.get(..n_callee).unwrap_or(&[]).to_vec();
    let normal_ops = operands
        .get(n_callee..n_callee + n_normal)
        .unwrap_or(&[])
        .to_vec();
    let unwind_ops = operands
        .get(n_callee + n_normal..n_callee + n_normal + n_unwind)
        .unwrap_or(&[])
        .to_vec();
    let callee = helpers::find_attr(p.context(), &attrs, "callee");
    let args = match callee {
        Some(c) => {
            p.print_attribute(c);
            &callee_ops[..]
        }
        None => {
            if let Some(&f) = callee_ops.first() {
                p.print_operand(f);
            }
            callee_ops.get(1..).unwrap_or(&[])
        }
    };
    p.write_str("(");
    p.print_operands(args);
    p.write_str(") to ");
    if let Some(&b) = succs.first() {
        print_dest(p, b, &normal_ops);
    }
    p.write_str(" unwind ");
    if let Some(&b) = succs.get(1) {
        print_dest(p, b, &unwind_ops);
    }
    if let Some(t) = helpers::find_attr(p.context(), &attrs, "var_callee_type") {
        p.write_str(" vararg(");
        if let AttrData::Type(t) = p.context().attr_data(t) {
            let t = *t;
            p.print_type(t);
        }
        p.write_str(")");
    }
    p.print_optional_attr_dict(
        &attrs,
        &[
            "callee",
            "operandSegmentSizes",
            "CConv",
            "var_callee_type",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ],
    );
    p.write_str(" : ");
    let body = p.body();
    let types: Vec<Type> = callee_ops.iter().map(|&v| body.value_type(v)).collect();
    let results: Vec<Type> = (0..body.num_results(op))
        .map(|i| body.value_type(body.result(op, i)))
        .collect();
    let arg_types = if callee.is_none() {
        if let Some(&t) = types.first() {
            p.print_type(t);
            p.write_str(", ");
        }
        types.get(1..).unwrap_or(&[])
    } else {
        &types[..]
    };
    helpers::print_function_signature(p, None, arg_types, None, &[], None, false);
    p.write_str(" -> ");
    if results.is_empty() {
        p.write_str("()");
    } else {
        let none: Vec<Vec<NamedAttr>> = vec![Vec::new(); results.len()];
        helpers::print_result_list(p, &results, &none);
    }
}

/// `LandingpadOp::parse`: `cleanup? ((catch|filter) %v : type)* : type`.
fn parse_landingpad(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    if p.parse_optional_keyword("cleanup") {
        let u = p.context().unit_attr();
        state.attributes.push(named(p.context(), "cleanup", u));
    }
    while p.parse_optional_punct("(") {
        if !p.parse_optional_keyword("catch") {
            p.parse_keyword("filter")?;
        }
        let o = p.parse_operand()?;
        p.parse_punct(":")?;
        let t = p.parse_type()?;
        let v = p.resolve_operand(&o, t)?;
        state.operands.push(v);
        p.parse_punct(")")?;
    }
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    state.result_types.push(t);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_landingpad(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    if helpers::find_attr(p.context(), &attrs, "cleanup").is_some() {
        p.write_str(" cleanup");
    }
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    for v in operands {
        let t = p.body().value_type(v);
        // An array operand is a filter clause, anything else a catch.
        let kind = if super::types::array_parts(p.context(), t).is_some() {
            "filter"
        } else {
            "catch"
        };
        p.write_str(&format!(" ({kind} "));
        p.print_operand(v);
        p.write_str(" : ");
        p.print_type(t);
        p.write_str(")");
    }
    p.write_str(" : ");
    let t = p.body().value_type(p.body().result(op, 0));
    p.print_type(t);
    p.print_optional_attr_dict(&attrs, &["cleanup"]);
}

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "llvm.invoke",
        traits: Traits::TERMINATOR.union(Traits::ATTR_SIZED_OPERAND_SEGMENTS),
        interfaces: tileir_ir::dialect::Interfaces {
            call: Some(&super::calls::CALL),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        operands: &[
            any_many("callee_operands"),
            any_many("normalDestOperands"),
            any_many("unwindDestOperands"),
            any_many("op_bundle_operands"),
        ],
        results: &[opt("result", LLVM_TYPE)],
        attributes: &[
            AttrDecl::optional(
                "var_callee_type",
                "type attribute of LLVM function type",
                AttrKind::TypeAttr,
            ),
            AttrDecl::optional("callee", "flat symbol reference attribute", AttrKind::Any),
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
            AttrDecl::optional(
                "branch_weights",
                "i32 dense array attribute",
                AttrKind::DenseI32Array,
            ),
            CCONV_ATTR,
            AttrDecl::with_default(
                "op_bundle_sizes",
                "i32 dense array attribute",
                AttrKind::DenseI32Array,
                AttrDefault::EmptyArray,
            ),
            AttrDecl::optional("op_bundle_tags", "array attribute", AttrKind::Array),
        ],
        successors: Some(2),
        successor_decls: &[
            SuccessorDecl {
                name: "normalDest",
                variadic: false,
            },
            SuccessorDecl {
                name: "unwindDest",
                variadic: false,
            },
        ],
        parse: Some(parse_invoke),
        print: Some(print_invoke),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.landingpad",
        operands: &[any_many("operands")],
        results: &[one("res", LLVM_TYPE)],
        attributes: &[AttrDecl::optional(
            "cleanup",
            "unit attribute",
            AttrKind::Unit,
        )],
        parse: Some(parse_landingpad),
        print: Some(print_landingpad),
        ..OpDef::DEFAULT
    },
];
