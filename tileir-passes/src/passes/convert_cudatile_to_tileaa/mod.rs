//! `convert-cudatile-to-tileaa{compute-capability}`: the last pass of PM#1.
//! Each `cuda_tile.module` directly in the `builtin.module` becomes a
//! `gpu.module` of the same name, each `entry` in it an `nv_tileaa.func`
//! kernel, and every cuda_tile op its nv_tileaa, arith, math or scf form;
//! no cuda_tile op survives (reference: passes.md, the wiki's
//! `lowering/cuda-tile-to-tileaa` page).
//!
//! Like the reference's partial conversion, the pass changes nothing when
//! it fails: each module is converted on a copy that replaces it only when
//! every op in it was legalized. Diagnostics:
//! - `invalid or missing --compute-capability option` (at the module) when
//!   the option is not `sm_<N>` with an optional `a`/`f` suffix;
//! - `failed to legalize operation '<op>' that was explicitly marked
//!   illegal` at the first op (in pre-order) that has no TileAA form,
//!   followed by `failed to convert cuda_tile to nv_tileaa` at the module.
//!
//! How the conversion works: `exits.rs` first makes early exits
//! structured (see there); `lower.rs` converts every value's type in
//! place, then rewrites ops parents first through the rewriter, moving
//! regions whole (so no casts are needed); `rules.rs` says what each op
//! becomes; `types.rs` converts types.
//!
//! ## Mapping
//!
//! "ref" marks what the reference says (the wiki page, the blog's IR of
//! the stage, the binary's op names); "ours" is our decision where it is
//! silent or inconsistent.
//!
//! | cuda_tile | TileAA | source |
//! |---|---|---|
//! | `module @m` | `gpu.module @m` with `nv_tileaa.compute-capability = "<cc>"` | ref (module); ours (where the cc is recorded) |
//! | `entry @k` | `nv_tileaa.func @k`, converted signature, `arg_attrs`/`res_attrs` kept, `optimization_hints` dropped | ref (func); ours (hints dropped: their TileAA form is not recovered) |
//! | `return` | `nv_tileaa.return` | ref |
//! | `if`, `for` (+ `yield`, the `continue` ending a `for` body) | `scf.if`, `scf.for`, `scf.yield` | ref (scf is a legal dialect, the wiki's IR uses `scf.for`) |
//! | `loop` (+ `break`, `continue`) | `scf.while` (body in `before`, ending in `scf.condition(%continue)` with the next iteration's values and the results; `after` yields the former) | ours (`exits.rs`); ref: TileAA has `scf.while` loops |
//! | `break`, `continue`, `return` nested in an `if` | the `if` also yields whether it exited and the exit's values; the ops after it run in an `if` on that flag; unused slots are `ub.poison` | ours (`exits.rs`) |
//! | tile `T<SxE>` / `tile<E>` | `tensor<SxE>` / `E` | ref |
//! | `ptr<E>` | `!cuda_tile.ptr<E>`, kept | ours, as the nv_tileaa dialect's contract has it (the binary has no TileAA pointer type; the wiki's materialiser table says `llvm.ptr`, which loses the element type `addptr` and loads need) |
//! | `token` | `!nv_tileaa.mem_token` | ref (binary type name) |
//! | `tensor_view<S x E, strides=..>` | `!nv_tileaa.memref<S x E>` | ours (spelling, the dialect's) |
//! | `partition_view<tile=(T), ..>` | `!nv_tileaa.tiled_view<T x E>` | ours (spelling) |
//! | `strided_view<tile=(T), traversal_strides=[..], ..>` | `!nv_tileaa.tiled_view<T x E>` | ours (a tiled view whose tile `i` starts at element `i * stride`) |
//! | `gather_scatter_view<..>` | the `!nv_tileaa.memref` of its tensor view | ours (its accesses are `gather_load`/`scatter_store` on the memref, ref op names) |
//! | `constant` | `arith.constant` (dense tensor, or a scalar for rank 0) | ours (ref names `constant_tensor`/`splat`, absent from the binary's op list) |
//! | `addf subf mulf divf`, nearest-even, no flush | `arith.*` | ours |
//! | the same with another rounding or flush-to-zero | `nv_tileaa.*` with `rounding_mode`/`flush_to_zero` | ref (op names) |
//! | `fma sqrt rsqrt exp exp2 tanh` | `nv_tileaa.*` (rounding unless nearest-even, flush) | ref |
//! | `negf remf` | `arith.negf`, `arith.remf` | ours |
//! | `maxf minf` | `arith.maximumf`/`minimumf` with `propagate_nan`, else `maxnumf`/`minnumf` | ours (flush-to-zero dropped) |
//! | `absf ceil floor cos cosh sin sinh tan log log2 atan2 pow` | `math.*` (`pow`: `math.powf`) | ours (their rounding dropped) |
//! | 13.4's `fpowf` (`pow` renamed), `fpowi` | `math.powf`, `math.fpowi` | ours |
//! | `cmpf`, `cmpi` | `arith.cmpf`, `arith.cmpi` (predicate from ordering/signedness) | ours |
//! | `addi subi muli shli andi ori xori` | `arith.*` (`overflow` as `overflowFlags`) | ours |
//! | `divi remi maxi mini shri` | signed/unsigned `arith` forms (`divi` rounding: ceil/floor forms) | ours |
//! | `absi`, `negi`, `mulhii` | `math.absi`, `arith.subi 0, x`, `nv_tileaa.mulhiui` | ours (mulhiui: ref name) |
//! | `select exti trunci itof ftoi bitcast` | `arith.select extsi/extui trunci sitofp/uitofp fptosi/fptoui bitcast` | ours |
//! | `ftof` | `nv_tileaa.fp_to_fp` | ref (blog) |
//! | `int_to_ptr ptr_to_int`, `ptr_to_ptr` | `nv_tileaa.int_to_ptr ptr_to_int`, `nv_tileaa.bitcast` | ref names; ours (ptr_to_ptr) |
//! | `broadcast permute cat` | `nv_tileaa.broadcast permute cat` | ref |
//! | `reshape` | `nv_tileaa.splat` from a scalar, `nv_tileaa.extract` (no indices) to a scalar, else `nv_tileaa.view` | ref (splat, view; `extract` as the "scalar extract", `(tensor) -> iN` in the blog's IR); ours (the split) |
//! | `extract` | `nv_tileaa.extract` (the same tile indices, result-sized blocks) | ours (the sub-tile form of `extract`) |
//! | 13.4's `insert` | `nv_tileaa.insert_slice` at element offsets: each index times the source's size along its dimension (`arith.muli`) | ours (TileAA has no tile-indexed insert) |
//! | `pack`, `unpack` | `nv_tileaa.reinterpret` | ours (both reinterpret a rank-1 tile's bytes) |
//! | `iota` | `nv_tileaa.make_range {start = 0, end = N}` | ref (op); ours (attributes) |
//! | `offset` | `nv_tileaa.addptr` | ref |
//! | `get_tile_block_id`, `get_num_tile_blocks` | one `nv_tileaa.get_program_id`/`get_num_programs` per result, `x`, `y`, `z` | ref (op); ours (one op per dimension) |
//! | `get_tensor_shape` | one `nv_tileaa.get_dim_size %memref {dim = i}` per result | ours |
//! | `get_index_space_shape` | per result, `arith.ceildivsi` of `nv_tileaa.get_parent_dim_size %view {dim = dim_map[i]}` by the tile size (a strided view: by its stride; a gather/scatter view: `get_dim_size` of the memref, the sparse dimension not divided) | ours |
//! | `mmaf`, `mmai` | `nv_tileaa.dot` (segments A, B, C, no scales; `signedness_a`/`_b`) | ref |
//! | `mmaf_scaled` | `nv_tileaa.dot` with the scales as `sfa`, `sfb` (five segments) | ref (dot's scale operands); ours (the mapping) |
//! | `atomic_red_view_tko` | `nv_tileaa.tiled_atomic_rmw` (view, value, indices, token), `mode`, `mem_semantic`, `mem_scope` | ref (op); ours (operand order, as `tiled_store`) |
//! | `make_strided_view` | `nv_tileaa.block_tile` as `make_partition_view`, with `traversal_strides = array<i64: ..>` | ours (the attribute; the reference's `block_tile` has none) |
//! | `make_gather_scatter_view` | no op: its users take the tensor view's memref | ours |
//! | `load_view_tko`, `store_view_tko` on a gather/scatter view | `nv_tileaa.gather_load` (memref, indices, token), `scatter_store` (memref, value, indices, token), no mask; the sparse dimension's index tile as it is, the other tile indices times the tile size; the view's padding as the load's `padding_value` | ref (ops); ours (operands, padding attribute) |
//! | 13.4's `gdc_wait_tko`, `gdc_launch_dependents_tko` | `nv_tileaa.gdc_wait_tko`, `gdc_launch_dependents_tko` (a `create_mem_token` when the op has no token) | ref (names); ours (the token) |
//! | 13.4's `memory_fence_alias_tko` | `nv_tileaa.memory_fence_alias` with no memref, the token | ref (name); ours (operands) |
//! | 13.5's `multimem_load_reduce_view_tko`, `multimem_reduce_view_tko`, `multimem_store_view_tko` (on a partition view made in the kernel) | `nv_tileaa.multimem_load_reduce`, `multimem_reduce`, `multimem_store` on the pointers of the view's tile (`get_base_ptr` + `addptr` of the i64 offsets `(index * T + make_range) * get_dim_stride`, per dimension `view`ed and `broadcast`), masked by `< get_dim_size`; `reduction` as `kind` (`add` when absent; `umin`/`umax`: failure, TileAA has no such kind) | ref (ops); ours (the pointer lowering, the generic operand layout: view, value, indices, token) |
//! | `reduce`, `scan` (+ `yield`) | `nv_tileaa.reduce`, `scan`, `yield`; `dim` as `axis`, `reverse` as a unit attribute, `identities` kept | ref (ops); ours (attributes) |
//! | `make_token`, `join_tokens` | `nv_tileaa.create_mem_token`, `join_mem_token` (one token: itself) | ref |
//! | `make_tensor_view` | `nv_tileaa.make_memref` (base, no offset, the dynamic sizes, every stride: static ones as `arith.constant`s) | ref (op, segments); ours (operands) |
//! | `make_partition_view` | `nv_tileaa.block_tile` (`padding_value`, `dim_map` unless identity) | ref (blog) |
//! | `load_view_tko`, `store_view_tko` (partition and strided views) | `nv_tileaa.tiled_load` (view, indices, token), `tiled_store` (view, value, indices, token) | ref (ops); ours (operand order) |
//! | `load_ptr_tko store_ptr_tko atomic_cas_tko atomic_rmw_tko` | `nv_tileaa.load store atomic_cas atomic_rmw`, operands and segments as they are, `mode` | ref (ops) |
//! | memory ordering / scope | `mem_semantic`, `mem_scope` (`device` is `gpu`) | ref (names); ours (mapping) |
//! | `assume`, `assert`, `alloca`, `global`, `get_global`, `print_tko` | `nv_tileaa.assume` (the same predicate, TileAA's attribute) `assert alloca global get_global print` (`str` as `format`) | ref |
//! | rounding `nearest_even zero negative_inf positive_inf approx full nearest_int_to_zero` | `rn rz rm rp approx full rni` | ours (the dialect's case names) |
//! | load/store `optimization_hints` | dropped | ours |

mod exits;
mod lower;
mod rules;
mod types;

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassFailed, PassResult};
use crate::run::RunContext;
use lower::{convert_body, Failure};
use smallvec::SmallVec;
use tileir_ir::attributes::NamedAttr;
use tileir_ir::{Body, Context, OpId, OperationState, RegionId};
use types::TypeConverter;

pub fn create(options: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertCudaTileToTileAA {
        compute_capability: options.get("compute-capability").as_str().to_string(),
    }))
}

pub struct ConvertCudaTileToTileAA {
    compute_capability: String,
}

/// `sm_<digits>` with an optional `a` or `f` suffix.
fn valid_compute_capability(cc: &str) -> bool {
    let Some(rest) = cc.strip_prefix("sm_") else {
        return false;
    };
    let digits = rest.trim_end_matches(['a', 'f']);
    !digits.is_empty()
        && rest.len() - digits.len() <= 1
        && digits.bytes().all(|b| b.is_ascii_digit())
}

impl Pass for ConvertCudaTileToTileAA {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        if !valid_compute_capability(&self.compute_capability) {
            let d = cx.op_error(op, "invalid or missing --compute-capability option");
            cx.emit(d);
            return Err(PassFailed);
        }
        let module_name = ctx.op_name("cuda_tile.module");
        let anchor_regions: SmallVec<[RegionId; 1]> =
            SmallVec::from_slice(op.storage().regions(op.op()));
        let modules: Vec<OpId> = {
            let body = op.body();
            anchor_regions
                .iter()
                .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
                .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
                .filter(|&o| body.op_name(o) == module_name)
                .collect()
        };
        if modules.is_empty() {
            return Ok(PreservedAnalyses::all());
        }
        let mut types = TypeConverter::new(ctx);
        for module in modules {
            let converted = {
                let body = op.body();
                convert_module(ctx, &mut types, body, module, &self.compute_capability)
            };
            match converted {
                Ok(gpu_module) => {
                    let body = op.body_mut();
                    let new = body.create_op(ctx, gpu_module);
                    body.insert_op_before(module, new);
                    body.erase_op(module);
                }
                Err((entry, failure)) => {
                    let body = op.body();
                    let d = failure_diagnostic(cx, body, module, entry, failure);
                    cx.emit(d);
                    let d = cx.op_error(op, "failed to convert cuda_tile to nv_tileaa");
                    cx.emit(d);
                    return Err(PassFailed);
                }
            }
        }
        Ok(PreservedAnalyses::none())
    }
}

/// The error at the op the conversion stopped at: inside kernel `entry`
/// (`None`: at module level) of `module`, stored in `body`.
fn failure_diagnostic(
    cx: &RunContext<'_>,
    body: &Body,
    module: OpId,
    entry: Option<OpId>,
    failure: Failure,
) -> tileir_ir::Diagnostic {
    let module_body = body.region_body(module);
    match (entry, failure.op) {
        (Some(entry), Some(op)) => cx.nested_op_error(
            module_body.region_body(entry),
            op,
            (module_body, entry),
            failure.message,
        ),
        (Some(entry), None) => {
            cx.nested_op_error(module_body, entry, (body, module), failure.message)
        }
        (None, Some(op)) => cx.nested_op_error(module_body, op, (body, module), failure.message),
        (None, None) => cx.nested_op_error(body, module, (body, module), failure.message),
    }
}

/// The `gpu.module` replacing `module` (stored in `body`), built on a copy
/// of its body; the failure names the kernel it happened in.
fn convert_module<'c>(
    ctx: &'c Context,
    types: &mut TypeConverter<'c>,
    body: &Body,
    module: OpId,
    cc: &str,
) -> Result<OperationState, (Option<OpId>, Failure)> {
    let mut inner: Box<Body> = Box::new(body.region_body(module).clone());
    let regions: SmallVec<[RegionId; 1]> = SmallVec::from_slice(body.regions(module));
    let entry_name = ctx.op_name("cuda_tile.entry");
    let top: Vec<OpId> = regions
        .iter()
        .flat_map(|&r| inner.region_blocks(r).collect::<Vec<_>>())
        .flat_map(|b| inner.block_ops(b).collect::<Vec<_>>())
        .collect();
    for &o in &top {
        if inner.op_name(o) == entry_name {
            let func = convert_kernel(ctx, types, &mut inner, o).map_err(|f| (Some(o), f))?;
            let new = inner.create_op(ctx, func);
            inner.insert_op_before(o, new);
            // Its regions are the new function's now: erase the shell with
            // an empty body, so its region ids name nothing here.
            inner.set_child_body(o, Box::default());
            inner.erase_op(o);
        }
    }
    // Module-level ops (globals): the kernels are nv_tileaa.func by now.
    convert_body(ctx, types, &mut inner, &regions).map_err(|f| (None, f))?;
    let mut state = OperationState::new(ctx.op_name("gpu.module"), body.op_loc(module));
    state
        .attributes
        .extend(copy_attr(ctx, body, module, "sym_name"));
    state.attributes.push(NamedAttr {
        name: ctx.symbol("nv_tileaa.compute-capability"),
        value: ctx.string_attr(cc),
    });
    state.regions.extend(regions);
    state.child_body = Some(inner);
    Ok(state)
}

/// The `nv_tileaa.func` replacing kernel `entry` (stored in `module_body`):
/// its body is taken out of `entry` and converted.
fn convert_kernel<'c>(
    ctx: &'c Context,
    types: &mut TypeConverter<'c>,
    module_body: &mut Body,
    entry: OpId,
) -> Result<OperationState, Failure> {
    let regions: SmallVec<[RegionId; 1]> = SmallVec::from_slice(module_body.regions(entry));
    let mut kernel = module_body.take_child_body(entry).ok_or(Failure {
        op: None,
        message: "the kernel has no body".to_string(),
    })?;
    exits::structure_exits(ctx, &mut kernel, &regions)?;
    convert_body(ctx, types, &mut kernel, &regions)?;
    let inputs: Vec<_> = regions
        .first()
        .and_then(|&r| kernel.entry_block(r))
        .map(|b| {
            kernel
                .block_args(b)
                .iter()
                .map(|&v| kernel.value_type(v))
                .collect()
        })
        .unwrap_or_default();
    let function_type = ctx.function_type(&inputs, &[]);
    let mut state = OperationState::new(ctx.op_name("nv_tileaa.func"), module_body.op_loc(entry));
    state
        .attributes
        .extend(copy_attr(ctx, module_body, entry, "sym_name"));
    state.attributes.push(NamedAttr {
        name: ctx.symbol("function_type"),
        value: ctx.type_attr(function_type),
    });
    for name in ["arg_attrs", "res_attrs"] {
        state
            .attributes
            .extend(copy_attr(ctx, module_body, entry, name));
    }
    state.regions.extend(regions);
    state.child_body = Some(kernel);
    Ok(state)
}

fn copy_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<NamedAttr> {
    body.attr(ctx, op, name).map(|value| NamedAttr {
        name: ctx.symbol(name),
        value,
    })
}

#[cfg(test)]
mod tests {
    use super::valid_compute_capability;

    #[test]
    fn compute_capabilities() {
        for ok in ["sm_100a", "sm_90", "sm_80", "sm_120f"] {
            assert!(valid_compute_capability(ok), "{ok}");
        }
        for bad in [
            "",
            "sm_",
            "100",
            "sm_x",
            "sm_100aa",
            "sm_10a0",
            "compute_90",
        ] {
            assert!(!valid_compute_capability(bad), "{bad}");
        }
    }
}
