//! tileir-lit: a lit-compatible test runner that runs registered tools
//! in-process (see [`tool_io::Tool`]) and everything else as processes.
//!
//! Entry points: [`cli::main`] (the command line, against a `ToolIo`),
//! [`discovery::Discovery`] + [`runner::RunContext`] for harnesses that run
//! one test at a time (the `cargo test` integration).

pub mod boolexpr;
pub mod builtins;
pub mod capture;
pub mod cli;
pub mod config;
pub mod discovery;
pub mod inprocess;
pub mod report;
pub mod result;
pub mod runner;
pub mod shell;
pub mod substitution;
pub mod test_file;
pub mod update;
pub mod xunit;

pub use cli::{main, LitTool};
