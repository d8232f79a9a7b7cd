//! Constant uniquing for the greedy driver (MLIR's `OperationFolder` as the
//! driver uses it): one constant op per (dialect, value, type) in each
//! insertion region, kept together at the front of the region's entry
//! block. A constant op is moved there, or replaced by the one already
//! there, when the driver meets it while filling its worklist.
//!
//! The insertion region of an op is the region of its nearest ancestor that
//! might be isolated from above (an isolated or unregistered op, or the
//! body's root): constants are hoisted out of `scf.for` and `scf.if` into
//! the function's entry block.

use rustc_hash::FxHashMap;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{Attribute, BlockId, Body, Context, OpId, RegionId, Type};

/// What a uniqued constant is keyed by: its dialect (by identity: the
/// address of its definition), value and type.
type ConstantKey = (usize, Attribute, Type);

#[derive(Default)]
pub(super) struct ConstantFolder {
    scopes: FxHashMap<RegionId, FxHashMap<ConstantKey, OpId>>,
    /// The constants the folder holds, with where and by what.
    owned: FxHashMap<OpId, (RegionId, ConstantKey)>,
}

impl ConstantFolder {
    fn is_owned(&self, op: Option<OpId>) -> bool {
        op.is_some_and(|op| self.owned.contains_key(&op))
    }

    /// MLIR's `insertKnownConstant`: keeps `op` (a constant of `value`) as
    /// its region's constant, moving it to the front of the entry block, and
    /// returns true; or replaces it with the constant already kept and
    /// returns false.
    pub(super) fn insert_known_constant(
        &mut self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        value: Attribute,
    ) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some(block) = body.parent_block(op) else {
            return true;
        };
        let unknown = ctx.unknown_loc();
        if self.is_owned(Some(op)) {
            // Already kept: back to the front if it drifted.
            if body.first_op(block) != Some(op) && !self.is_owned(body.prev_op(op)) {
                let front = body.first_op(block).expect("the block holds `op`");
                let raw = rw.body_mut_unnotified();
                raw.move_op_before(op, front);
                raw.set_op_loc(op, unknown);
            }
            return true;
        }
        let Some(region) = insertion_region(ctx, body, block) else {
            return true;
        };
        let Some(dialect) = ctx.op_dialect(body.op_name(op)) else {
            return true;
        };
        let dialect = std::ptr::from_ref(dialect) as usize;
        let key = (dialect, value, body.value_type(body.result(op, 0)));
        if let Some(&kept) = self.scopes.get(&region).and_then(|s| s.get(&key)) {
            let replacement: Vec<_> = rw.body().results(kept).collect();
            rw.replace_op(op, &replacement);
            rw.body_mut_unnotified().set_op_loc(kept, unknown);
            return false;
        }
        let body = rw.body();
        let entry = body.entry_block(region).expect("the region holds `op`");
        let front = body.first_op(entry);
        if block != entry || (front != Some(op) && !self.is_owned(body.prev_op(op))) {
            let raw = rw.body_mut_unnotified();
            match front {
                Some(front) => raw.move_op_before(op, front),
                None => {
                    raw.detach_op(op);
                    raw.append_op(entry, op);
                }
            }
            raw.set_op_loc(op, unknown);
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.owned.insert(op, (region, key));
        true
    }

    /// MLIR's `notifyRemoval`: `op` is going away; forget it if kept.
    pub(super) fn notify_removal(&mut self, op: OpId) {
        if let Some((region, key)) = self.owned.remove(&op) {
            if let Some(scope) = self.scopes.get_mut(&region) {
                scope.remove(&key);
            }
        }
    }
}

/// MLIR's `getInsertionRegion`: the region of `block` or of the nearest
/// ancestor op that might be isolated from above (or the body's root).
fn insertion_region(ctx: &Context, body: &Body, mut block: BlockId) -> Option<RegionId> {
    loop {
        let region = body.block_parent(block)?;
        let Some(parent) = body.region_parent(region) else {
            return Some(region);
        };
        let isolated = ctx
            .op_def(body.op_name(parent))
            .is_none_or(|d| d.is_isolated());
        if isolated {
            return Some(region);
        }
        match body.parent_block(parent) {
            Some(b) => block = b,
            None => return Some(region),
        }
    }
}
