//! The warp-synchronous matrix multiply-accumulate ops: `nvvm.mma.sync`,
//! its sparse form `nvvm.mma.sp.sync`, and the block-scaled forms
//! `nvvm.mma.block_scale` and `nvvm.mma.sp.block_scale`.
//!
//! All four have a hand-written syntax listing the registers of each
//! fragment, `A[..] B[..] C[..]` (then the sparse metadata and selector, then
//! the scale operands), an attribute dictionary and one type per fragment:
//! `: (typeA, typeB, typeC) -> result`. The PTX element types of A and B
//! (`multiplicandAPtxType`/`multiplicandBPtxType`) are inferred from the
//! register types where they can be, and then left out of the custom form.
//!
//! The verifiers of `mma.sync` and `mma.sp.sync` derive, from the shape and
//! the multiplicand type, the register count and type each fragment must
//! have and the result structs allowed; the block-scaled forms check the
//! shape against the kind, scale vector size and scale format, reporting
//! every check that fails (as mlir-opt 22 does) before the op fails.
//!
//! Upstream quirks kept (mlir-opt 22 behaves so): `mma.sync` infers its
//! multiplicand types at parse time as if they were accumulators (an `i32`
//! register infers `s32`), and its printer decides whether to leave out
//! `multiplicandBPtxType` from the A registers' type; `mma.sync` prints two
//! spaces between fragments.
//!
//! Ours (mlir-opt 22 crashes instead): a missing multiplicand type in generic
//! form is reported as a missing attribute; a fragment without registers is
//! matched like any other list of registers; more than three fragment types
//! is a parse error.

use super::super::common::*;
use super::super::llvm::types::{literal_struct, struct_parts, LLVM_TYPE};
use super::enums::{BLOCK_SCALE_FORMAT, BLOCK_SCALE_KIND, MMA_TYPE, SCALE_VEC_SIZE};
use super::shared::{enum_of, plain, shape, I16, LLVM_STRUCT};
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseError, ParseResult, UnresolvedOperand};
use tileir_ir::body::OperationState;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::{AttrDecl, AttrKind, EnumDef, OpDef, OpErrors, OpRef, Traits, Verdict};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::ids::{OpId, Value};
use tileir_ir::types::{FloatKind, Type, TypeData};
use tileir_ir::Context;

type VResult = Result<(), Diagnostic>;

// `nvvm.mma_type` cases.
const F16: i64 = 0;
const F32: i64 = 1;
const TF32: i64 = 2;
const U8: i64 = 3;
const S8: i64 = 4;
const S32: i64 = 5;
const B1: i64 = 6;
const U4: i64 = 7;
const S4: i64 = 8;
const BF16: i64 = 9;
const F64: i64 = 10;
const E4M3: i64 = 11;
const E2M1: i64 = 15;

fn is_int4(t: i64) -> bool {
    t == U4 || t == S4
}
fn is_int8(t: i64) -> bool {
    t == U8 || t == S8
}
fn is_integer(t: i64) -> bool {
    is_int4(t) || is_int8(t) || t == B1 || t == S32
}
fn type_name(t: i64) -> &'static str {
    MMA_TYPE.case_name(t).unwrap_or("")
}

/// The PTX type a register of type `t` stands for (MLIR's
/// `inferOperandMMAType`): a struct stands for its first field; an integer
/// register names a type only as an accumulator (`s32`), and `f32` is `tf32`
/// as a multiplicand.
fn infer_mma_type(ctx: &Context, t: Type, accumulator: bool) -> Option<i64> {
    let f16 = ctx.float_type(FloatKind::F16);
    match ctx.type_data(t) {
        TypeData::Float(FloatKind::F64) => Some(F64),
        TypeData::Float(FloatKind::F16) => Some(F16),
        TypeData::Float(FloatKind::F32) => Some(if accumulator { F32 } else { TF32 }),
        TypeData::Integer { .. } => accumulator.then_some(S32),
        TypeData::Vector { shape, element, .. } if **shape == [2] && *element == f16 => Some(F16),
        _ => {
            let (_, _, fields) = struct_parts(ctx, t)?;
            infer_mma_type(ctx, *fields.first()?, accumulator)
        }
    }
}

/// The operand types of each of the op's operand groups.
fn segments(r: OpRef<'_>) -> Vec<Vec<Type>> {
    let sizes = attr(r, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
        .unwrap_or_default();
    let types: Vec<Type> = r
        .body
        .operands(r.op)
        .map(|v| r.body.value_type(v))
        .collect();
    let mut start = 0;
    sizes
        .iter()
        .map(|&n| {
            let end = (start + n.max(0) as usize).min(types.len());
            let seg = types[start..end].to_vec();
            start = end;
            seg
        })
        .collect()
}
fn result_type(r: OpRef<'_>) -> Type {
    r.body.value_type(r.body.result(r.op, 0))
}

/// What one (shape, multiplicand type) allows: register lists of A, B and C
/// (each `count` registers of one type), result structs and shapes.
#[derive(Default)]
struct Allowed {
    a: Vec<(i64, Type)>,
    b: Vec<(i64, Type)>,
    c: Vec<(i64, Type)>,
    results: Vec<Type>,
    shapes: Vec<(i64, i64, i64)>,
}

/// Shared register types of the verifiers.
struct Regs {
    i32: Type,
    f32: Type,
    f64: Type,
    f16x2: Type,
}
impl Regs {
    fn new(ctx: &Context) -> Regs {
        let f16 = ctx.float_type(FloatKind::F16);
        Regs {
            i32: ctx.int_type(32),
            f32: ctx.float_type(FloatKind::F32),
            f64: ctx.float_type(FloatKind::F64),
            f16x2: ctx.intern_type(TypeData::Vector {
                shape: vec![2].into(),
                scalable: vec![false].into(),
                element: f16,
            }),
        }
    }
}
fn structure(ctx: &Context, count: usize, t: Type) -> Type {
    literal_struct(ctx, &vec![t; count], false)
}

/// The m = 8 configurations, the same for the dense and the sparse op
/// (`b1` only for the dense one).
fn allowed_m8(ctx: &Context, regs: &Regs, a: i64, with_b1: bool, out: &mut Allowed) {
    if a == F16 {
        out.a.push((2, regs.f16x2));
        out.b.push((2, regs.f16x2));
        out.results.push(structure(ctx, 4, regs.f16x2));
        out.results.push(structure(ctx, 8, regs.f32));
        out.c.push((4, regs.f16x2));
        out.c.push((8, regs.f32));
        out.shapes.push((8, 8, 4));
    }
    if a == F64 {
        out.a.push((1, regs.f64));
        out.b.push((1, regs.f64));
        out.c.push((2, regs.f64));
        out.results.push(structure(ctx, 2, regs.f64));
        out.shapes.push((8, 8, 4));
    }
    if is_integer(a) {
        out.a.push((1, regs.i32));
        out.b.push((1, regs.i32));
        out.c.push((2, regs.i32));
        out.results.push(structure(ctx, 2, regs.i32));
        if is_int4(a) {
            out.shapes.push((8, 8, 32));
        }
        if is_int8(a) {
            out.shapes.push((8, 8, 16));
        }
        if with_b1 && a == B1 {
            out.shapes.push((8, 8, 128));
        }
    }
}

/// The PTX types of the accumulator (first C register) and of the result.
fn accumulator_types(r: OpRef<'_>, c: &[Type]) -> (Option<i64>, Option<i64>) {
    (
        c.first().and_then(|&t| infer_mma_type(r.ctx, t, true)),
        infer_mma_type(r.ctx, result_type(r), true),
    )
}

/// The checks after the configuration is known, shared by the dense and
/// sparse ops: shape, the registers of A, B and C, the result, then the
/// attributes integer and binary inputs need.
fn check_allowed(r: OpRef<'_>, allowed: &Allowed, segs: &[Vec<Type>]) -> VResult {
    let (m, n, k) = shape(r);
    if allowed.a.is_empty()
        || allowed.b.is_empty()
        || allowed.c.is_empty()
        || !allowed.shapes.contains(&(m, n, k))
    {
        return Err(err(
            r,
            format!("unimplemented variant for MMA shape <{m}, {n}, {k}>"),
        ));
    }
    for (i, (name, options)) in [("A", &allowed.a), ("B", &allowed.b), ("C", &allowed.c)]
        .into_iter()
        .enumerate()
    {
        let seg = segs.get(i).map(Vec::as_slice).unwrap_or(&[]);
        let matches =
            |&(count, t): &(i64, Type)| seg.len() as i64 == count && seg.iter().all(|&x| x == t);
        if !options.iter().any(matches) {
            let expected: String = options
                .iter()
                .map(|&(count, t)| format!("{count}x{} ", type_str(r.ctx, t)))
                .collect();
            return Err(err(
                r,
                format!(
                    "Could not match types for the {name} operands; expected one of {expected}but got {}",
                    list(r.ctx, seg)
                ),
            ));
        }
    }
    let res = result_type(r);
    if !allowed.results.contains(&res) {
        return Err(err(
            r,
            format!(
                "Could not match allowed types for the result; expected one of {} but got {}",
                list(r.ctx, &allowed.results),
                type_str(r.ctx, res)
            ),
        ));
    }
    Ok(())
}

fn require_multiplicand(r: OpRef<'_>) -> Result<i64, Diagnostic> {
    enum_of(r, "multiplicandAPtxType")
        .ok_or_else(|| err(r, "requires attribute 'multiplicandAPtxType'"))
}

fn verify_sync(r: OpRef<'_>) -> VResult {
    let a = require_multiplicand(r)?;
    let regs = Regs::new(r.ctx);
    let segs = segments(r);
    let (m, _, k) = shape(r);
    let mut allowed = Allowed::default();
    if m == 16 {
        // Registers per 8-row tile of K: `k_factor` elements of K each.
        let (k_factor, mut frag) = match a {
            TF32 => (4, regs.i32),
            BF16 => (8, regs.i32),
            F16 => (8, regs.f16x2),
            S4 | U4 => (32, regs.i32),
            B1 => (128, regs.i32),
            S8 | U8 => (16, regs.i32),
            _ => {
                return Err(plain(
                    r,
                    format!("invalid shape or multiplicand type: {}", type_name(a)),
                ))
            }
        };
        match a {
            TF32 | BF16 => allowed.results.push(structure(r.ctx, 4, regs.f32)),
            F16 => {
                allowed.results.push(structure(r.ctx, 2, regs.f16x2));
                allowed.results.push(structure(r.ctx, 4, regs.f32));
            }
            _ => {}
        }
        if is_integer(a) {
            allowed.results.push(structure(r.ctx, 4, regs.i32));
            allowed.c.push((4, regs.i32));
            frag = regs.i32;
        } else {
            allowed.c.push((2, regs.f16x2));
            allowed.c.push((4, regs.f32));
        }
        let (_, n, _) = shape(r);
        allowed.a.push(((m / 8).saturating_mul(k / k_factor), frag));
        allowed.b.push(((n / 8).saturating_mul(k / k_factor), frag));
        allowed.shapes.push((16, 8, k_factor));
        allowed.shapes.push((16, 8, k_factor * 2));
        let (accumulator, result) = accumulator_types(r, segs.get(2).map_or(&[], |s| s));
        if accumulator != result {
            return Err(err(r, "ctype does not match dtype"));
        }
    }
    if m == 8 {
        allowed_m8(r.ctx, &regs, a, true, &mut allowed);
    }
    check_allowed(r, &allowed, &segs)?;
    if a == B1 && attr(r, "b1Op").is_none() {
        return Err(err(r, "op requires b1Op attribute"));
    }
    if (is_int4(a) || is_int8(a)) && attr(r, "intOverflowBehavior").is_none() {
        return Err(err(r, "op requires intOverflowBehavior attribute"));
    }
    let (m, n, k) = shape(r);
    let free_layouts = (m, n, k) == (8, 8, 4) && a == F16;
    let (layout_a, layout_b) = (enum_of(r, "layoutA"), enum_of(r, "layoutB"));
    // `nvvm.mma_layout`: row is 0, col is 1.
    if !free_layouts && (layout_a != Some(0) || layout_b != Some(1)) {
        let b = enum_of(r, "multiplicandBPtxType").map_or("", type_name);
        return Err(err(
            r,
            format!(
                "requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <{m}, {n}, {k}> with element types {} and {b}. Only m8n8k4 with f16 supports other layouts.",
                type_name(a)
            ),
        ));
    }
    Ok(())
}

fn verify_sp_sync(r: OpRef<'_>) -> VResult {
    let a = require_multiplicand(r)?;
    let regs = Regs::new(r.ctx);
    let segs = segments(r);
    let (m, n, k) = shape(r);
    let mut allowed = Allowed::default();
    if m == 16 {
        let f16_or_f32 = |out: &mut Allowed| {
            out.results.push(structure(r.ctx, 2, regs.f16x2));
            out.results.push(structure(r.ctx, 4, regs.f32));
        };
        let (k_factor, mut frag, ks): (i64, Type, &[i64]) = match a {
            TF32 => (4, regs.i32, &[8, 16]),
            BF16 => (8, regs.i32, &[16, 32]),
            F16 => (8, regs.f16x2, &[16, 32]),
            S4 | U4 => (32, regs.i32, &[64, 128]),
            S8 | U8 => (16, regs.i32, &[32, 64]),
            E4M3..=E2M1 => (32, regs.i32, &[64]),
            _ => {
                return Err(plain(
                    r,
                    format!("invalid shape or multiplicand type: {}", type_name(a)),
                ))
            }
        };
        match a {
            TF32 | BF16 => allowed.results.push(structure(r.ctx, 4, regs.f32)),
            F16 | E4M3..=E2M1 => f16_or_f32(&mut allowed),
            _ => {}
        }
        allowed.shapes.extend(ks.iter().map(|&k| (16, 8, k)));
        if is_integer(a) {
            allowed.results.push(structure(r.ctx, 4, regs.i32));
            allowed.c.push((4, regs.i32));
            frag = regs.i32;
        } else {
            allowed.c.push((2, regs.f16x2));
            allowed.c.push((4, regs.f32));
        }
        // A is compressed: 2:4 sparsity keeps half of its elements.
        allowed
            .a
            .push(((m / 8).saturating_mul(k / k_factor) / 2, frag));
        allowed.b.push(((n / 8).saturating_mul(k / k_factor), frag));
        let (accumulator, result) = accumulator_types(r, segs.get(2).map_or(&[], |s| s));
        if accumulator != result {
            return Err(err(r, "ctype does not match dtype"));
        }
    }
    if m == 8 {
        allowed_m8(r.ctx, &regs, a, false, &mut allowed);
    }
    check_allowed(r, &allowed, &segs)?;
    if (is_int4(a) || is_int8(a)) && attr(r, "intOverflowBehavior").is_none() {
        return Err(err(r, "op requires intOverflowBehavior attribute"));
    }
    Ok(())
}

/// The block-scale checks of a dense (`sparse == false`) or sparse op: the
/// FP4 shape (K = 64, or 128 sparse) needs e2m1 inputs and a scale setting
/// of its kind; the FP8/FP6/FP4 shape (K = 32, or 64 sparse) takes kind
/// mxf8f6f4 with one ue8m0 scale. Every failed check is reported, in
/// mlir-opt 22's order.
fn verify_block_scale_shape(r: OpRef<'_>, sparse: bool) -> Verdict {
    let (m, n, k) = shape(r);
    let case = |e: &EnumDef, name: &'static str| enum_of(r, name).and_then(|v| e.case_name(v));
    let (kind, vec_size, format) = (
        case(&BLOCK_SCALE_KIND, "kind"),
        case(&SCALE_VEC_SIZE, "scaleVecSize"),
        case(&BLOCK_SCALE_FORMAT, "blockScaleFormat"),
    );
    let (fp4_k, f8_k) = if sparse { (128, 64) } else { (64, 32) };
    let geom = format!("m{m}n{n}k{k}");
    let mut errors = Vec::new();
    if (m, n, k) == (16, 8, fp4_k) {
        let e2m1 = Some(E2M1);
        if enum_of(r, "multiplicandAPtxType") != e2m1 || enum_of(r, "multiplicandBPtxType") != e2m1
        {
            errors.push(format!(
                "unsupported MMATypes attribute for mma.{geom}.(mxf4nvf4|mxf4)"
            ));
        }
        match kind {
            Some("mxf4") => {
                if vec_size != Some("x2") {
                    errors.push(format!(
                        "unsupported ScaleVecSize attribute for mma.{geom}.mxf4"
                    ));
                }
                if format != Some("ue8m0") {
                    errors.push(format!(
                        "unsupported BlockScaleFormat attribute for mma.{geom}.mxf4"
                    ));
                }
            }
            Some("mxf4nvf4") => {
                let ok = matches!(
                    (vec_size, format),
                    (Some("x2"), Some("ue8m0")) | (Some("x4"), Some("ue4m3"))
                );
                if !ok {
                    errors.push(format!(
                        "unsupported ScaleVecSize and BlockScaleFormat attributes for mma.{geom}.mxf4nvf4"
                    ));
                }
            }
            _ => errors.push(format!("unsupported Kind attribute for mma.{geom}")),
        }
    } else if (m, n, k) == (16, 8, f8_k) {
        if (kind, vec_size, format) != (Some("mxf8f6f4"), Some("x1"), Some("ue8m0")) {
            errors.push(format!(
                "unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.{geom}"
            ));
        }
    } else if sparse {
        errors.push("unsupported Geom for sparse mma with block scaling".into());
    } else {
        errors.push("unsupported Geom for mma with block scaling".into());
    }
    OpErrors::verdict(errors.into_iter().map(|e| err(r, e)))
}

fn verify_block_scale(r: OpRef<'_>) -> Verdict {
    verify_block_scale_shape(r, false)
}

fn verify_sp_block_scale(r: OpRef<'_>) -> Verdict {
    if attr(r, "orderedMetadata").is_none() {
        return Err(err(r, "'orderedMetadata' attribute is mandatory").into());
    }
    verify_block_scale_shape(r, true)
}

// ----- custom syntax -----

/// Which op is being parsed or printed: their syntax differs in the operand
/// groups after C and in small upstream quirks.
#[derive(Clone, Copy, PartialEq)]
enum Form {
    Sync,
    SpSync,
    BlockScale,
    SpBlockScale,
}
impl Form {
    fn name(self) -> &'static str {
        match self {
            Form::Sync => "nvvm.mma.sync",
            Form::SpSync => "nvvm.mma.sp.sync",
            Form::BlockScale => "nvvm.mma.block_scale",
            Form::SpBlockScale => "nvvm.mma.sp.block_scale",
        }
    }
    fn sparse(self) -> bool {
        matches!(self, Form::SpSync | Form::SpBlockScale)
    }
    fn scaled(self) -> bool {
        matches!(self, Form::BlockScale | Form::SpBlockScale)
    }
}

/// An error at the op's name, as MLIR's custom parsers raise with
/// `getNameLoc()`.
fn error_at_name(state: &OperationState, form: Form, msg: &str) -> ParseError {
    ParseError(Box::new(Diagnostic::error(
        state.loc,
        format!("custom op '{}' {msg}", form.name()),
    )))
}

/// `name` then an optional `[%a, %b, ...]`.
fn parse_group(p: &mut dyn AsmParser, name: &str) -> ParseResult<Vec<UnresolvedOperand>> {
    p.parse_keyword(name)?;
    if !p.parse_optional_punct("[") {
        return Ok(Vec::new());
    }
    let list = tileir_ir::format::parse_operand_list(p)?;
    p.parse_punct("]")?;
    Ok(list)
}

fn resolve_all(
    p: &mut dyn AsmParser,
    ops: &[UnresolvedOperand],
    ty: Type,
    state: &mut OperationState,
) -> ParseResult<()> {
    for o in ops {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    Ok(())
}

/// The scale operands `[data, byte id, thread id]`: `i32, i16, i16`.
fn resolve_scale(
    p: &mut dyn AsmParser,
    ops: &[UnresolvedOperand],
    state: &mut OperationState,
    form: Form,
) -> ParseResult<()> {
    if ops.len() != 3 {
        return Err(error_at_name(
            state,
            form,
            &format!(
                "number of operands and types do not match: got {} operands and 3 types",
                ops.len()
            ),
        ));
    }
    let ctx = p.context();
    let types = [ctx.int_type(32), ctx.int_type(16), ctx.int_type(16)];
    for (o, t) in ops.iter().zip(types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    Ok(())
}

fn has_attr(state: &OperationState, ctx: &Context, name: &str) -> bool {
    helpers::find_attr(ctx, &state.attributes, name).is_some()
}

fn type_attr(ctx: &Context, t: i64) -> tileir_ir::Attribute {
    tileir_ir::format::enum_attr(ctx, &MMA_TYPE, t)
}

fn parse_mma(p: &mut dyn AsmParser, state: &mut OperationState, form: Form) -> ParseResult<()> {
    let mut frags = Vec::with_capacity(3);
    for name in ["A", "B", "C"] {
        frags.push(parse_group(p, name)?);
    }
    let mut sparse = Vec::new();
    if form.sparse() {
        sparse.push(parse_group(p, "sparseMetadata")?);
        sparse.push(parse_group(p, "selector")?);
    }
    let mut scales = Vec::new();
    if form.scaled() {
        scales.push(parse_group(p, "scaleA")?);
        scales.push(parse_group(p, "scaleB")?);
    }
    let mut attrs = tileir_ir::attributes::AttrList::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    p.parse_punct("(")?;
    let types = if form.scaled() {
        let mut types = vec![p.parse_type()?];
        while p.parse_optional_punct(",") {
            types.push(p.parse_type()?);
        }
        if types.len() != 3 {
            return Err(p.error("expected exactly 3 types"));
        }
        p.parse_punct(")")?;
        types
    } else {
        let types = tileir_ir::format::parse_type_list(p)?;
        // Upstream's list needs one type at least: the type parser's error.
        if types.is_empty() {
            p.parse_type()?;
        }
        p.parse_punct(")")?;
        // mlir-opt 22 resolves fewer (and crashes on more) types.
        if types.len() > 3 || (form == Form::SpSync && types.len() != 3) {
            return Err(error_at_name(
                state,
                form,
                &format!(
                    "expected one type for each operand segment but got {} types",
                    types.len()
                ),
            ));
        }
        types
    };
    let i32_ty = p.context().int_type(32);
    // `mma.sync` infers the multiplicands as accumulators (upstream quirk).
    let mut inferred = [None, None];
    if form == Form::Sync || form == Form::SpSync {
        for (i, &t) in types.iter().enumerate() {
            resolve_all(p, &frags[i], t, state)?;
            if i < 2 {
                inferred[i] = infer_mma_type(p.context(), t, form == Form::Sync);
            }
        }
    }
    p.parse_punct("->")?;
    let mut results = Vec::new();
    if form.scaled() && p.parse_optional_punct("(") {
        results = tileir_ir::format::parse_type_list(p)?;
        p.parse_punct(")")?;
    } else {
        results.push(p.parse_type()?);
    }
    if form == Form::SpSync {
        for ops in &sparse {
            resolve_all(p, ops, i32_ty, state)?;
        }
    }
    if form.scaled() {
        for (i, &t) in types.iter().enumerate() {
            resolve_all(p, &frags[i], t, state)?;
            if i < 2 {
                inferred[i] = infer_mma_type(p.context(), t, false);
            }
        }
        for ops in &sparse {
            resolve_all(p, ops, i32_ty, state)?;
        }
        for ops in &scales {
            resolve_scale(p, ops, state, form)?;
        }
    }
    let ctx = p.context();
    for (i, name) in ["multiplicandAPtxType", "multiplicandBPtxType"]
        .into_iter()
        .enumerate()
    {
        if helpers::find_attr(ctx, &attrs, name).is_some() {
            continue;
        }
        match inferred[i] {
            Some(t) => state.attributes.push(named(ctx, name, type_attr(ctx, t))),
            None if !form.scaled() => {
                return Err(error_at_name(
                    state,
                    form,
                    &format!("attribute {name} is not provided explicitly and cannot be inferred"),
                ))
            }
            None => {}
        }
    }
    state.attributes.extend(attrs);
    if form == Form::SpBlockScale && !has_attr(state, ctx, "orderedMetadata") {
        state
            .attributes
            .push(named(ctx, "orderedMetadata", ctx.unit_attr()));
    }
    state.result_types.extend(results);
    let mut sizes: Vec<i64> = frags.iter().map(|f| f.len() as i64).collect();
    let singles = 2 * form.sparse() as usize + 6 * form.scaled() as usize;
    sizes.extend(std::iter::repeat_n(1, singles));
    let a = tileir_ir::format::dense_array(ctx, 32, &sizes);
    state.attributes.push(named(ctx, "operandSegmentSizes", a));
    Ok(())
}

fn parse_sync(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_mma(p, state, Form::Sync)
}
fn parse_sp_sync(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_mma(p, state, Form::SpSync)
}
fn parse_block_scale(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_mma(p, state, Form::BlockScale)
}
fn parse_sp_block_scale(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_mma(p, state, Form::SpBlockScale)
}

fn print_group(p: &mut dyn AsmPrinter, name: &str, values: &[Value], trailing_space: bool) {
    p.write_str(" ");
    p.write_str(name);
    p.write_str("[");
    p.print_operands(values);
    p.write_str(if trailing_space { "] " } else { "]" });
}

fn print_mma(p: &mut dyn AsmPrinter, op: OpId, form: Form) {
    let attrs = helpers::op_attrs(p, op);
    let (groups, frag_types, elided, res) = {
        let ctx = p.context();
        let body = p.body();
        let sizes = helpers::find_attr(ctx, &attrs, "operandSegmentSizes")
            .and_then(|a| tileir_ir::format::dense_array_values(ctx, a))
            .unwrap_or_default();
        let operands: Vec<Value> = body.operands(op).collect();
        let mut groups: Vec<Vec<Value>> = Vec::new();
        let mut start = 0;
        for &n in &sizes {
            let end = (start + n.max(0) as usize).min(operands.len());
            groups.push(operands[start..end].to_vec());
            start = end;
        }
        groups.resize(3.max(groups.len()), Vec::new());
        let frag_types: Vec<Option<Type>> = groups[..3]
            .iter()
            .map(|g| g.first().map(|&v| body.value_type(v)))
            .collect();
        let inferable = |t: Option<Type>| t.and_then(|t| infer_mma_type(ctx, t, false)).is_some();
        let mut elided = vec!["operandSegmentSizes"];
        // `mma.sync` decides both from the A registers (upstream quirk).
        let b_from = if form == Form::Sync { 0 } else { 1 };
        if inferable(frag_types[0]) {
            elided.push("multiplicandAPtxType");
        }
        if inferable(frag_types[b_from]) {
            elided.push("multiplicandBPtxType");
        }
        (
            groups,
            frag_types,
            elided,
            body.value_type(body.result(op, 0)),
        )
    };
    let spaced = form == Form::Sync;
    for (name, g) in ["A", "B", "C"].into_iter().zip(&groups) {
        print_group(p, name, g, spaced);
    }
    let mut rest = groups.iter().skip(3);
    if form.sparse() {
        for name in ["sparseMetadata", "selector"] {
            print_group(p, name, rest.next().map_or(&[], |g| g), false);
        }
    }
    if form.scaled() {
        for name in ["scaleA", "scaleB"] {
            let scale: Vec<Value> = rest.by_ref().take(3).flatten().copied().collect();
            print_group(p, name, &scale, false);
        }
    }
    p.print_optional_attr_dict(&attrs, &elided);
    p.write_str(" : (");
    let types: Vec<Type> = frag_types.into_iter().flatten().collect();
    tileir_ir::format::print_type_list(p, &types);
    p.write_str(") -> ");
    p.print_type(res);
}

fn print_sync(p: &mut dyn AsmPrinter, op: OpId) {
    print_mma(p, op, Form::Sync)
}
fn print_sp_sync(p: &mut dyn AsmPrinter, op: OpId) {
    print_mma(p, op, Form::SpSync)
}
fn print_block_scale(p: &mut dyn AsmPrinter, op: OpId) {
    print_mma(p, op, Form::BlockScale)
}
fn print_sp_block_scale(p: &mut dyn AsmPrinter, op: OpId) {
    print_mma(p, op, Form::SpBlockScale)
}

// ----- definitions -----

const fn dialect(name: &'static str, summary: &'static str, kind: &'static str) -> AttrDecl {
    AttrDecl::new(name, summary, AttrKind::Dialect(kind))
}
const fn optional(name: &'static str, summary: &'static str, kind: &'static str) -> AttrDecl {
    AttrDecl::optional(name, summary, AttrKind::Dialect(kind))
}
const SHAPE: AttrDecl = dialect("shape", "Attribute for MMA operation shape.", "nvvm.shape");
const TYPE_A: AttrDecl = optional("multiplicandAPtxType", "NVVM MMA types", "nvvm.mma_type");
const TYPE_B: AttrDecl = optional("multiplicandBPtxType", "NVVM MMA types", "nvvm.mma_type");
const OVERFLOW: AttrDecl = optional(
    "intOverflowBehavior",
    "MMA overflow options",
    "nvvm.mma_int_overflow",
);
const ORDERED: AttrDecl = AttrDecl::optional("orderedMetadata", "unit attribute", AttrKind::Unit);
/// The block-scale attributes, in MLIR's (sorted) order of checking.
const BLOCK_SCALE_ATTRS: [AttrDecl; 5] = [
    dialect(
        "blockScaleFormat",
        "NVVM block scale format",
        "nvvm.block_scale_format",
    ),
    dialect("kind", "NVVM block scale kind", "nvvm.block_scale_kind"),
    TYPE_A,
    TYPE_B,
    dialect(
        "scaleVecSize",
        "NVVM scale vector size",
        "nvvm.scale_vec_size",
    ),
];

const FRAGMENTS: [tileir_ir::dialect::ValueDecl; 3] = [
    many("operandA", LLVM_TYPE),
    many("operandB", LLVM_TYPE),
    many("operandC", LLVM_TYPE),
];
const SCALES: [tileir_ir::dialect::ValueDecl; 6] = [
    one("scaleAData", I32),
    one("byteIdA", I16),
    one("threadIdA", I16),
    one("scaleBData", I32),
    one("byteIdB", I16),
    one("threadIdB", I16),
];
const SPARSE: [tileir_ir::dialect::ValueDecl; 2] =
    [one("sparseMetadata", I32), one("sparsitySelector", I32)];

const fn concat<const N: usize>(
    parts: &[&[tileir_ir::dialect::ValueDecl]],
) -> [tileir_ir::dialect::ValueDecl; N] {
    let mut out = [FRAGMENTS[0]; N];
    let (mut k, mut i) = (0, 0);
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            out[k] = parts[i][j];
            k += 1;
            j += 1;
        }
        i += 1;
    }
    out
}
static SP_SYNC_OPERANDS: [tileir_ir::dialect::ValueDecl; 5] = concat(&[&FRAGMENTS, &SPARSE]);
static BLOCK_SCALE_OPERANDS: [tileir_ir::dialect::ValueDecl; 9] = concat(&[&FRAGMENTS, &SCALES]);
static SP_BLOCK_SCALE_OPERANDS: [tileir_ir::dialect::ValueDecl; 11] =
    concat(&[&FRAGMENTS, &SPARSE, &SCALES]);

pub const OPS: [OpDef; 4] = [
    OpDef {
        name: "nvvm.mma.sync",
        summary: "cooperative matrix-multiply and accumulate",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &FRAGMENTS,
        results: &[one("res", LLVM_STRUCT)],
        // In MLIR's (sorted) order of checking.
        attributes: &[
            optional("b1Op", "MMA binary operations", "nvvm.mma_b1op"),
            OVERFLOW,
            dialect("layoutA", "NVVM MMA layout", "nvvm.mma_layout"),
            dialect("layoutB", "NVVM MMA layout", "nvvm.mma_layout"),
            TYPE_A,
            TYPE_B,
            SHAPE,
        ],
        parse: Some(parse_sync),
        print: Some(print_sync),
        verify: Some(verify_sync),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.mma.sp.sync",
        summary: "cooperative sparse matrix-multiply and accumulate",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &SP_SYNC_OPERANDS,
        results: &[one("res", LLVM_STRUCT)],
        attributes: &[
            OVERFLOW,
            optional("kind", "MMA operation kind", "nvvm.mma_kind"),
            TYPE_A,
            TYPE_B,
            ORDERED,
            SHAPE,
        ],
        parse: Some(parse_sp_sync),
        print: Some(print_sp_sync),
        verify: Some(verify_sp_sync),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.mma.block_scale",
        summary: "cooperative matrix-multiply and accumulate with block scaling",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &BLOCK_SCALE_OPERANDS,
        results: &[one("res", LLVM_STRUCT)],
        attributes: &[
            BLOCK_SCALE_ATTRS[0],
            BLOCK_SCALE_ATTRS[1],
            BLOCK_SCALE_ATTRS[2],
            BLOCK_SCALE_ATTRS[3],
            BLOCK_SCALE_ATTRS[4],
            SHAPE,
        ],
        parse: Some(parse_block_scale),
        print: Some(print_block_scale),
        verify_all: Some(verify_block_scale),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.mma.sp.block_scale",
        summary: "cooperative sparse matrix-multiply and accumulate with block scaling",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &SP_BLOCK_SCALE_OPERANDS,
        results: &[one("res", LLVM_STRUCT)],
        attributes: &[
            BLOCK_SCALE_ATTRS[0],
            BLOCK_SCALE_ATTRS[1],
            BLOCK_SCALE_ATTRS[2],
            BLOCK_SCALE_ATTRS[3],
            ORDERED,
            BLOCK_SCALE_ATTRS[4],
            SHAPE,
        ],
        parse: Some(parse_sp_block_scale),
        print: Some(print_sp_block_scale),
        verify_all: Some(verify_sp_block_scale),
        ..OpDef::DEFAULT
    },
];
