//! `print-ir`: prints the op it runs on to stderr under a banner, as MLIR
//! 22's `PrintIRPass` does (upstream `mlir/lib/Transforms/PrintIR.cpp`):
//! `// -----// IR Dump[ <label>] //----- //`, then the op as
//! `Operation::dump` prints it (local scope, with the run's printing
//! flags). It changes nothing and keeps every analysis.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::{OptionDef, OptionKind, OptionValues};
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use tileir_ir::printer::{print_op, PrintOptions};

pub const INFO: PassInfo = PassInfo {
    argument: "print-ir",
    name: "PrintIRPass",
    summary: "Print IR on the debug stream",
    anchor: PassAnchor::Any,
    options: &[OptionDef {
        name: "label",
        kind: OptionKind::String,
        default: "",
        description: "Label",
    }],
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(options: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(PrintIrPass {
        label: options.get("label").as_str().to_string(),
    }))
}

pub struct PrintIrPass {
    label: String,
}

impl Pass for PrintIrPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let mut text = String::from("// -----// IR Dump");
        if !self.label.is_empty() {
            text.push(' ');
            text.push_str(&self.label);
        }
        text.push_str(" //----- //\n");
        let options = PrintOptions {
            local_scope: true,
            ..cx.config.print.clone()
        };
        text.push_str(&print_op(cx.ctx, op.storage(), op.op(), &options));
        cx.print(text);
        Ok(PreservedAnalyses::all())
    }
}
