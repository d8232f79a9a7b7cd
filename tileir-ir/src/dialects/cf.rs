//! The `cf` dialect (`mlir/include/mlir/Dialect/ControlFlow/IR/ControlFlowOps.td`).

use super::common::*;
use crate::asm::{AsmParser, AsmPrinter, ParseResult, UnresolvedOperand};
use crate::attributes::{AttrData, DenseData};
use crate::body::OperationState;
use crate::dialect::{
    AttrDecl, AttrKind, DialectDef, Interfaces, OpDef, OpRef, SuccessorDecl, Traits,
};
use crate::effects::{EffectDecl, EffectKind, EffectOn, MemoryEffects};
use crate::format::helpers::{self, named};
use crate::ids::{BlockId, OpId, Value};
use crate::types::{Type, TypeData};

/// `^bb1` with an optional `(%a, %b : t1, t2)` operand list.
fn parse_successor_and_uses(
    p: &mut dyn AsmParser,
    operands: &mut Vec<(UnresolvedOperand, Type)>,
) -> ParseResult<BlockId> {
    let b = p.parse_successor()?;
    if p.parse_optional_punct("(") {
        let ops = crate::format::parse_operand_list(p)?;
        p.parse_punct(":")?;
        let pos = p.current_pos();
        let types = crate::format::parse_type_list(p)?;
        p.parse_punct(")")?;
        if ops.len() != types.len() {
            return Err(p.error_at(
                pos,
                &format!(
                    "{} operands present, but expected {}",
                    ops.len(),
                    types.len()
                ),
            ));
        }
        operands.extend(ops.into_iter().zip(types));
    }
    Ok(b)
}

fn print_successor_and_uses(p: &mut dyn AsmPrinter, b: BlockId, operands: &[Value]) {
    p.print_successor(b);
    if operands.is_empty() {
        return;
    }
    p.write_str("(");
    p.print_operands(operands);
    p.write_str(" : ");
    let types: Vec<Type> = operands.iter().map(|&v| p.body().value_type(v)).collect();
    crate::format::print_type_list(p, &types);
    p.write_str(")");
}

fn parse_switch(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let flag = p.parse_operand()?;
    p.parse_punct(":")?;
    let flag_ty = p.parse_type()?;
    p.parse_punct(",")?;
    p.parse_punct("[")?;
    p.parse_keyword("default")?;
    p.parse_punct(":")?;
    let mut default_ops = Vec::new();
    let default = parse_successor_and_uses(p, &mut default_ops)?;
    let mut values = Vec::new();
    let mut dests = Vec::new();
    let mut case_ops: Vec<Vec<(UnresolvedOperand, Type)>> = Vec::new();
    while p.parse_optional_punct(",") {
        values.push(p.parse_integer()?);
        p.parse_punct(":")?;
        let mut ops = Vec::new();
        dests.push(parse_successor_and_uses(p, &mut ops)?);
        case_ops.push(ops);
    }
    p.parse_punct("]")?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let v = p.resolve_operand(&flag, flag_ty)?;
    state.operands.push(v);
    for (o, t) in &default_ops {
        let v = p.resolve_operand(o, *t)?;
        state.operands.push(v);
    }
    let mut total = 0;
    for ops in &case_ops {
        for (o, t) in ops {
            let v = p.resolve_operand(o, *t)?;
            state.operands.push(v);
            total += 1;
        }
    }
    let ctx = p.context();
    if !values.is_empty() {
        let width = int_width(ctx, flag_ty).unwrap_or(64);
        let bytes = width.div_ceil(8) as usize;
        let mut data = Vec::new();
        for &v in &values {
            data.extend_from_slice(&v.to_le_bytes()[..bytes]);
        }
        let ty = ctx.intern_type(TypeData::Vector {
            shape: vec![values.len() as i64].into(),
            scalable: vec![false].into(),
            element: flag_ty,
        });
        let a = ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: DenseData::Raw {
                splat: false,
                bytes: data.into(),
            },
        });
        state.attributes.push(named(ctx, "case_values", a));
    }
    let segs: Vec<i64> = case_ops.iter().map(|o| o.len() as i64).collect();
    let a = crate::format::dense_array(ctx, 32, &segs);
    state
        .attributes
        .push(named(ctx, "case_operand_segments", a));
    let a = crate::format::dense_array(ctx, 32, &[1, default_ops.len() as i64, total]);
    state.attributes.push(named(ctx, "operandSegmentSizes", a));
    state.successors.push(default);
    state.successors.extend(dests);
    Ok(())
}

/// The values of an integer dense elements attribute.
fn dense_ints(ctx: &crate::Context, a: crate::Attribute) -> Vec<i128> {
    let AttrData::DenseElements {
        ty,
        data: DenseData::Raw { splat, bytes },
    } = ctx.attr_data(a)
    else {
        return Vec::new();
    };
    let elem = element_type(ctx, *ty);
    let width = int_width(ctx, elem).unwrap_or(64);
    let n = (width.div_ceil(8)) as usize;
    let count = shape_of(ctx, *ty).map_or(1, |s| s.iter().product::<i64>() as usize);
    let vals: Vec<i128> = bytes
        .chunks_exact(n.max(1))
        .map(|c| {
            let mut buf = [0u8; 16];
            buf[..c.len()].copy_from_slice(c);
            let v = i128::from_le_bytes(buf);
            let shift = 128 - width.min(128);
            (v << shift) >> shift
        })
        .collect();
    if *splat {
        vec![vals.first().copied().unwrap_or(0); count]
    } else {
        vals
    }
}

fn print_switch(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let values = helpers::find_attr(ctx, &attrs, "case_values").map(|a| dense_ints(ctx, a));
    let segs = helpers::find_attr(ctx, &attrs, "case_operand_segments")
        .and_then(|a| crate::format::dense_array_values(ctx, a))
        .unwrap_or_default();
    let sizes = helpers::find_attr(ctx, &attrs, "operandSegmentSizes")
        .and_then(|a| crate::format::dense_array_values(ctx, a))
        .unwrap_or_default();
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let succs = body.successors(op).to_vec();
    let flag = operands[0];
    let flag_ty = body.value_type(flag);
    let n_default = sizes.get(1).copied().unwrap_or(0) as usize;
    p.write_str(" ");
    p.print_operand(flag);
    p.write_str(" : ");
    p.print_type(flag_ty);
    p.write_str(", [");
    p.print_newline();
    p.write_str("  default: ");
    print_successor_and_uses(p, succs[0], &operands[1..1 + n_default]);
    if let Some(values) = values {
        let mut start = 1 + n_default;
        for (i, v) in values.iter().enumerate() {
            p.write_str(",");
            p.print_newline();
            p.write_str(&format!("  {v}: "));
            let n = segs.get(i).copied().unwrap_or(0) as usize;
            let end = (start + n).min(operands.len());
            print_successor_and_uses(p, succs[i + 1], &operands[start..end]);
            start = end;
        }
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

fn verify_switch(r: OpRef<'_>) -> Result<(), crate::diag::Diagnostic> {
    let n_cases = attr(r, "case_values").map_or(0, |a| dense_ints(r.ctx, a).len());
    let n_dests = r.body.successors(r.op).len().saturating_sub(1);
    if n_cases != n_dests {
        return Err(err(
            r,
            format!("number of case values ({n_cases}) should match number of case destinations ({n_dests})"),
        ));
    }
    // BranchOpInterface: the default destination takes `defaultOperands`,
    // case destination `k` takes segment `k` of `caseOperands`.
    let sizes = attr(r, "operandSegmentSizes")
        .and_then(|a| crate::format::dense_array_values(r.ctx, a))
        .unwrap_or_default();
    let segs = attr(r, "case_operand_segments")
        .and_then(|a| crate::format::dense_array_values(r.ctx, a))
        .unwrap_or_default();
    let n_default = sizes.get(1).copied().unwrap_or(0) as usize;
    let mut groups = vec![(1, n_default)];
    let mut start = 1 + n_default;
    for &n in &segs {
        groups.push((start, n as usize));
        start += n as usize;
    }
    let operands: Vec<Value> = r.body.operands(r.op).collect();
    for (k, (&dest, &(first, count))) in r.body.successors(r.op).iter().zip(&groups).enumerate() {
        let args = r.body.block_args(dest);
        let loc = r.body.op_loc(r.op);
        if args.len() != count {
            return Err(crate::diag::Diagnostic::error(
                loc,
                format!(
                    "branch has {count} operands for successor #{k}, but target block has {}",
                    args.len()
                ),
            ));
        }
        for (i, &arg) in args.iter().enumerate() {
            let Some(&v) = operands.get(first + i) else {
                break;
            };
            if r.body.value_type(v) != r.body.value_type(arg) {
                return Err(crate::diag::Diagnostic::error(
                    loc,
                    format!("type mismatch for bb argument #{i} of successor #{k}"),
                ));
            }
        }
    }
    Ok(())
}

const fn succ(name: &'static str) -> SuccessorDecl {
    SuccessorDecl {
        name,
        variadic: false,
    }
}

static OPS: &[OpDef] = &[
    OpDef {
        name: "cf.assert",
        operands: &[one("arg", I1)],
        attributes: &[AttrDecl::new("msg", "string attribute", AttrKind::String)],
        format: Some("$arg `,` $msg attr-dict"),
        interfaces: Interfaces {
            memory_effects: MemoryEffects::Declared(&[EffectDecl::new(EffectKind::Write, EffectOn::Resource)]),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cf.br",
        traits: Traits::PURE.union(Traits::TERMINATOR),
        operands: &[any_many("destOperands")],
        successors: Some(1),
        successor_decls: &[succ("dest")],
        format: Some("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cf.cond_br",
        traits: Traits::PURE.union(Traits::TERMINATOR).union(Traits::ATTR_SIZED_OPERAND_SEGMENTS),
        operands: &[one("condition", I1), any_many("trueDestOperands"), any_many("falseDestOperands")],
        successors: Some(2),
        successor_decls: &[succ("trueDest"), succ("falseDest")],
        format: Some(
            "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cf.switch",
        traits: Traits::PURE.union(Traits::TERMINATOR).union(Traits::ATTR_SIZED_OPERAND_SEGMENTS),
        operands: &[one("flag", SIGNLESS_INTEGER), any_many("defaultOperands"), any_many("caseOperands")],
        attributes: &[
            AttrDecl::optional("case_values", "integer elements attribute", AttrKind::Any),
            AttrDecl::new("case_operand_segments", "i32 dense array attribute", AttrKind::DenseI32Array),
        ],
        successors: None,
        successor_decls: &[
            SuccessorDecl { name: "defaultDestination", variadic: false },
            SuccessorDecl { name: "caseDestinations", variadic: true },
        ],
        parse: Some(parse_switch),
        print: Some(print_switch),
        verify: Some(verify_switch),
        ..OpDef::DEFAULT
    },
];

pub static DIALECT: DialectDef = DialectDef {
    name: "cf",
    ops: OPS,
    ..DialectDef::DEFAULT
};
