//! The types of `nv_tileaa` and the type constraints its ops use.
//!
//! The binary names six types (`memref`, `mem_token`, `tiled_view`,
//! `queue`, `fragment`, `string`); their parameters are not recovered, so
//! every syntax here is ours: a shaped type is written like a builtin
//! tensor, `!nv_tileaa.memref<?x64xf32>`, `!nv_tileaa.tiled_view<64x64xf32>`,
//! `!nv_tileaa.fragment<16x8xf16>`; `!nv_tileaa.queue<T>` carries its
//! payload type; `mem_token` and `string` have no parameters.
//!
//! TileAA values that are not of these types are builtin: a tile is a
//! ranked `tensor<...>` (TileAS later attaches its layout as the tensor's
//! encoding), a scalar is a builtin integer or float, and a pointer element
//! is cuda_tile's `!cuda_tile.ptr<T>` (ours: the binary has no TileAA
//! pointer type, and keeping cuda_tile's typed pointer lets loads know
//! their element type).

use crate::common::{float_like, is_float, is_index, is_signless_int, signless_integer_like};
use crate::cuda_tile::types as ct;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::context::Context;
use tileir_ir::dialect::{TypeConstraint, TypeDef};
use tileir_ir::format::dialect_type;
use tileir_ir::types::{Dim, Param, Type, TypeData, DYNAMIC};

pub const MEMREF: &str = "nv_tileaa.memref";
pub const MEM_TOKEN: &str = "nv_tileaa.mem_token";
pub const TILED_VIEW: &str = "nv_tileaa.tiled_view";
pub const QUEUE: &str = "nv_tileaa.queue";
pub const FRAGMENT: &str = "nv_tileaa.fragment";
pub const STRING: &str = "nv_tileaa.string";

pub static TYPES: &[TypeDef] = &[
    TypeDef {
        mnemonic: "memref",
        parse: Some(|p| parse_shaped(p, MEMREF, true)),
        print: Some(print_shaped),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "mem_token",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "tiled_view",
        parse: Some(|p| parse_shaped(p, TILED_VIEW, false)),
        print: Some(print_shaped),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "queue",
        parse: Some(parse_queue),
        print: Some(print_queue),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "fragment",
        parse: Some(|p| parse_shaped(p, FRAGMENT, false)),
        print: Some(print_shaped),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "string",
        ..TypeDef::DEFAULT
    },
];

// ----- construction and inspection -----

/// A shaped nv_tileaa type (`memref`, `tiled_view`, `fragment`).
pub fn shaped(ctx: &Context, name: &str, shape: &[Dim], element: Type) -> Type {
    dialect_type(
        ctx,
        name,
        vec![Param::Shape(shape.into()), Param::Type(element)],
    )
}

pub fn memref(ctx: &Context, shape: &[Dim], element: Type) -> Type {
    shaped(ctx, MEMREF, shape, element)
}

pub fn tiled_view(ctx: &Context, shape: &[Dim], element: Type) -> Type {
    shaped(ctx, TILED_VIEW, shape, element)
}

pub fn mem_token(ctx: &Context) -> Type {
    dialect_type(ctx, MEM_TOKEN, Vec::new())
}

pub fn string(ctx: &Context) -> Type {
    dialect_type(ctx, STRING, Vec::new())
}

pub fn queue(ctx: &Context, payload: Type) -> Type {
    dialect_type(ctx, QUEUE, vec![Param::Type(payload)])
}

/// The name (`nv_tileaa.memref`) and parameters of an nv_tileaa type.
pub fn of(ctx: &Context, t: Type) -> Option<(&str, &[Param])> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) => {
            let name = ctx.str(d.name);
            name.starts_with("nv_tileaa.")
                .then_some((name, &d.params[..]))
        }
        _ => None,
    }
}

/// Shape and element type of a shaped nv_tileaa type named `name`.
pub fn shaped_parts<'a>(ctx: &'a Context, t: Type, name: &str) -> Option<(&'a [Dim], Type)> {
    match of(ctx, t)? {
        (n, [Param::Shape(s), Param::Type(e)]) if n == name => Some((s, *e)),
        _ => None,
    }
}

pub fn is(ctx: &Context, t: Type, name: &str) -> bool {
    of(ctx, t).is_some_and(|(n, _)| n == name)
}

/// Shape and element type of a builtin ranked tensor (a TileAA tile).
pub fn tile_parts(ctx: &Context, t: Type) -> Option<(&[Dim], Type)> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, element, .. } => Some((shape, *element)),
        _ => None,
    }
}

pub fn is_tile(ctx: &Context, t: Type) -> bool {
    tile_parts(ctx, t).is_some()
}

/// The element of a tile, or `t` itself for a scalar.
pub fn element(ctx: &Context, t: Type) -> Type {
    tile_parts(ctx, t).map_or(t, |(_, e)| e)
}

/// The shape of a tile (empty for a scalar).
pub fn shape(ctx: &Context, t: Type) -> &[Dim] {
    tile_parts(ctx, t).map_or(&[], |(s, _)| s)
}

fn is_scalar(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || is_index(ctx, t) || is_float(ctx, t) || ct::is_ptr(ctx, t)
}

fn tile_or_scalar(ctx: &Context, t: Type) -> bool {
    is_tile(ctx, t) || is_scalar(ctx, t)
}

fn ptr_like(ctx: &Context, t: Type) -> bool {
    ct::is_ptr(ctx, element(ctx, t))
}

fn int_like(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, element(ctx, t))
}

fn i1_like(ctx: &Context, t: Type) -> bool {
    crate::common::is_i1(ctx, element(ctx, t))
}

// ----- constraints -----

pub const TILE: TypeConstraint = TypeConstraint::new("ranked tensor of any type values", is_tile);
pub const TILE_OR_SCALAR: TypeConstraint = TypeConstraint::new(
    "tile or scalar (ranked tensor, integer, float or pointer)",
    tile_or_scalar,
);
pub const FLOAT_LIKE: TypeConstraint = TypeConstraint::new("floating-point-like", float_like);
pub const INT_LIKE: TypeConstraint =
    TypeConstraint::new("signless-integer-like", signless_integer_like);
pub const FIXED_INT_LIKE: TypeConstraint = TypeConstraint::new(
    "signless integer or tensor of signless integer values",
    int_like,
);
pub const I1_LIKE: TypeConstraint = TypeConstraint::new(
    "1-bit signless integer or tensor of 1-bit signless integer values",
    i1_like,
);
pub const PTR_LIKE: TypeConstraint =
    TypeConstraint::new("pointer or tensor of pointer values", ptr_like);
pub const MEMREF_T: TypeConstraint =
    TypeConstraint::new("nv_tileaa memref type", |c, t| is(c, t, MEMREF));
pub const MEM_TOKEN_T: TypeConstraint = TypeConstraint::buildable(
    "nv_tileaa mem_token type",
    |c, t| is(c, t, MEM_TOKEN),
    mem_token,
);
pub const TILED_VIEW_T: TypeConstraint =
    TypeConstraint::new("nv_tileaa tiled_view type", |c, t| is(c, t, TILED_VIEW));
pub const QUEUE_T: TypeConstraint =
    TypeConstraint::new("nv_tileaa queue type", |c, t| is(c, t, QUEUE));
pub const STRING_T: TypeConstraint =
    TypeConstraint::buildable("nv_tileaa string type", |c, t| is(c, t, STRING), string);
pub const INDEX_OR_INT: TypeConstraint =
    TypeConstraint::new("signless integer or index", |c, t| {
        is_signless_int(c, t) || is_index(c, t)
    });

// ----- syntax (ours) -----

/// `<4x?xf32>` (dynamic dimensions only where `dynamic`).
fn parse_shaped(p: &mut dyn AsmParser, name: &str, dynamic: bool) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let dims = p.parse_dimension_list(dynamic)?;
    let element = p.parse_type()?;
    p.parse_punct(">")?;
    Ok(shaped(p.context(), name, &dims, element))
}

fn print_shaped(p: &mut dyn AsmPrinter, t: Type) {
    let Some((_, [Param::Shape(shape), Param::Type(element)])) = of(p.context(), t) else {
        return;
    };
    let (shape, element) = (shape.clone(), *element);
    let mut text = String::from("<");
    for d in shape.iter() {
        if *d == DYNAMIC {
            text.push('?');
        } else {
            text.push_str(&d.to_string());
        }
        text.push('x');
    }
    p.write_str(&text);
    p.print_type(element);
    p.write_str(">");
}

fn parse_queue(p: &mut dyn AsmParser) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let payload = p.parse_type()?;
    p.parse_punct(">")?;
    Ok(queue(p.context(), payload))
}

fn print_queue(p: &mut dyn AsmPrinter, t: Type) {
    let Some((_, [Param::Type(payload)])) = of(p.context(), t) else {
        return;
    };
    let payload = *payload;
    p.write_str("<");
    p.print_type(payload);
    p.write_str(">");
}
