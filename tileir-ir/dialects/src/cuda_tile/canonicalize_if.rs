//! The canonicalization patterns of `cuda_tile.if` (NVIDIA's ports of
//! `scf.if`'s, which also handle `continue`, `break` and `return` ending a
//! branch).

use tileir_ir::dialect::RewritePattern;

pub(super) static PATTERNS: &[RewritePattern] = &[];
