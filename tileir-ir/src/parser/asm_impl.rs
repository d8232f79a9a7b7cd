//! The [`AsmParser`] implementation custom op formats and dialect type and
//! attribute parsers call back into.
//!
//! Errors raised through [`AsmParser::error_at`] while a custom op is being
//! parsed carry MLIR's `custom op 'name' ` prefix; errors of the underlying
//! parser (types, attributes, punctuation) do not, as in MLIR.

use super::core::{AsmFrame, Parser};
use super::token::{string_value, Kind};
use crate::asm::{Argument, AsmParser, ParseError, ParseResult, SourcePos, UnresolvedOperand};
use crate::attributes::{Attribute, Location};
use crate::context::{Context, Symbol};
use crate::ids::{BlockId, RegionId, Value};
use crate::types::Type;

impl<'a> Parser<'a> {
    /// Before the first region of an isolated custom op, switches to its
    /// child body; returns whether the op is isolated.
    fn enter_op_body_if_isolated(&mut self) -> bool {
        let mut isolated = false;
        let mut enter = false;
        if let Some(AsmFrame::Op {
            isolated: iso,
            entered,
            ..
        }) = self.asm_frames.last_mut()
        {
            isolated = *iso;
            if *iso && !*entered {
                *entered = true;
                enter = true;
            }
        }
        if enter {
            self.enter_isolated_body();
        }
        isolated
    }

    fn unresolved(&mut self, allow_number: bool) -> ParseResult<UnresolvedOperand> {
        let (name, number, pos) = self.parse_ssa_use(allow_number)?;
        Ok(UnresolvedOperand {
            pos: SourcePos(pos),
            name_len: name.len() as u32 - 1,
            number,
        })
    }

    /// An integer literal with its optional minus sign, as the integer
    /// readers take it: where it starts (MLIR reports a value too large for
    /// the type asked for there, minus sign included), whether it is
    /// negated, and its digits' spelling. `None` if no literal is next.
    fn integer_literal(&mut self) -> ParseResult<Option<(SourcePos, bool, &'a str)>> {
        if !self.at(Kind::Integer) && !self.at(Kind::Minus) {
            return Ok(None);
        }
        let start = self.current_pos();
        let negative = self.eat(Kind::Minus);
        let tok = self.tok;
        self.expect(Kind::Integer, "expected integer value")?;
        Ok(Some((start, negative, self.spelling(tok))))
    }
}

impl<'a> AsmParser for Parser<'a> {
    fn context(&self) -> &Context {
        self.ctx
    }

    fn current_pos(&self) -> SourcePos {
        SourcePos(self.tok.start)
    }

    fn name_pos(&self) -> SourcePos {
        match self.asm_frames.last() {
            Some(AsmFrame::Dialect { name_pos }) => SourcePos(*name_pos),
            _ => self.current_pos(),
        }
    }

    fn error_at(&self, pos: SourcePos, message: &str) -> ParseError {
        match self.asm_frames.last() {
            Some(AsmFrame::Op { name, .. }) => {
                Parser::error_at(self, pos.0, &format!("custom op '{name}' {message}"))
            }
            _ => Parser::error_at(self, pos.0, message),
        }
    }

    fn location_of(&self, pos: SourcePos) -> Location {
        self.loc_at(pos.0)
    }

    fn parse_optional_punct(&mut self, punct: &str) -> bool {
        match Kind::from_punct(punct) {
            Some(k) => self.eat(k),
            None => false,
        }
    }

    fn parse_punct(&mut self, punct: &str) -> ParseResult<()> {
        if self.parse_optional_punct(punct) {
            Ok(())
        } else {
            Err(self.error_wrong_token(&format!("expected '{punct}'")))
        }
    }

    fn parse_optional_keyword(&mut self, keyword: &str) -> bool {
        if self.at_keyword_like() && self.text() == keyword {
            self.bump();
            true
        } else {
            false
        }
    }

    fn parse_optional_any_keyword(&mut self) -> Option<String> {
        if self.at_keyword_like() {
            let s = self.text().to_string();
            self.bump();
            Some(s)
        } else {
            None
        }
    }

    fn parse_optional_keyword_or_string(&mut self) -> Option<String> {
        if let Some(k) = self.parse_optional_any_keyword() {
            return Some(k);
        }
        if self.at(Kind::String) {
            let v = string_value(self.text());
            self.bump();
            return Some(String::from_utf8_lossy(&v).into_owned());
        }
        None
    }

    fn parse_optional_integer(&mut self) -> ParseResult<Option<i128>> {
        if self.eat_kw("true") {
            return Ok(Some(1));
        }
        if self.eat_kw("false") {
            return Ok(Some(0));
        }
        let Some((start, negative, spelling)) = self.integer_literal()? else {
            return Ok(None);
        };
        let Some(v) = super::core::parse_uint(spelling).filter(|&v| v <= i128::MAX as u128) else {
            return Err(AsmParser::error_at(self, start, "integer value too large"));
        };
        let v = v as i128;
        Ok(Some(if negative { -v } else { v }))
    }

    fn wrong_token_error(&self, message: &str) -> ParseError {
        self.error_wrong_token(message)
    }

    fn parse_optional_u64(&mut self) -> ParseResult<Option<u64>> {
        // `true` is a 1-bit APInt of 1, which sign-extends to all ones.
        if self.eat_kw("true") {
            return Ok(Some(u64::MAX));
        }
        if self.eat_kw("false") {
            return Ok(Some(0));
        }
        let Some((start, negative, spelling)) = self.integer_literal()? else {
            return Ok(None);
        };
        let too_large = |p: &Self| AsmParser::error_at(p, start, "integer value too large");
        let Some(magnitude) = super::core::parse_uint(spelling) else {
            return Err(too_large(self));
        };
        let Ok(magnitude) = u64::try_from(magnitude) else {
            return Err(too_large(self));
        };
        if !negative || magnitude == 0 {
            return Ok(Some(magnitude));
        }
        // MLIR's APInt has 4 bits per digit (after `0x`), one more when the
        // top one is set; a negated value wider than 64 bits does not
        // survive the truncation to 64 and back.
        // `getAsInteger` skips leading zeros before it sizes the APInt.
        let digits = spelling
            .strip_prefix("0x")
            .unwrap_or(spelling)
            .trim_start_matches('0')
            .len();
        let width =
            4 * digits as u32 + u32::from(magnitude.checked_shr(4 * digits as u32 - 1) == Some(1));
        if width > 64 {
            return Err(too_large(self));
        }
        Ok(Some(magnitude.wrapping_neg()))
    }

    fn parse_affine_map(&mut self) -> ParseResult<Attribute> {
        let map = self.parse_affine_map_reference()?;
        Ok(self
            .ctx
            .intern_attr(crate::attributes::AttrData::AffineMap(map)))
    }

    fn parse_optional_float(&mut self) -> ParseResult<Option<f64>> {
        let start = self.tok;
        let negative = self.at(Kind::Minus);
        if negative {
            self.bump();
        }
        let v = match self.tok.kind {
            Kind::Float | Kind::Integer => {
                let s = self.text();
                let v = if let Some(hex) = s.strip_prefix("0x") {
                    u64::from_str_radix(hex, 16).ok().map(f64::from_bits)
                } else {
                    s.parse::<f64>().ok()
                };
                match v {
                    Some(v) => v,
                    None => return Err(self.error_here("floating point value too large")),
                }
            }
            Kind::BareIdent if matches!(self.text(), "inf" | "nan") => {
                if self.text() == "inf" {
                    f64::INFINITY
                } else {
                    f64::NAN
                }
            }
            _ => {
                if negative {
                    return Err(self.error_wrong_token("expected floating point literal"));
                }
                let _ = start;
                return Ok(None);
            }
        };
        self.bump();
        Ok(Some(if negative { -v } else { v }))
    }

    fn parse_optional_string(&mut self) -> ParseResult<Option<Vec<u8>>> {
        if !self.at(Kind::String) {
            return Ok(None);
        }
        let v = string_value(self.text());
        self.bump();
        Ok(Some(v))
    }

    fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        self.parse_optional_type_inner()
    }

    fn parse_type(&mut self) -> ParseResult<Type> {
        Parser::parse_type(self)
    }

    fn parse_dimension_list(&mut self, allow_dynamic: bool) -> ParseResult<Vec<i64>> {
        self.parse_dimension_list_ranked(allow_dynamic, true)
    }

    fn parse_dense_elements(
        &mut self,
        then_type: &mut dyn FnMut(&mut dyn AsmParser) -> ParseResult<Type>,
    ) -> ParseResult<Attribute> {
        let pos = self.tok.start;
        let lit = self.parse_tensor_literal(true)?;
        let ty = then_type(self)?;
        self.dense_attr_of(&lit, pos, ty)
    }

    fn parse_dense_float_literals(
        &mut self,
        then_type: &mut dyn FnMut(&mut dyn AsmParser) -> ParseResult<Type>,
    ) -> ParseResult<Attribute> {
        let pos = self.tok.start;
        let lit = self.parse_tensor_literal(true)?;
        let ty = then_type(self)?;
        if let Some(at) = self.decimal_integer_for_float(&lit, ty) {
            return Err(self.error_with_note(
                at,
                "unexpected decimal integer literal for a floating point value",
                at,
                "add a trailing dot to make the literal a float",
            ));
        }
        self.dense_attr_of(&lit, pos, ty)
    }

    fn parse_shape(&mut self, allow_dynamic: bool) -> ParseResult<Vec<i64>> {
        self.parse_dimension_list_ranked(allow_dynamic, false)
    }

    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> ParseResult<Option<Attribute>> {
        self.parse_optional_attribute_inner(ty)
    }

    fn parse_attribute(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        Parser::parse_attribute(self, ty)
    }

    fn parse_optional_attr_dict(
        &mut self,
        into: &mut crate::attributes::AttrList,
    ) -> ParseResult<()> {
        if self.at(Kind::LBrace) {
            into.extend(self.parse_attribute_dict()?);
        }
        Ok(())
    }

    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        into: &mut crate::attributes::AttrList,
    ) -> ParseResult<()> {
        if self.eat_kw("attributes") {
            into.extend(self.parse_attribute_dict()?);
        }
        Ok(())
    }

    fn parse_optional_symbol_name(&mut self) -> ParseResult<Option<Symbol>> {
        if !self.at(Kind::AtIdent) {
            return Ok(None);
        }
        let s = self.symbol_ref_name();
        self.bump();
        Ok(Some(s))
    }

    fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand>> {
        if !self.at(Kind::PercentIdent) {
            return Ok(None);
        }
        self.unresolved(true).map(Some)
    }

    fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand> {
        self.unresolved(true)
    }

    fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> ParseResult<Value> {
        let key = self.operand_key(operand);
        // An isolated op whose region is already parsed (a declarative
        // `$body` before the operand types) resolves its operands in the
        // enclosing body, where they are defined, not in its own.
        let after_isolated_region = matches!(
            self.asm_frames.last(),
            Some(AsmFrame::Op {
                isolated: true,
                entered: true,
                ..
            })
        );
        if after_isolated_region {
            if let Some(outer) = self.outer_bodies.pop() {
                let own = std::mem::replace(&mut self.body, outer);
                let r = self.resolve_value(key, operand.number, operand.pos.0, ty);
                let outer = std::mem::replace(&mut self.body, own);
                self.outer_bodies.push(outer);
                return r;
            }
        }
        self.resolve_value(key, operand.number, operand.pos.0, ty)
    }

    fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Option<Argument>> {
        if !self.at(Kind::PercentIdent) {
            return Ok(None);
        }
        let operand = self.unresolved(false)?;
        let mut ty = None;
        if allow_type {
            self.expect(Kind::Colon, "expected ':'")?;
            ty = Some(Parser::parse_type(self)?);
        }
        let mut attrs = Vec::new();
        if allow_attrs && self.at(Kind::LBrace) {
            attrs = self.parse_attribute_dict()?.into_vec();
        }
        let loc = self.parse_trailing_location()?;
        Ok(Some(Argument {
            operand,
            ty,
            attrs,
            loc,
        }))
    }

    fn parse_optional_region(
        &mut self,
        arguments: &[Argument],
        _enable_shadowing: bool,
    ) -> ParseResult<Option<RegionId>> {
        if !self.at(Kind::LBrace) {
            return Ok(None);
        }
        let isolated = self.enter_op_body_if_isolated();
        self.parse_region_into_new(arguments, isolated).map(Some)
    }

    fn parse_region(
        &mut self,
        arguments: &[Argument],
        _enable_shadowing: bool,
    ) -> ParseResult<RegionId> {
        if !self.at(Kind::LBrace) {
            return Err(self.error_wrong_token("expected '{' to begin a region"));
        }
        let isolated = self.enter_op_body_if_isolated();
        self.parse_region_into_new(arguments, isolated)
    }

    fn parse_successor(&mut self) -> ParseResult<BlockId> {
        match self.parse_optional_successor()? {
            Some(b) => Ok(b),
            None => Err(self.error_wrong_token("expected block name")),
        }
    }

    fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>> {
        if !self.at(Kind::CaretIdent) {
            return Ok(None);
        }
        let b = self.block_named(self.text(), self.tok.start);
        self.bump();
        Ok(Some(b))
    }

    fn parse_optional_location(&mut self) -> ParseResult<Option<Location>> {
        self.parse_trailing_location()
    }

    fn ensure_terminator(
        &mut self,
        region: RegionId,
        terminator: &str,
        loc: Location,
    ) -> ParseResult<()> {
        let block = match self.body.entry_block(region) {
            Some(b) => b,
            None => {
                let b = self.body.create_block();
                self.body.append_block(region, b);
                b
            }
        };
        let has_terminator = self.body.last_op(block).is_some_and(|op| {
            let name = self.body.op_name(op);
            self.ctx
                .op_def(name)
                .is_some_and(|d| d.has(crate::dialect::Traits::TERMINATOR))
        });
        if !has_terminator {
            let name = self.ctx.op_name(terminator);
            let mut state = crate::body::OperationState::new(name, loc);
            // Like the terminator's default builder, give each declared
            // single region one empty block (`scf.forall.in_parallel`), and
            // variadic ones none (`scf.reduce` with no reductions).
            let regions = self.ctx.op_def(name).map_or(0, |d| {
                d.regions
                    .iter()
                    .filter(|r| r.arity == crate::dialect::Arity::Single)
                    .count()
            });
            for _ in 0..regions {
                let r = self.body.new_region();
                let b = self.body.create_block();
                self.body.append_block(r, b);
                state.regions.push(r);
            }
            let op = self.body.create_op(self.ctx, state);
            self.body.append_op(block, op);
        }
        Ok(())
    }

    fn ensure_block(&mut self, region: RegionId) -> ParseResult<()> {
        if self.body.entry_block(region).is_none() {
            let b = self.body.create_block();
            self.body.append_block(region, b);
        }
        Ok(())
    }

    fn add_empty_region(&mut self) -> ParseResult<RegionId> {
        self.enter_op_body_if_isolated();
        Ok(self.body.new_region())
    }

    fn peek_type_prefix(&self) -> bool {
        self.at(Kind::ExclIdent)
    }

    fn peek_attr_prefix(&self) -> bool {
        self.at(Kind::HashIdent)
    }

    fn peek_punct(&self, punct: &str) -> bool {
        Kind::from_punct(punct).is_some_and(|k| self.at(k))
    }

    fn peek_string(&self) -> bool {
        self.at(Kind::String)
    }

    fn peek_keyword(&self, keyword: &str) -> bool {
        self.at_keyword_like() && self.text() == keyword
    }
}
