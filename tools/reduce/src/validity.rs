//! How valid a text is as IR: it verifies, it only parses, or it is text.
//! A candidate must be as valid as the input was: a reduction of a verifying
//! input verifies, of a parsing one parses; an input that does not parse
//! (a parser error is what is being reduced) is reduced as text.

use tileir_ir::body::OwnedOp;
use tileir_ir::context::Context;
use tileir_ir::parser::{self, ParserConfig};

/// The validity levels, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Text,
    Parses,
    Verifies,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Text => "does not parse; reduced as text",
            Level::Parses => "parses but does not verify",
            Level::Verifies => "parses and verifies",
        }
    }
}

/// Parsing settings shared by every candidate.
#[derive(Debug, Clone, Copy, Default)]
pub struct IrConfig {
    pub allow_unregistered_dialect: bool,
    /// Print candidates in generic form: an op that does not verify may not
    /// print in its custom form in a way that parses back.
    pub generic: bool,
}

impl IrConfig {
    pub fn print_options(&self) -> tileir_ir::printer::PrintOptions {
        tileir_ir::printer::PrintOptions {
            generic: self.generic,
            ..Default::default()
        }
    }
}

/// A fresh context: each candidate gets its own, so nothing a parse
/// registers outlives it.
/// Candidates are checked on several threads at once, so each check runs
/// on one.
pub fn context() -> Context {
    let mut ctx = tileir_dialects::context();
    ctx.set_multithreading(false);
    ctx
}

/// Parses `text`; `None` when it does not parse.
pub fn parse(ctx: &Context, text: &str, cfg: IrConfig) -> Option<OwnedOp> {
    let config = ParserConfig {
        allow_unregistered_dialect: cfg.allow_unregistered_dialect,
        ..ParserConfig::default()
    };
    parser::parse_source(ctx, "<candidate>", text, 1, &config).ok()
}

/// The validity of `text`.
pub fn level(text: &str, cfg: IrConfig) -> Level {
    let ctx = context();
    match parse(&ctx, text, cfg) {
        None => Level::Text,
        Some(op) => {
            if tileir_ir::verifier::verify(&ctx, &op.body, op.op).is_ok() {
                Level::Verifies
            } else {
                Level::Parses
            }
        }
    }
}

/// Whether `text` is at least as valid as `needed`.
pub fn reaches(text: &str, needed: Level, cfg: IrConfig) -> bool {
    match needed {
        Level::Text => true,
        _ => level(text, cfg) >= needed,
    }
}
