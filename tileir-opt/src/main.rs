fn main() {
    std::process::exit(tool_io::run_as_process(&tileir_opt::TileirOptTool));
}
