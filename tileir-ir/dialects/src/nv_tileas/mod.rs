//! The `nv_tileas` dialect (TileAS): tileiras' scheduling dialect, the
//! target of `convert-tileaa-to-tileas`. Tiles carry a `#nv_tileas.layout`
//! as their tensor encoding; memory and compute ops carry the atom (copy or
//! MMA instruction) TileAS chose; async pipelines connect producer and
//! consumer agents of warp-specialised kernels. Functions stay
//! `nv_tileaa.func` (there is no `nv_tileas.func`).
//!
//! Layout: [`types`] (pipeline, tokens, iterator, async value, TMA
//! metadata), [`attrs`] (layout, atoms, plugin requests), [`ops`],
//! [`verify`].

pub mod attrs;
pub mod ops;
pub mod types;
pub mod verify;

use tileir_ir::dialect::DialectDef;

static INLINER: tileir_ir::call::DialectInliner = crate::common::inline_ops(true);

pub static DIALECT: DialectDef = DialectDef {
    name: "nv_tileas",
    ops: ops::OPS,
    types: types::TYPES,
    attributes: attrs::ATTRS,
    // Every op may be inlined, and into the regions of every op (ours).
    inliner: Some(&INLINER),
    ..DialectDef::DEFAULT
};
