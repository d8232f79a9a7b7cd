//! The `gpu` dialect (`mlir/include/mlir/Dialect/GPU/IR/GPUOps.td`,
//! `GPUBase.td`, `GPUDialect.cpp`).

#[path = "gpu/kernels.rs"]
pub mod kernels;
#[path = "gpu/mapping.rs"]
pub mod mapping;
#[path = "gpu/mma.rs"]
pub mod mma;
#[path = "gpu/more.rs"]
pub mod more;
#[path = "gpu/sparse.rs"]
pub mod sparse;
#[path = "gpu/warp.rs"]
pub mod warp;

use super::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{
    Arity, AttrDecl, AttrDef, AttrKind, CustomDirective, DialectDef, EnumDef, EnumSpelling,
    EnumStorage, Interfaces, OpDef, OpRef, ParamDecl, ParamKind, RegionDecl, Traits, TypeClass,
    TypeConstraint, TypeDef, TypeRelation,
};
use tileir_ir::effects::{Effect, EffectDecl, EffectKind, EffectOn, MemoryEffects};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::format::CustomArg;
use tileir_ir::ids::{OpId, Value};
use tileir_ir::types::{Type, TypeData};

pub static DIMENSION: EnumDef = EnumDef {
    name: "gpu.dim",
    cases: &[("x", 0), ("y", 1), ("z", 2)],
    bit: false,
    separator: "",
    storage: EnumStorage::Dialect("gpu.dim"),
    spelling: EnumSpelling::Generated("::mlir::gpu::Dimension"),
};

pub static SHUFFLE_MODE: EnumDef = EnumDef {
    name: "gpu.shuffle_mode",
    cases: &[("xor", 0), ("up", 1), ("down", 2), ("idx", 3)],
    bit: false,
    separator: "",
    storage: EnumStorage::Dialect("gpu.shuffle_mode"),
    spelling: EnumSpelling::Generated("::mlir::gpu::ShuffleMode"),
};

fn is_async_token(ctx: &tileir_ir::Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Dialect(d) if ctx.str(d.name) == "gpu.async.token")
}
pub const ASYNC_TOKEN: TypeConstraint = TypeConstraint {
    summary: "async token type",
    check: is_async_token,
    buildable: Some(|c| tileir_ir::format::dialect_type(c, "gpu.async.token", Vec::new())),
    dialect_type: None,
    class: None,
};

/// `AnyMemRef`: its C++ type is `MemRefType`, so `type($x)` parses a
/// ranked memref only.
pub const ANY_MEMREF: TypeConstraint = TypeConstraint::new("memref of any type values", |c, t| {
    matches!(c.type_data(t), TypeData::MemRef { .. })
})
.of_class(TypeClass::MemRef);
/// `AnyUnrankedMemRef` (C++ type `UnrankedMemRefType`).
pub const ANY_UNRANKED_MEMREF: TypeConstraint =
    TypeConstraint::new("unranked.memref of any type values", |c, t| {
        matches!(c.type_data(t), TypeData::UnrankedMemRef { .. })
    })
    .of_class(TypeClass::UnrankedMemRef);

const DIM_ATTR: AttrDecl = AttrDecl::new(
    "dimension",
    "a dimension, either 'x', 'y', or 'z'",
    AttrKind::Dialect("gpu.dim"),
);
const UPPER_BOUND: AttrDecl = AttrDecl::optional("upper_bound", "index attribute", INDEX_KIND);

const INDEX_RES: &[tileir_ir::dialect::ValueDecl] = &[one("result", INDEX)];

fn dim_names(r: OpRef<'_>, set: &mut dyn FnMut(Value, &str)) {
    let prefix = op_name(r).trim_start_matches("gpu.");
    let dim = attr(r, "dimension")
        .and_then(|a| tileir_ir::format::enum_value(r.ctx, a))
        .and_then(|v| DIMENSION.case_name(v))
        .unwrap_or("x");
    set(r.body.result(r.op, 0), &format!("{prefix}_{dim}"));
}

const fn dim_op(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        results: INDEX_RES,
        attributes: &[DIM_ATTR, UPPER_BOUND],
        format: Some("$dimension (`upper_bound` $upper_bound^)? attr-dict"),
        result_names: Some(dim_names),
        ..OpDef::DEFAULT
    }
}

const fn index_op(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        results: INDEX_RES,
        attributes: &[UPPER_BOUND],
        format: Some("(`upper_bound` $upper_bound^)? attr-dict"),
        ..OpDef::DEFAULT
    }
}

/// Subgroup queries spell their (index) result type.
const fn typed_index_op(name: &'static str) -> OpDef {
    OpDef {
        format: Some("(`upper_bound` $upper_bound^)? attr-dict `:` type($result)"),
        ..index_op(name)
    }
}

// ----- gpu.func -----

fn parse_attributions(
    p: &mut dyn AsmParser,
    keyword: &str,
    into: &mut Vec<tileir_ir::asm::Argument>,
) -> ParseResult<usize> {
    if !p.parse_optional_keyword(keyword) {
        return Ok(0);
    }
    p.parse_punct("(")?;
    let mut n = 0;
    if !p.parse_optional_punct(")") {
        loop {
            let Some(a) = p.parse_optional_argument(true, true)? else {
                return Err(p.error("expected SSA operand"));
            };
            if a.ty.is_none() {
                return Err(p.error("expected ':'"));
            }
            into.push(a);
            n += 1;
            if p.parse_optional_punct(")") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    Ok(n)
}

fn parse_gpu_func(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let name = p.parse_symbol_name()?;
    let name = p.context().str(name).to_string();
    let sa = p.context().string_attr(&name);
    state.attributes.push(named(p.context(), "sym_name", sa));
    let sig = helpers::parse_function_signature(p, false)?;
    let ft = p.context().function_type(&sig.arg_types, &sig.results);
    let fta = p.context().type_attr(ft);
    state
        .attributes
        .push(named(p.context(), "function_type", fta));
    if let Some(a) = helpers::dict_array(p.context(), &sig.arg_attrs) {
        state.attributes.push(named(p.context(), "arg_attrs", a));
    }
    if let Some(a) = helpers::dict_array(p.context(), &sig.result_attrs) {
        state.attributes.push(named(p.context(), "res_attrs", a));
    }
    let mut args = sig.args;
    let nw = parse_attributions(p, "workgroup", &mut args)?;
    let i64t = p.context().int_type(64);
    let nwa = p.context().integer_attr(i64t, nw as i128);
    state
        .attributes
        .push(named(p.context(), "workgroup_attributions", nwa));
    parse_attributions(p, "private", &mut args)?;
    if p.parse_optional_keyword("kernel") {
        let u = p.context().unit_attr();
        state.attributes.push(named(p.context(), "gpu.kernel", u));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    for a in &mut args {
        a.attrs.clear();
    }
    let r = p.parse_region(&args, false)?;
    state.regions.push(r);
    Ok(())
}

fn print_gpu_func(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    p.write_str(" ");
    helpers::print_sym_name(p, &attrs);
    let (inputs, results) =
        super::func::function_type_of(p.context(), p.body(), op).unwrap_or_default();
    let nw = helpers::find_attr(p.context(), &attrs, "workgroup_attributions")
        .and_then(|a| match p.context().attr_data(a) {
            tileir_ir::AttrData::Integer { value, .. } => Some(value.get() as usize),
            _ => None,
        })
        .unwrap_or(0);
    let region = p.body().regions(op)[0];
    let body = p.body().region_body(op);
    let all: Vec<Value> = body
        .entry_block(region)
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default();
    let n_in = inputs.len().min(all.len());
    let arg_attrs = helpers::find_attr(p.context(), &attrs, "arg_attrs");
    let res_attrs = helpers::find_attr(p.context(), &attrs, "res_attrs");
    helpers::print_function_signature(
        p,
        Some(&all[..n_in]),
        &inputs,
        arg_attrs,
        &results,
        res_attrs,
        false,
    );
    let rest = &all[n_in..];
    let (work, private) = rest.split_at(nw.min(rest.len()));
    for (kw, vals) in [("workgroup", work), ("private", private)] {
        if vals.is_empty() {
            continue;
        }
        p.write_str(&format!(" {kw}("));
        for (i, &v) in vals.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_op_region_operand(op, v);
            p.write_str(" : ");
            let t = p.body().region_body(op).value_type(v);
            p.print_type(t);
        }
        p.write_str(")");
    }
    if helpers::find_attr(p.context(), &attrs, "gpu.kernel").is_some() {
        p.write_str(" kernel");
    }
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &[
            "workgroup_attributions",
            "gpu.kernel",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "workgroup_attrib_attrs",
            "private_attrib_attrs",
            "sym_name",
        ],
    );
    p.write_str(" ");
    p.print_region(op, region, false, false);
}

// ----- gpu.launch -----

/// `(%bx, %by, %bz) in (%sx = %a, %sy = %b, %sz = %c)`.
fn parse_size_assignment(
    p: &mut dyn AsmParser,
    ids: &mut Vec<tileir_ir::asm::Argument>,
    sizes: &mut Vec<tileir_ir::asm::Argument>,
    operands: &mut Vec<tileir_ir::asm::UnresolvedOperand>,
) -> ParseResult<()> {
    let index = p.context().index_type();
    p.parse_punct("(")?;
    for i in 0..3 {
        if i > 0 {
            p.parse_punct(",")?;
        }
        let mut a = super::common::parse_required_argument(p)?;
        a.ty = Some(index);
        ids.push(a);
    }
    p.parse_punct(")")?;
    p.parse_keyword("in")?;
    p.parse_punct("(")?;
    for i in 0..3 {
        if i > 0 {
            p.parse_punct(",")?;
        }
        let mut a = super::common::parse_required_argument(p)?;
        a.ty = Some(index);
        sizes.push(a);
        p.parse_punct("=")?;
        operands.push(p.parse_operand()?);
    }
    p.parse_punct(")")?;
    Ok(())
}

fn parse_launch(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let index = p.context().index_type();
    let mut deps = Vec::new();
    if p.parse_optional_keyword("async") {
        let t = tileir_ir::format::dialect_type(p.context(), "gpu.async.token", Vec::new());
        state.result_types.push(t);
        if p.parse_optional_punct("[") {
            deps = tileir_ir::format::parse_operand_list(p)?;
            p.parse_punct("]")?;
        }
    }
    let (mut cluster_ids, mut cluster_sizes, mut cluster_ops) =
        (Vec::new(), Vec::new(), Vec::new());
    let has_cluster = p.parse_optional_keyword("clusters");
    if has_cluster {
        parse_size_assignment(p, &mut cluster_ids, &mut cluster_sizes, &mut cluster_ops)?;
    }
    let (mut block_ids, mut grid_sizes, mut grid_ops) = (Vec::new(), Vec::new(), Vec::new());
    p.parse_keyword("blocks")?;
    parse_size_assignment(p, &mut block_ids, &mut grid_sizes, &mut grid_ops)?;
    let (mut thread_ids, mut block_sizes, mut block_ops) = (Vec::new(), Vec::new(), Vec::new());
    p.parse_keyword("threads")?;
    parse_size_assignment(p, &mut thread_ids, &mut block_sizes, &mut block_ops)?;
    let mut dyn_smem = None;
    if p.parse_optional_keyword("dynamic_shared_memory_size") {
        dyn_smem = Some(p.parse_operand()?);
    }
    let mut attributions = Vec::new();
    let nw = parse_attributions(p, "workgroup", &mut attributions)?;
    parse_attributions(p, "private", &mut attributions)?;
    let token = tileir_ir::format::dialect_type(p.context(), "gpu.async.token", Vec::new());
    for d in &deps {
        let v = p.resolve_operand(d, token)?;
        state.operands.push(v);
    }
    for o in grid_ops.iter().chain(&block_ops).chain(&cluster_ops) {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    if let Some(o) = &dyn_smem {
        let i32t = p.context().int_type(32);
        let v = p.resolve_operand(o, i32t)?;
        state.operands.push(v);
    }
    let c = if has_cluster { 1 } else { 0 };
    let segs = [
        deps.len() as i64,
        1,
        1,
        1,
        1,
        1,
        1,
        c,
        c,
        c,
        dyn_smem.is_some() as i64,
    ];
    let a = tileir_ir::format::dense_array(p.context(), 32, &segs);
    state
        .attributes
        .push(named(p.context(), "operandSegmentSizes", a));
    let i64t = p.context().int_type(64);
    let nwa = p.context().integer_attr(i64t, nw as i128);
    state
        .attributes
        .push(named(p.context(), "workgroup_attributions", nwa));
    let mut args = block_ids;
    args.extend(thread_ids);
    args.extend(grid_sizes);
    args.extend(block_sizes);
    args.extend(cluster_ids);
    args.extend(cluster_sizes);
    args.extend(attributions);
    let r = p.parse_region(&args, false)?;
    state.regions.push(r);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print_size_assignment(
    p: &mut dyn AsmPrinter,
    ids: &[Value],
    sizes: &[Value],
    operands: &[Value],
) {
    p.write_str("(");
    p.print_operands(ids);
    p.write_str(") in (");
    for (i, (&s, &o)) in sizes.iter().zip(operands).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(s);
        p.write_str(" = ");
        p.print_operand(o);
    }
    p.write_str(")");
}

fn print_launch(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let segs = helpers::find_attr(ctx, &attrs, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(ctx, a))
        .unwrap_or_default();
    let nw = helpers::find_attr(ctx, &attrs, "workgroup_attributions")
        .and_then(|a| match ctx.attr_data(a) {
            tileir_ir::AttrData::Integer { value, .. } => Some(value.get() as usize),
            _ => None,
        })
        .unwrap_or(0);
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let has_token = body.num_results(op) > 0;
    let region = body.regions(op)[0];
    let args: Vec<Value> = body
        .entry_block(region)
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default();
    let n_deps = segs.first().copied().unwrap_or(0) as usize;
    let has_cluster = segs.get(7).copied().unwrap_or(0) == 1;
    let has_smem = segs.get(10).copied().unwrap_or(0) == 1;
    if has_token {
        p.write_str(" async");
        if n_deps > 0 {
            p.write_str(" [");
            p.print_operands(&operands[..n_deps]);
            p.write_str("]");
        }
    }
    let o = &operands[n_deps..];
    if args.len() < 12 || o.len() < 6 {
        return;
    }
    let mut next = 12;
    if has_cluster && args.len() >= 18 && o.len() >= 9 {
        p.write_str(" clusters");
        print_size_assignment(p, &args[12..15], &args[15..18], &o[6..9]);
        next = 18;
    }
    p.write_str(" blocks");
    print_size_assignment(p, &args[0..3], &args[6..9], &o[0..3]);
    p.write_str(" threads");
    print_size_assignment(p, &args[3..6], &args[9..12], &o[3..6]);
    if has_smem {
        p.write_str(" dynamic_shared_memory_size ");
        p.print_operand(*o.last().unwrap());
    }
    let rest = &args[next.min(args.len())..];
    let (work, private) = rest.split_at(nw.min(rest.len()));
    for (kw, vals) in [("workgroup", work), ("private", private)] {
        if vals.is_empty() {
            continue;
        }
        p.write_str(&format!(" {kw}("));
        for (i, &v) in vals.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(v);
            p.write_str(" : ");
            let t = p.body().value_type(v);
            p.print_type(t);
        }
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(op, region, false, false);
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes", "workgroup_attributions"]);
}

fn verify_gpu_func(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let kernel = attr(r, "gpu.kernel").is_some();
    if let Some((_, results)) = super::func::function_type_of(r.ctx, r.body, r.op) {
        if kernel && !results.is_empty() {
            return Err(err(r, "expected void return type for kernel function"));
        }
    }
    Ok(())
}

/// Upstream's `AllocOp::verify`: one size per dynamic dimension of the
/// memref, one symbol operand per symbol of its layout map.
fn verify_alloc(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let segments = attr(r, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
        .unwrap_or_default();
    let (Some(&sizes), Some(&symbols)) = (segments.get(1), segments.get(2)) else {
        return Ok(());
    };
    let TypeData::MemRef { shape, layout, .. } =
        r.ctx.type_data(r.body.value_type(r.body.result(r.op, 0)))
    else {
        return Ok(());
    };
    let dynamic = shape
        .iter()
        .filter(|&&d| d == tileir_ir::types::DYNAMIC)
        .count() as i64;
    if sizes != dynamic {
        return Err(err(
            r,
            format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"),
        ));
    }
    let layout_symbols = match layout.map(|l| r.ctx.attr_data(l)) {
        Some(tileir_ir::AttrData::AffineMap(map)) => map.num_symbols as i64,
        Some(tileir_ir::AttrData::StridedLayout { offset, strides }) => std::iter::once(offset)
            .chain(strides.iter())
            .filter(|&&v| v == tileir_ir::types::DYNAMIC)
            .count() as i64,
        _ => 0,
    };
    if symbols != layout_symbols {
        return Err(err(
            r,
            "symbol operand count does not equal memref symbol count",
        ));
    }
    Ok(())
}

/// `gpu.launch_func`: the closest surrounding module is a GPU container.
fn verify_launch_func_module(
    r: OpRef<'_>,
    ancestors: &[OpRef<'_>],
) -> Result<(), tileir_ir::diag::Diagnostic> {
    let module = ancestors
        .iter()
        .find(|a| a.ctx.op_name_str(a.body.op_name(a.op)) == "builtin.module");
    if module.is_some_and(|m| attr(*m, "gpu.container_module").is_none()) {
        return Err(err(
            r,
            "expected the closest surrounding module to have the 'gpu.container_module' attribute",
        ));
    }
    Ok(())
}

/// `gpu.launch_func`: the kernel `@module::@kernel` is a `gpu.kernel`
/// function of a `gpu.module` taking as many operands as the launch passes
/// (upstream's check of the `gpu.container_module` attribute).
fn verify_launch_func_kernel(
    r: OpRef<'_>,
    table: &tileir_ir::dialect::SymbolTableRef<'_>,
) -> Result<(), tileir_ir::diag::Diagnostic> {
    let ctx = r.ctx;
    let Some((container, kernel)) = attr(r, "kernel").and_then(|a| match ctx.attr_data(a) {
        tileir_ir::AttrData::SymbolRef { root, nested } if nested.len() == 1 => {
            Some((ctx.str(*root), ctx.str(nested[0])))
        }
        _ => None,
    }) else {
        return Ok(());
    };
    let Some(module) = table
        .lookup(container)
        .filter(|m| ctx.op_name_str(m.body.op_name(m.op)) == "gpu.module")
    else {
        return Err(err(
            r,
            format!("kernel container '{container}' is undefined"),
        ));
    };
    let body = module.body.region_body(module.op);
    let function = module
        .body
        .regions(module.op)
        .first()
        .and_then(|&region| body.entry_block(region))
        .into_iter()
        .flat_map(|block| body.block_ops(block))
        .map(|op| OpRef { ctx, body, op })
        .find(|f| {
            attr(*f, "sym_name")
                .and_then(|a| string_of(ctx, a))
                .as_deref()
                == Some(kernel)
        });
    let Some(function) = function else {
        return Err(err(
            r,
            format!("kernel function '@{container}::@{kernel}' is undefined"),
        ));
    };
    if ctx.op_name_str(body.op_name(function.op)) == "gpu.func" {
        if attr(function, "gpu.kernel").is_none() {
            return Err(err(
                r,
                "kernel function is missing the 'gpu.kernel' attribute",
            ));
        }
        if let Some((inputs, _)) = super::func::function_type_of(ctx, body, function.op) {
            let sizes = attr(r, "operandSegmentSizes")
                .and_then(|a| tileir_ir::format::dense_array_values(ctx, a))
                .unwrap_or_default();
            let given = sizes.get(11).copied().unwrap_or(0) as usize;
            if given != inputs.len() {
                return Err(err(
                    r,
                    format!("got {given} kernel operands but expected {}", inputs.len()),
                ));
            }
        }
    }
    Ok(())
}

/// `AnyIntegerOrFloatOr1DVector`: a scalar or a fixed-length 1-D vector of
/// integers or floats.
const SHUFFLE_VALUE: TypeConstraint = TypeConstraint::new(
    "Integer or Float or fixed-length vector of Integer or Float values of ranks 1",
    |c, t| {
        let scalar = |t| {
            matches!(
                c.type_data(t),
                TypeData::Integer { .. } | TypeData::Float(_)
            )
        };
        match c.type_data(t) {
            TypeData::Vector {
                shape,
                scalable,
                element,
            } => shape.len() == 1 && !scalable.iter().any(|&s| s) && scalar(*element),
            _ => scalar(t),
        }
    },
);

// ----- gpu.module -----

fn parse_gpu_module(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let name = p.parse_symbol_name()?;
    let name = p.context().str(name).to_string();
    let sa = p.context().string_attr(&name);
    state.attributes.push(named(p.context(), "sym_name", sa));
    if p.peek_punct("[") {
        let a = p.parse_attribute(None)?;
        state.attributes.push(named(p.context(), "targets", a));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    let r = p.parse_region(&[], false)?;
    // `gpu.module @g {}` still has its one (empty) block, as in MLIR.
    p.ensure_block(r)?;
    state.regions.push(r);
    Ok(())
}

fn print_gpu_module(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    p.write_str(" ");
    helpers::print_sym_name(p, &attrs);
    if let Some(t) = helpers::find_attr(p.context(), &attrs, "targets") {
        p.write_str(" ");
        p.print_attribute(t);
    }
    p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name", "targets", "offloadingHandler"]);
    p.write_str(" ");
    let r = p.body().regions(op)[0];
    p.print_region_with_terminators(op, r, false, false, false);
}

// ----- gpu.return verifier -----

fn verify_gpu_return(
    r: OpRef<'_>,
    parent: Option<OpRef<'_>>,
) -> Result<(), tileir_ir::diag::Diagnostic> {
    let Some(f) = parent else {
        return Ok(());
    };
    let Some((_, results)) = super::func::function_type_of(f.ctx, f.body, f.op) else {
        return Ok(());
    };
    let types: Vec<Type> = r
        .body
        .operands(r.op)
        .map(|v| r.body.value_type(v))
        .collect();
    if types.len() != results.len() {
        return Err(
            err(r, format!("expected {} result operands", results.len()))
                .with_note(f.body.op_loc(f.op), "return type declared here"),
        );
    }
    for (i, (&a, &b)) in types.iter().zip(&results).enumerate() {
        if a != b {
            return Err(err(
                r,
                format!(
                    "unexpected type `'{}'' for operand #{i}",
                    type_str(r.ctx, a)
                ),
            ));
        }
    }
    Ok(())
}

// ----- custom directives -----

fn parse_async_deps(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    if p.parse_optional_keyword("async") {
        let t = tileir_ir::format::dialect_type(p.context(), "gpu.async.token", Vec::new());
        args[0] = CustomArg::Types(vec![t]);
    }
    if p.parse_optional_punct("[") {
        let ops = tileir_ir::format::parse_operand_list(p)?;
        p.parse_punct("]")?;
        args[1] = CustomArg::Operands(ops);
    }
    Ok(())
}

fn print_async_deps(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    let has_token = matches!(&args[0], CustomArg::Types(t) if !t.is_empty());
    if has_token {
        p.write_str("async");
    }
    if let CustomArg::Values(v) = &args[1] {
        if v.is_empty() {
            return;
        }
        if has_token {
            p.write_str(" ");
        }
        p.write_str("[");
        p.print_operands(v);
        p.write_str("]");
    }
}

fn parse_launch_dim_type(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let t = if p.parse_optional_punct(":") {
        p.parse_type()?
    } else {
        p.context().index_type()
    };
    args[0] = CustomArg::Types(vec![t]);
    Ok(())
}

fn print_launch_dim_type(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    if let CustomArg::Types(t) = &args[0] {
        if let Some(&t) = t.first() {
            if !is_index(p.context(), t) {
                p.write_str(": ");
                p.print_type(t);
            }
        }
    }
}

fn parse_launch_operands(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    if !p.parse_optional_keyword("args") {
        return Ok(());
    }
    p.parse_punct("(")?;
    let mut ops = Vec::new();
    let mut types = Vec::new();
    if !p.parse_optional_punct(")") {
        loop {
            ops.push(p.parse_operand()?);
            p.parse_punct(":")?;
            types.push(p.parse_type()?);
            if p.parse_optional_punct(")") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    args[0] = CustomArg::Operands(ops);
    args[1] = CustomArg::Types(types);
    Ok(())
}

fn print_launch_operands(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    let (CustomArg::Values(v), CustomArg::Types(t)) = (&args[0], &args[1]) else {
        return;
    };
    if v.is_empty() {
        return;
    }
    p.write_str("args(");
    for (i, (&v, &t)) in v.iter().zip(t).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(v);
        p.write_str(" : ");
        p.print_type(t);
    }
    p.write_str(")");
}

static OPS: &[OpDef] = &[
    dim_op("gpu.thread_id"),
    dim_op("gpu.block_id"),
    dim_op("gpu.block_dim"),
    dim_op("gpu.grid_dim"),
    dim_op("gpu.cluster_id"),
    dim_op("gpu.cluster_dim"),
    dim_op("gpu.cluster_block_id"),
    dim_op("gpu.cluster_dim_blocks"),
    dim_op("gpu.global_id"),
    index_op("gpu.lane_id"),
    typed_index_op("gpu.subgroup_id"),
    typed_index_op("gpu.num_subgroups"),
    typed_index_op("gpu.subgroup_size"),
    OpDef { name: "gpu.barrier", format: Some("attr-dict"), ..OpDef::DEFAULT },
    OpDef {
        name: "gpu.terminator",
        traits: Traits::PURE.union(Traits::TERMINATOR),
        parents: &["gpu.launch"],
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.return",
        traits: Traits::PURE.union(Traits::TERMINATOR).union(Traits::RETURN_LIKE),
        parents: &["gpu.func"],
        operands: &[any_many("operands")],
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
        verify_with_parent: Some(verify_gpu_return),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.module",
        traits: Traits::ISOLATED_FROM_ABOVE
            .union(Traits::SYMBOL_TABLE)
            .union(Traits::SYMBOL)
            .union(Traits::NO_REGION_ARGUMENTS)
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::NO_TERMINATOR),
        attributes: &[
            AttrDecl::new("sym_name", "string attribute", AttrKind::SymbolName),
            AttrDecl::optional("targets", "array of GPU target attributes with at least 1 elements", AttrKind::Array),
            AttrDecl::optional("offloadingHandler", "any attribute with the `OffloadingTranslationAttrTrait` trait.", AttrKind::Any),
        ],
        regions: &[RegionDecl { name: "bodyRegion", arity: Arity::Single, single_block: true }],
        parse: Some(parse_gpu_module),
        print: Some(print_gpu_module),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.func",
        traits: Traits::ISOLATED_FROM_ABOVE.union(Traits::SYMBOL).union(Traits::AUTOMATIC_ALLOCATION_SCOPE),
        parents: &["gpu.module"],
        attributes: &[
            AttrDecl::new("function_type", "type attribute of function type", AttrKind::TypeAttr),
            AttrDecl::optional("arg_attrs", "Array of dictionary attributes", AttrKind::Array),
            AttrDecl::optional("res_attrs", "Array of dictionary attributes", AttrKind::Array),
            AttrDecl::optional("workgroup_attrib_attrs", "Array of dictionary attributes", AttrKind::Array),
            AttrDecl::optional("private_attrib_attrs", "Array of dictionary attributes", AttrKind::Array),
        ],
        regions: &[RegionDecl { name: "body", arity: Arity::Single, single_block: false }],
        parse: Some(parse_gpu_func),
        print: Some(print_gpu_func),
        verify: Some(verify_gpu_func),
        interfaces: Interfaces {
            callable: Some(&crate::func::CALLABLE),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.wait",
        operands: &[many("asyncDependencies", ASYNC_TOKEN)],
        results: &[opt("asyncToken", ASYNC_TOKEN)],
        format: Some("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) attr-dict"),
        interfaces: Interfaces { canonicalization_patterns: WAIT_PATTERNS, ..Interfaces::DEFAULT },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.shuffle",
        traits: Traits::PURE,
        operands: &[one("value", SHUFFLE_VALUE), one("offset", I32), one("width", I32)],
        results: &[any_one("shuffleResult"), one("valid", I1)],
        attributes: &[AttrDecl::new("mode", "Indexing modes supported by gpu.shuffle.", AttrKind::Dialect("gpu.shuffle_mode"))],
        format: Some("$mode $value `,` $offset `,` $width attr-dict `:` type($value)"),
        type_relations: &[TypeRelation::same("value", "shuffleResult")],
        result_names: Some(super::ods_result_names),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.printf",
        operands: &[any_many("args")],
        attributes: &[AttrDecl::new("format", "string attribute", AttrKind::String)],
        format: Some("$format attr-dict (`,` $args^ `:` type($args))?"),
        interfaces: Interfaces {
            memory_effects: MemoryEffects::Declared(&[EffectDecl::new(EffectKind::Write, EffectOn::Resource)]),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.dealloc",
        operands: &[many("asyncDependencies", ASYNC_TOKEN), one("memref", ANY_MEMREF)],
        results: &[opt("asyncToken", ASYNC_TOKEN)],
        format: Some("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $memref attr-dict `:` type($memref)"),
        interfaces: Interfaces {
            memory_effects: MemoryEffects::Computed(dealloc_effects),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.memcpy",
        operands: &[many("asyncDependencies", ASYNC_TOKEN), one("dst", ANY_MEMREF), one("src", ANY_MEMREF)],
        results: &[opt("asyncToken", ASYNC_TOKEN)],
        format: Some(
            "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dst`,` $src `:` type($dst)`,` type($src) attr-dict",
        ),
        interfaces: Interfaces {
            memory_effects: MemoryEffects::Computed(memcpy_effects),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.alloc",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[many("asyncDependencies", ASYNC_TOKEN), many("dynamicSizes", INDEX), many("symbolOperands", INDEX)],
        results: &[one("memref", ANY_MEMREF), opt("asyncToken", ASYNC_TOKEN)],
        attributes: &[AttrDecl::optional("hostShared", "unit attribute", AttrKind::Unit)],
        format: Some(
            "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) (` ` `host_shared` $hostShared^)? ` ` `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
        ),
        result_names: Some(alloc_names),
        verify: Some(verify_alloc),
        interfaces: Interfaces {
            memory_effects: MemoryEffects::Declared(&[EffectDecl::new(EffectKind::Allocate, EffectOn::Result(0))]),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.launch",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS.union(Traits::AUTOMATIC_ALLOCATION_SCOPE).union(Traits::RECURSIVE_MEMORY_EFFECTS),
        operands: &[
            many("asyncDependencies", ASYNC_TOKEN),
            one("gridSizeX", INDEX),
            one("gridSizeY", INDEX),
            one("gridSizeZ", INDEX),
            one("blockSizeX", INDEX),
            one("blockSizeY", INDEX),
            one("blockSizeZ", INDEX),
            opt("clusterSizeX", INDEX),
            opt("clusterSizeY", INDEX),
            opt("clusterSizeZ", INDEX),
            opt("dynamicSharedMemorySize", I32),
        ],
        results: &[opt("asyncToken", ASYNC_TOKEN)],
        attributes: &[
            AttrDecl::optional("module", "flat symbol reference attribute", AttrKind::Any),
            AttrDecl::optional("function", "flat symbol reference attribute", AttrKind::Any),
        ],
        regions: &[RegionDecl { name: "body", arity: Arity::Single, single_block: false }],
        parse: Some(parse_launch),
        print: Some(print_launch),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.launch_func",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            many("asyncDependencies", ASYNC_TOKEN),
            one("gridSizeX", SIGNLESS_INTEGER_LIKE),
            one("gridSizeY", SIGNLESS_INTEGER_LIKE),
            one("gridSizeZ", SIGNLESS_INTEGER_LIKE),
            one("blockSizeX", SIGNLESS_INTEGER_LIKE),
            one("blockSizeY", SIGNLESS_INTEGER_LIKE),
            one("blockSizeZ", SIGNLESS_INTEGER_LIKE),
            opt("clusterSizeX", SIGNLESS_INTEGER_LIKE),
            opt("clusterSizeY", SIGNLESS_INTEGER_LIKE),
            opt("clusterSizeZ", SIGNLESS_INTEGER_LIKE),
            opt("dynamicSharedMemorySize", I32),
            any_many("kernelOperands"),
            tileir_ir::dialect::ValueDecl { name: "asyncObject", arity: Arity::Optional, constraint: None },
        ],
        results: &[opt("asyncToken", ASYNC_TOKEN)],
        attributes: &[AttrDecl::new("kernel", "symbol reference attribute", AttrKind::Any)],
        format: Some(concat!(
            "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) ",
            "(`<` $asyncObject^ `:` type($asyncObject) `>`)? ",
            "$kernel ",
            "`blocks` `in` ` ` `(` $gridSizeX `,` $gridSizeY `,` $gridSizeZ `)` ",
            "`threads` `in` ` ` `(` $blockSizeX `,` $blockSizeY `,` $blockSizeZ `)` ",
            "custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ)) ",
            "(`clusters` `in` ` ` `(` $clusterSizeX^ `,` $clusterSizeY `,` $clusterSizeZ `)`)? ",
            "(`dynamic_shared_memory_size` $dynamicSharedMemorySize^)? ",
            "custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)) attr-dict"
        )),
        type_relations: &[
            TypeRelation::same("gridSizeX", "gridSizeY"),
            TypeRelation::same("gridSizeX", "gridSizeZ"),
            TypeRelation::same("gridSizeX", "blockSizeX"),
            TypeRelation::same("gridSizeX", "blockSizeY"),
            TypeRelation::same("gridSizeX", "blockSizeZ"),
            TypeRelation::same("gridSizeX", "clusterSizeX"),
            TypeRelation::same("gridSizeX", "clusterSizeY"),
            TypeRelation::same("gridSizeX", "clusterSizeZ"),
        ],
        verify_with_ancestors: Some(verify_launch_func_module),
        verify_symbol_uses: Some(verify_launch_func_kernel),
        ..OpDef::DEFAULT
    },
    more::OPS[0],
    more::OPS[1],
    more::OPS[2],
    more::OPS[3],
    more::OPS[4],
    more::OPS[5],
    more::OPS[6],
    more::OPS[7],
    more::OPS[8],
    more::OPS[9],
    more::OPS[10],
    sparse::OPS[0],
    sparse::OPS[1],
    sparse::OPS[2],
    sparse::OPS[3],
    sparse::OPS[4],
    sparse::OPS[5],
    sparse::OPS[6],
    sparse::OPS[7],
    sparse::OPS[8],
    sparse::OPS[9],
    sparse::OPS[10],
    sparse::OPS[11],
    sparse::OPS[12],
    sparse::OPS[13],
    sparse::OPS[14],
    sparse::OPS[15],
    sparse::OPS[16],
    sparse::OPS[17],
    sparse::OPS[18],
    sparse::OPS[19],
    sparse::OPS[20],
    mma::OPS[0],
    mma::OPS[1],
    mma::OPS[2],
    mma::OPS[3],
    mma::OPS[4],
    mma::OPS[5],
    mma::OPS[6],
    warp::OP,
];

static TYPES: &[TypeDef] = &[
    TypeDef {
        mnemonic: "async.token",
        ..TypeDef::DEFAULT
    },
    sparse::TYPES[0],
    sparse::TYPES[1],
    sparse::TYPES[2],
    mma::TYPES[0],
];

static ATTRS: &[AttrDef] = &[
    AttrDef {
        mnemonic: "dim",
        ods_name: "GPU_DimensionAttr",
        format: Some("$value"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&DIMENSION))],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "shuffle_mode",
        ods_name: "GPU_ShuffleModeAttr",
        format: Some("$value"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&SHUFFLE_MODE))],
        ..AttrDef::DEFAULT
    },
    more::ATTRS[0],
    more::ATTRS[1],
    more::ATTRS[2],
    more::ATTRS[3],
    more::ATTRS[4],
    sparse::ATTRS[0],
    sparse::ATTRS[1],
    sparse::ATTRS[2],
    mma::ATTRS[0],
    mapping::ATTRS[0],
    mapping::ATTRS[1],
    mapping::ATTRS[2],
    mapping::ATTRS[3],
    mapping::ATTRS[4],
    mapping::ATTRS[5],
    mapping::ATTRS[6],
    mapping::ATTRS[7],
    kernels::ATTRS[0],
    kernels::ATTRS[1],
];

/// `gpu.dealloc` frees its memref, the operand after the async dependencies.
fn dealloc_effects(r: OpRef<'_>, add: &mut dyn FnMut(Effect)) {
    let value = r.body.operands(r.op).last();
    add(Effect {
        kind: EffectKind::Free,
        value,
    });
}

/// `gpu.memcpy` writes `dst` and reads `src`, its last two operands.
fn memcpy_effects(r: OpRef<'_>, add: &mut dyn FnMut(Effect)) {
    let n = r.body.num_operands(r.op);
    let operand = |i: usize| (i < n).then(|| r.body.operand(r.op, i));
    add(Effect {
        kind: EffectKind::Write,
        value: n.checked_sub(2).and_then(operand),
    });
    add(Effect {
        kind: EffectKind::Read,
        value: n.checked_sub(1).and_then(operand),
    });
}

fn alloc_names(r: OpRef<'_>, set: &mut dyn FnMut(Value, &str)) {
    set(r.body.result(r.op, 0), "memref");
}

/// The dialect's inliner interface: every op may be inlined.
static INLINER: tileir_ir::call::DialectInliner = inline_ops(false);

pub static DIALECT: DialectDef = DialectDef {
    inliner: Some(&INLINER),
    name: "gpu",
    ops: OPS,
    types: TYPES,
    attributes: ATTRS,
    directives: &[
        CustomDirective {
            name: "AsyncDependencies",
            parse: parse_async_deps,
            print: print_async_deps,
        },
        CustomDirective {
            name: "LaunchDimType",
            parse: parse_launch_dim_type,
            print: print_launch_dim_type,
        },
        CustomDirective {
            name: "LaunchFuncOperands",
            parse: parse_launch_operands,
            print: print_launch_operands,
        },
        more::DIRECTIVES[0],
        more::DIRECTIVES[1],
    ],
    unknown_type_message: Some("unknown gpu type: {}"),
    ..DialectDef::DEFAULT
};

// ----- gpu.wait canonicalization (upstream GPUDialect.cpp) -----

static WAIT_PATTERNS: &[tileir_ir::dialect::RewritePattern] = &[
    tileir_ir::dialect::RewritePattern::new(
        "(anonymous namespace)::EraseRedundantGpuWaitOpPairs",
        erase_redundant_wait_pairs,
    ),
    tileir_ir::dialect::RewritePattern::new(
        "(anonymous namespace)::SimplifyGpuWaitOp",
        simplify_wait,
    ),
];

/// A `gpu.wait` with no dependencies.
fn is_bare_wait(ctx: &tileir_ir::Context, body: &tileir_ir::Body, v: Value) -> bool {
    body.defining_op(v).is_some_and(|d| {
        ctx.op_name_str(body.op_name(d)) == "gpu.wait" && body.num_operands(d) == 0
    })
}

/// A wait's dependencies on bare waits are dropped.
fn erase_redundant_wait_pairs(rw: &mut tileir_ir::rewriter::Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let operands: Vec<Value> = body.operands(op).collect();
    if !operands.iter().any(|&v| is_bare_wait(ctx, body, v)) {
        return false;
    }
    let kept: Vec<Value> = operands
        .into_iter()
        .filter(|&v| !is_bare_wait(ctx, body, v))
        .collect();
    rw.modify_op_in_place(op, |body| body.set_operands(op, &kept));
    true
}

/// A wait on nothing that gives nothing goes; a token waiting on one token
/// is that token; an unused token's wait goes.
fn simplify_wait(rw: &mut tileir_ir::rewriter::Rewriter<'_>, op: OpId) -> bool {
    let body = rw.body();
    let token = body.results(op).next();
    let deps: Vec<Value> = body.operands(op).collect();
    if deps.is_empty() && token.is_none() {
        rw.erase_op(op);
        return true;
    }
    if deps.len() == 1 && token.is_some() {
        rw.replace_op(op, &deps);
        return true;
    }
    if token.is_some_and(|t| body.use_empty(t)) {
        rw.erase_op(op);
        return true;
    }
    false
}
