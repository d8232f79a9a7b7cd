//! The passes of a run: building the pass manager the command line asks for
//! (`--pass-pipeline`/`-p` or per-pass flags), `--dump-pass-pipeline`, and
//! running it on a parsed, verified input. Like mlir-opt, the pipeline is
//! built for each input chunk, in that chunk's context, after the chunk is
//! parsed; its errors are reported there.

use crate::actions::ChunkActions;
use crate::options::Options;
use crate::timing::ChunkTiming;
use std::sync::Arc;
use tileir_ir::printer::PrintOptions;
use tileir_ir::{Context, Diagnostic, OwnedOp};
use tileir_passes::bisect::OptBisect;
use tileir_passes::debug_counter::DebugCounter;
use tileir_passes::driver::build_pipelines;
use tileir_passes::instrument::changes::{ChangePrinter, PassNumbers};
use tileir_passes::instrument::ir_printer::{IrPrintFlags, IrPrinter, IrPrinterConfig};
use tileir_passes::instrument::statistics;
use tileir_passes::instrument::timing::Timing;
use tileir_passes::instrument::Chain;
use tileir_passes::manager::OpPassManager;
use tileir_passes::pipeline_text::{
    add_pass_flag, dump_pipeline, parse_pipeline, pipeline_with_flags_error, print_pipeline,
    print_pipeline_for_reproducer,
};
use tileir_passes::reproducer::{CrashReproducer, ReproducerSettings};
use tileir_passes::run::{run_instrumented, Output, RunConfig};

/// The managers to run, in order, for a root op named `root`: none when no
/// pass was asked for, one for a pipeline or pass flags, two for the
/// driver's `-O` pipelines. The error is the text for stderr.
pub fn build(ctx: &Context, options: &Options, root: &str) -> Result<Vec<OpPassManager>, String> {
    let selection = &options.passes;
    if selection.is_empty() && !options.dump_pass_pipeline {
        return Ok(Vec::new());
    }
    if let Some(driver) = &selection.driver {
        if selection.pipeline.is_some()
            || !selection.flags.is_empty()
            || selection.reproducer.is_some()
        {
            return Err("<unknown>:0: error: the driver's -O pipelines can't be used with '-pass-pipeline' or individual pass options\n".to_string());
        }
        let (pm1, pm2) =
            build_pipelines(driver).map_err(|e| format!("<unknown>:0: error: {e}\n"))?;
        return Ok(vec![pm1, pm2]);
    }
    // A reproducer's pipeline: per-pass flags are added to it, a
    // `--pass-pipeline` replaces it (as mlir-opt does).
    let reproducer = match &selection.reproducer {
        Some(text) if selection.pipeline.is_none() => {
            Some(parse_pipeline(ctx, text).map_err(|e| e.rendered)?)
        }
        _ => None,
    };
    let pm = match &selection.pipeline {
        Some(_) if !selection.flags.is_empty() => return Err(pipeline_with_flags_error().rendered),
        Some(text) => parse_pipeline(ctx, text).map_err(|e| e.rendered)?,
        None => {
            let mut pm = reproducer.unwrap_or_else(|| OpPassManager::new(root));
            for flag in &selection.flags {
                add_pass_flag(ctx, &mut pm, &flag.argument, flag.options.as_deref())
                    .map_err(|e| e.rendered)?;
            }
            pm
        }
    };
    Ok(vec![pm])
}

/// `--dump-pass-pipeline` text for `pm`, if asked for.
pub fn dump(options: &Options, pm: &OpPassManager) -> Option<String> {
    options.dump_pass_pipeline.then(|| dump_pipeline(pm))
}

/// Runs `pm` on `root` with the instrumentation the command line asks for,
/// installed in the seeds' order: the timer, the printers (pass numbers,
/// IR dumps, changes), then verify-each. IR dumps print with `print` (the
/// run's printing flags); pass timers go into `timing`.
#[allow(clippy::too_many_arguments)] // the run's own settings, one each
pub fn run_passes(
    ctx: &Context,
    options: &Options,
    mut pm: OpPassManager,
    root: &mut OwnedOp,
    print: &PrintOptions,
    timing: Option<&mut ChunkTiming>,
    debug_counter: Option<Arc<DebugCounter>>,
    actions: Option<&ChunkActions>,
) -> PassRun {
    if let Err(e) = pm.finalize(ctx) {
        let error = Diagnostic::error(ctx.unknown_loc(), e.0);
        return PassRun {
            output: vec![Output::Diagnostic(error)],
            files: Vec::new(),
            success: false,
            statistics: None,
            pipeline: String::new(),
        };
    }
    let mut chain = Chain::new();
    let timer = timing.is_some().then(|| Arc::new(Timing::new()));
    if let Some(timer) = &timer {
        chain.push(timer.clone());
    }
    if let Some(file) = &options.crash_reproducer {
        chain.push_reproducer(Arc::new(CrashReproducer::new(ReproducerSettings {
            local: options.local_reproducer,
            name: file.name.clone(),
            pipeline: print_pipeline_for_reproducer(&pm),
            disable_threading: !ctx.multithreading(),
            verify_each: options.verify_each,
            write: file.writer(),
        })));
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
    if let Some(actions) = actions {
        actions.install(&mut chain);
    }
    if options.bisect.is_enabled() {
        chain.set_bisect(Arc::new(OptBisect::new(options.bisect.clone())));
    }
    let config = RunConfig {
        threading: options.threading,
        verify_each: options.verify_each,
        print_op_on_diagnostic: options.print_op_on_diagnostic
            && options.verify_diagnostics.is_none(),
        print: options.print.clone(),
        debug_counter,
    };
    let outcome = run_instrumented(ctx, &pm, root, &config, &chain);
    if let (Some(timing), Some(tree)) = (timing, timer.and_then(|t| t.take())) {
        timing.add_run(&tree);
    }
    PassRun {
        output: outcome.output,
        files: outcome.files,
        success: outcome.success,
        statistics: options
            .statistics
            .map(|s| statistics::report(&pm, s.display, s.json)),
        pipeline: print_pipeline(&pm),
    }
}

/// What running one pass manager produced.
pub struct PassRun {
    /// Diagnostics and text for stderr, in order.
    pub output: Vec<Output>,
    /// Dumps for files of their own (`--mlir-print-ir-tree-dir`).
    pub files: Vec<(std::path::PathBuf, String)>,
    pub success: bool,
    /// The `--mlir-pass-statistics` report (for stderr, after the run's
    /// output), if asked for.
    pub statistics: Option<String>,
    /// The pipeline that ran, in one line (`--mlir-generate-reproducer`).
    pub pipeline: String,
}
