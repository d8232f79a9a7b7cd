//! The utilities lit tests expect to find (`echo`, `cat`, `diff`, `count`,
//! `split-file`, `mkdir`, `rm`, `true`, `false`, `:`), implemented as
//! in-process [`Tool`]s so a RUN line never forks for them.

mod cat;
mod count;
mod diff;
mod echo;
mod fs;
mod split_file;
mod status;

use std::sync::Arc;
use tool_io::Tool;

pub use cat::Cat;
pub use count::Count;
pub use diff::Diff;
pub use echo::Echo;
pub use fs::{describe, Mkdir, Rm};
pub use split_file::SplitFile;
pub use status::Status;

/// Every builtin utility.
pub fn utilities() -> Vec<Arc<dyn Tool>> {
    vec![
        Arc::new(Echo),
        Arc::new(Cat),
        Arc::new(Diff),
        Arc::new(Count),
        Arc::new(SplitFile),
        Arc::new(Mkdir),
        Arc::new(Rm),
        Arc::new(Status::new("true", 0)),
        Arc::new(Status::new("false", 1)),
        Arc::new(Status::new(":", 0)),
    ]
}

/// Names that stay in-process even in `--external` mode, as in lit.
pub const ALWAYS_IN_PROCESS: &[&str] = &["echo", "mkdir", "rm", ":"];
