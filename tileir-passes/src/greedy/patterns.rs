//! The patterns a greedy run applies (MLIR's `FrozenRewritePatternSet` with
//! a `PatternApplicator` using the default cost model): each registered op's
//! canonicalization patterns, filtered by label (`disable-patterns`,
//! `enable-patterns`), highest benefit first, equal benefits in the order
//! the op declares them.

use rustc_hash::{FxHashMap, FxHashSet};
use tileir_ir::dialect::{OpDef, RewritePattern};
use tileir_ir::Context;

/// Which patterns to keep, by their debug name (MLIR's
/// `disabledPatterns` / `enabledPatterns` of `FrozenRewritePatternSet`).
#[derive(Clone, Debug, Default)]
pub struct PatternFilter {
    pub disabled: Vec<String>,
    /// When not empty, only these patterns are kept.
    pub enabled: Vec<String>,
}

/// The patterns of every op of a context, ready to apply.
#[derive(Default)]
pub struct PatternSet {
    /// Keyed by the op's definition (its address: definitions are static).
    by_op: FxHashMap<usize, Vec<&'static RewritePattern>>,
}

impl PatternSet {
    /// No patterns: a run only folds.
    pub fn empty() -> PatternSet {
        PatternSet::default()
    }

    /// The canonicalization patterns of every op of the dialects `ctx`
    /// holds, kept by `filter`.
    pub fn canonicalization(ctx: &Context, filter: &PatternFilter) -> PatternSet {
        let disabled: FxHashSet<&str> = filter.disabled.iter().map(String::as_str).collect();
        let enabled: FxHashSet<&str> = filter.enabled.iter().map(String::as_str).collect();
        let mut by_op = FxHashMap::default();
        for dialect in ctx.dialects() {
            for def in dialect.ops {
                let mut kept: Vec<&'static RewritePattern> = def
                    .interfaces
                    .canonicalization_patterns
                    .iter()
                    .filter(|p| !disabled.contains(p.name))
                    .filter(|p| enabled.is_empty() || enabled.contains(p.name))
                    .collect();
                if kept.is_empty() {
                    continue;
                }
                // Stable: equal benefits keep their declared order.
                kept.sort_by_key(|p| std::cmp::Reverse(p.benefit));
                by_op.insert(def as *const OpDef as usize, kept);
            }
        }
        PatternSet { by_op }
    }

    /// A pass's own patterns (MLIR's `RewritePatternSet` filled by hand):
    /// each op name with the patterns rooted at it, in the order added;
    /// names `ctx` does not register are skipped.
    pub fn from_ops(ctx: &Context, patterns: &[(&str, &'static [RewritePattern])]) -> PatternSet {
        let mut by_op: FxHashMap<usize, Vec<&'static RewritePattern>> = FxHashMap::default();
        for &(name, list) in patterns {
            if let Some(def) = ctx.op_def_by_name(name) {
                by_op
                    .entry(def as *const OpDef as usize)
                    .or_default()
                    .extend(list.iter());
            }
        }
        for kept in by_op.values_mut() {
            kept.sort_by_key(|p| std::cmp::Reverse(p.benefit));
        }
        PatternSet { by_op }
    }

    /// The patterns rooted at ops of definition `def`, in the order to try.
    pub fn for_op(&self, def: &'static OpDef) -> &[&'static RewritePattern] {
        if self.by_op.is_empty() {
            return &[];
        }
        self.by_op
            .get(&(def as *const OpDef as usize))
            .map_or(&[], Vec::as_slice)
    }

    pub fn is_empty(&self) -> bool {
        self.by_op.is_empty()
    }
}
