//! The arrive, expect/complete-tx and wait ops of `nvvm`'s mbarrier family
//! that carry a memory scope (`nvvm.mbarrier.arrive*`, `expect_tx`,
//! `complete_tx`, `try_wait`, `test.wait`); `init`, `inval`,
//! `arrive.nocomplete` and `try_wait.parity` are in [`super::ops`]. An
//! arrive-like op may drop its result (upstream infers `i64` but accepts
//! none); on a cluster-shared barrier (`!llvm.ptr<7>`) it has none.

use super::super::common::*;
use super::super::llvm::types::ptr_address_space;
use super::shared::{plain, I64};
use tileir_ir::dialect::{AttrDecl, AttrDefault, AttrKind, OpDef, OpRef, TypeConstraint};
use tileir_ir::types::Type;
use tileir_ir::Context;

type VResult = Result<(), tileir_ir::diag::Diagnostic>;

fn space_in(c: &Context, t: Type, spaces: &[i64]) -> bool {
    ptr_address_space(c, t).is_some_and(|a| spaces.contains(&a))
}
const PTR_GENERIC_SHARED_OR_CLUSTER: TypeConstraint = TypeConstraint::new(
    "LLVM pointer in address space 0 or LLVM pointer in address space 3 or LLVM pointer in address space 7",
    |c, t| space_in(c, t, &[0, 3, 7]),
);
const PTR_GENERIC_OR_SHARED: TypeConstraint = TypeConstraint::new(
    "LLVM pointer in address space 0 or LLVM pointer in address space 3",
    |c, t| space_in(c, t, &[0, 3]),
);
const PTR_SHARED_OR_CLUSTER: TypeConstraint = TypeConstraint::new(
    "LLVM pointer in address space 3 or LLVM pointer in address space 7",
    |c, t| space_in(c, t, &[3, 7]),
);
const I64_OR_I32: TypeConstraint = TypeConstraint::new(
    "64-bit signless integer or 32-bit signless integer",
    |c, t| t == c.int_type(64) || t == c.int_type(32),
);

const SCOPE: AttrDecl = AttrDecl::with_default(
    "scope",
    "NVVM Memory Scope kind",
    AttrKind::Dialect("nvvm.mem_scope"),
    AttrDefault::Enum(0),
);
const RELAXED: AttrDecl = AttrDecl::with_default(
    "relaxed",
    "bool attribute",
    BOOL_KIND,
    AttrDefault::Bool(false),
);

fn addr_space(r: OpRef<'_>) -> Option<i64> {
    ptr_address_space(r.ctx, r.body.value_type(r.body.operand(r.op, 0)))
}

/// The checks every scoped mbarrier op shares: a CTA or cluster scope, and
/// no result from a cluster-shared barrier.
fn verify_arrive_like(r: OpRef<'_>) -> VResult {
    let scope = attr(r, "scope").and_then(|a| tileir_ir::format::enum_value(r.ctx, a));
    if scope.is_some_and(|s| s != 0 && s != 1) {
        return Err(plain(r, "mbarrier scope must be either CTA or Cluster"));
    }
    if addr_space(r) == Some(7) && r.body.num_results(r.op) > 0 {
        return Err(plain(
            r,
            "mbarrier in shared_cluster space cannot return any value",
        ));
    }
    Ok(())
}

/// `arrive.expect_tx` with a predicate lowers to inline PTX, which has no
/// cluster form, scope, result or relaxed semantics.
fn verify_arrive_expect_tx(r: OpRef<'_>) -> VResult {
    if r.body.num_operands(r.op) == 3 {
        let scope = attr(r, "scope").and_then(|a| tileir_ir::format::enum_value(r.ctx, a));
        if scope.is_some_and(|s| s != 0) {
            return Err(plain(r, "mbarrier scope must be CTA when using predicate"));
        }
        if addr_space(r) == Some(7) {
            return Err(plain(
                r,
                "mbarrier in shared_cluster space is not supported when using predicate",
            ));
        }
        if r.body.num_results(r.op) > 0 {
            return Err(plain(
                r,
                "return-value is not supported when using predicate",
            ));
        }
        let relaxed = attr(r, "relaxed")
            .is_some_and(|a| matches!(r.ctx.attr_data(a), tileir_ir::AttrData::Bool(true)));
        if relaxed {
            return Err(plain(
                r,
                "mbarrier with relaxed semantics is not supported when using predicate",
            ));
        }
    }
    verify_arrive_like(r)
}

/// The wait ops check only the scope.
fn verify_scope(r: OpRef<'_>) -> VResult {
    let scope = attr(r, "scope").and_then(|a| tileir_ir::format::enum_value(r.ctx, a));
    if scope.is_some_and(|s| s != 0 && s != 1) {
        return Err(plain(r, "mbarrier scope must be either CTA or Cluster"));
    }
    Ok(())
}

/// `arrive` / `arrive_drop`: an optional count and an optional result.
macro_rules! arrive {
    ($name:literal) => {
        OpDef {
            name: $name,
            operands: &[
                one("addr", PTR_GENERIC_SHARED_OR_CLUSTER),
                opt("count", I32),
            ],
            results: &[opt("res", I64)],
            attributes: &[SCOPE, RELAXED],
            format: Some("$addr (`,` $count^)? attr-dict `:` type($addr) (`->` type($res)^)?"),
            verify: Some(verify_arrive_like),
            ..OpDef::DEFAULT
        }
    };
}
/// `expect_tx` / `complete_tx`: a transaction count, no result.
macro_rules! tx {
    ($name:literal) => {
        OpDef {
            name: $name,
            operands: &[one("addr", PTR_SHARED_OR_CLUSTER), one("txcount", I32)],
            attributes: &[SCOPE],
            format: Some("$addr `,` $txcount attr-dict `:` type(operands)"),
            verify: Some(verify_arrive_like),
            ..OpDef::DEFAULT
        }
    };
}

pub const OPS: [OpDef; 9] = [
    arrive!("nvvm.mbarrier.arrive"),
    arrive!("nvvm.mbarrier.arrive_drop"),
    OpDef {
        name: "nvvm.mbarrier.arrive.expect_tx",
        operands: &[
            one("addr", PTR_GENERIC_SHARED_OR_CLUSTER),
            one("txcount", I32),
            opt("predicate", I1),
        ],
        results: &[opt("res", I64)],
        attributes: &[SCOPE, RELAXED],
        format: Some(concat!(
            "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands) ",
            "(`->` type($res)^)?"
        )),
        verify: Some(verify_arrive_expect_tx),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.mbarrier.arrive_drop.expect_tx",
        operands: &[
            one("addr", PTR_GENERIC_SHARED_OR_CLUSTER),
            one("txcount", I32),
        ],
        results: &[opt("res", I64)],
        attributes: &[SCOPE, RELAXED],
        format: Some("$addr `,` $txcount attr-dict `:` type(operands) (`->` type($res)^)?"),
        verify: Some(verify_arrive_like),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.mbarrier.arrive_drop.nocomplete",
        operands: &[one("addr", PTR_GENERIC_OR_SHARED), one("count", I32)],
        results: &[one("res", I64)],
        format: Some("$addr `,` $count attr-dict `:` type(operands) `->` type($res)"),
        ..OpDef::DEFAULT
    },
    tx!("nvvm.mbarrier.expect_tx"),
    tx!("nvvm.mbarrier.complete_tx"),
    OpDef {
        name: "nvvm.mbarrier.try_wait",
        operands: &[
            one("addr", PTR_GENERIC_OR_SHARED),
            one("stateOrPhase", I64_OR_I32),
            opt("ticks", I32),
        ],
        results: &[one("res", I1)],
        attributes: &[SCOPE, RELAXED],
        format: Some(
            "$addr `,` $stateOrPhase (`,` $ticks^)? attr-dict `:` type(operands) `->` type($res)",
        ),
        verify: Some(verify_scope),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "nvvm.mbarrier.test.wait",
        operands: &[
            one("addr", PTR_GENERIC_OR_SHARED),
            one("stateOrPhase", I64_OR_I32),
        ],
        results: &[one("res", I1)],
        attributes: &[SCOPE, RELAXED],
        format: Some("$addr `,` $stateOrPhase attr-dict `:` type(operands) `->` type($res)"),
        verify: Some(verify_scope),
        ..OpDef::DEFAULT
    },
];
