//! `tileir-verify-ops-analysis`: the "TileIR operation analysis" verifier
//! of the pipeline-invariants seed (layer 3: an explicit verifier pass at a
//! fixed point, before LLVM conversion erases TileIR structure). It checks
//! the region, atom, schedule and metadata invariants of nv_tileaa and
//! nv_tileas IR that no single op verifier can see, reports every
//! violation, and fails if there was one. It changes nothing.
//!
//! The name is the wiki's (the 13.5.37 binary does not carry it, see
//! reference/passes.md); the checks are ours, modelled on the seed's
//! contract, except these messages, which are the binary's:
//! `requires tensor type having LayoutAttr attched.`, `expects the
//! \`num_ctas\` in the thread request to be consistent with the
//! configuration in \`gpu.module\`(`, `expects the \`num_warps\` in the
//! thread request to be less than or equal to the configuration in
//! \`gpu.module\` or \`agent_switch\`(` and `the number of transaction_size
//! should be equal to the number of producers in PipelineType, but got `
//! (their completions after the quoted prefix are ours).
//!
//! - regions: pipeline regions (`produce_one*`, `consume_one*`, every
//!   `agent_switch` agent) end with `nv_tileas.async.pipeline.yield`; the
//!   regions of nv_tileaa's `reduce`, `scan`, `generate`, `execute` and
//!   `simt_impl` end with `nv_tileaa.yield`.
//! - atoms: an `atom` on `dot`/`async.dot` is an MMA atom, on `reduce` and
//!   `scan` a reduce atom, on `inv_triangular_matrix` its atom, elsewhere a
//!   copy atom.
//! - schedule: `nv_tileas.num_warps` and every `agent_switch` `num_warps`
//!   entry is positive, `warp_id` entries are not negative.
//! - metadata: the discardable nv_tileas attributes have their kind (unit
//!   or integer); a tile of an nv_tileas op carries a `#nv_tileas.layout`
//!   whose shape covers exactly the tile's elements;
//!   a plugin thread request agrees with the `gpu.module`'s
//!   `nv_tileaa.kernel_spec` (ours: where the module records its CTA
//!   configuration); `transaction_size` has one entry per producer type.
//!
//! The pass names no dialect module (the pass crate does not depend on the
//! dialects): it reads op names and attribute data.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassFailed, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::context::Context;
use tileir_ir::format::dense_array_values;
use tileir_ir::ids::{OpId, RegionId};
use tileir_ir::types::{Param, Type, TypeData};
use tileir_ir::Body;

pub const INFO: PassInfo = PassInfo {
    argument: "tileir-verify-ops-analysis",
    name: "TileIRVerifyOpsAnalysis",
    summary: "Check TileIR region, atom, schedule, and metadata invariants",
    anchor: PassAnchor::Any,
    status: PassStatus::Implemented,
    origin: PassOrigin::Tileiras,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(VerifyOpsPass))
}

pub struct VerifyOpsPass;

/// One op to check: the body storing it, the op, its nearest isolated
/// ancestor (with the body storing that), and the nearest `gpu.module`.
struct Site<'a> {
    body: &'a Body,
    op: OpId,
    owner: (&'a Body, OpId),
    module: Option<(&'a Body, OpId)>,
}

impl Pass for VerifyOpsPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let storage = op.storage();
        let anchor = op.op();
        let mut failures = Vec::new();
        for site in sites(ctx, storage, anchor) {
            if let Err(message) = check(ctx, &site) {
                let name = ctx.op_name_str(site.body.op_name(site.op));
                failures.push(cx.nested_op_error(
                    site.body,
                    site.op,
                    site.owner,
                    format!("'{name}' op {message}"),
                ));
            }
        }
        if failures.is_empty() {
            return Ok(PreservedAnalyses::all());
        }
        for d in failures {
            cx.emit(d);
        }
        Err(PassFailed)
    }
}

/// Every op nested in `anchor`, in pre-order, across isolated bodies
/// (iterative: deep nesting cannot overflow the stack).
fn sites<'a>(ctx: &Context, storage: &'a Body, anchor: OpId) -> Vec<Site<'a>> {
    let gpu_module = ctx.op_name("gpu.module");
    let pre_order = |body: &'a Body, regions: &[RegionId]| {
        let mut ops = Vec::new();
        for &r in regions {
            body.walk_region_preorder(r, |o| ops.push(o));
        }
        ops
    };
    let anchor_module = (storage.op_name(anchor) == gpu_module).then_some((storage, anchor));
    let start = storage.region_body(anchor);
    type Frame<'b> = (
        &'b Body,
        Vec<OpId>,
        usize,
        (&'b Body, OpId),
        Option<(&'b Body, OpId)>,
    );
    let mut stack: Vec<Frame<'a>> = vec![(
        start,
        pre_order(start, storage.regions(anchor)),
        0,
        (storage, anchor),
        anchor_module,
    )];
    let mut out = Vec::new();
    while let Some(frame) = stack.last_mut() {
        let (body, ops, next, owner, module) = frame;
        let Some(&o) = ops.get(*next) else {
            stack.pop();
            continue;
        };
        *next += 1;
        let (body, owner, module): (&'a Body, _, _) = (body, *owner, *module);
        out.push(Site {
            body,
            op: o,
            owner,
            module,
        });
        if let Some(child) = body.child_body(o) {
            let inner_module = if body.op_name(o) == gpu_module {
                Some((body, o))
            } else {
                module
            };
            let ops = pre_order(child, body.regions(o));
            stack.push((child, ops, 0, (body, o), inner_module));
        }
    }
    out
}

fn check(ctx: &Context, site: &Site<'_>) -> Result<(), String> {
    let name = ctx.op_name_str(site.body.op_name(site.op));
    check_discardable(ctx, site)?;
    if let Some(rest) = name.strip_prefix("nv_tileas.") {
        check_regions(ctx, site, rest)?;
        check_atom(ctx, site, rest)?;
        check_layouts(ctx, site)?;
        check_schedule(ctx, site, rest)?;
        check_metadata(ctx, site, rest)?;
    } else if let Some(rest) = name.strip_prefix("nv_tileaa.") {
        check_regions(ctx, site, rest)?;
    }
    Ok(())
}

fn attr(ctx: &Context, site: &Site<'_>, name: &str) -> Option<Attribute> {
    site.body.attr(ctx, site.op, name)
}

fn dialect_attr_name(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::Dialect { name, .. } => Some(ctx.str(*name)),
        _ => None,
    }
}

// ----- regions -----

fn check_regions(ctx: &Context, site: &Site<'_>, op: &str) -> Result<(), String> {
    let terminator = match op {
        "async.pipeline.produce_one"
        | "async.pipeline.produce_one_async"
        | "async.pipeline.consume_one"
        | "async.pipeline.consume_one_async"
        | "async.pipeline.agent_switch" => "nv_tileas.async.pipeline.yield",
        "reduce" | "scan" | "generate" | "execute" | "simt_impl" => "nv_tileaa.yield",
        _ => return Ok(()),
    };
    let inner = site.body.region_body(site.op);
    for (i, &r) in site.body.regions(site.op).iter().enumerate() {
        let last = inner
            .region_blocks(r)
            .last()
            .and_then(|b| inner.block_ops(b).last());
        let ends = last.is_some_and(|t| ctx.op_name_str(inner.op_name(t)) == terminator);
        if !ends {
            return Err(format!("expects region #{i} to end with '{terminator}'"));
        }
    }
    Ok(())
}

// ----- atoms -----

const MMA_ATOMS: &[&str] = &[
    "mma.sm70",
    "mma.sm75",
    "mma.sm80",
    "mma.sm89",
    "mma.sm90",
    "mma.sm100",
    "mma.sm107",
    "mma.sm120",
];
const COPY_ATOMS: &[&str] = &[
    "ldg",
    "stg",
    "ldgsts",
    "lds",
    "sts",
    "ldsm",
    "stsm",
    "ldtm.sm10x",
    "sttm.sm100",
    "utccp",
    "sm_tma_load",
    "sm_tma_store",
    "sm_tma_redg",
    "bulk_group",
    "unknown_copy_atom",
];

fn check_atom(ctx: &Context, site: &Site<'_>, op: &str) -> Result<(), String> {
    let Some(atom) = attr(ctx, site, "atom") else {
        return Ok(());
    };
    let (family, what): (&[&str], &str) = match op {
        "dot" | "async.dot" => (MMA_ATOMS, "an MMA atom"),
        "reduce" | "scan" => (&["unknown_reduce"], "a reduce atom"),
        "inv_triangular_matrix" => (
            &["unknown_inv_triangular_matrix"],
            "an inv_triangular_matrix atom",
        ),
        _ => (COPY_ATOMS, "a copy atom"),
    };
    let mnemonic = dialect_attr_name(ctx, atom).and_then(|n| n.strip_prefix("nv_tileas."));
    if !mnemonic.is_some_and(|m| family.contains(&m)) {
        return Err(format!(
            "expects {what}, but got {}",
            tileir_ir::printer::attr_to_string(ctx, atom)
        ));
    }
    Ok(())
}

// ----- layouts -----

fn has_layout(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::RankedTensor { encoding, .. } => encoding
            .and_then(|e| dialect_attr_name(ctx, e))
            .is_some_and(|n| n == "nv_tileas.layout"),
        _ => true,
    }
}

fn check_layouts(ctx: &Context, site: &Site<'_>) -> Result<(), String> {
    let body = site.body;
    let types: Vec<Type> = body
        .operands(site.op)
        .chain(body.results(site.op))
        .map(|v| body.value_type(v))
        .collect();
    if types.iter().any(|&t| !has_layout(ctx, t)) {
        return Err("requires tensor type having LayoutAttr attched.".to_string());
    }
    for &t in &types {
        let TypeData::RankedTensor {
            shape,
            encoding: Some(layout),
            ..
        } = ctx.type_data(t)
        else {
            continue;
        };
        let elements = shape
            .iter()
            .try_fold(1i128, |n, &d| (d >= 0).then(|| n.saturating_mul(d as i128)));
        let covered = layout_size(ctx, *layout);
        if let (Some(elements), Some(covered)) = (elements, covered) {
            if elements != covered {
                return Err(format!(
                    "expects the layout of '{}' to cover its {elements} elements, but it covers {covered}",
                    tileir_ir::printer::type_to_string(ctx, t)
                ));
            }
        }
    }
    Ok(())
}

/// The number of elements a `#nv_tileas.layout` maps: the product of the
/// leaves of its shape (stored as the canonical tuple text, `(8,(4,2))`).
fn layout_size(ctx: &Context, layout: Attribute) -> Option<i128> {
    let AttrData::Dialect { params, .. } = ctx.attr_data(layout) else {
        return None;
    };
    let Some(Param::String(shape)) = params.first() else {
        return None;
    };
    shape
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .try_fold(1i128, |n, leaf| {
            leaf.parse::<i128>().ok().map(|v| n.saturating_mul(v))
        })
}

// ----- schedule -----

fn int_value(ctx: &Context, a: Attribute) -> Option<i128> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value.get()),
        _ => None,
    }
}

fn check_schedule(ctx: &Context, site: &Site<'_>, op: &str) -> Result<(), String> {
    if op != "async.pipeline.agent_switch" {
        return Ok(());
    }
    let array = |name| attr(ctx, site, name).and_then(|a| dense_array_values(ctx, a));
    if let Some(warps) = array("num_warps") {
        if let Some(w) = warps.iter().find(|&&w| w <= 0) {
            return Err(format!(
                "expects every agent to have a positive 'num_warps', but got {w}"
            ));
        }
    }
    if let Some(ids) = array("warp_id") {
        if let Some(w) = ids.iter().find(|&&w| w < 0) {
            return Err(format!(
                "expects every 'warp_id' to be non-negative, but got {w}"
            ));
        }
    }
    Ok(())
}

// ----- metadata -----

/// The discardable attributes checked for their kind: `true` for unit,
/// `false` for integer.
const DISCARDABLE: &[(&str, bool)] = &[
    ("nv_tileas.num_warps", false),
    ("nv_tileas.dual_cta_predicate_handled", true),
    ("nv_tileas.root_reg_to_reg_copy_op", true),
    ("nv_tileas.refine_atom_by_resource.refinable_op", true),
    ("nv_tileas.num-device-tmas", false),
    ("nv_tileas.num-host-tmas", false),
    ("nv_tileas.host-code", true),
    ("nv_tileas.minperctamemory", false),
    ("nv_tileaa.loop_trip_count", false),
];

fn check_discardable(ctx: &Context, site: &Site<'_>) -> Result<(), String> {
    for &(name, unit) in DISCARDABLE {
        let Some(a) = attr(ctx, site, name) else {
            continue;
        };
        let ok = if unit {
            matches!(ctx.attr_data(a), AttrData::Unit)
        } else {
            int_value(ctx, a).is_some()
        };
        if !ok {
            let kind = if unit { "a unit" } else { "an integer" };
            return Err(format!("expects '{name}' to be {kind} attribute"));
        }
        if name == "nv_tileas.num_warps" && int_value(ctx, a).is_some_and(|w| w <= 0) {
            return Err(format!("expects '{name}' to be positive"));
        }
    }
    Ok(())
}

/// The integer fields of a struct-like dialect attribute, by position.
fn int_params(ctx: &Context, a: Attribute) -> Vec<i64> {
    match ctx.attr_data(a) {
        AttrData::Dialect { params, .. } => params
            .iter()
            .filter_map(|p| match p {
                Param::Int(v) => Some(*v),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The thread requests (`#nv_tileas.plugin.thread_req<num_warps, num_ctas>`)
/// among an op's attributes, directly or inside `resource_reqs` arrays.
fn thread_requests(ctx: &Context, site: &Site<'_>) -> Vec<Attribute> {
    let mut out = Vec::new();
    // Inherent attributes live in the properties, the others in the
    // discardable dictionary.
    let dicts = site.body.props(site.op).into_iter();
    let mut todo: Vec<Attribute> = dicts
        .chain([site.body.attr_dict(site.op)])
        .flat_map(|d| ctx.dictionary_entries(d).iter().map(|n| n.value))
        .collect();
    while let Some(a) = todo.pop() {
        match ctx.attr_data(a) {
            AttrData::Dialect { name, params } => {
                let name = ctx.str(*name);
                if name == "nv_tileas.plugin.thread_req" {
                    out.push(a);
                } else if name == "nv_tileas.plugin.resource_reqs" {
                    todo.extend(params.iter().filter_map(|p| match p {
                        Param::Attr(inner) => Some(*inner),
                        _ => None,
                    }));
                }
            }
            AttrData::Array(items) => todo.extend(items.iter().copied()),
            _ => {}
        }
    }
    out
}

fn check_metadata(ctx: &Context, site: &Site<'_>, op: &str) -> Result<(), String> {
    if let Some((mbody, module)) = site.module {
        let spec = mbody
            .attr(ctx, module, "nv_tileaa.kernel_spec")
            .map(|a| int_params(ctx, a));
        if let Some([warps, ctas, ..]) = spec.as_deref() {
            for req in thread_requests(ctx, site) {
                let [req_warps, req_ctas, ..] = int_params(ctx, req)[..] else {
                    continue;
                };
                if req_ctas != *ctas {
                    return Err(format!(
                        "expects the `num_ctas` in the thread request to be consistent with the configuration in `gpu.module`({ctas}), but got {req_ctas}"
                    ));
                }
                if req_warps > *warps {
                    return Err(format!(
                        "expects the `num_warps` in the thread request to be less than or equal to the configuration in `gpu.module` or `agent_switch`({warps}), but got {req_warps}"
                    ));
                }
            }
        }
    }
    if op == "async.pipeline.create_pipeline" {
        let producers = attr(ctx, site, "pipeline_type").and_then(|a| match ctx.attr_data(a) {
            AttrData::Type(t) => match ctx.type_data(*t) {
                TypeData::Dialect(d) => Some(d.params.len()),
                _ => None,
            },
            _ => None,
        });
        let sizes = attr(ctx, site, "transaction_size").and_then(|a| dense_array_values(ctx, a));
        if let (Some(producers), Some(sizes)) = (producers, sizes) {
            if sizes.len() != producers {
                return Err(format!(
                    "the number of transaction_size should be equal to the number of producers in PipelineType, but got {}",
                    sizes.len()
                ));
            }
        }
    }
    Ok(())
}

/// The explicit verifier passes of the pipeline-invariants seed that are
/// implemented (registered apart from the generated tileiras group, whose
/// entries all come from the binary).
pub static GROUP: crate::registry::Group = crate::registry::Group {
    name: "tileir-verifiers",
    passes: &[INFO],
    pipelines: &[],
};
