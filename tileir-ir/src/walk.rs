//! Walks over an op tree that cross isolated-body boundaries.
//!
//! [`crate::Body::walk_preorder`] stays inside one body; these follow child
//! bodies too, handing the visitor the body each op lives in. All walks are
//! iterative, so arbitrarily deep nesting cannot overflow the stack.

use crate::body::Body;
use crate::ids::OpId;

/// Visits `op` (in `body`) and every op nested in it, across isolated ops'
/// bodies, in pre-order: an op before the ops of its regions, regions and
/// blocks in order.
pub fn walk_all<'a>(body: &'a Body, op: OpId, visit: &mut dyn FnMut(&'a Body, OpId)) {
    let mut stack: Vec<(&'a Body, OpId)> = vec![(body, op)];
    while let Some((body, op)) = stack.pop() {
        visit(body, op);
        let inner = body.region_body(op);
        let mut children = Vec::new();
        for &r in body.regions(op) {
            for b in inner.region_blocks(r) {
                children.extend(inner.block_ops(b).map(|o| (inner, o)));
            }
        }
        stack.extend(children.into_iter().rev());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::body::OperationState;
    use crate::Context;

    #[test]
    fn walk_visits_nested_ops_in_order() {
        let ctx = Context::with_dialects(&[]);
        let mut body = Body::new();
        let loc = ctx.unknown_loc();
        let region = body.new_region();
        let block = body.create_block();
        body.append_block(region, block);
        let inner_a = body.create_op(&ctx, OperationState::new(ctx.op_name("t.a"), loc));
        let inner_b = body.create_op(&ctx, OperationState::new(ctx.op_name("t.b"), loc));
        body.append_op(block, inner_a);
        body.append_op(block, inner_b);
        let mut state = OperationState::new(ctx.op_name("t.outer"), loc);
        state.regions.push(region);
        let outer = body.create_op(&ctx, state);
        let mut seen = Vec::new();
        walk_all(&body, outer, &mut |b, op| {
            seen.push(ctx.op_name_str(b.op_name(op)).to_string())
        });
        assert_eq!(seen, ["t.outer", "t.a", "t.b"]);
        assert_eq!(body.parent_op(inner_b), Some(outer));
    }
}
