//! Helpers shared by this crate's integration tests: JSON accessors (for
//! reference/passes.json and `--list-passes=json`) and the mlir-opt 22
//! lookup.

#![allow(dead_code)]

pub mod redundant;

use std::path::PathBuf;

/// A JSON value (serde_json's), with the accessors the tests read it by.
pub use serde_json::Value as Json;

/// Accessors that panic on the wrong shape (the data is the tests' own).
pub trait JsonExt {
    /// The field `key` of an object, `Null` when absent.
    fn at(&self, key: &str) -> &Json;
    fn str(&self) -> &str;
    fn bool(&self) -> bool;
    fn array(&self) -> &[Json];
}

impl JsonExt for Json {
    fn at(&self, key: &str) -> &Json {
        &self[key]
    }

    fn str(&self) -> &str {
        self.as_str()
            .unwrap_or_else(|| panic!("not a string: {self:?}"))
    }

    fn bool(&self) -> bool {
        self.as_bool() == Some(true)
    }

    fn array(&self) -> &[Json] {
        self.as_array()
            .unwrap_or_else(|| panic!("not an array: {self:?}"))
    }
}

/// Parses a JSON document; panics on malformed input (test data).
pub fn parse_json(text: &str) -> Json {
    serde_json::from_str(text).expect("valid JSON")
}

/// mlir-opt 22: `$MLIR_OPT`, else the Debian path; `None` (the test skips)
/// when neither exists (see the upstream-tools crate).
pub fn mlir_opt() -> Option<PathBuf> {
    upstream_tools::mlir_opt()
}

/// The data file the registry was generated from.
pub fn passes_json() -> Json {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/passes.json");
    parse_json(&std::fs::read_to_string(path).expect("tests/data/passes.json"))
}
