//! Shared pieces of dialect definitions: type constraints with MLIR's
//! summaries, attribute kinds, dialect-stored enums, and small helpers for
//! verifiers.

use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::context::Context;
use tileir_ir::dialect::{AttrKind, EnumDef, EnumSpelling, EnumStorage, OpRef, TypeConstraint};
use tileir_ir::types::{Signedness, Type, TypeData};

// ----- type predicates -----

pub fn element_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. } => *element,
        _ => t,
    }
}

fn is_container(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

pub fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

pub fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

pub fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

pub fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// `t` or a vector/tensor of `t` satisfies `pred`.
fn like(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    if is_container(ctx, t) {
        pred(ctx, element_type(ctx, t))
    } else {
        pred(ctx, t)
    }
}

fn int_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || is_index(ctx, t)
}

pub fn signless_integer_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, int_or_index)
}
pub fn fixed_width_integer_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_signless_int)
}
pub fn float_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_float)
}
pub fn bool_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_i1)
}
pub fn int_or_float_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, |c, t| int_or_index(c, t) || is_float(c, t))
}
fn any(_: &Context, _: Type) -> bool {
    true
}

pub const SIGNLESS_INTEGER_LIKE: TypeConstraint =
    TypeConstraint::new("signless-integer-like", signless_integer_like);
pub const FIXED_WIDTH_INTEGER_LIKE: TypeConstraint = TypeConstraint::new(
    "signless-fixed-width-integer-like",
    fixed_width_integer_like,
);
pub const FLOAT_LIKE: TypeConstraint = TypeConstraint::new("floating-point-like", float_like);
pub const BOOL_LIKE: TypeConstraint = TypeConstraint::new("bool-like", bool_like);
pub const INDEX: TypeConstraint = TypeConstraint::buildable("index", is_index, |c| c.index_type());
pub const I1: TypeConstraint =
    TypeConstraint::buildable("1-bit signless integer", is_i1, |c| c.int_type(1));
pub const I32: TypeConstraint = TypeConstraint::buildable(
    "32-bit signless integer",
    |c, t| {
        matches!(
            c.type_data(t),
            TypeData::Integer {
                width: 32,
                signedness: Signedness::Signless
            }
        )
    },
    |c| c.int_type(32),
);
pub const SIGNLESS_INTEGER: TypeConstraint =
    TypeConstraint::new("signless integer", is_signless_int);
pub const ANY_INTEGER: TypeConstraint = TypeConstraint::new("integer", |c, t| {
    matches!(c.type_data(t), TypeData::Integer { .. })
});
pub const ANY: TypeConstraint = TypeConstraint::new("any type", any);

// ----- declaration shorthands -----

pub use tileir_ir::dialect::{any_many, any_one, many, one, opt};

pub const I64_KIND: AttrKind = AttrKind::Typed(|c| c.int_type(64));
pub const I32_KIND: AttrKind = AttrKind::Typed(|c| c.int_type(32));
pub const INDEX_KIND: AttrKind = AttrKind::Typed(|c| c.index_type());
pub const BOOL_KIND: AttrKind = AttrKind::Typed(|c| c.int_type(1));

// ----- helpers for verifiers -----

/// A type as MLIR prints it inside diagnostics.
pub fn type_str(ctx: &Context, t: Type) -> String {
    tileir_ir::printer::type_to_string(ctx, t)
}

pub fn list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|&t| type_str(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The shape of a vector/tensor type (None for scalars and unranked types).
pub fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, .. }
        | TypeData::RankedTensor { shape, .. }
        | TypeData::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// `t` with its element type replaced by `elem` (scalars become `elem`).
pub fn with_element(ctx: &Context, t: Type, elem: Type) -> Type {
    match ctx.type_data(t).clone() {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape,
            scalable,
            element: elem,
        }),
        TypeData::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeData::RankedTensor {
            shape,
            element: elem,
            encoding,
        }),
        TypeData::UnrankedTensor { .. } => {
            ctx.intern_type(TypeData::UnrankedTensor { element: elem })
        }
        _ => elem,
    }
}

pub fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// The type of a typed attribute (integer, float, elements, bool).
pub fn attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, .. }
        | AttrData::WideInteger { ty, .. }
        | AttrData::Float { ty, .. } => Some(*ty),
        AttrData::Bool(_) => Some(ctx.int_type(1)),
        AttrData::DenseElements { ty, .. }
        | AttrData::DenseResource { ty, .. }
        | AttrData::SparseElements { ty, .. } => Some(*ty),
        AttrData::String { ty, .. } => *ty,
        _ => None,
    }
}

/// The parent op of `r.op`, with its name.
pub fn parent(r: OpRef<'_>) -> Option<(tileir_ir::ids::OpId, &str)> {
    let p = r.body.parent_op(r.op)?;
    Some((p, r.ctx.op_name_str(r.body.op_name(p))))
}

pub fn op_name<'a>(r: OpRef<'a>) -> &'a str {
    r.ctx.op_name_str(r.body.op_name(r.op))
}

pub fn err(r: OpRef<'_>, msg: impl Into<String>) -> tileir_ir::diag::Diagnostic {
    tileir_ir::diag::Diagnostic::error(
        r.body.op_loc(r.op),
        format!("'{}' op {}", op_name(r), msg.into()),
    )
}

/// Inherent or discardable attribute `name` of the op.
pub fn attr(r: OpRef<'_>, name: &'static str) -> Option<Attribute> {
    r.body.attr_static(r.ctx, r.op, name)
}

/// The callee a call names by its `callee` flat symbol reference, or
/// MLIR's error when it has none (`CallOp::verifySymbolUses`).
pub fn flat_callee<'a>(r: OpRef<'a>) -> Result<&'a str, tileir_ir::diag::Diagnostic> {
    let ctx = r.ctx;
    attr(r, "callee")
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.str(*root)),
            _ => None,
        })
        .ok_or_else(|| err(r, "requires a 'callee' symbol reference attribute"))
}

pub fn string_of(ctx: &Context, a: Attribute) -> Option<String> {
    ctx.string_value(a)
}

/// An SSA argument (`%x`, with no type or location) that must be there.
pub(crate) fn parse_required_argument(
    p: &mut dyn tileir_ir::asm::AsmParser,
) -> tileir_ir::asm::ParseResult<tileir_ir::asm::Argument> {
    match p.parse_optional_argument(false, false)? {
        Some(a) => Ok(a),
        None => Err(p.error("expected SSA operand")),
    }
}

/// The fold of a constant op (`arith.constant`, `func.constant`): its
/// `value` attribute.
pub fn fold_to_value(
    r: OpRef<'_>,
    _: &[Option<Attribute>],
) -> Option<smallvec::SmallVec<[tileir_ir::fold::FoldResult; 1]>> {
    Some(smallvec::smallvec![tileir_ir::fold::FoldResult::Attr(
        attr(r, "value")?
    )])
}

/// A dialect inliner that lets every op of the dialect be inlined into any
/// region (MLIR's `isLegalToInline(Operation *, Region *, ...)` returning
/// true) and answers no to the rest; `regions` says whether bodies may be
/// inlined into regions of the dialect's ops as well.
pub const fn inline_ops(regions: bool) -> tileir_ir::call::DialectInliner {
    tileir_ir::call::DialectInliner {
        legal_call: |_, _, _| false,
        legal_region: if regions { |_| true } else { |_| false },
        legal_op: |_, _| true,
        terminator_to_branch: None,
        terminator_values: None,
    }
}

/// An enum stored as the dialect's own attribute `name`
/// (`#dialect.mnemonic<case>`), its cases spelled as keywords.
pub const fn dialect_enum(name: &'static str, cases: &'static [(&'static str, i64)]) -> EnumDef {
    EnumDef {
        name,
        cases,
        bit: false,
        separator: "",
        storage: EnumStorage::Dialect(name),
        spelling: EnumSpelling::Unnamed,
    }
}

/// The `AttrDef` of an enum attribute written `<case>` after its mnemonic.
macro_rules! angled_enum_attr {
    ($mnemonic:literal, $def:expr) => {
        ::tileir_ir::dialect::AttrDef {
            mnemonic: $mnemonic,
            format: Some("`<` $value `>`"),
            params: &[::tileir_ir::dialect::ParamDecl::new(
                "value",
                ::tileir_ir::dialect::ParamKind::Enum(&$def),
            )],
            ..::tileir_ir::dialect::AttrDef::DEFAULT
        }
    };
}

/// The `AttrDef` of an enum attribute written as the bare case after its
/// mnemonic, with upstream's ODS class name.
macro_rules! bare_enum_attr {
    ($mnemonic:literal, $def:expr, $ods:literal) => {
        ::tileir_ir::dialect::AttrDef {
            mnemonic: $mnemonic,
            ods_name: $ods,
            format: Some("$value"),
            params: &[::tileir_ir::dialect::ParamDecl::new(
                "value",
                ::tileir_ir::dialect::ParamKind::Enum(&$def),
            )],
            ..::tileir_ir::dialect::AttrDef::DEFAULT
        }
    };
}

pub(crate) use {angled_enum_attr, bare_enum_attr};
