//! The `nv_tileaa` dialect (TileAA): tileiras' alias-aware internal tile
//! dialect, the target of `convert-cudatile-to-tileaa` and the source of
//! `convert-tileaa-to-tileas`. `nv_tileaa.func` (inside a `gpu.module`) is
//! the function anchor of the TileAA passes and stays the function
//! container through TileAS, until `convert-nv-tile-func-to-llvm`.
//!
//! Layout: [`types`] (memref, mem_token, tiled_view, queue, fragment,
//! string; tiles are builtin ranked tensors), [`attrs`] (enums, assume
//! predicates, hints, specs), [`hints`] (the JSON payloads of hint
//! attributes), [`ops`] (every op), [`verify`] (their verifiers),
//! [`inliner`] (the inlining hooks).
//!
//! Which nv_tileaa op a cuda_tile op becomes, where the reference says so
//! (dialects.md's families and the cuda_tile roster; "ours" marks a mapping
//! the reference leaves open):
//!
//! | cuda_tile | nv_tileaa |
//! |---|---|
//! | `module` / `entry` | `gpu.module` / `nv_tileaa.func` (kernel) |
//! | `return` | `nv_tileaa.return` |
//! | `global`, `get_global` | `global`, `get_global` |
//! | `addf subf mulf divf fma sqrt rsqrt exp exp2 tanh` | the same names |
//! | other element-wise float/int ops (`absf`, `addi`, `cmpf`, `select`, ...) | `arith` / `math` (ours) |
//! | `mulhii` (unsigned) | `mulhiui` |
//! | `ftof` | `fp_to_fp` |
//! | `bitcast`, `int_to_ptr`, `ptr_to_int` | the same names |
//! | `offset` | `addptr` |
//! | `broadcast`, `cat`, `permute`, `extract` | the same names |
//! | `reshape` | `view` (ours) |
//! | `iota` | `make_range` |
//! | `constant` (splat) | `arith.constant` + `splat` (ours) |
//! | `reduce`, `scan` | the same names (combiner region ends in `yield`) |
//! | `mmaf`, `mmai`, `mmaf_scaled` | `dot` (scaled: `sfa`/`sfb` segments) |
//! | `make_tensor_view` | `make_memref` |
//! | `make_partition_view` | `block_tile` |
//! | `get_tensor_shape` | `get_dim_size` |
//! | `load_view_tko`, `store_view_tko` | `tiled_load`, `tiled_store` |
//! | `load_ptr_tko`, `store_ptr_tko` | `load`, `store` |
//! | `atomic_cas_tko`, `atomic_rmw_tko` | `atomic_cas`, `atomic_rmw` |
//! | `atomic_red_view_tko` | `tiled_atomic_rmw` (ours) |
//! | `multimem_{load_reduce,reduce,store}_view_tko` | `multimem_{load_reduce,reduce,store}` |
//! | `make_token`, `join_tokens` | `create_mem_token`, `join_mem_token` |
//! | `memory_fence_alias_tko` | `memory_fence_alias` |
//! | `gdc_wait_tko`, `gdc_launch_dependents_tko` | the same names |
//! | `get_tile_block_id`, `get_num_tile_blocks` | `get_program_id`, `get_num_programs` |
//! | `assert`, `assume`, `print_tko` | `assert`, `assume`, `print` |
//! | `alloca` | `alloca` |
//! | `if`, `for`, `loop`, `yield`, `break`, `continue` | `scf` (ours) |

pub mod attrs;
pub mod hints;
pub mod inliner;
pub mod ops;
pub mod types;
pub mod verify;

use tileir_ir::dialect::DialectDef;

pub static DIALECT: DialectDef = DialectDef {
    name: "nv_tileaa",
    ops: ops::OPS,
    types: types::TYPES,
    attributes: attrs::ATTRS,
    inliner: Some(&inliner::INLINER),
    ..DialectDef::DEFAULT
};
