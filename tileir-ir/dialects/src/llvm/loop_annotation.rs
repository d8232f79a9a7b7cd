//! The loop metadata attributes of the llvm dialect (`LLVMAttrDefs.td`):
//! `#llvm.loop_annotation<...>`, which a loop's back-edge branch carries
//! (`llvm.br`'s `loop_annotation`, or the `llvm.loop_annotation` discardable
//! attribute `convert-scf-to-cf` copies onto `cf.br`), its members
//! `#llvm.loop_vectorize`, `loop_interleave`, `loop_unroll`,
//! `loop_unroll_and_jam`, `loop_licm`, `loop_distribute`, `loop_pipeline`,
//! `loop_peeled`, `loop_unswitch`, and `#llvm.access_group`.
//!
//! Each is a `struct` of optional parameters in declaration order. Flags
//! are `BoolAttr`s, counts `IntegerAttr`s (`count = 4 : i32`), and the
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

/// A `BoolAttr` parameter: an attribute, printed when set even if
/// `false` (unlike a defaulted `bool`, which a struct leaves out).
const fn flag(name: &'static str) -> ParamDecl {
    opt(name, ParamKind::Attr)
}

/// An `IntegerAttr` parameter.
const fn int(name: &'static str) -> ParamDecl {
    opt(name, ParamKind::Attr)
}

/// A follow-up `LoopAnnotationAttr` parameter.
const fn followup(name: &'static str) -> ParamDecl {
    opt(name, ParamKind::DialectAttr("llvm.loop_annotation"))
}

/// A loop attribute: `<` struct(params) `>`, aliased by its mnemonic.
const fn loop_attr(mnemonic: &'static str, params: &'static [ParamDecl]) -> AttrDef {
    AttrDef {
        mnemonic,
        format: Some("`<` struct(params) `>`"),
        params,
        alias: Some(mnemonic),
        alias_always: true,
        ..AttrDef::DEFAULT
    }
}

pub const ATTRS: &[AttrDef] = &[
    loop_attr(
        "loop_annotation",
        &[
            flag("disableNonforced"),
            opt("vectorize", ParamKind::DialectAttr("llvm.loop_vectorize")),
            opt("interleave", ParamKind::DialectAttr("llvm.loop_interleave")),
            opt("unroll", ParamKind::DialectAttr("llvm.loop_unroll")),
            opt(
                "unrollAndJam",
                ParamKind::DialectAttr("llvm.loop_unroll_and_jam"),
            ),
            opt("licm", ParamKind::DialectAttr("llvm.loop_licm")),
            opt("distribute", ParamKind::DialectAttr("llvm.loop_distribute")),
            opt("pipeline", ParamKind::DialectAttr("llvm.loop_pipeline")),
            opt("peeled", ParamKind::DialectAttr("llvm.loop_peeled")),
            opt("unswitch", ParamKind::DialectAttr("llvm.loop_unswitch")),
            flag("mustProgress"),
            flag("isVectorized"),
            opt("startLoc", ParamKind::Attr),
            opt("endLoc", ParamKind::Attr),
            opt(
                "parallelAccesses",
                ParamKind::DialectAttrList("llvm.access_group"),
            ),
        ],
    ),
    loop_attr(
        "loop_vectorize",
        &[
            flag("disable"),
            flag("predicateEnable"),
            flag("scalableEnable"),
            int("width"),
            followup("followupVectorized"),
            followup("followupEpilogue"),
            followup("followupAll"),
        ],
    ),
    loop_attr("loop_interleave", &[int("count")]),
    loop_attr(
        "loop_unroll",
        &[
            flag("disable"),
            int("count"),
            flag("runtimeDisable"),
            flag("full"),
            followup("followupUnrolled"),
            followup("followupRemainder"),
            followup("followupAll"),
        ],
    ),
    loop_attr(
        "loop_unroll_and_jam",
        &[
            flag("disable"),
            int("count"),
            followup("followupOuter"),
            followup("followupInner"),
            followup("followupRemainderOuter"),
            followup("followupRemainderInner"),
            followup("followupAll"),
        ],
    ),
    loop_attr("loop_licm", &[flag("disable"), flag("versioningDisable")]),
    loop_attr(
        "loop_distribute",
        &[
            flag("disable"),
            followup("followupCoincident"),
            followup("followupSequential"),
            followup("followupFallback"),
            followup("followupAll"),
        ],
    ),
    loop_attr(
        "loop_pipeline",
        &[flag("disable"), int("initiationinterval")],
    ),
    loop_attr("loop_peeled", &[int("count")]),
    loop_attr("loop_unswitch", &[flag("partialDisable")]),
    AttrDef {
        mnemonic: "access_group",
        format: Some("`<` struct(params) `>`"),
        params: &[ParamDecl::new("id", ParamKind::Attr)],
        alias: Some("access_group"),
        alias_always: true,
        ..AttrDef::DEFAULT
    },
];
