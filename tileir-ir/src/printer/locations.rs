//! Locations: `loc(...)` in plain form (with `#locN` aliases for nested
//! locations) and `--mlir-pretty-debuginfo` form (`printLocationInternal`).

use super::aliases::Sym;
use super::attributes::push_escaped_str;
use super::names::push_u32;
use super::Printer;
use crate::attributes::{LocData, Location};
use crate::context::Symbol;
use std::fmt::Write;

impl<'a> Printer<'a> {
    /// `printLocation`: `loc(...)`, or the alias when `allow_alias`.
    pub(crate) fn print_location(&mut self, loc: Location, allow_alias: bool) {
        if self.opts.pretty_debug_info {
            self.print_location_internal(loc, true, true);
            return;
        }
        self.out.push_str("loc(");
        if !(allow_alias && self.aliases.write(Sym::Attr(loc.attr()), &mut self.out)) {
            self.print_location_internal(loc, false, true);
        }
        self.out.push(')');
    }

    fn print_file_line_col(&mut self, file: Symbol, line: u32, col: u32, pretty: bool) {
        if pretty {
            self.out.push_str(self.ctx.str(file));
        } else {
            push_escaped_str(&mut self.out, self.ctx.str(file));
        }
        self.out.push(':');
        push_u32(&mut self.out, line);
        self.out.push(':');
        push_u32(&mut self.out, col);
    }

    fn print_location_internal(&mut self, loc: Location, pretty: bool, top_level: bool) {
        let ctx = self.ctx;
        if !top_level && self.aliases.write(Sym::Attr(loc.attr()), &mut self.out) {
            return;
        }
        // Positions in a parsed text are decoded here without being kept
        // (`loc_data` would keep them).
        if let Some((file, line, col)) = ctx.file_line_col_of(loc) {
            self.print_file_line_col(file, line, col, pretty);
            return;
        }
        match ctx.loc_data(loc) {
            LocData::Unknown => self
                .out
                .push_str(if pretty { "[unknown]" } else { "unknown" }),
            LocData::FileLineCol { file, line, col } => {
                self.print_file_line_col(*file, *line, *col, pretty)
            }
            LocData::FileRange {
                file,
                start_line,
                start_col,
                end_line,
                end_col,
            } => {
                if pretty {
                    self.out.push_str(ctx.str(*file));
                } else {
                    push_escaped_str(&mut self.out, ctx.str(*file));
                }
                let _ = write!(self.out, ":{start_line}:{start_col}");
                if end_line != start_line {
                    let _ = write!(self.out, " to {end_line}:{end_col}");
                } else if end_col != start_col {
                    let _ = write!(self.out, " to :{end_col}");
                }
            }
            LocData::Name { name, child } => {
                push_escaped_str(&mut self.out, ctx.str(*name));
                if let Some(c) = child {
                    if !matches!(ctx.loc_data(*c), LocData::Unknown) {
                        self.out.push('(');
                        self.print_location_internal(*c, pretty, false);
                        self.out.push(')');
                    }
                }
            }
            LocData::CallSite { callee, caller } => {
                if !pretty {
                    self.out.push_str("callsite(");
                }
                self.print_location_internal(*callee, pretty, false);
                if pretty {
                    let callee_is_name = matches!(ctx.loc_data(*callee), LocData::Name { .. });
                    let caller_is_file =
                        matches!(ctx.loc_data(*caller), LocData::FileLineCol { .. });
                    if callee_is_name && caller_is_file {
                        self.out.push_str(" at ");
                    } else {
                        self.out.push('\n');
                        self.out.push_str(" at ");
                    }
                } else {
                    self.out.push_str(" at ");
                }
                self.print_location_internal(*caller, pretty, false);
                if !pretty {
                    self.out.push(')');
                }
            }
            LocData::Fused { locs, metadata } => {
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attribute(*m, super::attributes::Elision::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_location_internal(l, pretty, false);
                }
                self.out.push(']');
            }
            // MLIR prints a dialect's location as the attribute it is.
            LocData::Dialect(a) => self.print_attribute(*a, super::attributes::Elision::Never),
        }
    }
}
