//! cuda_tile's memory ops: tokens, tensor views and tile views, loads and
//! stores through views and pointers, atomics, `alloca`, and the debugging
//! ops `print_tko` and `assert`.

use super::constraints::{I1_TILE, INT_TILE, NUMBER_TILE, POINTER_TILE, SCALAR_INT, SCALAR_PTR};
use super::ops_memory_verify as mv;
use super::types::{self, parse_type, print_type};
use super::{attrs, TENSOR_VIEW, TILE, TILE_VIEW, TOKEN};
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult, SourcePos, UnresolvedOperand};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{
    many, one, opt, AttrDecl, AttrKind, OpDef, OpRef, Traits, TypePredicate, TypeRelation,
    ValueDecl,
};
use tileir_ir::format::helpers::{find_attr, named, op_attrs};
use tileir_ir::format::{dense_array, enum_attr, enum_value};
use tileir_ir::ids::{OpId, Value};
use tileir_ir::types::{Type, DYNAMIC};

const TOKEN_RESULT: &[ValueDecl] = &[one("result", TOKEN)];
const ORDERING: AttrDecl = AttrDecl::new(
    "memory_ordering_semantics",
    "memory ordering semantics",
    AttrKind::Enum(&attrs::MEMORY_ORDERING),
);
const SCOPE: AttrDecl = AttrDecl::new(
    "memory_scope",
    "memory scope",
    AttrKind::Enum(&attrs::MEMORY_SCOPE),
);
const OPT_SCOPE: AttrDecl = AttrDecl::optional(
    "memory_scope",
    "memory scope",
    AttrKind::Enum(&attrs::MEMORY_SCOPE),
);
const HINTS: AttrDecl = AttrDecl::optional(
    "optimization_hints",
    "optimization hints",
    AttrKind::Dialect("cuda_tile.optimization_hints"),
);
/// `ConfinedAttr<I64Attr, [IntMinValue<0>]>` (its name set per use).
const NON_NEGATIVE_I64: AttrDecl = AttrDecl::new(
    "",
    "64-bit signless integer attribute whose minimum value is 0",
    AttrKind::Typed(super::i64_type),
)
.checked(|ctx, a| match ctx.attr_data(a) {
    tileir_ir::attributes::AttrData::Integer { value, .. } => value.get() >= 0,
    _ => false,
});

const SEGMENTED: Traits = Traits::ATTR_SIZED_OPERAND_SEGMENTS;

const VIEW_OPERAND: &[ValueDecl] = &[one("tensor_view", TENSOR_VIEW)];
const VIEW_RESULT: &[ValueDecl] = &[one("result", TILE_VIEW)];

const fn make_view(name: &'static str, hint: tileir_ir::dialect::ResultNamesFn) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        operands: VIEW_OPERAND,
        results: VIEW_RESULT,
        verify: Some(mv::make_view),
        parse: Some(parse_make_view),
        print: Some(print_make_view),
        result_names: Some(hint),
        ..OpDef::DEFAULT
    }
}

pub const OPS: &[OpDef] = &[
    OpDef {
        name: "cuda_tile.make_token",
        traits: Traits::PURE,
        results: TOKEN_RESULT,
        format: Some("attr-dict `:` custom<CudaTileType>(type($result))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.join_tokens",
        traits: Traits::PURE,
        operands: &[many("tokens", TOKEN)],
        results: TOKEN_RESULT,
        format: Some("$tokens attr-dict `:` custom<CudaTileType>(type($result))"),
        type_relations: &[TypeRelation::same("result", "tokens")],
        verify: Some(mv::join_tokens),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.make_tensor_view",
        traits: SEGMENTED,
        operands: &[
            one("base", SCALAR_PTR),
            many("dynamicShape", SCALAR_INT),
            many("dynamicStrides", SCALAR_INT),
        ],
        results: &[one("result", TENSOR_VIEW)],
        verify: Some(mv::make_tensor_view),
        parse: Some(parse_make_tensor_view),
        print: Some(print_make_tensor_view),
        result_names: Some(|r, set| set(r.body.result(r.op, 0), "tview")),
        ..OpDef::DEFAULT
    },
    make_view("cuda_tile.make_partition_view", |r, set| {
        set(r.body.result(r.op, 0), "pview")
    }),
    make_view("cuda_tile.make_strided_view", |r, set| {
        set(r.body.result(r.op, 0), "sview")
    }),
    make_view("cuda_tile.make_gather_scatter_view", |r, set| {
        set(r.body.result(r.op, 0), "gsview")
    }),
    OpDef {
        name: "cuda_tile.get_index_space_shape",
        operands: &[one("src", TILE_VIEW)],
        results: &[many("result", SCALAR_INT)],
        verify: Some(mv::get_index_space_shape),
        parse: Some(parse_shape_query),
        print: Some(print_shape_query),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.get_tensor_shape",
        operands: &[one("src", TENSOR_VIEW)],
        results: &[many("result", SCALAR_INT)],
        verify: Some(mv::get_tensor_shape),
        parse: Some(parse_shape_query),
        print: Some(print_shape_query),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.load_view_tko",
        traits: SEGMENTED,
        operands: &[one("view", TILE_VIEW), many("index", INT_TILE), opt("token", TOKEN)],
        results: &[one("tile", TILE), one("result_token", TOKEN)],
        attributes: &[ORDERING, OPT_SCOPE, HINTS],
        verify: Some(mv::load_view),
        parse: Some(parse_load_view),
        print: Some(print_load_view),
        result_names: Some(crate::ods_result_names),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.store_view_tko",
        traits: SEGMENTED,
        operands: &[
            one("tile", TILE),
            one("view", TILE_VIEW),
            many("index", INT_TILE),
            opt("token", TOKEN),
        ],
        results: &[one("result_token", TOKEN)],
        attributes: &[ORDERING, OPT_SCOPE, HINTS],
        verify: Some(mv::store_view),
        parse: Some(parse_store_view),
        print: Some(print_store_view),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.atomic_red_view_tko",
        traits: SEGMENTED,
        operands: &[
            one("view", TILE_VIEW),
            many("index", INT_TILE),
            one("value", TILE),
            opt("token", TOKEN),
        ],
        verify: Some(mv::atomic_red_view),
        results: &[one("result_token", TOKEN)],
        attributes: &[
            ORDERING,
            SCOPE,
            AttrDecl::new("mode", "atomic rmw mode", AttrKind::Enum(&attrs::ATOMIC_RMW_MODE)),
        ],
        parse: Some(parse_atomic_red_view),
        print: Some(print_atomic_red_view),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.load_ptr_tko",
        traits: SEGMENTED,
        operands: &[
            one("source", POINTER_TILE),
            opt("mask", I1_TILE),
            opt("paddingValue", NUMBER_TILE),
            opt("token", TOKEN),
        ],
        predicates: mv::LOAD_PREDICATES,
        verify: Some(mv::load_ptr),
        results: &[one("result", TILE), one("result_token", TOKEN)],
        attributes: &[ORDERING, OPT_SCOPE, HINTS],
        format: Some("$memory_ordering_semantics ($memory_scope^)? $source (`,` $mask^)? (`,` $paddingValue^)? (`token` `` `=` `` $token^)? (`optimization_hints` `=` $optimization_hints^)? attr-dict `:` custom<CudaTileType>(type($source)) (`,` custom<CudaTileType>(type($mask))^)? (`,` custom<CudaTileType>(type($paddingValue))^)? `->` custom<CudaTileType>(type($result)) `,` custom<CudaTileType>(type($result_token))"),
        result_names: Some(crate::ods_result_names),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.store_ptr_tko",
        traits: SEGMENTED,
        operands: &[
            one("destination", POINTER_TILE),
            one("value", TILE),
            opt("mask", I1_TILE),
            opt("token", TOKEN),
        ],
        predicates: mv::STORE_PREDICATES,
        verify: Some(mv::store_ptr),
        results: &[one("result_token", TOKEN)],
        attributes: &[ORDERING, OPT_SCOPE, HINTS],
        format: Some("$memory_ordering_semantics ($memory_scope^)? $destination `,` $value (`,` $mask^)? (`token` `` `=` `` $token^)? (`optimization_hints` `=` $optimization_hints^)? attr-dict `:` custom<CudaTileType>(type($destination)) `,` custom<CudaTileType>(type($value)) (`,` custom<CudaTileType>(type($mask))^)? `->` custom<CudaTileType>(type($result_token))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.atomic_rmw_tko",
        traits: SEGMENTED,
        operands: &[
            one("pointers", POINTER_TILE),
            one("arg", TILE),
            opt("mask", I1_TILE),
            opt("token", TOKEN),
        ],
        predicates: &[
            TypePredicate::AllShapesMatch(&["pointers", "arg", "result"]),
            TypePredicate::AllTypesMatch(&["arg", "result"]),
        ],
        verify: Some(mv::atomic_rmw),
        results: &[one("result", TILE), one("result_token", TOKEN)],
        attributes: &[
            ORDERING,
            SCOPE,
            AttrDecl::new("mode", "atomic rmw mode", AttrKind::Enum(&attrs::ATOMIC_RMW_MODE)),
        ],
        format: Some("$memory_ordering_semantics $memory_scope $pointers `,` $mode `,` $arg (`,` $mask^)? (`token` `` `=` `` $token^)? attr-dict `:` custom<CudaTileType>(type($pointers)) `,` custom<CudaTileType>(type($arg)) (`,` custom<CudaTileType>(type($mask))^)? `->` custom<CudaTileType>(type($result)) `,` custom<CudaTileType>(type($result_token))"),
        result_names: Some(crate::ods_result_names),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.atomic_cas_tko",
        traits: SEGMENTED,
        operands: &[
            one("pointers", POINTER_TILE),
            one("cmp", TILE),
            one("val", TILE),
            opt("mask", I1_TILE),
            opt("token", TOKEN),
        ],
        predicates: &[
            TypePredicate::AllShapesMatch(&["pointers", "cmp", "val", "result"]),
            TypePredicate::AllTypesMatch(&["cmp", "val", "result"]),
        ],
        verify: Some(mv::atomic_cas),
        results: &[one("result", TILE), one("result_token", TOKEN)],
        attributes: &[ORDERING, SCOPE],
        format: Some("$memory_ordering_semantics $memory_scope $pointers `,` $cmp `,` $val (`,` $mask^)? (`token` `` `=` `` $token^)? attr-dict `:` custom<CudaTileType>(type($pointers)) `,` custom<CudaTileType>(type($val)) (`,` custom<CudaTileType>(type($mask))^)? `->` custom<CudaTileType>(type($result)) `,` custom<CudaTileType>(type($result_token))"),
        type_relations: &[TypeRelation::same("val", "cmp")],
        result_names: Some(crate::ods_result_names),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.alloca",
        results: &[one("result", SCALAR_PTR)],
        verify: Some(mv::alloca),
        attributes: &[
            NON_NEGATIVE_I64.named("num_elem"),
            NON_NEGATIVE_I64.named("alignment"),
            AttrDecl::optional("global", "unit attribute", AttrKind::Unit),
        ],
        format: Some("`num_elem` `=` $num_elem `,` `alignment` `=` $alignment (`global` $global^)? attr-dict `:` custom<CudaTileType>(type($result))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.print_tko",
        traits: SEGMENTED,
        operands: &[many("args", TILE), opt("token", TOKEN)],
        results: &[one("result_token", TOKEN)],
        attributes: &[AttrDecl::new("str", "string attribute", AttrKind::String)],
        verify: Some(mv::print),
        format: Some("$str (`,` $args^)? (`token` `` `=` `` $token^)? attr-dict (`:` custom<CudaTileType>(type($args))^)? `->` custom<CudaTileType>(type($result_token))"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.assert",
        operands: &[one("condition", I1_TILE)],
        attributes: &[AttrDecl::new("message", "string attribute", AttrKind::String)],
        format: Some("$condition `,` $message attr-dict `:` custom<CudaTileType>(type($condition))"),
        ..OpDef::DEFAULT
    },
];

// ----- views -----

fn parse_make_view(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let tv = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(":")?;
    let loc = p.current_pos();
    let ty = parse_type(p)?;
    let ctx = p.context();
    let name = ctx.op_name_str(state.name).to_string();
    let mnemonic = name.trim_start_matches("cuda_tile.make_");
    let view = types::view_parts(ctx, ty).filter(|_| {
        types::of(ctx, ty).is_some_and(|(n, _)| n.strip_prefix("cuda_tile.") == Some(mnemonic))
    });
    let Some((_, tv_ty)) = view else {
        let text = tileir_ir::printer::type_to_string(ctx, ty);
        return Err(p.error_at(
            loc,
            &format!("expected '{mnemonic}' type, but got '{text}'"),
        ));
    };
    let v = p.resolve_operand(&tv, tv_ty)?;
    state.operands.push(v);
    state.result_types.push(ty);
    Ok(())
}

fn print_make_view(p: &mut dyn AsmPrinter, op: OpId) {
    p.write_str(" ");
    let v = p.body().operand(op, 0);
    p.print_operand(v);
    let attrs = op_attrs(p, op);
    p.print_optional_attr_dict(&attrs, &[]);
    p.write_str(" : ");
    let t = p.body().value_type(p.body().result(op, 0));
    print_type(p, t);
}

/// `[%n, 64]`: dynamic operands in order, static entries checked later.
/// `[4, %n]`: constants and SSA values, each with where it was written
/// (a value stands for a dynamic entry).
fn parse_mixed_list(
    p: &mut dyn AsmParser,
    dynamic: &mut Vec<UnresolvedOperand>,
) -> ParseResult<Vec<(i64, SourcePos)>> {
    p.parse_punct("[")?;
    let mut entries = Vec::new();
    if p.parse_optional_punct("]") {
        return Ok(entries);
    }
    loop {
        let pos = p.current_pos();
        if let Some(o) = p.parse_optional_operand()? {
            dynamic.push(o);
            entries.push((DYNAMIC, pos));
        } else if let Some(v) = p.parse_optional_integer()? {
            entries.push((i64::try_from(v).unwrap_or(i64::MAX), pos));
        } else {
            return Err(p.error("expected either integer or SSA value"));
        }
        if p.parse_optional_punct("]") {
            break;
        }
        p.parse_punct(",")?;
    }
    Ok(entries)
}

/// The written shape or strides against the tensor_view type's.
fn check_mixed_list(
    p: &dyn AsmParser,
    written: &[(i64, SourcePos)],
    declared: &[i64],
    decl_pos: SourcePos,
    name: &str,
) -> ParseResult<()> {
    if written.len() != declared.len() {
        return Err(p.error_at(
            decl_pos,
            &format!(
                "expected {name} declaration to contain {} elements due to tensor_view type, but {} were provided",
                declared.len(),
                written.len()
            ),
        ));
    }
    let spell = |v: i64| {
        if v == DYNAMIC {
            "dynamic".to_string()
        } else {
            v.to_string()
        }
    };
    for (i, (&(got, pos), &want)) in written.iter().zip(declared).enumerate() {
        if got != want {
            return Err(p.error_at(
                pos,
                &format!(
                    "input {name} dimension {i} does not match tensor_view type (expected {}, got {})",
                    spell(want),
                    spell(got)
                ),
            ));
        }
    }
    Ok(())
}

fn parse_make_tensor_view(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let base = p.parse_operand()?;
    p.parse_punct(",")?;
    p.parse_keyword("shape")?;
    p.parse_punct("=")?;
    let (mut shape_ops, mut stride_ops) = (Vec::new(), Vec::new());
    let shape_pos = p.current_pos();
    let shape = parse_mixed_list(p, &mut shape_ops)?;
    p.parse_punct(",")?;
    p.parse_keyword("strides")?;
    p.parse_punct("=")?;
    let strides_pos = p.current_pos();
    let strides = parse_mixed_list(p, &mut stride_ops)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(":")?;
    let first = parse_type(p)?;
    let (index_ty, ty) = if p.parse_optional_punct("->") {
        (Some(first), parse_type(p)?)
    } else {
        (None, first)
    };
    let ctx = p.context();
    let Some((tv_shape, element, tv_strides)) = types::tensor_view_parts(ctx, ty) else {
        let text = tileir_ir::printer::type_to_string(ctx, ty);
        return Err(p.error(&format!("expected 'tensor_view' type, but got '{text}'")));
    };
    let (tv_shape, tv_strides) = (tv_shape.to_vec(), tv_strides.to_vec());
    let base_ty = types::tile(ctx, &[], types::ptr(ctx, element));
    let v = p.resolve_operand(&base, base_ty)?;
    state.operands.push(v);
    check_mixed_list(p, &shape, &tv_shape, shape_pos, "shape")?;
    check_mixed_list(p, &strides, &tv_strides, strides_pos, "stride")?;
    let index_ty =
        index_ty.unwrap_or_else(|| types::tile(p.context(), &[], p.context().int_type(32)));
    for o in shape_ops.iter().chain(&stride_ops) {
        let v = p.resolve_operand(o, index_ty)?;
        state.operands.push(v);
    }
    let sizes = dense_array(
        p.context(),
        32,
        &[1, shape_ops.len() as i64, stride_ops.len() as i64],
    );
    state
        .attributes
        .push(named(p.context(), "operandSegmentSizes", sizes));
    state.result_types.push(ty);
    Ok(())
}

fn print_mixed_list(
    p: &mut dyn AsmPrinter,
    statics: &[i64],
    dynamic: &mut impl Iterator<Item = Value>,
) {
    p.write_str("[");
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if s == DYNAMIC {
            if let Some(v) = dynamic.next() {
                p.print_operand(v);
            }
        } else {
            p.write_str(&s.to_string());
        }
    }
    p.write_str("]");
}

fn print_make_tensor_view(p: &mut dyn AsmPrinter, op: OpId) {
    let operands: Vec<Value> = p.body().operands(op).collect();
    let ty = p.body().value_type(p.body().result(op, 0));
    let (shape, strides) = match types::tensor_view_parts(p.context(), ty) {
        Some((s, _, st)) => (s.to_vec(), st.to_vec()),
        None => (Vec::new(), Vec::new()),
    };
    p.write_str(" ");
    p.print_operand(operands[0]);
    p.write_str(", shape = ");
    let mut dynamic = operands[1..].iter().copied();
    print_mixed_list(p, &shape, &mut dynamic);
    p.write_str(", strides = ");
    print_mixed_list(p, &strides, &mut dynamic);
    let attrs = op_attrs(p, op);
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
    p.write_str(" : ");
    if operands.len() > 1 {
        let t = p.body().value_type(operands[1]);
        print_type(p, t);
        p.write_str(" -> ");
    }
    print_type(p, ty);
}

/// `%v : VIEW -> tile<i32>`: one result per dimension.
fn parse_shape_query(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let src = p.parse_operand()?;
    p.parse_punct(":")?;
    let loc = p.current_pos();
    let src_ty = parse_type(p)?;
    p.parse_punct("->")?;
    let result_ty = parse_type(p)?;
    let ctx = p.context();
    let text = || tileir_ir::printer::type_to_string(ctx, src_ty);
    if ctx.op_name_str(state.name) == "cuda_tile.get_tensor_shape" {
        if !types::is_tensor_view(ctx, src_ty) {
            return Err(p.error_at(loc, &format!("expected tensor_view, got '{}'", text())));
        }
    } else if !types::is_tile_view(ctx, src_ty) {
        return Err(p.error_at(loc, &format!("expected tile view, got '{}'", text())));
    }
    let rank = types::tensor_view_parts(ctx, src_ty)
        .map(|(s, _, _)| s.len())
        .or_else(|| types::view_parts(ctx, src_ty).map(|(s, _)| s.len()))
        .unwrap_or(0);
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    state
        .result_types
        .extend(std::iter::repeat_n(result_ty, rank));
    Ok(())
}

fn print_shape_query(p: &mut dyn AsmPrinter, op: OpId) {
    p.write_str(" ");
    let v = p.body().operand(op, 0);
    p.print_operand(v);
    p.write_str(" : ");
    let t = p.body().value_type(v);
    print_type(p, t);
    p.write_str(" -> ");
    if let Some(r) = p.body().results(op).next() {
        let t = p.body().value_type(r);
        print_type(p, t);
    }
}

// ----- loads and stores through views -----

/// `weak`, `relaxed device`, ...
fn parse_memory(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let pos = p.current_pos();
    let word = p.parse_optional_any_keyword().unwrap_or_default();
    let Some(ordering) = attrs::MEMORY_ORDERING.case_value(&word) else {
        return Err(p.error_at(pos, &format!("invalid memory_ordering_semantics attribute specification. Got \"{word}\" but expect one of: weak, relaxed, acquire, release, acq_rel")));
    };
    let a = enum_attr(p.context(), &attrs::MEMORY_ORDERING, ordering);
    state
        .attributes
        .push(named(p.context(), "memory_ordering_semantics", a));
    for (k, _) in attrs::MEMORY_SCOPE.cases {
        if p.peek_keyword(k) {
            if ordering == 0 {
                return Err(p.error(&format!("operation specifies weak memory ordering semantics, but then provides \"{k}\" scope, expected no memory scope.")));
            }
            p.parse_keyword(k)?;
            let v = attrs::MEMORY_SCOPE.case_value(k).unwrap_or(0);
            let a = enum_attr(p.context(), &attrs::MEMORY_SCOPE, v);
            state.attributes.push(named(p.context(), "memory_scope", a));
            return Ok(());
        }
    }
    // Any other bare word here is a misspelt scope (operands start with `%`).
    let pos = p.current_pos();
    if let Some(word) = p.parse_optional_any_keyword() {
        return Err(p.error_at(pos, &format!("invalid memory_scope attribute specification. Got \"{word}\" but expect one of: tl_blk, device, sys")));
    }
    Ok(())
}

fn print_memory(p: &mut dyn AsmPrinter, attrs_: &[tileir_ir::attributes::NamedAttr]) {
    let ctx = p.context();
    let ordering = find_attr(ctx, attrs_, "memory_ordering_semantics")
        .and_then(|a| enum_value(ctx, a))
        .and_then(|v| attrs::MEMORY_ORDERING.case_name(v));
    let scope = find_attr(ctx, attrs_, "memory_scope")
        .and_then(|a| enum_value(ctx, a))
        .and_then(|v| attrs::MEMORY_SCOPE.case_name(v));
    p.write_str(" ");
    p.write_str(ordering.unwrap_or("weak"));
    if let Some(s) = scope {
        p.write_str(" ");
        p.write_str(s);
    }
}

/// `%view[%i, %j]`.
fn parse_indexed_view(
    p: &mut dyn AsmParser,
) -> ParseResult<(UnresolvedOperand, Vec<UnresolvedOperand>)> {
    let view = p.parse_operand()?;
    p.parse_punct("[")?;
    let mut indices = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            indices.push(p.parse_operand()?);
            if p.parse_optional_punct("]") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    Ok((view, indices))
}

/// ` token = %t`, ` optimization_hints = <...>`, ` attributes {...}`.
fn parse_view_tail(
    p: &mut dyn AsmParser,
    state: &mut OperationState,
) -> ParseResult<Option<UnresolvedOperand>> {
    let mut token = None;
    if p.parse_optional_keyword("token") {
        p.parse_punct("=")?;
        token = Some(p.parse_operand()?);
    }
    if p.parse_optional_keyword("optimization_hints") {
        p.parse_punct("=")?;
        let h = attrs::parse_hints(p, None)?;
        state
            .attributes
            .push(named(p.context(), "optimization_hints", h));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    Ok(token)
}

/// `, IDX` or `, I0, I1`: index types, one for all or one each.
fn parse_index_types(p: &mut dyn AsmParser, n: usize) -> ParseResult<Vec<Type>> {
    let mut types = Vec::new();
    if !p.parse_optional_punct(",") {
        if n == 0 {
            return Ok(types);
        }
        return Err(p.error("index types must be specified when indices are present"));
    }
    let pos = p.current_pos();
    types.push(parse_type(p)?);
    while p.parse_optional_punct(",") {
        types.push(parse_type(p)?);
    }
    if types.len() == 1 {
        // One type for every index (none when there are no indices).
        types = vec![types[0]; n];
    } else if types.len() != n {
        return Err(p.error_at(
            pos,
            &format!("expected {n} index types, got {}", types.len()),
        ));
    }
    Ok(types)
}

fn push_segments(p: &dyn AsmParser, state: &mut OperationState, sizes: &[i64]) {
    let a = dense_array(p.context(), 32, sizes);
    state
        .attributes
        .push(named(p.context(), "operandSegmentSizes", a));
}

fn parse_load_view(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_memory(p, state)?;
    let (view, indices) = parse_indexed_view(p)?;
    let token = parse_view_tail(p, state)?;
    p.parse_punct(":")?;
    let view_ty = parse_type(p)?;
    let index_types = parse_index_types(p, indices.len())?;
    p.parse_punct("->")?;
    let tile_ty = parse_type(p)?;
    p.parse_punct(",")?;
    let token_ty = parse_type(p)?;
    let v = p.resolve_operand(&view, view_ty)?;
    state.operands.push(v);
    for (o, &t) in indices.iter().zip(&index_types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    if let Some(t) = &token {
        let tt = types::token(p.context());
        let v = p.resolve_operand(t, tt)?;
        state.operands.push(v);
    }
    push_segments(p, state, &[1, indices.len() as i64, token.is_some() as i64]);
    state.result_types.push(tile_ty);
    state.result_types.push(token_ty);
    Ok(())
}

fn parse_store_view(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_memory(p, state)?;
    let tile = p.parse_operand()?;
    p.parse_punct(",")?;
    let (view, indices) = parse_indexed_view(p)?;
    let token = parse_view_tail(p, state)?;
    p.parse_punct(":")?;
    let tile_ty = parse_type(p)?;
    p.parse_punct(",")?;
    let view_ty = parse_type(p)?;
    let index_types = parse_index_types(p, indices.len())?;
    p.parse_punct("->")?;
    let token_ty = parse_type(p)?;
    let v = p.resolve_operand(&tile, tile_ty)?;
    state.operands.push(v);
    let v = p.resolve_operand(&view, view_ty)?;
    state.operands.push(v);
    for (o, &t) in indices.iter().zip(&index_types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    if let Some(t) = &token {
        let tt = types::token(p.context());
        let v = p.resolve_operand(t, tt)?;
        state.operands.push(v);
    }
    push_segments(
        p,
        state,
        &[1, 1, indices.len() as i64, token.is_some() as i64],
    );
    state.result_types.push(token_ty);
    Ok(())
}

/// The operand groups of a segmented op.
fn segments(r: OpRef<'_>) -> Vec<usize> {
    let Some(a) = r.body.attr_static(r.ctx, r.op, "operandSegmentSizes") else {
        return Vec::new();
    };
    tileir_ir::format::dense_array_values(r.ctx, a)
        .unwrap_or_default()
        .into_iter()
        .map(|v| v.max(0) as usize)
        .collect()
}

fn print_view_access(
    p: &mut dyn AsmPrinter,
    op: OpId,
    view: Value,
    indices: &[Value],
    token: Option<Value>,
) {
    p.print_operand(view);
    p.write_str("[");
    p.print_operands(indices);
    p.write_str("]");
    if let Some(t) = token {
        p.write_str(" token = ");
        p.print_operand(t);
    }
    let attrs_ = op_attrs(p, op);
    if let Some(h) = find_attr(p.context(), &attrs_, "optimization_hints") {
        p.write_str(" optimization_hints = ");
        attrs::print_hints(p, h);
    }
    p.print_optional_attr_dict_with_keyword(
        &attrs_,
        &[
            "memory_ordering_semantics",
            "memory_scope",
            "optimization_hints",
            "operandSegmentSizes",
        ],
    );
}

fn print_index_types(p: &mut dyn AsmPrinter, indices: &[Value]) {
    let types: Vec<Type> = indices.iter().map(|&v| p.body().value_type(v)).collect();
    if types.is_empty() {
        return;
    }
    if types.iter().all(|&t| t == types[0]) {
        p.write_str(", ");
        print_type(p, types[0]);
    } else {
        for &t in &types {
            p.write_str(", ");
            print_type(p, t);
        }
    }
}

fn split_view_operands(
    p: &dyn AsmPrinter,
    op: OpId,
    fixed: usize,
) -> (Vec<Value>, Vec<Value>, Option<Value>) {
    let r = OpRef {
        ctx: p.context(),
        body: p.body(),
        op,
    };
    let operands: Vec<Value> = p.body().operands(op).collect();
    let seg = segments(r);
    let n_index = seg.get(fixed).copied().unwrap_or(0);
    let head = operands[..fixed.min(operands.len())].to_vec();
    let indices = operands
        .get(fixed..fixed + n_index)
        .map(|s| s.to_vec())
        .unwrap_or_default();
    let token = operands.get(fixed + n_index).copied();
    (head, indices, token)
}

fn print_load_view(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs_ = op_attrs(p, op);
    print_memory(p, &attrs_);
    let (head, indices, token) = split_view_operands(p, op, 1);
    p.write_str(" ");
    print_view_access(p, op, head[0], &indices, token);
    p.write_str(" : ");
    let t = p.body().value_type(head[0]);
    print_type(p, t);
    print_index_types(p, &indices);
    p.write_str(" -> ");
    let results: Vec<Type> = p
        .body()
        .results(op)
        .map(|v| p.body().value_type(v))
        .collect();
    for (i, &t) in results.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_type(p, t);
    }
}

fn print_store_view(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs_ = op_attrs(p, op);
    print_memory(p, &attrs_);
    let (head, indices, token) = split_view_operands(p, op, 2);
    p.write_str(" ");
    p.print_operand(head[0]);
    p.write_str(", ");
    print_view_access(p, op, head[1], &indices, token);
    p.write_str(" : ");
    let t = p.body().value_type(head[0]);
    print_type(p, t);
    p.write_str(", ");
    let t = p.body().value_type(head[1]);
    print_type(p, t);
    print_index_types(p, &indices);
    p.write_str(" -> ");
    let t = p.body().value_type(p.body().result(op, 0));
    print_type(p, t);
}

/// `relaxed device %view[%i, %j], addf, %value [token = %t] : VALUE, VIEW, IDX -> token`.
/// atomic_red_view_tko's own `ordering [scope]`: any scope after any
/// ordering (the verifier restricts both).
fn parse_red_memory(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    let pos = p.current_pos();
    let word = p.parse_optional_any_keyword().unwrap_or_default();
    let Some(ordering) = attrs::MEMORY_ORDERING.case_value(&word) else {
        return Err(p.error_at(pos, &format!("invalid memory_ordering_semantics: '{word}'; expected one of: weak, relaxed, acquire, release, acq_rel")));
    };
    let a = enum_attr(p.context(), &attrs::MEMORY_ORDERING, ordering);
    state
        .attributes
        .push(named(p.context(), "memory_ordering_semantics", a));
    let pos = p.current_pos();
    if let Some(word) = p.parse_optional_any_keyword() {
        let Some(scope) = attrs::MEMORY_SCOPE.case_value(&word) else {
            return Err(p.error_at(
                pos,
                &format!("invalid memory_scope: '{word}'; expected one of: tl_blk, device, sys"),
            ));
        };
        let a = enum_attr(p.context(), &attrs::MEMORY_SCOPE, scope);
        state.attributes.push(named(p.context(), "memory_scope", a));
    }
    Ok(())
}

fn parse_atomic_red_view(p: &mut dyn AsmParser, state: &mut OperationState) -> ParseResult<()> {
    parse_red_memory(p, state)?;
    let (view, indices) = parse_indexed_view(p)?;
    p.parse_punct(",")?;
    let pos = p.current_pos();
    let word = p.parse_optional_any_keyword().unwrap_or_default();
    let Some(mode) = attrs::ATOMIC_RMW_MODE.case_value(&word) else {
        return Err(p.error_at(pos, &format!("unknown atomic RMW mode: '{word}'")));
    };
    let a = enum_attr(p.context(), &attrs::ATOMIC_RMW_MODE, mode);
    state.attributes.push(named(p.context(), "mode", a));
    p.parse_punct(",")?;
    let value = p.parse_operand()?;
    let token = parse_view_tail(p, state)?;
    p.parse_punct(":")?;
    let value_ty = parse_type(p)?;
    p.parse_punct(",")?;
    let view_ty = parse_type(p)?;
    let index_types = parse_index_types(p, indices.len())?;
    p.parse_punct("->")?;
    let token_ty = parse_type(p)?;
    let v = p.resolve_operand(&view, view_ty)?;
    state.operands.push(v);
    for (o, &t) in indices.iter().zip(&index_types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    let v = p.resolve_operand(&value, value_ty)?;
    state.operands.push(v);
    if let Some(t) = &token {
        let tt = types::token(p.context());
        let v = p.resolve_operand(t, tt)?;
        state.operands.push(v);
    }
    push_segments(
        p,
        state,
        &[1, indices.len() as i64, 1, token.is_some() as i64],
    );
    state.result_types.push(token_ty);
    Ok(())
}

fn print_atomic_red_view(p: &mut dyn AsmPrinter, op: OpId) {
    let attrs_ = op_attrs(p, op);
    print_memory(p, &attrs_);
    let (head, indices, _) = split_view_operands(p, op, 1);
    let operands: Vec<Value> = p.body().operands(op).collect();
    let value = operands.get(1 + indices.len()).copied();
    let token = operands.get(2 + indices.len()).copied();
    p.write_str(" ");
    p.print_operand(head[0]);
    p.write_str("[");
    p.print_operands(&indices);
    p.write_str("], ");
    let ctx = p.context();
    let mode = find_attr(ctx, &attrs_, "mode")
        .and_then(|a| enum_value(ctx, a))
        .and_then(|v| attrs::ATOMIC_RMW_MODE.case_name(v))
        .unwrap_or("add");
    p.write_str(mode);
    p.write_str(", ");
    if let Some(v) = value {
        p.print_operand(v);
    }
    if let Some(t) = token {
        p.write_str(" token = ");
        p.print_operand(t);
    }
    p.print_optional_attr_dict_with_keyword(
        &attrs_,
        &[
            "memory_ordering_semantics",
            "memory_scope",
            "mode",
            "operandSegmentSizes",
        ],
    );
    p.write_str(" : ");
    if let Some(v) = value {
        let t = p.body().value_type(v);
        print_type(p, t);
    }
    p.write_str(", ");
    let t = p.body().value_type(head[0]);
    print_type(p, t);
    print_index_types(p, &indices);
    p.write_str(" -> ");
    let t = p.body().value_type(p.body().result(op, 0));
    print_type(p, t);
}
