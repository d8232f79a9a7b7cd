//! The loop metadata attributes of the llvm dialect (`LLVMAttrDefs.td`):
//! `#llvm.loop_annotation<...>`, which a loop's back-edge branch carries
//! (`llvm.br`'s `loop_annotation`, or the `llvm.loop_annotation` discardable
//! attribute `convert-scf-to-cf` copies onto `cf.br`), its members
//! `#llvm.loop_vectorize`, `loop_interleave`, `loop_unroll`,
//! `loop_unroll_and_jam`, `loop_licm`, `loop_distribute`, `loop_pipeline`,
//! `loop_peeled`, `loop_unswitch`, and `#llvm.access_group`.
//!
//! Each is a `struct` of optional parameters in declaration order. Flags
//! are `BoolAttr`s, counts `IntegerAttr`s (`count = 4 : i32`), the
//! locations `FusedLoc`s, an access group's id a `DistinctAttr` (a value
//! of another kind is rejected as MLIR's parser does), and the
//! members and follow-up annotations are attributes of their own kind,
//! printed as their aliases (`#loop_unroll`, which the dialect names as
//! mlir-opt 22 does) or stripped (`unroll = <disable = true>`).

use tileir_ir::dialect::{AttrDef, ParamDecl, ParamKind};

const fn opt(name: &'static str, kind: ParamKind) -> ParamDecl {
    ParamDecl {
        name,
        kind,
        optional: true,
    }
}

/// A loop attribute: `<` struct(params) `>` of optional parameters,
/// aliased by its mnemonic. Each parameter is `(name, kind, C++ type)`:
/// `flag` a `BoolAttr`, `int` an `IntegerAttr`, `followup` a
/// `LoopAnnotationAttr`, `member(mnemonic, C++ type)` another loop
/// attribute, `any(C++ type)` any attribute of that builtin class; a value
/// of another kind fails to parse as MLIR's generated parser reports it.
macro_rules! loop_attr {
    ($mnemonic:literal, $ods:literal, [$($name:literal: $kind:ident $(($($arg:tt)*))?),* $(,)?]) => {
        AttrDef {
            mnemonic: $mnemonic,
            format: Some("`<` struct(params) `>`"),
            params: &[$(opt($name, param_kind!($kind $(($($arg)*))?))),*],
            param_cpp: &[$(param_cpp!($kind $(($($arg)*))?)),*],
            ods_name: $ods,
            alias: Some($mnemonic),
            alias_always: true,
            ..AttrDef::DEFAULT
        }
    };
}

macro_rules! param_kind {
    (flag) => {
        ParamKind::Attr
    };
    (int) => {
        ParamKind::Attr
    };
    (any($cpp:literal)) => {
        ParamKind::Attr
    };
    (followup) => {
        ParamKind::DialectAttr("llvm.loop_annotation")
    };
    (member($full:literal, $cpp:literal)) => {
        ParamKind::DialectAttr($full)
    };
    (groups) => {
        ParamKind::DialectAttrList("llvm.access_group")
    };
}

macro_rules! param_cpp {
    (flag) => {
        "BoolAttr"
    };
    (int) => {
        "IntegerAttr"
    };
    (any($cpp:literal)) => {
        $cpp
    };
    (followup) => {
        "LoopAnnotationAttr"
    };
    (member($full:literal, $cpp:literal)) => {
        $cpp
    };
    (groups) => {
        "::llvm::ArrayRef<AccessGroupAttr>"
    };
}

pub const ATTRS: &[AttrDef] = &[
    loop_attr!("loop_annotation", "LoopAnnotationAttr", [
        "disableNonforced": flag,
        "vectorize": member("llvm.loop_vectorize", "LoopVectorizeAttr"),
        "interleave": member("llvm.loop_interleave", "LoopInterleaveAttr"),
        "unroll": member("llvm.loop_unroll", "LoopUnrollAttr"),
        "unrollAndJam": member("llvm.loop_unroll_and_jam", "LoopUnrollAndJamAttr"),
        "licm": member("llvm.loop_licm", "LoopLICMAttr"),
        "distribute": member("llvm.loop_distribute", "LoopDistributeAttr"),
        "pipeline": member("llvm.loop_pipeline", "LoopPipelineAttr"),
        "peeled": member("llvm.loop_peeled", "LoopPeeledAttr"),
        "unswitch": member("llvm.loop_unswitch", "LoopUnswitchAttr"),
        "mustProgress": flag,
        "isVectorized": flag,
        "startLoc": any("FusedLoc"),
        "endLoc": any("FusedLoc"),
        "parallelAccesses": groups,
    ]),
    loop_attr!("loop_vectorize", "LoopVectorizeAttr", [
        "disable": flag,
        "predicateEnable": flag,
        "scalableEnable": flag,
        "width": int,
        "followupVectorized": followup,
        "followupEpilogue": followup,
        "followupAll": followup,
    ]),
    // The one loop attribute whose parameter MLIR requires.
    AttrDef {
        params: &[ParamDecl {
            optional: false,
            ..opt("count", ParamKind::Attr)
        }],
        ..loop_attr!("loop_interleave", "LoopInterleaveAttr", ["count": int])
    },
    loop_attr!("loop_unroll", "LoopUnrollAttr", [
        "disable": flag,
        "count": int,
        "runtimeDisable": flag,
        "full": flag,
        "followupUnrolled": followup,
        "followupRemainder": followup,
        "followupAll": followup,
    ]),
    loop_attr!("loop_unroll_and_jam", "LoopUnrollAndJamAttr", [
        "disable": flag,
        "count": int,
        "followupOuter": followup,
        "followupInner": followup,
        "followupRemainderOuter": followup,
        "followupRemainderInner": followup,
        "followupAll": followup,
    ]),
    loop_attr!("loop_licm", "LoopLICMAttr", ["disable": flag, "versioningDisable": flag]),
    loop_attr!("loop_distribute", "LoopDistributeAttr", [
        "disable": flag,
        "followupCoincident": followup,
        "followupSequential": followup,
        "followupFallback": followup,
        "followupAll": followup,
    ]),
    loop_attr!("loop_pipeline", "LoopPipelineAttr", ["disable": flag, "initiationinterval": int]),
    loop_attr!("loop_peeled", "LoopPeeledAttr", ["count": int]),
    loop_attr!("loop_unswitch", "LoopUnswitchAttr", ["partialDisable": flag]),
    AttrDef {
        mnemonic: "access_group",
        format: Some("`<` struct(params) `>`"),
        params: &[ParamDecl::new("id", ParamKind::Attr)],
        param_cpp: &["DistinctAttr"],
        ods_name: "LLVM_AccessGroupAttr",
        alias: Some("access_group"),
        alias_always: true,
        ..AttrDef::DEFAULT
    },
];
