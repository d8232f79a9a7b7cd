//! The ops of `nv_tileaa`, by family, as the binary names them.
//!
//! Contracts (operands, results, regions, traits, attributes) follow the
//! reference where it recovers them (`dot`'s five operand segments,
//! `make_memref`'s four, the load/store cache, eviction, semantic and scope
//! attributes, `rmw_mode`'s cases); everything else is ours and written as
//! an MLIR engineer would declare it. Custom assembly formats are all ours
//! (the reference shows none): element-wise ops print like arith
//! (`nv_tileaa.addf %a, %b : tensor<64xf32>`), most others as
//! `nv_tileaa.op(%a, %b) {attrs} : (types) -> types`; ops with operand
//! segments keep the generic form only.

use super::attrs::*;
use super::types::*;
use super::verify;
use crate::common::{any_many, any_one, many, one, opt, I1, I32, I32_KIND, I64_KIND};
use tileir_ir::dialect::{
    Arity, AttrDecl, AttrKind, Interfaces, OpDef, RegionDecl, Traits, ValueDecl,
};
use tileir_ir::effects::MemoryEffects;

// These table helpers serve nv_tileas's op tables too.
pub(crate) const PURE: Traits = Traits::PURE;
const ELEMENTWISE: Traits = Traits::PURE
    .union(Traits::ELEMENTWISE)
    .union(Traits::SAME_OPERANDS_AND_RESULT_TYPE);
pub(crate) const SEGMENTS: Traits = Traits::ATTR_SIZED_OPERAND_SEGMENTS;
pub(crate) const TERMINATOR: Traits = Traits::PURE
    .union(Traits::TERMINATOR)
    .union(Traits::RETURN_LIKE);

/// One single-block region.
pub(crate) const fn region(name: &'static str) -> RegionDecl {
    RegionDecl {
        name,
        arity: Arity::Single,
        single_block: true,
    }
}

pub(crate) const BODY: &[RegionDecl] = &[region("body")];

/// `nv_tileaa.op(%a, %b) {attrs} : (types) -> types` (ours).
pub(crate) const CALL_LIKE: Option<&str> =
    Some("`(` operands `)` attr-dict `:` functional-type(operands, results)");
/// `op %source : type -> type`, for ops from one value to another.
pub(crate) const SOURCE_TO_RESULT: Option<&str> =
    Some("$source attr-dict `:` type($source) `->` type($result)");
/// `op %memref : type -> type`, for ops reading a memref's description.
pub(crate) const MEMREF_TO_RESULT: Option<&str> =
    Some("$memref attr-dict `:` type($memref) `->` type($result)");
/// The same as `CALL_LIKE`, followed by the op's one region (ours).
pub(crate) const CALL_LIKE_REGION: Option<&str> =
    Some("`(` operands `)` attr-dict `:` functional-type(operands, results) $body");

pub(crate) const fn enum_attr(
    name: &'static str,
    def: &'static tileir_ir::dialect::EnumDef,
) -> AttrDecl {
    AttrDecl::optional(name, "enum attribute", AttrKind::Enum(def))
}

const fn str_attr(name: &'static str) -> AttrDecl {
    AttrDecl::new(name, "string attribute", AttrKind::String)
}

const fn unit(name: &'static str) -> AttrDecl {
    AttrDecl::optional(name, "unit attribute", AttrKind::Unit)
}

const fn i32_attr(name: &'static str) -> AttrDecl {
    AttrDecl::new(name, "32-bit signless integer attribute", I32_KIND)
}

const fn i64_attr(name: &'static str) -> AttrDecl {
    AttrDecl::new(name, "64-bit signless integer attribute", I64_KIND)
}

/// The memory-ordering attributes of loads, stores, atomics and fences.
const ORDERING: [AttrDecl; 2] = [
    enum_attr("mem_semantic", &MEM_SEMANTIC),
    enum_attr("mem_scope", &MEM_SCOPE),
];

const LOAD_ATTRS: &[AttrDecl] = &[
    enum_attr("cache_modifier", &CACHE_MODIFIER),
    enum_attr("eviction_policy", &EVICTION_POLICY),
    ORDERING[0],
    ORDERING[1],
    unit("is_volatile"),
];

const STORE_ATTRS: &[AttrDecl] = &[
    enum_attr("cache_modifier", &CACHE_MODIFIER),
    enum_attr("eviction_policy", &EVICTION_POLICY),
    ORDERING[0],
    ORDERING[1],
];

const RMW_ATTRS: &[AttrDecl] = &[
    AttrDecl::new("mode", "enum attribute", AttrKind::Enum(&RMW_MODE)),
    ORDERING[0],
    ORDERING[1],
];

const TOKEN_IN: ValueDecl = opt("token", MEM_TOKEN_T);
const TOKEN_OUT: ValueDecl = opt("result_token", MEM_TOKEN_T);

/// A binary element-wise float op with an optional rounding mode.
macro_rules! float_binary {
    ($name:literal, $summary:literal) => {
        OpDef {
            name: $name,
            summary: $summary,
            traits: ELEMENTWISE,
            operands: &[one("lhs", FLOAT_LIKE), one("rhs", FLOAT_LIKE)],
            results: &[one("result", FLOAT_LIKE)],
            attributes: &[enum_attr("rounding_mode", &ROUNDING_MODE)],
            format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
            ..OpDef::DEFAULT
        }
    };
}

/// A unary element-wise float op with an optional rounding mode.
macro_rules! float_unary {
    ($name:literal, $summary:literal) => {
        OpDef {
            name: $name,
            summary: $summary,
            traits: ELEMENTWISE,
            operands: &[one("operand", FLOAT_LIKE)],
            results: &[one("result", FLOAT_LIKE)],
            attributes: &[enum_attr("rounding_mode", &ROUNDING_MODE)],
            format: Some("$operand attr-dict `:` type($result)"),
            ..OpDef::DEFAULT
        }
    };
}

/// A pure element-wise conversion between values of one shape.
macro_rules! cast {
    ($name:literal, $summary:literal, $from:expr, $to:expr) => {
        OpDef {
            name: $name,
            summary: $summary,
            traits: PURE
                .union(Traits::ELEMENTWISE)
                .union(Traits::SAME_OPERANDS_AND_RESULT_SHAPE),
            operands: &[one("source", $from)],
            results: &[one("result", $to)],
            format: SOURCE_TO_RESULT,
            ..OpDef::DEFAULT
        }
    };
}

/// A `tko` op threading one memory token through (`%t1 = op %t0`).
macro_rules! token_op {
    ($name:literal, $summary:literal) => {
        OpDef {
            name: $name,
            summary: $summary,
            operands: &[one("token", MEM_TOKEN_T)],
            results: &[one("result_token", MEM_TOKEN_T)],
            attributes: &[ORDERING[0], ORDERING[1]],
            format: Some("$token attr-dict"),
            ..OpDef::DEFAULT
        }
    };
}

const NO_MEMORY: Interfaces = Interfaces {
    memory_effects: MemoryEffects::Declared(&[]),
    ..Interfaces::DEFAULT
};

pub static OPS: &[OpDef] = &[
    // ----- functions, calls, launch, plugins -----
    OpDef {
        name: "nv_tileaa.func",
        summary: "TileAA function: the anchor of the TileAA and TileAS function passes",
        traits: Traits::ISOLATED_FROM_ABOVE
            .union(Traits::SYMBOL)
            .union(Traits::AUTOMATIC_ALLOCATION_SCOPE),
        // Lives in a `gpu.module`: checked by `verify_with_parent`, which
        // accepts an op verified on its own (the pass manager verifies a
        // nested anchor without its parent), unlike `HasParent`.
        attributes: &[
            AttrDecl::new("sym_name", "string attribute", AttrKind::SymbolName),
            AttrDecl::new(
                "function_type",
                "type attribute of function type",
                AttrKind::TypeAttr,
            ),
            AttrDecl::optional("sym_visibility", "string attribute", AttrKind::String),
            AttrDecl::optional(
                "arg_attrs",
                "Array of dictionary attributes",
                AttrKind::Array,
            ),
            AttrDecl::optional(
                "res_attrs",
                "Array of dictionary attributes",
                AttrKind::Array,
            ),
            AttrDecl::optional("kernel_spec", "kernel spec attribute", AttrKind::Any),
        ],
        regions: &[RegionDecl {
            name: "body",
            arity: Arity::Single,
            single_block: false,
        }],
        parse: Some(crate::func::parse_func),
        print: Some(crate::func::print_func),
        verify: Some(verify::func),
        verify_with_parent: Some(verify::func_parent),
        // ours: ops in the body may drop the `nv_tileaa.` prefix, as in
        // `func.func`.
        default_dialect: Some("nv_tileaa"),
        interfaces: Interfaces {
            callable: Some(&verify::CALLABLE),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.return",
        summary: "returns from an nv_tileaa.func",
        traits: TERMINATOR,
        parents: &["nv_tileaa.func"],
        operands: &[any_many("operands")],
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
        verify_with_parent: Some(verify::return_),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.call",
        summary: "calls an nv_tileaa.func",
        operands: &[any_many("operands")],
        results: &[any_many("results")],
        attributes: &[AttrDecl::new(
            "callee",
            "flat symbol reference attribute",
            AttrKind::Any,
        )],
        format: Some("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"),
        verify_symbol_uses: Some(verify::call_symbol_uses),
        interfaces: Interfaces {
            call: Some(&verify::CALL),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.yield",
        summary: "yields values from a TileAA region",
        traits: TERMINATOR,
        operands: &[any_many("operands")],
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.launch_func",
        summary: "launches a kernel nv_tileaa.func on a grid",
        operands: &[
            one("grid_x", I32),
            one("grid_y", I32),
            one("grid_z", I32),
            any_many("args"),
        ],
        attributes: &[AttrDecl::new(
            "kernel",
            "flat symbol reference attribute",
            AttrKind::Any,
        )],
        format: Some(
            "$kernel `[` $grid_x `,` $grid_y `,` $grid_z `]` `(` $args `)` attr-dict `:` functional-type($args, results)",
        ),
        verify_symbol_uses: Some(verify::launch_symbol_uses),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.execute",
        summary: "runs its region once and yields its results",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS,
        operands: &[],
        results: &[any_many("results")],
        regions: BODY,
        format: Some("(`->` type($results)^)? $body attr-dict"),
        verify: Some(verify::yields_results),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.plugin",
        summary: "calls a named compiler plugin on its operands",
        operands: &[any_many("args")],
        results: &[any_many("results")],
        attributes: &[
            str_attr("plugin_name"),
            AttrDecl::optional("config", "dictionary attribute", AttrKind::Dictionary),
        ],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.inject_ir",
        summary: "splices textual IR in place of the op",
        operands: &[any_many("args")],
        results: &[any_many("results")],
        attributes: &[str_attr("ir")],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.simt_impl",
        summary: "a SIMT implementation of a tile computation, one thread's view",
        traits: Traits::ISOLATED_FROM_ABOVE,
        operands: &[any_many("args")],
        results: &[any_many("results")],
        attributes: &[AttrDecl::optional(
            "scratch",
            "scratch request attribute",
            AttrKind::Any,
        )],
        regions: BODY,
        // Generic form only: the format engine cannot yet parse the region
        // of an IsolatedFromAbove op through `$body`.
        verify: Some(verify::region_takes_operands),
        ..OpDef::DEFAULT
    },
    // ----- element-wise math -----
    float_binary!("nv_tileaa.addf", "float addition"),
    float_binary!("nv_tileaa.subf", "float subtraction"),
    float_binary!("nv_tileaa.mulf", "float multiplication"),
    float_binary!("nv_tileaa.divf", "float division"),
    OpDef {
        name: "nv_tileaa.fma",
        summary: "fused multiply-add",
        traits: ELEMENTWISE,
        operands: &[
            one("a", FLOAT_LIKE),
            one("b", FLOAT_LIKE),
            one("c", FLOAT_LIKE),
        ],
        results: &[one("result", FLOAT_LIKE)],
        attributes: &[enum_attr("rounding_mode", &ROUNDING_MODE)],
        format: Some("$a `,` $b `,` $c attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    float_unary!("nv_tileaa.sqrt", "square root"),
    float_unary!("nv_tileaa.rsqrt", "reciprocal square root"),
    float_unary!("nv_tileaa.exp", "base-e exponential"),
    float_unary!("nv_tileaa.exp2", "base-2 exponential"),
    float_unary!("nv_tileaa.tanh", "hyperbolic tangent"),
    OpDef {
        name: "nv_tileaa.clampf",
        summary: "clamps a float between a lower and an upper bound",
        traits: ELEMENTWISE,
        operands: &[
            one("x", FLOAT_LIKE),
            one("low", FLOAT_LIKE),
            one("high", FLOAT_LIKE),
        ],
        results: &[one("result", FLOAT_LIKE)],
        attributes: &[enum_attr("propagate_nan", &PROPAGATE_NAN)],
        format: Some("$x `,` $low `,` $high attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.mulhiui",
        summary: "high half of an unsigned integer product",
        traits: ELEMENTWISE.union(Traits::COMMUTATIVE),
        operands: &[one("lhs", FIXED_INT_LIKE), one("rhs", FIXED_INT_LIKE)],
        results: &[one("result", FIXED_INT_LIKE)],
        format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.fp_to_fp",
        summary: "converts between float types with a rounding mode",
        traits: PURE
            .union(Traits::ELEMENTWISE)
            .union(Traits::SAME_OPERANDS_AND_RESULT_SHAPE),
        operands: &[one("source", FLOAT_LIKE)],
        results: &[one("result", FLOAT_LIKE)],
        attributes: &[enum_attr("rounding_mode", &ROUNDING_MODE)],
        format: SOURCE_TO_RESULT,
        ..OpDef::DEFAULT
    },
    // ----- dot products and collectives -----
    OpDef {
        name: "nv_tileaa.dot",
        summary: "matrix multiply-accumulate D = A * B + C, optionally block-scaled",
        traits: PURE.union(SEGMENTS),
        operands: &[
            one("a", TILE),
            one("b", TILE),
            one("c", TILE),
            opt("sfa", TILE),
            opt("sfb", TILE),
        ],
        results: &[one("d", TILE)],
        attributes: &[
            enum_attr("signedness_a", &SIGNEDNESS),
            enum_attr("signedness_b", &SIGNEDNESS),
            AttrDecl::optional("atom_hint", "atom hint attribute", AttrKind::Any),
        ],
        verify: Some(verify::dot),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.conv_dot",
        summary: "implicit-GEMM convolution step D = conv(A, B) + C",
        traits: PURE,
        operands: &[one("a", TILE), one("b", TILE), one("c", TILE)],
        results: &[one("d", TILE)],
        attributes: &[AttrDecl::new(
            "conv_params",
            "conv params attribute",
            AttrKind::Any,
        )],
        format: CALL_LIKE,
        verify: Some(verify::result_matches_accumulator),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.reduce",
        summary: "reduces tiles along one axis with its combiner region",
        traits: PURE.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        operands: &[many("operands", TILE)],
        results: &[any_many("results")],
        attributes: &[i32_attr("axis")],
        regions: &[region("combiner")],
        format: Some("`(` $operands `)` attr-dict `:` functional-type($operands, results) $combiner"),
        verify: Some(verify::reduce_like),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.scan",
        summary: "prefix-combines tiles along one axis with its combiner region",
        traits: PURE.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        operands: &[many("operands", TILE)],
        results: &[many("results", TILE)],
        attributes: &[
            i32_attr("axis"),
            AttrDecl::optional("reverse", "unit attribute", AttrKind::Unit),
        ],
        regions: &[region("combiner")],
        format: Some("`(` $operands `)` attr-dict `:` functional-type($operands, results) $combiner"),
        verify: Some(verify::reduce_like),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.histogram",
        summary: "counts the values of an integer tile into bins",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        format: SOURCE_TO_RESULT,
        verify: Some(verify::histogram),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.inv_triangular_matrix",
        summary: "inverts a lower or upper triangular square matrix tile",
        traits: PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        attributes: &[unit("upper")],
        format: Some("$source attr-dict `:` type($result)"),
        verify: Some(verify::square_matrix),
        ..OpDef::DEFAULT
    },
    // ----- shape and construction -----
    OpDef {
        name: "nv_tileaa.splat",
        summary: "fills a tile with one scalar",
        traits: PURE,
        operands: &[any_one("source")],
        results: &[one("result", TILE)],
        format: SOURCE_TO_RESULT,
        verify: Some(verify::splat),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.broadcast",
        summary: "broadcasts size-1 dimensions of a tile",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        format: SOURCE_TO_RESULT,
        verify: Some(verify::broadcast),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.expand_dims",
        summary: "inserts a size-1 dimension at `axis`",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        attributes: &[i32_attr("axis")],
        format: SOURCE_TO_RESULT,
        verify: Some(verify::expand_dims),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.extract",
        summary: "extracts the sub-tile at the given tile indices, or one element as a scalar",
        traits: PURE,
        operands: &[one("source", TILE), many("indices", INDEX_OR_INT)],
        // A scalar result is the reference's "scalar extract" (the blog's
        // `(tensor<...>) -> (iN)`); the sub-tile form is ours.
        results: &[one("result", TILE_OR_SCALAR)],
        format: CALL_LIKE,
        verify: Some(verify::extract),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.extract_slice",
        summary: "extracts a slice at the given element offsets",
        traits: PURE,
        operands: &[one("source", TILE), many("offsets", INDEX_OR_INT)],
        results: &[one("result", TILE)],
        format: CALL_LIKE,
        verify: Some(verify::slice),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.insert_slice",
        summary: "inserts a slice into a tile at the given element offsets",
        traits: PURE,
        operands: &[
            one("source", TILE),
            one("dest", TILE),
            many("offsets", INDEX_OR_INT),
        ],
        results: &[one("result", TILE)],
        format: CALL_LIKE,
        verify: Some(verify::insert_slice),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.view",
        summary: "reshapes a tile keeping its elements in order",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        format: SOURCE_TO_RESULT,
        verify: Some(verify::same_element_count),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.cat",
        summary: "concatenates two tiles along `dim`",
        traits: PURE,
        operands: &[one("lhs", TILE), one("rhs", TILE)],
        results: &[one("result", TILE)],
        attributes: &[i32_attr("dim")],
        format: CALL_LIKE,
        verify: Some(verify::cat),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.permute",
        summary: "permutes the dimensions of a tile",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        attributes: &[AttrDecl::new(
            "permutation",
            "i32 dense array attribute",
            AttrKind::DenseI32Array,
        )],
        format: Some("$source $permutation attr-dict `:` type($source) `->` type($result)"),
        verify: Some(verify::permute),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.make_range",
        summary: "the 1-D tile [start, end) of i32",
        traits: PURE,
        results: &[one("result", TILE)],
        attributes: &[i32_attr("start"), i32_attr("end")],
        format: Some("attr-dict `:` type($result)"),
        verify: Some(verify::make_range),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.generate",
        summary: "builds a tile element by element from its region (one index argument per dimension)",
        traits: PURE.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        operands: &[any_many("captures")],
        results: &[one("result", TILE)],
        regions: BODY,
        format: CALL_LIKE_REGION,
        verify: Some(verify::generate),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.block_tile",
        summary: "tiles a memref into a view of fixed-shape tiles",
        traits: PURE,
        operands: &[one("memref", MEMREF_T)],
        results: &[one("result", TILED_VIEW_T)],
        attributes: &[enum_attr("padding_value", &PADDING_VALUE)],
        format: MEMREF_TO_RESULT,
        verify: Some(verify::block_tile),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.conv_tile",
        summary: "tiles a memref for an implicit-GEMM convolution",
        traits: PURE,
        operands: &[one("memref", MEMREF_T)],
        results: &[one("result", TILED_VIEW_T)],
        attributes: &[AttrDecl::new(
            "conv_params",
            "conv params attribute",
            AttrKind::Any,
        )],
        format: MEMREF_TO_RESULT,
        verify: Some(verify::block_tile),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.get_dim_size",
        summary: "the size of dimension `dim` of a memref",
        traits: PURE,
        operands: &[one("memref", MEMREF_T)],
        results: &[one("result", INDEX_OR_INT)],
        attributes: &[i32_attr("dim")],
        format: MEMREF_TO_RESULT,
        verify: Some(verify::dim_in_range),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.get_dim_stride",
        summary: "the stride of dimension `dim` of a memref",
        traits: PURE,
        operands: &[one("memref", MEMREF_T)],
        results: &[one("result", INDEX_OR_INT)],
        attributes: &[i32_attr("dim")],
        format: MEMREF_TO_RESULT,
        verify: Some(verify::dim_in_range),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.get_parent_dim_size",
        summary: "the size of dimension `dim` of the memref a tiled view tiles",
        traits: PURE,
        operands: &[one("view", TILED_VIEW_T)],
        results: &[one("result", INDEX_OR_INT)],
        attributes: &[i32_attr("dim")],
        format: Some("$view attr-dict `:` type($view) `->` type($result)"),
        verify: Some(verify::dim_in_range),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.get_base_ptr",
        summary: "the base pointer of a memref",
        traits: PURE,
        operands: &[one("memref", MEMREF_T)],
        results: &[one("result", PTR_LIKE)],
        format: MEMREF_TO_RESULT,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.reinterpret",
        summary: "reinterprets a tile's bits as another tile of the same byte size",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        format: SOURCE_TO_RESULT,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.materialize_tile",
        summary: "materialises the tile of a tiled view at the given indices as a value",
        operands: &[one("view", TILED_VIEW_T), many("indices", INDEX_OR_INT)],
        results: &[one("result", TILE)],
        format: CALL_LIKE,
        verify: Some(verify::view_indices),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.materialize_mem_kind",
        summary: "pins the memory kind a tile lives in",
        traits: PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        attributes: &[str_attr("mem_kind")],
        format: Some("$source attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    // ----- pointers, memrefs, external element-wise code -----
    OpDef {
        name: "nv_tileaa.addptr",
        summary: "offsets pointers by element counts",
        traits: PURE.union(Traits::ELEMENTWISE).union(Traits::SAME_OPERANDS_AND_RESULT_SHAPE),
        operands: &[one("ptr", PTR_LIKE), one("offset", INT_LIKE)],
        results: &[one("result", PTR_LIKE)],
        format: Some("$ptr `,` $offset attr-dict `:` type($ptr) `,` type($offset)"),
        type_relations: &[tileir_ir::dialect::TypeRelation::same("ptr", "result")],
        ..OpDef::DEFAULT
    },
    cast!("nv_tileaa.int_to_ptr", "integer to pointer", INT_LIKE, PTR_LIKE),
    cast!("nv_tileaa.ptr_to_int", "pointer to integer", PTR_LIKE, INT_LIKE),
    cast!("nv_tileaa.bitcast", "reinterprets bits element-wise", TILE_OR_SCALAR, TILE_OR_SCALAR),
    OpDef {
        name: "nv_tileaa.make_memref",
        summary: "makes a memref from a base pointer, an offset, sizes and strides",
        traits: PURE.union(SEGMENTS),
        operands: &[
            one("base", PTR_LIKE),
            opt("offset", INDEX_OR_INT),
            many("sizes", INDEX_OR_INT),
            many("strides", INDEX_OR_INT),
        ],
        results: &[one("result", MEMREF_T)],
        attributes: &[
            AttrDecl::optional("alignment", "64-bit signless integer attribute", I64_KIND),
            enum_attr("ptr_attr", &PTR_ATTR),
        ],
        verify: Some(verify::make_memref),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.extern_elementwise",
        summary: "calls an external element-wise library function",
        operands: &[many("args", TILE_OR_SCALAR)],
        results: &[one("result", TILE_OR_SCALAR)],
        attributes: &[
            str_attr("symbol"),
            AttrDecl::optional("libname", "string attribute", AttrKind::String),
            AttrDecl::optional("libpath", "string attribute", AttrKind::String),
            unit("pure"),
        ],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.elementwise_inline_asm",
        summary: "inline PTX applied element-wise",
        operands: &[many("args", TILE_OR_SCALAR)],
        results: &[many("results", TILE_OR_SCALAR)],
        attributes: &[
            str_attr("asm_string"),
            str_attr("constraints"),
            unit("pure"),
            AttrDecl::optional("packed_element", "32-bit signless integer attribute", I32_KIND),
        ],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.call_elementwise_intrinsic",
        summary: "calls a named element-wise intrinsic",
        traits: PURE,
        operands: &[many("args", TILE_OR_SCALAR)],
        results: &[one("result", TILE_OR_SCALAR)],
        attributes: &[str_attr("intrinsic")],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.call_elementwise_cast_intrinsic",
        summary: "calls a named element-wise conversion intrinsic",
        traits: PURE.union(Traits::SAME_OPERANDS_AND_RESULT_SHAPE),
        operands: &[one("source", TILE_OR_SCALAR)],
        results: &[one("result", TILE_OR_SCALAR)],
        attributes: &[str_attr("intrinsic")],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    // ----- globals and memory -----
    OpDef {
        name: "nv_tileaa.global",
        summary: "a module-level global of global memory",
        traits: Traits::SYMBOL,
        attributes: &[
            AttrDecl::new("sym_name", "string attribute", AttrKind::SymbolName),
            AttrDecl::new("type", "type attribute", AttrKind::TypeAttr),
            AttrDecl::optional("value", "elements attribute", AttrKind::Any),
            unit("constant"),
            AttrDecl::optional("alignment", "64-bit signless integer attribute", I64_KIND),
            AttrDecl::optional("sym_visibility", "string attribute", AttrKind::String),
        ],
        format: Some("$sym_name attr-dict `:` $type"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.get_global",
        summary: "the address of a global",
        traits: PURE,
        results: &[one("result", TILE_OR_SCALAR)],
        attributes: &[AttrDecl::new(
            "name",
            "flat symbol reference attribute",
            AttrKind::Any,
        )],
        format: Some("$name attr-dict `:` type($result)"),
        verify_symbol_uses: Some(verify::get_global_symbol_uses),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.load",
        summary: "loads through a tile of pointers, under an optional mask",
        traits: SEGMENTS,
        operands: &[one("ptr", PTR_LIKE), opt("mask", I1_LIKE), opt("other", TILE_OR_SCALAR), TOKEN_IN],
        results: &[one("result", TILE_OR_SCALAR), TOKEN_OUT],
        attributes: LOAD_ATTRS,
        verify: Some(verify::load),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.store",
        summary: "stores through a tile of pointers, under an optional mask",
        traits: SEGMENTS,
        operands: &[one("ptr", PTR_LIKE), one("value", TILE_OR_SCALAR), opt("mask", I1_LIKE), TOKEN_IN],
        results: &[TOKEN_OUT],
        attributes: STORE_ATTRS,
        verify: Some(verify::store),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.tiled_load",
        summary: "loads the tile of a tiled view at the given tile indices",
        traits: SEGMENTS,
        operands: &[one("view", TILED_VIEW_T), many("indices", INDEX_OR_INT), TOKEN_IN],
        results: &[one("result", TILE), TOKEN_OUT],
        attributes: LOAD_ATTRS,
        verify: Some(verify::tiled_load),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.tiled_store",
        summary: "stores a tile into a tiled view at the given tile indices",
        traits: SEGMENTS,
        operands: &[
            one("view", TILED_VIEW_T),
            one("value", TILE),
            many("indices", INDEX_OR_INT),
            TOKEN_IN,
        ],
        results: &[TOKEN_OUT],
        attributes: STORE_ATTRS,
        verify: Some(verify::tiled_store),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.gather_load",
        summary: "loads rows of a memref selected by an index tile",
        traits: SEGMENTS,
        operands: &[
            one("memref", MEMREF_T),
            many("indices", TILE_OR_SCALAR),
            opt("mask", I1_LIKE),
            TOKEN_IN,
        ],
        results: &[one("result", TILE), TOKEN_OUT],
        attributes: LOAD_ATTRS,
        verify: Some(verify::load),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.scatter_store",
        summary: "stores rows of a tile into a memref at an index tile",
        traits: SEGMENTS,
        operands: &[
            one("memref", MEMREF_T),
            one("value", TILE),
            many("indices", TILE_OR_SCALAR),
            opt("mask", I1_LIKE),
            TOKEN_IN,
        ],
        results: &[TOKEN_OUT],
        attributes: STORE_ATTRS,
        verify: Some(verify::store),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.atomic_cas",
        summary: "atomic compare-and-swap through pointers",
        traits: SEGMENTS,
        operands: &[
            one("ptr", PTR_LIKE),
            one("cmp", TILE_OR_SCALAR),
            one("value", TILE_OR_SCALAR),
            opt("mask", I1_LIKE),
            TOKEN_IN,
        ],
        results: &[one("result", TILE_OR_SCALAR), TOKEN_OUT],
        attributes: &[ORDERING[0], ORDERING[1]],
        verify: Some(verify::atomic),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.atomic_rmw",
        summary: "atomic read-modify-write through pointers",
        traits: SEGMENTS,
        operands: &[
            one("ptr", PTR_LIKE),
            one("value", TILE_OR_SCALAR),
            opt("mask", I1_LIKE),
            TOKEN_IN,
        ],
        results: &[one("result", TILE_OR_SCALAR), TOKEN_OUT],
        attributes: RMW_ATTRS,
        verify: Some(verify::atomic),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.tiled_atomic_rmw",
        summary: "atomic read-modify-write of a tile of a tiled view",
        traits: SEGMENTS,
        operands: &[
            one("view", TILED_VIEW_T),
            one("value", TILE),
            many("indices", INDEX_OR_INT),
            TOKEN_IN,
        ],
        results: &[TOKEN_OUT],
        attributes: RMW_ATTRS,
        verify: Some(verify::tiled_store),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.multimem_load_reduce",
        summary: "loads and reduces a tile across the devices of a multimem address",
        traits: SEGMENTS,
        operands: &[one("ptr", PTR_LIKE), opt("mask", I1_LIKE), TOKEN_IN],
        results: &[one("result", TILE_OR_SCALAR), TOKEN_OUT],
        attributes: &[
            AttrDecl::new("kind", "enum attribute", AttrKind::Enum(&MULTIMEM_REDUCTION_KIND)),
            ORDERING[0],
            ORDERING[1],
        ],
        verify: Some(verify::ordering),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.multimem_reduce",
        summary: "reduces a tile into every device of a multimem address",
        traits: SEGMENTS,
        operands: &[one("ptr", PTR_LIKE), one("value", TILE_OR_SCALAR), opt("mask", I1_LIKE), TOKEN_IN],
        results: &[TOKEN_OUT],
        attributes: &[
            AttrDecl::new("kind", "enum attribute", AttrKind::Enum(&MULTIMEM_REDUCTION_KIND)),
            ORDERING[0],
            ORDERING[1],
        ],
        verify: Some(verify::ordering),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.multimem_store",
        summary: "stores a tile to every device of a multimem address",
        traits: SEGMENTS,
        operands: &[one("ptr", PTR_LIKE), one("value", TILE_OR_SCALAR), opt("mask", I1_LIKE), TOKEN_IN],
        results: &[TOKEN_OUT],
        attributes: &[ORDERING[0], ORDERING[1]],
        verify: Some(verify::ordering),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.alloca",
        summary: "allocates a function-local memref",
        results: &[one("result", MEMREF_T)],
        attributes: &[AttrDecl::optional(
            "alignment",
            "64-bit signless integer attribute",
            I64_KIND,
        )],
        format: Some("attr-dict `:` type($result)"),
        verify: Some(verify::alloca),
        ..OpDef::DEFAULT
    },
    // ----- ordering, fences, grid dependency control -----
    OpDef {
        name: "nv_tileaa.create_mem_token",
        summary: "a fresh memory token",
        traits: PURE,
        results: &[one("result", MEM_TOKEN_T)],
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.join_mem_token",
        summary: "a token ordered after all of its operands",
        traits: PURE,
        operands: &[many("tokens", MEM_TOKEN_T)],
        results: &[one("result", MEM_TOKEN_T)],
        format: Some("$tokens attr-dict"),
        verify: Some(verify::at_least_one_operand),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.memory_fence",
        summary: "a memory fence",
        attributes: &[ORDERING[0], ORDERING[1]],
        format: Some("attr-dict"),
        verify: Some(verify::ordering),
        ..OpDef::DEFAULT
    },
    token_op!("nv_tileaa.memory_fence_tko", "a memory fence ordered by tokens"),
    OpDef {
        name: "nv_tileaa.memory_fence_alias",
        summary: "a fence between accesses to the given possibly-aliasing memrefs",
        operands: &[many("memrefs", MEMREF_T), one("token", MEM_TOKEN_T)],
        results: &[one("result_token", MEM_TOKEN_T)],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.execution_fence_ordered",
        summary: "an execution barrier of the tile block, ordered by tokens",
        operands: &[many("tokens", MEM_TOKEN_T)],
        results: &[one("result_token", MEM_TOKEN_T)],
        attributes: &[enum_attr("synchronization", &SYNCHRONIZATION)],
        format: Some("$tokens attr-dict"),
        ..OpDef::DEFAULT
    },
    token_op!("nv_tileaa.not_before_tko", "opens a debug-fence interval"),
    token_op!("nv_tileaa.not_after_tko", "closes a debug-fence interval"),
    token_op!("nv_tileaa.gdc_wait_tko", "waits for the grid dependency of a programmatic launch"),
    token_op!(
        "nv_tileaa.gdc_launch_dependents_tko",
        "lets dependent grids of a programmatic launch start"
    ),
    OpDef {
        name: "nv_tileaa.optimization_barrier",
        summary: "returns its operands unchanged, opaque to optimisation",
        operands: &[any_many("operands")],
        results: &[any_many("results")],
        format: CALL_LIKE,
        verify: Some(verify::results_match_operands),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.mark_for_reuse",
        summary: "marks a tile's storage as reusable after this point",
        operands: &[one("source", TILE)],
        format: Some("$source attr-dict `:` type($source)"),
        ..OpDef::DEFAULT
    },
    // ----- diagnostics and hints -----
    OpDef {
        name: "nv_tileaa.assert",
        summary: "traps with a message when any element of the condition is false",
        operands: &[one("condition", I1_LIKE)],
        attributes: &[str_attr("message")],
        format: Some("$condition `,` $message attr-dict `:` type($condition)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.assume",
        summary: "states a fact about a value (divisibility, bounds, equal elements)",
        traits: PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[any_one("value")],
        results: &[any_one("result")],
        attributes: &[AttrDecl::new("predicate", "assume predicate attribute", AttrKind::Any)],
        format: Some("$predicate `,` $value attr-dict `:` type($value)"),
        verify: Some(verify::assume),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.pragma",
        summary: "passes a compiler pragma to the code generator",
        attributes: &[str_attr("pragma")],
        format: Some("$pragma attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.message",
        summary: "a compile-time message (remark) attached to the IR",
        attributes: &[str_attr("message")],
        format: Some("$message attr-dict"),
        interfaces: NO_MEMORY,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.print",
        summary: "device printf of a format string and values",
        operands: &[any_many("args"), opt("token", MEM_TOKEN_T)],
        results: &[TOKEN_OUT],
        attributes: &[str_attr("format")],
        traits: SEGMENTS,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.print_global",
        summary: "device printf through a global buffer (after tileaa-print-to-print-global)",
        operands: &[any_many("args"), opt("token", MEM_TOKEN_T)],
        results: &[TOKEN_OUT],
        attributes: &[
            str_attr("format"),
            AttrDecl::optional("buffer", "flat symbol reference attribute", AttrKind::Any),
        ],
        traits: SEGMENTS,
        ..OpDef::DEFAULT
    },
    // ----- grid and work queues -----
    OpDef {
        name: "nv_tileaa.get_program_id",
        summary: "the index of this tile block along a grid dimension",
        traits: PURE,
        results: &[one("result", I32)],
        attributes: &[AttrDecl::new("dim", "enum attribute", AttrKind::Enum(&PROGRAM_ID))],
        format: Some("$dim attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.get_num_programs",
        summary: "the number of tile blocks along a grid dimension",
        traits: PURE,
        results: &[one("result", I32)],
        attributes: &[AttrDecl::new("dim", "enum attribute", AttrKind::Enum(&PROGRAM_ID))],
        format: Some("$dim attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.is_valid_program_id",
        summary: "whether a (possibly cancelled) program id names a tile block still to run",
        traits: PURE,
        operands: &[many("ids", I32)],
        results: &[one("result", I1)],
        format: Some("$ids attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.cancel_next_program_id",
        summary: "claims the next not-yet-launched tile block (cluster launch control)",
        operands: &[opt("token", MEM_TOKEN_T)],
        results: &[one("x", I32), one("y", I32), one("z", I32), TOKEN_OUT],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.create_queue",
        summary: "creates a work queue of the given depth",
        results: &[one("result", QUEUE_T)],
        attributes: &[i64_attr("depth")],
        format: Some("attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.queue.get",
        summary: "takes the next item of a queue",
        operands: &[one("queue", QUEUE_T)],
        results: &[any_one("result")],
        format: Some("$queue attr-dict `:` type($queue) `->` type($result)"),
        verify: Some(verify::queue_payload),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.queue.put",
        summary: "appends an item to a queue",
        operands: &[one("queue", QUEUE_T), any_one("value")],
        format: Some("$queue `,` $value attr-dict `:` type($queue) `,` type($value)"),
        verify: Some(verify::queue_payload),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileaa.queue.yield",
        summary: "ends a queue consumer region, yielding its values",
        traits: TERMINATOR,
        operands: &[any_many("operands")],
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
        ..OpDef::DEFAULT
    },
];
