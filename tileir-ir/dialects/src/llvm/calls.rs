//! The call interfaces of the llvm dialect: `llvm.call` and `llvm.invoke`
//! call their `callee` symbol, or, without one, their first operand (a
//! function pointer) with the others; `llvm.func` is callable, its body
//! its one region, returning its function type's result unless `void`.
//!
//! The dialect has no inliner hooks here, so the inliner never inlines
//! into or out of it; the interfaces give the call graph its edges and let
//! the inliner drop private functions nothing uses, as upstream does.

use super::types;
use smallvec::SmallVec;
use tileir_ir::attributes::AttrData;
use tileir_ir::call::{CallOpInterface, CallableOpInterface, Callee};
use tileir_ir::dialect::OpRef;
use tileir_ir::format::dense_array_values;

fn callee(r: OpRef<'_>) -> Option<Callee> {
    match r.body.attr(r.ctx, r.op, "callee") {
        Some(symbol) => Some(Callee::Symbol(symbol)),
        None => (r.body.num_operands(r.op) != 0).then(|| Callee::Value(r.body.operand(r.op, 0))),
    }
}

/// The callee operands (the first operand segment) past the function
/// pointer of an indirect call.
fn args(r: OpRef<'_>) -> std::ops::Range<usize> {
    let first = usize::from(r.body.attr(r.ctx, r.op, "callee").is_none());
    let segment = r
        .body
        .attr(r.ctx, r.op, "operandSegmentSizes")
        .and_then(|a| dense_array_values(r.ctx, a))
        .and_then(|sizes| sizes.first().copied())
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(r.body.num_operands(r.op));
    first..segment
}

pub static CALL: CallOpInterface = CallOpInterface {
    callee,
    first_arg: 0,
    args: Some(args),
};

pub static CALLABLE: CallableOpInterface = CallableOpInterface {
    region: 0,
    result_types: |r| {
        let ty = r.body.attr(r.ctx, r.op, "function_type");
        let Some(AttrData::Type(t)) = ty.map(|t| r.ctx.attr_data(t)) else {
            return SmallVec::new();
        };
        match types::func_parts(r.ctx, *t) {
            Some((result, _, _)) if !types::is_void(r.ctx, result) => smallvec::smallvec![result],
            _ => SmallVec::new(),
        }
    },
};
