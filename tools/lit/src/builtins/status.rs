//! `true`, `false` and `:`: commands that only return a fixed status.

use tool_io::{Tool, ToolIo};

/// A command that ignores its arguments and exits with `code`.
pub struct Status {
    name: &'static str,
    code: i32,
}

impl Status {
    pub fn new(name: &'static str, code: i32) -> Self {
        Status { name, code }
    }
}

impl Tool for Status {
    fn name(&self) -> &str {
        self.name
    }

    fn run(&self, _args: &[String], _io: &mut ToolIo<'_>) -> i32 {
        self.code
    }
}
