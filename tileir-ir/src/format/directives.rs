//! `custom<...>` directives shared by several dialects (MLIR's
//! `mlir/Interfaces/ViewLikeInterface` and similar helpers).

use crate::dialect::CustomDirective;

/// Directives any dialect's format may use.
pub static SHARED: &[CustomDirective] = &[];
