//! The settings of one tileir-opt run, independent of how they were spelled.

use crate::actions::ActionOptions;
use crate::reproducer::ReproducerFile;
use tileir_ir::printer::PrintOptions;
use tileir_passes::bisect::BisectConfig;
use tileir_passes::debug_counter::CounterConfig;
use tileir_passes::instrument::changes::ChangedMode;
use tileir_passes::instrument::ir_printer::IrPrintFlags;
use tileir_passes::instrument::statistics::StatsDisplay;
use tileir_passes::instrument::timing::{Display, Format};

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
    /// cuda-tile-opt's `-Wunsupported-hints`: warn about optimization
    /// hints the op or target does not support.
    pub warn_unsupported_hints: bool,
    /// cuda-tile-opt's `-Werr-hints`: such hints fail verification.
    pub error_on_hints: bool,
    pub no_implicit_module: bool,
    /// `--emit-bytecode`: write TileIR bytecode of this version instead of
    /// text (`--emit-bytecode-version`, default the newest).
    pub emit_bytecode: Option<tileir_dialects::cuda_tile::bytecode::format::Version>,
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
    pub print: PrintOptions,
    /// The passes to run: `--pass-pipeline`/`-p` and per-pass flags.
    pub passes: PassSelection,
    /// `--dump-pass-pipeline`.
    pub dump_pass_pipeline: bool,
    /// Off with `--mlir-disable-threading`.
    pub threading: bool,
    /// `--verify-each` (on by default).
    pub verify_each: bool,
    /// The IR printing flags (`--mlir-print-ir-*`, `--print-after-all`,
    /// `--filter-print-funcs`, `--mlir-print-ir-banner`); the printing
    /// options and verify-each are filled in when a run starts.
    pub print_ir: IrPrintFlags,
    /// `--mlir-print-changed[=mode]`.
    pub print_changed: Option<ChangedMode>,
    /// `--mlir-print-pass-numbers`.
    pub print_pass_numbers: bool,
    /// `--mlir-pass-statistics`, with its display and form.
    pub statistics: Option<StatisticsOptions>,
    /// `--mlir-timing`, with its display and format.
    pub timing: Option<TimingOptions>,
    /// `--opt-bisect-limit`, `--opt-bisect`, `--opt-disable`,
    /// `--opt-bisect-funcs`, `--opt-bisect-verbose`.
    pub bisect: BisectConfig,
    /// `--mlir-pass-pipeline-crash-reproducer`.
    pub crash_reproducer: Option<ReproducerFile>,
    /// `--mlir-pass-pipeline-local-reproducer`.
    pub local_reproducer: bool,
    /// `--mlir-generate-reproducer`.
    pub generate_reproducer: Option<ReproducerFile>,
    /// `--run-reproducer`.
    pub run_reproducer: bool,
    /// `--mlir-debug-counter`, `--mlir-print-debug-counter`.
    pub debug_counter: CounterConfig,
    /// `--log-actions-to`, `--profile-actions-to`,
    /// `--log-mlir-actions-filter`.
    pub actions: ActionOptions,
}

impl Options {
    /// Makes the paths of instrumentation output relative to the run's
    /// working directory (lit runs tileir-opt in-process, in a test's
    /// directory).
    pub fn resolve_paths(&mut self, io: &tool_io::ToolIo<'_>) {
        if let Some(dir) = &self.print_ir.tree_dir {
            self.print_ir.tree_dir = dir.to_str().map(|d| io.resolve(d));
        }
        if let Some(path) = &self.bisect.print_ir_path {
            self.bisect.print_ir_path = path.to_str().map(|p| io.resolve(p));
        }
        self.actions.resolve_paths(io);
        for file in [&mut self.crash_reproducer, &mut self.generate_reproducer]
            .into_iter()
            .flatten()
        {
            file.resolve(&self.input, io);
        }
    }
}

/// `--mlir-pass-statistics-display` and `--mlir-pass-statistics-json`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StatisticsOptions {
    pub display: StatsDisplay,
    pub json: bool,
}

/// `--mlir-timing-display` and `--mlir-output-format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimingOptions {
    pub display: Display,
    pub format: Format,
}

/// One per-pass command-line flag: `-canonicalize=max-iterations=3` is
/// argument `canonicalize` with options `max-iterations=3`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassFlag {
    pub argument: String,
    pub options: Option<String>,
}

/// Which passes the command line asks for. Both kinds together are an
/// error reported when the pipeline is built, as mlir-opt does.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PassSelection {
    pub pipeline: Option<String>,
    pub flags: Vec<PassFlag>,
    /// tileiras's driver pipelines (`-O3 --gpu-name=sm_100 ...`).
    pub driver: Option<tileir_passes::driver::DriverOptions>,
    /// The pipeline of a reproducer (`--run-reproducer`): it runs first,
    /// the passes above are added after it.
    pub reproducer: Option<String>,
}

impl PassSelection {
    pub fn is_empty(&self) -> bool {
        self.pipeline.is_none()
            && self.flags.is_empty()
            && self.driver.is_none()
            && self.reproducer.is_none()
    }
}

/// A tileiras driver flag as given (`-O3` is `opt-level` with value `3`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DriverFlagValue {
    pub name: String,
    pub value: Option<String>,
    /// The flag takes a value (the next argument when not joined).
    pub needs_value: bool,
}
