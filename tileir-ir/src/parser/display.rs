//! Spelling types and attributes inside parser diagnostics
//! (`use of value '%x' expects different type than prior uses: 'i32' vs 'i64'`).
//!
//! MLIR spells them with its one printer, so these delegate to `crate::printer`.

use super::core::Parser;
use crate::attributes::Attribute;
use crate::context::Context;
use crate::types::Type;

impl Parser<'_> {
    /// `'type'` as MLIR diagnostics spell a type argument.
    pub(crate) fn quoted_type(&self, ty: Type) -> String {
        format!("'{}'", type_to_string(self.ctx, ty))
    }

    pub(crate) fn quoted_attr(&self, attr: Attribute) -> String {
        format!("'{}'", attr_to_string(self.ctx, attr))
    }
}

pub(crate) fn type_to_string(ctx: &Context, ty: Type) -> String {
    crate::printer::type_to_string(ctx, ty)
}

pub(crate) fn attr_to_string(ctx: &Context, attr: Attribute) -> String {
    crate::printer::attr_to_string(ctx, attr)
}
