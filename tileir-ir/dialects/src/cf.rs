//! The `cf` dialect (`mlir/include/mlir/Dialect/ControlFlow/IR/ControlFlowOps.td`).

pub(crate) mod patterns;

use super::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult, UnresolvedOperand};
use tileir_ir::attributes::{AttrData, DenseData};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{
    AttrDecl, AttrKind, BranchInterface, DialectDef, Interfaces, OpDef, OpRef, SuccessorDecl,
    Traits,
};
use tileir_ir::effects::{EffectDecl, EffectKind, EffectOn, MemoryEffects};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::ids::{BlockId, OpId, Value};
use tileir_ir::types::{Signedness, Type, TypeData};

/// `^bb1` with an optional `(%a, %b : t1, t2)` operand list.
fn parse_successor_and_uses(
    p: &mut dyn AsmParser,
    operands: &mut Vec<(UnresolvedOperand, Type)>,
) -> ParseResult<BlockId> {
    let b = p.parse_successor()?;
    if p.parse_optional_punct("(") {
        let ops = tileir_ir::format::parse_operand_list(p)?;
        p.parse_punct(":")?;
        let pos = p.current_pos();
        let types = tileir_ir::format::parse_type_list(p)?;
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
    tileir_ir::format::print_type_list(p, &types);
    p.write_str(")");
}

fn parse_switch(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let flag = p.parse_operand()?;
    p.parse_punct(":")?;
    // `type($flag)` of an `AnyInteger` operand: MLIR parses an IntegerType.
    let ty_pos = p.current_pos();
    let flag_ty = p.parse_type()?;
    let Some((width, signedness)) = int_type(p.context(), flag_ty) else {
        let found = type_str(p.context(), flag_ty);
        return Err(p.error_at(
            ty_pos,
            &format!(
                "invalid kind of type specified: expected builtin.integer, but found '{found}'"
            ),
        ));
    };
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
        let pos = p.current_pos();
        let v = p.parse_i64()?;
        if v < 0 && signedness == Signedness::Unsigned && width > tileir_ir::wide_int::MAX_BITS {
            // Its bits would be all ones, a value we can print only up to
            // MAX_BITS wide (integers of every width: issue 12).
            return Err(p.error_at(
                pos,
                &format!(
                    "negative case value of an unsigned type wider than {} bits is not supported yet (mlir-opt accepts it)",
                    tileir_ir::wide_int::MAX_BITS
                ),
            ));
        }
        values.push(v);
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
        let a = case_values_attr(ctx, flag_ty, width, signedness, &values);
        state.attributes.push(named(ctx, "case_values", a));
    }
    let segs: Vec<i64> = case_ops.iter().map(|o| o.len() as i64).collect();
    let a = tileir_ir::format::dense_array(ctx, 32, &segs);
    state
        .attributes
        .push(named(ctx, "case_operand_segments", a));
    let a = tileir_ir::format::dense_array(ctx, 32, &[1, default_ops.len() as i64, total]);
    state.attributes.push(named(ctx, "operandSegmentSizes", a));
    state.successors.push(default);
    state.successors.extend(dests);
    Ok(())
}

/// The width and signedness of an integer type.
fn int_type(ctx: &tileir_ir::Context, t: Type) -> Option<(u32, Signedness)> {
    match ctx.type_data(t) {
        TypeData::Integer { width, signedness } => Some((*width, *signedness)),
        _ => None,
    }
}

/// Bytes one element of an integer elements attribute takes (as the dense
/// parser lays them out: `i1` and `i0` one byte).
fn element_bytes(width: u32) -> usize {
    (width as usize).div_ceil(8).max(1)
}

/// `case_values`: MLIR reads each case as an `int64_t` and keeps it as an
/// integer of the flag's width (`APInt(width, v, /*isSigned=*/true)`:
/// truncated to a narrower type, sign-extended to a wider one), stored as
/// the dense parser stores that value so both forms give the same attribute.
fn case_values_attr(
    ctx: &tileir_ir::Context,
    flag_ty: Type,
    width: u32,
    signedness: Signedness,
    values: &[i64],
) -> tileir_ir::Attribute {
    use tileir_ir::parser::{canonical_int, push_int_element, raw_dense};
    let n = element_bytes(width);
    let mut data = Vec::with_capacity(n.saturating_mul(values.len()));
    for &v in values {
        let canonical = if width >= 128 {
            i128::from(v)
        } else {
            canonical_int(i128::from(v) as u128, width, signedness)
        };
        push_int_element(&mut data, canonical, n);
    }
    let ty = ctx.intern_type(TypeData::Vector {
        shape: vec![values.len() as i64].into(),
        scalable: vec![false].into(),
        element: flag_ty,
    });
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: raw_dense(data, n, values.len()),
    })
}

/// The case values as the custom form prints them: MLIR's
/// `APInt::getLimitedValue()`, the value's bits read as unsigned and capped
/// at `u64::MAX`. Empty unless `case_values` is a dense integer vector.
fn case_values_printed(ctx: &tileir_ir::Context, a: tileir_ir::Attribute) -> Vec<u64> {
    let AttrData::DenseElements {
        ty,
        data: DenseData::Raw { splat, bytes },
    } = ctx.attr_data(a)
    else {
        return Vec::new();
    };
    let Some((width, _)) = int_type(ctx, element_type(ctx, *ty)) else {
        return Vec::new();
    };
    let n = element_bytes(width);
    let w = width as usize;
    let limited = |c: &[u8]| -> u64 {
        // Only the value's `width` bits count (the top byte may hold sign bits).
        let byte = |i: usize| -> u8 {
            let b = c.get(i).copied().unwrap_or(0);
            match w.saturating_sub(8 * i) {
                0 => 0,
                bits @ 1..=7 => b & ((1u8 << bits) - 1),
                _ => b,
            }
        };
        if (8..c.len()).any(|i| byte(i) != 0) {
            return u64::MAX;
        }
        (0..c.len().min(8)).fold(0u64, |v, i| v | u64::from(byte(i)) << (8 * i))
    };
    let count = case_count(ctx, a);
    if *splat {
        let v = limited(bytes.get(..n).unwrap_or(&[]));
        return vec![v; count];
    }
    bytes.chunks_exact(n).map(limited).take(count).collect()
}

/// How many case values `case_values` holds (its shape's element count).
fn case_count(ctx: &tileir_ir::Context, a: tileir_ir::Attribute) -> usize {
    attr_type(ctx, a)
        .and_then(|t| shape_of(ctx, t))
        .map_or(0, |s| s.iter().map(|&d| d.max(0) as usize).product())
}

fn print_switch(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let values =
        helpers::find_attr(ctx, &attrs, "case_values").map(|a| case_values_printed(ctx, a));
    let segs = helpers::find_attr(ctx, &attrs, "case_operand_segments")
        .and_then(|a| tileir_ir::format::dense_array_values(ctx, a))
        .unwrap_or_default();
    let sizes = helpers::find_attr(ctx, &attrs, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(ctx, a))
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

/// MLIR's `WeightedBranchOpInterface` check: a weight per successor, not
/// all zero. An interface verifier: its errors carry no `'op' op` prefix.
fn verify_branch_weights(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let error = |msg: String| tileir_ir::diag::Diagnostic::error(r.body.op_loc(r.op), msg);
    let Some(weights) =
        attr(r, "branch_weights").and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
    else {
        return Ok(());
    };
    let successors = r.body.successors(r.op).len();
    if weights.len() != successors {
        return Err(error(format!(
            "expects number of branch weights to match number of successors: {} vs {successors}",
            weights.len()
        )));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(error("branch weights cannot all be zero".into()));
    }
    Ok(())
}

fn verify_switch(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let n_dests = r.body.successors(r.op).len().saturating_sub(1);
    let case_values = attr(r, "case_values");
    if let Some(a) = case_values {
        let flag_ty = r
            .body
            .value_type(r.body.operands(r.op).next().expect("flag"));
        let case_ty = attr_type(r.ctx, a).map_or(flag_ty, |t| element_type(r.ctx, t));
        if case_ty != flag_ty {
            return Err(err(
                r,
                format!(
                    "'flag' type ('{}') should match case value type ('{}')",
                    type_str(r.ctx, flag_ty),
                    type_str(r.ctx, case_ty)
                ),
            ));
        }
    }
    let n_cases = case_values.map_or(0, |a| case_count(r.ctx, a));
    if n_cases != n_dests {
        return Err(err(
            r,
            format!("number of case values ({n_cases}) should match number of case destinations ({n_dests})"),
        ));
    }
    // BranchOpInterface: the default destination takes `defaultOperands`,
    // case destination `k` takes segment `k` of `caseOperands`.
    let sizes = attr(r, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
        .unwrap_or_default();
    let segs = attr(r, "case_operand_segments")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
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
            return Err(tileir_ir::diag::Diagnostic::error(
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
                return Err(tileir_ir::diag::Diagnostic::error(
                    loc,
                    format!("type mismatch for bb argument #{i} of successor #{k}"),
                ));
            }
        }
    }
    Ok(())
}

// ----- BranchOpInterface -----

/// The operands each successor of a `cf` branch gets, as position ranges:
/// after the leading condition or flag, the groups follow in successor
/// order (`operandSegmentSizes`, and `case_operand_segments` for the cases
/// of a switch).
fn successor_groups(r: OpRef<'_>) -> smallvec::SmallVec<[std::ops::Range<usize>; 4]> {
    let n = r.body.num_operands(r.op);
    let sizes = |name| {
        attr(r, name)
            .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
            .unwrap_or_default()
    };
    let mut lens: smallvec::SmallVec<[usize; 4]> = smallvec::SmallVec::new();
    match r.ctx.op_name_str(r.body.op_name(r.op)) {
        "cf.br" => return smallvec::smallvec![0..n],
        "cf.cond_br" => lens.extend(
            sizes("operandSegmentSizes")
                .iter()
                .skip(1)
                .map(|&l| l as usize),
        ),
        _ => {
            lens.extend(sizes("operandSegmentSizes").get(1).map(|&l| l as usize));
            lens.extend(sizes("case_operand_segments").iter().map(|&l| l as usize));
        }
    }
    let mut start = 1;
    lens.iter()
        .map(|&len| {
            let range = start.min(n)..(start + len).min(n);
            start += len;
            range
        })
        .collect()
}

fn successor_operands(r: OpRef<'_>, index: usize) -> std::ops::Range<usize> {
    successor_groups(r).get(index).cloned().unwrap_or(0..0)
}

fn set_successor_operands(
    ctx: &tileir_ir::Context,
    body: &mut tileir_ir::Body,
    op: OpId,
    index: usize,
    values: &[Value],
) {
    let r = OpRef { ctx, body, op };
    let groups = successor_groups(r);
    let old: Vec<Value> = body.operands(op).collect();
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    let prefix = usize::from(name != "cf.br");
    let mut operands: Vec<Value> = old[..prefix.min(old.len())].to_vec();
    let mut lens = Vec::with_capacity(groups.len());
    for (i, range) in groups.iter().enumerate() {
        let group = if i == index {
            values
        } else {
            &old[range.clone()]
        };
        operands.extend_from_slice(group);
        lens.push(group.len() as i64);
    }
    body.set_operands(op, &operands);
    let array = |values: &[i64]| tileir_ir::format::dense_array(ctx, 32, values);
    let segments = ctx.symbol("operandSegmentSizes");
    match name.as_str() {
        "cf.br" => {}
        "cf.cond_br" => body.set_attr(ctx, op, segments, array(&[1, lens[0], lens[1]])),
        _ => {
            let cases = &lens[1..];
            body.set_attr(ctx, op, segments, array(&[1, lens[0], cases.iter().sum()]));
            body.set_attr(ctx, op, ctx.symbol("case_operand_segments"), array(cases));
        }
    }
}

const BRANCH: Interfaces = Interfaces {
    branch: Some(BranchInterface {
        successor_operands,
        set_successor_operands,
    }),
    ..Interfaces::DEFAULT
};

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
            canonicalization_patterns: patterns::ASSERT,
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
        interfaces: Interfaces { canonicalization_patterns: patterns::BR, ..BRANCH },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cf.cond_br",
        traits: Traits::PURE.union(Traits::TERMINATOR).union(Traits::ATTR_SIZED_OPERAND_SEGMENTS),
        operands: &[one("condition", I1), any_many("trueDestOperands"), any_many("falseDestOperands")],
        successors: Some(2),
        successor_decls: &[succ("trueDest"), succ("falseDest")],
        attributes: &[AttrDecl::optional("branch_weights", "i32 dense array attribute", AttrKind::DenseI32Array)],
        format: Some(
            "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        ),
        verify: Some(verify_branch_weights),
        interfaces: Interfaces { canonicalization_patterns: patterns::COND_BR, ..BRANCH },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cf.switch",
        traits: Traits::PURE.union(Traits::TERMINATOR).union(Traits::ATTR_SIZED_OPERAND_SEGMENTS),
        operands: &[one("flag", ANY_INTEGER), any_many("defaultOperands"), any_many("caseOperands")],
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
        interfaces: Interfaces { canonicalization_patterns: patterns::SWITCH, ..BRANCH },
        ..OpDef::DEFAULT
    },
];

/// The dialect's inliner interface: every op may be inlined.
static INLINER: tileir_ir::call::DialectInliner = inline_ops(true);

pub static DIALECT: DialectDef = DialectDef {
    inliner: Some(&INLINER),
    name: "cf",
    ops: OPS,
    ..DialectDef::DEFAULT
};
