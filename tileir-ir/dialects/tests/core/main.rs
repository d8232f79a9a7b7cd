//! The core's engines (format engine, parser, printer, verifier) tested on
//! IR of the real dialects, which only this crate can register. The core's
//! own unit tests use `builtin` and unregistered ops alone.

mod format_cuda_tile;
mod format_directives;
mod parser;
mod printer;
mod region_branch;
mod rewriter;
mod verifier;
