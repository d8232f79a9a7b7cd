//! The op verifiers of `nv_tileas`.
//!
//! Messages the binary carries are used verbatim, typos included
//! (diagnostics.md, seeds/tileiras-pipeline-invariants-and-verifiers.txt):
//! `expects region arguement types to match with producer types [...],
//! but got: [...]`, `expects region result types to be match with operation
//! result types [...]`, `expects N coordinates, but got M`, `requires tensor
//! type having LayoutAttr attched.`. The element lists inside the brackets
//! are joined with `, ` (ours: the binary only shows the brackets). Other
//! messages are ours.

use super::attrs::layout_of;
use super::types::{self as tas, metadata_shape, payload};
use crate::common::{attr, err, list, type_str};
use crate::nv_tileaa::types::{self as aa, shape};
use crate::nv_tileaa::verify::group;
use tileir_ir::attributes::AttrData;
use tileir_ir::context::Context;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::OpRef;
use tileir_ir::format::dense_array_values;
use tileir_ir::types::{Type, TypeData};

pub type Verdict = Result<(), Diagnostic>;

fn fail(r: OpRef<'_>, msg: impl Into<String>) -> Verdict {
    Err(err(r, msg))
}

fn ty(r: OpRef<'_>, v: tileir_ir::ids::Value) -> Type {
    r.body.value_type(v)
}

fn operand(r: OpRef<'_>, name: &str) -> Option<Type> {
    group(r, name).first().map(|&v| ty(r, v))
}

fn result(r: OpRef<'_>, i: usize) -> Option<Type> {
    (i < r.body.num_results(r.op)).then(|| ty(r, r.body.result(r.op, i)))
}

/// The types an `ArrayAttr` of `TypeAttr`s holds (`producer_types`).
fn type_array(r: OpRef<'_>, name: &'static str) -> Option<Vec<Type>> {
    let a = attr(r, name)?;
    let AttrData::Array(items) = r.ctx.attr_data(a) else {
        return None;
    };
    items
        .iter()
        .map(|&i| match r.ctx.attr_data(i) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        })
        .collect()
}

/// The entry arguments and the terminator's operands of region 0.
fn region_signature(r: OpRef<'_>) -> Option<(Vec<Type>, Option<Vec<Type>>)> {
    let region = *r.body.regions(r.op).first()?;
    let body = r.body.region_body(r.op);
    let entry = body.entry_block(region)?;
    let args = body
        .block_args(entry)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    let yielded = body
        .block_ops(entry)
        .last()
        .map(|t| body.operands(t).map(|v| body.value_type(v)).collect());
    Some((args, yielded))
}

fn bracketed(ctx: &Context, types: &[Type]) -> String {
    format!("[{}]", list(ctx, types))
}

/// Region arguments are the producer (or consumer) types.
fn region_args_match(r: OpRef<'_>, attr_name: &'static str) -> Verdict {
    let Some(expected) = type_array(r, attr_name) else {
        return fail(r, format!("expects '{attr_name}' to be an array of types"));
    };
    let Some((args, _)) = region_signature(r) else {
        return Ok(());
    };
    if args != expected {
        return fail(
            r,
            format!(
                "expects region arguement types to match with producer types {}, but got: {}",
                bracketed(r.ctx, &expected),
                bracketed(r.ctx, &args)
            ),
        );
    }
    Ok(())
}

pub fn produce_one(r: OpRef<'_>) -> Verdict {
    region_args_match(r, "producer_types")
}

/// Region arguments are the consumer types; the region yields the op's
/// value results (those after the token and the async value).
pub fn consume_one(r: OpRef<'_>) -> Verdict {
    region_args_match(r, "consumer_types")?;
    let Some((_, Some(yielded))) = region_signature(r) else {
        return Ok(());
    };
    let skip = r
        .body
        .results(r.op)
        .take_while(|&v| {
            let t = ty(r, v);
            tas::is(r.ctx, t, tas::CONSUMER_TOKEN) || tas::is(r.ctx, t, tas::ASYNC_VALUE)
        })
        .count();
    let results: Vec<Type> = r.body.results(r.op).skip(skip).map(|v| ty(r, v)).collect();
    if yielded != results {
        return fail(
            r,
            format!(
                "expects region result types to be match with operation result types {}, but got: {}",
                bracketed(r.ctx, &results),
                bracketed(r.ctx, &yielded)
            ),
        );
    }
    Ok(())
}

pub fn create_pipeline(r: OpRef<'_>) -> Verdict {
    let pipeline = attr(r, "pipeline_type").and_then(|a| match r.ctx.attr_data(a) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    });
    if !pipeline.is_some_and(|t| tas::is(r.ctx, t, tas::PIPELINE)) {
        return fail(
            r,
            "expects 'pipeline_type' to be a !nv_tileas.async.pipeline type",
        );
    }
    let stages = attr(r, "numStages").and_then(|a| match r.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value.get()),
        _ => None,
    });
    if stages.is_some_and(|s| s < 1) {
        return fail(r, "expects 'numStages' to be at least 1");
    }
    Ok(())
}

pub fn agent_switch(r: OpRef<'_>) -> Verdict {
    let agents = r.body.regions(r.op).len();
    if agents == 0 {
        return fail(r, "expects at least one agent region");
    }
    for name in ["max_regs", "num_warps", "warp_id"] {
        let values = attr(r, name).and_then(|a| dense_array_values(r.ctx, a));
        if let Some(v) = values {
            if v.len() != agents {
                return fail(
                    r,
                    format!(
                        "expects one '{name}' entry per agent region ({agents}), but got {}",
                        v.len()
                    ),
                );
            }
        }
    }
    if let Some(groups) = attr(r, "num_agents_per_group").and_then(|a| dense_array_values(r.ctx, a))
    {
        let total: i64 = groups.iter().sum();
        if total != agents as i64 {
            return fail(
                r,
                format!("expects 'num_agents_per_group' to sum to the number of agent regions ({agents}), but got {total}"),
            );
        }
    }
    Ok(())
}

pub fn wait(r: OpRef<'_>) -> Verdict {
    let payloads: Vec<Type> = r
        .body
        .operands(r.op)
        .filter_map(|v| payload(r.ctx, ty(r, v)))
        .collect();
    let results: Vec<Type> = r.body.results(r.op).map(|v| ty(r, v)).collect();
    if payloads != results {
        return fail(
            r,
            format!(
                "expects results of the async values' payload types ({}), but got ({})",
                list(r.ctx, &payloads),
                list(r.ctx, &results)
            ),
        );
    }
    Ok(())
}

pub fn to_async(r: OpRef<'_>) -> Verdict {
    let (Some(v), Some(res)) = (operand(r, "value"), result(r, 0)) else {
        return Ok(());
    };
    if payload(r.ctx, res) != Some(v) {
        return fail(r, "expects an async value of the operand's type");
    }
    Ok(())
}

fn has_layout(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::RankedTensor { encoding, .. } => {
            encoding.is_some_and(|e| layout_of(ctx, e).is_some())
        }
        _ => true,
    }
}

const NO_LAYOUT: &str = "requires tensor type having LayoutAttr attched.";

pub fn layout_results(r: OpRef<'_>) -> Verdict {
    if r.body.results(r.op).any(|v| !has_layout(r.ctx, ty(r, v))) {
        return fail(r, NO_LAYOUT);
    }
    Ok(())
}

pub fn convert_layout(r: OpRef<'_>) -> Verdict {
    let (Some(s), Some(d)) = (operand(r, "source"), result(r, 0)) else {
        return Ok(());
    };
    if !has_layout(r.ctx, s) || !has_layout(r.ctx, d) {
        return fail(r, NO_LAYOUT);
    }
    if shape(r.ctx, s) != shape(r.ctx, d) || aa::element(r.ctx, s) != aa::element(r.ctx, d) {
        return fail(
            r,
            format!(
                "expects source and result of the same shape and element type, but got '{}' and '{}'",
                type_str(r.ctx, s),
                type_str(r.ctx, d)
            ),
        );
    }
    Ok(())
}

pub fn copy(r: OpRef<'_>) -> Verdict {
    let (Some(s), Some(dest), Some(res)) = (operand(r, "source"), operand(r, "dest"), result(r, 0))
    else {
        return Ok(());
    };
    if dest != res {
        return fail(r, "expects the result to be of the destination's type");
    }
    if shape(r.ctx, s) != shape(r.ctx, dest) {
        return fail(r, "expects source and destination of the same shape");
    }
    Ok(())
}

pub fn make_tma_desc(r: OpRef<'_>) -> Verdict {
    let (Some(m), Some(d)) = (operand(r, "memref"), result(r, 0)) else {
        return Ok(());
    };
    let (Some((ms, _)), Some(box_shape)) = (
        aa::shaped_parts(r.ctx, m, aa::MEMREF),
        metadata_shape(r.ctx, d),
    ) else {
        return Ok(());
    };
    if ms.len() != box_shape.len() {
        return fail(
            r,
            format!(
                "expects a box of the memref's rank ({}), but got rank {}",
                ms.len(),
                box_shape.len()
            ),
        );
    }
    Ok(())
}

/// The coordinate count is the rank of the descriptor's box.
pub fn tma_coords(r: OpRef<'_>) -> Verdict {
    let Some(desc) = operand(r, "desc") else {
        return Ok(());
    };
    let Some(box_shape) = metadata_shape(r.ctx, desc) else {
        return Ok(());
    };
    let expected = box_shape.len();
    let got = group(r, "coords").len();
    if got != expected {
        return fail(r, format!("expects {expected} coordinates, but got {got}"));
    }
    Ok(())
}

/// `A[..MxK] * B[..KxN] + C[..MxN]`; `nv_tileas.dot` returns C's type.
pub fn dot(r: OpRef<'_>) -> Verdict {
    let ctx = r.ctx;
    let (Some(a), Some(b), Some(c)) = (operand(r, "a"), operand(r, "b"), operand(r, "c")) else {
        return Ok(());
    };
    let (sa, sb, sc) = (shape(ctx, a), shape(ctx, b), shape(ctx, c));
    let rank = sa.len();
    if !(rank == 2 || rank == 3) || sb.len() != rank || sc.len() != rank {
        return fail(
            r,
            "expects operands a, b and c of the same rank, 2 or 3 (batched)",
        );
    }
    let (m, k, n) = (sa[rank - 2], sa[rank - 1], sb[rank - 1]);
    if sb[rank - 2] != k || sc[rank - 2] != m || sc[rank - 1] != n {
        return fail(r, "expects shapes [MxK] x [KxN] + [MxN]");
    }
    if let Some(d) = result(r, 0) {
        if !tas::is(ctx, d, tas::ASYNC_VALUE) && d != c {
            return fail(r, "expects the result to be of the accumulator's type");
        }
    }
    Ok(())
}

pub fn select(r: OpRef<'_>) -> Verdict {
    let (Some(t), Some(f), Some(res)) = (
        operand(r, "true_value"),
        operand(r, "false_value"),
        result(r, 0),
    ) else {
        return Ok(());
    };
    if t != f || t != res {
        return fail(r, "expects both values and the result of one type");
    }
    Ok(())
}
