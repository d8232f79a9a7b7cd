//! The rewriter: how passes and patterns change IR (MLIR's `RewriterBase`
//! with its `Listener`).
//!
//! A [`Rewriter`] holds `&mut` to one [`Body`] and, optionally, a
//! [`Listener`] told of every change: an op inserted (created, cloned or
//! moved), modified in place, replaced (with its replacement values) or
//! erased, and a block inserted or erased. A worklist driver keeps its
//! worklist right through these notifications. The raw mutators of [`Body`]
//! stay for the parser and for the rewriter itself.
//!
//! Ids and worklists: while a rewriter lives, its body does not reuse the
//! slots of erased ops and blocks (they still go on the free lists and are
//! reused once the rewriter is dropped). So an id a worklist still holds
//! after its op was erased never names a new op: it names an erased one,
//! which [`Body::is_erased`] reports, and the worklist skips it.
//!
//! Notifications cover this body only. An isolated op's own body (a
//! function's, inside a module) is moved, cloned or dropped with the op as
//! a whole, without notifications for the ops inside it.

use crate::body::{Body, OperationState, ValueMap};
use crate::context::Context;
use crate::ids::{BlockId, OpId, OperandId, RegionId, Value};
use crate::types::Type;
use crate::Location;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// A position for an op: before an op, or at the end of a block (MLIR's
/// block and iterator).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    Before(OpId),
    End(BlockId),
}

/// A position for a block: before a block, or at the end of a region.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BlockPoint {
    Before(BlockId),
    End(RegionId),
}

/// Told of every change a [`Rewriter`] makes (MLIR's
/// `RewriterBase::Listener`). Each hook gets the body as it is at that
/// moment: after an insertion or modification, before an erasure.
pub trait Listener {
    /// `op` was inserted; `previous` is where it was if it was moved, `None`
    /// if it is new (created or cloned).
    fn op_inserted(&mut self, _body: &Body, _op: OpId, _previous: Option<InsertPoint>) {}
    /// `block` was inserted; `previous` is where it was if it was moved.
    fn block_inserted(&mut self, _body: &Body, _block: BlockId, _previous: Option<BlockPoint>) {}
    /// `op` was changed in place (operands, attributes, location, ...).
    fn op_modified(&mut self, _body: &Body, _op: OpId) {}
    /// The uses of `op`'s results are about to be replaced by `replacement`
    /// (one value per result).
    fn op_replaced(&mut self, _body: &Body, _op: OpId, _replacement: &[Value]) {}
    /// `op` is about to be erased; its regions are already empty.
    fn op_erased(&mut self, _body: &Body, _op: OpId) {}
    /// `block` is about to be erased; it holds no ops any more.
    fn block_erased(&mut self, _body: &Body, _block: BlockId) {}
}

/// Changes one body, telling its listener (see the module documentation).
pub struct Rewriter<'a> {
    pub ctx: &'a Context,
    body: &'a mut Body,
    listener: Option<&'a mut dyn Listener>,
    point: Option<InsertPoint>,
}

impl Drop for Rewriter<'_> {
    fn drop(&mut self) {
        self.body.release_erased_slots();
    }
}

impl<'a> Rewriter<'a> {
    /// A rewriter with no listener.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Rewriter<'a> {
        body.hold_erased_slots();
        Rewriter {
            ctx,
            body,
            listener: None,
            point: None,
        }
    }

    pub fn with_listener(
        ctx: &'a Context,
        body: &'a mut Body,
        listener: &'a mut dyn Listener,
    ) -> Rewriter<'a> {
        let mut rewriter = Rewriter::new(ctx, body);
        rewriter.listener = Some(listener);
        rewriter
    }

    /// The body as it is now.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// The body, for a change the listener must not hear of: the few places
    /// MLIR changes IR behind its listener's back (the constant folder moving
    /// a constant to the front of its region, or dropping its location).
    pub fn body_mut_unnotified(&mut self) -> &mut Body {
        self.body
    }

    /// A rewriter (with no listener) on the body of `op`, an isolated op of
    /// this body; `None` if `op` owns no body.
    pub fn nested(&mut self, op: OpId) -> Option<Rewriter<'_>> {
        let body = self.body.child_body_mut(op)?;
        Some(Rewriter::new(self.ctx, body))
    }

    // ===== insertion point =====

    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.point
    }

    pub fn set_insertion_point(&mut self, point: InsertPoint) {
        self.point = Some(point);
    }

    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.point = Some(InsertPoint::Before(op));
    }

    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = Some(after(self.body, op));
    }

    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.point = Some(start_of(self.body, block));
    }

    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.point = Some(InsertPoint::End(block));
    }

    // ===== creating ops and blocks =====

    /// Inserts a detached op at the insertion point (which must be set).
    pub fn insert(&mut self, op: OpId) -> OpId {
        let point = self
            .point
            .expect("the rewriter's insertion point is not set");
        place(self.body, op, point);
        self.notify(|l, b| l.op_inserted(b, op, None));
        op
    }

    /// Creates an op and inserts it at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(self.ctx, state);
        self.insert(op)
    }

    /// Creates a block with these arguments in `region`, before `before`
    /// (or at the end), and moves the insertion point to its end.
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        args: &[(Type, Location)],
    ) -> BlockId {
        let block = self.body.create_block();
        for &(ty, loc) in args {
            self.body.add_block_arg(block, ty, loc);
        }
        place_block(self.body, block, block_point(region, before));
        self.notify(|l, b| l.block_inserted(b, block, None));
        self.point = Some(InsertPoint::End(block));
        block
    }

    /// Clones `op` (with its regions) and inserts the clone at the insertion
    /// point; `map` is used and filled as by [`Body::clone_op`].
    pub fn clone(&mut self, op: OpId, map: &mut ValueMap) -> OpId {
        let copy = self.body.clone_op(self.ctx, op, map);
        self.insert_clone(copy)
    }

    /// Clones `op` of another body (a callee being inlined) into this one,
    /// at the insertion point. Every value `op` uses from outside itself
    /// must be mapped in `map`.
    pub fn clone_from(&mut self, src: &Body, op: OpId, map: &mut ValueMap) -> OpId {
        let copy = clone_op_into(self.ctx, src, op, self.body, map);
        self.insert_clone(copy)
    }

    /// Inserts a fresh clone and notifies it and the ops inside it, in
    /// pre-order (as MLIR's `OpBuilder::clone` does).
    fn insert_clone(&mut self, copy: OpId) -> OpId {
        self.insert(copy);
        if self.listener.is_some() && self.body.num_regions(copy) != 0 {
            let mut nested = Vec::new();
            self.body.walk_preorder(copy, |o| nested.push(o));
            for o in nested.into_iter().skip(1) {
                self.notify(|l, b| l.op_inserted(b, o, None));
            }
        }
        copy
    }

    // ===== modifying ops =====

    /// Changes `op` in place through the raw body, then notifies the change.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, change: impl FnOnce(&mut Body) -> R) -> R {
        let result = change(self.body);
        self.notify(|l, b| l.op_modified(b, op));
        result
    }

    /// Replaces every use of `from` with `to`; each user is notified as
    /// modified.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        self.replace_uses_if(from, to, |_, _| true);
    }

    /// Replaces the uses of `from` (operand slots) for which `pred` holds.
    pub fn replace_uses_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Body, OperandId) -> bool,
    ) {
        if from == to {
            return;
        }
        let uses: SmallVec<[OperandId; 8]> = self.body.uses(from).collect();
        for operand in uses {
            if !pred(self.body, operand) {
                continue;
            }
            let owner = self.body.operand_owner(operand);
            let index = self.body.operand_number(operand);
            self.body.set_operand(owner, index, to);
            self.notify(|l, b| l.op_modified(b, owner));
        }
    }

    /// Notifies that `op` is replaced by `values` and points every use of its
    /// results at them; `op` stays (MLIR's `replaceAllOpUsesWith`).
    pub fn replace_all_op_uses_with(&mut self, op: OpId, values: &[Value]) {
        assert_eq!(
            self.body.num_results(op),
            values.len(),
            "one replacement value per result"
        );
        self.notify(|l, b| l.op_replaced(b, op, values));
        for (i, &to) in values.iter().enumerate() {
            let from = self.body.result(op, i);
            self.replace_all_uses_with(from, to);
        }
    }

    /// Replaces `op`'s results with `values` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        self.replace_all_op_uses_with(op, values);
        self.erase_op(op);
    }

    /// Replaces `op` with the results of `new_op` and erases it.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) {
        let values: SmallVec<[Value; 4]> = self.body.results(new_op).collect();
        self.replace_op(op, &values);
    }

    // ===== erasing =====

    /// Erases `op` and everything nested in it. Its results must be unused
    /// (checked in debug builds). With a listener, nested ops go first, one
    /// at a time in post-order (users before definitions, the blocks of a
    /// region from the last reached in a post-order walk of its control flow
    /// graph), so the listener always sees consistent IR.
    pub fn erase_op(&mut self, op: OpId) {
        debug_assert!(
            self.body.results(op).all(|v| self.body.use_empty(v)),
            "erasing an op whose results are still used"
        );
        if self.listener.is_none() {
            self.body.erase_op(op);
            return;
        }
        if self.body.num_regions(op) == 0 {
            // Most ops: nothing inside to erase first, no walk to set up.
            self.notify(|l, b| l.op_erased(b, op));
            self.body.erase_op(op);
            return;
        }
        enum Task {
            /// Erase an op: first what is inside it.
            Op(OpId),
            /// Erase the blocks of a region: one post-order round.
            Region(RegionId),
            Blocks(Vec<BlockId>),
            /// Everything inside the op is gone: erase the op itself.
            Finish(OpId),
        }
        let mut stack = vec![Task::Op(op)];
        while let Some(task) = stack.pop() {
            match task {
                Task::Op(op) => {
                    stack.push(Task::Finish(op));
                    if self.body.child_body(op).is_none() {
                        // Pushed in order, popped last region first.
                        let regions = self.body.regions(op);
                        stack.extend(regions.iter().map(|&r| Task::Region(r)));
                    }
                }
                Task::Region(region) => {
                    let Some(entry) = self.body.entry_block(region) else {
                        continue;
                    };
                    let order = post_order(self.body, region, entry);
                    // Blocks the walk did not reach go in a later round.
                    stack.push(Task::Region(region));
                    let ops: Vec<OpId> = order
                        .iter()
                        .rev()
                        .flat_map(|&b| self.body.block_ops(b).collect::<Vec<_>>())
                        .collect();
                    stack.push(Task::Blocks(order));
                    stack.extend(ops.into_iter().map(Task::Op));
                }
                Task::Blocks(blocks) => {
                    for block in blocks {
                        self.notify(|l, b| l.block_erased(b, block));
                        self.body.erase_block(block);
                    }
                }
                Task::Finish(op) => {
                    self.notify(|l, b| l.op_erased(b, op));
                    self.body.erase_op(op);
                }
            }
        }
    }

    /// Erases a block (no predecessors left) and the ops in it, last first.
    pub fn erase_block(&mut self, block: BlockId) {
        while let Some(op) = self.body.last_op(block) {
            self.erase_op(op);
        }
        self.notify(|l, b| l.block_erased(b, block));
        self.body.erase_block(block);
    }

    // ===== moving ops and blocks =====

    /// Moves `op` (attached or not) to `point`.
    pub fn move_op(&mut self, op: OpId, point: InsertPoint) {
        let previous = self.body.parent_block(op).map(|_| after(self.body, op));
        self.body.detach_op(op);
        place(self.body, op, point);
        self.notify(|l, b| l.op_inserted(b, op, previous));
    }

    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.move_op(op, InsertPoint::Before(anchor));
    }

    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        let point = after(self.body, anchor);
        self.move_op(op, point);
    }

    /// Moves `block` to `point` (in its region or another of this body).
    pub fn move_block(&mut self, block: BlockId, point: BlockPoint) {
        let previous =
            self.body
                .block_parent(block)
                .map(|region| match self.body.next_block(block) {
                    Some(next) => BlockPoint::Before(next),
                    None => BlockPoint::End(region),
                });
        self.body.detach_block(block);
        place_block(self.body, block, point);
        self.notify(|l, b| l.block_inserted(b, block, previous));
    }

    /// Splits `block` before `before` (at its end when `None`): `before`
    /// and the ops after it move to a new block right after `block`, which
    /// is returned (MLIR's `splitBlock`).
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> BlockId {
        let region = self
            .body
            .block_parent(block)
            .expect("splitting a block that is not in a region");
        let next = self.body.next_block(block);
        let saved = self.point;
        let new_block = self.create_block(region, next, &[]);
        self.point = saved;
        if let Some(before) = before {
            // One at a time from the back, each to the front of the new block.
            loop {
                let last = self.body.last_op(block).expect("`before` is in `block`");
                let point = start_of(self.body, new_block);
                self.move_op(last, point);
                if last == before {
                    break;
                }
            }
        }
        new_block
    }

    /// Moves the ops of `source` to before `before` in `dest` (its end when
    /// `None`), its arguments replaced by `args`, and erases `source`, which
    /// must have no predecessors (MLIR's `inlineBlockBefore`).
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) {
        let params: SmallVec<[Value; 4]> = SmallVec::from_slice(self.body.block_args(source));
        assert_eq!(params.len(), args.len(), "one value per block argument");
        for (&from, &to) in params.iter().zip(args) {
            self.replace_all_uses_with(from, to);
        }
        let point = match before {
            Some(op) => InsertPoint::Before(op),
            None => InsertPoint::End(dest),
        };
        while let Some(op) = self.body.first_op(source) {
            self.move_op(op, point);
        }
        if self.point == Some(InsertPoint::End(source)) {
            self.point = Some(point);
        }
        self.erase_block(source);
    }

    /// Appends the ops of `source` to `dest` and erases `source` (MLIR's
    /// `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[Value]) {
        self.inline_block_before(source, dest, None, args);
    }

    /// Moves every block of `region` to `parent` before `before` (its end
    /// when `None`), one at a time (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        parent: RegionId,
        before: Option<BlockId>,
    ) {
        while let Some(block) = self.body.entry_block(region) {
            self.move_block(block, block_point(parent, before));
        }
    }

    fn notify(&mut self, event: impl FnOnce(&mut dyn Listener, &Body)) {
        if let Some(listener) = self.listener.as_deref_mut() {
            event(listener, self.body);
        }
    }
}

fn block_point(region: RegionId, before: Option<BlockId>) -> BlockPoint {
    match before {
        Some(b) => BlockPoint::Before(b),
        None => BlockPoint::End(region),
    }
}

/// The point right after `op`, which must be in a block.
fn after(body: &Body, op: OpId) -> InsertPoint {
    match body.next_op(op) {
        Some(next) => InsertPoint::Before(next),
        None => InsertPoint::End(body.parent_block(op).expect("op is not in a block")),
    }
}

fn start_of(body: &Body, block: BlockId) -> InsertPoint {
    match body.first_op(block) {
        Some(first) => InsertPoint::Before(first),
        None => InsertPoint::End(block),
    }
}

fn place(body: &mut Body, op: OpId, point: InsertPoint) {
    match point {
        InsertPoint::Before(anchor) => body.insert_op_before(anchor, op),
        InsertPoint::End(block) => body.append_op(block, op),
    }
}

fn place_block(body: &mut Body, block: BlockId, point: BlockPoint) {
    match point {
        BlockPoint::Before(anchor) => body.insert_block_before(anchor, block),
        BlockPoint::End(region) => body.append_block(region, block),
    }
}

/// The blocks of `region` reachable from `entry` through successors, in
/// post-order (successors before predecessors along forward edges).
fn post_order(body: &Body, region: RegionId, entry: BlockId) -> Vec<BlockId> {
    let mut order = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    seen.insert(entry);
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some(top) = stack.last_mut() {
        let (block, next) = *top;
        let succ = body
            .last_op(block)
            .and_then(|t| body.successors(t).get(next).copied());
        match succ {
            Some(s) => {
                top.1 += 1;
                if body.block_parent(s) == Some(region) && seen.insert(s) {
                    stack.push((s, 0));
                }
            }
            None => {
                order.push(block);
                stack.pop();
            }
        }
    }
    order
}

/// Deep-copies `op` of `src` into `dst` as a new detached op (MLIR's
/// `Operation::clone` into another function, for the inliner). Values `op`
/// uses from outside itself are looked up in `map`; one not there yet (a
/// value of `src` means nothing in `dst`) is kept as it is, for the caller
/// to set once it is cloned (a region's blocks cloned in order may use a
/// value of a later block). `map` receives old -> new for every result and
/// block argument cloned. An isolated op inside `op` is copied with its
/// whole body. Iterative, so nesting depth is no concern.
pub fn clone_op_into(
    ctx: &Context,
    src: &Body,
    op: OpId,
    dst: &mut Body,
    map: &mut ValueMap,
) -> OpId {
    let mut blocks: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    // Ops whose operands were not all cloned yet when they were created
    // (uses before definitions, in graph regions): set once all exist.
    let mut pending: Vec<(OpId, OpId)> = Vec::new();
    let mut root = None;
    // (op in src, the dst block to append its copy to).
    let mut stack: Vec<(OpId, Option<BlockId>)> = vec![(op, None)];
    while let Some((from, parent)) = stack.pop() {
        let isolated = src.child_body(from);
        let mut state = OperationState::new(src.op_name(from), src.op_loc(from));
        state.attributes = ctx.dictionary_entries(src.attr_dict(from)).into();
        state.properties = src.props(from);
        state.result_types = src.results(from).map(|v| src.value_type(v)).collect();
        let mut nested: Vec<(OpId, BlockId)> = Vec::new();
        match isolated {
            Some(child) => {
                state.child_body = Some(Box::new(child.clone()));
                state.regions = SmallVec::from_slice(src.regions(from));
            }
            None => {
                for &r in src.regions(from) {
                    let region = dst.new_region();
                    for b in src.region_blocks(r) {
                        let nb = dst.create_block();
                        for (i, &arg) in src.block_args(b).iter().enumerate() {
                            let new_arg =
                                dst.add_block_arg(nb, src.value_type(arg), src.block_arg_loc(b, i));
                            map.insert(arg, new_arg);
                        }
                        dst.append_block(region, nb);
                        blocks.insert(b, nb);
                        nested.extend(src.block_ops(b).map(|o| (o, nb)));
                    }
                    state.regions.push(region);
                }
            }
        }
        state.successors = src
            .successors(from)
            .iter()
            .map(|s| blocks.get(s).copied().unwrap_or(*s))
            .collect();
        let operands: SmallVec<[Value; 4]> = src.operands(from).map(|v| map.lookup(v)).collect();
        let resolved = src.operands(from).all(|v| map.contains(v));
        if resolved || parent.is_none() {
            state.operands = operands;
        }
        let copy = dst.create_op(ctx, state);
        if !resolved && parent.is_some() {
            pending.push((from, copy));
        }
        for (old, new) in src.results(from).zip(dst.results(copy).collect::<Vec<_>>()) {
            map.insert(old, new);
        }
        match parent {
            Some(block) => dst.append_op(block, copy),
            None => root = Some(copy),
        }
        // Reversed, so the ops come off the stack in order (pre-order).
        stack.extend(nested.into_iter().rev().map(|(o, b)| (o, Some(b))));
    }
    for (from, copy) in pending {
        let operands: SmallVec<[Value; 4]> = src.operands(from).map(|v| map.lookup(v)).collect();
        dst.set_operands(copy, &operands);
    }
    root.expect("the root op is cloned first")
}

// Tests: tileir-ir/dialects/tests/core/rewriter.rs (they need func IR).
