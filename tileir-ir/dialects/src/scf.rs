//! The `scf` dialect (`mlir/include/mlir/Dialect/SCF/IR/SCFOps.td`, `SCF.cpp`).

mod forall;
mod parallel;
mod patterns;
mod region_branch;

use super::common::*;
use tileir_ir::asm::{Argument, AsmParser, AsmPrinter, ParseResult};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{
    Arity, AttrDecl, AttrKind, DialectDef, Interfaces, OpDef, OpRef, RegionDecl, Traits,
};
use tileir_ir::format::helpers::named;
use tileir_ir::format::{parse_type_list, print_type_list, CustomArg};
use tileir_ir::ids::{OpId, RegionId, Value};
use tileir_ir::speculation::{Speculatability, Speculation};
use tileir_ir::types::Type;

/// `-> (t1, t2)` or `-> t` (MLIR's `parseOptionalArrowTypeList`).
fn parse_optional_arrow_types(p: &mut dyn AsmParser) -> ParseResult<Vec<Type>> {
    if !p.parse_optional_punct("->") {
        return Ok(Vec::new());
    }
    if p.parse_optional_punct("(") {
        let t = parse_type_list(p)?;
        p.parse_punct(")")?;
        Ok(t)
    } else {
        Ok(vec![p.parse_type()?])
    }
}

/// ` iter_args(%a = %init, ...)` as region arguments and initial operands.
fn parse_assignment_list(
    p: &mut dyn AsmParser,
) -> ParseResult<(Vec<Argument>, Vec<tileir_ir::asm::UnresolvedOperand>)> {
    let mut args = Vec::new();
    let mut inits = Vec::new();
    p.parse_punct("(")?;
    if p.parse_optional_punct(")") {
        return Ok((args, inits));
    }
    loop {
        let a = super::common::parse_required_argument(p)?;
        p.parse_punct("=")?;
        inits.push(p.parse_operand()?);
        args.push(a);
        if p.parse_optional_punct(")") {
            break;
        }
        p.parse_punct(",")?;
    }
    Ok((args, inits))
}

fn print_assignment_list(p: &mut dyn AsmPrinter, prefix: &str, args: &[Value], inits: &[Value]) {
    if args.is_empty() {
        return;
    }
    p.write_str(prefix);
    p.write_str("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(a);
        p.write_str(" = ");
        p.print_operand(v);
    }
    p.write_str(")");
}

fn entry_args(p: &dyn AsmPrinter, _op: OpId, r: RegionId) -> Vec<Value> {
    let body = p.body();
    body.entry_block(r)
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default()
}

fn all_attrs(p: &dyn AsmPrinter, op: OpId) -> Vec<tileir_ir::attributes::NamedAttr> {
    tileir_ir::format::helpers::op_attrs(p, op)
}

// ----- scf.for -----

fn parse_for(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    if p.parse_optional_keyword("unsigned") {
        let u = p.context().unit_attr();
        state.attributes.push(named(p.context(), "unsignedCmp", u));
    }
    let mut iv = super::common::parse_required_argument(p)?;
    p.parse_punct("=")?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut args = Vec::new();
    let mut inits = Vec::new();
    let mut types = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        let (a, i) = parse_assignment_list(p)?;
        args = a;
        inits = i;
        // MLIR's arrow type list: `-> (types)` or `-> type`.
        p.parse_punct("->")?;
        if p.parse_optional_punct("(") {
            types = parse_type_list(p)?;
            p.parse_punct(")")?;
        } else {
            types = vec![p.parse_type()?];
        }
    }
    let iv_ty = if p.parse_optional_punct(":") {
        p.parse_type()?
    } else {
        p.context().index_type()
    };
    iv.ty = Some(iv_ty);
    for o in [&lb, &ub, &step] {
        let v = p.resolve_operand(o, iv_ty)?;
        state.operands.push(v);
    }
    if types.len() != inits.len() {
        return Err(p.error("mismatch in number of loop-carried values and defined values"));
    }
    for ((a, o), &t) in args.iter_mut().zip(&inits).zip(&types) {
        a.ty = Some(t);
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    let mut region_args = vec![iv];
    region_args.extend(args);
    let r = p.parse_region(&region_args, false)?;
    p.ensure_terminator(r, "scf.yield", state.loc)?;
    state.regions.push(r);
    state.result_types.extend(types);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_for(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.context();
    let attrs = all_attrs(p, op);
    if tileir_ir::format::helpers::find_attr(ctx, &attrs, "unsignedCmp").is_some() {
        p.write_str(" unsigned");
    }
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let r = body.regions(op)[0];
    let args = entry_args(p, op, r);
    let Some((&iv, iter)) = args.split_first() else {
        return;
    };
    let iv_ty = p.body().value_type(iv);
    p.write_str(" ");
    p.print_operand(iv);
    p.write_str(" = ");
    p.print_operand(operands[0]);
    p.write_str(" to ");
    p.print_operand(operands[1]);
    p.write_str(" step ");
    p.print_operand(operands[2]);
    print_assignment_list(p, " iter_args", iter, &operands[3..]);
    if operands.len() > 3 {
        p.write_str(" -> (");
        let types: Vec<Type> = operands[3..]
            .iter()
            .map(|&v| p.body().value_type(v))
            .collect();
        print_type_list(p, &types);
        p.write_str(")");
    }
    if !is_index(p.context(), iv_ty) {
        // MLIR 22 prints two spaces here.
        p.write_str("  : ");
        p.print_type(iv_ty);
    }
    p.write_str(" ");
    p.print_region_with_terminators(op, r, false, operands.len() > 3, false);
    p.print_optional_attr_dict(&attrs, &["unsignedCmp"]);
}

// ----- scf.if -----

fn parse_if(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.context().int_type(1);
    let v = p.resolve_operand(&c, i1)?;
    state.operands.push(v);
    let types = parse_optional_arrow_types(p)?;
    state.result_types.extend(types);
    let then = p.parse_region(&[], false)?;
    p.ensure_terminator(then, "scf.yield", state.loc)?;
    state.regions.push(then);
    if p.parse_optional_keyword("else") {
        let els = p.parse_region(&[], false)?;
        p.ensure_terminator(els, "scf.yield", state.loc)?;
        state.regions.push(els);
    } else {
        let els = p.add_empty_region()?;
        state.regions.push(els);
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_if(p: &mut dyn AsmPrinter, op: OpId) {
    let body = p.body();
    let cond = body.operand(op, 0);
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let regions = body.regions(op).to_vec();
    let attrs = all_attrs(p, op);
    p.write_str(" ");
    p.print_operand(cond);
    let terms = !results.is_empty();
    if terms {
        p.write_str(" -> (");
        print_type_list(p, &results);
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region_with_terminators(op, regions[0], false, terms, false);
    if let Some(&els) = regions.get(1) {
        if !p.body().region_is_empty(els) {
            p.write_str(" else ");
            p.print_region_with_terminators(op, els, false, terms, false);
        }
    }
    p.print_optional_attr_dict(&attrs, &[]);
}

// ----- scf.while -----

fn parse_while(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let (mut args, inits) = if p.peek_punct("(") {
        parse_assignment_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    p.parse_punct(":")?;
    let pos = p.current_pos();
    let ft = p.parse_type()?;
    let tileir_ir::types::TypeData::Function { inputs, results } =
        p.context().type_data(ft).clone()
    else {
        return Err(p.error_at(pos, "expected function type"));
    };
    if inputs.len() != inits.len() {
        return Err(p.error_at(
            pos,
            "expected as many input types as operands (expected {} got {})",
        ));
    }
    for ((a, o), &t) in args.iter_mut().zip(&inits).zip(inputs.iter()) {
        a.ty = Some(t);
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.extend(results.iter().copied());
    let before = p.parse_region(&args, false)?;
    state.regions.push(before);
    p.parse_keyword("do")?;
    let after = p.parse_region(&[], false)?;
    state.regions.push(after);
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    Ok(())
}

fn print_while(p: &mut dyn AsmPrinter, op: OpId) {
    let body = p.body();
    let inits: Vec<Value> = body.operands(op).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let regions = body.regions(op).to_vec();
    let attrs = all_attrs(p, op);
    let args = entry_args(p, op, regions[0]);
    // MLIR's initialization list: ` (%a = %x, ...)` only when there are
    // arguments.
    if !args.is_empty() {
        p.write_str(" ");
        print_assignment_list(p, "", &args, &inits);
    }
    p.write_str(" : ");
    let it: Vec<Type> = inits.iter().map(|&v| p.body().value_type(v)).collect();
    let f = p.context().function_type(&it, &results);
    p.print_type(f);
    p.write_str(" ");
    p.print_region(op, regions[0], false, false);
    p.write_str(" do ");
    p.print_region(op, regions[1], true, false);
    p.print_optional_attr_dict_with_keyword(&attrs, &[]);
}

// ----- scf.execute_region -----

fn parse_execute_region(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let types = parse_optional_arrow_types(p)?;
    state.result_types.extend(types);
    if p.parse_optional_keyword("no_inline") {
        let u = p.context().unit_attr();
        state.attributes.push(named(p.context(), "no_inline", u));
    }
    let r = p.parse_region(&[], false)?;
    state.regions.push(r);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_execute_region(p: &mut dyn AsmPrinter, op: OpId) {
    let body = p.body();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let r = body.regions(op)[0];
    let attrs = all_attrs(p, op);
    print_optional_arrow_types(p, &results);
    p.write_str(" ");
    if tileir_ir::format::helpers::find_attr(p.context(), &attrs, "no_inline").is_some() {
        p.write_str("no_inline ");
    }
    p.print_region_with_terminators(op, r, false, true, false);
    p.print_optional_attr_dict(&attrs, &["no_inline"]);
}

// ----- scf.index_switch cases -----

fn parse_switch_cases(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let mut values = Vec::new();
    let mut regions = Vec::new();
    while p.parse_optional_keyword("case") {
        values.push(p.parse_i64()?);
        regions.push(p.parse_region(&[], false)?);
    }
    args[0] = CustomArg::Attr(Some(tileir_ir::format::dense_array(
        p.context(),
        64,
        &values,
    )));
    args[1] = CustomArg::Regions(regions);
    Ok(())
}

fn print_switch_cases(p: &mut dyn AsmPrinter, op: OpId, args: &[CustomArg]) {
    let (CustomArg::Attr(Some(cases)), CustomArg::Regions(regions)) = (&args[0], &args[1]) else {
        return;
    };
    let values = tileir_ir::format::dense_array_values(p.context(), *cases).unwrap_or_default();
    for (v, &r) in values.iter().zip(regions) {
        p.print_newline();
        p.write_str(&format!("case {v} "));
        p.print_region(op, r, false, false);
    }
}

// ----- scf.parallel -----

fn parse_paren_operands(
    p: &mut dyn AsmParser,
) -> ParseResult<Vec<tileir_ir::asm::UnresolvedOperand>> {
    p.parse_punct("(")?;
    let ops = tileir_ir::format::parse_operand_list(p)?;
    p.parse_punct(")")?;
    Ok(ops)
}

/// `(%i, %j, ...)`: the `index`-typed induction variables of `scf.parallel`
/// and `scf.forall`.
fn parse_induction_vars(
    p: &mut dyn AsmParser,
    index: tileir_ir::types::Type,
) -> ParseResult<Vec<tileir_ir::asm::Argument>> {
    p.parse_punct("(")?;
    let mut ivs = Vec::new();
    loop {
        let mut a = super::common::parse_required_argument(p)?;
        a.ty = Some(index);
        ivs.push(a);
        if p.parse_optional_punct(")") {
            break;
        }
        p.parse_punct(",")?;
    }
    Ok(ivs)
}

fn parse_parallel(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let index = p.context().index_type();
    let ivs = parse_induction_vars(p, index)?;
    p.parse_punct("=")?;
    let lbs = parse_paren_operands(p)?;
    p.parse_keyword("to")?;
    let ubs = parse_paren_operands(p)?;
    p.parse_keyword("step")?;
    let steps = parse_paren_operands(p)?;
    let inits = if p.parse_optional_keyword("init") {
        parse_paren_operands(p)?
    } else {
        Vec::new()
    };
    let types = parse_optional_arrow_types(p)?;
    for list in [&lbs, &ubs, &steps] {
        for o in list.iter() {
            let v = p.resolve_operand(o, index)?;
            state.operands.push(v);
        }
    }
    if types.len() != inits.len() {
        return Err(p.error("expects the same number of init values and result types"));
    }
    for (o, &t) in inits.iter().zip(&types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.extend(types);
    let segs = [
        lbs.len() as i64,
        ubs.len() as i64,
        steps.len() as i64,
        inits.len() as i64,
    ];
    let a = tileir_ir::format::dense_array(p.context(), 32, &segs);
    state
        .attributes
        .push(named(p.context(), "operandSegmentSizes", a));
    let r = p.parse_region(&ivs, false)?;
    p.ensure_terminator(r, "scf.reduce", state.loc)?;
    state.regions.push(r);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

/// MLIR's `printOptionalArrowTypeList`.
fn print_optional_arrow_types(p: &mut dyn AsmPrinter, types: &[Type]) {
    if types.is_empty() {
        return;
    }
    p.write_str(" -> ");
    let single = types.len() == 1
        && !matches!(
            p.context().type_data(types[0]),
            tileir_ir::types::TypeData::Function { .. }
        );
    if !single {
        p.write_str("(");
    }
    print_type_list(p, types);
    if !single {
        p.write_str(")");
    }
}

fn segments(p: &dyn AsmPrinter, attrs: &[tileir_ir::attributes::NamedAttr]) -> Vec<usize> {
    tileir_ir::format::helpers::find_attr(p.context(), attrs, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(p.context(), a))
        .unwrap_or_default()
        .into_iter()
        .map(|x| x as usize)
        .collect()
}

/// Operands cut into consecutive groups of the given sizes (clamped to the
/// operands there are: the printer must not panic on unverified IR).
fn split_by_segments(operands: &[Value], segs: &[usize]) -> Vec<Vec<Value>> {
    let mut groups = Vec::new();
    let mut start = 0;
    for &n in segs {
        groups.push(operands[start.min(operands.len())..(start + n).min(operands.len())].to_vec());
        start += n;
    }
    groups
}

fn print_parallel(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = all_attrs(p, op);
    let segs = segments(p, &attrs);
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let r = body.regions(op)[0];
    let ivs = entry_args(p, op, r);
    if segs.len() != 4 {
        return;
    }
    let groups = split_by_segments(&operands, &segs);
    p.write_str(" (");
    p.print_operands(&ivs);
    p.write_str(") = (");
    p.print_operands(&groups[0]);
    p.write_str(") to (");
    p.print_operands(&groups[1]);
    p.write_str(") step (");
    p.print_operands(&groups[2]);
    p.write_str(")");
    if !groups[3].is_empty() {
        p.write_str(" init (");
        p.print_operands(&groups[3]);
        p.write_str(")");
    }
    print_optional_arrow_types(p, &results);
    p.write_str(" ");
    p.print_region(op, r, false, false);
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
}

// ----- scf.forall -----

const DYNAMIC: i64 = i64::MIN;

/// `(1, %x, 4)`: static integers and dynamic operands.
fn parse_dynamic_index_list(
    p: &mut dyn AsmParser,
    dynamic: &mut Vec<tileir_ir::asm::UnresolvedOperand>,
) -> ParseResult<Vec<i64>> {
    let mut statics = Vec::new();
    p.parse_punct("(")?;
    if p.parse_optional_punct(")") {
        return Ok(statics);
    }
    loop {
        if let Some(o) = p.parse_optional_operand()? {
            dynamic.push(o);
            statics.push(DYNAMIC);
        } else {
            statics.push(p.parse_i64()?);
        }
        if p.parse_optional_punct(")") {
            break;
        }
        p.parse_punct(",")?;
    }
    Ok(statics)
}

fn print_dynamic_index_list(p: &mut dyn AsmPrinter, dynamic: &[Value], statics: &[i64]) {
    p.write_str("(");
    let mut d = dynamic.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if s == DYNAMIC {
            if let Some(&v) = d.next() {
                p.print_operand(v);
            }
        } else {
            p.write_str(&s.to_string());
        }
    }
    p.write_str(")");
}

fn parse_forall(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let index = p.context().index_type();
    let ivs = parse_induction_vars(p, index)?;
    let (mut dlb, mut dub, mut dstep) = (Vec::new(), Vec::new(), Vec::new());
    let (slb, sub, sstep);
    if p.parse_optional_keyword("in") {
        sub = parse_dynamic_index_list(p, &mut dub)?;
        slb = vec![0; sub.len()];
        sstep = vec![1; sub.len()];
    } else {
        p.parse_punct("=")?;
        slb = parse_dynamic_index_list(p, &mut dlb)?;
        p.parse_keyword("to")?;
        sub = parse_dynamic_index_list(p, &mut dub)?;
        p.parse_keyword("step")?;
        sstep = parse_dynamic_index_list(p, &mut dstep)?;
    }
    let (mut outs_args, mut outs) = (Vec::new(), Vec::new());
    if p.parse_optional_keyword("shared_outs") {
        let (a, o) = parse_assignment_list(p)?;
        outs_args = a;
        outs = o;
    }
    let types = parse_optional_arrow_types(p)?;
    for o in dlb.iter().chain(&dub).chain(&dstep) {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    for ((a, o), &t) in outs_args.iter_mut().zip(&outs).zip(&types) {
        a.ty = Some(t);
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.extend(types);
    let ctx = p.context();
    let segs = [
        dlb.len() as i64,
        dub.len() as i64,
        dstep.len() as i64,
        outs.len() as i64,
    ];
    let attrs = [
        (
            "operandSegmentSizes",
            tileir_ir::format::dense_array(ctx, 32, &segs),
        ),
        (
            "staticLowerBound",
            tileir_ir::format::dense_array(ctx, 64, &slb),
        ),
        (
            "staticUpperBound",
            tileir_ir::format::dense_array(ctx, 64, &sub),
        ),
        (
            "staticStep",
            tileir_ir::format::dense_array(ctx, 64, &sstep),
        ),
    ];
    for (n, a) in attrs {
        state.attributes.push(named(ctx, n, a));
    }
    let mut args = ivs;
    args.extend(outs_args);
    let r = p.parse_region(&args, false)?;
    p.ensure_terminator(r, "scf.forall.in_parallel", state.loc)?;
    state.regions.push(r);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_forall(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = all_attrs(p, op);
    let segs = segments(p, &attrs);
    let ctx = p.context();
    let get = |n: &str| {
        tileir_ir::format::helpers::find_attr(ctx, &attrs, n)
            .and_then(|a| tileir_ir::format::dense_array_values(ctx, a))
            .unwrap_or_default()
    };
    let (slb, sub, sstep) = (
        get("staticLowerBound"),
        get("staticUpperBound"),
        get("staticStep"),
    );
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let r = body.regions(op)[0];
    let args = entry_args(p, op, r);
    if segs.len() != 4 {
        return;
    }
    let groups = split_by_segments(&operands, &segs);
    let n_iv = args.len().saturating_sub(groups[3].len());
    p.write_str(" (");
    p.print_operands(&args[..n_iv]);
    let normalized = slb.iter().all(|&x| x == 0) && sstep.iter().all(|&x| x == 1);
    if normalized {
        p.write_str(") in ");
        print_dynamic_index_list(p, &groups[1], &sub);
    } else {
        p.write_str(") = ");
        print_dynamic_index_list(p, &groups[0], &slb);
        p.write_str(" to ");
        print_dynamic_index_list(p, &groups[1], &sub);
        p.write_str(" step ");
        print_dynamic_index_list(p, &groups[2], &sstep);
    }
    print_assignment_list(p, " shared_outs", &args[n_iv..], &groups[3]);
    p.write_str(" ");
    if !results.is_empty() {
        p.write_str("-> (");
        print_type_list(p, &results);
        p.write_str(") ");
    }
    p.print_region_with_terminators(op, r, false, !results.is_empty(), false);
    p.print_optional_attr_dict(
        &attrs,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

fn parse_in_parallel(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let r = p.parse_region(&[], false)?;
    // `scf.forall.in_parallel {}` still holds one (empty) block, as in MLIR.
    p.ensure_block(r)?;
    state.regions.push(r);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_in_parallel(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = all_attrs(p, op);
    let r = p.body().regions(op)[0];
    p.write_str(" ");
    p.print_region_with_terminators(op, r, false, false, false);
    p.print_optional_attr_dict(&attrs, &[]);
}

// ----- verifiers -----

fn verify_yield(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let _ = r;
    Ok(())
}

fn verify_for(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let n_init = r.body.num_operands(r.op).saturating_sub(3);
    if r.body.num_results(r.op) != n_init {
        return Err(err(
            r,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let Some(&region) = r.body.regions(r.op).first() else {
        return Ok(());
    };
    let Some(entry) = r.body.entry_block(region) else {
        return Ok(());
    };
    let args = r.body.block_args(entry);
    let Some((&iv, iter_args)) = args.split_first() else {
        return Err(err(
            r,
            "expected at least one block argument for induction variable",
        ));
    };
    let lb = r.body.operand(r.op, 0);
    if r.body.value_type(iv) != r.body.value_type(lb) {
        return Err(err(
            r,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    let inits: Vec<Value> = r.body.operands(r.op).skip(3).collect();
    let results: Vec<Value> = r.body.results(r.op).collect();
    let yielded: Vec<Value> = r
        .body
        .last_op(entry)
        .filter(|&t| r.ctx.op_name_str(r.body.op_name(t)) == "scf.yield")
        .map(|t| r.body.operands(t).collect())
        .unwrap_or_default();
    let ty = |v: Value| r.body.value_type(v);
    if inits.len() != iter_args.len() {
        return Err(err(
            r,
            format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                iter_args.len()
            ),
        ));
    }
    if yielded.len() != iter_args.len() {
        return Err(err(
            r,
            format!(
                "different number of region iter_args and yielded values: {} != {}",
                iter_args.len(),
                yielded.len()
            ),
        ));
    }
    // Each value of `a` must have the type of the value at the same position in `b`.
    let same_types = |a: &[Value], a_what: &str, b: &[Value], b_what: &str| {
        for (i, (&x, &y)) in a.iter().zip(b).enumerate() {
            if ty(x) != ty(y) {
                return Err(err(
                    r,
                    format!(
                        "{i}-th {a_what} and {i}-th {b_what} have different type: '{}' != '{}'",
                        type_str(r.ctx, ty(x)),
                        type_str(r.ctx, ty(y))
                    ),
                ));
            }
        }
        Ok(())
    };
    same_types(&inits, "init", iter_args, "region iter_arg")?;
    same_types(iter_args, "region iter_arg", &yielded, "yielded value")?;
    same_types(iter_args, "region iter_arg", &results, "loop result")?;
    Ok(())
}

/// `RegionBranchOpInterface` checks for the edges from the terminator of
/// each region's entry block to the parent's results, as the op's
/// interface declares them: as many operands as inputs, of the same types.
fn verify_edges_to_parent(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    use tileir_ir::region_branch::{self as rb, RegionSuccessor};
    let (ctx, body, op) = (r.ctx, r.body, r.op);
    let ty = |v: Value| body.value_type(v);
    let results: Vec<Type> = rb::successor_inputs(ctx, body, op, RegionSuccessor::Parent)
        .into_iter()
        .map(ty)
        .collect();
    for (index, &region) in body.regions(op).iter().enumerate() {
        let Some(t) = body.entry_block(region).and_then(|b| body.last_op(b)) else {
            continue;
        };
        if rb::terminator_interface(ctx, body, t).is_none()
            || !rb::terminator_successors(ctx, body, op, index, t, &[])
                .contains(&RegionSuccessor::Parent)
        {
            continue;
        }
        let passed = rb::successor_operands(ctx, body, op, t, RegionSuccessor::Parent);
        let operands: Vec<Type> = passed.map(|i| ty(body.operand(t, i))).collect();
        let terminator = ctx.op_name_str(body.op_name(t));
        let prefix = format!("along control flow edge from Operation {terminator} to parent: ");
        let note =
            |d: tileir_ir::diag::Diagnostic| d.with_note(body.op_loc(t), "region branch point");
        if operands.len() != results.len() {
            return Err(note(err(
                r,
                format!(
                    "{prefix}region branch point has {} operands, but region successor needs {} inputs",
                    operands.len(),
                    results.len()
                ),
            )));
        }
        for (i, (&a, &b)) in operands.iter().zip(&results).enumerate() {
            if a != b {
                return Err(note(err(
                    r,
                    format!(
                        "{prefix}successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        type_str(ctx, a),
                        type_str(ctx, b)
                    ),
                )));
            }
        }
    }
    Ok(())
}

fn verify_execute_region(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    verify_edges_to_parent(r)
}

fn verify_while(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    verify_edges_to_parent(r)
}

fn verify_index_switch(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let n_values = attr(r, "cases")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
        .map_or(0, |v| v.len());
    let n_regions = r.body.num_regions(r.op).saturating_sub(1);
    if n_values != n_regions {
        return Err(err(
            r,
            format!("has {n_regions} case regions but {n_values} case values"),
        ));
    }
    verify_edges_to_parent(r)
}

/// `scf.forall`: results match outputs, the body takes one index per loop
/// and one argument per output, and each of the bounds and steps has one
/// entry per loop with an operand for each dynamic (`i64::MIN`) entry.
/// The attributes of MLIR 22's `DeviceMappingAttrInterface` (`false`) and
/// `DeviceMaskingAttrInterface` (`true`), all of the gpu dialect.
fn device_attr(ctx: &tileir_ir::Context, a: tileir_ir::attributes::Attribute) -> Option<bool> {
    let tileir_ir::attributes::AttrData::Dialect { name, .. } = ctx.attr_data(a) else {
        return None;
    };
    match ctx.str(*name) {
        "gpu.block" | "gpu.thread" | "gpu.warp" | "gpu.warpgroup" | "gpu.lane"
        | "gpu.memory_space" => Some(false),
        "gpu.mask" => Some(true),
        _ => None,
    }
}

/// `DeviceMappingArrayAttr`: an array of device mapping or masking
/// attributes.
fn is_device_mapping_array(ctx: &tileir_ir::Context, a: tileir_ir::attributes::Attribute) -> bool {
    match ctx.attr_data(a) {
        tileir_ir::attributes::AttrData::Array(m) => {
            m.iter().all(|&e| device_attr(ctx, e).is_some())
        }
        _ => false,
    }
}

fn verify_forall(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let ints = |name| {
        attr(r, name)
            .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
            .unwrap_or_default()
    };
    let (lb, ub, step) = (
        ints("staticLowerBound"),
        ints("staticUpperBound"),
        ints("staticStep"),
    );
    let segs: Vec<usize> = ints("operandSegmentSizes")
        .into_iter()
        .map(|n| n.max(0) as usize)
        .collect();
    let seg = |i: usize| segs.get(i).copied().unwrap_or(0);
    let operands: Vec<Value> = r.body.operands(r.op).collect();
    let outputs = &operands[(seg(0) + seg(1) + seg(2)).min(operands.len())..];
    let rank = lb.len();
    let n_results = r.body.num_results(r.op);
    if n_results != outputs.len() {
        return Err(err(
            r,
            format!(
                "produces {n_results} results, but has only {} outputs",
                outputs.len()
            ),
        ));
    }
    let entry = r
        .body
        .regions(r.op)
        .first()
        .and_then(|&region| r.body.entry_block(region));
    if let Some(entry) = entry {
        let args = r.body.block_args(entry);
        if args.len() != rank + outputs.len() {
            return Err(err(r, format!("region expects {rank} arguments")));
        }
        let index = r.ctx.index_type();
        if let Some(i) = args[..rank]
            .iter()
            .position(|&a| r.body.value_type(a) != index)
        {
            return Err(err(
                r,
                format!("expects {i}-th block argument to be an index"),
            ));
        }
        let ty = |v: Value| r.body.value_type(v);
        if let Some(i) = (0..outputs.len()).find(|&i| ty(args[rank + i]) != ty(outputs[i])) {
            return Err(err(
                r,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            ));
        }
    }
    if let Some(tileir_ir::attributes::AttrData::Array(m)) =
        attr(r, "mapping").map(|a| r.ctx.attr_data(a))
    {
        // A mask (`DeviceMaskingAttrInterface`) maps no loop.
        let masks = m
            .iter()
            .filter(|&&a| device_attr(r.ctx, a) == Some(true))
            .count();
        if !m.is_empty() && m.len() - masks != rank {
            return Err(err(r, "mapping attribute size must match op rank"));
        }
        if masks > 1 {
            return Err(err(
                r,
                "\"mapping\" supports at most one device masking attribute",
            ));
        }
    }
    // MLIR's verifyListOfOperandsOrIntegers, reported without the op prefix.
    let loc = r.body.op_loc(r.op);
    for (k, (name, statics)) in [("lower bound", &lb), ("upper bound", &ub), ("step", &step)]
        .into_iter()
        .enumerate()
    {
        if statics.len() != rank {
            return Err(tileir_ir::diag::Diagnostic::error(
                loc,
                format!("expected {rank} {name} values, got {}", statics.len()),
            ));
        }
        let dynamic = statics.iter().filter(|&&v| v == DYNAMIC).count();
        if seg(k) != dynamic {
            return Err(tileir_ir::diag::Diagnostic::error(
                loc,
                format!("expected {dynamic} dynamic {name} values"),
            ));
        }
    }
    Ok(())
}

fn verify_if(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let regions = r.body.regions(r.op).to_vec();
    if r.body.num_results(r.op) != 0 && regions.get(1).is_none_or(|&e| r.body.region_is_empty(e)) {
        return Err(err(r, "must have an else block if defining values"));
    }
    verify_edges_to_parent(r)
}

const YIELD_PARENTS: &[&str] = &[
    "scf.execute_region",
    "scf.for",
    "scf.if",
    "scf.index_switch",
    "scf.while",
];

static OPS: &[OpDef] = &[
    OpDef {
        name: "scf.for",
        traits: Traits::SINGLE_BLOCK.union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR).union(Traits::RECURSIVE_MEMORY_EFFECTS),
        operands: &[one("lowerBound", SIGNLESS_INTEGER_LIKE), one("upperBound", SIGNLESS_INTEGER_LIKE), one("step", SIGNLESS_INTEGER_LIKE), any_many("initArgs")],
        results: &[any_many("results")],
        attributes: &[AttrDecl::optional("unsignedCmp", "unit attribute", AttrKind::Unit)],
        regions: &[RegionDecl { name: "region", arity: Arity::Single, single_block: true }],
        parse: Some(parse_for),
        print: Some(print_for),
        verify: Some(verify_for),
        implicit_terminator: Some("scf.yield"),
        interfaces: Interfaces {
            loop_like: true,
            speculation: Speculation::Computed(for_speculation),
            canonicalization_patterns: patterns::FOR,
            region_branch: Some(&region_branch::FOR),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.if",
        traits: Traits::SINGLE_BLOCK.union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR).union(Traits::RECURSIVE_MEMORY_EFFECTS).union(Traits::NO_REGION_ARGUMENTS),
        operands: &[one("condition", I1)],
        results: &[any_many("results")],
        regions: &[
            RegionDecl { name: "thenRegion", arity: Arity::Single, single_block: true },
            RegionDecl { name: "elseRegion", arity: Arity::Single, single_block: false },
        ],
        parse: Some(parse_if),
        print: Some(print_if),
        verify: Some(verify_if),
        implicit_terminator: Some("scf.yield"),
        interfaces: Interfaces { canonicalization_patterns: patterns::IF, region_branch: Some(&region_branch::IF), ..IF },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.yield",
        traits: Traits::PURE.union(Traits::TERMINATOR).union(Traits::RETURN_LIKE),
        parents: YIELD_PARENTS,
        operands: &[any_many("results")],
        format: Some("attr-dict ($results^ `:` type($results))?"),
        verify: Some(verify_yield),
        interfaces: Interfaces { region_terminator: Some(&region_branch::YIELD), ..Interfaces::DEFAULT },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.condition",
        traits: Traits::PURE.union(Traits::TERMINATOR),
        parents: &["scf.while"],
        operands: &[one("condition", I1), any_many("args")],
        format: Some("`(` $condition `)` attr-dict ($args^ `:` type($args))?"),
        interfaces: Interfaces { region_terminator: Some(&region_branch::CONDITION), ..Interfaces::DEFAULT },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.while",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS.union(Traits::SINGLE_BLOCK),
        operands: &[any_many("inits")],
        results: &[any_many("results")],
        regions: &[
            RegionDecl { name: "before", arity: Arity::Single, single_block: false },
            RegionDecl { name: "after", arity: Arity::Single, single_block: false },
        ],
        parse: Some(parse_while),
        print: Some(print_while),
        verify: Some(verify_while),
        interfaces: Interfaces { canonicalization_patterns: patterns::WHILE, region_branch: Some(&region_branch::WHILE), ..LOOP },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.execute_region",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS,
        results: &[any_many("results")],
        attributes: &[AttrDecl::optional("no_inline", "unit attribute", AttrKind::Unit)],
        regions: &[RegionDecl { name: "region", arity: Arity::Single, single_block: false }],
        parse: Some(parse_execute_region),
        print: Some(print_execute_region),
        verify: Some(verify_execute_region),
        interfaces: Interfaces { canonicalization_patterns: patterns::EXECUTE_REGION, region_branch: Some(&region_branch::EXECUTE_REGION), ..Interfaces::DEFAULT },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.index_switch",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS.union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR).union(Traits::SINGLE_BLOCK),
        operands: &[one("arg", INDEX)],
        results: &[any_many("results")],
        attributes: &[AttrDecl::new("cases", "i64 dense array attribute", AttrKind::DenseI64Array)],
        regions: &[
            RegionDecl { name: "defaultRegion", arity: Arity::Single, single_block: true },
            RegionDecl { name: "caseRegions", arity: Arity::Variadic, single_block: true },
        ],
        format: Some("$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion"),
        verify: Some(verify_index_switch),
        implicit_terminator: Some("scf.yield"),
        interfaces: Interfaces { canonicalization_patterns: patterns::INDEX_SWITCH, region_branch: Some(&region_branch::INDEX_SWITCH), ..Interfaces::DEFAULT },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.parallel",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS
            .union(Traits::RECURSIVE_MEMORY_EFFECTS)
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
            .union(Traits::AUTOMATIC_ALLOCATION_SCOPE),
        operands: &[many("lowerBound", INDEX), many("upperBound", INDEX), many("step", INDEX), any_many("initVals")],
        results: &[any_many("results")],
        regions: &[RegionDecl { name: "region", arity: Arity::Single, single_block: true }],
        parse: Some(parse_parallel),
        print: Some(print_parallel),
        implicit_terminator: Some("scf.reduce"),
        interfaces: Interfaces { canonicalization_patterns: parallel::PARALLEL, region_branch: Some(&region_branch::PARALLEL), ..LOOP },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.reduce",
        traits: Traits::TERMINATOR.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        parents: &["scf.parallel"],
        operands: &[any_many("operands")],
        regions: &[RegionDecl { name: "reductions", arity: Arity::Variadic, single_block: true }],
        format: Some("(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict"),
        interfaces: Interfaces { region_terminator: Some(&region_branch::PASSES_NOTHING), ..Interfaces::DEFAULT },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.reduce.return",
        traits: Traits::PURE.union(Traits::TERMINATOR),
        parents: &["scf.reduce"],
        operands: &[any_one("result")],
        format: Some("$result attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.forall",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS
            .union(Traits::RECURSIVE_MEMORY_EFFECTS)
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
            .union(Traits::AUTOMATIC_ALLOCATION_SCOPE),
        operands: &[many("dynamicLowerBound", INDEX), many("dynamicUpperBound", INDEX), many("dynamicStep", INDEX), any_many("outputs")],
        results: &[any_many("results")],
        attributes: &[
            AttrDecl::new("staticLowerBound", "i64 dense array attribute", AttrKind::DenseI64Array),
            AttrDecl::new("staticUpperBound", "i64 dense array attribute", AttrKind::DenseI64Array),
            AttrDecl::new("staticStep", "i64 dense array attribute", AttrKind::DenseI64Array),
            AttrDecl::optional("mapping", "Device Mapping array attribute", AttrKind::Array)
                .checked(is_device_mapping_array),
        ],
        regions: &[RegionDecl { name: "region", arity: Arity::Single, single_block: true }],
        parse: Some(parse_forall),
        print: Some(print_forall),
        verify: Some(verify_forall),
        implicit_terminator: Some("scf.forall.in_parallel"),
        interfaces: Interfaces { canonicalization_patterns: forall::FORALL, region_branch: Some(&region_branch::FORALL), ..LOOP },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "scf.forall.in_parallel",
        traits: Traits::PURE.union(Traits::TERMINATOR).union(Traits::NO_TERMINATOR).union(Traits::SINGLE_BLOCK),
        parents: &["scf.forall"],
        regions: &[RegionDecl { name: "region", arity: Arity::Single, single_block: true }],
        parse: Some(parse_in_parallel),
        print: Some(print_in_parallel),
        interfaces: Interfaces { region_terminator: Some(&region_branch::PASSES_NOTHING), ..Interfaces::DEFAULT },
        ..OpDef::DEFAULT
    },
];

/// `scf.while`, `scf.parallel`, `scf.forall`: loops (every region is a
/// loop body).
const LOOP: Interfaces = Interfaces {
    loop_like: true,
    ..Interfaces::DEFAULT
};

/// `scf.if`: as speculatable as its regions.
const IF: Interfaces = Interfaces {
    speculation: Speculation::Computed(|_| Speculatability::RecursivelySpeculatable),
    ..Interfaces::DEFAULT
};

/// `scf.for` terminates whatever its bounds when its step is the constant
/// 1, and is then as speculatable as its body.
fn for_speculation(r: OpRef<'_>) -> Speculatability {
    let step = r
        .body
        .defining_op(r.body.operand(r.op, 2))
        .and_then(|d| tileir_ir::fold::constant_value(r.ctx, r.body, d));
    match step.map(|a| r.ctx.attr_data(a)) {
        Some(tileir_ir::attributes::AttrData::Integer { value, .. }) if value.get() == 1 => {
            Speculatability::RecursivelySpeculatable
        }
        _ => Speculatability::NotSpeculatable,
    }
}

/// `SCFInlinerInterface`: scf ops may be inlined anywhere, and bodies into
/// their regions.
static INLINER: tileir_ir::call::DialectInliner = tileir_ir::call::DialectInliner {
    terminator_values: Some(|body, op| body.operands(op).collect()),
    ..inline_ops(true)
};

pub static DIALECT: DialectDef = DialectDef {
    name: "scf",
    inliner: Some(&INLINER),
    ops: OPS,
    directives: &[tileir_ir::dialect::CustomDirective {
        name: "SwitchCases",
        parse: parse_switch_cases,
        print: print_switch_cases,
    }],
    ..DialectDef::DEFAULT
};
