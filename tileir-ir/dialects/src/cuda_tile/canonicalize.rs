//! The folders and canonicalization patterns of cuda_tile's ops, with the
//! behaviour of NVIDIA's `CudaTile.cpp` and `OpsCanonicalization.td`.
//!
//! [`with_hooks`] attaches them to the op table (the op families' tables
//! stay about syntax and verification); the patterns themselves live in
//! the modules they belong to: [`crate::cuda_tile::canonicalize`] holds the
//! arithmetic ones.

use tileir_ir::attributes::{Location, NamedAttr};
use tileir_ir::body::OperationState;
use tileir_ir::dialect::{OpDef, RewritePattern};
use tileir_ir::ids::{OpId, Value};
use tileir_ir::rewriter::Rewriter;
use tileir_ir::types::Type;

/// `def` with the folder and canonicalization patterns of its op, if any.
pub(super) const fn with_hooks(mut def: OpDef) -> OpDef {
    if str_eq(def.name, "cuda_tile.addf") {
        def.interfaces.canonicalization_patterns = ADDF_PATTERNS;
    }
    def
}

/// `a == b`, usable in constants.
const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

// ----- helpers the patterns share -----

/// Whether `op` is named `name`.
pub fn is_op(rw: &Rewriter<'_>, op: OpId, name: &str) -> bool {
    rw.ctx.op_name_str(rw.body().op_name(op)) == name
}

/// The op defining `v` if it is named `name`.
pub fn defined_by(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    rw.body().defining_op(v).filter(|&d| is_op(rw, d, name))
}

/// The attributes of `op` named in `names` that it has.
pub fn attrs_named(rw: &Rewriter<'_>, op: OpId, names: &[&'static str]) -> Vec<NamedAttr> {
    names
        .iter()
        .filter_map(|&n| {
            rw.body().attr_static(rw.ctx, op, n).map(|value| NamedAttr {
                name: rw.ctx.static_symbol(n),
                value,
            })
        })
        .collect()
}

/// Creates `name(operands) {attrs} : result_ty` at the rewriter's
/// insertion point; returns the op.
pub fn build(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[Value],
    result_ty: Type,
    attrs: Vec<NamedAttr>,
) -> OpId {
    let mut state = OperationState::new(rw.ctx.op_name(name), loc);
    state.operands.extend_from_slice(operands);
    state.result_types.push(result_ty);
    state.attributes.extend(attrs);
    rw.create(state)
}

// ----- addf -----

static ADDF_PATTERNS: &[RewritePattern] = &[RewritePattern::new(
    "cuda_tile::AddFOp::canonicalize",
    addf_mul_to_lhs,
)];

/// `addf c, mulf(a, b)` -> `addf mulf(a, b), c` (a product on the left is
/// what FMA fusion looks for); not when both sides are products.
fn addf_mul_to_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (lhs, rhs) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    if defined_by(rw, rhs, "cuda_tile.mulf").is_none()
        || defined_by(rw, lhs, "cuda_tile.mulf").is_some()
    {
        return false;
    }
    rw.set_insertion_point_before(op);
    let loc = rw.body().op_loc(op);
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let attrs = attrs_named(rw, op, &["rounding_mode", "flush_to_zero"]);
    let new = build(rw, "cuda_tile.addf", loc, &[rhs, lhs], ty, attrs);
    let v = rw.body().result(new, 0);
    rw.replace_op(op, &[v]);
    true
}
