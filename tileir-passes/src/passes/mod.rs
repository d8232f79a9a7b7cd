//! The registered passes, in groups. [`GROUPS`] is the registration order;
//! an argument registered twice keeps its first entry.

use crate::registry::Group;

pub mod bisect_tests;
pub mod canonicalize;
pub mod contract;
pub mod control_flow_sink;
pub mod convert_cudatile_debuginfo;
pub mod convert_cudatile_to_tileaa;
pub mod cse;
pub mod cuda_tile_build;
pub mod cuda_tile_debuginfo;
pub mod cuda_tile_fuse_fma;
pub mod cuda_tile_licm;
pub mod cuda_tile_loop_split;
pub mod inline;
pub mod instrument_tests;
pub mod liveness;
pub mod loop_invariant_code_motion;
pub mod nvvm_verify;
pub mod print_ir;
pub mod reconcile_casts;
pub mod remove_dead_values;
pub mod sccp;
pub mod scf_to_cf;
pub mod snapshot_op_locations;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;
pub mod symbols;
pub mod test_passes;
pub mod tileir_verify_ops;
pub mod tileiras;
pub mod topological_sort;
pub mod transforms;
pub mod upstream;

/// Every group of passes, in registration order: implemented
/// transformations first, so their entries win over the contract-only
/// upstream ones of the same argument.
pub static GROUPS: &[&Group] = &[
    &transforms::GROUP,
    &upstream::GROUP,
    &nvvm_verify::GROUP,
    &tileiras::GROUP,
    &tileir_verify_ops::GROUP,
    &test_passes::GROUP,
    &instrument_tests::GROUP,
    &bisect_tests::GROUP,
    &cuda_tile_debuginfo::GROUP,
];
