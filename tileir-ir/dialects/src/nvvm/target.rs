//! `#nvvm.target<...>`: the NVVM compilation target of a `gpu.module`
//! (upstream `NVVMTargetAttr`). Its parameters are a struct whose entries
//! at their defaults are not printed; parsing takes them in any order.

use tileir_ir::asm::{AsmParser, AsmPrinter, ParseError, ParseResult};
use tileir_ir::attributes::Attribute;
use tileir_ir::format::dialect_attr;
use tileir_ir::types::{Param, Type};
use tileir_ir::AttrData;

/// Parameter names in storage (and printing) order.
pub const PARAMS: [&str; 7] = [
    "O",
    "triple",
    "chip",
    "features",
    "flags",
    "link",
    "verifyTarget",
];
pub const DEFAULT_O: i64 = 2;
pub const DEFAULT_TRIPLE: &str = "nvptx64-nvidia-cuda";
pub const DEFAULT_CHIP: &str = "sm_50";
/// Upstream 22 leaves the features empty by default (the PTX version
/// follows from the chip).
pub const DEFAULT_FEATURES: &str = "";

fn defaults() -> Vec<Param> {
    vec![
        Param::Int(DEFAULT_O),
        Param::String(DEFAULT_TRIPLE.into()),
        Param::String(DEFAULT_CHIP.into()),
        Param::String(DEFAULT_FEATURES.into()),
        Param::Absent,
        Param::Absent,
        Param::Bool(true),
    ]
}

pub fn parse(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    let mut params = defaults();
    let start = p.current_pos();
    // ODS's parser of a struct of optional parameters: no entry at all, or
    // `name = value` entries separated by `,`.
    if p.parse_optional_punct("<") {
        let mut seen = [false; 7];
        if let Some(key) = p.parse_optional_any_keyword() {
            parse_entry(p, &key, &mut seen, &mut params)?;
            while p.parse_optional_punct(",") {
                let Some(key) = p.parse_optional_any_keyword() else {
                    let first = p.error("expected valid keyword");
                    let then = p.error("expected a parameter name in struct");
                    return Err(ParseError(Box::new(first.0.then(*then.0))));
                };
                parse_entry(p, &key, &mut seen, &mut params)?;
            }
        }
        p.parse_punct(">")?;
    }
    if let Err(msg) = check(p.context(), &params) {
        return Err(p.error_at(start, msg));
    }
    Ok(dialect_attr(p.context(), "nvvm.target", params))
}

/// `= value` of the entry `key`; the name is checked after the `=`, as
/// ODS's parser does, and a value that fails to parse gets ODS's second
/// error naming the parameter's C++ type.
fn parse_entry(
    p: &mut dyn AsmParser,
    key: &str,
    seen: &mut [bool; 7],
    params: &mut [Param],
) -> ParseResult<()> {
    p.parse_punct("=")?;
    let Some(i) = PARAMS.iter().position(|n| *n == key).filter(|&i| !seen[i]) else {
        return Err(p.error(&format!(
            "duplicate or unknown struct parameter name: {key}"
        )));
    };
    seen[i] = true;
    let value = match i {
        0 => parse_int(p, i32::MIN as i128, i32::MAX as i128).map(|v| Param::Int(v as i64)),
        1..=3 => match p.parse_optional_string() {
            Ok(Some(bytes)) => Ok(Param::String(String::from_utf8_lossy(&bytes).into())),
            Ok(None) => Err(p.error("expected string")),
            Err(e) => Err(e),
        },
        4 | 5 => {
            let pos = p.current_pos();
            p.parse_attribute(None).and_then(|a| {
                let ok = match p.context().attr_data(a) {
                    AttrData::Dictionary(_) => i == 4,
                    AttrData::Array(_) => i == 5,
                    _ => false,
                };
                if ok {
                    Ok(Param::Attr(a))
                } else {
                    Err(p.error_at(pos, "invalid kind of attribute specified"))
                }
            })
        }
        _ => parse_int(p, 0, 1).map(|v| Param::Bool(v != 0)),
    };
    match value {
        Ok(v) => {
            params[i] = v;
            Ok(())
        }
        Err(first) => {
            const CPP: [&str; 7] = [
                "int",
                "::llvm::StringRef",
                "::llvm::StringRef",
                "::llvm::StringRef",
                "DictionaryAttr",
                "ArrayAttr",
                "bool",
            ];
            let then = p.error(&format!(
                "failed to parse NVVM_TargetAttr parameter '{key}' which is to be a `{}`",
                CPP[i]
            ));
            Err(ParseError(Box::new(first.0.then(*then.0))))
        }
    }
}

/// MLIR's `parseInteger` into a C++ integer of range `min..=max`: `false`
/// is 0 and `true` a one-bit 1 (so -1 once sign-extended into an `int`, and
/// `true` into a `bool`); a literal out of range is "too large".
fn parse_int(p: &mut dyn AsmParser, min: i128, max: i128) -> ParseResult<i128> {
    if p.parse_optional_keyword("true") {
        return Ok(if min < 0 { -1 } else { 1 });
    }
    if p.parse_optional_keyword("false") {
        return Ok(0);
    }
    let pos = p.current_pos();
    match p.parse_optional_integer()? {
        Some(v) if (min..=max).contains(&v) => Ok(v),
        Some(_) => Err(p.error_at(pos, "integer value too large")),
        None => Err(p.error("expected integer value")),
    }
}

/// Upstream's `NVVMTargetAttr::verify`.
fn check(ctx: &tileir_ir::Context, params: &[Param]) -> Result<(), &'static str> {
    if let Param::Int(o) = params[0] {
        if !(0..=3).contains(&o) {
            return Err("The optimization level must be a number between 0 and 3.");
        }
    }
    if matches!(&params[1], Param::String(s) if s.is_empty()) {
        return Err("The target triple cannot be empty.");
    }
    if matches!(&params[2], Param::String(s) if s.is_empty()) {
        return Err("The target chip cannot be empty.");
    }
    if let Param::Attr(a) = params[5] {
        let all_strings = match ctx.attr_data(a) {
            AttrData::Array(items) => items
                .iter()
                .all(|&e| matches!(ctx.attr_data(e), AttrData::String { .. })),
            _ => true,
        };
        if !all_strings {
            return Err("All the elements in the `link` array must be strings.");
        }
    }
    Ok(())
}

pub fn print(p: &mut dyn AsmPrinter, a: Attribute) {
    let ctx = p.context();
    let AttrData::Dialect { params, .. } = ctx.attr_data(a) else {
        return;
    };
    let params: Vec<Param> = params.to_vec();
    let default = defaults();
    let mut first = true;
    for (i, (v, d)) in params.iter().zip(&default).enumerate() {
        if v == d {
            continue;
        }
        p.write_str(if first { "<" } else { ", " });
        first = false;
        p.write_str(PARAMS[i]);
        p.write_str(" = ");
        match v {
            Param::Int(n) => p.write_str(&n.to_string()),
            Param::String(s) => p.print_string(s.as_bytes()),
            Param::Bool(b) => p.write_str(if *b { "true" } else { "false" }),
            Param::Attr(a) => p.print_attribute(*a),
            _ => {}
        }
    }
    if !first {
        p.write_str(">");
    }
}
