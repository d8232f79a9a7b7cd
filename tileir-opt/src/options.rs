//! The settings of one tileir-opt run, independent of how they were spelled.

use tileir_ir::printer::PrintOptions;

/// `--verify-diagnostics[=all|only-expected]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerifyDiagnostics {
    /// Every diagnostic must be expected and every expectation produced.
    All,
    /// Only check that expectations are produced.
    OnlyExpected,
}

/// Everything the command line decides.
#[derive(Clone, Debug)]
pub struct Options {
    /// Input path, `-` for stdin.
    pub input: String,
    /// `-o`; `None` or `-` writes to stdout.
    pub output: Option<String>,
    pub allow_unregistered_dialect: bool,
    pub no_implicit_module: bool,
    /// `--split-input-file[=marker]`.
    pub split_marker: Option<String>,
    /// `--output-split-marker`.
    pub output_split_marker: String,
    pub verify_diagnostics: Option<VerifyDiagnostics>,
    /// `--mlir-very-unsafe-disable-verifier-on-parsing`.
    pub disable_verifier_on_parsing: bool,
    /// `--mlir-print-op-on-diagnostic` (on by default; off under
    /// `--verify-diagnostics`, as in mlir-opt).
    pub print_op_on_diagnostic: bool,
    /// `--mlir-disable-threading`: the whole run on one thread.
    pub disable_threading: bool,
    pub print: PrintOptions,
}
