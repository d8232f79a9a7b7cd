//! `#nvvm.target<...>`: the NVVM compilation target of a `gpu.module`
//! (upstream `NVVMTargetAttr`). Its parameters are a struct whose entries
//! at their defaults are not printed; parsing takes them in any order.

use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
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
    if p.parse_optional_punct("<") {
        let mut seen = [false; 7];
        loop {
            let pos = p.current_pos();
            let key = p.parse_optional_any_keyword();
            let slot = key
                .as_deref()
                .and_then(|k| PARAMS.iter().position(|n| *n == k));
            let Some(i) = slot.filter(|&i| !seen[i]) else {
                let name = key.unwrap_or_default();
                return Err(p.error_at(
                    pos,
                    &format!("duplicate or unknown struct parameter name: {name}"),
                ));
            };
            seen[i] = true;
            p.parse_punct("=")?;
            params[i] = match i {
                0 => Param::Int(p.parse_i64()?),
                1..=3 => {
                    let Some(bytes) = p.parse_optional_string()? else {
                        return Err(p.error("expected string"));
                    };
                    Param::String(String::from_utf8_lossy(&bytes).into())
                }
                6 => {
                    if p.parse_optional_keyword("true") {
                        Param::Bool(true)
                    } else {
                        p.parse_keyword("false")?;
                        Param::Bool(false)
                    }
                }
                _ => Param::Attr(p.parse_attribute(None)?),
            };
            if p.parse_optional_punct(">") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    if let Err(msg) = check(p.context(), &params) {
        return Err(p.error_at(start, msg));
    }
    Ok(dialect_attr(p.context(), "nvvm.target", params))
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
