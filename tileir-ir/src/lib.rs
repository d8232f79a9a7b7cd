//! tileir-ir: the core of the textual MLIR IR — its model, how dialects are
//! declared, the format engine, parser, printer, verifier and diagnostics,
//! and the `builtin` dialect.
//!
//! This crate does no process I/O, knows nothing about passes and knows no
//! dialect but `builtin`: a [`Context`] registers the dialects its caller
//! passes (the dialects crate, `tileir-ir/dialects`, defines the others,
//! through this crate's public API). It takes `&str`, returns data, and
//! reports problems as [`diag::Diagnostic`] values. See ARCHITECTURE.md at
//! the workspace root for the layers and invariants.
//!
//! Map of the crate:
//! - [`context`]: the shared `Sync` context (interning, uniquing, registry).
//! - [`types`], [`attributes`]: type and attribute (and location) data.
//! - `source_locs`: locations that are positions in a parsed text.
//! - [`body`]: arenas for one IsolatedFromAbove scope, and the mutation API.
//! - [`walk`]: walks across nested bodies.
//! - [`dialect`]: how ops, types and attributes are declared;
//!   [`builtin`]: the one dialect declared here.
//! - [`effects`]: memory effects and the questions passes ask of them.
//! - [`speculation`]: whether an op may be executed speculatively.
//! - [`call`]: calls, callables and a dialect's inlining hooks.
//! - [`control_flow`]: loops and how often regions run.
//! - [`fold`]: folding ops, and matching constants; [`apint`] and
//!   [`apfloat`]: integer and float values with LLVM's semantics for it;
//!   [`constants`]: constant attributes as those values.
//! - [`dominance`]: dominator trees of regions.
//! - [`rewriter`]: the one way passes change IR, with a listener.
//! - [`asm`]: the interface custom assembly formats use to parse and print.
//! - [`format`]: the declarative assembly-format engine.
//! - [`parser`], [`printer`], [`verifier`]: text in, text out, rules checked.
//! - [`diag`]: diagnostics and their rendering.
//! - [`threads`]: the thread pool every parallel phase uses, and its switch.
//! - `testing`: hooks for tests of the parallel phases (hidden).

pub mod apfloat;
pub mod apint;
pub mod asm;
pub mod attributes;
pub mod body;
pub mod builtin;
pub mod call;
pub mod constants;
pub mod context;
pub mod control_flow;
pub mod diag;
pub mod dialect;
pub mod dominance;
pub mod effects;
pub mod fold;
pub mod format;
pub mod ids;
mod interner;
pub mod parser;
pub mod printer;
pub mod region_branch;
pub mod resources;
pub mod rewriter;
mod source_locs;
pub mod speculation;
pub mod split;
#[doc(hidden)]
pub mod testing;
pub mod threads;
pub mod types;
pub mod verifier;
pub mod walk;
pub mod wide_int;

pub use attributes::{AttrData, Attribute, LocData, Location, NamedAttr};
pub use body::{Body, BodySize, OperationState, OwnedOp, ValueDef, ValueMap};
pub use context::{Context, OpName, Symbol};
pub use diag::{Diagnostic, Severity, SourceFile, SourceMgr};
pub use ids::{BlockId, OpId, OperandId, RegionId, Value};
pub use types::{Type, TypeData};
