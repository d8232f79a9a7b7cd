//! The dialects tileir knows, as static definition tables.
//!
//! Each submodule declares one dialect's ops, types and attributes with
//! [`crate::dialect::OpDef`] and friends; [`ALL`] is what a default
//! [`crate::Context`] registers.

pub mod arith;
pub mod builtin;
pub mod cf;
pub mod common;
pub mod func;
pub mod gpu;
pub mod math;
pub mod scf;
pub mod test;

use crate::dialect::{Arity, DialectDef, OpRef};

/// Every dialect a default context registers.
pub static ALL: &[&DialectDef] = &[
    &builtin::DIALECT,
    &func::DIALECT,
    &arith::DIALECT,
    &scf::DIALECT,
    &cf::DIALECT,
    &math::DIALECT,
    &gpu::DIALECT,
    &test::DIALECT,
];

/// ODS-generated result names: each single result is named after its
/// declaration (`%low, %high`, `%sum, %overflow`).
pub fn ods_result_names(r: OpRef<'_>, set: &mut dyn FnMut(crate::ids::Value, &str)) {
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
