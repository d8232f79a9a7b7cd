//! The ops of `nv_tileas`, by family, as the binary names them.
//!
//! The pipeline ops follow the reference's contracts (W):
//! `create_pipeline(buffers) -> (producer token, consumer token)` with
//! `numStages`, `producerGroupId`, `consumerGroupId`, `sharedMem`,
//! `dynamic`; `produce_one(prodTok, iter){region}` with `producer_types`;
//! `consume_one(consTok, iter){region}` with `consumer_idx` and
//! `consumer_types`; regions ending in `nv_tileas.async.pipeline.yield`;
//! `agent_switch` with one region per agent, `num_agents_per_group`,
//! `max_regs`, `isolated` and, after optimize-execution-unit-mapping,
//! `num_warps`, `warp_id`, `agent_strides`. There is no `nv_tileas.func`:
//! TileAS keeps `nv_tileaa.func`. The other contracts are ours, modelled on
//! the TileAA ops they lower from, with an `atom` attribute where TileAS
//! has chosen an instruction. Custom formats are ours where given; ops with
//! operand segments or several regions keep the generic form only.

use super::types::*;
use super::verify;
use crate::common::{any_many, any_one, many, one, opt, I1, I32, I32_KIND, INDEX};
use crate::nv_tileaa::attrs::{MEM_SCOPE, MEM_SEMANTIC, MULTIMEM_REDUCTION_KIND, RMW_MODE};
use crate::nv_tileaa::ops::{
    enum_attr, region, BODY, CALL_LIKE, CALL_LIKE_REGION, MEMREF_TO_RESULT, PURE, SEGMENTS,
    SOURCE_TO_RESULT, TERMINATOR,
};
use crate::nv_tileaa::types::{
    FLOAT_LIKE, INDEX_OR_INT, MEMREF_T, MEM_TOKEN_T, PTR_LIKE, TILE, TILED_VIEW_T, TILE_OR_SCALAR,
};
use tileir_ir::dialect::{Arity, AttrDecl, AttrKind, OpDef, RegionDecl, Traits, ValueDecl};

const fn atom() -> AttrDecl {
    AttrDecl::optional("atom", "atom attribute", AttrKind::Any)
}

const fn i32_attr(name: &'static str) -> AttrDecl {
    AttrDecl::new(name, "32-bit signless integer attribute", I32_KIND)
}

const fn types_attr(name: &'static str) -> AttrDecl {
    AttrDecl::new(name, "type array attribute", AttrKind::Array)
}

const fn i32_array(name: &'static str) -> AttrDecl {
    AttrDecl::optional(name, "i32 dense array attribute", AttrKind::DenseI32Array)
}

const SEMANTIC: AttrDecl = enum_attr("mem_semantic", &MEM_SEMANTIC);
const SCOPE: AttrDecl = enum_attr("mem_scope", &MEM_SCOPE);
const TOKEN_IN: ValueDecl = opt("token", MEM_TOKEN_T);
const TOKEN_OUT: ValueDecl = opt("result_token", MEM_TOKEN_T);
const ASYNC_OUT: ValueDecl = one("future", ASYNC_VALUE_T);
/// The read-modify-write mode of the atomic ops.
const RMW: AttrDecl = AttrDecl::new("mode", "enum attribute", AttrKind::Enum(&RMW_MODE));
/// The multimem ops' reduction kind, with their copy atom.
const REDUCTION_KIND_AND_ATOM: &[AttrDecl] = &[
    AttrDecl::new(
        "kind",
        "enum attribute",
        AttrKind::Enum(&MULTIMEM_REDUCTION_KIND),
    ),
    atom(),
];
/// A pointer (or tile of pointers) and the value stored or reduced through it.
const PTR_AND_VALUE: &[ValueDecl] = &[one("ptr", PTR_LIKE), one("value", TILE_OR_SCALAR)];

/// A pipeline step on a token and an iterator returning the token.
macro_rules! pipe_step {
    ($name:literal, $summary:literal, $tok:expr) => {
        OpDef {
            name: $name,
            summary: $summary,
            operands: &[one("token", $tok), one("iter", ITERATOR_T)],
            results: &[one("result_token", $tok)],
            format: Some("$token `,` $iter attr-dict `:` type($iter)"),
            ..OpDef::DEFAULT
        }
    };
}

/// A pipeline tail (drains the pipeline; no result).
macro_rules! pipe_tail {
    ($name:literal, $summary:literal, $tok:expr) => {
        OpDef {
            name: $name,
            summary: $summary,
            operands: &[one("token", $tok), one("iter", ITERATOR_T)],
            format: Some("$token `,` $iter attr-dict `:` type($iter)"),
            ..OpDef::DEFAULT
        }
    };
}

/// A token-ordered op threading a memory token.
macro_rules! token_op {
    ($name:literal, $summary:literal) => {
        OpDef {
            name: $name,
            summary: $summary,
            operands: &[one("token", MEM_TOKEN_T)],
            results: &[one("result_token", MEM_TOKEN_T)],
            attributes: &[SEMANTIC, SCOPE],
            format: Some("$token attr-dict"),
            ..OpDef::DEFAULT
        }
    };
}

pub static OPS: &[OpDef] = &[
    // ----- async pipelines -----
    OpDef {
        name: "nv_tileas.async.pipeline.create_pipeline",
        summary: "creates a multi-stage producer/consumer pipeline over shared buffers",
        operands: &[any_many("buffers")],
        results: &[
            one("producer", PRODUCER_TOKEN_T),
            one("consumer", CONSUMER_TOKEN_T),
        ],
        attributes: &[
            AttrDecl::new(
                "pipeline_type",
                "type attribute of pipeline type",
                AttrKind::TypeAttr,
            ),
            i32_attr("numStages"),
            AttrDecl::optional("producerGroupId", "8-bit integer attribute", AttrKind::Any),
            AttrDecl::optional("consumerGroupId", "8-bit integer attribute", AttrKind::Any),
            AttrDecl::optional("sharedMem", "bool attribute", AttrKind::Any),
            AttrDecl::optional("dynamic", "bool attribute", AttrKind::Any),
            i32_array("transaction_size"),
        ],
        format: CALL_LIKE,
        verify: Some(verify::create_pipeline),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.pipeline.create_iterator",
        summary: "an iterator over the stages of a pipeline",
        operands: &[one("token", PIPE_TOKEN_T)],
        results: &[one("result", ITERATOR_T)],
        format: Some("$token attr-dict `:` type($token) `->` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.pipeline.inc_iter",
        summary: "advances a pipeline iterator by one stage",
        traits: PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[one("iter", ITERATOR_T)],
        results: &[one("result", ITERATOR_T)],
        format: Some("$iter attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.pipeline.produce_one",
        summary: "produces one stage: the region writes the stage's buffers",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS,
        operands: &[one("token", PRODUCER_TOKEN_T), one("iter", ITERATOR_T)],
        results: &[one("result_token", PRODUCER_TOKEN_T)],
        attributes: &[types_attr("producer_types"), atom()],
        regions: BODY,
        format: CALL_LIKE_REGION,
        verify: Some(verify::produce_one),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.pipeline.produce_one_async",
        summary: "produces one stage asynchronously",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS,
        operands: &[one("token", PRODUCER_TOKEN_T), one("iter", ITERATOR_T)],
        results: &[one("result_token", PRODUCER_TOKEN_T), ASYNC_OUT],
        attributes: &[types_attr("producer_types"), atom()],
        regions: BODY,
        format: CALL_LIKE_REGION,
        verify: Some(verify::produce_one),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.pipeline.consume_one",
        summary: "consumes one stage: the region reads the stage's buffers",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS,
        operands: &[one("token", CONSUMER_TOKEN_T), one("iter", ITERATOR_T)],
        results: &[one("result_token", CONSUMER_TOKEN_T), any_many("results")],
        attributes: &[
            types_attr("consumer_types"),
            AttrDecl::optional(
                "consumer_idx",
                "32-bit signless integer attribute",
                I32_KIND,
            ),
            atom(),
        ],
        regions: BODY,
        format: CALL_LIKE_REGION,
        verify: Some(verify::consume_one),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.pipeline.consume_one_async",
        summary: "consumes one stage asynchronously",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS,
        operands: &[one("token", CONSUMER_TOKEN_T), one("iter", ITERATOR_T)],
        results: &[
            one("result_token", CONSUMER_TOKEN_T),
            ASYNC_OUT,
            any_many("results"),
        ],
        attributes: &[
            types_attr("consumer_types"),
            AttrDecl::optional(
                "consumer_idx",
                "32-bit signless integer attribute",
                I32_KIND,
            ),
            atom(),
        ],
        regions: BODY,
        format: CALL_LIKE_REGION,
        verify: Some(verify::consume_one),
        ..OpDef::DEFAULT
    },
    pipe_step!(
        "nv_tileas.async.pipeline.producer_acquire",
        "waits until the producer may write the iterator's stage",
        PRODUCER_TOKEN_T
    ),
    OpDef {
        name: "nv_tileas.async.pipeline.producer_write",
        summary: "writes values into the iterator's stage",
        operands: &[
            one("token", PRODUCER_TOKEN_T),
            one("iter", ITERATOR_T),
            any_many("values"),
        ],
        results: &[one("result_token", PRODUCER_TOKEN_T)],
        attributes: &[atom()],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    pipe_step!(
        "nv_tileas.async.pipeline.producer_commit",
        "publishes the iterator's stage to the consumers",
        PRODUCER_TOKEN_T
    ),
    pipe_tail!(
        "nv_tileas.async.pipeline.producer_tail",
        "drains the producer side of a pipeline",
        PRODUCER_TOKEN_T
    ),
    pipe_step!(
        "nv_tileas.async.pipeline.consumer_wait",
        "waits until the iterator's stage is full",
        CONSUMER_TOKEN_T
    ),
    OpDef {
        name: "nv_tileas.async.pipeline.consumer_read",
        summary: "reads the values of the iterator's stage",
        operands: &[one("token", CONSUMER_TOKEN_T), one("iter", ITERATOR_T)],
        results: &[one("result_token", CONSUMER_TOKEN_T), any_many("values")],
        attributes: &[atom()],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    pipe_step!(
        "nv_tileas.async.pipeline.consumer_release",
        "hands the iterator's stage back to the producer",
        CONSUMER_TOKEN_T
    ),
    pipe_tail!(
        "nv_tileas.async.pipeline.consumer_tail",
        "drains the consumer side of a pipeline",
        CONSUMER_TOKEN_T
    ),
    OpDef {
        name: "nv_tileas.async.pipeline.agent_switch",
        summary: "runs one region per agent (warp group role) of a warp-specialised kernel",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS,
        operands: &[any_many("args")],
        results: &[any_many("results")],
        attributes: &[
            i32_array("num_agents_per_group"),
            i32_array("max_regs"),
            AttrDecl::optional("isolated", "unit attribute", AttrKind::Unit),
            i32_array("num_warps"),
            i32_array("warp_id"),
            i32_array("agent_strides"),
        ],
        regions: &[RegionDecl {
            name: "agents",
            arity: Arity::Variadic,
            single_block: true,
        }],
        verify: Some(verify::agent_switch),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.pipeline.borrow_buffer_index",
        summary: "the buffer index of the iterator's stage",
        traits: PURE,
        operands: &[one("token", PIPE_TOKEN_T), one("iter", ITERATOR_T)],
        results: &[one("result", INDEX)],
        format: Some("$token `,` $iter attr-dict `:` type($token) `,` type($iter)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.pipeline.create_null_token",
        summary: "a token of a pipeline that does not exist (for uniform control flow)",
        traits: PURE,
        results: &[one("result", PIPE_TOKEN_T)],
        format: Some("attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.pipeline.yield",
        summary: "ends a pipeline region, yielding its values",
        traits: TERMINATOR,
        operands: &[any_many("operands")],
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
        ..OpDef::DEFAULT
    },
    // ----- async values -----
    OpDef {
        name: "nv_tileas.async.wait",
        summary: "waits for async values and returns their payloads",
        operands: &[many("futures", ASYNC_VALUE_T)],
        results: &[any_many("results")],
        format: CALL_LIKE,
        verify: Some(verify::wait),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.future_wait",
        summary: "waits for one async value",
        operands: &[one("future", ASYNC_VALUE_T)],
        results: &[any_one("result")],
        format: Some("$future attr-dict `:` type($future) `->` type($result)"),
        verify: Some(verify::wait),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.to_async",
        summary: "wraps a ready value as an async value",
        traits: PURE,
        operands: &[any_one("value")],
        results: &[one("result", ASYNC_VALUE_T)],
        format: Some("$value attr-dict `:` type($value) `->` type($result)"),
        verify: Some(verify::to_async),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.token_to_async",
        summary: "an async value completed when a memory token is",
        traits: PURE,
        operands: &[one("token", MEM_TOKEN_T)],
        results: &[one("result", ASYNC_VALUE_T)],
        format: Some("$token attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.create_none",
        summary: "an async value that is already complete and carries nothing",
        traits: PURE,
        results: &[one("result", ASYNC_VALUE_T)],
        format: Some("attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    // ----- memory -----
    OpDef {
        name: "nv_tileas.tiled_load",
        summary: "loads a tile of a tiled view with a chosen copy atom",
        traits: SEGMENTS,
        operands: &[
            one("view", TILED_VIEW_T),
            many("indices", INDEX_OR_INT),
            TOKEN_IN,
        ],
        results: &[one("result", TILE), TOKEN_OUT],
        attributes: &[atom(), SEMANTIC, SCOPE],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.tiled_store",
        summary: "stores a tile into a tiled view with a chosen copy atom",
        traits: SEGMENTS,
        operands: &[
            one("view", TILED_VIEW_T),
            one("value", TILE),
            many("indices", INDEX_OR_INT),
            TOKEN_IN,
        ],
        results: &[TOKEN_OUT],
        attributes: &[atom(), SEMANTIC, SCOPE],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.tiled_atomic_rmw",
        summary: "atomic read-modify-write of a tile of a tiled view",
        traits: SEGMENTS,
        operands: &[
            one("view", TILED_VIEW_T),
            one("value", TILE),
            many("indices", INDEX_OR_INT),
            TOKEN_IN,
        ],
        results: &[TOKEN_OUT],
        attributes: &[RMW, atom(), SEMANTIC, SCOPE],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.atomic_rmw",
        summary: "atomic read-modify-write through pointers",
        traits: SEGMENTS,
        operands: &[
            one("ptr", PTR_LIKE),
            one("value", TILE_OR_SCALAR),
            opt("mask", TILE_OR_SCALAR),
            TOKEN_IN,
        ],
        results: &[one("result", TILE_OR_SCALAR), TOKEN_OUT],
        attributes: &[RMW, SEMANTIC, SCOPE],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.atomic_red",
        summary: "atomic reduction through pointers (no result value)",
        traits: SEGMENTS,
        operands: &[
            one("ptr", PTR_LIKE),
            one("value", TILE_OR_SCALAR),
            opt("mask", TILE_OR_SCALAR),
            TOKEN_IN,
        ],
        results: &[TOKEN_OUT],
        attributes: &[RMW, SEMANTIC, SCOPE],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.atomic_bulk_reduce",
        summary: "bulk (TMA) atomic reduction of a shared-memory tile into global memory",
        operands: &[
            one("view", TILED_VIEW_T),
            one("value", TILE),
            many("indices", INDEX_OR_INT),
        ],
        attributes: &[RMW, atom()],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.load",
        summary: "loads through a tile of pointers with a chosen copy atom",
        traits: SEGMENTS,
        operands: &[
            one("ptr", PTR_LIKE),
            opt("mask", TILE_OR_SCALAR),
            opt("other", TILE_OR_SCALAR),
            TOKEN_IN,
        ],
        results: &[one("result", TILE_OR_SCALAR), TOKEN_OUT],
        attributes: &[atom(), SEMANTIC, SCOPE],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.store",
        summary: "stores through a tile of pointers with a chosen copy atom",
        traits: SEGMENTS,
        operands: &[
            one("ptr", PTR_LIKE),
            one("value", TILE_OR_SCALAR),
            opt("mask", TILE_OR_SCALAR),
            TOKEN_IN,
        ],
        results: &[TOKEN_OUT],
        attributes: &[atom(), SEMANTIC, SCOPE],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.gather_load",
        summary: "loads memref rows selected by an index tile",
        traits: SEGMENTS,
        operands: &[
            one("memref", MEMREF_T),
            many("indices", TILE_OR_SCALAR),
            opt("mask", TILE_OR_SCALAR),
            TOKEN_IN,
        ],
        results: &[one("result", TILE), TOKEN_OUT],
        attributes: &[atom()],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.scatter_store",
        summary: "stores tile rows into a memref at an index tile",
        traits: SEGMENTS,
        operands: &[
            one("memref", MEMREF_T),
            one("value", TILE),
            many("indices", TILE_OR_SCALAR),
            opt("mask", TILE_OR_SCALAR),
            TOKEN_IN,
        ],
        results: &[TOKEN_OUT],
        attributes: &[atom()],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.copy",
        summary: "copies a tile between memories or layouts with a copy atom",
        operands: &[one("source", TILE), one("dest", TILE)],
        results: &[one("result", TILE)],
        attributes: &[atom()],
        format: CALL_LIKE,
        verify: Some(verify::copy),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.copy_reduce",
        summary: "copies a tile, reducing it into the destination",
        operands: &[one("source", TILE), one("dest", TILE)],
        results: &[one("result", TILE)],
        attributes: &[RMW, atom()],
        format: CALL_LIKE,
        verify: Some(verify::copy),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.tiled_load",
        summary: "starts loading a tile of a tiled view",
        traits: SEGMENTS,
        operands: &[
            one("view", TILED_VIEW_T),
            many("indices", INDEX_OR_INT),
            TOKEN_IN,
        ],
        results: &[ASYNC_OUT],
        attributes: &[atom()],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.copy",
        summary: "starts an asynchronous copy of a tile",
        operands: &[one("source", TILE), one("dest", TILE)],
        results: &[ASYNC_OUT],
        attributes: &[atom()],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.load",
        summary: "starts loading through a tile of pointers",
        traits: SEGMENTS,
        operands: &[
            one("ptr", PTR_LIKE),
            opt("mask", TILE_OR_SCALAR),
            opt("other", TILE_OR_SCALAR),
            TOKEN_IN,
        ],
        results: &[ASYNC_OUT],
        attributes: &[atom()],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.tiled_atomic_rmw",
        summary: "starts an atomic read-modify-write of a tile of a tiled view",
        traits: SEGMENTS,
        operands: &[
            one("view", TILED_VIEW_T),
            one("value", TILE),
            many("indices", INDEX_OR_INT),
            TOKEN_IN,
        ],
        results: &[ASYNC_OUT],
        attributes: &[RMW, atom()],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.multimem_load_reduce",
        summary: "loads and reduces across the devices of a multimem address",
        operands: &[one("ptr", PTR_LIKE)],
        results: &[one("result", TILE_OR_SCALAR)],
        attributes: REDUCTION_KIND_AND_ATOM,
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.multimem_reduce",
        summary: "reduces a value into every device of a multimem address",
        operands: PTR_AND_VALUE,
        attributes: REDUCTION_KIND_AND_ATOM,
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.multimem_red",
        summary: "multimem reduction without a returned value (red form)",
        operands: PTR_AND_VALUE,
        attributes: REDUCTION_KIND_AND_ATOM,
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.multimem_store",
        summary: "stores a value to every device of a multimem address",
        operands: PTR_AND_VALUE,
        attributes: &[atom()],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.allreduce_ld",
        summary: "the load half of a multimem all-reduce",
        operands: &[one("ptr", PTR_LIKE)],
        results: &[one("result", TILE_OR_SCALAR)],
        attributes: REDUCTION_KIND_AND_ATOM,
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.allreduce_st",
        summary: "the store half of a multimem all-reduce",
        operands: PTR_AND_VALUE,
        attributes: &[atom()],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.memory_fence",
        summary: "a memory fence",
        attributes: &[SEMANTIC, SCOPE],
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    },
    token_op!(
        "nv_tileas.memory_fence_tko",
        "a memory fence ordered by tokens"
    ),
    OpDef {
        name: "nv_tileas.memory_fence_alias",
        summary: "a fence between accesses to possibly-aliasing memrefs",
        operands: &[many("memrefs", MEMREF_T), one("token", MEM_TOKEN_T)],
        results: &[one("result_token", MEM_TOKEN_T)],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.execution_fence_ordered",
        summary: "an execution barrier, ordered by tokens",
        operands: &[many("tokens", MEM_TOKEN_T)],
        results: &[one("result_token", MEM_TOKEN_T)],
        format: Some("$tokens attr-dict"),
        ..OpDef::DEFAULT
    },
    token_op!("nv_tileas.not_before_tko", "opens a debug-fence interval"),
    token_op!("nv_tileas.not_after_tko", "closes a debug-fence interval"),
    // ----- TMA -----
    OpDef {
        name: "nv_tileas.make_tiled_tma_desc",
        summary: "builds a tiled TMA descriptor for a memref and a box",
        operands: &[one("memref", MEMREF_T)],
        results: &[one("result", TMA_DESC_T)],
        attributes: &[AttrDecl::optional(
            "box_dim",
            "box dim attribute",
            AttrKind::Any,
        )],
        format: MEMREF_TO_RESULT,
        verify: Some(verify::make_tma_desc),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.tiled_tma_load",
        summary: "starts a TMA load of a box at the given coordinates",
        operands: &[one("desc", TMA_DESC_T), many("coords", I32)],
        results: &[ASYNC_OUT],
        attributes: &[atom()],
        format: CALL_LIKE,
        verify: Some(verify::tma_coords),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.tiled_tma_store",
        summary: "starts a TMA store of a tile to a box at the given coordinates",
        operands: &[
            one("desc", TMA_DESC_T),
            one("value", TILE),
            many("coords", I32),
        ],
        results: &[ASYNC_OUT],
        attributes: &[atom()],
        format: CALL_LIKE,
        verify: Some(verify::tma_coords),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.gather_tma_load",
        summary: "starts a TMA gather4 load of rows selected by an index tile",
        operands: &[
            one("desc", TMA_DESC_T),
            one("rows", TILE),
            many("coords", I32),
        ],
        results: &[ASYNC_OUT],
        attributes: &[atom()],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.scatter_tma_store",
        summary: "starts a TMA scatter4 store of rows at an index tile",
        operands: &[
            one("desc", TMA_DESC_T),
            one("value", TILE),
            one("rows", TILE),
            many("coords", I32),
        ],
        results: &[ASYNC_OUT],
        attributes: &[atom()],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    // ----- tensors and layouts -----
    OpDef {
        name: "nv_tileas.alloc_tensor",
        summary: "allocates a tile in shared or tensor memory",
        results: &[one("result", TILE)],
        attributes: &[AttrDecl::optional(
            "mem_kind",
            "string attribute",
            AttrKind::String,
        )],
        format: Some("attr-dict `:` type($result)"),
        verify: Some(verify::layout_results),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.extract_slice",
        summary: "a slice of a tile at the given offsets",
        traits: PURE,
        operands: &[one("source", TILE), many("offsets", INDEX_OR_INT)],
        results: &[one("result", TILE)],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.insert_slice",
        summary: "inserts a slice into a tile at the given offsets",
        traits: PURE,
        operands: &[
            one("source", TILE),
            one("dest", TILE),
            many("offsets", INDEX_OR_INT),
        ],
        results: &[one("result", TILE)],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.extract_slice",
        summary: "asynchronously extracts a slice (a copy between memories)",
        operands: &[one("source", TILE), many("offsets", INDEX_OR_INT)],
        results: &[ASYNC_OUT],
        attributes: &[atom()],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.insert_slice",
        summary: "asynchronously inserts a slice (a copy between memories)",
        operands: &[
            one("source", TILE),
            one("dest", TILE),
            many("offsets", INDEX_OR_INT),
        ],
        results: &[ASYNC_OUT],
        attributes: &[atom()],
        format: CALL_LIKE,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.convert_layout",
        summary: "moves a tile to another layout",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        format: SOURCE_TO_RESULT,
        verify: Some(verify::convert_layout),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.view",
        summary: "reinterprets a tile's shape and layout without moving data",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        format: SOURCE_TO_RESULT,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.expand_dims",
        summary: "inserts a size-1 dimension at `axis`",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        attributes: &[i32_attr("axis")],
        format: SOURCE_TO_RESULT,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.reinterpret",
        summary: "reinterprets a tile's bits (e.g. to i8 for copies)",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        format: SOURCE_TO_RESULT,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.shuffle",
        summary: "exchanges tile elements between threads (warp shuffle)",
        traits: PURE,
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        format: SOURCE_TO_RESULT,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.generate",
        summary: "builds a tile element by element from its region",
        traits: PURE.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        operands: &[any_many("captures")],
        results: &[one("result", TILE)],
        regions: BODY,
        format: CALL_LIKE_REGION,
        ..OpDef::DEFAULT
    },
    // ----- compute -----
    OpDef {
        name: "nv_tileas.dot",
        summary: "matrix multiply-accumulate with a chosen MMA atom",
        traits: PURE.union(SEGMENTS),
        operands: &[
            one("a", TILE),
            one("b", TILE),
            one("c", TILE),
            opt("sfa", TILE),
            opt("sfb", TILE),
        ],
        results: &[one("d", TILE)],
        attributes: &[atom()],
        verify: Some(verify::dot),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.dot",
        summary: "starts an asynchronous MMA (wgmma / tcgen05)",
        traits: SEGMENTS,
        operands: &[
            one("a", TILE),
            one("b", TILE),
            one("c", TILE),
            opt("sfa", TILE),
            opt("sfb", TILE),
        ],
        results: &[ASYNC_OUT],
        attributes: &[atom()],
        verify: Some(verify::dot),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.reduce",
        summary: "reduces tiles along one axis with its combiner region",
        traits: PURE.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        operands: &[many("operands", TILE)],
        results: &[any_many("results")],
        attributes: &[i32_attr("axis"), atom()],
        regions: &[region("combiner")],
        format: Some(
            "`(` $operands `)` attr-dict `:` functional-type($operands, results) $combiner",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.scan",
        summary: "prefix-combines tiles along one axis with its combiner region",
        traits: PURE.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        operands: &[many("operands", TILE)],
        results: &[many("results", TILE)],
        attributes: &[
            i32_attr("axis"),
            AttrDecl::optional("reverse", "unit attribute", AttrKind::Unit),
            atom(),
        ],
        regions: &[region("combiner")],
        format: Some(
            "`(` $operands `)` attr-dict `:` functional-type($operands, results) $combiner",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.fma",
        summary: "fused multiply-add on tiles of one layout",
        traits: PURE
            .union(Traits::ELEMENTWISE)
            .union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[
            one("a", FLOAT_LIKE),
            one("b", FLOAT_LIKE),
            one("c", FLOAT_LIKE),
        ],
        results: &[one("result", FLOAT_LIKE)],
        format: Some("$a `,` $b `,` $c attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.inv_triangular_matrix",
        summary: "inverts a triangular square matrix tile",
        traits: PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[one("source", TILE)],
        results: &[one("result", TILE)],
        attributes: &[
            AttrDecl::optional("upper", "unit attribute", AttrKind::Unit),
            atom(),
        ],
        format: Some("$source attr-dict `:` type($result)"),
        ..OpDef::DEFAULT
    },
    // ----- control and misc -----
    OpDef {
        name: "nv_tileas.yield",
        summary: "yields values from a TileAS region",
        traits: TERMINATOR,
        operands: &[any_many("operands")],
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.pragma",
        summary: "passes a compiler pragma to the code generator",
        attributes: &[AttrDecl::new(
            "pragma",
            "string attribute",
            AttrKind::String,
        )],
        format: Some("$pragma attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.simt_call",
        summary: "calls a SIMT implementation function with per-thread values",
        operands: &[any_many("args")],
        results: &[any_many("results")],
        attributes: &[
            AttrDecl::new("callee", "flat symbol reference attribute", AttrKind::Any),
            AttrDecl::optional(
                "resources",
                "plugin resource requests attribute",
                AttrKind::Any,
            ),
        ],
        format: Some("$callee `(` $args `)` attr-dict `:` functional-type($args, results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.cancel_next_program_id",
        summary: "claims the next not-yet-launched tile block",
        results: &[
            one("x", I32),
            one("y", I32),
            one("z", I32),
            one("valid", I1),
        ],
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.async.cancel_next_program_id",
        summary: "starts claiming the next not-yet-launched tile block",
        results: &[ASYNC_OUT],
        format: Some("attr-dict `:` type($future)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.cluster_launch_control.try_cancel",
        summary: "issues a cluster launch control try-cancel request",
        operands: &[one("response", TILE_OR_SCALAR)],
        results: &[one("result", I1)],
        format: Some("$response attr-dict `:` type($response)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.uniform_select",
        summary: "a select whose condition is uniform across a level",
        traits: PURE,
        operands: &[
            one("condition", I1),
            any_one("true_value"),
            any_one("false_value"),
        ],
        results: &[any_one("result")],
        attributes: &[AttrDecl::optional(
            "level",
            "uniform level attribute",
            AttrKind::Any,
        )],
        format: CALL_LIKE,
        verify: Some(verify::select),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nv_tileas.uniform_select_sliced",
        summary: "a uniform select of one slice of a tile",
        traits: PURE,
        operands: &[
            one("condition", I1),
            one("true_value", TILE),
            one("false_value", TILE),
            many("offsets", INDEX_OR_INT),
        ],
        results: &[one("result", TILE)],
        attributes: &[AttrDecl::optional(
            "level",
            "uniform level attribute",
            AttrKind::Any,
        )],
        format: CALL_LIKE,
        verify: Some(verify::select),
        ..OpDef::DEFAULT
    },
];
