//! Where the upstream LLVM 22 tools are, for the tests that compare our
//! output with theirs. Every such test finds its tool here, by one rule:
//!
//! - an environment variable names the tool's path: `MLIR_OPT`, `LLVM_FC`
//!   (FileCheck), `LLVM_LIT` (the names bench/ uses too);
//! - else it is looked up in `$LLVM_BIN`, else in `/usr/lib/llvm-22/bin`
//!   (Debian's `mlir-22-tools` and `llvm-22-tools`).
//!
//! A tool that is not installed is `None`: the test skips and says so. A
//! variable set to the empty string skips the tool on purpose
//! (`MLIR_OPT= cargo test`). A variable naming a file that does not exist
//! is a mistake, not an absence: it panics, so a misconfigured run does not
//! pass by skipping.

use std::path::PathBuf;

/// The directory of LLVM 22's tools when `LLVM_BIN` does not say.
pub const DEFAULT_LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

/// One upstream tool: its file name and the variable that overrides it.
#[derive(Clone, Copy, Debug)]
pub struct Tool {
    pub name: &'static str,
    pub env: &'static str,
}

pub const MLIR_OPT: Tool = Tool {
    name: "mlir-opt",
    env: "MLIR_OPT",
};
pub const FILECHECK: Tool = Tool {
    name: "FileCheck",
    env: "LLVM_FC",
};
pub const LIT: Tool = Tool {
    name: "lit",
    env: "LLVM_LIT",
};

/// The directory holding LLVM's tools (`$LLVM_BIN`, else
/// [`DEFAULT_LLVM_BIN`]), whether or not it exists. Tests that run LLVM's
/// lit put it on `PATH` for `not`, `count` and FileCheck.
pub fn llvm_bin() -> PathBuf {
    match std::env::var_os("LLVM_BIN") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(DEFAULT_LLVM_BIN),
    }
}

/// Where `tool` is, or `None` when it is not installed (or its variable is
/// empty). Panics when its variable names a file that does not exist.
pub fn find(tool: Tool) -> Option<PathBuf> {
    if let Some(value) = std::env::var_os(tool.env) {
        if value.is_empty() {
            return None;
        }
        let path = PathBuf::from(value);
        assert!(
            path.is_file(),
            "{}={} is not a file (unset it to use {}, or set it empty to skip {})",
            tool.env,
            path.display(),
            llvm_bin().join(tool.name).display(),
            tool.name
        );
        return Some(path);
    }
    let path = llvm_bin().join(tool.name);
    path.is_file().then_some(path)
}

/// mlir-opt 22 ([`find`] with [`MLIR_OPT`]).
pub fn mlir_opt() -> Option<PathBuf> {
    find(MLIR_OPT)
}

/// LLVM 22's FileCheck ([`find`] with [`FILECHECK`]).
pub fn file_check() -> Option<PathBuf> {
    find(FILECHECK)
}

/// LLVM 22's lit ([`find`] with [`LIT`]).
pub fn lit() -> Option<PathBuf> {
    find(LIT)
}

/// The line a test prints when it skips for want of `tool`.
pub fn missing(tool: Tool) -> String {
    if std::env::var_os(tool.env).is_some_and(|v| v.is_empty()) {
        return format!("skipped: {} disabled (${} is empty)", tool.name, tool.env);
    }
    format!(
        "skipped: {} not found (${} or {})",
        tool.name,
        tool.env,
        llvm_bin().join(tool.name).display()
    )
}
