//! What passes ask of structured control flow: which ops are loops
//! (MLIR's `LoopLikeOpInterface`: every region of such an op is a loop
//! body, and code moves out of it to before the op) and how many times
//! each region of an op runs (`RegionBranchOpInterface::
//! getRegionInvocationBounds`, part of [`crate::region_branch`]), both
//! declared in [`crate::dialect::Interfaces`].

use crate::attributes::Attribute;
use crate::body::Body;
use crate::context::Context;
use crate::dialect::OpRef;
use crate::ids::OpId;
use smallvec::SmallVec;

/// How many times a region runs per run of its op: at least `lower`, at
/// most `upper` (`None`: no bound).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct InvocationBounds {
    pub lower: u32,
    pub upper: Option<u32>,
}

impl InvocationBounds {
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };

    pub const fn new(lower: u32, upper: u32) -> InvocationBounds {
        InvocationBounds {
            lower,
            upper: Some(upper),
        }
    }
}

/// Bounds for each region of the op, given the constant value of each
/// operand (`None` where not constant).
pub type InvocationBoundsFn =
    fn(OpRef<'_>, &[Option<Attribute>]) -> SmallVec<[InvocationBounds; 2]>;

/// Whether `op` is a loop.
pub fn is_loop_like(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.interfaces.loop_like)
}

/// The invocation bounds of `op`'s regions, if it declares them (other
/// region-holding ops: unknown).
pub fn invocation_bounds(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<SmallVec<[InvocationBounds; 2]>> {
    let f = crate::region_branch::interface(ctx, body, op)?.invocation_bounds?;
    Some(f(OpRef { ctx, body, op }, operands))
}
