//! The `tileir-lit` binary: lit's command line with tileir-opt and FileCheck
//! (and the runner itself) registered as in-process tools.

use tileir_opt::lit_tools::lit_tools;

struct Lit;

impl tool_io::Tool for Lit {
    fn name(&self) -> &str {
        "tileir-lit"
    }

    fn run(&self, args: &[String], io: &mut tool_io::ToolIo<'_>) -> i32 {
        lit::main(args, io, lit_tools())
    }
}

fn main() {
    let code = tool_io::run_as_process(&Lit);
    std::process::exit(code);
}
