//! Builtin type syntax (`printType` / `printTypeImpl`): integers, index,
//! floats, none, complex, tuple, function (MLIR's result parenthesisation),
//! vector (scalable dims), tensor (encoding), memref (layout, memory space),
//! unranked forms, opaque `!foo.bar<...>` and registered dialect types.

use super::aliases::Sym;
use super::attributes::{push_dialect_symbol, Elision};
use super::Printer;
use crate::types::{Dim, Signedness, Type, TypeData, DYNAMIC};

fn push_shape(out: &mut String, shape: &[Dim]) {
    for &d in shape {
        if d == DYNAMIC {
            out.push('?');
        } else {
            super::names::push_i64(out, d);
        }
        out.push('x');
    }
}

impl<'a> Printer<'a> {
    /// Prints a type, or its alias.
    pub(crate) fn print_type(&mut self, ty: Type) {
        if self.collect {
            self.visit(Sym::Type(ty), false, false);
            return;
        }
        if self.aliases.write(Sym::Type(ty), &mut self.out) {
            return;
        }
        self.print_type_impl(ty);
    }

    fn print_type_list(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
    }

    /// The type itself, never its alias.
    pub(crate) fn print_type_impl(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signed => self.out.push('s'),
                    Signedness::Unsigned => self.out.push('u'),
                    Signedness::Signless => {}
                }
                self.out.push('i');
                super::names::push_u32(&mut self.out, *width);
            }
            TypeData::Index => self.out.push_str("index"),
            TypeData::Float(k) => self.out.push_str(k.keyword()),
            TypeData::None => self.out.push_str("none"),
            TypeData::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeData::Tuple(elems) => {
                self.out.push_str("tuple<");
                self.print_type_list(elems);
                self.out.push('>');
            }
            TypeData::Function { inputs, results } => {
                self.out.push('(');
                self.print_type_list(inputs);
                self.out.push_str(") -> ");
                let single = results.len() == 1
                    && !matches!(ctx.type_data(results[0]), TypeData::Function { .. });
                if single {
                    self.print_type(results[0]);
                } else {
                    self.out.push('(');
                    self.print_type_list(results);
                    self.out.push(')');
                }
            }
            TypeData::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                for (i, &d) in shape.iter().enumerate() {
                    let s = scalable.get(i).copied().unwrap_or(false);
                    if s {
                        self.out.push('[');
                    }
                    super::names::push_i64(&mut self.out, d);
                    if s {
                        self.out.push(']');
                    }
                    self.out.push('x');
                }
                self.print_type(*element);
                self.out.push('>');
            }
            TypeData::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                push_shape(&mut self.out, shape);
                self.print_type(*element);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attribute(*e, Elision::Never);
                }
                self.out.push('>');
            }
            TypeData::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.print_type(*element);
                self.out.push('>');
            }
            TypeData::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                push_shape(&mut self.out, shape);
                self.print_type(*element);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.print_attribute(*l, Elision::May);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute(*m, Elision::May);
                }
                self.out.push('>');
            }
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.print_type(*element);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute(*m, Elision::May);
                }
                self.out.push('>');
            }
            TypeData::Opaque { dialect, data } => {
                push_dialect_symbol(&mut self.out, '!', ctx.str(*dialect), data);
            }
            TypeData::Dialect(d) => {
                let full = ctx.str(d.name);
                let dialect = full.split_once('.').map_or(full, |(d, _)| d);
                self.out.push('!');
                self.out.push_str(dialect);
                let at = self.out.len();
                crate::format::print_dialect_type(self, ty);
                self.finish_dialect_symbol(at);
            }
        }
    }
}
