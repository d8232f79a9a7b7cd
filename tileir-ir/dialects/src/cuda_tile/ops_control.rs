//! cuda_tile's structure and control flow: `module`, `entry`, the test
//! dialect's `testing$func`, `global`, `get_global`, `if`, `for`, `loop`,
//! and the terminators `return`, `yield`, `continue`, `break`.

use super::attrs;
use super::constraints::SCALAR_INT;
use super::ops_control_verify as cv;
use super::types::{parse_type, print_type};
use tileir_ir::asm::{Argument, AsmParser, AsmPrinter, ParseResult, UnresolvedOperand};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{
    any_many, one, AttrDecl, AttrDefault, AttrKind, CustomDirective, OpDef, OpRef, RegionDecl,
    Traits, TypePredicate,
};
use tileir_ir::format::helpers::{find_attr, named, op_attrs};
use tileir_ir::format::CustomArg;
use tileir_ir::ids::{OpId, RegionId, Value};
use tileir_ir::types::{Type, TypeData};

const BODY: RegionDecl = RegionDecl {
    name: "body",
    arity: tileir_ir::dialect::Arity::Single,
    single_block: true,
};

const TERMINATOR_FORMAT: &str = "attr-dict ($operands^ `:` custom<CudaTileType>(type($operands)))?";

const ANY_OPERANDS: &[tileir_ir::dialect::ValueDecl] = &[any_many("operands")];

const fn terminator(name: &'static str, parents: &'static [&'static str]) -> OpDef {
    OpDef {
        name,
        traits: Traits::TERMINATOR.union(Traits::RETURN_LIKE),
        parents,
        operands: ANY_OPERANDS,
        format: Some(TERMINATOR_FORMAT),
        ..OpDef::DEFAULT
    }
}

pub const OPS: &[OpDef] = &[
    OpDef {
        name: "cuda_tile.module",
        traits: Traits::ISOLATED_FROM_ABOVE
            .union(Traits::NO_REGION_ARGUMENTS)
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::SYMBOL_TABLE)
            .union(Traits::SYMBOL)
            .union(Traits::NO_TERMINATOR)
            .union(Traits::GRAPH_REGION),
        attributes: &[
            AttrDecl::new("sym_name", "string attribute", AttrKind::SymbolName),
            AttrDecl::optional("producer", "string attribute", AttrKind::String),
        ],
        regions: &[BODY],
        format: Some("$sym_name attr-dict-with-keyword $body"),
        verify: Some(super::debug_info::verify_module),
        default_dialect: Some("cuda_tile"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.entry",
        traits: Traits::ISOLATED_FROM_ABOVE
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::SYMBOL)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR),
        attributes: &[
            AttrDecl::new("sym_name", "string attribute", AttrKind::SymbolName),
            AttrDecl::new("function_type", "type attribute of function type", AttrKind::TypeAttr),
            AttrDecl::optional("arg_attrs", "Array of dictionary attributes", AttrKind::Array),
            AttrDecl::optional("res_attrs", "Array of dictionary attributes", AttrKind::Array),
            AttrDecl::optional(
                "optimization_hints",
                "optimization hints",
                AttrKind::Dialect("cuda_tile.optimization_hints"),
            ),
        ],
        regions: &[BODY],
        parse: Some(parse_entry),
        print: Some(print_entry),
        verify: Some(cv::entry),
        verify_regions: Some(super::debug_info::verify_function_body),
        implicit_terminator: Some("cuda_tile.return"),
        default_dialect: Some("cuda_tile"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.testing$func",
        traits: Traits::ISOLATED_FROM_ABOVE
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::SYMBOL)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR),
        attributes: &[
            AttrDecl::new("sym_name", "string attribute", AttrKind::SymbolName),
            AttrDecl::new("function_type", "type attribute of function type", AttrKind::TypeAttr),
            AttrDecl::optional("arg_attrs", "Array of dictionary attributes", AttrKind::Array),
            AttrDecl::optional("res_attrs", "Array of dictionary attributes", AttrKind::Array),
        ],
        regions: &[BODY],
        parse: Some(parse_test_func),
        print: Some(print_test_func),
        implicit_terminator: Some("cuda_tile.return"),
        default_dialect: Some("cuda_tile"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.global",
        traits: Traits::SYMBOL,
        attributes: &[
            AttrDecl::new("sym_name", "string attribute", AttrKind::SymbolName),
            AttrDecl::new("value", "dense elements attribute", AttrKind::Any),
            AttrDecl::with_default(
                "alignment",
                "64-bit signless integer attribute",
                AttrKind::Typed(super::i64_type),
                AttrDefault::Int(0),
            ),
            AttrDecl::optional("constant", "unit attribute", AttrKind::Unit),
            AttrDecl::with_default(
                "symbol_visibility",
                "symbol visibility",
                AttrKind::Dialect("cuda_tile.symbol_visibility"),
                AttrDefault::Enum(0),
            ),
        ],
        format: Some("custom<SymbolVisibility>($symbol_visibility) (`constant` $constant^)? $sym_name (`alignment` `=` $alignment^)? attr-dict custom<DenseTypedElementsAttrNoResult>($value)"),
        verify: Some(cv::global),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.get_global",
        traits: Traits::PURE,
        attributes: &[AttrDecl::new(
            "name",
            "flat symbol reference attribute",
            AttrKind::Any,
        )],
        results: &[one("result", super::constraints::SCALAR_PTR)],
        format: Some("$name attr-dict `:` custom<CudaTileType>(type($result))"),
        verify_symbol_uses: Some(cv::get_global_symbol_uses),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.if",
        traits: Traits::NO_REGION_ARGUMENTS
            .union(Traits::RECURSIVE_MEMORY_EFFECTS)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR),
        operands: &[one("condition", super::SCALAR_I1)],
        results: &[any_many("results")],
        regions: &[
            RegionDecl {
                name: "thenRegion",
                arity: tileir_ir::dialect::Arity::Single,
                single_block: true,
            },
            RegionDecl {
                name: "elseRegion",
                arity: tileir_ir::dialect::Arity::Single,
                single_block: false,
            },
        ],
        format: Some("$condition (`->` `(` custom<CudaTileType>(type($results))^ `)`)? custom<IfOpRegion>($thenRegion) (`else` custom<IfOpRegion>($elseRegion)^)? attr-dict"),
        // Its implicit terminator is `yield`, but any of cuda_tile's
        // terminators may end its regions (`IfOpImplicitTerminatorType`).
        default_dialect: Some("cuda_tile"),
        verify: Some(cv::if_),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.for",
        traits: Traits::AUTOMATIC_ALLOCATION_SCOPE
            .union(Traits::RECURSIVE_MEMORY_EFFECTS)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
            .union(Traits::SINGLE_BLOCK),
        operands: &[
            one("lowerBound", SCALAR_INT),
            one("upperBound", SCALAR_INT),
            one("step", SCALAR_INT),
            any_many("initValues"),
        ],
        predicates: &[
            TypePredicate::AllTypesMatch(&["lowerBound", "upperBound", "step"]),
            TypePredicate::AllTypesMatch(&["initValues", "resultValues"]),
        ],
        verify: Some(cv::for_),
        results: &[any_many("resultValues")],
        attributes: &[AttrDecl::optional("unsignedCmp", "unit attribute", AttrKind::Unit)],
        regions: &[BODY],
        parse: Some(parse_for),
        print: Some(print_for),
        result_names: Some(for_names),
        block_arg_names: Some(for_block_names),
        implicit_terminator: Some("cuda_tile.continue"),
        default_dialect: Some("cuda_tile"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.loop",
        traits: Traits::AUTOMATIC_ALLOCATION_SCOPE
            .union(Traits::RECURSIVE_MEMORY_EFFECTS)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
            .union(Traits::SINGLE_BLOCK),
        operands: &[any_many("initValues")],
        results: &[any_many("resultValues")],
        regions: &[BODY],
        parse: Some(parse_loop),
        print: Some(print_loop),
        verify: Some(cv::loop_),
        // `continue` when implicit; `break` and `return` may end it too.
        default_dialect: Some("cuda_tile"),
        ..OpDef::DEFAULT
    },
    OpDef {
        verify_with_ancestors: Some(cv::return_),
        ..terminator(
            "cuda_tile.return",
            &["cuda_tile.entry", "cuda_tile.if", "cuda_tile.testing$func"],
        )
    },
    OpDef {
        traits: Traits::TERMINATOR
            .union(Traits::RETURN_LIKE)
            .union(Traits::PURE),
        ..terminator(
            "cuda_tile.yield",
            &["cuda_tile.if", "cuda_tile.reduce", "cuda_tile.scan"],
        )
    },
    OpDef {
        traits: Traits::TERMINATOR,
        verify_with_ancestors: Some(cv::continue_),
        ..terminator(
            "cuda_tile.continue",
            &["cuda_tile.for", "cuda_tile.if", "cuda_tile.loop"],
        )
    },
    OpDef {
        verify_with_ancestors: Some(cv::break_),
        ..terminator("cuda_tile.break", &["cuda_tile.if", "cuda_tile.loop"])
    },
];

pub const DIRECTIVES: &[CustomDirective] = &[CustomDirective {
    name: "IfOpRegion",
    parse: parse_if_region,
    print: print_if_region,
}];

// ----- regions -----

fn parse_if_region(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let pos = p.current_pos();
    let r = p.parse_region(&[], false)?;
    let loc = p.location_of(pos);
    p.ensure_terminator(r, "cuda_tile.yield", loc)?;
    args[0] = CustomArg::Regions(vec![r]);
    Ok(())
}

/// Whether a region's terminator is printed: not when it is the implicit
/// terminator `name` without operands.
pub(super) fn terminator_shown(p: &dyn AsmPrinter, op: OpId, r: RegionId, name: &str) -> bool {
    let body = p.body().region_body(op);
    let Some(term) = body.entry_block(r).and_then(|b| body.last_op(b)) else {
        return false;
    };
    body.num_operands(term) != 0 || p.context().op_name_str(body.op_name(term)) != name
}

fn print_if_region(p: &mut dyn AsmPrinter, op: OpId, args: &[CustomArg]) {
    if let Some(CustomArg::Regions(rs)) = args.first() {
        if let Some(&r) = rs.first() {
            let shown = terminator_shown(p, op, r, "cuda_tile.yield");
            p.print_region_with_terminators(op, r, false, shown, true);
        }
    }
}

// ----- functions -----

/// `(%a: tile<i32>, ...)` with cuda_tile types, then `-> types` if any.
pub(super) fn parse_signature(p: &mut dyn AsmParser) -> ParseResult<(Vec<Argument>, Vec<Type>)> {
    let mut args: Vec<Argument> = Vec::new();
    p.parse_punct("(")?;
    if !p.parse_optional_punct(")") {
        loop {
            let pos = p.current_pos();
            let Some(mut arg) = p.parse_optional_argument(false, false)? else {
                if !args.is_empty() {
                    return Err(p.error_at(pos, "expected SSA identifier"));
                }
                return Err(p.error_at(pos, "expected SSA identifier"));
            };
            p.parse_punct(":")?;
            arg.ty = Some(parse_type(p)?);
            let mut attrs = tileir_ir::attributes::AttrList::new();
            p.parse_optional_attr_dict(&mut attrs)?;
            arg.attrs = attrs.into_vec();
            if let Some(loc) = p.parse_optional_location()? {
                arg.loc = Some(loc);
            }
            args.push(arg);
            if p.parse_optional_punct(")") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    let mut results = Vec::new();
    if p.parse_optional_punct("->") {
        if p.parse_optional_punct("(") {
            if !p.parse_optional_punct(")") {
                loop {
                    results.push(parse_type(p)?);
                    let mut attrs = tileir_ir::attributes::AttrList::new();
                    p.parse_optional_attr_dict(&mut attrs)?;
                    if p.parse_optional_punct(")") {
                        break;
                    }
                    p.parse_punct(",")?;
                }
            }
        } else {
            results.push(parse_type(p)?);
        }
    }
    Ok((args, results))
}

fn parse_function(
    p: &mut dyn AsmParser,
    state: &mut OperationState,
    with_hints: bool,
) -> ParseResult<()> {
    let name = p.parse_symbol_name()?;
    let ctx = p.context();
    let name = ctx.str(name).to_string();
    let sa = ctx.string_attr(&name);
    state.attributes.push(named(ctx, "sym_name", sa));
    let (mut args, results) = parse_signature(p)?;
    let ctx = p.context();
    let inputs: Vec<Type> = args.iter().filter_map(|a| a.ty).collect();
    let ft = ctx.function_type(&inputs, &results);
    let fta = ctx.type_attr(ft);
    state.attributes.push(named(ctx, "function_type", fta));
    let dicts: Vec<tileir_ir::attributes::Attribute> = args
        .iter()
        .map(|a| ctx.dictionary_attr(a.attrs.clone()))
        .collect();
    let arr = ctx.intern_attr(tileir_ir::attributes::AttrData::Array(dicts.into()));
    state.attributes.push(named(ctx, "arg_attrs", arr));
    if with_hints && p.parse_optional_keyword("optimization_hints") {
        p.parse_punct("=")?;
        let hints = attrs::parse_hints(p, None)?;
        state
            .attributes
            .push(named(p.context(), "optimization_hints", hints));
    }
    for a in &mut args {
        a.attrs.clear();
    }
    let r = match p.parse_optional_region(&args, false)? {
        Some(r) => r,
        None => p.add_empty_region()?,
    };
    p.ensure_block(r)?;
    p.ensure_terminator(r, "cuda_tile.return", state.loc)?;
    state.regions.push(r);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn parse_entry(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_function(p, state, true)
}

fn parse_test_func(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_function(p, state, false)
}

fn print_function(p: &mut dyn AsmPrinter, op: OpId, with_hints: bool) {
    let attrs = op_attrs(p, op);
    p.write_str(" ");
    tileir_ir::format::helpers::print_sym_name(p, &attrs);
    let ctx = p.context();
    let hints = find_attr(ctx, &attrs, "optimization_hints");
    let results: Vec<Type> = match find_attr(ctx, &attrs, "function_type").map(|a| ctx.attr_data(a))
    {
        Some(tileir_ir::attributes::AttrData::Type(t)) => match ctx.type_data(*t) {
            TypeData::Function { results, .. } => results.to_vec(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    let r = p.body().regions(op)[0];
    let body = p.body().region_body(op);
    let args: Vec<Value> = body
        .entry_block(r)
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default();
    p.write_str("(");
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_op_region_operand(op, a);
        p.write_str(": ");
        let ty = p.body().region_body(op).value_type(a);
        print_type(p, ty);
    }
    p.write_str(")");
    if !results.is_empty() {
        p.write_str(" -> ");
        if results.len() == 1 {
            print_type(p, results[0]);
        } else {
            p.write_str("(");
            for (i, &t) in results.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                print_type(p, t);
            }
            p.write_str(")");
        }
    }
    if with_hints {
        if let Some(h) = hints {
            if !attrs::hints_empty(p.context(), h) {
                p.write_str(" optimization_hints=");
                attrs::print_hints(p, h);
            }
        }
    }
    p.write_str(" ");
    p.print_region_with_terminators(op, r, false, true, false);
    p.print_optional_attr_dict(
        &attrs,
        &[
            "arg_attrs",
            "function_type",
            "sym_name",
            "res_attrs",
            "optimization_hints",
        ],
    );
}

fn print_entry(p: &mut dyn AsmPrinter, op: OpId) {
    print_function(p, op, true)
}

fn print_test_func(p: &mut dyn AsmPrinter, op: OpId) {
    print_function(p, op, false)
}

// ----- loops -----

/// `(%a = %x, %b = %y)`.
fn parse_assignments(
    p: &mut dyn AsmParser,
) -> ParseResult<(Vec<Argument>, Vec<UnresolvedOperand>)> {
    let (mut args, mut inits) = (Vec::new(), Vec::new());
    p.parse_punct("(")?;
    if p.parse_optional_punct(")") {
        return Ok((args, inits));
    }
    loop {
        match p.parse_optional_argument(false, false)? {
            Some(a) => args.push(a),
            None => return Err(p.error("expected SSA operand")),
        }
        p.parse_punct("=")?;
        inits.push(p.parse_operand()?);
        if p.parse_optional_punct(")") {
            break;
        }
        p.parse_punct(",")?;
    }
    Ok((args, inits))
}

fn parse_type_list(p: &mut dyn AsmParser) -> ParseResult<Vec<Type>> {
    let mut out = vec![parse_type(p)?];
    while p.parse_optional_punct(",") {
        out.push(parse_type(p)?);
    }
    Ok(out)
}

fn parse_for(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    if p.parse_optional_keyword("unsigned") {
        let u = p.context().unit_attr();
        state.attributes.push(named(p.context(), "unsignedCmp", u));
    }
    let Some(mut iv) = p.parse_optional_argument(false, false)? else {
        return Err(p.error("expected SSA operand"));
    };
    p.parse_keyword("in")?;
    p.parse_punct("(")?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_punct(",")?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    p.parse_punct(")")?;
    p.parse_punct(":")?;
    let iv_ty = parse_type(p)?;
    iv.ty = Some(iv_ty);
    let mut region_args = vec![iv];
    let mut inits = Vec::new();
    let mut types = Vec::new();
    if p.parse_optional_keyword("iter_values") {
        let (args, i) = parse_assignments(p)?;
        inits = i;
        p.parse_punct("->")?;
        p.parse_punct("(")?;
        types = parse_type_list(p)?;
        p.parse_punct(")")?;
        if inits.len() != types.len() {
            return Err(p.error("mismatch in number of loop-carried values and defined values"));
        }
        for (mut a, &t) in args.into_iter().zip(&types) {
            a.ty = Some(t);
            region_args.push(a);
        }
    }
    let r = p.parse_region(&region_args, false)?;
    p.ensure_terminator(r, "cuda_tile.continue", state.loc)?;
    state.regions.push(r);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    for o in [&lb, &ub, &step] {
        let v = p.resolve_operand(o, iv_ty)?;
        state.operands.push(v);
    }
    for (o, &t) in inits.iter().zip(&types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.extend(types);
    Ok(())
}

fn print_types(p: &mut dyn AsmPrinter, types: &[Type]) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_type(p, t);
    }
}

fn print_iter_values(p: &mut dyn AsmPrinter, op: OpId, args: &[Value], inits: &[Value]) {
    p.write_str("iter_values(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_op_region_operand(op, a);
        p.write_str(" = ");
        p.print_operand(v);
    }
    p.write_str(")");
}

fn region_args(p: &dyn AsmPrinter, op: OpId) -> Vec<Value> {
    let r = p.body().regions(op)[0];
    let body = p.body().region_body(op);
    body.entry_block(r)
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default()
}

fn print_for(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = op_attrs(p, op);
    let ctx = p.context();
    if find_attr(ctx, &attrs, "unsignedCmp").is_some() {
        p.write_str(" unsigned");
    }
    let operands: Vec<Value> = p.body().operands(op).collect();
    let args = region_args(p, op);
    let (Some(&iv), true) = (args.first(), operands.len() >= 3) else {
        return;
    };
    p.write_str(" ");
    p.print_op_region_operand(op, iv);
    p.write_str(" in (");
    p.print_operand(operands[0]);
    p.write_str(" to ");
    p.print_operand(operands[1]);
    p.write_str(", step ");
    p.print_operand(operands[2]);
    p.write_str(") : ");
    let iv_ty = p.body().value_type(operands[0]);
    print_type(p, iv_ty);
    p.write_str(" ");
    if operands.len() > 3 {
        print_iter_values(p, op, &args[1..], &operands[3..]);
        p.write_str(" -> (");
        let types: Vec<Type> = operands[3..]
            .iter()
            .map(|&v| p.body().value_type(v))
            .collect();
        print_types(p, &types);
        p.write_str(") ");
    }
    let r = p.body().regions(op)[0];
    let shown = terminator_shown(p, op, r, "cuda_tile.continue");
    p.print_region_with_terminators(op, r, false, shown, true);
    p.print_optional_attr_dict(&attrs, &["unsignedCmp"]);
}

fn parse_loop(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let mut region_args = Vec::new();
    let mut inits = Vec::new();
    let mut iter_types = Vec::new();
    if !p.parse_optional_keyword("iter_values") {
        if p.parse_optional_punct(":") {
            state.result_types.extend(parse_type_list(p)?);
        }
    } else {
        let (args, i) = parse_assignments(p)?;
        inits = i;
        p.parse_punct(":")?;
        iter_types = parse_type_list(p)?;
        if args.len() != iter_types.len() {
            return Err(p.error("found different number of iter_values and types"));
        }
        if p.parse_optional_punct("->") {
            state.result_types.extend(parse_type_list(p)?);
        }
        for (mut a, &t) in args.into_iter().zip(&iter_types) {
            a.ty = Some(t);
            region_args.push(a);
        }
    }
    let r = p.parse_region(&region_args, false)?;
    p.ensure_terminator(r, "cuda_tile.continue", state.loc)?;
    state.regions.push(r);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    for (o, &t) in inits.iter().zip(&iter_types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    Ok(())
}

fn print_loop(p: &mut dyn AsmPrinter, op: OpId) {
    p.write_str(" ");
    let inits: Vec<Value> = p.body().operands(op).collect();
    let results: Vec<Type> = p
        .body()
        .results(op)
        .map(|v| p.body().value_type(v))
        .collect();
    let args = region_args(p, op);
    if !inits.is_empty() {
        print_iter_values(p, op, &args, &inits);
        p.write_str(" ");
    }
    if !inits.is_empty() || !results.is_empty() {
        p.write_str(": ");
    }
    if !inits.is_empty() {
        let types: Vec<Type> = inits.iter().map(|&v| p.body().value_type(v)).collect();
        print_types(p, &types);
        p.write_str(" ");
        if !results.is_empty() {
            p.write_str("-> ");
        }
    }
    if !results.is_empty() {
        print_types(p, &results);
        p.write_str(" ");
    }
    let r = p.body().regions(op)[0];
    let shown = terminator_shown(p, op, r, "cuda_tile.continue");
    p.print_region_with_terminators(op, r, false, shown, true);
    let attrs = op_attrs(p, op);
    p.print_optional_attr_dict(&attrs, &[]);
}

/// Only the first result is named, so the results print as one group
/// (`%for:3`, uses `%for#1`), as NVIDIA's printer writes them.
fn for_names(r: OpRef<'_>, set: &mut dyn FnMut(Value, &str)) {
    if let Some(v) = r.body.results(r.op).next() {
        set(v, "for");
    }
}

fn for_block_names(r: OpRef<'_>, set: &mut dyn FnMut(Value, &str)) {
    let body = r.body.region_body(r.op);
    let Some(&region) = r.body.regions(r.op).first() else {
        return;
    };
    let Some(block) = body.entry_block(region) else {
        return;
    };
    for (i, &a) in body.block_args(block).iter().enumerate() {
        if i == 0 {
            set(a, "loopIdx");
        } else {
            set(a, &format!("iterArg{}", i - 1));
        }
    }
}
