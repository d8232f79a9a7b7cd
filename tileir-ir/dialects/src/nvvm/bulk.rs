//! The bulk and tensor (TMA) async-copy ops of `nvvm` (`cp.async.bulk.*`)
//! and `nvvm.prefetch`. The TMA verifiers report with upstream's plain
//! `emitError` (no `'op' op` prefix); `prefetch` reports as an op error.

use super::super::common::*;
use super::super::llvm::types::ptr_address_space;
use super::shared::{at_loc, enum_of, plain, I16, I64};
use tileir_ir::dialect::{AttrDecl, AttrDefault, AttrKind, OpDef, OpRef, Traits, TypeConstraint};
use tileir_ir::types::Type;
use tileir_ir::Context;

type VResult = Result<(), tileir_ir::diag::Diagnostic>;

fn space_of(ctx: &Context, t: Type) -> Option<i64> {
    ptr_address_space(ctx, t)
}

/// `LLVM_PointerInAddressSpace<N>`: one constraint with a C++ class, so
/// `type($x)` prints it stripped (`<3>`).
macro_rules! ptr_in {
    ($summary:literal, $space:literal) => {
        TypeConstraint {
            dialect_type: Some("llvm.ptr"),
            class: None,
            ..TypeConstraint::buildable(
                $summary,
                |c, t| space_of(c, t) == Some($space),
                |c| super::super::llvm::types::ptr(c, $space),
            )
        }
    };
}
/// `AnyTypeOf<[LLVM_PointerInAddressSpace<..>, ...]>`.
macro_rules! ptr_any {
    ($summary:literal, $spaces:expr) => {
        TypeConstraint::new($summary, |c, t| {
            space_of(c, t).is_some_and(|a| $spaces.contains(&a))
        })
    };
}

/// Address space 0 prints in full (`!llvm.ptr`) even where the others are
/// stripped, so this one is a plain constraint.
pub(super) const PTR_GENERIC: TypeConstraint = TypeConstraint::buildable(
    "LLVM pointer in address space 0",
    |c, t| space_of(c, t) == Some(0),
    |c| super::super::llvm::types::ptr(c, 0),
);
pub(super) const PTR_GLOBAL: TypeConstraint = ptr_in!("LLVM pointer in address space 1", 1);
pub(super) const PTR_SHARED: TypeConstraint = ptr_in!("LLVM pointer in address space 3", 3);
pub(super) const PTR_SHARED_CLUSTER: TypeConstraint = ptr_in!("LLVM pointer in address space 7", 7);
const PTR_SHARED_OR_CLUSTER: TypeConstraint = ptr_any!(
    "LLVM pointer in address space 3 or LLVM pointer in address space 7",
    [3, 7]
);
const PTR_PREFETCH: TypeConstraint = ptr_any!(
    "LLVM pointer in address space 1 or LLVM pointer in address space 5 or LLVM pointer in address space 0 or LLVM pointer in address space 4",
    [1, 5, 0, 4]
);
pub(super) const LLVM_ANY_PTR: TypeConstraint =
    TypeConstraint::new("LLVM pointer type", |c, t| space_of(c, t).is_some());

const fn load_mode() -> AttrDecl {
    AttrDecl::with_default(
        "mode",
        "NVVM TMA Load Mode",
        AttrKind::Dialect("nvvm.tma_load_mode"),
        AttrDefault::Enum(0),
    )
}
const fn store_mode() -> AttrDecl {
    AttrDecl::with_default(
        "mode",
        "NVVM TMA Store Mode",
        AttrKind::Dialect("nvvm.tma_store_mode"),
        AttrDefault::Enum(0),
    )
}
const fn unit(name: &'static str) -> AttrDecl {
    AttrDecl::optional(name, "unit attribute", AttrKind::Unit)
}

fn is_true(r: OpRef<'_>, name: &'static str) -> bool {
    attr(r, name).is_some_and(|a| matches!(r.ctx.attr_data(a), tileir_ir::AttrData::Bool(true)))
}
/// The sizes of the operand groups (`operandSegmentSizes`).
fn segments(r: OpRef<'_>) -> Vec<usize> {
    attr(r, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
        .map(|v| v.into_iter().map(|x| x as usize).collect())
        .unwrap_or_default()
}
fn operand_space(r: OpRef<'_>, i: usize) -> Option<i64> {
    space_of(r.ctx, r.body.value_type(r.body.operand(r.op, i)))
}

/// Coordinates and im2col offsets of a tensor load or prefetch.
fn verify_tma_load(r: OpRef<'_>, dims: usize, offsets: usize) -> VResult {
    if !(1..=5).contains(&dims) {
        return Err(at_loc(r, "expects coordinates between 1 to 5 dimension"));
    }
    let mode = enum_of(r, "mode").unwrap_or(0);
    let (im2col, expected) = match mode {
        1 => (true, dims.saturating_sub(2)),
        2 | 3 => (true, 2),
        4 if dims != 5 => return Err(at_loc(r, "Gather4 mode expects 5 coordinates")),
        _ => (false, 0),
    };
    if im2col && dims < 3 {
        let name = super::enums::TMA_LOAD_MODE.case_name(mode).unwrap_or("");
        return Err(at_loc(
            r,
            format!("to use {name} mode, the tensor has to be at least 3-dimensional"),
        ));
    }
    if offsets != expected {
        return Err(at_loc(
            r,
            format!(" im2col offsets expected {expected} (provided {offsets})"),
        ));
    }
    Ok(())
}
/// Coordinates of a tensor store or reduction.
fn verify_tma_store_dims(r: OpRef<'_>, dims: usize, im2col: bool) -> VResult {
    if !(1..=5).contains(&dims) {
        return Err(at_loc(r, "expects coordinates between 1 to 5 dimension"));
    }
    if im2col && dims < 3 {
        return Err(at_loc(
            r,
            "to use im2col mode, the tensor has to be at least 3-dimensional",
        ));
    }
    Ok(())
}

/// Segments: dstMem, tmaDescriptor, coordinates, mbar, im2colOffsets,
/// multicastMask, l2CacheHint, predicate.
fn verify_tensor_load(r: OpRef<'_>) -> VResult {
    let seg = segments(r);
    let get = |i: usize| seg.get(i).copied().unwrap_or(0);
    let cta_only = is_true(r, "isCTAOnly");
    let mode = enum_of(r, "mode").unwrap_or(0);
    if get(7) > 0 {
        if cta_only {
            return Err(plain(
                r,
                "Predicate is supported only for shared::cluster mode.",
            ));
        }
        if mode != 0 && mode != 1 {
            return Err(plain(
                r,
                "Predicate is supported only for Tile and Im2col modes.",
            ));
        }
    } else {
        let want = if cta_only { 3 } else { 7 };
        if operand_space(r, 0) != Some(want) {
            return Err(plain(
                r,
                if cta_only {
                    "Shared::cta destination requires address-space 3."
                } else {
                    "Shared::cluster destination requires address-space 7."
                },
            ));
        }
        if cta_only {
            if get(5) > 0 {
                return Err(plain(
                    r,
                    "Multicast is not supported with shared::cta mode.",
                ));
            }
            if attr(r, "group").is_some() {
                return Err(plain(r, "CTAGroup is not supported with shared::cta mode."));
            }
        }
    }
    verify_tma_load(r, get(2), get(4))
}
/// Segments: tmaDescriptor, srcMem, coordinates, l2CacheHint, predicate.
fn verify_tensor_store(r: OpRef<'_>) -> VResult {
    let seg = segments(r);
    let get = |i: usize| seg.get(i).copied().unwrap_or(0);
    let mode = enum_of(r, "mode").unwrap_or(0);
    if get(4) > 0 {
        if mode != 0 {
            return Err(plain(
                r,
                "Inline-ptx lowering supported only for Tile mode.",
            ));
        }
        if get(3) > 0 {
            return Err(plain(
                r,
                "Inline-ptx lowering unsupported with L2 cache-hint.",
            ));
        }
    }
    let dims = get(2);
    match mode {
        2 if dims != 5 => Err(plain(r, "Scatter4 mode expects 5 coordinates")),
        2 => Ok(()),
        m => verify_tma_store_dims(r, dims, m == 1),
    }
}
/// Segments: tmaDescriptor, coordinates, im2colOffsets, l2CacheHint.
fn verify_tensor_prefetch(r: OpRef<'_>) -> VResult {
    let seg = segments(r);
    verify_tma_load(
        r,
        seg.get(1).copied().unwrap_or(0),
        seg.get(2).copied().unwrap_or(0),
    )
}
/// Segments: tmaDescriptor, srcMem, coordinates, l2CacheHint.
fn verify_tensor_reduce(r: OpRef<'_>) -> VResult {
    let dims = segments(r).get(2).copied().unwrap_or(0);
    match enum_of(r, "mode").unwrap_or(0) {
        2 => Err(plain(
            r,
            "Scatter mode unsupported for CpAsyncBulkTensorReduceOp",
        )),
        m => verify_tma_store_dims(r, dims, m == 1),
    }
}
/// Segments: dstMem, srcMem, mbar, size, multicastMask, l2CacheHint.
fn verify_bulk_load(r: OpRef<'_>) -> VResult {
    let multicast = segments(r).get(4).copied().unwrap_or(0) > 0;
    if operand_space(r, 0) == Some(3) && multicast {
        return Err(plain(
            r,
            "Multicast is not supported with shared::cta mode.",
        ));
    }
    Ok(())
}

// `nvvm.cache_eviction_priority` cases.
const EVICT_NORMAL: i64 = 0;
const EVICT_LAST: i64 = 2;

fn verify_prefetch(r: OpRef<'_>) -> VResult {
    let level = enum_of(r, "cacheLevel");
    let evict = enum_of(r, "evictPriority");
    let tensormap = attr(r, "tensormap").is_some();
    let space = operand_space(r, 0);
    let has_predicate = r.body.num_operands(r.op) > 1;
    if tensormap && level.is_some() {
        return Err(err(r, "cannot specify both tensormap and cache level"));
    }
    if tensormap {
        if space != Some(0) && space != Some(4) {
            return Err(err(
                r,
                "prefetch tensormap requires a generic or constant pointer",
            ));
        }
        if evict.is_some() {
            return Err(err(
                r,
                "prefetch tensormap does not support eviction priority",
            ));
        }
        if attr(r, "in_param_space").is_some() && space != Some(0) {
            return Err(err(
                r,
                "in_param_space can only be specified for a generic pointer",
            ));
        }
        return Ok(());
    }
    let Some(level) = level else {
        return Err(err(
            r,
            "requires specification of either cache level or tensormap",
        ));
    };
    if has_predicate {
        return Err(err(r, "predicate supported only on prefetch tensormap"));
    }
    if attr(r, "uniform").is_some() && space != Some(0) {
        return Err(err(
            r,
            "prefetch to uniform cache requires a generic pointer",
        ));
    }
    if let Some(e) = evict {
        if level != 1 {
            return Err(err(
                r,
                "cache eviction priority supported only for cache level L2",
            ));
        }
        if space != Some(1) {
            return Err(err(r, "cache eviction priority requires a global pointer"));
        }
        if e != EVICT_LAST && e != EVICT_NORMAL {
            return Err(err(
                r,
                "unsupported cache eviction priority, only evict_last and evict_normal are supported",
            ));
        }
    }
    Ok(())
}

pub const OPS: [OpDef; 9] = [
    OpDef {
        name: "nvvm.cp.async.bulk.tensor.shared.cluster.global",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("dstMem", PTR_SHARED_OR_CLUSTER),
            one("tmaDescriptor", PTR_GENERIC),
            many("coordinates", I32),
            one("mbar", PTR_SHARED),
            many("im2colOffsets", I16),
            opt("multicastMask", I16),
            opt("l2CacheHint", I64),
            opt("predicate", I1),
        ],
        attributes: &[
            load_mode(),
            AttrDecl::with_default("isCTAOnly", "bool attribute", BOOL_KIND, AttrDefault::Bool(false)),
            AttrDecl::optional("group", "NVVM CTA group kind", AttrKind::Dialect("nvvm.cta_group")),
        ],
        format: Some(concat!(
            "$dstMem `,` $tmaDescriptor `,` $mbar `,` `box` `[`$coordinates `]` ",
            "(`im2col` `[` $im2colOffsets^ `]` )? (`multicast_mask` `=` $multicastMask^ )? ",
            "(`l2_cache_hint` `=` $l2CacheHint^ )? (`predicate` `=` $predicate^)? ",
            "attr-dict `:` type($dstMem) `,` type($tmaDescriptor)"
        )),
        verify: Some(verify_tensor_load),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.cp.async.bulk.tensor.global.shared.cta",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("tmaDescriptor", PTR_GENERIC),
            one("srcMem", PTR_SHARED),
            many("coordinates", I32),
            opt("l2CacheHint", I64),
            opt("predicate", I1),
        ],
        attributes: &[store_mode()],
        format: Some(concat!(
            "$tmaDescriptor `,` $srcMem `,` `box` `[`$coordinates `]` ",
            "(`l2_cache_hint` `=` $l2CacheHint^ )? (`,` `predicate` `=` $predicate^)? ",
            "attr-dict `:` type($tmaDescriptor) `,` type($srcMem)"
        )),
        verify: Some(verify_tensor_store),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.prefetch",
        operands: &[one("addr", PTR_PREFETCH), opt("predicate", I1)],
        attributes: &[
            AttrDecl::optional(
                "cacheLevel",
                "NVVM Prefetch Cache Level",
                AttrKind::Dialect("nvvm.prefetch_cache_level"),
            ),
            AttrDecl::optional(
                "evictPriority",
                "NVVM Cache Eviction Priority",
                AttrKind::Dialect("nvvm.cache_eviction_priority"),
            ),
            unit("tensormap"),
            unit("uniform"),
            unit("in_param_space"),
        ],
        format: Some(concat!(
            "(`level` `=` $cacheLevel^ (`uniform` $uniform^)? `,`)? ",
            "(`tensormap` $tensormap^ (`in_param_space` $in_param_space^)? `,`)? ",
            "(`evict_priority` `=` $evictPriority^ `,`)? $addr (`,` `predicate` `=` $predicate^)? ",
            "attr-dict `:` type(operands)"
        )),
        verify: Some(verify_prefetch),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.cp.async.bulk.prefetch",
        operands: &[one("srcMem", PTR_GLOBAL), one("size", I32), opt("l2CacheHint", I64)],
        format: Some("$srcMem `,` $size (`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict `:` type($srcMem)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.cp.async.bulk.tensor.prefetch",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("tmaDescriptor", PTR_GENERIC),
            many("coordinates", I32),
            many("im2colOffsets", I16),
            opt("l2CacheHint", I64),
        ],
        attributes: &[load_mode()],
        format: Some(concat!(
            "$tmaDescriptor `,` `box` `[`$coordinates `]` (`im2col` `[` $im2colOffsets^ `]` )? ",
            "(`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict `:` type($tmaDescriptor)"
        )),
        verify: Some(verify_tensor_prefetch),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.cp.async.bulk.tensor.reduce",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("tmaDescriptor", LLVM_ANY_PTR),
            one("srcMem", PTR_SHARED),
            many("coordinates", I32),
            opt("l2CacheHint", I64),
        ],
        attributes: &[
            AttrDecl::new("redKind", "NVVM TMA redux kind", AttrKind::Dialect("nvvm.tma_redux_kind")),
            store_mode(),
        ],
        format: Some(concat!(
            "$tmaDescriptor `,` $srcMem `,` `box` `[`$coordinates `]` ",
            "(`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict `:` type($tmaDescriptor) `,` type($srcMem)"
        )),
        verify: Some(verify_tensor_reduce),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.cp.async.bulk.shared.cluster.global",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("dstMem", PTR_SHARED_OR_CLUSTER),
            one("srcMem", PTR_GLOBAL),
            one("mbar", PTR_SHARED),
            one("size", I32),
            opt("multicastMask", I16),
            opt("l2CacheHint", I64),
        ],
        format: Some(concat!(
            "$dstMem `,` $srcMem `,` $mbar `,` $size (`multicast_mask` `=` $multicastMask^ )? ",
            "(`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict `:` type($dstMem) `,` type($srcMem)"
        )),
        verify: Some(verify_bulk_load),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.cp.async.bulk.shared.cluster.shared.cta",
        operands: &[
            one("dstMem", PTR_SHARED_CLUSTER),
            one("srcMem", PTR_SHARED),
            one("mbar", PTR_SHARED),
            one("size", I32),
        ],
        format: Some("$dstMem `,` $srcMem `,` $mbar `,` $size attr-dict `:` type($dstMem) `,` type($srcMem)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.cp.async.bulk.global.shared.cta",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            one("dstMem", PTR_GLOBAL),
            one("srcMem", PTR_SHARED),
            one("size", I32),
            opt("l2CacheHint", I64),
            opt("byteMask", I16),
        ],
        format: Some(concat!(
            "$dstMem `,` $srcMem `,` $size (`l2_cache_hint` `=` $l2CacheHint^ )? ",
            "(`byte_mask` `=` $byteMask^ )? attr-dict `:` type($dstMem) `,` type($srcMem)"
        )),
        ..OpDef::DEFAULT
    },
];
