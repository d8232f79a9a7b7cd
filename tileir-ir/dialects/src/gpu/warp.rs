//! `gpu.warp_execute_on_lane_0` (upstream `GPUOps.td`, `GPUDialect.cpp`):
//! a region run by lane 0 of a warp, with its hand-written syntax
//! `(%laneid)[32] args(%v : T) -> (R) { ... }` and the distribution check
//! between each value's per-lane and whole-warp vector types.

use crate::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::body::OperationState;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::{AttrDecl, OpDef, OpRef, RegionDecl, Traits};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::ids::OpId;
use tileir_ir::types::{Type, TypeData};

fn parse_warp(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    p.parse_punct("(")?;
    let lane = p.parse_operand()?;
    p.parse_punct(")")?;
    p.parse_punct("[")?;
    let size = p.parse_i64()?;
    p.parse_punct("]")?;
    let i64t = p.context().int_type(64);
    let size = p.context().integer_attr(i64t, size as i128);
    state.attributes.push(named(p.context(), "warp_size", size));
    let index = p.context().index_type();
    let lane = p.resolve_operand(&lane, index)?;
    state.operands.push(lane);
    if p.parse_optional_keyword("args") {
        p.parse_punct("(")?;
        let args = tileir_ir::format::parse_operand_list(p)?;
        p.parse_punct(":")?;
        let pos = p.current_pos();
        let types = tileir_ir::format::parse_type_list(p)?;
        p.parse_punct(")")?;
        if args.len() != types.len() {
            return Err(p.error_at(
                pos,
                &format!(
                    "{} operands present, but expected {}",
                    args.len(),
                    types.len()
                ),
            ));
        }
        for (a, t) in args.iter().zip(types) {
            let v = p.resolve_operand(a, t)?;
            state.operands.push(v);
        }
    }
    if p.parse_optional_punct("->") {
        p.parse_punct("(")?;
        let types = tileir_ir::format::parse_type_list(p)?;
        p.parse_punct(")")?;
        state.result_types.extend(types);
    }
    let region = p.parse_region(&[], false)?;
    p.ensure_terminator(region, "gpu.yield", state.loc)?;
    state.regions.push(region);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_warp(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let body = p.body();
    let operands: Vec<_> = body.operands(op).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let region = body.regions(op)[0];
    let Some((&lane, args)) = operands.split_first() else {
        return;
    };
    p.write_str("(");
    p.print_operand(lane);
    p.write_str(")");
    let size = helpers::find_attr(p.context(), &attrs, "warp_size").and_then(|a| {
        match p.context().attr_data(a) {
            tileir_ir::AttrData::Integer { value, .. } => Some(value.get()),
            _ => None,
        }
    });
    p.write_str(&format!("[{}]", size.unwrap_or(0)));
    if !args.is_empty() {
        p.write_str(" args(");
        p.print_operands(args);
        p.write_str(" : ");
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            let t = p.body().value_type(a);
            p.print_type(t);
        }
        p.write_str(")");
    }
    if !results.is_empty() {
        p.write_str(" -> (");
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(t);
        }
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region_with_terminators(op, region, true, !results.is_empty(), false);
    p.print_optional_attr_dict(&attrs, &["warp_size"]);
}

/// Whether `expanded` (what lane 0 sees) distributes to `distributed` (what
/// each lane holds) over `warp` lanes.
fn verify_distributed(
    r: OpRef<'_>,
    expanded: Type,
    distributed: Type,
    warp: i64,
) -> Result<(), Diagnostic> {
    if expanded == distributed {
        return Ok(());
    }
    let vector = |t| match r.ctx.type_data(t) {
        TypeData::Vector { shape, element, .. } => Some((shape.to_vec(), *element)),
        _ => None,
    };
    let (Some((e_shape, e_elem)), Some((d_shape, d_elem))) =
        (vector(expanded), vector(distributed))
    else {
        return Err(err(r, "expected vector type for distributed operands."));
    };
    if e_shape.len() != d_shape.len() || e_elem != d_elem {
        return Err(err(
            r,
            "expected distributed vectors to have same rank and element type.",
        ));
    }
    let mut ratio: i64 = 1;
    for (i, (&e, &d)) in e_shape.iter().zip(&d_shape).enumerate() {
        if e == d {
            continue;
        }
        if d == 0 || e % d != 0 {
            return Err(err(
                r,
                format!("expected expanded vector dimension #{i} ({e}) to be a multipler of the distributed vector dimension ({d})"),
            ));
        }
        ratio = ratio.saturating_mul(e / d);
    }
    if ratio != warp {
        return Err(err(
            r,
            format!(
                "incompatible distribution dimensions from '{}' to '{}' with warp size = {warp}",
                type_str(r.ctx, expanded),
                type_str(r.ctx, distributed)
            ),
        ));
    }
    Ok(())
}

fn verify_warp(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let body = r.body;
    let warp = attr(r, "warp_size")
        .and_then(|a| match r.ctx.attr_data(a) {
            tileir_ir::AttrData::Integer { value, .. } => Some(value.get() as i64),
            _ => None,
        })
        .unwrap_or(0);
    let args: Vec<Type> = body
        .operands(r.op)
        .skip(1)
        .map(|v| body.value_type(v))
        .collect();
    let Some(&region) = body.regions(r.op).first() else {
        return Ok(());
    };
    let Some(entry) = body.entry_block(region) else {
        return Ok(());
    };
    let block_args: Vec<Type> = body
        .block_args(entry)
        .iter()
        .map(|&v| body.value_type(v))
        .collect();
    if args.len() != block_args.len() {
        return Err(err(
            r,
            "expected same number op arguments and block arguments.",
        ));
    }
    for (&d, &e) in args.iter().zip(&block_args) {
        verify_distributed(r, e, d, warp)?;
    }
    let Some(yield_op) = body.last_op(entry) else {
        return Ok(());
    };
    if r.ctx.op_name_str(body.op_name(yield_op)) != "gpu.yield" {
        return Ok(());
    }
    let yielded: Vec<Type> = body
        .operands(yield_op)
        .map(|v| body.value_type(v))
        .collect();
    let results: Vec<Type> = body.results(r.op).map(|v| body.value_type(v)).collect();
    if yielded.len() != results.len() {
        return Err(err(
            r,
            "expected same number of yield operands and return values.",
        ));
    }
    for (&e, &d) in yielded.iter().zip(&results) {
        verify_distributed(r, e, d, warp)?;
    }
    Ok(())
}

pub const OP: OpDef = OpDef {
    name: "gpu.warp_execute_on_lane_0",
    traits: Traits::RECURSIVE_MEMORY_EFFECTS.union(Traits::SINGLE_BLOCK),
    operands: &[one("laneid", INDEX), any_many("args")],
    results: &[any_many("results")],
    attributes: &[AttrDecl::new(
        "warp_size",
        "64-bit signless integer attribute",
        I64_KIND,
    )],
    regions: &[RegionDecl {
        name: "warpRegion",
        arity: tileir_ir::dialect::Arity::Single,
        single_block: true,
    }],
    implicit_terminator: Some("gpu.yield"),
    parse: Some(parse_warp),
    print: Some(print_warp),
    verify: Some(verify_warp),
    ..OpDef::DEFAULT
};
