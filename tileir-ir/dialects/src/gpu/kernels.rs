//! The gpu dialect's kernel metadata attributes (upstream
//! `CompilationAttrs.td`): `#gpu.kernel_metadata<"name", type, arg_attrs =
//! [...], metadata = {...}>` describes one compiled kernel, and
//! `#gpu.kernel_table<[...]>` the kernels of a `#gpu.object` (its `kernels`
//! parameter), kept sorted by name, each name once.
//!
//! Both have hand-written parsers that follow what ODS generates for their
//! formats: a parameter that fails to parse adds `failed to parse <Def>
//! parameter '<name>' which is to be a `<C++ type>`` after the error, and
//! the verifiers report at the `<`.

use tileir_ir::asm::{AsmParser, AsmPrinter, ParseError, ParseResult, SourcePos};
use tileir_ir::attributes::Attribute;
use tileir_ir::dialect::{AttrDef, ParamDecl, ParamKind};
use tileir_ir::format::dialect_attr;
use tileir_ir::types::{Param, Type};
use tileir_ir::AttrData;

const METADATA: &str = "gpu.kernel_metadata";
const TABLE: &str = "gpu.kernel_table";

use tileir_ir::format::failed_param;

/// A parameter of C++ type `Type`: MLIR's `parseType`, whose error for a
/// token that starts no type is `expected non-function type`.
pub(super) fn parse_type_param(
    p: &mut dyn AsmParser,
    owner: &str,
    param: &str,
) -> ParseResult<Type> {
    match p.parse_optional_type() {
        Ok(Some(t)) => Ok(t),
        Ok(None) => {
            let e = p.wrong_token_error("expected non-function type");
            Err(failed_param(p, e, owner, param, "Type"))
        }
        Err(e) => Err(failed_param(p, e, owner, param, "Type")),
    }
}

/// A parameter holding an attribute of one builtin kind (`StringAttr`,
/// `ArrayAttr`, `DictionaryAttr`): any attribute parses, one of another
/// kind is `invalid kind of attribute specified` at its start.
fn parse_builtin_param(
    p: &mut dyn AsmParser,
    param: &str,
    cpp: &str,
    is_kind: fn(&AttrData) -> bool,
) -> ParseResult<Attribute> {
    const OWNER: &str = "GPU_KernelMetadataAttr";
    let pos = p.current_pos();
    let a = match p.parse_attribute(None) {
        Ok(a) => a,
        Err(e) => return Err(failed_param(p, e, OWNER, param, cpp)),
    };
    if !is_kind(p.context().attr_data(a)) {
        let e = p.error_at(pos, "invalid kind of attribute specified");
        return Err(failed_param(p, e, OWNER, param, cpp));
    }
    Ok(a)
}

/// `<"name", type (, arg_attrs = [...])? (, metadata = {...})?>`: the
/// optional entries form a `struct` of optional parameters, in any order,
/// possibly none after the `,`.
fn parse_metadata(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    const OWNER: &str = "GPU_KernelMetadataAttr";
    let start = p.current_pos();
    p.parse_punct("<")?;
    let name = parse_builtin_param(p, "name", "StringAttr", |d| {
        matches!(d, AttrData::String { .. })
    })?;
    p.parse_punct(",")?;
    let function_type = parse_type_param(p, OWNER, "function_type")?;
    let mut arg_attrs = Param::Absent;
    let mut metadata = Param::Absent;
    if p.parse_optional_punct(",") {
        let mut first = true;
        loop {
            let key = if first {
                match p.parse_optional_any_keyword() {
                    Some(k) => k,
                    None => break,
                }
            } else {
                struct_key(p)?
            };
            first = false;
            p.parse_punct("=")?;
            match key.as_str() {
                "arg_attrs" if matches!(arg_attrs, Param::Absent) => {
                    arg_attrs =
                        Param::Attr(parse_builtin_param(p, "arg_attrs", "ArrayAttr", |d| {
                            matches!(d, AttrData::Array(_))
                        })?);
                }
                "metadata" if matches!(metadata, Param::Absent) => {
                    metadata =
                        Param::Attr(parse_builtin_param(p, "metadata", "DictionaryAttr", |d| {
                            matches!(d, AttrData::Dictionary(_))
                        })?);
                }
                _ => {
                    return Err(p.error(&format!(
                        "duplicate or unknown struct parameter name: {key}"
                    )))
                }
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
    }
    p.parse_punct(">")?;
    verify_metadata(p, start, name, &arg_attrs)?;
    Ok(dialect_attr(
        p.context(),
        METADATA,
        vec![
            Param::Attr(name),
            Param::Type(function_type),
            arg_attrs,
            metadata,
        ],
    ))
}

/// A struct entry's name: `parseKeyword`'s error, then the struct's.
pub(super) fn struct_key(p: &mut dyn AsmParser) -> ParseResult<String> {
    match p.parse_optional_any_keyword() {
        Some(k) => Ok(k),
        None => {
            let first = p.error("expected valid keyword");
            let then = p.error("expected a parameter name in struct");
            Err(ParseError(Box::new(first.0.then(*then.0))))
        }
    }
}

/// `KernelMetadataAttr::verify`: a name, and argument attributes that are
/// dictionaries.
fn verify_metadata(
    p: &dyn AsmParser,
    at: SourcePos,
    name: Attribute,
    arg_attrs: &Param,
) -> ParseResult<()> {
    let ctx = p.context();
    if matches!(ctx.attr_data(name), AttrData::String { value, .. } if value.is_empty()) {
        return Err(p.error_at(at, "the kernel name can't be empty"));
    }
    if let Param::Attr(list) = arg_attrs {
        if let AttrData::Array(elems) = ctx.attr_data(*list) {
            if elems
                .iter()
                .any(|&e| !matches!(ctx.attr_data(e), AttrData::Dictionary(_)))
            {
                return Err(p.error_at(
                    at,
                    "all attributes in the array must be a dictionary attribute",
                ));
            }
        }
    }
    Ok(())
}

fn print_metadata(p: &mut dyn AsmPrinter, a: Attribute) {
    let AttrData::Dialect { params, .. } = p.context().attr_data(a) else {
        return;
    };
    let params = params.to_vec();
    let [Param::Attr(name), Param::Type(ty), arg_attrs, metadata] = &params[..] else {
        return;
    };
    p.write_str("<");
    p.print_attribute(*name);
    p.write_str(", ");
    p.print_type(*ty);
    for (key, value) in [("arg_attrs", arg_attrs), ("metadata", metadata)] {
        if let Param::Attr(v) = value {
            p.write_str(", ");
            p.write_str(key);
            p.write_str(" = ");
            p.print_attribute(*v);
        }
    }
    p.write_str(">");
}

/// The kernel name a `#gpu.kernel_metadata` holds.
fn kernel_name(ctx: &tileir_ir::Context, a: Attribute) -> Vec<u8> {
    match ctx.attr_data(a) {
        AttrData::Dialect { params, .. } => match params.first() {
            Some(Param::Attr(n)) => match ctx.attr_data(*n) {
                AttrData::String { value, .. } => value.to_vec(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// An attribute of kind `full` written in full or as an alias (`#...`), or
/// stripped to its parameters (`<...>`, parsed by `stripped`): MLIR's
/// `parseCustomAttributeWithFallback`.
pub(super) fn parse_with_fallback(
    p: &mut dyn AsmParser,
    full: &str,
    stripped: fn(&mut dyn AsmParser, Option<Type>) -> ParseResult<Attribute>,
) -> ParseResult<Attribute> {
    if !p.peek_attr_prefix() {
        return stripped(p, None);
    }
    let pos = p.current_pos();
    let a = p.parse_attribute(None)?;
    match p.context().attr_data(a) {
        AttrData::Dialect { name, .. } if p.context().str(*name) == full => Ok(a),
        _ => Err(p.error_at(pos, "invalid kind of attribute specified")),
    }
}

/// `<>` or `<[kernel, ...]>`, each kernel in full or stripped; sorted by
/// name, as `KernelTableAttr::getChecked` stores them.
pub(super) fn parse_table(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    let start = p.current_pos();
    p.parse_punct("<")?;
    let mut kernels = Vec::new();
    if p.parse_optional_punct("[") {
        loop {
            match parse_with_fallback(p, METADATA, parse_metadata) {
                Ok(k) => kernels.push(k),
                Err(e) => {
                    return Err(failed_param(
                        p,
                        e,
                        "GPU_KernelTableAttr",
                        "kernel_table",
                        "::llvm::ArrayRef<KernelMetadataAttr>",
                    ))
                }
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    p.parse_punct(">")?;
    let ctx = p.context();
    let mut named: Vec<(Vec<u8>, Attribute)> = kernels
        .into_iter()
        .map(|k| (kernel_name(ctx, k), k))
        .collect();
    named.sort_by(|a, b| a.0.cmp(&b.0));
    if named.windows(2).any(|w| w[0].0 == w[1].0) {
        return Err(p.error_at(start, "expected all kernels to be uniquely named"));
    }
    let list: Box<[Attribute]> = named.into_iter().map(|(_, k)| k).collect();
    let list = ctx.intern_attr(AttrData::Array(list));
    Ok(dialect_attr(ctx, TABLE, vec![Param::Attr(list)]))
}

fn print_table(p: &mut dyn AsmPrinter, a: Attribute) {
    let ctx = p.context();
    let kernels: Vec<Attribute> = match ctx.attr_data(a) {
        AttrData::Dialect { params, .. } => match params.first() {
            Some(Param::Attr(list)) => match ctx.attr_data(*list) {
                AttrData::Array(elems) => elems.to_vec(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    p.write_str("<");
    if !kernels.is_empty() {
        p.write_str("[");
        for (i, k) in kernels.into_iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_attribute(k);
        }
        p.write_str("]");
    }
    p.write_str(">");
}

pub const ATTRS: [AttrDef; 2] = [
    AttrDef {
        mnemonic: "kernel_metadata",
        ods_name: "GPU_KernelMetadataAttr",
        parse: Some(parse_metadata),
        print: Some(print_metadata),
        params: &[
            ParamDecl::new("name", ParamKind::Attr),
            ParamDecl::new("function_type", ParamKind::Type),
            ParamDecl {
                optional: true,
                ..ParamDecl::new("arg_attrs", ParamKind::Attr)
            },
            ParamDecl {
                optional: true,
                ..ParamDecl::new("metadata", ParamKind::Attr)
            },
        ],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "kernel_table",
        ods_name: "GPU_KernelTableAttr",
        parse: Some(parse_table),
        print: Some(print_table),
        params: &[ParamDecl::new("kernel_table", ParamKind::Attr)],
        ..AttrDef::DEFAULT
    },
];
