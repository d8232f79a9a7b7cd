//! The `RegionBranchOpInterface` of the `scf` ops with regions (where
//! control and values go between each op and its regions, as MLIR 22's
//! `scf` ops declare it), and MLIR 22's region-branch canonicalization
//! patterns (`populateRegionBranchOpInterfaceCanonicalizationPatterns`)
//! over it: which values each "successor operand" (an init of a loop, an
//! operand of a `scf.yield` or `scf.condition`) flows into ("successor
//! inputs": region arguments and op results), and three patterns over
//! that mapping:
//! - an input that can only ever hold one outside value is replaced by it
//!   (`MakeRegionBranchOpSuccessorInputsDead`);
//! - of two inputs of one block or op that every predecessor feeds the
//!   same value, the later one's uses move to the earlier
//!   (`RemoveDuplicateSuccessorInputUses`);
//! - a set of tied inputs (the iteration argument and result of one
//!   `scf.for` slot, say) that is entirely unused is removed, with the
//!   operands that fed it (`RemoveDeadRegionBranchOpSuccessorInputs`).

use super::patterns::{erase_op_results, operands};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::control_flow::InvocationBounds;
use tileir_ir::dialect::OpRef;
use tileir_ir::region_branch::{
    value_flow, RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface,
    RegionSuccessor, Successors,
};
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{BlockId, Body, Context, OpId, RegionId, Value};

// ----- the interface -----

/// The entry block argument count of region `index` of the op.
fn num_args(r: OpRef<'_>, index: usize) -> usize {
    r.body
        .regions(r.op)
        .get(index)
        .and_then(|&region| r.body.entry_block(region))
        .map_or(0, |b| r.body.block_args(b).len())
}

/// An integer or boolean constant's low bit.
fn constant_bit(ctx: &Context, a: Option<Attribute>) -> Option<bool> {
    match ctx.attr_data(a?) {
        AttrData::Integer { value, .. } => Some(value.get() & 1 == 1),
        AttrData::Bool(b) => Some(*b),
        _ => None,
    }
}

/// The loop body and the parent, from anywhere.
fn body_and_parent(_: OpRef<'_>, _: RegionBranchPoint, out: &mut Successors) {
    out.push(RegionSuccessor::Region(0));
    out.push(RegionSuccessor::Parent);
}

/// `scf.for`: the inits (after the bounds and step) go to the iteration
/// arguments (after the induction variable) and to the results.
pub(super) static FOR: RegionBranchOpInterface = RegionBranchOpInterface {
    successor_regions: body_and_parent,
    entry_successor_regions: None,
    entry_successor_operands: |r, _| 3.min(r.body.num_operands(r.op))..r.body.num_operands(r.op),
    successor_inputs: |r, s| match s {
        RegionSuccessor::Region(i) => 1.min(num_args(r, i))..num_args(r, i),
        RegionSuccessor::Parent => 0..r.body.num_results(r.op),
    },
    invocation_bounds: None,
};

/// `scf.while`: the inits go to `before`, whose `scf.condition` goes to
/// `after` or out, whose `scf.yield` goes back to `before`.
pub(super) static WHILE: RegionBranchOpInterface = RegionBranchOpInterface {
    successor_regions: |_, point, out| match point {
        RegionBranchPoint::Parent | RegionBranchPoint::Region(1) => {
            out.push(RegionSuccessor::Region(0))
        }
        RegionBranchPoint::Region(_) => {
            out.push(RegionSuccessor::Region(1));
            out.push(RegionSuccessor::Parent);
        }
    },
    entry_successor_regions: None,
    entry_successor_operands: RegionBranchOpInterface::all_operands,
    successor_inputs: RegionBranchOpInterface::all_inputs,
    invocation_bounds: None,
};

/// `scf.if`: the `then` region, and the `else` region or (when it is
/// empty) straight out; a constant condition picks one.
pub(super) static IF: RegionBranchOpInterface = RegionBranchOpInterface {
    successor_regions: |r, point, out| match point {
        RegionBranchPoint::Parent => if_successors(r, None, out),
        RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
    },
    entry_successor_regions: Some(|r, constants, out| {
        if_successors(
            r,
            constant_bit(r.ctx, constants.first().copied().flatten()),
            out,
        )
    }),
    invocation_bounds: Some(at_most_once),
    ..RegionBranchOpInterface::REGIONS_THEN_PARENT
};

fn if_successors(r: OpRef<'_>, condition: Option<bool>, out: &mut Successors) {
    if condition != Some(false) {
        out.push(RegionSuccessor::Region(0));
    }
    if condition != Some(true) {
        let else_empty = r
            .body
            .regions(r.op)
            .get(1)
            .is_none_or(|&e| r.body.entry_block(e).is_none());
        out.push(if else_empty {
            RegionSuccessor::Parent
        } else {
            RegionSuccessor::Region(1)
        });
    }
}

/// `scf.if` and `scf.index_switch`: each region runs at most once (a
/// constant operand only narrows that to zero or one).
fn at_most_once(r: OpRef<'_>, _: &[Option<Attribute>]) -> SmallVec<[InvocationBounds; 2]> {
    (0..r.body.num_regions(r.op))
        .map(|_| InvocationBounds::new(0, 1))
        .collect()
}

/// `scf.execute_region`: its region once, then out.
pub(super) static EXECUTE_REGION: RegionBranchOpInterface =
    RegionBranchOpInterface::REGIONS_THEN_PARENT;

/// `scf.index_switch`: one of the regions (the default first, then the
/// cases), the one its constant operand selects if it is constant.
pub(super) static INDEX_SWITCH: RegionBranchOpInterface = RegionBranchOpInterface {
    entry_successor_regions: Some(|r, constants, out| {
        let value = match constants
            .first()
            .copied()
            .flatten()
            .map(|a| r.ctx.attr_data(a))
        {
            Some(AttrData::Integer { value, .. }) => value.get(),
            _ => {
                let n = r.body.num_regions(r.op);
                return out.extend((0..n).map(RegionSuccessor::Region));
            }
        };
        let cases: Vec<i64> = r
            .body
            .attr(r.ctx, r.op, "cases")
            .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
            .unwrap_or_default();
        let chosen = cases
            .iter()
            .position(|&c| i128::from(c) == value)
            .map_or(0, |i| i + 1);
        out.push(RegionSuccessor::Region(chosen));
    }),
    invocation_bounds: Some(at_most_once),
    ..RegionBranchOpInterface::REGIONS_THEN_PARENT
};

/// `scf.forall`: the shared outputs go to the body's arguments after the
/// induction variables; the body runs (or not) and control leaves with
/// nothing passed to the results.
pub(super) static FORALL: RegionBranchOpInterface = RegionBranchOpInterface {
    successor_regions: |_, point, out| {
        if point == RegionBranchPoint::Parent {
            out.push(RegionSuccessor::Region(0));
        }
        out.push(RegionSuccessor::Parent);
    },
    entry_successor_regions: None,
    entry_successor_operands: |r, s| match s {
        RegionSuccessor::Region(_) => {
            let n = r.body.num_operands(r.op);
            n - forall_outputs(r).min(n)..n
        }
        RegionSuccessor::Parent => 0..0,
    },
    successor_inputs: |r, s| match s {
        RegionSuccessor::Region(i) => {
            let n = num_args(r, i);
            n - forall_outputs(r).min(n)..n
        }
        RegionSuccessor::Parent => 0..0,
    },
    invocation_bounds: None,
};

/// The number of shared outputs of an `scf.forall` (its last operand
/// segment).
fn forall_outputs(r: OpRef<'_>) -> usize {
    r.body
        .attr(r.ctx, r.op, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
        .and_then(|s| s.get(3).copied())
        .map_or(0, |n| n.max(0) as usize)
}

/// `scf.parallel`: the body (whose arguments are its induction variables)
/// or out, from anywhere; nothing is passed (the inits reach the results
/// through `scf.reduce`'s own regions).
pub(super) static PARALLEL: RegionBranchOpInterface = RegionBranchOpInterface {
    successor_regions: body_and_parent,
    entry_successor_regions: None,
    entry_successor_operands: |_, _| 0..0,
    successor_inputs: |r, s| match s {
        RegionSuccessor::Region(i) => 0..num_args(r, i),
        RegionSuccessor::Parent => 0..0,
    },
    invocation_bounds: None,
};

/// `scf.yield`: all its operands.
pub(super) static YIELD: RegionBranchTerminatorOpInterface =
    RegionBranchTerminatorOpInterface::ALL_OPERANDS;

/// `scf.reduce` and `scf.forall.in_parallel`: nothing.
pub(super) static PASSES_NOTHING: RegionBranchTerminatorOpInterface =
    RegionBranchTerminatorOpInterface::NO_OPERANDS;

/// `scf.condition`: the operands after the condition, to `after` and/or
/// out as a constant condition says.
pub(super) static CONDITION: RegionBranchTerminatorOpInterface =
    RegionBranchTerminatorOpInterface {
        successor_operands: |r, _| 1.min(r.body.num_operands(r.op))..r.body.num_operands(r.op),
        successor_regions: Some(|r, constants, out| {
            let c = constant_bit(r.ctx, constants.first().copied().flatten());
            if c != Some(false) {
                out.push(RegionSuccessor::Region(1));
            }
            if c != Some(true) {
                out.push(RegionSuccessor::Parent);
            }
        }),
    };

// ----- the canonicalization patterns -----

/// One successor operand: (owner op, operand index), and the inputs it
/// flows into.
type Edge = ((OpId, usize), SmallVec<[Value; 2]>);

/// The successor-operand to successor-input mapping of an op with the
/// region-branch interface (operands that reach no input left out);
/// `None` for other ops.
fn successor_mapping(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Edge>> {
    let flow = value_flow(ctx, body, op)?;
    Some(
        flow.edges
            .into_iter()
            .filter(|(_, _, to)| !to.is_empty())
            .map(|(owner, index, to)| ((owner, index), to))
            .collect(),
    )
}

/// Input -> the operands (values) that flow into it, inputs in first-seen
/// order.
fn inverse(body: &Body, edges: &[Edge]) -> (Vec<Value>, FxHashMap<Value, SmallVec<[Value; 4]>>) {
    let mut order = Vec::new();
    let mut map: FxHashMap<Value, SmallVec<[Value; 4]>> = FxHashMap::default();
    for ((owner, index), inputs) in edges {
        let value = body.operand(*owner, *index);
        for &input in inputs {
            map.entry(input)
                .or_insert_with(|| {
                    order.push(input);
                    SmallVec::new()
                })
                .push(value);
        }
    }
    (order, map)
}

/// The region directly holding `v` (its block's region).
fn value_region(body: &Body, v: Value) -> Option<RegionId> {
    let block = match body.defining_op(v) {
        Some(op) => body.parent_block(op)?,
        None => body.value_block(v)?,
    };
    body.block_parent(block)
}

/// MLIR's `isDefinedBefore`: whether `a` (a reachable value of input `b`)
/// is in scope wherever `b` is.
fn defined_before(body: &Body, op: OpId, a: Value, b: Value) -> bool {
    let inside = value_region(body, a).and_then(|r| body.region_parent(r)) == Some(op);
    if !inside {
        return true;
    }
    if body.defining_op(b).is_some() {
        return false;
    }
    body.defining_op(a).is_none() && body.value_block(a) == body.value_block(b)
}

pub(super) fn make_successor_inputs_dead(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(edges) = successor_mapping(ctx, rw.body(), op) else {
        return false;
    };
    let (inputs, map) = inverse(rw.body(), &edges);
    let mut changed = false;
    for input in inputs {
        let body = rw.body();
        if body.use_empty(input) {
            continue;
        }
        // The values that are not inputs themselves reachable backwards.
        let mut reachable: FxHashSet<Value> = FxHashSet::default();
        let mut visited: FxHashSet<Value> = FxHashSet::default();
        let mut stack = vec![input];
        while let Some(v) = stack.pop() {
            match map.get(&v) {
                None => {
                    reachable.insert(v);
                }
                Some(from) => {
                    for &f in from {
                        if visited.insert(f) {
                            stack.push(f);
                        }
                    }
                }
            }
        }
        if reachable.len() != 1 {
            continue;
        }
        let only = *reachable.iter().next().expect("one value");
        if !defined_before(body, op, only, input) {
            continue;
        }
        rw.replace_all_uses_with(input, only);
        changed = true;
    }
    changed
}

/// The block or op that holds `v` (as a block argument or result).
fn owner_of(body: &Body, v: Value) -> (Option<BlockId>, Option<OpId>) {
    match body.defining_op(v) {
        Some(op) => (None, Some(op)),
        None => (body.value_block(v), None),
    }
}

/// Its argument or result number.
fn number_of(body: &Body, v: Value) -> usize {
    match body.defining_op(v) {
        Some(op) => body.results(op).position(|r| r == v).unwrap_or(0),
        None => body
            .value_block(v)
            .and_then(|b| body.block_args(b).iter().position(|&a| a == v))
            .unwrap_or(0),
    }
}

pub(super) fn remove_duplicate_successor_input_uses(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(edges) = successor_mapping(ctx, rw.body(), op) else {
        return false;
    };
    let body = rw.body();
    // Input -> (predecessor op, the value it passes), in edge order.
    let mut inputs: Vec<Value> = Vec::new();
    let mut fed: FxHashMap<Value, Vec<(OpId, Value)>> = FxHashMap::default();
    for ((owner, index), to) in &edges {
        let value = body.operand(*owner, *index);
        for &input in to {
            fed.entry(input)
                .or_insert_with(|| {
                    inputs.push(input);
                    Vec::new()
                })
                .push((*owner, value));
        }
    }
    inputs.sort_by_key(|&v| number_of(body, v));
    let same = |a: &[(OpId, Value)], b: &[(OpId, Value)]| {
        a.len() == b.len() && a.iter().all(|pair| b.contains(pair))
    };
    let mut changed = false;
    for i in 0..inputs.len() {
        for j in i + 1..inputs.len() {
            let (first, second) = (inputs[i], inputs[j]);
            let body = rw.body();
            if body.use_empty(second) || owner_of(body, first) != owner_of(body, second) {
                continue;
            }
            if same(&fed[&first], &fed[&second]) {
                rw.replace_all_uses_with(second, first);
                changed = true;
            }
        }
    }
    changed
}

/// Union-find over inputs: the sets of tied inputs.
struct Tied {
    parent: FxHashMap<Value, Value>,
}

impl Tied {
    fn find(&mut self, v: Value) -> Value {
        let mut root = v;
        while let Some(&p) = self.parent.get(&root) {
            if p == root {
                break;
            }
            root = p;
        }
        self.parent.insert(v, root);
        root
    }

    fn union(&mut self, a: Value, b: Value) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent.insert(rb, ra);
        }
    }
}

pub(super) fn remove_dead_successor_inputs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(edges) = successor_mapping(ctx, body, op) else {
        return false;
    };
    let (inputs, _) = inverse(body, &edges);
    let mut tied = Tied {
        parent: inputs.iter().map(|&v| (v, v)).collect(),
    };
    for (_, to) in &edges {
        for &v in &to[1..] {
            tied.union(to[0], v);
        }
    }
    // A set goes when every member is unused.
    let mut live_roots: FxHashSet<Value> = FxHashSet::default();
    for &v in &inputs {
        if !body.use_empty(v) {
            let root = tied.find(v);
            live_roots.insert(root);
        }
    }
    let dead: FxHashSet<Value> = inputs
        .iter()
        .copied()
        .filter(|&v| !live_roots.contains(&tied.find(v)))
        .collect();
    if dead.is_empty() {
        return false;
    }
    // Operands feeding dead inputs, by owner.
    let mut drop_operands: Vec<(OpId, FxHashSet<usize>)> = Vec::new();
    for ((owner, index), to) in &edges {
        if to.iter().any(|v| dead.contains(v)) {
            match drop_operands.iter_mut().find(|(o, _)| o == owner) {
                Some((_, set)) => {
                    set.insert(*index);
                }
                None => drop_operands.push((*owner, [*index].into_iter().collect())),
            }
        }
    }
    for (owner, drop) in drop_operands {
        let kept: SmallVec<[Value; 4]> = operands(rw.body(), owner)
            .into_iter()
            .enumerate()
            .filter(|(i, _)| !drop.contains(i))
            .map(|(_, v)| v)
            .collect();
        rw.modify_op_in_place(owner, |body| body.set_operands(owner, &kept));
    }
    // Dead block arguments, by block, last first.
    let mut blocks: Vec<BlockId> = Vec::new();
    for &v in &inputs {
        if dead.contains(&v) && rw.body().defining_op(v).is_none() {
            if let Some(b) = rw.body().value_block(v) {
                if !blocks.contains(&b) {
                    blocks.push(b);
                }
            }
        }
    }
    for block in blocks {
        let args: SmallVec<[Value; 4]> = SmallVec::from_slice(rw.body().block_args(block));
        rw.modify_op_in_place(op, |body| {
            for (i, a) in args.iter().enumerate().rev() {
                if dead.contains(a) {
                    body.erase_block_arg(block, i);
                }
            }
        });
    }
    // Dead results: the op is rebuilt without them (MLIR's
    // `eraseOpResults`).
    let results: SmallVec<[Value; 4]> = rw.body().results(op).collect();
    if results.iter().any(|r| dead.contains(r)) {
        erase_op_results(rw, op, |r| dead.contains(&r));
    }
    true
}
