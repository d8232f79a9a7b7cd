//! The gpu dialect's subgroup matrix ops (upstream `GPUOps.td`,
//! `GPUBase.td`, `GPUDialect.cpp`): the `!gpu.mma_matrix<RxCxT, "XOp">`
//! type, the `#gpu<mma_element_wise>` enum and the `subgroup_mma_*` ops
//! with their verifiers.

use crate::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::Interfaces;
use tileir_ir::dialect::{
    AttrDecl, AttrDef, AttrKind, EnumDef, EnumSpelling, EnumStorage, NamedTypes, OpDef, OpRef,
    ParamDecl, ParamKind, Traits, TypeClass, TypeConstraint, TypeDef, TypePredicate, TypeRelation,
};
use tileir_ir::effects::{EffectDecl, EffectKind, EffectOn};
use tileir_ir::format::dialect_type;
use tileir_ir::types::{FloatKind, Param, Signedness, Type, TypeData};
use tileir_ir::Context;

pub static ELEMENTWISE: EnumDef = EnumDef {
    name: "gpu.mma_element_wise",
    cases: &[
        ("addf", 0),
        ("mulf", 1),
        ("subf", 2),
        ("maxf", 3),
        ("minf", 4),
        ("divf", 5),
        ("addi", 6),
        ("muli", 7),
        ("subi", 8),
        ("divs", 9),
        ("divu", 10),
        ("negatef", 11),
        ("negates", 12),
        ("extf", 13),
    ],
    bit: false,
    separator: "",
    storage: EnumStorage::Dialect("gpu.mma_element_wise"),
    spelling: EnumSpelling::Generated("::mlir::gpu::MMAElementwiseOp"),
};

pub const ATTRS: [AttrDef; 1] = [AttrDef {
    mnemonic: "mma_element_wise",
    ods_name: "MMAElementWiseAttr",
    format: Some("$value"),
    params: &[ParamDecl::new("value", ParamKind::Enum(&ELEMENTWISE))],
    ..AttrDef::DEFAULT
}];

const OPERANDS: [&str; 3] = ["AOp", "BOp", "COp"];

/// `<16x16xf16, "AOp">`: exactly two dimensions, then the operand role.
/// Checked once parsed, at the mnemonic, in upstream's order (role, rank,
/// element type).
fn parse_mma_matrix(p: &mut dyn AsmParser) -> ParseResult<Type> {
    let name_pos = p.name_pos();
    p.parse_punct("<")?;
    let shape = p.parse_dimension_list(false)?;
    let element = p.parse_type()?;
    p.parse_punct(",")?;
    let Some(role) = p.parse_optional_string()? else {
        return Err(p.error("expected string"));
    };
    p.parse_punct(">")?;
    let role = String::from_utf8_lossy(&role).into_owned();
    if !OPERANDS.contains(&role.as_str()) {
        return Err(p.error_at(name_pos, "operand expected to be one of AOp, BOp or COp"));
    }
    if shape.len() != 2 {
        return Err(p.error_at(name_pos, "MMAMatrixType must have exactly two dimensions"));
    }
    if !valid_element(p.context(), element) {
        return Err(p.error_at(
            name_pos,
            "MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64",
        ));
    }
    Ok(dialect_type(
        p.context(),
        "gpu.mma_matrix",
        vec![
            Param::Shape(shape.into()),
            Param::Type(element),
            Param::String(role.into()),
        ],
    ))
}

fn print_mma_matrix(p: &mut dyn AsmPrinter, t: Type) {
    let Some((shape, element, role)) = mma_matrix(p.context(), t) else {
        return;
    };
    p.write_str("<");
    for d in &shape {
        p.write_str(&format!("{d}x"));
    }
    p.print_type(element);
    p.write_str(", ");
    p.print_string(role.as_bytes());
    p.write_str(">");
}

pub const TYPES: [TypeDef; 1] = [TypeDef {
    mnemonic: "mma_matrix",
    parse: Some(parse_mma_matrix),
    print: Some(print_mma_matrix),
    params: &[
        ParamDecl::new("shape", ParamKind::Shape),
        ParamDecl::new("elementType", ParamKind::Type),
        ParamDecl::new("operand", ParamKind::String),
    ],
    ..TypeDef::DEFAULT
}];

/// An mma matrix type's shape, element type and operand role.
fn mma_matrix(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, String)> {
    let TypeData::Dialect(d) = ctx.type_data(t) else {
        return None;
    };
    if ctx.str(d.name) != "gpu.mma_matrix" {
        return None;
    }
    match &d.params[..] {
        [Param::Shape(s), Param::Type(e), Param::String(r)] => {
            Some((s.to_vec(), *e, r.to_string()))
        }
        _ => None,
    }
}

// ----- element kinds -----

fn int_of(ctx: &Context, t: Type, width: u32, sign: Signedness) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: w, signedness } if *w == width && *signedness == sign)
}
fn float_of(ctx: &Context, t: Type, kind: FloatKind) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(k) if *k == kind)
}
fn si8(c: &Context, t: Type) -> bool {
    int_of(c, t, 8, Signedness::Signed)
}
fn ui8(c: &Context, t: Type) -> bool {
    int_of(c, t, 8, Signedness::Unsigned)
}
fn i8(c: &Context, t: Type) -> bool {
    int_of(c, t, 8, Signedness::Signless)
}
fn i32(c: &Context, t: Type) -> bool {
    int_of(c, t, 32, Signedness::Signless)
}
fn f16(c: &Context, t: Type) -> bool {
    float_of(c, t, FloatKind::F16)
}
fn f32(c: &Context, t: Type) -> bool {
    float_of(c, t, FloatKind::F32)
}
fn f64(c: &Context, t: Type) -> bool {
    float_of(c, t, FloatKind::F64)
}

fn matrix_of(c: &Context, t: Type, ok: fn(&Context, Type) -> bool) -> bool {
    mma_matrix(c, t).is_some_and(|(_, e, _)| ok(c, e))
}

const MMA_MATRIX: TypeConstraint =
    TypeConstraint::new("MMAMatrix type", |c, t| mma_matrix(c, t).is_some());
const STORE_SOURCE: TypeConstraint = TypeConstraint::new(
    "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values",
    |c, t| {
        matrix_of(c, t, |c, e| {
            si8(c, e) || ui8(c, e) || i32(c, e) || f16(c, e) || f32(c, e) || f64(c, e)
        })
    },
);
const AB_OPERAND: TypeConstraint = TypeConstraint::new(
    "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float or 64-bit float values",
    |c, t| matrix_of(c, t, |c, e| si8(c, e) || ui8(c, e) || f16(c, e) || f32(c, e) || f64(c, e)),
);
const C_OPERAND: TypeConstraint = TypeConstraint::new(
    "gpu.mma_matrix of 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values",
    |c, t| matrix_of(c, t, |c, e| i32(c, e) || f16(c, e) || f32(c, e) || f64(c, e)),
);
const CONSTANT_VALUE: TypeConstraint = TypeConstraint::new(
    "8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float",
    |c, t| si8(c, t) || ui8(c, t) || i32(c, t) || f16(c, t) || f32(c, t),
);
const INT_OR_FLOAT: TypeConstraint = TypeConstraint::new("Integer or Float", |c, t| {
    matches!(
        c.type_data(t),
        TypeData::Integer { .. } | TypeData::Float(_)
    )
});
/// `GPU_MMAMemRef`: a memref of the mma element types or of rank-1 vectors
/// of them.
const MMA_MEMREF: TypeConstraint = TypeConstraint::new(
    "memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values",
    |c, t| {
        let scalar = |c: &Context, e: Type| i8(c, e) || i32(c, e) || f16(c, e) || f32(c, e) || f64(c, e);
        match c.type_data(t) {
            TypeData::MemRef { element, .. } => {
                scalar(c, *element)
                    || matches!(c.type_data(*element), TypeData::Vector { shape, element, .. }
                        if shape.len() == 1 && scalar(c, *element))
            }
            _ => false,
        }
    },
)
    .of_class(TypeClass::MemRef);

// ----- predicates -----

fn element_matches(c: &Context, t: &NamedTypes<'_>, value: &str, matrix: &str) -> bool {
    match (t.get(value).first(), t.get(matrix).first()) {
        (Some(&v), Some(&m)) => mma_matrix(c, m).is_none_or(|(_, e, _)| e == v),
        _ => true,
    }
}

const CONSTANT_ELEMENT: TypePredicate = TypePredicate::Custom {
    summary: "value type matches element type of mma_matrix",
    check: |c, t| element_matches(c, t, "value", "res"),
};
const EXTRACT_ELEMENT: TypePredicate = TypePredicate::Custom {
    summary: "value type matches element type of mma_matrix",
    check: |c, t| element_matches(c, t, "res", "matrix"),
};
const INSERT_ELEMENT: TypePredicate = TypePredicate::Custom {
    summary: "value type matches element type of mma_matrix",
    check: |c, t| element_matches(c, t, "value", "matrix"),
};

// ----- verifiers -----

fn plain(r: OpRef<'_>, msg: &str) -> Diagnostic {
    Diagnostic::error(r.body.op_loc(r.op), msg.to_string())
}

/// Whether a memref's innermost dimension has unit stride (identity layout
/// or a strided layout whose last stride is 1).
fn last_dim_unit_stride(ctx: &Context, t: Type) -> bool {
    let TypeData::MemRef { layout, .. } = ctx.type_data(t) else {
        return true;
    };
    let Some(layout) = layout else {
        return true;
    };
    let text = tileir_ir::printer::attr_to_string(ctx, *layout);
    match text.strip_prefix("strided<[") {
        Some(rest) => rest
            .split(']')
            .next()
            .and_then(|s| s.rsplit(',').next())
            .is_none_or(|last| last.trim() == "1" || last.trim().is_empty()),
        None => true,
    }
}

fn verify_load(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let src = r.body.value_type(r.body.operand(r.op, 0));
    if !last_dim_unit_stride(r.ctx, src) {
        return Err(plain(
            r,
            "expected source memref most minor dim must have unit stride",
        ));
    }
    Ok(())
}

fn verify_store(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let src = r.body.value_type(r.body.operand(r.op, 0));
    let dst = r.body.value_type(r.body.operand(r.op, 1));
    if !last_dim_unit_stride(r.ctx, dst) {
        return Err(plain(
            r,
            "expected destination memref most minor dim must have unit stride",
        ));
    }
    if mma_matrix(r.ctx, src).is_some_and(|(_, _, role)| role != "COp") {
        return Err(plain(
            r,
            "expected the operand matrix being stored to have 'COp' operand type",
        ));
    }
    Ok(())
}

fn verify_compute(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let m = |i| mma_matrix(r.ctx, r.body.value_type(r.body.operand(r.op, i)));
    let (Some(a), Some(b), Some(c)) = (m(0), m(1), m(2)) else {
        return Ok(());
    };
    if a.2 != "AOp" || b.2 != "BOp" || c.2 != "COp" {
        return Err(plain(r, "operands must be in the order AOp, BOp, COp"));
    }
    let (a, b, c) = (&a.0, &b.0, &c.0);
    if a[1] != b[0] || a[0] != c[0] || b[1] != c[1] {
        return Err(plain(r, "operand shapes do not satisfy matmul constraints"));
    }
    Ok(())
}

const INDEX_ATTR: &str = "index attribute";

/// The ops of this module; `gpu.rs` lists them after its own.
pub const OPS: [OpDef; 7] = [
    OpDef {
        name: "gpu.subgroup_mma_load_matrix",
        operands: &[one("srcMemref", MMA_MEMREF), many("indices", INDEX)],
        results: &[one("res", MMA_MATRIX)],
        attributes: &[
            AttrDecl::new("leadDimension", INDEX_ATTR, INDEX_KIND).checked(is_index_attr),
            AttrDecl::optional("transpose", "unit attribute", AttrKind::Unit),
        ],
        format: Some("$srcMemref`[`$indices`]` attr-dict `:` type($srcMemref) `->` type($res)"),
        verify: Some(verify_load),
        interfaces: Interfaces::effects(&[EffectDecl::new(EffectKind::Read, EffectOn::Operand(0))]),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.subgroup_mma_store_matrix",
        operands: &[
            one("src", STORE_SOURCE),
            one("dstMemref", MMA_MEMREF),
            many("indices", INDEX),
        ],
        attributes: &[
            AttrDecl::new("leadDimension", INDEX_ATTR, INDEX_KIND).checked(is_index_attr),
            AttrDecl::optional("transpose", "unit attribute", AttrKind::Unit),
        ],
        format: Some(
            "$src`,` $dstMemref`[`$indices`]` attr-dict `:` type($src)`,` type($dstMemref)",
        ),
        verify: Some(verify_store),
        interfaces: Interfaces::effects(&[EffectDecl::new(EffectKind::Write, EffectOn::Operand(1))]),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.subgroup_mma_compute",
        traits: Traits::PURE,
        operands: &[
            one("opA", AB_OPERAND),
            one("opB", AB_OPERAND),
            one("opC", C_OPERAND),
        ],
        results: &[one("res", MMA_MATRIX)],
        attributes: &[
            AttrDecl::optional("a_transpose", "unit attribute", AttrKind::Unit),
            AttrDecl::optional("b_transpose", "unit attribute", AttrKind::Unit),
        ],
        format: Some("$opA`,` $opB`,` $opC attr-dict `:` type($opA)`,` type($opB) `->` type($res)"),
        predicates: &[TypePredicate::AllTypesMatch(&["opC", "res"])],
        type_relations: &[TypeRelation::same("res", "opC")],
        verify: Some(verify_compute),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.subgroup_mma_constant_matrix",
        traits: Traits::PURE,
        operands: &[one("value", CONSTANT_VALUE)],
        results: &[one("res", MMA_MATRIX)],
        format: Some("$value attr-dict `:` type($res)"),
        predicates: &[CONSTANT_ELEMENT],
        type_relations: &[TypeRelation {
            from: "res",
            to: "value",
            transform: Some(|c, t| mma_matrix(c, t).map_or(t, |(_, e, _)| e)),
        }],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.subgroup_mma_elementwise",
        traits: Traits::PURE,
        operands: &[many("args", MMA_MATRIX)],
        results: &[one("res", MMA_MATRIX)],
        attributes: &[AttrDecl::new(
            "opType",
            "elementwise operation to apply to mma matrix",
            AttrKind::Dialect("gpu.mma_element_wise"),
        )],
        format: Some("$opType $args attr-dict `:` functional-type($args, $res)"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.subgroup_mma_extract_thread_local",
        traits: Traits::PURE,
        operands: &[one("matrix", MMA_MATRIX), many("indices", INDEX)],
        results: &[one("res", INT_OR_FLOAT)],
        format: Some("$matrix`[`$indices`]` attr-dict `:` type($matrix) `->` type($res)"),
        predicates: &[EXTRACT_ELEMENT],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "gpu.subgroup_mma_insert_thread_local",
        traits: Traits::PURE,
        operands: &[
            one("value", INT_OR_FLOAT),
            one("matrix", MMA_MATRIX),
            many("indices", INDEX),
        ],
        results: &[one("res", MMA_MATRIX)],
        format: Some(
            "$value`,` $matrix`[`$indices`]` attr-dict `:` type($value)`,` type($matrix) `->` type($res)",
        ),
        predicates: &[INSERT_ELEMENT],
        ..OpDef::DEFAULT
    },
];

fn is_index_attr(ctx: &Context, a: tileir_ir::attributes::Attribute) -> bool {
    matches!(ctx.attr_data(a), tileir_ir::AttrData::Integer { ty, .. } if is_index(ctx, *ty))
}

/// Upstream's `MMAMatrixType::isValidElementType`: 32-bit integers of any
/// signedness, signed or unsigned 8-bit ones, f16, f32, f64.
fn valid_element(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Integer {
            width, signedness, ..
        } => *width == 32 || (*width == 8 && *signedness != Signedness::Signless),
        TypeData::Float(k) => matches!(k, FloatKind::F16 | FloatKind::F32 | FloatKind::F64),
        _ => false,
    }
}
