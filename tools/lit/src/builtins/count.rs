//! `count N`: succeeds iff standard input has exactly N newlines (LLVM's `count`).

use tool_io::{Tool, ToolIo};

pub struct Count;

impl Tool for Count {
    fn name(&self) -> &str {
        "count"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        if args.len() != 2 {
            let _ = writeln!(io.stderr, "usage: count <expected line count>");
            return 2;
        }
        let Ok(expected) = args[1].parse::<i64>() else {
            let _ = writeln!(io.stderr, "Invalid number: '{}'", args[1]);
            return 2;
        };
        let mut data = Vec::new();
        if io.stdin.read_to_end(&mut data).is_err() {
            return 2;
        }
        // Like LLVM's `count`, only newline characters are counted.
        let lines = data.iter().filter(|&&b| b == b'\n').count() as i64;
        if lines != expected {
            let _ = writeln!(io.stderr, "Expected {expected} lines, got {lines}.");
            return 1;
        }
        0
    }
}
