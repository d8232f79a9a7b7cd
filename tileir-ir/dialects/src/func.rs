//! The `func` dialect (`mlir/include/mlir/Dialect/Func/IR/FuncOps.td`).

use super::common::*;
use smallvec::SmallVec;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::AttrData;
use tileir_ir::body::OperationState;
use tileir_ir::call::{CallOpInterface, CallableOpInterface, Callee, DialectInliner};
use tileir_ir::dialect::{
    Arity, AttrDecl, AttrKind, DialectDef, OpDef, OpRef, RegionDecl, SymbolTableRef, Traits,
    TypeRelation,
};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::ids::OpId;
use tileir_ir::types::{Type, TypeData};

/// The `function_type` of a function-like op as (inputs, results).
pub fn function_type_of(
    ctx: &tileir_ir::Context,
    body: &tileir_ir::Body,
    op: OpId,
) -> Option<(Vec<Type>, Vec<Type>)> {
    function_types(ctx, body, op).map(|(inputs, results)| (inputs.to_vec(), results.to_vec()))
}

/// [`function_type_of`] without copying the types (the verifiers' case,
/// which runs for every function).
fn function_types<'c>(
    ctx: &'c tileir_ir::Context,
    body: &tileir_ir::Body,
    op: OpId,
) -> Option<(&'c [Type], &'c [Type])> {
    let a = body.attr_static(ctx, op, "function_type")?;
    let AttrData::Type(t) = ctx.attr_data(a) else {
        return None;
    };
    match ctx.type_data(*t) {
        TypeData::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// `parseFunctionOp` (FunctionImplementation.cpp), shared with `gpu.func`'s
/// signature part.
pub fn parse_func(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    helpers::parse_optional_visibility(p, &mut state.attributes);
    let name = p.parse_symbol_name()?;
    let name = p.context().str(name).to_string();
    let sa = p.context().string_attr(&name);
    state.attributes.push(named(p.context(), "sym_name", sa));
    let sig = helpers::parse_function_signature(p, false)?;
    let ft = p.context().function_type(&sig.arg_types, &sig.results);
    let fta = p.context().type_attr(ft);
    state
        .attributes
        .push(named(p.context(), "function_type", fta));
    if let Some(a) = helpers::dict_array(p.context(), &sig.arg_attrs) {
        state.attributes.push(named(p.context(), "arg_attrs", a));
    }
    if let Some(a) = helpers::dict_array(p.context(), &sig.result_attrs) {
        state.attributes.push(named(p.context(), "res_attrs", a));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    let pos = p.current_pos();
    let mut args = sig.args;
    for a in &mut args {
        a.attrs.clear();
    }
    match p.parse_optional_region(&args, false)? {
        Some(r) => {
            let _ = pos;
            state.regions.push(r);
        }
        None => {
            let r = p.add_empty_region()?;
            state.regions.push(r);
        }
    }
    Ok(())
}

pub const FUNC_ELIDED: &[&str] = &[
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

/// `printFunctionOp`.
pub fn print_func(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let vis = helpers::find_attr(ctx, &attrs, "sym_visibility").and_then(|a| string_of(ctx, a));
    p.write_str(" ");
    if let Some(v) = vis {
        p.write_str(&v);
        p.write_str(" ");
    }
    helpers::print_sym_name(p, &attrs);
    let (inputs, results) = function_type_of(p.context(), p.body(), op).unwrap_or_default();
    let region = p.body().regions(op).first().copied();
    let body = p.body().region_body(op);
    let entry_args: Option<Vec<tileir_ir::ids::Value>> = region
        .and_then(|r| body.entry_block(r))
        .map(|b| body.block_args(b).to_vec());
    let arg_attrs = helpers::find_attr(p.context(), &attrs, "arg_attrs");
    let res_attrs = helpers::find_attr(p.context(), &attrs, "res_attrs");
    helpers::print_function_signature(
        p,
        entry_args.as_deref(),
        &inputs,
        arg_attrs,
        &results,
        res_attrs,
        false,
    );
    p.print_optional_attr_dict_with_keyword(&attrs, FUNC_ELIDED);
    if let Some(r) = region {
        if entry_args.is_some() {
            p.write_str(" ");
            p.print_region(op, r, false, false);
        }
    }
}

/// `CallOp::verifySymbolUses`: the callee is a `func.func` of the nearest
/// symbol table, and the call's operand and result types are its signature.
fn verify_call_symbol_uses(
    r: OpRef<'_>,
    table: &SymbolTableRef<'_>,
) -> Result<(), tileir_ir::diag::Diagnostic> {
    let ctx = r.ctx;
    let callee = flat_callee(r)?;
    let function = table
        .lookup(callee)
        .filter(|f| ctx.op_name_str(f.body.op_name(f.op)) == "func.func");
    let signature = function.and_then(|f| function_type_of(ctx, f.body, f.op));
    let Some((inputs, results)) = signature else {
        return Err(err(
            r,
            format!("'{callee}' does not reference a valid function"),
        ));
    };
    if inputs.len() != r.body.num_operands(r.op) {
        return Err(err(r, "incorrect number of operands for callee"));
    }
    for (i, (v, &t)) in r.body.operands(r.op).zip(&inputs).enumerate() {
        let provided = r.body.value_type(v);
        if provided != t {
            return Err(err(
                r,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_str(ctx, t),
                    type_str(ctx, provided)
                ),
            ));
        }
    }
    if results.len() != r.body.num_results(r.op) {
        return Err(err(r, "incorrect number of results for callee"));
    }
    let quoted = |ts: &[Type]| {
        ts.iter()
            .map(|&t| format!("'{}'", type_str(ctx, t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    for (i, (v, &t)) in r.body.results(r.op).zip(&results).enumerate() {
        if r.body.value_type(v) != t {
            let loc = r.body.op_loc(r.op);
            let op_results: Vec<Type> =
                r.body.results(r.op).map(|v| r.body.value_type(v)).collect();
            let op_types = quoted(&op_results);
            let fn_types = quoted(&results);
            return Err(err(r, format!("result type mismatch at index {i}"))
                .with_note(loc, format!("      op result types: {op_types}"))
                .with_note(loc, format!("function result types: {fn_types}")));
        }
    }
    Ok(())
}

fn verify_return(
    r: OpRef<'_>,
    parent: Option<OpRef<'_>>,
) -> Result<(), tileir_ir::diag::Diagnostic> {
    let Some(f) = parent else {
        return Ok(());
    };
    let Some((_, results)) = function_types(f.ctx, f.body, f.op) else {
        return Ok(());
    };
    // Only the messages need it.
    let name = || {
        attr(f, "sym_name")
            .and_then(|a| string_of(r.ctx, a))
            .unwrap_or_default()
    };
    let n = r.body.num_operands(r.op);
    if n != results.len() {
        return Err(err(
            r,
            format!(
                "has {n} operands, but enclosing function (@{}) returns {}",
                name(),
                results.len()
            ),
        ));
    }
    for (i, (v, &t)) in r.body.operands(r.op).zip(results).enumerate() {
        let vt = r.body.value_type(v);
        if vt != t {
            let name = name();
            // MLIR emits this one with `emitError`, without the op prefix.
            return Err(tileir_ir::diag::Diagnostic::error(
                r.body.op_loc(r.op),
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    type_str(r.ctx, vt),
                    type_str(r.ctx, t)
                ),
            ));
        }
    }
    Ok(())
}

fn verify_func(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let Some((inputs, _)) = function_types(r.ctx, r.body, r.op) else {
        return Ok(());
    };
    let Some(&region) = r.body.regions(r.op).first() else {
        return Ok(());
    };
    let body = r.body.region_body(r.op);
    let Some(entry) = body.entry_block(region) else {
        let vis = attr(r, "sym_visibility").and_then(|a| string_of(r.ctx, a));
        if vis.is_none() || vis.as_deref() == Some("public") {
            return Err(err(r, "symbol declaration cannot have public visibility"));
        }
        return Ok(());
    };
    let args = body.block_args(entry);
    if args.len() != inputs.len() {
        return Err(err(
            r,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = body.value_type(a);
        if at != t {
            return Err(err(
                r,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    type_str(r.ctx, at),
                    type_str(r.ctx, t)
                ),
            ));
        }
    }
    Ok(())
}

fn callee_names(r: OpRef<'_>, set: &mut dyn FnMut(tileir_ir::ids::Value, &str)) {
    let _ = (r, set);
}

static OPS: &[OpDef] = &[
    OpDef {
        name: "func.func",
        traits: Traits::ISOLATED_FROM_ABOVE
            .union(Traits::SYMBOL)
            .union(Traits::AUTOMATIC_ALLOCATION_SCOPE)
            .union(Traits::AFFINE_SCOPE),
        attributes: &[
            AttrDecl::new("sym_name", "string attribute", AttrKind::SymbolName),
            AttrDecl::new(
                "function_type",
                "type attribute of function type",
                AttrKind::TypeAttr,
            ),
            AttrDecl::optional("sym_visibility", "string attribute", AttrKind::String),
            AttrDecl::optional(
                "arg_attrs",
                "Array of dictionary attributes",
                AttrKind::Array,
            ),
            AttrDecl::optional(
                "res_attrs",
                "Array of dictionary attributes",
                AttrKind::Array,
            ),
            AttrDecl::optional("no_inline", "unit attribute", AttrKind::Unit),
        ],
        regions: &[RegionDecl {
            name: "body",
            arity: Arity::Single,
            single_block: false,
        }],
        parse: Some(parse_func),
        print: Some(print_func),
        verify: Some(verify_func),
        default_dialect: Some("func"),
        interfaces: tileir_ir::dialect::Interfaces {
            callable: Some(&CALLABLE),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "func.return",
        traits: Traits::PURE
            .union(Traits::TERMINATOR)
            .union(Traits::RETURN_LIKE),
        parents: &["func.func"],
        operands: &[any_many("operands")],
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
        verify_with_parent: Some(verify_return),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "func.call",
        operands: &[any_many("operands")],
        results: &[any_many("results")],
        attributes: &[
            AttrDecl::new("callee", "flat symbol reference attribute", AttrKind::Any),
            AttrDecl::optional(
                "arg_attrs",
                "Array of dictionary attributes",
                AttrKind::Array,
            ),
            AttrDecl::optional(
                "res_attrs",
                "Array of dictionary attributes",
                AttrKind::Array,
            ),
            AttrDecl::optional("no_inline", "unit attribute", AttrKind::Unit),
        ],
        format: Some("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"),
        verify_symbol_uses: Some(verify_call_symbol_uses),
        interfaces: tileir_ir::dialect::Interfaces {
            call: Some(&CALL),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "func.call_indirect",
        operands: &[one("callee", FUNCTION_TYPE), any_many("callee_operands")],
        results: &[any_many("results")],
        attributes: &[
            AttrDecl::optional(
                "arg_attrs",
                "Array of dictionary attributes",
                AttrKind::Array,
            ),
            AttrDecl::optional(
                "res_attrs",
                "Array of dictionary attributes",
                AttrKind::Array,
            ),
        ],
        format: Some("$callee `(` $callee_operands `)` attr-dict `:` type($callee)"),
        type_relations: &[
            TypeRelation::same("callee.inputs", "callee_operands"),
            TypeRelation::same("callee.results", "results"),
        ],
        result_names: Some(callee_names),
        interfaces: tileir_ir::dialect::Interfaces {
            call: Some(&CALL_INDIRECT),
            canonicalization_patterns: &[tileir_ir::dialect::RewritePattern::new(
                "",
                call_indirect_known_callee,
            )],
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "func.constant",
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        results: &[any_one("result")],
        attributes: &[AttrDecl::new(
            "value",
            "flat symbol reference attribute",
            AttrKind::Any,
        )],
        format: Some("attr-dict $value `:` type(results)"),
        result_names: Some(constant_names),
        interfaces: tileir_ir::dialect::Interfaces {
            fold: Some(crate::common::fold_to_value),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
];

/// `CallIndirectOp::canonicalize`: an indirect call of a `func.constant`
/// becomes a direct `func.call` of that symbol.
fn call_indirect_known_callee(
    rw: &mut tileir_ir::rewriter::Rewriter<'_>,
    op: tileir_ir::ids::OpId,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(callee) = body
        .defining_op(body.operand(op, 0))
        .and_then(|d| tileir_ir::fold::constant_value(ctx, body, d))
    else {
        return false;
    };
    if !matches!(
        ctx.attr_data(callee),
        tileir_ir::attributes::AttrData::SymbolRef { .. }
    ) {
        return false;
    }
    let mut state = OperationState::new(ctx.op_name("func.call"), body.op_loc(op));
    state.attributes.push(tileir_ir::attributes::NamedAttr {
        name: ctx.static_symbol("callee"),
        value: callee,
    });
    state.operands = body.operands(op).skip(1).collect();
    state.result_types = body.results(op).map(|v| body.value_type(v)).collect();
    rw.set_insertion_point_before(op);
    let call = rw.create(state);
    rw.replace_op_with_op(op, call);
    true
}

/// `func.constant` results are named `%f`.
fn constant_names(r: OpRef<'_>, set: &mut dyn FnMut(tileir_ir::ids::Value, &str)) {
    set(r.body.result(r.op, 0), "f");
}

fn is_function(ctx: &tileir_ir::Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Function { .. })
}
const FUNCTION_TYPE: tileir_ir::dialect::TypeConstraint =
    tileir_ir::dialect::TypeConstraint::new("function type", is_function);

/// `func.call` calls its `callee` symbol with all its operands.
static CALL: CallOpInterface = CallOpInterface {
    callee: |r| r.body.attr(r.ctx, r.op, "callee").map(Callee::Symbol),
    first_arg: 0,
    args: None,
};

/// `func.call_indirect` calls its first operand with the others.
static CALL_INDIRECT: CallOpInterface = CallOpInterface {
    callee: |r| (r.body.num_operands(r.op) != 0).then(|| Callee::Value(r.body.operand(r.op, 0))),
    first_arg: 1,
    args: None,
};

/// A `func.func`'s body is its one region; it returns its function type's
/// results. `gpu.func` is callable the same way.
pub static CALLABLE: CallableOpInterface = CallableOpInterface {
    region: 0,
    result_types: |r| {
        let ty = r.body.attr(r.ctx, r.op, "function_type");
        match ty.map(|t| r.ctx.attr_data(t)) {
            Some(AttrData::Type(t)) => match r.ctx.type_data(*t) {
                TypeData::Function { results, .. } => results.iter().copied().collect(),
                _ => SmallVec::new(),
            },
            _ => SmallVec::new(),
        }
    },
};

/// `FuncInlinerInterface`: everything may be inlined but a call or a
/// function marked `no_inline`; a `func.return` becomes a `cf.br` to the
/// block after the call, or gives the values that replace the call's
/// results.
static INLINER: DialectInliner = DialectInliner {
    legal_call: |call, callable, _| {
        let marked = |r: OpRef<'_>, name: &str| {
            let op = r.ctx.op_name_str(r.body.op_name(r.op));
            op == name && r.body.attr(r.ctx, r.op, "no_inline").is_some()
        };
        !marked(call, "func.call") && !marked(callable, "func.func")
    },
    legal_region: |_| true,
    legal_op: |_, _| true,
    terminator_to_branch: Some(return_to_branch),
    terminator_values: Some(|body, op| body.operands(op).collect()),
};

/// Replaces a `func.return` with a `cf.br` to `dest` carrying its operands.
fn return_to_branch(
    rw: &mut tileir_ir::rewriter::Rewriter<'_>,
    op: OpId,
    dest: tileir_ir::ids::BlockId,
) {
    let ctx = rw.ctx;
    if ctx.op_name_str(rw.body().op_name(op)) != "func.return" {
        return;
    }
    let mut state = OperationState::new(ctx.op_name("cf.br"), rw.body().op_loc(op));
    state.operands = rw.body().operands(op).collect();
    state.successors.push(dest);
    rw.set_insertion_point_before(op);
    rw.create(state);
    rw.erase_op(op);
}

pub static DIALECT: DialectDef = DialectDef {
    name: "func",
    inliner: Some(&INLINER),
    ops: OPS,
    materialize_constant: Some(materialize_constant),
    ..DialectDef::DEFAULT
};

/// `FuncDialect::materializeConstant`: a `func.constant` of a flat symbol
/// reference with a function type.
fn materialize_constant(
    rw: &mut tileir_ir::rewriter::Rewriter<'_>,
    value: tileir_ir::attributes::Attribute,
    ty: Type,
    loc: tileir_ir::attributes::Location,
) -> Option<OpId> {
    let ctx = rw.ctx;
    let flat =
        matches!(ctx.attr_data(value), AttrData::SymbolRef { nested, .. } if nested.is_empty());
    if !flat || !is_function(ctx, ty) {
        return None;
    }
    let mut state = OperationState::new(ctx.op_name("func.constant"), loc);
    state.attributes.push(tileir_ir::attributes::NamedAttr {
        name: ctx.static_symbol("value"),
        value,
    });
    state.result_types.push(ty);
    Some(rw.create(state))
}
