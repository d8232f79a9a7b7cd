//! The greedy driver's worklist (MLIR's `Worklist`): ops in a stack, each at
//! most once, removable in O(1) by leaving a hole that popping skips.

use rustc_hash::FxHashMap;
use tileir_ir::OpId;

#[derive(Default)]
pub(super) struct Worklist {
    list: Vec<Option<OpId>>,
    /// Where each op in the list is.
    index: FxHashMap<OpId, usize>,
}

impl Worklist {
    pub(super) fn clear(&mut self) {
        self.list.clear();
        self.index.clear();
    }

    /// Pushes `op` unless it is already in the list.
    pub(super) fn push(&mut self, op: OpId) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.index.entry(op) {
            e.insert(self.list.len());
            self.list.push(Some(op));
        }
    }

    /// The op last pushed and not removed.
    pub(super) fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.index.remove(&op);
                return Some(op);
            }
        }
        None
    }

    pub(super) fn remove(&mut self, op: OpId) {
        if let Some(i) = self.index.remove(&op) {
            self.list[i] = None;
        }
    }

    /// Reverses the order (so a pre-order walk pushed in order pops in order).
    pub(super) fn reverse(&mut self) {
        self.list.reverse();
        for (i, entry) in self.list.iter().enumerate() {
            if let Some(op) = entry {
                self.index.insert(*op, i);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tileir_ir::{Body, Context, OperationState};

    #[test]
    fn pushes_once_pops_last_and_skips_removed() {
        let ctx = Context::with_dialects(&[]);
        let mut body = Body::new();
        let ops: Vec<OpId> = (0..4)
            .map(|_| {
                body.create_op(
                    &ctx,
                    OperationState::new(ctx.op_name("t.a"), ctx.unknown_loc()),
                )
            })
            .collect();
        let mut w = Worklist::default();
        for &op in &ops {
            w.push(op);
        }
        w.push(ops[0]);
        w.remove(ops[2]);
        w.reverse();
        let popped: Vec<OpId> = std::iter::from_fn(|| w.pop()).collect();
        assert_eq!(popped, [ops[0], ops[1], ops[3]]);
    }
}
