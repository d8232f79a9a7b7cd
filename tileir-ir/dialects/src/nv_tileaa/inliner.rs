//! nv_tileaa's inliner hooks (MLIR's `DialectInlinerInterface`), so that
//! the `inline` pass PM#2 runs on each `gpu.module` can inline
//! `nv_tileaa.call`s of `nv_tileaa.func`s: every call and op may be
//! inlined (ours: the reference does not say what tileiras forbids), and an
//! `nv_tileaa.return` becomes a `cf.br` to the block after the call, or
//! gives the values that replace the call's results.

use tileir_ir::body::OperationState;
use tileir_ir::call::DialectInliner;
use tileir_ir::ids::{BlockId, OpId};
use tileir_ir::rewriter::Rewriter;

pub static INLINER: DialectInliner = DialectInliner {
    legal_call: |_, _, _| true,
    legal_region: |_| true,
    legal_op: |_, _| true,
    terminator_to_branch: Some(return_to_branch),
    terminator_values: Some(|body, op| body.operands(op).collect()),
};

/// Replaces an `nv_tileaa.return` with a `cf.br` to `dest` carrying its
/// operands.
fn return_to_branch(rw: &mut Rewriter<'_>, op: OpId, dest: BlockId) {
    let ctx = rw.ctx;
    if ctx.op_name_str(rw.body().op_name(op)) != "nv_tileaa.return" {
        return;
    }
    let mut state = OperationState::new(ctx.op_name("cf.br"), rw.body().op_loc(op));
    state.operands = rw.body().operands(op).collect();
    state.successors.push(dest);
    rw.set_insertion_point_before(op);
    rw.create(state);
    rw.erase_op(op);
}
