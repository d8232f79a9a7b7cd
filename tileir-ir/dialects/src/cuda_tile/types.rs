//! cuda_tile's types: `tile`, `ptr`, `token`, `tensor_view` and the tile
//! views (`partition_view`, `strided_view`, `gather_scatter_view`), with
//! their hand-written syntax, and the `CudaTileType` directive that writes
//! them without the `!cuda_tile.` prefix inside ops (nested types are
//! always written that way).
//!
//! Storage (the `Param`s of each type, in order):
//! - `tile`: shape, element type;
//! - `ptr`: pointee type;
//! - `tensor_view`: shape, element type, strides;
//! - `partition_view`: tile shape, tensor_view, padding (`Int` or `Absent`),
//!   dim_map (always stored; the identity is not printed);
//! - `strided_view`: as partition_view plus traversal strides (last);
//! - `gather_scatter_view`: tile shape, tensor_view, padding, sparse_dim.

use std::fmt::Write as _;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::context::Context;
use tileir_ir::dialect::{ShapedParams, TypeDef, TypeDirective};
use tileir_ir::types::{DialectTypeData, Dim, FloatKind, Param, Type, TypeData, DYNAMIC};

pub const TILE: &str = "cuda_tile.tile";
pub const PTR: &str = "cuda_tile.ptr";
pub const TOKEN: &str = "cuda_tile.token";
pub const TENSOR_VIEW: &str = "cuda_tile.tensor_view";
pub const PARTITION_VIEW: &str = "cuda_tile.partition_view";
pub const STRIDED_VIEW: &str = "cuda_tile.strided_view";
pub const GATHER_SCATTER_VIEW: &str = "cuda_tile.gather_scatter_view";

/// Padding keywords of the views, by value.
pub const PADDING: &[&str] = &["zero", "neg_zero", "nan", "pos_inf", "neg_inf"];

pub static TYPES: &[TypeDef] = &[
    TypeDef {
        mnemonic: "tile",
        parse: Some(parse_tile),
        print: Some(print_tile),
        shaped: Some(ShapedParams {
            shape: 0,
            element: 1,
        }),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "ptr",
        parse: Some(parse_ptr),
        print: Some(print_ptr),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "token",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "tensor_view",
        parse: Some(parse_tensor_view),
        print: Some(print_tensor_view),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "partition_view",
        parse: Some(parse_partition_view),
        print: Some(print_partition_view),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "strided_view",
        parse: Some(parse_strided_view),
        print: Some(print_strided_view),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "gather_scatter_view",
        parse: Some(parse_gather_scatter_view),
        print: Some(print_gather_scatter_view),
        ..TypeDef::DEFAULT
    },
];

/// `custom<CudaTileType>(type($x))`.
pub static CUDA_TILE_TYPE: TypeDirective = TypeDirective {
    name: "CudaTileType",
    parse: parse_type,
    peek: peek_type,
    print: print_type,
};

// ----- construction and inspection -----

/// Interns cuda_tile type `name` (one of the constants above: its symbol
/// comes from the per-thread cache of static names, not the shared table,
/// as every tile type parsed asks for it).
fn dialect_type(ctx: &Context, name: &'static str, params: Vec<Param>) -> Type {
    ctx.intern_type(TypeData::Dialect(DialectTypeData {
        name: ctx.static_symbol(name),
        params: params.into(),
    }))
}

pub fn tile(ctx: &Context, shape: &[Dim], element: Type) -> Type {
    dialect_type(
        ctx,
        TILE,
        vec![Param::Shape(shape.into()), Param::Type(element)],
    )
}

pub fn token(ctx: &Context) -> Type {
    dialect_type(ctx, TOKEN, Vec::new())
}

pub fn ptr(ctx: &Context, pointee: Type) -> Type {
    dialect_type(ctx, PTR, vec![Param::Type(pointee)])
}

/// The name (`cuda_tile.tile`) and parameters of a cuda_tile type.
pub fn of(ctx: &Context, t: Type) -> Option<(&str, &[Param])> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) => {
            let name = ctx.str(d.name);
            name.starts_with("cuda_tile.")
                .then_some((name, &d.params[..]))
        }
        _ => None,
    }
}

/// Shape and element type of a tile.
pub fn tile_parts(ctx: &Context, t: Type) -> Option<(&[Dim], Type)> {
    match of(ctx, t)? {
        (TILE, [Param::Shape(s), Param::Type(e)]) => Some((s, *e)),
        _ => None,
    }
}

pub fn is_tile(ctx: &Context, t: Type) -> bool {
    tile_parts(ctx, t).is_some()
}

pub fn is_token(ctx: &Context, t: Type) -> bool {
    matches!(of(ctx, t), Some((TOKEN, _)))
}

pub fn pointee(ctx: &Context, t: Type) -> Option<Type> {
    match of(ctx, t)? {
        (PTR, [Param::Type(p), ..]) => Some(*p),
        _ => None,
    }
}

pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    pointee(ctx, t).is_some()
}

pub fn is_tensor_view(ctx: &Context, t: Type) -> bool {
    matches!(of(ctx, t), Some((TENSOR_VIEW, _)))
}

pub fn is_tile_view(ctx: &Context, t: Type) -> bool {
    matches!(
        of(ctx, t),
        Some((PARTITION_VIEW | STRIDED_VIEW | GATHER_SCATTER_VIEW, _))
    )
}

/// Shape, element type and strides of a tensor_view.
pub fn tensor_view_parts(ctx: &Context, t: Type) -> Option<(&[Dim], Type, &[i64])> {
    match of(ctx, t)? {
        (TENSOR_VIEW, [Param::Shape(s), Param::Type(e), Param::Ints(st)]) => Some((s, *e, st)),
        _ => None,
    }
}

/// A tile view's tile shape and tensor_view type.
pub fn view_parts(ctx: &Context, t: Type) -> Option<(&[Dim], Type)> {
    match of(ctx, t)? {
        (
            PARTITION_VIEW | STRIDED_VIEW | GATHER_SCATTER_VIEW,
            [Param::Shape(s), Param::Type(tv), ..],
        ) => Some((s, *tv)),
        _ => None,
    }
}

// ----- the CudaTileType directive -----

const MNEMONICS: &[&str] = &[
    "tile",
    "ptr",
    "token",
    "tensor_view",
    "partition_view",
    "strided_view",
    "gather_scatter_view",
];

/// A type, where an unprefixed cuda_tile mnemonic names a cuda_tile type.
pub fn parse_type(p: &mut dyn AsmParser) -> ParseResult<Type> {
    for &m in MNEMONICS {
        if p.peek_keyword(m) {
            p.parse_keyword(m)?;
            return match m {
                "tile" => parse_tile(p),
                "ptr" => parse_ptr(p),
                "token" => Ok(token(p.context())),
                "tensor_view" => parse_tensor_view(p),
                "partition_view" => parse_partition_view(p),
                "strided_view" => parse_strided_view(p),
                _ => parse_gather_scatter_view(p),
            };
        }
    }
    if let Some(t) = p.parse_optional_type()? {
        return Ok(t);
    }
    // NVIDIA's `parseCudaTileType`: not a type, so a cuda_tile mnemonic.
    let pos = p.current_pos();
    match p.parse_optional_any_keyword() {
        Some(word) => Err(p.error_at(pos, &format!("unknown type: {word}"))),
        None => Err(p.error_at(pos, "expected valid keyword")),
    }
}

fn peek_type(p: &dyn AsmParser) -> bool {
    p.peek_type_prefix() || MNEMONICS.iter().any(|m| p.peek_keyword(m))
}

/// A type, cuda_tile types without their `!cuda_tile.` prefix.
pub fn print_type(p: &mut dyn AsmPrinter, t: Type) {
    let ctx = p.context();
    let Some((name, _)) = of(ctx, t) else {
        return p.print_type(t);
    };
    let mnemonic = &name["cuda_tile.".len()..];
    // `mnemonic` borrows the context, not the printer.
    let mnemonic: &'static str = MNEMONICS
        .iter()
        .copied()
        .find(|m| *m == mnemonic)
        .unwrap_or("");
    if mnemonic.is_empty() {
        return p.print_type(t);
    }
    p.write_str(mnemonic);
    match mnemonic {
        "tile" => print_tile(p, t),
        "ptr" => print_ptr(p, t),
        "tensor_view" => print_tensor_view(p, t),
        "partition_view" => print_partition_view(p, t),
        "strided_view" => print_strided_view(p, t),
        "gather_scatter_view" => print_gather_scatter_view(p, t),
        _ => {}
    }
}

// ----- tile -----

fn parse_tile(p: &mut dyn AsmParser) -> ParseResult<Type> {
    let loc = p.current_pos();
    p.parse_punct("<")?;
    let dims = p.parse_dimension_list(false)?;
    let element = parse_type(p)?;
    p.parse_punct(">")?;
    let ctx = p.context();
    if !(is_number(ctx, element) || pointee(ctx, element).is_some() || is_int(ctx, element, 4)) {
        return Err(p.error_at(
            loc,
            &format!("failed to verify 'elementType': {NUMBER_SUMMARY} or Pointer type or i4"),
        ));
    }
    verify_tile(ctx, &dims, element).map_err(|m| p.error_at(loc, &m))?;
    Ok(tile(p.context(), &dims, element))
}

const NUMBER_SUMMARY: &str = "f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64";

/// Largest number of elements of a tile (NVIDIA's `maxTileNumElements`).
const MAX_TILE_ELEMENTS: i64 = 16_777_216;

fn is_number(ctx: &Context, t: Type) -> bool {
    super::constraints::is_number(ctx, t)
}

fn is_int(ctx: &Context, t: Type, width: u32) -> bool {
    super::constraints::is_int_of(ctx, t, width)
}

fn comma_list(values: &[i64]) -> String {
    values
        .iter()
        .map(|v| {
            if *v == DYNAMIC {
                "?".to_string()
            } else {
                v.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `TileType::verify`: f4 tiles hold an even number of elements; every
/// dimension is a positive power of two; the tile is not too large.
pub fn verify_tile(ctx: &Context, shape: &[Dim], element: Type) -> Result<(), String> {
    if matches!(ctx.type_data(element), TypeData::Float(FloatKind::F4E2M1FN))
        && (shape.is_empty() || shape.iter().all(|d| d % 2 != 0))
    {
        return Err("F4E2M1FN tiles must have an even number of elements".into());
    }
    let mut elements: i64 = 1;
    for &d in shape {
        if d <= 0 {
            return Err(format!(
                "all dimensions must be positive constants, got {}",
                comma_list(shape)
            ));
        }
        if d & (d - 1) != 0 {
            return Err(format!(
                "all dimensions must be powers of two, got {}",
                comma_list(shape)
            ));
        }
        if elements > MAX_TILE_ELEMENTS / d {
            return Err(format!(
                "tile would exceed the maximum of {MAX_TILE_ELEMENTS} elements"
            ));
        }
        elements *= d;
    }
    Ok(())
}

fn print_tile(p: &mut dyn AsmPrinter, t: Type) {
    let Some((shape, element)) = tile_parts(p.context(), t) else {
        return;
    };
    let mut text = String::from("<");
    push_dims(&mut text, shape, "x");
    if !shape.is_empty() {
        text.push('x');
    }
    p.write_str(&text);
    print_type(p, element);
    p.write_str(">");
}

fn push_dims(out: &mut String, dims: &[Dim], sep: &str) {
    for (i, &d) in dims.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        if d == DYNAMIC {
            out.push('?');
        } else {
            // Written in place: a string per dimension would be an
            // allocation per dimension of every type printed.
            let _ = write!(out, "{d}");
        }
    }
}

// ----- ptr -----

fn parse_ptr(p: &mut dyn AsmParser) -> ParseResult<Type> {
    let loc = p.current_pos();
    p.parse_punct("<")?;
    let pointee = parse_type(p)?;
    p.parse_punct(">")?;
    if !is_number(p.context(), pointee) {
        return Err(p.error_at(
            loc,
            &format!("failed to verify 'pointeeType': {NUMBER_SUMMARY}"),
        ));
    }
    Ok(ptr(p.context(), pointee))
}

fn print_ptr(p: &mut dyn AsmPrinter, t: Type) {
    let Some(pointee) = pointee(p.context(), t) else {
        return;
    };
    p.write_str("<");
    print_type(p, pointee);
    p.write_str(">");
}

// ----- tensor_view -----

fn parse_tensor_view(p: &mut dyn AsmParser) -> ParseResult<Type> {
    let loc = p.current_pos();
    p.parse_punct("<")?;
    let dims = p.parse_dimension_list(true)?;
    let element = parse_type(p)?;
    let mut strides = Vec::new();
    if dims.is_empty() {
        if p.parse_optional_punct(",") {
            if p.parse_optional_keyword("strides") {
                return Err(p.error("strides must not be provided for 0-d tiles"));
            }
            return Err(p.error("unexpected token after element type in 0-d tensor_view"));
        }
    } else {
        if !p.parse_optional_punct(",") {
            return Err(p.error("expected 'strides'"));
        }
        p.parse_keyword("strides")?;
        p.parse_punct("=")?;
        p.parse_punct("[")?;
        if !p.parse_optional_punct("]") {
            loop {
                strides.push(parse_int_or_question(p)?);
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            p.parse_punct("]")?;
        }
    }
    p.parse_punct(">")?;
    if !is_number(p.context(), element) {
        return Err(p.error_at(
            loc,
            &format!("failed to verify 'elementType': {NUMBER_SUMMARY}"),
        ));
    }
    verify_tensor_view(&dims, &strides).map_err(|m| p.error_at(loc, &m))?;
    Ok(tensor_view(p.context(), &dims, element, &strides))
}

pub fn tensor_view(ctx: &Context, shape: &[Dim], element: Type, strides: &[i64]) -> Type {
    dialect_type(
        ctx,
        TENSOR_VIEW,
        vec![
            Param::Shape(shape.into()),
            Param::Type(element),
            Param::Ints(strides.into()),
        ],
    )
}

fn parse_int_or_question(p: &mut dyn AsmParser) -> ParseResult<i64> {
    if p.parse_optional_punct("?") {
        return Ok(DYNAMIC);
    }
    let pos = p.current_pos();
    let v = match p.parse_optional_integer()? {
        Some(v) => i64::try_from(v)
            .map_err(|_| p.error_at(pos, "expected either 64-bit integer or question mark"))?,
        None => return Err(p.error("expected either 64-bit integer or question mark")),
    };
    if v <= 0 {
        return Err(p.error_at(pos, &format!("expected strictly positive integer, got {v}")));
    }
    Ok(v)
}

/// `[1, ?, 4]`, as NVIDIA's `PrintDynamic` writes a shape or strides.
fn bracketed(values: &[i64]) -> String {
    format!("[{}]", comma_list(values))
}

/// `TensorViewType::verify`.
fn verify_tensor_view(shape: &[Dim], strides: &[i64]) -> Result<(), String> {
    if shape.len() != strides.len() {
        return Err(format!(
            "expected shape and stride to be of same rank but got shape of rank {} and stride of rank {}",
            shape.len(),
            strides.len()
        ));
    }
    if shape.iter().any(|&d| d <= 0 && d != DYNAMIC) {
        return Err(format!(
            "dimensions must have strictly positive constant sizes but got {}",
            bracketed(shape)
        ));
    }
    if strides.iter().any(|&d| d <= 0 && d != DYNAMIC) {
        return Err(format!(
            "dimensions must have strictly positive constant strides but got {}",
            bracketed(strides)
        ));
    }
    Ok(())
}

fn print_tensor_view(p: &mut dyn AsmPrinter, t: Type) {
    let Some((shape, element, strides)) = tensor_view_parts(p.context(), t) else {
        return;
    };
    let mut head = String::from("<");
    push_dims(&mut head, shape, "x");
    let mut tail = String::new();
    if !shape.is_empty() {
        head.push('x');
        tail.push_str(", strides=[");
        push_dims(&mut tail, strides, ",");
        tail.push(']');
    }
    tail.push('>');
    p.write_str(&head);
    print_type(p, element);
    p.write_str(&tail);
}

// ----- tile views -----

/// `tile=(16x32)`.
fn parse_tile_shape(p: &mut dyn AsmParser) -> ParseResult<Vec<i64>> {
    p.parse_keyword("tile")?;
    p.parse_punct("=")?;
    p.parse_punct("(")?;
    let pos = p.current_pos();
    let dims = p.parse_shape(false)?;
    p.parse_punct(")")?;
    for (i, &d) in dims.iter().enumerate() {
        if d <= 0 || d > i32::MAX as i64 {
            return Err(p.error_at(
                pos,
                &format!(
                    "tile dimension {i} exceeds i32 limitations (got {d}, expected strictly positive and less than or equal to 2147483647)"
                ),
            ));
        }
    }
    Ok(dims)
}

/// `padding_value = zero,` (absent: `None`).
fn parse_padding(p: &mut dyn AsmParser) -> ParseResult<Param> {
    if !p.parse_optional_keyword("padding_value") {
        return Ok(Param::Absent);
    }
    p.parse_punct("=")?;
    let pos = p.current_pos();
    let word = p.parse_optional_any_keyword().unwrap_or_default();
    let Some(v) = PADDING.iter().position(|k| *k == word) else {
        return Err(p.error_at(
            pos,
            &format!("invalid padding_value attribute specification. Got \"{word}\" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf"),
        ));
    };
    p.parse_punct(",")?;
    Ok(Param::Int(v as i64))
}

/// The nested tensor_view, with or without its prefix.
fn parse_nested_tensor_view(p: &mut dyn AsmParser) -> ParseResult<Type> {
    let pos = p.current_pos();
    let t = parse_type(p)?;
    if !is_tensor_view(p.context(), t) {
        let text = tileir_ir::printer::type_to_string(p.context(), t);
        return Err(p.error_at(
            pos,
            &format!("expected 'tensor_view' type, but got '{text}'"),
        ));
    }
    Ok(t)
}

fn parse_int_list(p: &mut dyn AsmParser) -> ParseResult<Vec<i64>> {
    p.parse_punct("[")?;
    let mut out = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            out.push(p.parse_i64()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    Ok(out)
}

/// `, dim_map=[1, 0]` (absent: the identity).
fn parse_dim_map(p: &mut dyn AsmParser, rank: usize) -> ParseResult<Vec<i64>> {
    if p.peek_punct(",") {
        p.parse_punct(",")?;
        p.parse_keyword("dim_map")?;
        p.parse_punct("=")?;
        return parse_int_list(p);
    }
    Ok((0..rank as i64).collect())
}

fn parse_partition_view(p: &mut dyn AsmParser) -> ParseResult<Type> {
    let loc = p.current_pos();
    p.parse_punct("<")?;
    let shape = parse_tile_shape(p)?;
    p.parse_punct(",")?;
    let padding = parse_padding(p)?;
    let tv = parse_nested_tensor_view(p)?;
    let dim_map = parse_dim_map(p, shape.len())?;
    p.parse_punct(">")?;
    verify_partition_like(p.context(), &shape, tv, &dim_map, &padding)
        .map_err(|m| p.error_at(loc, &m))?;
    Ok(dialect_type(
        p.context(),
        PARTITION_VIEW,
        vec![
            Param::Shape(shape.into()),
            Param::Type(tv),
            padding,
            Param::Ints(dim_map.into()),
        ],
    ))
}

fn parse_strided_view(p: &mut dyn AsmParser) -> ParseResult<Type> {
    let loc = p.current_pos();
    p.parse_punct("<")?;
    let shape = parse_tile_shape(p)?;
    p.parse_punct(",")?;
    p.parse_keyword("traversal_strides")?;
    p.parse_punct("=")?;
    let strides = parse_int_list(p)?;
    p.parse_punct(",")?;
    let padding = parse_padding(p)?;
    let tv = parse_nested_tensor_view(p)?;
    let dim_map = parse_dim_map(p, shape.len())?;
    p.parse_punct(">")?;
    verify_partition_like(p.context(), &shape, tv, &dim_map, &padding)
        .map_err(|m| p.error_at(loc, &m))?;
    if strides.len() != shape.len() {
        let m = format!(
            "expected {} traversal strides, got {}",
            shape.len(),
            strides.len()
        );
        return Err(p.error_at(loc, &m));
    }
    if strides.iter().any(|&s| s <= 0) {
        let m = format!(
            "traversal strides must be strictly positive but got [{}]",
            comma_list(&strides)
        );
        return Err(p.error_at(loc, &m));
    }
    Ok(dialect_type(
        p.context(),
        STRIDED_VIEW,
        vec![
            Param::Shape(shape.into()),
            Param::Type(tv),
            padding,
            Param::Ints(dim_map.into()),
            Param::Ints(strides.into()),
        ],
    ))
}

fn parse_gather_scatter_view(p: &mut dyn AsmParser) -> ParseResult<Type> {
    let loc = p.current_pos();
    p.parse_punct("<")?;
    let shape = parse_tile_shape(p)?;
    p.parse_punct(",")?;
    let padding = parse_padding(p)?;
    let tv = parse_nested_tensor_view(p)?;
    p.parse_punct(",")?;
    p.parse_keyword("sparse_dim")?;
    p.parse_punct("=")?;
    let sparse = p.parse_i64()?;
    p.parse_punct(">")?;
    verify_gather_scatter(p.context(), &shape, tv, sparse, &padding)
        .map_err(|m| p.error_at(loc, &m))?;
    Ok(dialect_type(
        p.context(),
        GATHER_SCATTER_VIEW,
        vec![
            Param::Shape(shape.into()),
            Param::Type(tv),
            padding,
            Param::Int(sparse),
        ],
    ))
}

/// The checks partition and strided views share (`verifyPartitionViewLike`).
fn verify_partition_like(
    ctx: &Context,
    shape: &[i64],
    tv: Type,
    dim_map: &[i64],
    padding: &Param,
) -> Result<(), String> {
    let (tv_shape, element, _) = tensor_view_parts(ctx, tv).unwrap_or((&[], tv, &[]));
    view_shape_checks(shape, tv_shape.len())?;
    if dim_map.len() != shape.len() {
        return Err(format!(
            "expected dim_map to map exactly all {} dimensions of the tile, got {} mappings",
            shape.len(),
            dim_map.len()
        ));
    }
    view_shape_values(shape)?;
    let mut used: Vec<Option<usize>> = vec![None; shape.len()];
    for (tile_dim, &target) in dim_map.iter().enumerate() {
        if target < 0 {
            return Err(format!(
                "target dimension must not be negative, got {target}"
            ));
        }
        if target as usize >= tv_shape.len() {
            return Err(format!(
                "target dimension is outside of tensor view dimensions, expected strictly less than {}, got {target}",
                tv_shape.len()
            ));
        }
        if let Some(first) = used[target as usize] {
            return Err(format!(
                "target dimension {target} mapped at least twice (for tile dimensions {first} and {tile_dim})"
            ));
        }
        used[target as usize] = Some(tile_dim);
    }
    verify_tile(ctx, shape, element)?;
    padding_checks(ctx, padding, element)
}

/// A view's tile rank is positive and matches its tensor_view's rank.
fn view_shape_checks(shape: &[i64], tv_rank: usize) -> Result<(), String> {
    if shape.is_empty() {
        return Err("0-dimension tile shape is not supported".into());
    }
    if shape.len() != tv_rank {
        return Err(format!(
            "expected tensor_view rank and tile rank to match, got tensor_view of rank {tv_rank} and tiles of rank {}",
            shape.len()
        ));
    }
    Ok(())
}

fn view_shape_values(shape: &[i64]) -> Result<(), String> {
    if shape.iter().any(|&d| d <= 0) {
        return Err(format!(
            "tile shape dimensions must have positive length but got [{}]",
            comma_list(shape)
        ));
    }
    if shape.iter().any(|&d| d & (d - 1) != 0) {
        return Err(format!(
            "tile shape dimensions must have power of two length but got [{}]",
            comma_list(shape)
        ));
    }
    Ok(())
}

/// Special padding values need a float element type.
fn padding_checks(ctx: &Context, padding: &Param, element: Type) -> Result<(), String> {
    if let Param::Int(v) = padding {
        if *v != 0 && !matches!(ctx.type_data(element), TypeData::Float(_)) {
            return Err(format!(
                "padding_value {} can only be used with floating point element types, got '{}'",
                PADDING.get(*v as usize).copied().unwrap_or("zero"),
                tileir_ir::printer::type_to_string(ctx, element)
            ));
        }
    }
    Ok(())
}

fn verify_gather_scatter(
    ctx: &Context,
    shape: &[i64],
    tv: Type,
    sparse_dim: i64,
    padding: &Param,
) -> Result<(), String> {
    let (tv_shape, element, _) = tensor_view_parts(ctx, tv).unwrap_or((&[], tv, &[]));
    view_shape_checks(shape, tv_shape.len())?;
    view_shape_values(shape)?;
    if sparse_dim < 0 || sparse_dim as usize >= tv_shape.len() {
        return Err(format!(
            "gather dimension is outside of tensor view dimensions, expected strictly less than {}, got {sparse_dim}",
            tv_shape.len()
        ));
    }
    verify_tile(ctx, shape, element)?;
    padding_checks(ctx, padding, element)
}

/// The number of index operands a view takes (`getViewIndexRank`).
pub fn view_index_rank(ctx: &Context, view: Type) -> usize {
    view_parts(ctx, view).map_or(0, |(s, _)| s.len())
}

/// The tile a view loads and stores (`getViewTileType`).
pub fn view_tile_type(ctx: &Context, view: Type) -> Option<Type> {
    let (shape, tv) = view_parts(ctx, view)?;
    let (_, element, _) = tensor_view_parts(ctx, tv)?;
    Some(tile(ctx, shape, element))
}

/// `<tile=(16x32), ` then the traversal strides (strided_view) and padding.
fn print_view_head(p: &mut dyn AsmPrinter, params: &[Param], strides: Option<&[i64]>) {
    let mut text = String::from("<tile=(");
    if let Some(Param::Shape(s)) = params.first() {
        push_dims(&mut text, s, "x");
    }
    text.push_str("), ");
    if let Some(st) = strides {
        text.push_str("traversal_strides=[");
        push_dims(&mut text, st, ",");
        text.push_str("], ");
    }
    if let Some(Param::Int(v)) = params.get(2) {
        text.push_str("padding_value = ");
        text.push_str(PADDING.get(*v as usize).copied().unwrap_or("zero"));
        text.push_str(", ");
    }
    p.write_str(&text);
    if let Some(Param::Type(tv)) = params.get(1) {
        print_type(p, *tv);
    }
}

fn print_dim_map(p: &mut dyn AsmPrinter, params: &[Param]) {
    if let Some(Param::Ints(map)) = params.get(3) {
        if map.iter().enumerate().any(|(i, &d)| d != i as i64) {
            let mut text = String::from(", dim_map=[");
            push_dims(&mut text, map, ", ");
            text.push(']');
            p.write_str(&text);
        }
    }
}

fn params_of(p: &dyn AsmPrinter, t: Type) -> Vec<Param> {
    of(p.context(), t)
        .map(|(_, ps)| ps.to_vec())
        .unwrap_or_default()
}

fn print_partition_view(p: &mut dyn AsmPrinter, t: Type) {
    let params = params_of(p, t);
    print_view_head(p, &params, None);
    print_dim_map(p, &params);
    p.write_str(">");
}

fn print_strided_view(p: &mut dyn AsmPrinter, t: Type) {
    let params = params_of(p, t);
    let strides = match params.get(4) {
        Some(Param::Ints(s)) => s.to_vec(),
        _ => Vec::new(),
    };
    print_view_head(p, &params, Some(&strides));
    print_dim_map(p, &params);
    p.write_str(">");
}

fn print_gather_scatter_view(p: &mut dyn AsmPrinter, t: Type) {
    let params = params_of(p, t);
    print_view_head(p, &params, None);
    if let Some(Param::Int(d)) = params.get(3) {
        p.write_str(&format!(", sparse_dim={d}>"));
    }
}
