//! The tools the lit runner runs in-process: tileir-opt and FileCheck.

use std::sync::Arc;
use tool_io::Tool;

/// tileir-opt and FileCheck, for registration with the lit runner.
pub fn in_process_tools() -> Vec<Arc<dyn Tool>> {
    vec![
        Arc::new(crate::TileirOptTool),
        Arc::new(filecheck::FileCheckTool),
    ]
}

/// [`in_process_tools`] plus `tileir-lit` itself (so tests can run the runner
/// on nested suites without spawning a process).
pub fn lit_tools() -> Vec<Arc<dyn Tool>> {
    let mut tools = in_process_tools();
    tools.push(Arc::new(lit::LitTool::new(
        "tileir-lit",
        in_process_tools(),
    )));
    tools
}
