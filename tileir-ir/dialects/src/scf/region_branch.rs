//! MLIR 22's region-branch canonicalization patterns
//! (`populateRegionBranchOpInterfaceCanonicalizationPatterns`), for the
//! `scf` ops with regions: which values each "successor operand" (an init
//! of a loop, an operand of a `scf.yield` or `scf.condition`) flows into
//! ("successor inputs": region arguments and op results), and two patterns
//! over that mapping:
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
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{BlockId, Body, Context, OpId, RegionId, Value};

/// One successor operand: (owner op, operand index), and the inputs it
/// flows into.
type Edge = ((OpId, usize), SmallVec<[Value; 2]>);

fn name_of<'a>(ctx: &'a Context, body: &Body, op: OpId) -> &'a str {
    ctx.op_name_str(body.op_name(op))
}

/// The terminators named `name` of the blocks of `region`.
fn terminators(ctx: &Context, body: &Body, region: RegionId, name: &str) -> Vec<OpId> {
    body.region_blocks(region)
        .filter_map(|b| body.last_op(b))
        .filter(|&t| name_of(ctx, body, t) == name)
        .collect()
}

fn entry_args(body: &Body, region: RegionId) -> SmallVec<[Value; 4]> {
    body.entry_block(region)
        .map(|b| SmallVec::from_slice(body.block_args(b)))
        .unwrap_or_default()
}

/// The successor-operand to successor-input mapping of an `scf` op with
/// regions (its `RegionBranchOpInterface`); `None` for other ops.
fn successor_mapping(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Edge>> {
    let results: SmallVec<[Value; 4]> = body.results(op).collect();
    let regions = body.regions(op);
    let mut edges: Vec<Edge> = Vec::new();
    // Every operand `first..` of `owner` to `inputs(i)`.
    let mut forward =
        |owner: OpId, first: usize, inputs: &dyn Fn(usize) -> SmallVec<[Value; 2]>| {
            for i in 0..body.num_operands(owner).saturating_sub(first) {
                let to = inputs(i);
                if !to.is_empty() {
                    edges.push(((owner, first + i), to));
                }
            }
        };
    let result =
        |i: usize| -> SmallVec<[Value; 2]> { results.get(i).copied().into_iter().collect() };
    match name_of(ctx, body, op) {
        "scf.for" => {
            let args = entry_args(body, regions[0]);
            let both = |i: usize| -> SmallVec<[Value; 2]> {
                args.get(1 + i)
                    .copied()
                    .into_iter()
                    .chain(results.get(i).copied())
                    .collect()
            };
            forward(op, 3, &both);
            for y in terminators(ctx, body, regions[0], "scf.yield") {
                forward(y, 0, &both);
            }
        }
        "scf.while" => {
            let before = entry_args(body, regions[0]);
            let after = entry_args(body, regions[1]);
            let to_before =
                |i: usize| -> SmallVec<[Value; 2]> { before.get(i).copied().into_iter().collect() };
            forward(op, 0, &to_before);
            for c in terminators(ctx, body, regions[0], "scf.condition") {
                forward(c, 1, &|i| {
                    after
                        .get(i)
                        .copied()
                        .into_iter()
                        .chain(results.get(i).copied())
                        .collect()
                });
            }
            for y in terminators(ctx, body, regions[1], "scf.yield") {
                forward(y, 0, &to_before);
            }
        }
        "scf.if" | "scf.execute_region" | "scf.index_switch" => {
            for &r in regions {
                for y in terminators(ctx, body, r, "scf.yield") {
                    forward(y, 0, &result);
                }
            }
        }
        _ => return None,
    }
    Some(edges)
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
