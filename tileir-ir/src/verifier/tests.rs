//! Verifier tests of the core alone. Tests on IR of the real dialects
//! (dominance, terminators, symbols, declared constraints, parallel
//! verification) are in the dialects crate:
//! `tileir-ir/dialects/tests/core/verifier.rs`.

use crate::body::{Body, OperationState};
use crate::Context;

#[test]
fn deep_nesting_does_not_overflow() {
    // 100k nested unregistered regions, built directly (no parser recursion).
    let ctx = Context::with_dialects(&[]);
    let loc = ctx.unknown_loc();
    let mut body = Body::new();
    let mut inner: Option<crate::ids::OpId> = None;
    for _ in 0..100_000 {
        let region = body.new_region();
        let block = body.create_block();
        body.append_block(region, block);
        if let Some(op) = inner {
            body.append_op(block, op);
        }
        let mut state = OperationState::new(ctx.op_name("t.nest"), loc);
        state.regions.push(region);
        inner = Some(body.create_op(&ctx, state));
    }
    let root = inner.expect("built at least one op");
    assert!(super::verify(&ctx, &body, root).is_ok());
}

#[test]
fn passed_checks_remember_passes_only() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    fn is_i32(ctx: &Context, ty: crate::types::Type) -> bool {
        CALLS.fetch_add(1, Ordering::Relaxed);
        ty == ctx.int_type(32)
    }
    let ctx = Context::with_dialects(&[]);
    let (i32t, i64t) = (ctx.int_type(32), ctx.int_type(64));
    let mut passed = super::constraints::PassedChecks::default();
    for _ in 0..3 {
        assert!(passed.check(&ctx, is_i32, i32t));
    }
    assert_eq!(CALLS.load(Ordering::Relaxed), 1, "a pass is remembered");
    for _ in 0..2 {
        assert!(!passed.check(&ctx, is_i32, i64t));
    }
    assert_eq!(
        CALLS.load(Ordering::Relaxed),
        3,
        "a failure is checked again"
    );
}
