//! A fingerprint of an op and everything nested in it (MLIR's
//! `OperationFingerPrint`), to tell whether a pass changed its anchor
//! (`--mlir-print-ir-after-change`) without printing it.
//!
//! It hashes what the printed IR is made of: op identities and names,
//! attributes and properties (uniqued, so their ids stand for their
//! contents), locations, operands, result and block-argument types,
//! successors and the region/block structure. As in MLIR, a collision reads
//! as "unchanged", so the failure mode is a missing print, never a spurious
//! one.

use rustc_hash::FxHasher;
use std::hash::{Hash, Hasher};
use tileir_ir::walk::walk_all;
use tileir_ir::{Body, OpId, OwnedOp};

/// The fingerprint of `owned`'s op and its contents.
pub fn fingerprint(owned: &OwnedOp) -> u64 {
    let mut h = FxHasher::default();
    walk_all(&owned.body, owned.op, &mut |body, op| {
        hash_op(&mut h, body, op)
    });
    h.finish()
}

fn hash_op(h: &mut FxHasher, body: &Body, op: OpId) {
    op.hash(h);
    body.op_name(op).hash(h);
    body.attr_dict(op).hash(h);
    body.props(op).hash(h);
    body.op_loc(op).hash(h);
    body.num_operands(op).hash(h);
    for v in body.operands(op) {
        v.hash(h);
    }
    body.num_results(op).hash(h);
    for v in body.results(op) {
        v.hash(h);
        body.value_type(v).hash(h);
    }
    body.successors(op).hash(h);
    let inner = body.region_body(op);
    for &region in body.regions(op) {
        region.hash(h);
        for block in inner.region_blocks(region) {
            block.hash(h);
            for (i, &arg) in inner.block_args(block).iter().enumerate() {
                arg.hash(h);
                inner.value_type(arg).hash(h);
                inner.block_arg_loc(block, i).hash(h);
            }
            // Ops of the block are hashed by the walk; their count marks
            // where this block ends.
            inner.block_ops(block).count().hash(h);
        }
    }
}
