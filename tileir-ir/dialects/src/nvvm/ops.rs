//! The ops of the `nvvm` dialect, by family: special registers, barriers
//! and fences, warp collectives, async copies, conversions, and the rest.
//! Formats, traits and verifier wording are MLIR 22's (checked against
//! mlir-opt 22).

use super::super::common::*;
use super::enums::REDUX_KIND;
use tileir_ir::dialect::{AttrDecl, AttrDefault, AttrKind, OpDef, OpRef, Traits, TypeConstraint};
use tileir_ir::types::{Type, TypeData};
use tileir_ir::Context;

use super::super::llvm::types::{ptr_address_space, struct_parts, LLVM_TYPE};

/// An LLVM pointer in one of the address spaces `spaces`.
fn ptr_in(ctx: &Context, t: Type, spaces: &[i64]) -> bool {
    ptr_address_space(ctx, t).is_some_and(|a| spaces.contains(&a))
}
const PTR_GENERIC: TypeConstraint = TypeConstraint::buildable(
    "LLVM pointer in address space 0",
    |c, t| ptr_in(c, t, &[0]),
    |c| super::super::llvm::types::ptr(c, 0),
);
const PTR_GLOBAL: TypeConstraint = TypeConstraint::buildable(
    "LLVM pointer in address space 1",
    |c, t| ptr_in(c, t, &[1]),
    |c| super::super::llvm::types::ptr(c, 1),
);
const PTR_SHARED: TypeConstraint = TypeConstraint::buildable(
    "LLVM pointer in address space 3",
    |c, t| ptr_in(c, t, &[3]),
    |c| super::super::llvm::types::ptr(c, 3),
);
const PTR_GENERIC_OR_SHARED: TypeConstraint = TypeConstraint::new(
    "LLVM pointer in address space 0 or LLVM pointer in address space 3",
    |c, t| ptr_in(c, t, &[0, 3]),
);
const PTR_GENERIC_OR_CLUSTER: TypeConstraint = TypeConstraint::new(
    "LLVM pointer in address space 0 or LLVM pointer in address space 7",
    |c, t| ptr_in(c, t, &[0, 7]),
);
const I64: TypeConstraint = TypeConstraint::buildable(
    "64-bit signless integer",
    |c, t| {
        matches!(
            c.type_data(t),
            TypeData::Integer {
                width: 64,
                signedness: tileir_ir::types::Signedness::Signless
            }
        )
    },
    |c| c.int_type(64),
);

pub const F32: TypeConstraint = TypeConstraint::buildable(
    "32-bit float",
    |c, t| {
        matches!(
            c.type_data(t),
            TypeData::Float(tileir_ir::types::FloatKind::F32)
        )
    },
    |c| c.float_type(tileir_ir::types::FloatKind::F32),
);
const I32_OR_F32: TypeConstraint =
    TypeConstraint::new("32-bit signless integer or 32-bit float", |c, t| {
        (I32.check)(c, t) || (F32.check)(c, t)
    });
const I32_OR_I1: TypeConstraint = TypeConstraint::new(
    "32-bit signless integer or 1-bit signless integer",
    |c, t| (I32.check)(c, t) || is_i1(c, t),
);

/// `I32Attr`, `I64Attr`, `I16Attr`, `BoolAttr`.
const I16_KIND: AttrKind = AttrKind::Typed(|c| c.int_type(16));
const fn i32_attr(name: &'static str) -> AttrDecl {
    AttrDecl::new(name, "32-bit signless integer attribute", I32_KIND)
}
const fn bool_default(name: &'static str) -> AttrDecl {
    AttrDecl::with_default(name, "bool attribute", BOOL_KIND, AttrDefault::Bool(false))
}
const fn unit(name: &'static str) -> AttrDecl {
    AttrDecl::optional(name, "unit attribute", AttrKind::Unit)
}

/// An op with no operands, results or attributes: `nvvm.barrier0`.
const fn plain(name: &'static str) -> OpDef {
    OpDef {
        name,
        format: Some("attr-dict"),
        ..OpDef::DEFAULT
    }
}

// ----- special registers -----

const RES: &[tileir_ir::dialect::ValueDecl] = &[one("res", LLVM_TYPE)];
const RANGE: AttrDecl = AttrDecl::optional(
    "range",
    "A range of two integers, corresponding to LLVM's ConstantRange",
    AttrKind::Dialect("llvm.constant_range"),
);

/// `NVVM_PureSpecialRangeableRegisterOp`: `(range $r)? : type`.
const fn sreg_range(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        results: RES,
        attributes: &[RANGE],
        format: Some("(`range` $range^)? attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    }
}

/// `NVVM_PureSpecialRegisterOp`.
const fn sreg_pure(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        results: RES,
        format: Some("attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    }
}

/// `NVVM_SpecialRegisterOp`: clocks, which are not pure.
const fn sreg(name: &'static str) -> OpDef {
    OpDef {
        traits: Traits::NONE,
        ..sreg_pure(name)
    }
}

/// The ops defined in this module (the other families are in sibling
/// modules; [`super::OPS`] joins them).
pub const OPS: &[OpDef] = &[
    sreg_range("nvvm.read.ptx.sreg.laneid"),
    sreg_range("nvvm.read.ptx.sreg.warpsize"),
    sreg_range("nvvm.read.ptx.sreg.warpid"),
    sreg_range("nvvm.read.ptx.sreg.nwarpid"),
    sreg_range("nvvm.read.ptx.sreg.smid"),
    sreg_range("nvvm.read.ptx.sreg.nsmid"),
    sreg_range("nvvm.read.ptx.sreg.gridid"),
    sreg_pure("nvvm.read.ptx.sreg.lanemask.eq"),
    sreg_pure("nvvm.read.ptx.sreg.lanemask.le"),
    sreg_pure("nvvm.read.ptx.sreg.lanemask.lt"),
    sreg_pure("nvvm.read.ptx.sreg.lanemask.ge"),
    sreg_pure("nvvm.read.ptx.sreg.lanemask.gt"),
    sreg_range("nvvm.read.ptx.sreg.tid.x"),
    sreg_range("nvvm.read.ptx.sreg.tid.y"),
    sreg_range("nvvm.read.ptx.sreg.tid.z"),
    sreg_range("nvvm.read.ptx.sreg.ntid.x"),
    sreg_range("nvvm.read.ptx.sreg.ntid.y"),
    sreg_range("nvvm.read.ptx.sreg.ntid.z"),
    sreg_range("nvvm.read.ptx.sreg.ctaid.x"),
    sreg_range("nvvm.read.ptx.sreg.ctaid.y"),
    sreg_range("nvvm.read.ptx.sreg.ctaid.z"),
    sreg_range("nvvm.read.ptx.sreg.nctaid.x"),
    sreg_range("nvvm.read.ptx.sreg.nctaid.y"),
    sreg_range("nvvm.read.ptx.sreg.nctaid.z"),
    sreg_range("nvvm.read.ptx.sreg.clusterid.x"),
    sreg_range("nvvm.read.ptx.sreg.clusterid.y"),
    sreg_range("nvvm.read.ptx.sreg.clusterid.z"),
    sreg_range("nvvm.read.ptx.sreg.nclusterid.x"),
    sreg_range("nvvm.read.ptx.sreg.nclusterid.y"),
    sreg_range("nvvm.read.ptx.sreg.nclusterid.z"),
    sreg_range("nvvm.read.ptx.sreg.cluster.ctaid.x"),
    sreg_range("nvvm.read.ptx.sreg.cluster.ctaid.y"),
    sreg_range("nvvm.read.ptx.sreg.cluster.ctaid.z"),
    sreg_range("nvvm.read.ptx.sreg.cluster.nctaid.x"),
    sreg_range("nvvm.read.ptx.sreg.cluster.nctaid.y"),
    sreg_range("nvvm.read.ptx.sreg.cluster.nctaid.z"),
    sreg_range("nvvm.read.ptx.sreg.cluster.ctarank"),
    sreg_range("nvvm.read.ptx.sreg.cluster.nctarank"),
    sreg("nvvm.read.ptx.sreg.clock"),
    sreg("nvvm.read.ptx.sreg.clock64"),
    sreg("nvvm.read.ptx.sreg.globaltimer"),
    sreg("nvvm.read.ptx.sreg.globaltimer.lo"),
    sreg_pure("nvvm.read.ptx.sreg.dynamic.smem.size"),
    sreg_pure("nvvm.read.ptx.sreg.total.smem.size"),
    sreg_pure("nvvm.read.ptx.sreg.aggr.smem.size"),
    sreg_pure("nvvm.read.ptx.sreg.envreg0"),
    sreg_pure("nvvm.read.ptx.sreg.envreg1"),
    sreg_pure("nvvm.read.ptx.sreg.envreg2"),
    sreg_pure("nvvm.read.ptx.sreg.envreg3"),
    sreg_pure("nvvm.read.ptx.sreg.envreg4"),
    sreg_pure("nvvm.read.ptx.sreg.envreg5"),
    sreg_pure("nvvm.read.ptx.sreg.envreg6"),
    sreg_pure("nvvm.read.ptx.sreg.envreg7"),
    sreg_pure("nvvm.read.ptx.sreg.envreg8"),
    sreg_pure("nvvm.read.ptx.sreg.envreg9"),
    sreg_pure("nvvm.read.ptx.sreg.envreg10"),
    sreg_pure("nvvm.read.ptx.sreg.envreg11"),
    sreg_pure("nvvm.read.ptx.sreg.envreg12"),
    sreg_pure("nvvm.read.ptx.sreg.envreg13"),
    sreg_pure("nvvm.read.ptx.sreg.envreg14"),
    sreg_pure("nvvm.read.ptx.sreg.envreg15"),
    sreg_pure("nvvm.read.ptx.sreg.envreg16"),
    sreg_pure("nvvm.read.ptx.sreg.envreg17"),
    sreg_pure("nvvm.read.ptx.sreg.envreg18"),
    sreg_pure("nvvm.read.ptx.sreg.envreg19"),
    sreg_pure("nvvm.read.ptx.sreg.envreg20"),
    sreg_pure("nvvm.read.ptx.sreg.envreg21"),
    sreg_pure("nvvm.read.ptx.sreg.envreg22"),
    sreg_pure("nvvm.read.ptx.sreg.envreg23"),
    sreg_pure("nvvm.read.ptx.sreg.envreg24"),
    sreg_pure("nvvm.read.ptx.sreg.envreg25"),
    sreg_pure("nvvm.read.ptx.sreg.envreg26"),
    sreg_pure("nvvm.read.ptx.sreg.envreg27"),
    sreg_pure("nvvm.read.ptx.sreg.envreg28"),
    sreg_pure("nvvm.read.ptx.sreg.envreg29"),
    sreg_pure("nvvm.read.ptx.sreg.envreg30"),
    sreg_pure("nvvm.read.ptx.sreg.envreg31"),
    // ----- barriers, fences and synchronization -----
    plain("nvvm.barrier0"),
    plain("nvvm.fence.sc.cluster"),
    plain("nvvm.fence.mbarrier.init"),
    plain("nvvm.cp.async.commit.group"),
    plain("nvvm.cp.async.bulk.commit.group"),
    plain("nvvm.wgmma.fence.aligned"),
    plain("nvvm.wgmma.commit.group.sync.aligned"),
    plain("nvvm.breakpoint"),
    plain("nvvm.exit"),
    OpDef {
        name: "nvvm.barrier",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[opt("barrierId", I32), opt("numberOfThreads", I32), opt("reductionPredicate", I32)],
        results: &[opt("res", I32)],
        attributes: &[AttrDecl::optional(
            "reductionOp",
            "NVVM barrier reduction operation",
            AttrKind::Dialect("nvvm.reduction"),
        )
        .checked(super::barrier::is_reduction)],
        format: Some(concat!(
            "(`id` `=` $barrierId^)? (`number_of_threads` `=` $numberOfThreads^)? ",
            "(custom<BarrierReduction>($reductionOp, $reductionPredicate)^)? ",
            "(`->` type($res)^)? attr-dict"
        )),
        verify: Some(super::barrier::verify),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.barrier.arrive",
        operands: &[opt("barrierId", I32), one("numberOfThreads", I32)],
        format: Some("(`id` `=` $barrierId^)? `number_of_threads` `=` $numberOfThreads attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef { attributes: &[unit("aligned")], ..plain("nvvm.cluster.arrive") },
    OpDef { attributes: &[unit("aligned")], ..plain("nvvm.cluster.arrive.relaxed") },
    OpDef { attributes: &[unit("aligned")], ..plain("nvvm.cluster.wait") },
    OpDef {
        name: "nvvm.fence.proxy",
        attributes: &[
            AttrDecl::new("kind", "Proxy kind", AttrKind::Dialect("nvvm.proxy_kind")),
            AttrDecl::optional("space", "Shared memory space", AttrKind::Dialect("nvvm.shared_space")),
        ],
        format: Some("attr-dict"),
        verify: Some(verify_fence_proxy),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.fence.proxy.release",
        attributes: &[
            AttrDecl::new("scope", "NVVM Memory Scope kind", AttrKind::Dialect("nvvm.mem_scope")),
            AttrDecl::with_default("fromProxy", "Proxy kind", AttrKind::Dialect("nvvm.proxy_kind"), AttrDefault::Enum(5)),
            AttrDecl::with_default("toProxy", "Proxy kind", AttrKind::Dialect("nvvm.proxy_kind"), AttrDefault::Enum(4)),
        ],
        format: Some("$scope (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? attr-dict"),
        verify: Some(verify_fence_proxy_release),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.setmaxregister",
        attributes: &[
            i32_attr("regCount"),
            AttrDecl::new("action", "NVVM set max register action", AttrKind::Dialect("nvvm.action")),
        ],
        format: Some("$action $regCount attr-dict"),
        verify: Some(verify_setmaxregister),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.shfl.sync",
        operands: &[one("thread_mask", I32), one("val", I32_OR_F32), one("offset", I32), one("mask_and_clamp", I32)],
        results: &[one("res", SHFL_RESULT)],
        attributes: &[
            AttrDecl::new("kind", "NVVM shuffle kind", AttrKind::Dialect("nvvm.shfl_kind")),
            unit("return_value_and_is_valid"),
        ],
        format: Some("$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp  attr-dict `:` type($val) `->` type($res)"),
        verify: Some(verify_shfl),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.vote.sync",
        operands: &[one("mask", I32), one("pred", I1)],
        results: &[one("res", I32_OR_I1)],
        attributes: &[AttrDecl::new("kind", "NVVM vote sync kind", AttrKind::Dialect("nvvm.vote_sync_kind"))],
        format: Some("$kind $mask `,` $pred attr-dict `->` type($res)"),
        verify: Some(verify_vote),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.bar.warp.sync",
        operands: &[one("mask", I32)],
        format: Some("$mask attr-dict `:` type($mask)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.elect.sync",
        operands: &[opt("membermask", I32)],
        results: &[one("pred", I1)],
        format: Some("($membermask^)? attr-dict `->` type(results)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.redux.sync",
        operands: &[one("val", I32_OR_F32), one("mask_and_clamp", I32)],
        results: &[one("res", I32_OR_F32)],
        attributes: &[
            AttrDecl::new("kind", "NVVM redux kind", AttrKind::Dialect("nvvm.redux_kind")),
            bool_default("abs"),
            bool_default("nan"),
        ],
        format: Some("$kind $val `,` $mask_and_clamp  attr-dict `:` type($val) `->` type($res)"),
        predicates: &[tileir_ir::dialect::TypePredicate::AllTypesMatch(&["res", "val"])],
        verify: Some(verify_redux),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.rcp.approx.ftz.f",
        traits: Traits::PURE,
        operands: &[one("arg", F32)],
        results: &[one("res", F32)],
        format: Some("$arg attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.cp.async.wait.group",
        attributes: &[i32_attr("n")],
        format: Some("$n attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.cp.async.bulk.wait_group",
        attributes: &[
            AttrDecl::new("group", "32-bit signless integer attribute whose minimum value is 0", I32_KIND)
                .checked(|c, a| {
                    matches!(c.attr_data(a), tileir_ir::AttrData::Integer { ty, value }
                        if *ty == c.int_type(32) && value.get() as i32 >= 0)
                }),
            unit("read"),
        ],
        format: Some("$group attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.wgmma.wait.group.sync.aligned",
        attributes: &[AttrDecl::new("group", "64-bit signless integer attribute", I64_KIND)],
        format: Some("attr-dict $group"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.nanosleep",
        operands: &[one("duration", I32)],
        format: Some("attr-dict $duration"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.pmevent",
        attributes: &[
            AttrDecl::optional("maskedEventId", "16-bit signless integer attribute", I16_KIND),
            AttrDecl::optional("eventId", "32-bit signless integer attribute", I32_KIND),
        ],
        format: Some("attr-dict (`id` `=` $eventId^)? (`mask` `=` $maskedEventId^)?"),
        verify: Some(verify_pmevent),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.griddepcontrol",
        attributes: &[AttrDecl::new("kind", "Action kind for grid dependency control", AttrKind::Dialect("nvvm.grid_dep_action"))],
        format: Some("$kind attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.convert.float.to.tf32",
        operands: &[one("src", F32)],
        results: &[one("res", I32)],
        attributes: &[
            AttrDecl::with_default("rnd", "NVVM FPRoundingMode kind", AttrKind::Dialect("nvvm.fp_rnd_mode"), AttrDefault::Enum(0)),
            AttrDecl::with_default("sat", "NVVM SaturationMode kind", AttrKind::Dialect("nvvm.sat_mode"), AttrDefault::Enum(0)),
            bool_default("relu"),
        ],
        format: Some("$src attr-dict"),
        verify: Some(verify_cvt_tf32),
        ..OpDef::DEFAULT
    },
    // ----- mbarrier -----
    OpDef {
        name: "nvvm.mbarrier.init",
        operands: &[one("addr", PTR_GENERIC_OR_SHARED), one("count", I32), opt("predicate", I1)],
        format: Some("$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.mbarrier.inval",
        operands: &[one("addr", PTR_GENERIC_OR_SHARED)],
        format: Some("$addr attr-dict `:` type(operands)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.mbarrier.arrive.nocomplete",
        operands: &[one("addr", PTR_GENERIC_OR_SHARED), one("count", I32)],
        results: &[one("res", I64)],
        format: Some("$addr `,` $count attr-dict `:` type(operands) `->` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.mbarrier.try_wait.parity",
        operands: &[one("addr", PTR_GENERIC_OR_SHARED), one("phase", I32), one("ticks", I32)],
        format: Some("$addr `,` $phase `,` $ticks attr-dict `:` type(operands)"),
        ..OpDef::DEFAULT
    },
    // ----- async copies -----
    OpDef {
        name: "nvvm.cp.async.shared.global",
        operands: &[one("dst", PTR_SHARED), one("src", PTR_GLOBAL), opt("cpSize", LLVM_TYPE)],
        attributes: &[
            i32_attr("size"),
            AttrDecl::new("modifier", "NVVM load cache modifier kind", AttrKind::Dialect("nvvm.load_cache_modifier")),
        ],
        format: Some("$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict `:` type(operands)"),
        verify: Some(verify_cp_async),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.cp.async.mbarrier.arrive",
        operands: &[one("addr", PTR_GENERIC_OR_SHARED)],
        attributes: &[AttrDecl::with_default("noinc", "1-bit signless integer attribute", BOOL_KIND, AttrDefault::Int(0))],
        format: Some("$addr attr-dict `:` type(operands)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.mapa",
        operands: &[one("a", PTR_GENERIC_OR_SHARED), one("b", I32)],
        results: &[one("res", PTR_GENERIC_OR_CLUSTER)],
        format: Some("$a`,` $b attr-dict `:` type($a) `->` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.fence.proxy.acquire",
        operands: &[one("addr", PTR_GENERIC), one("size", I32)],
        attributes: &[
            AttrDecl::new("scope", "NVVM Memory Scope kind", AttrKind::Dialect("nvvm.mem_scope")),
            AttrDecl::with_default("fromProxy", "Proxy kind", AttrKind::Dialect("nvvm.proxy_kind"), AttrDefault::Enum(5)),
            AttrDecl::with_default("toProxy", "Proxy kind", AttrKind::Dialect("nvvm.proxy_kind"), AttrDefault::Enum(4)),
        ],
        format: Some("$scope $addr `,` $size (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? attr-dict"),
        verify: Some(verify_fence_proxy_release),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.match.sync",
        operands: &[one("thread_mask", I32), one("val", I32_OR_I64)],
        results: &[one("res", I32_OR_STRUCT)],
        attributes: &[AttrDecl::new(
            "kind",
            "NVVM match sync kind",
            AttrKind::Dialect("nvvm.match_sync_kind"),
        )],
        format: Some("$kind $thread_mask `,` $val attr-dict `:` type($val) `->` type($res)"),
        verify: Some(verify_match_sync),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.fence",
        attributes: &[AttrDecl::new(
            "kind",
            "NVVM Tcgen05 fence kind",
            AttrKind::Dialect("nvvm.tcgen05_fence"),
        )],
        format: Some("$kind attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.tcgen05.wait",
        attributes: &[AttrDecl::new(
            "kind",
            "NVVM Tcgen05 wait kind",
            AttrKind::Dialect("nvvm.tcgen05_wait"),
        )],
        format: Some("$kind attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.inline_ptx",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[any_many("readOnlyArgs"), any_many("readWriteArgs"), opt("predicate", I1)],
        results: &[any_many("writeOnlyArgs")],
        attributes: &[AttrDecl::new("ptxCode", "string attribute", AttrKind::String)],
        format: Some(concat!(
            "$ptxCode ( `ro` `(` $readOnlyArgs^ `:` type($readOnlyArgs) `)` )? ",
            "( `rw` `(` $readWriteArgs^ `:` type($readWriteArgs) `)` )? ",
            "(`,` `predicate` `=` $predicate^)? attr-dict ( `->` type($writeOnlyArgs)^ )?"
        )),
        ..OpDef::DEFAULT
    },
];

const I32_OR_I64: TypeConstraint = TypeConstraint::new(
    "32-bit signless integer or 64-bit signless integer",
    |c, t| (I32.check)(c, t) || (I64.check)(c, t),
);
const I32_OR_STRUCT: TypeConstraint =
    TypeConstraint::new("32-bit signless integer or LLVM struct type", |c, t| {
        (I32.check)(c, t) || is_llvm_struct(c, t)
    });

/// `match.sync any` gives the mask (i32); `all` gives `{i32, i1}`.
fn verify_match_sync(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let Some(res) = result_type(r) else {
        return Ok(());
    };
    if enum_case(r, "kind") == Some(1) {
        let i32t = r.ctx.int_type(32);
        let i1 = r.ctx.int_type(1);
        let ok = struct_parts(r.ctx, res).is_some_and(|(_, _, f)| f == [i32t, i1]);
        if !ok {
            return Err(err(
                r,
                "match.sync 'all' returns a two element struct with first element as i32 and second element as i1",
            ));
        }
    } else if !(I32.check)(r.ctx, res) {
        return Err(err(r, "match.sync 'any' returns an i32"));
    }
    Ok(())
}

/// Upstream's `CpAsyncOp::verify` (`emitError`: no `'op' op` prefix).
fn verify_cp_async(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let size = attr(r, "size").and_then(|a| match r.ctx.attr_data(a) {
        tileir_ir::AttrData::Integer { value, .. } => Some(value.get() as i64),
        _ => None,
    });
    let plain = |msg: &str| tileir_ir::diag::Diagnostic::error(r.body.op_loc(r.op), msg);
    if let Some(n) = size {
        if ![4, 8, 16].contains(&n) {
            return Err(plain("expected byte size to be either 4, 8 or 16."));
        }
        if enum_case(r, "modifier") == Some(1) && n != 16 {
            return Err(plain(
                "CG cache modifier is only support for 16 bytes copy.",
            ));
        }
    }
    Ok(())
}

/// `shfl.sync`'s result: the value, or `!llvm.struct<(T, i1)>` with
/// `return_value_and_is_valid`.
const SHFL_RESULT: TypeConstraint = TypeConstraint::new(
    "32-bit signless integer or 32-bit float or LLVM structure type",
    |c, t| (I32_OR_F32.check)(c, t) || is_llvm_struct(c, t),
);

fn is_llvm_struct(ctx: &Context, t: Type) -> bool {
    struct_parts(ctx, t).is_some()
}

fn enum_case(r: OpRef<'_>, name: &'static str) -> Option<i64> {
    attr(r, name).and_then(|a| tileir_ir::format::enum_value(r.ctx, a))
}

fn result_type(r: OpRef<'_>) -> Option<Type> {
    (r.body.num_results(r.op) > 0).then(|| r.body.value_type(r.body.result(r.op, 0)))
}

fn verify_shfl(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let Some(res) = result_type(r) else {
        return Ok(());
    };
    let val = r.body.value_type(r.body.operand(r.op, 1));
    if attr(r, "return_value_and_is_valid").is_some() {
        let Some((_, _, fields)) = struct_parts(r.ctx, res).filter(|s| s.2.len() == 2) else {
            return Err(err(r, "expected return type to be a two-element struct"));
        };
        let i1 = r.ctx.int_type(1);
        for (which, got, want) in [("first", fields[0], val), ("second", fields[1], i1)] {
            if got != want {
                return Err(err(
                    r,
                    format!(
                        "expected {which} element in the returned struct to be of type '{}' but got '{}' instead",
                        type_str(r.ctx, want),
                        type_str(r.ctx, got)
                    ),
                ));
            }
        }
    } else if res != val {
        return Err(err(
            r,
            format!(
                "expected return type to be of type '{}' but got '{}' instead",
                type_str(r.ctx, val),
                type_str(r.ctx, res)
            ),
        ));
    }
    Ok(())
}

fn verify_vote(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let Some(res) = result_type(r) else {
        return Ok(());
    };
    if enum_case(r, "kind") == Some(2) {
        if !(I32.check)(r.ctx, res) {
            return Err(err(r, "vote.sync 'ballot' returns an i32"));
        }
    } else if !is_i1(r.ctx, res) {
        return Err(err(r, "vote.sync 'any', 'all' and 'uni' returns an i1"));
    }
    Ok(())
}

fn verify_redux(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let val = r.body.value_type(r.body.operand(r.op, 0));
    let is_f32 = (F32.check)(r.ctx, val);
    let kind = enum_case(r, "kind").unwrap_or(0);
    let kind_name = REDUX_KIND.case_name(kind).unwrap_or("");
    let float_kind = kind == 9 || kind == 10;
    if float_kind != is_f32 {
        let supported = if float_kind { "f32" } else { "i32" };
        return Err(err(
            r,
            format!(
                "'{kind_name}' redux kind unsupported with '{}' type. Only supported type is '{supported}'.",
                type_str(r.ctx, val)
            ),
        ));
    }
    for flag in ["abs", "nan"] {
        if !is_f32 && attr(r, flag).is_some_and(|a| is_true(r.ctx, a)) {
            return Err(err(
                r,
                format!("{flag} attribute is supported only for f32 type"),
            ));
        }
    }
    Ok(())
}

fn is_true(ctx: &Context, a: tileir_ir::attributes::Attribute) -> bool {
    match ctx.attr_data(a) {
        tileir_ir::AttrData::Integer { value, .. } => value.get() & 1 == 1,
        tileir_ir::AttrData::Bool(b) => *b,
        _ => false,
    }
}

fn verify_setmaxregister(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let count = attr(r, "regCount").and_then(|a| match r.ctx.attr_data(a) {
        tileir_ir::AttrData::Integer { value, .. } => Some(value.get() as i64),
        _ => None,
    });
    if let Some(n) = count {
        if n % 8 != 0 {
            return Err(err(r, "new register size must be multiple of 8"));
        }
        if !(24..=256).contains(&n) {
            return Err(err(r, "new register size must be in between 24 to 256"));
        }
    }
    Ok(())
}

fn verify_fence_proxy(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    match enum_case(r, "kind") {
        Some(4) => Err(err(r, "tensormap proxy is not a supported proxy kind")),
        Some(5) => Err(err(r, "generic proxy not a supported proxy kind")),
        Some(3) if attr(r, "space").is_none() => {
            Err(err(r, "async_shared fence requires space attribute"))
        }
        Some(k) if k != 3 && attr(r, "space").is_some() => {
            Err(err(r, "only async_shared fence can have space attribute"))
        }
        _ => Ok(()),
    }
}

fn verify_fence_proxy_release(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    if enum_case(r, "fromProxy").is_some_and(|k| k != 5) {
        return Err(err(
            r,
            "uni-directional proxies only support generic for from_proxy attribute",
        ));
    }
    if enum_case(r, "toProxy").is_some_and(|k| k != 4) {
        return Err(err(
            r,
            "uni-directional proxies only support tensormap for to_proxy attribute",
        ));
    }
    Ok(())
}

fn verify_pmevent(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let id = attr(r, "eventId");
    let mask = attr(r, "maskedEventId");
    match (id, mask) {
        (Some(_), Some(_)) => Err(err(r, "`id` and `mask` cannot be set at the same time")),
        (None, None) => Err(err(r, "either `id` or `mask` must be set")),
        (Some(a), None) => {
            let v = match r.ctx.attr_data(a) {
                tileir_ir::AttrData::Integer { value, .. } => value.get() as i64,
                _ => 0,
            };
            if !(0..=15).contains(&v) {
                return Err(err(r, "`id` must be between 0 and 15"));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn verify_cvt_tf32(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let rnd = enum_case(r, "rnd").unwrap_or(0);
    let sat = enum_case(r, "sat").unwrap_or(0);
    let _ = sat;
    match rnd {
        1 | 4 | 5 => {}
        _ => {
            // Upstream's `emitError`: no `'op' op` prefix.
            return Err(tileir_ir::diag::Diagnostic::error(
                r.body.op_loc(r.op),
                "Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.",
            ));
        }
    }
    Ok(())
}
