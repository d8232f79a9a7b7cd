//! Integer, float and dense elements constant attributes as values to
//! compute with ([`ApInt`], [`ApFloat`]) and back, with the storage the
//! parser gives them (so a folded constant is the same attribute as the
//! one written in the input), and MLIR's `CommonFolders` shapes: a binary,
//! unary or cast fold applies to two scalars, two splats, or elementwise to
//! two dense elements attributes of the same type.

use crate::apfloat::ApFloat;
use crate::apint::ApInt;
use crate::attributes::{AttrData, Attribute, DenseData, Wide};
use crate::context::Context;
use crate::types::{Signedness, Type, TypeData};

/// Width of an integer or index type (index: 64, as MLIR's attributes).
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// The element type of a vector or tensor; the type itself otherwise.
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. } => *element,
        _ => ty,
    }
}

/// Number of elements of a vector or ranked tensor of static shape.
pub fn static_num_elements(ctx: &Context, ty: Type) -> Option<usize> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } => {
            shape.iter().try_fold(1usize, |n, &d| {
                usize::try_from(d).ok().and_then(|d| n.checked_mul(d))
            })
        }
        _ => None,
    }
}

/// An integer attribute's value (`IntegerAttr`, including `BoolAttr`).
pub fn int_value(ctx: &Context, attr: Attribute) -> Option<ApInt> {
    match ctx.attr_data(attr) {
        AttrData::Bool(b) => Some(ApInt::from_u64(1, *b as u64)),
        AttrData::Integer { ty, value } => {
            Some(ApInt::from_i128(int_width(ctx, *ty)?, value.get()))
        }
        AttrData::WideInteger { ty, words } => Some(ApInt::from_words(
            int_width(ctx, *ty)?,
            words.iter().copied(),
        )),
        _ => None,
    }
}

/// A float attribute's value.
pub fn float_value(ctx: &Context, attr: Attribute) -> Option<ApFloat> {
    match ctx.attr_data(attr) {
        AttrData::Float { ty, bits } => match ctx.type_data(*ty) {
            TypeData::Float(kind) => ApFloat::from_bits(*kind, bits.get()),
            _ => None,
        },
        _ => None,
    }
}

/// The canonical `i128` the parser keeps for `value` in type `ty`
/// (sign-extended unless unsigned), `None` when it needs wide storage.
fn canonical(ctx: &Context, ty: Type, value: &ApInt) -> Option<i128> {
    let unsigned = matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            signedness: Signedness::Unsigned,
            ..
        }
    ) || value.width() == 1;
    if unsigned && value.width() <= 127 {
        return Some(value.low_u128() as i128);
    }
    if value.width() == 128 {
        return Some(value.low_u128() as i128);
    }
    if unsigned && value.is_negative() {
        return None;
    }
    value.to_i128()
}

/// `IntegerAttr::get(ty, value)`: a `BoolAttr` for `i1`.
pub fn int_attr(ctx: &Context, ty: Type, value: &ApInt) -> Attribute {
    if matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    ) {
        return ctx.intern_attr(AttrData::Bool(value.bit(0)));
    }
    match canonical(ctx, ty, value) {
        Some(v) => ctx.integer_attr(ty, v),
        None => ctx.intern_attr(AttrData::WideInteger {
            ty,
            words: value.words().into(),
        }),
    }
}

pub fn float_attr(ctx: &Context, ty: Type, value: &ApFloat) -> Attribute {
    ctx.intern_attr(AttrData::Float {
        ty,
        bits: Wide::new(value.to_bits()),
    })
}

/// A constant operand as folders see it: a scalar, a splat, or the
/// elements of a dense attribute, with the attribute's type.
#[derive(Clone, Debug)]
pub enum Const<T> {
    Scalar(Type, T),
    Splat(Type, T),
    Elements(Type, Vec<T>),
}

impl<T> Const<T> {
    pub fn ty(&self) -> Type {
        match self {
            Const::Scalar(t, _) | Const::Splat(t, _) | Const::Elements(t, _) => *t,
        }
    }

    /// The one value of a scalar or splat (what `m_ConstantInt` matches).
    pub fn single(&self) -> Option<&T> {
        match self {
            Const::Scalar(_, v) | Const::Splat(_, v) => Some(v),
            Const::Elements(..) => None,
        }
    }
}

/// The raw elements of a dense elements attribute: (type, splat, bytes).
fn dense(ctx: &Context, attr: Attribute) -> Option<(Type, bool, &[u8])> {
    match ctx.attr_data(attr) {
        AttrData::DenseElements {
            ty,
            data: DenseData::Raw { splat, bytes },
        } => Some((*ty, *splat, bytes)),
        _ => None,
    }
}

fn elem_bytes(ctx: &Context, elem: Type) -> Option<usize> {
    match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => Some((*width as usize).div_ceil(8).max(1)),
        TypeData::Index => Some(8),
        TypeData::Float(k) => Some((k.width() as usize).div_ceil(8)),
        _ => None,
    }
}

fn load_words(bytes: &[u8]) -> Vec<u64> {
    let mut words = vec![0u64; bytes.len().div_ceil(8)];
    for (i, &b) in bytes.iter().enumerate() {
        words[i / 8] |= u64::from(b) << (8 * (i % 8));
    }
    words
}

fn elements<T>(
    ctx: &Context,
    attr: Attribute,
    decode: impl Fn(Type, &[u8]) -> Option<T>,
) -> Option<Const<T>> {
    let (ty, splat, bytes) = dense(ctx, attr)?;
    let elem = element_type(ctx, ty);
    let n = elem_bytes(ctx, elem)?;
    if n == 0 {
        return None;
    }
    if splat {
        return Some(Const::Splat(ty, decode(elem, bytes.get(..n)?)?));
    }
    let values = bytes
        .chunks(n)
        .map(|c| decode(elem, c))
        .collect::<Option<Vec<T>>>()?;
    Some(Const::Elements(ty, values))
}

/// An integer constant (scalar, splat or dense elements).
pub fn int_const(ctx: &Context, attr: Attribute) -> Option<Const<ApInt>> {
    if let Some(v) = int_value(ctx, attr) {
        return Some(Const::Scalar(crate_attr_type(ctx, attr)?, v));
    }
    elements(ctx, attr, |elem, bytes| {
        Some(ApInt::from_words(int_width(ctx, elem)?, load_words(bytes)))
    })
}

/// A float constant (scalar, splat or dense elements).
pub fn float_const(ctx: &Context, attr: Attribute) -> Option<Const<ApFloat>> {
    if let Some(v) = float_value(ctx, attr) {
        return Some(Const::Scalar(crate_attr_type(ctx, attr)?, v));
    }
    elements(ctx, attr, |elem, bytes| {
        let TypeData::Float(kind) = ctx.type_data(elem) else {
            return None;
        };
        let words = load_words(bytes);
        let bits = words[0] as u128 | (words.get(1).copied().unwrap_or(0) as u128) << 64;
        ApFloat::from_bits(*kind, bits)
    })
}

fn crate_attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, .. }
        | AttrData::WideInteger { ty, .. }
        | AttrData::Float { ty, .. } => Some(*ty),
        AttrData::Bool(_) => Some(ctx.int_type(1)),
        AttrData::DenseElements { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// One element's bytes as the parser stores it: sign-filled two's
/// complement (zero-filled for unsigned types and `i1`).
fn push_int_bytes(ctx: &Context, elem: Type, value: &ApInt, n: usize, out: &mut Vec<u8>) {
    let zero_fill = value.width() == 1
        || matches!(
            ctx.type_data(elem),
            TypeData::Integer {
                signedness: Signedness::Unsigned,
                ..
            }
        );
    let full = if zero_fill {
        value.zext(8 * n as u32)
    } else {
        value.sext(8 * n as u32)
    };
    for i in 0..n {
        out.push((full.words()[i / 8] >> (8 * (i % 8))) as u8);
    }
}

fn push_float_bytes(value: &ApFloat, n: usize, out: &mut Vec<u8>) {
    out.extend_from_slice(&value.to_bits().to_le_bytes()[..n]);
}

/// `DenseElementsAttr::get(ty, values)`: a splat when all are equal.
fn dense_attr(ctx: &Context, ty: Type, n: usize, mut bytes: Vec<u8>) -> Attribute {
    // No elements: not a splat (`dense<>`).
    let splat = !bytes.is_empty()
        && (bytes.len() <= n || {
            let first = &bytes[..n];
            bytes.chunks(n).all(|c| c == first)
        });
    if splat {
        bytes.truncate(n);
    }
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Raw {
            splat,
            bytes: bytes.into(),
        },
    })
}

/// An attribute of type `ty` holding `values`: an integer attribute for a
/// scalar type, a dense elements attribute for a shaped one (`None` if its
/// shape is not static).
pub fn int_result(ctx: &Context, ty: Type, values: Result<ApInt, Vec<ApInt>>) -> Option<Attribute> {
    let elem = element_type(ctx, ty);
    if elem == ty {
        return values.ok().map(|v| int_attr(ctx, ty, &v));
    }
    let count = static_num_elements(ctx, ty)?;
    let n = elem_bytes(ctx, elem)?;
    let mut bytes = Vec::new();
    match values {
        Ok(v) => push_int_bytes(ctx, elem, &v, n, &mut bytes),
        Err(vs) => {
            if vs.len() != count {
                return None;
            }
            for v in &vs {
                push_int_bytes(ctx, elem, v, n, &mut bytes);
            }
        }
    }
    Some(dense_attr(ctx, ty, n, bytes))
}

/// [`int_result`] for floats.
pub fn float_result(
    ctx: &Context,
    ty: Type,
    values: Result<ApFloat, Vec<ApFloat>>,
) -> Option<Attribute> {
    let elem = element_type(ctx, ty);
    if elem == ty {
        return values.ok().map(|v| float_attr(ctx, ty, &v));
    }
    let count = static_num_elements(ctx, ty)?;
    let n = elem_bytes(ctx, elem)?;
    let mut bytes = Vec::new();
    match values {
        Ok(v) => push_float_bytes(&v, n, &mut bytes),
        Err(vs) => {
            if vs.len() != count {
                return None;
            }
            for v in &vs {
                push_float_bytes(v, n, &mut bytes);
            }
        }
    }
    Some(dense_attr(ctx, ty, n, bytes))
}

/// A splat of `value` with type `ty` (a vector or tensor), whatever its
/// shape: MLIR 22's `getBoolAttribute` builds one even for a dynamic shape
/// or an unranked tensor.
pub fn int_splat_any_shape(ctx: &Context, ty: Type, value: &ApInt) -> Option<Attribute> {
    if !matches!(
        ctx.type_data(ty),
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    ) {
        return None;
    }
    let elem = element_type(ctx, ty);
    let n = elem_bytes(ctx, elem)?;
    let mut bytes = Vec::new();
    push_int_bytes(ctx, elem, value, n, &mut bytes);
    Some(dense_attr(ctx, ty, n, bytes))
}

/// A value of either kind, for folds whose result kind differs from their
/// operands' (casts, comparisons).
#[derive(Clone, Debug)]
pub enum Scalar {
    Int(ApInt),
    Float(ApFloat),
}

/// Builds the attribute of type `ty` for scalar results of either kind.
pub fn scalar_result(
    ctx: &Context,
    ty: Type,
    values: Result<Scalar, Vec<Scalar>>,
) -> Option<Attribute> {
    fn ints(v: Scalar) -> Option<ApInt> {
        match v {
            Scalar::Int(i) => Some(i),
            Scalar::Float(_) => None,
        }
    }
    fn floats(v: Scalar) -> Option<ApFloat> {
        match v {
            Scalar::Float(f) => Some(f),
            Scalar::Int(_) => None,
        }
    }
    let is_float = matches!(ctx.type_data(element_type(ctx, ty)), TypeData::Float(_));
    if is_float {
        let values = match values {
            Ok(v) => Ok(floats(v)?),
            Err(vs) => Err(vs.into_iter().map(floats).collect::<Option<Vec<_>>>()?),
        };
        float_result(ctx, ty, values)
    } else {
        let values = match values {
            Ok(v) => Ok(ints(v)?),
            Err(vs) => Err(vs.into_iter().map(ints).collect::<Option<Vec<_>>>()?),
        };
        int_result(ctx, ty, values)
    }
}

/// MLIR's `constFoldBinaryOp`: `f` over two scalars, two splats, or the
/// elements of two dense attributes of one type; the result has type
/// `result_ty` (the operands' type when `None`). `f` returning `None`
/// stops the fold.
pub fn fold_binary<T, R>(
    ctx: &Context,
    lhs: &Const<T>,
    rhs: &Const<T>,
    result_ty: Option<Type>,
    mut f: impl FnMut(&T, &T) -> Option<R>,
) -> Option<(Type, Result<R, Vec<R>>)> {
    if lhs.ty() != rhs.ty() {
        return None;
    }
    let ty = result_ty.unwrap_or(lhs.ty());
    match (lhs, rhs) {
        (Const::Scalar(_, a), Const::Scalar(_, b)) | (Const::Splat(_, a), Const::Splat(_, b)) => {
            Some((ty, Ok(f(a, b)?)))
        }
        (Const::Scalar(..), _) | (_, Const::Scalar(..)) => None,
        _ => {
            let (la, lb) = (expand(ctx, lhs)?, expand(ctx, rhs)?);
            if la.len() != lb.len() {
                return None;
            }
            let values = la
                .iter()
                .zip(&lb)
                .map(|(a, b)| f(a, b))
                .collect::<Option<Vec<R>>>()?;
            Some((ty, Err(values)))
        }
    }
}

/// The values of splat or elements (a splat repeated to the static shape).
fn expand<'a, T>(ctx: &Context, c: &'a Const<T>) -> Option<Vec<&'a T>> {
    match c {
        Const::Elements(_, v) => Some(v.iter().collect()),
        Const::Splat(ty, v) => Some(vec![v; static_num_elements(ctx, *ty)?]),
        Const::Scalar(..) => None,
    }
}

/// MLIR's `constFoldUnaryOp` / `constFoldCastOp`: `f` over a scalar, a
/// splat, or each element, giving a result of type `result_ty`.
pub fn fold_unary<T, R>(
    operand: &Const<T>,
    result_ty: Type,
    mut f: impl FnMut(&T) -> Option<R>,
) -> Option<(Type, Result<R, Vec<R>>)> {
    match operand {
        Const::Scalar(_, a) | Const::Splat(_, a) => Some((result_ty, Ok(f(a)?))),
        Const::Elements(_, v) => {
            Some((result_ty, Err(v.iter().map(f).collect::<Option<Vec<R>>>()?)))
        }
    }
}
