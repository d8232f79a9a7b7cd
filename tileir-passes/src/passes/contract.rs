//! The pass that stands in for a transformation not modelled yet: its
//! anchor and options were checked when it was scheduled; it leaves the IR
//! as it is and says so by preserving every analysis.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::pass::{Pass, PassResult};
use crate::run::RunContext;

pub struct ContractPass;

impl Pass for ContractPass {
    fn run(
        &self,
        _op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        _cx: &mut RunContext<'_>,
    ) -> PassResult {
        Ok(PreservedAnalyses::all())
    }
}
