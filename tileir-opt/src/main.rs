fn main() {
    // The process exits right after the run: leave the IR to the OS.
    tileir_opt::disable_free();
    tileir_opt::tune_allocator();
    tileir_opt::quiet_panics();
    std::process::exit(tool_io::run_as_process(&tileir_opt::TileirOptTool));
}
