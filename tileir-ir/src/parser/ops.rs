//! Operations (generic and custom form), regions and blocks.
//!
//! An op's regions live in the current body unless the op is
//! IsolatedFromAbove: then they are parsed into a fresh child [`Body`] (with
//! a fresh SSA name scope) that becomes `OperationState::child_body`.
//! Custom forms are dispatched to `crate::format::parse_custom_op_compiled`, which
//! calls back into this parser through [`crate::asm::AsmParser`].

use super::core::{AsmFrame, CustomOp, PResult, Parser};
use super::token::{string_value, Kind};
use crate::asm::Argument;
use crate::attributes::{AttrData, Attribute, NamedAttr};
use crate::body::{Body, BodySize, OperationState};
use crate::dialect::{AttrDecl, AttrKind, OpDef, Traits};
use crate::ids::{BlockId, OpId, RegionId};
use crate::types::TypeData;
use smallvec::SmallVec;

/// `%name:count` at `pos`, from an op's result list.
type ResultRecord<'a> = (&'a str, u32, u32);

impl<'a> Parser<'a> {
    /// `operation ::= op-result-list? (generic-operation | custom-operation) trailing-location?`
    pub(crate) fn parse_operation(&mut self, block: BlockId) -> PResult<()> {
        let start = self.tok.start;
        let mut results: SmallVec<[ResultRecord<'a>; 1]> = SmallVec::new();
        let mut expected = 0u64;
        if self.at(Kind::PercentIdent) {
            loop {
                let tok = self.tok;
                self.expect(Kind::PercentIdent, "expected valid ssa identifier")?;
                let mut count = 1u64;
                if self.eat(Kind::Colon) {
                    if !self.at(Kind::Integer) {
                        return Err(self.error_wrong_token("expected integer number of results"));
                    }
                    let v = super::core::parse_uint(self.text()).unwrap_or(0);
                    if v < 1 || v > u64::MAX as u128 {
                        return Err(
                            self.error_here("expected named operation to have at least 1 result")
                        );
                    }
                    self.bump();
                    count = v as u64;
                }
                // Counts past u32 never match the op (checked below), and a
                // saturated sum never matches either.
                results.push((
                    self.spelling(tok),
                    count.min(u32::MAX as u64) as u32,
                    tok.start,
                ));
                expected = expected.saturating_add(count);
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
            self.expect(Kind::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.tok.kind {
            // An integer type token (`i32`) is not an op name, as in MLIR.
            Kind::BareIdent => self.parse_custom_op()?,
            Kind::String => self.parse_generic_op()?,
            _ => return Err(self.error_wrong_token("expected operation name in quotes")),
        };
        self.body.append_op(block, op);
        if !results.is_empty() {
            let n = self.body.num_results(op) as u64;
            if n == 0 {
                return Err(self.error_at(start, "cannot name an operation with no results"));
            }
            if n != expected {
                return Err(self.error_at(
                    start,
                    &format!("operation defines {n} results but was provided {expected} to bind"),
                ));
            }
            let mut index = 0;
            for &(name, count, pos) in &results {
                for sub in 0..count {
                    let v = self.body.result(op, index);
                    self.add_definition(name, sub, pos, v)?;
                    index += 1;
                }
            }
        }
        Ok(())
    }

    /// Switches to a fresh body for the regions of an isolated op.
    ///
    /// Its arenas get the room the previous isolated body ended with (at
    /// least that of a small function): the functions of a module tend to
    /// be alike, so most then skip every doubling (each a copy). A body
    /// never reserves more than one before it used, so this at most doubles
    /// what the bodies hold.
    pub(crate) fn enter_isolated_body(&mut self) {
        const SMALL_FUNCTION: BodySize = BodySize {
            ops: 32,
            successors: 0,
            op_regions: 0,
            blocks: 1,
            args: 4,
            regions: 1,
            values: 32,
            operands: 64,
        };
        let room = self.last_isolated_size.max(SMALL_FUNCTION);
        let outer = std::mem::replace(&mut self.body, Box::new(Body::with_room(room)));
        self.outer_bodies.push(outer);
    }

    /// Returns to the enclosing body, handing back the isolated op's body.
    pub(crate) fn exit_isolated_body(&mut self) -> Box<Body> {
        let outer = self.outer_bodies.pop().unwrap_or_default();
        self.last_isolated_size = self.body.size();
        std::mem::replace(&mut self.body, outer)
    }

    fn parse_generic_op(&mut self) -> PResult<OpId> {
        let pos = self.tok.start;
        let spelling = self.text();
        let quoted = &spelling[1..spelling.len() - 1];
        // Op names are short: a plain loop beats `memchr`'s call here.
        let has_byte = |s: &str, byte: u8| s.bytes().any(|b| b == byte);
        let name: std::borrow::Cow<'a, str> = if has_byte(quoted, b'\\') {
            let bytes = string_value(spelling);
            std::borrow::Cow::Owned(String::from_utf8_lossy(&bytes).into_owned())
        } else {
            std::borrow::Cow::Borrowed(quoted)
        };
        if name.is_empty() {
            return Err(self.error_here("empty operation name is invalid"));
        }
        if has_byte(&name, 0) {
            return Err(self.error_here("null character not allowed in operation name"));
        }
        self.bump();
        let op_name = match &name {
            std::borrow::Cow::Borrowed(n) => self.cached_op_name(n),
            std::borrow::Cow::Owned(n) => self.ctx.op_name(n),
        };
        let def = self.ctx.op_def(op_name);
        if def.is_none() && !self.config.allow_unregistered_dialect {
            let dialect = name.split('.').next().unwrap_or("");
            if self.ctx.dialect(dialect).is_none() {
                return Err(self.error_here("operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"));
            }
        }
        let mut state = OperationState::new(op_name, self.loc_at(pos));
        let isolated = def.is_some_and(|d| d.is_isolated());

        self.expect(Kind::LParen, "expected '(' to start operand list")?;
        let mut operands: SmallVec<[(&'a str, u32, u32); 4]> = SmallVec::new();
        if self.at(Kind::PercentIdent) {
            loop {
                operands.push(self.parse_ssa_use(true)?);
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
        }
        self.expect(Kind::RParen, "expected ')' to end operand list")?;

        if self.at(Kind::LSquare) {
            if def.is_some_and(|d| !d.has(Traits::TERMINATOR)) {
                return Err(self.error_here("successors in non-terminator"));
            }
            self.bump();
            if self.at(Kind::RSquare) {
                return Err(self.error_wrong_token("expected list element"));
            }
            loop {
                if !self.at(Kind::CaretIdent) {
                    return Err(self.error_wrong_token("expected block name"));
                }
                let b = self.block_named(self.text(), self.tok.start);
                self.bump();
                state.successors.push(b);
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
            self.expect(Kind::RSquare, "expected ',' or ']'")?;
        }
        if self.eat(Kind::Less) {
            state.properties = Some(self.parse_attribute(None)?);
            self.expect(Kind::Greater, "expected '>' to close properties")?;
        }
        if self.eat(Kind::LParen) {
            if isolated {
                self.enter_isolated_body();
            }
            loop {
                if isolated {
                    self.isolated_owner = Some(pos);
                }
                let r = self.parse_region_into_new(&[], isolated)?;
                // An empty region opens no scope: the mark must not outlive it.
                self.isolated_owner = None;
                state.regions.push(r);
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
            if isolated {
                state.child_body = Some(self.exit_isolated_body());
            }
            self.expect(Kind::RParen, "expected ')' to end region list")?;
        }
        if self.at(Kind::LBrace) {
            state.attributes = self.parse_attribute_dict()?;
        }
        self.expect(Kind::Colon, "expected ':' followed by operation type")?;
        let type_pos = self.tok.start;
        let ty = self.parse_type()?;
        let TypeData::Function { inputs, results } = self.ctx.type_data(ty) else {
            return Err(self.error_at(type_pos, "expected function type"));
        };
        state.result_types = SmallVec::from_slice(results);
        if inputs.len() != operands.len() {
            // MLIR indexes `"s"` by the count being one, yielding a NUL byte.
            let plural = if operands.len() == 1 { "\0" } else { "s" };
            return Err(self.error_at(
                type_pos,
                &format!(
                    "expected {} operand type{plural} but had {}",
                    operands.len(),
                    inputs.len()
                ),
            ));
        }
        for (i, &(name, number, upos)) in operands.iter().enumerate() {
            let v = self.resolve_value(name, number, upos, inputs[i])?;
            state.operands.push(v);
        }
        self.check_inherent_attrs(def, &state, pos)?;
        if let Some(def) = def {
            self.check_property_kinds(def, &state, pos)?;
            self.convert_segment_sizes(def, &mut state, pos)?;
            // MLIR default-initialises properties, so default-valued inherent
            // attributes exist even when the generic form omits them.
            let mut all = state.attributes.clone();
            if let Some(p) = state.properties {
                all.extend_from_slice(self.ctx.dictionary_entries(p));
            }
            let before = all.len();
            def.materialize_defaults(self.ctx, &mut all);
            state.attributes.extend_from_slice(&all[before..]);
        }
        let op = self.body.create_op(self.ctx, state);
        if let Some(loc) = self.parse_trailing_location()? {
            self.body.set_op_loc(op, loc);
        }
        Ok(op)
    }

    /// Properties given in `<{...}>` as MLIR's property conversion takes
    /// them: a dictionary, whose entry for each inherent attribute, in
    /// declaration order, is of the attribute class the op stores it as.
    fn check_property_kinds(&self, def: &OpDef, state: &OperationState, pos: u32) -> PResult<()> {
        let Some(props) = state.properties else {
            return Ok(());
        };
        let invalid = |why: &str| {
            let text = super::display::attr_to_string(self.ctx, props);
            Err(self.error_at(
                pos,
                &format!("invalid properties {text} for op {}: {why}", def.name),
            ))
        };
        // An op without inherent attributes has no properties at all.
        let segmented = def.has(Traits::ATTR_SIZED_OPERAND_SEGMENTS)
            || def.has(Traits::ATTR_SIZED_RESULT_SEGMENTS);
        if def.attributes.is_empty() && !segmented {
            return invalid("this operation does not support properties");
        }
        if !matches!(self.ctx.attr_data(props), AttrData::Dictionary(_)) {
            return invalid("expected DictionaryAttr to set properties");
        }
        for decl in def.attributes {
            let Some(a) = self.ctx.dictionary_get(props, decl.name) else {
                continue;
            };
            if !stored_kind_holds(self.ctx, decl, a) {
                let text = super::display::attr_to_string(self.ctx, a);
                return invalid(&format!(
                    "Invalid attribute `{}` in property conversion: {text}",
                    decl.name
                ));
            }
        }
        Ok(())
    }

    /// The `operandSegmentSizes` / `resultSegmentSizes` of an op with
    /// attribute-sized segments, as MLIR's property conversion treats them:
    /// in `<{...}>`, one that is not a dense i32 array of one entry per group
    /// makes the properties invalid; in the attribute dictionary, such a one
    /// is dropped; absent or dropped, the sizes are all zero (the default
    /// of the property), which the verifier then checks against the values.
    fn convert_segment_sizes(
        &self,
        def: &OpDef,
        state: &mut OperationState,
        pos: u32,
    ) -> PResult<()> {
        let keys = [
            (
                Traits::ATTR_SIZED_OPERAND_SEGMENTS,
                "operandSegmentSizes",
                def.operands.len(),
            ),
            (
                Traits::ATTR_SIZED_RESULT_SEGMENTS,
                "resultSegmentSizes",
                def.results.len(),
            ),
        ];
        for (segmented, key, groups) in keys {
            if !def.has(segmented) {
                continue;
            }
            // The entry count of a dense i32 array, else `None`.
            let i32_count = |a| match self.ctx.attr_data(a) {
                AttrData::DenseArray { element, data } if self.ctx.int_type(32) == *element => {
                    Some(data.len() / 4)
                }
                _ => None,
            };
            let name = self.ctx.symbol(key);
            if let Some(props) = state.properties {
                if let Some(a) = self.ctx.dictionary_get(props, key) {
                    let why = match i32_count(a) {
                        Some(n) if n == groups => continue,
                        Some(n) => {
                            format!("size mismatch in attribute conversion: {n} vs {groups}")
                        }
                        None => "expected DenseI32ArrayAttr for key `value`".to_string(),
                    };
                    let props = super::display::attr_to_string(self.ctx, props);
                    return Err(self.error_at(
                        pos,
                        &format!("invalid properties {props} for op {}: {why}", def.name),
                    ));
                }
            } else if let Some(i) = state.attributes.iter().position(|a| a.name == name) {
                if i32_count(state.attributes[i].value) == Some(groups) {
                    continue;
                }
                state.attributes.remove(i);
            }
            let zeros = crate::format::dense_array(self.ctx, 32, &vec![0; groups]);
            state.attributes.push(NamedAttr { name, value: zeros });
        }
        Ok(())
    }

    /// Inherent attributes of a registered op given in the generic
    /// attribute dictionary must pass their declared checks.
    fn check_inherent_attrs(
        &self,
        def: Option<&OpDef>,
        state: &OperationState,
        pos: u32,
    ) -> PResult<()> {
        let Some(def) = def else { return Ok(()) };
        if state.properties.is_some() {
            return Ok(());
        }
        for a in &state.attributes {
            let name = self.ctx.str(a.name);
            if let Some(decl) = def.attributes.iter().find(|d| d.name == name) {
                if !decl.holds(self.ctx, a.value) {
                    return Err(self.error_at(
                        pos,
                        &format!(
                            "'{}' op attribute '{}' failed to satisfy constraint: {}",
                            def.name, name, decl.summary
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// `%name` or `%name#N`: (spelling with `%`, result number, position).
    pub(crate) fn parse_ssa_use(&mut self, allow_number: bool) -> PResult<(&'a str, u32, u32)> {
        let tok = self.tok;
        self.expect(Kind::PercentIdent, "expected SSA operand")?;
        let mut number = 0;
        if self.at(Kind::HashIdent) {
            if !allow_number {
                return Err(self.error_here("result number not allowed in argument list"));
            }
            let digits = &self.text()[1..];
            match digits.parse::<u32>() {
                Ok(n) if digits.bytes().all(|b| b.is_ascii_digit()) => number = n,
                _ => return Err(self.error_here("invalid SSA value result number")),
            }
            self.bump();
        }
        Ok((self.spelling(tok), number, tok.start))
    }

    fn parse_custom_op(&mut self) -> PResult<OpId> {
        let pos = self.tok.start;
        let original = self.text();
        self.bump();
        // Almost every op is spelled with its full name: one memo probe.
        let CustomOp {
            def,
            name: op_name,
            format,
        } = match self.memos.custom_names.get(original) {
            Some(&found) => found,
            None => {
                let def = self.resolve_custom_op(original, pos)?;
                CustomOp::new(def, self.def_op_name(def))
            }
        };
        let mut state = OperationState::new(op_name, self.loc_at(pos));
        self.default_dialects
            .push(def.default_dialect.unwrap_or(""));
        self.asm_frames.push(AsmFrame::Op {
            name: def.name,
            isolated: def.is_isolated(),
            entered: false,
        });
        if def.is_isolated() {
            // Taken by the scope of its first region (see `IsolatedScope::owner`).
            self.isolated_owner = Some(pos);
        }
        let r = crate::format::parse_custom_op_compiled(def, format, self, &mut state);
        self.isolated_owner = None;
        let frame = self.asm_frames.pop();
        self.default_dialects.pop();
        if let Some(AsmFrame::Op { entered: true, .. }) = frame {
            let child = self.exit_isolated_body();
            state.child_body = Some(child);
        }
        r?;
        // Attributes set twice (by the format and the dictionary) are an error.
        let attrs = &state.attributes;
        for (i, a) in attrs.iter().enumerate() {
            if attrs[..i].iter().any(|s| s.name == a.name) {
                return Err(self.error_at(
                    pos,
                    &format!(
                        "custom op '{}' attribute '{}' occurs more than once in the attribute list",
                        def.name,
                        self.ctx.str(a.name)
                    ),
                ));
            }
        }
        let op = self.body.create_op(self.ctx, state);
        if let Some(loc) = self.parse_trailing_location()? {
            self.body.set_op_loc(op, loc);
        }
        Ok(op)
    }

    /// The definition of the custom op spelled `original` at `pos`: by its
    /// full name (then memoised in `memos.custom_names`), else, when it is
    /// unprefixed, under the innermost default dialect.
    fn resolve_custom_op(&mut self, original: &'a str, pos: u32) -> PResult<&'static OpDef> {
        if let Some(def) = self.ctx.op_def_by_name(original) {
            let name = self.def_op_name(def);
            self.memos
                .custom_names
                .insert(original.into(), CustomOp::new(def, name));
            return Ok(def);
        }
        // Like MLIR, a name with nothing after its first `.` is unprefixed too.
        let unprefixed = original
            .split_once('.')
            .is_none_or(|(_, rest)| rest.is_empty());
        let mut def = None;
        if unprefixed {
            let d = self.default_dialects.last().copied().unwrap_or("");
            def = match self.memos.custom_ops.get(d).and_then(|m| m.get(original)) {
                Some(&def) => Some(def),
                None => {
                    let found = self.ctx.op_def_by_name(&format!("{d}.{original}"));
                    if let Some(found) = found {
                        self.memos
                            .custom_ops
                            .entry(d)
                            .or_default()
                            .insert(original.into(), found);
                    }
                    found
                }
            };
        }
        if let Some(def) = def {
            return Ok(def);
        }
        let full = if !unprefixed {
            original.to_string()
        } else {
            let d = self.default_dialects.last().copied().unwrap_or("");
            format!("{d}.{original}")
        };
        let dialect = full.split('.').next().unwrap_or("");
        let tried = if full != original {
            format!(" (tried '{full}' as well)")
        } else {
            String::new()
        };
        if self.ctx.dialect(dialect).is_none() {
            let mut names: Vec<&str> = self.ctx.dialects().map(|d| d.name).collect();
            names.sort_unstable();
            let note = format!("Available dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management", names.join(", "));
            return Err(self.error_with_note(
                pos,
                &format!("Dialect `{dialect}' not found for custom op '{original}' {tried}"),
                pos,
                &note,
            ));
        }
        Err(self.error_at(pos, &format!("custom op '{original}' is unknown{tried}")))
    }

    /// Parses `{ ... }` into a new region of the current body.
    pub(crate) fn parse_region_into_new(
        &mut self,
        args: &[Argument],
        isolated: bool,
    ) -> PResult<RegionId> {
        let lbrace = self.tok.start;
        self.expect(Kind::LBrace, "expected '{' to begin a region")?;
        self.enter()?;
        let region = self.body.new_region();
        if !args.is_empty() || !self.at(Kind::RBrace) {
            self.parse_region_body(region, lbrace, args, isolated)?;
        }
        self.leave();
        // The region body stops at `}`.
        self.expect(Kind::RBrace, "expected '}' to end a region")?;
        Ok(region)
    }

    fn parse_region_body(
        &mut self,
        region: RegionId,
        _lbrace: u32,
        args: &[Argument],
        isolated: bool,
    ) -> PResult<()> {
        self.push_name_scope(isolated);
        let block = self.body.create_block();
        if !args.is_empty() && args[0].operand.name_len != 0 {
            if self.at(Kind::CaretIdent) {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            for arg in args {
                let name = self.operand_key(&arg.operand);
                if let Some(def_pos) = self.reference_pos(name, arg.operand.number) {
                    return Err(self.error_with_note(
                        arg.operand.pos.0,
                        &format!("region entry argument '{name}' is already in use"),
                        def_pos,
                        "previously referenced here",
                    ));
                }
                let loc = arg.loc.unwrap_or_else(|| self.loc_at(arg.operand.pos.0));
                let Some(ty) = arg.ty else {
                    return Err(
                        self.error_at(arg.operand.pos.0, "expected type for region argument")
                    );
                };
                let v = self.body.add_block_arg(block, ty, loc);
                self.add_definition(name, arg.operand.number, arg.operand.pos.0, v)?;
            }
        }
        let block = self.parse_block(Some(block))?;
        if !args.is_empty() && self.body.block_args(block).len() > args.len() {
            return Err(self.error_here("entry block arguments were already defined"));
        }
        self.body.append_block(region, block);
        while !self.at(Kind::RBrace) {
            let b = self.parse_block(None)?;
            self.body.append_block(region, b);
        }
        self.pop_name_scope()
    }

    /// `block ::= block-label? operation*`
    fn parse_block(&mut self, existing: Option<BlockId>) -> PResult<BlockId> {
        if let Some(b) = existing {
            if !self.at(Kind::CaretIdent) {
                self.parse_block_body(b)?;
                return Ok(b);
            }
        }
        let pos = self.tok.start;
        let name = self.text();
        self.expect(Kind::CaretIdent, "expected block name")?;
        if self.block_scopes.is_empty() {
            self.block_scopes.push(Default::default());
        }
        let scope = self.block_scopes.last_mut().expect("a block scope exists");
        let block = match scope.blocks.get_mut(name) {
            None => {
                let b = match existing {
                    Some(b) => b,
                    None => self.body.create_block(),
                };
                let scope = self.block_scopes.last_mut().expect("a block scope exists");
                scope.blocks.insert(
                    name,
                    super::scope::BlockDef {
                        block: b,
                        pos,
                        defined: true,
                    },
                );
                b
            }
            Some(d) if !d.defined => {
                d.defined = true;
                d.pos = pos;
                d.block
            }
            Some(_) => return Err(self.error_at(pos, &format!("redefinition of block '{name}'"))),
        };
        if self.at(Kind::LParen) {
            self.parse_block_arg_list(block)?;
        }
        self.expect(Kind::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)?;
        Ok(block)
    }

    fn parse_block_body(&mut self, block: BlockId) -> PResult<()> {
        while !self.at(Kind::CaretIdent) && !self.at(Kind::RBrace) {
            if self.speculation.is_some() {
                self.speculate(block);
                if self.at(Kind::CaretIdent) || self.at(Kind::RBrace) {
                    break;
                }
            }
            self.parse_operation(block)?;
            if self.depth <= 1 {
                self.release_parsed_text();
            }
        }
        if self.speculation.is_some() {
            self.end_speculation(block);
        }
        Ok(())
    }

    fn parse_block_arg_list(&mut self, block: BlockId) -> PResult<()> {
        let existing = self.body.block_args(block).len();
        let mut next = 0;
        self.expect(Kind::LParen, "expected '('")?;
        if self.eat(Kind::RParen) {
            return Ok(());
        }
        loop {
            let (name, number, pos) = self.parse_ssa_use(true)?;
            self.expect(Kind::Colon, "expected ':' and type for SSA operand")?;
            let ty = self.parse_type()?;
            let (arg, index) = if existing != 0 {
                if next >= existing {
                    return Err(self.error_here("too many arguments specified in argument list"));
                }
                let a = self.body.block_args(block)[next];
                if self.body.value_type(a) != ty {
                    return Err(self.error_here("argument and block argument type mismatch"));
                }
                next += 1;
                (a, next - 1)
            } else {
                let loc = self.loc_at(pos);
                let a = self.body.add_block_arg(block, ty, loc);
                (a, self.body.block_args(block).len() - 1)
            };
            if let Some(loc) = self.parse_trailing_location()? {
                self.body.set_block_arg_loc(block, index, loc);
            }
            self.add_definition(name, number, pos, arg)?;
            if !self.eat(Kind::Comma) {
                break;
            }
        }
        self.expect(Kind::RParen, "expected ')'")?;
        Ok(())
    }

    /// The scope key (`%name` spelling) of an operand from a custom parser.
    pub(crate) fn operand_key(&self, op: &crate::asm::UnresolvedOperand) -> &'a str {
        let start = op.pos.0 as usize;
        let end = start + 1 + op.name_len as usize;
        self.src.get(start..end).unwrap_or("%")
    }
}

/// Whether `a` is of the attribute class an inherent attribute of `kind`
/// is stored as (the `dyn_cast` of MLIR's property conversion); a
/// constraint beyond the class (an `i32` width, an enum's cases) is the
/// verifier's. Dialect attributes are only checked to be dialect
/// attributes; an integer enum's class also holds only its cases, in its
/// integer type (ODS's `classof`). An `Any` attribute is known by its
/// constraint's summary.
fn stored_kind_holds(ctx: &crate::context::Context, decl: &AttrDecl, a: Attribute) -> bool {
    let data = ctx.attr_data(a);
    let bool_attr = matches!(data, AttrData::Bool(_))
        || matches!(data, AttrData::Integer { ty, .. } if *ty == ctx.int_type(1));
    let integer = matches!(
        data,
        AttrData::Integer { .. } | AttrData::WideInteger { .. } | AttrData::Bool(_)
    );
    let dense = |width: u32| matches!(data, AttrData::DenseArray { element, .. } if *element == ctx.int_type(width));
    match decl.kind {
        AttrKind::Any => match decl.summary {
            "bool attribute" => bool_attr,
            "arbitrary integer attribute" | "8-bit integer attribute" => integer,
            "flat symbol reference attribute" | "symbol reference attribute" => {
                matches!(data, AttrData::SymbolRef { .. })
            }
            "64-bit float attribute" => matches!(data, AttrData::Float { .. }),
            _ => true,
        },
        AttrKind::Typed(ty) => match ctx.type_data(ty(ctx)) {
            TypeData::Integer { width: 1, .. } => bool_attr,
            TypeData::Integer { .. } | TypeData::Index => integer,
            TypeData::Float(_) => matches!(data, AttrData::Float { .. }),
            _ => true,
        },
        AttrKind::SymbolName | AttrKind::String => matches!(data, AttrData::String { .. }),
        AttrKind::Unit => matches!(data, AttrData::Unit),
        AttrKind::TypeAttr => matches!(data, AttrData::Type(_)),
        AttrKind::Enum(def) => match def.storage {
            crate::dialect::EnumStorage::Int(width) => match data {
                AttrData::Integer { ty, value } if *ty == ctx.int_type(width) => {
                    let v = value.get() as i64;
                    if def.bit {
                        let all = def.cases.iter().fold(0, |m, c| m | c.1);
                        v & !all == 0
                    } else {
                        def.case_name(v).is_some()
                    }
                }
                _ => false,
            },
            crate::dialect::EnumStorage::Dialect(name) => {
                matches!(data, AttrData::Dialect { name: n, .. } if ctx.str(*n) == name)
            }
        },
        AttrKind::Dialect(_) => matches!(data, AttrData::Dialect { .. }),
        AttrKind::DenseI64Array => dense(64),
        AttrKind::DenseI32Array => dense(32),
        AttrKind::DenseBoolArray => dense(1),
        AttrKind::Array => matches!(data, AttrData::Array(_)),
        AttrKind::Dictionary => matches!(data, AttrData::Dictionary(_)),
    }
}
