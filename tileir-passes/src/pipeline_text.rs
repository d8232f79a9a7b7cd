//! The textual pass pipeline: parsing `--pass-pipeline` / `-p` text and the
//! per-pass command-line flags into an [`OpPassManager`], and printing a
//! manager back (`--dump-pass-pipeline`, reproducers), exactly as mlir-opt 22
//! does, error messages included.
//!
//! (Skeleton: the lead's placeholder API; the grammar lands here.)

use crate::manager::{OpPassManager, PassInstance};
use crate::options::OptionValues;
use crate::registry::{registry, Entry};
use tileir_ir::Context;

/// A rejected pipeline: the full text mlir-opt prints to stderr for it
/// (diagnostic lines, source line and caret where mlir-opt has them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    pub rendered: String,
}

impl PipelineError {
    fn unknown_loc(message: impl AsRef<str>) -> PipelineError {
        PipelineError {
            rendered: format!("<unknown>:0: error: {}\n", message.as_ref()),
        }
    }
}

/// Parses a `--pass-pipeline` text (`builtin.module(func.func(cse))`).
pub fn parse_pipeline(_ctx: &Context, _text: &str) -> Result<OpPassManager, PipelineError> {
    Err(PipelineError::unknown_loc(
        "pipeline text is not supported yet",
    ))
}

/// Adds the pass or pipeline of one command-line flag (`-cse`,
/// `-canonicalize='max-iterations=3'`) to `pm`, the root manager of the
/// per-pass flags, nesting implicitly as mlir-opt does.
pub fn add_pass_flag(
    _ctx: &Context,
    pm: &mut OpPassManager,
    argument: &str,
    options: Option<&str>,
) -> Result<(), PipelineError> {
    let Some(entry) = registry().lookup(argument) else {
        return Err(PipelineError::unknown_loc(format!(
            "'{argument}' does not refer to a registered pass or pass pipeline"
        )));
    };
    let mut values = OptionValues::defaults(entry.options());
    if let Some(text) = options {
        values
            .parse_into(text)
            .map_err(|e| PipelineError::unknown_loc(e.message))?;
    }
    match entry {
        Entry::Pass(info) => {
            let pass = PassInstance::new(info, values).map_err(PipelineError::unknown_loc)?;
            match (pm.anchor().map(str::to_string), info.op_anchor()) {
                (Some(pm_anchor), Some(required)) if pm_anchor != required => {
                    pm.nest(required).add_pass(pass)
                }
                _ => pm.add_pass(pass),
            }
            .map_err(|e| PipelineError::unknown_loc(e.0))
        }
        Entry::Pipeline(info) => {
            (info.build)(&values, pm).map_err(|e| PipelineError::unknown_loc(e.0))
        }
    }
}

/// The pipeline in one line (`builtin.module(func.func(cse))`), the form
/// that parses back to the same pipeline.
pub fn print_pipeline(pm: &OpPassManager) -> String {
    let mut out = String::new();
    print_manager(pm, &mut out);
    out
}

fn print_manager(pm: &OpPassManager, out: &mut String) {
    out.push_str(pm.anchor_name());
    out.push('(');
    let mut first = true;
    for element in pm.elements() {
        if !first {
            out.push(',');
        }
        first = false;
        match element {
            crate::manager::Element::Pass(p) => {
                out.push_str(p.info.argument);
                if !p.info.options.is_empty() {
                    out.push('{');
                    out.push_str(&p.options.print());
                    out.push('}');
                }
            }
            crate::manager::Element::Adaptor(mgrs) => {
                for (i, m) in mgrs.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    print_manager(m, out);
                }
            }
        }
    }
    out.push(')');
}

/// What `--dump-pass-pipeline` prints (to stderr): a header and the
/// pipeline pretty-printed.
pub fn dump_pipeline(pm: &OpPassManager) -> String {
    format!(
        "Pass Manager with {} passes:\n{}\n\n",
        pm.size(),
        print_pipeline(pm)
    )
}
