//! `strip-debuginfo`: sets the location of the op, of every op nested in
//! it and of every block argument in its regions to `unknown`, as MLIR 22's
//! `StripDebugInfo` pass does (upstream
//! `mlir/lib/Transforms/StripDebugInfo.cpp`). Locations held inside
//! attributes are left alone, as upstream leaves them.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use smallvec::SmallVec;
use tileir_ir::walk::for_each_body_mut;
use tileir_ir::RegionId;

pub const INFO: PassInfo = PassInfo {
    argument: "strip-debuginfo",
    name: "StripDebugInfo",
    summary: "Strip debug info from all operations",
    anchor: PassAnchor::Any,
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(StripDebugInfoPass))
}

pub struct StripDebugInfoPass;

impl Pass for StripDebugInfoPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let unknown = cx.ctx.unknown_loc();
        let anchor = op.op();
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(op.storage().regions(anchor));
        op.owned_mut().body.set_op_loc(anchor, unknown);
        for_each_body_mut(op.body_mut(), &regions, &mut |body, roots, ops| {
            let blocks = roots
                .iter()
                .chain(ops.iter().flat_map(|&o| body.regions(o)))
                .flat_map(|&r| body.region_blocks(r))
                .collect::<Vec<_>>();
            for block in blocks {
                for index in 0..body.block_args(block).len() {
                    body.set_block_arg_loc(block, index, unknown);
                }
            }
            for &o in ops {
                body.set_op_loc(o, unknown);
            }
        });
        // Upstream keeps nothing.
        Ok(PreservedAnalyses::none())
    }
}
