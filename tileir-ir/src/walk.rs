//! Walks over an op tree.
//!
//! [`crate::Body::walk_preorder`] stays inside one body; [`walk_all`] and
//! [`for_each_body_mut`] follow child bodies too, handing the visitor the
//! body each op lives in; [`ops_post_order`] lists one body's ops in the
//! order passes visit them. All walks are iterative, so arbitrarily deep
//! nesting cannot overflow the stack.

use crate::body::Body;
use crate::ids::{OpId, RegionId};

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

/// What [`for_each_body_mut`] calls on each body.
pub type BodyVisitor<'v> = dyn FnMut(&mut Body, &[RegionId], &[OpId]) + 'v;

/// Calls `visit(body, regions, ops)` on `regions` of `body` and then on
/// each body nested in them (the child body of an isolated op, with the
/// op's regions), parents before children; `ops` are the ops of those
/// regions, nested ones included but not those of child bodies, in
/// pre-order. `visit` changes what it likes inside its body but must not
/// add or remove isolated ops. Child bodies are taken out while they are
/// visited and put back at the end, so no borrow spans two bodies.
pub fn for_each_body_mut(body: &mut Body, regions: &[RegionId], visit: &mut BodyVisitor<'_>) {
    /// A child body taken out: its parent (`None`: `body`), owning op,
    /// the body, and its root regions.
    type Detached = (Option<usize>, OpId, Box<Body>, Vec<RegionId>);
    fn visit_one(
        body: &mut Body,
        regions: &[RegionId],
        visit: &mut BodyVisitor<'_>,
    ) -> Vec<(OpId, Vec<RegionId>, Box<Body>)> {
        let mut ops = Vec::new();
        let mut stack: Vec<RegionId> = regions.iter().rev().copied().collect();
        let mut children = Vec::new();
        // Pre-order: an op, then its regions, before the op after it.
        let mut pending: Vec<OpId> = Vec::new();
        while let Some(region) = stack.pop() {
            let mut region_ops: Vec<OpId> = Vec::new();
            for block in body.region_blocks(region) {
                region_ops.extend(body.block_ops(block));
            }
            pending.extend(region_ops.into_iter().rev());
            while let Some(op) = pending.pop() {
                ops.push(op);
                if body.child_body(op).is_some() {
                    children.push(op);
                } else if body.num_regions(op) != 0 {
                    for &r in body.regions(op).iter().rev() {
                        for block in body.region_blocks(r).collect::<Vec<_>>().into_iter().rev() {
                            pending.extend(
                                body.block_ops(block).collect::<Vec<_>>().into_iter().rev(),
                            );
                        }
                    }
                }
            }
        }
        visit(body, regions, &ops);
        children
            .into_iter()
            .map(|op| {
                let regions = body.regions(op).to_vec();
                let child = body.take_child_body(op).expect("checked above");
                (op, regions, child)
            })
            .collect()
    }
    let mut detached: Vec<Detached> = visit_one(body, regions, visit)
        .into_iter()
        .map(|(op, r, b)| (None, op, b, r))
        .collect();
    let mut next = 0;
    while next < detached.len() {
        let (_, _, child, regions) = &mut detached[next];
        let regions = std::mem::take(regions);
        let found = visit_one(child, &regions, visit);
        detached.extend(found.into_iter().map(|(op, r, b)| (Some(next), op, b, r)));
        next += 1;
    }
    // Children come after their parents: put them back from the end.
    while let Some((parent, op, child, _)) = detached.pop() {
        match parent {
            None => body.set_child_body(op, child),
            Some(i) => detached[i].2.set_child_body(op, child),
        }
    }
}

/// The ops of `regions` of `body` at any depth, nested ones before the op
/// holding them (MLIR's post-order walk). Isolated ops are listed but their
/// child bodies are not entered: passes visit those on their own.
pub fn ops_post_order(body: &Body, regions: &[RegionId]) -> Vec<OpId> {
    let mut order = Vec::new();
    // (op, whether its regions are done).
    let mut stack: Vec<(OpId, bool)> = Vec::new();
    let push_region_ops = |stack: &mut Vec<(OpId, bool)>, region: RegionId| {
        let start = stack.len();
        for block in body.region_blocks(region) {
            stack.extend(body.block_ops(block).map(|o| (o, false)));
        }
        stack[start..].reverse();
    };
    for &r in regions.iter().rev() {
        push_region_ops(&mut stack, r);
    }
    while let Some((op, done)) = stack.pop() {
        if done || body.num_regions(op) == 0 || body.child_body(op).is_some() {
            order.push(op);
            continue;
        }
        stack.push((op, true));
        for &r in body.regions(op).iter().rev() {
            push_region_ops(&mut stack, r);
        }
    }
    order
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

    #[test]
    fn post_order_lists_nested_ops_before_their_holder() {
        let ctx = Context::with_dialects(&[]);
        let mut body = Body::new();
        let loc = ctx.unknown_loc();
        let mut leaf =
            |name: &str| body.create_op(&ctx, OperationState::new(ctx.op_name(name), loc));
        let (a, b, c) = (leaf("t.a"), leaf("t.b"), leaf("t.c"));
        let block_of = |body: &mut Body, ops: &[OpId]| {
            let region = body.new_region();
            let block = body.create_block();
            body.append_block(region, block);
            for &o in ops {
                body.append_op(block, o);
            }
            region
        };
        let inner_region = block_of(&mut body, &[a, b]);
        let mut state = OperationState::new(ctx.op_name("t.inner"), loc);
        state.regions.push(inner_region);
        let inner = body.create_op(&ctx, state);
        let root = block_of(&mut body, &[inner, c]);
        let names: Vec<&str> = ops_post_order(&body, &[root])
            .into_iter()
            .map(|o| ctx.op_name_str(body.op_name(o)))
            .collect();
        assert_eq!(names, ["t.a", "t.b", "t.inner", "t.c"]);
    }
}
