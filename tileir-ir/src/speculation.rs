//! Speculation: whether an op may run where it would not have run
//! (MLIR's `ConditionallySpeculatable` and `isSpeculatable`), which code
//! motion out of loops needs besides the absence of memory effects.
//!
//! An op declares it in [`crate::dialect::Interfaces::speculation`]. By
//! default a `Pure` op is always speculatable and any other op does not
//! implement the interface (never speculatable).

use crate::body::Body;
use crate::context::Context;
use crate::dialect::{OpRef, Traits};
use crate::ids::OpId;

/// MLIR's `Speculation::Speculatability`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Speculatability {
    NotSpeculatable,
    Speculatable,
    /// Speculatable if every op nested in it is.
    RecursivelySpeculatable,
}

/// How an op definition states its speculatability.
#[derive(Clone, Copy, Debug)]
pub enum Speculation {
    /// From the traits: `Pure` means always speculatable, anything else
    /// does not implement the interface.
    FromTraits,
    /// Computed per op (a division is speculatable when its divisor is a
    /// constant that cannot trap).
    Computed(fn(OpRef<'_>) -> Speculatability),
}

/// The speculatability `op` declares; `None` when it does not implement
/// the interface.
pub fn speculatability(ctx: &Context, body: &Body, op: OpId) -> Option<Speculatability> {
    let def = ctx.op_def(body.op_name(op))?;
    match def.interfaces.speculation {
        Speculation::FromTraits => def
            .has(Traits::PURE)
            .then_some(Speculatability::Speculatable),
        Speculation::Computed(f) => Some(f(OpRef { ctx, body, op })),
    }
}

/// MLIR's `isSpeculatable`: the op, and with recursive speculatability
/// every op nested in it (in the same body: an isolated op's own body is
/// not looked into, as no loop-like op here is isolated), is speculatable.
pub fn is_speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut stack = vec![op];
    while let Some(op) = stack.pop() {
        match speculatability(ctx, body, op) {
            Some(Speculatability::Speculatable) => {}
            Some(Speculatability::RecursivelySpeculatable) => {
                if body.child_body(op).is_some() {
                    return false;
                }
                for &r in body.regions(op) {
                    for b in body.region_blocks(r) {
                        stack.extend(body.block_ops(b));
                    }
                }
            }
            _ => return false,
        }
    }
    true
}
