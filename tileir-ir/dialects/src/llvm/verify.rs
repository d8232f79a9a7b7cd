//! Verifiers of the LLVM dialect's ops, with mlir-opt 22's messages
//! (`LLVMDialect.cpp`).

use super::types;
use crate::common::*;
use tileir_ir::attributes::AttrData;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::OpRef;

/// `LLVMFuncOp::verify`: an external function has `external` or
/// `extern_weak` linkage.
pub fn verify_func(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let external = r
        .body
        .regions(r.op)
        .first()
        .is_none_or(|&reg| r.body.region_body(r.op).entry_block(reg).is_none());
    let linkage = attr(r, "linkage").and_then(|a| match r.ctx.attr_data(a) {
        AttrData::Dialect { params, .. } => match params.first() {
            Some(tileir_ir::types::Param::Int(v)) => Some(*v),
            _ => None,
        },
        _ => None,
    });
    if external && !matches!(linkage, None | Some(0) | Some(9)) {
        return Err(err(
            r,
            "external functions must have 'external' or 'extern_weak' linkage",
        ));
    }
    let _ = types::is_void;
    Ok(())
}
