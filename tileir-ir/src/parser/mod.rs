//! The textual MLIR parser: a pull lexer and hand-written recursive descent
//! over one `&str`, producing a [`crate::OwnedOp`].
//!
//! Upstream MLIR's `mlir/lib/AsmParser` is the specification: what it
//! accepts, and its diagnostics (message and position), are reproduced.
//! Map of the module:
//! - `token`, `lexer`: tokens and the zero-copy lexer;
//! - `core`: parser state, token vocabulary, diagnostics, depth guard;
//! - `scope`: SSA/block name scopes and forward references;
//! - `types`, `attributes`, `float`, `locations`, `affine`: the
//!   builtin type/attribute/location grammars;
//! - `ops`: operations, regions, blocks; `asm_impl`: the `AsmParser`
//!   implementation for custom formats; this file: the top level (aliases,
//!   file metadata, implicit module, end-of-file checks).
//!
//! Known differences from MLIR (all on invalid or exotic input):
//! - an IsolatedFromAbove op opens a fresh SSA scope (its regions live in
//!   their own body). A use of an outer value there gets MLIR's verifier
//!   error (`using value defined outside the region`), but from the parser,
//!   after the whole text parsed: ahead of verifier errors MLIR would report
//!   first, and even with verification off;
//! - integer attributes wider than 65536 bits are out of range (MLIR:
//!   up to 2^24 bits);
//! - `external_resources` for unknown groups are kept without MLIR's warning;
//! - no code completion and no `symbol(%x)` SSA-id affine maps.

mod affine;
mod asm_impl;
pub(crate) mod attributes;
/// Dense integer storage helpers dialects use to build attributes as the
/// parser does.
pub use attributes::{canonical_int, push_int_element, raw_dense};
mod core;
mod display;
pub(crate) mod float;
mod lexer;
mod locations;
mod ops;
mod scope;
pub(crate) mod speculate;
pub(crate) mod token;
mod types;

#[cfg(test)]
mod tests;

use self::core::{PResult, Parser};
use crate::attributes::{LocData, Location};
use crate::body::{Body, OperationState, OwnedOp};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::resources::ResourceEntry;
use token::Kind;

/// Options of one parse.
#[derive(Clone, Debug)]
pub struct ParserConfig {
    /// Accept ops, types and attributes of unregistered dialects (in generic form).
    pub allow_unregistered_dialect: bool,
    /// Wrap top-level ops in an implicit `builtin.module` unless the input is a
    /// single `builtin.module` (mlir-opt's default; off with `--no-implicit-module`).
    pub implicit_module: bool,
    /// Threads for long inputs; the result never depends on it.
    pub parallelism: Parallelism,
    /// Told which parts of the text have been parsed (see [`SourceRelease`]).
    pub source_release: Option<SourceRelease>,
    /// Attach `see current operation: ...` to the verifier-style errors the
    /// parser reports (mlir-opt's `--mlir-print-op-on-diagnostic`).
    pub print_op_on_diagnostic: bool,
    /// Where the source starts, as the location of the implicit module (and
    /// of a top-level count error): `None` is mlir-opt's `file:0:0` for a
    /// whole file; a `--split-input-file` chunk after the first starts where
    /// its text does in the file (mlir-opt 22 locates it there).
    pub source_start: Option<(u32, u32)>,
}

/// Called by the parser, from any of its threads, with byte ranges of the
/// text it has parsed and is done with. A caller holding the text in a file
/// mapping can drop those pages from memory (the kernel reads them back from
/// the file if a diagnostic needs them), so a huge input is never resident
/// whole next to the IR built from it. Ranges may repeat or overlap.
#[derive(Clone)]
pub struct SourceRelease(pub std::sync::Arc<dyn Fn(std::ops::Range<usize>) + Send + Sync>);

impl std::fmt::Debug for SourceRelease {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SourceRelease")
    }
}

pub(crate) use self::core::newline_bits;
pub use speculate::Parallelism;

impl Default for ParserConfig {
    fn default() -> Self {
        ParserConfig {
            allow_unregistered_dialect: false,
            implicit_module: true,
            parallelism: Parallelism::default(),
            source_release: None,
            print_op_on_diagnostic: true,
            source_start: None,
        }
    }
}

/// Parses `text` (named `file_name` in locations and diagnostics). Line
/// numbers in locations start at `first_line` (1 normally; a
/// `--split-input-file` chunk passes its line in the whole file).
pub fn parse_source(
    ctx: &Context,
    file_name: &str,
    text: &str,
    first_line: u32,
    config: &ParserConfig,
) -> Result<OwnedOp, Diagnostic> {
    if text.len() >= u32::MAX as usize {
        return Err(Diagnostic::error(
            ctx.file_loc(file_name, first_line, 1),
            "input larger than 4 GiB is not supported",
        ));
    }
    // Registered before any location of it is made (see `crate::source_locs`).
    let positions = ctx.register_source(ctx.symbol(file_name), first_line, text);
    let source = speculate::Source {
        ctx,
        file_name,
        text,
        first_line,
        positions,
        config,
    };
    let threads = config.parallelism.threads_for(ctx, text.len());
    let result = if threads > 1 {
        speculate::with_workers(source, threads, |board| {
            let mut p = source.parser_at(0);
            p.speculation = Some(speculate::Speculation::Idle(board));
            p.parse_top_level(file_name)
        })
    } else {
        source.parser_at(0).parse_top_level(file_name)
    };
    result.map_err(|e| *e.0)
}

impl<'a> Parser<'a> {
    fn parse_top_level(&mut self, file_name: &str) -> PResult<OwnedOp> {
        let region = self.body.new_region();
        let block = self.body.create_block();
        self.body.append_block(region, block);
        self.push_name_scope(true);
        loop {
            if self.speculation.is_some() {
                self.speculate(block);
            }
            match self.tok.kind {
                Kind::Eof => break,
                Kind::Error => return Err(self.error_here("")),
                Kind::HashIdent => self.parse_attribute_alias_def()?,
                Kind::ExclIdent => self.parse_type_alias_def()?,
                Kind::FileMetaBegin => self.parse_file_metadata()?,
                _ => {
                    self.parse_operation(block)?;
                    self.release_parsed_text();
                }
            }
        }
        if self.speculation.is_some() {
            self.end_speculation(block);
        }
        self.finalize()?;
        let mut body = std::mem::take(&mut self.body);
        let ops: Vec<_> = body.block_ops(block).collect();
        let ctx = self.ctx;
        let is_module = |body: &Body, op| ctx.op_name_str(body.op_name(op)) == "builtin.module";
        let (line, col) = self.config.source_start.unwrap_or((0, 0));
        let source_loc = ctx.file_loc(file_name, line, col);
        if !self.config.implicit_module {
            if ops.len() != 1 {
                return Err(crate::asm::ParseError(Box::new(Diagnostic::error(
                    source_loc,
                    format!(
                        "source must contain a single top-level operation, found: {}",
                        ops.len()
                    ),
                ))));
            }
            body.detach_op(ops[0]);
            return Ok(OwnedOp {
                body: *body,
                op: ops[0],
            });
        }
        if ops.len() == 1 && is_module(&body, ops[0]) {
            body.detach_op(ops[0]);
            return Ok(OwnedOp {
                body: *body,
                op: ops[0],
            });
        }
        let mut state = OperationState::new(ctx.op_name("builtin.module"), source_loc);
        state.regions.push(region);
        state.child_body = Some(body);
        let mut outer = Body::new();
        let op = outer.create_op(ctx, state);
        Ok(OwnedOp { body: outer, op })
    }

    /// End-of-file checks: undefined values, deferred location aliases,
    /// undefined blocks of the top level.
    fn finalize(&mut self) -> PResult<()> {
        let mut undeclared = self.undeclared.iter().copied().min();
        for s in &self.scopes {
            for &(pos, _) in s.forward.values() {
                undeclared = Some(undeclared.map_or(pos, |u: u32| u.min(pos)));
            }
        }
        if let Some(pos) = undeclared {
            return Err(self.error_at(pos, "use of undeclared SSA value name"));
        }
        if let Some(first) = self.outer_uses.iter().min_by_key(|u| u.pos) {
            let diag = self.outer_use_error(first);
            return Err(crate::asm::ParseError(Box::new(diag)));
        }
        if !self.deferred_locs.is_empty() {
            let mut map: Vec<(Location, Location)> = Vec::new();
            let deferred = std::mem::take(&mut self.deferred_locs);
            for &(pos, name) in &deferred {
                let Some(&a) = self.attr_aliases.get(name) else {
                    return Err(self.error_at(pos, "operation location alias was never defined"));
                };
                let Some(l) = self.ctx.as_location(a) else {
                    let msg = format!("expected location, but found {}", self.quoted_attr(a));
                    return Err(self.error_at(pos, &msg));
                };
                map.push((self.deferred_placeholder(name), l));
            }
            replace_locations(&mut self.body, &map, 0);
        }
        while !self.block_scopes.is_empty() {
            self.pop_name_scope()?;
        }
        Ok(())
    }

    fn parse_attribute_alias_def(&mut self) -> PResult<()> {
        let name = &self.text()[1..];
        if self.attr_aliases.contains_key(name) {
            return Err(self.error_here(&format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self
                .error_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.expect(Kind::Equal, "expected '=' in attribute alias definition")?;
        let attr = self.parse_attribute(None)?;
        self.attr_aliases.insert(name, attr);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let name = &self.text()[1..];
        if self.type_aliases.contains_key(name) {
            return Err(self.error_here(&format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(
                self.error_here("type names with a '.' are reserved for dialect-defined names")
            );
        }
        self.bump();
        self.expect(Kind::Equal, "expected '=' in type alias definition")?;
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, ty);
        Ok(())
    }

    /// `{-# key: {...}, ... #-}`
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        if self.at(Kind::FileMetaEnd) {
            return Err(self.error_wrong_token("expected list element"));
        }
        loop {
            let key_pos = self.tok.start;
            if !self.at_keyword_like() {
                return Err(self.error_here("expected identifier key in file metadata dictionary"));
            }
            let key = self.text();
            self.bump();
            self.expect(Kind::Colon, "expected ':'")?;
            let dialect = match key {
                "dialect_resources" => true,
                "external_resources" => false,
                _ => {
                    return Err(self.error_at(
                        key_pos,
                        &format!("unknown key '{key}' in file metadata dictionary"),
                    ))
                }
            };
            self.parse_resource_section(dialect)?;
            if !self.eat(Kind::Comma) {
                break;
            }
        }
        self.expect(Kind::FileMetaEnd, "expected ',' or '#-}'")
    }

    fn parse_resource_section(&mut self, dialect: bool) -> PResult<()> {
        self.expect(Kind::LBrace, "expected '{'")?;
        if self.eat(Kind::RBrace) {
            return Ok(());
        }
        loop {
            let name_pos = self.tok.start;
            if !self.at_keyword_like() {
                return Err(self.error_here("expected identifier key for 'resource' entry"));
            }
            let group = self.text();
            self.bump();
            if dialect
                && group != "builtin"
                && self.ctx.dialect(group).is_none()
                && !self.config.allow_unregistered_dialect
            {
                return Err(self.error_at(name_pos, &format!("dialect '{group}' is unknown")));
            }
            self.expect(Kind::Colon, "expected ':'")?;
            self.expect(Kind::LBrace, "expected '{'")?;
            if !self.eat(Kind::RBrace) {
                loop {
                    let key_pos = self.tok.start;
                    let key = match self.tok.kind {
                        Kind::BareIdent | Kind::IntType => self.text().to_string(),
                        Kind::String => {
                            String::from_utf8_lossy(&token::string_value(self.text())).into_owned()
                        }
                        _ => {
                            return Err(self.error_here(if dialect {
                                "expected identifier key for 'resource' entry"
                            } else {
                                "expected identifier key for 'external_resources' entry"
                            }))
                        }
                    };
                    self.bump();
                    self.expect(Kind::Colon, "expected ':'")?;
                    let value = self.tok;
                    if matches!(value.kind, Kind::Eof | Kind::Error) {
                        return Err(self.error_here("expected resource value"));
                    }
                    let value_text = self.text().to_string();
                    if dialect && group == "builtin" {
                        self.check_blob(value, &key)?;
                    }
                    self.bump();
                    let entry = ResourceEntry {
                        group: self.ctx.symbol(group),
                        key: self.ctx.symbol(&key),
                        value_text,
                        key_loc: self.loc_at(key_pos),
                        value_loc: self.loc_at(value.start),
                    };
                    let mut res = self.ctx.resources.lock().unwrap_or_else(|e| e.into_inner());
                    if dialect {
                        res.dialect_resources.push(entry);
                    } else {
                        res.external_resources.push(entry);
                    }
                    drop(res);
                    if !self.eat(Kind::Comma) {
                        break;
                    }
                }
                self.expect(Kind::RBrace, "expected ',' or '}'")?;
            }
            if !self.eat(Kind::Comma) {
                break;
            }
        }
        self.expect(Kind::RBrace, "expected ',' or '}'")
    }
}

impl Parser<'_> {
    /// A builtin resource value must be a hex blob whose first four bytes
    /// are a power-of-two alignment (MLIR's `parseAsBlob`).
    fn check_blob(&self, value: token::Token, key: &str) -> PResult<()> {
        let blob = (value.kind == Kind::String)
            .then(|| attributes::hex_string_value(self.spelling(value)))
            .flatten();
        let Some(blob) = blob else {
            return Err(self.error_at(
                value.start,
                &format!("expected hex string blob for key '{key}'"),
            ));
        };
        if blob.len() < 4 {
            return Err(self.error_at(
                value.start,
                &format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                ),
            ));
        }
        let align = u32::from_le_bytes([blob[0], blob[1], blob[2], blob[3]]);
        if align != 0 && !align.is_power_of_two() {
            return Err(self.error_at(
                value.start,
                &format!("expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"),
            ));
        }
        Ok(())
    }
}

/// Replaces placeholder locations of ops and block arguments in `body` and
/// its nested bodies.
fn replace_locations(body: &mut Body, map: &[(Location, Location)], depth: u32) {
    let lookup = |l: Location| map.iter().find(|(p, _)| *p == l).map(|&(_, r)| r);
    for i in 0..body.op_capacity() {
        let op = crate::ids::OpId::new(i);
        if body.is_erased(op) {
            continue;
        }
        if let Some(r) = lookup(body.op_loc(op)) {
            body.set_op_loc(op, r);
        }
        if depth < 10_000 {
            if let Some(child) = body.child_body_mut(op) {
                replace_locations(child, map, depth + 1);
            }
        }
    }
    for b in 0..body.block_capacity() {
        let block = crate::ids::BlockId::new(b);
        for i in 0..body.block_args(block).len() {
            if let Some(r) = lookup(body.block_arg_loc(block, i)) {
                body.set_block_arg_loc(block, i, r);
            }
        }
    }
    let _ = LocData::Unknown;
}
