//! Locations: `loc(...)` specifiers, location instances (MLIR's
//! `LocationParser.cpp`) and `#alias` locations defined after their use.

use super::core::{PResult, Parser};
use super::token::{string_value, Kind};
use crate::attributes::{LocData, Location};

impl<'a> Parser<'a> {
    /// `location-inst`: file/line/col (or a range), name, callsite, fused, unknown.
    pub(crate) fn parse_location_instance(&mut self) -> PResult<Location> {
        self.enter()?;
        let r = self.parse_location_instance_inner();
        self.leave();
        r
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        match self.tok.kind {
            Kind::String => return self.parse_name_or_file_loc(),
            Kind::HashIdent => {
                let pos = self.tok.start;
                let a = self.parse_attribute(None)?;
                return ctx
                    .as_location(a)
                    .ok_or_else(|| self.error_at(pos, "expected location instance"));
            }
            Kind::BareIdent => {}
            _ => return Err(self.error_wrong_token("expected location instance")),
        }
        match self.text() {
            "callsite" => {
                self.bump();
                self.expect(Kind::LParen, "expected '(' in callsite location")?;
                let callee = self.parse_location_instance()?;
                if !self.eat_kw("at") {
                    return Err(self.error_wrong_token("expected 'at' in callsite location"));
                }
                let caller = self.parse_location_instance()?;
                self.expect(Kind::RParen, "expected ')' in callsite location")?;
                Ok(ctx.intern_loc(LocData::CallSite { callee, caller }))
            }
            "fused" => {
                self.bump();
                let mut metadata = None;
                if self.eat(Kind::Less) {
                    metadata = Some(self.parse_attribute(None)?);
                    self.expect(Kind::Greater, "expected '>' after fused location metadata")?;
                }
                self.expect(Kind::LSquare, "expected '[' in fused location")?;
                let mut locs = Vec::new();
                if !self.eat(Kind::RSquare) {
                    loop {
                        locs.push(self.parse_location_instance()?);
                        if !self.eat(Kind::Comma) {
                            break;
                        }
                    }
                    self.expect(Kind::RSquare, "expected ']' in fused location")?;
                }
                Ok(self.fused_loc(&locs, metadata))
            }
            "unknown" => {
                self.bump();
                Ok(ctx.unknown_loc())
            }
            _ => Err(self.error_wrong_token("expected location instance")),
        }
    }

    /// MLIR's `FusedLoc::get` (see [`Context::fused_loc`]).
    pub(crate) fn fused_loc(
        &self,
        locs: &[Location],
        metadata: Option<crate::attributes::Attribute>,
    ) -> Location {
        self.ctx.fused_loc(locs, metadata)
    }

    fn parse_u32(&mut self, message: &str) -> PResult<u32> {
        if !self.at(Kind::Integer) {
            return Err(self.error_wrong_token(message));
        }
        let v = super::core::parse_uint(self.text())
            .filter(|&v| v <= u32::MAX as u128)
            .ok_or_else(|| self.error_wrong_token(message))?;
        self.bump();
        Ok(v as u32)
    }

    fn parse_name_or_file_loc(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        let name = string_value(self.text());
        let name = ctx.symbol(&String::from_utf8_lossy(&name));
        self.bump();
        if self.eat(Kind::Colon) {
            let line = self.parse_u32("expected integer line number in FileLineColRange")?;
            if !self.eat(Kind::Colon) {
                return Ok(ctx.intern_loc(LocData::FileLineCol {
                    file: name,
                    line,
                    col: 0,
                }));
            }
            let col = self.parse_u32("expected integer column number in FileLineColRange")?;
            if !self.eat_kw("to") {
                return Ok(ctx.intern_loc(LocData::FileLineCol {
                    file: name,
                    line,
                    col,
                }));
            }
            let end_line = if self.eat(Kind::Colon) {
                line
            } else if self.at(Kind::Integer) {
                let l = self.parse_u32("expected integer line number in FileLineColRange")?;
                self.expect(
                    Kind::Colon,
                    "expected either integer or `:` post `to` in FileLineColRange",
                )?;
                l
            } else {
                return Err(self.error_wrong_token(
                    "expected either integer or `:` post `to` in FileLineColRange",
                ));
            };
            let end_col = self.parse_u32("expected integer column number in FileLineColRange")?;
            return Ok(ctx.intern_loc(LocData::FileRange {
                file: name,
                start_line: line,
                start_col: col,
                end_line,
                end_col,
            }));
        }
        if self.eat(Kind::LParen) {
            let child = self.parse_location_instance()?;
            self.expect(Kind::RParen, "expected ')' after child location of NameLoc")?;
            return Ok(ctx.intern_loc(LocData::Name {
                name,
                child: Some(child),
            }));
        }
        Ok(ctx.intern_loc(LocData::Name { name, child: None }))
    }

    /// `loc(...)` after an op or argument, if present. A `#alias` not yet
    /// defined yields a placeholder resolved at the end of the file.
    pub(crate) fn parse_trailing_location(&mut self) -> PResult<Option<Location>> {
        if !self.eat_kw("loc") {
            return Ok(None);
        }
        self.expect(Kind::LParen, "expected '(' in location")?;
        let loc = if self.at(Kind::HashIdent) && !self.text().contains('.') {
            let pos = self.tok.start;
            let name = &self.text()[1..];
            self.bump();
            match self.attr_aliases.get(name) {
                Some(&a) => match self.ctx.as_location(a) {
                    Some(l) => l,
                    None => {
                        let msg = format!("expected location, but found {}", self.quoted_attr(a));
                        return Err(self.error_at(pos, &msg));
                    }
                },
                None => {
                    self.deferred_locs.push((pos, name));
                    self.deferred_placeholder(name)
                }
            }
        } else {
            self.parse_location_instance()?
        };
        self.expect(Kind::RParen, "expected ')' in location")?;
        Ok(Some(loc))
    }

    /// The placeholder location standing for the not-yet-defined alias `name`.
    pub(crate) fn deferred_placeholder(&self, name: &str) -> Location {
        let sym = self.ctx.symbol(&format!("\u{0}tileir-deferred-loc#{name}"));
        self.ctx.intern_loc(LocData::Name {
            name: sym,
            child: None,
        })
    }
}
