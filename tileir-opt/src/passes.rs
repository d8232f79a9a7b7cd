//! The passes of a run: building the pass manager the command line asks for
//! (`--pass-pipeline`/`-p` or per-pass flags), `--dump-pass-pipeline`, and
//! running it on a parsed, verified input. Like mlir-opt, the pipeline is
//! built for each input chunk, in that chunk's context, after the chunk is
//! parsed; its errors are reported there.

use crate::options::Options;
use crate::timing::ChunkTiming;
use std::sync::Arc;
use tileir_ir::printer::PrintOptions;
use tileir_ir::{Context, Diagnostic, OwnedOp};
use tileir_passes::instrument::changes::{ChangePrinter, PassNumbers};
use tileir_passes::instrument::ir_printer::{IrPrintFlags, IrPrinter, IrPrinterConfig};
use tileir_passes::instrument::statistics::Statistics;
use tileir_passes::instrument::timing::Timing;
use tileir_passes::instrument::Chain;
use tileir_passes::manager::OpPassManager;
use tileir_passes::pipeline_text::{add_pass_flag, dump_pipeline, parse_pipeline};
use tileir_passes::run::{run, RunConfig, RunOutcome};

/// The manager for a root op named `root`, or `None` when no pass was
/// asked for. The error is the text for stderr.
pub fn build(
    ctx: &Context,
    options: &Options,
    root: &str,
) -> Result<Option<OpPassManager>, String> {
    let selection = &options.passes;
    if selection.is_empty() && !options.dump_pass_pipeline {
        return Ok(None);
    }
    let pm = match &selection.pipeline {
        Some(_) if !selection.flags.is_empty() => {
            return Err(
                "<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options\n"
                    .to_string(),
            )
        }
        Some(text) => parse_pipeline(ctx, text).map_err(|e| e.rendered)?,
        None => {
            let mut pm = OpPassManager::new(root);
            for flag in &selection.flags {
                add_pass_flag(ctx, &mut pm, &flag.argument, flag.options.as_deref())
                    .map_err(|e| e.rendered)?;
            }
            pm
        }
    };
    Ok(Some(pm))
}

/// `--dump-pass-pipeline` text for `pm`, if asked for.
pub fn dump(options: &Options, pm: &OpPassManager) -> Option<String> {
    options.dump_pass_pipeline.then(|| dump_pipeline(pm))
}

/// Runs `pm` on `root` with the instrumentation the command line asks for
/// (installed in the seeds' order: timer, then the printers (pass numbers,
/// IR dumps, changes), then verify-each). IR
/// dumps print with `print` (the run's printing flags); pass timers go into
/// `timing`.
pub fn run_passes(
    ctx: &Context,
    options: &Options,
    mut pm: OpPassManager,
    root: &mut OwnedOp,
    print: &PrintOptions,
    timing: Option<&mut ChunkTiming>,
) -> PassRun {
    if let Err(e) = pm.finalize(ctx) {
        return PassRun {
            outcome: RunOutcome {
                diagnostics: vec![Diagnostic::error(ctx.unknown_loc(), e.0)],
                output: Vec::new(),
                success: false,
            },
            statistics: None,
        };
    }
    let mut chain = Chain::new();
    let timer = timing.is_some().then(|| Arc::new(Timing::new()));
    if let Some(timer) = &timer {
        chain.push(timer.clone());
    }
    let statistics = options.statistics.map(|s| (Arc::new(Statistics::new()), s));
    if let Some((stats, _)) = &statistics {
        chain.push(stats.clone());
    }
    if options.print_pass_numbers {
        chain.push(Arc::new(PassNumbers));
    }
    let printer = IrPrinterConfig::from_flags(IrPrintFlags {
        print: print.clone(),
        verify_each: options.verify_each,
        ..options.print_ir.clone()
    });
    if printer.is_active() {
        chain.push(Arc::new(IrPrinter::new(printer)));
    }
    if let Some(mode) = options.print_changed {
        let functions = options.print_ir.functions.clone();
        chain.push(Arc::new(ChangePrinter::new(mode, print.clone(), functions)));
    }
    chain.push_verify_each();
    let config = RunConfig {
        threading: options.threading,
        verify_each: options.verify_each,
        print_op_on_diagnostic: options.print_op_on_diagnostic
            && options.verify_diagnostics.is_none(),
        instrumentation: chain,
    };
    let outcome = run(ctx, &pm, root, &config);
    if let (Some(timing), Some(tree)) = (timing, timer.and_then(|t| t.take())) {
        timing.add_run(&tree);
    }
    let statistics = statistics.map(|(stats, o)| stats.report(&pm, o.display, o.json));
    PassRun {
        outcome,
        statistics,
    }
}

/// What running the passes produced.
pub struct PassRun {
    pub outcome: RunOutcome,
    /// The `--mlir-pass-statistics` report (for stderr, after the run's
    /// diagnostics), if asked for.
    pub statistics: Option<String>,
}

/// `--list-passes`: every registered pass, whether it is implemented.
pub fn list_passes_text() -> String {
    let registry = tileir_passes::registry::registry();
    let mut out = String::new();
    for info in registry.passes() {
        out.push_str(&format!(
            "{} [{}] - {}\n",
            info.argument,
            info.status.as_str(),
            info.summary
        ));
    }
    out
}

/// `--list-passes=json`.
pub fn list_passes_json() -> String {
    let registry = tileir_passes::registry::registry();
    let passes: Vec<String> = registry
        .passes()
        .iter()
        .map(|info| {
            format!(
                "{{\"argument\":{:?},\"status\":{:?}}}",
                info.argument,
                info.status.as_str()
            )
        })
        .collect();
    format!("[{}]\n", passes.join(","))
}
