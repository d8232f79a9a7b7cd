//! The dialects tileir knows, as static definition tables.
//!
//! Each submodule declares one dialect's ops, types and attributes with
//! [`crate::dialect::OpDef`] and friends; [`ALL`] is what a default
//! [`crate::Context`] registers.

use crate::dialect::DialectDef;

/// Every dialect a default context registers.
pub static ALL: &[&DialectDef] = &[];
