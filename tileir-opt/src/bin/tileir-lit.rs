//! The `tileir-lit` binary: lit's command line with tileir-opt and FileCheck
//! (and the runner itself) registered as in-process tools.

use tileir_opt::lit_tools::{check_updater, lit_tools};

struct Lit;

impl tool_io::Tool for Lit {
    fn name(&self) -> &str {
        "tileir-lit"
    }

    fn run(&self, args: &[String], io: &mut tool_io::ToolIo<'_>) -> i32 {
        lit::cli::main_with_updater(args, io, lit_tools(), Some(check_updater()))
    }
}

fn main() {
    let code = tool_io::run_as_process(&Lit);
    std::process::exit(code);
}
