//! One tileir-opt run over an input text: split, parse, verify, print, with
//! diagnostics rendered (or checked against `expected-*` comments) as
//! mlir-opt does. Text in, diagnostics and output out; the caller does the
//! I/O. A plain run does not print here: it hands back the verified IR
//! ([`Output::Ir`]) so the caller streams it into the output
//! ([`Output::write_to`]) instead of building the whole text first.

use crate::actions::{ChunkActions, Setup};
use crate::expected::ExpectedDiagnostics;
use crate::input::InputText;
use crate::options::{Options, VerifyDiagnostics};
use crate::timing::ChunkTiming;
use std::sync::Arc;
use tileir_dialects::cuda_tile::bytecode::format::Version;
use tileir_dialects::cuda_tile::bytecode::writer::write_bytecode;
use tileir_ir::parser::{parse_source, ParserConfig, SourceRelease};
use tileir_ir::printer::{print_op, print_op_to, PrintOptions};
use tileir_ir::split::{split_input, Chunk};
use tileir_ir::verifier::{verify_with, VerifyOptions};
use tileir_ir::{Context, Diagnostic, OwnedOp, Severity, SourceFile, SourceMgr};
use tileir_passes::debug_counter::DebugCounter;
use tileir_passes::run::Output as PassOutput;

/// What a run produced.
pub struct Outcome<'a> {
    /// The output, to write after the diagnostics.
    pub output: Output<'a>,
    /// Everything for stderr.
    pub diagnostics: String,
    /// Text for stdout before the output (`--log-actions-to=-`).
    pub stdout: String,
    pub success: bool,
    /// `--mlir-timing` of a run whose output is still to be written
    /// ([`Output::Ir`]): the caller times the writing as `Output` and then
    /// prints the report.
    pub timing: Option<ChunkTiming>,
}

/// The output of a run.
pub enum Output<'a> {
    /// Printed text: split input chunks joined by the output split marker,
    /// or nothing when the run failed.
    Text(String),
    /// The parsed and verified IR of a plain run, printed by
    /// [`Output::write_to`].
    Ir(Box<Checked<'a>>),
    /// TileIR bytecode (`--emit-bytecode`).
    Bytes(Vec<u8>),
}

impl Output<'_> {
    /// Writes the output to `out` (printed IR is streamed in pieces of about
    /// a megabyte; `out` should be buffered), then frees the IR unless
    /// [`crate::disable_free`] was called. Stops at the first write error.
    pub fn write_to(self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        match self {
            Output::Text(text) => out.write_all(text.as_bytes()),
            Output::Ir(checked) => (*checked).print_to(out),
            Output::Bytes(bytes) => out.write_all(&bytes),
        }
    }
}

/// Where rendered diagnostics go: straight out, or through the
/// `--verify-diagnostics` checker.
struct Sink<'a> {
    sm: &'a LazySourceMgr<'a>,
    expected: Option<ExpectedDiagnostics>,
    out: String,
    /// Text for stdout before the output (action records).
    stdout: String,
}

impl Sink<'_> {
    fn emit(&mut self, ctx: &Context, diag: &Diagnostic) {
        match &mut self.expected {
            Some(e) => {
                let text = e.process(ctx, self.sm.get(), diag);
                self.out.push_str(&text);
            }
            None => self.out.push_str(&self.sm.get().render(ctx, diag)),
        }
    }
}

/// The source manager, built on first use: it copies the whole input and
/// indexes its lines, which a run without diagnostics never needs.
struct LazySourceMgr<'a> {
    file: &'a str,
    text: &'a str,
    sm: std::cell::OnceCell<SourceMgr>,
}

impl LazySourceMgr<'_> {
    fn get(&self) -> &SourceMgr {
        self.sm.get_or_init(|| {
            let mut sm = SourceMgr::new();
            sm.add(SourceFile::new(self.file, self.text));
            sm
        })
    }
}

/// Byte offsets where each line of a text starts, for offset -> line/column.
struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex { starts }
    }

    /// 1-based (line, column) of a byte offset, columns in bytes.
    fn line_col(&self, offset: usize) -> (u32, u32) {
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        (line as u32 + 1, (offset - self.starts[line]) as u32 + 1)
    }
}

/// Runs tileir-opt over `text`, named `file` in locations.
pub fn process<'a>(options: &'a Options, file: &str, text: &str) -> Outcome<'a> {
    let sm = LazySourceMgr {
        file,
        text,
        sm: std::cell::OnceCell::new(),
    };
    let mut diagnostics = String::new();
    let mut output = String::new();
    let expected = options.verify_diagnostics.map(|mode| {
        ExpectedDiagnostics::parse(
            file,
            text,
            mode == VerifyDiagnostics::OnlyExpected,
            sm.get(),
            &mut diagnostics,
        )
    });
    // Only split inputs need offset -> line lookups.
    let lines = options.split_marker.as_ref().map(|_| LineIndex::new(text));
    let line_col = |offset: usize| lines.as_ref().map_or((1, 1), |l| l.line_col(offset));
    let chunks: Vec<Chunk<'_>> = match &options.split_marker {
        Some(marker) => {
            let split = split_input(text, marker);
            for &offset in &split.near_misses {
                let (line, col) = line_col(offset);
                diagnostics.push_str(&sm.get().render_at(
                    file,
                    line,
                    col,
                    Severity::Warning,
                    "near miss with file split marker",
                    1,
                ));
            }
            split.chunks
        }
        None => vec![Chunk { text, offset: 0 }],
    };
    let mut sink = Sink {
        sm: &sm,
        expected,
        out: diagnostics,
        stdout: String::new(),
    };
    let mut all_ok = true;
    let mut bytecode = Vec::new();
    for (i, chunk) in chunks.iter().enumerate() {
        if i > 0 {
            let marker = format!("{}\n", options.output_split_marker);
            match options.emit_bytecode {
                Some(_) => bytecode.extend_from_slice(marker.as_bytes()),
                None => output.push_str(&marker),
            }
        }
        let start = line_col(chunk.offset);
        let out = Out {
            text: &mut output,
            bytecode: &mut bytecode,
        };
        if !process_chunk(options, file, start, *chunk, &mut sink, out) {
            all_ok = false;
        }
    }
    let success = match &mut sink.expected {
        Some(e) => {
            let text = e.finish(sm.get());
            sink.out.push_str(&text);
            e.succeeded()
        }
        None => all_ok,
    };
    Outcome {
        output: match options.emit_bytecode {
            Some(_) => Output::Bytes(bytecode),
            None => Output::Text(output),
        },
        diagnostics: sink.out,
        stdout: sink.stdout,
        success,
        timing: None,
    }
}

/// Where [`process_chunk`] puts a chunk's output.
struct Out<'o> {
    text: &'o mut String,
    bytecode: &'o mut Vec<u8>,
}

/// Like [`process`], for an input the caller can give up: a run without
/// split and `--verify-diagnostics` frees the text once the input is parsed
/// and verified, and returns the IR unprinted ([`Output::Ir`]) for the caller
/// to stream. (Split runs and `--verify-diagnostics` print here: their
/// diagnostics come from every chunk and precede all output.)
pub fn process_owned<'a>(options: &'a Options, file: &str, text: InputText) -> Outcome<'a> {
    if options.split_marker.is_some() || options.verify_diagnostics.is_some() {
        return process(options, file, &text);
    }
    let diagnostics;
    let stdout;
    let checked = {
        let sm = LazySourceMgr {
            file,
            text: &text,
            sm: std::cell::OnceCell::new(),
        };
        let mut sink = Sink {
            sm: &sm,
            expected: None,
            out: String::new(),
            stdout: String::new(),
        };
        let chunk = Chunk {
            text: &text,
            offset: 0,
        };
        let release = text.release_hook();
        let checked = check_chunk(options, file, (1, 1), chunk, release, &mut sink);
        let checked = match (checked, options.emit_bytecode) {
            (Some(checked), Some(version)) => {
                let bytes = checked.write_bytecode(version, &mut sink);
                diagnostics = sink.out;
                stdout = sink.stdout;
                drop(text);
                return Outcome {
                    success: bytes.is_some(),
                    timing: None,
                    output: Output::Bytes(bytes.unwrap_or_default()),
                    diagnostics,
                    stdout,
                };
            }
            (checked, _) => checked,
        };
        diagnostics = sink.out;
        stdout = sink.stdout;
        checked
    };
    drop(text);
    match checked {
        Some(mut checked) => Outcome {
            success: true,
            timing: checked.timing.take(),
            output: Output::Ir(Box::new(checked)),
            diagnostics,
            stdout,
        },
        None => Outcome {
            success: false,
            timing: None,
            output: Output::Text(String::new()),
            diagnostics,
            stdout,
        },
    }
}

/// Parses, verifies and prints one chunk; returns whether it succeeded.
fn process_chunk(
    options: &Options,
    file: &str,
    start: (u32, u32),
    chunk: Chunk<'_>,
    sink: &mut Sink<'_>,
    output: Out<'_>,
) -> bool {
    match check_chunk(options, file, start, chunk, None, sink) {
        Some(checked) => match options.emit_bytecode {
            Some(version) => match checked.write_bytecode(version, sink) {
                Some(bytes) => {
                    output.bytecode.extend_from_slice(&bytes);
                    true
                }
                None => false,
            },
            None => {
                if let Some(report) = checked.print_into(output.text) {
                    sink.out.push_str(&report);
                }
                true
            }
        },
        None => false,
    }
}

/// A parsed and verified chunk, ready to print.
pub struct Checked<'a> {
    ctx: Context,
    owned: OwnedOp,
    print_options: std::borrow::Cow<'a, PrintOptions>,
    timing: Option<ChunkTiming>,
}

/// Parses and verifies one chunk, and runs its passes; `None` (diagnostics
/// emitted) on failure. Debug counters are the chunk's (as mlir-opt has
/// them per context): `--mlir-print-debug-counter` reports them before
/// (mlir-opt's handler is copied from a temporary, which reports too) and
/// after.
fn check_chunk<'a>(
    options: &'a Options,
    file: &str,
    start: (u32, u32),
    chunk: Chunk<'_>,
    source_release: Option<SourceRelease>,
    sink: &mut Sink<'_>,
) -> Option<Checked<'a>> {
    // Debug counters are off when actions are logged (as in mlir-opt).
    let counter = (options.debug_counter.is_active() && !options.actions.is_active())
        .then(|| Arc::new(DebugCounter::new(options.debug_counter.clone())));
    let prints = counter.as_ref().filter(|c| c.prints());
    if let Some(c) = prints {
        sink.out
            .push_str(&DebugCounter::new(options.debug_counter.clone()).report());
        let checked = check_chunk_with(options, file, start, chunk, source_release, sink, Some(c));
        sink.out.push_str(&c.report());
        return checked;
    }
    check_chunk_with(
        options,
        file,
        start,
        chunk,
        source_release,
        sink,
        counter.as_ref(),
    )
}

/// [`check_chunk`] with the chunk's debug counters.
fn check_chunk_with<'a>(
    options: &'a Options,
    file: &str,
    (line, col): (u32, u32),
    chunk: Chunk<'_>,
    source_release: Option<SourceRelease>,
    sink: &mut Sink<'_>,
    counter: Option<&Arc<DebugCounter>>,
) -> Option<Checked<'a>> {
    let mut ctx = tileir_dialects::context();
    ctx.set_multithreading(options.threading);
    if options.warn_unsupported_hints {
        ctx.set_dialect_flag(tileir_dialects::cuda_tile::hints::WARN);
    }
    if options.error_on_hints {
        ctx.set_dialect_flag(tileir_dialects::cuda_tile::hints::ERROR);
    }
    let actions = ChunkActions::start(&options.actions, options.debug_counter.is_active()).map(
        |(actions, setup)| {
            for piece in setup {
                match piece {
                    Setup::Text(text) => sink.out.push_str(text),
                    // Emitted before the source manager's handler is
                    // installed: MLIR's default handler prints it.
                    Setup::Error(message) => {
                        sink.out.push_str(&format!("error: {message}\n"));
                    }
                }
            }
            actions
        },
    );
    let checked = check_in_context(
        ctx,
        options,
        file,
        (line, col),
        chunk,
        source_release,
        sink,
        counter,
        actions.as_ref(),
    );
    if let Some(actions) = actions {
        actions.finish(&mut sink.stdout);
    }
    checked
}

/// [`check_chunk_with`] in the chunk's context, with its action loggers.
#[allow(clippy::too_many_arguments)]
fn check_in_context<'a>(
    ctx: Context,
    options: &'a Options,
    file: &str,
    (line, col): (u32, u32),
    chunk: Chunk<'_>,
    source_release: Option<SourceRelease>,
    sink: &mut Sink<'_>,
    counter: Option<&Arc<DebugCounter>>,
    actions: Option<&ChunkActions>,
) -> Option<Checked<'a>> {
    let mut ctx = ctx;
    let mut timing = ChunkTiming::start(options.timing);
    let parsing = timing.as_mut().map(|t| t.phase("Parser"));
    // Pad the first line so columns match the whole file.
    let padded;
    let text = if col > 1 {
        padded = format!("{}{}", " ".repeat(col as usize - 1), chunk.text);
        padded.as_str()
    } else {
        chunk.text
    };
    let config = ParserConfig {
        allow_unregistered_dialect: options.allow_unregistered_dialect,
        implicit_module: !options.no_implicit_module,
        source_release,
        print_op_on_diagnostic: options.print_op_on_diagnostic
            && options.verify_diagnostics.is_none(),
        source_start: (chunk.offset > 0).then_some((line, col)),
        ..ParserConfig::default()
    };
    let mut owned = match parse_source(&ctx, file, text, line, &config) {
        Ok(owned) => owned,
        Err(diag) => {
            sink.emit(&ctx, &diag);
            report_failed(timing, parsing, sink);
            return None;
        }
    };
    // `--run-reproducer`: the file's reproducer settings apply to the run.
    let from_reproducer;
    let run_options = match options
        .run_reproducer
        .then(|| crate::reproducer::take_options(&ctx))
    {
        None | Some(Ok(None)) => options,
        Some(Ok(Some(reproducer))) => {
            from_reproducer = crate::reproducer::apply(options, &reproducer);
            ctx.set_multithreading(from_reproducer.threading);
            &from_reproducer
        }
        Some(Err(diag)) => {
            sink.emit(&ctx, &diag);
            report_failed(timing, parsing, sink);
            return None;
        }
    };
    if !options.disable_verifier_on_parsing {
        let verify_options = VerifyOptions {
            print_op_on_diagnostic: options.print_op_on_diagnostic
                && options.verify_diagnostics.is_none(),
        };
        let verified = verify_with(&ctx, &owned.body, owned.op, &verify_options);
        // Warnings of checks that passed come before the errors, as they
        // were emitted first.
        emit_warnings(&ctx, sink);
        if let Err(diags) = verified {
            for d in &diags {
                sink.emit(&ctx, d);
            }
            report_failed(timing, parsing, sink);
            return None;
        }
    }
    if let (Some(t), Some(p)) = (timing.as_mut(), parsing) {
        t.stop(p);
    }
    let passes_ran = run_passes(
        run_options,
        &ctx,
        &mut owned,
        timing.as_mut(),
        sink,
        counter,
        actions,
    );
    // Verifications between passes may have warned too.
    emit_warnings(&ctx, sink);
    let Some(passes_ran) = passes_ran else {
        report_failed(timing, None, sink);
        return None;
    };
    let mut print_options = std::borrow::Cow::Borrowed(&options.print);
    // Like MLIR's printer: IR that may be invalid (not verified after
    // parsing, or changed by passes with `--verify-each=0`) and fails to
    // verify prints in generic form unless `--mlir-print-assume-verified`.
    // Verified IR skips the check: it would pass.
    let maybe_invalid =
        options.disable_verifier_on_parsing || (passes_ran && !run_options.verify_each);
    if maybe_invalid && !options.print.assume_verified && !options.print.generic {
        let quiet = VerifyOptions {
            print_op_on_diagnostic: false,
        };
        if verify_with(&ctx, &owned.body, owned.op, &quiet).is_err() {
            print_options.to_mut().generic = true;
        }
    }
    Some(Checked {
        ctx,
        owned,
        print_options,
        timing,
    })
}

/// Reports the warnings checks left in the context (see `Context::warn`).
/// Verification may run on threads: they go out in source order.
fn emit_warnings(ctx: &Context, sink: &mut Sink<'_>) {
    let mut warnings = ctx.take_warnings();
    warnings.sort_by_key(|w| {
        tileir_ir::diag::file_line_col(ctx, w.loc).map(|(_, line, col)| (line, col))
    });
    for w in warnings {
        sink.emit(ctx, &w);
    }
}

/// Ends the timing of a chunk that failed (no output): its report goes out
/// with the diagnostics.
fn report_failed(
    timing: Option<ChunkTiming>,
    running: Option<tileir_passes::instrument::timing::Phase>,
    sink: &mut Sink<'_>,
) {
    if let Some(mut t) = timing {
        if let Some(p) = running {
            t.stop(p);
        }
        sink.out.push_str(&t.report());
    }
}

/// Builds and runs the passes the command line asks for on a verified
/// chunk: whether any pass ran, or `None` on failure (diagnostics emitted).
/// Instrumentation output goes to stderr in order with the diagnostics, or
/// to the files of `--mlir-print-ir-tree-dir`.
fn run_passes(
    options: &Options,
    ctx: &Context,
    owned: &mut OwnedOp,
    mut timing: Option<&mut ChunkTiming>,
    sink: &mut Sink<'_>,
    counter: Option<&Arc<DebugCounter>>,
    actions: Option<&ChunkActions>,
) -> Option<bool> {
    let root = ctx.op_name_str(owned.body.op_name(owned.op)).to_string();
    let managers = match crate::passes::build(ctx, options, &root) {
        Ok(managers) => managers,
        Err(text) => {
            sink.out.push_str(&text);
            return None;
        }
    };
    let managers_empty = managers.iter().all(|pm| pm.is_empty());
    let mut pipelines = Vec::new();
    for pm in &managers {
        if let Some(text) = crate::passes::dump(options, pm) {
            sink.out.push_str(&text);
        }
    }
    for pm in managers {
        let run = crate::passes::run_passes(
            ctx,
            options,
            pm,
            owned,
            &options.print,
            timing.as_deref_mut(),
            counter.cloned(),
            actions,
        );
        for o in &run.output {
            match o {
                PassOutput::Diagnostic(d) => sink.emit(ctx, d),
                PassOutput::Text(text) => sink.out.push_str(text),
            }
        }
        for (path, text) in &run.files {
            write_dump_file(path, text, &mut sink.out);
        }
        if let Some(report) = run.statistics {
            sink.out.push_str(&report);
        }
        if !run.success {
            return None;
        }
        pipelines.push(run.pipeline);
    }
    if let Some(file) = &options.generate_reproducer {
        generate_reproducer(ctx, owned, &root, &pipelines, file, sink);
    }
    Some(!managers_empty)
}

/// `--mlir-generate-reproducer`: the IR after a successful run and its
/// pipeline, as mlir-opt writes them (threading and verify-each recorded as
/// off). mlir-opt ignores a file it cannot write; so does this.
fn generate_reproducer(
    ctx: &Context,
    owned: &OwnedOp,
    root: &str,
    pipelines: &[String],
    file: &crate::reproducer::ReproducerFile,
    sink: &mut Sink<'_>,
) {
    let pipeline = match pipelines {
        [] => format!("{root}()"),
        [one] => one.clone(),
        _ => {
            // One file holds one pipeline; the driver runs two managers.
            sink.out.push_str(
                "tileir-opt: --mlir-generate-reproducer needs one pass pipeline; the driver's -O pipelines run two\n",
            );
            return;
        }
    };
    let text = tileir_passes::reproducer::reproducer_text(ctx, owned, &pipeline, false, false);
    let _ = file.write(&text);
}

/// Writes one `--mlir-print-ir-tree-dir` dump, creating its directories;
/// failures are reported as mlir-opt reports them.
fn write_dump_file(path: &std::path::Path, text: &str, stderr: &mut String) {
    if let Some(dir) = path.parent() {
        if let Err(e) = std::fs::create_dir_all(dir) {
            stderr.push_str(&format!(
                "Error while creating directory {}: {}\n",
                dir.display(),
                crate::input::reason(&e)
            ));
            return;
        }
    }
    if let Err(e) = std::fs::write(path, text) {
        stderr.push_str(&format!(
            "Error opening output file {}: {}\n",
            path.display(),
            crate::input::reason(&e)
        ));
    }
}

impl Checked<'_> {
    /// The chunk as TileIR bytecode of `version` (`--emit-bytecode`), or
    /// `None` with the writer's diagnostics emitted.
    fn write_bytecode(self, version: Version, sink: &mut Sink<'_>) -> Option<Vec<u8>> {
        let written = write_bytecode(&self.ctx, &self.owned.body, self.owned.op, version);
        if let Err(diags) = &written {
            for d in diags {
                sink.emit(&self.ctx, d);
            }
        }
        self.release();
        written.ok()
    }

    /// Appends the printed chunk to `output` (split and
    /// `--verify-diagnostics` runs); the chunk's timing report, if any.
    fn print_into(mut self, output: &mut String) -> Option<String> {
        let mut timing = self.timing.take();
        let writing = timing.as_mut().map(|t| t.phase("Output"));
        // `print_op` ends exactly as mlir-opt's output does (`}\n\n`).
        let printed = print_op(
            &self.ctx,
            &self.owned.body,
            self.owned.op,
            &self.print_options,
        );
        self.release();
        if output.is_empty() {
            *output = printed;
        } else {
            output.push_str(&printed);
        }
        timing.map(|mut t| {
            if let Some(w) = writing {
                t.stop(w);
            }
            t.report()
        })
    }

    /// Streams the printed IR into `out`.
    fn print_to(self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let result = print_op_to(
            &self.ctx,
            &self.owned.body,
            self.owned.op,
            &self.print_options,
            out,
        );
        self.release();
        result
    }

    /// Frees the IR and the context, or leaves them to the process exit
    /// under [`crate::disable_free`].
    fn release(self) {
        if crate::free_disabled() {
            std::mem::forget(self.owned);
            std::mem::forget(self.ctx);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LineIndex;

    #[test]
    fn line_col_of_offsets() {
        let index = LineIndex::new("ab\ncd");
        assert_eq!(index.line_col(0), (1, 1));
        assert_eq!(index.line_col(2), (1, 3));
        assert_eq!(index.line_col(3), (2, 1));
        assert_eq!(index.line_col(5), (2, 3));
    }
}
