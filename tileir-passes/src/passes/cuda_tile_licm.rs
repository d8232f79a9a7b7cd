//! `cuda-tile-licm` (tileiras's `CudaTileLICMPass`): loop-invariant code
//! motion for cuda_tile's loops, `cuda_tile.for` and `cuda_tile.loop`
//! (reference: passes.md; NVIDIA's public cuda-tile has no such pass, so
//! the behaviour is MLIR's `loop-invariant-code-motion` applied to those
//! two ops): inner loops first, an op leaves a loop body when it is not a
//! terminator, it and the ops nested in it use only values defined outside
//! the loop, and it has no memory effects and is speculatable (tokens
//! order cuda_tile's memory ops, which therefore stay).

use super::loop_invariant_code_motion::hoist_invariants;
use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassResult};
use crate::run::RunContext;
use tileir_ir::RegionId;

pub fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(CudaTileLicm))
}

/// The pass (no options).
pub struct CudaTileLicm;

/// The loops the pass hoists out of.
const LOOPS: [&str; 2] = ["cuda_tile.for", "cuda_tile.loop"];

impl Pass for CudaTileLicm {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let regions: Vec<RegionId> = op.storage().regions(op.op()).to_vec();
        hoist_invariants(ctx, op.body_mut(), &regions, &|body, op| {
            LOOPS.contains(&ctx.op_name_str(body.op_name(op)))
        });
        Ok(PreservedAnalyses::none())
    }
}
