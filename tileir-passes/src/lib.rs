//! Pass management for tileir.
//!
//! This crate is the next milestone after the IR foundation: the pass manager
//! with nested anchors, the `--pass-pipeline` grammar, the registry of every
//! tileiras pass and the instrumentation. It is intentionally empty until then;
//! see ARCHITECTURE.md for the invariants it will keep.
