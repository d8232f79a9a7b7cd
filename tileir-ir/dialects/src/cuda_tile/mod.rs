//! The `cuda_tile` dialect: NVIDIA's TileIR (`cuda_tile.module`,
//! `entry`, tiles, views and tokens), written exactly as NVIDIA's
//! `cuda-tile-opt` prints it. Inside a `cuda_tile.module` (and the bodies of
//! `entry`, `for`, `if`, `loop`, `reduce`, `scan`) ops are written without
//! their `cuda_tile.` prefix, and types everywhere inside op syntax without
//! `!cuda_tile.` (the `CudaTileType` directive of [`types`]).
//!
//! Layout: [`types`] (the types and their syntax), [`attrs`] (enums,
//! assume predicates, optimization hints, and the directives that spell
//! them), and the ops by family: [`ops_control`] (module, functions,
//! globals, control flow), [`ops_arith`] (element-wise arithmetic and
//! conversions), [`ops_tile`] (constants and tile shaping, reductions,
//! matrix multiply), [`ops_memory`] (tokens, views, loads, stores,
//! atomics, printing), and [`ops_testing`] (NVIDIA's bytecode test ops);
//! [`canonicalize`] and `canonicalize_if` hold the folders and
//! canonicalization patterns, attached to the op table as it is laid out.

pub mod attrs;
pub mod bytecode;
pub mod canonicalize;
mod canonicalize_if;
pub mod constraints;
pub mod debug_info;
pub mod hints;
pub mod ops_arith;
pub mod ops_control;
mod ops_control_verify;
pub mod ops_memory;
mod ops_memory_verify;
pub mod ops_testing;
pub mod ops_tile;
mod ops_tile_verify;
pub mod types;
pub mod verify;

use tileir_ir::context::Context;
use tileir_ir::dialect::{CustomDirective, DialectDef, OpDef};
use tileir_ir::types::Type;

/// Any cuda_tile tile (`CudaTile_TileType`).
pub use constraints::ANY_TILE as TILE;
pub use constraints::{SCALAR_I1, SCALAR_I32, TENSOR_VIEW, TILE_VIEW, TOKEN};

pub fn i64_type(ctx: &Context) -> Type {
    ctx.int_type(64)
}

pub fn i32_type(ctx: &Context) -> Type {
    ctx.int_type(32)
}

const N_OPS: usize = ops_control::OPS.len()
    + ops_arith::OPS.len()
    + ops_tile::OPS.len()
    + ops_memory::OPS.len()
    + ops_testing::OPS.len();

/// Every op, the families' tables laid end to end at compile time.
static OPS: [OpDef; N_OPS] = {
    let mut out = [OpDef::DEFAULT; N_OPS];
    let tables: [&[OpDef]; 5] = [
        ops_control::OPS,
        ops_arith::OPS,
        ops_tile::OPS,
        ops_memory::OPS,
        ops_testing::OPS,
    ];
    let mut n = 0;
    let mut t = 0;
    while t < tables.len() {
        let mut i = 0;
        while i < tables[t].len() {
            out[n] = canonicalize::with_hooks(tables[t][i]);
            n += 1;
            i += 1;
        }
        t += 1;
    }
    out
};

const N_DIRECTIVES: usize =
    attrs::DIRECTIVES.len() + ops_control::DIRECTIVES.len() + ops_tile::DIRECTIVES.len();

static DIRECTIVES: [CustomDirective; N_DIRECTIVES] = {
    let first = attrs::DIRECTIVES[0];
    let mut out = [first; N_DIRECTIVES];
    let tables: [&[CustomDirective]; 3] = [
        attrs::DIRECTIVES,
        ops_control::DIRECTIVES,
        ops_tile::DIRECTIVES,
    ];
    let mut n = 0;
    let mut t = 0;
    while t < tables.len() {
        let mut i = 0;
        while i < tables[t].len() {
            out[n] = tables[t][i];
            n += 1;
            i += 1;
        }
        t += 1;
    }
    out
};

pub static DIALECT: DialectDef = DialectDef {
    name: "cuda_tile",
    ops: &OPS,
    types: types::TYPES,
    attributes: attrs::ATTRS,
    directives: &DIRECTIVES,
    type_directives: &[types::CUDA_TILE_TYPE],
    ..DialectDef::DEFAULT
};
