//! The tools the lit runner runs in-process (tileir-opt, tileir-translate,
//! FileCheck, tileir-checkgen), and the check updater of `tileir-lit --update-tests`.

use std::sync::Arc;
use tool_io::Tool;

/// tileir-opt, tileir-translate, FileCheck and tileir-checkgen, for registration with the lit runner.
pub fn in_process_tools() -> Vec<Arc<dyn Tool>> {
    vec![
        Arc::new(crate::TileirOptTool),
        Arc::new(crate::translate::TileirTranslateTool),
        Arc::new(filecheck::FileCheckTool),
        Arc::new(checkgen::cli::CheckGenTool),
    ]
}

/// [`in_process_tools`] plus `tileir-lit` itself (so tests can run the runner
/// on nested suites without spawning a process).
pub fn lit_tools() -> Vec<Arc<dyn Tool>> {
    let mut tools = in_process_tools();
    tools.push(Arc::new(
        lit::LitTool::new("tileir-lit", in_process_tools()).with_updater(check_updater()),
    ));
    tools
}

/// `--update-tests` regenerates check blocks with tileir-checkgen.
pub fn check_updater() -> Arc<dyn lit::update::CheckUpdater> {
    Arc::new(CheckgenUpdater)
}

struct CheckgenUpdater;

impl lit::update::CheckUpdater for CheckgenUpdater {
    fn update(
        &self,
        text: &str,
        output: &str,
        filecheck_args: &[String],
    ) -> Result<String, String> {
        let opts = checkgen::Options {
            prefix: checkgen::prefix_of(filecheck_args)?,
            // Lines that must be whole cannot be cut into CHECK-SAME parts.
            same_width: if filecheck_args
                .iter()
                .any(|a| a.contains("match-full-lines"))
            {
                usize::MAX
            } else {
                checkgen::Options::default().same_width
            },
            ..checkgen::Options::default()
        };
        checkgen::update(text, output, &opts, filecheck_args)
    }
}
