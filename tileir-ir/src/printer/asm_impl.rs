//! The [`AsmPrinter`] implementation that custom op formats and dialect
//! type/attribute printers call back into (MLIR's `OpAsmPrinter` methods of
//! `OperationPrinter`). In collect mode every method only records the
//! attributes and types it would print.
//!
//! Spacing follows MLIR: `print_optional_attr_dict*` emit their leading
//! space (` {a = 1}`, ` attributes {...}`), like `printOptionalAttrDict`.

use super::aliases::Sym;
use super::attributes::{push_keyword_or_string, push_symbol_ref, Elision};
use super::Printer;
use crate::asm::AsmPrinter;
use crate::attributes::{Attribute, Location, NamedAttr};
use crate::body::Body;
use crate::context::{Context, Symbol};
use crate::ids::{BlockId, OpId, RegionId, Value};
use crate::types::Type;

impl AsmPrinter for Printer<'_> {
    fn context(&self) -> &Context {
        self.ctx
    }

    fn body(&self) -> &Body {
        self.body
    }

    fn write_str(&mut self, s: &str) {
        if self.collect {
            return;
        }
        // Most pieces are one ASCII byte (punctuation): skip the memcpy.
        match s.as_bytes() {
            &[b] => self.out.push(char::from(b)),
            _ => self.out.push_str(s),
        }
    }

    fn print_type(&mut self, ty: Type) {
        Printer::print_type(self, ty);
    }

    fn print_attribute(&mut self, attr: Attribute) {
        Printer::print_attribute(self, attr, Elision::Never);
    }

    fn print_attribute_without_type(&mut self, attr: Attribute) {
        Printer::print_attribute(self, attr, Elision::Must);
    }

    fn print_attribute_alias(&mut self, attr: Attribute) -> bool {
        if self.collect {
            // Collecting: the attribute is met as a whole (so it may get
            // an alias), which also visits what its body holds.
            self.visit(Sym::Attr(attr), false, false);
            return true;
        }
        self.aliases.write(Sym::Attr(attr), &mut self.out)
    }

    fn print_operand(&mut self, value: Value) {
        self.write_value(value);
    }

    fn print_successor(&mut self, block: BlockId) {
        self.write_block(block);
    }

    fn print_symbol_name(&mut self, name: Symbol) {
        if !self.collect {
            push_symbol_ref(&mut self.out, self.ctx.str(name));
        }
    }

    fn print_keyword_or_string(&mut self, s: &str) {
        if !self.collect {
            push_keyword_or_string(&mut self.out, s);
        }
    }

    fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.print_attr_dict(attrs, elided, false);
    }

    fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.print_attr_dict(attrs, elided, true);
    }

    fn print_region_argument(&mut self, value: Value, attrs: &[NamedAttr]) {
        self.print_region_argument_impl(value, attrs, false);
    }

    fn print_region(
        &mut self,
        op: OpId,
        region: RegionId,
        print_entry_block_args: bool,
        print_empty_block: bool,
    ) {
        self.print_region_impl(op, region, print_entry_block_args, true, print_empty_block);
    }

    fn print_region_with_terminators(
        &mut self,
        op: OpId,
        region: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        self.print_region_impl(
            op,
            region,
            print_entry_block_args,
            print_block_terminators,
            print_empty_block,
        );
    }

    fn print_optional_location(&mut self, loc: Location) {
        if self.collect {
            // MLIR's dummy alias printer visits it even without debug info.
            self.visit_attr(loc.attr());
            return;
        }
        self.print_trailing_location(loc, true);
    }

    fn print_op_region_operand(&mut self, op: OpId, value: Value) {
        let body = self.body.region_body(op);
        let bn = self.names.body_index(body);
        self.write_value_in(body, bn, value, true);
    }

    fn print_newline(&mut self) {
        if !self.collect {
            self.out.push('\n');
            self.push_indent(self.indent);
        }
    }

    fn print_float(&mut self, ty: Type, bits: u128) {
        if self.collect {
            return;
        }
        if let crate::types::TypeData::Float(k) = self.ctx.type_data(ty) {
            super::floats::print_float(&mut self.out, *k, bits);
        }
    }

    fn print_string(&mut self, s: &[u8]) {
        if !self.collect {
            super::attributes::push_escaped_string(&mut self.out, s);
        }
    }

    fn print_dense_elements_body(&mut self, attr: Attribute) {
        if self.collect {
            self.visit_attr(attr);
            return;
        }
        let ctx = self.ctx;
        if let crate::attributes::AttrData::DenseElements { ty, data } = ctx.attr_data(attr) {
            self.print_dense(*ty, data, true);
        }
    }

    fn print_attr_dict_entry(&mut self, name: Symbol, value: Attribute) {
        if self.collect {
            self.visit_attr(value);
        } else {
            self.print_named_attr(name, value);
        }
    }
}
