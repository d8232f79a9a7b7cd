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
//!
//! For upstream's transform tests (mlir/test/Transforms), the ops they use
//! to exercise code motion: region ops stating how often their regions run
//! (`test.region_if`, `test.any_cond`, for control-flow-sink), a loop with a
//! graph region (`test.graph_loop`, for loop-invariant-code-motion), and ops
//! of every speculatability (`test.*_speculatable_op`). Each has upstream's
//! syntax, traits and effects (`mlir/test/lib/Dialect/Test/TestOps.td`).

use super::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::AttrData;
use tileir_ir::body::OperationState;
use tileir_ir::control_flow::InvocationBounds;
use tileir_ir::dialect::{
    AttrDecl, AttrKind, BranchInterface, DialectDef, Interfaces, OpDef, OpRef, RegionDecl,
    RewritePattern, SuccessorDecl, SymbolTableRef, Traits,
};
use tileir_ir::effects::{EffectDecl, EffectKind, EffectOn, MemoryEffects};
use tileir_ir::fold::FoldResult;
use tileir_ir::region_branch::{
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use tileir_ir::speculation::{Speculatability, Speculation};
use tileir_ir::types::{Signedness, TypeData};
use tileir_ir::{OpId, Type};

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
    let callee = flat_callee(r)?;
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
        regions: &[RegionDecl::any("region")],
        format: Some("attr-dict-with-keyword $region"),
        ..OpDef::DEFAULT
    },
    // Upstream's `AllocaScopeRegionOp`: a region op with no traits, effects
    // or terminator of its own (SCF/canonicalize.mlir nests one in an
    // scf.if).
    OpDef {
        name: "test.alloca_scope_region",
        regions: &[RegionDecl::any("region")],
        format: Some("attr-dict-with-keyword $region"),
        ..OpDef::DEFAULT
    },
    // Upstream's `FunctionalRegionOp`: a region yielding a function value,
    // not isolated from above (so constants inside it are hoisted out of it).
    OpDef {
        name: "test.functional_region_op",
        results: &[any_one("result")],
        regions: &[RegionDecl::any("body")],
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
    // For upstream's sccp.mlir: an op whose folder succeeds in place (its
    // result stays unknown) and an op with a region.
    OpDef {
        name: "test.op_in_place_fold_success",
        results: &[any_many("results")],
        interfaces: Interfaces {
            fold: Some(|r, _| {
                (r.body.num_results(r.op) == 1)
                    .then(|| smallvec::smallvec![FoldResult::Value(r.body.result(r.op, 0))])
            }),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.op_with_region",
        results: &[any_many("results")],
        regions: &[RegionDecl::any("region")],
        ..OpDef::DEFAULT
    },
    // For upstream's test-symbol-dce.mlir and canonicalize-dce.mlir: a
    // region op, a symbol table ended by test.finish, and an op whose only
    // effect allocates its own result (dead when the result is unused).
    OpDef {
        name: "test.one_region_op",
        regions: &[RegionDecl::any("region")],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.symbol_scope",
        traits: Traits::SYMBOL_TABLE
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR),
        regions: &[RegionDecl::sized("region")],
        implicit_terminator: Some("test.finish"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.finish",
        traits: Traits::TERMINATOR,
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.test_effects_result",
        results: &[any_one("result")],
        interfaces: Interfaces::effects(&[EffectDecl::new(EffectKind::Allocate, EffectOn::Result(0))]),
        ..OpDef::DEFAULT
    },
    // For upstream's cse.mlir: ops reading and writing memory, and a pure
    // op with a region (CSE'd when the regions are equivalent).
    OpDef {
        name: "test.op_with_memread",
        results: &[any_many("results")],
        interfaces: Interfaces::effects(&[EffectDecl::new(EffectKind::Read, EffectOn::Resource)]),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.op_with_memwrite",
        interfaces: Interfaces::effects(&[EffectDecl::new(EffectKind::Write, EffectOn::Resource)]),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.cse_of_single_block_op",
        traits: Traits::PURE
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR),
        operands: &[any_many("inputs")],
        results: &[any_many("outputs")],
        regions: &[RegionDecl::sized("region")],
        implicit_terminator: Some("test.region_yield"),
        format: Some(
            "attr-dict `inputs` `(` $inputs `)` $region `:` type($inputs) `->` type($outputs)",
        ),
        ..OpDef::DEFAULT
    },
    // The ops of upstream's test-canonicalize.mlir: folders, patterns and
    // traits the canonicalizer must honour on ops it knows nothing else of.
    OpDef {
        name: "test.op_with_region_terminator",
        traits: Traits::TERMINATOR,
        ..OpDef::DEFAULT
    },
    // Erased by its canonicalization pattern, with what it holds.
    OpDef {
        name: "test.op_with_region_pattern",
        regions: &[RegionDecl::sized("region")],
        interfaces: Interfaces {
            canonicalization_patterns: &[RewritePattern::new(
                "(anonymous namespace)::TestRemoveOpWithInnerOps",
                |rw, op| {
                    rw.erase_op(op);
                    true
                },
            )],
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    // Free of memory effects (its region's ops aside): trivially dead.
    OpDef {
        name: "test.op_with_region_fold_no_side_effect",
        regions: &[RegionDecl::sized("region")],
        interfaces: Interfaces::effects(&[]),
        ..OpDef::DEFAULT
    },
    // Folds to its operand.
    OpDef {
        name: "test.op_with_region_fold",
        operands: &[any_one("operand")],
        results: &[any_one("result")],
        regions: &[RegionDecl::sized("region")],
        interfaces: Interfaces {
            fold: Some(|r, _| {
                Some(smallvec::smallvec![FoldResult::Value(
                    r.body.operand(r.op, 0)
                )])
            }),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    // Folds each result to the operand at its position; with no operands
    // there is nothing to replace and the fold fails.
    OpDef {
        name: "test.op_with_variadic_results_and_folder",
        operands: &[any_many("operands")],
        results: &[any_many("results")],
        interfaces: Interfaces {
            fold: Some(|r, _| {
                let n = r.body.num_operands(r.op);
                (n != 0 && n == r.body.num_results(r.op))
                    .then(|| r.body.operands(r.op).map(FoldResult::Value).collect())
            }),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.op_commutative",
        traits: Traits::COMMUTATIVE,
        operands: &[
            any_one("op1"),
            any_one("op2"),
            any_one("op3"),
            any_one("op4"),
        ],
        results: &[any_one("result")],
        ..OpDef::DEFAULT
    },
    // Upstream rewrites it through a dialect-level canonicalization pattern
    // (ours are per op): it becomes the constant 42.
    OpDef {
        name: "test.dialect_canonicalizable",
        results: &[any_one("result")],
        interfaces: Interfaces {
            canonicalization_patterns: &[RewritePattern::new(
                "(anonymous namespace)::DialectCanonicalizationPattern",
                replace_with_42,
            )],
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    // A branch forwarding every operand to its one successor.
    OpDef {
        name: "test.br",
        traits: Traits::TERMINATOR,
        operands: &[any_many("targetOperands")],
        successors: Some(1),
        successor_decls: &[SuccessorDecl {
            name: "target",
            variadic: false,
        }],
        interfaces: Interfaces {
            branch: Some(BranchInterface {
                successor_operands: |r, _| 0..r.body.num_operands(r.op),
                set_successor_operands: |_, body, op, _, values| body.set_operands(op, values),
            }),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    // `TestCallOnDeviceOp`: a call whose last operand (the device) is not
    // an argument of the callee.
    OpDef {
        name: "test.call_on_device",
        operands: &[
            any_many("forwarded_operands"),
            any_one("non_forwarded_device_operand"),
        ],
        results: &[any_many("results")],
        attributes: &[
            AttrDecl::new("callee", "flat symbol reference attribute", AttrKind::Any)
                .checked(is_flat_symbol_ref),
        ],
        format: Some(
            "$callee `(` $forwarded_operands `)` `,` $non_forwarded_device_operand attr-dict `:` functional-type(operands, results)",
        ),
        interfaces: Interfaces {
            call: Some(&CALL_ON_DEVICE),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    // `RegionIfOp`: an if-then-else-join; `then` and `else` get the
    // operands as entry arguments and flow into `join`, which gives the
    // results. Each region runs at most once.
    OpDef {
        name: "test.region_if",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR),
        operands: &[any_many("operands")],
        results: &[any_many("results")],
        regions: &[
            RegionDecl::sized("thenRegion"),
            RegionDecl::any("elseRegion"),
            RegionDecl::any("joinRegion"),
        ],
        implicit_terminator: Some("test.region_if_yield"),
        parse: Some(parse_region_if),
        print: Some(print_region_if),
        interfaces: Interfaces {
            region_branch: Some(&REGION_IF),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.region_if_yield",
        traits: Traits::TERMINATOR.union(Traits::RETURN_LIKE),
        operands: &[any_many("results")],
        format: Some("$results `:` type($results) attr-dict"),
        interfaces: Interfaces {
            memory_effects: MemoryEffects::Declared(&[]),
            region_terminator: Some(&RegionBranchTerminatorOpInterface::ALL_OPERANDS),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    // `AnyCondOp`: a region that runs exactly once and gives the results.
    OpDef {
        name: "test.any_cond",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS,
        results: &[any_many("results")],
        regions: &[RegionDecl::any("region")],
        interfaces: Interfaces {
            region_branch: Some(&ANY_COND),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.yield",
        traits: Traits::PURE
            .union(Traits::TERMINATOR)
            .union(Traits::RETURN_LIKE),
        operands: &[any_many("operands")],
        ..OpDef::DEFAULT
    },
    // `TestGraphLoopOp`: a loop whose body is a graph region; free of
    // memory effects itself and as speculatable as its body.
    OpDef {
        name: "test.graph_loop",
        traits: Traits::GRAPH_REGION.union(Traits::SINGLE_BLOCK),
        operands: &[any_many("args")],
        results: &[any_many("rets")],
        regions: &[RegionDecl::sized("body")],
        format: Some("$args $body attr-dict `:` functional-type(operands, results)"),
        interfaces: Interfaces {
            memory_effects: MemoryEffects::Declared(&[]),
            speculation: Speculation::Computed(|_| Speculatability::RecursivelySpeculatable),
            loop_like: true,
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.region_yield",
        traits: Traits::PURE
            .union(Traits::TERMINATOR)
            .union(Traits::RETURN_LIKE),
        operands: &[any_one("result")],
        format: Some("$result `:` type($result) attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.single_no_terminator_op",
        traits: Traits::SINGLE_BLOCK.union(Traits::NO_TERMINATOR),
        regions: &[RegionDecl::sized("my_region")],
        format: Some("attr-dict `:` $my_region"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.always_speculatable_op",
        results: &[any_one("result")],
        interfaces: Interfaces {
            memory_effects: MemoryEffects::Declared(&[]),
            speculation: Speculation::Computed(|_| Speculatability::Speculatable),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.never_speculatable_op",
        results: &[any_one("result")],
        // No memory-effect interface either: CSE leaves it alone.
        interfaces: Interfaces {
            speculation: Speculation::Computed(|_| Speculatability::NotSpeculatable),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    // Speculatable when its input is a constant.
    OpDef {
        name: "test.conditionally_speculatable_op",
        operands: &[any_one("input")],
        results: &[any_one("result")],
        interfaces: Interfaces {
            memory_effects: MemoryEffects::Declared(&[]),
            speculation: Speculation::Computed(|r| {
                let input = r.body.operand(r.op, 0);
                let constant = r.body.defining_op(input).is_some_and(|d| {
                    r.ctx
                        .op_def(r.body.op_name(d))
                        .is_some_and(|def| def.has(Traits::CONSTANT_LIKE))
                });
                if constant {
                    Speculatability::Speculatable
                } else {
                    Speculatability::NotSpeculatable
                }
            }),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.recursively_speculatable_op",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS,
        results: &[any_one("result")],
        regions: &[RegionDecl::sized("body")],
        interfaces: Interfaces {
            speculation: Speculation::Computed(|_| Speculatability::RecursivelySpeculatable),
            ..Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
];

/// `test.dialect_canonicalizable` becomes `arith.constant 42 : i32`.
fn replace_with_42(rw: &mut tileir_ir::rewriter::Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let i32_type = ctx.int_type(32);
    let mut state = OperationState::new(ctx.op_name("arith.constant"), rw.body().op_loc(op));
    state.attributes.push(tileir_ir::NamedAttr {
        name: ctx.static_symbol("value"),
        value: ctx.integer_attr(i32_type, 42),
    });
    state.result_types.push(i32_type);
    rw.set_insertion_point_before(op);
    let constant = rw.create(state);
    rw.replace_op_with_op(op, constant);
    true
}

/// `test.call_on_device` calls its callee with every operand but the last.
static CALL_ON_DEVICE: tileir_ir::call::CallOpInterface = tileir_ir::call::CallOpInterface {
    callee: |r| {
        r.body
            .attr(r.ctx, r.op, "callee")
            .map(tileir_ir::call::Callee::Symbol)
    },
    first_arg: 0,
    args: Some(|r| 0..r.body.num_operands(r.op).saturating_sub(1)),
};

/// `test.region_if %a, %b : t1, t2 -> (r1, r2) then {..} else {..} join {..}`
/// (each region with its entry arguments spelled out).
fn parse_region_if(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let mut operands = Vec::new();
    if let Some(first) = p.parse_optional_operand()? {
        operands.push(first);
        while p.parse_optional_punct(",") {
            operands.push(p.parse_operand()?);
        }
    }
    p.parse_punct(":")?;
    let types_at = p.current_pos();
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    p.parse_punct("->")?;
    if p.parse_optional_punct("(") {
        if !p.parse_optional_punct(")") {
            state.result_types.push(p.parse_type()?);
            while p.parse_optional_punct(",") {
                state.result_types.push(p.parse_type()?);
            }
            p.parse_punct(")")?;
        }
    } else {
        state.result_types.push(p.parse_type()?);
    }
    for keyword in ["then", "else", "join"] {
        p.parse_keyword(keyword)?;
        let region = p.parse_region(&[], false)?;
        state.regions.push(region);
    }
    if operands.len() != types.len() {
        return Err(p.error_at(
            types_at,
            &format!(
                "{} operands present, but expected {}",
                operands.len(),
                types.len()
            ),
        ));
    }
    for (o, t) in operands.iter().zip(types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    Ok(())
}

fn print_region_if(p: &mut dyn AsmPrinter, op: OpId) {
    let body = p.body();
    let operands: Vec<_> = body.operands(op).collect();
    let operand_types: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let regions = body.regions(op).to_vec();
    let attrs = tileir_ir::format::helpers::op_attrs(p, op);
    p.write_str(" ");
    p.print_operands(&operands);
    p.write_str(": ");
    print_types(p, &operand_types);
    // MLIR's `printArrowTypeList`: parentheses unless one non-function type.
    let bare = results.len() == 1
        && !matches!(p.context().type_data(results[0]), TypeData::Function { .. });
    p.write_str(if bare { " -> " } else { " -> (" });
    print_types(p, &results);
    if !bare {
        p.write_str(")");
    }
    for (keyword, region) in ["then", "else", "join"].into_iter().zip(regions) {
        p.write_str(" ");
        p.write_str(keyword);
        p.write_str(" ");
        p.print_region(op, region, true, false);
    }
    p.print_optional_attr_dict(&attrs, &[]);
}

fn print_types(p: &mut dyn AsmPrinter, types: &[Type]) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

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

/// `RegionIfOp`'s successors: its operands enter `then` and `else`, both
/// go on to `join`, and `join` leaves the op; each region runs at most once.
static REGION_IF: RegionBranchOpInterface = RegionBranchOpInterface {
    successor_regions: |_, point, out| match point {
        RegionBranchPoint::Parent => {
            out.extend([RegionSuccessor::Region(0), RegionSuccessor::Region(1)])
        }
        RegionBranchPoint::Region(0 | 1) => out.push(RegionSuccessor::Region(2)),
        RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
    },
    entry_successor_regions: None,
    entry_successor_operands: RegionBranchOpInterface::all_operands,
    successor_inputs: RegionBranchOpInterface::all_inputs,
    invocation_bounds: Some(|r, _| {
        (0..r.body.num_regions(r.op))
            .map(|_| InvocationBounds::new(0, 1))
            .collect()
    }),
};

/// `AnyCondOp`: its region runs exactly once and gives the results.
static ANY_COND: RegionBranchOpInterface = RegionBranchOpInterface {
    invocation_bounds: Some(|r, _| {
        (0..r.body.num_regions(r.op))
            .map(|_| InvocationBounds::new(1, 1))
            .collect()
    }),
    ..RegionBranchOpInterface::REGIONS_THEN_PARENT
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
