//! How values and control flow through an op with regions: MLIR 22's
//! `RegionBranchOpInterface` (on the op) and
//! `RegionBranchTerminatorOpInterface` (on the terminators of its regions),
//! declared in [`crate::dialect::Interfaces`].
//!
//! Control enters the op ("the parent") and goes to some of its regions or
//! straight back to the parent; from the end of a region (a terminator
//! with the terminator interface) it goes to regions of the same op or
//! back to the parent. Each such edge passes a range of the branch point's
//! operands (the op's, or the terminator's) to the successor's inputs: a
//! range of the region's entry block arguments, or of the op's results.
//! Region arguments that no operand reaches (a loop's induction variable)
//! and operands that reach no input (loop bounds, conditions) are what
//! the op computes itself.
//!
//! [`value_flow`] turns one op's declarations into the list of operand to
//! input edges that passes (liveness, constant propagation) and the region
//! branch canonicalization patterns work on.

use crate::attributes::Attribute;
use crate::body::Body;
use crate::context::Context;
use crate::dialect::OpRef;
use crate::ids::{OpId, RegionId, Value};
use smallvec::SmallVec;
use std::ops::Range;

/// Where control goes from a branch point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RegionSuccessor {
    /// The entry block of region `index` of the op.
    Region(usize),
    /// Out of the op: its results receive the values.
    Parent,
}

/// Where control comes from: entering the op, or the end of one of its
/// regions (MLIR's `RegionBranchPoint`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RegionBranchPoint {
    Parent,
    Region(usize),
}

/// A list of successors, in the order the op gives them.
pub type Successors = SmallVec<[RegionSuccessor; 2]>;

/// Successors of the op, given the constant value of each operand (`None`
/// where not constant) of the op or of a terminator.
pub type ConstantSuccessorsFn = fn(OpRef<'_>, &[Option<Attribute>], &mut Successors);

/// MLIR's `RegionBranchOpInterface`, declared by the op with regions.
#[derive(Clone, Copy, Debug)]
pub struct RegionBranchOpInterface {
    /// `getSuccessorRegions(point)`: where control may go from `point`.
    pub successor_regions: fn(OpRef<'_>, RegionBranchPoint, &mut Successors),
    /// `getEntrySuccessorRegions(operands)`: where control goes on entry,
    /// knowing some operands are constant; `None`: the successors of
    /// [`RegionBranchPoint::Parent`] whatever the operands.
    pub entry_successor_regions: Option<ConstantSuccessorsFn>,
    /// `getEntrySuccessorOperands(successor)`: the op's operands passed to
    /// `successor` on entry, as positions.
    pub entry_successor_operands: fn(OpRef<'_>, RegionSuccessor) -> Range<usize>,
    /// `getSuccessorInputs(successor)`: the values that receive what is
    /// passed to `successor`, as positions among the region's entry block
    /// arguments ([`RegionSuccessor::Region`]) or the op's results
    /// ([`RegionSuccessor::Parent`]).
    pub successor_inputs: fn(OpRef<'_>, RegionSuccessor) -> Range<usize>,
    /// `getRegionInvocationBounds(operands)`: how many times each region
    /// runs per run of the op (see [`crate::control_flow`]); `None`:
    /// unknown bounds.
    pub invocation_bounds: Option<crate::control_flow::InvocationBoundsFn>,
}

/// MLIR's `RegionBranchTerminatorOpInterface`, declared by a terminator of
/// the regions of a [`RegionBranchOpInterface`] op.
#[derive(Clone, Copy, Debug)]
pub struct RegionBranchTerminatorOpInterface {
    /// `getSuccessorOperands(successor)`: the operands passed to
    /// `successor`, as positions.
    pub successor_operands: fn(OpRef<'_>, RegionSuccessor) -> Range<usize>,
    /// `getSuccessorRegions(operands)`: where control goes from here,
    /// knowing some operands are constant (`scf.condition`); `None`: the
    /// parent's successors of this terminator's region.
    pub successor_regions: Option<ConstantSuccessorsFn>,
}

impl RegionBranchOpInterface {
    /// Successors as given, for ops whose regions are reached only on
    /// entry and return to the parent (`scf.if`, `scf.execute_region`):
    /// every region from the parent, the parent from every region; nothing
    /// passed on entry, a terminator's operands to all results.
    pub const REGIONS_THEN_PARENT: RegionBranchOpInterface = RegionBranchOpInterface {
        successor_regions: |r, point, out| match point {
            RegionBranchPoint::Parent => {
                out.extend((0..r.body.num_regions(r.op)).map(RegionSuccessor::Region))
            }
            RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
        },
        entry_successor_regions: None,
        entry_successor_operands: |_, _| 0..0,
        successor_inputs: RegionBranchOpInterface::all_inputs,
        invocation_bounds: None,
    };

    /// A `successor_inputs` for ops whose successors take every entry
    /// block argument of the region, or every result.
    pub fn all_inputs(r: OpRef<'_>, successor: RegionSuccessor) -> Range<usize> {
        match successor {
            RegionSuccessor::Parent => 0..r.body.num_results(r.op),
            RegionSuccessor::Region(index) => {
                0..r.body
                    .regions(r.op)
                    .get(index)
                    .and_then(|&region| r.body.entry_block(region))
                    .map_or(0, |b| r.body.block_args(b).len())
            }
        }
    }

    /// An `entry_successor_operands` for ops passing all their operands on
    /// entry.
    pub fn all_operands(r: OpRef<'_>, _: RegionSuccessor) -> Range<usize> {
        0..r.body.num_operands(r.op)
    }
}

impl RegionBranchTerminatorOpInterface {
    /// A terminator passing all its operands to every successor
    /// (`scf.yield`).
    pub const ALL_OPERANDS: RegionBranchTerminatorOpInterface = RegionBranchTerminatorOpInterface {
        successor_operands: |r, _| 0..r.body.num_operands(r.op),
        successor_regions: None,
    };

    /// A terminator passing nothing (`scf.reduce`,
    /// `scf.forall.in_parallel`).
    pub const NO_OPERANDS: RegionBranchTerminatorOpInterface = RegionBranchTerminatorOpInterface {
        successor_operands: |_, _| 0..0,
        successor_regions: None,
    };
}

/// The region-branch interface of `op`, if its definition declares one.
pub fn interface(ctx: &Context, body: &Body, op: OpId) -> Option<&'static RegionBranchOpInterface> {
    ctx.op_def(body.op_name(op))?.interfaces.region_branch
}

/// The region-branch terminator interface of `op`, if declared.
pub fn terminator_interface(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<&'static RegionBranchTerminatorOpInterface> {
    ctx.op_def(body.op_name(op))?.interfaces.region_terminator
}

/// Whether `op` declares the region-branch interface.
pub fn is_region_branch(ctx: &Context, body: &Body, op: OpId) -> bool {
    interface(ctx, body, op).is_some()
}

/// Whether `op` is a region-branch terminator directly in a region of a
/// region-branch op (its parent reads its operands).
pub fn is_region_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    terminator_interface(ctx, body, op).is_some()
        && body
            .parent_op(op)
            .is_some_and(|p| is_region_branch(ctx, body, p))
}

/// The region-branch terminators of `region`: the last op of each block,
/// in block order, where it declares the terminator interface.
pub fn region_terminators<'b>(
    ctx: &'b Context,
    body: &'b Body,
    region: RegionId,
) -> impl Iterator<Item = OpId> + 'b {
    body.region_blocks(region)
        .filter_map(|b| body.last_op(b))
        .filter(move |&t| terminator_interface(ctx, body, t).is_some())
}

/// Where control may go on entering `op`, given its operands' constants
/// (`None` where not constant); empty for an op without the interface.
pub fn entry_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    constants: &[Option<Attribute>],
) -> Successors {
    let mut out = Successors::new();
    if let Some(i) = interface(ctx, body, op) {
        let r = OpRef { ctx, body, op };
        match i.entry_successor_regions {
            Some(f) => f(r, constants, &mut out),
            None => (i.successor_regions)(r, RegionBranchPoint::Parent, &mut out),
        }
    }
    out
}

/// Where control may go from `terminator` (in region `region` of its
/// parent `op`), given its operands' constants.
pub fn terminator_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    region: usize,
    terminator: OpId,
    constants: &[Option<Attribute>],
) -> Successors {
    let mut out = Successors::new();
    let (Some(i), Some(t)) = (
        interface(ctx, body, op),
        terminator_interface(ctx, body, terminator),
    ) else {
        return out;
    };
    match t.successor_regions {
        Some(f) => f(
            OpRef {
                ctx,
                body,
                op: terminator,
            },
            constants,
            &mut out,
        ),
        None => (i.successor_regions)(
            OpRef { ctx, body, op },
            RegionBranchPoint::Region(region),
            &mut out,
        ),
    }
    out
}

/// The values of `op` that receive what is passed to `successor`: entry
/// block arguments of the region, or results.
pub fn successor_inputs(
    ctx: &Context,
    body: &Body,
    op: OpId,
    successor: RegionSuccessor,
) -> SmallVec<[Value; 4]> {
    let Some(i) = interface(ctx, body, op) else {
        return SmallVec::new();
    };
    let range = (i.successor_inputs)(OpRef { ctx, body, op }, successor);
    match successor {
        RegionSuccessor::Parent => body
            .results(op)
            .enumerate()
            .filter(|(k, _)| range.contains(k))
            .map(|(_, v)| v)
            .collect(),
        RegionSuccessor::Region(index) => body
            .regions(op)
            .get(index)
            .and_then(|&r| body.entry_block(r))
            .map(|b| {
                let args = body.block_args(b);
                args.get(range.start.min(args.len())..range.end.min(args.len()))
                    .map(SmallVec::from_slice)
                    .unwrap_or_default()
            })
            .unwrap_or_default(),
    }
}

/// The operands of branch point `from` (the op, or a terminator of one of
/// its regions) passed to `successor`, as positions clipped to its
/// operand count.
pub fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    from: OpId,
    successor: RegionSuccessor,
) -> Range<usize> {
    let range = if from == op {
        interface(ctx, body, op)
            .map(|i| (i.entry_successor_operands)(OpRef { ctx, body, op }, successor))
    } else {
        terminator_interface(ctx, body, from).map(|t| {
            (t.successor_operands)(
                OpRef {
                    ctx,
                    body,
                    op: from,
                },
                successor,
            )
        })
    }
    .unwrap_or(0..0);
    let n = body.num_operands(from);
    range.start.min(n)..range.end.min(n)
}

/// How values flow through one region-branch op, whatever the operands'
/// values: every edge any branch point may take.
#[derive(Clone, Debug, Default)]
pub struct ValueFlow {
    /// Each operand passed on (owner: the op or one of its region
    /// terminators, operand index), with the inputs it reaches, in
    /// successor order. Owners come in order (the op, then the terminators
    /// of each region in region and block order), operands ascending.
    pub edges: Vec<(OpId, usize, SmallVec<[Value; 2]>)>,
    /// Operands of the op and of its terminators passed nowhere (loop
    /// bounds, conditions, the switch value), in the same order.
    pub non_forwarded: Vec<(OpId, usize)>,
    /// Entry block arguments of the regions that no operand reaches (a
    /// loop's induction variables).
    pub non_forwarded_args: Vec<Value>,
}

/// The flow of values through `op`, if it declares the interface.
pub fn value_flow(ctx: &Context, body: &Body, op: OpId) -> Option<ValueFlow> {
    interface(ctx, body, op)?;
    let mut flow = ValueFlow::default();
    let mut reached: rustc_hash::FxHashSet<Value> = rustc_hash::FxHashSet::default();
    let mut point = |flow: &mut ValueFlow, from: OpId, successors: &Successors| {
        let n = body.num_operands(from);
        let mut inputs: Vec<SmallVec<[Value; 2]>> = vec![SmallVec::new(); n];
        let mut forwarded = vec![false; n];
        for &s in successors {
            let range = successor_operands(ctx, body, op, from, s);
            let to = successor_inputs(ctx, body, op, s);
            for (j, i) in range.enumerate() {
                forwarded[i] = true;
                if let Some(&v) = to.get(j) {
                    inputs[i].push(v);
                    reached.insert(v);
                }
            }
        }
        for (i, (f, to)) in forwarded.into_iter().zip(inputs).enumerate() {
            if f {
                flow.edges.push((from, i, to));
            } else {
                flow.non_forwarded.push((from, i));
            }
        }
    };
    let mut entry = Successors::new();
    let i = interface(ctx, body, op)?;
    (i.successor_regions)(
        OpRef { ctx, body, op },
        RegionBranchPoint::Parent,
        &mut entry,
    );
    point(&mut flow, op, &entry);
    for (index, &region) in body.regions(op).iter().enumerate() {
        for t in region_terminators(ctx, body, region) {
            let successors = terminator_successors(ctx, body, op, index, t, &[]);
            point(&mut flow, t, &successors);
        }
    }
    for &region in body.regions(op) {
        if let Some(b) = body.entry_block(region) {
            flow.non_forwarded_args.extend(
                body.block_args(b)
                    .iter()
                    .copied()
                    .filter(|a| !reached.contains(a)),
            );
        }
    }
    Some(flow)
}
