//! The LLVM dialect's types (`LLVMTypes.td`, `LLVMTypeSyntax.cpp`):
//! `!llvm.ptr<N>`, `!llvm.struct<...>`, `!llvm.array<N x T>`,
//! `!llvm.func<R (A, ...)>`, `!llvm.target<"name", ...>` and the
//! parameterless `void`, `token`, `label`, `metadata`, `x86_amx`,
//! `ppc_fp128`. Inside an LLVM type, nested LLVM types are written
//! without their `!llvm.` prefix (`!llvm.array<2 x ptr>`), and either
//! spelling parses.
//!
//! Storage (the `Param`s of each type, in order):
//! - `ptr`: address space (`Int`, 0 when not written);
//! - `array`: element count (`Int`), element type;
//! - `func`: result type, vararg (`Bool`), then the parameter types;
//! - `struct`: flags (`Int`, see [`STRUCT_PACKED`] and friends), the name
//!   (`String`, empty for a literal struct), then the body's types;
//! - `target`: the name (`String`), the integer parameters (`Ints`), then
//!   the type parameters.
//!
//! An identified struct is stored with its body, so two spellings with the
//! same name and body are one type. Inside its own body a struct is named
//! alone (`struct<"a">`), stored with [`STRUCT_SELF_REF`].

use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::context::Context;
use tileir_ir::dialect::{TypeConstraint, TypeDef};
use tileir_ir::format::dialect_type;
use tileir_ir::types::{Param, Type, TypeData};

use tileir_ir::format::failed_param;

pub const PTR: &str = "llvm.ptr";
pub const ARRAY: &str = "llvm.array";
pub const FUNC: &str = "llvm.func";
pub const STRUCT: &str = "llvm.struct";
pub const VOID: &str = "llvm.void";
pub const TOKEN: &str = "llvm.token";
pub const TARGET: &str = "llvm.target";

/// Struct flags: `packed`.
pub const STRUCT_PACKED: i64 = 1;
/// Struct flags: an identified struct without a body (`opaque`).
pub const STRUCT_OPAQUE: i64 = 2;
/// Struct flags: an identified (named) struct.
pub const STRUCT_IDENTIFIED: i64 = 4;
/// Struct flags: a reference to an identified struct from inside its own
/// body (no body stored).
pub const STRUCT_SELF_REF: i64 = 8;

/// Mnemonics of the types without parameters.
const SIMPLE: &[&str] = &["void", "token", "label", "metadata", "x86_amx", "ppc_fp128"];

/// Every mnemonic, for the prefix-less spelling inside LLVM types.
const MNEMONICS: &[&str] = &[
    "ptr",
    "array",
    "func",
    "struct",
    "target",
    "void",
    "token",
    "label",
    "metadata",
    "x86_amx",
    "ppc_fp128",
];

pub static TYPES: &[TypeDef] = &[
    TypeDef {
        mnemonic: "ptr",
        parse: Some(parse_ptr),
        print: Some(print_ptr),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "array",
        parse: Some(parse_array),
        print: Some(print_array),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "func",
        parse: Some(parse_func),
        print: Some(print_func),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "struct",
        parse: Some(parse_struct),
        print: Some(print_struct),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "target",
        parse: Some(parse_target),
        print: Some(print_target),
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "void",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "token",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "label",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "metadata",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "x86_amx",
        ..TypeDef::DEFAULT
    },
    TypeDef {
        mnemonic: "ppc_fp128",
        ..TypeDef::DEFAULT
    },
];

// ----- construction and inspection -----

pub fn ptr(ctx: &Context, address_space: i64) -> Type {
    dialect_type(ctx, PTR, vec![Param::Int(address_space)])
}

pub fn void(ctx: &Context) -> Type {
    dialect_type(ctx, VOID, Vec::new())
}

/// An array of `count` elements (`uint64_t` in MLIR: stored as its bits).
pub fn array(ctx: &Context, count: u64, element: Type) -> Type {
    dialect_type(
        ctx,
        ARRAY,
        vec![Param::Int(count as i64), Param::Type(element)],
    )
}

pub fn func(ctx: &Context, result: Type, params: &[Type], vararg: bool) -> Type {
    let mut p = vec![Param::Type(result), Param::Bool(vararg)];
    p.extend(params.iter().map(|&t| Param::Type(t)));
    dialect_type(ctx, FUNC, p)
}

/// A literal struct of `body`.
pub fn literal_struct(ctx: &Context, body: &[Type], packed: bool) -> Type {
    let flags = if packed { STRUCT_PACKED } else { 0 };
    let mut p = vec![Param::Int(flags), Param::String("".into())];
    p.extend(body.iter().map(|&t| Param::Type(t)));
    dialect_type(ctx, STRUCT, p)
}

/// The name (`llvm.ptr`) and parameters of an LLVM dialect type.
pub fn of(ctx: &Context, t: Type) -> Option<(&str, &[Param])> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) => {
            let name = ctx.str(d.name);
            name.starts_with("llvm.").then_some((name, &d.params[..]))
        }
        _ => None,
    }
}

pub fn is_llvm_type(ctx: &Context, t: Type) -> bool {
    of(ctx, t).is_some()
}

/// The address space of a pointer type.
pub fn ptr_address_space(ctx: &Context, t: Type) -> Option<i64> {
    match of(ctx, t)? {
        (PTR, [Param::Int(a)]) => Some(*a),
        _ => None,
    }
}

pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    ptr_address_space(ctx, t).is_some()
}

pub fn is_void(ctx: &Context, t: Type) -> bool {
    matches!(of(ctx, t), Some((VOID, _)))
}

/// Result, parameters and vararg flag of a function type.
pub fn func_parts(ctx: &Context, t: Type) -> Option<(Type, Vec<Type>, bool)> {
    match of(ctx, t)? {
        (FUNC, [Param::Type(r), Param::Bool(v), rest @ ..]) => Some((*r, param_types(rest), *v)),
        _ => None,
    }
}

/// Flags, name and body of a struct type.
pub fn struct_parts(ctx: &Context, t: Type) -> Option<(i64, &str, Vec<Type>)> {
    match of(ctx, t)? {
        (STRUCT, [Param::Int(f), Param::String(n), rest @ ..]) => {
            Some((*f, &**n, param_types(rest)))
        }
        _ => None,
    }
}

pub fn is_struct(ctx: &Context, t: Type) -> bool {
    struct_parts(ctx, t).is_some()
}

/// Element count and element type of an array type.
pub fn array_parts(ctx: &Context, t: Type) -> Option<(u64, Type)> {
    match of(ctx, t)? {
        (ARRAY, [Param::Int(n), Param::Type(e)]) => Some((*n as u64, *e)),
        _ => None,
    }
}

fn param_types(params: &[Param]) -> Vec<Type> {
    params
        .iter()
        .filter_map(|p| match p {
            Param::Type(t) => Some(*t),
            _ => None,
        })
        .collect()
}

// ----- type classes (LLVMTypes.cpp's `isCompatibleType` and friends) -----

/// A builtin type the LLVM dialect accepts as one of its own
/// (`isCompatibleOuterType`): signless integers, the floats LLVM has,
/// vectors of those or of pointers.
pub fn is_compatible(ctx: &Context, t: Type) -> bool {
    use tileir_ir::types::{FloatKind, Signedness};
    match ctx.type_data(t) {
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        } => true,
        TypeData::Float(k) => matches!(
            k,
            FloatKind::F16
                | FloatKind::BF16
                | FloatKind::F32
                | FloatKind::F64
                | FloatKind::F80
                | FloatKind::F128
        ),
        TypeData::Vector { element, .. } => {
            let e = *element;
            matches!(
                ctx.type_data(e),
                TypeData::Integer {
                    signedness: Signedness::Signless,
                    ..
                } | TypeData::Float(_)
            ) || is_ptr(ctx, e)
        }
        TypeData::Dialect(_) => is_llvm_type(ctx, t),
        _ => false,
    }
}

fn is_llvm_float(ctx: &Context, t: Type) -> bool {
    use tileir_ir::types::FloatKind;
    matches!(
        ctx.type_data(t),
        TypeData::Float(
            FloatKind::F16
                | FloatKind::BF16
                | FloatKind::F32
                | FloatKind::F64
                | FloatKind::F80
                | FloatKind::F128
        )
    ) || matches!(of(ctx, t), Some(("llvm.ppc_fp128", _)))
}

fn is_any_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. })
}

fn vector_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

/// `t` or a vector of `t` satisfies `pred` (`LLVM_ScalarOrVectorOf`).
fn scalar_or_vector(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    pred(ctx, vector_element(ctx, t).unwrap_or(t))
}

pub const LLVM_TYPE: TypeConstraint =
    TypeConstraint::new("LLVM dialect-compatible type", is_compatible);
pub const ANY_POINTER: TypeConstraint = TypeConstraint::new("LLVM pointer type", is_ptr);
pub const INT_OR_INT_VECTOR: TypeConstraint = TypeConstraint::new(
    "integer or LLVM dialect-compatible vector of integer",
    |c, t| scalar_or_vector(c, t, is_any_int),
);
pub const FLOAT_OR_FLOAT_VECTOR: TypeConstraint = TypeConstraint::new(
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    |c, t| scalar_or_vector(c, t, is_llvm_float),
);
pub const PTR_OR_PTR_VECTOR: TypeConstraint = TypeConstraint::new(
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |c, t| scalar_or_vector(c, t, is_ptr),
);
pub const I1_OR_I1_VECTOR: TypeConstraint = TypeConstraint::new(
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    |c, t| scalar_or_vector(c, t, crate::common::is_i1),
);
pub const INT_OR_PTR_LIKE: TypeConstraint = TypeConstraint::new(
    "integer or LLVM dialect-compatible vector of integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |c, t| scalar_or_vector(c, t, |c, t| is_any_int(c, t) || is_ptr(c, t)),
);
pub const SIGNLESS_INT_OR_VECTOR: TypeConstraint = TypeConstraint::new(
    "signless integer or LLVM dialect-compatible vector of signless integer",
    |c, t| scalar_or_vector(c, t, crate::common::is_signless_int),
);
pub const NON_AGGREGATE: TypeConstraint =
    TypeConstraint::new("LLVM-compatible non-aggregate type", |c, t| {
        is_compatible(c, t) && !is_struct(c, t) && array_parts(c, t).is_none()
    });
pub const ATOMIC_RMW_TYPE: TypeConstraint = TypeConstraint::new(
    "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type",
    |c, t| is_llvm_float(c, t) || is_ptr(c, t) || crate::common::is_signless_int(c, t) || vector_element(c, t).is_some(),
);
pub const CMPXCHG_TYPE: TypeConstraint =
    TypeConstraint::new("signless integer or LLVM pointer type", |c, t| {
        crate::common::is_signless_int(c, t) || is_ptr(c, t)
    });
pub const ANY_STRUCT: TypeConstraint = TypeConstraint::new("LLVM structure type", is_struct);
pub const DEFAULT_POINTER: TypeConstraint = TypeConstraint::buildable(
    "LLVM pointer in address space 0",
    |c, t| ptr_address_space(c, t) == Some(0),
    |c| ptr(c, 0),
);
pub const TOKEN_TYPE: TypeConstraint = TypeConstraint::buildable(
    "LLVM token type",
    |c, t| matches!(of(c, t), Some((TOKEN, _))),
    |c| dialect_type(c, TOKEN, Vec::new()),
);
pub const ANY_INTEGER: TypeConstraint = TypeConstraint::new("integer", is_any_int);
pub const ANY_VECTOR: TypeConstraint =
    TypeConstraint::new("LLVM dialect-compatible vector type", |c, t| {
        vector_element(c, t).is_some()
    });
pub const AGGREGATE: TypeConstraint = TypeConstraint::new("LLVM aggregate type", |c, t| {
    is_struct(c, t) || array_parts(c, t).is_some()
});

// ----- nested spelling -----

/// A type inside an LLVM type: an LLVM mnemonic without its prefix, or any
/// type (MLIR's `parsePrettyLLVMType`).
pub fn parse_nested(p: &mut dyn AsmParser) -> ParseResult<Type> {
    for &m in MNEMONICS {
        if p.peek_keyword(m) {
            p.parse_keyword(m)?;
            return parse_mnemonic_body(p, m);
        }
    }
    p.parse_type()
}

fn parse_mnemonic_body(p: &mut dyn AsmParser, m: &str) -> ParseResult<Type> {
    match m {
        "ptr" => parse_ptr(p),
        "array" => parse_array(p),
        "func" => parse_func(p),
        "struct" => parse_struct(p),
        "target" => parse_target(p),
        _ => {
            let name = format!("llvm.{m}");
            Ok(dialect_type(p.context(), &name, Vec::new()))
        }
    }
}

/// Prints a type inside an LLVM type: LLVM types without their prefix.
pub fn print_nested(p: &mut dyn AsmPrinter, t: Type) {
    let ctx = p.context();
    let Some((name, _)) = of(ctx, t) else {
        return p.print_type(t);
    };
    let mnemonic = &name["llvm.".len()..];
    // `ppc_fp128` keeps its prefix inside other types, as in MLIR.
    let Some(m) = MNEMONICS
        .iter()
        .copied()
        .find(|m| *m == mnemonic && *m != "ppc_fp128")
    else {
        return p.print_type(t);
    };
    p.write_str(m);
    match m {
        "ptr" => print_ptr(p, t),
        "array" => print_array(p, t),
        "func" => print_func(p, t),
        "struct" => print_struct(p, t),
        "target" => print_target(p, t),
        _ => debug_assert!(SIMPLE.contains(&m)),
    }
}

// ----- ptr -----

fn parse_ptr(p: &mut dyn AsmParser) -> ParseResult<Type> {
    let mut space = 0;
    if p.parse_optional_punct("<") {
        space = match parse_unsigned(p) {
            Ok(v) => i64::from(v),
            Err(e) => {
                return Err(failed_param(
                    p,
                    e,
                    "LLVMPointerType",
                    "addressSpace",
                    "unsigned",
                ))
            }
        };
        p.parse_punct(">")?;
    }
    Ok(ptr(p.context(), space))
}

/// MLIR's `parseInteger<unsigned>`: a negative literal wraps (`-1` is
/// `2^32 - 1`); one that needs more than 32 bits is too large.
fn parse_unsigned(p: &mut dyn AsmParser) -> ParseResult<u32> {
    let pos = p.current_pos();
    match p.parse_optional_integer()? {
        None => Err(p.error("expected integer value")),
        Some(v) if (-(1i128 << 31)..(1i128 << 32)).contains(&v) => Ok(v as i64 as u32),
        Some(_) => Err(p.error_at(pos, "integer value too large")),
    }
}

fn print_ptr(p: &mut dyn AsmPrinter, t: Type) {
    if let Some(a) = ptr_address_space(p.context(), t).filter(|&a| a != 0) {
        p.write_str(&format!("<{a}>"));
    }
}

// ----- array -----

fn parse_array(p: &mut dyn AsmParser) -> ParseResult<Type> {
    p.parse_punct("<")?;
    // `uint64_t`, as MLIR reads it: a negative count wraps.
    let n = match p.parse_optional_u64() {
        Ok(Some(n)) => Ok(n),
        Ok(None) => Err(p.error("expected integer value")),
        Err(e) => Err(e),
    };
    let n = match n {
        Ok(n) => n,
        Err(e) => {
            return Err(failed_param(
                p,
                e,
                "LLVMArrayType",
                "numElements",
                "uint64_t",
            ))
        }
    };
    p.parse_keyword("x")?;
    let element = parse_nested(p)?;
    p.parse_punct(">")?;
    Ok(array(p.context(), n, element))
}

fn print_array(p: &mut dyn AsmPrinter, t: Type) {
    let Some((n, e)) = array_parts(p.context(), t) else {
        return;
    };
    p.write_str(&format!("<{n} x "));
    print_nested(p, e);
    p.write_str(">");
}

// ----- func -----

fn parse_func(p: &mut dyn AsmParser) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let result = parse_nested(p)?;
    p.parse_punct("(")?;
    let mut params = Vec::new();
    let mut vararg = false;
    if !p.parse_optional_punct(")") {
        loop {
            if p.parse_optional_punct("...") {
                vararg = true;
                p.parse_punct(")")?;
                break;
            }
            params.push(parse_nested(p)?);
            if p.parse_optional_punct(")") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    p.parse_punct(">")?;
    Ok(func(p.context(), result, &params, vararg))
}

fn print_func(p: &mut dyn AsmPrinter, t: Type) {
    let Some((result, params, vararg)) = func_parts(p.context(), t) else {
        return;
    };
    p.write_str("<");
    print_nested(p, result);
    p.write_str(" (");
    for (i, &t) in params.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_nested(p, t);
    }
    if vararg {
        if !params.is_empty() {
            p.write_str(", ");
        }
        p.write_str("...");
    }
    p.write_str(")>");
}

// ----- struct -----

fn parse_struct(p: &mut dyn AsmParser) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let mut flags = 0;
    let mut name = String::new();
    if let Some(bytes) = p.parse_optional_string()? {
        flags |= STRUCT_IDENTIFIED;
        name = String::from_utf8_lossy(&bytes).into_owned();
        if p.peek_punct(">") {
            let recursive = OPEN_STRUCTS.with(|open| open.borrow().contains(&name));
            if !recursive {
                return Err(p.error("struct without a body only allowed in a recursive struct"));
            }
            p.parse_punct(">")?;
            flags |= STRUCT_SELF_REF;
            return Ok(struct_type(p.context(), flags, &name, &[]));
        }
        p.parse_punct(",")?;
        if p.parse_optional_keyword("opaque") {
            p.parse_punct(">")?;
            return Ok(struct_type(p.context(), flags | STRUCT_OPAQUE, &name, &[]));
        }
    }
    if p.parse_optional_keyword("packed") {
        flags |= STRUCT_PACKED;
    }
    p.parse_punct("(")?;
    // The body may name this struct again (`struct<"a">`), and so may the
    // bodies of the structs in it.
    let identified = flags & STRUCT_IDENTIFIED != 0;
    if identified {
        OPEN_STRUCTS.with(|open| open.borrow_mut().push(name.clone()));
    }
    let body = parse_struct_body(p);
    if identified {
        OPEN_STRUCTS.with(|open| open.borrow_mut().pop());
    }
    let body = body?;
    p.parse_punct(">")?;
    Ok(struct_type(p.context(), flags, &name, &body))
}

thread_local! {
    /// The names of the identified structs whose bodies are being parsed
    /// on this thread, innermost last.
    static OPEN_STRUCTS: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// `(T, ...)` after the `(`: the struct's element types.
fn parse_struct_body(p: &mut dyn AsmParser) -> ParseResult<Vec<Type>> {
    let mut body = Vec::new();
    if !p.parse_optional_punct(")") {
        loop {
            body.push(parse_nested(p)?);
            if p.parse_optional_punct(")") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    Ok(body)
}

fn struct_type(ctx: &Context, flags: i64, name: &str, body: &[Type]) -> Type {
    let mut params = vec![Param::Int(flags), Param::String(name.into())];
    params.extend(body.iter().map(|&t| Param::Type(t)));
    dialect_type(ctx, STRUCT, params)
}

fn print_struct(p: &mut dyn AsmPrinter, t: Type) {
    let Some((flags, name, body)) = struct_parts(p.context(), t) else {
        return;
    };
    let name = name.to_string();
    p.write_str("<");
    if flags & STRUCT_IDENTIFIED != 0 {
        p.print_string(name.as_bytes());
        if flags & STRUCT_SELF_REF != 0 {
            p.write_str(">");
            return;
        }
        p.write_str(", ");
        if flags & STRUCT_OPAQUE != 0 {
            p.write_str("opaque>");
            return;
        }
    }
    if flags & STRUCT_PACKED != 0 {
        p.write_str("packed ");
    }
    p.write_str("(");
    for (i, &t) in body.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_nested(p, t);
    }
    p.write_str(")>");
}

// ----- target -----

fn parse_target(p: &mut dyn AsmParser) -> ParseResult<Type> {
    p.parse_punct("<")?;
    let Some(name) = p.parse_optional_string()? else {
        let first = p.error("expected string");
        return Err(failed_param(
            p,
            first,
            "LLVMTargetExtType",
            "extTypeName",
            "::llvm::StringRef",
        ));
    };
    let mut ints = Vec::new();
    let mut types = Vec::new();
    while p.parse_optional_punct(",") {
        if let Some(v) = p.parse_optional_integer()? {
            ints.push(v as i64);
        } else if ints.is_empty() {
            types.push(parse_nested(p)?);
        } else {
            return Err(p.error("failed to parse parameter list for target extension type"));
        }
    }
    p.parse_punct(">")?;
    let mut params = vec![
        Param::String(String::from_utf8_lossy(&name).into()),
        Param::Ints(ints.into()),
    ];
    params.extend(types.into_iter().map(Param::Type));
    Ok(dialect_type(p.context(), TARGET, params))
}

fn print_target(p: &mut dyn AsmPrinter, t: Type) {
    let Some((TARGET, [Param::String(name), Param::Ints(ints), rest @ ..])) = of(p.context(), t)
    else {
        return;
    };
    let name = name.to_string();
    let ints = ints.to_vec();
    let types = param_types(rest);
    p.write_str("<");
    p.print_string(name.as_bytes());
    for t in types {
        p.write_str(", ");
        print_nested(p, t);
    }
    for i in ints {
        p.write_str(&format!(", {i}"));
    }
    p.write_str(">");
}
