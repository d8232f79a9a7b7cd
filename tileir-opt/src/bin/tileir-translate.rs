//! The `tileir-translate` binary: a wrapper around
//! [`tileir_opt::translate::TileirTranslateTool`].

fn main() {
    tileir_opt::disable_free();
    tileir_opt::quiet_panics();
    std::process::exit(tool_io::run_as_process(
        &tileir_opt::translate::TileirTranslateTool,
    ));
}
