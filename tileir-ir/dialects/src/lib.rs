//! tileir-dialects: the dialects above the IR core, as static definition
//! tables, one module per dialect.
//!
//! The core (`tileir-ir`: model, format engine, parser, printer, verifier
//! and the `builtin` dialect) knows none of them; each module declares one
//! dialect's ops, types and attributes with [`tileir_ir::dialect::OpDef`]
//! and friends, using only the core's public API. [`ALL`] is the list a
//! tool registers ([`context`] builds a context from it); [`common`] holds
//! what several dialects share.

pub mod arith;
pub mod cf;
pub mod common;
pub mod companions;
pub mod cuda_tile;
pub mod func;
pub mod gpu;
pub mod llvm;
pub mod math;
pub mod nv_tileaa;
pub mod nv_tileas;
pub mod nvgpu;
pub mod nvvm;
pub mod scf;
pub mod test;
pub mod ub;

use tileir_ir::builtin;
use tileir_ir::dialect::{Arity, DialectDef, OpRef};
use tileir_ir::Context;

/// Every dialect tileir knows: the core's `builtin` and this crate's.
pub static ALL: &[&DialectDef] = &[
    &builtin::DIALECT,
    &func::DIALECT,
    &arith::DIALECT,
    &scf::DIALECT,
    &cf::DIALECT,
    &math::DIALECT,
    &gpu::DIALECT,
    &nvvm::DIALECT,
    &nvgpu::DIALECT,
    &test::DIALECT,
    &cuda_tile::DIALECT,
    &llvm::DIALECT,
    &nv_tileaa::DIALECT,
    &nv_tileas::DIALECT,
    &ub::DIALECT,
    &companions::CORE,
    &companions::CUTE,
    &companions::CUTE_NVGPU,
    &companions::CUTLASS,
];

/// A context with every dialect of [`ALL`] registered: what tileir-opt and
/// the tests use.
pub fn context() -> Context {
    Context::with_dialects(ALL)
}

/// ODS-generated result names: each single result is named after its
/// declaration (`%low, %high`, `%sum, %overflow`).
pub fn ods_result_names(r: OpRef<'_>, set: &mut dyn FnMut(tileir_ir::ids::Value, &str)) {
    let Some(def) = r.ctx.op_def(r.body.op_name(r.op)) else {
        return;
    };
    if def.results.iter().any(|d| d.arity != Arity::Single) {
        return;
    }
    for (i, d) in def.results.iter().enumerate() {
        if i < r.body.num_results(r.op) {
            set(r.body.result(r.op, i), d.name);
        }
    }
}

#[cfg(test)]
mod tests;
