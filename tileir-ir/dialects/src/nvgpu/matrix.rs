//! nvgpu's matrix and TMA side (upstream `NVGPU.td`, `NVGPUTypes.td`,
//! `NVGPUOps.td`, `NVGPUDialect.cpp`): the tensor map and warpgroup types,
//! their enum attributes, and the ops `ldmatrix`, `mma.sync`,
//! `mma.sp.sync`, `tma.*`, `warpgroup.*` and `rcp` with their verifiers.

use crate::common::*;
use tileir_ir::attributes::Attribute;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::Interfaces;
use tileir_ir::dialect::{
    AttrDecl, AttrDef, AttrDefault, AttrKind, EnumDef, OpDef, OpRef, ParamDecl, ParamKind, Traits,
    TypeClass, TypeConstraint, TypeDef, TypePredicate,
};
use tileir_ir::effects::{EffectDecl, EffectKind, EffectOn};
use tileir_ir::types::{FloatKind, Param, Type, TypeData, DYNAMIC};
use tileir_ir::{AttrData, Context};

pub static SWIZZLE: EnumDef = dialect_enum(
    "nvgpu.swizzle",
    &[
        ("none", 0),
        ("swizzle_32b", 1),
        ("swizzle_64b", 2),
        ("swizzle_128b", 3),
    ],
)
.generated("::mlir::nvgpu::TensorMapSwizzleKind");
pub static L2PROMO: EnumDef = dialect_enum(
    "nvgpu.l2promo",
    &[
        ("none", 0),
        ("l2promo_64b", 1),
        ("l2promo_128b", 2),
        ("l2promo_256b", 3),
    ],
)
.generated("::mlir::nvgpu::TensorMapL2PromoKind");
pub static OOB: EnumDef = dialect_enum("nvgpu.oob", &[("zero", 0), ("nan", 1)])
    .generated("::mlir::nvgpu::TensorMapOOBKind");
pub static INTERLEAVE: EnumDef = dialect_enum(
    "nvgpu.interleave",
    &[("none", 0), ("interleave_16b", 1), ("interleave_32b", 2)],
)
.generated("::mlir::nvgpu::TensorMapInterleaveKind");
pub static RCP_ROUNDING: EnumDef = dialect_enum(
    "nvgpu.rcp_rounding_mode",
    &[("approx", 0), ("rn", 1), ("rz", 2), ("rm", 3), ("rp", 4)],
)
.generated("::mlir::nvgpu::RcpRoundingMode");

pub const ATTRS: [AttrDef; 5] = [
    bare_enum_attr!("swizzle", SWIZZLE, "TensorMapSwizzleAttr"),
    bare_enum_attr!("l2promo", L2PROMO, "TensorMapL2PromoAttr"),
    bare_enum_attr!("oob", OOB, "TensorMapOOBAttr"),
    bare_enum_attr!("interleave", INTERLEAVE, "TensorMapInterleaveAttr"),
    bare_enum_attr!("rcp_rounding_mode", RCP_ROUNDING, "RcpRoundingModeAttr"),
];

pub const TYPES: [TypeDef; 3] = [
    TypeDef {
        mnemonic: "tensormap.descriptor",
        ods_name: "NVGPU_TensorMapDescriptor",
        format: Some("`<` struct(params) `>`"),
        params: &[
            ParamDecl::new("tensor", ParamKind::Type),
            ParamDecl::new("swizzle", ParamKind::Enum(&SWIZZLE)),
            ParamDecl::new("l2promo", ParamKind::Enum(&L2PROMO)),
            ParamDecl::new("oob", ParamKind::Enum(&OOB)),
            ParamDecl::new("interleave", ParamKind::Enum(&INTERLEAVE)),
        ],
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "warpgroup.descriptor",
        format: Some("`<` struct(params) `>`"),
        params: &[ParamDecl::new("tensor", ParamKind::Type)],
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "warpgroup.accumulator",
        format: Some("`<` struct(params) `>`"),
        params: &[ParamDecl::new("fragmented", ParamKind::Type)],
        ..TypeDef::DEFAULT
    },
];

// ----- type helpers -----

/// The parameters of a `nvgpu.<name>` type.
fn nvgpu_params(ctx: &Context, t: Type, name: &str) -> Option<Vec<Param>> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) if ctx.str(d.name) == name => Some(d.params.to_vec()),
        _ => None,
    }
}

fn is_nvgpu(ctx: &Context, t: Type, name: &str) -> bool {
    nvgpu_params(ctx, t, name).is_some()
}

/// A tensor map descriptor's memref and enum values (swizzle, l2promo, oob,
/// interleave).
fn tensor_map(ctx: &Context, t: Type) -> Option<(Type, [i64; 4])> {
    let p = nvgpu_params(ctx, t, "nvgpu.tensormap.descriptor")?;
    let (Param::Type(tensor), Param::Int(s), Param::Int(l), Param::Int(o), Param::Int(i)) =
        (p.first()?, p.get(1)?, p.get(2)?, p.get(3)?, p.get(4)?)
    else {
        return None;
    };
    Some((*tensor, [*s, *l, *o, *i]))
}

/// The one type parameter of a warpgroup descriptor or accumulator.
fn type_param(ctx: &Context, t: Type, name: &str) -> Option<Type> {
    match nvgpu_params(ctx, t, name)?.first()? {
        Param::Type(t) => Some(*t),
        _ => None,
    }
}

/// A memref's shape, element type and memory space.
fn memref(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, Option<Attribute>)> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => Some((shape.to_vec(), *element, *memory_space)),
        _ => None,
    }
}

/// A vector's shape and element type.
fn vector(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, element, .. } => Some((shape.to_vec(), *element)),
        _ => None,
    }
}

/// `NVGPUDialect::isSharedMemoryAddressSpace`: integer 3 or
/// `#gpu.address_space<workgroup>`.
pub(crate) fn is_shared(ctx: &Context, space: Option<Attribute>) -> bool {
    let Some(space) = space else {
        return false;
    };
    match ctx.attr_data(space) {
        AttrData::Integer { value, .. } => value.get() == 3,
        AttrData::Dialect { name, params } => {
            ctx.str(*name) == "gpu.address_space" && matches!(params.first(), Some(Param::Int(2)))
        }
        _ => false,
    }
}

/// `getIntOrFloatBitWidth` (0 for other types).
pub(crate) fn bit_width(ctx: &Context, t: Type) -> i64 {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => *width as i64,
        TypeData::Float(k) => k.width() as i64,
        _ => 0,
    }
}

fn is_float(ctx: &Context, t: Type, kind: FloatKind) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(k) if *k == kind)
}

fn is_int(ctx: &Context, t: Type, width: u32) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: w, .. } if *w == width)
}

// ----- constraints -----

const ANY_VECTOR: TypeConstraint = TypeConstraint::new("vector of any type values", |c, t| {
    matches!(c.type_data(t), TypeData::Vector { .. })
})
.of_class(TypeClass::Vector);
const F32_VECTOR: TypeConstraint = TypeConstraint::new("vector of 32-bit float values", |c, t| {
    vector(c, t).is_some_and(|(s, e)| !s.is_empty() && is_float(c, e, FloatKind::F32))
})
.of_class(TypeClass::Vector);
/// Buildable (`vector<2xi16>`), so the format does not spell its type.
const SPARSE_METADATA: TypeConstraint = TypeConstraint::buildable(
    "fixed-length vector of 16-bit signless integer values of length 2",
    |c, t| match c.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => {
            shape[..] == [2]
                && !scalable.iter().any(|s| *s)
                && is_signless_int(c, *element)
                && is_int(c, *element, 16)
        }
        _ => false,
    },
    |c| {
        let i16 = c.int_type(16);
        c.intern_type(TypeData::Vector {
            shape: Box::new([2]),
            scalable: Box::new([false]),
            element: i16,
        })
    },
)
.of_class(TypeClass::Vector);
const MEMREF: TypeConstraint = TypeConstraint::new("memref of any type values", |c, t| {
    matches!(c.type_data(t), TypeData::MemRef { .. })
})
.of_class(TypeClass::MemRef);
const UNRANKED_MEMREF: TypeConstraint =
    TypeConstraint::new("unranked.memref of any type values", |c, t| {
        matches!(c.type_data(t), TypeData::UnrankedMemRef { .. })
    })
    .of_class(TypeClass::UnrankedMemRef);
const TENSOR_MAP: TypeConstraint = TypeConstraint {
    dialect_type: Some("nvgpu.tensormap.descriptor"),
    class: None,
    ..TypeConstraint::new("TensorMap descriptor", |c, t| {
        is_nvgpu(c, t, "nvgpu.tensormap.descriptor")
    })
};
const WARPGROUP_DESCRIPTOR: TypeConstraint = TypeConstraint {
    dialect_type: Some("nvgpu.warpgroup.descriptor"),
    class: None,
    ..TypeConstraint::new("Warpgroup matrix descriptor type", |c, t| {
        is_nvgpu(c, t, "nvgpu.warpgroup.descriptor")
    })
};
/// The accumulator type has no summary upstream, so its messages read
/// `must be , but got`.
const WARPGROUP_ACCUMULATOR: TypeConstraint = TypeConstraint {
    dialect_type: Some("nvgpu.warpgroup.accumulator"),
    class: None,
    ..TypeConstraint::new("", |c, t| is_nvgpu(c, t, "nvgpu.warpgroup.accumulator"))
};
const MBARRIER_GROUP: TypeConstraint = super::MBARRIER_GROUP;
const I16: TypeConstraint = TypeConstraint::buildable(
    "16-bit signless integer",
    |c, t| is_signless_int(c, t) && is_int(c, t, 16),
    |c| c.int_type(16),
);

fn is_bool_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Bool(_))
}

fn is_i64_array(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(items) => items.iter().all(|&i| {
            matches!(ctx.attr_data(i), AttrData::Integer { ty, .. }
                if is_signless_int(ctx, *ty) && int_width(ctx, *ty) == Some(64))
        }),
        _ => false,
    }
}

// ----- verifiers -----

/// `emitError()`: the message with no `'op' op` prefix.
fn plain(r: OpRef<'_>, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(r.body.op_loc(r.op), msg.into())
}

fn operand_type(r: OpRef<'_>, i: usize) -> Type {
    r.body.value_type(r.body.operand(r.op, i))
}

fn int_attr(r: OpRef<'_>, name: &'static str) -> Option<i64> {
    let a = attr(r, name)?;
    tileir_ir::constants::int_value(r.ctx, a)
        .and_then(|v| v.to_i128())
        .map(|v| v as i64)
}

fn verify_ldmatrix(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = r.ctx;
    let Some((_, _, space)) = memref(ctx, operand_type(r, 0)) else {
        return Ok(());
    };
    let Some((shape, element)) = r
        .body
        .results(r.op)
        .next()
        .and_then(|v| vector(ctx, r.body.value_type(v)))
    else {
        return Ok(());
    };
    let width = bit_width(ctx, element);
    let tiles = int_attr(r, "numTiles").unwrap_or(0);
    let transpose =
        attr(r, "transpose").is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Bool(true)));
    if !is_shared(ctx, space) {
        return Err(plain(
            r,
            "expected nvgpu.ldmatrix srcMemref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)",
        ));
    }
    if width > 32 {
        return Err(plain(r, "nvgpu.ldmatrix works for 32b or lower"));
    }
    if transpose && width != 16 {
        return Err(plain(
            r,
            "nvgpu.ldmatrix transpose works only at 16b granularity",
        ));
    }
    if shape.len() != 2 {
        return Err(plain(r, "results must be 2 dimensional vector"));
    }
    let per32 = if width == 0 { 0 } else { 32 / width };
    if shape[1] != per32 {
        return Err(plain(
            r,
            format!("expected vector register shape[1] = {per32}"),
        ));
    }
    if shape[0] != tiles {
        return Err(plain(
            r,
            "expected vector register shape[0] and numTiles to match",
        ));
    }
    Ok(())
}

fn mma_shape(r: OpRef<'_>) -> Option<[i64; 3]> {
    let AttrData::Array(items) = r.ctx.attr_data(attr(r, "mmaShape")?) else {
        return None;
    };
    let v: Vec<i64> = items
        .iter()
        .filter_map(|&i| {
            tileir_ir::constants::int_value(r.ctx, i)
                .and_then(|v| v.to_i128())
                .map(|v| v as i64)
        })
        .collect();
    v.try_into().ok()
}

/// The checks `mma.sync` and `mma.sp.sync` share: warp-wide element counts
/// and per-thread fragment shapes from the fundamental 8x8x128b tile.
fn verify_mma(r: OpRef<'_>, sparse: bool) -> Result<(), Diagnostic> {
    let ctx = r.ctx;
    let name = op_name(r).to_string();
    let (Some((a, elem)), Some((b, _)), Some((c, _))) = (
        vector(ctx, operand_type(r, 0)),
        vector(ctx, operand_type(r, 1)),
        vector(ctx, operand_type(r, 2)),
    ) else {
        return Ok(());
    };
    let f64 = is_float(ctx, elem, FloatKind::F64);
    if sparse && f64 {
        return Err(plain(r, "f64 is not supported for sparse mode"));
    }
    let (shape_k, num_a, num_b) = if f64 {
        (4, 1, 1)
    } else if is_float(ctx, elem, FloatKind::F32)
        || is_float(ctx, elem, FloatKind::BF16)
        || is_float(ctx, elem, FloatKind::F16)
        || is_int(ctx, elem, 8)
        || is_int(ctx, elem, 4)
    {
        let w = bit_width(ctx, elem);
        (128 / w, 32 / w, 32 / w)
    } else {
        return Err(plain(
            r,
            format!("expected input data type (i4,i8,f16,bf16,tf32,f64) supported by {name}"),
        ));
    };
    let Some([m, n, k]) = mma_shape(r) else {
        return Ok(());
    };
    // Upstream indexes two dimensions of each fragment.
    let dim = |s: &[i64], i: usize| s.get(i).copied().unwrap_or(1);
    let (a0, a1, b0, b1, c0, c1) = (
        dim(&a, 0),
        dim(&a, 1),
        dim(&b, 0),
        dim(&b, 1),
        dim(&c, 0),
        dim(&c, 1),
    );
    let factor = if sparse { 2 } else { 1 };
    const WARP: i64 = 32;
    if a0.wrapping_mul(a1).wrapping_mul(WARP) != m.wrapping_mul(k) / factor {
        return Err(err(
            r,
            format!("expected {} warp-wide matrix A elements", m.wrapping_mul(k)),
        ));
    }
    if b0.wrapping_mul(b1).wrapping_mul(WARP) != k.wrapping_mul(n) {
        return Err(err(
            r,
            format!("expected {} warp-wide matrix B elements", k.wrapping_mul(n)),
        ));
    }
    if c0.wrapping_mul(c1).wrapping_mul(WARP) != m.wrapping_mul(n) {
        return Err(err(
            r,
            format!("expected {} warp-wide matrix C elements", m.wrapping_mul(n)),
        ));
    }
    if attr(r, "tf32Enabled").is_some() && !is_float(ctx, elem, FloatKind::F32) {
        return Err(err(r, "expected tf32 tensor cores only for F32 operands"));
    }
    let (m_tile, n_tile, k_tile) = (m / 8, n / 8, k / shape_k);
    if a0 != m_tile * k_tile / factor || a1 != num_a {
        return Err(err(
            r,
            format!(
                "expected matrix A to be shaped ({} x {num_a})",
                m_tile * k_tile
            ),
        ));
    }
    if b0 != k_tile * n_tile || b1 != num_b {
        return Err(err(
            r,
            format!(
                "expected matrix B to be shaped ({} x {num_b})",
                k_tile * n_tile
            ),
        ));
    }
    if c0 != m_tile * n_tile || c1 != 2 {
        return Err(err(
            r,
            format!("expected matrix C to be shaped ({} x 2)", m_tile * n_tile),
        ));
    }
    Ok(())
}

fn verify_mma_sync(r: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_mma(r, false)
}

fn verify_mma_sp_sync(r: OpRef<'_>) -> Result<(), Diagnostic> {
    if int_attr(r, "sparsitySelector").is_some_and(|s| !(0..=1).contains(&(s as u32 as i64))) {
        return Err(err(r, "sparsity selector should be 0 or 1"));
    }
    verify_mma(r, true)
}

const MAX_TMA_DIMENSION: i64 = 256;
const MAX_TMA_TENSOR_RANK: usize = 5;

/// The descriptor's own checks, then (given a memref the op moves) that
/// memref's agreement with it.
fn verify_tensor_map(r: OpRef<'_>, desc: Type, with: Option<Type>) -> Result<(), Diagnostic> {
    let ctx = r.ctx;
    let Some((tensor, [swizzle, _, _, interleave])) = tensor_map(ctx, desc) else {
        return Ok(());
    };
    let Some((shape, element, space)) = memref(ctx, tensor) else {
        return Ok(());
    };
    if interleave != 0 {
        return Err(plain(r, "Interleave options are not supported yet."));
    }
    if !is_shared(ctx, space) {
        return Err(plain(
            r,
            "the tensor map descriptor has incorrect address space, it must be shared memory address space.",
        ));
    }
    if shape.contains(&DYNAMIC) {
        return Err(plain(r, "the tensor map descriptor must be static shaped"));
    }
    if let Some(d) = shape.iter().find(|&&d| d <= 0 || d > MAX_TMA_DIMENSION) {
        return Err(plain(
            r,
            format!("the tensor map descriptor must have dimensions between 1 and {MAX_TMA_DIMENSION} but it is {d}"),
        ));
    }
    if shape.len() > 1 && swizzle != 0 {
        // The swizzle's span: 32, 64 or 128 bytes.
        let want = 16i64 << swizzle;
        let last = (bit_width(ctx, element) * shape[shape.len() - 1] / 8) as u32;
        if last as i64 != want {
            return Err(plain(
                r,
                format!("the tensormap descriptor must have last dimension of {want} bytes but it is {last} bytes"),
            ));
        }
    }
    let Some(other) = with else {
        return Ok(());
    };
    let Some((other_shape, other_element, other_space)) = memref(ctx, other) else {
        return Ok(());
    };
    if element != other_element {
        return Err(plain(
            r,
            "the element type of tensor map descriptor and memref must be same",
        ));
    }
    if !is_shared(ctx, other_space) {
        return Err(plain(
            r,
            "the destination memref has incorrect address space, it must be shared memory address space.",
        ));
    }
    if other_shape.contains(&DYNAMIC) {
        return Err(plain(r, "the destination memref must be static shaped"));
    }
    if other_shape.len() != shape.len() {
        return Err(plain(
            r,
            "the shape of tensor map descriptor and memref must have same rank",
        ));
    }
    if other_shape != shape {
        return Err(plain(
            r,
            format!(
                "memref and tensor map shapes mismatch '{}' != '{}'",
                type_str(ctx, tensor),
                type_str(ctx, other)
            ),
        ));
    }
    Ok(())
}

/// The coordinate checks of `tma.async.load` and `tma.async.store`.
fn verify_coordinates(r: OpRef<'_>, desc: Type, count: usize) -> Result<(), Diagnostic> {
    if count > MAX_TMA_TENSOR_RANK {
        return Err(plain(
            r,
            format!("Maximum {MAX_TMA_TENSOR_RANK} coordinates are supported."),
        ));
    }
    let rank = tensor_map(r.ctx, desc)
        .and_then(|(t, _)| memref(r.ctx, t))
        .map(|(s, _, _)| s.len());
    if rank.is_some_and(|rank| rank != count) {
        return Err(plain(
            r,
            "number of coordinates do not match with the rank of tensor descriptor map.",
        ));
    }
    Ok(())
}

/// Operand segment `i`'s length (an op with `operandSegmentSizes`).
fn segment(r: OpRef<'_>, i: usize) -> usize {
    attr(r, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
        .and_then(|v| v.get(i).copied())
        .unwrap_or(0) as usize
}

fn verify_tma_load(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let desc = operand_type(r, 2);
    verify_tensor_map(r, desc, Some(operand_type(r, 0)))?;
    verify_coordinates(r, desc, segment(r, 3))
}

fn verify_tma_store(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let desc = operand_type(r, 1);
    verify_tensor_map(r, desc, Some(operand_type(r, 0)))?;
    verify_coordinates(r, desc, segment(r, 2))
}

fn verify_tma_create(r: OpRef<'_>) -> Result<(), Diagnostic> {
    if r.body.num_operands(r.op) - 1 > MAX_TMA_TENSOR_RANK {
        return Err(plain(
            r,
            format!("Maximum {MAX_TMA_TENSOR_RANK} coordinates are supported."),
        ));
    }
    let result = r.body.value_type(r.body.result(r.op, 0));
    verify_tensor_map(r, result, None)
}

fn verify_generate_descriptor(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let desc = operand_type(r, 1);
    verify_tensor_map(r, desc, None)?;
    let Some((_, [swizzle, _, _, interleave])) = tensor_map(r.ctx, desc) else {
        return Ok(());
    };
    if swizzle != 3 {
        return Err(plain(
            r,
            "supports only swizzle_128b is supported for the time being",
        ));
    }
    if interleave != 0 {
        return Err(plain(
            r,
            "supports only none is supported for the time being",
        ));
    }
    Ok(())
}

/// `wgmma`'s element type combinations (D += A * B).
fn wgmma_types_allowed(ctx: &Context, d: Type, a: Type, b: Type) -> bool {
    let f = |t, k| is_float(ctx, t, k);
    let d_f32_or_f16 = f(d, FloatKind::F32) || f(d, FloatKind::F16);
    let f8 = |t| f(t, FloatKind::F8E5M2) || f(t, FloatKind::F8E4M3FN);
    (f(a, FloatKind::F16) && f(b, FloatKind::F16) && d_f32_or_f16)
        || (f(a, FloatKind::TF32) && f(b, FloatKind::TF32) && f(d, FloatKind::F32))
        || (is_int(ctx, a, 16) && is_int(ctx, b, 16) && is_int(ctx, d, 32))
        || (is_int(ctx, a, 1) && is_int(ctx, b, 1) && is_int(ctx, d, 32))
        || (f(a, FloatKind::BF16) && f(b, FloatKind::BF16) && d_f32_or_f16)
        || (f8(a) && f8(b) && d_f32_or_f16)
}

/// The N sizes `wgmma` has for A's element type.
fn wgmma_n_allowed(ctx: &Context, n: i64, a: Type) -> bool {
    let f = |k| is_float(ctx, a, k);
    if f(FloatKind::BF16)
        || f(FloatKind::F16)
        || f(FloatKind::F32)
        || f(FloatKind::TF32)
        || f(FloatKind::F8E4M3FN)
        || f(FloatKind::F8E5M2)
    {
        return (8..=256).contains(&n) && n % 8 == 0;
    }
    if is_int(ctx, a, 8) || is_int(ctx, a, 1) {
        return (8..=256).contains(&n) && (n <= 32 || n % 16 == 0) && n % 8 == 0;
    }
    false
}

fn verify_warpgroup_mma(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = r.ctx;
    if attr(r, "transposeA").is_some() && attr(r, "transposeB").is_none() {
        return Err(err(
            r,
            "supports non-transpose A (Row Major) and transpose B (Column Major) for the time being ",
        ));
    }
    let desc = |i| type_param(ctx, operand_type(r, i), "nvgpu.warpgroup.descriptor");
    let acc = |t| type_param(ctx, t, "nvgpu.warpgroup.accumulator");
    let result = r.body.value_type(r.body.result(r.op, 0));
    let (Some(ta), Some(tb), Some(tc), Some(td)) =
        (desc(0), desc(1), acc(operand_type(r, 2)), acc(result))
    else {
        return Ok(());
    };
    if tc != td {
        return Err(err(r, "type of matrix C and matrix D must be the same"));
    }
    let (Some((a, ea, _)), Some((b, eb, _)), Some((c, ec))) =
        (memref(ctx, ta), memref(ctx, tb), vector(ctx, tc))
    else {
        return Ok(());
    };
    if a.len() != 2 || b.len() != 2 || c.len() != 2 {
        return Err(err(
            r,
            "has matrices A, B, C and D, they must be 2 dimensional",
        ));
    }
    if a[1] != b[0] {
        return Err(err(
            r,
            format!("2nd dim matrix-A ({})!= 1st dim matrix-B ({} )", a[1], b[0]),
        ));
    }
    if a[0] != c[0] {
        return Err(err(
            r,
            format!(
                "1st dim matrix-A ( {} )!= 1st dim matrix-C ( {} )",
                a[0], c[0]
            ),
        ));
    }
    if b[1] != c[1] {
        return Err(err(
            r,
            format!(
                "2nd dim matrix-B ( {} ) != 2nd dim matrix-C ( {} )",
                b[1], c[1]
            ),
        ));
    }
    let s = |t| format!("'{}'", type_str(ctx, t));
    if !wgmma_types_allowed(ctx, ec, ea, eb) {
        return Err(err(
            r,
            format!("{} += {} * {}, it is not supported.", s(ec), s(ea), s(eb)),
        ));
    }
    if !wgmma_n_allowed(ctx, b[1], ea) {
        return Err(err(
            r,
            format!(
                "has input type {} n is set to {}, it is not supported",
                s(tb),
                b[1]
            ),
        ));
    }
    if !is_float(ctx, ec, FloatKind::F32)
        && !is_float(ctx, ea, FloatKind::F16)
        && !is_float(ctx, ea, FloatKind::BF16)
    {
        return Err(err(
            r,
            format!(
                "hit a limitation: {} += {} * {}, it is not supported yet",
                s(ec),
                s(ea),
                s(eb)
            ),
        ));
    }
    Ok(())
}

fn verify_warpgroup_store(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = r.ctx;
    let Some(v) = type_param(ctx, operand_type(r, 0), "nvgpu.warpgroup.accumulator") else {
        return Ok(());
    };
    let (Some((vs, ve)), Some((ms, _, _))) = (vector(ctx, v), memref(ctx, operand_type(r, 1)))
    else {
        return Ok(());
    };
    if !is_float(ctx, ve, FloatKind::F32) {
        return Err(err(
            r,
            "hit a limitation: only f32 results for the time being",
        ));
    }
    let dim = |s: &[i64], i: usize| s.get(i).copied().unwrap_or(0);
    if dim(&vs, 0) != dim(&ms, 0) || dim(&vs, 1) != dim(&ms, 1) {
        return Err(err(
            r,
            format!(
                "results ['{}'][{}] values. However, destination memref[{}][{}]  does not have same size as results",
                type_str(ctx, v),
                dim(&vs, 1),
                dim(&ms, 0),
                dim(&ms, 1),
            ),
        ));
    }
    Ok(())
}

fn verify_init_accumulator(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = r.ctx;
    let result = r.body.value_type(r.body.result(r.op, 0));
    let Some(v) = type_param(ctx, result, "nvgpu.warpgroup.accumulator") else {
        return Ok(());
    };
    let Some((shape, element)) = vector(ctx, v) else {
        return Ok(());
    };
    let m = shape.first().copied().unwrap_or(0);
    let n = shape.get(1).copied().unwrap_or(0);
    if m % 64 != 0 || !wgmma_n_allowed(ctx, n, element) {
        return Err(err(
            r,
            format!(
                "has type '{}'. It does not fit into warp-group level (wgmma) matrix multiplication instruction (or not supported yet)",
                type_str(ctx, v)
            ),
        ));
    }
    Ok(())
}

fn verify_rcp(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let rounding = attr(r, "rounding");
    let value = rounding.and_then(|a| tileir_ir::format::enum_value(r.ctx, a));
    if value != Some(0) || attr(r, "ftz").is_none() {
        let shown = rounding
            .map(|a| tileir_ir::printer::attr_to_string(r.ctx, a))
            .unwrap_or_default();
        return Err(err(
            r,
            format!("has a limitation. {shown} or non-ftz is not supported yet."),
        ));
    }
    Ok(())
}

// ----- predicates -----

fn element_of(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Vector { element, .. } | TypeData::MemRef { element, .. } => Some(*element),
        _ => None,
    }
}

/// `srcMemref and res have same element type`.
const LDMATRIX_ELEMENTS: TypePredicate = TypePredicate::Custom {
    summary: "srcMemref and res have same element type",
    check: |c, t| match (t.get("srcMemref").first(), t.get("res").first()) {
        (Some(&a), Some(&b)) => element_of(c, a) == element_of(c, b),
        _ => true,
    },
};

/// `matrixA and matrixB have same element type`.
const MMA_ELEMENTS: TypePredicate = TypePredicate::Custom {
    summary: "matrixA and matrixB have same element type",
    check: |c, t| match (t.get("matrixA").first(), t.get("matrixB").first()) {
        (Some(&a), Some(&b)) => element_of(c, a) == element_of(c, b),
        _ => true,
    },
};

const I32_ATTR: &str = "32-bit signless integer attribute";

const MMA_SHAPE: AttrDecl = AttrDecl::new(
    "mmaShape",
    "64-bit integer array attribute",
    AttrKind::Array,
)
.checked(is_i64_array);
const TF32_ENABLED: AttrDecl = AttrDecl::optional("tf32Enabled", "unit attribute", AttrKind::Unit);
const SPARSITY_SELECTOR: AttrDecl =
    AttrDecl::with_default("sparsitySelector", I32_ATTR, I32_KIND, AttrDefault::Int(0));

const READ_OPERAND_0: &[EffectDecl] = &[EffectDecl::new(EffectKind::Read, EffectOn::Operand(0))];

/// The ops of this module; `nvgpu.rs` lists them after its own.
pub const OPS: [OpDef; 13] = [
    OpDef {
        name: "nvgpu.ldmatrix",
        operands: &[one("srcMemref", MEMREF), many("indices", INDEX)],
        results: &[one("res", ANY_VECTOR)],
        attributes: &[
            AttrDecl::new("transpose", "bool attribute", AttrKind::Any).checked(is_bool_attr),
            AttrDecl::new("numTiles", I32_ATTR, I32_KIND),
        ],
        format: Some("$srcMemref`[` $indices `]` attr-dict `:` type($srcMemref) `->` type($res)"),
        predicates: &[LDMATRIX_ELEMENTS],
        verify: Some(verify_ldmatrix),
        interfaces: Interfaces::effects(READ_OPERAND_0),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.mma.sync",
        traits: Traits::PURE,
        operands: &[one("matrixA", ANY_VECTOR), one("matrixB", ANY_VECTOR), one("matrixC", ANY_VECTOR)],
        results: &[one("res", ANY_VECTOR)],
        attributes: &[MMA_SHAPE, TF32_ENABLED],
        format: Some(concat!(
            "`(` $matrixA`,` $matrixB`,` $matrixC `)` attr-dict ",
            "`:` `(` type($matrixA) `,` type($matrixB) `,` type($matrixC) `)` `->` type($res)"
        )),
        predicates: &[MMA_ELEMENTS],
        verify: Some(verify_mma_sync),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.mma.sp.sync",
        traits: Traits::PURE,
        operands: &[
            one("matrixA", ANY_VECTOR),
            one("matrixB", ANY_VECTOR),
            one("matrixC", ANY_VECTOR),
            one("sparseMetadata", SPARSE_METADATA),
        ],
        results: &[one("res", ANY_VECTOR)],
        attributes: &[MMA_SHAPE, SPARSITY_SELECTOR, TF32_ENABLED],
        format: Some(concat!(
            "`(` $matrixA`,` $matrixB`,` $matrixC `)` `metadata` `(` $sparseMetadata `)` attr-dict ",
            "`:` `(` type($matrixA) `,` type($matrixB) `,` type($matrixC) `)` `->` type($res)"
        )),
        predicates: &[MMA_ELEMENTS],
        verify: Some(verify_mma_sp_sync),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.tma.fence.descriptor",
        operands: &[one("tensorMapDescriptor", TENSOR_MAP)],
        format: Some("$tensorMapDescriptor attr-dict `:` type($tensorMapDescriptor)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.tma.prefetch.descriptor",
        operands: &[one("tensorMapDescriptor", TENSOR_MAP), opt("predicate", I1)],
        format: Some(
            "$tensorMapDescriptor (`,` `predicate` `=` $predicate^)? attr-dict `:` type($tensorMapDescriptor)",
        ),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.tma.async.load",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("dst", MEMREF),
            one("barriers", MBARRIER_GROUP),
            one("tensorMapDescriptor", TENSOR_MAP),
            many("coordinates", INDEX),
            one("mbarId", INDEX),
            opt("multicastMask", I16),
            opt("predicate", I1),
        ],
        format: Some(concat!(
            "$tensorMapDescriptor `[` $coordinates `]` `,` $barriers `[` $mbarId `]` ",
            "`to` $dst (`multicast_mask` `=` $multicastMask^ )? (`,` `predicate` `=` $predicate^)? ",
            "attr-dict `:` type($tensorMapDescriptor) `,` type($barriers) `->` type($dst)"
        )),
        verify: Some(verify_tma_load),
        interfaces: Interfaces::effects(&[EffectDecl::new(EffectKind::Write, EffectOn::Operand(0))]),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.tma.async.store",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("src", MEMREF),
            one("tensorMapDescriptor", TENSOR_MAP),
            many("coordinates", INDEX),
            opt("predicate", I1),
        ],
        format: Some(concat!(
            "$src `to` $tensorMapDescriptor `[` $coordinates `]` (`,` `predicate` `=` $predicate^)? ",
            "attr-dict `:` type($src) `->` type($tensorMapDescriptor)"
        )),
        verify: Some(verify_tma_store),
        interfaces: Interfaces::effects(&[
                EffectDecl::new(EffectKind::Read, EffectOn::Operand(0)),
                EffectDecl::new(EffectKind::Write, EffectOn::Operand(1)),
            ]),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.tma.create.descriptor",
        operands: &[one("tensor", UNRANKED_MEMREF), many("boxDimensions", INDEX)],
        results: &[one("tensorMap", TENSOR_MAP)],
        format: Some(
            "$tensor `box` `[` $boxDimensions `]` attr-dict `:` type($tensor) `->` type($tensorMap)",
        ),
        verify: Some(verify_tma_create),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.warpgroup.generate.descriptor",
        operands: &[one("tensor", MEMREF), one("tensorMap", TENSOR_MAP)],
        results: &[one("descriptor", WARPGROUP_DESCRIPTOR)],
        format: Some(
            "$tensor `,` $tensorMap attr-dict `:` type($tensor) `,` type($tensorMap) `->` type($descriptor)",
        ),
        verify: Some(verify_generate_descriptor),
        interfaces: Interfaces::effects(READ_OPERAND_0),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.warpgroup.mma",
        operands: &[
            one("descriptorA", WARPGROUP_DESCRIPTOR),
            one("descriptorB", WARPGROUP_DESCRIPTOR),
            one("matrixC", WARPGROUP_ACCUMULATOR),
        ],
        results: &[one("matrixD", WARPGROUP_ACCUMULATOR)],
        attributes: &[
            AttrDecl::with_optional_default(
                "waitGroup",
                "64-bit signless integer attribute",
                I64_KIND,
                AttrDefault::Int(1),
            ),
            AttrDecl::optional("transposeA", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("transposeB", "unit attribute", AttrKind::Unit),
        ],
        format: Some(concat!(
            "$descriptorA`,` $descriptorB`,` $matrixC attr-dict ",
            "`:` type($descriptorA) `,` type($descriptorB) `,` type($matrixC) `->` type($matrixD)"
        )),
        verify: Some(verify_warpgroup_mma),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.warpgroup.mma.store",
        operands: &[one("matrixD", WARPGROUP_ACCUMULATOR), one("dstMemref", MEMREF)],
        format: Some("$matrixD `,` $dstMemref attr-dict `:` type($matrixD) `to` type($dstMemref)"),
        verify: Some(verify_warpgroup_store),
        interfaces: Interfaces::effects(&[EffectDecl::new(EffectKind::Write, EffectOn::Operand(1))]),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.warpgroup.mma.init.accumulator",
        results: &[one("matrixC", WARPGROUP_ACCUMULATOR)],
        format: Some("attr-dict `->` type($matrixC)"),
        verify: Some(verify_init_accumulator),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvgpu.rcp",
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
        operands: &[one("in", F32_VECTOR)],
        results: &[one("out", F32_VECTOR)],
        attributes: &[
            AttrDecl::with_default(
                "rounding",
                "Rounding mode of rcp",
                AttrKind::Dialect("nvgpu.rcp_rounding_mode"),
                AttrDefault::Enum(0),
            ),
            AttrDecl::optional("ftz", "unit attribute", AttrKind::Unit),
        ],
        format: Some("$in `{` `rounding` `=` $rounding (`,` `ftz` $ftz^)? `}` attr-dict `:` type($out)"),
        verify: Some(verify_rcp),
        ..OpDef::DEFAULT
    },
];
