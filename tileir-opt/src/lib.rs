//! tileir-opt as a library: `run(args, io)`, so lit can call it in-process.
//!
//! The binary (`src/main.rs`) is a two-line wrapper around [`TileirOptTool`];
//! the `tileir-lit` binary and the `cargo test` harness register the same tool
//! with the lit runner through [`lit_tools`].

pub mod lit_tools;

use tool_io::{Tool, ToolIo};

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
pub fn run(_args: &[String], io: &mut ToolIo<'_>) -> i32 {
    let _ = writeln!(io.stderr, "tileir-opt: not built yet");
    1
}

use std::io::Write;
