//! The LLVM dialect's terminators: `br`, `cond_br` (with branch weights),
//! `switch` (hand-written: its cases sit on lines of their own, each with
//! its successor operands), `unreachable`, `resume` and `indirectbr`.

use super::types::*;
use crate::common::*;
use tileir_ir::apint::ApInt;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult, UnresolvedOperand};
use tileir_ir::body::OperationState;
use tileir_ir::constants::{int_const, int_result, Const};
use tileir_ir::dialect::{AttrDecl, AttrKind, OpDef, SuccessorDecl, Traits};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::format::{dense_array, dense_array_values};
use tileir_ir::ids::{BlockId, OpId, Value};
use tileir_ir::types::{Type, TypeData};

const TERMINATOR: Traits = Traits::TERMINATOR.union(Traits::PURE);

/// `^bb` or `^bb(%a, %b : t1, t2)`: the block, its operands and their types.
fn parse_successor_and_uses(
    p: &mut dyn AsmParser,
) -> ParseResult<(BlockId, Vec<UnresolvedOperand>, Vec<Type>)> {
    let block = p.parse_successor()?;
    let mut operands = Vec::new();
    let mut types = Vec::new();
    if p.parse_optional_punct("(") {
        loop {
            operands.push(p.parse_operand()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(":")?;
        loop {
            types.push(p.parse_type()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    if operands.len() != types.len() {
        return Err(p.error(&format!(
            "{} operands present, but expected {}",
            operands.len(),
            types.len()
        )));
    }
    Ok((block, operands, types))
}

fn resolve_all(
    p: &mut dyn AsmParser,
    operands: &[UnresolvedOperand],
    types: &[Type],
) -> ParseResult<Vec<Value>> {
    operands
        .iter()
        .zip(types)
        .map(|(o, &t)| p.resolve_operand(o, t))
        .collect()
}

fn print_successor_and_uses(p: &mut dyn AsmPrinter, block: BlockId, values: &[Value]) {
    p.print_successor(block);
    if values.is_empty() {
        return;
    }
    p.write_str("(");
    p.print_operands(values);
    p.write_str(" : ");
    let types: Vec<Type> = values.iter().map(|&v| p.body().value_type(v)).collect();
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
    p.write_str(")");
}

// ----- llvm.switch -----

/// `SwitchOp`'s syntax: `%v : i32, ^default(...) [\n  1: ^bb(...),\n ... ]`.
fn parse_switch(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    let v = p.resolve_operand(&value, ty)?;
    p.parse_punct(",")?;
    let (default, dops, dtypes) = parse_successor_and_uses(p)?;
    let default_values = resolve_all(p, &dops, &dtypes)?;
    p.parse_punct("[")?;
    let width = match p.context().type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    let mut cases = Vec::new();
    let mut dests = Vec::new();
    let mut case_values: Vec<Value> = Vec::new();
    let mut segments = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            let pos = p.current_pos();
            let n = p.parse_integer()?;
            let _ = pos;
            cases.push(ApInt::from_i128(width, n));
            p.parse_punct(":")?;
            let (b, ops, types) = parse_successor_and_uses(p)?;
            let vals = resolve_all(p, &ops, &types)?;
            segments.push(vals.len() as i64);
            case_values.extend(vals);
            dests.push(b);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    let ctx = p.context();
    state.operands.push(v);
    state.operands.extend(default_values.iter().copied());
    state.operands.extend(case_values.iter().copied());
    state.successors.push(default);
    state.successors.extend(dests);
    if !cases.is_empty() {
        let vty = ctx.intern_type(TypeData::Vector {
            shape: vec![cases.len() as i64].into(),
            scalable: vec![false; 1].into(),
            element: ty,
        });
        if let Some(a) = int_result(ctx, vty, Err(cases)) {
            state.attributes.push(named(ctx, "case_values", a));
        }
    }
    let seg = dense_array(ctx, 32, &segments);
    state
        .attributes
        .push(named(ctx, "case_operand_segments", seg));
    let oseg = dense_array(
        ctx,
        32,
        &[1, default_values.len() as i64, case_values.len() as i64],
    );
    state
        .attributes
        .push(named(ctx, "operandSegmentSizes", oseg));
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_switch(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let succs = body.successors(op).to_vec();
    let ctx = p.context();
    let segs = helpers::find_attr(ctx, &attrs, "operandSegmentSizes")
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default();
    let case_segs = helpers::find_attr(ctx, &attrs, "case_operand_segments")
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default();
    let cases: Vec<i128> = match helpers::find_attr(ctx, &attrs, "case_values")
        .and_then(|a| int_const(ctx, a))
    {
        Some(Const::Elements(_, vs)) => vs.iter().filter_map(|v| v.to_i128()).collect(),
        Some(Const::Splat(_, v)) => vec![v.to_i128().unwrap_or(0); succs.len().saturating_sub(1)],
        _ => Vec::new(),
    };
    let n_default = segs.get(1).copied().unwrap_or(0) as usize;
    let Some(&value) = operands.first() else {
        return;
    };
    p.write_str(" ");
    p.print_operand(value);
    p.write_str(" : ");
    let t = p.body().value_type(value);
    p.print_type(t);
    p.write_str(", ");
    let default_ops = operands.get(1..1 + n_default).unwrap_or(&[]).to_vec();
    if let Some(&d) = succs.first() {
        print_successor_and_uses(p, d, &default_ops);
    }
    p.write_str(" [");
    p.print_newline();
    let mut next = 1 + n_default;
    for (i, case) in cases.iter().enumerate() {
        if i > 0 {
            p.write_str(",");
            p.print_newline();
        }
        let n = case_segs.get(i).copied().unwrap_or(0) as usize;
        let ops = operands.get(next..next + n).unwrap_or(&[]).to_vec();
        next += n;
        p.write_str(&format!("  {case}: "));
        if let Some(&b) = succs.get(i + 1) {
            print_successor_and_uses(p, b, &ops);
        }
    }
    if !cases.is_empty() {
        p.print_newline();
    }
    p.write_str("]");
    p.print_optional_attr_dict(
        &attrs,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
}

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "llvm.br",
        traits: TERMINATOR,
        operands: &[any_many("destOperands")],
        attributes: &[AttrDecl::optional("loop_annotation", "", AttrKind::Any)],
        successors: Some(1),
        successor_decls: &[SuccessorDecl {
            name: "dest",
            variadic: false,
        }],
        format: Some("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.cond_br",
        traits: TERMINATOR.union(Traits::ATTR_SIZED_OPERAND_SEGMENTS),
        operands: &[
            one("condition", I1),
            any_many("trueDestOperands"),
            any_many("falseDestOperands"),
        ],
        attributes: &[
            AttrDecl::optional("branch_weights", "i32 dense array attribute", AttrKind::DenseI32Array),
            AttrDecl::optional("loop_annotation", "", AttrKind::Any),
        ],
        successors: Some(2),
        successor_decls: &[
            SuccessorDecl {
                name: "trueDest",
                variadic: false,
            },
            SuccessorDecl {
                name: "falseDest",
                variadic: false,
            },
        ],
        format: Some("$condition ( `weights` `(` $branch_weights^ `)` )? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.switch",
        traits: TERMINATOR.union(Traits::ATTR_SIZED_OPERAND_SEGMENTS),
        operands: &[
            one("value", SIGNLESS_INTEGER),
            any_many("defaultOperands"),
            any_many("caseOperands"),
        ],
        attributes: &[
            AttrDecl::optional("case_values", "integer elements attribute", AttrKind::Any),
            AttrDecl::new("case_operand_segments", "i32 dense array attribute", AttrKind::DenseI32Array),
            AttrDecl::optional("branch_weights", "i32 dense array attribute", AttrKind::DenseI32Array),
        ],
        successors: None,
        parse: Some(parse_switch),
        print: Some(print_switch),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.unreachable",
        traits: Traits::TERMINATOR,
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.resume",
        traits: Traits::TERMINATOR,
        operands: &[one("value", LLVM_TYPE)],
        format: Some("$value attr-dict `:` type($value)"),
        ..OpDef::DEFAULT
    },
];
