//! The one generic engine for declarative assembly formats (ODS syntax such
//! as `` $lhs `,` $rhs attr-dict `:` type($result) ``), used by every dialect's
//! ops, types and attributes; plus dispatch to hand-written hooks where a
//! definition has them.
//!
//! Entry points used by the parser and printer (their signatures are fixed;
//! the bodies belong to the format engine):
//! - [`parse_custom_op`] / [`print_custom_op`]: an op's custom form, after its name.
//! - [`has_custom_form`]: whether an op prints in custom form at all.
//! - [`parse_dialect_type`] / [`print_dialect_type`]: a registered dialect type's
//!   mnemonic and parameters (what follows `!dialect.`).
//! - [`parse_dialect_attr`] / [`print_dialect_attr`]: likewise for attributes.

use crate::asm::{AsmParser, AsmPrinter, ParseResult};
use crate::attributes::Attribute;
use crate::body::OperationState;
use crate::dialect::{DialectDef, OpDef};
use crate::ids::OpId;
use crate::types::Type;

/// Whether `def` has a custom assembly form (hand-written or declarative).
pub fn has_custom_form(def: &OpDef) -> bool {
    def.parse.is_some() || def.format.is_some()
}

/// Parses the custom form of `def` after its name into `state`.
pub fn parse_custom_op(
    def: &OpDef,
    p: &mut dyn AsmParser,
    state: &mut OperationState,
) -> ParseResult<()> {
    if let Some(parse) = def.parse {
        return parse(p, state);
    }
    let _ = state;
    Err(p.error(&format!(
        "custom assembly format of '{}' is not available yet",
        def.name
    )))
}

/// Prints the custom form of `op` (a `def` op) after its name.
pub fn print_custom_op(def: &OpDef, p: &mut dyn AsmPrinter, op: OpId) {
    if let Some(print) = def.print {
        print(p, op);
    }
}

/// Parses a registered dialect type, positioned at its mnemonic (after `!dialect.`).
pub fn parse_dialect_type(
    dialect: &'static DialectDef,
    p: &mut dyn AsmParser,
) -> ParseResult<Type> {
    Err(p.error(&format!(
        "dialect '{}' types are not parseable yet",
        dialect.name
    )))
}

/// Prints a registered dialect type's mnemonic and parameters (no `!dialect.` prefix).
pub fn print_dialect_type(p: &mut dyn AsmPrinter, ty: Type) {
    let _ = (p, ty);
}

/// Parses a registered dialect attribute, positioned at its mnemonic (after `#dialect.`).
pub fn parse_dialect_attr(
    dialect: &'static DialectDef,
    p: &mut dyn AsmParser,
    ty: Option<Type>,
) -> ParseResult<Attribute> {
    let _ = ty;
    Err(p.error(&format!(
        "dialect '{}' attributes are not parseable yet",
        dialect.name
    )))
}

/// Prints a registered dialect attribute's mnemonic and parameters (no `#dialect.` prefix).
pub fn print_dialect_attr(p: &mut dyn AsmPrinter, attr: Attribute) {
    let _ = (p, attr);
}
