//! The `tileir-reduce` binary: [`reduce::cli`] as a process.

fn main() {
    std::process::exit(tool_io::run_as_process(&reduce::cli::ReduceTool));
}
