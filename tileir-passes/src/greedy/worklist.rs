//! The greedy driver's worklist (MLIR's `Worklist`): ops in a stack, each at
//! most once, removable in O(1) by leaving a hole that popping skips.

use tileir_ir::OpId;

/// `Worklist::position` of an op not in the list.
const ABSENT: u32 = u32::MAX;

#[derive(Default)]
pub(super) struct Worklist {
    list: Vec<Option<OpId>>,
    /// Where each op in the list is, indexed by op id ([`ABSENT`] when it
    /// is not): op ids are dense in a body, so a table beats hashing.
    position: Vec<u32>,
}

impl Worklist {
    pub(super) fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.position[op.index()] = ABSENT;
        }
    }

    /// Pushes `op` unless it is already in the list.
    pub(super) fn push(&mut self, op: OpId) {
        let i = op.index();
        if i >= self.position.len() {
            self.position
                .resize((i + 1).max(2 * self.position.len()), ABSENT);
        }
        if self.position[i] == ABSENT {
            self.position[i] = self.list.len() as u32;
            self.list.push(Some(op));
        }
    }

    /// The op last pushed and not removed.
    pub(super) fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.position[op.index()] = ABSENT;
                return Some(op);
            }
        }
        None
    }

    pub(super) fn remove(&mut self, op: OpId) {
        let Some(slot) = self.position.get_mut(op.index()) else {
            return;
        };
        if *slot != ABSENT {
            self.list[*slot as usize] = None;
            *slot = ABSENT;
        }
    }

    /// Reverses the order (so a pre-order walk pushed in order pops in order).
    pub(super) fn reverse(&mut self) {
        self.list.reverse();
        for (i, entry) in self.list.iter().enumerate() {
            if let Some(op) = entry {
                self.position[op.index()] = i as u32;
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
