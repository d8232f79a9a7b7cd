//! The types of `nv_tileas`: the async pipeline, its producer and consumer
//! tokens and iterator, async values, and the TMA descriptor metadata.
//!
//! The mnemonics are the binary's (`async.pipeline`,
//! `async.pipeline.producer_token`, `async.pipeline.consumer_token`,
//! `async.pipeline.iterator`, `async.value`, `tiled_tma_metadata`); their
//! parameters are ours: `!nv_tileas.async.pipeline<T, ...>` lists the
//! producer (payload) types, `!nv_tileas.async.pipeline.iterator<T>` and
//! `!nv_tileas.async.value<T>` carry their payload type, and
//! `!nv_tileas.tiled_tma_metadata<64x64xf16>` the box a descriptor moves.
//! The tokens have no parameters. Tiles stay builtin ranked tensors; in
//! TileAS their encoding is a `#nv_tileas.layout`.

use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::context::Context;
use tileir_ir::dialect::{TypeConstraint, TypeDef};
use tileir_ir::format::dialect_type;
use tileir_ir::types::{Dim, Param, Type, TypeData, DYNAMIC};

pub const PIPELINE: &str = "nv_tileas.async.pipeline";
pub const PRODUCER_TOKEN: &str = "nv_tileas.async.pipeline.producer_token";
pub const CONSUMER_TOKEN: &str = "nv_tileas.async.pipeline.consumer_token";
pub const ITERATOR: &str = "nv_tileas.async.pipeline.iterator";
pub const ASYNC_VALUE: &str = "nv_tileas.async.value";
pub const TMA_METADATA: &str = "nv_tileas.tiled_tma_metadata";

pub static TYPES: &[TypeDef] = &[
    TypeDef {
        mnemonic: "async.pipeline",
        parse: Some(parse_pipeline),
        print: Some(print_pipeline),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "async.pipeline.producer_token",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "async.pipeline.consumer_token",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "async.pipeline.iterator",
        parse: Some(|p| parse_one_type(p, ITERATOR)),
        print: Some(print_one_type),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "async.value",
        parse: Some(|p| parse_one_type(p, ASYNC_VALUE)),
        print: Some(print_one_type),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "tiled_tma_metadata",
        parse: Some(parse_metadata),
        print: Some(print_metadata),
        ..TypeDef::DEFAULT
    },
];

/// The name and parameters of an nv_tileas type.
pub fn of(ctx: &Context, t: Type) -> Option<(&str, &[Param])> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) => {
            let name = ctx.str(d.name);
            name.starts_with("nv_tileas.")
                .then_some((name, &d.params[..]))
        }
        _ => None,
    }
}

pub fn is(ctx: &Context, t: Type, name: &str) -> bool {
    of(ctx, t).is_some_and(|(n, _)| n == name)
}

/// The payload types of a pipeline type (its producer types).
pub fn pipeline_types(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    match of(ctx, t)? {
        (PIPELINE, params) => Some(
            params
                .iter()
                .filter_map(|p| match p {
                    Param::Type(t) => Some(*t),
                    _ => None,
                })
                .collect(),
        ),
        _ => None,
    }
}

/// The payload of an iterator or async value.
pub fn payload(ctx: &Context, t: Type) -> Option<Type> {
    match of(ctx, t)? {
        (_, [Param::Type(p)]) => Some(*p),
        _ => None,
    }
}

/// The box shape of a TMA descriptor's metadata.
pub fn metadata_shape(ctx: &Context, t: Type) -> Option<&[Dim]> {
    match of(ctx, t)? {
        (TMA_METADATA, [Param::Shape(s), _]) => Some(s),
        _ => None,
    }
}

pub fn producer_token(ctx: &Context) -> Type {
    dialect_type(ctx, PRODUCER_TOKEN, Vec::new())
}

pub fn consumer_token(ctx: &Context) -> Type {
    dialect_type(ctx, CONSUMER_TOKEN, Vec::new())
}

pub const PRODUCER_TOKEN_T: TypeConstraint = TypeConstraint::buildable(
    "nv_tileas producer token type",
    |c, t| is(c, t, PRODUCER_TOKEN),
    producer_token,
);
pub const CONSUMER_TOKEN_T: TypeConstraint = TypeConstraint::buildable(
    "nv_tileas consumer token type",
    |c, t| is(c, t, CONSUMER_TOKEN),
    consumer_token,
);
pub const PIPE_TOKEN_T: TypeConstraint =
    TypeConstraint::new("nv_tileas producer or consumer token type", |c, t| {
        is(c, t, PRODUCER_TOKEN) || is(c, t, CONSUMER_TOKEN)
    });
pub const ITERATOR_T: TypeConstraint =
    TypeConstraint::new("nv_tileas pipeline iterator type", |c, t| {
        is(c, t, ITERATOR)
    });
pub const ASYNC_VALUE_T: TypeConstraint =
    TypeConstraint::new("nv_tileas async value type", |c, t| is(c, t, ASYNC_VALUE));
pub const TMA_DESC_T: TypeConstraint =
    TypeConstraint::new("nv_tileas tiled TMA metadata type", |c, t| {
        is(c, t, TMA_METADATA)
    });

// ----- syntax (ours) -----

fn parse_pipeline(p: &mut dyn AsmParser) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let mut params = Vec::new();
    if !p.parse_optional_punct(">") {
        loop {
            params.push(Param::Type(p.parse_type()?));
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(">")?;
    }
    Ok(dialect_type(p.context(), PIPELINE, params))
}

fn print_pipeline(p: &mut dyn AsmPrinter, t: Type) {
    let types = pipeline_types(p.context(), t).unwrap_or_default();
    p.write_str("<");
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
    p.write_str(">");
}

fn parse_one_type(p: &mut dyn AsmParser, name: &str) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let t = p.parse_type()?;
    p.parse_punct(">")?;
    Ok(dialect_type(p.context(), name, vec![Param::Type(t)]))
}

fn print_one_type(p: &mut dyn AsmPrinter, t: Type) {
    let Some(inner) = payload(p.context(), t) else {
        return;
    };
    p.write_str("<");
    p.print_type(inner);
    p.write_str(">");
}

fn parse_metadata(p: &mut dyn AsmParser) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let dims = p.parse_dimension_list(false)?;
    let element = p.parse_type()?;
    p.parse_punct(">")?;
    Ok(dialect_type(
        p.context(),
        TMA_METADATA,
        vec![Param::Shape(dims.into()), Param::Type(element)],
    ))
}

fn print_metadata(p: &mut dyn AsmPrinter, t: Type) {
    let Some((_, [Param::Shape(shape), Param::Type(element)])) = of(p.context(), t) else {
        return;
    };
    let element = *element;
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
