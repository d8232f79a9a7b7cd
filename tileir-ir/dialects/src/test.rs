//! The `test` dialect: the few ops of upstream MLIR's test dialect that the
//! pass-manager tests and the test passes use (`mlir/test/lib/Dialect/Test`).
//! Like upstream's, the dialect allows unknown operations, so `"test.op"()`
//! and friends parse and verify as unregistered ops without
//! `-allow-unregistered-dialect`.
//!
//! Only what is needed is declared: `test.symbol` (a symbol for symbol-table
//! tests), `test.call` (a call whose callee must be a function, created by
//! `test-pass-invalid-parent`) and `test.any_attr_of_i32_str` (an op with a
//! required attribute, created without it by `test-pass-create-invalid-ir`)
//! `test.graph_region` (a graph region, for topological-sort) and
//! `test.functional_region_op` (a region op that is not isolated).
//! `test.alloca_scope_region` is a plain region op some upstream
//! canonicalization tests nest.

use super::common::*;
use tileir_ir::attributes::AttrData;
use tileir_ir::dialect::{
    Arity, AttrDecl, AttrKind, DialectDef, Interfaces, OpDef, OpRef, RegionDecl, SymbolTableRef,
    Traits,
};
use tileir_ir::types::{Signedness, TypeData};

/// Whether a registered op is function-like (MLIR's `FunctionOpInterface`):
/// a symbol carrying a `function_type`.
fn is_function_like(r: &OpRef<'_>) -> bool {
    r.ctx
        .op_def(r.body.op_name(r.op))
        .is_some_and(|def| def.has(Traits::SYMBOL) && def.declares_attr("function_type"))
}

/// `TestCallOp::verifySymbolUses`: the callee names a function of the
/// nearest symbol table.
fn verify_call_symbol_uses(
    r: OpRef<'_>,
    table: &SymbolTableRef<'_>,
) -> Result<(), tileir_ir::diag::Diagnostic> {
    let ctx = r.ctx;
    let callee = attr(r, "callee").and_then(|a| match ctx.attr_data(a) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.str(*root)),
        _ => None,
    });
    let Some(callee) = callee else {
        return Err(err(r, "requires a 'callee' symbol reference attribute"));
    };
    if !table.lookup(callee).is_some_and(|f| is_function_like(&f)) {
        return Err(err(
            r,
            format!("'{callee}' does not reference a valid function"),
        ));
    }
    Ok(())
}

fn is_flat_symbol_ref(ctx: &tileir_ir::Context, a: tileir_ir::Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::SymbolRef { nested, .. } if nested.is_empty())
}

fn is_string(ctx: &tileir_ir::Context, a: tileir_ir::Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::String { .. })
}

/// `AnyAttrOf<[I32Attr, StrAttr]>`.
fn is_i32_or_string(ctx: &tileir_ir::Context, a: tileir_ir::Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::String { .. } => true,
        AttrData::Integer { ty, .. } => matches!(
            ctx.type_data(*ty),
            TypeData::Integer {
                width: 32,
                signedness: Signedness::Signless
            }
        ),
        _ => false,
    }
}

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "test.symbol",
        traits: Traits::PURE.union(Traits::SYMBOL),
        attributes: &[
            AttrDecl::new("sym_name", "string attribute", AttrKind::String).checked(is_string),
            AttrDecl::optional("sym_visibility", "string attribute", AttrKind::String)
                .checked(is_string),
        ],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.call",
        operands: &[any_many("operands")],
        results: &[any_many("results")],
        attributes: &[
            AttrDecl::new("callee", "flat symbol reference attribute", AttrKind::Any)
                .checked(is_flat_symbol_ref),
        ],
        format: Some("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"),
        verify_symbol_uses: Some(verify_call_symbol_uses),
        ..OpDef::DEFAULT
    },
    // Upstream's `GraphRegionOp`: one block that is a graph region (no
    // dominance, no terminator); the topological-sort tests use it.
    OpDef {
        name: "test.graph_region",
        traits: Traits::GRAPH_REGION
            .union(Traits::NO_TERMINATOR)
            .union(Traits::SINGLE_BLOCK),
        regions: &[RegionDecl {
            name: "region",
            arity: Arity::Single,
            single_block: false,
        }],
        format: Some("attr-dict-with-keyword $region"),
        ..OpDef::DEFAULT
    },
    // Upstream's `AllocaScopeRegionOp`: a region op with no traits, effects
    // or terminator of its own (SCF/canonicalize.mlir nests one in an
    // scf.if).
    OpDef {
        name: "test.alloca_scope_region",
        regions: &[RegionDecl {
            name: "region",
            arity: Arity::Single,
            single_block: false,
        }],
        format: Some("attr-dict-with-keyword $region"),
        ..OpDef::DEFAULT
    },
    // Upstream's `FunctionalRegionOp`: a region yielding a function value,
    // not isolated from above (so constants inside it are hoisted out of it).
    OpDef {
        name: "test.functional_region_op",
        results: &[any_one("result")],
        regions: &[RegionDecl {
            name: "body",
            arity: Arity::Single,
            single_block: false,
        }],
        interfaces: Interfaces {
            callable: Some(&FUNCTIONAL_REGION_CALLABLE),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.any_attr_of_i32_str",
        attributes: &[AttrDecl::new(
            "attr",
            "32-bit signless integer attribute or string attribute",
            AttrKind::Any,
        )
        .checked(is_i32_or_string)],
        ..OpDef::DEFAULT
    },
];

/// `test.functional_region_op` is callable: its region, returning what its
/// function-typed result returns.
static FUNCTIONAL_REGION_CALLABLE: tileir_ir::call::CallableOpInterface =
    tileir_ir::call::CallableOpInterface {
        region: 0,
        result_types: |r| {
            if r.body.num_results(r.op) == 0 {
                return smallvec::SmallVec::new();
            }
            let ty = r.body.value_type(r.body.result(r.op, 0));
            match r.ctx.type_data(ty) {
                TypeData::Function { results, .. } => results.iter().copied().collect(),
                _ => smallvec::SmallVec::new(),
            }
        },
    };

/// Upstream's `TestInlinerInterface`, for what the ops here reach: any op
/// may be inlined anywhere, except a call marked `noinline`.
static INLINER: tileir_ir::call::DialectInliner = tileir_ir::call::DialectInliner {
    legal_call: |call, _, _| call.body.attr(call.ctx, call.op, "noinline").is_none(),
    // A `test.return` ending an inlined one-block body gives its operands.
    terminator_values: Some(|body, op| body.operands(op).collect()),
    ..inline_ops(true)
};

pub static DIALECT: DialectDef = DialectDef {
    name: "test",
    inliner: Some(&INLINER),
    ops: OPS,
    allows_unknown_ops: true,
    // Upstream's test dialect has types and attributes (ours has none).
    unknown_type_message: Some("unknown type!"),
    unknown_attr_message: Some("unknown attribute `{}` in dialect `test`"),
    ..DialectDef::DEFAULT
};
