//! Pass management for tileir: MLIR's pass infrastructure for the TileIR
//! dialects.
//!
//! Map of the crate:
//! - [`pass`]: what a pass is ([`pass::PassInfo`], the [`pass::Pass`] trait).
//! - [`options`]: typed pass options and their text form.
//! - [`cl_syntax`]: LLVM's command-line value syntax the options inherit.
//! - [`anchor`]: [`anchor::OpHandle`], the op a pass runs on.
//! - [`analysis`]: the analysis cache and preserved-analysis sets.
//! - [`greedy`]: the greedy rewrite driver (worklist, folding, constants).
//! - [`manager`]: [`manager::OpPassManager`], nesting and its build rules.
//! - [`run`]: running a pipeline (threads, verification, failures).
//! - [`instrument`]: the instrumentation chain (timing, IR dumps).
//! - [`bisect`]: opt-bisect, which pass invocations run.
//! - [`debug_counter`]: debug counters, which transformations happen.
//! - [`reproducer`]: crash and failure reproducers.
//! - [`registry`]: every pass and named pipeline, as data.
//! - [`pipeline_text`]: the textual pipeline grammar and printing.
//! - [`passes`]: the passes themselves, in groups.
//! - [`listing`]: `--list-passes` and the pass section of `--help`.
//! - [`schedule_rule`]: the ScheduleAnalysis rule of tileiras's pipeline.
//! - [`driver`]: tileiras's driver flags and the two pass managers it builds.

pub mod analysis;
pub mod anchor;
pub mod bisect;
pub mod cl_syntax;
pub mod debug_counter;
pub mod driver;
pub mod greedy;
pub mod instrument;
pub mod listing;
pub mod manager;
pub mod options;
pub mod pass;
pub mod passes;
pub mod pipeline_text;
pub mod registry;
pub mod reproducer;
pub mod run;
pub mod schedule_rule;
