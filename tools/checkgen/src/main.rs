//! The `tileir-checkgen` binary: [`checkgen::cli`] as a process.

fn main() {
    std::process::exit(tool_io::run_as_process(&checkgen::cli::CheckGenTool));
}
