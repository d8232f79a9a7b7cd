//! The LLVM dialect's module-level ops and calls: `llvm.func` (linkage,
//! visibility, `unnamed_addr`, calling convention, arguments with their
//! attributes, `comdat(...)`, `attributes {...}`), `llvm.mlir.global`,
//! `llvm.comdat` and `llvm.comdat_selector`, `llvm.call`, `llvm.return`,
//! and the constant-like `llvm.mlir.*` ops. The syntax of `llvm.func`,
//! `llvm.mlir.global` and `llvm.call` is hand-written in MLIR
//! (`LLVMDialect.cpp`), and so it is here.

use super::attrs::*;
use super::types::{self, LLVM_TYPE};
use crate::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::{AttrData, Attribute, NamedAttr};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{
    AttrDecl, AttrDefault, AttrKind, EnumDef, OpDef, OpRef, RegionDecl, Traits,
};
use tileir_ir::format::helpers::{self, named};
use tileir_ir::format::{dialect_attr, enum_value};
use tileir_ir::ids::OpId;
use tileir_ir::types::{Param, Type};

const SYM_NAME: AttrDecl = AttrDecl::new("sym_name", "string attribute", AttrKind::String);
const SYM_NAME_SYMBOL: AttrDecl =
    AttrDecl::new("sym_name", "string attribute", AttrKind::SymbolName);

/// An optional enum keyword (`parseOptionalLLVMKeyword`): the case parsed,
/// or `default` when the next token is none of `def`'s cases.
fn parse_optional_case(p: &mut dyn AsmParser, def: &EnumDef, default: i64) -> i64 {
    for &(name, value) in def.cases {
        if !name.is_empty() && p.parse_optional_keyword(name) {
            return value;
        }
    }
    default
}

fn int64(p: &dyn AsmParser, v: i64) -> Attribute {
    let ctx = p.context();
    ctx.integer_attr(ctx.int_type(64), v as i128)
}

fn enum_of(ctx: &tileir_ir::Context, attrs: &[NamedAttr], name: &str) -> i64 {
    helpers::find_attr(ctx, attrs, name)
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Dialect { params, .. } => match params.first() {
                Some(Param::Int(v)) => Some(*v),
                _ => None,
            },
            _ => enum_value(ctx, a),
        })
        .unwrap_or(0)
}

/// Adds the defaults of the op's default-valued attributes that the hand
/// parser did not set (the format engine does this for declarative forms).
fn materialize_defaults(p: &dyn AsmParser, state: &mut OperationState) {
    if let Some(def) = p.context().op_def(state.name) {
        def.materialize_defaults(p.context(), &mut state.attributes);
    }
}

fn case_name(def: &EnumDef, v: i64) -> &'static str {
    def.case_name(v).unwrap_or("")
}

/// `comdat(@a::@b)`, when next.
fn parse_optional_comdat(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    if p.parse_optional_keyword("comdat") {
        p.parse_punct("(")?;
        let a = p.parse_attribute(None)?;
        p.parse_punct(")")?;
        state.attributes.push(named(p.context(), "comdat", a));
    }
    Ok(())
}

// ----- llvm.func -----

/// `vscale_range(min, max)`, when next: a `#llvm.vscale_range` of two
/// `i32`s (the values wrap to 32 bits, as MLIR's `parseInteger<int>`).
fn parse_optional_vscale_range(
    p: &mut dyn AsmParser,
    state: &mut OperationState,
) -> ParseResult<()> {
    if !p.parse_optional_keyword("vscale_range") {
        return Ok(());
    }
    p.parse_punct("(")?;
    let min = p.parse_integer()?;
    p.parse_punct(",")?;
    let max = p.parse_integer()?;
    p.parse_punct(")")?;
    let ctx = p.context();
    let i32_type = ctx.int_type(32);
    let bound = |v: i128| Param::Attr(ctx.integer_attr(i32_type, v as i32 as i128));
    let range = dialect_attr(ctx, "llvm.vscale_range", vec![bound(min), bound(max)]);
    state.attributes.push(named(ctx, "vscale_range", range));
    Ok(())
}

/// The bounds of a `#llvm.vscale_range` of two integers.
fn vscale_bounds(ctx: &tileir_ir::Context, a: Attribute) -> Option<(i128, i128)> {
    let AttrData::Dialect { name, params } = ctx.attr_data(a) else {
        return None;
    };
    if ctx.str(*name) != "llvm.vscale_range" {
        return None;
    }
    let int = |p: &Param| match p {
        Param::Attr(v) => match ctx.attr_data(*v) {
            AttrData::Integer { value, .. } => Some(value.get()),
            _ => None,
        },
        _ => None,
    };
    match &params[..] {
        [min, max] => Some((int(min)?, int(max)?)),
        _ => None,
    }
}

const FUNC_ELIDED: &[&str] = &[
    "sym_name",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "linkage",
    "CConv",
    "visibility_",
    "comdat",
    "unnamed_addr",
    "vscale_range",
];

/// `LLVMFuncOp::parse`.
fn parse_func(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let linkage = parse_optional_case(p, &LINKAGE, 0);
    let visibility = parse_optional_case(p, &VISIBILITY, 0);
    let unnamed = parse_optional_case(p, &UNNAMED_ADDR, 0);
    let cconv = parse_optional_case(p, &CCONV, 0);
    let ctx = p.context();
    let attrs = [
        (
            "linkage",
            dialect_attr(ctx, "llvm.linkage", vec![Param::Int(linkage)]),
        ),
        ("visibility_", int64(p, visibility)),
        ("unnamed_addr", int64(p, unnamed)),
        (
            "CConv",
            dialect_attr(ctx, "llvm.cconv", vec![Param::Int(cconv)]),
        ),
    ];
    for (n, a) in attrs {
        state.attributes.push(named(p.context(), n, a));
    }
    let sig_pos = p.current_pos();
    let name = p.parse_symbol_name()?;
    let name = p.context().str(name).to_string();
    let sa = p.context().string_attr(&name);
    state.attributes.push(named(p.context(), "sym_name", sa));
    let sig = helpers::parse_function_signature(p, true)?;
    let ctx = p.context();
    let result = match sig.results.as_slice() {
        [] => types::void(ctx),
        [t] => *t,
        _ => {
            return Err(p.error_at(
                sig_pos,
                "failed to construct function type: expected zero or one function result",
            ))
        }
    };
    let ft = types::func(ctx, result, &sig.arg_types, sig.variadic);
    let fta = ctx.type_attr(ft);
    state.attributes.push(named(ctx, "function_type", fta));
    if let Some(a) = helpers::dict_array(ctx, &sig.arg_attrs) {
        state.attributes.push(named(ctx, "arg_attrs", a));
    }
    if let Some(a) = helpers::dict_array(ctx, &sig.result_attrs) {
        state.attributes.push(named(ctx, "res_attrs", a));
    }
    parse_optional_vscale_range(p, state)?;
    parse_optional_comdat(p, state)?;
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    let mut args = sig.args;
    for a in &mut args {
        a.attrs.clear();
    }
    let region = match p.parse_optional_region(&args, false)? {
        Some(r) => r,
        None => p.add_empty_region()?,
    };
    state.regions.push(region);
    materialize_defaults(p, state);
    Ok(())
}

/// `LLVMFuncOp::print`.
fn print_func(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let mut head = String::from(" ");
    let linkage = enum_of(ctx, &attrs, "linkage");
    if linkage != 0 {
        head.push_str(case_name(&LINKAGE, linkage));
        head.push(' ');
    }
    for (def, name) in [
        (&VISIBILITY, "visibility_"),
        (&UNNAMED_ADDR, "unnamed_addr"),
    ] {
        let word = case_name(def, enum_of(ctx, &attrs, name));
        if !word.is_empty() {
            head.push_str(word);
            head.push(' ');
        }
    }
    let cconv = enum_of(ctx, &attrs, "CConv");
    if cconv != 0 {
        head.push_str(case_name(&CCONV, cconv));
        head.push(' ');
    }
    p.write_str(&head);
    helpers::print_sym_name(p, &attrs);
    let ft = helpers::find_attr(p.context(), &attrs, "function_type").and_then(|a| {
        match p.context().attr_data(a) {
            AttrData::Type(t) => types::func_parts(p.context(), *t),
            _ => None,
        }
    });
    let (result, params, vararg) = ft.unwrap_or((types::void(p.context()), Vec::new(), false));
    let results: Vec<Type> = if types::is_void(p.context(), result) {
        Vec::new()
    } else {
        vec![result]
    };
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
        &params,
        arg_attrs,
        &results,
        res_attrs,
        vararg,
    );
    let vscale = helpers::find_attr(p.context(), &attrs, "vscale_range")
        .and_then(|a| vscale_bounds(p.context(), a));
    if let Some((min, max)) = vscale {
        p.write_str(&format!(" vscale_range({min}, {max})"));
    }
    if let Some(c) = helpers::find_attr(p.context(), &attrs, "comdat") {
        p.write_str(" comdat(");
        p.print_attribute(c);
        p.write_str(")");
    }
    // A `vscale_range` of another shape (invalid) stays in the dictionary.
    let elided = if vscale.is_some() {
        FUNC_ELIDED
    } else {
        &FUNC_ELIDED[..FUNC_ELIDED.len() - 1]
    };
    p.print_optional_attr_dict_with_keyword(&attrs, elided);
    if let (Some(r), Some(_)) = (region, entry_args) {
        p.write_str(" ");
        p.print_region(op, r, false, true);
    }
}

// ----- llvm.mlir.global -----

const GLOBAL_ELIDED: &[&str] = &[
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
    "comdat",
];

/// `GlobalOp::parse`.
fn parse_global(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let linkage = parse_optional_case(p, &LINKAGE, 0);
    let visibility = parse_optional_case(p, &VISIBILITY, 0);
    if p.parse_optional_keyword("thread_local") {
        let u = p.context().unit_attr();
        state
            .attributes
            .push(named(p.context(), "thread_local_", u));
    }
    let unnamed = parse_optional_case(p, &UNNAMED_ADDR, 0);
    let ctx = p.context();
    let link = dialect_attr(ctx, "llvm.linkage", vec![Param::Int(linkage)]);
    state.attributes.push(named(ctx, "linkage", link));
    let vis = int64(p, visibility);
    state
        .attributes
        .push(named(p.context(), "visibility_", vis));
    let un = int64(p, unnamed);
    state
        .attributes
        .push(named(p.context(), "unnamed_addr", un));
    if p.parse_optional_keyword("constant") {
        let u = p.context().unit_attr();
        state.attributes.push(named(p.context(), "constant", u));
    }
    let name = p.parse_symbol_name()?;
    let name = p.context().str(name).to_string();
    let sa = p.context().string_attr(&name);
    state.attributes.push(named(p.context(), "sym_name", sa));
    p.parse_punct("(")?;
    let mut value = None;
    if !p.parse_optional_punct(")") {
        let v = p.parse_attribute(None)?;
        value = Some(v);
        state.attributes.push(named(p.context(), "value", v));
        p.parse_punct(")")?;
    }
    parse_optional_comdat(p, state)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = if p.parse_optional_punct(":") {
        p.parse_type()?
    } else {
        // A string global's type is its bytes.
        let ctx = p.context();
        let len = value
            .and_then(|v| match ctx.attr_data(v) {
                AttrData::String { value, .. } => Some(value.len() as u64),
                _ => None,
            })
            .ok_or_else(|| p.error("type can only be omitted for string globals"))?;
        types::array(ctx, len, ctx.int_type(8))
    };
    let ta = p.context().type_attr(ty);
    state.attributes.push(named(p.context(), "global_type", ta));
    let region = match p.parse_optional_region(&[], false)? {
        Some(r) => r,
        None => p.add_empty_region()?,
    };
    state.regions.push(region);
    materialize_defaults(p, state);
    Ok(())
}

/// `GlobalOp::print`.
fn print_global(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let mut head = String::from(" ");
    head.push_str(case_name(&LINKAGE, enum_of(ctx, &attrs, "linkage")));
    head.push(' ');
    let vis = case_name(&VISIBILITY, enum_of(ctx, &attrs, "visibility_"));
    if !vis.is_empty() {
        head.push_str(vis);
        head.push(' ');
    }
    if helpers::find_attr(ctx, &attrs, "thread_local_").is_some() {
        head.push_str("thread_local ");
    }
    let un = case_name(&UNNAMED_ADDR, enum_of(ctx, &attrs, "unnamed_addr"));
    if !un.is_empty() {
        head.push_str(un);
        head.push(' ');
    }
    if helpers::find_attr(ctx, &attrs, "constant").is_some() {
        head.push_str("constant ");
    }
    p.write_str(&head);
    helpers::print_sym_name(p, &attrs);
    p.write_str("(");
    let value = helpers::find_attr(p.context(), &attrs, "value");
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.write_str(")");
    if let Some(c) = helpers::find_attr(p.context(), &attrs, "comdat") {
        p.write_str(" comdat(");
        p.print_attribute(c);
        p.write_str(")");
    }
    p.print_optional_attr_dict(&attrs, GLOBAL_ELIDED);
    if value.is_some_and(|v| matches!(p.context().attr_data(v), AttrData::String { .. })) {
        return;
    }
    p.write_str(" : ");
    if let Some(t) = helpers::find_attr(p.context(), &attrs, "global_type") {
        if let AttrData::Type(t) = p.context().attr_data(t) {
            let t = *t;
            p.print_type(t);
        }
    }
    if let Some(&r) = p.body().regions(op).first() {
        if p.body().region_body(op).entry_block(r).is_some() {
            p.write_str(" ");
            p.print_region(op, r, false, true);
        }
    }
}

// ----- llvm.call -----

const CALL_ELIDED: &[&str] = &[
    "callee",
    "TailCallKind",
    "var_callee_type",
    "CConv",
    "operandSegmentSizes",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
];

/// `CallOp::parse` (without operand bundles).
fn parse_call(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let tail = parse_optional_case(p, &TAIL_CALL_KIND, 0);
    let cconv = parse_optional_case(p, &CCONV, 0);
    let ctx = p.context();
    let cc = dialect_attr(ctx, "llvm.cconv", vec![Param::Int(cconv)]);
    state.attributes.push(named(ctx, "CConv", cc));
    let tk = dialect_attr(ctx, "llvm.tailcallkind", vec![Param::Int(tail)]);
    state.attributes.push(named(ctx, "TailCallKind", tk));
    let callee_pos = p.current_pos();
    let direct = if let Some(s) = p.parse_optional_symbol_name()? {
        let ctx = p.context();
        let r = ctx.intern_attr(AttrData::SymbolRef {
            root: s,
            nested: Box::new([]),
        });
        state.attributes.push(named(ctx, "callee", r));
        None
    } else {
        Some(p.parse_operand()?)
    };
    let _ = callee_pos;
    p.parse_punct("(")?;
    let mut operands = Vec::new();
    if !p.parse_optional_punct(")") {
        loop {
            operands.push(p.parse_operand()?);
            if p.parse_optional_punct(")") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    if p.parse_optional_keyword("vararg") {
        p.parse_punct("(")?;
        let t = p.parse_type()?;
        p.parse_punct(")")?;
        let ta = p.context().type_attr(t);
        state
            .attributes
            .push(named(p.context(), "var_callee_type", ta));
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(":")?;
    let mut all = Vec::new();
    if let Some(callee) = &direct {
        let t = p.parse_type()?;
        p.parse_punct(",")?;
        let v = p.resolve_operand(callee, t)?;
        all.push(v);
    }
    let sig = helpers::parse_function_signature(p, false)?;
    if sig.arg_types.len() != operands.len() {
        return Err(p.error_at(callee_pos, "expected as many argument types as operands"));
    }
    for (o, &t) in operands.iter().zip(&sig.arg_types) {
        let v = p.resolve_operand(o, t)?;
        all.push(v);
    }
    let ctx = p.context();
    if let Some(a) = helpers::dict_array(ctx, &sig.arg_attrs) {
        state.attributes.push(named(ctx, "arg_attrs", a));
    }
    if let Some(a) = helpers::dict_array(ctx, &sig.result_attrs) {
        state.attributes.push(named(ctx, "res_attrs", a));
    }
    let n = all.len() as i64;
    state.operands.extend(all);
    state.result_types.extend(sig.results);
    let seg = tileir_ir::format::dense_array(ctx, 32, &[n, 0]);
    state
        .attributes
        .push(named(ctx, "operandSegmentSizes", seg));
    materialize_defaults(p, state);
    Ok(())
}

/// `CallOp::print`.
fn print_call(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    let ctx = p.context();
    let mut head = String::from(" ");
    let tail = enum_of(ctx, &attrs, "TailCallKind");
    if tail != 0 {
        head.push_str(case_name(&TAIL_CALL_KIND, tail));
        head.push(' ');
    }
    let cconv = enum_of(ctx, &attrs, "CConv");
    if cconv != 0 {
        head.push_str(case_name(&CCONV, cconv));
        head.push(' ');
    }
    p.write_str(&head);
    let body = p.body();
    let operands: Vec<_> = body.operands(op).collect();
    let callee = helpers::find_attr(p.context(), &attrs, "callee");
    let args = match callee {
        Some(c) => {
            p.print_attribute(c);
            &operands[..]
        }
        None => {
            if let Some(&first) = operands.first() {
                p.print_operand(first);
            }
            operands.get(1..).unwrap_or(&[])
        }
    };
    p.write_str("(");
    p.print_operands(args);
    p.write_str(")");
    if let Some(t) = helpers::find_attr(p.context(), &attrs, "var_callee_type") {
        p.write_str(" vararg(");
        if let AttrData::Type(t) = p.context().attr_data(t) {
            let t = *t;
            p.print_type(t);
        }
        p.write_str(")");
    }
    let fmf_default = FASTMATH_ATTR.default_attr(p.context());
    let mut elided: Vec<&str> = CALL_ELIDED.to_vec();
    if helpers::find_attr(p.context(), &attrs, "fastmathFlags") == fmf_default {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(&attrs, &elided);
    p.write_str(" : ");
    let body = p.body();
    let types: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
    let results: Vec<Type> = (0..body.num_results(op))
        .map(|i| body.value_type(body.result(op, i)))
        .collect();
    let arg_types = if callee.is_none() {
        if let Some(&t) = types.first() {
            p.print_type(t);
            p.write_str(", ");
        }
        types.get(1..).unwrap_or(&[])
    } else {
        &types[..]
    };
    let arg_attrs = helpers::find_attr(p.context(), &attrs, "arg_attrs");
    let res_attrs = helpers::find_attr(p.context(), &attrs, "res_attrs");
    helpers::print_function_signature(p, None, arg_types, arg_attrs, &[], None, false);
    p.write_str(" -> ");
    let res_attr_list: Vec<Vec<NamedAttr>> = (0..results.len())
        .map(|i| helpers::dict_array_entry(p.context(), res_attrs, i))
        .collect();
    if results.is_empty() {
        p.write_str("()");
    } else {
        helpers::print_result_list(p, &results, &res_attr_list);
    }
}

// ----- llvm.mlir.alias and llvm.mlir.ifunc -----

/// The head of an alias or ifunc: linkage, visibility, `thread_local`
/// (aliases only), `unnamed_addr`, stored as `GlobalOp` stores them.
fn parse_global_value_head(
    p: &mut dyn AsmParser,
    state: &mut OperationState,
    thread_local: bool,
) -> ParseResult<()> {
    let linkage = parse_optional_case(p, &LINKAGE, 0);
    let visibility = parse_optional_case(p, &VISIBILITY, 0);
    if thread_local && p.parse_optional_keyword("thread_local") {
        let u = p.context().unit_attr();
        state
            .attributes
            .push(named(p.context(), "thread_local_", u));
    }
    let unnamed = parse_optional_case(p, &UNNAMED_ADDR, 0);
    let ctx = p.context();
    let link = dialect_attr(ctx, "llvm.linkage", vec![Param::Int(linkage)]);
    state.attributes.push(named(ctx, "linkage", link));
    let vis = int64(p, visibility);
    state
        .attributes
        .push(named(p.context(), "visibility_", vis));
    let un = int64(p, unnamed);
    state
        .attributes
        .push(named(p.context(), "unnamed_addr", un));
    let name = p.parse_symbol_name()?;
    let name = p.context().str(name).to_string();
    let sa = p.context().string_attr(&name);
    state.attributes.push(named(p.context(), "sym_name", sa));
    Ok(())
}

fn print_global_value_head(p: &mut dyn AsmPrinter, attrs: &[NamedAttr]) {
    let ctx = p.context();
    let mut head = String::from(" ");
    head.push_str(case_name(&LINKAGE, enum_of(ctx, attrs, "linkage")));
    head.push(' ');
    let vis = case_name(&VISIBILITY, enum_of(ctx, attrs, "visibility_"));
    if !vis.is_empty() {
        head.push_str(vis);
        head.push(' ');
    }
    if helpers::find_attr(ctx, attrs, "thread_local_").is_some() {
        head.push_str("thread_local ");
    }
    let un = case_name(&UNNAMED_ADDR, enum_of(ctx, attrs, "unnamed_addr"));
    if !un.is_empty() {
        head.push_str(un);
        head.push(' ');
    }
    p.write_str(&head);
    helpers::print_sym_name(p, attrs);
}

/// `AliasOp::parse`: `linkage ... @name attr-dict : type { initializer }`.
fn parse_alias(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_global_value_head(p, state, true)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    let ta = p.context().type_attr(t);
    state.attributes.push(named(p.context(), "alias_type", ta));
    let region = p.parse_region(&[], false)?;
    state.regions.push(region);
    Ok(())
}

fn print_alias(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    print_global_value_head(p, &attrs);
    p.print_optional_attr_dict(
        &attrs,
        &[
            "sym_name",
            "alias_type",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
        ],
    );
    p.write_str(" : ");
    if let Some(AttrData::Type(t)) =
        helpers::find_attr(p.context(), &attrs, "alias_type").map(|a| p.context().attr_data(a))
    {
        let t = *t;
        p.print_type(t);
    }
    p.write_str(" ");
    if let Some(&r) = p.body().regions(op).first() {
        p.print_region(op, r, false, true);
    }
}

/// `IFuncOp`'s syntax: `linkage ... @name : fn_type, resolver_type @resolver attr-dict`.
fn parse_ifunc(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_global_value_head(p, state, false)?;
    p.parse_punct(":")?;
    let ft = p.parse_type()?;
    let fa = p.context().type_attr(ft);
    state.attributes.push(named(p.context(), "i_func_type", fa));
    p.parse_punct(",")?;
    let rt = p.parse_type()?;
    let ra = p.context().type_attr(rt);
    state
        .attributes
        .push(named(p.context(), "resolver_type", ra));
    let r = p.parse_symbol_name()?;
    let ctx = p.context();
    let sym = ctx.intern_attr(AttrData::SymbolRef {
        root: r,
        nested: Box::new([]),
    });
    state.attributes.push(named(ctx, "resolver", sym));
    p.parse_optional_attr_dict(&mut state.attributes)?;
    materialize_defaults(p, state);
    Ok(())
}

fn print_ifunc(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs = helpers::op_attrs(p, op);
    print_global_value_head(p, &attrs);
    let ctx = p.context();
    let ty = |name: &str| match helpers::find_attr(ctx, &attrs, name).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => Some(*t),
        _ => None,
    };
    let (ft, rt) = (ty("i_func_type"), ty("resolver_type"));
    let resolver = helpers::find_attr(ctx, &attrs, "resolver");
    p.write_str(" : ");
    if let Some(t) = ft {
        p.print_type(t);
    }
    p.write_str(", ");
    if let Some(t) = rt {
        p.print_type(t);
    }
    p.write_str(" ");
    if let Some(r) = resolver {
        p.print_attribute(r);
    }
    p.print_optional_attr_dict(
        &attrs,
        &[
            "sym_name",
            "i_func_type",
            "resolver_type",
            "resolver",
            "linkage",
            "unnamed_addr",
            "visibility_",
            "address_space",
        ],
    );
}

// ----- the op table -----

const GLOBAL_NAME: AttrDecl = AttrDecl::new(
    "global_name",
    "flat symbol reference attribute",
    AttrKind::Any,
);

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "llvm.func",
        summary: "LLVM dialect function.",
        interfaces: tileir_ir::dialect::Interfaces {
            callable: Some(&super::calls::CALLABLE),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        traits: Traits::ISOLATED_FROM_ABOVE
            .union(Traits::SYMBOL)
            .union(Traits::AUTOMATIC_ALLOCATION_SCOPE)
            .union(Traits::AFFINE_SCOPE),
        attributes: &[
            SYM_NAME,
            AttrDecl::optional("sym_visibility", "string attribute", AttrKind::String),
            AttrDecl::new(
                "function_type",
                "type attribute of LLVM function type",
                AttrKind::TypeAttr,
            ),
            LINKAGE_ATTR,
            AttrDecl::optional("dso_local", "unit attribute", AttrKind::Unit),
            CCONV_ATTR,
            AttrDecl::optional("comdat", "symbol reference attribute", AttrKind::Any),
            AttrDecl::optional("convergent", "unit attribute", AttrKind::Unit),
            AttrDecl::optional(
                "personality",
                "flat symbol reference attribute",
                AttrKind::Any,
            ),
            AttrDecl::optional("garbageCollector", "string attribute", AttrKind::String),
            AttrDecl::optional("passthrough", "array attribute", AttrKind::Array),
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
            AttrDecl::optional(
                "function_entry_count",
                "64-bit signless integer attribute",
                I64_KIND,
            ),
            AttrDecl::optional("memory_effects", "", AttrKind::Any),
            VISIBILITY_ATTR,
            AttrDecl::optional("arm_streaming", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("arm_locally_streaming", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("arm_streaming_compatible", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("arm_new_za", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("arm_in_za", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("arm_out_za", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("arm_inout_za", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("arm_preserves_za", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("section", "string attribute", AttrKind::String),
            UNNAMED_ADDR_ATTR,
            AttrDecl::optional("alignment", "64-bit signless integer attribute", I64_KIND),
            AttrDecl::optional("vscale_range", "", AttrKind::Any),
            AttrDecl::optional("frame_pointer", "", AttrKind::Any),
            AttrDecl::optional("target_cpu", "string attribute", AttrKind::String),
            AttrDecl::optional("tune_cpu", "string attribute", AttrKind::String),
            AttrDecl::optional("reciprocal_estimates", "string attribute", AttrKind::String),
            AttrDecl::optional("prefer_vector_width", "string attribute", AttrKind::String),
            AttrDecl::optional("target_features", "", AttrKind::Any),
            AttrDecl::optional("no_infs_fp_math", "bool attribute", AttrKind::Any),
            AttrDecl::optional("no_nans_fp_math", "bool attribute", AttrKind::Any),
            AttrDecl::optional("no_signed_zeros_fp_math", "bool attribute", AttrKind::Any),
            AttrDecl::optional("denormal_fp_math", "string attribute", AttrKind::String),
            AttrDecl::optional("denormal_fp_math_f32", "string attribute", AttrKind::String),
            AttrDecl::optional("fp_contract", "string attribute", AttrKind::String),
            AttrDecl::optional(
                "instrument_function_entry",
                "string attribute",
                AttrKind::String,
            ),
            AttrDecl::optional(
                "instrument_function_exit",
                "string attribute",
                AttrKind::String,
            ),
            AttrDecl::optional("no_inline", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("always_inline", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("inline_hint", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("no_unwind", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("will_return", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("optimize_none", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("vec_type_hint", "", AttrKind::Any),
            AttrDecl::optional("work_group_size_hint", "", AttrKind::Any),
            AttrDecl::optional("reqd_work_group_size", "", AttrKind::Any),
            AttrDecl::optional("intel_reqd_sub_group_size", "", AttrKind::Any),
            AttrDecl::optional("uwtable_kind", "", AttrKind::Any),
        ],
        regions: &[RegionDecl {
            name: "body",
            arity: tileir_ir::dialect::Arity::Single,
            single_block: false,
        }],
        parse: Some(parse_func),
        print: Some(print_func),
        verify: Some(super::verify::verify_func),
        verify_symbol_uses: Some(super::verify::verify_comdat_symbol_uses),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.mlir.global",
        summary: "LLVM dialect global.",
        traits: Traits::ISOLATED_FROM_ABOVE
            .union(Traits::SYMBOL)
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR),
        attributes: &[
            AttrDecl::new("global_type", "any type attribute", AttrKind::TypeAttr),
            AttrDecl::optional("constant", "unit attribute", AttrKind::Unit),
            SYM_NAME,
            AttrDecl::new(
                "linkage",
                "LLVM Linkage specification",
                AttrKind::Dialect("llvm.linkage"),
            ),
            AttrDecl::optional("dso_local", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("thread_local_", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("externally_initialized", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("value", "any attribute", AttrKind::Any),
            AttrDecl::optional("alignment", "64-bit signless integer attribute", I64_KIND),
            AttrDecl::with_default(
                "addr_space",
                "32-bit signless integer attribute whose value is non-negative",
                I32_KIND,
                AttrDefault::Int(0),
            ),
            UNNAMED_ADDR_ATTR,
            AttrDecl::optional("section", "string attribute", AttrKind::String),
            AttrDecl::optional("comdat", "symbol reference attribute", AttrKind::Any),
            AttrDecl::optional(
                "dbg_exprs",
                "an array of variable expressions",
                AttrKind::Any,
            )
            .checked(super::debug_info::is_global_variable_expressions),
            VISIBILITY_ATTR,
            AttrDecl::optional("target_specific_attrs", "array attribute", AttrKind::Array),
        ],
        regions: &[RegionDecl {
            name: "initializer",
            arity: tileir_ir::dialect::Arity::Single,
            single_block: false,
        }],
        implicit_terminator: Some("llvm.return"),
        parse: Some(parse_global),
        print: Some(print_global),
        verify_symbol_uses: Some(super::verify::verify_comdat_symbol_uses),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.mlir.alias",
        summary: "LLVM dialect alias.",
        traits: Traits::ISOLATED_FROM_ABOVE
            .union(Traits::SYMBOL)
            .union(Traits::SINGLE_BLOCK),
        attributes: &[
            AttrDecl::new("alias_type", "any type attribute", AttrKind::TypeAttr),
            SYM_NAME,
            AttrDecl::new(
                "linkage",
                "LLVM Linkage specification",
                AttrKind::Dialect("llvm.linkage"),
            ),
            AttrDecl::optional("dso_local", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("thread_local_", "unit attribute", AttrKind::Unit),
            UNNAMED_ADDR_ATTR,
            VISIBILITY_ATTR,
        ],
        regions: &[RegionDecl {
            name: "initializer",
            arity: tileir_ir::dialect::Arity::Single,
            single_block: true,
        }],
        parse: Some(parse_alias),
        print: Some(print_alias),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.mlir.ifunc",
        summary: "LLVM dialect ifunc",
        traits: Traits::SYMBOL,
        attributes: &[
            SYM_NAME,
            AttrDecl::new("i_func_type", "any type attribute", AttrKind::TypeAttr),
            AttrDecl::new("resolver", "flat symbol reference attribute", AttrKind::Any),
            AttrDecl::new("resolver_type", "any type attribute", AttrKind::TypeAttr),
            AttrDecl::new(
                "linkage",
                "LLVM Linkage specification",
                AttrKind::Dialect("llvm.linkage"),
            ),
            AttrDecl::optional("dso_local", "unit attribute", AttrKind::Unit),
            AttrDecl::with_default(
                "address_space",
                "32-bit signless integer attribute",
                I32_KIND,
                AttrDefault::Int(0),
            ),
            UNNAMED_ADDR_ATTR,
            VISIBILITY_ATTR,
        ],
        parse: Some(parse_ifunc),
        print: Some(print_ifunc),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.comdat",
        summary: "LLVM dialect comdat region",
        traits: Traits::NO_TERMINATOR
            .union(Traits::NO_REGION_ARGUMENTS)
            .union(Traits::SYMBOL_TABLE)
            .union(Traits::SYMBOL),
        attributes: &[SYM_NAME_SYMBOL],
        regions: &[RegionDecl {
            name: "body",
            arity: tileir_ir::dialect::Arity::Single,
            single_block: true,
        }],
        format: Some("$sym_name $body attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.comdat_selector",
        summary: "LLVM dialect comdat selector declaration",
        // Not `HasParent`: mlir-opt 22 takes a selector outside a comdat too.
        traits: Traits::SYMBOL,
        attributes: &[
            SYM_NAME_SYMBOL,
            AttrDecl::new("comdat", "LLVM Comdat Types", AttrKind::Enum(&COMDAT)),
        ],
        format: Some("$sym_name $comdat attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.call",
        summary: "Call to an LLVM function.",
        interfaces: tileir_ir::dialect::Interfaces {
            call: Some(&super::calls::CALL),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[any_many("callee_operands"), any_many("op_bundle_operands")],
        results: &[opt("result", LLVM_TYPE)],
        attributes: &[
            AttrDecl::optional(
                "var_callee_type",
                "type attribute of LLVM function type",
                AttrKind::TypeAttr,
            ),
            AttrDecl::optional("callee", "flat symbol reference attribute", AttrKind::Any),
            FASTMATH_ATTR,
            CCONV_ATTR,
            TAIL_CALL_KIND_ATTR,
            AttrDecl::optional("memory_effects", "", AttrKind::Any),
            AttrDecl::optional("convergent", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("no_unwind", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("will_return", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("noreturn", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("returns_twice", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("hot", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("cold", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("noduplicate", "unit attribute", AttrKind::Unit),
            AttrDecl::optional(
                "no_caller_saved_registers",
                "unit attribute",
                AttrKind::Unit,
            ),
            AttrDecl::optional("nocallback", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("modular_format", "string attribute", AttrKind::String),
            AttrDecl::optional("nobuiltins", "array attribute", AttrKind::Array),
            AttrDecl::optional("allocsize", "", AttrKind::Any),
            AttrDecl::optional("optsize", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("minsize", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("save_reg_params", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("zero_call_used_regs", "string attribute", AttrKind::String),
            AttrDecl::optional("trap_func_name", "string attribute", AttrKind::String),
            AttrDecl::optional("default_func_attrs", "", AttrKind::Any),
            AttrDecl::optional("always_inline", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("no_inline", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("inline_hint", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("branch_weights", "", AttrKind::Any),
            AttrDecl::with_default(
                "op_bundle_sizes",
                "i32 dense array attribute",
                AttrKind::DenseI32Array,
                AttrDefault::EmptyArray,
            ),
            AttrDecl::optional("op_bundle_tags", "array attribute", AttrKind::Array),
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
            AttrDecl::optional("access_groups", "", AttrKind::Any),
            AttrDecl::optional("alias_scopes", "", AttrKind::Any),
            AttrDecl::optional("noalias_scopes", "", AttrKind::Any),
            AttrDecl::optional("tbaa", "", AttrKind::Any),
        ],
        parse: Some(parse_call),
        print: Some(print_call),
        verify_symbol_uses: Some(super::verify::verify_call_symbol_uses),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.return",
        traits: Traits::TERMINATOR
            .union(Traits::PURE)
            .union(Traits::RETURN_LIKE),
        operands: &[opt("arg", LLVM_TYPE)],
        format: Some("attr-dict ($arg^ `:` type($arg))?"),
        verify_with_parent: Some(super::verify::verify_return),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.mlir.addressof",
        summary: "Creates a pointer pointing to a global, alias or a function",
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        results: &[one("res", types::ANY_POINTER)],
        attributes: &[GLOBAL_NAME],
        format: Some("$global_name attr-dict `:` qualified(type($res))"),
        verify_symbol_uses: Some(super::verify::verify_addressof_symbol_uses),
        interfaces: tileir_ir::dialect::Interfaces {
            fold: Some(super::fold::fold_addressof),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.mlir.constant",
        summary: "Defines a constant of LLVM type.",
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        results: &[one("res", LLVM_TYPE)],
        attributes: &[AttrDecl::new("value", "any attribute", AttrKind::Any)],
        format: Some("`(` $value `)` attr-dict `:` type($res)"),
        interfaces: tileir_ir::dialect::Interfaces {
            fold: Some(fold_to_value),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.mlir.undef",
        interfaces: tileir_ir::dialect::Interfaces {
            fold: Some(super::fold::fold_undef),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        summary: "Creates an undefined value of LLVM dialect type.",
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        results: &[one("res", LLVM_TYPE)],
        format: Some("attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.mlir.poison",
        interfaces: tileir_ir::dialect::Interfaces {
            fold: Some(super::fold::fold_poison),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        summary: "Creates a poison value of LLVM dialect type.",
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        results: &[one("res", LLVM_TYPE)],
        format: Some("attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "llvm.mlir.zero",
        interfaces: tileir_ir::dialect::Interfaces {
            fold: Some(super::fold::fold_zero),
            ..tileir_ir::dialect::Interfaces::DEFAULT
        },
        summary: "Creates a zero-initialized value of LLVM dialect type.",
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        results: &[one("res", LLVM_TYPE)],
        format: Some("attr-dict `:` type($res)"),
        ..OpDef::DEFAULT
    },
];

/// Whether `r` is an `llvm.func`.
pub fn is_func(r: OpRef<'_>) -> bool {
    op_name(r) == "llvm.func"
}
