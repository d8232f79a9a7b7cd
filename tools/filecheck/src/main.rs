//! The `FileCheck` binary: runs [`filecheck::FileCheckTool`] as this process.
fn main() {
    std::process::exit(tool_io::run_as_process(&filecheck::FileCheckTool))
}
