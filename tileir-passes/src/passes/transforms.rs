//! Upstream MLIR's general transformation passes (`mlir/Transforms`) that
//! are implemented here, as opposed to registered for their contract only.

use super::{
    cse, print_ir, reconcile_casts, sccp, scf_to_cf, strip_debuginfo, symbol_dce, symbol_privatize,
};
use crate::registry::Group;

pub static GROUP: Group = Group {
    name: "transforms",
    passes: &[
        cse::INFO,
        symbol_dce::INFO,
        symbol_privatize::INFO,
        strip_debuginfo::INFO,
        print_ir::INFO,
        reconcile_casts::INFO,
        scf_to_cf::INFO,
        sccp::INFO,
    ],
    pipelines: &[],
};
