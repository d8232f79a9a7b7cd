//! `canonicalize`, as MLIR 22's `Canonicalizer` pass: the greedy driver
//! ([`crate::greedy`]) with every registered op's canonicalization
//! patterns, over each region of the anchor and, body by body, the
//! isolated ops nested in it (upstream drives them in the same worklist;
//! only iteration counts can tell the difference).
//!
//! Non-convergence is not a failure unless `test-convergence` is set; then
//! the pass fails without a diagnostic, as upstream's does.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::debug_counter::DebugCounter;
use crate::greedy::{
    apply_patterns_traced, GreedyConfig, PatternFilter, PatternSet, RegionSimplify,
};
use crate::instrument::actions::GreedyActions;
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassFailed, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use smallvec::SmallVec;
use std::sync::OnceLock;
use tileir_ir::{Body, Context, OpId, RegionId};

pub const INFO: PassInfo = PassInfo {
    argument: "canonicalize",
    name: "Canonicalizer",
    summary: "Canonicalize operations",
    anchor: PassAnchor::Any,
    options: crate::passes::upstream::CANONICALIZE_OPTIONS,
    preserves: crate::passes::upstream::SCHEDULE_CLEANUP_PRESERVES,
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(options: &OptionValues) -> Result<Box<dyn Pass>, String> {
    // A negative limit other than -1 (no limit) allows nothing, as upstream.
    let limit = |name: &str| match options.get(name).as_i64() {
        -1 => None,
        n => Some(n.max(0) as u64),
    };
    let config = GreedyConfig {
        top_down: options.get("top-down").as_bool(),
        region_simplify: match options.get("region-simplify").as_str() {
            "disabled" => RegionSimplify::Disabled,
            "aggressive" => RegionSimplify::Aggressive,
            _ => RegionSimplify::Normal,
        },
        max_iterations: limit("max-iterations"),
        max_num_rewrites: limit("max-num-rewrites"),
        ..GreedyConfig::default()
    };
    let labels = |name: &str| -> Vec<String> {
        options
            .get(name)
            .as_list()
            .iter()
            .map(|v| v.as_str().to_string())
            .collect()
    };
    Ok(Box::new(Canonicalizer {
        config,
        test_convergence: options.get("test-convergence").as_bool(),
        filter: PatternFilter {
            disabled: labels("disable-patterns"),
            enabled: labels("enable-patterns"),
        },
        patterns: OnceLock::new(),
    }))
}

/// The pass: its configuration and the pattern set, built on first use.
pub struct Canonicalizer {
    config: GreedyConfig,
    test_convergence: bool,
    filter: PatternFilter,
    patterns: OnceLock<PatternSet>,
}

impl Canonicalizer {
    fn patterns(&self, ctx: &Context) -> &PatternSet {
        self.patterns
            .get_or_init(|| PatternSet::canonicalization(ctx, &self.filter))
    }
}

impl Pass for Canonicalizer {
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
        let converged = canonicalize_body(
            ctx,
            op.body_mut(),
            &regions,
            patterns,
            &self.config,
            cx.config.debug_counter.as_deref(),
            actions.as_mut(),
        );
        if self.test_convergence && !converged {
            return Err(PassFailed);
        }
        // Upstream marks nothing preserved, changed or not.
        Ok(PreservedAnalyses::none())
    }
}

/// Drives `regions` of `body`, then the body of each isolated op left in
/// them; returns whether every run converged.
fn canonicalize_body(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    patterns: &PatternSet,
    config: &GreedyConfig,
    counter: Option<&DebugCounter>,
    mut actions: Option<&mut GreedyActions<'_>>,
) -> bool {
    body.warm_cache();
    let mut converged = true;
    for &region in regions {
        let outcome = apply_patterns_traced(
            ctx,
            body,
            region,
            patterns,
            config,
            counter,
            actions.as_deref_mut(),
        );
        converged &= outcome.converged;
    }
    let mut isolated: Vec<OpId> = Vec::new();
    for &region in regions {
        body.walk_region_preorder(region, |op| {
            if body.child_body(op).is_some() {
                isolated.push(op);
            }
        });
    }
    for op in isolated {
        let nested_regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.regions(op));
        if let Some(child) = body.child_body_mut(op) {
            let mut nested = actions.as_deref().map(|a| a.nested(&nested_regions));
            // Nesting depth of isolated ops is bounded by the parser's cap.
            converged &= canonicalize_body(
                ctx,
                child,
                &nested_regions,
                patterns,
                config,
                counter,
                nested.as_mut(),
            );
        }
    }
    converged
}
