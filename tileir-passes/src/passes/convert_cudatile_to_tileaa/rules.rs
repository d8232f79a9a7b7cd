//! What each cuda_tile op becomes (the table in the pass's module docs says
//! which of these choices are the reference's and which are ours). Ops of
//! other dialects are left as they are; a cuda_tile op with no rule here,
//! or one whose form the target dialects cannot express, fails the
//! conversion.

use super::lower::{Failure, Lowering};
use super::types::{classify, TileType};
use smallvec::SmallVec;
use tileir_ir::apint::ApInt;
use tileir_ir::attributes::{AttrData, DenseData, NamedAttr, Wide};
use tileir_ir::constants::int_attr;
use tileir_ir::format::dense_array_values;
use tileir_ir::printer::{attr_to_string, type_to_string};
use tileir_ir::types::DYNAMIC;
use tileir_ir::{OpId, OperationState, Type, TypeData, Value};

/// cuda_tile's `rounding` cases, by value, as TileAA's `rounding_mode`
/// spells them.
const ROUNDING: &[&str] = &["rn", "rz", "rm", "rp", "approx", "full", "rni"];
/// cuda_tile's `memory_ordering_semantics` cases, by value.
const ORDERING: &[&str] = &["weak", "relaxed", "acquire", "release", "acq_rel"];
/// cuda_tile's `memory_scope` cases, by value, as TileAA's `mem_scope`
/// spells them (`device` is TileAA's `gpu`).
const SCOPE: &[&str] = &["tl_blk", "gpu", "sys"];
/// cuda_tile's `atomic_rmw_mode` cases, by value.
const RMW_MODE: &[&str] = &[
    "and", "or", "xor", "add", "addf", "max", "min", "umax", "umin", "xchg",
];
/// cuda_tile's `padding_value` cases, by value.
const PADDING: &[&str] = &["zero", "neg_zero", "nan", "pos_inf", "neg_inf"];
const NEAREST_EVEN: i64 = 0;
const SIGNED: i64 = 1;

/// Rewrites `op` into its TileAA form.
pub fn lower_op(l: &mut Lowering<'_, '_>, op: OpId) -> Result<(), Failure> {
    let Some(name) = l.cuda_tile_name(op) else {
        return Ok(());
    };
    match name {
        // ----- structure and control flow -----
        "return" => {
            if l.body().parent_op(op).is_some() {
                return Err(Failure::illegal(l.ctx, l.body(), op));
            }
            l.rename(op, "nv_tileaa.return", &[]);
        }
        "if" => {
            l.rename(op, "scf.if", &[]);
        }
        "for" => {
            l.rename(op, "scf.for", &[]);
        }
        "yield" => {
            let parent = parent_name(l, op);
            let target = match parent.as_str() {
                "scf.if" => "scf.yield",
                "nv_tileaa.reduce" | "nv_tileaa.scan" => "nv_tileaa.yield",
                _ => return Err(Failure::illegal(l.ctx, l.body(), op)),
            };
            l.rename(op, target, &[]);
        }
        "continue" => {
            // Only the terminator of a `for` body has an scf form.
            if parent_name(l, op) != "scf.for" {
                return Err(Failure::illegal(l.ctx, l.body(), op));
            }
            l.rename(op, "scf.yield", &[]);
        }
        "assert" => {
            let attrs = copy(l, op, &["message"]);
            l.rename(op, "nv_tileaa.assert", &attrs);
        }
        "assume" => {
            let mut attrs = SmallVec::<[NamedAttr; 2]>::new();
            if let Some(p) = l.attr(op, "predicate") {
                // TileAA's predicates take cuda_tile's parameters.
                let text = attr_to_string(l.ctx, p).replacen("#cuda_tile.", "#nv_tileaa.", 1);
                let a = l.tileaa_attr(op, &text)?;
                attrs.push(l.named("predicate", a));
            }
            l.rename(op, "nv_tileaa.assume", &attrs);
        }
        "global" => {
            let mut attrs = copy(l, op, &["sym_name", "constant"]);
            let v = l
                .attr(op, "value")
                .ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))?;
            let value = retyped_constant(l, op, v)?;
            let ty = match l.ctx.attr_data(value) {
                AttrData::DenseElements { ty, .. } => *ty,
                _ => return Err(Failure::illegal(l.ctx, l.body(), op)),
            };
            attrs.push(l.named("type", l.ctx.type_attr(ty)));
            attrs.push(l.named("value", value));
            l.rename(op, "nv_tileaa.global", &attrs);
        }
        "get_global" => {
            let attrs = copy(l, op, &["name"]);
            l.rename(op, "nv_tileaa.get_global", &attrs);
        }

        // ----- float arithmetic -----
        "addf" | "subf" | "mulf" | "divf" => {
            let default = l.enum_attr(op, "rounding_mode").unwrap_or(NEAREST_EVEN) == NEAREST_EVEN
                && !l.has_attr(op, "flush_to_zero");
            if default {
                l.rename(op, &format!("arith.{name}"), &[]);
            } else {
                let attrs = float_attrs(l, op)?;
                l.rename(op, &format!("nv_tileaa.{name}"), &attrs);
            }
        }
        "fma" | "sqrt" | "rsqrt" | "exp" | "exp2" | "tanh" => {
            let attrs = float_attrs(l, op)?;
            l.rename(op, &format!("nv_tileaa.{name}"), &attrs);
        }
        "negf" | "remf" => {
            l.rename(op, &format!("arith.{name}"), &[]);
        }
        "maxf" | "minf" => {
            let nan = if l.has_attr(op, "propagate_nan") {
                "imumf"
            } else {
                "numf"
            };
            let stem = &name[..3];
            l.rename(op, &format!("arith.{stem}{nan}"), &[]);
        }
        "absf" | "ceil" | "floor" | "cos" | "cosh" | "sin" | "sinh" | "tan" | "log" | "log2"
        | "atan2" => {
            l.rename(op, &format!("math.{name}"), &[]);
        }
        // `fpowf` is 13.4's name of `pow`.
        "pow" | "fpowf" => {
            l.rename(op, "math.powf", &[]);
        }
        "fpowi" => {
            l.rename(op, "math.fpowi", &[]);
        }
        "cmpf" => {
            let pred = l.enum_attr(op, "comparison_predicate").unwrap_or(0);
            let ordered = l.enum_attr(op, "comparison_ordering").unwrap_or(1) == 1;
            // arith's CmpFPredicate values for equal, not_equal, less_than,
            // less_than_or_equal, greater_than, greater_than_or_equal.
            let table: [i64; 6] = if ordered {
                [1, 6, 4, 5, 2, 3]
            } else {
                [8, 13, 11, 12, 9, 10]
            };
            let value = pick(&table, pred).ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))?;
            let a = l.ctx.integer_attr(l.ctx.int_type(64), value as i128);
            let attrs = [l.named("predicate", a)];
            l.rename(op, "arith.cmpf", &attrs);
        }

        // ----- integer arithmetic -----
        "addi" | "subi" | "muli" | "shli" => {
            let mut attrs = SmallVec::<[NamedAttr; 1]>::new();
            let flags = match l.enum_attr(op, "overflow").unwrap_or(0) {
                1 => Some("nsw"),
                2 => Some("nuw"),
                3 => Some("nsw, nuw"),
                _ => None,
            };
            if let Some(flags) = flags {
                let a = l.tileaa_attr(op, &format!("#arith.overflow<{flags}>"))?;
                attrs.push(l.named("overflowFlags", a));
            }
            l.rename(op, &format!("arith.{name}"), &attrs);
        }
        "andi" | "ori" | "xori" => {
            l.rename(op, &format!("arith.{name}"), &[]);
        }
        "divi" => {
            let signed = l.enum_attr(op, "signedness") == Some(SIGNED);
            let target = match (signed, l.enum_attr(op, "rounding").unwrap_or(1)) {
                (true, 3) => "arith.ceildivsi",
                (true, 2) => "arith.floordivsi",
                (true, _) => "arith.divsi",
                (false, 3) => "arith.ceildivui",
                (false, _) => "arith.divui",
            };
            l.rename(op, target, &[]);
        }
        "remi" | "maxi" | "mini" | "shri" => {
            let signed = l.enum_attr(op, "signedness") == Some(SIGNED);
            let target = match (name, signed) {
                ("remi", true) => "arith.remsi",
                ("remi", false) => "arith.remui",
                ("maxi", true) => "arith.maxsi",
                ("maxi", false) => "arith.maxui",
                ("mini", true) => "arith.minsi",
                ("mini", false) => "arith.minui",
                (_, true) => "arith.shrsi",
                (_, false) => "arith.shrui",
            };
            l.rename(op, target, &[]);
        }
        "absi" => {
            l.rename(op, "math.absi", &[]);
        }
        "negi" => {
            let x = l.body().operand(op, 0);
            let ty = l.value_type(x);
            let zero = zero_of(l, ty).ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))?;
            let zero = l.constant_before(op, zero, ty);
            let state = l.state_with(op, "arith.subi", &[zero, x]);
            l.replace(op, state);
        }
        "mulhii" => {
            l.rename(op, "nv_tileaa.mulhiui", &[]);
        }
        "cmpi" => {
            let pred = l.enum_attr(op, "comparison_predicate").unwrap_or(0);
            let signed = l.enum_attr(op, "signedness") == Some(SIGNED);
            // arith's CmpIPredicate values, in cuda_tile's predicate order.
            let table: [i64; 6] = if signed {
                [0, 1, 2, 3, 4, 5]
            } else {
                [0, 1, 6, 7, 8, 9]
            };
            let value = pick(&table, pred).ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))?;
            let a = l.ctx.integer_attr(l.ctx.int_type(64), value as i128);
            let attrs = [l.named("predicate", a)];
            l.rename(op, "arith.cmpi", &attrs);
        }
        "select" => {
            l.rename(op, "arith.select", &[]);
        }

        // ----- conversions -----
        "exti" => {
            let signed = l.enum_attr(op, "signedness") == Some(SIGNED);
            l.rename(op, if signed { "arith.extsi" } else { "arith.extui" }, &[]);
        }
        "trunci" => {
            l.rename(op, "arith.trunci", &[]);
        }
        "itof" => {
            let signed = l.enum_attr(op, "signedness") == Some(SIGNED);
            l.rename(
                op,
                if signed {
                    "arith.sitofp"
                } else {
                    "arith.uitofp"
                },
                &[],
            );
        }
        "ftoi" => {
            let signed = l.enum_attr(op, "signedness") == Some(SIGNED);
            l.rename(
                op,
                if signed {
                    "arith.fptosi"
                } else {
                    "arith.fptoui"
                },
                &[],
            );
        }
        "ftof" => {
            let attrs = float_attrs(l, op)?;
            l.rename(op, "nv_tileaa.fp_to_fp", &attrs);
        }
        "bitcast" => {
            l.rename(op, "arith.bitcast", &[]);
        }
        "int_to_ptr" | "ptr_to_int" => {
            l.rename(op, &format!("nv_tileaa.{name}"), &[]);
        }
        "ptr_to_ptr" => {
            l.rename(op, "nv_tileaa.bitcast", &[]);
        }

        // ----- tiles -----
        "constant" => {
            let value = l
                .attr(op, "value")
                .ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))?;
            let value = retyped_constant(l, op, value)?;
            let attrs = [l.named("value", value)];
            l.rename(op, "arith.constant", &attrs);
        }
        "broadcast" => {
            l.rename(op, "nv_tileaa.broadcast", &[]);
        }
        "reshape" => reshape(l, op)?,
        "permute" => {
            let attrs = copy(l, op, &["permutation"]);
            l.rename(op, "nv_tileaa.permute", &attrs);
        }
        "cat" => {
            let attrs = copy(l, op, &["dim"]);
            l.rename(op, "nv_tileaa.cat", &attrs);
        }
        // Both index the source in result-sized blocks, as cuda_tile does.
        "extract" => {
            l.rename(op, "nv_tileaa.extract", &[]);
        }
        "insert" => insert(l, op)?,
        // Both reinterpret a rank-1 tile's bytes as another element type.
        "pack" | "unpack" => {
            l.rename(op, "nv_tileaa.reinterpret", &[]);
        }
        "iota" => {
            let ty = l.value_type(l.body().result(op, 0));
            let n = match l.ctx.type_data(ty) {
                TypeData::RankedTensor { shape, .. } => shape.first().copied().unwrap_or(1),
                _ => 1,
            };
            let attrs = [
                l.named("start", l.i32_attr(0)),
                l.named("end", l.i32_attr(n)),
            ];
            l.rename(op, "nv_tileaa.make_range", &attrs);
        }
        "offset" => {
            l.rename(op, "nv_tileaa.addptr", &[]);
        }
        "get_tile_block_id" => program_ids(l, op, "nv_tileaa.get_program_id")?,
        "get_num_tile_blocks" => program_ids(l, op, "nv_tileaa.get_num_programs")?,
        "get_tensor_shape" => tensor_shape(l, op),
        "get_index_space_shape" => index_space_shape(l, op)?,
        "mmaf_scaled" => {
            // The block scales are dot's `sfa` and `sfb`.
            let attrs = [l.named("operandSegmentSizes", l.i32_array(&[1, 1, 1, 1, 1]))];
            l.rename(op, "nv_tileaa.dot", &attrs);
        }
        "mmaf" | "mmai" => {
            let mut attrs = SmallVec::<[NamedAttr; 3]>::new();
            attrs.push(l.named("operandSegmentSizes", l.i32_array(&[1, 1, 1, 0, 0])));
            for (from, to) in [
                ("signedness_lhs", "signedness_a"),
                ("signedness_rhs", "signedness_b"),
            ] {
                if let Some(v) = l.enum_attr(op, from) {
                    let case = if v == SIGNED { "signed" } else { "unsigned" };
                    let a = l.tileaa_attr(op, &format!("#nv_tileaa.signedness<{case}>"))?;
                    attrs.push(l.named(to, a));
                }
            }
            l.rename(op, "nv_tileaa.dot", &attrs);
        }
        "reduce" | "scan" => {
            let mut attrs = copy(l, op, &["identities"]);
            if let Some(dim) = l.attr(op, "dim") {
                attrs.push(l.named("axis", dim));
            }
            let reverse = l.attr(op, "reverse");
            if reverse.is_some_and(|r| matches!(l.ctx.attr_data(r), AttrData::Bool(true))) {
                attrs.push(l.named("reverse", l.ctx.unit_attr()));
            }
            l.rename(op, &format!("nv_tileaa.{name}"), &attrs);
        }

        // ----- tokens, views and memory -----
        "make_token" => {
            l.rename(op, "nv_tileaa.create_mem_token", &[]);
        }
        "join_tokens" => {
            if l.body().num_operands(op) == 1 {
                let t = l.body().operand(op, 0);
                l.rw.replace_op(op, &[t]);
            } else {
                l.rename(op, "nv_tileaa.join_mem_token", &[]);
            }
        }
        "make_tensor_view" => make_memref(l, op)?,
        "make_partition_view" | "make_strided_view" => block_tile(l, op)?,
        "make_gather_scatter_view" => {
            // Its loads and stores take the memref itself; they learn the
            // view from the type recorded here.
            let result = l.body().result(op, 0);
            let view_ty = l.original_type(result);
            let users: SmallVec<[OpId; 4]> = l.body().users(result).collect();
            for user in users {
                l.gather_views.insert(user, view_ty);
            }
            let memref = l.body().operand(op, 0);
            l.rw.replace_op(op, &[memref]);
        }
        "load_view_tko" | "store_view_tko" if gather_view(l, op, name).is_some() => {
            gather_scatter(l, op, name)?
        }
        "load_view_tko" | "store_view_tko" | "atomic_red_view_tko" => {
            let mut attrs = memory_attrs(l, op)?;
            let segments = segment_sizes(l, op)?;
            let mut operands: SmallVec<[Value; 6]> = l.body().operands(op).collect();
            let (target, segments) = match (name, &segments[..]) {
                ("load_view_tko", &[1, indices, token]) => {
                    ("nv_tileaa.tiled_load", [1, indices, token].to_vec())
                }
                ("store_view_tko", &[1, 1, indices, token]) => {
                    // (value, view, ...) becomes (view, value, ...).
                    operands.swap(0, 1);
                    ("nv_tileaa.tiled_store", [1, 1, indices, token].to_vec())
                }
                ("atomic_red_view_tko", &[1, indices, 1, token]) => {
                    // (view, indices, value, ...) becomes (view, value,
                    // indices, ...).
                    let value = operands.remove(1 + indices as usize);
                    operands.insert(1, value);
                    attrs.extend(rmw_mode(l, op)?);
                    (
                        "nv_tileaa.tiled_atomic_rmw",
                        [1, 1, indices, token].to_vec(),
                    )
                }
                _ => return Err(Failure::illegal(l.ctx, l.body(), op)),
            };
            attrs.push(l.named("operandSegmentSizes", l.i32_array(&segments)));
            let mut state = l.state_with(op, target, &operands);
            state.attributes.extend(attrs);
            l.replace(op, state);
        }
        "load_ptr_tko" | "store_ptr_tko" | "atomic_cas_tko" | "atomic_rmw_tko" => {
            let mut attrs = memory_attrs(l, op)?;
            attrs.extend(copy(l, op, &["operandSegmentSizes"]));
            attrs.extend(rmw_mode(l, op)?);
            let target = match name {
                "load_ptr_tko" => "nv_tileaa.load",
                "store_ptr_tko" => "nv_tileaa.store",
                "atomic_cas_tko" => "nv_tileaa.atomic_cas",
                _ => "nv_tileaa.atomic_rmw",
            };
            l.rename(op, target, &attrs);
        }
        "alloca" => {
            let attrs = copy(l, op, &["global", "alignment"]);
            l.rename(op, "nv_tileaa.alloca", &attrs);
        }
        "print_tko" => print(l, op)?,
        // 13.4: grid dependency control and the aliasing fence, each
        // taking a token (made when the op has none) and giving one.
        "gdc_wait_tko" | "gdc_launch_dependents_tko" => {
            let token = token_operand(l, op);
            l.replace_with_operands(op, &format!("nv_tileaa.{name}"), &[token]);
        }
        "multimem_load_reduce_view_tko"
        | "multimem_reduce_view_tko"
        | "multimem_store_view_tko" => multimem(l, op, name)?,
        "memory_fence_alias_tko" => {
            let token = token_operand(l, op);
            l.replace_with_operands(op, "nv_tileaa.memory_fence_alias", &[token]);
        }
        _ => return Err(Failure::illegal(l.ctx, l.body(), op)),
    }
    Ok(())
}

/// The name of the op whose region holds `op` ("" at the top of the body).
fn parent_name(l: &Lowering<'_, '_>, op: OpId) -> String {
    match l.body().parent_op(op) {
        Some(p) => l.ctx.op_name_str(l.body().op_name(p)).to_string(),
        None => String::new(),
    }
}

fn pick<T: Copy>(table: &[T], value: i64) -> Option<T> {
    usize::try_from(value)
        .ok()
        .and_then(|i| table.get(i).copied())
}

/// The attributes among `names` that `op` has, as they are.
fn copy(l: &Lowering<'_, '_>, op: OpId, names: &[&str]) -> SmallVec<[NamedAttr; 4]> {
    names
        .iter()
        .filter_map(|n| l.attr(op, n).map(|a| l.named(n, a)))
        .collect()
}

/// `rounding_mode` (unless nearest-even) and `flush_to_zero` in TileAA's
/// spelling.
fn float_attrs(l: &mut Lowering<'_, '_>, op: OpId) -> Result<SmallVec<[NamedAttr; 2]>, Failure> {
    let mut attrs = SmallVec::new();
    if let Some(mode) = l
        .enum_attr(op, "rounding_mode")
        .filter(|&m| m != NEAREST_EVEN)
    {
        let case = pick(ROUNDING, mode).ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))?;
        let a = l.tileaa_attr(op, &format!("#nv_tileaa.rounding_mode<{case}>"))?;
        attrs.push(l.named("rounding_mode", a));
    }
    if let Some(a) = l.attr(op, "flush_to_zero") {
        attrs.push(l.named("flush_to_zero", a));
    }
    Ok(attrs)
}

/// The op's `operandSegmentSizes`.
fn segment_sizes(l: &Lowering<'_, '_>, op: OpId) -> Result<Vec<i32>, Failure> {
    l.attr(op, "operandSegmentSizes")
        .and_then(|a| dense_array_values(l.ctx, a))
        .map(|sizes| sizes.into_iter().map(|n| n as i32).collect())
        .ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))
}

/// The op's atomic `mode` as TileAA's `rmw_mode` (none if it has none).
fn rmw_mode(l: &mut Lowering<'_, '_>, op: OpId) -> Result<Option<NamedAttr>, Failure> {
    let Some(mode) = l.enum_attr(op, "mode") else {
        return Ok(None);
    };
    let case = pick(RMW_MODE, mode).ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))?;
    let a = l.tileaa_attr(op, &format!("#nv_tileaa.rmw_mode<{case}>"))?;
    Ok(Some(l.named("mode", a)))
}

/// `mem_semantic` and `mem_scope` in TileAA's spelling.
fn memory_attrs(l: &mut Lowering<'_, '_>, op: OpId) -> Result<SmallVec<[NamedAttr; 4]>, Failure> {
    let mut attrs = SmallVec::new();
    if let Some(v) = l.enum_attr(op, "memory_ordering_semantics") {
        let case = pick(ORDERING, v).ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))?;
        let a = l.tileaa_attr(op, &format!("#nv_tileaa.mem_semantic<{case}>"))?;
        attrs.push(l.named("mem_semantic", a));
    }
    if let Some(v) = l.enum_attr(op, "memory_scope") {
        let case = pick(SCOPE, v).ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))?;
        let a = l.tileaa_attr(op, &format!("#nv_tileaa.mem_scope<{case}>"))?;
        attrs.push(l.named("mem_scope", a));
    }
    Ok(attrs)
}

/// A constant's value with its TileAA type: the dense elements retyped to
/// the tensor, or the scalar of a rank-0 tile.
fn retyped_constant(
    l: &mut Lowering<'_, '_>,
    op: OpId,
    value: tileir_ir::Attribute,
) -> Result<tileir_ir::Attribute, Failure> {
    let ctx = l.ctx;
    let fail = |l: &Lowering<'_, '_>| Failure::illegal(ctx, l.body(), op);
    let AttrData::DenseElements { ty, data } = ctx.attr_data(value) else {
        return Ok(value);
    };
    let new_ty = l.types.convert(*ty).ok_or_else(|| fail(l))?;
    if matches!(ctx.type_data(new_ty), TypeData::RankedTensor { .. }) {
        return Ok(ctx.intern_attr(AttrData::DenseElements {
            ty: new_ty,
            data: data.clone(),
        }));
    }
    // A rank-0 tile: its one element as a scalar attribute.
    let DenseData::Raw { bytes, .. } = data else {
        return Err(fail(l));
    };
    let mut raw = [0u8; 16];
    let n = bytes.len().min(16);
    raw[..n].copy_from_slice(&bytes[..n]);
    let bits = u128::from_le_bytes(raw);
    match ctx.type_data(new_ty) {
        TypeData::Integer { width, .. } => {
            let v = ApInt::from_words(*width, [bits as u64, (bits >> 64) as u64]);
            Ok(int_attr(ctx, new_ty, &v))
        }
        TypeData::Float(_) => Ok(ctx.intern_attr(AttrData::Float {
            ty: new_ty,
            bits: Wide::new(bits),
        })),
        _ => Err(fail(l)),
    }
}

/// The zero of an integer type or a tensor of integers.
fn zero_of(l: &Lowering<'_, '_>, ty: tileir_ir::Type) -> Option<tileir_ir::Attribute> {
    let ctx = l.ctx;
    match ctx.type_data(ty) {
        TypeData::Integer { .. } => Some(ctx.integer_attr(ty, 0)),
        TypeData::RankedTensor { element, .. } => {
            let zero = ctx.integer_attr(*element, 0);
            tileir_ir::constants::int_splat_any_shape(
                ctx,
                ty,
                &tileir_ir::constants::int_value(ctx, zero)?,
            )
        }
        _ => None,
    }
}

/// `reshape`: a splat from a scalar, a view between tiles, a scalar
/// `extract` into a scalar.
fn reshape(l: &mut Lowering<'_, '_>, op: OpId) -> Result<(), Failure> {
    let ctx = l.ctx;
    let src = l.body().operand(op, 0);
    let src_ty = l.value_type(src);
    let dst_ty = l.value_type(l.body().result(op, 0));
    let is_tensor = |t| matches!(ctx.type_data(t), TypeData::RankedTensor { .. });
    if !is_tensor(src_ty) {
        l.rename(op, "nv_tileaa.splat", &[]);
    } else if !is_tensor(dst_ty) {
        // The one element of the tile, TileAA's scalar `extract` (no
        // indices: the tile has one element).
        l.rename(op, "nv_tileaa.extract", &[]);
    } else {
        l.rename(op, "nv_tileaa.view", &[]);
    }
    Ok(())
}

/// `get_tile_block_id` / `get_num_tile_blocks`: one TileAA op per result,
/// `dim` x, y, z.
fn program_ids(l: &mut Lowering<'_, '_>, op: OpId, target: &str) -> Result<(), Failure> {
    let results: SmallVec<[Value; 3]> = l.body().results(op).collect();
    let mut values: SmallVec<[Value; 3]> = SmallVec::new();
    for (&r, axis) in results.iter().zip(["x", "y", "z"]) {
        let dim = l.tileaa_attr(op, &format!("#nv_tileaa.program_id<{axis}>"))?;
        let mut state = OperationState::new(l.ctx.op_name(target), l.body().op_loc(op));
        state.result_types.push(l.value_type(r));
        state.attributes.push(l.named("dim", dim));
        let new = l.create_before(op, state);
        values.push(l.body().result(new, 0));
    }
    l.rw.replace_op(op, &values);
    Ok(())
}

/// `get_tensor_shape`: one `get_dim_size` of the memref per result.
fn tensor_shape(l: &mut Lowering<'_, '_>, op: OpId) {
    let memref = l.body().operand(op, 0);
    let results: SmallVec<[Value; 4]> = l.body().results(op).collect();
    let mut values: SmallVec<[Value; 4]> = SmallVec::new();
    for (i, &r) in results.iter().enumerate() {
        let size = dim_query(
            l,
            op,
            "nv_tileaa.get_dim_size",
            memref,
            i as i64,
            l.value_type(r),
        );
        values.push(size);
    }
    l.rw.replace_op(op, &values);
}

/// `get_index_space_shape`: the number of tiles along each dimension, the
/// size of the tensor's dimension the view maps there divided by the step
/// between tile origins, rounded up.
fn index_space_shape(l: &mut Lowering<'_, '_>, op: OpId) -> Result<(), Failure> {
    let ctx = l.ctx;
    let view = l.body().operand(op, 0);
    // Along each dimension: the tensor's size and the step between tile
    // origins (a partition's tile size, a strided view's stride; a
    // gather/scatter view's sparse dimension is indexed by element).
    let view_ty = match l.gather_views.get(&op) {
        Some(&t) => t,
        None => l.original_type(view),
    };
    let (steps, dim_map, query) = match classify(ctx, view_ty) {
        Some(TileType::PartitionView { tile, dim_map, .. }) => (
            tile.to_vec(),
            dim_map.to_vec(),
            "nv_tileaa.get_parent_dim_size",
        ),
        Some(TileType::StridedView {
            dim_map, strides, ..
        }) => (
            strides.to_vec(),
            dim_map.to_vec(),
            "nv_tileaa.get_parent_dim_size",
        ),
        Some(TileType::GatherScatterView {
            tile, sparse_dim, ..
        }) => {
            let mut steps = tile.to_vec();
            if let Some(s) = usize::try_from(sparse_dim)
                .ok()
                .and_then(|d| steps.get_mut(d))
            {
                *s = 1;
            }
            let identity = (0..tile.len() as i64).collect();
            (steps, identity, "nv_tileaa.get_dim_size")
        }
        _ => return Err(Failure::illegal(ctx, l.body(), op)),
    };
    let results: SmallVec<[Value; 4]> = l.body().results(op).collect();
    let mut values: SmallVec<[Value; 4]> = SmallVec::new();
    for (i, &r) in results.iter().enumerate() {
        let ty = l.value_type(r);
        let parent_dim = dim_map.get(i).copied().unwrap_or(i as i64);
        let size = dim_query(l, op, query, view, parent_dim, ty);
        let Some(&tile_size) = steps.get(i) else {
            return Err(Failure::illegal(ctx, l.body(), op));
        };
        if tile_size == 1 {
            values.push(size);
            continue;
        }
        let tile_size = l.constant_before(op, ctx.integer_attr(ty, tile_size as i128), ty);
        let mut div = OperationState::new(ctx.op_name("arith.ceildivsi"), l.body().op_loc(op));
        div.operands.extend([size, tile_size]);
        div.result_types.push(ty);
        let d = l.create_before(op, div);
        values.push(l.body().result(d, 0));
    }
    l.rw.replace_op(op, &values);
    Ok(())
}

/// `target %of {dim = dim} : ty`, created before `op`.
fn dim_query(
    l: &mut Lowering<'_, '_>,
    op: OpId,
    target: &str,
    of: Value,
    dim: i64,
    ty: Type,
) -> Value {
    let mut state = OperationState::new(l.ctx.op_name(target), l.body().op_loc(op));
    state.operands.push(of);
    state.result_types.push(ty);
    state.attributes.push(l.named("dim", l.i32_attr(dim)));
    let new = l.create_before(op, state);
    l.body().result(new, 0)
}

/// `make_tensor_view` becomes `make_memref`: the base, no offset, the
/// dynamic sizes (the static ones are in the memref type) and one stride
/// operand per dimension (the static ones as constants of the dynamic
/// operands' type, i32 when there are none).
fn make_memref(l: &mut Lowering<'_, '_>, op: OpId) -> Result<(), Failure> {
    let ctx = l.ctx;
    let fail = |l: &Lowering<'_, '_>| Failure::illegal(ctx, l.body(), op);
    let segments = match ctx.attr_data(l.attr(op, "operandSegmentSizes").ok_or_else(|| fail(l))?) {
        AttrData::DenseArray { data, .. } => data
            .chunks(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect::<Vec<i32>>(),
        _ => return Err(fail(l)),
    };
    let [1, n_sizes, n_strides] = segments[..] else {
        return Err(fail(l));
    };
    let operands: SmallVec<[Value; 8]> = l.body().operands(op).collect();
    let (n_sizes, n_strides) = (n_sizes as usize, n_strides as usize);
    if operands.len() != 1 + n_sizes + n_strides {
        return Err(fail(l));
    }
    let base = operands[0];
    let dynamic_sizes = &operands[1..1 + n_sizes];
    let dynamic_strides = &operands[1 + n_sizes..];
    let original = l.original_type(l.body().result(op, 0));
    let Some(TileType::TensorView { strides, .. }) = classify(ctx, original) else {
        return Err(fail(l));
    };
    let strides = strides.to_vec();
    let index_ty = dynamic_sizes
        .iter()
        .chain(dynamic_strides)
        .next()
        .map_or_else(|| ctx.int_type(32), |&v| l.value_type(v));
    let sizes: SmallVec<[Value; 4]> = SmallVec::from_slice(dynamic_sizes);
    let strides = complete(l, op, &strides, dynamic_strides, index_ty).ok_or_else(|| fail(l))?;
    let mut all: SmallVec<[Value; 9]> = SmallVec::new();
    all.push(base);
    all.extend(sizes.iter().copied());
    all.extend(strides.iter().copied());
    let mut state = l.state_with(op, "nv_tileaa.make_memref", &all);
    let counts = [1, 0, sizes.len() as i32, strides.len() as i32];
    state
        .attributes
        .push(l.named("operandSegmentSizes", l.i32_array(&counts)));
    l.replace(op, state);
    Ok(())
}

/// One value per entry of `statics`: the next of `dynamic` where it is
/// dynamic, else a constant of type `ty` made before `op`.
fn complete(
    l: &mut Lowering<'_, '_>,
    op: OpId,
    statics: &[i64],
    dynamic: &[Value],
    ty: Type,
) -> Option<SmallVec<[Value; 4]>> {
    let mut dynamic = dynamic.iter();
    let mut values = SmallVec::new();
    for &s in statics {
        let v = if s == DYNAMIC {
            *dynamic.next()?
        } else {
            l.constant_before(op, l.ctx.integer_attr(ty, s as i128), ty)
        };
        values.push(v);
    }
    dynamic.next().is_none().then_some(values)
}

/// `make_partition_view` and `make_strided_view` become `block_tile`, with
/// the padding, a dimension map that is not the identity and the traversal
/// strides (of a strided view) as attributes.
fn block_tile(l: &mut Lowering<'_, '_>, op: OpId) -> Result<(), Failure> {
    let ctx = l.ctx;
    let fail = |l: &Lowering<'_, '_>| Failure::illegal(ctx, l.body(), op);
    let original = l.original_type(l.body().result(op, 0));
    let (padding, dim_map, strides) = match classify(ctx, original) {
        Some(TileType::PartitionView {
            padding, dim_map, ..
        }) => (padding, dim_map, None),
        Some(TileType::StridedView {
            padding,
            dim_map,
            strides,
            ..
        }) => (padding, dim_map, Some(strides)),
        _ => return Err(fail(l)),
    };
    let mut attrs = SmallVec::<[NamedAttr; 3]>::new();
    if let Some(strides) = strides {
        attrs.push(l.named("traversal_strides", l.i64_array(strides)));
    }
    if dim_map.iter().enumerate().any(|(i, &d)| d != i as i64) {
        let map: Vec<i32> = dim_map.iter().map(|&d| d as i32).collect();
        attrs.push(l.named("dim_map", l.i32_array(&map)));
    }
    if let Some(p) = padding {
        let case = pick(PADDING, p).ok_or_else(|| fail(l))?;
        let a = l.tileaa_attr(op, &format!("#nv_tileaa.padding_value<{case}>"))?;
        attrs.push(l.named("padding_value", a));
    }
    l.rename(op, "nv_tileaa.block_tile", &attrs);
    Ok(())
}

/// `print_tko` becomes `print` of the same values and token, its format
/// string as `format`.
fn print(l: &mut Lowering<'_, '_>, op: OpId) -> Result<(), Failure> {
    let token_ty = l.value_type(l.body().result(op, 0));
    let n = l.body().num_operands(op);
    let has_token = n > 0 && l.value_type(l.body().operand(op, n - 1)) == token_ty;
    let mut attrs = SmallVec::<[NamedAttr; 2]>::new();
    let format = l
        .attr(op, "str")
        .ok_or_else(|| Failure::illegal(l.ctx, l.body(), op))?;
    attrs.push(l.named("format", format));
    let counts = [n as i32 - has_token as i32, has_token as i32];
    attrs.push(l.named("operandSegmentSizes", l.i32_array(&counts)));
    l.rename(op, "nv_tileaa.print", &attrs);
    Ok(())
}

/// `load_view_tko`/`store_view_tko` on a gather/scatter view (recorded in
/// `gather_views`): `gather_load`/`scatter_store` on its memref, with the
/// element offset of the tile along each dense dimension (the tile index
/// times the tile size) and the sparse dimension's index tile as it is;
/// the view's padding as the load's `padding_value`.
fn gather_scatter(l: &mut Lowering<'_, '_>, op: OpId, name: &str) -> Result<(), Failure> {
    let ctx = l.ctx;
    let fail = |l: &Lowering<'_, '_>| Failure::illegal(ctx, l.body(), op);
    let Some(view_ty) = gather_view(l, op, name) else {
        return Err(fail(l));
    };
    let Some(TileType::GatherScatterView {
        tile,
        padding,
        sparse_dim,
        ..
    }) = classify(ctx, view_ty)
    else {
        return Err(fail(l));
    };
    let tile = tile.to_vec();
    let mut attrs = memory_attrs(l, op)?;
    if let (Some(p), "load_view_tko") = (padding, name) {
        let case = pick(PADDING, p).ok_or_else(|| fail(l))?;
        let a = l.tileaa_attr(op, &format!("#nv_tileaa.padding_value<{case}>"))?;
        attrs.push(l.named("padding_value", a));
    }
    let segments = segment_sizes(l, op)?;
    let operands: SmallVec<[Value; 6]> = l.body().operands(op).collect();
    // Where the view and the indices are, and whether a value comes first.
    let (value, view_at, n, token) = match (name, &segments[..]) {
        ("load_view_tko", &[1, n, token]) => (None, 0, n as usize, token),
        ("store_view_tko", &[1, 1, n, token]) => (Some(operands[0]), 1, n as usize, token),
        _ => return Err(fail(l)),
    };
    if n != tile.len() || operands.len() != view_at + 1 + n + token as usize {
        return Err(fail(l));
    }
    let mut new_operands: SmallVec<[Value; 6]> = SmallVec::new();
    new_operands.push(operands[view_at]);
    new_operands.extend(value);
    for (d, (&index, &size)) in operands[view_at + 1..view_at + 1 + n]
        .iter()
        .zip(&tile)
        .enumerate()
    {
        if d as i64 == sparse_dim {
            new_operands.push(index);
        } else {
            new_operands.push(scaled(l, op, index, size));
        }
    }
    new_operands.extend(operands.get(view_at + 1 + n).copied());
    let (target, counts) = match value {
        None => ("nv_tileaa.gather_load", vec![1, n as i32, 0, token]),
        Some(_) => ("nv_tileaa.scatter_store", vec![1, 1, n as i32, 0, token]),
    };
    attrs.push(l.named("operandSegmentSizes", l.i32_array(&counts)));
    let mut state = l.state_with(op, target, &new_operands);
    state.attributes.extend(attrs);
    l.replace(op, state);
    Ok(())
}

/// The gather/scatter view `op` (a `load_view_tko` or `store_view_tko`)
/// accesses, if it is one: recorded when the view was made, or the
/// original type of its view operand (a view handed on by an `if` that
/// `exits.rs` made).
fn gather_view(l: &Lowering<'_, '_>, op: OpId, name: &str) -> Option<Type> {
    if let Some(&t) = l.gather_views.get(&op) {
        return Some(t);
    }
    let at = if name == "store_view_tko" { 1 } else { 0 };
    let view = l.body().operands(op).nth(at)?;
    let ty = l.original_type(view);
    matches!(
        classify(l.ctx, ty),
        Some(TileType::GatherScatterView { .. })
    )
    .then_some(ty)
}

/// `index * factor` (an `arith.muli` by a constant of the index's type,
/// made before `op`); `index` itself when the factor is 1.
fn scaled(l: &mut Lowering<'_, '_>, op: OpId, index: Value, factor: i64) -> Value {
    if factor == 1 {
        return index;
    }
    let ty = l.value_type(index);
    let c = l.constant_before(op, l.ctx.integer_attr(ty, factor as i128), ty);
    let mut mul = OperationState::new(l.ctx.op_name("arith.muli"), l.body().op_loc(op));
    mul.operands.extend([index, c]);
    mul.result_types.push(ty);
    let m = l.create_before(op, mul);
    l.body().result(m, 0)
}

/// 13.4's `insert`: `insert_slice` of the source into the destination at
/// the element offsets of the result-sized block the indices select (each
/// index times the source's size along its dimension).
fn insert(l: &mut Lowering<'_, '_>, op: OpId) -> Result<(), Failure> {
    let ctx = l.ctx;
    let operands: SmallVec<[Value; 6]> = l.body().operands(op).collect();
    let Some((&source, rest)) = operands.split_first() else {
        return Err(Failure::illegal(ctx, l.body(), op));
    };
    let Some((&dest, indices)) = rest.split_first() else {
        return Err(Failure::illegal(ctx, l.body(), op));
    };
    let shape = match ctx.type_data(l.value_type(source)) {
        TypeData::RankedTensor { shape, .. } => shape.to_vec(),
        _ => return Err(Failure::illegal(ctx, l.body(), op)),
    };
    if shape.len() != indices.len() {
        return Err(Failure::illegal(ctx, l.body(), op));
    }
    let mut new_operands: SmallVec<[Value; 6]> = SmallVec::from_slice(&[source, dest]);
    for (&index, &size) in indices.iter().zip(&shape) {
        new_operands.push(scaled(l, op, index, size));
    }
    l.replace_with_operands(op, "nv_tileaa.insert_slice", &new_operands);
    Ok(())
}

/// The op's input token, or a new `create_mem_token` made before it when
/// it has none.
fn token_operand(l: &mut Lowering<'_, '_>, op: OpId) -> Value {
    if let Some(t) = l.body().operands(op).last() {
        return t;
    }
    let ty = l.value_type(l.body().result(op, 0));
    let mut state = OperationState::new(
        l.ctx.op_name("nv_tileaa.create_mem_token"),
        l.body().op_loc(op),
    );
    state.result_types.push(ty);
    let t = l.create_before(op, state);
    l.body().result(t, 0)
}

/// cuda_tile's `multimem_reduction_kind` cases TileAA has, by value
/// (`umin`, `umax` have no TileAA case).
const MULTIMEM_KIND: &[&str] = &["add", "min", "max", "and", "or", "xor"];

/// 13.5's view-based multimem ops (generic form: the view, the value for
/// the reduce and the store, the tile indices, an optional token, with
/// `operandSegmentSizes`; the kind as `reduction`): TileAA's multimem ops
/// on the pointers of the view's tile, masked to the tensor's bounds.
fn multimem(l: &mut Lowering<'_, '_>, op: OpId, name: &str) -> Result<(), Failure> {
    let ctx = l.ctx;
    let fail = |l: &Lowering<'_, '_>| Failure::illegal(ctx, l.body(), op);
    let segments = segment_sizes(l, op)?;
    let operands: SmallVec<[Value; 6]> = l.body().operands(op).collect();
    let (value, n, token) = match (name, &segments[..]) {
        ("multimem_load_reduce_view_tko", &[1, n, t]) => (None, n as usize, t),
        (_, &[1, 1, n, t]) if name != "multimem_load_reduce_view_tko" => {
            (Some(operands[1]), n as usize, t)
        }
        _ => return Err(fail(l)),
    };
    let first_index = 1 + value.is_some() as usize;
    if operands.len() != first_index + n + token as usize {
        return Err(fail(l));
    }
    let indices = &operands[first_index..first_index + n];
    let (ptrs, mask) = view_pointers(l, op, operands[0], indices).ok_or_else(|| fail(l))?;
    let mut new_operands: SmallVec<[Value; 4]> = SmallVec::from_slice(&[ptrs]);
    new_operands.extend(value);
    new_operands.push(mask);
    new_operands.extend(operands.get(first_index + n).copied());
    let mut attrs = memory_attrs(l, op)?;
    if name != "multimem_store_view_tko" {
        let kind = l.enum_attr(op, "reduction").unwrap_or(0);
        let case = pick(MULTIMEM_KIND, kind).ok_or_else(|| fail(l))?;
        let a = l.tileaa_attr(op, &format!("#nv_tileaa.multimem_reduction_kind<{case}>"))?;
        attrs.push(l.named("kind", a));
    }
    let (target, counts) = match name {
        "multimem_load_reduce_view_tko" => ("nv_tileaa.multimem_load_reduce", vec![1, 1, token]),
        "multimem_reduce_view_tko" => ("nv_tileaa.multimem_reduce", vec![1, 1, 1, token]),
        _ => ("nv_tileaa.multimem_store", vec![1, 1, 1, token]),
    };
    attrs.push(l.named("operandSegmentSizes", l.i32_array(&counts)));
    let mut state = l.state_with(op, target, &new_operands);
    state.attributes.extend(attrs);
    l.replace(op, state);
    Ok(())
}

/// The pointers of the elements of the tile of a partition view (made by
/// a `block_tile` in this body) at the tile indices, and whether each is
/// inside the tensor: along each tile dimension `d` (tensor dimension
/// `p`), the elements `index * T_d + [0, T_d)` times the memref's stride of
/// `p` (as i64), broadcast over the tile and summed; the mask compares the
/// same elements with the memref's size of `p`.
fn view_pointers(
    l: &mut Lowering<'_, '_>,
    op: OpId,
    view: Value,
    indices: &[Value],
) -> Option<(Value, Value)> {
    let ctx = l.ctx;
    let TileType::PartitionView {
        tile,
        dim_map,
        view: tensor_view,
        ..
    } = classify(ctx, l.original_type(view))?
    else {
        return None;
    };
    let (tile, dim_map) = (tile.to_vec(), dim_map.to_vec());
    let TileType::TensorView { element, .. } = classify(ctx, tensor_view)? else {
        return None;
    };
    let def = l.body().defining_op(view)?;
    if ctx.op_name_str(l.body().op_name(def)) != "nv_tileaa.block_tile"
        || indices.len() != tile.len()
    {
        return None;
    }
    let memref = l.body().operand(def, 0);
    let i1 = ctx.int_type(1);
    let i64 = ctx.int_type(64);
    let tensor = |shape: &[i64], e: Type| {
        ctx.intern_type(TypeData::RankedTensor {
            shape: shape.into(),
            element: e,
            encoding: None,
        })
    };
    let mut offset: Option<Value> = None;
    let mut mask: Option<Value> = None;
    for (d, (&size, &index)) in tile.iter().zip(indices).enumerate() {
        let p = dim_map.get(d).copied().unwrap_or(d as i64);
        let line = tensor(&[size], i64);
        let range = emit(
            l,
            op,
            "nv_tileaa.make_range",
            &[],
            tensor(&[size], ctx.int_type(32)),
            &[("start", l.i32_attr(0)), ("end", l.i32_attr(size))],
        );
        let range = emit(l, op, "arith.extsi", &[range], line, &[]);
        let index = match ctx.type_data(l.value_type(index)) {
            TypeData::Integer { width: 64, .. } => index,
            TypeData::Integer { .. } => emit(l, op, "arith.extsi", &[index], i64, &[]),
            _ => return None,
        };
        let start = scaled(l, op, index, size);
        let start = emit(l, op, "nv_tileaa.splat", &[start], line, &[]);
        let elements = emit(l, op, "arith.addi", &[range, start], line, &[]);
        let dim = [("dim", l.i32_attr(p))];
        let stride = emit(l, op, "nv_tileaa.get_dim_stride", &[memref], i64, &dim);
        let stride = emit(l, op, "nv_tileaa.splat", &[stride], line, &[]);
        let part = emit(l, op, "arith.muli", &[elements, stride], line, &[]);
        let bound = emit(l, op, "nv_tileaa.get_dim_size", &[memref], i64, &dim);
        let bound = emit(l, op, "nv_tileaa.splat", &[bound], line, &[]);
        // arith's `slt`.
        let slt = [("predicate", ctx.integer_attr(i64, 2))];
        let inside = emit(
            l,
            op,
            "arith.cmpi",
            &[elements, bound],
            tensor(&[size], i1),
            &slt,
        );
        // Laid along dimension `d` of the tile, then over all of it.
        let mut lifted: Vec<i64> = vec![1; tile.len()];
        lifted[d] = size;
        let spread = |l: &mut Lowering<'_, '_>, v: Value, e: Type| {
            let v = emit(l, op, "nv_tileaa.view", &[v], tensor(&lifted, e), &[]);
            emit(l, op, "nv_tileaa.broadcast", &[v], tensor(&tile, e), &[])
        };
        let part = spread(l, part, i64);
        let inside = spread(l, inside, i1);
        offset = Some(match offset {
            None => part,
            Some(o) => emit(l, op, "arith.addi", &[o, part], tensor(&tile, i64), &[]),
        });
        mask = Some(match mask {
            None => inside,
            Some(m) => emit(l, op, "arith.andi", &[m, inside], tensor(&tile, i1), &[]),
        });
    }
    let ptr = l
        .types
        .parse_type(&format!("!cuda_tile.ptr<{}>", type_to_string(ctx, element)))?;
    let base = emit(l, op, "nv_tileaa.get_base_ptr", &[memref], ptr, &[]);
    let base = emit(l, op, "nv_tileaa.splat", &[base], tensor(&tile, ptr), &[]);
    let ptrs = emit(
        l,
        op,
        "nv_tileaa.addptr",
        &[base, offset?],
        tensor(&tile, ptr),
        &[],
    );
    Some((ptrs, mask?))
}

/// `name(operands) {attrs} : ty`, created before `op`; its result.
fn emit(
    l: &mut Lowering<'_, '_>,
    op: OpId,
    name: &str,
    operands: &[Value],
    ty: Type,
    attrs: &[(&str, tileir_ir::Attribute)],
) -> Value {
    let mut state = OperationState::new(l.ctx.op_name(name), l.body().op_loc(op));
    state.operands.extend_from_slice(operands);
    state.result_types.push(ty);
    for &(n, a) in attrs {
        state.attributes.push(l.named(n, a));
    }
    let new = l.create_before(op, state);
    l.body().result(new, 0)
}
