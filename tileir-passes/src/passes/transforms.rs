//! Upstream MLIR's general transformation passes (`mlir/Transforms`) that
//! are implemented here, as opposed to registered for their contract only.

use super::{
    canonicalize, control_flow_sink, cse, inline, loop_invariant_code_motion, print_ir,
    reconcile_casts, remove_dead_values, sccp, scf_to_cf, snapshot_op_locations, strip_debuginfo,
    symbol_dce, symbol_privatize, topological_sort,
};
use crate::registry::Group;

pub static GROUP: Group = Group {
    name: "transforms",
    passes: &[
        canonicalize::INFO,
        cse::INFO,
        inline::INFO,
        symbol_dce::INFO,
        symbol_privatize::INFO,
        strip_debuginfo::INFO,
        print_ir::INFO,
        topological_sort::INFO,
        control_flow_sink::INFO,
        loop_invariant_code_motion::INFO,
        snapshot_op_locations::INFO,
        reconcile_casts::INFO,
        scf_to_cf::INFO,
        sccp::INFO,
        remove_dead_values::INFO,
    ],
    pipelines: &[],
};
