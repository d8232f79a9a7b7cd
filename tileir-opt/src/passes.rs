//! The passes of a run: building the pass manager the command line asks for
//! (`--pass-pipeline`/`-p` or per-pass flags), `--dump-pass-pipeline`, and
//! running it on a parsed, verified input. Like mlir-opt, the pipeline is
//! built for each input chunk, in that chunk's context, after the chunk is
//! parsed; its errors are reported there.

use crate::options::Options;
use tileir_ir::{Context, Diagnostic, OwnedOp};
use tileir_passes::driver::build_pipelines;
use tileir_passes::manager::OpPassManager;
use tileir_passes::pipeline_text::{add_pass_flag, dump_pipeline, parse_pipeline};
use tileir_passes::run::{run, Output, RunConfig};

/// The managers to run, in order, for a root op named `root`: none when no
/// pass was asked for, one for a pipeline or pass flags, two for the
/// driver's `-O` pipelines. The error is the text for stderr.
pub fn build(ctx: &Context, options: &Options, root: &str) -> Result<Vec<OpPassManager>, String> {
    let selection = &options.passes;
    if selection.is_empty() && !options.dump_pass_pipeline {
        return Ok(Vec::new());
    }
    if let Some(driver) = &selection.driver {
        if selection.pipeline.is_some() || !selection.flags.is_empty() {
            return Err("<unknown>:0: error: the driver's -O pipelines can't be used with '-pass-pipeline' or individual pass options\n".to_string());
        }
        let (pm1, pm2) =
            build_pipelines(driver).map_err(|e| format!("<unknown>:0: error: {e}\n"))?;
        return Ok(vec![pm1, pm2]);
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
    Ok(vec![pm])
}

/// `--dump-pass-pipeline` text for `pm`, if asked for.
pub fn dump(options: &Options, pm: &OpPassManager) -> Option<String> {
    options.dump_pass_pipeline.then(|| dump_pipeline(pm))
}

/// Runs `pm` on `root`; what it writes to stderr (diagnostics and pass
/// text) in order, and whether it succeeded.
pub fn run_passes(
    ctx: &Context,
    options: &Options,
    mut pm: OpPassManager,
    root: &mut OwnedOp,
) -> (Vec<Output>, bool) {
    if let Err(e) = pm.finalize(ctx) {
        let error = Diagnostic::error(ctx.unknown_loc(), e.0);
        return (vec![Output::Diagnostic(error)], false);
    }
    let config = RunConfig {
        threading: options.threading,
        verify_each: options.verify_each,
        print_op_on_diagnostic: options.print_op_on_diagnostic
            && options.verify_diagnostics.is_none(),
    };
    let outcome = run(ctx, &pm, root, &config);
    (outcome.output, outcome.success)
}
