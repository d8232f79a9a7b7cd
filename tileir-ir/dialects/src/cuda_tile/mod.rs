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
//! atomics, printing).

pub mod attrs;
pub mod ops_arith;
pub mod ops_control;
pub mod ops_memory;
pub mod ops_tile;
pub mod types;

use tileir_ir::context::Context;
use tileir_ir::dialect::{CustomDirective, DialectDef, OpDef, OpRef, TypeConstraint};
use tileir_ir::types::Type;

/// Any cuda_tile tile (element and shape checks are the verifiers').
pub const TILE: TypeConstraint = TypeConstraint::new("tile", types::is_tile);
pub const TOKEN: TypeConstraint =
    TypeConstraint::buildable("cuda_tile.token type", types::is_token, types::token);
pub const TENSOR_VIEW: TypeConstraint =
    TypeConstraint::new("cuda_tile.tensor_view type", types::is_tensor_view);
pub const TILE_VIEW: TypeConstraint = TypeConstraint::new("tile view", types::is_tile_view);

/// `tile<i1>`, which formats need not spell (ODS's buildable type).
pub const SCALAR_I1: TypeConstraint =
    TypeConstraint::buildable("tile of i1", types::is_tile, |ctx| {
        types::tile(ctx, &[], ctx.int_type(1))
    });

/// `tile<i32>` (ODS's buildable `ScalarTileOf<I32>`).
pub const SCALAR_I32: TypeConstraint =
    TypeConstraint::buildable("tile of i32", types::is_tile, |ctx| {
        types::tile(ctx, &[], ctx.int_type(32))
    });

pub fn i64_type(ctx: &Context) -> Type {
    ctx.int_type(64)
}

pub fn i32_type(ctx: &Context) -> Type {
    ctx.int_type(32)
}

/// `'cuda_tile.x' op <msg>`.
pub fn op_error(r: OpRef<'_>, msg: &str) -> tileir_ir::diag::Diagnostic {
    crate::common::err(r, msg)
}

const N_OPS: usize =
    ops_control::OPS.len() + ops_arith::OPS.len() + ops_tile::OPS.len() + ops_memory::OPS.len();

/// Every op, the families' tables laid end to end at compile time.
static OPS: [OpDef; N_OPS] = {
    let mut out = [OpDef::DEFAULT; N_OPS];
    let tables: [&[OpDef]; 4] = [
        ops_control::OPS,
        ops_arith::OPS,
        ops_tile::OPS,
        ops_memory::OPS,
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
