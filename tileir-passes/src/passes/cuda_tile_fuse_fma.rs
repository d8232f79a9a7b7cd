//! `fuse-fma` (tileiras, NVIDIA's `FuseFMAPass`): on a function, fuses a
//! cuda_tile multiply feeding an add or a subtract into one `fma`, which
//! rounds once instead of twice (not numerically preserving, by design).
//!
//! - `addf(mulf(a, b), c)` -> `fma(a, b, c)`
//! - `subf(mulf(a, b), c)` -> `fma(a, b, negf(c))`
//!
//! only when the product has no other use and both ops have the same
//! rounding mode and flush-to-zero setting (the `fma` keeps them). The
//! greedy driver runs these with `addf`'s canonicalization (a product on
//! the right moves to the left), so `c + a * b` fuses too; it folds and
//! unifies constants as it goes. Like upstream, the pass fails (without a
//! diagnostic) when the driver does not converge.

use super::cuda_tile_build::{attrs_named, build_value, defined_by};
use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::greedy::{apply_patterns_traced, GreedyConfig, PatternSet};
use crate::options::OptionValues;
use crate::pass::{Pass, PassFailed, PassResult};
use crate::run::RunContext;
use smallvec::SmallVec;
use std::sync::OnceLock;
use tileir_ir::dialect::RewritePattern;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{Context, OpId, RegionId};

pub fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(FuseFma {
        patterns: OnceLock::new(),
    }))
}

/// The pass; its pattern set is built on first use.
pub struct FuseFma {
    patterns: OnceLock<PatternSet>,
}

static MUL_ADD: &[RewritePattern] = &[RewritePattern::new(
    "(anonymous namespace)::MulAddPattern",
    |rw, op| fuse(rw, op, false),
)];

static MUL_SUB: &[RewritePattern] = &[RewritePattern::new(
    "(anonymous namespace)::MulSubPattern",
    |rw, op| fuse(rw, op, true),
)];

impl FuseFma {
    fn patterns(&self, ctx: &Context) -> &PatternSet {
        self.patterns.get_or_init(|| {
            let addf = ctx
                .op_def_by_name("cuda_tile.addf")
                .map_or(&[][..], |d| d.interfaces.canonicalization_patterns);
            PatternSet::from_ops(
                ctx,
                &[
                    ("cuda_tile.addf", addf),
                    ("cuda_tile.addf", MUL_ADD),
                    ("cuda_tile.subf", MUL_SUB),
                ],
            )
        })
    }
}

impl Pass for FuseFma {
    fn initialize(&self, cx: &mut RunContext<'_>) -> Result<(), PassFailed> {
        self.patterns(cx.ctx);
        Ok(())
    }

    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let patterns = self.patterns(ctx);
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(op.storage().regions(op.op()));
        let mut actions = cx.greedy_actions(op);
        let config = GreedyConfig::default();
        let counter = cx.config.debug_counter.as_deref();
        let mut converged = true;
        for region in regions {
            let outcome = apply_patterns_traced(
                ctx,
                op.body_mut(),
                region,
                patterns,
                &config,
                counter,
                actions.as_mut(),
            );
            converged &= outcome.converged;
        }
        if !converged {
            return Err(PassFailed);
        }
        Ok(PreservedAnalyses::none())
    }
}

/// `addf`/`subf` (`negate`: a subtract) of a single-use `mulf` on the left
/// with the same rounding and flush-to-zero -> `fma`.
fn fuse(rw: &mut Rewriter<'_>, op: OpId, negate: bool) -> bool {
    let (lhs, rhs) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let Some(mul) = defined_by(rw.ctx, rw.body(), lhs, "cuda_tile.mulf") else {
        return false;
    };
    if !rw.body().has_one_use(lhs) {
        return false;
    }
    let same = |name: &'static str| {
        rw.body().attr_static(rw.ctx, op, name) == rw.body().attr_static(rw.ctx, mul, name)
    };
    if !same("rounding_mode") || !same("flush_to_zero") {
        return false;
    }
    let (a, b) = (rw.body().operand(mul, 0), rw.body().operand(mul, 1));
    let loc = rw.body().op_loc(op);
    let ty = rw.body().value_type(rw.body().result(op, 0));
    rw.set_insertion_point_before(op);
    let c = if negate {
        build_value(rw, "cuda_tile.negf", loc, &[rhs], ty, Vec::new())
    } else {
        rhs
    };
    let attrs = attrs_named(rw.ctx, rw.body(), op, &["rounding_mode", "flush_to_zero"]);
    let v = build_value(rw, "cuda_tile.fma", loc, &[a, b, c], ty, attrs);
    rw.replace_op(op, &[v]);
    rw.erase_op(mul);
    true
}
