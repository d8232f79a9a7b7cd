//! `symbol-privatize`: makes every symbol directly inside the op private,
//! but those named in `exclude`, as MLIR 22's `SymbolPrivatize` pass does
//! (upstream `mlir/lib/Transforms/SymbolPrivatize.cpp`). Only the op's own
//! regions are looked at, not the symbols nested deeper.

use super::symbols;
use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::{OptionDef, OptionKind, OptionValues};
use crate::pass::{Pass, PassAnchor, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use rustc_hash::FxHashSet;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::OpId;

pub const INFO: PassInfo = PassInfo {
    argument: "symbol-privatize",
    name: "SymbolPrivatize",
    summary: "Mark symbols private",
    anchor: PassAnchor::Any,
    options: &[OptionDef {
        name: "exclude",
        kind: OptionKind::List(&OptionKind::String),
        default: "",
        description: "Comma separated list of symbols that should not be marked private",
    }],
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(options: &OptionValues) -> Result<Box<dyn Pass>, String> {
    let excluded = options
        .get("exclude")
        .as_list()
        .iter()
        .map(|v| v.as_str().as_bytes().to_vec())
        .collect();
    Ok(Box::new(SymbolPrivatizePass { excluded }))
}

/// The pass, with the names it leaves alone.
pub struct SymbolPrivatizePass {
    excluded: FxHashSet<Vec<u8>>,
}

impl Pass for SymbolPrivatizePass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let to_privatize: Vec<OpId> = {
            let (storage, body) = (op.storage(), op.body());
            storage
                .regions(op.op())
                .iter()
                .flat_map(|&r| body.region_blocks(r))
                .flat_map(|b| body.block_ops(b))
                .filter(|&o| {
                    symbols::is_symbol(ctx, body, o)
                        && !symbols::sym_name(ctx, body, o)
                            .is_some_and(|name| self.excluded.contains(name))
                })
                .collect()
        };
        let visibility = ctx.static_symbol("sym_visibility");
        let private = ctx.string_attr("private");
        let mut rw = Rewriter::new(ctx, op.body_mut());
        for o in to_privatize {
            rw.modify_op_in_place(o, |body| body.set_attr(ctx, o, visibility, private));
        }
        // Upstream keeps nothing.
        Ok(PreservedAnalyses::none())
    }
}
