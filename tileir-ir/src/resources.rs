//! File metadata resources: the `{-# dialect_resources: {...}
//! external_resources: {...} #-}` block at the end of a file.
//!
//! MLIR keeps resource blobs in the context (a dialect's resource manager),
//! not in the IR; `dense_resource<handle>` attributes refer to them by key.
//! We keep each entry's value as written (a hex blob string, a bool, or a
//! string), so the printer can emit it back unchanged.

use crate::attributes::Location;
use crate::context::Symbol;

/// One `key: value` entry of a resource section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceEntry {
    /// The dialect (under `dialect_resources`) or the external group name.
    pub group: Symbol,
    pub key: Symbol,
    /// The value's source text, e.g. `"0x04000000DEADBEEF"` or `true`.
    pub value_text: String,
    /// Where the key and the value were written (for errors of those who
    /// read the entry, such as a reproducer's options).
    pub key_loc: Location,
    pub value_loc: Location,
}

impl ResourceEntry {
    /// The value as a string, if it is a string literal (escapes decoded).
    pub fn string_value(&self) -> Option<String> {
        let text = self.value_text.trim();
        (text.len() >= 2 && text.starts_with('"') && text.ends_with('"')).then(|| {
            String::from_utf8_lossy(&crate::parser::token::string_value(text)).into_owned()
        })
    }
}

/// All resources the context has seen, in the order they were parsed.
#[derive(Clone, Debug, Default)]
pub struct Resources {
    pub dialect_resources: Vec<ResourceEntry>,
    pub external_resources: Vec<ResourceEntry>,
}
