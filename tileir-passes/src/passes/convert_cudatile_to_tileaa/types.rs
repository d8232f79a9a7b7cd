//! The type converter of `convert-cudatile-to-tileaa`: each cuda_tile type
//! and the TileAA type that replaces it (the table is in the pass's module
//! docs), and the spelling of TileAA types and attributes.
//!
//! Types of other dialects (nv_tileaa, llvm) are made from their textual
//! form, parsed once per spelling and memoised: the parser gives the
//! registered type when the dialect is registered and MLIR's opaque form
//! when it is not, so the conversion does not depend on how a dialect
//! stores its parameters.

use rustc_hash::FxHashMap;
use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::type_to_string;
use tileir_ir::types::{Dim, Param, DYNAMIC};
use tileir_ir::{Attribute, Body, Context, OpId, OwnedOp, Type, TypeData};

/// The cuda_tile type names the converter knows.
const TILE: &str = "cuda_tile.tile";
const PTR: &str = "cuda_tile.ptr";
const TOKEN: &str = "cuda_tile.token";
const TENSOR_VIEW: &str = "cuda_tile.tensor_view";
const PARTITION_VIEW: &str = "cuda_tile.partition_view";
const STRIDED_VIEW: &str = "cuda_tile.strided_view";
const GATHER_SCATTER_VIEW: &str = "cuda_tile.gather_scatter_view";

/// A cuda_tile type taken apart.
pub enum TileType<'a> {
    /// `tile<SHAPE x element>` (rank 0: no dimensions).
    Tile {
        shape: &'a [Dim],
        element: Type,
    },
    /// `ptr<pointee>`.
    Ptr,
    Token,
    /// `tensor_view<SHAPE x element, strides=[...]>`.
    TensorView {
        shape: &'a [Dim],
        element: Type,
        strides: &'a [i64],
    },
    /// `partition_view<tile=(SHAPE), ..., tensor_view>`.
    PartitionView {
        tile: &'a [Dim],
        view: Type,
        padding: Option<i64>,
        dim_map: &'a [i64],
    },
    /// `strided_view<tile=(SHAPE), traversal_strides=[...], ...>`: a
    /// partition whose tile `i` starts at element `i * stride`.
    StridedView {
        tile: &'a [Dim],
        view: Type,
        padding: Option<i64>,
        dim_map: &'a [i64],
        strides: &'a [i64],
    },
    /// `gather_scatter_view<tile=(SHAPE), ..., sparse_dim=N>`.
    GatherScatterView {
        tile: &'a [Dim],
        view: Type,
        padding: Option<i64>,
        sparse_dim: i64,
    },
    /// Any other cuda_tile type (`string`): not converted.
    Other,
}

/// Takes a cuda_tile type apart; `None` for a type of another dialect.
pub fn classify(ctx: &Context, ty: Type) -> Option<TileType<'_>> {
    let TypeData::Dialect(data) = ctx.type_data(ty) else {
        return None;
    };
    let name = ctx.str(data.name);
    if !name.starts_with("cuda_tile.") {
        return None;
    }
    Some(match (name, &data.params[..]) {
        (TILE, [Param::Shape(shape), Param::Type(element)]) => TileType::Tile {
            shape,
            element: *element,
        },
        (PTR, _) => TileType::Ptr,
        (TOKEN, _) => TileType::Token,
        (TENSOR_VIEW, [Param::Shape(shape), Param::Type(element), Param::Ints(strides)]) => {
            TileType::TensorView {
                shape,
                element: *element,
                strides,
            }
        }
        (
            PARTITION_VIEW,
            [Param::Shape(tile), Param::Type(view), padding, Param::Ints(dim_map)],
        ) => TileType::PartitionView {
            tile,
            view: *view,
            padding: padding_of(padding),
            dim_map,
        },
        (
            STRIDED_VIEW,
            [Param::Shape(tile), Param::Type(view), padding, Param::Ints(dim_map), Param::Ints(strides)],
        ) => TileType::StridedView {
            tile,
            view: *view,
            padding: padding_of(padding),
            dim_map,
            strides,
        },
        (
            GATHER_SCATTER_VIEW,
            [Param::Shape(tile), Param::Type(view), padding, Param::Int(sparse_dim)],
        ) => TileType::GatherScatterView {
            tile,
            view: *view,
            padding: padding_of(padding),
            sparse_dim: *sparse_dim,
        },
        _ => TileType::Other,
    })
}

/// A view's padding parameter (`Int`, or absent).
fn padding_of(padding: &Param) -> Option<i64> {
    match padding {
        Param::Int(v) => Some(*v),
        _ => None,
    }
}

/// Converts types and makes TileAA types and attributes from their text.
pub struct TypeConverter<'a> {
    ctx: &'a Context,
    converted: FxHashMap<Type, Option<Type>>,
    parsed_types: FxHashMap<String, Option<Type>>,
    parsed_attrs: FxHashMap<String, Option<Attribute>>,
}

impl<'a> TypeConverter<'a> {
    pub fn new(ctx: &'a Context) -> Self {
        TypeConverter {
            ctx,
            converted: FxHashMap::default(),
            parsed_types: FxHashMap::default(),
            parsed_attrs: FxHashMap::default(),
        }
    }

    /// The TileAA type of `ty`: `ty` itself if it is no cuda_tile type,
    /// `None` if it is one the conversion has no form for.
    pub fn convert(&mut self, ty: Type) -> Option<Type> {
        if let Some(&done) = self.converted.get(&ty) {
            return done;
        }
        let result = self.convert_uncached(ty);
        self.converted.insert(ty, result);
        result
    }

    fn convert_uncached(&mut self, ty: Type) -> Option<Type> {
        let ctx = self.ctx;
        let Some(kind) = classify(ctx, ty) else {
            return Some(ty);
        };
        match kind {
            TileType::Tile { shape, element } => {
                let element = self.convert(element)?;
                if shape.is_empty() {
                    return Some(element);
                }
                Some(ctx.intern_type(TypeData::RankedTensor {
                    shape: shape.into(),
                    element,
                    encoding: None,
                }))
            }
            // TileAA keeps cuda_tile's typed pointer (its element type is
            // what `addptr` and loads need).
            TileType::Ptr => Some(ty),
            TileType::Token => self.parse_type(MEM_TOKEN),
            TileType::TensorView { shape, element, .. } => {
                let text = format!("!nv_tileaa.memref<{}>", self.shaped(shape, element));
                self.parse_type(&text)
            }
            // A strided view is a tiled view too: its traversal strides
            // are an attribute of the `block_tile` making it.
            TileType::PartitionView { tile, view, .. }
            | TileType::StridedView { tile, view, .. } => {
                let TileType::TensorView { element, .. } = classify(ctx, view)? else {
                    return None;
                };
                let text = format!("!nv_tileaa.tiled_view<{}>", self.shaped(tile, element));
                self.parse_type(&text)
            }
            // A gather/scatter view is its tensor's memref: its loads and
            // stores are `gather_load`/`scatter_store` on the memref.
            TileType::GatherScatterView { view, .. } => self.convert(view),
            TileType::Other => None,
        }
    }

    /// `4x?xf32`, the shape and element of a TileAA shaped type.
    fn shaped(&self, shape: &[Dim], element: Type) -> String {
        let mut text = String::new();
        for &d in shape {
            if d == DYNAMIC {
                text.push('?');
            } else {
                text.push_str(&d.to_string());
            }
            text.push('x');
        }
        text.push_str(&type_to_string(self.ctx, element));
        text
    }

    /// The type written `text` (memoised).
    pub fn parse_type(&mut self, text: &str) -> Option<Type> {
        if let Some(&t) = self.parsed_types.get(text) {
            return t;
        }
        let source = format!("%0 = \"builtin.unrealized_conversion_cast\"() : () -> {text}\n");
        let ty = parse_snippet(self.ctx, &source).and_then(|owned| {
            let (inner, first) = first_op(&owned)?;
            (inner.num_results(first) == 1).then(|| inner.value_type(inner.result(first, 0)))
        });
        self.parsed_types.insert(text.to_string(), ty);
        ty
    }

    /// The attribute written `text` (memoised).
    pub fn parse_attr(&mut self, text: &str) -> Option<Attribute> {
        if let Some(&a) = self.parsed_attrs.get(text) {
            return a;
        }
        let source =
            format!("\"builtin.unrealized_conversion_cast\"() {{a = {text}}} : () -> ()\n");
        let attr = parse_snippet(self.ctx, &source).and_then(|owned| {
            let (inner, first) = first_op(&owned)?;
            inner.attr(self.ctx, first, "a")
        });
        self.parsed_attrs.insert(text.to_string(), attr);
        attr
    }
}

/// The type of a memory-ordering token.
const MEM_TOKEN: &str = "!nv_tileaa.mem_token";

/// Parses a one-op snippet into its implicit module.
fn parse_snippet(ctx: &Context, source: &str) -> Option<OwnedOp> {
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    parse_source(ctx, "<convert-cudatile-to-tileaa>", source, 1, &config).ok()
}

/// The first op in the module `owned` holds, with the body storing it.
fn first_op(owned: &OwnedOp) -> Option<(&Body, OpId)> {
    let region = *owned.body.regions(owned.op).first()?;
    let inner = owned.body.region_body(owned.op);
    let first = inner.first_op(inner.entry_block(region)?)?;
    Some((inner, first))
}
