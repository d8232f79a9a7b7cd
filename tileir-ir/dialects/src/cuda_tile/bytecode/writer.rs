//! The bytecode writer: a `cuda_tile.module` (alone or as the one op of a
//! builtin `module`) as TileIR bytecode of a chosen version, the files
//! NVIDIA's `tileirdisasm` prints and `tileiras` compiles.
//!
//! The writer checks what the format cannot hold before writing anything
//! (ops of other dialects, module-level ops other than functions and
//! globals, impure ops in reduce/scan bodies), then encodes each entry into
//! the function section while the string, type and constant tables fill
//! up, and lays the sections out in the order NVIDIA's writer uses. Every
//! op record follows the one layout of [`super::layout`] (the reader's
//! too), driven by the op's [`OpDef`] and its entry of `LAYOUTS`. A field
//! newer than the target version is left out when it holds its default and
//! is an error otherwise; an op or type newer than the target is an error.
//!
//! Locations: unknown and `file:line:col` locations are "unknown" in the
//! format; `di_loc` and call-site locations, with the debug-info scopes
//! they name, go to the debug section ([`DebugWriter`]); name, fused and
//! other locations are rejected with NVIDIA's diagnostic.

use super::debug_writer::DebugWriter;
use super::format::{
    attr_tag, func_flag, opcode_of, pad_to, type_tag, type_tag_info, write_apint, write_header,
    write_list4, write_list8, write_offsets32, write_section, write_signed_varint, write_u32_le,
    write_u64_le, write_varint, SectionId, Version,
};
use super::layout::{counts_operands, counts_results, layout_of, AttrField, Enc};
use crate::cuda_tile::types;
use std::collections::HashMap;
use tileir_ir::attributes::{AttrData, Attribute, DenseData, LocData, Location};
use tileir_ir::body::Body;
use tileir_ir::context::Context;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::{Arity, AttrDefault, OpDef, Traits};
use tileir_ir::format::enum_value;
use tileir_ir::ids::{OpId, Value};
use tileir_ir::types::{FloatKind, Param, Signedness, Type, TypeData};

/// Writes the cuda_tile module `op` (or the one `cuda_tile.module` inside
/// the builtin module `op`) as bytecode of `version`. On failure, the
/// diagnostics in the order NVIDIA's writer emits them (a remark on the
/// offending op, then the error).
pub fn write_bytecode(
    ctx: &Context,
    body: &Body,
    op: OpId,
    version: Version,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let (body, module) = find_module(ctx, body, op).map_err(|d| vec![d])?;
    if !version.is_supported() && !Version::TESTING.contains(&version) {
        return Err(vec![Diagnostic::error(
            body.op_loc(module),
            format!(
                "unsupported version requested {version}, must be in range [{}, {}]",
                Version::MIN,
                Version::CURRENT
            ),
        )]);
    }
    check_self_contained(ctx, body, module)?;
    let mut w = Writer::new(ctx, version);
    w.write_module(body, module).map_err(|d| vec![d])
}

/// The `cuda_tile.module` to write and the body holding it.
fn find_module<'b>(
    ctx: &Context,
    body: &'b Body,
    op: OpId,
) -> Result<(&'b Body, OpId), Diagnostic> {
    let name = ctx.op_name_str(body.op_name(op));
    if name == "cuda_tile.module" {
        return Ok((body, op));
    }
    if name == "builtin.module" {
        let inner = body.region_body(op);
        let ops: Vec<OpId> = body
            .regions(op)
            .iter()
            .flat_map(|&r| inner.region_blocks(r).collect::<Vec<_>>())
            .flat_map(|b| inner.block_ops(b).collect::<Vec<_>>())
            .collect();
        return match ops[..] {
            [m] if ctx.op_name_str(inner.op_name(m)) == "cuda_tile.module" => Ok((inner, m)),
            _ => Err(Diagnostic::error(
                body.op_loc(op),
                "expected a single CUDA Tile IR module in the MLIR module",
            )),
        };
    }
    Err(Diagnostic::error(
        body.op_loc(op),
        format!("expected a CUDA Tile IR module, but got a {name}"),
    ))
}

/// The ops directly inside a single-region op's blocks, with the body
/// holding them.
fn region_ops(body: &Body, op: OpId) -> (&Body, Vec<OpId>) {
    let inner = body.region_body(op);
    let mut ops = Vec::new();
    for &r in body.regions(op) {
        for b in inner.region_blocks(r) {
            ops.extend(inner.block_ops(b));
        }
    }
    (inner, ops)
}

/// NVIDIA's pre-checks: only functions and globals at module level, only
/// cuda_tile ops anywhere, only pure ops inside reduce and scan bodies.
fn check_self_contained(ctx: &Context, body: &Body, module: OpId) -> Result<(), Vec<Diagnostic>> {
    let invalid = |b: &Body, op: OpId| {
        Diagnostic::remark(
            b.op_loc(op),
            format!("invalid op: {}", ctx.op_name_str(b.op_name(op))),
        )
    };
    let module_error = |message: &str| {
        Diagnostic::error(
            body.op_loc(module),
            format!("'cuda_tile.module' op {message}"),
        )
    };
    let (inner, top) = region_ops(body, module);
    for &op in &top {
        let name = ctx.op_name_str(inner.op_name(op));
        if !matches!(
            name,
            "cuda_tile.entry" | "cuda_tile.global" | "cuda_tile.testing$func"
        ) {
            return Err(vec![
                invalid(inner, op),
                module_error("only function and global ops are allowed in the body"),
            ]);
        }
    }
    // Every op below the module, in pre-order; `pure_only` marks ops inside
    // a reduce or scan body.
    let mut stack: Vec<(&Body, OpId, bool)> =
        top.iter().rev().map(|&op| (inner, op, false)).collect();
    while let Some((b, op, pure_only)) = stack.pop() {
        let name = ctx.op_name_str(b.op_name(op));
        if !name.starts_with("cuda_tile.") {
            return Err(vec![
                invalid(b, op),
                module_error("only ops from the 'cuda_tile' dialect are allowed"),
            ]);
        }
        if pure_only {
            let pure = ctx
                .op_def(b.op_name(op))
                .is_some_and(|d| d.traits.contains(Traits::PURE));
            if !pure {
                let parent = b.parent_op(op).unwrap_or(op);
                return Err(vec![
                    invalid(b, op),
                    Diagnostic::error(
                        b.op_loc(parent),
                        format!(
                            "'{}' op only pure operations allowed",
                            ctx.op_name_str(b.op_name(parent))
                        ),
                    ),
                ]);
            }
        }
        let nested_pure = pure_only || matches!(name, "cuda_tile.reduce" | "cuda_tile.scan");
        let (rb, children) = region_ops(b, op);
        stack.extend(children.iter().rev().map(|&c| (rb, c, nested_pure)));
    }
    Ok(())
}

const V3: Version = Version::V13_3;
const V4: Version = Version::V13_4;
const V5: Version = Version::V13_5;

// ---------------------------------------------------------------------------
// Tables

/// A table of byte strings, each stored once, indexed by first use.
#[derive(Default)]
struct Table {
    index: HashMap<Vec<u8>, u64>,
    entries: Vec<Vec<u8>>,
}

impl Table {
    fn get(&mut self, bytes: &[u8]) -> u64 {
        if let Some(&i) = self.index.get(bytes) {
            return i;
        }
        let i = self.entries.len() as u64;
        self.index.insert(bytes.to_vec(), i);
        self.entries.push(bytes.to_vec());
        i
    }

    /// Count, padding to `width`, one `width`-byte offset per entry, then
    /// the entries: the layout of the string, type and constant sections.
    fn encode(&self, width: u64) -> Vec<u8> {
        let mut out = Vec::new();
        write_varint(&mut out, self.entries.len() as u64);
        pad_to(&mut out, 0, width);
        let mut offset = 0u64;
        for e in &self.entries {
            if width == 8 {
                write_u64_le(&mut out, offset);
            } else {
                write_u32_le(&mut out, offset as u32);
            }
            offset += e.len() as u64;
        }
        for e in &self.entries {
            out.extend_from_slice(e);
        }
        out
    }
}

/// An error found below an op, before it is tied to the op's location.
/// Type errors keep no location: NVIDIA's writer reports them at an
/// unknown location.
struct Failure {
    message: String,
    unknown_loc: bool,
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure {
            message,
            unknown_loc: false,
        }
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Self {
        message.to_string().into()
    }
}

type Fallible<T> = Result<T, Failure>;

/// The diagnostic of a failure below the op at `loc`.
fn fail(ctx: &Context, loc: Location, f: impl Into<Failure>) -> Diagnostic {
    let f = f.into();
    let loc = if f.unknown_loc {
        ctx.unknown_loc()
    } else {
        loc
    };
    Diagnostic::error(loc, f.message)
}

/// A type the target version or the format cannot hold.
fn type_failure(message: String) -> Failure {
    Failure {
        message,
        unknown_loc: true,
    }
}

struct Writer<'c> {
    ctx: &'c Context,
    version: Version,
    strings: Table,
    constants: Table,
    /// Type-section entries (tag and payload), dependencies first.
    types: Vec<Vec<u8>>,
    type_index: HashMap<Type, u64>,
    debug: DebugWriter,
}

impl<'c> Writer<'c> {
    fn new(ctx: &'c Context, version: Version) -> Self {
        Writer {
            ctx,
            version,
            strings: Table::default(),
            constants: Table::default(),
            types: Vec::new(),
            type_index: HashMap::new(),
            debug: DebugWriter::default(),
        }
    }

    fn string(&mut self, s: &[u8]) -> u64 {
        self.strings.get(s)
    }

    // ----- module and sections -----

    fn write_module(&mut self, body: &Body, module: OpId) -> Result<Vec<u8>, Diagnostic> {
        let ctx = self.ctx;
        let (inner, top) = region_ops(body, module);
        let mut globals = Vec::new();
        let mut functions = Vec::new();
        let mut n_globals = 0u64;
        for &op in &top {
            match ctx.op_name_str(inner.op_name(op)) {
                "cuda_tile.global" => {
                    self.write_global(inner, op, &mut globals)?;
                    n_globals += 1;
                }
                "cuda_tile.entry" => functions.push(op),
                _ => {
                    return Err(Diagnostic::error(
                        inner.op_loc(op),
                        "operation not supported in bytecode (missing from BytecodeOpcodes.td)",
                    ))
                }
            }
        }
        let mut func_section = Vec::new();
        write_varint(&mut func_section, functions.len() as u64);
        for &f in &functions {
            self.write_function(inner, f, &mut func_section)?;
        }
        let producer = match body.attr(ctx, module, "producer").map(|a| ctx.attr_data(a)) {
            Some(AttrData::String { value, .. }) if self.version >= V3 => Some(self.string(value)),
            _ => None,
        };

        let mut out = Vec::new();
        write_header(&mut out, self.version, 0);
        if n_globals > 0 {
            let mut payload = Vec::new();
            write_varint(&mut payload, n_globals);
            payload.extend_from_slice(&globals);
            write_section(&mut out, SectionId::Global, 1, &payload);
        }
        write_section(&mut out, SectionId::Func, 8, &func_section);
        if !self.constants.entries.is_empty() {
            write_section(&mut out, SectionId::Constant, 8, &self.constants.encode(8));
        }
        let strings = &mut self.strings;
        if let Some(payload) = self.debug.encode(self.version, &mut |s| strings.get(s)) {
            write_section(&mut out, SectionId::Debug, 8, &payload);
        }
        let mut type_section = Vec::new();
        write_varint(&mut type_section, self.types.len() as u64);
        pad_to(&mut type_section, 0, 4);
        write_offsets32(&mut type_section, self.types.iter().map(Vec::len));
        for t in &self.types {
            type_section.extend_from_slice(t);
        }
        write_section(&mut out, SectionId::Type, 4, &type_section);
        if let Some(p) = producer {
            let mut payload = Vec::new();
            write_varint(&mut payload, p);
            write_section(&mut out, SectionId::Producer, 1, &payload);
        }
        write_section(&mut out, SectionId::String, 4, &self.strings.encode(4));
        out.push(SectionId::End as u8);
        Ok(out)
    }

    /// One record of the global section.
    fn write_global(&mut self, body: &Body, op: OpId, out: &mut Vec<u8>) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let loc = body.op_loc(op);
        let name = string_attr(ctx, body.attr(ctx, op, "sym_name")).unwrap_or_default();
        let shown = String::from_utf8_lossy(&name).into_owned();
        let constant = body.attr(ctx, op, "constant").is_some();
        let visibility = body
            .attr(ctx, op, "symbol_visibility")
            .and_then(|a| enum_value(ctx, a))
            .unwrap_or(0);
        if constant && self.version < V3 {
            return Err(fail(ctx, loc, format!(
                "constant global `{shown}` cannot be encoded in bytecode version {} (the `constant` attribute requires bytecode 13.3+)",
                self.version
            )));
        }
        if visibility != 0 && self.version < V3 {
            return Err(fail(ctx, loc, format!(
                "global `{shown}` uses non-public symbol visibility, which cannot be encoded in bytecode version {} (requires bytecode 13.3+)",
                self.version
            )));
        }
        let value = body
            .attr(ctx, op, "value")
            .ok_or_else(|| fail(ctx, loc, "global has no value"))?;
        let AttrData::DenseElements { ty, .. } = ctx.attr_data(value) else {
            return Err(fail(ctx, loc, "global value is not a dense constant"));
        };
        let ty = *ty;
        let name = self.string(&name);
        let ty = self.type_idx(ty).map_err(|f| fail(ctx, loc, f))?;
        let constant_idx = self.constant(value).map_err(|f| fail(ctx, loc, f))?;
        let alignment = body
            .attr(ctx, op, "alignment")
            .and_then(|a| int_attr(ctx, a))
            .unwrap_or(0);
        write_varint(out, name);
        write_varint(out, ty);
        write_varint(out, constant_idx);
        write_varint(out, alignment as u64);
        if self.version >= V3 {
            write_varint(out, visibility as u64);
            write_varint(out, constant as u64);
        }
        Ok(())
    }

    /// One record of the function section: an `entry` and its body.
    fn write_function(
        &mut self,
        body: &Body,
        op: OpId,
        out: &mut Vec<u8>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let loc = body.op_loc(op);
        check_location(ctx, loc).map_err(|f| fail(ctx, loc, f))?;
        let name = string_attr(ctx, body.attr(ctx, op, "sym_name")).unwrap_or_default();
        let signature = match body
            .attr(ctx, op, "function_type")
            .map(|a| ctx.attr_data(a))
        {
            Some(AttrData::Type(t)) => *t,
            _ => return Err(fail(ctx, loc, "entry has no function type")),
        };
        let name = self.string(&name);
        let signature = self.type_idx(signature).map_err(|f| fail(ctx, loc, f))?;
        let hints = body.attr(ctx, op, "optimization_hints");
        write_varint(out, name);
        write_varint(out, signature);
        if self.version >= V5 {
            out.push(func_flag::ENTRY);
        } else {
            out.push(
                func_flag::ENTRY
                    | if hints.is_some() {
                        func_flag::HAS_HINTS
                    } else {
                        0
                    },
            );
        }
        let slot = self
            .debug
            .begin_function(ctx, loc)
            .map_err(|m| fail(ctx, loc, m))?;
        write_varint(out, slot);
        if hints.is_some() || self.version >= V5 {
            out.push(attr_tag::OPTIMIZATION_HINTS as u8);
            self.hints_body(hints, out).map_err(|f| fail(ctx, loc, f))?;
        }
        if self.version >= V5 {
            write_varint(out, attr_tag::ARRAY);
            // The parser gives every argument an empty dictionary; like
            // cuTile, write no array entries unless one holds something.
            match body.attr(ctx, op, "arg_attrs").map(|a| ctx.attr_data(a)) {
                Some(AttrData::Array(items))
                    if items.iter().any(|&d| !ctx.dictionary_entries(d).is_empty()) =>
                {
                    let items = items.clone();
                    write_varint(out, items.len() as u64);
                    for a in items.iter() {
                        self.tagged(*a, out).map_err(|f| fail(ctx, loc, f))?;
                    }
                }
                _ => write_varint(out, 0),
            }
        }
        let inner = body.region_body(op);
        let mut code = Vec::new();
        let mut values = Values::default();
        if let Some(&region) = body.regions(op).first() {
            if let Some(block) = inner.entry_block(region) {
                for &arg in inner.block_args(block) {
                    values.define(arg);
                }
                for child in inner.block_ops(block) {
                    self.write_op(inner, child, &mut values, &mut code)?;
                }
            }
        }
        write_varint(out, code.len() as u64);
        out.extend_from_slice(&code);
        Ok(())
    }

    // ----- op records -----

    fn write_op(
        &mut self,
        body: &Body,
        op: OpId,
        values: &mut Values,
        out: &mut Vec<u8>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let loc = body.op_loc(op);
        check_location(ctx, loc).map_err(|f| fail(ctx, loc, f))?;
        let full = ctx.op_name_str(body.op_name(op));
        let short = full.strip_prefix("cuda_tile.").unwrap_or(full);
        let (Some(opcode), Some(def)) = (opcode_of(short), ctx.op_def(body.op_name(op))) else {
            return Err(fail(
                ctx,
                loc,
                "operation not supported in bytecode (missing from BytecodeOpcodes.td)",
            ));
        };
        if opcode.since > self.version {
            return Err(fail(
                ctx,
                loc,
                format!(
                    "operation '{full}' is not available in bytecode version {}",
                    self.version
                ),
            ));
        }
        self.debug.op(ctx, loc).map_err(|m| fail(ctx, loc, m))?;
        let layout = layout_of(short);
        let groups = operand_groups(ctx, body, op, def);
        write_varint(out, opcode.code as u64);

        // Result types; results newer than the target are left out.
        let mut written = Vec::new();
        for (i, r) in body.results(op).enumerate() {
            match layout.result_since(i) {
                Some(since) if since > self.version => {
                    if !body.use_empty(r) {
                        let name = def.results.get(i).map_or("", |d| d.name);
                        return Err(fail(ctx, loc, format!(
                            "result '{name}' requires bytecode version {since} but is being used and targeting {}.",
                            self.version
                        )));
                    }
                }
                _ => written.push(r),
            }
        }
        if counts_results(def) {
            write_varint(out, written.len() as u64);
        }
        for &r in &written {
            let t = self
                .type_idx(body.value_type(r))
                .map_err(|f| fail(ctx, loc, f))?;
            write_varint(out, t);
        }

        // The flags word: one bit per optional field the target knows.
        let mut flags = 0u64;
        let mut bit = 0;
        for &(name, since) in layout.flags {
            let present = match groups.iter().find(|g| g.name == name) {
                Some(g) => !g.values.is_empty(),
                None => body.attr(ctx, op, name).is_some(),
            };
            if since > self.version {
                if present {
                    let what = if groups.iter().any(|g| g.name == name) {
                        "optional operand"
                    } else {
                        "optional attribute"
                    };
                    return Err(fail(ctx, loc, format!(
                        "{what} '{name}' is provided but requires bytecode version {since}, targeting {}",
                        self.version
                    )));
                }
                continue;
            }
            if present {
                flags |= 1 << bit;
            }
            bit += 1;
        }
        if bit > 0 {
            write_varint(out, flags);
        }

        // Inline attributes, in record order.
        for field in layout.attrs {
            let flagged = layout.flag_since(field.name).is_some();
            let value = body.attr(ctx, op, field.name);
            if flagged && value.is_none() {
                continue;
            }
            if field.since > self.version {
                if !matches!(field.enc, Enc::AllFalse)
                    && !holds_default(ctx, def, field.name, value)
                {
                    return Err(fail(
                        ctx,
                        loc,
                        format!(
                            "attribute '{}' requires bytecode version {}+, but targeting {}",
                            field.name, field.since, self.version
                        ),
                    ));
                }
                continue;
            }
            self.inline_attr(def, field, value, &groups, out)
                .map_err(|f| fail(ctx, loc, f))?;
        }

        // Operands.
        if def.traits.contains(Traits::ATTR_SIZED_OPERAND_SEGMENTS) {
            for g in &groups {
                match g.arity {
                    Arity::Single => {}
                    Arity::Optional => {
                        if layout.flag_since(g.name).is_some_and(|s| s > self.version) {
                            continue;
                        }
                    }
                    Arity::Variadic => write_varint(out, g.values.len() as u64),
                }
                for &v in &g.values {
                    write_varint(out, values.get(v).map_err(|f| fail(ctx, loc, f))?);
                }
            }
        } else {
            if counts_operands(def) {
                write_varint(out, body.num_operands(op) as u64);
            }
            for v in body.operands(op) {
                write_varint(out, values.get(v).map_err(|f| fail(ctx, loc, f))?);
            }
        }
        // Regions: count, then per region its blocks, each with its
        // argument types and ops. Values of a block are numbered from where
        // the op stands and forgotten when the block ends; the op's own
        // results are numbered after its regions.
        if !def.regions.is_empty() {
            let regions = body.regions(op);
            write_varint(out, regions.len() as u64);
            let inner = body.region_body(op);
            for &region in regions {
                let blocks: Vec<_> = inner.region_blocks(region).collect();
                write_varint(out, blocks.len() as u64);
                for block in blocks {
                    let mark = values.next;
                    let args = inner.block_args(block);
                    write_varint(out, args.len() as u64);
                    for &a in args {
                        let t = self
                            .type_idx(inner.value_type(a))
                            .map_err(|f| fail(ctx, loc, f))?;
                        write_varint(out, t);
                        values.define(a);
                    }
                    let ops: Vec<OpId> = inner.block_ops(block).collect();
                    write_varint(out, ops.len() as u64);
                    for child in ops {
                        self.write_op(inner, child, values, out)?;
                    }
                    values.next = mark;
                }
            }
        }
        for &r in &written {
            values.define(r);
        }
        Ok(())
    }

    fn inline_attr(
        &mut self,
        def: &OpDef,
        field: &AttrField,
        value: Option<Attribute>,
        groups: &[Group],
        out: &mut Vec<u8>,
    ) -> Fallible<()> {
        let ctx = self.ctx;
        let missing = || Failure::from(format!("missing attribute '{}'", field.name));
        match field.enc {
            Enc::Enum(_) => {
                let v = match value {
                    Some(a) => enum_value(ctx, a).ok_or_else(missing)?,
                    None => match decl_default(def, field.name) {
                        Some(AttrDefault::Enum(v)) | Some(AttrDefault::Int(v)) => v,
                        _ => return Err(missing()),
                    },
                };
                write_varint(out, v as u64);
            }
            Enc::Int(_) => {
                let v = match value {
                    Some(a) => int_attr(ctx, a).ok_or_else(missing)?,
                    None => match decl_default(def, field.name) {
                        Some(AttrDefault::Int(v)) => v,
                        _ => return Err(missing()),
                    },
                };
                write_varint(out, v as u64);
            }
            Enc::Bool => {
                let v = match value.map(|a| ctx.attr_data(a)) {
                    Some(AttrData::Bool(b)) => *b,
                    Some(AttrData::Integer { value, .. }) => value.get() != 0,
                    _ => return Err(missing()),
                };
                out.push(v as u8);
            }
            Enc::Str | Enc::Symbol => {
                let s = string_attr(ctx, value).ok_or_else(missing)?;
                let i = self.string(&s);
                write_varint(out, i);
            }
            Enc::Dense => {
                let i = self.constant(value.ok_or_else(missing)?)?;
                write_varint(out, i);
            }
            Enc::Tagged => self.tagged(value.ok_or_else(missing)?, out)?,
            Enc::TaggedArray => match value.map(|a| ctx.attr_data(a)) {
                Some(AttrData::Array(items)) => {
                    let items = items.clone();
                    write_varint(out, items.len() as u64);
                    for a in items.iter() {
                        self.tagged(*a, out)?;
                    }
                }
                _ => return Err(missing()),
            },
            Enc::I32List => match value.map(|a| ctx.attr_data(a)) {
                Some(AttrData::DenseArray { data, .. }) => {
                    let items: Vec<i32> = data
                        .chunks_exact(4)
                        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                        .collect();
                    write_list4(out, &items);
                }
                _ => return Err(missing()),
            },
            Enc::Hints => self.hints_body(value, out)?,
            Enc::AllFalse => {
                let n = groups
                    .iter()
                    .find(|g| g.name == "index")
                    .map_or(0, |g| g.values.len());
                write_varint(out, n as u64);
                out.extend(std::iter::repeat_n(0u8, n));
            }
        }
        Ok(())
    }

    // ----- attributes -----

    /// The untagged body of an optimization-hints attribute (or of an empty
    /// one): count, then key and tagged value per entry.
    fn hints_body(&mut self, hints: Option<Attribute>, out: &mut Vec<u8>) -> Fallible<()> {
        let ctx = self.ctx;
        let dict = match hints.map(|a| ctx.attr_data(a)) {
            None => None,
            Some(AttrData::Dialect { params, .. }) => match &params[..] {
                [Param::Attr(d)] => Some(*d),
                _ => return Err("malformed optimization hints".into()),
            },
            Some(_) => return Err("malformed optimization hints".into()),
        };
        match dict {
            None => write_varint(out, 0),
            Some(d) => self.dictionary_body(d, out)?,
        }
        Ok(())
    }

    fn dictionary_body(&mut self, dict: Attribute, out: &mut Vec<u8>) -> Fallible<()> {
        let entries = self.ctx.dictionary_entries(dict).to_vec();
        write_varint(out, entries.len() as u64);
        for e in entries {
            let key = self.string(self.ctx.str(e.name).as_bytes());
            write_varint(out, key);
            self.tagged(e.value, out)?;
        }
        Ok(())
    }

    /// A self-contained attribute: its tag, then its payload.
    fn tagged(&mut self, a: Attribute, out: &mut Vec<u8>) -> Fallible<()> {
        let ctx = self.ctx;
        match ctx.attr_data(a).clone() {
            AttrData::Integer { ty, value } => {
                write_varint(out, attr_tag::INTEGER);
                let t = self.type_idx(ty)?;
                write_varint(out, t);
                let width = int_width(ctx, ty).unwrap_or(64);
                write_varint(out, truncate(value.get() as u64, width));
            }
            AttrData::Float { ty, bits } => {
                write_varint(out, attr_tag::FLOAT);
                let t = self.type_idx(ty)?;
                write_varint(out, t);
                let width = match ctx.type_data(ty) {
                    TypeData::Float(k) => k.width(),
                    _ => 64,
                };
                let bits = bits.get();
                write_apint(
                    out,
                    width,
                    &[bits as u64, (bits >> 64) as u64][..width.div_ceil(64) as usize],
                );
            }
            AttrData::Bool(b) => {
                write_varint(out, attr_tag::BOOL);
                out.push(b as u8);
            }
            AttrData::Type(t) => {
                write_varint(out, attr_tag::TYPE);
                let t = self.type_idx(t)?;
                write_varint(out, t);
            }
            AttrData::String { value, .. } => {
                write_varint(out, attr_tag::STRING);
                let s = self.string(&value);
                write_varint(out, s);
            }
            AttrData::Array(items) => {
                write_varint(out, attr_tag::ARRAY);
                write_varint(out, items.len() as u64);
                for i in items.iter() {
                    self.tagged(*i, out)?;
                }
            }
            AttrData::DenseElements { ty, .. } => {
                write_varint(out, attr_tag::DENSE_ELEMENTS);
                let t = self.type_idx(ty)?;
                write_varint(out, t);
                let c = self.constant(a)?;
                write_varint(out, c);
            }
            AttrData::Dictionary(_) => {
                write_varint(out, attr_tag::DICTIONARY);
                self.dictionary_body(a, out)?;
            }
            AttrData::Dialect { name, params } => match (ctx.str(name), &params[..]) {
                ("cuda_tile.div_by", [Param::Int(d), every, along]) => {
                    write_varint(out, attr_tag::DIV_BY);
                    write_varint(out, *d as u64);
                    let mut flags = 0u8;
                    if let Param::Int(_) = every {
                        flags |= 1;
                    }
                    if let Param::Int(_) = along {
                        flags |= 2;
                    }
                    out.push(flags);
                    for p in [every, along] {
                        if let Param::Int(v) = p {
                            write_signed_varint(out, *v);
                        }
                    }
                }
                ("cuda_tile.same_elements", [Param::Ints(values)]) => {
                    write_varint(out, attr_tag::SAME_ELEMENTS);
                    write_list8(out, values);
                }
                ("cuda_tile.bounded", [lb, ub]) => {
                    write_varint(out, attr_tag::BOUNDED);
                    let mut flags = 0u8;
                    if let Param::Int(_) = lb {
                        flags |= 1;
                    }
                    if let Param::Int(_) = ub {
                        flags |= 2;
                    }
                    out.push(flags);
                    for p in [lb, ub] {
                        if let Param::Int(v) = p {
                            write_signed_varint(out, *v);
                        }
                    }
                }
                ("cuda_tile.optimization_hints", _) => {
                    write_varint(out, attr_tag::OPTIMIZATION_HINTS);
                    self.hints_body(Some(a), out)?;
                }
                (other, _) => {
                    return Err(
                        format!("unsupported attribute '{other}' in bytecode writer").into(),
                    )
                }
            },
            _ => {
                return Err(format!(
                    "unsupported attribute {} in bytecode writer",
                    tileir_ir::printer::attr_to_string(ctx, a)
                )
                .into())
            }
        }
        Ok(())
    }

    /// The constant-table index of a dense elements attribute, stored as
    /// its byte length and raw little-endian elements (i1 bit-packed; one
    /// element stands for a splat).
    fn constant(&mut self, a: Attribute) -> Fallible<u64> {
        let ctx = self.ctx;
        let (ty, data) = match ctx.attr_data(a) {
            AttrData::DenseElements {
                ty,
                data: DenseData::Raw { splat, bytes },
            } => (*ty, (*splat, bytes)),
            _ => return Err("unsupported constant attribute in bytecode writer".into()),
        };
        let (shape, element) =
            types::tile_parts(ctx, ty).ok_or("dense constant of a non-tile type")?;
        let (splat, bytes) = data;
        let raw: Vec<u8> = if int_width(ctx, element) == Some(1) {
            if splat {
                vec![if bytes.first().is_some_and(|&b| b != 0) {
                    0xFF
                } else {
                    0
                }]
            } else {
                let n: i64 = shape.iter().product();
                let mut packed = vec![0u8; (n.max(0) as usize).div_ceil(8)];
                for (k, &b) in bytes.iter().enumerate() {
                    if b != 0 {
                        packed[k / 8] |= 1 << (k % 8);
                    }
                }
                packed
            }
        } else {
            bytes.to_vec()
        };
        let mut entry = Vec::with_capacity(raw.len() + 10);
        write_varint(&mut entry, raw.len() as u64);
        entry.extend_from_slice(&raw);
        Ok(self.constants.get(&entry))
    }

    // ----- types -----

    /// The type-section index of `t`, adding it (after the types it
    /// refers to) on first use.
    fn type_idx(&mut self, t: Type) -> Fallible<u64> {
        if let Some(&i) = self.type_index.get(&t) {
            return Ok(i);
        }
        let entry = self.encode_type(t)?;
        let i = self.types.len() as u64;
        self.types.push(entry);
        self.type_index.insert(t, i);
        Ok(i)
    }

    fn encode_type(&mut self, t: Type) -> Fallible<Vec<u8>> {
        let ctx = self.ctx;
        let unsupported = || type_failure("unsupported type in bytecode writer".to_string());
        let mut out = Vec::new();
        let tag = match ctx.type_data(t) {
            TypeData::Integer {
                width,
                signedness: Signedness::Signless,
            } => match width {
                1 => type_tag::I1,
                4 => type_tag::I4,
                8 => type_tag::I8,
                16 => type_tag::I16,
                32 => type_tag::I32,
                64 => type_tag::I64,
                _ => return Err(unsupported()),
            },
            TypeData::Float(k) => match k {
                FloatKind::F16 => type_tag::F16,
                FloatKind::BF16 => type_tag::BF16,
                FloatKind::F32 => type_tag::F32,
                FloatKind::TF32 => type_tag::TF32,
                FloatKind::F64 => type_tag::F64,
                FloatKind::F8E4M3FN => type_tag::F8E4M3FN,
                FloatKind::F8E5M2 => type_tag::F8E5M2,
                FloatKind::F8E8M0FNU => type_tag::F8E8M0FNU,
                FloatKind::F4E2M1FN => type_tag::F4E2M1FN,
                _ => return Err(unsupported()),
            },
            TypeData::Function { inputs, results } => {
                let (inputs, results) = (inputs.clone(), results.clone());
                let mut payload = Vec::new();
                for list in [&inputs, &results] {
                    write_varint(&mut payload, list.len() as u64);
                    for &x in list.iter() {
                        let i = self.type_idx(x)?;
                        write_varint(&mut payload, i);
                    }
                }
                write_varint(&mut out, type_tag::FUNCTION);
                out.extend_from_slice(&payload);
                return Ok(out);
            }
            TypeData::Dialect(_) => return self.encode_cuda_tile_type(t),
            _ => return Err(unsupported()),
        };
        self.check_type_version(tag)?;
        write_varint(&mut out, tag);
        Ok(out)
    }

    fn check_type_version(&self, tag: u64) -> Fallible<()> {
        match type_tag_info(tag) {
            Some((since, name)) if since > self.version => Err(type_failure(format!(
                "type '{name}' requires bytecode version {since}+, targeting {}",
                self.version
            ))),
            _ => Ok(()),
        }
    }

    fn encode_cuda_tile_type(&mut self, t: Type) -> Fallible<Vec<u8>> {
        let ctx = self.ctx;
        let unsupported = || type_failure("unsupported type in bytecode writer".to_string());
        let (name, params) = types::of(ctx, t).ok_or_else(unsupported)?;
        let params = params.to_vec();
        let unified = self.version >= Version::UNIFIED_TYPE_BITFIELD;
        let ptr_flags = self.version >= V4;
        let mut out = Vec::new();
        match (name, &params[..]) {
            (types::TOKEN, []) => write_varint(&mut out, type_tag::TOKEN),
            (types::PTR, [Param::Type(p)]) => {
                let p = self.type_idx(*p)?;
                write_varint(&mut out, type_tag::PTR);
                if ptr_flags {
                    write_varint(&mut out, 0);
                }
                write_varint(&mut out, p);
            }
            (types::TILE, [Param::Shape(shape), Param::Type(e)]) => {
                let e = self.type_idx(*e)?;
                write_varint(&mut out, type_tag::TILE);
                write_varint(&mut out, e);
                write_list8(&mut out, shape);
            }
            (types::TENSOR_VIEW, [Param::Shape(shape), Param::Type(e), Param::Ints(strides)]) => {
                let e = self.type_idx(*e)?;
                write_varint(&mut out, type_tag::TENSOR_VIEW);
                if ptr_flags {
                    write_varint(&mut out, 0);
                }
                write_varint(&mut out, e);
                write_list8(&mut out, shape);
                write_list8(&mut out, strides);
            }
            (
                types::PARTITION_VIEW,
                [Param::Shape(tile), Param::Type(tv), padding, Param::Ints(dim_map)],
            ) => {
                let tv = self.type_idx(*tv)?;
                let padding = padding_value(padding);
                write_varint(&mut out, type_tag::PARTITION_VIEW);
                if unified {
                    write_varint(&mut out, padding.is_some() as u64);
                }
                write_list4(&mut out, &to_i32(tile)?);
                write_varint(&mut out, tv);
                write_list4(&mut out, &to_i32(dim_map)?);
                if !unified {
                    write_varint(&mut out, padding.is_some() as u64);
                }
                if let Some(p) = padding {
                    out.push(p);
                }
            }
            (
                types::STRIDED_VIEW,
                [Param::Shape(tile), Param::Type(tv), padding, Param::Ints(dim_map), Param::Ints(strides)],
            ) => {
                self.check_type_version(type_tag::STRIDED_VIEW)?;
                let tv = self.type_idx(*tv)?;
                let padding = padding_value(padding);
                write_varint(&mut out, type_tag::STRIDED_VIEW);
                write_varint(&mut out, padding.is_some() as u64);
                write_list4(&mut out, &to_i32(tile)?);
                write_list4(&mut out, &to_i32(strides)?);
                write_varint(&mut out, tv);
                write_list4(&mut out, &to_i32(dim_map)?);
                if let Some(p) = padding {
                    out.push(p);
                }
            }
            (
                types::GATHER_SCATTER_VIEW,
                [Param::Shape(tile), Param::Type(tv), padding, Param::Int(sparse_dim)],
            ) => {
                self.check_type_version(type_tag::GATHER_SCATTER_VIEW)?;
                let tv = self.type_idx(*tv)?;
                let padding = padding_value(padding);
                write_varint(&mut out, type_tag::GATHER_SCATTER_VIEW);
                write_varint(&mut out, padding.is_some() as u64);
                write_list4(&mut out, &to_i32(tile)?);
                write_varint(&mut out, tv);
                write_varint(&mut out, *sparse_dim as u64);
                if let Some(p) = padding {
                    out.push(p);
                }
            }
            _ => return Err(unsupported()),
        }
        Ok(out)
    }
}

// ---------------------------------------------------------------------------
// Helpers

/// Value indices of one function, in encoding order.
#[derive(Default)]
struct Values {
    index: HashMap<Value, u64>,
    next: u64,
}

impl Values {
    fn define(&mut self, v: Value) {
        self.index.insert(v, self.next);
        self.next += 1;
    }

    fn get(&self, v: Value) -> Fallible<u64> {
        self.index
            .get(&v)
            .copied()
            .ok_or_else(|| "operand is not defined in this function".into())
    }
}

/// One operand group of an op: its declaration and its values.
struct Group {
    name: &'static str,
    arity: Arity,
    values: Vec<Value>,
}

/// The op's operands split by its declarations (segment sizes when the op
/// has them, otherwise the single variable group takes the rest).
fn operand_groups(ctx: &Context, body: &Body, op: OpId, def: &OpDef) -> Vec<Group> {
    let operands: Vec<Value> = body.operands(op).collect();
    let sizes: Vec<usize> = match body
        .attr(ctx, op, "operandSegmentSizes")
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::DenseArray { data, .. }) if data.len() == def.operands.len() * 4 => data
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]).max(0) as usize)
            .collect(),
        _ => {
            let fixed = def
                .operands
                .iter()
                .filter(|d| d.arity == Arity::Single)
                .count();
            let rest = operands.len().saturating_sub(fixed);
            def.operands
                .iter()
                .map(|d| match d.arity {
                    Arity::Single => 1,
                    _ => rest,
                })
                .collect()
        }
    };
    let mut start = 0;
    def.operands
        .iter()
        .zip(sizes)
        .map(|(d, n)| {
            let end = (start + n).min(operands.len());
            let values = operands[start.min(end)..end].to_vec();
            start = end;
            Group {
                name: d.name,
                arity: d.arity,
                values,
            }
        })
        .collect()
}

fn decl_default(def: &OpDef, name: &str) -> Option<AttrDefault> {
    def.attributes
        .iter()
        .find(|a| a.name == name)
        .and_then(|a| a.default)
}

/// Whether an attribute newer than the target can be left out: it is
/// absent or holds its declared default.
fn holds_default(ctx: &Context, def: &OpDef, name: &str, value: Option<Attribute>) -> bool {
    let Some(a) = value else {
        return true;
    };
    match decl_default(def, name) {
        Some(AttrDefault::Enum(v)) | Some(AttrDefault::Int(v)) => enum_value(ctx, a) == Some(v),
        _ => false,
    }
}

fn string_attr(ctx: &Context, a: Option<Attribute>) -> Option<Vec<u8>> {
    match ctx.attr_data(a?) {
        AttrData::String { value, .. } => Some(value.to_vec()),
        AttrData::SymbolRef { root, .. } => Some(ctx.str(*root).as_bytes().to_vec()),
        _ => None,
    }
}

fn int_attr(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value.get() as i64),
        AttrData::Bool(b) => Some(*b as i64),
        _ => None,
    }
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The low `width` bits of `v` (a value zero-extended to 64 bits).
fn truncate(v: u64, width: u32) -> u64 {
    if width >= 64 {
        v
    } else {
        v & ((1u64 << width) - 1)
    }
}

fn padding_value(p: &Param) -> Option<u8> {
    match p {
        Param::Int(v) => Some(*v as u8),
        _ => None,
    }
}

fn to_i32(items: &[i64]) -> Fallible<Vec<i32>> {
    items
        .iter()
        .map(|&v| {
            i32::try_from(v)
                .map_err(|_| Failure::from(format!("value {v} does not fit in 32 bits")))
        })
        .collect()
}

/// Whether a location can be written: unknown and file locations (and
/// call sites of them) become "unknown"; name and fused locations cannot
/// be written; `di_loc`s go to the debug section.
fn check_location(ctx: &Context, loc: Location) -> Fallible<()> {
    if ctx.file_line_col_of(loc).is_some() {
        return Ok(());
    }
    match ctx.attr_data(loc.attr()) {
        AttrData::Loc(
            LocData::Unknown | LocData::FileLineCol { .. } | LocData::FileRange { .. },
        ) => Ok(()),
        AttrData::Loc(LocData::Name { .. }) => Err(unsupported_loc("NameLoc")),
        AttrData::Loc(LocData::Fused { .. }) => Err(unsupported_loc("FusedLoc")),
        AttrData::Loc(LocData::Dialect(a))
            if crate::cuda_tile::debug_info::params_of(ctx, *a, "di_loc").is_some() =>
        {
            Ok(())
        }
        // A call site's parts are checked in turn (they nest no deeper than
        // the parser allows).
        AttrData::Loc(LocData::CallSite { callee, caller }) => {
            check_location(ctx, *callee)?;
            check_location(ctx, *caller)
        }
        _ => Err(unsupported_loc("Unknown Attribute")),
    }
}

fn unsupported_loc(kind: &str) -> Failure {
    Failure::from(format!(
        "unsupported location, got {kind}, expected DILocAttr or CallSiteLoc"
    ))
}
