//! The canonicalization patterns of `cf` (upstream `ControlFlowOps.cpp`):
//! branches into blocks with one predecessor merged, branches through
//! blocks that only branch on collapsed, constant conditions and flags
//! folded, `cond_br` to one block turned into `br` (with `arith.select`s),
//! conditions known on an edge propagated, switch cases that match the
//! default or cannot happen dropped.
//!
//! Names are upstream's debug names; patterns upstream adds as functions
//! (`br`, `assert` and `switch`'s) have none (an empty label).

use smallvec::SmallVec;
use tileir_ir::attributes::{AttrData, DenseData, NamedAttr};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{OpRef, RewritePattern};
use tileir_ir::format::dense_array;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::types::TypeData;
use tileir_ir::{Attribute, BlockId, Body, Context, Location, OpId, Value};

/// The constant `v` is defined by (`m_Constant`), if any.
pub(crate) fn fold_constant(ctx: &Context, body: &Body, v: Value) -> Option<Attribute> {
    body.defining_op(v)
        .and_then(|d| tileir_ir::fold::constant_value(ctx, body, d))
}

pub(super) static ASSERT: &[RewritePattern] = &[RewritePattern::new("", assert_true)];
pub(super) static BR: &[RewritePattern] = &[RewritePattern::new("", br_canonicalize)];
pub(super) static COND_BR: &[RewritePattern] = &[
    RewritePattern::new(
        "(anonymous namespace)::SimplifyConstCondBranchPred",
        const_cond_branch,
    ),
    RewritePattern::new(
        "(anonymous namespace)::SimplifyPassThroughCondBranch",
        pass_through_cond_branch,
    ),
    RewritePattern::new(
        "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors",
        cond_branch_identical_successors,
    ),
    RewritePattern::new(
        "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition",
        cond_branch_on_same_condition,
    ),
    RewritePattern::new(
        "(anonymous namespace)::CondBranchTruthPropagation",
        cond_branch_truth_propagation,
    ),
];
pub(super) static SWITCH: &[RewritePattern] = &[
    RewritePattern::new("", switch_only_default),
    RewritePattern::new("", switch_drop_cases_matching_default),
    RewritePattern::new("", switch_const_flag),
    RewritePattern::new("", switch_pass_through),
    RewritePattern::new("", switch_from_switch_on_same_flag),
    RewritePattern::new("", switch_from_default_switch_on_same_flag),
];

// ===== helpers =====

/// The integer value of a constant (`m_ConstantInt`), as its low 128 bits.
pub(crate) fn int_constant(ctx: &Context, body: &Body, v: Value) -> Option<i128> {
    match ctx.attr_data(fold_constant(ctx, body, v)?) {
        AttrData::Integer { value, .. } => Some(value.get()),
        AttrData::Bool(b) => Some(i128::from(*b)),
        _ => None,
    }
}

/// The edges into `block`: (terminator, successor index), in block order.
fn predecessors(body: &Body, block: BlockId) -> SmallVec<[(OpId, usize); 4]> {
    let mut preds = SmallVec::new();
    let Some(region) = body.block_parent(block) else {
        return preds;
    };
    for b in body.region_blocks(region) {
        if let Some(t) = body.last_op(b) {
            for (i, &s) in body.successors(t).iter().enumerate() {
                if s == block {
                    preds.push((t, i));
                }
            }
        }
    }
    preds
}

/// MLIR's `getSinglePredecessor`: the block of the one edge into `block`.
fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    match predecessors(body, block).as_slice() {
        [(t, _)] => body.parent_block(*t),
        _ => None,
    }
}

/// MLIR's `getUniquePredecessor`: the one block all edges come from.
fn unique_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let preds = predecessors(body, block);
    let first = body.parent_block(preds.first()?.0)?;
    preds
        .iter()
        .all(|&(t, _)| body.parent_block(t) == Some(first))
        .then_some(first)
}

fn name_is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// A `cf` branch and the operands of each of its successors.
struct Branch {
    dests: SmallVec<[BlockId; 2]>,
    operands: SmallVec<[SmallVec<[Value; 4]>; 2]>,
}

fn branch(ctx: &Context, body: &Body, op: OpId) -> Branch {
    let all: SmallVec<[Value; 8]> = body.operands(op).collect();
    let dests: SmallVec<[BlockId; 2]> = SmallVec::from_slice(body.successors(op));
    let operands = (0..dests.len())
        .map(|i| {
            let range = super::successor_operands(OpRef { ctx, body, op }, i);
            SmallVec::from_slice(&all[range])
        })
        .collect();
    Branch { dests, operands }
}

fn create_br(rw: &mut Rewriter<'_>, loc: Location, dest: BlockId, operands: &[Value]) -> OpId {
    let mut state = OperationState::new(rw.ctx.op_name("cf.br"), loc);
    state.operands.extend_from_slice(operands);
    state.successors.push(dest);
    rw.create(state)
}

/// Replaces terminator `op` by a `cf.br`.
fn replace_with_br(rw: &mut Rewriter<'_>, op: OpId, dest: BlockId, operands: &[Value]) {
    rw.set_insertion_point_before(op);
    let loc = rw.body().op_loc(op);
    create_br(rw, loc, dest, operands);
    rw.erase_op(op);
}

fn segment_sizes(ctx: &Context, sizes: &[i64]) -> NamedAttr {
    NamedAttr {
        name: ctx.static_symbol("operandSegmentSizes"),
        value: dense_array(ctx, 32, sizes),
    }
}

fn replace_with_cond_br(
    rw: &mut Rewriter<'_>,
    op: OpId,
    cond: Value,
    (t, t_ops): (BlockId, &[Value]),
    (f, f_ops): (BlockId, &[Value]),
) {
    let ctx = rw.ctx;
    rw.set_insertion_point_before(op);
    let mut state = OperationState::new(ctx.op_name("cf.cond_br"), rw.body().op_loc(op));
    state.operands.push(cond);
    state.operands.extend_from_slice(t_ops);
    state.operands.extend_from_slice(f_ops);
    state.successors.extend([t, f]);
    // The successors keep their order, so their weights still apply.
    if let Some(value) = rw.body().attr_static(ctx, op, "branch_weights") {
        let name = ctx.static_symbol("branch_weights");
        state.attributes.push(NamedAttr { name, value });
    }
    state.attributes.push(segment_sizes(
        ctx,
        &[1, t_ops.len() as i64, f_ops.len() as i64],
    ));
    rw.create(state);
    rw.erase_op(op);
}

// ===== assert and br =====

/// `AssertOp::canonicalize`: an assertion of a constant true goes.
fn assert_true(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let body = rw.body();
    if int_constant(rw.ctx, body, body.operand(op, 0)).is_some_and(|v| v & 1 == 1) {
        rw.erase_op(op);
        return true;
    }
    false
}

/// `BranchOp::canonicalize`: merge into a destination with one
/// predecessor, else branch past a block that only branches on.
fn br_canonicalize(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    br_to_block_with_single_pred(rw, op) || pass_through_br(rw, op)
}

fn br_to_block_with_single_pred(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let body = rw.body();
    let dest = body.successors(op)[0];
    let Some(parent) = body.parent_block(op) else {
        return false;
    };
    if dest == parent || predecessors(body, dest).len() != 1 {
        return false;
    }
    let args: SmallVec<[Value; 4]> = body.operands(op).collect();
    rw.merge_blocks(dest, parent, &args);
    rw.erase_op(op);
    true
}

/// MLIR's `collapseBranch`: if `dest` holds nothing but a `cf.br` whose
/// block arguments are used only by that branch, and does not loop to
/// itself, the branch's destination and operands (arguments of `dest`
/// mapped to `operands`).
fn collapse_branch(
    ctx: &Context,
    body: &Body,
    dest: BlockId,
    operands: &[Value],
) -> Option<(BlockId, SmallVec<[Value; 4]>)> {
    let first = body.first_op(dest)?;
    if body.next_op(first).is_some() || !name_is(ctx, body, first, "cf.br") {
        return None;
    }
    let args = body.block_args(dest);
    if args.iter().any(|&a| body.users(a).any(|u| u != first)) {
        return None;
    }
    let next = body.successors(first)[0];
    if next == dest || on_branch_cycle(ctx, body, dest, next) {
        return None;
    }
    let forwarded = body
        .operands(first)
        .map(|v| match args.iter().position(|&a| a == v) {
            Some(i) => operands.get(i).copied().unwrap_or(v),
            None => v,
        })
        .collect();
    Some((next, forwarded))
}

/// Whether the chain of unconditional branches starting at `next`'s
/// terminator comes back to a block already on it (`dest` and `next`
/// included): collapsing into such a cycle would go round it forever, so
/// MLIR 22 leaves it.
fn on_branch_cycle(ctx: &Context, body: &Body, dest: BlockId, next: BlockId) -> bool {
    let mut visited: rustc_hash::FxHashSet<BlockId> = [dest, next].into_iter().collect();
    let mut block = next;
    while let Some(term) = body.last_op(block) {
        if !name_is(ctx, body, term, "cf.br") {
            return false;
        }
        block = body.successors(term)[0];
        if !visited.insert(block) {
            return true;
        }
    }
    false
}

fn pass_through_br(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let dest = body.successors(op)[0];
    if Some(dest) == body.parent_block(op) {
        return false;
    }
    let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    let Some((next, forwarded)) = collapse_branch(ctx, body, dest, &operands) else {
        return false;
    };
    replace_with_br(rw, op, next, &forwarded);
    true
}

// ===== cond_br =====

fn const_cond_branch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(cond) = int_constant(ctx, body, body.operand(op, 0)) else {
        return false;
    };
    let b = branch(ctx, body, op);
    let taken = usize::from(cond & 1 == 0);
    replace_with_br(rw, op, b.dests[taken], &b.operands[taken]);
    true
}

fn pass_through_cond_branch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let b = branch(ctx, body, op);
    let t = collapse_branch(ctx, body, b.dests[0], &b.operands[0]);
    let f = collapse_branch(ctx, body, b.dests[1], &b.operands[1]);
    if t.is_none() && f.is_none() {
        return false;
    }
    let (t_dest, t_ops) = t.unwrap_or((b.dests[0], b.operands[0].clone()));
    let (f_dest, f_ops) = f.unwrap_or((b.dests[1], b.operands[1].clone()));
    let cond = body.operand(op, 0);
    replace_with_cond_br(rw, op, cond, (t_dest, &t_ops), (f_dest, &f_ops));
    true
}

fn cond_branch_identical_successors(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let b = branch(ctx, body, op);
    let dest = b.dests[0];
    if dest != b.dests[1] {
        return false;
    }
    if b.operands[0] == b.operands[1] {
        replace_with_br(rw, op, dest, &b.operands[0]);
        return true;
    }
    if unique_predecessor(body, dest) != body.parent_block(op) {
        return false;
    }
    let cond = body.operand(op, 0);
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut merged: SmallVec<[Value; 4]> = SmallVec::new();
    for (&t, &f) in b.operands[0].iter().zip(&b.operands[1]) {
        if t == f {
            merged.push(t);
            continue;
        }
        let mut state = OperationState::new(ctx.op_name("arith.select"), loc);
        state.operands.extend([cond, t, f]);
        state.result_types.push(rw.body().value_type(t));
        let select = rw.create(state);
        merged.push(rw.body().result(select, 0));
    }
    replace_with_br(rw, op, dest, &merged);
    true
}

fn cond_branch_on_same_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(current) = body.parent_block(op) else {
        return false;
    };
    let Some(pred) = single_predecessor(body, current) else {
        return false;
    };
    let Some(pred_branch) = body.last_op(pred) else {
        return false;
    };
    if !name_is(ctx, body, pred_branch, "cf.cond_br")
        || body.operand(op, 0) != body.operand(pred_branch, 0)
    {
        return false;
    }
    let b = branch(ctx, body, op);
    let taken = usize::from(body.successors(pred_branch)[0] != current);
    replace_with_br(rw, op, b.dests[taken], &b.operands[taken]);
    true
}

fn cond_branch_truth_propagation(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let cond = body.operand(op, 0);
    let loc = body.op_loc(op);
    let dests: SmallVec<[BlockId; 2]> = SmallVec::from_slice(body.successors(op));
    let i1 = ctx.int_type(1);
    let mut replaced = false;
    for (dest, truth) in [(dests[0], 1), (dests[1], 0)] {
        if single_predecessor(rw.body(), dest).is_none() {
            continue;
        }
        let mut constant: Option<Value> = None;
        let uses: SmallVec<[tileir_ir::OperandId; 8]> = rw.body().uses(cond).collect();
        for operand in uses {
            let body = rw.body();
            let owner = body.operand_owner(operand);
            if body.parent_block(owner) != Some(dest) {
                continue;
            }
            replaced = true;
            let value = match constant {
                Some(v) => v,
                None => {
                    rw.set_insertion_point_before(op);
                    let mut state = OperationState::new(ctx.op_name("arith.constant"), loc);
                    state.attributes.push(NamedAttr {
                        name: ctx.static_symbol("value"),
                        value: ctx.integer_attr(i1, truth),
                    });
                    state.result_types.push(i1);
                    let c = rw.create(state);
                    let v = rw.body().result(c, 0);
                    constant = Some(v);
                    v
                }
            };
            let index = rw.body().operand_number(operand);
            rw.modify_op_in_place(owner, |body| body.set_operand(owner, index, value));
        }
    }
    replaced
}

// ===== switch =====

/// One case of a switch: its value's bytes, destination and operands.
type Case = (Box<[u8]>, BlockId, SmallVec<[Value; 4]>);

/// A `cf.switch`: its flag, default edge and cases (value bytes as stored
/// in `case_values`, destination, operands).
struct Switch {
    flag: Value,
    default: (BlockId, SmallVec<[Value; 4]>),
    cases: Vec<Case>,
    /// The element type of `case_values`.
    case_type: Option<tileir_ir::Type>,
}

fn switch(ctx: &Context, body: &Body, op: OpId) -> Switch {
    let b = branch(ctx, body, op);
    let values = body.attr(ctx, op, "case_values");
    let (case_type, bytes) = match values.map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseElements {
            ty,
            data: DenseData::Raw { splat, bytes },
        }) => {
            let element = match ctx.type_data(*ty) {
                TypeData::Vector { element, .. } | TypeData::RankedTensor { element, .. } => {
                    Some(*element)
                }
                _ => None,
            };
            let n = b.dests.len().saturating_sub(1);
            let width = element
                .and_then(|e| crate::common::int_width(ctx, e))
                .unwrap_or(32);
            let size = (width as usize).div_ceil(8).max(1);
            let chunks: Vec<Box<[u8]>> = if *splat {
                vec![Box::from(&bytes[..size.min(bytes.len())]); n]
            } else {
                bytes.chunks(size).map(Box::from).collect()
            };
            (element, chunks)
        }
        _ => (None, Vec::new()),
    };
    let cases = bytes
        .into_iter()
        .zip(b.dests.iter().skip(1).zip(b.operands.iter().skip(1)))
        .map(|(v, (&d, ops))| (v, d, ops.clone()))
        .collect();
    Switch {
        flag: body.operand(op, 0),
        default: (b.dests[0], b.operands[0].clone()),
        cases,
        case_type,
    }
}

/// Replaces switch `op` by one with these cases.
fn replace_with_switch(rw: &mut Rewriter<'_>, op: OpId, s: &Switch) {
    let ctx = rw.ctx;
    rw.set_insertion_point_before(op);
    let mut state = OperationState::new(ctx.op_name("cf.switch"), rw.body().op_loc(op));
    state.operands.push(s.flag);
    state.operands.extend_from_slice(&s.default.1);
    state.successors.push(s.default.0);
    let mut segments = Vec::new();
    for (_, dest, operands) in &s.cases {
        state.operands.extend_from_slice(operands);
        state.successors.push(*dest);
        segments.push(operands.len() as i64);
    }
    if let (Some(element), false) = (s.case_type, s.cases.is_empty()) {
        let ty = ctx.intern_type(TypeData::Vector {
            shape: Box::new([s.cases.len() as i64]),
            scalable: Box::new([false]),
            element,
        });
        let first = &s.cases[0].0;
        let splat = s.cases.iter().all(|c| c.0 == *first);
        let bytes: Box<[u8]> = if splat {
            first.clone()
        } else {
            s.cases.iter().flat_map(|c| c.0.iter().copied()).collect()
        };
        state.attributes.push(NamedAttr {
            name: ctx.static_symbol("case_values"),
            value: ctx.intern_attr(AttrData::DenseElements {
                ty,
                data: DenseData::Raw { splat, bytes },
            }),
        });
    }
    state.attributes.push(NamedAttr {
        name: ctx.static_symbol("case_operand_segments"),
        value: dense_array(ctx, 32, &segments),
    });
    state.attributes.push(segment_sizes(
        ctx,
        &[1, s.default.1.len() as i64, segments.iter().sum()],
    ));
    rw.create(state);
    rw.erase_op(op);
}

fn switch_only_default(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let body = rw.body();
    if body.successors(op).len() != 1 {
        return false;
    }
    let s = switch(rw.ctx, body, op);
    replace_with_br(rw, op, s.default.0, &s.default.1);
    true
}

fn switch_drop_cases_matching_default(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let mut s = switch(rw.ctx, rw.body(), op);
    let before = s.cases.len();
    let default = s.default.clone();
    s.cases
        .retain(|(_, d, ops)| !(*d == default.0 && *ops == default.1));
    if s.cases.len() == before {
        return false;
    }
    replace_with_switch(rw, op, &s);
    true
}

/// The bytes a case value of the flag's width holds for `value`.
fn value_bytes(ctx: &Context, body: &Body, flag: Value, value: i128) -> Box<[u8]> {
    let width = crate::common::int_width(ctx, body.value_type(flag)).unwrap_or(64);
    let size = (width as usize).div_ceil(8).max(1);
    let mut bytes: Vec<u8> = value.to_le_bytes().to_vec();
    bytes.resize(size, if value < 0 { 0xff } else { 0 });
    mask(&mut bytes, width);
    bytes.into_boxed_slice()
}

/// Clears the bits of `bytes` above `width`.
fn mask(bytes: &mut [u8], width: u32) {
    let bits = width as usize % 8;
    if bits != 0 {
        if let Some(last) = bytes.last_mut() {
            *last &= (1u8 << bits) - 1;
        }
    }
}

fn same_case_value(a: &[u8], b: &[u8], width: u32) -> bool {
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    mask(&mut a, width);
    mask(&mut b, width);
    a == b
}

/// MLIR's `foldSwitch`: the switch becomes a branch to the case of `value`,
/// or the default.
fn fold_switch(rw: &mut Rewriter<'_>, op: OpId, s: &Switch, value: &[u8]) {
    let width = crate::common::int_width(rw.ctx, rw.body().value_type(s.flag)).unwrap_or(64);
    match s.cases.iter().find(|c| same_case_value(&c.0, value, width)) {
        Some((_, dest, operands)) => replace_with_br(rw, op, *dest, operands),
        None => replace_with_br(rw, op, s.default.0, &s.default.1),
    }
}

fn switch_const_flag(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let flag = body.operand(op, 0);
    let Some(value) = int_constant(ctx, body, flag) else {
        return false;
    };
    let s = switch(ctx, body, op);
    let bytes = value_bytes(ctx, body, flag, value);
    fold_switch(rw, op, &s, &bytes);
    true
}

fn switch_pass_through(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut s = switch(ctx, body, op);
    let mut changed = false;
    for case in &mut s.cases {
        if let Some((dest, ops)) = collapse_branch(ctx, body, case.1, &case.2) {
            case.1 = dest;
            case.2 = ops;
            changed = true;
        }
    }
    if let Some((dest, ops)) = collapse_branch(ctx, body, s.default.0, &s.default.1) {
        s.default = (dest, ops);
        changed = true;
    }
    if !changed {
        return false;
    }
    replace_with_switch(rw, op, &s);
    true
}

/// The switch that ends the single predecessor of `op`'s block, on the
/// same flag.
fn predecessor_switch(ctx: &Context, body: &Body, op: OpId) -> Option<(BlockId, OpId)> {
    let current = body.parent_block(op)?;
    let pred = single_predecessor(body, current)?;
    let pred_switch = body.last_op(pred)?;
    (name_is(ctx, body, pred_switch, "cf.switch")
        && body.operand(op, 0) == body.operand(pred_switch, 0))
    .then_some((current, pred_switch))
}

fn switch_from_switch_on_same_flag(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some((current, pred_switch)) = predecessor_switch(ctx, body, op) else {
        return false;
    };
    if body.successors(pred_switch)[0] == current {
        return false;
    }
    let s = switch(ctx, body, op);
    let pred = switch(ctx, body, pred_switch);
    match pred.cases.iter().find(|c| c.1 == current) {
        Some((value, _, _)) => {
            let value = value.clone();
            fold_switch(rw, op, &s, &value);
        }
        None => replace_with_br(rw, op, s.default.0, &s.default.1),
    }
    true
}

fn switch_from_default_switch_on_same_flag(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some((current, pred_switch)) = predecessor_switch(ctx, body, op) else {
        return false;
    };
    if body.successors(pred_switch)[0] != current {
        return false;
    }
    let width = crate::common::int_width(ctx, body.value_type(body.operand(op, 0))).unwrap_or(64);
    let pred = switch(ctx, body, pred_switch);
    let impossible: Vec<&[u8]> = pred
        .cases
        .iter()
        .filter(|c| c.1 != current)
        .map(|c| &*c.0)
        .collect();
    let mut s = switch(ctx, body, op);
    let before = s.cases.len();
    s.cases
        .retain(|c| !impossible.iter().any(|v| same_case_value(v, &c.0, width)));
    if s.cases.len() == before {
        return false;
    }
    replace_with_switch(rw, op, &s);
    true
}
