//! tileir-opt as a library: `run(args, io)`, so lit can call it in-process.
//!
//! The binary (`src/main.rs`) is a two-line wrapper around [`TileirOptTool`];
//! the `tileir-lit` binary and the `cargo test` harness register the same tool
//! with the lit runner through [`lit_tools`].
//!
//! Modules: [`cli`] parses arguments into [`options::Options`]; [`pipeline`]
//! runs split/parse/verify/print over a text; [`expected`] implements
//! `--verify-diagnostics`; [`input`] reads the input; [`output`] writes
//! `-o` atomically. `run` is reentrant: it touches nothing but its `ToolIo` (and
//! reads the process-wide [`disable_free`] switch, which only the binary
//! sets, and runs on the process-wide thread pool of
//! [`tileir_ir::threads`]).

pub mod actions;
pub mod cli;
pub mod expected;
pub mod input;
pub mod lit_tools;
pub mod options;
pub mod output;
pub mod passes;
pub mod pipeline;
pub mod reproducer;
pub mod timing;
pub mod translate;

use std::sync::atomic::{AtomicBool, Ordering};
use tool_io::{Tool, ToolIo};

static DISABLE_FREE: AtomicBool = AtomicBool::new(false);

/// Makes every later run leave its parsed IR and context allocated after
/// printing instead of freeing them, as clang's `-disable-free` does: a
/// process about to exit gets the memory back for free, while freeing a
/// million ops one by one costs a noticeable part of a run. For the
/// `tileir-opt` binary only; library users (the in-process lit runner) keep
/// freeing.
pub fn disable_free() {
    DISABLE_FREE.store(true, Ordering::Relaxed);
}

/// Fixes glibc malloc's threshold for serving allocations by `mmap`. By
/// default glibc raises it (up to 32 MB) each time a large block is freed,
/// after which the arenas of parser and printer threads keep every freed
/// chunk body and outgrown vector resident: tens of MB on a 100 MB input.
/// Process-wide, so for the `tileir-opt` binary only.
///
/// Also sets the top pad: how much address space an arena makes usable at
/// once when it grows. The arena of a thread other than the main one (the
/// parser's, the printer's) otherwise calls `mprotect` for every few pages
/// it grows by, a few percent of a run over a large input; a 64 MB pad makes
/// that one call per 64 MB heap. Untouched pages cost no memory.
pub fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a malloc parameter; called before any thread starts.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 256 << 10);
        libc::mallopt(libc::M_TOP_PAD, 64 << 20);
    }
}

/// Keeps Rust's panic message off stderr: every panic of a run is caught
/// and reported in MLIR's form (a pass that panicked is that pass failing;
/// anything else is `internal error`), so the default message would only
/// add noise. `TILEIR_PANIC_BACKTRACE` set keeps the default hook, for
/// debugging. Process-wide, so for the `tileir-opt` binary only.
pub fn quiet_panics() {
    if std::env::var_os("TILEIR_PANIC_BACKTRACE").is_none() {
        std::panic::set_hook(Box::new(|_| {}));
    }
}

/// Whether [`disable_free`] was called.
pub(crate) fn free_disabled() -> bool {
    DISABLE_FREE.load(Ordering::Relaxed)
}

/// The `tileir-opt` command as an in-process tool.
pub struct TileirOptTool;

impl Tool for TileirOptTool {
    fn name(&self) -> &str {
        "tileir-opt"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        run(args, io)
    }
}

/// Runs tileir-opt with `args` (args[0] is the program name); returns the exit code.
pub fn run(args: &[String], io: &mut ToolIo<'_>) -> i32 {
    let mut options = match cli::parse(args) {
        cli::Parsed::Run(o) => o,
        cli::Parsed::Print(text) => {
            let _ = io.stdout.write_all(text.as_bytes());
            return 0;
        }
        cli::Parsed::Error(text) => {
            let _ = io.stderr.write_all(text.as_bytes());
            return 1;
        }
    };
    options.resolve_paths(io);
    let input = match input::read_input(&options.input, io) {
        Ok(v) => v,
        Err(msg) => {
            let _ = writeln!(io.stderr, "{msg}");
            return 1;
        }
    };
    let sink = match output::OutputSink::open(options.output.as_deref(), io) {
        Ok(s) => s,
        Err(msg) => {
            let _ = writeln!(io.stderr, "{msg}");
            return 1;
        }
    };
    let file_name = input.name().to_string();
    // Owned, so the pipeline can free it before printing.
    let text = match input.into_text() {
        Ok(text) => text,
        Err(diag_text) => {
            let _ = io.stderr.write_all(diag_text.as_bytes());
            return 1;
        }
    };
    let run = || pipeline::process_owned(&options, &file_name, text);
    let Some(outcome) = run_in_pool(run) else {
        let _ = writeln!(
            io.stderr,
            "tileir-opt: internal error (the worker panicked)"
        );
        return 1;
    };
    let _ = io.stderr.write_all(outcome.diagnostics.as_bytes());
    // Action records for stdout come before the output IR (mlir-opt
    // flushes them when the chunk's context goes).
    let _ = io.stdout.write_all(outcome.stdout.as_bytes());
    // Printing, streamed into the sink, happens here on the calling thread:
    // the printer does not recurse over op nesting, and `io` is not `Send`.
    let success = outcome.success;
    let mut timing = outcome.timing;
    let writing = timing.as_mut().map(|t| t.phase("Output"));
    let finish = || sink.finish(outcome.output, success, io);
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(finish)) {
        Ok(Ok(())) => {}
        Ok(Err(msg)) => {
            let _ = writeln!(io.stderr, "{msg}");
            return 1;
        }
        Err(_) => {
            let _ = writeln!(
                io.stderr,
                "tileir-opt: internal error (the printer panicked)"
            );
            return 1;
        }
    }
    if let (Some(mut t), Some(w)) = (timing, writing) {
        t.stop(w);
        let _ = io.stderr.write_all(t.report().as_bytes());
    }
    if success {
        0
    } else {
        1
    }
}

/// Runs `f` on a thread of the process-wide pool ([`tileir_ir::threads`]),
/// whose threads have the parser's big stack, and waits for it; `None` if
/// it panicked. The pool is built once per process, so a run (lit makes
/// thousands in one process) starts no thread; the parallel phases inside
/// `f` join the same pool.
fn run_in_pool<T: Send>(f: impl FnOnce() -> T + Send) -> Option<T> {
    tileir_ir::threads::install(|| std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).ok())
}
