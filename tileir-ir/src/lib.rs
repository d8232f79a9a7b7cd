//! tileir-ir: the textual MLIR IR — its model, dialect definitions, parser,
//! printer, verifier and diagnostics.
//!
//! This crate does no process I/O and knows nothing about passes: it takes
//! `&str`, returns data, and reports problems as [`diag::Diagnostic`] values.
//! See ARCHITECTURE.md at the workspace root for the invariants.
//!
//! Map of the crate:
//! - [`context`]: the shared `Sync` context (interning, uniquing, registry).
//! - [`types`], [`attributes`]: type and attribute (and location) data.
//! - `source_locs`: locations that are positions in a parsed text.
//! - [`body`]: arenas for one IsolatedFromAbove scope, and the mutation API.
//! - [`walk`]: walks across nested bodies.
//! - [`dialect`]: how ops, types and attributes are declared;
//!   [`dialects`]: the declarations themselves.
//! - [`asm`]: the interface custom assembly formats use to parse and print.
//! - [`format`]: the declarative assembly-format engine.
//! - [`parser`], [`printer`], [`verifier`]: text in, text out, rules checked.
//! - [`diag`]: diagnostics and their rendering.
//! - [`threads`]: the thread pool every parallel phase uses, and its switch.

pub mod asm;
pub mod attributes;
pub mod body;
pub mod context;
pub mod diag;
pub mod dialect;
pub mod dialects;
pub mod format;
pub mod ids;
mod interner;
pub mod parser;
pub mod printer;
pub mod resources;
mod source_locs;
pub mod split;
pub mod threads;
pub mod types;
pub mod verifier;
pub mod walk;
pub mod wide_int;

pub use attributes::{AttrData, Attribute, LocData, Location, NamedAttr};
pub use body::{Body, OperationState, OwnedOp, ValueDef, ValueMap};
pub use context::{Context, OpName, Symbol};
pub use diag::{Diagnostic, Severity, SourceFile, SourceMgr};
pub use ids::{BlockId, OpId, OperandId, RegionId, Value};
pub use types::{Type, TypeData};
